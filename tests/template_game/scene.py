"""Nim on the table kit: the scene reads input and draws; GameScene does seats, bots' pacing, saving, the log,
pause and the end screen. Left / right choose how many stones (1-3), confirm takes them; the mouse clicks one
of the last three stones."""
from __future__ import annotations

import pygame

from game.core.setup import GameSetup
from game.engine import intents as I
from game.engine import text, theme
from game.engine.i18n import tr
from game.engine.menus.end_screen import Placing
from game.engine.table import hint
from game.engine.table.bots import TurnBots
from game.engine.table.game_scene import GameScene
from game.engine.table.presenter import Beat

from . import rules as R

STONE_R, STEP, PER_ROW = 38, 104, 11  # the pile: rows of stones centred on the table
PILE_TOP = 360


def stone_centres(count: int) -> list[tuple[int, int]]:
    rows = [range(i, min(count, i + PER_ROW)) for i in range(0, count, PER_ROW)]
    out = []
    for r, row in enumerate(rows):
        left = 960 - (len(row) - 1) * STEP // 2
        out += [(left + k * STEP, PILE_TOP + r * STEP) for k in range(len(row))]
    return out


class NimScene(GameScene):
    game_id = "nim"
    rules = R

    def __init__(self, app, setup: GameSetup, state=None):
        super().__init__(app, setup, state)
        self.driver = TurnBots(self.bots, R, delay=0.4)
        self.chosen = 1  # stones the seat to play means to take

    def beats_for(self, event) -> list[Beat]:
        return [Beat(event, 0.35)] if isinstance(event, R.Took) else []

    def log_lines(self, seat, action, events) -> list[tuple[int | None, str]]:
        return [(e.seat, tr("nim.log.took", name=self.seat_name(e.seat), n=e.n)) for e in events
                if isinstance(e, R.Took)]

    def end_title(self) -> str:
        return tr("end.wins", name=self.seat_name(self.state.winner))

    def end_placings(self) -> list[Placing]:
        return [Placing(seat) for seat in R.result(self.state)["ranking"]]

    # input ------------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.driver.update(dt, self.state, self.state.active, self.act, ready=not self.presenter.busy())

    def on_intent(self, intent) -> None:
        if self.common_intent(intent) or intent.seat != self.state.active or not self.is_human(intent.seat):
            return
        most = min(R.MAX_TAKE, self.state.stones)
        if intent.action in (I.LEFT, I.RIGHT):
            self.chosen = max(1, min(most, self.chosen + (1 if intent.action == I.RIGHT else -1)))
        elif intent.action == I.CONFIRM:
            self.take(intent.seat, self.chosen)
        elif intent.action == I.POINTER_DOWN and intent.pos is not None:
            centres = stone_centres(self.state.stones)
            for i, (x, y) in enumerate(centres):
                if (x - intent.pos[0]) ** 2 + (y - intent.pos[1]) ** 2 <= STONE_R ** 2:
                    self.take(intent.seat, len(centres) - i)  # that stone and the ones after it

    def take(self, seat: int, n: int) -> None:
        if self.act(seat, R.Take(seat, n)) is not None:
            self.chosen = 1

    # drawing ----------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.backdrop(surface.get_size(), veil=40), (0, 0))
        seat = self.state.active
        ink = theme.seat_rgb(self.seat_colour(seat))
        taking = self.chosen if self.is_human(seat) and self.state.winner is None else 0
        centres = stone_centres(self.state.stones)
        for i, (x, y) in enumerate(centres):
            lit = i >= len(centres) - taking
            pygame.draw.circle(surface, theme.INK, (x + 4, y + 6), STONE_R)
            pygame.draw.circle(surface, ink if lit else (150, 142, 128), (x, y), STONE_R)
            pygame.draw.circle(surface, (230, 224, 210), (x - 12, y - 12), STONE_R // 4)
        if self.state.winner is None:
            text.draw_text(surface, tr("nim.turn", name=self.seat_name(seat)), (960, 120), theme.HEADING, ink,
                           anchor="midtop", bold=True, shadow=True, max_width=1500)
        text.draw_text(surface, tr("nim.left", n=self.state.stones), (960, 210), theme.BODY, theme.TEXT,
                       anchor="midtop", max_width=1500)
        if taking:
            self.draw_hint(surface, seat)
        self.draw_log(surface)
        self.messages.draw(surface)

    def draw_hint(self, surface: pygame.Surface, seat: int) -> None:
        shown = hint.for_device(self.app.input, self.device_of(seat),
                                (((I.LEFT, I.RIGHT), tr("nim.hint.choose")), ((I.CONFIRM,), tr("nim.hint.take"))),
                                sentence=tr("nim.hint.mouse"))
        rect = pygame.Rect(0, 0, 1200, hint.height(shown, 1200))
        rect.midbottom = (960, 1040)
        hint.draw(surface, rect, shown)


def make_scene(app, setup: GameSetup, state=None) -> NimScene:
    return NimScene(app, setup, state)


def demo_scene(app, seed: int = 1, moment=None) -> NimScene:
    return NimScene(app, GameSetup.all_bots("nim", 2, seed=seed))
