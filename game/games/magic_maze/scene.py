"""The Magic Maze table on the engine's table kit: up to nine seats acting at once, each with only the actions
on its own action tile. The table is its parts, in update / input / drawing order: the sand (the "Get ready
3-2-1", the rules' clock, the music's tempo: sand.py); the bots as teammates on their own reaction delays in game
time (bot.py); each seat's selected hero (selection.py); the Do something! nudges (nudges.py); each seat's keys
(seat_hints.py); the camera and the mall it draws (framing.py, view.py); the heroes and the mini-map
(hero_pieces.py); the seat panels, sand timer and thief board (columns.py, layout in hud.py); without a timer the
stop button, the kit's HoldToConfirm (stop_button.py); the seats' input (table_input.py); scenario 12's gestures
(gestures.py); the banners over the mall (banners.py); the sounds and messages of the rules' events
(announcer.py). The game autosaves after every action; `rules_pages()` gives the scenario's own rule page."""
from __future__ import annotations

from game.core.setup import GameSetup
from game.engine.i18n import tr
from game.engine.menus.end_screen import Placing
from game.engine.table.bot_parts import BotReactions
from game.engine.table.game_scene import GameScene
from game.games.magic_maze import book, hud, log_lines
from game.games.magic_maze import rules as R
from game.games.magic_maze.announcer import Announcer
from game.games.magic_maze.banners import Banners
from game.games.magic_maze.columns import Columns
from game.games.magic_maze.framing import MallCamera
from game.games.magic_maze.gestures import Gestures
from game.games.magic_maze.hero_pieces import HeroPieces
from game.games.magic_maze.nudges import Nudges
from game.games.magic_maze.sand import Sand
from game.games.magic_maze.seat_hints import SeatHints
from game.games.magic_maze.selection import Selection
from game.games.magic_maze.stop_button import stop_button
from game.games.magic_maze.table_input import TableInput

GAME_ID = "magic_maze"


def clock_text(seconds: float) -> str:
    m, s = divmod(int(round(seconds)), 60)
    return f"{m}:{s:02d}"


class MagicMazeScene(GameScene):
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
        ctx = self.ctx
        self.sand = self.add_part(Sand(ctx, self.tick, self.play_loop, resumed=self.resumed))
        self.bot_team = self.add_part(BotReactions(ctx, ready=lambda: self.sand.ran, observe=True,
                                                   now=lambda: self.state.now))
        for bot in ctx.seats.bots.values():  # with humans at the table the bots leave them their moves (bot.py)
            bot.table_humans = tuple(ctx.seats.humans)
        self.selection = self.add_part(Selection(ctx))
        self.nudges = self.add_part(Nudges(ctx))
        self.hints = self.add_part(SeatHints(ctx, app.input))
        self.camera = self.add_part(MallCamera(ctx))
        self.pieces = self.add_part(HeroPieces(ctx, self.selection, self.camera, self.nudges))
        self.gestures = Gestures(ctx, self.hints, self.seat_anchor)
        self.columns = self.add_part(Columns(ctx, app.input, self.selection, self.nudges, self.hints, self.gestures))
        self.stop = self.add_part(stop_button(ctx, self.hints, self.sand))
        self.input = self.add_part(TableInput(ctx, self.selection, self.camera, self.sand, self.gestures))
        self.add_part(self.gestures)
        self.banners = self.add_part(Banners(ctx, self.sand, self.gestures))
        self.add_part(Announcer(ctx, self.record_win))
        for words, sub in ((tr("magic_maze.talk.sand"), tr("magic_maze_screen.talk_ends")),
                           (tr("magic_maze.talk.elf"), tr("magic_maze_screen.talk_ends")),
                           (tr("magic_maze.talk.gestures"), self.gestures.how())):
            hud.banner(words, "turn", sub)  # made now, not in the middle of the game (the kit keeps them)
        hud.banner(tr("magic_maze.theft"), "bad", "")
        self.bench_table = False  # the bench's demo table: no "Get ready" (screenshot moments keep theirs)

    def play_loop(self, tempo: str) -> None:
        """The music loop for the sand left (calm, hurry, panic)."""
        self.music = f"magic_maze/music_{tempo}"
        self.play_music(True)

    def record_win(self, time_used: float) -> None:
        if self.humans and not self.attract:
            book.record_win(self.app.settings, self.state.scenario, time_used)

    # --- the kit's hooks --------------------------------------------------------------------------------
    def log_lines(self, seat, action, events) -> list:
        return log_lines.lines(self.seat_name, events, self.game_log)

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
        return tr("magic_maze.won") if out.get("won") else tr(f"magic_maze.lost.{out.get('reason', 'sand')}")

    def end_placings(self) -> list[Placing]:
        """None: the team wins or loses together (the title and the note say how and in what time)."""
        return []

    def end_note(self) -> str:
        n, wins = self.state.scenario, book.page(self.app.settings, self.state.scenario)["wins"]
        time = tr("magic_maze.won_time", time=clock_text((self.state.outcome or {}).get("time", self.state.now)))
        return time + "  ·  " + tr("magic_maze_screen.book", title=tr(f"magic_maze.scenario.{n}.title"), n=wins)

    def show_end(self) -> None:
        """The engine's end screen; a lost game gets no confetti (the whole team lost together)."""
        super().show_end()
        if not (self.state.outcome or {}).get("won") and hasattr(self.app.top, "confetti"):
            self.app.top.confetti = []

    def open_pause(self) -> None:
        """Saved first: the sand ran since the last action, and Continue after quitting must not give it back."""
        if self.state.phase != "over":
            self.save()
        super().open_pause()

    def bench_update(self, dt: float) -> None:
        if self.bench_table:
            self.sand.count_from(0.0)
        super().bench_update(dt)


# --- factories for the app and the tools ---------------------------------------------------------------------
def make_scene(app, setup: GameSetup, state=None) -> MagicMazeScene:
    """A game from the set-up screen, or a saved one (`state` is the saved JSON or a rules State)."""
    return MagicMazeScene(app, setup, state)


def demo_scene(app, seed: int = 1, moment: str | None = None) -> MagicMazeScene:
    """`moment` sets up a situation for screenshots (see demo.py); none: the bench table (20 tiles, 8 seats)."""
    from game.games.magic_maze.demo import build_moment

    return build_moment(app, seed, moment or "bench", make_scene)
