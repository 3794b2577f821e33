"""No crash loops: a continued game that crashes before its first new save point has its save set aside (kept,
renamed), however long the table waited, and the crash screen offers the title, with no Continue waiting there;
a crash after the game saved again, or in a game that was not continued, keeps the save as before."""
import pygame
import pytest

from game.app import App
from game.core.setup import GameSetup
from game.engine.crash import CrashScreen
from game.engine.scene import Scene
from tests.save_helpers import real_state


class BreaksAtOnce(Scene):
    """Stands in for a game scene that a saved state makes crash on its first frame."""

    def update(self, dt):
        raise IndexError("seat 99 out of range")

    def draw(self, surface):
        surface.fill((0, 0, 0))


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLE_TALES_HOME", str(tmp_path))
    monkeypatch.setattr("game.games.pied_piper.scene.make_scene", lambda app, setup, state=None: BreaksAtOnce(app))
    app = App(headless=True)
    app.saves.save(GameSetup.all_bots("pied_piper", 3, seed=4), real_state("pied_piper", 3, seed=4))
    app.running = True
    return app


def run_until_crash(app, frames=300):
    for _ in range(frames):
        app.frame(1 / 60, events=[])
        if isinstance(app.top, CrashScreen):
            return app.top
    raise AssertionError("the scene never crashed")


def press_enter(app):
    app.frame(1 / 60, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                                 scancode=0)])
    for _ in range(60):
        app.frame(1 / 60, events=[])


def test_a_crash_right_after_continue_sets_the_save_aside_and_offers_the_title(app):
    slot = app.saves.slot_path("pied_piper")
    assert app.continue_game()
    screen = run_until_crash(app)
    assert screen.save_set_aside and not screen.save_kept  # it does not say "choose Continue"
    assert not slot.exists() and slot.with_name(slot.name + ".crashed.bak").exists()  # kept, renamed
    app.frame(1 / 60, events=[])  # the crash screen draws its buttons
    assert screen.buttons[0][2] == "title"
    press_enter(app)
    assert not isinstance(app.top, CrashScreen) and app.running
    assert not app.saves.has_continue()
    title = app.top  # the title offers no Continue: the loop is broken
    assert not title.has_continue()
    assert not any(getattr(b, "icon", None) == "continue" for b in getattr(title, "buttons", []))
    assert App(headless=True).saves.has_continue() is False  # nor at the next launch


def test_a_crash_long_after_continue_but_before_any_new_save_sets_the_save_aside(app, monkeypatch):
    slot = app.saves.slot_path("pied_piper")
    assert app.continue_game()
    later = app.saves.continued_at + 41.0  # a table that waited before its first move
    monkeypatch.setattr("time.monotonic", lambda: later)
    for _ in range(3):
        app.frame(1 / 60, events=[])
    screen = run_until_crash(app)
    assert screen.save_set_aside and not screen.save_kept
    assert not slot.exists() and slot.with_name(slot.name + ".crashed.bak").exists()
    assert not app.saves.has_continue()


def test_a_crash_after_the_continued_game_saved_again_keeps_the_save(app):
    assert app.continue_game()
    setup, state, _ = app.saves.load()
    app.saves.save(setup, state)  # the game reached a save point: its own new save, not the old one
    screen = run_until_crash(app)
    assert screen.save_kept and not screen.save_set_aside
    assert app.saves.has_continue()


def test_a_crash_in_a_new_game_after_a_continued_one_was_left_keeps_the_save(app):
    assert app.continue_game()
    app.to_title()  # left the continued game without a save point, then a new game crashes
    app.push(BreaksAtOnce(app))
    screen = run_until_crash(app)
    assert not screen.save_set_aside and screen.save_kept


def test_a_crash_in_a_new_game_keeps_another_games_save(app):
    app.push(BreaksAtOnce(app))  # not continued: nothing is blamed on the save
    screen = run_until_crash(app)
    assert not screen.save_set_aside and screen.save_kept and app.saves.has_continue()


def test_the_crash_screen_still_speaks_after_the_font_module_was_restarted(monkeypatch):
    from game.engine import plain_text

    class StaleFont:  # what a Font made before pygame.font.quit() does (without quitting it under other tests)
        def render(self, *args):
            raise pygame.error("Invalid font (font module quit since font created)")

    monkeypatch.setitem(plain_text._fonts, (37, False), StaleFont())
    plain_text._cache.clear()
    assert plain_text.render("Oh no", 37).get_width() > 0
    assert not isinstance(plain_text._fonts[(37, False)], StaleFont)
