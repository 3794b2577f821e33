"""The handicap data (game/core/handicap_spec.py): pure, JSON round-trips, refuses nonsense, and builds all
24 Kragmortha penalties from its pieces."""
import subprocess
import sys

import pytest

from game.core import handicap_spec as H

# Kragmortha's penalties (shared/rules/kragmortha.md), as the docstring's table builds them
PENALTIES = {
    "mouse_only": (H.OneHand(hands=(H.POINTER,), breakable=True),),
    "keyboard_only": (H.OneHand(hands=(H.KEYS,), breakable=True),),
    "hold_space": (H.HoldKey(),),
    "swapped_buttons": (H.Remap(actions=H.SWAP_BUTTONS, buttons=H.SWAP_MOUSE_BUTTONS),),
    "double_click": (H.DoubleTap(window=0.45),),
    "no_hover": (H.Dwell(seconds=1.0), H.View(effect=H.HIDE, region="hand")),
    "quick_goblin": (H.TimeLimit(seconds=8, breaks=True),),
    "slow_goblin": (H.WaitFirst(seconds=3),),
    "hourglass": (H.TimeLimit(seconds=15, breaks=False),),
    "late_draw": (H.RulesOnly(),),
    "impatient": (H.Dwell(seconds=1.0, lock=True),),
    "snail": (H.RulesOnly(),),
    "mirror": (H.View(effect=H.MIRROR_VIEW, region="board"), H.Remap(actions=H.MIRROR_X)),
    "upside_down": (H.View(effect=H.FLIP_VIEW, region="hand"),),
    "spotlight": (H.View(effect=H.SPOTLIGHT, region="board"),),
    "blur": (H.Dwell(seconds=1.0), H.View(effect=H.BLUR, region="hand")),
    "grey": (H.View(effect=H.GREY, region="board"),),
    "blind_hand": (H.View(effect=H.HIDE, region="hand"),),
    "boo": (H.Reflex(trigger="dark_lord_moved"),),
    "ouch": (H.Reflex(trigger="goblin_pushed"),),
    "echo": (H.Reflex(trigger="penalty_drawn"),),
    "statue": (H.OneHand(hands=(), when=H.OTHERS_TURN, motion_counts=True, breakable=True),),
    "rhythm": (H.Rhythm(taps=3),),
    "goblin_song": (H.Reflex(trigger="spellbook_taken"),),
}
# the spec says how these break; the others cannot be broken (they refuse, delay, hide or end the turn)
BREAKABLE = {"mouse_only", "keyboard_only", "hold_space", "quick_goblin", "impatient", "boo", "ouch", "echo",
             "statue", "rhythm", "goblin_song"}


def test_all_24_penalties_are_built_from_pieces_and_the_right_ones_break():
    assert len(PENALTIES) == 24
    breakable = {name for name, pieces in PENALTIES.items() if any(p.breakable for p in pieces)}
    assert breakable == BREAKABLE


@pytest.mark.parametrize("name", sorted(PENALTIES))
def test_every_piece_round_trips_through_json(name):
    for piece in PENALTIES[name]:
        piece = H.OneHand(hands=("mouse",), tag=name) if isinstance(piece, H.OneHand) and piece.hands else piece
        again = H.piece_from_json(H.piece_to_json(piece))
        assert again == piece and type(again) is type(piece)


@pytest.mark.parametrize("bad", [None, {}, {"kind": "teleport"}, {"kind": "reflex", "trigger": "x", "colour": 1},
                                 {"kind": "view", "effect": "sepia"}, {"kind": "hold_key", "when": "never"}])
def test_nonsense_is_refused_with_a_clear_error(bad):
    with pytest.raises((ValueError, TypeError)):
        H.piece_from_json(bad)


def test_pieces_of_accepts_one_many_or_none():
    hold = H.HoldKey(tag="h")
    assert H.pieces_of(None) == () and H.pieces_of(hold) == (hold,) and H.pieces_of([hold, hold]) == (hold, hold)
    with pytest.raises(TypeError):
        H.pieces_of(["hold"])


def test_reports_say_whether_they_break():
    assert H.HandicapBroken(0, "reflex", "boo", "too_late").broken
    assert not H.HandicapRefused(0, "one_hand", "x").broken and not H.HandicapKept(0, "reflex", "boo").broken
    assert H.HandicapTimeUp(1, "time_limit", "hourglass").outcome == H.TIME_UP


def test_the_spec_imports_no_pygame():
    code = "import sys, game.core.handicap_spec, game.core.handicap_bots; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
