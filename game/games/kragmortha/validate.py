"""Kragmortha: is a saved state one the rules could have reached? Called (through game.engine.save_check) before
a continued game's scene is built, so a damaged or hand-edited save is set aside instead of crashing the table.
Restores the state with the rules (which check the saved board), then checks seats, the phase and its pending
choice, where the pieces stand, and that every card and token is somewhere exactly once. Pure: no pygame."""
from __future__ import annotations

from game.core import schema as T
from game.core.invariants import InvalidState, each_once, flag, index, ints, list_of, restored
from game.core.schema import GameDataError
from game.games.kragmortha import cards as C
from game.games.kragmortha import penalties as P
from game.games.kragmortha import rules as R
from game.games.kragmortha import spellbooks as S

TASKS = {"push", "arrive", "meet", "desk", "lord_teleport"}
SEAT = T.Int(0, lambda ctx: ctx["n"] - 1)
CELL = T.Tuple(T.Int(0, 10), T.Int(0, 6))  # the library is 11 x 7 cells
MOVE_CARD = T.Int(0, C.MOVEMENT_COUNT - 1)


def _n(ctx) -> int:
    return ctx["n"]


def _deck(card: T.Node, count: int) -> T.Dict:
    return T.Dict({"draw": T.List(card, max_len=count), "discards": T.List(card, max_len=count)})


# the declared shape of a saved state: every key, its type, range and length (seat-counted lists have one entry
# per seat); the board is checked by the game's own map rules, and cross-references (cards and tokens conserved,
# the pending choice) after the shape
SCHEMA = T.Dict({
    "players": T.Int(R.MIN_PLAYERS, R.MAX_PLAYERS),
    "options": T.Dict({}, optional={"start_player": T.OneOf(T.Choice("random"), T.Int(0, R.MAX_PLAYERS - 1)),
                                    "open_hands": T.Bool()}, extra=True),
    "rng": T.Tuple(T.Int(0, 2 ** 64 - 1), T.Int(0, 2 ** 64 - 1)),
    "board": T.Dict({key: T.Any() for key in ("width", "height", "symbols", "teleports", "start", "desk",
                                             "dark_lord", "shelves")}),
    "goblins": T.List(T.Maybe(CELL), length=_n), "lord": CELL,
    "hands": T.List(T.List(MOVE_CARD, max_len=C.HAND_SIZE + 3), length=_n),
    "moves": _deck(MOVE_CARD, C.MOVEMENT_COUNT),
    "penalty_pile": _deck(T.Int(0, P.PENALTY_COUNT - 1), P.PENALTY_COUNT),
    "held": T.List(T.List(T.Tuple(T.Int(0, P.PENALTY_COUNT - 1), T.Bool()), max_len=P.PENALTY_COUNT), length=_n),
    "book_pile": _deck(T.Int(0, S.SPELLBOOK_COUNT - 1), S.SPELLBOOK_COUNT),
    "books": T.List(T.List(T.Tuple(T.Int(0, S.SPELLBOOK_COUNT - 1), T.Bool()), max_len=S.SPELLBOOK_COUNT),
                    length=_n),
    "tokens": _deck(T.Int(0, len(C.TOKENS) - 1), len(C.TOKENS)),
    "pending_draw": T.List(T.Int(0, C.MOVEMENT_COUNT), length=_n),
    "start_player": SEAT, "to_place": T.List(SEAT, max_len=_n), "active": SEAT,
    "phase": T.Str(R.FLOW.phases), "turn": T.Int(0, 10 ** 9), "card": T.Maybe(MOVE_CARD),
    "steps": T.Int(0, 10), "max_steps": T.Int(0, 10), "rest": T.List(T.Str(max_len=20), max_len=10),
    "cards_played": T.Int(0, 100), "extra_plays": T.Int(0, 100), "revealed": T.Bool(), "timed_out": T.Bool(),
    "queue": T.List(T.Dict({"t": T.Str(sorted(TASKS))}, optional={"goblin": SEAT, "from": CELL,
                                                                  "chain": T.List(SEAT, max_len=_n)}, extra=True),
                    max_len=50),
    "cont": T.Maybe(T.Str(max_len=40)),
    "choice": T.Maybe(T.Dict({"kind": T.Str(max_len=40)}, optional={
        "by": SEAT, "goblin": SEAT, "cell": CELL, "came_from": CELL, "chain": T.List(SEAT, max_len=_n),
        "token": T.Str(max_len=40), "tumble": T.Bool(),
        "options": T.List(T.OneOf(CELL, T.Int(0, 10 ** 3)), max_len=200)}, extra=True)),
    "outcome": T.Maybe(T.Dict({}, optional={
        "ranking": T.List(SEAT, max_len=_n), "winners": T.List(SEAT, max_len=_n),
        "standings": T.List(T.List(T.Int(-(10 ** 6), 10 ** 6), max_len=10), max_len=_n),
        "reason": T.Str(max_len=40), "tie_break": T.Str(max_len=40)}, extra=True)),
})
MOVING = ("first_step", "second_step")  # a movement card is being carried out


def check_data() -> None:
    """The game's own data, checked once at start: board.json (every rule a library map must obey). Raises
    GameDataError naming the file."""
    from game.games.kragmortha import board as B
    try:
        B.load(B.BOARD_JSON)
    except Exception as exc:  # BoardError, or anything a damaged file provokes
        raise GameDataError(B.BOARD_JSON, str(exc).replace(str(B.BOARD_JSON), "").lstrip(": ") or
                            type(exc).__name__) from exc


def validate(setup, data: dict) -> None:
    """Raise InvalidState naming the first broken invariant of a saved Kragmortha state for `setup`."""
    T.check_seats(data, len(setup.seats))
    T.check(SCHEMA, data, {"n": len(setup.seats)})
    s = restored(R, data)
    n = s.players
    if n != len(setup.seats) or not R.MIN_PLAYERS <= n <= R.MAX_PLAYERS:
        raise InvalidState(f"{n} players in the state, {len(setup.seats)} seats in the set-up")
    if (s.phase == "over") != (s.outcome is not None):
        raise InvalidState("the phase and the outcome disagree")
    if s.outcome is not None and not isinstance(s.outcome, dict):
        raise InvalidState("the outcome is not an object")
    index(s.active, "active", n)
    index(s.start_player, "start_player", n)
    ints([s.turn, s.steps, s.cards_played, s.extra_plays], "turn counters", 0, 10 ** 9)
    for name in ("revealed", "timed_out"):
        flag(getattr(s, name), name)
    ints(s.pending_draw, "pending draws", 0, C.MOVEMENT_COUNT)
    _pieces(s)
    _cards(s)
    _pending(s)


def _pieces(s) -> None:
    b = s.board
    if len(s.goblins) != s.players:
        raise InvalidState(f"{len(s.goblins)} goblins for {s.players} players")
    placing = s.phase == "placement"
    ints(s.to_place, "seats still to place", 0, s.players)
    if placing != bool(s.to_place) or (placing and s.to_place[0] != s.active):
        raise InvalidState("the seats still to place do not fit the phase")
    for seat, cell in enumerate(s.goblins):
        if cell is None:
            if seat not in s.to_place:
                raise InvalidState(f"goblin {seat} is not on the board")
            continue
        if cell not in b.open:
            raise InvalidState(f"goblin {seat} stands off the board or on a bookshelf at {cell}")
    if s.lord not in b.open:
        raise InvalidState(f"the Dark Lord stands where he cannot at {s.lord}")
    settled = s.phase not in ("push", "caught", "start_cell", "teleport", "over")
    placed = [c for c in s.goblins if c is not None]
    if settled and (len(set(placed)) != len(placed) or s.lord in placed or set(placed) & b.desk):
        raise InvalidState("two pieces share a cell, or a goblin sits on the desk")


def _cards(s) -> None:
    in_play = [] if s.card is None else [s.card]
    for h in s.hands:
        list_of(h, "a hand")
    moves = [c for h in s.hands for c in h] + s.moves.draw_pile + s.moves.discards + in_play
    each_once(moves, C.MOVEMENT_COUNT, "movement cards")
    held = [pid for h in s.held for pid, _ in h]
    each_once(s.penalty_pile.draw_pile + held, P.PENALTY_COUNT, "penalty cards")
    for seat, h in enumerate(s.held):
        if len({P.symbol(pid) for pid, _ in h}) != len(h) or len(h) > P.MAX_HELD:
            raise InvalidState(f"seat {seat} holds two penalties with one corner symbol, or too many")
    books = [bk for bs in s.books for bk, _ in bs]
    each_once(s.book_pile.draw_pile + books, S.SPELLBOOK_COUNT, "spellbooks")
    each_once(s.tokens.draw_pile + s.tokens.discards, len(C.TOKENS), "teleport tokens")
    if s.outcome is None and (not s.book_pile.draw_pile or any(len(h) >= P.MAX_HELD for h in s.held)):
        raise InvalidState("the game should have ended")


def _pending(s) -> None:
    if s.phase in MOVING and s.card is None:
        raise InvalidState("a step without a movement card")
    if s.phase in R.CELL_PHASES or s.phase == "cure":
        if not isinstance(s.choice, dict) or s.choice.get("kind") != s.phase or not s.choice.get("options"):
            raise InvalidState(f"phase {s.phase} without its choice")
    elif s.choice is not None:
        raise InvalidState(f"a pending choice in phase {s.phase}")
    if s.phase in R.OWNER_PHASES:  # the goblin's owner chooses: to_act names them
        index(s.choice.get("goblin"), "the choosing goblin's owner", s.players)
    for task in s.queue:
        if not isinstance(task, dict) or task.get("t") not in TASKS:
            raise InvalidState(f"an unknown pending task {task!r:.60}")
        if "goblin" in task:
            index(task["goblin"], "a pending task's goblin", s.players)
    if s.cont not in (None, "second_step", "end_move", "after_card", "play"):
        raise InvalidState(f"an unknown continuation {s.cont!r}")
