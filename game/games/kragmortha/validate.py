"""Kragmortha: is a saved state one the rules could have reached? Called (through game.engine.save_check) before
a continued game's scene is built, so a damaged or hand-edited save is set aside instead of crashing the table.
Restores the state with the rules (which check the saved board), then checks seats, the phase and its pending
choice, where the pieces stand, and that every card and token is somewhere exactly once. Pure: no pygame."""
from __future__ import annotations

from game.core.invariants import InvalidState, each_once, flag, index, ints, list_of, restored
from game.games.kragmortha import cards as C
from game.games.kragmortha import penalties as P
from game.games.kragmortha import rules as R
from game.games.kragmortha import spellbooks as S

TASKS = {"push", "arrive", "meet", "desk", "lord_teleport"}
MOVING = ("first_step", "second_step")  # a movement card is being carried out


def validate(setup, data: dict) -> None:
    """Raise InvalidState naming the first broken invariant of a saved Kragmortha state for `setup`."""
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
