"""Seat binding: one seat per device, several devices per seat, seats filled into intents."""
import pygame

from game.engine import intents as I
from tests.engine_input.helpers import feed, key, plug


def test_bind_and_look_up(seats):
    assert seats.bind(0, I.KB_LEFT)
    assert seats.seat_of(I.KB_LEFT) == 0 and seats.device_of(0) == I.KB_LEFT
    assert seats.seat_of(I.KB_RIGHT) is None and seats.device_of(5) is None


def test_binding_a_device_takes_it_from_its_old_seat(seats):
    seats.bind(0, I.KB_LEFT)
    seats.bind(1, I.KB_LEFT)
    assert seats.seat_of(I.KB_LEFT) == 1 and seats.devices_of(0) == ()
    assert seats.bindings() == {1: (I.KB_LEFT,)}


def test_bind_replaces_unless_adding(seats):
    seats.bind(0, I.MOUSE)
    seats.bind(0, I.KB_LEFT, add=True)
    assert seats.devices_of(0) == (I.MOUSE, I.KB_LEFT) and seats.device_of(0) == I.MOUSE
    seats.bind(0, I.KB_RIGHT)
    assert seats.devices_of(0) == (I.KB_RIGHT,)
    assert seats.seat_of(I.MOUSE) is None and seats.seat_of(I.KB_LEFT) is None


def test_unbind_and_unbind_all(seats):
    seats.bind(0, I.KB_LEFT)
    seats.bind(1, I.KB_RIGHT)
    seats.unbind(0)
    assert [i.seat for i in feed(seats, key(pygame.K_w), key(pygame.K_UP))] == [None, 1]
    seats.unbind_all()
    assert seats.bindings() == {}


def test_binding_unknown_or_vanished_devices_is_refused(seats, opener):
    assert not seats.bind(0, "pad:3")
    assert not seats.bind(0, I.KB_ANY)
    assert not seats.bind(0, "joystick")
    plug(seats, opener, 0, 3)
    assert seats.bind(0, "pad:3")


def test_binding_clears_a_lost_seat_and_forget_lost(seats, opener):
    from tests.engine_input.helpers import unplug
    plug(seats, opener, 0, 3)
    plug(seats, opener, 1, 4)
    seats.bind(0, "pad:3")
    seats.bind(1, "pad:4")
    unplug(seats, opener, 3)
    unplug(seats, opener, 4)
    assert seats.lost_seats() == [0, 1]
    seats.bind(0, I.MOUSE)
    seats.forget_lost(1)
    assert seats.lost_seats() == []
