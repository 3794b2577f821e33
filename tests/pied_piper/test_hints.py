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


class OnePadOpener:
    """A stand-in for the input layer's gamepad opener: one controller plugged in, instance id 7."""

    def count(self):
        return 1

    def is_controller(self, index):
        return True

    def open_controller(self, index):
        return "handle", 7, "Test pad"

    open_joystick = open_controller

    def close(self, handle):
        pass


def test_a_gamepad_that_is_not_plugged_in_is_named_plainly(inputs):
    assert "pad:0" not in inputs.devices()
    line = hints.controls(inputs, "pad:0", "play")
    assert "?" not in line
    assert line.startswith(tr("pied_piper.hint.pad"))


def test_a_plugged_in_gamepad_is_named_with_its_number():
    seats = InputSeats(opener=OnePadOpener(), strict=True)
    assert seats.pads() == ["pad:7"]
    line = hints.controls(seats, "pad:7", "play")
    assert line.startswith(seats.device_label("pad:7")) and "?" not in line


def test_the_hint_follows_the_device_the_seat_really_has():
    seats = InputSeats(strict=True)
    assert hints.seat_device(seats, 0, "pad:3") == "pad:3"  # nothing bound: the set-up's choice
    seats.bind(0, "kb_right")  # the unplugged pad's seat was given the arrow keys
    assert hints.seat_device(seats, 0, "pad:3") == "kb_right"
    assert hints.seat_device(None, 0, "mouse") == "mouse"


def test_the_panel_names_the_bound_device_not_the_setup_one(monkeypatch):
    app = FakeApp()
    app.input = InputSeats(strict=True)
    scene = demo_scene(app, 1, "midgame5")
    scene.setup.seats[0].device = "pad:3"  # chosen at set-up, unplugged since
    app.input.bind(0, "kb_right")
    app.push(scene)
    seen = []
    real = hints.controls
    monkeypatch.setattr(hints, "controls", lambda *a: seen.append(real(*a)) or seen[-1])
    for _ in range(40):
        app.frame(1 / 30)
        if seen:
            break
    assert seen and seen[-1].startswith(app.input.device_label("kb_right"))
    assert "?" not in seen[-1] and tr("input.pad.left") not in seen[-1]
