"""The Magic Maze table, headless: demo moments draw in both languages, eight devices in one frame all act,
mouse and keys turn into actions, the nudge, save / Continue, a bot game to the end screen, the book of
challenges, the music's tempo."""
import pygame
import pytest

from game.core.setup import GameSetup, SeatConfig
from game.engine import intents as I
from game.engine.i18n import set_language
from game.engine.menus.end_screen import EndScreen
from game.games.magic_maze import book, hud
from game.games.magic_maze import rules as R
from game.games.magic_maze import table_input as TI
from game.games.magic_maze.demo import MOMENTS, grow
from game.games.magic_maze.moves import Move
from game.games.magic_maze.scene import MagicMazeScene, demo_scene, make_scene
from game.games.magic_maze.table_input import DIRECTION_OF
from tests.fakes import FakeApp

DEVICES = ("mouse", "kb_left", "kb_right", "kb_numpad", "pad:1", "pad:2", "pad:3", "pad:4")
KEY_OF = {d: k for k, d in DIRECTION_OF.items()}


def colours_in(surface) -> int:
    small = pygame.transform.scale(surface, (96, 54))
    return len({small.get_at((x, y))[:3] for x in range(96) for y in range(54)})


def human_setup(players: int, humans: dict, seed: int = 3, **options) -> GameSetup:
    names = ("Mia", "Leo", "Ada", "Kai", "Zoe", "Ben", "Ivy", "Tom")
    colours = ("red", "blue", "yellow", "green", "purple")
    seats = [SeatConfig(names[i], colours[i % 5], "human" if i in humans else "bot", "normal",
                        humans.get(i, "mouse")) for i in range(players)]
    return GameSetup("magic_maze", seats, {"scenario": 1, **options}, seed=seed)


def started(app, setup) -> MagicMazeScene:
    scene = make_scene(app, setup)
    app.push(scene)
    scene.sand.count_from(0.0)
    return scene


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
@pytest.mark.parametrize("moment", [m for m in MOMENTS])
def test_every_moment_draws_in_both_languages(moment, lang):
    set_language(lang)
    try:
        app = FakeApp()
        scene = demo_scene(app, 2, moment)
        surf = pygame.Surface((1920, 1080))
        for _ in range(3):
            scene.bench_update(1 / 60)
            scene.draw(surf)
        assert colours_in(surf) > 100  # a picture, not a blank or flat screen
    finally:
        set_language("en")
    s = scene.state
    if moment == "theft":
        assert s.theft and scene.banners.alarm_left > 0
    if moment == "win":
        assert s.phase == "over" and s.outcome["won"]
    if moment in ("eight_seats", "bench"):
        assert s.players == 8
    if moment == "bench":
        assert len(s.placed) == 20
    if moment == "timer_flip":
        assert s.talk == "sand" and s.hourglasses == 1 and s.used
    if moment == "start":
        assert scene.sand.ready_left > 0 and s.now == 0.0


def test_eight_devices_in_one_frame_all_act():
    app = FakeApp(devices=DEVICES)
    scene = started(app, human_setup(8, dict(enumerate(DEVICES)), seed=5))
    grow(scene.state, scene.act, 4)
    plan = R.clone(scene.state)
    presses = []
    for seat in range(8):  # on a copy: which hero each seat slides, each move legal after the ones before
        moves = [a for a in R.legal_actions(plan, seat) if isinstance(a, Move)]
        assert moves, f"seat {seat} has nothing to slide"
        first = moves[0]
        R.apply(plan, TI.key_move(plan, seat, first.hero, first.direction))
        presses.append((seat, first.hero, first.direction))
    for seat, hero, _ in presses:
        scene.selection.selected[seat] = hero
    for seat, _, direction in presses:  # all eight in the same frame, in arrival order
        scene.on_intent(I.Intent(KEY_OF[direction], DEVICES[seat], seat=seat))
    assert scene.state.heroes == plan.heroes
    assert scene.state.rev == plan.rev


def test_the_mouse_selects_a_hero_and_moves_it_in_line():
    app = FakeApp()
    scene = started(app, human_setup(2, {0: "mouse"}))
    s = scene.state
    scene.camera.mall_view.camera.follow(scene.camera.hero_cells(), 0, snap=True)
    holds = s.holds(0)
    move = next(a for a in R.legal_actions(s, 0) if isinstance(a, Move))
    pos = scene.camera.mall_view.camera.screen(s.heroes[move.hero])
    scene.on_intent(I.Intent(I.POINTER_DOWN, "mouse", seat=0, pos=(int(pos[0]), int(pos[1])), button=1))
    assert scene.selection.selected[0] == move.hero
    x, y = s.heroes[move.hero]
    dx, dy = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}[move.direction]
    target = (x + dx * move.distance, y + dy * move.distance)
    pos = scene.camera.mall_view.camera.screen(target)
    scene.on_intent(I.Intent(I.POINTER_DOWN, "mouse", seat=0, pos=(int(pos[0]), int(pos[1])), button=1))
    assert tuple(s.heroes[move.hero]) == target
    assert move.direction in holds


def test_keys_cycle_heroes_and_only_the_seats_own_actions_work():
    app = FakeApp()
    scene = started(app, human_setup(2, {1: "kb_left"}))
    before = scene.selection.selected[1]
    scene.on_intent(I.Intent(I.CONFIRM, "kb_left", seat=1))
    assert scene.selection.selected[1] != before
    missing = next(d for d in "NESW" if d not in scene.state.holds(1))
    rev = scene.state.rev
    scene.on_intent(I.Intent(KEY_OF[missing], "kb_left", seat=1))
    assert scene.state.rev == rev  # refused: not on this seat's action tile
    assert "magic_maze/tick" in app.audio.played


def test_nobody_moves_before_get_ready_ends():
    app = FakeApp()
    scene = make_scene(app, human_setup(2, {0: "kb_right"}))
    app.push(scene)
    assert scene.sand.ready_left == 3.0
    d = next(d for d in "NESW" if d in scene.state.holds(0))
    scene.on_intent(I.Intent(KEY_OF[d], "kb_right", seat=0))
    scene.update(1.0)
    assert scene.state.now == 0.0 and scene.state.rev == 0
    scene.update(2.5)
    scene.update(0.1)
    assert scene.state.now > 0


def test_do_something_shakes_the_other_seats_panel_and_rings():
    app = FakeApp()
    scene = started(app, human_setup(4, {0: "kb_left", 2: "mouse"}))
    scene.on_intent(I.Intent(I.ACT4, "kb_left", seat=0))
    assert scene.state.pawn == 1 and scene.nudges.nudged[1] > scene.clock
    assert "magic_maze/nudge" in app.audio.played
    r = hud.panel_rect(3, 4)
    scene.on_intent(I.Intent(I.POINTER_DOWN, "mouse", seat=2, pos=r.center, button=1))
    assert scene.state.pawn == 3


def test_save_and_continue_restore_the_same_game():
    app = FakeApp()
    setup = human_setup(2, {0: "kb_left"})
    scene = started(app, setup)
    d = next(d for d in "NESW" if d in scene.state.holds(0) and any(
        isinstance(a, Move) and a.direction == d for a in R.legal_actions(scene.state, 0)))
    scene.selection.selected[0] = next(a.hero for a in R.legal_actions(scene.state, 0) if isinstance(a, Move)
                             and a.direction == d)
    scene.on_intent(I.Intent(KEY_OF[d], "kb_left", seat=0))
    assert app.saves.saved, "an action autosaves"
    saved = app.saves.saved[-1]
    state_json = saved[1] if isinstance(saved, tuple) else saved["state"]
    again = make_scene(app, setup, state_json)
    assert R.to_json(again.state) == R.to_json(scene.state)


def test_a_bot_game_runs_through_the_scene_to_the_end_screen():
    app = FakeApp()
    setup = GameSetup.all_bots("magic_maze", 4, seed=4, difficulty="hard", options={"scenario": 1})
    scene = make_scene(app, setup)
    app.push(scene)
    for _ in range(4000):
        scene.update(0.1)
        if scene.end_shown:
            break
    assert scene.state.phase == "over"
    assert isinstance(app.top, EndScreen)


def test_a_win_goes_into_the_book_of_challenges():
    app = FakeApp()
    scene = demo_scene(app, 2, "win")
    assert scene.state.outcome["won"]
    page = book.page(app.settings, 1)
    assert page["wins"] == 1 and page["best"] is not None
    assert "1" in scene.end_note() or "won" in scene.end_note()


def test_the_music_speeds_up_as_the_sand_runs_low():
    app = FakeApp()
    scene = started(app, human_setup(2, {0: "mouse"}))
    assert scene.sand.tempo() == "calm"
    scene.state.sand_left = 50.0
    scene.update(0.01)
    assert scene.sand.tempo() == "hurry" and app.audio.music == "magic_maze/music_hurry"
    scene.state.sand_left = 10.0
    scene.update(0.01)
    assert app.audio.music == "magic_maze/music_panic"


def test_solo_turns_action_tiles_and_uses_the_one_on_top():
    app = FakeApp()
    scene = started(app, human_setup(1, {0: "kb_left"}))
    s = scene.state
    assert s.holds(0) == ()
    scene.on_intent(I.Intent(I.ACT4, "kb_left", seat=0))
    assert len(s.holds(0)) == 1  # the next action tile is on top


def test_a_bot_nudges_and_a_human_with_bots_plays_on():
    app = FakeApp()
    scene = started(app, human_setup(3, {0: "mouse"}))
    for _ in range(600):
        scene.update(0.1)
    assert scene.state.now > 50 and scene.state.rev > 5  # the bots played around the idle human
