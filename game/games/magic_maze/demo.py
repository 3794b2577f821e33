"""Named situations for screenshots, the bench and the scene tests (`demo_scene(app, seed, moment)`).

The mall is grown through the rules' own Explore action: a hero of the explore cell's colour is put on it
first (the only shortcut a moment takes), so every tile lies where the rules would lay it."""
from __future__ import annotations

from game.core.grid import DIRECTIONS, direction_between, step
from game.games.magic_maze import rules as R
from game.games.magic_maze.moves import DoSomething, Explore, Move

MOMENTS = ("start", "big_mall", "timer_flip", "theft", "eight_seats", "win", "bench", "far_mall", "gestures",
           "no_timer", "nine_seats")


def _put(s, hero: str, cell) -> None:
    s.heroes[hero] = list(cell)
    s.rev += 1  # the rules' caches are per revision


def _holder(s, action: str) -> int | None:
    return next((seat for seat in range(s.players) if action in s.holds(seat)), None)


def grow(scene, tiles: int) -> int:
    """Lay up to `tiles` tiles from the centre outwards; returns how many were laid."""
    s, laid = scene.state, 0
    while laid < tiles and s.pile:
        m = s.mall()
        free = [c for c, (colour, _) in m.explore_cells().items() if c not in s.occupied() or
                s.occupied()[c] == colour]
        seat = _holder(s, "explore")
        if not free or seat is None:
            break
        cell = min(free, key=lambda c: (abs(c[0]) + abs(c[1]), c))
        _put(s, m.explore_cells()[cell][0], cell)
        if scene.act(seat, Explore(seat, cell)) is None:
            break
        laid += 1
    return laid


def arrive(scene, hero: str, target) -> bool:
    """Bring `hero` onto `target` with a one-cell move by the seat holding that direction."""
    s = scene.state
    m = s.mall()
    target = tuple(target)
    for d in DIRECTIONS:
        n = step(target, d)
        if n in s.occupied() or not m.open_between(n, target, hero == "orange"):
            continue
        way = direction_between(n, target)
        seat = _holder(s, way)
        if seat is None:
            continue
        _put(s, hero, n)
        if scene.act(seat, Move(seat, hero, way, 1)) is not None:
            return True
    return False


def spread(scene) -> None:
    """Heroes to the four corners of the mall they can stand on (a mid-game look)."""
    s = scene.state
    m = s.mall()
    free = [c for c, info in m.cells.items() if info[1] == "floor" and c not in s.occupied()]
    corners = [min(free, key=lambda c: c[0] + c[1]), max(free, key=lambda c: c[0] + c[1]),
               min(free, key=lambda c: c[0] - c[1]), max(free, key=lambda c: c[0] - c[1])]
    for hero, cell in zip(("orange", "yellow", "purple", "green"), corners):
        if s.heroes.get(hero) is not None and cell not in s.occupied():
            _put(s, hero, cell)


def steal(scene) -> bool:
    s = scene.state
    m = s.mall()
    heroes = list(s.heroes)
    for hero in heroes[:-1]:
        _put(s, hero, m.find("item", hero)[0])
    return arrive(scene, heroes[-1], m.find("item", heroes[-1])[0])


def settle(scene, seconds: float) -> None:
    step_s = 1 / 30
    scene.mall_view.picture.update(scene.state)
    scene.minimap._make(scene.mall_view.picture)  # its size frames the view
    for _ in range(int(seconds / step_s)):
        scene.clock += step_s
        scene.messages.update(step_s)
        scene._slide_heroes(step_s)
        scene.frame_view(step_s)
    scene.presenter.take_sounds()


def build_moment(app, seed: int, moment: str):
    from game.games.magic_maze.scene import MagicMazeScene, demo_setup

    if moment not in MOMENTS:
        raise ValueError(f"unknown moment {moment!r}; known: {', '.join(MOMENTS)}")
    players = {"eight_seats": 8, "bench": 8, "nine_seats": 9}.get(moment, 4)
    humans = {"start": {0: "mouse", 1: "kb_left"}, "eight_seats": {0: "mouse", 2: "kb_left", 4: "kb_right",
                                                                   6: "kb_numpad"},
              "nine_seats": {0: "mouse", 2: "kb_left", 5: "kb_right", 8: "kb_numpad"},
              "gestures": {0: "mouse", 1: "kb_left"}}.get(moment, {0: "mouse"})
    options = {"start": {"scenario": 1}, "theft": {"scenario": 1}, "win": {"scenario": 1},
               "timer_flip": {"scenario": 2}, "far_mall": {"scenario": 13}, "gestures": {"scenario": 12},
               "no_timer": {"scenario": 1, "timer": "none"},
               "nine_seats": {"scenario": 9, "leader": 4}}.get(moment, {"scenario": 8, "pile": 24})
    scene = MagicMazeScene(app, demo_setup(players, humans if moment != "bench" else {}, seed, **options))
    s = scene.state
    if moment == "start":
        scene.ready_left = 2.4
        return scene
    scene.ready_left = 0.0
    if moment == "bench":
        scene.bench_table = True
        grow(scene, 19)
        spread(scene)
    elif moment in ("big_mall", "eight_seats", "nine_seats"):
        grow(scene, 14 if moment == "big_mall" else 10)
        spread(scene)
        R.tick(s, 70.0)
        if moment == "eight_seats":
            scene.selected.update({0: "orange", 2: "purple", 4: "orange", 6: "green"})
            scene.act(3, DoSomething(3, 4))
        elif moment == "nine_seats":  # scenario 9: the leader (seat 5) nudges the last seat
            scene.selected.update({0: "orange", 2: "purple", 5: "orange", 8: "green"})
            scene.act(4, DoSomething(4, 8))
    elif moment == "far_mall":  # scenario 13: two malls; the view on the far one, the mini-map shows both
        far = {h: list(s.heroes[h]) for h in ("yellow", "purple")}
        grow(scene, 5)
        for hero, cell in far.items():  # grow() borrowed them to explore: back to the far mall
            if tuple(cell) not in s.occupied():
                _put(s, hero, cell)
        R.tick(s, 40.0)
        scene.focus = "purple"
    elif moment == "no_timer":  # the stop button, held half-way by the mouse seat
        grow(scene, 3)
        R.tick(s, 60.0)
        settle(scene, 1.5)
        scene.stop_hold.press(0, scene.clock - 0.8)  # (a screenshot draws half a second more)
        return scene
    elif moment in ("timer_flip", "gestures"):
        grow(scene, 6)
        R.tick(s, 150.0)
        glass = s.mall().find("hourglass")
        if glass:
            arrive(scene, "yellow", glass[0])
        if moment == "gestures":  # scenario 12: the two human seats answer with gestures
            scene.emotes = {0: ("look", scene.clock + 9.0), 1: ("yes", scene.clock + 9.0)}
    elif moment in ("theft", "win"):
        grow(scene, 8)
        R.tick(s, 95.0)
        steal(scene)
        if moment == "win":
            exit_cell = s.mall().find("exit", "purple")[0]
            for hero in list(s.heroes):
                if s.heroes.get(hero) is not None:
                    arrive(scene, hero, exit_cell)
            settle(scene, 2.0)
            scene.alarm_left = 0.0
            scene.end_delay = 0.0  # the end screen comes up at once
            return scene
    settle(scene, 1.5)
    return scene
