"""Drawing pieces of sight handicaps: each changes only its rect, in the way its name says."""
import pygame

from game.core.handicap_spec import BLUR, HIDE, MIRROR_VIEW, SPOTLIGHT, View
from game.engine import handicap_views as V

RED, BLUE, WHITE = (220, 30, 30), (30, 30, 220), (255, 255, 255)
RECT = pygame.Rect(100, 50, 400, 300)


def canvas():
    s = pygame.Surface((640, 400))
    s.fill(WHITE)
    s.fill(RED, (RECT.x, RECT.y, 40, RECT.h))  # a red stripe on the region's left edge
    s.fill(BLUE, (0, 0, 60, 40))  # outside the region
    return s


def test_mirror_moves_the_left_edge_to_the_right_and_leaves_the_rest():
    s = canvas()
    V.mirror(s, RECT)
    assert s.get_at((RECT.right - 5, RECT.y + 10))[:3] == RED
    assert s.get_at((RECT.x + 5, RECT.y + 10))[:3] == WHITE
    assert s.get_at((5, 5))[:3] == BLUE


def test_flip_turns_the_region_upside_down():
    s = canvas()
    s.fill(BLUE, (RECT.x + 200, RECT.y, 10, 10))
    V.flip(s, RECT)
    assert s.get_at((RECT.right - 205, RECT.bottom - 5))[:3] == BLUE
    assert s.get_at((RECT.right - 5, RECT.y + 5))[:3] == RED


def test_spotlight_keeps_the_circle_and_darkens_the_rest():
    s = canvas()
    V.spotlight(s, RECT, (RECT.x + 20, RECT.y + 150), radius=60)
    assert s.get_at((RECT.x + 20, RECT.y + 150))[:3] == RED  # under the pointer
    far = s.get_at((RECT.right - 10, RECT.y + 10))
    assert max(far[:3]) < 30  # dark
    assert s.get_at((5, 5))[:3] == BLUE  # outside the region
    V.spotlight(s, RECT, (RECT.right + 300, RECT.y), radius=60)  # far outside: all dark
    assert max(s.get_at((RECT.x + 20, RECT.y + 150))[:3]) < 30


def test_spotlight_near_an_edge_still_darkens_the_whole_region():
    s = canvas()
    V.spotlight(s, RECT, (RECT.x - 50, RECT.y - 50), radius=60)
    assert max(s.get_at((RECT.right - 2, RECT.bottom - 2))[:3]) < 30


def test_blur_smears_a_sharp_edge():
    s = canvas()
    V.blur(s, RECT)
    edge = s.get_at((RECT.x + 40, RECT.y + 150))[:3]
    assert edge not in (RED, WHITE)


def test_grey_takes_colour_out():
    s = canvas()
    V.grey(s, RECT)
    r, g, b = s.get_at((RECT.x + 10, RECT.y + 10))[:3]
    assert r == g == b
    assert s.get_at((5, 5))[:3] == BLUE


def test_hide_covers_the_rect():
    s = canvas()
    V.hide(s, RECT)
    assert s.get_at((RECT.x + 10, RECT.y + 150))[:3] != RED
    assert s.get_at((RECT.x + 300, RECT.y + 150))[:3] != WHITE


def test_draw_views_applies_each_piece_and_leaves_revealed_cards():
    s = canvas()
    cards = [pygame.Rect(RECT.x, RECT.y, 40, 60), pygame.Rect(RECT.x, RECT.y + 100, 40, 60)]
    views = [View(effect=HIDE, region="hand"), View(effect=BLUR, region="nowhere")]
    V.draw_views(s, views, {"hand": cards}, reveal=[cards[1]])
    assert s.get_at((RECT.x + 20, RECT.y + 130))[:3] == RED  # rested on: shown
    assert s.get_at((RECT.x + 20, RECT.y + 30))[:3] != RED  # hidden
    s2 = canvas()
    V.draw_views(s2, [View(effect=MIRROR_VIEW, region="board"), View(effect=SPOTLIGHT, region="board")],
                 {"board": RECT}, pointer=(RECT.right - 20, RECT.y + 150))
    assert s2.get_at((RECT.right - 20, RECT.y + 150))[:3] == RED  # mirrored, then lit at the pointer
