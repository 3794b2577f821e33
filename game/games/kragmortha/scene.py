"""Kragmortha on screen: the Dark Lord's library seen from above, a table kit GameScene made of parts.

The rules change at once; the presenter shows event by event (beats.py) and nobody acts meanwhile. The parts,
in the order they are updated, asked for input and drawn: who acts and what is on offer (choices.py), the
drawing (painter.py) and the turn banner (turn_banner.py), the penalties in the engine's handicaps and the bots'
slips (seat_penalties.py), whose private screen is on show and the curtain (the kit's HotSeat) held until a
mover has seen what their deed did (linger.py), turns beginning
(turns.py), the players' hands (table_input.py) and the bots' pace (bot_pacing.py). Demo tables: demo.py."""
from __future__ import annotations

from game.core.setup import GameSetup
from game.engine.i18n import tr
from game.engine.menus.end_screen import Placing
from game.engine.table.game_scene import GameScene
from game.engine.table.hot_seat import HotSeat
from game.games.kragmortha import beats as BT
from game.games.kragmortha import layout as L
from game.games.kragmortha import log_lines
from game.games.kragmortha import penalties as P
from game.games.kragmortha import rules as R
from game.games.kragmortha.bot_pacing import BotPacing
from game.games.kragmortha.choices import Choices
from game.games.kragmortha.linger import Linger
from game.games.kragmortha.painter import Painter
from game.games.kragmortha.seat_penalties import Penalties
from game.games.kragmortha.table_input import TableInput
from game.games.kragmortha.turn_banner import Banner
from game.games.kragmortha.turns import Turns

BOT_DELAY = 0.7


class KragScene(GameScene):
    game_id = "kragmortha"
    rules = R
    illegal_sound = "reflex_alert"
    pause_button_at = (L.W - 60, 42)
    pause_button_always = True
    end_delay = 0.8
    log_at, log_width, log_wrap = ((8, 1074), "bottomleft"), 378, 2  # the game log: under the left panels

    def __init__(self, app, setup: GameSetup, state=None, still: bool = False):
        """`still`: a demo moment showing a person's turn (nobody takes it over, no banner over it)."""
        super().__init__(app, setup, state)
        self.keep_humans = still
        open_hands = bool(setup.options.get("open_hands", self.state.options.get("open_hands", False)))
        ctx, seats = self.ctx, app.input
        self.hot_seat = HotSeat(ctx, lambda: self.choices.owed(), waits=lambda: ctx.busy() or self.linger.holding(),
                                needs_curtain=lambda: self.hot_seat.shared_by_several() and not open_hands,
                                on_show=lambda seat, _after_curtain: self.turns.shown(seat),
                                message=lambda seat: self.choices.curtain_words(seat))
        self.linger = Linger(ctx, self.hot_seat.needs_curtain)
        self.choices = Choices(ctx, self.hot_seat, open_hands, lambda: self.linger.mover)
        self.penalties = Penalties(ctx, seats.handicaps, lambda: self.painter.regions(), self.on_intent,
                                   hidden=lambda: self.banner.showing)
        self.table_input = TableInput(ctx, self.choices, self.penalties, seats.handicaps)
        self.painter = Painter(ctx, self.choices, self.table_input, seats)
        self.banner = Banner(ctx, 0.0 if still else 1.4)
        self.bot_pacing = BotPacing(ctx, self.choices, BOT_DELAY)
        self.turns = Turns(ctx, seats.handicaps, self.hot_seat, self.choices, self.table_input, self.penalties,
                           self.banner, self.bot_pacing, keep_peek=lambda: self.keep_humans)
        for part in (self.choices, self.painter, self.banner, self.penalties, self.hot_seat, self.linger, self.turns,
                     self.table_input, self.bot_pacing):
            self.add_part(part)

    @property
    def handicaps(self):
        return self.app.input.handicaps

    def seat_anchor(self, seat):
        if seat is None or not 0 <= seat < self.state.players:
            return (L.BOARD.centerx, L.BOARD.top + 20), "midtop"
        r = L.panel_rect(seat, self.state.players)
        return (r.centerx, r.bottom + 4), "midtop"

    # the kit's hooks ----------------------------------------------------------------------------------------
    def log_lines(self, seat, action, events) -> list:
        return log_lines.lines(events, self.seat_name, len(self.setup.seats))

    def beats_for(self, event) -> list:
        return BT.beats_for(event)

    def end_title(self) -> str:
        winners = R.result(self.state)["winners"]
        if len(winners) == 1:
            return tr("kragmortha.screen.winner", name=self.seat_name(winners[0]))
        return tr("kragmortha.screen.winners", names=" & ".join(self.seat_name(w) for w in winners))

    def end_placings(self) -> list[Placing]:
        res = R.result(self.state)
        key = {s: (res["standings"][s][0], -res["standings"][s][1], -res["standings"][s][2])
               for s in res["ranking"]}
        out = []
        for seat in res["ranking"]:
            pen, books, magic = res["standings"][seat]
            detail = tr("kragmortha.screen.detail", penalties=pen, books=books, magic=magic)
            place = 1 + sum(1 for o in res["ranking"] if key[o] < key[seat])
            out.append(Placing(seat, detail, place))
        return out

    def end_note(self) -> str:
        res = R.result(self.state)
        if res["reason"] == "penalties":
            who = next((s for s in range(self.state.players) if len(self.state.held[s]) >= P.MAX_HELD), 0)
            why = tr("kragmortha.end.penalties", name=self.seat_name(who))
        else:
            why = tr("kragmortha.end.spellbooks")
        return f'{why} {tr("kragmortha.tie." + res["tie_break"])}'

    def save(self) -> None:
        if all(seat in self.bots for seat in self.humans):
            return  # bots stand in at every seat (attract, bench): like a table of bots, nothing to continue
        super().save()

    def open_pause(self) -> None:
        """Saved first: Continue after quitting from the menu finds the keys where they were."""
        if not self.is_over():
            self.save()
        super().open_pause()

    def pause(self) -> None:
        self.handicaps.set_paused(True)

    def resume(self) -> None:
        super().resume()
        self.handicaps.set_paused(False)

    def exit(self) -> None:
        super().exit()
        self.handicaps.clear()
        self.handicaps.end_turn()
        self.handicaps.hold_turn_clock(False)  # the engine's handicaps outlive this table

    def draw(self, surface) -> None:
        """The parts, the seats' messages over them, then the log strip (over everything, at the bottom left)."""
        for part in self.parts:
            part.draw(surface)
        self.messages.draw(surface)
        self.draw_log(surface)


def make_scene(app, setup: GameSetup, state=None, still: bool = False) -> KragScene:
    return KragScene(app, setup, state, still)


def demo_scene(app, seed: int = 1, moment: str | None = None) -> KragScene:
    """Moments: see demo.MOMENTS."""
    from game.games.kragmortha.demo import build

    return build(app, seed, moment, make_scene)
