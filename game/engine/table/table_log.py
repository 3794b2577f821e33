"""`TableLog`: the game log on the table — every sentence of the game (`GameLog`), its last lines on a strip
where the game puts them, and the round log button beside the pause button (shown while the pointer moves);
a click on it, or a pad's Select, opens the whole log. The log is kept in the save (its last KEEP entries and
the game time played), so Continue shows what was said before, then "Game resumed"."""
from __future__ import annotations

from collections.abc import Callable

from game.core import schema as T
from game.engine import intents as I
from game.engine.pause_button import IDLE
from game.engine.table.game_log import BUTTON_R, Entry, GameLog, LogStrip, draw_log_button
from game.engine.table.part import Part

QUIET_INTENTS = (I.RELEASE, I.HANDICAP, I.DEVICE_ADDED, I.DEVICE_LOST, I.DEVICE_REMOVED)
KEEP = 400  # entries the save keeps (a long game's first lines go)
MAX_TEXT = 400  # characters of one kept sentence
MAX_CLOCK = 10 * 24 * 3600.0  # game seconds: more is not a log of ours
SAVED_LOG = T.Dict({
    "clock": T.Num(0, MAX_CLOCK),
    "entries": T.List(T.Tuple(T.Maybe(T.Int(0, lambda ctx: ctx["seats"] - 1)), T.Str(max_len=MAX_TEXT),
                              T.Num(0, MAX_CLOCK)), max_len=KEEP),
})


class TableLog(Part):
    save_key = "log"

    def __init__(self, ctx, *, place: Callable[[], tuple], button_at: Callable[[], tuple[int, int]],
                 button_allowed: Callable[[], bool], always: Callable[[], bool], open_log: Callable[[], None]):
        """`place()`: ((x, y), rect anchor, width, lines an entry may take, seconds before the strip fades or
        None). `button_allowed()`: the table has a pause button (so a log button beside it). `always()`: the
        buttons are always shown (else while the pointer moves)."""
        self.ctx = ctx
        self.log = GameLog()
        self.place = place
        self.button_at = button_at
        self.button_allowed = button_allowed
        self.always = always
        self.open_log = open_log
        self.strip = LogStrip()
        self.button_for = 0.0  # seconds the log button stays in sight
        self.hover = False

    def update(self, dt: float) -> None:
        self.button_for = max(0.0, self.button_for - dt)

    def button_shown(self) -> bool:
        return self.button_allowed() and (self.always() or self.button_for > 0)

    def _hit(self, pos) -> bool:
        if pos is None:
            return False
        x, y = self.button_at()
        return (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= (BUTTON_R + 6) ** 2

    def on_intent(self, seat, intent) -> bool:
        a = intent.action
        if a == I.BACK and I.is_pad(intent.device) and (intent.key_group or "").endswith(".l"):
            self.open_log()  # Select / Back (the pad's left-hand back button; B stays the game's)
            return True
        if not intent.is_pointer:
            if a not in QUIET_INTENTS:
                self.button_for = 0.0
            return False
        inside = self._hit(intent.pos)
        if a == I.POINTER_MOVE:
            self.button_for = IDLE
            self.hover = inside
        elif a == I.POINTER_DOWN and intent.button in (0, 1) and inside and self.button_shown():
            self.open_log()
            return True
        return False

    def save_extra(self) -> dict:
        return {"clock": round(self.ctx.clock + self.log.offset, 3),
                "entries": [[e.seat, e.text[:MAX_TEXT], round(e.at, 3)] for e in self.log.last(KEEP)]}

    def restore_extra(self, data) -> None:
        T.check(SAVED_LOG, data, {"seats": self.ctx.seats.count}, path="log")
        entries = [Entry(seat, " ".join(words.split()), float(at)) for seat, words, at in data["entries"]]
        self.log.restore([e for e in entries if e.text], float(data["clock"]))

    def draw(self, surface) -> None:
        at, anchor, width, wrap, fade_after = self.place()
        now = self.ctx.clock + self.log.offset
        self.strip.draw(surface, self.log, self.ctx.seats.badge, at, anchor, width, now, fade_after, wrap)
        if self.button_shown() and self.ctx.on_top():  # not under a menu
            draw_log_button(surface, self.button_at(), self.hover)
