"""The race against the clock. `RulesClock`: every frame the rules' clock runs (`tick`), except while the
"Get ready" count shows; the bots (the kit's BotReactions) play only in the frames it ran. `witch_seconds`: the
automatic witch's tempo (the `witch_tempo` setting, never a bot's difficulty)."""
from __future__ import annotations

from collections.abc import Callable

from game.engine.table.part import Part
from game.games.baba_yaga.bot import WITCH_SECONDS


def witch_seconds(chosen: str | None) -> float:
    """Seconds per move of the automatic witch for a `witch_tempo` choice (None or unknown: the game's default)."""
    from game import games

    default = next(s.default for s in games.get("baba_yaga").settings if s.key == "witch_tempo")
    return WITCH_SECONDS.get(chosen or default, WITCH_SECONDS[default])


class RulesClock(Part):
    def __init__(self, ctx, ready, tick: Callable[[float], list]):
        """`ready`: the GetReady count (the clock stands while it shows); `tick(dt)`: the table's real-time rules
        step."""
        self.ctx = ctx
        self.ready = ready
        self.tick = tick
        self.running = False  # the clock ran this frame

    def update(self, dt: float) -> None:
        self.running = not self.ready.active()
        if self.running:
            self.tick(dt)
