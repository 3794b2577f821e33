import pytest

from game.engine import tween
from game.engine.tween import EASINGS, Tween, Tweens


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_easings_start_at_zero_and_end_at_one(name):
    f = EASINGS[name]
    assert f(0.0) == pytest.approx(0.0, abs=1e-9)
    assert f(1.0) == pytest.approx(1.0, abs=1e-9)


def test_out_back_overshoots_and_out_bounce_stays_in_range():
    assert max(tween.out_back(t / 100) for t in range(101)) > 1.0
    assert all(0.0 <= tween.out_bounce(t / 100) <= 1.0 for t in range(101))


def test_tween_reaches_end_and_calls_on_done_once():
    calls = []
    tw = Tween(0, 100, 0.5, "linear", on_done=lambda: calls.append(1))
    assert tw.update(0.25) == pytest.approx(50)
    tw.update(0.3)
    tw.update(0.3)
    assert tw.done and tw.value == pytest.approx(100) and calls == [1]


def test_tween_delay_and_tuples():
    tw = Tween((0, 0), (10, 20), 1.0, tween.linear, delay=0.5)
    assert tw.update(0.5) == (0, 0)
    assert tw.update(0.5) == pytest.approx((5, 10))


def test_tweens_animate_attributes_and_drop_finished():
    class Box:
        x = 0.0

    box = Box()
    runner = Tweens()
    runner.to(box, "x", 10.0, 0.2, tween.linear)
    runner.update(0.1)
    assert box.x == pytest.approx(5.0)
    runner.to(box, "x", 0.0, 0.1, tween.linear)  # replaces the running one
    assert len(runner) == 1
    runner.update(0.2)
    assert box.x == pytest.approx(0.0) and not runner.busy


def test_on_done_may_chain_a_new_tween():
    runner = Tweens()

    class Box:
        y = 0.0

    box = Box()
    runner.to(box, "y", 1.0, 0.1, tween.linear, on_done=lambda: runner.to(box, "y", 3.0, 0.1, tween.linear))
    runner.update(0.2)
    assert runner.busy
    runner.update(0.2)
    assert box.y == pytest.approx(3.0)


@pytest.mark.parametrize("curve", [tween.ease, tween.smoothstep])
def test_the_kits_one_ease_and_smoothstep_hold_their_ends_and_are_symmetric(curve):
    assert curve(0.0) == 0.0 and curve(1.0) == 1.0 and curve(0.5) == pytest.approx(0.5)
    assert curve(-2.0) == 0.0 and curve(3.0) == 1.0  # held outside 0..1
    for t in (0.1, 0.25, 0.4):
        assert curve(t) == pytest.approx(1.0 - curve(1.0 - t))  # eases in as it eases out
        assert curve(t) < t  # slow at the start
    assert tween.smoothstep(0.25) == pytest.approx(0.15625)  # 3t^2 - 2t^3
    assert tween.EASINGS[curve.__name__] is curve


def test_the_banner_slides_with_the_kits_ease():
    from game.engine.table import banner

    assert banner.ease is tween.ease
