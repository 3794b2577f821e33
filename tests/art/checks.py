"""Shared checks for the three new games' art and sound (tests/art/test_<game>.py use them).

Art: every SVG a game's make_art.files() writes is committed unchanged under assets/images/<game>/ (so the
script is the source of truth), and loads with pygame at two sizes into a picture that is not blank: some
pixels are opaque and several colours show. Sound: every SOUNDS function returns finite mono samples within
[-1, 1] of a sensible length, and the committed WAV exists."""
from __future__ import annotations

import importlib
import math
from pathlib import Path

import numpy as np
import pygame

ROOT = Path(__file__).resolve().parents[2]
SIZES = ((48, 48), (300, 300))  # a cell on a zoomed-out mall, a card shown big


def art_files(game: str) -> dict[str, str]:
    return importlib.import_module(f"game.games.{game}.make_art").files()


def check_committed(game: str, name: str, text: str) -> None:
    path = ROOT / "assets" / "images" / game / name
    assert path.exists(), f"{path} missing: run python -m game.games.{game}.make_art"
    assert path.read_text(encoding="utf-8") == text, f"{path} is stale: run python -m game.games.{game}.make_art"


def check_renders(game: str, name: str) -> None:
    path = ROOT / "assets" / "images" / game / name
    w0, h0 = pygame.image.load(str(path)).get_size()
    for size in SIZES:
        scale = max(size) / max(w0, h0)
        pic = pygame.image.load_sized_svg(str(path), (max(1, round(w0 * scale)), max(1, round(h0 * scale))))
        rgb = pygame.surfarray.array3d(pic).reshape(-1, 3)
        alpha = pygame.surfarray.array_alpha(pic).reshape(-1)
        opaque = alpha > 200
        assert opaque.mean() > 0.015, f"{name} at {size} is nearly empty ({opaque.mean():.1%} opaque)"
        colours = {tuple(c // 24) for c in rgb[opaque][:: max(1, opaque.sum() // 4000)]}
        assert len(colours) >= 3, f"{name} at {size} shows only {len(colours)} colour(s)"


def sound_functions(game: str) -> dict:
    return importlib.import_module(f"game.games.{game}.sounds").SOUNDS


def check_sound(game: str, name: str, fn, max_seconds: float = 40.0) -> None:
    result = fn()
    samples, rate = result if isinstance(result, tuple) else (result, 44100)
    x = np.asarray(samples, dtype=float)
    assert x.ndim == 1, f"{name}: not mono"
    assert np.all(np.isfinite(x)), f"{name}: NaN or inf"
    peak = float(np.max(np.abs(x)))
    assert 0.05 < peak <= 1.0, f"{name}: peak {peak:.3f} (silent or clipping)"
    seconds = len(x) / rate
    assert 0.05 <= seconds <= max_seconds, f"{name}: {seconds:.2f} s"
    if not name.startswith("music"):  # effects start and end at rest; music loops are checked for seams instead
        assert math.isclose(x[0], 0.0, abs_tol=0.02), f"{name}: starts with a click ({x[0]:.3f})"
        assert math.isclose(x[-1], 0.0, abs_tol=0.02), f"{name}: ends with a click ({x[-1]:.3f})"
    else:  # the loop's end runs into its start without a jump bigger than the music's own steps
        assert abs(x[-1] - x[0]) <= np.max(np.abs(np.diff(x))), f"{name}: a click at the loop seam"
    shipped = ROOT / "assets" / "sounds" / game / f"{name}.ogg"  # every sound ships as Ogg Vorbis
    assert shipped.exists(), f"{shipped} missing: run python tools/make_sounds.py --only {game}"
