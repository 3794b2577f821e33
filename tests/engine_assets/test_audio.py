"""Audio: plays through the dummy driver, never crashes without a device or with unknown names."""
import logging

import pygame
import pytest

from game.engine import audio as audio_mod
from game.engine.audio import Audio


class FakeSettings:
    def __init__(self, **values):
        self.values = values

    def get(self, key):
        return self.values.get(key)


@pytest.fixture
def audio():
    a = Audio(FakeSettings(master_volume=1.0, music_volume=0.5, effects_volume=0.5))
    yield a
    a.close()


def test_dummy_driver_gives_a_working_mixer(audio):
    assert audio.available
    assert pygame.mixer.get_init()


@pytest.mark.parametrize("name", ["hover", "click", "confirm", "back", "notice"])
def test_menu_sounds_load_and_play(audio, name):
    assert audio.sound(name) is not None
    assert audio.sound(name) is audio.sound(name)  # cached
    assert audio.play(name) is not None


def test_play_volume_is_volume_times_effects_times_master(audio):
    channel = audio.play("click", volume=0.5)
    assert channel.get_volume() == pytest.approx(0.25, abs=0.01)


def test_unknown_sound_is_logged_once_and_ignored(audio, caplog):
    with caplog.at_level(logging.WARNING, logger="game.engine.audio"):
        assert audio.play("no_such_sound") is None
        assert audio.play("no_such_sound") is None
        assert audio.play("pied_piper/nothing_here") is None
    lines = [r for r in caplog.records if "no_such_sound" in r.getMessage()]
    assert len(lines) == 1


def test_music_plays_loops_and_stops(audio):
    audio.play_music("menu", fade_ms=0)
    assert audio.music == "menu"
    assert pygame.mixer.music.get_busy()
    assert pygame.mixer.music.get_volume() == pytest.approx(0.5, abs=0.01)
    audio.play_music("menu")  # same piece again: keeps playing, no restart
    assert audio.music == "menu"
    audio.stop_music(fade_ms=0)
    assert audio.music is None


def test_unknown_music_does_not_crash(audio, caplog):
    with caplog.at_level(logging.WARNING, logger="game.engine.audio"):
        audio.play_music("no_such_tune")
    assert audio.music is None
    assert any("no_such_tune" in r.getMessage() for r in caplog.records)


def test_apply_volumes_follows_settings(audio):
    audio.play_music("menu", fade_ms=0)
    audio.settings.values["music_volume"] = 0.2
    audio.apply_volumes()
    assert pygame.mixer.music.get_volume() == pytest.approx(0.2, abs=0.01)
    audio.settings.values["master_volume"] = 0.0
    audio.apply_volumes()
    assert pygame.mixer.music.get_volume() == pytest.approx(0.0, abs=0.01)
    assert audio.play("click") is None  # muted: nothing plays


def test_volumes_default_and_clamp():
    a = Audio(None, init_mixer=False)
    assert a.volume("master_volume") == audio_mod.DEFAULTS["master_volume"]
    b = Audio(FakeSettings(master_volume=3, effects_volume="loud"), init_mixer=False)
    assert b.volume("master_volume") == 1.0
    assert b.volume("effects_volume") == audio_mod.DEFAULTS["effects_volume"]


def test_no_audio_device_means_silence_and_one_log_line(monkeypatch, caplog):
    if pygame.mixer.get_init():
        pygame.mixer.quit()

    def broken_init(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", broken_init)
    with caplog.at_level(logging.WARNING, logger="game.engine.audio"):
        a = Audio(FakeSettings())
    assert not a.available
    assert len([r for r in caplog.records if "no audio device" in r.getMessage()]) == 1
    assert a.play("click") is None
    assert a.sound("click") is None
    a.play_music("menu")
    a.stop_music()
    a.apply_volumes()
    a.close()
    assert a.music is None
