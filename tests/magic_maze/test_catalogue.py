"""Every reason the rules can give, every scenario and every option has English and Chinese text."""
import json
import re
from pathlib import Path

from game.games.magic_maze.bench import OPTIONS
from game.games.magic_maze.scenarios import ACTIONS, SCENARIOS

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "game" / "games" / "magic_maze" / "rules.py"


def catalogue(lang):
    return json.loads((ROOT / "assets" / "i18n" / lang / "magic_maze.json").read_text(encoding="utf-8"))


def test_every_illegal_action_reason_is_translated():
    text = RULES.read_text(encoding="utf-8")
    names = set(re.findall(r'err\("([a-z_]+)"\)', text))
    names |= {f"not_your_{w}" for w in ("direction", "portal", "escalator", "explore")}
    for lang in ("en", "zh-TW"):
        cat = catalogue(lang)
        missing = sorted(n for n in names if f"magic_maze.err.{n}" not in cat)
        assert not missing, (lang, missing)
    assert len(names) > 30


def test_scenarios_actions_heroes_and_options_are_translated():
    for lang in ("en", "zh-TW"):
        cat = catalogue(lang)
        for n in SCENARIOS:
            assert f"magic_maze.scenario.{n}.title" in cat and f"magic_maze.scenario.{n}.rule" in cat
        for a in ACTIONS:
            assert f"magic_maze.action.{a}" in cat
        for h in ("orange", "yellow", "purple", "green"):
            assert f"magic_maze.hero.{h}" in cat
        for o in OPTIONS:
            assert f"opt.magic_maze.{o.id}" in cat
            for c in o.choices:
                assert f"opt.magic_maze.{o.id}.{c}" in cat, (lang, o.id, c)
        assert "rules.magic_maze" in cat
