"""Synthesise the game's sounds with numpy (game/engine/synth.py, game/engine/score.py) and write them to
assets/sounds/, each at the one loudness the game keeps (tools/loudness.py).

    python tools/make_sounds.py            # menu sounds, all the music, and every game's sounds.py
    python tools/make_sounds.py --only menu|music|<game_id>|physics

Everything is Ogg Vorbis (libsndfile through the soundfile wheel; pygame plays it): a tenth of a WAV's size.
Effects: assets/sounds/{hover,click,confirm,back,notice}.ogg and assets/sounds/<id>/<name>.ogg for each game
module game/games/<id>/sounds.py that defines SOUNDS = {name: fn() -> samples | (samples, rate)} (and
assets/sounds/physics/ from game/engine/clack_sounds.py, see OTHER_SOUND_MODULES): mono at -16 LUFS.
Music: the pieces of tools/scores.py (and any SOUNDS entry whose name starts with "music"): 44.1 kHz stereo,
seamless loops at -20 LUFS. Every file's true peak, as decoded, stays at or under -1 dBTP.
Deterministic synthesis: the same code makes the same samples. Files are made here, not at start-up: the music
alone takes far longer to synthesise than the start-up budget (figures printed by this script).
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

from game.engine import score  # noqa: E402
from game.engine import synth as s  # noqa: E402  (after the sys.path line: runs as a script)
from tools import loudness, scores  # noqa: E402

SOUND_DIR = ROOT / "assets" / "sounds"
FX_RATE = 44100
MUSIC_RATE = 44100
PEAK = 0.89  # -1 dBFS: loud enough, never clips
OGG_QUALITY = 0.6  # libsndfile's compression level for Vorbis: about 100-130 kbps for these pieces


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
# a sound module's LOUDNESS = {name: LU} sets a sound a little under or over the effects' level, inside the
# tolerance (heard all the time: a touch softer; the menu's hover is heard on every move of the cursor)
MENU_LOUDNESS = {"hover": -1.5, "click": -0.5}
MAX_OFFSET = 1.5


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


def _as_array(result, default_rate: int) -> tuple[np.ndarray, int]:
    samples, rate = result if isinstance(result, tuple) else (result, default_rate)
    return np.asarray(samples, dtype=float), int(rate)


def write_ogg(path: Path, samples: np.ndarray, rate: int) -> None:
    """Ogg Vorbis through libsndfile (the soundfile wheel bundles it), written in blocks: one huge write
    crashes libsndfile's Vorbis encoder."""
    import soundfile as sf
    path.parent.mkdir(parents=True, exist_ok=True)
    with sf.SoundFile(str(path), "w", rate, samples.shape[1] if samples.ndim == 2 else 1, format="OGG",
                      subtype="VORBIS", compression_level=OGG_QUALITY) as f:
        for i in range(0, len(samples), 16384):
            f.write(samples[i: i + 16384])


def as_music(samples: np.ndarray, rate: int) -> tuple[np.ndarray, int]:
    """Any loop to 44.1 kHz stereo. A slower rate is resampled; a mono loop is spread by a stereo room (a
    different reflection pattern each side), heard as the loop repeats: the room rings over two copies and the
    second is kept, so its start carries the first's tail and the seam stays seamless."""
    x = np.asarray(samples, dtype=float)
    if rate != MUSIC_RATE:
        from scipy.signal import resample_poly
        pad = min(len(x), rate)  # wrap the loop around so the filter's edges see the music, not silence
        wrapped = np.concatenate([x[-pad:], x, x[:pad]])
        up = resample_poly(wrapped, MUSIC_RATE, rate, axis=0)
        start = round(pad * MUSIC_RATE / rate)
        x = up[start: start + round(len(x) * MUSIC_RATE / rate)]
        rate = MUSIC_RATE
    if x.ndim == 1:
        twice = np.concatenate([x, x])
        sides = [s.room(twice, 0.9, 0.2, rate, seed=seed)[len(x): 2 * len(x)] for seed in (17, 18)]
        x = score.seamless(np.column_stack(sides))
    return x, rate


def at_music_rate(fn):
    """Call a game's music function with its module's RATE set to the music rate (a piece written for
    22.05 kHz is synthesised at 44.1 kHz: its hats and breath get their top octave)."""
    import sys as _sys
    mod = _sys.modules.get(getattr(fn, "__module__", ""), None)
    if mod is None or not isinstance(getattr(mod, "RATE", None), int) or mod.RATE == MUSIC_RATE:
        return fn()
    old = mod.RATE
    mod.RATE = MUSIC_RATE
    try:
        return fn()
    finally:
        mod.RATE = old


def _write_checked(path: Path, samples: np.ndarray, rate: int) -> None:
    """Write the Ogg, read it back, and if the codec's ripples lifted the true peak past the limit, write it again
    a little lower (a few tenths of a dB at most: the loudness stays inside its tolerance)."""
    for _ in range(6):
        write_ogg(path, samples, rate)
        decoded, _ = loudness.read(path)
        over = loudness.true_peak_db(decoded, rate) - (loudness.MAX_TRUE_PEAK - 0.05)
        if over <= 0:
            break
        samples = samples * 10 ** (-(over + 0.2) / 20)
    for stale in (path.with_suffix(".wav"),):  # the engine prefers .ogg anyway; an old WAV is dead weight
        if stale.exists():
            stale.unlink()


def _write_effect(path: Path, result, default_rate: int, offset: float = 0.0) -> tuple[int, float]:
    samples, rate = _as_array(result, default_rate)
    if samples.size and np.max(np.abs(samples)) > 1.0:  # a game's function overshot: scale rather than clip
        samples = samples * (PEAK / np.max(np.abs(samples)))
    if samples.size and np.any(samples):
        offset = max(-MAX_OFFSET, min(MAX_OFFSET, offset))
        samples = loudness.normalise(samples, rate, loudness.EFFECT_LUFS + offset)
    _write_checked(path, samples, rate)
    return path.stat().st_size, len(samples) / rate


def _write_music(path: Path, result, default_rate: int) -> tuple[int, float]:
    samples, rate = as_music(*_as_array(result, default_rate))
    samples = loudness.normalise(samples, rate, loudness.MUSIC_LUFS)
    _write_checked(path, samples, rate)
    return path.stat().st_size, len(samples) / rate


def _is_music(name: str) -> bool:
    return name.split("/")[-1].startswith("music")


def build(only: str | None = None, out_dir: Path = SOUND_DIR, verbose: bool = True,
          pieces: dict | None = None) -> list[dict]:
    """Write the sounds; returns one row per file: path, bytes, seconds of audio, seconds to make."""
    rows = []
    pieces = scores.PIECES if pieces is None else pieces

    def emit(path, fn, rate, music=False, offset=0.0):
        t0 = time.perf_counter()
        result = at_music_rate(fn) if music else fn()
        path = path.with_suffix(".ogg")
        if music:
            size, secs = _write_music(path, result, rate)
        else:
            size, secs = _write_effect(path, result, rate, offset)
        row = {"path": path, "bytes": size, "seconds": secs, "make_s": time.perf_counter() - t0}
        rows.append(row)
        if verbose:
            rel = path.relative_to(out_dir)
            print(f"{rel!s:32s} {size / 1024:8.1f} KB {secs:6.2f} s audio  made in {row['make_s']:.3f} s")

    if only in (None, "menu"):
        for name, fn in MENU_SOUNDS.items():
            emit(out_dir / f"{name}.wav", fn, FX_RATE, offset=MENU_LOUDNESS.get(name, 0.0))
    for name, fn in pieces.items():
        folder = name.split("/")[0]
        if only in (None, "music", folder):
            emit(out_dir / f"{name}.ogg", fn, MUSIC_RATE, music=True)
    for game_id, mod in game_sound_modules():
        if only in (None, game_id) or (only == "music" and any(_is_music(n) for n in mod.SOUNDS)):
            for name, fn in sorted(mod.SOUNDS.items()):
                if only == "music" and not _is_music(name):
                    continue
                emit(out_dir / game_id / f"{name}.wav", fn, FX_RATE, music=_is_music(name),
                     offset=getattr(mod, "LOUDNESS", {}).get(name, 0.0))
    return rows


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Synthesise the game's sounds into assets/sounds/")
    parser.add_argument("--only", help="menu, music, or a game id")
    parser.add_argument("--out", type=Path, default=SOUND_DIR, help="write here instead (to try pieces out)")
    args = parser.parse_args(argv)
    t0 = time.perf_counter()
    rows = build(args.only, out_dir=args.out)
    total = sum(r["bytes"] for r in rows)
    print(f"{len(rows)} files, {total / 1024:.0f} KB, {time.perf_counter() - t0:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
