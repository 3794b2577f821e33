"""The in-game music: a seamless loop, made by music.py, shipped as the Ogg the scene streams (tools/make_sounds.py
synthesises it at 44.1 kHz, spreads it to stereo and brings it to the music loudness)."""
from pathlib import Path

import numpy as np
import pytest

from game.engine import synth as s
from game.engine.audio import Audio
from game.games.pied_piper import music
from game.games.pied_piper.scene import PiperScene, demo_scene
from game.games.pied_piper.sounds import SOUNDS
from tests.fakes import FakeApp

MUSIC = PiperScene.music
ROOT = Path(__file__).resolve().parents[2]
OGG = ROOT / "assets" / "sounds" / "pied_piper" / "music.ogg"


def test_the_tune_fills_its_bars_and_stays_in_the_flutes_middle_range():
    events = music.melody_events()  # raises if the bars do not add up
    assert len(music.CHORDS) == 2 * music.BARS
    notes = {name for name, *_ in events} | {g for *_, g in events if g}
    assert s.note("A4") <= min(map(s.note, notes)) and max(map(s.note, notes)) <= s.note("B5")
    assert events[0][1] == 0.0 and events[0][3] is None  # no grace note before the loop's very first sample


def test_the_shipped_music_is_a_seamless_stereo_loop_of_the_tunes_length():
    sf = pytest.importorskip("soundfile")
    x, rate = sf.read(str(OGG))
    assert rate == 44100 and x.shape[1] == 2
    assert len(x) / rate == pytest.approx(music.BARS * music.BAR, abs=1e-3)  # the tune's bars, exactly
    assert OGG.stat().st_size < 600_000
    typical_step = np.percentile(np.abs(np.diff(x, axis=0)), 99, axis=0)
    assert np.all(np.abs(x[0] - x[-1]) < typical_step)  # the seam is no bigger than an ordinary step
    assert np.all(np.abs(np.mean(x, axis=0)) < 0.01)  # no DC offset to thump when the stream starts
    assert SOUNDS["music"] is music.theme  # tools/make_sounds.py --only pied_piper writes it


def test_the_engine_finds_the_music_by_the_scenes_name():
    assert Audio(init_mixer=False)._find(MUSIC, folders=("music", "")) == OGG


def test_the_scene_plays_its_tune_through_the_engine_and_stops_it_on_leaving():
    app = FakeApp()
    scene = demo_scene(app, 1, "setup")
    app.push(scene)
    assert app.audio.music == MUSIC and app.audio.music_calls == [("play", MUSIC, True)]
    scene.pause()
    scene.resume()  # back from the pause menu: asked again, the engine never restarts a tune already playing
    assert app.audio.music == MUSIC
    app.pop()
    assert app.audio.music is None
