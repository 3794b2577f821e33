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
# a seat's handicap (engine/handicaps.py) reports something: `handicap` holds a HandicapBroken /
# HandicapRefused / HandicapKept / HandicapTimeUp record (game/core/handicap_spec.py); `original` is the
# action the input would have been (None for a report made by the clock)
HANDICAP = "handicap"
# a held key / button / stick direction was let go (`original` names the action it had pressed); for rules like
# "hold the space bar for your whole turn"
RELEASE = "release"
# hot-plug: a gamepad appeared; a gamepad bound to a seat vanished (the app pauses and asks who takes the
# seat, see InputSeats.lost_seats); an unbound gamepad vanished
DEVICE_ADDED, DEVICE_LOST, DEVICE_REMOVED = "device_added", "device_lost", "device_removed"

# device ids
MOUSE = "mouse"
KB_LEFT, KB_RIGHT, KB_NUMPAD = "kb_left", "kb_right", "kb_numpad"
KEYBOARD_ZONES = (KB_LEFT, KB_RIGHT, KB_NUMPAD)
KB_ANY = "kb_any"  # keys that belong to no zone (Esc / Pause -> PAUSE); never bound to a seat
PAD_PREFIX = "pad:"
# a phone (engine/remote) is a gamepad to the rules: a d-pad under the left hand, buttons under the right
PHONE_PREFIX = "pad:phone-"


def pad_device(instance_id: int) -> str:
    return f"{PAD_PREFIX}{instance_id}"


def is_pad(device: str | None) -> bool:
    return bool(device) and device.startswith(PAD_PREFIX)


def phone_device(phone_id: str) -> str:
    return f"{PHONE_PREFIX}{phone_id}"


def is_phone(device: str | None) -> bool:
    return bool(device) and device.startswith(PHONE_PREFIX)


@dataclass(frozen=True)
class Intent:
    action: str
    device: str
    seat: int | None = None  # the seat bound to `device`, if any
    pos: tuple[int, int] | None = None  # pointer intents
    button: int = 0  # pointer: 1 left, 2 middle, 3 right; wheel: +1 / -1
    key: int | None = None  # the raw key (keyboard) or button (gamepad), for one-hand key-group checks
    # dotted, starting with the device: "mouse", "kb_left", "pad:3.l" (left-hand half of a pad), "pad:3.r",
    # "pad:3.pointer" (its virtual cursor); handicaps and two-hand alternation match on prefixes
    key_group: str | None = None
    repeat: bool = False  # a held direction repeating (menus scroll); game rules usually ignore these
    original: str | None = None  # HANDICAP / RELEASE: the action the input would have been / had pressed
    handicap: object = None  # HANDICAP: the report record

    @property
    def is_pointer(self) -> bool:
        return self.action in (POINTER_MOVE, POINTER_DOWN, POINTER_UP, WHEEL)
