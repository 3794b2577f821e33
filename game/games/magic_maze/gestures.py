"""Scenario 12: while talking is allowed (the sand turned, the elf's call) the seats may only gesture: a click on
one of the seat's gesture buttons (on its panel, hud.py), or Back for the next gesture, shows that gesture beside
the seat for EMOTE_SECONDS.

A part of the Magic Maze scene (a mixin): it keeps `emotes` (seat -> (gesture, scene clock until it shows)) on the
scene and reads its state, clock, seat_anchor and back_keys (seat_hints.py)."""
from __future__ import annotations

from game.engine import intents as I
from game.engine.assets import image
from game.engine.i18n import tr
from game.engine.intents import BACK, Intent
from game.games.magic_maze import hud

EMOTE_SECONDS = 3.0


class Gestures:
    def init_gestures(self) -> None:
        self.emotes: dict[int, tuple[str, float]] = {}  # seat -> (gesture, scene clock until it shows)

    def gestures_now(self) -> bool:
        return self.state.sc.talk == "gestures" and self.state.talk in ("sand", "elf")

    def _gesture(self, seat: int, intent: Intent) -> bool:
        """A click on one of the seat's gesture buttons, or Back (the next gesture): shown beside the seat."""
        name = None
        if intent.action == I.POINTER_DOWN and intent.pos:
            name = next((n for r, n in zip(hud.emote_rects(seat, self.state.players), hud.EMOTES)
                         if r.collidepoint(intent.pos)), None)
        elif intent.action == BACK:
            last = self.emotes.get(seat, (hud.EMOTES[-1], 0.0))[0]
            name = hud.EMOTES[(hud.EMOTES.index(last) + 1) % len(hud.EMOTES)]
        if name is None:
            return False
        self.emotes[seat] = (name, self.clock + EMOTE_SECONDS)
        self.sound("select", 0.6)
        return True

    def gestures_how(self) -> str:
        keys = self.back_keys()
        if keys:
            return tr("magic_maze_screen.gestures_how_keys", keys=tr("magic_maze_screen.key_sep").join(keys))
        return tr("magic_maze_screen.gestures_how")

    def _draw_emotes(self, surface) -> None:
        for seat, (name, until) in self.emotes.items():
            if until > self.clock:
                at, anchor = self.seat_anchor(seat)
                pic = image(f"magic_maze/emote_{name}.svg", (120, 120))
                surface.blit(pic, pic.get_rect(**{anchor: at}))
