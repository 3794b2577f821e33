"""A small score engine for the games' music: stereo voices, a bar/beat timeline, a stereo room and a seamless
loop, on top of game/engine/synth.py (numpy only, no pygame, deterministic).

    p = Piece(bpm=96, bars=24)                   # 4/4 unless beats_per_bar says otherwise
    p.add(bell(s.note("A5"), 1.5), bar=2, beat=1, gain=0.3, pan=-0.4)
    stereo = p.render(room_size=1.6, wet=0.28)   # (n, 2) floats, exactly `bars` long, the tails folded onto
                                                 # the start so the file loops without a gap or a click

The voices here add what the effect voices of synth.py leave out: air and shimmer above 10 kHz (bells,
brushes, shakers, the breath of a bow), so a TV's tweeters have something to play.
"""
from __future__ import annotations

import numpy as np

from game.engine import synth as s

RATE = 44100


# -- voices (mono float arrays) ---------------------------------------------------------------------------------
def bell(freq: float, dur: float, rate: int = RATE, bright: float = 1.0) -> np.ndarray:
    """A glockenspiel / celesta bell: inharmonic partials, the high ones short, a tiny metallic strike."""
    t = s.timeline(dur, rate)
    out = np.zeros_like(t)
    for ratio, amp, life in ((1.0, 1.0, 0.9), (2.76, 0.45 * bright, 0.35), (5.40, 0.25 * bright, 0.15),
                             (8.93, 0.15 * bright, 0.07)):
        f = freq * ratio
        if f < rate / 2.1:
            out += amp * np.sin(2 * np.pi * f * t) * 0.5 ** (t / life)
    strike = s.highpass(s.noise(min(dur, 0.02), seed=int(freq), rate=rate), 6000, rate)
    out[: len(strike)] += 0.15 * bright * strike * np.linspace(1, 0, len(strike))
    return out / (np.max(np.abs(out)) or 1.0) * s.tail_fade(len(t), 0.2)


def pizz(freq: float, dur: float = 0.5, rate: int = RATE, seed: int = 0, bright: float = 0.6) -> np.ndarray:
    """A plucked string (pizzicato, lute): Karplus-Strong, short."""
    return s.pluck(freq, dur, seed=seed, brightness=bright, rate=rate) * s.decay_env(dur, dur * 0.3, rate=rate)


def pad(freqs, dur: float, rate: int = RATE, cutoff: float = 1800.0, seed: int = 0,
        attack: float = 0.8, release: float = 1.0) -> np.ndarray:
    """Soft strings: two slightly detuned saws a note, darkened, a slow swell and a bow's breath on top."""
    t = s.timeline(dur, rate)
    out = np.zeros_like(t)
    for i, f in enumerate(freqs):
        for det in (-0.0035, 0.0035):
            out += s._wave(f * (1 + det) * t + 0.37 * i, "saw")
    out = s.lowpass(s.lowpass(out, cutoff, rate), cutoff * 1.5, rate) / max(1, len(freqs))
    air = s.highpass(s.noise(dur, seed=seed, rate=rate), 7000, rate) * 0.02
    env = s.adsr(dur, attack, 0.2, 0.9, release, rate)
    return (out + air) * env


def reed(freq: float, dur: float, rate: int = RATE, cutoff: float = 1400.0) -> np.ndarray:
    """A bassoon / oboe-ish reed: a square and a saw, nasal, a little vibrato, short staccato edges."""
    t = s.timeline(dur, rate)
    ph = freq * t + 0.003 * freq * np.sin(2 * np.pi * 5.5 * t) / (2 * np.pi * 5.5)
    raw = 0.6 * s._wave(ph, "square") + 0.4 * s._wave(ph, "saw")
    body = s.lowpass(s.lowpass(raw, cutoff, rate), cutoff * 2, rate)
    return body * s.adsr(dur, 0.015, 0.05, 0.8, min(0.06, dur * 0.3), rate)


def brass(freq: float, dur: float, rate: int = RATE) -> np.ndarray:
    """A low horn / trombone: a saw whose brightness swells with the note, then dies away."""
    t = s.timeline(dur, rate)
    raw = s._wave(freq * t, "saw") + 0.5 * s._wave(freq * 1.003 * t, "saw")
    dark, bright = s.lowpass(raw, 350, rate), s.lowpass(raw, 2200, rate)
    swell = np.clip(t / max(0.05, dur * 0.5), 0, 1) * np.clip((dur - t) / max(0.05, dur * 0.5), 0, 1)
    return (dark * (1 - swell) + bright * swell) * s.adsr(dur, 0.08, 0.1, 0.85, min(0.3, dur * 0.3), rate) / 1.5


def bass(freq: float, dur: float, rate: int = RATE) -> np.ndarray:
    """A round bass (sine + a soft triangle), plucked."""
    t = s.timeline(dur, rate)
    out = np.sin(2 * np.pi * freq * t) + 0.3 * s._wave(freq * t, "triangle")
    return out * s.decay_env(dur, dur * 0.5, attack=0.005, rate=rate) * s.tail_fade(len(t), 0.2) / 1.3


def shaker(dur: float = 0.08, rate: int = RATE, seed: int = 0) -> np.ndarray:
    """A shaker / brush tick: bright noise above 6 kHz, short."""
    x = s.highpass(s.noise(dur, seed=seed, rate=rate), 6000, rate)
    return x * s.adsr(dur, 0.004, dur * 0.3, 0.3, dur * 0.5, rate)


def drum(freq: float = 70.0, dur: float = 0.4, rate: int = RATE, seed: int = 0) -> np.ndarray:
    """A soft frame drum: a falling sine and a puff of dark noise."""
    body = s.sweep(freq * 1.8, freq, dur, rate=rate) * s.decay_env(dur, dur * 0.25, attack=0.002, rate=rate)
    skin = s.lowpass(s.noise(dur, seed=seed, rate=rate), 1200, rate) * s.decay_env(dur, 0.02, rate=rate)
    return body + 0.3 * skin


def wind(dur: float, rate: int = RATE, seed: int = 0, speed: float = 0.07) -> np.ndarray:
    """Wind through trees: pink noise, its level breathing slowly; the hiss of leaves on top."""
    t = s.timeline(dur, rate)
    body = s.lowpass(s.noise(dur, seed=seed, colour="pink", rate=rate), 900, rate)
    leaves = s.highpass(s.noise(dur, seed=seed + 1, rate=rate), 8000, rate) * 0.25
    breath = 0.55 + 0.45 * np.sin(2 * np.pi * speed * t + seed) ** 2
    return (body + leaves) * breath


# -- the piece --------------------------------------------------------------------------------------------------
def pan_gains(pan: float) -> tuple[float, float]:
    """Equal-power pan: -1 left .. 1 right -> (left, right) gains (0.707 each in the middle)."""
    a = (max(-1.0, min(1.0, pan)) + 1.0) * np.pi / 4
    return float(np.cos(a)), float(np.sin(a))


class Piece:
    def __init__(self, bpm: float, bars: int, beats_per_bar: int = 4, rate: int = RATE, tail: float = 4.0):
        self.bpm, self.bars, self.beats_per_bar, self.rate = bpm, bars, beats_per_bar, rate
        self.beat = 60.0 / bpm
        self.bar = self.beat * beats_per_bar
        self.length = s.samples(self.bars * self.bar, rate)
        self.buf = np.zeros((self.length + s.samples(tail, rate), 2))

    def at(self, bar: float, beat: float = 0.0) -> float:
        """Seconds from the start of bar `bar` (0-based) plus `beat` beats."""
        return bar * self.bar + beat * self.beat

    def add(self, clip: np.ndarray, bar: float, beat: float = 0.0, gain: float = 1.0, pan: float = 0.0) -> None:
        """Mix a mono clip in at a bar and beat; past the loop's end it rings on (folded onto the start)."""
        start = s.samples(self.at(bar, beat), self.rate)
        if start >= len(self.buf):
            return
        stop = min(len(self.buf), start + len(clip))
        left, right = pan_gains(pan)
        self.buf[start:stop, 0] += gain * left * clip[: stop - start]
        self.buf[start:stop, 1] += gain * right * clip[: stop - start]

    def add_bed(self, clip: np.ndarray, gain: float = 1.0, width: float = 0.0, seed_shift: int = 0) -> None:
        """A bed the length of the whole loop (wind, a drone) on both sides; width > 0 delays one side a little
        so it sounds wide."""
        n = min(len(clip), len(self.buf))
        d = s.samples(0.013 * width, self.rate)
        self.buf[:n, 0] += gain * clip[:n]
        self.buf[d:n, 1] += gain * clip[: n - d]

    def render(self, room_size: float = 1.5, wet: float = 0.25, lowcut: float = 35.0) -> np.ndarray:
        """The loop: a stereo room (a different reflection pattern each side), the tails folded onto the start,
        rumble below `lowcut` removed, the loop's two ends joined without a step."""
        out = np.zeros((self.length, 2))
        for ch, seed in ((0, 7), (1, 8)):
            wetted = s.room(self.buf[:, ch], room_size, wet, self.rate, seed=seed)
            out[:, ch] = s.highpass(s.fold_loop(wetted, self.length), lowcut, self.rate)
        return seamless(out)


def seamless(x: np.ndarray) -> np.ndarray:
    """Remove any step between the last and the first sample: the last 20 ms bend, by a ramp from nothing, to
    where the start's slope says the sample before it would be (the folded tails already make the ends nearly
    continuous; this catches what the filters leave)."""
    out = np.array(x, dtype=float, copy=True)
    n = min(len(out) - 1, 882)
    want = 2 * out[0] - out[1]  # the sample that would come just before the first
    ramp = np.linspace(0.0, 1.0, n)
    corr = want - out[-1]
    out[-n:] += ramp[:, None] * corr[None, :] if out.ndim == 2 else ramp * corr
    return out
