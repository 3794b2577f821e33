"""The shipped sounds: present, not clipped, sensibly loud; the music loops seamlessly; games' SOUNDS get built."""
import importlib.util
import types
from pathlib import Path

import numpy as np
import pytest

from game.engine import synth as s

ROOT = Path(__file__).resolve().parents[2]
SOUNDS = ROOT / "assets" / "sounds"
MENU = ["hover", "click", "confirm", "back", "notice"]


def load_tool():
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def read(path):
    sf = pytest.importorskip("soundfile")
    x, rate = sf.read(str(path))
    return x, rate


@pytest.mark.parametrize("name", MENU)
def test_menu_sound_files_are_short_unclipped_and_audible(name):
    x, rate = read(SOUNDS / f"{name}.ogg")
    assert rate == 44100 and x.ndim == 1
    assert 0.05 < len(x) / rate < 2.0
    assert 0.2 < np.max(np.abs(x)) < 0.95  # headroom: never clips
    assert s.rms(x) > 0.02
    assert abs(x[-1]) < 0.01  # ends in silence: no click


def test_menu_music_is_a_seamless_stereo_ogg_loop_of_reasonable_size():
    sf = pytest.importorskip("soundfile")
    path = SOUNDS / "music" / "menu.ogg"
    x, rate = sf.read(str(path))
    assert rate == 44100 and x.shape[1] == 2 and 60 <= len(x) / rate <= 90
    assert path.stat().st_size < 1_200_000  # about 100-130 kbps
    assert not (SOUNDS / "music" / "menu.wav").exists()
    typical_step = np.percentile(np.abs(np.diff(x, axis=0)), 99, axis=0)
    assert np.all(np.abs(x[0] - x[-1]) < typical_step)  # the seam is no bigger than an ordinary step


def test_menu_sound_functions_are_deterministic():
    tool = load_tool()
    assert np.array_equal(tool.click(), tool.click())


def test_build_writes_game_sound_modules(tmp_path, monkeypatch):
    tool = load_tool()
    fake = types.SimpleNamespace(LOUDNESS={"squeak": -1.5, "loud": 9.0},
                                 SOUNDS={"squeak": lambda: s.sweep(900, 1500, 0.1),
                                         "loud": lambda: (3.0 * s.tone(300, 0.1, rate=8000), 8000)})
    monkeypatch.setattr(tool, "game_sound_modules", lambda: [("pied_piper", fake)])
    rows = tool.build("pied_piper", out_dir=tmp_path, verbose=False)
    assert {r["path"].name for r in rows} == {"squeak.ogg", "loud.ogg"}
    loud, rate = read(tmp_path / "pied_piper" / "loud.ogg")
    assert rate == 8000 and np.max(np.abs(loud)) < 0.95  # overshoot scaled, not clipped
    loudness = tool.loudness
    for name, offset in (("squeak", -1.5), ("loud", tool.MAX_OFFSET)):  # an offset stays inside the tolerance
        x, r = read(tmp_path / "pied_piper" / f"{name}.ogg")
        assert abs(loudness.lufs(x, r) - (loudness.EFFECT_LUFS + offset)) < 0.5  # normalised as it was written
        assert loudness.true_peak_db(x, r) <= loudness.MAX_TRUE_PEAK


def test_build_writes_music_as_a_normalised_stereo_ogg_at_44k(tmp_path, monkeypatch):
    sf = pytest.importorskip("soundfile")
    tool = load_tool()
    mono_22k = lambda: (0.3 * s.tone(220, 4.0, rate=22050), 22050)  # noqa: E731
    fake = types.SimpleNamespace(SOUNDS={"music": mono_22k})
    monkeypatch.setattr(tool, "game_sound_modules", lambda: [("pied_piper", fake)])
    rows = tool.build("pied_piper", out_dir=tmp_path, verbose=False, pieces={})
    assert len(rows) == 1
    x, rate = sf.read(str(tmp_path / "pied_piper" / "music.ogg"))
    assert rate == 44100 and x.ndim == 2 and len(x) == 4 * 44100
    assert abs(tool.loudness.lufs(x, rate) - tool.loudness.MUSIC_LUFS) < 0.5
