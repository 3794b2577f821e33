"""Write every Baba Yaga picture to assets/images/baba_yaga/ and a contact sheet to look at.

    python -m game.games.baba_yaga.artwork.build [--sheet /tmp/baba_sheet.png]

Files: element_<name>.svg (orange tile), pic_<name>.svg (the bare picture, for spell cards),
hint_<hint>.svg (green forest side), path.svg, path_extra.svg, house.svg, witch.svg, card_front.svg,
card_back.svg, effect_<effect>.svg."""
from __future__ import annotations

import argparse
import os
from pathlib import Path

from game.games.baba_yaga import data as D
from game.games.baba_yaga.artwork import common
from game.games.baba_yaga.artwork.elements import PICTURES
from game.games.baba_yaga.artwork.hints import HINT_PICTURES
from game.games.baba_yaga.artwork.pieces import PIECES

OUT_DIR = Path(__file__).resolve().parents[4] / "assets" / "images" / "baba_yaga"


def all_svgs() -> dict[str, str]:
    files: dict[str, str] = {}
    for name in D.ELEMENTS:
        pic, defs = PICTURES[name]()
        files[f"element_{name}.svg"] = common.element_tile(pic, defs)
        files[f"pic_{name}.svg"] = common.standalone(pic, defs)
    for name in D.ELEMENTS:
        hint = D.HINTS[name]
        pic, defs = HINT_PICTURES[hint]()
        files[f"hint_{hint}.svg"] = common.forest_tile(pic, defs)
    for fname, fn in PIECES.items():
        files[fname] = fn()
    return files


def write_all(out_dir: Path = OUT_DIR) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name, text in all_svgs().items():
        p = out_dir / name
        p.write_text(text, encoding="utf-8")
        written.append(p)
    return written


def contact_sheet(files: list[Path], dest: str, cell: int = 200, cols: int = 8) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    pygame.init()
    rows = (len(files) + cols - 1) // cols
    sheet = pygame.Surface((cols * cell, rows * cell))
    sheet.fill((70, 60, 80))
    for i, p in enumerate(sorted(files)):
        img = pygame.image.load(str(p))
        w, h = img.get_size()
        scale = (cell - 12) / max(w, h)
        img = pygame.image.load_sized_svg(str(p), (round(w * scale), round(h * scale)))
        x = (i % cols) * cell + (cell - img.get_width()) // 2
        y = (i // cols) * cell + (cell - img.get_height()) // 2
        sheet.blit(img, (x, y))
    pygame.image.save(sheet, dest)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sheet", default="")
    ap.add_argument("--only", default="", help="substring filter for the contact sheet")
    args = ap.parse_args(argv)
    files = write_all()
    print(f"wrote {len(files)} files to {OUT_DIR}")
    if args.sheet:
        chosen = [f for f in files if args.only in f.name]
        contact_sheet(chosen, args.sheet)
        print("sheet:", args.sheet)


if __name__ == "__main__":
    main()
