"""Where things sit on the beanstalk table: the acting player's column (cards, the dice tray, buttons, hint) lies
right of the stalk, never across it; the tray shows the dice just rolled, then the pieces still
to stack with the one in hand first; the axe is the last button (the first one has the focus)."""
import pygame
import pytest

from game.games.beanstalk import demo as D
from game.games.beanstalk import events as E
from game.games.beanstalk import hud, table_input
from game.games.beanstalk import pieces as P
from game.games.beanstalk import rules as R
from game.games.beanstalk.scene import make_scene
from game.games.beanstalk.view import ORIGIN_X, SCALE
from tests.fakes import FakeApp

STALK_RIGHT = ORIGIN_X + round(P.CASTLE_WIDTH * SCALE)  # the widest piece, leaning a whole width to the right


@pytest.fixture(scope="module")
def app():
    return FakeApp()


def scene_at(app, stop, players=3, seed=11):
    setup = D.demo_setup(players, seed)
    state = R.new_game(setup.config(), seed)
    D.play_until(state, seed, stop)
    scene = make_scene(app, setup, state)
    app.push(scene)
    scene.presenter.finish_all()
    return scene


def test_the_column_lies_right_of_the_stalk():
    assert hud.COLUMN.x > STALK_RIGHT and hud.COLUMN.right <= 1920 and hud.COLUMN.bottom <= 1080
    for r in hud.card_rects(3) + hud.button_rects(["a", "b", "c"], hud.COLUMN.y):
        assert hud.COLUMN.contains(r)


def test_the_tray_shows_the_rolled_dice_then_the_pieces_to_stack(app):
    app.stack.clear()
    scene = scene_at(app, lambda s: s.phase == "start" and s.actor == 0)
    assert hud.tray_items(scene.state) == (None, [])
    scene.act(0, E.RollDice(0))
    what, items = hud.tray_items(scene.state)
    assert what == "rolled" and [i["face"] for i in items] == scene.state.turn["dice"]
    surface = pygame.Surface((1920, 1080))
    rect = hud.tray(surface, scene.state, scene.seat_colour, scene.seat_name)
    assert rect is not None and hud.COLUMN.contains(rect)
    while scene.state.phase == "roll":  # start stacking (extra dice rolled first if the rules ask)
        scene.act(0, next(a for a in scene.reads.legal(0) if isinstance(a, (E.StartStacking, E.RollExtra))))
        scene.reads.forget()
    if scene.state.phase == "stack":
        what, items = hud.tray_items(scene.state)
        assert what == "stack" and items == scene.state.turn["queue"]  # the one in hand is the first


def test_buttons_sit_under_the_tray_and_the_axe_comes_last(app):
    app.stack.clear()
    scene = scene_at(app, lambda s: s.phase == "start" and s.actor == 0 and len(s.stalk["pieces"]) > 1
                     and s.axes[0])
    labels = [lab for lab, _ in scene.table_input.choices()]
    assert labels[0] == table_input.tr("beanstalk.ev.roll")
    assert labels[-1] == table_input.tr("beanstalk_screen.axe")
    rects = hud.button_rects(labels, hud.buttons_top(scene.state))
    assert all(hud.COLUMN.contains(r) for r in rects)


def test_a_click_on_a_die_in_the_tray_rerolls_just_that_die_with_power_4(app):
    from game.core.setup import GameSetup

    app.stack.clear()
    base = D.demo_setup(3, 5)
    setup = GameSetup(game="beanstalk", seats=base.seats, options={"variant": "powers"}, seed=5)
    state = R.new_game(setup.config(), 5)
    D.play_until(state, 5, lambda s: s.phase == "roll" and s.actor == 0 and any(
        isinstance(a, E.RerollDice) and len(a.dice) == 1 for a in R.legal_actions(s, 0)), limit=2000)
    if not (state.phase == "roll" and state.actor == 0):
        pytest.skip("no power-4 roll for seat 0 in this seed")
    scene = make_scene(app, setup, state)
    app.push(scene)
    scene.presenter.finish_all()
    assert scene.table_input.rerolls_one()
    dice = list(scene.state.turn["dice"])
    box = hud.tray_boxes(hud.tray_rect(len(dice)), len(dice))[-1]
    rerolled = []
    scene.act = lambda seat, action: rerolled.append(action)  # what the click asks the rules for
    scene.on_intent(table_input.I.Intent(table_input.I.POINTER_DOWN, "mouse", 0, pos=box.center, button=1))
    assert rerolled == [E.RerollDice(0, (len(dice) - 1,))]
