"""One loudness for every shipped sound, music for every game, seamless 44.1 kHz stereo loops with real high end,
and the meter itself (tools/loudness.py)."""
import importlib.util
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("pyloudnorm")
pytest.importorskip("soundfile")

ROOT = Path(__file__).resolve().parents[2]
SOUNDS = ROOT / "assets" / "sounds"
GAMES = sorted(p.name for p in (ROOT / "game" / "games").iterdir() if (p / "sounds.py").exists())


def load(name):
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


L = load("loudness")
SHIPPED = L.shipped(SOUNDS)
MUSIC = [p for p in SHIPPED if L.is_music(p)]


@pytest.fixture(scope="module")
def rows():
    return {p: L.measure(p) for p in SHIPPED}


def test_every_shipped_sound_is_at_its_loudness_with_a_true_peak_under_minus_one(rows):
    bad = [(str(p.relative_to(SOUNDS)), round(r["lufs"], 1), round(r["peak"], 1)) for p, r in rows.items()
           if not r["ok"]]
    assert len(rows) > 60 and not bad


def test_music_is_ogg_and_no_music_wav_is_left():
    assert MUSIC and all(p.suffix == ".ogg" for p in MUSIC)


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_music_the_engine_finds(game):
    from game.engine.audio import Audio
    from game.engine.mix import GameMix
    mod = importlib.import_module(f"game.games.{game}.sounds")
    names = [n for n in getattr(mod, "SOUNDS", {}) if n.startswith("music")]
    declared = GameMix(game).music(None)
    assert names or declared
    for name in ([f"{game}/{n}" for n in names] + ([declared] if declared else [])):
        assert Audio(init_mixer=False)._find(name, folders=("music", "")).suffix == ".ogg", name


@pytest.mark.parametrize("path", MUSIC, ids=lambda p: str(p.relative_to(SOUNDS)))
def test_music_loops_without_a_click_at_the_seam(path):
    x, rate = L.read(path)
    assert rate == 44100 and x.ndim == 2 and x.shape[1] == 2
    steps = np.abs(np.diff(x, axis=0))
    typical = np.percentile(steps, 99.9, axis=0)
    seam = np.abs(x[0] - x[-1])
    assert np.all(seam <= typical), (seam, typical)


NEW_PIECES = [p for p in MUSIC if p.parent.name in ("music", "baba_yaga", "beanstalk", "kragmortha")]


@pytest.mark.parametrize("path", NEW_PIECES, ids=lambda p: str(p.relative_to(SOUNDS)))
def test_the_pieces_are_a_minute_long_with_energy_above_11_khz(path):
    x, rate = L.read(path)
    assert len(x) / rate >= 60
    spec = (np.abs(np.fft.rfft(x, axis=0)) ** 2).sum(axis=1)
    freqs = np.fft.rfftfreq(len(x), 1 / rate)
    share = spec[freqs > 11000].sum() / spec.sum()
    assert share > 3e-5  # over -45 dB of the whole: brushes, bells and breath (a 22.05 kHz file has nothing there)


def test_the_meter_reads_a_known_tone():
    rate = 48000
    t = np.arange(rate * 2) / rate
    tone = 10 ** (-20 / 20) * np.sin(2 * np.pi * 997 * t)  # a -20 dBFS sine at 997 Hz reads about -23 LUFS
    assert L.lufs(tone, rate) == pytest.approx(-23.0, abs=0.3)
    assert L.true_peak_db(tone, rate) == pytest.approx(-20.0, abs=0.1)


def test_normalise_hits_the_target_and_limits_the_peaks():
    rate = 44100
    t = np.arange(rate) / rate
    spiky = 0.05 * np.sin(2 * np.pi * 300 * t)
    spiky[1000:1010] = 0.9  # a transient that would clip once the rest is brought up
    y = L.normalise(spiky, rate, -16.0)
    assert L.lufs(y, rate) == pytest.approx(-16.0, abs=0.5)
    assert L.true_peak_db(y, rate) <= -1.0


def test_a_short_click_is_measured_over_its_own_length():
    rate = 44100
    click = 0.5 * np.sin(2 * np.pi * 1000 * np.arange(int(0.1 * rate)) / rate)
    padded = np.concatenate([click, np.zeros(rate)])
    assert L.lufs(click, rate) > L.lufs(padded, rate) + 5  # silence around it does not make it "quiet"
