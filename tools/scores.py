"""The games' music, composed on game/engine/score.py; tools/make_sounds.py writes each piece as an Ogg Vorbis
loop (44.1 kHz stereo) at the music loudness.

    baba_yaga/music        a creeping forest: pizzicato steps, wind, a celesta tune over soft strings (D minor)
    baba_yaga/music_home   the witch comes home: the same tune quicker, a ticking shaker and a frame drum
    beanstalk/music        the stalk rises: a harp climbing through G, A and B major, a flute on top
    beanstalk/music_high   the stalk is tall: the same tune up high and airy, bells and shimmer, no drum
    kragmortha/music       the goblin library: a bouncing bassoon, pizzicato, a harpsichord-ish lute, page dust
    music/menu             the cosy menu waltz (D major)

Every piece is at least 60 s before it repeats and is built of sections that vary (a different voice, register
or accompaniment each time round). Deterministic: fixed seeds, nothing reads the clock.
"""
from __future__ import annotations

import numpy as np

from game.engine import score as sc
from game.engine import synth as s

N = s.note


# -- Baba Yaga ----------------------------------------------------------------------------------------------------
BY_CHORDS = [("D3", ["D4", "F4", "A4"]), ("Bb2", ["D4", "F4", "Bb4"]), ("G2", ["G3", "Bb3", "D4"]),
             ("A2", ["E4", "A4", "C#5"])]
BY_WALK = ["D3", "C#3", "C3", "B2", "Bb2", "A2", "G2", "A2"]  # the creeping line, two steps a bar
BY_TUNE = [  # (beat in a 4-bar phrase, note, beats)
    [(0, "A5", 1.5), (1.5, "Bb5", 0.5), (2, "A5", 1), (3, "F5", 1), (4, "D5", 2), (6, "E5", 1), (7, "F5", 1),
     (8, "G5", 1.5), (9.5, "F5", 0.5), (10, "E5", 1), (11, "D5", 1), (12, "C#5", 3)],
    [(0, "D6", 1.5), (1.5, "C6", 0.5), (2, "Bb5", 1), (3, "A5", 1), (4, "F5", 2), (6, "G5", 1), (7, "A5", 1),
     (8, "Bb5", 1), (9, "A5", 1), (10, "G5", 1), (11, "E5", 1), (12, "D5", 3)],
]


def baba_yaga(quick: bool = False) -> tuple[np.ndarray, int]:
    """Forest (66 bpm, 17 bars: 62 s) or the witch coming home (128 bpm, 32 bars: 60 s)."""
    bpm, bars = (128, 32) if quick else (66, 17)
    p = sc.Piece(bpm=bpm, bars=bars)
    r = p.rate
    rng = np.random.default_rng(5 if quick else 4)
    if not quick:
        p.add_bed(s.highpass(sc.wind(p.length / r + 3, seed=3), 250, r), gain=0.1, width=1.0)
    for bar in range(bars):
        section = (bar // 4) % 4  # A, A with tune, B high, A' with bells; the 17th bar of the forest breathes
        root, notes = BY_CHORDS[bar % 4]
        # the creeping walk: low pizzicato steps, two a bar (four when she hurries)
        steps = 4 if quick else 2
        for k in range(steps):
            walk = BY_WALK[(bar * 2 + k * 2 // steps) % len(BY_WALK)]
            p.add(sc.pizz(N(walk), 0.7, seed=bar * 4 + k, bright=0.6), bar, k * 4 / steps, 0.38, pan=-0.25)
        # tremolo strings on the chord, never in the breathing bar
        if bar < 16:
            p.add(sc.pad([N(n) for n in notes], p.bar + 1.0, cutoff=1500 if section != 2 else 2400,
                         seed=bar), bar, 0, 0.16 if section else 0.1, pan=0.2)
            p.add(sc.bass(N(root), p.bar * 0.9), bar, 0, 0.22)
        # the celesta tune in sections 1 and 3; the high strings' answer in section 2
        if section in (1, 3) or (quick and section == 2):
            phrase = BY_TUNE[0 if section == 1 else 1]
            for beat, name, beats in phrase:
                at = beat - (bar % 4) * 4
                if 0 <= at < 4:
                    voice = sc.bell(N(name), beats * p.beat + 1.2, bright=0.9)
                    p.add(voice, bar, at, 0.22, pan=0.35 * np.sin(beat))
        if section == 2 and not quick:
            for beat, name, beats in BY_TUNE[1]:
                at = beat - (bar % 4) * 4
                if 0 <= at < 4:
                    fl = s.flute(N(name) / 2, beats * p.beat * 0.95 + 0.1, seed=bar * 10 + int(beat * 2))
                    p.add(fl, bar, at, 0.22, pan=-0.3)
        # twigs and owls: a few high bell glints scattered, a different place every bar
        for _ in range(1 if not quick else 2):
            beat = float(rng.integers(0, 8)) / 2
            glint = N(["D7", "A6", "F6", "E7"][int(rng.integers(0, 4))])
            p.add(sc.bell(glint, 1.0, bright=0.6), bar, beat, 0.05, pan=float(rng.uniform(-0.8, 0.8)))
        if quick:  # the ticking clock and the drum of her chicken legs
            for k in range(8):
                p.add(sc.shaker(0.07, seed=bar * 8 + k), bar, k / 2, 0.16 if k % 2 else 0.1, pan=0.5)
            p.add(sc.drum(65, 0.5, seed=bar), bar, 0, 0.5)
            p.add(sc.drum(80, 0.35, seed=bar + 99), bar, 2.5 if bar % 2 else 2, 0.3)
    return p.render(room_size=2.2 if not quick else 1.4, wet=0.32 if not quick else 0.22), r


# -- Jack and the Beanstalk ---------------------------------------------------------------------------------------
BS_PROG = [(0, [0, 4, 7]), (5, [5, 9, 12]), (7, [7, 11, 14]), (0, [0, 4, 7]), (9, [9, 12, 16]), (5, [5, 9, 12]),
           (2, [2, 5, 9]), (7, [7, 11, 14])]  # I IV V I vi IV ii V, semitones above the key's root
BS_TUNE = [(0, 7, 1), (1, 9, 0.5), (1.5, 11, 0.5), (2, 12, 2), (4, 14, 1.5), (5.5, 12, 0.5), (6, 11, 1), (7, 9, 1),
           (8, 7, 1), (9, 9, 1), (10, 11, 1), (11, 12, 1), (12, 14, 3), (15, 11, 1),
           (16, 16, 1.5), (17.5, 14, 0.5), (18, 12, 1), (19, 11, 1), (20, 9, 2), (22, 11, 1), (23, 7, 1),
           (24, 9, 1), (25, 11, 1), (26, 12, 1), (27, 14, 1), (28, 11, 2), (30, 7, 2)]  # 8 bars, semitones


def beanstalk(high: bool = False) -> tuple[np.ndarray, int]:
    """The tune climbs a key every eight bars (G, A, B) and a four-bar turn brings it home: 28 bars at 100 bpm
    (67 s). `high`: the tall stalk -- an octave up, airy, harp and bells only."""
    p = sc.Piece(bpm=100, bars=28)
    r = p.rate
    base = N("G3") * (2.0 if high else 1.0)
    for bar in range(28):
        section = min(bar // 8, 3)
        key = (0, 2, 4, 0)[section]  # G, A, B major, then the turn back to G
        if bar >= 24:
            deg, chord = [(5, [5, 9, 12]), (2, [2, 5, 9]), (7, [7, 11, 14]), (7, [7, 11, 14])][bar - 24]
            key = 4 if bar < 26 else 0  # from B down through E to D7 -> G
        else:
            deg, chord = BS_PROG[bar % 8]

        def f(semis, key=key):
            return base * 2 ** ((key + semis) / 12)
        # harp: the chord climbing in eighths, one octave then the next (the stalk growing)
        arp = chord + [c + 12 for c in chord] + [chord[0] + 24, chord[2] + 12]
        for k, semis in enumerate(arp):
            p.add(s.harp(f(semis), 1.4, rate=r, brightness=0.9), bar, k / 2, 0.2 if k else 0.28,
                  pan=-0.5 + k / 8)
        if not high:
            p.add(sc.bass(f(deg - 12), p.bar), bar, 0, 0.5)
            p.add(sc.bass(f(deg - 12 + 7), p.bar / 2), bar, 2, 0.3)
            p.add(sc.pizz(f(deg), 0.4, seed=bar, bright=0.8), bar, 1, 0.15, pan=0.4)
            p.add(sc.pizz(f(deg), 0.4, seed=bar + 50, bright=0.8), bar, 3, 0.15, pan=0.4)
        else:
            p.add(sc.pad([f(c) for c in chord], p.bar + 0.6, cutoff=2600, seed=bar, attack=0.5), bar, 0, 0.1)
        # the flute sings the tune (an octave down when the stalk is tall: it sits in the middle of the harp)
        if bar < 24 and (section != 1 or high):
            for beat, semis, beats in BS_TUNE:
                at = beat - (bar % 8) * 4
                if 0 <= at < 4:
                    fl = s.flute(f(semis + 12) / (2 if high else 1), beats * p.beat * 0.95 + 0.05, rate=r,
                                 seed=bar * 40 + int(beat * 2))
                    p.add(fl, bar, at, 0.3, pan=0.15)
        elif bar < 24:  # the middle section: the bells take the tune
            for beat, semis, beats in BS_TUNE:
                at = beat - (bar % 8) * 4
                if 0 <= at < 4:
                    p.add(sc.bell(f(semis + 12), beats * p.beat + 1.0), bar, at, 0.2, pan=-0.2)
        # a shaker on the off-beats, the leaves of the stalk
        for k in range(4):
            p.add(sc.shaker(0.06, seed=bar * 4 + k), bar, k + 0.5, 0.13 if not high else 0.09,
                  pan=0.6 if k % 2 else -0.4)
        if high:  # sparkles around the clouds
            p.add(sc.bell(f(chord[bar % 3] + 36), 1.2, bright=0.7), bar, 3.5, 0.07, pan=0.7 - (bar % 3) * 0.7)
    return p.render(room_size=1.6 if not high else 2.4, wet=0.25 if not high else 0.35), r


# -- Kragmortha ---------------------------------------------------------------------------------------------------
KR_CHORDS = [("E2", [4, 7, 11]), ("C2", [0, 4, 7]), ("A1", [9, 12, 16]), ("B1", [11, 15, 18])]  # Em C Am B
KR_TUNE = [(0, "E4", 0.5), (0.5, "G4", 0.5), (1, "B4", 0.5), (1.5, "G4", 0.5), (2, "F#4", 0.5), (2.5, "E4", 0.5),
           (3, "D#4", 1), (4, "E4", 0.5), (4.5, "C4", 0.5), (5, "E4", 0.5), (5.5, "G4", 0.5), (6, "A4", 1),
           (7, "G4", 1), (8, "A4", 0.5), (8.5, "C5", 0.5), (9, "E5", 0.5), (9.5, "C5", 0.5), (10, "B4", 0.5),
           (10.5, "A4", 0.5), (11, "G4", 1), (12, "F#4", 0.5), (12.5, "A4", 0.5), (13, "D#4", 0.5),
           (13.5, "F#4", 0.5), (14, "B3", 2)]  # 4 bars


def kragmortha() -> tuple[np.ndarray, int]:
    """The goblin library: 32 bars at 116 bpm (66 s) in four sections -- the bassoon's tune, the lute answers,
    the tune again with celesta dust, a tiptoe bridge of pizzicato alone."""
    p = sc.Piece(bpm=116, bars=32)
    r = p.rate
    for bar in range(32):
        section = bar // 8
        root, chord = KR_CHORDS[bar % 4]
        rf = N(root)
        # oom-pa: a bass note on 1 and 3, pizzicato chord on 2 and 4 (lighter in the bridge)
        p.add(sc.bass(rf * 2, p.beat * 1.5), bar, 0, 0.38)
        p.add(sc.bass(rf * 2 * 1.5, p.beat * 1.5), bar, 2, 0.28)
        for k in (1, 3):
            for i, semis in enumerate(chord):
                p.add(sc.pizz(N("C4") * 2 ** ((semis - 0) / 12) * (0.5 if semis > 12 else 1), 0.35,
                              seed=bar * 8 + k + i, bright=0.75), bar, k + i * 0.02, 0.12, pan=0.35)
        tune_voice = {0: "reed", 1: "lute", 2: "reed", 3: None}[section]
        for beat, name, beats in KR_TUNE:
            at = beat - (bar % 4) * 4
            if not 0 <= at < 4 or tune_voice is None:
                continue
            if tune_voice == "reed":
                v = sc.reed(N(name) / 2, beats * p.beat * 0.6, cutoff=1600)
                p.add(v, bar, at, 0.35, pan=-0.25)
            else:
                v = sc.pizz(N(name), 0.6, seed=bar * 30 + int(beat * 2), bright=0.95)
                p.add(v, bar, at, 0.4, pan=-0.3)
                p.add(v, bar, at + 0.02, 0.18, pan=0.5)  # doubled a hair later: a harpsichord's two strings
        if section == 2:  # celesta dust: magic in the stacks
            for k, semis in enumerate(chord):
                p.add(sc.bell(N("C6") * 2 ** (semis / 12), 1.5, bright=0.9), bar, 0.5 + k, 0.09,
                      pan=-0.6 + 0.6 * k)
        if section == 3:  # the bridge tiptoes: high pizzicato on the off-beats, a page-turn whisper
            for k in range(4):
                p.add(sc.pizz(N("E5") * 2 ** (chord[k % 3] / 12) / 2, 0.3, seed=bar * 4 + k, bright=0.9), bar,
                      k + 0.5, 0.16, pan=0.6 - 0.4 * k)
            p.add(sc.shaker(0.25, seed=bar), bar, 3, 0.1, pan=-0.6)
        # the shelves creak: a brush tick on every beat
        for k in range(4):
            p.add(sc.shaker(0.05, seed=bar * 4 + k + 500), bar, k, 0.1 if k % 2 else 0.14, pan=-0.5)
    return p.render(room_size=1.8, wet=0.3), r


# -- the menu -----------------------------------------------------------------------------------------------------
MENU_CHORDS = ["D", "Bm", "G", "A", "D", "Bm", "Em", "A", "G", "D", "Em", "Bm", "G", "D", "Em", "A"]
MENU_NOTES = {"D": ("D2", ["D3", "A3", "F#4"]), "Bm": ("B1", ["B2", "F#3", "D4"]), "G": ("G2", ["G3", "D4", "B4"]),
              "A": ("A2", ["A3", "E4", "C#4"]), "Em": ("E2", ["E3", "B3", "G4"])}
MENU_TUNE = [("A4", 2), ("F#4", 1), ("B4", 1.5), ("A4", 0.5), ("F#4", 1), ("D5", 2), ("B4", 1), ("A4", 3),
             ("F#4", 2), ("E4", 1), ("D4", 1.5), ("E4", 0.5), ("F#4", 1), ("E4", 2), ("B3", 1), ("E4", 3),
             ("D5", 2), ("B4", 1), ("A4", 1.5), ("F#4", 0.5), ("A4", 1), ("B4", 2), ("G4", 1), ("F#4", 3),
             ("B4", 1), ("A4", 1), ("F#4", 1), ("E4", 1.5), ("F#4", 0.5), ("A4", 1), ("F#4", 1), ("E4", 1),
             ("D4", 1), ("E4", 2), ("-", 1)]


def _up(name: str) -> str:
    return name[:-1] + str(int(name[-1]) + 1)


def menu() -> tuple[np.ndarray, int]:
    """The menu waltz (3/4, 100 bpm), played twice round (57.6 s) and then once more softly by the bells alone:
    40 bars, 72 s before it repeats."""
    p = sc.Piece(bpm=100, bars=40, beats_per_bar=3)
    r = p.rate
    for bar in range(40):
        chorus = bar // 16  # 0: flute, 1: bells take the tune an octave up, 2 (bars 32-39): harp and bells alone
        root, notes = MENU_NOTES[MENU_CHORDS[bar % 16]]
        p.add(s.lowpass(s.pluck(N(root) * 2, p.bar * 1.2, seed=bar, brightness=0.2, rate=r), 600, r), bar, 0,
              0.5 if chorus < 2 else 0.35)
        pattern = [notes[0], notes[1], notes[2], notes[1], notes[2], notes[1]]
        if bar % 4 == 3:
            pattern = [notes[0], notes[1], notes[2], _up(notes[0]), _up(notes[1]), _up(notes[2])]
        for i, n in enumerate(pattern):
            p.add(s.harp(N(n), 1.6, rate=r, brightness=0.85), bar, i / 2, 0.3 if i == 0 else 0.2,
                  pan=-0.4 + 0.16 * i)
        if chorus == 2:
            p.add(sc.bell(N(_up(_up(notes[2]))), 1.6, bright=0.6), bar, 0, 0.08, pan=0.5)
        for k in (1, 2):  # a soft brush on the waltz's two light beats
            p.add(sc.shaker(0.09, seed=bar * 3 + k), bar, k, 0.13, pan=0.45 if k == 1 else -0.35)
    t = 0.0
    for i, (name, beats) in enumerate(MENU_TUNE * 2):
        if name != "-":
            bar, beat = divmod(t, 3)
            if i < len(MENU_TUNE):
                p.add(s.flute(N(name), beats * p.beat * 0.96 + 0.05, rate=r, seed=100 + i), bar, beat, 0.45,
                      pan=0.1)
            else:
                p.add(sc.bell(N(_up(name)), beats * p.beat + 1.0, bright=0.8), bar, beat, 0.28, pan=0.25)
        t += beats
    return p.render(room_size=1.4, wet=0.3), r


PIECES = {
    "music/menu": menu,
    "baba_yaga/music": baba_yaga,
    "baba_yaga/music_home": lambda: baba_yaga(quick=True),
    "beanstalk/music": beanstalk,
    "beanstalk/music_high": lambda: beanstalk(high=True),
    "kragmortha/music": kragmortha,
}
