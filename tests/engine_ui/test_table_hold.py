"""The table kit's hold-to-confirm (game/engine/table/hold.py): a short press does nothing, letting go cancels,
the longest hold fills first and fires once for its seat."""
import pytest

from game.engine.table.hold import HoldToConfirm


def test_a_hold_fires_once_it_has_lasted_its_seconds_and_never_before():
    hold = HoldToConfirm(2.0)
    assert hold.progress(5.0) == 0.0 and hold.done(5.0) is None  # nobody holds
    hold.press(3, 10.0)
    assert hold.progress(11.0) == pytest.approx(0.5) and hold.done(11.9) is None
    assert hold.done(12.0) == 3
    assert hold.done(20.0) is None and hold.progress(20.0) == 0.0  # once: every hold starts over


def test_letting_go_cancels_only_that_seats_hold():
    hold = HoldToConfirm(2.0)
    hold.press(0, 0.0)
    hold.press(1, 1.0)
    hold.release(0)
    assert hold.progress(2.0) == pytest.approx(0.5)  # seat 1's hold, 1 s of 2
    hold.release(7)  # a seat that never pressed: nothing happens
    assert hold.done(3.0) == 1


def test_the_longest_hold_fires_and_progress_never_passes_one():
    hold = HoldToConfirm(1.0)
    hold.press(2, 0.5)
    hold.press(5, 0.0)
    assert hold.progress(9.0) == 1.0
    assert hold.done(1.2) == 5 and hold.since == {}
