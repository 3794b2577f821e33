"""The scene spends at most hand.FRAME_WORK of solver work on a live step a frame: a costlier step (a big pile in
motion) goes on over the next frames. That must never change what happens: the same track, the same world, the
same verdict as a live run stepped whole, and the rules' replay still ends on its state_hash."""
from __future__ import annotations

from game.games.beanstalk import demo as D
from game.games.beanstalk import hand as HAND
from game.games.beanstalk import rules as R
from game.games.beanstalk import stalk as S


def _stalk_state(pieces: int, players: int = 3, seed: int = 1):
    setup = D.demo_setup(players, seed)
    state = R.new_game(setup.config(), seed)
    D.play_until(state, seed, lambda s: s.phase == "start" and s.actor == 0)
    D.stack(state, D.tower_kinds(pieces))
    return state


def _play(live, work):
    frames = steps = 0
    while not live.finished:
        steps += live.frame(work)
        frames += 1
    return frames, steps


def test_an_axe_through_a_tall_stalk_in_slices_ends_as_stepped_whole():
    state = _stalk_state(14)
    view = R.view(state, 0)
    whole, sliced = HAND.LiveAxe(view, 0, 0.35, 1.0), HAND.LiveAxe(view, 0, 0.35, 1.0)
    whole_frames, whole_steps = _play(whole, None)
    frames, steps = _play(sliced, 300)
    assert steps == whole_steps == whole_frames
    assert frames > steps  # some steps did go on over several frames
    assert sliced.run.world.state_hash() == whole.run.world.state_hash()
    assert sliced.run.knocked == whole.run.knocked
    replay = S.replay_axe(*sliced.inputs[1:])
    assert replay.world.state_hash() == sliced.run.world.state_hash()


def test_a_sweep_into_the_stalk_in_slices_is_the_same_fall_and_show():
    state = _stalk_state(9)
    state.phase, state.turn["queue"] = "stack", [{"kind": "die", "face": "trunk"}]
    view = R.view(state, 0)
    track = D.sweep_track(state, view["stalk_top"], hover=10)
    whole, sliced = HAND.LiveHand(view, 0, track), HAND.LiveHand(view, 0, track)
    _play(whole, None)
    frames, steps = _play(sliced, 150)
    assert frames > steps
    assert sliced.run.collapsed and whole.run.collapsed
    assert sliced.run.track == whole.run.track
    assert sliced.run.world.state_hash() == whole.run.world.state_hash()
    assert sliced.history[-1] == whole.history[-1]  # the show after the verdict too


def test_a_step_is_shown_only_once_it_ends():
    state = _stalk_state(14)
    live = HAND.LiveAxe(R.view(state, 0), 0, 0.35, 1.0)
    while live.run.steps < 25:  # the axe is into the stalk
        live.frame(None)
    before = live.world.X.copy()
    assert not live.frame(1)  # paused after its first slice
    assert live.events == [] and (live.world.X == before).all()
    while not live.frame(1):
        pass
    assert (live.world.X != before).any()
