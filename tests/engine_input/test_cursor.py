"""The gamepad cursor is drawn where the pad points, in the seat's colour."""
import pygame

from game.engine.input_cursor import CURSOR_HEIGHT, cursor_image, draw_virtual_cursors
from tests.engine_input.helpers import plug


def test_cursor_is_drawn_at_the_pad_position_in_the_seat_colour(seats, opener):
    plug(seats, opener, 0, 7)
    seats.bind(1, "pad:7")
    seats.set_pointer_mode("pad:7", True)
    seats.set_pointer_pos("pad:7", (100, 100))
    surface = pygame.Surface((400, 300))
    surface.fill((0, 128, 0))
    draw_virtual_cursors(surface, seats, lambda device, seat: (200, 0, 200) if seat == 1 else (0, 0, 0))
    # inside the arrow, a little below and right of the tip: the seat colour
    assert surface.get_at((100 + CURSOR_HEIGHT // 8, 100 + CURSOR_HEIGHT // 2))[:3] == (200, 0, 200)
    assert surface.get_at((300, 250))[:3] == (0, 128, 0)  # elsewhere untouched


def test_no_cursor_without_pointer_mode_and_images_are_cached(seats, opener):
    plug(seats, opener, 0, 7)
    surface = pygame.Surface((50, 50))
    surface.fill((1, 2, 3))
    draw_virtual_cursors(surface, seats)
    assert pygame.transform.average_color(surface)[:3] == (1, 2, 3)
    assert cursor_image((10, 20, 30)) is cursor_image((10, 20, 30))
