"""Stumbles found playing in a real window, picking a piece up and carrying it: a key press or the "Pick up"
button took the piece toward wherever the mouse last was (low on the stalk: it rammed it over; on the button:
under the right-hand column, out of sight), a click on the stalk itself did the same, and a mouse crossing the
column dragged the hand under it. And the words while it falls."""
import pytest

from game.engine import intents as I
from game.engine.i18n import tr
from game.games.beanstalk import demo as D
from game.games.beanstalk import hand as HAND
from game.games.beanstalk import hud, table_input
from game.games.beanstalk import rules as R
from game.games.beanstalk.scene import make_scene
from tests.fakes import FakeApp

DT = 1 / 60


@pytest.fixture
def app():
    return FakeApp()


def stacking(app, seed=3):
    setup = D.demo_setup(2, seed)
    state = R.new_game(setup.config(), seed)
    D.to_stacking(state, seed)
    scene = make_scene(app, setup, state)
    app.push(scene)
    return scene


def send(scene, action, pos=None, button=0):
    scene.on_intent(I.Intent(action, "mouse", 0, pos=pos, button=button))


def start_y(scene):
    return HAND.start_sample(scene.state.turn["queue"][0]["kind"], scene.table_input.view_top())[1]


def test_a_key_press_picks_the_piece_up_clear_above_the_stalk_whatever_the_mouse_did(app):
    scene = stacking(app)
    top = scene.table_input.view_top()
    send(scene, I.POINTER_MOVE, scene.camera.to_screen(-40.0, top - 30))  # the mouse left low by the stalk
    send(scene, I.CONFIRM)  # "Pick up the die" has the focus
    live = scene.live_table.live
    assert isinstance(live, HAND.LiveHand) and live.carrying
    assert live.target[1] >= start_y(scene) - 0.5  # not heading down into the stalk
    for _ in range(40):
        scene.update(DT)
    assert live.hand_pose()[1] >= top and not live.run.collapsed


def test_the_pick_up_button_keeps_the_piece_in_sight_left_of_the_column(app):
    scene = stacking(app)
    labels = [lab for lab, _ in scene.table_input.choices()]
    button = hud.button_rects(labels, hud.buttons_top(scene.state))[0]
    send(scene, I.POINTER_DOWN, button.center, 1)
    live = scene.live_table.live
    assert isinstance(live, HAND.LiveHand) and live.carrying
    for _ in range(40):
        scene.update(DT)
    x, y, _ = live.hand_pose()
    assert scene.camera.to_screen(x, y)[0] < hud.COLUMN.x
    send(scene, I.POINTER_MOVE, (button.centerx, button.centery + 10))  # the mouse still on the column
    assert scene.camera.to_screen(*live.target[:2])[0] < hud.COLUMN.x


def test_a_click_on_the_stalk_itself_picks_the_piece_up_above_its_top(app):
    scene = stacking(app)
    foot = scene.camera.to_screen(0.0, scene.table_input.view_top() * 0.5)
    send(scene, I.POINTER_MOVE, foot)
    send(scene, I.POINTER_DOWN, foot, 1)
    live = scene.live_table.live
    assert isinstance(live, HAND.LiveHand)
    assert live.target[1] >= start_y(scene) - 0.5


def test_the_status_line_names_the_fall_while_it_falls_and_replays(app):
    scene = D.build(app, 1, "collapse", make_scene)
    assert isinstance(scene.live_table.live, HAND.LiveHand) and scene.live_table.live.run.collapsed
    assert scene.table_input.status_line() == tr(HAND.fall_word(scene.live_table.live))
    app.push(scene)
    for _ in range(400):  # the fall's show ends, its slow-motion replay begins
        if scene.live_table.replay is not None:
            break
        scene.update(1 / 60)
    assert scene.live_table.live is None and scene.live_table.replay is not None
    assert scene.table_input.status_line() == tr(HAND.fall_word(scene.live_table.replay["live"]))


def test_a_pads_shoulders_turn_the_piece_and_its_hint_names_them(app, monkeypatch):
    """Played with a pad: the shoulders (where a player's fingers rest) did nothing; only X / Y turned it."""
    scene = stacking(app)
    pad = I.pad_device(7)
    scene.setup.seats[0].device = pad
    scene.on_intent(I.Intent(I.CONFIRM, pad, 0))
    live = scene.live_table.live
    assert isinstance(live, HAND.LiveHand) and live.carrying
    scene.on_intent(I.Intent(I.ACT3, pad, 0))
    assert live.target[2] == pytest.approx(HAND.ROTATE_STEP)
    scene.on_intent(I.Intent(I.ACT4, pad, 0))
    scene.on_intent(I.Intent(I.ACT4, pad, 0))
    assert live.target[2] == pytest.approx(-HAND.ROTATE_STEP)
    asked = []
    monkeypatch.setattr(table_input.H, "for_device", lambda inputs, dev, items, sentence="": asked.append(items))
    monkeypatch.setattr(scene, "device_of", lambda seat: pad)
    scene.table_input.hint()
    assert (I.ACT3, I.ACT4) in [keys for keys, _ in asked[0]]


def test_a_key_picks_the_piece_up_over_a_leaning_stalks_top(app, monkeypatch):
    scene = stacking(app)
    rest = scene.at_rest.of(scene.state)
    foot = next(iter(rest.poses))
    leaning = dict(rest.poses)
    leaning[foot + 1000] = (37.0, rest.top + 20.0, 0.1)  # a top piece well right of the board's centre
    monkeypatch.setattr(rest, "poses", leaning)
    send(scene, I.CONFIRM)
    assert scene.live_table.live.target[0] == pytest.approx(37.0)
    assert scene.live_table.live.target[1] >= start_y(scene) - 0.5
