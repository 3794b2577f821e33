"""Draws the Kragmortha table from our SVG art: the library room and board (rendered once per player count and
kept), the figures where the screen has them (each move slides in its turn, see `shown_positions`), the lit
cells, the keys' cursor and the push arrows, the board's row and column numbers (board_labels.py), the seat
panels (penalties, spellbooks face up or down, the reflex key), the hand row, what is shown big while pointed at
(the Cure's penalty cards, a spellbook, a penalty, the desk's pile; faces in card_faces.py), the big moments
(teleport token reveal, a penalty card drawn, "Broken!") and the seat's sight penalties through handicap_views,
on the whole play area (layout.PLAY)."""
from __future__ import annotations

import math

import pygame

from game.core.handicap_spec import MIRROR_VIEW, TimeLimit
from game.engine import text
from game.engine.assets import image
from game.engine.handicap_views import draw_views
from game.engine.i18n import tr
from game.engine.table import hint as H
from game.engine.table.countdown import draw_ring
from game.engine.table.part import Part
from game.engine.theme import draw_panel
from game.games.kragmortha import board_labels
from game.games.kragmortha import card_faces as F
from game.games.kragmortha import cards as C
from game.games.kragmortha import events as E
from game.games.kragmortha import layout as L
from game.games.kragmortha import penalties as P
from game.games.kragmortha import rules as R
from game.games.kragmortha.make_art import card_file

ART = "kragmortha/"
INK, CREAM, GOLD, LIT = (20, 16, 28), (246, 236, 210), (255, 210, 90), (120, 255, 160)
BAR_CALM, BAR_HURRY = (255, 210, 90), (255, 96, 72)
LIT_EDGE = 8  # the lit cells' solid outline
BUTTON_MIN = 28  # px: the smallest words on the hand row's buttons
LIFT = 18  # a card pointed at or chosen stands this much higher
_backgrounds: dict[int, pygame.Surface] = {}
GOBLIN_RGB = {"red": (226, 72, 60), "yellow": (246, 204, 48), "blue": (64, 132, 232), "green": (72, 184, 92),
              "orange": (240, 140, 40), "purple": (166, 102, 216), "black": (120, 120, 132), "white": (240, 240, 240)}


def art(name: str, size) -> pygame.Surface:
    return image(ART + name, size)


def background(players: int) -> pygame.Surface:
    """The room and the board for this many players (shelves differ): slow to render, so built once."""
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


def goblin_colours(seat_colours: list[str]) -> list[str]:
    """Each seat's goblin cloak: its set-up colour (so badges, panels and the end screen agree), or the first
    goblin colour nobody has (the art has eight)."""
    wanted = set(seat_colours)
    taken: list[str] = []
    for colour in seat_colours:
        if colour in R.COLOURS and colour not in taken:
            taken.append(colour)
        else:
            free = [c for c in R.COLOURS if c not in taken]
            taken.append(next((c for c in free if c not in wanted), free[0]))
    return taken


def button_text(words: str, rect: pygame.Rect) -> tuple[list[str], int]:
    """A button's label: one line at 30 px if it fits, else two lines at 28 px ("Show hand and redraw"), never
    smaller than the sofa can read."""
    room = rect.w - 16
    if text.size_of(words, 30, True)[0] <= room:
        return [words], 30
    return text.wrap(words, BUTTON_MIN, room, bold=True), BUTTON_MIN


HINT_WORDS = {"kragmortha.reveal_hand": "kragmortha.screen.hint.redraw"}  # a button's shorter name in the hint


def hint_items(back: bool, buttons: list[str]) -> tuple:
    """The keys' hint: on the hand, choose / play and the first button's key; on the board after a card was
    chosen, the arrows jump between the lit cells, confirm steps, back returns to the cards."""
    if back:
        return ((("left", "right", "up", "down"), tr("kragmortha.screen.hint.cells")),
                (("confirm",), tr("kragmortha.screen.hint.ok")), (("back",), tr("kragmortha.screen.hint.back")))
    return ((("left", "right"), tr("kragmortha.screen.hint.pick")), (("confirm",), tr("kragmortha.screen.hint.ok")),
            *((("act1",), tr(HINT_WORDS.get(k, k))) for k in buttons[:1]))


class Painter(Part):
    def __init__(self, ctx, choices, controls, input_seats):
        """Reads the table through `choices` (who acts, the hand, what is legal) and `controls` (what the hands
        point at); `input_seats` for the devices' key names and the handicaps' views."""
        self.ctx = ctx
        self.choices = choices
        self.controls = controls
        self.input_seats = input_seats
        self.handicaps = input_seats.handicaps
        self.colours = goblin_colours([cfg.colour for cfg in ctx.setup.seats[:ctx.state.players]])
        self.reveal: list[pygame.Rect] = []
        self._veil_surf: pygame.Surface | None = None
        self._panels: dict[int, tuple] = {}
        self._hint_cache: tuple = (None, None)
        self._mirror: tuple = (None, None)
        self._cells: tuple = (None, {})
        self._dim_surf: pygame.Surface | None = None
        self._lit_surf: pygame.Surface | None = None
        for card in set(C.MOVEMENT_CARDS):  # a first render is slow: done before play, not mid-game
            art(card_file(*card), (L.CARD_W, L.CARD_H))
        for p in P.PENALTIES:
            art(f"pen_{p['key']}.svg", (54, 54))
            art(f"pen_{p['key']}.svg", (56, 56))

    def regions(self) -> dict:
        """Where the sight penalties work: the play area, and each card where it is drawn (raised when pointed
        at or chosen), so an upside-down card turns as a whole."""
        ch, ui = self.choices, self.controls
        cards = [r.move(0, -LIFT) if i in (ui.selected, ui.hover) else r
                 for i, r in enumerate(L.card_rects(max(1, len(ch.hand()))))]
        return {"board": L.PLAY, "hand": cards}

    def update(self, dt: float) -> None:
        ch, ui = self.choices, self.controls
        sc = self.ctx
        seat = ch.acting
        self.reveal = []
        if sc.seats.is_human(seat):  # no_hover / blur: a card shows once rested on (None: resting on nothing)
            if self.handicaps.dwell(seat, ui.hover) and ui.hover is not None:
                rects = L.card_rects(len(ch.hand()))
                if ui.hover < len(rects):
                    self.reveal = [rects[ui.hover]]

    # the frame ----------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        ch, ui = self.choices, self.controls
        sc, s = self.ctx, self.ctx.state
        seat = ch.acting
        views = self.handicaps.views(seat) if sc.seats.is_human(seat) and s.outcome is None else []
        on_board = [v for v in views if v.region == "board"]
        mirrored = [v for v in on_board if v.effect == MIRROR_VIEW]
        surface.blit(background(s.players), (0, 0))
        if mirrored:
            surface.blit(self._mirrored_board(surface), L.PLAY)
        else:
            self._lit(surface)
            self._figures(surface)
            self._arrows(surface)
        regions = self.regions()
        if on_board and not mirrored:  # the whole play area (the figures over its edges too), not the hand
            draw_views(surface, on_board, regions, ui.pointer, self.reveal)
        board_labels.draw(surface, bool(mirrored))  # outside the play area: upright, the columns as seen
        self._hand(surface)
        in_hand = [v for v in views if v.region != "board"]
        if in_hand:
            draw_views(surface, in_hand, regions, ui.pointer, self.reveal)
        self._peeks(surface)
        for p in range(s.players):
            self._panel(surface, p)
        self._status(surface)
        self._hint(surface)
        self._moments(surface)

    def _mirrored_board(self, surface) -> pygame.Surface:
        """Mirror: the play area (board, figures, lit cells, arrows, the Dark Lord's overhang) drawn and turned
        once per change (a full flip each frame is costly)."""
        ch, ui = self.choices, self.controls
        sc = self.ctx
        cur = sc.presenter.current()
        key = (ch.version, ui.selected, ui.hover, ui.focus, ui.cursor, ch.shows_choices,
               (id(cur), round(cur.t, 3)) if cur is not None else None)
        if self._mirror[0] != key:
            self._lit(surface)
            self._figures(surface)
            self._arrows(surface)
            self._mirror = (key, pygame.transform.flip(surface.subsurface(L.PLAY), True, False))
        return self._mirror[1]

    def _lit(self, surface) -> None:
        ch, ui = self.choices, self.controls
        sc, s = self.ctx, self.ctx.state
        key = (ch.version, ui.selected, ch.shows_choices)
        if self._cells[0] != key:
            self._cells = (key, ui.cell_actions() if ch.shows_choices else {})
        cells = self._cells[1]
        shown = set(cells)
        if ch.shows_choices and s.phase == "play" and ui.selected is None and ui.hover is not None:
            shown |= {tuple(c) for c in ch.card_cells(ui.hover)}
        mark = self._lit_mark()
        for cell in shown:
            surface.blit(mark, L.cell_rect(cell))
        keys = sc.seats.device_of(ch.acting) != "mouse"  # the keys' cursor: a white frame round the cell, breathing
        if ch.shows_choices and ui.focus == "board" and keys:
            grow = 6 + round(3 * math.sin(sc.clock * 6))
            box = L.cell_rect(ui.cursor).inflate(grow, grow)
            pygame.draw.rect(surface, INK, box.inflate(6, 6), 5, border_radius=14)
            pygame.draw.rect(surface, CREAM, box, 6, border_radius=12)

    def _lit_mark(self) -> pygame.Surface:
        """A cell the player may go to: lit boldly, a bright fill inside a thick solid outline (unlike the start
        cells' dashed frame printed on the board)."""
        if self._lit_surf is None:
            mark = pygame.Surface((L.CELL, L.CELL), pygame.SRCALPHA)
            inner = mark.get_rect().inflate(-8, -8)
            pygame.draw.rect(mark, (*LIT, 105), inner, border_radius=14)
            pygame.draw.rect(mark, INK, mark.get_rect(), 4, border_radius=16)
            pygame.draw.rect(mark, LIT, inner.inflate(2, 2), LIT_EDGE, border_radius=14)
            self._lit_surf = mark
        return self._lit_surf

    def _arrows(self, surface) -> None:
        """Push choices as big arrows from the pushed goblin into each cell it may go to (over the figures)."""
        s = self.ctx.state
        pending = s.choice
        if not (pending and s.phase == "push" and self.choices.shows_choices):
            return
        src = L.cell_centre(pending["cell"])
        for cell in pending["options"]:
            dst = L.cell_centre(cell)
            ang = math.degrees(math.atan2(-(dst[1] - src[1]), dst[0] - src[0]))
            arrow = pygame.transform.rotate(art("push_arrow.svg", (round(L.CELL * 0.8), round(L.CELL * 0.8))), ang)
            at = (round(src[0] + (dst[0] - src[0]) * 0.62), round(src[1] + (dst[1] - src[1]) * 0.62))
            surface.blit(arrow, arrow.get_rect(center=at))

    def shown_positions(self) -> dict:
        """Where each figure stands on screen now: the rules moved it at once, the screen catches up move by
        move. A figure with a move still to show stands where that move starts (sliding while it runs, with a
        hop); the moves play one after another in the presenter's lane, so a push chain or a two-step move
        slides link by link. Keys: a goblin's seat, or "lord"; a goblin whose placing is still to come is
        left out."""
        s = self.ctx.state
        out: dict = {seat: L.cell_centre(cell) for seat, cell in enumerate(s.goblins) if cell is not None}
        out["lord"] = L.cell_centre(s.lord)
        seen = set()
        for beat in self.ctx.presenter.beats:
            ev = beat.kind
            if isinstance(ev, E.LordMoved):
                key = "lord"
            elif isinstance(ev, (E.GoblinMoved, E.GoblinPlaced)):
                key = ev.goblin if isinstance(ev, E.GoblinMoved) else ev.seat
            else:
                continue
            if key in seen:
                continue
            seen.add(key)
            if isinstance(ev, E.GoblinPlaced):
                if not beat.started:
                    out.pop(key, None)
                continue
            a, b = L.cell_centre(ev.from_cell), L.cell_centre(ev.to_cell)
            t = beat.t if beat.started else 0.0
            out[key] = (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t - math.sin(t * math.pi) * 30))
        return out

    def figure_spots(self) -> tuple[list, list]:
        """Where the goblins are drawn: (seat, x, y) under the Dark Lord, then those in front of him. A goblin
        sharing a cell stands aside; one on his cell (caught, waiting to flee) stands in front of him, to one
        side, so he never hides it."""
        s = self.ctx.state
        where = self.shown_positions()
        pushed = s.choice.get("goblin") if s.choice and s.phase == "push" else None
        lx, ly = where["lord"]
        under: list = []
        front: list = []
        spots: set = set()
        for seat in range(s.players):
            if seat not in where:
                continue
            x, y = where[seat]
            if (x, y) == (lx, ly):
                front.append((seat, lx - 30 + 24 * len(front), ly + 22))
                continue
            if seat == pushed or (x, y) in spots:  # it shares the cell (until the player says where it goes)
                x, y = x + L.SHARED_STEP[0], y + L.SHARED_STEP[1]
            spots.add((x, y))
            under.append((seat, x, y))
        return under, front

    def _figures(self, surface) -> None:
        under, front = self.figure_spots()
        for seat, x, y in under:
            self._goblin(surface, seat, x, y)
        lx, ly = self.shown_positions()["lord"]
        lord = art("dark_lord.svg", (L.LORD, L.LORD))
        surface.blit(lord, lord.get_rect(center=(lx, ly - L.LORD_RISE)))  # he looms over his cell
        for seat, x, y in front:
            self._goblin(surface, seat, x, y)

    def _goblin(self, surface, seat: int, x: int, y: int) -> None:
        g = art(f"goblin_{self.colours[seat]}.svg", (L.GOBLIN, L.GOBLIN))
        surface.blit(g, g.get_rect(center=(x, y - 4)))
        pygame.draw.circle(surface, INK, (x + 32, y + 32), 21)
        pygame.draw.circle(surface, GOBLIN_RGB.get(self.colours[seat], CREAM), (x + 32, y + 32), 21, 4)
        text.draw_text(surface, self.ctx.seats.name(seat)[:1].upper(), (x + 32, y + 33), 30, CREAM, "center",
                       bold=True)

    # the hand row -------------------------------------------------------------------------------------------
    def _hand(self, surface) -> None:
        ch, ui = self.choices, self.controls
        s = self.ctx.state
        seat = ch.viewer()
        hand = ch.hand()
        rects = L.card_rects(len(hand) if seat is not None else len(s.hands[s.active]))
        for i, r in enumerate(rects):
            if seat is None:
                surface.blit(art("card_back.svg", r.size), r)
                continue
            target, a, b = C.MOVEMENT_CARDS[hand[i]]
            lift = LIFT if i in (ui.selected, ui.hover) else 0
            surface.blit(art(card_file(target, a, b), r.size), r.move(0, -lift))
            if i == ui.selected:
                pygame.draw.rect(surface, GOLD, r.move(0, -lift).inflate(8, 8), 6, border_radius=14)
            elif ui.focus == "hand" and self._focused("card", i):
                pygame.draw.rect(surface, CREAM, r.move(0, -lift).inflate(8, 8), 4, border_radius=14)
        if seat is not None:
            usable = {a.book for a in ch.legal() if isinstance(a, E.UseSpellbook)}
            for i, (bk, r) in enumerate(zip(ch.books_up(seat), L.book_rects(len(ch.books_up(seat))))):
                lift = 14 if ui.peek == ("book", i) else 0
                F.spellbook_card(surface, r.move(0, -lift), bk)
                if ch.shows_choices and bk not in usable:  # not now (e.g. after the card): dimmed
                    surface.blit(self._dim(r.size), r.move(0, -lift))
                elif ch.shows_choices:
                    pygame.draw.rect(surface, LIT, r.move(0, -lift).inflate(6, 6), 3, border_radius=14)
                if ui.focus == "hand" and self._focused("book", i):
                    pygame.draw.rect(surface, GOLD, r.move(0, -lift).inflate(10, 10), 5, border_radius=14)
        for i, ((key, _a), r) in enumerate(zip(ui.buttons(), L.button_rects(len(ui.buttons())))):
            draw_panel(surface, r, colour=(70, 40, 90), shadow=False)
            rows, size = button_text(tr(key), r)
            for n, row in enumerate(rows):
                y = r.centery + round((n - (len(rows) - 1) / 2) * (size + 4))
                text.draw_text(surface, row, (r.centerx, y), size, CREAM, "center", bold=True)
            if ui.focus == "hand" and self._focused("button", i):
                pygame.draw.rect(surface, GOLD, r.inflate(8, 8), 4, border_radius=14)

    def _dim(self, size) -> pygame.Surface:
        if self._dim_surf is None or self._dim_surf.get_size() != tuple(size):
            self._dim_surf = pygame.Surface(size, pygame.SRCALPHA)
            self._dim_surf.fill((10, 8, 16, 140))
        return self._dim_surf

    # shown big: the Cure's choices, a spellbook, the desk's pile ---------------------------------------------
    def _peeks(self, surface) -> None:
        ch, ui = self.choices, self.controls
        sc, s = self.ctx, self.ctx.state
        cures = ui.cure_choices() if ch.shows_choices else []
        if cures:
            self._veil(surface)
            text.draw_text(surface, tr("kragmortha.phase.cure"), (L.BOARD.centerx, L.cure_rects(1)[0].top - 24),
                           40, GOLD, "midbottom", bold=True, shadow=True, max_width=L.BOARD.w - 40)
            shown = None
            for i, (a, r) in enumerate(zip(cures, L.cure_rects(len(cures)))):
                up = ui.peek == ("cure", i) or self._focused("cure", i)
                r = r.move(0, -16) if up else r
                F.penalty_card(surface, r, a.penalty, rule=False, name_size=36)
                if up:
                    shown = a.penalty
                    pygame.draw.rect(surface, GOLD, r.inflate(12, 12), 6, border_radius=18)
            if shown is not None:  # the pointed card's rule, big enough for the sofa
                rows = L.cure_rects(len(cures))
                plate = pygame.Rect(rows[0].left, rows[0].bottom + 14, rows[-1].right - rows[0].left, 92)
                F.rule_plate(surface, plate.clamp(L.BOARD), shown)
            return
        seat = ch.viewer()
        peek = ui.peek
        if peek is None or s.outcome is not None:
            return
        kind, i = peek
        if kind == "penalty":
            pid, near = i
            F.penalty_card(surface, L.penalty_preview(pygame.Rect(near)), pid, name_size=36, picture=0.4)
        elif kind == "panel":
            owner, n = i
            if owner < s.players and n < len(s.books[owner]) and s.books[owner][n][1]:
                F.spellbook_preview(surface, L.panel_preview(owner, s.players), s.books[owner][n][0],
                                    owner=sc.seats.name(owner))
        elif kind == "book" and seat is not None:
            books = ch.books_up(seat)
            if i is not None and 0 <= i < len(books):
                rect = L.book_preview(L.book_rects(len(books))[i].centerx)
                usable = E.UseSpellbook(seat, books[i]) in ch.legal()
                note = tr("kragmortha.err.book_not_now") if ch.shows_choices and not usable else ""
                F.spellbook_preview(surface, rect, books[i], note=note)
        elif kind == "desk" and s.board is not None:
            desk = L.cell_rect(min(s.board.desk)).union(L.cell_rect(max(s.board.desk)))
            rect = L.pile_preview(desk)
            back = rect.inflate(300, 150).move(0, 40)
            draw_panel(surface, back, colour=(24, 18, 34), shadow=False, border=GOLD)
            F.book_pile(surface, rect, len(s.book_pile))

    def _focused(self, kind: str, i: int) -> bool:
        ch, ui = self.choices, self.controls
        sc = self.ctx
        if not ch.shows_choices or sc.seats.device_of(ch.acting) == "mouse":
            return False
        items = ui.hand_items()
        return bool(items) and items[ui.hand_focus % len(items)] == (kind, i)

    # panels, status, log, hint ------------------------------------------------------------------------------
    def _panel(self, surface, seat: int) -> None:
        """The seat's panel, redrawn only when what it shows changes; the reflex countdown is drawn live."""
        sc, s = self.ctx, self.ctx.state
        r = L.panel_rect(seat, s.players)
        label = self.handicaps.reflex_key_label(seat) if sc.seats.is_human(seat) else ""
        key = (seat == s.active, len(s.hands[seat]), str(s.books[seat]), str(s.held[seat]), label,
               tr("kragmortha.broken"))
        cached = self._panels.get(seat)
        if cached is None or cached[0] != key:
            surf = pygame.Surface(r.size, pygame.SRCALPHA)
            self._panel_surface(surf, seat, pygame.Rect((0, 0), r.size))
            cached = self._panels[seat] = (key, surf)
        surface.blit(cached[1], r)
        left = self.handicaps.reflex_left(seat) if sc.seats.is_human(seat) else None
        if left is not None:
            pygame.draw.rect(surface, GOLD, r, 6, border_radius=16)
            draw_ring(surface, (r.right - 44, r.y + 68), 34, left, sc.clock, hurry_below=1)

    def _panel_surface(self, surface, seat: int, r: pygame.Rect) -> None:
        sc, s = self.ctx, self.ctx.state
        draw_panel(surface, r, colour=(34, 28, 48), shadow=False,
                   border=GOBLIN_RGB.get(self.colours[seat], GOLD) if seat == s.active else (70, 62, 96))
        surface.blit(art(f"goblin_tile_{self.colours[seat]}.svg", (72, 72)), (r.x + 10, r.y + 8))
        text.draw_text(surface, sc.seats.name(seat), (r.x + 92, r.y + 8), 36, CREAM, bold=True, max_width=r.w - 110)
        surface.blit(art("card_back.svg", (30, 42)), (r.x + 92, r.y + 52))  # hand size, then the spellbooks
        text.draw_text(surface, str(len(s.hands[seat])), (r.x + 130, r.y + 50), 32, CREAM, bold=True)
        full = L.panel_rect(seat, s.players)
        for (bk, up), box in zip(s.books[seat], L.panel_book_rects(seat, s.players, len(s.books[seat]))):
            box = box.move(r.x - full.x, r.y - full.y)  # face up for all to see; used ones face down
            if up:
                F.spellbook_card(surface, box, bk)
            else:
                surface.blit(art("spellbook_back.svg", box.size), box)
        full = L.panel_rect(seat, s.players)
        boxes = L.panel_penalty_rects(seat, s.players, len(s.held[seat]))
        for (pid, broken), box in zip(s.held[seat], boxes):  # the penalties held, by corner symbol
            box = box.move(r.x - full.x, r.y - full.y)
            surface.blit(art(f"pen_{P.PENALTIES[pid]['key']}.svg", box.size), box)
            if broken:
                surface.blit(art("broken.svg", (54, 34)), (box.x, box.y + 10))
        if sc.seats.is_human(seat):  # the reflex key, whatever the device
            self._reflex_key(surface, pygame.Rect(r.x + 246, r.y + 108, r.w - 254, 58), seat)

    def _reflex_key(self, surface, rect: pygame.Rect, seat: int) -> None:
        sc = self.ctx
        left = None
        surface.blit(art("reflex.svg", (36, 36)), (rect.x, rect.centery - 18))
        cap = pygame.Rect(rect.x + 40, rect.y + 4, rect.w - 40, rect.h - 8)
        pygame.draw.rect(surface, GOLD if left is not None else CREAM, cap, border_radius=10)
        pygame.draw.rect(surface, INK, cap, 3, border_radius=10)
        if sc.seats.device_of(seat) == "mouse":  # a mouse with its right button lit
            m = pygame.Rect(0, 0, 32, 44)
            m.center = cap.center
            pygame.draw.rect(surface, CREAM, m, border_radius=14)
            pygame.draw.rect(surface, (230, 70, 60), (m.centerx, m.y, m.w // 2, m.h // 2), border_top_right_radius=14)
            pygame.draw.rect(surface, INK, m, 3, border_radius=14)
            pygame.draw.line(surface, INK, (m.centerx, m.y), (m.centerx, m.centery), 3)
        else:
            label = self.handicaps.reflex_key_label(seat) or "?"
            text.draw_text(surface, label, cap.center, 30, INK, "center", bold=True, max_width=cap.w - 8)

    def status_words(self) -> str:
        """The status line: who does what now."""
        sc, s = self.ctx, self.ctx.state
        seat = self.choices.acting
        if s.phase == "caught" and s.choice:  # whose goblin was caught, by name (it is not always the mover's)
            return tr("kragmortha.screen.ask.caught", name=sc.seats.name(s.choice["goblin"]))
        if seat != s.active:  # a goblin's owner asked in someone else's turn, by name
            return tr(f"kragmortha.screen.ask.{s.phase}", name=sc.seats.name(seat))
        return f"{sc.seats.name(seat)}: {tr(f'kragmortha.phase.{s.phase}')}"

    def _status(self, surface) -> None:
        ch = self.choices
        sc, s = self.ctx, self.ctx.state
        if s.outcome is not None:
            return
        seat = ch.acting
        words = self.status_words()
        draw_panel(surface, L.STATUS, colour=(24, 18, 34), shadow=False,
                   border=GOBLIN_RGB.get(self.colours[seat], GOLD))
        text.draw_text(surface, words, (L.STATUS.x + 24, L.STATUS.centery), 36, CREAM, "midleft", bold=True,
                       max_width=L.STATUS.w - 400)
        if sc.seats.is_human(seat):
            in_force = [pid for pid, broken in s.held[seat] if not broken]  # as pictures (point at one: big)
            for pid, box in zip(in_force, L.status_penalty_rects(len(in_force))):
                surface.blit(art(f"pen_{P.PENALTIES[pid]['key']}.svg", box.size), box)
            h = self.handicaps
            left = h.time_left(seat)
            wait = h.wait_left(seat)
            if left is not None:
                self._time_bar(surface, seat, left)
                draw_ring(surface, (L.STATUS.right - 50, L.STATUS.centery + 4), 40, left, sc.clock)
            elif wait > 0:
                draw_ring(surface, (L.STATUS.right - 50, L.STATUS.centery + 4), 40, wait, sc.clock, fill=(80, 30, 30))
            if h.hold_key_label(seat) and any(type(p).__name__ == "HoldKey" for p in h.active(seat)):
                hold = tr("kragmortha.screen.hold", key=h.hold_key_label(seat))
                text.draw_text(surface, hold, (L.STATUS.centerx + 160, L.STATUS.bottom + 8), 30,
                               LIT if h.holding(seat) else GOLD, "midtop", shadow=True)

    def _time_bar(self, surface, seat: int, left: float) -> None:
        """A time limit (the Hourglass's 15 s, the Quick goblin's 8 s) as the bar its card promises: full when
        the turn's clock starts, emptying from the right along the status line, red in the last 5 s."""
        total = min((p.seconds for p in self.handicaps.active(seat, TimeLimit)), default=0.0)
        if total <= 0:
            return
        bar = L.time_bar()
        pygame.draw.rect(surface, (10, 8, 16), bar.inflate(6, 6), border_radius=9)
        full = bar.copy()
        full.w = round(bar.w * max(0.0, min(1.0, left / total)))
        if full.w > 0:
            pygame.draw.rect(surface, BAR_HURRY if left <= 5 else BAR_CALM, full, border_radius=6)
        pygame.draw.rect(surface, CREAM, bar.inflate(6, 6), 2, border_radius=9)

    def _hint(self, surface) -> None:
        ch, ui = self.choices, self.controls
        sc, s = self.ctx, self.ctx.state
        if not ch.shows_choices:
            return
        dev = sc.seats.device_of(ch.acting)
        extra = ui.buttons()[:1]  # Stop here / Pass / Reveal: its own key
        back = ui.focus == "board" and s.phase == "play"  # back to the hand from a card's lit cells
        on_board = s.phase not in ("play", "discard", "cure")
        sentence = tr("kragmortha.screen.hint.mouse_cell" if on_board else "kragmortha.screen.hint.mouse")
        key = (dev, sentence, tuple(k for k, _a in extra), back)
        if self._hint_cache[0] != key:
            hint = H.for_device(self.input_seats, dev, hint_items(back, [k for k, _a in extra]), sentence)
            surf = pygame.Surface(L.HINT.size, pygame.SRCALPHA)
            H.draw(surf, pygame.Rect((0, 0), L.HINT.size), hint)
            self._hint_cache = (key, surf)
        surface.blit(self._hint_cache[1], L.HINT)

    # big moments --------------------------------------------------------------------------------------------
    def _moments(self, surface) -> None:
        sc = self.ctx
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
            self._veil_surf = pygame.Surface(L.PLAY.size, pygame.SRCALPHA)
            self._veil_surf.fill((0, 0, 0, 150))
        surface.blit(self._veil_surf, L.PLAY)

    def seen_x(self, x: int) -> int:
        """Where the acting seat sees board column x (mirrored under the Mirror penalty)."""
        ch = self.choices
        sc = self.ctx
        if sc.seats.is_human(ch.acting) and any(v.effect == MIRROR_VIEW and v.region == "board"
                                           for v in self.handicaps.views(ch.acting)):
            return L.PLAY.left + L.PLAY.right - 1 - x
        return x

    def _token(self, surface, ev, t: float) -> None:
        """The teleport token turns over above the goblin: back, then its face."""
        sc = self.ctx
        cell = sc.state.goblins[ev.goblin] or (5, 3)
        x = self.seen_x(L.cell_centre(cell)[0])
        x, y = (x + 960) // 2, 400
        self._veil(surface)
        turn = min(1.0, t * 2.5)
        face = "token_back.svg" if turn < 0.5 else f"token_{ev.kind}.svg"
        w = max(4, round(240 * abs(math.cos(turn * math.pi))))
        img = pygame.transform.smoothscale(art(face, (240, 240)), (w, 240))
        surface.blit(img, img.get_rect(center=(x, y)))
        text.draw_text(surface, self.ctx.seats.name(ev.goblin), (x, y - 140), 40, CREAM, "midbottom", bold=True,
                       shadow=True)
        if turn >= 0.5:
            text.draw_text(surface, tr(f"kragmortha.token.{ev.kind}"), (x, y + 140), 52, GOLD, "midtop", bold=True,
                           shadow=True)

    def _penalty(self, surface, ev, t: float) -> None:
        sc = self.ctx
        self._veil(surface)
        F.penalty_card(surface, L.BIG_CARD, ev.penalty)
        text.draw_text(surface, tr("kragmortha.screen.penalty_for", name=sc.seats.name(ev.seat)),
                       (L.BIG_CARD.centerx, L.BIG_CARD.y - 10), 40, GOLD, "midbottom", bold=True, shadow=True)

    def _broken(self, surface, ev, t: float) -> None:
        sc = self.ctx
        r = L.panel_rect(ev.seat, sc.state.players)
        self._veil(surface)
        scale = 1.6 - 0.6 * min(1.0, t * 4)
        stamp = pygame.transform.rotozoom(art("broken.svg", (420, 270)), 0, scale)  # one render, scaled
        surface.blit(stamp, stamp.get_rect(center=(960, 440)))
        text.draw_text(surface, tr("kragmortha.broken"), (960, 600), 72, (255, 90, 70), "midtop", bold=True,
                       shadow=True)
        text.draw_text(surface, tr(f"kragmortha.penalty.{P.PENALTIES[ev.penalty]['key']}") + " - " +
                       sc.seats.name(ev.seat), (960, 690), 40, CREAM, "midtop", shadow=True)
        pygame.draw.rect(surface, (255, 90, 70), r, 8, border_radius=16)
