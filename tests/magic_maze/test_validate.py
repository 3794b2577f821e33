"""Saved Magic Maze states are checked before a scene is built: every state whole bot games reach passes,
damaged ones are refused with the broken invariant named, and the save store sets such a save aside with a
notice instead of crashing."""
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.invariants import InvalidState
from game.core.playout import play_one
from game.core.setup import GameSetup
from game.engine import save_check
from game.engine.saves import SaveStore
from game.games import registry
from game.games.magic_maze import rules as R
from game.games.magic_maze.bench import INFO
from game.games.magic_maze.validate import validate
from tests.magic_maze.helpers import play_hard_bots


@pytest.mark.parametrize("players,scenario,seed", [(4, 1, 1), (1, 1, 2), (8, 6, 3), (4, 11, 4), (4, 13, 5),
                                                   (4, 17, 6), (3, 10, 7)])
def test_every_state_a_bot_game_reaches_is_valid(players, scenario, seed):
    setup = GameSetup.all_bots("magic_maze", players, seed=seed, options={"scenario": scenario})
    checked = []

    def check(state, action, events):
        if action is not None or len(checked) % 20 == 0:  # every action, and game time now and then
            validate(setup, json.loads(json.dumps(R.to_json(state))))
        checked.append(1)

    r = play_one(INFO, players, seed, ["hard"] * players, config={"scenario": scenario}, dt=0.1,
                 max_game_seconds=1800)
    assert r.finished, r.error
    r = play_one(INFO, players, seed, ["hard"] * players, config={"scenario": scenario}, dt=0.1,
                 max_game_seconds=1800, on_step=check)
    assert r.finished and r.error is None, r.error
    assert len(checked) > 30


def _saved(players=4, scenario=2, seed=4, seconds=15.0):
    """A game some way in (bots moved, explored; no theft yet), as its save holds it."""
    s = R.new_game({"players": players, "scenario": scenario}, seed)
    play_hard_bots(s, lambda s, now: now >= seconds, seed=seed)
    assert len(s.placed) >= 3 and not s.theft
    setup = GameSetup.all_bots("magic_maze", players, seed=seed, options={"scenario": scenario})
    return setup, json.loads(json.dumps(R.to_json(s)))


def _two_heroes_on_one_cell(d):
    d["heroes"]["yellow"] = list(d["heroes"]["orange"])


def _hero_in_the_void(d):
    d["heroes"]["green"] = [900, 900]


def _tile_twice(d):
    d["pile"].append(d["placed"][1][0])


def _tile_lost(d):
    d["box"].pop() if d["box"] else d["pile"].pop()


def _overlap(d):
    d["placed"][2][1] = list(d["placed"][1][1])


@pytest.mark.parametrize("change,needle", [
    (lambda d: d.__setitem__("phase", "nowhere"), r"state\.phase"),
    (lambda d: d.pop("heroes"), "no 'heroes'"),
    (lambda d: d.__setitem__("players", 9), "players"),
    (lambda d: d.__setitem__("scenario", 18), "scenario"),
    (lambda d: d.__setitem__("sand_left", -3), r"state\.sand_left"),
    (lambda d: d.__setitem__("sand_left", 900.0), "more sand"),
    (lambda d: d.__setitem__("sand_total", 95.0), "sand timer"),
    (lambda d: d.__setitem__("now", float("nan")), r"state\.now"),
    (_two_heroes_on_one_cell, "same cell"),
    (_hero_in_the_void, "outside the mall"),
    (lambda d: d["heroes"].pop("purple"), r"state\.heroes"),
    (lambda d: d["heroes"].__setitem__("purple", None), "without having escaped"),
    (lambda d: d.__setitem__("escaped", ["green"]), "before the theft"),
    (_tile_twice, "not conserved"),
    (_tile_lost, "not conserved"),
    (lambda d: d["placed"].__setitem__(0, d["placed"][1]), "tile 1"),
    (lambda d: d["placed"][1].__setitem__(0, "99"), r"state\.placed\[1\]\[0\]"),
    (lambda d: d["placed"][1].__setitem__(2, 5), r"state\.placed\[1\]\[2\]"),
    (_overlap, "overlap"),
    (lambda d: d.__setitem__("placed", []), r"state\.placed"),
    (lambda d: d["used"].append([900, 0]), "used marker"),
    (lambda d: d.__setitem__("hourglasses", 3), "hourglasses"),
    (lambda d: d.__setitem__("tiles", ["1", "2"]), r"state\.tiles"),
    (lambda d: d["tiles"].__setitem__(1, "zz"), r"state\.tiles\[1\]"),
    (lambda d: d.__setitem__("pawn", 7), "pawn"),
    (lambda d: d.__setitem__("talk", "shout"), "talk"),
    (lambda d: d.__setitem__("crystal", {"cell": [900, 0], "left": 1}), "crystal"),
    (lambda d: d.__setitem__("outcome", {"won": True}), "outcome"),
    (lambda d: d.__setitem__("rearrange_left", 2), "take away"),
])
def test_damaged_saves_are_refused_with_a_reason(change, needle):
    setup, data = _saved()
    validate(setup, data)  # sound before the damage
    change(data)
    with pytest.raises(InvalidState, match=needle):
        validate(setup, data)


def test_a_save_for_another_table_is_refused():
    setup, data = _saved(players=4)
    with pytest.raises(InvalidState, match="seats"):
        validate(GameSetup.all_bots("magic_maze", 3, seed=1), data)


def test_solo_saves_keep_the_seven_action_tiles():
    setup, data = _saved(players=1, scenario=1, seconds=20.0)
    validate(setup, data)
    data["solo_pile"] = data["solo_pile"][1:]
    with pytest.raises(InvalidState, match="solo action tiles"):
        validate(setup, data)


def test_the_save_store_sets_a_damaged_save_aside_with_a_notice(tmp_path):
    store = SaveStore(tmp_path, registry())
    setup, data = _saved()
    assert save_check.validator(registry().get("magic_maze")) is validate
    store.save(setup, data)
    assert store.has_continue() and store.game_id() == "magic_maze"
    path = store.slot_path("magic_maze")
    saved = json.loads(path.read_text(encoding="utf-8"))
    _two_heroes_on_one_cell(saved["state"])
    path.write_text(json.dumps(saved), encoding="utf-8")
    again = SaveStore(tmp_path, registry())
    assert not again.has_continue() and again.load() is None
    assert [k for k, _ in again.notices] == ["app.notice.save_damaged_game"]
    assert path.with_name(path.name + ".bak").exists() and not path.exists()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenario=st.integers(1, 17), players=st.integers(1, 8), seed=st.integers(0, 10_000),
       picks=st.lists(st.integers(0, 10_000), min_size=20, max_size=200))
def test_every_state_random_play_reaches_is_a_valid_save(scenario, players, seed, picks):
    if scenario == 9 and players < 3:
        players = 3  # the leader scenario needs a leader and two dealt tiles
    setup = GameSetup.all_bots("magic_maze", players, seed=seed, options={"scenario": scenario})
    s = R.new_game({"players": players, "scenario": scenario}, seed)
    for i, pick in enumerate(picks):
        if R.result(s) is not None:
            break
        legal = R.legal_actions(s, pick % players)
        if legal and pick % 4:
            R.apply(s, legal[(pick // 7) % len(legal)])
        else:
            R.tick(s, 5.0)
        if i % 5 == 0:
            validate(setup, json.loads(json.dumps(R.to_json(s))))
    validate(setup, json.loads(json.dumps(R.to_json(s))))
