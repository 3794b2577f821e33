"""The presenter queue: rule events become beats (an animation with its sound) that the screen plays.

The rules change at once; the screen catches up. A `Beat` is one thing to show for a while (a card sliding,
a tile turning, a banner). Beats in the same *lane* play one after another (a turn-based game puts every beat
in the lane "main", so the table shows one step at a time); a beat with `lane=None` plays in parallel, starting
as soon as it is added (plus its `delay`) — a real-time table flips many tiles at once. Time is the dt the scene
passes (game time, so a paused game freezes its animations), multiplied by `speed` ("hurry up").

Pure Python, no pygame: the scene draws the running beats from their `t` (0..1) and plays their sounds.

    presenter = Presenter(on_start=..., on_finish=...)
    presenter.add([Beat(ev, 0.4, sound="slide"), Beat("banner", 1.6, lane="banner")])
    for beat in presenter.update(dt):   # the beats that started this frame
        ...
"""
from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

MAIN = "main"


@dataclass(eq=False)
class Beat:
    kind: object  # a rules event, or a short name ("banner", "relayout")
    duration: float
    data: dict = field(default_factory=dict)
    sound: str | None = None  # played when the beat starts
    volume: float = 1.0
    delay: float = 0.0  # seconds to wait (after the beat before it in its lane) before starting
    lane: str | None = MAIN  # None: in parallel with everything
    t: float = 0.0  # progress 0..1
    started: bool = False
    start: float | None = None  # the presenter's clock when it started

    @property
    def event(self):
        return self.kind

    @property
    def done(self) -> bool:
        return self.t >= 1.0

    @property
    def running(self) -> bool:
        return self.started and not self.done

    def progress(self, now: float | None = None) -> float:
        """0..1 (`now` is accepted for drawing code that keeps its own clock; the beat knows its progress)."""
        return self.t

    def is_a(self, kind) -> bool:
        """Its kind is `kind` (a name), or its event is an instance of `kind` (a class or tuple of classes)."""
        if isinstance(kind, (type, tuple)):
            return isinstance(self.kind, kind)
        return self.kind == kind


class Presenter:
    def __init__(self, on_start: Callable[[Beat], None] | None = None,
                 on_finish: Callable[[Beat], None] | None = None):
        self.on_start = on_start
        self.on_finish = on_finish
        self.now = 0.0
        self.lanes: dict[object, list[Beat]] = {}
        self.base_speed = 1.0  # the pace chosen for the game
        self.speed = 1.0  # raised for the current batch ("hurry up"); back to base_speed when idle
        self._sounds: list[Beat] = []
        self._ids = itertools.count()

    # adding ---------------------------------------------------------------------------------------------------
    def add(self, beats: Beat | Iterable[Beat]) -> None:
        for beat in [beats] if isinstance(beats, Beat) else beats:
            lane = beat.lane if beat.lane is not None else ("parallel", next(self._ids))
            self.lanes.setdefault(lane, []).append(beat)

    # time -------------------------------------------------------------------------------------------------------
    def update(self, dt: float) -> list[Beat]:
        """Move time on by dt (x speed); returns the beats that started (their sounds are due)."""
        budget_all = max(0.0, dt) * self.speed
        self.now += budget_all
        started: list[Beat] = []
        for key in list(self.lanes):
            queue = self.lanes[key]
            budget = budget_all
            while queue and budget >= 0:
                beat = queue[0]
                if not beat.started:
                    if beat.delay > budget:
                        beat.delay -= budget
                        break
                    budget -= beat.delay
                    beat.delay = 0.0
                    beat.started, beat.start = True, self.now - budget
                    started.append(beat)
                    if self.on_start:
                        self.on_start(beat)
                need = (1.0 - beat.t) * beat.duration
                if budget < need and beat.duration > 0:
                    beat.t += budget / beat.duration
                    break
                budget -= need
                beat.t = 1.0
                queue.pop(0)
                if self.on_finish:
                    self.on_finish(beat)
            if not queue:
                del self.lanes[key]
        if not self.lanes:
            self.speed = self.base_speed
        self._sounds += [b for b in started if b.sound]
        return started

    def finish_all(self) -> None:
        """Play everything to its end at once (a test, a skipped animation)."""
        while self.lanes:
            for key in list(self.lanes):
                for beat in self.lanes[key]:
                    beat.delay = 0.0
            self.update(1e9 / max(self.speed, 1e-9))

    def take_sounds(self) -> list[tuple[str, float]]:
        """(sound, volume) of the beats started since the last call."""
        out = [(b.sound, b.volume) for b in self._sounds]
        self._sounds = []
        return out

    # reading ------------------------------------------------------------------------------------------------
    @property
    def beats(self) -> list[Beat]:
        """Every beat waiting or running, lane by lane."""
        return [b for queue in self.lanes.values() for b in queue]

    def busy(self, kinds=None) -> bool:
        """Anything left to show (or, with `kinds` — a name, an event class, or several of them — anything
        of those kinds)."""
        if kinds is None:
            return bool(self.lanes)
        kinds = [kinds] if isinstance(kinds, (str, type)) else list(kinds)
        return any(b.is_a(k) for b in self.beats for k in kinds)

    def current(self, lane: str = MAIN) -> Beat | None:
        """The first beat of a lane (running, or about to start)."""
        queue = self.lanes.get(lane)
        return queue[0] if queue else None

    def running(self, kind=None) -> list[Beat]:
        return [b for b in self.beats if b.running and (kind is None or b.is_a(kind))]

    def waiting_or_running(self, kind) -> list[Beat]:
        return [b for b in self.beats if b.is_a(kind)]
