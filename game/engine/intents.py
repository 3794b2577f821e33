"""Intents: what a device asked for, independent of which key or button it was.

The input layer (engine/input_seats.py) turns pygame events into Intents. Menus accept intents from any
device; games ask "what did seat 2 do" by looking at `intent.seat`."""
from __future__ import annotations

from dataclasses import dataclass

# directional and button intents
UP, DOWN, LEFT, RIGHT = "up", "down", "left", "right"
CONFIRM, BACK, PAUSE = "confirm", "back", "pause"
ACT1, ACT2, ACT3, ACT4 = "act1", "act2", "act3", "act4"
# pointer intents (mouse, or a gamepad-driven cursor): `pos` is in logical coordinates
POINTER_MOVE, POINTER_DOWN, POINTER_UP, WHEEL = "pointer_move", "pointer_down", "pointer_up", "wheel"
# a seat under a one-hand rule used another device / key group: the scene shows "one hand only!"
VIOLATION = "violation"

# device ids
MOUSE = "mouse"
KB_LEFT, KB_RIGHT, KB_NUMPAD = "kb_left", "kb_right", "kb_numpad"
KEYBOARD_ZONES = (KB_LEFT, KB_RIGHT, KB_NUMPAD)


def pad_device(instance_id: int) -> str:
    return f"pad:{instance_id}"


@dataclass(frozen=True)
class Intent:
    action: str
    device: str
    seat: int | None = None  # the seat bound to `device`, if any
    pos: tuple[int, int] | None = None  # pointer intents
    button: int = 0  # pointer: 1 left, 2 middle, 3 right; wheel: +1 / -1
    key: int | None = None  # the raw key (keyboard) or button (gamepad), for one-hand key-group checks
    key_group: str | None = None  # e.g. "kb_left.hand_a": used by the two-hand-alternation rules

    @property
    def is_pointer(self) -> bool:
        return self.action in (POINTER_MOVE, POINTER_DOWN, POINTER_UP, WHEEL)
