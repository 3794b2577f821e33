"""What to press, said in the words of the device the seat plays with (no pygame).

Three kinds of device, three ways to act (see controls.py and scene.py):
- the mouse clicks (an arrow, a tile; the left / right buttons are the two hands of a two-player mover);
- a gamepad points with its stick and clicks with A while its seat acts on the board (pointer mode), and
  presses its own buttons to move Baba Yaga (LB / RB as the two hands);
- a keyboard zone moves a tile cursor with its four direction keys and confirms with its OK key; so does a
  phone, with its d-pad and A (it has no stick).
Every function takes `label(device, action) -> str | None`: the name of the key or button giving that
action on that device (InputSeats.action_label). A hint whose key has no name is left out ("") rather than
guessed."""
from __future__ import annotations

from game.engine.i18n import tr
from game.engine.intents import MOUSE, is_pad, is_phone

DIRECTIONS = ("up", "left", "down", "right")  # the order of W A S D


def kind(device: str | None) -> str:
    """ "mouse", "pad" or "keys" (a keyboard zone, or a phone: its d-pad walks the tile cursor)."""
    if device == MOUSE:
        return "mouse"
    return "pad" if device and is_pad(device) and not is_phone(device) else "keys"


def directions(device, label) -> str | None:
    """The four direction keys in one short run: "W A S D", "↑ ← ↓ →", "Keypad 8 4 2 6"."""
    names = [label(device, d) for d in DIRECTIONS]
    if not all(names):
        return None
    heads = {n.rsplit(" ", 1)[0] for n in names if " " in n}
    if len(heads) == 1 and all(" " in n for n in names):  # "Keypad 8", "Keypad 4": say "Keypad" once
        return heads.pop() + " " + " ".join(n.rsplit(" ", 1)[1] for n in names)
    return " ".join(names)


def _by_device(device, label, key: str, pointer_action: str = "pointer_down") -> str:
    """`key`.mouse / .pad / .keys, filled with the device's button (and direction) names."""
    k = kind(device)
    if k == "mouse":
        return tr(f"{key}.mouse")
    if k == "pad":
        button = label(device, pointer_action)
        return tr(f"{key}.pad", button=button) if button else ""
    dirs, button = directions(device, label), label(device, "confirm")
    return tr(f"{key}.keys", dirs=dirs, button=button) if dirs and button else ""


def path_hint(device, label) -> str:
    """The chooser of the flight path: click an arrow / point and press A / pick a side with keys."""
    return _by_device(device, label, "baba_yaga.ui.path_pick")


def search_hint(device, label) -> str:
    """The searcher: how to turn a tile over."""
    return _by_device(device, label, "baba_yaga.ui.search")


def pick_hint(device, label, two: bool) -> str:
    """Choosing forest tiles: two for the Swap spell, one for the house."""
    return _by_device(device, label, "baba_yaga.ui.swap_pick" if two else "baba_yaga.ui.house_pick")


def skip_house_label(device, label) -> str:
    """The expert variant's "leave the house" button; keys and pads also have a button for it (back)."""
    if kind(device) == "mouse":
        return tr("baba_yaga.ui.skip_house")
    button = label(device, "back")
    return tr("baba_yaga.ui.skip_house.key", button=button) if button else tr("baba_yaga.ui.skip_house")


def mover_hint(device, label, two_players: bool, groups=None) -> str:
    """A human mover's witch key(s). Two players: the two hands, which must alternate. `groups`: the two
    keyboard zones that are the hands (controls.hand_groups: their OK keys), None when one zone's act1 / act2
    are the hands."""
    k = kind(device)
    if two_players:
        if k == "mouse":
            return tr("baba_yaga.ui.hands_mouse")
        if k == "pad":
            left, right = label(device, "act3"), label(device, "act4")  # LB on the left half, RB on the right
        elif groups:
            left, right = label(groups[0], "confirm"), label(groups[1], "confirm")
        else:
            left, right = label(device, "act1"), label(device, "act2")
        return tr("baba_yaga.ui.hands_keys", left=left, right=right) if left and right else tr("baba_yaga.ui.hands")
    if k == "mouse":
        return tr("baba_yaga.ui.move_key", button=tr("baba_yaga.ui.key_click"))
    button = label(device, "confirm")
    return tr("baba_yaga.ui.move_key", button=button) if button else ""
