"""Actions (what a seat asks for) and events (what happened), named after the rulebook.

Events are public; a secret card choice shows no number until the reveal, and gold bags show no value until the
end (GoldDrawn says how many, never what they are worth)."""
from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action, Event, register


# actions --------------------------------------------------------------------------------------------------
@register
@dataclass(frozen=True)
class ChooseCard(Action):
    """Secretly pick action card `card` (its number, 1-7) from your hand."""
    seat: int
    card: int


@register
@dataclass(frozen=True)
class ThrowAxe(Action):
    """Spend your axe token before acting: throw the axe at the stalk. `angle` (radians above the horizontal) and
    `strength` (0..1 of the elbow-at-your-side cap) are rounded to 3 decimals."""
    seat: int
    angle: float
    strength: float


@register
@dataclass(frozen=True)
class UsePower(Action):
    """Card-powers variant: use the power of the card you played (1 rest, 2 peek, 3 pickpocket, 5 lullaby,
    6 steady hands, 7 generous; 4 reroll is RerollDice)."""
    seat: int
    power: int


@register
@dataclass(frozen=True)
class OrderPeek(Action):
    """After peeking (power 2): put the top two gold bags back, swapped or not."""
    seat: int
    swap: bool


@register
@dataclass(frozen=True)
class RollDice(Action):
    """Take the card's dice and roll them (and end the before-rolling choices)."""
    seat: int


@register
@dataclass(frozen=True)
class RollExtra(Action):
    """An extra-die face lets you roll one more die from the supply."""
    seat: int


@register
@dataclass(frozen=True)
class RerollDice(Action):
    """Power 4: reroll the dice at these indices of this turn's roll, once."""
    seat: int
    dice: tuple[int, ...]


@register
@dataclass(frozen=True)
class StartStacking(Action):
    """Done rolling: the eyes are counted and the stacking begins."""
    seat: int


@register
@dataclass(frozen=True)
class PlacePiece(Action):
    """Stack the next piece by hand. `track` is the hand's path sampled at stalk.TRACK_HZ: (x, y, angle) per
    sample in mm / radians, rounded (stalk.round_track). The piece appears at the first sample, is carried along
    the track (a kinematic body that may bump the stalk) and released after the last sample, with the hand's
    last velocity."""
    seat: int
    track: tuple[tuple[float, float, float], ...]


@register
@dataclass(frozen=True)
class SkipTreasure(Action):
    """A treasure die (or Generous) lets you stack one of your treasures; you may decline."""
    seat: int


# events ---------------------------------------------------------------------------------------------------
@register
@dataclass(frozen=True)
class RoundStarted(Event):
    round: int
    bean: int


@register
@dataclass(frozen=True)
class CardChosen(Event):
    seat: int  # no number: the choice is secret until the reveal


@register
@dataclass(frozen=True)
class CardsRevealed(Event):
    cards: tuple  # per seat: the number played (None: no card)
    order: tuple[int, ...]  # who acts, in order


@register
@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int
    card: int
    dice: int


@register
@dataclass(frozen=True)
class AxeThrown(Event):
    seat: int
    angle: float
    strength: float
    knocked_off: tuple[str, ...]  # kinds of the pieces that fell off ("die", "trunk", "treasure", "castle")
    steps: int


@register
@dataclass(frozen=True)
class PowerUsed(Event):
    seat: int
    power: int


@register
@dataclass(frozen=True)
class BagsPeeked(Event):
    seat: int
    count: int
    swapped: bool | None  # None until they are put back


@register
@dataclass(frozen=True)
class BagStolen(Event):
    thief: int
    victim: int


@register
@dataclass(frozen=True)
class DiceRolled(Event):
    seat: int
    faces: tuple[str, ...]  # the new dice only
    extra: bool  # rolled for an extra-die face
    reroll: bool = False


@register
@dataclass(frozen=True)
class GiantWakes(Event):
    seat: int
    eyes: int
    eye_token_from: int | None  # who held the eye token before (None: nobody; == seat: kept it)


@register
@dataclass(frozen=True)
class GiantLulled(Event):
    seat: int
    eyes: int


@register
@dataclass(frozen=True)
class PiecePlaced(Event):
    seat: int
    kind: str
    face: str | None
    owner: int | None
    steps: int  # physics steps replayed (hand + settle)
    height: float  # top of the stalk afterwards (mm above the table)
    collapsed: bool


@register
@dataclass(frozen=True)
class TreasureSkipped(Event):
    seat: int


@register
@dataclass(frozen=True)
class CastleInstead(Event):
    seat: int
    reason: str  # "trunk" | "treasure" | "last_die"


@register
@dataclass(frozen=True)
class FeeFiFoFum(Event):
    seat: int  # the stalk stood after this seat's stacking


@register
@dataclass(frozen=True)
class GoldDrawn(Event):
    seat: int
    count: int
    why: str  # "treasures" | "collapse" | "castle" | "pickpocket"


@register
@dataclass(frozen=True)
class StalkCollapsed(Event):
    seat: int  # the toppler
    tokens: tuple  # per seat: own treasures that were on the stalk


@register
@dataclass(frozen=True)
class CastleReached(Event):
    seat: int
    treasures: int  # own treasures counted for the castle payout


@register
@dataclass(frozen=True)
class StalkReset(Event):
    reason: str  # "collapse" | "castle"


@register
@dataclass(frozen=True)
class BeanPassed(Event):
    seat: int


@register
@dataclass(frozen=True)
class CardsRefilled(Event):
    counts: tuple[int, ...]


@register
@dataclass(frozen=True)
class GameEnded(Event):
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    reason: str  # "cards" | "gold"
