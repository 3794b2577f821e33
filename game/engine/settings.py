"""Player settings: one JSON file in the user's data folder, written atomically on every change.

A damaged file (corrupt, empty, not an object, absurdly large) never stops the game: the defaults are used,
the bad file is kept as `settings.json.bak`, and a one-line notice is queued for the app to show. A single
wrongly typed value (volume "loud", language 42) falls back to that value's default and the others are kept.
Nothing here imports pygame."""
from __future__ import annotations

import copy
import logging
import math
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.jsonio import BadJsonFile, atomic_write_json, keep_as_bak, read_json
from game.engine import paths

log = logging.getLogger(__name__)

FILE_NAME = "settings.json"
MAX_SETTINGS_BYTES = 256 * 1024  # real settings are a few KB; anything bigger is damage, not preferences
LANGUAGES = ("en", "zh-TW")


def _volume(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"volume must be a number, not {value!r}")
    try:
        number = float(value)
    except OverflowError:  # an int too big for a float (10**4000)
        raise ValueError("volume is out of range") from None
    if not math.isfinite(number):
        raise ValueError(f"volume is {number}")
    return min(1.0, max(0.0, number))  # out of range is a slip, not damage: clamp


def _one_of(choices: tuple) -> Callable[[Any], Any]:
    def check(value: Any) -> Any:
        if value not in choices or not isinstance(value, str):
            raise ValueError(f"{value!r} is not one of {choices}")
        return value
    return check


def _boolean(value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"{value!r} is not true/false")
    return value


_SEAT_TEXT = ("name", "colour", "kind", "difficulty", "device")
MAX_REMEMBERED_SEATS = 8


def _setup_entry_ok(entry: dict) -> bool:
    """A remembered set-up the set-up screen can start from: seats are objects whose known fields are short
    texts, options an object, the seed an int (a hand-edited file may hold anything)."""
    seats = entry.get("seats", [])
    if not isinstance(seats, list) or len(seats) > MAX_REMEMBERED_SEATS:
        return False
    for seat in seats:
        if not isinstance(seat, dict):
            return False
        if any(k in seat and not (isinstance(seat[k], str) and len(seat[k]) <= 200) for k in _SEAT_TEXT):
            return False
    seed = entry.get("seed", 1)
    return (isinstance(entry.get("options", {}), dict) and isinstance(entry.get("game", ""), str)
            and isinstance(seed, int) and not isinstance(seed, bool))


def _setups(value: Any) -> dict:
    if not isinstance(value, dict) or not all(isinstance(k, str) and isinstance(v, dict)
                                              for k, v in value.items()):
        raise ValueError("last_setup must map game ids to set-up objects")
    good = {k: v for k, v in value.items() if _setup_entry_ok(v)}
    if len(good) != len(value):  # a damaged game's entry is forgotten; the others are kept
        log.warning("remembered set-ups dropped: %s", ", ".join(sorted(set(value) - set(good))))
    return good


def _phones_room(value: Any) -> dict:
    """The phones' last room link and port (engine/remote), so the phones of a saved game find it again."""
    if not isinstance(value, dict) or set(value) - {"token", "port"}:
        raise ValueError("phones_room must be {token, port}")
    token, port = value.get("token"), value.get("port")
    if token is not None and not (isinstance(token, str) and 22 <= len(token) <= 64 and token.replace("-", "")
                                  .replace("_", "").isalnum()):
        raise ValueError("bad room token")
    if port is not None and not (isinstance(port, int) and not isinstance(port, bool) and 1024 <= port <= 65535):
        raise ValueError("bad port")
    return dict(value)


@dataclass(frozen=True)
class Key:
    default: Any
    check: Callable[[Any], Any]  # returns the cleaned value or raises ValueError


KEYS: dict[str, Key] = {
    "language": Key("en", _one_of(LANGUAGES)),
    "fullscreen": Key(True, _boolean),
    "master_volume": Key(0.8, _volume),
    "music_volume": Key(0.6, _volume),
    "effects_volume": Key(0.8, _volume),
    "last_setup": Key({}, _setups),
    "phones": Key(False, _boolean),  # the set-up screen's Phones switch starts this way
    "phones_room": Key({}, _phones_room),
}


def register_key(name: str, default: Any, check: Callable[[Any], Any]) -> None:
    """Other parts may add their own settings (validated the same way)."""
    KEYS[name] = Key(default, check)


def register_game_settings(games) -> None:
    """Every game's own settings (`GameInfo.settings` of each game in `games`, the app's registry), validated
    like the others; the engine itself names no game."""
    for info in games:
        for setting in info.settings:
            if setting.key not in KEYS:
                register_key(setting.key, setting.default, _one_of(setting.choices))


class Settings:
    """`get(key)`, `set(key, value)` (saved at once), `subscribe(fn(key, value))`.

    `notices` holds translated-key tuples `(i18n_key, kwargs)` describing problems met while loading; the app
    shows them as notices (Settings does not know about the screen)."""

    def __init__(self, path: str | Path | None = None, games=()):
        """`games`: the registry whose games' own settings are known keys (see register_game_settings)."""
        register_game_settings(games)
        self.path = Path(path) if path is not None else paths.user_data_dir() / FILE_NAME
        self.notices: list[tuple[str, dict]] = []
        self._values: dict[str, Any] = {}
        self._listeners: list[Callable[[str, Any], None]] = []
        self.first_run = not self.path.exists()
        self._load()

    # reading -------------------------------------------------------------------------------------
    def _load(self) -> None:
        try:
            data = read_json(self.path, max_bytes=MAX_SETTINGS_BYTES)
        except BadJsonFile as exc:
            self._reset_damaged(exc.reason)
            return
        if data is None:
            return
        if not isinstance(data, dict):
            self._reset_damaged(f"not a JSON object ({type(data).__name__})")
            return
        bad = []
        for key, value in data.items():
            spec = KEYS.get(key)
            if spec is None:
                self._values[key] = value  # a newer version's key: keep it, untouched
                continue
            try:
                self._values[key] = spec.check(value)
            except Exception as exc:  # a check that fails in any way means a bad value, never a crash
                log.warning("setting %s in %s is invalid (%s): using the default", key, self.path, exc)
                bad.append(key)
        if bad:
            self.notices.append(("app.notice.settings_value", {"keys": ", ".join(bad)}))
            self._save()  # write the repaired file so the notice is shown once

    def _reset_damaged(self, reason: str) -> None:
        bak = keep_as_bak(self.path)
        log.warning("settings file %s unusable (%s): defaults used, old file kept as %s", self.path, reason, bak)
        self._values = {}
        self.notices.append(("app.notice.settings_reset", {"file": bak.name if bak else self.path.name}))

    def get(self, key: str) -> Any:
        if key in self._values:
            value = self._values[key]
        elif key in KEYS:
            value = KEYS[key].default
        else:
            raise KeyError(f"unknown setting {key!r}")
        # hand out copies of mutable values so callers cannot change settings without set()
        return copy.deepcopy(value) if isinstance(value, (dict, list)) else value

    def as_dict(self) -> dict:
        out = {k: spec.default for k, spec in KEYS.items()}
        out.update(self._values)
        return copy.deepcopy(out)

    # writing -------------------------------------------------------------------------------------
    def set(self, key: str, value: Any) -> None:
        """Validate, store and save at once. An invalid value raises ValueError / TypeError (a bug)."""
        spec = KEYS.get(key)
        if spec is None:
            raise KeyError(f"unknown setting {key!r} (register_key it first)")
        value = spec.check(value)
        if self._values.get(key, spec.default) == value and key in self._values:
            return
        self._values[key] = copy.deepcopy(value)
        self._save()
        for fn in list(self._listeners):
            fn(key, value)

    def subscribe(self, fn: Callable[[str, Any], None]) -> None:
        self._listeners.append(fn)

    def _save(self) -> bool:
        try:
            atomic_write_json(self.path, self._values)
            return True
        except OSError as exc:  # read-only folder, disk full: keep playing, say so once
            log.error("cannot save settings to %s: %s", self.path, exc)
            self.notices.append(("app.notice.settings_save_failed", {}))
            return False
