"""The one catalogue of device names and key names the table shows: "Mouse", "WASD", "Arrows", "Numpad",
"Pad 2" (the number the input layer gave the pad), plain "Pad" for one that is not plugged in. The set-up
screen's seat cards and every game's control hints name devices through here, so a device is called the
same everywhere. Key names come from the input layer (`InputSeats.action_label`)."""
from __future__ import annotations

from game.engine import intents as I
from game.engine.i18n import tr

SHORT_KEYS = {"mouse": "setup.device.mouse", "kb_left": "setup.device.kb_left",
              "kb_right": "setup.device.kb_right", "kb_numpad": "setup.device.kb_numpad"}


def device_name(inputs, device: str | None) -> str:
    """The short name of a device for a hint or a seat card (see module doc)."""
    if not device:
        return ""
    if device in SHORT_KEYS:
        return tr(SHORT_KEYS[device])
    if I.is_phone(device):
        return inputs.device_label(device)  # "Ada's phone"
    if I.is_pad(device):
        number = inputs.pad_number(device)
        return tr("setup.device.pad", n=number) if number is not None else tr("table.device.pad")
    return inputs.device_label(device)


def seat_device(inputs, seat: int, configured: str | None) -> str | None:
    """The device `seat` plays with now: the first connected one the input layer bound to it (a seat whose pad
    was unplugged and taken over by a keyboard half), else the one chosen at set-up."""
    connected = inputs.devices()
    for device in inputs.devices_of(seat):
        if device in connected:
            return device
    return configured


def key_names(inputs, device: str | None, actions) -> dict[str, str] | None:
    """{action: key name} on the device, or None when it has no keys of its own for all of `actions` (the
    mouse, a gamepad in pointer mode: it plays like the mouse)."""
    if not device or device == I.MOUSE:
        return None
    if I.is_pad(device) and inputs.pointer_mode(device):
        return None
    names = {a: inputs.action_label(device, a) for a in actions}
    return names if all(names.values()) else None


def without_shared_word(names: dict[str, str], directions=(I.LEFT, I.RIGHT, I.UP)) -> dict[str, str]:
    """Key names without the word the direction keys share ("D-pad ←" -> "←", "Keypad 4" -> "4"): the
    device's name already says it, and a pad's stick moves as its D-pad does."""
    heads = {names[a].rsplit(" ", 1)[0] if " " in names[a] else "" for a in directions if names.get(a)}
    lead = heads.pop() if len(heads) == 1 else ""
    if not lead:
        return dict(names)
    return {a: n[len(lead) + 1:] if n and n.startswith(lead + " ") else n for a, n in names.items()}
