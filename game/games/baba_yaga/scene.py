"""The Baba Yaga table, built on the engine's table kit (GameScene): the rules state, the real-time bots
(RealtimeBots), every seat's input (table_input.py, choices in controls.py) and the presenter beats (cues.py).

Drawing lives in render.py (the board, the witch, fog) and hud.py (panels, the spell card, banners); where the
searcher points (their cursor, the Wobble spell, a bot's gliding hand) in searcher_hand.py.
The searcher uses one pointer (mouse or a gamepad cursor; keyboard zones a tile cursor); any other input of that
seat shows "one hand only!" beside them. Each human mover has a key of their own; bots play at their own tempo;
a solo human searches against the automatic witch (settings `witch_tempo`). The game is saved at its start and
at every turn boundary; the pause menu (pause.py) tells the players what quitting then keeps."""
from __future__ import annotations

import pygame

from game import games
from game.core.setup import GameSetup
from game.engine.i18n import tr
from game.engine.intents import DOWN, HANDICAP, LEFT, POINTER_DOWN, POINTER_MOVE, RIGHT, UP, Intent, is_pad
from game.engine.menus.end_screen import Placing
from game.engine.table.bots import RealtimeBots
from game.engine.table.game_scene import GameScene
from game.games.baba_yaga import controls as C
from game.games.baba_yaga import data as D
from game.games.baba_yaga import layout as L
from game.games.baba_yaga import log_lines, table_input
from game.games.baba_yaga import moves as M
from game.games.baba_yaga import rules as R
from game.games.baba_yaga.bot import WITCH_SECONDS
from game.games.baba_yaga.cues import cues_for
from game.games.baba_yaga.get_ready import GetReady
from game.games.baba_yaga.searcher_hand import SearcherHand
from game.games.baba_yaga.wobble import wobble_offset

GAME_ID = "baba_yaga"
WITCH_TEMPO = WITCH_SECONDS  # seconds per move for each choice of the witch_tempo setting (never bot difficulty)
NOTICE_SECONDS = 1.6


def ranking_places(winner: int, broken: list[int]) -> list[tuple[int, int]]:
    """(seat, place) best first: the winner first, then by spells broken; equal counts share a place."""
    order = [winner] + sorted((o for o in range(len(broken)) if o != winner), key=lambda o: (-broken[o], o))
    out: list[tuple[int, int]] = []
    for i, seat in enumerate(order):
        tied = i > 1 and broken[seat] == broken[order[i - 1]]
        out.append((seat, out[-1][1] if tied else i + 1))
    return out


class BabaYagaScene(GameScene, SearcherHand):
    game_id = GAME_ID
    rules = R
    illegal_sound = "failed_soft"
    pause_button_at = (1340, 56)  # between the board and the instruction panel, where it covers nothing
    end_delay = 0.0  # the win's own animation (cue "won") plays first
    log_at, log_width = ((880, 1074), "midbottom"), 860  # the game log: under the forest

    def __init__(self, app, setup: GameSetup, state=None):
        super().__init__(app, setup, state)
        self.driver = RealtimeBots(self.bots, R)
        self.pointers: dict[str, tuple[int, int]] = {}
        self.cursor = C.TileCursor()
        self.path_choice: str | None = None
        self.swap = C.SwapPicker()
        self.one_hand_until: dict[int, float] = {}
        self.witch_rc: tuple[float, float] = (D.MID, D.MID)
        self.init_searcher_hand()
        self._restricted: tuple | None = None
        self._last_turn_saved = -1
        self.renderer = None  # made on first draw (needs a display for SVG)
        self.skip_study_in_bench = False
        self.ready = GetReady()  # "Get ready… 3, 2, 1" before each search: rules clock and bots wait

    # --- set-up ---------------------------------------------------------------------------------------
    def new_state(self):
        cfg = self.setup.config()
        if self.humans:
            cfg["auto_witch"] = self._witch_seconds()
            cfg["human_seats"] = list(self.humans)
        return R.new_game(cfg, self.setup.seed)

    def _witch_seconds(self) -> float:
        """Seconds per move of the automatic witch, from the `witch_tempo` setting."""
        default = next(s.default for s in games.get(GAME_ID).settings if s.key == "witch_tempo")
        return WITCH_TEMPO.get(self.app.settings.get("witch_tempo") or default, WITCH_TEMPO[default])

    def _sync_witch_tempo(self) -> None:
        """The setting may change mid-game (Settings opens over this scene); a saved game takes today's too.
        Bots flying her keep the same tempo, whatever their difficulty."""
        R.set_witch_tempo(self.state, self._witch_seconds())
        for bot in self.bots.values():
            bot.witch_seconds = self._witch_seconds()

    def enter(self) -> None:
        super().enter()
        self._sync_witch_tempo()
        if self.state.phase == "study":
            self.save()  # a game quit during the study is there to continue (from the start of the study)
        self.app.audio.preload([f"{GAME_ID}/{n}" for n in ("flip", "whoosh", "cackle", "tick")])

    def resume(self) -> None:
        super().resume()
        self._sync_witch_tempo()

    def exit(self) -> None:
        super().exit()
        self.pad_wobble.stop(self.app.input)
        self.app.input.handicaps.clear()
        pygame.mouse.set_visible(True)

    # --- the kit's hooks ------------------------------------------------------------------------------
    def on_events(self, seat, action, events) -> None:
        self._events(events)

    def _events(self, events) -> None:
        if not events:
            return
        self.driver.observe(events)
        for e in events:
            beats = cues_for(e)
            for beat in beats:
                if beat.kind == "fly":
                    beat.data["from"] = self.witch_rc
                    self.witch_rc = beat.data["to"]
            self.presenter.add(beats)
            if isinstance(e, M.FlightPathChosen):
                self.witch_rc = tuple(e.path[0])
            elif isinstance(e, M.GameWon):
                self.app.saves.clear()  # a finished game is not something to continue
            elif isinstance(e, M.TileFlipped) and e.seat in self.bots:
                self.ghost_target = L.index_center(e.cell)

    def log_lines(self, seat, action, events) -> list:
        return log_lines.lines(self, seat, action, events)

    def save_point(self, events) -> bool:
        """The start of every turn: a resumed game starts with the flight-path choice of that turn."""
        return any(isinstance(e, M.TurnStarted) for e in events)

    def save(self) -> None:
        if self.state.turn_no != self._last_turn_saved and self.humans and not self.attract:
            self._last_turn_saved = self.state.turn_no
            super().save()

    def seat_anchor(self, seat):
        if seat is None or not 0 <= seat < self.state.players:
            return (L.BOARD_CX, 90), "midleft"
        x, y, w, h = L.panel_rect(seat, self.state.players)
        return (x + w + 20, y + h // 2), "midleft"

    def seat_name(self, seat) -> str:
        return super().seat_name(seat) or ""

    def quit_note(self) -> str:
        from game.games.baba_yaga import pause
        return pause.quit_note(self)

    def quit_note_key(self) -> str:
        from game.games.baba_yaga import pause
        return pause.quit_note_key(self)

    def end_title(self) -> str:
        return tr("baba_yaga.banner.won", name=self.seat_name(self.state.winner))

    def end_placings(self) -> list[Placing]:
        broken = [len(d) for d in self.state.discards]
        return [Placing(seat, tr("baba_yaga.end.detail", n=broken[seat]), place)
                for seat, place in ranking_places(self.state.winner, broken)]

    def end_note(self) -> str:
        return tr("baba_yaga.end.tie_break")

    # --- every frame ----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.ready.watch(self)
        if not self.ready.active(self):
            self.tick(dt)
            self.driver.update(self.state.clock.now, self.state, self.act, self._bot_hand)
        self._update_restrictions()
        self.pad_wobble.update(self.app.input, self.wobbling_pad(), wobble_offset(self.clock))
        self.move_ghost(dt)

    def bench_update(self, dt: float) -> None:
        """`python -m game bench` (a demo table with no moment): the 20-second study is skipped, so the frames
        measured are the search (tiles turning, the witch flying). A named moment is left as it was set up."""
        if self.skip_study_in_bench and self.state.phase == "study":
            self._events(R.tick(self.state, self.state.clock.remaining("study") or 0.0))
        self.update(dt)

    def _update_restrictions(self) -> None:
        """One hand for the human searcher; the two-player mover's two hands; pads point where they choose."""
        inp, s = self.app.input, self.state
        key = (s.phase, s.active, s.turn_no, s.mover() if s.alternate_hands else None)
        if key == self._restricted:
            return
        self._restricted = key
        inp.handicaps.clear()
        for seat in self.humans:
            if is_pad(self.device_of(seat)):
                inp.set_pointer_mode(self.device_of(seat), self._acting_with_pointer(seat))
        if s.phase == "search" and s.active in self.humans:
            inp.handicaps.set(s.active, C.search_handicap(self.device_of(s.active)))
        mover = s.mover()
        if s.phase == "search" and s.alternate_hands and mover in self.humans:
            groups = C.hand_groups(self.device_of(mover), self.taken(mover))
            if groups:
                inp.handicaps.add(mover, C.mover_handicap(groups))
        pygame.mouse.set_visible(not self.wobbling())

    def _acting_with_pointer(self, seat: int) -> bool:
        s = self.state
        if s.phase in ("search", "apply_effect", "expert_house"):
            return seat == s.active
        return s.phase == "choose_path" and seat == s.turn.get("chooser")

    def taken(self, seat: int) -> tuple[str, ...]:
        """The devices of the other human seats (a two-player mover's hands must not be one of them)."""
        return tuple(self.device_of(o) for o in self.humans if o != seat and self.device_of(o))

    # --- input ----------------------------------------------------------------------------------------
    def on_intent(self, intent: Intent) -> None:
        if self.common_intent(intent):
            return
        if intent.pos is not None and intent.action in (POINTER_MOVE, POINTER_DOWN):
            self.pointers[intent.device] = intent.pos
        seat = intent.seat
        if self.state.phase == "over":
            return
        if intent.action == HANDICAP:
            if seat is not None:
                self.one_hand_until[seat] = self.clock + NOTICE_SECONDS
                self.say(seat, tr("baba_yaga.banner.one_hand"), NOTICE_SECONDS)
                self.sound("failed_soft", 0.6)
            return
        if seat is None or seat not in self.humans or intent.repeat and intent.action not in (UP, DOWN, LEFT, RIGHT):
            return
        if self.ready.active(self):
            return  # the search has not begun: keys pressed during the count do nothing
        table_input.route(self, seat, intent)

    def draw(self, surface: pygame.Surface) -> None:
        if self.renderer is None:
            from game.games.baba_yaga.render import Renderer
            self.renderer = Renderer(self)
        self.renderer.draw(surface)
        self.draw_log(surface)


# --- factories for the app and the tools ---------------------------------------------------------------
def make_scene(app, setup: GameSetup, state=None) -> BabaYagaScene:
    """A game from the set-up screen, or a saved one (`state` is the saved JSON or a rules State)."""
    return BabaYagaScene(app, setup, state)


def demo_scene(app, seed: int = 1, moment: str | None = None) -> BabaYagaScene:
    """Bots at every seat; `moment` sets up a situation for screenshots (see demo.py)."""
    from game.games.baba_yaga.demo import build_moment

    scene = BabaYagaScene(app, GameSetup.all_bots(GAME_ID, 4, seed=seed, difficulty="normal"))
    if moment:
        build_moment(scene, moment)
    else:
        scene.skip_study_in_bench = True
    return scene
