"""The Beanstalk table's parts own their state: the rules' views are worked out once per state and forgotten when
the rules answer an action (marking the frame as worked); the camera's target is a pure function of what is on
the table; the secret card is owed by the first person still to choose, and a bot's piece is played out live."""
import pytest

from game.games.beanstalk import demo as D
from game.games.beanstalk import events as E
from game.games.beanstalk import hand as HAND
from game.games.beanstalk import rules as R
from game.games.beanstalk import view as VIEW
from game.games.beanstalk.camera_target import camera_target
from game.games.beanstalk.scene import make_scene
from tests.fakes import FakeApp

DT = 1 / 60


@pytest.fixture(scope="module")
def app():
    return FakeApp()


def stacking(app):
    app.stack.clear()
    setup = D.demo_setup(2, 3)
    state = R.new_game(setup.config(), 3)
    D.to_stacking(state, 3)
    scene = make_scene(app, setup, state)
    app.push(scene)
    return scene


def test_the_rules_reads_are_kept_per_state_and_forgotten_when_the_rules_answer(app, monkeypatch):
    scene = stacking(app)
    reads, seat = scene.reads, scene.state.actor
    asked = []
    real = R.view
    monkeypatch.setattr(R, "view", lambda state, s: asked.append(s) or real(state, s))
    scene.budget.begin()
    first = reads.seat_view(seat)
    assert not scene.budget.calm  # working a view out is the frame's work
    scene.budget.begin()
    assert reads.seat_view(seat) is first and reads.view(scene.state, seat) is first and scene.budget.calm
    assert asked == [seat]
    other = R.new_game(scene.setup.config(), 9)
    reads.view(other, 0)  # another state (a bot's scratch): asked of the rules, never kept
    assert asked == [seat, 0] and reads.seat_view(seat) is first
    scene.budget.begin()
    assert scene.act(seat, next(a for a in reads.legal(seat) if isinstance(a, E.PlacePiece)))
    assert not scene.budget.calm  # the state changed: the frame's work
    assert reads.seat_view(seat) is not first and asked == [seat, 0, seat]  # the rules answered: worked out anew


def test_the_view_and_legal_actions_of_the_actor_come_in_frames_of_their_own(app):
    scene = stacking(app)
    scene.reads.forget()
    seat = scene.state.actor
    assert scene.reads.read_ahead(seat) is False  # the view
    assert scene.reads.read_ahead(seat) is False  # then the legal actions
    assert scene.reads.read_ahead(seat) is True


def test_the_camera_follows_the_top_the_carried_piece_a_fall_and_the_table_for_the_axe(app):
    scene = stacking(app)
    asked = []

    def top():
        asked.append(1)
        return 900.0
    assert camera_target(top, False, None, None) == 900.0
    table = (VIEW.TABLE_SCREEN_Y - VIEW.TOP_AT) / VIEW.SCALE
    assert camera_target(top, True, None, None) == min(900.0, table)
    replay = {"frames": [{1: (0.0, 100.0, 0.0)}, {1: (0.0, 50.0, 0.0)}], "i": 1.2}
    asked.clear()
    assert camera_target(top, False, None, replay) == 90.0 and not asked  # a fall: the top is never loaded
    seat = scene.state.actor
    hand = HAND.LiveHand(scene.reads.seat_view(seat), seat)
    hand.aim(0.0, 2000.0)
    for _ in range(200):
        hand.frame()
    assert camera_target(top, False, hand, None) == max(900.0, hand.hand_pose()[1] - 60)


def test_the_secret_card_is_owed_by_the_first_person_still_to_choose_and_bots_choose_at_once(app):
    app.stack.clear()
    scene = make_scene(app, D.demo_setup(4, 5, humans=2))
    app.push(scene)
    assert scene.turns.owed_card() == 0
    scene.update(DT)  # the bots choose at once; the curtain for the first person
    s = scene.state
    assert s.chosen[2] is not None and s.chosen[3] is not None and scene.hot_seat.curtain_up
    R.apply(s, E.ChooseCard(0, s.hands[0][0]))
    assert scene.turns.owed_card() == 1
    R.apply(s, E.ChooseCard(1, s.hands[1][0]))
    assert s.phase != "choose" and scene.turns.owed_card() is None


def test_a_bots_piece_is_played_out_live_and_anything_else_at_once(app):
    scene = stacking(app)
    seat = scene.state.actor
    scene.turns.bot_act(seat, next(a for a in scene.reads.legal(seat) if isinstance(a, E.PlacePiece)))
    assert isinstance(scene.live_table.live, HAND.LiveHand) and scene.live_table.live.bot
    assert not scene.live_table.play(seat, E.SkipTreasure(seat))
