"""`TableInput`: a Baba Yaga player's hands on the table (the choices are controls.py's; this routes intents to
them): the chooser picks the flight path; the searcher turns tiles over with their one pointer (mouse or
gamepad cursor; a keyboard zone moves a tile cursor); a mover presses their witch key; after a spell the
searcher picks tiles (Swap) or a house place. Every action goes through the table's `act`. Nothing is taken
while the "Get ready" count shows. A press refused by the one-hand rule is answered beside its seat."""
from __future__ import annotations

from game.engine.i18n import tr
from game.engine.intents import BACK, CONFIRM, DOWN, HANDICAP, LEFT, POINTER_DOWN, RIGHT, UP, Intent, is_pad
from game.engine.table.part import Part
from game.games.baba_yaga import controls
from game.games.baba_yaga import data as D
from game.games.baba_yaga import layout as L
from game.games.baba_yaga import moves as M
from game.games.baba_yaga import rules as R
from game.games.baba_yaga.handicaps import taken_devices

NOTICE_SECONDS = 1.6  # "one hand only!" stays this long (and the seat's panel flashes)


def skip_button_rect() -> tuple[int, int, int, int]:
    """The expert's "leave the house where it is" button, in the hint box."""
    x, y, w, _ = L.HINT_RECT
    return x + 40, y + 150, w - 80, 80


class TableInput(Part):
    def __init__(self, ctx, hand, ready):
        """`hand`: the SearcherHand (the searcher's pointer and tile cursor); `ready`: the GetReady count."""
        self.ctx = ctx
        self.hand = hand
        self.ready = ready
        self.path_choice: str | None = None  # the flight path's end a direction picked (confirm takes it)
        self.swap = controls.SwapPicker()
        self.one_hand_until: dict[int, float] = {}  # seat -> scene second its "one hand only!" notice ends

    def on_intent(self, seat, intent: Intent) -> bool:
        ctx = self.ctx
        if ctx.state.phase == "over":
            return False
        if intent.action == HANDICAP:
            if seat is not None:
                self.one_hand_until[seat] = ctx.clock + NOTICE_SECONDS
                ctx.say(seat, tr("baba_yaga.banner.one_hand"), NOTICE_SECONDS)
                ctx.sound("failed_soft", 0.6)
            return True
        if not ctx.seats.is_human(seat) or intent.repeat and intent.action not in (UP, DOWN, LEFT, RIGHT):
            return False
        if self.ready.active():
            return True  # the search has not begun: keys pressed during the count do nothing
        self.route(seat, intent)
        return True

    def route(self, seat: int, intent: Intent) -> None:
        """An intent of a human seat, in the phase the table is in."""
        s = self.ctx.state
        if s.phase == "choose_path" and seat == s.turn.get("chooser"):
            self.path(seat, intent)
        elif s.phase == "search":
            if seat == s.active:
                self.search(seat, intent)
            else:
                self.mover(seat, intent)
        elif s.phase in ("apply_effect", "expert_house") and seat == s.active:
            self.choice(seat, intent)

    def pointed_cell(self, seat: int, intent: Intent) -> int | None:
        s = self.ctx.state
        if intent.action == POINTER_DOWN:
            if seat == s.active and s.phase == "search":
                return L.cell_at(self.hand.searcher_pointer())
            return L.cell_at(intent.pos)
        if intent.action == CONFIRM:
            return self.hand.cursor.cell
        return None

    def steer(self, intent: Intent) -> bool:
        if intent.action in controls.DIRECTION_STEPS and not intent.is_pointer:
            self.hand.cursor.move(intent.action)
            return True
        return False

    def path(self, seat: int, intent: Intent) -> None:
        """A side is always selected (controls.DEFAULT_END until a direction picks another), so confirm works at
        once; a click on an arrow takes that side; a pad pointing elsewhere confirms the selected one."""
        end = None
        if intent.action == POINTER_DOWN:
            end = L.end_at(intent.pos)
            if end is None and is_pad(intent.device):
                end = self.path_choice or controls.DEFAULT_END
        elif intent.action in controls.END_OF_DIRECTION:
            self.path_choice = controls.END_OF_DIRECTION[intent.action]
        elif intent.action == CONFIRM:
            end = self.path_choice or controls.DEFAULT_END
        if end is not None and self.ctx.act(seat, controls.path_choice(seat, end)) is not None:
            self.path_choice = None

    def search(self, seat: int, intent: Intent) -> None:
        if self.steer(intent):
            return
        if intent.action == POINTER_DOWN and intent.button not in (1, 0):
            return
        if intent.action in (POINTER_DOWN, CONFIRM):
            action = controls.search_action(R.view(self.ctx.state, seat), seat, self.pointed_cell(seat, intent))
            if action is not None:
                self.ctx.act(seat, action)

    def mover(self, seat: int, intent: Intent) -> None:
        seats = self.ctx.seats
        hand = controls.mover_press(intent, seats.device_of(seat), self.ctx.state.alternate_hands,
                                    taken_devices(seats, seat))
        if hand is not None:
            self.ctx.act(seat, M.MoveWitch(seat, None if hand == "any" else hand))

    def choice(self, seat: int, intent: Intent) -> None:
        if self.steer(intent):
            return
        s = self.ctx.state
        if s.phase == "expert_house" and intent.action == BACK:
            self.ctx.act(seat, M.SkipHouse(seat))
            return
        if intent.action == POINTER_DOWN and L.inside(skip_button_rect(), intent.pos):
            if s.phase == "expert_house":
                self.ctx.act(seat, M.SkipHouse(seat))
            return
        cell = self.pointed_cell(seat, intent)
        if cell is None:
            return
        if s.phase == "apply_effect" and s.effect_due == D.SWAP:
            action = self.swap.pick(seat, cell)
        else:
            action = controls.house_choice(seat, cell)
        if action is not None:
            self.ctx.act(seat, action)
