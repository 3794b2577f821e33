"""The shipped font holds every character of the engine's strings and of the shipped games' strings (a missing
one would need the fallback font). The shipped games are those the subset was built for (assets/fonts/games.txt,
written by tools/build_font.py); a game added since is drawn with the fallback until the font is rebuilt, and
the test for it names the command. Strings under "phone." are drawn by the phone's own browser, not with this
font: they are left out, and a test keeps them off the TV."""
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FONT_DIR = ROOT / "assets" / "fonts"
REBUILD = "python tools/build_font.py (needs Debian's fonts-noto-cjk)"

ttLib = pytest.importorskip("fontTools.ttLib")

from tests.catalogues import catalogue_strings, game_of, shipped_games  # noqa: E402

PHONE_ONLY = "phone."  # catalogue keys shown only on the phone page (its browser's fonts draw them)


def missing_from(style: str, strings) -> dict[str, dict[str, None]]:
    cmap = ttLib.TTFont(FONT_DIR / f"TableTalesSans-{style}.otf", lazy=True).getBestCmap()
    missing: dict[str, dict[str, None]] = {}
    for path, key, value in strings:
        if key.startswith(PHONE_ONLY):
            continue
        for ch in value:
            if ch not in "\n\r\t" and ord(ch) not in cmap:
                missing.setdefault(ch, {})[f"{path.parent.name}/{path.name}:{key}"] = None
    return missing


def report(missing) -> str:
    return "\n".join(f"  {ch!r} U+{ord(ch):04X} in {', '.join(list(where)[:3])}"
                     for ch, where in sorted(missing.items()))


@pytest.mark.parametrize("style", ["Regular", "Bold"])
def test_every_shipped_catalogue_character_is_in_the_font(style):
    missing = missing_from(style, catalogue_strings(shipped_games()))
    assert not missing, (f"{len(missing)} characters missing from TableTalesSans-{style}.otf:\n{report(missing)}\n"
                         f"Rebuild the font: {REBUILD}")


def test_the_shipped_games_are_the_real_ones():
    assert {"baba_yaga", "magic_maze", "beanstalk", "kragmortha", "pied_piper"} <= set(shipped_games())


def test_a_game_added_since_the_font_was_built_is_named_with_the_rebuild_command():
    """Not a failure (its strings are drawn with the fallback font), but said: what to run to ship it."""
    from game.games import registry

    new = [g for g in registry().ids() if g not in shipped_games()]
    missing = missing_from("Regular", [s for s in catalogue_strings(new) if game_of(s[0], new)])
    if missing:
        pytest.skip(f"{', '.join(new)}: {len(missing)} characters outside the font subset (drawn with the fallback "
                    f"font until you run {REBUILD}):\n{report(missing)}")
    assert not missing


def test_a_catalogue_file_belongs_to_its_game_by_whole_name():
    ids = ["nim", "pied_piper"]
    assert game_of(Path("nim.json"), ids) == "nim" and game_of(Path("nim_log.json"), ids) == "nim"
    assert game_of(Path("animation.json"), ids) is None and game_of(Path("nimble.json"), ids) is None
    assert game_of(Path("pied_piper_log.json"), ids) == "pied_piper" and game_of(Path("menus.json"), ids) is None


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


def test_phone_only_strings_are_never_drawn_on_the_tv():
    """The phone screens (game/games/*/phone.py, game/engine/remote) alone name "phone." keys; anything the TV
    draws must not, or it could miss a character of the font subset."""
    import re

    pattern = re.compile(r"""["']phone\.[a-z_]""")
    offenders = [str(p.relative_to(ROOT)) for p in (ROOT / "game").rglob("*.py")
                 if p.name != "phone.py" and "remote" not in p.parts and pattern.search(p.read_text(encoding="utf-8"))]
    assert offenders == []
