"""The set-up screen's join panel for phones: a QR code of the room's link, the address in words with the
4-letter room code (it works only while this panel is shown), and every seat with the device that plays it, so
the family sees each phone arrive with its player's name. "Done" closes it; "Phones off" stops the server.
Problems (no home network, the port busy) are said here in one line, and the game goes on without phones."""
from __future__ import annotations

import logging

import pygame

from game.engine import text, theme
from game.engine.i18n import tr
from game.engine.scene import Scene
from game.engine.widgets import Button, FocusGroup, lazy_tr

log = logging.getLogger(__name__)

PANEL = pygame.Rect(140, 90, 1640, 900)
QR_RECT = pygame.Rect(200, 200, 600, 600)
INFO_X, INFO_W = 860, 880


def qr_surface(url: str, size: int) -> pygame.Surface | None:
    """The link as a QR code, dark on white with its quiet zone, `size` px square (None if segno is missing)."""
    try:
        import segno
    except ImportError:
        log.warning("segno is not installed: no QR code")
        return None
    qr = segno.make(url, error="m")
    rows = list(qr.matrix_iter(scale=1, border=4))
    n = len(rows)
    cell = max(1, size // n)
    side = cell * n
    pic = pygame.Surface((side, side))
    pic.fill((255, 255, 255))
    for y, row in enumerate(rows):
        for x, dark in enumerate(row):
            if dark:
                pic.fill((0, 0, 0), (x * cell, y * cell, cell, cell))
    return pic


class PhonesJoin(Scene):
    overlay = True
    uses_game_time = False
    notice_at = "top"

    def __init__(self, app, setup_scene):
        super().__init__(app)
        from game.engine.remote.phones import phones_of
        self.setup_scene = setup_scene
        self.phones = phones_of(app)
        self._qr: tuple[str, pygame.Surface | None] | None = None
        self.done = Button(pygame.Rect(1400, 850, 320, 100), lazy_tr("phones.done"), self.close, icon="check",
                           style="primary", sound="confirm")
        self.off = Button(pygame.Rect(1040, 850, 340, 100), lazy_tr("phones.off"), self.switch_off, icon="cross")
        self.group = FocusGroup(app, [self.done, self.off], on_back=self.close)
        self.group.focus(self.done)

    def enter(self) -> None:
        self.phones.set_join_open(True)

    def exit(self) -> None:
        self.phones.set_join_open(False)

    def close(self) -> None:
        self.phones.set_join_open(False)
        if self.app.top is self:
            self.app.pop()

    def switch_off(self) -> None:
        self.close()
        self.setup_scene.set_phones(False)

    def on_intent(self, intent) -> None:
        if intent.action == "pause" and not intent.repeat:
            self.close()
            return
        self.group.on_intent(intent)

    def handle(self, event) -> None:
        self.group.handle(event)

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        theme.dim(surface, 210)
        theme.draw_panel(surface, PANEL, theme.BG_TOP, border=theme.GOLD, border_width=4)
        server = self.phones.server
        x, y = INFO_X, PANEL.y + 50
        text.draw_text(surface, tr("phones.join.title"), (x, y), theme.HEADING, theme.GOLD_HI, bold=True,
                       max_width=INFO_W)
        y += 90
        if server is None:
            words = tr(self.phones.problem or "phones.starting")
            for line in text.wrap(words, theme.BODY, INFO_W):
                text.draw_text(surface, line, (x, y), theme.BODY, theme.DANGER if self.phones.problem else theme.TEXT)
                y += 52
        else:
            if self._qr is None or self._qr[0] != server.url:
                self._qr = (server.url, qr_surface(server.url, QR_RECT.w - 40))
            pic = self._qr[1]
            pygame.draw.rect(surface, (255, 255, 255), QR_RECT, border_radius=18)
            if pic is not None:
                surface.blit(pic, pic.get_rect(center=QR_RECT.center))
            for line in text.wrap(tr("phones.join.scan"), theme.BODY, INFO_W):
                text.draw_text(surface, line, (x, y), theme.BODY, theme.TEXT)
                y += 52
            y += 10
            for line in text.wrap(tr("phones.join.type", address=server.address, code=server.code), theme.BODY,
                                  INFO_W):
                text.draw_text(surface, line, (x, y), theme.BODY, theme.GOLD_HI, bold=True)
                y += 52
        y += 20
        self._draw_seats(surface, x, y)
        self.group.draw(surface)

    def _draw_seats(self, surface, x: int, y: int) -> None:
        """Each seat in play: its badge, its name and what plays it (a phone shows its player's name)."""
        from game.engine.menus import setup_model as model
        m = self.setup_scene.model
        step = min(64, max(44, (PANEL.bottom - 150 - y) // max(1, m.players)))
        for seat in m.active:
            cy = y + step // 2
            theme.draw_seat_badge(surface, seat.colour, (x + 22, cy), 20)
            what = model.kind_label(model.kind_of(seat)) if seat.is_bot else model.device_label(seat.device, self.app)
            text.draw_text(surface, f"{seat.name} · {what}", (x + 60, cy), theme.SMALL, theme.TEXT, anchor="midleft",
                           max_width=INFO_W - 60)
            y += step
