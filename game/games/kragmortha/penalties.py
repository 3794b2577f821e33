"""The 24 penalty cards as data: the one place that says what each penalty asks of a player.

A penalty card id indexes PENALTIES. Each entry:
  id, key        card id and a stable name (i18n: kragmortha.penalty.<key> / .<key>.rule)
  symbol         the corner symbol (a player never holds two with the same one): book = hands, scroll = time,
                 potion = sight, gems = reflex
  kind           hands | time | sight | reflex
  breakable      whether failing it is possible; a failure is reported to the rules as BreakPenalty(seat, id):
                 the card stays (it still counts) but is marked broken and stops applying, and another penalty
                 is drawn for the same goblin [project decision]
  when           own_turn | others_turns | always — when the handicap is checked
  handicap       a plain "kind + parameters" dict for the engine's handicap pieces (game/core/handicap_spec.py
                 maps these onto input rules; nothing else in the game interprets them)
  rules          None, or the part the RULES enforce themselves: "late_draw" (the turn's cards are drawn at the
                 start of the next turn), "one_step" (goblin cards move 1 step), "time_up" (the rules accept
                 TimeUp(seat) from the Hourglass: the turn ends, a card not yet moved goes back to the hand)

Handicap kinds used here (parameters in seconds or logical pixels on the 1920x1080 canvas):
  one_hand {device: "pointer"|"keys"}       only that kind of input counts; the other breaks it
  held_key {key: "space"}                   the key must stay down all turn; letting go breaks it
  swap_buttons {}                           left and right click trade places
  double_click {interval}                   a single click does nothing
  hover_reveal {seconds, target}            card faces hide until the pointer rests on one that long
  decision_time {seconds, on_timeout}       "break": over time breaks it; "end_turn": rules TimeUp; show_bar
  act_delay {seconds}                       input is ignored for that long after the turn starts
  hover_commits {seconds}                   resting on a card that long plays it
  mirror {axis: "x", target: "board"}       the board drawn mirrored (input mapped back through the mirror)
  upside_down {target: "hand"}              the hand drawn turned 180 degrees
  spotlight {radius, target: "board"}       the board dark but for a circle round the pointer
  blur {seconds, target: "hand"}            card symbols blurred until hovered that long
  greyscale {target: "symbols"}             symbols without colour: shapes only
  face_down {target: "hand"}                the hand's faces hidden: pick blind
  reflex {window, trigger}                  after the trigger event (an events.py class name) press the seat's
                                            reflex key within `window` or it breaks
  freeze {}                                 any input by the seat breaks it (checked in others' turns)
  rhythm {taps, tolerance}                  start the turn with `taps` reflex-key taps, gaps within tolerance
"""
from __future__ import annotations

from game.games.kragmortha.board import SYMBOLS

KIND_OF_SYMBOL = {"book": "hands", "scroll": "time", "potion": "sight", "gems": "reflex"}


def _p(key, symbol, breakable, when, handicap, rules=None):
    return {"key": key, "symbol": symbol, "kind": KIND_OF_SYMBOL[symbol], "breakable": breakable, "when": when,
            "handicap": handicap, "rules": rules}


_LIST = [
    # book - hands
    _p("mouse_only", "book", True, "own_turn", {"kind": "one_hand", "device": "pointer"}),
    _p("keyboard_only", "book", True, "own_turn", {"kind": "one_hand", "device": "keys"}),
    _p("hold_space", "book", True, "own_turn", {"kind": "held_key", "key": "space"}),
    _p("swapped_buttons", "book", False, "own_turn", {"kind": "swap_buttons"}),
    _p("double_click", "book", False, "own_turn", {"kind": "double_click", "interval": 0.4}),
    _p("no_hover", "book", False, "own_turn", {"kind": "hover_reveal", "seconds": 1.0, "target": "hand"}),
    # scroll - time
    _p("quick_goblin", "scroll", True, "own_turn",
       {"kind": "decision_time", "seconds": 8.0, "on_timeout": "break", "show_bar": False}),
    _p("slow_goblin", "scroll", False, "own_turn", {"kind": "act_delay", "seconds": 3.0}),
    _p("hourglass", "scroll", False, "own_turn",
       {"kind": "decision_time", "seconds": 15.0, "on_timeout": "end_turn", "show_bar": True}, rules="time_up"),
    _p("late_draw", "scroll", False, "own_turn", {"kind": "rules_only"}, rules="late_draw"),
    _p("impatient", "scroll", False, "own_turn", {"kind": "hover_commits", "seconds": 1.0}),
    _p("snail", "scroll", False, "own_turn", {"kind": "rules_only"}, rules="one_step"),
    # potion - sight
    _p("mirror", "potion", False, "own_turn", {"kind": "mirror", "axis": "x", "target": "board"}),
    _p("upside_down", "potion", False, "own_turn", {"kind": "upside_down", "target": "hand"}),
    _p("spotlight", "potion", False, "own_turn", {"kind": "spotlight", "radius": 220, "target": "board"}),
    _p("blur", "potion", False, "own_turn", {"kind": "blur", "seconds": 1.0, "target": "hand"}),
    _p("grey", "potion", False, "own_turn", {"kind": "greyscale", "target": "symbols"}),
    _p("blind_hand", "potion", False, "own_turn", {"kind": "face_down", "target": "hand"}),
    # gems - reflex
    _p("boo", "gems", True, "always", {"kind": "reflex", "window": 2.0, "trigger": "LordMoved"}),
    _p("ouch", "gems", True, "always", {"kind": "reflex", "window": 2.0, "trigger": "GoblinPushed"}),
    _p("echo", "gems", True, "always", {"kind": "reflex", "window": 2.0, "trigger": "PenaltyDrawn"}),
    _p("statue", "gems", True, "others_turns", {"kind": "freeze"}),
    _p("rhythm", "gems", True, "own_turn", {"kind": "rhythm", "taps": 3, "tolerance": 0.25}),
    _p("goblin_song", "gems", True, "always", {"kind": "reflex", "window": 2.0, "trigger": "SpellbookTaken"}),
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


def handicap(pid: int) -> dict:
    """A copy of the penalty's handicap description (callers may not change the table)."""
    return dict(PENALTIES[pid]["handicap"])
