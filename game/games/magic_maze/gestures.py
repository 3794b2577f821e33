"""Scenario 12: while talking is allowed (the sand turned, the elf's call) the seats may only gesture: a click on
one of the seat's gesture buttons (on its panel, hud.py), or Back for the next gesture, shows that gesture beside
the seat for EMOTE_SECONDS. The table's input asks `take` first while gestures are on."""
from __future__ import annotations

from collections.abc import Callable

from game.engine import intents as I
from game.engine.assets import image
from game.engine.i18n import tr
from game.engine.intents import BACK, Intent
from game.engine.table.part import Part
from game.games.magic_maze import hud

EMOTE_SECONDS = 3.0


class Gestures(Part):
    def __init__(self, ctx, hints, anchor: Callable):
        """`hints`: the seats' key hints (the Back keys the banner names); `anchor(seat)`: where a seat's gesture
        shows, ((x, y), rect anchor)."""
        self.ctx = ctx
        self.hints = hints
        self.anchor = anchor
        self.emotes: dict[int, tuple[str, float]] = {}  # seat -> (gesture, table clock until it shows)

    def now(self) -> bool:
        """Gestures only, now (scenario 12 while talking is allowed)."""
        s = self.ctx.state
        return s.sc.talk == "gestures" and s.talk in ("sand", "elf")

    def show(self, seat: int, name: str, seconds: float = EMOTE_SECONDS) -> None:
        self.emotes[seat] = (name, self.ctx.clock + seconds)

    def take(self, seat: int, intent: Intent) -> bool:
        """A click on one of the seat's gesture buttons, or Back (the next gesture): shown beside the seat."""
        name = None
        if intent.action == I.POINTER_DOWN and intent.pos:
            name = next((n for r, n in zip(hud.emote_rects(seat, self.ctx.state.players), hud.EMOTES)
                         if r.collidepoint(intent.pos)), None)
        elif intent.action == BACK:
            last = self.emotes.get(seat, (hud.EMOTES[-1], 0.0))[0]
            name = hud.EMOTES[(hud.EMOTES.index(last) + 1) % len(hud.EMOTES)]
        if name is None:
            return False
        self.show(seat, name)
        self.ctx.sound("select", 0.6)
        return True

    def how(self) -> str:
        keys = self.hints.back_keys()
        if keys:
            return tr("magic_maze_screen.gestures_how_keys", keys=tr("magic_maze_screen.key_sep").join(keys))
        return tr("magic_maze_screen.gestures_how")

    def draw(self, surface) -> None:
        for seat, (name, until) in self.emotes.items():
            if until > self.ctx.clock:
                at, anchor = self.anchor(seat)
                pic = image(f"magic_maze/emote_{name}.svg", (120, 120))
                surface.blit(pic, pic.get_rect(**{anchor: at}))
