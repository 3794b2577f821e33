"""Random playouts checked at every step: cards and figures conserved, floors in range, only the active seat
acts, JSON round-trips, views leak nothing, and every game ends."""
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.rng import Rng
from game.games.pied_piper import cards as C
from game.games.pied_piper import rules as R
from tests.pied_piper.positions import total_actions, total_characters

MAX_ACTIONS = 3000


def check_invariants(s: R.State, figures_at_start: set[str]) -> None:
    assert total_actions(s) == C.ACTION_CARDS
    assert total_characters(s) == C.CHARACTER_CARDS
    assert set(s.board.figures) == figures_at_start
    n = len(s.board.ring)
    assert all(0 <= g < n and d in (-1, 1) for g, d in s.board.figures.values())
    assert all(0 <= f <= C.ROOF for f in s.board.floors)
    assert all(len(e["stack"]) <= 2 for e in s.row) and len(s.row) == C.ROW_SIZE
    if not s.specials and R.result(s) is None:  # a card acts or waits alone: a second one clears the character
        assert all(len(e["stack"]) <= 1 for e in s.row)
    acting = [seat for seat in range(s.players) if R.legal_actions(s, seat)]
    assert acting == ([] if R.result(s) else [s.active])
    data = R.to_json(s)
    assert R.to_json(R.from_json(json.loads(json.dumps(data)))) == data
    for seat in range(s.players):
        v = R.view(s, seat)
        json.dumps(v)
        hidden = {c for other in range(s.players) if other != seat for c in s.hands[other]}
        hidden |= {i[0] for e in s.row for i in e["stack"] if i[1] and i[2] != seat}
        shown = set(v["hand"]) | set(v["discards"]) | {i["card"] for e in v["row"] for i in e["stack"]}
        assert not shown & hidden


def random_game(players: int, options: dict, seed: int, check: bool = True) -> R.State:
    s = R.new_game(dict(options, players=players), seed)
    figures = set(s.board.figures)
    rng = Rng(seed * 31 + 7)
    for _ in range(MAX_ACTIONS):
        if R.result(s) is not None:
            return s
        legal = R.legal_actions(s, s.active)
        R.apply(s, rng.choice(legal))
        if check:
            check_invariants(s, figures)
    raise AssertionError("the game did not end")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), specials=st.booleans(), face_down=st.booleans(), seed=st.integers(0, 10**6))
def test_random_playouts_keep_every_invariant_and_end(players, specials, face_down, seed):
    s = random_game(players, {"specials": specials, "face_down": face_down}, seed)
    res = R.result(s)
    assert res["winners"] and set(res["ranking"]) == set(range(players))
    assert res["winners"] == res["ranking"][:len(res["winners"])]
    if players == 2:  # the game ends as soon as a marker reaches the roof: never two winners
        assert len(res["winners"]) == 1


def test_many_unchecked_games_all_end():
    for seed in range(200):
        players = 2 + seed % 4
        s = random_game(players, {"specials": seed % 3 != 0, "face_down": seed % 2 == 0}, seed, check=False)
        assert R.result(s) is not None


def test_same_seed_and_actions_give_the_same_game():
    a = random_game(4, {}, 99, check=False)
    b = random_game(4, {}, 99, check=False)
    assert R.to_json(a) == R.to_json(b)
