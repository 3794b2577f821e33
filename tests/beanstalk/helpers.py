"""Shared helpers for the Jack & the Beanstalk truths: hand-made states, conservation checks, bot playouts."""
from __future__ import annotations

import copy
import dataclasses
import json
import math
from collections import Counter
from pathlib import Path

from game.games import GameInfo, Option
from game.games.beanstalk import cards as C
from game.games.beanstalk import dice as D
from game.games.beanstalk import events as E
from game.games.beanstalk import rules as R
from game.games.beanstalk import stalk as S

# what the registry entry will be (the lead registers it; tests use it unregistered)
INFO = GameInfo("beanstalk", 2, 5, options=(Option("variant", ("classic", "powers"), "classic"),
                                            Option("easy_hands", (False, True), False)), available=True)


def game(players: int = 3, seed: int = 1, **config) -> R.State:
    return R.new_game({"players": players, **config}, seed)


def choose_all(s: R.State, cards: list[int]) -> list:
    """Give every seat the card it should play (put into its hand if need be) and choose them."""
    out = []
    for seat, card in enumerate(cards):
        if card not in s.hands[seat]:
            swap = s.hands[seat].pop()
            s.piles[seat].remove(card)
            s.piles[seat].append(swap)
            s.hands[seat].append(card)
        out += R.apply(s, E.ChooseCard(seat, card))
    return out


def roll_as(s: R.State, faces: list[str]) -> None:
    """The acting player has rolled exactly these faces (test set-up: the dice come from the supply)."""
    t = s.turn
    s.dice_supply += len(t["dice"]) - len(faces)
    t["dice"] = list(faces)
    s.phase = "roll"


def place_centred(s: R.State) -> list:
    """Stack the next piece gently on the top of the stalk."""
    w = S.world_from_json(s.stalk["world"])
    ids = S.piece_ids(w)
    x = w.position(ids[-1])[0]
    kind = s.turn["queue"][0]["kind"]
    return R.apply(s, E.PlacePiece(s.actor, S.drop_track(kind, S.top_of(w), round(x, 1), gap=1.0)))


def place_beside(s: R.State) -> list:
    """Drop the next piece beside the stalk: it lands on the table, a collapse."""
    w = S.world_from_json(s.stalk["world"])
    kind = s.turn["queue"][0]["kind"]
    return R.apply(s, E.PlacePiece(s.actor, S.drop_track(kind, S.top_of(w), 300.0)))


def of(events, cls) -> list:
    return [e for e in events if isinstance(e, cls)]


def check_conservation(s: R.State) -> None:
    """35 cards, 30 gold bags, 15 treasures, 12 dice, 2 trunks and the castle accounted for, and the stalk's
    pieces matching its bodies."""
    n = s.players
    for seat in range(n):
        cards = s.hands[seat] + s.piles[seat] + s.used[seat]
        assert sorted(cards) == list(C.NUMBERS), (seat, cards)
    assert sum(len(s.hands[p]) + len(s.piles[p]) + len(s.used[p]) for p in range(n)) == 7 * n
    bags = s.gold_pile + [b for g in s.gold for b in g]
    assert Counter(bags) == Counter({10: 10, 15: 10, 20: 10})
    pieces = s.stalk["pieces"]
    on = Counter(p["owner"] for p in pieces if p["kind"] == "treasure")
    for seat in range(n):
        assert s.treasures[seat] + on[seat] == C.TREASURES_EACH, (seat, s.treasures, on)
    t = s.turn
    in_hand = 0
    if s.phase == "roll":
        in_hand = len(t["dice"])
    elif s.phase == "stack":
        in_hand = sum(1 for q in t["queue"] if q["kind"] == "die")
    dice_on = sum(1 for p in pieces if p["kind"] == "die")
    assert s.dice_supply + dice_on + in_hand == D.TOTAL_DICE, (s.dice_supply, dice_on, in_hand, s.phase)
    assert s.trunk_supply + sum(1 for p in pieces if p["kind"] == "trunk") == R.TRUNKS
    assert sum(1 for p in pieces if p["kind"] == "castle") <= 1
    world = S.world_from_json(s.stalk["world"])
    assert len(S.piece_ids(world)) == len(pieces)
    assert pieces[0]["kind"] == "die"  # the foot


def shorten(s: R.State, rounds: int) -> R.State:
    """Make a new game last `rounds` rounds (test speed: a round stacks with real physics): every card but
    `rounds` of each hand is put on its owner's used pile, so the game ends when those are played. Every card
    stays accounted for."""
    for seat in range(s.players):
        keep = sorted(s.hands[seat])[:rounds]
        s.used[seat] += s.piles[seat] + [c for c in s.hands[seat] if c not in keep]
        s.piles[seat] = []
        s.hands[seat] = keep
    return s


class _ShortRules:
    """The rules module with new_game() shortened (see ShortInfo)."""

    def __init__(self, rounds: int):
        self.rounds = rounds

    def __getattr__(self, name):
        return getattr(R, name)

    def new_game(self, config: dict, seed: int) -> R.State:
        return shorten(R.new_game(config, seed), self.rounds)


class ShortInfo:
    """INFO for play_one whose games last `rounds` rounds: the simulator's own loop, bots and rules, in seconds
    instead of minutes (the whole 7-round games run with --run-slow)."""
    realtime = False
    cooperative = False

    def __init__(self, rounds: int = 2):
        self.rounds = rounds
        self.id = INFO.id

    def rules(self):
        return _ShortRules(self.rounds)

    def make_bot(self, seat: int, difficulty: str, seed: int):
        return INFO.make_bot(seat, difficulty, seed)

    def default_config(self) -> dict:
        return INFO.default_config()


def landing_cases(file_name: str) -> dict:
    """Seeded gentle placements kept from the creep bench (settle_bench.py): each the stored stalk as the rules
    stored it then, the piece and the hand's numbers."""
    return json.loads((Path(__file__).parent / file_name).read_text())


def replay_landing(case: dict, **solver_changes):
    """Replay a kept placement with the solver settings a new game uses (changed by `solver_changes`): (the
    finished Placement, how far the piece below that moved most went, mm; 0 after a fall)."""
    world_json = copy.deepcopy(case["world"])
    params = dataclasses.replace(S.make_world().params, **solver_changes)
    world_json["settings"]["solver"] = dataclasses.asdict(params)
    world = S.world_from_json(world_json)
    before = {b: world.position(b) for b in S.piece_ids(world)}
    track = S.drop_track(case["kind"], S.top_of(world), case["x"], case["angle"], case["gap"],
                         start_x=case["start_x"], hold=case["hold"])
    run = S.Placement(world_json, case["kind"], track, case["seed"], case["tremor"], loaded=world).run()
    drift = 0.0 if run.collapsed else max(math.dist(run.world.position(b), p) for b, p in before.items())
    return run, drift
