"""Baba Yaga's actions and events: small frozen dataclasses named after the rulebook, @register-ed so saves
and replays store them as JSON. Cells are grid indices r * 5 + c (see data.py)."""
from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action, Event, register

# --- actions -----------------------------------------------------------------------------------------


@register
@dataclass(frozen=True)
class ChooseFlightPath(Action):
    """The player on the active player's left picks the line ("row" | "column") and its start end
    ("west" | "east" for the row, "north" | "south" for the column)."""
    seat: int
    line: str
    start_end: str


@register
@dataclass(frozen=True)
class FlipTile(Action):
    """The active player turns a forest tile to its element side."""
    seat: int
    cell: int


@register
@dataclass(frozen=True)
class FlipBack(Action):
    """The active player turns a wrong tile back to its forest side (before flipping any other)."""
    seat: int
    cell: int


@register
@dataclass(frozen=True)
class LiftHouse(Action):
    """The active player moves the house aside to flip the tile under it."""
    seat: int


@register
@dataclass(frozen=True)
class MoveWitch(Action):
    """A non-active player moves Baba Yaga one tile. `hand` ("left" | "right") matters with two players,
    where the mover must alternate hands; otherwise it is ignored."""
    seat: int
    hand: str | None = None


@register
@dataclass(frozen=True)
class SwapTiles(Action):
    """Swap effect: the breaking player swaps the places of two forest tiles."""
    seat: int
    a: int
    b: int


@register
@dataclass(frozen=True)
class PlaceHouse(Action):
    """House effect (or the expert variant): put the house tile on a forest tile."""
    seat: int
    cell: int


@register
@dataclass(frozen=True)
class SkipHouse(Action):
    """Expert variant: leave the house where it is at the end of the turn."""
    seat: int


# --- events ------------------------------------------------------------------------------------------


@register
@dataclass(frozen=True)
class StudyOver(Event):
    """The 20-second study ends: `elements` is what everyone just saw (per cell, None on the path)."""
    elements: tuple


@register
@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int
    chooser: int  # who picks the flight path now
    turn: int


@register
@dataclass(frozen=True)
class FlightPathChosen(Event):
    seat: int
    line: str
    start_end: str
    path: tuple  # ((r, c), ...) from the start tile to the far end; may leave the grid (the 10th tile)
    total_moves: int


@register
@dataclass(frozen=True)
class CardRevealed(Event):
    """The search begins: the active player's spell card is face up."""
    seat: int
    card: int
    elements: tuple
    effect: str | None
    need: int  # how many of its elements must be found
    effects: tuple  # effects hindering this search ("fog", "wobble", "long_flight", "short_flight")


@register
@dataclass(frozen=True)
class HouseLifted(Event):
    seat: int
    cell: int


@register
@dataclass(frozen=True)
class TileFlipped(Event):
    seat: int
    cell: int
    element: str
    match: bool


@register
@dataclass(frozen=True)
class TileTurnedBack(Event):
    seat: int
    cell: int


@register
@dataclass(frozen=True)
class HouseReturned(Event):
    cell: int


@register
@dataclass(frozen=True)
class WitchMoved(Event):
    seat: int | None  # None: the automatic witch
    position: tuple  # (r, c)
    moves_done: int
    total_moves: int
    next_mover: int | None


@register
@dataclass(frozen=True)
class WrongHand(Event):
    """Two players: the mover used the same hand twice; Baba Yaga did not move."""
    seat: int
    hand: str


@register
@dataclass(frozen=True)
class WitchTurnedBack(Event):
    """She reached the far end and turns for home (the cackle)."""
    position: tuple


@register
@dataclass(frozen=True)
class TimeUp(Event):
    seat: int


@register
@dataclass(frozen=True)
class SpellBroken(Event):
    seat: int
    card: int
    effect: str | None  # the effect that will apply (None in easy mode, or on the winning card)
    discarded: int  # how many cards this player has discarded now


@register
@dataclass(frozen=True)
class SpellFailed(Event):
    seat: int
    card: int
    reason: str  # "too_few" | "wrong_tile"


@register
@dataclass(frozen=True)
class TilesTurnedBack(Event):
    cells: tuple


@register
@dataclass(frozen=True)
class EffectApplied(Event):
    seat: int
    effect: str
    target: int | None  # the seat whose turn it changes (long, short, fog, wobble)
    cells: tuple = ()  # swap: the two cells; house: the one cell


@register
@dataclass(frozen=True)
class TilesSwapped(Event):
    seat: int
    a: int
    b: int


@register
@dataclass(frozen=True)
class HousePlaced(Event):
    seat: int
    cell: int


@register
@dataclass(frozen=True)
class GameWon(Event):
    seat: int
