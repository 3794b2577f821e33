"""JSON helpers shared by rules (state round-trips) and the engine (settings, saves): canonical dumps
for hashing/comparison, atomic writes, and reads that never crash on a bad file."""
from __future__ import annotations

import hashlib
import json
import math
import os
import re
import tempfile
from pathlib import Path

MAX_JSON_BYTES = 4 * 1024 * 1024  # a settings or save file larger than this is treated as corrupt
MAX_DEPTH = 64  # no file of ours nests deeper; deeper is damage (and deep nesting overflows the parser's stack)
MAX_INT_DIGITS = 40  # far beyond any count, seed or time we store; longer is damage, not data


def dumps_canonical(data) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def state_hash(data) -> str:
    """A short stable hash of JSON-able data (used to compare game states in tests and replays)."""
    return hashlib.sha256(dumps_canonical(data).encode("utf-8")).hexdigest()[:16]


def atomic_write_json(path: str | os.PathLike, data) -> None:
    """Write JSON to a temp file in the same folder, fsync, rename over the target, fsync the folder: a crash
    or power cut leaves either the old file or the new one, never half of one (and a stale *.tmp at worst,
    swept at the next start by game.engine.startup)."""
    _atomic_write(path, lambda fh: json.dump(data, fh, ensure_ascii=False, indent=1, sort_keys=True))


def dumps_file(data) -> str:
    """The text atomic_write_json writes for `data` (readable: indented, keys sorted)."""
    return json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True)


def atomic_write_text(path: str | os.PathLike, text: str) -> None:
    """atomic_write_json's write, of JSON already encoded (by dumps_file)."""
    _atomic_write(path, lambda fh: fh.write(text))


def _atomic_write(path: str | os.PathLike, write) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            write(fh)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_folder(path.parent)


def fsync_folder(folder: str | os.PathLike) -> bool:
    """Make a rename in `folder` durable (POSIX: the folder's entry is only on disk once the folder is
    synced). Windows cannot open a folder for this and needs none; any refusal is quietly accepted."""
    if os.name == "nt":
        return False
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return False
    try:
        os.fsync(fd)
        return True
    except OSError:  # some file systems refuse fsync on a folder
        return False
    finally:
        os.close(fd)


class BadJsonFile(Exception):
    """The file exists but cannot be used; `.reason` is a short English phrase for logs and notices."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise ValueError(f"integer of {len(text)} digits")
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):  # 1e999 parses as inf
        raise ValueError(f"number out of range: {text[:20]}")
    return value


def _no_constant(name: str):
    raise ValueError(f"{name} is not a number JSON allows")


def _too_deep(data) -> bool:
    """True if lists/objects nest deeper than MAX_DEPTH (walked without recursion)."""
    stack = [(data, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > MAX_DEPTH:
            return True
        if isinstance(node, dict):
            stack.extend((v, depth + 1) for v in node.values() if isinstance(v, (dict, list)))
        elif isinstance(node, list):
            stack.extend((v, depth + 1) for v in node if isinstance(v, (dict, list)))
    return False


def _bracket_depth(text: str) -> int:
    """The deepest [ / { nesting of a JSON text, strings skipped: checked before parsing, because the C
    parser recurses once per level and 100,000 levels overflow it."""
    depth = deepest = 0
    i, n = 0, len(text)
    while i < n:
        m = _STRUCTURE.search(text, i)
        if m is None:
            break
        ch = m.group()
        i = m.end()
        if ch == '"':
            end = _STRING_END.search(text, i)
            if end is None:
                break
            i = end.end()
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_DEPTH:
                    return deepest
        else:
            depth -= 1
    return deepest


_STRUCTURE = re.compile(r'["\[\]{}]')
_STRING_END = re.compile(r'(?:[^"\\]|\\.)*"', re.S)


def loads_checked(text: str):
    """Parse JSON text strictly: no NaN/Infinity, no absurd integers or floats, no nesting deeper than
    MAX_DEPTH. Raises BadJsonFile (never anything else) with a short reason."""
    try:
        if _bracket_depth(text) > MAX_DEPTH:
            raise BadJsonFile(f"nested deeper than {MAX_DEPTH}")
        data = json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_no_constant)
    except BadJsonFile:
        raise
    except (ValueError, RecursionError) as exc:  # JSONDecodeError is a ValueError
        raise BadJsonFile(f"not valid JSON ({exc.__class__.__name__}: {str(exc)[:80]})") from exc
    except MemoryError as exc:
        raise BadJsonFile("too large to read") from exc
    except Exception as exc:  # whatever else a hostile file finds in the parser: still just a bad file
        raise BadJsonFile(f"unreadable ({exc.__class__.__name__})") from exc
    if _too_deep(data):
        raise BadJsonFile(f"nested deeper than {MAX_DEPTH}")
    return data


def read_json(path: str | os.PathLike, max_bytes: int = MAX_JSON_BYTES):
    """Read a JSON file. Returns None if it does not exist; raises BadJsonFile (and nothing else) if it is
    empty, too big, unreadable, not UTF-8, not valid JSON, or holds numbers/nesting no file of ours has."""
    path = Path(path)
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:  # ValueError: a path with a NUL byte
        raise BadJsonFile(f"cannot read ({getattr(exc, 'strerror', None) or exc})") from exc
    if size == 0:
        raise BadJsonFile("empty file")
    if size > max_bytes:
        raise BadJsonFile(f"too large ({size} bytes)")
    try:
        with open(path, "rb") as fh:
            raw = fh.read(max_bytes + 1)
    except OSError as exc:  # a folder named like the file, no permission, I/O error
        raise BadJsonFile(f"cannot read ({exc.strerror or exc})") from exc
    if len(raw) > max_bytes:  # grew since stat
        raise BadJsonFile(f"too large (> {max_bytes} bytes)")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise BadJsonFile("not valid JSON (not UTF-8 text)") from exc
    return loads_checked(text)


def keep_as_bak(path: str | os.PathLike) -> Path | None:
    """Move a bad file aside as <name>.bak (replacing an older .bak). Returns the new path, or None."""
    path = Path(path)
    bak = path.with_name(path.name + ".bak")
    try:
        os.replace(path, bak)
        return bak
    except OSError:
        return None
