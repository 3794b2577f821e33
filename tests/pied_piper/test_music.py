"""The in-game music: a short seamless loop, made by music.py, shipped as the WAV the scene streams."""
from pathlib import Path

import numpy as np

from game.engine import synth as s
from game.engine.audio import Audio
from game.games.pied_piper import music
from game.games.pied_piper.scene import PiperScene, demo_scene
from game.games.pied_piper.sounds import SOUNDS
from tests.fakes import FakeApp

MUSIC = PiperScene.music
ROOT = Path(__file__).resolve().parents[2]
WAV = ROOT / "assets" / "sounds" / "pied_piper" / "music.wav"


def test_the_tune_fills_its_bars_and_stays_in_the_flutes_middle_range():
    events = music.melody_events()  # raises if the bars do not add up
    assert len(music.CHORDS) == 2 * music.BARS
    notes = {name for name, *_ in events} | {g for *_, g in events if g}
    assert s.note("A4") <= min(map(s.note, notes)) and max(map(s.note, notes)) <= s.note("B5")
    assert events[0][1] == 0.0 and events[0][3] is None  # no grace note before the loop's very first sample


def test_the_shipped_music_is_a_short_seamless_loop():
    x, rate = s.read_wav(WAV)
    assert rate == music.RATE == 22050 and x.ndim == 1
    assert 20 <= len(x) / rate <= 40
    assert WAV.stat().st_size < 1_300_000
    assert np.max(np.abs(x)) < 0.95 and 0.05 < s.rms(x) < 0.4
    typical_step = np.percentile(np.abs(np.diff(x)), 99)
    assert abs(x[0] - x[-1]) < typical_step  # the seam is no bigger than an ordinary step
    assert abs(float(np.mean(x))) < 0.01  # no DC offset to thump when the stream starts


def test_the_shipped_file_is_what_the_code_makes():
    assert SOUNDS["music"] is music.theme  # tools/make_sounds.py --only pied_piper writes it
    made, rate = music.theme()
    shipped, shipped_rate = s.read_wav(WAV)
    assert rate == shipped_rate and len(made) == len(shipped)
    assert np.max(np.abs(s.to_int16(made) / 32767.0 - shipped)) < 1e-4


def test_the_engine_finds_the_music_by_the_scenes_name():
    assert Audio(init_mixer=False)._find(MUSIC, folders=("music", "")) == WAV


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
