"""Sound in the background: while the window has no focus (or is minimised) the music and ringing effects pause
and no new effect starts; everything resumes on focus. Never a crash without an audio device."""
import pygame
import pytest

from game.app import App
from game.engine.audio import Audio
from game.engine.fallbacks import SilentAudio

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


def test_music_pauses_in_the_background_and_resumes(audio):
    audio.play_music("menu", fade_ms=0)
    assert pygame.mixer.music.get_busy()
    audio.set_background(True)
    assert not pygame.mixer.music.get_busy()
    audio.set_background(False)
    assert pygame.mixer.music.get_busy() and audio.music == "menu"


def test_effects_pause_and_none_start_in_the_background(audio, monkeypatch):
    calls = []
    monkeypatch.setattr(pygame.mixer, "pause", lambda: calls.append("pause"))
    monkeypatch.setattr(pygame.mixer, "unpause", lambda: calls.append("unpause"))
    assert audio.play("click") is not None
    audio.set_background(True)
    audio.set_background(True)  # said twice (focus lost, then minimised): paused once
    assert audio.play("click") is None
    audio.set_background(False)
    assert calls == ["pause", "unpause"]
    assert audio.play("click") is not None


def test_music_asked_for_in_the_background_waits_for_the_focus(audio):
    audio.set_background(True)
    audio.play_music("menu", fade_ms=0)
    assert audio.music == "menu" and not pygame.mixer.music.get_busy()
    audio.play_music("menu", fade_ms=0)  # asking again does not start it either
    assert not pygame.mixer.music.get_busy()
    audio.set_background(False)
    assert pygame.mixer.music.get_busy()


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
    app.audio = SilentAudio(app.settings)  # the fallback has no set_background
    app.frame(0.016, events=[FOCUS_LOST])
    assert app.game_time_paused

    class Broken(SilentAudio):
        def set_background(self, background):
            raise RuntimeError("device gone")

    app.audio = Broken(app.settings)
    app.frame(0.016, events=[FOCUS_GAINED])
    assert not app.game_time_paused and not app.crashes
