"""SVG helpers shared by the Baba Yaga pictures: a 256x256 canvas, outlines, the two tile sides."""
from __future__ import annotations

import math

OUT = "#2b1b12"  # the ink of every outline
SW = 6  # outline width on the 256 canvas


def svg(body: str, defs: str = "", w: int = 256, h: int = 256) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}">'
            f"<defs>{defs}</defs>{body}</svg>\n")


def radial(gid: str, stops, cx="50%", cy="50%", r="60%") -> str:
    s = "".join(f'<stop offset="{o}%" stop-color="{c}" stop-opacity="{a}"/>' for o, c, a in _stops(stops))
    return f'<radialGradient id="{gid}" cx="{cx}" cy="{cy}" r="{r}">{s}</radialGradient>'


def linear(gid: str, stops, x1="0%", y1="0%", x2="0%", y2="100%") -> str:
    s = "".join(f'<stop offset="{o}%" stop-color="{c}" stop-opacity="{a}"/>' for o, c, a in _stops(stops))
    return f'<linearGradient id="{gid}" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}">{s}</linearGradient>'


def _stops(stops):
    for st in stops:
        if len(st) == 2:
            yield st[0], st[1], 1
        else:
            yield st


def pts(points) -> str:
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in points)


def poly(points, fill, stroke=OUT, sw=SW, extra="") -> str:
    return (f'<polygon points="{pts(points)}" fill="{fill}" stroke="{stroke}" stroke-width="{sw}" '
            f'stroke-linejoin="round" {extra}/>')


def path(d, fill="none", stroke=OUT, sw=SW, extra="") -> str:
    return (f'<path d="{d}" fill="{fill}" stroke="{stroke}" stroke-width="{sw}" stroke-linejoin="round" '
            f'stroke-linecap="round" {extra}/>')


def circle(cx, cy, r, fill, stroke=OUT, sw=SW, extra="") -> str:
    return (f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="{fill}" stroke="{stroke}" '
            f'stroke-width="{sw}" {extra}/>')


def ellipse(cx, cy, rx, ry, fill, stroke=OUT, sw=SW, extra="") -> str:
    return (f'<ellipse cx="{cx:.1f}" cy="{cy:.1f}" rx="{rx:.1f}" ry="{ry:.1f}" fill="{fill}" stroke="{stroke}" '
            f'stroke-width="{sw}" {extra}/>')


def line(x1, y1, x2, y2, stroke=OUT, sw=SW, extra="") -> str:
    return (f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{stroke}" '
            f'stroke-width="{sw}" stroke-linecap="round" {extra}/>')


def group(body: str, transform: str = "", extra: str = "") -> str:
    t = f' transform="{transform}"' if transform else ""
    return f"<g{t} {extra}>{body}</g>"


def spiral(cx, cy, r0, r1, turns, start=0.0, steps=120) -> list[tuple[float, float]]:
    out = []
    for i in range(steps + 1):
        f = i / steps
        a = start + f * turns * 2 * math.pi
        r = r0 + (r1 - r0) * f
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out


def polyline(points, stroke=OUT, sw=SW, fill="none", extra="") -> str:
    return (f'<polyline points="{pts(points)}" fill="{fill}" stroke="{stroke}" stroke-width="{sw}" '
            f'stroke-linejoin="round" stroke-linecap="round" {extra}/>')


def star(cx, cy, r_out, r_in, n=5, rot=-90.0) -> list[tuple[float, float]]:
    out = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180.0 / n)
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out


def sparkle(cx, cy, r, fill="#ffffff", stroke="none", sw=0) -> str:
    """A four-pointed glint."""
    p = star(cx, cy, r, r * 0.28, 4, -90)
    return poly(p, fill, stroke, sw)


# --- the two tile sides ------------------------------------------------------------------------------

def element_tile(picture: str, defs: str = "") -> str:
    """The orange element side around a picture."""
    d = radial("elbg", [(0, "#ffcf7d"), (65, "#f59a32"), (100, "#d8611a")], cy="42%", r="70%")
    body = (
        f'<rect x="5" y="5" width="246" height="246" rx="26" fill="url(#elbg)" stroke="{OUT}" stroke-width="7"/>'
        '<rect x="17" y="17" width="222" height="222" rx="18" fill="none" stroke="#fff2c9" '
        'stroke-width="3" stroke-opacity="0.75" stroke-dasharray="2 9" stroke-linecap="round"/>'
        + picture
    )
    return svg(body, d + defs)


def forest_tile(picture: str, defs: str = "", glade: str = "#7cc46a") -> str:
    """The green forest side: a mossy tile with a lighter glade behind the hint picture."""
    d = radial("fobg", [(0, "#5fae52"), (70, "#3b8a3c"), (100, "#245f2c")], cy="45%", r="72%")
    d += radial("glade", [(0, glade, 0.95), (70, glade, 0.55), (100, glade, 0)], r="50%")
    tufts = "".join(_tuft(x, y, s) for x, y, s in ((30, 232, 1.0), (226, 228, 0.9), (22, 40, 0.7),
                                                      (234, 36, 0.75), (128, 240, 0.6)))
    body = (
        f'<rect x="5" y="5" width="246" height="246" rx="26" fill="url(#fobg)" stroke="{OUT}" stroke-width="7"/>'
        '<circle cx="128" cy="128" r="112" fill="url(#glade)"/>'
        + tufts
        + '<rect x="17" y="17" width="222" height="222" rx="18" fill="none" stroke="#c9f0a8" '
        'stroke-width="3" stroke-opacity="0.5" stroke-dasharray="2 9" stroke-linecap="round"/>'
        + picture
    )
    return svg(body, d + defs)


def _tuft(x, y, s) -> str:
    blades = []
    for dx, h, lean in ((-8, 18, -6), (0, 26, 2), (8, 17, 7)):
        blades.append(f"M{x + dx * s:.1f} {y:.1f} Q{x + (dx + lean * 0.4) * s:.1f} {y - h * 0.6 * s:.1f} "
                      f"{x + (dx + lean) * s:.1f} {y - h * s:.1f}")
    return path(" ".join(blades), stroke="#1e4f24", sw=3.5 * s + 1)


def standalone(picture: str, defs: str = "", w: int = 256, h: int = 256) -> str:
    """A picture on a transparent canvas (card slots, the witch)."""
    return svg(picture, defs, w, h)
