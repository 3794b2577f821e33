"""Random playouts with conservation at every step, JSON round trips, same seed = same game, bots' whole games."""
import json

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from game.core import actions as A
from game.core.jsonio import state_hash
from game.core.playout import play_one
from game.core.rng import Rng
from game.games.beanstalk import bot as B
from game.games.beanstalk import rules as R
from game.games.beanstalk.validate import validate
from tests.beanstalk.helpers import INFO, check_conservation, game


def _random_game(players, seed, variant, check_json=True, limit=2000):
    s = game(players, seed, variant=variant)
    rng = Rng(seed)
    history = []
    for _ in range(limit):
        if R.result(s) is not None:
            break
        movers = [p for p in range(players) if R.legal_actions(s, p)]
        assert movers, "no seat can act and the game has not ended"
        seat = rng.choice(movers)
        action = rng.choice(R.legal_actions(s, seat))
        assert A.from_json(json.loads(json.dumps(A.to_json(action)))) == action
        R.apply(s, action)
        history.append(action)
        check_conservation(s)
        if check_json:
            dumped = R.to_json(s)
            assert json.loads(json.dumps(dumped)) == dumped
            assert state_hash(R.to_json(R.from_json(dumped))) == state_hash(dumped)
            validate(None, dumped)  # every reached state passes the save validator
    assert R.result(s) is not None or len(history) == limit, "each game ends"
    return s, history


# no shrinking: every example is a whole game with physics (minutes); a failure prints its seed to rerun
@settings(max_examples=2, deadline=None, suppress_health_check=list(HealthCheck),
          phases=(Phase.explicit, Phase.reuse, Phase.generate))
@given(players=st.integers(2, 3), seed=st.integers(0, 10_000), variant=st.sampled_from(["classic", "powers"]))
def test_random_playouts_keep_every_piece_and_end(players, seed, variant):
    s, history = _random_game(players, seed, variant)
    replay = game(players, seed, variant=variant)
    for action in history:  # same seed + same actions = same game
        R.apply(replay, action)
    assert state_hash(R.to_json(replay)) == state_hash(R.to_json(s))
    res = R.result(s)
    assert sorted(res["ranking"]) == list(range(players)) and res["winners"]
    assert res["totals"] == [sum(g) for g in s.gold]


def test_save_mid_game_and_continue_gives_the_same_game():
    s, history = _random_game(2, 3, "classic", check_json=False, limit=40)
    a = game(2, 3)
    for action in history[:len(history) // 2]:
        R.apply(a, action)
    b = R.from_json(json.loads(json.dumps(R.to_json(a))))  # saved and loaded
    for action in history[len(history) // 2:]:
        R.apply(a, action)
        R.apply(b, action)
    assert state_hash(R.to_json(a)) == state_hash(R.to_json(b)) == state_hash(R.to_json(s))


def test_a_broken_save_gives_a_clear_error():
    with pytest.raises(ValueError):
        R.from_json({"players": 2})


def test_views_hide_other_hands_and_gold_values():
    s, _ = _random_game(3, 5, "classic", check_json=False, limit=30)
    v = R.view(s, 1)
    assert v["my_gold"] == s.gold[1] and "gold" not in v
    assert v["gold_counts"] == [len(g) for g in s.gold]
    assert v["hand"] == s.hands[1]
    json.dumps(v)


@pytest.mark.parametrize("difficulty,variant", [("easy", "powers"), ("normal", "classic"), ("hard", "classic")])
def test_bots_play_whole_games_through_the_simulator(difficulty, variant):
    """What `python -m game simulate beanstalk` does once the lead registers the game as INFO."""
    kinds = set()

    def each(state, action, events):
        check_conservation(state)
        kinds.add(type(action).__name__)

    r = play_one(INFO, 2, 11, [difficulty, difficulty], {"variant": variant}, on_step=each)
    assert r.finished and r.error is None and r.result["winners"]
    assert "PlacePiece" in kinds


def test_make_bot_matches_the_registry():
    bot = B.make_bot(1, "hard", 5)
    assert bot.seat == 1 and bot.difficulty == "hard"
    with pytest.raises(ValueError):
        B.make_bot(0, "godlike", 1)


def test_the_save_validator_accepts_reached_states_and_names_damage():
    from game.core.invariants import InvalidState
    from game.core.setup import GameSetup

    setup = GameSetup.all_bots("beanstalk", 2, seed=3)
    s, _ = _random_game(2, 3, "classic", check_json=False, limit=25)
    good = R.to_json(s)
    validate(setup, good)
    for change in (lambda d: d["hands"][0].append(7), lambda d: d["gold_pile"].pop(),
                   lambda d: d["treasures"].__setitem__(1, 2),
                   lambda d: d.__setitem__("dice_supply", d["dice_supply"] - 1),
                   lambda d: d["stalk"]["pieces"].append({"kind": "die"}), lambda d: d.__setitem__("phase", "x"),
                   lambda d: d["stalk"].__setitem__("world", {"format": "?"}), lambda d: d.pop("rng")):
        bad = json.loads(json.dumps(good))
        change(bad)
        with pytest.raises(InvalidState):
            validate(setup, bad)
    with pytest.raises(InvalidState):
        validate(GameSetup.all_bots("beanstalk", 3), good)
