"""Build step for levels whose .tmx maps feed pure rules as JSON: `python tools/build_levels.py [game ...]`
(all games without one). Rules modules never import pytmx, which imports pygame; they read the JSON this writes.
A game's builder module offers `write_json() -> Path` and raises a ValueError naming the file and cell of a
broken map."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

BUILDERS = {"magic_maze": "game.games.magic_maze.tiles_build", "kragmortha": "game.games.kragmortha.mapbuild"}


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    games = argv or list(BUILDERS)
    import importlib
    for game in games:
        if game not in BUILDERS:
            print(f"no level build step for {game!r}; known: {', '.join(BUILDERS)}", file=sys.stderr)
            return 2
        mod = importlib.import_module(BUILDERS[game])
        try:
            out = mod.write_json()
        except ValueError as exc:  # a broken map: its message names the file and cell
            print(f"{game}: {exc}", file=sys.stderr)
            return 1
        print(f"{game}: wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
