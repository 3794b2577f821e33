"""The searcher's hand: where the searcher points now, for the board to draw and for their clicks. A human's
mouse or pad cursor (the Wobble spell makes it drift; a wobbling pad's own cursor is carried along, wobble.py),
a keyboard player's tile cursor, or a bot's hand that glides to the tile it picked, for everyone to see (and
wobbles too under the spell). The spells on the searcher this turn are read here as well.

A part of the Baba Yaga scene (a mixin): it keeps `ghost`, `ghost_target` and `pad_wobble` on the scene and reads
its state, humans, clock, cursor, pointers, device_of and app.input."""
from __future__ import annotations

from game.engine.intents import is_pad
from game.games.baba_yaga import controls as C
from game.games.baba_yaga import layout as L
from game.games.baba_yaga import moves as M
from game.games.baba_yaga.wobble import PadWobble, wobble_offset


class SearcherHand:
    def init_searcher_hand(self) -> None:
        self.ghost: list[float] = [float(L.BOARD_CX), float(L.BOARD_CY)]  # a bot searcher's hand
        self.ghost_target: tuple[int, int] | None = None
        self.pad_wobble = PadWobble()  # a wobbling gamepad searcher's cursor, carried along the wobble

    def move_ghost(self, dt: float) -> None:
        """A bot searcher's hand glides to its target."""
        if self.ghost_target is not None:
            k = min(1.0, dt * 9.0)
            self.ghost[0] += (self.ghost_target[0] - self.ghost[0]) * k
            self.ghost[1] += (self.ghost_target[1] - self.ghost[1]) * k

    def _bot_hand(self, seat: int, action) -> None:
        """A bot's hand moves to the tile it picked, for everyone to see."""
        if isinstance(action, (M.FlipTile, M.LiftHouse, M.FlipBack)):
            self.ghost_target = L.index_center(getattr(action, "cell", self.state.house))

    def effects(self) -> list[str]:
        return list(self.state.turn.get("effects", [])) if self.state.phase == "search" else []

    def wobbling(self) -> bool:
        return "wobble" in self.effects() and self.state.active in self.humans

    def wobbling_pad(self) -> str | None:
        """The gamepad of a human searcher under the Wobble spell (its cursor is carried along the wobble)."""
        device = self.device_of(self.state.active) if self.wobbling() else None
        return device if is_pad(device) else None

    def searcher_pointer(self) -> tuple[float, float] | None:
        """Where the searcher points now (wobble included): their mouse / pad cursor, a keyboard player's
        tile cursor, or a bot's moving hand."""
        seat = self.state.active
        if seat not in self.humans:
            if "wobble" in self.effects():  # a bot's hand wobbles too, for everyone to see
                dx, dy = wobble_offset(self.clock)
                return self.ghost[0] + dx * 0.5, self.ghost[1] + dy * 0.5
            return tuple(self.ghost)
        device = self.device_of(seat)
        if not C.uses_pointer(device):
            return self.cursor.center
        carried = self.pad_wobble.pointer(device)
        if carried is not None:
            return carried  # the pad's own cursor already wobbles
        pos = self.pointers.get(device) or self.app.input.pointer_pos(device)
        if pos is None or not self.wobbling():
            return pos
        dx, dy = wobble_offset(self.clock)
        return pos[0] + dx, pos[1] + dy
