"""Baba Yaga's sentences for the game log (GameScene.log_lines): the flight path chosen, the spell card, each
tile found or wrong, the house lifted, the spell broken or failed and its effect, swaps, the witch's progress
(only when she is three moves and one move from home: every single move would drown the rest) and the end.
Tiles turned back and the house returned are left out (noise)."""
from __future__ import annotations

from game.engine.i18n import tr
from game.games.baba_yaga import moves as M


def element(name: str) -> str:
    return tr(f"baba_yaga.element.{name}")


def line(seat_name, e) -> tuple[int | None, str] | None:
    name = seat_name(getattr(e, "seat", None))
    if isinstance(e, M.StudyOver):
        return None, tr("baba_yaga_log.study_over")
    if isinstance(e, M.FlightPathChosen):
        return e.seat, tr("baba_yaga_log.path", name=name, n=e.total_moves)
    if isinstance(e, M.CardRevealed):
        return e.seat, tr("baba_yaga_log.card", name=name, n=e.need,
                          elements=tr("baba_yaga_log.sep").join(element(x) for x in e.elements))
    if isinstance(e, M.TileFlipped):
        key = "baba_yaga_log.found" if e.match else "baba_yaga_log.wrong"
        return e.seat, tr(key, name=name, element=element(e.element))
    if isinstance(e, M.HouseLifted):
        return e.seat, tr("baba_yaga_log.lifted", name=name)
    if isinstance(e, M.WitchMoved):
        left = e.total_moves - e.moves_done
        if left not in (3, 1):
            return None
        return e.seat, tr("baba_yaga_log.witch", n=left)
    if isinstance(e, M.WitchTurnedBack):
        return None, tr("baba_yaga.banner.turned_back")
    if isinstance(e, M.WrongHand):
        return e.seat, tr("baba_yaga_log.wrong_hand", name=name)
    if isinstance(e, M.TimeUp):
        return e.seat, tr("baba_yaga_log.time_up", name=name)
    if isinstance(e, M.SpellBroken):
        if e.effect:
            return e.seat, tr("baba_yaga_log.broken_effect", name=name,
                              effect=tr(f"baba_yaga.effect.{e.effect}"))
        return e.seat, tr("baba_yaga_log.broken", name=name)
    if isinstance(e, M.SpellFailed):
        return e.seat, tr("baba_yaga_log.failed", name=name, why=tr(f"baba_yaga.banner.failed.{e.reason}"))
    if isinstance(e, M.EffectApplied) and e.effect in ("long_flight", "short_flight", "fog", "wobble"):
        target = seat_name(e.target) if e.target is not None else name
        return e.target, tr(f"baba_yaga_log.effect.{e.effect}", name=target)
    if isinstance(e, M.TilesSwapped):
        return e.seat, tr("baba_yaga_log.swapped", name=name)
    if isinstance(e, M.HousePlaced):
        return e.seat, tr("baba_yaga_log.house", name=name)
    if isinstance(e, M.GameWon):
        return e.seat, tr("baba_yaga.banner.won", name=name)
    return None


def lines(seat_name, seat, action, events) -> list[tuple[int | None, str]]:
    return [out for out in (line(seat_name, e) for e in events) if out is not None]
