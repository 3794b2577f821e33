"""Which hero each seat has selected: the hero its keys and clicks move (a bot selects nothing; a human seat
starts on the hero of its seat's number). The input cycles it, a click on a hero picks it, a nudge picks the
hero the team waits for; the panels and the heroes' rings show it. Kept in the save: Continue gives every seat
the hero it had selected."""
from __future__ import annotations

from game.engine.table.part import Part
from game.games.magic_maze.mall import HEROES


def heroes_in_play(state) -> list[str]:
    """The heroes still on the mall and not frozen (scenario 14's frozen hero cannot be moved)."""
    return [h for h in HEROES if state.heroes.get(h) is not None and h not in state.frozen()]


class Selection(Part):
    save_key = "selection"

    def __init__(self, ctx):
        self.ctx = ctx
        self.selected = {seat: HEROES[seat % 4] for seat in range(ctx.state.players)}

    def save_extra(self) -> dict:
        return {str(seat): hero for seat, hero in self.selected.items()}

    def restore_extra(self, data) -> None:
        if not isinstance(data, dict) or len(data) > len(self.selected):
            raise ValueError("not a selection per seat")
        restored = {}
        for key, hero in data.items():
            seat = int(key) if isinstance(key, str) and key.isdigit() and len(key) < 3 else -1
            if seat not in self.selected or hero not in HEROES:
                raise ValueError(f"seat {key!r}: hero {hero!r}")
            restored[seat] = hero
        self.selected.update(restored)

    def select(self, seat: int, hero: str) -> None:
        self.selected[seat] = hero

    def cycle(self, seat: int, by: int = 1) -> None:
        """The seat's next hero in play (by -1: the one before), with a click."""
        heroes = heroes_in_play(self.ctx.state)
        if not heroes:
            return
        now = self.selected.get(seat)
        i = heroes.index(now) if now in heroes else -by if by > 0 else 0
        self.selected[seat] = heroes[(i + by) % len(heroes)]
        self.ctx.sound("select", 0.5)

    def hero_of(self, seat: int) -> str | None:
        """The seat's hero, moved on to the next one in play if it escaped or froze."""
        hero = self.selected.get(seat)
        if hero not in heroes_in_play(self.ctx.state):
            self.cycle(seat)
            hero = self.selected.get(seat)
        return hero
