"""The physics sandbox: feel the beanstalk physics before the game exists.

Pick a piece from the cards (or press 1-5), carry it with the mouse (the hand is kinematic, so a careless hand
nudges the tower), turn it with the wheel, click to let go. Pick up any piece by clicking it. With the axe card,
press where the axe should start, drag back like a slingshot and release to throw. D shows the debug drawer,
C clears the table, R rebuilds the starting towers; Esc (the PAUSE intent) opens the pause menu.
"""
from __future__ import annotations

import math

import numpy as np
import pygame

from game.devtools.sandbox import debug_draw
from game.devtools.sandbox.piece_art import PieceArt, body_centre, render_piece
from game.devtools.sandbox.view import View
from game.engine import clacks as clack
from game.engine.i18n import tr
from game.engine.intents import PAUSE
from game.engine.scene import LOGICAL_SIZE, Scene
from game.physics import scenes, shapes
from game.physics.world import STATIC, World

DT = 1 / 60
SCALE = 1.25             # px per mm: pieces a little larger than life on the 1080 canvas
TABLE_Y = 900            # screen y of the table top (world y = 0)
MAX_STEPS = 4            # physics steps per frame at most (a stall never fast-forwards)
HAND_SPEED = 2500.0      # mm/s: the hand follows the mouse no faster than this
THROW_GAIN = 9.0         # axe speed (mm/s) per px of drag
PIECES = ("die", "cloud", "trunk", "castle", "axe")
MAKERS = {"die": shapes.die, "cloud": shapes.cloud, "trunk": shapes.trunk, "castle": shapes.castle,
          "axe": shapes.axe}
CARD = 132
# a piece that falls off the table is removed once it is out of sight below it (the view shows 144 mm under
# the table top; the castle reaches 100 mm from its centre); thrown far aside it comes down out there and falls
WORLD_BOUNDS = (-3000.0, -400.0, 3000.0)
SHADOW_ALPHA = 70        # under a piece on the table; fainter the higher the piece, none below the table top
INK = (40, 44, 60)


def _text(surface, text, pos, size, colour=INK, anchor="topleft"):
    """All sandbox text goes through here (the engine's font when it is there)."""
    try:
        from game.engine import text as engine_text
        return engine_text.draw_text(surface, text, pos, size, colour, anchor=anchor)
    except Exception:  # the shipped font is missing in a bare checkout: pygame's own font still shows it
        font = pygame.font.Font(None, size)
        img = font.render(text, True, colour)
        rect = img.get_rect(**{anchor: pos})
        surface.blit(img, rect)
        return rect


class SandboxScene(Scene):
    uses_game_time = True
    saves_progress = False  # a developer table: nothing to continue
    pause_button_at = (1856, 64)  # the app's mouse pause button, top right (engine/pause_button.py)

    def __init__(self, app, seed: int = 0):
        super().__init__(app)
        self.seed = seed
        self.view = View((LOGICAL_SIZE[0] / 2, TABLE_Y), SCALE)
        self.debug = False
        self.accumulator = 0.0
        self.puffs: list[list[float]] = []  # x, y, radius, age
        self.mouse = (LOGICAL_SIZE[0] / 2, 400)
        self.selected: str | None = None
        self._background = None          # sky, hills and table: painted once
        self._backdrop_surface = None    # the background with the palette and hint on it
        self._backdrop_key = None
        self._shadow = pygame.Surface((LOGICAL_SIZE[0], 30), pygame.SRCALPHA)
        self._cards = self._card_rects()
        self._buttons = self._button_rects()
        self.reset()

    # ---- set-up ----------------------------------------------------------------------------------------
    def reset(self) -> None:
        self.world = World(bounds=WORLD_BOUNDS)
        self.art = PieceArt(self.world, self.view)
        scenes.table(self.world, width=LOGICAL_SIZE[0] / SCALE - 40.0)
        self.held: int | None = None
        self.held_angle = 0.0
        self.aim_from: tuple[float, float] | None = None
        rng = np.random.default_rng(self.seed)
        x = -360.0 + float(rng.integers(-40, 40))
        y = 0.0
        for name in ("trunk", "die", "die", "cloud", "die", "die", "cloud", "castle"):
            d = MAKERS[name]()
            lo, hi = _extent(d)
            self.world.add_body(d, (x, y - lo))
            y += hi - lo
        scenes.dice_stack(self.world, 6, x=300.0)

    def clear(self) -> None:
        for body in self.world.body_ids():
            if self.world.kind_of(body) != "static":
                self.world.remove_body(body)
        self.held = None
        self.aim_from = None

    def _card_rects(self) -> list[pygame.Rect]:
        return [pygame.Rect(36 + i * (CARD + 16), 100, CARD, CARD) for i in range(len(PIECES))]

    def _button_rects(self) -> dict[str, pygame.Rect]:
        names = ("debug", "clear", "reset")
        return {n: pygame.Rect(LOGICAL_SIZE[0] - 36 - (len(names) - i) * 196, 110, 180, 64)
                for i, n in enumerate(names)}

    # ---- input -----------------------------------------------------------------------------------------
    def handle(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEWHEEL:
            if self.held is not None:
                self.held_angle += math.radians(15.0) * event.y
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            if self.aim_from is not None:
                self._throw(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self._drop(keep_velocity=False)
            self.selected = None
        elif event.type == pygame.KEYDOWN:
            self._key(event.key)

    def on_intent(self, intent) -> None:
        if intent.action == PAUSE:
            self.app.open_pause_menu()

    def _key(self, key) -> None:
        if key == pygame.K_d:
            self.debug = not self.debug
        elif key == pygame.K_c:
            self.clear()
        elif key == pygame.K_r:
            self.reset()
        elif pygame.K_1 <= key <= pygame.K_5:
            self._pick_card(PIECES[key - pygame.K_1])

    def _press(self, pos) -> None:
        for name, rect in zip(PIECES, self._cards):
            if rect.collidepoint(pos):
                self._pick_card(name)
                return
        for name, rect in self._buttons.items():
            if rect.collidepoint(pos):
                {"debug": lambda: setattr(self, "debug", not self.debug), "clear": self.clear,
                 "reset": self.reset}[name]()
                return
        if self.held is not None:
            self._drop(keep_velocity=True)
            return
        if self.selected == "axe":
            self.aim_from = pos
            self.held = self.world.add_body(shapes.axe(), self.view.to_world(pos), 0.0, kind="kinematic")
            return
        body = self.world.body_at(self.view.to_world(pos))
        if body is not None:
            self.world.set_kind(body, "kinematic")
            self.held = body
            self.held_angle = self.world.angle(body)

    def _pick_card(self, name: str) -> None:
        self._drop(keep_velocity=False)
        self.selected = name
        if name == "axe":
            return
        self.held = self.world.add_body(MAKERS[name](), self.view.to_world(self.mouse), 0.0, kind="kinematic")
        self.held_angle = 0.0

    def _drop(self, keep_velocity: bool) -> None:
        if self.held is None:
            return
        body = self.held
        self.held = None
        self.aim_from = None
        v = self.world.velocity(body) if keep_velocity else (0.0, 0.0)
        speed = math.hypot(*v)
        if speed > 1500.0:
            v = (v[0] * 1500.0 / speed, v[1] * 1500.0 / speed)
        self.world.set_kind(body, "dynamic")
        self.world.set_velocity(body, v, 0.0)

    def _throw_velocity(self, pos) -> tuple[float, float]:
        dx = (self.aim_from[0] - pos[0]) * THROW_GAIN
        dy = (pos[1] - self.aim_from[1]) * THROW_GAIN
        return dx, dy

    def _throw(self, pos) -> None:
        v = self._throw_velocity(pos)
        body = self.held
        self.held = None
        self.aim_from = None
        if body is None:
            return
        if math.hypot(*v) < 200.0:
            self.world.remove_body(body)
            return
        self.world.set_kind(body, "dynamic")
        self.world.set_velocity(body, v, -math.copysign(9.0, v[0]))

    # ---- time ------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.accumulator = min(self.accumulator + dt, MAX_STEPS * DT)
        events = []
        while self.accumulator >= DT - 1e-9:
            self.accumulator -= DT
            self._move_hand()
            events += self.world.step(DT)
        for p in self.puffs:
            p[3] += dt
        self.puffs = [p for p in self.puffs if p[3] < 0.35]
        if events:
            self._clack(clack.clacks(events, self._piece_of, half_width=LOGICAL_SIZE[0] / 2 / SCALE))

    def _piece_of(self, body: int) -> str:
        try:
            return clack.TABLE if self.world.kind_of(body) == "static" else self.world.definition(body).name
        except KeyError:
            return ""

    def _clack(self, sounds: list[clack.Clack]) -> None:
        """Play the frame's few merged clacks and puff a ring of dust where each happened."""
        for c in sounds:
            self.app.audio.play(c.sound, c.volume, c.pan)
            self.puffs.append([c.point[0], c.point[1], 6.0 + 24.0 * c.volume, 0.0])

    def _move_hand(self) -> None:
        if self.held is None:
            return
        if self.aim_from is not None:
            vx, vy = self._throw_velocity(self.mouse)
            angle = math.atan2(vy, vx) if math.hypot(vx, vy) > 1 else 0.0
            self.world.move_kinematic(self.held, self.view.to_world(self.aim_from), angle, DT)
            return
        target = np.array(self.view.to_world(self.mouse))
        target[1] = max(target[1], 30.0)
        here = np.array(self.world.position(self.held))
        step = target - here
        dist = float(np.linalg.norm(step))
        if dist > HAND_SPEED * DT:
            step *= HAND_SPEED * DT / dist
        self.world.move_kinematic(self.held, here + step, self.held_angle, DT)

    # ---- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._backdrop(surface.get_size()), (0, 0))
        self._draw_shadows(surface)
        self.art.draw_all(surface)
        if self.held is not None:
            c = self.view.point(self.world.position(self.held))
            pygame.draw.circle(surface, (255, 255, 255), c, 10, 3)
        if self.aim_from is not None:
            self._draw_aim(surface)
        for x, y, r, age in self.puffs:
            k = age / 0.35
            pygame.draw.circle(surface, (255, 250, 236), self.view.point((x, y)), max(1, round(r * (0.5 + k))),
                               max(1, round(3 * (1 - k))))
        if self.debug:
            debug_draw.draw(surface, self.world, self.view, lambda lines: self._draw_panel(surface, lines))

    def _backdrop(self, size) -> pygame.Surface:
        """Sky, hills, table and the whole palette/button/hint layer in one picture, remade only when what it
        shows changes (a card picked, debug toggled, another language): one full-screen blit a frame."""
        hint = tr("physics.sandbox.hint_axe") if self.selected == "axe" else tr("physics.sandbox.hint")
        key = (tuple(size), self.selected, self.debug, tr("physics.sandbox.title"), hint)
        if self._backdrop_key != key:
            if self._background is None or self._background.get_size() != tuple(size):
                self._background = _paint_background(size)
            self._backdrop_surface = self._background.copy()
            self._draw_ui(self._backdrop_surface, hint)
            self._backdrop_key = key
        return self._backdrop_surface

    def _draw_shadows(self, surface):
        """A soft ellipse on the table under each piece, fainter the higher it is (arrays read once). A piece
        below the table top (falling past its edge) casts none on it."""
        self._shadow.fill((0, 0, 0, 0))
        ox, k = self.view.origin[0], SCALE
        for (x, y, _), kind, reach in zip(self.world.X.tolist(), self.world.kind.tolist(),
                                          self.world.extent.tolist()):
            if kind == STATIC or y < 0.0:
                continue
            alpha = min(SHADOW_ALPHA, round(SHADOW_ALPHA - y * 0.08))
            if alpha <= 0:
                continue
            rect = pygame.Rect(0, 0, round(2 * reach * k), 12)
            rect.center = (round(ox + x * k), 8)
            pygame.draw.ellipse(self._shadow, (60, 40, 20, alpha), rect)
        surface.blit(self._shadow, (0, TABLE_Y - 6))

    def _draw_aim(self, surface):
        vx, vy = self._throw_velocity(self.mouse)
        p = np.array(self.view.to_world(self.aim_from), dtype=float)
        for i in range(1, 24):
            t = i * 0.045
            q = p + np.array([vx, vy]) * t + 0.5 * np.array(self.world.gravity) * t * t
            if q[1] < 0:
                break
            pygame.draw.circle(surface, (255, 255, 255), self.view.point(q), 5)
            pygame.draw.circle(surface, (80, 80, 110), self.view.point(q), 5, 1)
        pygame.draw.line(surface, (120, 70, 40), self.aim_from, self.mouse, 3)

    def _draw_ui(self, surface, hint):
        _text(surface, tr("physics.sandbox.title"), (LOGICAL_SIZE[0] // 2, 22), 54, INK, "midtop")
        for name, rect in zip(PIECES, self._cards):
            _draw_card(surface, name, rect, self.selected == name)
        for name, rect in self._buttons.items():
            _draw_button(surface, tr(f"physics.button.{name}"), rect, name == "debug" and self.debug)
        _draw_hint(surface, hint)

    def _draw_panel(self, surface, lines):
        panel = pygame.Surface((440, 24 + 44 * len(lines)), pygame.SRCALPHA)
        panel.fill((20, 24, 40, 170))
        surface.blit(panel, (LOGICAL_SIZE[0] - 476, 200))
        for i, (key, value) in enumerate(lines):
            _text(surface, tr(f"physics.debug.{key}", value=value), (LOGICAL_SIZE[0] - 456, 212 + 44 * i), 34,
                  (236, 240, 255))

    def bench_update(self, dt: float) -> None:
        self.update(dt)


HINT_SIZE = 36  # px on the 1080 canvas: readable from the sofa (at least 28)


def _draw_card(surface, name, rect, on):
    """A palette card. The picked one is told by shape and place, not colour alone: it stands raised on a
    shadow, with a thick dark frame and a tick badge in its corner."""
    if on:
        shadow = pygame.Surface((rect.w, rect.h), pygame.SRCALPHA)
        pygame.draw.rect(shadow, (30, 30, 50, 90), shadow.get_rect(), 0, 18)
        surface.blit(shadow, rect.move(6, 4))
        rect = rect.move(0, -12)
    pygame.draw.rect(surface, (255, 248, 230) if on else (250, 250, 252), rect, 0, 18)
    if on:
        pygame.draw.rect(surface, INK, rect, 7, 18)
        pygame.draw.rect(surface, (232, 160, 48), rect.inflate(-14, -14), 3, 12)
    else:
        pygame.draw.rect(surface, (120, 130, 160), rect, 3, 18)
    _draw_card_piece(surface, name, rect)
    if on:
        _draw_tick(surface, (rect.right - 6, rect.top + 6), 19)
    label_y = rect.bottom + (18 if on else 6)
    _text(surface, tr(f"physics.piece.{name}"), (rect.centerx, label_y), 32, INK, "midtop")


def _draw_tick(surface, centre, r):
    """A round badge with a check mark: "this one"."""
    cx, cy = centre
    pygame.draw.circle(surface, (255, 255, 255), centre, r + 3)
    pygame.draw.circle(surface, INK, centre, r)
    pts = [(cx - r * 0.5, cy), (cx - r * 0.12, cy + r * 0.42), (cx + r * 0.55, cy - r * 0.4)]
    pygame.draw.lines(surface, (255, 255, 255), False, pts, 5)


def _draw_button(surface, label, rect, lit):
    """A button; a switched-on one (debug view) gets a thick frame and a filled lamp beside its label."""
    pygame.draw.rect(surface, (255, 236, 200) if lit else (250, 250, 252), rect, 0, 16)
    pygame.draw.rect(surface, INK if lit else (120, 130, 160), rect, 6 if lit else 3, 16)
    if lit:
        lamp = (rect.left + 26, rect.centery)
        pygame.draw.circle(surface, INK, lamp, 10)
        pygame.draw.circle(surface, (250, 200, 60), lamp, 6)
        _text(surface, label, (rect.centerx + 14, rect.centery), 34, INK, "center")
    else:
        _text(surface, label, rect.center, 34, INK, "center")


def _draw_hint(surface, hint):
    """The help line on a dark band across the table's foot, big enough to read from the sofa."""
    w = LOGICAL_SIZE[0]
    try:
        from game.engine import text as engine_text
        size = engine_text.fit_size(hint, HINT_SIZE, w - 120)
    except Exception:  # bare checkout without the shipped font: keep the size
        size = HINT_SIZE
    band = pygame.Surface((w, size + 28), pygame.SRCALPHA)
    band.fill((30, 18, 8, 120))
    top = LOGICAL_SIZE[1] - size - 44
    surface.blit(band, (0, top))
    _text(surface, hint, (w // 2, top + 14), size, (255, 246, 226), "midtop")


_card_art: dict[tuple, pygame.Surface] = {}


def _draw_card_piece(surface, name, rect):
    """The palette card's picture of a piece, scaled to fit the card (painted once per card size)."""
    key = (name, rect.size)
    art = _card_art.get(key)
    if art is None:
        d = MAKERS[name]()
        lo, hi = _extent(d)
        xs = [p[0] for part in d.parts for p in part.outline()]
        scale = (CARD - 34) / max(hi - lo, max(xs) - min(xs))
        picture = render_piece(d, 0, scale)
        # render_piece centres the centre of mass; the card centres the piece's outline box
        cx, cy = body_centre(d)
        shift = (((max(xs) + min(xs)) / 2 - cx) * scale, -((hi + lo) / 2 - cy) * scale)
        art = pygame.Surface(rect.size, pygame.SRCALPHA)
        art.blit(picture, picture.get_rect(center=(rect.w / 2 - shift[0], rect.h / 2 - shift[1])))
        _card_art[key] = art
    surface.blit(art, rect.topleft)


def _extent(d: shapes.BodyDef) -> tuple[float, float]:
    ys = [p[1] for part in d.parts for p in part.outline()]
    return min(ys), max(ys)


def _paint_background(size) -> pygame.Surface:
    w, h = size
    bg = pygame.Surface(size)
    top, low = np.array([104, 168, 230]), np.array([214, 236, 250])
    for y in range(TABLE_Y):
        k = y / TABLE_Y
        pygame.draw.line(bg, tuple(int(c) for c in top * (1 - k) + low * k), (0, y), (w, y))
    pygame.draw.circle(bg, (255, 242, 190), (1650, 250), 70)
    pygame.draw.circle(bg, (255, 230, 150), (1650, 250), 58)
    for cx, cy, s in ((300, 330, 1.0), (980, 250, 1.3), (1400, 420, 0.8)):
        for dx, dy, r in ((-50, 10, 40), (0, -10, 55), (55, 8, 42), (100, 18, 30)):
            pygame.draw.circle(bg, (246, 250, 255), (cx + dx * s, cy + dy * s), r * s)
    hills = [(0, TABLE_Y - 140), (260, TABLE_Y - 210), (560, TABLE_Y - 150), (900, TABLE_Y - 230),
             (1260, TABLE_Y - 160), (1600, TABLE_Y - 220), (w, TABLE_Y - 150), (w, TABLE_Y), (0, TABLE_Y)]
    pygame.draw.polygon(bg, (150, 196, 132), hills)
    near = [(0, TABLE_Y - 70), (400, TABLE_Y - 110), (820, TABLE_Y - 60), (1300, TABLE_Y - 120),
            (w, TABLE_Y - 70), (w, TABLE_Y), (0, TABLE_Y)]
    pygame.draw.polygon(bg, (120, 176, 104), near)
    pygame.draw.rect(bg, (150, 98, 54), (0, TABLE_Y, w, h - TABLE_Y))
    pygame.draw.rect(bg, (196, 138, 80), (0, TABLE_Y, w, 16))
    pygame.draw.line(bg, (226, 176, 112), (0, TABLE_Y), (w, TABLE_Y), 3)
    for i, y in enumerate(range(TABLE_Y + 34, h, 22)):
        pts = [(x, y + 5 * math.sin(x / 140.0 + i)) for x in range(0, w + 40, 40)]
        pygame.draw.lines(bg, (132, 84, 44), False, pts, 2)
    return bg


def make_sandbox_scene(app, seed: int = 0) -> SandboxScene:
    """The registry's factory for "physics_sandbox"."""
    return SandboxScene(app, seed)
