"""The shipped font holds every character of every translated string (a missing one would show as a blank)."""
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FONT_DIR = ROOT / "assets" / "fonts"
REBUILD = "python tools/build_font.py"

ttLib = pytest.importorskip("fontTools.ttLib")


def catalogue_strings():
    for path in sorted((ROOT / "assets" / "i18n").glob("*/*.json")):
        for key, value in json.loads(path.read_text(encoding="utf-8")).items():
            yield path, key, value


@pytest.mark.parametrize("style", ["Regular", "Bold"])
def test_every_catalogue_character_is_in_the_font(style):
    cmap = ttLib.TTFont(FONT_DIR / f"TableTalesSans-{style}.otf", lazy=True).getBestCmap()
    missing: dict[str, dict[str, None]] = {}
    for path, key, value in catalogue_strings():
        for ch in value:
            if ch not in "\n\r\t" and ord(ch) not in cmap:
                missing.setdefault(ch, {})[f"{path.parent.name}/{path.name}:{key}"] = None
    report = "\n".join(f"  {ch!r} U+{ord(ch):04X} in {', '.join(list(where)[:3])}"
                       for ch, where in sorted(missing.items()))
    assert not missing, (f"{len(missing)} characters missing from TableTalesSans-{style}.otf:\n{report}\n"
                         f"Rebuild the font: {REBUILD}")


def test_font_has_latin_and_the_ui_symbols():
    cmap = ttLib.TTFont(FONT_DIR / "TableTalesSans-Regular.otf", lazy=True).getBestCmap()
    for ch in "AZaz09!?@€é→←↑↓×✓★♪•…–—“”‘’·，。「」":
        assert ord(ch) in cmap, ch


def test_font_is_renamed_and_licence_ships_beside_it():
    font = ttLib.TTFont(FONT_DIR / "TableTalesSans-Bold.otf", lazy=True)
    assert font["name"].getDebugName(1) == "Table Tales Sans"
    assert "Noto" not in font["name"].getDebugName(4)
    licence = (FONT_DIR / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence
    assert "Adobe" in licence and "DISCLAIMER" in licence


def test_font_is_small_enough_to_ship():
    for style in ("Regular", "Bold"):
        assert (FONT_DIR / f"TableTalesSans-{style}.otf").stat().st_size < 1_000_000


def _build_font_module():
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import build_font
    finally:
        sys.path.remove(str(ROOT / "tools"))
    return build_font


def test_character_list_takes_every_catalogue_and_skips_control_characters(tmp_path):
    bf = _build_font_module()
    (tmp_path / "xx").mkdir()
    (tmp_path / "xx" / "a.json").write_text(json.dumps({"k": "鼠笛\n"}), encoding="utf-8")
    (tmp_path / "yy").mkdir()
    (tmp_path / "yy" / "b.json").write_text(json.dumps({"k": "魔豆"}), encoding="utf-8")
    wanted = {chr(c) for c in bf.wanted_characters(tmp_path)}
    assert set("鼠笛魔豆") <= wanted
    assert "A" in wanted and "→" in wanted and "\n" not in wanted
    assert bf.wanted_characters(tmp_path) == sorted(bf.wanted_characters(tmp_path))


@pytest.mark.skipif(not Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc").exists(),
                    reason="fonts-noto-cjk not installed")
def test_build_is_deterministic_and_check_reports_missing(tmp_path):
    bf = _build_font_module()
    chars = [ord(c) for c in "Ab林"]
    a, b = tmp_path / "a.otf", tmp_path / "b.otf"
    bf.build_face("Regular", chars, a)
    bf.build_face("Regular", chars, b)
    assert a.read_bytes() == b.read_bytes()
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "x.json").write_text(json.dumps({"k": "Ab林森"}), encoding="utf-8")
    assert bf.missing_characters(a, tmp_path) == ["森"]
