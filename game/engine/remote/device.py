"""A phone as a seat device: its buttons become the same raw intents a gamepad gives (engine/input_seats.py
tags them with the seat and runs them through the seat's handicaps). The d-pad and the left shoulder (act3) are
under the left hand ("pad:phone-<id>.l"), the other buttons under the right, as on a gamepad, so one-hand rules
and two-hand alternation treat a phone like a pad."""
from __future__ import annotations

from game.engine.intents import ACT3, DOWN, LEFT, POINTER_DOWN, POINTER_MOVE, POINTER_UP, RELEASE, RIGHT, UP, Intent
from game.engine.remote.schema import BUTTONS
from game.engine.scene import LOGICAL_SIZE

BUTTON_KEYS = {b: 300 + i for i, b in enumerate(BUTTONS)}  # Intent.key of each phone button
LEFT_HAND_BUTTONS = (UP, DOWN, LEFT, RIGHT, ACT3)


def hand_of(device: str, button: str) -> str:
    return f"{device}.{'l' if button in LEFT_HAND_BUTTONS else 'r'}"


def press(device: str, button: str) -> Intent:
    return Intent(button, device, key=BUTTON_KEYS[button], key_group=hand_of(device, button))


def release(device: str, button: str) -> Intent:
    return Intent(RELEASE, device, key=BUTTON_KEYS[button], key_group=hand_of(device, button))


# A touchpad on the phone is the TV in small (x, y from 0 to 1). What a touch means is the screen's "touchpad":
#   "point" (default)  finger down = press there, lift = let go (a mouse button held while the finger is down)
#   "drag"             finger down = a click there (pick up), moves carry, lift = a click where it is (let go)
#   "aim"              finger down and moves only point, lift = a click where it is (aim, pull back, release)
TOUCH_MODES = ("point", "drag", "aim")


def touch(device: str, phase: str, x: float, y: float, mode: str = "point") -> list[Intent]:
    pos = (round(x * (LOGICAL_SIZE[0] - 1)), round(y * (LOGICAL_SIZE[1] - 1)))
    group = f"{device}.pointer"

    def make(action):
        return Intent(action, device, pos=pos, button=1, key=1, key_group=group)
    move = make(POINTER_MOVE)
    if phase == "move":
        return [move]
    click = [make(POINTER_DOWN), make(POINTER_UP)]
    if mode == "drag":
        return [move, *click]
    if mode == "aim":
        return [move] if phase == "down" else [move, *click]
    return [move, make(POINTER_DOWN)] if phase == "down" else [move, make(POINTER_UP)]
