"""FocusGroup and widgets driven by keyboard intents, gamepad intents and the pointer."""
import pygame
import pytest

from game.engine import intents as it
from game.engine.widgets import Button, Choice, FocusGroup, Slider, TextField, Toggle

KEYBOARD, PAD = "kb_right", "pad:3"


def grid(app, nav="spatial"):
    """Two rows of three buttons: a b c / d e f."""
    clicked = []
    widgets = []
    for row, names in enumerate(("abc", "def")):
        for col, name in enumerate(names):
            widgets.append(Button(pygame.Rect(100 + col * 300, 100 + row * 200, 250, 100), name,
                                  on_click=lambda n=name: clicked.append(n)))
    group = FocusGroup(app, widgets, nav=nav)
    return group, {w.label: w for w in widgets}, clicked


def send(group, action, device=KEYBOARD, **kw):
    return group.on_intent(it.Intent(action, device, **kw))


@pytest.mark.parametrize("device", [KEYBOARD, "kb_left", "kb_numpad", PAD])
def test_directions_move_focus_spatially_from_any_device(app, device):
    group, w, clicked = grid(app)
    assert group.focused is w["a"]
    send(group, it.RIGHT, device)
    assert group.focused is w["b"]
    send(group, it.DOWN, device)
    assert group.focused is w["e"]
    send(group, it.LEFT, device)
    assert group.focused is w["d"]
    send(group, it.UP, device)
    assert group.focused is w["a"]
    send(group, it.CONFIRM, device)
    assert clicked == ["a"]


def test_no_move_past_the_edge_and_sounds_play(app):
    group, w, _ = grid(app)
    assert send(group, it.LEFT) is False
    assert group.focused is w["a"]
    send(group, it.RIGHT)
    assert app.audio.played[-1] == "hover"
    send(group, it.CONFIRM)
    assert app.audio.played[-1] == "click"


def test_linear_navigation_walks_the_list(app):
    group, w, _ = grid(app, nav="linear")
    send(group, it.DOWN)
    assert group.focused is w["b"]  # the next widget in order, not the one below
    send(group, it.UP)
    assert group.focused is w["a"]
    send(group, it.RIGHT)  # sideways stays spatial
    assert group.focused is w["b"]


def test_disabled_widgets_are_skipped(app):
    group, w, _ = grid(app)
    w["b"].enabled = False
    send(group, it.RIGHT)
    assert group.focused is w["c"]


def test_back_calls_the_callback(app):
    backs = []
    group, _, _ = grid(app)
    group.on_back = lambda: backs.append(1)
    send(group, it.BACK, PAD)
    assert backs == [1] and app.audio.played[-1] == "back"


def test_pointer_hover_focuses_and_click_activates(app):
    group, w, clicked = grid(app)
    send(group, it.POINTER_MOVE, it.MOUSE, pos=w["f"].rect.center)
    assert group.focused is w["f"]
    send(group, it.POINTER_DOWN, it.MOUSE, pos=w["e"].rect.center, button=1)
    send(group, it.POINTER_UP, it.MOUSE, pos=w["e"].rect.center, button=1)
    assert clicked == ["e"]


def test_press_then_release_elsewhere_does_not_activate(app):
    group, w, clicked = grid(app)
    send(group, it.POINTER_DOWN, it.MOUSE, pos=w["a"].rect.center, button=1)
    send(group, it.POINTER_UP, it.MOUSE, pos=w["f"].rect.center, button=1)
    assert clicked == []
    # a release without a press (the click that opened this menu) does nothing either
    send(group, it.POINTER_UP, it.MOUSE, pos=w["a"].rect.center, button=1)
    assert clicked == []


def test_right_click_is_back(app):
    backs = []
    group, _w, _ = grid(app)
    group.on_back = lambda: backs.append(1)
    send(group, it.POINTER_DOWN, it.MOUSE, pos=(5, 5), button=3)
    assert backs == [1]


def test_wheel_scrolls_a_viewport_and_focus_scrolls_into_view(app):
    buttons = [Button(pygame.Rect(0, 100 + i * 120, 300, 100), str(i)) for i in range(12)]
    group = FocusGroup(app, buttons, viewport=pygame.Rect(0, 80, 400, 500))
    send(group, it.WHEEL, it.MOUSE, pos=(100, 300), button=-1)
    assert group.scroll_y > 0
    scrolled = group.scroll_y
    send(group, it.WHEEL, it.MOUSE, pos=(100, 300), button=1)
    assert group.scroll_y < scrolled
    for _ in range(11):
        send(group, it.DOWN)
    assert group.focused is buttons[-1]
    assert group.viewport.contains(group.screen_rect(buttons[-1]))
    # hit testing follows the scroll
    assert group.widget_at(group.screen_rect(buttons[-1]).center) is buttons[-1]


def test_choice_cycles_with_left_right_and_keeps_focus(app):
    seen = []
    ch = Choice(pygame.Rect(0, 0, 600, 90), "Mode", ["a", "b", "c"], "a", on_change=seen.append)
    other = Button(pygame.Rect(700, 0, 200, 90), "x")
    group = FocusGroup(app, [ch, other])
    send(group, it.RIGHT, PAD)
    send(group, it.RIGHT, PAD)
    assert group.focused is ch and ch.value == "c" and seen == ["b", "c"]
    send(group, it.RIGHT, PAD)  # wraps
    assert ch.value == "a"
    send(group, it.LEFT)
    assert ch.value == "c"


def test_clamped_choice_stops_at_its_ends(app):
    ch = Choice(pygame.Rect(0, 0, 600, 90), "Players", [2, 3, 4], 4, wrap=False)
    group = FocusGroup(app, [ch])
    send(group, it.RIGHT)
    assert ch.value == 4 and app.audio.played[-1] == "back"
    send(group, it.LEFT)
    assert ch.value == 3


def test_choice_arrows_respond_to_clicks(app):
    ch = Choice(pygame.Rect(0, 0, 600, 90), "Mode", ["a", "b", "c"], "b")
    group = FocusGroup(app, [ch])
    left, right = ch.arrow_rects(ch.rect)
    for pos in (right.center,):
        send(group, it.POINTER_DOWN, it.MOUSE, pos=pos, button=1)
        send(group, it.POINTER_UP, it.MOUSE, pos=pos, button=1)
    assert ch.value == "c"
    send(group, it.POINTER_DOWN, it.MOUSE, pos=left.center, button=1)
    send(group, it.POINTER_UP, it.MOUSE, pos=left.center, button=1)
    assert ch.value == "b"


def test_choice_skip_hides_taken_values(app):
    ch = Choice(pygame.Rect(0, 0, 600, 90), None, ["red", "blue", "green"], "red", skip=lambda v: v == "blue")
    group = FocusGroup(app, [ch])
    send(group, it.RIGHT)
    assert ch.value == "green"


def test_slider_steps_with_intents_and_follows_drag(app):
    seen = []
    s = Slider(pygame.Rect(0, 0, 900, 90), "Volume", 0.5, on_change=seen.append)
    group = FocusGroup(app, [s])
    send(group, it.RIGHT, PAD)
    assert s.value == pytest.approx(0.6)
    send(group, it.LEFT)
    send(group, it.LEFT)
    assert s.value == pytest.approx(0.4)
    track = s.track_rect(s.rect)
    send(group, it.POINTER_DOWN, it.MOUSE, pos=(track.right, track.centery), button=1)
    assert s.value == pytest.approx(1.0)
    send(group, it.POINTER_MOVE, it.MOUSE, pos=(track.x, track.centery))
    assert s.value == pytest.approx(0.0)
    send(group, it.POINTER_UP, it.MOUSE, pos=(track.x, track.centery), button=1)
    send(group, it.POINTER_MOVE, it.MOUSE, pos=(track.centerx, track.centery))
    assert s.value == pytest.approx(0.0)  # no longer dragging
    assert seen[-1] == pytest.approx(0.0)


def test_toggle_flips_on_confirm_and_sets_with_left_right(app):
    seen = []
    t = Toggle(pygame.Rect(0, 0, 600, 90), "Full screen", True, on_change=seen.append)
    group = FocusGroup(app, [t])
    send(group, it.CONFIRM, PAD)
    assert t.value is False
    send(group, it.RIGHT)
    assert t.value is True
    send(group, it.RIGHT)
    assert seen == [False, True]


def _type(group, text):
    group.handle(pygame.event.Event(pygame.TEXTINPUT, text=text))


def test_text_field_typing_swallows_keyboard_zone_intents(app):
    seen = []
    field = TextField(pygame.Rect(0, 0, 500, 90), None, "Mia", on_change=seen.append)
    below = Button(pygame.Rect(0, 200, 500, 90), "below")
    group = FocusGroup(app, [field, below])
    send(group, it.CONFIRM, KEYBOARD, key=pygame.K_RETURN)
    assert field.editing
    group.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    # typing "wasd " produces kb_left intents too: they must not move the focus or confirm
    for key, action in ((pygame.K_w, it.UP), (pygame.K_s, it.DOWN), (pygame.K_SPACE, it.CONFIRM)):
        send(group, action, "kb_left", key=key)
    _type(group, "x ws")
    assert group.focused is field and field.editing
    send(group, it.CONFIRM, KEYBOARD, key=pygame.K_RETURN)
    assert not field.editing
    assert field.value == "Mix ws" and seen == ["Mix ws"]
    send(group, it.DOWN)
    assert group.focused is below


def test_text_field_escape_cancels_and_empty_is_refused(app):
    field = TextField(pygame.Rect(0, 0, 500, 90), None, "Leo")
    group = FocusGroup(app, [field])
    field.begin_edit()
    _type(group, "nardo")
    send(group, it.PAUSE, "kb_any")
    assert field.value == "Leo"
    field.begin_edit()
    for _ in range(3):
        group.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    send(group, it.CONFIRM, KEYBOARD, key=pygame.K_RETURN)
    assert field.value == "Leo"


def test_text_field_filters_and_limits(app):
    field = TextField(pygame.Rect(0, 0, 500, 90), None, "1", allowed=str.isdigit, max_len=4)
    group = FocusGroup(app, [field])
    field.begin_edit()
    _type(group, "2a3b45")
    send(group, it.CONFIRM, KEYBOARD, key=pygame.K_KP_ENTER)
    assert field.value == "1234"


def test_gamepad_players_cycle_suggested_names(app):
    field = TextField(pygame.Rect(0, 0, 500, 90), None, "Mia", suggestions=["Mia", "Leo", "Ada"])
    group = FocusGroup(app, [field])
    send(group, it.RIGHT, PAD)
    assert field.value == "Leo"
    send(group, it.CONFIRM, PAD)
    assert field.value == "Ada" and not field.editing
    send(group, it.LEFT, PAD)
    assert field.value == "Leo"


def test_click_elsewhere_finishes_typing(app):
    field = TextField(pygame.Rect(0, 0, 500, 90), None, "Kai")
    other = Button(pygame.Rect(0, 200, 500, 90), "other")
    group = FocusGroup(app, [field, other])
    send(group, it.POINTER_DOWN, it.MOUSE, pos=field.rect.center, button=1)
    send(group, it.POINTER_UP, it.MOUSE, pos=field.rect.center, button=1)
    assert field.editing
    _type(group, "a")
    send(group, it.POINTER_DOWN, it.MOUSE, pos=other.rect.center, button=1)
    assert not field.editing and field.value == "Kaia" and group.focused is other


def test_widgets_draw(app):
    surf = pygame.display.get_surface()
    widgets = [Button(pygame.Rect(0, 0, 400, 96), "Play", icon="play", style="primary"),
               Toggle(pygame.Rect(0, 100, 800, 96), "Full screen", False),
               Slider(pygame.Rect(0, 200, 800, 96), "Music", 0.3),
               Choice(pygame.Rect(0, 300, 800, 96), "Mode", ["a"], "a"),
               TextField(pygame.Rect(0, 400, 800, 96), "Name", "Zoe", suggestions=["Zoe"])]
    group = FocusGroup(app, widgets)
    surf.fill((0, 0, 0))
    group.update(0.1)
    group.draw(surf)
    assert surf.get_at(widgets[0].rect.center)[:3] != (0, 0, 0)


def test_text_field_refuses_characters_the_font_cannot_draw(app, monkeypatch):
    from game.engine import text

    monkeypatch.setattr(text, "supports", lambda ch: ch != "☃", raising=False)
    field = TextField(pygame.Rect(0, 0, 500, 90), None, "A")
    group = FocusGroup(app, [field])
    field.begin_edit()
    _type(group, "b☃c")
    field.end_edit()
    assert field.value == "Abc"
