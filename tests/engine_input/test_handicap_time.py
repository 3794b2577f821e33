"""Time, reflex and sight handicaps through real (posted) events and the handicap clock: time limits, a wait
before acting, dwell (and its lock), reflex windows, rhythm, and view regions that map the pointer."""
import pygame
import pytest

from game.core.handicap_spec import (
    FLIP_VIEW,
    GREY,
    MIRROR_VIEW,
    Dwell,
    HandicapBroken,
    Reflex,
    Rhythm,
    TimeLimit,
    View,
    WaitFirst,
)
from game.engine import intents as I
from tests.engine_input.helpers import cbutton, key, mouse, plug, post, reports

QUICK = TimeLimit(seconds=8, breaks=True, tag="quick")
HOURGLASS = TimeLimit(seconds=15, breaks=False, tag="hourglass")
BOO = Reflex(trigger="dark_lord_moved", window=2.0, tag="boo")
ECHO = Reflex(trigger="penalty_drawn", window=2.0, tag="echo")


def ticks(seats, *dts):
    out = []
    for dt in dts:
        out += seats.handicaps.update(dt)
    return out


# --- time limits ------------------------------------------------------------------------------------
def test_a_held_turn_clock_stands_still(seats):
    """hold_turn_clock: the turn's time limits wait while held (nothing to see or do) and run on after."""
    seats.bind(0, I.MOUSE)
    seats.handicaps.set(0, HOURGLASS)
    seats.handicaps.begin_turn(0)
    seats.handicaps.hold_turn_clock(True)
    ticks(seats, 5.0)
    assert seats.handicaps.time_left(0) == pytest.approx(15.0)
    seats.handicaps.hold_turn_clock(False)
    ticks(seats, 5.0)
    assert seats.handicaps.time_left(0) == pytest.approx(10.0)



def test_quick_goblin_keeps_when_the_turn_ends_in_time(seats):
    seats.bind(0, I.MOUSE)
    seats.handicaps.set(0, QUICK)
    seats.handicaps.begin_turn(0)
    assert ticks(seats, 3.0, 4.9) == []
    assert seats.handicaps.time_left(0) == pytest.approx(0.1)
    seats.handicaps.begin_turn(1)  # the turn ended: the next seat's turn
    assert ticks(seats, 20.0) == [] and seats.handicaps.time_left(0) is None


def test_quick_goblin_breaks_once_at_the_limit(seats):
    seats.bind(0, I.MOUSE)
    seats.handicaps.set(0, QUICK)
    seats.handicaps.begin_turn(0)
    out = ticks(seats, 7.0, 1.5, 5.0)
    assert reports(out) == [("broken", "quick", "too_slow")]
    assert out[0].seat == 0 and out[0].device == I.MOUSE and out[0].original is None


def test_hourglass_runs_out_as_time_up_not_a_break(seats):
    seats.bind(0, I.KB_LEFT)
    seats.handicaps.set(0, HOURGLASS)
    seats.handicaps.begin_turn(0)
    assert ticks(seats, 14.9) == []
    [up] = ticks(seats, 0.2)
    assert up.handicap.outcome == "time_up" and not up.handicap.broken


def test_the_clock_stands_still_while_paused(seats):
    seats.bind(0, I.MOUSE)
    seats.handicaps.set(0, QUICK)
    seats.handicaps.begin_turn(0)
    seats.handicaps.set_paused(True)
    assert ticks(seats, 60.0) == []
    seats.handicaps.set_paused(False)
    assert ticks(seats, 7.0) == []


# --- a wait before acting ------------------------------------------------------------------------------

def test_slow_goblin_refuses_acting_before_the_wait_and_keeps_after(seats):
    seats.bind(0, I.MOUSE)
    seats.handicaps.set(0, WaitFirst(seconds=3, tag="slow"))
    seats.handicaps.begin_turn(0)
    ticks(seats, 2.0)
    assert reports(post(seats, mouse(), mouse(down=False))) == [("refused", "slow", "wait")]
    assert seats.handicaps.wait_left(0) == pytest.approx(1.0)
    ticks(seats, 1.0)
    assert reports(post(seats, mouse(), mouse(down=False))) == [I.POINTER_DOWN, I.POINTER_UP]


# --- dwell ----------------------------------------------------------------------------------------------

def test_no_hover_shows_a_card_only_after_the_pointer_rests_on_it(seats):
    h = seats.handicaps
    h.set(0, Dwell(seconds=1.0, tag="no_hover"))
    h.begin_turn(0)
    assert not h.dwell(0, "card2")
    h.update(0.6)
    assert not h.dwell(0, "card2")
    h.update(0.5)
    assert h.dwell(0, "card2")
    assert not h.dwell(0, "card3")  # moved on: it starts again
    assert not h.dwell(0, None)
    assert h.dwell(1, "card3")  # a seat without the piece sees everything


def test_impatient_keeps_when_the_first_card_rested_on_is_played(seats):
    h = seats.handicaps
    h.set(0, Dwell(seconds=1.0, lock=True, tag="impatient"))
    h.begin_turn(0)
    h.dwell(0, "card1")
    h.update(1.0)
    assert h.dwell(0, "card1") and h.locked(0) == "card1"
    h.dwell(0, "card2")
    h.update(2.0)
    h.dwell(0, "card2")
    assert h.locked(0) == "card1"  # the first one stays
    assert h.choose(0, "card1") is None


def test_impatient_breaks_when_another_card_is_played(seats):
    h = seats.handicaps
    h.set(0, Dwell(seconds=1.0, lock=True, tag="impatient"))
    h.begin_turn(0)
    h.dwell(0, "card1")
    h.update(1.0)
    h.dwell(0, "card1")
    assert h.choose(0, "card3") == HandicapBroken(0, "dwell", "impatient", "other_choice")
    assert h.choose(0, "card3") is None  # once a turn
    h.begin_turn(0)
    assert h.locked(0) is None


# --- reflex -----------------------------------------------------------------------------------------------

def test_boo_keeps_when_the_reflex_key_comes_in_time(seats):
    seats.bind(1, I.KB_LEFT)
    seats.handicaps.set(1, BOO)
    seats.handicaps.begin_turn(0)  # any turn: the Dark Lord moves in others' turns too
    assert seats.handicaps.trigger("dark_lord_moved") == [1]
    ticks(seats, 1.5)
    assert seats.handicaps.reflex_left(1) == pytest.approx(0.5)
    out = post(seats, key(pygame.K_r))
    assert reports(out) == [("kept", "boo", "in_time")]
    assert ticks(seats, 5.0) == [] and seats.handicaps.reflex_key_label(1) == "R"


def test_boo_breaks_when_the_window_closes(seats):
    seats.bind(1, I.KB_LEFT)
    seats.handicaps.set(1, (BOO, ECHO))
    seats.handicaps.trigger("penalty_drawn")  # only Echo listens
    assert reports(ticks(seats, 1.0, 1.1)) == [("broken", "echo", "too_late")]
    assert post(seats, key(pygame.K_r)) == []  # the reflex key is the handicap's: no intent, no window


def test_reflex_key_per_device(seats, opener):
    plug(seats, opener, 0, 6)
    seats.bind(0, I.MOUSE)
    seats.bind(2, "pad:6")
    for seat in (0, 2):
        seats.handicaps.set(seat, BOO)
    seats.handicaps.trigger("dark_lord_moved")
    out = post(seats, mouse(button=3), mouse(button=3, down=False))
    out += post(seats, cbutton(6, pygame.CONTROLLER_BUTTON_Y))
    assert [(i.seat, i.handicap.outcome) for i in out] == [(0, "kept"), (2, "kept")]
    assert seats.handicaps.reflex_key_label(0) == "Right button"
    assert seats.handicaps.reflex_key_label(2) == "Y"


# --- rhythm ---------------------------------------------------------------------------------------------

def test_rhythm_keeps_with_three_steady_taps_then_play_goes_on(seats):
    seats.bind(0, I.KB_RIGHT)
    seats.handicaps.set(0, Rhythm(taps=3, tag="rhythm"))
    seats.handicaps.begin_turn(0)
    assert post(seats, key(pygame.K_SLASH), key(pygame.K_SLASH, down=False)) == []
    ticks(seats, 0.5)
    assert post(seats, key(pygame.K_SLASH), key(pygame.K_SLASH, down=False)) == []
    assert seats.handicaps.rhythm_taps(0) == 2
    ticks(seats, 0.55)
    assert reports(post(seats, key(pygame.K_SLASH))) == [("kept", "rhythm", "steady")]
    assert reports(post(seats, key(pygame.K_RETURN))) == [I.CONFIRM]


def test_rhythm_breaks_on_an_uneven_beat(seats):
    seats.bind(0, I.KB_RIGHT)
    seats.handicaps.set(0, Rhythm(taps=3, tag="rhythm"))
    seats.handicaps.begin_turn(0)
    for dt in (0.3, 1.0):
        post(seats, key(pygame.K_SLASH), key(pygame.K_SLASH, down=False))
        ticks(seats, dt)
    assert reports(post(seats, key(pygame.K_SLASH))) == [("broken", "rhythm", "uneven")]


def test_rhythm_breaks_when_the_turn_starts_with_anything_else(seats):
    seats.bind(0, I.MOUSE)
    seats.handicaps.set(0, Rhythm(taps=3, tag="rhythm"))
    seats.handicaps.begin_turn(0)
    assert reports(post(seats, mouse(), mouse(down=False))) == [("broken", "rhythm", "not_started")]
    assert reports(post(seats, mouse())) == [I.POINTER_DOWN]  # broken once; the turn goes on


# --- view regions map the pointer ---------------------------------------------------------------------

def test_mirrored_board_maps_clicks_to_what_is_seen(seats):
    seats.bind(0, I.MOUSE)
    seats.handicaps.set(0, View(effect=MIRROR_VIEW, region="board", tag="mirror"))
    seats.handicaps.set_regions({"board": (100, 100, 200, 100)})
    seats.handicaps.begin_turn(0)
    [a, b] = post(seats, mouse((110, 120)), mouse((50, 50)))
    assert a.pos == (289, 120) and b.pos == (50, 50)  # outside the board: as it is
    seats.handicaps.begin_turn(1)
    assert post(seats, mouse((110, 120)))[0].pos == (110, 120)  # not the seat's turn: drawn plainly


def test_upside_down_hand_maps_per_card(seats):
    seats.bind(0, I.MOUSE)
    seats.handicaps.set(0, (View(effect=FLIP_VIEW, region="hand", tag="upside"),
                            View(effect=GREY, region="hand", tag="grey")))
    seats.handicaps.set_regions({"hand": [(0, 900, 100, 150), (120, 900, 100, 150)]})
    seats.handicaps.begin_turn(0)
    [a] = post(seats, mouse((130, 910)))
    assert a.pos == (209, 1039)
    assert [v.tag for v in seats.handicaps.views(0)] == ["upside", "grey"]
