"""Letterboxing: the 1920x1080 canvas fits any window with its aspect kept; pointer positions map back;
positions on the bars map to nothing (pure functions first, then a real dummy-driver window)."""
import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.engine.display import (
    Display,
    clamp_to_logical,
    default_window_size,
    fit_viewport,
    logical_to_window,
    scale_mode,
    window_to_logical,
)


def test_fit_800x600_has_bars_top_and_bottom():
    vp = fit_viewport((800, 600))
    assert tuple(vp) == (0, 75, 800, 450)
    assert window_to_logical((400, 300), vp) == (961, 541)  # window pixel 400 covers logical 960..962.4
    assert window_to_logical((0, 75), vp) == (1, 1)  # the centre of the first window pixel
    assert window_to_logical((799, 524), vp) == (1918, 1078)
    assert window_to_logical((400, 30), vp) is None  # top bar
    assert window_to_logical((400, 74), vp) is None
    assert window_to_logical((400, 525), vp) is None  # bottom bar
    assert window_to_logical((400, 599), vp) is None


def test_fit_3440x1440_has_bars_left_and_right():
    vp = fit_viewport((3440, 1440))
    assert tuple(vp) == (440, 0, 2560, 1440)
    assert window_to_logical((1720, 720), vp) == (960, 540)
    assert window_to_logical((440, 0), vp) == (0, 0)
    assert window_to_logical((3439 - 440, 1439), vp) == (1919, 1079)
    assert window_to_logical((100, 700), vp) is None  # left bar
    assert window_to_logical((439, 700), vp) is None
    assert window_to_logical((3000, 700), vp) is None  # right bar


def test_exact_and_other_sizes():
    assert tuple(fit_viewport((1920, 1080))) == (0, 0, 1920, 1080)
    assert tuple(fit_viewport((3840, 2160))) == (0, 0, 3840, 2160)
    assert tuple(fit_viewport((1920, 1200))) == (0, 60, 1920, 1080)  # 16:10 laptop
    assert tuple(fit_viewport((1366, 768))) == (0, 0, 1365, 768)
    assert scale_mode(fit_viewport((1920, 1080))) == "direct"
    assert scale_mode(fit_viewport((1920, 1200))) == "direct"
    assert scale_mode(fit_viewport((3840, 2160))) == "integer"
    assert scale_mode(fit_viewport((800, 600))) == "smooth"
    assert default_window_size((1920, 1080)) == (1536, 864)
    assert default_window_size((300, 200)) == (640, 360)


def test_clamp_pulls_bar_positions_to_the_canvas_edge():
    vp = fit_viewport((800, 600))
    assert clamp_to_logical((400, 10), vp) == (961, 1)
    assert clamp_to_logical((400, 590), vp) == (961, 1078)
    vp = fit_viewport((3440, 1440))
    assert clamp_to_logical((5, 720), vp) == (0, 540)
    assert clamp_to_logical((3435, 720), vp) == (1919, 540)


@given(st.integers(320, 5000), st.integers(240, 3000), st.integers(-50, 5100), st.integers(-50, 3100))
def test_mapping_properties(ww, wh, x, y):
    vp = fit_viewport((ww, wh))
    assert vp.w <= ww and vp.h <= wh
    assert abs(vp.w / vp.h - 16 / 9) < 0.01 or min(vp.w, vp.h) < 200
    assert vp.x >= 0 and vp.y >= 0 and (vp.x == 0 or vp.y == 0)  # bars on one axis only
    p = window_to_logical((x, y), vp)
    if vp.collidepoint(x, y):
        assert p is not None and 0 <= p[0] < 1920 and 0 <= p[1] < 1080
        back = logical_to_window(p, vp)  # back to the first window pixel of that logical pixel
        tolerance = max(1.0, vp.w / 1920) + 1
        assert abs(back[0] - x) <= tolerance and abs(back[1] - y) <= tolerance
    else:
        assert p is None
    c = clamp_to_logical((x, y), vp)
    assert 0 <= c[0] < 1920 and 0 <= c[1] < 1080


@pytest.mark.parametrize("size, mode, probe_in, probe_bar", [
    ((800, 600), "smooth", (400, 300), (400, 20)),
    ((3440, 1440), "smooth", (1720, 720), (100, 720)),
    ((1920, 1080), "direct", (960, 540), None),
    ((3840, 2160), "integer", (1920, 1080), None),
])
def test_dummy_window_shows_the_canvas_letterboxed(size, mode, probe_in, probe_bar):
    d = Display(fullscreen=False, size=size)
    assert d.window.get_size() == size and d.mode == mode
    assert d.canvas.get_size() == (1920, 1080)
    if mode == "direct":
        assert d.canvas.get_parent() is d.window  # drawn straight into the window, no copy
    d.canvas.fill((200, 30, 40))
    d.present()
    assert all(abs(a - b) <= 3 for a, b in zip(d.window.get_at(probe_in)[:3], (200, 30, 40)))
    if probe_bar:
        assert d.window.get_at(probe_bar)[:3] == (0, 0, 0)
        assert d.to_logical(probe_bar) is None
    assert d.to_logical(probe_in) in ((960, 540), (961, 541))


def test_toggle_fullscreen_uses_the_desktop_size():
    d = Display(fullscreen=False, size=(800, 600))
    assert not d.fullscreen
    d.toggle_fullscreen()
    assert d.fullscreen and d.window.get_size() == tuple(pygame.display.get_desktop_sizes()[0])
    assert d.canvas.get_size() == (1920, 1080)
    d.toggle_fullscreen()
    assert not d.fullscreen and d.window.get_size() == (800, 600)
