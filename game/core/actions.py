"""Actions (what a seat asks for) and events (what happened), as small frozen dataclasses named after the
rulebook. Every subclass of `Action` or `Event` is known to `to_json` / `from_json` by its game's name and its
class name ("pied_piper.PlayCard"), so saves and replays can store them as JSON; `@register` does the same
for a dataclass that subclasses neither, and `alias` keeps a record written under an older name readable."""
from __future__ import annotations

import dataclasses
from typing import Any


class IllegalAction(Exception):
    """Raised by `apply` for an action that is not legal now. The message is shown to the player, so it is
    written as a reason a person can read ("Both cards must go under different characters")."""


_REGISTRY: dict[str, type] = {}


def json_key(cls) -> str:
    """The name a class is stored under: its package's last part (the game's folder) and the class name."""
    return f"{cls.__module__.rsplit('.', 2)[-2] if '.' in cls.__module__ else ''}.{cls.__name__}"


def register(cls):
    """Class decorator: make a dataclass known to `to_json` / `from_json` by its qualified game name. Subclasses
    of Action and Event are registered without it (using it on them anyway changes nothing)."""
    key = json_key(cls)
    cls._json_key = key
    _REGISTRY[key] = cls
    return cls


def alias(old_key: str, cls) -> None:
    """Read records of type `old_key` (a name older saves used) as `cls`; they are written under cls's name."""
    _REGISTRY[old_key] = cls


class _Registered:
    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        register(cls)


@dataclasses.dataclass(frozen=True)
class Action(_Registered):
    """Base of every action. Subclasses add a `seat: int` field first by convention."""


@dataclasses.dataclass(frozen=True)
class Event(_Registered):
    """Base of every event the rules emit for the screen (animation, sound) and for logs."""


def _encode(v: Any):
    if dataclasses.is_dataclass(v) and not isinstance(v, type):
        return to_json(v)
    if isinstance(v, (list, tuple)):
        return [_encode(x) for x in v]
    if isinstance(v, dict):
        return {str(k): _encode(x) for k, x in v.items()}
    return v


def to_json(obj) -> dict:
    """A registered dataclass instance -> {"type": key, field: value, ...} (tuples become lists)."""
    key = getattr(type(obj), "_json_key", None)
    if key is None:
        raise TypeError(f"{type(obj).__name__} is not registered (subclass Action or Event, or @register it)")
    out = {"type": key}
    for f in dataclasses.fields(obj):
        out[f.name] = _encode(getattr(obj, f.name))
    return out


def _decode(v: Any):
    if isinstance(v, dict) and "type" in v and v["type"] in _REGISTRY:
        return from_json(v)
    if isinstance(v, list):
        return tuple(_decode(x) for x in v)
    return v


def from_json(data: dict):
    """Inverse of `to_json`. Lists come back as tuples (fields of frozen dataclasses are tuples)."""
    try:
        cls = _REGISTRY[data["type"]]
    except (KeyError, TypeError) as exc:
        raise ValueError(f"unknown action/event record: {data!r:.80}") from exc
    names = {f.name for f in dataclasses.fields(cls)}
    return cls(**{k: _decode(v) for k, v in data.items() if k in names})
