"""Input seats: every player is a seat bound to devices — the mouse, a keyboard zone, a gamepad — and scenes
ask "what did seat 2 do", never "was K_a pressed".

Each frame the app calls `process(event, to_logical)` for every pygame event and then `update(dt)` once; both
return Intents (engine/intents.py) already tagged with the seat bound to their device, so several seats act
in the same frame. Key maps: engine/input_keymaps.py (keyboard zones) and engine/input_pads.py (gamepads).

- Devices: "mouse", "kb_left", "kb_right", "kb_numpad" (always there) and "pad:<instance_id>" (hot-plugged;
  SDL gives a re-plugged pad a new instance id). Esc / Pause give PAUSE from device "kb_any", which has no
  seat. Intents from unbound devices carry seat None (menus accept every device).
- Binding: a device belongs to at most one seat; a seat may hold several devices (one player with both
  keyboard halves); the first is its primary device (`device_of`).
- Held directions repeat: after REPEAT_DELAY the same intent comes again every REPEAT_INTERVAL from
  `update(dt)` with `repeat=True` (menus scroll; game rules usually skip repeats). The app should NOT call
  pygame.key.set_repeat. Letting go of a held key, button or stick direction gives a RELEASE intent.
- Handicaps (engine/handicaps.py, `self.handicaps`): every seat-tagged intent goes through the seat's
  handicap pieces (one hand only, a held key, remapped buttons, double taps, waits, reflex keys ...): it
  passes (perhaps remapped), vanishes, or becomes a HANDICAP intent carrying a report (`original` = what it
  would have been). PAUSE always passes; repeats and releases of a press that did not pass are dropped.
- Phones (engine/remote) are gamepads to the rules ("pad:phone-<id>", d-pad under the left hand, buttons under
  the right): `add_phone` / `remove_phone` as they come and go (a bound one that goes makes its seat lost like
  an unplugged pad, and gets it back when it returns), `feed` hands their raw intents to the next `update`.
  `sources` are polled (`pump(inputs)`) first in every `update`: the phones' server hands its news over there.
- Hot-plug: a bound pad that vanishes makes its seat lost (`lost_seats()`) and gives DEVICE_LOST (the app
  pauses and asks which device takes the seat: `rebind_lost`). New pads give DEVICE_ADDED, unbound ones that
  vanish DEVICE_REMOVED. Opening a device may fail or a device may vanish between events: logged, never a
  crash (`process` also logs and swallows any unexpected error unless `strict=True`, as tests use)."""
from __future__ import annotations

import logging
from dataclasses import dataclass, replace

import pygame

from game.engine.handicaps import Handicaps
from game.engine.i18n import tr
from game.engine.input_keymaps import (
    DEVICE_HINTS,
    DEVICE_LABELS,
    DIRECTIONS,
    KEY_TABLE,
    NUMPAD_SCANCODES,
    PAD_HINT,
    PAD_LABEL,
    PAD_POINTER_HINT,
    key_label,
    lookup_key,
    zone_action_keys,
)
from game.engine.input_pads import Pad, PadOpener
from game.engine.intents import (
    DEVICE_ADDED,
    DEVICE_LOST,
    DEVICE_REMOVED,
    KB_ANY,
    KEYBOARD_ZONES,
    MOUSE,
    PAUSE,
    POINTER_DOWN,
    POINTER_MOVE,
    POINTER_UP,
    RELEASE,
    WHEEL,
    Intent,
    is_pad,
    is_phone,
)
from game.engine.scene import LOGICAL_SIZE

log = logging.getLogger(__name__)

REPEAT_DELAY = 0.40  # seconds a direction is held before it repeats
REPEAT_INTERVAL = 0.11
_DEVICE_EVENTS = (DEVICE_ADDED, DEVICE_LOST, DEVICE_REMOVED)
_MOUSE_BUTTONS = (1, 2, 3)  # 4/5 are the legacy wheel buttons (MOUSEWHEEL carries the wheel)


def _same(pos):
    return pos


@dataclass
class _Held:
    intent: Intent  # the press as first reported (seat filled), before handicap remaps
    swallowed: bool  # the press did not pass the seat's handicap
    held_for: float = 0.0
    next_repeat: float = REPEAT_DELAY


class InputSeats:
    def __init__(self, size: tuple[int, int] = LOGICAL_SIZE, opener=None, strict: bool = False):
        self.size = size
        self.strict = strict
        self.text_mode = False
        self._opener = opener if opener is not None else PadOpener()
        self._pads: dict[int, Pad] = {}
        self._seat_devices: dict[int, list[str]] = {}
        self._device_seat: dict[str, int] = {}
        self._lost: dict[int, str] = {}
        self.handicaps = Handicaps(self)
        self._held: dict[tuple[str, int | None], _Held] = {}
        self._mouse_pos: tuple[int, int] | None = None
        self._mouse_down: set[int] = set()
        self._pending: list[Intent] = []  # made outside process/update; handed out by the next update
        self._phones: dict[str, str] = {}  # connected phone device -> its player's name
        self._phone_names: dict[str, str] = {}  # every phone seen or expected -> its player's name (kept while away)
        self._phone_cursors: dict[str, tuple[int, int]] = {}  # where a phone's touchpad last pointed
        self.sources: list = []  # polled first in every update (`pump(self)`): the phones' server
        self.scan()
        self._pending.clear()  # pads already attached at start are no news

    # ---- every frame ------------------------------------------------------------------------------------------
    def process(self, event: pygame.event.Event, to_logical=_same) -> list[Intent]:
        """Intents for one pygame event. `to_logical` maps a window position to the logical canvas, or None
        for a position on the letterbox bars (the pointer intent is then dropped)."""
        try:
            return self._finish(self._translate(event, to_logical))
        except Exception:
            if self.strict:
                raise
            log.exception("input event %s ignored", event)
            return []

    def update(self, dt: float) -> list[Intent]:
        """Once a frame after the events: repeats of held directions and gamepad cursor motion."""
        try:
            for source in list(self.sources):
                source.pump(self)
            out = self._finish(self._pending)
            self._pending = []
            out += self._repeats(dt)
            for pad in self._sorted_pads():
                out += self._finish(pad.move_cursor(dt, self.size))
            return out
        except Exception:
            if self.strict:
                raise
            log.exception("input update failed")
            return []

    # ---- devices ----------------------------------------------------------------------------------------------
    def devices(self) -> list[str]:
        """Connected devices: the mouse and the three keyboard zones always, then gamepads in plug order."""
        return [MOUSE, *KEYBOARD_ZONES, *(pad.device for pad in self._sorted_pads()), *self._phones]

    def pads(self) -> list[str]:
        return [pad.device for pad in self._sorted_pads()]

    def scan(self) -> list[Intent]:
        """Open every attached device not yet known (DEVICE_ADDED events do this too; duplicates are ignored)."""
        out = []
        for index in range(self._opener.count()):
            out += self._add_pad(index, self._opener.is_controller(index))
        return self._finish(out)

    # ---- phones -----------------------------------------------------------------------------------------
    def phones(self) -> list[str]:
        return list(self._phones)

    def add_phone(self, device: str, name: str) -> None:
        """A phone joined (or came back, or was renamed): a seat it had and lost is its own again."""
        new = device not in self._phones
        self._phones[device] = name
        if name:
            self._phone_names[device] = name
        for seat, lost in list(self._lost.items()):
            if lost == device:
                self.bind(seat, device, add=True)
        if new:
            self._pending.append(Intent(DEVICE_ADDED, device))

    def name_phone(self, device: str, name: str) -> None:
        """The player's name of a phone that is not here yet (a saved game's seat): its label until it joins."""
        if name:
            self._phone_names[device] = name

    def remove_phone(self, device: str) -> None:
        """A phone left or dropped off the network: its seat waits for it like one whose pad was unplugged."""
        if self._phones.pop(device, None) is None:
            return
        for k in [k for k in self._held if k[0] == device]:
            del self._held[k]
        self._phone_cursors.pop(device, None)
        seat = self._device_seat.pop(device, None)
        if seat is None:
            self._pending.append(Intent(DEVICE_REMOVED, device))
            return
        self._seat_devices[seat].remove(device)
        self._lost[seat] = device
        self._pending.append(Intent(DEVICE_LOST, device, seat=seat))

    def feed(self, intents: list[Intent]) -> None:
        """Raw intents of connected phones (no seat yet), handed out by the next `update`. A touchpad's pointer
        intents also move that phone's cursor (drawn on the TV like a gamepad's)."""
        for i in intents:
            if i.device in self._phones:
                if i.is_pointer and i.pos is not None:
                    self._phone_cursors[i.device] = i.pos
                self._pending.append(i)

    # ---- seats --------------------------------------------------------------------------------------------------
    def bind(self, seat: int, device: str, add: bool = False) -> bool:
        """Give `device` to `seat` (taking it from any other seat). add=False: it becomes the seat's only device;
        add=True: one more device for the seat. False (nothing changes) if the device is not connected."""
        if device not in self.devices():
            log.info("bind: %s is not connected", device)
            return False
        old = self._device_seat.pop(device, None)
        if old is not None:
            self._seat_devices[old].remove(device)
        if not add:
            for d in self._seat_devices.get(seat, []):
                self._device_seat.pop(d, None)
            self._seat_devices[seat] = []
        self._seat_devices.setdefault(seat, []).append(device)
        self._device_seat[device] = seat
        self._lost.pop(seat, None)
        return True

    def unbind(self, seat: int) -> None:
        for d in self._seat_devices.pop(seat, []):
            self._device_seat.pop(d, None)
        self._lost.pop(seat, None)

    def unbind_all(self) -> None:
        self._seat_devices.clear()
        self._device_seat.clear()
        self._lost.clear()

    def seat_of(self, device: str) -> int | None:
        return self._device_seat.get(device)

    def device_of(self, seat: int) -> str | None:
        devices = self._seat_devices.get(seat)
        return devices[0] if devices else None

    def devices_of(self, seat: int) -> tuple[str, ...]:
        return tuple(self._seat_devices.get(seat, ()))

    def bindings(self) -> dict[int, tuple[str, ...]]:
        return {seat: tuple(ds) for seat, ds in self._seat_devices.items() if ds}

    def lost_seats(self) -> list[int]:
        """Seats whose gamepad was unplugged and that no device has taken since."""
        return sorted(self._lost)

    def lost_device(self, seat: int) -> str | None:
        return self._lost.get(seat)

    def mark_lost(self, seat: int, device: str) -> None:
        """The seat's device is not here (a gamepad unplugged before a saved game was continued): the seat
        waits for a device like one whose pad was unplugged mid-game."""
        self._lost[seat] = device

    def rebind_lost(self, seat: int, device: str) -> bool:
        """`device` takes over the lost seat (keeping the seat's other devices, if it had more)."""
        return self.bind(seat, device, add=True)

    def forget_lost(self, seat: int) -> None:
        """The seat goes on without a device (e.g. a bot takes it)."""
        self._lost.pop(seat, None)

    # ---- pointers -------------------------------------------------------------------------------------------
    def pointer_pos(self, device: str) -> tuple[int, int] | None:
        """The mouse's last logical position, or a gamepad's virtual cursor."""
        if device == MOUSE:
            return self._mouse_pos
        if device in self._phone_cursors:
            return self._phone_cursors[device]
        pad = self._pad(device)
        return pad.cursor_pos() if pad else None

    def set_pointer_mode(self, device: str, on: bool) -> bool:
        """A gamepad's sticks drive a virtual cursor (A clicks) — or stop doing so. Intents this causes (the
        cursor's first POINTER_MOVE, a let-go stick direction) come from the next `update`."""
        pad = self._pad(device)
        if pad is None:
            return False
        if pad.pointer_mode != on:
            self._pending += pad.set_pointer_mode(on)
        return True

    def pointer_mode(self, device: str) -> bool:
        pad = self._pad(device)
        return bool(pad and pad.pointer_mode)

    def set_pointer_pos(self, device: str, pos: tuple[int, int]) -> None:
        pad = self._pad(device)
        if pad is not None:
            pad.cursor[:] = [float(pos[0]), float(pos[1])]

    def virtual_cursors(self) -> dict[str, tuple[int, int]]:
        """Gamepad cursors (and phone touchpads that pointed) to draw (device -> logical position)."""
        out = {pad.device: pad.cursor_pos() for pad in self._sorted_pads() if pad.pointer_mode}
        out.update(self._phone_cursors)
        return out

    # ---- held state -------------------------------------------------------------------------------------------
    def is_held(self, device: str, action: str) -> bool:
        return any(h.intent.device == device and h.intent.action == action and not h.swallowed
                   for h in self._held.values())

    def set_text_mode(self, on: bool) -> None:
        """While a text field has focus, keys that type give no intents (arrows, Enter and Esc still do)."""
        self.text_mode = on

    # ---- labels for the set-up screen ---------------------------------------------------------------------
    def describe_device(self, device: str) -> str:
        """The i18n key naming a device ("input.device.kb_left" -> "Keyboard left (WASD)")."""
        if is_phone(device):
            return PHONE_LABEL
        if is_pad(device):
            return PAD_LABEL
        return DEVICE_LABELS.get(device, "input.device.unknown")

    def pad_number(self, device: str) -> int | None:
        """The number a plugged-in gamepad is shown with ("Gamepad 2"), or None (not a pad, not plugged in)."""
        pad = self._pad(device)
        return pad.number if pad else None

    def device_label(self, device: str) -> str:
        if is_phone(device):
            return tr(PHONE_LABEL, name=self._phones.get(device) or self._phone_names.get(device) or "?")
        pad = self._pad(device)
        return tr(self.describe_device(device), n=pad.number if pad else "?")

    def device_hint(self, device: str) -> str:
        """One translated line: which keys / buttons do what on this device."""
        if is_phone(device):
            return tr(PHONE_HINT)
        if is_pad(device):
            return tr(PAD_POINTER_HINT if self.pointer_mode(device) else PAD_HINT)
        return tr(DEVICE_HINTS.get(device, "input.device.unknown"))

    def action_label(self, device: str, action: str) -> str | None:
        """The translated name of the key or button giving `action` on `device` ("E", "Space", "A")."""
        if is_pad(device):
            key = f"input.pad.{action}"
            return tr(key) if action in _PAD_LABELLED else None
        keys = zone_action_keys(device, action)
        if not keys:
            return None
        name, kwargs = key_label(keys[0])
        return tr(name, **kwargs)

    # ---- internals: event -> seatless intents --------------------------------------------------------------
    def _translate(self, event, to_logical) -> list[Intent]:
        t = event.type
        if t == pygame.KEYDOWN:
            hit = lookup_key(event.key, getattr(event, "scancode", None), getattr(event, "mod", 0),
                             self.text_mode)
            if hit is None:
                return []
            key, zone, action = hit
            return [Intent(action, zone, key=key, key_group=zone)]
        if t == pygame.KEYUP:
            key = NUMPAD_SCANCODES.get(getattr(event, "scancode", None), event.key)
            hit = KEY_TABLE.get(key)
            return [Intent(RELEASE, hit[0], key=key, key_group=hit[0])] if hit else []
        if t in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL):
            return self._mouse(event, to_logical)
        if t == pygame.WINDOWFOCUSLOST:
            return self._let_go_of_everything()
        return self._pad_event(event)

    def _mouse(self, event, to_logical) -> list[Intent]:
        t = event.type
        if t == pygame.MOUSEWHEEL:
            y = getattr(event, "y", 0)
            if not y:
                return []
            return [Intent(WHEEL, MOUSE, pos=self._mouse_pos, button=1 if y > 0 else -1, key_group=MOUSE)]
        button = getattr(event, "button", 0)
        if t != pygame.MOUSEMOTION and button not in _MOUSE_BUTTONS:
            return []
        pos = to_logical(event.pos)
        if pos is not None:
            pos = (int(pos[0]), int(pos[1]))
            self._mouse_pos = pos
        if t == pygame.MOUSEMOTION:
            return [] if pos is None else [Intent(POINTER_MOVE, MOUSE, pos=pos, key_group=MOUSE)]
        if t == pygame.MOUSEBUTTONDOWN:
            if pos is None:
                return []  # a click on the letterbox bars
            self._mouse_down.add(button)
            return [Intent(POINTER_DOWN, MOUSE, pos=pos, button=button, key=button, key_group=MOUSE)]
        if pos is None and button not in self._mouse_down:
            return []
        self._mouse_down.discard(button)
        # a drag let go over the bars still ends, at the last position on the canvas
        return [Intent(POINTER_UP, MOUSE, pos=pos or self._mouse_pos, button=button, key=button,
                       key_group=MOUSE)]

    def _let_go_of_everything(self) -> list[Intent]:
        """Focus lost: the key-ups will go to another window, so let go now (no stuck repeats; a held
        handicap key let go this way breaks nothing)."""
        self.handicaps.let_go()
        out = [Intent(RELEASE, h.intent.device, key=h.intent.key, key_group=h.intent.key_group)
               for h in self._held.values()]
        out += [Intent(POINTER_UP, MOUSE, pos=self._mouse_pos, button=b, key=b, key_group=MOUSE)
                for b in sorted(self._mouse_down)]
        self._mouse_down.clear()
        for pad in self._sorted_pads():
            out += pad.let_go()
        return out

    def _pad_event(self, event) -> list[Intent]:
        t = event.type
        if t == pygame.CONTROLLERDEVICEADDED:
            return self._add_pad(event.device_index, controller=True)
        if t == pygame.JOYDEVICEADDED:
            index = event.device_index
            # a game controller also announces itself as a joystick: its CONTROLLERDEVICEADDED opens it
            return [] if self._opener.is_controller(index) else self._add_pad(index, controller=False)
        if t in (pygame.CONTROLLERDEVICEREMOVED, pygame.JOYDEVICEREMOVED):
            return self._remove_pad(getattr(event, "instance_id", None))
        pad = self._pads.get(getattr(event, "instance_id", None))
        if pad is None:
            return []
        # SDL reports a controller's input twice (as controller and as joystick): keep the kind we opened
        if pad.kind == "controller":
            if t in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
                return pad.button(event.button, t == pygame.CONTROLLERBUTTONDOWN)
            if t == pygame.CONTROLLERAXISMOTION:
                return pad.axis(event.axis, event.value)
            return []
        if t in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP):
            return pad.button(event.button, t == pygame.JOYBUTTONDOWN)
        if t == pygame.JOYAXISMOTION:
            return pad.axis(event.axis, event.value)
        if t == pygame.JOYHATMOTION:
            return pad.hat(event.hat, tuple(event.value))
        return []

    def _add_pad(self, device_index, controller: bool) -> list[Intent]:
        kind = "controller" if controller else "joystick"
        try:
            if controller:
                handle, instance_id, name = self._opener.open_controller(device_index)
            else:
                handle, instance_id, name = self._opener.open_joystick(device_index)
        except Exception as exc:  # noqa: BLE001 — a driver can fail in any way; a missing pad must never stop the game
            log.warning("could not open %s %s: %s", kind, device_index, exc)
            return []
        if instance_id in self._pads:
            return []  # already open (start-up scan and its ADDED event)
        used = {pad.number for pad in self._pads.values()}
        number = next(n for n in range(1, len(used) + 2) if n not in used)
        pad = Pad(instance_id, number, kind, name=name or "", handle=handle)
        pad.cursor[:] = [self.size[0] / 2, self.size[1] / 2]
        self._pads[instance_id] = pad
        log.info("gamepad %s added: %s (%s)", pad.device, name, kind)
        return [Intent(DEVICE_ADDED, pad.device)]

    def _remove_pad(self, instance_id) -> list[Intent]:
        pad = self._pads.pop(instance_id, None)
        if pad is None:
            return []  # unknown, or already gone (SDL sends a joystick and a controller removal)
        try:
            self._opener.close(pad.handle)
        except Exception as exc:  # noqa: BLE001 — closing a vanished device may fail; it is gone either way
            log.info("closing %s: %s", pad.device, exc)
        device = pad.device
        for k in [k for k in self._held if k[0] == device]:
            del self._held[k]
        seat = self._device_seat.pop(device, None)
        log.info("gamepad %s removed (seat %s)", device, seat)
        if seat is None:
            return [Intent(DEVICE_REMOVED, device)]
        self._seat_devices[seat].remove(device)
        self._lost[seat] = device
        return [Intent(DEVICE_LOST, device, seat=seat)]

    # ---- internals: seats, rules, held keys -----------------------------------------------------------------
    def _seat_for(self, intent: Intent) -> int | None:
        if intent.device == KB_ANY:
            return None
        seat = self.handicaps.key_claimant(intent)  # a handicap's hold key (a mouse player's space bar)
        if seat is not None:
            return seat
        seat = self._device_seat.get(intent.device)
        if seat is not None:
            return seat
        return self.handicaps.device_claimant(intent.device)  # a free device lent or watched by a handicap

    def _finish(self, raw: list[Intent]) -> list[Intent]:
        out = []
        for intent in raw:
            if intent.action in _DEVICE_EVENTS:
                out.append(intent)
                continue
            intent = replace(intent, seat=self._seat_for(intent))
            slot = (intent.device, intent.key)
            if intent.action == RELEASE:
                held = self._held.pop(slot, None)
                if held is not None:  # the let-go belongs to the seat that got the press
                    out += self.handicaps.release(replace(intent, seat=held.intent.seat,
                                                          original=held.intent.action),
                                                  passed=not held.swallowed)
                continue
            tracked = not intent.is_pointer and intent.action != PAUSE
            if tracked and slot in self._held:
                intent = replace(intent, repeat=True)  # an OS key repeat: the key never went up
                if self._held[slot].swallowed:
                    continue
                passed_out, _ = self.handicaps.filter(intent)
                out += passed_out
                continue
            passed_out, passed = self.handicaps.filter(intent)
            if tracked:
                self._held[slot] = _Held(intent, swallowed=not passed)
            out += passed_out
        return out

    def _repeats(self, dt: float) -> list[Intent]:
        out = []
        for held in list(self._held.values()):
            if held.swallowed or held.intent.action not in DIRECTIONS:
                continue
            held.held_for += dt
            if held.held_for < held.next_repeat:
                continue
            held.next_repeat += REPEAT_INTERVAL
            if held.next_repeat <= held.held_for:  # after a stall: one repeat, not a burst
                held.next_repeat = held.held_for + REPEAT_INTERVAL
            intent = replace(held.intent, seat=self._seat_for(held.intent), repeat=True)
            passed_out, passed = self.handicaps.filter(intent)
            if passed:
                out += passed_out
        return out

    def _pad(self, device: str) -> Pad | None:
        if not is_pad(device):
            return None
        try:
            return self._pads.get(int(device.split(":", 1)[1]))
        except ValueError:
            return None

    def _sorted_pads(self) -> list[Pad]:
        return sorted(self._pads.values(), key=lambda p: p.number)


PHONE_LABEL, PHONE_HINT = "input.device.phone", "input.phone.hint"
_PAD_LABELLED = ("up", "down", "left", "right", "confirm", "back", "act1", "act2", "act3", "act4", "pause",
                 "pointer_down")
