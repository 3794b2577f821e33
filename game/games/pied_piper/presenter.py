"""What the screen shows, and how it catches up with the rules one event at a time (pure, no pygame).

The rules state changes at once when an action is applied; the screen must show every step. `Shown` is the
picture on screen (houses, floors, figures, row, piles, one hand). Events become beats of the engine's presenter
queue (`table.presenter`, all in one lane: one step at a time); the painter draws the front one from its
progress `t`, and when it finishes its event is applied to `Shown`. When the queue is empty, `Shown` equals a
fresh snapshot of the state (tests check it)."""
from __future__ import annotations

import math

from game.engine.table.presenter import Beat, Presenter
from game.games.pied_piper import events as E
from game.games.pied_piper import layout as L
from game.games.pied_piper import plan

# seconds each event takes on screen (at speed 1)
DURATIONS = {
    E.TurnStarted: 0.25, E.CardPlayed: 0.45, E.CardRevealed: 0.35, E.CharacterCarriedOut: 0.4,
    E.CardActs: 0.3, E.FigureTurned: 0.4, E.FigureStepped: 0.62, E.FloorChanged: 0.3, E.MelodyPlayed: 0.9,
    E.RatCharmed: 0.7, E.SpecialsFizzled: 0.7, E.CardsDiscarded: 0.4, E.RowRefilled: 0.4,
    E.DeckReshuffled: 0.7, E.CardsDrawn: 0.35, E.PlayerEliminated: 2.2, E.PlayOn: 1.8, E.GameEnded: 0.6,
}
RELAYOUT = 0.9  # houses sliding to their new places after an elimination


Anim = Beat  # one event on screen: .event, .t (0..1), .data


def snapshot(state, seat: int | None) -> dict:
    """The picture of a state as seen by `seat` (its hand shown; None: no hand)."""
    b = state.board
    return {
        "ring": list(b.ring), "floors": list(b.floors),
        "figures": {k: list(v) for k, v in b.figures.items()},
        "row": [{"char": e["char"], "stack": [{"card": c if not fd or o == seat else None, "face_down": bool(fd),
                                               "owner": o} for c, fd, o, _a in e["stack"]]} for e in state.row],
        "hand": list(state.hands[seat]) if seat is not None else [],
        "hand_sizes": [len(h) for h in state.hands],
        "draw": len(state.actions.draw_pile), "discards": list(state.actions.discards[-3:]),
        "char_deck": len(state.characters.draw_pile), "markers": [len(m) for m in state.markers],
        "eliminated": sorted(s for g in state.eliminated for s in g),
        "active": state.active,
    }


def ring_angles(ring: list[int]) -> dict[int, float]:
    n = len(ring)
    return {h: L.house_angle(i, n) for i, h in enumerate(ring)}


class Shown:
    """The screen's model. `angles` holds where each house stands now (they slide after an elimination)."""

    def __init__(self, state, seat: int | None):
        self.seat = seat
        self.data = snapshot(state, seat)
        self.angles = ring_angles(self.data["ring"])
        self.presenter = Presenter(self._on_start, self._on_finish)
        self._state = None

    @property
    def base_speed(self) -> float:
        return self.presenter.base_speed

    @base_speed.setter
    def base_speed(self, value: float) -> None:
        self.presenter.base_speed = value  # the pace chosen for the game

    @property
    def speed(self) -> float:
        return self.presenter.speed

    @speed.setter
    def speed(self, value: float) -> None:
        self.presenter.speed = value  # "hurry up" for the current batch; back to the base pace when idle

    # geometry -----------------------------------------------------------------------------------------------
    def gap_angle(self, gap: int, angles: dict[int, float] | None = None) -> float:
        return plan.gap_angle(self.data["ring"], angles or self.angles, gap)

    def walk(self, from_gap: int, to_gap: int, facing: int) -> tuple[float, float]:
        a, b = self.gap_angle(from_gap), self.gap_angle(to_gap)
        if facing > 0:
            while b <= a:
                b += 2 * math.pi
        else:
            while b >= a:
                b -= 2 * math.pi
        return a, b

    # the queue ----------------------------------------------------------------------------------------------
    def push(self, events: list, my_card: int | None = None) -> None:
        """Queue events. `my_card`: the card the viewing seat just played (a face-down event hides it)."""
        for ev in events:
            beat = Beat(ev, DURATIONS.get(type(ev), 0.3))
            if isinstance(ev, E.CardPlayed) and ev.card is None and ev.seat == self.seat:
                beat.data["card"] = my_card
            self.presenter.add(beat)
            if isinstance(ev, E.PlayerEliminated):
                self.presenter.add(Beat("relayout", RELAYOUT))

    @property
    def busy(self) -> bool:
        return self.presenter.busy()

    @property
    def current(self) -> Beat | None:
        return self.presenter.current()

    @property
    def queue(self) -> list[Beat]:
        return self.presenter.beats

    def advance(self, dt: float, state=None, sync: bool = True) -> list[Beat]:
        """Move time on; returns the beats that started this call (the scene plays their sounds). When the
        queue runs dry and `state` is given, the picture is re-synced from it."""
        self._state = state
        started = self.presenter.update(dt)
        if not self.presenter.busy() and state is not None and sync:
            self.sync(state)
        return started

    def finish_all(self, state=None, sync: bool = True) -> None:
        self._state = state
        self.presenter.finish_all()
        if state is not None and sync:
            self.sync(state)

    def sync(self, state) -> None:
        self.data = snapshot(state, self.seat)
        self.angles = ring_angles(self.data["ring"])

    def set_seat(self, state, seat: int | None) -> None:
        self.seat = seat
        self.data["hand"] = list(state.hands[seat]) if seat is not None else []

    # applying events ------------------------------------------------------------------------------------
    def _on_start(self, a: Anim) -> None:
        ev = a.event
        d = self.data
        if isinstance(ev, E.CardPlayed):
            if ev.seat == self.seat and ev.card is not None and ev.card in d["hand"]:
                a.data["from_hand"] = d["hand"].index(ev.card)
                d["hand"].remove(ev.card)
            elif ev.seat == self.seat and ev.card is None:
                a.data["from_hand"] = 0
                # a face-down card of mine: which one is not told by the event; the scene knows (pending)
                pending = a.data.get("card")
                if pending is not None and pending in d["hand"]:
                    d["hand"].remove(pending)
            d["hand_sizes"][ev.seat] = max(0, d["hand_sizes"][ev.seat] - 1)
        elif isinstance(ev, E.PlayerEliminated):
            a.data["house_angle"] = self.angles.get(ev.seat)
        elif a.kind == "relayout":
            a.data["from"] = dict(self.angles)
            a.data["to"] = ring_angles(d["ring"])

    def _on_finish(self, a: Anim) -> None:
        ev = a.event
        d = self.data
        if isinstance(ev, E.CardPlayed):
            d["row"][ev.slot]["stack"].append({"card": ev.card if ev.card is not None else a.data.get("card"),
                                               "face_down": ev.face_down, "owner": ev.seat})
        elif isinstance(ev, E.CardRevealed):
            item = d["row"][ev.slot]["stack"][ev.position]
            item["card"], item["face_down"] = ev.card, False
        elif isinstance(ev, E.FigureTurned):
            for f in (ev.figure, *ev.followers):
                d["figures"][f][1] = ev.facing
        elif isinstance(ev, E.FigureStepped):
            for f in (ev.figure, *ev.followers):
                d["figures"][f][0] = ev.to_gap
            if ev.followers:
                facing = d["figures"][ev.figure][1]
                for f in ev.followers:
                    d["figures"][f][1] = facing
        elif isinstance(ev, E.FloorChanged):
            d["floors"][ev.house] = ev.new
        elif isinstance(ev, E.TurnStarted):
            d["active"] = ev.seat
        elif isinstance(ev, E.RatCharmed):
            d["figures"][ev.figure][0] = ev.to_gap
        elif isinstance(ev, E.CardsDiscarded):
            d["row"][ev.slot]["stack"] = []
            d["discards"] = (d["discards"] + list(ev.cards))[-3:]
        elif isinstance(ev, E.RowRefilled):
            d["row"][ev.slot]["char"] = ev.character
            d["char_deck"] = max(0, d["char_deck"] - 1)
        elif isinstance(ev, E.DeckReshuffled):
            if ev.deck == "actions":
                d["draw"], d["discards"] = ev.size, []
            else:
                d["char_deck"] = ev.size
        elif isinstance(ev, E.CardsDrawn):
            if ev.seat == self.seat and self._state is not None:
                d["hand"] = list(self._state.hands[ev.seat])
            d["hand_sizes"][ev.seat] += ev.count
            d["draw"] = max(0, d["draw"] - ev.count)
            a.data["drawn"] = ev.count
        elif isinstance(ev, E.PlayerEliminated):
            ring = d["ring"]
            ring.remove(ev.seat)
            for pos in d["figures"].values():
                pos[0] = ev.gap_map[pos[0]] if pos[0] < len(ev.gap_map) else pos[0]
            if ev.to_seat is not None:
                d["markers"][ev.to_seat] += len(ev.markers)
                d["markers"][ev.seat] = 0
            d["hand_sizes"][ev.seat] = 0
            d["discards"] = (d["discards"] + list(ev.discarded))[-3:]
            if ev.seat == self.seat:
                d["hand"] = []
            d["eliminated"] = sorted(set(d["eliminated"]) | {ev.seat})
            self.angles.pop(ev.seat, None)
        elif a.kind == "relayout":
            self.angles = dict(a.data["to"])

    def relayout_angles(self, a: Anim) -> dict[int, float]:
        """House angles part-way through a relayout (eased), taking the short way round."""
        t = 0.5 - 0.5 * math.cos(math.pi * min(1.0, a.t))
        out = {}
        for h, b in a.data["to"].items():
            s = a.data["from"].get(h, b)
            while b - s > math.pi:
                b -= 2 * math.pi
            while s - b > math.pi:
                b += 2 * math.pi
            out[h] = s + (b - s) * t
        return out
