"""The 18 spellbooks exactly as the spec lists them, and each effect on a hand-made state."""
from collections import Counter

import pytest

from game.core.actions import IllegalAction
from game.games.kragmortha import spellbooks as S
from tests.kragmortha.helpers import BOOK_BOOK, BOOK_SCROLL, GEMS_GEMS, E, R, cells, hold, kinds, make, own_books, play
from tests.kragmortha.test_rules import CROSS

DARK, BLINK, SWAP, SHOVE, EXTRA, SHIELD, CURE, DOUBLE = 0, 3, 6, 8, 10, 12, 14, 16


def test_the_eighteen_books_counts_and_magic_symbols():
    counts = Counter(S.SPELLBOOKS)
    assert len(S.SPELLBOOKS) == 18
    assert counts == {"dark_steps": 3, "blink": 3, "swap": 2, "shove": 2, "extra_card": 2, "shield": 2,
                      "cure": 2, "double_move": 2}
    magic = {k: S.KINDS[k]["magic"] for k in counts}
    assert magic == {"dark_steps": 1, "blink": 1, "swap": 2, "shove": 2, "extra_card": 1, "shield": 3,
                     "cure": 3, "double_move": 2}
    assert [S.kind(b) for b in (DARK, BLINK, SWAP, SHOVE, EXTRA, SHIELD, CURE, DOUBLE)] == [
        "dark_steps", "blink", "swap", "shove", "extra_card", "shield", "cure", "double_move"]


def test_a_book_is_used_once_then_turned_face_down():
    st = make(goblins=[(4, 4)], symbols=CROSS)
    own_books(st, 0, [DOUBLE])
    play(st, E.UseSpellbook(0, DOUBLE))
    assert st.books[0] == [[DOUBLE, False]]
    assert E.UseSpellbook(0, DOUBLE) not in R.legal_actions(st, 0)
    with pytest.raises(IllegalAction, match="book_used"):
        R.apply(st, E.UseSpellbook(0, DOUBLE))


def test_only_your_own_books_in_your_own_turn():
    st = make(goblins=[(4, 4)], symbols=CROSS)
    own_books(st, 1, [BLINK])
    with pytest.raises(IllegalAction, match="not_your_turn"):
        R.apply(st, E.UseSpellbook(1, BLINK))
    with pytest.raises(IllegalAction, match="book_not_yours"):
        R.apply(st, E.UseSpellbook(0, BLINK))


def test_dark_steps_moves_the_dark_lord_one_step_onto_any_symbol():
    st = make(goblins=[(4, 4), (9, 3)], lord=(10, 3))
    own_books(st, 0, [DARK])
    play(st, E.UseSpellbook(0, DARK))
    assert st.phase == "dark_steps" and cells(R.legal_actions(st, 0)) == [(9, 3), (10, 2), (10, 4)]
    ev = play(st, E.ChooseCell(0, (10, 4)))
    assert E.LordMoved((10, 3), (10, 4), "dark_steps") in ev and st.phase == "play" and st.active == 0


def test_dark_steps_onto_a_goblin_is_a_meeting():
    st = make(goblins=[(4, 4), (9, 3)], lord=(10, 3))
    own_books(st, 0, [DARK])
    ev = play(st, E.UseSpellbook(0, DARK), E.ChooseCell(0, (9, 3)))
    assert E.LordMet(1, (9, 3)) in ev and st.held[1] and st.phase == "caught"
    play(st, E.ChooseCell(1, (7, 0)))  # the caught goblin's owner chooses where it flees
    assert st.phase == "play" and st.active == 0  # then the turn goes on: play a card


def test_blink_jumps_to_an_empty_teleport_cell_without_a_token():
    st = make(goblins=[(4, 4), (7, 0)])
    own_books(st, 0, [BLINK])
    play(st, E.UseSpellbook(0, BLINK))
    assert cells(R.legal_actions(st, 0)) == sorted(c for c in st.board.teleports if c != (7, 0))
    ev = play(st, E.ChooseCell(0, (5, 3)))
    assert st.goblins[0] == (5, 3) and "TokenDrawn" not in kinds(ev) and st.phase == "play"


def test_swap_trades_places_with_any_goblin():
    st = make(players=3, goblins=[(4, 4), (0, 0), (10, 6)])
    own_books(st, 0, [SWAP])
    play(st, E.UseSpellbook(0, SWAP))
    assert cells(R.legal_actions(st, 0)) == [(0, 0), (10, 6)]
    play(st, E.ChooseCell(0, (10, 6)))
    assert st.goblins == [(10, 6), (0, 0), (4, 4)]


def test_shove_pushes_a_neighbour_two_cells_away():
    st = make(goblins=[(4, 4), (5, 4)])
    own_books(st, 0, [SHOVE])
    play(st, E.UseSpellbook(0, SHOVE))
    assert cells(R.legal_actions(st, 0)) == [(5, 4)]
    ev = play(st, E.ChooseCell(0, (5, 4)))
    assert st.goblins[1] == (7, 4) and E.GoblinPushed(1, 0, (5, 4), (7, 4)) in ev and st.phase == "play"


def test_shove_stops_before_a_goblin_and_meets_the_dark_lord():
    st = make(goblins=[(4, 4), (5, 4), (7, 4)])
    own_books(st, 0, [SHOVE])
    play(st, E.UseSpellbook(0, SHOVE), E.ChooseCell(0, (5, 4)))
    assert st.goblins[1] == (6, 4)
    st2 = make(goblins=[(4, 4), (5, 4)], lord=(6, 4))
    own_books(st2, 0, [SHOVE])
    ev = play(st2, E.UseSpellbook(0, SHOVE), E.ChooseCell(0, (5, 4)))
    assert E.LordMet(1, (6, 4)) in ev and st2.phase == "caught"


def test_extra_card_draws_two_then_discards_down_to_three():
    st = make(goblins=[(4, 4)], symbols=CROSS, hands={0: [BOOK_SCROLL, GEMS_GEMS, BOOK_BOOK]})
    own_books(st, 0, [EXTRA])
    play(st, E.UseSpellbook(0, EXTRA))
    assert len(st.hands[0]) == 5 and st.phase == "discard"
    assert {a.card for a in R.legal_actions(st, 0)} == set(st.hands[0])
    play(st, E.DiscardCard(0, GEMS_GEMS))
    assert st.phase == "discard"
    play(st, E.DiscardCard(0, BOOK_BOOK))
    assert st.phase == "play" and len(st.hands[0]) == 3 and st.moves.discards[-2:] == [GEMS_GEMS, BOOK_BOOK]


def test_shield_works_by_itself_and_cancels_the_next_penalty():
    st = make(goblins=[(9, 3)], symbols={(10, 3): "book"}, hands={0: [BOOK_SCROLL]})
    own_books(st, 0, [SHIELD])
    assert E.UseSpellbook(0, SHIELD) not in R.legal_actions(st, 0)
    ev = play(st, E.PlayCard(0, BOOK_SCROLL), E.Step(0, (10, 3)))
    assert E.PenaltyCancelled(0, SHIELD) in ev and st.held[0] == [] and st.books[0] == [[SHIELD, False]]
    assert st.phase == "caught"  # the goblin still flees


def test_cure_puts_one_of_your_penalties_under_the_pile():
    st = make()
    hold(st, 0, [0, 6])
    own_books(st, 0, [CURE])
    play(st, E.UseSpellbook(0, CURE))
    assert st.phase == "cure" and R.legal_actions(st, 0) == [E.CurePenalty(0, 0), E.CurePenalty(0, 6)]
    play(st, E.CurePenalty(0, 6))
    assert st.held[0] == [[0, False]] and st.penalty_pile.draw_pile[0] == 6 and st.phase == "play"


def test_cure_needs_a_penalty():
    st = make()
    own_books(st, 0, [CURE])
    assert E.UseSpellbook(0, CURE) not in R.legal_actions(st, 0)


def test_double_move_plays_a_second_card_and_draws_for_both():
    st = make(goblins=[(4, 4)], symbols=CROSS, hands={0: [BOOK_SCROLL, BOOK_BOOK, GEMS_GEMS]})
    own_books(st, 0, [DOUBLE])
    play(st, E.UseSpellbook(0, DOUBLE), E.PlayCard(0, BOOK_SCROLL), E.Step(0, (5, 4)), E.Stop(0))
    assert st.active == 0 and st.phase == "play" and E.Pass(0) in R.legal_actions(st, 0)
    play(st, E.PlayCard(0, BOOK_BOOK), E.Step(0, (6, 4)))
    while st.active == 0:
        play(st, R.legal_actions(st, 0)[-1] if st.phase == "second_step" else R.legal_actions(st, 0)[0])
    assert len(st.hands[0]) == 3 and {BOOK_SCROLL, BOOK_BOOK} <= set(st.moves.discards)
