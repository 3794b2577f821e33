"""The piece pictures turned to an angle (3 degree steps), as the painter draws them: run-length encoded (SDL's
RLEACCEL: 2-3x faster blits, half the memory; see view.py on the surface they are tied to), kept least recently
drawn first under a byte cap, and warmed ahead (every angle of a picture) while the table is calm, since a fall
turns every piece to angles never drawn yet and each rotozoom is costly."""
from __future__ import annotations

import math
import time
from collections import OrderedDict
from typing import Callable

import pygame

from game.engine.assets import image

ANGLE_STEP = 3  # degrees
STEPS = 360 // ANGLE_STEP
# kept, counted as w*h*4 (encoded they take about half that): every angle of the pictures on a 4-player stalk
# (4 die faces 16 MB, 4 clouds 49, the trunk 13) fits in WARM_BYTES; the castle (39) and the axe (24) are turned
# when drawn, and the least recently drawn angles make room
TURNED_BYTES = 96 << 20
WARM_BYTES = 80 << 20
FADED_KEPT = 16  # see-through copies (the piece waiting in a hand: a few angles of one picture)


def step_of(degrees: float) -> int:
    return round(degrees / ANGLE_STEP) % STEPS


class Turned:
    def __init__(self):
        self.pictures: OrderedDict[tuple, pygame.Surface] = OrderedDict()  # (name, size, step), least recent first
        self.bytes = 0  # w*h*4 summed over self.pictures
        self.warm: dict[tuple, int] = {}  # (name, size) turned to every angle -> its bytes
        self._faded: dict[tuple, pygame.Surface] = {}

    def get(self, name: str, size, degrees: float) -> pygame.Surface:
        """The picture turned by `degrees` (to the nearest ANGLE_STEP), encoded; kept while it is among the most
        recently drawn TURNED_BYTES."""
        key = (name, size, step_of(degrees))
        pic = self.pictures.get(key)
        if pic is not None:
            self.pictures.move_to_end(key)
            return pic
        pic = rle(pygame.transform.rotozoom(image(name, size), key[2] * ANGLE_STEP, 1.0))
        self.pictures[key] = pic
        self.bytes += picture_bytes(pic)
        while self.bytes > TURNED_BYTES and len(self.pictures) > 1:
            (old_name, old_size, _), old = self.pictures.popitem(last=False)
            self.bytes -= picture_bytes(old)
            self.warm.pop((old_name, old_size), None)  # not every angle any more: warmed again when calm
        return pic

    def warm_some(self, names, end: float | None, encode: Callable) -> bool:
        """Turn the pictures `names` ((name, size), the most used first) to every angle while the warm ones fit
        in WARM_BYTES, `encode`-ing each for the target, until perf_counter() passes `end` (None: all now). True
        if it turned any."""
        did = False
        for name, size in names:
            if (name, size) in self.warm or sum(self.warm.values()) + all_angles_bytes(size) > WARM_BYTES:
                continue
            for step in range(STEPS):
                if (name, size, step) not in self.pictures:
                    encode(self.get(name, size, step * ANGLE_STEP))
                    did = True
                    if end is not None and time.perf_counter() > end:
                        return True
            turned = [self.pictures.get((name, size, step)) for step in range(STEPS)]
            if all(turned):
                self.warm[(name, size)] = sum(picture_bytes(pic) for pic in turned)
        return did

    def faded(self, name: str, size, degrees: float, alpha: int) -> pygame.Surface:
        """A see-through turned picture, not encoded (copying an encoded one would re-encode it twice a frame)."""
        key = (name, size, step_of(degrees), alpha)
        pic = self._faded.get(key)
        if pic is None:
            if len(self._faded) >= FADED_KEPT:
                self._faded.clear()
            pic = pygame.transform.rotozoom(image(name, size), key[2] * ANGLE_STEP, 1.0)
            pic.set_alpha(alpha)
            self._faded[key] = pic
        return pic


def rle(pic: pygame.Surface) -> pygame.Surface:
    """A run-length encoded copy (encoded at its first blit, for that target: see view.py)."""
    out = pic.copy()
    out.set_alpha(255, pygame.RLEACCEL)
    return out


def picture_bytes(pic: pygame.Surface) -> int:
    return pic.get_width() * pic.get_height() * 4


def all_angles_bytes(size) -> int:
    """A picture's bytes turned to every angle: a w x h box turned by a has the bounding box
    (w|cos a| + h|sin a|) x (w|sin a| + h|cos a|), on average wh + (w^2 + h^2) / pi (+ rotozoom's border)."""
    w, h = size[0] + 2, size[1] + 2
    return round(STEPS * (w * h + (w * w + h * h) / math.pi) * 4)
