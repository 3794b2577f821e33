"""Saves are validated in depth before a scene is built: each game's validate() accepts every state its
rules reach (bots play whole games, checked after every action) and rejects broken ones; the save store sets
a failing save aside once (renamed, with a notice) and never offers it again."""
import json

import pytest

from game import games
from game.core.invariants import InvalidState
from game.core.playout import play_one
from game.core.setup import GameSetup
from game.engine import save_check
from game.engine.saves import SaveStore

GAMES = ("pied_piper", "baba_yaga")


def fresh(game_id, players=3, seed=5):
    info = games.get(game_id)
    setup = GameSetup.all_bots(game_id, players, seed=seed)
    state = info.rules().new_game({**info.default_config(), "players": players}, seed)
    return setup, info.rules().to_json(state)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (5, 3)])
def test_every_state_a_whole_bot_game_reaches_is_valid(game_id, players, seed):
    info = games.get(game_id)
    rules = info.rules()
    validate = save_check.validator(games.get(game_id))
    setup = GameSetup.all_bots(game_id, players, seed=seed)
    checked = []

    def check(state, action, events):
        validate(setup, rules.to_json(state))
        checked.append(1)

    result = play_one(info, players, seed, on_step=check)
    assert result.finished and result.error is None, result.error
    assert len(checked) > 20


def mutate(state, path, value):
    node = state
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return state


BROKEN = {
    "pied_piper": [
        (("active",), 99), (("players",), 9), (("phase",), "dancing"), (("hands",), "rat"), (("hands", 0), [999]),
        (("board", "floors"), [1]), (("row",), []), (("markers",), None), (("turn",), "four"),
        (("board", "figures", "piper"), [40, 1]), (("actions", "draw"), [0, 0, 0]), (("start_player",), -1),
    ],
    "baba_yaga": [
        (("active",), 99), (("players",), 9), (("phase",), "dancing"), (("board",), ["frog"] * 25),
        (("piles",), [[0]] * 3), (("up",), [12]), (("house",), 99), (("turn",), []), (("mode",), 3),
        (("clock",), {"now": "x"}), (("discards", 0), [1, 1]), (("pending",), [["fire", 0]]),
    ],
}


@pytest.mark.parametrize("game_id", GAMES)
def test_validators_reject_broken_states(game_id):
    validate = save_check.validator(games.get(game_id))
    setup, good = fresh(game_id)
    validate(setup, good)  # the unbroken one passes
    for path, value in BROKEN[game_id]:
        _, state = fresh(game_id)
        with pytest.raises(Exception) as info:
            validate(setup, mutate(state, path, value))
        assert isinstance(info.value, (InvalidState, KeyError, TypeError, ValueError, IndexError)), path


@pytest.mark.parametrize("game_id", GAMES)
def test_validators_reject_a_state_for_another_seat_count(game_id):
    setup, state = fresh(game_id, players=3)
    with pytest.raises(InvalidState):
        save_check.validator(games.get(game_id))(GameSetup.all_bots(game_id, 4), state)


@pytest.fixture
def store(tmp_path):
    return SaveStore(tmp_path, games.registry())


def write_save(store, setup, state, changes=None):
    store.save(setup, state)
    path = store.slot_path(setup.game)
    data = json.loads(path.read_text(encoding="utf-8"))
    data.update(changes or {})
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("change", ["active99", "players9", "inner_types", "other_game", "seats"])
def test_a_failing_save_is_set_aside_once_and_never_offered_again(store, game_id, change):
    setup, state = fresh(game_id)
    changes = {}
    if change == "active99":
        state["active"] = 99
    elif change == "players9":
        state["players"] = 9
    elif change == "inner_types":
        state["hands" if game_id == "pied_piper" else "piles"] = [["x"], {"a": 1}, None]
    elif change == "other_game":
        other = GAMES[1 - GAMES.index(game_id)]
        changes["setup"] = GameSetup.all_bots(other, 3, seed=5).to_json()
    else:
        changes["setup"] = GameSetup.all_bots(game_id, 9, seed=5).to_json()
    path = write_save(store, setup, state, changes)
    assert not store.has_continue() and store.load() is None and store.game_id() is None
    assert [k for k, _ in store.notices] == ["app.notice.save_damaged_game"]  # said once, naming the game
    assert store.notices[0][1]["game_id"] == game_id
    kept = path.with_name(path.name + ".bak")
    assert kept.exists() and not path.exists()  # kept, under a name that is never offered
    again = SaveStore(store.folder, games.registry())  # the next launch: nothing offered, nothing said
    assert not again.has_continue() and again.notices == []


@pytest.mark.parametrize("game_id", GAMES)
def test_a_good_save_round_trips_and_opens_its_scene_state(store, game_id):
    setup, state = fresh(game_id)
    assert store.save(setup, state)
    assert store.has_continue() and store.game_id() == game_id
    loaded_setup, loaded_state, _ = store.load()
    assert loaded_setup == setup and loaded_state == state
    saved = json.loads(store.slot_path(game_id).read_text())
    assert saved["rules_version"] == save_check.rules_version(games.get(game_id))


def test_one_slot_per_game_a_new_game_never_replaces_another_games_save(store):
    piper, piper_state = fresh("pied_piper")
    baba, baba_state = fresh("baba_yaga")
    store.save(piper, piper_state)
    later = SaveStore(store.folder, games.registry())  # a new session starts a Baba Yaga game
    later.save(baba, baba_state)
    assert later.game_id() == "baba_yaga"  # Continue offers the newest
    later.clear()  # that game ended
    assert later.game_id() == "pied_piper" and later.load()[1] == piper_state  # the other is still there


def test_an_old_rules_save_is_kept_with_a_clear_message(store, monkeypatch):
    setup, state = fresh("pied_piper")
    path = write_save(store, setup, state)
    monkeypatch.setattr(save_check, "rules_version", lambda game_id: 2)
    assert store.load() is None and not path.exists()
    assert [k for k, _ in store.notices] == ["app.notice.save_old_rules"]
    assert path.with_name(path.name + ".old-rules.bak").exists()


@pytest.mark.parametrize("changes", [{"format": 2}, {"rules_version": 7}, {"game": "dragon_race"}])
def test_a_newer_versions_save_is_kept_under_its_own_name_and_never_overwritten(store, changes):
    setup, state = fresh("pied_piper")
    newer_name = None
    for round_no in range(2):
        if "game" in changes:
            store.save(setup, state)
            path = store.slot_path("pied_piper")
            data = json.loads(path.read_text())
            data["game"] = data["setup"]["game"] = changes["game"]
            path = store.folder / "continue-dragon_race.json"
            store.slot_path("pied_piper").unlink()
            path.write_text(json.dumps(data))
        else:
            path = write_save(store, setup, state, changes)
        raw = path.read_bytes()
        assert not store.has_continue()
        newer = sorted(store.folder.glob("*.newer*.bak"))
        assert len(newer) == round_no + 1 and raw in [p.read_bytes() for p in newer]
        if newer_name is None:
            newer_name = newer[0].name
        # a damaged save in the same slot afterwards does not touch the kept newer one
        path.write_text("{broken", encoding="utf-8")
        assert not store.has_continue()
        assert (store.folder / newer_name).exists()
    assert [k for k, _ in store.notices].count("app.notice.save_newer") == 2
