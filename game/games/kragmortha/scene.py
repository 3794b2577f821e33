"""Kragmortha on screen: the Dark Lord's library seen from above, built on the table kit (GameScene).

The rules change at once; the presenter shows event by event (beats.py) and nobody acts meanwhile. Bots are
paced by TurnBots and obey their penalties through game/core/handicap_bots.py (they slip at their
difficulty's rate). A human seat's penalties are handed to the engine (`app.input.handicaps`) as the rules'
pieces (`rules.handicap_of`), with OWN_TURN begun when that seat's turn starts (after the curtain in hot
seat); a HandicapBroken report becomes the rules' BreakPenalty (a "Broken!" moment), a HandicapTimeUp the
Hourglass's TimeUp. Input: table_input.py; what the active seat sees and may do now: choices.py; drawing:
painter.py; demo tables: demo.py."""
from __future__ import annotations

from game.core import handicap_bots as HB
from game.core.setup import GameSetup
from game.engine import intents as I
from game.engine.i18n import tr
from game.engine.menus.end_screen import Placing
from game.engine.table.banner import TurnBanner
from game.engine.table.bots import TurnBots
from game.engine.table.game_scene import GameScene
from game.games.kragmortha import beats as BT
from game.games.kragmortha import events as E
from game.games.kragmortha import layout as L
from game.games.kragmortha import log_lines, table_input
from game.games.kragmortha import penalties as P
from game.games.kragmortha import rules as R
from game.games.kragmortha.choices import SeatChoices
from game.games.kragmortha.painter import Painter
from game.games.kragmortha.seat_penalties import SeatPenalties

BOT_DELAY = 0.7


class KragScene(GameScene, SeatChoices):
    game_id = "kragmortha"
    rules = R
    illegal_sound = "reflex_alert"
    pause_button_at = (L.W - 60, 42)
    pause_button_always = True
    end_delay = 0.8
    log_at, log_width, log_wrap = ((8, 1074), "bottomleft"), 378, 2  # the game log: under the left panels

    def __init__(self, app, setup: GameSetup, state=None):
        super().__init__(app, setup, state)
        self.open_hands = bool(setup.options.get("open_hands", self.state.options.get("open_hands", False)))
        self.driver = TurnBots(self.bots, R, BOT_DELAY)
        self.revealed: int | None = None  # the human whose hand is on show after the curtain
        self.curtain_up = False
        self.selected: int | None = None  # index into the shown hand
        self.hover: int | None = None
        self.peek: tuple | None = None  # what is shown big while pointed at: ("book", i), ("cure", i), ("desk", 0)
        self.focus = "hand"  # keyboard / pad: "hand" or "board"
        self.hand_focus = 0
        self.cursor = (5, 3)
        self.pointer = (960, 540)
        self.turn_banner = TurnBanner(1.4)
        self._turn_key = None
        self.penalties = SeatPenalties(self)
        self._goblin_colours: list[str] = []
        self.version = 0  # counts the actions applied (caches of what may be done now follow it)
        self.bot_hold = 0.0  # game seconds a bot still waits (its slow penalty) before the driver goes on
        self._settled: tuple | None = None  # (version, phase) the keys' cursor was last put on a choice for
        self._excused: tuple = ()  # the seat whose others'-turn penalties lapse while it answers out of turn
        self.painter = Painter(self)

    # who is who ---------------------------------------------------------------------------------------------
    def name(self, seat: int) -> str:
        return self.setup.seats[seat].name

    def goblin_colour(self, seat: int) -> str:
        """The goblin's cloak: the seat's set-up colour (so badges, panels and the end screen agree), or the
        first goblin colour nobody has (the art has eight)."""
        if not self._goblin_colours:
            seats = self.setup.seats[:self.state.players]
            wanted = {cfg.colour for cfg in seats}
            taken: list[str] = []
            for cfg in seats:
                if cfg.colour in R.COLOURS and cfg.colour not in taken:
                    taken.append(cfg.colour)
                else:
                    free = [c for c in R.COLOURS if c not in taken]
                    taken.append(next((c for c in free if c not in wanted), free[0]))
            self._goblin_colours = taken
        return self._goblin_colours[seat]

    def _needs_curtain(self) -> bool:
        return len(self.humans) > 1 and not self.open_hands

    def seat_anchor(self, seat):
        if seat is None or not 0 <= seat < self.state.players:
            return (L.BOARD.centerx, L.BOARD.top + 20), "midtop"
        r = L.panel_rect(seat, self.state.players)
        return (r.centerx, r.bottom + 4), "midtop"

    @property
    def handicaps(self):
        return self.app.input.handicaps

    # the kit's hooks ----------------------------------------------------------------------------------------
    def log_lines(self, seat, action, events) -> list:
        return log_lines.lines(self, seat, action, events)

    def on_events(self, seat, action, events) -> None:
        self.version += 1
        for event in events:
            self.presenter.add(BT.beats_for(self, event))
        for name in P.triggers(events):
            if self.handicaps.trigger(name):  # a human's reflex window opens: key and countdown on the panel
                self.sound("reflex_alert", 0.8)
            self.penalties.bot_reflexes(name)
        self.selected = None
        self.penalties.sync()
        if seat in self.bots and not isinstance(action, E.BreakPenalty):
            return
        self.driver.reset()

    def end_title(self) -> str:
        winners = R.result(self.state)["winners"]
        if len(winners) == 1:
            return tr("kragmortha.screen.winner", name=self.name(winners[0]))
        return tr("kragmortha.screen.winners", names=" & ".join(self.name(w) for w in winners))

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
            why = tr("kragmortha.end.penalties", name=self.name(who))
        else:
            why = tr("kragmortha.end.spellbooks")
        return f'{why} {tr("kragmortha.tie." + res["tie_break"])}'

    # turns --------------------------------------------------------------------------------------------------
    def _begin_turn(self) -> None:
        s = self.state
        self.handicaps.begin_turn(s.active)
        self._excused = ()  # a new turn excuses nobody
        self.selected, self.hover, self.focus, self.hand_focus = None, None, "hand", 0
        self.peek = self.peek if self.keep_humans else None  # a demo moment keeps what it points at
        if s.goblins[s.active] is not None:
            self.cursor = tuple(s.goblins[s.active])
        if s.active in self.bots:
            self.penalties.bot_turn(s.active)
        elif s.phase == "play" and not s.cards_played:
            self.turn_banner.start(s.active)
        for other in self.bots:  # a statue bot may fidget while another plays
            if other != s.active:
                self.penalties.bot_slips(other, HB.IDLE)

    # every frame ------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.turn_banner.update(dt)
        self.painter.update(dt)
        self.penalties.sync()
        self.handicaps.set_regions(self.painter.regions())
        for intent in self.handicaps.update(dt):
            self.on_intent(intent)
        s = self.state
        if s.outcome is not None:
            return
        key = (s.turn, s.active, s.phase == "placement")
        acting = self.acting
        if not self.presenter.busy():
            curtained = self._needs_curtain() and self.is_human(acting) and acting not in self.bots
            if key != self._turn_key:
                if not curtained or self.revealed == s.active:  # nobody else to hide the hand from
                    self._turn_key = key
                    self._begin_turn()
                elif not self.curtain_up:
                    self._raise_curtain()
            elif curtained and self.revealed != acting and not self.curtain_up:
                self._raise_curtain(new_turn=False)  # a goblin's owner is asked in someone else's turn
        self._excuse(acting)
        if self.my_turn and self.device_of(acting) != "mouse":
            board = (self.version, s.phase)
            if board != self._settled:  # a new choice: keys and pads start on it
                self._settled = board
                if s.phase not in ("play", "discard", "cure"):
                    self.focus = "board"
                    table_input.settle_cursor(self)
                elif self.focus == "hand" and self.hover is None:
                    items = table_input.hand_items(self)
                    kind, i = items[self.hand_focus % len(items)] if items else (None, None)
                    self.hover = i if kind == "card" else None  # the focused card's steps light up
        if acting in self.bots:
            if self.bot_hold > 0:
                self.bot_hold -= dt
                return
            self.driver.update(dt, s, acting, self.act, ready=not self.presenter.busy())

    def _excuse(self, acting: int) -> None:
        """A person answering for their goblin in someone else's turn: their others'-turn penalties (Statue)
        lapse while they choose."""
        excused = (acting,) if acting != self.state.active and acting in self.humans and acting not in self.bots \
            else ()
        if excused != self._excused:
            self._excused = excused
            self.handicaps.excuse(excused)

    def _raise_curtain(self, new_turn: bool = True) -> None:
        seat = self.acting
        self.curtain_up = True
        self.revealed = None

        def reveal():
            self.curtain_up = False
            self.revealed = seat
            if new_turn:
                self._turn_key = (self.state.turn, seat, self.state.phase == "placement")
                self._begin_turn()
        self.raise_curtain(seat, reveal)

    def save(self) -> None:
        if all(seat in self.bots for seat in self.humans):
            return  # bots stand in at every seat (attract, bench): like a table of bots, nothing to continue
        super().save()

    def pause(self) -> None:
        self.handicaps.set_paused(True)

    def resume(self) -> None:
        super().resume()
        self.handicaps.set_paused(False)

    def exit(self) -> None:
        super().exit()
        self.handicaps.clear()
        self.handicaps.end_turn()

    # input --------------------------------------------------------------------------------------------------
    def _accepts(self, intent) -> bool:
        seat = self.acting
        return intent.seat == seat or (intent.seat is None and intent.device == self.device_of(seat))

    def on_intent(self, intent) -> None:
        if self.common_intent(intent):
            return
        if intent.action == I.HANDICAP:
            self.penalties.on_handicap(intent)
            return
        if intent.is_pointer and intent.pos:
            self.pointer = intent.pos
            if not self.my_turn:  # anyone may look at the spellbooks and penalties on show
                self.peek = table_input.looked_at(self, intent.pos)
        if intent.action in (I.CONFIRM, I.BACK, I.POINTER_DOWN) and self.presenter.busy():
            self.presenter.speed = 3.0
            return
        if not self.my_turn or not self._accepts(intent):
            return
        if intent.is_pointer:
            table_input.pointer(self, intent)
        else:
            table_input.button(self, intent.action)

    # drawing ------------------------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        self.painter.draw(surface)
        self.draw_log(surface)


def make_scene(app, setup: GameSetup, state=None) -> KragScene:
    return KragScene(app, setup, state)


def demo_scene(app, seed: int = 1, moment: str | None = None) -> KragScene:
    """Moments: see demo.MOMENTS."""
    from game.games.kragmortha.demo import build

    return build(app, seed, moment)
