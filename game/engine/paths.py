"""Where things are: read-only assets (source tree or PyInstaller bundle) and the user's data folder."""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path


def resource_root() -> Path:
    """The folder holding assets/ and levels/: the bundle's _MEIPASS when frozen, else the source tree."""
    if getattr(sys, "frozen", False) and hasattr(sys, "_MEIPASS"):
        return Path(sys._MEIPASS)
    return Path(__file__).resolve().parents[2]


class MissingAsset(FileNotFoundError):
    """An asset file the game needs is not there. The message names the file."""


def asset(*parts: str) -> Path:
    """Path of an asset under assets/; raises MissingAsset naming the file if it does not exist."""
    p = resource_root().joinpath("assets", *parts)
    if not p.exists():
        raise MissingAsset(f"missing asset file: {p}")
    return p


def level(*parts: str) -> Path:
    p = resource_root().joinpath("levels", *parts)
    if not p.exists():
        raise MissingAsset(f"missing level file: {p}")
    return p


def preferred_data_dir() -> Path:
    """Where settings, saves and logs belong: %APPDATA%, ~/Library/Application Support or $XDG_DATA_HOME
    (~/.local/share). TABLE_TALES_HOME overrides it (tests and tools point it at a temp folder)."""
    override = os.environ.get("TABLE_TALES_HOME")
    if override:
        return Path(override)
    if sys.platform.startswith("win"):
        return Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming") / "TableTales"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "TableTales"
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / "table-tales"


# problems with the data folder, as (i18n_key, kwargs): the app shows them as notices
notices: list[tuple[str, dict]] = []
_verdicts: dict[Path, Path] = {}  # preferred folder -> the folder actually used (itself, or a temp stand-in)


def user_data_dir() -> Path:
    """The folder for settings, saves and logs. Never raises: a preferred folder that is a file, cannot be
    created or cannot be written is replaced (for this run) by a temporary folder, with a notice that settings
    and saves will not be kept."""
    try:
        preferred = preferred_data_dir()
    except Exception as exc:  # no home folder at all (HOME unset on a locked-down account)
        preferred, problem = Path("<no home folder>"), f"no home folder ({exc})"
    else:
        if preferred in _verdicts:
            return _verdicts[preferred]
        problem = _unusable(preferred)
    if problem is None:
        _verdicts[preferred] = preferred
        return preferred
    stand_in = Path(tempfile.mkdtemp(prefix="table-tales-"))
    _verdicts[preferred] = stand_in
    print(f"table-tales: the data folder {preferred} cannot be used ({problem}); "
          f"using {stand_in} for this run: settings and saves will not be kept", file=sys.stderr)
    notices.append(("app.notice.data_folder_temporary", {"folder": str(preferred)}))
    return stand_in


def data_folder_is_temporary() -> bool:
    return any(used != preferred for preferred, used in _verdicts.items())


def _unusable(folder: Path) -> str | None:
    """Why `folder` cannot hold our files, or None: it must be (or become) a folder we can write in."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        return "it is a file, not a folder"
    except (OSError, ValueError) as exc:
        return f"cannot create it: {getattr(exc, 'strerror', None) or exc}"
    probe = folder / f".write-test-{os.getpid()}"
    try:
        with open(probe, "wb") as fh:
            fh.write(b"ok")
        probe.unlink()
    except OSError as exc:
        return f"cannot write in it: {exc.strerror or exc}"
    return None
