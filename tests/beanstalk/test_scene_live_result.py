"""The scene hands the rules its finished live run instead of a second replay (stalk.played): the state it
ends on is the one a plain rules.apply of the same action gives, no physics step runs inside the apply, and a run
built from other inputs is still replayed for real."""
import copy

import pygame
import pytest

from game.games.beanstalk import demo as D
from game.games.beanstalk import hand as HAND
from game.games.beanstalk import rules as R
from game.games.beanstalk import stalk as S
from game.games.beanstalk.scene import BeanScene, make_scene
from tests.fakes import FakeApp

DT = 1 / 60


@pytest.fixture(scope="module")
def app():
    return FakeApp()


@pytest.fixture
def steps(monkeypatch):
    """Counts the physics steps of every Placement / AxeThrow replay."""
    count = {"n": 0}
    for cls in (S.Placement, S.AxeThrow):
        real = cls.step

        def step(self, real=real):
            count["n"] += 1
            real(self)
        monkeypatch.setattr(cls, "step", step)
    return count


def finish(scene, live, steps) -> tuple[dict, int]:
    """Play the live run to its end, then apply it the scene's way; (the state before, steps inside apply)."""
    while not live.finished:
        live.frame()
    before = copy.deepcopy(scene.state)
    n = steps["n"]
    scene.live_table.apply_live(live)
    return before, steps["n"] - n


def plain(before, action) -> dict:
    state = copy.deepcopy(before)
    R.apply(state, action)
    return R.to_json(state)


def test_a_placement_is_applied_from_the_live_run_with_no_second_replay(app, steps):
    app.stack.clear()
    setup = D.demo_setup(2, 3)
    state = R.new_game(setup.config(), 3)
    D.to_stacking(state, 3)
    scene = BeanScene(app, setup, state)
    seat = state.actor
    view = scene.reads.seat_view(seat)
    kind = view["next_piece"]["kind"]
    live = HAND.LiveHand(view, seat, S.drop_track(kind, view["stalk_top"], 4.0))
    placements = state.stats["placements"]
    before, inside = finish(scene, live, steps)
    assert inside == 0  # the rules took the live run
    assert scene.state.stats["placements"] == placements + 1
    assert R.to_json(scene.state) == plain(before, live.action())
    # drawn as the live run ended for the rest of that frame; then from the stored world, which shows the same
    assert scene.live_table.settled is live
    rest = scene.at_rest.of(scene.state)
    ids = S.piece_ids(live.run.world)
    assert rest.json is scene.state.stalk["world"] and list(rest.poses) == ids
    assert rest.poses == HAND.poses(live.run.world, ids) and rest.top == S.top_of(live.run.world)
    assert rest.kinds == {b: live.kinds[b] for b in ids}


def test_a_fall_is_applied_from_the_world_at_the_verdict_not_the_show_after_it(app, steps):
    app.stack.clear()
    scene = D.build(app, 1, "collapse", make_scene)
    live = scene.live_table.live
    collapses = scene.state.stats["collapses"]
    before, inside = finish(scene, live, steps)
    assert live.run.collapsed and live.shown is not None  # the show went on in its own copy
    assert inside == 0
    assert scene.state.stats["collapses"] == collapses + 1
    assert R.to_json(scene.state) == plain(before, live.action())


def test_an_axe_throw_is_applied_from_the_live_run(app, steps):
    app.stack.clear()
    scene = D.build(app, 2, "axe", make_scene)
    seat = scene.state.actor
    live = HAND.LiveAxe(scene.reads.seat_view(seat), seat, 0.3, 0.9)
    before, inside = finish(scene, live, steps)
    assert inside == 0 and scene.state.stats["axes"] == 1
    assert R.to_json(scene.state) == plain(before, live.action())


def test_a_run_with_other_inputs_is_replayed_for_real(app, steps):
    app.stack.clear()
    scene = D.build(app, 2, "axe", make_scene)
    seat = scene.state.actor
    live = HAND.LiveAxe(scene.reads.seat_view(seat), seat, 0.3, 0.9)
    while not live.finished:
        live.frame()
    n = steps["n"]
    world = scene.state.stalk["world"]
    with S.played(live.inputs, live.run):
        other = S.replay_axe(world, 0.31, 0.9)  # another angle: its own replay
        same = S.replay_axe(world, 0.3, 0.9)
        again = S.replay_axe(world, 0.3, 0.9)  # the live run is handed out once only
    assert other is not live.run and steps["n"] > n
    assert same is live.run and again is not live.run
    with S.played(live.inputs, live.run):
        pass
    assert S.replay_axe(world, 0.3, 0.9) is not live.run  # an offer never outlives its block


def _stacking_scene(app) -> BeanScene:
    """A two-player table (seed 3) where the first piece is about to be stacked."""
    app.stack.clear()
    setup = D.demo_setup(2, 3)
    state = R.new_game(setup.config(), 3)
    D.to_stacking(state, 3)
    return BeanScene(app, setup, state)


def test_a_piece_let_go_beside_the_stalk_is_called_a_miss_and_a_sweep_a_fall(app):
    scene = _stacking_scene(app)
    seat = scene.state.actor
    view = scene.reads.seat_view(seat)
    kind = view["next_piece"]["kind"]
    beside = HAND.LiveHand(view, seat, S.drop_track(kind, view["stalk_top"], 180.0, gap=-view["stalk_top"] + 6.0))
    while not beside.finished:
        beside.frame()
    assert beside.run.collapsed and beside.missed and HAND.fall_word(beside) == "beanstalk_screen.missed"
    sweep = D.build(app, 1, "collapse", make_scene).live_table.live
    assert sweep.run.collapsed and not sweep.missed and HAND.fall_word(sweep) == "beanstalk.ev.collapse"


def test_a_finished_run_is_applied_in_the_frame_after_its_last_step_and_drawn_as_it_ended(app):
    scene = _stacking_scene(app)
    state = scene.state
    app.push(scene)
    seat = state.actor
    view = scene.reads.seat_view(seat)
    live = HAND.LiveHand(view, seat, S.drop_track(view["next_piece"]["kind"], view["stalk_top"], 4.0))
    scene.live_table.start(live)
    placements = state.stats["placements"]
    while not live.finished:
        scene.update(DT)
    assert scene.live_table.live is live and scene.state.stats["placements"] == placements  # the last step's frame
    scene.update(DT)
    # applied, in a frame with no physics step
    assert scene.live_table.live is None and scene.live_table.settled is live
    assert scene.state.stats["placements"] == placements + 1 and not scene.budget.calm
    scene.draw(pygame.Surface((1920, 1080)))  # the stalk drawn as the run ended
    scene.update(DT)
    assert scene.live_table.settled is None
