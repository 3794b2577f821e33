"""`Painter`: draws the Pied Piper table from its screen model (presenter.Shown) and the animation in progress.

Order: ground, character deck, row and stacks, the town (houses and figures back to front), effects, the bottom
band (turn panel, hand, piles), cards in flight, banners, the end panel."""
from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.engine import text, theme
from game.engine.i18n import tr
from game.engine.table import banner, devices
from game.engine.table import hint as hint_strip
from game.engine.table.banner import ease
from game.engine.table.part import Part
from game.games.pied_piper import cards as C
from game.games.pied_piper import events as E
from game.games.pied_piper import hints
from game.games.pied_piper import layout as L
from game.games.pied_piper import preview as P
from game.games.pied_piper import rules as R
from game.games.pied_piper import town as T
from game.games.pied_piper.art_shapes import level_centre_y
from game.games.pied_piper.plan import TownPlan
from game.games.pied_piper.plan import gap_angle as plan_gap_angle
from game.games.pied_piper.sprites import FIGURE_RGB, GOLD, SEAT_RGB, Sprites

WHITE = (255, 250, 240)
DARK = (16, 18, 26)
CREAM = (250, 240, 215)
HAND_LABEL_SIZE = 32  # "Mia's hand" over the hand during others' turns
TEXT_FLOOR = 28  # smallest text size, readable from the sofa
RED = (230, 70, 60)


def lerp(a, b, t):
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


def darker(rgb, k=0.55):
    return tuple(int(c * k) for c in rgb)


def _street_feet(angle: float) -> tuple[float, float]:
    """Where a lone figure's feet stand in the street at `angle` (figures walk along this line)."""
    x, y = L.on_ring(angle)
    return x, y + 26


def _minus(a, b):
    return a[0] - b[0], a[1] - b[1]


# the turn panel: where the words under the name start, their line step and size; the hint strip sits at the foot
PROMPT_TOP, PROMPT_STEP, PROMPT_SIZE = 60, 35, 30


def panel_parts(prompt: str, hint) -> dict:
    """Where the turn panel's parts go: the name line (x, y, max width), the prompt's lines (as many as fit above
    the hint strip; "all_prompt" has them all) from "prompt_pos", and the hint strip's rect (None without one)."""
    x, y, w, h = L.PANEL
    strip_h = hint_strip.height(hint, w - 24) if hint else 0
    strip = pygame.Rect(x + 12, y + h - 10 - strip_h, w - 24, strip_h) if strip_h else None
    bottom = strip.top if strip else y + h - 10
    room = (bottom - 4 - (y + PROMPT_TOP)) // PROMPT_STEP
    lines = text.wrap(prompt, PROMPT_SIZE, w - 124) if prompt else []
    return {"head": (x + 106, y + 2, w - 122), "prompt": lines[:max(0, min(3, room))], "all_prompt": lines,
            "prompt_pos": (x + 106, y + PROMPT_TOP), "strip": strip}


class Painter(Part):
    def __init__(self, ctx, screen, hands, cues, inputs: Callable):
        """`screen`: the picture and whose turn it is; `hands`: the player's selection (HandInput); `cues`: the
        turn banner; `inputs()`: the app's input devices (the control hint names their keys)."""
        self.ctx = ctx
        self.screen = screen
        self.hands = hands
        self.cues = cues
        self.inputs = inputs
        self.sprites = Sprites()
        self.plan = TownPlan(lambda h: text.size_of(self.name(h), 34, True))
        self.mine = False  # a human may act now (Screen.my_turn): read once per frame drawn

    # helpers ------------------------------------------------------------------------------------------------
    def name(self, seat: int) -> str:
        return self.ctx.setup.seats[seat].name

    def colour(self, seat: int) -> str:
        return self.ctx.setup.seats[seat].colour

    @property
    def shown(self):
        return self.screen.shown

    def current(self, *types):
        a = self.shown.current
        if a is not None and a.started and (isinstance(a.event, types) if types else True):
            return a
        return None

    def seat_rgb(self, seat: int):
        return SEAT_RGB.get(self.colour(seat), (200, 200, 200))

    def angles(self) -> dict[int, float]:
        a = self.current()
        if a is not None and a.event == "relayout":
            return self.shown.relayout_angles(a)
        return self.shown.angles

    def sees(self, owner: int) -> bool:
        """May the screen show this seat's face-down / hand cards now?"""
        return self.screen.open_hands or owner == self.shown.seat

    # the whole frame ----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.mine = self.screen.my_turn
        surface.blit(self.sprites.ground_for(surface), (0, 0))
        self.draw_deck(surface)
        self.draw_row(surface)
        preview = self.preview()
        if preview is not None:
            self.draw_preview_path(surface, preview)
        self.draw_town(surface)
        if preview is not None:
            self.draw_preview_floors(surface, preview)
        self.draw_effects(surface)
        self.draw_panel(surface)
        self.draw_piles(surface)
        self.draw_hand(surface)
        self.draw_flying(surface)
        self.draw_banners(surface)

    # the town ---------------------------------------------------------------------------------------------
    def draw_town(self, surface: pygame.Surface) -> None:
        angles = self.angles()
        ring = self.shown.data["ring"]
        items = []  # (sort y, draw function)
        for h in ring:
            if h in angles:
                x, y = L.on_ring(angles[h])
                base = (x, y + L.HOUSE_H * 0.35)
                items.append((base[1], lambda s, h=h, base=base: self.draw_house(s, h, base)))
        for f, pos, left, extra in self.figure_places(angles):
            items.append((pos[1], lambda s, f=f, pos=pos, left=left, extra=extra: self.draw_figure(s, f, pos, left,
                                                                                               extra)))
        items.sort(key=lambda it: it[0])
        for _y, fn in items:
            fn(surface)

    # the preview: what the card the player points with would do ------------------------------------------
    def preview(self) -> P.Preview | None:
        target = self.hands.target()
        if target is None or self.current() is not None:
            return None
        return P.what_it_does(self.shown.data, target[1], target[0], self.ctx.state.specials)

    def draw_preview_path(self, surface, preview: P.Preview) -> None:
        """Paw prints along the streets the figure would walk, a ring where it would stop."""
        rgb = FIGURE_RGB[preview.figure]
        end = None
        for from_gap, to_gap, facing in preview.steps:
            a0, a1 = self.shown.walk(from_gap, to_gap, facing)
            n = max(4, round(abs(a1 - a0) / 0.05))
            for k in range(1, n + 1):
                x, y = _street_feet(a0 + (a1 - a0) * k / n)
                pygame.draw.circle(surface, DARK, (round(x), round(y)), 9)
                pygame.draw.circle(surface, rgb, (round(x), round(y)), 6)
            end = a1
        if preview.charmed_to is not None:
            end = self.shown.gap_angle(preview.charmed_to)
        if end is not None:
            x, y = _street_feet(end)
            pygame.draw.ellipse(surface, DARK, (round(x) - 58, round(y) - 26, 116, 52), 9)
            pygame.draw.ellipse(surface, rgb, (round(x) - 56, round(y) - 24, 112, 48), 5)

    def draw_preview_floors(self, surface, preview: P.Preview) -> None:
        """On every house whose floor would change: the floors it would climb (red) or fall (green) lit, and
        a "+2" / "-1" tag by its roof."""
        angles = self.angles()
        for h, (old, new) in preview.floors.items():
            if h not in angles or new == old:
                continue
            x, y = L.on_ring(angles[h])
            rect = pygame.Rect(0, 0, L.HOUSE_W, L.HOUSE_H)
            rect.midbottom = (round(x), round(y + L.HOUSE_H * 0.35))
            rgb = (222, 60, 50) if new > old else (70, 190, 90)
            lo, hi = sorted((old, new))
            top = rect.top + level_centre_y(hi) * rect.h - 12
            bottom = rect.top + level_centre_y(lo) * rect.h + 12
            band = pygame.Surface((rect.w, max(4, round(bottom - top))), pygame.SRCALPHA)
            band.fill((*rgb, 110))
            surface.blit(band, (rect.x, round(top)))
            pygame.draw.rect(surface, rgb, (rect.x, round(top), rect.w, band.get_height()), 4, border_radius=6)
            label = f"+{new - old}" if new > old else f"-{old - new}"
            tag = text.render(label, TEXT_FLOOR + 4, WHITE, bold=True)
            pill = tag.get_rect(midbottom=(rect.left - 6, rect.top + 30)).inflate(20, 8)
            pill.right = rect.left - 4
            pygame.draw.rect(surface, rgb, pill, border_radius=pill.h // 2)
            pygame.draw.rect(surface, DARK, pill, 3, border_radius=pill.h // 2)
            surface.blit(tag, tag.get_rect(center=pill.center))

    def draw_house(self, surface, h: int, base) -> None:
        colour = self.colour(h) if h >= 0 else None
        img = self.sprites.house(colour)
        rect = img.get_rect(midbottom=(round(base[0]), round(base[1])))
        elim = self.current(E.PlayerEliminated)
        alpha = 255
        falling = elim is not None and elim.event.seat == h
        if falling:
            t = elim.t
            if t < 0.5:
                rect.x += round(math.sin(t * 90) * 6 * (t / 0.5))
            else:
                k = (t - 0.5) / 0.5
                rect.y += round(70 * ease(k))
                alpha = round(255 * (1 - ease(k)))
        active = h == self.shown.data["active"] and R.result(self.ctx.state) is None and h >= 0
        if active:
            pulse = 0.5 + 0.5 * math.sin(self.ctx.clock * 5)
            glow = self.sprites.glow(rect.w, rect.h, self.seat_rgb(h), 22, 10)
            glow.set_alpha(150 + round(100 * pulse))
            surface.blit(glow, (rect.x - 22, rect.y - 22))
        fc = self.current(E.FloorChanged)
        if falling or (fc is not None and fc.event.house == h):
            # moving parts: drawn piece by piece this frame
            self._paint_house(surface, h, rect, active, alpha)
        else:
            # still: the house with its marker and name, painted once on a plate and kept
            plate, offset = self._house_plate(h, active)
            surface.blit(plate, (rect.x - offset[0], rect.y - offset[1]))
        if h < 0 or alpha < 40:
            return
        if self.screen.open_hands and h != self.shown.data["active"] and h < len(self.ctx.state.hands):
            cards = self.ctx.state.hands[h]
            right_side = rect.centerx > L.CENTRE[0]
            pill_mid = (rect.centerx, rect.bottom + 6 + (text.size_of(self.name(h), 34 if active else 28, True)[1]
                                                         + 10) / 2)
            half = (text.size_of(self.name(h), 34 if active else 28, True)[0] + 28) / 2
            for k, card in enumerate(cards):
                mini = self.sprites.scaled(f"mini_{C.kind_of(card)}", self.sprites.action(C.kind_of(card), "row"),
                                           (36, 50))
                mx = pill_mid[0] - half - 8 - (len(cards) - k) * 40 if right_side else pill_mid[0] + half + 8 + k * 40
                surface.blit(mini, (round(mx), round(pill_mid[1] - 25)))
        if active:  # a bouncing arrow over the roof: whose turn it is, from across the room (always on screen)
            y = rect.top - round(T.arrow_gap(rect.top)) - round(T.ARROW_BOUNCE * abs(math.sin(self.ctx.clock * 4)))
            w, tall = T.ARROW_HALF_W, T.ARROW_TRI
            pts = [(rect.centerx - w, y - tall), (rect.centerx + w, y - tall), (rect.centerx, y)]
            pygame.draw.polygon(surface, GOLD, pts)
            pygame.draw.polygon(surface, DARK, pts, 3)

    def _house_plate(self, h: int, active: bool):
        """The house, its marker on its floor, the floor badge and the name pill on one transparent surface, as
        small as they allow (kept per floor / markers / active), and where the house's top-left corner lies."""
        d = self.shown.data
        name = self.name(h) if h >= 0 else ""
        key = ("plate", h, name, d["floors"][h] if h >= 0 else 0, d["markers"][h] if h >= 0 else 0, active)

        def make():
            if h < 0:
                left = top = right = bottom = 0
            else:
                lw, lh = text.size_of(name, 34 if active else 28, True)
                half_pill = (lw + 28) / 2 - L.HOUSE_W / 2
                extra = max(0, d["markers"][h] - 1)
                left = max(0, math.ceil(half_pill)) + 2
                right = max(T.MARKER_REACH, math.ceil(half_pill) + (4 + 18 * extra + 26 if extra else 0)) + 2
                top, bottom = 24, lh + 22
            plate = pygame.Surface((L.HOUSE_W + left + right, L.HOUSE_H + top + bottom), pygame.SRCALPHA)
            self._paint_house(plate, h, pygame.Rect(left, top, L.HOUSE_W, L.HOUSE_H), active, 255)
            return plate, (left, top)
        return self.sprites._get(key, make)

    def _paint_house(self, surface, h: int, rect: pygame.Rect, active: bool, alpha: int) -> None:
        """The house at `rect` with its marker (moving while its floor changes), badge, name and markers won."""
        img = self.sprites.house(self.colour(h) if h >= 0 else None)
        if alpha < 255:
            img = img.copy()
            img.set_alpha(alpha)
        surface.blit(img, rect)
        if h < 0 or alpha < 40:
            return
        # the infestation marker on its floor
        level = float(self.shown.data["floors"][h])
        fc = self.current(E.FloorChanged)
        if fc is not None and fc.event.house == h:
            level = fc.event.old + (fc.event.new - fc.event.old) * ease(fc.t)
        lo = math.floor(level)
        frac = level - lo
        y0 = level_centre_y(lo) if frac == 0 else (level_centre_y(lo) * (1 - frac) + level_centre_y(lo + 1) * frac)
        my = rect.top + y0 * rect.h
        mk = self.sprites.marker(self.colour(h))
        bounce = 0
        if fc is not None and fc.event.house == h:
            bounce = round(math.sin(math.pi * fc.t) * 8)
        surface.blit(mk, mk.get_rect(center=(rect.right + 4, round(my) - bounce)))
        floor_no = self.shown.data["floors"][h]
        # the floor badge: a 28 px number (the sofa floor) in a ring just big enough for it
        badge = pygame.Rect(0, 0, 40, 40)
        badge.center = (rect.right + 28, round(my) - 20 - bounce)
        pygame.draw.circle(surface, DARK, badge.center, 20)
        pygame.draw.circle(surface, self.seat_rgb(h), badge.center, 20, 3)
        text.draw_text(surface, str(floor_no), badge.center, TEXT_FLOOR, WHITE, "center", bold=True)
        # the owner's name (bigger and lit for the active player), and markers collected
        size = 34 if active else 28
        label = text.render(self.name(h), size, WHITE, bold=True)
        pill = label.get_rect(midtop=(rect.centerx, rect.bottom + 6)).inflate(28, 10)
        pygame.draw.rect(surface, darker(self.seat_rgb(h)), pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, self.seat_rgb(h) if not active else GOLD, pill, width=3 if not active else 5,
                         border_radius=pill.h // 2)
        surface.blit(label, label.get_rect(center=pill.center))
        extra = self.shown.data["markers"][h] - 1
        if extra > 0:
            small = self.sprites.marker(None, 26)
            for k in range(extra):
                surface.blit(small, (pill.right + 4 + k * 18, pill.top + 2))

    def figure_places(self, angles):
        """(figure, feet position, drawn facing left, extra drawing info) for every figure, animations
        included. Figures stand where the town plan puts them; while one walks (or is charmed), everybody glides
        from the plan before the move to the plan after it, so groups re-form smoothly."""
        d = self.shown.data
        ring = d["ring"]
        if not ring or any(h not in angles for h in ring):
            return []
        a = self.current(E.FigureStepped, E.FigureTurned, E.RatCharmed)
        movers = ()
        if a is not None:
            movers = (a.event.figure, *getattr(a.event, "followers", ()))
        figures = d["figures"]
        before = self.plan.feet(ring, angles, d["markers"], figures)
        sizes = self.plan.group_sizes(figures)
        moving = a is not None and not isinstance(a.event, E.FigureTurned)
        after, after_sizes, k = before, sizes, 0.0
        if moving:
            moved = {f: list(v) for f, v in figures.items()}
            for f in movers:
                moved[f][0] = a.event.to_gap
            after = self.plan.feet(ring, angles, d["markers"], moved)
            after_sizes = self.plan.group_sizes(moved)
            k = ease(a.t)
        out = []
        for f in C.FIGURES:
            if f not in figures or f not in before:
                continue
            gap, facing = figures[f]
            ang = plan_gap_angle(ring, angles, gap)
            extra = {"scale": T.group_scale(sizes[f] if k < 0.5 else after_sizes[f])}
            if f in movers and isinstance(a.event, E.FigureStepped):
                s0, s1 = self.shown.walk(a.event.from_gap, a.event.to_gap, facing)
                angle = s0 + (s1 - s0) * k
                off0 = _minus(before[f], _street_feet(s0))
                off1 = _minus(after[f], _street_feet(s1))
                x, y = _street_feet(angle)
                x, y = x + off0[0] + (off1[0] - off0[0]) * k, y + off0[1] + (off1[1] - off0[1]) * k
                y -= abs(math.sin(a.t * math.pi * 4)) * 12
                extra["through"] = 0.38 < a.t < 0.62  # inside the house: drawn faint
                extra["way"] = L.travel(angle, facing)
                out.append((f, (x, y), L.faces_left(angle, facing), extra))
                continue
            pos = lerp(before[f], after[f], k) if moving else before[f]
            if f in movers and isinstance(a.event, E.RatCharmed):
                pos = (pos[0], pos[1] - math.sin(math.pi * a.t) * 140)
                extra["sparkle"] = True
            if f in movers and isinstance(a.event, E.FigureTurned):
                extra["squash"] = abs(math.cos(math.pi * a.t))
                if a.t < 0.5:
                    facing = -facing
            extra["way"] = L.travel(ang, facing)
            out.append((f, pos, L.faces_left(ang, facing), extra))
        return out

    def draw_figure(self, surface, f: str, pos, left: bool, extra: dict) -> None:
        img = self.sprites.figure(f, left, extra.get("scale", 1.0))
        w, h = img.get_size()
        sh = self.sprites.shadow(w, 18)
        surface.blit(sh, (round(pos[0] - w / 2), round(pos[1] - 10)))
        if "squash" in extra:
            img = pygame.transform.smoothscale(img, (max(2, round(w * max(0.08, extra["squash"]))), h))
        if extra.get("through"):
            img = img.copy()
            img.set_alpha(90)
        rect = img.get_rect(midbottom=(round(pos[0]), round(pos[1])))
        surface.blit(img, rect)
        # a chevron at its feet: which way it will walk, along the street (up or down a side street)
        pts = L.chevron(rect.midbottom, w / 2, extra.get("way", (-1.0 if left else 1.0, 0.0)))
        pygame.draw.polygon(surface, FIGURE_RGB[f], pts)
        pygame.draw.polygon(surface, DARK, pts, 2)
        if extra.get("sparkle"):
            t = self.ctx.clock
            for k in range(5):
                a = t * 6 + k * 1.26
                px, py = rect.centerx + math.cos(a) * 50, rect.centery + math.sin(a) * 30
                pygame.draw.circle(surface, GOLD, (round(px), round(py)), 5)

    # effects ------------------------------------------------------------------------------------------------
    def draw_effects(self, surface) -> None:
        a = self.current(E.MelodyPlayed, E.SpecialsFizzled, E.PlayerEliminated)
        if a is None:
            return
        ev = a.event
        if isinstance(ev, E.MelodyPlayed):
            for f, pos, _left, _e in self.figure_places(self.angles()):
                if f == C.PIPER:
                    for k in range(4):
                        t = (a.t * 1.6 + k * 0.25) % 1.0
                        x = pos[0] + 30 + k * 14 + math.sin(t * 6 + k) * 14
                        y = pos[1] - 100 - t * 120
                        self._note(surface, (x, y), GOLD if k % 2 else (194, 71, 123))
        elif isinstance(ev, E.SpecialsFizzled):
            x, y, w, h = L.row_slot_rect(ev.slot)
            for k in range(7):
                r = 16 + 40 * a.t + k * 3
                ang = k * 0.9
                pygame.draw.circle(surface, (210, 210, 210), (round(x + w / 2 + math.cos(ang) * r),
                                                             round(y + h + 40 + math.sin(ang) * r * 0.6)),
                                   max(2, round(14 * (1 - a.t))))
        elif isinstance(ev, E.PlayerEliminated) and ev.seat in self.angles():
            hx, hy = L.on_ring(self.angles()[ev.seat])
            for k in range(8):  # a swarm of rats scurrying round the house
                ang = self.ctx.clock * (3 + k * 0.2) + k * 0.785
                px, py = hx + math.cos(ang) * (70 + 10 * (k % 3)), hy - 60 + math.sin(ang) * 60
                img = self.sprites.figure(C.RATS[k % 6], math.sin(ang) > 0, 0.6)
                surface.blit(img, img.get_rect(center=(round(px), round(py))))

    def _note(self, surface, pos, colour) -> None:
        x, y = round(pos[0]), round(pos[1])
        pygame.draw.line(surface, DARK, (x + 9, y), (x + 9, y - 34), 5)
        pygame.draw.line(surface, DARK, (x + 9, y - 34), (x + 22, y - 24), 5)
        pygame.draw.ellipse(surface, colour, (x - 8, y - 7, 20, 15))
        pygame.draw.ellipse(surface, DARK, (x - 8, y - 7, 20, 15), 3)

    # the row ------------------------------------------------------------------------------------------------
    def draw_deck(self, surface) -> None:
        back = self.sprites.character(None)
        x, y = L.DECK_POS
        count = self.shown.data["char_deck"]
        back = self.sprites.scaled("deck", back, (L.ACT_W, round(L.ACT_W * L.CHAR_H / L.CHAR_W)))
        for k in range(min(3, max(1, count // 4))):
            surface.blit(back, (x - k * 3, y - k * 3))
        self._count(surface, count, (x + L.ACT_W - 6, y + 4))

    def draw_row(self, surface) -> None:
        d = self.shown.data
        carrying = self.current(E.CharacterCarriedOut, E.CardActs, E.FigureStepped, E.FigureTurned,
                                E.FloorChanged, E.MelodyPlayed, E.RatCharmed, E.SpecialsFizzled)
        acting_slot = self.screen.carrying_slot if carrying is not None else None
        sc, drag = self.screen, self.hands.drag
        legal = sc.legal_slots(self.hands.selected_card()) if self.mine else set()
        if drag and drag.get("moved"):
            legal = sc.legal_slots(sc.hand()[drag["index"]]) if drag["index"] < len(sc.hand()) else set()
        ready = set(self.screen.ready_slots())
        discard = self.current(E.CardsDiscarded)
        refill = self.current(E.RowRefilled)
        for slot, entry in enumerate(d["row"]):
            x, y, w, h = L.row_slot_rect(slot)
            glow_colour = None
            if slot in legal or slot in ready:
                glow_colour = GOLD
            if acting_slot == slot:
                glow_colour = (255, 255, 255)
            if glow_colour is not None:
                pulse = 0.6 + 0.4 * math.sin(self.ctx.clock * 6)
                gx, gy, gw, gh = L.slot_drop_rect(slot)
                g = self.sprites.glow(round(gw), round(gh), glow_colour, 18, 20)
                g.set_alpha(round(255 * pulse))
                surface.blit(g, (gx - 18, gy - 18))
                # a bright rim as well: a gold glow alone is faint on the wooden table
                rim = tuple(round(c * (0.75 + 0.25 * pulse)) for c in (255, 246, 160))
                pygame.draw.rect(surface, DARK, (gx - 2, gy - 2, gw + 4, gh + 4), 8, border_radius=20)
                pygame.draw.rect(surface, rim, (gx, gy, gw, gh), 5, border_radius=18)
            if self.mine and self.hands.focus == "row" or (self.mine and self.ctx.state.phase == "order"):
                if slot == self.hands.row_focus:
                    gx, gy, gw, gh = L.slot_drop_rect(slot)
                    pygame.draw.rect(surface, DARK, (gx - 12, gy - 12, gw + 24, gh + 24), 12, border_radius=26)
                    pygame.draw.rect(surface, WHITE, (gx - 9, gy - 9, gw + 18, gh + 18), 7, border_radius=24)
            # the stack: lower card last so it lies over the upper one's bottom part
            fade = 1.0
            offset = (0.0, 0.0)
            if discard is not None and discard.event.slot == slot:
                t = ease(discard.t)
                offset = ((L.DISCARD_POS[0] - x) * t, (L.DISCARD_POS[1] - y) * t)
                fade = 1 - t
            for pos, item in enumerate(entry["stack"]):
                r = L.stack_card_rect(slot, pos)
                kind = C.kind_of(item["card"]) if item["card"] is not None else None
                visible = kind is not None and (not item["face_down"] or self.sees(item["owner"]))
                img = self.sprites.action(kind if visible and not item["face_down"] else None)
                if fade < 1:
                    img = img.copy()
                    img.set_alpha(round(255 * fade))
                surface.blit(img, (round(r[0] + offset[0]), round(r[1] + offset[1])))
                if item["face_down"] and visible:  # my own hidden card: a small reminder of what it is
                    mini = self.sprites.scaled(f"mini_{kind}", self.sprites.action(kind, "row"), (36, 50))
                    surface.blit(mini, (round(r[0] + r[2] - 42), round(r[1] + 6)))
                acting = self.current(E.CardActs)
                if acting is not None and acting.event.slot == slot and acting.event.card == item["card"]:
                    pygame.draw.rect(surface, GOLD, (r[0] - 4, r[1] - 4, r[2] + 8, r[3] + 8), 6, border_radius=14)
            # the character card on top
            cy = y
            cx = x
            if refill is not None and refill.event.slot == slot:
                t = ease(refill.t)
                cx, cy = lerp(L.DECK_POS, (x, y), t)
            figure = C.figure_of(entry["char"])
            img = self.sprites.character(figure)
            if discard is not None and discard.event.slot == slot:
                img = img.copy()
                img.set_alpha(round(255 * fade))
            surface.blit(img, (round(cx), round(cy)))

    # the bottom band ------------------------------------------------------------------------------------------
    def prompt(self) -> tuple[str, str]:
        s = self.ctx.state
        res = R.result(s)
        if res is not None and not self.shown.busy:
            names = [self.name(w) for w in res["winners"]]
            return (tr("pied_piper.winner", name=names[0]) if len(names) == 1 else
                    tr("pied_piper.winners", names=" & ".join(names))), ""
        active = self.shown.data["active"]
        who = self.name(active)
        if self.shown.busy or not self.ctx.seats.is_human(active):
            if self.ctx.seats.is_human(active):
                return tr("pied_piper.turn", name=who), ""
            return tr("pied_piper.turn", name=who), tr("pied_piper.prompt.wait", name=who)
        if s.phase == "opening":
            p = tr("pied_piper.prompt.opening")
        elif s.phase == "order":
            p = tr("pied_piper.prompt.order")
        elif s.played:
            p = tr("pied_piper.prompt.second")
        else:
            p = tr("pied_piper.prompt.first")
        head = tr("pied_piper.your_turn", name=who) if self.mine else tr("pied_piper.turn", name=who)
        return head, p

    def draw_panel(self, surface) -> None:
        s = self.ctx.state
        x, y, w, h = L.PANEL
        active = self.shown.data["active"]
        rgb = self.seat_rgb(active)
        pygame.draw.rect(surface, darker(rgb, 0.35), (x, y, w, h), border_radius=24)
        pulse = 0.5 + 0.5 * math.sin(self.ctx.clock * 4) if self.mine else 1.0
        border = tuple(round(c * (0.7 + 0.3 * pulse)) for c in rgb)
        pygame.draw.rect(surface, border, (x, y, w, h), 6, border_radius=24)
        # the seat's shape badge
        theme.draw_seat_badge(surface, self.colour(active), (x + 56, y + 46), 36)
        head, prompt = self.prompt()
        inputs = self.inputs()
        seats = self.ctx.seats
        device = devices.seat_device(inputs, s.active, seats.device_of(s.active)) if seats.is_human(s.active) else None
        # how to play with the device in hand: the mouse, a keyboard half's keys or a gamepad's buttons
        hint = hints.hint(inputs, device, s.phase) if self.mine else hint_strip.Hint()
        parts = panel_parts(prompt, hint)
        hx, hy, hw = parts["head"]
        text.draw_text(surface, head, (hx, hy), 46, WHITE, bold=True, max_width=hw)
        px, py = parts["prompt_pos"]
        for i, line in enumerate(parts["prompt"]):
            text.draw_text(surface, line, (px, py + i * PROMPT_STEP), PROMPT_SIZE, CREAM)
        if parts["strip"] is not None:
            hint_strip.draw(surface, parts["strip"], hint)
        if self.mine and s.face_down:
            self.draw_toggle(surface, L.FACE_DOWN_BUTTON, self.hands.face_down_next, self.screen.can_face_down(),
                             hints.face_down_label, hints.face_down_key(inputs, device))
        if self.mine and not s.specials:
            self.draw_toggle(surface, L.hold_button(s.face_down), self.hands.hold_next, self.screen.can_hold(),
                             hints.hold_label, hints.hold_key(inputs, device))

    def draw_toggle(self, surface, rect, wanted: bool, enabled: bool, label, key: str | None) -> None:
        """A toggle for the next card (face down; wait under its character), a card-sized tile beside the hand:
        a card back, the words, the key that toggles it; when on, gold with a tick (not only a colour)."""
        bx, by, bw, bh = rect
        on = wanted and enabled
        tile = pygame.Rect(bx, by, bw, bh)
        pygame.draw.rect(surface, (70, 60, 110) if on else (34, 34, 46), tile, border_radius=16)
        pygame.draw.rect(surface, GOLD if on else (150, 150, 160), tile, 5 if on else 3, border_radius=16)
        back = self.sprites.scaled("button_back", self.sprites.action(None, "row"), (46, 64))
        if not enabled:
            back = back.copy()
            back.set_alpha(90)
        card = back.get_rect(midtop=(tile.centerx, by + 12))
        surface.blit(back, card)
        if on:  # a tick badge in the corner
            c = (tile.right - 26, tile.top + 26)
            pygame.draw.circle(surface, GOLD, c, 16)
            pygame.draw.circle(surface, DARK, c, 16, 3)
            pygame.draw.lines(surface, DARK, False, [(c[0] - 8, c[1]), (c[0] - 2, c[1] + 6), (c[0] + 8, c[1] - 6)], 4)
        ink = WHITE if enabled else (140, 140, 150)
        words = text.wrap(label(on), 28, bw - 8, bold=on)[:2]
        for i, line in enumerate(words):
            text.draw_text(surface, line, (tile.centerx, by + 78 + i * 31), 28, ink, "midtop", bold=on,
                           max_width=bw - 8)
        if key:
            hint_strip.cap_at(surface, (tile.centerx, by + bh - 30), key)

    def draw_piles(self, surface) -> None:
        d = self.shown.data
        x, y = L.DRAW_POS
        back = self.sprites.action(None, "row")
        shuffle = self.current(E.DeckReshuffled)
        for k in range(min(4, max(1, d["draw"] // 6))):
            dx = 0
            if shuffle is not None and shuffle.event.deck == "actions":
                dx = round(math.sin(shuffle.t * 30 + k) * 10)
            surface.blit(back, (x - k * 3 + dx, y - k * 3))
        self._count(surface, d["draw"], (x + L.ACT_W - 6, y + 4))
        text.draw_text(surface, tr("pied_piper.draw_pile"), (x + L.ACT_W / 2, y + L.ACT_H + 2), TEXT_FLOOR, CREAM,
                       "midtop", max_width=L.PILE_LABEL_W)
        dx, dy = L.DISCARD_POS
        if d["discards"]:
            surface.blit(self.sprites.action(C.kind_of(d["discards"][-1])), (dx, dy))
        else:
            pygame.draw.rect(surface, (90, 90, 100), (dx, dy, L.ACT_W, L.ACT_H), 3, border_radius=14)
        text.draw_text(surface, tr("pied_piper.discards"), (dx + L.ACT_W / 2, dy + L.ACT_H + 2), TEXT_FLOOR, CREAM,
                       "midtop", max_width=L.PILE_LABEL_W)

    def _count(self, surface, n: int, centre) -> None:
        c = (round(centre[0]), round(centre[1]))
        pygame.draw.circle(surface, DARK, c, 25)
        pygame.draw.circle(surface, GOLD, c, 25, 3)
        text.draw_text(surface, str(n), c, TEXT_FLOOR, WHITE, "center", bold=True)

    def draw_hand(self, surface) -> None:
        d = self.shown.data
        hand = d["hand"]
        flying = {b["card"] for b in self.hands.bounces}
        dragging = self.hands.drag["index"] if self.hands.drag and self.hands.drag.get("moved") else None
        if not hand and self.shown.seat is None:
            # nobody's cards on show (hot-seat between turns): the active player's backs
            n = d["hand_sizes"][self.ctx.state.active] if self.ctx.state.active < len(d["hand_sizes"]) else 0
            for i in range(n):
                r = L.hand_card_rect(i, n)
                surface.blit(self.sprites.action(None, "hand"), r[:2])
            return
        playable = set()
        if self.mine and self.ctx.state.phase != "order":
            playable = {a.card for a in self.screen.legal() if isinstance(a, E.PlayCard)}
        for i, card in enumerate(hand):
            if i == dragging or card in flying:
                continue
            lifted = i == self.hands.selected and self.mine
            r = L.hand_card_rect(i, len(hand), lifted)
            if lifted:
                g = self.sprites.glow(L.HAND_W, L.HAND_H, GOLD, 18, 20)
                surface.blit(g, (r[0] - 18, r[1] - 18))
            img = self.sprites.action(C.kind_of(card), "hand")
            surface.blit(img, r[:2])
            if self.mine and card not in playable:
                surface.blit(self.sprites.veil((L.HAND_W, L.HAND_H), (0, 0, 0, 110)), r[:2])
        if hand and not self.mine:
            self.draw_hand_owner(surface, self.shown.seat)

    def draw_hand_owner(self, surface, seat: int | None) -> None:
        """ "Mia's hand" over the cards while someone else plays: the cards at the bottom are not the active
        player's, and the sofa must not think Leo is holding them."""
        if seat is None:
            return
        words = tr("pied_piper.hand_of", name=self.name(seat))
        tw, th = text.size_of(words, HAND_LABEL_SIZE, True)
        rect = pygame.Rect(0, 0, tw + 90, th + 14)
        rect.midbottom = (round(L.CENTRE[0]), L.HAND_TOP - 6)
        rgb = self.seat_rgb(seat)
        pygame.draw.rect(surface, DARK, rect, border_radius=rect.h // 2)
        pygame.draw.rect(surface, rgb, rect, 4, border_radius=rect.h // 2)
        theme.draw_seat_badge(surface, self.colour(seat), (rect.x + 32, rect.centery), 17)
        text.draw_text(surface, words, (rect.x + 60, rect.centery), HAND_LABEL_SIZE, WHITE, anchor="midleft",
                       bold=True)

    # cards in flight ------------------------------------------------------------------------------------------
    def draw_flying(self, surface) -> None:
        a = self.current(E.CardPlayed)
        if a is not None:
            ev = a.event
            to = L.stack_card_rect(ev.slot, ev.position)[:2]
            if "from_hand" in a.data:
                n = len(self.shown.data["hand"]) + 1
                start = L.hand_card_rect(min(a.data["from_hand"], n - 1), n, True)[:2]
            else:
                start = self._seat_point(ev.seat)
            t = ease(a.t)
            pos = lerp(start, to, t)
            card = ev.card if ev.card is not None else a.data.get("card")
            face = ev.kind if ev.kind is not None else None
            if face is None and card is not None and not ev.face_down:
                face = C.kind_of(card)
            img = self.sprites.action(face, "row")
            surface.blit(img, (round(pos[0]), round(pos[1] - math.sin(math.pi * a.t) * 60)))
        drawn = self.current(E.CardsDrawn)
        if drawn is not None:
            t = ease(drawn.t)
            target = (L.CENTRE[0] - L.ACT_W / 2, L.HAND_TOP) if drawn.event.seat == self.shown.seat else \
                self._seat_point(drawn.event.seat)
            pos = lerp(L.DRAW_POS, target, t)
            surface.blit(self.sprites.action(None, "row"), (round(pos[0]), round(pos[1])))
        for b in self.hands.bounces:
            pos = lerp(b["from"], b["to"], ease(b["t"]))
            surface.blit(self.sprites.action(C.kind_of(b["card"]), "hand"), (round(pos[0]), round(pos[1])))
        if self.hands.drag and self.hands.drag.get("moved") and self.hands.drag["index"] < len(self.screen.hand()):
            card = self.screen.hand()[self.hands.drag["index"]]
            img = self.sprites.action(C.kind_of(card), "hand")
            x, y = self.hands.drag["pos"]
            surface.blit(img, (round(x - L.HAND_W / 2), round(y - L.HAND_H / 2)))

    def _seat_point(self, seat: int):
        angles = self.angles()
        if seat in angles:
            x, y = L.on_ring(angles[seat])
            return x - L.ACT_W / 2, y - L.ACT_H / 2
        return L.CENTRE[0], -L.ACT_H

    # banners ------------------------------------------------------------------------------------------------
    # (title size, second line size, height with / without a second line): the biggest that finds room first
    BANNER_SIZES = ((56, 34, 140, 96), (46, 30, 122, 80), (38, 30, 104, 68))

    def town_obstacles(self) -> list:
        """Everything in the town a banner must not cover: houses with their names and markers, and figures."""
        d = self.shown.data
        angles = self.angles()
        out = [*self.plan.houses(d["ring"], angles, d["markers"]), T.PAUSE]
        for f, (x, y), _left, extra in self.figure_places(angles):
            w, h = T.figure_size(f, extra.get("scale", 1.0))
            out.append((x - w / 2 - T.CHEVRON, y - h, w + 2 * T.CHEVRON, h + 8))
        return out

    def banner_rect(self, line1: str, line2: str = "", centre_fallback: bool = True):
        """Where a banner goes (and its text sizes): the free spot along the top nearest the middle, at the
        biggest size that fits; failing that, over the middle of the market table (or nowhere)."""
        obstacles = self.town_obstacles()
        for big, small, h2, h1 in self.BANNER_SIZES:
            w = max(text.size_of(line1, big, True)[0], text.size_of(line2, small)[0] if line2 else 0) + 80
            h = h2 if line2 else h1
            r = T.banner_place(min(w, 1700), h, obstacles)
            if r is not None:
                return pygame.Rect(*map(round, r)), big, small
        if not centre_fallback:
            return None
        big, small, h2, h1 = self.BANNER_SIZES[0]
        w = max(text.size_of(line1, big, True)[0], text.size_of(line2, small)[0] if line2 else 0) + 80
        rect = pygame.Rect(0, 0, min(w, 1700), h2 if line2 else h1)
        rect.center = (round(L.CENTRE[0]), round(T.TABLE[1] + T.TABLE[3] / 2))
        return rect, big, small

    def _banner(self, surface, line1: str, line2: str = "", colour=GOLD, slide: float = 1.0,
                centre_fallback: bool = True) -> None:
        """A banner in a free spot; `slide` 0..1 is how far it has come down from above the screen."""
        placed = self.banner_rect(line1, line2, centre_fallback)
        if placed is not None:
            rect, big, small = placed
            banner.draw_banner(surface, rect, line1, line2, colour, big, small, slide)

    def draw_banners(self, surface) -> None:
        a = self.current(E.PlayerEliminated, E.PlayOn)
        if a is not None:
            ev = a.event
            if isinstance(ev, E.PlayerEliminated):
                line2 = tr("pied_piper.eliminated.markers", name=self.name(ev.to_seat)) if ev.to_seat is not None \
                    else ""
                self._banner(surface, tr("pied_piper.eliminated", name=self.name(ev.seat)), line2, RED)
            else:
                self._banner(surface, tr("pied_piper.play_on"), "", GOLD)
        s = self.ctx.state
        if self.cues.turn_banner.showing and self.mine:
            # slides down, stays, slides back up; the turn panel (bottom left) keeps saying it afterwards
            self._banner(surface, tr("pied_piper.your_turn", name=self.name(s.active)), "",
                         self.seat_rgb(s.active), self.cues.turn_banner.slide, centre_fallback=False)
        if s.phase == "opening" and not self.ctx.seats.is_human(s.active) and not self.shown.busy:
            # the start player's single card comes once the family has seen the table (TurnCues.opening_pause)
            self._banner(surface, tr("pied_piper.opening.starts", name=self.name(s.active)),
                         tr("pied_piper.opening.one_card"), self.seat_rgb(s.active))
        fizz = self.current(E.SpecialsFizzled)
        if fizz is not None:
            self._banner(surface, tr("pied_piper.fizzled"), "", (200, 200, 200))
