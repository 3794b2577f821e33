"""Jack & the Beanstalk's sounds, synthesised with numpy (game/engine/synth.py). tools/make_sounds.py writes them
to assets/sounds/beanstalk/<name>.ogg; the scene plays "beanstalk/<name>".

The wooden contact clacks are the kit's (game/engine/clack_sounds.py, assets/sounds/physics/: clack_1..3 die on
die, knock_1..2 a piece on the table, thud for the castle or a trunk, chop for the axe's hit; game/engine/clacks.py
picks one from a contact impulse). Here: the softer painted cloud tap, the dice roll, the collapse, the giant, gold,
the axe throw, the castle fanfare, card reveal and the end. Mono float -1..1 at 44100 Hz, at the level each
should sound (a footstep-sized sound is quieter than the collapse). Deterministic (fixed seeds).

`voice()` - a vowel-shaped growl from a buzzing source and formant bands - also gives Kragmortha's Dark Lord his
voice."""
from __future__ import annotations

import numpy as np

from game.engine import clack_sounds as wood  # the kit's modal clacks, reused for the roll and collapse
from game.engine import synth as s
from game.engine.synth import voice

RATE = 44100

def _out(x: np.ndarray, peak: float) -> np.ndarray:
    """At its level, with the last 10 ms faded so a clip cut short (a reverb tail, a buffer end) never clicks."""
    return s.normalize(s.fade(x, 0.0, 0.01, RATE), peak)


def cloud_tap() -> np.ndarray:
    """A painted cloud set down on the stalk: a soft, low, woody tap (lighter than a die's clack)."""
    return _out(s.lowpass(wood.knock(1.5, 21), 2500, RATE), 0.45)


def dice_roll() -> np.ndarray:
    """Dice shaken in a hand and tumbled onto the table: a dozen quick clacks thinning out, then a settle."""
    out = s.silence(1.1, RATE)
    rng = np.random.default_rng(3)
    at = 0.0
    for i in range(18):
        gap = 0.025 + 0.004 * i + rng.uniform(0, 0.02)
        at += gap
        clip = wood.clack(rng.uniform(0.85, 1.2), 100 + i) if i % 4 else wood.knock(rng.uniform(0.9, 1.2), 200 + i)
        s.place(out, clip, at, RATE, rng.uniform(0.35, 0.7) * (1.0 - i / 30))
    return _out(s.room(out, 0.2, 0.12, RATE)[: len(out)], 0.7)


def collapse() -> np.ndarray:
    """The stalk falls: a low rumble under a cascade of wooden clacks and table knocks, dying away."""
    dur = 2.6
    out = s.silence(dur, RATE)
    rumble = s.lowpass(s.lowpass(s.noise(dur, 31, "brown", RATE), 160, RATE), 160, RATE)
    s.place(out, rumble * s.adsr(dur, 0.05, 0.4, 0.5, 1.6, RATE), 0.0, RATE, 0.9)
    rng = np.random.default_rng(7)
    for i in range(34):
        at = 0.05 + (i / 34) ** 1.4 * 1.9 + rng.uniform(0, 0.05)
        clip = [wood.clack, wood.knock][i % 3 == 0](rng.uniform(0.8, 1.25), 300 + i)
        s.place(out, clip, at, RATE, rng.uniform(0.3, 0.75))
    s.place(out, wood.thud(), 0.3, RATE, 0.8)
    return _out(s.fade(s.room(out, 0.5, 0.2, RATE), 0, 0.4, RATE), 0.85)


def fee_fi_fo_fum() -> np.ndarray:
    """The giant's grumble: four slow growled syllables, 'fee - fai - foh - fum(m)', deep and rising to the last."""
    phrase = voice([("ee", 92, 0.42, 0.12), ("ai", 86, 0.42, 0.12), ("oh", 80, 0.46, 0.12), ("uh", 74, 0.3, 0.12),
                    ("m", 70, 0.45, 0.0)], seed=4)
    dur = len(phrase) / RATE
    rumble = s.lowpass(s.noise(dur, 9, "brown", RATE), 120, RATE) * s.adsr(dur, 0.1, 0.2, 0.8, 0.5, RATE) * 0.25
    return _out(s.fade(s.room(s.mix(phrase, rumble), 0.7, 0.25, RATE), 0, 0.3, RATE), 0.85)


def giant_wakes() -> np.ndarray:
    """Two eyes: the giant wakes with a snort and a rising 'hm?!'."""
    snort = s.lowpass(s.noise(0.25, 12, "pink", RATE), 700, RATE) * s.decay_env(0.25, 0.06, 0.02, RATE)
    hm = voice([("m", 75, 0.3, 0.0), ("uh", 95, 0.35, 0.0)], seed=8)
    return _out(s.room(s.concat(snort, hm), 0.5, 0.2, RATE), 0.8)


def snore() -> np.ndarray:
    """The sleeping giant, in and out (the scene may loop it quietly)."""
    inhale = s.lowpass(s.noise(1.0, 5, "pink", RATE), 500, RATE) * s.adsr(1.0, 0.5, 0.2, 0.8, 0.3, RATE)
    buzz = voice([("oh", 55, 1.0, 0.0)], seed=6, rasp=0.8)
    out = s.concat(inhale * 0.6, buzz * 0.8, s.silence(0.3, RATE))
    return _out(s.fade(out, 0.05, 0.2, RATE), 0.5)


def _coin(freq: float, seed: int) -> np.ndarray:
    """One coin: inharmonic metal modes (a small plate rings at about 1, 2.3, 3.9, 5.4 times its lowest note)."""
    dur = 0.45
    t = s.timeline(dur, RATE)
    ring = sum(a * np.sin(2 * np.pi * freq * m * t) * 0.5 ** (t / hl)
               for m, a, hl in ((1.0, 1.0, 0.09), (2.32, 0.6, 0.06), (3.89, 0.4, 0.04), (5.41, 0.25, 0.03)))
    tick = s.highpass(s.noise(dur, seed, rate=RATE), 3000, RATE) * s.decay_env(dur, 0.002, rate=RATE)
    return (ring + 0.5 * tick) * s.tail_fade(len(t), 0.2)


def gold() -> np.ndarray:
    """Gold bags drawn: a jingle of coins."""
    out = s.silence(0.9, RATE)
    rng = np.random.default_rng(14)
    for i in range(9):
        s.place(out, _coin(rng.uniform(2400, 3600), 40 + i), 0.03 + i * 0.05 + rng.uniform(0, 0.03), RATE,
                rng.uniform(0.4, 0.8))
    return _out(s.room(out, 0.3, 0.15, RATE)[: len(out)], 0.6)


def axe_whoosh() -> np.ndarray:
    """The axe flying: air rushing, band rising and falling."""
    dur = 0.5
    n = s.samples(dur, RATE)
    noise = s.noise(dur, 23, rate=RATE)
    lo, hi = s.lowpass(noise, 500, RATE), s.lowpass(noise, 3500, RATE)
    k = np.sin(np.linspace(0, np.pi, n)) ** 2
    return _out((lo * (1 - k) + hi * k) * s.adsr(dur, 0.15, 0.1, 0.9, 0.2, RATE), 0.55)


def axe() -> np.ndarray:
    """Whoosh, then the chop (the sandbox's steel-on-wood hit)."""
    out = s.silence(1.0, RATE)
    s.place(out, axe_whoosh(), 0.0, RATE, 1.0)
    s.place(out, wood.chop(), 0.42, RATE, 1.0)
    return _out(out, 0.8)


def _brass(freq: float, dur: float) -> np.ndarray:
    """A bright horn note: a sawtooth with a slow-opening low-pass and a little vibrato."""
    raw = s.tone(freq, dur, "saw", RATE, vibrato=0.004, vibrato_rate=5.5)
    bright = s.lowpass(raw, freq * 4, RATE)
    dark = s.lowpass(raw, freq * 1.5, RATE)
    n = len(raw)
    k = np.minimum(1.0, np.arange(n) / (0.08 * RATE))
    return (dark * (1 - k) + bright * k) * s.adsr(dur, 0.03, 0.08, 0.8, min(0.15, dur * 0.4), RATE)


def fanfare() -> np.ndarray:
    """The castle stands: a short horn fanfare in C (G-C-E-G, then a held C chord)."""
    out = s.silence(2.4, RATE)
    for name, at, dur in (("G4", 0.0, 0.16), ("C5", 0.18, 0.16), ("E5", 0.36, 0.16), ("G5", 0.54, 0.3),
                          ("E5", 0.86, 0.14), ("G5", 1.02, 1.1)):
        s.place(out, _brass(s.note(name), dur), at, RATE, 0.6)
    for name in ("C4", "E4", "G4", "C5"):
        s.place(out, _brass(s.note(name), 1.1), 1.02, RATE, 0.25)
    return _out(s.fade(s.room(out, 0.7, 0.2, RATE), 0, 0.3, RATE), 0.8)


def card_reveal() -> np.ndarray:
    """The chosen cards turned up together: a quick flurry of papery snaps."""
    out = s.silence(0.35, RATE)
    for i in range(4):
        snap = s.highpass(s.noise(0.05, 60 + i, rate=RATE), 2200, RATE) * s.decay_env(0.05, 0.008, rate=RATE)
        s.place(out, snap, i * 0.045, RATE, 0.9 - i * 0.1)
    return _out(out, 0.45)


def card_pick() -> np.ndarray:
    """A card chosen face down: one soft slide."""
    dur = 0.16
    x = s.lowpass(s.highpass(s.noise(dur, 71, rate=RATE), 800, RATE), 4500, RATE)
    return _out(x * s.adsr(dur, 0.02, 0.04, 0.6, 0.08, RATE), 0.35)


def win() -> np.ndarray:
    """The end: a harp run up and the fanfare's last chord."""
    out = s.silence(2.6, RATE)
    for i, name in enumerate(("C5", "E5", "G5", "C6", "E6")):
        s.place(out, s.harp(s.note(name), 0.8, RATE), i * 0.08, RATE, 0.6)
    for name in ("C4", "G4", "C5", "E5"):
        s.place(out, _brass(s.note(name), 1.4), 0.45, RATE, 0.3)
    return _out(s.fade(s.room(out, 0.8, 0.25, RATE), 0, 0.4, RATE), 0.8)


# the table's music and mix (read by game/engine/mix.py for the kit's GameScene)
TALL = 12  # pieces in the stalk from which it counts as tall: the music goes up with it


def _pieces(state) -> int:
    stalk = getattr(state, "stalk", None) or {}
    return len(stalk.get("pieces", [])) if isinstance(stalk, dict) else 0


def music_for(state) -> str:
    """The tune climbs with the stalk: up high and airy once it is tall."""
    return "beanstalk/music_high" if _pieces(state) >= TALL else "beanstalk/music"


def hush_for(state) -> bool:
    """A hush while a piece goes onto a tall stalk (it sways and everyone holds their breath)."""
    return getattr(state, "phase", "") == "stack" and _pieces(state) >= TALL


DUCK = {"collapse": 2.5, "giant_wakes": 2.0, "fee_fi_fo_fum": 2.5, "fanfare": 2.0, "win": 3.0}

# sounds heard all the time sit a little under the effects' level (tools/make_sounds.py, in LU)
LOUDNESS = {"cloud_tap": -1.0, "card_pick": -1.0}

SOUNDS = {
    "cloud_tap": cloud_tap, "dice_roll": dice_roll, "collapse": collapse, "fee_fi_fo_fum": fee_fi_fo_fum,
    "giant_wakes": giant_wakes, "snore": snore, "gold": gold, "axe_whoosh": axe_whoosh, "axe": axe,
    "fanfare": fanfare, "card_reveal": card_reveal, "card_pick": card_pick, "win": win,
}
