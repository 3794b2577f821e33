"""Kragmortha on a phone: your movement cards, your spellbooks and your penalty cards with what they do; in your
turn the card or spellbook to play, the card to discard or the penalty to cure. A choice the rules give your
seat on the board (where your goblin flees after the Dark Lord caught it, which teleport cell, where it pushes,
each step of a move, your start cell) comes to your phone as buttons, one per cell, named so it can be found
on the TV: its picture (book, scroll, potion, gems), an arrow from the figure that moves when the cell is next to
it, else the part of the board it is in, "teleport" on a teleport cell, the goblin on it in its seat's colour,
and its row and column (counted from the top left, as numbered beside the TV's board) when two would read
alike; many cells come grouped by part of the board. The arrows and A still pick the cell on the TV too. A seat
holding Blind hand sees its cards face down here as well (numbered by their place in the hand): its phone must
not show what the TV hides."""
from __future__ import annotations

from game.engine.i18n import tr
from game.games.kragmortha import cards as K
from game.games.kragmortha import penalties as P
from game.games.kragmortha import spellbooks as B
from game.games.kragmortha.art_shapes import SYMBOL_COLOURS

LORD_TINT = "#2c2a33"  # a Dark Lord card's tile: the Lord's black
BACK_TINT = "#3b2f5c"  # a face-down card's tile: the card backs' purple

BOARD_CHOICES = ("push", "teleport", "caught", "start_cell", "lord_teleport", "dark_steps", "blink", "swap", "shove",
                 "placement", "first_step", "second_step")


CELL_ACTIONS = ("Step", "ChooseCell", "PlaceGoblin")
ARROWS = {(0, -1): "up", (0, 1): "down", (-1, 0): "left", (1, 0): "right",
          (-1, -1): "up_left", (1, -1): "up_right", (-1, 1): "down_left", (1, 1): "down_right"}
GROUP_OVER = 8  # more cells than this come grouped by the part of the board they are in


def area(view: dict, cell) -> str:
    """The part of the board a cell is in (thirds across, top / middle / bottom): an i18n key's last word."""
    board = view.get("board") or {}
    w, h = board.get("width", 11), board.get("height", 7)
    x, y = cell
    col = "left" if x < w / 3 else "right" if x >= 2 * w / 3 else "centre"
    row = "top" if y < h / 3 else "bottom" if y >= 2 * h / 3 else "middle"
    return f"{row}_{col}"


def _symbol(view: dict, cell) -> str:
    board = view.get("board") or {}
    x, y = cell
    if [x, y] in (board.get("desk") or []):
        return tr("phone.kragmortha.desk")
    try:
        return tr(f"kragmortha.symbol.{board['symbols'][y][x]}")
    except (KeyError, IndexError, TypeError):
        return ""


def origin_of(view: dict, seat: int):
    """The cell of the figure a cell choice moves (the one its arrows point from), or None."""
    phase, choice = view.get("phase"), view.get("choice") or {}
    goblins, lord = view.get("goblins") or [], view.get("lord")
    mine = goblins[seat] if 0 <= seat < len(goblins) else None
    if phase in ("first_step", "second_step"):
        card = view.get("card")
        return lord if card is not None and K.target(card) == K.LORD else mine
    if phase == "push":
        return choice.get("cell")
    if phase == "dark_steps":
        return lord
    if phase == "shove":
        return mine
    return None


def cell_choices(view: dict, seat: int, actions: list) -> list[dict]:
    """A button per cell action (Step, ChooseCell, PlaceGoblin), named so the cell can be found on the TV."""
    origin = origin_of(view, seat)
    goblins = view.get("goblins") or []
    teleports = [list(c) for c in (view.get("board") or {}).get("teleports", [])]
    grouped = len(actions) > GROUP_OVER
    one_column = len({a.cell[0] for a in actions}) == 1  # the start cells: their rows tell them apart
    made = []
    for a in actions:
        x, y = a.cell
        words = [_symbol(view, a.cell)]
        step = (x - origin[0], y - origin[1]) if origin is not None else None
        if step in ARROWS:
            words.insert(0, tr(f"phone.kragmortha.dir.{ARROWS[step]}"))
        elif one_column:
            words.append(tr("phone.kragmortha.row", row=y + 1))
        elif not grouped:  # (a group is named after its part of the board)
            words.append(tr(f"phone.kragmortha.area.{area(view, a.cell)}"))
        if [x, y] in teleports:
            words.append(tr("phone.kragmortha.teleport_cell"))
        choice = {"label": " · ".join(w for w in words if w), "action": a}
        if grouped:
            choice["group"] = tr(f"phone.kragmortha.area.{area(view, a.cell)}")
        else:
            choice["wide"] = True
        owner = next((i for i, g in enumerate(goblins) if g is not None and list(g) == [x, y]), None)
        if owner is not None:
            choice["to_seat"] = owner  # the goblin on it: its seat's colour and name
        made.append(choice)
    seen: dict[tuple, int] = {}
    for c in made:
        key = (c.get("group"), c["label"])
        seen[key] = seen.get(key, 0) + 1
    for c in made:
        if seen[(c.get("group"), c["label"])] > 1:  # two alike: their row and column (from the top left)
            x, y = c["action"].cell
            c["label"] += " · " + tr("phone.kragmortha.row_col", row=y + 1, col=x + 1)
    return made


def card_look(card: int) -> dict:
    """A movement card as the TV shows it: who it moves, and its two symbols as chips in their colours."""
    return {"label": tr(f"kragmortha.card.{K.target(card)}"),
            "chips": [{"label": tr(f"kragmortha.symbol.{s}"), "tint": SYMBOL_COLOURS[s][0]} for s in K.symbols(card)],
            **({"tint": LORD_TINT} if K.target(card) == K.LORD else {})}


def face_down_look(index: int) -> dict:
    """A card of a blind hand (the Blind hand penalty): its back only, known by its place in the hand."""
    return {"label": tr("phone.kragmortha.face_down", n=index + 1), "tint": BACK_TINT}


def blind(penalties) -> bool:
    """The seat holds Blind hand: its cards are face down on its phone too, as on the TV (it never breaks)."""
    return holds(penalties, "blind_hand")


def holds(penalties, key: str) -> bool:
    return any(P.PENALTIES[pid]["key"] == key and not broken for pid, broken in penalties)


def sight(penalties, own_turn: bool) -> dict:
    """What the hand's sight penalties do to the cards on the phone, as on the TV during the seat's own turn:
    Upside down turns each card over ("turned"); Blur blurs them, a card showing while the finger rests on it
    and a tap counting only after that rest ("blur": the page's one-second look)."""
    if not own_turn:
        return {}
    return {**({"turned": True} if holds(penalties, "upside_down") else {}),
            **({"blur": True} if holds(penalties, "blur") else {})}


def penalty_line(pid: int, broken: bool) -> str:
    key = P.PENALTIES[pid]["key"]
    name = tr(f"kragmortha.penalty.{key}")
    return f"{name}{' ✗' if broken else ''}: {tr(f'kragmortha.penalty.{key}.rule')}"


def phone_screen(view: dict, seat: int, legal: list) -> dict:
    phase = view.get("phase")
    hand = view.get("hand", [])
    penalties = (view.get("penalties") or [])[seat] if seat < len(view.get("penalties") or []) else []
    books = (view.get("books") or [])[seat] if seat < len(view.get("books") or []) else []
    lines = [] if hand else [tr("phone.kragmortha.cards") + ": –"]
    lines += [penalty_line(pid, broken) for pid, broken in penalties]
    lines += [f"{tr(f'kragmortha.book.{B.kind(bk)}')}: {tr(f'kragmortha.book.{B.kind(bk)}.rule')}"
              for bk, up in books if up]
    seen = (lambda card: face_down_look(hand.index(card))) if blind(penalties) else card_look
    spoilt = sight(penalties, view.get("active") == seat)
    look = (lambda card: {**seen(card), **spoilt}) if spoilt else seen
    choices = []
    for a in legal:
        kind = type(a).__name__
        if kind in CELL_ACTIONS:
            continue
        if kind == "PlayCard":
            choices.append({**look(a.card), "action": a})
        elif kind == "UseSpellbook":
            k = B.kind(a.book)
            choices.append({"label": tr(f"kragmortha.book.{k}"), "hint": tr(f"kragmortha.book.{k}.rule"),
                            "action": a})
        elif kind == "RevealHand":
            choices.append({"label": tr("kragmortha.reveal_hand"), "action": a, "wide": True})
        elif kind == "Pass":
            choices.append({"label": tr("kragmortha.pass"), "action": a, "wide": True})
        elif kind == "Stop":
            choices.append({"label": tr("kragmortha.stop"), "action": a, "wide": True})
        elif kind == "DiscardCard":
            choices.append({**look(a.card), "hint": tr("kragmortha.phase.discard"), "action": a})
        elif kind == "CurePenalty":
            key = P.PENALTIES[a.penalty]["key"]
            choices.append({"label": tr(f"kragmortha.penalty.{key}"), "action": a})
    choices = cell_choices(view, seat, [a for a in legal if type(a).__name__ in CELL_ACTIONS]) + choices
    on_board = bool(legal) and phase in BOARD_CHOICES
    title = tr(f"kragmortha.phase.{phase}") if legal and phase else ""
    if on_board:
        lines.insert(0, tr("phone.kragmortha.on_board"))
    playing = any(type(a).__name__ in ("PlayCard", "DiscardCard") for a in legal)
    cards = [] if playing else [look(c) for c in hand]  # the hand, to look at (the same tiles to tap)
    return {"title": title, "lines": lines, "cards": cards, "choices": choices, "pad": True,
            "buzz": on_board and phase == "caught"}
