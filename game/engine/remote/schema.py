"""What a phone may send: one small JSON object per WebSocket frame, of a known type with exactly its fields.
`parse(text)` gives the message as a dict, or None for anything else (the server drops and logs it; nothing
here raises). Frames over MAX_FRAME bytes are cut off by the server before they reach this."""
from __future__ import annotations

import json
import math
import unicodedata

MAX_FRAME = 512  # bytes; the biggest real message (hello with a 24-letter name) is under 200
MAX_NAME = 24
MAX_SEATS = 8
MAX_CHOICES = 128  # a board choice may offer most of the cells of a board
BUTTONS = ("up", "down", "left", "right", "confirm", "back", "act1", "act2", "act3", "act4", "pause")
TOUCH_PHASES = ("down", "move", "up")


def _int(lo: int, hi: int):
    def check(v):
        return isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi
    return check


def _number(lo: float, hi: float):
    def check(v):
        return (isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)
                and lo <= v <= hi)
    return check


def _one_of(choices):
    def check(v):
        return isinstance(v, str) and v in choices
    return check


def clean_name(v) -> str | None:
    """A player's name: 1-24 printable characters, spaces folded; None if it is not one."""
    if not isinstance(v, str) or len(v) > MAX_NAME * 4:
        return None
    v = " ".join(v.split())
    if not v or len(v) > MAX_NAME:
        return None
    if any(unicodedata.category(ch)[0] == "C" for ch in v):  # control, format, private-use characters
        return None
    return v


def _name(v) -> bool:
    return clean_name(v) is not None


def _token_or_none(v) -> bool:
    from game.engine.remote.tokens import looks_like_token
    return v is None or looks_like_token(v)


_CLOCK = _number(0, 1e13)  # the page's performance.now() in ms, for the latency figure

# type -> {field: (check, required)}
SCHEMA: dict[str, dict[str, tuple]] = {
    "hello": {"phone": (_token_or_none, True), "name": (_name, True)},
    "name": {"name": (_name, True)},
    "take": {"seat": (_int(0, MAX_SEATS - 1), True)},
    "leave": {},
    "press": {"b": (_one_of(BUTTONS), True), "at": (_CLOCK, False)},
    "release": {"b": (_one_of(BUTTONS), True)},
    "choose": {"c": (_int(0, MAX_CHOICES - 1), True), "v": (_int(0, 2**31), True), "at": (_CLOCK, False)},
    "touch": {"p": (_one_of(TOUCH_PHASES), True), "x": (_number(0, 1), True), "y": (_number(0, 1), True)},
    # a pull on the touchpad: where the finger is from where it came down, in the pad's widths (y down)
    "pull": {"p": (_one_of(TOUCH_PHASES), True), "dx": (_number(-1, 1), True), "dy": (_number(-1, 1), True)},
    "ping": {"at": (_CLOCK, False)},
}


def parse(text) -> dict | None:
    """The message in `text` if it is one the schema knows, else None."""
    try:
        return _parse(text)
    except Exception:  # noqa: BLE001 - a check tripped by an odd value (a 400-digit number) means "not a message"
        return None


def _parse(text) -> dict | None:
    if not isinstance(text, str) or len(text.encode("utf-8", "replace")) > MAX_FRAME:
        return None
    try:
        msg = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        return None
    if not isinstance(msg, dict):
        return None
    fields = SCHEMA.get(msg.get("t")) if isinstance(msg.get("t"), str) else None
    if fields is None:
        return None
    for key, value in msg.items():
        if key == "t":
            continue
        spec = fields.get(key)
        if spec is None or not spec[0](value):
            return None
    if any(required and key not in msg for key, (_check, required) in fields.items()):
        return None
    if "name" in msg:
        msg["name"] = clean_name(msg["name"])
    return msg


def _no_constant(name):
    raise ValueError(f"{name} is not JSON")
