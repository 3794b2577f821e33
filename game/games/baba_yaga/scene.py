"""The Baba Yaga table: the rules state, the bots, every seat's input, and the animation cues.

Drawing lives in render.py (the board, the witch, fog) and hud.py (panels, the spell card, banners).
Input (see controls.py): the searcher uses one pointer (mouse or a gamepad cursor; keyboard zones a tile
cursor); any other input of that seat shows "one hand only!". Each human mover has a key of their own; bots
play at their own tempo; a solo human searches against the automatic witch (settings `witch_tempo`).
The game is saved at its start and at every turn boundary (app.saves); the pause menu (pause.py) tells the
players what quitting then keeps."""
from __future__ import annotations

import logging

import pygame

from game.core.actions import IllegalAction
from game.core.setup import GameSetup
from game.engine.i18n import tr
from game.engine.intents import (
    BACK,
    CONFIRM,
    DOWN,
    HANDICAP,
    LEFT,
    PAUSE,
    POINTER_DOWN,
    POINTER_MOVE,
    RIGHT,
    UP,
    Intent,
    is_pad,
)
from game.engine.scene import Scene
from game.games.baba_yaga import controls as C
from game.games.baba_yaga import data as D
from game.games.baba_yaga import layout as L
from game.games.baba_yaga import moves as M
from game.games.baba_yaga import rules as R
from game.games.baba_yaga.bot import WITCH_SECONDS, make_bot
from game.games.baba_yaga.cues import CueQueue, cues_for
from game.games.baba_yaga.wobble import PadWobble, wobble_offset

log = logging.getLogger(__name__)
GAME_ID = "baba_yaga"
WITCH_TEMPO = WITCH_SECONDS  # seconds per move for each choice of the witch_tempo setting (never bot difficulty)
NOTICE_SECONDS = 1.6


class BabaYagaScene(Scene):
    uses_game_time = True
    # the app's mouse pause button: between the board and the instruction panel, where it covers nothing
    pause_button_at = (1340, 56)

    def __init__(self, app, setup: GameSetup, state=None):
        super().__init__(app)
        self.setup = setup
        self.humans = [i for i, s in enumerate(setup.seats) if not s.is_bot]
        if state is None:
            state = R.new_game(self._config(), setup.seed)
        self.state = state
        self.bots = {i: make_bot(i, s.difficulty, setup.seed) for i, s in enumerate(setup.seats) if s.is_bot}
        self.cues = CueQueue()
        self.time = 0.0  # scene seconds (animations); game time is self.state.clock.now
        self.pointers: dict[str, tuple[int, int]] = {}
        self.cursor = C.TileCursor()
        self.path_choice: str | None = None
        self.swap = C.SwapPicker()
        self.notices: list[tuple[str, float, tuple[int, int]]] = []  # (text, until, where)
        self.one_hand_until: dict[int, float] = {}
        self.witch_rc: tuple[float, float] = (D.MID, D.MID)
        self.ghost: list[float] = [float(L.BOARD_CX), float(L.BOARD_CY)]  # a bot searcher's hand
        self.ghost_target: tuple[int, int] | None = None
        self.pad_wobble = PadWobble()  # a wobbling gamepad searcher's cursor, carried along the wobble
        self._restricted: tuple | None = None
        self._last_turn_saved = -1
        self.finished_at: float | None = None
        self.end_choice = 0  # the end screen: 0 play again, 1 menu
        self.renderer = None  # made on first draw (needs a display for SVG)
        self.skip_study_in_bench = False

    # --- set-up ---------------------------------------------------------------------------------------
    def _config(self) -> dict:
        cfg = self.setup.config()
        if self.humans:
            cfg["auto_witch"] = self._witch_seconds()
            cfg["human_seats"] = list(self.humans)
        return cfg

    def _witch_seconds(self) -> float:
        """Seconds per move of the automatic witch, from the `witch_tempo` setting."""
        tempo = "normal"
        settings = getattr(self.app, "settings", None)
        if settings is not None:
            try:
                tempo = settings.get("witch_tempo") or "normal"
            except Exception:  # a settings object without that key: the default tempo
                tempo = "normal"
        return WITCH_TEMPO.get(tempo, WITCH_TEMPO["normal"])

    def _sync_witch_tempo(self) -> None:
        """The setting may change mid-game (Settings is opened from the pause menu, over this scene, so we
        look again whenever we are on top again); a saved game takes today's setting too."""
        R.set_witch_tempo(self.state, self._witch_seconds())
        for bot in self.bots.values():  # bots flying her keep the same tempo, whatever their difficulty
            bot.witch_seconds = self._witch_seconds()

    def device_of(self, seat: int) -> str | None:
        if seat in self.humans:
            return self.setup.seats[seat].device
        return None

    def enter(self) -> None:
        self._sync_witch_tempo()
        if self.state.phase == "study":
            self._save()  # a game quit during the study is there to continue (from the start of the study)
        inp = getattr(self.app, "input", None)
        if inp is not None:
            for seat in self.humans:
                device = self.device_of(seat)
                if device and inp.device_of(seat) != device:
                    inp.bind(seat, device)
        audio = getattr(self.app, "audio", None)
        if audio is not None:
            try:
                audio.preload([f"{GAME_ID}/{n}" for n in ("flip", "whoosh", "cackle", "tick")])
            except Exception:  # sounds are optional
                log.debug("baba_yaga sounds not preloaded", exc_info=True)

    def resume(self) -> None:
        self._sync_witch_tempo()

    def exit(self) -> None:
        inp = getattr(self.app, "input", None)
        if inp is not None:
            self.pad_wobble.stop(inp)
            inp.handicaps.clear()
        pygame.mouse.set_visible(True)

    # --- game flow ------------------------------------------------------------------------------------
    def apply(self, action) -> bool:
        """Apply a rules action; an illegal one shows its reason instead. Returns True if it happened."""
        try:
            events = R.apply(self.state, action)
        except IllegalAction as exc:
            self.notice(tr(str(exc)), self._notice_pos(getattr(action, "seat", None)))
            self._play("failed_soft", 0.5)
            return False
        self._events(events)
        return True

    def _events(self, events) -> None:
        if not events:
            return
        for bot in self.bots.values():
            bot.observe(events)
        for e in events:
            cues = cues_for(e)
            for cue in cues:
                if cue.kind == "fly":
                    cue.data["from"] = self.witch_rc
                    self.witch_rc = cue.data["to"]
            self.cues.add(cues)
            if isinstance(e, M.FlightPathChosen):
                self.witch_rc = tuple(e.path[0])
            elif isinstance(e, M.TurnStarted):
                self._save()
            elif isinstance(e, M.GameWon):
                self.finished_at = self.time
                saves = getattr(self.app, "saves", None)
                if saves is not None:
                    saves.clear()
            elif isinstance(e, M.TileFlipped) and e.seat in self.bots:
                self.ghost_target = L.index_center(e.cell)

    def _save(self) -> None:
        """The start of the game and of every turn are the save points: a resumed game starts with the study
        or with the flight-path choice of the turn that was in progress (pause.py says so to the players)."""
        saves = getattr(self.app, "saves", None)
        if saves is None or not self.humans or self.state.turn_no == self._last_turn_saved:
            return
        self._last_turn_saved = self.state.turn_no
        try:
            saves.save(self.setup, R.to_json(self.state), {"game": GAME_ID})
        except Exception:  # a full disk must not stop the game
            log.exception("baba_yaga: autosave failed")

    def update(self, dt: float) -> None:
        self.time += dt
        self._events(R.tick(self.state, dt))
        now = self.state.clock.now
        for seat, bot in self.bots.items():
            legal = R.legal_actions(self.state, seat)
            if not legal:
                continue
            action = bot.choose(R.view(self.state, seat), legal, now)
            if action is not None:
                if isinstance(action, (M.FlipTile, M.LiftHouse, M.FlipBack)):
                    cell = getattr(action, "cell", self.state.house)
                    self.ghost_target = L.index_center(cell)
                self.apply(action)
        self.cues.update(dt)
        for name in self.cues.take_sounds():
            self._play(name)
        self._update_restrictions()
        self._carry_pad_wobble()
        self._move_ghost(dt)
        self.notices = [n for n in self.notices if n[1] > self.time]

    def bench_update(self, dt: float) -> None:
        """`python -m game bench` (a demo table with no moment): the 20-second study is skipped, so the frames
        measured are the search (tiles turning, the witch flying). A named moment is left as it was set up."""
        if self.skip_study_in_bench and self.state.phase == "study":
            self._events(R.tick(self.state, self.state.clock.remaining("study") or 0.0))
        self.update(dt)

    def _move_ghost(self, dt: float) -> None:
        if self.ghost_target is None:
            return
        k = min(1.0, dt * 9.0)
        self.ghost[0] += (self.ghost_target[0] - self.ghost[0]) * k
        self.ghost[1] += (self.ghost_target[1] - self.ghost[1]) * k

    def _update_restrictions(self) -> None:
        """One hand for the human searcher; the two-player mover's two hands; pads point where they choose."""
        inp = getattr(self.app, "input", None)
        s = self.state
        key = (s.phase, s.active, s.turn_no, s.mover() if s.alternate_hands else None)
        if inp is None or key == self._restricted:
            return
        self._restricted = key
        inp.handicaps.clear()
        for seat in self.humans:
            device = self.device_of(seat)
            if is_pad(device):
                inp.set_pointer_mode(device, self._acting_with_pointer(seat))
        if s.phase == "search" and s.active in self.humans:
            inp.handicaps.set(s.active, C.search_handicap(self.device_of(s.active)))
        mover = s.mover()
        if s.phase == "search" and s.alternate_hands and mover in self.humans:
            groups = C.hand_groups(self.device_of(mover), self._taken(mover))
            if groups:
                inp.handicaps.add(mover, C.mover_handicap(groups))
        pygame.mouse.set_visible(not self.wobbling())

    def _acting_with_pointer(self, seat: int) -> bool:
        s = self.state
        if s.phase in ("search", "apply_effect", "expert_house"):
            return seat == s.active
        return s.phase == "choose_path" and seat == s.turn.get("chooser")

    def _taken(self, seat: int) -> tuple[str, ...]:
        return tuple(self.device_of(o) for o in self.humans if o != seat and self.device_of(o))

    # --- effects on the searcher ----------------------------------------------------------------------
    def effects(self) -> list[str]:
        return list(self.state.turn.get("effects", [])) if self.state.phase == "search" else []

    def wobbling(self) -> bool:
        return "wobble" in self.effects() and self.state.active in self.humans

    def wobbling_pad(self) -> str | None:
        """The gamepad of a human searcher under the Wobble spell (its cursor is carried along the wobble)."""
        if not self.wobbling():
            return None
        device = self.device_of(self.state.active)
        return device if is_pad(device) else None

    def _carry_pad_wobble(self) -> None:
        inp = getattr(self.app, "input", None)
        if inp is not None and hasattr(inp, "set_pointer_pos"):
            self.pad_wobble.update(inp, self.wobbling_pad(), wobble_offset(self.time))

    def searcher_pointer(self) -> tuple[float, float] | None:
        """Where the searcher points now (wobble included): their mouse / pad cursor, a keyboard player's
        tile cursor, or a bot's moving hand."""
        s = self.state
        seat = s.active
        if seat in self.humans:
            device = self.device_of(seat)
            if C.uses_pointer(device):
                carried = self.pad_wobble.pointer(device)
                if carried is not None:
                    return carried  # the pad's own cursor already wobbles
                pos = self.pointers.get(device)
                if pos is None:
                    pos = self._pointer_from_input(device)
                if pos is None:
                    return None
                if self.wobbling():
                    dx, dy = wobble_offset(self.time)
                    return pos[0] + dx, pos[1] + dy
                return pos
            return self.cursor.center
        if "wobble" in self.effects():  # a bot's hand wobbles too, for everyone to see
            dx, dy = wobble_offset(self.time)
            return self.ghost[0] + dx * 0.5, self.ghost[1] + dy * 0.5
        return tuple(self.ghost)

    def _pointer_from_input(self, device):
        inp = getattr(self.app, "input", None)
        return inp.pointer_pos(device) if inp is not None else None

    # --- input ----------------------------------------------------------------------------------------
    def on_intent(self, intent: Intent) -> None:
        if intent.action == PAUSE:
            self.open_pause_menu()
            return
        if intent.pos is not None and intent.action in (POINTER_MOVE, POINTER_DOWN):
            self.pointers[intent.device] = intent.pos
        seat = intent.seat
        if self.state.phase == "over":
            self._end_screen_input(intent)
            return
        if intent.action == HANDICAP:
            if seat is not None:
                self.one_hand_until[seat] = self.time + NOTICE_SECONDS
                self.notice(tr("baba_yaga.banner.one_hand"), self._notice_pos(seat))
                self._play("failed_soft", 0.6)
            return
        if seat is None or seat not in self.humans or intent.repeat and intent.action not in (UP, DOWN, LEFT, RIGHT):
            return
        phase = self.state.phase
        if phase == "choose_path" and seat == self.state.turn.get("chooser"):
            self._path_input(seat, intent)
        elif phase == "search":
            if seat == self.state.active:
                self._search_input(seat, intent)
            else:
                self._mover_input(seat, intent)
        elif phase in ("apply_effect", "expert_house") and seat == self.state.active:
            self._choice_input(seat, intent)

    def open_pause_menu(self) -> None:
        self.app.open_pause_menu("baba_yaga")

    def quit_note(self) -> str:
        """The pause menu's quit question: what quitting keeps of this table (pause.py)."""
        from game.games.baba_yaga import pause

        return pause.quit_note(self)

    def quit_note_key(self) -> str:
        from game.games.baba_yaga import pause

        return pause.quit_note_key(self)

    def _pointed_cell(self, seat: int, intent: Intent) -> int | None:
        if intent.action == POINTER_DOWN:
            if seat == self.state.active and self.state.phase == "search":
                return L.cell_at(self.searcher_pointer())
            return L.cell_at(intent.pos)
        if intent.action == CONFIRM:
            return self.cursor.cell
        return None

    def _steer(self, intent: Intent) -> bool:
        if intent.action in C.DIRECTION_STEPS and not intent.is_pointer:
            self.cursor.move(intent.action)
            return True
        return False

    def _path_input(self, seat: int, intent: Intent) -> None:
        if intent.action == POINTER_DOWN:
            end = L.end_at(intent.pos)
            if end is not None:
                self.apply(C.path_choice(seat, end))
        elif intent.action in C.END_OF_DIRECTION:
            self.path_choice = C.END_OF_DIRECTION[intent.action]
        elif intent.action == CONFIRM and self.path_choice:
            self.apply(C.path_choice(seat, self.path_choice))
            self.path_choice = None

    def _search_input(self, seat: int, intent: Intent) -> None:
        if self._steer(intent):
            return
        if intent.action == POINTER_DOWN and intent.button not in (1, 0):
            return
        if intent.action in (POINTER_DOWN, CONFIRM):
            action = C.search_action(R.view(self.state, seat), seat, self._pointed_cell(seat, intent))
            if action is not None:
                self.apply(action)

    def _mover_input(self, seat: int, intent: Intent) -> None:
        hand = C.mover_press(intent, self.device_of(seat), self.state.alternate_hands, self._taken(seat))
        if hand is None:
            return
        self.apply(M.MoveWitch(seat, None if hand == "any" else hand))

    def _choice_input(self, seat: int, intent: Intent) -> None:
        if self._steer(intent):
            return
        s = self.state
        if s.phase == "expert_house" and intent.action == BACK:
            self.apply(M.SkipHouse(seat))
            return
        if intent.action == POINTER_DOWN and L.inside(self.skip_button_rect(), intent.pos):
            if s.phase == "expert_house":
                self.apply(M.SkipHouse(seat))
            return
        cell = self._pointed_cell(seat, intent)
        if cell is None:
            return
        if s.phase == "apply_effect" and s.effect_due == D.SWAP:
            action = self.swap.pick(seat, cell)
        else:
            action = C.house_choice(seat, cell)
        if action is not None:
            self.apply(action)

    def skip_button_rect(self) -> tuple[int, int, int, int]:
        x, y, w, _ = L.HINT_RECT
        return x + 40, y + 150, w - 80, 80

    # --- the end --------------------------------------------------------------------------------------
    def end_button_rects(self) -> list[tuple[int, int, int, int]]:
        return [(L.BOARD_CX - 370, 810, 340, 96), (L.BOARD_CX + 30, 810, 340, 96)]

    def _end_screen_input(self, intent: Intent) -> None:
        if self.finished_at is None or self.time - self.finished_at < 1.5:
            return  # let the win sink in before a stray click leaves
        if intent.action in (LEFT, RIGHT, UP, DOWN):
            self.end_choice = 1 - self.end_choice
        elif intent.action == POINTER_DOWN:
            for i, rect in enumerate(self.end_button_rects()):
                if L.inside(rect, intent.pos):
                    self._end_choose(i)
        elif intent.action == CONFIRM:
            self._end_choose(self.end_choice)

    def _end_choose(self, choice: int) -> None:
        if choice == 0:
            again = GameSetup.from_json(self.setup.to_json())
            again.seed = self.setup.seed + 1
            self.app.replace(BabaYagaScene(self.app, again))
        else:
            to_title = getattr(self.app, "to_title", None)
            if to_title is not None:
                to_title()

    # --- small helpers -------------------------------------------------------------------------------
    def notice(self, text: str, pos) -> None:
        self.notices.append((text, self.time + NOTICE_SECONDS, pos))

    def _notice_pos(self, seat) -> tuple[int, int]:
        if seat is None or not (0 <= seat < self.state.players):
            return L.BOARD_CX, 90
        x, y, w, h = L.panel_rect(seat, self.state.players)
        return x + w + 20, y + h // 2

    def _play(self, name: str, volume: float = 1.0) -> None:
        audio = getattr(self.app, "audio", None)
        if audio is not None:
            audio.play(f"{GAME_ID}/{name}", volume)

    def seat_name(self, seat: int | None) -> str:
        if seat is None or not (0 <= seat < len(self.setup.seats)):
            return ""
        return self.setup.seats[seat].name

    def cursor_colour(self, device: str, seat: int | None):
        """The app draws gamepad cursors in the seat's colour."""
        from game.engine.theme import seat_rgb

        if seat is None or not (0 <= seat < len(self.setup.seats)):
            return 255, 200, 40  # the app's own gold (it cannot draw "no colour")
        return seat_rgb(self.setup.seats[seat].colour)

    # --- drawing --------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.renderer is None:
            from game.games.baba_yaga.render import Renderer

            self.renderer = Renderer(self)
        self.renderer.draw(surface)


# --- factories for the app and the tools ---------------------------------------------------------------

def make_scene(app, setup: GameSetup, state=None) -> BabaYagaScene:
    """A game from the set-up screen, or a saved one (`state` is the saved JSON or a rules State)."""
    if isinstance(state, dict):
        state = R.from_json(state)
    return BabaYagaScene(app, setup, state)


def demo_scene(app, seed: int = 1, moment: str | None = None) -> BabaYagaScene:
    """Bots at every seat; `moment` sets up a situation for screenshots (see demo.py)."""
    from game.games.baba_yaga.demo import build_moment

    setup = GameSetup.all_bots(GAME_ID, 4, seed=seed, difficulty="normal")
    scene = BabaYagaScene(app, setup)
    if moment:
        build_moment(scene, moment)
    else:
        scene.skip_study_in_bench = True
    return scene
