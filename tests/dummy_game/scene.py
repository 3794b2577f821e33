"""Race to ten on the table kit: the scene is input and drawing only; GameScene does the rest."""
from __future__ import annotations

import pygame

from game.core.setup import GameSetup
from game.engine import intents as I
from game.engine.menus.end_screen import Placing
from game.engine.table.bots import TurnBots
from game.engine.table.game_scene import GameScene
from game.engine.table.presenter import Beat
from game.engine.theme import seat_rgb
from tests.dummy_game import bot as B
from tests.dummy_game import rules as R


class RaceScene(GameScene):
    game_id = "dummy_race"
    rules = R

    def __init__(self, app, setup: GameSetup, state=None):
        super().__init__(app, setup, state)
        self.driver = TurnBots(self.bots, R, delay=0.2)

    def make_bot(self, seat: int, difficulty: str):
        return B.make_bot(seat, difficulty, self.setup.seed)

    def beats_for(self, event) -> list[Beat]:
        return [Beat(event, 0.3)] if isinstance(event, R.Added) else []

    def log_lines(self, seat, action, events) -> list[tuple[int | None, str]]:
        return [(e.seat, f"{self.seat_name(e.seat)}: +{e.n} = {e.total}") for e in events if isinstance(e, R.Added)]

    def end_title(self) -> str:
        return self.seat_name(self.state.winner)

    def end_placings(self) -> list[Placing]:
        return [Placing(seat) for seat in R.result(self.state)["ranking"]]

    def update(self, dt: float) -> None:
        super().update(dt)
        if R.result(self.state) is None:
            self.driver.update(dt, self.state, self.state.active, self.act, ready=not self.presenter.busy())

    def on_intent(self, intent) -> None:
        if self.common_intent(intent) or intent.seat != self.state.active:
            return
        n = {I.LEFT: 1, I.RIGHT: 2}.get(intent.action)
        if n is not None:
            self.act(intent.seat, R.Add(intent.seat, n))

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((24, 30, 40))
        for i in range(R.GOAL):  # ten steps; the ones reached in the colour of the seat to play
            lit = i < self.state.total
            colour = seat_rgb(self.seat_colour(self.state.active)) if lit else (70, 80, 96)
            pygame.draw.rect(surface, colour, (360 + i * 124, 480, 100, 120), border_radius=16)
        self.draw_log(surface)
        self.messages.draw(surface)


def make_scene(app, setup: GameSetup, state=None) -> RaceScene:
    return RaceScene(app, setup, state)


def demo_scene(app, seed: int = 1, moment=None) -> RaceScene:
    return RaceScene(app, GameSetup.all_bots("dummy_race", 2, seed=seed))
