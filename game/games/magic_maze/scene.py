"""The Magic Maze table on the engine's table kit (GameScene): up to eight seats acting at once, each with only
the actions on its own action tile (table_input.py); bots as teammates paced by RealtimeBots (their reaction
delays are game time, kept by bot.py); the mall composed from the tile art and shown through a camera that keeps
every hero in view while cells stay >= 48 px, else follows the hero that last moved, with a mini-map of the
whole mall (view.py, minimap.py); the seat panels, sand timer, thief board and banners around it (hud.py).
Without a timer any seat may stop the game (hold the button, or Back); in scenario 12 the talk windows offer
gestures only (buttons on the panel, or Back); `rules_pages()` gives the scenario's own rule page.

Real time: after a "Get ready 3-2-1" the rules' clock runs (`tick`); every intent is applied the moment it
arrives, so all the seats' inputs of one frame apply in arrival order. The music speeds up as the sand runs
low (three tempo loops). The game autosaves after every action; the win goes into the book of challenges."""
from __future__ import annotations

import math

import pygame

from game.core.setup import GameSetup, SeatConfig
from game.engine import intents as I
from game.engine.assets import image
from game.engine.i18n import language, tr
from game.engine.intents import ACT4, BACK, CONFIRM, Intent
from game.engine.menus.end_screen import Placing
from game.engine.table import devices, game_log, hint
from game.engine.table.bots import RealtimeBots
from game.engine.table.game_scene import GameScene
from game.engine.theme import draw_seat_badge, seat_rgb
from game.games.magic_maze import book, hud, log_lines, table_input
from game.games.magic_maze import mall as M
from game.games.magic_maze import moves as E
from game.games.magic_maze import rules as R
from game.games.magic_maze.minimap import MARGIN as MINIMAP_MARGIN
from game.games.magic_maze.minimap import Minimap
from game.games.magic_maze.plan import team_plan
from game.games.magic_maze.view import FAR, MAX_PX, MallView, draw_own_cells, own_cells

GAME_ID = "magic_maze"
READY_SECONDS = 3.0
ALARM_SECONDS = 4.0
BACKGROUND = (24, 28, 40)
TEMPOS = ((0.40, "calm"), (0.17, "hurry"), (0.0, "panic"))  # sand share left -> music loop
LOG_ROOM = game_log.LAST * game_log.ROW_H + 28  # the game log's strip in the view's bottom-left corner
STEADY_PX = 56  # the whole mall fits at this many px per cell or more: the camera frames it and stays put
CONTEXT_PX = 80  # a mall too big for that: the heroes framed no closer than this
FOCUS_HOLD = 2.5  # seconds a bot's move waits before the camera turns to another hero
STOP_HOLD = 2.0  # seconds to hold "stop the game" (no timer)
EMOTE_SECONDS = 3.0
SOUNDS = {"move": "slide", "portal": "portal", "escalator": "escalator"}


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
        self.driver = RealtimeBots(self.bots, R)
        self.selected = {seat: M.HEROES[seat % 4] for seat in range(self.state.players)}
        self.nudge_aim: dict[int, int] = {}
        self.nudged: dict[int, float] = {}  # seat -> scene clock until which its panel shakes
        self.ready_left = READY_SECONDS if self.state.phase == "play" else 0.0
        self.alarm_left = 0.0
        self.mall_view = MallView(hud.MALL_RECT, top_room=150)
        self.minimap = Minimap()
        self.minimap_shown = False
        self.hero_pos = {h: [float(p[0]), float(p[1])] for h, p in self.state.heroes.items() if p}
        self.focus: str | None = None  # the hero the camera follows when not all of them fit
        self.focus_since = -FOCUS_HOLD
        self.stop_hold: dict[int, float] = {}  # seat -> scene clock when it started holding "stop the game"
        self.emotes: dict[int, tuple[str, float]] = {}  # seat -> (gesture, scene clock until it shows)
        self.frame_view(0.0, snap=True)
        for words, sub in ((tr("magic_maze.talk.sand"), tr("magic_maze_screen.talk_ends")),
                           (tr("magic_maze.talk.elf"), tr("magic_maze_screen.talk_ends")),
                           (tr("magic_maze.talk.gestures"), self.gestures_how())):
            hud.banner(words, "turn", sub)  # made now, not in the middle of the game (the kit keeps them)
        hud.banner(tr("magic_maze.theft"), "bad", "")
        self._hints: dict = {}
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
            self.nudged[e.target] = self.clock + hud.NUDGE_SECONDS
            self.wanted[e.target] = want = self.wanted_of(e.target)
            if want is not None and e.target in self.humans:
                self.selected[e.target] = want[0]  # its next key press moves the hero the team waits for
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
    def hero_cells(self) -> list:
        return [tuple(p) for p in self.state.heroes.values() if p is not None]

    def follow(self, hero: str, by_human: bool) -> None:
        """The hero that just moved becomes the camera's focus (a bot's move only after FOCUS_HOLD seconds on
        the same focus, so the view does not swing from one side of the mall to the other at every bot move)."""
        if hero == self.focus or by_human or self.clock - self.focus_since >= FOCUS_HOLD:
            if hero != self.focus:
                self.focus_since = self.clock
            self.focus = hero

    def view_cells(self) -> list:
        """What the camera keeps in view: every hero when they fit at a readable zoom; else the focus hero and
        the heroes nearest to it that still fit (the mini-map shows the rest)."""
        heroes = {h: tuple(p) for h, p in self.state.heroes.items() if p is not None}
        cam = self.mall_view.camera
        if not heroes or cam.fits(list(heroes.values())):
            return list(heroes.values())
        focus = self.focus if self.focus in heroes else next(iter(heroes))
        fx, fy = heroes[focus]
        near = sorted(heroes.values(), key=lambda c: abs(c[0] - fx) + abs(c[1] - fy))
        shown = [near[0]]
        for cell in near[1:]:
            if cam.fits(shown + [cell]):
                shown.append(cell)
        return shown

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

    def frame_view(self, dt: float, snap: bool = False) -> None:
        """The camera follows; it frames the heroes above the game log (and the mini-map when the mall no longer
        fits the view)."""
        cam = self.mall_view.camera
        self.minimap_shown = self.mall_view.picture.mall is not None and self.minimap.needed(
            self.mall_view.picture, cam)
        minimap_room = self.minimap.rect.h + 2 * MINIMAP_MARGIN if self.minimap_shown else 0
        cam.bottom_room = max(minimap_room, LOG_ROOM)  # the heroes above the mini-map and the game log
        cells = self.view_cells()
        far = bool(cells) and cells[0][0] >= FAR
        bounds = self.mall_view.picture.bounds(far) if self.mall_view.picture.mall is not None else None
        widest = len(cells) < len(self.hero_cells())
        max_px = MAX_PX
        if bounds is not None and not widest:
            whole = [bounds.topleft, (bounds.right - 1, bounds.bottom - 1)]
            if cam.fits(whole) and cam.target(whole)[2] >= STEADY_PX:
                cells = whole  # the whole mall, still: nothing slides away under a click when a bot moves
            else:
                max_px = CONTEXT_PX  # the heroes, with the cells around them (a new tile, the next explore)
        cam.follow(cells, dt, snap, widest=widest, bounds=bounds, max_px=max_px)

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
        if intent.action == I.POINTER_UP or (intent.action == I.RELEASE and intent.original in (BACK, None)):
            self.stop_hold.pop(seat, None)  # let go of "stop the game" before it filled
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

    # --- no timer: any seat may stop the game (hold the button, or Back, for STOP_HOLD seconds) -------------
    def _stop_pressed(self, seat: int, intent: Intent) -> bool:
        if intent.action == I.POINTER_DOWN and intent.pos and hud.STOP_RECT.collidepoint(intent.pos):
            self.stop_hold[seat] = self.clock
            return True
        if intent.action == BACK:
            self.stop_hold[seat] = self.clock  # and Back still cycles the hero (a short press)
        return False

    def stop_held(self) -> float:
        """How far the longest hold on "stop the game" has come (0..1)."""
        if not self.stop_hold:
            return 0.0
        return min(1.0, max(self.clock - t for t in self.stop_hold.values()) / STOP_HOLD)

    def _stop_check(self) -> None:
        if self.state.phase == "over" or self.stop_held() < 1.0:
            return
        seat = max(self.stop_hold, key=lambda s: self.clock - self.stop_hold[s])
        self.stop_hold.clear()
        self.act(seat, E.GiveUp(seat))

    # --- scenario 12: only gestures while talking is allowed --------------------------------------------------
    def gestures_now(self) -> bool:
        return self.state.sc.talk == "gestures" and self.state.talk in ("sand", "elf")

    def _gesture(self, seat: int, intent: Intent) -> bool:
        """A click on one of the seat's gesture buttons, or Back (the next gesture): shown beside the seat."""
        name = None
        if intent.action == I.POINTER_DOWN and intent.pos:
            name = next((n for r, n in zip(hud.emote_rects(seat, self.state.players), hud.EMOTES)
                         if r.collidepoint(intent.pos)), None)
        elif intent.action == BACK:
            last = self.emotes.get(seat, (hud.EMOTES[-1], 0.0))[0]
            name = hud.EMOTES[(hud.EMOTES.index(last) + 1) % len(hud.EMOTES)]
        if name is None:
            return False
        self.emotes[seat] = (name, self.clock + EMOTE_SECONDS)
        self.sound("select", 0.6)
        return True

    def hint_for(self, seat: int):
        """The key caps under the seat's action tile: the hero keys (OK, and Back the other way: the key held to
        stop a game without a timer), and the nudge where it fits. The first of `hint_choices` that fits one row."""
        device = self.device_of(seat)
        key = (seat, device, language())
        if key not in self._hints:
            h, room = hint.Hint(), hud.PANEL_W - 12
            for items in self.hint_choices():
                h = hint.for_device(self.app.input, device, items, tr("magic_maze_screen.hint.mouse"))
                if not h.items:
                    break  # the mouse: one sentence
                h = hint.Hint("", tuple(hint.Item(tuple(short_key(k) for k in i.keys), i.words) for i in h.items))
                if len(hint.lines(h, room)) == 1 and hint.widest_line(h, room) <= room - 2 * hint.PAD_X:
                    break
            self._hints[key] = h
        return self._hints[key]

    def hint_choices(self) -> list:
        """Hint rows for a keys seat, best first: all but the last show the Back key."""
        hero, both = tr("magic_maze_screen.hint.hero"), (CONFIRM, BACK)
        return [((both, hero), ((ACT4,), tr("magic_maze_screen.hint.nudge"))), ((both, hero),),
                (((BACK,), hero),), (((CONFIRM,), hero),)]

    def back_keys(self) -> list[str]:
        """The Back key of every human seat that plays with keys or a pad (the stop button and the gestures'
        banner name them), kept per language."""
        if getattr(self, "_back_keys", (None,))[0] != language():
            out = []
            for seat in sorted(self.humans):
                names = devices.key_names(self.app.input, self.device_of(seat), (BACK,))
                if names and short_key(names[BACK]) not in out:
                    out.append(short_key(names[BACK]))
            self._back_keys = (language(), out)
        return self._back_keys[1]

    def gestures_how(self) -> str:
        keys = self.back_keys()
        if keys:
            return tr("magic_maze_screen.gestures_how_keys", keys=tr("magic_maze_screen.key_sep").join(keys))
        return tr("magic_maze_screen.gestures_how")

    # --- drawing -----------------------------------------------------------------------------------------
    def shaking(self) -> tuple[int, ...]:
        """Seats whose panel shakes now (a Do something! nudge)."""
        return tuple(seat for seat, until in sorted(self.nudged.items()) if until > self.clock)

    def draw(self, surface: pygame.Surface) -> None:
        self.mall_view.draw(surface, self.state)
        surface.set_clip(hud.MALL_RECT)
        for hero, cells in self.lit_cells().items():
            draw_own_cells(surface, self.mall_view.camera, cells, hero, self.clock)
        self._draw_heroes(surface)
        surface.set_clip(None)
        if self.minimap_shown:
            self.minimap.draw(surface, self.mall_view.picture, self.mall_view.camera, self.hero_pos)
        self.static.draw(surface, self, BACKGROUND)
        hud.draw_moving(surface, self)
        self._draw_emotes(surface)
        hud.draw_banners(surface, self)
        self.draw_log(surface)
        self.messages.draw(surface)

    @property
    def wanted(self) -> dict:
        """seat -> (hero, action symbol) the team plan waits for from it, noted when it is nudged."""
        if not hasattr(self, "_wanted"):
            self._wanted = {}
        return self._wanted

    def wanted_of(self, seat: int):
        """What the bots' team plan waits for from `seat`'s action tile: (hero, symbol), or None. Read only:
        the plan for this revision is the one the nudging bot just made (kept by the plan module)."""
        s = self.state
        try:
            wanted = team_plan(R.view(s, seat)).wanted
        except Exception:  # the plan is the bots' business: no hint rather than a crash
            return None
        holds, occupied = s.holds(seat), s.occupied()
        for w in wanted:
            kind = w[2] if w[0] == "move" else w[0]
            hero = occupied.get(tuple(w[1])) if w[0] == "explore" else w[1]
            if kind in holds and hero in M.HEROES:
                return hero, kind
        return None

    def lit_cells(self) -> dict[str, list]:
        """hero -> its own-colour cells, for each hero a human seat has selected (kept while the mall, the
        theft and the selection stay the same)."""
        s = self.state
        heroes = sorted({self.selected.get(seat) for seat in self.humans} & set(table_input.heroes_in_play(s)))
        if s.phase != "play":
            heroes = []
        key = (s.mall(), s.theft, tuple(heroes))  # the Mall itself: rebuilt only when a tile comes or goes
        if getattr(self, "_lit", (None,))[0] != key:
            self._lit = (key, {h: own_cells(s, h) for h in heroes})
        return self._lit[1]

    def _draw_emotes(self, surface) -> None:
        for seat, (name, until) in self.emotes.items():
            if until > self.clock:
                at, anchor = self.seat_anchor(seat)
                pic = image(f"magic_maze/emote_{name}.svg", (120, 120))
                surface.blit(pic, pic.get_rect(**{anchor: at}))

    def _draw_heroes(self, surface) -> None:
        cam = self.mall_view.camera
        size = max(44, int(cam.px * 0.8) // 8 * 8)  # a few sizes only: each is an SVG render, kept
        rings: dict[str, list[int]] = {}
        for seat in self.humans:
            hero = self.selected.get(seat)
            if hero in self.hero_pos:
                rings.setdefault(hero, []).append(seat)
        for h, pos in self.hero_pos.items():
            x, y = cam.screen(pos)
            pygame.draw.circle(surface, (255, 250, 240), (x, y + 2), size // 2 + 6)  # a light rim and a dark
            pygame.draw.circle(surface, (14, 16, 26), (x, y + 3), size // 2 + 3)  # disc: seen on any floor
            icon = hud.hero_icon(h, size)
            surface.blit(icon, icon.get_rect(center=(x, y)))
            for i, seat in enumerate(rings.get(h, ())):  # the selection: the seat's colour AND its shape,
                colour = self.seat_colour(seat) or "red"  # outside the rim (the rim hid the first ring)
                radius = size // 2 + 14 + 8 * i
                pygame.draw.circle(surface, seat_rgb(colour), (x, y), radius, 6)
                angle = -math.pi / 4 + i * 0.9
                draw_seat_badge(surface, colour, (x + radius * math.cos(angle), y + radius * math.sin(angle)),
                                max(12, size // 7))  # the colour's own shape, as on the set-up

def short_key(name: str) -> str:
    """A key cap without the word the panel's device name already says ("Keypad 5" -> "5")."""
    head, _, last = name.rpartition(" ")
    return last if head and len(last) == 1 and last.isdigit() else name


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
