"""A Magic Maze seat's hands: every intent of a human seat becomes at most one rules action, at once, in the
order the intents arrive (so eight seats pressing in the same frame all act, none lost). Nobody moves before
the sand starts; in scenario 12's talk windows the seats only gesture (gestures.py); the stop button
(stop_button.py) hears its press first.

Keys and pads: OK cycles the seat's hero (Back cycles the other way), a direction slides the selected hero to the
next cell that matters to it (`stops_at`), else as far as it goes (press again to go on), Act1 portal, Act2
escalator, Act3 explore (or, in scenario 11, take a tile away), Act4 "Do something!"
onto the next player (again: the one after; solo: turn the next action tile). A portal or explore key with
several targets lights them one per press and takes the lit one (aims.py).
The mouse: click a hero to select it, click a cell in line (or its portal, the escalator's other end, an explore
cell) to move there, click an action on your own tile, click another player's panel to nudge them; the right
button cycles heroes."""
from __future__ import annotations

from game.core.grid import DIRECTIONS, step
from game.engine import intents as I
from game.engine.intents import ACT1, ACT2, ACT3, ACT4, BACK, CONFIRM, DOWN, LEFT, POINTER_DOWN, RIGHT, UP, Intent
from game.engine.table.part import Part
from game.games.magic_maze import hud
from game.games.magic_maze import rules as R
from game.games.magic_maze.aims import Aims
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


def goal_of(state, hero: str):
    """Where a portal jump should bring the hero nearer: its item before the theft, its exit after."""
    m = state.mall()
    cells = m.find("exit" if state.theft else "item", None if state.sc.one_exit and state.theft else hero)
    return cells[0] if cells else tuple(state.heroes[hero])


class TableInput(Part):
    def __init__(self, ctx, selection, camera, sand, gestures):
        """`camera`: which cell a click is on; `sand`: nobody moves while it counts down; `gestures`: asked
        first while scenario 12's talk window is open."""
        self.ctx = ctx
        self.selection = selection
        self.camera = camera
        self.sand = sand
        self.gestures = gestures
        self.nudge_aim: dict[int, int] = {}  # seat -> the seat its last key nudge went to
        self.aims = Aims(ctx, camera)  # a portal or explore key's targets, lit one by one

    def update(self, dt: float) -> None:
        self.aims.update()

    def draw(self, surface) -> None:
        self.aims.draw(surface)

    def on_intent(self, seat, intent: Intent) -> bool:
        if seat is None or not self.ctx.seats.is_human(seat) or intent.repeat or self.ctx.state.phase == "over":
            return True
        if self.sand.counting() or intent.action in (I.RELEASE, I.POINTER_UP):
            return True  # nobody moves before the sand starts; a let-go key or button does nothing here
        if self.gestures.now() and self.gestures.take(seat, intent):
            return True
        self.route(seat, intent)
        return True

    def route(self, seat: int, intent: Intent) -> None:
        """One intent of a human seat (OK while a target is lit takes it; any other key but the aimed action's
        own puts the light out)."""
        if intent.action == CONFIRM and self.aims.aiming(seat):
            self.aims.take(seat)
            return
        if intent.action not in (ACT1, ACT3):
            self.aims.drop(seat)
        if intent.action == POINTER_DOWN:
            self.click(seat, intent)
        elif intent.action in DIRECTION_OF:
            self.slide(seat, DIRECTION_OF[intent.action])
        elif intent.action == CONFIRM:
            self.selection.cycle(seat, 1)
        elif intent.action == BACK:
            self.selection.cycle(seat, -1)
        elif intent.action == ACT1:
            self.portal(seat)
        elif intent.action == ACT2:
            self.escalator(seat)
        elif intent.action == ACT3:
            self.explore(seat)
        elif intent.action == ACT4:
            self.nudge(seat)

    def slide(self, seat: int, direction: str) -> None:
        """The selected hero that way (key_move; a rules refusal explains why it cannot move at all)."""
        hero = self.selection.hero_of(seat)
        if hero is None:
            return
        self.ctx.act(seat, key_move(self.ctx.state, seat, hero, direction) or Move(seat, hero, direction, 1))

    def portal(self, seat: int) -> None:
        hero = self.selection.hero_of(seat)
        if hero is None:
            return
        options = [a for a in self.ctx.legal(seat) if isinstance(a, UsePortal) and a.hero == hero]
        if not options:
            self.ctx.act(seat, UsePortal(seat, hero, tuple(self.ctx.state.heroes[hero])))
            return
        gx, gy = goal_of(self.ctx.state, hero)
        self.aims.press(seat, ("portal", hero), sorted(options, key=lambda a: (abs(a.cell[0] - gx)
                                                                                + abs(a.cell[1] - gy), a.cell)))

    def escalator(self, seat: int) -> None:
        hero = self.selection.hero_of(seat)
        if hero is not None:
            self.ctx.act(seat, RideEscalator(seat, hero))

    def explore(self, seat: int, cell=None) -> None:
        s = self.ctx.state
        if s.phase == "rearrange":
            options = [a for a in self.ctx.legal(seat) if isinstance(a, RemoveTile)]
            if options:
                self.ctx.act(seat, options[0])
            return
        options = [a for a in self.ctx.legal(seat) if isinstance(a, Explore)]
        hero = self.selection.selected.get(seat)
        here = tuple(s.heroes[hero]) if hero and s.heroes.get(hero) else None
        if cell is None and options:  # a key: each explore cell in turn, the one under the hero first
            hx, hy = here or options[0].cell
            self.aims.press(seat, ("explore", None), sorted(options, key=lambda a: (abs(a.cell[0] - hx)
                                                                                     + abs(a.cell[1] - hy), a.cell)))
            return
        want = cell or here
        pick = next((a for a in options if a.cell == want), None)
        self.ctx.act(seat, pick or Explore(seat, want or (0, 0)))

    def nudge(self, seat: int, target: int | None = None) -> None:
        s = self.ctx.state
        if s.players == 1:
            self.ctx.act(seat, RevealActionTile(seat))
            return
        if target is None:
            last = self.nudge_aim.get(seat, seat)
            target = (last + 1) % s.players
            if target == seat:
                target = (target + 1) % s.players
            self.nudge_aim[seat] = target
        self.ctx.act(seat, DoSomething(seat, target))

    def use_action(self, seat: int, action: str) -> None:
        """A click on one of the seat's own action buttons."""
        if action in DIRECTIONS:
            self.slide(seat, action)
        elif action == "portal":
            self.portal(seat)
        elif action == "escalator":
            self.escalator(seat)
        else:
            self.explore(seat)

    def click(self, seat: int, intent: Intent) -> None:
        s = self.ctx.state
        if intent.button == 3:
            self.selection.cycle(seat)
            return
        pos = intent.pos or (0, 0)
        for other in range(s.players):
            if hud.panel_rect(other, s.players).collidepoint(pos):
                if other == seat:
                    holds = s.holds(seat)
                    for rect, action in zip(hud.action_rects(seat, s.players, len(holds)), holds):
                        if rect.collidepoint(pos):
                            self.use_action(seat, action)
                            return
                    if s.players == 1:
                        self.nudge(seat)
                else:
                    self.nudge(seat, other)
                return
        if not hud.FREE_RECT.collidepoint(pos):
            return
        cell = self.camera.mall_view.camera.cell_at(pos)
        on = s.occupied().get(cell)
        if on is not None and on not in s.frozen():
            self.selection.select(seat, on)
            self.ctx.sound("select", 0.5)
            return
        if s.phase == "rearrange":
            tile = s.mall().tile_of(cell)
            if tile is not None:
                self.ctx.act(seat, RemoveTile(seat, s.placed[tile][0]))
            return
        self.towards(seat, cell)

    def towards(self, seat: int, cell) -> None:
        """The clicked cell: a move in line, the hero's portal, the escalator's other end, or an explore cell."""
        s = self.ctx.state
        hero = self.selection.hero_of(seat)
        options = self.ctx.legal(seat)
        if hero is not None:
            here = tuple(s.heroes[hero])
            for a in options:
                if getattr(a, "hero", None) != hero:
                    continue
                if isinstance(a, Move) and step(here, a.direction, a.distance) == cell:
                    self.ctx.act(seat, a)
                    return
                if isinstance(a, UsePortal) and a.cell == cell:
                    self.ctx.act(seat, a)
                    return
                if isinstance(a, RideEscalator) and s.mall().escalator.get(here) == cell:
                    self.ctx.act(seat, a)
                    return
        if any(isinstance(a, Explore) and a.cell == cell for a in options):
            self.ctx.act(seat, Explore(seat, cell))
            return
        if hero is not None and cell != tuple(s.heroes[hero]):
            here = tuple(s.heroes[hero])
            for d in DIRECTIONS:  # in line but not allowed: let the rules say why
                for n in range(1, 30):
                    if step(here, d, n) == cell:
                        self.ctx.act(seat, Move(seat, hero, d, n))
                        return
