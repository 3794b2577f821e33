"""Declared schemas for plain JSON data (saved game states, a game's own data files): each node says what a
value must be (its type, range, length, the keys of an object, the items of a list), and `check` walks a value
against it, raising `SchemaError` with the path of the first value that does not fit. Lengths and ranges may
depend on the set-up: give a function of the context (`check(node, value, {"n": players})`) instead of a number.
Cross-references (an id naming something that exists, pieces conserved) are the validators' own functions, run
once the shape is known to be right. Pure: no pygame."""
from __future__ import annotations

import math
from pathlib import Path

from game.core.invariants import InvalidState


class SchemaError(InvalidState):
    """A value does not fit its declared schema; the message starts with the value's path."""


class GameDataError(ValueError):
    """A game's own data file (shipped with the game, not written by the family) cannot be used."""

    def __init__(self, file: str | Path, reason: str):
        self.file = Path(file)
        self.reason = reason
        super().__init__(f"{self.file.name}: {reason}")


def _value(v, ctx):
    return v(ctx) if callable(v) else v


class Node:
    def check(self, value, path: str, ctx) -> None:
        raise NotImplementedError

    def fail(self, path: str, what: str):
        raise SchemaError(f"{path}: {what}")


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


class Int(Node):
    """An int (never a bool) in lo..hi (inclusive; None: unbounded). Bounds may be functions of the context."""

    def __init__(self, lo=None, hi=None):
        self.lo, self.hi = lo, hi

    def check(self, value, path, ctx):
        if not _is_int(value):
            self.fail(path, f"{_short(value)} is not a whole number")
        lo, hi = _value(self.lo, ctx), _value(self.hi, ctx)
        if (lo is not None and value < lo) or (hi is not None and value > hi):
            self.fail(path, f"{value} is not in {lo}..{hi}")


class Num(Node):
    """A finite number (int or float, never a bool) in lo..hi (inclusive)."""

    def __init__(self, lo=None, hi=None):
        self.lo, self.hi = lo, hi

    def check(self, value, path, ctx):
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            self.fail(path, f"{_short(value)} is not a number")
        try:
            finite = math.isfinite(value)
        except OverflowError:
            finite = False
        if not finite:
            self.fail(path, "is not a finite number")
        lo, hi = _value(self.lo, ctx), _value(self.hi, ctx)
        if (lo is not None and value < lo) or (hi is not None and value > hi):
            self.fail(path, f"{value:g} is not in {lo}..{hi}")


class Bool(Node):
    def check(self, value, path, ctx):
        if not isinstance(value, bool):
            self.fail(path, f"{_short(value)} is not true/false")


class Str(Node):
    """Text, optionally one of `choices`, at most `max_len` characters."""

    def __init__(self, choices=None, max_len: int = 200):
        self.choices, self.max_len = choices, max_len

    def check(self, value, path, ctx):
        if not isinstance(value, str) or len(value) > self.max_len:
            self.fail(path, f"{_short(value)} is not a text")
        choices = _value(self.choices, ctx)
        if choices is not None and value not in choices:
            self.fail(path, f"{_short(value)} is not one of {sorted(map(str, choices))[:8]}")


class Choice(Node):
    """One of a fixed set of JSON values (compared by type too: 1 is not True)."""

    def __init__(self, *choices):
        self.choices = choices

    def check(self, value, path, ctx):
        choices = [c for group in self.choices for c in (_value(group, ctx) if callable(group) else [group])]
        if not any(type(value) is type(c) and value == c for c in choices):
            self.fail(path, f"{_short(value)} is not one of {choices[:8]}")


class Null(Node):
    def check(self, value, path, ctx):
        if value is not None:
            self.fail(path, f"{_short(value)} is not null")


class Any(Node):
    def check(self, value, path, ctx):
        pass


class Maybe(Node):
    """null, or a value that fits `node`."""

    def __init__(self, node: Node):
        self.node = node

    def check(self, value, path, ctx):
        if value is not None:
            self.node.check(value, path, ctx)


class OneOf(Node):
    """A value that fits at least one of the nodes."""

    def __init__(self, *nodes: Node):
        self.nodes = nodes

    def check(self, value, path, ctx):
        errors = []
        for node in self.nodes:
            try:
                node.check(value, path, ctx)
                return
            except SchemaError as exc:
                errors.append(str(exc))
        raise SchemaError(errors[0] if len(errors) == 1 else f"{path}: fits none of its forms ({errors[0]})")


class List(Node):
    """A list of items that each fit `item`; `length` exact, or `min_len`..`max_len` (functions allowed)."""

    def __init__(self, item: Node | None = None, length=None, min_len=0, max_len=10_000):
        item = Any() if item is None else item
        self.item, self.length, self.min_len, self.max_len = item, length, min_len, max_len

    def check(self, value, path, ctx):
        if not isinstance(value, list):
            self.fail(path, f"{_short(value)} is not a list")
        length = _value(self.length, ctx)
        if length is not None and len(value) != length:
            self.fail(path, f"holds {len(value)} items, not {length}")
        lo, hi = _value(self.min_len, ctx), _value(self.max_len, ctx)
        if not lo <= len(value) <= hi:
            self.fail(path, f"holds {len(value)} items (not {lo}..{hi})")
        for i, v in enumerate(value):
            self.item.check(v, f"{path}[{i}]", ctx)


class Tuple(Node):
    """A list of exactly len(items) values, each fitting the node at its place."""

    def __init__(self, *items: Node):
        self.items = items

    def check(self, value, path, ctx):
        if not isinstance(value, list) or len(value) != len(self.items):
            self.fail(path, f"{_short(value)} is not a list of {len(self.items)}")
        for i, (node, v) in enumerate(zip(self.items, value)):
            node.check(v, f"{path}[{i}]", ctx)


class Dict(Node):
    """An object with the keys of `fields` (each value fitting its node); `optional` keys may be absent;
    `extra`: other keys allowed (ignored)."""

    def __init__(self, fields: dict, optional: dict | None = None, extra: bool = False):
        self.fields, self.optional, self.extra = fields, optional or {}, extra

    def check(self, value, path, ctx):
        if not isinstance(value, dict):
            self.fail(path, f"{_short(value)} is not an object")
        for key, node in self.fields.items():
            if key not in value:
                self.fail(path, f"has no {key!r}")
            node.check(value[key], f"{path}.{key}", ctx)
        for key, node in self.optional.items():
            if key in value:
                node.check(value[key], f"{path}.{key}", ctx)
        if not self.extra:
            unknown = [k for k in value if k not in self.fields and k not in self.optional]
            if unknown:
                self.fail(path, f"has an unknown key {_short(unknown[0])}")


class Map(Node):
    """An object whose keys fit `key` (a Str node) and whose values fit `value`; `keys`: exactly these keys."""

    def __init__(self, value: Node, key: Node | None = None, keys=None, max_len: int = 1000):
        self.value, self.key, self.keys, self.max_len = value, key, keys, max_len

    def check(self, value, path, ctx):
        if not isinstance(value, dict) or len(value) > self.max_len:
            self.fail(path, f"{_short(value)} is not an object")
        keys = _value(self.keys, ctx)
        if keys is not None and sorted(value) != sorted(keys):
            self.fail(path, f"has keys {sorted(value)[:8]}, not {sorted(keys)[:8]}")
        for k, v in value.items():
            if self.key is not None:
                self.key.check(k, f"{path} key", ctx)
            self.value.check(v, f"{path}.{k}", ctx)


def check_seats(data, seats: int) -> None:
    """A saved state for another table: its player count is not the set-up's seat count (said before the
    schema, whose seat-counted lengths would otherwise name a list instead)."""
    players = data.get("players") if isinstance(data, dict) else None
    if players != seats or isinstance(players, bool):
        raise SchemaError(f"{_short(players)} players in the state, {seats} seats in the set-up")


def check(node: Node, value, ctx=None, path: str = "state") -> None:
    """Raise SchemaError naming the path of the first part of `value` that does not fit `node`."""
    try:
        node.check(value, path, ctx or {})
    except RecursionError:
        raise SchemaError(f"{path}: nested too deeply") from None


def _short(value) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
