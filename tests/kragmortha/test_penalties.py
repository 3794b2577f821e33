"""The 24 penalties as data (penalties.py is the one place the handicap engine reads), and per penalty: a
breakable one breaks through BreakPenalty (drawing another), an unbreakable one refuses it."""
from collections import Counter

import pytest

from game.core.actions import IllegalAction
from game.core.handicap_spec import PIECE_TYPES, WHENS, piece_to_json
from game.games.kragmortha import penalties as P
from tests.kragmortha.helpers import E, R, hold, make, play

BREAKABLE = {"mouse_only", "keyboard_only", "hold_space", "quick_goblin", "impatient", "boo", "ouch", "echo",
             "statue", "rhythm", "goblin_song"}


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


def test_every_handicap_is_engine_pieces_tagged_with_the_card():
    for p in P.PENALTIES:
        pieces = P.pieces(p["id"])
        assert pieces and all(piece.tag == p["key"] for piece in pieces)
        assert all(d["kind"] in PIECE_TYPES for d in p["handicap"])
        assert any(piece.breakable for piece in pieces) == p["breakable"], p["key"]
        assert p["when"] in WHENS and pieces[0].when == p["when"]
        assert [piece_to_json(x)["kind"] for x in pieces] == [d["kind"] for d in p["handicap"]]


def test_the_pieces_say_what_the_spec_says():
    one = {p["key"]: P.pieces(p["id"]) for p in P.PENALTIES}
    assert one["quick_goblin"][0].seconds == 8.0 and one["quick_goblin"][0].breaks
    assert one["hourglass"][0].seconds == 15.0 and not one["hourglass"][0].breaks
    assert one["slow_goblin"][0].seconds == 3.0
    assert one["rhythm"][0].taps == 3
    assert {one[k][0].trigger for k in ("boo", "ouch", "echo", "goblin_song")} == set(P.TRIGGERS.values())
    assert all(one[k][0].window == 2.0 for k in ("boo", "ouch", "echo", "goblin_song"))
    assert one["statue"][0].when == "others_turn" and one["statue"][0].hands == ()
    assert one["mouse_only"][0].hands == ("pointer",) and one["keyboard_only"][0].hands == ("keys",)
    assert {v.effect for k in ("mirror", "upside_down", "spotlight", "blur", "grey", "blind_hand")
            for v in one[k] if v.kind == "view"} == {"mirror", "flip", "spotlight", "blur", "grey", "hide"}
    assert {P.rules_effect(p["id"]) for p in P.PENALTIES} == {None, "late_draw", "one_step", "time_up"}


def test_rules_events_fire_the_reflex_triggers():
    assert P.triggers([E.LordMoved((1, 1), (1, 2), "step"), E.TurnStarted(0), E.GoblinPushed(1, 0, (1, 1), (2, 1)),
                       E.PenaltyDrawn(0, 3, "lord"), E.SpellbookTaken(0, 1, "desk")]) == [
        "dark_lord_moved", "goblin_pushed", "penalty_drawn", "spellbook_taken"]


def test_handicap_of_lists_the_pieces_of_unbroken_penalties():
    st = make(players=3)
    hold(st, 1, [P.BY_KEY["mirror"], P.BY_KEY["boo"]])
    assert [x.tag for x in R.handicap_of(st, 1)] == ["mirror", "mirror", "boo"]
    play(st, E.BreakPenalty(1, "boo"))  # a report's tag works as the id
    assert "boo" not in [x.tag for x in R.handicap_of(st, 1)]
    assert R.handicap_of(st, 0) == ()


def test_handicap_returns_a_copy():
    P.handicap(0)[0]["hands"] = ["changed"]
    assert P.handicap(0)[0]["hands"] == ["pointer"]


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
