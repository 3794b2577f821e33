import pytest

from game.engine import i18n
from game.engine import intents as it
from game.engine.menus.settings_scene import SettingsScene


def make(app):
    scene = SettingsScene(app)
    app.push(scene)
    return scene


def test_language_switch_applies_at_once(app):
    scene = make(app)
    before = scene.static
    assert scene.group.focused is scene.language
    app.send(it.RIGHT, "pad:0")
    assert i18n.language() == "zh-TW"
    assert app.settings.get("language") == "zh-TW"
    assert scene.static is not before  # re-rendered in the new language
    assert scene.group.focused is scene.language  # and the focus stayed on the language row
    assert scene.language.value == "zh-TW" and scene.language.fmt("zh-TW") == "繁體中文"
    app.send(it.LEFT)
    assert i18n.language() == "en"


@pytest.mark.parametrize("key", ["master_volume", "music_volume", "effects_volume"])
def test_volumes_are_stored_and_heard_at_once(app, key):
    scene = make(app)
    slider = scene.sliders[key]
    scene.group.focus(slider)
    before = app.settings.get(key)
    app.send(it.LEFT)
    assert app.settings.get(key) == pytest.approx(before - 0.1)
    assert app.audio.applied == 1
    app.click((slider.track_rect(slider.rect).right, slider.rect.centery))
    assert app.settings.get(key) == pytest.approx(1.0) and app.audio.applied == 2


def test_fullscreen_and_witch_tempo(app):
    scene = make(app)
    scene.group.focus(scene.fullscreen)
    app.send(it.CONFIRM)
    assert app.settings.get("fullscreen") is False
    scene.group.focus(scene.game_settings["witch_tempo"])
    app.send(it.RIGHT)  # from the default, slow
    assert app.settings.get("witch_tempo") == "normal"
    app.send(it.RIGHT)
    assert app.settings.get("witch_tempo") == "fast"


def test_settings_read_the_current_values(app):
    app.settings.values.update(music_volume=0.3, fullscreen=False, witch_tempo="slow")
    scene = make(app)
    assert scene.sliders["music_volume"].value == pytest.approx(0.3)
    assert scene.fullscreen.value is False and scene.game_settings["witch_tempo"].value == "slow"


def test_back_and_escape_leave(app):
    below = make(app)
    make(app)
    app.send(it.BACK, "pad:0")
    assert app.top is below
    app.send(it.PAUSE, "kb_any")
    assert app.top is None


def test_every_row_reachable_with_down(app):
    scene = make(app)
    seen = [scene.group.focused]
    for _ in range(10):
        app.send(it.DOWN, "kb_numpad")
        if scene.group.focused is not seen[-1]:
            seen.append(scene.group.focused)
    assert seen == scene.group.widgets and seen[-1] is scene.back_button


def test_the_phones_row_is_the_set_up_screens_default(app):
    scene = make(app)
    assert scene.phones.value is False  # phones are off until a family asks for them
    scene.group.focus(scene.phones)
    app.send(it.CONFIRM)
    assert app.settings.get("phones") is True
    app.send(it.CONFIRM)
    assert app.settings.get("phones") is False


def test_every_row_fits_in_the_panel(app):
    from game.engine.menus.settings_scene import PANEL
    scene = make(app)
    rects = [w.rect for w in scene.group.widgets]
    assert all(PANEL.contains(r) for r in rects)
    assert all(a.bottom <= b.top for a, b in zip(rects, rects[1:]))  # no two rows overlap
