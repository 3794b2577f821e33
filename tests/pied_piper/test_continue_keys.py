"""Continue gives a keyboard or pad player their keys back: the picked card, hand or characters, the focused
character and the face-down toggle, once the saved turn's hand is on show again; a damaged save leaves the keys as
a new turn has them, and the game goes on."""
import json

import pytest

from game.engine import intents as I
from game.games.pied_piper import rules as R
from game.games.pied_piper.scene import make_scene
from tests.fakes import FakeApp
from tests.pied_piper.test_scene import DT, human_game, key, run_until


def _continued(scene, extra):
    app = FakeApp()
    again = make_scene(app, scene.setup, json.loads(json.dumps(R.to_json(scene.state))))
    again.restore_screen(json.loads(json.dumps(extra)))
    app.push(again)
    app.frame(DT)
    return again


def _my_turn(humans=1):
    app = FakeApp()
    scene = human_game(app, humans=humans)
    if humans > 1:  # the curtain: the active seat takes the screen
        assert run_until(app, scene, lambda: app.top is not scene)
        app.top.update(1.0)
        app.top.on_intent(I.Intent(I.CONFIRM, "mouse", scene.state.active))
    assert run_until(app, scene, lambda: app.top is scene and scene.screen.my_turn)
    return scene


def test_continue_gives_back_the_picked_card_and_the_focused_character():
    scene = _my_turn()
    key(scene, I.RIGHT)
    key(scene, I.RIGHT)
    key(scene, I.UP)
    key(scene, I.RIGHT)
    hands = scene.hands
    assert hands.focus == "row" and hands.selected == 1
    place = (hands.selected, hands.focus, hands.row_focus)
    scene.save()
    again = _continued(scene, scene.app.saves.saved[-1][2])
    assert again.screen.my_turn
    assert (again.hands.selected, again.hands.focus, again.hands.row_focus) == place


def test_with_a_curtain_the_keys_come_back_when_the_seat_takes_the_screen():
    scene = _my_turn(humans=2)
    seat = scene.state.active
    scene.on_intent(I.Intent(I.RIGHT, "mouse", seat))
    scene.on_intent(I.Intent(I.RIGHT, "mouse", seat))
    assert scene.hands.selected == 1
    scene.save()
    again = _continued(scene, scene.app.saves.saved[-1][2])
    app = again.app
    assert run_until(app, again, lambda: app.top is not again)
    app.top.update(1.0)
    app.top.on_intent(I.Intent(I.CONFIRM, "mouse", seat))
    assert run_until(app, again, lambda: app.top is again and again.screen.my_turn)
    app.frame(DT)
    assert again.hands.selected == 1 and again.hands.focus == "hand"


@pytest.mark.parametrize("damaged", [
    None, "row", [1, 2], {"focus": "row"},
    {"turn": "x", "focus": "row", "row_focus": 1, "selected": 0},
    {"turn": [0, 0, "play"], "focus": "up", "row_focus": 1, "selected": 0},
    {"turn": [0, 0, "play"], "focus": "row", "row_focus": 99, "selected": 0},
    {"turn": [0, 0, "play"], "focus": "row", "row_focus": 1, "selected": "0"},
    {"turn": [0, 0, "play"], "focus": "row", "row_focus": 1, "selected": 0, "face_down_next": "yes"},
])
def test_damaged_keys_in_a_save_leave_a_new_turns_keys(damaged):
    scene = _my_turn()
    if isinstance(damaged, dict) and isinstance(damaged.get("turn"), list):
        damaged["turn"] = [scene.state.turn, scene.state.active, scene.state.phase]  # only the rest is damaged
    again = _continued(scene, {"screen": {"keys": damaged}})
    hands = again.hands
    assert (hands.selected, hands.focus, hands.row_focus, hands.face_down_next) == (None, "hand", 0, False)
    key(again, I.UP)  # and the keys work
    assert hands.focus == "row" and hands.selected == 0


def test_a_picked_card_beyond_the_hand_is_not_given_back():
    scene = _my_turn()
    key(scene, I.RIGHT)
    extra = scene.screen_extra()
    extra["keys"].update(selected=len(scene.screen.hand()) + 2, focus="row")
    again = _continued(scene, {"screen": extra})
    assert (again.hands.selected, again.hands.focus) == (None, "hand")


def test_the_pause_menu_saves_the_keys_moved_since_the_last_card():
    scene = _my_turn()
    key(scene, I.RIGHT)
    key(scene, I.RIGHT)
    scene.on_intent(I.Intent(I.PAUSE, "kb_any", None))
    again = _continued(scene, scene.app.saves.saved[-1][2])
    assert again.hands.selected == 1
