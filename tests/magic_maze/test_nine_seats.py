"""Nine seats (scenario 9, Follow the leader): compact panels, five in the left column and four in the right,
all above the columns' feet; every seat its own colour and shape; the table plays with bots."""
import pygame

from game.core.setup import NINTH_COLOUR, GameSetup
from game.engine.theme import SEAT_SHAPE
from game.games.magic_maze import hud
from game.games.magic_maze.scene import make_scene
from tests.fakes import FakeApp


def test_nine_panels_fit_the_columns_over_their_feet():
    rects = [hud.panel_rect(seat, 9) for seat in range(9)]
    assert [r.x for r in rects].count(hud.EDGE) == 5
    for i, r in enumerate(rects):
        assert r.h == hud.COMPACT_H and r.bottom + hud.GAP <= hud.LEFT_FOOT.y
        assert not any(r.colliderect(o) for o in rects[i + 1:])
        for a in hud.action_rects(i, 9, 3):
            assert r.contains(a) and a.bottom <= r.y + hud.foot_top(9)
    assert all(hud.panel_rect(seat, 8).h == hud.PANEL_H for seat in range(8))  # eight seats as before


def test_nine_seats_each_have_their_own_colour_and_shape_and_play():
    setup = GameSetup.all_bots("magic_maze", 9, seed=2, options={"scenario": 9, "leader": 8})
    colours = [seat.colour for seat in setup.seats]
    assert colours[8] == NINTH_COLOUR and len({SEAT_SHAPE[c] for c in colours}) == 9
    assert len({seat.name for seat in setup.seats}) == 9
    app = FakeApp()
    scene = make_scene(app, setup)
    app.push(scene)
    surf = pygame.Surface((1920, 1080))
    for _ in range(600):  # ten seconds of play: the countdown, then nine bots
        scene.bench_update(1 / 60)
    scene.draw(surf)
    assert scene.state.players == 9 and scene.state.tiles[8] is None
    assert scene.game_log.entries, "the bots acted"
