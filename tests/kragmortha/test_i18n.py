"""Every string the rules can hand to the screen has an English and a 繁體中文 translation: IllegalAction reasons,
phase prompts, penalties, spellbooks, tokens, colours, options, the tie-break explanations and the rules text."""
import json
from pathlib import Path

import pytest

from game.core.actions import IllegalAction
from game.core.rng import Rng
from game.games.kragmortha import cards as C
from game.games.kragmortha import penalties as P
from game.games.kragmortha import spellbooks as S
from game.games.kragmortha.bench import INFO
from tests.kragmortha.helpers import E, R

ROOT = Path(__file__).resolve().parents[2]


def catalogue(lang):
    return json.loads((ROOT / "assets" / "i18n" / lang / "kragmortha.json").read_text(encoding="utf-8"))


def needed_keys():
    keys = set(R.ERROR_KEYS)
    keys |= {f"kragmortha.phase.{p}" for p in R.FLOW.phases}
    for p in P.PENALTIES:
        keys |= {f"kragmortha.penalty.{p['key']}", f"kragmortha.penalty.{p['key']}.rule",
                 f"kragmortha.kind.{p['kind']}", f"kragmortha.symbol.{p['symbol']}"}
    for kind in S.KINDS:
        keys |= {f"kragmortha.book.{kind}", f"kragmortha.book.{kind}.rule"}
    keys |= {f"kragmortha.token.{t}" for t in C.TOKENS}
    keys |= {f"kragmortha.colour.{c}" for c in R.COLOURS}
    keys |= {f"kragmortha.tie.{t}" for t in ("penalties", "spellbooks", "magic", "shared")}
    keys |= {f"kragmortha.end.{r}" for r in ("penalties", "spellbooks")}
    keys |= {f"kragmortha.card.{t}" for t in (C.GOBLIN, C.LORD)} | {"kragmortha.symbol.ball", "rules.kragmortha"}
    for o in INFO.options:
        keys.add(f"opt.kragmortha.{o.id}")
        keys |= {f"opt.kragmortha.{o.id}.{c}" for c in o.choices}
    return keys


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_every_needed_key_is_translated(lang):
    missing = needed_keys() - catalogue(lang).keys()
    assert not missing, sorted(missing)


def test_every_refusal_met_in_play_is_a_known_key():
    """Throw wrong actions at random moments: every reason is one of ERROR_KEYS."""
    s = R.new_game({"players": 4}, 8)
    rng = Rng(8)
    wrong = [lambda: E.PlayCard(s.active, rng.randbelow(58)), lambda: E.Step(s.active, (rng.randbelow(11),
             rng.randbelow(7))), lambda: E.ChooseCell(s.active, (rng.randbelow(11), rng.randbelow(7))),
             lambda: E.Stop(s.active), lambda: E.Pass(s.active), lambda: E.RevealHand(s.active),
             lambda: E.UseSpellbook(s.active, rng.randbelow(18)), lambda: E.BreakPenalty(1, rng.randbelow(24)),
             lambda: E.TimeUp(s.active), lambda: E.PlaceGoblin((s.active + 1) % 4, (0, 0)),
             lambda: E.DiscardCard(s.active, 3), lambda: E.CurePenalty(s.active, 0)]
    seen = set()
    while R.result(s) is None:
        for make in wrong:
            a = make()
            if a in R.legal_actions(s, R.to_act(s)):
                continue
            try:
                R.apply(s, a)
            except IllegalAction as exc:
                assert str(exc) in R.ERROR_KEYS, str(exc)
                seen.add(str(exc))
        R.apply(s, rng.choice(R.legal_actions(s, R.to_act(s))))
    assert len(seen) >= 8
