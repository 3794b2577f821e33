"""The bot team's shared plan, computed from the public view only (nothing in Magic Maze is hidden but the
pile's order). Every bot computes the same plan from the same view, so they agree without talking, like a
practised table: explore the frontier for missing items and exits, walk to the items, then to the exits;
turn the sand when it runs low, break cameras first when they guard the hourglasses, use the crystal ball.

The plan is a list of wanted actions in priority order, as seat-less templates:
  ("move", hero, direction, distance) ("portal", hero, cell) ("escalator", hero) ("explore", cell)
  ("remove", tile)
A bot does the first one it holds. Plans are cached per situation, distance searches per mall revision.

Making a plan on a big mall takes tens of milliseconds, too long for one frame: `plan_steps` makes it in
slices (a generator; each next() expands at most SLICE_CELLS cells of a search), so the scene's driver can
spread it over frames. Sliced or not, the plan is the same: slicing only changes when the work is done.
"""
from __future__ import annotations

import itertools
from collections import deque

from game.core.grid import step
from game.games.magic_maze.mall import (
    FAR_MALL_ORIGIN,
    HEROES,
    mall_for,
    parse_cell,
    placed_key,
    removable_tiles,
    tile_designs,
)

HEROES = HEROES
FLIP_SHARE = 0.42  # turn the sand once less than this share of it is left (the flip then gives more back)
FLIP_MARGIN = 2.0  # seconds per action the walk to the hourglass is expected to take
SLICE_CELLS = 64  # cells a search expands between two yields of plan_steps (about a millisecond)


class Plan:
    __slots__ = ("wanted", "goals", "waiting")

    def __init__(self):
        self.wanted: list[tuple] = []
        self.goals: dict = {}  # hero -> (purpose, cell) for tests and the screen's hints
        self.waiting = False  # the team waits for nothing but the sand (everyone on its item, ...)


def _sand_flags(view: dict) -> tuple[bool, bool]:
    sand = view.get("sand_left")
    total = view.get("sand_total")
    low = bool(total) and sand is not None and sand < total * FLIP_SHARE
    urgent = bool(total) and sand is not None and sand < 40
    return low, urgent


def _sig(view: dict) -> tuple:
    low, urgent = _sand_flags(view)
    return (view["scenario"], placed_key(view["placed"]),
            tuple((h, tuple(p) if p else None) for h, p in sorted(view["heroes"].items())),
            tuple(sorted(tuple(c) for c in view["used"])), view["theft"], tuple(view["escaped"]),
            view["pile_count"], view["phase"], view["rearrange_left"], view["crystal_power"], low, urgent)


_CACHE: dict = {}
_LAST: list = [None, None, None, None]  # placed list, heroes dict, sand flags, plan: the views of one revision
_JOBS: dict = {}  # situation -> its plan half made (a generator), shared by every bot that steps it
MAX_JOBS = 8


def team_plan(view: dict) -> Plan:
    """The plan for this view (shared by all bots; cached by the situation, not by who asks). Views of one
    revision share their nested lists, so the last plan is found by identity before any key is built (the
    cache holds those lists, so their ids cannot be reused by another game)."""
    if view["placed"] is _LAST[0] and view["heroes"] is _LAST[1] and _sand_flags(view) == _LAST[2]:
        return _LAST[3]
    return _drain(plan_steps(view))


def plan_steps(view: dict):
    """team_plan in slices: a generator that yields after each slice of work and returns the plan. A plan
    half made is kept per situation and carried on by whichever bot steps it next, so bots that take turns
    stepping (or start over with a fresh view of the same situation) never repeat each other's work."""
    flags = _sand_flags(view)
    if view["placed"] is _LAST[0] and view["heroes"] is _LAST[1] and flags == _LAST[2]:
        return _LAST[3]
    key = _sig(view)
    while (plan := _CACHE.get(key)) is None:
        job = _JOBS.get(key)
        if job is None:
            if len(_JOBS) >= MAX_JOBS:  # situations long gone: drop their half-made plans
                _JOBS.clear()
            job = _JOBS[key] = _make_plan_steps(view, key)
        try:
            next(job)
        except StopIteration as done:
            _JOBS.pop(key, None)
            if len(_CACHE) > 512:
                _CACHE.clear()
            _CACHE[key] = done.value
            continue
        yield
    _LAST[:] = [view["placed"], view["heroes"], flags, plan]
    return plan


def _drain(steps):
    """Run a sliced computation to its end and return its value."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


# --- the world as the plan sees it ---------------------------------------------------------------------------

class World:
    def __init__(self, view: dict, key: tuple):
        self.view = view
        self.rules = view["rules"]
        self.mall = mall_for(key[1])
        self.used = set(key[3])
        self.theft = view["theft"]
        self.escaped = set(view["escaped"])
        self.pos = {h: tuple(p) for h, p in view["heroes"].items() if p is not None and h not in self.escaped}
        self.occ = {tuple(p): h for h, p in view["heroes"].items() if p is not None}
        self.portals_open = view["portals_open"]
        self.cameras_block = self.rules["cameras"] and view["active_cameras"] >= 2
        self._no_stop: dict = {}
        self._searches: dict = {}

    def kind(self, cell):
        return self.mall.kind(cell)

    def others(self, hero: str, ignore_heroes, stay: frozenset = frozenset()) -> dict:
        """cell -> hero for the heroes the hero must reckon with: all others; none (ignore_heroes True); or,
        with ignore_heroes "movable", only those that will never move again (escaped but staying, scenario 17),
        plus heroes supposed to stand at the cells `stay` for good."""
        if ignore_heroes == "movable":
            out = {c: h for c, h in self.occ.items() if h != hero and h in self.escaped}
            out.update((c, "?") for c in stay)
            return out
        if ignore_heroes:
            return {}
        return {c: h for c, h in self.occ.items() if h != hero}

    def no_stop(self, hero: str, goal=None, ignore_heroes: bool | str = False, stay: frozenset = frozenset()) -> set:
        """Cells where the hero may not stop (the rules) or should not (no accidental sand turn, no wrong
        exit that would keep it for good); occupied cells are handled by the search."""
        key = (hero, goal, ignore_heroes, stay)
        cached = self._no_stop.get(key)
        if cached is not None:
            return cached
        m = self.mall
        bad = {c for c in m.find("hourglass") if c not in self.used}
        if self.theft and self.rules["fool"]:
            bad |= {c for c in m.find("exit") if m.kind(c)[1] != hero}
        elif self.theft and self.rules["stay_at_exit"]:  # scenario 17: a hero stopping on its exit stays there
            bad |= set(m.find("exit", hero))
        if self.rules["apart"]:
            tiles = {m.tile_of(c) for c in self.others(hero, ignore_heroes, stay)} - {0}
            for t in tiles:
                bad |= set(m.tile_cells[t])
        if self.rules["two_malls"] and len(self.occ) == 4 and not ignore_heroes:
            tiles = {m.tile_of(c) for c, h in self.occ.items() if h != hero}
            if len(tiles) == 1:
                bad |= set(m.tile_cells[tiles.pop()])
        for g in _goal_set(goal):
            if not (self.cameras_block and m.kind(g)[0] == "hourglass"):
                bad.discard(g)
        self._no_stop[key] = bad
        return bad

    def search(self, hero: str, goal=None, ignore_heroes: bool | str = False, want: frozenset | None = None,
               stay: frozenset = frozenset()):
        return _drain(self.search_steps(hero, goal, ignore_heroes, want, stay))

    def search_steps(self, hero: str, goal=None, ignore_heroes: bool | str = False, want: frozenset | None = None,
                     stay: frozenset = frozenset()):
        """Fewest actions from the hero to every cell: (dist, first action, parent) maps. `goal` may be a cell
        the hero would otherwise avoid stopping on (an hourglass it is sent to turn). With `want`, the search
        stops once it has reached all of those cells (the maps then cover only part of the mall). A generator
        that yields every SLICE_CELLS cells and returns the maps."""
        key = (hero, goal, ignore_heroes, want, stay)
        if key in self._searches:
            return self._searches[key]
        start = self.pos[hero]
        rays = self.mall.rays(hero == "orange")
        occ = set(self.others(hero, ignore_heroes, stay))
        bad = self.no_stop(hero, goal, ignore_heroes, stay)
        goals = _goal_set(goal)
        portals = [p for p in self.mall.find("portal", hero)] if self.portals_open else []
        esc = self.mall.escalator
        dist = {start: 0}
        first: dict = {start: None}
        parent: dict = {start: None}
        todo = deque([start])
        left = set(want or ()) | set(goals)
        left.discard(start)
        budget = SLICE_CELLS
        while todo and (left or want is None):
            budget -= 1
            if not budget:
                yield
                budget = SLICE_CELLS
            c = todo.popleft()
            left.discard(c)
            if c in goals and c != start:
                continue  # stopping there turns the sand: no route goes on from it
            dc = dist[c] + 1
            fc = first[c]
            for d, line in rays[c]:
                for k, n in enumerate(line, 1):
                    if n in occ:
                        break
                    if n not in dist and n not in bad:
                        dist[n] = dc
                        first[n] = fc or ("move", hero, d, k)
                        parent[n] = c
                        todo.append(n)
            if portals:  # a portal is one action from anywhere: reached from the start or never
                for p in portals:
                    if p not in dist and p not in occ and p not in bad:
                        dist[p] = dc
                        first[p] = ("portal", hero, p)
                        parent[p] = c
                        todo.append(p)
                portals = None
            other = esc.get(c)
            if other is not None and other not in dist and other not in occ and other not in bad:
                dist[other] = dc
                first[other] = fc or ("escalator", hero)
                parent[other] = c
                todo.append(other)
        out = (dist, first, parent)
        self._searches[key] = out
        return out


def _goal_set(goal) -> frozenset:
    if goal is None:
        return frozenset()
    if isinstance(goal, frozenset):
        return goal
    return frozenset((goal,))


# --- making the plan -----------------------------------------------------------------------------------------

def _targets(world: World, kind: str) -> dict:
    """hero -> the cell of its item (kind "item") or exit ("exit") if on the table, with scenario 10's swap
    and scenario 1's single exit."""
    m = world.mall
    found = {c: m.kind(c)[1] for c in m.find(kind)}
    if kind == "exit" and world.rules["one_exit"]:
        cells = [c for c, col in found.items() if col == "purple"]
        return {h: cells[0] for h in HEROES} if cells else {}
    if not world.rules["fool"]:
        by_colour = {col: c for c, col in found.items()}
        return {h: by_colour[h] for h in HEROES if h in by_colour}
    return {}


def _fool_assign(world: World, kind: str, dists: dict) -> dict:
    """Scenario 10: the pairing of heroes to other-coloured items/exits with the fewest actions in all."""
    m = world.mall
    cells = m.find(kind)
    if kind == "exit":
        taken = {tuple(world.view["heroes"][h]) for h in world.escaped if world.view["heroes"].get(h)}
        cells = [c for c in cells if c not in taken]
    heroes = [h for h in HEROES if h in world.pos]
    best, best_cost = {}, None
    if len(cells) < len(heroes):
        # not all on the table yet: each hero heads for the nearest allowed one it can reach
        out = {}
        for h in heroes:
            opts = [c for c in cells if m.kind(c)[1] != h and c in dists[h] and c not in out.values()]
            if opts:
                out[h] = min(opts, key=lambda c: dists[h][c])
        return out
    for perm in itertools.permutations(cells, len(heroes)):
        if any(m.kind(c)[1] == h for h, c in zip(heroes, perm)):
            continue
        cost = sum(dists[h].get(c, 99) for h, c in zip(heroes, perm))
        if best_cost is None or cost < best_cost:
            best, best_cost = dict(zip(heroes, perm)), cost
    return best


def _path_cells(parent: dict, goal) -> set:
    """Every cell the planned route passes (for moving blockers out of the way)."""
    cells = set()
    c = goal
    while c is not None and parent.get(c) is not None:
        p = parent[c]
        if p[0] == c[0] or p[1] == c[1]:  # a slide (or a portal along a line: harmless to count)
            dx = (c[0] > p[0]) - (c[0] < p[0])
            dy = (c[1] > p[1]) - (c[1] < p[1])
            here = p
            while here != c:
                here = (here[0] + dx, here[1] + dy)
                cells.add(here)
        cells.add(c)
        c = p
    return cells


def _make_plan(view: dict, key: tuple) -> Plan:
    return _drain(_make_plan_steps(view, key))


def _make_plan_steps(view: dict, key: tuple):
    """The plan for one situation, as a generator yielding between slices of its searches."""
    plan = Plan()
    world = World(view, key)
    if view["phase"] == "over":
        return plan
    if view["phase"] == "rearrange":
        plan.wanted = [("remove", name) for name in _removal_order(world)]
        return plan
    m = world.mall
    heroes = list(world.pos)
    frontier = m.explore_cells() if view["pile_count"] > 0 else {}
    if world.rules["two_malls"]:
        frontier = _two_malls_frontier(world, frontier)
    interesting = set(m.find("item")) | set(m.find("exit"))
    searches = {}
    for h in heroes:
        want = interesting | {c for c, (col, _) in frontier.items() if col == h}
        if h == "purple":
            want |= set(m.find("crystal_ball"))
        if h == "yellow":
            want |= set(m.find("camera"))
        exits = None
        if world.theft and world.rules["fool"]:  # other-coloured exits keep a hero for good: only as the end
            exits = frozenset(c for c in m.find("exit") if m.kind(c)[1] != h)
        elif world.theft and world.rules["stay_at_exit"]:  # scenario 17: so does its own exit
            exits = frozenset(m.find("exit", h))
        searches[h] = yield from world.search_steps(h, goal=exits, want=frozenset(want))
    dists = {h: searches[h][0] for h in heroes}

    # 1. the sand: the closest hero turns it when it runs low
    flip_moves: list = []
    flipper = None
    total, left = view.get("sand_total"), view.get("sand_left")
    if total and left is not None and key[-2]:
        glasses = [c for c in m.find("hourglass") if c not in world.used]
        if glasses and not _flip_is_fatal(world):
            if world.cameras_block:
                if "yellow" in world.pos:
                    cams = [c for c in m.find("camera") if c not in world.used and c in dists["yellow"]]
                    if cams:
                        goal = min(cams, key=lambda c: dists["yellow"][c])
                        flipper = "yellow"
                        plan.goals["yellow"] = ("camera", goal)
                        flip_moves.append(searches["yellow"][1][goal])
            else:
                best = None
                targets = frozenset(glasses)
                for h in heroes:
                    d, f, _ = yield from world.search_steps(h, goal=targets, want=targets)
                    for g in glasses:
                        if g in d and (best is None or d[g] < best[0]):
                            best = (d[g], h, f[g], g)
                if best is not None and best[0] * FLIP_MARGIN < left + 5:
                    flipper = best[1]
                    plan.goals[flipper] = ("hourglass", best[3])
                    flip_moves.append(best[2])

    # 2. goals: items before the theft, exits after; explore for what is missing
    stage = "exit" if world.theft else "item"
    if world.rules["fool"]:
        goals = _fool_assign(world, stage, dists)
    else:
        goals = _targets(world, stage)
    missing = _missing(world)
    hold = set()
    if world.rules["apart"]:
        hold = yield from _goals_needed(world, goals)
    busy = frozenset()
    if world.rules["apart"]:  # scenario 17: a hero on its way to its goal frees the tile by going on; not pushed
        busy = frozenset(h for h in heroes if h not in hold and goals.get(h) in dists[h])
    explore_now: list = []
    moves: list = []
    crystal: list = []
    if view["crystal_power"] and frontier and missing:
        # the mage stands on a crystal ball: add tiles where the heroes can get to them soonest
        ranked = sorted(frontier, key=lambda c: min((dists[h].get(c, 99) for h in heroes), default=99))
        crystal = [("explore", c) for c in ranked]
    for h in heroes:
        if h == flipper:
            continue
        here = world.pos[h]
        goal = goals.get(h)
        explore_cells = [c for c, (col, _) in frontier.items() if col == h]
        if here in explore_cells and (missing or goal is None):
            explore_now.append(("explore", here))
            plan.goals[h] = ("explore", here)
            continue
        reach = [c for c in explore_cells if c in dists[h]]
        if missing and reach:  # while items or exits are still in the pile, everyone who can explores
            near = min(reach, key=lambda c: dists[h][c])
            plan.goals[h] = ("explore", near)
            moves.append(searches[h][1][near])
            continue
        if goal is not None and (goal in dists[h] or goal == here):
            if goal == here:
                plan.goals[h] = (stage, goal)
                continue
            if h in hold:  # its goal's tile is still needed by others: wait where it is (or is pushed to)
                plan.goals[h] = ("wait", goal)
                continue
            plan.goals[h] = (stage, goal)
            moves.append(searches[h][1][goal])
            continue
        if goal is not None:  # on the table but blocked: find the hero in the way
            unblock = yield from _unblock(world, h, goal, busy)
            if unblock:
                plan.goals[h] = ("blocked", goal)
                moves.extend(unblock)
                continue
        if missing and explore_cells:  # its frontier is walled off by heroes: ask one to step aside
            for target in explore_cells:
                unblock = yield from _unblock(world, h, target, busy)
                if unblock:
                    plan.goals[h] = ("blocked", target)
                    moves.extend(unblock)
                    break
            if h in plan.goals:
                continue
        # nothing of its own to do: the mage may fetch the crystal ball's help
        if crystal_goal := _crystal_goal(world, h, dists, missing):
            plan.goals[h] = ("crystal", crystal_goal)
            moves.append(searches[h][1][crystal_goal])
    if "purple" in world.pos and "purple" not in plan.goals and missing:
        if crystal_goal := _crystal_goal(world, "purple", dists, missing):
            plan.goals["purple"] = ("crystal", crystal_goal)
            moves.append(searches["purple"][1][crystal_goal])
    plan.wanted = [w for w in (*explore_now, *flip_moves, *crystal, *moves) if w is not None]
    plan.waiting = not plan.wanted
    return plan


def _side(cell) -> int:
    """Scenario 13: which of the two malls a cell belongs to (the second lies far east)."""
    return 1 if cell[0] > FAR_MALL_ORIGIN[0] // 2 else 0


def _two_malls_frontier(world: World, frontier: dict) -> dict:
    """Scenario 13 (the pile lies face up): a tile with an item or exit goes to the mall where its colour's
    other half (item or exit) already is, so each hero can steal and leave in one mall."""
    top = world.view.get("pile_top")
    if not top:
        return frontier
    m = world.mall
    wanted_side = None
    for row in tile_designs()[top]["cells"]:
        for text in row:
            kind, colour = parse_cell(text)
            if kind not in ("item", "exit"):
                continue
            other = "exit" if kind == "item" else "item"
            cells = [c for c in m.find(other) if m.kind(c)[1] == colour]
            if cells:
                wanted_side = _side(cells[0])
    if wanted_side is None:
        return frontier
    keep = {c: v for c, v in frontier.items() if _side(c) == wanted_side}
    return keep or frontier


def _flip_is_fatal(world: World) -> bool:
    """Scenario 11: turning the sand before the theft needs two removable tiles, or the team loses at once."""
    if not world.rules["rearrange"] or world.theft:
        return False
    placed = placed_key(world.view["placed"])
    heroes = [c for c in world.occ]
    return len(removable_tiles(placed, heroes, world.used, 2)) < 2


def _missing(world: World) -> bool:
    """Are items (before the theft) or exits still to be found?"""
    m = world.mall
    items = {m.kind(c)[1] for c in m.find("item")}
    exits = {m.kind(c)[1] for c in m.find("exit")}
    if world.rules["one_exit"]:
        need_exits = {"purple"}
    elif world.rules["fool"]:
        need_exits = set(HEROES)
    else:
        need_exits = {h for h in HEROES if h in world.pos}
    if not world.theft and len(items) < 4:
        return True
    return not need_exits <= exits


def _crystal_goal(world: World, hero: str, dists: dict, missing: bool):
    if hero != "purple" or not world.rules["crystal"] or not missing or world.view["pile_count"] < 1:
        return None
    balls = [c for c in world.mall.find("crystal_ball") if c not in world.used and c in dists[hero]]
    if not balls:
        return None
    best = min(balls, key=lambda c: dists[hero][c])
    return best if dists[hero][best] <= 4 else None


def _goals_needed(world: World, goals: dict):
    """Scenario 17 (never two heroes on a tile; heroes stay at their exits): the heroes that should not step
    onto their goal yet, because standing there (on an exit: for good; on an item: until the theft) would bar
    the tile another hero's only way to its own goal stops on. If every hero would bar someone, nobody is
    held (the order cannot help). A generator, like the searches."""
    left = [h for h in HEROES if h in world.pos and goals.get(h) is not None]
    if len(left) < len(world.pos):  # an exit is still in the pile: nobody can tell whose way it will need
        return set(left)
    hold = set()
    for h in left:
        for other in left:
            if other == h:
                continue
            d, _, _ = yield from world.search_steps(other, goal=goals[other], ignore_heroes="movable",
                                                    want=frozenset((goals[other],)))
            if goals[other] not in d:
                continue  # no way out even now: holding h back would not help
            d, _, _ = yield from world.search_steps(other, goal=goals[other], ignore_heroes="movable",
                                                    want=frozenset((goals[other],)),
                                                    stay=frozenset((goals[h],)))
            if goals[other] not in d:
                hold.add(h)
                break
    if hold and len(hold) == len(left):
        return set()
    if world.theft and world.cameras_block and "yellow" in left and len(left) > 1 and \
            any(c not in world.used for c in world.mall.find("hourglass")):
        hold.add("yellow")  # the barbarian stays to break a camera when the others need the sand turned
    return hold


def _unblock(world: World, hero: str, goal, busy: frozenset = frozenset()):
    """The hero's way to its goal is barred by other heroes: move the first one in the way aside (a
    generator, like the searches it makes, returning the list of wanted moves)."""
    apart = world.rules["apart"]
    d, f, parent = yield from world.search_steps(hero, goal=goal, ignore_heroes=False if apart else "movable")
    if apart and goal not in d:
        d, f, parent = yield from world.search_steps(hero, goal=goal, ignore_heroes="movable")
    if goal not in d:
        return []
    route = _path_cells(parent, goal)
    stops = set()
    c = goal
    while c is not None:
        stops.add(c)
        c = parent.get(c)
    blockers = set(route)
    m = world.mall
    tiles: set = set()
    if apart:  # scenario 17: a hero anywhere on a tile the route stops on bars it too; it must leave the tile
        tiles = {m.tile_of(c) for c in stops} - {0}
        blockers |= {c for c in world.occ if m.tile_of(c) in tiles}
    here = world.pos[hero]
    for c in sorted(blockers, key=lambda c: (abs(c[0] - here[0]) + abs(c[1] - here[1]), c)):
        other = world.occ.get(c)
        if other is None or other == hero or other in world.escaped or other not in world.pos or other in busy:
            continue
        od, of, _ = yield from world.search_steps(other)
        aside = [x for x in od if x not in route and m.tile_of(x) not in tiles and (od[x] == 1 or apart)]
        if aside:
            return [of[min(aside, key=lambda x: (od[x], x))]]
    return []


def _removal_order(world: World) -> list[str]:
    """Scenario 11: tiles to take away, least useful first (nothing unused on them, far from the heroes)."""
    placed = placed_key(world.view["placed"])
    names = removable_tiles(placed, list(world.occ), world.used, world.view["rearrange_left"])
    m = world.mall

    def worth(name):
        i = next(i for i, p in enumerate(placed) if p[0] == name)
        score = 0
        for c in m.tile_cells[i]:
            k = m.kind(c)
            if k[0] in ("item", "exit"):
                score += 10
            elif k[0] == "hourglass" and c not in world.used:
                score += 6
            elif k[0] in ("crystal_ball",) and c not in world.used:
                score += 2
        score += sum(1 for c, g in m.gates.items() if g[1] == "explore" and m.tile_of(c) == i
                     and step(c, g[0]) not in m.cells)
        return (score, name)

    return sorted(names, key=worth)

