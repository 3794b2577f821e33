"""Kragmortha's sentences for the game log (GameScene.log_lines): the card each goblin plays, pushes, teleports,
the Dark Lord met, tokens, penalties drawn, broken, cancelled or cured, spellbooks taken and used, a hand shown,
time up, a pass and the end. Single steps are left out (the goblins on the board show them)."""
from __future__ import annotations

from collections.abc import Callable

from game.engine.i18n import tr
from game.games.kragmortha import events as E
from game.games.kragmortha import penalties as P
from game.games.kragmortha import spellbooks as S


def penalty_name(pid: int) -> str:
    return tr(f"kragmortha.penalty.{P.PENALTIES[pid]['key']}")


def line(ev, seat_name: Callable[[int], str], players: int) -> tuple[int | None, str] | None:
    """One event's sentence (the seat it is about, or None), naming seats with `seat_name`."""
    def name(seat):
        return seat_name(seat) if seat is not None and 0 <= seat < players else ""
    if isinstance(ev, E.GoblinPlaced):
        return ev.seat, tr("kragmortha_log.placed", name=name(ev.seat))
    if isinstance(ev, E.CardPlayed):
        return ev.seat, tr("kragmortha_log.card", name=name(ev.seat), card=tr(f"kragmortha.card.{ev.target}"))
    if isinstance(ev, E.GoblinMoved) and ev.how in ("teleport", "caught"):
        return ev.goblin, tr(f"kragmortha_log.{ev.how}", name=name(ev.goblin))
    if isinstance(ev, E.GoblinPushed):
        by = ev.by if 0 <= ev.by < players else None
        return by, tr("kragmortha.screen.log.pushed", name=name(by), other=name(ev.goblin))
    if isinstance(ev, E.LordMet):
        return ev.goblin, tr("kragmortha.screen.log.met", name=name(ev.goblin))
    if isinstance(ev, E.TokenDrawn):
        return ev.goblin, tr("kragmortha.screen.log.token", name=name(ev.goblin),
                             token=tr(f"kragmortha.token.{ev.kind}"))
    if isinstance(ev, E.PenaltyDrawn):
        return ev.seat, tr("kragmortha.screen.log.penalty", name=name(ev.seat), penalty=penalty_name(ev.penalty))
    if isinstance(ev, E.PenaltyBroken):
        return ev.seat, tr("kragmortha.screen.log.broken", name=name(ev.seat), penalty=penalty_name(ev.penalty))
    if isinstance(ev, E.PenaltyCancelled):
        return ev.seat, tr("kragmortha.screen.log.shield", name=name(ev.seat))
    if isinstance(ev, E.PenaltyCured):
        return ev.seat, tr("kragmortha_log.cured", name=name(ev.seat), penalty=penalty_name(ev.penalty))
    if isinstance(ev, E.SpellbookTaken):
        return ev.seat, tr("kragmortha.screen.log.book", name=name(ev.seat),
                           book=tr(f"kragmortha.book.{S.kind(ev.book)}"))
    if isinstance(ev, E.SpellbookUsed):
        return ev.seat, tr("kragmortha.screen.log.used", name=name(ev.seat), book=tr(f"kragmortha.book.{ev.kind}"))
    if isinstance(ev, E.HandRevealed):
        return ev.seat, tr("kragmortha.screen.log.revealed", name=name(ev.seat))
    if isinstance(ev, E.TurnTimedOut):
        return ev.seat, tr("kragmortha.screen.log.time_up", name=name(ev.seat))
    if isinstance(ev, E.TurnPassed):
        return ev.seat, tr("kragmortha_log.passed", name=name(ev.seat))
    if isinstance(ev, E.GameEnded):
        names = " & ".join(name(w) for w in ev.winners)
        if len(ev.winners) == 1:
            return ev.winners[0], tr("kragmortha_log.won", name=names)
        return None, tr("kragmortha_log.won_shared", names=names)
    return None


def lines(events, seat_name: Callable[[int], str], players: int) -> list[tuple[int | None, str]]:
    return [out for out in (line(e, seat_name, players) for e in events) if out is not None]
