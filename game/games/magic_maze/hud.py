"""Everything around the mall: the seat panels on the screen edges (name, device, action tile, the selected
hero, the Do something! nudge), the sand timer with both halves, the thief board, the pile, the talk banner,
the theft alarm and the "Get ready 3-2-1". Layout is fixed for 1920x1080; seats fill the left edge, then the
right (four a side)."""
from __future__ import annotations

import math

import pygame

from game.engine import text
from game.engine.assets import image
from game.engine.i18n import language, tr
from game.engine.table import devices, hint
from game.engine.table.banner import banner_surface
from game.engine.table.countdown import draw_sand_timer
from game.engine.theme import draw_panel, draw_seat_badge, seat_rgb
from game.games.magic_maze import mall as M

ART = "magic_maze/"
PANEL_W, PANEL_H, GAP = 372, 258, 10
MALL_RECT = pygame.Rect(PANEL_W + 24, 0, 1920 - 2 * (PANEL_W + 24), 1080 - 200)
BOTTOM = pygame.Rect(MALL_RECT.x, MALL_RECT.bottom, MALL_RECT.w, 200)
ICON = {"N": "north", "E": "east", "S": "south", "W": "west", "portal": "portal", "escalator": "escalator",
        "explore": "explore"}
NUDGE_SECONDS = 3.0
WHITE = (255, 250, 240)
RED = (226, 60, 48)


def panel_rect(seat: int, players: int) -> pygame.Rect:
    left = (players + 1) // 2
    col, row = (0, seat) if seat < left else (1, seat - left)
    x = 12 if col == 0 else 1920 - 12 - PANEL_W
    return pygame.Rect(x, 12 + row * (PANEL_H + GAP), PANEL_W, PANEL_H)


def action_rects(seat: int, players: int, n: int) -> list[pygame.Rect]:
    r = panel_rect(seat, players)
    size = min(72, (r.w - 28) // max(1, n) - 8)
    return [pygame.Rect(r.x + 16 + i * (size + 8), r.y + 104, size, size) for i in range(n)]


def hero_icon(colour: str, size: int) -> pygame.Surface:
    return image(f"{ART}hero_{colour}.svg", (size, size))


def draw_seat(surface, scene, seat: int) -> None:
    s = scene.state
    r = panel_rect(seat, s.players)
    nudge = scene.nudged.get(seat, -1.0) - scene.clock
    if nudge > 0:  # a big shake and a red frame while the nudge lasts
        r = r.move(round(math.sin(nudge * 40) * 10 * min(1.0, nudge)), 0)
    colour = scene.seat_colour(seat) or "red"
    border = RED if nudge > 0 else seat_rgb(colour)
    draw_panel(surface, r, shadow=False, border=border, border_width=8 if nudge > 0 else 4)
    draw_seat_badge(surface, colour, (r.x + 36, r.y + 36), 22)  # the colour's own shape
    text.draw_text(surface, scene.seat_name(seat) or "", (r.x + 70, r.y + 14), 34, WHITE, bold=True,
                   max_width=r.w - 150)
    if scene.is_human(seat):
        dev = devices.device_name(scene.app.input, devices.seat_device(scene.app.input, seat,
                                                                         scene.device_of(seat)))
    else:
        dev = tr("magic_maze_screen.bot")
    text.draw_text(surface, dev, (r.x + 70, r.y + 56), 28, (214, 196, 168), max_width=r.w - 150)
    sel = scene.selected.get(seat) if scene.is_human(seat) else None
    if sel is not None and s.heroes.get(sel) is not None:
        surface.blit(hero_icon(sel, 72), (r.right - 84, r.y + 12))
    holds = s.holds(seat)
    if not holds and s.players > 1 and s.tiles[seat] is None:
        text.draw_text(surface, tr("magic_maze_screen.leader"), (r.x + 16, r.y + 110), 30, WHITE,
                       max_width=r.w - 30)
    for rect, action in zip(action_rects(seat, s.players, len(holds)), holds):
        name = ICON[action]
        if action == "portal" and (s.theft or not s.sc.portals):
            name = "portal_off"
        surface.blit(image(f"{ART}act_{name}.svg", rect.size), rect)
    if s.pawn == seat:
        surface.blit(image(f"{ART}do_something.svg", (64, 64)), (r.right - 76, r.y + 100))
    if scene.is_human(seat) and r.h > 200:
        h = scene.hint_for(seat)
        if h:
            hint.draw(surface, pygame.Rect(r.x + 10, r.y + 186, r.w - 20, 64), h)
    if nudge > 0:
        veil = pygame.Surface(r.size, pygame.SRCALPHA)
        veil.fill((120, 16, 12, 200))
        surface.blit(veil, r)
        pawn = image(f"{ART}do_something.svg", (150, 150))
        surface.blit(pawn, pawn.get_rect(center=(r.centerx, r.centery)))
        text.draw_text(surface, tr("magic_maze.do_something"), (r.centerx, r.bottom - 8), 40, WHITE,
                       anchor="midbottom", bold=True, shadow=True, max_width=r.w - 20)


class StaticLayer:
    """The panels and the bottom strip change only when something on them does (an action tile passed, the
    pawn, a selection, an escape, a tile laid): drawn into one picture kept until then."""

    def __init__(self):
        self.key = None
        self.surface: pygame.Surface | None = None

    def key_of(self, scene) -> tuple:
        s = scene.state
        return (language(), s.players, tuple(s.holds(i) for i in range(s.players)), s.theft, s.pawn,
                tuple(scene.selected.get(i) if scene.is_human(i) else None for i in range(s.players)),
                tuple(s.escaped), len(s.pile), scene.shaking(), s.scenario,
                tuple(scene.device_of(i) for i in range(s.players)))

    def draw(self, surface, scene, background) -> None:
        key = self.key_of(scene)
        if key != self.key or self.surface is None:
            self.key = key
            if self.surface is None:
                self.surface = pygame.Surface((1920, 1080)).convert()
            self.surface.fill(background)
            shaking = scene.shaking()
            for seat in range(scene.state.players):
                if seat not in shaking:
                    draw_seat(self.surface, scene, seat)
            draw_bottom_static(self.surface, scene)
        for rect in (pygame.Rect(0, 0, MALL_RECT.x, 1080), pygame.Rect(MALL_RECT.right, 0, 1920 - MALL_RECT.right,
                                                                        1080), BOTTOM):
            surface.blit(self.surface, rect, rect)
        for seat in scene.shaking():
            draw_seat(surface, scene, seat)


def draw_bottom(surface, scene) -> None:
    """The moving part of the bottom strip: the sand and the time left."""
    s = scene.state
    b = BOTTOM
    if s.sand_total:
        left = s.sand_left if s.sand_left is not None else s.sand_total
        draw_sand_timer(surface, pygame.Rect(b.x + 44, b.y + 24, 80, 120), left / s.sand_total, None)
        mins, secs = divmod(math.ceil(max(0.0, left)), 60)
        colour = RED if left < 30 else WHITE
        text.draw_text(surface, f"{mins}:{secs:02d}", (b.x + 150, b.y + 40), 56, colour, bold=True, shadow=True)


def draw_bottom_static(surface, scene) -> None:
    s = scene.state
    b = BOTTOM
    draw_panel(surface, b.inflate(-8, -12), shadow=False)
    if not s.sand_total:
        text.draw_text(surface, tr("magic_maze_screen.no_timer"), (b.x + 40, b.y + 60), 32, WHITE,
                       max_width=260)
    board = image(f"{ART}thief_board_{'b' if s.theft else 'a'}.svg", (390, 165))
    at = board.get_rect(center=(b.centerx + 30, b.centery))
    surface.blit(board, at)
    for i, colour in enumerate(M.HEROES):  # the slots fill as heroes escape (THIEF_SLOTS, scaled 0.75)
        if colour in s.escaped:
            surface.blit(hero_icon(colour, 78), hero_icon(colour, 78).get_rect(
                center=(at.x + (80 + 120 * i) * 0.75, at.y + 124 * 0.75)))
    back = image(f"{ART}tile_back.svg", (100, 100))
    px = b.right - 220
    surface.blit(back, (px, b.y + 60))
    text.draw_text(surface, str(len(s.pile)), (px + 112, b.y + 110), 52, WHITE, anchor="midleft", bold=True,
                   shadow=True)
    text.draw_text(surface, tr("magic_maze_screen.scenario", n=s.scenario), (b.right - 16, b.y + 16), 28,
                   (214, 196, 168), anchor="topright")


def draw_banners(surface, scene) -> None:
    s = scene.state
    centre = MALL_RECT.centerx
    if scene.ready_left > 0:
        n = math.ceil(scene.ready_left)
        size = 220 + round(60 * (scene.ready_left % 1))
        text.draw_text(surface, str(n), MALL_RECT.center, size, WHITE, anchor="center", bold=True, shadow=True)
        title = tr(f"magic_maze.scenario.{s.scenario}.title")
        ban = banner_surface(tr("magic_maze_screen.get_ready_title", title=title),
                             "turn", tr(f"magic_maze.scenario.{s.scenario}.rule"), max_w=MALL_RECT.w - 20)
        surface.blit(ban, ban.get_rect(midtop=(centre, 24)))
        return
    if scene.alarm_left > 0 and int(scene.alarm_left * 4) % 2 == 0:
        pygame.draw.rect(surface, RED, MALL_RECT, 14)
    words, style, sub = None, "turn", ""
    if scene.alarm_left > 0:
        words, style = tr("magic_maze.theft"), "bad"
    elif s.talk in ("sand", "elf"):
        words = tr("magic_maze.talk.gestures") if s.sc.talk == "gestures" else tr(f"magic_maze.talk.{s.talk}")
        sub = tr("magic_maze_screen.talk_ends")
    elif s.phase == "rearrange":
        words, style = tr("magic_maze.rearrange", count=s.rearrange_left), "time"
    if words:
        ban = banner_surface(words, style, sub, max_w=MALL_RECT.w - 40)
        surface.blit(ban, ban.get_rect(midtop=(centre, 20)))
