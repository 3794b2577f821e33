"""The Pied Piper's sounds, synthesised with numpy (game/engine/synth.py). tools/make_sounds.py writes them to
assets/sounds/pied_piper/<name>.ogg; the scene plays "pied_piper/<name>" and streams "pied_piper/music" (the
looping tune of music.py). The effect functions return mono float samples (-1..1) at 44100 Hz; tools/make_sounds.py
brings each to the effects' loudness (LOUDNESS sets the constantly heard ones a little softer). Deterministic
(fixed seeds)."""
from __future__ import annotations

import numpy as np

from game.engine import synth as s
from game.games.pied_piper import music

RATE = 44100


def _out(x: np.ndarray, peak: float = 0.8) -> np.ndarray:
    return s.normalize(x, peak)


def _squeak(f0: float, f1: float, f2: float, dur: float, seed: int) -> np.ndarray:
    """A rat's squeak: a quick up-and-down chirp with a fast wobble and a little breath."""
    n = s.samples(dur, RATE)
    t = np.arange(n) / RATE
    half = n // 2
    freq = np.concatenate([np.linspace(f0, f1, half), np.linspace(f1, f2, n - half)])
    freq *= 1.0 + 0.03 * np.sin(2 * np.pi * 38 * t)
    phase = 2 * np.pi * np.cumsum(freq) / RATE
    voice = np.sin(phase) + 0.35 * np.sin(2 * phase) + 0.12 * np.sin(3 * phase)
    breath = s.highpass(s.noise(dur, seed, rate=RATE), 3000, RATE) * 0.08
    return (voice + breath) * s.adsr(dur, attack=0.01, decay=0.04, sustain=0.7, release=dur * 0.35, rate=RATE)


def squeak() -> np.ndarray:
    return _out(_squeak(2300, 3500, 2600, 0.17, 1), 0.55)


def squeak_high() -> np.ndarray:
    return _out(_squeak(2900, 4200, 3100, 0.13, 2), 0.5)


def squeak_low() -> np.ndarray:
    a = _squeak(1900, 2800, 2000, 0.15, 3)
    b = _squeak(2100, 3000, 2300, 0.12, 4)
    out = s.silence(0.34, RATE)
    s.place(out, a, 0.0, RATE)
    s.place(out, b, 0.17, RATE, 0.8)
    return _out(out, 0.55)


def tune() -> np.ndarray:
    """The piper's pipe: a lilting five-note phrase on a wooden flute (D major), with a little room."""
    phrase = (("D5", 0.0, 0.22), ("F#5", 0.2, 0.22), ("A5", 0.4, 0.3), ("G5", 0.68, 0.18), ("B5", 0.84, 0.5))
    out = s.silence(1.5, RATE)
    for i, (name, at, dur) in enumerate(phrase):
        s.place(out, s.flute(s.note(name), dur + 0.06, rate=RATE, seed=20 + i), at, RATE, 0.8)
    return _out(s.fade(s.room(out, 0.6, 0.25, RATE), 0, 0.2, RATE), 0.7)


def tune_short() -> np.ndarray:
    out = s.silence(0.7, RATE)
    for i, (name, at) in enumerate((("A5", 0.0), ("B5", 0.14), ("D6", 0.28))):
        s.place(out, s.flute(s.note(name), 0.22, rate=RATE, seed=40 + i), at, RATE, 0.8)
    return _out(s.fade(s.room(out, 0.4, 0.2, RATE), 0, 0.1, RATE), 0.6)


def step() -> np.ndarray:
    """Little feet on cobbles: three soft taps."""
    out = s.silence(0.3, RATE)
    for i in range(3):
        tap = s.lowpass(s.noise(0.05, 60 + i, rate=RATE), 1800, RATE) * s.decay_env(0.05, 0.008, rate=RATE)
        s.place(out, tap, i * 0.08, RATE, 1.0 - 0.2 * i)
    return _out(out, 0.45)


def door() -> np.ndarray:
    """Walking through a house: a wooden door knock and a creak."""
    knock = s.sweep(260, 180, 0.12, rate=RATE) * s.decay_env(0.12, 0.02, rate=RATE)
    n = s.samples(0.35, RATE)
    t = np.arange(n) / RATE
    creak_f = 180 + 60 * np.sin(2 * np.pi * 3 * t)
    creak = np.sign(np.sin(2 * np.pi * np.cumsum(creak_f) / RATE)) * 0.2
    creak = s.lowpass(creak, 1200, RATE) * s.adsr(0.35, 0.05, 0.1, 0.6, 0.15, rate=RATE)
    out = s.silence(0.5, RATE)
    s.place(out, knock, 0.0, RATE)
    s.place(out, creak, 0.1, RATE, 0.5)
    return _out(out, 0.5)


def floor_up() -> np.ndarray:
    """The marker climbs: two quick rising harp notes, a bit worried."""
    out = s.silence(0.45, RATE)
    s.place(out, s.harp(s.note("E5"), 0.3, rate=RATE), 0.0, RATE)
    s.place(out, s.harp(s.note("G#5"), 0.35, rate=RATE), 0.08, RATE)
    return _out(out, 0.55)


def floor_down() -> np.ndarray:
    """The marker drops: a gentle falling pair, relief."""
    out = s.silence(0.5, RATE)
    s.place(out, s.harp(s.note("A5"), 0.3, rate=RATE), 0.0, RATE)
    s.place(out, s.harp(s.note("E5"), 0.4, rate=RATE), 0.09, RATE)
    return _out(out, 0.55)


def card_slide() -> np.ndarray:
    """A card slid across the table."""
    dur = 0.22
    x = s.lowpass(s.highpass(s.noise(dur, 7, rate=RATE), 900, RATE), 5000, RATE)
    return _out(x * s.adsr(dur, 0.03, 0.05, 0.6, 0.12, rate=RATE), 0.4)


def card_flip() -> np.ndarray:
    """A card turned over: a short papery snap."""
    dur = 0.09
    x = s.highpass(s.noise(dur, 9, rate=RATE), 2000, RATE) * s.decay_env(dur, 0.012, rate=RATE)
    return _out(x, 0.45)


def shuffle() -> np.ndarray:
    """A deck riffled: many tiny snaps speeding up."""
    out = s.silence(0.7, RATE)
    at = 0.0
    for i in range(16):
        snap = s.highpass(s.noise(0.03, 100 + i, rate=RATE), 2500, RATE) * s.decay_env(0.03, 0.006, rate=RATE)
        s.place(out, snap, at, RATE, 0.6 + 0.02 * i)
        at += 0.045 - i * 0.0015
    return _out(out, 0.4)


def turn() -> np.ndarray:
    """About-turn: a little whoosh."""
    dur = 0.25
    n = s.samples(dur, RATE)
    noise = s.noise(dur, 13, rate=RATE)
    lo = s.lowpass(noise, 600, RATE)
    hi = s.lowpass(noise, 3000, RATE)
    mixk = np.sin(np.linspace(0, np.pi, n))
    return _out((lo * (1 - mixk) + hi * mixk) * s.adsr(dur, 0.05, 0.05, 0.8, 0.1, rate=RATE), 0.4)


def charm() -> np.ndarray:
    """A rat charmed to the piper: a sparkle of high harp notes."""
    out = s.silence(0.8, RATE)
    for i, name in enumerate(("A6", "E6", "C#7", "A6", "E7")):
        s.place(out, s.harp(s.note(name), 0.4, rate=RATE, brightness=0.5), i * 0.06, RATE, 0.6)
    return _out(s.room(out, 0.4, 0.3, RATE), 0.45)


def fizzle() -> np.ndarray:
    """Two special cards: a soft puff."""
    dur = 0.3
    x = s.lowpass(s.noise(dur, 17, rate=RATE), 900, RATE) * s.decay_env(dur, 0.06, attack=0.01, rate=RATE)
    return _out(x, 0.4)


def overrun() -> np.ndarray:
    """A house overrun by rats: a swarm of squeaks and a low tumbling fall."""
    out = s.silence(1.8, RATE)
    rng = np.random.default_rng(5)
    for i in range(14):
        f = rng.uniform(2000, 3400)
        sq = _squeak(f, f * 1.4, f * 1.1, rng.uniform(0.08, 0.16), 200 + i)
        s.place(out, sq, rng.uniform(0.0, 1.0), RATE, rng.uniform(0.25, 0.5))
    fall = s.sweep(220, 70, 1.2, shape="triangle", rate=RATE) * s.adsr(1.2, 0.02, 0.2, 0.6, 0.5, rate=RATE)
    s.place(out, s.lowpass(fall, 900, RATE), 0.3, RATE, 0.9)
    return _out(s.room(out, 0.6, 0.2, RATE), 0.75)


def your_turn() -> np.ndarray:
    """Your turn: a bright two-note bell."""
    out = s.silence(0.7, RATE)
    s.place(out, s.harp(s.note("B5"), 0.5, rate=RATE, brightness=0.9), 0.0, RATE)
    s.place(out, s.harp(s.note("E6"), 0.6, rate=RATE, brightness=0.9), 0.12, RATE)
    return _out(s.room(out, 0.3, 0.2, RATE), 0.55)


def win() -> np.ndarray:
    """The winner: the piper's tune, a strummed chord and a last high note."""
    out = s.silence(2.6, RATE)
    for i, (name, at, dur) in enumerate((("D5", 0.0, 0.2), ("F#5", 0.18, 0.2), ("A5", 0.36, 0.2),
                                         ("D6", 0.54, 0.8))):
        s.place(out, s.flute(s.note(name), dur + 0.05, rate=RATE, seed=70 + i), at, RATE, 0.8)
    s.place(out, s.chord([s.note(n) for n in ("D4", "A4", "D5", "F#5")], 1.6, spread=0.04, rate=RATE),
            0.54, RATE, 0.9)
    return _out(s.fade(s.room(out, 0.8, 0.25, RATE), 0, 0.3, RATE), 0.75)


# the mix (game/engine/mix.py): sound -> seconds the music steps back under it
DUCK = {"overrun": 2.5, "win": 3.0}

# sounds heard all the time sit a little under the effects' level (tools/make_sounds.py, in LU)
LOUDNESS = {"step": -1.0, "squeak": -1.0, "squeak_high": -1.0, "squeak_low": -1.0}

SOUNDS = {
    "squeak": squeak, "squeak_high": squeak_high, "squeak_low": squeak_low, "tune": tune,
    "tune_short": tune_short, "step": step, "door": door, "floor_up": floor_up, "floor_down": floor_down,
    "card_slide": card_slide, "card_flip": card_flip, "shuffle": shuffle, "turn": turn, "charm": charm,
    "fizzle": fizzle, "overrun": overrun, "your_turn": your_turn, "win": win,
    "music": music.theme,  # the in-game loop (game/games/pied_piper/music.py; made at 44.1 kHz stereo)
}
