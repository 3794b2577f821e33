"""Actions and events register for JSON by subclassing (no decorator to forget), and the event two card games
shared is one class whose records under either game's old name still load."""
from dataclasses import dataclass

import pytest

from game.core import actions as A
from game.core.card_events import CardsDrawn


@dataclass(frozen=True)
class Knock(A.Action):
    seat: int
    times: int


@dataclass(frozen=True)
class Knocked(A.Event):
    seat: int
    where: tuple


def test_a_subclass_round_trips_without_a_decorator():
    for obj in (Knock(1, 3), Knocked(0, (2, 5))):
        data = A.to_json(obj)
        assert data["type"].endswith("." + type(obj).__name__)
        assert A.from_json(data) == obj


def test_a_plain_dataclass_still_needs_register():
    @dataclass(frozen=True)
    class Loose:
        n: int

    with pytest.raises(TypeError, match="subclass Action or Event"):
        A.to_json(Loose(1))
    A.register(Loose)
    assert A.from_json(A.to_json(Loose(2))) == Loose(2)


def test_cards_drawn_is_one_event_for_both_card_games():
    from game.games.kragmortha import events as KE
    from game.games.pied_piper import events as PE

    assert PE.CardsDrawn is KE.CardsDrawn is CardsDrawn
    for old in ("pied_piper.CardsDrawn", "kragmortha.CardsDrawn"):  # names older saves and replays used
        assert A.from_json({"type": old, "seat": 2, "count": 1}) == CardsDrawn(2, 1)
    assert A.from_json(A.to_json(CardsDrawn(0, 3))) == CardsDrawn(0, 3)
