"""Every Kragmortha rule on a hand-made state (tests/kragmortha/helpers.py builds them)."""
import pytest

from game.core.actions import IllegalAction
from game.games.kragmortha import cards as C
from game.games.kragmortha import moves as M
from tests.kragmortha.helpers import (
    BALL_BOOK,
    BOOK_BOOK,
    BOOK_SCROLL,
    GEMS_GEMS,
    LORD_BOOK_SCROLL,
    E,
    R,
    cells,
    hold,
    kinds,
    make,
    own_books,
    play,
    top_books,
    top_penalties,
    top_tokens,
)

# a crossroads at (4, 4) on the 8-player board (no shelves): book north, scroll east, potion south, gems west
CROSS = {(4, 4): "gems", (4, 3): "book", (5, 4): "scroll", (4, 5): "potion", (3, 4): "gems",
         (4, 2): "scroll", (3, 3): "book", (5, 3): "potion", (6, 4): "book", (5, 5): "gems"}


# set-up -----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", range(2, 9))
def test_two_to_eight_players_each_draw_three_cards(players):
    st = R.new_game({"players": players}, 3)
    assert [len(h) for h in st.hands] == [3] * players
    assert len(st.moves) == 58 - 3 * players and st.phase == "placement"


@pytest.mark.parametrize("players", (1, 9))
def test_other_player_counts_are_refused(players):
    with pytest.raises(ValueError):
        R.new_game({"players": players}, 1)


def test_goblins_are_placed_clockwise_from_the_start_player_on_start_cells():
    st = R.new_game({"players": 3, "start_player": 1}, 5)
    assert st.active == 1
    legal = R.legal_actions(st, 1)
    assert cells(legal) == [(0, y) for y in range(7)]
    play(st, E.PlaceGoblin(1, (0, 3)))
    assert st.active == 2 and (0, 3) not in cells(R.legal_actions(st, 2))
    with pytest.raises(IllegalAction):
        R.apply(st, E.PlaceGoblin(2, (4, 4)))  # not a start cell
    play(st, E.PlaceGoblin(2, (0, 0)), E.PlaceGoblin(0, (0, 6)))
    assert st.phase == "play" and st.active == 1


def test_the_eighth_goblin_goes_next_to_any_goblin():
    st = R.new_game({"players": 8, "start_player": 0}, 5)
    for seat in range(7):
        play(st, E.PlaceGoblin(seat, (0, seat)))
    assert st.active == 7
    assert cells(R.legal_actions(st, 7)) == [(1, y) for y in range(7)]
    play(st, E.PlaceGoblin(7, (1, 2)))
    assert st.phase == "play" and st.active == 0


# movement ---------------------------------------------------------------------------------------------------
def test_first_step_matches_either_symbol_and_the_second_the_other():
    st = make(goblins=[(4, 4)], symbols=CROSS, hands={0: [BOOK_SCROLL, GEMS_GEMS, BOOK_BOOK]})
    assert cells(R.legal_actions(st, 0)) == []
    play(st, E.PlayCard(0, BOOK_SCROLL))
    assert cells(R.legal_actions(st, 0)) == [(4, 3), (5, 4)]
    play(st, E.Step(0, (4, 3)))  # book first: the second step must be scroll
    assert st.phase == "second_step" and cells(R.legal_actions(st, 0)) == [(4, 2)]
    play(st, E.Step(0, (4, 2)))
    assert st.goblins[0] == (4, 2) and st.active == 1


def test_the_other_order_works_too():
    st = make(goblins=[(4, 4)], symbols=CROSS, hands={0: [BOOK_SCROLL]})
    play(st, E.PlayCard(0, BOOK_SCROLL), E.Step(0, (5, 4)))  # scroll first: then a book cell
    assert (6, 4) in cells(R.legal_actions(st, 0)) and (5, 3) not in cells(R.legal_actions(st, 0))


def test_one_step_is_enough():
    st = make(goblins=[(4, 4)], symbols=CROSS, hands={0: [BOOK_SCROLL]})
    play(st, E.PlayCard(0, BOOK_SCROLL), E.Step(0, (4, 3)), E.Stop(0))
    assert st.goblins[0] == (4, 3) and st.active == 1


def test_the_crystal_ball_is_wild():
    st = make(goblins=[(4, 4)], symbols=CROSS, hands={0: [BALL_BOOK]})
    play(st, E.PlayCard(0, BALL_BOOK))
    assert cells(R.legal_actions(st, 0)) == [(3, 4), (4, 3), (4, 5), (5, 4)]
    play(st, E.Step(0, (4, 5)))  # potion used the ball: the second step needs a book
    assert cells([a for a in R.legal_actions(st, 0) if isinstance(a, E.Step)]) == []
    st2 = make(goblins=[(4, 4)], symbols=CROSS, hands={0: [BALL_BOOK]})
    play(st2, E.PlayCard(0, BALL_BOOK), E.Step(0, (4, 3)))  # a book: the ball is left, any symbol goes
    assert cells(R.legal_actions(st2, 0)) == [(3, 3), (4, 2), (4, 4), (5, 3)]


def test_shelves_cannot_be_entered():
    st = make(players=2, goblins=[(4, 4), (0, 0)], symbols=CROSS, hands={0: [BOOK_SCROLL]})
    assert (4, 3) in st.board.shelves
    play(st, E.PlayCard(0, BOOK_SCROLL))
    assert (4, 3) not in cells(R.legal_actions(st, 0))
    with pytest.raises(IllegalAction, match="shelf"):
        R.apply(st, E.Step(0, (4, 3)))


def test_the_desk_takes_any_symbol_and_gives_a_spellbook_and_a_start_cell():
    st = make(goblins=[(8, 1)], symbols={(8, 0): "book", (8, 2): "book", (7, 1): "book"},
              hands={0: [GEMS_GEMS]})
    top_books(st, [7])
    play(st, E.PlayCard(0, GEMS_GEMS))
    assert cells(R.legal_actions(st, 0)) == [(9, 1)]
    ev = play(st, E.Step(0, (9, 1)))
    assert "SpellbookTaken" in kinds(ev) and "StepLost" in kinds(ev)
    assert st.books[0] == [[7, True]] and st.phase == "start_cell"
    assert cells(R.legal_actions(st, 0)) == [(0, 0)]  # the only empty start cell
    play(st, E.ChooseCell(0, (0, 0)))
    assert st.goblins[0] == (0, 0) and st.active == 1


def test_cards_are_drawn_back_to_three_and_the_played_card_discarded():
    st = make(goblins=[(4, 4)], symbols=CROSS, hands={0: [BOOK_SCROLL, GEMS_GEMS, BOOK_BOOK]})
    play(st, E.PlayCard(0, BOOK_SCROLL), E.Step(0, (4, 3)), E.Stop(0))
    assert len(st.hands[0]) == 3 and st.moves.discards[-1] == BOOK_SCROLL


def test_a_hand_that_cannot_move_may_be_revealed_once_and_redrawn():
    walls = {(4, 3): "gems", (5, 4): "gems", (4, 5): "gems", (3, 4): "gems", (10, 2): "gems", (10, 4): "gems",
             (9, 3): "gems"}
    hand = [BOOK_SCROLL, 4, 12]  # book/scroll, book/potion, scroll/potion: nothing to step on
    st = make(goblins=[(4, 4)], symbols=walls, hands={0: hand})
    assert R.legal_actions(st, 0) == [E.RevealHand(0), E.Pass(0)]
    with pytest.raises(IllegalAction):
        R.apply(st, E.PlayCard(0, BOOK_SCROLL))
    ev = play(st, E.RevealHand(0))
    assert ev[0] == E.HandRevealed(0, tuple(hand)) and len(st.hands[0]) == 3
    assert set(hand) <= set(st.moves.discards)
    assert E.RevealHand(0) not in R.legal_actions(st, 0)


def test_pass_is_refused_while_a_card_can_move():
    st = make(goblins=[(4, 4)], symbols=CROSS, hands={0: [BOOK_SCROLL]})
    with pytest.raises(IllegalAction, match="a_card_can_move"):
        R.apply(st, E.Pass(0))


# pushing ----------------------------------------------------------------------------------------------------
def test_the_active_player_pushes_a_goblin_but_not_back_where_the_mover_came_from():
    st = make(goblins=[(4, 4), (4, 3)], symbols=CROSS, hands={0: [BOOK_SCROLL]})
    play(st, E.PlayCard(0, BOOK_SCROLL), E.Step(0, (4, 3)))
    assert st.phase == "push" and st.choice["goblin"] == 1
    assert cells(R.legal_actions(st, 0)) == [(3, 3), (4, 2), (5, 3)]  # not (4, 4)
    assert not R.legal_actions(st, 1)  # the pushed goblin's owner does not choose
    ev = play(st, E.ChooseCell(0, (4, 2)))
    assert E.GoblinPushed(1, 0, (4, 3), (4, 2)) in ev
    # the mover still has its second step (scroll): (4, 2) is now a goblin, which may be pushed again
    assert st.phase == "second_step"


def test_pushes_chain_and_every_goblin_ends_alone():
    st = make(goblins=[(4, 4), (4, 3), (3, 3)], symbols=CROSS, hands={0: [BOOK_SCROLL]})
    play(st, E.PlayCard(0, BOOK_SCROLL), E.Step(0, (4, 3)), E.ChooseCell(0, (3, 3)))
    assert st.phase == "push" and st.choice["goblin"] == 2
    assert (4, 3) not in cells(R.legal_actions(st, 0))  # where its pusher came from
    play(st, E.ChooseCell(0, (3, 2)))
    assert st.goblins[:3] == [(4, 3), (3, 3), (3, 2)]
    assert len({c for c in st.goblins}) == len(st.goblins)


def test_a_goblin_pushed_onto_a_teleport_cell_draws_a_token():
    st = make(goblins=[(4, 4), (4, 3)], symbols=CROSS, hands={0: [BOOK_SCROLL]})
    top_tokens(st, [0])
    ev = play(st, E.PlayCard(0, BOOK_SCROLL), E.Step(0, (4, 3)), E.ChooseCell(0, (5, 3)))
    assert E.TokenDrawn(1, 0, "teleport") in ev and st.phase == "teleport" and st.choice["goblin"] == 1


def test_a_goblin_pushed_into_the_dark_lord_meets_him():
    st = make(goblins=[(4, 4), (4, 3)], lord=(4, 2), symbols=CROSS, hands={0: [BOOK_SCROLL]})
    ev = play(st, E.PlayCard(0, BOOK_SCROLL), E.Step(0, (4, 3)), E.ChooseCell(0, (4, 2)))
    assert E.LordMet(1, (4, 2)) in ev and len(st.held[1]) == 1 and st.phase == "caught"


def test_a_boxed_in_pushed_goblin_tumbles_to_a_start_cell():
    # goblin 1 in the corner (10, 6) with its only other neighbour taken by a goblin already moved
    st = make(goblins=[(9, 6), (10, 6), (10, 5)], symbols={(9, 6): "gems", (10, 6): "book", (10, 5): "book"},
              hands={0: [BOOK_BOOK]})
    play(st, E.PlayCard(0, BOOK_BOOK), E.Step(0, (10, 6)))
    assert cells(R.legal_actions(st, 0)) == [(10, 5)]  # (9, 6) is where the mover came from
    play(st, E.ChooseCell(0, (10, 5)))  # goblin 2 must move on: (10, 6) holds the mover, (10, 5)'s pusher
    assert st.choice["goblin"] == 2
    assert cells(R.legal_actions(st, 0)) == [(9, 5), (10, 4)]


# the Dark Lord ----------------------------------------------------------------------------------------------
def test_a_goblin_meeting_the_dark_lord_takes_a_penalty_and_flees_to_a_teleport_cell():
    st = make(goblins=[(9, 3)], symbols={(10, 3): "book"}, hands={0: [BOOK_SCROLL]})
    top_penalties(st, [6])
    ev = play(st, E.PlayCard(0, BOOK_SCROLL), E.Step(0, (10, 3)))
    assert kinds(ev)[-3:] == ["StepLost", "LordMet", "PenaltyDrawn"]
    assert st.held[0] == [[6, False]] and st.phase == "caught"
    assert cells(R.legal_actions(st, 0)) == sorted(st.board.teleports)
    ev = play(st, E.ChooseCell(0, (3, 1)))
    assert st.goblins[0] == (3, 1) and "TokenDrawn" not in kinds(ev) and st.active == 1


def test_with_no_empty_teleport_cell_the_caught_goblin_goes_to_a_start_cell():
    st = make(goblins=[(9, 3), (7, 0), (3, 1), (5, 3), (3, 5), (9, 5), (7, 6)], symbols={(10, 3): "book"},
              hands={0: [BOOK_SCROLL]})
    play(st, E.PlayCard(0, BOOK_SCROLL), E.Step(0, (10, 3)))
    assert cells(R.legal_actions(st, 0)) == [(0, y) for y in range(7)]  # seat 7 stands at (1, 0)


def test_the_dark_lord_moving_onto_a_goblin_stays_and_loses_his_second_step():
    st = make(goblins=[(4, 4), (9, 3)], symbols={(9, 3): "book", (8, 3): "scroll"},
              hands={0: [LORD_BOOK_SCROLL]})
    ev = play(st, E.PlayCard(0, LORD_BOOK_SCROLL), E.Step(0, (9, 3)))
    assert E.LordMet(1, (9, 3)) in ev and E.StepLost(0, "lord") in ev
    assert st.held[1] and st.phase == "caught" and st.choice["goblin"] == 1
    play(st, E.ChooseCell(1, (7, 0)))  # the goblin's owner says where it flees
    assert st.lord == (9, 3) and st.goblins[1] == (7, 0) and st.active == 1


def test_the_dark_lord_on_a_teleport_cell_is_put_anywhere_empty_not_next_to_a_goblin():
    st = make(goblins=[(4, 4)], lord=(9, 4), symbols={(9, 5): "book", (8, 5): "scroll"},
              hands={0: [LORD_BOOK_SCROLL]})
    ev = play(st, E.PlayCard(0, LORD_BOOK_SCROLL), E.Step(0, (9, 5)))
    assert E.StepLost(0, "lord_teleport") in ev and st.phase == "lord_teleport"
    options = set(cells(R.legal_actions(st, 0)))
    near = {n for g in st.goblins for n in st.board.adjacent[g]}
    assert options and not options & near and not options & set(st.goblins) and not options & st.board.desk
    play(st, E.ChooseCell(0, (6, 2)))
    assert st.lord == (6, 2) and st.active == 1


# teleport tokens --------------------------------------------------------------------------------------------
TELE = {(5, 3): "book", (5, 2): "gems", (6, 3): "gems", (4, 3): "gems", (5, 4): "gems"}


@pytest.mark.parametrize("token,extra", [(0, None), (2, "SpellbookTaken"), (4, "PenaltyDrawn")])
def test_a_goblin_ending_on_a_teleport_cell_draws_a_token_and_jumps(token, extra):
    st = make(goblins=[(5, 4)], symbols=TELE, hands={0: [BOOK_BOOK]})
    top_tokens(st, [token])
    ev = play(st, E.PlayCard(0, BOOK_BOOK), E.Step(0, (5, 3)))
    assert E.TokenDrawn(0, token, C.TOKENS[token]) in ev
    if extra:
        assert extra in kinds(ev)
    assert st.tokens.discards == [token] and st.phase == "teleport"
    assert (5, 3) not in cells(R.legal_actions(st, 0))
    ev = play(st, E.ChooseCell(0, (7, 0)))
    assert st.goblins[0] == (7, 0) and "TokenDrawn" not in kinds(ev) and st.active == 1  # no second token


def test_tokens_are_reshuffled_when_the_pile_is_empty():
    st = make(goblins=[(5, 4)], symbols=TELE, hands={0: [BOOK_BOOK]})
    st.tokens.discards += st.tokens.draw_pile
    st.tokens.draw_pile = []
    ev = play(st, E.PlayCard(0, BOOK_BOOK), E.Step(0, (5, 3)))
    assert E.TokensReshuffled(6) in ev and len(st.tokens.draw_pile) == 5


def test_with_no_other_empty_teleport_cell_the_goblin_stays():
    st = make(goblins=[(5, 4), (7, 0), (3, 1), (3, 5), (9, 5), (7, 6)], symbols=TELE, hands={0: [BOOK_BOOK]})
    top_tokens(st, [0])
    ev = play(st, E.PlayCard(0, BOOK_BOOK), E.Step(0, (5, 3)))
    assert "TokenDrawn" in kinds(ev) and st.goblins[0] == (5, 3) and st.active == 1


def test_passing_over_a_teleport_cell_draws_no_token():
    st = make(goblins=[(5, 4)], symbols={**TELE, (5, 2): "scroll"}, hands={0: [BOOK_SCROLL]})
    ev = play(st, E.PlayCard(0, BOOK_SCROLL), E.Step(0, (5, 3)), E.Step(0, (5, 2)))
    assert "TokenDrawn" not in kinds(ev) and st.goblins[0] == (5, 2)


# penalties --------------------------------------------------------------------------------------------------
def _meet(st):
    return play(st, E.PlayCard(0, BOOK_SCROLL), E.Step(0, (10, 3)))


def test_a_duplicate_corner_symbol_goes_to_the_bottom_and_another_is_drawn():
    st = make(goblins=[(9, 3)], symbols={(10, 3): "book"}, hands={0: [BOOK_SCROLL]})
    hold(st, 0, [0])  # a book penalty
    top_penalties(st, [1, 6])  # another book, then a scroll
    ev = _meet(st)
    assert E.PenaltyReturned(0, 1) in ev and E.PenaltyDrawn(0, 6, "lord") in ev
    assert st.penalty_pile.draw_pile[0] == 1 and [p for p, _ in st.held[0]] == [0, 6]


def test_the_fourth_penalty_ends_the_game():
    st = make(players=3, goblins=[(9, 3), (0, 0), (0, 1)], symbols={(10, 3): "book"}, hands={0: [BOOK_SCROLL]})
    hold(st, 0, [0, 6, 12])
    own_books(st, 1, [16])
    top_penalties(st, [18])
    ev = _meet(st)
    assert ev[-1] == E.GameEnded((1,), (1, 2, 0), "penalties", "spellbooks")  # seat 1 has a book
    assert R.result(st)["standings"][0] == [4, 0, 0] and st.phase == "over"


def test_an_empty_spellbook_pile_ends_the_game():
    st = make(players=2, goblins=[(8, 2), (0, 0)], symbols={(8, 1): "book"}, hands={0: [BOOK_SCROLL]})
    own_books(st, 1, list(range(17)))
    assert len(st.book_pile) == 1
    play(st, E.PlayCard(0, BOOK_SCROLL), E.Step(0, (8, 1)))
    assert st.phase == "second_step"
    ev = play(st, E.Step(0, (9, 1)))
    assert isinstance(ev[-1], E.GameEnded) and R.result(st)["reason"] == "spellbooks"
    assert not R.legal_actions(st, 0) and not R.legal_actions(st, 1)


def _end_with(held, books):
    st = make(players=len(held))
    for seat, pids in enumerate(held):
        hold(st, seat, pids)
    for seat, bks in enumerate(books):
        own_books(st, seat, bks)
    R._finish(st, [])
    return R.result(st)


def test_fewest_penalties_wins():
    r = _end_with([[0, 6], [12], [18, 1]], [[], [], [0, 1]])
    assert r["winners"] == [1] and r["ranking"][0] == 1 and r["tie_break"] == "penalties"


def test_tie_more_spellbooks_wins():
    r = _end_with([[0], [6], [12, 18]], [[0], [1, 2], []])
    assert r["winners"] == [1] and r["ranking"] == [1, 0, 2] and r["tie_break"] == "spellbooks"


def test_still_tied_more_magic_symbols_wins():
    r = _end_with([[0], [6]], [[0, 1], [12, 3]])  # magic 1+1 vs 3+1
    assert r["winners"] == [1] and r["tie_break"] == "magic"


def test_a_full_tie_is_shared():
    r = _end_with([[0], [6]], [[0], [1]])
    assert r["winners"] == [0, 1] and r["tie_break"] == "shared"


def test_break_penalty_marks_it_broken_and_draws_another_for_any_seat():
    st = make(players=3)
    hold(st, 2, [18])  # Boo!, breakable; seat 2 is not active
    top_penalties(st, [19, 0])  # a second gems card goes under, then a book one
    assert not any(isinstance(a, E.BreakPenalty) for a in R.legal_actions(st, 0))  # never offered
    ev = play(st, E.BreakPenalty(2, 18))
    assert ev[0] == E.PenaltyBroken(2, 18) and E.PenaltyDrawn(2, 0, "broken") in ev
    assert st.held[2] == [[18, True], [0, False]] and st.phase == "play" and st.active == 0
    with pytest.raises(IllegalAction, match="penalty_not_held"):
        R.apply(st, E.BreakPenalty(2, 18))  # broken already


def test_unbreakable_or_unheld_penalties_cannot_be_broken():
    st = make(players=3)
    hold(st, 1, [12])  # Mirror cannot be broken
    with pytest.raises(IllegalAction, match="penalty_unbreakable"):
        R.apply(st, E.BreakPenalty(1, 12))
    with pytest.raises(IllegalAction, match="penalty_not_held"):
        R.apply(st, E.BreakPenalty(1, 18))


def test_breaking_the_fourth_draws_the_end():
    st = make(players=2)
    hold(st, 1, [0, 6, 18])
    top_penalties(st, [12])
    ev = play(st, E.BreakPenalty(1, 18))
    assert R.result(st)["reason"] == "penalties" and isinstance(ev[-1], E.GameEnded)


def test_snail_moves_one_step_per_goblin_card():
    st = make(goblins=[(4, 4)], symbols=CROSS, hands={0: [BOOK_SCROLL]})
    hold(st, 0, [11])
    play(st, E.PlayCard(0, BOOK_SCROLL), E.Step(0, (4, 3)))
    assert st.active == 1  # no second step


def test_late_draw_draws_at_the_start_of_the_next_turn():
    st = make(goblins=[(4, 4)], symbols=CROSS, hands={0: [BOOK_SCROLL, GEMS_GEMS, BOOK_BOOK]})
    hold(st, 0, [9])
    play(st, E.PlayCard(0, BOOK_SCROLL), E.Step(0, (4, 3)), E.Stop(0))
    assert len(st.hands[0]) == 2 and st.pending_draw[0] == 1 and st.active == 1
    st.active = 7  # skip round the table to the last seat, whose turn ends
    ev = []
    R._end_turn(st, ev)
    assert st.active == 0 and E.CardsDrawn(0, 1) in ev
    assert len(st.hands[0]) == 3 and st.pending_draw[0] == 0


def test_hourglass_time_up_ends_the_turn_and_returns_an_unmoved_card():
    st = make(goblins=[(4, 4)], symbols=CROSS, hands={0: [BOOK_SCROLL, GEMS_GEMS, BOOK_BOOK]})
    hold(st, 0, [8])
    play(st, E.PlayCard(0, BOOK_SCROLL))
    ev = play(st, E.TimeUp(0))
    assert ev[0] == E.TurnTimedOut(0) and st.active == 1 and sorted(st.hands[0]) == sorted(
        [BOOK_SCROLL, GEMS_GEMS, BOOK_BOOK]) and st.goblins[0] == (4, 4)


def test_hourglass_mid_move_settles_the_rest_and_ends_the_turn():
    st = make(goblins=[(4, 4), (4, 3)], symbols=CROSS, hands={0: [BOOK_SCROLL]})
    hold(st, 0, [8])
    play(st, E.PlayCard(0, BOOK_SCROLL), E.Step(0, (4, 3)))
    assert st.phase == "push"
    play(st, E.TimeUp(0))
    assert st.active == 1 and len(set(st.goblins)) == 8


def test_time_up_needs_the_hourglass():
    st = make()
    with pytest.raises(IllegalAction, match="no_hourglass"):
        R.apply(st, E.TimeUp(0))


# turn order and refusals ------------------------------------------------------------------------------------
def test_only_the_active_seat_acts_and_reasons_are_readable():
    st = make(goblins=[(4, 4)], symbols=CROSS, hands={0: [BOOK_SCROLL]})
    assert not R.legal_actions(st, 1)
    with pytest.raises(IllegalAction, match="not_your_turn"):
        R.apply(st, E.PlayCard(1, st.hands[1][0]))
    with pytest.raises(IllegalAction, match="card_not_in_hand"):
        R.apply(st, E.PlayCard(0, 57))
    with pytest.raises(IllegalAction, match="wrong_phase"):
        R.apply(st, E.Step(0, (4, 3)))


def test_turns_go_clockwise():
    st = make(players=3, goblins=[(4, 4)], symbols=CROSS, hands={0: [BOOK_SCROLL]})
    play(st, E.PlayCard(0, BOOK_SCROLL), E.Step(0, (5, 4)), E.Stop(0))
    assert st.active == 1 and st.turn == 1


def test_moves_helper_first_rest():
    assert M.first_rest(("book", "scroll"), "book") == ("scroll",)
    assert M.first_rest(("ball", "book"), "book") == ("ball", "book")
    assert M.first_rest(("book", "book"), "gems") == ()


# more corners --------------------------------------------------------------------------------------------
def test_a_finished_game_and_foreign_objects_are_refused():
    st = make(players=2)
    with pytest.raises(IllegalAction, match="unknown_action"):
        R.apply(st, object())
    R._finish(st, [])
    with pytest.raises(IllegalAction, match="game_over"):
        R.apply(st, E.Pass(0))
    assert R.legal_actions(st, 0) == [] and R.legal_steps(st) == []


def test_a_step_onto_the_wrong_symbol_is_refused_with_a_reason():
    st = make(goblins=[(4, 4)], symbols=CROSS, hands={0: [BOOK_SCROLL]})
    play(st, E.PlayCard(0, BOOK_SCROLL))
    with pytest.raises(IllegalAction, match="step_symbol"):
        R.apply(st, E.Step(0, (4, 5)))  # potion
    assert st.phase == "first_step" and st.goblins[0] == (4, 4)


def test_cells_may_come_as_json_lists():
    st = make(goblins=[(4, 4)], symbols=CROSS, hands={0: [BOOK_SCROLL]})
    play(st, E.PlayCard(0, BOOK_SCROLL), E.Step(0, [4, 3]))
    assert st.goblins[0] == (4, 3)
    with pytest.raises(IllegalAction, match="penalty_not_held"):
        R.apply(st, E.BreakPenalty(0, "no_such_card"))


def test_pass_ends_the_turn_without_a_draw():
    walls = {(4, 3): "gems", (5, 4): "gems", (4, 5): "gems", (3, 4): "gems", (10, 2): "gems", (10, 4): "gems",
             (9, 3): "gems"}
    st = make(goblins=[(4, 4)], symbols=walls, hands={0: [BOOK_SCROLL, 4, 12]})
    ev = play(st, E.Pass(0))
    assert ev[0] == E.TurnPassed(0) and st.active == 1 and st.hands[0] == [BOOK_SCROLL, 4, 12]


def test_the_dark_lord_takes_two_steps_on_plain_cells():
    st = make(lord=(10, 3), symbols={(9, 3): "book", (8, 3): "scroll", (9, 2): "scroll", (9, 4): "gems"},
              hands={0: [LORD_BOOK_SCROLL]})
    play(st, E.PlayCard(0, LORD_BOOK_SCROLL), E.Step(0, (9, 3)))
    assert st.phase == "second_step" and cells(R.legal_actions(st, 0)) == [(8, 3), (9, 2)]
    ev = play(st, E.Step(0, (8, 3)))
    assert E.LordMoved((9, 3), (8, 3), "step") in ev and st.lord == (8, 3) and st.active == 1
    assert "TokenDrawn" not in kinds(ev)


def test_a_goblin_meeting_the_dark_lord_on_its_second_step_loses_nothing_more():
    st = make(goblins=[(8, 3)], symbols={(9, 3): "book", (10, 3): "scroll"}, hands={0: [BOOK_SCROLL]})
    play(st, E.PlayCard(0, BOOK_SCROLL), E.Step(0, (9, 3)))
    ev = play(st, E.Step(0, (10, 3)))
    assert "StepLost" not in kinds(ev) and E.LordMet(0, (10, 3)) in ev and st.phase == "caught"


def test_a_pushed_goblin_with_nowhere_to_go_tumbles_to_a_start_cell():
    # goblin 2 in the corner's neighbour (10, 5): (10, 6) is where its pusher came from, and (9, 5), (10, 4)
    # hold goblins already moved in this push (the chain): it has no cell left, so it tumbles to a start cell
    st = make(goblins=[(9, 6), (10, 5), (10, 5), (9, 5), (10, 4)])
    st.card, st.steps, st.cont = BOOK_BOOK, 1, "second_step"
    st.goblins[0] = (10, 6)
    st.queue = [{"t": "push", "goblin": 2, "from": (10, 6), "chain": [0, 1, 2, 3, 4], "by": 1}]
    R.FLOW.restore(st, "first_step")
    R._run(st, [])
    assert st.phase == "push" and st.choice["tumble"]
    options = cells(R.legal_actions(st, 0))
    assert options == sorted(c for c in st.board.start if c not in st.goblins)
    play(st, E.ChooseCell(0, options[0]))
    assert st.goblins[2] == options[0] and len(set(st.goblins)) == 8


def test_dark_steps_onto_a_teleport_cell_puts_him_elsewhere():
    st = make(goblins=[(4, 4)], lord=(9, 4))
    own_books(st, 0, [0])
    play(st, E.UseSpellbook(0, 0), E.ChooseCell(0, (9, 5)))
    assert st.phase == "lord_teleport"
    play(st, E.ChooseCell(0, R.legal_actions(st, 0)[0].cell))
    assert st.phase == "play" and st.lord != (9, 5)


def test_no_fitting_penalty_in_the_pile_means_none_is_drawn():
    st = make(goblins=[(9, 3)], symbols={(10, 3): "book"}, hands={0: [BOOK_SCROLL]})
    hold(st, 0, [0])
    book_cards = [1, 2, 3, 4, 5]
    for seat, pid in zip(range(1, 8), range(6, 24)):  # everything else is held by others
        hold(st, seat, [pid])
    for pid in list(st.penalty_pile.draw_pile):
        if pid not in book_cards:
            for seat in range(1, 8):
                if all(R.P.symbol(pid) != R.P.symbol(p) for p, _ in st.held[seat]):
                    hold(st, seat, [pid])
                    break
    assert sorted(st.penalty_pile.draw_pile) == book_cards
    ev = _meet(st)
    assert "PenaltyDrawn" not in kinds(ev) and kinds(ev).count("PenaltyReturned") == 5
    assert sorted(st.penalty_pile.draw_pile) == book_cards and len(st.held[0]) == 1


def test_time_up_in_the_play_phase_and_mid_discard_ends_the_turn():
    st = make(goblins=[(4, 4)], symbols=CROSS, hands={0: [BOOK_SCROLL, GEMS_GEMS, BOOK_BOOK]})
    hold(st, 0, [8])
    play(st, E.TimeUp(0))
    assert st.active == 1 and len(st.hands[0]) == 3
    st2 = make(goblins=[(4, 4)], symbols=CROSS, hands={0: [BOOK_SCROLL, GEMS_GEMS, BOOK_BOOK]})
    hold(st2, 0, [8])
    own_books(st2, 0, [10])  # Extra card
    play(st2, E.UseSpellbook(0, 10), E.TimeUp(0))
    assert st2.active == 1 and len(st2.hands[0]) == 3


def test_time_up_while_choosing_a_spellbook_target_ends_the_turn():
    st = make(goblins=[(4, 4)])
    hold(st, 0, [8])
    own_books(st, 0, [3])  # Blink
    play(st, E.UseSpellbook(0, 3), E.TimeUp(0))
    assert st.active == 1 and st.goblins[0] in st.board.teleport_set  # the game picked the first cell


def test_the_start_player_is_chosen_or_drawn_from_the_seed():
    assert R.new_game({"players": 5, "start_player": 3}, 1).active == 3
    drawn = {R.new_game({"players": 5}, seed).start_player for seed in range(40)}
    assert drawn == set(range(5))
    assert R.new_game({"players": 5}, 7).start_player == R.new_game({"players": 5}, 7).start_player


def test_the_view_lists_each_hand_cards_first_steps_for_the_hover_highlight():
    st = make(goblins=[(4, 4)], symbols=CROSS, hands={0: [BOOK_SCROLL, GEMS_GEMS]})
    v = R.view(st, 0)
    assert v["card_steps"] == {str(BOOK_SCROLL): [[4, 3], [5, 4]], str(GEMS_GEMS): [[3, 4]]}
    assert R.view(st, 1)["card_steps"] == {str(c): [[x, y] for x, y in R.card_steps(st, 1, c)]
                                           for c in st.hands[1]}
    assert R.view(st, None)["card_steps"] == {}


def test_the_flow_table_refuses_a_change_it_does_not_list():
    from game.core.statetable import IllegalTransition
    st = R.new_game({"players": 3}, 1)
    assert st.phase == "placement"
    with pytest.raises(IllegalTransition):
        R.FLOW.goto(st, "second_step")
    assert st.phase == "placement"
    assert set(R.FLOW["first_step"].next) == set(R.MOVE_ON)
