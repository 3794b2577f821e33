"""Random and bot playouts with invariants checked after every action: 58 + 24 + 18 cards and 6 tokens
conserved, one goblin per cell once pushes are settled, no goblin on a shelf or the desk, only the active seat
acts, `view` leaks no hand, JSON round trip, same seed = same game, and every game ends."""
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import actions as A
from game.core.jsonio import state_hash
from game.core.playout import play_one
from game.core.rng import Rng
from game.games.kragmortha import penalties as P
from game.games.kragmortha.bench import INFO
from tests.kragmortha.helpers import E, R

# a goblin may share a cell (or stand on the desk, or with the Dark Lord) until this choice is made; a game
# that ends in the middle of a move leaves the pieces where the end caught them
SETTLING = ("push", "caught", "start_cell", "teleport", "over")


def check_invariants(s):
    hands = sum(len(h) for h in s.hands)
    in_play = 0 if s.card is None else 1
    assert hands + len(s.moves.draw_pile) + len(s.moves.discards) + in_play == 58
    all_moves = sorted([c for h in s.hands for c in h] + s.moves.draw_pile + s.moves.discards +
                       ([] if s.card is None else [s.card]))
    assert all_moves == list(range(58))
    assert sorted(s.penalty_pile.draw_pile + [p for h in s.held for p, _ in h]) == list(range(24))
    assert sorted(s.book_pile.draw_pile + [b for bs in s.books for b, _ in bs]) == list(range(18))
    assert sorted(s.tokens.draw_pile + s.tokens.discards) == list(range(6))
    placed = [c for c in s.goblins if c is not None]
    for c in placed:
        assert c in s.board.open, f"goblin on a shelf or off the board: {c}"
    if s.phase not in SETTLING:
        assert len(set(placed)) == len(placed), f"two goblins share a cell: {s.goblins}"
        assert s.lord not in placed
        assert not set(placed) & s.board.desk
    assert s.lord in s.board.open  # the desk too
    assert all(len({P.symbol(p) for p, _ in h}) == len(h) <= 4 for h in s.held)
    for seat in range(s.players):
        if seat != R.to_act(s):
            assert not R.legal_actions(s, seat)
        v = R.view(s, seat)
        assert v["hand"] == s.hands[seat]
        text = json.dumps({k: x for k, x in v.items() if k != "board"})
        assert "hands" not in v and text
        for other in range(s.players):
            if other != seat:
                assert v["hand_sizes"][other] == len(s.hands[other])


def random_game(players, seed, picks=None, chaos=True, max_actions=6000):
    """Random legal actions; with `chaos`, also random BreakPenalty and TimeUp reports."""
    s = R.new_game({"players": players}, seed)
    replay = R.new_game({"players": players}, seed)
    rng = Rng(seed + 17)
    n = 0
    while R.result(s) is None:
        legal = R.legal_actions(s, R.to_act(s))
        assert legal, f"no legal action in phase {s.phase}"
        # hypothesis steers the opening; random play afterwards (a fixed pattern can walk to and fro forever)
        action = legal[(picks[n] if picks and n < len(picks) else rng.randbelow(1 << 30)) % len(legal)]
        if chaos and rng.chance(0.02):
            seat = rng.randbelow(players)
            breakable = [p for p, broken in s.held[seat] if not broken and P.breakable(p)]
            if breakable:
                action = E.BreakPenalty(seat, breakable[0])
            elif R.holds_rule(s, s.active, "time_up") and s.phase != "placement":
                action = E.TimeUp(s.active)
        R.apply(s, action)
        R.apply(replay, A.from_json(json.loads(json.dumps(A.to_json(action)))))
        check_invariants(s)
        n += 1
        assert n < max_actions, "the game did not end"
    assert state_hash(R.to_json(s)) == state_hash(R.to_json(replay))
    return s, n


@pytest.mark.parametrize("players", range(2, 9))
def test_random_games_keep_every_invariant_and_end(players):
    for seed in range(4):
        s, _ = random_game(players, seed)
        assert R.result(s)["winners"]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 8), seed=st.integers(0, 10_000),
       picks=st.lists(st.integers(0, 1 << 20), min_size=1, max_size=60))
def test_property_random_games_keep_invariants(players, seed, picks):
    random_game(players, seed, picks)


def test_json_round_trip_mid_game_plays_on_identically():
    s = R.new_game({"players": 5}, 11)
    rng = Rng(3)
    for _ in range(120):
        R.apply(s, rng.choice(R.legal_actions(s, R.to_act(s))))
    data = json.loads(json.dumps(R.to_json(s)))
    t = R.from_json(data)
    assert R.to_json(t) == R.to_json(s)
    r1, r2 = Rng(9), Rng(9)
    while R.result(s) is None:
        a = r1.choice(R.legal_actions(s, R.to_act(s)))
        b = r2.choice(R.legal_actions(t, R.to_act(t)))
        assert a == b
        assert R.apply(s, a) == R.apply(t, b)
    assert R.result(s) == R.result(t)


def test_same_seed_same_game_and_another_seed_another():
    def run(seed):
        return play_one(INFO, 4, seed, ["normal", "easy", "hard", "easy"]).result
    assert run(5) == run(5)
    assert any(run(5) != run(s) for s in (6, 7, 8))


def test_a_saved_board_that_is_broken_is_refused_with_a_message():
    data = R.to_json(R.new_game({"players": 3}, 1))
    data["board"]["teleports"] = data["board"]["teleports"][:5]
    with pytest.raises(ValueError, match="teleport"):
        R.from_json(data)
    assert len(R.new_game({"players": 3}, 1).board.teleports) == 6  # the shipped board was not touched


def test_view_hides_other_hands_and_the_piles_order():
    s = R.new_game({"players": 4}, 2)
    v = R.view(s, 1)
    assert v["hand"] == s.hands[1] and v["hand_sizes"] == [3, 3, 3, 3]
    text = json.dumps(v)
    assert "draw_pile" not in text and "rng" not in v
    spectator = R.view(s, None)
    assert spectator["hand"] == []


@pytest.mark.parametrize("players", range(2, 9))
def test_bots_play_whole_games(players):
    diffs = ["hard", "normal", "easy", "hard", "normal", "easy", "hard", "normal"]

    def on_step(state, action, events):
        check_invariants(state)
    r = play_one(INFO, players, 100 + players, diffs[:players], on_step=on_step)
    assert r.finished and r.error is None, r.error
    assert r.result["winners"] and sorted(r.result["ranking"]) == list(range(players))


def test_bots_only_return_legal_actions_from_their_view():
    from game.games.kragmortha import bot as B
    s = R.new_game({"players": 3}, 4)
    bots = [B.make_bot(i, d, 1) for i, d in enumerate(("easy", "normal", "hard"))]
    for _ in range(400):
        if R.result(s) is not None:
            break
        legal = R.legal_actions(s, R.to_act(s))
        a = bots[R.to_act(s)].choose(R.view(s, R.to_act(s)), legal)
        assert a in legal
        R.apply(s, a)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), picks=st.lists(st.integers(0, 1 << 16), min_size=30, max_size=30))
def test_property_push_chains_in_a_crowd_always_settle_one_goblin_per_cell(seed, picks):
    """Eight goblins packed round (5, 3); the mover walks into the crowd with wild cards; whatever cells the
    active player picks, every push chain ends with one goblin per cell and no goblin on the desk."""
    from tests.kragmortha.helpers import make
    crowd = [(4, 3), (5, 3), (6, 3), (5, 2), (5, 4), (4, 2), (6, 4), (4, 4)]
    s = make(goblins=crowd, seed=seed, hands={0: [36, 37, 39]})  # crystal ball cards: any neighbour will do
    n = 0
    while s.active == 0 and R.result(s) is None:
        legal = R.legal_actions(s, R.to_act(s))
        R.apply(s, legal[picks[n % len(picks)] % len(legal)])
        n += 1
        assert n < 200
    placed = [c for c in s.goblins if c is not None]
    if R.result(s) is None:
        assert len(set(placed)) == 8 and not set(placed) & s.board.desk and s.lord not in placed
