"""Everything around the mall: the seat panels in the two side columns (name, device, action tile, the selected
hero, the Do something! nudge), the sand timer with both halves (or, without a timer, the hold-to-stop button)
in the left column's foot, the thief board and the pile in the right column's foot, the talk banner, the theft
alarm and the "Get ready 3-2-1". Layout is fixed for 1920x1080: the mall takes the whole height between the
columns; seats fill the left column, then the right (four a side).

Drawing cost: the columns are one picture (`StaticLayer`) in which each panel and each foot is redrawn only
when what it shows changes; a frame blits the two columns and draws the moving parts (the sand, a shaking
panel, the stop button's fill) over them."""
from __future__ import annotations

import math

import pygame

from game.engine import intents, text
from game.engine.assets import image
from game.engine.i18n import language, tr
from game.engine.table import devices, hint
from game.engine.table.banner import banner_surface
from game.engine.table.countdown import draw_sand_timer
from game.engine.theme import draw_panel, draw_seat_badge, seat_rgb
from game.games.magic_maze import mall as M

ART = "magic_maze/"
COL_W = 316  # each side column
PANEL_W, PANEL_H, GAP, EDGE = 300, 206, 8, 8
FOOT_H = 1080 - 2 * EDGE - 4 * PANEL_H - 4 * GAP  # the column's foot under four panels
COMPACT_H, COMPACT_ICON = 162, 48  # nine seats: five panels over the left column's foot
MALL_RECT = pygame.Rect(COL_W, 0, 1920 - 2 * COL_W, 1080)
LEFT_FOOT = pygame.Rect(EDGE, 1080 - EDGE - FOOT_H, PANEL_W, FOOT_H)
RIGHT_FOOT = pygame.Rect(1920 - EDGE - PANEL_W, 1080 - EDGE - FOOT_H, PANEL_W, FOOT_H)
STOP_RECT = pygame.Rect(LEFT_FOOT.x + 12, LEFT_FOOT.y + 60, LEFT_FOOT.w - 24, LEFT_FOOT.h - 68)
COLUMNS = (pygame.Rect(0, 0, COL_W, 1080), pygame.Rect(1920 - COL_W, 0, COL_W, 1080))
ICON = {"N": "north", "E": "east", "S": "south", "W": "west", "portal": "portal", "escalator": "escalator",
        "explore": "explore"}
EMOTES = ("yes", "no", "wait", "look", "here", "hurry")  # scenario 12's gestures (emote_<name>.svg)
NUDGE_SECONDS = 3.0
WHITE = (255, 250, 240)
SOFT = (214, 196, 168)
RED = (226, 60, 48)


def compact(players: int) -> bool:
    """Nine seats (scenario 9): five panels in the left column, each shorter (no device line of its own)."""
    return players > 8


def panel_h(players: int) -> int:
    return COMPACT_H if compact(players) else PANEL_H


def panel_rect(seat: int, players: int) -> pygame.Rect:
    left = (players + 1) // 2
    col, row = (0, seat) if seat < left else (1, seat - left)
    x = EDGE if col == 0 else 1920 - EDGE - PANEL_W
    h = panel_h(players)
    return pygame.Rect(x, EDGE + row * (h + GAP), PANEL_W, h)


def action_top(players: int) -> int:
    """The action tile's row under the panel's top (the name and device above it; compact: the name only)."""
    return 48 if compact(players) else 82


def foot_top(players: int) -> int:
    """The key hint's row (and a nudge's lower band) under the panel's top."""
    return 98 if compact(players) else 142


def action_rects(seat: int, players: int, n: int) -> list[pygame.Rect]:
    r = panel_rect(seat, players)
    size = min(COMPACT_ICON if compact(players) else 56, (r.w - 24) // max(1, n) - 6)
    return [pygame.Rect(r.x + 12 + i * (size + 6), r.y + action_top(players), size, size) for i in range(n)]


def emote_rects(seat: int, players: int) -> list[pygame.Rect]:
    """Scenario 12: the gesture buttons over the panel's foot while talking is allowed."""
    r = panel_rect(seat, players)
    size = (r.w - 24) // len(EMOTES) - 4
    return [pygame.Rect(r.x + 12 + i * (size + 4), r.bottom - size - 10, size, size) for i in range(len(EMOTES))]


def hero_icon(colour: str, size: int) -> pygame.Surface:
    return image(f"{ART}hero_{colour}.svg", (size, size))


def draw_seat(surface, scene, seat: int, nudge: float = 0.0) -> None:
    s = scene.state
    r = panel_rect(seat, s.players)
    if nudge > 0:  # a big shake and a red frame while the nudge lasts
        r = r.move(round(math.sin(nudge * 40) * 10 * min(1.0, nudge)), 0)
    colour = scene.seat_colour(seat) or "red"
    border = RED if nudge > 0 else seat_rgb(colour)
    draw_panel(surface, r, shadow=False, border=border, border_width=8 if nudge > 0 else 4)
    draw_seat_badge(surface, colour, (r.x + 30, r.y + 32), 20)  # the colour's own shape
    sel = scene.selected.get(seat) if scene.is_human(seat) else None
    room = r.w - 70 - (70 if sel is not None else 10)
    small = compact(s.players)
    top, foot_y = action_top(s.players), foot_top(s.players)
    if scene.is_human(seat):
        dev = devices.device_name(scene.app.input, devices.seat_device(scene.app.input, seat, scene.device_of(seat)))
    else:
        dev = tr("magic_maze_screen.bot")
    if nudge <= 0:  # (a nudge's band covers the name: it says it at the foot)
        text.draw_text(surface, scene.seat_name(seat) or "", (r.x + 58, r.y + (4 if small else 10)), 34, WHITE,
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
    if scene.is_human(seat):
        device = devices.seat_device(scene.app.input, seat, scene.device_of(seat))
        labels = action_keys(scene.app.input, device, holds)
        for rect, action in zip(action_rects(seat, s.players, len(holds)), holds):
            if action in labels:
                key_badge(surface, rect, labels[action])
        nudge_key = devices.key_names(scene.app.input, device, (intents.ACT4,))
        if nudge_key and s.players > 1 and len(holds) <= 3:  # "Do something!" onto the next player: its key
            if s.pawn != seat:
                pawn = image(f"{ART}do_something.svg", pawn_at.size).copy()
                pawn.set_alpha(120)  # faded: the pawn is not in front of this seat, the key sends it
                surface.blit(pawn, pawn_at)
            key_badge(surface, pawn_at, nudge_key[intents.ACT4].rsplit(" ", 1)[-1])
    if scene.is_human(seat):
        if scene.gestures_now():
            for rect, name in zip(emote_rects(seat, s.players), EMOTES):
                surface.blit(image(f"{ART}emote_{name}.svg", rect.size), rect)
        else:
            h = scene.hint_for(seat)
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
        want = scene.wanted.get(seat)
        if want is not None:  # what the team waits for: this hero, this action of the seat's tile
            hero, action = want
            name = "portal" if action == "portal" else ICON[action]
            hero_size, act_size = min(52, foot.h), min(48, foot.h - 4)
            surface.blit(hero_icon(hero, hero_size), (foot.x + 8, foot.centery - hero_size // 2))
            act = image(f"{ART}act_{name}.svg", (act_size, act_size))
            surface.blit(act, (foot.x + 66, foot.centery - act_size // 2))
            text.draw_text(surface, scene.seat_name(seat) or "", (foot.right - 12, foot.centery), 34, WHITE,
                           anchor="midright", bold=True, max_width=foot.w - 140)
        else:
            text.draw_text(surface, scene.seat_name(seat) or "", foot.center, 34, WHITE, anchor="center",
                           bold=True, max_width=foot.w - 20)


ACTION_INTENT = {"N": intents.UP, "E": intents.RIGHT, "S": intents.DOWN, "W": intents.LEFT,
                 "portal": intents.ACT1, "escalator": intents.ACT2, "explore": intents.ACT3}
BADGE_TEXT, BADGE_H = 28, 32


def action_keys(inputs, device, holds) -> dict[str, str]:
    """action -> the short name of its key on `device` ({} for the mouse): the side word goes ("Right Shift"
    -> "Shift", "D-pad ↑" -> "↑", "Keypad 7" -> "7"), the panel names the device already."""
    wanted = (intents.UP, intents.RIGHT, intents.DOWN, intents.LEFT) + tuple(ACTION_INTENT[a] for a in holds)
    names = devices.key_names(inputs, device, tuple(dict.fromkeys(wanted)))
    if not names:
        return {}
    names = devices.without_shared_word(names)
    return {a: names[ACTION_INTENT[a]].rsplit(" ", 1)[-1] for a in holds}


def key_badge(surface, icon: pygame.Rect, label: str) -> None:
    """A small key cap on an action button's lower right corner: which key fires it."""
    w = max(BADGE_H, text.size_of(label, BADGE_TEXT, True)[0] + 10)
    face = pygame.Rect(0, 0, w, BADGE_H - 3)
    face.bottomright = (icon.right + 4, icon.bottom + 1)
    pygame.draw.rect(surface, hint.CAP_SIDE, face.move(0, 3), border_radius=7)
    pygame.draw.rect(surface, hint.CAP_FACE, face, border_radius=7)
    text.draw_text(surface, label, face.center, BADGE_TEXT, hint.CAP_INK, "center", bold=True)


class StaticLayer:
    """The two side columns as one picture; each panel and each foot is redrawn only when its own key changes
    (an action tile passed, the pawn, a selection, an escape, a tile laid, the language)."""

    def __init__(self):
        self.keys: dict = {}
        self.surface: pygame.Surface | None = None

    def pieces(self, scene) -> dict:
        """piece -> (its rect, what it shows)."""
        s = scene.state
        lang, gestures = language(), scene.gestures_now()
        out = {}
        for i in range(s.players):
            human = scene.is_human(i)
            out[("seat", i)] = (panel_rect(i, s.players).inflate(GAP, GAP), (
                lang, s.players, s.holds(i), s.theft, s.pawn == i, human and scene.selected.get(i),
                scene.device_of(i), human and gestures, i in scene.shaking(), scene.seat_name(i)))
        out["left"] = (LEFT_FOOT.inflate(GAP, GAP), (lang, bool(s.sand_total)))
        out["right"] = (RIGHT_FOOT.inflate(GAP, GAP), (lang, s.theft, tuple(s.escaped), len(s.pile), s.scenario))
        return out

    def draw(self, surface, scene, background) -> None:
        if self.surface is None:
            self.surface = pygame.Surface((1920, 1080), 0, surface)
            self.surface.fill(background)
        pieces = self.pieces(scene)
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
                draw_left_foot(self.surface, scene)
            elif name == "right":
                draw_right_foot(self.surface, scene)
            elif name[1] not in scene.shaking():
                draw_seat(self.surface, scene, name[1])
            self.surface.set_clip(None)
        for rect in column_parts(scene.state.players, True):
            surface.blit(self.surface, rect, rect)
        for rect in column_parts(scene.state.players, False):
            surface.fill(background, rect)  # the empty stretch above a column's foot: a fill, not a copy
        for seat in scene.shaking():
            draw_seat(surface, scene, seat, scene.nudged.get(seat, 0.0) - scene.clock)


def column_parts(players: int, drawn: bool) -> list[pygame.Rect]:
    """The columns cut in the parts with something drawn (the panels, the foot) or the empty stretch between."""
    out = []
    for col, rect in enumerate(COLUMNS):
        rows = (players + 1) // 2 if col == 0 else players // 2
        top = EDGE + rows * (panel_h(players) + GAP) if rows else 0
        foot = LEFT_FOOT.y - GAP
        if drawn:
            out += [pygame.Rect(rect.x, 0, rect.w, top), pygame.Rect(rect.x, foot, rect.w, 1080 - foot)]
        elif foot > top:
            out.append(pygame.Rect(rect.x, top, rect.w, foot - top))
    return [r for r in out if r.h > 0]


def draw_left_foot(surface, scene) -> None:
    s = scene.state
    f = LEFT_FOOT
    draw_panel(surface, f, shadow=False)
    if not s.sand_total:
        text.draw_text(surface, tr("magic_maze_screen.no_timer"), (f.centerx, f.y + 16), 30, SOFT,
                       anchor="midtop", max_width=f.w - 24)


def draw_right_foot(surface, scene) -> None:
    s = scene.state
    f = RIGHT_FOOT
    draw_panel(surface, f, shadow=False)
    board = image(f"{ART}thief_board_{'b' if s.theft else 'a'}.svg", (276, 117))
    at = board.get_rect(midtop=(f.centerx, f.y + 10))
    surface.blit(board, at)
    k = 276 / 520  # the board picture's slots (THIEF_SLOTS) at this size
    for i, colour in enumerate(M.HEROES):  # the slots fill as heroes escape
        if colour in s.escaped:
            icon = hero_icon(colour, 56)
            surface.blit(icon, icon.get_rect(center=(at.x + (80 + 120 * i) * k, at.y + 124 * k)))
    back = image(f"{ART}tile_back.svg", (52, 52))
    surface.blit(back, (f.x + 14, f.bottom - 62))
    text.draw_text(surface, str(len(s.pile)), (f.x + 74, f.bottom - 36), 40, WHITE, anchor="midleft", bold=True)
    text.draw_text(surface, tr("magic_maze_screen.scenario", n=s.scenario), (f.right - 14, f.bottom - 36), 30,
                   SOFT, anchor="midright", max_width=f.w - 140)


def draw_moving(surface, scene) -> None:
    """The parts of the columns that move every frame: the sand and the time left, or the stop button."""
    s = scene.state
    f = LEFT_FOOT
    if s.sand_total:
        left = s.sand_left if s.sand_left is not None else s.sand_total
        draw_sand_timer(surface, pygame.Rect(f.x + 28, f.y + 22, 84, f.h - 44), left / s.sand_total, None)
        mins, secs = divmod(math.ceil(max(0.0, left)), 60)
        colour = RED if left < 30 else WHITE
        text.draw_text(surface, f"{mins}:{secs:02d}", (f.x + 196, f.centery), 64, colour, anchor="center",
                       bold=True, shadow=True)
        return
    held = scene.stop_hold.progress(scene.clock)
    r = STOP_RECT
    pygame.draw.rect(surface, (92, 40, 34), r, border_radius=18)
    if held > 0:
        fill = r.copy()
        fill.w = round(r.w * held)
        pygame.draw.rect(surface, RED, fill, border_radius=18)
    pygame.draw.rect(surface, WHITE, r, 4, border_radius=18)
    text.draw_text(surface, tr("magic_maze_screen.stop"), (r.centerx, r.y + 24), 34, WHITE, anchor="center",
                   bold=True, max_width=r.w - 20)
    for i, line in enumerate(stop_how_lines(scene.back_keys(), r.w - 16)):
        text.draw_text(surface, line, (r.centerx, r.y + 60 + 30 * i), 28, SOFT, anchor="center", max_width=r.w - 16)


def stop_how_lines(keys: list[str], width: int) -> list[str]:
    """How to stop: hold the button, or hold a Back key (the keys' seats' own names for it): up to three lines
    (four seats' keys fit)."""
    if keys:
        how = tr("magic_maze_screen.stop_how_keys", keys=tr("magic_maze_screen.key_sep").join(keys))
    else:
        how = tr("magic_maze_screen.stop_how")
    return text.wrap(how, 28, width)[:3]


def draw_banners(surface, scene) -> None:
    s = scene.state
    centre = MALL_RECT.centerx
    if scene.ready_left > 0:
        n = math.ceil(scene.ready_left)
        size = 180 + round(50 * (scene.ready_left % 1))  # under the start tile, not over the heroes
        text.draw_text(surface, str(n), (MALL_RECT.centerx, MALL_RECT.bottom - 150), size, WHITE, anchor="center",
                       bold=True, shadow=True)
        title = tr(f"magic_maze.scenario.{s.scenario}.title")
        ban = banner(tr("magic_maze_screen.get_ready_title", title=title), "turn",
                      tr(f"magic_maze.scenario.{s.scenario}.rule"))
        surface.blit(ban, ban.get_rect(midtop=(centre, 20)))
        return
    if scene.alarm_left > 0 and int(scene.alarm_left * 4) % 2 == 0:
        pygame.draw.rect(surface, RED, MALL_RECT, 14)
    words, style, sub = None, "turn", ""
    if scene.alarm_left > 0:
        words, style = tr("magic_maze.theft"), "bad"
    elif s.talk in ("sand", "elf"):
        if s.sc.talk == "gestures":
            words, sub = tr("magic_maze.talk.gestures"), scene.gestures_how()
        else:
            words, sub = tr(f"magic_maze.talk.{s.talk}"), tr("magic_maze_screen.talk_ends")
    elif s.phase == "rearrange":
        words, style = tr("magic_maze.rearrange", count=s.rearrange_left), "time"
    if words:
        ban = banner(words, style, sub)
        surface.blit(ban, ban.get_rect(midtop=(centre, 16)))



def banner(words: str, style: str, sub: str) -> pygame.Surface:
    """The kit's banner (kept by the kit per text), clear of the pause button in the view's corner."""
    return banner_surface(words, style, sub, max_w=MALL_RECT.w - 240)
