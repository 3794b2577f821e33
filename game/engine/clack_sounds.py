"""The clacks of wooden pieces, synthesised with numpy (game/engine/synth.py). tools/make_sounds.py writes them to
assets/sounds/physics/<name>.ogg; game/engine/clacks.py picks which to play for a frame's contacts (Jack & the
Beanstalk, the physics sandbox).

Each sound is a few damped resonances (modal synthesis: what a struck block of wood or steel rings at) plus a
short noise burst for the moment of contact. Small hard dice ring high and die away in ~20 ms; the table adds
its low board resonance; the axe's steel blade rings longer over a woody crack. Float mono, -1..1, 44100 Hz.
"""
from __future__ import annotations

import numpy as np

from game.engine import synth as s

R = s.RATE


def _modes(freqs, amps, half_lives, dur: float, attack: float = 0.0004) -> np.ndarray:
    """Damped sines: each resonance starts at full strength and halves every half-life."""
    t = s.timeline(dur)
    out = np.zeros_like(t)
    for f, a, hl in zip(freqs, amps, half_lives):
        out += a * np.sin(2 * np.pi * f * t) * 0.5 ** (t / hl)
    n = s.samples(attack)
    out[:n] *= np.linspace(0.0, 1.0, n, endpoint=False)
    return out * s.tail_fade(len(out), 0.15)


def _hit(dur: float, seed: int, low: float, high: float, half_life: float) -> np.ndarray:
    """The contact itself: a band of noise that is over in a few milliseconds (low-passed twice: 12 dB/octave,
    so it knocks rather than hisses)."""
    burst = s.highpass(s.lowpass(s.lowpass(s.noise(dur, seed=seed), high), high), low)
    return burst * s.decay_env(dur, half_life, attack=0.0003)


def clack(pitch: float = 1.0, seed: int = 1) -> np.ndarray:
    """Die on die: two hard little blocks, a bright dry 'tck'."""
    dur = 0.12
    ring = _modes([1850 * pitch, 2960 * pitch, 4150 * pitch, 5650 * pitch], [1.0, 0.55, 0.35, 0.2],
                  [0.016, 0.011, 0.007, 0.005], dur)
    return s.normalize(s.mix(ring, _hit(dur, seed, 1200, 5000, 0.0015), gains=[0.9, 0.6]), 0.6)


def knock(pitch: float = 1.0, seed: int = 2) -> np.ndarray:
    """A piece set down (or dropped) on the wooden table: the board's low 'tok' under the piece's click."""
    dur = 0.22
    board = _modes([185 * pitch, 410 * pitch, 720 * pitch], [0.9, 0.55, 0.3], [0.045, 0.028, 0.016], dur)
    piece = _modes([1500 * pitch, 2650 * pitch], [0.45, 0.25], [0.010, 0.006], dur)
    return s.normalize(s.mix(board, piece, _hit(dur, seed, 300, 3500, 0.003), gains=[1.0, 0.8, 0.6]), 0.7)


def thud() -> np.ndarray:
    """A heavy piece (castle, trunk) landing on the table: deeper, longer."""
    dur = 0.34
    board = _modes([112, 236, 470], [1.0, 0.6, 0.3], [0.07, 0.045, 0.022], dur)
    click = _modes([880, 1420], [0.35, 0.2], [0.014, 0.009], dur)
    return s.normalize(s.mix(board, click, _hit(dur, 5, 120, 1500, 0.007), gains=[1.0, 0.8, 0.7]), 0.8)


def chop() -> np.ndarray:
    """The axe hits: a woody crack, a low thunk and the steel blade ringing after it."""
    dur = 0.45
    steel = _modes([1190, 2980, 4890, 6930], [0.5, 0.4, 0.28, 0.14], [0.09, 0.06, 0.04, 0.025], dur)
    thunk = s.sweep(170, 85, dur) * s.decay_env(dur, 0.035, attack=0.0005)
    crack = _hit(dur, 9, 700, 6000, 0.006)
    return s.normalize(s.mix(steel, thunk, crack, gains=[0.6, 0.9, 1.0]), 0.9)


SOUNDS = {
    "clack_1": lambda: clack(1.0, 1),
    "clack_2": lambda: clack(0.9, 3),
    "clack_3": lambda: clack(1.12, 4),
    "knock_1": lambda: knock(1.0, 2),
    "knock_2": lambda: knock(1.08, 6),
    "thud": thud,
    "chop": chop,
}
