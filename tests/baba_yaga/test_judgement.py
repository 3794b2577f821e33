"""Time up: the judgement, tiles turned back, the card discarded or put under the pile, the win."""
from game.games.baba_yaga import data as D
from game.games.baba_yaga import rules as R
from game.games.baba_yaga.moves import (
    EffectApplied,
    FlipTile,
    GameWon,
    SpellBroken,
    SpellFailed,
    TilesTurnedBack,
    TurnStarted,
)

from .helpers import cards_everywhere, fly_home, right_cells, searching, wrong_cells

PLAIN_CARD = next(i for i, (_, eff) in enumerate(D.CARDS) if eff is None)
FOG_CARD = next(i for i, (_, eff) in enumerate(D.CARDS) if eff == D.FOG)


def _flip(s, cells):
    for c in cells:
        R.apply(s, FlipTile(0, c))


def test_exactly_three_right_tiles_break_the_spell():
    s = searching(3, card=PLAIN_CARD)
    _flip(s, right_cells(s)[:3])
    events = fly_home(s)
    assert SpellBroken(0, PLAIN_CARD, None, 1) in events
    assert s.discards[0] == [PLAIN_CARD] and len(s.piles[0]) == 2


def test_fewer_than_three_fails_and_the_card_goes_under_the_pile():
    s = searching(3, card=PLAIN_CARD)
    _flip(s, right_cells(s)[:2])
    events = fly_home(s)
    assert SpellFailed(0, PLAIN_CARD, "too_few") in events
    assert s.piles[0][-1] == PLAIN_CARD and len(s.piles[0]) == 3 and s.discards[0] == []


def test_a_wrong_tile_still_showing_fails_the_spell():
    s = searching(3, card=PLAIN_CARD)
    _flip(s, right_cells(s)[:2] + wrong_cells(s)[:1])  # the last flip was never checked and turned back
    events = fly_home(s)
    assert SpellFailed(0, PLAIN_CARD, "wrong_tile") in events


def test_hard_mode_needs_all_four_elements():
    s = searching(3, card=PLAIN_CARD, mode="hard")
    _flip(s, right_cells(s)[:3])
    assert any(isinstance(a, FlipTile) for a in R.legal_actions(s, 0))
    assert SpellFailed(0, PLAIN_CARD, "too_few") in fly_home(s)
    s = searching(3, card=PLAIN_CARD, mode="hard")
    _flip(s, right_cells(s))
    assert any(isinstance(e, SpellBroken) for e in fly_home(s))


def test_all_tiles_are_turned_back_after_the_pause():
    s = searching(3, card=PLAIN_CARD)
    _flip(s, right_cells(s)[:2] + wrong_cells(s)[:1])
    fly_home(s)
    assert len(s.up) == 3 and R.legal_actions(s, 0) == []  # still showing during the pause
    assert R.tick(s, D.RESULT_PAUSE_SECONDS / 2) == []
    events = R.tick(s, D.RESULT_PAUSE_SECONDS)
    assert isinstance(events[0], TilesTurnedBack) and len(events[0].cells) == 3
    assert s.up == [] and s.phase == "choose_path"
    assert TurnStarted(1, 2, 2) in events


def test_cards_conserved_through_a_turn():
    s = searching(4, card=FOG_CARD)
    assert sorted(cards_everywhere(s)) == list(range(20))
    _flip(s, right_cells(s)[:3])
    fly_home(s)
    R.tick(s, D.RESULT_PAUSE_SECONDS)
    assert sorted(cards_everywhere(s)) == list(range(20))


def test_third_discarded_card_wins_at_once_without_its_effect():
    s = searching(3, card=FOG_CARD)
    s.discards[0], s.piles[0] = s.piles[0][:2], []  # two spells broken already
    _flip(s, right_cells(s)[:3])
    events = fly_home(s)
    assert SpellBroken(0, FOG_CARD, None, 3) in events and GameWon(0) in events
    assert s.phase == "over" and R.result(s)["winners"] == [0]
    assert R.result(s)["ranking"][0] == 0
    assert not any(isinstance(e, EffectApplied) for e in events + R.tick(s, 5.0))
    assert all(R.legal_actions(s, seat) == [] for seat in range(3))


def test_easy_mode_applies_no_effects():
    s = searching(3, card=FOG_CARD, mode="easy")
    _flip(s, right_cells(s)[:3])
    events = fly_home(s) + R.tick(s, D.RESULT_PAUSE_SECONDS)
    assert SpellBroken(0, FOG_CARD, None, 1) in events
    assert not any(isinstance(e, EffectApplied) for e in events) and s.pending == []
