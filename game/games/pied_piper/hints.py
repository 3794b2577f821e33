"""The control hint in the turn panel, for the device of the player whose turn it is: the mouse gets "drag or
click" in words; a keyboard zone or a gamepad gets its own keys / buttons (the input layer's labels) as key caps
with what they do, so a player on the WASD side reads "WASD: [A][D] pick a card  [W] to the characters
[Space] play" and a gamepad player "Pad 1: [←][→] pick a card ...". Devices go by the short names the set-up
screen gave them. Pure text, no drawing (hint_strip.py draws it).

The device is the one the input layer really gave the seat (`seat_device`): a seat whose gamepad was unplugged
and taken over by a keyboard half reads that half's keys. A gamepad that is not connected is named plainly
("Pad"), never with an unknown number."""
from __future__ import annotations

from dataclasses import dataclass

from game.engine import intents as I
from game.engine.i18n import tr

ACTIONS = (I.LEFT, I.RIGHT, I.UP, I.CONFIRM, I.ACT1)
SHORT_NAMES = {"kb_left": "pied_piper.hint.device.kb_left", "kb_right": "pied_piper.hint.device.kb_right",
               "kb_numpad": "pied_piper.hint.device.kb_numpad"}


@dataclass(frozen=True)
class Item:
    """One thing to do: its key caps and the words for it."""
    keys: tuple[str, ...]
    words: str


@dataclass(frozen=True)
class Hint:
    device: str = ""  # "WASD:", "Pad 1:": whose keys these are ("" for words only)
    items: tuple[Item, ...] = ()
    sentence: str = ""  # plain words instead of keys (the mouse)

    def __bool__(self) -> bool:
        return bool(self.items or self.sentence)


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
    """What the hint calls the device, as the set-up screen does: "WASD", "Arrows", "Numpad", "Pad 2" (the
    number the input layer gave the pad), or plain "Pad" for one that is not plugged in (it has no number)."""
    if device in SHORT_NAMES:
        return tr(SHORT_NAMES[device])
    if I.is_pad(device):
        number = None
        if connected(inputs, device) and hasattr(inputs, "pad_number"):
            number = inputs.pad_number(device)
        return tr("pied_piper.hint.device.pad", n=number) if number is not None else tr("pied_piper.hint.pad")
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


def without_shared_word(names: dict[str, str]) -> dict[str, str]:
    """Key names without the word the direction keys share ("D-pad ←" -> "←", "Keypad 4" -> "4"): the
    device's name already says it, and a pad's stick moves as its D-pad does."""
    heads = {names[a].rsplit(" ", 1)[0] if " " in names[a] else "" for a in (I.LEFT, I.RIGHT, I.UP)}
    lead = heads.pop() if len(heads) == 1 else ""
    if not lead:
        return dict(names)
    return {a: n[len(lead) + 1:] if n and n.startswith(lead + " ") else n for a, n in names.items()}


def hint(inputs, device: str | None, phase: str) -> Hint:
    """How to play a card with the device (or, in the order phase, pick the character to carry out)."""
    names = key_names(inputs, device)
    if names is None:
        return Hint() if phase == "order" else Hint(sentence=tr("pied_piper.hint.controls"))
    keys = without_shared_word(names)
    who = tr("pied_piper.hint.device", device=device_name(inputs, device))
    if phase == "order":
        items = (Item((keys[I.LEFT], keys[I.RIGHT]), tr("pied_piper.hint.character")),
                 Item((keys[I.CONFIRM],), tr("pied_piper.hint.carry")))
    else:
        items = (Item((keys[I.LEFT], keys[I.RIGHT]), tr("pied_piper.hint.card")),
                 Item((keys[I.UP],), tr("pied_piper.hint.up")),
                 Item((keys[I.CONFIRM],), tr("pied_piper.hint.play")))
    return Hint(who, items)


def face_down_key(inputs, device: str | None) -> str | None:
    """The key or button that turns the next card face down, for a keyboard or gamepad player."""
    names = key_names(inputs, device)
    return without_shared_word(names).get(I.ACT1) if names else None


def face_down_label(on: bool) -> str:
    return tr("pied_piper.face_down.on") if on else tr("pied_piper.face_down")
