"""The Magic Maze table's copies split at a cache-line boundary (aligned.py) draw exactly what plain copies
draw: each split copy or fill equals the plain one, and whole frames of the table (settled, panned, zooming) equal
the same frames drawn with plain copies; a still view kept from one frame to the next equals the view drawn
afresh; a hero's kept pawn equals the pawn drawn straight on the table."""
import random

import pygame

from game.games.magic_maze import aligned
from game.games.magic_maze.scene import demo_scene
from game.games.magic_maze.view import BG, C, MallView
from tests.fakes import FakeApp

LOUD = (255, 0, 255)


def plain_blit(dst, src, at, area=None):
    dst.blit(src, at, area)


def plain_fill(dst, colour, rect):
    dst.fill(colour, rect)


def clipped_chunks(self, surface, px, centre, anchor, cells, clip):
    """The view's chunks copied whole under a clip rect, plain: what the split copies must equal."""
    ox, oy = round(anchor[0] - centre[0] * px), round(anchor[1] - centre[1] * px)
    surface.set_clip(clip)
    for cy in range(cells.y // C, (cells.bottom - 1) // C + 1):
        for cx in range(cells.x // C, (cells.right - 1) // C + 1):
            at = (ox + cx * C * px, oy + cy * C * px)
            pic = self._settled((cx, cy), px)
            if pic is None:
                surface.fill(BG, (*at, C * px, C * px))
            else:
                surface.blit(pic, at)
    surface.set_clip(None)


def drawn_fresh(self, surface, px, centre, anchor, cells, rect):
    """The settled view drawn from its chunks every frame: what the kept still view must equal."""
    self._blit_chunks(surface, px, centre, anchor, cells, rect)


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def frame(scene, monkeypatch, plain: bool) -> pygame.Surface:
    """The table drawn over a loud canvas (nothing of an earlier frame may show), split or plain copies."""
    surf = pygame.Surface((1920, 1080))
    surf.fill(LOUD)
    with monkeypatch.context() as m:
        if plain:
            m.setattr(aligned, "blit", plain_blit)
            m.setattr(aligned, "fill", plain_fill)
            m.setattr(MallView, "_blit_chunks", clipped_chunks)
            m.setattr(MallView, "_draw_still", drawn_fresh)
        scene.draw(surf)
    return surf


def test_the_tables_frames_equal_frames_drawn_with_plain_copies(monkeypatch):
    scene = demo_scene(FakeApp(), 1, "bench")  # 20 tiles, 8 seats, the mall wider than the view
    surf = pygame.Surface((1920, 1080))
    cam = scene.camera.mall_view.camera
    checked = {"settled": 0, "zooming": 0, "kept": 0}
    for i in range(90):
        scene.bench_update(1 / 30)
        scene.draw(surf)
        if i % 6 == 0:
            if i == 42:  # a pan of a few pixels: the chunks land at another alignment
                cam.centre[0] += 5 / cam.px
                cam.centre[1] += 3 / cam.px
            got = frame(scene, monkeypatch, False)
            checked["kept"] += scene.camera.mall_view._kept_ready and not cam.zooming
            want = frame(scene, monkeypatch, True)
            assert same(got, want), f"frame {i} differs from plain copies"
            checked["zooming" if cam.zooming else "settled"] += 1
    assert checked["settled"] >= 3
    assert checked["kept"] >= 2, "the still view was never kept: the test no longer checks it"
    assert cam.rect.x % aligned.STEP, "the view starts on a cache line: the test no longer checks a split"


def test_split_copies_and_fills_equal_the_plain_ones():
    rng = random.Random(5)
    src = pygame.Surface((400, 300))
    for _ in range(200):
        src.fill([rng.randrange(256) for _ in range(3)], (rng.randrange(400), rng.randrange(300), 9, 7))
    key = pygame.Surface((90, 40))
    key.fill((255, 0, 255))
    key.fill((10, 200, 30), (5, 5, 30, 20))
    key.set_colorkey((255, 0, 255))
    for _ in range(60):
        x, y = rng.randrange(-20, 500), rng.randrange(-20, 200)
        area = pygame.Rect(rng.randrange(60), rng.randrange(60), rng.randrange(1, 340), rng.randrange(1, 240))
        for op, what, at, area_ in (("blit", src, (x, y), area), ("blit", key, (x + 3, y), None),
                                    ("fill", (9, 8, 7), pygame.Rect(x, y, area.w, area.h), None)):
            want, got = pygame.Surface((640, 360)), pygame.Surface((640, 360))
            for surf in (want, got):
                surf.fill(LOUD)
            if op == "blit":
                want.blit(what, at, area_)
                aligned.blit(got, what, at, area_)
            else:
                want.fill(what, at)
                aligned.fill(got, what, at)
            assert same(want, got), (op, x, y, area)


def test_badge_points_are_kept_and_equal_a_fresh_computation():
    from game.engine import theme
    shapes = sorted(set(theme.SEAT_SHAPE.values()) | {"square", "triangle", "diamond", "star", "hexagon", "cross",
                                                      "moon", "heart"})
    for shape in shapes:
        for centre, radius in (((30, 32), 20), ((100.5, 7), 12.8), ([5, 6], 24)):
            pts = theme.shape_points(shape, centre, radius)
            fresh = theme._shape_points.__wrapped__(shape, tuple(centre), radius)
            assert pts == fresh
            if pts is not None:
                assert isinstance(pts, tuple) and theme.shape_points(shape, centre, radius) is pts  # kept
                assert len(pts) >= 3


def test_the_kept_stop_button_equals_a_fresh_drawing():
    from game.engine.i18n import set_language
    from game.games.magic_maze import hud, stop_button
    r = hud.STOP_RECT
    try:
        for lang in ("en", "zh-TW"):
            set_language(lang)
            for asking in (False, True):
                for _ in range(2):  # made, then kept
                    want, got = pygame.Surface((1920, 1080)), pygame.Surface((1920, 1080))
                    for surf in (want, got):
                        surf.fill((40, 60, 80))
                        surf.fill((200, 180, 20), r.inflate(8, 8))  # something under the rounded corners
                    stop_button.paint_stop(want, r, 0.0, asking)
                    stop_button.draw_stop(got, 0.0, asking)
                    assert same(want, got), (lang, asking)
                assert (asking, lang, r.size, 32) in stop_button._KEPT
    finally:
        set_language("en")


def pawns_drawn_straight(pieces, surface) -> None:
    """The lit cells, then each hero drawn straight on the table, as the kept pawn must look: rim, disc, icon,
    the seats' rings with their shapes."""
    import math

    from game.engine.theme import draw_seat_badge, seat_rgb
    from game.games.magic_maze import hud
    from game.games.magic_maze.view import draw_own_cells
    cam = pieces.camera.mall_view.camera
    for hero, cells in pieces.lit_cells().items():
        draw_own_cells(surface, cam, cells, hero, pieces.ctx.clock)
    size = max(44, int(cam.px * 0.8) // 8 * 8)
    rings: dict = {}
    for seat in pieces.ctx.seats.humans:
        hero = pieces.selection.selected.get(seat)
        if hero in pieces.hero_pos:
            rings.setdefault(hero, []).append(seat)
    for h, pos in pieces.hero_pos.items():
        x, y = (int(v) for v in cam.screen(pos))
        pygame.draw.circle(surface, (255, 250, 240), (x, y + 2), size // 2 + 6)
        pygame.draw.circle(surface, (14, 16, 26), (x, y + 3), size // 2 + 3)
        icon = hud.hero_icon(h, size)
        surface.blit(icon, icon.get_rect(center=(x, y)))
        for i, seat in enumerate(rings.get(h, ())):
            colour = pieces.ctx.seats.colour(seat) or "red"
            radius = size // 2 + 14 + 8 * i
            pygame.draw.circle(surface, seat_rgb(colour), (x, y), radius, 6)
            angle = -math.pi / 4 + i * 0.9
            draw_seat_badge(surface, colour, (x + radius * math.cos(angle), y + radius * math.sin(angle)),
                            max(12, size // 7))
    pieces.draw_waited_for(surface, cam, size)


def test_a_heros_kept_pawn_equals_the_pawn_drawn_straight():
    scene = demo_scene(FakeApp(), 1, "bench")
    pieces = next(p for p in scene.parts if type(p).__name__ == "HeroPieces")
    scene.humans = humans = list(range(scene.state.players))  # every seat a person: each one's ring shows
    heroes = sorted(pieces.hero_pos)
    assert len(humans) >= 3 and len(heroes) >= 2
    for n, seat in enumerate(humans):  # several seats ring one hero, another hero has fewer rings
        pieces.selection.selected[seat] = heroes[0] if n % 3 else heroes[1]
    for _ in range(3):
        scene.bench_update(1 / 30)
    floor = pygame.Surface((1920, 1080))
    scene.camera.draw(floor)
    got, want = floor.copy(), floor.copy()
    pieces.draw_heroes(got)
    pieces.draw_heroes(got)  # the second time from the kept pawns
    got2 = floor.copy()
    pieces.draw_heroes(got2)
    pawns_drawn_straight(pieces, want)
    assert len(pieces._pieces) >= 2
    assert same(got2, want)
    for dx, dy in ((0.37, 0.11), (0.5, 0.5), (0.93, 0.71)):  # pawns sliding: between cells, at any fraction
        for pos in pieces.hero_pos.values():
            pos[0] += dx
            pos[1] += dy
        got, want = floor.copy(), floor.copy()
        pieces.draw_heroes(got)
        pawns_drawn_straight(pieces, want)
        assert same(got, want), (dx, dy)
