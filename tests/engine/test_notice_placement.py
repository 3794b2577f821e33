"""Notices never cover a menu's buttons: menus ask for them at the top; game scenes keep the bottom."""
from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.tools.common import FRAME_DT, headless_app, tool_scenes


def _changed_rows(scene_name: str) -> tuple[int, int]:
    """Rows of the 1080-row canvas that a notice changes (same scene, same frames, with and without it)."""
    shots = []
    for with_notice in (False, True):
        app = headless_app("en")
        app.push(tool_scenes(app.games)[scene_name](app, 1, None))
        if with_notice:
            app.notice("A notice long enough to be seen clearly")
        for _ in range(10):
            app.frame(FRAME_DT, bench=True)
        shots.append(pygame.surfarray.array3d(app.display.canvas).astype(int))
        app.shutdown()
    rows = np.nonzero(np.abs(shots[0] - shots[1]).sum(axis=(0, 2)))[0]
    assert len(rows), "the notice was not drawn"
    return int(rows.min()), int(rows.max())


@pytest.mark.parametrize("menu", ["settings"])  # (set-up draws a fresh random seed each time)
def test_menu_notices_stay_clear_of_the_buttons(menu):
    top, bottom = _changed_rows(menu)
    assert bottom < 260  # over the heading; the menus' buttons sit below y = 850


def test_title_notices_cover_neither_the_title_letters_nor_the_cards_nor_the_buttons():
    from game.engine.menus import title
    top, bottom = _changed_rows("title")
    assert top >= title.CARDS_TOP + title.CARD_H  # below the title letters and the game cards: the blurb band
    assert bottom < 905  # above Settings / Quit


def test_game_scenes_keep_notices_at_the_bottom():
    top, bottom = _changed_rows("baba_yaga")
    assert top > 800
