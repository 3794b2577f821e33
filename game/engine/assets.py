"""Images: SVG rendered at the size it is drawn (sharp on a laptop and on a TV), PNG scaled, both cached.

Paths are relative to assets/images and resolved by game.engine.paths (source tree or PyInstaller bundle).
`size` is (w, h): the picture is fitted inside it keeping its aspect ratio (exactly that size when the aspect
matches); (w, None) or (None, h) fixes one side; stretch=True fills (w, h) exactly.
A missing file raises paths.MissingAsset naming it; an unreadable one raises BadAsset naming it.
"""
from __future__ import annotations

import hashlib
import io
import re
from collections import OrderedDict
from pathlib import Path

import pygame

from game.engine import paths

CACHE_BYTES = 384 * 1024 * 1024  # ~ 45 full-HD surfaces; the LRU drops the oldest beyond this

_cache: OrderedDict = OrderedDict()
_cache_bytes = 0
_svg_natural: dict[str, tuple[float, float]] = {}


class BadAsset(ValueError):
    """An asset file exists but cannot be read (corrupt, wrong format). The message names the file."""


def clear_cache() -> None:
    """Forget every rendered image (e.g. after the window size changed a lot)."""
    global _cache_bytes
    _cache.clear()
    _svg_natural.clear()
    _cache_bytes = 0


def _remember(key, surf: pygame.Surface) -> pygame.Surface:
    global _cache_bytes
    _cache[key] = surf
    _cache_bytes += surf.get_width() * surf.get_height() * 4
    while _cache_bytes > CACHE_BYTES and len(_cache) > 1:
        _, old = _cache.popitem(last=False)
        _cache_bytes -= old.get_width() * old.get_height() * 4
    return surf


def _lookup(key):
    surf = _cache.get(key)
    if surf is not None:
        _cache.move_to_end(key)
    return surf


def _finish(surf: pygame.Surface) -> pygame.Surface:
    """convert_alpha() for fast blits, once a display exists (it cannot before set_mode)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha()
    return surf


_LENGTH = re.compile(r"^\s*([0-9.]+)\s*(px)?\s*$")


def _svg_size(svg_text: str) -> tuple[float, float]:
    """Natural size of an SVG from its root element: width/height, else the viewBox."""
    root = re.search(r"<svg\b[^>]*>", svg_text, re.DOTALL)
    if not root:
        raise ValueError("no <svg> element")
    tag = root.group(0)

    def attr(name):
        m = re.search(rf'\s{name}\s*=\s*["\']([^"\']*)["\']', tag)
        return m.group(1) if m else None

    w, h = attr("width"), attr("height")
    if w and h and _LENGTH.match(w) and _LENGTH.match(h):
        return float(_LENGTH.match(w).group(1)), float(_LENGTH.match(h).group(1))
    vb = attr("viewBox")
    if vb:
        parts = [float(p) for p in re.split(r"[\s,]+", vb.strip())]
        if len(parts) == 4:
            return parts[2], parts[3]
    raise ValueError("the <svg> element has neither width/height nor a viewBox")


def _target(natural: tuple[float, float], size, stretch: bool) -> tuple[int, int]:
    nw, nh = natural
    if size is None:
        return max(1, round(nw)), max(1, round(nh))
    w, h = size
    if w is None and h is None:
        return max(1, round(nw)), max(1, round(nh))
    if w is None:
        return max(1, round(nw * h / nh)), max(1, round(h))
    if h is None:
        return max(1, round(w)), max(1, round(nh * w / nw))
    if stretch:
        return max(1, round(w)), max(1, round(h))
    scale = min(w / nw, h / nh)
    return max(1, round(nw * scale)), max(1, round(nh * scale))


def _render_svg(source, natural, size, stretch: bool, name: str) -> pygame.Surface:
    tw, th = _target(natural, size, stretch)
    aspect_matches = abs(tw / th - natural[0] / natural[1]) < 0.01
    try:
        if aspect_matches:
            surf = pygame.image.load_sized_svg(source, (tw, th))
        else:  # stretch: render at the larger fit, then scale to the exact box
            scale = max(tw / natural[0], th / natural[1])
            big = (max(1, round(natural[0] * scale)), max(1, round(natural[1] * scale)))
            surf = pygame.transform.smoothscale(pygame.image.load_sized_svg(source, big), (tw, th))
    except pygame.error as exc:
        raise BadAsset(f"cannot read SVG {name}: {exc}") from exc
    if surf.get_size() != (tw, th):  # rounding inside the SVG renderer
        surf = pygame.transform.smoothscale(surf, (tw, th))
    return surf


def _natural_svg(path: Path) -> tuple[float, float]:
    key = str(path)
    if key not in _svg_natural:
        try:
            _svg_natural[key] = _svg_size(path.read_text(encoding="utf-8"))
        except (UnicodeDecodeError, ValueError) as exc:
            raise BadAsset(f"cannot read SVG {path}: {exc}") from exc
    return _svg_natural[key]


def image(relpath: str, size=None, stretch: bool = False) -> pygame.Surface:
    """The image assets/images/<relpath> at `size` (see the module doc). Cached: never draw on the result —
    copy() it first."""
    key = (relpath, None if size is None else tuple(size), stretch)
    surf = _lookup(key)
    if surf is not None:
        return surf
    path = paths.asset("images", *relpath.split("/"))
    if path.suffix.lower() == ".svg":
        surf = _render_svg(str(path), _natural_svg(path), size, stretch, str(path))
    else:
        try:
            surf = pygame.image.load(str(path))
        except pygame.error as exc:
            raise BadAsset(f"cannot read image {path}: {exc}") from exc
        target = _target(surf.get_size(), size, stretch)
        if target != surf.get_size():
            if surf.get_bitsize() < 24:  # palette PNGs: smoothscale needs 24/32-bit pixels
                full = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
                full.blit(surf, (0, 0))
                surf = full
            surf = pygame.transform.smoothscale(surf, target)
    return _remember(key, _finish(surf))


def svg_from_string(svg_text: str, size=None, stretch: bool = False) -> pygame.Surface:
    """Render SVG markup made at run time (cached by the text's hash and the size)."""
    digest = hashlib.blake2b(svg_text.encode("utf-8"), digest_size=16).hexdigest()
    key = ("<svg>" + digest, None if size is None else tuple(size), stretch)
    surf = _lookup(key)
    if surf is not None:
        return surf
    try:
        natural = _svg_size(svg_text)
    except ValueError as exc:
        raise BadAsset(f"cannot read generated SVG: {exc}") from exc
    surf = _render_svg(io.BytesIO(svg_text.encode("utf-8")), natural, size, stretch, "generated SVG")
    return _remember(key, _finish(surf))


def cache_info() -> dict:
    """For benchmarks and tests: how many images are cached and how many bytes they hold."""
    return {"images": len(_cache), "bytes": _cache_bytes}
