""""Get ready… 3, 2, 1" before every search at a table with a human: the witch waits and the search's game
time does not run (the scene holds the rules clock and the bots while it shows), so nobody's search starts
before they have found their keys. The searcher's device and keys are named under the count (table kit hint)."""
from __future__ import annotations

import pygame

from game.engine import text
from game.engine.i18n import tr
from game.engine.intents import CONFIRM, DOWN, LEFT, RIGHT, UP
from game.engine.table import countdown, devices
from game.engine.table import hint as H
from game.games.baba_yaga import hints
from game.games.baba_yaga import layout as L

SECONDS = 3.0
INK = (250, 244, 226)


class GetReady:
    """Counts down once per search turn (started from the scene's frame, on scene seconds)."""

    def __init__(self):
        self.until = -1.0
        self.turn_seen: int | None = None

    def watch(self, scene) -> None:
        """A new search at a table with a human: start counting (a resumed search counts down too)."""
        s = scene.state
        if s.phase != "search" or not scene.humans or scene.attract or s.turn_no == self.turn_seen:
            return
        self.turn_seen = s.turn_no
        self.until = scene.clock + SECONDS

    def active(self, scene) -> bool:
        return scene.state.phase == "search" and scene.clock < self.until

    def seconds_left(self, scene) -> float:
        return max(0.0, self.until - scene.clock)


def searcher_hint(scene) -> H.Hint:
    """The searcher's device and keys; the mouse (or a pad pointing) gets a sentence naming the device."""
    seat = scene.state.active
    if seat not in scene.humans:
        return H.Hint(sentence=tr("baba_yaga.ready.watch", name=scene.seat_name(seat)))
    device = scene.device_of(seat)
    inputs = scene.app.input
    words = hints.search_hint(device, inputs.action_label)
    sentence = tr("table.hint.device", device=devices.device_name(inputs, device)) + " " + words
    return H.for_device(inputs, device, (((UP, LEFT, DOWN, RIGHT), tr("baba_yaga.ready.move")),
                                         ((CONFIRM,), tr("baba_yaga.ready.turn"))), sentence)


def draw(surface: pygame.Surface, scene, ready: GetReady) -> None:
    """Over the board: the title, the ring counting 3, 2, 1 and the searcher's controls."""
    if not ready.active(scene):
        return
    cx, cy = L.BOARD_CX, L.BOARD_CY
    veil = pygame.Surface((760, 520), pygame.SRCALPHA)
    pygame.draw.rect(veil, (10, 12, 24, 215), veil.get_rect(), border_radius=28)
    surface.blit(veil, veil.get_rect(center=(cx, cy)))
    name = scene.seat_name(scene.state.active)
    text.draw_text(surface, tr("baba_yaga.ready.title", name=name), (cx, cy - 215), 48, INK, anchor="midtop",
                   bold=True, shadow=True, max_width=720)
    countdown.draw_ring(surface, (cx, cy - 30), 90, ready.seconds_left(scene), scene.clock, hurry_below=0)
    hint = searcher_hint(scene)
    width = 720
    rect = pygame.Rect(0, 0, min(width, H.widest_line(hint, width) + 2 * H.PAD_X), H.height(hint, width))
    rect.midtop = (cx, cy + 85)
    H.draw(surface, rect, hint)
