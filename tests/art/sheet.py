"""Contact sheets of a game's SVG art, for looking at it (not a test):

    python tests/art/sheet.py magic_maze /tmp/magic_maze_sheet.png [cell_px]

Every SVG in assets/images/<game>/ is drawn into a grid cell (aspect kept) on a grey and a dark checker, with
its file name under it, so shapes, colours and transparency can be judged at a glance."""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def sheet(game: str, out: str, cell: int = 160, pattern: str = "*.svg") -> int:
    pygame.init()
    files = sorted((ROOT / "assets" / "images" / game).glob(pattern))
    cols = max(1, min(10, int(len(files) ** 0.5 * 1.4) + 1))
    rows = (len(files) + cols - 1) // cols
    pad = 18
    img = pygame.Surface((cols * cell, rows * (cell + pad)))
    img.fill((70, 72, 80))
    font = pygame.font.Font(None, 16)
    for i, f in enumerate(files):
        x, y = (i % cols) * cell, (i // cols) * (cell + pad)
        for k in range(0, cell, 16):  # checker behind, to show transparency
            for m in range(0, cell, 16):
                if (k + m) // 16 % 2:
                    img.fill((90, 92, 100), (x + k, y + m, 16, 16))
        probe = pygame.image.load(str(f))
        w, h = probe.get_size()
        s = (cell - 8) / max(w, h)
        pic = pygame.image.load_sized_svg(str(f), (max(1, round(w * s)), max(1, round(h * s))))
        img.blit(pic, (x + (cell - pic.get_width()) // 2, y + (cell - pic.get_height()) // 2))
        img.blit(font.render(f.stem[:24], True, (240, 240, 240)), (x + 3, y + cell + 2))
    pygame.image.save(img, out)
    return len(files)


if __name__ == "__main__":
    n = sheet(sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 160,
              sys.argv[4] if len(sys.argv) > 4 else "*.svg")
    print(f"{n} pictures -> {sys.argv[2]}")
