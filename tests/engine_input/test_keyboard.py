"""Keyboard zones: the right intents, the right seats, several seats per frame, repeats and releases."""
import pygame
import pytest

from game.engine import intents as I
from game.engine.input_keymaps import KEY_TABLE, ZONE_KEYS
from tests.engine_input.helpers import actions, feed, key

ZONE_CASES = [
    (pygame.K_w, I.KB_LEFT, I.UP), (pygame.K_a, I.KB_LEFT, I.LEFT), (pygame.K_s, I.KB_LEFT, I.DOWN),
    (pygame.K_d, I.KB_LEFT, I.RIGHT), (pygame.K_SPACE, I.KB_LEFT, I.CONFIRM), (pygame.K_q, I.KB_LEFT, I.BACK),
    (pygame.K_e, I.KB_LEFT, I.ACT1), (pygame.K_r, I.KB_LEFT, I.ACT2), (pygame.K_f, I.KB_LEFT, I.ACT3),
    (pygame.K_c, I.KB_LEFT, I.ACT4), (pygame.K_LSHIFT, I.KB_LEFT, I.ACT1),
    (pygame.K_UP, I.KB_RIGHT, I.UP), (pygame.K_LEFT, I.KB_RIGHT, I.LEFT), (pygame.K_DOWN, I.KB_RIGHT, I.DOWN),
    (pygame.K_RIGHT, I.KB_RIGHT, I.RIGHT), (pygame.K_RETURN, I.KB_RIGHT, I.CONFIRM),
    (pygame.K_BACKSPACE, I.KB_RIGHT, I.BACK), (pygame.K_RSHIFT, I.KB_RIGHT, I.ACT1),
    (pygame.K_SLASH, I.KB_RIGHT, I.ACT2), (pygame.K_PERIOD, I.KB_RIGHT, I.ACT3),
    (pygame.K_RCTRL, I.KB_RIGHT, I.ACT4),
    (pygame.K_KP8, I.KB_NUMPAD, I.UP), (pygame.K_KP4, I.KB_NUMPAD, I.LEFT), (pygame.K_KP2, I.KB_NUMPAD, I.DOWN),
    (pygame.K_KP6, I.KB_NUMPAD, I.RIGHT), (pygame.K_KP5, I.KB_NUMPAD, I.CONFIRM),
    (pygame.K_KP_ENTER, I.KB_NUMPAD, I.CONFIRM), (pygame.K_KP0, I.KB_NUMPAD, I.BACK),
    (pygame.K_KP7, I.KB_NUMPAD, I.ACT1), (pygame.K_KP9, I.KB_NUMPAD, I.ACT2), (pygame.K_KP1, I.KB_NUMPAD, I.ACT3),
    (pygame.K_KP3, I.KB_NUMPAD, I.ACT4),
]


@pytest.mark.parametrize("k,zone,action", ZONE_CASES)
def test_each_zone_key_gives_its_action_with_its_zone_and_key(seats, k, zone, action):
    seats.bind(2, zone)
    [intent] = feed(seats, key(k))
    assert (intent.action, intent.device, intent.seat, intent.key, intent.key_group) == (action, zone, 2, k, zone)
    assert not intent.repeat


def test_every_zone_has_all_ten_actions_and_no_key_is_shared():
    expected = {I.UP, I.DOWN, I.LEFT, I.RIGHT, I.CONFIRM, I.BACK, I.ACT1, I.ACT2, I.ACT3, I.ACT4}
    for zone in I.KEYBOARD_ZONES:
        assert set(ZONE_KEYS[zone]) == expected
    all_keys = [k for zone in ZONE_KEYS.values() for keys in zone.values() for k in keys]
    assert len(all_keys) == len(set(all_keys))
    assert len(KEY_TABLE) == len(all_keys) + 2  # + Esc and Pause


def test_escape_pauses_from_kb_any_with_no_seat(seats):
    seats.bind(0, I.KB_LEFT)
    assert actions(feed(seats, key(pygame.K_ESCAPE), key(pygame.K_PAUSE))) == [
        (I.PAUSE, I.KB_ANY, None), (I.PAUSE, I.KB_ANY, None)]


def test_unmapped_keys_and_alt_enter_give_nothing(seats):
    assert feed(seats, key(pygame.K_z), key(pygame.K_F11), key(pygame.K_j)) == []
    assert feed(seats, key(pygame.K_RETURN, mod=pygame.KMOD_LALT)) == []
    assert feed(seats, key(pygame.K_KP_ENTER, mod=pygame.KMOD_RALT)) == []


def test_keypad_scancode_wins_when_numlock_is_off(seats):
    # some systems send keypad 8 as an arrow key code when NumLock is off; the scancode still says keypad
    [intent] = feed(seats, key(pygame.K_UP, scancode=pygame.KSCAN_KP_8))
    assert (intent.action, intent.device, intent.key) == (I.UP, I.KB_NUMPAD, pygame.K_KP8)
    [release] = feed(seats, key(pygame.K_UP, down=False, scancode=pygame.KSCAN_KP_8))
    assert (release.action, release.device, release.original) == (I.RELEASE, I.KB_NUMPAD, I.UP)


def test_two_keyboard_seats_act_in_the_same_frame(seats):
    seats.bind(0, I.KB_LEFT)
    seats.bind(1, I.KB_RIGHT)
    seats.bind(2, I.KB_NUMPAD)
    frame = [key(pygame.K_d), key(pygame.K_UP), key(pygame.K_KP5), key(pygame.K_e)]
    assert actions(feed(seats, *frame)) == [
        (I.RIGHT, I.KB_LEFT, 0), (I.UP, I.KB_RIGHT, 1), (I.CONFIRM, I.KB_NUMPAD, 2), (I.ACT1, I.KB_LEFT, 0)]


def test_unbound_zone_still_gives_intents_for_menus(seats):
    [intent] = feed(seats, key(pygame.K_DOWN))
    assert (intent.action, intent.seat) == (I.DOWN, None)


def test_release_names_what_was_pressed_and_is_held_follows(seats):
    seats.bind(0, I.KB_LEFT)
    feed(seats, key(pygame.K_SPACE))
    assert seats.is_held(I.KB_LEFT, I.CONFIRM)
    [release] = feed(seats, key(pygame.K_SPACE, down=False))
    assert (release.action, release.original, release.seat, release.key) == (
        I.RELEASE, I.CONFIRM, 0, pygame.K_SPACE)
    assert not seats.is_held(I.KB_LEFT, I.CONFIRM)
    assert feed(seats, key(pygame.K_SPACE, down=False)) == []  # a stray key-up is no news


def test_held_direction_repeats_after_the_delay_then_steadily(seats):
    from game.engine.input_seats import REPEAT_DELAY, REPEAT_INTERVAL
    seats.bind(1, I.KB_RIGHT)
    feed(seats, key(pygame.K_DOWN))
    assert seats.update(REPEAT_DELAY * 0.9) == []
    [rep] = seats.update(REPEAT_DELAY * 0.2)
    assert (rep.action, rep.device, rep.seat, rep.repeat) == (I.DOWN, I.KB_RIGHT, 1, True)
    got = []
    for _ in range(10):
        got += seats.update(REPEAT_INTERVAL / 2)
    assert len(got) == 5
    feed(seats, key(pygame.K_DOWN, down=False))
    assert seats.update(1.0) == []


def test_a_stall_gives_one_repeat_not_a_burst(seats):
    feed(seats, key(pygame.K_a))
    assert len(seats.update(5.0)) == 1
    assert len(seats.update(0.001)) == 0


def test_buttons_do_not_repeat(seats):
    feed(seats, key(pygame.K_RETURN), key(pygame.K_e))
    assert seats.update(3.0) == []


def test_os_key_repeat_is_marked_as_repeat(seats):
    feed(seats, key(pygame.K_w))
    [again] = feed(seats, key(pygame.K_w))
    assert again.action == I.UP and again.repeat


def test_focus_loss_lets_go_of_held_keys(seats):
    seats.bind(0, I.KB_LEFT)
    feed(seats, key(pygame.K_w), key(pygame.K_SPACE))
    out = feed(seats, pygame.event.Event(pygame.WINDOWFOCUSLOST))
    assert sorted((i.action, i.original) for i in out) == [(I.RELEASE, I.CONFIRM), (I.RELEASE, I.UP)]
    assert seats.update(2.0) == []


def test_text_mode_silences_typing_keys_but_not_arrows_enter_esc(seats):
    seats.set_text_mode(True)
    assert feed(seats, key(pygame.K_w), key(pygame.K_SPACE), key(pygame.K_BACKSPACE), key(pygame.K_KP5)) == []
    assert [i.action for i in feed(seats, key(pygame.K_LEFT), key(pygame.K_RETURN), key(pygame.K_ESCAPE))] == [
        I.LEFT, I.CONFIRM, I.PAUSE]
    seats.set_text_mode(False)
    assert [i.action for i in feed(seats, key(pygame.K_w))] == [I.UP]
