"""Damaged saves never reach a crash screen: real saves of all five games (game/tools/save_fuzz.py: bot games
saved at several moments, a person at seat 0), mutated at one place each -- a key removed, a value replaced by
another JSON type or a boundary value, a list shortened or lengthened. Each is either refused (set aside, never
offered, with a notice naming the game) or its scene builds and plays 300 frames with bots without an exception.
The default run draws a few dozen cases per game; `--run-slow` draws hundreds (and `python -m
game.tools.save_fuzz` prints the figures per game)."""
import json
import os

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from game import games
from game.engine.saves import SaveStore
from game.tools.save_fuzz import OPS, describe, mutate, paths, real_saves, run_case, save_of

GAMES = ("baba_yaga", "magic_maze", "beanstalk", "kragmortha", "pied_piper")


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    home = tmp_path_factory.mktemp("home")
    before = os.environ.get("TABLE_TALES_HOME")
    os.environ["TABLE_TALES_HOME"] = str(home)
    from game.app import App
    app = App(headless=True)
    yield app
    if before is None:
        os.environ.pop("TABLE_TALES_HOME", None)
    else:
        os.environ["TABLE_TALES_HOME"] = before


def check_one(app, tmp_folder, game_id, data):
    saves = real_saves(game_id)
    setup_json, state = saves[data.draw(st.integers(0, len(saves) - 1), label="save")]
    path = data.draw(st.sampled_from(paths(state)), label="path")
    op = data.draw(st.sampled_from(OPS), label="op")
    k = data.draw(st.integers(0, 11), label="variant")
    changed = mutate(state, path, op, k)
    assume(changed is not None)
    outcome = run_case(app, game_id, setup_json, changed)
    assert outcome in ("refused", "played"), f"{game_id} {describe(path, op, k)}: {outcome}"
    if outcome == "refused":  # as Continue meets it: not offered, kept aside, and the notice names the game
        store = SaveStore(tmp_folder, games.registry())
        slot = store.slot_path(game_id)
        slot.parent.mkdir(parents=True, exist_ok=True)
        slot.write_text(json.dumps(save_of(game_id, setup_json, changed)), encoding="utf-8")
        assert not store.has_continue() and not slot.exists()
        assert store.notices and store.notices[0][1].get("game_id") == game_id, store.notices


def run_property(app, tmp_path, game_id, examples):
    @settings(max_examples=examples, deadline=None, derandomize=True, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.data_too_large])
    @given(data=st.data())
    def case(data):
        check_one(app, tmp_path / "saves", game_id, data)
    case()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_damaged_save_is_refused_or_plays_300_frames(app, tmp_path, game_id):
    run_property(app, tmp_path, game_id, 30)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_a_damaged_save_is_refused_or_plays_300_frames_many(app, tmp_path, game_id):
    run_property(app, tmp_path, game_id, 400)


def test_every_real_save_is_accepted_and_plays(app):
    for game_id in GAMES:
        for setup_json, state in real_saves(game_id):
            assert run_case(app, game_id, setup_json, state, frames=30) == "played", game_id
