"""What a card would do if played under a character now (the preview while a player points at a character with
a card): the figure's path, street by street, and the floors it would change. Pure (no pygame); it reads the
screen's picture (presenter.snapshot), so it knows only what the player sees: under a face-down card it can't
know, it shows nothing."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.games.pied_piper import cards as C
from game.games.pied_piper import events as E
from game.games.pied_piper.board import Board, pair_plan


@dataclass
class Preview:
    figure: str
    steps: list[tuple[int, int, int]] = field(default_factory=list)  # (from gap, to gap, facing), in order
    floors: dict[int, tuple[int, int]] = field(default_factory=dict)  # house -> (floor now, floor after)
    charmed_to: int | None = None  # Melody on a rat: the gap it jumps to


def what_it_does(data: dict, slot: int, card: int, specials: bool = True) -> Preview | None:
    """The move that playing `card` under the character in row `slot` would set off at once, or None when it
    sets off nothing (the first card under a character), when a card under it is hidden from this player, or
    in the no-specials variant (a card may wait there: the player decides)."""
    if not specials or not 0 <= slot < len(data["row"]):
        return None
    entry = data["row"][slot]
    if len(entry["stack"]) != 1 or entry["stack"][0]["card"] is None:
        return None
    figure = C.figure_of(entry["char"])
    board = Board.from_json(data)
    if figure not in board.figures:
        return None
    kinds = [C.kind_of(entry["stack"][0]["card"]), C.kind_of(card)]
    plan = pair_plan(kinds)
    out: list = []
    followers = board.melody_followers(figure, kinds) if plan else ()
    for i in plan:
        board.act(figure, kinds[i], followers, out)
    preview = Preview(figure)
    facing = data["figures"][figure][1]
    for ev in out:
        if isinstance(ev, E.FigureTurned):
            facing = ev.facing
        elif isinstance(ev, E.FigureStepped):
            preview.steps.append((ev.from_gap, ev.to_gap, facing))
        elif isinstance(ev, E.RatCharmed):
            preview.charmed_to = ev.to_gap
        elif isinstance(ev, E.FloorChanged):
            old = preview.floors.get(ev.house, (ev.old, ev.old))[0]
            preview.floors[ev.house] = (old, min(ev.new, C.ROOF))
    return preview
