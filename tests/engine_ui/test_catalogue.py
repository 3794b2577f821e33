"""menus.json: complete in both languages, placeholders agree, and every key the menus use exists."""
import json
import re
import string
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SOURCES = [ROOT / "game/engine/curtain.py", *sorted((ROOT / "game/engine/menus").glob("*.py")),
           *sorted((ROOT / "game/engine/widgets").glob("*.py"))]


def load(lang):
    return json.loads((ROOT / "assets/i18n" / lang / "menus.json").read_text(encoding="utf-8"))


def fields(s):
    return {f for _, f, _, _ in string.Formatter().parse(s) if f}


def test_both_languages_have_the_same_keys_and_placeholders():
    en, zh = load("en"), load("zh-TW")
    assert set(en) == set(zh)
    for key in en:
        assert en[key].strip() and zh[key].strip(), key
        assert fields(en[key]) == fields(zh[key]), key


def test_chinese_strings_are_translated():
    en, zh = load("en"), load("zh-TW")
    same = {k for k in en if en[k] == zh[k]}
    # only names of keys and symbols stay as they are
    assert same <= {"setup.device.kb_left", "setup.device.none", "settings.language.en", "settings.language.zh-TW"}
    cjk = re.compile(r"[\u4e00-\u9fff]")
    assert sum(bool(cjk.search(v)) for v in zh.values()) >= len(zh) - 3


def test_every_literal_key_used_by_the_menus_exists():
    """In any English catalogue file (the menus', the game night's, the walkthrough's ...); a counted key by its
    forms (key.one / key.other)."""
    en = {}
    for path in sorted((ROOT / "assets/i18n/en").glob("*.json")):
        en.update(json.loads(path.read_text(encoding="utf-8")))
    used = set()
    for path in SOURCES:
        used |= set(re.findall(r"""(?:tr|lazy_tr)\(\s*["']([a-z_.]+)["']""", path.read_text(encoding="utf-8")))
    assert used, "no keys found: the pattern is broken"
    missing = sorted(k for k in used if k not in en and f"{k}.other" not in en)
    assert missing == []


def test_formatted_keys_exist_for_every_value():
    en = load("en")
    for kind in ("human", "easy", "normal", "hard"):
        assert f"setup.kind.{kind}" in en
    for device in ("mouse", "kb_left", "kb_right", "kb_numpad", "pad"):
        assert f"setup.device.{device}" in en
    for key in ("master_volume", "music_volume", "effects_volume"):
        assert f"settings.{key}" in en


def test_every_game_setting_and_option_is_labelled_in_both_languages():
    """The settings screen and the set-up screen label a game's settings and options from its own catalogue."""
    from game import games

    for lang in ("en", "zh-TW"):
        for info in games.available():
            cat = json.loads((ROOT / "assets/i18n" / lang / f"{info.id}.json").read_text(encoding="utf-8"))
            for setting in info.settings:
                keys = [info.setting_key(setting)] + [info.setting_key(setting, c) for c in setting.choices]
                assert [k for k in keys if k not in cat] == [], lang
            for option in info.options:
                assert info.option_key(option) in cat, (lang, option.id)
