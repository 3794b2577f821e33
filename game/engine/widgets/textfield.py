"""TextField: a short editable text (a player's name, a seed).

Confirm (keyboard) or a click starts typing: pygame TEXTINPUT events add characters, Backspace removes the
last one, Enter finishes, Esc cancels. While typing, keyboard-zone intents are swallowed so WASD or Space
type letters instead of moving the focus. Gamepad players never need a keyboard: left/right (and confirm)
cycle through `suggestions` (default names)."""
from __future__ import annotations

import pygame

from game.engine import intents as I
from game.engine import text, theme
from game.engine.widgets.base import Widget, is_keyboard, is_pad, label_text
from game.engine.widgets.button import draw_body
from game.engine.widgets.icons import draw_icon

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


def _drawable(ch: str) -> bool:
    """Only characters the game's font can draw (a name typed with an IME could hold others: they'd be boxes)."""
    return bool(text.supports(ch))


class TextField(Widget):
    def __init__(self, rect, label, value: str, on_change=None, max_len: int = 14, allowed=None,
                 suggestions=None, label_width: float = 0.0, text_size: int = theme.BODY, placeholder=None):
        super().__init__(rect)
        self.label = label
        self.placeholder = placeholder  # shown dim while the field is empty: a label that leaves the value room
        self.value = str(value)
        self.on_change = on_change
        self.max_len = max_len
        self.allowed = allowed  # fn(char) -> bool; None = any printable
        self.suggestions = suggestions  # list or fn() -> list of values left/right cycle through
        self.label_width = label_width if label else 0.0
        self.text_size = text_size
        self._editing = False
        self._before = self.value
        self._blink = 0.0

    @property
    def editing(self) -> bool:
        return self._editing

    def _suggestions(self) -> list[str]:
        s = self.suggestions() if callable(self.suggestions) else self.suggestions
        return list(s or [])

    def set_value(self, value: str, notify: bool = True) -> None:
        value = str(value)[: self.max_len]
        if value != self.value:
            self.value = value
            if notify and self.on_change:
                self.on_change(value)

    # editing ---------------------------------------------------------------------------------------------
    def begin_edit(self) -> None:
        if self._editing:
            return
        self._editing = True
        self._before = self.value
        self._blink = 0.0
        self.sound("click")
        self._text_mode(True)

    def end_edit(self, commit: bool = True) -> None:
        if not self._editing:
            return
        self._editing = False
        self._text_mode(False)
        if not commit or not self.value.strip():
            self.value = self._before  # an empty name or seed is never accepted
        else:
            self.value = self.value.strip()
        self.sound("confirm" if commit else "back")
        if self.value != self._before and self.on_change:
            self.on_change(self.value)

    def _text_mode(self, on: bool) -> None:
        """Ask SDL for TEXTINPUT events, and the input layer to stop turning typed letters into intents."""
        try:
            if on:
                pygame.key.start_text_input()
            else:
                pygame.key.stop_text_input()
        except pygame.error:
            pass
        app = self.group.app if self.group is not None else None
        if app is not None:  # a field shown outside a running app (a test of the widget alone) has no input
            app.input.set_text_mode(on)

    def handle_event(self, event) -> bool:
        if not self._editing:
            return False
        if event.type == pygame.TEXTINPUT:
            for ch in event.text:
                if len(self.value) >= self.max_len:
                    break
                if ch.isprintable() and (self.allowed is None or self.allowed(ch)) and _drawable(ch):
                    self.value += ch
            self._blink = 0.0
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self.value = self.value[:-1]
            self._blink = 0.0
            return True
        return event.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTEDITING)

    def edit_intent(self, intent) -> bool:
        """Swallow every intent while typing; Enter / a gamepad button finishes, Esc cancels."""
        if intent.is_pointer:
            return False  # the group decides (a click elsewhere finishes)
        if intent.action == I.PAUSE:
            self.end_edit(commit=False)
        elif intent.action == I.CONFIRM:
            if not is_keyboard(intent.device) or intent.key is None or intent.key in ENTER_KEYS:
                self.end_edit(commit=True)
        elif intent.action == I.BACK and not is_keyboard(intent.device):
            self.end_edit(commit=True)
        return True

    # navigation when not typing ------------------------------------------------------------------------
    def cycle(self, step: int) -> bool:
        options = self._suggestions()
        if not options:
            return False
        i = options.index(self.value) if self.value in options else (-1 if step > 0 else 0)
        self.set_value(options[(i + step) % len(options)])
        self.sound("click")
        return True

    def on_intent(self, intent) -> bool:
        if intent.action in (I.LEFT, I.RIGHT) and self._suggestions():
            return self.cycle(-1 if intent.action == I.LEFT else 1)
        return False

    def activate(self, device=None) -> None:
        if is_pad(device) and self._suggestions():
            self.cycle(1)  # no keyboard in hand: pick the next suggested name
        else:
            self.begin_edit()

    def arrow_rects(self, rect):
        box = self.box_rect(rect)
        return (pygame.Rect(box.x, box.y, 52, box.h), pygame.Rect(box.right - 52, box.y, 52, box.h))

    def box_rect(self, rect) -> pygame.Rect:
        lw = int(rect.w * self.label_width)
        return pygame.Rect(rect.x + lw, rect.y, rect.w - lw, rect.h)

    def pointer_up(self, pos, rect, inside) -> None:
        if not inside:
            return
        if self._suggestions() and not self._editing:
            left, right = self.arrow_rects(rect)
            if left.collidepoint(pos):
                self.cycle(-1)
                return
            if right.collidepoint(pos):
                self.cycle(1)
                return
        self.begin_edit()

    def update(self, dt: float) -> None:
        self._blink += dt

    def look(self):
        if self._editing:
            return None  # the cursor blinks
        return ("text", label_text(self.label), self.value, bool(self._suggestions()))

    def draw(self, surface, rect, focused, t):
        draw_body(surface, rect, focused or self._editing)
        box = self.box_rect(rect)
        if self.label_width:
            text.draw_text(surface, label_text(self.label), (rect.x + 28, rect.centery), self.text_size,
                           theme.TEXT, anchor="midleft", max_width=box.x - rect.x - 40)
        inner = box.inflate(-16, -16)
        if self._editing:
            pygame.draw.rect(surface, theme.INK, inner, border_radius=14)
            pygame.draw.rect(surface, theme.GOLD, inner, 3, border_radius=14)
        show_arrows = bool(self._suggestions()) and not self._editing
        pad = 56 if show_arrows else 18
        if show_arrows:
            left, right = self.arrow_rects(rect)
            ink = theme.GOLD if focused else theme.TEXT_DIM
            size = min(34, rect.h - 30)
            draw_icon(surface, "left", left.center, size, ink)
            draw_icon(surface, "right", right.center, size, ink)
        avail = box.w - pad * 2
        if self.placeholder and not self.value and not self._editing:
            text.draw_text(surface, label_text(self.placeholder), box.center, self.text_size, theme.TEXT_DIM,
                           anchor="center", max_width=avail)
        drawn = text.draw_text(surface, self.value, (box.centerx, box.centery), self.text_size, theme.TEXT,
                               anchor="center", bold=True, max_width=avail)
        if self._editing and int(self._blink * 2) % 2 == 0:
            x = drawn.right + 4 if self.value else box.centerx
            pygame.draw.line(surface, theme.GOLD_HI, (x, box.centery - self.text_size // 2),
                             (x, box.centery + self.text_size // 2), 4)
