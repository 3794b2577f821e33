"""A Magic Maze seat's hands: every intent becomes at most one rules action through `scene.act`, at once, in
the order the intents arrive (so eight seats pressing in the same frame all act, none lost).

Keys and pads: OK cycles the seat's hero (Back cycles the other way), a direction slides the selected hero to the
next cell that matters to it (`stops_at`), else as far as it goes (press again to go on), Act1 portal, Act2
escalator, Act3 explore (or, in scenario 11, take a tile away), Act4 "Do something!"
onto the next player (again: the one after; solo: turn the next action tile).
The mouse: click a hero to select it, click a cell in line (or its portal, the escalator's other end, an explore
cell) to move there, click an action on your own tile, click another player's panel to nudge them; the right
button cycles heroes."""
from __future__ import annotations

from game.core.grid import DIRECTIONS, step
from game.engine.intents import ACT1, ACT2, ACT3, ACT4, BACK, CONFIRM, DOWN, LEFT, POINTER_DOWN, RIGHT, UP, Intent
from game.games.magic_maze import hud
from game.games.magic_maze import mall as M
from game.games.magic_maze import rules as R
from game.games.magic_maze.moves import (
    DoSomething,
    Explore,
    Move,
    RemoveTile,
    RevealActionTile,
    RideEscalator,
    UsePortal,
)

DIRECTION_OF = {UP: "N", RIGHT: "E", DOWN: "S", LEFT: "W"}


def heroes_in_play(state) -> list[str]:
    return [h for h in M.HEROES if state.heroes.get(h) is not None and h not in state.frozen()]


def cycle(scene, seat: int, by: int = 1) -> None:
    heroes = heroes_in_play(scene.state)
    if not heroes:
        return
    now = scene.selected.get(seat)
    i = heroes.index(now) if now in heroes else -by if by > 0 else 0
    scene.selected[seat] = heroes[(i + by) % len(heroes)]
    scene.sound("select", 0.5)


def hero_of(scene, seat: int) -> str | None:
    hero = scene.selected.get(seat)
    if hero not in heroes_in_play(scene.state):
        cycle(scene, seat)
        hero = scene.selected.get(seat)
    return hero


def legal(scene, seat: int) -> list:
    return R.legal_actions(scene.state, seat)


def stops_at(mall, hero: str, cell) -> bool:
    """A cell a key slide stops on, so keys and pads can reach what the mouse can click: the hero's own portals,
    any item or exit (scenario 10 wants other colours'), every other special cell (hourglass, camera, crystal
    ball...), an escalator's end and the hero's own explore cells."""
    kind = mall.kind(cell)
    if kind is None:
        return False
    what, colour = kind
    if what == "portal":
        return colour == hero
    if what != "floor":
        return True
    gate = mall.gates.get(tuple(cell))
    return cell in mall.escalator or (gate is not None and gate[1] == "explore" and gate[2] == hero)


def key_move(state, seat: int, hero: str, direction: str) -> Move | None:
    """What a direction key does with `hero`: to the first cell that matters to it, else as far as it goes (None:
    it cannot move that way)."""
    moves = [a for a in R.legal_actions(state, seat) if isinstance(a, Move) and a.hero == hero
             and a.direction == direction]
    if not moves:
        return None
    mall, start = state.mall(), tuple(state.heroes[hero])
    stops = [a for a in moves if stops_at(mall, hero, step(start, direction, a.distance))]
    return min(stops, key=lambda a: a.distance) if stops else max(moves, key=lambda a: a.distance)


def slide(scene, seat: int, direction: str) -> None:
    """The selected hero that way (key_move; a rules refusal explains why it cannot move at all)."""
    hero = hero_of(scene, seat)
    if hero is None:
        return
    scene.act(seat, key_move(scene.state, seat, hero, direction) or Move(seat, hero, direction, 1))


def goal_of(state, hero: str):
    """Where a portal jump should bring the hero nearer: its item before the theft, its exit after."""
    m = state.mall()
    cells = m.find("exit" if state.theft else "item", None if state.sc.one_exit and state.theft else hero)
    return cells[0] if cells else tuple(state.heroes[hero])


def portal(scene, seat: int) -> None:
    hero = hero_of(scene, seat)
    if hero is None:
        return
    options = [a for a in legal(scene, seat) if isinstance(a, UsePortal) and a.hero == hero]
    if not options:
        scene.act(seat, UsePortal(seat, hero, tuple(scene.state.heroes[hero])))
        return
    gx, gy = goal_of(scene.state, hero)
    scene.act(seat, min(options, key=lambda a: abs(a.cell[0] - gx) + abs(a.cell[1] - gy)))


def escalator(scene, seat: int) -> None:
    hero = hero_of(scene, seat)
    if hero is not None:
        scene.act(seat, RideEscalator(seat, hero))


def explore(scene, seat: int, cell=None) -> None:
    s = scene.state
    if s.phase == "rearrange":
        options = [a for a in legal(scene, seat) if isinstance(a, RemoveTile)]
        if options:
            scene.act(seat, options[0])
        return
    options = [a for a in legal(scene, seat) if isinstance(a, Explore)]
    hero = scene.selected.get(seat)
    here = tuple(s.heroes[hero]) if hero and s.heroes.get(hero) else None
    want = cell or here
    pick = next((a for a in options if a.cell == want), options[0] if options and cell is None else None)
    scene.act(seat, pick or Explore(seat, want or (0, 0)))


def nudge(scene, seat: int, target: int | None = None) -> None:
    s = scene.state
    if s.players == 1:
        scene.act(seat, RevealActionTile(seat))
        return
    if target is None:
        last = scene.nudge_aim.get(seat, seat)
        target = (last + 1) % s.players
        if target == seat:
            target = (target + 1) % s.players
        scene.nudge_aim[seat] = target
    scene.act(seat, DoSomething(seat, target))


BUTTONS = {CONFIRM: lambda sc, seat: cycle(sc, seat, 1), BACK: lambda sc, seat: cycle(sc, seat, -1),
           ACT1: portal, ACT2: escalator, ACT3: explore, ACT4: nudge}


def route(scene, seat: int, intent: Intent) -> None:
    """One intent of a human seat."""
    if intent.action == POINTER_DOWN:
        click(scene, seat, intent)
    elif intent.action in DIRECTION_OF:
        slide(scene, seat, DIRECTION_OF[intent.action])
    elif intent.action in BUTTONS:
        BUTTONS[intent.action](scene, seat)


def use_action(scene, seat: int, action: str) -> None:
    """A click on one of the seat's own action buttons."""
    if action in DIRECTIONS:
        slide(scene, seat, action)
    elif action == "portal":
        portal(scene, seat)
    elif action == "escalator":
        escalator(scene, seat)
    else:
        explore(scene, seat)


def click(scene, seat: int, intent: Intent) -> None:
    s = scene.state
    if intent.button == 3:
        cycle(scene, seat)
        return
    pos = intent.pos or (0, 0)
    for other in range(s.players):
        if hud.panel_rect(other, s.players).collidepoint(pos):
            if other == seat:
                holds = s.holds(seat)
                for rect, action in zip(hud.action_rects(seat, s.players, len(holds)), holds):
                    if rect.collidepoint(pos):
                        use_action(scene, seat, action)
                        return
                if s.players == 1:
                    nudge(scene, seat)
            else:
                nudge(scene, seat, other)
            return
    if not hud.MALL_RECT.collidepoint(pos):
        return
    cell = scene.mall_view.camera.cell_at(pos)
    on = s.occupied().get(cell)
    if on is not None and on not in s.frozen():
        scene.selected[seat] = on
        scene.sound("select", 0.5)
        return
    if s.phase == "rearrange":
        tile = s.mall().tile_of(cell)
        if tile is not None:
            scene.act(seat, RemoveTile(seat, s.placed[tile][0]))
        return
    towards(scene, seat, cell)


def towards(scene, seat: int, cell) -> None:
    """The clicked cell: a move in line, the hero's portal, the escalator's other end, or an explore cell."""
    s = scene.state
    hero = hero_of(scene, seat)
    options = legal(scene, seat)
    if hero is not None:
        here = tuple(s.heroes[hero])
        for a in options:
            if getattr(a, "hero", None) != hero:
                continue
            if isinstance(a, Move) and step(here, a.direction, a.distance) == cell:
                scene.act(seat, a)
                return
            if isinstance(a, UsePortal) and a.cell == cell:
                scene.act(seat, a)
                return
            if isinstance(a, RideEscalator) and s.mall().escalator.get(here) == cell:
                scene.act(seat, a)
                return
    if any(isinstance(a, Explore) and a.cell == cell for a in options):
        scene.act(seat, Explore(seat, cell))
        return
    if hero is not None and cell != tuple(s.heroes[hero]):
        here = tuple(s.heroes[hero])
        for d in DIRECTIONS:  # in line but not allowed: let the rules say why
            for n in range(1, 30):
                if step(here, d, n) == cell:
                    scene.act(seat, Move(seat, hero, d, n))
                    return
