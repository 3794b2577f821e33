"""Start-up safety: what runs before the first frame must never be the thing that locks a family out.
Stale temp files of an interrupted save are swept away, and a start-up failure is reported on the console
and in the log by a handler that itself never raises. Nothing here imports pygame."""
from __future__ import annotations

import ctypes
import ctypes.util
import logging
import os
import sys
import time
from pathlib import Path

log = logging.getLogger(__name__)

STALE_SECONDS = 60.0  # a temp file this old is not a save in progress (another running copy, say)


INSTANCE_FILE = "instance.pid"  # the process id of the copy of Table Tales that uses this data folder


def another_copy_running(folder: str | Path) -> bool:
    """Whether another running copy of Table Tales may be writing in `folder` (its process id is in
    INSTANCE_FILE and that process is alive). Where that cannot be told (Windows), assume it may be."""
    try:
        pid = int((Path(folder) / INSTANCE_FILE).read_text(encoding="ascii").strip())
    except (OSError, ValueError):
        return False
    if pid == os.getpid():
        return False
    if os.name != "posix":
        return True
    try:
        os.kill(pid, 0)  # signal 0: only asks whether the process exists
    except ProcessLookupError:
        return False
    except OSError:  # it exists but belongs to someone else: not ours, but be careful
        return True
    return True


def prepare_data_folder(folder: str | Path) -> int:
    """At start: sweep what an interrupted save left (every stray temp file when no other copy is running,
    else only old ones), then note this process as the folder's user. Returns the temp files removed; never
    raises."""
    others = another_copy_running(folder)
    removed = clean_stale_temp_files(folder, all_of_them=not others)
    try:
        Path(folder).mkdir(parents=True, exist_ok=True)
        (Path(folder) / INSTANCE_FILE).write_text(str(os.getpid()), encoding="ascii")
    except OSError as exc:
        log.warning("cannot note this copy in %s: %s", folder, exc)
    return removed


def clean_stale_temp_files(folder: str | Path, now: float | None = None, all_of_them: bool = False) -> int:
    """Delete the `<name>.<random>.tmp` files an interrupted atomic write left in `folder` (a kill or a power
    cut between writing and renaming): those older than STALE_SECONDS, or every one with `all_of_them` (no
    other copy is running, so none is a save in progress). Returns how many were removed; never raises."""
    now = time.time() if now is None else now
    removed = 0
    try:
        candidates = list(Path(folder).glob("*.json.*.tmp"))
    except OSError:
        return 0
    for path in candidates:
        try:
            if path.is_file() and (all_of_them or now - path.stat().st_mtime >= STALE_SECONDS):
                path.unlink()
                removed += 1
        except OSError as exc:
            log.warning("cannot remove stale temp file %s: %s", path, exc)
    if removed:
        log.info("removed %d stale temp file(s) from %s", removed, folder)
    return removed


def check_game_data(infos) -> dict:
    """Each game's own data files (tiles, boards), checked once at start: game id -> GameDataError for every
    game whose data cannot be used (that game is then unavailable; its saves are left alone, not blamed).
    Each problem is logged naming the file; never raises."""
    from game.engine import save_check
    broken = {}
    for info in infos:
        game_id = info.id
        try:
            problem = save_check.data_problem(info)
        except Exception as exc:  # the check must never stop the start
            log.exception("checking the data of %s failed", game_id)
            from game.core.schema import GameDataError
            problem = GameDataError(f"game/games/{game_id}", type(exc).__name__)
        if problem is not None:
            log.error("game %s is unavailable: its data file %s cannot be used (%s)", game_id, problem.file,
                      problem.reason)
            broken[game_id] = problem
    return broken


M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter number
MMAP_THRESHOLD = 1024 * 1024  # allocations this big (full-screen and board surfaces) get their own mapping


def keep_native_memory_returnable() -> bool:
    """glibc only: big allocations (surfaces of 1 MB and more) always get their own memory mapping, so freeing
    them gives the memory back to the system. By default glibc raises that threshold after the first big free
    (up to 32 MB), and from then on a game's full-screen surfaces come from the heap, which keeps what it once
    held, so the process would grow with every game (`python -m game memory` shows it). Returns True if the
    policy was set; other allocators (Windows, macOS, musl) are left alone."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        mallopt = libc.mallopt  # AttributeError on a libc without it (musl)
        return mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD) == 1
    except (OSError, AttributeError):
        return False


def settle_heap() -> None:
    """A new screen has been built: collect, then freeze what survived (its pictures, caches, the rules tables)
    so the collector's full passes in play only walk what the game makes since (a full pass over a whole game's
    heap is long enough to drop a frame). Unfrozen first, so the cycles of the screen before are collected, not
    kept for ever."""
    import gc
    gc.unfreeze()
    gc.collect()
    gc.freeze()


def release_freed_memory() -> bool:
    """Between games (the screen is black under the fade): collect garbage, then on glibc hand the heap's free
    pages back to the system (malloc_trim). A finished game's many small and middle-sized surfaces and arrays
    leave holes that glibc otherwise keeps for ever, so an evening of games would only ever grow (`python -m
    game memory` shows it). Returns True if memory was trimmed."""
    import gc
    gc.unfreeze()  # what settle_heap froze for the last screen may be garbage now
    gc.collect()
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return bool(libc.malloc_trim(0))
    except (OSError, AttributeError):
        return False


def report_failure(what: str, exc: BaseException) -> None:
    """'Table Tales could not start: <one line>' and where the details are, on stderr and in the log. Every
    step is guarded: a broken log folder or a missing stderr (windowed builds) must not raise again."""
    try:
        log.error("%s", what, exc_info=exc)
    except Exception:
        pass
    summary = describe(exc)
    try:
        from game.engine import logs
        where = f"\nDetails: {logs.log_path()}"
    except Exception:
        where = ""
    try:
        if sys.stderr is not None:
            print(f"{what}: {summary}{where}", file=sys.stderr)
    except Exception:
        pass


def describe(exc: BaseException) -> str:
    """One line a person can read: 'MissingAsset: missing asset file: …/x.svg'."""
    try:
        text = str(exc).strip()
        first = text.splitlines()[0] if text else ""
        return f"{type(exc).__name__}: {first}" if first else type(exc).__name__
    except Exception:
        return type(exc).__name__
