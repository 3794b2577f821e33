"""JSON helpers shared by rules (state round-trips) and the engine (settings, saves): canonical dumps
for hashing/comparison, atomic writes, and reads that never crash on a bad file."""
from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path

MAX_JSON_BYTES = 4 * 1024 * 1024  # a settings or save file larger than this is treated as corrupt


def dumps_canonical(data) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def state_hash(data) -> str:
    """A short stable hash of JSON-able data (used to compare game states in tests and replays)."""
    return hashlib.sha256(dumps_canonical(data).encode("utf-8")).hexdigest()[:16]


def atomic_write_json(path: str | os.PathLike, data) -> None:
    """Write JSON to a temp file in the same folder, fsync, then rename over the target: a crash or power
    cut leaves either the old file or the new one, never half of one."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, ensure_ascii=False, indent=1, sort_keys=True)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


class BadJsonFile(Exception):
    """The file exists but cannot be used; `.reason` is a short English phrase for logs and notices."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


def read_json(path: str | os.PathLike, max_bytes: int = MAX_JSON_BYTES):
    """Read a JSON file. Returns None if it does not exist; raises BadJsonFile if it is empty, too big,
    unreadable or not valid JSON."""
    path = Path(path)
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise BadJsonFile(f"cannot read ({exc.strerror})") from exc
    if size == 0:
        raise BadJsonFile("empty file")
    if size > max_bytes:
        raise BadJsonFile(f"too large ({size} bytes)")
    try:
        with open(path, "r", encoding="utf-8") as fh:
            return json.load(fh)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise BadJsonFile(f"not valid JSON ({exc.__class__.__name__})") from exc
    except OSError as exc:
        raise BadJsonFile(f"cannot read ({exc.strerror})") from exc


def keep_as_bak(path: str | os.PathLike) -> Path | None:
    """Move a bad file aside as <name>.bak (replacing an older .bak). Returns the new path, or None."""
    path = Path(path)
    bak = path.with_name(path.name + ".bak")
    try:
        os.replace(path, bak)
        return bak
    except OSError:
        return None
