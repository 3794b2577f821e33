"""The bottom band: the turn panel shows the name, the whole prompt and the control hint (32 px, on a dark strip)
without overlaps, in both languages, for every device; the face-down toggle, the hand and the piles keep apart,
and the town never reaches into the band (2 to 5 players)."""
import itertools

import pytest

from game.engine import i18n, text
from game.engine.i18n import tr
from game.engine.input_seats import InputSeats
from game.engine.table import hint as hint_strip
from game.games.pied_piper import hints
from game.games.pied_piper import layout as L
from game.games.pied_piper import town as T
from game.games.pied_piper.painter import PROMPT_SIZE, PROMPT_STEP, panel_parts
from tests.pied_piper.pads import OnePadOpener

PROMPTS = ("opening", "first", "second", "order")
DEVICES = ("mouse", "kb_left", "kb_right", "kb_numpad", "pad:7", "pad:0")  # pad:0 is not plugged in
BORDER = 6


@pytest.fixture(params=["en", "zh-TW"])
def lang(request):
    before = i18n.language()
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language(before)


def test_the_hint_is_large():
    assert hint_strip.TEXT >= 32 and hint_strip.CAP_H >= hint_strip.TEXT


def test_every_prompt_and_hint_fit_the_panel_whole(lang):
    inputs = InputSeats(opener=OnePadOpener(), strict=True)
    x, y, w, h = L.PANEL
    for device, phase, prompt in itertools.product(DEVICES, ("play", "order"), PROMPTS):
        hint = hints.hint(inputs, device, phase)
        parts = panel_parts(tr(f"pied_piper.prompt.{prompt}"), hint)
        where = (lang, device, phase, prompt)
        assert parts["prompt"] == parts["all_prompt"], where  # nothing of the prompt is cut
        strip = parts["strip"]
        if not hint:
            continue
        assert len(hint_strip.lines(hint, strip.w)) <= 2, where
        assert hint_strip.widest_line(hint, strip.w) <= strip.w - 2 * hint_strip.PAD_X, where
        assert strip.left >= x + BORDER and strip.right <= x + w - BORDER and strip.bottom <= y + h - BORDER
        px, py = parts["prompt_pos"]
        last_line_bottom = py + (len(parts["prompt"]) - 1) * PROMPT_STEP + text.font(PROMPT_SIZE).get_ascent() + 6
        assert last_line_bottom <= strip.top, where  # the prompt's last line (with descenders) clears the strip
        for line in parts["prompt"]:
            assert px + text.size_of(line, PROMPT_SIZE)[0] <= x + w - BORDER, where


def test_the_name_line_fits_beside_the_badge():
    hx, hy, hw = panel_parts("", hint_strip.Hint())["head"]
    x, y, w, _h = L.PANEL
    assert hx + hw <= x + w - BORDER and hy >= y


def test_the_bottom_band_parts_keep_apart():
    panel = L.PANEL
    hand = [L.hand_card_rect(i, 4, True) for i in range(4)]
    glow = 18
    first, last = hand[0], hand[-1]
    tile = L.FACE_DOWN_BUTTON
    assert panel[0] + panel[2] < first[0] - glow  # the panel ends before the lifted card's glow
    assert last[0] + last[2] + glow < tile[0]  # and the toggle starts after it
    deck_left = L.DECK_POS[0] - 2 * 3  # the deck is drawn as a little stack
    assert tile[0] + tile[2] < deck_left
    piles = [L.DECK_POS, L.DRAW_POS, L.DISCARD_POS]
    for (ax, _), (bx, _) in zip(piles, piles[1:]):
        assert ax + L.ACT_W + 16 < bx - 9  # a pile's count bubble clears the next pile's stack
        assert bx - ax >= L.PILE_LABEL_W
    assert L.DISCARD_POS[0] + L.ACT_W + 16 <= L.SCREEN_W - 8
    assert panel[1] > T.BAND_TOP + 3 and panel[1] + panel[3] <= L.SCREEN_H - 4
    assert tile[1] + tile[3] <= L.SCREEN_H - 4


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_no_house_or_name_reaches_into_the_bottom_band(players):
    n = 4 if players == 2 else players
    for i in range(n):
        for box in T.house_boxes(L.house_angle(i, n), (200, 48), 3):
            assert box[1] + box[3] <= T.BAND_TOP, (players, i, box)
