"""Kragmortha's sounds, synthesised with numpy (game/engine/synth.py). tools/make_sounds.py writes them to
assets/sounds/kragmortha/<name>.ogg; the scene plays "kragmortha/<name>".

Gloomy and funny: little goblin feet, a push with an 'oof', a teleport zap, the Dark Lord's growl (the same
formant voice as the beanstalk giant, game/games/beanstalk/sounds.voice, pitched lower and rougher), a page
rustle, a penalty sting, the "Broken!" buzzer, the reflex ding and a win. Mono float -1..1 at 44100 Hz, at the
level each should sound. Deterministic (fixed seeds)."""
from __future__ import annotations

import numpy as np

from game.engine import score as sc
from game.engine import synth as s
from game.engine.synth import voice

RATE = 44100


def _out(x: np.ndarray, peak: float) -> np.ndarray:
    """At its level, with the last 10 ms faded so a clip cut short (a reverb tail, a buffer end) never clicks."""
    return s.normalize(s.fade(x, 0.0, 0.01, RATE), peak)


def _patter(seed: int) -> np.ndarray:
    dur = 0.06
    tap = s.lowpass(s.noise(dur, seed, rate=RATE), 1500, RATE) * s.decay_env(dur, 0.008, rate=RATE)
    toe = s.tone(420 + 40 * (seed % 3), dur, rate=RATE) * s.decay_env(dur, 0.01, rate=RATE) * 0.4
    return tap + toe


def step() -> np.ndarray:
    """A goblin's step: quick pitter-patter of bare feet on stone (two feet)."""
    out = s.silence(0.26, RATE)
    s.place(out, _patter(1), 0.0, RATE, 1.0)
    s.place(out, _patter(2), 0.11, RATE, 0.8)
    return _out(s.room(out, 0.25, 0.2, RATE)[: len(out)], 0.4)


def push() -> np.ndarray:
    """A goblin shoved aside: a soft body thump and a squeaky 'oof'."""
    dur = 0.3
    thump = (s.sweep(150, 70, dur, rate=RATE) * s.decay_env(dur, 0.05, rate=RATE)
             + s.lowpass(s.noise(dur, 5, rate=RATE), 400, RATE) * s.decay_env(dur, 0.02, rate=RATE) * 0.6)
    oof = voice([("oo", 330, 0.16, 0.0)], seed=3, rasp=0.1)
    out = s.silence(0.5, RATE)
    s.place(out, thump, 0.0, RATE, 1.0)
    s.place(out, oof * s.tail_fade(len(oof), 0.5), 0.06, RATE, 0.45)
    return _out(out, 0.6)


def teleport() -> np.ndarray:
    """A teleport cell: an electric zap that swoops up and sparkles out."""
    dur = 0.6
    t = s.timeline(dur, RATE)
    carrier = s.sweep(200, 2400, dur, rate=RATE)
    mod = np.sin(2 * np.pi * 37 * t)
    zap = np.sign(carrier + 0.4 * mod) * s.adsr(dur, 0.005, 0.1, 0.5, 0.35, RATE)
    zap = s.lowpass(zap, 5000, RATE)
    out = s.silence(0.9, RATE)
    s.place(out, zap, 0.0, RATE, 0.5)
    for i, name in enumerate(("E6", "B6", "E7")):
        s.place(out, s.harp(s.note(name), 0.3, RATE, 0.6), 0.35 + i * 0.05, RATE, 0.4)
    return _out(s.room(out, 0.3, 0.2, RATE)[: len(out)], 0.55)


def dark_lord_theme() -> np.ndarray:
    """The Dark Lord's motif: low brass E - F - E - B flat (a semitone's menace, then the tritone) and a tam-tam."""
    out = s.silence(3.2, RATE)
    for at, name, dur in ((0.0, "E2", 0.45), (0.45, "F2", 0.45), (0.9, "E2", 0.45), (1.35, "Bb1", 1.6)):
        note = sc.brass(s.note(name), dur + 0.2) + 0.6 * sc.brass(s.note(name) * 1.5, dur + 0.2)
        s.place(out, note, at + 0.05, RATE, 0.5)
    gong = s.lowpass(s.noise(2.4, seed=66, rate=RATE), 3000, RATE) * s.decay_env(2.4, 0.6, attack=0.02, rate=RATE)
    gong += 0.3 * s.highpass(s.noise(2.4, seed=67, rate=RATE), 8000, RATE) * s.decay_env(2.4, 0.3, rate=RATE)
    s.place(out, gong, 1.35, RATE, 0.25)
    return out


def growl() -> np.ndarray:
    """The Dark Lord moves: a deep, rasping 'grrooohh' over a rumble, and his theme on low brass (E F E B-flat
    and a tam-tam) while the library's music ducks under it (DUCK below)."""
    phrase = voice([("ah", 58, 0.35, 0.0), ("oh", 52, 0.65, 0.0)], seed=13, rasp=0.9)
    dur = len(phrase) / RATE
    rumble = s.lowpass(s.noise(dur, 17, "brown", RATE), 100, RATE) * s.adsr(dur, 0.1, 0.2, 0.8, 0.5, RATE) * 0.4
    roar = s.fade(s.room(s.mix(phrase, rumble), 0.9, 0.3, RATE), 0.02, 0.4, RATE)
    theme = s.room(dark_lord_theme(), 1.2, 0.3, RATE)
    return _out(s.fade(s.mix(s.normalize(roar, 0.8), s.normalize(theme, 0.6)), 0.0, 0.3, RATE), 0.8)


def page() -> np.ndarray:
    """A card drawn or a spellbook taken: a papery rustle and flick."""
    dur = 0.35
    n = s.samples(dur, RATE)
    x = s.highpass(s.noise(dur, 23, rate=RATE), 1500, RATE)
    flutter = 0.5 + 0.5 * np.abs(np.sin(np.linspace(0, 7 * np.pi, n)))
    return _out(s.lowpass(x, 7000, RATE) * flutter * s.adsr(dur, 0.04, 0.05, 0.7, 0.15, RATE), 0.4)


def token() -> np.ndarray:
    """A teleport token flipped: a stone click with a faint chime."""
    dur = 0.4
    click = s.lowpass(s.noise(0.05, 31, rate=RATE), 3000, RATE) * s.decay_env(0.05, 0.006, rate=RATE)
    out = s.silence(dur, RATE)
    s.place(out, click, 0.0, RATE, 1.0)
    s.place(out, s.harp(s.note("A6"), 0.3, RATE, 0.5), 0.03, RATE, 0.35)
    return _out(out, 0.5)


def penalty() -> np.ndarray:
    """Caught: a horror-movie sting, a dissonant low stab swelling into a tritone."""
    dur = 1.3
    out = s.silence(dur, RATE)
    for name, g in (("C3", 0.6), ("F#3", 0.5), ("C4", 0.35), ("C#4", 0.25)):
        raw = s.tone(s.note(name), dur, "saw", RATE, vibrato=0.006, vibrato_rate=6.5)
        s.place(out, s.lowpass(raw, 1200, RATE) * s.adsr(dur, 0.02, 0.3, 0.5, 0.6, RATE), 0.0, RATE, g)
    hit = s.lowpass(s.noise(0.4, 37, "pink", RATE), 800, RATE) * s.decay_env(0.4, 0.06, rate=RATE)
    s.place(out, hit, 0.0, RATE, 0.7)
    return _out(s.room(out, 0.8, 0.3, RATE), 0.75)


def broken() -> np.ndarray:
    """A penalty broken: a game-show buzzer, two harsh low blats."""
    dur = 0.32
    blat = s.lowpass(s.tone(110, dur, "square", RATE) + 0.5 * s.tone(116, dur, "saw", RATE), 2200, RATE)
    blat = blat * s.adsr(dur, 0.005, 0.02, 0.9, 0.03, RATE)
    out = s.silence(0.8, RATE)
    s.place(out, blat, 0.0, RATE, 1.0)
    s.place(out, blat, 0.4, RATE, 1.0)
    return _out(out, 0.5)  # a square buzz sounds loud at a low peak


def reflex() -> np.ndarray:
    """Reflex key in time: a bright single ding."""
    dur = 0.6
    t = s.timeline(dur, RATE)
    ding = sum(a * np.sin(2 * np.pi * f * t) * 0.5 ** (t / hl)
               for f, a, hl in ((1760, 1.0, 0.12), (4400, 0.4, 0.05), (7040, 0.2, 0.03)))
    return _out(ding * s.tail_fade(len(t), 0.2), 0.55)


def reflex_alert() -> np.ndarray:
    """A reflex penalty fires: 'quick!' - three fast rising blips."""
    out = s.silence(0.4, RATE)
    for i, f in enumerate((880, 1175, 1568)):
        blip = s.tone(f, 0.07, "triangle", RATE) * s.adsr(0.07, 0.005, 0.02, 0.7, 0.02, RATE)
        s.place(out, blip, i * 0.09, RATE, 0.8)
    return _out(out, 0.5)


def win() -> np.ndarray:
    """The game ends: a spooky-merry fanfare, a minor run resolving to major, with a goblin 'hee!'."""
    out = s.silence(2.8, RATE)
    for i, name in enumerate(("D5", "F5", "A5", "D6")):
        s.place(out, s.harp(s.note(name), 0.6, RATE), i * 0.1, RATE, 0.6)
    s.place(out, s.chord([s.note(n) for n in ("D4", "F#4", "A4", "D5", "F#5")], 1.8, spread=0.03, rate=RATE),
            0.45, RATE, 0.8)
    hee = voice([("ee", 520, 0.25, 0.0)], seed=21, rasp=0.05)
    s.place(out, hee * s.tail_fade(len(hee), 0.5), 0.5, RATE, 0.25)
    return _out(s.fade(s.room(out, 0.9, 0.3, RATE), 0, 0.3, RATE), 0.8)


# the table's music and mix (read by game/engine/mix.py for the kit's GameScene)
MUSIC = "kragmortha/music"  # the goblin library (tools/scores.py)
DUCK = {"growl": 3.2, "penalty": 2.2, "broken": 1.6, "win": 2.5}  # sound -> seconds the music steps back

# sounds heard all the time sit a little under the effects' level (tools/make_sounds.py, in LU)
LOUDNESS = {"step": -1.5, "page": -1.0}

SOUNDS = {
    "step": step, "push": push, "teleport": teleport, "growl": growl, "page": page, "token": token,
    "penalty": penalty, "broken": broken, "reflex": reflex, "reflex_alert": reflex_alert, "win": win,
}
