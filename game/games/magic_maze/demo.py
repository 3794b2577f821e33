"""Named situations for screenshots, the bench and the scene tests (`demo_scene(app, seed, moment)`), built
through the table's own parts (the scene factory is handed in: no import of the scene here).

The mall is grown through the rules' own Explore action: a hero of the explore cell's colour is put on it
first (the only shortcut a moment takes), so every tile lies where the rules would lay it."""
from __future__ import annotations

from game.core.grid import DIRECTIONS, direction_between, step
from game.core.setup import GameSetup, SeatConfig
from game.games.magic_maze import rules as R
from game.games.magic_maze.moves import DoSomething, Explore, Move

MOMENTS = ("start", "big_mall", "timer_flip", "theft", "eight_seats", "win", "bench", "far_mall", "gestures",
           "no_timer", "nine_seats")


def _put(s, hero: str, cell) -> None:
    s.heroes[hero] = list(cell)
    s.rev += 1  # the rules' caches are per revision


def _holder(s, action: str) -> int | None:
    return next((seat for seat in range(s.players) if action in s.holds(seat)), None)


def grow(s, act, tiles: int) -> int:
    """Lay up to `tiles` tiles from the centre outwards (`act(seat, action)`: the table's); how many were laid."""
    laid = 0
    while laid < tiles and s.pile:
        m = s.mall()
        free = [c for c, (colour, _) in m.explore_cells().items() if c not in s.occupied() or
                s.occupied()[c] == colour]
        seat = _holder(s, "explore")
        if not free or seat is None:
            break
        cell = min(free, key=lambda c: (abs(c[0]) + abs(c[1]), c))
        _put(s, m.explore_cells()[cell][0], cell)
        if act(seat, Explore(seat, cell)) is None:
            break
        laid += 1
    return laid


def arrive(s, act, hero: str, target) -> bool:
    """Bring `hero` onto `target` with a one-cell move by the seat holding that direction."""
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
        if act(seat, Move(seat, hero, way, 1)) is not None:
            return True
    return False


def spread(s) -> None:
    """Heroes to the four corners of the mall they can stand on (a mid-game look)."""
    m = s.mall()
    free = [c for c, info in m.cells.items() if info[1] == "floor" and c not in s.occupied()]
    corners = [min(free, key=lambda c: c[0] + c[1]), max(free, key=lambda c: c[0] + c[1]),
               min(free, key=lambda c: c[0] - c[1]), max(free, key=lambda c: c[0] - c[1])]
    for hero, cell in zip(("orange", "yellow", "purple", "green"), corners):
        if s.heroes.get(hero) is not None and cell not in s.occupied():
            _put(s, hero, cell)


def steal(s, act) -> bool:
    m = s.mall()
    heroes = list(s.heroes)
    for hero in heroes[:-1]:
        _put(s, hero, m.find("item", hero)[0])
    return arrive(s, act, heroes[-1], m.find("item", heroes[-1])[0])


def demo_setup(players: int, humans: dict, seed: int, **options) -> GameSetup:
    setup = GameSetup.all_bots("magic_maze", players, seed=seed, options=options)
    for seat, device in humans.items():
        s = setup.seats[seat]
        setup.seats[seat] = SeatConfig(s.name, s.colour, "human", s.difficulty, device)
    return setup


def build_moment(app, seed: int, moment: str, make_scene):
    """The table of `moment` (`make_scene(app, setup)`: the game's scene factory)."""
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
    scene = make_scene(app, demo_setup(players, humans if moment != "bench" else {}, seed, **options))
    s, act = scene.state, scene.act

    def settle(seconds: float) -> None:
        """The heroes slid and the camera framed for `seconds` (the rules' clock stands still)."""
        step_s = 1 / 30
        scene.camera.settle()
        for _ in range(int(seconds / step_s)):
            scene.clock += step_s
            scene.messages.update(step_s)
            scene.pieces.slide(step_s)
            scene.camera.frame_view(step_s)
        scene.presenter.take_sounds()

    if moment == "start":
        scene.sand.count_from(2.4)
        return scene
    scene.sand.count_from(0.0)
    if moment == "bench":
        scene.bench_table = True
        grow(s, act, 19)
        spread(s)
    elif moment in ("big_mall", "eight_seats", "nine_seats"):
        grow(s, act, 14 if moment == "big_mall" else 10)
        spread(s)
        R.tick(s, 70.0)
        if moment == "eight_seats":
            for seat, hero in {0: "orange", 2: "purple", 4: "orange", 6: "green"}.items():
                scene.selection.select(seat, hero)
            act(3, DoSomething(3, 4))
        elif moment == "nine_seats":  # scenario 9: the leader (seat 5) nudges the last seat
            for seat, hero in {0: "orange", 2: "purple", 5: "orange", 8: "green"}.items():
                scene.selection.select(seat, hero)
            act(4, DoSomething(4, 8))
    elif moment == "far_mall":  # scenario 13: two malls; the view on the far one, the mini-map shows both
        far = {h: list(s.heroes[h]) for h in ("yellow", "purple")}
        grow(s, act, 5)
        for hero, cell in far.items():  # grow() borrowed them to explore: back to the far mall
            if tuple(cell) not in s.occupied():
                _put(s, hero, cell)
        R.tick(s, 40.0)
        scene.camera.focus_on("purple")
    elif moment == "no_timer":  # the stop button, held half-way by the mouse seat
        grow(s, act, 3)
        R.tick(s, 60.0)
        settle(1.5)
        scene.stop.press(0, scene.clock - 0.8)  # (a screenshot draws half a second more)
        return scene
    elif moment in ("timer_flip", "gestures"):
        grow(s, act, 6)
        R.tick(s, 150.0)
        glass = s.mall().find("hourglass")
        if glass:
            arrive(s, act, "yellow", glass[0])
        if moment == "gestures":  # scenario 12: the two human seats answer with gestures
            scene.gestures.show(0, "look", 9.0)
            scene.gestures.show(1, "yes", 9.0)
    elif moment in ("theft", "win"):
        grow(s, act, 8)
        R.tick(s, 95.0)
        steal(s, act)
        if moment == "win":
            exit_cell = s.mall().find("exit", "purple")[0]
            for hero in list(s.heroes):
                if s.heroes.get(hero) is not None:
                    arrive(s, act, hero, exit_cell)
            settle(2.0)
            scene.banners.hush()
            scene.end_delay = 0.0  # the end screen comes up at once
            return scene
    settle(1.5)
    return scene
