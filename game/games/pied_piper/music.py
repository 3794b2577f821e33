"""The Pied Piper's in-game music: a little jig for the piper's pipe, synthesised with numpy (game/engine/synth.py).
tools/make_sounds.py writes it to assets/sounds/pied_piper/music.wav (22.05 kHz mono, like the menu music); the
scene streams it as "pied_piper/music", looping.

6/8 in D major (the key of the piper's "tune" effect, so the two never clash), dotted quarter = 76, 16 bars
(about 25 s): a wooden flute plays the tune (A A' B A'' phrases, a grace note before some long notes, the way a
piper ornaments), a soft plucked bass walks root - fifth, a harp fills in quietly and a hand drum taps the bar.
It stays in the middle of the flute's range and is low-passed, so it can play for an hour under the squeaks
without tiring anyone. The last bar leads back to the first and every tail is folded onto the start: seamless.
"""
from __future__ import annotations

import numpy as np

from game.engine import synth as s

RATE = 22050
BEATS_PER_MINUTE = 76  # dotted quarters
EIGHTH = 60.0 / BEATS_PER_MINUTE / 3
BAR = 6 * EIGHTH
BARS = 16
GRACE = 0.045  # seconds: the pipe's grace note, taken from the note it decorates

# one chord per half bar (two dotted-quarter beats a bar)
CHORDS = ["D", "D", "D", "D", "G", "G", "A", "A", "D", "D", "D", "D", "G", "A", "D", "D",
          "Bm", "Bm", "Bm", "Bm", "G", "G", "A", "A", "Bm", "Bm", "G", "G", "Em", "A", "A", "A"]
CHORD_NOTES = {  # bass root, bass fifth, harp notes (middle register, below the flute)
    "D": ("D2", "A2", ("F#3", "A3", "D4")), "G": ("G2", "D3", ("G3", "B3", "D4")),
    "A": ("A2", "E3", ("E3", "A3", "C#4")), "Bm": ("B1", "F#2", ("F#3", "B3", "D4")),
    "Em": ("E2", "B2", ("E3", "G3", "B3")),
}
# the tune: (note or "-" for a rest, eighths, grace note or None); six eighths a bar
MELODY = [
    # A: the piper sets off
    ("D5", 2, None), ("F#5", 1, None), ("A5", 2, None), ("F#5", 1, None),
    ("E5", 2, None), ("F#5", 1, None), ("D5", 2, None), ("A4", 1, None),
    ("B4", 2, None), ("D5", 1, None), ("G5", 2, None), ("B5", 1, None),
    ("A5", 3, "B5"), ("E5", 2, None), ("C#5", 1, None),
    # A': again, landing home
    ("D5", 2, None), ("F#5", 1, None), ("A5", 2, None), ("B5", 1, None),
    ("A5", 2, None), ("F#5", 1, None), ("D5", 2, None), ("F#5", 1, None),
    ("G5", 2, None), ("B5", 1, None), ("A5", 2, None), ("E5", 1, None),
    ("D5", 3, "E5"), ("-", 2, None), ("A4", 1, None),
    # B: through the lanes (B minor)
    ("B4", 2, None), ("D5", 1, None), ("F#5", 2, None), ("D5", 1, None),
    ("B5", 2, None), ("A5", 1, None), ("F#5", 3, "G5"),
    ("G5", 2, None), ("F#5", 1, None), ("E5", 2, None), ("D5", 1, None),
    ("E5", 3, "F#5"), ("C#5", 2, None), ("A4", 1, None),
    # A'': and round again (the last bar climbs back to the first note)
    ("B4", 2, None), ("D5", 1, None), ("F#5", 2, None), ("B5", 1, None),
    ("A5", 2, None), ("G5", 1, None), ("B5", 2, None), ("G5", 1, None),
    ("E5", 2, None), ("G5", 1, None), ("A5", 2, None), ("G5", 1, None),
    ("F#5", 2, None), ("E5", 1, None), ("C#5", 2, None), ("E5", 1, None),
]


def melody_events():
    """(note, start seconds, length seconds, grace note or None) for every sounding note of the tune."""
    t = 0.0
    out = []
    for name, eighths, grace in MELODY:
        if name != "-":
            out.append((name, t, eighths * EIGHTH, grace))
        t += eighths * EIGHTH
    if abs(t - BARS * BAR) > 1e-9:
        raise ValueError(f"the tune is {t / BAR} bars long, not {BARS}")
    return out


def _flute_track(length: int) -> np.ndarray:
    r = RATE
    track = np.zeros(length)
    for i, (name, at, dur, grace) in enumerate(melody_events()):
        if grace is not None:  # a quick upper note just before the beat, as a pipe player flicks a finger
            s.place(track, s.flute(s.note(grace), GRACE + 0.03, rate=r, seed=300 + i), at - GRACE, r, 0.45)
        # slightly detached (a piper tongues the notes); long notes ring a little longer
        s.place(track, s.flute(s.note(name), dur * 0.9 + 0.04, rate=r, seed=200 + i), at, r, 0.62)
    return track


def _bass_track(length: int) -> np.ndarray:
    r = RATE
    track = np.zeros(length)
    for half, name in enumerate(CHORDS):
        root, fifth, _harp = CHORD_NOTES[name]
        note = root if half % 2 == 0 else fifth
        pluck = s.pluck(s.note(note) * 2, 3 * EIGHTH * 1.3, seed=half, brightness=0.25, rate=r)
        s.place(track, s.lowpass(pluck, 700, r), half * 3 * EIGHTH, r, 0.5 if half % 2 == 0 else 0.4)
    return track


def _harp_track(length: int) -> np.ndarray:
    """The after-beats: two soft notes of the chord on the 2nd and 3rd eighth of each beat."""
    r = RATE
    track = np.zeros(length)
    for half, name in enumerate(CHORDS):
        notes = CHORD_NOTES[name][2]
        start = half * 3 * EIGHTH
        for k, n in enumerate((notes[1], notes[2]) if half % 2 == 0 else (notes[0], notes[1])):
            s.place(track, s.harp(s.note(n), 0.9, rate=r, brightness=0.6), start + (k + 1) * EIGHTH, r, 0.16)
    return track


def _drum_track(length: int) -> np.ndarray:
    """A hand drum (tabor): a soft low thump on the bar, a lighter one on the second beat."""
    r = RATE
    track = np.zeros(length)
    dur = 0.25
    body = s.sweep(120, 70, dur, rate=r) * s.decay_env(dur, 0.045, rate=r)
    skin = s.lowpass(s.noise(dur, seed=41, rate=r), 900, r) * s.decay_env(dur, 0.015, rate=r)
    hit = s.mix(body, skin, gains=[1.0, 0.35])
    for bar in range(BARS):
        s.place(track, hit, bar * BAR, r, 0.34)
        s.place(track, hit, bar * BAR + 3 * EIGHTH, r, 0.2)
    return track


def theme() -> tuple[np.ndarray, int]:
    """The loop: mono float samples and their rate."""
    r = RATE
    length = s.samples(BARS * BAR, r)
    tail = s.samples(2.5, r)
    flute = _flute_track(length + tail)
    bass = _bass_track(length + tail)
    harp = _harp_track(length + tail)
    drum = _drum_track(length + tail)
    dry = s.mix(flute, bass, harp, drum, gains=[1.0, 0.9, 1.0, 1.0])
    wet = s.room(dry, size=1.0, wet=0.22, rate=r)
    soft = s.highpass(s.lowpass(wet, 5000, r), 40, r)  # filtered before folding, so the seam is filtered too
    loop = s.fold_loop(soft, length)  # the tails ring on into the start, as they will when it repeats
    return s.normalize(loop, 0.7), r
