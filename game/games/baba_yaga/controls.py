"""Who may press what, as pure functions on Intents (no pygame): the one-hand search, the witch keys, and
turning a pointer or a tile cursor into rules actions.

- The searcher acts with ONE pointer: the mouse, or one gamepad's cursor (its "pad:N.pointer" group). A seat
  on a keyboard zone searches with a tile cursor on that zone (directions + confirm: still one hand). Any
  other input of that seat is refused: "one hand only!" (a `OneHand` handicap, enforced by InputSeats).
- A human mover moves Baba Yaga with the confirm / act1 key (or a click) of their own device, only when it is
  their move. With two players the two "hands" are: a gamepad's left and right halves, the keyboard's left
  and right zones (e.g. Left Shift / Right Shift), or the mouse's left and right buttons."""
from __future__ import annotations

from dataclasses import dataclass

from game.core.handicap_spec import OneHand
from game.engine.intents import (
    ACT1,
    ACT2,
    ACT3,
    ACT4,
    BACK,
    CONFIRM,
    DOWN,
    KB_LEFT,
    KB_RIGHT,
    LEFT,
    MOUSE,
    POINTER_DOWN,
    RIGHT,
    UP,
    Intent,
    is_pad,
    is_phone,
)
from game.games.baba_yaga import data as D
from game.games.baba_yaga import layout as L
from game.games.baba_yaga.moves import ChooseFlightPath, FlipBack, FlipTile, LiftHouse, PlaceHouse, SwapTiles

MOVE_PRESSES = (CONFIRM, ACT1)  # the witch key of a seat (three or more players)
DIRECTION_STEPS = {UP: (-1, 0), DOWN: (1, 0), LEFT: (0, -1), RIGHT: (0, 1)}
END_OF_DIRECTION = {UP: "north", DOWN: "south", LEFT: "west", RIGHT: "east"}
DEFAULT_END = "west"  # the side selected before the chooser picks one: confirm takes it at once


# --- the one-hand search -----------------------------------------------------------------------------

ONE_HAND_SEARCH, ONE_HAND_MOVER = "one_hand_search", "witch_hands"


def search_handicap(device: str) -> OneHand:
    """The searcher's handicap (app.input.handicaps.set) while `device`'s player searches: that one pointer
    (a gamepad's cursor, not its buttons), that one keyboard zone, or that one phone (held in one hand, its
    d-pad and A under one thumb: it has no stick to point with). It refuses, never breaks."""
    if is_phone(device):
        hands = (f"{device}.l", f"{device}.r")
    else:
        hands = (f"{device}.pointer" if is_pad(device) else device,)
    return OneHand(hands=hands, tag=ONE_HAND_SEARCH, when="always")


def mover_handicap(groups: tuple[str, str]) -> OneHand:
    """Two players: the witch mover may use only their two hands' key groups (a free zone named there is
    lent to them); other input is refused."""
    return OneHand(hands=tuple(groups), tag=ONE_HAND_MOVER, when="always")


def uses_pointer(device: str) -> bool:
    """Mouse and gamepads search with a pointer; keyboard zones and phones (a d-pad, no stick) with a tile
    cursor."""
    return device == MOUSE or (is_pad(device) and not is_phone(device))


def search_action(view: dict, seat: int, cell: int | None):
    """The action a searcher's click on `cell` means: turn the wrong tile back, lift the house, or flip.
    Returns None for a click that hits no tile. Illegal ones are left to the rules (their message shows)."""
    if cell is None:
        return None
    turn = view["turn"] or {}
    if turn.get("wrong") is not None and cell == turn["wrong"]:
        return FlipBack(seat, cell)
    if cell == view["house"] and not view["house_held"]:
        return LiftHouse(seat)
    return FlipTile(seat, cell)


# --- the witch keys ----------------------------------------------------------------------------------

def hand_groups(device: str, taken=()) -> tuple[str, str] | None:
    """Two players: the key groups of the mover's left and right hand, for `mover_handicap` (a free zone
    named there is lent to the mover). None for the mouse (its two buttons are the hands) and for a keyboard
    zone whose other half belongs to someone else (then act1 / act2 of the same zone are the hands)."""
    if is_pad(device):
        return f"{device}.l", f"{device}.r"
    if device in (KB_LEFT, KB_RIGHT):
        other = KB_RIGHT if device == KB_LEFT else KB_LEFT
        return None if other in taken else (KB_LEFT, KB_RIGHT)
    return None


BUTTONS = (CONFIRM, ACT1, ACT2, ACT3, ACT4, BACK, UP, DOWN, LEFT, RIGHT)


def mover_press(intent: Intent, device: str, two_players: bool, taken=()) -> str | None:
    """If `intent` (already known to come from the mover's seat) is a "move Baba Yaga" press by a player
    whose device is `device`, the hand it used: "left" / "right" with two players, "any" otherwise.
    None when it is no move press."""
    if intent.repeat:
        return None
    if intent.device == MOUSE:
        if intent.action != POINTER_DOWN:
            return None
        if not two_players:
            return "any"
        return {1: "left", 3: "right"}.get(intent.button)
    if not two_players:
        return "any" if intent.action in MOVE_PRESSES else None
    groups = hand_groups(device, taken)
    if groups is None:  # one keyboard zone alone: act1 is the left hand, act2 the right
        return {ACT1: "left", ACT2: "right"}.get(intent.action)
    if intent.action not in BUTTONS:
        return None
    group = intent.key_group or intent.device
    for hand, prefix in zip(("left", "right"), groups):
        if group == prefix or group.startswith(prefix + "."):
            return hand
    return None


# --- a tile cursor for keyboard players and for choices ------------------------------------------------

@dataclass
class TileCursor:
    """A highlighted grid cell moved with directions (keyboard searchers, path and tile choices)."""
    cell: int = D.MID * D.SIZE + D.MID - 1

    def move(self, direction: str) -> int:
        dr, dc = DIRECTION_STEPS[direction]
        r, c = D.cell_rc(self.cell)
        r = min(D.SIZE - 1, max(0, r + dr))
        c = min(D.SIZE - 1, max(0, c + dc))
        self.cell = r * D.SIZE + c
        return self.cell

    @property
    def center(self) -> tuple[int, int]:
        return L.index_center(self.cell)


# --- choices ---------------------------------------------------------------------------------------

def path_choice(seat: int, end: str | None):
    if end is None:
        return None
    return ChooseFlightPath(seat, D.PATH_ENDS[end][0], end)


class SwapPicker:
    """Swap effect: the first tile picked is held, the second makes the action (picking the first again
    lets go of it)."""

    def __init__(self):
        self.first: int | None = None

    def pick(self, seat: int, cell: int | None):
        if cell is None or cell not in D.FOREST_CELLS:
            return None
        if self.first is None:
            self.first = cell
            return None
        if cell == self.first:
            self.first = None
            return None
        a, b = sorted((self.first, cell))
        self.first = None
        return SwapTiles(seat, a, b)


def house_choice(seat: int, cell: int | None):
    if cell is None or cell not in D.FOREST_CELLS:
        return None
    return PlaceHouse(seat, cell)
