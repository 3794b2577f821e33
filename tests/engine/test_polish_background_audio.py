"""Sound in the background: while the window has no focus (or is minimised) the music is muted and no new effect
starts; all comes back on focus. Never a crash without an audio device, and never pygame's pause/unpause: they
take SDL's audio lock while holding the GIL and deadlock against a sound ending (audio.set_background)."""
import pygame
import pytest

from game.app import App
from game.engine.audio import Audio

FOCUS_LOST = pygame.event.Event(pygame.WINDOWFOCUSLOST)
FOCUS_GAINED = pygame.event.Event(pygame.WINDOWFOCUSGAINED)
MINIMISED = pygame.event.Event(pygame.WINDOWMINIMIZED)


@pytest.fixture
def audio():
    a = Audio(None)
    assert a.available  # the dummy driver
    yield a
    a.close()


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLE_TALES_HOME", str(tmp_path))
    a = App(headless=True)
    yield a
    a.shutdown()


@pytest.fixture
def no_locking_pause(monkeypatch):
    """Fail on any pause / unpause of the music or the channels (the deadlock-prone calls)."""
    def forbidden(*_a, **_k):
        raise AssertionError("pause/unpause can deadlock the mixer")
    for mod, name in ((pygame.mixer, "pause"), (pygame.mixer, "unpause"), (pygame.mixer.music, "pause"),
                      (pygame.mixer.music, "unpause")):
        monkeypatch.setattr(mod, name, forbidden)


def test_music_is_muted_in_the_background_and_comes_back(audio, no_locking_pause):
    audio.play_music("menu", fade_ms=0)
    assert pygame.mixer.music.get_busy() and pygame.mixer.music.get_volume() > 0.1
    audio.set_background(True)
    assert pygame.mixer.music.get_volume() == 0.0
    audio.apply_volumes()  # a volume change while away keeps it muted
    assert pygame.mixer.music.get_volume() == 0.0
    audio.set_background(False)
    assert pygame.mixer.music.get_busy() and audio.music == "menu"
    assert abs(pygame.mixer.music.get_volume() - audio.music_gain()) < 0.01


def test_no_effect_starts_in_the_background(audio, no_locking_pause):
    assert audio.play("click") is not None
    audio.set_background(True)
    audio.set_background(True)  # said twice (focus lost, then minimised)
    assert audio.play("click") is None
    audio.set_background(False)
    assert audio.play("click") is not None


def test_music_asked_for_in_the_background_starts_muted(audio, no_locking_pause):
    audio.set_background(True)
    audio.play_music("menu", fade_ms=0)
    assert audio.music == "menu" and pygame.mixer.music.get_volume() == 0.0
    audio.play_music("menu", fade_ms=0)  # asking again does not restart it
    audio.set_background(False)
    assert pygame.mixer.music.get_busy() and pygame.mixer.music.get_volume() > 0.1


def test_no_audio_device_is_fine():
    silent = Audio(None, init_mixer=False)
    assert not silent.available
    silent.set_background(True)
    assert silent.play("click") is None
    silent.set_background(False)
    assert silent.background is False


def test_the_app_pauses_the_sound_with_game_time(app):
    assert isinstance(app.audio, Audio) and not app.audio.background
    app.frame(0.016, events=[FOCUS_LOST])
    assert app.game_time_paused and app.audio.background
    app.frame(0.016, events=[FOCUS_GAINED])
    assert not app.game_time_paused and not app.audio.background
    app.frame(0.016, events=[MINIMISED])
    assert app.audio.background


def test_the_app_copes_with_audio_that_cannot_pause(app):
    class Broken(Audio):
        def set_background(self, background):
            raise RuntimeError("device gone")

    app.audio = Broken(app.settings, init_mixer=False)
    app.frame(0.016, events=[FOCUS_LOST])
    assert app.game_time_paused
    app.frame(0.016, events=[FOCUS_GAINED])
    assert not app.game_time_paused and not app.crashes
