"""Hand-made Baba Yaga states for the per-rule tests."""
from __future__ import annotations

from game import games
from game.games.baba_yaga import data as D
from game.games.baba_yaga import rules as R
from game.games.baba_yaga.moves import ChooseFlightPath, MoveWitch

INFO = games.get("baba_yaga")


def fresh(players=3, seed=1, **config) -> R.State:
    return R.new_game({"players": players, **config}, seed)


def put_on_top(s: R.State, seat: int, card: int) -> None:
    """Make `card` the top of `seat`'s pile by swapping it with wherever it lies (cards stay conserved)."""
    top = s.piles[seat][0]
    if top == card:
        return
    for holder in s.piles + [s.removed]:
        if card in holder:
            holder[holder.index(card)] = top
            break
    s.piles[seat][0] = card


def after_study(players=3, active=0, seed=1, **config) -> R.State:
    s = fresh(players, seed, **config)
    s.active = active
    R.tick(s, D.STUDY_SECONDS)
    assert s.phase == "choose_path"
    return s


def searching(players=3, active=0, card=0, start_end="west", seed=1, **config) -> R.State:
    """A state in the search phase: `active` searches for `card`, Baba Yaga on the start tile."""
    s = after_study(players, active, seed, **config)
    put_on_top(s, active, card)
    line = D.PATH_ENDS[start_end][0]
    R.apply(s, ChooseFlightPath(s.turn["chooser"], line, start_end))
    assert s.phase == "search"
    return s


def cell_of(s: R.State, element: str) -> int:
    return s.board.index(element)


def right_cells(s: R.State) -> list[int]:
    return [cell_of(s, e) for e in s.card_elements()]


def wrong_cells(s: R.State) -> list[int]:
    els = s.card_elements()
    return [c for c in D.FOREST_CELLS if s.board[c] not in els]


def fly_home(s: R.State) -> list:
    """Every mover moves in turn until time is up; returns all events."""
    events = []
    hands = ["left", "right"]
    k = 0
    while s.phase == "search":
        seat = s.mover()
        hand = hands[k % 2] if s.players == 2 else None
        k += 1
        events += R.apply(s, MoveWitch(seat, hand))
    return events


def cards_everywhere(s: R.State) -> list[int]:
    cards = [c for p in s.piles for c in p] + [c for d in s.discards for c in d] + list(s.removed)
    if s.turn.get("card") is not None:
        cards.append(s.turn["card"])
    return cards
