"""A person's hand stops when the piece it holds meets the stalk below: holding a key (or dragging) on down used to
press the piece on and squeeze the foot die through the table -- a fall (found in play with the keyboard)."""
from __future__ import annotations

from game.games.beanstalk import hand as HAND
from game.games.beanstalk import stalk as S


def _view():
    world_json = S.world_to_json(S.new_world())
    return {"next_piece": {"kind": "die", "face": "eye"}, "stalk_top": S.top_of(S.world_from_json(world_json)),
            "tremor": {"seed": 1, "amplitude": 0.0}, "stalk": {"world": world_json, "pieces": [{"kind": "die"}]}}


def test_pressing_down_on_the_stalk_stops_the_hand_and_the_stalk_stands():
    live = HAND.LiveHand(_view(), 0)
    for _ in range(90):  # a key held down for 1.5 s: far below the table
        live.move(dy=-12.0)
        live.frame()
    x, y = live.world.position(live.run.foot)
    assert abs(y - 20.0) < 1.0  # the foot still stands on the board
    assert live.hand_pose()[1] > 55.0  # the die rests on the foot (centre 60), not pressed into it
    live.release()
    while not live.finished:
        live.frame()
    assert not live.run.collapsed
    assert S.replay_placement(*live.inputs[1:]).world.state_hash() == live.run.world.state_hash()


def test_the_hand_still_moves_sideways_and_up_while_resting():
    live = HAND.LiveHand(_view(), 0)
    for _ in range(40):
        live.move(dy=-12.0)
        live.frame()
    low = live.hand_pose()
    for _ in range(10):
        live.move(dx=5.0, dy=8.0)
        live.frame()
    assert live.hand_pose()[1] > low[1] + 30 and live.hand_pose()[0] > low[0] + 30
