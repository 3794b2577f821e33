"""When the axe throw ends the axe is taken away, and what it held up must find its own feet before the verdict:
a piece left resting on the axe used to be kept on the stalk hanging in the air (asleep), and fell at the next
touch -- a fall nobody made (seen in play)."""
from __future__ import annotations

from game.games.beanstalk import pieces as P
from game.games.beanstalk import stalk as S
from game.physics import shapes

PLANK = shapes.box(160.0, 12.0)  # a flat stand-in for the axe, so the pile it holds up stands still


def _stalk_of_two_dice() -> dict:
    world = S.new_world()
    for i in range(2):
        bid = world.add_body(P.body_def("die"), (0.0, 0.0))
        world.set_transform(bid, (0.0, 60.0 + 40.0 * i), 0.0)
    for _ in range(200):
        world.step(S.DT)
    return S.world_to_json(world)


def _throw_onto_a_plank(monkeypatch) -> S.AxeThrow:
    """The axe (a plank) lying across the lower die, the top die moved onto the plank: held up by it alone."""
    real = P.body_def
    monkeypatch.setattr(P, "body_def", lambda kind: PLANK if kind == "axe" else real(kind))
    run = S.AxeThrow(_stalk_of_two_dice(), 0.0, 0.0)
    w = run.world
    lower, top = S.piece_ids(w)[1:3]
    w.set_transform(run.axe, (0.0, 80.0 + 6.0), 0.0)
    w.set_velocity(run.axe, (0.0, 0.0), 0.0)
    w.set_transform(top, (0.0, 92.0 + 20.0), 0.0)
    return run


def test_a_piece_the_axe_held_up_settles_before_the_verdict(monkeypatch):
    run = _throw_onto_a_plank(monkeypatch).run()
    w = run.world
    assert run.axe is None and run.knocked == []  # both dice still on the stalk...
    foot, lower, top = S.piece_ids(w)
    assert abs(w.position(top)[1] - (w.position(lower)[1] + 40.0)) < 1.0  # ...the top one down on the lower
    assert w.awake_count() == 0


def test_the_stalk_left_by_the_axe_stands_still_when_played_on(monkeypatch):
    run = _throw_onto_a_plank(monkeypatch).run()
    monkeypatch.undo()
    world = S.world_from_json(S.world_to_json(run.world))
    start = {b: world.position(b) for b in S.piece_ids(world)}
    for b in start:
        world.wake(b)
    for _ in range(60):
        world.step(S.DT)
    assert all(abs(world.position(b)[1] - start[b][1]) < 1.0 for b in start)
