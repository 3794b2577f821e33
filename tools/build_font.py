"""Build the game's font: a subset of Noto Sans CJK TC (Debian's fonts-noto-cjk) holding exactly the characters
the game can show — printable ASCII, Latin-1, a few symbols, and every character of every translation catalogue.

    python tools/build_font.py          # rebuild assets/fonts/TableTalesSans-{Regular,Bold}.otf + OFL.txt
                                        # and assets/fonts/games.txt (the games whose strings it holds)
    python tools/build_font.py --check  # exit 1 (listing them) if a catalogue character is missing

Run it again whenever a catalogue (assets/i18n/*/*.json) gains a new character; the output is deterministic
(same inputs -> same bytes), so an unchanged character set gives no git diff.

The subset is renamed "Table Tales Sans" (a modified OFL font should not keep the original's name, and "Noto"
is a trademark); the copyright notice and the licence travel with it in assets/fonts/OFL.txt.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FONT_DIR = ROOT / "assets" / "fonts"
I18N_DIR = ROOT / "assets" / "i18n"
NOTO_DIR = Path("/usr/share/fonts/opentype/noto")
TC_FACE = 3  # in NotoSansCJK-*.ttc: 0 JP, 1 KR, 2 SC, 3 TC, 4 HK
FACES = {"Regular": "NotoSansCJK-Regular.ttc", "Bold": "NotoSansCJK-Bold.ttc"}
LICENCE_SOURCES = (Path("/usr/share/doc/fonts-noto-cjk/LICENSE"), Path("/usr/share/doc/fonts-noto-cjk/copyright"))
FAMILY = "Table Tales Sans"
REBUILD = "python tools/build_font.py"

# Shown by the game outside the catalogues: arrows for controls, marks, quotes, dashes, CJK punctuation that
# a translator may reach for next, digits in full width, and the replacement character.
SYMBOLS = (
    "→←↑↓×✓✗★☆♪♫•…–—“”‘’·°±÷§¶©®™€£¥"
    "，。、！？：；「」『』（）《》〈〉【】～　﹏＋－＝％＃＆＊／＜＞"
    "０１２３４５６７８９"
    "⌫⏎↵⇧␣▲▼◀▶●○■□◆◇♥♦♣♠"
)
# Measured: SDL_ttf applies kerning (Latin text 3 % tighter, "AV", "To" look right) and the kern feature costs
# ~6 KB; every default feature together (palt, liga, locl, ccmp...) doubles the file and SDL_ttf uses none of them.
LAYOUT_FEATURES = ["kern"]
GAMES_FILE = FONT_DIR / "games.txt"  # the game folders whose catalogues the shipped subset was built from


def game_ids(games_dir: Path = ROOT / "game" / "games") -> list[str]:
    """The game folders (a folder with an info.py), by name."""
    return sorted(p.parent.name for p in games_dir.glob("*/info.py"))


def write_games_file(ids: list[str], path: Path = GAMES_FILE) -> None:
    path.write_text("# the games whose catalogue strings the font subset holds (written by tools/build_font.py)\n"
                    + "".join(f"{i}\n" for i in ids), encoding="utf-8")


def read_games_file(path: Path = GAMES_FILE) -> list[str]:
    if not path.exists():
        return []
    return [line.strip() for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]


def catalogue_text(i18n_dir: Path = I18N_DIR) -> str:
    """Every character of every key-value string in every catalogue of every language, in file order."""
    parts: list[str] = []
    for path in sorted(i18n_dir.glob("*/*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for value in data.values():
            parts.append(str(value))
    return "".join(parts)


def wanted_characters(i18n_dir: Path = I18N_DIR) -> list[int]:
    """Sorted code points the font must hold (control characters and line breaks excluded)."""
    chars = {chr(c) for c in range(0x20, 0x7F)}
    chars |= {chr(c) for c in range(0xA0, 0x100)}
    chars |= set(SYMBOLS)
    chars |= set(catalogue_text(i18n_dir))
    return sorted(ord(c) for c in chars if c.isprintable() or c in ("\u3000", "\u00a0"))


def _rename(font, style: str) -> None:
    """New family name (OFL reserved names); keep the copyright (0), licence (13, 14) and designer credits."""
    name = font["name"]
    ps_name = f"TableTalesSans-{style}"
    full = FAMILY if style == "Regular" else f"{FAMILY} {style}"
    keep = {0, 7, 8, 9, 10, 11, 12, 13, 14}
    name.names = [n for n in name.names if n.nameID in keep]
    for name_id, text in ((1, FAMILY), (2, style), (3, f"{ps_name};subset of Noto Sans CJK TC 2.004"),
                          (4, full), (5, "Version 2.004; subset for Table Tales"), (6, ps_name)):
        name.setName(text, name_id, 3, 1, 0x409)
        name.setName(text, name_id, 1, 0, 0)
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [ps_name]
        top = cff.topDictIndex[0]
        for attr in ("FullName", "FamilyName"):
            if hasattr(top, attr):
                setattr(top, attr, full if attr == "FullName" else FAMILY)


def build_face(style: str, unicodes: list[int], out: Path, noto_dir: Path = NOTO_DIR) -> int:
    from fontTools import subset
    from fontTools.ttLib import TTFont

    src = noto_dir / FACES[style]
    if not src.exists():
        sys.exit(f"{src} not found: install Debian's fonts-noto-cjk (apt-get install fonts-noto-cjk)")
    font = TTFont(src, fontNumber=TC_FACE, recalcTimestamp=False, lazy=False)
    options = subset.Options()
    options.layout_features = LAYOUT_FEATURES
    options.hinting = False
    options.desubroutinize = False
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.drop_tables += ["VORG", "vhea", "vmtx", "BASE"]  # no vertical text in the game
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)
    _rename(font, style)
    # Fixed timestamps: same characters -> same bytes, so a rebuild with no new character gives no diff.
    font["head"].created = font["head"].modified = 0x7C2B3A00  # the source font's era; any constant will do
    out.parent.mkdir(parents=True, exist_ok=True)
    font.save(out, reorderTables=True)
    return out.stat().st_size


def licence_text() -> str:
    """The SIL OFL 1.1 text from the Debian package, with the copyright notice of the font on top."""
    for path in LICENCE_SOURCES:
        if path.exists() and path.name == "LICENSE":
            return path.read_text(encoding="utf-8")
    text = LICENCE_SOURCES[1].read_text(encoding="utf-8")
    lines = text.splitlines()
    start = len(lines) - 1 - lines[::-1].index("License: SIL-1.1")  # the stand-alone licence paragraph
    body = []
    for line in lines[start + 1:]:
        if not line.startswith(" "):
            break
        line = line[1:]
        body.append("" if line == "." else line)
    header = [
        "Table Tales Sans is a subset of Noto Sans CJK TC, made by tools/build_font.py.",
        "",
        "Copyright © 2014-2021 Adobe (http://www.adobe.com/).  (the font's own copyright notice)",
        "Copyright 2010-2012, Google Corporation.  (Debian's fonts-noto-cjk copyright file)",
        "Noto is a trademark of Google Inc.",
        "",
        "This Font Software is licensed under the SIL Open Font License, Version 1.1.",
        "This license is copied below, and is also available with a FAQ at: https://openfontlicense.org",
        "",
    ]
    return "\n".join(header + body).rstrip() + "\n"


def missing_characters(font_path: Path, i18n_dir: Path = I18N_DIR) -> list[str]:
    """Catalogue characters the built font does not map (line breaks and tabs excluded)."""
    from fontTools.ttLib import TTFont

    cmap = TTFont(font_path, lazy=True).getBestCmap()
    text = set(catalogue_text(i18n_dir))
    return sorted(c for c in text if c not in "\n\r\t" and ord(c) not in cmap)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check the shipped fonts against the catalogues")
    args = parser.parse_args(argv)
    if args.check:
        bad = 0
        for style in FACES:
            missing = missing_characters(FONT_DIR / f"TableTalesSans-{style}.otf")
            if missing:
                bad = 1
                print(f"{style}: {len(missing)} missing: {''.join(missing)}  -> run {REBUILD}")
        return bad
    unicodes = wanted_characters()
    print(f"{len(unicodes)} characters")
    for style in FACES:
        t0 = time.perf_counter()
        size = build_face(style, unicodes, FONT_DIR / f"TableTalesSans-{style}.otf")
        print(f"TableTalesSans-{style}.otf: {size / 1024:.0f} KB in {time.perf_counter() - t0:.1f} s")
    (FONT_DIR / "OFL.txt").write_text(licence_text(), encoding="utf-8")
    write_games_file(game_ids())
    return 0


if __name__ == "__main__":
    sys.exit(main())
