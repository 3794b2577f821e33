"""The Pied Piper: is a saved state one the rules could have reached? Called (through game.engine.save_check)
before a continued game's scene is built, so a damaged or hand-edited save is set aside instead of crashing
the table. Checks types, seat count and indices, the phase, and that every card is somewhere exactly once.
Pure: no pygame."""
from __future__ import annotations

from game.core import schema as T
from game.core.invariants import InvalidState, each_once, flag, index, ints, restored
from game.games.pied_piper import cards as C
from game.games.pied_piper import rules as R


def _n(ctx) -> int:
    return ctx["n"]


SEAT = T.Int(0, lambda ctx: ctx["n"] - 1)
ACTION = T.Int(0, C.ACTION_CARDS - 1)
CHARACTER = T.Int(0, C.CHARACTER_CARDS - 1)
PILE = T.Dict({"draw": T.List(ACTION, max_len=C.ACTION_CARDS), "discards": T.List(ACTION, max_len=C.ACTION_CARDS)})
CHARACTERS = T.Dict({"draw": T.List(CHARACTER, max_len=C.CHARACTER_CARDS),
                     "discards": T.List(CHARACTER, max_len=C.CHARACTER_CARDS)})
# the declared shape of a saved state: every key, its type, range and length (seat-counted lists have one entry
# per seat); cross-references (cards conserved, the ring's houses) are checked after it, in validate()
SCHEMA = T.Dict({
    "players": T.Int(R.MIN_PLAYERS, R.MAX_PLAYERS),
    "options": T.Dict({"specials": T.Bool(), "face_down": T.Bool(),
                       "start_player": T.OneOf(T.Choice("random"), T.Int(0, R.MAX_PLAYERS - 1))},
                      optional={"open_hands": T.Bool()}, extra=True),
    "rng": T.Tuple(T.Int(0, 2 ** 64 - 1), T.Int(0, 2 ** 64 - 1)),
    "board": T.Dict({
        "ring": T.List(T.Int(min(R.NEUTRAL_HOUSES), R.MAX_PLAYERS - 1), min_len=1, max_len=R.MAX_PLAYERS + 2),
        "floors": T.List(T.Int(0, C.ROOF), length=_n),
        "figures": T.Map(T.Tuple(T.Int(0, R.MAX_PLAYERS + 1), T.Choice(C.CLOCKWISE, C.COUNTER_CLOCKWISE)),
                         key=T.Str(C.FIGURES), max_len=len(C.FIGURES))}),
    "markers": T.List(T.List(T.Int(0, R.MAX_PLAYERS - 1), max_len=R.MAX_PLAYERS), length=_n),
    "actions": PILE,
    "characters": CHARACTERS,
    "box": T.Dict({"actions": T.List(ACTION, max_len=C.ACTION_CARDS),
                   "characters": T.List(CHARACTER, max_len=C.CHARACTER_CARDS)}),
    "row": T.List(T.Dict({"char": CHARACTER, "stack": T.List(T.Tuple(ACTION, T.Bool(), SEAT, T.Bool()),
                                                               max_len=C.ACTION_CARDS)}), length=C.ROW_SIZE),
    "hands": T.List(T.List(ACTION, max_len=C.HAND_SIZE + 2), length=_n),
    "start_player": SEAT,
    "active": SEAT,
    "phase": T.Str(R.FLOW.phases),
    "played": T.List(CHARACTER, max_len=C.CHARACTER_CARDS),
    "face_down_used": T.Bool(),
    "eliminated": T.List(T.List(T.Int(0, R.MAX_PLAYERS - 1), min_len=1, max_len=R.MAX_PLAYERS), max_len=_n),
    "play_on": T.Bool(),
    "turn": T.Int(0, 10 ** 9),
    "outcome": T.Maybe(T.Dict({}, optional={
        "floors": T.List(T.Int(0, C.ROOF), length=_n), "markers": T.List(T.Int(0, 10 ** 3), length=_n),
        "ranking": T.List(SEAT, max_len=_n), "winners": T.List(SEAT, max_len=_n)}, extra=True)),
})


def validate(setup, data: dict) -> None:
    """Raise InvalidState naming the first broken invariant of a saved Pied Piper state for `setup`."""
    T.check_seats(data, len(setup.seats))
    T.check(SCHEMA, data, {"n": len(setup.seats)})
    state = restored(R, data)
    n = state.players
    if n != len(setup.seats) or not R.MIN_PLAYERS <= n <= R.MAX_PLAYERS:
        raise InvalidState(f"{n} players in the state, {len(setup.seats)} seats in the set-up")
    if not isinstance(state.phase, str) or state.phase not in R.FLOW.phases:
        raise InvalidState(f"unknown phase {state.phase!r}")
    if (state.phase == "over") != (state.outcome is not None):
        raise InvalidState("the phase and the outcome disagree")
    if state.outcome is not None and not isinstance(state.outcome, dict):
        raise InvalidState("the outcome is not an object")
    index(state.active, "active", n)
    index(state.start_player, "start_player", n)
    ints([state.turn], "turn", 0, 10 ** 9)
    for name in ("specials", "face_down"):
        if name in state.options:
            flag(state.options[name], f"option {name}")
    flag(state.face_down_used, "face_down_used")
    flag(state.play_on, "play_on")

    # the board: the ring holds each house once (fallen houses leave it; two players add two neutral ones)
    b = state.board
    ring = ints(b.ring, "the ring", min(R.NEUTRAL_HOUSES), n)
    allowed = set(range(n)) | (set(R.NEUTRAL_HOUSES) if n == 2 else set())
    if len(set(ring)) != len(ring) or not set(ring) <= allowed or not ring:
        raise InvalidState(f"the ring {ring} does not fit {n} players")
    ints(b.floors, "floors", 0, C.ROOF + 1)
    if len(b.floors) != n:
        raise InvalidState(f"{len(b.floors)} floors for {n} players")
    if not isinstance(b.figures, dict) or C.PIPER not in b.figures:
        raise InvalidState("the piper is not on the board")
    boxed = sorted(a for a in range(C.ACTION_CARDS) if not (state.specials or C.is_basic(a)))
    if sorted(state.box["actions"]) != boxed:  # the variant decides which action cards are out of the game
        raise InvalidState("the boxed action cards do not fit the specials option")
    rats = (4 if n == 2 else n) + 1  # one rat in every gap of the first ring, one more beside the piper
    if len(b.figures) != rats + 1:
        raise InvalidState(f"{len(b.figures) - 1} rats on the board ({rats} set out)")
    for fig, where in b.figures.items():
        if fig not in C.FIGURES:
            raise InvalidState(f"unknown figure {fig!r}")
        if not isinstance(where, list) or len(where) != 2:
            raise InvalidState(f"figure {fig} has no place")
        ints([where[0]], f"gap of {fig}", 0, len(ring))
        if where[1] not in (C.CLOCKWISE, C.COUNTER_CLOCKWISE):
            raise InvalidState(f"figure {fig} faces {where[1]!r}")

    # seats' things
    if not isinstance(state.markers, list) or len(state.markers) != n:
        raise InvalidState("markers do not match the seats")
    held = [m for ms in state.markers for m in ints(ms, "markers", 0, n)]
    if len(held) != len(set(held)):
        raise InvalidState("a marker is held twice")
    if not isinstance(state.eliminated, list):
        raise InvalidState("eliminated is not a list")
    out = [s for group in state.eliminated for s in ints(group, "eliminated", 0, n)]
    if len(out) != len(set(out)):
        raise InvalidState("a seat was eliminated twice")
    if not isinstance(state.hands, list) or len(state.hands) != n:
        raise InvalidState("hands do not match the seats")
    hands = [ints(h, "a hand", 0, C.ACTION_CARDS) for h in state.hands]
    if any(len(h) > C.HAND_SIZE for h in hands):
        raise InvalidState("a hand holds more than 4 cards")
    ints(state.played, "played", 0, C.CHARACTER_CARDS)

    # the row of characters and the action cards under them
    if not isinstance(state.row, list) or len(state.row) != C.ROW_SIZE:
        raise InvalidState(f"the row does not hold {C.ROW_SIZE} characters")
    row_chars, under = [], []
    for entry in state.row:
        if not isinstance(entry, dict) or not isinstance(entry.get("stack"), list):
            raise InvalidState("a row slot is not an object with a stack")
        row_chars.append(entry["char"])
        for item in entry["stack"]:
            if not isinstance(item, list) or len(item) != 4:
                raise InvalidState("a card under a character is not [card, face_down, owner, acted]")
            card, face_down, owner, acted = item
            under.append(card)
            flag(face_down, "face_down")
            flag(acted, "acted")
            index(owner, "a card's owner", n)
    ints(row_chars, "row characters", 0, C.CHARACTER_CARDS)
    if not isinstance(state.box, dict):
        raise InvalidState("the box is not an object")

    # conservation: every card is in exactly one place
    acts = [c for h in hands for c in h] + under + ints(state.actions.draw_pile, "draw pile", 0,
            C.ACTION_CARDS) + ints(state.actions.discards, "discards", 0, C.ACTION_CARDS) + ints(
        state.box.get("actions", []), "boxed actions", 0, C.ACTION_CARDS)
    each_once(acts, C.ACTION_CARDS, "action cards")
    chars = row_chars + ints(state.characters.draw_pile, "character pile", 0, C.CHARACTER_CARDS) + ints(
        state.characters.discards, "character discards", 0, C.CHARACTER_CARDS) + ints(
        state.box.get("characters", []), "boxed characters", 0, C.CHARACTER_CARDS)
    each_once(chars, C.CHARACTER_CARDS, "character cards")

    # last: the rules can answer questions about it (what the scene asks first)
    for seat in range(n):
        R.legal_actions(state, seat)
        R.view(state, seat)
    R.result(state)

