"""The control hint in the turn panel, for the device of the player whose turn it is: the mouse gets "drag or
click"; a keyboard zone or a gamepad gets its own key / button names (from the input layer's labels), so a
player on the WASD side reads "A D choose a card" and a gamepad player "D-pad ← D-pad → ...". Pure text.

The device is the one the input layer really gave the seat (`seat_device`): a seat whose gamepad was unplugged
and taken over by a keyboard half reads that half's keys. A gamepad that is not connected is named plainly
("Gamepad"), never with an unknown number."""
from __future__ import annotations

from game.engine import intents as I
from game.engine.i18n import tr

ACTIONS = (I.LEFT, I.RIGHT, I.UP, I.CONFIRM, I.ACT1)


def connected(inputs, device: str) -> bool:
    """Is the device plugged in? (Without an input layer to ask, assume so.)"""
    devices = getattr(inputs, "devices", None)
    return devices is None or device in devices()


def seat_device(inputs, seat: int, configured: str | None) -> str | None:
    """The device `seat` plays with now: the first connected one the input layer bound to it, else the one
    chosen at set-up (a game shown without seat bindings, or a seat waiting for its unplugged pad)."""
    devices_of = getattr(inputs, "devices_of", None)
    if devices_of is not None:
        for device in devices_of(seat):
            if connected(inputs, device):
                return device
    return configured


def device_name(inputs, device: str) -> str:
    """What the hint calls the device: the input layer's name ("Keyboard left (WASD)", "Gamepad 2"), or plain
    "Gamepad" for one that is not plugged in (the input layer has no number for it)."""
    if I.is_pad(device) and not connected(inputs, device):
        return tr("pied_piper.hint.pad")
    return inputs.device_label(device) if hasattr(inputs, "device_label") else ""


def key_names(inputs, device: str | None) -> dict[str, str] | None:
    """{action: key name} for the device, or None when it has no keys of its own (mouse, pointer mode, any
    keyboard key, an input layer without labels)."""
    if inputs is None or not device or device == "mouse" or not hasattr(inputs, "action_label"):
        return None
    pointer_mode = getattr(inputs, "pointer_mode", None)
    if I.is_pad(device) and pointer_mode is not None and pointer_mode(device):
        return None  # the stick drives a pointer: it plays like the mouse
    names = {a: inputs.action_label(device, a) for a in ACTIONS}
    if not all(names[a] for a in (I.LEFT, I.RIGHT, I.UP, I.CONFIRM)):
        return None
    return names


def controls(inputs, device: str | None, phase: str) -> str:
    """One sentence: how to play a card (or, in the order phase, pick the character to carry out)."""
    names = key_names(inputs, device)
    if names is None:
        return "" if phase == "order" else tr("pied_piper.hint.controls")
    who = device_name(inputs, device)
    key = "pied_piper.hint.keys_order" if phase == "order" else "pied_piper.hint.keys"
    return tr(key, device=who, left=names[I.LEFT], right=names[I.RIGHT], up=names[I.UP],
              confirm=names[I.CONFIRM])


def face_down_label(inputs, device: str | None, on: bool) -> str:
    """The face-down button's words, with the key that toggles it for a keyboard or gamepad player."""
    label = tr("pied_piper.face_down.on") if on else tr("pied_piper.face_down")
    names = key_names(inputs, device)
    if names is None or not names.get(I.ACT1):
        return label
    return tr("pied_piper.face_down.with_key", label=label, button=names[I.ACT1])
