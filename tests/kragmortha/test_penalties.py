"""The 24 penalties as data (penalties.py is the one place the handicap engine reads), and per penalty: a
breakable one breaks through BreakPenalty (drawing another), an unbreakable one refuses it."""
from collections import Counter

import pytest

from game.core.actions import IllegalAction
from game.games.kragmortha import penalties as P
from tests.kragmortha.helpers import E, R, hold, make, play

BREAKABLE = {"mouse_only", "keyboard_only", "hold_space", "quick_goblin", "boo", "ouch", "echo", "statue",
             "rhythm", "goblin_song"}
HANDICAP_KINDS = {"one_hand", "held_key", "swap_buttons", "double_click", "hover_reveal", "decision_time",
                  "act_delay", "rules_only", "hover_commits", "mirror", "upside_down", "spotlight", "blur",
                  "greyscale", "face_down", "reflex", "freeze", "rhythm"}


def test_twenty_four_penalties_six_per_corner_symbol():
    assert len(P.PENALTIES) == 24 and [p["id"] for p in P.PENALTIES] == list(range(24))
    assert Counter(p["symbol"] for p in P.PENALTIES) == {"book": 6, "scroll": 6, "potion": 6, "gems": 6}
    assert {p["kind"] for p in P.PENALTIES if p["symbol"] == "book"} == {"hands"}
    assert {p["kind"] for p in P.PENALTIES if p["symbol"] == "scroll"} == {"time"}
    assert {p["kind"] for p in P.PENALTIES if p["symbol"] == "potion"} == {"sight"}
    assert {p["kind"] for p in P.PENALTIES if p["symbol"] == "gems"} == {"reflex"}
    assert len(P.BY_KEY) == 24


def test_the_spec_says_which_can_be_broken():
    assert {p["key"] for p in P.PENALTIES if p["breakable"]} == BREAKABLE


def test_every_handicap_is_a_kind_plus_parameters():
    for p in P.PENALTIES:
        h = p["handicap"]
        assert h["kind"] in HANDICAP_KINDS, p["key"]
        assert p["when"] in ("own_turn", "others_turns", "always")
        if h["kind"] == "reflex":
            assert h["window"] == 2.0 and h["trigger"] in ("LordMoved", "GoblinPushed", "PenaltyDrawn",
                                                           "SpellbookTaken")
    assert P.handicap(P.BY_KEY["quick_goblin"])["seconds"] == 8.0
    assert P.handicap(P.BY_KEY["hourglass"])["seconds"] == 15.0
    assert P.handicap(P.BY_KEY["slow_goblin"])["seconds"] == 3.0
    assert P.handicap(P.BY_KEY["rhythm"])["taps"] == 3
    assert {P.rules_effect(p["id"]) for p in P.PENALTIES} == {None, "late_draw", "one_step", "time_up"}


def test_handicap_returns_a_copy():
    P.handicap(0)["device"] = "changed"
    assert P.handicap(0)["device"] == "pointer"


@pytest.mark.parametrize("pid", range(24), ids=lambda i: P.PENALTIES[i]["key"])
def test_each_penalty_breaks_or_holds(pid):
    st = make(players=3)
    hold(st, 1, [pid])
    if P.breakable(pid):
        ev = play(st, E.BreakPenalty(1, pid))
        assert ev[0] == E.PenaltyBroken(1, pid) and isinstance(ev[-1], E.PenaltyDrawn)
        assert st.held[1][0] == [pid, True] and len(st.held[1]) == 2
        assert P.symbol(st.held[1][1][0]) != P.symbol(pid)
    else:
        with pytest.raises(IllegalAction, match="penalty_unbreakable"):
            R.apply(st, E.BreakPenalty(1, pid))
        assert st.held[1] == [[pid, False]]


def test_a_broken_rules_penalty_no_longer_applies():
    st = make()
    hold(st, 0, [P.BY_KEY["snail"]], broken=True)
    assert not R.holds_rule(st, 0, "one_step")
