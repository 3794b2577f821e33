"""A notice already on screen follows a language switch made in Settings (it keeps its i18n key and params)."""
import pytest

from game.app import App
from game.engine import i18n
from game.engine.i18n import LiveText, retranslate, tr, tr_live
from game.engine.menus.title import TitleScene
from tests.fakes import FakeApp


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLE_TALES_HOME", str(tmp_path))
    a = App(headless=True, lang="en")
    yield a
    a.shutdown()
    i18n.set_language("en")


def test_live_text_is_the_same_string_and_translates_again():
    i18n.set_language("en")
    text = tr_live("title.coming_soon_notice", game=tr_live("game.kragmortha.title"))
    assert isinstance(text, str) and text == tr("title.coming_soon_notice", game=tr("game.kragmortha.title"))
    i18n.set_language("zh-TW")
    try:
        again = retranslate(text)
        assert isinstance(again, LiveText)
        assert again == tr("title.coming_soon_notice", game=tr("game.kragmortha.title"))  # the name too
        assert "搗蛋大法師" in again
        assert retranslate("plain words") == "plain words"  # a plain str cannot know its key
    finally:
        i18n.set_language("en")


def test_a_notice_on_screen_switches_language_with_settings(app):
    app.push(app.make_title())
    app.notice(tr_live("title.continue_failed"))
    app.frame(0.016, events=[])
    english = app.notices[0].surface
    assert app.notices[0].text == tr("title.continue_failed")
    app.settings.set("language", "zh-TW")  # what the Settings screen does
    app.frame(0.016, events=[])
    notice = app.notices[0]
    assert notice.text == tr("title.continue_failed") and "存檔" in notice.text
    assert notice.surface is not english and notice.surface.get_size() != english.get_size()


def test_the_apps_own_queued_notices_follow_too(app):
    app.saves.notices.append(("app.notice.save_damaged", {"file": "continue.json.bak"}))
    app.frame(0.016, events=[])
    assert app.notices[0].text.startswith("The saved game")
    app.settings.set("language", "zh-TW")
    app.frame(0.016, events=[])
    assert app.notices[0].text == tr("app.notice.save_damaged", file="continue.json.bak")
    assert "continue.json.bak" in app.notices[0].text and not app.notices[0].text.startswith("The saved")


def test_the_same_notice_in_a_new_language_is_still_shown_once(app):
    app.notice(tr_live("setup.start_failed"))
    i18n.set_language("zh-TW")
    app.notice(tr_live("setup.start_failed"))
    assert len(app.notices) == 1 and app.notices[0].text == tr("setup.start_failed")


def test_the_title_makes_live_notices(monkeypatch):
    import dataclasses

    from tests.fakes import put_game
    fake = FakeApp()
    # every game is playable now: make one "coming soon" again to see its notice
    put_game(monkeypatch, dataclasses.replace(fake.games.get("kragmortha"), available=False))
    scene = TitleScene(fake)
    fake.push(scene)
    coming = next(c for c in scene.cards if not c.available)
    coming.activate()
    assert isinstance(fake.notices[-1], LiveText)
    i18n.set_language("zh-TW")
    try:
        assert tr(coming.info.title_key) in retranslate(fake.notices[-1])
    finally:
        i18n.set_language("en")
        fake.pop()  # the title stops listening for language switches
