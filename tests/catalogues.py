"""The translation catalogues as the coverage tests see them: which file belongs to which game, and which games
the shipped font subset was built for (assets/fonts/games.txt, written by tools/build_font.py)."""
from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FONT_DIR = ROOT / "assets" / "fonts"


def shipped_games() -> list[str]:
    return [line.strip() for line in (FONT_DIR / "games.txt").read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]


def game_of(path: Path, ids) -> str | None:
    """The game a catalogue file belongs to (<id>.json, <id>_<part>.json), or None for the engine's files."""
    return next((i for i in ids if re.fullmatch(rf"{re.escape(i)}(_\w+)?\.json", path.name)), None)


def catalogue_strings(games=None):
    """(path, key, value) of every catalogue of the engine, and of the games in `games` (None: every game)."""
    from game.games import registry

    ids = sorted(set(registry().ids()) | set(shipped_games()), key=len, reverse=True)  # "nim_x" before "nim"
    for path in sorted((ROOT / "assets" / "i18n").glob("*/*.json")):
        game = game_of(path, ids)
        if games is not None and game is not None and game not in games:
            continue
        for key, value in json.loads(path.read_text(encoding="utf-8")).items():
            yield path, key, value
