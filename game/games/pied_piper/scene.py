"""The Pied Piper on screen: the town seen from above, the character row in the market square, the active
player's hand at the bottom. Built on the engine's table kit (GameScene): the rules change at once; the screen
catches up event by event (presenter.Shown on the kit's presenter queue) and nobody may act while it does. Bots
wait a moment, like people (TurnBots). Humans play with the mouse, a keyboard zone or a gamepad
(table_input.py). Hot-seat hands hide behind the engine's curtain. Autosave after every action."""
from __future__ import annotations

from game.core.setup import GameSetup
from game.engine import intents as I
from game.engine.i18n import tr
from game.engine.menus.end_screen import Placing
from game.engine.table.banner import TurnBanner
from game.engine.table.bots import TurnBots
from game.engine.table.game_scene import GameScene
from game.games.pied_piper import cards as C
from game.games.pied_piper import events as E
from game.games.pied_piper import layout as L
from game.games.pied_piper import log_lines, table_input
from game.games.pied_piper import rules as R
from game.games.pied_piper.painter import Painter
from game.games.pied_piper.presenter import Shown

BOT_DELAY = 0.75  # seconds a bot "thinks" before each card
# a bot's opening card waits this long once the table is on screen (counted from the first frame drawn, each
# frame at most 1/30 s: the fade-in and a slow first frame rendering the town must not use it up)
OPENING_PAUSE = 2.0
TURN_BANNER_SECONDS = 1.6  # "Your turn, Mia!" slides in at the start of a human's turn for this long
SOUND_OF = {E.CardPlayed: "card_slide", E.CardRevealed: "card_flip", E.FigureTurned: "turn",
            E.MelodyPlayed: "tune", E.RatCharmed: "charm", E.SpecialsFizzled: "fizzle",
            E.DeckReshuffled: "shuffle", E.PlayerEliminated: "overrun", E.GameEnded: "win",
            E.RowRefilled: "card_flip", E.CardsDrawn: "card_slide"}
SQUEAKS = ("squeak", "squeak_high", "squeak_low")


class PiperScene(GameScene):
    game_id = "pied_piper"
    rules = R
    music = "pied_piper/music"  # assets/sounds/pied_piper/music.wav, made from music.py by tools/make_sounds.py
    pause_button_at = L.PAUSE_CENTRE  # clear of the town (town.PAUSE keeps banners off it)
    pause_button_always = True  # a mouse-only family needs the button in sight
    end_delay = 0.0
    log_at, log_width, log_wrap = ((18, 14), "topleft"), 880, 2  # the game log: the cobbles left of the top house

    def __init__(self, app, setup: GameSetup, state=None):
        super().__init__(app, setup, state)
        self.open_hands = bool(setup.options.get("open_hands", False))
        self.revealed: int | None = None  # the human whose hand was shown after the curtain
        self.shown = Shown(self.state, self._viewer())
        self.presenter = self.shown.presenter
        self.painter = Painter(self)
        self.painter.sprites.prewarm({s.colour for s in setup.seats})
        self.driver = TurnBots(self.bots, R, BOT_DELAY)
        self.selected: int | None = None  # index into the shown hand
        self.focus = "hand"  # "hand" | "row": where keyboard / pad input points
        self.row_focus = 0
        self.face_down_next = False
        self.hold_next = False  # no-specials variant: the next face-up card waits under its character
        self.drag: dict | None = None  # {"index", "start", "pos", "moved"}
        self.bounces: list[dict] = []  # cards flying back to the hand after an illegal drop
        self.pointer = (0, 0)
        self.curtain_up = False
        self.squeak_i = 0
        self.carrying_slot: int | None = None  # the character being carried out (lit on screen)
        self.turn_banner = TurnBanner(TURN_BANNER_SECONDS)
        self._was_my_turn = False
        self.opening_left = OPENING_PAUSE if self.state.phase == "opening" else 0.0

    # who is who ---------------------------------------------------------------------------------------------
    def name(self, seat: int) -> str:
        return self.setup.seats[seat].name

    def colour(self, seat: int) -> str:
        return self.setup.seats[seat].colour

    def _needs_curtain(self) -> bool:
        return len(self.humans) > 1 and not self.open_hands

    def _viewer(self) -> int | None:
        """Whose hand the bottom of the screen shows."""
        if self.open_hands:
            return self.state.active
        if len(self.humans) == 1:
            return self.humans[0]
        return self.revealed

    @property
    def opening_pause(self) -> bool:
        """The start player's opening card waits: the family is still looking at the new table."""
        return self.opening_left > 0 and self.state.phase == "opening"

    @property
    def my_turn(self) -> bool:
        """A human may act now: their turn, the screen has caught up, their hand is on show."""
        s = self.state
        return (R.result(s) is None and self.is_human(s.active) and not self.shown.busy
                and not self.curtain_up and self._viewer() == s.active)

    def seat_anchor(self, seat):
        return (round(L.CENTRE[0]), L.HAND_TOP - 50), "midbottom"  # above the hand, where the card bounced

    # the kit's hooks ----------------------------------------------------------------------------------------
    def on_events(self, seat, action, events) -> None:
        mine = action.card if isinstance(action, E.PlayCard) and action.seat == self.shown.seat else None
        self.shown.push(events, my_card=mine)
        self.selected = None
        if isinstance(action, E.PlayCard) and action.face_down:
            self.face_down_next = False
        if isinstance(action, E.PlayCard) and action.hold:
            self.hold_next = False

    def log_lines(self, seat, action, events) -> list:
        return log_lines.lines(self, seat, action, events)

    def present(self, dt: float) -> list:
        started = self.shown.advance(dt, self.state)
        for beat in started:
            self._sound_for(beat.event)
        return started

    def end_title(self) -> str:
        winners = R.result(self.state)["winners"]
        if len(winners) == 1:
            return tr("pied_piper.winner", name=self.name(winners[0]))
        return tr("pied_piper.winners", names=" & ".join(self.name(w) for w in winners))

    def end_placings(self) -> list[Placing]:
        res = R.result(self.state)
        out = {x for g in self.state.eliminated for x in g}
        placings = []
        for i, seat in enumerate(res["ranking"]):
            detail = tr("pied_piper.rank_detail", floor=res["floors"][seat], markers=res["markers"][seat])
            if seat in out:
                detail += f' · {tr("pied_piper.out")}'
            placings.append(Placing(seat, detail, 1 if seat in res["winners"] else i + 1))
        return placings

    def end_note(self) -> str:
        return tr("pied_piper.end.tie_break")

    # every frame ------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.turn_banner.update(dt)
        if self.painter.frames_drawn and self.opening_left > 0:  # counted once the table is on screen
            self.opening_left = max(0.0, self.opening_left - min(dt, 1 / 30))
        now_mine = self.my_turn and not self.state.played
        if now_mine and not self._was_my_turn:
            self.turn_banner.start(self.state.active)
        self._was_my_turn = now_mine
        for b in self.bounces:
            b["t"] += dt / 0.35
        self.bounces = [b for b in self.bounces if b["t"] < 1.0]
        s = self.state
        if self.shown.busy or R.result(s) is not None:
            return
        if self.revealed is not None and self.revealed != s.active:
            self.revealed = None  # hands: hide the previous human's cards once their turn is over
        viewer = self._viewer()
        if viewer != self.shown.seat:
            self.shown.set_seat(s, viewer)
            self.selected = None
        if s.active in self.bots:
            if not self.opening_pause:
                self.driver.update(dt, s, s.active, self.act)
        elif self._needs_curtain() and self.revealed != s.active and not self.curtain_up:
            self._raise_curtain()
        elif not self._needs_curtain():
            self.revealed = s.active

    def _raise_curtain(self) -> None:
        seat = self.state.active
        self.curtain_up = True

        def reveal():
            self.curtain_up = False
            self.revealed = seat
            self.shown.set_seat(self.state, seat)
            self.sound("your_turn")
        self.raise_curtain(seat, reveal)

    def _sound_for(self, ev) -> None:
        if isinstance(ev, E.CharacterCarriedOut):
            self.carrying_slot = ev.slot
        if isinstance(ev, E.FigureStepped):
            if ev.figure == C.PIPER:
                self.sound("tune_short", 0.7)
            else:
                self.sound(SQUEAKS[self.squeak_i % len(SQUEAKS)], 0.8)
                self.squeak_i += 1
            self.sound("step", 0.5)
        elif isinstance(ev, E.FloorChanged):
            self.sound("floor_up" if ev.new > ev.old else "floor_down", 0.8)
        elif isinstance(ev, E.TurnStarted):
            if self.is_human(ev.seat) and not self._needs_curtain():
                self.sound("your_turn", 0.7)
        elif type(ev) in SOUND_OF:
            self.sound(SOUND_OF[type(ev)])

    # input ------------------------------------------------------------------------------------------------
    def _accepts(self, intent) -> bool:
        """Input for the active human: from their own device, or any device of theirs in hot-seat."""
        active = self.state.active
        if intent.seat == active:
            return True
        return intent.seat is None or intent.device == self.device_of(active)

    def on_intent(self, intent) -> None:
        if self.common_intent(intent):
            return
        if intent.is_pointer:
            self.pointer = intent.pos or self.pointer
        if intent.action in (I.CONFIRM, I.BACK) and self.shown.busy:
            self.shown.speed = 3.0  # hurry the animation along
            return
        if not self.my_turn or not self._accepts(intent):
            return
        if intent.is_pointer:
            table_input.pointer(self, intent)
        else:
            table_input.button(self, intent.action)

    # what the hand may do now -------------------------------------------------------------------------------
    def legal(self) -> list:
        return R.legal_actions(self.state, self.state.active) if self.my_turn else []

    def legal_slots(self, card: int | None) -> set[int]:
        if card is None:
            return set()
        return {a.slot for a in self.legal() if isinstance(a, E.PlayCard) and a.card == card}

    def ready_slots(self) -> list[int]:
        return [a.slot for a in self.legal() if isinstance(a, E.ExecuteCharacter)]

    def hand(self) -> list[int]:
        return self.shown.data["hand"]

    def selected_card(self) -> int | None:
        h = self.hand()
        return h[self.selected] if self.selected is not None and self.selected < len(h) else None

    def can_face_down(self) -> bool:
        return bool(self.state.face_down and not self.state.face_down_used and self.state.phase != "order")

    def can_hold(self, slot: int | None = None) -> bool:
        return R.can_hold(self.state, slot)

    def draw(self, surface) -> None:
        self.painter.draw(surface)
        self.draw_log(surface)


def make_scene(app, setup: GameSetup, state=None) -> PiperScene:
    """The game for a set-up; `state` is a restored rules state, or its JSON from a save."""
    return PiperScene(app, setup, state)


def demo_scene(app, seed: int = 1, moment: str | None = None) -> PiperScene:
    """A scene for screenshots and the bench (moments: see demo.py)."""
    from game.games.pied_piper.demo import build

    return build(app, seed, moment)
