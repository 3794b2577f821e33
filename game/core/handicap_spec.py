"""Handicaps as plain data: what a seat must (not) do with its hands, eyes and time. No pygame here.

A rules module names each seat's active handicap as a tuple of *pieces*; the engine (game/engine/handicaps.py)
enforces the pieces on whatever device the seat plays with, and reports what happened as records the scene
turns into rules actions. The engine never decides a game consequence: a break is only *reported*.

Pieces (all frozen dataclasses; every one has `tag`, naming the card or rule it comes from, and `when`):
- `OneHand(hands)`: only these hands may act. A hand is an abstract name (POINTER, KEYS), or a device / key
  group prefix ("mouse", "kb_left", "pad:3.pointer"); `hands=()` means "touch nothing". Breakable or only
  refusing; `motion_counts` makes pointer motion count as touching (a statue).
- `HoldKey()`: the seat's hold key must be held while acting (actions before are refused); letting go
  breaks it.
- `Remap(actions, buttons)`: directions / buttons trade places (MIRROR_X, MIRROR_Y, SWAP_AXES, SWAP_BUTTONS,
  SWAP_MOUSE_BUTTONS below).
- `DoubleTap(window)`: a single click or OK press does nothing; two within `window` seconds act once.
- `Dwell(seconds, lock)`: something pointed at shows only after the pointer rests on it; `lock=True`: the
  first thing rested on must be the one chosen (choosing another breaks it).
- `TimeLimit(seconds, breaks)`: per decision / turn: at the limit it breaks (breaks=True) or the time is up
  (breaks=False: the scene ends the turn).
- `WaitFirst(seconds)`: acting is refused for the first seconds of the turn.
- `Reflex(trigger, window)`: when the scene reports `trigger`, the seat's reflex key must be pressed within
  `window` seconds, else it breaks.
- `Rhythm(taps, tolerance)`: the turn starts with `taps` presses of the reflex key in a steady beat; any other
  action first, or an uneven beat, breaks it.
- `View(effect, region)`: a drawing piece over a named screen region (MIRROR_VIEW, FLIP_VIEW, SPOTLIGHT,
  BLUR, GREY, HIDE); mirror and flip also map pointer positions so clicks land where they are seen.
- `RulesOnly()`: the rules enforce it themselves (e.g. "move only 1 step"); the input layer does nothing.

`when`: OWN_TURN (the seat's own turn; real-time games make every seat's turn "own"), OTHERS_TURN, ALWAYS.

Reports (what the engine hands the scene, inside a HANDICAP intent): `HandicapBroken` (the rule was failed:
the rules decide the consequence), `HandicapRefused` (the input did not happen, no consequence: "one hand
only!"), `HandicapKept` (a reflex made in time, a steady rhythm), `HandicapTimeUp` (a non-breaking time limit
ran out). Each names seat, kind, tag and a reason.

Kragmortha's 24 penalties built from these pieces (rules spec: shared/rules/kragmortha.md):

    card           symbol  pieces
    Mouse only     book    OneHand((POINTER,), breakable)         keys / pad buttons break it
    Keyboard only  book    OneHand((KEYS,), breakable)            a click / the pad cursor breaks it
    Hold space     book    HoldKey()                              letting go breaks it
    Swapped btns   book    Remap(SWAP_BUTTONS, SWAP_MOUSE_BUTTONS) left/right click, OK/back trade places
    Double-click   book    DoubleTap(0.45)                        a single click does nothing
    No hover       book    Dwell(1.0) + View(HIDE, "hand")        faces hidden until rested on 1 s
    Quick goblin   scroll  TimeLimit(8, breaks=True)
    Slow goblin    scroll  WaitFirst(3)
    Hourglass      scroll  TimeLimit(15, breaks=False)            time up: the turn ends with no move
    Late draw      scroll  RulesOnly()                            the rules delay the draw
    Impatient      scroll  Dwell(1.0, lock=True)                  choosing another card breaks it
    Snail          scroll  RulesOnly()                            the rules allow 1 step per card
    Mirror         potion  View(MIRROR_VIEW, "board") + Remap(MIRROR_X)
    Upside down    potion  View(FLIP_VIEW, "hand")
    Spotlight      potion  View(SPOTLIGHT, "board")
    Blur           potion  Dwell(1.0) + View(BLUR, "hand")
    Grey           potion  View(GREY, "board")
    Blind hand     potion  View(HIDE, "hand")                     the scene may draw card backs instead
    Boo!           gems    Reflex("dark_lord_moved", 2)
    Ouch!          gems    Reflex("goblin_pushed", 2)
    Echo           gems    Reflex("penalty_drawn", 2)
    Statue         gems    OneHand((), when=OTHERS_TURN, motion_counts=True, breakable)
    Rhythm         gems    Rhythm(3)
    Goblin song    gems    Reflex("spellbook_taken", 2)

(The triggers are names the scene reports with `Handicaps.trigger`; the engine knows no game.)"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields

# --- when a piece is in force -----------------------------------------------------------------------
OWN_TURN, OTHERS_TURN, ALWAYS = "own_turn", "others_turn", "always"
WHENS = (OWN_TURN, OTHERS_TURN, ALWAYS)

# --- abstract hands (resolved per device by the engine) --------------------------------------------------
POINTER = "pointer"  # the mouse; a gamepad's cursor; a keyboard zone's directions + OK (its tile cursor)
KEYS = "keys"  # keyboard zones; a gamepad's buttons without its cursor; a mouse player: a free keyboard zone

# --- intent / button names used by Remap (the same strings as game/engine/intents.py) ---------------------
_UP, _DOWN, _LEFT, _RIGHT, _CONFIRM, _BACK = "up", "down", "left", "right", "confirm", "back"
MIRROR_X = {_LEFT: _RIGHT, _RIGHT: _LEFT}
MIRROR_Y = {_UP: _DOWN, _DOWN: _UP}
SWAP_AXES = {_UP: _LEFT, _LEFT: _UP, _DOWN: _RIGHT, _RIGHT: _DOWN}  # up/down and left/right trade places
SWAP_BUTTONS = {_CONFIRM: _BACK, _BACK: _CONFIRM}
SWAP_MOUSE_BUTTONS = {1: 3, 3: 1}

# --- view effects ---------------------------------------------------------------------------------
MIRROR_VIEW, FLIP_VIEW, SPOTLIGHT, BLUR, GREY, HIDE = "mirror", "flip", "spotlight", "blur", "grey", "hide"
VIEW_EFFECTS = (MIRROR_VIEW, FLIP_VIEW, SPOTLIGHT, BLUR, GREY, HIDE)
POINTER_MAPPING_EFFECTS = (MIRROR_VIEW, FLIP_VIEW)


def _check_when(when: str) -> None:
    if when not in WHENS:
        raise ValueError(f"unknown 'when' {when!r}; expected one of {WHENS}")


@dataclass(frozen=True, kw_only=True)
class Piece:
    tag: str = ""
    when: str = OWN_TURN
    kind = "piece"
    breakable = False

    def __post_init__(self):
        _check_when(self.when)


@dataclass(frozen=True, kw_only=True)
class OneHand(Piece):
    hands: tuple[str, ...] = ()
    breakable: bool = False
    motion_counts: bool = False  # pointer motion / wheel of a forbidden hand counts (else it is ignored)
    kind = "one_hand"

    def __post_init__(self):
        super().__post_init__()
        object.__setattr__(self, "hands", tuple(self.hands))


@dataclass(frozen=True, kw_only=True)
class HoldKey(Piece):
    kind = "hold_key"
    breakable = True


@dataclass(frozen=True, kw_only=True)
class Remap(Piece):
    actions: dict = field(default_factory=dict)  # intent action -> intent action (MIRROR_X, SWAP_BUTTONS)
    buttons: dict = field(default_factory=dict)  # mouse button -> mouse button (SWAP_MOUSE_BUTTONS)
    kind = "remap"

    def __hash__(self):
        return hash((self.tag, self.when, tuple(sorted(self.actions.items())),
                     tuple(sorted(self.buttons.items()))))


@dataclass(frozen=True, kw_only=True)
class DoubleTap(Piece):
    window: float = 0.45
    kind = "double_tap"


@dataclass(frozen=True, kw_only=True)
class Dwell(Piece):
    seconds: float = 1.0
    lock: bool = False
    kind = "dwell"

    @property
    def breakable(self) -> bool:  # type: ignore[override]
        return self.lock


@dataclass(frozen=True, kw_only=True)
class TimeLimit(Piece):
    seconds: float = 8.0
    breaks: bool = True
    kind = "time_limit"

    @property
    def breakable(self) -> bool:  # type: ignore[override]
        return self.breaks


@dataclass(frozen=True, kw_only=True)
class WaitFirst(Piece):
    seconds: float = 3.0
    kind = "wait_first"


@dataclass(frozen=True, kw_only=True)
class Reflex(Piece):
    trigger: str = ""
    window: float = 2.0
    when: str = ALWAYS
    kind = "reflex"
    breakable = True


@dataclass(frozen=True, kw_only=True)
class Rhythm(Piece):
    taps: int = 3
    tolerance: float = 0.35  # the two gaps may differ by this share of the longer one
    max_gap: float = 1.5  # a slower "beat" is no beat
    kind = "rhythm"
    breakable = True


@dataclass(frozen=True, kw_only=True)
class View(Piece):
    effect: str = HIDE
    region: str = "board"
    radius: int = 170  # SPOTLIGHT
    kind = "view"

    def __post_init__(self):
        super().__post_init__()
        if self.effect not in VIEW_EFFECTS:
            raise ValueError(f"unknown view effect {self.effect!r}")


@dataclass(frozen=True, kw_only=True)
class RulesOnly(Piece):
    kind = "rules_only"


PIECE_TYPES = {cls.kind: cls for cls in (OneHand, HoldKey, Remap, DoubleTap, Dwell, TimeLimit, WaitFirst,
                                          Reflex, Rhythm, View, RulesOnly)}


def piece_to_json(piece: Piece) -> dict:
    d = asdict(piece)
    if isinstance(piece, Remap):
        d["buttons"] = {str(k): v for k, v in piece.buttons.items()}
    if isinstance(piece, OneHand):
        d["hands"] = list(piece.hands)
    return {"kind": piece.kind, **d}


def piece_from_json(d: dict) -> Piece:
    """A piece from `piece_to_json`; unknown kinds or fields raise ValueError (never a crash deeper down)."""
    if not isinstance(d, dict) or d.get("kind") not in PIECE_TYPES:
        raise ValueError(f"not a handicap piece: {d!r}")
    cls = PIECE_TYPES[d["kind"]]
    names = {f.name for f in fields(cls)}
    args = {k: v for k, v in d.items() if k != "kind"}
    unknown = set(args) - names
    if unknown:
        raise ValueError(f"unknown fields {sorted(unknown)} for {cls.kind}")
    if cls is Remap and "buttons" in args:
        args["buttons"] = {int(k): int(v) for k, v in args["buttons"].items()}
    if cls is OneHand and "hands" in args:
        args["hands"] = tuple(args["hands"])
    return cls(**args)


# --- reports ------------------------------------------------------------------------------------------
BROKEN, REFUSED, KEPT, TIME_UP = "broken", "refused", "kept", "time_up"


@dataclass(frozen=True)
class HandicapReport:
    seat: int
    kind: str  # the piece's kind ("one_hand", "reflex" ...)
    tag: str  # the piece's tag (the card it comes from)
    reason: str = ""  # what happened: "wrong_hand", "let_go", "not_held", "too_late", "uneven", "wait" ...
    outcome = "report"

    @property
    def broken(self) -> bool:
        return self.outcome == BROKEN


@dataclass(frozen=True)
class HandicapBroken(HandicapReport):
    outcome = BROKEN


@dataclass(frozen=True)
class HandicapRefused(HandicapReport):
    outcome = REFUSED


@dataclass(frozen=True)
class HandicapKept(HandicapReport):
    outcome = KEPT


@dataclass(frozen=True)
class HandicapTimeUp(HandicapReport):
    outcome = TIME_UP


def pieces_of(spec) -> tuple[Piece, ...]:
    """A seat's handicap as a tuple: accepts one piece, an iterable of pieces, or None."""
    if spec is None:
        return ()
    if isinstance(spec, Piece):
        return (spec,)
    out = tuple(spec)
    for p in out:
        if not isinstance(p, Piece):
            raise TypeError(f"not a handicap piece: {p!r}")
    return out
