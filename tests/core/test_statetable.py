"""Phase changes go through one checked call of the state table."""
import re
from pathlib import Path

import pytest

from game.core.statetable import IllegalTransition, Phase, StateTable

ROOT = Path(__file__).resolve().parents[2]
TABLE = StateTable(Phase("deal", "Deal", next=("play",)), Phase("play", "Play", next=("play", "over")),
                   Phase("over", "The end"))


class _S:
    pass


def test_start_goto_and_an_illegal_transition():
    s = _S()
    TABLE.start(s)
    assert s.phase == "deal" and TABLE.initial == "deal"
    TABLE.goto(s, "play")
    TABLE.goto(s, "play")
    with pytest.raises(IllegalTransition):
        TABLE.goto(s, "deal")  # not in play's `next`
    assert s.phase == "play", "a refused transition changes nothing"
    TABLE.goto(s, "over")
    with pytest.raises(AssertionError):  # IllegalTransition is an AssertionError: a bug, not a player's slip
        TABLE.goto(s, "play")


def test_restore_accepts_only_known_phases():
    s = _S()
    TABLE.restore(s, "over")
    assert s.phase == "over"
    for bad in ("nowhere", None, 3):
        with pytest.raises(ValueError):
            TABLE.restore(s, bad)


@pytest.mark.parametrize("game", ["pied_piper", "baba_yaga"])
def test_the_games_own_tables_refuse_an_illegal_transition(game):
    import importlib

    rules = importlib.import_module(f"game.games.{game}.rules")
    state = rules.new_game({"players": 3}, 1)
    first = state.phase
    with pytest.raises(IllegalTransition):
        rules.FLOW.goto(state, "over" if "over" not in rules.FLOW[first].next else first)
    assert state.phase == first


def test_no_rules_module_assigns_a_phase_directly():
    """Only game/core/statetable.py writes `.phase`; every rules.py goes through FLOW.goto/start/restore."""
    write = re.compile(r"\.phase\s*=(?!=)|setattr\([^)]*[\"']phase[\"']")
    found = []
    for path in sorted((ROOT / "game/games").glob("*/rules.py")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if write.search(line):
                found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert len(list((ROOT / "game/games").glob("*/rules.py"))) >= 2
    assert found == []
