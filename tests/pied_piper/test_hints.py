"""The turn panel tells each player how to play with the device in their hands."""
import pytest

from game.engine.i18n import tr
from game.engine.input_seats import InputSeats
from game.games.pied_piper import hints
from game.games.pied_piper.scene import demo_scene
from tests.pied_piper.fake_app import FakeApp


@pytest.fixture(scope="module")
def inputs():
    return InputSeats()


def test_the_mouse_gets_drag_or_click(inputs):
    assert hints.controls(inputs, "mouse", "play") == tr("pied_piper.hint.controls")
    assert hints.controls(None, "kb_left", "play") == tr("pied_piper.hint.controls")  # no input layer
    assert hints.face_down_label(inputs, "mouse", False) == tr("pied_piper.face_down")


@pytest.mark.parametrize("device, keys", [("kb_left", ("A", "D", "W", "Space")),
                                          ("kb_right", ("←", "→", "↑", "Enter"))])
def test_a_keyboard_zone_gets_its_own_keys(inputs, device, keys):
    line = hints.controls(inputs, device, "play")
    assert inputs.device_label(device) in line
    for k in keys:
        assert k in line
    assert "Enter also" not in line
    assert inputs.action_label(device, "act1") in hints.face_down_label(inputs, device, False)
    order = hints.controls(inputs, device, "order")
    assert keys[0] in order and keys[3] in order and order != line


def test_a_gamepad_gets_its_buttons(inputs):
    line = hints.controls(inputs, "pad:0", "play")
    assert tr("input.pad.left") in line and tr("input.pad.confirm") in line
    assert tr("input.pad.act1") in hints.face_down_label(inputs, "pad:0", True)


def test_the_panel_shows_the_active_seats_hint(inputs, monkeypatch):
    app = FakeApp()
    app.input = inputs
    scene = demo_scene(app, 1, "midgame5")
    scene.setup.seats[0].device = "kb_left"
    app.push(scene)
    seen = []
    monkeypatch.setattr(hints, "controls", lambda *a: seen.append(a) or "hint")
    for _ in range(40):
        app.frame(1 / 30)
        if seen:
            break
    assert seen and seen[-1][:2] == (inputs, "kb_left")
