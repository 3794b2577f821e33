"""The widget base class and small helpers shared by every widget.

A widget owns a `rect` (in its FocusGroup's content coordinates) and draws itself into the screen rect the
group hands it. Labels are a string or a zero-argument callable (so a language switch re-translates them)."""
from __future__ import annotations

import logging

import pygame

from game.engine import intents as I

log = logging.getLogger(__name__)


def label_text(label) -> str:
    """A widget label: a callable (re-evaluated every draw) or a plain string."""
    if label is None:
        return ""
    return label() if callable(label) else str(label)


def lazy_tr(key: str, **kwargs):
    """`lazy_tr("title.quit")` -> a label that translates itself whenever it is drawn."""
    from game.engine.i18n import tr

    return lambda: tr(key, **kwargs)


def play_sound(app, name: str) -> None:
    """UI sounds are a nicety: a missing audio object or sound never breaks a menu."""
    if app is None:  # a widget drawn outside a running app (a test of the widget alone)
        return
    try:
        app.audio.play(name)
    except Exception:  # a sound must never crash the menu
        log.debug("sound %s failed", name, exc_info=True)


def is_keyboard(device: str | None) -> bool:
    return bool(device) and device.startswith("kb_")


def is_pad(device: str | None) -> bool:
    return bool(device) and device.startswith("pad:")


class Widget:
    focusable = True

    def __init__(self, rect, enabled: bool = True):
        self.rect = pygame.Rect(rect)
        self.enabled = enabled
        self.visible = True
        self.group = None  # set by FocusGroup.add

    # state ---------------------------------------------------------------------------------------------
    @property
    def can_focus(self) -> bool:
        return self.focusable and self.visible and self.enabled

    @property
    def editing(self) -> bool:
        """True while the widget captures raw input (a text field being typed into)."""
        return False

    def end_edit(self, commit: bool = True) -> None:
        pass

    def sound(self, name: str) -> None:
        if self.group is not None:
            self.group.play(name)

    # input ---------------------------------------------------------------------------------------------
    def on_intent(self, intent: I.Intent) -> bool:
        """Directional intents a focused widget wants for itself (left/right on a Choice). True = consumed."""
        return False

    def activate(self, device: str | None = None) -> None:
        """Confirm pressed (or the widget clicked)."""

    def edit_intent(self, intent: I.Intent) -> bool:
        """While editing: intents the widget swallows (typing on a keyboard zone must not move the focus)."""
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Raw pygame events (text input). True = consumed."""
        return False

    def pointer_down(self, pos, rect: pygame.Rect) -> None:
        pass

    def pointer_drag(self, pos, rect: pygame.Rect) -> None:
        pass

    def pointer_up(self, pos, rect: pygame.Rect, inside: bool) -> None:
        if inside:
            self.activate("mouse")

    def wheel(self, step: int) -> bool:
        return False

    # every frame ---------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, focused: bool, t: float) -> None:
        pass

    def look(self) -> tuple | None:
        """Everything the widget shows when not focused, as a hashable value (its group keeps a picture of the
        unfocused widgets and draws it again only when a look changes); None: draw it every frame."""
        return None
