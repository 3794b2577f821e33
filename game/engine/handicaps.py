"""Handicaps enforced on seat input: the engine half of game/core/handicap_spec.py.

`InputSeats.handicaps` is a `Handicaps`. A scene gives it each seat's pieces (plain data from its rules) and
tells it whose turn it is; InputSeats runs every seat's input through it, whatever the device, and it reports
what happened as HANDICAP intents (`intent.handicap` is a HandicapBroken / HandicapRefused / HandicapKept /
HandicapTimeUp record). The scene turns a break into a rules action; this module decides no consequence.

Scene API:
- `set(seat, pieces)`, `add(seat, piece)`, `clear(seat=None)`, `pieces(seat)`.
- `begin_turn(seat or seats)` (whose "own turn" it is; resets per-turn state: timers, rhythm, one break per
  piece per turn), `end_turn()`.
- `update(dt) -> list[Intent]` with GAME time, from the scene's update (so a paused game freezes the
  timers): time limits, reflex windows, double-tap windows and dwell all run on this clock.
- `trigger(name)`: a rules event happened (e.g. "dark_lord_moved"): opens the reflex windows waiting for it.
- `set_paused(flag)`: nothing is checked and held keys may be let go (the pause menu).
- `hold_turn_clock(flag)`: the turn's time (time limits, waits) stands still while held.
- `set_regions({"board": rect, "hand": [rect, ...]})`: where named view regions are on screen (mirror and
  flip map pointer positions inside them, so a click lands on what is seen there).
- `dwell(seat, target) -> bool`, `locked(seat)`, `choose(seat, target) -> HandicapBroken | None` (Dwell).
- `slip(seat, tag) -> Intent`: a bot broke a piece (see game/core/handicap_bots.py).
- For drawing: `views(seat)`, `time_left(seat)`, `wait_left(seat)`, `reflex_left(seat)`, `holding(seat)`,
  `hold_key_label(seat)`, `reflex_key_label(seat)`, `unenforceable(seat)`. Drawing pieces:
  game/engine/handicap_views.py.

A scene, in short:

    h = app.input.handicaps
    h.set(seat, rules.handicap_of(state, seat))        # plain pieces from the rules, whenever they change
    h.begin_turn(state.active)                           # each turn (or decision, to time decisions)
    h.set_regions({"board": BOARD_RECT, "hand": card_rects})
    for intent in h.update(dt): self.on_intent(intent)   # in update(), with game time
    h.trigger("dark_lord_moved")                         # on the rules event reflex pieces listen for
    # on_intent: HANDICAP intents carry the report; a break becomes a rules action, e.g.
    if intent.action == HANDICAP and intent.handicap.broken:
        self.apply(BreakPenalty(intent.seat, intent.handicap.tag))
    # draw(): handicap_views.draw_views(frame, h.views(seat), regions, pointer, reveal)

Per device (the seat's primary device):

    device      POINTER hand           KEYS hand                    hold key      reflex key
    mouse       the mouse              a free keyboard zone (lent)  Space         right button
    kb_left     W A S D + Space        its zone                     Left Shift    R
    kb_right    arrows + Enter         its zone                     Right Shift   /
    kb_numpad   8 4 6 2 + 5            its zone                     Keypad 0      Keypad 9
    pad:N       its cursor (pointer)   its buttons (l and r)        LB / LT       Y

A seat holding a mouse or pad and a keyboard zone points with the mouse / pad only. A gamepad's cursor
exists only in pointer mode: a scene giving a pad player POINTER turns it on (InputSeats.set_pointer_mode).

The hold key and reflex key belong to the handicap while the seat has such a piece: their presses never
reach the game. A breakable one-hand piece in force watches every free device (touching one is the seat's
doing); a one-hand piece lends a free device it names. A piece breaks at most once per turn; after that the
offending input is still refused. Pause is never refused."""
from __future__ import annotations

import math
from dataclasses import dataclass, field, replace

import pygame

from game.core.handicap_spec import (
    ALWAYS,
    FLIP_VIEW,
    KEYS,
    MIRROR_VIEW,
    OTHERS_TURN,
    OWN_TURN,
    POINTER,
    DoubleTap,
    Dwell,
    HandicapBroken,
    HandicapKept,
    HandicapRefused,
    HandicapReport,
    HandicapTimeUp,
    HoldKey,
    OneHand,
    Piece,
    Reflex,
    Remap,
    Rhythm,
    TimeLimit,
    View,
    WaitFirst,
    pieces_of,
)
from game.engine.i18n import tr
from game.engine.input_keymaps import key_label
from game.engine.input_rules import group_matches
from game.engine.intents import (
    ACT2,
    ACT3,
    CONFIRM,
    DOWN,
    HANDICAP,
    KB_LEFT,
    KB_NUMPAD,
    KB_RIGHT,
    KEYBOARD_ZONES,
    LEFT,
    MOUSE,
    PAUSE,
    POINTER_DOWN,
    POINTER_MOVE,
    POINTER_UP,
    RIGHT,
    UP,
    WHEEL,
    Intent,
    is_pad,
)

ZONE_POINTER_ACTIONS = frozenset({UP, DOWN, LEFT, RIGHT, CONFIRM})  # a keyboard zone's "pointer": its cursor
DOUBLE_TAP_REACH = 40  # logical px: the second click of a double click lands this near the first
_MOTION = (POINTER_MOVE, WHEEL)
_RIGHT_BUTTON = 3


@dataclass(frozen=True)
class KeySpec:
    """One key or button of a device: matched by raw key (keyboard, mouse button) or by action (gamepads,
    whose LB and LT both give ACT3)."""
    device: str
    key: int | None = None
    action: str | None = None

    def matches(self, intent: Intent) -> bool:
        if intent.device != self.device:
            return False
        if self.key is not None and intent.key != self.key:
            return False
        if self.action is not None and self.action not in (intent.action, intent.original):
            return False
        return True


_HOLD_KEYS = {MOUSE: KeySpec(KB_LEFT, pygame.K_SPACE), KB_LEFT: KeySpec(KB_LEFT, pygame.K_LSHIFT),
              KB_RIGHT: KeySpec(KB_RIGHT, pygame.K_RSHIFT), KB_NUMPAD: KeySpec(KB_NUMPAD, pygame.K_KP0)}
_REFLEX_KEYS = {MOUSE: KeySpec(MOUSE, _RIGHT_BUTTON), KB_LEFT: KeySpec(KB_LEFT, pygame.K_r),
                KB_RIGHT: KeySpec(KB_RIGHT, pygame.K_SLASH), KB_NUMPAD: KeySpec(KB_NUMPAD, pygame.K_KP9)}


def hold_key(device: str | None) -> KeySpec | None:
    """The key a seat on `device` holds for HoldKey (a mouse player holds the space bar)."""
    if device is None:
        return None
    if is_pad(device):
        return KeySpec(device, action=ACT3)
    return _HOLD_KEYS.get(device)


def reflex_key(device: str | None) -> KeySpec | None:
    """The key a seat on `device` presses for Reflex and Rhythm."""
    if device is None:
        return None
    if is_pad(device):
        return KeySpec(device, action=ACT2)
    return _REFLEX_KEYS.get(device)


def key_spec_label(spec: KeySpec | None) -> str:
    """The translated name of a hold / reflex key, for the on-screen hint ("Left Shift", "Y", "Right button")."""
    if spec is None:
        return ""
    if spec.device == MOUSE:
        return tr("input.mouse.right")
    if is_pad(spec.device):
        return tr(f"input.pad.{spec.action}")
    name, kwargs = key_label(spec.key)
    return tr(name, **kwargs)


@dataclass(frozen=True)
class Grip:
    """One allowed key group (a prefix), optionally narrowed to some actions."""
    group: str
    actions: frozenset | None = None

    def allows(self, intent: Intent) -> bool:
        if not group_matches(intent.key_group or intent.device, self.group):
            return False
        return self.actions is None or intent.action in self.actions

    def device(self) -> str:
        return self.group.split(".", 1)[0]


def resolve_hands(hands, own: tuple[str, ...], free: tuple[str, ...]) -> list[Grip] | None:
    """The key groups a OneHand's hands mean for a seat holding `own` devices, with `free` devices unbound.
    None if an abstract hand has no meaning for these devices (a lone mouse player, every keyboard zone
    taken, asked to use KEYS): the game may pick another handicap (see `unenforceable`)."""
    grips: list[Grip] = []
    for hand in hands:
        if hand == POINTER:  # pointing devices if the seat has one, else its zones' cursor keys
            made = [Grip(MOUSE) if d == MOUSE else Grip(f"{d}.pointer") for d in own if d == MOUSE or is_pad(d)]
            if not made:
                made = [Grip(d, ZONE_POINTER_ACTIONS) for d in own if d in KEYBOARD_ZONES]
        elif hand == KEYS:
            made = []
            for d in own:
                if d in KEYBOARD_ZONES:
                    made.append(Grip(d))
                elif is_pad(d):
                    made += [Grip(f"{d}.l"), Grip(f"{d}.r")]
            if not made:
                lent = next((d for d in free if d in KEYBOARD_ZONES), None)
                made = [Grip(lent)] if lent else []
        else:
            made = [Grip(hand)]
        if not made:
            return None
        grips += made
    return grips


@dataclass
class _SeatState:
    holding: bool = False
    broken: set = field(default_factory=set)  # tags broken this turn
    expired: set = field(default_factory=set)  # time limits already reported this turn
    taps: list = field(default_factory=list)  # rhythm tap times
    rhythm_done: bool = False
    windows: list = field(default_factory=list)  # open reflex windows: [piece, deadline]
    tap: tuple | None = None  # double tap: (what, time, pos) of the first press
    swallowed_buttons: set = field(default_factory=set)  # (device, button) whose POINTER_UP is dropped too
    dwell_target: object = None
    dwell_since: float = 0.0
    locked: object = None

    def new_turn(self) -> None:
        self.broken.clear()
        self.expired.clear()
        self.taps.clear()
        self.rhythm_done = False
        self.tap = None
        self.locked = None


class Handicaps:
    def __init__(self, seats):
        self._seats = seats  # InputSeats: devices, bindings
        self._pieces: dict[int, tuple[Piece, ...]] = {}
        self._state: dict[int, _SeatState] = {}
        self.turn: frozenset[int] = frozenset()
        self.excused: frozenset[int] = frozenset()  # seats answering a choice of their own out of turn
        self.time = 0.0
        self.turn_started = 0.0
        self.turn_clock_held = False
        self.paused = False
        self.regions: dict[str, list[pygame.Rect]] = {}

    # ---- what each seat has ------------------------------------------------------------------------------
    def set(self, seat: int, pieces) -> None:
        """The seat's handicap from now on (a piece, an iterable of pieces, or None / () for none)."""
        pieces = pieces_of(pieces)
        if pieces:
            self._pieces[seat] = pieces
        else:
            self._pieces.pop(seat, None)

    def add(self, seat: int, piece) -> None:
        self.set(seat, self.pieces(seat) + pieces_of(piece))

    def clear(self, seat: int | None = None) -> None:
        if seat is None:
            self._pieces.clear()
        else:
            self._pieces.pop(seat, None)

    def pieces(self, seat: int) -> tuple[Piece, ...]:
        return self._pieces.get(seat, ())

    def seats(self) -> list[int]:
        return sorted(self._pieces)

    def in_force(self, seat: int, piece: Piece) -> bool:
        if piece.when == ALWAYS:
            return True
        if piece.when == OWN_TURN:
            return seat in self.turn
        return bool(self.turn) and seat not in self.turn and seat not in self.excused  # OTHERS_TURN

    def active(self, seat: int, kind=None) -> list[Piece]:
        """The seat's pieces in force now (of one type, if given)."""
        return [p for p in self._pieces.get(seat, ())
                if (kind is None or isinstance(p, kind)) and self.in_force(seat, p)]

    def unenforceable(self, seat: int) -> list[str]:
        """Tags of the seat's one-hand pieces that mean nothing on its devices (the game may swap them)."""
        own, free = self._devices(seat)
        return [p.tag for p in self.pieces(seat) if isinstance(p, OneHand) and p.hands
                and resolve_hands(p.hands, own, free) is None]

    # ---- turns and time ----------------------------------------------------------------------------------
    def begin_turn(self, seats) -> None:
        """`seats` (one seat or several: real-time games) act now: their OWN_TURN pieces are in force, the
        others' OTHERS_TURN pieces; every seat's per-turn state starts afresh."""
        self.turn = frozenset([seats] if isinstance(seats, int) else seats)
        self.excused = frozenset()
        self.turn_started = self.time
        for st in self._state.values():
            st.new_turn()

    def excuse(self, seats=()) -> None:
        """`seats` (one seat or several; () for none) answer a choice of their own in another's turn: their
        OTHERS_TURN pieces lapse meanwhile (a statue may move to answer), their OWN_TURN pieces stay off, and
        nobody's turn state starts afresh."""
        self.excused = frozenset([seats] if isinstance(seats, int) else seats)

    def end_turn(self) -> None:
        self.turn = frozenset()

    def turn_time(self) -> float:
        return self.time - self.turn_started

    def set_paused(self, paused: bool) -> None:
        self.paused = paused

    def hold_turn_clock(self, held: bool) -> None:
        """While held, the turn's time limits and waits do not run (the player cannot see or act: a banner over
        the board, an effect being shown); reflex windows and dwell keep the handicap clock."""
        self.turn_clock_held = held

    def set_regions(self, regions: dict) -> None:
        self.regions = {name: [pygame.Rect(r) for r in (rects if _is_list_of_rects(rects) else [rects])]
                        for name, rects in regions.items()}

    def update(self, dt: float) -> list[Intent]:
        """Advance the handicap clock by `dt` seconds of game time; reports of time limits and reflex windows."""
        if self.paused:
            return []
        self.time += dt
        if self.turn_clock_held:
            self.turn_started += dt  # the turn's own time stands still
        out = []
        for seat in self.seats():
            st = self._st(seat)
            for p in self.active(seat, TimeLimit):
                if self.turn_time() >= p.seconds and p.tag not in st.expired:
                    st.expired.add(p.tag)
                    record = HandicapBroken if p.breaks else HandicapTimeUp
                    out.append(self._intent(seat, record(seat, p.kind, p.tag, "too_slow")))
            for window in list(st.windows):
                if self.time >= window[1]:
                    st.windows.remove(window)
                    piece = window[0]
                    out.append(self._intent(seat, HandicapBroken(seat, piece.kind, piece.tag, "too_late")))
        return out

    def trigger(self, name: str) -> list[int]:
        """A rules event the reflex pieces listen for; returns the seats whose window opened."""
        opened = []
        for seat in self.seats():
            for p in self.active(seat, Reflex):
                if p.trigger == name:
                    self._st(seat).windows.append([p, self.time + p.window])
                    opened.append(seat)
        return opened

    # ---- queries for drawing -----------------------------------------------------------------------------
    def views(self, seat: int) -> list[View]:
        return self.active(seat, View)

    def time_left(self, seat: int) -> float | None:
        limits = [p.seconds for p in self.active(seat, TimeLimit)]
        return max(0.0, min(limits) - self.turn_time()) if limits else None

    def wait_left(self, seat: int) -> float:
        waits = [p.seconds for p in self.active(seat, WaitFirst)]
        return max(0.0, max(waits) - self.turn_time()) if waits else 0.0

    def reflex_left(self, seat: int) -> float | None:
        windows = self._st(seat).windows
        return max(0.0, min(w[1] for w in windows) - self.time) if windows else None

    def holding(self, seat: int) -> bool:
        return self._st(seat).holding

    def rhythm_taps(self, seat: int) -> int:
        return len(self._st(seat).taps)

    def hold_key(self, seat: int) -> KeySpec | None:
        return hold_key(self._seats.device_of(seat))

    def reflex_key(self, seat: int) -> KeySpec | None:
        return reflex_key(self._seats.device_of(seat))

    def hold_key_label(self, seat: int) -> str:
        return key_spec_label(self.hold_key(seat))

    def reflex_key_label(self, seat: int) -> str:
        return key_spec_label(self.reflex_key(seat))

    # ---- dwell and choices (the scene knows what is pointed at) ----------------------------------------
    def dwell(self, seat: int, target) -> bool:
        """Call every frame with what the seat points at now (any hashable; None = nothing). True when it may
        be seen: no Dwell piece in force, or the same target has been pointed at for the piece's seconds. A
        locking Dwell remembers the first target rested on (`locked`)."""
        pieces = self.active(seat, Dwell)
        if not pieces:
            return True
        st = self._st(seat)
        if target != st.dwell_target:
            st.dwell_target, st.dwell_since = target, self.time
        rested = target is not None and self.time - st.dwell_since >= min(p.seconds for p in pieces) - 1e-9
        if rested and st.locked is None and any(p.lock for p in pieces):
            st.locked = target
        return rested

    def locked(self, seat: int):
        return self._st(seat).locked

    def choose(self, seat: int, target) -> HandicapBroken | None:
        """The seat chose `target`: a break if a locking Dwell had locked another one (once per turn)."""
        st = self._st(seat)
        for p in self.active(seat, Dwell):
            if p.lock and st.locked is not None and target != st.locked and p.tag not in st.broken:
                st.broken.add(p.tag)
                return HandicapBroken(seat, p.kind, p.tag, "other_choice")
        return None

    def slip(self, seat: int, tag: str) -> Intent:
        """A bot broke its piece `tag` (handicap_bots decided so): the same intent a human break gives."""
        piece = next((p for p in self.pieces(seat) if p.tag == tag), None)
        kind = piece.kind if piece else "unknown"
        return self._intent(seat, HandicapBroken(seat, kind, tag, "bot_slip"))

    # ---- InputSeats' side: who owns a device or key, and the filter ---------------------------------------
    def key_claimant(self, intent: Intent) -> int | None:
        """The seat whose hold key this is: a mouse player's space bar is theirs even on a zone another seat
        holds, while their piece is in force; on their own or a free device, always."""
        for seat, pieces in self._pieces.items():
            if not any(isinstance(p, HoldKey) for p in pieces):
                continue
            spec = self.hold_key(seat)
            if spec is None or not spec.matches(intent):
                continue
            owner = self._seats.seat_of(intent.device)
            if owner is None or owner == seat or self.active(seat, HoldKey):
                return seat
        return None

    def device_claimant(self, device: str) -> int | None:
        """The seat a free (unbound) device counts for: lent by a one-hand piece naming it, else watched by a
        breakable one-hand piece in force in the seat's turn."""
        watcher = None
        for seat in self.seats():
            own, free = self._devices(seat)
            for p in self.active(seat, OneHand):
                grips = resolve_hands(p.hands, own, free) or []
                if any(g.device() == device for g in grips):
                    return seat
                if watcher is None and p.breakable and p.when != OTHERS_TURN:
                    watcher = seat
        return watcher

    def filter(self, intent: Intent) -> tuple[list[Intent], bool]:
        """What a seat's press / pointer intent becomes: ([intent (perhaps remapped)], True) if it passes,
        else (reports or nothing, False)."""
        seat = intent.seat
        if seat is None or seat not in self._pieces or self.paused or intent.action == PAUSE:
            return [intent], True
        st = self._st(seat)
        pieces = self._pieces[seat]
        # 1. the handicap's own keys
        spec = self.reflex_key(seat)
        if (spec is not None and spec.matches(intent) and intent.action not in _MOTION
                and any(isinstance(p, (Reflex, Rhythm)) for p in pieces)):
            if intent.action == POINTER_UP:  # the reflex button's own let-go
                return [], False
            return ([] if intent.repeat else self._reflex_press(seat, st, intent)), False
        spec = self.hold_key(seat)
        if spec is not None and spec.matches(intent) and any(isinstance(p, HoldKey) for p in pieces):
            st.holding = True
            return [], False
        if intent.action == POINTER_UP and (intent.device, intent.button) in st.swallowed_buttons:
            st.swallowed_buttons.discard((intent.device, intent.button))
            return [], False
        # 2. one hand
        hands = self.active(seat, OneHand)
        own, free = self._devices(seat) if hands else ((), ())
        for p in hands:
            grips = resolve_hands(p.hands, own, free)
            if grips is None or any(g.allows(intent) for g in grips):
                continue
            if intent.action in _MOTION and not p.motion_counts:
                return [], False
            return self._refuse(seat, st, p, intent, "wrong_hand"), False
        # 3. acting gates
        acting = intent.action not in _MOTION and intent.action != POINTER_UP
        if acting:
            for p in self.active(seat, Rhythm):
                if not st.rhythm_done:
                    st.rhythm_done = True
                    return self._refuse(seat, st, p, intent, "not_started"), False
            for p in self.active(seat, WaitFirst):
                if self.turn_time() < p.seconds:
                    return self._refuse(seat, st, p, intent, "wait", can_break=False), False
            for p in self.active(seat, HoldKey):
                if not st.holding:
                    return self._refuse(seat, st, p, intent, "not_held", can_break=False), False
        # 4. remaps
        intent = self._remap(seat, intent)
        # 5. double tap
        if acting and (intent.action == CONFIRM or intent.action == POINTER_DOWN and intent.button == 1):
            for p in self.active(seat, DoubleTap):
                what = (intent.device, intent.action)
                first = st.tap
                if (first is not None and first[0] == what and self.time - first[1] <= p.window
                        and _near(first[2], intent.pos)):
                    st.tap = None
                    break
                if not intent.repeat:
                    st.tap = (what, self.time, intent.pos)
                if intent.action == POINTER_DOWN:
                    st.swallowed_buttons.add((intent.device, intent.button))
                return [], False
        return [intent], True

    def release(self, intent: Intent, passed: bool) -> list[Intent]:
        """A RELEASE (`original` = what was pressed): the hold key let go breaks HoldKey; a release of a
        press that passed comes out (remapped like its press)."""
        seat = intent.seat
        if seat is None or seat not in self._pieces:
            return [intent] if passed else []
        st = self._st(seat)
        spec = self.hold_key(seat)
        if spec is not None and spec.matches(intent) and any(isinstance(p, HoldKey) for p in self._pieces[seat]):
            was, st.holding = st.holding, False
            pieces = self.active(seat, HoldKey)
            if was and pieces and not self.paused and pieces[0].tag not in st.broken:
                return self._refuse(seat, st, pieces[0], intent, "let_go")
            return []
        if not passed:
            return []
        mapped = self._map_action(seat, intent.original) if intent.original else None
        return [replace(intent, original=mapped)] if mapped != intent.original else [intent]

    def let_go(self) -> None:
        """The window lost focus: every key is let go without breaking anything."""
        for st in self._state.values():
            st.holding = False
            st.swallowed_buttons.clear()

    # ---- internals ---------------------------------------------------------------------------------
    def _st(self, seat: int) -> _SeatState:
        st = self._state.get(seat)
        if st is None:
            st = self._state[seat] = _SeatState()
        return st

    def _devices(self, seat: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
        own = self._seats.devices_of(seat)
        free = tuple(d for d in self._seats.devices() if self._seats.seat_of(d) is None)
        return own, free

    def _intent(self, seat: int, report: HandicapReport, like: Intent | None = None) -> Intent:
        if like is None:
            return Intent(HANDICAP, self._seats.device_of(seat) or "", seat=seat, handicap=report)
        return replace(like, action=HANDICAP, original=like.action, repeat=False, handicap=report)

    def _refuse(self, seat, st, piece, intent, reason, can_break=True) -> list[Intent]:
        """A press against `piece`: broken the first time this turn (if it can be), else refused. Repeats of a
        held key say nothing more."""
        if intent.action == POINTER_DOWN:
            st.swallowed_buttons.add((intent.device, intent.button))
        if intent.repeat:
            return []
        if can_break and piece.breakable and piece.tag not in st.broken:
            st.broken.add(piece.tag)
            return [self._intent(seat, HandicapBroken(seat, piece.kind, piece.tag, reason), intent)]
        return [self._intent(seat, HandicapRefused(seat, piece.kind, piece.tag, reason), intent)]

    def _reflex_press(self, seat: int, st: _SeatState, intent: Intent) -> list[Intent]:
        if st.windows:
            out = [self._intent(seat, HandicapKept(seat, w[0].kind, w[0].tag, "in_time"), intent)
                   for w in st.windows]
            st.windows.clear()
            return out
        for p in self.active(seat, Rhythm):
            if st.rhythm_done:
                continue
            st.taps.append(self.time)
            if len(st.taps) < p.taps:
                return []
            st.rhythm_done = True
            gaps = [b - a for a, b in zip(st.taps, st.taps[1:])]
            steady = max(gaps) <= p.max_gap and max(gaps) - min(gaps) <= p.tolerance * max(gaps)
            record = HandicapKept if steady else HandicapBroken
            if not steady:
                st.broken.add(p.tag)
            return [self._intent(seat, record(seat, p.kind, p.tag, "steady" if steady else "uneven"), intent)]
        return []

    def _map_action(self, seat: int, action: str) -> str:
        for p in self.active(seat, Remap):
            action = p.actions.get(action, action)
        return action

    def _remap(self, seat: int, intent: Intent) -> Intent:
        changes = {}
        action = self._map_action(seat, intent.action)
        if action != intent.action:
            changes["action"] = action
        if intent.is_pointer:
            button = intent.button
            for p in self.active(seat, Remap):
                button = p.buttons.get(button, button)
            if button != intent.button and intent.action in (POINTER_DOWN, POINTER_UP):
                changes["button"] = button
                if intent.device == MOUSE:
                    changes["key"] = button
            if intent.pos is not None:
                pos = self._map_pos(seat, intent.pos)
                if pos != intent.pos:
                    changes["pos"] = pos
        return replace(intent, **changes) if changes else intent

    def _map_pos(self, seat: int, pos: tuple[int, int]) -> tuple[int, int]:
        """A position seen on a mirrored / flipped region -> the position in the scene's own layout."""
        x, y = pos
        for p in self.active(seat, View):
            if p.effect not in (MIRROR_VIEW, FLIP_VIEW):
                continue
            for r in self.regions.get(p.region, ()):
                if r.collidepoint(x, y):
                    x = r.left + r.right - 1 - x
                    if p.effect == FLIP_VIEW:
                        y = r.top + r.bottom - 1 - y
                    break
        return x, y


def _near(a, b) -> bool:
    if a is None or b is None:
        return True
    return math.hypot(a[0] - b[0], a[1] - b[1]) <= DOUBLE_TAP_REACH


def _is_list_of_rects(value) -> bool:
    return isinstance(value, (list, tuple)) and bool(value) and not isinstance(value[0], (int, float))


__all__ = ["Handicaps", "KeySpec", "Grip", "hold_key", "reflex_key", "key_spec_label", "resolve_hands",
           "OWN_TURN", "OTHERS_TURN", "ALWAYS"]
