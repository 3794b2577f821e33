from game.engine import intents as it
from game.engine.menus.device_prompt import DevicePrompt
from game.engine.scene import Scene


def make(app, done):
    app.input.bindings = {0: "kb_left", 1: "pad:1"}
    app.push(Scene(app))
    prompt = DevicePrompt(app, 1, "Mia", on_done=done.append, colour="blue")
    app.push(prompt)
    return prompt


def test_a_device_playing_for_another_seat_is_refused(app):
    done = []
    prompt = make(app, done)
    app.send(it.CONFIRM, "kb_left")
    assert app.top is prompt and done == [] and prompt.refused_by == "kb_left"
    app.frame()


def test_moves_and_escape_do_not_take_the_seat(app):
    done = []
    prompt = make(app, done)
    app.send(it.POINTER_MOVE, it.MOUSE, pos=(10, 10))
    app.send(it.WHEEL, it.MOUSE, pos=(10, 10), button=1)
    app.send(it.PAUSE, "kb_any")
    assert app.top is prompt and done == []


def test_a_button_on_a_free_device_takes_the_seat(app):
    done = []
    make(app, done)
    app.send(it.ACT2, "pad:4")
    assert done == ["pad:4"] and app.input.rebound == [(1, "pad:4")]
    assert app.input.bindings[1] == "pad:4" and not isinstance(app.top, DevicePrompt)


def test_the_mouse_can_take_the_seat(app):
    done = []
    make(app, done)
    app.send(it.POINTER_DOWN, it.MOUSE, pos=(10, 10), button=1)
    assert done == ["mouse"]


def test_a_gamepads_seat_is_asked_for_a_gamepad(app):
    from game.engine.i18n import tr
    done = []
    prompt = make(app, done)
    assert not prompt.phone and prompt.words() == (tr("device.lost", name="Mia"), tr("device.press"))
