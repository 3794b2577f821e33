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
from tests.beanstalk.helpers import INFO, ShortInfo, check_conservation, game, shorten


def _random_game(players, seed, variant, check_json=True, limit=2000, rounds=None):
    s = game(players, seed, variant=variant)
    if rounds is not None:
        shorten(s, rounds)
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


def _check_playout(players, seed, variant, rounds=None):
    s, history = _random_game(players, seed, variant, rounds=rounds)
    replay = game(players, seed, variant=variant)
    if rounds is not None:
        shorten(replay, rounds)
    for action in history:  # same seed + same actions = same game
        R.apply(replay, action)
    assert state_hash(R.to_json(replay)) == state_hash(R.to_json(s))
    res = R.result(s)
    assert res is not None, "each game ends"
    assert sorted(res["ranking"]) == list(range(players)) and res["winners"]
    assert res["totals"] == [sum(g) for g in s.gold]


# no shrinking: every example is a game with physics; a failure prints its seed to rerun
@settings(max_examples=3, deadline=None, suppress_health_check=list(HealthCheck),
          phases=(Phase.explicit, Phase.reuse, Phase.generate))
@given(players=st.integers(2, 5), seed=st.integers(0, 10_000), variant=st.sampled_from(["classic", "powers"]),
       rounds=st.integers(1, 2))
def test_random_short_playouts_keep_every_piece_and_end(players, seed, variant, rounds):
    """Random legal actions through games of one or two rounds (every card still accounted for): conservation,
    JSON round trips and the save validator at every step, the end, same seed = same game."""
    _check_playout(players, seed, variant, rounds)


@pytest.mark.slow
@settings(max_examples=2, deadline=None, suppress_health_check=list(HealthCheck),
          phases=(Phase.explicit, Phase.reuse, Phase.generate))
@given(players=st.integers(2, 3), seed=st.integers(0, 10_000), variant=st.sampled_from(["classic", "powers"]))
def test_random_playouts_keep_every_piece_and_end(players, seed, variant):
    """The same through whole 7-round games (minutes each)."""
    _check_playout(players, seed, variant)


def test_save_mid_game_and_continue_gives_the_same_game():
    s, history = _random_game(2, 3, "classic", check_json=False, limit=40, rounds=2)
    assert len(history) > 10
    a = shorten(game(2, 3), 2)
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
    s, _ = _random_game(3, 5, "classic", check_json=False, limit=12)
    v = R.view(s, 1)
    assert v["my_gold"] == s.gold[1] and "gold" not in v
    assert v["gold_counts"] == [len(g) for g in s.gold]
    assert v["hand"] == s.hands[1]
    json.dumps(v)


def _bot_game(info, difficulty, variant, players=2, seed=11):
    kinds = set()

    def each(state, action, events):
        check_conservation(state)
        kinds.add(type(action).__name__)

    r = play_one(info, players, seed, [difficulty] * players, {"variant": variant}, on_step=each)
    assert r.finished and r.error is None and r.result["winners"]
    assert "PlacePiece" in kinds


@pytest.mark.parametrize("difficulty,variant", [("easy", "powers"), ("normal", "classic"), ("hard", "classic")])
def test_bots_play_short_games_through_the_simulator(difficulty, variant):
    """The simulator's loop (play_one) with each bot level, on games of two rounds."""
    _bot_game(ShortInfo(2), difficulty, variant)


@pytest.mark.slow
@pytest.mark.parametrize("difficulty,variant", [("easy", "powers"), ("normal", "classic"), ("hard", "classic")])
def test_bots_play_whole_games_through_the_simulator(difficulty, variant):
    """What `python -m game simulate beanstalk` does, whole games."""
    _bot_game(INFO, difficulty, variant)


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
