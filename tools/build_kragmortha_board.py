"""Build game/games/kragmortha/board.json from the Tiled map levels/kragmortha/library.tmx (after editing the
map in Tiled, run this; a test fails until the JSON matches the map).

    python tools/build_kragmortha_board.py [--tmx PATH] [--out PATH]"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.games.kragmortha.board import BOARD_JSON, BoardError  # noqa: E402
from game.games.kragmortha.mapbuild import TMX, build  # noqa: E402


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--tmx", default=str(TMX))
    ap.add_argument("--out", default=str(BOARD_JSON))
    args = ap.parse_args(argv)
    try:
        build(args.tmx, args.out)
    except BoardError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
