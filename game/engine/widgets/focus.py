"""FocusGroup: which widget has the focus, and how every device moves it.

- up/down/left/right move the focus spatially (or, with nav="linear", up/down walk the widget list in order,
  which suits forms whose fields are laid out in columns); a focused Choice/Slider keeps left/right for itself;
- confirm activates the focused widget; back calls `on_back`;
- the mouse: hovering focuses, a press+release on the same widget activates, dragging drives a slider,
  right click = back, the wheel scrolls the group's viewport (if it has one);
- while a text field is being typed into it gets raw events and keyboard intents are swallowed."""
from __future__ import annotations

import pygame

from game.engine import intents as I
from game.engine import theme
from game.engine.widgets.base import Widget, play_sound

DIRECTIONS = {I.UP: (0, -1), I.DOWN: (0, 1), I.LEFT: (-1, 0), I.RIGHT: (1, 0)}


class FocusGroup:
    def __init__(self, app, widgets=(), on_back=None, nav: str = "spatial", viewport=None):
        self.app = app
        self.widgets: list[Widget] = []
        self.on_back = on_back
        self.nav = nav
        self.viewport = pygame.Rect(viewport) if viewport else None
        self.scroll_y = 0
        self.focused: Widget | None = None
        self.pressed: Widget | None = None
        self.show_focus = True
        self.time = 0.0
        self._layer: pygame.Surface | None = None  # draw_over's picture of the unfocused widgets
        self._layer_key = None
        for w in widgets:
            self.add(w)

    # membership ------------------------------------------------------------------------------------------
    def add(self, widget: Widget) -> Widget:
        widget.group = self
        self.widgets.append(widget)
        if self.focused is None and widget.can_focus:
            self.focused = widget
        return widget

    def set_widgets(self, widgets) -> None:
        """Replace the widgets (after a re-layout), keeping the focus on the same object if it stays."""
        old = self.focused
        if old is not None and old.editing:
            old.end_edit(commit=True)
        self.widgets = []
        self.focused = None
        for w in widgets:
            self.add(w)
        if old in self.widgets and old.can_focus:
            self.focused = old
        self.pressed = None
        self._ensure_visible()

    def play(self, name: str) -> None:
        play_sound(self.app, name)

    def focus(self, widget: Widget | None, sound: bool = False) -> None:
        if widget is self.focused or (widget is not None and not widget.can_focus):
            return
        if self.focused is not None and self.focused.editing:
            self.focused.end_edit(commit=True)
        self.focused = widget
        if sound and widget is not None:
            self.play("hover")
        self._ensure_visible()

    def fix_focus(self) -> None:
        """After widgets were disabled or hidden: move the focus to a widget that can take it."""
        if self.focused is None or not self.focused.can_focus or self.focused not in self.widgets:
            self.focused = next((w for w in self.widgets if w.can_focus), None)

    # geometry --------------------------------------------------------------------------------------------
    def screen_rect(self, widget: Widget) -> pygame.Rect:
        return widget.rect.move(0, -self.scroll_y) if self.viewport else widget.rect

    def widget_at(self, pos) -> Widget | None:
        if self.viewport and not self.viewport.collidepoint(pos):
            return None
        for w in reversed(self.widgets):
            if w.visible and self.screen_rect(w).collidepoint(pos):
                return w
        return None

    def _max_scroll(self) -> int:
        if not self.viewport or not self.widgets:
            return 0
        bottom = max(w.rect.bottom for w in self.widgets if w.visible)
        return max(0, bottom + 24 - self.viewport.bottom)

    def scroll(self, dy: int) -> bool:
        if not self.viewport:
            return False
        before = self.scroll_y
        self.scroll_y = min(self._max_scroll(), max(0, self.scroll_y + dy))
        return self.scroll_y != before

    def _ensure_visible(self) -> None:
        if not self.viewport or self.focused is None:
            return
        r = self.focused.rect
        top, bottom = self.viewport.top + 24, self.viewport.bottom - 24
        if r.top - self.scroll_y < top:
            self.scroll_y = max(0, r.top - top)
        elif r.bottom - self.scroll_y > bottom:
            self.scroll_y = min(self._max_scroll(), r.bottom - bottom)

    # moving the focus --------------------------------------------------------------------------------------
    def move(self, direction: str) -> bool:
        if self.focused is None:
            self.fix_focus()
            if self.focused is not None:
                self.play("hover")
            return self.focused is not None
        if self.nav == "linear" and direction in (I.UP, I.DOWN):
            target = self._linear(1 if direction == I.DOWN else -1)
        else:
            target = self._spatial(direction)
        if target is None:
            return False
        self.focus(target, sound=True)
        return True

    def _linear(self, step: int) -> Widget | None:
        i = self.widgets.index(self.focused)
        j = i + step
        while 0 <= j < len(self.widgets):
            if self.widgets[j].can_focus:
                return self.widgets[j]
            j += step
        return None

    def _spatial(self, direction: str) -> Widget | None:
        dx, dy = DIRECTIONS[direction]
        cur = self.focused.rect
        best, best_score = None, None
        for w in self.widgets:
            if w is self.focused or not w.can_focus:
                continue
            r = w.rect
            along = (r.centerx - cur.centerx) * dx + (r.centery - cur.centery) * dy
            if along <= 0:
                continue
            if dx:  # moving sideways: how far off the row is it?
                overlap = min(r.bottom, cur.bottom) - max(r.top, cur.top)
                across = 0 if overlap > 0 else abs(r.centery - cur.centery)
            else:
                overlap = min(r.right, cur.right) - max(r.left, cur.left)
                across = 0 if overlap > 0 else abs(r.centerx - cur.centerx)
            score = along + across * 3
            if best_score is None or score < best_score:
                best, best_score = w, score
        return best

    # input ---------------------------------------------------------------------------------------------
    def on_intent(self, intent: I.Intent) -> bool:
        """Route one intent; True if the group used it."""
        f = self.focused
        if f is not None and f.editing and f.edit_intent(intent):
            return True
        if intent.is_pointer:
            return self._pointer(intent)
        a = intent.action
        if a in DIRECTIONS:
            if f is not None and f.can_focus and f.on_intent(intent):
                return True
            return self.move(a)
        if a == I.CONFIRM:
            if f is None or not f.can_focus:
                self.fix_focus()
                return self.focused is not None
            f.activate(intent.device)
            return True
        if a == I.BACK:
            return self.back()
        return False

    def back(self) -> bool:
        if self.on_back is None:
            return False
        self.play("back")
        self.on_back()
        return True

    def _pointer(self, intent: I.Intent) -> bool:
        a, pos = intent.action, intent.pos
        if a == I.WHEEL:
            hovered = self.widget_at(pos) if pos else None
            if hovered is not None and hovered is self.focused and hovered.wheel(intent.button):
                return True
            return self.scroll(-intent.button * 90)
        if pos is None:
            return False
        hit = self.widget_at(pos)
        editing = self.focused is not None and self.focused.editing
        if a == I.POINTER_MOVE:
            if self.pressed is not None:
                self.pressed.pointer_drag(pos, self.screen_rect(self.pressed))
                return True
            if hit is not None and hit.can_focus and not editing:
                self.focus(hit, sound=True)
            return hit is not None
        if a == I.POINTER_DOWN:
            if intent.button == 3:
                return self.back()
            if intent.button not in (0, 1):
                return False
            if editing and hit is not self.focused:
                self.focused.end_edit(commit=True)
            if hit is None or not hit.can_focus:
                return hit is not None
            self.focus(hit)
            self.pressed = hit
            hit.pointer_down(pos, self.screen_rect(hit))
            return True
        if a == I.POINTER_UP:
            w, self.pressed = self.pressed, None
            if w is None:
                return False
            rect = self.screen_rect(w)
            w.pointer_up(pos, rect, rect.collidepoint(pos) and hit is w)
            return True
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        """Raw events: only a text field being typed into wants them."""
        f = self.focused
        return bool(f is not None and f.editing and f.handle_event(event))

    @property
    def editing(self) -> bool:
        return self.focused is not None and self.focused.editing

    # every frame ---------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        for w in self.widgets:
            w.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        clip = surface.get_clip()
        if self.viewport:
            surface.set_clip(self.viewport)
        for w in self.widgets:
            if w.visible:
                w.draw(surface, self.screen_rect(w), w is self.focused and self.show_focus, self.time)
        if self.show_focus and self.focused is not None and self.focused.visible:
            theme.draw_focus_ring(surface, self.screen_rect(self.focused), self.time)
        if self.viewport:
            surface.set_clip(clip)
            self._draw_scroll_hints(surface)

    def draw_over(self, surface: pygame.Surface, base: pygame.Surface, base_key) -> None:
        """`draw`, faster: the unfocused widgets are kept on a copy of `base` (the scene's still background,
        named by `base_key`) until one of them looks different (`Widget.look`) or the focus moves; a frame then
        blits that picture and draws only the focused widget. A group that scrolls, or a widget that must be
        drawn every frame (look() None), is drawn in full."""
        looks = None if self.viewport else [(w.look() if w.visible else ()) for w in self.widgets]
        if looks is None or any(look is None for look, w in zip(looks, self.widgets) if w is not self.focused):
            surface.blit(base, (0, 0))
            self.draw(surface)
            return
        focused = self.focused if self.show_focus else None
        key = (base_key, id(base), self.widgets.index(focused) if focused in self.widgets else -1,
               tuple(look for look, w in zip(looks, self.widgets) if w is not focused),
               tuple(tuple(w.rect) for w in self.widgets))
        if key != self._layer_key:
            layer = base.copy()
            for w in self.widgets:
                if w.visible and w is not focused:
                    w.draw(layer, self.screen_rect(w), False, self.time)
            self._layer, self._layer_key = layer, key
        surface.blit(self._layer, (0, 0))
        if focused is not None and focused.visible:
            focused.draw(surface, self.screen_rect(focused), True, self.time)
            theme.draw_focus_ring(surface, self.screen_rect(focused), self.time)

    def _draw_scroll_hints(self, surface) -> None:
        from game.engine.widgets.icons import draw_icon

        vp = self.viewport
        if self.scroll_y > 0:
            draw_icon(surface, "up", (vp.right - 30, vp.top + 20), 36, theme.GOLD)
        if self.scroll_y < self._max_scroll():
            draw_icon(surface, "down", (vp.right - 30, vp.bottom - 20), 36, theme.GOLD)
