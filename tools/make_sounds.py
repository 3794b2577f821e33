"""Synthesise the game's sounds with numpy (game/engine/synth.py) and write them to assets/sounds/.

    python tools/make_sounds.py            # menu sounds, menu music, and every game's sounds.py
    python tools/make_sounds.py --only menu|music|<game_id>|physics

Writes assets/sounds/{hover,click,confirm,back,notice}.wav (44.1 kHz mono), assets/sounds/music/menu.wav
(22.05 kHz mono, a seamless loop), and assets/sounds/<id>/<name>.wav for each game module
game/games/<id>/sounds.py that defines SOUNDS = {name: fn() -> samples | (samples, rate)} (and
assets/sounds/physics/ from game/engine/clack_sounds.py, see OTHER_SOUND_MODULES).
Deterministic: the same code writes the same bytes. Files are made here, not at start-up: the music alone takes
longer to synthesise than the whole start-up budget (figures printed by this script).
"""
from __future__ import annotations

import argparse
import importlib
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.engine import synth as s  # noqa: E402  (after the sys.path line: runs as a script)

SOUND_DIR = ROOT / "assets" / "sounds"
FX_RATE = 44100
MUSIC_RATE = 22050
PEAK = 0.89  # -1 dBFS: loud enough, never clips


# -- menu effects ---------------------------------------------------------------------------------------------
def hover() -> np.ndarray:
    """A soft wooden tick with a tiny high glint: heard a lot, so short and quiet."""
    body = s.harp(s.note("E6"), 0.09, rate=FX_RATE, brightness=0.4) * s.decay_env(0.09, 0.018, rate=FX_RATE)
    knock = s.lowpass(s.noise(0.09, seed=11, rate=FX_RATE), 2500, FX_RATE) * s.decay_env(0.09, 0.006,
                                                                                        rate=FX_RATE)
    return s.normalize(s.mix(body, knock, gains=[0.7, 0.5]), 0.35)


def click() -> np.ndarray:
    """A round wooden 'tock', like a token set on the table."""
    dur = 0.14
    body = s.sweep(520, 380, dur, rate=FX_RATE) * s.decay_env(dur, 0.025, rate=FX_RATE)
    knock = s.lowpass(s.noise(dur, seed=3, rate=FX_RATE), 1800, FX_RATE) * s.decay_env(dur, 0.008, rate=FX_RATE)
    return s.normalize(s.mix(body, knock, gains=[1.0, 0.8]), 0.6)


def confirm() -> np.ndarray:
    """Two harp notes going up (D5 then A5, with a soft D6 on top): 'yes, off we go'."""
    out = s.silence(0.75, FX_RATE)
    s.place(out, s.harp(s.note("D5"), 0.6, rate=FX_RATE), 0.0, FX_RATE, 0.8)
    s.place(out, s.harp(s.note("A5"), 0.6, rate=FX_RATE), 0.09, FX_RATE, 0.9)
    s.place(out, s.harp(s.note("D6"), 0.5, rate=FX_RATE, brightness=0.6), 0.18, FX_RATE, 0.5)
    return s.normalize(s.fade(s.room(out, 0.4, 0.18, FX_RATE), 0, 0.05, FX_RATE), 0.7)


def back() -> np.ndarray:
    """Two gentle notes going down (A4 to E4): 'never mind'."""
    out = s.silence(0.5, FX_RATE)
    s.place(out, s.harp(s.note("A4"), 0.4, rate=FX_RATE, brightness=0.7), 0.0, FX_RATE, 0.8)
    s.place(out, s.harp(s.note("E4"), 0.4, rate=FX_RATE, brightness=0.7), 0.08, FX_RATE, 0.8)
    return s.normalize(s.fade(s.room(out, 0.3, 0.15, FX_RATE), 0, 0.04, FX_RATE), 0.55)


def notice() -> np.ndarray:
    """A little three-note bell (G5 B5 D6): something to read on screen."""
    out = s.silence(1.0, FX_RATE)
    for i, n in enumerate(("G5", "B5", "D6")):
        bell = s.harp(s.note(n), 0.8, rate=FX_RATE, brightness=0.9) + 0.3 * s.tone(
            s.note(n) * 2.76, 0.8, rate=FX_RATE) * s.decay_env(0.8, 0.08, rate=FX_RATE)
        s.place(out, bell, i * 0.1, FX_RATE, 0.7)
    return s.normalize(s.fade(s.room(out, 0.5, 0.2, FX_RATE), 0, 0.08, FX_RATE), 0.6)


MENU_SOUNDS = {"hover": hover, "click": click, "confirm": confirm, "back": back, "notice": notice}


# -- menu music -----------------------------------------------------------------------------------------------
# A cosy folk-tale waltz in D major, 3/4 at 100 bpm, 16 bars (28.8 s): a harp plays broken chords, a wooden
# flute sings a pentatonic tune, a soft low string hums the roots. The last bar leads back to the first.
# Mix (RMS): flute 0.25 > harp 0.18 > bass 0.15, so the tune sits on top.
BPM = 100
BEAT = 60.0 / BPM
BAR = 3 * BEAT
CHORDS = ["D", "Bm", "G", "A", "D", "Bm", "Em", "A",
          "G", "D", "Em", "Bm", "G", "D", "Em", "A"]
CHORD_NOTES = {  # root (bass octave) + three harp notes
    "D": ("D2", ["D3", "A3", "F#4"]), "Bm": ("B1", ["B2", "F#3", "D4"]), "G": ("G2", ["G3", "D4", "B4"]),
    "A": ("A2", ["A3", "E4", "C#4"]), "Em": ("E2", ["E3", "B3", "G4"]),
}
# Melody: (note or "-", beats), 3 beats a bar, D major pentatonic (D E F# A B) plus a passing G.
MELODY = [
    ("A4", 2), ("F#4", 1), ("B4", 1.5), ("A4", 0.5), ("F#4", 1), ("D5", 2), ("B4", 1), ("A4", 3),
    ("F#4", 2), ("E4", 1), ("D4", 1.5), ("E4", 0.5), ("F#4", 1), ("E4", 2), ("B3", 1), ("E4", 3),
    ("D5", 2), ("B4", 1), ("A4", 1.5), ("F#4", 0.5), ("A4", 1), ("B4", 2), ("G4", 1), ("F#4", 3),
    ("B4", 1), ("A4", 1), ("F#4", 1), ("E4", 1.5), ("F#4", 0.5), ("A4", 1), ("F#4", 1), ("E4", 1), ("D4", 1),
    ("E4", 2), ("-", 1),
]


def _melody_events():
    t = 0.0
    for name, beats in MELODY:
        if name != "-":
            yield name, t, beats * BEAT
        t += beats * BEAT
    assert abs(t - 16 * BAR) < 1e-9, f"melody is {t / BAR} bars, not 16"


def _up(name: str) -> str:
    """The same note an octave higher ('F#3' -> 'F#4')."""
    return name[:-1] + str(int(name[-1]) + 1)


def menu_music() -> tuple[np.ndarray, int]:
    r = MUSIC_RATE
    length = s.samples(16 * BAR, r)
    tail = s.samples(3.0, r)
    harp_track = np.zeros(length + tail)
    bass_track = np.zeros(length + tail)
    flute_track = np.zeros(length + tail)
    for bar, name in enumerate(CHORDS):
        root, notes = CHORD_NOTES[name]
        start = bar * BAR
        # bass: a soft plucked root on beat one, ringing the bar
        s.place(bass_track, s.lowpass(s.pluck(s.note(root) * 2, BAR * 1.2, seed=bar, brightness=0.2, rate=r),
                                      600, r), start, r, 0.55)
        # harp: root-fifth-third-fifth-octave-fifth in eighths (a lullaby pattern), the first note accented
        pattern = [notes[0], notes[1], notes[2], notes[1], notes[2], notes[1]]
        if bar % 4 == 3:  # every fourth bar the harp climbs instead, leading into the next phrase
            pattern = [notes[0], notes[1], notes[2], _up(notes[0]), _up(notes[1]), _up(notes[2])]
        for i, n in enumerate(pattern):
            gain = 0.4 if i == 0 else 0.26
            s.place(harp_track, s.harp(s.note(n), 1.6, rate=r, brightness=0.8), start + i * BEAT / 2, r, gain)
    for i, (name, at, dur) in enumerate(_melody_events()):
        s.place(flute_track, s.flute(s.note(name), dur * 0.96 + 0.05, rate=r, seed=100 + i), at, r, 0.6)
    dry = s.mix(harp_track, bass_track, flute_track, gains=[1.0, 0.9, 1.0])
    wet = s.room(dry, size=1.4, wet=0.3, rate=r)
    loop = s.fold_loop(wet, length)  # tails ring into the start: no gap, no click at the seam
    loop = s.highpass(loop, 40, r)
    return s.normalize(loop, 0.7), r


# -- games' own sounds ----------------------------------------------------------------------------------------
# sound modules outside game/games: folder under assets/sounds -> module with a SOUNDS dict
OTHER_SOUND_MODULES = {
    "physics": "game.engine.clack_sounds",  # the wooden clacks of the physics pieces (game/engine/clacks.py)
}


def game_sound_modules():
    """(folder, module) for every game/games/<id>/sounds.py with a SOUNDS dict, then OTHER_SOUND_MODULES."""
    games_dir = ROOT / "game" / "games"
    for folder in sorted(p for p in games_dir.iterdir() if (p / "sounds.py").exists()):
        mod = importlib.import_module(f"game.games.{folder.name}.sounds")
        if isinstance(getattr(mod, "SOUNDS", None), dict):
            yield folder.name, mod
    for folder, module_name in OTHER_SOUND_MODULES.items():
        mod = importlib.import_module(module_name)
        if isinstance(getattr(mod, "SOUNDS", None), dict):
            yield folder, mod


def _write(path: Path, result, default_rate: int) -> tuple[int, float]:
    samples, rate = result if isinstance(result, tuple) else (result, default_rate)
    samples = np.asarray(samples, dtype=float)
    peak = float(np.max(np.abs(samples))) if samples.size else 0.0
    if peak > 1.0:  # a game's function overshot: scale rather than clip
        print(f"  note: {path.name} peaked at {peak:.2f}, scaled to {PEAK}")
        samples = samples * (PEAK / peak)
    s.write_wav(path, samples, rate)
    return path.stat().st_size, len(samples) / rate


def build(only: str | None = None, out_dir: Path = SOUND_DIR, verbose: bool = True) -> list[dict]:
    """Write the sounds; returns one row per file: path, bytes, seconds of audio, seconds to make."""
    rows = []

    def emit(path, fn, rate):
        t0 = time.perf_counter()
        size, secs = _write(path, fn(), rate)
        row = {"path": path, "bytes": size, "seconds": secs, "make_s": time.perf_counter() - t0}
        rows.append(row)
        if verbose:
            rel = path.relative_to(out_dir)
            print(f"{rel!s:32s} {size / 1024:8.1f} KB {secs:6.2f} s audio  made in {row['make_s']:.3f} s")

    if only in (None, "menu"):
        for name, fn in MENU_SOUNDS.items():
            emit(out_dir / f"{name}.wav", fn, FX_RATE)
    if only in (None, "music"):
        emit(out_dir / "music" / "menu.wav", menu_music, MUSIC_RATE)
    for game_id, mod in game_sound_modules():
        if only in (None, game_id):
            for name, fn in sorted(mod.SOUNDS.items()):
                emit(out_dir / game_id / f"{name}.wav", fn, FX_RATE)
    return rows


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Synthesise the game's sounds into assets/sounds/")
    parser.add_argument("--only", help="menu, music, or a game id")
    args = parser.parse_args(argv)
    t0 = time.perf_counter()
    rows = build(args.only)
    total = sum(r["bytes"] for r in rows)
    print(f"{len(rows)} files, {total / 1024:.0f} KB, {time.perf_counter() - t0:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
