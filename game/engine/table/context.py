"""What a part of the table may see and do (`TableContext`), and who sits where (`Seats`).

A part is built with a context, never with the scene: the context reads the scene's state and clock when
asked and forwards a few deeds (act, say, sound, the curtain, the log), so a part can be built and tested with
any object that offers the same names (tests use a small fake)."""
from __future__ import annotations

from collections.abc import Callable


class Seats:
    """Seat queries: who is human, who is a bot, names, colours, devices, badges."""

    def __init__(self, scene):
        self._scene = scene

    @property
    def humans(self) -> list[int]:
        return self._scene.humans

    @property
    def bots(self) -> dict:
        """seat -> bot (the scene's own dict: a seat given a bot later, in attract mode, is in it)."""
        return self._scene.bots

    @property
    def count(self) -> int:
        return len(self._scene.setup.seats)

    def is_human(self, seat: int | None) -> bool:
        return self._scene.is_human(seat)

    def is_bot(self, seat: int | None) -> bool:
        return seat in self._scene.bots

    def name(self, seat: int | None) -> str | None:
        return self._scene.seat_name(seat)

    def colour(self, seat: int | None) -> str | None:
        return self._scene.seat_colour(seat)

    def device_of(self, seat: int | None) -> str | None:
        return self._scene.device_of(seat)

    def badge(self, surface, seat: int | None, centre, radius: int) -> None:
        self._scene.seat_badge(surface, seat, centre, radius)

    def private_elsewhere(self, seat: int | None) -> bool:
        """This seat's private screen (its hand, a secret choice) is on a device of its own (a phone), so the
        shared screen never shows it and needs no curtain for it."""
        return seat is not None and bool(self._scene.app.private_elsewhere(seat))

    def owns(self, seat: int | None, intent) -> bool:
        """The intent comes from that seat (its tag, or its set-up device)."""
        return seat is not None and (intent.seat == seat or intent.device == self.device_of(seat))


class TableContext:
    def __init__(self, scene):
        self._scene = scene
        self.seats = Seats(scene)
        self.rules = scene.rules
        self.game_id = scene.game_id
        self.setup = scene.setup
        self.budget = scene.budget
        # the kit's own pieces, shared by every part of the table
        self.timers = scene.timers
        self.tweens = scene.tweens
        self.presenter = scene.presenter
        self.messages = scene.messages

    # reading ------------------------------------------------------------------------------------------------
    @property
    def state(self):
        return self._scene.state

    @property
    def clock(self) -> float:
        """The scene's seconds (game time: a paused game stops it)."""
        return self._scene.clock

    @property
    def options(self) -> dict:
        return self._scene.setup.config()

    @property
    def attract(self) -> bool:
        return self._scene.attract

    def view(self, seat: int | None):
        return self.rules.view(self.state, seat)

    def legal(self, seat: int | None) -> list:
        return self.rules.legal_actions(self.state, seat)

    def busy(self, kinds=None) -> bool:
        """The presenter has something left to show (of those kinds)."""
        return self.presenter.busy(kinds)

    def is_over(self) -> bool:
        return self._scene.is_over()

    def on_top(self) -> bool:
        """The table is the top scene (not under a menu, the curtain or the log)."""
        return self._scene.app.top is self._scene

    # deeds --------------------------------------------------------------------------------------------------
    def act(self, seat: int | None, action) -> list | None:
        return self._scene.act(seat, action)

    def say(self, seat: int | None, words: str, seconds: float = 2.5) -> None:
        self._scene.say(seat, words, seconds)

    def sound(self, name: str, volume: float = 1.0) -> None:
        self._scene.sound(name, volume)

    def log(self, seat: int | None, words: str) -> None:
        """A sentence in the game log."""
        self._scene.game_log.add(seat, words, self._scene.clock)

    def after(self, seconds: float, fn: Callable[[], None]):
        return self.timers.after(seconds, fn)

    def raise_curtain(self, seat: int, on_reveal: Callable[[], None], message: str | None = None) -> None:
        self._scene.raise_curtain(seat, on_reveal, message)
