"""Draws the Kragmortha table from our SVG art: the library room and board (rendered once per player count and
kept), the figures, the lit cells and push arrows, the seat panels, the hand row, the big moments (teleport
token reveal, a penalty card drawn, "Broken!") and the seat's sight penalties through handicap_views."""
from __future__ import annotations

import math

import pygame

from game.core.handicap_spec import MIRROR_VIEW
from game.engine import text
from game.engine.assets import image
from game.engine.handicap_views import draw_views
from game.engine.i18n import tr
from game.engine.table import hint as H
from game.engine.table.banner import draw_banner
from game.engine.table.countdown import draw_ring
from game.engine.theme import draw_panel, seat_rgb
from game.games.kragmortha import cards as C
from game.games.kragmortha import events as E
from game.games.kragmortha import layout as L
from game.games.kragmortha import penalties as P
from game.games.kragmortha import spellbooks as S
from game.games.kragmortha import table_input as TI
from game.games.kragmortha.make_art import card_file

ART = "kragmortha/"
INK, CREAM, GOLD, LIT = (20, 16, 28), (246, 236, 210), (255, 210, 90), (120, 255, 160)
_backgrounds: dict[int, pygame.Surface] = {}
GOBLIN_RGB = {"red": (226, 72, 60), "yellow": (246, 204, 48), "blue": (64, 132, 232), "green": (72, 184, 92),
              "orange": (240, 140, 40), "purple": (166, 102, 216), "black": (120, 120, 132), "white": (240, 240, 240)}


def art(name: str, size) -> pygame.Surface:
    return image(ART + name, size)


def background(players: int) -> pygame.Surface:
    """The room and the board for this many players (shelves differ): ~0.2 s to render, so built once."""
    bg = _backgrounds.get(players)
    if bg is not None:
        return bg
    from game.games.kragmortha import board as BD

    b = BD.board_for(BD.default_data(), players)
    bg = pygame.Surface((L.W, L.H))  # opaque: one plain copy per frame, not a per-pixel-alpha blend
    bg.blit(art("library.svg", (L.W, L.H)), (0, 0))
    pygame.draw.rect(bg, INK, L.BOARD.inflate(16, 16), border_radius=10)
    for cell, sym in b.symbols.items():
        bg.blit(art(f"cell_{sym}.svg", (L.CELL, L.CELL)), L.cell_rect(cell))
    for cell in b.teleports:
        bg.blit(art("teleport.svg", (L.CELL, L.CELL)), L.cell_rect(cell))
    for cell in b.start:
        bg.blit(art("start.svg", (L.CELL, L.CELL)), L.cell_rect(cell))
    desk = min(b.desk)
    bg.blit(art("desk.svg", (2 * L.CELL, 2 * L.CELL)), L.cell_rect(desk))
    for a, c in b.shelf_pairs:
        horizontal = a[1] == c[1]
        name, size = ("shelf_h.svg", (2 * L.CELL, L.CELL)) if horizontal else ("shelf_v.svg", (L.CELL, 2 * L.CELL))
        bg.blit(art(name, size), L.cell_rect(min(a, c)))
    _backgrounds[players] = bg
    return bg


class Painter:
    def __init__(self, scene):
        self.scene = scene
        self.reveal: list[pygame.Rect] = []
        self._veil_surf: pygame.Surface | None = None
        self._panels: dict[int, tuple] = {}
        self._hint_cache: tuple = (None, None)
        self._mirror: tuple = (None, None)
        self._cells: tuple = (None, {})
        for card in set(C.MOVEMENT_CARDS):  # first renders cost 5-20 ms each: done before play, not mid-game
            art(card_file(*card), (L.CARD_W, L.CARD_H))
        for p in P.PENALTIES:
            art(f"pen_{p['key']}.svg", (54, 54))
            art(f"pen_{p['key']}.svg", (56, 56))

    def regions(self) -> dict:
        return {"board": L.BOARD, "hand": L.card_rects(max(1, len(self.scene.hand())))}

    def update(self, dt: float) -> None:
        sc = self.scene
        seat = sc.state.active
        self.reveal = []
        if sc.is_human(seat):  # no_hover / blur: a card shows once rested on (None: resting on nothing)
            if sc.handicaps.dwell(seat, sc.hover) and sc.hover is not None:
                rects = L.card_rects(len(sc.hand()))
                if sc.hover < len(rects):
                    self.reveal = [rects[sc.hover]]

    # the frame ----------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        sc, s = self.scene, self.scene.state
        seat = s.active
        views = sc.handicaps.views(seat) if sc.is_human(seat) and s.outcome is None else []
        mirrored = [v for v in views if v.effect == MIRROR_VIEW and v.region == "board"]
        surface.blit(background(s.players), (0, 0))
        if mirrored:
            surface.blit(self._mirrored_board(surface), L.BOARD)
        else:
            self._lit(surface)
            self._figures(surface)
        self._hand(surface)
        if views:
            draw_views(surface, [v for v in views if v not in mirrored], self.regions(), sc.pointer, self.reveal)
        for p in range(s.players):
            self._panel(surface, p)
        self._status(surface)
        self._hint(surface)
        self._moments(surface)
        if sc.turn_banner.showing and sc.turn_banner.seat is not None:
            draw_banner(surface, pygame.Rect(610, 380, 700, 130), tr("kragmortha.screen.your_turn",
                        name=sc.name(sc.turn_banner.seat)), border=seat_rgb(sc.seat_colour(sc.turn_banner.seat)),
                        slide=sc.turn_banner.slide)
        sc.messages.draw(surface)

    def _mirrored_board(self, surface) -> pygame.Surface:
        """Mirror: the board drawn and turned once per change (a full flip each frame costs several ms)."""
        sc = self.scene
        cur = sc.presenter.current()
        key = (sc.version, sc.selected, sc.hover, sc.focus, sc.cursor, sc.shows_choices,
               (id(cur), round(cur.t, 3)) if cur is not None else None)
        if self._mirror[0] != key:
            self._lit(surface)
            self._figures(surface)
            self._mirror = (key, pygame.transform.flip(surface.subsurface(L.BOARD), True, False))
        return self._mirror[1]

    def _lit(self, surface) -> None:
        sc, s = self.scene, self.scene.state
        key = (sc.version, sc.selected, sc.shows_choices)
        if self._cells[0] != key:
            self._cells = (key, TI.cell_actions(sc) if sc.shows_choices else {})
        cells = self._cells[1]
        shown = set(cells)
        if sc.shows_choices and s.phase == "play" and sc.selected is None and sc.hover is not None:
            shown |= {tuple(c) for c in sc.card_cells(sc.hover)}
        mark = art("step_2.svg" if s.phase == "second_step" else "step_1.svg", (L.CELL, L.CELL))
        ch = s.choice
        for cell in shown:
            surface.blit(mark, L.cell_rect(cell))
        if ch and s.phase == "push" and sc.shows_choices:  # push choices as arrows from the pushed goblin
            src = L.cell_centre(ch["cell"])
            for cell in ch["options"]:
                dst = L.cell_centre(cell)
                ang = math.degrees(math.atan2(-(dst[1] - src[1]), dst[0] - src[0]))
                arrow = pygame.transform.rotate(art("push_arrow.svg", (L.CELL, L.CELL // 2)), ang)
                mid = ((src[0] + dst[0]) // 2, (src[1] + dst[1]) // 2)
                surface.blit(arrow, arrow.get_rect(center=mid))
        if sc.shows_choices and sc.focus == "board":
            pygame.draw.rect(surface, GOLD, L.cell_rect(sc.cursor).inflate(-4, -4), 6, border_radius=10)

    def _moving(self):
        cur = self.scene.presenter.current()
        return cur if cur is not None and isinstance(cur.kind, (E.GoblinMoved, E.LordMoved)) else None

    def _figures(self, surface) -> None:
        sc, s = self.scene, self.scene.state
        moving = self._moving()

        def at(cell, key):
            if moving is not None and key == ("lord" if isinstance(moving.kind, E.LordMoved) else moving.kind.goblin):
                a, b = L.cell_centre(moving.kind.from_cell), L.cell_centre(moving.kind.to_cell)
                t = moving.t
                return round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t - math.sin(t * math.pi) * 30)
            return L.cell_centre(cell)
        pushed = s.choice.get("goblin") if s.choice and s.phase == "push" else None
        for seat, cell in enumerate(s.goblins):
            if cell is None:
                continue
            x, y = at(cell, seat)
            if seat == pushed:  # it shares the cell with its pusher until the player says where it goes
                x, y = x + 28, y + 18
            g = art(f"goblin_{sc.goblin_colour(seat)}.svg", (96, 96))
            surface.blit(g, g.get_rect(center=(x, y - 4)))
            pygame.draw.circle(surface, INK, (x + 32, y + 32), 21)
            pygame.draw.circle(surface, GOBLIN_RGB.get(sc.goblin_colour(seat), CREAM), (x + 32, y + 32), 21, 4)
            text.draw_text(surface, sc.name(seat)[:1].upper(), (x + 32, y + 33), 30, CREAM, "center", bold=True)
        lx, ly = at(s.lord, "lord")
        lord = art("dark_lord.svg", (156, 156))
        surface.blit(lord, lord.get_rect(center=(lx, ly - 26)))  # he looms over his cell

    # the hand row -------------------------------------------------------------------------------------------
    def _hand(self, surface) -> None:
        sc, s = self.scene, self.scene.state
        seat = sc.viewer()
        hand = sc.hand()
        rects = L.card_rects(len(hand) if seat is not None else len(s.hands[s.active]))
        for i, r in enumerate(rects):
            if seat is None:
                surface.blit(art("card_back.svg", r.size), r)
                continue
            target, a, b = C.MOVEMENT_CARDS[hand[i]]
            lift = 18 if i in (sc.selected, sc.hover) else 0
            surface.blit(art(card_file(target, a, b), r.size), r.move(0, -lift))
            if i == sc.selected:
                pygame.draw.rect(surface, GOLD, r.move(0, -lift).inflate(8, 8), 6, border_radius=14)
            elif sc.focus == "hand" and self._focused("card", i):
                pygame.draw.rect(surface, CREAM, r.move(0, -lift).inflate(8, 8), 4, border_radius=14)
        if seat is not None:
            for i, (bk, r) in enumerate(zip(sc.books_up(seat), L.book_rects(len(sc.books_up(seat))))):
                surface.blit(art("spellbook_frame.svg", r.size), r)
                icon = art(f"spell_{S.kind(bk)}.svg", (84, 84))
                surface.blit(icon, icon.get_rect(center=(r.centerx, r.top + 66)))
                if sc.focus == "hand" and self._focused("book", i):
                    pygame.draw.rect(surface, CREAM, r.inflate(8, 8), 4, border_radius=12)
        for i, ((key, _a), r) in enumerate(zip(TI.buttons(sc), L.button_rects(len(TI.buttons(sc))))):
            draw_panel(surface, r, colour=(70, 40, 90), shadow=False)
            words = tr(key) if not key.startswith("penalty:") else tr(
                f"kragmortha.penalty.{P.PENALTIES[int(key[8:])]['key']}")
            text.draw_text(surface, words, r.center, 30, CREAM, "center", bold=True, max_width=r.w - 16)
            if sc.focus == "hand" and self._focused("button", i):
                pygame.draw.rect(surface, GOLD, r.inflate(8, 8), 4, border_radius=14)

    def _focused(self, kind: str, i: int) -> bool:
        sc = self.scene
        if not sc.shows_choices or sc.device_of(sc.state.active) == "mouse":
            return False
        items = TI.hand_items(sc)
        return bool(items) and items[sc.hand_focus % len(items)] == (kind, i)

    # panels, status, log, hint ------------------------------------------------------------------------------
    def _panel(self, surface, seat: int) -> None:
        """The seat's panel, redrawn only when what it shows changes; the reflex countdown is drawn live."""
        sc, s = self.scene, self.scene.state
        r = L.panel_rect(seat, s.players)
        label = sc.handicaps.reflex_key_label(seat) if sc.is_human(seat) else ""
        key = (seat == s.active, len(s.hands[seat]), len(s.books[seat]), str(s.held[seat]), label,
               tr("kragmortha.broken"))
        cached = self._panels.get(seat)
        if cached is None or cached[0] != key:
            surf = pygame.Surface(r.size, pygame.SRCALPHA)
            self._panel_surface(surf, seat, pygame.Rect((0, 0), r.size))
            cached = self._panels[seat] = (key, surf)
        surface.blit(cached[1], r)
        left = sc.handicaps.reflex_left(seat) if sc.is_human(seat) else None
        if left is not None:
            pygame.draw.rect(surface, GOLD, r, 6, border_radius=16)
            draw_ring(surface, (r.right - 44, r.y + 68), 34, left, sc.clock, hurry_below=1)

    def _panel_surface(self, surface, seat: int, r: pygame.Rect) -> None:
        sc, s = self.scene, self.scene.state
        draw_panel(surface, r, colour=(34, 28, 48), shadow=False,
                   border=GOBLIN_RGB.get(sc.goblin_colour(seat), GOLD) if seat == s.active else (70, 62, 96))
        surface.blit(art(f"goblin_tile_{sc.goblin_colour(seat)}.svg", (72, 72)), (r.x + 10, r.y + 8))
        text.draw_text(surface, sc.name(seat), (r.x + 92, r.y + 8), 36, CREAM, bold=True, max_width=r.w - 110)
        x = r.x + 92  # hand size and spellbooks as pictures and numbers
        for icon, n in (("card_back.svg", len(s.hands[seat])), ("spellbook_back.svg", len(s.books[seat]))):
            surface.blit(art(icon, (30, 42)), (x, r.y + 52))
            x = text.draw_text(surface, str(n), (x + 38, r.y + 50), 32, CREAM, bold=True).right + 22
        for i, (pid, broken) in enumerate(s.held[seat]):  # the penalties held, by corner symbol
            box = pygame.Rect(r.x + 10 + i * 58, r.y + 110, 54, 54)
            surface.blit(art(f"pen_{P.PENALTIES[pid]['key']}.svg", box.size), box)
            if broken:
                surface.blit(art("broken.svg", (54, 34)), (box.x, box.y + 10))
        if sc.is_human(seat):  # the reflex key, whatever the device
            self._reflex_key(surface, pygame.Rect(r.x + 246, r.y + 108, r.w - 254, 58), seat)

    def _reflex_key(self, surface, rect: pygame.Rect, seat: int) -> None:
        sc = self.scene
        left = None
        surface.blit(art("reflex.svg", (36, 36)), (rect.x, rect.centery - 18))
        cap = pygame.Rect(rect.x + 40, rect.y + 4, rect.w - 40, rect.h - 8)
        pygame.draw.rect(surface, GOLD if left is not None else CREAM, cap, border_radius=10)
        pygame.draw.rect(surface, INK, cap, 3, border_radius=10)
        if sc.device_of(seat) == "mouse":  # a mouse with its right button lit
            m = pygame.Rect(0, 0, 32, 44)
            m.center = cap.center
            pygame.draw.rect(surface, CREAM, m, border_radius=14)
            pygame.draw.rect(surface, (230, 70, 60), (m.centerx, m.y, m.w // 2, m.h // 2), border_top_right_radius=14)
            pygame.draw.rect(surface, INK, m, 3, border_radius=14)
            pygame.draw.line(surface, INK, (m.centerx, m.y), (m.centerx, m.centery), 3)
        else:
            label = sc.handicaps.reflex_key_label(seat) or "?"
            text.draw_text(surface, label, cap.center, 30, INK, "center", bold=True, max_width=cap.w - 8)

    def _status(self, surface) -> None:
        sc, s = self.scene, self.scene.state
        if s.outcome is not None:
            return
        seat = s.active
        phase = tr(f"kragmortha.phase.{s.phase}")
        words = f"{sc.name(seat)}: {phase}"
        draw_panel(surface, L.STATUS, colour=(24, 18, 34), shadow=False,
                   border=GOBLIN_RGB.get(sc.goblin_colour(seat), GOLD))
        text.draw_text(surface, words, (L.STATUS.x + 24, L.STATUS.centery), 36, CREAM, "midleft", bold=True,
                       max_width=L.STATUS.w - 400)
        if sc.is_human(seat):
            x = L.STATUS.right - 110  # the penalties in force this turn, as pictures
            for pid, broken in s.held[seat]:
                if not broken:
                    x -= 62
                    surface.blit(art(f"pen_{P.PENALTIES[pid]['key']}.svg", (56, 56)), (x, L.STATUS.y + 7))
            h = sc.handicaps
            left = h.time_left(seat)
            wait = h.wait_left(seat)
            if left is not None:
                draw_ring(surface, (L.STATUS.right - 50, L.STATUS.centery + 4), 40, left, sc.clock)
            elif wait > 0:
                draw_ring(surface, (L.STATUS.right - 50, L.STATUS.centery + 4), 40, wait, sc.clock, fill=(80, 30, 30))
            if h.hold_key_label(seat) and any(type(p).__name__ == "HoldKey" for p in h.active(seat)):
                hold = tr("kragmortha.screen.hold", key=h.hold_key_label(seat))
                text.draw_text(surface, hold, (L.STATUS.centerx + 160, L.STATUS.bottom + 8), 30,
                               LIT if h.holding(seat) else GOLD, "midtop", shadow=True)

    def _hint(self, surface) -> None:
        sc, s = self.scene, self.scene.state
        if not sc.shows_choices:
            return
        dev = sc.device_of(s.active)
        key = (dev, tr("kragmortha.screen.hint.mouse"))
        if self._hint_cache[0] != key:
            items = ((("left", "right"), tr("kragmortha.screen.hint.pick")),
                     (("confirm",), tr("kragmortha.screen.hint.ok")), (("back",), tr("kragmortha.screen.hint.back")))
            hint = H.for_device(sc.app.input, dev, items, tr("kragmortha.screen.hint.mouse"))
            surf = pygame.Surface(L.HINT.size, pygame.SRCALPHA)
            H.draw(surf, pygame.Rect((0, 0), L.HINT.size), hint)
            self._hint_cache = (key, surf)
        surface.blit(self._hint_cache[1], L.HINT)

    # big moments --------------------------------------------------------------------------------------------
    def _moments(self, surface) -> None:
        sc = self.scene
        cur = sc.presenter.current()
        if cur is None:
            return
        ev, t = cur.kind, cur.t
        if isinstance(ev, E.TokenDrawn):
            self._token(surface, ev, t)
        elif isinstance(ev, E.PenaltyDrawn):
            self._penalty(surface, ev, t)
        elif isinstance(ev, E.PenaltyBroken):
            self._broken(surface, ev, t)

    def _veil(self, surface) -> None:
        if self._veil_surf is None:
            self._veil_surf = pygame.Surface((L.BOARD.w, L.BOARD.h), pygame.SRCALPHA)
            self._veil_surf.fill((0, 0, 0, 150))
        surface.blit(self._veil_surf, L.BOARD)

    def _token(self, surface, ev, t: float) -> None:
        """The teleport token turns over above the goblin: back, then its face."""
        sc = self.scene
        cell = sc.state.goblins[ev.goblin] or (5, 3)
        x, y = L.cell_centre(cell)
        x, y = (x + 960) // 2, 400
        self._veil(surface)
        turn = min(1.0, t * 2.5)
        face = "token_back.svg" if turn < 0.5 else f"token_{ev.kind}.svg"
        w = max(4, round(240 * abs(math.cos(turn * math.pi))))
        img = pygame.transform.smoothscale(art(face, (240, 240)), (w, 240))
        surface.blit(img, img.get_rect(center=(x, y)))
        text.draw_text(surface, self.scene.name(ev.goblin), (x, y - 140), 40, CREAM, "midbottom", bold=True,
                       shadow=True)
        if turn >= 0.5:
            text.draw_text(surface, tr(f"kragmortha.token.{ev.kind}"), (x, y + 140), 52, GOLD, "midtop", bold=True,
                           shadow=True)

    def _penalty(self, surface, ev, t: float) -> None:
        sc = self.scene
        p = P.PENALTIES[ev.penalty]
        r = L.BIG_CARD
        self._veil(surface)
        surface.blit(art(f"penalty_{p['symbol']}.svg", r.size), r)
        surface.blit(art(f"pen_{p['key']}.svg", (220, 220)), (r.centerx - 110, r.y + 90))
        text.draw_text(surface, tr(f"kragmortha.penalty.{p['key']}"), (r.centerx, r.y + 330), 44, INK, "midtop",
                       bold=True, max_width=r.w - 60)
        for i, line in enumerate(text.wrap(tr(f"kragmortha.penalty.{p['key']}.rule"), 30, r.w - 80)[:5]):
            text.draw_text(surface, line, (r.centerx, r.y + 400 + i * 40), 30, INK, "midtop")
        text.draw_text(surface, tr("kragmortha.screen.penalty_for", name=sc.name(ev.seat)), (r.centerx, r.y - 10),
                       40, GOLD, "midbottom", bold=True, shadow=True)

    def _broken(self, surface, ev, t: float) -> None:
        sc = self.scene
        r = L.panel_rect(ev.seat, sc.state.players)
        self._veil(surface)
        scale = 1.6 - 0.6 * min(1.0, t * 4)
        stamp = pygame.transform.rotozoom(art("broken.svg", (420, 270)), 0, scale)  # one render, scaled
        surface.blit(stamp, stamp.get_rect(center=(960, 440)))
        text.draw_text(surface, tr("kragmortha.broken"), (960, 600), 72, (255, 90, 70), "midtop", bold=True,
                       shadow=True)
        text.draw_text(surface, tr(f"kragmortha.penalty.{P.PENALTIES[ev.penalty]['key']}") + " - " +
                       sc.name(ev.seat), (960, 690), 40, CREAM, "midtop", shadow=True)
        pygame.draw.rect(surface, (255, 90, 70), r, 8, border_radius=16)
