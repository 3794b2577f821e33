"""Seen in a real window: with five pieces to stack the tray pushed the two buttons ("Pick up the treasure",
"Keep my treasure") so low that the control hint, kept on screen, covered the second one. The tray shrinks its
cells as it gains rows, so two buttons and the hint always fit under it, one below the other, in both languages."""
import pygame
import pytest

from game.engine.i18n import set_language
from game.engine.table import hint as H
from game.games.beanstalk import demo as D
from game.games.beanstalk import draw_table, hud
from game.games.beanstalk import rules as R
from game.games.beanstalk.scene import make_scene
from tests.fakes import FakeApp


@pytest.fixture(params=["en", "zh-TW"])
def scene(request):
    set_language(request.param)
    app = FakeApp()
    setup = D.demo_setup(2, 3)
    state = R.new_game(setup.config(), 3)
    D.to_stacking(state, 3)
    scene = make_scene(app, setup, state)
    app.push(scene)
    yield scene
    set_language("en")


@pytest.mark.parametrize("n", range(1, 16))
def test_the_buttons_and_the_hint_fit_under_a_tray_of_n_pieces(scene, n):
    hint = scene.table_input.hint()  # a person's turn to stack: "click by the beanstalk..." (two lines)
    assert hint
    h = H.height(hint, hud.COLUMN.width)
    tray = hud.tray_rect(n)
    labels = ["Pick up the treasure", "Keep my treasure"]
    buttons = hud.button_rects(labels, tray.bottom + 2 * hud.GAP)
    hint_top = min(buttons[-1].bottom + 2 * hud.GAP, draw_table.H_BOTTOM - h)  # as draw_table places it
    assert buttons[-1].bottom <= hint_top, (n, tray, buttons[-1], h)
    per_row, cell, labelled = hud.tray_grid(n)
    assert cell >= 80 and (labelled or n > 6)  # still big enough to see from the sofa


def test_a_seat_with_no_gold_yet_shows_a_faint_bag_beside_its_x0(scene, monkeypatch):
    drawn = []
    real = hud.image
    monkeypatch.setattr(hud, "image", lambda name, size: drawn.append(name) or real(name, size))
    surface = pygame.Surface((hud.PANEL.right + 8, hud.PANEL.bottom + 8), pygame.SRCALPHA)
    view = hud.panel_view(scene.state)
    view["gold_counts"] = [0, 0]
    hud.seats(surface, scene.seat_name, scene.seat_colour, view, None)
    assert drawn.count("beanstalk/gold_back.svg") == 2
    view["gold_counts"] = [0, 3]
    drawn.clear()
    hud.seats(surface, scene.seat_name, scene.seat_colour, view, None)
    assert drawn.count("beanstalk/gold_back.svg") == 4
