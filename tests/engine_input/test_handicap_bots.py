"""Bots under handicaps: deterministic inputs, slips at the difficulty's rate, and only on breakable pieces."""
import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core import handicap_bots as B
from game.core import handicap_spec as H
from game.engine import intents as I

HOLD = H.HoldKey(tag="hold_space")
BOO = H.Reflex(trigger="dark_lord_moved", tag="boo")
STATUE = H.OneHand(hands=(), when=H.OTHERS_TURN, motion_counts=True, breakable=True, tag="statue")
QUICK = H.TimeLimit(seconds=8, breaks=True, tag="quick")
NEVER_BREAK = (H.Remap(actions=H.MIRROR_X, tag="mirror"), H.WaitFirst(seconds=3, tag="slow"),
               H.DoubleTap(tag="double"), H.Dwell(tag="no_hover"), H.View(effect=H.SPOTLIGHT, tag="spot"),
               H.RulesOnly(tag="snail"), H.TimeLimit(seconds=15, breaks=False, tag="hourglass"))


@given(seed=st.integers(0, 2**31), step=st.integers(0, 10**6))
def test_the_same_seed_and_step_give_the_same_inputs(seed, step):
    pieces = (HOLD, QUICK, H.Rhythm(tag="rhythm"))
    a = B.bot_inputs(pieces, B.ACT, difficulty="easy", seed=seed, step=step)
    assert a == B.bot_inputs(pieces, B.ACT, difficulty="easy", seed=seed, step=step)


@pytest.mark.parametrize("difficulty", ["easy", "normal", "hard"])
def test_slips_happen_at_the_difficultys_rate(difficulty):
    n = 4000
    hold = sum(bool(B.bot_inputs(HOLD, B.ACT, difficulty=difficulty, seed=7, step=s).slipped) for s in range(n))
    late = sum(bool(B.bot_inputs(BOO, B.REFLEX, difficulty=difficulty, seed=7, step=s,
                                 trigger="dark_lord_moved").slipped) for s in range(n))
    rate = B.SLIP_RATES[difficulty]
    for count in (hold, late):
        assert abs(count / n - rate) < 0.025, (difficulty, count / n)


def test_easy_bots_slip_more_than_hard_ones():
    def slips(difficulty):
        return sum(bool(B.bot_inputs(STATUE, B.IDLE, difficulty=difficulty, seed=3, step=s).slipped)
                   for s in range(2000))
    assert slips("easy") > slips("normal") > slips("hard") > 0


def test_pieces_draw_independently():
    both = [B.bot_inputs((HOLD, QUICK), B.ACT, difficulty="easy", seed=1, step=s).slipped for s in range(3000)]
    only_hold = sum(s == ("hold_space",) for s in both)
    only_quick = sum(s == ("quick",) for s in both)
    assert only_hold > 300 and only_quick > 300  # not the same draw for every piece


def test_kept_hold_and_rhythm_are_pressed_in_order():
    steps = range(200)
    kept = next(B.bot_inputs((HOLD, H.Rhythm(taps=3, tag="r")), B.ACT, difficulty="hard", seed=2, step=s)
                for s in steps
                if not B.bot_inputs((HOLD, H.Rhythm(taps=3, tag="r")), B.ACT, difficulty="hard", seed=2,
                                    step=s).slipped)
    assert kept.presses == (B.HOLD, B.TAP, B.TAP, B.TAP, B.PRESS_ACT)


def test_a_slip_says_what_the_hands_did_wrong():
    slip = next(x for s in range(200)
                if (x := B.bot_inputs((HOLD, QUICK), B.ACT, difficulty="easy", seed=5, step=s)).slipped
                == ("hold_space", "quick"))
    assert B.LET_GO in slip.presses and slip.delay > 8


def test_reflex_delay_is_inside_the_window_unless_it_slipped():
    for s in range(300):
        r = B.bot_inputs(BOO, B.REFLEX, difficulty="normal", seed=9, step=s, trigger="dark_lord_moved")
        assert (r.delay > BOO.window) == bool(r.slipped)
    assert B.bot_inputs(BOO, B.REFLEX, difficulty="hard", seed=9, step=0, trigger="goblin_pushed").presses == ()


def test_pieces_that_cannot_break_never_slip_and_shape_the_inputs():
    for s in range(500):
        r = B.bot_inputs(NEVER_BREAK, B.ACT, difficulty="easy", seed=4, step=s)
        assert r.slipped == ()
        assert r.presses == (B.REST, B.PRESS_ACT, B.PRESS_ACT)
        assert 3 < r.delay < 15  # waited out the slow goblin, finished before the hourglass


def test_unknown_difficulty_or_moment_is_a_clear_error():
    with pytest.raises(ValueError):
        B.bot_inputs(HOLD, B.ACT, difficulty="godlike", seed=0, step=0)
    with pytest.raises(ValueError):
        B.bot_inputs(HOLD, "nap", difficulty="easy", seed=0, step=0)


def test_a_slip_becomes_the_same_intent_a_human_break_gives(seats):
    seats.bind(3, I.KB_NUMPAD)
    seats.handicaps.set(3, HOLD)
    i = seats.handicaps.slip(3, "hold_space")
    assert (i.action, i.seat, i.device) == (I.HANDICAP, 3, I.KB_NUMPAD)
    assert i.handicap == H.HandicapBroken(3, "hold_key", "hold_space", "bot_slip")


def test_intended_presses_are_doubled_by_double_tap_and_kept_in_order():
    r = B.bot_inputs(H.DoubleTap(tag="d"), B.ACT, difficulty="hard", seed=0, step=0, intended=("card", "cell"))
    assert r.presses == ("card", "card", "cell", "cell") and r.slipped == ()
    impatient = H.Dwell(lock=True, tag="impatient")
    slip = next(x for s in range(100) if (x := B.bot_inputs(impatient, B.ACT, difficulty="easy", seed=0, step=s,
                                                           intended=("card", "cell"))).slipped)
    assert slip.presses == (B.REST, B.OTHER_CHOICE, "cell")


def test_each_occurrence_of_a_trigger_in_one_step_rolls_afresh():
    """Two "Boo!"s in one turn are two reflexes: the second does not share the first one's roll."""
    def roll(step, occurrence):
        r = B.bot_inputs(BOO, B.REFLEX, difficulty="easy", seed=11, step=step, trigger="dark_lord_moved",
                         occurrence=occurrence)
        return bool(r.slipped), r.delay
    assert all(roll(s, 0) == (bool(B.bot_inputs(BOO, B.REFLEX, difficulty="easy", seed=11, step=s,
                                                 trigger="dark_lord_moved").slipped), roll(s, 0)[1])
               for s in range(50))  # occurrence 0 is the old single roll
    differ = sum(roll(s, 0) != roll(s, 1) for s in range(400))
    assert differ > 300  # the delay (and slip) is drawn again, not copied
    second = sum(roll(s, 1)[0] for s in range(4000))
    both = sum(roll(s, 0)[0] and roll(s, 1)[0] for s in range(4000))
    assert abs(second / 4000 - B.SLIP_RATES["easy"]) < 0.025
    assert both < 0.12 * 4000  # independent rolls: about rate**2 (6 %), not rate (25 %)
