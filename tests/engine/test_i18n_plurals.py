"""Counts through the translation layer: `tr(key, n=...)` picks the plural form ("1 move left", "2 moves left"),
in both languages, for every counted string of every catalogue; no English catalogue keeps a bare "{n} moves"."""
import json
import re
from pathlib import Path

import pytest

from game.engine import i18n
from game.engine.i18n import LANGUAGES, tr, tr_live

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "assets" / "i18n"
FORM = re.compile(r"^(.*)\.(one|other)$")


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def raw(lang):
    out = {}
    for path in sorted((I18N / lang).glob("*.json")):
        out.update(json.loads(path.read_text(encoding="utf-8")))
    return out


def counted_keys():
    """Every key that has plural forms (the part before .one / .other), from every catalogue of every language."""
    keys = set()
    for lang in LANGUAGES:
        for key in raw(lang):
            m = FORM.match(key)
            if m:
                keys.add(m.group(1))
    return sorted(keys)


def test_the_catalogues_have_counted_strings_and_the_known_ones_are_among_them():
    keys = counted_keys()
    assert {"baba_yaga.ui.moves_left", "baba_yaga.ui.ranking", "common.points", "common.player_count"} <= set(keys)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_counted_string_has_both_forms_in_every_language(lang):
    cat = raw(lang)
    for key in counted_keys():
        assert f"{key}.one" in cat and f"{key}.other" in cat, (lang, key)
        assert "{n}" in cat[f"{key}.one"] and "{n}" in cat[f"{key}.other"], (lang, key)
        assert key not in cat, f"{key} is both a plain string and plural forms ({lang})"


def test_english_singular_and_plural_agree_for_0_1_2():
    i18n.set_language("en")
    cat = raw("en")
    for key in counted_keys():
        assert cat[f"{key}.one"] != cat[f"{key}.other"], f"{key}: English needs a singular"
        params = {f: "Mia" for f in re.findall(r"{(\w+)}", cat[f"{key}.other"]) if f != "n"}
        zero, one, two = (tr(key, n=n, **params) for n in (0, 1, 2))
        assert one == cat[f"{key}.one"].format(n=1, **params), key
        assert zero == cat[f"{key}.other"].format(n=0, **params), key
        assert two == cat[f"{key}.other"].format(n=2, **params), key
        # "1 moves" / "2 move" never appear: the noun after the count agrees with it
        assert not re.search(r"\b1 [a-z]+s\b", one), one
        assert re.search(r"\b[02] [a-z]+s\b", zero + " " + two), (zero, two)


def test_chinese_renders_every_counted_string_with_its_number():
    i18n.set_language("zh-TW")
    cat = raw("zh-TW")
    for key in counted_keys():
        params = {f: "小美" for f in re.findall(r"{(\w+)}", cat[f"{key}.other"]) if f != "n"}
        for n in (0, 1, 2):
            text = tr(key, n=n, **params)
            assert str(n) in text and "{" not in text and key not in text, (key, text)
            assert re.search(r"[\u4e00-\u9fff]", text), text  # Chinese words, not an English fallback
        # one form in Chinese: the count changes only the number
        assert tr(key, n=1, **params).replace("1", "2") == tr(key, n=2, **params)


def test_no_english_catalogue_counts_a_plural_noun_without_forms():
    """A new "{n} rats" added as one plain string would read "1 rats": it must come as .one / .other."""
    bare = re.compile(r"\{(?:n|count)\} ([a-z]+s)\b")
    verbs = {"was", "is", "has"}  # "Gamepad {n} was unplugged": a name, not a count
    offenders = [(k, v) for k, v in raw("en").items()
                 if set(bare.findall(v)) - verbs and not FORM.match(k)]
    assert offenders == []


def test_a_key_without_forms_still_takes_n_as_a_placeholder():
    i18n.set_language("en")
    assert tr("common.player_n", n=3) == "Player 3"
    assert tr("common.player_n", n=1) == "Player 1"


def test_forms_fall_back_to_english_then_to_the_key(monkeypatch):
    i18n.set_language("zh-TW")
    zh = dict(i18n.catalogue("zh-TW"))
    zh.pop("baba_yaga.ui.moves_left.one")
    zh.pop("baba_yaga.ui.moves_left.other")
    monkeypatch.setitem(i18n._catalogues, "zh-TW", zh)
    assert tr("baba_yaga.ui.moves_left", n=1) == "1 move left"
    assert tr("no.such.counted.key", n=2) == "no.such.counted.key"


def test_a_counted_key_asked_for_without_its_count_shows_the_plural_form_not_the_key():
    i18n.set_language("en")
    assert tr("common.points") == "{n} points"  # placeholders left as they are, never "common.points"
    i18n.set_language("zh-TW")
    assert tr("baba_yaga.ui.moves_left") == "還剩 {n} 步"


def test_non_numbers_and_booleans_do_not_pick_a_form():
    i18n.set_language("en")
    assert i18n._plural_text("common.points", True) is None
    assert i18n._plural_text("common.points", "1") is None
    assert tr("common.points", n=2.5) == "2.5 points"


def test_has_knows_counted_keys():
    assert i18n.has("baba_yaga.ui.moves_left", "en") and i18n.has("baba_yaga.ui.moves_left", "zh-TW")
    assert not i18n.has("baba_yaga.ui.moves_left.few", "en")


def test_plural_rules_per_language():
    assert [i18n.plural_category(n, "en") for n in (0, 1, 2, 21)] == ["other", "one", "other", "other"]
    assert {i18n.plural_category(n, "zh-TW") for n in (0, 1, 2)} == {"other"}


def test_live_text_keeps_its_count_across_a_language_switch():
    i18n.set_language("en")
    text = tr_live("baba_yaga.ui.moves_left", n=1)
    assert text == "1 move left"
    i18n.set_language("zh-TW")
    assert text.again() == "還剩 1 步"
