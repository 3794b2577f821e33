"""The SVG vocabulary every game's art script shares: the document wrapper, gradients, star points and the
symbol shapes (heart, star, drop, leaf, crown, moon) that double a colour. Pure string building (no pygame):
the games' make_art.py scripts write files with it. SVG <text> is not rendered by pygame, so no text here."""
from __future__ import annotations

import math
from pathlib import Path

INK = "#2b1d14"  # the outline colour of every figure and card: dark brown reads well on a TV


def svg(w: float, h: float, body: str, defs: str = "") -> str:
    d = f"<defs>{defs}</defs>" if defs else ""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:g}" height="{h:g}" viewBox="0 0 {w:g} {h:g}">'
            f"{d}{body}</svg>\n")


def vgrad(gid: str, top: str, bottom: str) -> str:
    return (f'<linearGradient id="{gid}" x1="0%" y1="0%" x2="0%" y2="100%">'
            f'<stop offset="0%" stop-color="{top}"/><stop offset="100%" stop-color="{bottom}"/></linearGradient>')


def rgrad(gid: str, inner: str, outer: str) -> str:
    return (f'<radialGradient id="{gid}" cx="50%" cy="40%" r="60%">'
            f'<stop offset="0%" stop-color="{inner}"/><stop offset="100%" stop-color="{outer}"/></radialGradient>')


# symbols (centred on cx, cy, about `r` in radius) ---------------------------------------------------------
def star_points(cx, cy, r_out, r_in, n=5, rot=-90.0) -> str:
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180.0 / n)
        pts.append(f"{cx + r * math.cos(a):.1f},{cy + r * math.sin(a):.1f}")
    return " ".join(pts)


def symbol(name: str, cx: float, cy: float, r: float, fill: str, stroke: str = INK, sw: float = 3) -> str:
    s = f'fill="{fill}" stroke="{stroke}" stroke-width="{sw}" stroke-linejoin="round"'
    if name == "heart":
        return (f'<path d="M{cx},{cy + r * 0.9} C{cx - r * 1.5},{cy - r * 0.1} {cx - r * 0.9},{cy - r * 1.3} '
                f'{cx},{cy - r * 0.45} C{cx + r * 0.9},{cy - r * 1.3} {cx + r * 1.5},{cy - r * 0.1} '
                f'{cx},{cy + r * 0.9} Z" {s}/>')
    if name == "star":
        return f'<polygon points="{star_points(cx, cy, r * 1.05, r * 0.45)}" {s}/>'
    if name == "drop":
        return (f'<path d="M{cx},{cy - r * 1.05} C{cx + r * 0.3},{cy - r * 0.5} {cx + r * 0.85},{cy} '
                f'{cx + r * 0.85},{cy + r * 0.35} A{r * 0.85},{r * 0.8} 0 1 1 {cx - r * 0.85},{cy + r * 0.35} '
                f'C{cx - r * 0.85},{cy} {cx - r * 0.3},{cy - r * 0.5} {cx},{cy - r * 1.05} Z" {s}/>')
    if name == "leaf":
        return (f'<path d="M{cx - r * 0.9},{cy + r * 0.9} C{cx - r * 1.0},{cy - r * 0.6} {cx + r * 0.1},'
                f'{cy - r * 1.1} {cx + r * 1.0},{cy - r * 1.0} C{cx + r * 1.1},{cy - r * 0.1} {cx + r * 0.6},'
                f'{cy + r * 1.0} {cx - r * 0.9},{cy + r * 0.9} Z" {s}/>'
                f'<path d="M{cx - r * 0.9},{cy + r * 0.9} L{cx + r * 0.55},{cy - r * 0.55}" fill="none" '
                f'stroke="{stroke}" stroke-width="{sw * 0.8}" stroke-linecap="round"/>')
    if name == "crown":
        x0, x1, yb, yt = cx - r, cx + r, cy + r * 0.7, cy - r * 0.8
        return (f'<path d="M{x0},{yb} L{x0 - r * 0.1},{yt} L{cx - r * 0.5},{cy - r * 0.05} L{cx},{yt - r * 0.15} '
                f'L{cx + r * 0.5},{cy - r * 0.05} L{x1 + r * 0.1},{yt} L{x1},{yb} Z" {s}/>'
                f'<circle cx="{cx}" cy="{yt - r * 0.2}" r="{r * 0.16}" {s}/>')
    if name == "moon":
        return (f'<path d="M{cx + r * 0.35},{cy - r * 1.0} A{r},{r} 0 1 0 {cx + r * 0.95},{cy + r * 0.55} '
                f'A{r * 0.78},{r * 0.78} 0 1 1 {cx + r * 0.35},{cy - r * 1.0} Z" {s}/>')
    raise ValueError(name)


def write_files(out: Path, made: dict[str, str]) -> None:
    """Write a game's art (file name -> SVG text) into `out`: every game's make_art.py ends with this."""
    out.mkdir(parents=True, exist_ok=True)
    for name, text in made.items():
        (out / name).write_text(text, encoding="utf-8")
    print(f"wrote {len(made)} files to {out}")
