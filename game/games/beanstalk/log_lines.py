"""Jack & the Beanstalk's sentences for the game log (GameScene.log_lines): the round, the cards revealed (who
played what), each turn's card, the dice rolled with their faces named, every piece placed (a die by its face) and
how tall the stalk stands (short enough for the strip at 28 px), the giant, a collapse and who is paid for it, the
castle, the axe, the powers and the end.
A card chosen in secret and the hands refilled are left out (nothing to tell)."""
from __future__ import annotations

from game.engine.assets import image
from game.engine.i18n import tr
from game.engine.table.game_log import draw_badge
from game.games.beanstalk import events as E
from game.games.beanstalk.view import art_colour

SIMPLE = {E.GiantLulled: "beanstalk.ev.giant_lulled", E.FeeFiFoFum: "beanstalk.ev.fee_fi",
          E.StalkReset: "beanstalk.ev.reset", E.CastleInstead: "beanstalk.ev.castle_instead"}


def faces(names) -> str:
    return tr("beanstalk_log.sep").join(tr(f"beanstalk.face.{f}") for f in names)


def piece(kind: str, face: str | None) -> str:
    """The piece as the log names it: a die by its face ("the Eye die"), so the line says which one went on."""
    if kind == "die" and face:
        return tr(f"beanstalk_log.piece.die.{face}")
    return tr(f"beanstalk_log.piece.{kind}")


def line(name_of, e) -> list[tuple[int | None, str]]:
    """The sentences for one event; `name_of(seat)` the seats' names."""
    seat = getattr(e, "seat", None)
    name = name_of(seat)
    if isinstance(e, E.RoundStarted):
        return [(None, tr("beanstalk.ev.round", n=e.round))]
    if isinstance(e, E.CardsRevealed):
        played = [f"{name_of(s)} {c}" for s, c in enumerate(e.cards) if c is not None]
        return [(None, tr("beanstalk_log.revealed", cards=tr("beanstalk_log.sep").join(played)))]
    if isinstance(e, E.TurnStarted):
        return [(seat, tr("beanstalk_log.turn", name=name, card=e.card))]
    if isinstance(e, E.DiceRolled):
        key = "beanstalk_log.rerolled" if e.reroll else "beanstalk_log.extra" if e.extra else "beanstalk_log.rolled"
        return [(seat, tr(key, name=name, faces=faces(e.faces)))]
    if isinstance(e, E.PiecePlaced) and not e.collapsed:
        return [(seat, tr("beanstalk_log.placed", name=name, piece=piece(e.kind, e.face), cm=round(e.height / 10)))]
    if isinstance(e, E.TreasureSkipped):
        return [(seat, tr("beanstalk_log.skipped", name=name))]
    if isinstance(e, E.GiantWakes):
        out = [(seat, tr("beanstalk_log.woke", name=name))]
        if e.eye_token_from != seat:
            out.append((seat, tr("beanstalk.ev.eye_token", name=name)))
        return out
    if isinstance(e, E.StalkCollapsed):
        return [(seat, tr("beanstalk_log.collapse", name=name))]
    if isinstance(e, E.GoldDrawn):
        return [(seat, tr(f"beanstalk_log.gold.{e.why}", name=name, n=e.count))]
    if isinstance(e, E.CastleReached):
        return [(seat, tr("beanstalk.ev.castle", name=name))]
    if isinstance(e, E.AxeThrown):
        n = len(e.knocked_off)
        return [(seat, tr("beanstalk_log.axe", name=name, n=n) if n else tr("beanstalk_log.axe_miss", name=name))]
    if isinstance(e, E.PowerUsed):
        return [(seat, tr("beanstalk.ev.power", name=name, power=tr(f"beanstalk.power.{e.power}")))]
    if isinstance(e, E.BagsPeeked) and e.swapped is not None:
        return [(seat, tr("beanstalk_log.peek_swap" if e.swapped else "beanstalk_log.peek_keep", name=name))]
    if isinstance(e, E.BagStolen):
        return [(e.thief, tr("beanstalk.ev.stolen", name=name_of(e.thief), victim=name_of(e.victim)))]
    if isinstance(e, E.BeanPassed):
        return [(seat, tr("beanstalk.ev.bean", name=name))]
    if isinstance(e, E.GameEnded):
        return [(None, tr("beanstalk.ev.end_cards" if e.reason == "cards" else "beanstalk.ev.end_gold"))]
    key = SIMPLE.get(e.__class__)
    return [(seat, tr(key))] if key else []


def badge(colour_of, surface, seat, centre, radius) -> None:
    """A line's badge: the seat's picture from the panels (the Beanstalk's own symbols), a dot for the table;
    `colour_of(seat)` the seats' colours."""
    if seat is None:
        draw_badge(surface, None, centre, radius)
        return
    pic = image(f"beanstalk/seat_{art_colour(colour_of(seat))}.svg", (radius * 2 + 6, radius * 2 + 6))
    surface.blit(pic, pic.get_rect(center=(round(centre[0]), round(centre[1]))))


def lines(name_of, events) -> list[tuple[int | None, str]]:
    """The game log's sentences for an action's (or a tick's) events."""
    return [out for e in events for out in line(name_of, e)]
