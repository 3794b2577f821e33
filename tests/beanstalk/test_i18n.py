"""Every reason an IllegalAction can give, and every power and face, has English and zh-TW text."""
import json
import re
from pathlib import Path

import pytest

from game.games.beanstalk import cards as C
from game.games.beanstalk import dice as D

ROOT = Path(__file__).resolve().parents[2]
SRC = ROOT / "game" / "games" / "beanstalk"


def _catalogue(lang):
    return json.loads((ROOT / "assets" / "i18n" / lang / "beanstalk.json").read_text(encoding="utf-8"))


def _reasons():
    rules = (SRC / "rules.py").read_text(encoding="utf-8")
    stalk = (SRC / "stalk.py").read_text(encoding="utf-8")
    keys = set(re.findall(r'"([a-z_]+)" if', rules)) | set(re.findall(r'ERR \+ "([a-z_]+)"', rules))
    keys |= set(re.findall(r'else "([a-z_]+)"', rules))
    keys |= set(re.findall(r'return "([a-z_]+)"', stalk))
    return keys


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_every_reason_power_and_face_has_text(lang):
    cat = _catalogue(lang)
    reasons = _reasons()
    assert len(reasons) > 20
    missing = [r for r in reasons if f"beanstalk.err.{r}" not in cat]
    missing += [p for p in C.NUMBERS if f"beanstalk.power.{p}" not in cat]
    missing += [f for f in set(D.FACES) if f"beanstalk.face.{f}" not in cat]
    assert not missing, missing


def test_both_languages_have_the_same_keys():
    assert set(_catalogue("en")) == set(_catalogue("zh-TW"))
