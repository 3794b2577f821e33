"""The 24 penalty cards as data: the one place that says what each penalty asks of a player, and how it maps
onto the engine's handicap pieces (game/core/handicap_spec.py).

A penalty card id indexes PENALTIES. Each entry:
  id, key        card id and a stable name (i18n: kragmortha.penalty.<key> / .<key>.rule); the key is also the
                 `tag` of its pieces, so a HandicapBroken report names the card
  symbol         the corner symbol (a player never holds two with the same one): book = hands, scroll = time,
                 potion = sight, gems = reflex
  kind           hands | time | sight | reflex
  breakable      whether failing it is possible; a failure is reported to the rules as BreakPenalty(seat, id):
                 the card stays (it still counts) but is marked broken and stops applying, and another penalty
                 is drawn for the same goblin [project decision]
  when           own_turn | others_turn | always — when it is checked (handicap_spec's WHENS)
  handicap       a list of plain "kind + parameters" dicts, each one handicap_spec piece as `piece_to_json`
                 writes it (`pieces(id)` builds the pieces); the engine enforces them on the seat's device
  rules          None, or the part the RULES enforce themselves: "late_draw" (the turn's cards are drawn at the
                 start of the next turn), "one_step" (goblin cards move 1 step), "time_up" (the rules accept
                 TimeUp(seat) from the Hourglass: the turn ends, a card not yet moved goes back to the hand)

Reflex pieces listen for trigger names; TRIGGERS says which rules event fires which (`triggers(events)`).
Impatient is breakable: the engine's Dwell lock breaks when another card than the one rested on is played.
"""
from __future__ import annotations

import copy

from game.core.handicap_spec import (
    ALWAYS,
    BLUR,
    FLIP_VIEW,
    GREY,
    HIDE,
    KEYS,
    MIRROR_VIEW,
    MIRROR_X,
    OTHERS_TURN,
    OWN_TURN,
    POINTER,
    SPOTLIGHT,
    SWAP_BUTTONS,
    SWAP_MOUSE_BUTTONS,
    Piece,
    piece_from_json,
)
from game.games.kragmortha.board import SYMBOLS

KIND_OF_SYMBOL = {"book": "hands", "scroll": "time", "potion": "sight", "gems": "reflex"}
TRIGGERS = {"LordMoved": "dark_lord_moved", "GoblinPushed": "goblin_pushed", "PenaltyDrawn": "penalty_drawn",
            "SpellbookTaken": "spellbook_taken"}


def _p(key, symbol, breakable, when, handicap, rules=None):
    return {"key": key, "symbol": symbol, "kind": KIND_OF_SYMBOL[symbol], "breakable": breakable, "when": when,
            "handicap": handicap, "rules": rules}


def _view(effect, region, **kw):
    return {"kind": "view", "effect": effect, "region": region, **kw}


def _reflex(trigger):
    return [{"kind": "reflex", "trigger": trigger, "window": 2.0, "when": ALWAYS}]


_LIST = [
    # book - hands
    _p("mouse_only", "book", True, OWN_TURN, [{"kind": "one_hand", "hands": [POINTER], "breakable": True}]),
    _p("keyboard_only", "book", True, OWN_TURN, [{"kind": "one_hand", "hands": [KEYS], "breakable": True}]),
    _p("hold_space", "book", True, OWN_TURN, [{"kind": "hold_key"}]),
    _p("swapped_buttons", "book", False, OWN_TURN,
       [{"kind": "remap", "actions": dict(SWAP_BUTTONS),
         "buttons": {str(k): v for k, v in SWAP_MOUSE_BUTTONS.items()}}]),
    _p("double_click", "book", False, OWN_TURN, [{"kind": "double_tap", "window": 0.45}]),
    _p("no_hover", "book", False, OWN_TURN, [{"kind": "dwell", "seconds": 1.0}, _view(HIDE, "hand")]),
    # scroll - time
    _p("quick_goblin", "scroll", True, OWN_TURN, [{"kind": "time_limit", "seconds": 8.0, "breaks": True}]),
    _p("slow_goblin", "scroll", False, OWN_TURN, [{"kind": "wait_first", "seconds": 3.0}]),
    _p("hourglass", "scroll", False, OWN_TURN, [{"kind": "time_limit", "seconds": 15.0, "breaks": False}],
       rules="time_up"),
    _p("late_draw", "scroll", False, OWN_TURN, [{"kind": "rules_only"}], rules="late_draw"),
    _p("impatient", "scroll", True, OWN_TURN, [{"kind": "dwell", "seconds": 1.0, "lock": True}]),
    _p("snail", "scroll", False, OWN_TURN, [{"kind": "rules_only"}], rules="one_step"),
    # potion - sight
    _p("mirror", "potion", False, OWN_TURN,
       [_view(MIRROR_VIEW, "board"), {"kind": "remap", "actions": dict(MIRROR_X)}]),
    _p("upside_down", "potion", False, OWN_TURN, [_view(FLIP_VIEW, "hand")]),
    _p("spotlight", "potion", False, OWN_TURN, [_view(SPOTLIGHT, "board", radius=170)]),
    _p("blur", "potion", False, OWN_TURN, [{"kind": "dwell", "seconds": 1.0}, _view(BLUR, "hand")]),
    _p("grey", "potion", False, OWN_TURN, [_view(GREY, "board")]),
    _p("blind_hand", "potion", False, OWN_TURN, [_view(HIDE, "hand")]),
    # gems - reflex
    _p("boo", "gems", True, ALWAYS, _reflex("dark_lord_moved")),
    _p("ouch", "gems", True, ALWAYS, _reflex("goblin_pushed")),
    _p("echo", "gems", True, ALWAYS, _reflex("penalty_drawn")),
    _p("statue", "gems", True, OTHERS_TURN,
       [{"kind": "one_hand", "hands": [], "when": OTHERS_TURN, "motion_counts": True, "breakable": True}]),
    _p("rhythm", "gems", True, OWN_TURN, [{"kind": "rhythm", "taps": 3}]),
    _p("goblin_song", "gems", True, ALWAYS, _reflex("spellbook_taken")),
]

PENALTIES: tuple[dict, ...] = tuple(dict(p, id=i) for i, p in enumerate(_LIST))
PENALTY_COUNT = len(PENALTIES)  # 24
BY_KEY = {p["key"]: p["id"] for p in PENALTIES}
MAX_HELD = len(SYMBOLS)  # one per corner symbol; the 4th ends the game


def symbol(pid: int) -> str:
    return PENALTIES[pid]["symbol"]


def breakable(pid: int) -> bool:
    return PENALTIES[pid]["breakable"]


def rules_effect(pid: int) -> str | None:
    return PENALTIES[pid]["rules"]


def handicap(pid: int) -> list[dict]:
    """A copy of the penalty's handicap description (callers may not change the table)."""
    return copy.deepcopy(PENALTIES[pid]["handicap"])


def pieces(pid: int) -> tuple[Piece, ...]:
    """The engine's handicap pieces for penalty `pid`, tagged with its key."""
    return tuple(piece_from_json({**d, "tag": PENALTIES[pid]["key"]}) for d in PENALTIES[pid]["handicap"])


def from_tag(tag) -> int | None:
    """The penalty id a piece tag (or an id, or its text) names, else None."""
    if isinstance(tag, int):
        return tag if 0 <= tag < PENALTY_COUNT else None
    if isinstance(tag, str):
        if tag.isdigit():
            return from_tag(int(tag))
        return BY_KEY.get(tag)
    return None


def triggers(events) -> list[str]:
    """The reflex trigger names a batch of rules events fires, in order (the scene calls Handicaps.trigger)."""
    return [TRIGGERS[type(e).__name__] for e in events if type(e).__name__ in TRIGGERS]
