"""Actions (what a seat asks for) and events (what happened), named after the rulebook.

Events are public: everyone (every bot, the screen) sees them, so a face-down card shows no id or kind until it
is revealed. Gaps are indices into the ring at the moment of the event: gap g is the street between ring[g] and
ring[g+1] (clockwise)."""
from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action, Event, register
from game.core.card_events import CardsDrawn  # noqa: F401  (E.CardsDrawn: one event for every card game)


# actions --------------------------------------------------------------------------------------------------
@register
@dataclass(frozen=True)
class PlayCard(Action):
    """Put action card `card` (an id from your hand) under the character in row slot `slot` (0..3).
    `hold` (no-specials variant, a face-up card under a character with no card yet): leave it waiting there
    instead of carrying it out at once; it acts when a second card completes the character."""
    seat: int
    card: int
    slot: int
    face_down: bool = False
    hold: bool = False


@register
@dataclass(frozen=True)
class ExecuteCharacter(Action):
    """When two characters are ready (two cards each), carry out the one in `slot` next."""
    seat: int
    slot: int


# events ---------------------------------------------------------------------------------------------------
@register
@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int
    opening: bool = False  # the start player's single opening card


@register
@dataclass(frozen=True)
class CardPlayed(Event):
    seat: int
    slot: int
    character: int  # the character card's id
    card: int | None  # None when face down
    kind: str | None
    face_down: bool
    position: int  # 0 = the upper card of the stack, 1 = the lower
    held: bool = False  # no-specials variant: left waiting, not carried out at once


@register
@dataclass(frozen=True)
class CardRevealed(Event):
    slot: int
    position: int
    card: int
    kind: str


@register
@dataclass(frozen=True)
class CharacterCarriedOut(Event):
    """The character in `slot` starts to act (its figure will move)."""
    slot: int
    character: int
    figure: str


@register
@dataclass(frozen=True)
class CardActs(Event):
    """One action card takes effect on its figure (the steps/turns follow)."""
    slot: int
    card: int
    kind: str
    figure: str


@register
@dataclass(frozen=True)
class FigureTurned(Event):
    figure: str
    facing: int  # +1 clockwise, -1 counter-clockwise
    followers: tuple = ()  # rats turning with the piper (Melody)


@register
@dataclass(frozen=True)
class FigureStepped(Event):
    figure: str
    from_gap: int
    house: int  # the house passed through (a seat, or a negative id for a neutral house)
    to_gap: int
    followers: tuple = ()  # rats walking with the piper (Melody)


@register
@dataclass(frozen=True)
class FloorChanged(Event):
    house: int
    old: int
    new: int


@register
@dataclass(frozen=True)
class MelodyPlayed(Event):
    """The piper plays: the rats in his gap (`followers`) follow him this move."""
    followers: tuple


@register
@dataclass(frozen=True)
class RatCharmed(Event):
    """A rat jumps into the piper's gap without passing any house."""
    figure: str
    from_gap: int
    to_gap: int


@register
@dataclass(frozen=True)
class SpecialsFizzled(Event):
    """Two special cards under one character: both are discarded and nothing happens."""
    slot: int
    character: int


@register
@dataclass(frozen=True)
class CardsDiscarded(Event):
    slot: int
    character: int
    cards: tuple


@register
@dataclass(frozen=True)
class RowRefilled(Event):
    slot: int
    character: int


@register
@dataclass(frozen=True)
class DeckReshuffled(Event):
    deck: str  # "actions" | "characters"
    size: int


@register
@dataclass(frozen=True)
class PlayerEliminated(Event):
    """`seat`'s marker reached the roof: the house leaves the ring, its markers go to `to_seat` and the two
    streets beside it merge. `gap_map[g]` is where old gap g is now; `merged_gap` is the new joined street."""
    seat: int
    to_seat: int | None
    markers: tuple  # the marker houses handed over
    gap_map: tuple
    merged_gap: int
    discarded: tuple = ()  # the cards left in the fallen player's hand, now on the discard pile


@register
@dataclass(frozen=True)
class PlayOn(Event):
    """Two players left with equal floors and equal markers: play on until one is ahead."""
    seats: tuple


@register
@dataclass(frozen=True)
class GameEnded(Event):
    winners: tuple
    ranking: tuple
