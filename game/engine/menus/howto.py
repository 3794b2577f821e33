"""How to play, with pictures: a game's walkthrough (3-6 pages: the goal, a turn, the special cases, how it
ends), each page a picture composed from the game's own art with arrows and labels and 1-3 short sentences,
then the full rules (RulesView). Reached from the set-up screen and the pause menu.

The pages are the game's (`GameInfo.howto_pages()`, game/games/<id>/howto.py, plain data from
game.core.howto_spec); this screen names no game. Left / right (keys, pad, wheel) turn the pages, confirm
presses the focused button (Next, focused at first), back / Esc leaves. A page's picture is drawn once per page
and language and kept."""
from __future__ import annotations

import logging
import math

import pygame

from game.core import howto_spec as HS
from game.engine import assets, i18n, text, theme
from game.engine import intents as I
from game.engine.i18n import tr
from game.engine.menus.base import MenuScene
from game.engine.widgets import Button, lazy_tr

log = logging.getLogger(__name__)

PICTURE_AT = (160, 118)  # the picture's top-left on the screen; its size is howto_spec.PICTURE
TEXT_TOP = PICTURE_AT[1] + HS.PICTURE[1] + 26
TEXT_BOTTOM = 930
SENTENCE_SIZE = 40
SENTENCE_MIN = 32
BUTTON_Y, BUTTON_H = 952, 96
ARROW_RGB = {"gold": (255, 200, 60), "white": (250, 246, 236), "red": (230, 70, 60), "green": (90, 200, 110)}
INK = (20, 18, 26)


def open_howto(app, game_id: str, rules_pages=(), config: dict | None = None) -> None:
    """How to play: the game's picture walkthrough (fitted to the chosen `config`), or straight its rules text when
    it has no walkthrough."""
    if HowToView._load_pages(app, game_id, config):
        app.push(HowToView(app, game_id, rules_pages, config))
    else:
        from game.engine.menus.rules_view import RulesView

        app.push(RulesView(app, game_id, tuple(rules_pages)))


class HowToView(MenuScene):
    def __init__(self, app, game_id: str, rules_pages=(), config: dict | None = None):
        self.game_id = game_id
        self.rules_pages = tuple(rules_pages)  # extra pages for the full rules after the walkthrough
        self.pages = self._load_pages(app, game_id, config)  # the config chosen (e.g. a scenario) fits the pages
        self.index = 0
        self._pictures: dict[tuple[int, str], pygame.Surface] = {}
        self._sentences: dict[tuple[int, str], tuple[list[str], int]] = {}
        super().__init__(app)

    @staticmethod
    def _load_pages(app, game_id: str, config: dict | None = None) -> tuple:
        try:
            return app.games.get(game_id).howto_pages(config)
        except Exception:  # a broken page module must not stop anyone from reading the rules
            log.exception("how-to pages of %s", game_id)
            return ()

    # layout ----------------------------------------------------------------------------------------------
    def build(self) -> None:
        last = self.index >= len(self.pages) - 1
        self.back_button = Button(pygame.Rect(60, BUTTON_Y, 300, BUTTON_H), lazy_tr("howto.back"), self.back,
                                  icon="back", sound="back")
        self.prev_button = Button(pygame.Rect(1140, BUTTON_Y, 340, BUTTON_H), lazy_tr("howto.previous"),
                                  self.previous, icon="left", enabled=self.index > 0)
        self.next_button = Button(pygame.Rect(1520, BUTTON_Y, 340, BUTTON_H),
                                  lazy_tr("howto.full_rules" if last else "howto.next"), self.next,
                                  icon="book" if last else "right", style="primary", sound="confirm")
        self.group.set_widgets([self.back_button, self.prev_button, self.next_button])
        self.group.focus(self.next_button)
        self.title = tr("howto.title", game=tr(f"game.{self.game_id}.title"))

    # actions ---------------------------------------------------------------------------------------------
    def show(self, index: int) -> None:
        index = max(0, min(len(self.pages) - 1, index))
        if index != self.index:
            self.index = index
            self.build()

    def next(self) -> None:
        if self.index >= len(self.pages) - 1:
            self.full_rules()
        else:
            self.show(self.index + 1)

    def previous(self) -> None:
        self.show(self.index - 1)

    def full_rules(self) -> None:
        from game.engine.menus.rules_view import RulesView

        self.app.pop()  # the rules take this screen's place: Back from them returns where the walkthrough began
        self.app.push(RulesView(self.app, self.game_id, self.rules_pages))

    def on_intent(self, intent: I.Intent) -> None:
        a = intent.action
        if a == I.RIGHT:
            self.next()
        elif a == I.LEFT:
            self.previous()
        elif a == I.WHEEL:
            self.show(self.index - intent.button)
        else:
            super().on_intent(intent)

    # drawing ---------------------------------------------------------------------------------------------
    def picture(self, index: int) -> pygame.Surface:
        key = (index, i18n.language())
        if key not in self._pictures:
            self._pictures[key] = render_picture(self.pages[index]) if self.pages else pygame.Surface(HS.PICTURE)
        return self._pictures[key]

    def sentences(self) -> tuple[list[str], int]:
        """The page's sentences wrapped, at the biggest size from 40 down to 32 px that fits the space."""
        key = (self.index, i18n.language())
        if key not in self._sentences:
            self._sentences[key] = self._wrap_sentences()
        return self._sentences[key]

    def _wrap_sentences(self) -> tuple[list[str], int]:
        if not self.pages:
            return text.wrap(tr("howto.none"), SENTENCE_SIZE, HS.PICTURE[0]), SENTENCE_SIZE
        words = [tr(k) for k in self.pages[self.index].lines]
        for size in range(SENTENCE_SIZE, SENTENCE_MIN - 1, -2):
            lines = [ln for w in words for ln in text.wrap(w, size, HS.PICTURE[0])]
            if len(lines) * line_height(size) <= TEXT_BOTTOM - TEXT_TOP:
                return lines, size
        return lines, SENTENCE_MIN

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.backdrop(surface.get_size(), veil=170), (0, 0))
        text.draw_text(surface, self.title, (PICTURE_AT[0], 22), theme.HEADING + 8, theme.GOLD_HI, bold=True,
                       shadow=True, max_width=900)
        if self.pages:
            head = tr(self.pages[self.index].title)
            count = tr("howto.page", n=self.index + 1, total=len(self.pages))
            text.draw_text(surface, f"{head}  ·  {count}", (1760, 40), theme.BODY, theme.TEXT_DIM,
                           anchor="topright", max_width=580)
        frame = pygame.Rect(PICTURE_AT, HS.PICTURE)
        theme.draw_panel(surface, frame.inflate(16, 16), (236, 226, 204), border=theme.GOLD)
        if self.pages:
            surface.blit(self.picture(self.index), PICTURE_AT)
        lines, size = self.sentences()
        theme.draw_panel(surface, pygame.Rect(PICTURE_AT[0] - 8, TEXT_TOP - 14, HS.PICTURE[0] + 16,
                                              len(lines) * line_height(size) + 24), theme.BG_TOP)
        y = TEXT_TOP
        for line in lines:
            text.draw_text(surface, line, (960, y), size, theme.TEXT, anchor="midtop", max_width=HS.PICTURE[0])
            y += line_height(size)
        self._draw_dots(surface)
        self.group.draw(surface)

    def _draw_dots(self, surface) -> None:
        n = len(self.pages)
        x0 = 760 - (n - 1) * 22
        for i in range(n):
            c = (x0 + i * 44, BUTTON_Y + BUTTON_H // 2)
            if i == self.index:
                pygame.draw.circle(surface, theme.GOLD_HI, c, 14)
            pygame.draw.circle(surface, theme.TEXT_DIM, c, 14, 3)


def line_height(size: int) -> int:
    return round(size * 1.4)


# the picture -----------------------------------------------------------------------------------------------
def render_picture(page: HS.Page) -> pygame.Surface:
    """The page's picture, drawn piece by piece in order on a transparent canvas."""
    surf = pygame.Surface(HS.PICTURE, pygame.SRCALPHA)
    for piece in page.picture:
        try:
            DRAW[type(piece)](surf, piece)
        except Exception:  # noqa: BLE001
            log.exception("how-to picture piece %r", piece)  # a missing picture leaves a gap, not a crash
    return surf


def _art(surf, p: HS.Art) -> None:
    size = (round(p.width), None) if not p.height else (None, round(p.height))
    img = assets.image(p.path, size)
    if p.angle:
        img = pygame.transform.rotozoom(img, p.angle, 1.0)
    if p.faded:
        img = img.copy()
        img.set_alpha(100)
    surf.blit(img, img.get_rect(center=(round(p.at[0]), round(p.at[1]))))


def _curve(p: HS.Arrow, steps: int = 24) -> list[tuple[float, float]]:
    (x0, y0), (x1, y1) = p.start, p.end
    length = math.hypot(x1 - x0, y1 - y0) or 1.0
    nx, ny = -(y1 - y0) / length, (x1 - x0) / length  # the left of the direction (screen y points down)
    cx, cy = (x0 + x1) / 2 + nx * p.bend, (y0 + y1) / 2 + ny * p.bend
    out = []
    for i in range(steps + 1):
        t = i / steps
        out.append(((1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t * t * x1,
                    (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t * t * y1))
    return out


def _arrow(surf, p: HS.Arrow) -> None:
    pts = _curve(p)
    (ax, ay), (bx, by) = pts[-3], pts[-1]
    d = math.hypot(bx - ax, by - ay) or 1.0
    ux, uy = (bx - ax) / d, (by - ay) / d
    head = 34
    base = (bx - ux * head, by - uy * head)
    wing = [(base[0] - uy * head * 0.62, base[1] + ux * head * 0.62), (bx, by),
            (base[0] + uy * head * 0.62, base[1] - ux * head * 0.62)]
    shaft = pts[:-2] + [base]
    rgb = ARROW_RGB.get(p.colour, ARROW_RGB["gold"])
    pygame.draw.lines(surf, INK, False, shaft, 16)
    for q in shaft:
        pygame.draw.circle(surf, INK, (round(q[0]), round(q[1])), 8)
    pygame.draw.polygon(surf, INK, _grow(wing, 5))
    pygame.draw.lines(surf, rgb, False, shaft, 9)
    for q in shaft[1:-1]:
        pygame.draw.circle(surf, rgb, (round(q[0]), round(q[1])), 4)
    pygame.draw.polygon(surf, rgb, wing)


def _grow(points, by: float):
    cx = sum(x for x, _ in points) / len(points)
    cy = sum(y for _, y in points) / len(points)
    out = []
    for x, y in points:
        d = math.hypot(x - cx, y - cy) or 1.0
        out.append((x + (x - cx) / d * by, y + (y - cy) / d * by))
    return out


def _label(surf, p: HS.Label) -> None:
    words = tr(p.key, **dict(p.args))
    size = max(HS.LABEL_MIN, p.size)
    ink = text.render(words, size, (255, 250, 236), bold=True)
    box = ink.get_rect().inflate(36, 14)
    setattr(box, p.anchor, (round(p.at[0]), round(p.at[1])))
    box.clamp_ip(surf.get_rect())
    pygame.draw.rect(surf, (30, 26, 36), box, border_radius=box.h // 2)
    pygame.draw.rect(surf, (255, 200, 60), box, 3, border_radius=box.h // 2)
    surf.blit(ink, ink.get_rect(center=box.center))


def _badge(surf, p: HS.Badge) -> None:
    theme.draw_seat_badge(surf, p.colour, (round(p.at[0]), round(p.at[1])), round(p.radius))


def _mark(surf, p: HS.Mark) -> None:
    x, y, r = p.at[0], p.at[1], p.size / 2
    if p.kind == "star":
        pts = [(x + math.cos(math.pi / 2 + i * math.pi / 5) * (r if i % 2 == 0 else r * 0.45),
                y - math.sin(math.pi / 2 + i * math.pi / 5) * (r if i % 2 == 0 else r * 0.45)) for i in range(10)]
        pygame.draw.polygon(surf, INK, _grow(pts, 5))
        pygame.draw.polygon(surf, (255, 206, 60), pts)
        return
    good = p.kind == "tick"
    pygame.draw.circle(surf, INK, (round(x), round(y)), round(r + 4))
    pygame.draw.circle(surf, (60, 170, 80) if good else (210, 60, 50), (round(x), round(y)), round(r))
    w = max(6, round(r / 4))
    if good:
        pygame.draw.lines(surf, (255, 255, 255), False, [(x - r * 0.5, y), (x - r * 0.12, y + r * 0.4),
                                                          (x + r * 0.5, y - r * 0.4)], w)
    else:
        k = r * 0.42
        pygame.draw.line(surf, (255, 255, 255), (x - k, y - k), (x + k, y + k), w)
        pygame.draw.line(surf, (255, 255, 255), (x - k, y + k), (x + k, y - k), w)


DRAW = {HS.Art: _art, HS.Arrow: _arrow, HS.Label: _label, HS.Badge: _badge, HS.Mark: _mark}


def demo_scene(app, seed: int = 1, moment=None):
    """The walkthrough of the first playable game (the tools' "howto" scene); `moment` = a page number."""
    view = HowToView(app, app.games.first().id)
    if moment is not None:
        view.show(int(moment) - 1)
    return view
