"""The app freezes the heap once a full-screen scene has drawn its first frame (no full collector pass over
long-lived pictures and tables in play), not for overlays, and unfreezes between games so old cycles go."""
import gc

import pytest

from game.engine import startup
from game.engine.scene import Scene
from game.tools.common import FRAME_DT, headless_app


class Plain(Scene):
    def draw(self, surface):
        surface.fill((20, 20, 20))


class Overlay(Plain):
    overlay = True


@pytest.fixture
def app():
    gc.unfreeze()
    a = headless_app()
    yield a
    a.shutdown()
    gc.unfreeze()


def test_a_new_screen_is_frozen_after_its_first_frame(app):
    app.push(Plain(app))
    gc.unfreeze()
    app.frame(FRAME_DT, events=[])
    assert gc.get_freeze_count() > 0
    frozen = gc.get_freeze_count()
    gc.unfreeze()
    app.frame(FRAME_DT, events=[])  # the same scene: not settled twice
    assert gc.get_freeze_count() == 0
    assert frozen > 0


def test_an_overlay_does_not_settle_the_heap(app):
    app.push(Plain(app))
    app.frame(FRAME_DT, events=[])
    gc.unfreeze()
    app.push(Overlay(app))
    app.frame(FRAME_DT, events=[])
    assert gc.get_freeze_count() == 0


def test_release_between_games_unfreezes_first(app):
    startup.settle_heap()
    assert gc.get_freeze_count() > 0
    startup.release_freed_memory()
    assert gc.get_freeze_count() == 0
