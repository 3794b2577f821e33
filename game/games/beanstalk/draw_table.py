"""`TableDrawer`: one frame of the beanstalk table — the backdrop, the stalk (at rest, live, or replayed in slow
motion), the hands (a person's, or a bot's hand hovering while it thinks), the axe's aim, the giant, the seats'
panel, what to do now, the buttons or the secret cards, the control hint and the big words. Also what calm frames
render ahead for it (prewarmer.py asks): a fall's big word at every size, the panel's and the tray's pictures,
the tray's shadows."""
from __future__ import annotations

import math
import time

import pygame

from game.engine import theme
from game.engine.assets import image
from game.engine.i18n import language, tr
from game.engine.intents import MOUSE
from game.engine.table import hint as H
from game.engine.table.part import Part
from game.engine.theme import seat_rgb
from game.games.beanstalk import cards as C
from game.games.beanstalk import dice as D
from game.games.beanstalk import events as E
from game.games.beanstalk import hand as HAND
from game.games.beanstalk import hud
from game.games.beanstalk import rules as R
from game.games.beanstalk.hud import big_word
from game.games.beanstalk.view import art_colour

H_BOTTOM = 1066  # the hint never runs off the screen
STALE_FRAMES = 6  # a changed seats' panel or dice tray waits at most this many frames for a calm one (Pictures)
GIANT_AWAKE = 3.0  # seconds the giant is drawn awake after waking
SWELL_STEPS = 30  # physics steps after a fall's verdict per second of its big word's swell (hud.big_word)
# hud.big_word: a word swells from SWELL[0] to SWELL[1] px at SWELL_RATE px a second; a fall's word, on screen
# while the fallen pile still moves, steps by SWELL_STEPS (every 4th size). Only that one is rendered ahead: the
# other big words (the beats after an action) come in frames with no physics, and each size is ~0.5 MB kept
SWELL, SWELL_RATE = (72, 112), 120
BIG_WORDS = [(key, hud.FALL_RED) for key in ("beanstalk.ev.collapse", "beanstalk_screen.missed")]
LABELS = {"beanstalk_screen.replay": (theme.GOLD_HI, True), "beanstalk_screen.settling": (theme.TEXT, False)}
TRAY_RADIUS, TRAY_SPREAD = 18, 18  # the tray panel's corner and shadow (hud._draw_tray, theme.draw_panel)
_words_ready: set = set()  # (word, colour, size) rendered already (text.render keeps them)


def warm_shadows() -> None:
    """The dice tray's soft shadow at every size the tray takes (costly the first time, cached by size in the
    theme): made with the scene, not in the frame a placement changes the tray."""
    for size in sorted({hud.tray_rect(n).size for n in range(1, 16)}):
        theme.soft_shadow(size, TRAY_RADIUS, TRAY_SPREAD)


def panel_pictures(colours) -> list:
    """What the seats' panel and the dice tray may show for the seats' `colours`, as things to render ahead
    (callables): the panel's cards, tokens and bags (hud.seats), the tray's piece icons at both cell sizes
    (hud._piece_icon)."""
    token, bag = (hud.TOKEN, hud.TOKEN), (hud.BAG, hud.BAG)
    out = [("card_back", (52, 76)), ("bean", token), ("eye_token", token), ("gold_back", bag)]
    arts = sorted({art_colour(c) for c in colours})
    for colour in arts:
        out += [(f"seat_{colour}", (64, 64)), (f"axe_token_{colour}", token), (f"treasure_{colour}", hud.CLOUD)]
        out += [(f"card_{colour}_{n}", (52, 76)) for n in C.NUMBERS]
    todo = [lambda name=f"beanstalk/{name}.svg", size=size: image(name, size) for name, size in out]
    items = [{"kind": "die", "face": face} for face in sorted(set(D.FACES))] + [
        {"kind": kind} for kind in ("trunk", "castle")] + [{"kind": "treasure", "colour": c} for c in arts]
    for cell in sorted({hud.tray_grid(n)[1] for n in range(1, 16)}):
        box = pygame.Rect(0, 0, cell, cell)
        todo += [lambda item=item, box=box: hud._piece_icon(_scratch(), item, box, item.get("colour"))
                 for item in items]
    return todo


def warm_pictures(pending: list, budget_ms: float | None = 1.5) -> bool:
    """Render `pending` pictures (callables, taken off the list) while the budget lasts (an SVG is costly the
    first time: on calm frames, not in the frame the panel or the tray first shows it). True if all were ready
    already."""
    end = None if budget_ms is None else time.perf_counter() + budget_ms / 1000
    ready = not pending
    while pending and (end is None or time.perf_counter() < end):
        pending.pop()()
    return ready


def _scratch() -> pygame.Surface:
    return pygame.Surface((1, 1), pygame.SRCALPHA)


def warm_words(budget_ms: float | None = 1.5) -> bool:
    """Render a fall's big word at every size of its swell ahead: a new size is costly (the font at that size,
    the word), in the very frames the fallen pile still moves. True if all were ready
    already (nothing drawn now)."""
    end = None if budget_ms is None else time.perf_counter() + budget_ms / 1000
    scratch = None
    for key, colour in BIG_WORDS:
        word = tr(key)
        for size in range(SWELL[0], SWELL[1] + 1, SWELL_RATE // SWELL_STEPS):  # each size of the fall's swell
            if (word, colour, size) in _words_ready:
                continue
            scratch = scratch or pygame.Surface((1, 1))
            big_word(scratch, word, (size - SWELL[0]) / SWELL_RATE, colour)
            _words_ready.add((word, colour, size))
            if end is not None and time.perf_counter() > end:
                return False
    for key in LABELS:  # and the line over the stalk while it settles or its fall is replayed
        if (tr(key), key) not in _words_ready:
            scratch = scratch or pygame.Surface((1, 1))
            _label(scratch, key)
            _words_ready.add((tr(key), key))
    return scratch is None


class Pictures:
    """The still pictures drawn into the backdrop (the seats' panel, the dice tray), each kept for a key. A
    changed one is built anew on a calm frame (no heavy work in it: no action applied, no stalk loaded, no
    physics), one picture a frame, so the frame a placement lands in does not draw them too; the old one stays
    meanwhile, STALE_FRAMES frames at most. One missing is built at once."""

    def __init__(self):
        self.shown: dict = {}  # name -> (key, picture)
        self.waited: dict = {}  # name -> busy frames a changed picture has waited
        self.rebuilt = False  # a picture was built in this frame's drawing

    def new_frame(self) -> None:
        self.rebuilt = False

    def get(self, name: str, key, build, busy: bool):
        """The picture `name` for `key`; `busy`: this frame did heavy work."""
        shown = self.shown.get(name)
        if shown is not None and shown[0] != key:
            waited = self.waited.get(name, 0)
            if (busy or self.rebuilt) and waited < STALE_FRAMES:
                self.waited[name] = waited + 1
                return shown[1]
        if shown is None or shown[0] != key:
            shown = self.shown[name] = (key, build())
            self.waited[name] = 0
            self.rebuilt = True
        return shown[1]


class TableDrawer(Part):
    """Draws the table (see the module's docstring) from the parts it is handed; keeps the still pictures and how
    long the giant stays awake after waking."""

    def __init__(self, ctx, painter, camera, at_rest, live_table, table_input, turns, hot_seat):
        self.ctx = ctx
        self.painter = painter
        self.camera = camera
        self.at_rest = at_rest
        self.live_table = live_table
        self.table_input = table_input
        self.turns = turns
        self.hot_seat = hot_seat
        self.pictures = Pictures()
        self.awake_for = 0.0  # seconds the giant is drawn awake after waking

    def update(self, dt: float) -> None:
        self.awake_for = max(0.0, self.awake_for - dt)

    def on_events(self, seat, action, events) -> None:
        if any(isinstance(e, E.GiantWakes) for e in events):
            self.awake_for = GIANT_AWAKE

    def draw(self, surface) -> None:
        cam, paint, lt = self.camera, self.painter, self.live_table
        colour_of = self.ctx.seats.colour
        s = self.ctx.state
        self.pictures.new_frame()
        view = hud.panel_view(s)
        panel_key, panel = self._fresh("panel", view, lambda: self._panel(view))
        falling = lt.replay is not None or (isinstance(lt.live, HAND.LiveHand) and lt.live.run.collapsed)
        tray = None
        if not falling:  # a fall: all eyes on it
            tray = self._fresh("tray", (repr(hud.tray_items(s)), s.turn.get("seat"), language()),
                               lambda: hud.tray_picture(s, colour_of, self.ctx.seats.name))
        layers = [(panel_key, panel, (0, 0))] + ([tray[:3]] if tray else [])
        paint.backdrop(surface, cam, layers)
        if lt.replay is not None:
            live, frames = lt.replay["live"], lt.replay["frames"]
            poses = frames[min(len(frames) - 1, int(lt.replay["i"]))]
            paint.world(surface, cam, None, live.kinds, live.faces, live.owners, colour_of, poses)
        elif lt.live is not None or lt.settled is not None:  # (settled: as the run just applied ended)
            live = lt.live or lt.settled
            shown = live.history[-1] if live.history else None  # a live hand's poses, recorded every frame
            paint.world(surface, cam, live.world, live.kinds, live.faces, live.owners, colour_of, shown)
            if isinstance(live, HAND.LiveHand) and live.carrying:
                paint.hand(surface, cam, live.hand_pose(), True, seat_rgb(colour_of(live.seat)), live.kind)
                if self.table_input.waits_for_pointer():
                    self._beckon(surface, live)
        else:
            rest = self.at_rest.of(s)
            paint.world(surface, cam, None, rest.kinds, rest.faces, rest.owners, colour_of, rest.poses)
            self._waiting_piece(surface)
        if lt.aim is not None:
            paint.axe_aim(surface, cam, lt.aim["angle"], lt.aim["strength"], seat_rgb(colour_of(s.actor)))
        paint.giant(surface, self.awake_for > 0 or bool(s.turn.get("woke")), cam.shake)
        ti = self.table_input
        hud.status(surface, ti.status_line())
        # the acting player's column, right of the stalk: cards or dice tray, buttons, then the control hint
        below = hud.COLUMN.y
        chooser = self.hot_seat.shown
        if s.phase == "choose" and chooser is not None and not self.hot_seat.curtain_up:
            hud.cards(surface, s.hands[chooser], colour_of(chooser), ti.focus)
            below = hud.card_rects(1)[0].bottom + 2 * hud.GAP
        if tray is not None:  # (drawn with the backdrop: it changes with the state only)
            below = tray[3].bottom + 2 * hud.GAP
        opts = ti.choices() if lt.live is None and lt.replay is None else []
        if opts and s.phase != "choose":
            labels = [lab for lab, _ in opts]
            below = hud.buttons_top(s)  # where the clicks land, whether the tray's new picture is up yet or not
            hud.buttons(surface, labels, ti.focus % len(opts), below, ti.buttons_drawn(labels, below))
            below = hud.button_rects(labels, below)[-1].bottom + 2 * hud.GAP
        self._words(surface)
        hint = ti.hint()
        if hint:
            h = H.height(hint, hud.COLUMN.width)
            H.draw(surface, pygame.Rect(hud.COLUMN.x, min(below, H_BOTTOM - h), hud.COLUMN.width, h), hint)

    def _fresh(self, name: str, key, build):
        return self.pictures.get(name, key, build, not self.ctx.budget.calm)

    def _panel(self, view: dict) -> tuple:
        """(a key for the painter, which encodes each panel once; the seats' panel picture)."""
        picture = pygame.Surface((hud.PANEL.right + 8, hud.PANEL.bottom + 8), pygame.SRCALPHA)
        seats = self.ctx.seats
        hud.seats(picture, seats.name, seats.colour, view, R.result(self.ctx.state))
        return object(), picture

    def _waiting_piece(self, surface) -> None:
        """The piece to stack next, before anyone holds it: a bot's hand hovers it over the stalk while it thinks;
        a person's waits where their pick-up takes it: beside the pointer (mouse), above the stalk (keys, pad)."""
        s = self.ctx.state
        if s.phase != "stack" or self.ctx.busy() or not s.turn.get("queue"):
            return
        item = s.turn["queue"][0]
        kind = item["kind"]
        ti = self.table_input
        top = ti.view_top()
        seat = s.actor
        seats = self.ctx.seats
        bot = seats.is_bot(seat)
        if bot:
            t = self.turns.bot_t
            x, y, _ = HAND.start_sample(kind, top, 90 * math.sin(t * 1.9))
            pose = (x, y + 18 * math.sin(t * 3.1), 0.12 * math.sin(t * 2.3))
        elif seats.device_of(seat) in (None, MOUSE):
            pose = (*ti.waiting_spot(), 0.0)  # beside the pointer, clear above the stalk
        else:  # a key or a pad takes it up clear above the stalk's top: it waits there
            pose = HAND.start_sample(kind, top, ti.top_x())
        self.painter.piece(surface, self.camera, kind, pose, item.get("face"), seats.colour(seat), alpha=200)
        self.painter.hand(surface, self.camera, pose, bot, seat_rgb(seats.colour(seat)), kind)

    def _beckon(self, surface, live) -> None:
        """A piece waiting above the stalk for the pointer to come to it: a gold ring, breathing, where the pointer
        takes it."""
        x, y, _ = live.hand_pose()
        pulse = 0.5 + 0.5 * math.sin(self.ctx.clock * 6.0)
        centre = self.camera.to_screen(x, y)
        radius = round(self.table_input.reach_px(live.kind) - 8 * pulse)
        pygame.draw.circle(surface, theme.INK, centre, radius + 3, 3)
        pygame.draw.circle(surface, theme.GOLD_HI, centre, radius, 5)

    def _words(self, surface) -> None:
        beat = self.ctx.presenter.current()
        if beat is not None and beat.started and "word" in beat.data:
            big_word(surface, beat.data["word"], beat.t)
        lt = self.live_table
        if lt.replay is not None:
            _label(surface, "beanstalk_screen.replay")
            if lt.replay["i"] < 2:
                big_word(surface, tr(HAND.fall_word(lt.replay["live"])), 1.0, hud.FALL_RED)
        elif isinstance(lt.live, HAND.LiveHand) and lt.live.run.collapsed:
            big_word(surface, tr(HAND.fall_word(lt.live)), lt.live.after / SWELL_STEPS, hud.FALL_RED)
        elif isinstance(lt.live, HAND.LiveHand) and lt.live.run.released:
            _label(surface, "beanstalk_screen.settling")


def _label(surface, key: str) -> pygame.Rect:
    """A line over the stalk while it settles or its fall is replayed (colour, bold: LABELS), on its plate."""
    colour, bold = LABELS[key]
    return hud.sky_text(surface, tr(key), (1080, 206), 40, colour, anchor="midtop", bold=bold)
