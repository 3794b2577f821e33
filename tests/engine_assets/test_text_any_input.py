"""Text that comes from outside the catalogues (a name typed on a phone, a damaged save's seat name) is drawn
whatever it holds: control characters are dropped, a zero-width line is an empty strip, nothing raises."""
import pygame
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import text

NASTY = ["\x00", "a\x00b", "\u200b", "\u200b\n\u200b", "Ada\u200b", "\u0301", "x\ty", "\x1b[31mred", "Mia🌟",
         "𝔘nicode", "\ufeff", "\u202eevil", "", "\n", "小明"]


def test_names_with_control_and_zero_width_characters_are_drawn_not_raised():
    for s in NASTY:
        surf = text.render(s, 38, (255, 255, 255))
        assert surf.get_height() > 0
        w, h = text.size_of(s, 38)
        assert w >= 0 and h > 0
        assert text.fit_size(s, 38, 200) >= text.MIN_SIZE
        assert "\x00" not in text.shown(s) and "\x1b" not in text.shown(s)
    target = pygame.Surface((400, 100))
    assert text.draw_text(target, "a\x00b\u200b", (10, 10), 38, (255, 255, 255), max_width=300).w > 0


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=24))
def test_any_unicode_text_is_drawn_without_raising(s):
    text.render(s, 30, (255, 255, 255))
    text.size_of(s, 30)
