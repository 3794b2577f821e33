"""Nim's table: the kit's GameScene (seats, saving, the log, pause, the end screen) with two parts, the pile
(input and drawing) and the kit's bot driver; what the rules' events show and say."""
from __future__ import annotations

from game.core.setup import GameSetup
from game.engine.i18n import tr
from game.engine.menus.end_screen import Placing
from game.engine.table.bot_parts import BotTurns
from game.engine.table.game_scene import GameScene
from game.engine.table.presenter import Beat

from . import rules as R
from .pile import Pile


class NimScene(GameScene):
    game_id = "nim"
    rules = R

    def __init__(self, app, setup: GameSetup, state=None):
        super().__init__(app, setup, state)
        self.pile = self.add_part(Pile(self.ctx, app.input))
        self.add_part(BotTurns(self.ctx, who=lambda: self.state.active, delay=0.4))

    def beats_for(self, event) -> list[Beat]:
        return [Beat(event, 0.35)] if isinstance(event, R.Took) else []

    def log_lines(self, seat, action, events) -> list[tuple[int | None, str]]:
        return [(e.seat, tr("nim.log.took", name=self.seat_name(e.seat), n=e.n)) for e in events
                if isinstance(e, R.Took)]

    def end_title(self) -> str:
        return tr("end.wins", name=self.seat_name(self.state.winner))

    def end_placings(self) -> list[Placing]:
        return [Placing(seat) for seat in R.result(self.state)["ranking"]]


def make_scene(app, setup: GameSetup, state=None) -> NimScene:
    return NimScene(app, setup, state)


def demo_scene(app, seed: int = 1, moment=None) -> NimScene:
    return NimScene(app, GameSetup.all_bots("nim", 2, seed=seed))
