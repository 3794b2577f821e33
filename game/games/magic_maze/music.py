"""Magic Maze's music bed: a sneaky heist loop, synthesised with numpy (game/engine/synth.py), written by
tools/make_sounds.py as three tempo variants (assets/sounds/magic_maze/music_calm.wav, music_hurry.wav,
music_panic.wav; 22.05 kHz mono). The scene streams the calm one and switches up as the sand runs low (the same
tune and key at every tempo, each loop 8 bars, so a switch at a loop's end - or anywhere - sounds like the band
speeding up rather than a new song).

A minor, 4/4, 8 bars: a staccato plucked bass on eighths, brushed hi-hats, a soft kick and snare, and a
vibraphone-like harp playing a tiptoeing tune; the panic variant doubles the hats to sixteenths and adds a
ticking woodblock on every beat."""
from __future__ import annotations

import numpy as np

from game.engine import synth as s

RATE = 22050
BARS = 8
TEMPOS = {"calm": 96, "hurry": 120, "panic": 150}

CHORDS = ["Am", "Am", "F", "E", "Am", "Am", "Dm", "E"]
ROOTS = {"Am": "A2", "F": "F2", "E": "E2", "Dm": "D2"}
# the bass walks on eighths: semitones above the chord root, None = rest (the gaps make it sneak)
BASS_STEPS = [0, None, 0, 7, None, 0, 10, 7]
# the tune: (note or "-", eighths); 8 eighths a bar
MELODY = [
    ("A4", 1), ("-", 1), ("C5", 1), ("-", 1), ("E5", 1), ("D#5", 1), ("E5", 2),
    ("-", 4), ("G5", 1), ("F5", 1), ("E5", 1), ("C5", 1),
    ("F5", 1), ("-", 1), ("A5", 1), ("-", 1), ("C6", 2), ("A5", 2),
    ("G#5", 3), ("E5", 1), ("B4", 2), ("G#4", 2),
    ("A4", 1), ("-", 1), ("C5", 1), ("-", 1), ("E5", 1), ("D#5", 1), ("E5", 2),
    ("-", 2), ("A5", 1), ("G5", 1), ("E5", 1), ("C5", 1), ("D5", 1), ("E5", 1),
    ("F5", 2), ("D5", 1), ("A4", 1), ("F5", 2), ("E5", 1), ("D5", 1),
    ("E5", 2), ("G#4", 2), ("B4", 2), ("E5", 1), ("-", 1),
]


def _semis(name: str, semitones: int) -> float:
    return s.note(name) * 2.0 ** (semitones / 12.0)


def _events(eighth: float):
    t = 0.0
    for name, n in MELODY:
        if name != "-":
            yield name, t, n * eighth
        t += n * eighth
    if abs(t - BARS * 8 * eighth) > 1e-9:
        raise ValueError(f"the tune is {t / (8 * eighth)} bars long, not {BARS}")


def _vibe(freq: float, dur: float, r: int) -> np.ndarray:
    """A vibraphone-ish note: the harp voice with a slow tremolo."""
    x = s.harp(freq, dur, rate=r, brightness=0.5)
    t = np.arange(len(x)) / r
    return x * (1.0 - 0.25 * (1 - np.cos(2 * np.pi * 5.0 * t)) / 2)


def _drum_hits(r: int):
    dur = 0.2
    kick = s.sweep(110, 45, dur, rate=r) * s.decay_env(dur, 0.04, rate=r)
    snare = (s.highpass(s.noise(dur, 51, rate=r), 1200, r) * s.decay_env(dur, 0.03, rate=r) * 0.6
             + s.tone(190, dur, rate=r) * s.decay_env(dur, 0.02, rate=r) * 0.4)
    hat = s.highpass(s.noise(0.05, 52, rate=r), 5000, r) * s.decay_env(0.05, 0.008, rate=r)
    block = s.tone(1250, 0.08, rate=r) * s.decay_env(0.08, 0.012, rate=r)
    return kick, snare, hat, block


def theme(variant: str = "calm") -> tuple[np.ndarray, int]:
    """One loop of the heist tune at the variant's tempo: mono float samples and their rate."""
    r = RATE
    bpm = TEMPOS[variant]
    beat = 60.0 / bpm
    eighth = beat / 2
    bar = 4 * beat
    length = s.samples(BARS * bar, r)
    tail = s.samples(1.5, r)
    bass = np.zeros(length + tail)
    tune = np.zeros(length + tail)
    drums = np.zeros(length + tail)
    kick, snare, hat, block = _drum_hits(r)
    for b, chord in enumerate(CHORDS):
        root = ROOTS[chord]
        for k, step in enumerate(BASS_STEPS):
            if step is None:
                continue
            pl = s.lowpass(s.pluck(_semis(root, step) * 2, eighth * 0.9, seed=b * 8 + k, brightness=0.3, rate=r),
                           900, r)
            s.place(bass, pl * s.tail_fade(len(pl), 0.3), b * bar + k * eighth, r, 0.55 if k == 0 else 0.42)
        for q in range(4):
            at = b * bar + q * beat
            s.place(drums, kick if q % 2 == 0 else snare, at, r, 0.5 if q % 2 == 0 else 0.22)
            if variant == "panic":
                s.place(drums, block, at, r, 0.18)
        hats = 16 if variant == "panic" else 8
        for h in range(hats):
            swing = 0.0 if variant == "panic" or h % 2 == 0 else eighth * 0.16  # a lazy swing until panic
            s.place(drums, hat, b * bar + h * bar / hats + swing, r, 0.16 if h % 2 == 0 else 0.1)
    for name, at, dur in _events(eighth):
        s.place(tune, _vibe(s.note(name), max(dur, 0.35), r), at, r, 0.42)
    dry = s.mix(bass, tune, drums, gains=[1.0, 1.0, 1.0])
    wet = s.room(dry, size=0.6, wet=0.15, rate=r)
    loop = s.fold_loop(s.highpass(s.lowpass(wet, 7000, r), 40, r), length)
    return s.normalize(loop, 0.7), r


def calm() -> tuple[np.ndarray, int]:
    return theme("calm")


def hurry() -> tuple[np.ndarray, int]:
    return theme("hurry")


def panic() -> tuple[np.ndarray, int]:
    return theme("panic")
