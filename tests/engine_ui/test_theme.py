import pygame
import pytest

from game.core.setup import ALL_SEAT_SHAPES, NINE_SEAT_COLOURS, NINTH_COLOUR, SEAT_COLOURS
from game.engine import theme


def _luminance(rgb):
    def ch(c):
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = rgb
    return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b)


def contrast(a, b):
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_text_has_high_contrast_on_every_surface():
    for bg in (theme.BG, theme.BG_TOP, theme.PANEL, theme.PANEL_HI):
        assert contrast(theme.TEXT, bg) >= 7.0
        assert contrast(theme.TEXT_DIM, bg) >= 4.5
    assert contrast(theme.TEXT_ON_GOLD, theme.GOLD) >= 7.0


def test_sizes_are_readable_from_the_sofa():
    assert theme.SMALL >= 36 and theme.BODY >= 36
    assert 72 <= theme.TITLE <= 110 and theme.TITLE_MAX <= 110


def test_every_seat_colour_has_its_own_shape():
    assert set(theme.SEAT_RGB) == set(NINE_SEAT_COLOURS)
    assert [theme.SEAT_SHAPE[c] for c in NINE_SEAT_COLOURS] == list(ALL_SEAT_SHAPES)
    assert len(set(ALL_SEAT_SHAPES)) == len(ALL_SEAT_SHAPES)


def test_the_ninth_seat_is_a_white_moon_unlike_every_other_seat():
    """A table of nine (Magic Maze's Follow the leader) needs a ninth colour and shape of its own."""
    assert (NINTH_COLOUR, theme.SEAT_SHAPE[NINTH_COLOUR]) == ("white", "moon")
    assert NINTH_COLOUR not in SEAT_COLOURS and theme.SEAT_RGB[NINTH_COLOUR] not in [
        theme.SEAT_RGB[c] for c in SEAT_COLOURS]
    surf = pygame.Surface((120, 120))
    surf.fill((0, 0, 0))
    theme.draw_seat_badge(surf, NINTH_COLOUR, (60, 60), 40)
    assert surf.get_at((60 - 28, 60))[:3] == theme.SEAT_RGB[NINTH_COLOUR]  # the crescent's body, left
    assert surf.get_at((60 + 20, 60))[:3] == (0, 0, 0)  # its hollow, right of the centre


@pytest.mark.parametrize("colour", SEAT_COLOURS)
def test_badge_draws_the_colour_as_its_shape(colour):
    surf = pygame.Surface((120, 120))
    surf.fill((0, 0, 0))
    theme.draw_seat_badge(surf, colour, (60, 60), 40)
    assert surf.get_at((60, 60))[:3] == theme.SEAT_RGB[colour]


def test_shapes_differ_in_their_silhouette():
    corner = {}
    for shape in ALL_SEAT_SHAPES:
        surf = pygame.Surface((120, 120))
        surf.fill((0, 0, 0))
        theme.draw_seat_badge(surf, "red", (60, 60), 40, shape)
        mask = pygame.mask.from_threshold(surf, (0, 0, 0), (1, 1, 1, 255))
        corner[shape] = mask.count()
    assert len(set(corner.values())) == len(ALL_SEAT_SHAPES)


def test_badge_accepts_the_contract_argument_order():
    a = pygame.Surface((120, 120))
    b = pygame.Surface((120, 120))
    theme.draw_seat_badge(a, "green", (60, 60), 40)
    theme.draw_seat_badge(b, "green", "diamond", (60, 60), 40)
    assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def test_panel_and_focus_ring_draw_inside_their_area():
    surf = pygame.Surface((400, 300))
    surf.fill((0, 0, 0))
    theme.draw_panel(surf, pygame.Rect(100, 100, 200, 100))
    assert surf.get_at((200, 150))[:3] == theme.PANEL
    theme.draw_focus_ring(surf, pygame.Rect(100, 100, 200, 100), 0.3)
    assert surf.get_at((100 - theme.FOCUS_WIDTH // 2 - 1, 150))[:3] == theme.GOLD
