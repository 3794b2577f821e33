"""Jack & the Beanstalk — the rules, as pure functions on a JSON-able state (see game/core/api.py).

Flow (a state table, as the rulebook's round):
  choose  everyone secretly picks a card (simultaneous; the reveal comes when the last one has chosen)
  start   the acting player, before rolling: throw the axe (once per game), use a before-roll power, or roll
  peek    power 2: put the two peeked gold bags back, swapped or not
  roll    the dice are out: roll extra dice for extra faces, reroll (power 4), after-roll powers, then stack
  stack   stack the queue of pieces one by one by hand (physics), or decline an optional treasure
  over    the game has ended

The stalk lives in the state as JSON at rest (stalk.py); every placement and axe throw is replayed by physics.
What is read off the stalk at rest (its top, centre of mass, poses) is worked out once per stored world
(stalk_facts.py, kept by the world's content).

Decisions where the rules spec is silent (also in the report):
- Pieces are stacked in the order rolled: each die, then what it carries (trunk / optional own treasure). A
  Generous treasure comes after the dice. The turn's queue is dropped once the castle is stacked.
- Reaching the castle ends the turn. If the giant woke this turn, the treasures placed this turn do not count for
  the castle payout (they pay nothing); the +1 bag and the earlier treasures do.
- Eyes are counted when the player starts stacking (after every extra die and the reroll).
- A released piece that lands on the table instead of the stalk is a collapse (stalk.py).
- Collapse payouts and castle payouts are drawn player by player in this round's order starting after the
  toppler (a pile too small pays what is left); the game ends when the action that emptied the pile is over.
- The bean holder at the start (the youngest) is config "bean_holder" (default seat 0).
- Pickpocket robs the other player with most bags (ties: the first clockwise from the thief); not usable when no
  other player has a bag. Peek is not usable on an empty pile.
- A player's own gold bag values are visible to that player; everyone sees how many bags each one holds.
"""
from __future__ import annotations

from game.core.actions import IllegalAction
from game.core.rng import Rng
from game.core.statetable import Phase, StateTable
from game.games.beanstalk import cards as C
from game.games.beanstalk import dice as D
from game.games.beanstalk import events as E
from game.games.beanstalk import stalk as S
from game.games.beanstalk import stalk_facts as F

MIN_PLAYERS, MAX_PLAYERS = 2, 5
TRUNKS = 2
VARIANTS = ("classic", "powers")

FLOW = StateTable(
    Phase("choose", "Everyone secretly picks an action card", (E.ChooseCard,), next=("start", "over")),
    Phase("start", "Before rolling: the axe, a power, or roll the dice",
          (E.ThrowAxe, E.UsePower, E.RollDice), next=("start", "peek", "roll", "choose", "over")),
    Phase("peek", "Put the two peeked gold bags back", (E.OrderPeek,), next=("start",)),
    Phase("roll", "Roll extra dice, reroll, then start stacking",
          (E.RollExtra, E.RerollDice, E.UsePower, E.StartStacking), next=("stack",)),
    Phase("stack", "Stack the pieces one at a time", (E.PlacePiece, E.SkipTreasure),
          next=("start", "choose", "over")),
    Phase("over", "The game has ended"),
)

ERR = "beanstalk.err."  # IllegalAction messages are i18n keys (assets/i18n/*/beanstalk.json)


class State:
    def __init__(self):
        self.players = 0
        self.options: dict = {}
        self.rng = Rng(0)
        self.round = 0
        FLOW.start(self)
        self.hands: list[list[int]] = []
        self.piles: list[list[int]] = []  # each player's own face-down pile (top = end)
        self.used: list[list[int]] = []  # played cards, face up
        self.chosen: list[int | None] = []  # this round's secret choices
        self.revealed: list[int | None] = []
        self.order: list[int] = []
        self.turn_index = 0
        self.bean = 0
        self.gold_pile: list[int] = []  # top = end
        self.gold: list[list[int]] = []
        self.treasures: list[int] = []  # tokens in each player's supply
        self.axes: list[bool] = []
        self.eye: int | None = None
        self.dice_supply = D.TOTAL_DICE - 1
        self.trunk_supply = TRUNKS
        self.stalk: dict = {}  # {"world": world JSON, "pieces": [{"kind", "face", "owner"}]}, piece 0 = the foot
        self.turn: dict = {}
        self.powers_used: list[int] = []  # numbers whose power was used this round
        self.peek: list[int] = []  # the bags the acting player is looking at (power 2)
        self.tremor_seed = 0
        self.stats = {"collapses": 0, "castles": 0, "axes": 0, "placements": 0, "physics_steps": 0}
        self.outcome: dict | None = None

    @property
    def powers(self) -> bool:
        return self.options.get("variant") == "powers"

    @property
    def actor(self) -> int | None:
        return self.order[self.turn_index] if self.phase in ("start", "peek", "roll", "stack") else None


# set-up -------------------------------------------------------------------------------------------------------
def new_game(config: dict, seed: int) -> State:
    n = int(config.get("players", 4))
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise ValueError(f"Jack & the Beanstalk is for {MIN_PLAYERS}-{MAX_PLAYERS} players, not {n}")
    variant = str(config.get("variant", "classic"))
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}")
    s = State()
    s.players = n
    s.options = {"variant": variant, "easy_hands": bool(config.get("easy_hands", False)),
                 "bean_holder": int(config.get("bean_holder", 0)) % n}
    s.rng = Rng(seed)
    s.gold_pile = [v for v in C.GOLD_VALUES for _ in range(C.GOLD_EACH)]
    s.rng.shuffle(s.gold_pile)
    s.gold = [[] for _ in range(n)]
    s.treasures = [C.TREASURES_EACH] * n
    s.axes = [variant == "classic"] * n
    s.bean = s.options["bean_holder"]
    s.piles, s.hands, s.used = [], [], []
    for _ in range(n):
        pile = list(C.NUMBERS)
        s.rng.shuffle(pile)
        s.hands.append(sorted(pile[-C.HAND_SIZE:]))
        s.piles.append(pile[:-C.HAND_SIZE])
        s.used.append([])
    _reset_stalk(s)
    _start_round(s, [])
    return s


def _reset_stalk(s: State) -> None:
    s.stalk = {"world": S.new_stalk_json(), "pieces": [{"kind": "die", "face": D.roll(s.rng), "owner": None}]}
    s.dice_supply = D.TOTAL_DICE - 1
    s.trunk_supply = TRUNKS
    s.tremor_seed = s.rng.randbelow(1 << 30)


def _start_round(s: State, out: list) -> None:
    s.round += 1
    if s.phase != "choose":  # (a new game starts in it)
        FLOW.goto(s, "choose")
    s.chosen = [None] * s.players
    s.revealed = [None] * s.players
    s.order, s.turn_index, s.turn = [], 0, {}
    s.powers_used = []
    out.append(E.RoundStarted(s.round, s.bean))


# legal actions ------------------------------------------------------------------------------------------------
def legal_actions(s: State, seat: int) -> list:
    """Every legal action, except that placements (a continuous hand track) and axe throws are represented by a
    few plain ones; `apply` accepts any track / angle that passes the checks."""
    if s.outcome is not None or not 0 <= seat < s.players:
        return []
    if s.phase == "choose":
        if s.chosen[seat] is not None:
            return []
        return [E.ChooseCard(seat, c) for c in sorted(set(s.hands[seat]))]
    if seat != s.actor:
        return []
    t = s.turn
    out: list = []
    if s.phase == "start":
        if s.axes[seat] and len(s.stalk["pieces"]) > 1:
            out += [E.ThrowAxe(seat, a, st) for a, st in ((0.25, 0.8), (0.45, 1.0), (0.1, 0.6))]
        out += [E.UsePower(seat, p) for p in C.BEFORE_ROLL if _power_ok(s, seat, p)]
        out.append(E.RollDice(seat))
    elif s.phase == "peek":
        out = [E.OrderPeek(seat, False), E.OrderPeek(seat, True)]
    elif s.phase == "roll":
        if _pending_extras(s) > 0 and s.dice_supply > 0:
            out.append(E.RollExtra(seat))
        if _power_ok(s, seat, C.REROLL) and t["dice"]:
            out += [E.RerollDice(seat, (i,)) for i in range(len(t["dice"]))]
            out.append(E.RerollDice(seat, tuple(range(len(t["dice"])))))
        out += [E.UsePower(seat, p) for p in C.AFTER_ROLL if _power_ok(s, seat, p)]
        out.append(E.StartStacking(seat))
    elif s.phase == "stack":
        item = t["queue"][0]
        facts = F.of(s.stalk["world"])
        top = facts.top
        cx, _ = facts.com
        for x in (0.0, cx):
            out.append(E.PlacePiece(seat, S.drop_track(item["kind"], top, round(x, 1))))
        if item.get("optional"):
            out.append(E.SkipTreasure(seat))
        out = list(dict.fromkeys(out))
    return out


def _pending_extras(s: State) -> int:
    t = s.turn
    return t["dice"].count(D.EXTRA) - t["extras_rolled"]


def _power_ok(s: State, seat: int, power: int) -> bool:
    """Card-powers variant: the power of the card this seat played, not used this round by an earlier player,
    not after a collapse, and fitting the moment."""
    if not s.powers or s.revealed[seat] != power or power in s.powers_used or s.turn.get("fell"):
        return False
    t = s.turn
    if power == C.PEEK:
        return bool(s.gold_pile)
    if power == C.PICKPOCKET:
        return any(s.gold[o] for o in range(s.players) if o != seat)
    if power == C.GENEROUS:
        return s.treasures[seat] - _queued_treasures(t) > 0 and not t.get("generous")
    if power == C.LULLABY:
        return not t.get("lullaby")
    if power == C.STEADY:
        return not t.get("steady")
    return True


def _queued_treasures(t: dict) -> int:
    return 1 if t.get("generous") else 0


# apply --------------------------------------------------------------------------------------------------------
def apply(s: State, action) -> list:
    _check(s, action)  # raises before anything changes
    out: list = []
    if isinstance(action, E.ChooseCard):
        _choose(s, action, out)
    elif isinstance(action, E.ThrowAxe):
        _throw_axe(s, action, out)
    elif isinstance(action, E.UsePower):
        _use_power(s, action, out)
    elif isinstance(action, E.OrderPeek):
        _order_peek(s, action, out)
    elif isinstance(action, E.RollDice):
        _roll(s, out)
    elif isinstance(action, E.RollExtra):
        face = D.roll(s.rng)
        s.dice_supply -= 1
        s.turn["dice"].append(face)
        s.turn["extras_rolled"] += 1
        out.append(E.DiceRolled(action.seat, (face,), True))
    elif isinstance(action, E.RerollDice):
        _reroll(s, action, out)
    elif isinstance(action, E.StartStacking):
        _start_stacking(s, out)
    elif isinstance(action, E.SkipTreasure):
        s.turn["queue"].pop(0)
        out.append(E.TreasureSkipped(action.seat))
        _continue_stacking(s, out)
    elif isinstance(action, E.PlacePiece):
        _place(s, action, out)
    return out


def _check(s: State, a) -> None:
    if s.outcome is not None:
        raise IllegalAction(ERR + "game_over")
    if not isinstance(a, (E.ChooseCard, E.ThrowAxe, E.UsePower, E.OrderPeek, E.RollDice, E.RollExtra,
                          E.RerollDice, E.StartStacking, E.PlacePiece, E.SkipTreasure)):
        raise IllegalAction(ERR + "unknown_action")
    if not isinstance(a.seat, int) or not 0 <= a.seat < s.players:
        raise IllegalAction(ERR + "no_such_seat")
    if not FLOW.allows(s.phase, a):
        raise IllegalAction(ERR + ("wait_for_choices" if s.phase == "choose" else "not_now"))
    if s.phase == "choose":
        if s.chosen[a.seat] is not None:
            raise IllegalAction(ERR + "already_chosen")
        if a.card not in s.hands[a.seat]:
            raise IllegalAction(ERR + "card_not_in_hand")
        return
    if a.seat != s.actor:
        raise IllegalAction(ERR + "not_your_turn")
    t = s.turn
    if isinstance(a, E.ThrowAxe):
        if not s.axes[a.seat]:
            raise IllegalAction(ERR + ("no_axe_in_variant" if s.powers else "axe_used"))
        if len(s.stalk["pieces"]) <= 1:
            raise IllegalAction(ERR + "nothing_to_chop")
        if not (isinstance(a.angle, (int, float)) and isinstance(a.strength, (int, float))
                and S.AXE_ANGLE_RANGE[0] <= a.angle <= S.AXE_ANGLE_RANGE[1] and 0.0 < a.strength <= 1.0):
            raise IllegalAction(ERR + "axe_aim")
    elif isinstance(a, E.UsePower):
        if not s.powers:
            raise IllegalAction(ERR + "no_powers")
        if a.power != s.revealed[a.seat]:
            raise IllegalAction(ERR + "not_your_power")
        if a.power in s.powers_used:
            raise IllegalAction(ERR + "power_taken")
        if t.get("fell"):
            raise IllegalAction(ERR + "stalk_fell")
        if a.power not in (C.BEFORE_ROLL if s.phase == "start" else C.AFTER_ROLL):
            raise IllegalAction(ERR + "power_not_now")
        if not _power_ok(s, a.seat, a.power):
            raise IllegalAction(ERR + "power_useless")
    elif isinstance(a, E.RollExtra):
        if _pending_extras(s) <= 0:
            raise IllegalAction(ERR + "no_extra_face")
        if s.dice_supply <= 0:
            raise IllegalAction(ERR + "no_dice_left")
    elif isinstance(a, E.RerollDice):
        if not _power_ok(s, a.seat, C.REROLL):
            raise IllegalAction(ERR + ("power_taken" if C.REROLL in s.powers_used else "not_your_power"))
        idx = a.dice
        if (not isinstance(idx, tuple) or not idx or len(set(idx)) != len(idx)
                or not all(isinstance(i, int) and 0 <= i < len(t["dice"]) for i in idx)):
            raise IllegalAction(ERR + "no_such_die")
    elif isinstance(a, E.SkipTreasure):
        if not t["queue"][0].get("optional"):
            raise IllegalAction(ERR + "must_stack")
    elif isinstance(a, E.PlacePiece):
        item = t["queue"][0]
        top = F.of(s.stalk["world"]).top
        reason = S.check_track(a.track, item["kind"], top)
        if reason:
            raise IllegalAction(ERR + reason)


def _choose(s: State, a: E.ChooseCard, out: list) -> None:
    s.chosen[a.seat] = a.card
    out.append(E.CardChosen(a.seat))
    if any(c is None for c in s.chosen):
        return
    for seat, card in enumerate(s.chosen):  # the reveal: all cards turn up together onto the used piles
        s.hands[seat].remove(card)
        s.used[seat].append(card)
    s.revealed = list(s.chosen)
    n = s.players
    s.order = sorted(range(n), key=lambda p: (s.revealed[p], (p - s.bean) % n))
    out.append(E.CardsRevealed(tuple(s.revealed), tuple(s.order)))
    s.turn_index = 0
    _begin_turn(s, out)


def _begin_turn(s: State, out: list) -> None:
    seat = s.order[s.turn_index]
    card = s.revealed[seat]
    s.turn = {"seat": seat, "card": card, "dice": [], "extras_rolled": 0, "rerolled": False, "queue": [],
              "placed_treasures": 0, "woke": False, "lullaby": False, "steady": False, "generous": False,
              "fell": False}
    FLOW.goto(s, "start")
    out.append(E.TurnStarted(seat, card, C.dice_for(card)))


def _throw_axe(s: State, a: E.ThrowAxe, out: list) -> None:
    angle, strength = round(float(a.angle), 3), round(float(a.strength), 3)
    run = S.replay_axe(s.stalk["world"], angle, strength)
    s.axes[a.seat] = False
    s.stats["axes"] += 1
    s.stats["physics_steps"] += run.steps
    pieces = s.stalk["pieces"]
    off = [pieces[i] for i in run.knocked]
    for p in off:
        _return_piece(s, p)
    s.stalk["pieces"] = [p for i, p in enumerate(pieces) if i not in set(run.knocked)]
    s.stalk["world"] = S.world_to_json(run.world)
    out.append(E.AxeThrown(a.seat, angle, strength, tuple(p["kind"] for p in off), run.steps))


def _return_piece(s: State, p: dict) -> None:
    """A piece leaves the stalk: tokens to their owners, dice and trunks to the supply, the castle beside."""
    if p["kind"] == "die":
        s.dice_supply += 1
    elif p["kind"] == "trunk":
        s.trunk_supply += 1
    elif p["kind"] == "treasure":
        s.treasures[p["owner"]] += 1


def _use_power(s: State, a: E.UsePower, out: list) -> None:
    s.powers_used.append(a.power)
    out.append(E.PowerUsed(a.seat, a.power))
    t = s.turn
    if a.power == C.REST:
        _end_turn(s, out)
    elif a.power == C.PEEK:
        s.peek = s.gold_pile[-2:]
        FLOW.goto(s, "peek")
        out.append(E.BagsPeeked(a.seat, len(s.peek), None))
    elif a.power == C.PICKPOCKET:
        n = s.players
        others = [(a.seat + k) % n for k in range(1, n)]
        most = max(len(s.gold[o]) for o in others)
        victim = next(o for o in others if len(s.gold[o]) == most)
        bag = s.gold[victim].pop(s.rng.randbelow(len(s.gold[victim])))
        s.gold[a.seat].append(bag)
        out.append(E.BagStolen(a.seat, victim))
    elif a.power == C.LULLABY:
        t["lullaby"] = True
    elif a.power == C.STEADY:
        t["steady"] = True
    elif a.power == C.GENEROUS:
        t["generous"] = True


def _order_peek(s: State, a: E.OrderPeek, out: list) -> None:
    k = len(s.peek)
    swapped = bool(a.swap) and k == 2
    if swapped:
        s.gold_pile[-1], s.gold_pile[-2] = s.gold_pile[-2], s.gold_pile[-1]
    s.peek = []
    FLOW.goto(s, "start")
    out.append(E.BagsPeeked(a.seat, k, swapped))


def _roll(s: State, out: list) -> None:
    t = s.turn
    n = min(C.dice_for(t["card"]), s.dice_supply)
    s.dice_supply -= n
    t["dice"] = [D.roll(s.rng) for _ in range(n)]
    FLOW.goto(s, "roll")
    out.append(E.DiceRolled(t["seat"], tuple(t["dice"]), False))


def _reroll(s: State, a: E.RerollDice, out: list) -> None:
    t = s.turn
    s.powers_used.append(C.REROLL)
    out.append(E.PowerUsed(a.seat, C.REROLL))
    for i in a.dice:
        t["dice"][i] = D.roll(s.rng)
    t["rerolled"] = True
    # a reroll that removes extra faces already used keeps the extra dice rolled (they were rolled fairly)
    out.append(E.DiceRolled(a.seat, tuple(t["dice"][i] for i in a.dice), False, True))


def _start_stacking(s: State, out: list) -> None:
    t = s.turn
    seat = t["seat"]
    eyes = t["dice"].count(D.EYE)
    wakes = eyes >= 2 or (eyes >= 1 and s.eye == seat)
    if wakes and t["lullaby"]:
        out.append(E.GiantLulled(seat, eyes))
    elif wakes:
        out.append(E.GiantWakes(seat, eyes, s.eye))
        s.eye = seat
        t["woke"] = True
    queue = []
    for face in t["dice"]:
        queue.append({"kind": "die", "face": face})
        if face == D.TRUNK:
            queue.append({"kind": "trunk", "follows": True})
        elif face == D.TREASURE:
            queue.append({"kind": "treasure", "owner": seat, "optional": True, "follows": True})
    if t["generous"]:
        queue.append({"kind": "treasure", "owner": seat, "optional": True, "generous": True})
    t["queue"] = queue
    FLOW.goto(s, "stack")
    _continue_stacking(s, out)


def _continue_stacking(s: State, out: list) -> None:
    """Prepare the next queue item (trunk / treasure supplies may turn it into the castle), or end the turn."""
    t = s.turn
    seat = t["seat"]
    q = t["queue"]
    while q:
        item = q[0]
        if item["kind"] == "trunk" and s.trunk_supply == 0:
            _castle_instead(s, "trunk", out)
        elif item["kind"] == "treasure" and s.treasures[seat] == 0:
            if item.get("generous"):  # Generous with no token left: nothing to add
                q.pop(0)
                continue
            _castle_instead(s, "treasure", out)
        return
    if s.dice_supply == 0 and not t.get("castle_done"):
        q.append({"kind": "castle"})  # the last die is stacked (with what it carries): the castle goes on top
        out.append(E.CastleInstead(seat, "last_die"))
        return
    # FEE-FI-FO-FUM: the stalk stands after this player's stacking
    out.append(E.FeeFiFoFum(seat))
    if t["placed_treasures"] and not t["woke"]:
        _pay(s, [(seat, t["placed_treasures"])], "treasures", out)
    _end_turn(s, out)


def _castle_instead(s: State, reason: str, out: list) -> None:
    """The castle replaces the piece that cannot be stacked; reaching it ends the turn, so the dice still
    waiting in the queue go back to the supply unstacked."""
    q = s.turn["queue"]
    s.dice_supply += sum(1 for item in q if item["kind"] == "die")
    q[:] = [{"kind": "castle"}]
    out.append(E.CastleInstead(s.turn["seat"], reason))


def _place(s: State, a: E.PlacePiece, out: list) -> None:
    t = s.turn
    seat = t["seat"]
    item = t["queue"].pop(0)
    kind = item["kind"]
    track = S.round_track(a.track)
    top = F.of(s.stalk["world"]).top
    amp = S.tremor_amplitude(top, t["steady"] or s.options.get("easy_hands", False))
    run = S.replay_placement(s.stalk["world"], kind, track, s.tremor_seed, amp)
    s.tremor_seed = s.rng.randbelow(1 << 30)
    s.stats["placements"] += 1
    s.stats["physics_steps"] += run.steps
    piece = {"kind": kind, "face": item.get("face"), "owner": seat if kind == "treasure" else None}
    if kind == "trunk":
        s.trunk_supply -= 1
    elif kind == "treasure":
        s.treasures[seat] -= 1
        t["placed_treasures"] += 1
    s.stalk["pieces"].append(piece)
    height = round(S.top_of(run.world), 1)
    out.append(E.PiecePlaced(seat, kind, piece["face"], piece["owner"], run.steps, height, run.collapsed))
    if run.collapsed:
        _collapse(s, out)
        return
    s.stalk["world"] = S.world_to_json(run.world)
    if kind == "castle":
        _castle(s, out)
        return
    _continue_stacking(s, out)


def _tokens_on_stalk(s: State) -> list[int]:
    tokens = [0] * s.players
    for p in s.stalk["pieces"]:
        if p["kind"] == "treasure":
            tokens[p["owner"]] += 1
    return tokens


def _take_down(s: State, reason: str, out: list) -> None:
    """Tokens to their owners, dice and trunks to the supply, a fresh foot die on the board."""
    for p in s.stalk["pieces"][1:]:
        if p["kind"] == "treasure":
            s.treasures[p["owner"]] += 1
    _reset_stalk(s)
    out.append(E.StalkReset(reason))


def _collapse(s: State, out: list) -> None:
    t = s.turn
    seat = t["seat"]
    t["fell"] = True
    t["queue"] = []
    s.stats["collapses"] += 1
    tokens = _tokens_on_stalk(s)
    out.append(E.StalkCollapsed(seat, tuple(tokens)))
    _pay(s, [(o, tokens[o]) for o in _others_in_order(s, seat) if tokens[o]], "collapse", out)
    _take_down(s, "collapse", out)
    _end_turn(s, out)


def _castle(s: State, out: list) -> None:
    t = s.turn
    seat = t["seat"]
    t["castle_done"] = True
    t["queue"] = []
    s.stats["castles"] += 1
    own = _tokens_on_stalk(s)[seat] - (t["placed_treasures"] if t["woke"] else 0)
    out.append(E.CastleReached(seat, own))
    _pay(s, [(seat, 1 + own)], "castle", out)
    _take_down(s, "castle", out)
    _end_turn(s, out)


def _others_in_order(s: State, seat: int) -> list[int]:
    """The other players in this round's order, starting after `seat`."""
    i = s.order.index(seat)
    rot = s.order[i + 1:] + s.order[:i]
    return rot


def _pay(s: State, claims: list[tuple[int, int]], why: str, out: list) -> None:
    for seat, count in claims:
        got = 0
        while got < count and s.gold_pile:
            s.gold[seat].append(s.gold_pile.pop())
            got += 1
        if got:
            out.append(E.GoldDrawn(seat, got, why))


def _end_turn(s: State, out: list) -> None:
    if not s.gold_pile:
        _finish(s, "gold", out)
        return
    s.turn_index += 1
    if s.turn_index < len(s.order):
        _begin_turn(s, out)
        return
    s.bean = s.order[-1]  # the bean goes to the player who acted last
    out.append(E.BeanPassed(s.bean))
    counts = []
    for seat in range(s.players):  # refill back to 3 from the own pile
        drawn = 0
        while len(s.hands[seat]) < C.HAND_SIZE and s.piles[seat]:
            s.hands[seat].append(s.piles[seat].pop())
            drawn += 1
        s.hands[seat].sort()
        counts.append(drawn)
    out.append(E.CardsRefilled(tuple(counts)))
    if not any(s.hands):
        _finish(s, "cards", out)
        return
    _start_round(s, out)


def _finish(s: State, reason: str, out: list) -> None:
    totals = [sum(g) for g in s.gold]
    best = max(totals)
    winners = [p for p in range(s.players) if totals[p] == best]
    ranking = sorted(range(s.players), key=lambda p: (-totals[p], p))
    s.outcome = {"winners": winners, "ranking": ranking, "totals": totals, "bags": [list(g) for g in s.gold],
                 "reason": reason}
    FLOW.goto(s, "over")
    s.turn = {}
    out.append(E.GameEnded(tuple(totals), tuple(winners), reason))


def result(s: State) -> dict | None:
    return None if s.outcome is None else dict(s.outcome)


def tick(s: State, dt: float) -> list:
    return []  # turn-based: the physics runs inside apply


# what a seat may see ------------------------------------------------------------------------------------------
def view(s: State, seat: int | None) -> dict:
    """Public information plus the seat's own hand, own secret choice, own gold values and a peek it made."""
    me = seat if seat is not None and 0 <= seat < s.players else None
    t = s.turn
    facts = F.of(s.stalk["world"])
    top = facts.top
    actor = s.actor
    steady = bool(t.get("steady")) or bool(s.options.get("easy_hands"))
    return {
        "players": s.players, "seat": me, "phase": s.phase, "round": s.round, "options": dict(s.options),
        "hand": list(s.hands[me]) if me is not None else [],
        "hand_sizes": [len(h) for h in s.hands], "piles": [len(p) for p in s.piles],
        "used": [list(u) for u in s.used],
        "chosen": [c is not None for c in s.chosen],
        "my_choice": s.chosen[me] if me is not None and s.phase == "choose" else None,
        "revealed": list(s.revealed), "order": list(s.order), "turn_index": s.turn_index, "actor": actor,
        "bean": s.bean, "eye": s.eye, "axes": list(s.axes), "treasures": list(s.treasures),
        "gold_counts": [len(g) for g in s.gold], "gold_pile": len(s.gold_pile),
        "my_gold": list(s.gold[me]) if me is not None else [],
        "peek": list(s.peek) if me is not None and me == actor and s.phase == "peek" else [],
        "dice_supply": s.dice_supply, "trunk_supply": s.trunk_supply,
        "stalk": {"world": s.stalk["world"], "pieces": [dict(p) for p in s.stalk["pieces"]]},
        "stalk_top": top, "stalk_com": facts.com,
        "tokens_on_stalk": _tokens_on_stalk(s),
        "turn": {k: (list(v) if isinstance(v, list) else v) for k, v in t.items()} if t else {},
        "next_piece": dict(t["queue"][0]) if s.phase == "stack" and t.get("queue") else None,
        "tremor": {"seed": s.tremor_seed, "amplitude": S.tremor_amplitude(top, steady)},
        "powers_used": list(s.powers_used), "stats": dict(s.stats), "result": result(s),
    }


# JSON -------------------------------------------------------------------------------------------------------
_FIELDS = ("players", "options", "round", "hands", "piles", "used", "chosen", "revealed", "order",
           "turn_index", "bean", "gold_pile", "gold", "treasures", "axes", "eye", "dice_supply", "trunk_supply",
           "stalk", "turn", "powers_used", "peek", "tremor_seed", "stats", "outcome")


def to_json(s: State) -> dict:
    import copy

    out = {k: copy.deepcopy(getattr(s, k)) for k in _FIELDS}
    out["phase"] = s.phase
    out["rng"] = s.rng.to_json()
    return out


def from_json(data: dict) -> State:
    import copy

    s = State()
    try:
        for k in _FIELDS:
            setattr(s, k, copy.deepcopy(data[k]))
        s.rng = Rng.from_json(data["rng"])
        S.retune(s.stalk.get("world") if isinstance(s.stalk, dict) else None)  # a save of an earlier version
        s.players = int(s.players)
        FLOW.restore(s, data["phase"])
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise ValueError(f"not a Jack & the Beanstalk state: {exc}") from exc
    return s


def clone(s: State) -> State:
    return from_json(to_json(s))
