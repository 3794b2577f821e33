"""The turn panel tells each player how to play with the device in their hands, naming the device they really
hold (never "Gamepad ?")."""
import pytest

from game.engine.i18n import tr
from game.engine.input_seats import InputSeats
from game.engine.table import devices
from game.engine.table.hint import Hint, Item
from game.games.pied_piper import hints
from game.games.pied_piper.scene import demo_scene
from tests.fakes import FakeApp
from tests.pied_piper.pads import OnePadOpener


@pytest.fixture(scope="module")
def inputs():
    return InputSeats()


def test_the_mouse_gets_drag_or_click_in_words(inputs):
    assert hints.hint(inputs, "mouse", "play") == Hint(sentence=tr("pied_piper.hint.controls"))
    assert not hints.hint(inputs, "mouse", "order")  # the prompt says it: click the character
    assert hints.face_down_key(inputs, "mouse") is None


@pytest.mark.parametrize("device, name, keys", [
    ("kb_left", "setup.device.kb_left", ("A", "D", "W", "Space")),
    ("kb_right", "setup.device.kb_right", ("←", "→", "↑", "Enter")),
    ("kb_numpad", "setup.device.kb_numpad", ("4", "6", "8", "5"))])
def test_a_keyboard_half_gets_its_own_keys_under_its_short_name(inputs, device, name, keys):
    h = hints.hint(inputs, device, "play")
    assert h.device == tr("table.hint.device", device=tr(name))
    assert h.items == (Item(keys[:2], tr("pied_piper.hint.card")), Item((keys[2],), tr("pied_piper.hint.up")),
                       Item((keys[3],), tr("pied_piper.hint.play")))
    order = hints.hint(inputs, device, "order")
    assert order.items == (Item(keys[:2], tr("pied_piper.hint.character")),
                           Item((keys[3],), tr("pied_piper.hint.carry")))
    assert hints.face_down_key(inputs, device)


def test_a_gamepad_gets_its_buttons_without_the_d_pad_word(inputs):
    h = hints.hint(inputs, "pad:0", "play")
    assert [i.keys for i in h.items] == [("←", "→"), ("↑",), (tr("input.pad.confirm"),)]
    assert hints.face_down_key(inputs, "pad:0") == tr("input.pad.act1")


def test_a_gamepad_that_is_not_plugged_in_is_named_plainly(inputs):
    assert "pad:0" not in inputs.devices()
    h = hints.hint(inputs, "pad:0", "play")
    assert h.device == tr("table.hint.device", device=tr("table.device.pad"))
    assert "?" not in h.device


def test_a_plugged_in_gamepad_is_named_with_its_number():
    seats = InputSeats(opener=OnePadOpener(), strict=True)
    assert seats.pads() == ["pad:7"]
    number = seats.device_label("pad:7").split()[-1]
    assert number.isdigit()
    h = hints.hint(seats, "pad:7", "play")
    assert h.device == tr("table.hint.device", device=tr("setup.device.pad", n=number))


def test_the_hint_follows_the_device_the_seat_really_has():
    seats = InputSeats(strict=True)
    assert devices.seat_device(seats, 0, "pad:3") == "pad:3"  # nothing bound: the set-up's choice
    seats.bind(0, "kb_right")  # the unplugged pad's seat was given the arrow keys
    assert devices.seat_device(seats, 0, "pad:3") == "kb_right"


def _panel_hints(app, monkeypatch, frames=40):
    seen = []
    real = hints.hint
    monkeypatch.setattr(hints, "hint", lambda *a: seen.append((a, real(*a))) or seen[-1][1])
    for _ in range(frames):
        app.frame(1 / 30)
        if seen:
            break
    return seen


def test_the_panel_shows_the_active_seats_hint(monkeypatch):
    app = FakeApp()
    app.input = InputSeats(strict=True)
    scene = demo_scene(app, 1, "midgame5")
    scene.setup.seats[0].device = "kb_left"
    app.push(scene)
    seen = _panel_hints(app, monkeypatch)
    assert seen and seen[-1][0][:2] == (app.input, "kb_left")


def test_the_panel_names_the_bound_device_not_the_setup_one(monkeypatch):
    app = FakeApp()
    app.input = InputSeats(strict=True)
    scene = demo_scene(app, 1, "midgame5")
    scene.setup.seats[0].device = "pad:3"  # chosen at set-up, unplugged since
    app.push(scene)  # the seat is lost (the app asks who takes it) ...
    assert app.input.lost_seats() == [0]
    app.input.rebind_lost(0, "kb_right")  # ... and the arrow keys take it
    seen = _panel_hints(app, monkeypatch)
    assert seen and seen[-1][1].device == tr("table.hint.device", device=tr("setup.device.kb_right"))
