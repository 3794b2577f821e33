"""`HandInput`: a Pied Piper player's hands on the table. The mouse drags a card onto a character (or clicks a
card, then a character); a keyboard zone or a gamepad picks a card with left / right, goes up to the characters,
confirms to play, act1 turns the next card face down and act2 (no-specials variant) lets it wait under its
character. In the order phase (no specials variant) the player picks which ready character to carry out.

It owns the selection the painter draws (`selected`, `focus`, `row_focus`, `drag`, `bounces`, the two toggles)
and plays cards through the table's `act`. Confirm or back while the screen catches up hurries it along.
Kept in the save: Continue gives the keys back the picked card, hand or characters, the focused character and the
two toggles once the saved turn's hand is on show again."""
from __future__ import annotations

from game.engine import intents as I
from game.engine.i18n import tr
from game.engine.table.part import Part
from game.games.pied_piper import cards as C
from game.games.pied_piper import events as E
from game.games.pied_piper import layout as L

DRAG_THRESHOLD = 12
BOUNCE_SECONDS = 0.35  # a card dropped where it may not go flies back to the hand in this time


def slot_at(pos) -> int | None:
    return next((slot for slot in range(C.ROW_SIZE) if L.contains(L.slot_drop_rect(slot), pos)), None)


FOCI = ("hand", "row")


def checked_keys(data) -> dict:
    """The keys' place from a save, checked (a value that does not fit raises ValueError)."""
    def small_int(v, top) -> bool:
        return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < top

    if not isinstance(data, dict):
        raise ValueError("not the keys' place")
    turn, selected = data.get("turn"), data.get("selected")
    if not (isinstance(turn, list) and len(turn) == 3 and small_int(turn[0], 10**6) and small_int(turn[1], 8)
            and isinstance(turn[2], str)):
        raise ValueError(f"turn {turn!r}")
    if data.get("focus") not in FOCI or not small_int(data.get("row_focus"), C.ROW_SIZE):
        raise ValueError(f"focus {data.get('focus')!r} {data.get('row_focus')!r}")
    if selected is not None and not small_int(selected, 64):
        raise ValueError(f"selected {selected!r}")
    toggles = data.get("face_down_next", False), data.get("hold_next", False)
    if not all(isinstance(t, bool) for t in toggles):
        raise ValueError(f"toggles {toggles!r}")
    return {"turn": tuple(turn), "focus": data["focus"], "row_focus": data["row_focus"], "selected": selected,
            "face_down_next": toggles[0], "hold_next": toggles[1]}


class HandInput(Part):
    save_key = "keys"

    def __init__(self, ctx, screen):
        self.ctx = ctx
        self.screen = screen
        self.selected: int | None = None  # index into the shown hand
        self.focus = "hand"  # "hand" | "row": where keyboard / pad input points
        self.row_focus = 0
        self.face_down_next = False
        self.hold_next = False  # no-specials variant: the next face-up card waits under its character
        self.drag: dict | None = None  # {"index", "start", "pos", "moved"}
        self.bounces: list[dict] = []  # cards flying back to the hand after an illegal drop
        self.pointer = (0, 0)
        self._restored: dict | None = None  # a continued game: the keys' place, given back once its hand shows
        screen.on_seat_change(self._hand_changed)

    # the save ---------------------------------------------------------------------------------------------------
    def _turn(self) -> tuple:
        s = self.ctx.state
        return (s.turn, s.active, s.phase)

    def save_extra(self) -> dict:
        return {"turn": list(self._turn()), "focus": self.focus, "row_focus": self.row_focus,
                "selected": self.selected, "face_down_next": self.face_down_next, "hold_next": self.hold_next}

    def restore_extra(self, data) -> None:
        keys = checked_keys(data)
        if keys["turn"] == self._turn():  # a save of another turn's keys means nothing now
            self._restored = keys

    def _give_back(self) -> None:
        """The saved turn's hand is on show: the keys go back where they were (what no longer fits is left)."""
        keys, self._restored = self._restored, None
        if keys["turn"] != self._turn():
            return
        chosen = keys["selected"]
        self.selected = chosen if chosen is not None and chosen < len(self.screen.hand()) else None
        self.focus = keys["focus"] if self.selected is not None or self.ctx.state.phase == "order" else "hand"
        self.row_focus = keys["row_focus"]
        self.face_down_next = keys["face_down_next"] and self.screen.can_face_down()
        self.hold_next = keys["hold_next"] and self.screen.can_hold()

    def selected_card(self) -> int | None:
        h = self.screen.hand()
        return h[self.selected] if self.selected is not None and self.selected < len(h) else None

    # the kit's hooks --------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self._restored is not None and (self.screen.my_turn or self._restored["turn"] != self._turn()):
            self._give_back()
        for b in self.bounces:
            b["t"] += dt / BOUNCE_SECONDS
        self.bounces = [b for b in self.bounces if b["t"] < 1.0]

    def _hand_changed(self, seat: int | None) -> None:
        self.selected = None  # another hand on show (or none): nothing of it is picked

    def on_events(self, seat, action, events) -> None:
        self.selected = None
        if isinstance(action, E.PlayCard) and action.face_down:
            self.face_down_next = False
        if isinstance(action, E.PlayCard) and action.hold:
            self.hold_next = False

    def on_intent(self, seat, intent) -> bool:
        if intent.is_pointer:
            self.pointer = intent.pos or self.pointer
        if intent.action in (I.CONFIRM, I.BACK) and self.screen.busy:
            self.screen.hurry()
            return True
        if not self.screen.my_turn or not self._accepts(intent):
            return False
        if intent.is_pointer:
            self._pointer(intent)
        else:
            self._button(intent.action)
        return True

    def _accepts(self, intent) -> bool:
        """Input for the active human: from their own device, or any device of theirs in hot-seat."""
        active = self.ctx.state.active
        return self.ctx.seats.owns(active, intent) or intent.seat is None

    # deeds ----------------------------------------------------------------------------------------------------
    def play(self, index: int, slot: int) -> bool:
        sc = self.screen
        hand = sc.hand()
        if not 0 <= index < len(hand):
            return False
        s = self.ctx.state
        face_down = self.face_down_next and sc.can_face_down()
        hold = self.hold_next and not face_down and sc.can_hold(slot)
        action = E.PlayCard(s.active, hand[index], slot, face_down, hold)
        start = L.hand_card_rect(index, len(hand), True)
        if self.ctx.act(s.active, action) is not None:
            return True
        self.bounces.append({"card": hand[index], "from": self.drag["pos"] if self.drag else start[:2],
                             "to": start[:2], "t": 0.0})
        return False

    def execute(self, slot: int) -> None:
        active = self.ctx.state.active
        if slot in self.screen.ready_slots():
            self.ctx.act(active, E.ExecuteCharacter(active, slot))
        else:
            self.ctx.say(active, tr("pied_piper.err.character_not_ready"))

    def target(self) -> tuple[int, int] | None:
        """(card, slot): the card the player holds and the character it points at now (a drag over it, the
        pointer over it with a card picked, or the keys' row focus), for the preview; None when none."""
        if not self.screen.my_turn or self.ctx.state.phase not in ("opening", "play"):
            return None
        hand = self.screen.hand()
        if self.drag and self.drag["moved"] and self.drag["index"] < len(hand):
            card, slot = hand[self.drag["index"]], slot_at(self.drag["pos"])
        else:
            card = self.selected_card()
            slot = self.row_focus if self.focus == "row" else slot_at(self.pointer)
        if card is None or slot is None or slot not in self.screen.legal_slots(card):
            return None
        return card, slot

    def hand_index_at(self, pos) -> int | None:
        hand = self.screen.hand()
        for i in reversed(range(len(hand))):
            if L.contains(L.hand_card_rect(i, len(hand), i == self.selected), pos):
                return i
        return None

    # the mouse ------------------------------------------------------------------------------------------------
    def _pointer(self, intent) -> None:
        pos = intent.pos or self.pointer
        if intent.action == I.POINTER_DOWN and intent.button == 1:
            self._press(pos)
        elif intent.action == I.POINTER_MOVE and self.drag:
            self.drag["pos"] = pos
            dx, dy = pos[0] - self.drag["start"][0], pos[1] - self.drag["start"][1]
            if dx * dx + dy * dy > DRAG_THRESHOLD ** 2:
                self.drag["moved"] = True
        elif intent.action == I.POINTER_UP and self.drag:
            drag = self.drag
            if not drag["moved"]:
                self.drag = None
                return
            slot = slot_at(pos)
            hand = self.screen.hand()
            if slot is None:
                self.bounces.append({"card": hand[drag["index"]], "from": pos,
                                     "to": L.hand_card_rect(drag["index"], len(hand), True)[:2], "t": 0.0})
            else:
                self.play(drag["index"], slot)  # the drag is kept until then: a bounce starts where it was
            self.drag = None

    def _press(self, pos) -> None:
        s = self.ctx.state
        if s.phase == "order":
            slot = slot_at(pos)
            if slot is not None:
                self.execute(slot)
            return
        if L.contains(L.FACE_DOWN_BUTTON, pos) and self.screen.can_face_down():
            self.face_down_next = not self.face_down_next
            return
        if L.contains(L.hold_button(s.face_down), pos) and self.screen.can_hold():
            self.hold_next = not self.hold_next
            return
        i = self.hand_index_at(pos)
        if i is not None:
            self.drag = {"index": i, "start": pos, "pos": pos, "moved": False}
            self.selected = i
            self.focus = "hand"
        elif self.selected is not None:
            slot = slot_at(pos)
            if slot is not None:
                self.play(self.selected, slot)

    # keys and pads --------------------------------------------------------------------------------------------
    def _button(self, action: str) -> None:
        if self.ctx.state.phase == "order":
            self._order_button(action)
        elif action == I.ACT1 and self.screen.can_face_down():
            self.face_down_next = not self.face_down_next
        elif action == I.ACT2 and self.screen.can_hold():
            self.hold_next = not self.hold_next
        elif self.focus == "hand":
            self._hand_button(action)
        else:
            self._row_button(action)

    def _order_button(self, action: str) -> None:
        ready = self.screen.ready_slots()
        if not ready:
            return
        if self.row_focus not in ready:
            self.row_focus = ready[0]
        if action in (I.LEFT, I.RIGHT):
            k = ready.index(self.row_focus) + (1 if action == I.RIGHT else -1)
            self.row_focus = ready[k % len(ready)]
        elif action == I.CONFIRM:
            self.execute(self.row_focus)

    def _hand_button(self, action: str) -> None:
        hand = self.screen.hand()
        if self.selected is None:
            self.selected = 0  # the first press picks the first card; up goes on to the characters with it
            if action in (I.LEFT, I.RIGHT, I.DOWN):
                return
        if action == I.LEFT:
            self.selected = (self.selected - 1) % len(hand)
        elif action == I.RIGHT:
            self.selected = (self.selected + 1) % len(hand)
        elif action in (I.UP, I.CONFIRM):
            slots = sorted(self.screen.legal_slots(self.selected_card()))
            if slots:
                self.focus = "row"
                self.row_focus = slots[0] if self.row_focus not in slots else self.row_focus
        elif action == I.BACK:
            self.selected = None

    def _row_button(self, action: str) -> None:
        slots = sorted(self.screen.legal_slots(self.selected_card())) or list(range(C.ROW_SIZE))
        if action in (I.LEFT, I.RIGHT):
            k = slots.index(self.row_focus) if self.row_focus in slots else 0
            self.row_focus = slots[(k + (1 if action == I.RIGHT else -1)) % len(slots)]
        elif action in (I.DOWN, I.BACK):
            self.focus = "hand"
        elif action == I.CONFIRM and self.selected is not None:
            if self.play(self.selected, self.row_focus):
                self.focus = "hand"
