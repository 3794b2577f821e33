"""The Pied Piper on screen: the town seen from above, the character row in the market square, the active
player's hand at the bottom. Rules change at once; the screen catches up event by event (presenter.Shown), and
nobody may act while it does. Bots wait a moment, like people. Humans play with the mouse (drag a card onto a
character, or click a card then a character), a keyboard zone or a gamepad (left/right pick a card, up goes to
the characters, confirm plays, act1 turns the next card face down). Autosave after every action."""
from __future__ import annotations

import logging

import pygame

from game.core.actions import IllegalAction
from game.core.setup import GameSetup, SeatConfig
from game.engine import intents as I
from game.engine.i18n import tr
from game.engine.scene import Scene
from game.games.pied_piper import bot as B
from game.games.pied_piper import cards as C
from game.games.pied_piper import events as E
from game.games.pied_piper import layout as L
from game.games.pied_piper import rules as R
from game.games.pied_piper.painter import TURN_BANNER_SECONDS, Painter
from game.games.pied_piper.presenter import Shown

log = logging.getLogger(__name__)

BOT_DELAY = 0.75  # seconds a bot "thinks" before each card
DRAG_THRESHOLD = 12
MESSAGE_SECONDS = 3.0
SOUND_OF = {E.CardPlayed: "card_slide", E.CardRevealed: "card_flip", E.FigureTurned: "turn",
            E.MelodyPlayed: "tune", E.RatCharmed: "charm", E.SpecialsFizzled: "fizzle",
            E.DeckReshuffled: "shuffle", E.PlayerEliminated: "overrun", E.GameEnded: "win",
            E.RowRefilled: "card_flip", E.CardsDrawn: "card_slide"}
SQUEAKS = ("squeak", "squeak_high", "squeak_low")
MUSIC = "pied_piper/music"  # assets/sounds/pied_piper/music.wav, made from music.py by tools/make_sounds.py
_THINKING = object()


class PiperScene(Scene):
    pause_button = False  # the scene draws its own pause corner, placed clear of the town (layout.PAUSE_CENTRE)

    def __init__(self, app, setup: GameSetup, state=None):
        super().__init__(app)
        self.setup = setup
        self.state = state if state is not None else R.new_game(setup.config(), setup.seed)
        self.humans = [i for i, s in enumerate(setup.seats) if not s.is_bot]
        self.open_hands = bool(setup.options.get("open_hands", False))
        self.bots = {i: B.make_bot(i, s.difficulty, setup.seed) for i, s in enumerate(setup.seats) if s.is_bot}
        self.revealed: int | None = None  # the human whose hand was shown after the curtain
        self.shown = Shown(self.state, self._viewer())
        self.painter = Painter(self)
        self.painter.sprites.prewarm({s.colour for s in setup.seats})
        self.bot_wait = BOT_DELAY
        self.bot_steps = None  # a bot's search in progress (a generator), and its answer once found
        self.bot_choice = _THINKING
        self.clock = 0.0
        self.selected: int | None = None  # index into the shown hand
        self.focus = "hand"  # "hand" | "row": where keyboard / pad input points
        self.row_focus = 0
        self.face_down_next = False
        self.drag: dict | None = None  # {"index", "start", "pos", "moved"}
        self.bounces: list[dict] = []  # cards flying back to the hand after an illegal drop
        self.message: tuple[str, float] | None = None
        self.pointer = (0, 0)
        self.curtain_up = False
        self.end_shown = False
        self.own_end_panel = False  # True when the engine has no end screen: the painter draws one
        self.squeak_i = 0
        self.carrying_slot: int | None = None  # the character being carried out (lit on screen)
        self.turn_banner_until = -1.0  # "Your turn, Mia!" across the top, when a human may start
        self._was_my_turn = False
        self.pause_corner = self._make_pause_corner()

    def _make_pause_corner(self):
        """A round pause button (top right): Esc / Start pause too, but a mouse-only family needs a button."""
        try:
            from game.engine.menus.pause import PauseCorner
        except ImportError:
            return None
        return PauseCorner(self.app, "pied_piper", L.PAUSE_CENTRE, L.PAUSE_RADIUS)

    # life cycle ---------------------------------------------------------------------------------------------
    def enter(self) -> None:
        self._music(True)

    def resume(self) -> None:
        self._music(True)  # back from the pause menu or the curtain: the tune goes on (never restarts)

    def exit(self) -> None:
        self._music(False)  # the title and the set-up start their own tune

    def _music(self, on: bool) -> None:
        """The looping jig through the engine's audio (it applies the music volume setting); sound is optional."""
        audio = getattr(self.app, "audio", None)
        try:
            if on and hasattr(audio, "play_music"):
                audio.play_music(MUSIC)
            elif not on and hasattr(audio, "stop_music"):
                audio.stop_music()
        except Exception:  # a tune is never worth a crash
            log.warning("music %s", "start failed" if on else "stop failed", exc_info=True)

    # who is who ---------------------------------------------------------------------------------------------
    def name(self, seat: int) -> str:
        return self.setup.seats[seat].name

    def colour(self, seat: int) -> str:
        return self.setup.seats[seat].colour

    def is_human(self, seat: int) -> bool:
        return seat in self.humans

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
    def my_turn(self) -> bool:
        """A human may act now: their turn, the screen has caught up, their hand is on show."""
        s = self.state
        return (R.result(s) is None and self.is_human(s.active) and not self.shown.busy
                and not self.curtain_up and self._viewer() == s.active)

    # applying actions -------------------------------------------------------------------------------------
    def act(self, action) -> bool:
        """Apply an action; on an illegal one show the reason. Returns True if it was applied."""
        try:
            events = R.apply(self.state, action)
        except IllegalAction as exc:
            self.say(tr(str(exc)))
            return False
        mine = action.card if isinstance(action, E.PlayCard) else None
        self.shown.push(events, my_card=mine if action.seat == self.shown.seat else None)
        self.selected = None
        if isinstance(action, E.PlayCard) and action.face_down:
            self.face_down_next = False
        self._autosave()
        return True

    def _autosave(self) -> None:
        try:
            self.app.saves.save(self.setup, R.to_json(self.state), {"game": "pied_piper"})
        except Exception:  # a failed save is logged, the game goes on
            log.warning("autosave failed", exc_info=True)

    def say(self, text: str) -> None:
        self.message = (text, self.clock + MESSAGE_SECONDS)

    def sound(self, name: str, volume: float = 1.0) -> None:
        audio = getattr(self.app, "audio", None)
        if audio is not None:
            audio.play("pied_piper/" + name, volume)

    # every frame ------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        now_mine = self.my_turn and not self.state.played
        if now_mine and not self._was_my_turn:
            self.turn_banner_until = self.clock + TURN_BANNER_SECONDS
        self._was_my_turn = now_mine
        for anim in self.shown.advance(dt, self.state):
            self._sound_for(anim)
        for b in self.bounces:
            b["t"] += dt / 0.35
        self.bounces = [b for b in self.bounces if b["t"] < 1.0]
        if self.shown.busy:
            return
        s = self.state
        if R.result(s) is not None:
            if not self.end_shown:
                self.end_shown = True
                self._show_end()
            return
        # hands: hide the previous human's cards once their turn is over
        if self.revealed is not None and self.revealed != s.active:
            self.revealed = None
        viewer = self._viewer()
        if viewer != self.shown.seat:
            self.shown.set_seat(s, viewer)
            self.selected = None
        if s.active in self.bots:
            self._bot_step(dt)
            return
        if self._needs_curtain() and self.revealed != s.active and not self.curtain_up:
            self._raise_curtain()
        elif not self._needs_curtain():
            self.revealed = s.active

    def _show_end(self) -> None:
        """The engine's end screen (ranking, play again, menu) over the final town; our own panel otherwise."""
        try:
            from game.engine.menus.end_screen import EndScreen, Placing
        except ImportError:
            self.own_end_panel = True
            return
        res = R.result(self.state)
        winners = res["winners"]
        title = (tr("pied_piper.winner", name=self.name(winners[0])) if len(winners) == 1 else
                 tr("pied_piper.winners", names=" & ".join(self.name(w) for w in winners)))
        out = {x for g in self.state.eliminated for x in g}
        placings = []
        for i, seat in enumerate(res["ranking"]):
            detail = tr("pied_piper.rank_detail", floor=res["floors"][seat], markers=res["markers"][seat])
            if seat in out:
                detail += f' · {tr("pied_piper.out")}'
            placings.append(Placing(seat, detail, 1 if seat in winners else i + 1))
        self.app.push(EndScreen(self.app, self.setup, title, placings))

    def _bot_step(self, dt: float) -> None:
        """A bot thinks one slice per frame (a hard bot's search never stalls a frame) and acts once it has
        an answer and its human-like delay is over."""
        s = self.state
        self.bot_wait -= dt
        if self.bot_steps is None:
            legal = R.legal_actions(s, s.active)
            self.bot_steps = self.bots[s.active].think(R.view(s, s.active), legal)
            self.bot_choice = _THINKING
        if self.bot_choice is _THINKING:
            try:
                next(self.bot_steps)
            except StopIteration as done:
                self.bot_choice = done.value
        if self.bot_choice is not _THINKING and self.bot_wait <= 0:
            choice = self.bot_choice
            self.bot_steps, self.bot_choice, self.bot_wait = None, _THINKING, BOT_DELAY
            if choice is not None:
                self.act(choice)

    def _raise_curtain(self) -> None:
        seat = self.state.active
        self.curtain_up = True

        def reveal():
            self.curtain_up = False
            self.revealed = seat
            self.shown.set_seat(self.state, seat)
            self.sound("your_turn")

        try:
            from game.engine.curtain import Curtain
            curtain = Curtain(self.app, self.name(seat), reveal, colour=self.colour(seat),
                              rules_game_id="pied_piper")
        except ImportError:  # an engine without the curtain: our own
            from game.games.pied_piper.curtain_local import PassCurtain
            from game.games.pied_piper.sprites import SEAT_RGB
            curtain = PassCurtain(self.app, self.name(seat), reveal, SEAT_RGB.get(self.colour(seat)))
        self.app.push(curtain)

    def _sound_for(self, anim) -> None:
        ev = anim.event
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
        own = self.setup.seats[active].device if self.is_human(active) else None
        return intent.seat is None or intent.device == own

    def on_intent(self, intent) -> None:
        if intent.action == I.PAUSE:
            self.app.open_pause_menu(rules_game_id="pied_piper")
            return
        if self.pause_corner is not None and self.pause_corner.on_intent(intent):
            return
        if intent.is_pointer:
            self.pointer = intent.pos or self.pointer
        if R.result(self.state) is not None and not self.shown.busy:
            if intent.action in (I.CONFIRM, I.POINTER_UP, I.BACK):
                self.app.to_title()
            return
        if intent.action in (I.CONFIRM, I.BACK) and self.shown.busy:
            self.shown.speed = 3.0  # hurry the animation along
            return
        if not self.my_turn or not self._accepts(intent):
            return
        if intent.is_pointer:
            self._pointer(intent)
        else:
            self._button(intent.action)

    # legal targets ------------------------------------------------------------------------------------------
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

    def _play(self, index: int, slot: int) -> bool:
        hand = self.hand()
        if not 0 <= index < len(hand):
            return False
        action = E.PlayCard(self.state.active, hand[index], slot, self.face_down_next and self.can_face_down())
        start = L.hand_card_rect(index, len(hand), True)
        ok = self.act(action)
        if not ok:
            self.bounces.append({"card": hand[index], "from": self.drag["pos"] if self.drag else start[:2],
                                 "to": start[:2], "t": 0.0})
        return ok

    def _slot_at(self, pos) -> int | None:
        for slot in range(C.ROW_SIZE):
            if L.contains(L.slot_drop_rect(slot), pos):
                return slot
        return None

    def _hand_index_at(self, pos) -> int | None:
        hand = self.hand()
        for i in reversed(range(len(hand))):
            if L.contains(L.hand_card_rect(i, len(hand), i == self.selected), pos):
                return i
        return None

    def _pointer(self, intent) -> None:
        pos = intent.pos or self.pointer
        if intent.action == I.POINTER_DOWN and intent.button == 1:
            if self.state.phase == "order":
                slot = self._slot_at(pos)
                if slot is not None:
                    self._execute(slot)
                return
            if L.contains(L.FACE_DOWN_BUTTON, pos) and self.can_face_down():
                self.face_down_next = not self.face_down_next
                return
            i = self._hand_index_at(pos)
            if i is not None:
                self.drag = {"index": i, "start": pos, "pos": pos, "moved": False}
                self.selected = i
                self.focus = "hand"
            elif self.selected is not None:
                slot = self._slot_at(pos)
                if slot is not None:
                    self._play(self.selected, slot)
        elif intent.action == I.POINTER_MOVE and self.drag:
            self.drag["pos"] = pos
            dx, dy = pos[0] - self.drag["start"][0], pos[1] - self.drag["start"][1]
            if dx * dx + dy * dy > DRAG_THRESHOLD ** 2:
                self.drag["moved"] = True
        elif intent.action == I.POINTER_UP and self.drag:
            drag, self.drag = self.drag, None
            if drag["moved"]:
                self.drag = drag  # kept for the bounce's start point
                slot = self._slot_at(pos)
                if slot is None:
                    self.bounces.append({"card": self.hand()[drag["index"]], "from": pos,
                                         "to": L.hand_card_rect(drag["index"], len(self.hand()), True)[:2],
                                         "t": 0.0})
                else:
                    self._play(drag["index"], slot)
                self.drag = None

    def _button(self, action: str) -> None:
        hand = self.hand()
        if self.state.phase == "order":
            ready = self.ready_slots()
            if not ready:
                return
            if self.row_focus not in ready:
                self.row_focus = ready[0]
            if action in (I.LEFT, I.RIGHT):
                k = ready.index(self.row_focus) + (1 if action == I.RIGHT else -1)
                self.row_focus = ready[k % len(ready)]
            elif action == I.CONFIRM:
                self._execute(self.row_focus)
            return
        if action == I.ACT1 and self.can_face_down():
            self.face_down_next = not self.face_down_next
            return
        if self.focus == "hand":
            if self.selected is None:
                self.selected = 0
                if action in (I.LEFT, I.RIGHT, I.UP, I.DOWN):
                    return
            if action == I.LEFT:
                self.selected = (self.selected - 1) % len(hand)
            elif action == I.RIGHT:
                self.selected = (self.selected + 1) % len(hand)
            elif action in (I.UP, I.CONFIRM):
                slots = sorted(self.legal_slots(self.selected_card()))
                if slots:
                    self.focus = "row"
                    self.row_focus = slots[0] if self.row_focus not in slots else self.row_focus
            elif action == I.BACK:
                self.selected = None
        else:
            slots = sorted(self.legal_slots(self.selected_card())) or list(range(C.ROW_SIZE))
            if action in (I.LEFT, I.RIGHT):
                k = slots.index(self.row_focus) if self.row_focus in slots else 0
                self.row_focus = slots[(k + (1 if action == I.RIGHT else -1)) % len(slots)]
            elif action in (I.DOWN, I.BACK):
                self.focus = "hand"
            elif action == I.CONFIRM and self.selected is not None:
                if self._play(self.selected, self.row_focus):
                    self.focus = "hand"

    def _execute(self, slot: int) -> None:
        if slot in self.ready_slots():
            self.act(E.ExecuteCharacter(self.state.active, slot))
        else:
            self.say(tr("pied_piper.err.character_not_ready"))

    # drawing ----------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)

    def bench_update(self, dt: float) -> None:
        """For `python -m game bench`: bots play every seat (humans included) at full speed."""
        s = self.state
        if not self.shown.busy and R.result(s) is None and s.active not in self.bots:
            self.bots[s.active] = B.make_bot(s.active, "hard", self.setup.seed)
        self.update(dt)


# factories --------------------------------------------------------------------------------------------------
def make_scene(app, setup: GameSetup, state=None) -> PiperScene:
    """The game for a set-up; `state` is a restored rules state, or its JSON from a save."""
    if isinstance(state, dict):
        state = R.from_json(state)
    return PiperScene(app, setup, state)


DEMO_NAMES = ("Mia", "Leo", "Ada", "Kai", "Zoe")


def demo_setup(players: int, seed: int, humans: int = 0, **options) -> GameSetup:
    from game.core.setup import SEAT_COLOURS

    seats = [SeatConfig(name=DEMO_NAMES[i], colour=SEAT_COLOURS[i], kind="human" if i < humans else "bot",
                        difficulty="normal", device="mouse") for i in range(players)]
    return GameSetup(game="pied_piper", seats=seats, options=dict(options), seed=seed)


def _play_bots(state, seed: int, until) -> list:
    """Bots play the state on until `until(state, events)` says stop; returns the last action's events."""
    bots = [B.make_bot(i, "normal", seed) for i in range(state.players)]
    events: list = []
    for _ in range(400):
        if R.result(state) is not None or until(state, events):
            break
        legal = R.legal_actions(state, state.active)
        events = R.apply(state, bots[state.active].choose(R.view(state, state.active), legal))
    return events


def demo_scene(app, seed: int = 1, moment: str | None = None) -> PiperScene:
    """A scene for screenshots and the bench: moments "setup", "midgame5", "curtain", "elimination", "end"."""
    moment = moment or "midgame5"
    if moment == "setup":
        return PiperScene(app, demo_setup(4, seed, humans=1))
    if moment == "midgame5":
        setup = demo_setup(5, seed, humans=1, face_down=True)
        state = R.new_game(setup.config(), seed)
        _play_bots(state, seed, lambda s, ev: s.turn >= 9 and s.active == 0 and s.phase == "play"
                   and not s.played)
        return PiperScene(app, setup, state)
    if moment == "curtain":
        setup = demo_setup(4, seed, humans=2)
        scene = PiperScene(app, setup)
        scene.state.active = 0
        return scene
    if moment == "elimination":
        setup = demo_setup(4, seed, humans=1)
        state = R.new_game(setup.config(), seed)
        before = {}

        def stop(s, ev):
            if any(isinstance(e, E.PlayerEliminated) for e in ev):
                return True
            before["json"] = R.to_json(s)
            return False
        events = _play_bots(state, seed, stop)
        if "json" in before and any(isinstance(e, E.PlayerEliminated) for e in events):
            prior = R.from_json(before["json"])
            scene = PiperScene(app, setup, prior)
            scene.state = state
            scene.shown.push(events)
            # run the screen up to the middle of the overrun
            while scene.shown.current is not None and not isinstance(scene.shown.current.event, E.PlayerEliminated):
                scene.shown.advance(0.05, state, sync=False)
            scene.shown.advance(0.9, state, sync=False)
            return scene
        return PiperScene(app, setup, state)
    if moment == "end":
        setup = demo_setup(4, seed, humans=1)
        state = R.new_game(setup.config(), seed)
        _play_bots(state, seed, lambda s, ev: False)
        return PiperScene(app, setup, state)
    raise ValueError(f"unknown moment {moment!r}")
