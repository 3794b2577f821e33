"""The one autosave slot behind "Continue". Games save after every action (atomic write: a crash or a power
cut loses at most the action in progress). A damaged save is moved aside as `.bak`, a notice is queued,
and the title simply offers no Continue. Nothing here imports pygame."""
from __future__ import annotations

import logging
import time
from pathlib import Path

from game.core.jsonio import BadJsonFile, atomic_write_json, keep_as_bak, read_json
from game.core.setup import GameSetup
from game.engine import paths

log = logging.getLogger(__name__)

FILE_NAME = "continue.json"
FORMAT = 1
MAX_SAVE_BYTES = 16 * 1024 * 1024


class SaveStore:
    """`save(setup, state_json, extra=None)`, `load() -> (GameSetup, state_json, extra) | None`, `clear()`,
    `has_continue()`, `game_id()`. Problems are queued in `notices` as `(i18n_key, kwargs)`."""

    def __init__(self, folder: str | Path | None = None):
        self.folder = Path(folder) if folder is not None else paths.user_data_dir()
        self.path = self.folder / FILE_NAME
        self.notices: list[tuple[str, dict]] = []
        self._save_failed_reported = False

    def save(self, setup: GameSetup, state_json: dict, extra=None) -> bool:
        data = {
            "format": FORMAT,
            "game": setup.game,
            "saved_at": time.time(),  # shown as "saved 5 minutes ago"; never read by rules
            "setup": setup.to_json(),
            "state": state_json,
            "extra": extra,
        }
        try:
            atomic_write_json(self.path, data)
        except OSError as exc:
            log.error("cannot write save %s: %s", self.path, exc)
            if not self._save_failed_reported:  # every action saves: say it once, not fifty times
                self.notices.append(("app.notice.save_failed", {}))
                self._save_failed_reported = True
            return False
        self._save_failed_reported = False
        return True

    def _read(self) -> dict | None:
        try:
            data = read_json(self.path, max_bytes=MAX_SAVE_BYTES)
        except BadJsonFile as exc:
            self._set_aside(exc.reason)
            return None
        if data is None:
            return None
        problem = _check(data)
        if problem:
            self._set_aside(problem)
            return None
        return data

    def load(self):
        data = self._read()
        if data is None:
            return None
        try:
            setup = GameSetup.from_json(data["setup"])
        except (KeyError, TypeError, ValueError) as exc:
            self._set_aside(f"bad set-up ({exc})")
            return None
        return setup, data["state"], data.get("extra")

    def has_continue(self) -> bool:
        return self.path.exists() and self._read() is not None

    def game_id(self) -> str | None:
        data = self._read()
        return data["game"] if data else None

    def saved_at(self) -> float | None:
        data = self._read()
        return float(data.get("saved_at") or 0) if data else None

    def clear(self) -> None:
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            log.error("cannot delete save %s: %s", self.path, exc)

    def _set_aside(self, reason: str) -> None:
        bak = keep_as_bak(self.path)
        log.warning("save %s unusable (%s): kept as %s", self.path, reason, bak)
        self.notices.append(("app.notice.save_damaged", {"file": bak.name if bak else self.path.name}))


def _check(data) -> str | None:
    """Why this is not a save we can continue, or None."""
    if not isinstance(data, dict):
        return "not a JSON object"
    if data.get("format") != FORMAT:
        return f"unknown format {data.get('format')!r}"
    if not isinstance(data.get("game"), str):
        return "no game id"
    if not isinstance(data.get("setup"), dict) or not isinstance(data.get("state"), dict):
        return "set-up or state missing"
    return None
