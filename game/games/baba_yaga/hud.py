"""The heads-up parts of the Baba Yaga table: player panels (piles, broken spells, who moves the witch),
the big spell card, Baba Yaga's progress, banners, notices and the end screen.

Panels and cards are rendered to surfaces once per change (a signature) so a frame is mostly blits."""
from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.engine import text
from game.engine.i18n import language, tr
from game.engine.table import banner, countdown
from game.games.baba_yaga import controls, hints
from game.games.baba_yaga import data as D
from game.games.baba_yaga import layout as L
from game.games.baba_yaga.artwork.pieces import CARD_H as SVG_CARD_H
from game.games.baba_yaga.artwork.pieces import CARD_W as SVG_CARD_W
from game.games.baba_yaga.artwork.pieces import EFFECT_BAND, SLOT_CENTRES
from game.games.baba_yaga.handicaps import taken_devices
from game.games.baba_yaga.highlight import ICE, draw_arrow, glow
from game.games.baba_yaga.sprites import SEAT_RGB, draw_badge
from game.games.baba_yaga.table_input import skip_button_rect

INK = (250, 244, 226)
DIM = (190, 200, 186)
GOLD = (255, 214, 90)
PANEL_BG = (16, 28, 20, 215)
DARK_INK = (52, 30, 18)
PANEL_CACHE = 64  # panels kept: each seat's roles x highlight steps (~0.3 MB each)
BANNER_STYLE = {"broken": "good", "failed": "bad", "turn": "turn", "time": "time", "effect": "effect"}  # the kit's


def balanced_wrap(words: str, size: int, width: int) -> list[str]:
    """text.wrap, with the lines made as even as they can be in as few lines (no lone last word)."""
    lines = text.wrap(words, size, width)
    if len(lines) < 2:
        return lines
    lo, hi = width // 3, width
    while lo < hi:
        mid = (lo + hi) // 2
        if len(text.wrap(words, size, mid)) <= len(lines):
            hi = mid
        else:
            lo = mid + 1
    return text.wrap(words, size, lo)


def _rounded(size, fill, border=None, width=4, radius=22) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=radius)
    if border is not None:
        pygame.draw.rect(surf, border, surf.get_rect(), width, border_radius=radius)
    return surf


class Hud:
    def __init__(self, ctx, table_input, sprites, inputs: Callable, background=None):
        """`table_input`: the TableInput (a seat's "one hand only!" notice flashes its panel); `inputs()`: the
        app's input devices (the hints name their keys)."""
        self.ctx = ctx
        self.input = table_input
        self.inputs = inputs
        self.sp = sprites
        self.background = background  # boxes are composited onto it once: opaque blits are cheaper
        self._panels: dict[tuple, pygame.Surface] = {}  # signature -> panel (every role and border seen lately)
        self._cards: dict[tuple, pygame.Surface] = {}
        self._boxes: dict[tuple, pygame.Surface] = {}
        self._card_left_turn: int | None = None  # the turn whose card has flown to a pile
        self.witch_held: Callable[[], bool] = bool  # True while Baba Yaga waits for the count (the renderer's)

    def draw(self, surface: pygame.Surface) -> None:
        self._draw_panels(surface)
        self._draw_status(surface)
        self._draw_card(surface)
        self._draw_progress(surface)
        self._draw_hint(surface)
        self._draw_flying_cards(surface)
        self._draw_sparkles(surface)
        self._draw_banners(surface)

    # --- player panels -------------------------------------------------------------------------------
    def _role(self, seat: int) -> str:
        s = self.ctx.state
        if s.phase == "over":
            return "baba_yaga.role.winner" if seat == s.winner else ""
        if s.phase == "choose_path" and seat == s.turn.get("chooser"):
            return "baba_yaga.role.choosing"
        if s.phase in ("search", "judgement", "apply_effect", "expert_house") and seat == s.active:
            return "baba_yaga.role.searching" if s.phase == "search" else ""
        if s.phase == "search" and seat == s.mover():
            return "baba_yaga.role.your_move"
        if s.phase == "search" and seat in s.turn.get("movers", ()) and not s.turn.get("auto"):
            return "baba_yaga.role.mover"
        return ""

    def _panel_surface(self, seat: int, rect, border) -> pygame.Surface:
        s = self.ctx.state
        seat_cfg = self.ctx.setup.seats[seat]
        role = self._role(seat)
        sig = (rect, seat_cfg.name, seat_cfg.colour, len(s.piles[seat]), tuple(s.discards[seat]), role,
               language(), border)
        cached = self._panels.get(sig)
        if cached is not None:
            return cached
        x, y, w, h = rect
        surf = _rounded((w, h), PANEL_BG)
        draw_badge(surf, seat_cfg.colour, (40, 42), 20)
        text.draw_text(surf, seat_cfg.name, (74, 18), 40, INK, bold=True, max_width=w - 90)
        if role:
            colour = ICE if role == "baba_yaga.role.your_move" else GOLD if role == "baba_yaga.role.winner" else DIM
            text.draw_text(surf, tr(role), (74, 64), 30, colour, max_width=w - 90)
        cards_y = h - 92
        for i in range(len(s.piles[seat])):
            surf.blit(self.sp.card_back_small, (18 + i * 18, cards_y))
        for i, _card in enumerate(s.discards[seat]):
            px = 150 + i * 62
            surf.blit(self.sp.card_front_small, (px, cards_y))
            pygame.draw.line(surf, (60, 170, 70), (px + 12, cards_y + 40), (px + 24, cards_y + 54), 7)
            pygame.draw.line(surf, (60, 170, 70), (px + 24, cards_y + 54), (px + 44, cards_y + 22), 7)
        colour, width = border
        pygame.draw.rect(surf, colour, surf.get_rect(), width, border_radius=22)
        surf = self._opaque(surf, (x, y))
        if len(self._panels) >= PANEL_CACHE:  # the oldest variant goes (roles and borders come back each turn)
            del self._panels[next(iter(self._panels))]
        self._panels[sig] = surf
        return surf

    def _draw_panels(self, surface) -> None:
        s = self.ctx.state
        for seat in range(s.players):
            rect = L.panel_rect(seat, s.players)
            colour = SEAT_RGB.get(self.ctx.setup.seats[seat].colour, INK)
            width = 3
            if seat == s.active and s.phase != "over":
                width = 7
            mover = s.phase == "search" and seat == s.mover()
            if mover:  # ice-white, never a seat's colour, with an arrow beside it (highlight.py)
                colour, width = glow(self.ctx.clock), 8
            if self.input.one_hand_until.get(seat, -1) > self.ctx.clock:
                colour, width = (255, 70, 60), 9
            surface.blit(self._panel_surface(seat, rect, (colour, width)), rect[:2])
            if mover:
                draw_arrow(surface, rect, self.ctx.clock)

    # --- status, card, progress, hints ------------------------------------------------------------------
    def _status_text(self) -> tuple[str, str]:
        s = self.ctx.state
        name = self.ctx.seats.name
        if s.phase == "study":
            return tr("baba_yaga.phase.study"), tr("baba_yaga.phase.study.hint", seconds=math.ceil(
                s.clock.remaining("study") or 0))
        if s.phase == "choose_path":
            chooser = s.turn.get("chooser")
            human = self.ctx.seats.is_human(chooser)
            key = "baba_yaga.phase.choose_path" if human else "baba_yaga.phase.choose_path.wait"
            return tr(key, name=name(chooser)), ""
        if s.phase == "search":
            return tr("baba_yaga.phase.search", name=name(s.active)), tr("baba_yaga.ui.find", n=s.need)
        if s.phase == "judgement":
            return tr("baba_yaga.phase.judgement"), ""
        if s.phase == "apply_effect":
            key = "baba_yaga.phase.apply_swap" if s.effect_due == D.SWAP else "baba_yaga.phase.apply_house"
            return tr(key, name=name(s.active)), ""
        if s.phase == "expert_house":
            return tr("baba_yaga.phase.expert_house", name=name(s.active)), ""
        return tr("baba_yaga.phase.over", name=name(s.winner)), ""

    def _draw_status(self, surface) -> None:
        x, y, w, h = L.STATUS_RECT
        title, sub = self._status_text()
        key = ("status", title, sub)
        surf = self._boxes.get(key)
        if surf is None:
            surf = self._box((w, h)).copy()
            # one line when a slightly smaller size fits (easier to read from the sofa), else two lines
            size = text.fit_size(title, 38, w - 36, bold=True)
            lines = [title] if size >= 32 else text.wrap(title, 38, w - 40, bold=True)[:2]
            size = size if len(lines) == 1 else 38
            line_h = text.size_of("Ag", size, bold=True)[1]
            # the sub-line wraps (at most two lines) rather than shrinking under the 28 px sofa floor
            sub_lines = text.wrap(sub, 30, w - 30)[:2] if sub else []
            sub_step = text.font(30).get_linesize()
            if len(sub_lines) > 1 and len(lines) > 1:
                lines = lines[:1]  # three lines fill the box: the title keeps one, shrunk to fit
                size = max(30, text.fit_size(title, 38, w - 36, bold=True))
                line_h = text.size_of("Ag", size, bold=True)[1]
            sub_h = sub_step * len(sub_lines)
            gap = 8 if sub else 0
            top = max(4, (h - (len(lines) * line_h + gap + sub_h)) // 2)  # the block sits in the middle of the box
            for i, line in enumerate(lines):
                text.draw_text(surf, line, (w // 2, top + i * line_h), size, INK, anchor="midtop", bold=True,
                               max_width=w - 20)
            for i, line in enumerate(sub_lines):
                text.draw_text(surf, line, (w // 2, top + len(lines) * line_h + gap + i * sub_step), 30, GOLD,
                               anchor="midtop")
            surf = self._opaque(surf, (x, y))
            self._remember(key, surf)
        surface.blit(surf, (x, y))

    def _opaque(self, surf: pygame.Surface, pos) -> pygame.Surface:
        """The translucent box as it looks over the table, made opaque (drawn every frame: a cheaper blit)."""
        if self.background is None:
            return surf
        rect = pygame.Rect(pos, surf.get_size()).clip(self.background.get_rect())
        if rect.size != surf.get_size():
            return surf
        base = self.background.subsurface(rect).copy()
        base.blit(surf, (0, 0))
        return base.convert() if pygame.display.get_surface() else base

    def _remember(self, key, surf) -> None:
        if len(self._boxes) > 300:  # countdowns and names make new texts: keep the cache small
            self._boxes = {k: v for k, v in self._boxes.items() if k[0] in ("box", "progress_box")}
        self._boxes[key] = surf

    def _box(self, size) -> pygame.Surface:
        key = ("box", size)
        if key not in self._boxes:
            self._boxes[key] = _rounded(size, PANEL_BG)
        return self._boxes[key]

    def card_surface(self, card: int) -> pygame.Surface:
        key = (card, language())
        if key in self._cards:
            return self._cards[key]
        surf = self.sp.card_front.copy()
        sx, sy = L.CARD_W / SVG_CARD_W, L.CARD_H / SVG_CARD_H
        elements, effect = D.CARDS[card]
        for el, (cx, cy) in zip(elements, SLOT_CENTRES):
            pic = self.sp.pic[el]
            surf.blit(pic, pic.get_rect(center=(cx * sx, cy * sy)))
        bx, by, bw, bh = EFFECT_BAND
        band = pygame.Rect(bx * sx, by * sy, bw * sx, bh * sy)
        icon = self.sp.effect[effect or "none"]
        surf.blit(icon, icon.get_rect(midleft=(band.left + 8, band.centery)))
        name = tr(f"baba_yaga.effect.{effect or 'none'}")
        if self.ctx.state.mode == "easy" and effect:
            name = tr("baba_yaga.effect.none")
        text.draw_text(surf, name, (band.left + 80, band.centery), 30, DARK_INK, anchor="midleft", bold=True,
                       max_width=band.width - 90)
        self._cards[key] = surf
        return surf

    def _shown_card(self) -> int | None:
        s = self.ctx.state
        card = s.turn.get("card")
        if card is None and s.phase in ("judgement", "over"):
            card = s.turn.get("shown_card")
        return card

    def _draw_card(self, surface) -> None:
        s = self.ctx.state
        x, y = L.CARD_POS
        card = self._shown_card()
        if any(c.started for c in self.ctx.presenter.waiting_or_running("card_to_pile")):
            self._card_left_turn = s.turn_no
            return  # it is flying to a pile
        if s.phase == "judgement" and self._card_left_turn == s.turn_no:
            return  # it has gone to the pile
        if card is None:
            if s.phase == "choose_path" and s.piles[s.active]:
                surface.blit(self.sp.card_back, (x, y))
            elif s.phase == "study":
                self._draw_countdown(surface, math.ceil(s.clock.remaining("study") or 0))
            return
        face = self.card_surface(card)
        reveal = self.ctx.presenter.running("card_reveal")
        if reveal:
            p = reveal[0].progress(self.ctx.presenter.now)
            img = self.sp.card_back if p < 0.5 else face
            w = max(2, int(L.CARD_W * abs(1 - 2 * p)))
            surface.blit(pygame.transform.scale(img, (w, L.CARD_H)), (x + (L.CARD_W - w) // 2, y))
            return
        surface.blit(face, (x, y))

    def _draw_countdown(self, surface, seconds: int) -> None:
        centre = (L.CARD_POS[0] + L.CARD_W // 2, L.CARD_POS[1] + L.CARD_H // 2)
        countdown.draw_ring(surface, centre, 150, seconds, self.ctx.clock)

    def _draw_progress(self, surface) -> None:
        s = self.ctx.state
        t = s.turn
        total = t.get("total", 0)
        if s.phase != "search" or not total:
            return
        x, y, w, h = L.PROGRESS_RECT
        key = ("progress_box",)
        if key not in self._boxes:
            self._boxes[key] = self._opaque(self._box((w, h)), (x, y))
        surface.blit(self._boxes[key], (x, y))
        done = t["moves"]
        gap = (w - 60) / max(1, total - 1)
        for i in range(total):
            px, py = int(x + 30 + i * gap), y + 44
            homeward = i >= total // 2
            colour = (120, 170, 255) if not homeward else (255, int(200 - 150 * (i - total // 2) / max(1, total // 2)),
                                                          70)
            if i < done:
                pygame.draw.circle(surface, (60, 60, 70), (px, py), 14)
            else:
                pygame.draw.circle(surface, colour, (px, py), 16)
                pygame.draw.circle(surface, (20, 14, 10), (px, py), 16, 3)
        left = total - done
        colour = INK if left > 3 else ((255, 90, 70) if math.sin(self.ctx.clock * 10) > 0 else (255, 190, 90))
        text.draw_text(surface, tr("baba_yaga.ui.moves_left", n=left), (x + w // 2, y + h - 10), 34, colour,
                       anchor="midbottom", bold=left <= 3)

    def label(self, device: str, action: str) -> str | None:
        """The name of the key or button for `action` on `device` ("Space", "A"), as the input layer says."""
        return self.inputs().action_label(device, action)

    def hint_lines(self) -> list[tuple[str, tuple]]:
        """The lines of the hint box, most urgent first: the effects on this search, who moves Baba Yaga and
        with which key, how the human who acts now does it (in their device's words), the house."""
        s = self.ctx.state
        lines: list[tuple[str, tuple]] = []
        acting = s.active if s.phase in ("search", "apply_effect", "expert_house") else s.turn.get("chooser")
        device = self.ctx.seats.device_of(acting) if acting in self.ctx.seats.humans else None
        if s.phase == "choose_path" and device:
            lines.append((hints.path_hint(device, self.label), GOLD))
        elif s.phase == "search":
            effects = s.turn.get("effects", [])
            if effects:  # one line: fog and wobble may both be on this search
                lines.append((" · ".join(tr(f"baba_yaga.effect.{eff}") for eff in effects), (200, 170, 255)))
            mover = s.mover()
            if s.turn.get("auto") and not self.witch_held():  # said only while she flies by herself
                lines.append((tr("baba_yaga.ui.auto_witch"), DIM))
            elif mover is not None:
                lines.append((tr("baba_yaga.banner.your_move", name=self.ctx.seats.name(mover)), ICE))
                lines.append((self._key_hint(mover), INK))
            if device and len(s.matched_cells()) >= s.need:
                lines.append((tr("baba_yaga.ui.ready"), (140, 230, 140)))
            elif device:
                lines.append((hints.search_hint(device, self.label), INK))
            if s.house_held:
                lines.append((tr("baba_yaga.ui.house_lifted"), DIM))
        elif s.phase in ("apply_effect", "expert_house") and device:
            two = s.phase == "apply_effect" and s.effect_due == D.SWAP
            lines.append((hints.pick_hint(device, self.label, two), GOLD))
        return [(line, colour) for line, colour in lines if line]

    def skip_label(self) -> str:
        return hints.skip_house_label(self.ctx.seats.device_of(self.ctx.state.active), self.label)

    def _draw_hint(self, surface) -> None:
        s = self.ctx.state
        x, y, w, h = L.HINT_RECT
        lines = self.hint_lines()
        button = s.phase == "expert_house" and s.active in self.ctx.seats.humans
        if not lines and not button:
            return
        label = self.skip_label() if button else ""
        key = ("hint", tuple(lines), label, language())
        surf = self._boxes.get(key)
        if surf is None:
            surf = self._box((w, h)).copy()
            bottom = (skip_button_rect()[1] - y - 4) if button else h - 6
            top = 16
            for line, colour in lines:  # long lines wrap; a line that does not fit whole is left out
                parts = balanced_wrap(line, 34, w - 40)
                if top + 42 * len(parts) - 2 > bottom:
                    break
                for part in parts:
                    text.draw_text(surf, part, (w // 2, top), 34, colour, anchor="midtop", max_width=w - 30)
                    top += 42
            if button:
                bx, by, bw, bh = skip_button_rect()
                bx, by = bx - x, by - y
                pygame.draw.rect(surf, (70, 52, 110), (bx, by, bw, bh), border_radius=18)
                pygame.draw.rect(surf, GOLD, (bx, by, bw, bh), 4, border_radius=18)
                text.draw_text(surf, label, (bx + bw // 2, by + bh // 2), 36, INK, anchor="center", bold=True,
                               max_width=bw - 20)
            surf = self._opaque(surf, (x, y))
            self._remember(key, surf)
        surface.blit(surf, (x, y))

    def _key_hint(self, seat: int) -> str:
        """A human mover's witch key(s), named for their device ("" for a bot)."""
        if seat not in self.ctx.seats.humans:
            return ""
        device = self.ctx.seats.device_of(seat)
        keys = hints.kind(device) == "keys"
        groups = controls.hand_groups(device, taken_devices(self.ctx.seats, seat)) if keys else None
        return hints.mover_hint(device, self.label, self.ctx.state.alternate_hands, groups)

    # --- cards flying to the piles, sparkles --------------------------------------------------------------
    def _draw_flying_cards(self, surface) -> None:
        for cue in self.ctx.presenter.running("card_to_pile"):
            p = cue.progress(self.ctx.presenter.now)
            e = p * p * (3 - 2 * p)
            seat = cue.data["seat"]
            px, py, pw, ph = L.panel_rect(seat, self.ctx.state.players)
            tx, ty = (px + 170, py + ph - 60) if cue.data["discard"] else (px + 50, py + ph - 60)
            sx, sy = L.CARD_POS[0] + L.CARD_W / 2, L.CARD_POS[1] + L.CARD_H / 2
            cx, cy = sx + (tx - sx) * e, sy + (ty - sy) * e - math.sin(math.pi * p) * 120
            scale = 1 - 0.82 * e
            img = self.card_surface(cue.data["card"]) if cue.data["discard"] or p < 0.4 else self.sp.card_back
            w, h = max(2, int(L.CARD_W * scale)), max(2, int(L.CARD_H * scale))
            small = pygame.transform.scale(img, (w, h))
            surface.blit(small, small.get_rect(center=(cx, cy)))

    def _draw_sparkles(self, surface) -> None:
        for cue in self.ctx.presenter.running("sparkles"):
            p = cue.progress(self.ctx.presenter.now)
            cx, cy = L.CARD_POS[0] + L.CARD_W / 2, L.CARD_POS[1] + L.CARD_H / 2
            for i in range(26):
                a = i * 2.39996
                dist = (120 + (i * 37) % 180) * (0.2 + p)
                x = cx + math.cos(a) * dist
                y = cy + math.sin(a) * dist - 60 * p
                r = 12 * (1 - p) + 2
                colour = (255, 236, 140) if i % 3 else (190, 255, 200)
                pts = [(x + math.cos(k * math.pi / 2) * r, y + math.sin(k * math.pi / 2) * r) if j == 0 else
                       (x + math.cos(k * math.pi / 2 + math.pi / 4) * r * 0.3,
                        y + math.sin(k * math.pi / 2 + math.pi / 4) * r * 0.3)
                       for k in range(4) for j in range(2)]
                pygame.draw.polygon(surface, colour, pts)

    # --- banners and notices ------------------------------------------------------------------------
    def _banner_text(self, cue) -> str:
        data = cue.data
        key = data["key"]
        if data["style"] == "turn":
            return tr(key, name=self.ctx.seats.name(data.get("seat")))
        return tr(key)

    def _banner_surface(self, words: str, style: str, sub: str = "", effect=None) -> pygame.Surface:
        icon = self.sp.effect_big.get(effect) if effect else None
        return banner.banner_surface(words, BANNER_STYLE.get(style, "turn"), sub, icon)

    def _draw_banners(self, surface) -> None:
        now = self.ctx.presenter.now
        y = 16  # the strip above the forest: the board stays visible while a banner shows
        for cue in self.ctx.presenter.running("banner"):
            p = cue.progress(now)
            sub = ""
            if cue.data["style"] == "failed":
                sub = tr(f"baba_yaga.banner.failed.{cue.data.get('reason', 'too_few')}")
            elif cue.data["style"] == "effect":
                sub = tr(f"baba_yaga.effect.{cue.data['effect']}.help")
            surf = self._banner_surface(self._banner_text(cue), cue.data["style"], sub, cue.data.get("effect"))
            scale_in = min(1.0, p / 0.12)
            alpha = int(255 * min(1.0, (1 - p) / 0.2))
            surf.set_alpha(alpha)
            drop = (1 - scale_in) * -40
            surface.blit(surf, surf.get_rect(midtop=(L.BOARD_CX, y + drop)))
        for cue in self.ctx.presenter.running("wrong_hand"):
            surf = self._banner_surface(tr("baba_yaga.banner.wrong_hand"), "failed")
            surf.set_alpha(int(255 * (1 - cue.progress(now))))
            shake = math.sin(cue.progress(now) * 50) * 10
            surface.blit(surf, surf.get_rect(center=(L.BOARD_CX + shake, L.BOARD_CY + 220)))
        for cue in self.ctx.presenter.running("cackle"):
            p = cue.progress(now)
            surf = self._banner_surface(tr("baba_yaga.banner.turned_back"), "time")
            surf.set_alpha(int(255 * min(1.0, (1 - p) / 0.3)))
            surface.blit(surf, surf.get_rect(midbottom=(L.BOARD_CX, 1060)))
