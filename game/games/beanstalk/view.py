"""Drawing the beanstalk from the side: sky (low and high blended as the camera climbs), the cloud bank round the
giant's castle, the table with the round board, the stalk's pieces from our SVG art turned with their bodies,
the hand, the axe's aim, the giant, and the seats' panel (gold bags face down until the end).

The world is in mm, y up, the table top at y = 0; the screen follows the stalk's top (`Camera`). Expensive
pictures are rendered once: the two skies blended at a few fixed mixes, each piece picture at one scale and its
turned copies cached by angle (3 degree steps)."""
from __future__ import annotations

import math
import time
from functools import lru_cache

import pygame

from game.engine.assets import image
from game.games.beanstalk import art_shapes as A
from game.games.beanstalk import hand as HAND
from game.games.beanstalk import pieces as P
from game.games.beanstalk import stalk as S

W, H = 1920, 1080
SCALE = 1.6  # px per mm
ORIGIN_X = 1080  # screen x of the board's centre (the seats' panel is on the left)
TABLE_SCREEN_Y = 930  # screen y of the table top with the camera at the bottom
TOP_AT = 420  # the camera keeps the stalk's top at about this screen y
SKY_MIXES = 5
ANGLE_STEP = 3  # degrees
ART = {"yellow": "orange"}  # seat colours without their own cloud art use the nearest one
CLOUD_BANK_Y = 1150.0  # mm: where the clouds round the giant's castle start
GIANT = 236  # px: the giant in the top right corner, above the acting player's column


@lru_cache(maxsize=None)
def piece_box(kind: str) -> tuple[float, float, float, float]:
    return A.piece_box(kind)


@lru_cache(maxsize=None)
def centre_offset(kind: str) -> tuple[float, float]:
    return A.centre_offset(kind)


def art_colour(seat_colour: str | None) -> str:
    colour = ART.get(seat_colour or "", seat_colour or "green")
    return colour if colour in A.PLAYERS else "green"


class Camera:
    def __init__(self):
        self.y = 0.0  # mm of world at TABLE_SCREEN_Y
        self.shake = 0.0  # px, decays
        self.phase = 0.0

    def follow(self, top: float, dt: float) -> None:
        want = max(0.0, top - (TABLE_SCREEN_Y - TOP_AT) / SCALE)
        self.y += (want - self.y) * min(1.0, dt * 2.5)
        if abs(want - self.y) < 0.2:
            self.y = want  # arrived: the backdrop can stay composed
        self.shake = max(0.0, self.shake - dt * 30)
        self.phase += dt * 45.0

    def to_screen(self, x: float, y: float) -> tuple[int, int]:
        jig = math.sin(self.phase) * self.shake if self.shake else 0.0  # the rumble of a fall
        return round(ORIGIN_X + x * SCALE + jig), round(TABLE_SCREEN_Y - (y - self.y) * SCALE)

    def to_world(self, pos) -> tuple[float, float]:
        return (pos[0] - ORIGIN_X) / SCALE, (TABLE_SCREEN_Y - pos[1]) / SCALE + self.y


class Painter:
    def __init__(self):
        self._skies: dict[int, pygame.Surface] = {}
        self._turned: dict[tuple, pygame.Surface] = {}
        self._warm: set[tuple] = set()  # (name, size) turned to every angle already
        self._backdrop: tuple | None = None  # (key, the composed backdrop)
        self._last_backdrop = None  # the previous frame's key: composed only when it stays

    def warm_some(self, names, budget_ms: float = 1.5) -> None:
        """Turn a few piece pictures ahead of need (a fall turns every piece to angles never drawn yet);
        budget_ms None: all of them now."""
        end = None if budget_ms is None else time.perf_counter() + budget_ms / 1000
        for name, size in names:
            if (name, size) in self._warm:
                continue
            for step in range(360 // ANGLE_STEP):
                if (name, size, step) not in self._turned:
                    self.turned(name, size, step * ANGLE_STEP)
                    if end is not None and time.perf_counter() > end:
                        return
            self._warm.add((name, size))

    def prewarm(self) -> None:
        """Every sky mix now (two full-screen SVGs): never in the middle of a climb or a fall."""
        for mix in range(SKY_MIXES):
            self.sky_mix(mix)
        image("beanstalk/cloud_bank.svg", (W, 540))
        image("beanstalk/table.svg", (round(P.TABLE_WIDTH * SCALE), round(240 * SCALE)))
        display = pygame.display.get_surface()
        if display is not None and self._backdrop is None:  # the canvas the backdrop is composed on: made and
            self._backdrop = (None, pygame.Surface((W, H)).convert(display))  # converted now, not when composing

    # the backdrop ---------------------------------------------------------------------------------------
    def sky(self, camera: Camera) -> pygame.Surface:
        return self.sky_mix(max(0, min(SKY_MIXES - 1, round(camera.y / 900.0 * (SKY_MIXES - 1)))))

    def sky_mix(self, mix: int) -> pygame.Surface:
        if mix not in self._skies:
            low = image("beanstalk/sky_low.svg", (W, H)).copy()
            if mix:
                high = image("beanstalk/sky_high.svg", (W, H)).copy()
                high.set_alpha(round(255 * mix / (SKY_MIXES - 1)))
                low.blit(high, (0, 0))
            self._skies[mix] = low.convert() if pygame.display.get_surface() else low
        return self._skies[mix]

    def backdrop(self, surface, camera: Camera, layers=()) -> None:
        """Sky, cloud bank, table and the still `layers` over them ((key, picture, topleft): the seats' panel,
        the dice tray). While the camera stands still they are one opaque picture composed once (one blit a
        frame instead of five)."""
        key = (round(camera.y * SCALE),) + tuple(k for k, _, _ in layers)
        if camera.shake or key != self._last_backdrop:  # moving: draw the layers, compose nothing
            self._last_backdrop = key
            self._layers(surface, camera, layers)
            return
        if self._backdrop is None or self._backdrop[0] != key:
            composed = self._backdrop[1] if self._backdrop else pygame.Surface((W, H)).convert(surface)
            self._layers(composed, camera, layers)
            self._backdrop = (key, composed)
        surface.blit(self._backdrop[1], (0, 0))

    def _layers(self, surface, camera: Camera, layers) -> None:
        surface.blit(self.sky(camera), (0, 0))
        bank = image("beanstalk/cloud_bank.svg", (W, 540))
        by = camera.to_screen(0, CLOUD_BANK_Y)[1] - 270
        if -540 < by < H:
            surface.blit(bank, (0, by))
        tw, th = round(P.TABLE_WIDTH * SCALE), round(240 * SCALE)
        tx, ty = camera.to_screen(-P.TABLE_WIDTH / 2, 0)
        if ty - 40 * SCALE < H:
            surface.blit(image("beanstalk/table.svg", (tw, th)), (tx, ty - round(40 * SCALE)))
        for _, picture, topleft in layers:
            surface.blit(picture, topleft)

    # pieces -----------------------------------------------------------------------------------------------
    def piece_picture(self, kind: str, face=None, owner_colour=None) -> tuple[str, tuple[int, int]]:
        x0, y0, x1, y1 = piece_box(kind)
        size = (round((x1 - x0) * SCALE), round((y1 - y0) * SCALE))
        if kind == "die":
            name = f"beanstalk/die_{face or 'blank'}.svg"
        elif kind == "treasure":
            name = f"beanstalk/treasure_{art_colour(owner_colour)}.svg"
        else:
            name = f"beanstalk/{kind}.svg"
        return name, size

    def turned(self, name: str, size, degrees: float) -> pygame.Surface:
        step = round(degrees / ANGLE_STEP) % (360 // ANGLE_STEP)
        key = (name, size, step)
        pic = self._turned.get(key)
        if pic is None:
            pic = pygame.transform.rotozoom(image(name, size), step * ANGLE_STEP, 1.0)
            self._turned[key] = pic
        return pic

    def piece(self, surface, camera: Camera, kind: str, pose, face=None, owner_colour=None, alpha=255) -> None:
        x, y, a = pose
        ox, oy = centre_offset(kind)
        c, s = math.cos(a), math.sin(a)
        cx, cy = x + ox * c - oy * s, y + ox * s + oy * c
        sx, sy = camera.to_screen(cx, cy)
        if sy < -200 or sy > H + 200:
            return
        name, size = self.piece_picture(kind, face, owner_colour)
        pic = self.turned(name, size, math.degrees(a))
        if alpha < 255:
            pic = pic.copy()
            pic.set_alpha(alpha)
        surface.blit(pic, pic.get_rect(center=(sx, sy)))

    def world(self, surface, camera: Camera, world, kinds: dict, faces: dict, owners: dict, colour_of,
              poses: dict | None = None) -> None:
        """Every body of a live (or replayed) world; `poses` (body -> (x, y, a)) overrides the world's own."""
        if poses is None:
            poses = HAND.poses(world, kinds)
        for bid, pose in poses.items():
            kind = kinds.get(bid)
            if kind is not None:
                self.piece(surface, camera, kind, pose, faces.get(bid), colour_of(owners.get(bid)))

    def hand(self, surface, camera: Camera, pose, grabbing: bool, colour, kind: str = "die") -> None:
        """The hand holding a piece by its top edge (the piece's face stays in sight), the aim ring at its
        centre."""
        x, y, _ = pose
        sx, sy = camera.to_screen(x, y)
        y0, y1 = piece_box(kind)[1::2]
        top = sy - round((centre_offset(kind)[1] + (y1 - y0) / 2) * SCALE)  # the picture's top edge
        pic = image("beanstalk/hand_grab.svg" if grabbing else "beanstalk/hand_open.svg", (110, 110))
        surface.blit(pic, pic.get_rect(midbottom=(sx + 20, top + 16)))
        pygame.draw.circle(surface, colour, (sx, sy), 9, 4)

    def axe_aim(self, surface, camera: Camera, angle: float, strength: float, colour) -> None:
        """The axe at the thrower's seat, pulled back by `strength`, and an arrow along the angle."""
        x0, y0 = S.AXE_START
        back = 90.0 * strength
        pose = (x0 - back * math.cos(angle), y0 - back * math.sin(angle), angle)
        self.piece(surface, camera, "axe", pose)
        start = camera.to_screen(x0, y0)
        length = 160 + 260 * strength
        end = (start[0] + length * math.cos(angle), start[1] - length * math.sin(angle))
        pygame.draw.line(surface, colour, start, end, 8)
        pygame.draw.circle(surface, colour, (round(end[0]), round(end[1])), 14)

    def giant(self, surface, awake: bool, shake: float = 0.0) -> None:
        pic = image("beanstalk/giant_awake.svg" if awake else "beanstalk/giant_asleep.svg", (GIANT, GIANT))
        surface.blit(pic, pic.get_rect(topright=(W - 40 + round(shake), 104)))
