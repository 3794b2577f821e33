"""What each seat is told about its keys: the key caps under its action tile (the hero keys, OK and Back the
other way, and the nudge where it fits in one row) and the Back key of every keys or pad seat, which the stop
button (no timer) and scenario 12's gestures banner name. Kept per seat, device and language."""
from __future__ import annotations

from game.engine.i18n import language, tr
from game.engine.intents import ACT4, BACK, CONFIRM
from game.engine.table import devices, hint
from game.engine.table.part import Part
from game.games.magic_maze import hud


def short_key(name: str) -> str:
    """A key cap without the word the panel's device name already says ("Keypad 5" -> "5")."""
    head, _, last = name.rpartition(" ")
    return last if head and len(last) == 1 and last.isdigit() else name


def hint_choices() -> list:
    """Hint rows for a keys seat, best first: all but the last show the Back key."""
    hero, both = tr("magic_maze_screen.hint.hero"), (CONFIRM, BACK)
    return [((both, hero), ((ACT4,), tr("magic_maze_screen.hint.nudge"))), ((both, hero),),
            (((BACK,), hero),), (((CONFIRM,), hero),)]


class SeatHints(Part):
    def __init__(self, ctx, inputs):
        """`inputs`: the app's input layer (which key each device has for an intent)."""
        self.ctx = ctx
        self.inputs = inputs
        self._hints: dict = {}
        self._back_keys: tuple = (None, [])

    def hint_for(self, seat: int):
        """The key caps under the seat's action tile: the hero keys (OK, and Back the other way: the key held to
        stop a game without a timer), and the nudge where it fits. The first of `hint_choices` that fits one row."""
        device = self.ctx.seats.device_of(seat)
        key = (seat, device, language())
        if key not in self._hints:
            h, room = hint.Hint(), hud.PANEL_W - 12
            for items in hint_choices():
                h = hint.for_device(self.inputs, device, items, tr("magic_maze_screen.hint.mouse"))
                if not h.items:
                    break  # the mouse: one sentence
                h = hint.Hint("", tuple(hint.Item(tuple(short_key(k) for k in i.keys), i.words) for i in h.items))
                if len(hint.lines(h, room)) == 1 and hint.widest_line(h, room) <= room - 2 * hint.PAD_X:
                    break
            self._hints[key] = h
        return self._hints[key]

    def back_keys(self) -> list[str]:
        """The Back key of every human seat that plays with keys or a pad (the stop button and the gestures'
        banner name them), kept per language."""
        if self._back_keys[0] != language():
            out = []
            for seat in sorted(self.ctx.seats.humans):
                names = devices.key_names(self.inputs, self.ctx.seats.device_of(seat), (BACK,))
                if names and short_key(names[BACK]) not in out:
                    out.append(short_key(names[BACK]))
            self._back_keys = (language(), out)
        return self._back_keys[1]
