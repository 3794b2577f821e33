"""The Beanstalk stacking touchpad over a phone connection (schema-checked "touch" messages): the finger coming
down by the stalk takes the piece, the lift lets it go. A touch that lands while the TV still shows a word ("The
giant wakes!") skips the word as any press does; the finger still down then takes the piece once the table is
free, and a quick tap's lift takes nothing (the next touch is the pick-up again, never a letting go)."""
import pytest

from game.engine.remote.tokens import phone_id
from game.games.beanstalk import demo
from game.games.beanstalk import dice as D
from game.games.beanstalk import events as E
from game.games.beanstalk import rules as R
from game.games.beanstalk.scene import make_scene
from tests.remote.conftest import FakePhone, wait_for

BY_THE_STALK = (0.5, 0.25)  # on the pad (the TV in small): over the stalk, left of the buttons' column


def step_of(app):
    return lambda: app.frame(1 / 60)


@pytest.fixture
def woken(app, phones, loop):
    """Seat 0 (a phone) has rolled two eyes and starts stacking: the giant wakes, and its word is on the TV."""
    setup = demo.demo_setup(2, 1)
    state = R.new_game(setup.config(), 1)
    demo.play_until(state, 1, lambda s: s.phase == "roll" and s.actor == 0)
    state.turn["dice"] = [D.EYE, D.EYE]
    scene = make_scene(app, setup, state)
    app.push(scene)
    app.frame(1 / 60)
    ada = FakePhone(loop, phones.server, name="Ada")
    assert wait_for(lambda: ada.token and phone_id(ada.token) in phones.names, step=step_of(app))
    phones.give(phone_id(ada.token), 0, app.input)
    scene.act(0, E.StartStacking(0))
    assert scene.state.phase == "stack" and scene.table_input.live_table.busy()
    assert any("word" in b.data for b in scene.presenter.beats)
    assert wait_for(lambda: (ada.last("screen") or {}).get("touchpad"), step=step_of(app))  # the stacking pad
    yield scene, ada
    ada.close()


def touch(app, scene, phone, p, x, y):
    """One touch message, waited for until the table has it: it crosses a socket and a thread, and a few frames
    run in far less time than that on a loaded machine (the press is held from the finger's down to its up)."""
    table_input = scene.table_input
    before = table_input.pointer
    phone.send({"t": "touch", "p": p, "x": x, "y": y})
    arrived = {"down": lambda: table_input.press is not None, "up": lambda: table_input.press is None,
               "move": lambda: table_input.pointer != before}[p]
    assert wait_for(arrived, step=step_of(app), timeout=10), f"the phone's {p} never reached the table"


def test_a_finger_held_through_the_giants_word_takes_the_piece_and_its_lift_lets_go(app, woken):
    scene, ada = woken
    lt = scene.live_table
    touch(app, scene, ada, "down", *BY_THE_STALK)
    assert lt.carried() is None  # the word is on: the touch skips it (as a click would) ...
    assert wait_for(lambda: lt.carried() is not None, step=step_of(app), timeout=5)  # ... then the finger takes it
    live = lt.carried()
    touch(app, scene, ada, "move", 0.5, 0.3)
    touch(app, scene, ada, "up", 0.5, 0.3)
    assert live.run.closed and lt.carried() is None  # the lift let it go: nothing hangs on a lifted finger
    assert app.crashes == []


def test_a_quick_tap_on_the_giants_word_only_skips_it_and_the_next_touch_takes_the_piece(app, woken):
    scene, ada = woken
    lt = scene.live_table
    touch(app, scene, ada, "down", *BY_THE_STALK)
    touch(app, scene, ada, "up", *BY_THE_STALK)  # lifted while the word is still on
    assert wait_for(lambda: not lt.busy(), step=step_of(app), timeout=5)
    for _ in range(10):
        app.frame(1 / 60)
    assert lt.live is None  # the lift took nothing up
    touch(app, scene, ada, "down", *BY_THE_STALK)
    live = lt.carried()
    assert live is not None and not live.run.closed  # the next touch is the pick-up, not a letting go
    touch(app, scene, ada, "up", *BY_THE_STALK)
    assert live.run.closed
    assert app.crashes == []
