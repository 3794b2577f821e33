"""Dice per card, extra dice chained, the eyes and the eye token."""
import pytest

from game.core.actions import IllegalAction
from game.games.beanstalk import cards as C
from game.games.beanstalk import dice as D
from game.games.beanstalk import events as E
from game.games.beanstalk import rules as R
from tests.beanstalk.helpers import check_conservation, choose_all, game, of, roll_as


@pytest.mark.parametrize("card,count", [(1, 1), (2, 1), (3, 2), (4, 2), (5, 2), (6, 3), (7, 3)])
def test_a_card_rolls_its_dice(card, count):
    s = game(2)
    choose_all(s, [card, 1 if card != 1 else 2])
    seat = s.actor
    R.apply(s, E.RollDice(seat))
    if s.revealed[seat] == card:
        assert len(s.turn["dice"]) == count == C.dice_for(card)
        assert s.dice_supply == 11 - count
    check_conservation(s)


def test_faces_are_the_six_of_the_spec():
    assert sorted(D.FACES) == sorted(["eye", "eye", "extra", "treasure", "treasure", "trunk"])


def test_extra_dice_chain():
    s = game(2)
    choose_all(s, [1, 2])
    R.apply(s, E.RollDice(0))
    roll_as(s, [D.EXTRA])
    assert E.RollExtra(0) in R.legal_actions(s, 0)
    s.rng = _rigged(s, D.EXTRA)
    events = R.apply(s, E.RollExtra(0))
    assert of(events, E.DiceRolled)[0].extra and s.turn["dice"] == [D.EXTRA, D.EXTRA]
    assert E.RollExtra(0) in R.legal_actions(s, 0)  # the new extra face grants one more
    s.rng = _rigged(s, D.EYE)
    R.apply(s, E.RollExtra(0))
    assert E.RollExtra(0) not in R.legal_actions(s, 0)
    with pytest.raises(IllegalAction, match="no_extra_face"):
        R.apply(s, E.RollExtra(0))
    check_conservation(s)


def test_no_extra_die_when_the_supply_is_empty():
    s = game(2)
    choose_all(s, [1, 2])
    R.apply(s, E.RollDice(0))
    roll_as(s, [D.EXTRA])
    s.dice_supply = 0
    assert E.RollExtra(0) not in R.legal_actions(s, 0)
    with pytest.raises(IllegalAction, match="no_dice_left"):
        R.apply(s, E.RollExtra(0))


def _rigged(s, face):
    """An Rng whose next die roll shows `face` (searched from the state's own rng, deterministic)."""
    from game.core.rng import Rng
    for k in range(1000):
        r = Rng(k)
        if D.roll(Rng.from_json(r.to_json())) == face:
            return r
    raise AssertionError


def _stack_with(faces, eye_holder=None, seat_card=(1, 2)):
    s = game(2)
    s.eye = eye_holder
    choose_all(s, list(seat_card))
    R.apply(s, E.RollDice(0))
    roll_as(s, faces)
    return s, R.apply(s, E.StartStacking(0))


def test_two_eyes_wake_the_giant_and_take_the_eye_token():
    s, events = _stack_with([D.EYE, D.EYE, D.TREASURE], eye_holder=1)
    wake = of(events, E.GiantWakes)
    assert wake and wake[0].eye_token_from == 1 and s.eye == 0 and s.turn["woke"]


def test_one_eye_wakes_only_the_eye_token_holder():
    s, events = _stack_with([D.EYE, D.TREASURE])
    assert not of(events, E.GiantWakes) and s.eye is None and not s.turn["woke"]
    s, events = _stack_with([D.EYE, D.TREASURE], eye_holder=0)
    assert of(events, E.GiantWakes) and s.eye == 0 and s.turn["woke"]


def test_extra_dice_count_toward_the_eyes():
    s = game(2)
    choose_all(s, [3, 4])
    R.apply(s, E.RollDice(0))
    roll_as(s, [D.EXTRA, D.EYE])  # one eye: not enough on its own
    s.rng = _rigged(s, D.EYE)
    R.apply(s, E.RollExtra(0))  # the extra die shows the second eye
    events = R.apply(s, E.StartStacking(0))
    assert of(events, E.GiantWakes) and s.turn["woke"]


def test_the_queue_follows_the_faces():
    s, _ = _stack_with([D.TRUNK, D.TREASURE, D.EYE])
    kinds = [(q["kind"], bool(q.get("optional"))) for q in s.turn["queue"]]
    assert kinds == [("die", False), ("trunk", False), ("die", False), ("treasure", True), ("die", False)]
    check_conservation(s)
