"""Every string the game shows exists in English and Traditional Chinese, including every IllegalAction reason."""
import json
import re
from pathlib import Path

from game.games.pied_piper import cards as C
from tests.pied_piper.test_bots import INFO

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "game" / "games" / "pied_piper"


def catalogue(lang):
    return json.loads((ROOT / "assets" / "i18n" / lang / "pied_piper.json").read_text(encoding="utf-8"))


def test_both_catalogues_have_the_same_non_empty_keys():
    en, zh = catalogue("en"), catalogue("zh-TW")
    assert set(en) == set(zh)
    assert all(v.strip() for v in list(en.values()) + list(zh.values()))


def test_every_illegal_action_reason_is_translated():
    src = (GAME / "rules.py").read_text(encoding="utf-8")
    keys = {"pied_piper.err." + k for k in re.findall(r'ERR \+ "(\w+)"', src)}
    keys |= {"pied_piper.err." + k for k in re.findall(r'"(choose_order)" if', src)}
    keys |= {"pied_piper.err." + k for k in re.findall(r'else "(play_a_card)"', src)}
    assert len(keys) >= 10
    for lang in ("en", "zh-TW"):
        assert keys <= set(catalogue(lang)), keys - set(catalogue(lang))


def test_every_i18n_key_used_in_the_game_folder_exists():
    used = set()
    for path in GAME.glob("*.py"):
        used |= set(re.findall(r'tr\(\s*["\'](pied_piper\.[\w.]+|rules\.pied_piper)["\']', path.read_text("utf-8")))
    en = catalogue("en")
    assert used <= set(en), used - set(en)


def test_card_figure_and_option_names_exist():
    en = catalogue("en")
    for kind in C.KINDS:
        assert f"pied_piper.kind.{kind}" in en and f"pied_piper.kind.{kind}.help" in en
    for f in C.FIGURES:
        assert f"pied_piper.figure.{f}" in en
    for opt in INFO.options:
        assert f"opt.pied_piper.{opt.id}" in en
        for choice in opt.choices:
            assert f"opt.pied_piper.{opt.id}.{choice}" in en


def test_rules_text_has_paragraphs_in_both_languages():
    for lang in ("en", "zh-TW"):
        assert len(catalogue(lang)["rules.pied_piper"].split("\n\n")) >= 6
