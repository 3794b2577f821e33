"""Continue gives a keyboard or pad player their keys back where they were: the chosen card, hand or board and
the cursor's cell; a damaged save leaves the keys as a new turn has them, and the game goes on."""
import json

import pytest

from game.engine import intents as I
from game.games.kragmortha import rules as R
from game.games.kragmortha.scene import make_scene
from tests.fakes import FakeApp
from tests.kragmortha.test_scene import DT, human_scene, intent


def _continued(scene, extra):
    """The saved game, built again as Continue builds it (the screen restored before its first frame)."""
    app = FakeApp()
    again = make_scene(app, scene.setup, json.loads(json.dumps(R.to_json(scene.state))))
    again.restore_screen(json.loads(json.dumps(extra)))
    app.push(again)
    again.update(DT)
    return again


def _chosen_card(scene):
    hand = scene.choices.hand()
    index = next(i for i, c in enumerate(hand) if R.card_steps(scene.state, 0, c))
    for _ in range(index):
        scene.on_intent(intent(I.RIGHT, "kb_left"))
    scene.on_intent(intent(I.CONFIRM, "kb_left"))
    return index


def test_continue_gives_back_the_chosen_card_and_the_cursor_on_the_board():
    scene = human_scene(FakeApp(), device="kb_left")
    index = _chosen_card(scene)
    keys = scene.table_input
    assert keys.selected == index and keys.focus == "board"
    scene.on_intent(intent(I.DOWN, "kb_left"))
    cursor = keys.cursor
    scene.save()
    extra = scene.app.saves.saved[-1][2]
    again = _continued(scene, extra)
    assert (again.table_input.selected, again.table_input.focus, again.table_input.cursor) == (index, "board", cursor)


def test_continue_gives_back_the_focused_item_of_the_hand():
    scene = human_scene(FakeApp(), device="kb_left")
    scene.on_intent(intent(I.RIGHT, "kb_left"))
    scene.on_intent(intent(I.RIGHT, "kb_left"))
    assert scene.table_input.hand_focus == 2
    scene.save()
    again = _continued(scene, scene.app.saves.saved[-1][2])
    assert again.table_input.focus == "hand" and again.table_input.hand_focus == 2
    assert again.table_input.hover == 2  # the focused card's steps light up as before


@pytest.mark.parametrize("damaged", [
    "hand", [], {"focus": "board"}, {"turn": [0, 0], "focus": "sideways", "hand_focus": 0, "cursor": [1, 1]},
    {"turn": "now", "focus": "board", "hand_focus": 0, "cursor": [1, 1], "selected": 0},
    {"turn": None, "focus": "board", "hand_focus": -3, "cursor": [99, 1], "selected": True},
    {"turn": [True, 0], "focus": "board", "hand_focus": 0, "cursor": [1, 2, 3], "selected": "0"},
])
def test_damaged_keys_in_a_save_leave_a_new_turns_keys(damaged):
    scene = human_scene(FakeApp(), device="kb_left")
    extra = {"game": "kragmortha", "screen": {"keys": damaged}}
    if isinstance(damaged, dict) and "cursor" in damaged:
        damaged["turn"] = damaged["turn"] if damaged["turn"] != [0, 0] else [scene.state.turn, scene.state.active]
    again = _continued(scene, extra)
    keys = again.table_input
    assert (keys.selected, keys.focus, keys.hand_focus) == (None, "hand", 0)
    assert keys.cursor == tuple(again.state.goblins[again.state.active])
    again.on_intent(intent(I.RIGHT, "kb_left"))  # and the keys work
    assert keys.hand_focus == 1


def test_keys_saved_in_another_turn_are_not_given_back():
    scene = human_scene(FakeApp(), device="kb_left")
    _chosen_card(scene)
    extra = scene.screen_extra()
    extra["keys"]["turn"][0] += 1
    again = _continued(scene, {"screen": extra})
    assert (again.table_input.selected, again.table_input.focus) == (None, "hand")


def test_the_pause_menu_saves_the_keys_moved_since_the_last_step():
    scene = human_scene(FakeApp(), device="kb_left")
    scene.on_intent(intent(I.RIGHT, "kb_left"))
    scene.open_pause()
    again = _continued(scene, scene.app.saves.saved[-1][2])
    assert again.table_input.hand_focus == 1
