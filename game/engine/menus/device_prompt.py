"""Asked when a seat's gamepad is unplugged: "Gamepad for Mia was unplugged — press a button on the device
that takes this seat"; when the seat's device is a phone: "Mia's phone is away — open the link again on Mia's
phone, or press a button on another device". The first button from a free device (not playing for another
seat) takes the seat; the phone coming back takes it too."""
from __future__ import annotations

import logging
import sys

import pygame

from game.engine import intents as I
from game.engine import text, theme
from game.engine.i18n import tr
from game.engine.scene import Scene
from game.engine.widgets import draw_icon, play_sound

log = logging.getLogger(__name__)

IGNORED = {I.POINTER_MOVE, I.WHEEL, I.HANDICAP, "release", "device_added", "device_lost", "device_removed"}
NOT_A_SEAT_DEVICE = {"kb_any"}  # Esc / Pause belong to no zone


class DevicePrompt(Scene):
    overlay = True
    uses_game_time = False

    def __init__(self, app, seat: int, player_name: str, on_done=None, colour: str | None = None):
        super().__init__(app)
        self.seat = seat
        self.player_name = player_name
        self.on_done = on_done
        self.colour = colour
        self.refused_by: str | None = None
        self.done = False
        self.was_lost = seat in app.input.lost_seats()
        lost = app.input.lost_device(seat) or ""
        remote = sys.modules.get("game.engine.remote.phones")  # loaded once any phone joined (not imported here:
        left = remote.LEFT if remote is not None else ""       # it brings the web server along)
        self.phone = I.is_phone(lost) or bool(left) and I.is_phone(lost.removeprefix(left))

    def _owner(self, intent: I.Intent):
        return self.app.input.seat_of(intent.device)

    def on_intent(self, intent: I.Intent) -> None:
        if self.done or intent.action in IGNORED or not intent.device or intent.device in NOT_A_SEAT_DEVICE:
            return
        owner = self._owner(intent)
        if owner is not None and owner != self.seat:
            self.refused_by = intent.device
            play_sound(self.app, "back")
            return
        self.take(intent.device)

    def update(self, dt: float) -> None:
        if not self.done and self.was_lost and self.seat not in self.app.input.lost_seats():  # its device is back
            self.done = True
            self.app.pop()

    def take(self, device: str) -> None:
        self.app.input.rebind_lost(self.seat, device)
        self.done = True
        play_sound(self.app, "confirm")
        self.app.pop()
        if self.on_done:
            self.on_done(device)

    def words(self) -> tuple[str, str]:
        """(heading, what to do), both translated: a phone's seat is asked to open the link again."""
        if self.phone:
            return tr("device.phone_lost", name=self.player_name), tr("device.phone_press", name=self.player_name)
        return tr("device.lost", name=self.player_name), tr("device.press")

    def draw(self, surface: pygame.Surface) -> None:
        theme.dim(surface, 200)
        width = 1300
        lines = text.wrap(self.words()[1], theme.BODY, width - 140)
        line_h = text.render("Ag", theme.BODY, theme.TEXT).get_height()
        head_h = text.render("Ag", theme.HEADING, theme.TEXT, bold=True).get_height()
        heads = text.wrap(self.words()[0], theme.HEADING, width - 140, bold=True)
        extra = line_h + 20 if self.refused_by else 0
        height = 40 + 140 + len(heads) * head_h + 20 + len(lines) * line_h + extra + 50
        panel = pygame.Rect(0, 0, width, height)
        panel.center = (960, 540)
        theme.draw_panel(surface, panel, theme.BG_TOP, border=theme.GOLD, border_width=4)
        y = panel.y + 40
        at = (960 - (60 if self.colour else 0), y + 60)
        if self.phone:
            draw_phone(surface, at, 120)
        else:
            draw_icon(surface, "gamepad", at, 120, theme.TEXT)
        if self.colour:
            theme.draw_seat_badge(surface, self.colour, (960 + 80, y + 60), 40)
        y += 140
        for line in heads:
            text.draw_text(surface, line, (960, y), theme.HEADING, theme.GOLD_HI, anchor="midtop", bold=True,
                           max_width=width - 80)
            y += head_h
        y += 20
        for line in lines:
            text.draw_text(surface, line, (960, y), theme.BODY, theme.TEXT, anchor="midtop", max_width=width - 80)
            y += line_h
        if self.refused_by:
            text.draw_text(surface, tr("device.taken"), (960, y + 20), theme.BODY, theme.DANGER, anchor="midtop",
                           max_width=width - 80)


def draw_phone(surface: pygame.Surface, center, size: int) -> None:
    """A phone: a tall rounded body with its screen."""
    body = pygame.Rect(0, 0, int(size * 0.55), size)
    body.center = center
    pygame.draw.rect(surface, theme.TEXT, body, border_radius=int(size * 0.1))
    pygame.draw.rect(surface, theme.BG_TOP, body.inflate(-int(size * 0.12), -int(size * 0.26)),
                     border_radius=int(size * 0.04))
