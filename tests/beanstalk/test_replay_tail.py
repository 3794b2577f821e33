"""The slow-motion replay of a fall ends soon after the last piece stops moving (a pile lying still kept the
"press to skip" replay on a frozen picture for seconds, seen in play)."""
from __future__ import annotations

from game.games.beanstalk import hand as HAND


def test_the_still_tail_of_a_fall_is_left_out_of_its_replay():
    falling = [{1: (0.0, 100.0 - 10 * i, 0.0), 2: (50.0, 20.0, 0.0)} for i in range(10)]
    still = [{1: (0.0, 10.0, 0.0), 2: (50.0, 20.0, 0.0)}] * 60
    frames = HAND.moving_part(falling + still, keep=8)
    assert len(frames) == 10 + 8  # the last move is at step 9
    assert frames[:10] == falling


def test_a_replay_that_moves_to_its_end_is_kept_whole():
    moving = [{1: (float(i), 0.0, 0.0)} for i in range(30)]
    assert HAND.moving_part(moving) == moving
