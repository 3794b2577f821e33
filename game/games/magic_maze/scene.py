"""The Magic Maze table on the engine's table kit (GameScene): up to eight seats acting at once, each with only
the actions on its own action tile (table_input.py); bots as teammates paced by RealtimeBots (their reaction
delays are game time, kept by bot.py); the mall composed from the tile art and shown through a camera that keeps
every hero in view (view.py); the seat panels, sand timer, thief board and banners around it (hud.py).

Real time: after a "Get ready 3-2-1" the rules' clock runs (`tick`); every intent is applied the moment it
arrives, so all the seats' inputs of one frame apply in arrival order. The music speeds up as the sand runs
low (three tempo loops). The game autosaves after every action; the win goes into the book of challenges."""
from __future__ import annotations

import math

import pygame

from game.core.setup import GameSetup, SeatConfig
from game.engine.i18n import language, tr
from game.engine.intents import ACT4, CONFIRM, Intent
from game.engine.menus.end_screen import Placing
from game.engine.table import hint
from game.engine.table.bots import RealtimeBots
from game.engine.table.game_scene import GameScene
from game.engine.theme import draw_seat_badge, seat_rgb
from game.games.magic_maze import book, hud, log_lines, table_input
from game.games.magic_maze import mall as M
from game.games.magic_maze import moves as E
from game.games.magic_maze import rules as R
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


class MagicMazeScene(GameScene):
    game_id = GAME_ID
    rules = R
    music = "magic_maze/music_calm"
    illegal_sound = "tick"
    pause_button_at = (738, 968)  # in the bottom strip, between the time left and the thief board
    end_delay = 1.2
    log_at, log_width = ((hud.MALL_RECT.x + 8, hud.MALL_RECT.bottom - 8), "bottomleft"), 760  # the game log
    log_fade_after = 8.0  # real time: no turn to wait for, and the mall needs the room

    def __init__(self, app, setup: GameSetup, state=None):
        super().__init__(app, setup, state)
        self.driver = RealtimeBots(self.bots, R)
        self.selected = {seat: M.HEROES[seat % 4] for seat in range(self.state.players)}
        self.nudge_aim: dict[int, int] = {}
        self.nudged: dict[int, float] = {}  # seat -> scene clock until which its panel shakes
        self.ready_left = READY_SECONDS if self.state.phase == "play" else 0.0
        self.alarm_left = 0.0
        self.mall_view = MallView(hud.MALL_RECT)
        self.hero_pos = {h: [float(p[0]), float(p[1])] for h, p in self.state.heroes.items() if p}
        self.mall_view.camera.follow(self.hero_cells(), 0, snap=True)
        self._hints: dict = {}
        self.static = hud.StaticLayer()
        self.bench_table = False  # the bench's demo table: no "Get ready" (screenshot moments keep theirs)

    # --- the kit's hooks --------------------------------------------------------------------------------
    def on_events(self, seat, action, events) -> None:
        if not events:
            return
        self.driver.observe(events)
        for e in events:
            self.event(e)

    def event(self, e) -> None:
        if isinstance(e, E.HeroMoved):
            self.sound(SOUNDS.get(e.how, "slide"), 0.6)
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
            self.nudged[e.target] = self.clock + hud.NUDGE_SECONDS
            self.sound("nudge")
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

    def log_button_at(self) -> tuple[int, int]:
        return 1243, 968  # in the bottom strip, between the thief board and the book (the clock is left)

    def seat_anchor(self, seat):
        if seat is None or not 0 <= seat < self.state.players:
            return (hud.MALL_RECT.centerx, 150), "midtop"
        r = hud.panel_rect(seat, self.state.players)
        if r.x < 960:
            return (r.right + 16, r.centery), "midleft"
        return (r.x - 16, r.centery), "midright"

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

    # --- every frame -------------------------------------------------------------------------------------
    def hero_cells(self) -> list:
        return [tuple(p) for h, p in self.state.heroes.items() if p is not None and p[0] < 200]

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
        self.mall_view.camera.follow(self.hero_cells(), dt)
        self._tempo()

    def _slide_heroes(self, dt: float) -> None:
        k = 1 - math.exp(-dt * 14)
        for h, p in self.state.heroes.items():
            if p is None:
                self.hero_pos.pop(h, None)
                continue
            pos = self.hero_pos.setdefault(h, [float(p[0]), float(p[1])])
            if abs(pos[0] - p[0]) + abs(pos[1] - p[1]) > 12:  # a portal far away: jump
                pos[:] = [float(p[0]), float(p[1])]
            pos[0] += (p[0] - pos[0]) * k
            pos[1] += (p[1] - pos[1]) * k

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
        table_input.route(self, seat, intent)

    def hint_for(self, seat: int):
        device = self.device_of(seat)
        key = (seat, device, language())
        if key not in self._hints:
            items = (((CONFIRM,), tr("magic_maze_screen.hint.hero")), ((ACT4,), tr("magic_maze_screen.hint.nudge")))
            h = hint.for_device(self.app.input, device, items, tr("magic_maze_screen.hint.mouse"))
            if h.items:  # the panel names the device already: key caps only
                h = hint.Hint("", h.items)
                if hint.height(h, hud.PANEL_W - 20) > 64:
                    h = hint.Hint("", h.items[:1])
            self._hints[key] = h
        return self._hints[key]

    # --- drawing -----------------------------------------------------------------------------------------
    def shaking(self) -> tuple[int, ...]:
        """Seats whose panel shakes now (a Do something! nudge)."""
        return tuple(seat for seat, until in sorted(self.nudged.items()) if until > self.clock)

    def draw(self, surface: pygame.Surface) -> None:
        self.mall_view.draw(surface, self.state)
        surface.set_clip(hud.MALL_RECT)
        self._draw_heroes(surface)
        surface.set_clip(None)
        self.static.draw(surface, self, BACKGROUND)
        hud.draw_bottom(surface, self)
        hud.draw_banners(surface, self)
        self.draw_log(surface)
        self.messages.draw(surface)

    def _draw_heroes(self, surface) -> None:
        cam = self.mall_view.camera
        size = max(24, int(cam.px * 0.86) // 6 * 6)
        rings: dict[str, list[int]] = {}
        for seat in self.humans:
            hero = self.selected.get(seat)
            if hero in self.hero_pos:
                rings.setdefault(hero, []).append(seat)
        for h, pos in self.hero_pos.items():
            x, y = cam.screen(pos)
            for i, seat in enumerate(rings.get(h, ())):  # the selection: the seat's colour AND its shape
                colour = self.seat_colour(seat) or "red"
                radius = size // 2 + 6 + 9 * i
                pygame.draw.circle(surface, seat_rgb(colour), (x, y), radius, 6)
                angle = -math.pi / 4 + i * 0.9
                draw_seat_badge(surface, colour, (x + radius * math.cos(angle), y + radius * math.sin(angle)),
                                max(12, size // 7))  # the colour's own shape, as on the set-up
            icon = hud.hero_icon(h, size)
            surface.blit(icon, icon.get_rect(center=(x, y)))


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
