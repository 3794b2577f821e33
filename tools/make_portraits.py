"""Draws the family's portraits: twelve friendly faces from the five games' worlds (the goblin of Kragmortha, Baba
Yaga, a rat of the Pied Piper's town, a Magic Maze dwarf, the beanstalk's giant, a frog prince, a fox and an owl
of the forest, two children and two grandparents), each a round medallion on a soft background.

    python tools/make_portraits.py            # writes assets/art/portraits/<id>.svg
    python tools/make_portraits.py --check    # exit 1 if a committed file differs from what this draws

Plain SVG the game's renderer draws (circles, ellipses, paths, percentage gradients; no text, no filters). The
ids are game.engine.family.PORTRAITS."""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "assets" / "art" / "portraits"
INK = "#2b1d14"
SKIN = "#f2c29b"
SKIN_DARK = "#d99a72"
CHEEK = "#f08a8a"


def svg(defs: str, body: str) -> str:
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 200 200">\n'
            f"<defs>{defs}</defs>\n{body}\n</svg>\n")


def backdrop(name: str, inner: str, outer: str) -> tuple[str, str]:
    """The medallion: a radial glow from `inner` to `outer`, a gold rim."""
    defs = (f'<radialGradient id="bg_{name}" cx="50%" cy="40%" r="65%">'
            f'<stop offset="0%" stop-color="{inner}"/><stop offset="100%" stop-color="{outer}"/></radialGradient>')
    body = (f'<circle cx="100" cy="100" r="98" fill="url(#bg_{name})"/>'
            '<circle cx="100" cy="100" r="94" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="3"/>')
    return defs, body


def rim() -> str:
    return '<circle cx="100" cy="100" r="97" fill="none" stroke="#e8b64a" stroke-width="6"/>'


def shoulders(fill: str, top: float = 150, trim: str | None = None) -> str:
    """The body, its bottom following the medallion's circle."""
    out = (f'<path d="M 24,164 Q 30,{top} 100,{top - 8} Q 170,{top} 176,164 A 98 98 0 0 1 24,164 Z" '
           f'fill="{fill}" stroke="{INK}" stroke-width="3"/>')
    if trim:
        out += (f'<path d="M 80,{top - 6} L 100,{top + 14} L 120,{top - 6}" fill="none" stroke="{trim}" '
                f'stroke-width="6"/>')
    return out


def eyes(y: float, gap: float = 22, r: float = 9, look: float = 0, cx: float = 100, white: bool = True) -> str:
    out = ""
    for x in (cx - gap, cx + gap):
        if white:
            out += (f'<ellipse cx="{x}" cy="{y}" rx="{r + 3}" ry="{r + 5}" fill="#ffffff" stroke="{INK}" '
                    f'stroke-width="2.5"/>')
        out += f'<circle cx="{x + look}" cy="{y + 2}" r="{r * 0.62:.1f}" fill="{INK}"/>'
        out += f'<circle cx="{x + look - r * 0.22:.1f}" cy="{y - r * 0.12:.1f}" r="{r * 0.22:.1f}" fill="#ffffff"/>'
    return out


def smile(y: float, w: float = 18, deep: float = 10, cx: float = 100, open_: bool = False) -> str:
    if open_:
        return (f'<path d="M {cx - w},{y} Q {cx},{y + deep * 2.2} {cx + w},{y} Z" fill="#8a2a2a" stroke="{INK}" '
                f'stroke-width="3" stroke-linejoin="round"/>'
                f'<path d="M {cx - w * 0.5},{y + deep * 0.9} Q {cx},{y + deep * 1.5} {cx + w * 0.5},{y + deep * 0.9}" '
                f'fill="#e86d6d"/>')
    return (f'<path d="M {cx - w},{y} Q {cx},{y + deep * 1.6} {cx + w},{y}" fill="none" stroke="{INK}" '
            f'stroke-width="4" stroke-linecap="round"/>')


def cheeks(y: float, gap: float = 36, colour: str = CHEEK) -> str:
    return "".join(f'<ellipse cx="{x}" cy="{y}" rx="9" ry="6" fill="{colour}" fill-opacity="0.55"/>'
                   for x in (100 - gap, 100 + gap))


def brows(y: float, gap: float = 22, tilt: float = 3, w: float = 11, colour: str = INK, thick: float = 4) -> str:
    return "".join(f'<path d="M {x - w},{y + tilt * s} Q {x},{y - 4} {x + w},{y - tilt * s}" fill="none" '
                   f'stroke="{colour}" stroke-width="{thick}" stroke-linecap="round"/>'
                   for x, s in ((100 - gap, 1), (100 + gap, -1)))


def glasses(y: float, gap: float = 22, r: float = 14) -> str:
    return (f'<circle cx="{100 - gap}" cy="{y}" r="{r}" fill="#ffffff" fill-opacity="0.25" stroke="#6b4a2b" '
            f'stroke-width="3.5"/><circle cx="{100 + gap}" cy="{y}" r="{r}" fill="#ffffff" fill-opacity="0.25" '
            f'stroke="#6b4a2b" stroke-width="3.5"/><path d="M {100 - gap + r},{y} Q 100,{y - 6} {100 + gap - r},{y}" '
            f'fill="none" stroke="#6b4a2b" stroke-width="3.5"/>')


def face(cy: float = 98, rx: float = 46, ry: float = 50, fill: str = SKIN) -> str:
    return f'<ellipse cx="100" cy="{cy}" rx="{rx}" ry="{ry}" fill="{fill}" stroke="{INK}" stroke-width="3"/>'


def ears(y: float, gap: float = 46, fill: str = SKIN) -> str:
    return "".join(f'<ellipse cx="{x}" cy="{y}" rx="9" ry="13" fill="{fill}" stroke="{INK}" stroke-width="3"/>'
                   for x in (100 - gap, 100 + gap))


# the twelve ----------------------------------------------------------------------------------------------------
def goblin() -> str:
    d, b = backdrop("goblin", "#d9774e", "#6e2a1c")
    g, gd = "#8fc25a", "#5f8f35"
    body = (shoulders("#6b4a8a", 154, "#e8b64a")
            + f'<path d="M 62,92 L 14,66 L 58,112 Z" fill="{g}" stroke="{INK}" stroke-width="3" '
              f'stroke-linejoin="round"/>'
            + f'<path d="M 138,92 L 186,66 L 142,112 Z" fill="{g}" stroke="{INK}" stroke-width="3" '
              f'stroke-linejoin="round"/>'
            + f'<path d="M 58,80 L 26,70 L 56,100 Z" fill="{CHEEK}" fill-opacity="0.6"/>'
            + f'<path d="M 142,80 L 174,70 L 144,100 Z" fill="{CHEEK}" fill-opacity="0.6"/>'
            + face(100, 44, 46, g)
            + f'<ellipse cx="100" cy="70" rx="30" ry="10" fill="{gd}" fill-opacity="0.5"/>'
            + eyes(92, 19, 10, 2)
            + brows(74, 19, 4)
            + f'<ellipse cx="100" cy="110" rx="9" ry="7" fill="{gd}" stroke="{INK}" stroke-width="2.5"/>'
            + f'<path d="M 76,124 Q 100,140 124,124" fill="#5a2222" stroke="{INK}" stroke-width="3" '
              f'stroke-linejoin="round"/>'
            + f'<path d="M 90,127 L 93,134 L 96,128 Z" fill="#ffffff" stroke="{INK}" stroke-width="1.5"/>'
            + f'<path d="M 106,128 L 109,135 L 112,127 Z" fill="#ffffff" stroke="{INK}" stroke-width="1.5"/>'
            + cheeks(116, 32))
    return svg(d, b + body + rim())


def witch() -> str:
    d, b = backdrop("witch", "#a57cc8", "#3c1f5a")
    scarf = "#c0392b"
    body = (shoulders("#4a3a6a", 156)
            + f'<path d="M 46,104 Q 40,36 100,30 Q 160,36 154,104 Q 150,150 100,154 Q 50,150 46,104 Z" fill="{scarf}" '
              f'stroke="{INK}" stroke-width="3"/>'
            + "".join(f'<circle cx="{x}" cy="{y}" r="4" fill="#f5d36b"/>' for x, y in
                      ((70, 52), (100, 42), (130, 52), (58, 80), (142, 80), (60, 120), (140, 120)))
            + face(104, 36, 40, "#e7c6a5")
            + f'<path d="M 66,86 Q 80,70 100,72 Q 120,70 134,86 Q 118,78 100,80 Q 82,78 66,86 Z" fill="#d8d8d8" '
              f'stroke="{INK}" stroke-width="2"/>'
            + eyes(100, 15, 7, -1)
            + brows(86, 15, 2, 9, "#9a9a9a")
            + f'<path d="M 100,100 Q 112,118 116,126 Q 106,128 98,122" fill="#dba98a" stroke="{INK}" '
              f'stroke-width="2.5" stroke-linejoin="round"/>'
            + '<circle cx="112" cy="114" r="2.5" fill="#a0704f"/>'
            + smile(130, 13, 6)
            + f'<rect x="95" y="132" width="6" height="6" rx="1" fill="#ffffff" stroke="{INK}" stroke-width="1.5"/>'
            + cheeks(122, 26)
            + f'<path d="M 86,150 Q 100,162 114,150 L 120,168 L 100,160 L 80,168 Z" fill="{scarf}" stroke="{INK}" '
              f'stroke-width="3" stroke-linejoin="round"/>')
    return svg(d, b + body + rim())


def rat() -> str:
    d, b = backdrop("rat", "#f2cf6e", "#9a6a1a")
    fur, fur_d = "#9aa0a8", "#6f747c"
    whisk = "".join(f'<path d="M {x1},{y1} L {x2},{y2}" stroke="{INK}" stroke-width="2" stroke-linecap="round"/>'
                    for x1, y1, x2, y2 in ((84, 126, 44, 118), (84, 130, 42, 134), (116, 126, 156, 118),
                                           (116, 130, 158, 134)))
    body = (shoulders("#3f6fb0", 156, "#f2cf6e")
            + "".join(f'<circle cx="{x}" cy="58" r="27" fill="{fur}" stroke="{INK}" stroke-width="3"/>'
                      f'<circle cx="{x}" cy="60" r="16" fill="#f3a3b0"/>' for x in (58, 142))
            + f'<path d="M 52,104 Q 54,58 100,56 Q 146,58 148,104 Q 140,132 100,140 Q 60,132 52,104 Z" fill="{fur}" '
              f'stroke="{INK}" stroke-width="3"/>'
            + '<ellipse cx="100" cy="118" rx="26" ry="18" fill="#c9cdd2"/>'
            + f'<path d="M 88,66 Q 100,58 112,66" fill="none" stroke="{fur_d}" stroke-width="5" '
              f'stroke-linecap="round"/>'
            + eyes(96, 20, 8, 1)
            + f'<ellipse cx="100" cy="116" rx="9" ry="7" fill="#e86d8a" stroke="{INK}" stroke-width="2.5"/>'
            + whisk
            + f'<path d="M 100,123 L 100,130 M 90,132 Q 100,140 110,132" fill="none" stroke="{INK}" stroke-width="3" '
              f'stroke-linecap="round"/>'
            + f'<rect x="95" y="134" width="10" height="8" rx="2" fill="#ffffff" stroke="{INK}" stroke-width="1.5"/>'
            + cheeks(112, 30))
    return svg(d, b + body + rim())


def hero() -> str:
    """A Magic Maze dwarf: the helmet and the big orange beard."""
    d, b = backdrop("hero", "#6fa8dc", "#1d3f6a")
    beard = "#e0782b"
    body = (shoulders("#8a5a2b", 156, "#e8b64a")
            + face(98, 40, 42)
            + ears(100, 40)
            + f'<path d="M 56,104 Q 56,170 100,178 Q 144,170 144,104 Q 130,126 100,124 Q 70,126 56,104 Z" '
              f'fill="{beard}" stroke="{INK}" stroke-width="3"/>'
            + f'<path d="M 80,118 Q 90,110 100,116 Q 110,110 120,118 Q 110,124 100,120 Q 90,124 80,118 Z" '
              f'fill="{beard}" stroke="{INK}" stroke-width="2.5"/>'
            + '<path d="M 94,140 L 94,164 M 106,140 L 106,164" stroke="#b85a1a" stroke-width="3" '
            'stroke-linecap="round"/>'
            + eyes(94, 18, 8)
            + brows(80, 18, 3, 11, beard, 6)
            + f'<ellipse cx="100" cy="106" rx="11" ry="9" fill="{SKIN_DARK}" stroke="{INK}" stroke-width="2.5"/>'
            + f'<path d="M 54,80 Q 54,32 100,30 Q 146,32 146,80 Z" fill="#b8c2cc" stroke="{INK}" stroke-width="3"/>'
            + f'<rect x="50" y="74" width="100" height="12" rx="6" fill="#8a96a3" stroke="{INK}" stroke-width="3"/>'
            + '<path d="M 96,32 L 96,74 L 104,74 L 104,32" fill="#8a96a3"/>'
            + "".join(f'<path d="M {x},{58} Q {x + s * 24},{46} {x + s * 20},{20} '
                      f'Q {x + s * 10},{38} {x - s * 2},{46} Z" '
                      f'fill="#f5ecd7" stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>'
                      for x, s in ((56, -1), (144, 1)))
            + cheeks(104, 30))
    return svg(d, b + body + rim())


def giant() -> str:
    d, b = backdrop("giant", "#8fd07a", "#2f6a2a")
    skin = "#f0b48a"
    body = (shoulders("#7a5230", 160, "#3f8a3f")
            + ears(104, 52, skin)
            + face(100, 52, 56, skin)
            + f'<path d="M 56,76 Q 60,40 100,40 Q 140,40 144,76 Q 130,54 100,56 Q 70,54 56,76 Z" fill="{skin}"/>'
            + "".join(f'<path d="M {x},{52} q -10,-14 -2,-22 q 4,10 12,8" fill="#9a5a2a" stroke="{INK}" '
                      f'stroke-width="2.5"/>'
                      for x in (86, 104))
            + eyes(92, 22, 8, 0)
            + brows(74, 22, 5, 16, "#9a5a2a", 8)
            + f'<ellipse cx="100" cy="114" rx="16" ry="13" fill="#e0936a" stroke="{INK}" stroke-width="3"/>'
            + smile(132, 24, 8, open_=True)
            + f'<rect x="90" y="131" width="9" height="8" rx="2" fill="#ffffff" stroke="{INK}" stroke-width="1.5"/>'
            + f'<rect x="102" y="131" width="9" height="8" rx="2" fill="#ffffff" stroke="{INK}" stroke-width="1.5"/>'
            + cheeks(120, 38)
            + f'<path d="M 70,44 L 76,18 L 88,34 L 100,12 L 112,34 L 124,18 L 130,44 Z" fill="#f2c94c" stroke="{INK}" '
              f'stroke-width="3" stroke-linejoin="round"/>'
            + '<circle cx="100" cy="34" r="4" fill="#3f8a3f"/>')
    return svg(d, b + body + rim())


def girl() -> str:
    d, b = backdrop("girl", "#f5a3b8", "#8a2f4a")
    hair = "#b5562a"
    body = (shoulders("#f2c94c", 156, "#ffffff")
            + "".join(f'<path d="M {x},{84} Q {x + s * 30},{100} {x + s * 24},{150} '
                      f'Q {x + s * 8},{130} {x + s * 4},{100} Z" '
                      f'fill="{hair}" stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>'
                      f'<circle cx="{x + s * 12}" cy="92" r="6" fill="#3fa0c8" stroke="{INK}" stroke-width="2"/>'
                      for x, s in ((58, -1), (142, 1)))
            + face(102, 42, 44)
            + f'<path d="M 58,96 Q 56,52 100,50 Q 144,52 142,96 Q 132,70 112,72 Q 104,82 86,80 Q 70,80 58,96 Z" '
              f'fill="{hair}" stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>'
            + eyes(102, 18, 8)
            + "".join(f'<circle cx="{x}" cy="{y}" r="1.8" fill="#b5562a"/>' for x, y in
                      ((72, 116), (78, 120), (70, 122), (128, 116), (122, 120), (130, 122)))
            + f'<path d="M 96,112 Q 100,116 104,112" fill="none" stroke="{INK}" stroke-width="2.5" '
              f'stroke-linecap="round"/>'
            + smile(124, 14, 7, open_=True)
            + cheeks(118, 28))
    return svg(d, b + body + rim())


def boy() -> str:
    d, b = backdrop("boy", "#7fd6d0", "#1f6a68")
    hair = "#4a3020"
    body = (shoulders("#d94a3a", 156, "#ffffff")
            + ears(104, 42)
            + face(104, 42, 44)
            + '<path d="M 58,96 Q 54,56 96,54 Q 140,54 142,96 Q 136,78 124,82 Q 118,70 104,78 '
              'Q 94,68 84,80 Q 70,74 58,96 Z" '
              f'fill="{hair}" stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>'
            + f'<path d="M 54,74 Q 60,34 100,34 Q 140,34 146,74 Q 100,62 54,74 Z" fill="#2f7fd0" stroke="{INK}" '
              f'stroke-width="3"/>'
            + f'<path d="M 100,66 Q 150,60 170,74 Q 146,80 118,76 Z" fill="#2f7fd0" stroke="{INK}" stroke-width="3" '
              f'stroke-linejoin="round"/>'
            + f'<circle cx="100" cy="36" r="5" fill="#f2c94c" stroke="{INK}" stroke-width="2"/>'
            + eyes(104, 18, 8, 2)
            + brows(88, 18, 2, 9, hair)
            + f'<path d="M 96,114 Q 100,118 104,114" fill="none" stroke="{INK}" stroke-width="2.5" '
              f'stroke-linecap="round"/>'
            + smile(126, 16, 8)
            + cheeks(120, 28))
    return svg(d, b + body + rim())


def grandma() -> str:
    d, b = backdrop("grandma", "#f7c98b", "#9a5a2a")
    hair = "#e6e6ea"
    body = (shoulders("#7a5aa8", 156)
            + "".join(f'<circle cx="{x}" cy="{y}" r="4.5" fill="#ffffff" stroke="{INK}" stroke-width="1.5"/>'
                      for x, y in ((78, 150), (88, 156), (100, 158), (112, 156), (122, 150)))
            + f'<circle cx="100" cy="44" r="20" fill="{hair}" stroke="{INK}" stroke-width="3"/>'
            + face(104, 42, 44)
            + f'<path d="M 56,104 Q 50,58 100,56 Q 150,58 144,104 Q 136,78 100,76 Q 64,78 56,104 Z" fill="{hair}" '
              f'stroke="{INK}" stroke-width="3"/>'
            + '<path d="M 70,66 Q 84,62 96,68 M 104,68 Q 118,62 130,66" fill="none" stroke="#b8b8c0" '
            'stroke-width="2.5"/>'
            + eyes(104, 20, 6, 0, white=False)
            + glasses(104, 20, 14)
            + f'<path d="M 96,116 Q 100,120 104,116" fill="none" stroke="{INK}" stroke-width="2.5" '
              f'stroke-linecap="round"/>'
            + smile(128, 15, 7)
            + cheeks(120, 30))
    return svg(d, b + body + rim())


def grandpa() -> str:
    d, b = backdrop("grandpa", "#b8c98a", "#4a5a2a")
    white = "#eeeeee"
    body = (shoulders("#8a6a4a", 156, "#e8d6b0")
            + ears(104, 44)
            + face(102, 44, 48)
            + "".join(f'<path d="M {x},{80} Q {x + s * 8},{62} {x + s * 2},{100} Q {x - s * 2},{90} {x},{80} Z" '
                      f'fill="{white}" stroke="{INK}" stroke-width="2.5"/>' for x, s in ((58, -1), (142, 1)))
            + '<ellipse cx="84" cy="66" rx="10" ry="5" fill="#ffffff" fill-opacity="0.5"/>'
            + eyes(100, 20, 6, 0, white=False)
            + glasses(100, 20, 14)
            + brows(82, 20, 3, 12, white, 6)
            + f'<ellipse cx="100" cy="114" rx="9" ry="8" fill="{SKIN_DARK}" stroke="{INK}" stroke-width="2.5"/>'
            + f'<path d="M 72,128 Q 86,116 100,124 Q 114,116 128,128 Q 116,136 100,130 Q 84,136 72,128 Z" '
              f'fill="{white}" stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>'
            + smile(136, 10, 5)
            + cheeks(118, 32))
    return svg(d, b + body + rim())


def fox() -> str:
    d, b = backdrop("fox", "#9fd9a0", "#2a6a44")
    orange, cream = "#e8792b", "#fbeede"
    body = (shoulders("#3f6fb0", 158)
            + "".join(f'<path d="M {x},{80} L {x + s * 10},{24} L {x + s * 44},{62} Z" fill="{orange}" stroke="{INK}" '
                      f'stroke-width="3" stroke-linejoin="round"/>'
                      f'<path d="M {x + s * 6},{72} L {x + s * 12},{38} L {x + s * 34},{62} Z" fill="#5a2a1a"/>'
                      for x, s in ((52, 1), (148, -1)))
            + f'<path d="M 44,86 Q 54,56 100,58 Q 146,56 156,86 Q 150,120 100,150 Q 50,120 44,86 Z" fill="{orange}" '
              f'stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>'
            + f'<path d="M 52,96 Q 76,100 100,150 Q 124,100 148,96 Q 140,124 100,150 Q 60,124 52,96 Z" fill="{cream}"/>'
            + eyes(98, 22, 8, 0)
            + f'<ellipse cx="100" cy="136" rx="9" ry="7" fill="{INK}"/>'
            + f'<path d="M 92,144 Q 100,150 108,144" fill="none" stroke="{INK}" stroke-width="2.5" '
              f'stroke-linecap="round"/>'
            + cheeks(118, 30))
    return svg(d, b + body + rim())


def owl() -> str:
    d, b = backdrop("owl", "#4a5fa8", "#141e44")
    brown, light = "#9a6a3f", "#e6c9a0"
    body = ('<circle cx="40" cy="44" r="3" fill="#fff6c8"/><circle cx="160" cy="52" r="2.5" fill="#fff6c8"/>'
            '<circle cx="150" cy="30" r="2" fill="#fff6c8"/>'
            + f'<path d="M 30,170 Q 30,110 46,80 L 40,44 L 70,66 Q 100,56 130,66 L 160,44 L 154,80 Q 170,110 170,170 '
              f'A 98 98 0 0 1 30,170 Z" fill="{brown}" stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>'
            + f'<path d="M 64,132 Q 100,118 136,132 Q 140,170 100,190 Q 60,170 64,132 Z" fill="{light}"/>'
            + "".join(f'<path d="M {x - 6},{y} q 6,6 12,0" fill="none" stroke="{brown}" stroke-width="2.5"/>'
                      for x, y in ((86, 144), (100, 150), (114, 144), (92, 162), (108, 162)))
            + "".join(f'<circle cx="{x}" cy="98" r="26" fill="{light}" stroke="{INK}" stroke-width="3"/>'
                      for x in (74, 126))
            + eyes(98, 26, 13, 0, white=False)
            + f'<path d="M 92,112 L 108,112 L 100,128 Z" fill="#f2a93b" stroke="{INK}" stroke-width="2.5" '
              f'stroke-linejoin="round"/>')
    return svg(d, b + body + rim())


def frog() -> str:
    """The frog prince (a bean in Jack's garden pond)."""
    d, b = backdrop("frog", "#bfe3f5", "#3a7ea8")
    g, light = "#6cbf4a", "#b9e08a"
    body = (shoulders("#c0392b", 158, "#f2c94c")
            + f'<ellipse cx="100" cy="116" rx="62" ry="42" fill="{g}" stroke="{INK}" stroke-width="3"/>'
            + f'<ellipse cx="100" cy="130" rx="40" ry="20" fill="{light}"/>'
            + "".join(f'<circle cx="{x}" cy="80" r="24" fill="{g}" stroke="{INK}" '
                      f'stroke-width="3"/>' for x in (70, 130))
            + eyes(80, 30, 11, 0)
            + f'<path d="M 62,118 Q 100,146 138,118" fill="none" stroke="{INK}" stroke-width="4" '
              f'stroke-linecap="round"/>'
            + f'<circle cx="90" cy="106" r="2.5" fill="{INK}"/><circle cx="110" cy="106" r="2.5" fill="{INK}"/>'
            + cheeks(116, 44)
            + f'<path d="M 78,62 L 80,34 L 90,48 L 100,28 L 110,48 L 120,34 L 122,62 Z" fill="#f2c94c" stroke="{INK}" '
              f'stroke-width="3" stroke-linejoin="round"/>'
            + '<circle cx="100" cy="52" r="4" fill="#c0392b"/>')
    return svg(d, b + body + rim())


PORTRAITS = {"goblin": goblin, "witch": witch, "rat": rat, "hero": hero, "giant": giant, "frog": frog,
             "fox": fox, "owl": owl, "girl": girl, "boy": boy, "grandma": grandma, "grandpa": grandpa}


def main(argv: list[str]) -> int:
    check = "--check" in argv
    OUT.mkdir(parents=True, exist_ok=True)
    stale = []
    for name, draw in PORTRAITS.items():
        path = OUT / f"{name}.svg"
        text = draw()
        if check:
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                stale.append(name)
        else:
            path.write_text(text, encoding="utf-8")
    if stale:
        print("out of date: " + ", ".join(stale) + " (run python tools/make_portraits.py)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
