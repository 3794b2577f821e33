"""Hand handicaps through real (posted) events: one hand only, a held key, swapped / mirrored controls,
double taps. For each piece: input that keeps it, input that breaks it (or, for pieces that cannot break,
input it refuses)."""
import pygame

from game.core.handicap_spec import (
    KEYS,
    MIRROR_X,
    OTHERS_TURN,
    POINTER,
    SWAP_AXES,
    SWAP_BUTTONS,
    SWAP_MOUSE_BUTTONS,
    DoubleTap,
    HoldKey,
    OneHand,
    Remap,
)
from game.engine import intents as I
from tests.engine_input.helpers import cbutton, key, mouse, move, plug, post, reports

MOUSE_ONLY = OneHand(hands=(POINTER,), breakable=True, tag="mouse_only")
KEYBOARD_ONLY = OneHand(hands=(KEYS,), breakable=True, tag="keyboard_only")
STATUE = OneHand(hands=(), when=OTHERS_TURN, motion_counts=True, breakable=True, tag="statue")
HOLD = HoldKey(tag="hold_space")
BROKEN_HAND = ("broken", "mouse_only", "wrong_hand")


# --- one hand: mouse only -------------------------------------------------------------------------------

def test_mouse_only_keeps_with_the_mouse(seats):
    seats.bind(0, I.MOUSE)
    seats.handicaps.set(0, MOUSE_ONLY)
    seats.handicaps.begin_turn(0)
    out = post(seats, move((50, 60)), mouse((50, 60)), mouse((50, 60), down=False))
    assert reports(out) == [I.POINTER_MOVE, I.POINTER_DOWN, I.POINTER_UP]


def test_mouse_only_breaks_on_a_key_once_a_turn(seats):
    seats.bind(0, I.MOUSE)
    seats.handicaps.set(0, MOUSE_ONLY)
    seats.handicaps.begin_turn(0)
    out = post(seats, key(pygame.K_w), key(pygame.K_w, down=False), key(pygame.K_UP))
    assert reports(out) == [BROKEN_HAND, ("refused", "mouse_only", "wrong_hand")]
    assert out[0].seat == 0 and out[0].original == I.UP and out[0].device == I.KB_LEFT  # a free zone is watched
    seats.handicaps.begin_turn(0)
    assert reports(post(seats, key(pygame.K_s))) == [BROKEN_HAND]  # a new turn: it can break again


def test_mouse_only_is_off_outside_the_seats_turn(seats):
    seats.bind(0, I.MOUSE)
    seats.handicaps.set(0, MOUSE_ONLY)
    seats.handicaps.begin_turn(1)
    [i] = post(seats, key(pygame.K_w))
    assert (i.action, i.seat) == (I.UP, None)


def test_mouse_only_on_a_gamepad_is_its_cursor(seats, opener):
    plug(seats, opener, 0, 4)
    seats.bind(0, "pad:4")
    seats.set_pointer_mode("pad:4", True)
    seats.update(0.0)
    seats.handicaps.set(0, MOUSE_ONLY)
    seats.handicaps.begin_turn(0)
    a, x = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_X
    assert reports(post(seats, cbutton(4, a), cbutton(4, a, down=False))) == [I.POINTER_DOWN, I.POINTER_UP]
    assert reports(post(seats, cbutton(4, x))) == [BROKEN_HAND]


def test_mouse_only_on_a_keyboard_zone_is_its_cursor_keys(seats):
    seats.bind(0, I.KB_RIGHT)
    seats.handicaps.set(0, MOUSE_ONLY)
    seats.handicaps.begin_turn(0)
    assert reports(post(seats, key(pygame.K_LEFT), key(pygame.K_RETURN))) == [I.LEFT, I.CONFIRM]
    assert reports(post(seats, key(pygame.K_RSHIFT))) == [BROKEN_HAND]


# --- one hand: keyboard only -------------------------------------------------------------------------

def test_keyboard_only_keeps_with_keys_and_ignores_a_nudged_mouse(seats):
    seats.bind(2, I.KB_LEFT)
    seats.handicaps.set(2, KEYBOARD_ONLY)
    seats.handicaps.begin_turn(2)
    assert reports(post(seats, key(pygame.K_d), move((5, 5)), key(pygame.K_SPACE))) == [I.RIGHT, I.CONFIRM]


def test_keyboard_only_breaks_on_a_click(seats):
    seats.bind(2, I.KB_LEFT)
    seats.handicaps.set(2, KEYBOARD_ONLY)
    seats.handicaps.begin_turn(2)
    out = post(seats, mouse((5, 5)), mouse((5, 5), down=False))
    assert reports(out) == [("broken", "keyboard_only", "wrong_hand")]  # its button-up is dropped too
    assert out[0].pos == (5, 5) and out[0].original == I.POINTER_DOWN


def test_keyboard_only_for_a_mouse_player_lends_a_free_zone(seats):
    seats.bind(0, I.MOUSE)
    seats.bind(1, I.KB_LEFT)
    seats.handicaps.set(0, KEYBOARD_ONLY)
    seats.handicaps.begin_turn(0)
    [up] = post(seats, key(pygame.K_UP))
    assert (up.action, up.seat) == (I.UP, 0)
    assert reports(post(seats, mouse())) == [("broken", "keyboard_only", "wrong_hand")]
    seats.bind(3, I.KB_RIGHT)
    seats.bind(4, I.KB_NUMPAD)
    assert seats.handicaps.unenforceable(0) == ["keyboard_only"]  # no free zone left: the game picks another


def test_keyboard_only_on_a_gamepad_is_its_buttons(seats, opener):
    plug(seats, opener, 0, 4)
    seats.bind(0, "pad:4")
    seats.set_pointer_mode("pad:4", True)
    seats.update(0.0)
    seats.handicaps.set(0, KEYBOARD_ONLY)
    seats.handicaps.begin_turn(0)
    assert reports(post(seats, cbutton(4, pygame.CONTROLLER_BUTTON_B))) == [I.BACK]
    assert reports(post(seats, cbutton(4, pygame.CONTROLLER_BUTTON_A))) == [
        ("broken", "keyboard_only", "wrong_hand")]


# --- one hand: statue (touch nothing while others act) ----------------------------------------------------

def test_statue_keeps_when_still_and_in_its_own_turn(seats):
    seats.bind(1, I.MOUSE)
    seats.handicaps.set(1, STATUE)
    seats.handicaps.begin_turn(0)
    assert seats.handicaps.update(5.0) == []
    seats.handicaps.begin_turn(1)
    assert reports(post(seats, move((9, 9)), mouse((9, 9)))) == [I.POINTER_MOVE, I.POINTER_DOWN]


def test_statue_breaks_on_a_mere_nudge_while_others_act(seats):
    seats.bind(1, I.MOUSE)
    seats.handicaps.set(1, STATUE)
    seats.handicaps.begin_turn(0)
    out = post(seats, move((9, 9)), move((10, 9)))
    assert reports(out) == [("broken", "statue", "wrong_hand"), ("refused", "statue", "wrong_hand")]


def test_a_statue_excused_to_answer_out_of_turn_may_move_until_the_excuse_ends(seats):
    seats.bind(1, I.MOUSE)
    seats.handicaps.set(1, STATUE)
    seats.handicaps.begin_turn(0)
    seats.handicaps.excuse(1)  # seat 1 answers a choice of its own in seat 0's turn
    assert reports(post(seats, move((9, 9)), mouse((9, 9)))) == [I.POINTER_MOVE, I.POINTER_DOWN]
    seats.handicaps.excuse(())
    assert ("broken", "statue", "wrong_hand") in reports(post(seats, move((10, 9))))


# --- hold a key -------------------------------------------------------------------------------------------

def test_hold_space_keeps_while_held_and_the_key_gives_no_intent(seats):
    seats.bind(0, I.MOUSE)
    seats.handicaps.set(0, HOLD)
    seats.handicaps.begin_turn(0)
    out = post(seats, key(pygame.K_SPACE), key(pygame.K_SPACE), mouse(), mouse(down=False))
    assert reports(out) == [I.POINTER_DOWN, I.POINTER_UP]
    assert seats.handicaps.holding(0)


def test_hold_space_breaks_when_let_go(seats):
    seats.bind(0, I.MOUSE)
    seats.handicaps.set(0, HOLD)
    seats.handicaps.begin_turn(0)
    out = post(seats, key(pygame.K_SPACE), key(pygame.K_SPACE, down=False))
    assert reports(out) == [("broken", "hold_space", "let_go")]
    # acting without it is refused, not broken again
    assert reports(post(seats, mouse())) == [("refused", "hold_space", "not_held")]


def test_hold_key_acting_before_holding_is_refused(seats):
    seats.bind(0, I.KB_RIGHT)
    seats.handicaps.set(0, HOLD)
    seats.handicaps.begin_turn(0)
    assert reports(post(seats, key(pygame.K_RETURN))) == [("refused", "hold_space", "not_held")]
    assert reports(post(seats, key(pygame.K_RSHIFT), key(pygame.K_UP))) == [I.UP]  # Right Shift is its key
    assert seats.handicaps.hold_key_label(0) == "Right Shift"


def test_hold_space_takes_the_space_bar_from_another_seat_only_in_its_turn(seats):
    seats.bind(0, I.MOUSE)
    seats.bind(1, I.KB_LEFT)
    seats.handicaps.set(0, HOLD)
    seats.handicaps.begin_turn(1)
    [c] = post(seats, key(pygame.K_SPACE), key(pygame.K_SPACE, down=False))[:1]
    assert (c.action, c.seat) == (I.CONFIRM, 1)
    seats.handicaps.begin_turn(0)
    assert post(seats, key(pygame.K_SPACE)) == [] and seats.handicaps.holding(0)


def test_letting_go_on_focus_loss_or_in_the_pause_menu_breaks_nothing(seats):
    seats.bind(0, I.MOUSE)
    seats.handicaps.set(0, HOLD)
    seats.handicaps.begin_turn(0)
    post(seats, key(pygame.K_SPACE))
    assert reports(seats.process(pygame.event.Event(pygame.WINDOWFOCUSLOST))) == []
    post(seats, key(pygame.K_SPACE))
    seats.handicaps.set_paused(True)
    assert post(seats, key(pygame.K_SPACE, down=False)) == []


# --- remaps -------------------------------------------------------------------------------------------

def test_mirrored_directions_swap_left_and_right_and_releases_follow(seats):
    seats.bind(0, I.KB_LEFT)
    seats.handicaps.set(0, Remap(actions=MIRROR_X, tag="mirror"))
    seats.handicaps.begin_turn(0)
    out = post(seats, key(pygame.K_a), key(pygame.K_a, down=False), key(pygame.K_w))
    assert [(i.action, i.original) for i in out] == [(I.RIGHT, None), (I.RELEASE, I.RIGHT), (I.UP, None)]
    out = seats.update(1.0)  # the held W repeats as itself
    assert [i.action for i in out] == [I.UP]


def test_swapped_buttons_trade_left_and_right_click_and_ok_and_back(seats):
    seats.bind(0, I.MOUSE)
    seats.bind(0, I.KB_RIGHT, add=True)
    seats.handicaps.set(0, Remap(actions=SWAP_BUTTONS, buttons=SWAP_MOUSE_BUTTONS, tag="swapped"))
    seats.handicaps.begin_turn(0)
    out = post(seats, mouse(button=1), mouse(button=1, down=False), mouse(button=3), key(pygame.K_RETURN))
    assert [(i.action, i.button) for i in out] == [
        (I.POINTER_DOWN, 3), (I.POINTER_UP, 3), (I.POINTER_DOWN, 1), (I.BACK, 0)]
    seats.handicaps.end_turn()  # outside the turn: as usual
    assert [(i.action, i.button) for i in post(seats, mouse(button=1))] == [(I.POINTER_DOWN, 1)]


# --- double tap -----------------------------------------------------------------------------------------

def test_double_click_acts_once(seats):
    seats.bind(0, I.MOUSE)
    seats.handicaps.set(0, DoubleTap(window=0.45, tag="double"))
    seats.handicaps.begin_turn(0)
    assert post(seats, mouse((100, 100)), mouse((100, 100), down=False)) == []
    seats.handicaps.update(0.2)
    out = post(seats, mouse((104, 101)), mouse((104, 101), down=False))
    assert [i.action for i in out] == [I.POINTER_DOWN, I.POINTER_UP]


def test_a_single_or_slow_click_does_nothing(seats):
    seats.bind(0, I.MOUSE)
    seats.bind(0, I.KB_LEFT, add=True)
    seats.handicaps.set(0, DoubleTap(window=0.45, tag="double"))
    seats.handicaps.begin_turn(0)
    assert post(seats, mouse((100, 100)), mouse((100, 100), down=False)) == []
    seats.handicaps.update(0.6)
    assert post(seats, mouse((100, 100)), mouse((100, 100), down=False)) == []  # too slow: a new first click
    seats.handicaps.update(0.1)
    assert post(seats, mouse((400, 100))) == []  # too far from the first
    assert post(seats, key(pygame.K_SPACE)) == []  # the OK key needs two presses too
    seats.handicaps.update(0.1)
    assert [i.action for i in post(seats, key(pygame.K_SPACE, down=False), key(pygame.K_SPACE))] == [I.CONFIRM]
    assert [i.action for i in post(seats, move((5, 5)), key(pygame.K_w))] == [I.POINTER_MOVE, I.UP]


def test_mouse_only_for_a_player_holding_mouse_and_keys_means_the_mouse(seats):
    seats.bind(0, I.MOUSE)
    seats.bind(0, I.KB_LEFT, add=True)
    seats.handicaps.set(0, MOUSE_ONLY)
    seats.handicaps.begin_turn(0)
    assert reports(post(seats, mouse(), key(pygame.K_w))) == [I.POINTER_DOWN, BROKEN_HAND]


def test_the_space_bar_let_go_after_the_turn_changed_still_belongs_to_the_holder(seats):
    seats.bind(0, I.MOUSE)
    seats.bind(1, I.KB_LEFT)
    seats.handicaps.set(0, HOLD)
    seats.handicaps.begin_turn(0)
    post(seats, key(pygame.K_SPACE))
    seats.handicaps.begin_turn(1)
    assert post(seats, key(pygame.K_SPACE, down=False)) == []  # not seat 1's release; no break out of turn
    assert not seats.handicaps.holding(0)


def test_swapped_axes_turn_up_into_left_and_right_into_down(seats, opener):
    plug(seats, opener, 0, 8)
    seats.bind(0, "pad:8")
    seats.handicaps.set(0, Remap(actions=SWAP_AXES, tag="swapped_axes"))
    seats.handicaps.begin_turn(0)
    out = post(seats, cbutton(8, pygame.CONTROLLER_BUTTON_DPAD_UP), cbutton(8, pygame.CONTROLLER_BUTTON_DPAD_RIGHT))
    assert [i.action for i in out] == [I.LEFT, I.DOWN]
