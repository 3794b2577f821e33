"""Drawing vocabulary of the Magic Maze art: hero colours, the heroes' symbols and the mall's icons, as SVG text.

Pure string building (no pygame); make_art.py writes the files. Every icon is drawn in a 100 x 100 design box and
placed with `icon(name, cx, cy, r)` (r = half the drawn size), so one path serves a cell, a button and a badge.
SVG <text> is not rendered by pygame: no letters anywhere, only shapes. Gradients use percentages (TECH_NOTES)."""
from __future__ import annotations

import math

from game.engine.svg_art import rgrad, star_points, svg, vgrad  # the shared SVG plumbing

__all__ = ["INK", "HEROES", "HERO_OF", "HERO_SYMBOL", "ITEM_OF", "icon", "svg", "vgrad", "rgrad", "star_points",
           "ICONS", "GLASS"]

INK = "#26211d"  # outlines: the house's near-black brown

# colour name -> (main, dark, light). Picked to stay apart in lightness as well as hue (orange mid, yellow light,
# purple dark, green a deep teal-green), so red-green colour blindness still tells them apart; the symbol and
# silhouette tell them apart in any case.
HEROES = {
    "orange": ("#ef7d22", "#a84d0c", "#fbd2aa"),
    "yellow": ("#f6d32d", "#b38f06", "#fcf0b0"),
    "purple": ("#8447c4", "#4f2280", "#dcc7f2"),
    "green": ("#1f9a66", "#0f5e3d", "#b5e8cf"),
}
HERO_OF = {"orange": "dwarf", "yellow": "barbarian", "purple": "mage", "green": "elf"}
HERO_SYMBOL = {"orange": "axe", "yellow": "sword", "purple": "star", "green": "leaf"}  # on heroes and exits
ITEM_OF = {"orange": "axe", "yellow": "sword", "purple": "potion", "green": "bow"}  # the item to steal (spec)

METAL, METAL_DARK, WOOD, WOOD_DARK = "#d9dde3", "#8a94a3", "#b07a45", "#6e4523"

# icon paths in a 100 x 100 box; `{f}` is the fill colour, `{k}` the ink, `{w}` the base stroke width
ICONS: dict[str, str] = {
    "axe": ('<path d="M26,94 L62,10" stroke="{k}" stroke-width="20" stroke-linecap="round"/>'
            f'<path d="M26,94 L62,10" stroke="{WOOD}" stroke-width="10" stroke-linecap="round"/>'
            '<path d="M46,36 C44,10 70,-2 98,4 C100,34 86,58 60,62 C60,50 54,40 46,36 Z" fill="{f}" stroke="{k}" '
            'stroke-width="{w}" stroke-linejoin="round"/>'
            '<path d="M50,28 C38,26 26,18 22,8 C38,4 52,8 60,16 Z" fill="{f}" stroke="{k}" stroke-width="{w}" '
            'stroke-linejoin="round"/>'),
    "sword": ('<polygon points="50,3 60,16 60,62 40,62 40,16" fill="{f}" stroke="{k}" stroke-width="{w}" '
              'stroke-linejoin="round"/>'
              '<path d="M50,12 L50,58" stroke="{k}" stroke-width="3" opacity="0.35"/>'
              '<rect x="24" y="60" width="52" height="11" rx="5" fill="{f}" stroke="{k}" stroke-width="{w}"/>'
              f'<rect x="44" y="70" width="12" height="18" fill="{WOOD}" stroke="{{k}}" stroke-width="{{w}}"/>'
              '<circle cx="50" cy="91" r="7" fill="{f}" stroke="{k}" stroke-width="{w}"/>'),
    "star": '<polygon points="' + star_points(50, 53, 47, 20) + '" fill="{f}" stroke="{k}" stroke-width="{w}" '
            'stroke-linejoin="round"/>',
    "leaf": ('<path d="M12,88 C6,40 40,8 92,8 C94,58 62,94 12,88 Z" fill="{f}" stroke="{k}" stroke-width="{w}" '
             'stroke-linejoin="round"/>'
             '<path d="M12,88 C34,64 56,42 80,20 M40,62 L38,42 M56,46 L70,50" fill="none" stroke="{k}" '
             'stroke-width="4" stroke-linecap="round"/>'),
    "bow": ('<path d="M28,6 C82,18 82,82 28,94" fill="none" stroke="{k}" stroke-width="17" '
            'stroke-linecap="round"/>'
            '<path d="M28,6 C82,18 82,82 28,94" fill="none" stroke="{f}" stroke-width="9" stroke-linecap="round"/>'
            '<path d="M28,8 L28,92" stroke="{k}" stroke-width="3"/>'
            '<path d="M8,50 L80,50" stroke="{k}" stroke-width="6" stroke-linecap="round"/>'
            '<polygon points="96,50 78,40 78,60" fill="{k}"/>'
            '<path d="M6,42 L16,50 L6,58 M14,42 L24,50 L14,58" fill="none" stroke="{k}" stroke-width="4" '
            'stroke-linecap="round" stroke-linejoin="round"/>'),
    "potion": ('<rect x="40" y="6" width="20" height="12" rx="3" fill="' + WOOD + '" stroke="{k}" '
               'stroke-width="{w}"/>'
               '<path d="M42,18 L42,36 C24,42 14,56 14,68 C14,86 30,96 50,96 C70,96 86,86 86,68 C86,56 76,42 58,36 '
               'L58,18 Z" fill="#f4f7fb" stroke="{k}" stroke-width="{w}" stroke-linejoin="round"/>'
               '<path d="M18,64 C34,58 66,70 82,62 C84,80 72,92 50,92 C28,92 16,82 18,64 Z" fill="{f}"/>'
               '<path d="M42,18 L42,36 C24,42 14,56 14,68 C14,86 30,96 50,96 C70,96 86,86 86,68 C86,56 76,42 58,36 '
               'L58,18 Z" fill="none" stroke="{k}" stroke-width="{w}" stroke-linejoin="round"/>'
               '<circle cx="34" cy="56" r="5" fill="#ffffff" opacity="0.8"/>'),
    "hourglass": (f'<rect x="18" y="4" width="64" height="12" rx="4" fill="{WOOD}" stroke="{{k}}" '
                  'stroke-width="{w}"/>'
                  f'<rect x="18" y="84" width="64" height="12" rx="4" fill="{WOOD}" stroke="{{k}}" '
                  'stroke-width="{w}"/>'
                  '<path d="M26,16 L74,16 C74,36 56,44 56,50 C56,56 74,64 74,84 L26,84 C26,64 44,56 44,50 '
                  'C44,44 26,36 26,16 Z" fill="#e9f4ff" stroke="{k}" stroke-width="{w}" stroke-linejoin="round"/>'
                  '<path d="M33,26 L67,26 C62,36 52,42 50,46 C48,42 38,36 33,26 Z" fill="{f}"/>'
                  '<path d="M30,82 C34,70 44,64 50,62 C56,64 66,70 70,82 Z" fill="{f}"/>'
                  '<path d="M50,48 L50,66" stroke="{f}" stroke-width="3"/>'),
    "crystal_ball": (f'<path d="M22,96 L30,74 L70,74 L78,96 Z" fill="{WOOD}" stroke="{{k}}" stroke-width="{{w}}" '
                     'stroke-linejoin="round"/>'
                     '<circle cx="50" cy="44" r="36" fill="{f}" stroke="{k}" stroke-width="{w}"/>'
                     '<path d="M28,34 C32,20 44,14 54,14" fill="none" stroke="#ffffff" stroke-width="7" '
                     'stroke-linecap="round" opacity="0.85"/>'
                     '<polygon points="' + star_points(58, 52, 12, 5, 4, 0) + '" fill="#ffffff" opacity="0.9"/>'),
    "camera": ('<path d="M10,20 L24,20 L24,70 L10,70" fill="none" stroke="{k}" stroke-width="8" '
               'stroke-linejoin="round"/>'
               f'<path d="M24,45 L40,45" stroke="{METAL_DARK}" stroke-width="10"/>'
               '<path d="M36,26 L84,18 C92,18 96,24 96,30 L96,50 C96,56 92,62 84,62 L36,56 Z" fill="{f}" '
               'stroke="{k}" stroke-width="{w}" stroke-linejoin="round"/>'
               '<rect x="84" y="26" width="10" height="28" rx="3" fill="#333a44"/>'
               '<circle cx="50" cy="40" r="6" fill="#e23b2e" stroke="{k}" stroke-width="3"/>'),
    "megaphone": ('<path d="M14,38 L40,38 L80,14 L80,86 L40,62 L14,62 Z" fill="{f}" stroke="{k}" '
                  'stroke-width="{w}" stroke-linejoin="round"/>'
                  '<path d="M28,62 L34,86 L46,86 L42,64" fill="{f}" stroke="{k}" stroke-width="{w}" '
                  'stroke-linejoin="round"/>'
                  '<path d="M86,36 C92,42 92,58 86,64 M92,26 C102,38 102,62 92,74" fill="none" stroke="{k}" '
                  'stroke-width="5" stroke-linecap="round"/>'),
    "arrow": ('<path d="M50,6 L92,52 L66,52 L66,94 L34,94 L34,52 L8,52 Z" fill="{f}" stroke="{k}" '
              'stroke-width="{w}" stroke-linejoin="round"/>'),
    "portal": ('<circle cx="50" cy="50" r="46" fill="{f}" stroke="{k}" stroke-width="{w}"/>'
               '<path d="M50,50 a6,6 0 0 1 12,0 a12,12 0 0 1 -24,0 a18,18 0 0 1 36,0 a24,24 0 0 1 -48,0 '
               'a30,30 0 0 1 60,0 a36,36 0 0 1 -70,4" fill="none" stroke="#ffffff" stroke-width="6" '
               'stroke-linecap="round" opacity="0.9"/>'),
    "escalator": ('<path d="M8,84 L30,84 L70,28 L92,28" fill="none" stroke="{k}" stroke-width="22" '
                  'stroke-linecap="round" stroke-linejoin="round"/>'
                  '<path d="M8,84 L30,84 L70,28 L92,28" fill="none" stroke="{f}" stroke-width="12" '
                  'stroke-linecap="round" stroke-linejoin="round"/>'
                  '<path d="M34,74 L42,74 L42,66 L48,66 L48,58 L54,58 L54,50 L60,50 L60,42 L66,42" fill="none" '
                  'stroke="{k}" stroke-width="4"/>'
                  '<circle cx="30" cy="46" r="8" fill="{f}" stroke="{k}" stroke-width="4"/>'
                  '<path d="M30,54 L30,70 M30,62 L22,72 M30,62 L38,56" stroke="{k}" stroke-width="5" '
                  'stroke-linecap="round"/>'),
    "explore": ('<rect x="10" y="38" width="56" height="56" rx="6" fill="#f2e6c9" stroke="{k}" stroke-width="{w}"/>'
                '<path d="M10,66 L66,66 M38,38 L38,94" stroke="{k}" stroke-width="3" opacity="0.5"/>'
                '<circle cx="66" cy="36" r="24" fill="#ffffff" fill-opacity="0.35" stroke="{k}" '
                'stroke-width="{w}"/>'
                '<path d="M83,53 L96,66" stroke="{k}" stroke-width="12" stroke-linecap="round"/>'
                '<path d="M58,36 L74,36 M66,28 L66,44" stroke="{f}" stroke-width="6" stroke-linecap="round"/>'),
    "bell": ('<path d="M50,8 C30,8 24,26 24,44 C24,60 16,68 10,76 L90,76 C84,68 76,60 76,44 C76,26 70,8 50,8 Z" '
             'fill="{f}" stroke="{k}" stroke-width="{w}" stroke-linejoin="round"/>'
             '<circle cx="50" cy="86" r="9" fill="{f}" stroke="{k}" stroke-width="{w}"/>'
             '<path d="M36,24 C34,32 34,40 34,50" fill="none" stroke="#ffffff" stroke-width="5" '
             'stroke-linecap="round" opacity="0.7"/>'),
}


def icon(name: str, cx: float, cy: float, r: float, fill: str, ink: str = INK, width: float = 6) -> str:
    """Icon `name` centred on (cx, cy), 2r across; `width` is the outline in design units (100 box)."""
    body = ICONS[name].replace("{f}", fill).replace("{k}", ink).replace("{w}", f"{width:g}")
    s = r / 50.0
    return f'<g transform="translate({cx - r:.2f},{cy - r:.2f}) scale({s:.4f})">{body}</g>'


def rotated(body: str, angle: float, cx: float, cy: float) -> str:
    return f'<g transform="rotate({angle:g} {cx:g} {cy:g})">{body}</g>'


def cross(cx: float, cy: float, r: float, colour: str = "#d7261e", width: float = 14) -> str:
    """A bold X with a dark rim: 'used'."""
    d = f"M{cx - r},{cy - r} L{cx + r},{cy + r} M{cx + r},{cy - r} L{cx - r},{cy + r}"
    return (f'<path d="{d}" stroke="{INK}" stroke-width="{width + 8}" stroke-linecap="round"/>'
            f'<path d="{d}" stroke="{colour}" stroke-width="{width}" stroke-linecap="round"/>')


def polar(cx: float, cy: float, r: float, deg: float) -> tuple[float, float]:
    a = math.radians(deg)
    return cx + r * math.cos(a), cy + r * math.sin(a)


# The sand timer picture (sand_timer_frame.svg, 160 x 280): the scene fills the two glass bulbs with sand itself
# (the amount changes every frame). Each bulb's inside is the triangle-ish region between these y values; the
# neck is at NECK_Y. Fractions of the picture size, so the scene can draw at any size.
GLASS = {"w": 160, "h": 280, "top_y": 34 / 280, "neck_y": 140 / 280, "bottom_y": 246 / 280,
         "half_width": 50 / 160, "neck_half_width": 7 / 160}
