"""What a seat sees of its own hands, headless: the selected hero's own-colour cells light up (portals, explore
cells) and follow the selection; the keys' hint names the Back key; the stop button and scenario 12's banner name
the seats' Back keys; pausing saves the sand that ran since the last action; the scenario's rule page title."""
import pygame

from game.engine import intents as I
from game.engine import text
from game.engine.i18n import set_language, tr
from game.engine.table import hint
from game.engine.theme import seat_rgb
from game.games.magic_maze import hud
from game.games.magic_maze import rules as R
from game.games.magic_maze.scene import demo_scene
from game.games.magic_maze.stop_button import stop_how_lines
from game.games.magic_maze.view import own_cells
from tests.fakes import FakeApp
from tests.magic_maze.test_scene import human_setup, started

KEYS = ("mouse", "kb_left", "kb_right", "kb_numpad", "pad:1")


def test_the_selected_heroes_own_cells_light_up_and_follow_the_selection():
    app = FakeApp()
    scene = started(app, human_setup(3, {0: "mouse", 1: "kb_left"}))
    s = scene.state
    m = s.mall()
    lit = scene.pieces.lit_cells()
    selected = scene.selection.selected
    assert set(lit) == {selected[0], selected[1]}, "bots select nothing: only the humans' heroes"
    for hero, cells in lit.items():
        explore = m.explore_cells()
        colour = {c: explore[c][0] if c in explore else m.kind(c)[1] for c in cells}
        assert cells and set(colour.values()) == {hero}, "only cells of the hero's own colour"
        assert set(m.find("portal", hero)) <= set(cells)
    before = scene.selection.selected[1]
    scene.on_intent(I.Intent(I.CONFIRM, "kb_left", seat=1))
    assert scene.selection.selected[1] != before and scene.selection.selected[1] in scene.pieces.lit_cells()
    surf = pygame.Surface((1920, 1080))
    scene.update(1 / 60)
    scene.draw(surf)
    cell = scene.pieces.lit_cells()[scene.selection.selected[0]][0]
    x, y = scene.camera.mall_view.camera.screen(cell)
    half = int(scene.camera.mall_view.camera.px) // 2
    ring = [surf.get_at((int(x) - half + k, int(y)))[:3] for k in range(2, 16)]
    assert any(max(c) > 240 for c in ring), "a bright frame inside the cell's edge"


def test_after_the_theft_portals_are_not_lit():
    app = FakeApp()
    scene = started(app, human_setup(2, {0: "mouse"}))
    hero = scene.selection.selected[0]
    scene.state.theft = True
    cells = own_cells(scene.state, hero)
    assert not set(cells) & set(scene.state.mall().find("portal", hero))


def test_the_keys_hint_shows_the_back_key():
    app = FakeApp(devices=KEYS)
    scene = started(app, human_setup(5, dict(enumerate(KEYS))))
    assert scene.hints.hint_for(0).sentence and not scene.hints.hint_for(0).items  # the mouse: words
    for seat, back in ((1, "Q"), (3, "0"), (4, "B")):
        keys = [k for item in scene.hints.hint_for(seat).items for k in item.keys]
        assert back in keys, (seat, keys)
    for seat in range(1, 5):
        h = scene.hints.hint_for(seat)
        assert len(hint.lines(h, hud.PANEL_W - 12)) == 1
        assert hint.widest_line(h, hud.PANEL_W - 12) <= hud.PANEL_W - 12 - 2 * hint.PAD_X


def test_the_stop_buttons_words_fit_in_both_languages():
    for lang in ("en", "zh-TW"):
        set_language(lang)
        try:
            for asking in (False, True):
                lines = stop_how_lines(hud.STOP_RECT.w - 16, asking)
                assert lines and all(text.size_of(line, 28)[0] <= hud.STOP_RECT.w - 16 for line in lines)
        finally:
            set_language("en")


def test_scenario_12s_banner_names_the_back_keys():
    app = FakeApp()
    scene = demo_scene(app, 1, "gestures")
    keys = scene.hints.back_keys()
    assert keys and all(k in scene.gestures.how() for k in keys)


def test_pausing_saves_the_sand_that_ran():
    app = FakeApp()
    scene = started(app, human_setup(2, {0: "mouse"}))
    for _ in range(60):
        scene.update(0.1)
    left = scene.state.sand_left
    scene.on_intent(I.Intent(I.PAUSE, "mouse", seat=0))
    saved = app.saves.saved[-1]
    state_json = saved[1] if isinstance(saved, tuple) else saved["state"]
    assert abs(R.from_json(state_json).sand_left - left) < 1e-6 and left < scene.state.sand_total - 5


def test_the_rule_page_title_names_the_scenario_once():
    app = FakeApp()
    scene = started(app, human_setup(2, {0: "mouse"}))
    title = scene.rules_pages()[0][0]
    assert tr("magic_maze.scenario.1.title") in title and title.count("1") == 1


def test_each_action_button_of_a_keys_seat_shows_its_key():
    app = FakeApp(devices=KEYS)
    assert hud.action_keys(app.input, "kb_left", ("portal", "W", "escalator", "explore")) == {
        "portal": "E", "W": "A", "escalator": "R", "explore": "F"}
    assert hud.action_keys(app.input, "kb_right", ("portal", "N")) == {"portal": "Shift", "N": "↑"}
    assert hud.action_keys(app.input, "kb_numpad", ("explore", "S")) == {"explore": "1", "S": "2"}
    assert hud.action_keys(app.input, "pad:1", ("portal", "E")) == {"portal": "X", "E": "→"}
    assert hud.action_keys(app.input, "mouse", ("portal",)) == {}
    scene = started(app, human_setup(2, {0: "mouse", 1: "kb_left"}))
    surf = pygame.Surface((1920, 1080))
    scene.update(1 / 60)
    scene.draw(surf)
    icon = hud.action_rects(1, 2, len(scene.state.holds(1)))[0]
    corner = [surf.get_at((x, y))[:3] for x in range(icon.right - 26, icon.right + 4)
              for y in range(icon.bottom - 26, icon.bottom)]
    assert corner.count(hint.CAP_FACE) > 200, "the key cap sits on the button's corner"
    scene = started(FakeApp(devices=KEYS), human_setup(4, {0: "mouse", 1: "kb_left"}))
    scene.update(1 / 60)
    scene.draw(surf)
    assert len(scene.state.holds(1)) <= 3
    r = hud.panel_rect(1, 4)  # the nudge's key beside the faded pawn, right of the action tile
    pawn = [surf.get_at((x, y))[:3] for x in range(r.right - 36, r.right - 6) for y in range(r.y + 112, r.y + 138)]
    assert pawn.count(hint.CAP_FACE) > 200, "the nudge's key shows on the panel"


def test_the_camera_stays_put_while_heroes_move_in_a_mall_that_fits():
    app = FakeApp()
    scene = started(app, human_setup(2, {0: "mouse", 1: "kb_left"}))  # no bots: only this move happens
    surf = pygame.Surface((1920, 1080))
    for _ in range(30):
        scene.update(0.1)
        scene.draw(surf)
    goal, px = scene.camera.mall_view.camera.goal, scene.camera.mall_view.camera.target_px
    s = scene.state
    def box(state):
        cells = [p for p in state.heroes.values() if p]
        return min(c[0] for c in cells), max(c[0] for c in cells), min(c[1] for c in cells), max(c[1] for c in cells)

    def widens(a) -> bool:
        after = R.clone(s)
        R.apply(after, a)
        return box(after) != box(s)

    move = next(a for seat in (0, 1) for a in R.legal_actions(s, seat) if type(a).__name__ == "Move" and widens(a))
    scene.act(move.seat, move)  # the heroes spread: the view would follow them
    for _ in range(10):
        scene.update(0.1)
        scene.draw(surf)
    assert scene.camera.mall_view.camera.goal == goal
    assert scene.camera.mall_view.camera.target_px == px


def test_a_nudge_leaves_the_action_tile_in_sight():
    app = FakeApp()
    scene = started(app, human_setup(4, {0: "kb_left", 1: "mouse"}))
    surf = pygame.Surface((1920, 1080))
    scene.update(1 / 60)
    scene.draw(surf)
    icon = hud.action_rects(1, 4, len(scene.state.holds(1)))[0]
    calm = [surf.get_at((x, icon.centery))[:3] for x in range(icon.x + 8, icon.right - 8)]
    scene.on_intent(I.Intent(I.ACT4, "kb_left", seat=0))
    assert 1 in scene.nudges.shaking()
    scene.update(0.05)
    scene.draw(surf)
    shaken = [surf.get_at((x, icon.centery))[:3] for x in range(icon.x + 8, icon.right - 8)]
    assert shaken == calm, "the button the nudged player must press is not covered"


def test_a_lost_game_ends_without_confetti_and_a_won_one_with():
    from game.engine.menus.end_screen import EndScreen
    for won in (False, True):
        app = FakeApp()
        scene = started(app, human_setup(2, {0: "mouse"}))
        scene.state.phase = "over"
        scene.state.outcome = {"won": won, "reason": "sand", "time": 100.0}
        scene.show_end()
        end = app.top
        assert isinstance(end, EndScreen) and bool(end.confetti) == won


def test_a_seats_selection_ring_shows_round_the_hero():
    app = FakeApp()
    scene = started(app, human_setup(2, {0: "mouse", 1: "kb_left"}))
    scene.selection.selected[0] = scene.selection.selected[1] = "orange"  # two seats on one hero: both rings show
    surf = pygame.Surface((1920, 1080))
    scene.update(1 / 60)
    scene.draw(surf)
    cam = scene.camera.mall_view.camera
    x, y = (round(v) for v in cam.screen(scene.state.heroes["orange"]))
    size = max(44, int(cam.px * 0.8) // 8 * 8)
    for i, seat in enumerate((0, 1)):
        colour = seat_rgb(scene.seat_colour(seat))
        r = size // 2 + 14 + 8 * i - 3  # the middle of the ring's width
        ring = [surf.get_at((x + dx, y + dy))[:3] for dx, dy in ((-r, 0), (0, r), (r, 0))]
        assert ring.count(colour) >= 2, (seat, ring, colour)


def test_the_mall_is_framed_above_the_game_log():
    from game.games.magic_maze.demo import grow
    from game.games.magic_maze.framing import LOG_ROOM
    app = FakeApp()
    scene = started(app, human_setup(2, {0: "mouse", 1: "kb_left"}))
    grow(scene.state, scene.act, 2)  # a mall that still fits the view whole
    surf = pygame.Surface((1920, 1080))
    for _ in range(40):
        scene.update(0.1)
        scene.draw(surf)
    cam = scene.camera.mall_view.camera
    bottom = max(cam.screen(c)[1] + cam.px / 2 for c in scene.state.mall().cells)
    assert bottom <= hud.MALL_RECT.bottom - LOG_ROOM + 4, "the log's lines never cover the mall's last row"


def test_a_mall_too_big_to_show_whole_keeps_the_cells_around_the_heroes_in_view():
    from game.games.magic_maze.demo import grow
    from game.games.magic_maze.framing import CONTEXT_PX
    from game.games.magic_maze.view import MIN_PX
    app = FakeApp()
    scene = started(app, human_setup(2, {0: "mouse", 1: "kb_left"}))
    grow(scene.state, scene.act, 8)
    s = scene.state
    for hero, cell in zip(("orange", "yellow", "purple", "green"), ((1, 1), (2, 1), (1, 2), (2, 2))):
        s.heroes[hero] = list(cell)  # close together: alone they would be shown at the closest zoom
    surf = pygame.Surface((1920, 1080))
    for _ in range(40):
        scene.update(0.1)
        scene.draw(surf)
    cam = scene.camera.mall_view.camera
    assert MIN_PX <= cam.target_px <= CONTEXT_PX


def test_a_nudged_human_sees_which_hero_and_action_the_team_waits_for():
    app = FakeApp()
    scene = started(app, human_setup(3, {0: "kb_left"}))
    surf = pygame.Surface((1920, 1080))
    for _ in range(600):
        scene.update(0.1)
        if 0 in scene.nudges.shaking():
            break
    assert 0 in scene.nudges.shaking(), "an idle human gets nudged by the bots"
    want = scene.nudges.wanted[0]
    assert want is not None
    hero, action = want
    assert action in scene.state.holds(0) and scene.state.heroes[hero] is not None
    scene.draw(surf)  # the nudged panel shows the hero and the action
    r = hud.panel_rect(0, 3)
    foot = pygame.Rect(r.x + 8, r.y + 150, 110, 50)
    colours = {surf.get_at((x, y))[:3] for x in range(foot.x, foot.right, 3) for y in range(foot.y, foot.bottom, 3)}
    assert len(colours) > 12, "pictures on the band, not a plain red"
