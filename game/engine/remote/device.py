"""A phone as a seat device: its buttons become the same raw intents a gamepad gives (engine/input_seats.py
tags them with the seat and runs them through the seat's handicaps). The d-pad and the left shoulder (act3) are
under the left hand ("pad:phone-<id>.l"), the other buttons under the right, as on a gamepad, so one-hand rules
and two-hand alternation treat a phone like a pad."""
from __future__ import annotations

from game.engine.intents import ACT3, DOWN, LEFT, RELEASE, RIGHT, UP, Intent
from game.engine.remote.schema import BUTTONS

BUTTON_KEYS = {b: 300 + i for i, b in enumerate(BUTTONS)}  # Intent.key of each phone button
LEFT_HAND_BUTTONS = (UP, DOWN, LEFT, RIGHT, ACT3)


def hand_of(device: str, button: str) -> str:
    return f"{device}.{'l' if button in LEFT_HAND_BUTTONS else 'r'}"


def press(device: str, button: str) -> Intent:
    return Intent(button, device, key=BUTTON_KEYS[button], key_group=hand_of(device, button))


def release(device: str, button: str) -> Intent:
    return Intent(RELEASE, device, key=BUTTON_KEYS[button], key_group=hand_of(device, button))
