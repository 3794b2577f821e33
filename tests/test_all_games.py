"""One random-playout check for every available game (after OpenSpiel's random simulation test): at every step
the state survives a JSON round-trip unchanged, a clone reached by replaying the same actions from the same
seed is identical, illegal actions leave the state untouched, and bot-only games end."""
import dataclasses
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import actions as A
from game.core.jsonio import state_hash
from game.core.playout import play_one
from game.games import available

GAMES_READY = available()  # every game the registry finds: a new game folder is checked with no edit here


def _random_playout(info, players, seed, picks, max_steps=400):
    rules = info.rules()
    cfg = info.default_config() | {"players": players}
    state = rules.new_game(cfg, seed)
    replay = rules.new_game(cfg, seed)
    history = []
    for pick in picks[:max_steps]:
        if rules.result(state) is not None:
            break
        movers = [s for s in range(players) if rules.legal_actions(state, s)]
        if not movers:
            if info.realtime:
                rules.tick(state, 0.25)
                rules.tick(replay, 0.25)
                history.append(("tick", 0.25))
                continue
            pytest.fail(f"{info.id}: no seat can act and the game has not ended")
        seat = movers[pick % len(movers)]
        legal = rules.legal_actions(state, seat)
        action = legal[(pick // 7) % len(legal)]
        _check_foreign_seat_is_refused(rules, state, action, movers, players)
        # the action survives its own JSON round trip
        assert A.from_json(json.loads(json.dumps(A.to_json(action)))) == action
        rules.apply(state, action)
        rules.apply(replay, action)
        history.append(action)
        dumped = rules.to_json(state)
        assert json.loads(json.dumps(dumped)) == dumped
        assert state_hash(rules.to_json(rules.from_json(dumped))) == state_hash(dumped)
        assert state_hash(rules.to_json(replay)) == state_hash(dumped), "same seed + same actions = same game"
    return state


def _check_foreign_seat_is_refused(rules, state, action, movers, players):
    """The same action asked for by a seat that may not act now raises IllegalAction and changes nothing."""
    idle = [s for s in range(players) if s not in movers]
    if not idle or not hasattr(action, "seat"):
        return
    foreign = dataclasses.replace(action, seat=idle[0])
    before = state_hash(rules.to_json(state))
    with pytest.raises(A.IllegalAction):
        rules.apply(state, foreign)
    assert state_hash(rules.to_json(state)) == before


@pytest.mark.skipif(not GAMES_READY, reason="no game is available yet")
@pytest.mark.parametrize("info", GAMES_READY, ids=lambda i: i.id)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_playouts_round_trip_and_replay(info, data):
    players = data.draw(st.integers(info.min_players, min(info.max_players, 5)), label="players")
    seed = data.draw(st.integers(0, 10_000), label="seed")
    picks = data.draw(st.lists(st.integers(0, 10_000), min_size=50, max_size=300), label="picks")
    _random_playout(info, players, seed, picks)


@pytest.mark.skipif(not GAMES_READY, reason="no game is available yet")
@pytest.mark.parametrize("info", GAMES_READY, ids=lambda i: i.id)
def test_bot_only_games_finish_for_every_player_count(info):
    for players in range(info.min_players, min(info.max_players, 5) + 1):
        r = play_one(info, players, seed=players, difficulties=["easy", "normal", "hard", "easy", "normal"])
        assert r.error is None and r.finished, r.error
        assert r.result["winners"], r.result
