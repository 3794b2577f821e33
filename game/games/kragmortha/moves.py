"""Where a figure may step, where a pushed goblin may go, where things may be put: pure helpers on a Board and
plain positions, shared by the rules, the bots and the scene (to highlight a hovered card's steps).

Positions: `goblins` is a list (by seat) of cells or None; `lord` is a cell. A card's two symbols may be
matched in either order: the first step matches one of them, the second step the OTHER one. `rest` is the
tuple of symbols the second step may still match (both when the first step could have used either)."""
from __future__ import annotations

from game.core import grid
from game.games.kragmortha.board import Board
from game.games.kragmortha.cards import BALL, GOBLIN


def first_rest(pair: tuple[str, str], symbol: str) -> tuple[str, ...]:
    """The symbols left for a second step after a first step onto `symbol` (empty: the step is not allowed)."""
    rest = set()
    if pair[0] in (BALL, symbol):
        rest.add(pair[1])
    if pair[1] in (BALL, symbol):
        rest.add(pair[0])
    return tuple(sorted(rest))


def rest_after(board: Board, pair: tuple[str, str], cell) -> tuple[str, ...]:
    """The symbols left for a second step after a first step onto `cell`: a desk cell is entered with any
    symbol, so the step may count as either of the card's two."""
    if cell in board.desk:
        return tuple(sorted(set(pair)))
    return first_rest(pair, board.symbols[cell])


def second_ok(rest, symbol: str) -> bool:
    return any(r in (BALL, symbol) for r in rest)


def step_targets(board: Board, frm, target: str, pair=None, rest=None) -> list[tuple]:
    """Cells one step from `frm` the figure may enter: on the first step pass `pair` (the card's symbols), on
    the second pass `rest`. Either figure enters a desk cell with any symbol (shelves are never neighbours)."""
    out = []
    for n in board.adjacent[frm]:
        if n in board.desk:
            out.append(n)
            continue
        sym = board.symbols[n]
        if (first_rest(pair, sym) if rest is None else second_ok(rest, sym)):
            out.append(n)
    return out


def card_first_steps(board: Board, goblins, lord, seat: int, card_target: str, pair) -> list[tuple]:
    frm = goblins[seat] if card_target == GOBLIN else lord
    if frm is None:
        return []
    return step_targets(board, frm, card_target, pair=pair)


def occupant(goblins, cell) -> int | None:
    for s, c in enumerate(goblins):
        if c == cell:
            return s
    return None


def empty(board: Board, goblins, lord, cell) -> bool:
    return cell in board.open and cell != lord and cell not in goblins


def empty_cells(board: Board, goblins, lord, allow_desk: bool = False) -> list[tuple]:
    taken = set(c for c in goblins if c is not None)
    taken.add(lord)
    return [c for c in board.cells if c not in taken and (allow_desk or c not in board.desk)]


def push_targets(board: Board, goblins, lord, cell, came_from, chain) -> list[tuple]:
    """Where the goblin on `cell`, pushed by a goblin that came from `came_from`, may be put: a neighbouring
    cell that is no shelf, not the desk, not `came_from`, and not held by a goblin already moved in this push
    (`chain`, seats). A cell with another goblin pushes that one on; the Dark Lord's cell means meeting him."""
    chain_cells = {goblins[s] for s in chain}
    return [n for n in board.adjacent[cell]
            if n not in board.desk and n != came_from and n not in chain_cells]


def tumble_targets(board: Board, goblins, lord) -> list[tuple]:
    """[project decision] A pushed goblin with no neighbouring cell to go to tumbles to an empty start cell
    (none empty: any empty cell)."""
    starts = [c for c in board.start if empty(board, goblins, lord, c)]
    return starts or empty_cells(board, goblins, lord)


def flee_targets(board: Board, goblins, lord) -> list[tuple]:
    """A goblin that met the Dark Lord: an empty teleport cell, else an empty start cell, else any empty cell."""
    tele = [c for c in board.teleports if empty(board, goblins, lord, c)]
    return tele or tumble_targets(board, goblins, lord)


def start_targets(board: Board, goblins, lord) -> list[tuple]:
    """Back from the desk: an empty start cell (all taken: any empty cell)."""
    return tumble_targets(board, goblins, lord)


def lord_drop_targets(board: Board, goblins, lord) -> list[tuple]:
    """The Dark Lord on a teleport cell is put on an empty cell next to no goblin (none: any empty cell)."""
    near = set()
    for c in goblins:
        if c is not None:
            near.update(board.adjacent[c])
    cells = [c for c in empty_cells(board, goblins, lord) if c not in near]
    return cells or empty_cells(board, goblins, lord)


def shove_path(board: Board, goblins, lord, mine, theirs) -> list[tuple]:
    """The cells a goblin next to `mine` slides through when shoved 2 cells straight away (Shove spellbook)."""
    d = grid.direction_between(mine, theirs)
    if d is None:
        return []
    path, here = [], theirs
    for _ in range(2):
        there = grid.step(here, d)
        if there not in board.open or there in board.desk or there in goblins:
            break
        path.append(there)
        if there == lord:
            break
        here = there
    return path
