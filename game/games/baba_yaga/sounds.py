"""Baba Yaga's sounds, synthesised with numpy (game/engine/synth.py). tools/make_sounds.py writes them to
assets/sounds/baba_yaga/<name>.ogg; the scene plays "baba_yaga/<name>". Each function returns float mono
samples in -1..1 at 44100 Hz (the tool's format)."""
from __future__ import annotations

import numpy as np

from game.engine import synth as s

R = s.RATE


def flip() -> np.ndarray:
    """A tile turned over: a papery swish and a small wooden tap."""
    dur = 0.16
    swish = s.highpass(s.lowpass(s.noise(dur, seed=21), 5000), 900) * s.adsr(dur, 0.03, 0.05, 0.3, 0.06)
    tap = s.sweep(900, 600, dur) * s.decay_env(dur, 0.012, attack=0.001)
    out = s.mix(swish, s.concat(s.silence(0.05), tap), gains=[0.8, 0.5])
    return s.normalize(out[: s.samples(dur + 0.05)], 0.55)


def whoosh() -> np.ndarray:
    """Baba Yaga's mortar flying one tile: wind rising and falling."""
    dur = 0.42
    t = s.timeline(dur)
    env = np.sin(np.pi * t / dur) ** 2
    low = s.lowpass(s.noise(dur, seed=5, colour="white"), 700)
    high = s.lowpass(s.noise(dur, seed=6), 2200)
    blend = t / dur  # the brighter wind comes as she passes
    body = (low * (1 - blend) + high * blend) * env
    hum = s.sweep(180, 120, dur, shape="triangle") * env * 0.15
    return s.normalize(s.mix(body, hum), 0.6)


def cackle() -> np.ndarray:
    """The witch's laugh as she turns for home: 'heh-heh-heh-heh-HAAA', falling."""
    out = s.silence(1.3)
    pitch = 720.0
    for k in range(6):
        dur = 0.11 if k < 5 else 0.36
        syl = s.tone(pitch, dur, shape="saw", vibrato=0.03, vibrato_rate=22)
        syl = s.lowpass(syl, 1800) + 0.3 * s.highpass(s.noise(dur, seed=40 + k), 2500)
        syl *= s.adsr(dur, 0.008, 0.03, 0.6, 0.05 if k < 5 else 0.2)
        s.place(out, syl, 0.02 + k * 0.15, gain=0.9 if k < 5 else 1.0)
        pitch *= 0.92
    return s.normalize(s.room(out, 0.3, 0.2), 0.75)


def broken() -> np.ndarray:
    """A spell breaks: a rising harp arpeggio and a glittering chime."""
    out = s.silence(1.4)
    for i, n in enumerate(("C5", "E5", "G5", "C6", "E6")):
        s.place(out, s.harp(s.note(n), 0.9), i * 0.07, gain=0.8)
    for i, f in enumerate((2637.0, 3136.0, 3520.0, 4186.0)):
        s.place(out, s.tone(f, 0.35) * s.decay_env(0.35, 0.06), 0.35 + i * 0.05, gain=0.18)
    return s.normalize(s.fade(s.room(out, 0.6, 0.25), 0, 0.1), 0.8)


def failed() -> np.ndarray:
    """The spell holds: a falling 'wah wah waaah'."""
    out = s.silence(1.2)
    for i, (n, d) in enumerate((("G4", 0.22), ("F#4", 0.22), ("F4", 0.6))):
        note = s.tone(s.note(n), d, shape="triangle", vibrato=0.012 if i == 2 else 0.0, vibrato_rate=6)
        note = s.lowpass(note, 1400) * s.adsr(d, 0.02, 0.05, 0.8, 0.08)
        s.place(out, note, i * 0.25)
    return s.normalize(out, 0.65)


def failed_soft() -> np.ndarray:
    """A short low buzz: the wrong hand, she did not move."""
    dur = 0.18
    buzz = s.lowpass(s.tone(140, dur, shape="square"), 900) * s.adsr(dur, 0.005, 0.05, 0.6, 0.05)
    return s.normalize(buzz, 0.45)


def tick() -> np.ndarray:
    """A clock tick for the last moves home."""
    dur = 0.09
    click = s.highpass(s.noise(dur, seed=9), 2500) * s.decay_env(dur, 0.004, attack=0.0005)
    ping = s.tone(1760, dur) * s.decay_env(dur, 0.015)
    return s.normalize(s.mix(click, ping, gains=[0.8, 0.4]), 0.6)


def thump() -> np.ndarray:
    """The house lands on a tile (on its chicken legs)."""
    dur = 0.35
    body = s.sweep(140, 55, dur) * s.decay_env(dur, 0.07, attack=0.002)
    dust = s.lowpass(s.noise(dur, seed=13), 900) * s.decay_env(dur, 0.04)
    return s.normalize(s.mix(body, dust, gains=[1.0, 0.5]), 0.7)


def won() -> np.ndarray:
    """Escape from the forest: a bright strummed chord and a little tune."""
    out = s.silence(2.4)
    s.place(out, s.chord([s.note(n) for n in ("D4", "A4", "D5", "F#5")], 1.8, spread=0.05), 0.0, gain=0.7)
    for i, n in enumerate(("A5", "B5", "D6", "A6")):
        s.place(out, s.harp(s.note(n), 0.8), 0.35 + i * 0.16, gain=0.6)
    return s.normalize(s.fade(s.room(out, 0.8, 0.25), 0, 0.2), 0.8)


# the table's music and mix (read by game/engine/mix.py for the kit's GameScene)
def music_for(state) -> str:
    """The creeping forest; quicker once the witch has turned for home and is still flying."""
    turn = getattr(state, "turn", None) or {}
    path, moves = turn.get("path") or [], turn.get("moves", 0)
    homeward = getattr(state, "phase", "") == "search" and len(path) > 1 and len(path) - 1 <= moves < turn.get(
        "total", 0)
    return "baba_yaga/music_home" if homeward else "baba_yaga/music"


DUCK = {"broken": 2.2, "failed": 1.8, "cackle": 1.3, "won": 3.0}  # sound -> seconds the music steps back

# sounds heard all the time sit a little under the effects' level (tools/make_sounds.py, in LU)
LOUDNESS = {"tick": -1.0, "flip": -1.0}

SOUNDS = {
    "flip": flip,
    "whoosh": whoosh,
    "cackle": cackle,
    "broken": broken,
    "failed": failed,
    "failed_soft": failed_soft,
    "tick": tick,
    "thump": thump,
    "won": won,
}
