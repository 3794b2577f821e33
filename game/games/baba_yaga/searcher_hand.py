"""`SearcherHand`: where the searcher points now, for the board to draw and for their clicks. A human's mouse
or pad cursor (the Wobble spell makes it drift; a wobbling pad's own cursor is carried along, wobble.py), a
keyboard player's tile cursor, or a bot's hand that glides to the tile it picked, for everyone to see (and
wobbles too under the spell). The spells on the searcher this turn are read here as well.

It owns every device's last pointer position, the keyboard tile cursor, the bot's hand and the pad wobble."""
from __future__ import annotations

from collections.abc import Callable

from game.engine.intents import POINTER_DOWN, POINTER_MOVE, is_pad
from game.engine.table.part import Part
from game.games.baba_yaga import controls
from game.games.baba_yaga import layout as L
from game.games.baba_yaga import moves as M
from game.games.baba_yaga.wobble import PadWobble, wobble_offset

GLIDE = 9.0  # how fast a bot's hand closes on its target (share of the way per second)


class SearcherHand(Part):
    def __init__(self, ctx, inputs: Callable):
        """`inputs()`: the app's input devices (pointer positions, the pad cursors the wobble carries)."""
        self.ctx = ctx
        self.inputs = inputs
        self.pointers: dict[str, tuple[int, int]] = {}  # device -> where it last pointed on the table
        self.cursor = controls.TileCursor()  # a keyboard searcher's tile cursor
        self.ghost: list[float] = [float(L.BOARD_CX), float(L.BOARD_CY)]  # a bot searcher's hand
        self.ghost_target: tuple[int, int] | None = None
        self.pad_wobble = PadWobble()  # a wobbling gamepad searcher's cursor, carried along the wobble

    # the kit's hooks ------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.pad_wobble.update(self.inputs(), self.wobbling_pad(), wobble_offset(self.ctx.clock))
        self.move_ghost(dt)

    def on_intent(self, seat, intent) -> bool:
        if intent.pos is not None and intent.action in (POINTER_MOVE, POINTER_DOWN):
            self.pointers[intent.device] = intent.pos
        return False

    def on_events(self, seat, action, events) -> None:
        for e in events:
            if isinstance(e, M.TileFlipped) and self.ctx.seats.is_bot(e.seat):
                self.ghost_target = L.index_center(e.cell)

    def stop(self) -> None:
        """The table closes: a wobbling pad's cursor is its own again."""
        self.pad_wobble.stop(self.inputs())

    # the bot's hand -------------------------------------------------------------------------------------------
    def move_ghost(self, dt: float) -> None:
        """A bot searcher's hand glides to its target."""
        if self.ghost_target is not None:
            k = min(1.0, dt * GLIDE)
            self.ghost[0] += (self.ghost_target[0] - self.ghost[0]) * k
            self.ghost[1] += (self.ghost_target[1] - self.ghost[1]) * k

    def place_ghost(self, pos) -> None:
        """The bot's hand rests at `pos` (a demo moment)."""
        self.ghost_target = None
        self.ghost[:] = list(pos)

    def bot_hand(self, seat: int, action) -> None:
        """A bot's hand moves to the tile it picked, for everyone to see."""
        if isinstance(action, (M.FlipTile, M.LiftHouse, M.FlipBack)):
            self.ghost_target = L.index_center(getattr(action, "cell", self.ctx.state.house))

    # the searcher ---------------------------------------------------------------------------------------------
    def effects(self) -> list[str]:
        s = self.ctx.state
        return list(s.turn.get("effects", [])) if s.phase == "search" else []

    def wobbling(self) -> bool:
        return "wobble" in self.effects() and self.ctx.seats.is_human(self.ctx.state.active)

    def wobbling_pad(self) -> str | None:
        """The gamepad of a human searcher under the Wobble spell (its cursor is carried along the wobble)."""
        device = self.ctx.seats.device_of(self.ctx.state.active) if self.wobbling() else None
        return device if is_pad(device) else None

    def searcher_pointer(self) -> tuple[float, float] | None:
        """Where the searcher points now (wobble included): their mouse / pad cursor, a keyboard player's
        tile cursor, or a bot's moving hand."""
        seats = self.ctx.seats
        seat = self.ctx.state.active
        if not seats.is_human(seat):
            if "wobble" in self.effects():  # a bot's hand wobbles too, for everyone to see
                dx, dy = wobble_offset(self.ctx.clock)
                return self.ghost[0] + dx * 0.5, self.ghost[1] + dy * 0.5
            return tuple(self.ghost)
        device = seats.device_of(seat)
        if not controls.uses_pointer(device):
            return self.cursor.center
        carried = self.pad_wobble.pointer(device)
        if carried is not None:
            return carried  # the pad's own cursor already wobbles
        pos = self.pointers.get(device) or self.inputs().pointer_pos(device)
        if pos is None or not self.wobbling():
            return pos
        dx, dy = wobble_offset(self.ctx.clock)
        return pos[0] + dx, pos[1] + dy
