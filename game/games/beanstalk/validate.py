"""Jack & the Beanstalk: is a saved state one the rules could have reached? Called (through
game.engine.save_check) before a continued game's scene is built, so a damaged or hand-edited save is set aside
instead of crashing the table. Checks the seats, the phase, every card, gold bag, treasure, die and trunk being
somewhere exactly once, and that the stalk's world loads and matches its pieces. Pure: no pygame."""
from __future__ import annotations

from collections import Counter
from functools import lru_cache

from game.core import schema as T
from game.core.invariants import InvalidState, flag, index, ints, list_of, restored
from game.games.beanstalk import cards as C
from game.games.beanstalk import dice as D
from game.games.beanstalk import pieces as P
from game.games.beanstalk import rules as R
from game.games.beanstalk import stalk as S

TURN_PHASES = ("start", "peek", "roll", "stack")
SEAT = T.Int(0, lambda ctx: ctx["n"] - 1)
CARD = T.Int(min(C.NUMBERS), max(C.NUMBERS))
FACE = T.Str(sorted(set(D.FACES)))
BAG = T.Int(min(C.GOLD_VALUES), max(C.GOLD_VALUES))
BAGS = len(C.GOLD_VALUES) * C.GOLD_EACH
COUNT = T.Int(0, 10 ** 9)


def _n(ctx) -> int:
    return ctx["n"]


def _per_seat(node: T.Node) -> T.List:
    return T.List(node, length=_n)


QUEUED = T.Dict({"kind": T.Str(P.KINDS)}, optional={
    "face": T.Maybe(FACE), "owner": SEAT, "optional": T.Bool(), "follows": T.Bool(), "generous": T.Bool(),
    "colour": T.Maybe(T.Str(max_len=20))})
# the declared shape of a saved state: every key, its type, range and length (seat-counted lists have one entry
# per seat); the stalk's world has its own (WORLD below); cross-references (cards, bags, dice and treasures
# conserved, the turn the acting seat's) are checked after it
SCHEMA = T.Dict({
    "players": T.Int(R.MIN_PLAYERS, R.MAX_PLAYERS),
    "options": T.Dict({"variant": T.Str(R.VARIANTS)}, optional={"easy_hands": T.Bool(), "bean_holder": T.Int(0, 4)},
                      extra=True),
    "round": T.Int(0, 10 ** 6),
    "hands": _per_seat(T.List(CARD, max_len=C.HAND_SIZE)), "piles": _per_seat(T.List(CARD, max_len=len(C.NUMBERS))),
    "used": _per_seat(T.List(CARD, max_len=len(C.NUMBERS))),
    "chosen": _per_seat(T.Maybe(CARD)), "revealed": _per_seat(T.Maybe(CARD)),
    "order": T.List(SEAT, max_len=_n), "turn_index": T.Int(0, R.MAX_PLAYERS), "bean": SEAT,
    "gold_pile": T.List(BAG, max_len=BAGS), "gold": _per_seat(T.List(BAG, max_len=BAGS)),
    "treasures": _per_seat(T.Int(0, C.TREASURES_EACH)), "axes": _per_seat(T.Bool()), "eye": T.Maybe(SEAT),
    "dice_supply": T.Int(0, D.TOTAL_DICE), "trunk_supply": T.Int(0, R.TRUNKS),
    "stalk": T.Dict({"world": T.Any(), "pieces": T.List(T.Dict({
        "kind": T.Str(P.KINDS), "face": T.Maybe(FACE), "owner": T.Maybe(SEAT)}, extra=True), min_len=1,
        max_len=D.TOTAL_DICE + R.TRUNKS + R.MAX_PLAYERS * C.TREASURES_EACH + 2)}),
    "turn": T.Dict({}, optional={
        "seat": SEAT, "card": CARD, "dice": T.List(FACE, max_len=D.TOTAL_DICE),
        "extras_rolled": T.Int(0, D.TOTAL_DICE), "rerolled": T.Bool(),
        "queue": T.List(QUEUED, max_len=D.TOTAL_DICE * 3 + R.TRUNKS), "placed_treasures": T.Int(0, 100),
        "woke": T.Bool(), "lullaby": T.Bool(), "steady": T.Bool(), "generous": T.Bool(), "fell": T.Bool(),
        "castle_done": T.Bool()}),
    "powers_used": T.List(CARD, max_len=len(C.NUMBERS)), "peek": T.List(T.Int(0, 10 ** 3), max_len=BAGS),
    "tremor_seed": T.Int(0, 2 ** 64), "stats": T.Map(COUNT, key=T.Str(max_len=40), max_len=20),
    "outcome": T.Maybe(T.Dict({}, optional={
        "winners": T.List(SEAT, max_len=_n), "ranking": T.List(SEAT, max_len=_n),
        "totals": T.List(T.Int(0, 10 ** 6), max_len=_n), "bags": T.List(T.List(BAG, max_len=BAGS), max_len=_n),
        "reason": T.Str(max_len=40)}, extra=True)),
    "phase": T.Str(R.FLOW.phases),
    "rng": T.Tuple(T.Int(0, 2 ** 64 - 1), T.Int(0, 2 ** 64 - 1)),
})


def validate(setup, data: dict) -> None:
    """Raise InvalidState naming the first broken invariant of a saved Beanstalk state for `setup`."""
    if setup is not None:
        T.check_seats(data, len(setup.seats))
    T.check(SCHEMA, data, {"n": len(setup.seats) if setup is not None else data.get("players")})
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
    _world_constants(stalk.get("world"))
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


# where a piece of a stalk at rest can be: over the table, up to the hand's ceiling (mm), barely moving
X_REACH = P.TABLE_HALF + 600.0
BODY = T.Dict({
    "id": T.Int(0, 10 ** 6), "shape": T.Int(0, 50), "kind": T.Str(("dynamic", "static", "kinematic")),
    "centre": T.Tuple(T.Num(-X_REACH, X_REACH), T.Num(S.FALL_Y - 400.0, S.CEILING + 1000.0)),
    "angle": T.Num(-1000.0, 1000.0), "velocity": T.Tuple(T.Num(-1e4, 1e4), T.Num(-1e4, 1e4)),
    "spin": T.Num(-1000.0, 1000.0), "awake": T.Bool(), "sleep_time": T.Num(0.0, 1e6),
    "sleep_group": T.Int(-1, 10 ** 6)})
WORLD = T.Dict({"format": T.Any(), "version": T.Any(), "settings": T.Any(), "frame": T.Int(0, 10 ** 9),
                "next_id": T.Int(0, 10 ** 6), "next_group": T.Int(0, 10 ** 6),
                "shapes": T.List(T.Any(), min_len=1, max_len=50),
                "bodies": T.List(BODY, min_len=1, max_len=200)})


@lru_cache(maxsize=1)
def _game_world() -> tuple[dict, dict]:
    """The beanstalk's own world settings and the shape of every body it makes, by shape name (as saved)."""
    world = S.make_world()
    for kind in (*P.KINDS, "axe", "table"):
        world.add_body(P.body_def(kind), (0.0, 0.0))
    data = world.to_json()
    return data["settings"], {shape["name"]: shape for shape in data["shapes"]}


def _world_constants(data) -> None:
    """The stalk's world is the game's own: its settings (gravity, bounds; the restore gave it the game's physics
    tuning, stalk.retune) and every body's shape are the constants every beanstalk world is made with, and every
    body is a finite pose at rest over the table."""
    T.check(WORLD, data, path="stalk.world")
    settings, shapes = _game_world()
    if data["settings"] != settings:
        raise InvalidState("the stalk's world settings (gravity, bounds) are not the game's")
    for i, shape in enumerate(data["shapes"]):
        if not isinstance(shape, dict) or shapes.get(shape.get("name")) != shape:
            raise InvalidState(f"stalk.world.shapes[{i}] is not one of the game's pieces")
    for body in data["bodies"]:
        if body["shape"] >= len(data["shapes"]):
            raise InvalidState(f"body {body['id']} has no shape")


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
    for i, item in enumerate(t["queue"]):  # what each queued piece needs to be drawn and stacked
        if item["kind"] == "die" and item.get("face") not in D.FACES:
            raise InvalidState(f"queued die {i} has no face")
        if item["kind"] == "treasure":
            index(item.get("owner"), f"owner of queued treasure {i}", n)
