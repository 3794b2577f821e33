"""Drawing the forest table: tiles turning, Baba Yaga flying, the house, the fog, the searcher's hand.
The panels, the spell card and the banners are drawn by hud.py on top."""
from __future__ import annotations

import logging
import math
from collections.abc import Callable

import pygame

from game.engine.table.part import Part
from game.games.baba_yaga import data as D
from game.games.baba_yaga import layout as L
from game.games.baba_yaga.board_layer import BoardLayer
from game.games.baba_yaga.controls import DEFAULT_END, uses_pointer
from game.games.baba_yaga.cues import flip_of
from game.games.baba_yaga.hud import Hud
from game.games.baba_yaga.sprites import SEAT_RGB, Sprites

log = logging.getLogger(__name__)
FOG_RADIUS = 175
FOG_DARK = (38, 40, 58)
GOLD = (255, 214, 90)
RED = (240, 70, 60)


def smoothstep(p: float) -> float:
    """Eases 0..1 in and out (a polynomial; the kit's banner.ease is the cosine one)."""
    return p * p * (3 - 2 * p)


def _ring(size: int, colour, width: int, alpha: int = 255) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    for k in range(4):  # a soft glow: wider, fainter rings under the crisp one
        pygame.draw.rect(surf, (*colour, alpha // (3 + 3 * k)), surf.get_rect().inflate(-k * 6, -k * 6),
                         width + 6 - k, border_radius=28)
    pygame.draw.rect(surf, (*colour, alpha), surf.get_rect().inflate(-14, -14), width, border_radius=22)
    return surf


def _fog_spot(radius: int) -> pygame.Surface:
    """A multiply mask: white (unchanged) in the middle, fading to the fog colour at the rim."""
    size = radius * 2
    surf = pygame.Surface((size, size))
    surf.fill(FOG_DARK)
    steps = 28
    for i in range(steps):
        f = i / (steps - 1)
        r = int(radius * (1 - f * 0.999))
        k = min(1.0, (f / 0.55) ** 1.4)
        colour = [round(d + (255 - d) * k) for d in FOG_DARK]
        pygame.draw.circle(surf, colour, (radius, radius), r)
    return surf


class _Still:
    """The pictures every game draws the same (the table with its decor, rings, glow, fog, the witch's other
    side): made by the first game of a session, reused by every later one instead of being built again
    (memory stays flat over an evening: python -m game memory). Never drawn on: each game copies what it
    changes (BoardLayer copies the background)."""

    def __init__(self, sp: Sprites):
        pad = 28
        self.background = _background(sp)
        self.ring_gold = _ring(L.TILE + pad, GOLD, 6)
        self.ring_red = _ring(L.TILE + pad, RED, 7)
        self.ring_white = _ring(L.TILE + pad, (255, 255, 255), 5, 230)
        self.ring_choice = _ring(L.TILE + pad, (120, 230, 255), 6)
        self.path_glow = pygame.Surface((L.TILE, L.TILE), pygame.SRCALPHA)
        pygame.draw.rect(self.path_glow, (255, 220, 120, 70), self.path_glow.get_rect(), border_radius=24)
        self.fog_spot = _fog_spot(FOG_RADIUS)
        self.witch_left = pygame.transform.flip(sp.witch, True, False)
        self.shadow = pygame.Surface((130, 36), pygame.SRCALPHA)
        pygame.draw.ellipse(self.shadow, (0, 0, 0, 90), self.shadow.get_rect())


_still: dict[tuple, _Still] = {}  # (display present, its pixel format) -> the session's still pictures


def still_pictures(sp: Sprites) -> _Still:
    display = pygame.display.get_surface() if pygame.display.get_init() else None
    key = (display is not None, display.get_bitsize() if display is not None else 0)
    if key not in _still:
        _still.clear()  # a new display format: the old ones would blit slowly
        _still[key] = _Still(sp)
    return _still[key]


def _background(sp: Sprites) -> pygame.Surface:
    bg = sp.table.copy()
    for name, rect in table_decor():
        bg.blit(sp.decor(name, rect[2:]), rect[:2])
    for cell in range(D.SIZE * D.SIZE):
        x, y, w, h = L.cell_rect(*D.cell_rc(cell))
        shadow = pygame.Rect(x + 6, y + 9, w, h)
        pygame.draw.rect(bg, (12, 22, 14), shadow, border_radius=24)
        if cell in D.PATH_CELLS:
            bg.blit(sp.path, (x, y))
    return bg.convert() if pygame.display.get_surface() else bg


class Renderer(Part):
    """The board and, on top, the heads-up parts (hud.py). Its pictures are made on the first frame drawn (SVG
    needs a display)."""

    def __init__(self, ctx, hand, table_input, cues, inputs: Callable, witch_held: Callable[[], bool] = bool):
        """`hand`: the SearcherHand; `table_input`: the TableInput (the path picked, the first Swap tile, the
        one-hand notices); `cues`: the TableCues (where the witch sits); `inputs()`: the app's input devices;
        `witch_held()`: True while Baba Yaga waits (the "Get ready" count)."""
        self.ctx = ctx
        self.witch_held = witch_held
        self.hand = hand
        self.input = table_input
        self.cues = cues
        self.inputs = inputs
        self.sp: Sprites | None = None

    def prepare(self) -> None:
        """Make the pictures now (else on the first frame drawn)."""
        if self.sp is not None:
            return
        self.sp = Sprites()
        still = still_pictures(self.sp)
        self.background = still.background
        self.ring_gold, self.ring_red = still.ring_gold, still.ring_red
        self.ring_white, self.ring_choice = still.ring_white, still.ring_choice
        self.path_glow, self.fog_spot = still.path_glow, still.fog_spot
        self.witch_left, self.shadow = still.witch_left, still.shadow
        self.witch_facing_left = False
        self.hud = Hud(self.ctx, self.input, self.sp, self.inputs, self.background)
        self.hud.witch_held = self.witch_held
        self.layer = BoardLayer(self.background)

    def card_surface(self, card: int) -> pygame.Surface:
        """A spell card's face (made with the pictures, on first use)."""
        self.prepare()
        return self.hud.card_surface(card)

    # --- the frame --------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.prepare()
        s = self.ctx.state
        self._draw_layer(surface)
        self._draw_path(surface)
        self._draw_tiles(surface)
        self._draw_marks(surface)
        self._draw_house(surface)
        if "fog" in self.hand.effects():
            self._draw_fog(surface)
        self._draw_witch(surface)  # above the fog: everyone watches the clock
        if s.phase == "search":
            self._draw_hand(surface)
        self.hud.draw(surface)

    # --- the still table (see board_layer.py) ------------------------------------------------------------
    def _draw_layer(self, surface) -> None:
        s = self.ctx.state
        wanted: dict[int, tuple] = {}
        if s.phase in ("search", "judgement"):
            for r, c in s.turn.get("path") or []:
                if 0 <= r < D.SIZE and 0 <= c < D.SIZE:
                    wanted[r * D.SIZE + c] = ("glow",)
        live = self._live_tiles()
        study = s.phase == "study"
        up = set(s.up)
        for cell in D.FOREST_CELLS:
            if cell not in live:
                wanted[cell] = ("tile", s.board[cell], study or cell in up)
        self.layer.update(wanted, self._paint_cell)
        surface.blit(self.layer.surface, (0, 0))

    def _paint_cell(self, layer, cell, key, topleft) -> None:
        if key[0] == "glow":
            layer.blit(self.path_glow, topleft)  # over the path tile the layer just restored from the table
        else:
            layer.blit(self._face(cell, key[2]), topleft)

    def _live_tiles(self) -> set[int]:
        """Tiles drawn every frame: turning (or about to) or flying to a swapped place."""
        cues = self.ctx.presenter
        live = {cue.data["cell"] for cue in cues.beats if cue.kind == "flip"}
        for cue in cues.running("swap"):
            live.update((cue.data["a"], cue.data["b"]))
        return live

    # --- the flight path ------------------------------------------------------------------------------
    def _draw_path(self, surface) -> None:
        s = self.ctx.state
        extra = D.extra_tile(s.turn.get("path") or [])
        if extra is not None:
            x, y, _, _ = L.cell_rect(*extra)
            pygame.draw.rect(surface, (12, 22, 14), (x + 6, y + 9, L.TILE, L.TILE), border_radius=24)
            surface.blit(self.sp.path_extra, (x, y))
        if s.phase in ("search", "judgement") and extra is not None:
            surface.blit(self.path_glow, (x, y))  # the 10th tile lies off the table: lit here, not in the layer
        if s.phase == "choose_path":
            self._draw_path_choice(surface)
        for cue in self.ctx.presenter.running("path_glow"):
            width = 1 + int(9 * (1 - cue.progress(self.ctx.presenter.now)))
            for r, c in cue.data["path"]:
                x, y, _, _ = L.cell_rect(r, c)
                pygame.draw.rect(surface, (255, 240, 170), (x, y, L.TILE, L.TILE), width, border_radius=22)

    def _draw_path_choice(self, surface) -> None:
        chooser = self.ctx.state.turn.get("chooser")
        human = chooser in self.ctx.seats.humans
        hover = None
        if human:
            device = self.ctx.seats.device_of(chooser)
            hover = L.end_at(self.hand.pointers.get(device)) or self.input.path_choice or DEFAULT_END
        pulse = 0.5 + 0.5 * math.sin(self.ctx.clock * 4)
        for end in D.PATH_ENDS:
            cx, cy = L.index_center(L.end_cell(end))
            ring = self.ring_choice if end == hover else self.ring_white
            ring.set_alpha(255 if end == hover else int(110 + 120 * pulse))
            surface.blit(ring, ring.get_rect(center=(cx, cy)))
            _, _, (dr, dc) = D.PATH_ENDS[end]
            self._arrow(surface, (cx, cy), (dc, dr), (255, 236, 160) if end == hover else (255, 255, 255))

    def _arrow(self, surface, center, direction, colour) -> None:
        dx, dy = direction
        cx, cy = center
        tip = (cx + dx * 42, cy + dy * 42)
        base = (cx - dx * 20, cy - dy * 20)
        side = (-dy * 26, dx * 26)
        pts = [tip, (base[0] + side[0], base[1] + side[1]), (base[0] - side[0], base[1] - side[1])]
        pygame.draw.polygon(surface, (30, 20, 10), [(x + 3, y + 4) for x, y in pts])
        pygame.draw.polygon(surface, colour, pts)
        pygame.draw.polygon(surface, (30, 20, 10), pts, 3)

    # --- forest tiles ---------------------------------------------------------------------------------
    def _face(self, cell: int, element_up: bool) -> pygame.Surface:
        el = self.ctx.state.board[cell]
        return self.sp.element[el] if element_up else self.sp.hint[D.HINTS[el]]

    def _draw_tiles(self, surface) -> None:
        s = self.ctx.state
        study = s.phase == "study"
        now = self.ctx.presenter.now
        swaps = self.ctx.presenter.running("swap")
        moving = {}
        for cue in swaps:
            p = smoothstep(cue.progress(now))
            a, b = cue.data["a"], cue.data["b"]
            for here, there in ((a, b), (b, a)):
                hx, hy = L.index_center(here)
                tx, ty = L.index_center(there)
                lift = math.sin(math.pi * p) * 60
                moving[here] = (tx + (hx - tx) * p, ty + (hy - ty) * p - lift)
        up = set(s.up)
        for cell in self._live_tiles():  # the still ones are on the layer
            shown_up = study or cell in up
            cue = flip_of(self.ctx.presenter, cell)
            cx, cy = moving.get(cell, L.index_center(cell))
            if cue is None:
                face = self._face(cell, shown_up)
                surface.blit(face, (cx - L.TILE / 2, cy - L.TILE / 2))
                continue
            to_element = cue.data["to"] == "element"
            p = cue.progress(now)
            if not cue.started:
                surface.blit(self._face(cell, not to_element), (cx - L.TILE / 2, cy - L.TILE / 2))
                continue
            face = self._face(cell, to_element if p >= 0.5 else not to_element)
            width = max(2, int(L.TILE * abs(1 - 2 * p)))
            grow = 1 + 0.1 * math.sin(math.pi * p)
            h = int(L.TILE * grow)
            squeezed = pygame.transform.scale(face, (width, h))
            surface.blit(squeezed, (cx - width / 2, cy - h / 2 - 14 * math.sin(math.pi * p)))

    def _draw_marks(self, surface) -> None:
        s = self.ctx.state
        if s.phase in ("search", "judgement", "over"):
            els = s.card_elements() or _shown_card_elements(s)
            wrong = s.turn.get("wrong")
            for cell in s.up:
                if flip_of(self.ctx.presenter, cell) is not None:
                    continue
                ring = self.ring_red if (cell == wrong or s.board[cell] not in els) else self.ring_gold
                cx, cy = L.index_center(cell)
                surface.blit(ring, ring.get_rect(center=(cx, cy)))
        target = self._pointed_cell()
        if target is not None:
            cx, cy = L.index_center(target)
            ring = self.ring_choice if s.phase != "search" else self.ring_white
            ring.set_alpha(255)
            surface.blit(ring, ring.get_rect(center=(cx, cy)))
        first = self.input.swap.first
        if s.phase == "apply_effect" and first is not None:
            cx, cy = L.index_center(first)
            surface.blit(self.ring_gold, self.ring_gold.get_rect(center=(cx, cy)))

    def _pointed_cell(self) -> int | None:
        """The tile a human is pointing at (searching or choosing) — highlighted so a sofa can follow."""
        s = self.ctx.state
        seat = s.active if s.phase in ("search", "apply_effect", "expert_house") else None
        if seat is None or seat not in self.ctx.seats.humans:
            return None
        device = self.ctx.seats.device_of(seat)
        if s.phase == "search":
            cell = L.cell_at(self.hand.searcher_pointer())
        elif uses_pointer(device):
            cell = L.cell_at(self.hand.pointers.get(device) or self.inputs().pointer_pos(device))
        else:
            cell = self.hand.cursor.cell
        return cell if cell in D.FOREST_CELLS else None

    # --- the house ------------------------------------------------------------------------------------
    def _draw_house(self, surface) -> None:
        s = self.ctx.state
        now = self.ctx.presenter.now
        if s.house is None:
            return
        cx, cy = L.index_center(s.house)
        img = self.sp.house
        if s.house_held:  # lifted aside, beside its tile
            small = self.sp.house_small
            surface.blit(small, small.get_rect(center=(cx + 62, cy - 62)))
            return
        drop = 0.0
        for cue in self.ctx.presenter.running("house_drop"):
            if cue.data["cell"] == s.house:
                p = cue.progress(now)
                drop = -320 * (1 - p) ** 2 if p < 0.8 else -12 * math.sin((p - 0.8) / 0.2 * math.pi)
        for cue in self.ctx.presenter.waiting_or_running("house_drop"):
            if cue.data["cell"] == s.house and not cue.started:
                return  # not landed yet
        surface.blit(img, img.get_rect(center=(cx, cy + drop)))

    # --- Baba Yaga ------------------------------------------------------------------------------------
    def _witch_point(self) -> tuple[float, float, bool]:
        now = self.ctx.presenter.now
        r, c = self.cues.witch_rc
        flying = False
        for cue in self.ctx.presenter.running("fly"):
            fr, fc = cue.data.get("from", cue.data["to"])
            tr_, tc = cue.data["to"]
            p = smoothstep(cue.progress(now))
            r, c = fr + (tr_ - fr) * p, fc + (tc - fc) * p
            if tc != fc:
                self.witch_facing_left = tc < fc
            flying = True
        x, y = L.cell_center(r, c)
        return x, y, flying

    def _draw_witch(self, surface) -> None:
        s = self.ctx.state
        x, y, flying = self._witch_point()
        if s.phase in ("study", "choose_path") and not flying and not s.turn.get("path"):
            x, y = L.BOARD_CX, L.BOARD_CY  # waiting over the middle of the forest
        bob = math.sin(self.ctx.clock * 3.2) * 7
        lift = 26 + (16 if flying else 0)
        for cue in self.ctx.presenter.running("cackle"):
            p = cue.progress(self.ctx.presenter.now)
            x += math.sin(p * 40) * 6 * (1 - p)
            lift += 20 * math.sin(math.pi * p)
        surface.blit(self.shadow, self.shadow.get_rect(center=(x, y + 44)))
        img = self.witch_left if self.witch_facing_left else self.sp.witch
        surface.blit(img, img.get_rect(center=(x, y - lift + bob)))

    # --- fog and the searcher's hand ----------------------------------------------------------------
    def _draw_fog(self, surface) -> None:
        pos = self.hand.searcher_pointer() or (L.BOARD_CX, L.BOARD_CY)
        x, y = int(pos[0]), int(pos[1])
        r = FOG_RADIUS
        bx, by, bw, bh = L.board_rect()
        area = pygame.Rect(bx - 40, by - 40, bw + 80, bh + 80)  # the forest (the panels stay readable)
        spot = pygame.Rect(x - r, y - r, 2 * r, 2 * r)
        mult = pygame.BLEND_RGB_MULT
        for rect in (pygame.Rect(area.left, area.top, area.width, max(0, spot.top - area.top)),
                     pygame.Rect(area.left, spot.bottom, area.width, max(0, area.bottom - spot.bottom)),
                     pygame.Rect(area.left, spot.top, max(0, spot.left - area.left), spot.height),
                     pygame.Rect(spot.right, spot.top, max(0, area.right - spot.right), spot.height)):
            clipped = rect.clip(area)
            if clipped.width > 0 and clipped.height > 0:
                surface.fill(FOG_DARK, clipped, special_flags=mult)
        visible = spot.clip(area)
        if visible.width > 0 and visible.height > 0:
            surface.blit(self.fog_spot, visible.topleft, visible.move(-spot.left, -spot.top),
                         special_flags=mult)

    def _draw_hand(self, surface) -> None:
        s = self.ctx.state
        pos = self.hand.searcher_pointer()
        if pos is None:
            return
        seat_colour = self.ctx.setup.seats[s.active].colour if s.active < len(self.ctx.setup.seats) else "red"
        rgb = SEAT_RGB.get(seat_colour, (255, 255, 255))
        human = s.active in self.ctx.seats.humans
        if "wobble" in self.hand.effects():
            self._draw_wobble_trail(surface, pos, rgb)
        if human and not self.hand.wobbling() and uses_pointer(self.ctx.seats.device_of(s.active)):
            return  # the system pointer (or the app's gamepad cursor) is the hand
        if self.hand.pad_wobble.pointer(self.ctx.seats.device_of(s.active) or "") is not None:
            return  # the app draws the pad's cursor, which the searcher's hand carries along the wobble
        from game.engine.input_cursor import draw_cursor

        draw_cursor(surface, (int(pos[0]), int(pos[1])), rgb)


    def _draw_wobble_trail(self, surface, pos, rgb) -> None:
        """The drifting hand leaves a wavy trail, so a still picture shows the wobble too."""
        from game.games.baba_yaga.wobble import wobble_offset

        now_dx, now_dy = wobble_offset(self.ctx.clock)
        for k in range(1, 7):
            dx, dy = wobble_offset(self.ctx.clock - k * 0.07)
            x, y = pos[0] - now_dx + dx, pos[1] - now_dy + dy
            r = max(3, 11 - k)
            shade = tuple(int(c * (1 - k / 8) + 40 * k / 8) for c in rgb)
            pygame.draw.circle(surface, shade, (int(x), int(y)), r)
        for side in (-1, 1):
            pts = [(pos[0] + side * (34 + 6 * math.sin(self.ctx.clock * 9 + i * 0.9)), pos[1] - 30 + i * 10)
                   for i in range(7)]
            pygame.draw.lines(surface, (200, 170, 255), False, pts, 4)


def table_decor() -> list[tuple[str, tuple[int, int, int, int]]]:
    """Lanterns, mushrooms and stones around the table, placed by levels/baba_yaga/table.tmx (positions in the
    map's tile units, scaled to our tiles). A missing or broken map only loses the decor."""
    try:
        from game.engine.levels import load_map

        m = load_map("baba_yaga", "table.tmx")
        objects = m.layer_objects("decor")
    except Exception:  # the decor is optional; the log says why
        log.warning("baba_yaga: table decor not loaded", exc_info=True)
        return []
    scale = L.PITCH / m.tile_width
    ox, oy, _, _ = L.cell_rect(0, 0)
    ox -= (L.PITCH - L.TILE) // 2
    oy -= (L.PITCH - L.TILE) // 2
    out = []
    for o in objects:
        if o.kind not in DECOR_KINDS:
            continue
        grow = DECOR_KINDS[o.kind]  # the map's boxes are small markers: the pictures grow around their centre
        w, h = int(o.width * scale * grow), int(o.height * scale * grow)
        cx, cy = ox + o.center[0] * scale, oy + o.center[1] * scale
        out.append((o.kind, (int(cx - w / 2), int(cy - h / 2), w, max(w, h))))
    return out


DECOR_KINDS = {"lantern": 2.4, "mushrooms": 2.0, "stone": 1.6}  # kind -> how much larger than its marker


def _shown_card_elements(s) -> tuple:
    card = s.turn.get("shown_card")
    return D.CARDS[card][0] if card is not None else ()
