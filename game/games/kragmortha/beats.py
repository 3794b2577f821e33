"""What the screen shows and plays for each rules event (presenter beats); the game log's sentences are in
log_lines.py."""
from __future__ import annotations

from game.engine.table.presenter import Beat
from game.games.kragmortha import events as E

MOVE_SOUND = {"step": "step", "push": "push", "shove": "push", "teleport": "teleport", "blink": "teleport",
              "caught": "teleport", "swap": "teleport", "start": "step"}


def beats_for(ev) -> list[Beat]:
    if isinstance(ev, E.GoblinMoved):
        return [Beat(ev, 0.3, sound=MOVE_SOUND.get(ev.how, "step"), volume=0.8)]
    if isinstance(ev, E.GoblinPlaced):
        return [Beat(ev, 0.2, sound="step", volume=0.7)]
    if isinstance(ev, E.LordMoved):
        return [Beat(ev, 0.45, sound="growl", volume=0.8)]
    if isinstance(ev, E.LordMet):
        return [Beat(ev, 0.6, sound="growl")]
    if isinstance(ev, E.TokenDrawn):
        return [Beat(ev, 1.6, sound="token"), Beat("zap", 0.01, sound="teleport" if ev.kind == "teleport" else
                                                   ("page" if ev.kind == "spellbook" else "penalty"))]
    if isinstance(ev, E.PenaltyDrawn):
        return [Beat(ev, 2.2, sound="penalty")]
    if isinstance(ev, E.PenaltyBroken):
        return [Beat(ev, 1.4, sound="broken")]
    if isinstance(ev, (E.SpellbookTaken, E.SpellbookUsed, E.CardsDrawn, E.HandRevealed)):
        return [Beat(ev, 0.35, sound="page", volume=0.7)]
    if isinstance(ev, E.GameEnded):
        return [Beat(ev, 0.5, sound="win")]
    return []
