"""Measure every shipped sound against the one loudness the game keeps (ITU-R BS.1770 via pyloudnorm):

    python tools/loudness.py [folder]     # default assets/sounds; prints rate, channels, length, LUFS, dBTP

Targets: music (any file named music*.ogg or under music/) at -20 LUFS integrated (+-1 LU); effects at -16 LUFS
(+-2 LU); every file's true peak at or below -1 dBTP. An effect shorter than the meter's 400 ms block is measured
over its own length (the loudness while it sounds: padding it with silence would call a short tick quiet).
True peak: the largest sample after 4x oversampling. tools/make_sounds.py normalises with the same functions.
"""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
SOUND_DIR = ROOT / "assets" / "sounds"
MUSIC_LUFS, MUSIC_TOL = -20.0, 1.0
EFFECT_LUFS, EFFECT_TOL = -16.0, 2.0
MAX_TRUE_PEAK = -1.0
BLOCK = 0.4  # seconds: BS.1770's gating block


def is_music(path: Path) -> bool:
    return path.stem.startswith("music") or path.parent.name == "music"


def target(path: Path) -> tuple[float, float]:
    return (MUSIC_LUFS, MUSIC_TOL) if is_music(path) else (EFFECT_LUFS, EFFECT_TOL)


def read(path: Path) -> tuple[np.ndarray, int]:
    """(samples as float (n,) or (n, ch), rate) of a .wav or .ogg."""
    import soundfile as sf
    data, rate = sf.read(str(path), dtype="float64", always_2d=False)
    return data, rate


def _k_weighted_power(x: np.ndarray, rate: int) -> float:
    """Mean K-weighted power summed over channels (BS.1770 without gating)."""
    import pyloudnorm as pyln
    meter = pyln.Meter(rate)
    y = x if x.ndim == 2 else x[:, None]
    total = 0.0
    for ch in range(y.shape[1]):
        z = y[:, ch]
        for f in meter._filters.values():
            z = f.apply_filter(z)
        total += float(np.mean(z ** 2))
    return total


def lufs(x: np.ndarray, rate: int) -> float:
    """Integrated loudness (LUFS); a clip shorter than one 400 ms block: its ungated loudness over its length."""
    import pyloudnorm as pyln
    if len(x) >= BLOCK * rate:
        return float(pyln.Meter(rate).integrated_loudness(x))
    power = _k_weighted_power(x, rate)
    return -0.691 + 10 * np.log10(power) if power > 0 else float("-inf")


def true_peak_db(x: np.ndarray, rate: int) -> float:
    """The largest sample after 4x oversampling, in dBTP (catches the peaks between samples)."""
    from scipy.signal import resample_poly
    y = x if x.ndim == 2 else x[:, None]
    peak = max(float(np.max(np.abs(resample_poly(y[:, ch], 4, 1)))) for ch in range(y.shape[1]))
    return 20 * np.log10(peak) if peak > 0 else float("-inf")


def limit(x: np.ndarray, rate: int, ceiling_db: float = MAX_TRUE_PEAK - 0.3) -> np.ndarray:
    """A gentle look-ahead peak limiter: gain drops ahead of any peak above the ceiling and recovers over
    50 ms, so a loud transient is tamed without clipping it."""
    ceiling = 10 ** (ceiling_db / 20)
    mag = np.abs(x) if x.ndim == 1 else np.max(np.abs(x), axis=1)
    need = np.minimum(1.0, ceiling / np.maximum(mag, 1e-12))
    look = max(1, int(0.005 * rate))
    # the smallest gain needed within the look-ahead window, then a smooth release
    from scipy.ndimage import minimum_filter1d
    from scipy.signal import lfilter
    g = minimum_filter1d(need, size=2 * look + 1, mode="nearest")
    alpha = 1.0 - np.exp(-1.0 / (0.05 * rate))
    smooth = 1.0 - lfilter([alpha], [1.0, alpha - 1.0], 1.0 - g)
    smooth = np.minimum(smooth, g)  # never above what a peak needs
    return x * (smooth if x.ndim == 1 else smooth[:, None])


def normalise(x: np.ndarray, rate: int, target_lufs: float) -> np.ndarray:
    """Gain to the target loudness, then the limiter wherever the true peak would pass -1 dBTP. A few rounds:
    limiting lowers the loudness a little (so the gain is measured again), and a peak between samples can stay
    above the ceiling the limiter saw (so its ceiling comes down by what is left over)."""
    y = np.asarray(x, dtype=float)
    ceiling = MAX_TRUE_PEAK - 0.4
    for _ in range(6):
        y = y * 10 ** ((target_lufs - lufs(y, rate)) / 20)
        if true_peak_db(y, rate) > MAX_TRUE_PEAK - 0.2:
            y = limit(y, rate, ceiling)
        over = true_peak_db(y, rate) - (MAX_TRUE_PEAK - 0.2)
        if over > 0:
            ceiling -= over + 0.1
        elif abs(lufs(y, rate) - target_lufs) < 0.25:
            return y
    over = true_peak_db(y, rate) - (MAX_TRUE_PEAK - 0.2)
    return y * 10 ** (-over / 20) if over > 0 else y  # the peak wins over the last tenths of loudness


def measure(path: Path) -> dict:
    x, rate = read(path)
    goal, tol = target(path)
    row = {"path": path, "rate": rate, "channels": 1 if x.ndim == 1 else x.shape[1], "seconds": len(x) / rate,
           "lufs": lufs(x, rate), "peak": true_peak_db(x, rate), "target": goal, "tol": tol}
    row["ok"] = abs(row["lufs"] - goal) <= tol and row["peak"] <= MAX_TRUE_PEAK
    return row


def shipped(folder: Path = SOUND_DIR) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.suffix in (".wav", ".ogg"))


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    folder = Path(argv[0]) if argv else SOUND_DIR
    rows = [measure(p) for p in shipped(folder)]
    print(f"{'file':34s} {'rate':>6s} {'ch':>2s} {'secs':>6s} {'LUFS':>6s} {'target':>9s} {'dBTP':>6s}  ok")
    for r in rows:
        rel = r["path"].relative_to(folder)
        print(f"{rel!s:34s} {r['rate']:6d} {r['channels']:2d} {r['seconds']:6.2f} {r['lufs']:6.1f} "
              f"{r['target']:5.0f}+-{r['tol']:.0f} {r['peak']:6.1f}  {'yes' if r['ok'] else 'NO'}")
    bad = [r for r in rows if not r["ok"]]
    print(f"{len(rows)} files, {len(bad)} outside their target")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
