"""Which key does what: the three keyboard zones that several players share on one keyboard.

    zone        move              confirm            back        act1              act2  act3  act4
    kb_left     W A S D           Space              Q           E (+ Left Shift)  R     F     C
    kb_right    arrow keys        Enter              Backspace   Right Shift       /     .     Right Ctrl
    kb_numpad   8 4 6 2           5, keypad Enter    0           7                 9     1     3
    (any)       Esc or Pause -> PAUSE (device "kb_any", no seat)

kb_right's action keys sit around the arrows so its player's hand never crosses into the left zone (laptops
have no Insert/Delete block there). Left Shift doubles as kb_left act1 so the two Shift keys make a natural
"one key per hand" pair (two-player Baba Yaga's witch keys). Keypad keys are matched by scancode first: with
NumLock off some systems report keypad 8 as an arrow key, which would otherwise land in kb_right.
Alt+Enter and F11 belong to the app (fullscreen) and give no intent here."""
from __future__ import annotations

import pygame

from game.engine.intents import (
    ACT1,
    ACT2,
    ACT3,
    ACT4,
    BACK,
    CONFIRM,
    DOWN,
    KB_ANY,
    KB_LEFT,
    KB_NUMPAD,
    KB_RIGHT,
    LEFT,
    MOUSE,
    PAUSE,
    RIGHT,
    UP,
)

DIRECTIONS = (UP, DOWN, LEFT, RIGHT)
BUTTON_ACTIONS = (CONFIRM, BACK, ACT1, ACT2, ACT3, ACT4)

# zone -> action -> keys (the first key of each list is the one shown in hints)
ZONE_KEYS: dict[str, dict[str, tuple[int, ...]]] = {
    KB_LEFT: {
        UP: (pygame.K_w,), DOWN: (pygame.K_s,), LEFT: (pygame.K_a,), RIGHT: (pygame.K_d,),
        CONFIRM: (pygame.K_SPACE,), BACK: (pygame.K_q,),
        ACT1: (pygame.K_e, pygame.K_LSHIFT), ACT2: (pygame.K_r,), ACT3: (pygame.K_f,), ACT4: (pygame.K_c,),
    },
    KB_RIGHT: {
        UP: (pygame.K_UP,), DOWN: (pygame.K_DOWN,), LEFT: (pygame.K_LEFT,), RIGHT: (pygame.K_RIGHT,),
        CONFIRM: (pygame.K_RETURN,), BACK: (pygame.K_BACKSPACE,),
        ACT1: (pygame.K_RSHIFT,), ACT2: (pygame.K_SLASH,), ACT3: (pygame.K_PERIOD,), ACT4: (pygame.K_RCTRL,),
    },
    KB_NUMPAD: {
        UP: (pygame.K_KP8,), DOWN: (pygame.K_KP2,), LEFT: (pygame.K_KP4,), RIGHT: (pygame.K_KP6,),
        CONFIRM: (pygame.K_KP5, pygame.K_KP_ENTER), BACK: (pygame.K_KP0,),
        ACT1: (pygame.K_KP7,), ACT2: (pygame.K_KP9,), ACT3: (pygame.K_KP1,), ACT4: (pygame.K_KP3,),
    },
}
PAUSE_KEYS = (pygame.K_ESCAPE, pygame.K_PAUSE)
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)

# keypad scancode -> keycode it stands for, whatever NumLock says
NUMPAD_SCANCODES = {
    pygame.KSCAN_KP_8: pygame.K_KP8, pygame.KSCAN_KP_2: pygame.K_KP2, pygame.KSCAN_KP_4: pygame.K_KP4,
    pygame.KSCAN_KP_6: pygame.K_KP6, pygame.KSCAN_KP_5: pygame.K_KP5, pygame.KSCAN_KP_ENTER: pygame.K_KP_ENTER,
    pygame.KSCAN_KP_0: pygame.K_KP0, pygame.KSCAN_KP_7: pygame.K_KP7, pygame.KSCAN_KP_9: pygame.K_KP9,
    pygame.KSCAN_KP_1: pygame.K_KP1, pygame.KSCAN_KP_3: pygame.K_KP3,
}

# keycode -> (zone, action)
KEY_TABLE: dict[int, tuple[str, str]] = {
    key: (zone, action)
    for zone, actions in ZONE_KEYS.items()
    for action, keys in actions.items()
    for key in keys
}
for _key in PAUSE_KEYS:
    KEY_TABLE[_key] = (KB_ANY, PAUSE)

# keys that type text: silenced while a text field has focus (see InputSeats.set_text_mode)
_TEXT_MODE_KEEP = {pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN,
                   pygame.K_KP_ENTER, *PAUSE_KEYS}


def lookup_key(key: int, scancode: int | None = None, mod: int = 0,
               text_mode: bool = False) -> tuple[int, str, str] | None:
    """(keycode, zone, action) for a key press, or None if the key means nothing to the seats."""
    if scancode is not None and scancode in NUMPAD_SCANCODES:
        key = NUMPAD_SCANCODES[scancode]
    if key in ENTER_KEYS and mod & pygame.KMOD_ALT:
        return None  # Alt+Enter: the app's fullscreen toggle
    if text_mode and key not in _TEXT_MODE_KEEP:
        return None
    hit = KEY_TABLE.get(key)
    if hit is None:
        return None
    return key, hit[0], hit[1]


# ---- labels for the set-up screen and on-screen hints (i18n keys in assets/i18n/*/input.json) ----------

_KEY_LABELS = {
    pygame.K_SPACE: "input.key.space", pygame.K_RETURN: "input.key.enter",
    pygame.K_BACKSPACE: "input.key.backspace", pygame.K_LSHIFT: "input.key.lshift",
    pygame.K_RSHIFT: "input.key.rshift", pygame.K_RCTRL: "input.key.rctrl", pygame.K_UP: "input.key.up",
    pygame.K_DOWN: "input.key.down", pygame.K_LEFT: "input.key.left", pygame.K_RIGHT: "input.key.right",
    pygame.K_KP_ENTER: "input.key.kp_enter", pygame.K_ESCAPE: "input.key.esc",
    pygame.K_PAUSE: "input.key.pause",
}
_KEYPAD_DIGITS = {pygame.K_KP0: "0", pygame.K_KP1: "1", pygame.K_KP2: "2", pygame.K_KP3: "3",
                  pygame.K_KP4: "4", pygame.K_KP5: "5", pygame.K_KP6: "6", pygame.K_KP7: "7",
                  pygame.K_KP8: "8", pygame.K_KP9: "9"}
_PLAIN = {pygame.K_w: "W", pygame.K_a: "A", pygame.K_s: "S", pygame.K_d: "D", pygame.K_q: "Q",
          pygame.K_e: "E", pygame.K_r: "R", pygame.K_f: "F", pygame.K_c: "C", pygame.K_SLASH: "/",
          pygame.K_PERIOD: "."}


def key_label(key: int) -> tuple[str, dict]:
    """(i18n key, format arguments) naming one keyboard key: ("input.key.plain", {"k": "W"}) ..."""
    if key in _KEY_LABELS:
        return _KEY_LABELS[key], {}
    if key in _KEYPAD_DIGITS:
        return "input.key.keypad", {"k": _KEYPAD_DIGITS[key]}
    if key in _PLAIN:
        return "input.key.plain", {"k": _PLAIN[key]}
    return "input.key.plain", {"k": pygame.key.name(key).upper()}


def zone_action_keys(zone: str, action: str) -> tuple[int, ...]:
    return ZONE_KEYS.get(zone, {}).get(action, ())


DEVICE_LABELS = {
    MOUSE: "input.device.mouse",
    KB_LEFT: "input.device.kb_left",
    KB_RIGHT: "input.device.kb_right",
    KB_NUMPAD: "input.device.kb_numpad",
    KB_ANY: "input.device.keyboard",
}
# one line per device: "W A S D move · Space OK · Q back · E R F C actions"
DEVICE_HINTS = {
    MOUSE: "input.hint.mouse",
    KB_LEFT: "input.hint.kb_left",
    KB_RIGHT: "input.hint.kb_right",
    KB_NUMPAD: "input.hint.kb_numpad",
}
PAD_LABEL = "input.device.pad"  # "Gamepad {n}"
PAD_HINT = "input.hint.pad"
PAD_POINTER_HINT = "input.hint.pad_pointer"
