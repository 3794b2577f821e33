"""Where things are: read-only assets (source tree or PyInstaller bundle) and the user's data folder."""
from __future__ import annotations

import os
import sys
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


def user_data_dir() -> Path:
    """Settings, saves and logs: %APPDATA%, ~/Library/Application Support or $XDG_DATA_HOME (~/.local/share).
    TABLE_TALES_HOME overrides it (tests point it at a temp folder)."""
    override = os.environ.get("TABLE_TALES_HOME")
    if override:
        base = Path(override)
    elif sys.platform.startswith("win"):
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming") / "TableTales"
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support" / "TableTales"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / "table-tales"
    base.mkdir(parents=True, exist_ok=True)
    return base
