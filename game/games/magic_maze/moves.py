"""Magic Maze actions (what a seat asks for) and events (what happened), named after the rulebook.
Every action carries the acting seat; any seat may act on any hero, at any time, with the actions on its own
action tile(s). Cells are (x, y) tuples in global mall coordinates; heroes are named by colour."""
from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action, Event, register


# --- actions -------------------------------------------------------------------------------------------------
@register
@dataclass(frozen=True)
class Move(Action):
    """Move a hero `distance` cells north/east/south/west (it may not pass walls or heroes)."""
    seat: int
    hero: str
    direction: str
    distance: int


@register
@dataclass(frozen=True)
class UsePortal(Action):
    """Move a hero to a portal (vortex) cell of its colour."""
    seat: int
    hero: str
    cell: tuple


@register
@dataclass(frozen=True)
class RideEscalator(Action):
    """Move a hero from one end of an escalator to the other."""
    seat: int
    hero: str


@register
@dataclass(frozen=True)
class Explore(Action):
    """Add the top mall tile at explore cell `cell` (a hero of its colour stands on it, or the mage's crystal ball
    lets any free explore cell be used)."""
    seat: int
    cell: tuple


@register
@dataclass(frozen=True)
class DoSomething(Action):
    """Put the red "Do something!" pawn in front of another seat."""
    seat: int
    target: int


@register
@dataclass(frozen=True)
class RevealActionTile(Action):
    """Solo: turn the next action tile of the face-down pile onto the discard pile."""
    seat: int


@register
@dataclass(frozen=True)
class RemoveTile(Action):
    """Scenario 11: take a mall tile away (two after each turn of the sand, before the theft)."""
    seat: int
    tile: str


@register
@dataclass(frozen=True)
class GiveUp(Action):
    """Without a sand timer (small children) the table may stop the game: it counts as not escaped."""
    seat: int


# --- events --------------------------------------------------------------------------------------------------
@register
@dataclass(frozen=True)
class HeroMoved(Event):
    seat: int
    hero: str
    path: tuple  # the cells passed, the last one is where it stands
    how: str  # "move" | "portal" | "escalator"


@register
@dataclass(frozen=True)
class TileExplored(Event):
    seat: int
    tile: str
    origin: tuple
    rot: int
    cell: tuple  # the explore cell it joins
    crystal: bool  # added with the mage's crystal ball


@register
@dataclass(frozen=True)
class SandTurned(Event):
    hero: str
    cell: tuple
    sand_left: float | None  # None: playing without a timer


@register
@dataclass(frozen=True)
class TalkStarted(Event):
    reason: str  # "sand" | "elf"
    mode: str  # "talk" | "gestures"


@register
@dataclass(frozen=True)
class TalkEnded(Event):
    seat: int  # whose action ended it


@register
@dataclass(frozen=True)
class CameraDestroyed(Event):
    cell: tuple


@register
@dataclass(frozen=True)
class CrystalBallUsed(Event):
    cell: tuple


@register
@dataclass(frozen=True)
class ItemsStolen(Event):
    """The theft: the thief board turns to side B and the portals close."""
    cells: tuple


@register
@dataclass(frozen=True)
class HeroEscaped(Event):
    hero: str
    cell: tuple
    stays: bool  # scenarios 10 and 17: it stays on its exit cell


@register
@dataclass(frozen=True)
class ActionTilesPassed(Event):
    tiles: tuple  # the tile each seat holds now


@register
@dataclass(frozen=True)
class ActionTileRevealed(Event):
    seat: int
    action: str
    reshuffled: bool  # the discards were turned over to make a new pile first


@register
@dataclass(frozen=True)
class SoloPileShuffled(Event):
    pass


@register
@dataclass(frozen=True)
class Nudged(Event):
    seat: int
    target: int
    wave: tuple = ()  # every seat that nudged `target` in this wave, the first one first
    joined: bool = False  # a later seat joined a wave already on (no second bell, one log line)


@register
@dataclass(frozen=True)
class RearrangeDue(Event):
    count: int


@register
@dataclass(frozen=True)
class TileRemoved(Event):
    seat: int
    tile: str


@register
@dataclass(frozen=True)
class GameWon(Event):
    time_used: float


@register
@dataclass(frozen=True)
class GameLost(Event):
    reason: str  # "sand" | "rearrange" | "gave_up"
