"""Events that card games share, defined once: the rules of every game that deals cards emit the same record."""
from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Event, alias


@dataclass(frozen=True)
class CardsDrawn(Event):
    """`seat` drew `count` cards (which ones stays secret: events are public)."""
    seat: int
    count: int


# saves and replays written while each game defined its own copy
alias("pied_piper.CardsDrawn", CardsDrawn)
alias("kragmortha.CardsDrawn", CardsDrawn)
