"""Events -> beats of the engine's presenter queue (table.presenter): what the screen shows and the speakers
play for each rules event (`cues_for`, pure: the table draws the beats, the audio plays their sounds), and the
part that queues them (`TableCues`).

A beat is one thing to show for a while: a tile turning, Baba Yaga flying a tile, a banner. The table is
real time, so most beats play in parallel (`lane=None`), some after a `delay`; banners share the lane
"banner" and show one at a time."""
from __future__ import annotations

from collections.abc import Callable

from game.engine.table.part import Part
from game.engine.table.presenter import Beat, Presenter
from game.games.baba_yaga import data as D
from game.games.baba_yaga import moves as M

FLIP_SECONDS = 0.28
FLY_SECONDS = 0.34
BANNER_SECONDS = 1.8
SWAP_SECONDS = 0.8
HOUSE_DROP_SECONDS = 0.55
CARD_REVEAL_SECONDS = 0.5
TURNED_BACK_STAGGER = 0.06


SHOWING = ("banner", "card_to_pile", "swap", "house_drop", "won")  # what the players should see to its end


def beat(kind: str, duration: float, data: dict | None = None, delay: float = 0.0, sound: str | None = None) -> Beat:
    """A beat of this table: banners one at a time, everything else in parallel."""
    return Beat(kind, duration, dict(data or {}), sound=sound, delay=delay, lane="banner" if kind == "banner" else None)


def cues_for(event) -> list[Beat]:
    """What the screen and the speakers do for one rules event."""
    if isinstance(event, M.TileFlipped):
        return [beat("flip", FLIP_SECONDS, {"cell": event.cell, "to": "element", "match": event.match},
                    sound="flip")]
    if isinstance(event, M.TileTurnedBack):
        return [beat("flip", FLIP_SECONDS, {"cell": event.cell, "to": "forest"}, sound="flip")]
    if isinstance(event, M.TilesTurnedBack):
        return [beat("flip", FLIP_SECONDS, {"cell": c, "to": "forest"}, delay=i * TURNED_BACK_STAGGER,
                    sound="flip" if i == 0 else None) for i, c in enumerate(event.cells)]
    if isinstance(event, M.StudyOver):
        cells = [c for c, el in enumerate(event.elements) if el is not None]
        return [beat("flip", FLIP_SECONDS, {"cell": c, "to": "forest"}, delay=i * 0.03,
                    sound="flip" if i == 0 else None) for i, c in enumerate(cells)]
    if isinstance(event, M.WitchMoved):
        homeward = event.moves_done > event.total_moves // 2
        sound = "tick" if homeward and event.total_moves - event.moves_done <= 3 else "whoosh"
        return [beat("fly", FLY_SECONDS, {"to": tuple(event.position), "moves": event.moves_done,
                                         "total": event.total_moves}, sound=sound)]
    if isinstance(event, M.WitchTurnedBack):
        return [beat("cackle", 1.2, {"at": tuple(event.position)}, delay=FLY_SECONDS * 0.6, sound="cackle")]
    if isinstance(event, M.WrongHand):
        return [beat("wrong_hand", 0.9, {"seat": event.seat, "hand": event.hand}, sound="failed_soft")]
    if isinstance(event, M.TimeUp):
        return [beat("banner", 0.8, {"key": "baba_yaga.banner.time_up", "style": "time"})]
    if isinstance(event, M.SpellBroken):
        return [beat("banner", BANNER_SECONDS, {"key": "baba_yaga.banner.broken", "style": "broken",
                                               "seat": event.seat}, delay=0.3, sound="broken"),
                beat("sparkles", 1.6, {"seat": event.seat}, delay=0.3),
                beat("card_to_pile", 0.9, {"seat": event.seat, "card": event.card, "discard": True},
                    delay=1.3)]
    if isinstance(event, M.SpellFailed):
        return [beat("banner", BANNER_SECONDS, {"key": "baba_yaga.banner.failed", "style": "failed",
                                               "reason": event.reason, "seat": event.seat}, delay=0.3,
                    sound="failed"),
                beat("card_to_pile", 0.9, {"seat": event.seat, "card": event.card, "discard": False},
                    delay=1.3)]
    if isinstance(event, M.TurnStarted):
        return [beat("banner", 1.4, {"key": "baba_yaga.banner.turn", "style": "turn", "seat": event.seat})]
    if isinstance(event, M.CardRevealed):
        return [beat("card_reveal", CARD_REVEAL_SECONDS, {"card": event.card}, sound="flip")]
    if isinstance(event, M.FlightPathChosen):
        return [beat("path_glow", 0.8, {"path": tuple(tuple(p) for p in event.path)})]
    if isinstance(event, M.TilesSwapped):
        return [beat("swap", SWAP_SECONDS, {"a": event.a, "b": event.b}, sound="whoosh")]
    if isinstance(event, (M.HousePlaced, M.HouseReturned)):
        return [beat("house_drop", HOUSE_DROP_SECONDS, {"cell": event.cell}, sound="thump")]
    if isinstance(event, M.HouseLifted):
        return [beat("house_lift", 0.3, {"cell": event.cell}, sound="flip")]
    if isinstance(event, M.EffectApplied) and event.effect not in ("swap", "house"):
        return [beat("banner", 1.6, {"key": f"baba_yaga.effect.{event.effect}", "style": "effect",
                                    "effect": event.effect, "seat": event.target})]
    if isinstance(event, M.GameWon):
        return [beat("won", 3.0, {"seat": event.seat}, delay=0.6, sound="won")]
    return []


def flip_of(presenter: Presenter, cell: int) -> Beat | None:
    """The tile-turning beat of a cell: running, or the next one waiting (the tile keeps its old face)."""
    flips = [b for b in presenter.beats if b.kind == "flip" and b.data["cell"] == cell]
    running = [b for b in flips if b.started]
    return (running or flips or [None])[0]


def busy(presenter: Presenter) -> bool:
    """True while something the players should see is still playing (banners, the card flying)."""
    return presenter.busy(SHOWING)


class TableCues(Part):
    """Every rules event's beats go to the table's presenter. It owns where Baba Yaga sits on screen
    (`witch_rc`): each flight beat starts where the last one ended. A won game clears the continue slot
    (`clear_saves()`): a finished game is not something to continue."""

    def __init__(self, ctx, clear_saves: Callable[[], None]):
        self.ctx = ctx
        self.clear_saves = clear_saves
        self.witch_rc: tuple[float, float] = (D.MID, D.MID)

    def on_events(self, seat, action, events) -> None:
        for e in events:
            beats = cues_for(e)
            for b in beats:
                if b.kind == "fly":
                    b.data["from"] = self.witch_rc
                    self.witch_rc = b.data["to"]
            self.ctx.presenter.add(beats)
            if isinstance(e, M.FlightPathChosen):
                self.witch_rc = tuple(e.path[0])
            elif isinstance(e, M.GameWon):
                self.clear_saves()
