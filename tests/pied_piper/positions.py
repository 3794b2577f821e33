"""Hand-made positions for the rule tests: start from a real set-up, then move cards and figures where the test
wants them, always keeping every card somewhere (so conservation still holds)."""
from __future__ import annotations

from game.games.pied_piper import cards as C
from game.games.pied_piper import rules as R


def card_of(state: R.State, kind: str) -> int:
    """Take a card of `kind` out of the draw pile or the discards (never from a hand or the row)."""
    for pile in (state.actions.draw_pile, state.actions.discards):
        for c in pile:
            if C.kind_of(c) == kind:
                pile.remove(c)
                return c
    raise AssertionError(f"no free {kind} card")


def set_hand(state: R.State, seat: int, kinds) -> list[int]:
    state.actions.draw_pile.extend(state.hands[seat])
    state.hands[seat] = []
    state.hands[seat] = [card_of(state, k) for k in kinds]
    return list(state.hands[seat])


def set_row(state: R.State, figures) -> None:
    """Put characters of these figures in the row (slot order), with empty stacks."""
    for entry in state.row:
        state.actions.draw_pile.extend(item[0] for item in entry["stack"])
        state.characters.draw_pile.append(entry["char"])
    state.row = []
    for f in figures:
        pool = state.characters.draw_pile
        c = next(c for c in pool if C.figure_of(c) == f)
        pool.remove(c)
        state.row.append({"char": c, "stack": []})


def put_under(state: R.State, slot: int, kind: str, owner: int = 0, face_down: bool = False) -> int:
    c = card_of(state, kind)
    state.row[slot]["stack"].append([c, face_down, owner, False])
    return c


def position(players: int = 4, figures=None, floors=None, row=("red", "blue", "green", "piper"), active: int = 0,
             hands=None, seed: int = 1, **config) -> R.State:
    """A game in the 'play' phase with seat `active` to play. `figures` {name: (gap, facing)} replaces every
    figure (rats not listed are removed from the board); `hands` {seat: [kinds]}."""
    cfg = {"players": players, "start_player": 0}
    cfg.update(config)
    s = R.new_game(cfg, seed)
    # make every rat colour available so tests can pick any
    s.characters.draw_pile.extend(s.box["characters"])
    s.box["characters"] = []
    if figures is not None:
        s.board.figures = {f: [g, d] for f, (g, d) in figures.items()}
    if floors is not None:
        s.board.floors = list(floors)
    set_row(s, row)
    for seat, kinds in (hands or {}).items():
        set_hand(s, seat, kinds)
    s.phase = "play"
    s.active = active
    return s


def total_actions(state: R.State) -> int:
    cards = list(state.actions.draw_pile) + list(state.actions.discards) + list(state.box["actions"])
    for h in state.hands:
        cards += h
    for e in state.row:
        cards += [i[0] for i in e["stack"]]
    assert len(cards) == len(set(cards))
    return len(cards)


def total_characters(state: R.State) -> int:
    cards = list(state.characters.draw_pile) + list(state.characters.discards) + list(state.box["characters"])
    cards += [e["char"] for e in state.row]
    assert len(cards) == len(set(cards))
    return len(cards)
