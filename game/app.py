"""The app: window, clock, main loop, scene stack, notices, fades and the crash screen.

Every frame: events -> (F11 / Alt+Enter, focus, resize handled here) -> mouse positions mapped to the
1920x1080 logical canvas (clicks on letterbox bars dropped) -> `app.input.process` -> the top scene gets
`handle(event)` then `on_intent(intent)` -> the top scene's `update(dt)` (dt capped; 0 for game-time scenes
while the window has no focus, when the sound pauses too) -> visible scenes draw bottom-up -> fade and notices
on top -> present.
An exception escaping a scene shows the crash screen (the app keeps running; the autosave is untouched)."""
from __future__ import annotations

import argparse
import logging
import os
import sys
import time
import weakref

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame

from game.engine import logs

log = logging.getLogger(__name__)

DT_CAP = 0.1  # seconds: a stall (loading, a dragged window) never teleports anything
FPS = 60
STALL_SECONDS = 120.0  # game time a continued game may go without a new save point before it offers a way out
MAX_CRASHES = 20  # after this many crash screens in one run, give up and exit (a crash loop)
NOTICE_FADE = 0.5
CURSOR_GOLD = (255, 200, 40)  # a gamepad cursor the top scene gives no colour


class Notice:
    """One line on top of every scene. `text` made by `i18n.tr_live` follows a language switch while shown."""

    def __init__(self, text: str, seconds: float):
        from game.engine import i18n
        self.text = text
        self.remaining = seconds
        self.surface = None  # rendered on first draw
        self.language = i18n.language()

    def follow_language(self) -> None:
        """Translate anew (and render again) if the language changed since it was made."""
        from game.engine import i18n
        if self.language != i18n.language():
            self.language = i18n.language()
            self.text = i18n.retranslate(self.text)
            self.surface = None


class App:
    def __init__(self, windowed: bool = False, headless: bool = False, size: tuple[int, int] | None = None,
                 lang: str | None = None, launch_time: float | None = None, splash: bool = False, games=None):
        """`games`: the registry of games (`game.core.registry.Registry`); None discovers the game folders."""
        self.launch_time = launch_time if launch_time is not None else time.perf_counter()
        self.headless = headless
        if headless:  # must be set before the display initialises
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        from game.engine import i18n, plain_text, text
        from game.engine.display import Display
        from game.engine.fade import Fade
        from game.engine.saves import SaveStore
        from game.engine.scene_stack import SceneStack
        from game.engine.settings import Settings

        self.log_path = logs.setup_logging()
        self._start_safely()
        if games is None:
            from game.core.registry import Registry
            games = Registry.discover()
        self.games = games  # every screen asks this registry about games; the engine names none
        self.settings = Settings(games=self.games)
        self.saves = SaveStore(None, self.games)
        i18n.set_language(lang or self.settings.get("language"))
        self.broken_games = self._check_game_data()  # game id -> GameDataError: unavailable, saves left alone
        pygame.init()
        text.forget_fonts()  # a previous App in this process may have quit pygame
        plain_text.forget_fonts()
        if headless and size is None:
            size = (1920, 1080)
        fullscreen = bool(self.settings.get("fullscreen")) and not windowed and not headless and size is None
        self.display = Display(fullscreen=fullscreen, size=size)
        self.first_frame_seconds: float | None = None  # the splash (or the first frame, when there is none)
        self.title_seconds: float | None = None  # the first frame of the first real scene
        if splash:  # before the slower parts (sound device, gamepads): the window shows something at once
            self._show_splash()
        self.clock = pygame.time.Clock()
        self._scenes = SceneStack()
        self.fade = Fade()
        self.notices: list[Notice] = []
        self.input = self._make_input()
        self.audio = self._make_audio()
        self.game_time_paused = False
        self.running = False
        self.exit_code = 0
        self.crashes: list[BaseException] = []
        self.frames = 0
        self._stall_watch: tuple = (None, 0.0, False)  # (continued_at, game seconds without progress, offered)
        self._settled = None  # weakref to the full-screen scene the heap was last settled for
        self._pressed_on_canvas: set[int] = set()  # mouse buttons whose press was on the canvas
        from game.engine.pause_button import PauseButton
        self.pause_button = PauseButton()  # for mouse-only players in game scenes
        self.night_flow = None  # the game night being played (engine/night_flow.py), None outside a night
        self.phones = None  # the phones' server and seats (engine/remote/phones.py), made when first asked for
        self.family = None  # the family's profiles (engine/family.py), read when a screen first needs them
        self.settings.subscribe(self._setting_changed)

    def _start_safely(self) -> None:
        """Sweep the temp files an interrupted save left behind (the data folder itself never fails: paths
        falls back to a temporary one, with a notice), and let freed surfaces go back to the system so memory
        stays flat over an evening (see startup.keep_native_memory_returnable)."""
        from game.engine import paths, startup
        startup.prepare_data_folder(paths.user_data_dir())
        startup.keep_native_memory_returnable()

    def _check_game_data(self) -> dict:
        """Every game's own data files, checked once: a game whose file is damaged is unavailable on the title
        (a notice names the game and the file) and its saves are neither offered nor set aside."""
        from game.engine import startup
        from game.engine.i18n import tr_live
        broken = startup.check_game_data(self.games.every())
        self.saves.skip_games = set(broken)
        for game_id, problem in broken.items():
            self.saves.notices.append(("app.notice.game_data_broken", {
                "game": tr_live(self.games.get(game_id).title_key), "file": problem.file.name}))
        return broken

    # input and sound -------------------------------------------------------------------------------------
    def _make_input(self):
        from game.engine.input_seats import InputSeats
        return InputSeats()

    def _make_audio(self):
        from game.engine.audio import Audio
        return Audio(self.settings)  # no sound device: Audio runs silent by itself

    def _setting_changed(self, key: str, value) -> None:
        if key == "language":
            from game.engine import i18n
            i18n.set_language(value)
        elif key == "fullscreen" and not self.headless:
            self.display.set_fullscreen(bool(value))
        elif key.endswith("_volume"):
            self.audio.apply_volumes()

    # the scene stack ------------------------------------------------------------------------------------
    @property
    def stack(self) -> list:
        return self._scenes.scenes

    @property
    def top(self):
        return self._scenes.top

    def push(self, scene) -> None:
        self._scenes.push(scene)

    def pop(self):
        scene = self._scenes.pop()
        if not self._scenes.scenes:
            self.quit()  # nothing left to show
        return scene

    def replace(self, scene) -> None:
        self._scenes.replace(scene)

    def switch(self, scene, push: bool = False) -> None:
        """push / replace after a fade through black."""
        self.fade.start(lambda: self.push(scene) if push else self.replace(scene))

    def make_title(self):
        from game.engine.menus.title import TitleScene
        return TitleScene(self)

    def to_title(self) -> None:
        """Back to the title screen (fade): every scene on the stack exits (games save there); the seats'
        devices are let go (menus answer every device)."""
        self.saves.forget_continued()  # a crash from here on is not the continued save's fault

        def go():
            self._scenes.clear()
            self.night_flow = None  # a night left for the title is kept on disk: "Continue the night" resumes it
            _release_freed_memory()  # the game just left: give its memory back while the screen is black
            self.input.unbind_all()
            self.push(self.make_title())
        self.fade.start(go)

    def open_pause_menu(self, rules_game_id: str | None = None) -> None:
        from game.engine.menus.pause import PauseMenu
        self.push(PauseMenu(self, rules_game_id))

    def start_game(self, setup, state=None) -> None:
        """Start (or, with `state` = the saved state JSON, resume) a game through the registry, with a fade."""
        if state is None:  # a new game: a crash in it is not blamed on a continued save
            self.saves.forget_continued()
        self.start_game_scene(setup, self.games.get(setup.game).make_scene(self, setup, state))

    def start_game_scene(self, setup, scene) -> None:
        """Switch (fade) to a game scene made from `setup` (a GameScene binds its seats as it enters)."""
        def go():
            self._scenes.clear()  # a game starts on an empty stack: "Play again" must not keep the last game
            _release_freed_memory()  # alive underneath; what it held goes back to the system (screen is black)
            self.push(scene)
        self.fade.start(go)

    def bind_seats(self, setup) -> None:
        """Each human seat gets its set-up device, so the game gets seat-tagged intents and the unplugged-gamepad
        prompt. A device that is not connected (a gamepad unplugged since the game was saved) makes the seat
        lost: the game pauses and asks which device takes it."""
        self.input.unbind_all()
        from game.engine.intents import is_phone
        if any(is_phone(s.device) for s in setup.seats if not s.is_bot):  # a saved game of phones: they rejoin
            from game.engine.remote.phones import phones_of
            phones_of(self).start()
        for i, seat in enumerate(setup.seats):
            if seat.is_bot or not seat.device:
                continue
            if is_phone(seat.device):
                self.input.name_phone(seat.device, seat.name)  # named while it is away ("Ada's phone")
            if not self.input.bind(i, seat.device):
                self.input.mark_lost(i, seat.device)

    def private_elsewhere(self, seat: int | None) -> bool:
        """A seat's private screen (its hand, a secret choice) is on its phone, not on the shared screen."""
        return self.phones is not None and bool(self.phones.private_elsewhere(seat))

    def continue_game(self) -> bool:
        loaded = self.saves.load()
        if loaded is None:
            return False
        setup, state, _extra = loaded
        self.start_game(setup, state)
        return True

    # notices ------------------------------------------------------------------------------------------------
    def notice(self, text: str, seconds: float = 4) -> None:
        """A one-line message drawn on top of every scene for a few seconds. Pass `i18n.tr_live(key, ...)`
        rather than `tr(...)` and it re-translates itself if the language is switched while it is shown."""
        for n in self.notices:
            n.follow_language()
            if n.text == text:
                n.remaining = max(n.remaining, seconds)
                return
        log.info("notice: %s", text)
        self.notices.append(Notice(text, seconds))
        try:
            self.audio.play("notice")
        except Exception:  # a sound is never worth a crash
            log.exception("notice sound")

    def _collect_notices(self) -> None:
        from game.engine import i18n, paths
        from game.engine.i18n import tr_live
        for source in (paths, self.settings, self.saves, i18n):  # paths: a stand-in data folder
            while source.notices:
                key, kw = source.notices.pop(0)
                if "game_id" in kw:  # the saves name a game by its id: shown by its title, in either language
                    kw = dict(kw)
                    kw["game"] = _game_title(self.games, kw.pop("game_id"))
                self.notice(tr_live(key, **kw), 6)

    # window ---------------------------------------------------------------------------------------------
    def toggle_fullscreen(self) -> None:
        if self.headless:
            return
        self.display.toggle_fullscreen()
        try:
            self.settings.set("fullscreen", self.display.fullscreen)
        except (KeyError, ValueError):
            pass

    def mouse_pos(self):
        """The mouse in logical coordinates, or None over a letterbox bar."""
        return self.display.to_logical(pygame.mouse.get_pos())

    def quit(self) -> None:
        self.running = False

    # one frame --------------------------------------------------------------------------------------------
    def process_events(self, events) -> None:
        for event in events:
            self._process_event(event)

    def _process_event(self, event) -> None:
        t = event.type
        if t == pygame.QUIT:
            self.quit()
            return
        if t in (pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED):
            self._in_background(True)
        elif t == pygame.WINDOWFOCUSGAINED:
            self._in_background(False)
        elif t in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED) and not self.headless:
            self.display.resized()
        elif t == pygame.KEYDOWN and (event.key == pygame.K_F11 or (
                event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and event.mod & pygame.KMOD_ALT)):
            self.toggle_fullscreen()
            return
        event = self._to_logical(event)
        if event is None:
            return
        if self.fade.blocking_input and t in _USER_INPUT:
            return
        top = self.top
        intents = self.input.process(event, _same_pos)
        if top is None:
            return
        intents, claimed = self._offer_pause_button(top, intents)
        if not claimed:  # a click on the pause button is not also a click on the board below it
            top.handle(event)
        self._deliver(top, intents)

    def _in_background(self, background: bool) -> None:
        """The window lost (or got back) the focus: game time stops and the sound pauses until it is back."""
        self.game_time_paused = background
        try:
            self.audio.set_background(background)
        except Exception:  # sound is never worth a crash
            log.exception("pausing the sound for the background")

    def _offer_pause_button(self, top, intents):
        """The app's pause button looks at pointer intents first; a click on it becomes a PAUSE intent."""
        from game.engine.intents import PAUSE, Intent
        out, claimed = [], False
        for intent in intents:
            verdict = self.pause_button.claim(top, intent)
            if verdict is None:
                out.append(intent)
                continue
            claimed = True
            if verdict == "pause":
                out.append(Intent(PAUSE, intent.device))
        return out, claimed

    def _deliver(self, top, intents) -> None:
        for intent in intents:
            if self.top is not top:  # the scene switched: the rest was meant for the old one
                break
            top.on_intent(intent)
            if intent.action == "device_lost":
                self._ask_for_lost_seats()

    def _ask_for_lost_seats(self) -> None:
        """A gamepad bound to a seat was unplugged during a game: pause and ask who takes the seat."""
        lost = self.input.lost_seats()
        if not lost:  # the usual case, every frame: nothing to ask
            return
        from game.engine.menus.device_prompt import DevicePrompt
        top = self.top
        if top is None or isinstance(top, DevicePrompt) or not top.uses_game_time:
            return
        seat = lost[0]
        name = top.seat_name(seat) or f"{seat + 1}"
        self.push(DevicePrompt(self, seat, name, colour=top.seat_colour(seat)))

    def _to_logical(self, event):
        """Mouse positions into logical coordinates; a press on a bar (and its release) is dropped."""
        t = event.type
        if t == pygame.MOUSEBUTTONDOWN:
            pos = self.display.to_logical(event.pos)
            if pos is None:
                return None
            self._pressed_on_canvas.add(event.button)
            return pygame.event.Event(t, {**event.dict, "pos": pos})
        if t == pygame.MOUSEBUTTONUP:
            if event.button not in self._pressed_on_canvas:
                return None
            self._pressed_on_canvas.discard(event.button)
            return pygame.event.Event(t, {**event.dict, "pos": self.display.clamp_logical(event.pos)})
        if t == pygame.MOUSEMOTION:
            s = self.display.scale or 1.0
            rel = (round(event.rel[0] / s), round(event.rel[1] / s))
            return pygame.event.Event(t, {**event.dict, "pos": self.display.clamp_logical(event.pos), "rel": rel})
        return event

    def update(self, dt: float, bench: bool = False) -> None:
        """Advance the top scene (`bench_update` instead of `update` for the tools: bots drive it)."""
        dt = min(max(dt, 0.0), DT_CAP)
        self.fade.update(dt)
        top = self.top
        intents = self.input.update(dt)  # held-key repeats, gamepad cursors, hot-plug news
        if top is not None and intents and not self.fade.blocking_input:
            self._deliver(top, self._offer_pause_button(top, intents)[0])
        top = self.top
        if top is not None and not self.fade.active:
            # a seat lost while a menu was open (or during a fade) is asked about once the game is back on top
            self._ask_for_lost_seats()
            top = self.top
        self.pause_button.update(dt)
        if top is not None:
            scene_dt = 0.0 if self.game_time_paused and top.uses_game_time else dt
            (top.bench_update if bench else top.update)(scene_dt)
            self._watch_progress(top, scene_dt)
        self._collect_notices()
        for n in self.notices:
            n.remaining -= dt
        self.notices = [n for n in self.notices if n.remaining > 0]

    def _watch_progress(self, top, dt: float) -> None:
        """A continued game that goes STALL_SECONDS of game time without a new save point (no completed action)
        may be stuck on its save (gravity upside down, a piece far off the table): say so, once, and offer to
        set the save aside (game/engine/menus/stall_prompt.py)."""
        saves = self.saves
        if not saves.continued_without_saving() or getattr(top, "setup", None) is None or top.overlay:
            return
        key, waited, offered = self._stall_watch
        if key != saves.continued_at:  # a new Continue: count afresh
            waited, offered = 0.0, False
        waited += dt
        if waited >= STALL_SECONDS and not offered:
            offered = True
            from game.engine.i18n import tr
            from game.engine.menus.stall_prompt import StallPrompt
            info = self.games.find(top.setup.game)
            self.push(StallPrompt(self, tr(info.title_key) if info else top.setup.game))
        self._stall_watch = (saves.continued_at, waited, offered)

    def render(self) -> None:
        canvas = self.display.canvas
        visible = self._scenes.visible()
        if not visible:
            canvas.fill((0, 0, 0))
        for scene in visible:
            scene.draw(canvas)
        self.pause_button.draw(canvas, self.top)
        self._draw_virtual_cursors(canvas)
        self.fade.draw(canvas)
        self._draw_notices(canvas)

    def _draw_virtual_cursors(self, canvas) -> None:
        """Gamepads in pointer mode have a drawn cursor (the mouse keeps the system one), coloured by the top
        scene's `cursor_colour(device, seat)`."""
        if not self.input.virtual_cursors():
            return
        from game.engine.input_cursor import draw_virtual_cursors
        top = self.top

        def colour_of(device, seat):
            return (top.cursor_colour(device, seat) if top is not None else None) or CURSOR_GOLD
        draw_virtual_cursors(canvas, self.input, colour_of)

    def _draw_notices(self, canvas) -> None:
        if not self.notices:
            return
        from game.engine import plain_text
        at = self.top.notice_at if self.top is not None else "bottom"
        top = at == "top" or isinstance(at, int)  # an int: the top of the first notice (a scene's own free band)
        y = at if isinstance(at, int) else 28 if top else canvas.get_height() - 40
        for n in reversed(self.notices[-3:]):
            n.follow_language()
            if n.surface is None:
                text = plain_text.fit(n.text, 36, 1640, (255, 255, 255))
                pill = pygame.Surface((text.get_width() + 80, text.get_height() + 32), pygame.SRCALPHA)
                pygame.draw.rect(pill, (20, 20, 28, 250), pill.get_rect(), border_radius=pill.get_height() // 2)
                pygame.draw.rect(pill, (255, 206, 96), pill.get_rect(), 3, border_radius=pill.get_height() // 2)
                pill.blit(text, (40, 16))
                n.surface = pill
            n.surface.set_alpha(round(255 * min(1.0, n.remaining / NOTICE_FADE)))
            if top:
                rect = n.surface.get_rect(midtop=(canvas.get_width() // 2, y))
                y = rect.bottom + 14
            else:
                rect = n.surface.get_rect(midbottom=(canvas.get_width() // 2, y))
                y = rect.top - 14
            canvas.blit(n.surface, rect)

    def present(self) -> None:
        self.display.present()

    def frame(self, raw_dt: float, events=None, bench: bool = False) -> None:
        """One whole frame. Scene errors become the crash screen; the loop goes on."""
        if events is None:
            events = pygame.event.get()
        self._guarded(self.process_events, events)
        self._guarded(self.update, raw_dt, bench)
        self._guarded(self.render)
        self.present()
        if self.phones is not None:
            self._guarded(self.phones.after_frame)  # the phones' news leaves once the frame is drawn
        self.frames += 1
        self._note_first_frame()
        self._guarded(self._settle_heap_for_new_screen)

    def _settle_heap_for_new_screen(self) -> None:
        """Once per full-screen scene, after its first frame (its caches are full): startup.settle_heap, so no
        full garbage-collector pass over the whole heap lands in the middle of play. Overlays (pause) skip it."""
        top = self.top
        if top is None or top.overlay or (self._settled is not None and self._settled() is top):
            return
        self._settled = weakref.ref(top)
        from game.engine import startup
        startup.settle_heap()

    def _guarded(self, fn, *args) -> None:
        try:
            fn(*args)
        except Exception as exc:  # the whole point: nothing vanishes without a word
            self._crash(exc)

    def _crash(self, exc: BaseException) -> None:
        from game.engine.crash import CrashScreen
        top = self.top
        log.error("uncaught exception in scene %s", type(top).__name__ if top else None, exc_info=exc)
        self.crashes.append(exc)
        if isinstance(top, CrashScreen) or len(self.crashes) > MAX_CRASHES:
            log.critical("the crash screen cannot be shown (or keeps coming back): quitting")
            self.exit_code = 1
            self.quit()
            return
        self._scenes.drop_all()  # no exit(): a broken scene must not overwrite the last good autosave
        self.fade.cancel()
        try:
            self.audio.stop_music()
        except Exception:
            log.exception("stopping music after a crash")
        set_aside = self._set_aside_crashing_save()
        try:
            save_kept = not set_aside and self.saves.has_continue()
            other = self.saves.game_id() if set_aside else None  # another game's save Continue opens now
        except Exception:  # a failed check must not hide the crash screen
            save_kept, other = False, None
        self._scenes.push(CrashScreen(self, exc, self.log_path, save_kept, save_set_aside=set_aside,
                                      continue_opens=_game_title(self.games, other) if other else None))

    def _set_aside_crashing_save(self) -> bool:
        """No crash loops: a continued game that crashes before its first new save point will crash again from
        the same save (however long the table waited), so that save is set aside (renamed, kept) and the crash
        screen offers the title, not Continue."""
        try:
            return self.saves.continued_without_saving() and self.saves.set_aside_crashed() is not None
        except Exception:  # the guard must never hide the crash screen
            log.exception("setting aside the save that crashed")
            return False

    # the loop -----------------------------------------------------------------------------------------------
    def run(self, max_frames: int | None = None) -> int:
        """The main loop. Returns the process exit code (0, or 1 after an unrecoverable crash)."""
        self.running = True
        if not self.stack:
            if self.first_frame_seconds is None:
                self._show_splash()  # the window shows something at once; the title's art takes a moment
            self._guarded(lambda: self.push(self.make_title()))
            self.fade.alpha, self.fade.direction = 1.0, -1  # and the title fades in from black
            self.clock.tick()  # building the title is not frame time
        while self.running:
            raw_dt = self.clock.tick(FPS) / 1000.0
            self.frame(raw_dt)
            if self.frames == 1:
                self.title_seconds = time.perf_counter() - self.launch_time
                log.info("first scene frame %.3f s after launch", self.title_seconds)
            if max_frames is not None and self.frames >= max_frames:
                break
        self.shutdown()
        return self.exit_code

    def _show_splash(self) -> None:
        """One plain frame (the name on the backdrop colour) while the title screen is being built."""
        from game.engine import plain_text
        from game.engine.i18n import tr
        canvas = self.display.canvas
        try:
            w, h = canvas.get_size()
            top, bottom = (52, 33, 28), (30, 21, 19)  # the menus' warm backdrop, in cheap bands
            for y in range(0, h, 8):
                t = y / h
                canvas.fill([round(a + (b - a) * t) for a, b in zip(top, bottom)], (0, y, w, 8))
            name = tr("app.splash.name")
            shadow = plain_text.render(name, 120, (12, 8, 6), bold=True)
            text = plain_text.render(name, 120, (255, 222, 130), bold=True)
            centre = (w // 2, h // 2 - 20)
            canvas.blit(shadow, shadow.get_rect(center=(centre[0] + 5, centre[1] + 6)))
            canvas.blit(text, text.get_rect(center=centre))
            for i in range(3):  # three dots: something is coming
                pygame.draw.circle(canvas, (200, 150, 90), (w // 2 - 40 + 40 * i, centre[1] + 110), 9)
        except Exception:  # a splash is a nicety: never let it stop the start
            log.exception("splash failed")
        self.present()
        pygame.event.pump()  # let the window manager see a live window
        self._note_first_frame()

    def _note_first_frame(self) -> None:
        if self.first_frame_seconds is None:
            self.first_frame_seconds = time.perf_counter() - self.launch_time
            log.info("first frame shown %.3f s after launch", self.first_frame_seconds)

    def shutdown(self) -> None:
        """Let every scene exit (games save there), release the audio device."""
        self._guarded(self._scenes.clear)
        try:
            self.audio.close()
        except Exception:
            log.exception("closing audio")


def _game_title(games, game_id: str):
    """A game's title as live text (follows a language switch), or its id for a game this version lacks."""
    from game.engine.i18n import tr_live
    info = games.find(game_id)
    return tr_live(info.title_key) if info is not None else game_id


def _release_freed_memory() -> None:
    from game.engine import startup
    try:
        startup.release_freed_memory()
    except Exception:  # memory housekeeping is never worth a crash
        log.exception("releasing freed memory")


def _same_pos(pos):
    return pos  # events reach the input layer already in logical coordinates


_USER_INPUT = frozenset((pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                         pygame.MOUSEWHEEL, pygame.JOYBUTTONDOWN, pygame.CONTROLLERBUTTONDOWN, pygame.TEXTINPUT))


# the command line ---------------------------------------------------------------------------------------------
def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {text!r}") from None
    if not (160 <= w <= 16384 and 120 <= h <= 16384):
        raise argparse.ArgumentTypeError(f"size {text} is out of range")
    return w, h


def parse_args(argv=None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="table-tales", description="Table Tales: five family board games.")
    p.add_argument("--windowed", action="store_true", help="start in a window instead of full-screen")
    p.add_argument("--size", type=_size, metavar="WxH", help="window size, e.g. 800x600 (implies --windowed)")
    p.add_argument("--lang", choices=("en", "zh-TW"), help="language for this run")
    p.add_argument("--smoke", action="store_true",
                   help="run every registered scene headless for a few seconds; exit 0 if none failed")
    p.add_argument("--seconds", type=float, default=3.0, help="--smoke: game seconds per scene")
    p.add_argument("--scene", action="append", metavar="NAME",
                   help="--smoke: only this scene (repeatable; the app start is always checked)")
    p.add_argument("--frames", type=int, default=None, help=argparse.SUPPRESS)  # quit after N frames (timing)
    return p.parse_args(argv)


def main(argv=None, launch_time: float | None = None) -> int:
    """Entry point of `python main.py`, `python -m game` (no tool named) and the `table-tales` script."""
    launch_time = launch_time if launch_time is not None else time.perf_counter()
    args = parse_args(argv)
    if args.smoke:
        from game.tools.smoke import run_smoke
        return run_smoke(seconds=args.seconds, lang=args.lang, names=args.scene, launch_time=launch_time)
    from game.engine.startup import report_failure  # never raises, even when the data folder is the problem
    try:
        app = App(windowed=args.windowed or args.size is not None, size=args.size, lang=args.lang,
                  launch_time=launch_time, splash=True)
    except Exception as exc:  # no window yet: say it on the console and in the log
        report_failure("Table Tales could not start", exc)
        return 1
    try:
        return app.run(max_frames=args.frames)
    except Exception as exc:  # the loop itself (not a scene) failed
        report_failure("Table Tales stopped", exc)
        return 1
    finally:
        pygame.quit()


if __name__ == "__main__":
    sys.exit(main())
