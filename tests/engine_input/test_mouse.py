"""The mouse: pointer intents in logical coordinates, letterbox bars dropped, drags always end."""
import pygame

from game.engine import intents as I
from tests.engine_input.helpers import feed


def letterbox(pos):
    """A 2x window with 100 px bars left and right: logical = (x - 100) / 2, None on the bars."""
    x, y = pos
    if x < 100 or x >= 100 + 2 * 1920:
        return None
    return ((x - 100) / 2, y / 2)


def motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def click(pos, button=1, down=True):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN if down else pygame.MOUSEBUTTONUP, pos=pos, button=button)


def test_pointer_intents_carry_logical_positions_and_the_mouse_seat(seats):
    seats.bind(3, I.MOUSE)
    out = feed(seats, motion((300, 400)), click((300, 400)), click((301, 401), down=False), to_logical=letterbox)
    assert [(i.action, i.pos, i.seat, i.button) for i in out] == [
        (I.POINTER_MOVE, (100, 200), 3, 0), (I.POINTER_DOWN, (100, 200), 3, 1), (I.POINTER_UP, (100, 200), 3, 1)]
    assert all(i.device == I.MOUSE and i.key_group == I.MOUSE and i.is_pointer for i in out)
    assert seats.pointer_pos(I.MOUSE) == (100, 200)


def test_letterbox_positions_are_dropped(seats):
    assert feed(seats, motion((50, 300)), click((50, 300)), click((50, 300), down=False),
                to_logical=letterbox) == []
    assert seats.pointer_pos(I.MOUSE) is None


def test_a_drag_released_over_the_bars_still_ends_at_the_last_canvas_position(seats):
    out = feed(seats, click((500, 500)), motion((20, 500)), click((20, 500), down=False), to_logical=letterbox)
    assert [(i.action, i.pos) for i in out] == [(I.POINTER_DOWN, (200, 250)), (I.POINTER_UP, (200, 250))]


def test_right_click_middle_click_and_wheel(seats):
    out = feed(seats, motion((10, 20)), click((10, 20), button=3), click((10, 20), button=2),
               pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False),
               pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False),
               pygame.event.Event(pygame.MOUSEWHEEL, x=1, y=0, flipped=False))
    assert [(i.action, i.button) for i in out[1:]] == [
        (I.POINTER_DOWN, 3), (I.POINTER_DOWN, 2), (I.WHEEL, 1), (I.WHEEL, -1)]
    assert out[-1].pos == (10, 20)


def test_legacy_wheel_buttons_are_ignored(seats):
    assert feed(seats, click((5, 5), button=4), click((5, 5), button=5)) == []


def test_focus_loss_ends_a_drag(seats):
    feed(seats, click((40, 40)))
    out = feed(seats, pygame.event.Event(pygame.WINDOWFOCUSLOST))
    assert [(i.action, i.pos, i.button) for i in out] == [(I.POINTER_UP, (40, 40), 1)]
