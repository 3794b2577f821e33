"""The control hint in the turn panel, for the device of the player whose turn it is: the mouse gets "drag or
click" in words; a keyboard zone or a gamepad gets its own keys / buttons as key caps with what they do, so a
player on the WASD side reads "WASD: [A][D] pick a card  [W] to the characters [Space] play" and a gamepad
player "Pad 1: [←][→] pick a card ...". Built on the engine's control hint (`table.hint`), which names devices
and keys through its one catalogue (`table.devices`)."""
from __future__ import annotations

from game.engine import intents as I
from game.engine.i18n import tr
from game.engine.table import devices
from game.engine.table.hint import Hint, for_device


def hint(inputs, device: str | None, phase: str) -> Hint:
    """How to play a card with the device (or, in the order phase, pick the character to carry out)."""
    if phase == "order":
        items = (((I.LEFT, I.RIGHT), tr("pied_piper.hint.character")), ((I.CONFIRM,), tr("pied_piper.hint.carry")))
        return for_device(inputs, device, items)
    items = (((I.LEFT, I.RIGHT), tr("pied_piper.hint.card")), ((I.UP,), tr("pied_piper.hint.up")),
             ((I.CONFIRM,), tr("pied_piper.hint.play")))
    return for_device(inputs, device, items, tr("pied_piper.hint.controls"))


def face_down_key(inputs, device: str | None) -> str | None:
    """The key or button that turns the next card face down, for a keyboard or gamepad player."""
    names = devices.key_names(inputs, device, (I.LEFT, I.RIGHT, I.UP, I.CONFIRM, I.ACT1))
    return devices.without_shared_word(names).get(I.ACT1) if names else None


def face_down_label(on: bool) -> str:
    return tr("pied_piper.face_down.on") if on else tr("pied_piper.face_down")


def hold_key(inputs, device: str | None) -> str | None:
    """The key or button that makes the next card wait under its character (no-specials variant)."""
    names = devices.key_names(inputs, device, (I.LEFT, I.RIGHT, I.UP, I.CONFIRM, I.ACT2))
    return devices.without_shared_word(names).get(I.ACT2) if names else None


def hold_label(on: bool) -> str:
    return tr("pied_piper.hold.on") if on else tr("pied_piper.hold")
