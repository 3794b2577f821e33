"""The Magic Maze table's kept pictures draw exactly what a fresh drawing draws: the settled view kept as one
picture, the chunks copied in aligned parts; the split copies and fills of aligned.py."""
import pygame

from game.games.magic_maze.scene import demo_scene
from game.games.magic_maze.view import C, MallView
from tests.fakes import FakeApp

LOUD = (255, 0, 255)


def settled_bench_table():
    scene = demo_scene(FakeApp(), 1, "bench")  # 20 tiles, 8 seats
    surf = pygame.Surface((1920, 1080))
    for _ in range(60):
        scene.bench_update(1 / 30)
        scene.draw(surf)
    cam = scene.camera.mall_view.camera
    for _ in range(600):  # until the camera rests (the bots are not asked again: no update of the state)
        if not cam.zooming and cam.px == int(cam.px):
            break
        scene.camera.update(1 / 30)
        scene.draw(surf)
    return scene, surf


def fresh_frame(scene, monkeypatch) -> pygame.Surface:
    """The same table drawn with nothing kept over a loud canvas: what the kept pictures must equal."""
    surf = pygame.Surface((1920, 1080))
    surf.fill(LOUD)
    with monkeypatch.context() as m:
        m.setattr(MallView, "_still_key", lambda *a, **k: None)
        scene.draw(surf)
    return surf


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def test_a_still_view_is_kept_and_the_kept_frame_equals_a_fresh_drawing(monkeypatch):
    scene, surf = settled_bench_table()
    view = scene.camera.mall_view
    for _ in range(3):  # the same view twice in a row: kept; the next frames blit it
        surf.fill(LOUD)  # whatever lay on the screen before must not show through
        scene.draw(surf)
    assert view._kept is not None and view._kept[0] == view._last_key, "a still view is not kept"
    calls = []
    with monkeypatch.context() as m:
        real = view._blit_chunks
        m.setattr(view, "_blit_chunks", lambda *a: calls.append(a) or real(*a))
        surf.fill(LOUD)
        scene.draw(surf)
    assert not calls, "a still view drew its chunks again instead of its kept picture"
    assert same(surf, fresh_frame(scene, monkeypatch))


def test_a_moved_camera_draws_the_chunks_again_and_still_equals_a_fresh_drawing(monkeypatch):
    scene, surf = settled_bench_table()
    for _ in range(3):
        scene.draw(surf)
    view = scene.camera.mall_view
    kept = view._kept[0]
    cam = view.camera
    cam.centre = (cam.centre[0] + 3 / cam.px, cam.centre[1])  # three pixels to the side
    surf.fill(LOUD)
    scene.draw(surf)
    assert view._last_key != kept
    assert same(surf, fresh_frame(scene, monkeypatch))


def test_a_changed_chunk_is_not_shown_from_the_kept_picture(monkeypatch):
    scene, surf = settled_bench_table()
    for _ in range(3):
        scene.draw(surf)
    view = scene.camera.mall_view
    cells = view.camera.view_cells()
    ck = next(k for k in view._at if cells.x // C <= k[0] <= (cells.right - 1) // C
              and cells.y // C <= k[1] <= (cells.bottom - 1) // C)
    stamp, copy = view._at[ck]
    copy.fill((1, 2, 3))  # a chunk changed (a tile laid) and its copy patched, as MallView.update does
    view.picture.stamp[ck] += 1
    view._at[ck] = (view.picture.stamp[ck], copy)
    surf.fill(LOUD)
    scene.draw(surf)
    assert (1, 2, 3) in {surf.get_at((x, y))[:3] for x in range(316, 1604, 8) for y in range(0, 920, 8)}
    assert same(surf, fresh_frame(scene, monkeypatch))


def test_split_copies_and_fills_equal_the_plain_ones():
    import random

    from game.games.magic_maze import aligned
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
