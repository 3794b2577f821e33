"""The two side columns around the mall: the seat panels (name, device, action tile, the selected hero, the Do
something! nudge, the key hint or scenario 12's gesture buttons), the sand timer with both halves in the left
column's foot, the thief board and the pile in the right column's foot (layout: hud.py).

Drawing cost: the columns are one picture in which each panel and each foot is redrawn only when what it shows
changes (an action tile passed, the pawn, a selection, an escape, a tile laid, the language); a frame blits the
two columns and draws the moving parts (the sand, a shaking panel) over them."""
from __future__ import annotations

import math

import pygame

from game.engine import intents, text
from game.engine.assets import image
from game.engine.i18n import language, tr
from game.engine.table import devices, hint
from game.engine.table.countdown import draw_sand_timer
from game.engine.table.part import Part
from game.engine.theme import draw_panel, draw_seat_badge, seat_rgb
from game.games.magic_maze import aligned
from game.games.magic_maze.hud import (
    ART,
    BACKGROUND,
    COMPACT_ICON,
    EMOTES,
    GAP,
    ICON,
    LEFT_FOOT,
    RED,
    RIGHT_FOOT,
    SOFT,
    WHITE,
    action_keys,
    action_rects,
    action_top,
    column_parts,
    compact,
    emote_rects,
    foot_top,
    hero_icon,
    key_badge,
    panel_rect,
)
from game.games.magic_maze.mall import HEROES


class Columns(Part):
    def __init__(self, ctx, inputs, selection, nudges, hints, gestures):
        """`inputs`: the app's input layer (device and key names); the other parts: what the panels show."""
        self.ctx = ctx
        self.inputs = inputs
        self.selection = selection
        self.nudges = nudges
        self.hints = hints
        self.gestures = gestures
        self.keys: dict = {}
        self.surface: pygame.Surface | None = None

    def draw(self, surface) -> None:
        """The columns (kept as one picture), the shaking panels over them, and the sand running with the time
        left (without a timer the stop button goes there: stop_button.py)."""
        self.draw_columns(surface, BACKGROUND)
        s = self.ctx.state
        f = LEFT_FOOT
        if s.sand_total:
            left = s.sand_left if s.sand_left is not None else s.sand_total
            draw_sand_timer(surface, pygame.Rect(f.x + 28, f.y + 22, 84, f.h - 44), left / s.sand_total, None)
            mins, secs = divmod(math.ceil(max(0.0, left)), 60)
            colour = RED if left < 30 else WHITE
            text.draw_text(surface, f"{mins}:{secs:02d}", (f.x + 196, f.centery), 64, colour, anchor="center",
                           bold=True, shadow=True)

    def pieces(self) -> dict:
        """piece -> (its rect, what it shows)."""
        s = self.ctx.state
        lang, gestures = language(), self.gestures.now()
        out = {}
        for i in range(s.players):
            human = self.ctx.seats.is_human(i)
            out[("seat", i)] = (panel_rect(i, s.players).inflate(GAP, GAP), (
                lang, s.players, s.holds(i), s.theft, s.pawn == i, human and self.selection.selected.get(i),
                self.ctx.seats.device_of(i), human and gestures, i in self.nudges.shaking(), self.ctx.seats.name(i)))
        out["left"] = (LEFT_FOOT.inflate(GAP, GAP), (lang, bool(s.sand_total)))
        out["right"] = (RIGHT_FOOT.inflate(GAP, GAP), (lang, s.theft, tuple(s.escaped), len(s.pile), s.scenario))
        return out

    def draw_columns(self, surface, background) -> None:
        if self.surface is None:
            self.surface = pygame.Surface((1920, 1080), 0, surface)
            self.surface.fill(background)
        pieces = self.pieces()
        if set(pieces) != set(self.keys):  # seats came or went: start again
            self.keys = {}
            self.surface.fill(background)
        for name, (rect, key) in pieces.items():
            if self.keys.get(name) == key:
                continue
            self.keys[name] = key
            self.surface.fill(background, rect)
            self.surface.set_clip(rect)
            if name == "left":
                self.draw_left_foot(self.surface)
            elif name == "right":
                self.draw_right_foot(self.surface)
            elif name[1] not in self.nudges.shaking():
                self.draw_seat(self.surface, name[1])
            self.surface.set_clip(None)
        for rect in column_parts(self.ctx.state.players, True):
            aligned.blit(surface, self.surface, rect.topleft, rect)  # the right column starts off a cache line
        for rect in column_parts(self.ctx.state.players, False):
            aligned.fill(surface, background, rect)  # the empty stretch above a column's foot: a fill, not a copy
        for seat in self.nudges.shaking():
            self.draw_seat(surface, seat, self.nudges.shake_left(seat))

    def draw_seat(self, surface, seat: int, nudge: float = 0.0) -> None:
        s = self.ctx.state
        r = panel_rect(seat, s.players)
        if nudge > 0:  # a big shake and a red frame while the nudge lasts
            r = r.move(round(math.sin(nudge * 40) * 10 * min(1.0, nudge)), 0)
        colour = self.ctx.seats.colour(seat) or "red"
        border = RED if nudge > 0 else seat_rgb(colour)
        draw_panel(surface, r, shadow=False, border=border, border_width=8 if nudge > 0 else 4)
        draw_seat_badge(surface, colour, (r.x + 30, r.y + 32), 20)  # the colour's own shape
        sel = self.selection.selected.get(seat) if self.ctx.seats.is_human(seat) else None
        room = r.w - 70 - (70 if sel is not None else 10)
        small = compact(s.players)
        top, foot_y = action_top(s.players), foot_top(s.players)
        if self.ctx.seats.is_human(seat):
            device = devices.seat_device(self.inputs, seat, self.ctx.seats.device_of(seat))
            dev = devices.device_name(self.inputs, device)
        else:
            dev = tr("magic_maze_screen.bot")
        if nudge <= 0:  # (a nudge's band covers the name: it says it at the foot)
            text.draw_text(surface, self.ctx.seats.name(seat) or "", (r.x + 58, r.y + (4 if small else 10)), 34, WHITE,
                           bold=True, max_width=room)
            if not small:  # (compact: the device goes in the hint's row when there is no hint)
                text.draw_text(surface, dev, (r.x + 58, r.y + 48), 28, SOFT, max_width=room)
        if sel is not None and s.heroes.get(sel) is not None:
            if small:
                surface.blit(hero_icon(sel, 44), (r.right - 54, r.y + 4))
            else:
                surface.blit(hero_icon(sel, 60), (r.right - 70, r.y + 10))
        holds = s.holds(seat)
        if not holds and s.players > 1 and s.tiles[seat] is None:
            text.draw_text(surface, tr("magic_maze_screen.leader"), (r.x + 10, r.y + top + 18), 28, WHITE,
                           max_width=r.w - 20)
        for rect, action in zip(action_rects(seat, s.players, len(holds)), holds):
            name = ICON[action]
            if action == "portal" and (s.theft or not s.sc.portals):
                name = "portal_off"
            surface.blit(image(f"{ART}act_{name}.svg", rect.size), rect)
        pawn_size = COMPACT_ICON if small else 56
        pawn_at = pygame.Rect(r.right - 10 - pawn_size, r.y + top, pawn_size, pawn_size)
        if s.pawn == seat:
            surface.blit(image(f"{ART}do_something.svg", pawn_at.size), pawn_at)
        if self.ctx.seats.is_human(seat):
            device = devices.seat_device(self.inputs, seat, self.ctx.seats.device_of(seat))
            labels = action_keys(self.inputs, device, holds)
            for rect, action in zip(action_rects(seat, s.players, len(holds)), holds):
                if action in labels:
                    key_badge(surface, rect, labels[action])
            nudge_key = devices.key_names(self.inputs, device, (intents.ACT4,))
            if nudge_key and s.players > 1 and len(holds) <= 3:  # "Do something!" onto the next player: its key
                if s.pawn != seat:
                    pawn = image(f"{ART}do_something.svg", pawn_at.size).copy()
                    pawn.set_alpha(120)  # faded: the pawn is not in front of this seat, the key sends it
                    surface.blit(pawn, pawn_at)
                key_badge(surface, pawn_at, nudge_key[intents.ACT4].rsplit(" ", 1)[-1])
        if self.ctx.seats.is_human(seat):
            if self.gestures.now():
                for rect, name in zip(emote_rects(seat, s.players), EMOTES):
                    surface.blit(image(f"{ART}emote_{name}.svg", rect.size), rect)
            else:
                h = self.hints.hint_for(seat)
                if h:
                    hint.draw(surface, pygame.Rect(r.x + 6, r.y + foot_y, r.w - 12, hint.height(h, r.w - 12)), h)
                elif small and nudge <= 0:
                    text.draw_text(surface, dev, (r.x + 14, r.y + foot_y + 12), 28, SOFT, max_width=r.w - 28)
        elif small and nudge <= 0:
            text.draw_text(surface, dev, (r.x + 14, r.y + foot_y + 12), 28, SOFT, max_width=r.w - 28)
        if nudge > 0:  # over the name and the hint, never over the action tile the player must now use
            band_top = pygame.Rect(r.x + 4, r.y + 4, r.w - 8, top - 4)
            foot = pygame.Rect(r.x + 4, r.y + foot_y, r.w - 8, r.h - foot_y - 4)
            for band in (band_top, foot):
                pygame.draw.rect(surface, (150, 22, 16), band, border_radius=12)
            text.draw_text(surface, tr("magic_maze.do_something"), band_top.center, 40, WHITE, anchor="center",
                           bold=True, shadow=True, max_width=band_top.w - 16)
            want = self.nudges.wanted.get(seat)
            if want is not None:  # what the team waits for: this hero, this action of the seat's tile
                hero, action = want
                name = "portal" if action == "portal" else ICON[action]
                hero_size, act_size = min(52, foot.h), min(48, foot.h - 4)
                surface.blit(hero_icon(hero, hero_size), (foot.x + 8, foot.centery - hero_size // 2))
                act = image(f"{ART}act_{name}.svg", (act_size, act_size))
                surface.blit(act, (foot.x + 66, foot.centery - act_size // 2))
                text.draw_text(surface, self.ctx.seats.name(seat) or "", (foot.right - 12, foot.centery), 34, WHITE,
                               anchor="midright", bold=True, max_width=foot.w - 140)
            else:
                text.draw_text(surface, self.ctx.seats.name(seat) or "", foot.center, 34, WHITE, anchor="center",
                               bold=True, max_width=foot.w - 20)

    def draw_left_foot(self, surface) -> None:
        s = self.ctx.state
        f = LEFT_FOOT
        draw_panel(surface, f, shadow=False)
        if not s.sand_total:
            text.draw_text(surface, tr("magic_maze_screen.no_timer"), (f.centerx, f.y + 16), 30, SOFT,
                           anchor="midtop", max_width=f.w - 24)


    def draw_right_foot(self, surface) -> None:
        s = self.ctx.state
        f = RIGHT_FOOT
        draw_panel(surface, f, shadow=False)
        board = image(f"{ART}thief_board_{'b' if s.theft else 'a'}.svg", (276, 117))
        at = board.get_rect(midtop=(f.centerx, f.y + 10))
        surface.blit(board, at)
        k = 276 / 520  # the board picture's slots (THIEF_SLOTS) at this size
        for i, colour in enumerate(HEROES):  # the slots fill as heroes escape
            if colour in s.escaped:
                icon = hero_icon(colour, 56)
                surface.blit(icon, icon.get_rect(center=(at.x + (80 + 120 * i) * k, at.y + 124 * k)))
        back = image(f"{ART}tile_back.svg", (52, 52))
        surface.blit(back, (f.x + 14, f.bottom - 62))
        text.draw_text(surface, str(len(s.pile)), (f.x + 74, f.bottom - 36), 40, WHITE, anchor="midleft", bold=True)
        text.draw_text(surface, tr("magic_maze_screen.scenario", n=s.scenario), (f.right - 14, f.bottom - 36), 30,
                       SOFT, anchor="midright", max_width=f.w - 140)
