"""Shared drawing vocabulary for the Pied Piper art: colours, symbols, digits, figures - as SVG fragments.

Pure string building (no pygame); make_art.py writes the files. SVG <text> is not rendered by pygame, so every
number and sign is a path."""
from __future__ import annotations

from game.engine.svg_art import INK, rgrad, star_points, svg, symbol, vgrad  # noqa: F401 (used by make_art)

RAT_COLOURS = {  # body, darker shade, light belly
    "red": ("#d8382f", "#9e2119", "#f3a59b"),
    "yellow": ("#f3c21b", "#b98a00", "#fbe49a"),
    "blue": ("#2f7fe0", "#1b4f98", "#a9cdf6"),
    "green": ("#3aa655", "#216a33", "#a8dfb4"),
    "purple": ("#8a3fc7", "#572184", "#d6b4ef"),
    "black": ("#34343d", "#141419", "#8d8d99"),
}
RAT_SYMBOL = {"red": "heart", "yellow": "star", "blue": "drop", "green": "leaf", "purple": "crown",
              "black": "moon"}

SEAT_COLOURS = {  # seat colour name (game/core/setup.py) -> (main, dark, light)
    "red": ("#d94141", "#992626", "#f7c9c2"),
    "blue": ("#3b6fd6", "#22448f", "#c9d8f7"),
    "yellow": ("#f2c230", "#ad8608", "#fbecb5"),
    "green": ("#3fa34d", "#23692e", "#c6ebcb"),
    "purple": ("#8e4fc9", "#5b2a8a", "#e0cbf2"),
}
SEAT_SHAPE = {"red": "circle", "blue": "square", "yellow": "triangle", "green": "diamond", "purple": "star"}


# house geometry (the scene puts the marker on the drawn floors): a 200 x 420 picture, 7 floors of 44 from
# y=100 to 408, the roof above
HOUSE_W, HOUSE_H = 200, 420
FLOOR_H = 44
BODY_TOP, BODY_BOTTOM = 100, 408


def level_centre_y(level: int) -> float:
    """Centre of marker level 0..7 as a fraction of the house height (7 = on the roof)."""
    if level >= 7:
        return 58 / HOUSE_H
    return (BODY_BOTTOM - FLOOR_H / 2 - FLOOR_H * level) / HOUSE_H


def seat_shape(name: str, cx: float, cy: float, r: float, fill: str, stroke: str = INK, sw: float = 3) -> str:
    s = f'fill="{fill}" stroke="{stroke}" stroke-width="{sw}" stroke-linejoin="round"'
    if name == "circle":
        return f'<circle cx="{cx}" cy="{cy}" r="{r * 0.85}" {s}/>'
    if name == "square":
        a = r * 0.75
        return f'<rect x="{cx - a}" y="{cy - a}" width="{2 * a}" height="{2 * a}" rx="{r * 0.12}" {s}/>'
    if name == "triangle":
        return f'<polygon points="{cx},{cy - r} {cx + r * 0.95},{cy + r * 0.72} {cx - r * 0.95},{cy + r * 0.72}" {s}/>'
    if name == "diamond":
        return f'<polygon points="{cx},{cy - r} {cx + r * 0.8},{cy} {cx},{cy + r} {cx - r * 0.8},{cy}" {s}/>'
    if name == "star":
        return f'<polygon points="{star_points(cx, cy, r, r * 0.45)}" {s}/>'
    raise ValueError(name)


# digits and signs as strokes, in a 60 x 100 box at (x, y) ---------------------------------------------------
DIGIT_PATHS = {
    "1": "M14,26 L34,10 L34,92 M16,92 L52,92",
    "2": "M10,28 C12,4 52,4 52,30 C52,52 24,64 10,92 L54,92",
    "3": "M10,18 C22,2 54,6 50,30 C48,46 34,48 26,49 C40,49 54,56 54,72 C54,98 16,100 8,82",
}


def digit(ch: str, x: float, y: float, scale: float, colour: str, width: float = 13) -> str:
    return (f'<path transform="translate({x},{y}) scale({scale})" d="{DIGIT_PATHS[ch]}" fill="none" '
            f'stroke="{colour}" stroke-width="{width}" stroke-linecap="round" stroke-linejoin="round"/>')


def plus_sign(cx: float, cy: float, r: float, colour: str, width: float) -> str:
    return (f'<path d="M{cx - r},{cy} L{cx + r},{cy} M{cx},{cy - r} L{cx},{cy + r}" stroke="{colour}" '
            f'stroke-width="{width}" stroke-linecap="round"/>')


# figures (side view, facing right) ------------------------------------------------------------------------
def rat(colour: str, x: float = 0, y: float = 0, scale: float = 1.0) -> str:
    """A rat in a 200 x 130 box, facing right, with its colour's symbol on a white patch on its back."""
    body, dark, belly = RAT_COLOURS[colour]
    sym = RAT_SYMBOL[colour]
    sw = 4.5
    return f'''<g transform="translate({x},{y}) scale({scale})">
<path d="M46,86 C24,92 8,84 6,66 C4,52 16,46 24,54" fill="none" stroke="{INK}" stroke-width="11"
 stroke-linecap="round"/>
<path d="M46,86 C24,92 8,84 6,66 C4,52 16,46 24,54" fill="none" stroke="{belly}" stroke-width="5"
 stroke-linecap="round"/>
<ellipse cx="64" cy="112" rx="13" ry="8" fill="{dark}" stroke="{INK}" stroke-width="{sw}"/>
<ellipse cx="128" cy="112" rx="13" ry="8" fill="{dark}" stroke="{INK}" stroke-width="{sw}"/>
<path d="M38,92 C34,50 70,30 108,32 C138,34 156,46 170,62 L192,78 C196,82 194,88 188,90 C170,96 154,100 140,104
 C112,112 60,114 46,106 C40,102 38,98 38,92 Z" fill="{body}" stroke="{INK}" stroke-width="{sw}"
 stroke-linejoin="round"/>
<path d="M56,100 C80,108 118,106 140,100 C128,96 90,96 56,100 Z" fill="{belly}" opacity="0.9"/>
<path d="M150,50 C142,26 158,16 170,24 C178,30 174,46 164,56 Z" fill="{belly}" stroke="{INK}"
 stroke-width="{sw}" stroke-linejoin="round"/>
<circle cx="172" cy="64" r="7" fill="{INK}"/><circle cx="174.5" cy="61.5" r="2.4" fill="#ffffff"/>
<circle cx="193" cy="83" r="6" fill="#f08aa0" stroke="{INK}" stroke-width="3"/>
<path d="M184,92 L200,98 M184,90 L202,90" stroke="{INK}" stroke-width="2" stroke-linecap="round"/>
<circle cx="98" cy="62" r="25" fill="#fffaf0" stroke="{INK}" stroke-width="{sw}"/>
{symbol(sym, 98, 63, 15, body, INK, 3)}
</g>'''


def piper(x: float = 0, y: float = 0, scale: float = 1.0) -> str:
    """The piper standing in a 140 x 240 box, facing right, playing his pipe; harlequin red and yellow."""
    sw = 4.5
    return f'''<g transform="translate({x},{y}) scale({scale})">
<path d="M52,150 L46,214 L62,214 L70,160 Z" fill="#d8382f" stroke="{INK}" stroke-width="{sw}"
 stroke-linejoin="round"/>
<path d="M74,160 L80,214 L96,214 L92,150 Z" fill="#f3c21b" stroke="{INK}" stroke-width="{sw}"
 stroke-linejoin="round"/>
<path d="M40,214 C40,204 64,204 66,214 L66,222 L36,222 Z" fill="#5a3a22" stroke="{INK}" stroke-width="{sw}"
 stroke-linejoin="round"/>
<path d="M76,214 C76,204 100,204 104,216 L104,222 L76,222 Z" fill="#5a3a22" stroke="{INK}" stroke-width="{sw}"
 stroke-linejoin="round"/>
<path d="M72,84 L40,92 C30,120 34,150 40,166 L72,170 Z" fill="#d8382f" stroke="{INK}" stroke-width="{sw}"
 stroke-linejoin="round"/>
<path d="M72,84 L100,92 C110,120 106,150 100,166 L72,170 Z" fill="#f3c21b" stroke="{INK}" stroke-width="{sw}"
 stroke-linejoin="round"/>
<path d="M38,160 L104,160" stroke="{INK}" stroke-width="6"/>
<path d="M38,160 L104,160" stroke="#7a4b27" stroke-width="3"/>
<circle cx="72" cy="62" r="22" fill="#f5cfa8" stroke="{INK}" stroke-width="{sw}"/>
<circle cx="82" cy="58" r="3.2" fill="{INK}"/>
<path d="M60,72 C66,80 78,80 84,72" fill="none" stroke="{INK}" stroke-width="2.5" stroke-linecap="round"/>
<path d="M56,100 C70,118 92,104 108,88" fill="none" stroke="{INK}" stroke-width="17" stroke-linecap="round"/>
<path d="M56,100 C70,118 92,104 108,88" fill="none" stroke="#d8382f" stroke-width="9" stroke-linecap="round"/>
<path d="M92,100 C104,108 114,102 122,94" fill="none" stroke="{INK}" stroke-width="17" stroke-linecap="round"/>
<path d="M92,100 C104,108 114,102 122,94" fill="none" stroke="#f3c21b" stroke-width="9" stroke-linecap="round"/>
<path d="M86,72 L136,96" stroke="{INK}" stroke-width="10" stroke-linecap="round"/>
<path d="M86,72 L136,96" stroke="#c89b5e" stroke-width="5" stroke-linecap="round"/>
<circle cx="104" cy="81" r="1.8" fill="{INK}"/><circle cx="114" cy="86" r="1.8" fill="{INK}"/>
<circle cx="124" cy="90" r="1.8" fill="{INK}"/>
<circle cx="108" cy="86" r="7" fill="#f5cfa8" stroke="{INK}" stroke-width="3.5"/>
<circle cx="122" cy="92" r="7" fill="#f5cfa8" stroke="{INK}" stroke-width="3.5"/>
<path d="M40,48 C44,26 64,20 84,24 C96,26 104,34 106,44 L120,50 L36,50 Z" fill="#3f8f4a" stroke="{INK}"
 stroke-width="{sw}" stroke-linejoin="round"/>
<path d="M54,30 C40,12 26,8 12,10 C24,16 34,22 46,36 Z" fill="#d8382f" stroke="{INK}" stroke-width="3.5"
 stroke-linejoin="round"/>
</g>'''


def music_note(x: float, y: float, s: float, colour: str, stroke: str = INK) -> str:
    """A quaver: head at (x, y), stem up, flag; s = head radius."""
    return (f'<path d="M{x + s * 0.9},{y} L{x + s * 0.9},{y - s * 4.2} C{x + s * 2.2},{y - s * 3.4} '
            f'{x + s * 3.0},{y - s * 2.6} {x + s * 2.4},{y - s * 1.4}" fill="none" stroke="{stroke}" '
            f'stroke-width="{s * 0.55}" stroke-linecap="round"/>'
            f'<ellipse cx="{x}" cy="{y}" rx="{s * 1.05}" ry="{s * 0.8}" transform="rotate(-20 {x} {y})" '
            f'fill="{colour}" stroke="{stroke}" stroke-width="{s * 0.3}"/>')


def paw(cx: float, cy: float, s: float, colour: str, rot: float = 0) -> str:
    """A rat's footprint (a pad and four toes), about 2.4 s across."""
    toes = "".join(
        f'<ellipse cx="{cx + dx * s}" cy="{cy + dy * s}" rx="{0.32 * s}" ry="{0.42 * s}" fill="{colour}"/>'
        for dx, dy in ((-0.85, -0.55), (-0.3, -1.05), (0.3, -1.05), (0.85, -0.55)))
    return (f'<g transform="rotate({rot} {cx} {cy})">{toes}'
            f'<ellipse cx="{cx}" cy="{cy + 0.35 * s}" rx="{0.72 * s}" ry="{0.6 * s}" fill="{colour}"/></g>')
