"""Actions (what a seat asks for) and events (what happened), named after the rulebook. Cells are (x, y) tuples.
Events are public: every bot and the screen see them, so none names a card still hidden in a hand."""
from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action, Event, register
from game.core.card_events import CardsDrawn  # noqa: F401  (E.CardsDrawn: one event for every card game)


# actions ----------------------------------------------------------------------------------------------------
@register
@dataclass(frozen=True)
class PlaceGoblin(Action):
    """Set-up: put your goblin on an empty start cell (the 8th goblin: a cell next to any goblin)."""
    seat: int
    cell: tuple


@register
@dataclass(frozen=True)
class PlayCard(Action):
    """Play movement card `card` from your hand (its first step follows as Step)."""
    seat: int
    card: int


@register
@dataclass(frozen=True)
class Step(Action):
    """Move the card's figure one step to `cell` (first or second step)."""
    seat: int
    cell: tuple


@register
@dataclass(frozen=True)
class Stop(Action):
    """Take no second step."""
    seat: int


@register
@dataclass(frozen=True)
class RevealHand(Action):
    """No card in hand can move anything: show the hand, discard it and draw as many (once a turn)."""
    seat: int


@register
@dataclass(frozen=True)
class Pass(Action):
    """No card in hand can move anything: end the turn without a move."""
    seat: int


@register
@dataclass(frozen=True)
class ChooseCell(Action):
    """Answer the pending cell choice (view["choice"]): where a pushed goblin goes, which teleport or start
    cell, where the Dark Lord is put, a spellbook's target."""
    seat: int
    cell: tuple


@register
@dataclass(frozen=True)
class UseSpellbook(Action):
    """Use one of your face-up spellbooks (before a movement card)."""
    seat: int
    book: int


@register
@dataclass(frozen=True)
class DiscardCard(Action):
    """Extra card: discard one movement card (repeated until 3 are left)."""
    seat: int
    card: int


@register
@dataclass(frozen=True)
class CurePenalty(Action):
    """Cure: this penalty goes to the bottom of the penalty pile."""
    seat: int
    penalty: int


@register
@dataclass(frozen=True)
class BreakPenalty(Action):
    """The handicap engine saw `seat` fail breakable penalty `penalty_id`: it is marked broken and another
    penalty is drawn. Accepted at any moment of a running game (never offered by legal_actions)."""
    seat: int
    penalty_id: int


@register
@dataclass(frozen=True)
class TimeUp(Action):
    """The Hourglass ran out: the active seat's turn ends (never offered by legal_actions)."""
    seat: int


# events -----------------------------------------------------------------------------------------------------
@register
@dataclass(frozen=True)
class GoblinPlaced(Event):
    seat: int
    cell: tuple


@register
@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int


@register
@dataclass(frozen=True)
class CardPlayed(Event):
    seat: int
    card: int
    target: str  # "goblin" | "lord"


@register
@dataclass(frozen=True)
class GoblinMoved(Event):
    goblin: int  # the goblin's seat
    from_cell: tuple
    to_cell: tuple
    how: str  # step | push | teleport | caught | start | blink | swap | shove | place


@register
@dataclass(frozen=True)
class GoblinPushed(Event):
    goblin: int
    by: int
    from_cell: tuple
    to_cell: tuple


@register
@dataclass(frozen=True)
class LordMoved(Event):
    from_cell: tuple
    to_cell: tuple
    how: str  # step | placed (off a teleport cell) | dark_steps


@register
@dataclass(frozen=True)
class LordMet(Event):
    """A goblin and the Dark Lord meet on `cell`."""
    goblin: int
    cell: tuple


@register
@dataclass(frozen=True)
class StepLost(Event):
    """The second step is lost (the Dark Lord met, the desk reached, the Dark Lord on a teleport cell)."""
    seat: int
    reason: str


@register
@dataclass(frozen=True)
class TokenDrawn(Event):
    goblin: int
    token: int
    kind: str  # teleport | spellbook | trap


@register
@dataclass(frozen=True)
class TokensReshuffled(Event):
    size: int


@register
@dataclass(frozen=True)
class PenaltyDrawn(Event):
    seat: int
    penalty: int
    cause: str  # lord | trap | broken


@register
@dataclass(frozen=True)
class PenaltyReturned(Event):
    """A drawn penalty with a corner symbol the player already holds goes to the bottom of the pile."""
    seat: int
    penalty: int


@register
@dataclass(frozen=True)
class PenaltyBroken(Event):
    seat: int
    penalty: int


@register
@dataclass(frozen=True)
class PenaltyCancelled(Event):
    """A Shield took the penalty instead (the Shield is turned down)."""
    seat: int
    book: int


@register
@dataclass(frozen=True)
class PenaltyCured(Event):
    seat: int
    penalty: int


@register
@dataclass(frozen=True)
class SpellbookTaken(Event):
    seat: int
    book: int
    source: str  # desk | token


@register
@dataclass(frozen=True)
class SpellbookUsed(Event):
    seat: int
    book: int
    kind: str


@register
@dataclass(frozen=True)
class HandRevealed(Event):
    seat: int
    cards: tuple


@register
@dataclass(frozen=True)
class CardDiscarded(Event):
    seat: int
    card: int


@register
@dataclass(frozen=True)
class MovesReshuffled(Event):
    size: int


@register
@dataclass(frozen=True)
class TurnTimedOut(Event):
    seat: int


@register
@dataclass(frozen=True)
class TurnPassed(Event):
    seat: int


@register
@dataclass(frozen=True)
class GameEnded(Event):
    winners: tuple
    ranking: tuple
    reason: str  # penalties | spellbooks
    tie_break: str  # penalties | spellbooks | magic | shared
