"""The beanstalk painter's caches: the turned piece pictures are kept least-recently-used under a byte cap (and
the pictures warmed ahead stay under their own share), a picture dropped and turned again is the same picture, and
the backdrop drawn from encoded pictures (no sky under their opaque rows), or composed once it stands still, looks
as the plain layers blended one over the other."""
import numpy as np
import pygame
import pytest

from game.engine.assets import image
from game.games.beanstalk import pieces as P
from game.games.beanstalk import turned as T
from game.games.beanstalk import view as V
from tests.fakes import FakeApp


@pytest.fixture(scope="module")
def canvas():
    FakeApp()
    return pygame.display.get_surface()


def pixels(surface) -> np.ndarray:
    return pygame.surfarray.array3d(surface).astype(int)


def rgba(surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_the_turned_pictures_stay_under_the_byte_cap_dropping_the_least_recently_drawn(canvas, monkeypatch):
    monkeypatch.setattr(T, "TURNED_BYTES", 2 << 20)
    paint = V.Painter()
    die = paint.piece_picture("die", "eye")
    cloud = paint.piece_picture("treasure", None, "red")
    first = paint.turned(*die, 0)
    for degrees in range(3, 120, 3):
        paint.turned(*die, degrees)
        paint.turned(*die, 0)  # drawn every frame: never the least recent
    for degrees in range(0, 360, 3):
        paint.turned(*cloud, degrees)
        paint.turned(*die, 0)
        assert paint.turned_pictures.bytes <= T.TURNED_BYTES
    kept = paint.turned_pictures
    assert kept.bytes == sum(T.picture_bytes(p) for p in kept.pictures.values())
    assert paint.turned(*die, 0) is first  # kept
    assert (die[0], die[1], 1) not in kept.pictures  # the die at 3 degrees: the longest not drawn, dropped


def test_a_dropped_picture_turned_again_is_the_same_picture(canvas, monkeypatch):
    monkeypatch.setattr(T, "TURNED_BYTES", 1 << 20)
    paint = V.Painter()
    name, size = paint.piece_picture("trunk")
    before = rgba(paint.turned(name, size, 42))
    for degrees in range(0, 360, 3):
        if round(degrees / T.ANGLE_STEP) != 14:
            paint.turned(name, size, degrees)
    assert (name, size, 14) not in paint.turned_pictures.pictures
    assert rgba(paint.turned(name, size, 42)) == before
    assert rgba(pygame.transform.rotozoom(image(name, size), 42, 1.0)) == before  # as turned uncached


def test_warming_turns_every_angle_of_the_most_used_pictures_that_fit_their_share(canvas, monkeypatch):
    paint = V.Painter()
    die = paint.piece_picture("die", "eye")
    castle = paint.piece_picture("castle")
    monkeypatch.setattr(T, "WARM_BYTES", T.all_angles_bytes(die[1]) * 3 // 2)  # room for the die only
    paint.warm_some([die, castle], None)
    assert set(paint.turned_pictures.warm) == {die}
    assert all((die[0], die[1], step) in paint.turned_pictures.pictures for step in range(T.STEPS))
    assert not any(key[0] == castle[0] for key in paint.turned_pictures.pictures)
    assert sum(paint.turned_pictures.warm.values()) <= T.WARM_BYTES
    estimate = T.all_angles_bytes(die[1])
    assert 0.9 * estimate <= paint.turned_pictures.warm[die] <= 1.1 * estimate  # the estimate the share is judged by


def test_a_warmed_picture_losing_an_angle_to_the_cap_is_warmed_again(canvas, monkeypatch):
    paint = V.Painter()
    die = paint.piece_picture("die", "eye")
    paint.warm_some([die], None)
    monkeypatch.setattr(T, "TURNED_BYTES", paint.turned_pictures.bytes)
    paint.turned(*paint.piece_picture("die", "trunk"), 0)  # one more: the oldest die angle makes room
    assert die not in paint.turned_pictures.warm and paint.turned_pictures.bytes <= T.TURNED_BYTES
    monkeypatch.setattr(T, "TURNED_BYTES", 2 * paint.turned_pictures.bytes)
    paint.warm_some([die], None)
    assert die in paint.turned_pictures.warm


@pytest.mark.parametrize("camera_y", [0.0, 60.0, 700.0, 1000.0])
def test_the_backdrop_looks_as_the_plain_layers_blended(canvas, camera_y):
    paint = V.Painter()
    camera = V.Camera()
    camera.y = camera_y
    panel = pygame.Surface((400, 600), pygame.SRCALPHA)
    pygame.draw.rect(panel, (40, 30, 20, 255), (10, 10, 300, 500), border_radius=20)
    pygame.draw.rect(panel, (0, 0, 0, 90), (20, 20, 300, 560), border_radius=20)
    layers = [("panel", panel, (16, 100))]
    paint.backdrop(canvas, camera, layers)
    paint.backdrop(canvas, camera, layers)  # the layer encoded by now
    got = pixels(canvas)
    for _ in range(V.COMPOSE_AFTER + 1):
        canvas.fill((255, 0, 255))
        paint.backdrop(canvas, camera, layers)
    assert paint._composed[0] is not None  # stood still: composed, and blitted whole
    assert (pixels(canvas) == got).all()
    want = pygame.Surface((V.W, V.H)).convert(canvas)
    want.blit(paint.sky(camera), (0, 0))
    by = camera.to_screen(0, V.CLOUD_BANK_Y)[1] - V.BANK_SIZE[1] // 2
    want.blit(image("beanstalk/cloud_bank.svg", V.BANK_SIZE), (0, by))
    tx, ty = camera.to_screen(-P.TABLE_WIDTH / 2, 0)
    want.blit(image("beanstalk/table.svg", V.TABLE_SIZE), (tx, ty - V.TABLE_LIFT))
    want.blit(panel, (16, 100))
    assert np.abs(got - pixels(want)).max() <= 1  # (the encoded blend rounds differently, at most by one)
    assert paint._solid["bank"] and paint._solid["table"]  # the rows the sky was left out under
