"""`TableInput`: a Kragmortha player's hands. The mouse hovers a card (its legal steps light up), clicks it, then
clicks a lit cell (the card is played and the first step taken); later steps, pushes, teleports and other cell
choices are clicks on the lit cells / arrows; the Cure's penalty cards, spellbooks and the Reveal / Pass / Stop
buttons are clicked. A keyboard zone or pad walks the hand row (left / right; the Cure's cards first) and
confirms; on the board its arrows jump between the lit cells (after a card was chosen, only those; in a board
choice, else they walk one cell) and confirm picks the cell under the cursor (back returns to the hand); act1
presses the first button. Pointing at a spellbook, a penalty
picture or the desk shows it big (`peek`). Everything goes through the table's act, as the acting seat.

It owns what the hands point at: the chosen and hovered card, what is shown big, the keys' focus (hand or
board) and cursor, the pointer. Kept in the save: Continue puts the keys back where they were (the chosen card,
hand or board, the focused item and the cursor's cell) when the saved turn begins again."""
from __future__ import annotations

from game.engine import intents as I
from game.engine.i18n import tr
from game.engine.table.part import Part
from game.games.kragmortha import events as E
from game.games.kragmortha import layout as L


def buttons(legal) -> list[tuple[str, object]]:
    """(label key, action) for the buttons beside the hand."""
    out = []
    for a in legal:
        if isinstance(a, E.RevealHand):
            out.append(("kragmortha.reveal_hand", a))
        elif isinstance(a, E.Pass):
            out.append(("kragmortha.pass", a))
        elif isinstance(a, E.Stop):
            out.append(("kragmortha.stop", a))
    return out


def cure_choices(legal) -> list:
    """The Cure's choices: the CurePenalty actions, shown as the penalty cards over the board."""
    return [a for a in legal if isinstance(a, E.CurePenalty)]


def lit_towards(cursor, move, lit) -> tuple | None:
    """The lit cell an arrow key leads to: the nearest one that way (straight ahead counts most), else None
    (the cursor then walks one cell, so any cell stays reachable)."""
    best, best_cost = None, None
    for cell in lit:
        dx, dy = cell[0] - cursor[0], cell[1] - cursor[1]
        ahead = dx * move[0] + dy * move[1]
        if ahead <= 0:
            continue
        cost = ahead + 2 * abs(dx * move[1] + dy * move[0])
        if best_cost is None or cost < best_cost:
            best, best_cost = tuple(cell), cost
    return best


FOCI = ("hand", "board")


def checked_keys(data) -> dict:
    """The keys' place from a save, checked (a value that does not fit raises ValueError)."""
    def small_int(v, top) -> bool:
        return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < top

    if not isinstance(data, dict):
        raise ValueError("not the keys' place")
    turn, cursor, selected = data.get("turn"), data.get("cursor"), data.get("selected")
    if not (isinstance(turn, list) and len(turn) == 2 and small_int(turn[0], 10**6) and small_int(turn[1], 8)):
        raise ValueError(f"turn {turn!r}")
    if data.get("focus") not in FOCI or not small_int(data.get("hand_focus"), 64):
        raise ValueError(f"focus {data.get('focus')!r} {data.get('hand_focus')!r}")
    if not (isinstance(cursor, list) and len(cursor) == 2 and small_int(cursor[0], L.COLS)
            and small_int(cursor[1], L.ROWS)):
        raise ValueError(f"cursor {cursor!r}")
    if selected is not None and not small_int(selected, 64):
        raise ValueError(f"selected {selected!r}")
    return {"turn": tuple(turn), "focus": data["focus"], "hand_focus": data["hand_focus"], "cursor": tuple(cursor),
            "selected": selected}


class TableInput(Part):
    save_key = "keys"

    def __init__(self, ctx, choices, penalties, handicaps):
        self.ctx = ctx
        self.choices = choices
        self.penalties = penalties
        self.handicaps = handicaps
        self.selected: int | None = None  # index into the shown hand
        self.hover: int | None = None
        self.peek: tuple | None = None  # what is shown big while pointed at: ("book", i), ("cure", i), ("desk", 0)
        self.focus = "hand"  # keyboard / pad: "hand" or "board"
        self.hand_focus = 0
        self.cursor = (5, 3)
        self.pointer = (960, 540)
        self._settled: tuple | None = None  # (version, phase) the keys' cursor was last put on a choice for
        self._restored: dict | None = None  # a continued game: the keys' place, given back when its turn begins

    # the save ----------------------------------------------------------------------------------------------
    def _turn(self) -> tuple:
        s = self.ctx.state
        return (s.turn, s.active)

    def save_extra(self) -> dict:
        return {"turn": list(self._turn()), "focus": self.focus, "hand_focus": self.hand_focus,
                "cursor": list(self.cursor), "selected": self.selected}

    def restore_extra(self, data) -> None:
        keys = checked_keys(data)
        if keys["turn"] == self._turn():  # a save of another turn's keys means nothing now
            self._restored = keys

    # what the other parts and a demo table tell it ----------------------------------------------------------
    def new_turn(self, goblin, keep_peek: bool) -> None:
        """A turn begins: nothing chosen, the keys on the hand and the cursor on the goblin (a continued turn:
        where its keys were when it was saved)."""
        self.selected, self.hover, self.focus, self.hand_focus = None, None, "hand", 0
        self.peek = self.peek if keep_peek else None
        if goblin is not None:
            self.cursor = tuple(goblin)
        restored, self._restored = self._restored, None
        if restored is not None and restored["turn"] == self._turn():
            self.focus, self.hand_focus, self.cursor = restored["focus"], restored["hand_focus"], restored["cursor"]
            chosen = restored["selected"]
            self.selected = chosen if chosen is not None and chosen < len(self.choices.hand()) else None

    def point_at(self, pos) -> None:
        self.pointer = pos

    def show_big(self, peek) -> None:
        self.peek = peek

    # what is on offer now -----------------------------------------------------------------------------------
    def buttons(self) -> list[tuple[str, object]]:
        return buttons(self.choices.legal())

    def cure_choices(self) -> list:
        return cure_choices(self.choices.legal())

    def cell_actions(self) -> dict:
        """Cell -> the actions a click on it makes now (the lit cells)."""
        ch = self.choices
        seat, legal = ch.acting, ch.legal()
        out: dict = {}
        for a in legal:
            if isinstance(a, (E.Step, E.ChooseCell, E.PlaceGoblin)):
                out[tuple(a.cell)] = [a]
        if self.ctx.state.phase == "play" and self.selected is not None:
            hand = ch.hand()
            if self.selected < len(hand):
                card = hand[self.selected]
                if E.PlayCard(seat, card) in legal:
                    for c in ch.card_cells(self.selected):
                        out[tuple(c)] = [E.PlayCard(seat, card), E.Step(seat, tuple(c))]
        return out

    def hand_items(self) -> list[tuple[str, int]]:
        """The hand row in keyboard order: ("cure", i) (while curing), ("card", i), ("book", i), ("button", i)."""
        seat = self.choices.viewer()
        books = self.choices.books_up(seat) if seat is not None else []
        return ([("cure", i) for i in range(len(self.cure_choices()))]
                + [("card", i) for i in range(len(self.choices.hand()))] + [("book", i) for i in range(len(books))]
                + [("button", i) for i in range(len(self.buttons()))])

    def desk_cells(self) -> set:
        board = self.ctx.state.board
        return {tuple(c) for c in board.desk} if board is not None else set()

    def panel_book_at(self, pos):
        """("panel", (seat, n)) when `pos` is on a face-up spellbook on a seat's panel, else None."""
        s = self.ctx.state
        for seat in range(s.players):
            rects = L.panel_book_rects(seat, s.players, len(s.books[seat]))
            for n in reversed(range(len(rects))):  # the later book lies on top
                if rects[n].collidepoint(pos) and s.books[seat][n][1]:
                    return ("panel", (seat, n))
        return None

    def penalty_at(self, pos):
        """("penalty", (id, rect)) when `pos` is on a penalty picture (the status line's, or a panel's)."""
        s, acting = self.ctx.state, self.choices.acting
        if self.ctx.seats.is_human(acting) and s.outcome is None:
            in_force = [pid for pid, broken in s.held[acting] if not broken]
            for pid, r in zip(in_force, L.status_penalty_rects(len(in_force))):
                if r.collidepoint(pos):
                    return ("penalty", (pid, tuple(r)))
        for seat in range(s.players):
            for (pid, _broken), r in zip(s.held[seat], L.panel_penalty_rects(seat, s.players, len(s.held[seat]))):
                if r.collidepoint(pos):
                    return ("penalty", (pid, tuple(r)))
        return None

    def looked_at(self, pos):
        """What the pointer shows big anywhere, in anyone's turn: a spellbook or a penalty on a panel or the
        status."""
        return self.panel_book_at(pos) or self.penalty_at(pos)

    # every frame --------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """A new choice for a keys / pad player: the cursor starts on it (or the hand's focused card lights)."""
        ch, s = self.choices, self.ctx.state
        if s.outcome is not None or not (ch.my_turn and self.ctx.seats.device_of(ch.acting) != "mouse"):
            return
        board = (ch.version, s.phase)
        if board != self._settled:
            self._settled = board
            if s.phase not in ("play", "discard", "cure"):
                self.focus = "board"
                self.settle_cursor()
            elif self.focus == "hand" and self.hover is None:
                items = self.hand_items()
                kind, i = items[self.hand_focus % len(items)] if items else (None, None)
                self.hover = i if kind == "card" else None  # the focused card's steps light up

    def on_events(self, seat, action, events) -> None:
        self.selected = None

    def on_intent(self, seat, intent) -> bool:
        ch = self.choices
        if intent.is_pointer and intent.pos:
            self.pointer = intent.pos
            if not ch.my_turn:  # anyone may look at the spellbooks and penalties on show
                self.peek = self.looked_at(intent.pos)
        if intent.action in (I.CONFIRM, I.BACK, I.POINTER_DOWN) and self.ctx.busy():
            self.ctx.presenter.speed = 3.0
            return True
        if not ch.my_turn or not self._accepts(intent):
            return True
        if intent.is_pointer:
            self.pointed(intent)
        else:
            self.button(intent.action)
        return True

    def _accepts(self, intent) -> bool:
        seat = self.choices.acting
        return intent.seat == seat or (intent.seat is None and intent.device == self.ctx.seats.device_of(seat))

    # deeds --------------------------------------------------------------------------------------------------
    def do(self, actions) -> None:
        for a in actions:
            if self.ctx.act(self.choices.acting, a) is None:
                return

    def use_card(self, index: int) -> None:
        ch = self.choices
        seat = ch.acting
        hand = ch.hand()
        if not 0 <= index < len(hand):
            return
        if self.ctx.state.phase == "discard":
            self.do([E.DiscardCard(seat, hand[index])])
            return
        broke = self.handicaps.choose(seat, index)  # Impatient: another card than the one rested on
        if broke is not None:
            self.penalties.break_penalty(seat, broke.tag)
            return
        if self.selected != index and not ch.card_cells(index):  # say so, rather than a choice with nothing lit
            self.ctx.say(seat, tr("kragmortha.err.card_cannot_move"), 1.5)
            return
        self.selected = None if self.selected == index else index
        if self.selected is not None and ch.card_cells(index):
            self.focus, self.cursor = "board", tuple(ch.card_cells(index)[0])

    def use_book(self, index: int) -> None:
        seat = self.choices.acting
        books = self.choices.books_up(seat)
        if 0 <= index < len(books):
            self.do([E.UseSpellbook(seat, books[index])])

    def use_button(self, index: int) -> None:
        bs = self.buttons()
        if 0 <= index < len(bs):
            self.do([bs[index][1]])

    def use_cure(self, index: int) -> None:
        choices = self.cure_choices()
        if 0 <= index < len(choices):
            self.do([choices[index]])

    def use_cell(self, cell) -> None:
        actions = self.cell_actions().get(tuple(cell))
        if actions:
            self.do(actions)
            self.focus = "hand" if self.ctx.state.phase == "play" else self.focus

    def pointed(self, intent) -> None:
        ch = self.choices
        pos = intent.pos or self.pointer
        seat = ch.viewer()
        hit = None
        for i, r in enumerate(L.card_rects(len(ch.hand()))):
            if r.collidepoint(pos):
                hit = i
        self.hover = hit
        cure = next((i for i, r in enumerate(L.cure_rects(len(self.cure_choices()))) if r.collidepoint(pos)), None)
        book = next((i for i, r in enumerate(L.book_rects(len(ch.books_up(seat)) if seat is not None else 0))
                     if r.collidepoint(pos)), None)
        self.peek = (("cure", cure) if cure is not None else ("book", book) if book is not None
                     else ("desk", 0) if L.cell_at(pos) in self.desk_cells() else self.looked_at(pos))
        if intent.action != I.POINTER_DOWN or intent.button != 1:
            return
        if cure is not None:
            self.use_cure(cure)
            return
        if hit is not None:
            self.use_card(hit)
            return
        if book is not None:
            self.use_book(book)
            return
        for i, r in enumerate(L.button_rects(len(self.buttons()))):
            if r.collidepoint(pos):
                self.use_button(i)
                return
        cell = L.cell_at(pos)
        if cell is not None:
            self.use_cell(cell)

    def button(self, action: str) -> None:
        board_phase = self.ctx.state.phase not in ("play", "discard", "cure")
        if board_phase:
            self.focus = "board"
        if self.focus == "board":
            self._board_button(action, board_phase)
        else:
            self._hand_button(action)

    def _board_button(self, action: str, board_phase: bool) -> None:
        x, y = self.cursor
        move = {I.LEFT: (-1, 0), I.RIGHT: (1, 0), I.UP: (0, -1), I.DOWN: (0, 1)}.get(action)
        if move:
            jump = lit_towards(self.cursor, move, self.cell_actions())
            if jump is None and not board_phase:  # a card's steps: the cursor stays on the lit cells
                return
            self.cursor = jump or (min(L.COLS - 1, max(0, x + move[0])), min(L.ROWS - 1, max(0, y + move[1])))
            self.peek = ("desk", 0) if self.cursor in self.desk_cells() else None
        elif action == I.CONFIRM:
            self.use_cell(self.cursor)
        elif action == I.BACK and not board_phase:
            self.focus = "hand"
        elif action == I.ACT1:  # Stop here / Pass without leaving the board
            self.use_button(0)

    def settle_cursor(self) -> None:
        """A keys / pad player's cursor starts on a lit cell when the board asks for a choice (placing, the
        second step, a push, a teleport ...), so one press of confirm can do it."""
        lit = self.cell_actions()
        if lit and tuple(self.cursor) not in lit:
            cx, cy = self.cursor
            self.cursor = min(lit, key=lambda c: (abs(c[0] - cx) + abs(c[1] - cy), c[1], c[0]))

    def _hand_button(self, action: str) -> None:
        items = self.hand_items()
        if not items:
            return
        self.hand_focus %= len(items)
        if action in (I.LEFT, I.RIGHT):
            self.hand_focus = (self.hand_focus + (1 if action == I.RIGHT else -1)) % len(items)
        elif action == I.CONFIRM:
            kind, i = items[self.hand_focus]
            {"cure": self.use_cure, "card": self.use_card, "book": self.use_book, "button": self.use_button}[kind](i)
        elif action == I.UP and self.selected is not None:
            self.focus = "board"
        elif action == I.ACT1:  # Reveal / Pass / Stop without walking to its button
            self.use_button(0)
        items = self.hand_items()
        kind, i = items[self.hand_focus % len(items)] if items else (None, None)
        self.hover = i if kind == "card" else None
        self.peek = (kind, i) if kind in ("book", "cure") else None
