"""`Part`: one piece of a game table that owns its state (a hand on the stalk, the stop button, the log).

A game scene (`GameScene`) is an ordered list of parts. Each part is built with the table's narrow context
(`context.TableContext`: the state, the clock, act / say / sound, seat queries, the frame's work budget), never
the scene, and with the other parts it needs, handed to it by the scene that builds it. It answers what it
cares about; every method has a do-nothing default:

    update(dt)                          once a frame, in list order, after the kit's own pieces
    on_intent(seat, intent) -> bool     a seat's input, in list order until a part takes it (returns True)
    on_events(seat, action, events)     the rules answered an action (seat and action None for a tick)
    draw(surface)                       in list order, bottom to top

A part that holds something of the screen worth keeping across Continue (the log, the hero a seat has
selected) names its place in the save (`save_key`) and answers `save_extra()` (plain JSON, or None) and
`restore_extra(data)`; the scene collects and hands these out (GameScene.screen_extra / restore_screen).
`data` comes from a file: the part checks it and raises when it does not fit (it then stays as built).

Nothing writes another part's attributes: a part that needs to change another calls its methods."""
from __future__ import annotations


class Part:
    save_key = ""  # where the save keeps this part's screen (unique per table; "" keeps nothing)

    def save_extra(self):
        """What of this part the save keeps (plain JSON), or None for nothing."""
        return None

    def restore_extra(self, data) -> None:
        """A continued game: restore from what `save_extra` gave; raise when `data` does not fit."""

    def update(self, dt: float) -> None:
        pass

    def on_intent(self, seat: int | None, intent) -> bool:
        return False

    def on_events(self, seat: int | None, action, events: list) -> None:
        pass

    def on_phone_pull(self, seat: int, phase: str, dx: float, dy: float, intent) -> bool:
        """A pull on the seat's phone touchpad ("down" / "move" / "up"; dx, dy from where the finger came down,
        in pad widths, y down); True when this part took it."""
        return False

    def draw(self, surface) -> None:
        pass
