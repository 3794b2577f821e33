"""Events -> animation cues and sounds (pure: the scene draws the cues, the audio plays the sounds).

A Cue is one thing to show for a while: a tile turning, Baba Yaga flying a tile, a banner. The queue runs on
scene time; several cues play at once (the table is real-time), and some wait their turn (`delay`)."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.games.baba_yaga import moves as M

FLIP_SECONDS = 0.28
FLY_SECONDS = 0.34
BANNER_SECONDS = 1.8
SWAP_SECONDS = 0.8
HOUSE_DROP_SECONDS = 0.55
CARD_REVEAL_SECONDS = 0.5
TURNED_BACK_STAGGER = 0.06


@dataclass
class Cue:
    kind: str
    duration: float
    data: dict = field(default_factory=dict)
    delay: float = 0.0
    sound: str | None = None
    start: float = 0.0  # set by the queue

    def progress(self, now: float) -> float:
        if self.duration <= 0:
            return 1.0
        return min(1.0, max(0.0, (now - self.start) / self.duration))

    def running(self, now: float) -> bool:
        return self.start <= now < self.start + self.duration


def cues_for(event) -> list[Cue]:
    """What the screen and the speakers do for one rules event."""
    if isinstance(event, M.TileFlipped):
        return [Cue("flip", FLIP_SECONDS, {"cell": event.cell, "to": "element", "match": event.match},
                    sound="flip")]
    if isinstance(event, M.TileTurnedBack):
        return [Cue("flip", FLIP_SECONDS, {"cell": event.cell, "to": "forest"}, sound="flip")]
    if isinstance(event, M.TilesTurnedBack):
        return [Cue("flip", FLIP_SECONDS, {"cell": c, "to": "forest"}, delay=i * TURNED_BACK_STAGGER,
                    sound="flip" if i == 0 else None) for i, c in enumerate(event.cells)]
    if isinstance(event, M.StudyOver):
        cells = [c for c, el in enumerate(event.elements) if el is not None]
        return [Cue("flip", FLIP_SECONDS, {"cell": c, "to": "forest"}, delay=i * 0.03,
                    sound="flip" if i == 0 else None) for i, c in enumerate(cells)]
    if isinstance(event, M.WitchMoved):
        homeward = event.moves_done > event.total_moves // 2
        sound = "tick" if homeward and event.total_moves - event.moves_done <= 3 else "whoosh"
        return [Cue("fly", FLY_SECONDS, {"to": tuple(event.position), "moves": event.moves_done,
                                         "total": event.total_moves}, sound=sound)]
    if isinstance(event, M.WitchTurnedBack):
        return [Cue("cackle", 1.2, {"at": tuple(event.position)}, delay=FLY_SECONDS * 0.6, sound="cackle")]
    if isinstance(event, M.WrongHand):
        return [Cue("wrong_hand", 0.9, {"seat": event.seat, "hand": event.hand}, sound="failed_soft")]
    if isinstance(event, M.TimeUp):
        return [Cue("banner", 0.8, {"key": "baba_yaga.banner.time_up", "style": "time"})]
    if isinstance(event, M.SpellBroken):
        return [Cue("banner", BANNER_SECONDS, {"key": "baba_yaga.banner.broken", "style": "broken",
                                               "seat": event.seat}, delay=0.3, sound="broken"),
                Cue("sparkles", 1.6, {"seat": event.seat}, delay=0.3),
                Cue("card_to_pile", 0.9, {"seat": event.seat, "card": event.card, "discard": True},
                    delay=1.3)]
    if isinstance(event, M.SpellFailed):
        return [Cue("banner", BANNER_SECONDS, {"key": "baba_yaga.banner.failed", "style": "failed",
                                               "reason": event.reason, "seat": event.seat}, delay=0.3,
                    sound="failed"),
                Cue("card_to_pile", 0.9, {"seat": event.seat, "card": event.card, "discard": False},
                    delay=1.3)]
    if isinstance(event, M.TurnStarted):
        return [Cue("banner", 1.4, {"key": "baba_yaga.banner.turn", "style": "turn", "seat": event.seat})]
    if isinstance(event, M.CardRevealed):
        return [Cue("card_reveal", CARD_REVEAL_SECONDS, {"card": event.card}, sound="flip")]
    if isinstance(event, M.FlightPathChosen):
        return [Cue("path_glow", 0.8, {"path": tuple(tuple(p) for p in event.path)})]
    if isinstance(event, M.TilesSwapped):
        return [Cue("swap", SWAP_SECONDS, {"a": event.a, "b": event.b}, sound="whoosh")]
    if isinstance(event, (M.HousePlaced, M.HouseReturned)):
        return [Cue("house_drop", HOUSE_DROP_SECONDS, {"cell": event.cell}, sound="thump")]
    if isinstance(event, M.HouseLifted):
        return [Cue("house_lift", 0.3, {"cell": event.cell}, sound="flip")]
    if isinstance(event, M.EffectApplied) and event.effect not in ("swap", "house"):
        return [Cue("banner", 1.6, {"key": f"baba_yaga.effect.{event.effect}", "style": "effect",
                                    "effect": event.effect, "seat": event.target})]
    if isinstance(event, M.GameWon):
        return [Cue("won", 3.0, {"seat": event.seat}, delay=0.6, sound="won")]
    return []


class CueQueue:
    """Cues on a clock. `add` starts them now (plus their delay); finished ones drop out on `update`."""

    def __init__(self):
        self.now = 0.0
        self.cues: list[Cue] = []
        self.sounds: list[str] = []  # sounds due since the last `take_sounds`
        self._pending_sounds: list[tuple[float, str]] = []

    def add(self, cues) -> None:
        for cue in cues:
            cue.start = self.now + cue.delay
            if cue.kind == "banner":  # one banner at a time: the next waits for the last to finish
                last = max((c.start + c.duration for c in self.cues if c.kind == "banner"), default=0.0)
                cue.start = max(cue.start, last)
            self.cues.append(cue)
            if cue.sound:
                self._pending_sounds.append((cue.start, cue.sound))

    def add_events(self, events) -> None:
        for e in events:
            self.add(cues_for(e))

    def update(self, dt: float) -> None:
        self.now += dt
        self.cues = [c for c in self.cues if self.now < c.start + c.duration]
        due = [s for s in self._pending_sounds if s[0] <= self.now]
        if due:
            self.sounds += [name for _, name in due]
            self._pending_sounds = [s for s in self._pending_sounds if s[0] > self.now]

    def take_sounds(self) -> list[str]:
        out, self.sounds = self.sounds, []
        return out

    def running(self, kind: str) -> list[Cue]:
        return [c for c in self.cues if c.kind == kind and c.running(self.now)]

    def waiting_or_running(self, kind: str) -> list[Cue]:
        return [c for c in self.cues if c.kind == kind]

    def flip_of(self, cell: int) -> Cue | None:
        """The tile-turning cue of a cell: running, or the next one waiting (the tile keeps its old face)."""
        best = None
        for c in self.cues:
            if c.kind == "flip" and c.data["cell"] == cell and (best is None or c.start < best.start):
                best = c
        return best

    def busy(self) -> bool:
        """True while something the players should see is still playing (banners, the card flying)."""
        return any(c.kind in ("banner", "card_to_pile", "swap", "house_drop", "won") for c in self.cues)
