"""The camera over the mall and what it frames, frame by frame: every hero when they all fit at a readable zoom
(the whole mall, standing still, when it fits at STEADY_PX or more: nothing slides away under a click when a bot
moves); else the hero that last moved and the heroes nearest to it that still fit, the mini-map showing the
rest. The mall is drawn in the free area (hud.FREE_RECT: between the seat columns, above the game log's strip),
the heroes above the mini-map too. While a human's pointer is choosing on the
mall (it moved or pressed there in the last POINTER_STILL seconds) the camera stands still. It draws the mall
(view.py); the mini-map's picture is kept here too (the heroes' part draws it over them)."""
from __future__ import annotations

from game.engine import intents as I
from game.engine.table.part import Part
from game.games.magic_maze import aligned, hud
from game.games.magic_maze import moves as M
from game.games.magic_maze.minimap import MARGIN as MINIMAP_MARGIN
from game.games.magic_maze.minimap import Minimap
from game.games.magic_maze.view import BG, FAR, MAX_PX, MIN_PX, MallView

LOG_ROOM = hud.LOG_ROOM  # the game log's strip along the bottom: the mall is drawn above it (hud.FREE_RECT)
LOG_BAND = hud.MALL_RECT.clip((hud.MALL_RECT.x, hud.FREE_RECT.bottom, hud.MALL_RECT.w, LOG_ROOM))
STEADY_PX = MIN_PX  # the whole mall fits at a readable zoom: the camera frames it all and stays put
CONTEXT_PX = 80  # a mall too big for that: the heroes framed no closer than this
FOCUS_HOLD = 2.5  # seconds a bot's move waits before the camera turns to another hero
POINTER_STILL = 1.5  # seconds after a pointer last moved or pressed over the mall that the camera stays still


class MallCamera(Part):
    def __init__(self, ctx):
        self.ctx = ctx
        self.mall_view = MallView(hud.FREE_RECT, top_room=150)
        self.minimap = Minimap()
        self.minimap_shown = False
        self.focus: str | None = None  # the hero the camera follows when not all of them fit
        self.focus_since = -FOCUS_HOLD
        self.pointer_seen = -POINTER_STILL  # table clock when a human's pointer last moved or pressed over the mall
        self.frame_view(0.0, snap=True)

    def on_intent(self, seat, intent) -> bool:
        """A human's pointer over the mall is choosing a cell: noted, never taken (the input acts on it)."""
        if intent.action in (I.POINTER_MOVE, I.POINTER_DOWN) and intent.pos and hud.FREE_RECT.collidepoint(
                intent.pos) and self.ctx.seats.is_human(seat):
            self.pointer_seen = self.ctx.clock
        return False

    def choosing(self) -> bool:
        """A pointer is choosing on the mall: the camera does not move the cells under it."""
        return self.ctx.clock - self.pointer_seen < POINTER_STILL

    def on_events(self, seat, action, events) -> None:
        for e in events:
            if isinstance(e, M.HeroMoved):
                self.follow(e.hero, self.ctx.seats.is_human(seat))

    def update(self, dt: float) -> None:
        if not self.choosing():
            self.frame_view(dt)

    def draw(self, surface) -> None:
        aligned.fill(surface, BG, LOG_BAND)  # the view's floor under the log strip: no mall is drawn there
        self.mall_view.draw(surface, self.ctx.state)

    def focus_on(self, hero: str) -> None:
        """The camera follows this hero from now on (when not all of them fit)."""
        self.focus = hero

    def hero_cells(self) -> list:
        return [tuple(p) for p in self.ctx.state.heroes.values() if p is not None]

    def follow(self, hero: str, by_human: bool) -> None:
        """The hero that just moved becomes the camera's focus (a bot's move only after FOCUS_HOLD seconds on
        the same focus, so the view does not swing from one side of the mall to the other at every bot move)."""
        clock = self.ctx.clock
        if hero == self.focus or by_human or clock - self.focus_since >= FOCUS_HOLD:
            if hero != self.focus:
                self.focus_since = clock
            self.focus = hero

    def view_cells(self) -> list:
        """What the camera keeps in view: every hero when they fit at a readable zoom; else the focus hero and
        the heroes nearest to it that still fit (the mini-map shows the rest)."""
        heroes = {h: tuple(p) for h, p in self.ctx.state.heroes.items() if p is not None}
        cam = self.mall_view.camera
        if not heroes or cam.fits(list(heroes.values())):
            return list(heroes.values())
        focus = self.focus if self.focus in heroes else next(iter(heroes))
        fx, fy = heroes[focus]
        near = sorted(heroes.values(), key=lambda c: abs(c[0] - fx) + abs(c[1] - fy))
        shown = [near[0]]
        for cell in near[1:]:
            if cam.fits(shown + [cell]):
                shown.append(cell)
        return shown

    def frame_view(self, dt: float, snap: bool = False) -> None:
        """The camera follows; it frames the heroes above the game log (and the mini-map when the mall no longer
        fits the view)."""
        cam = self.mall_view.camera
        self.minimap_shown = self.mall_view.picture.mall is not None and self.minimap.needed(
            self.mall_view.picture, cam)
        minimap_room = self.minimap.rect.h + 2 * MINIMAP_MARGIN if self.minimap_shown else 0
        cam.bottom_room = max(0, minimap_room - LOG_ROOM)  # the heroes above the mini-map (its top in the view)
        cells = self.view_cells()
        far = bool(cells) and cells[0][0] >= FAR
        bounds = self.mall_view.picture.bounds(far) if self.mall_view.picture.mall is not None else None
        widest = len(cells) < len(self.hero_cells())
        max_px = MAX_PX
        if bounds is not None and not widest:
            whole = [bounds.topleft, (bounds.right - 1, bounds.bottom - 1)]
            if cam.fits(whole) and cam.target(whole)[2] >= STEADY_PX:
                cells = whole  # the whole mall, still: nothing slides away under a click when a bot moves
            else:
                max_px = CONTEXT_PX  # the heroes, with the cells around them (a new tile, the next explore)
        cam.follow(cells, dt, snap, widest=widest, bounds=bounds, max_px=max_px)

    def settle(self) -> None:
        """The mall's picture and the mini-map made now (a screenshot's table, not over frames)."""
        self.mall_view.picture.update(self.ctx.state)
        self.minimap._make(self.mall_view.picture)  # its size frames the view
