"""Magic Maze's sounds, synthesised with numpy (game/engine/synth.py). tools/make_sounds.py writes them to
assets/sounds/magic_maze/<name>.ogg; the scene plays "magic_maze/<name>" and streams one of the three music
tempos (music_calm / music_hurry / music_panic, game/games/magic_maze/music.py) as the sand runs low.

Effects are mono float -1..1 at 44100 Hz, at the level they should sound relative to each other (a hero's slide
is heard hundreds of times: short and quiet; the theft alarm and the end are loud). Deterministic (fixed seeds)."""
from __future__ import annotations

import numpy as np

from game.engine import synth as s
from game.games.magic_maze import music

RATE = 44100


def _out(x: np.ndarray, peak: float) -> np.ndarray:
    """At its level, with the last 10 ms faded so a clip cut short (a reverb tail, a buffer end) never clicks."""
    return s.normalize(s.fade(x, 0.0, 0.01, RATE), peak)


def _band_sweep(dur: float, seed: int, lo: float, hi: float, rise: bool = True) -> np.ndarray:
    """Noise whose brightness slides from a low-passed to a brighter version (or back): a whoosh."""
    n = s.samples(dur, RATE)
    x = s.noise(dur, seed, rate=RATE)
    dark, bright = s.lowpass(x, lo, RATE), s.lowpass(x, hi, RATE)
    k = np.linspace(0, 1, n) if rise else np.linspace(1, 0, n)
    return dark * (1 - k) + bright * k


def slide() -> np.ndarray:
    """A hero slides across the floor and stops: a soft scuff, then a little wooden tock at the wall."""
    dur = 0.28
    scuff = _band_sweep(dur, 3, 600, 2500, rise=False) * s.adsr(dur, 0.02, 0.05, 0.6, 0.1, RATE)
    tock = s.sweep(700, 480, 0.08, rate=RATE) * s.decay_env(0.08, 0.012, rate=RATE)
    out = s.silence(0.36, RATE)
    s.place(out, scuff, 0.0, RATE, 0.6)
    s.place(out, tock, 0.26, RATE, 0.8)
    return _out(out, 0.4)


def select() -> np.ndarray:
    """A seat picks a hero: a small bright click."""
    dur = 0.07
    return _out(s.tone(1800, dur, rate=RATE) * s.decay_env(dur, 0.01, rate=RATE), 0.3)


def portal() -> np.ndarray:
    """Through a vortex: a swirling whoosh with a rising shimmer."""
    dur = 0.7
    whoosh = _band_sweep(dur, 7, 300, 5000) * s.adsr(dur, 0.15, 0.1, 0.8, 0.3, RATE)
    t = s.timeline(dur, RATE)
    swirl = (s.sweep(300, 1400, dur, rate=RATE) * (0.5 + 0.5 * np.sin(2 * np.pi * 9 * t))
             * s.adsr(dur, 0.1, 0.1, 0.7, 0.3, RATE))
    return _out(s.room(s.mix(whoosh, swirl, gains=[0.7, 0.35]), 0.4, 0.25, RATE), 0.6)


def escalator() -> np.ndarray:
    """Up the escalator: a motor hum under a quick rising run of notes."""
    dur = 0.8
    hum = s.lowpass(s.tone(100, dur, "saw", RATE), 400, RATE) * s.adsr(dur, 0.1, 0.1, 0.7, 0.3, RATE)
    out = s.silence(dur, RATE)
    s.place(out, hum, 0.0, RATE, 0.35)
    for i, name in enumerate(("C5", "E5", "G5", "C6")):
        s.place(out, s.harp(s.note(name), 0.35, RATE, 0.7), 0.05 + i * 0.09, RATE, 0.5)
    return _out(out, 0.55)


def explore() -> np.ndarray:
    """A new mall tile laid down: a cardboard thump and a little 'ta-da' sparkle."""
    dur = 0.25
    thump = (s.lowpass(s.noise(dur, 11, rate=RATE), 500, RATE) * s.decay_env(dur, 0.03, rate=RATE)
             + s.sweep(160, 90, dur, rate=RATE) * s.decay_env(dur, 0.04, rate=RATE) * 0.8)
    out = s.silence(0.9, RATE)
    s.place(out, thump, 0.0, RATE, 0.9)
    for i, name in enumerate(("G5", "D6")):
        s.place(out, s.harp(s.note(name), 0.5, RATE, 0.9), 0.12 + i * 0.08, RATE, 0.45)
    return _out(s.room(out, 0.3, 0.15, RATE)[: len(out)], 0.6)


def flip() -> np.ndarray:
    """The sand timer turned over: a glassy clink and the hiss of falling sand."""
    dur = 1.2
    t = s.timeline(dur, RATE)
    clink = sum(a * np.sin(2 * np.pi * f * t) * 0.5 ** (t / hl)
                for f, a, hl in ((2100, 1.0, 0.08), (5300, 0.4, 0.04), (7900, 0.2, 0.02)))
    sand = s.highpass(s.noise(dur, 19, rate=RATE), 4000, RATE) * s.adsr(dur, 0.2, 0.2, 0.5, 0.6, RATE)
    return _out(s.mix(clink * s.tail_fade(len(t), 0.3), sand, gains=[0.8, 0.25]), 0.55)


def talk() -> np.ndarray:
    """Talking allowed (the sand was turned): two friendly rising notes."""
    out = s.silence(0.7, RATE)
    s.place(out, s.harp(s.note("E5"), 0.5, RATE), 0.0, RATE)
    s.place(out, s.harp(s.note("A5"), 0.6, RATE), 0.1, RATE)
    return _out(s.room(out, 0.3, 0.2, RATE)[: len(out)], 0.5)


def shush() -> np.ndarray:
    """Talking is over (the first action after a talk window): a soft 'shhh'."""
    dur = 0.7
    x = s.lowpass(s.lowpass(s.highpass(s.noise(dur, 47, "pink", RATE), 2200, RATE), 6500, RATE), 6500, RATE)
    return _out(x * s.adsr(dur, 0.12, 0.1, 0.8, 0.3, RATE), 0.35)


def alarm() -> np.ndarray:
    """The theft: a mall alarm, two-tone and urgent, four cycles."""
    dur = 2.0
    n = s.samples(dur, RATE)
    t = np.arange(n) / RATE
    freq = np.where((t * 4).astype(int) % 2 == 0, 880.0, 660.0)
    phase = np.cumsum(freq) / RATE
    square = s.lowpass(np.where(phase % 1.0 < 0.5, 1.0, -1.0), 3000, RATE)
    bell = 0.5 + 0.5 * np.sign(np.sin(2 * np.pi * 16 * t))  # a ringing bell hammer under it
    ring = s.tone(2400, dur, rate=RATE) * bell * 0.25
    # square waves sound loud at a low peak
    return _out(s.mix(square, ring) * s.adsr(dur, 0.01, 0.05, 0.9, 0.15, RATE), 0.45)


def exit_() -> np.ndarray:
    """A hero escapes: a bright arpeggio up and a burst of 'yay' (noise shaped like a crowd's cheer)."""
    out = s.silence(1.3, RATE)
    for i, name in enumerate(("C5", "E5", "G5", "C6")):
        s.place(out, s.harp(s.note(name), 0.6, RATE), i * 0.07, RATE, 0.6)
    cheer = s.lowpass(s.highpass(s.noise(0.9, 29, "pink", RATE), 500, RATE), 3500, RATE)
    t = s.timeline(0.9, RATE)
    cheer = cheer * (0.7 + 0.3 * np.sin(2 * np.pi * 7 * t)) * s.adsr(0.9, 0.1, 0.2, 0.6, 0.4, RATE)
    s.place(out, cheer, 0.25, RATE, 0.5)
    return _out(s.room(out, 0.4, 0.2, RATE)[: len(out)], 0.65)


def nudge() -> np.ndarray:
    """'Do something!': a loud double ding of a shop-counter bell."""
    dur = 0.9
    t = s.timeline(dur, RATE)
    ding = sum(a * np.sin(2 * np.pi * f * t) * 0.5 ** (t / hl)
               for f, a, hl in ((1320, 1.0, 0.18), (3560, 0.5, 0.08), (6300, 0.25, 0.04)))
    ding = ding * s.tail_fade(len(t), 0.2)
    out = s.silence(1.2, RATE)
    s.place(out, ding, 0.0, RATE, 1.0)
    s.place(out, ding, 0.22, RATE, 0.9)
    return _out(out, 0.75)


def tick() -> np.ndarray:
    """The last seconds of sand: a dry clock tick (the scene plays one a second)."""
    dur = 0.06
    return _out(s.highpass(s.noise(dur, 41, rate=RATE), 2000, RATE) * s.decay_env(dur, 0.006, rate=RATE), 0.35)


def win() -> np.ndarray:
    """Everyone out: a jazzy fanfare (the music's A minor resolving to A major) with a cymbal."""
    out = s.silence(2.8, RATE)
    for i, name in enumerate(("E5", "A5", "C#6", "E6")):
        s.place(out, s.harp(s.note(name), 1.2, RATE), i * 0.09, RATE, 0.6)
    s.place(out, s.chord([s.note(n) for n in ("A3", "E4", "A4", "C#5", "E5")], 1.8, spread=0.02, rate=RATE),
            0.4, RATE, 0.8)
    cym = s.highpass(s.noise(1.6, 61, rate=RATE), 6000, RATE) * s.decay_env(1.6, 0.25, rate=RATE)
    s.place(out, cym, 0.4, RATE, 0.3)
    return _out(s.fade(s.room(out, 0.8, 0.25, RATE), 0, 0.3, RATE), 0.8)


def lose() -> np.ndarray:
    """The sand ran out: a slow sad slide down (wah-wah-wah-waaah) on a muted horn."""
    out = s.silence(2.6, RATE)
    for i, (f0, f1, dur) in enumerate(((392, 370, 0.4), (370, 349, 0.4), (349, 330, 0.4), (330, 262, 1.1))):
        raw = s.sweep(f0, f1, dur, shape="saw", rate=RATE)
        t = s.timeline(dur, RATE)
        wah = s.lowpass(raw, 900, RATE) * (0.6 + 0.4 * np.sin(2 * np.pi * (5 if i == 3 else 2) * t))
        s.place(out, wah * s.adsr(dur, 0.03, 0.05, 0.8, 0.12, RATE), i * 0.45, RATE, 0.7)
    return _out(s.room(out, 0.5, 0.2, RATE)[: len(out)], 0.7)


# the mix (game/engine/mix.py): sound -> seconds the music steps back under it
DUCK = {"alarm": 3.0, "lose": 3.0, "win": 3.0}

# sounds heard all the time sit a little under the effects' level (tools/make_sounds.py, in LU)
LOUDNESS = {"select": -1.5, "tick": -1.0, "slide": -1.0}

SOUNDS = {
    "slide": slide, "select": select, "portal": portal, "escalator": escalator, "explore": explore,
    "flip": flip, "talk": talk, "shush": shush, "alarm": alarm, "exit": exit_, "nudge": nudge, "tick": tick, "win": win,
    "lose": lose,
    # the music bed at three tempos (tools/make_sounds.py renders it at 44.1 kHz and spreads it to stereo)
    "music_calm": music.calm, "music_hurry": music.hurry, "music_panic": music.panic,
}
