"""Gamepads: opening them (pygame._sdl2.controller, plain joysticks as a fallback), their button map, the
left stick as edge-triggered directions, and a virtual cursor for "pointer mode".

Game controllers (anything SDL has a mapping for: Xbox, PlayStation, Switch Pro, most USB pads):
    d-pad / left stick -> up/down/left/right      A -> confirm     B -> back     X -> act1     Y -> act2
    LB or LT -> act3     RB or RT -> act4          Back/Select -> back            Start -> PAUSE
Pointer mode (`InputSeats.set_pointer_mode(device, True)`): both sticks move a cursor, A clicks (pointer
down/up, button 1); the d-pad still gives directions and the other buttons keep their meaning.
Plain joysticks (no SDL mapping), best effort: hat / axes 0-1 move, buttons 0 confirm, 1 back, 2 act1,
3 act2, 4 act3, 5 act4, 6 and 8 back, 7 and 9 PAUSE; axes 2-3 are the pointer stick.

Key groups say which hand a control is under: "pad:N.l" (d-pad, left stick, LB, LT, Back) and "pad:N.r"
(A B X Y, RB, RT, Start); cursor intents are "pad:N.pointer". Intent.key is the SDL button number, or
AXIS_KEY + axis for stick/trigger directions, or HAT_KEY + hat for a plain joystick's hat."""
from __future__ import annotations

import logging
import math
from dataclasses import dataclass, field

import pygame

from game.engine.intents import (
    ACT1,
    ACT2,
    ACT3,
    ACT4,
    BACK,
    CONFIRM,
    DOWN,
    LEFT,
    PAUSE,
    POINTER_DOWN,
    POINTER_MOVE,
    POINTER_UP,
    RELEASE,
    RIGHT,
    UP,
    Intent,
    pad_device,
)

log = logging.getLogger(__name__)

AXIS_KEY = 100
HAT_KEY = 200
LEFT_HAND, RIGHT_HAND, POINTER = "l", "r", "pointer"

# stick directions: pressed past PRESS on the dominant axis, let go under RELEASE (hysteresis, so a stick
# resting near the edge never chatters); switching direction needs a clear lead of SWITCH_MARGIN
STICK_PRESS, STICK_RELEASE, SWITCH_MARGIN = 0.55, 0.35, 0.15
TRIGGER_PRESS, TRIGGER_RELEASE = 0.5, 0.3
CURSOR_DEADZONE = 0.2  # radial, for the virtual cursor
CURSOR_SPEED = 1400.0  # logical px per second at full tilt (the response curve is quadratic)

CONTROLLER_BUTTONS: dict[int, tuple[str, str]] = {
    pygame.CONTROLLER_BUTTON_A: (CONFIRM, RIGHT_HAND),
    pygame.CONTROLLER_BUTTON_B: (BACK, RIGHT_HAND),
    pygame.CONTROLLER_BUTTON_X: (ACT1, RIGHT_HAND),
    pygame.CONTROLLER_BUTTON_Y: (ACT2, RIGHT_HAND),
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: (ACT3, LEFT_HAND),
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: (ACT4, RIGHT_HAND),
    pygame.CONTROLLER_BUTTON_BACK: (BACK, LEFT_HAND),
    pygame.CONTROLLER_BUTTON_START: (PAUSE, RIGHT_HAND),
    pygame.CONTROLLER_BUTTON_DPAD_UP: (UP, LEFT_HAND),
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: (DOWN, LEFT_HAND),
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: (LEFT, LEFT_HAND),
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: (RIGHT, LEFT_HAND),
}
CLICK_BUTTON = pygame.CONTROLLER_BUTTON_A
TRIGGERS = {pygame.CONTROLLER_AXIS_TRIGGERLEFT: (ACT3, LEFT_HAND),
            pygame.CONTROLLER_AXIS_TRIGGERRIGHT: (ACT4, RIGHT_HAND)}
CONTROLLER_LEFT_STICK = (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY)
CONTROLLER_RIGHT_STICK = (pygame.CONTROLLER_AXIS_RIGHTX, pygame.CONTROLLER_AXIS_RIGHTY)

JOYSTICK_BUTTONS: dict[int, tuple[str, str]] = {
    0: (CONFIRM, RIGHT_HAND), 1: (BACK, RIGHT_HAND), 2: (ACT1, RIGHT_HAND), 3: (ACT2, RIGHT_HAND),
    4: (ACT3, LEFT_HAND), 5: (ACT4, RIGHT_HAND), 6: (BACK, LEFT_HAND), 7: (PAUSE, RIGHT_HAND),
    8: (BACK, LEFT_HAND), 9: (PAUSE, RIGHT_HAND),
}
JOYSTICK_CLICK_BUTTON = 0
JOYSTICK_LEFT_STICK, JOYSTICK_RIGHT_STICK = (0, 1), (2, 3)


def stick_direction(x: float, y: float, current: str | None) -> str | None:
    """The direction a stick at (x, y) holds (y grows downwards, as SDL reports it), given the one it held."""
    along = {UP: -y, DOWN: y, LEFT: -x, RIGHT: x}
    best = max(along, key=along.get)
    if current is not None and along[current] >= STICK_RELEASE:
        if best != current and along[best] >= STICK_PRESS and along[best] > along[current] + SWITCH_MARGIN:
            return best
        return current
    return best if along[best] >= STICK_PRESS else None


def cursor_velocity(x: float, y: float) -> tuple[float, float]:
    """Pixels per second for a stick at (x, y): radial dead zone, then a quadratic curve for fine aim."""
    mag = math.hypot(x, y)
    if mag <= CURSOR_DEADZONE:
        return 0.0, 0.0
    scaled = min(1.0, (mag - CURSOR_DEADZONE) / (1.0 - CURSOR_DEADZONE))
    speed = CURSOR_SPEED * scaled * scaled
    return x / mag * speed, y / mag * speed


def axis_value(raw) -> float:
    """Controller axes come as ints (-32768..32767), joystick axes as floats (-1..1)."""
    value = raw / 32767.0 if isinstance(raw, int) else float(raw)
    return max(-1.0, min(1.0, value))


@dataclass
class Pad:
    instance_id: int
    number: int  # 1-based, shown as "Gamepad 1"
    kind: str  # "controller" or "joystick"
    name: str = ""
    handle: object = None
    axes: dict[int, float] = field(default_factory=dict)
    stick_dir: str | None = None
    triggers: dict[int, bool] = field(default_factory=dict)
    hat_dirs: dict[int, set] = field(default_factory=dict)
    pointer_mode: bool = False
    cursor: list[float] = field(default_factory=lambda: [960.0, 540.0])
    cursor_shown: tuple[int, int] | None = None  # last position sent as POINTER_MOVE
    clicking: bool = False

    @property
    def device(self) -> str:
        return pad_device(self.instance_id)

    def group(self, hand: str) -> str:
        return f"{self.device}.{hand}"

    # -- translation: every method returns seatless intents; InputSeats adds seats and rules ----------------
    def _press(self, action: str, key: int, hand: str) -> Intent:
        return Intent(action, self.device, key=key, key_group=self.group(hand))

    def _release(self, action: str, key: int, hand: str) -> Intent:
        return Intent(RELEASE, self.device, key=key, key_group=self.group(hand), original=action)

    def _click(self, down: bool, key: int) -> Intent:
        pos = self.cursor_pos()
        return Intent(POINTER_DOWN if down else POINTER_UP, self.device, pos=pos, button=1, key=key,
                      key_group=self.group(POINTER))

    def button(self, button: int, down: bool) -> list[Intent]:
        table = CONTROLLER_BUTTONS if self.kind == "controller" else JOYSTICK_BUTTONS
        click = CLICK_BUTTON if self.kind == "controller" else JOYSTICK_CLICK_BUTTON
        if button == click and ((down and self.pointer_mode) or (not down and self.clicking)):
            self.clicking = down
            return [self._click(down, button)]
        hit = table.get(button)
        if hit is None:
            return []
        action, hand = hit
        return [self._press(action, button, hand) if down else self._release(action, button, hand)]

    def axis(self, axis: int, raw) -> list[Intent]:
        value = axis_value(raw)
        self.axes[axis] = value
        if self.kind == "controller":
            if axis in TRIGGERS:
                return self._trigger(axis, value)
            left = CONTROLLER_LEFT_STICK
        else:
            left = JOYSTICK_LEFT_STICK
        if axis in left and not self.pointer_mode:
            return self._stick_moved(left)
        return []

    def _trigger(self, axis: int, value: float) -> list[Intent]:
        action, hand = TRIGGERS[axis]
        was = self.triggers.get(axis, False)
        now = value >= (TRIGGER_RELEASE if was else TRIGGER_PRESS)
        self.triggers[axis] = now
        if now == was:
            return []
        key = AXIS_KEY + axis
        return [self._press(action, key, hand) if now else self._release(action, key, hand)]

    def _stick_moved(self, stick: tuple[int, int]) -> list[Intent]:
        x, y = self.axes.get(stick[0], 0.0), self.axes.get(stick[1], 0.0)
        new = stick_direction(x, y, self.stick_dir)
        return self._set_stick_dir(new, stick)

    def _set_stick_dir(self, new: str | None, stick: tuple[int, int]) -> list[Intent]:
        old = self.stick_dir
        if new == old:
            return []
        self.stick_dir = new
        out = []
        if old is not None:
            out.append(self._release(old, AXIS_KEY + stick[0 if old in (LEFT, RIGHT) else 1], LEFT_HAND))
        if new is not None:
            out.append(self._press(new, AXIS_KEY + stick[0 if new in (LEFT, RIGHT) else 1], LEFT_HAND))
        return out

    def hat(self, hat: int, value: tuple[int, int]) -> list[Intent]:
        x, y = value
        now = set()
        if x:
            now.add(RIGHT if x > 0 else LEFT)
        if y:
            now.add(UP if y > 0 else DOWN)  # joystick hats count y upwards
        was = self.hat_dirs.get(hat, set())
        self.hat_dirs[hat] = now
        key = HAT_KEY + hat
        out = [self._release(d, key, LEFT_HAND) for d in sorted(was - now)]
        out += [self._press(d, key, LEFT_HAND) for d in sorted(now - was)]
        return out

    # -- pointer mode ----------------------------------------------------------------------------------------
    def set_pointer_mode(self, on: bool) -> list[Intent]:
        """Switching on lets go of a held stick direction; switching off lets go of a held click."""
        self.pointer_mode = on
        out = []
        if on:
            stick = CONTROLLER_LEFT_STICK if self.kind == "controller" else JOYSTICK_LEFT_STICK
            out += self._set_stick_dir(None, stick)
        elif self.clicking:
            self.clicking = False
            out.append(self._click(False, CLICK_BUTTON if self.kind == "controller" else JOYSTICK_CLICK_BUTTON))
        self.cursor_shown = None
        return out

    def let_go(self) -> list[Intent]:
        """Window focus lost: SDL sends no more pad events, so forget what was held (and end a click)."""
        self.stick_dir = None
        self.triggers.clear()
        self.hat_dirs.clear()
        if not self.clicking:
            return []
        self.clicking = False
        return [self._click(False, CLICK_BUTTON if self.kind == "controller" else JOYSTICK_CLICK_BUTTON)]

    def cursor_pos(self) -> tuple[int, int]:
        return round(self.cursor[0]), round(self.cursor[1])

    def move_cursor(self, dt: float, size: tuple[int, int]) -> list[Intent]:
        if not self.pointer_mode:
            return []
        sticks = ((CONTROLLER_LEFT_STICK, CONTROLLER_RIGHT_STICK) if self.kind == "controller"
                  else (JOYSTICK_LEFT_STICK, JOYSTICK_RIGHT_STICK))
        vx = vy = 0.0
        for sx, sy in sticks:
            dx, dy = cursor_velocity(self.axes.get(sx, 0.0), self.axes.get(sy, 0.0))
            vx, vy = vx + dx, vy + dy
        self.cursor[0] = max(0.0, min(size[0] - 1.0, self.cursor[0] + vx * dt))
        self.cursor[1] = max(0.0, min(size[1] - 1.0, self.cursor[1] + vy * dt))
        pos = self.cursor_pos()
        if pos == self.cursor_shown:
            return []
        self.cursor_shown = pos
        return [Intent(POINTER_MOVE, self.device, pos=pos, key_group=self.group(POINTER))]


class PadOpener:
    """Opens real devices through SDL. Tests hand InputSeats a fake with the same four methods."""

    def __init__(self) -> None:
        self.controllers_ok = False
        try:
            pygame.joystick.init()
        except pygame.error as exc:
            log.warning("joystick subsystem unavailable: %s", exc)
        try:
            from pygame._sdl2 import controller

            controller.init()
            self._controller = controller
            self.controllers_ok = True
        except (ImportError, pygame.error) as exc:
            log.warning("game controller subsystem unavailable: %s", exc)
            self._controller = None

    def count(self) -> int:
        try:
            return pygame.joystick.get_count()
        except pygame.error:
            return 0

    def is_controller(self, device_index: int) -> bool:
        if not self.controllers_ok:
            return False
        try:
            return bool(self._controller.is_controller(device_index))
        except (pygame.error, ValueError, IndexError):
            return False

    def open_controller(self, device_index: int) -> tuple[object, int, str]:
        ctrl = self._controller.Controller(device_index)
        return ctrl, ctrl.as_joystick().get_instance_id(), ctrl.name

    def open_joystick(self, device_index: int) -> tuple[object, int, str]:
        joy = pygame.joystick.Joystick(device_index)
        return joy, joy.get_instance_id(), joy.get_name()

    def close(self, handle) -> None:
        quit_ = getattr(handle, "quit", None)
        if quit_ is not None:
            quit_()
