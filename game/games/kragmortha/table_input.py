"""A Kragmortha player's hands: the mouse hovers a card (its legal steps light up), clicks it, then clicks a lit
cell (the card is played and the first step taken); later steps, pushes, teleports and other cell choices
are clicks on the lit cells / arrows; the Cure's penalty cards, spellbooks and the Reveal / Pass / Stop
buttons are clicked. A keyboard zone or pad walks the hand row (left / right; the Cure's cards first) and
confirms; on the board its arrows jump between the lit cells (or walk one cell) and confirm picks the cell
under the cursor (back returns to the hand); act1 presses the first button. Pointing at a spellbook, a penalty
picture or the desk shows it big (`scene.peek`). Everything goes through `scene.act`."""
from __future__ import annotations

from game.engine import intents as I
from game.engine.i18n import tr
from game.games.kragmortha import events as E
from game.games.kragmortha import layout as L


def cell_actions(scene) -> dict:
    """Cell -> the actions a click on it makes now (the lit cells)."""
    seat, legal = scene.acting, scene.legal()
    out: dict = {}
    for a in legal:
        if isinstance(a, (E.Step, E.ChooseCell, E.PlaceGoblin)):
            out[tuple(a.cell)] = [a]
    if scene.state.phase == "play" and scene.selected is not None:
        hand = scene.hand()
        if scene.selected < len(hand):
            card = hand[scene.selected]
            if E.PlayCard(seat, card) in legal:
                for c in scene.card_cells(scene.selected):
                    out[tuple(c)] = [E.PlayCard(seat, card), E.Step(seat, tuple(c))]
    return out


def buttons(scene) -> list[tuple[str, object]]:
    """(label key or penalty name, action) for the buttons beside the hand."""
    out = []
    for a in scene.legal():
        if isinstance(a, E.RevealHand):
            out.append(("kragmortha.reveal_hand", a))
        elif isinstance(a, E.Pass):
            out.append(("kragmortha.pass", a))
        elif isinstance(a, E.Stop):
            out.append(("kragmortha.stop", a))
    return out


def cure_choices(scene) -> list:
    """The Cure's choices: the CurePenalty actions, shown as the penalty cards over the board."""
    return [a for a in scene.legal() if isinstance(a, E.CurePenalty)]


def hand_items(scene) -> list[tuple[str, int]]:
    """The hand row in keyboard order: ("cure", i) (while curing), ("card", i), ("book", i), ("button", i)."""
    seat = scene.viewer()
    books = scene.books_up(seat) if seat is not None else []
    return ([("cure", i) for i in range(len(cure_choices(scene)))]
            + [("card", i) for i in range(len(scene.hand()))] + [("book", i) for i in range(len(books))]
            + [("button", i) for i in range(len(buttons(scene)))])


def do(scene, actions) -> None:
    for a in actions:
        if scene.act(scene.acting, a) is None:
            return


def use_card(scene, index: int) -> None:
    seat = scene.acting
    hand = scene.hand()
    if not 0 <= index < len(hand):
        return
    if scene.state.phase == "discard":
        do(scene, [E.DiscardCard(seat, hand[index])])
        return
    broke = scene.handicaps.choose(seat, index)  # Impatient: another card than the one rested on
    if broke is not None:
        scene.penalties.break_penalty(seat, broke.tag)
        return
    if scene.selected != index and not scene.card_cells(index):  # say so, rather than a choice with nothing lit
        scene.say(seat, tr("kragmortha.err.card_cannot_move"), 1.5)
        return
    scene.selected = None if scene.selected == index else index
    if scene.selected is not None and scene.card_cells(index):
        scene.focus, scene.cursor = "board", tuple(scene.card_cells(index)[0])


def use_book(scene, index: int) -> None:
    seat = scene.acting
    books = scene.books_up(seat)
    if 0 <= index < len(books):
        do(scene, [E.UseSpellbook(seat, books[index])])


def use_button(scene, index: int) -> None:
    bs = buttons(scene)
    if 0 <= index < len(bs):
        do(scene, [bs[index][1]])


def use_cure(scene, index: int) -> None:
    choices = cure_choices(scene)
    if 0 <= index < len(choices):
        do(scene, [choices[index]])


def panel_book_at(scene, pos):
    """("panel", (seat, n)) when `pos` is on a face-up spellbook on a seat's panel, else None."""
    s = scene.state
    for seat in range(s.players):
        rects = L.panel_book_rects(seat, s.players, len(s.books[seat]))
        for n in reversed(range(len(rects))):  # the later book lies on top
            if rects[n].collidepoint(pos) and s.books[seat][n][1]:
                return ("panel", (seat, n))
    return None


def penalty_at(scene, pos):
    """("penalty", (id, rect)) when `pos` is on a penalty picture (the status line's, or a panel's)."""
    s = scene.state
    if scene.is_human(scene.acting) and s.outcome is None:
        in_force = [pid for pid, broken in s.held[scene.acting] if not broken]
        for pid, r in zip(in_force, L.status_penalty_rects(len(in_force))):
            if r.collidepoint(pos):
                return ("penalty", (pid, tuple(r)))
    for seat in range(s.players):
        for (pid, _broken), r in zip(s.held[seat], L.panel_penalty_rects(seat, s.players, len(s.held[seat]))):
            if r.collidepoint(pos):
                return ("penalty", (pid, tuple(r)))
    return None


def looked_at(scene, pos):
    """What the pointer shows big anywhere, in anyone's turn: a spellbook or a penalty on a panel or the status."""
    return panel_book_at(scene, pos) or penalty_at(scene, pos)


def desk_cells(scene) -> set:
    board = scene.state.board
    return {tuple(c) for c in board.desk} if board is not None else set()


def use_cell(scene, cell) -> None:
    actions = cell_actions(scene).get(tuple(cell))
    if actions:
        do(scene, actions)
        scene.focus = "hand" if scene.state.phase == "play" else scene.focus


def pointer(scene, intent) -> None:
    pos = intent.pos or scene.pointer
    seat = scene.viewer()
    hit = None
    for i, r in enumerate(L.card_rects(len(scene.hand()))):
        if r.collidepoint(pos):
            hit = i
    scene.hover = hit
    cure = next((i for i, r in enumerate(L.cure_rects(len(cure_choices(scene)))) if r.collidepoint(pos)), None)
    book = next((i for i, r in enumerate(L.book_rects(len(scene.books_up(seat)) if seat is not None else 0))
                 if r.collidepoint(pos)), None)
    scene.peek = (("cure", cure) if cure is not None else ("book", book) if book is not None
                  else ("desk", 0) if L.cell_at(pos) in desk_cells(scene) else looked_at(scene, pos))
    if intent.action != I.POINTER_DOWN or intent.button != 1:
        return
    if cure is not None:
        use_cure(scene, cure)
        return
    if hit is not None:
        use_card(scene, hit)
        return
    if book is not None:
        use_book(scene, book)
        return
    for i, r in enumerate(L.button_rects(len(buttons(scene)))):
        if r.collidepoint(pos):
            use_button(scene, i)
            return
    cell = L.cell_at(pos)
    if cell is not None:
        use_cell(scene, cell)


def button(scene, action: str) -> None:
    board_phase = scene.state.phase not in ("play", "discard", "cure")
    if board_phase:
        scene.focus = "board"
    if scene.focus == "board":
        _board_button(scene, action, board_phase)
    else:
        _hand_button(scene, action)


def _board_button(scene, action: str, board_phase: bool) -> None:
    x, y = scene.cursor
    move = {I.LEFT: (-1, 0), I.RIGHT: (1, 0), I.UP: (0, -1), I.DOWN: (0, 1)}.get(action)
    if move:
        jump = lit_towards(scene.cursor, move, cell_actions(scene))
        scene.cursor = jump or (min(L.COLS - 1, max(0, x + move[0])), min(L.ROWS - 1, max(0, y + move[1])))
        scene.peek = ("desk", 0) if scene.cursor in desk_cells(scene) else None
    elif action == I.CONFIRM:
        use_cell(scene, scene.cursor)
    elif action == I.BACK and not board_phase:
        scene.focus = "hand"
    elif action == I.ACT1:  # Stop here / Pass without leaving the board
        use_button(scene, 0)


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


def settle_cursor(scene) -> None:
    """A keys / pad player's cursor starts on a lit cell when the board asks for a choice (placing, the
    second step, a push, a teleport ...), so one press of confirm can do it."""
    lit = cell_actions(scene)
    if lit and tuple(scene.cursor) not in lit:
        cx, cy = scene.cursor
        scene.cursor = min(lit, key=lambda c: (abs(c[0] - cx) + abs(c[1] - cy), c[1], c[0]))


def _hand_button(scene, action: str) -> None:
    items = hand_items(scene)
    if not items:
        return
    scene.hand_focus %= len(items)
    if action in (I.LEFT, I.RIGHT):
        scene.hand_focus = (scene.hand_focus + (1 if action == I.RIGHT else -1)) % len(items)
    elif action == I.CONFIRM:
        kind, i = items[scene.hand_focus]
        {"cure": use_cure, "card": use_card, "book": use_book, "button": use_button}[kind](scene, i)
    elif action == I.UP and scene.selected is not None:
        scene.focus = "board"
    elif action == I.ACT1:  # Reveal / Pass / Stop without walking to its button
        use_button(scene, 0)
    items = hand_items(scene)
    kind, i = items[scene.hand_focus % len(items)] if items else (None, None)
    scene.hover = i if kind == "card" else None
    scene.peek = (kind, i) if kind in ("book", "cure") else None
