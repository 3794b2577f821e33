"""The sandbox scene, driven headless by posted events like a player would."""
from __future__ import annotations

import json

import pygame
import pytest

from game.devtools.sandbox.scene import PIECES, make_sandbox_scene
from game.engine import i18n
from game.engine.intents import PAUSE, Intent
from game.engine.paths import resource_root
from tests import fakes

E = pygame.event.Event


@pytest.fixture
def scene():
    pygame.init()
    pygame.display.set_mode((1920, 1080))
    return make_sandbox_scene(fakes.FakeApp(), seed=1)


def _frames(scene, n):
    for _ in range(n):
        scene.update(1 / 60)


def test_starting_towers_stand_and_draw(scene):
    before = len(scene.world)
    _frames(scene, 60)
    assert len(scene.world) == before
    surface = pygame.Surface((1920, 1080))
    scene.draw(surface)
    assert surface.get_at((960, 30)) != surface.get_at((960, 1000))  # sky above, table below
    assert scene.world.awake_count() == 0


def test_card_gives_a_piece_to_the_hand_and_a_click_drops_it(scene):
    scene.handle(E(pygame.KEYDOWN, key=pygame.K_1))
    held = scene.held
    assert held is not None and scene.world.kind_of(held) == "kinematic"
    scene.handle(E(pygame.MOUSEMOTION, pos=(1500, 400), rel=(0, 0), buttons=(0, 0, 0)))
    scene.handle(E(pygame.MOUSEWHEEL, x=0, y=2))
    _frames(scene, 60)
    assert scene.world.angle(held) == pytest.approx(0.5236, abs=1e-3)
    x, _ = scene.view.to_world((1500, 400))
    assert scene.world.position(held)[0] == pytest.approx(x, abs=1.0)
    scene.handle(E(pygame.MOUSEBUTTONDOWN, pos=(1500, 400), button=1))
    assert scene.held is None and scene.world.kind_of(held) == "dynamic"
    _frames(scene, 120)
    assert scene.world.position(held)[1] < 40.0  # fell onto the table


def test_dragging_back_throws_the_axe(scene):
    scene.handle(E(pygame.KEYDOWN, key=pygame.K_5))
    scene.handle(E(pygame.MOUSEBUTTONDOWN, pos=(1700, 380), button=1))
    scene.handle(E(pygame.MOUSEMOTION, pos=(1860, 420), rel=(0, 0), buttons=(1, 0, 0)))
    _frames(scene, 3)
    axe = scene.held
    scene.handle(E(pygame.MOUSEBUTTONUP, pos=(1860, 420), button=1))
    assert scene.world.kind_of(axe) == "dynamic"
    vx, vy = scene.world.velocity(axe)
    assert vx < -1000.0 and vy > 0.0  # thrown left and a little up, away from the pull
    hits = []
    for _ in range(40):
        scene.update(1 / 60)
        hits += scene.puffs
    assert hits, "the axe should clack into the dice"


def test_keys_toggle_debug_clear_and_leave(scene):
    scene.handle(E(pygame.KEYDOWN, key=pygame.K_d))
    assert scene.debug
    surface = pygame.Surface((1920, 1080))
    scene.draw(surface)
    scene.handle(E(pygame.KEYDOWN, key=pygame.K_c))
    assert all(scene.world.kind_of(b) == "static" for b in scene.world.body_ids())
    scene.on_intent(Intent(PAUSE, "kb_any"))
    assert scene.app.paused_for == [None]


def test_catalogues_have_every_sandbox_key_in_both_languages():
    keys = {"physics.sandbox.title", "physics.sandbox.hint", "physics.sandbox.hint_axe",
            "physics.button.debug", "physics.button.clear", "physics.button.reset",
            *(f"physics.piece.{p}" for p in PIECES),
            *(f"physics.debug.{k}" for k in ("bodies", "awake", "contacts", "energy"))}
    for lang in i18n.LANGUAGES:
        data = json.loads((resource_root() / "assets" / "i18n" / lang / "physics.json").read_text("utf-8"))
        assert keys <= set(data), lang
        assert all(v.strip() for v in data.values())


def _grey(surface, rect):
    rgb = pygame.surfarray.array3d(surface.subsurface(rect)).astype(float)
    return rgb @ [0.299, 0.587, 0.114]


def test_the_picked_card_stands_out_in_grey_too(scene):
    """Colour-blind check: in luminance alone the picked card differs from the others by shape, not a tint."""
    surface = pygame.Surface((1920, 1080))
    scene.draw(surface)
    area, other = scene._cards[1].inflate(24, 40), scene._cards[3].inflate(24, 40)
    before, other_before = _grey(surface, area), _grey(surface, other)
    scene.handle(E(pygame.KEYDOWN, key=pygame.K_2))
    scene.handle(E(pygame.MOUSEMOTION, pos=(1500, 600), rel=(0, 0), buttons=(0, 0, 0)))
    scene.update(1 / 60)  # the new piece goes to the hand, away from the cards
    scene.draw(surface)
    assert (abs(_grey(surface, area) - before) > 60).mean() > 0.08
    assert (abs(_grey(surface, other) - other_before) > 60).mean() < 0.01  # the other cards stay as they were


def test_the_hint_is_big_enough_to_read_from_the_sofa(scene):
    from game.devtools.sandbox import scene as sandbox_scene
    assert sandbox_scene.HINT_SIZE >= 28
    from game.engine import text as engine_text
    for key in ("physics.sandbox.hint", "physics.sandbox.hint_axe"):
        assert engine_text.fit_size(i18n.tr(key), sandbox_scene.HINT_SIZE, 1920 - 120) >= 28


@pytest.fixture
def real_app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLE_TALES_HOME", str(tmp_path))
    from game.app import App
    app = App(headless=True, size=(1920, 1080))
    yield app
    app.shutdown()


def test_a_piece_dropped_past_the_table_edge_falls_out_of_sight_without_a_crash(real_app):
    """It used to show the crash screen: the shadow of a piece below the table top got an alpha above 255.
    Played as a player would, through the app (so a crash screen would be counted): pick a die, carry it past
    the right edge of the table, let go; it falls, and once out of sight the world removes it."""
    from game.devtools.sandbox import scene as sandbox_scene
    app = real_app
    scene = make_sandbox_scene(app, seed=1)
    app.push(scene)
    table_edge_px = scene.view.point((scene.world.part_outlines(0)[0][:, 0].max(), 0.0))[0]
    assert table_edge_px < 1905
    before = set(scene.world.body_ids())
    app.frame(1 / 60, events=[E(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1", scancode=0)])
    (die,) = set(scene.world.body_ids()) - before
    assert scene.held == die
    for x in [*range(1500, 1900, 30), 1912]:  # carry it to the right (high above the towers), past the edge
        app.frame(1 / 60, events=[E(pygame.MOUSEMOTION, pos=(x, 150), rel=(30, 0), buttons=(0, 0, 0))])
    for _ in range(30):
        app.frame(1 / 60, events=[])
    assert scene.world.position(die)[0] > scene.view.to_world((table_edge_px, 0))[0]
    app.frame(1 / 60, events=[E(pygame.MOUSEBUTTONDOWN, pos=(1912, 150), button=1)])
    app.frame(1 / 60, events=[E(pygame.MOUSEBUTTONUP, pos=(1912, 150), button=1)])
    lowest, removed_at = 0.0, None
    for frame in range(240):
        app.frame(1 / 60, events=[])
        if die not in scene.world.body_ids():
            removed_at = frame
            break
        lowest = min(lowest, scene.world.position(die)[1])
    assert app.crashes == [] and app.top is scene
    assert lowest < -100.0  # it really fell past the table top, and was drawn down there
    assert removed_at is not None and sandbox_scene.WORLD_BOUNDS[1] > -1000.0  # removed once out of sight
    assert set(scene.world.body_ids()) == before  # the towers were not touched


def test_shadows_stay_valid_for_any_height(scene):
    """Every piece, anywhere from far below to far above the table: the shadow layer draws."""
    from game.physics import shapes
    surface = pygame.Surface((1920, 1080))
    for y in (-5000.0, -300.0, -1.0, 0.0, 20.0, 500.0, 900.0, 5000.0):
        scene.world.add_body(shapes.die(), (0.0, y), kind="kinematic")
        scene.draw(surface)
