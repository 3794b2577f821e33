"""What the screen shows and plays for each rules event (presenter beats) and the log line it leaves."""
from __future__ import annotations

from game.engine.i18n import tr
from game.engine.table.presenter import Beat
from game.games.kragmortha import events as E
from game.games.kragmortha import penalties as P
from game.games.kragmortha import spellbooks as S

MOVE_SOUND = {"step": "step", "push": "push", "shove": "push", "teleport": "teleport", "blink": "teleport",
              "caught": "teleport", "swap": "teleport", "start": "step"}


def beats_for(scene, ev) -> list[Beat]:
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


def log_line(scene, ev) -> str:
    name = scene.name
    if isinstance(ev, E.GoblinPushed):
        return tr("kragmortha.screen.log.pushed", name=name(ev.by) if ev.by < len(scene.setup.seats) else "",
                  other=name(ev.goblin))
    if isinstance(ev, E.LordMet):
        return tr("kragmortha.screen.log.met", name=name(ev.goblin))
    if isinstance(ev, E.TokenDrawn):
        return tr("kragmortha.screen.log.token", name=name(ev.goblin), token=tr(f"kragmortha.token.{ev.kind}"))
    if isinstance(ev, E.PenaltyDrawn):
        return tr("kragmortha.screen.log.penalty", name=name(ev.seat), penalty=penalty_name(ev.penalty))
    if isinstance(ev, E.PenaltyBroken):
        return tr("kragmortha.screen.log.broken", name=name(ev.seat), penalty=penalty_name(ev.penalty))
    if isinstance(ev, E.SpellbookTaken):
        return tr("kragmortha.screen.log.book", name=name(ev.seat), book=tr(f"kragmortha.book.{S.kind(ev.book)}"))
    if isinstance(ev, E.SpellbookUsed):
        return tr("kragmortha.screen.log.used", name=name(ev.seat), book=tr(f"kragmortha.book.{ev.kind}"))
    if isinstance(ev, E.PenaltyCancelled):
        return tr("kragmortha.screen.log.shield", name=name(ev.seat))
    if isinstance(ev, E.HandRevealed):
        return tr("kragmortha.screen.log.revealed", name=name(ev.seat))
    if isinstance(ev, E.TurnTimedOut):
        return tr("kragmortha.screen.log.time_up", name=name(ev.seat))
    return ""


def penalty_name(pid: int) -> str:
    return tr(f"kragmortha.penalty.{P.PENALTIES[pid]['key']}")
