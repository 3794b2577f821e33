"""Drawing the beanstalk from the side: sky (low and high blended as the camera climbs), the cloud bank round the
giant's castle, the table with the round board, the stalk's pieces from our SVG art turned with their bodies,
the hand, the axe's aim, the giant, and the seats' panel (gold bags face down until the end).

The world is in mm, y up, the table top at y = 0; the screen follows the stalk's top (`Camera`). Expensive
pictures are rendered once: the two skies blended at a few fixed mixes, each piece picture at one scale and its
turned copies cached by angle (turned.py).

Pictures blitted every frame are run-length encoded (SDL's RLEACCEL: fully clear and fully opaque runs are
skipped or copied, not blended; 2-3x faster blits, half the memory). An encoded picture is tied to the surface
it is blitted onto (another target re-encodes it, a costly step for the cloud bank), so they are only ever blitted onto
the surface the table is drawn on (`Painter.target`)."""
from __future__ import annotations

import math
import time
from functools import lru_cache

import pygame

from game.engine.assets import image
from game.games.beanstalk import art_shapes as A
from game.games.beanstalk import dice as D
from game.games.beanstalk import hand as HAND
from game.games.beanstalk import pieces as P
from game.games.beanstalk import stalk as S
from game.games.beanstalk import turned as T

W, H = 1920, 1080
SCALE = 1.6  # px per mm
ORIGIN_X = 1080  # screen x of the board's centre (the seats' panel is on the left)
TABLE_SCREEN_Y = 930  # screen y of the table top with the camera at the bottom
TOP_AT = 420  # the camera keeps the stalk's top at about this screen y
SKY_MIXES = 5
ART = {"yellow": "orange"}  # seat colours without their own cloud art use the nearest one
CLOUD_BANK_Y = 1150.0  # mm: where the clouds round the giant's castle start
GIANT = 236  # px: the giant in the top right corner, above the acting player's column
TABLE_SIZE = (round(P.TABLE_WIDTH * SCALE), round(240 * SCALE))
TABLE_LIFT = round(40 * SCALE)  # px of the table picture above its top surface
BANK_SIZE = (W, 540)
COMPOSE_AFTER = 8  # frames the backdrop stands still before it is composed (composing costs a blit more: a camera
# that bobs with a hovering hand stops for 3-5 frames at a time, one that has arrived for seconds)
HAND_SIZE = (110, 110)


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
            self.y = want  # arrived
        self.shake = max(0.0, self.shake - dt * 30)
        self.phase += dt * 45.0

    def rumble(self, px: float) -> None:
        """Shake the picture by `px` (decaying): a fall."""
        self.shake = px

    def look_from(self, y: float) -> None:
        """Stand at `y` (mm of world at the table's screen line) at once, not gliding there (a table set up)."""
        self.y = y

    def to_screen(self, x: float, y: float) -> tuple[int, int]:
        jig = math.sin(self.phase) * self.shake if self.shake else 0.0  # the rumble of a fall
        return round(ORIGIN_X + x * SCALE + jig), round(TABLE_SCREEN_Y - (y - self.y) * SCALE)

    def to_world(self, pos) -> tuple[float, float]:
        return (pos[0] - ORIGIN_X) / SCALE, (TABLE_SCREEN_Y - pos[1]) / SCALE + self.y


class Painter:
    def __init__(self):
        self._skies: dict[int, pygame.Surface] = {}
        self.turned_pictures = T.Turned()
        self._fixed: dict[str, pygame.Surface] = {}  # the encoded cloud bank and table
        self._solid: dict[str, list] = {}  # their runs of rows opaque across the screen: no sky under them
        self._encoded: dict = {}  # layer key -> its encoded copy (the seats' panel, the dice tray)
        self._seen: tuple = ()  # the layers of the last frame drawn
        self.target: pygame.Surface | None = None  # the surface the table is drawn on (see the docstring)
        self._composed: tuple | None = None  # (key, the backdrop composed while it stands still)
        self._last_key = None  # the previous frame's backdrop key
        self._still = 0  # frames the backdrop has stood still
        self._drawn = False  # a frame has been drawn

    def warm_some(self, names, budget_ms: float | None = 1.5) -> bool:
        """Turn a few piece pictures ahead of need (turned.py), in the order given (the most used first); when
        they are all warm, encode a still layer not encoded yet (once per panel or tray). budget_ms
        None: all now. True if it did anything."""
        end = None if budget_ms is None else time.perf_counter() + budget_ms / 1000
        did = self.turned_pictures.warm_some(names, end, self._encode)
        if end is not None and time.perf_counter() > end:
            return did
        return self.encode_layers(None if budget_ms is None else 0 if did else 1) or did

    def encode_layers(self, most: int | None = None) -> bool:
        """Encode (at most `most` of) the still layers last drawn that are not yet (costly: on calm
        frames, or the first one); until then they are blitted as they are. True if it encoded any."""
        done = 0
        for key, picture, _ in self._seen:
            if key not in self._encoded and (most is None or done < most):
                self._encoded[key] = T.rle(picture)
                self._encode(self._encoded[key])
                done += 1
        return done > 0

    def prewarm(self, colours=()) -> None:
        """Every sky mix now (two full-screen SVGs) and every piece picture the seats' `colours` may stack, with
        its shape's box (an SVG and a shape are costly the first time): never in the middle of a climb or a
        fall, nor in the frame a new kind of piece comes up."""
        for mix in range(SKY_MIXES):
            self.sky_mix(mix)
        pieces = [("die", face, None) for face in (None, *sorted(set(D.FACES)))]
        pieces += [("treasure", None, c) for c in colours] + [(k, None, None) for k in ("trunk", "castle", "axe")]
        for kind, face, colour in pieces:
            centre_offset(kind)
            image(*self.piece_picture(kind, face, colour))
        for name in ("hand_grab", "hand_open"):
            image(f"beanstalk/{name}.svg", HAND_SIZE)
        self._fixed = {"bank": T.rle(image("beanstalk/cloud_bank.svg", BANK_SIZE)),
                       "table": T.rle(image("beanstalk/table.svg", TABLE_SIZE))}
        span = round(P.TABLE_WIDTH * SCALE / 2 - ORIGIN_X)  # the table picture's column at the screen's left
        self._solid = {"bank": _solid_rows(self._fixed["bank"], 0, W),
                       "table": _solid_rows(self._fixed["table"], span - 40, span + W + 40)}  # (+ a rumble)

    def aim_at(self, surface) -> None:
        """The table is drawn on `surface` from now on (the scene passes the app's canvas when it is made, or the
        first frame drawn does): the encoded pictures are encoded for it now (the bank and the table most of
        all), not when they first come into sight, and pictures turned from now on are
        encoded as they are turned (so warming a whole stalk at once never holds them unencoded too)."""
        self.target = surface
        if not self._fixed:
            self.prewarm()
        for pic in [*self._fixed.values(), *self.turned_pictures.pictures.values(), *self._encoded.values()]:
            self._encode(pic)
        if surface.get_size() == (W, H):  # the picture the backdrop is composed into: made (and its 8 MB touched)
            self._composed = (None, pygame.Surface((W, H)).convert(surface))  # now, not when first composing
            self._composed[1].fill((0, 0, 0))

    def _adopt(self, surface, layers) -> None:
        """Drawing on `surface`: aimed at it if it is new; the first frame's layers encoded at once (later
        ones on calm frames)."""
        if surface is not self.target:
            self.aim_at(surface)
        if not self._drawn:
            self._drawn = True
            self._seen = tuple(layers)
            self.encode_layers()

    def _encode(self, pic: pygame.Surface) -> None:
        """Encode an RLE picture for the target now (a blit onto one pixel of it: the next frame covers it)."""
        if self.target is not None:
            clip = self.target.get_clip()
            self.target.set_clip((0, 0, 1, 1))
            self.target.blit(pic, (0, 0))
            self.target.set_clip(clip)

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
        the dice tray). Encoded, and with no sky under the opaque rows of the bank and the table, they cost about
        one full-screen blit while physics runs; once they have stood still for COMPOSE_AFTER frames (the
        sky's mix, the bank's and the table's places, the layers) they are copied into one opaque picture, blitted
        whole until something moves (about half of that again)."""
        self._adopt(surface, layers)
        self._seen = tuple(layers)
        self._encoded = {k: v for k, v in self._encoded.items() if any(k == key for key, _, _ in layers)}
        sky = self.sky(camera)
        by = camera.to_screen(0, CLOUD_BANK_Y)[1] - BANK_SIZE[1] // 2
        tx, ty = camera.to_screen(-P.TABLE_WIDTH / 2, 0)
        bank = (0, by) if -BANK_SIZE[1] < by < H else None
        table = (tx, ty - TABLE_LIFT) if ty - TABLE_LIFT < H else None
        key = (id(sky), bank, table) + tuple(k for k, _, _ in layers)
        if self._composed is not None and self._composed[0] == key:
            surface.blit(self._composed[1], (0, 0))
            return
        hidden = []
        for name, at in (("bank", bank), ("table", table)):
            if at is not None:
                hidden += [(at[1] + y0, at[1] + y1) for y0, y1 in self._solid[name]]
        y = 0
        for y0, y1 in sorted(hidden) + [(H, H)]:  # the sky where nothing opaque covers it
            if y0 > y:
                surface.blit(sky, (0, y), (0, y, W, y0 - y))
            y = max(y, y1)
        if bank is not None:
            surface.blit(self._fixed["bank"], bank)
        if table is not None:
            surface.blit(self._fixed["table"], table)
        for layer_key, picture, topleft in layers:
            surface.blit(self._encoded.get(layer_key, picture), topleft)
        self._still = self._still + 1 if key == self._last_key else 0
        self._last_key = key
        if self._still >= COMPOSE_AFTER and self._composed is not None:
            self._composed[1].blit(surface, (0, 0))  # copied from the target: the encoded pictures stay tied to it
            self._composed = (key, self._composed[1])

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
        return self.turned_pictures.get(name, size, degrees)

    def piece(self, surface, camera: Camera, kind: str, pose, face=None, owner_colour=None, alpha=255) -> None:
        x, y, a = pose
        ox, oy = centre_offset(kind)
        c, s = math.cos(a), math.sin(a)
        cx, cy = x + ox * c - oy * s, y + ox * s + oy * c
        sx, sy = camera.to_screen(cx, cy)
        if sy < -200 or sy > H + 200:
            return
        name, size = self.piece_picture(kind, face, owner_colour)
        if alpha < 255:
            pic = self.turned_pictures.faded(name, size, math.degrees(a), alpha)
        else:
            pic = self.turned(name, size, math.degrees(a))
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
        pic = image("beanstalk/hand_grab.svg" if grabbing else "beanstalk/hand_open.svg", HAND_SIZE)
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


def _solid_rows(pic: pygame.Surface, x0: int, x1: int, least: int = 8) -> list[tuple[int, int]]:
    """The runs of rows [y0, y1) of `pic` fully opaque in columns x0..x1 (at least `least` rows each): what it
    hides of the sky."""
    alpha = pygame.surfarray.array_alpha(pic)[max(0, x0):min(pic.get_width(), x1)]
    runs, start = [], None
    for y, solid in enumerate((alpha == 255).all(axis=0).tolist() + [False]):
        if solid and start is None:
            start = y
        elif not solid and start is not None:
            if y - start >= least:
                runs.append((start, y))
            start = None
    return runs
