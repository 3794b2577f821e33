"""Every string the game shows is in both catalogues; every picture exists, loads, and differs."""
import json
import re
from pathlib import Path

import pygame
import pytest

from game.games.baba_yaga import data as D
from game.games.baba_yaga.artwork.build import all_svgs

ROOT = Path(__file__).resolve().parents[2]
IMAGES = ROOT / "assets" / "images" / "baba_yaga"


def catalogue(lang):
    return json.loads((ROOT / "assets" / "i18n" / lang / "baba_yaga.json").read_text(encoding="utf-8"))


def test_both_catalogues_have_the_same_keys_and_no_empty_text():
    en, zh = catalogue("en"), catalogue("zh-TW")
    assert en.keys() == zh.keys()
    assert all(v.strip() for v in list(en.values()) + list(zh.values()))
    for key in en:
        assert set(re.findall(r"{(\w+)}", en[key])) == set(re.findall(r"{(\w+)}", zh[key])), key


def test_every_error_key_raised_by_the_rules_is_translated():
    src = (ROOT / "game" / "games" / "baba_yaga" / "rules.py").read_text(encoding="utf-8")
    used = set(re.findall(r'err\("(\w+)"\)', src))
    assert len(used) >= 15
    en = catalogue("en")
    assert {f"baba_yaga.err.{k}" for k in used} <= en.keys()


def test_elements_hints_effects_and_rules_are_translated():
    en = catalogue("en")
    for el in D.ELEMENTS:
        assert f"baba_yaga.element.{el}" in en and f"baba_yaga.hint.{D.HINTS[el]}" in en
    for eff in D.EFFECTS:
        assert f"baba_yaga.effect.{eff}" in en and f"baba_yaga.effect.{eff}.help" in en
    assert len(en["rules.baba_yaga"].split("\n\n")) >= 6
    assert len(catalogue("zh-TW")["rules.baba_yaga"].split("\n\n")) == len(en["rules.baba_yaga"].split("\n\n"))


def test_the_svg_files_are_the_generated_ones():
    generated = all_svgs()
    for name, text in generated.items():
        assert (IMAGES / name).read_text(encoding="utf-8") == text, f"{name}: run artwork.build"


@pytest.mark.parametrize("name", [f"element_{e}.svg" for e in D.ELEMENTS] + [f"hint_{h}.svg" for h in D.HINTS.values()]
                         + ["path.svg", "path_extra.svg", "house.svg", "witch.svg", "card_front.svg", "card_back.svg"])
def test_every_picture_renders(name):
    img = pygame.image.load_sized_svg(str(IMAGES / name), (96, 96))
    w, h = img.get_size()
    assert max(w, h) == 96  # sized to fit, aspect kept (cards are portrait)
    colours = {img.get_at((x, y))[:3] for x in range(0, w, 6) for y in range(0, h, 6)}
    assert len(colours) > 8  # a real picture, not a flat block


def test_the_sixteen_element_pictures_are_distinct_at_a_glance():
    thumbs = []
    for el in D.ELEMENTS:
        img = pygame.image.load_sized_svg(str(IMAGES / f"element_{el}.svg"), (24, 24))
        thumbs.append(bytes(pygame.image.tobytes(img, "RGB")))
    assert len(set(thumbs)) == 16
