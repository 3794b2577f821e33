"""The Pied Piper's sentences for the game log (GameScene.log_lines): one line per action — the card and the
character it went under, then what that did ("Leo: 2 steps under the green rat — walked 2 steps: Mia's house up
to floor 4"); a second character carried out by the same action, a fallen house, a reshuffle, a play-on and the
end each get a line of their own.
Turn starts and card draws are left out (noise)."""
from __future__ import annotations

from game.engine.i18n import tr
from game.games.pied_piper import cards as C
from game.games.pied_piper import events as E


def figure(name: str) -> str:
    return tr(f"pied_piper_log.fig.{name}")


def house(seat_name, h: int) -> str:
    return tr("pied_piper_log.house", name=seat_name(h)) if h >= 0 else tr("pied_piper_log.empty_house")


class _Block:
    """What one carried-out character did: steps per figure, about-turns, the melody, floors changed."""

    def __init__(self, fig: str):
        self.figure = fig
        self.steps: dict[str, int] = {}
        self.turned = False
        self.melody = False
        self.charmed = False
        self.fizzled = False
        self.floors: dict[int, tuple[int, int]] = {}  # house -> (floor before, floor after)

    def words(self, seat_name, named: bool) -> str:
        """What it did; `named`: say which figure (the head of the line names it already when it is the one)."""
        fig = figure(self.figure)
        if self.fizzled:
            return tr("pied_piper_log.fizzled", figure=fig)
        sep = tr("pied_piper_log.sep")
        parts = []
        if self.turned:
            parts.append(tr("pied_piper_log.turned"))
        if self.charmed:
            parts.append(tr("pied_piper_log.charmed"))
        n = self.steps.get(self.figure, 0)
        if n:
            key = "pied_piper_log.walked_with" if self.melody and len(self.steps) > 1 else "pied_piper_log.walked"
            parts.append(tr(key, n=n))
        said = sep.join(parts) or tr("pied_piper_log.stayed")
        if named:
            said = tr("pied_piper_log.named", figure=fig, what=said)
        floors = [tr("pied_piper_log.up" if new > old else "pied_piper_log.down", house=house(seat_name, h), n=new)
                  for h, (old, new) in self.floors.items() if new != old]
        return tr("pied_piper_log.effect", what=said, floors=sep.join(floors)) if floors else said


def _head(seat_name, ev: E.CardPlayed) -> str:
    name = seat_name(ev.seat)
    fig = figure(C.figure_of(ev.character))
    if ev.face_down:
        line = tr("pied_piper_log.card_down", name=name, figure=fig)
    else:
        line = tr("pied_piper_log.card", name=name, card=tr(f"pied_piper.kind.{ev.kind}"), figure=fig)
    return tr("pied_piper_log.waits", line=line) if ev.held else line


def lines(seat_name, seat, action, events) -> list[tuple[int | None, str]]:
    head = None
    if isinstance(action, E.ExecuteCharacter):
        carried = next((e for e in events if isinstance(e, E.CharacterCarriedOut)), None)
        if carried is not None:
            head = tr("pied_piper_log.order", name=seat_name(action.seat), figure=figure(carried.figure))
    blocks: list[_Block] = []
    extra: list[tuple[int | None, str]] = []
    for e in events:
        if isinstance(e, E.CardPlayed):
            head = _head(seat_name, e)
        elif isinstance(e, E.CharacterCarriedOut):
            blocks.append(_Block(e.figure))
        elif isinstance(e, E.SpecialsFizzled):
            blocks.append(_Block(C.figure_of(e.character)))
            blocks[-1].fizzled = True
        elif isinstance(e, (E.FigureStepped, E.FigureTurned, E.MelodyPlayed, E.RatCharmed, E.FloorChanged)):
            if not blocks:
                blocks.append(_Block(getattr(e, "figure", C.PIPER)))
            b = blocks[-1]
            if isinstance(e, E.FigureStepped):
                for f in (e.figure, *e.followers):
                    b.steps[f] = b.steps.get(f, 0) + 1
            elif isinstance(e, E.FigureTurned):
                b.turned = True
            elif isinstance(e, E.MelodyPlayed):
                b.melody = True
            elif isinstance(e, E.RatCharmed):
                b.charmed = True
            else:
                old = b.floors.get(e.house, (e.old, e.old))[0]
                b.floors[e.house] = (old, e.new)
        elif isinstance(e, E.PlayerEliminated):
            extra.append((e.seat, tr("pied_piper.eliminated", name=seat_name(e.seat))))
            if e.to_seat is not None:
                extra.append((e.to_seat, tr("pied_piper.eliminated.markers", name=seat_name(e.to_seat))))
        elif isinstance(e, E.PlayOn):
            extra.append((None, tr("pied_piper.play_on")))
        elif isinstance(e, E.DeckReshuffled):
            extra.append((None, tr(f"pied_piper.reshuffled.{e.deck}")))
        elif isinstance(e, E.GameEnded):
            names = " & ".join(seat_name(w) for w in e.winners)
            key = "pied_piper.winner" if len(e.winners) == 1 else "pied_piper.winners"
            extra.append((e.winners[0] if len(e.winners) == 1 else None, tr(key, name=names, names=names)))
    out: list[tuple[int | None, str]] = []
    first = blocks[0].words(seat_name, head is None) if blocks else ""
    if head:
        out.append((seat, tr("pied_piper_log.then", line=head, effect=first) if first else head))
    elif first:
        out.append((seat, first))
    name = seat_name(seat) if seat is not None else ""
    out += [(seat, tr("pied_piper_log.next", name=name, what=b.words(seat_name, True)))  # a second character: its
            for b in blocks[1:]]                                                      # own line
    return out + extra
