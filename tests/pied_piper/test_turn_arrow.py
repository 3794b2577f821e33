"""The bouncing arrow over the active house stays whole on screen, even over the house at the top of the town
(3 and 5 players, or a ring shrunk to 3 after an elimination)."""
import math

import pygame
import pytest

from game.games.pied_piper import layout as L
from game.games.pied_piper import rules as R
from game.games.pied_piper import town as T
from game.games.pied_piper.demo import demo_setup
from game.games.pied_piper.scene import PiperScene
from game.games.pied_piper.sprites import GOLD
from tests.fakes import FakeApp


def test_the_arrow_box_is_on_screen_wherever_a_house_stands():
    for k in range(720):  # every angle a house reaches, moving between layouts included
        x, y = L.on_ring(2 * math.pi * k / 720)
        top = y + L.HOUSE_H * 0.35 - L.HOUSE_H
        ax, ay, aw, ah = T.arrow_box(x, top)
        assert ay >= T.MARGIN and ay + ah <= top + 1e-9 and ah >= T.ARROW_TRI + T.ARROW_BOUNCE


def test_the_arrow_keeps_its_usual_gap_where_there_is_room():
    assert T.arrow_gap(400) == T.ARROW_GAP
    assert 0 < T.arrow_gap(50) < T.ARROW_GAP


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_houses_obstacles_include_a_whole_arrow(players):
    n = 4 if players == 2 else players  # two players add two neutral houses
    for i in range(n):
        _body, arrow, _pill = T.house_boxes(L.house_angle(i, n), (90, 48))
        assert arrow[1] >= T.MARGIN


@pytest.mark.parametrize("players", [3, 5])
def test_the_drawn_arrow_over_the_top_house_is_not_cut(players):
    top_index = {3: 1, 5: 2}[players]
    assert math.isclose(math.sin(L.house_angle(top_index, players)), -1.0)  # it is the topmost house
    app = FakeApp()
    setup = demo_setup(players, 3, humans=1)
    state = R.new_game(setup.config(), 3)
    state.active = state.board.ring[top_index]
    scene = PiperScene(app, setup, state)
    scene.clock = math.pi / 8  # the top of its bounce
    surface = pygame.Surface((L.SCREEN_W, L.SCREEN_H))
    scene.painter.draw(surface)
    x = round(L.on_ring(L.house_angle(top_index, players))[0])
    gold_rows = [y for y in range(0, 60) for dx in range(-T.ARROW_HALF_W, T.ARROW_HALF_W + 1)
                 if surface.get_at((x + dx, y))[:3] == GOLD]
    assert gold_rows, "no arrow drawn over the active house"
    assert min(gold_rows) >= 3  # its dark outline fits above it: the whole triangle is on screen
    # the full width of the triangle's top edge is drawn, not clipped away
    top_row = min(gold_rows)
    width = sum(surface.get_at((x + dx, top_row + 1))[:3] == GOLD for dx in range(-30, 31))
    assert width >= 2 * T.ARROW_HALF_W - 12  # 40 wide less its outline
