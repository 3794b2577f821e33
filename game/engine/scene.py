"""The scene base class. The app keeps a stack of scenes (push / pop / replace); only the top one gets
input and updates, but scenes below may still draw (a pause menu over a frozen game)."""
from __future__ import annotations

import pygame

LOGICAL_SIZE = (1920, 1080)  # every scene draws on this canvas; the window scales it with aspect kept


class Scene:
    #: True if the scene below should be drawn first (overlays: pause menu, curtain, dialogs)
    overlay = False
    #: game time runs in this scene (paused on focus loss); menus may leave it False
    uses_game_time = True
    notice_at = "bottom"   # where the app shows notices over this scene: "bottom", "top" or a y (keep buttons clear)
    #: where the app's round mouse pause button sits over this scene (None: no button; see pause_button.py)
    pause_button_at: tuple[int, int] | None = None
    #: True: the pause button is always shown; False: only while the pointer moves
    pause_button_always = False
    #: quitting keeps this scene's progress in Continue (games); False for a developer scene that saves nothing,
    #: so the pause menu never claims a save that does not exist
    saves_progress = True
    #: the table phones join (game/engine/remote/phones.py): None (not this scene: the phones look further down
    #: the stack), "setup" (seats being chosen: the scene answers phone_seats, phone_take, phone_rename and
    #: phone_leave) or "game" (a GameScene in play: seats, screens and pulls from its setup, rules and state)
    phone_table: str | None = None

    def __init__(self, app):
        self.app = app

    # life cycle -----------------------------------------------------------------
    def enter(self) -> None:
        """Pushed onto the stack (or replaced another)."""

    def exit(self) -> None:
        """Popped or replaced: free what you hold, save what must be saved."""

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene on top was popped: this one is on top again."""

    # every frame ----------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """A raw pygame event; mouse positions are already in logical (1920x1080) coordinates, and clicks on
        the letterbox bars never arrive."""

    def on_intent(self, intent) -> None:
        """A device-level intent (see engine/intents.py): up/down/left/right/confirm/back/act1-4/pointer,
        tagged with the device and the seat it belongs to."""

    def update(self, dt: float) -> None:
        """dt in seconds, capped by the app so a stall never teleports anything."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw on the 1920x1080 logical surface."""

    # what the app asks the scene (declared here, so nothing is looked up by name) -----------------------------
    def quit_note(self) -> str | None:
        """The pause menu's quit question: what quitting keeps of this scene's game (None: the general
        "your game is saved")."""
        return None

    def seat_name(self, seat: int | None) -> str | None:
        """The player at a seat (the unplugged-gamepad prompt names them), or None."""
        return None

    def seat_colour(self, seat: int | None) -> str | None:
        """The seat's colour name (theme.SEAT_RGB), or None."""
        return None

    def cursor_colour(self, device: str, seat: int | None):
        """The colour of a gamepad's drawn cursor (RGB), or None for the app's default."""
        return None

    # helpers for tools -----------------------------------------------------------
    def bench_update(self, dt: float) -> None:
        """Called by `python -m game bench` instead of input: drive the scene (bots play) for a frame."""
        self.update(dt)
