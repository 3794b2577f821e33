"""Kragmortha — the rules, as pure functions on a JSON-able state (see game/core/api.py and the project's rules
spec for Kragmortha).

Flow (FLOW below, as the rulebook's turn overview): set-up placement, then each turn one movement card (steps
one at a time), every follow-up choice as its own phase, then the draw. Choices that come out of a move (push
cells, teleport jumps, flight from the Dark Lord, his drop point) wait in `state.queue` and are asked one at a
time; `state.cont` says how the turn goes on once the queue is empty.

Decisions where the spec leaves room:
- The active player makes every choice of the turn except where the seed gives it to a goblin's owner: where
  a goblin caught by the Dark Lord flees, and where a teleport token takes a goblin, are chosen by that
  goblin's owner (also in someone else's turn: `to_act` names them, `legal_actions(state, owner)` offers the
  cells, the active seat waits); the start cell after the desk is the owner's too (always the active's
  own goblin). Pushes and the Dark Lord's drop point are the active player's, as the rulebook says.
- An Hourglass that runs out settles whatever the turn still asks, taking the first option, the owners'
  pending choices too (the turn ends at once).
- A goblin that ends its move on a teleport cell draws a token when its movement ends (not when it passes
  through on a first step); a pushed goblin that comes to rest on a teleport cell draws one once its push
  chain is over, also when it stopped there in the middle of the chain (it pushed the next goblin on).
- A pushed goblin may not be pushed onto the desk nor into a goblin already moved in the same push (so chains
  end); with nowhere to go it tumbles to an empty start cell (moves.tumble_targets).
  Pushed into the Dark Lord it meets him.
- The Dark Lord may enter any desk cell, whatever the symbol (never a shelf), by a card's step or Dark
  steps; there he draws no spellbook. A goblin that steps onto his cell meets him there as anywhere else
  (it takes no spellbook). A first step onto the desk may count as either of the card's symbols. Put off a
  teleport cell he goes to an empty cell off the desk next to no goblin.
- Nothing movable: reveal the hand once a turn (RevealHand), or Pass. After a Double move's first card the
  second card may be declined (Pass). One card is drawn per card played (Late draw: at the next turn's start).
- A broken penalty stays in front of its owner (it counts) but stops applying; another one is drawn.
- Penalty pile: a duplicate corner symbol goes to the bottom; when no card in the pile fits, none is drawn.
- The game ends as soon as a goblin holds 4 penalties or the last spellbook is taken (pending choices lapse).
- Reaching the desk also ends the goblin's move (its second step is lost). Spellbooks are used in the play
  phase: before the turn's card (or between the two cards of a Double move).

For the screen and the handicap engine: `card_steps` / view["card_steps"] (the hover highlight), view["choice"]
(the pending cell choice with its options), `handicap_of(state, seat)` (the engine's pieces for a seat's
unbroken penalties), BreakPenalty and TimeUp (reports from that engine, never in legal_actions).
"""
from __future__ import annotations

import dataclasses

from game.core.actions import IllegalAction
from game.core.deck import Deck
from game.core.rng import Rng
from game.core.statetable import Phase, StateTable
from game.games.kragmortha import board as BD
from game.games.kragmortha import cards as C
from game.games.kragmortha import events as E
from game.games.kragmortha import moves as M
from game.games.kragmortha import penalties as P
from game.games.kragmortha import spellbooks as S

MIN_PLAYERS, MAX_PLAYERS = 2, 8
COLOURS = ("red", "yellow", "blue", "green", "orange", "purple", "black", "white")
ERR = "kragmortha.err."  # IllegalAction messages are i18n keys (assets/i18n/*/kragmortha.json)

ERROR_KEYS = tuple(ERR + k for k in (  # every reason IllegalAction can give (each has a translation)
    "game_over", "unknown_action", "not_your_turn", "penalty_not_held", "penalty_unbreakable", "no_hourglass",
    "not_a_start_cell", "card_not_in_hand", "card_cannot_move", "book_not_yours", "book_used", "book_not_now",
    "revealed_already", "a_card_can_move", "shelf", "step_symbol"))
CELL_PHASES = ("push", "teleport", "caught", "start_cell", "lord_teleport", "dark_steps", "blink", "swap", "shove")
OWNER_PHASES = ("teleport", "caught", "start_cell")  # cell choices made by the goblin's owner
MOVE_ON = ("second_step", "play", "over") + CELL_PHASES  # where a move's resolution may lead
FLOW = StateTable(
    Phase("placement", "In turn, each player puts their goblin on an empty start cell", (E.PlaceGoblin,),
          next=("play",)),
    Phase("play", "Play a movement card, or use a spellbook; nothing movable: reveal the hand or pass",
          (E.PlayCard, E.UseSpellbook, E.RevealHand, E.Pass),
          next=("play", "first_step", "discard", "cure", "over", "dark_steps", "blink", "swap", "shove")),
    Phase("first_step", "Step onto a neighbouring cell showing one of the card's symbols", (E.Step,),
          next=MOVE_ON),
    Phase("second_step", "Optionally step onto a cell showing the other symbol", (E.Step, E.Stop),
          next=MOVE_ON),
    *(Phase(name, f"Choose a cell ({name})", (E.ChooseCell,), next=MOVE_ON) for name in CELL_PHASES),
    Phase("discard", "Extra card: discard down to 3 movement cards", (E.DiscardCard,), next=("play", "over")),
    Phase("cure", "Cure: choose the penalty that goes back under the pile", (E.CurePenalty,),
          next=("play", "over")),
    Phase("over", "The game has ended"),
)
ERROR_KEYS += tuple(ERR + "wrong_phase." + p for p in FLOW.phases) + tuple(ERR + "not_an_option." + p
                                                                           for p in CELL_PHASES)


class State:
    """Everything about one game. Cells are (x, y) tuples in memory, lists in JSON."""

    def __init__(self):
        self.players = 0
        self.options: dict = {}
        self.rng = Rng(0)
        self.board_data: dict = {}
        self.board: BD.Board | None = None
        self.goblins: list = []  # cell per seat (None before placement)
        self.lord: tuple = (0, 0)
        self.hands: list[list[int]] = []
        self.moves = Deck()  # movement cards
        self.penalty_pile = Deck()  # penalty cards (draw from the top, duplicates under the bottom)
        self.held: list[list[list]] = []  # per seat: [penalty id, broken]
        self.book_pile = Deck()  # spellbooks on the desk
        self.books: list[list[list]] = []  # per seat: [book id, face up]
        self.tokens = Deck()  # teleport tokens
        self.pending_draw: list[int] = []  # Late draw: cards owed at the start of the seat's next turn
        self.start_player = 0
        self.to_place: list[int] = []
        self.active = 0
        FLOW.start(self)  # "placement"
        self.turn = 0
        # the turn in progress
        self.card: int | None = None  # the movement card being carried out
        self.steps = 0
        self.max_steps = 2
        self.rest: tuple = ()
        self.cards_played = 0
        self.extra_plays = 0
        self.revealed = False
        self.timed_out = False
        self.queue: list[dict] = []
        self.cont: str | None = None
        self.choice: dict | None = None
        self.outcome: dict | None = None


# set-up -----------------------------------------------------------------------------------------------------
def new_game(config: dict, seed: int, board_data: dict | None = None) -> State:
    n = int(config.get("players", 4))
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise ValueError(f"Kragmortha is for {MIN_PLAYERS}-{MAX_PLAYERS} players, not {n}")
    s = State()
    s.players = n
    start = config.get("start_player", "random")
    s.options = {"start_player": start, "open_hands": bool(config.get("open_hands", False))}
    s.rng = Rng(seed)
    s.board_data = board_data if board_data is not None else BD.default_data()
    s.board = BD.board_for(s.board_data, n)
    s.lord = s.board.dark_lord
    s.goblins = [None] * n
    s.moves = Deck(range(C.MOVEMENT_COUNT))
    s.moves.shuffle(s.rng)
    s.penalty_pile = Deck(range(P.PENALTY_COUNT))
    s.penalty_pile.shuffle(s.rng)
    s.book_pile = Deck(range(S.SPELLBOOK_COUNT))
    s.book_pile.shuffle(s.rng)
    s.tokens = Deck(range(len(C.TOKENS)))
    s.tokens.shuffle(s.rng)
    s.hands = [s.moves.draw_many(C.HAND_SIZE) for _ in range(n)]
    s.held = [[] for _ in range(n)]
    s.books = [[] for _ in range(n)]
    s.pending_draw = [0] * n
    s.start_player = s.rng.randbelow(n) if start in (None, "random") else int(start) % n
    s.to_place = [(s.start_player + i) % n for i in range(n)]  # clockwise from the start player
    s.active = s.to_place[0]
    return s


def placement_cells(state: State) -> list[tuple]:
    """Empty start cells; once all 7 are taken (8 players), any empty cell next to a goblin."""
    b = state.board
    starts = [c for c in b.start if M.empty(b, state.goblins, state.lord, c)]
    if starts:
        return starts
    near = {n for g in state.goblins if g is not None for n in b.adjacent[g]}
    return [c for c in M.empty_cells(b, state.goblins, state.lord) if c in near]


# queries ----------------------------------------------------------------------------------------------------
def holds_rule(state: State, seat: int, effect: str) -> bool:
    return any(P.rules_effect(pid) == effect and not broken for pid, broken in state.held[seat])


def handicap_of(state: State, seat: int) -> tuple:
    """The handicap pieces in force for `seat`: those of every penalty it holds that is not broken (the scene
    hands them to the engine's Handicaps whenever they change)."""
    return tuple(piece for pid, broken in state.held[seat] if not broken for piece in P.pieces(pid))


def max_steps_for(state: State, seat: int, card: int) -> int:
    return 1 if C.target(card) == C.GOBLIN and holds_rule(state, seat, "one_step") else 2


def card_steps(state: State, seat: int, card: int) -> list[tuple]:
    """The first steps `card` allows `seat` now (the scene highlights these when the card is hovered)."""
    return M.card_first_steps(state.board, state.goblins, state.lord, seat, C.target(card), C.symbols(card))


def movable_cards(state: State, seat: int) -> list[int]:
    return [c for c in state.hands[seat] if card_steps(state, seat, c)]


def _mover_cell(state: State):
    return state.goblins[state.active] if C.target(state.card) == C.GOBLIN else state.lord


def legal_steps(state: State) -> list[tuple]:
    if state.phase == "first_step":
        return card_steps(state, state.active, state.card)
    if state.phase == "second_step":
        return M.step_targets(state.board, _mover_cell(state), C.target(state.card), rest=state.rest)
    return []


def spellbook_targets(state: State, seat: int, book: int) -> list | None:
    """Targets of a usable spellbook (cells, or penalty ids for Cure), [] for no choice needed, None when the
    book cannot be used now."""
    b, g, lord = state.board, state.goblins, state.lord
    kind = S.kind(book)
    mine = g[seat]
    if kind == "dark_steps":
        t = list(b.adjacent[lord])
    elif kind == "blink":
        t = [c for c in b.teleports if M.empty(b, g, lord, c)]
    elif kind == "swap":
        t = [c for s, c in enumerate(g) if s != seat and c is not None]
    elif kind == "shove":
        t = [n for n in b.adjacent[mine] if n in g and M.shove_path(b, g, lord, mine, n)]
    elif kind == "cure":
        t = [pid for pid, _broken in state.held[seat]]
    elif kind in ("extra_card", "double_move"):
        return []
    else:  # shield works by itself
        return None
    return t or None


def usable_books(state: State, seat: int) -> list[int]:
    return [bk for bk, up in state.books[seat] if up and S.is_active(bk) and spellbook_targets(state, seat, bk)
            is not None]


def to_act(state: State) -> int | None:
    """The seat that acts now: the goblin's owner while they choose where it goes, else the active seat (None
    once the game is over)."""
    if state.outcome is not None:
        return None
    if state.phase in OWNER_PHASES and state.choice is not None:
        return state.choice["goblin"]
    return state.active


def legal_actions(state: State, seat: int) -> list:
    if state.outcome is not None or seat != to_act(state):
        return []
    ph = state.phase
    if ph == "placement":
        return [E.PlaceGoblin(seat, c) for c in placement_cells(state)]
    if ph == "play":
        movable = movable_cards(state, seat)
        out = [E.PlayCard(seat, c) for c in movable]
        out += [E.UseSpellbook(seat, bk) for bk in usable_books(state, seat)]
        if not movable:
            if not state.revealed and state.hands[seat]:
                out.append(E.RevealHand(seat))
        if not movable or state.cards_played:
            out.append(E.Pass(seat))
        return out
    if ph in ("first_step", "second_step"):
        out = [E.Step(seat, c) for c in legal_steps(state)]
        if ph == "second_step":
            out.append(E.Stop(seat))
        return out
    if ph in CELL_PHASES:
        return [E.ChooseCell(seat, c) for c in state.choice["options"]]
    if ph == "discard":
        return [E.DiscardCard(seat, c) for c in state.hands[seat]]
    if ph == "cure":
        return [E.CurePenalty(seat, pid) for pid in state.choice["options"]]
    return []


# checks -----------------------------------------------------------------------------------------------------
def _check(state: State, a) -> None:
    if state.outcome is not None:
        raise IllegalAction(ERR + "game_over")
    if not hasattr(a, "seat") or not isinstance(a.seat, int) or not 0 <= a.seat < state.players:
        raise IllegalAction(ERR + "unknown_action")
    if isinstance(a, E.BreakPenalty):
        held = [pid for pid, broken in state.held[a.seat] if not broken]
        if a.penalty_id not in held:
            raise IllegalAction(ERR + "penalty_not_held")
        if not P.breakable(a.penalty_id):
            raise IllegalAction(ERR + "penalty_unbreakable")
        return
    if isinstance(a, E.TimeUp):
        if a.seat != state.active:
            raise IllegalAction(ERR + "not_your_turn")
        if state.phase == "placement" or not holds_rule(state, a.seat, "time_up"):
            raise IllegalAction(ERR + "no_hourglass")
        return
    if a.seat != to_act(state):
        raise IllegalAction(ERR + "not_your_turn")
    if not FLOW.allows(state.phase, a):
        raise IllegalAction(ERR + "wrong_phase." + state.phase)
    if a not in legal_actions(state, a.seat):
        raise IllegalAction(ERR + _why(state, a))


def _why(state: State, a) -> str:
    """A readable reason for an action of the right kind that is still not allowed."""
    if isinstance(a, E.PlaceGoblin):
        return "not_a_start_cell"
    if isinstance(a, E.PlayCard):
        return "card_not_in_hand" if a.card not in state.hands[a.seat] else "card_cannot_move"
    if isinstance(a, E.UseSpellbook):
        owned = {bk: up for bk, up in state.books[a.seat]}
        if a.book not in owned:
            return "book_not_yours"
        return "book_used" if not owned[a.book] else "book_not_now"
    if isinstance(a, (E.RevealHand, E.Pass)):
        return "revealed_already" if isinstance(a, E.RevealHand) and state.revealed else "a_card_can_move"
    if isinstance(a, E.Step):
        if state.board and a.cell in state.board.shelves:
            return "shelf"
        return "step_symbol"
    if isinstance(a, E.ChooseCell):
        return "not_an_option." + state.phase
    if isinstance(a, E.DiscardCard):
        return "card_not_in_hand"
    if isinstance(a, E.CurePenalty):
        return "penalty_not_held"
    return "unknown_action"


# apply ------------------------------------------------------------------------------------------------------
def apply(state: State, action) -> list:
    if isinstance(getattr(action, "cell", None), list):  # a cell straight from JSON
        action = dataclasses.replace(action, cell=tuple(action.cell))
    if isinstance(action, E.BreakPenalty) and not isinstance(action.penalty_id, int):
        pid = P.from_tag(action.penalty_id)  # a handicap report's tag (the penalty's key)
        if pid is None:
            raise IllegalAction(ERR + "penalty_not_held")
        action = dataclasses.replace(action, penalty_id=pid)
    _check(state, action)  # raises before anything changes
    out: list = []
    a = action
    if isinstance(a, E.BreakPenalty):
        _break(state, a, out)
    elif isinstance(a, E.TimeUp):
        _time_up(state, out)
    elif isinstance(a, E.PlaceGoblin):
        _place(state, a, out)
    elif isinstance(a, E.PlayCard):
        _play_card(state, a, out)
    elif isinstance(a, E.Step):
        _step(state, tuple(a.cell), out)
        _run(state, out)
    elif isinstance(a, E.Stop):
        state.cont = "end_move"
        _run(state, out)
    elif isinstance(a, E.RevealHand):
        _reveal(state, out)
    elif isinstance(a, E.Pass):
        out.append(E.TurnPassed(a.seat))
        _end_turn(state, out)
    elif isinstance(a, E.ChooseCell):
        _choose(state, tuple(a.cell), out)
        _run(state, out)
    elif isinstance(a, E.UseSpellbook):
        _use_book(state, a, out)
    elif isinstance(a, E.DiscardCard):
        state.hands[a.seat].remove(a.card)
        state.moves.discard(a.card)
        out.append(E.CardDiscarded(a.seat, a.card))
        if len(state.hands[a.seat]) <= C.HAND_SIZE:
            FLOW.goto(state, "play")
    elif isinstance(a, E.CurePenalty):
        _cure(state, a, out)
    return out


def _place(state: State, a: E.PlaceGoblin, out: list) -> None:
    cell = tuple(a.cell)
    state.goblins[a.seat] = cell
    out.append(E.GoblinPlaced(a.seat, cell))
    state.to_place.pop(0)
    if state.to_place:
        state.active = state.to_place[0]
        return
    state.active = state.start_player
    FLOW.goto(state, "play")
    out.append(E.TurnStarted(state.active))


def _play_card(state: State, a: E.PlayCard, out: list) -> None:
    state.hands[a.seat].remove(a.card)
    state.card = a.card
    state.steps = 0
    state.rest = ()
    state.max_steps = max_steps_for(state, a.seat, a.card)
    state.cards_played += 1
    out.append(E.CardPlayed(a.seat, a.card, C.target(a.card)))
    FLOW.goto(state, "first_step")


def _step(state: State, cell: tuple, out: list) -> None:
    """One step of the card's figure; what follows waits in the queue / cont."""
    b = state.board
    seat = state.active
    first = state.steps == 0
    state.rest = M.rest_after(b, C.symbols(state.card), cell) if first else ()
    state.steps += 1
    more = state.steps < state.max_steps
    if C.target(state.card) == C.GOBLIN:
        frm = state.goblins[seat]
        state.goblins[seat] = cell
        out.append(E.GoblinMoved(seat, frm, cell, "step"))
        if cell == state.lord:  # on the desk too: he is met, no spellbook taken
            state.queue.append({"t": "meet", "goblin": seat})
            _lose_step(state, seat, more, "lord", out)
        elif cell in b.desk:
            state.queue.append({"t": "desk", "goblin": seat})
            _lose_step(state, seat, more, "desk", out)
        else:
            other = _other_goblin(state, cell, seat)
            if other is not None:
                state.queue.insert(0, {"t": "push", "goblin": other, "from": frm, "chain": [seat, other],
                                       "by": seat})
            state.cont = "second_step" if more else "end_move"
        return
    frm = state.lord
    state.lord = cell
    out.append(E.LordMoved(frm, cell, "step"))
    victim = M.occupant(state.goblins, cell)
    if victim is not None:
        state.queue.append({"t": "meet", "goblin": victim})
        _lose_step(state, seat, more, "lord", out)
    elif cell in b.teleport_set:
        state.queue.append({"t": "lord_teleport"})
        _lose_step(state, seat, more, "lord_teleport", out)
    else:
        state.cont = "second_step" if more else "end_move"


def _lose_step(state: State, seat: int, more: bool, reason: str, out: list) -> None:
    state.cont = "after_card"
    if more:
        out.append(E.StepLost(seat, reason))


def _other_goblin(state: State, cell, not_seat: int) -> int | None:
    for s, c in enumerate(state.goblins):
        if c == cell and s != not_seat:
            return s
    return None


def _run(state: State, out: list) -> None:
    """Work the queue until a choice is needed, then carry the turn on (`cont`)."""
    while state.outcome is None:
        if _should_end(state):
            _finish(state, out)
            return
        if state.queue:
            task = state.queue.pop(0)
            if _do_task(state, task, out):
                return
            continue
        cont, state.cont = state.cont, None
        if cont == "second_step":
            if not state.timed_out and legal_steps_from_rest(state):
                FLOW.goto(state, "second_step")
                return
            cont = "end_move"
        if cont == "end_move":
            if C.target(state.card) == C.GOBLIN:
                state.queue.append({"t": "arrive", "goblin": state.active})
            state.cont = "after_card"
            continue
        if cont == "after_card":
            state.moves.discard(state.card)
            state.card = None
            state.steps = 0
            state.rest = ()
            if state.extra_plays > 0 and not state.timed_out:
                state.extra_plays -= 1
                FLOW.goto(state, "play")
                return
            _end_turn(state, out)
            return
        # cont == "play" (after a spellbook) or nothing left to do
        if state.timed_out:
            _end_turn(state, out)
        else:
            FLOW.goto(state, "play")
        return


def legal_steps_from_rest(state: State) -> list[tuple]:
    return M.step_targets(state.board, _mover_cell(state), C.target(state.card), rest=state.rest)


def _ask(state: State, kind: str, options: list, **info) -> bool:
    state.choice = dict(info, kind=kind, options=list(options))
    FLOW.goto(state, kind)
    return True


def _do_task(state: State, task: dict, out: list) -> bool:
    """Carry out one queued task; True when it waits for a ChooseCell."""
    b, t = state.board, task["t"]
    if t == "push":
        g = task["goblin"]
        cell = state.goblins[g]
        opts = M.push_targets(b, state.goblins, state.lord, cell, task["from"], task["chain"])
        tumble = not opts
        if tumble:
            opts = M.tumble_targets(b, state.goblins, state.lord)
        return _ask(state, "push", opts, goblin=g, cell=cell, came_from=task["from"], chain=task["chain"],
                    by=task["by"], tumble=tumble)
    if t == "arrive":
        g = task["goblin"]
        cell = state.goblins[g]
        if cell not in b.teleport_set:
            return False
        if not state.tokens.draw_pile:
            state.tokens.reshuffle(state.rng)
            out.append(E.TokensReshuffled(len(state.tokens.draw_pile)))
        token = state.tokens.draw()
        kind = C.TOKENS[token]
        state.tokens.discard(token)
        out.append(E.TokenDrawn(g, token, kind))
        if kind == C.SPELLBOOK:
            _take_book(state, g, "token", out)
        elif kind == C.TRAP:
            _draw_penalty(state, g, "trap", out)
        if _should_end(state):
            return False
        opts = [c for c in b.teleports if c != cell and M.empty(b, state.goblins, state.lord, c)]
        if not opts:
            return False  # no other empty teleport cell: the goblin stays
        return _ask(state, "teleport", opts, goblin=g, token=kind)
    if t == "meet":
        g = task["goblin"]
        out.append(E.LordMet(g, state.lord))
        _draw_penalty(state, g, "lord", out)
        if _should_end(state):
            return False
        others = [c if s != g else None for s, c in enumerate(state.goblins)]
        return _ask(state, "caught", M.flee_targets(b, others, state.lord), goblin=g)
    if t == "desk":
        g = task["goblin"]
        _take_book(state, g, "desk", out)
        if _should_end(state):
            return False
        others = [c if s != g else None for s, c in enumerate(state.goblins)]
        return _ask(state, "start_cell", M.start_targets(b, others, state.lord), goblin=g)
    if t == "lord_teleport":
        return _ask(state, "lord_teleport", M.lord_drop_targets(b, state.goblins, state.lord))
    raise AssertionError(f"unknown task {t!r}")


def _choose(state: State, cell: tuple, out: list) -> None:
    ch, kind = state.choice, state.phase
    state.choice = None
    seat = state.active
    if kind == "push":
        g = ch["goblin"]
        frm = state.goblins[g]
        state.goblins[g] = cell
        out.append(E.GoblinPushed(g, ch["by"], frm, cell))
        out.append(E.GoblinMoved(g, frm, cell, "push"))
        other = _other_goblin(state, cell, g)
        if other is not None:  # the chain goes on; a goblin left on a teleport cell draws once it is over
            state.queue.insert(0, {"t": "push", "goblin": other, "from": frm, "chain": ch["chain"] + [other],
                                   "by": g})
            if cell in state.board.teleport_set:
                state.queue.append({"t": "arrive", "goblin": g})
        elif cell == state.lord:
            state.queue.append({"t": "meet", "goblin": g})
        else:
            state.queue.append({"t": "arrive", "goblin": g})
    elif kind in ("teleport", "caught", "start_cell"):
        g = ch["goblin"]
        out.append(E.GoblinMoved(g, state.goblins[g], cell, kind if kind != "start_cell" else "start"))
        state.goblins[g] = cell
    elif kind == "lord_teleport":
        out.append(E.LordMoved(state.lord, cell, "placed"))
        state.lord = cell
    elif kind == "dark_steps":
        out.append(E.LordMoved(state.lord, cell, "dark_steps"))
        state.lord = cell
        victim = M.occupant(state.goblins, cell)
        if victim is not None:
            state.queue.append({"t": "meet", "goblin": victim})
        elif cell in state.board.teleport_set:
            state.queue.append({"t": "lord_teleport"})
    elif kind == "blink":
        out.append(E.GoblinMoved(seat, state.goblins[seat], cell, "blink"))
        state.goblins[seat] = cell
    elif kind == "swap":
        other = M.occupant(state.goblins, cell)
        mine = state.goblins[seat]
        state.goblins[seat], state.goblins[other] = cell, mine
        out.append(E.GoblinMoved(seat, mine, cell, "swap"))
        out.append(E.GoblinMoved(other, cell, mine, "swap"))
    elif kind == "shove":
        other = M.occupant(state.goblins, cell)
        path = M.shove_path(state.board, state.goblins, state.lord, state.goblins[seat], cell)
        end = path[-1]
        state.goblins[other] = end
        out.append(E.GoblinPushed(other, seat, cell, end))
        out.append(E.GoblinMoved(other, cell, end, "shove"))
        state.queue.append({"t": "meet" if end == state.lord else "arrive", "goblin": other})


def _use_book(state: State, a: E.UseSpellbook, out: list) -> None:
    seat, kind = a.seat, S.kind(a.book)
    targets = spellbook_targets(state, seat, a.book)
    for entry in state.books[seat]:
        if entry[0] == a.book:
            entry[1] = False  # used: turned face down
    out.append(E.SpellbookUsed(seat, a.book, kind))
    if kind == "extra_card":
        _draw_moves(state, seat, 2, out)
        FLOW.goto(state, "discard" if len(state.hands[seat]) > C.HAND_SIZE else "play")
        return
    if kind == "double_move":
        state.extra_plays += 1
        return
    if kind == "cure":
        _ask(state, "cure", targets)
        return
    state.cont = "play"
    _ask(state, kind, targets)


def _cure(state: State, a: E.CurePenalty, out: list) -> None:
    state.held[a.seat] = [e for e in state.held[a.seat] if e[0] != a.penalty]
    state.penalty_pile.put_bottom(a.penalty)
    out.append(E.PenaltyCured(a.seat, a.penalty))
    state.choice = None
    FLOW.goto(state, "play")


def _reveal(state: State, out: list) -> None:
    seat = state.active
    hand = list(state.hands[seat])
    out.append(E.HandRevealed(seat, tuple(hand)))
    state.moves.discard(*hand)
    state.hands[seat] = []
    state.revealed = True
    _draw_moves(state, seat, len(hand), out)


def _draw_moves(state: State, seat: int, n: int, out: list) -> None:
    drawn = 0
    for _ in range(n):
        if not state.moves.draw_pile:
            if not state.moves.discards:
                break
            if drawn:
                out.append(E.CardsDrawn(seat, drawn))
                drawn = 0
            state.moves.reshuffle(state.rng)
            out.append(E.MovesReshuffled(len(state.moves.draw_pile)))
        state.hands[seat].append(state.moves.draw())
        drawn += 1
    if drawn:
        out.append(E.CardsDrawn(seat, drawn))


def _take_book(state: State, seat: int, source: str, out: list) -> None:
    book = state.book_pile.draw()
    if book is None:
        return
    state.books[seat].append([book, True])
    out.append(E.SpellbookTaken(seat, book, source))


def _draw_penalty(state: State, seat: int, cause: str, out: list) -> None:
    """Draw a penalty for `seat` (a face-up Shield takes it instead). A corner symbol the seat already holds
    goes under the pile and the next card is drawn."""
    for entry in state.books[seat]:
        if entry[1] and S.kind(entry[0]) == "shield":
            entry[1] = False
            out.append(E.PenaltyCancelled(seat, entry[0]))
            return
    held_symbols = {P.symbol(pid) for pid, _ in state.held[seat]}
    for _ in range(len(state.penalty_pile.draw_pile)):
        pid = state.penalty_pile.draw()
        if P.symbol(pid) in held_symbols:
            state.penalty_pile.put_bottom(pid)
            out.append(E.PenaltyReturned(seat, pid))
            continue
        state.held[seat].append([pid, False])
        out.append(E.PenaltyDrawn(seat, pid, cause))
        return


def _break(state: State, a: E.BreakPenalty, out: list) -> None:
    for entry in state.held[a.seat]:
        if entry[0] == a.penalty_id:
            entry[1] = True
    out.append(E.PenaltyBroken(a.seat, a.penalty_id))
    _draw_penalty(state, a.seat, "broken", out)
    if _should_end(state):
        _finish(state, out)


def _time_up(state: State, out: list) -> None:
    seat = state.active
    out.append(E.TurnTimedOut(seat))
    state.timed_out = True
    if state.phase == "first_step":  # the card has not moved yet: it goes back to the hand
        state.hands[seat].append(state.card)
        state.card = None
        state.cards_played -= 1
        _end_turn(state, out)
        return
    if state.phase == "play":
        _end_turn(state, out)
        return
    while state.outcome is None and state.active == seat and state.phase != "play":
        legal = legal_actions(state, to_act(state))
        stop = [x for x in legal if isinstance(x, E.Stop)]
        out.extend(apply(state, (stop or legal)[0]))  # the game settles what is left, taking the first option
    if state.outcome is None and state.active == seat:
        _end_turn(state, out)


def _end_turn(state: State, out: list) -> None:
    seat = state.active
    if state.cards_played:
        if holds_rule(state, seat, "late_draw"):
            state.pending_draw[seat] += state.cards_played
        else:
            _draw_moves(state, seat, state.cards_played, out)
    state.card = None
    state.steps = 0
    state.rest = ()
    state.cards_played = 0
    state.extra_plays = 0
    state.revealed = False
    state.timed_out = False
    state.queue = []
    state.cont = None
    state.choice = None
    state.turn += 1
    state.active = (seat + 1) % state.players  # clockwise
    FLOW.goto(state, "play")
    out.append(E.TurnStarted(state.active))
    owed = state.pending_draw[state.active]
    if owed:
        state.pending_draw[state.active] = 0
        _draw_moves(state, state.active, owed, out)


# the end ----------------------------------------------------------------------------------------------------
def _should_end(state: State) -> bool:
    return not state.book_pile.draw_pile or any(len(h) >= P.MAX_HELD for h in state.held)


def standing(state: State, seat: int) -> tuple[int, int, int]:
    """(penalties, spellbooks, magic symbols): fewest penalties, then more books, then more magic."""
    return (len(state.held[seat]), len(state.books[seat]), sum(S.magic(bk) for bk, _ in state.books[seat]))


def _finish(state: State, out: list) -> None:
    key = {s: (standing(state, s)[0], -standing(state, s)[1], -standing(state, s)[2]) for s in
           range(state.players)}
    ranking = sorted(range(state.players), key=lambda s: (key[s], s))
    best = key[ranking[0]]
    winners = [s for s in ranking if key[s] == best]
    top = [s for s in range(state.players) if key[s][0] == best[0]]
    if len(top) == 1:
        tie_break = "penalties"
    elif len([s for s in top if key[s][1] == best[1]]) == 1:
        tie_break = "spellbooks"
    elif len(winners) == 1:
        tie_break = "magic"
    else:
        tie_break = "shared"
    reason = "penalties" if any(len(h) >= P.MAX_HELD for h in state.held) else "spellbooks"
    state.outcome = {"winners": winners, "ranking": ranking, "reason": reason, "tie_break": tie_break,
                     "standings": [list(standing(state, s)) for s in range(state.players)]}
    FLOW.goto(state, "over")
    state.queue, state.choice, state.cont = [], None, None
    out.append(E.GameEnded(tuple(winners), tuple(ranking), reason, tie_break))


def result(state: State) -> dict | None:
    return None if state.outcome is None else dict(state.outcome)


def tick(state: State, dt: float) -> list:
    return []  # turn-based; the handicap timers live in the engine and report TimeUp / BreakPenalty


# what a seat may see ----------------------------------------------------------------------------------------
def _cells(v):
    return None if v is None else [v[0], v[1]]


def _choice_json(ch):
    if ch is None:
        return None
    out = dict(ch)
    out["options"] = [list(c) if isinstance(c, tuple) else c for c in ch["options"]]
    for k in ("cell", "came_from"):
        if k in out:
            out[k] = _cells(out[k])
    if "chain" in out:
        out["chain"] = list(out["chain"])
    return out


def view(state: State, seat: int | None) -> dict:
    """Public information plus `seat`'s own hand. The board data is shared, not copied (read it, never edit)."""
    own = seat is not None and 0 <= seat < state.players
    return {
        "players": state.players, "seat": seat, "phase": state.phase, "active": state.active,
        "to_act": to_act(state),
        "start_player": state.start_player, "turn": state.turn, "options": dict(state.options),
        "board": state.board_data, "colours": list(COLOURS[:state.players]),
        "goblins": [_cells(c) for c in state.goblins], "lord": _cells(state.lord),
        "hand": list(state.hands[seat]) if own else [], "hand_sizes": [len(h) for h in state.hands],
        "penalties": [[list(e) for e in h] for h in state.held], "penalty_pile": len(state.penalty_pile),
        "books": [[list(e) for e in b] for b in state.books], "book_pile": len(state.book_pile),
        "tokens": len(state.tokens), "token_discards": list(state.tokens.discards),
        "move_pile": len(state.moves), "move_discards": list(state.moves.discards),
        "pending_draw": list(state.pending_draw), "to_place": list(state.to_place),
        "card": state.card, "steps": state.steps, "max_steps": state.max_steps, "rest": list(state.rest),
        "cards_played": state.cards_played, "extra_plays": state.extra_plays, "revealed": state.revealed,
        "choice": _choice_json(state.choice),
        "legal_steps": [list(c) for c in legal_steps(state)] if state.outcome is None else [],
        # the first steps each card in the seat's hand allows now (highlighted while a card is hovered)
        "card_steps": {str(c): [list(x) for x in card_steps(state, seat, c)] for c in state.hands[seat]}
        if own and state.phase == "play" and state.goblins[seat] is not None else {},
        "result": result(state),
    }


# JSON -------------------------------------------------------------------------------------------------------
def to_json(state: State) -> dict:
    return {
        "players": state.players, "options": dict(state.options), "rng": state.rng.to_json(),
        "board": _copy(state.board_data), "goblins": [_cells(c) for c in state.goblins], "lord": _cells(state.lord),
        "hands": [list(h) for h in state.hands], "moves": state.moves.to_json(),
        "penalty_pile": state.penalty_pile.to_json(), "held": [[list(e) for e in h] for h in state.held],
        "book_pile": state.book_pile.to_json(), "books": [[list(e) for e in b] for b in state.books],
        "tokens": state.tokens.to_json(), "pending_draw": list(state.pending_draw),
        "start_player": state.start_player, "to_place": list(state.to_place), "active": state.active,
        "phase": state.phase, "turn": state.turn, "card": state.card, "steps": state.steps,
        "max_steps": state.max_steps, "rest": list(state.rest), "cards_played": state.cards_played,
        "extra_plays": state.extra_plays, "revealed": state.revealed, "timed_out": state.timed_out,
        "queue": [_task_json(t) for t in state.queue], "cont": state.cont, "choice": _choice_json(state.choice),
        "outcome": state.outcome,
    }


def _copy(data):
    """A deep copy of plain JSON data (the board is shared between states: a save must not alias it)."""
    if isinstance(data, dict):
        return {k: _copy(v) for k, v in data.items()}
    if isinstance(data, list):
        return [_copy(v) for v in data]
    return data


def _task_json(t: dict) -> dict:
    out = dict(t)
    if "from" in out:
        out["from"] = _cells(out["from"])
    if "chain" in out:
        out["chain"] = list(out["chain"])
    return out


def _tup(v):
    return None if v is None else (int(v[0]), int(v[1]))


def from_json(data: dict) -> State:
    s = State()
    s.players = int(data["players"])
    s.options = dict(data["options"])
    s.rng = Rng.from_json(data["rng"])
    s.board_data = data["board"]
    if s.board_data == BD.default_data():  # the shipped board (checked when it was read): share it
        s.board_data = BD.default_data()
    else:
        BD.validate(s.board_data, "saved game board")
    s.board = BD.board_for(s.board_data, s.players)
    s.goblins = [_tup(c) for c in data["goblins"]]
    s.lord = _tup(data["lord"])
    s.hands = [list(h) for h in data["hands"]]
    s.moves = Deck.from_json(data["moves"])
    s.penalty_pile = Deck.from_json(data["penalty_pile"])
    s.held = [[[int(e[0]), bool(e[1])] for e in h] for h in data["held"]]
    s.book_pile = Deck.from_json(data["book_pile"])
    s.books = [[[int(e[0]), bool(e[1])] for e in b] for b in data["books"]]
    s.tokens = Deck.from_json(data["tokens"])
    s.pending_draw = [int(n) for n in data["pending_draw"]]
    s.start_player = int(data["start_player"])
    s.to_place = [int(x) for x in data["to_place"]]
    s.active = int(data["active"])
    FLOW.restore(s, data["phase"])
    s.turn = int(data["turn"])
    s.card = data["card"]
    s.steps = int(data["steps"])
    s.max_steps = int(data["max_steps"])
    s.rest = tuple(data["rest"])
    s.cards_played = int(data["cards_played"])
    s.extra_plays = int(data["extra_plays"])
    s.revealed = bool(data["revealed"])
    s.timed_out = bool(data["timed_out"])
    s.queue = []
    for t in data["queue"]:
        t = dict(t)
        if "from" in t:
            t["from"] = _tup(t["from"])
        s.queue.append(t)
    s.cont = data["cont"]
    ch = data["choice"]
    if ch is not None:
        ch = dict(ch)
        ch["options"] = [_tup(c) if isinstance(c, list) else c for c in ch["options"]]
        for k in ("cell", "came_from"):
            if k in ch:
                ch[k] = _tup(ch[k])
    s.choice = ch
    s.outcome = data["outcome"]
    return s


def clone(state: State) -> State:
    return from_json(to_json(state))
