"""The Magic Maze view and its extras, headless: the chunked mall picture drawn tile by tile equals one drawn at
once; the camera keeps cells >= 48 px, keeps the focus hero in view and the mini-map shows what it cannot;
scenario 13's far mall is drawn; the no-timer stop button (mouse, Back, let go); scenario 12's gestures; the
scenario's own rule page."""
import pygame
import pytest

from game.engine import intents as I
from game.engine.i18n import set_language, tr
from game.games.magic_maze import hud
from game.games.magic_maze import rules as R
from game.games.magic_maze.demo import grow
from game.games.magic_maze.scene import demo_scene
from game.games.magic_maze.stop_button import STOP_HOLD
from game.games.magic_maze.view import BG, MIN_PX, SIZES, C, MallPicture, compose
from tests.fakes import FakeApp
from tests.magic_maze.test_scene import human_setup, started


def fresh_chunk(picture, ck, size) -> pygame.Surface:
    surf = pygame.Surface((C * size, C * size))
    surf.fill(BG)
    compose(surf, picture.mall, picture.used, (ck[0] * C, ck[1] * C), pygame.Rect(ck[0] * C, ck[1] * C, C, C),
            size)
    return surf


def test_a_mall_drawn_tile_by_tile_equals_one_drawn_at_once():
    app = FakeApp()
    scene = started(app, human_setup(4, {0: "mouse"}, scenario=8, pile=24))
    picture = MallPicture()
    picture.update(scene.state)
    for _ in range(6):  # tiles laid (and markers) one at a time, the jobs done a frame each
        grow(scene.state, scene.act, 1)
        picture.update(scene.state)
        while picture.jobs:
            picture.work()
    assert len(scene.state.placed) == 7
    for ck, sizes in picture.chunks.items():
        for size in SIZES:
            want = fresh_chunk(picture, ck, size)
            got = sizes[size]
            diff = sum(1 for x in range(0, C * size, 7) for y in range(0, C * size, 7)
                       if got.get_at((x, y)) != want.get_at((x, y)))
            assert diff == 0, f"chunk {ck} at {size} px differs from a fresh drawing"


def test_the_camera_stays_readable_keeps_the_focus_in_view_and_the_minimap_shows_the_rest():
    app = FakeApp()
    scene = demo_scene(app, 1, "bench")  # 20 tiles, heroes in the four corners
    surf = pygame.Surface((1920, 1080))
    for _ in range(90):
        scene.bench_update(1 / 30)
        scene.draw(surf)
    cam = scene.camera.mall_view.camera
    assert cam.px >= MIN_PX
    assert scene.camera.minimap_shown, "a 20-tile mall does not fit a readable view"
    focus = scene.camera.focus or next(iter(scene.state.heroes))
    x, y = cam.screen(scene.state.heroes[focus])
    assert hud.MALL_RECT.collidepoint(x, y)


def test_scenario_13s_far_mall_is_drawn():
    app = FakeApp()
    scene = demo_scene(app, 1, "far_mall")  # the camera's focus: a hero in the far mall
    surf = pygame.Surface((1920, 1080))
    for _ in range(60):  # the view only (no bots moving the focus elsewhere)
        scene.camera.frame_view(1 / 30)
        scene.draw(surf)
    s = scene.state
    far = [h for h, p in s.heroes.items() if p and p[0] >= 200]
    assert far, "the far mall has heroes"
    cam = scene.camera.mall_view.camera
    cell = next(c for c in s.mall().tile_cells[1] if tuple(c) not in s.occupied())
    x, y = cam.screen(cell)
    assert hud.MALL_RECT.collidepoint(x, y), "the view looks at the far mall"
    assert surf.get_at((int(x), int(y)))[:3] != BG  # a cell of the far mall, not the empty background


def test_without_a_timer_any_seat_stops_the_game_by_holding_twice():
    app = FakeApp()
    scene = started(app, human_setup(2, {0: "mouse", 1: "kb_left"}, timer="none"))
    at = hud.STOP_RECT.center
    scene.on_intent(I.Intent(I.POINTER_DOWN, "mouse", seat=0, pos=at, button=1))
    scene.update(STOP_HOLD / 2)
    scene.on_intent(I.Intent(I.POINTER_UP, "mouse", seat=0, pos=at, button=1))  # let go too soon
    scene.update(STOP_HOLD)
    assert scene.state.phase == "play"
    for _ in range(2):  # a full hold asks "Sure?", the second one stops
        assert scene.state.phase == "play"
        scene.on_intent(I.Intent(I.POINTER_DOWN, "mouse", seat=0, pos=at, button=1))
        for _ in range(int(STOP_HOLD * 10) + 2):
            scene.update(0.1)
        scene.on_intent(I.Intent(I.POINTER_UP, "mouse", seat=0, pos=at, button=1))
    assert scene.state.phase == "over" and not scene.state.outcome["won"]


def test_with_a_timer_back_only_cycles_heroes():
    app = FakeApp()
    scene = started(app, human_setup(2, {1: "kb_left"}))
    before = scene.selection.selected[1]
    scene.on_intent(I.Intent(I.BACK, "kb_left", seat=1))
    for _ in range(int(STOP_HOLD * 10) + 2):
        scene.update(0.1)
    assert scene.state.phase == "play" and scene.selection.selected[1] != before


def test_scenario_12_talks_in_gestures_only():
    app = FakeApp()
    scene = demo_scene(app, 1, "gestures")
    s = scene.state
    assert s.sc.talk == "gestures" and scene.gestures.now()
    scene.gestures.emotes.clear()
    r = hud.emote_rects(0, s.players)[2]
    scene.on_intent(I.Intent(I.POINTER_DOWN, "mouse", seat=0, pos=r.center, button=1))
    assert scene.gestures.emotes[0][0] == hud.EMOTES[2]
    scene.on_intent(I.Intent(I.BACK, "kb_left", seat=1))
    scene.on_intent(I.Intent(I.BACK, "kb_left", seat=1))
    assert scene.gestures.emotes[1][0] == hud.EMOTES[1]
    assert s.talk in ("sand", "elf"), "a gesture is not a game action: the window stays open"


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_the_scenario_has_its_own_rule_page(lang):
    set_language(lang)
    try:
        app = FakeApp()
        scene = started(app, human_setup(4, {0: "mouse"}, scenario=13, timer="none"))
        pages = scene.rules_pages()
        assert pages[0][1] == tr("magic_maze.scenario.13.rule") and "13" in pages[0][0]
        assert len(pages) == 2 and all(title and body and "magic_maze" not in body for title, body in pages)
    finally:
        set_language("en")
    assert R.to_json(scene.state)


@pytest.mark.parametrize("target", [60, 118])
def test_zoom_frames_show_the_mall_all_the_way_to_the_settled_view(target):
    app = FakeApp()
    scene = demo_scene(app, 1, "timer_flip")
    surf = pygame.Surface((1920, 1080))
    scene.draw(surf)
    cam = scene.camera.mall_view.camera
    cam.target_px = target
    frames = 0
    while cam.zooming and frames < 200:  # the camera eases as in play; each frame draws the scaled snapshot
        cam.px += (cam.target_px - cam.px) * 0.2
        if abs(cam.px - cam.target_px) < 0.5:
            cam.px = cam.target_px
        scene.draw(surf)
        frames += 1
        cell = next(c for c in scene.state.mall().cells if tuple(c) not in scene.state.occupied()
                    and hud.MALL_RECT.collidepoint(cam.screen(c)))
        x, y = cam.screen(cell)
        assert surf.get_at((int(x), int(y)))[:3] != BG, f"a mall cell shows as empty floor at px {cam.px:.1f}"
    assert frames > 3 and not cam.zooming
    scene.draw(surf)  # settled: from the chunk copies at the new size
    assert scene.camera.mall_view._at_px == target
