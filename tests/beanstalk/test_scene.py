"""The beanstalk scene, headless: a person's live hand ends on the rules' own state_hash, intents become actions
(the secret card, the buttons, carrying, the axe), bots finish a game on screen to the end screen, a saved game
restores the same state, and every demo moment draws in both languages."""
import pygame
import pytest

from game.engine import intents as I
from game.engine.i18n import set_language
from game.games.beanstalk import demo as D
from game.games.beanstalk import hand as HAND
from game.games.beanstalk import hud, table_input
from game.games.beanstalk import rules as R
from game.games.beanstalk import stalk as S
from game.games.beanstalk.scene import BeanScene, demo_scene, make_scene
from tests.fakes import FakeApp

DT = 1 / 60


@pytest.fixture(scope="module")
def app():
    return FakeApp()


def fresh(app):
    app.stack.clear()
    app.saves.saved.clear()
    return app


def intent(scene, action, pos=None, button=0):
    scene.on_intent(I.Intent(action, "mouse", 0, pos=pos, button=button))


def stacking_scene(app, players=2, seed=3):
    setup = D.demo_setup(players, seed)
    state = R.new_game(setup.config(), seed)
    D.to_stacking(state, seed)
    scene = make_scene(app, setup, state)
    app.push(scene)
    return scene


def test_a_live_hand_moved_by_the_pointer_ends_on_the_rules_state_hash(app):
    fresh(app)
    scene = stacking_scene(app)
    top = scene.table_input.view_top()
    before = R.view(scene.state, None)
    intent(scene, I.POINTER_MOVE, scene.camera.to_screen(0, top + 120))
    scene.live_table.pick_up(scene.camera.to_world(scene.table_input.pointer))
    live = scene.live_table.live
    assert isinstance(live, HAND.LiveHand) and live.carrying
    for i in range(40):  # glide over, come down close to the top, then let go
        target = (6.0, top + 120 - i * 2.5)
        intent(scene, I.POINTER_MOVE, scene.camera.to_screen(*target))
        scene.update(DT)
    intent(scene, I.POINTER_DOWN, scene.camera.to_screen(6.0, top + 20), 1)
    placements = scene.state.stats["placements"]
    for _ in range(2000):
        if scene.live_table.live is None and scene.live_table.replay is None:
            break
        scene.update(DT)
    assert scene.state.stats["placements"] == placements + 1  # the scene's track was applied by the rules
    tremor = before["tremor"]  # the rules' replay of the recorded track (what rules.apply runs)
    replay = S.Placement(before["stalk"]["world"], live.kind, tuple(live.run.track), tremor["seed"],
                         tremor["amplitude"]).run()
    assert replay.world.state_hash() == live.world.state_hash() and replay.steps == live.run.steps
    assert not live.run.collapsed  # a gentle drop on the foot: the stored stalk is the live world at rest
    assert S.world_to_json(live.world) == scene.state.stalk["world"]


def test_the_secret_card_is_chosen_with_keys_and_bots_choose_at_once(app):
    fresh(app)
    scene = make_scene(app, D.demo_setup(3, 5))
    app.push(scene)
    scene.update(DT)
    s = scene.state
    assert s.chosen[1] is not None and s.chosen[2] is not None  # bots at once
    assert scene.hot_seat.shown == 0 and s.chosen[0] is None
    want = s.hands[0][1]
    intent(scene, I.RIGHT)
    intent(scene, I.CONFIRM)
    assert s.revealed[0] == want and s.phase != "choose"


def test_buttons_roll_the_dice_by_click(app):
    fresh(app)
    setup = D.demo_setup(2, 7)
    state = R.new_game(setup.config(), 7)
    D.play_until(state, 7, lambda st: st.phase == "start" and st.actor == 0)
    scene = make_scene(app, setup, state)
    app.push(scene)
    scene.presenter.finish_all()
    labels = [lab for lab, _ in scene.table_input.choices()]
    rect = hud.button_rects(labels, hud.buttons_top(scene.state))[labels.index(table_input.tr("beanstalk.ev.roll"))]
    intent(scene, I.POINTER_DOWN, rect.center, 1)
    assert scene.state.phase == "roll" and scene.state.turn["dice"]


def test_the_axe_is_aimed_pulled_and_thrown_as_a_physics_body(app):
    fresh(app)
    scene = D.build(app, 2, "axe", make_scene)
    app.push(scene)
    intent(scene, I.UP)
    intent(scene, I.LEFT)
    aim = dict(scene.live_table.aim)
    intent(scene, I.CONFIRM)
    live = scene.live_table.live
    assert isinstance(live, HAND.LiveAxe)
    assert live.angle == round(aim["angle"], 3) and live.strength == round(aim["strength"], 3)
    for _ in range(400):
        if scene.live_table.live is None:
            break
        scene.update(DT)
    assert scene.state.stats["axes"] == 1 and not scene.state.axes[0]


def test_save_and_continue_restore_the_same_state(app):
    fresh(app)
    scene = stacking_scene(app, players=3, seed=4)
    saved = R.to_json(scene.state)
    again = make_scene(app, scene.setup, saved)
    assert R.to_json(again.state) == saved
    assert again.table_input.view_top() == pytest.approx(scene.table_input.view_top())


def test_bots_finish_a_game_on_screen_to_the_end_screen(app):
    fresh(app)
    setup = D.demo_setup(3, 1, humans=0)
    scene = make_scene(app, setup, D.nearly_over(setup, 1))
    app.push(scene)
    for _ in range(30000):
        if scene.end_shown:
            break
        scene.update(DT)
    assert R.result(scene.state) is not None and scene.end_shown
    placings = scene.end_placings()
    assert [p.seat for p in placings] == R.result(scene.state)["ranking"]
    assert scene.end_note()


@pytest.mark.parametrize("moment", D.MOMENTS + (None,))
def test_every_moment_draws_in_both_languages(app, moment):
    fresh(app)
    scene = demo_scene(app, 1, moment)
    assert isinstance(scene, BeanScene)
    surface = pygame.Surface((1920, 1080))
    for lang in ("zh-TW", "en"):
        set_language(lang)
        for _ in range(3):
            scene.bench_update(DT)
        scene.draw(surface)
    live = scene.live_table.live
    if moment == "card_choice":
        assert scene.hot_seat.shown == 0
    elif moment in ("carrying", "castle"):
        assert isinstance(live, HAND.LiveHand) and live.carrying and live.kind == (moment == "castle" and "castle"
                                                                                   or live.kind)
    elif moment == "collapse":
        assert live.run.collapsed
    elif moment == "axe":
        assert scene.live_table.aim is not None
    elif moment == "end":
        assert R.result(scene.state) is not None
    else:
        assert len(S.piece_ids(live.world)) == 25 and live.world.awake_count() >= 25  # the hand's piece: kinematic


def test_two_humans_choose_behind_the_hot_seat_curtain(app):
    from game.engine.curtain import Curtain

    fresh(app)
    scene = make_scene(app, D.demo_setup(3, 9, humans=2))
    app.push(scene)
    scene.update(DT)
    curtain = app.stack[-1]
    assert isinstance(curtain, Curtain) and scene.hot_seat.shown is None  # nobody's cards on show yet
    curtain.on_reveal()
    assert scene.hot_seat.shown == 0
    intent(scene, I.CONFIRM)
    app.stack.pop()
    for _ in range(60):  # the card-picked beat plays, then the curtain for the next player
        scene.update(DT)
    assert isinstance(app.stack[-1], Curtain) and scene.state.chosen[0] is not None and scene.hot_seat.shown is None


def test_the_hot_seat_curtain_shows_the_games_own_seat_symbol(app, monkeypatch):
    from game.engine.curtain import Curtain

    fresh(app)
    scene = make_scene(app, D.demo_setup(3, 9, humans=2))
    app.push(scene)
    scene.update(DT)
    curtain = app.stack[-1]
    assert isinstance(curtain, Curtain)
    drawn = []
    monkeypatch.setattr(scene, "seat_badge", lambda surface, seat, centre, radius: drawn.append(seat))
    curtain.draw(pygame.Surface((1920, 1080)))
    assert drawn == [0]  # Mia's heart, not the kit's red circle
