"""The Magic Maze table on the engine's table kit (GameScene): up to eight seats acting at once, each with only
the actions on its own action tile (table_input.py); bots as teammates paced by RealtimeBots (their reaction
delays are game time, kept by bot.py); the mall composed from the tile art and shown through a camera that keeps
every hero in view while cells stay >= 48 px, else follows the hero that last moved, with a mini-map of the
whole mall (view.py, minimap.py); the seat panels, sand timer, thief board and banners around it (hud.py).
Without a timer any seat may stop the game (hold the button, or Back); in scenario 12 the talk windows offer
gestures only (buttons on the panel, or Back); `rules_pages()` gives the scenario's own rule page.
The parts of the scene in their own modules (mixins of the scene class): the camera's framing (framing.py), the
heroes on the mall (hero_pieces.py), the nudges (nudges.py), the seats' key hints (seat_hints.py), the stop
button (stop_button.py) and scenario 12's gestures (gestures.py).

Real time: after a "Get ready 3-2-1" the rules' clock runs (`tick`); every intent is applied the moment it
arrives, so all the seats' inputs of one frame apply in arrival order. The music speeds up as the sand runs
low (three tempo loops). The game autosaves after every action; the win goes into the book of challenges."""
from __future__ import annotations

import math

import pygame

from game.core.setup import GameSetup, SeatConfig
from game.engine import intents as I
from game.engine.i18n import tr
from game.engine.intents import BACK, Intent
from game.engine.menus.end_screen import Placing
from game.engine.table.bots import RealtimeBots
from game.engine.table.game_scene import GameScene
from game.games.magic_maze import book, hud, log_lines, table_input
from game.games.magic_maze import mall as M
from game.games.magic_maze import moves as E
from game.games.magic_maze import rules as R
from game.games.magic_maze.framing import HeroFraming
from game.games.magic_maze.gestures import Gestures
from game.games.magic_maze.hero_pieces import HeroPieces
from game.games.magic_maze.minimap import Minimap
from game.games.magic_maze.nudges import Nudges
from game.games.magic_maze.seat_hints import SeatHints
from game.games.magic_maze.stop_button import StopButton
from game.games.magic_maze.view import MallView

GAME_ID = "magic_maze"
READY_SECONDS = 3.0
ALARM_SECONDS = 4.0
BACKGROUND = (24, 28, 40)
TEMPOS = ((0.40, "calm"), (0.17, "hurry"), (0.0, "panic"))  # sand share left -> music loop
SOUNDS = {"move": "slide", "portal": "portal", "escalator": "escalator"}


def clock_text(seconds: float) -> str:
    m, s = divmod(int(round(seconds)), 60)
    return f"{m}:{s:02d}"


class MagicMazeScene(GameScene, HeroFraming, HeroPieces, Nudges, SeatHints, StopButton, Gestures):
    game_id = GAME_ID
    rules = R
    music = "magic_maze/music_calm"
    illegal_sound = "tick"
    pause_button_at = (hud.MALL_RECT.right - 60, 60)  # the view's top-right corner (banners keep clear of it)
    end_delay = 1.2
    log_at, log_width = ((hud.MALL_RECT.x + 8, hud.MALL_RECT.bottom - 8), "bottomleft"), 760  # the game log
    log_fade_after = 8.0  # real time: no turn to wait for, and the mall needs the room

    def __init__(self, app, setup: GameSetup, state=None):
        super().__init__(app, setup, state)
        self.driver = RealtimeBots(self.bots, R)
        self.selected = {seat: M.HEROES[seat % 4] for seat in range(self.state.players)}
        self.init_nudges()
        self.ready_left = READY_SECONDS if self.state.phase == "play" else 0.0
        self.alarm_left = 0.0
        self.mall_view = MallView(hud.MALL_RECT, top_room=150)
        self.minimap = Minimap()
        self.init_heroes()
        self.init_framing()
        self.init_stop()
        self.init_gestures()
        self.frame_view(0.0, snap=True)
        for words, sub in ((tr("magic_maze.talk.sand"), tr("magic_maze_screen.talk_ends")),
                           (tr("magic_maze.talk.elf"), tr("magic_maze_screen.talk_ends")),
                           (tr("magic_maze.talk.gestures"), self.gestures_how())):
            hud.banner(words, "turn", sub)  # made now, not in the middle of the game (the kit keeps them)
        hud.banner(tr("magic_maze.theft"), "bad", "")
        self.static = hud.StaticLayer()
        self.bench_table = False  # the bench's demo table: no "Get ready" (screenshot moments keep theirs)

    # --- the kit's hooks --------------------------------------------------------------------------------
    def on_events(self, seat, action, events) -> None:
        if not events:
            return
        self.driver.observe(events)
        for e in events:
            self.event(e, seat)

    def event(self, e, seat=None) -> None:
        if isinstance(e, E.HeroMoved):
            self.sound(SOUNDS.get(e.how, "slide"), 0.6)
            self.follow(e.hero, seat in self.humans)
        elif isinstance(e, E.TileExplored):
            self.sound("explore", 0.8)
        elif isinstance(e, E.SandTurned):
            self.sound("flip")
        elif isinstance(e, E.TalkStarted):
            self.sound("talk")
        elif isinstance(e, E.TalkEnded):
            self.sound("shush", 0.5)
        elif isinstance(e, E.ItemsStolen):
            self.alarm_left = ALARM_SECONDS
            self.sound("alarm")
        elif isinstance(e, E.HeroEscaped):
            self.sound("exit")
            self.say(None, tr("magic_maze.escaped", hero=tr(f"magic_maze.hero.{e.hero}")))
        elif isinstance(e, E.Nudged):
            self.on_nudged(e)
        elif isinstance(e, E.CameraDestroyed):
            self.say(None, tr("magic_maze.camera_broken"))
        elif isinstance(e, E.CrystalBallUsed):
            self.say(None, tr("magic_maze.crystal_used"))
        elif isinstance(e, E.ActionTilesPassed):
            self.say(None, tr("magic_maze.tiles_passed"))
        elif isinstance(e, E.GameWon):
            self.sound("win")
            if self.humans and not self.attract:
                book.record_win(self.app.settings, self.state.scenario, e.time_used)
        elif isinstance(e, E.GameLost):
            self.sound("lose")

    def log_lines(self, seat, action, events) -> list:
        return log_lines.lines(self, seat, action, events)

    def seat_anchor(self, seat):
        if seat is None or not 0 <= seat < self.state.players:
            return (hud.MALL_RECT.centerx, 236), "midtop"  # under the banners
        r = hud.panel_rect(seat, self.state.players)
        if r.x < 960:
            return (r.right + 16, r.centery), "midleft"
        return (r.x - 16, r.centery), "midright"

    def rules_pages(self) -> list[tuple[str, str]]:
        """The chosen scenario's own rule page (the pause menu's rules viewer shows it after the game's rules)."""
        n = self.state.scenario
        pages = [(tr("magic_maze_screen.rules_page_title", n=n, title=tr(f"magic_maze.scenario.{n}.title")),
                  tr(f"magic_maze.scenario.{n}.rule"))]
        if not self.state.sand_total:
            pages.append((tr("magic_maze_screen.no_timer"), tr("magic_maze_screen.no_timer_rule")))
        return pages

    def end_title(self) -> str:
        out = self.state.outcome or {}
        if out.get("won"):
            return tr("magic_maze.won")
        return tr(f"magic_maze.lost.{out.get('reason', 'sand')}")

    def end_placings(self) -> list[Placing]:
        out = self.state.outcome or {}
        detail = tr("magic_maze.won_time", time=clock_text(out.get("time", self.state.now)))
        return [Placing(seat, detail, 1) for seat in range(self.state.players)]

    def end_note(self) -> str:
        page = book.page(self.app.settings, self.state.scenario)
        return tr("magic_maze_screen.book", title=tr(f"magic_maze.scenario.{self.state.scenario}.title"),
                  n=page["wins"])

    def show_end(self) -> None:
        """The engine's end screen; a lost game gets no confetti (the whole team lost together)."""
        super().show_end()
        top = self.app.top
        if not (self.state.outcome or {}).get("won") and hasattr(top, "confetti"):
            top.confetti = []

    # --- every frame -------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.ready_left > 0:
            before = math.ceil(self.ready_left)
            self.ready_left = max(0.0, self.ready_left - dt)
            if math.ceil(self.ready_left) != before:
                self.sound("tick", 0.7)
        elif self.state.phase != "over":
            self.tick(dt)
            self.driver.update(self.state.now, self.state, self.act)
        self.alarm_left = max(0.0, self.alarm_left - dt)
        self._slide_heroes(dt)
        self.frame_view(dt)
        self._tempo()
        self._stop_check()

    def tempo(self) -> str:
        s = self.state
        if not s.sand_total or s.sand_left is None:
            return "calm"
        share = s.sand_left / s.sand_total
        return next(name for floor, name in TEMPOS if share > floor or floor == 0.0)

    def _tempo(self) -> None:
        name = f"magic_maze/music_{self.tempo()}"
        if name != self.music:
            self.music = name
            self.play_music(True)

    def bench_update(self, dt: float) -> None:
        if self.bench_table:
            self.ready_left = 0.0
        super().bench_update(dt)

    # --- input -------------------------------------------------------------------------------------------
    def on_intent(self, intent: Intent) -> None:
        if self.common_intent(intent):
            return
        seat = intent.seat
        if seat is None or seat not in self.humans or intent.repeat or self.state.phase == "over":
            return
        if self.ready_left > 0:
            return  # nobody moves before the sand starts
        if intent.action == I.POINTER_UP or (intent.action == I.RELEASE and intent.original in (BACK, None)):
            self.stop_hold.release(seat)  # let go of "stop the game" before it filled
            return
        if intent.action == I.RELEASE:
            return
        if not self.state.sand_total and self._stop_pressed(seat, intent):
            return
        if self.gestures_now() and self._gesture(seat, intent):
            return
        table_input.route(self, seat, intent)

    def open_pause(self) -> None:
        """Saved first: the sand ran since the last action, and Continue after quitting must not give it back."""
        if self.state.phase != "over":
            self.save()
        super().open_pause()

    # --- drawing -----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.mall_view.draw(surface, self.state)
        surface.set_clip(hud.MALL_RECT)
        self.draw_heroes(surface)
        surface.set_clip(None)
        if self.minimap_shown:
            self.minimap.draw(surface, self.mall_view.picture, self.mall_view.camera, self.hero_pos)
        self.static.draw(surface, self, BACKGROUND)
        hud.draw_moving(surface, self)
        self._draw_emotes(surface)
        hud.draw_banners(surface, self)
        self.draw_log(surface)
        self.messages.draw(surface)


# --- factories for the app and the tools ---------------------------------------------------------------------
def make_scene(app, setup: GameSetup, state=None) -> MagicMazeScene:
    """A game from the set-up screen, or a saved one (`state` is the saved JSON or a rules State)."""
    return MagicMazeScene(app, setup, state)


def demo_setup(players: int, humans: dict, seed: int, **options) -> GameSetup:
    setup = GameSetup.all_bots(GAME_ID, players, seed=seed, options=options)
    for seat, device in humans.items():
        s = setup.seats[seat]
        setup.seats[seat] = SeatConfig(s.name, s.colour, "human", s.difficulty, device)
    return setup


def demo_scene(app, seed: int = 1, moment: str | None = None) -> MagicMazeScene:
    """`moment` sets up a situation for screenshots (see demo.py); none: the bench table (20 tiles, 8 seats)."""
    from game.games.magic_maze.demo import build_moment

    return build_moment(app, seed, moment or "bench")
