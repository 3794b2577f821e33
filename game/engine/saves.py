"""The autosave slots behind "Continue": one slot per game (`continue-<game>.json`), so starting a new game of
one kind never throws away a game of another kind in progress. The title's Continue lists every good slot,
newest first (`saved_games()`), and opens the one chosen (`load(game_id)`); a game's set-up screen offers its own
slot. Games save after every action (atomic write: a crash or a power cut loses at most the action in
progress). During play the file is written behind the frame (`save(..., wait=False)`): the state is encoded at
once, a writer thread does the disk work (the fsyncs can take tens of milliseconds), and every other method
waits for it first, as does the end of the program (the writer is not a daemon thread).

A save is checked in depth before it is offered: its outer shape, its set-up (the same game as the save, a seat
count the game allows), its rules version, and the game's own invariants (`game/games/<id>/validate.py`, see
`save_check`). A save that fails is set aside ONCE — renamed, never deleted — with a notice, and never offered
again:
  <slot>.bak, <slot>.N.bak damaged or invalid: never overwritten
  <slot>.newer[-N].bak     written by a newer version of the game: never overwritten
  <slot>.old-rules[-N].bak written under older rules that this version cannot continue
  <slot>.crashed[-N].bak   the game continued from it crashed before it saved again (no crash loop)
  <slot>.stalled[-N].bak   the game continued from it made no progress for minutes and the family set it aside
Nothing here imports pygame."""
from __future__ import annotations

import logging
import os
import re
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from game.core.jsonio import BadJsonFile, atomic_write_json, atomic_write_text, dumps_file, read_json
from game.core.setup import GameSetup, SeatConfig
from game.engine import paths, save_check

log = logging.getLogger(__name__)

FILE_NAME = "continue.json"  # the single slot of earlier versions: still read, as its game's slot
SLOT_PREFIX = "continue-"
FORMAT = 1
MAX_SAVE_BYTES = 16 * 1024 * 1024
_GAME_ID = re.compile(r"^[a-z0-9_]{1,40}$")


@dataclass(frozen=True)
class SavedGame:
    """One game waiting in its slot, as the title's list shows it: which game, when it was saved (time.time()
    seconds; 0 when the save does not say) and who sits at the table."""
    game: str
    saved_at: float
    seats: tuple[SeatConfig, ...]


class SaveStore:
    """`save(setup, state_json, extra=None)`, `load(game_id=None) -> (GameSetup, state_json, extra) | None`,
    `clear()`, `has_continue()`, `game_id()`, `saved_at()`, `saved_games()`. Problems are
    queued in `notices` as `(i18n_key, kwargs)`."""

    def __init__(self, folder: str | Path | None, games):
        """`folder`: where the slots live (None: the user data folder); `games`: the registry saves are checked
        against (a game it lacks was saved by a newer version)."""
        self.games = games
        self.folder = Path(folder) if folder is not None else paths.user_data_dir()
        self.notices: list[tuple[str, dict]] = []
        self._save_failed_reported = False
        self._checked: dict[Path, tuple[tuple, dict | None]] = {}  # path -> (stat key, good data or None)
        self._current: Path | None = None  # the slot saved to or continued from in this session
        self.continued_at: float | None = None  # time.monotonic() of the last load()
        # the crash-loop guard: a game was continued from `_current` and has not saved since, so a crash now
        # is blamed on that save, however long the table took before the first new save point
        self.continued_unsaved = False
        self._set_aside_count = 0  # saves set aside so far (Continue then says which game it opens instead)
        self._newest_aside = 0.0  # the modification time of the most recent save set aside
        self.skip_games: set[str] = set()  # games whose own data is broken: their saves wait, untouched
        self._behind = _WriteBehind(self._write)

    # where -----------------------------------------------------------------------------------------------------
    def slot_path(self, game_id: str) -> Path:
        if not _GAME_ID.match(game_id):
            raise ValueError(f"not a game id: {game_id!r}")
        return self.folder / f"{SLOT_PREFIX}{game_id}.json"

    def _slots(self) -> list[Path]:
        try:
            found = [p for p in self.folder.iterdir() if p.name == FILE_NAME
                     or (p.name.startswith(SLOT_PREFIX) and p.name.endswith(".json"))]
        except OSError:
            return []
        return sorted(found)

    @property
    def path(self) -> Path:
        """The slot Continue would open (the session's own slot first), or the legacy name when none exists."""
        best = self._newest()
        if best is not None:
            return best[0]
        return self._current or self.folder / FILE_NAME

    # writing ---------------------------------------------------------------------------------------------------
    def save(self, setup: GameSetup, state_json: dict, extra=None, wait: bool = True) -> bool:
        """Write the game's slot. wait=False: encoded now, written by the writer thread (True: queued; a failed
        write is reported in `notices` as a waited one is)."""
        data = {
            "format": FORMAT,
            "game": setup.game,
            "rules_version": save_check.rules_version(self.games.find(setup.game)),
            "saved_at": time.time(),  # shown as "saved 5 minutes ago"; never read by rules
            "setup": setup.to_json(),
            "state": state_json,
            "extra": extra,
        }
        target = self.slot_path(setup.game)
        if not wait:  # encoded now: the state goes on changing while the writer writes
            self._behind.put(target, (target, dumps_file(data), setup.game))
            self._current = target
            self.continued_unsaved = False
            return True
        self.flush()
        if not self._write(target, data, setup.game):
            return False
        self._current = target
        self.continued_unsaved = False
        return True

    def flush(self) -> None:
        """Wait until every save written behind is on disk."""
        self._behind.flush()

    def _write(self, target: Path, data: dict | str, game_id: str) -> bool:
        """Write one slot (`data`: the save, or its JSON text already encoded)."""
        try:
            if isinstance(data, str):
                atomic_write_text(target, data)
            else:
                atomic_write_json(target, data)
        except OSError as exc:
            log.error("cannot write save %s: %s", target, exc)
            if not self._save_failed_reported:  # every action saves: say it once, not fifty times
                self.notices.append(("app.notice.save_failed", {}))
                self._save_failed_reported = True
            return False
        self._save_failed_reported = False
        legacy = self.folder / FILE_NAME
        if self._game_of(legacy) == game_id:  # the old single slot now lives on in the game's own slot
            self._remove(legacy)
        return True

    def clear(self) -> None:
        """Forget the game of this session (it ended): its slot only, other games' slots stay."""
        self.flush()
        self.continued_unsaved = False
        if self._current is None:
            best = self._newest()
            self._current = best[0] if best else None
        if self._current is not None:
            self._remove(self._current)

    def _remove(self, path: Path) -> None:
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            log.error("cannot delete save %s: %s", path, exc)
        self._checked.pop(path, None)

    # reading ---------------------------------------------------------------------------------------------------
    def _read(self, path: Path) -> dict | None:
        """The save in `path` if it can be continued; else None (a bad one is set aside, once)."""
        try:
            st = path.stat()
            key = (st.st_mtime_ns, st.st_size, st.st_ino)
        except OSError:
            self._checked.pop(path, None)
            return None
        cached = self._checked.get(path)
        if cached is not None and cached[0] == key:
            return cached[1]
        data = self._read_and_check(path)
        if data is not None:
            self._checked[path] = (key, data)
        return data

    def _read_and_check(self, path: Path) -> dict | None:
        try:
            data = read_json(path, max_bytes=MAX_SAVE_BYTES)
        except BadJsonFile as exc:
            self._set_aside(path, exc.reason)
            return None
        if data is None:
            if path.exists():  # the file holds JSON null: damaged, not absent
                self._set_aside(path, "not a JSON object")
            return None
        problem = _check(data)
        if problem:
            self._set_aside(path, problem)
            return None
        if data["game"] in self.skip_games:  # the game cannot run here now; its save is not to blame
            return None
        verdict = save_check.check(data, self.games)
        if verdict.kind == "ok":
            return data
        if verdict.kind == "newer":
            self._set_aside(path, verdict.reason, "newer", "app.notice.save_newer")
        elif verdict.kind == "old":
            self._set_aside(path, verdict.reason, "old-rules", "app.notice.save_old_rules")
        else:
            self._set_aside(path, verdict.reason)
        return None

    def _game_of(self, path: Path) -> str | None:
        data = self._read(path) if path.exists() else None
        return data["game"] if data else None

    def _newest(self) -> tuple[Path, dict] | None:
        """The slot Continue offers: this session's own if it is good, else the most recently saved good one."""
        self.flush()
        if self._current is not None:
            data = self._read(self._current)
            if data is not None:
                return self._current, data
        good = self._good()
        return good[0] if good else None

    def _good(self) -> list[tuple[Path, dict]]:
        """Every slot that can be continued, newest first (a bad one is set aside, once, with its notice)."""
        self.flush()
        aside_before = self._set_aside_count
        good = [(p, d) for p in self._slots() if (d := self._read(p)) is not None]
        good.sort(key=lambda pd: (_number(pd[1].get("saved_at")), pd[0].name), reverse=True)
        if good and self._set_aside_count != aside_before and self._newest_aside >= _mtime(good[0][0]):
            # the most recent save was just set aside: say which game Continue opens instead
            self.notices.append(("app.notice.continue_now", {"game_id": good[0][1]["game"]}))
        return good

    def _slot_of(self, game_id: str) -> tuple[Path, dict] | None:
        """The good save of one game: its own slot, or the old single slot when that one holds this game."""
        for path, data in self._good():
            if data["game"] == game_id:
                return path, data
        return None

    def saved_games(self) -> list[SavedGame]:
        """Every game that can be continued, newest first."""
        out = []
        for _path, data in self._good():
            setup = GameSetup.from_json(data["setup"])  # checked in _read: cannot fail here
            out.append(SavedGame(data["game"], _number(data.get("saved_at")), tuple(setup.seats)))
        return out


    def load(self, game_id: str | None = None):
        """The save Continue opens: this game's (`game_id`), or with none the newest (this session's first)."""
        best = self._newest() if game_id is None else self._slot_of(game_id)
        if best is None:
            return None
        path, data = best
        setup = GameSetup.from_json(data["setup"])  # checked in _read: cannot fail here
        self._current = path
        self.continued_at = time.monotonic()
        self.continued_unsaved = True
        return setup, data["state"], data.get("extra")

    def has_continue(self) -> bool:
        return self._newest() is not None

    def game_id(self) -> str | None:
        best = self._newest()
        return best[1]["game"] if best else None

    def saved_at(self) -> float | None:
        best = self._newest()
        return _number(best[1].get("saved_at")) if best else None

    # the crash-loop guard ----------------------------------------------------------------------------------------
    def continued_without_saving(self) -> bool:
        """True from Continue until the continued game's first new save point: a crash in that stretch, however
        late, comes from the state in the save, and Continue would only show it again."""
        return self.continued_unsaved

    def forget_continued(self) -> None:
        """The continued game was left (back to the title, or another game started): a later crash is not its."""
        self.continued_unsaved = False

    def set_aside_crashed(self) -> Path | None:
        """The continued game crashed before it saved again: keep its save out of Continue for good (renamed,
        not deleted)."""
        self.flush()
        self.continued_unsaved = False
        if self._current is None or not self._current.exists():
            return None
        bak = self._set_aside(self._current, "the game crashed right after Continue", "crashed", None)
        return bak

    def set_aside_stalled(self) -> Path | None:
        """The continued game never reached a new save point and the family chose to set its save aside."""
        self.flush()
        self.continued_unsaved = False
        if self._current is None or not self._current.exists():
            return None
        return self._set_aside(self._current, "no progress after Continue", "stalled", None)

    # setting aside ---------------------------------------------------------------------------------------------
    def _set_aside(self, path: Path, reason: str, tag: str | None = None,
                   notice: str | None = "app.notice.save_damaged") -> Path | None:
        self._newest_aside = max(self._newest_aside, _mtime(path))
        bak = _move_unique(path, tag)
        self._checked.pop(path, None)
        self._set_aside_count += 1
        if self._current == path:
            self._current = None
        log.warning("save %s unusable (%s): kept as %s", path, reason, bak)
        if notice:
            kw = {"file": bak.name if bak else path.name}
            game_id = _game_of_slot(path)
            if notice == "app.notice.save_damaged" and game_id is not None:  # name the game, not only the file
                notice, kw["game_id"] = "app.notice.save_damaged_game", game_id
            self.notices.append((notice, kw))
        return bak


class _WriteBehind:
    """One writer thread at a time, started when there is something to write and gone when there is not; the
    newest text per slot wins (an older one not yet written is skipped). Not a daemon: a program that ends
    waits for the last save."""

    def __init__(self, write):
        self._write = write
        self._cv = threading.Condition()
        self._pending: dict = {}  # slot path -> (path, text, game id)
        self._thread: threading.Thread | None = None

    def put(self, key, job) -> None:
        with self._cv:
            self._pending.pop(key, None)
            self._pending[key] = job
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="save-writer", daemon=False)
                self._thread.start()

    def _run(self) -> None:
        while True:
            with self._cv:
                if not self._pending:
                    self._thread = None
                    self._cv.notify_all()
                    return
                key = next(iter(self._pending))
                job = self._pending.pop(key)
            try:
                self._write(*job)
            except Exception:  # noqa: BLE001 - a failed save is logged; the writer goes on with the next
                log.exception("writing a save failed")

    def flush(self) -> None:
        if self._thread is threading.current_thread():
            return
        with self._cv:
            while self._thread is not None:
                self._cv.wait()


def _move_unique(path: Path, tag: str | None) -> Path | None:
    """Rename `path` to `<name>.<tag>.bak` (or `.<tag>-2.bak`, ...), or without a tag to `<name>.bak` (or
    `<name>.2.bak`, ...): never replaces an earlier one, so a good save kept aside is never lost."""
    for n in range(1, 1000):
        if tag is None:
            target = path.with_name(f"{path.name}{'' if n == 1 else f'.{n}'}.bak")
        else:
            target = path.with_name(f"{path.name}.{tag}{'' if n == 1 else f'-{n}'}.bak")
        if target.exists():
            continue
        try:
            os.rename(path, target)
            return target
        except OSError as exc:
            log.error("cannot set aside %s: %s", path, exc)
            return None
    return None


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def _game_of_slot(path: Path) -> str | None:
    """The game a slot file belongs to, by its name (continue-<game>.json), or None (the old single slot)."""
    name = path.name
    if name.startswith(SLOT_PREFIX) and name.endswith(".json"):
        game_id = name[len(SLOT_PREFIX):-len(".json")]
        return game_id if _GAME_ID.match(game_id) else None
    return None


def _number(value) -> float:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else 0.0


def _check(data) -> str | None:
    """Why this is not a save we can continue, going by its outer shape, or None."""
    if not isinstance(data, dict):
        return "not a JSON object"
    if data.get("format") != FORMAT:
        fmt = data.get("format")
        if isinstance(fmt, int) and not isinstance(fmt, bool) and fmt > FORMAT:
            return None  # a newer version's save: save_check sets it aside under its own name
        return f"unknown format {fmt!r}"
    if not isinstance(data.get("game"), str) or not _GAME_ID.match(data["game"]):
        return "no game id"
    if not isinstance(data.get("setup"), dict) or not isinstance(data.get("state"), dict):
        return "set-up or state missing"
    return None
