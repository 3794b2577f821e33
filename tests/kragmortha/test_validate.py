"""Saved Kragmortha states are checked before a scene is built: every state a whole bot game reaches passes,
damaged ones are refused with the broken invariant named."""
import json

import pytest

from game.core.invariants import InvalidState
from game.core.playout import play_one
from game.core.rng import Rng
from game.core.setup import GameSetup
from game.games.kragmortha import rules as R
from game.games.kragmortha.bench import INFO
from game.games.kragmortha.validate import validate


@pytest.mark.parametrize("players,seed", [(2, 1), (5, 2), (8, 3)])
def test_every_state_a_bot_game_reaches_is_valid(players, seed):
    setup = GameSetup.all_bots("kragmortha", players, seed=seed)
    checked = []

    def check(state, action, events):
        validate(setup, json.loads(json.dumps(R.to_json(state))))
        checked.append(1)
    r = play_one(INFO, players, seed, ["easy", "hard"] * 4, on_step=check)
    assert r.finished and r.error is None, r.error
    assert len(checked) > 50


def _hold_two_books(d):
    """Seat 0 takes the two book penalties 0 and 1 out of the pile (a corner symbol twice)."""
    for pid in (0, 1):
        for h in d["held"]:
            h[:] = [e for e in h if e[0] != pid]
        if pid in d["penalty_pile"]["draw"]:
            d["penalty_pile"]["draw"].remove(pid)
        d["held"][0].append([pid, False])


def _saved(players=3, seed=4, actions=60):
    s = R.new_game({"players": players}, seed)
    rng = Rng(seed)
    for _ in range(actions):
        R.apply(s, rng.choice(R.legal_actions(s, s.active)))
    return GameSetup.all_bots("kragmortha", players, seed=seed), R.to_json(s)


def _broken(change):
    setup, data = _saved()
    change(data)
    return setup, data


@pytest.mark.parametrize("change,needle", [
    (lambda d: d["hands"][0].append(d["hands"][1][0]), "movement cards"),
    (lambda d: _hold_two_books(d), "corner symbol"),
    (lambda d: d["goblins"].__setitem__(0, [5, 1]), "bookshelf"),
    (lambda d: d.__setitem__("phase", "nowhere"), r"state\.phase"),
    (lambda d: d.__setitem__("active", 7), "active"),
    (lambda d: d["tokens"]["draw"].append(0), "tokens"),
    (lambda d: d["board"]["teleports"].pop(), "teleport"),
    (lambda d: d.__setitem__("lord", [11, 0]), r"Dark Lord|state\.lord"),
    (lambda d: d.__setitem__("choice", {"kind": "push", "options": []}), "choice"),
    (lambda d: d.pop("hands"), "no 'hands'"),
])
def test_damaged_saves_are_refused_with_a_reason(change, needle):
    setup, data = _broken(change)
    with pytest.raises(InvalidState, match=needle):
        validate(setup, data)


def test_a_save_for_another_table_is_refused():
    setup, data = _saved(players=3)
    with pytest.raises(InvalidState, match="seats"):
        validate(GameSetup.all_bots("kragmortha", 4, seed=1), data)


def test_a_sound_save_passes():
    setup, data = _saved()
    validate(setup, data)
