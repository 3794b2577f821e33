"""Every key exists in both languages with the same {placeholders}; catalogues are valid and not empty."""
import json
import string
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "assets" / "i18n"
LANGS = ("en", "zh-TW")


def load(lang):
    """key -> (file name, text) over every catalogue file of a language."""
    merged = {}
    for path in sorted((I18N / lang).glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        assert isinstance(data, dict), f"{path} must hold one flat JSON object"
        for key, value in data.items():
            merged[key] = (path.name, value)
    return merged


def placeholders(text):
    return sorted({field for _, field, _, _ in string.Formatter().parse(text) if field is not None})


def test_every_key_is_in_both_languages():
    en, zh = load("en"), load("zh-TW")
    only_en = sorted(f"{en[k][0]}: {k}" for k in en.keys() - zh.keys())
    only_zh = sorted(f"{zh[k][0]}: {k}" for k in zh.keys() - en.keys())
    assert not only_en, "keys missing in zh-TW:\n  " + "\n  ".join(only_en)
    assert not only_zh, "keys missing in en:\n  " + "\n  ".join(only_zh)


def test_placeholders_match_between_languages():
    en, zh = load("en"), load("zh-TW")
    bad = [f"{en[k][0]}: {k}: en {placeholders(en[k][1])} vs zh-TW {placeholders(zh[k][1])}"
           for k in sorted(en.keys() & zh.keys()) if placeholders(en[k][1]) != placeholders(zh[k][1])]
    assert not bad, "placeholders differ:\n  " + "\n  ".join(bad)


def test_strings_are_non_empty_text_and_format_cleanly():
    for lang in LANGS:
        for key, (name, text) in load(lang).items():
            assert isinstance(text, str) and text.strip(), f"{lang}/{name}: {key} is empty or not text"
            fields = {f: "x" for f in placeholders(text)}
            text.format(**fields)  # raises on a stray brace


def test_no_key_is_defined_in_two_files():
    for lang in LANGS:
        seen = {}
        for path in sorted((I18N / lang).glob("*.json")):
            for key in json.loads(path.read_text(encoding="utf-8")):
                assert key not in seen, f"{lang}: {key} in both {seen[key]} and {path.name}"
                seen[key] = path.name


def test_same_catalogue_files_in_both_languages():
    names = [sorted(p.name for p in (I18N / lang).glob("*.json")) for lang in LANGS]
    assert names[0] == names[1]


def test_common_words_present():
    en = load("en")
    for key in ("common.ok", "common.back", "common.settings", "common.quit", "common.pass_to",
                "common.turn_of", "common.wins", "common.coming_soon"):
        assert key in en
    assert "{name}" in en["common.pass_to"][1]


def test_chinese_catalogue_is_really_chinese():
    zh = load("zh-TW")
    cjk = [k for k, (_, v) in zh.items() if any("\u4e00" <= c <= "\u9fff" for c in v)]
    assert len(cjk) >= 0.8 * len(zh)
