"""Magic Maze with keyboards is fair: a nudge shows what the team waits for and never changes the hero a human
has selected; the team's nudges of one seat are one wave (one bell, one log line) at most every NUDGE_WAVE
seconds; without a timer no key a seat plays with stops the game."""
import pygame
import pytest

from game.engine import intents as I
from game.engine.table.game_log import GameLog
from game.games.magic_maze import hud
from game.games.magic_maze import rules as R
from game.games.magic_maze.aims import AIM_SECONDS
from game.games.magic_maze.log_lines import lines
from game.games.magic_maze.moves import DoSomething, GiveUp, Nudged, UsePortal
from game.games.magic_maze.stop_button import STOP_HOLD
from tests.fakes import FakeApp
from tests.magic_maze.test_scene import human_setup, started

NAMES = ("Mia", "Leo", "Ada", "Kai", "Zoe", "Ben", "Ivy", "Tom")


def seat_name(seat):
    return NAMES[seat] if seat is not None else ""


def nudged_scene(pick=None):
    """Three seats, the human (seat 0, left keys) never acts until the bots nudge it; `pick` selects a hero."""
    app = FakeApp()
    scene = started(app, human_setup(3, {0: "kb_left"}))
    if pick:
        scene.selection.select(0, pick)
    for _ in range(600):
        scene.update(0.1)
        if 0 in scene.nudges.shaking():
            break
    return scene


def test_a_nudge_never_changes_the_hero_a_human_has_selected():
    want = nudged_scene().nudges.wanted.get(0)
    assert want is not None, "an idle human gets nudged and is told what the team waits for"
    other = next(h for h in R.HEROES if h != want[0])
    scene = nudged_scene(other)  # the same game (same seed, same steps), another hero selected
    assert 0 in scene.nudges.shaking() and scene.nudges.wanted[0] == want
    assert scene.selection.selected[0] == other, "the nudge moved the human's selection"


def test_nudges_of_one_seat_are_one_wave_with_one_log_line():
    s = R.new_game({"players": 8, "scenario": 1}, 3)
    log = GameLog()
    for seat in (2, 3, 4):
        events = R.apply(s, DoSomething(seat, 1))
        for who, words in lines(seat_name, events, log):
            log.add(who, words)
    assert [e.text for e in log] == ["Ada, Kai and Zoe: do something, Leo!"]
    nudges = [e for e in events if isinstance(e, Nudged)]
    assert nudges[0].joined and nudges[0].wave == (2, 3, 4)
    assert R.apply(s, DoSomething(2, 1)) == [], "a seat nudges once a wave"
    s.now += R.NUDGE_WAVE
    events = R.apply(s, DoSomething(5, 1))
    assert not events[0].joined, "after the wave a new one may start"


def test_eight_seats_nudge_a_human_at_most_once_per_wave():
    """One human (Leo) who never acts, seven bots: the bell rings and the panel shakes at most once every
    NUDGE_WAVE seconds, and the log has one line per wave."""
    app = FakeApp()
    scene = started(app, human_setup(8, {1: "kb_left"}, seed=4))
    starts: dict[int, list] = {}
    shaking: set = set()
    for _ in range(1200):
        scene.update(0.1)
        now_shaking = set(scene.nudges.shaking())
        for seat in now_shaking - shaking:
            starts.setdefault(seat, []).append(scene.state.now)
        shaking = now_shaking
        if scene.state.phase == "over":
            break
    assert len(starts.get(1, ())) >= 2, "the idle human is nudged"
    for seat, at in starts.items():
        gaps = [b - a for a, b in zip(at, at[1:])]
        assert not gaps or min(gaps) >= R.NUDGE_WAVE - 0.01, (seat, gaps)
    assert app.audio.played.count("magic_maze/nudge") == sum(map(len, starts.values())), "one bell per wave"
    starts = starts[1]
    nudge_lines = [e.text for e in scene.game_log if "do something, Leo" in e.text]
    assert len(nudge_lines) == len(starts), "one log line per wave"
    assert all(", " in t and " and " in t for t in nudge_lines), "the line names the whole team that nudged"


def test_without_a_timer_no_play_key_stops_the_game():
    """Q (Back on the left keyboard) cycles heroes: held for twice the stop's hold it stops nothing."""
    app = FakeApp()
    scene = started(app, human_setup(2, {0: "kb_left"}, timer="none"))
    assert not scene.state.sand_total
    scene.on_intent(I.Intent(I.BACK, "kb_left", seat=0))
    for _ in range(int(STOP_HOLD * 20)):
        scene.update(0.1)
    scene.on_intent(I.Intent(I.RELEASE, "kb_left", seat=0, original=I.BACK))
    assert scene.state.phase == "play"
    assert GiveUp(0) in R.legal_actions(scene.state, 0), "the stop button is still there for a pointer"


def test_a_nudge_shows_on_the_board_which_hero_and_where():
    import pygame

    from game.games.magic_maze.hero_pieces import WANTED

    scene = nudged_scene("purple")
    marks = scene.nudges.marks()
    assert marks and marks[0][0] == scene.nudges.wanted[0][0] and marks[0][1] is not None
    surf = pygame.Surface((1920, 1080))
    scene.draw(surf)
    tx, ty = scene.camera.mall_view.camera.screen(marks[0][1])
    half = max(18, int(scene.camera.mall_view.camera.px * 0.45))
    edge = [surf.get_at((round(tx) - half + 2, round(ty) + k))[:3] for k in range(-4, 5)]
    assert WANTED in edge, "the wanted cell is framed on the board"


def portal_table():
    """Two human seats; seat 0 (left keys) holds the portal and its orange hero has four portals to go to."""
    from game.games.magic_maze.demo import grow

    app = FakeApp()
    scene = started(app, human_setup(2, {0: "kb_left", 1: "kb_right"}))
    s = scene.state
    grow(s, lambda seat, a: R.apply(s, a), 8)
    while scene.sand.counting():
        scene.update(0.1)
    scene.selection.select(0, "orange")
    options = [a.cell for a in R.legal_actions(s, 0) if isinstance(a, UsePortal) and a.hero == "orange"]
    assert len(options) >= 3
    return scene, options


def test_repeated_portal_presses_light_each_portal_and_ok_takes_the_lit_one():
    scene, options = portal_table()
    lit = []
    for _ in range(len(options)):
        scene.on_intent(I.Intent(I.ACT1, "kb_left", seat=0))
        scene.update(0.05)
        (seat, cell, n, total), = scene.input.aims.lit()
        assert seat == 0 and total == len(options)
        lit.append(cell)
    assert sorted(lit) == sorted(options), "every portal of the hero's colour is reachable by keys"
    assert tuple(scene.state.heroes["orange"]) not in options, "nothing moves while the seat is choosing"
    scene.on_intent(I.Intent(I.ACT1, "kb_left", seat=0))  # round again to the first, then the second
    scene.on_intent(I.Intent(I.ACT1, "kb_left", seat=0))
    scene.on_intent(I.Intent(I.CONFIRM, "kb_left", seat=0))
    assert tuple(scene.state.heroes["orange"]) == lit[1]
    assert scene.selection.selected[0] == "orange", "OK took the target, it did not cycle the hero"


def test_a_lit_portal_is_taken_when_the_seat_stops_pressing():
    scene, options = portal_table()
    scene.on_intent(I.Intent(I.ACT1, "kb_left", seat=0))
    scene.on_intent(I.Intent(I.ACT1, "kb_left", seat=0))
    (_, cell, n, _), = scene.input.aims.lit()
    assert n == 2
    for _ in range(int(AIM_SECONDS * 10) + 2):
        scene.update(0.1)
    assert tuple(scene.state.heroes["orange"]) == cell and not scene.input.aims.lit()


def test_one_human_with_seven_bots_has_real_work():
    """The bench's measure (python -m game.games.magic_maze.bench --only human) on five games."""
    from game.games.magic_maze.bench import HUMAN_BAR, human_share

    results = [human_share(seed) for seed in range(5)]
    shares = sorted(share for share, _, _ in results)
    assert shares[len(shares) // 2] >= HUMAN_BAR, shares
    assert all(won for _, won, _ in results), "waiting for the human does not cost the team its game"


def test_the_table_tells_its_bots_who_is_human():
    app = FakeApp()
    scene = started(app, human_setup(4, {1: "kb_left"}))
    assert all(bot.table_humans == (1,) for bot in scene.ctx.seats.bots.values())


def test_a_cooperative_end_screen_shows_the_teams_result_and_time_not_a_ranking():
    from game.engine.menus.end_screen import EndScreen
    from game.games.magic_maze.scene import demo_scene

    app = FakeApp()
    scene = demo_scene(app, 2, "win")
    assert scene.end_placings() == [], "no places: the team won together"
    assert "Time: " in scene.end_note() and scene.state.outcome["won"]
    scene.show_end()
    assert isinstance(app.top, EndScreen) and app.top.ranking == [] and "Time: " in app.top.subtitle


def test_an_escalator_is_never_drawn_over_an_item():
    import pygame

    from game.games.magic_maze.scene import demo_scene
    from game.games.magic_maze.view import cell_art, cells_under, compose

    mall = demo_scene(FakeApp(), 1, "big_mall").state.mall()
    crossed = [c for a, b in mall.escalator.items() for c in cells_under(a, b)
               if c in mall.cells and mall.cells[c][1] == "item"]
    assert crossed, "this mall has an escalator passing over an item"
    u = 64
    for cell in crossed:
        region = pygame.Rect(cell[0] - 4, cell[1] - 4, 9, 9)
        surf = pygame.Surface((9 * u, 9 * u))
        compose(surf, mall, set(), (region.x, region.y), region, u)
        _, kind, colour = mall.cells[cell]
        bare = cell_art(kind, colour, u)
        x0, y0 = (cell[0] - region.x) * u, (cell[1] - region.y) * u
        inset = u // 6
        differ = sum(surf.get_at((x0 + x, y0 + y))[:3] != bare.get_at((x, y))[:3]
                     for x in range(inset, u - inset, 2) for y in range(inset, u - inset, 2))
        assert differ == 0, (cell, differ)


def test_the_camera_never_moves_the_cell_under_a_choosing_pointer():
    from game.games.magic_maze.framing import POINTER_STILL
    from game.games.magic_maze.scene import demo_scene

    app = FakeApp()
    scene = demo_scene(app, 1, "big_mall")
    for _ in range(30):
        scene.update(0.1)
    cam = scene.camera.mall_view.camera
    focus = scene.camera.focus
    far = max((h for h, p in scene.state.heroes.items() if p), key=lambda h: abs(scene.state.heroes[h][0]
                                                                                 - scene.state.heroes[focus][0]))
    at = hud.MALL_RECT.center
    cell = cam.cell_at(at)
    before = cam.screen(cell)
    scene.camera.focus_on(far)  # the camera would turn to a hero on the other side of the mall
    for _ in range(20):
        scene.on_intent(I.Intent(I.POINTER_MOVE, "mouse", seat=0, pos=at))
        scene.update(0.1)
        assert abs(cam.screen(cell)[0] - before[0]) < 1 and abs(cam.screen(cell)[1] - before[1]) < 1
    for _ in range(int(POINTER_STILL * 10) + 20):
        scene.update(0.1)
    assert abs(cam.screen(cell)[0] - before[0]) + abs(cam.screen(cell)[1] - before[1]) > 5, \
        "once the pointer rests the camera goes on to the hero"


def free_area_table(players: int, tiles: int):
    from game.games.magic_maze.demo import demo_setup, grow

    app = FakeApp()
    options = {"scenario": 9, "leader": 4} if players == 9 else {"scenario": 1}
    scene = started(app, demo_setup(players, {0: "mouse"}, 3, **options))
    grow(scene.state, scene.act, tiles)
    surf = pygame.Surface((1920, 1080))
    for _ in range(40):
        scene.update(0.1)
        scene.draw(surf)
    return scene


@pytest.mark.parametrize("players", [4, 8, 9])
def test_the_camera_keeps_the_whole_mall_in_the_free_area(players):
    """A mall that fits at a readable zoom is framed whole inside the free area: between the seat columns, above
    the log strip; a mall too big for it is never drawn under a seat panel or the log strip either."""
    from game.games.magic_maze.view import BG, MIN_PX

    scene = free_area_table(players, 4)
    cam = scene.camera.mall_view.camera
    assert cam.px >= MIN_PX
    free = hud.FREE_RECT
    for cell in scene.state.mall().cells:
        x, y = cam.screen(cell)
        box = pygame.Rect(round(x - cam.px / 2), round(y - cam.px / 2), round(cam.px), round(cam.px))
        assert free.contains(box), (cell, box, free)
    panels = [hud.panel_rect(seat, players) for seat in range(players)]
    assert not any(free.colliderect(p) for p in panels), "no seat panel over the free area"
    (at, anchor), width = scene.log_at, scene.log_width
    log = pygame.Rect(0, 0, width, hud.LOG_ROOM - 28)  # the strip's last lines
    setattr(log, anchor, at)
    assert not free.colliderect(log), "the log strip is in the free area"
    big = free_area_table(players, 14)
    assert big.camera.minimap_shown, "a mall too big to show whole"
    sentinel = (1, 2, 3)
    surf = pygame.Surface((1920, 1080))
    surf.fill(sentinel)
    big.camera.draw(surf)
    big.pieces.draw(surf)  # the heroes, their lit cells and the mini-map
    outside = [surf.get_at((x, y))[:3] for x in range(0, 1920, 8) for y in range(0, 1080, 8)
               if not free.collidepoint(x, y) and not big.camera.minimap.rect.collidepoint(x, y)]
    assert set(outside) <= {sentinel, BG}, "the mall is drawn outside the free area"


def luminance(rgb) -> float:
    def lin(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_the_minimap_is_readable_from_three_metres():
    """Heroes on the mini-map are big coloured shapes (HERO_PX, their own icon on a dark disc), the plan is
    cream on near-black and the view's frame a thick white line: a hero's icon covers its spot on the map."""
    from game.games.magic_maze import minimap as MM
    from game.games.magic_maze.scene import demo_scene

    scene = demo_scene(FakeApp(), 1, "big_mall")
    surf = pygame.Surface((1920, 1080))
    for _ in range(30):
        scene.update(0.1)
        scene.draw(surf)
    mm = scene.camera.minimap
    assert scene.camera.minimap_shown and mm.surface is not None
    assert MM.HERO_PX >= 40 and MM.FRAME_W >= 4
    assert contrast(MM.FLOOR, MM.BACK) >= 7 and contrast(MM.EDGE, MM.INK) >= 7
    assert mm.rect.h >= 240 and mm.rect.w >= 200, mm.rect
    for hero, pos in scene.state.heroes.items():
        at = mm.to_map(pos)
        assert at is not None
        icon = hud.hero_icon(hero, MM.HERO_PX)
        spot = icon.get_rect(center=at)
        seen = [(x, y) for x in range(0, spot.w, 3) for y in range(0, spot.h, 3)
                if icon.get_at((x, y))[3] == 255 and mm.rect.collidepoint(spot.x + x, spot.y + y)]
        same = sum(surf.get_at((spot.x + x, spot.y + y))[:3] == icon.get_at((x, y))[:3] for x, y in seen)
        assert same >= 40 and same >= 0.8 * len(seen), (hero, same, len(seen))


def first_action_time(difficulty: str, humans: tuple) -> float:
    """Seed 2, three seats: the plan wants N (seat 2's tile), then S (seat 1's), then W (seat 0's). When does the
    bot at seat 1 first act, alone at the table, with `humans` the table's human seats?"""
    from game.games.magic_maze import bot as B

    s = R.new_game({"players": 3, "scenario": 1}, 2)
    bot = B.make_bot(1, difficulty, 7)
    bot.table_humans = humans
    now = 0.0
    while now < 20:
        if bot.choose(R.view(s, 1), R.legal_actions(s, 1), now) is not None:
            return now
        now += 0.05
    return now


def test_bots_leave_to_the_humans_the_moves_only_their_actions_can_make():
    from game.games.magic_maze.bot import HUMAN_WAIT, action_kind
    from game.games.magic_maze.plan import team_plan

    s = R.new_game({"players": 3, "scenario": 1}, 2)
    view = R.view(s, 1)
    assert [action_kind(w) for w in team_plan(view).wanted[:2]] == ["N", "S"]
    assert "N" in view["holds"][2] and "N" not in view["holds"][1] and "S" in view["holds"][1]
    assert first_action_time("normal", ()) < HUMAN_WAIT / 2, "among bots the S comes after a reaction"
    assert first_action_time("normal", (2,)) >= HUMAN_WAIT, "the human's N comes first: the bot waits for it"


def test_bots_play_at_the_humans_pace_when_the_table_has_humans():
    from game.games.magic_maze.bot import HUMAN_PACE, PROFILES

    hard = PROFILES["hard"]
    assert first_action_time("hard", ()) <= hard.react * (1 + hard.spread) + 0.05
    assert first_action_time("hard", (0,)) >= HUMAN_PACE * (1 - hard.spread), "no bot faster than a person"


def test_repeated_explore_presses_light_each_explore_cell_and_ok_takes_the_lit_one():
    from game.games.magic_maze.moves import Explore

    app = FakeApp()
    scene = started(app, human_setup(2, {0: "kb_left", 1: "kb_right"}))
    s = scene.state
    while scene.sand.counting():
        scene.update(0.1)
    seat = next(i for i in (0, 1) if "explore" in s.holds(i))
    device = ("kb_left", "kb_right")[seat]
    free = s.mall().explore_cells()
    for colour in R.HEROES:  # every hero on an explore cell of its colour
        s.heroes[colour] = list(next(c for c, (col, _) in free.items() if col == colour))
    options = [a.cell for a in R.legal_actions(s, seat) if isinstance(a, Explore)]
    assert len(options) >= 3
    lit = []
    for _ in options:
        scene.on_intent(I.Intent(I.ACT3, device, seat=seat))
        scene.update(0.05)
        (who, cell, n, total), = scene.input.aims.lit()
        assert who == seat and total == len(options)
        lit.append(cell)
    assert sorted(lit) == sorted(options), "every explore cell is reachable by keys"
    tiles = len(s.placed)
    scene.on_intent(I.Intent(I.ACT3, device, seat=seat))  # round to the first, then the second
    scene.on_intent(I.Intent(I.ACT3, device, seat=seat))
    scene.on_intent(I.Intent(I.CONFIRM, device, seat=seat))
    assert len(s.placed) == tiles + 1, "OK explored"
    assert lit[1] not in s.mall().explore_cells() and lit[0] in s.mall().explore_cells(), "at the lit cell"
