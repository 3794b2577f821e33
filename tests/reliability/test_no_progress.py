"""Saves that never progress: the Beanstalk schema refuses a stalk world whose constants (gravity, bounds, piece
shapes) are not the game's or whose pieces are far off the table, and a stalk stored with another physics tuning
(an earlier version's, or a solver too slow to finish a placement) goes on with the game's own; and any continued
game that goes two minutes of game time without a new save point says so and offers to set its save aside."""
import copy

import pytest

from game import games
from game.app import STALL_SECONDS, App
from game.core.invariants import InvalidState
from game.core.playout import play_one
from game.core.setup import GameSetup
from game.engine import save_check
from game.engine.menus.stall_prompt import StallPrompt
from game.engine.saves import SaveStore
from game.engine.scene import Scene
from game.games.beanstalk import demo
from tests.save_helpers import real_state


@pytest.fixture(scope="module")
def stalk_state():
    """A Beanstalk state a few placements in (pieces on the stalk)."""
    info = games.get("beanstalk")
    seen = []
    play_one(info, 2, 1, on_step=lambda state, action, events: seen.append(info.rules().to_json(state)),
             max_actions=40)
    return next(s for s in reversed(seen) if len(s["stalk"]["pieces"]) > 1)


def world_of(state):
    return state["stalk"]["world"]


BAD_WORLDS = {
    "gravity upside down": lambda w: w["settings"].__setitem__("gravity", [0, 9810]),
    "no gravity": lambda w: w["settings"].__setitem__("gravity", [0.0, 0.0]),
    "a body far away": lambda w: w["bodies"][-1].__setitem__("centre", [9e8, 9e8]),
    "a body under the table": lambda w: w["bodies"][-1].__setitem__("centre", [0.0, -5000.0]),
    "a body flying": lambda w: w["bodies"][-1].__setitem__("velocity", [0.0, 1e7]),
    "bounds gone": lambda w: w["settings"].__setitem__("bounds", None),
    "a giant die": lambda w: w["shapes"][1]["parts"][0].__setitem__("points", [[-1e5, -1e5], [1e5, -1e5],
                                                                                [1e5, 1e5], [-1e5, 1e5]]),
}


def test_the_stalk_the_rules_reach_is_valid(stalk_state):
    save_check.validator(games.get("beanstalk"))(GameSetup.all_bots("beanstalk", 2, seed=1), stalk_state)


@pytest.mark.parametrize("damage", sorted(BAD_WORLDS))
def test_a_stalk_world_that_is_not_the_games_own_is_refused(stalk_state, damage):
    state = copy.deepcopy(stalk_state)
    BAD_WORLDS[damage](world_of(state))
    with pytest.raises(InvalidState):
        save_check.validator(games.get("beanstalk"))(GameSetup.all_bots("beanstalk", 2, seed=1), state)


def _earlier_joints(world):
    world["settings"]["solver"].update(hertz=120.0)  # the stalk's joints before they were stiffened
    world["settings"]["solver"].pop("static_factor")  # a setting that version did not have


OTHER_TUNINGS = {
    "an earlier version's joints": _earlier_joints,
    "a slow solver": lambda w: w["settings"]["solver"].__setitem__("substeps", 1),
    "a world that never sleeps": lambda w: w["settings"].__setitem__("sleep_speed", 0.0),
}


@pytest.mark.parametrize("tuning", sorted(OTHER_TUNINGS))
def test_a_stalk_stored_with_another_physics_tuning_goes_on_with_the_games_own(tmp_path, stalk_state, tuning):
    """The physics' tuning is the game's, not the saved game's: an update that retunes the stalk must not set
    every Beanstalk game in progress aside (the family would lose it), and a tuning that could never finish a
    placement is replaced, not obeyed."""
    store = SaveStore(tmp_path, games.registry())
    state = copy.deepcopy(stalk_state)
    OTHER_TUNINGS[tuning](world_of(state))
    store.save(GameSetup.all_bots("beanstalk", 2, seed=1), state)
    assert store.has_continue() and not list(tmp_path.glob("*.bak"))
    _, saved, _ = store.load("beanstalk")
    rules = games.get("beanstalk").rules()
    restored = rules.from_json(saved)
    assert world_of(rules.to_json(restored))["settings"] == world_of(stalk_state)["settings"]
    pieces = len(restored.stalk["pieces"])
    demo.play_until(restored, 1, lambda s: len(s.stalk["pieces"]) != pieces or s.phase == "over", limit=60)
    assert len(restored.stalk["pieces"]) != pieces or restored.phase == "over"  # the bots play on from it


def test_a_save_with_gravity_upside_down_is_set_aside_not_offered(tmp_path, stalk_state):
    store = SaveStore(tmp_path, games.registry())
    state = copy.deepcopy(stalk_state)
    world_of(state)["settings"]["gravity"] = [0, 9810]
    store.save(GameSetup.all_bots("beanstalk", 2, seed=1), state)
    assert not store.has_continue()
    assert (tmp_path / "continue-beanstalk.json.bak").exists()


class NeverMoves(Scene):
    """Stands in for a continued game whose save leaves it unable to reach a save point."""

    def __init__(self, app, setup):
        super().__init__(app)
        self.setup = setup

    def draw(self, surface):
        surface.fill((0, 0, 0))


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLE_TALES_HOME", str(tmp_path))
    monkeypatch.setattr("game.games.pied_piper.scene.make_scene",
                        lambda app, setup, state=None: NeverMoves(app, setup))
    app = App(headless=True)
    app.saves.save(GameSetup.all_bots("pied_piper", 3, seed=4), real_state("pied_piper", 3, seed=4))
    app.running = True
    return app


def play(app, seconds, step=0.1):
    for _ in range(round(seconds / step)):
        app.update(step)


def test_a_continued_game_with_no_progress_for_two_minutes_offers_to_set_the_save_aside(app):
    slot = app.saves.slot_path("pied_piper")
    assert app.continue_game()
    play(app, 1.0)
    play(app, STALL_SECONDS - 10)
    assert not isinstance(app.top, StallPrompt)  # a table that thinks for a while is left in peace
    play(app, 12)
    prompt = app.top
    assert isinstance(prompt, StallPrompt) and "Pied Piper" in " ".join(prompt.message)
    play(app, STALL_SECONDS * 2)  # the game below stands still; the question is asked once
    assert sum(isinstance(s, StallPrompt) for s in app.stack) == 1
    prompt.buttons[1].on_click()  # set the save aside
    play(app, 2)
    assert not slot.exists() and slot.with_name(slot.name + ".stalled.bak").exists()
    assert not app.saves.has_continue()
    assert any("stalled.bak" in n.text for n in app.notices)


def test_keep_playing_goes_back_to_the_game(app):
    assert app.continue_game()
    play(app, STALL_SECONDS + 2)
    app.top.buttons[0].on_click()
    assert isinstance(app.top, NeverMoves) and app.saves.has_continue()


def test_a_continued_game_that_saves_is_never_asked(app):
    assert app.continue_game()
    play(app, 1.0)
    setup = app.top.setup
    for _ in range(4):
        play(app, STALL_SECONDS / 2)
        app.saves.save(setup, real_state("pied_piper", 3, seed=4))  # a save point: it moves on
    assert not any(isinstance(s, StallPrompt) for s in app.stack)
