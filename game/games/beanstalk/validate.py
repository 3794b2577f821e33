"""Jack & the Beanstalk: is a saved state one the rules could have reached? Called (through
game.engine.save_check) before a continued game's scene is built, so a damaged or hand-edited save is set aside
instead of crashing the table. Checks the seats, the phase, every card, gold bag, treasure, die and trunk being
somewhere exactly once, and that the stalk's world loads and matches its pieces. Pure: no pygame."""
from __future__ import annotations

from collections import Counter

from game.core.invariants import InvalidState, flag, index, ints, list_of, restored
from game.games.beanstalk import cards as C
from game.games.beanstalk import dice as D
from game.games.beanstalk import rules as R
from game.games.beanstalk import stalk as S

TURN_PHASES = ("start", "peek", "roll", "stack")


def validate(setup, data: dict) -> None:
    """Raise InvalidState naming the first broken invariant of a saved Beanstalk state for `setup`."""
    s = restored(R, data)
    n = s.players
    if not R.MIN_PLAYERS <= n <= R.MAX_PLAYERS or (setup is not None and n != len(setup.seats)):
        raise InvalidState(f"{n} players in the state for this set-up")
    if (s.phase == "over") != (s.outcome is not None):
        raise InvalidState("the phase and the outcome disagree")
    if s.options.get("variant") not in R.VARIANTS:
        raise InvalidState(f"unknown variant {s.options.get('variant')!r}")
    flag(s.options.get("easy_hands", False), "option easy_hands")
    index(s.bean, "bean", n)
    if s.eye is not None:
        index(s.eye, "eye token", n)
    for name in ("hands", "piles", "used", "gold", "chosen", "revealed", "treasures", "axes"):
        list_of(getattr(s, name), name, n)
    _cards(s, n)
    _gold(s, n)
    _pieces(s, n)
    if s.phase in TURN_PHASES:
        _turn(s, n)
    for seat in range(n):  # the rules answer for every seat
        R.legal_actions(s, seat)
        R.view(s, seat)


def _cards(s, n: int) -> None:
    for seat in range(n):
        cards = ints(s.hands[seat], f"hand {seat}", 1, 8) + ints(s.piles[seat], f"pile {seat}", 1, 8) \
            + ints(s.used[seat], f"used {seat}", 1, 8)
        if sorted(cards) != list(C.NUMBERS):
            raise InvalidState(f"seat {seat}'s action cards are not 1-7 once each: {sorted(cards)}")
        if len(s.hands[seat]) > C.HAND_SIZE:
            raise InvalidState(f"seat {seat} holds {len(s.hands[seat])} cards")
        chosen = s.chosen[seat]
        if s.phase == "choose" and chosen is not None and chosen not in s.hands[seat]:
            raise InvalidState(f"seat {seat}'s secret choice {chosen!r} is not in its hand")
        if s.phase in TURN_PHASES and (chosen != s.revealed[seat] or chosen not in s.used[seat]):
            raise InvalidState(f"seat {seat}'s revealed card {chosen!r} is not on its used pile")


def _gold(s, n: int) -> None:
    bags = ints(s.gold_pile, "gold pile", 0, 1000) + [b for seat in range(n)
                                                       for b in ints(s.gold[seat], f"gold {seat}", 0, 1000)]
    if Counter(bags) != Counter({v: C.GOLD_EACH for v in C.GOLD_VALUES}):
        raise InvalidState("the gold bags are not 10 each of 10, 15 and 20")


def _pieces(s, n: int) -> None:
    stalk = s.stalk
    if not isinstance(stalk, dict) or not isinstance(stalk.get("pieces"), list) or not stalk["pieces"]:
        raise InvalidState("the stalk has no pieces")
    try:
        world = S.world_from_json(stalk.get("world"))
    except ValueError as exc:
        raise InvalidState(f"the stalk's world: {exc}") from exc
    pieces = stalk["pieces"]
    if len(S.piece_ids(world)) != len(pieces):
        raise InvalidState(f"{len(pieces)} stalk pieces but {len(S.piece_ids(world))} bodies")
    for i, p in enumerate(pieces):
        if not isinstance(p, dict) or p.get("kind") not in ("die", "trunk", "treasure", "castle"):
            raise InvalidState(f"stalk piece {i} is not a piece")
        if p["kind"] == "treasure":
            index(p.get("owner"), f"owner of stalk piece {i}", n)
    if pieces[0]["kind"] != "die":
        raise InvalidState("the foot of the stalk is not a die")
    ints(s.treasures, "treasure supplies", 0, C.TREASURES_EACH + 1)
    on = Counter(p.get("owner") for p in pieces if p["kind"] == "treasure")
    for seat in range(n):
        if s.treasures[seat] + on[seat] != C.TREASURES_EACH:
            raise InvalidState(f"seat {seat}'s treasures are not 3")
    in_hand = 0
    if s.phase == "roll":
        in_hand = len(s.turn.get("dice", []))
    elif s.phase == "stack":
        in_hand = sum(1 for q in s.turn.get("queue", []) if isinstance(q, dict) and q.get("kind") == "die")
    ints([s.dice_supply], "dice supply", 0, D.TOTAL_DICE)
    ints([s.trunk_supply], "trunk supply", 0, R.TRUNKS + 1)
    if s.dice_supply + sum(p["kind"] == "die" for p in pieces) + in_hand != D.TOTAL_DICE:
        raise InvalidState("the 12 dice are not all accounted for")
    if s.trunk_supply + sum(p["kind"] == "trunk" for p in pieces) != R.TRUNKS:
        raise InvalidState("the 2 trunks are not all accounted for")
    if sum(p["kind"] == "castle" for p in pieces) > 1:
        raise InvalidState("more than one castle")


def _turn(s, n: int) -> None:
    if sorted(s.order) != list(range(n)) or not 0 <= s.turn_index < n:
        raise InvalidState("the order of this round is broken")
    t = s.turn
    for key in ("seat", "card", "dice", "extras_rolled", "queue", "placed_treasures"):
        if key not in t:
            raise InvalidState(f"the turn has no {key}")
    if t["seat"] != s.order[s.turn_index] or t["card"] != s.revealed[t["seat"]]:
        raise InvalidState("the turn is not the acting player's")
    for face in t["dice"]:
        if face not in D.FACES:
            raise InvalidState(f"unknown die face {face!r}")
    if s.phase == "stack" and not t["queue"]:
        raise InvalidState("stacking with nothing to stack")
