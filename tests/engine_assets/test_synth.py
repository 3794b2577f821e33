"""Synthesis: pitches, envelopes, filters, determinism, WAV round trip; and no pygame in synth."""
import subprocess
import sys

import numpy as np
import pytest

from game.engine import synth as s

R = 22050


def peak_freq(x, rate=R):
    spec = np.abs(np.fft.rfft(x * np.hanning(len(x))))
    return np.fft.rfftfreq(len(x), 1 / rate)[np.argmax(spec)]


def test_note_names_to_frequencies():
    assert s.note("A4") == pytest.approx(440.0)
    assert s.note("A5") == pytest.approx(880.0)
    assert s.note("C4") == pytest.approx(261.63, abs=0.01)
    assert s.note("F#3") == pytest.approx(s.note("Gb3"))


@pytest.mark.parametrize("shape", ["sine", "triangle", "square", "saw"])
def test_tone_has_its_pitch_and_range(shape):
    x = s.tone(440, 0.5, shape, rate=R)
    assert len(x) == R // 2
    assert np.max(np.abs(x)) <= 1.0 + 1e-9
    assert peak_freq(x) == pytest.approx(440, abs=3)


def test_sweep_goes_from_low_to_high():
    x = s.sweep(200, 2000, 1.0, rate=R)
    assert peak_freq(x[: R // 10]) < 400 and peak_freq(x[-R // 10:]) > 1500


def test_noise_is_seeded():
    assert np.array_equal(s.noise(0.1, seed=5, rate=R), s.noise(0.1, seed=5, rate=R))
    assert not np.array_equal(s.noise(0.1, seed=5, rate=R), s.noise(0.1, seed=6, rate=R))
    pink = s.noise(1.0, seed=1, colour="pink", rate=R)
    assert np.max(np.abs(pink)) == pytest.approx(1.0)


def test_adsr_shape():
    env = s.adsr(1.0, attack=0.1, decay=0.1, sustain=0.5, release=0.2, rate=1000)
    assert len(env) == 1000
    assert env[0] == 0 and env[99] == pytest.approx(0.99, abs=0.02)
    assert env[500] == pytest.approx(0.5) and env[-1] == pytest.approx(0.0)


def test_decay_env_ends_at_zero():
    env = s.decay_env(0.5, 0.1, rate=R)
    assert env[-1] == 0 and np.argmax(env) < R * 0.01


def test_lowpass_cuts_highs_and_keeps_lows():
    low, high = s.tone(100, 1.0, rate=R), s.tone(6000, 1.0, rate=R)
    assert s.rms(s.lowpass(low, 500, R)) > 0.6
    assert s.rms(s.lowpass(high, 500, R)) < 0.1
    assert s.rms(s.highpass(low, 3000, R)) < 0.1


def test_pluck_and_harp_sound_at_their_pitch_and_fade_out():
    plucks = [s.pluck(220, 1.0, seed=seed, rate=R) for seed in range(6)]
    for x in (*plucks, s.harp(220, 1.0, rate=R), s.flute(220, 1.0, rate=R)):
        assert peak_freq(x[: R // 2]) == pytest.approx(220, rel=0.03)
        assert abs(x[-1]) < 1e-3 and np.max(np.abs(x)) <= 1.0 + 1e-9


def test_place_mix_and_concat():
    track = s.silence(1.0, R)
    s.place(track, np.ones(100), 0.5, R)
    assert track.sum() == 100 and track[R // 2] == 1
    s.place(track, np.ones(R), 0.9, R)  # runs past the end: cut, no error
    assert len(track) == R
    m = s.mix(np.ones(3), np.ones(5), gains=[1, 2])
    assert list(m) == [3, 3, 3, 2, 2]
    assert len(s.concat(np.ones(3), np.zeros(2))) == 5


def test_fold_loop_wraps_the_tail_to_the_start():
    x = np.arange(10.0)
    assert list(s.fold_loop(x, 4)) == [0 + 4 + 8, 1 + 5 + 9, 2 + 6, 3 + 7]


def test_echo_and_room_lengthen_the_clip():
    x = s.harp(440, 0.2, rate=R)
    assert len(s.echo(x, 0.1, repeats=3, rate=R)) == len(x) + 3 * s.samples(0.1, R)
    assert len(s.room(x, 0.5, rate=R)) > len(x)


def test_to_int16_clips_and_makes_stereo():
    a = s.to_int16(np.array([-2.0, -1.0, 0.0, 0.5, 1.0, 3.0]))
    assert a.dtype == np.int16 and list(a) == [-32767, -32767, 0, 16384, 32767, 32767]
    st = s.to_int16(np.zeros(7), stereo=True)
    assert st.shape == (7, 2)


def test_wav_round_trip(tmp_path):
    x = s.normalize(s.harp(330, 0.3, rate=R), 0.8)
    path = s.write_wav(tmp_path / "sub" / "a.wav", x, R)
    y, rate = s.read_wav(path)
    assert rate == R and len(y) == len(x)
    assert np.max(np.abs(y - x)) < 1e-4
    s.write_wav(tmp_path / "st.wav", s.to_int16(x, stereo=True), R)
    y2, _ = s.read_wav(tmp_path / "st.wav")
    assert y2.shape == (len(x), 2)


def test_synthesis_is_deterministic():
    a = s.room(s.pluck(196, 0.5, seed=3, rate=R), 0.3, rate=R)
    b = s.room(s.pluck(196, 0.5, seed=3, rate=R), 0.3, rate=R)
    assert np.array_equal(a, b)


def test_synth_never_imports_pygame():
    code = "import sys; import game.engine.synth; assert 'pygame' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)
