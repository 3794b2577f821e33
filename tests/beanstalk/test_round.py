"""Set-up, the secret choice and reveal, the order, the bean, refill and the end by cards."""
import pytest

from game.core.actions import IllegalAction
from game.core.jsonio import state_hash
from game.games.beanstalk import cards as C
from game.games.beanstalk import events as E
from game.games.beanstalk import rules as R
from tests.beanstalk.helpers import check_conservation, choose_all, game, of


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_set_up(players):
    s = game(players)
    assert all(len(h) == C.HAND_SIZE and len(p) == 4 for h, p in zip(s.hands, s.piles))
    assert len(s.gold_pile) == 30 and s.treasures == [3] * players and s.axes == [True] * players
    assert s.dice_supply == 11 and s.trunk_supply == 2 and len(s.stalk["pieces"]) == 1
    assert s.phase == "choose" and s.bean == 0
    check_conservation(s)


def test_player_count_and_variant_are_checked():
    with pytest.raises(ValueError):
        game(1)
    with pytest.raises(ValueError):
        game(6)
    with pytest.raises(ValueError):
        game(3, variant="nope")
    assert game(3, variant="powers").axes == [False] * 3


def test_choice_is_secret_until_everyone_has_chosen():
    s = game(3)
    card = s.hands[0][0]
    events = R.apply(s, E.ChooseCard(0, card))
    assert events == [E.CardChosen(0)]  # no number in public
    assert R.view(s, 1)["my_choice"] is None and R.view(s, 0)["my_choice"] == card
    assert R.view(s, 1)["chosen"] == [True, False, False]
    assert card in s.hands[0]  # still face down in front of the player, not revealed
    assert R.legal_actions(s, 0) == []  # chose already
    with pytest.raises(IllegalAction, match="already_chosen"):
        R.apply(s, E.ChooseCard(0, s.hands[0][1]))
    with pytest.raises(IllegalAction, match="card_not_in_hand"):
        R.apply(s, E.ChooseCard(1, next(c for c in C.NUMBERS if c not in s.hands[1])))


def test_reveal_orders_by_number_with_bean_tie_break_clockwise():
    s = game(4, bean_holder=2)
    events = choose_all(s, [5, 3, 5, 5])
    rev = of(events, E.CardsRevealed)[0]
    # 3 first; the 5s from the bean holder (2) clockwise: 2, 3, 0
    assert rev.order == (1, 2, 3, 0)
    assert s.used[0] == [5] and 5 not in s.hands[0]
    assert s.phase == "start" and s.actor == 1


def test_only_the_actor_may_act():
    s = game(3)
    choose_all(s, [1, 2, 3])
    assert s.actor == 0
    for seat in (1, 2):
        assert R.legal_actions(s, seat) == []
    before = state_hash(R.to_json(s))
    with pytest.raises(IllegalAction, match="not_your_turn"):
        R.apply(s, E.RollDice(1))
    assert state_hash(R.to_json(s)) == before


def _rest_everyone(s):
    """Play out a round where every player skips by placing nothing: roll and decline (no dice faces stack)."""
    while s.phase != "choose" and s.outcome is None:
        seat = s.actor
        s.turn["card"] = s.turn["card"]
        R.apply(s, E.RollDice(seat))
        s.dice_supply += len(s.turn["dice"])
        s.turn["dice"] = []  # no dice to stack: the turn ends at once
        R.apply(s, E.StartStacking(seat))


def test_bean_goes_to_the_last_actor_and_hands_refill():
    s = game(3)
    choose_all(s, [2, 7, 4])
    _rest_everyone(s)
    assert s.bean == 1  # card 7 acted last
    assert all(len(h) == 3 for h in s.hands) and all(len(p) == 3 for p in s.piles)
    assert s.round == 2 and s.phase == "choose"
    check_conservation(s)


def test_the_game_ends_when_no_cards_are_left():
    s = game(2)
    for _ in range(7):
        choose_all(s, [s.hands[0][0], s.hands[1][0]])
        _rest_everyone(s)
    assert s.outcome is not None and s.outcome["reason"] == "cards"
    assert R.legal_actions(s, 0) == [] and R.legal_actions(s, 1) == []
    with pytest.raises(IllegalAction, match="game_over"):
        R.apply(s, E.ChooseCard(0, 1))
