"""Gamepads: hot-plug by instance id, buttons, sticks, triggers, the virtual cursor, lost seats."""
import pygame
import pytest

from game.engine import intents as I
from game.engine.input_pads import AXIS_KEY, stick_direction
from game.engine.input_seats import InputSeats
from tests.engine_input.helpers import actions, caxis, cbutton, feed, key, plug, unplug

A, B, X, Y = (pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B, pygame.CONTROLLER_BUTTON_X,
              pygame.CONTROLLER_BUTTON_Y)
LB, RB, START = (pygame.CONTROLLER_BUTTON_LEFTSHOULDER, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
                 pygame.CONTROLLER_BUTTON_START)
LX, LY, RX, RY = (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY, pygame.CONTROLLER_AXIS_RIGHTX,
                  pygame.CONTROLLER_AXIS_RIGHTY)
LT, RT = pygame.CONTROLLER_AXIS_TRIGGERLEFT, pygame.CONTROLLER_AXIS_TRIGGERRIGHT
FULL = 32767


def test_added_controller_is_tracked_by_instance_id_and_announced_once(seats, opener):
    out = plug(seats, opener, index=0, instance_id=7)
    assert actions(out) == [(I.DEVICE_ADDED, "pad:7", None)]
    assert seats.devices() == [I.MOUSE, I.KB_LEFT, I.KB_RIGHT, I.KB_NUMPAD, "pad:7"]
    assert feed(seats, pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0)) == []  # duplicate


@pytest.mark.parametrize("button,action,hand", [
    (A, I.CONFIRM, "r"), (B, I.BACK, "r"), (X, I.ACT1, "r"), (Y, I.ACT2, "r"), (LB, I.ACT3, "l"),
    (RB, I.ACT4, "r"), (pygame.CONTROLLER_BUTTON_BACK, I.BACK, "l"),
    (pygame.CONTROLLER_BUTTON_DPAD_UP, I.UP, "l"), (pygame.CONTROLLER_BUTTON_DPAD_DOWN, I.DOWN, "l"),
    (pygame.CONTROLLER_BUTTON_DPAD_LEFT, I.LEFT, "l"), (pygame.CONTROLLER_BUTTON_DPAD_RIGHT, I.RIGHT, "l"),
])
def test_controller_buttons_map_to_seat_actions(seats, opener, button, action, hand):
    plug(seats, opener, 0, 7)
    seats.bind(1, "pad:7")
    [press] = feed(seats, cbutton(7, button))
    assert (press.action, press.device, press.seat, press.key, press.key_group) == (
        action, "pad:7", 1, button, f"pad:7.{hand}")
    [release] = feed(seats, cbutton(7, button, down=False))
    assert (release.action, release.original) == (I.RELEASE, action)


def test_start_pauses_and_guide_does_nothing(seats, opener):
    plug(seats, opener, 0, 7)
    assert actions(feed(seats, cbutton(7, START), cbutton(7, pygame.CONTROLLER_BUTTON_GUIDE))) == [
        (I.PAUSE, "pad:7", None)]


def test_joystick_events_of_a_controller_are_not_counted_twice(seats, opener):
    plug(seats, opener, 0, 7)
    out = feed(seats, cbutton(7, A), pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=7, button=0),
               caxis(7, LX, FULL), pygame.event.Event(pygame.JOYAXISMOTION, instance_id=7, axis=0, value=1.0),
               pygame.event.Event(pygame.JOYHATMOTION, instance_id=7, hat=0, value=(0, 1)))
    assert [i.action for i in out] == [I.CONFIRM, I.RIGHT]


def test_two_pads_and_a_keyboard_act_in_the_same_frame(seats, opener):
    plug(seats, opener, 0, 3)
    plug(seats, opener, 1, 4)
    seats.bind(0, "pad:3")
    seats.bind(1, "pad:4")
    seats.bind(2, I.KB_LEFT)
    out = feed(seats, cbutton(3, A), cbutton(4, X), key(pygame.K_SPACE))
    assert actions(out) == [(I.CONFIRM, "pad:3", 0), (I.ACT1, "pad:4", 1), (I.CONFIRM, I.KB_LEFT, 2)]


def test_stick_inside_the_dead_zone_gives_nothing(seats, opener):
    plug(seats, opener, 0, 7)
    assert feed(seats, caxis(7, LX, 8000), caxis(7, LY, -9000), caxis(7, LX, -12000)) == []


def test_stick_direction_is_edge_triggered_with_hysteresis(seats, opener):
    plug(seats, opener, 0, 7)
    [press] = feed(seats, caxis(7, LX, 25000))
    assert (press.action, press.key, press.key_group) == (I.RIGHT, AXIS_KEY + LX, "pad:7.l")
    # further tilt and a dip that stays above the release threshold: no new intents
    assert feed(seats, caxis(7, LX, FULL), caxis(7, LX, 14000), caxis(7, LX, 30000)) == []
    [release] = feed(seats, caxis(7, LX, 5000))
    assert (release.action, release.original) == (I.RELEASE, I.RIGHT)
    assert [i.action for i in feed(seats, caxis(7, LX, 26000))] == [I.RIGHT]


def test_stick_switching_direction_lets_go_of_the_old_one(seats, opener):
    plug(seats, opener, 0, 7)
    feed(seats, caxis(7, LY, -FULL))
    out = feed(seats, caxis(7, LY, -3000), caxis(7, LX, -FULL))
    assert [(i.action, i.original) for i in out] == [(I.RELEASE, I.UP), (I.LEFT, None)]


def test_stick_direction_function_diagonals_need_a_clear_lead():
    assert stick_direction(0.7, -0.7, I.RIGHT) == I.RIGHT  # diagonal: keep what was held
    assert stick_direction(0.3, -0.95, I.RIGHT) == I.UP
    assert stick_direction(0.5, 0.1, None) is None  # below the press threshold
    assert stick_direction(0.5, 0.1, I.RIGHT) == I.RIGHT  # above the release threshold


def test_held_stick_repeats_in_menus(seats, opener):
    plug(seats, opener, 0, 7)
    feed(seats, caxis(7, LY, FULL))
    reps = seats.update(0.5)
    assert [(i.action, i.repeat) for i in reps] == [(I.DOWN, True)]


def test_triggers_act_like_shoulder_buttons(seats, opener):
    plug(seats, opener, 0, 7)
    out = feed(seats, caxis(7, LT, 20000), caxis(7, LT, 12000), caxis(7, LT, 2000), caxis(7, RT, FULL))
    assert [(i.action, i.original, i.key_group) for i in out] == [
        (I.ACT3, None, "pad:7.l"), (I.RELEASE, I.ACT3, "pad:7.l"), (I.ACT4, None, "pad:7.r")]


def test_virtual_cursor_moves_in_update_and_clicks_with_a(seats, opener):
    plug(seats, opener, 0, 7)
    seats.bind(0, "pad:7")
    assert seats.set_pointer_mode("pad:7", True)
    [first] = seats.update(0.0)
    assert (first.action, first.pos, first.seat, first.key_group) == (I.POINTER_MOVE, (960, 540), 0,
                                                                        "pad:7.pointer")
    assert feed(seats, caxis(7, RX, FULL)) == []  # sticks steer the cursor, they give no directions
    [move] = seats.update(0.1)
    assert move.pos[1] == 540 and 1050 < move.pos[0] < 1150  # ~1400 px/s at full tilt
    out = feed(seats, cbutton(7, A), cbutton(7, A, down=False))
    assert [(i.action, i.pos, i.button) for i in out] == [
        (I.POINTER_DOWN, move.pos, 1), (I.POINTER_UP, move.pos, 1)]
    assert seats.virtual_cursors() == {"pad:7": move.pos}
    assert seats.pointer_pos("pad:7") == move.pos


def test_virtual_cursor_has_a_dead_zone_and_stays_on_the_canvas(seats, opener):
    plug(seats, opener, 0, 7)
    seats.set_pointer_mode("pad:7", True)
    seats.update(0.0)
    feed(seats, caxis(7, LX, 5000), caxis(7, LY, -5000))
    assert seats.update(1.0) == []
    feed(seats, caxis(7, LX, -FULL), caxis(7, LY, FULL))
    for _ in range(30):
        seats.update(0.1)
    assert seats.pointer_pos("pad:7") == (0, 1079)


def test_pointer_mode_off_restores_stick_directions(seats, opener):
    plug(seats, opener, 0, 7)
    seats.set_pointer_mode("pad:7", True)
    seats.set_pointer_mode("pad:7", False)
    seats.update(0.0)
    assert [i.action for i in feed(seats, caxis(7, LX, FULL))] == [I.RIGHT]
    # switching pointer mode on while the stick is held lets go of the direction (next update)
    seats.set_pointer_mode("pad:7", True)
    out = seats.update(0.0)
    assert (I.RELEASE, I.RIGHT) in [(i.action, i.original) for i in out]


def test_unplugging_a_bound_pad_loses_its_seat_and_rebinding_recovers_it(seats, opener):
    plug(seats, opener, 0, 7)
    seats.bind(2, "pad:7")
    out = unplug(seats, opener, 7)
    assert actions(out) == [(I.DEVICE_LOST, "pad:7", 2)]  # the second removal event is no news
    assert seats.lost_seats() == [2] and seats.lost_device(2) == "pad:7"
    assert seats.device_of(2) is None and "pad:7" not in seats.devices()
    assert feed(seats, cbutton(7, A)) == []  # a late event of the vanished pad
    assert not seats.rebind_lost(2, "pad:7")  # gone: cannot take the seat
    out = plug(seats, opener, 0, 9)  # SDL gives a re-plugged pad a new instance id
    assert actions(out) == [(I.DEVICE_ADDED, "pad:9", None)]
    assert seats.rebind_lost(2, "pad:9")
    assert seats.lost_seats() == [] and seats.device_of(2) == "pad:9"
    assert actions(feed(seats, cbutton(9, B))) == [(I.BACK, "pad:9", 2)]


def test_a_seat_can_be_taken_over_by_the_keyboard(seats, opener):
    plug(seats, opener, 0, 7)
    seats.bind(0, "pad:7")
    unplug(seats, opener, 7)
    seats.rebind_lost(0, I.KB_RIGHT)
    assert actions(feed(seats, key(pygame.K_RETURN))) == [(I.CONFIRM, I.KB_RIGHT, 0)]


def test_unplugging_an_unbound_pad_is_a_removal_and_numbers_are_reused(seats, opener):
    plug(seats, opener, 0, 7)
    plug(seats, opener, 1, 8)
    assert seats.device_label("pad:8") == "Gamepad 2"
    assert actions(unplug(seats, opener, 7)) == [(I.DEVICE_REMOVED, "pad:7", None)]
    plug(seats, opener, 0, 11)
    assert seats.device_label("pad:11") == "Gamepad 1"
    assert seats.pads() == ["pad:11", "pad:8"]


def test_held_button_of_a_vanished_pad_leaves_nothing_behind(seats, opener):
    plug(seats, opener, 0, 7)
    feed(seats, cbutton(7, pygame.CONTROLLER_BUTTON_DPAD_UP))
    unplug(seats, opener, 7)
    assert seats.update(2.0) == []
    assert not seats.is_held("pad:7", I.UP)


def test_removal_of_an_unknown_instance_never_crashes(seats):
    for t in (pygame.CONTROLLERDEVICEREMOVED, pygame.JOYDEVICEREMOVED):
        assert feed(seats, pygame.event.Event(t, instance_id=12345)) == []
    assert feed(seats, pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED)) == []  # no instance id at all
    assert feed(seats, cbutton(99, A), caxis(99, LX, FULL)) == []


def test_a_controller_that_fails_to_open_is_skipped(seats, opener):
    opener.attached[0] = (5, True)
    opener.failing.add(0)
    assert feed(seats, pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0)) == []
    assert seats.pads() == []
    assert feed(seats, pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=42)) == []  # vanished


def test_closing_a_vanished_pad_may_fail_quietly(seats, opener):
    plug(seats, opener, 0, 7)
    opener.close_raises = True
    assert actions(unplug(seats, opener, 7)) == [(I.DEVICE_REMOVED, "pad:7", None)]


def test_plain_joystick_fallback(seats, opener):
    out = plug(seats, opener, 0, 20, controller=False)
    assert actions(out) == [(I.DEVICE_ADDED, "pad:20", None)]
    seats.bind(0, "pad:20")
    out = feed(seats,
               pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=20, button=0),
               pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=20, button=9),
               pygame.event.Event(pygame.JOYHATMOTION, instance_id=20, hat=0, value=(0, 1)),
               pygame.event.Event(pygame.JOYHATMOTION, instance_id=20, hat=0, value=(1, 0)),
               pygame.event.Event(pygame.JOYAXISMOTION, instance_id=20, axis=1, value=0.9))
    assert [(i.action, i.original) for i in out] == [
        (I.CONFIRM, None), (I.PAUSE, None), (I.UP, None), (I.RELEASE, I.UP), (I.RIGHT, None), (I.DOWN, None)]
    assert all(i.seat == 0 for i in out)
    assert actions(unplug(seats, opener, 20, controller=False)) == [(I.DEVICE_LOST, "pad:20", 0)]


def test_pads_attached_at_start_are_opened_quietly(opener):
    opener.attached[0] = (4, True)
    opener.attached[1] = (6, False)
    seats = InputSeats(opener=opener, strict=True)
    assert seats.pads() == ["pad:4", "pad:6"]
    assert seats.update(0.0) == []
    assert feed(seats, pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0)) == []


def test_the_real_opener_works_without_devices():
    seats = InputSeats(strict=True)  # dummy SDL drivers: no pads, and none of this may raise
    assert seats.pads() == []
    assert feed(seats, pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0)) == []
    assert feed(seats, pygame.event.Event(pygame.JOYDEVICEADDED, device_index=3)) == []


def test_focus_loss_lets_go_of_pad_buttons_sticks_and_clicks(seats, opener):
    plug(seats, opener, 0, 7)
    plug(seats, opener, 1, 8)
    seats.set_pointer_mode("pad:8", True)
    seats.update(0.0)
    feed(seats, caxis(7, LX, FULL), cbutton(7, X), cbutton(8, A))
    out = feed(seats, pygame.event.Event(pygame.WINDOWFOCUSLOST))
    assert sorted((i.action, i.original or "", i.device) for i in out) == [
        (I.POINTER_UP, "", "pad:8"), (I.RELEASE, I.ACT1, "pad:7"), (I.RELEASE, I.RIGHT, "pad:7")]
    assert seats.update(1.0) == []
    # back in focus, the stick still tilted: the next motion presses again
    assert [i.action for i in feed(seats, caxis(7, LX, FULL - 1))] == [I.RIGHT]
