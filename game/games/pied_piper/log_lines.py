"""The Pied Piper's sentences for the game log (GameScene.log_lines): one line per action — the card and the
character it went under, then what that did ("Leo: 2 steps under the green rat — the green rat walked 2 steps: floors
now Mia 4"); the effect always names the figure that moved, in the order it moved ("walked 1 step, then turned
round")); a second character carried out by the same action, a fallen house, a reshuffle, a play-on and the
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
    """What one carried-out character did, in the order it happened: walks (steps merged), about-turns, the
    melody's jump; and the floors it changed."""

    def __init__(self, fig: str):
        self.figure = fig
        self.moves: list[list] = []  # ["walk", n] | ["turn"] | ["charm"], in order
        self.followers = False  # rats walked with the piper (Melody)
        self.fizzled = False
        self.floors: dict[int, tuple[int, int]] = {}  # house -> (floor before, floor after)

    def step(self, figure: str, followers: tuple) -> None:
        if figure != self.figure:
            return
        self.followers = self.followers or bool(followers)
        if self.moves and self.moves[-1][0] == "walk":
            self.moves[-1][1] += 1
        else:
            self.moves.append(["walk", 1])

    def words(self, seat_name, named: bool = True) -> str:
        """What it did, naming the figure that did it (the card that set it off may be under another one);
        `named` False: the head of the line named this figure already ("it walked")."""
        fig = figure(self.figure)
        if self.fizzled:
            return tr("pied_piper_log.fizzled", figure=fig)
        parts = []
        for move in self.moves:
            if move[0] == "walk":
                key = "pied_piper_log.walked_with" if self.followers else "pied_piper_log.walked"
                parts.append(tr(key, n=move[1]))
            else:
                parts.append(tr("pied_piper_log.turned" if move[0] == "turn" else "pied_piper_log.charmed"))
        said = tr("pied_piper_log.and_then").join(parts) or tr("pied_piper_log.stayed")
        said = tr("pied_piper_log.named", figure=fig, what=said) if named else tr("pied_piper_log.it", what=said)
        floors = [tr("pied_piper_log.floor", name=seat_name(h), n=new)
                  for h, (old, new) in self.floors.items() if new != old and h >= 0]
        if not floors:
            return said
        return tr("pied_piper_log.effect", what=said, floors=tr("pied_piper_log.sep").join(floors))


def _head(seat_name, ev: E.CardPlayed) -> str:
    name = seat_name(ev.seat)
    fig = figure(C.figure_of(ev.character))
    if ev.face_down:
        line = tr("pied_piper_log.card_down", name=name, figure=fig)
    else:
        line = tr("pied_piper_log.card", name=name, card=tr(f"pied_piper.kind.{ev.kind}"), figure=fig)
    return tr("pied_piper_log.waits", line=line) if ev.held else line


def lines(seat_name, seat, action, events) -> list[tuple[int | None, str]]:
    head, head_figure = None, None
    if isinstance(action, E.ExecuteCharacter):
        carried = next((e for e in events if isinstance(e, E.CharacterCarriedOut)), None)
        if carried is not None:
            head_figure = carried.figure
            head = tr("pied_piper_log.order", name=seat_name(action.seat), figure=figure(head_figure))
    blocks: list[_Block] = []
    extra: list[tuple[int | None, str]] = []
    for e in events:
        if isinstance(e, E.CardPlayed):
            head, head_figure = _head(seat_name, e), C.figure_of(e.character)
        elif isinstance(e, E.CharacterCarriedOut):
            blocks.append(_Block(e.figure))
        elif isinstance(e, E.SpecialsFizzled):
            blocks.append(_Block(C.figure_of(e.character)))
            blocks[-1].fizzled = True
        elif isinstance(e, (E.FigureStepped, E.FigureTurned, E.RatCharmed, E.FloorChanged)):
            if not blocks:
                blocks.append(_Block(getattr(e, "figure", C.PIPER)))
            b = blocks[-1]
            if isinstance(e, E.FigureStepped):
                b.step(e.figure, e.followers)
            elif isinstance(e, E.FigureTurned):
                if e.figure == b.figure:
                    b.moves.append(["turn"])
            elif isinstance(e, E.RatCharmed):
                b.moves.append(["charm"])
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
    first = blocks[0].words(seat_name, blocks[0].figure != head_figure) if blocks else ""
    if head:
        out.append((seat, tr("pied_piper_log.then", line=head, effect=first) if first else head))
    elif first:
        out.append((seat, first))
    name = seat_name(seat) if seat is not None else ""
    out += [(seat, tr("pied_piper_log.next", name=name, what=b.words(seat_name)))  # a second character: its
            for b in blocks[1:]]                                                      # own line
    return out + extra
