"""`GameScene`: the base of every game scene. It does the table's plumbing once, so a game's scene.py is its
input and its drawing only.

What a game declares (class attributes and methods it overrides; each has a default):
    game_id, rules                  the registry id and the rules module (new_game, apply, legal_actions,
                                    view, result, to_json, from_json)
    music                           a looping tune (assets/sounds/<music>.ogg|.wav) or None: then the game's
                                    sounds.py may name it and its mix (engine/mix.py: MUSIC, music_for(state),
                                    hush_for(state), DUCK)
    illegal_sound                   played (from the game's sound folder) when an action is refused
    make_bot(seat, difficulty)      a bot for a bot seat (default: the registry's)
    beats_for(event)                the presenter beats (animation + sound) for one rules event
    on_events(seat, action, events) what else happens when the rules answered an action (default: beats)
    seat_anchor(seat)               where a message for that seat goes: ((x, y), rect anchor)
    log_lines(seat, action, events) the game log's sentences for one applied action (or a tick's events):
                                    [(seat or None, text)]; default none (table/game_log.py)
    log_at, log_width               where the log's last lines go: ((x, y), rect anchor), and their width
    seat_badge(surface, seat, centre, r)  a seat's badge in log lines and end-screen rows (default: the kit's)
    log_wrap                        lines one entry may take on the strip (default 1: shrunk, then cut)
    log_fade_after                  seconds after the newest line that they fade (None: they stay; real time)
    save_point(events)              autosave after this action? (default: after every action)
    end_title(), end_placings(), end_note()
                                    the engine end screen's title, ranking (menus.end_screen.Placing) and the
                                    tie-break line ("" = none)
    quit_note()                     what quitting keeps (None = the pause menu's general sentence)
    rules_pages()                   (title, text) pages the pause menu's rules show after the game's rules

What it gets:
    setup, state, resumed (a continued game), humans, bots (seat -> bot), clock (scene seconds), timers, tweens,
    messages, presenter,
    game_log (every sentence of the game; kept in the save, a resumed game goes on with "Game resumed"),
    screen_extra() / restore_screen(extra) (what the parts keep of the screen across Continue: the log, a
    seat's selection, the best moments' tally; see table/part.py), draw_log(surface) (the
    last lines and the log button: call it in draw, before messages), open_log() (also L, a pad's Back/Select,
    the round button beside the pause button, the pause menu),
    act(seat, action) -> events | None, tick(dt) (real-time rules), say(seat, text), sound(name),
    raise_curtain(seat, on_reveal),
    open_pause(), seat_name / seat_colour / cursor_colour / device_of, attract mode (bots at every seat).

Life cycle: `enter` binds every human seat to its set-up device and starts the music; `resume` (back from the
pause menu or the curtain) keeps it going; `exit` stops it. `update(dt)` runs the scene's clock, timers,
tweens, messages and the presenter (sounds of the beats that start), then shows the end screen once the rules
say the game is over and the presenter is idle. Subclasses call `super().update(dt)` first."""
from __future__ import annotations

import logging

import pygame

from game.core.actions import IllegalAction
from game.engine import intents as I
from game.engine.i18n import tr
from game.engine.mix import GameMix, pan_of
from game.engine.night_flow import count_for_family, tally_for
from game.engine.pause_button import DEFAULT_AT
from game.engine.pause_button import RADIUS as PAUSE_RADIUS
from game.engine.scene import Scene
from game.engine.table.budget import FrameBudget
from game.engine.table.context import TableContext
from game.engine.table.game_log import BUTTON_GAP, BUTTON_R, draw_badge
from game.engine.table.messages import SeatMessages
from game.engine.table.part import Part
from game.engine.table.presenter import Beat, Presenter
from game.engine.table.table_log import TableLog
from game.engine.table.timers import Timers
from game.engine.theme import seat_rgb
from game.engine.tween import Tweens

log = logging.getLogger(__name__)
NO_SEAT_GOLD = (255, 200, 40)  # a cursor of no seat: the app's own gold


class GameScene(Scene):
    game_id: str = ""
    rules = None
    music: str | None = None
    illegal_sound: str | None = None
    pause_button_at = DEFAULT_AT
    end_delay = 0.6  # seconds between the last animation and the end screen
    hold_hush = False  # a scene may set it while something on screen holds everyone's breath (the music hushes)
    state_changes = 0  # actions and ticks applied so far: a screen built from the state is stale once it moves
    phone_table = "game"  # phones join its seats and get their screens from its rules and state
    keep_humans = False  # a demo moment showing a person's turn: the tools' frames leave the human seats human

    def __init__(self, app, setup, state=None):
        super().__init__(app)
        self.setup = setup
        self.humans = [i for i, s in enumerate(setup.seats) if not s.is_bot]
        resumed = isinstance(state, dict)  # the JSON of a save (Continue); a demo table passes a rules state
        if resumed:
            state = self.rules.from_json(state)
        self.state = state if state is not None else self.new_state()
        self.resumed = resumed  # a continued game (its opening, e.g. an intro, is not played again)
        self.bots = {i: self.make_bot(i, s.difficulty) for i, s in enumerate(setup.seats) if s.is_bot}
        self.clock = 0.0
        self.timers = Timers()
        self.tweens = Tweens()
        self.messages = SeatMessages()
        self.presenter = Presenter()
        self.budget = FrameBudget()
        self.ctx = TableContext(self)
        self.table_log = TableLog(
            self.ctx, place=lambda: (*self.log_at, self.log_width, self.log_wrap, self.log_fade_after),
            button_at=self.log_button_at, button_allowed=lambda: self.pause_button_at is not None,
            always=lambda: self.pause_button_always, open_log=self.open_log)
        if resumed:  # a continued game says so (restore_screen puts the saved log before this line)
            self.game_log.add(None, tr("table_log.resumed"))
        self.parts: list[Part] = []  # the game's parts, in update / input / drawing order
        self.attract = False  # demo / attract mode: bots at every seat, nothing saved, any press leaves
        self.best_moments = tally_for(self)  # the game's best moments, fed as it is played
        self.end_shown = False
        self._over_for = 0.0

    def add_part(self, part: Part) -> Part:
        """A part of this table, after the ones added before it (updated, asked and drawn in that order)."""
        self.parts.append(part)
        return part

    @property
    def game_log(self):
        """Every sentence of the game (the table log's)."""
        return self.table_log.log

    # what a game declares --------------------------------------------------------------------------------
    def new_state(self):
        return self.rules.new_game(self.setup.config(), self.setup.seed)

    def make_bot(self, seat: int, difficulty: str):
        return self.app.games.get(self.game_id).make_bot(seat, difficulty, self.setup.seed)

    def beats_for(self, event) -> list[Beat]:
        return []

    def on_events(self, seat: int | None, action, events: list) -> None:
        """Every part hears what the rules answered; then the presenter gets each event's beats."""
        for part in self.parts:
            part.on_events(seat, action, events)
        for event in events:
            self.presenter.add(self.beats_for(event))

    def seat_anchor(self, seat: int | None) -> tuple[tuple[int, int], str]:
        return (960, 150), "midtop"

    def save_point(self, events: list) -> bool:
        return True

    def log_lines(self, seat: int | None, action, events: list) -> list[tuple[int | None, str]]:
        """The game log's sentences for one applied action (seat and action None: a tick's events), each
        (the seat it is about or None, one short sentence naming the seat). Default: none."""
        return []

    # where the log's last lines go: a point and the strip's rect anchor, clear of the board's important parts
    # (a game whose layout moves may make it a property); and the strip's width
    log_at: tuple[tuple[int, int], str] = ((24, 1056), "bottomleft")
    log_width = 860
    log_fade_after: float | None = None  # seconds after the newest line that the strip fades (None: it stays)
    log_wrap = 1  # lines one entry may take on the strip (a narrow strip: 2)
    curtain_own_device = False  # True: only the named seat's own device lifts its hot-seat curtain

    def seat_badge(self, surface, seat: int | None, centre, radius: int) -> None:
        """A seat's badge wherever the kit draws one (log lines, the end screen's rows, the hot-seat curtain):
        colour and shape, or a game's own seat symbols if it draws its seats with those; a small dot for the
        table."""
        draw_badge(surface, self.seat_colour(seat), centre, radius)

    def log_button_at(self) -> tuple[int, int]:
        """The round log button: left of the pause button."""
        x, y = self.pause_button_at or DEFAULT_AT
        return x - PAUSE_RADIUS - BUTTON_GAP - BUTTON_R, y

    def end_title(self) -> str:
        return ""

    def end_placings(self) -> list:
        return []

    def end_note(self) -> str:
        return ""

    def rules_pages(self) -> list[tuple[str, str]]:
        """Pages (title, text, both translated) the pause menu's rules view shows after the game's rules: what
        this table plays beyond them (a scenario's page). Default: none."""
        return []

    # who is who (the app asks too) --------------------------------------------------------------------------
    def seat_name(self, seat: int | None) -> str | None:
        if seat is None or not 0 <= seat < len(self.setup.seats):
            return None
        return self.setup.seats[seat].name

    def seat_colour(self, seat: int | None) -> str | None:
        if seat is None or not 0 <= seat < len(self.setup.seats):
            return None
        return self.setup.seats[seat].colour

    def cursor_colour(self, device: str, seat: int | None):
        colour = self.seat_colour(seat)
        return seat_rgb(colour) if colour else NO_SEAT_GOLD

    def device_of(self, seat: int | None) -> str | None:
        """The device a human seat was given at set-up (None for a bot)."""
        return self.setup.seats[seat].device if seat in self.humans else None

    def is_human(self, seat: int | None) -> bool:
        return seat in self.humans

    # life cycle ---------------------------------------------------------------------------------------------
    def enter(self) -> None:
        if not self.attract:
            self.app.bind_seats(self.setup)
        self.play_music(True)

    def resume(self) -> None:
        self.play_music(True)  # back from the pause menu or the curtain: the tune goes on (never restarts)

    def exit(self) -> None:
        self.play_music(False)
        self.timers.clear()

    @property
    def mix(self) -> GameMix:
        """The game's mix as its sounds.py declares it (game/engine/mix.py), read once."""
        mix = self.__dict__.get("_mix")
        if mix is None:
            mix = self.__dict__["_mix"] = GameMix(self.game_id)
        return mix

    def music_now(self) -> str | None:
        """The tune to play: the scene's own, else the one its sounds.py names for this moment."""
        return self.music if self.music is not None else self.mix.music(self.state)

    def follow_mix(self, dt: float) -> None:
        """Keep the music the game's mix asks for (a new piece when the moment changes), hush it while the mix
        says so, and let ducks glide (the audio's update)."""
        audio = self.app.audio
        try:
            if self.music is None and getattr(audio, "music", None) is not None:
                wanted = self.mix.music(self.state)
                if wanted and wanted != audio.music:
                    audio.play_music(wanted)
            if hasattr(audio, "hush"):
                audio.hush(self.hold_hush or self.mix.hushed(self.state))
            if hasattr(audio, "update"):
                audio.update(dt)
        except Exception:  # the mix is never worth a crash
            log.warning("the mix failed", exc_info=True)

    def play_music(self, on: bool) -> None:
        name = self.music_now()
        if name is None:
            return
        try:
            if on:
                self.app.audio.play_music(name)
            else:
                self.app.audio.stop_music()
        except Exception:  # a tune is never worth a crash
            log.warning("music %s failed", "start" if on else "stop", exc_info=True)

    def sound(self, name: str, volume: float = 1.0, pan: float = 0.0) -> None:
        """One of the game's sounds (assets/sounds/<game_id>/<name>.ogg), leaning to `pan` (-1 left .. 1 right);
        the music steps back under it when the game's DUCK names it."""
        self.app.audio.play(f"{self.game_id}/{name}", volume, pan)
        seconds = self.mix.duck_seconds(name)
        if seconds > 0 and hasattr(self.app.audio, "duck"):
            self.app.audio.duck(seconds)

    def seat_pan(self, seat) -> float:
        """Where a seat sits, left to right, as a pan for its effects (0 for no seat)."""
        if not isinstance(seat, int) or isinstance(seat, bool):
            return 0.0
        try:
            (x, _), _ = self.seat_anchor(seat)
        except Exception:
            return 0.0
        return pan_of(x)

    def beat_pan(self, beat: Beat) -> float:
        seat = beat.data.get("seat") if isinstance(beat.data, dict) else None
        if seat is None:
            seat = getattr(beat.kind, "seat", None)
        return self.seat_pan(seat)

    # actions ----------------------------------------------------------------------------------------------
    def act(self, seat: int | None, action) -> list | None:
        """Apply an action through the rules. Refused: its reason is shown beside the seat and None returned.
        Applied: `on_events` shows it, the game autosaves at its save points, and the events are returned."""
        try:
            events = self.rules.apply(self.state, action)
        except IllegalAction as exc:
            self.say(seat, tr(str(exc)))
            if self.illegal_sound:
                self.sound(self.illegal_sound, 0.6)
            return None
        self.state_changes += 1
        self.write_log(seat, action, events)
        self.best_moments.observe(self.state, events)
        self.on_events(seat, action, events)
        if self.save_point(events):
            self.save()
        return events

    def tick(self, dt: float) -> list:
        """A real-time game's clock: `rules.tick` by dt of game time; its events are shown and saved like an
        action's (`on_events` with seat and action None). Turn-based games never call it."""
        events = self.rules.tick(self.state, dt)
        if events:
            self.state_changes += 1
            self.write_log(None, None, events)
            self.best_moments.observe(self.state, events)
            self.on_events(None, None, events)
            if self.save_point(events):
                self.save()
        return events

    def write_log(self, seat: int | None, action, events: list) -> None:
        """The game's sentences for what just happened go into the log (a broken sentence never stops play)."""
        try:
            lines = self.log_lines(seat, action, events) or []
        except Exception:
            log.warning("log_lines of %s failed", type(self).__name__, exc_info=True)
            return
        for who, words in lines:
            self.game_log.add(who, words, self.clock)

    def say(self, seat: int | None, words: str, seconds: float = 2.5) -> None:
        """A short message beside the seat it is for."""
        at, anchor = self.seat_anchor(seat)
        self.messages.show(words, at, anchor, seconds)

    def save(self) -> None:
        """The continue slot gets this game (never a table of bots only, nor the attract mode), with what the
        screen shows (`screen_extra`)."""
        if self.attract or not self.humans:
            return
        try:
            self.app.saves.save(self.setup, self.rules.to_json(self.state),
                                {"game": self.game_id, "screen": self.screen_extra()}, wait=False)
        except Exception:  # a full disk must not stop the game
            log.warning("autosave failed", exc_info=True)

    def _keeping_parts(self) -> list[Part]:
        return [p for p in (self.table_log, *self.parts, self.best_moments) if p.save_key]  # the tally too

    def screen_extra(self) -> dict:
        """What the screen shows, for the save: each part's `save_extra()` under its `save_key`."""
        screen: dict = {}
        for part in self._keeping_parts():
            if part.save_key in screen:
                continue
            try:
                data = part.save_extra()
            except Exception:  # the screen is a nicety: the game is saved without that part's
                log.warning("save_extra of %s failed", type(part).__name__, exc_info=True)
                continue
            if data is not None:
                screen[part.save_key] = data
        return screen

    def restore_screen(self, extra) -> None:
        """Continue: the save's `extra` gives each part back what it kept. A save without it (older versions),
        or a part's data that does not fit, leaves that part as built: never an error."""
        screen = extra.get("screen") if isinstance(extra, dict) else None
        if not isinstance(screen, dict):
            return
        for part in self._keeping_parts():
            if part.save_key not in screen:
                continue
            try:
                part.restore_extra(screen[part.save_key])
            except Exception as exc:
                log.warning("the saved %s of %s was not restored: %s", part.save_key, self.game_id, exc)

    def is_over(self) -> bool:
        return self.rules.result(self.state) is not None

    # every frame --------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """The kit's pieces, then the game's parts in order, then the end screen when the game is over."""
        self.budget.begin()
        self.clock += dt
        self.timers.update(dt)
        self.tweens.update(dt)
        self.messages.update(dt)
        self.table_log.update(dt)
        self.present(dt)
        self.follow_mix(dt)
        for part in self.parts:
            part.update(dt)
        if self.is_over() and not self.presenter.busy() and not self.end_shown:
            self._over_for += dt
            if self._over_for >= self.end_delay:
                self.end_shown = True
                self.show_end()

    def present(self, dt: float) -> list[Beat]:
        """Advance the presenter; play the sounds of the beats that started. Returns them."""
        started = self.presenter.update(dt)
        pans = [self.beat_pan(b) for b in started if b.sound]
        sounds = self.presenter.take_sounds()
        if len(pans) != len(sounds):  # sounds left from before this update: no side known for them
            pans = [0.0] * (len(sounds) - len(pans)) + pans
        for (name, volume), pan in zip(sounds, pans):
            if pan:
                self.sound(name, volume, pan)
            else:
                self.sound(name, volume)
        return started

    def show_end(self) -> None:
        """The engine's end screen over the final table (it clears the continue slot). A game of a game night
        joins the night first, and the end screen leads on to the night's scoreboard; any other game counts for
        the family players who played it (not for bots playing in their place)."""
        from game.engine.menus.end_screen import EndScreen

        if self.attract:
            self.app.to_title()
            return
        on_next = None
        flow = self.app.night_flow
        result = self.rules.result(self.state)
        if flow is not None and flow.owns(self.setup) and flow.game_ended(self.setup, result, self.best_moments,
                                                                          self.state):
            from game.engine.menus.night_board import NightBoard

            def on_next():
                self.app.start_game_scene(None, NightBoard(self.app, flow))  # the finished game leaves the stack
        else:
            count_for_family(self.app, self.setup, result, [s for s in self.humans if s not in self.bots],
                             self.best_moments, self.state)
        self.app.push(EndScreen(self.app, self.setup, self.end_title(), self.end_placings(), self.end_note(),
                                badge=self.seat_badge, on_next=on_next))

    # input shared by every game ---------------------------------------------------------------------------
    def open_pause(self) -> None:
        self.app.open_pause_menu(self.game_id)

    def open_log(self) -> None:
        """The whole game log over the table (table/log_view.py)."""
        from game.engine.table.log_view import LogView

        self.app.push(LogView(self.app, self.game_log, self.seat_badge))

    def phone_pull(self, seat: int, phase: str, dx: float, dy: float, intent) -> None:
        """A phone's touchpad pull, offered to the parts in order until one takes it."""
        for part in self.parts:
            if part.on_phone_pull(seat, phase, dx, dy, intent):
                return

    def on_intent(self, intent) -> None:
        """The kit's own input first (pause, the log, attract mode), then the game's parts in order until one
        takes the intent."""
        if self.common_intent(intent):
            return
        for part in self.parts:
            if part.on_intent(intent.seat, intent):
                return

    def draw(self, surface) -> None:
        """The game's parts bottom to top, then the log strip and the seats' messages over them."""
        for part in self.parts:
            part.draw(surface)
        self.draw_log(surface)
        self.messages.draw(surface)

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l and not self.attract:
            self.open_log()

    def log_button_shown(self) -> bool:
        return self.table_log.button_shown()

    def draw_log(self, surface) -> None:
        """The log's last lines (where `log_at` says) and, for mouse players, the round log button."""
        self.table_log.draw(surface)

    def common_intent(self, intent) -> bool:
        """Pause (Esc / Start / the pause button), the game log (its button, a pad's Select; L comes through
        `handle`) and the attract mode's "any press leaves". True if used."""
        if intent.action == I.PAUSE:
            self.open_pause()
            return True
        if not self.attract and self.table_log.on_intent(intent.seat, intent):
            return True
        if self.attract and intent.action in (I.CONFIRM, I.BACK, I.POINTER_DOWN):
            self.app.to_title()
            return True
        return False

    def raise_curtain(self, seat: int, on_reveal, message: str | None = None) -> None:
        """The hot-seat curtain: "Pass to Mia", until that player presses; `message` replaces its line under the
        title (e.g. the question the player is called for). With `curtain_own_device`, only that seat's own
        device (its set-up device or its tag) lifts it."""
        from game.engine.curtain import Curtain

        owns = (lambda intent: self.ctx.seats.owns(seat, intent)) if self.curtain_own_device else None
        self.app.push(Curtain(self.app, self.seat_name(seat), on_reveal, colour=self.seat_colour(seat),
                              message=message, rules_game_id=self.game_id, owns=owns,
                              badge=lambda surface, centre, radius: self.seat_badge(surface, seat, centre, radius)))

    # demo / attract mode and the tools ------------------------------------------------------------------
    def take_over_humans(self, difficulty: str = "normal") -> None:
        """Bots at every seat: the attract mode and `python -m game bench`. The human seats stay human for the
        view (whose hand the table shows); their bots play for them."""
        for seat in self.humans:
            if seat not in self.bots:
                self.bots[seat] = self.make_bot(seat, difficulty)

    def start_attract(self) -> None:
        self.attract = True
        self.take_over_humans()

    def bench_update(self, dt: float) -> None:
        """A frame for the tools (bench, screenshots): bots play for the human seats, unless `keep_humans`."""
        if not self.keep_humans:
            self.take_over_humans("hard")
        self.update(dt)
