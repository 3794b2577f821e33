"""The log file: small and rotating, in the user's data folder next to settings and saves. A windowed build
has no console, so this file (named on the crash screen) is where errors go."""
from __future__ import annotations

import logging
import logging.handlers
import sys
from pathlib import Path

from game.engine import paths

FILE_NAME = "table_tales.log"
MAX_BYTES = 256 * 1024
BACKUPS = 2
FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"

_handlers: list[logging.Handler] = []  # the ones we added, so a second set-up replaces rather than doubles
_log_path: Path | None = None


def setup_logging(folder: str | Path | None = None, console: bool = True, level: int = logging.INFO) -> Path:
    """Log INFO and above to `<folder>/table_tales.log` (and WARNING and above to stderr when there is one).
    Returns the log file path. Never raises: an unwritable folder means console-only logging."""
    global _log_path
    root = logging.getLogger()
    for h in _handlers:
        root.removeHandler(h)
        h.close()
    _handlers.clear()
    path = Path(folder) / FILE_NAME if folder is not None else paths.user_data_dir() / FILE_NAME
    try:
        fh = logging.handlers.RotatingFileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS,
                                                  encoding="utf-8")
        fh.setFormatter(logging.Formatter(FORMAT))
        fh.setLevel(level)
        _handlers.append(fh)
    except OSError as exc:
        print(f"table-tales: cannot write log file {path}: {exc}", file=sys.stderr)
    if console and sys.stderr is not None:  # PyInstaller windowed builds have no stderr
        sh = logging.StreamHandler(sys.stderr)
        sh.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
        sh.setLevel(logging.WARNING)
        _handlers.append(sh)
    for h in _handlers:
        root.addHandler(h)
    if root.level > level or root.level == logging.NOTSET:
        root.setLevel(level)
    _log_path = path
    return path


def log_path() -> Path:
    """The current log file (where it would be, if logging was not set up yet)."""
    return _log_path or paths.user_data_dir() / FILE_NAME
