"""Sound synthesis with numpy only (no pygame): oscillators, envelopes, filters, plucked strings, echo, mixing,
and WAV writing with the standard library. Deterministic: noise takes a seed, nothing reads the clock.

Signals are float64 mono arrays in -1..1 at `rate` samples per second (RATE unless given). Games build their
sounds from these in game/games/<id>/sounds.py (SOUNDS = {name: fn() -> array}); tools/make_sounds.py writes
them to assets/sounds/<id>/<name>.ogg. A function may return (samples, rate) to choose its own rate.
"""
from __future__ import annotations

import wave
from pathlib import Path

import numpy as np

RATE = 44100
A4 = 440.0
NOTE_NAMES = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}


def note(name: str) -> float:
    """Frequency of a note name like 'A4', 'F#3', 'Bb5' (equal temperament, A4 = 440 Hz)."""
    letter, rest = name[0].upper(), name[1:]
    semis = NOTE_NAMES[letter]
    while rest and rest[0] in "#b":
        semis += 1 if rest[0] == "#" else -1
        rest = rest[1:]
    octave = int(rest)
    return A4 * 2.0 ** ((semis + 12 * (octave - 4)) / 12.0)


def samples(duration: float, rate: int = RATE) -> int:
    return max(0, round(duration * rate))


def timeline(duration: float, rate: int = RATE) -> np.ndarray:
    return np.arange(samples(duration, rate)) / rate


def silence(duration: float, rate: int = RATE) -> np.ndarray:
    return np.zeros(samples(duration, rate))


def _wave(phase: np.ndarray, shape: str) -> np.ndarray:
    """phase in cycles (not radians)."""
    frac = phase % 1.0
    if shape == "sine":
        return np.sin(2 * np.pi * phase)
    if shape == "triangle":
        return 1.0 - 4.0 * np.abs(frac - 0.5)
    if shape == "square":
        return np.where(frac < 0.5, 1.0, -1.0)
    if shape == "saw":
        return 2.0 * frac - 1.0
    raise ValueError(f"unknown wave shape {shape!r}")


def tone(freq: float, duration: float, shape: str = "sine", rate: int = RATE, phase: float = 0.0,
         vibrato: float = 0.0, vibrato_rate: float = 5.0) -> np.ndarray:
    """A steady tone; vibrato is the depth as a fraction of the frequency (0.005 = gentle)."""
    t = timeline(duration, rate)
    ph = phase + freq * t
    if vibrato:
        ph = ph + freq * vibrato * np.sin(2 * np.pi * vibrato_rate * t) / (2 * np.pi * vibrato_rate)
    return _wave(ph, shape)


def sweep(f0: float, f1: float, duration: float, shape: str = "sine", rate: int = RATE,
          curve: str = "exp") -> np.ndarray:
    """A tone gliding from f0 to f1 ('exp' sounds even to the ear, 'lin' is linear in Hz)."""
    n = samples(duration, rate)
    x = np.linspace(0.0, 1.0, n, endpoint=False)
    freq = f0 * (f1 / f0) ** x if curve == "exp" else f0 + (f1 - f0) * x
    phase = np.cumsum(freq) / rate
    return _wave(phase, shape)


def noise(duration: float, seed: int = 0, colour: str = "white", rate: int = RATE) -> np.ndarray:
    """Seeded noise: 'white', 'pink' (softer, 1/f) or 'brown' (rumble). Peak about 1."""
    n = samples(duration, rate)
    rng = np.random.default_rng(seed)
    white = rng.uniform(-1.0, 1.0, n)
    if colour == "white" or n == 0:
        return white
    spectrum = np.fft.rfft(white)
    f = np.fft.rfftfreq(n, 1.0 / rate)
    f[0] = f[1] if n > 1 else 1.0
    spectrum /= np.sqrt(f) if colour == "pink" else f
    out = np.fft.irfft(spectrum, n)
    return out / (np.max(np.abs(out)) or 1.0)


def adsr(duration: float, attack: float = 0.01, decay: float = 0.1, sustain: float = 0.7,
         release: float = 0.1, rate: int = RATE) -> np.ndarray:
    """Attack-decay-sustain-release envelope over `duration` seconds (the release is inside the duration)."""
    n = samples(duration, rate)
    a, d, r = samples(attack, rate), samples(decay, rate), samples(release, rate)
    a, d, r = min(a, n), min(d, max(0, n - a)), min(r, max(0, n - a - d))
    s = n - a - d - r
    env = np.concatenate([
        np.linspace(0.0, 1.0, a, endpoint=False),
        np.linspace(1.0, sustain, d, endpoint=False),
        np.full(s, sustain),
        np.linspace(sustain, 0.0, r),
    ])
    return env[:n]


def decay_env(duration: float, half_life: float, attack: float = 0.002, rate: int = RATE) -> np.ndarray:
    """Percussive envelope: a quick attack, then exponential decay halving every half_life seconds,
    faded to exactly zero at the end (no click)."""
    t = timeline(duration, rate)
    env = 0.5 ** (t / half_life)
    a = samples(attack, rate)
    if a:
        env[:a] *= np.linspace(0.0, 1.0, a, endpoint=False)
    tail = min(len(env), samples(0.01, rate))
    if tail:
        env[-tail:] *= np.linspace(1.0, 0.0, tail)
    return env


def _one_pole_ir(alpha: float, rate: int) -> np.ndarray:
    """Impulse response of y[n] = y[n-1] + alpha (x[n] - y[n-1]), cut where it falls below 1e-7."""
    if alpha >= 1.0:
        return np.ones(1)
    length = int(np.ceil(np.log(1e-7) / np.log(1.0 - alpha))) + 1
    return alpha * (1.0 - alpha) ** np.arange(min(length, 4 * rate))


def _convolve(x: np.ndarray, ir: np.ndarray) -> np.ndarray:
    n = len(x) + len(ir) - 1
    size = 1 << max(1, (n - 1).bit_length())
    y = np.fft.irfft(np.fft.rfft(x, size) * np.fft.rfft(ir, size), size)
    return y[: len(x)]


def lowpass(x: np.ndarray, cutoff: float, rate: int = RATE) -> np.ndarray:
    """One-pole low-pass (6 dB/octave): softens, rounds, takes the buzz off."""
    if len(x) == 0:
        return x.copy()
    alpha = 1.0 - np.exp(-2.0 * np.pi * cutoff / rate)
    return _convolve(x, _one_pole_ir(alpha, rate))


def highpass(x: np.ndarray, cutoff: float, rate: int = RATE) -> np.ndarray:
    """One-pole high-pass: the input minus its low-pass (thins, removes rumble and DC)."""
    return x - lowpass(x, cutoff, rate)


def pluck(freq: float, duration: float, seed: int = 0, brightness: float = 0.5, rate: int = RATE) -> np.ndarray:
    """Karplus-Strong plucked string (guitar, lute, harp-ish); brightness 0..1 shapes the initial noise.
    Vectorised one period at a time (each period only reads the period before)."""
    n = samples(duration, rate)
    period = max(2, round(rate / freq))
    rng = np.random.default_rng(seed)
    burst = rng.uniform(-1.0, 1.0, period)
    if brightness < 1.0:
        burst = lowpass(np.tile(burst, 3), 200 + 8000 * brightness, rate)[period: 2 * period]
    burst -= burst.mean()
    burst /= np.max(np.abs(burst)) or 1.0
    # one cycle of a sine under the noise: the string always sounds its fundamental, whatever the seed
    burst = 0.6 * burst + np.sin(2 * np.pi * np.arange(period) / period)
    y = np.zeros(n + period + 1)
    y[1: period + 1] = burst
    decay = 0.996
    for start in range(period + 1, len(y), period):
        stop = min(start + period, len(y))
        k = np.arange(start, stop)
        y[start:stop] = decay * 0.5 * (y[k - period] + y[k - period - 1])
    out = y[1: n + 1]
    peak = np.max(np.abs(out)) or 1.0
    return out / peak * decay_env(duration, duration, attack=0.0015, rate=rate) ** 0.1


def harp(freq: float, duration: float, rate: int = RATE, brightness: float = 1.0) -> np.ndarray:
    """A soft harp / kalimba note by additive synthesis: decaying harmonics, the higher ones dying sooner,
    a hair of inharmonicity for warmth."""
    t = timeline(duration, rate)
    out = np.zeros_like(t)
    for k in range(1, 7):
        f = freq * k * (1.0 + 0.0004 * k * k)
        if f > rate / 2.2:
            break
        amp = brightness ** (k - 1) / k ** 1.6
        out += amp * np.sin(2 * np.pi * f * t) * 0.5 ** (t / (0.9 / k ** 0.8))
    out /= np.max(np.abs(out)) or 1.0
    return out * decay_env(duration, duration * 0.6, attack=0.003, rate=rate) * tail_fade(len(t), 0.3)


def tail_fade(n: int, fraction: float) -> np.ndarray:
    """1 over the first part, then a raised-cosine fall to 0 over the last `fraction` of n samples: lets a
    note die away instead of being cut."""
    env = np.ones(n)
    k = int(n * fraction)
    if k:
        env[n - k:] = 0.5 + 0.5 * np.cos(np.linspace(0.0, np.pi, k))
    return env


def flute(freq: float, duration: float, rate: int = RATE, seed: int = 0) -> np.ndarray:
    """A breathy wooden-flute tone: sine + a little second and third harmonic, delayed vibrato, soft breath."""
    t = timeline(duration, rate)
    vib = 1.0 + 0.004 * np.sin(2 * np.pi * 5.2 * t) * np.clip((t - 0.15) / 0.3, 0.0, 1.0)
    phase = np.cumsum(freq * vib) / rate
    body = np.sin(2 * np.pi * phase) + 0.18 * np.sin(4 * np.pi * phase) + 0.06 * np.sin(6 * np.pi * phase)
    breath = lowpass(highpass(noise(duration, seed, rate=rate), 1500, rate), 4000, rate) * 0.05
    sig = (body / 1.24 + breath)
    return sig * adsr(duration, attack=0.06, decay=0.15, sustain=0.8, release=min(0.2, duration * 0.4), rate=rate)


def chord(freqs, duration: float, voice=harp, spread: float = 0.0, rate: int = RATE, **kw) -> np.ndarray:
    """Several notes of the same voice together; spread > 0 strums them (seconds between notes)."""
    total = silence(duration + spread * max(0, len(freqs) - 1), rate)
    for i, f in enumerate(freqs):
        place(total, voice(f, duration, rate=rate, **kw), i * spread, rate)
    return total / max(1, len(freqs)) ** 0.5


def place(track: np.ndarray, clip: np.ndarray, at: float, rate: int = RATE, gain: float = 1.0) -> np.ndarray:
    """Add clip into track (in place) starting at `at` seconds; whatever runs past the end is dropped."""
    start = samples(at, rate)
    if start >= len(track):
        return track
    stop = min(len(track), start + len(clip))
    track[start:stop] += gain * clip[: stop - start]
    return track


def mix(*tracks, gains=None) -> np.ndarray:
    """Sum tracks of any lengths (shorter ones padded with silence)."""
    if not tracks:
        return np.zeros(0)
    gains = gains or [1.0] * len(tracks)
    out = np.zeros(max(len(t) for t in tracks))
    for t, g in zip(tracks, gains):
        out[: len(t)] += g * t
    return out


def concat(*clips) -> np.ndarray:
    return np.concatenate([np.asarray(c, dtype=float) for c in clips]) if clips else np.zeros(0)


def echo(x: np.ndarray, delay: float, feedback: float = 0.35, repeats: int = 5, rate: int = RATE,
         tail: bool = True) -> np.ndarray:
    """Repeats fading by `feedback` each time; tail=True lengthens the clip so the echoes are not cut."""
    d = samples(delay, rate)
    out = np.zeros(len(x) + (d * repeats if tail else 0))
    out[: len(x)] += x
    for k in range(1, repeats + 1):
        seg = x[: max(0, len(out) - k * d)]
        out[k * d: k * d + len(seg)] += feedback ** k * seg
    return out


def room(x: np.ndarray, size: float = 0.5, wet: float = 0.25, rate: int = RATE, seed: int = 7) -> np.ndarray:
    """A small cosy room reverb: a decaying noise impulse response (size = seconds of tail), darkened with a
    low-pass, convolved by FFT. The result is longer than x by the tail."""
    length = samples(max(0.05, size), rate)
    ir = noise(length / rate, seed, rate=rate) * 0.5 ** (np.arange(length) / (length / 6.0))
    ir = lowpass(ir, 3500, rate)
    ir /= np.sqrt(np.sum(ir ** 2)) or 1.0
    n = len(x) + length - 1
    fft_size = 1 << max(1, (n - 1).bit_length())
    wet_sig = np.fft.irfft(np.fft.rfft(x, fft_size) * np.fft.rfft(ir, fft_size), fft_size)[:n]
    out = wet * wet_sig
    out[: len(x)] += (1.0 - wet) * x
    return out


def fold_loop(x: np.ndarray, length: int) -> np.ndarray:
    """Make a seamless loop of `length` samples: everything past the end (reverb tails, echoes, the last
    notes' ring) is added back onto the start, as it would sound when the loop repeats."""
    out = np.zeros(length)
    for start in range(0, len(x), length):
        seg = x[start: start + length]
        out[: len(seg)] += seg
    return out


def fade(x: np.ndarray, fade_in: float = 0.0, fade_out: float = 0.0, rate: int = RATE) -> np.ndarray:
    out = x.copy()
    a, b = min(len(x), samples(fade_in, rate)), min(len(x), samples(fade_out, rate))
    if a:
        out[:a] *= np.linspace(0.0, 1.0, a)
    if b:
        out[len(x) - b:] *= np.linspace(1.0, 0.0, b)
    return out


def normalize(x: np.ndarray, peak: float = 0.8) -> np.ndarray:
    """Scale so the loudest sample is `peak` (below 1.0 leaves headroom: no clipping)."""
    m = np.max(np.abs(x)) if len(x) else 0.0
    return x * (peak / m) if m > 0 else x.copy()


def rms(x: np.ndarray) -> float:
    return float(np.sqrt(np.mean(np.square(x)))) if len(x) else 0.0


def to_int16(x: np.ndarray, stereo: bool = False) -> np.ndarray:
    """Float -1..1 to int16 (clipped). stereo=True gives shape (n, 2) (the mono signal on both sides); a
    (n, 2) input stays stereo."""
    a = np.asarray(x, dtype=float)
    if stereo and a.ndim == 1:
        a = np.column_stack([a, a])
    return np.round(np.clip(a, -1.0, 1.0) * 32767.0).astype(np.int16)


def write_wav(path, data: np.ndarray, rate: int = RATE) -> Path:
    """Write a 16-bit PCM WAV (mono for 1-D data, stereo for (n, 2)); float data is converted with to_int16."""
    path = Path(path)
    pcm = data if np.asarray(data).dtype == np.int16 else to_int16(data)
    channels = 1 if pcm.ndim == 1 else pcm.shape[1]
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(channels)
        w.setsampwidth(2)
        w.setframerate(int(rate))
        w.writeframes(pcm.astype("<i2").tobytes())
    return path


def read_wav(path) -> tuple[np.ndarray, int]:
    """(float samples, rate) of a 16-bit WAV: (n,) mono or (n, channels). For tests and tools."""
    with wave.open(str(path), "rb") as w:
        rate, channels, width = w.getframerate(), w.getnchannels(), w.getsampwidth()
        raw = w.readframes(w.getnframes())
    if width != 2:
        raise ValueError(f"{path}: only 16-bit WAV is supported, not {8 * width}-bit")
    a = np.frombuffer(raw, dtype="<i2").astype(float) / 32767.0
    return (a if channels == 1 else a.reshape(-1, channels)), rate


# a voice without words (the giant, the Dark Lord) ----------------------------------------------------------
# vowel formants (Hz) for a deep male voice: F1, F2, F3
VOWELS = {"ee": (300, 2100, 2800), "ai": (650, 1150, 2500), "i": (360, 1900, 2600), "oh": (480, 800, 2450),
          "uh": (560, 1050, 2400), "oo": (320, 780, 2300), "m": (250, 900, 2200), "ah": (700, 1100, 2500)}


def _formant_filter(x: np.ndarray, formants, rate: int, width: float = 90.0) -> np.ndarray:
    """Shape x's spectrum with Gaussian bumps at the formant frequencies (an FFT filter: fine for short clips)."""
    spec = np.fft.rfft(x)
    f = np.fft.rfftfreq(len(x), 1.0 / rate)
    gain = np.zeros_like(f)
    for i, fc in enumerate(formants):
        w = width * (1 + i * 0.6)
        gain += (1.0 / (1 + i)) * np.exp(-0.5 * ((f - fc) / w) ** 2)
    return np.fft.irfft(spec * gain, len(x))


def voice(syllables, rate: int = 44100, seed: int = 0, rasp: float = 0.35) -> np.ndarray:
    """A growled phrase: syllables = [(vowel, f0 Hz, seconds, hiss_seconds)]. Each syllable is a buzzing
    sawtooth at f0 (with a slow wobble and jitter) shaped by the vowel's formants, led in by a breathy 'f'
    hiss of hiss_seconds, with a rough rasp (noise modulated at f0) for menace."""
    rng = np.random.default_rng(seed)
    parts = []
    for k, (vowel, f0, dur, hiss) in enumerate(syllables):
        n = samples(dur, rate)
        t = np.arange(n) / rate
        freq = f0 * (1 + 0.03 * np.sin(2 * np.pi * 5.5 * t) + 0.01 * rng.standard_normal(n).cumsum() / np.sqrt(n))
        phase = np.cumsum(freq) / rate
        buzz = 2 * (phase % 1.0) - 1
        rough = rng.uniform(-1, 1, n) * (0.5 + 0.5 * np.sin(2 * np.pi * phase)) * rasp
        body = _formant_filter(buzz + rough, VOWELS[vowel], rate)
        body = body / (np.max(np.abs(body)) or 1.0)
        body *= adsr(dur, 0.04, 0.1, 0.8, dur * 0.35, rate)
        if hiss > 0:
            fric = lowpass(lowpass(highpass(noise(hiss, seed=seed * 10 + k, rate=rate), 1500, rate), 5000,
                                               rate), 5000, rate)  # an 'f': soft breath, not a hiss
            h = fric / (np.max(np.abs(fric)) or 1.0) * adsr(hiss, 0.03, 0.02, 0.8, hiss * 0.4, rate) * 0.2
            body = np.concatenate([h, body])
        parts.append(body)
        parts.append(silence(0.06, rate))
    return np.concatenate(parts)
