"""The Wobble spell: the searcher's pointer drifts. For a mouse the scene hides the system pointer and draws the
wobbling hand itself. A gamepad cursor is drawn by the app (after the scene, with no way for a scene to hide
it), so instead the scene carries the pad's own cursor along the wobble: the cursor the app draws *is* the
wobbling hand, and there is never a second, steady arrow beside it."""
from __future__ import annotations

import math

WOBBLE_PIXELS = 46
CANVAS = (1920, 1080)


def wobble_offset(t: float) -> tuple[float, float]:
    """Where a wobbling pointer drifts to at time t (two slow waves and a quick shiver)."""
    x = math.sin(t * 1.7) * 0.6 + math.sin(t * 4.3 + 1.0) * 0.4
    y = math.cos(t * 1.3) * 0.6 + math.sin(t * 3.1 + 2.0) * 0.4
    return x * WOBBLE_PIXELS, y * WOBBLE_PIXELS


def _clamp(x: float, y: float) -> tuple[float, float]:
    return max(0.0, min(CANVAS[0] - 1.0, x)), max(0.0, min(CANVAS[1] - 1.0, y))


class PadWobble:
    """Keeps where a pad's hand really is (`real`) while its drawn cursor is pushed along the wobble (`shown`).

    Each frame the stick's own movement is read back as the change of the cursor since we last placed it
    (the app's input rounds positions; the wobble keeps the fraction changing, so slow stick moves still add
    up), added to `real`, and the cursor is placed at real + wobble. When the wobble ends (or another device
    searches) the cursor is put back where the hand really is."""

    def __init__(self) -> None:
        self.device: str | None = None
        self.real: tuple[float, float] | None = None
        self.shown: tuple[float, float] | None = None

    def update(self, inp, device: str | None, offset: tuple[float, float]) -> None:
        """`device`: the pad that searches under the wobble now, or None (no wobble / not a pad)."""
        if self.device is not None and self.device != device:
            self.stop(inp)
        if device is None or inp is None:
            return
        pos = inp.pointer_pos(device)
        if pos is None:
            return
        if self.device is None:
            self.device, self.real = device, (float(pos[0]), float(pos[1]))
        else:
            placed = (round(self.shown[0]), round(self.shown[1]))
            self.real = _clamp(self.real[0] + pos[0] - placed[0], self.real[1] + pos[1] - placed[1])
        self.shown = _clamp(self.real[0] + offset[0], self.real[1] + offset[1])
        inp.set_pointer_pos(device, self.shown)

    def stop(self, inp) -> None:
        """Put the cursor back where the hand really is."""
        if self.device is not None and self.real is not None and inp is not None:
            pos = inp.pointer_pos(self.device)
            if pos is not None and self.shown is not None:  # the stick may have moved since the last frame
                placed = (round(self.shown[0]), round(self.shown[1]))
                self.real = _clamp(self.real[0] + pos[0] - placed[0], self.real[1] + pos[1] - placed[1])
            inp.set_pointer_pos(self.device, (round(self.real[0]), round(self.real[1])))
        self.device = self.real = self.shown = None

    def pointer(self, device: str) -> tuple[float, float] | None:
        """The wobbling hand of `device`, if it is the one being carried."""
        return self.shown if device == self.device else None
