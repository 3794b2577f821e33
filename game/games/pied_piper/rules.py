"""The Pied Piper — the rules, as pure functions on a JSON-able state (see game/core/api.py).

Flow (a state table, as the rulebook's turn overview):
  opening  the start player plays ONE card, draws back to 4
  play     the active player plays two cards under two different characters
  order    two characters are ready: the active player picks which is carried out first
  over     the game has ended

Decisions where the rulebook is silent (also listed in the report):
- Directions: seat i+1 sits on seat i's left, so a player's LEFT is clockwise round the ring and RIGHT is
  counter-clockwise. "Every figure faces right" = counter-clockwise (cards.START_FACING); "the gap to the left of
  the start player's house" = the gap between that house and the next one clockwise (gap index = its ring index).
- One ready character is carried out at once; only a true choice (two ready) is asked as ExecuteCharacter.
- Eliminations are checked after every action card (the rulebook: "after carrying out an action card").
  Several houses may fall at once. A fallen player's hand goes to the discard pile. If the active player falls,
  their markers (and collected ones) leave with them, the rest of their turn is carried out in row order and
  they do not draw.
- Two cards under one character means two different character CARDS: in the no-specials variant a character
  may be used up by the first card and the refilled card in the same slot may take the second.
- Play-on (two players left, equal floors and markers): after every action card, the first time the floors
  differ the lower one wins (a roof ends it too).
- "As soon as" a marker reaches the roof (2-player game, play-on) the game ends: when one card drives both
  houses to the roof, the one that got there first loses. Likewise, if one card would drive every remaining
  house to the roof, the one that got there last wins (the others fell before it).
- Melody with the piper: rats in his gap when he starts walk with him and afterwards face his way. Melody with a
  rat: it keeps its facing when charmed.
- Face down + no specials: a face-down card does not act when placed; when its character holds 2 cards it is
  revealed and acts first (it is the upper card), then the other card.
- No specials: the seed says a placed card "may" act at once (可立即執行). A face-up card placed under a
  character with no card yet may instead be left waiting (PlayCard.hold); it acts first when a second card
  completes the character. A second card always completes it: both act (the waiting one first), then leave.
"""
from __future__ import annotations

from game.core.actions import IllegalAction
from game.core.deck import Deck
from game.core.rng import Rng
from game.core.seats import COUNTER_CLOCKWISE, next_seat
from game.core.statetable import Phase, StateTable
from game.games.pied_piper import cards as C
from game.games.pied_piper import events as E
from game.games.pied_piper.board import Board, pair_plan

MIN_PLAYERS, MAX_PLAYERS = 2, 5
NEUTRAL_HOUSES = (-1, -2)

FLOW = StateTable(
    Phase("opening", "The start player plays one action card under a character", (E.PlayCard,),
          next=("play",)),
    Phase("play", "Play two action cards under two different characters", (E.PlayCard,),
          next=("play", "order", "over")),
    Phase("order", "Pick which ready character is carried out next", (E.ExecuteCharacter,),
          next=("play", "over")),
    Phase("over", "The game has ended"),
)

ERR = "pied_piper.err."  # IllegalAction messages are i18n keys (assets/i18n/*/pied_piper.json)


class State:
    """Everything about one game. `row` holds 4 slots: {"char": id, "stack": [[card, face_down, owner, acted]]}
    (index 0 of a stack = the upper, earlier card)."""

    def __init__(self):
        self.players = 0
        self.options: dict = {}
        self.rng = Rng(0)
        self.board: Board = Board([], [], {})
        self.markers: list[list[int]] = []  # markers each seat holds (its own first, then collected)
        self.actions = Deck()
        self.characters = Deck()
        self.box = {"actions": [], "characters": []}  # cards out of the game (unused colours, variant)
        self.row: list[dict] = []
        self.hands: list[list[int]] = []
        self.start_player = 0
        self.active = 0
        FLOW.start(self)  # "opening"
        self.played: list[int] = []  # character cards this turn's cards went under
        self.face_down_used = False
        self.eliminated: list[list[int]] = []  # groups of seats, in the order they fell
        self.play_on = False
        self.turn = 0
        self.outcome: dict | None = None

    # helpers -------------------------------------------------------------------------------------------------
    @property
    def specials(self) -> bool:
        return bool(self.options.get("specials", True))

    @property
    def face_down(self) -> bool:
        return bool(self.options.get("face_down", False))

    def out_seats(self) -> set[int]:
        return {s for group in self.eliminated for s in group}

    def alive(self) -> list[int]:
        out = self.out_seats()
        return [s for s in range(self.players) if s not in out]


# set-up -------------------------------------------------------------------------------------------------------
def new_game(config: dict, seed: int) -> State:
    n = int(config.get("players", 4))
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise ValueError(f"The Pied Piper is for {MIN_PLAYERS}-{MAX_PLAYERS} players, not {n}")
    s = State()
    s.players = n
    start = config.get("start_player", "random")
    s.options = {"specials": bool(config.get("specials", True)), "face_down": bool(config.get("face_down", False)),
                 "start_player": start}
    s.rng = Rng(seed)
    # the ring: seat order; with 2 players each adds a neutral house on their left (clockwise)
    ring = [0, NEUTRAL_HOUSES[0], 1, NEUTRAL_HOUSES[1]] if n == 2 else list(range(n))
    s.start_player = s.rng.randbelow(n) if start in (None, "random") else int(start) % n
    # one rat in every gap, one more rat and the piper in the gap left of the start player's house
    colours = list(C.RATS)
    s.rng.shuffle(colours)
    in_play, unused = colours[:len(ring) + 1], colours[len(ring) + 1:]
    start_gap = ring.index(s.start_player)
    figures = {rat: [g, C.START_FACING] for g, rat in enumerate(in_play[:len(ring)])}
    figures[in_play[-1]] = [start_gap, C.START_FACING]
    figures[C.PIPER] = [start_gap, C.START_FACING]
    s.board = Board(ring, [0] * n, figures)
    s.markers = [[seat] for seat in range(n)]
    # characters: unused colours leave the game; at most one piper in the opening row
    chars = [c for c in range(C.CHARACTER_CARDS) if C.figure_of(c) not in unused]
    s.box["characters"] = [c for c in range(C.CHARACTER_CARDS) if C.figure_of(c) in unused]
    s.characters = Deck(chars)
    s.characters.shuffle(s.rng)
    row, aside = [], []
    while len(row) < C.ROW_SIZE:
        c = s.characters.draw()
        if C.figure_of(c) == C.PIPER and any(C.figure_of(r) == C.PIPER for r in row):
            aside.append(c)
        else:
            row.append(c)
    s.characters.draw_pile.extend(aside)
    s.characters.shuffle(s.rng)
    s.row = [{"char": c, "stack": []} for c in row]
    # action cards (the no-specials variant boxes +1 and Melody)
    acts = [a for a in range(C.ACTION_CARDS) if s.specials or C.is_basic(a)]
    s.box["actions"] = [a for a in range(C.ACTION_CARDS) if a not in set(acts)]
    s.actions = Deck(acts)
    s.actions.shuffle(s.rng)
    s.hands = [s.actions.draw_many(C.HAND_SIZE) for _ in range(n)]
    s.active = s.start_player
    return s


# legal actions ------------------------------------------------------------------------------------------------
def legal_actions(state: State, seat: int) -> list:
    if state.outcome is not None or seat != state.active:
        return []
    if state.phase == "order":
        return [E.ExecuteCharacter(seat, i) for i in _ready_slots(state)]
    out = []
    faces = (False, True) if state.face_down and not state.face_down_used else (False,)
    for card in state.hands[seat]:
        for slot, entry in enumerate(state.row):
            if entry["char"] in state.played or len(entry["stack"]) >= 2:
                continue
            for fd in faces:
                out.append(E.PlayCard(seat, card, slot, fd))
            if not state.specials and not entry["stack"]:
                out.append(E.PlayCard(seat, card, slot, False, hold=True))
    return out


def can_hold(state: State, slot: int | None = None) -> bool:
    """No-specials variant: may the active player's next face-up card be left waiting (PlayCard.hold) - under
    `slot`, or under some character when slot is None? For the screen's "act at once / next card waits"
    toggle."""
    if state.specials or state.outcome is not None or state.phase not in ("opening", "play"):
        return False
    slots = range(len(state.row)) if slot is None else [slot]
    return any(0 <= i < len(state.row) and not state.row[i]["stack"] and state.row[i]["char"] not in state.played
               for i in slots)


def _ready_slots(state: State) -> list[int]:
    return [i for i, e in enumerate(state.row) if len(e["stack"]) >= 2]


def _check(state: State, action) -> None:
    if state.outcome is not None:
        raise IllegalAction(ERR + "game_over")
    if not isinstance(action, (E.PlayCard, E.ExecuteCharacter)):
        raise IllegalAction(ERR + "unknown_action")
    if action.seat != state.active:
        raise IllegalAction(ERR + "not_your_turn")
    if not FLOW.allows(state.phase, action):
        raise IllegalAction(ERR + ("choose_order" if state.phase == "order" else "play_a_card"))
    if not 0 <= action.slot < len(state.row):
        raise IllegalAction(ERR + "no_such_character")
    entry = state.row[action.slot]
    if isinstance(action, E.ExecuteCharacter):
        if len(entry["stack"]) < 2:
            raise IllegalAction(ERR + "character_not_ready")
        return
    if action.card not in state.hands[action.seat]:
        raise IllegalAction(ERR + "card_not_in_hand")
    if entry["char"] in state.played:
        raise IllegalAction(ERR + "same_character")
    if len(entry["stack"]) >= 2:
        raise IllegalAction(ERR + "character_full")
    if action.face_down and not state.face_down:
        raise IllegalAction(ERR + "face_down_not_allowed")
    if action.face_down and state.face_down_used:
        raise IllegalAction(ERR + "one_face_down")
    if action.hold:
        if state.specials:
            raise IllegalAction(ERR + "hold_needs_variant")
        if action.face_down:
            raise IllegalAction(ERR + "hold_face_down")
        if entry["stack"]:
            raise IllegalAction(ERR + "hold_completes")


# apply --------------------------------------------------------------------------------------------------------
def apply(state: State, action) -> list:
    _check(state, action)  # raises before anything changes
    out: list = []
    if isinstance(action, E.ExecuteCharacter):
        _carry_out(state, action.slot, out)
        _continue_turn(state, out)
        return out
    _play_card(state, action, out)
    if state.outcome is not None:
        return out
    if state.phase == "opening":
        _end_turn(state, out)
    elif not state.specials:
        if len(state.played) >= 2 or state.active in state.out_seats():
            _end_turn(state, out)
    elif len(state.played) >= 2:
        _after_plays(state, out)
    return out


def _play_card(state: State, a: E.PlayCard, out: list) -> None:
    state.hands[a.seat].remove(a.card)
    entry = state.row[a.slot]
    entry["stack"].append([a.card, bool(a.face_down), a.seat, False])
    state.played.append(entry["char"])
    state.face_down_used = state.face_down_used or bool(a.face_down)
    pos = len(entry["stack"]) - 1
    out.append(E.CardPlayed(a.seat, a.slot, entry["char"], None if a.face_down else a.card,
                            None if a.face_down else C.kind_of(a.card), bool(a.face_down), pos, bool(a.hold)))
    if len(entry["stack"]) >= 2:
        for i, (card, fd, _owner, _acted) in enumerate(entry["stack"]):
            if fd:
                entry["stack"][i][1] = False
                out.append(E.CardRevealed(a.slot, i, card, C.kind_of(card)))
    if not state.specials and not a.hold:
        _act_at_once(state, a.slot, out)


def _act_at_once(state: State, slot: int, out: list) -> None:
    """No-specials variant: the placed card acts (unless held), and so does a card left waiting above it; the
    second card also clears the character."""
    entry = state.row[slot]
    figure = C.figure_of(entry["char"])
    for item in entry["stack"]:
        card, fd, _owner, acted = item
        if fd or acted:
            continue
        item[3] = True
        out.append(E.CardActs(slot, card, C.kind_of(card), figure))
        state.board.basic_move(figure, C.kind_of(card), out=out)
        if _checkpoint(state, out):
            return
    if len(entry["stack"]) >= 2:
        _clear_slot(state, slot, out)


def _after_plays(state: State, out: list) -> None:
    ready = _ready_slots(state)
    if len(ready) >= 2 and state.active not in state.out_seats():
        FLOW.goto(state, "order")
        return
    _continue_turn(state, out)


def _continue_turn(state: State, out: list) -> None:
    """Carry out what needs no choice, then draw and pass the turn."""
    while state.outcome is None:
        ready = _ready_slots(state)
        if not ready:
            break
        if len(ready) >= 2 and state.active not in state.out_seats():
            FLOW.goto(state, "order")
            return
        _carry_out(state, ready[0], out)
    if state.outcome is None:
        _end_turn(state, out)


def _carry_out(state: State, slot: int, out: list) -> None:
    """Specials variant: the character in `slot` holds 2 cards; its figure moves as they say."""
    entry = state.row[slot]
    figure = C.figure_of(entry["char"])
    (upper, *_), (lower, *_) = entry["stack"]
    out.append(E.CharacterCarriedOut(slot, entry["char"], figure))
    cards = [upper, lower]
    kinds = [C.kind_of(c) for c in cards]
    plan = pair_plan(kinds)
    if not plan:
        out.append(E.SpecialsFizzled(slot, entry["char"]))
    followers = state.board.melody_followers(figure, kinds) if plan else ()
    if plan and figure == C.PIPER and C.MELODY in kinds:
        out.append(E.MelodyPlayed(followers))
    for i in plan:
        out.append(E.CardActs(slot, cards[i], kinds[i], figure))
        state.board.act(figure, kinds[i], followers, out)
        if _checkpoint(state, out):
            return
    _clear_slot(state, slot, out)


def _clear_slot(state: State, slot: int, out: list) -> None:
    entry = state.row[slot]
    cards = tuple(item[0] for item in entry["stack"])
    state.actions.discard(*cards)
    state.characters.discard(entry["char"])
    out.append(E.CardsDiscarded(slot, entry["char"], cards))
    if not state.characters.draw_pile:
        state.characters.reshuffle(state.rng)
        out.append(E.DeckReshuffled("characters", len(state.characters.draw_pile)))
    new = state.characters.draw()
    entry["char"], entry["stack"] = new, []
    out.append(E.RowRefilled(slot, new))


def _end_turn(state: State, out: list) -> None:
    seat = state.active
    if seat not in state.out_seats():
        need = C.HAND_SIZE - len(state.hands[seat])
        drawn = 0
        for _ in range(need):
            if not state.actions.draw_pile:
                if not state.actions.discards:
                    break
                if drawn:  # report what came off the old pile before it is shuffled anew
                    out.append(E.CardsDrawn(seat, drawn))
                    drawn = 0
                state.actions.reshuffle(state.rng)
                out.append(E.DeckReshuffled("actions", len(state.actions.draw_pile)))
            state.hands[seat].append(state.actions.draw())
            drawn += 1
        if drawn:
            out.append(E.CardsDrawn(seat, drawn))
    FLOW.goto(state, "play")
    state.played = []
    state.face_down_used = False
    state.turn += 1
    state.active = next_seat(seat, state.players, COUNTER_CLOCKWISE, skip=state.out_seats())
    out.append(E.TurnStarted(state.active))


# eliminations and the end -------------------------------------------------------------------------------------
def _checkpoint(state: State, out: list) -> bool:
    """After every action card: houses at the roof fall; the game may end. Returns True if it ended."""
    fallen = _roof_order(state, out)
    if not fallen:
        if state.play_on:
            a, b = state.alive()
            fa, fb = state.board.floors[a], state.board.floors[b]
            if fa != fb:
                return _finish(state, [a if fa < fb else b], out)
        return False
    alive = state.alive()
    if state.players == 2 or state.play_on or len(fallen) == len(alive):
        # The game ends as soon as a marker reaches the roof (two players, play-on), or nobody would be left:
        # the houses that reached it first fall; the one that got there last - maybe by the same card - wins.
        fallen = fallen[:-1] if len(fallen) == len(alive) else fallen[:1]
    for seat in fallen:
        _eliminate(state, seat, out)
    state.eliminated.append(sorted(fallen))
    alive = state.alive()
    if len(alive) > 2:
        return False
    if len(alive) < 2 or state.players == 2 or state.play_on:
        return _finish(state, alive, out)
    a, b = alive
    key_a = (state.board.floors[a], -len(state.markers[a]))
    key_b = (state.board.floors[b], -len(state.markers[b]))
    if key_a != key_b:
        return _finish(state, [a if key_a < key_b else b], out)
    state.play_on = True
    out.append(E.PlayOn((a, b)))
    return False


def _roof_order(state: State, out: list) -> list[int]:
    """The houses standing at the roof, in the order their markers got there (the FloorChanged events of this
    action; floors only rise during a rat's card, so no house can leave the roof again in between)."""
    at_roof = [h for h in state.board.ring if h >= 0 and state.board.floors[h] >= C.ROOF]
    order = []
    for e in out:
        if isinstance(e, E.FloorChanged) and e.new >= C.ROOF and e.house in at_roof and e.house not in order:
            order.append(e.house)
    return order + [h for h in at_roof if h not in order]


def _eliminate(state: State, seat: int, out: list) -> None:
    to_seat = state.active if state.active != seat else None
    handed = tuple(state.markers[seat])
    if to_seat is not None:
        state.markers[to_seat].extend(handed)
        state.markers[seat] = []
    discarded = tuple(state.hands[seat])
    state.actions.discard(*discarded)
    state.hands[seat] = []
    if len(state.board.ring) > 1:
        gap_map, merged = state.board.remove_house(seat)
    else:  # the very last house standing (all fell at once): nothing to merge
        gap_map, merged = (0,), 0
    out.append(E.PlayerEliminated(seat, to_seat, handed, gap_map, merged, discarded))


def _finish(state: State, winners: list[int], out: list) -> bool:
    winners = sorted(winners)
    others = sorted((s for s in state.alive() if s not in winners), key=lambda s: state.board.floors[s])
    ranking = list(winners) + others
    for group in reversed(state.eliminated):
        ranking += [s for s in group if s not in ranking]
    state.outcome = {"winners": winners, "ranking": ranking, "floors": list(state.board.floors),
                     "markers": [len(m) for m in state.markers]}
    FLOW.goto(state, "over")
    out.append(E.GameEnded(tuple(winners), tuple(ranking)))
    return True


def result(state: State) -> dict | None:
    return None if state.outcome is None else dict(state.outcome)


def tick(state: State, dt: float) -> list:
    return []  # turn-based


# what a seat may see ------------------------------------------------------------------------------------------
def view(state: State, seat: int | None) -> dict:
    """Public information plus `seat`'s own hand and own face-down cards. Enough for a bot to simulate."""
    row = []
    for entry in state.row:
        stack = []
        for card, fd, owner, acted in entry["stack"]:
            shown = not fd or owner == seat
            stack.append({"card": card if shown else None, "kind": C.kind_of(card) if shown else None,
                          "face_down": fd, "owner": owner, "acted": acted})
        row.append({"char": entry["char"], "figure": C.figure_of(entry["char"]), "stack": stack})
    b = state.board
    return {
        "players": state.players, "seat": seat, "phase": state.phase, "active": state.active,
        "start_player": state.start_player, "turn": state.turn, "options": dict(state.options),
        "ring": list(b.ring), "floors": list(b.floors), "figures": {k: list(v) for k, v in b.figures.items()},
        "markers": [list(m) for m in state.markers], "row": row,
        "hand": list(state.hands[seat]) if seat is not None and 0 <= seat < state.players else [],
        "hand_sizes": [len(h) for h in state.hands],
        "draw_pile": len(state.actions.draw_pile), "discards": list(state.actions.discards),
        "char_deck": len(state.characters.draw_pile), "char_discards": list(state.characters.discards),
        "played": list(state.played), "face_down_used": state.face_down_used,
        "eliminated": [list(g) for g in state.eliminated], "play_on": state.play_on,
        "result": result(state),
    }


# JSON -------------------------------------------------------------------------------------------------------
def to_json(state: State) -> dict:
    return {
        "players": state.players, "options": dict(state.options), "rng": state.rng.to_json(),
        "board": state.board.to_json(), "markers": [list(m) for m in state.markers],
        "actions": state.actions.to_json(), "characters": state.characters.to_json(),
        "box": {k: list(v) for k, v in state.box.items()},
        "row": [{"char": e["char"], "stack": [list(i) for i in e["stack"]]} for e in state.row],
        "hands": [list(h) for h in state.hands], "start_player": state.start_player, "active": state.active,
        "phase": state.phase, "played": list(state.played), "face_down_used": state.face_down_used,
        "eliminated": [list(g) for g in state.eliminated], "play_on": state.play_on, "turn": state.turn,
        "outcome": state.outcome,
    }


def from_json(data: dict) -> State:
    s = State()
    s.players = int(data["players"])
    s.options = dict(data["options"])
    s.rng = Rng.from_json(data["rng"])
    s.board = Board.from_json(data["board"])
    s.markers = [list(m) for m in data["markers"]]
    s.actions = Deck.from_json(data["actions"])
    s.characters = Deck.from_json(data["characters"])
    s.box = {k: list(v) for k, v in data["box"].items()}
    s.row = [{"char": e["char"], "stack": [list(i) for i in e["stack"]]} for e in data["row"]]
    s.hands = [list(h) for h in data["hands"]]
    s.start_player = int(data["start_player"])
    s.active = int(data["active"])
    FLOW.restore(s, data["phase"])
    s.played = list(data["played"])
    s.face_down_used = bool(data["face_down_used"])
    s.eliminated = [list(g) for g in data["eliminated"]]
    s.play_on = bool(data["play_on"])
    s.turn = int(data["turn"])
    s.outcome = data["outcome"]
    return s


def clone(state: State) -> State:
    return from_json(to_json(state))
