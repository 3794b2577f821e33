"""One test per rule of the spec (/work/shared/rules/pied_piper.md), each from a hand-made position.

Geometry reminder: gap g is the street between ring[g] and ring[g+1]; facing -1 (counter-clockwise, "right")
walks through ring[g] into gap g-1, facing +1 walks through ring[g+1] into gap g+1."""
import pytest

from game.core.actions import IllegalAction
from game.games.pied_piper import cards as C
from game.games.pied_piper import events as E
from game.games.pied_piper import rules as R
from tests.pied_piper.positions import position, put_under, set_hand, total_actions, total_characters

CW, CCW = C.CLOCKWISE, C.COUNTER_CLOCKWISE


def play(state, slot, kind, face_down=False):
    """The active seat plays a card of `kind` from its hand under row slot `slot`."""
    card = next(c for c in state.hands[state.active] if C.kind_of(c) == kind)
    return R.apply(state, E.PlayCard(state.active, card, slot, face_down))


def of_type(events, cls):
    return [e for e in events if isinstance(e, cls)]


# set-up ------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [1, 6])
def test_game_is_for_two_to_five_players(n):
    with pytest.raises(ValueError):
        R.new_game({"players": n}, 1)


def test_two_player_game_adds_two_neutral_houses():
    s = R.new_game({"players": 2, "start_player": 0}, 3)
    # each player adds a neutral house on their left (clockwise): P0, N, P1, N
    assert s.board.ring == [0, -1, 1, -2]
    assert len(s.board.floors) == 2 and s.markers == [[0], [1]]


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_one_rat_in_every_gap_plus_one_more(n):
    s = R.new_game({"players": n}, 7)
    houses = len(s.board.ring)
    rats = [f for f in s.board.figures if f != C.PIPER]
    assert len(rats) == houses + 1
    gaps = [s.board.figures[r][0] for r in rats]
    assert sorted(set(gaps)) == list(range(houses))


@pytest.mark.parametrize("start", [0, 1, 2])
def test_piper_and_extra_rat_start_left_of_the_start_player(start):
    s = R.new_game({"players": 3, "start_player": start}, 11)
    left_gap = s.board.ring.index(start)  # between the start house and the next one clockwise (its left)
    assert s.board.figures[C.PIPER][0] == left_gap
    assert len([f for f in s.board.in_gap(left_gap) if f != C.PIPER]) == 2


def test_every_figure_starts_facing_right():
    s = R.new_game({"players": 5}, 2)
    assert {d for _g, d in s.board.figures.values()} == {C.START_FACING} == {CCW}


def test_unused_rats_and_their_character_cards_leave_the_game():
    s = R.new_game({"players": 3}, 5)  # 3 houses: 4 rats, 2 colours unused
    unused = set(C.RATS) - set(s.board.figures)
    assert len(unused) == 2
    assert {C.figure_of(c) for c in s.box["characters"]} == unused and len(s.box["characters"]) == 6
    in_play = s.characters.draw_pile + [e["char"] for e in s.row]
    assert all(C.figure_of(c) not in unused for c in in_play)


def test_opening_row_holds_at_most_one_piper_and_set_aside_pipers_go_back():
    for seed in range(300):
        s = R.new_game({"players": 4}, seed)
        row_pipers = [e["char"] for e in s.row if C.figure_of(e["char"]) == C.PIPER]
        assert len(s.row) == C.ROW_SIZE and len(row_pipers) <= 1
        deck_pipers = [c for c in s.characters.draw_pile if C.figure_of(c) == C.PIPER]
        assert len(row_pipers) + len(deck_pipers) == 3


def test_each_player_is_dealt_four_action_cards():
    s = R.new_game({"players": 5}, 9)
    assert [len(h) for h in s.hands] == [4] * 5
    assert len(s.actions.draw_pile) == 50 - 20


def test_start_player_option_fixed_or_random():
    assert R.new_game({"players": 4, "start_player": 2}, 1).active == 2
    starts = {R.new_game({"players": 4, "start_player": "random"}, seed).start_player for seed in range(40)}
    assert starts == {0, 1, 2, 3}


def test_start_player_opens_with_a_single_card_then_draws():
    s = R.new_game({"players": 4, "start_player": 1}, 4)
    assert s.phase == "opening"
    events = R.apply(s, E.PlayCard(1, s.hands[1][0], 2))
    assert len(s.hands[1]) == 4 and s.phase == "play"
    assert of_type(events, E.CardsDrawn) == [E.CardsDrawn(1, 1)]
    assert not of_type(events, E.CharacterCarriedOut)


def test_turns_go_counter_clockwise_from_the_start_players_right():
    s = R.new_game({"players": 4, "start_player": 0}, 4)
    R.apply(s, R.legal_actions(s, 0)[0])
    order = [s.active]
    for _ in range(3):
        while s.active == order[-1]:
            R.apply(s, R.legal_actions(s, s.active)[0])
        order.append(s.active)
    assert order == [3, 2, 1, 0]


def test_only_the_active_seat_may_act():
    s = position(hands={0: [C.STEP1] * 4})
    assert R.legal_actions(s, 1) == []
    with pytest.raises(IllegalAction, match="pied_piper.err.not_your_turn"):
        R.apply(s, E.PlayCard(1, s.hands[1][0], 0))


# playing cards -----------------------------------------------------------------------------------------------
def test_two_cards_go_under_two_different_characters():
    s = position(hands={0: [C.STEP1] * 4})
    play(s, 0, C.STEP1)
    before = R.to_json(s)
    assert all(a.slot != 0 for a in R.legal_actions(s, 0))
    with pytest.raises(IllegalAction, match="pied_piper.err.same_character"):
        play(s, 0, C.STEP1)
    assert R.to_json(s) == before  # untouched


def test_a_card_goes_under_the_card_already_there():
    s = position(hands={0: [C.STEP1, C.STEP2, C.STEP1, C.STEP1]})
    upper = put_under(s, 1, C.TURN, owner=3)
    events = play(s, 1, C.STEP2)
    assert of_type(events, E.CardPlayed)[0].position == 1
    assert s.row[1]["stack"][0][0] == upper


def test_character_with_two_cards_is_carried_out_then_discarded_and_refilled():
    s = position(figures={"red": (0, CCW), C.PIPER: (2, CCW)}, hands={0: [C.STEP1] * 4})
    put_under(s, 0, C.STEP1)
    red_card = s.row[0]["char"]
    play(s, 0, C.STEP1)
    events = play(s, 1, C.STEP1)
    steps = of_type(events, E.FigureStepped)
    assert [(e.figure, e.from_gap, e.house, e.to_gap) for e in steps] == [("red", 0, 0, 3), ("red", 3, 3, 2)]
    assert s.board.floors == [1, 0, 0, 1]
    assert red_card in s.characters.discards and s.row[0]["char"] != red_card and s.row[0]["stack"] == []
    assert of_type(events, E.RowRefilled)[0].slot == 0
    assert total_actions(s) == 50 and total_characters(s) == 21


def test_active_player_picks_the_order_when_two_characters_are_ready():
    s = position(figures={"red": (0, CCW), "blue": (1, CW), C.PIPER: (3, CCW)}, hands={0: [C.STEP1] * 4})
    put_under(s, 0, C.STEP1)
    put_under(s, 1, C.STEP1)
    play(s, 0, C.STEP1)
    events = play(s, 1, C.STEP1)
    assert s.phase == "order" and not of_type(events, E.FigureStepped)
    assert sorted(a.slot for a in R.legal_actions(s, 0)) == [0, 1]
    events = R.apply(s, E.ExecuteCharacter(0, 1))  # blue first, then red on its own
    movers = [e.figure for e in of_type(events, E.CharacterCarriedOut)]
    assert movers == ["blue", "red"] and s.phase == "play" and s.active == 3


def test_upper_basic_card_acts_before_the_lower():
    s = position(figures={"red": (0, CCW), C.PIPER: (2, CCW)}, hands={0: [C.STEP2, C.STEP1, C.STEP1, C.STEP1]})
    put_under(s, 0, C.TURN)  # upper: about-turn, then the lower 2 steps go clockwise
    play(s, 0, C.STEP2)
    play(s, 1, C.STEP1)
    assert s.board.figures["red"] == [2, CW] and s.board.floors == [0, 1, 1, 0]


def test_basic_card_acts_before_a_special_whatever_the_order():
    s = position(figures={"red": (0, CCW), C.PIPER: (0, CW)}, hands={0: [C.TURN, C.STEP1, C.STEP1, C.STEP1]})
    put_under(s, 0, C.PLUS)  # upper special, lower about-turn: the turn comes first, then one more step
    events = play(s, 0, C.TURN)
    events += play(s, 1, C.STEP1)
    acts = [e.kind for e in of_type(events, E.CardActs)]
    assert acts == [C.TURN, C.PLUS]


def test_two_specials_do_nothing():
    s = position(figures={"red": (0, CCW), C.PIPER: (2, CCW)}, hands={0: [C.MELODY, C.STEP1, C.STEP1, C.STEP1]})
    put_under(s, 0, C.PLUS)
    before = s.board.to_json()
    play(s, 0, C.MELODY)
    events = play(s, 1, C.STEP1)
    assert of_type(events, E.SpecialsFizzled) and not of_type(events, E.FigureStepped)
    assert s.board.to_json() == before
    assert sum(C.kind_of(c) in C.SPECIAL for c in s.actions.discards) == 2


def test_plus_one_moves_one_step_more():
    s = position(figures={"red": (0, CCW), C.PIPER: (2, CCW)}, hands={0: [C.PLUS, C.STEP1, C.STEP1, C.STEP1]})
    put_under(s, 0, C.STEP2)
    play(s, 0, C.PLUS)
    events = play(s, 1, C.STEP1)
    assert len(of_type(events, E.FigureStepped)) == 3 and s.board.figures["red"][0] == 1


def test_plus_one_with_about_turn_turns_then_takes_a_step():
    s = position(figures={"red": (0, CCW), C.PIPER: (2, CCW)}, hands={0: [C.PLUS, C.STEP1, C.STEP1, C.STEP1]})
    put_under(s, 0, C.TURN)
    play(s, 0, C.PLUS)
    events = play(s, 1, C.STEP1)
    assert of_type(events, E.FigureTurned)[0].facing == CW
    assert [(e.house, e.to_gap) for e in of_type(events, E.FigureStepped)] == [(1, 1)]
    assert s.board.floors == [0, 1, 0, 0]


def test_melody_charms_a_rat_into_the_pipers_gap_after_its_move():
    s = position(figures={"red": (0, CCW), C.PIPER: (2, CW)}, hands={0: [C.STEP1] * 4})
    put_under(s, 0, C.MELODY)
    play(s, 0, C.STEP1)
    events = play(s, 1, C.STEP1)
    assert [(e.house, e.to_gap) for e in of_type(events, E.FigureStepped)] == [(0, 3)]
    assert of_type(events, E.RatCharmed) == [E.RatCharmed("red", 3, 2)]
    assert s.board.figures["red"] == [2, CCW] and s.board.floors == [1, 0, 0, 0]  # the jump passes no house


def test_melody_with_the_piper_brings_his_gaps_rats_and_only_his_minus_one_counts():
    s = position(figures={C.PIPER: (0, CCW), "red": (0, CCW), "blue": (0, CW), "green": (1, CCW)},
                 floors=[3, 3, 3, 3], row=("piper", "blue", "green", "red"), hands={0: [C.STEP2] + [C.STEP1] * 3})
    put_under(s, 0, C.MELODY)
    play(s, 0, C.STEP2)
    events = play(s, 1, C.STEP1)
    assert of_type(events, E.MelodyPlayed)[0].followers == ("red", "blue")
    assert s.board.figures[C.PIPER] == [2, CCW] and s.board.figures["red"] == [2, CCW]
    assert s.board.figures["blue"] == [2, CCW]  # walked (and faces) his way
    assert s.board.figures["green"] == [1, CCW]
    assert s.board.floors == [2, 3, 3, 2]


def test_melody_followers_turn_with_the_piper():
    s = position(figures={C.PIPER: (0, CCW), "red": (0, CW)}, row=("piper", "blue", "green", "red"),
                 hands={0: [C.TURN] + [C.STEP1] * 3})
    put_under(s, 0, C.MELODY)
    play(s, 0, C.TURN)
    play(s, 1, C.STEP1)
    assert s.board.figures[C.PIPER] == [0, CW] and s.board.figures["red"] == [0, CW]


# infestation ------------------------------------------------------------------------------------------------
def test_rat_passing_a_house_raises_its_floor():
    s = position(figures={"red": (1, CW), C.PIPER: (3, CCW)}, floors=[0, 0, 2, 0], hands={0: [C.STEP1] * 4})
    put_under(s, 0, C.STEP1)
    play(s, 0, C.STEP1)
    events = play(s, 1, C.STEP1)
    assert of_type(events, E.FloorChanged) == [E.FloorChanged(2, 2, 3), E.FloorChanged(3, 0, 1)]


def test_piper_passing_a_house_lowers_its_floor_never_below_zero():
    s = position(figures={C.PIPER: (0, CCW), "red": (2, CCW)}, floors=[1, 0, 0, 0],
                 row=("piper", "red", "blue", "green"), hands={0: [C.STEP2] + [C.STEP1] * 3})
    put_under(s, 0, C.STEP1)
    play(s, 0, C.STEP2)
    events = play(s, 1, C.STEP1)
    assert len(of_type(events, E.FigureStepped)) == 3
    assert of_type(events, E.FloorChanged) == [E.FloorChanged(0, 1, 0)]
    assert s.board.floors == [0, 0, 0, 0]


def test_neutral_houses_count_nothing():
    s = position(players=2, figures={"red": (0, CW), C.PIPER: (2, CCW)}, hands={0: [C.STEP1] * 4})
    put_under(s, 0, C.STEP1)
    play(s, 0, C.STEP1)
    events = play(s, 1, C.STEP1)
    # from gap 0 clockwise: the neutral house -1, then house 1
    assert [e.house for e in of_type(events, E.FigureStepped)] == [-1, 1]
    assert s.board.floors == [0, 1]


# decks -------------------------------------------------------------------------------------------------------
def test_players_draw_back_up_to_four_after_their_turn():
    s = position(hands={0: [C.STEP1] * 4})
    play(s, 0, C.STEP1)
    assert len(s.hands[0]) == 3
    play(s, 1, C.STEP1)
    assert len(s.hands[0]) == 4 and s.active == 3


def test_action_discards_are_reshuffled_when_the_draw_pile_runs_out():
    s = position(hands={0: [C.STEP1] * 4})
    s.actions.discards.extend(s.actions.draw_pile)
    s.actions.draw_pile = []
    play(s, 0, C.STEP1)
    events = play(s, 1, C.STEP1)
    assert of_type(events, E.DeckReshuffled)[0].deck == "actions"
    assert len(s.hands[0]) == 4 and total_actions(s) == 50


def test_character_discards_are_reshuffled_when_the_deck_runs_out():
    s = position(figures={"red": (0, CCW), C.PIPER: (2, CCW)}, hands={0: [C.STEP1] * 4})
    s.characters.discards.extend(s.characters.draw_pile)
    s.characters.draw_pile = []
    put_under(s, 0, C.STEP1)
    play(s, 0, C.STEP1)
    events = play(s, 1, C.STEP1)
    assert of_type(events, E.DeckReshuffled)[0].deck == "characters"
    assert total_characters(s) == 21


# elimination and the end -----------------------------------------------------------------------------------
def test_roof_eliminates_and_the_marker_goes_to_the_active_player():
    s = position(figures={"red": (1, CCW), "blue": (0, CW), "green": (2, CCW), C.PIPER: (3, CCW)},
                 floors=[0, 6, 0, 0], hands={0: [C.STEP1] * 4})
    put_under(s, 0, C.STEP1)
    play(s, 0, C.STEP1)
    events = play(s, 1, C.STEP1)
    out = of_type(events, E.PlayerEliminated)[0]
    assert (out.seat, out.to_seat, out.markers) == (1, 0, (1,))
    assert s.markers == [[0, 1], [], [2], [3]] and s.eliminated == [[1]]
    assert s.hands[1] == [] and total_actions(s) == 50


def test_eliminated_house_leaves_and_its_two_streets_merge():
    s = position(figures={"red": (0, CW), "blue": (0, CCW), "green": (2, CCW), C.PIPER: (3, CCW)},
                 floors=[0, 6, 0, 0], hands={0: [C.STEP1] * 4})
    put_under(s, 0, C.STEP1)
    play(s, 0, C.STEP1)
    events = play(s, 1, C.STEP1)
    out = of_type(events, E.PlayerEliminated)[0]
    assert s.board.ring == [0, 2, 3]
    assert out.gap_map == (0, 0, 1, 2) and out.merged_gap == 0
    # red passed house 1 into old gap 1 = merged gap 0 (between 0 and 2), then stepped through 2 into gap 1
    assert s.board.figures["red"] == [1, CW] and s.board.figures["blue"][0] == 0
    assert s.board.figures["green"][0] == 1 and s.board.figures[C.PIPER][0] == 2


def test_game_ends_with_two_players_left_and_the_lower_floor_wins():
    s = position(players=3, figures={"red": (1, CCW), C.PIPER: (2, CCW)}, floors=[2, 6, 4],
                 hands={0: [C.STEP1] * 4})
    put_under(s, 0, C.STEP1)
    play(s, 0, C.STEP1)
    events = play(s, 1, C.STEP1)
    assert of_type(events, E.GameEnded) == [E.GameEnded((0,), (0, 2, 1))]
    assert R.result(s)["winners"] == [0] and R.legal_actions(s, s.active) == []


def test_tie_on_floors_goes_to_the_player_with_more_markers():
    s = position(players=3, figures={"red": (1, CCW), C.PIPER: (2, CW)}, floors=[3, 6, 3], active=2,
                 hands={2: [C.STEP1] * 4})
    put_under(s, 0, C.STEP1)
    play(s, 0, C.STEP1)
    play(s, 1, C.STEP1)
    assert R.result(s)["winners"] == [2]  # seat 2 collected seat 1's marker


def _tied_play_on_position(lower_kind):
    s = position(players=4, figures={"red": (0, CW), C.PIPER: (1, CW)}, floors=[3, 6, 3, 7], active=2,
                 hands={2: [lower_kind, C.STEP1, C.STEP1, C.STEP1]})
    s.board.ring = [0, 1, 2]
    s.eliminated = [[3]]
    s.markers = [[0, 3], [1], [2], []]
    s.hands[3], s.actions.discards = [], s.actions.discards + s.hands[3]
    put_under(s, 0, C.STEP1)
    play(s, 0, lower_kind)
    return s, play(s, 1, C.STEP1)


def test_still_tied_the_last_two_play_on():
    s, events = _tied_play_on_position(C.TURN)
    assert of_type(events, E.PlayOn) == [E.PlayOn((0, 2))]
    assert R.result(s) is None and s.play_on and s.active == 0


def test_play_on_ends_as_soon_as_one_floor_is_lower():
    s, events = _tied_play_on_position(C.STEP1)  # red's second step goes through house 2
    assert of_type(events, E.PlayOn) and R.result(s)["winners"] == [0]


def test_two_player_game_ends_when_a_marker_reaches_the_roof():
    s = position(players=2, figures={"red": (0, CCW), C.PIPER: (2, CCW)}, floors=[6, 5], hands={0: [C.STEP1] * 4})
    put_under(s, 0, C.STEP1)
    play(s, 0, C.STEP1)
    events = play(s, 1, C.STEP1)
    assert R.result(s)["winners"] == [1] and of_type(events, E.GameEnded)


@pytest.mark.parametrize("red_gap, first_up, winner", [(0, 0, 1), (2, 1, 0)])
def test_two_players_one_card_drives_both_roofs_the_first_there_loses(red_gap, first_up, winner):
    """2-player ring [0, -1, 1, -2]: 3 steps facing right from gap 0 pass house 0, a neutral house, house 1;
    from gap 2 they pass house 1 first. The game ends as soon as a marker reaches the roof."""
    s = position(players=2, figures={"red": (red_gap, CCW), C.PIPER: (1, CW)}, floors=[6, 6],
                 hands={0: [C.STEP1] * 4})
    put_under(s, 0, C.STEP3)
    play(s, 0, C.STEP1)
    events = play(s, 1, C.STEP1)
    assert s.board.floors == [7, 7]  # the card is carried out in full, both markers at the roof
    assert R.result(s)["winners"] == [winner] and R.result(s)["ranking"] == [winner, first_up]
    assert [e.seat for e in of_type(events, E.PlayerEliminated)] == [first_up]
    assert of_type(events, E.GameEnded) == [E.GameEnded((winner,), (winner, first_up))]


def test_play_on_one_card_drives_both_roofs_the_first_there_loses():
    s = position(players=3, figures={"red": (1, CW), C.PIPER: (0, CW)}, floors=[6, 6, 7], active=0,
                 hands={0: [C.STEP1] * 4})
    s.board.ring = [0, 1]
    s.eliminated, s.play_on = [[2]], True
    s.markers = [[0, 2], [1], []]
    s.hands[2], s.actions.discards = [], s.actions.discards + s.hands[2]
    put_under(s, 0, C.STEP2)  # red in gap 1 (between 1 and 0) facing +1: through house 0, then house 1
    play(s, 0, C.STEP1)
    play(s, 1, C.STEP1)
    assert R.result(s)["winners"] == [1]


# variants ---------------------------------------------------------------------------------------------------
def test_no_specials_variant_removes_specials_and_cards_act_at_once():
    s = position(figures={"red": (0, CCW), C.PIPER: (2, CCW)}, hands={0: [C.STEP1] * 4}, specials=False)
    assert len(s.box["actions"]) == 10 and all(C.kind_of(c) in C.SPECIAL for c in s.box["actions"])
    events = play(s, 0, C.STEP1)
    assert s.board.figures["red"][0] == 3 and of_type(events, E.CardActs)
    assert len(s.row[0]["stack"]) == 1  # it stays under the character


def test_no_specials_second_card_acts_then_both_leave_with_the_character():
    s = position(figures={"red": (0, CCW), C.PIPER: (2, CCW)}, hands={0: [C.STEP1] * 4}, specials=False)
    put_under(s, 0, C.STEP2)
    s.row[0]["stack"][0][3] = True  # it already acted when it was placed
    red_card = s.row[0]["char"]
    events = play(s, 0, C.STEP1)
    assert len(of_type(events, E.FigureStepped)) == 1
    assert red_card in s.characters.discards and s.row[0]["stack"] == []
    assert total_actions(s) == 50


def test_face_down_card_is_hidden_until_its_character_holds_two():
    s = position(figures={"red": (0, CCW), C.PIPER: (2, CCW)}, hands={0: [C.STEP2] + [C.STEP1] * 3,
                                                                     3: [C.STEP1] * 4}, face_down=True)
    events = play(s, 0, C.STEP2, face_down=True)
    played = of_type(events, E.CardPlayed)[0]
    assert played.card is None and played.kind is None and played.face_down
    assert R.view(s, 1)["row"][0]["stack"][0]["card"] is None
    assert R.view(s, 0)["row"][0]["stack"][0]["kind"] == C.STEP2  # its owner still knows it
    play(s, 1, C.STEP1)
    events = play(s, 0, C.STEP1)  # seat 3 completes red ...
    assert of_type(events, E.CardRevealed)[0].kind == C.STEP2
    events = play(s, 2, C.STEP1)  # ... and red moves once both of seat 3's cards are down
    assert len(of_type(events, E.FigureStepped)) == 3


def test_only_one_card_per_turn_may_be_face_down():
    s = position(hands={0: [C.STEP1] * 4}, face_down=True)
    play(s, 0, C.STEP1, face_down=True)
    assert not any(a.face_down for a in R.legal_actions(s, 0))
    with pytest.raises(IllegalAction, match="pied_piper.err.one_face_down"):
        play(s, 1, C.STEP1, face_down=True)


def test_face_down_needs_the_variant():
    s = position(hands={0: [C.STEP1] * 4})
    assert not any(a.face_down for a in R.legal_actions(s, 0))
    with pytest.raises(IllegalAction, match="pied_piper.err.face_down_not_allowed"):
        play(s, 0, C.STEP1, face_down=True)


def test_opening_card_may_be_face_down():
    s = R.new_game({"players": 3, "start_player": 0, "face_down": True}, 3)
    assert any(a.face_down for a in R.legal_actions(s, 0))
    R.apply(s, E.PlayCard(0, s.hands[0][0], 0, True))
    assert s.row[0]["stack"][0][1] is True


def test_no_specials_face_down_card_waits_then_acts_first():
    s = position(figures={"red": (0, CCW), "blue": (2, CW), "green": (2, CW), C.PIPER: (2, CCW)},
                 hands={0: [C.TURN] + [C.STEP1] * 3}, specials=False, face_down=True)
    play(s, 0, C.TURN, face_down=True)
    assert s.board.figures["red"] == [0, CCW]  # not acted yet
    play(s, 1, C.STEP1)
    set_hand(s, 3, [C.STEP1] * 4)
    events = play(s, 0, C.STEP1)
    assert [e.kind for e in of_type(events, E.CardActs)] == [C.TURN, C.STEP1]
    assert s.board.figures["red"] == [1, CW]


def test_no_specials_a_placed_card_may_act_at_once_or_wait():
    """Seed: 「可立即執行對應角色行動」 - the player MAY carry out the placed card at once; or leave it waiting."""
    s = position(figures={"red": (0, CCW), C.PIPER: (2, CCW)}, hands={0: [C.STEP1] * 4}, specials=False)
    legal = R.legal_actions(s, 0)
    assert {a.hold for a in legal if a.slot == 0} == {False, True} and R.can_hold(s, 0)
    card = s.hands[0][0]
    events = R.apply(s, E.PlayCard(0, card, 0, hold=True))
    assert s.board.figures["red"] == [0, CCW] and not of_type(events, E.CardActs)  # it waits
    assert of_type(events, E.CardPlayed)[0].held and s.row[0]["stack"] == [[card, False, 0, False]]
    assert R.view(s, 1)["row"][0]["stack"][0]["acted"] is False


def test_no_specials_a_waiting_card_acts_first_when_the_second_completes_the_character():
    s = position(figures={"red": (0, CCW), "blue": (2, CW), "green": (2, CW), C.PIPER: (2, CCW)},
                 hands={0: [C.TURN] + [C.STEP1] * 3}, specials=False)
    play_card = next(c for c in s.hands[0] if C.kind_of(c) == C.TURN)
    R.apply(s, E.PlayCard(0, play_card, 0, hold=True))
    play(s, 1, C.STEP1)
    set_hand(s, 3, [C.STEP1] * 4)
    assert not R.can_hold(s, 0) and not any(a.hold for a in R.legal_actions(s, 3) if a.slot == 0)
    events = play(s, 0, C.STEP1)  # seat 3 completes red: the waiting about-turn first, then the step
    assert [e.kind for e in of_type(events, E.CardActs)] == [C.TURN, C.STEP1]
    assert s.board.figures["red"] == [1, CW] and s.row[0]["stack"] == []


def test_holding_a_card_is_refused_where_it_means_nothing():
    s = position(hands={0: [C.STEP1] * 4})  # specials: every card waits for its partner anyway
    assert not any(a.hold for a in R.legal_actions(s, 0)) and not R.can_hold(s)
    with pytest.raises(IllegalAction, match="pied_piper.err.hold_needs_variant"):
        R.apply(s, E.PlayCard(0, s.hands[0][0], 0, hold=True))
    s = position(hands={0: [C.STEP1] * 4}, specials=False, face_down=True)
    with pytest.raises(IllegalAction, match="pied_piper.err.hold_face_down"):
        R.apply(s, E.PlayCard(0, s.hands[0][0], 0, True, hold=True))
    put_under(s, 1, C.STEP1)
    with pytest.raises(IllegalAction, match="pied_piper.err.hold_completes"):
        R.apply(s, E.PlayCard(0, s.hands[0][0], 1, hold=True))


# actions that are not allowed ----------------------------------------------------------------------------------
def test_illegal_actions_give_a_reason_key_and_leave_the_state_untouched():
    s = position(hands={0: [C.STEP1] * 4})
    before = R.to_json(s)
    other_card = s.hands[1][0]
    for action, key in [(E.PlayCard(0, other_card, 0), "card_not_in_hand"),
                        (E.PlayCard(0, s.hands[0][0], 9), "no_such_character"),
                        (E.ExecuteCharacter(0, 0), "play_a_card"),
                        (E.PlayCard(2, s.hands[2][0], 0), "not_your_turn")]:
        with pytest.raises(IllegalAction) as err:
            R.apply(s, action)
        assert str(err.value) == "pied_piper.err." + key
        assert R.to_json(s) == before


def test_view_shows_own_hand_only():
    s = position(hands={0: [C.STEP1] * 4})
    v = R.view(s, 2)
    assert v["hand"] == s.hands[2] and v["hand_sizes"] == [4, 4, 4, 4]
    shown = set(v["hand"]) | set(v["discards"]) | {i["card"] for e in v["row"] for i in e["stack"]}
    assert not shown & set(s.hands[0] + s.hands[1] + s.hands[3])
    assert R.view(s, None)["hand"] == []


def test_state_round_trips_through_json():
    s = R.new_game({"players": 5, "face_down": True}, 21)
    t = R.from_json(R.to_json(s))
    assert R.to_json(t) == R.to_json(s)
    a = R.legal_actions(s, s.active)[3]
    assert R.apply(s, a) == R.apply(t, a) and R.to_json(s) == R.to_json(t)
