"""Baba Yaga — the rules (pure: no pygame, no wall clock). See the game's rulebook.

Flow (a table of named phases, as the rulebook tells it):
  study        everyone studies the element sides for 20 s (ends by tick)
  choose_path  the player on the active player's left picks Baba Yaga's flight path
  search       at the same time: the active player flips tiles (one at a time, one hand), and the other
               players move Baba Yaga one tile each in clockwise order, out to the far end and back;
               when she is home again, time is up and the spell is judged
  judgement    a short pause (tick) with the flipped tiles still showing, then all are turned back
  apply_effect the breaking player chooses the swap's two tiles or the house's tile
  expert_house expert variant: the active player may put the house on a forest tile
  over         someone discarded their 3rd spell card

Game time (tick) matters only for the study, the judgement pause, and the automatic witch: the witch's
tempo otherwise comes from the players who move her.

Config: players (2-5); mode "easy" | "basic" | "hard" (default "basic"); expert (bool); start_player
(a seat, "first" or "random"); alternate_hands (bool, default True; means something with 2 players only);
auto_witch (None, or seconds per move); human_seats (list of seats).
The automatic witch: when auto_witch is set and no seat in human_seats is a mover this turn (say, a solo
human searching against bots), nobody moves her by hand: tick moves her every auto_witch seconds.
Two players, the seed's variant 1 (the option alternate_hands, on by default): the mover must alternate
hands (MoveWitch.hand "left" / "right"); the same hand twice is a legal action that does not move her and
gives the event WrongHand (the scene shows it). Without the variant any press moves her (hand ignored).
"""
from __future__ import annotations

import copy

from game.core.actions import IllegalAction
from game.core.clock import GameClock
from game.core.rng import Rng
from game.core.seats import left_of, order_from
from game.core.statetable import Phase, StateTable
from game.games.baba_yaga import data as D
from game.games.baba_yaga.moves import (
    CardRevealed,
    ChooseFlightPath,
    EffectApplied,
    FlightPathChosen,
    FlipBack,
    FlipTile,
    GameWon,
    HouseLifted,
    HousePlaced,
    HouseReturned,
    LiftHouse,
    MoveWitch,
    PlaceHouse,
    SkipHouse,
    SpellBroken,
    SpellFailed,
    StudyOver,
    SwapTiles,
    TileFlipped,
    TilesSwapped,
    TilesTurnedBack,
    TileTurnedBack,
    TimeUp,
    TurnStarted,
    WitchMoved,
    WitchTurnedBack,
    WrongHand,
)

MODES = ("easy", "basic", "hard")
HANDS = ("left", "right")

FLOW = StateTable(
    Phase("study", "Everyone studies the element sides", realtime=True, next=("choose_path",)),
    Phase("choose_path", "The player on the left chooses the flight path", (ChooseFlightPath,),
          next=("search",)),
    Phase("search", "Search the forest while Baba Yaga flies", (FlipTile, FlipBack, LiftHouse, MoveWitch),
          realtime=True, next=("judgement", "over")),
    Phase("judgement", "Time up: the spell is judged", realtime=True,
          next=("apply_effect", "expert_house", "choose_path")),
    Phase("apply_effect", "The spell's effect: choose the tiles", (SwapTiles, PlaceHouse),
          next=("expert_house", "choose_path")),
    Phase("expert_house", "Expert: place the house", (PlaceHouse, SkipHouse), next=("choose_path",)),
    Phase("over", "Someone broke their third spell"),
)


def err(name: str) -> IllegalAction:
    """Illegal actions carry an i18n key; the scene translates it."""
    return IllegalAction(f"baba_yaga.err.{name}")


class State:
    """The whole game as plain data (plus the RNG and the game clock)."""

    def __init__(self):
        self.players = 2
        self.mode = "basic"
        self.expert = False
        self.alternate_hands = False  # 2 players with the variant: the mover switches hands every move
        self.auto_witch: float | None = None
        self.human_seats: list[int] = []
        self.rng = Rng(0)
        self.clock = GameClock()
        self.board: list[str | None] = [None] * (D.SIZE * D.SIZE)  # element per cell, None on the path
        self.up: list[int] = []  # cells showing their element side
        self.house: int | None = None  # the cell the house covers (None: beside the grid)
        self.house_held = False  # lifted aside by the active player during the search
        self.piles: list[list[int]] = []  # per seat, the top card first
        self.discards: list[list[int]] = []  # per seat, broken spells in order
        self.removed: list[int] = []  # cards that left the game at set-up (unseen)
        FLOW.start(self)  # "study"
        self.active = 0
        self.turn_no = 0
        self.turn: dict = {}
        self.pending: list[list] = []  # [effect, seat]: effects waiting for that seat's next turn
        self.outcome: dict | None = None  # the last judgement
        self.effect_due: str | None = None  # "swap" | "house" while the breaking player chooses
        self.winner: int | None = None

    # the spell being searched for -------------------------------------------------------------------
    @property
    def need(self) -> int:
        return 4 if self.mode == "hard" else 3

    @property
    def effects_on(self) -> bool:
        return self.mode != "easy"

    def card_elements(self) -> tuple[str, ...]:
        card = self.turn.get("card")
        return D.CARDS[card][0] if card is not None else ()

    def matched_cells(self) -> list[int]:
        els = self.card_elements()
        return [c for c in self.up if self.board[c] in els and c != self.turn.get("wrong")]

    def mover(self) -> int | None:
        """The seat whose move of Baba Yaga it is (None when she moves by herself or is not flying)."""
        if self.phase != "search" or self.turn.get("auto"):
            return None
        movers = self.turn["movers"]
        return movers[self.turn["moves"] % len(movers)]


# --- set-up ------------------------------------------------------------------------------------------

def new_game(config: dict, seed: int) -> State:
    s = State()
    s.players = int(config.get("players", 4))
    if not 2 <= s.players <= 5:
        raise ValueError("Baba Yaga is for 2 to 5 players")
    s.mode = config.get("mode", "basic")
    if s.mode not in MODES:
        raise ValueError(f"unknown mode {s.mode!r}")
    s.expert = bool(config.get("expert", False))
    s.alternate_hands = s.players == 2 and bool(config.get("alternate_hands", True))
    aw = config.get("auto_witch")
    s.auto_witch = float(aw) if aw else None
    s.human_seats = sorted(int(x) for x in config.get("human_seats", ()) or ())
    s.rng = Rng(seed)
    elements = list(D.ELEMENTS)
    s.rng.shuffle(elements)
    for cell, el in zip(D.FOREST_CELLS, elements):
        s.board[cell] = el
    cards = list(range(D.CARD_COUNT))
    s.rng.shuffle(cards)
    s.piles = [cards[i * D.CARDS_PER_PLAYER:(i + 1) * D.CARDS_PER_PLAYER] for i in range(s.players)]
    s.removed = cards[s.players * D.CARDS_PER_PLAYER:]
    s.discards = [[] for _ in range(s.players)]
    start = config.get("start_player", 0)
    if start == "random":
        s.active = s.rng.randbelow(s.players)
    elif start in (None, "first"):
        s.active = 0
    else:
        s.active = int(start) % s.players
    s.clock.set_timer("study", D.STUDY_SECONDS)
    return s


def study_left(state: State) -> float:
    return state.clock.remaining("study") or 0.0


# --- who may do what now -----------------------------------------------------------------------------

def legal_actions(state: State, seat: int) -> list:
    ph = state.phase
    if ph == "choose_path":
        if seat != state.turn["chooser"]:
            return []
        return [ChooseFlightPath(seat, line, end) for end, (line, _, _) in D.PATH_ENDS.items()]
    if ph == "search":
        if seat == state.active:
            return _search_actions(state, seat)
        if seat == state.mover():
            if state.alternate_hands:
                return [MoveWitch(seat, h) for h in HANDS]
            return [MoveWitch(seat)]
        return []
    if ph == "apply_effect" and seat == state.active:
        forest = [c for c in D.FOREST_CELLS]
        if state.effect_due == D.SWAP:
            return [SwapTiles(seat, a, b) for i, a in enumerate(forest) for b in forest[i + 1:]]
        return [PlaceHouse(seat, c) for c in forest]
    if ph == "expert_house" and seat == state.active:
        return [PlaceHouse(seat, c) for c in D.FOREST_CELLS if c != state.house] + [SkipHouse(seat)]
    return []


def _search_actions(state: State, seat: int) -> list:
    wrong = state.turn["wrong"]
    if wrong is not None:
        return [FlipBack(seat, wrong)]
    if state.house_held:
        return [FlipTile(seat, state.house)]
    if len(state.matched_cells()) >= state.need:
        return []  # the spell is ready: wait for Baba Yaga to come home
    out: list = [FlipTile(seat, c) for c in D.FOREST_CELLS if c not in state.up and c != state.house]
    if state.house is not None:
        out.append(LiftHouse(seat))
    return out


# --- actions -----------------------------------------------------------------------------------------

def apply(state: State, action) -> list:
    if state.phase == "over":
        raise err("game_over")
    if not FLOW.allows(state.phase, action):
        raise err("not_now")
    handler = _HANDLERS[type(action)]
    return handler(state, action)


def _choose_path(s: State, a: ChooseFlightPath) -> list:
    if a.seat != s.turn["chooser"]:
        raise err("not_your_choice")
    end = D.PATH_ENDS.get(a.start_end)
    if end is None or end[0] != a.line:
        raise err("bad_path")
    seat = s.active
    tiles = D.NORMAL_PATH_TILES
    effects: list[str] = []
    keep = []
    for effect, target in s.pending:
        if target != seat:
            keep.append([effect, target])
            continue
        effects.append(effect)
        if effect == D.LONG:
            tiles += 1
        elif effect == D.SHORT:
            tiles -= 1
    s.pending = keep
    _, (r0, c0), (dr, dc) = end
    path = [(r0 + dr * i, c0 + dc * i) for i in range(tiles)]  # the 10th tile lies past the far edge
    if any(r == D.SIZE for r, _ in path):
        # a column's 10th tile always lies past the north edge (the start end's side when she starts north):
        # the table's south margin is the game log's
        path = [(r - 1, c) for r, c in path]
    total = 2 * (tiles - 1)
    movers = order_from(left_of(seat, s.players), s.players, skip=(seat,))
    auto = s.auto_witch is not None and not any(m in s.human_seats for m in movers)
    card = s.piles[seat].pop(0)
    s.turn.update(line=a.line, start_end=a.start_end, path=[list(p) for p in path], witch=0, moves=0,
                  total=total, movers=movers, auto=auto, last_hand=None, wrong=None, card=card,
                  effects=sorted(effects))
    FLOW.goto(s, "search")
    if auto:
        s.clock.set_timer("witch", s.auto_witch)
    elements, effect = D.CARDS[card]
    return [FlightPathChosen(a.seat, a.line, a.start_end, tuple(path), total),
            CardRevealed(seat, card, elements, effect, s.need, tuple(sorted(effects)))]


def _check_active(s: State, seat: int) -> None:
    if seat != s.active:
        raise err("not_your_search")


def _flip(s: State, a: FlipTile) -> list:
    _check_active(s, a.seat)
    t = s.turn
    if t["wrong"] is not None:
        raise err("flip_back_first")
    if a.cell not in D.FOREST_CELLS:
        raise err("not_forest")
    if s.house_held and a.cell != s.house:
        raise err("flip_under_house")
    if a.cell in s.up:
        raise err("already_up")
    if a.cell == s.house and not s.house_held:
        raise err("lift_house_first")
    if len(s.matched_cells()) >= s.need:
        raise err("spell_ready")
    element = s.board[a.cell]
    match = element in s.card_elements()
    s.up.append(a.cell)
    events: list = [TileFlipped(a.seat, a.cell, element, match)]
    if match:
        if s.house_held and a.cell == s.house:
            s.house, s.house_held = None, False  # it stays beside the grid
    else:
        t["wrong"] = a.cell
    return events


def _flip_back(s: State, a: FlipBack) -> list:
    _check_active(s, a.seat)
    if s.turn["wrong"] is None or a.cell != s.turn["wrong"]:
        raise err("not_wrong_tile")
    s.up.remove(a.cell)
    s.turn["wrong"] = None
    events: list = [TileTurnedBack(a.seat, a.cell)]
    if s.house_held and a.cell == s.house:
        s.house_held = False
        events.append(HouseReturned(a.cell))
    return events


def _lift_house(s: State, a: LiftHouse) -> list:
    _check_active(s, a.seat)
    if s.turn["wrong"] is not None:
        raise err("flip_back_first")
    if s.house is None or s.house_held:
        raise err("no_house")
    if len(s.matched_cells()) >= s.need:
        raise err("spell_ready")
    s.house_held = True
    return [HouseLifted(a.seat, s.house)]


def _move_witch_action(s: State, a: MoveWitch) -> list:
    if s.turn.get("auto"):
        raise err("witch_is_auto")
    if a.seat == s.active:
        raise err("searcher_cannot_move")
    if a.seat != s.mover():
        raise err("not_your_move")
    if s.alternate_hands:
        if a.hand not in HANDS:
            raise err("bad_hand")
        if a.hand == s.turn["last_hand"]:
            return [WrongHand(a.seat, a.hand)]
        s.turn["last_hand"] = a.hand
    return _move_witch(s, a.seat)


def _move_witch(s: State, seat: int | None) -> list:
    t = s.turn
    t["moves"] += 1
    out_steps = len(t["path"]) - 1
    t["witch"] = t["moves"] if t["moves"] <= out_steps else 2 * out_steps - t["moves"]
    pos = tuple(t["path"][t["witch"]])
    done = t["moves"] >= t["total"]
    nxt = None if done else s.mover()
    events: list = [WitchMoved(seat, pos, t["moves"], t["total"], nxt)]
    if t["moves"] == out_steps:
        events.append(WitchTurnedBack(pos))
    if done:
        events += _time_up(s)
    return events


def _time_up(s: State) -> list:
    seat = s.active
    card = s.turn["card"]
    s.clock.cancel("witch")
    events: list = [TimeUp(seat)]
    if s.house_held:  # lifted but its tile never turned up (or turned up wrong): it goes back on
        s.house_held = False
        events.append(HouseReturned(s.house))
    els = s.card_elements()
    showing = list(s.up)
    all_right = all(s.board[c] in els for c in showing)
    broken = len(showing) == s.need and all_right
    s.turn["card"] = None
    s.turn["shown_card"] = card  # still on the table while the result shows, for the screen
    if broken:
        s.discards[seat].append(card)
        won = len(s.discards[seat]) >= D.CARDS_PER_PLAYER
        effect = D.CARDS[card][1] if s.effects_on and not won else None
        s.outcome = {"seat": seat, "card": card, "broken": True, "effect": effect, "cells": showing}
        events.append(SpellBroken(seat, card, effect, len(s.discards[seat])))
        if won:
            s.winner = seat
            FLOW.goto(s, "over")
            events.append(GameWon(seat))
            return events
    else:
        reason = "wrong_tile" if not all_right else "too_few"
        s.piles[seat].append(card)
        s.outcome = {"seat": seat, "card": card, "broken": False, "effect": None, "reason": reason,
                     "cells": showing}
        events.append(SpellFailed(seat, card, reason))
    FLOW.goto(s, "judgement")
    s.clock.set_timer("pause", D.RESULT_PAUSE_SECONDS)
    return events


def _end_judgement(s: State) -> list:
    cells = tuple(s.up)
    s.up = []
    s.turn["wrong"] = None
    events: list = [TilesTurnedBack(cells)] if cells else []
    effect = s.outcome.get("effect") if s.outcome else None
    seat = s.active
    nxt = left_of(seat, s.players)
    if effect in (D.LONG, D.SHORT, D.FOG, D.WOBBLE):
        target = seat if effect == D.LONG else nxt
        s.pending.append([effect, target])
        events.append(EffectApplied(seat, effect, target))
    elif effect in D.CHOICE_EFFECTS:
        s.effect_due = effect
        FLOW.goto(s, "apply_effect")
        return events
    return events + _end_turn(s)


def _swap(s: State, a: SwapTiles) -> list:
    if s.effect_due != D.SWAP:
        raise err("not_now")
    _check_active(s, a.seat)
    if a.a not in D.FOREST_CELLS or a.b not in D.FOREST_CELLS:
        raise err("not_forest")
    if a.a == a.b:
        raise err("same_tile")
    s.board[a.a], s.board[a.b] = s.board[a.b], s.board[a.a]
    if s.house in (a.a, a.b):  # the house sits on a tile and travels with it
        s.house = a.b if s.house == a.a else a.a
    s.effect_due = None
    events = [TilesSwapped(a.seat, a.a, a.b), EffectApplied(a.seat, D.SWAP, None, (a.a, a.b))]
    return events + _end_turn(s)


def _place_house(s: State, a: PlaceHouse) -> list:
    if s.phase == "apply_effect" and s.effect_due != D.HOUSE:
        raise err("not_now")
    _check_active(s, a.seat)
    if a.cell not in D.FOREST_CELLS:
        raise err("not_forest")
    s.house = a.cell
    s.house_held = False
    events: list = [HousePlaced(a.seat, a.cell)]
    if s.phase == "apply_effect":
        s.effect_due = None
        events.append(EffectApplied(a.seat, D.HOUSE, None, (a.cell,)))
        return events + _end_turn(s)
    return events + _next_turn(s)


def _skip_house(s: State, a: SkipHouse) -> list:
    _check_active(s, a.seat)
    return _next_turn(s)


def _end_turn(s: State) -> list:
    if s.expert:
        FLOW.goto(s, "expert_house")
        return []
    return _next_turn(s)


def _next_turn(s: State) -> list:
    s.active = left_of(s.active, s.players)
    return _start_turn(s)


def _start_turn(s: State) -> list:
    s.turn_no += 1
    s.turn = {"chooser": left_of(s.active, s.players), "card": None, "wrong": None, "path": [], "witch": 0,
              "moves": 0, "total": 0, "movers": [], "auto": False, "last_hand": None, "effects": []}
    FLOW.goto(s, "choose_path")
    s.effect_due = None
    return [TurnStarted(s.active, s.turn["chooser"], s.turn_no)]


_HANDLERS = {
    ChooseFlightPath: _choose_path,
    FlipTile: _flip,
    FlipBack: _flip_back,
    LiftHouse: _lift_house,
    MoveWitch: _move_witch_action,
    SwapTiles: _swap,
    PlaceHouse: _place_house,
    SkipHouse: _skip_house,
}


# --- game time ---------------------------------------------------------------------------------------

def set_witch_tempo(state: State, seconds: float | None) -> None:
    """A new tempo for the automatic witch (the players changed it mid-game). It applies at once: a move
    already waiting comes no later than the new tempo allows."""
    if state.auto_witch is None or not seconds or float(seconds) == state.auto_witch:
        return
    state.auto_witch = float(seconds)
    left = state.clock.remaining("witch")
    if left is not None and left > state.auto_witch:
        state.clock.set_timer("witch", state.auto_witch)


def tick(state: State, dt: float) -> list:
    events: list = []
    for name in state.clock.advance(dt):
        if name == "study" and state.phase == "study":
            events.append(StudyOver(tuple(state.board)))
            events += _start_turn(state)
        elif name == "pause" and state.phase == "judgement":
            events += _end_judgement(state)
        elif name == "witch" and state.phase == "search" and state.turn.get("auto"):
            events += _move_witch(state, None)
            if state.phase == "search":
                state.clock.set_timer("witch", state.auto_witch)
    return events


# --- what a seat may see -----------------------------------------------------------------------------

def _table_cells(state: State) -> list[dict]:
    """The cells as everyone sees them, cached on the state until a tile turns or moves (views are built
    every frame for every acting seat; callers get copies)."""
    show_all = state.phase == "study"
    key = (show_all, tuple(state.up), tuple(state.board))
    cached = getattr(state, "_cells_cache", None)
    if cached is not None and cached[0] == key:
        return cached[1]
    cells = []
    for i, el in enumerate(state.board):
        if el is None:
            cells.append({"cell": i, "kind": "path"})
            continue
        up = i in state.up
        c = {"cell": i, "kind": "forest", "hint": D.HINTS[el], "up": up}
        if up or show_all:
            c["element"] = el
        cells.append(c)
    state._cells_cache = (key, cells)
    return cells


def view(state: State, seat: int | None) -> dict:
    """Everything on the table. Face-down tiles show only their hint (the forest side); during the study
    every element is shown. Piles are counts: no hidden card id ever appears."""
    cells = [dict(c) for c in _table_cells(state)]
    t = state.turn
    card = t.get("card")
    if card is None and state.phase in ("judgement", "over"):
        card = t.get("shown_card")
    turn = None
    if t:
        turn = {"chooser": t.get("chooser"), "path": [list(p) for p in t.get("path", [])],
                "witch": t.get("witch", 0), "moves": t.get("moves", 0), "total": t.get("total", 0),
                "movers": list(t.get("movers", [])), "mover": state.mover(), "auto": t.get("auto", False),
                "last_hand": t.get("last_hand"), "wrong": t.get("wrong"), "effects": list(t.get("effects", [])),
                "line": t.get("line"), "start_end": t.get("start_end")}
    return {
        "seat": seat,
        "players": state.players,
        "phase": state.phase,
        "mode": state.mode,
        "expert": state.expert,
        "alternate_hands": state.alternate_hands,
        "need": state.need,
        "active": state.active,
        "turn_no": state.turn_no,
        "now": state.clock.now,
        "study_left": study_left(state),
        "pause_left": state.clock.remaining("pause") or 0.0,
        "cells": cells,
        "house": state.house,
        "house_held": state.house_held,
        "piles": [len(p) for p in state.piles],
        "discards": [list(d) for d in state.discards],
        "card": None if card is None else {"id": card, "elements": list(D.CARDS[card][0]),
                                           "effect": D.CARDS[card][1]},
        "turn": turn,
        "pending": [list(p) for p in state.pending],
        "effect_due": state.effect_due,
        "outcome": _copy_outcome(state.outcome),
        "winner": state.winner,
    }


def _copy_outcome(outcome: dict | None) -> dict | None:
    if outcome is None:
        return None
    return dict(outcome, cells=list(outcome["cells"]))


def result(state: State) -> dict | None:
    if state.winner is None:
        return None
    others = sorted((s for s in range(state.players) if s != state.winner),
                    key=lambda s: (-len(state.discards[s]), s))
    return {"winners": [state.winner], "ranking": [state.winner] + others,
            "discarded": [len(d) for d in state.discards], "turns": state.turn_no}


# --- saving ------------------------------------------------------------------------------------------

_FIELDS = ("players", "mode", "expert", "alternate_hands", "auto_witch", "human_seats", "board", "up", "house",
           "house_held", "piles", "discards", "removed", "phase", "active", "turn_no", "turn", "pending", "outcome",
           "effect_due", "winner")


def to_json(state: State) -> dict:
    out = {f: copy.deepcopy(getattr(state, f)) for f in _FIELDS}
    out["rng"] = state.rng.to_json()
    out["clock"] = state.clock.to_json()
    return out


def from_json(data: dict) -> State:
    s = State()
    data = dict(data)
    data.setdefault("alternate_hands", data.get("players") == 2)  # saves from before the option: the old rule
    for f in _FIELDS:
        if f != "phase":
            setattr(s, f, copy.deepcopy(data[f]))
    FLOW.restore(s, data["phase"])
    s.rng = Rng.from_json(data["rng"])
    s.clock = GameClock.from_json(data["clock"])
    return s


def clone(state: State) -> State:
    return from_json(to_json(state))
