"""Hand rules: a one-hand handicap refuses other input (a HANDICAP intent); two hands must alternate."""
import pygame
import pytest

from game.core.handicap_spec import ALWAYS, HandicapRefused, OneHand
from game.engine import intents as I
from game.engine.handicaps import Grip
from game.engine.input_rules import (
    ALTERNATED,
    NOT_A_HAND,
    WRONG_HAND,
    HandAlternation,
    group_matches,
    two_hand_groups,
)
from tests.engine_input.helpers import caxis, cbutton, feed, key, plug
from tests.engine_input.test_mouse import click

A, LB, RB = (pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
             pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)


def test_group_prefixes_respect_dots():
    assert group_matches("pad:3.l", "pad:3") and group_matches("pad:3", "pad:3")
    assert not group_matches("pad:30.l", "pad:3") and not group_matches(None, "pad:3")


def one_hand(*hands, **kw):
    return OneHand(hands=hands, when=ALWAYS, tag="test", **kw)


def test_baba_yaga_flipper_keyboard_use_is_refused(seats):
    # one player holding both the mouse and the left keyboard zone flips with the mouse only
    seats.bind(0, I.MOUSE)
    seats.bind(0, I.KB_LEFT, add=True)
    seats.handicaps.set(0, one_hand(I.MOUSE))
    out = feed(seats, click((10, 10)), key(pygame.K_SPACE), key(pygame.K_SPACE, down=False))
    assert [(i.action, i.original, i.seat) for i in out] == [
        (I.POINTER_DOWN, None, 0), (I.HANDICAP, I.CONFIRM, 0)]  # the refused key's release is dropped
    assert out[1].key == pygame.K_SPACE and out[1].device == I.KB_LEFT
    assert out[1].handicap == HandicapRefused(0, "one_hand", "test", "wrong_hand")


def test_refused_held_direction_is_reported_once_and_never_repeats(seats):
    seats.bind(1, I.KB_RIGHT)
    seats.handicaps.set(1, one_hand())  # touch nothing
    [v] = feed(seats, key(pygame.K_LEFT))
    assert (v.action, v.original) == (I.HANDICAP, I.LEFT)
    assert feed(seats, key(pygame.K_LEFT)) == []  # the OS repeat of a refused key says nothing more
    assert seats.update(3.0) == []
    assert not seats.is_held(I.KB_RIGHT, I.LEFT)


def test_pause_is_never_refused(seats, opener):
    plug(seats, opener, 0, 7)
    seats.bind(0, "pad:7")
    seats.handicaps.set(0, one_hand("pad:7.pointer"))
    [p] = feed(seats, cbutton(7, pygame.CONTROLLER_BUTTON_START))
    assert p.action == I.PAUSE


def test_one_hand_to_a_pads_pointer_only(seats, opener):
    plug(seats, opener, 0, 7)
    seats.bind(0, "pad:7")
    seats.set_pointer_mode("pad:7", True)
    seats.update(0.0)
    seats.handicaps.set(0, one_hand("pad:7.pointer"))
    out = feed(seats, cbutton(7, A), cbutton(7, A, down=False), cbutton(7, LB))
    assert [(i.action, i.original) for i in out] == [
        (I.POINTER_DOWN, None), (I.POINTER_UP, None), (I.HANDICAP, I.ACT3)]
    feed(seats, caxis(7, pygame.CONTROLLER_AXIS_LEFTX, 32767))
    assert seats.update(0.1)[0].action == I.POINTER_MOVE


def test_other_hand_lends_a_free_zone_and_refuses_the_usual_one(seats):
    seats.bind(0, I.KB_LEFT)
    seats.bind(1, I.KB_NUMPAD)
    seats.handicaps.set(0, one_hand(I.KB_RIGHT))  # "play with your other hand"
    out = feed(seats, key(pygame.K_UP), key(pygame.K_w), key(pygame.K_KP8))
    assert [(i.action, i.device, i.seat, i.original) for i in out] == [
        (I.UP, I.KB_RIGHT, 0, None), (I.HANDICAP, I.KB_LEFT, 0, I.UP), (I.UP, I.KB_NUMPAD, 1, None)]
    seats.handicaps.clear(0)
    out = feed(seats, key(pygame.K_UP, down=False), key(pygame.K_DOWN), key(pygame.K_s))
    # the let-go of the lent key goes to the seat that got its press; new presses of the free zone to nobody
    assert [(i.action, i.seat) for i in out] == [(I.RELEASE, 0), (I.DOWN, None), (I.DOWN, 0)]


def test_a_zone_bound_to_another_seat_is_not_lent(seats):
    seats.bind(0, I.KB_LEFT)
    seats.bind(1, I.KB_RIGHT)
    seats.handicaps.set(0, one_hand(I.KB_RIGHT))
    [i] = feed(seats, key(pygame.K_RETURN))
    assert (i.action, i.seat) == (I.CONFIRM, 1)


def test_handicaps_touch_only_their_seat_and_clear_all(seats):
    seats.bind(0, I.KB_LEFT)
    seats.bind(1, I.KB_RIGHT)
    seats.handicaps.set(0, one_hand(I.MOUSE))
    seats.handicaps.set(1, one_hand(I.MOUSE))
    assert [i.action for i in feed(seats, key(pygame.K_w), key(pygame.K_UP))] == [I.HANDICAP, I.HANDICAP]
    seats.handicaps.clear()
    assert [i.action for i in feed(seats, key(pygame.K_s), key(pygame.K_DOWN))] == [I.DOWN, I.DOWN]
    assert seats.handicaps.pieces(0) == ()


def test_grips_allow_by_device_or_group_prefix():
    assert Grip(I.MOUSE).allows(I.Intent(I.POINTER_MOVE, I.MOUSE, key_group=I.MOUSE))
    assert Grip("pad:2.l").allows(I.Intent(I.ACT3, "pad:2", key_group="pad:2.l"))
    assert not Grip("pad:2.l").allows(I.Intent(I.CONFIRM, "pad:2", key_group="pad:2.r"))
    assert Grip("pad:2.l").device() == "pad:2"


def _press(device, group, action=I.ACT1, **kw):
    return I.Intent(action, device, key_group=group, **kw)


def test_hand_alternation_accepts_left_right_left_and_rejects_a_repeat():
    alt = HandAlternation(I.KB_LEFT, I.KB_RIGHT)
    left, right = _press(I.KB_LEFT, I.KB_LEFT), _press(I.KB_RIGHT, I.KB_RIGHT)
    assert [alt.check(i) for i in (left, right, left)] == [ALTERNATED] * 3
    assert alt.check(left) == WRONG_HAND
    assert alt.next_hand() == I.KB_RIGHT
    assert alt.check(right) == ALTERNATED


def test_hand_alternation_ignores_repeats_releases_and_other_keys():
    alt = HandAlternation("pad:1.l", "pad:1.r", actions={I.ACT3, I.ACT4})
    lb, rb = _press("pad:1", "pad:1.l", I.ACT3), _press("pad:1", "pad:1.r", I.ACT4)
    assert alt.check(lb) == ALTERNATED
    assert alt.check(_press("pad:1", "pad:1.l", I.ACT3, repeat=True)) == NOT_A_HAND
    assert alt.check(I.Intent(I.RELEASE, "pad:1", key_group="pad:1.l", original=I.ACT3)) == NOT_A_HAND
    assert alt.check(_press("pad:1", "pad:1.r", I.CONFIRM)) == NOT_A_HAND  # A is not a witch key
    assert alt.check(_press(I.MOUSE, I.MOUSE)) == NOT_A_HAND
    assert alt.accepts(rb)
    alt.reset()
    assert alt.accepts(rb)


def test_hand_alternation_can_require_the_first_hand():
    alt = HandAlternation("pad:1.l", "pad:1.r", first="a")
    assert alt.next_hand() == "pad:1.l"
    assert alt.check(_press("pad:1", "pad:1.r")) == WRONG_HAND
    assert alt.check(_press("pad:1", "pad:1.l")) == ALTERNATED


def test_overlapping_hands_are_refused():
    with pytest.raises(ValueError):
        HandAlternation("pad:1", "pad:1.r")


def test_two_hand_witch_keys_from_real_events(seats, opener):
    # two-player Baba Yaga: the witch mover alternates Left Shift and Right Shift, or LB and RB
    plug(seats, opener, 0, 5)
    seats.bind(1, I.KB_LEFT)
    seats.bind(1, I.KB_RIGHT, add=True)
    alt = HandAlternation(*two_hand_groups(I.KB_LEFT), actions={I.ACT1})
    presses = feed(seats, key(pygame.K_LSHIFT), key(pygame.K_LSHIFT, down=False), key(pygame.K_RSHIFT),
                   key(pygame.K_RSHIFT, down=False), key(pygame.K_RSHIFT), key(pygame.K_LSHIFT))
    assert [alt.check(i) for i in presses] == [
        ALTERNATED, NOT_A_HAND, ALTERNATED, NOT_A_HAND, WRONG_HAND, ALTERNATED]
    # a key held down is not pressed again: its OS repeat does not count as the other hand's turn
    assert alt.check(feed(seats, key(pygame.K_LSHIFT))[0]) == NOT_A_HAND
    pad_alt = HandAlternation(*two_hand_groups("pad:5"), actions={I.ACT3, I.ACT4})
    pad_presses = feed(seats, cbutton(5, LB), cbutton(5, RB), cbutton(5, RB, down=False), cbutton(5, RB))
    assert [pad_alt.check(i) for i in pad_presses] == [ALTERNATED, ALTERNATED, NOT_A_HAND, WRONG_HAND]
    assert two_hand_groups(I.MOUSE) is None
