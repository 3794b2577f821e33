"""The Beanstalk axe by touch: before rolling, the phone of the seat whose axe it is offers a pull pad; a pull
(schema-checked "pull" messages) aims exactly as the mouse does at the same spot on the table, and letting go
throws (or, with hardly any pull, puts the axe down). Another seat's phone cannot pull."""
import pytest

from game.engine import intents as I
from game.engine.remote import schema
from game.engine.remote.tokens import phone_id
from game.games.beanstalk import demo
from game.games.beanstalk import phone as bean_phone
from game.games.beanstalk import stalk as S
from game.games.beanstalk.scene import make_scene
from tests.remote.conftest import FakePhone, wait_for


def step_of(app):
    return lambda: app.frame(1 / 60)


@pytest.fixture
def axe_table(app, phones, loop):
    """Seat 0 (a phone) before rolling with its axe and a stalk to throw at; seat 1 another phone."""
    setup = demo.demo_setup(3, 1, humans=2)
    from game.games.beanstalk import rules as R
    state = R.new_game(setup.config(), 1)
    demo.play_until(state, 1, lambda s: s.phase == "start" and s.actor == 0)
    demo.stack(state, demo.tower_kinds(5))
    scene = make_scene(app, setup, state)
    app.push(scene)
    app.frame(1 / 60)
    ada, ben = FakePhone(loop, phones.server, name="Ada"), FakePhone(loop, phones.server, name="Ben")
    here = lambda phone: phone.token and phone_id(phone.token) in phones.names  # noqa: E731 - the game met it
    assert wait_for(lambda: here(ada) and here(ben), step=step_of(app))
    for seat, phone in ((0, ada), (1, ben)):
        phones.give(phone_id(phone.token), seat, app.input)
    assert wait_for(lambda: (ada.last("screen") or {}).get("touchpad") == "pull", step=step_of(app))
    yield scene, ada, ben
    ada.close()
    ben.close()


def pull(app, phone, p, dx, dy):
    before = len(phone.got)
    phone.send({"t": "pull", "p": p, "dx": dx, "dy": dy})
    for _ in range(3):
        app.frame(1 / 60)
    return before


def test_a_pull_aims_as_the_mouse_does_and_letting_go_throws(app, axe_table):
    scene, ada, _ben = axe_table
    lt = scene.live_table
    pull(app, ada, "down", 0.0, 0.0)
    assert wait_for(lambda: lt.aim is not None, step=step_of(app))  # the axe is taken up
    pull(app, ada, "move", -0.25, 0.2)
    assert wait_for(lambda: lt.aim["strength"] > 0.3, step=step_of(app))
    by_phone = dict(lt.aim)
    # the mouse at the same spot on the table gives the same aim
    x0, y0 = S.AXE_START
    scale = bean_phone.PULL_MM / bean_phone.PULL_PAD
    spot = scene.camera.to_screen(x0 - 0.25 * scale, y0 - 0.2 * scale)
    scene.table_input._axe(I.Intent(I.POINTER_MOVE, "mouse", pos=spot))
    assert lt.aim["angle"] == pytest.approx(by_phone["angle"], abs=0.02)
    assert lt.aim["strength"] == pytest.approx(by_phone["strength"], abs=0.02)
    assert 0.1 < by_phone["angle"] < 1.2  # pulled back down and left: it flies up and right
    pull(app, ada, "up", -0.25, 0.2)
    assert wait_for(lambda: lt.live is not None, step=step_of(app))  # thrown
    assert lt.aim is None and app.crashes == []


def test_letting_go_where_the_finger_came_down_keeps_the_axe(app, axe_table):
    scene, ada, _ben = axe_table
    lt = scene.live_table
    pull(app, ada, "down", 0.0, 0.0)
    assert wait_for(lambda: lt.aim is not None, step=step_of(app))
    pull(app, ada, "up", 0.01, 0.0)
    assert wait_for(lambda: lt.aim is None, step=step_of(app))
    assert lt.live is None and scene.state.axes[0]


def test_another_seats_phone_cannot_pull(app, axe_table):
    scene, _ada, ben = axe_table
    assert (ben.last("screen") or {}).get("touchpad") is None
    pull(app, ben, "down", 0.0, 0.0)
    pull(app, ben, "up", -0.5, 0.5)
    assert scene.live_table.aim is None and scene.live_table.live is None


def test_a_pull_is_schema_checked():
    assert schema.parse('{"t":"pull","p":"move","dx":-0.5,"dy":0.25}') == {"t": "pull", "p": "move", "dx": -0.5,
                                                                         "dy": 0.25}
    for bad in ('{"t":"pull","p":"move","dx":2,"dy":0}', '{"t":"pull","p":"fling","dx":0,"dy":0}',
                '{"t":"pull","p":"up","dx":0}', '{"t":"pull","p":"up","dx":0,"dy":0,"x":1}',
                '{"t":"pull","p":"up","dx":NaN,"dy":0}'):
        assert schema.parse(bad) is None
