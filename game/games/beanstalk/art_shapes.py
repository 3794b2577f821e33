"""Drawing vocabulary of the Jack & the Beanstalk art: colours, each player's symbol, digits, dice faces, and the
physical pieces' outlines taken from the physics shapes (game/physics/shapes.py) so the pictures match the bodies.

Pure string building (no pygame); make_art.py writes the files. SVG <text> is not rendered by pygame, so numbers
are stroked paths. Gradients use percentages (TECH_NOTES)."""
from __future__ import annotations

import math

from game.engine.svg_art import rgrad, star_points, svg, symbol, vgrad  # shared SVG plumbing
from game.physics import shapes

__all__ = ["INK", "PLAYERS", "PLAYER_SYMBOL", "PIECE_SIZES", "piece_def", "piece_box", "centre_offset", "PAD",
           "svg_box",
           "player_symbol", "number", "rgrad", "star_points", "svg", "vgrad", "die_face"]

INK = "#2b1d14"
# the five card / cloud colours (cards.py COLOURS): main, dark, light
PLAYERS = {
    "red": ("#d8392f", "#9a2119", "#f6b3aa"),
    "orange": ("#f08a1f", "#a9560a", "#fbd3a6"),
    "blue": ("#2f78d8", "#1b4c94", "#b2d0f6"),
    "green": ("#3a9f4a", "#21652c", "#bfe6c4"),
    "purple": ("#8a45c6", "#572181", "#dcc3f1"),
}
PLAYER_SYMBOL = {"red": "heart", "orange": "sun", "blue": "drop", "green": "leaf", "purple": "crown"}
DIE_GREEN, DIE_DARK, DIE_LIGHT, DIE_PIP = "#3f9b4c", "#24622d", "#6cc070", "#fdf6e3"
TRUNK_GREEN, TRUNK_DARK, TRUNK_LIGHT = "#5caa3c", "#2f6a1f", "#9bd46d"

# the piece sizes of game/games/beanstalk/pieces.py (millimetres); tests/art/test_beanstalk.py checks they agree
PIECE_SIZES = {"die": 40.0, "trunk": (110.0, 44.0), "treasure": 110.0, "castle": 130.0, "axe": 150.0}
PAD = 2.0  # mm of margin round each piece picture so the outline's ink is not cut off


def piece_def(kind: str) -> shapes.BodyDef:
    if kind == "die":
        return shapes.die(PIECE_SIZES["die"])
    if kind == "trunk":
        return shapes.trunk(*PIECE_SIZES["trunk"])
    if kind == "treasure":
        return shapes.cloud(PIECE_SIZES["treasure"])
    if kind == "castle":
        return shapes.castle(PIECE_SIZES["castle"])
    if kind == "axe":
        return shapes.axe(PIECE_SIZES["axe"])
    raise KeyError(kind)


def piece_box(kind: str) -> tuple[float, float, float, float]:
    """(x_min, y_min, x_max, y_max) in the piece's design frame (mm, y up) that its picture covers: the bounding
    box of the physics outline plus PAD. The scene scales the picture to this box and places it on the body."""
    pts = [p for part in piece_def(kind).parts for p in part.outline()]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return min(xs) - PAD, min(ys) - PAD, max(xs) + PAD, max(ys) + PAD


def centre_offset(kind: str) -> tuple[float, float]:
    """Where the picture's centre sits relative to the body's centre of mass (mm, y up, body upright). The
    physics world keeps a body at its centre of mass, so the scene draws the picture (turned with the body)
    centred at position + this offset turned by the body's angle. Zero for the symmetric die and trunk."""
    x0, y0, x1, y1 = piece_box(kind)
    cx, cy = piece_def(kind).mass_props().centroid
    return float((x0 + x1) / 2 - cx), float((y0 + y1) / 2 - cy)


def svg_box(box: tuple[float, float, float, float], body: str, defs: str = "", px_per_mm: float = 4.0) -> str:
    """An SVG whose user units are millimetres with y pointing DOWN (draw at (x, -y) for a design point)."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    d = f"<defs>{defs}</defs>" if defs else ""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w * px_per_mm:.0f}" height="{h * px_per_mm:.0f}" '
            f'viewBox="{x0:.2f} {-y1:.2f} {w:.2f} {h:.2f}">{d}{body}</svg>\n')


def outline_path(points) -> str:
    return "M" + " L".join(f"{x:.2f},{-y:.2f}" for x, y in points) + " Z"


def player_symbol(colour: str, cx: float, cy: float, r: float, sw: float = 3) -> str:
    main = PLAYERS[colour][0]
    name = PLAYER_SYMBOL[colour]
    if name == "sun":
        rays = []
        for k in range(8):
            a = math.radians(k * 45)
            rays.append(f"M{cx + r * 0.62 * math.cos(a):.2f},{cy + r * 0.62 * math.sin(a):.2f} "
                        f"L{cx + r * 1.05 * math.cos(a):.2f},{cy + r * 1.05 * math.sin(a):.2f}")
        return (f'<path d="{" ".join(rays)}" stroke="{INK}" stroke-width="{sw * 2.6:.2f}" stroke-linecap="round"/>'
                f'<path d="{" ".join(rays)}" stroke="{main}" stroke-width="{sw * 1.2:.2f}" stroke-linecap="round"/>'
                f'<circle cx="{cx}" cy="{cy}" r="{r * 0.55:.2f}" fill="{main}" stroke="{INK}" stroke-width="{sw}"/>')
    return symbol(name, cx, cy, r, main, INK, sw)


# digits as strokes in a 60 x 100 box ------------------------------------------------------------------------
DIGITS = {
    "0": "M30,8 C8,8 6,38 6,50 C6,62 8,92 30,92 C52,92 54,62 54,50 C54,38 52,8 30,8 Z",
    "1": "M14,26 L34,10 L34,92 M16,92 L52,92",
    "2": "M10,28 C12,4 52,4 52,30 C52,52 24,64 10,92 L54,92",
    "3": "M10,18 C22,2 54,6 50,30 C48,46 34,48 26,49 C40,49 54,56 54,72 C54,98 16,100 8,82",
    "4": "M40,92 L40,10 L6,66 L56,66",
    "5": "M50,10 L14,10 L10,46 C20,38 52,36 52,64 C52,94 18,98 8,82",
    "6": "M48,14 C30,2 8,18 8,56 C8,84 22,92 32,92 C46,92 54,82 54,68 C54,52 44,44 32,44 C18,44 10,54 8,62",
    "7": "M6,10 L54,10 C40,34 28,60 24,92",
    "8": "M30,48 C12,48 10,10 30,10 C50,10 48,48 30,48 C8,48 6,92 30,92 C54,92 52,48 30,48 Z",
    "9": "M52,38 C50,52 42,56 30,56 C16,56 8,46 8,32 C8,18 18,8 30,8 C44,8 52,20 52,44 C52,80 34,96 12,86",
}


def number(text: str, cx: float, cy: float, height: float, colour: str, ink: str = INK) -> str:
    """A number centred on (cx, cy), `height` tall, stroked in `colour` over a wider ink stroke."""
    s = height / 100.0
    adv = 60 * s
    x = cx - adv * len(text) / 2
    out = []
    for col, wid in ((ink, 24), (colour, 12)):
        for i, ch in enumerate(text):
            out.append(f'<path transform="translate({x + i * adv:.2f},{cy - height / 2:.2f}) scale({s:.4f})" '
                       f'd="{DIGITS[ch]}" fill="none" stroke="{col}" stroke-width="{wid}" stroke-linecap="round" '
                       'stroke-linejoin="round"/>')
    return "".join(out)


# dice faces, drawn in a box centred on (cx, cy) of half-size r ------------------------------------------------
def eye(cx: float, cy: float, r: float, iris: str = "#3a7bd5", closed: bool = False) -> str:
    w, h = r, r * 0.62
    lid = (f"M{cx - w},{cy} C{cx - w * 0.5},{cy - h * 1.3} {cx + w * 0.5},{cy - h * 1.3} {cx + w},{cy} "
           f"C{cx + w * 0.5},{cy + h * 1.3} {cx - w * 0.5},{cy + h * 1.3} {cx - w},{cy} Z")
    if closed:
        return (f'<path d="M{cx - w},{cy} C{cx - w * 0.5},{cy + h} {cx + w * 0.5},{cy + h} {cx + w},{cy}" '
                f'fill="none" stroke="{INK}" stroke-width="{r * 0.14:.2f}" stroke-linecap="round"/>')
    return (f'<path d="{lid}" fill="#ffffff" stroke="{INK}" stroke-width="{r * 0.12:.2f}" stroke-linejoin="round"/>'
            f'<circle cx="{cx}" cy="{cy}" r="{h * 0.78:.2f}" fill="{iris}" stroke="{INK}" '
            f'stroke-width="{r * 0.07:.2f}"/>'
            f'<circle cx="{cx}" cy="{cy}" r="{h * 0.38:.2f}" fill="{INK}"/>'
            f'<circle cx="{cx + h * 0.25:.2f}" cy="{cy - h * 0.28:.2f}" r="{h * 0.16:.2f}" fill="#ffffff"/>')


def small_cloud(cx: float, cy: float, r: float, fill: str, sw: float) -> str:
    d = (f"M{cx - r},{cy + r * 0.45} C{cx - r * 1.15},{cy} {cx - r * 0.8},{cy - r * 0.5} "
         f"{cx - r * 0.45},{cy - r * 0.35} "
         f"C{cx - r * 0.35},{cy - r * 0.85} {cx + r * 0.3},{cy - r * 0.9} {cx + r * 0.4},{cy - r * 0.4} "
         f"C{cx + r * 0.8},{cy - r * 0.6} {cx + r * 1.15},{cy - r * 0.1} {cx + r},{cy + r * 0.45} Z")
    return f'<path d="{d}" fill="{fill}" stroke="{INK}" stroke-width="{sw:.2f}" stroke-linejoin="round"/>'


def mini_die(cx: float, cy: float, r: float, fill: str = DIE_GREEN, sw: float = 2.5) -> str:
    return (f'<rect x="{cx - r:.2f}" y="{cy - r:.2f}" width="{2 * r:.2f}" height="{2 * r:.2f}" rx="{r * 0.25:.2f}" '
            f'fill="{fill}" stroke="{INK}" stroke-width="{sw}"/>'
            f'<circle cx="{cx - r * 0.45:.2f}" cy="{cy - r * 0.45:.2f}" r="{r * 0.17:.2f}" fill="{DIE_PIP}"/>'
            f'<circle cx="{cx}" cy="{cy}" r="{r * 0.17:.2f}" fill="{DIE_PIP}"/>'
            f'<circle cx="{cx + r * 0.45:.2f}" cy="{cy + r * 0.45:.2f}" r="{r * 0.17:.2f}" fill="{DIE_PIP}"/>')


def mini_trunk(cx: float, cy: float, r: float, sw: float = 2.5) -> str:
    w, h = r * 0.55, r
    return (f'<rect x="{cx - w:.2f}" y="{cy - h:.2f}" width="{2 * w:.2f}" height="{2 * h:.2f}" rx="{w * 0.3:.2f}" '
            f'fill="{TRUNK_GREEN}" stroke="{INK}" stroke-width="{sw}"/>'
            f'<path d="M{cx - w * 0.4:.2f},{cy - h * 0.8:.2f} L{cx - w * 0.4:.2f},{cy + h * 0.8:.2f}" '
            f'stroke="{TRUNK_LIGHT}" stroke-width="{sw}" stroke-linecap="round"/>'
            f'<path d="M{cx + w},{cy - h * 0.1:.2f} C{cx + w * 2.2:.2f},{cy - h * 0.5:.2f} {cx + w * 2.4:.2f},'
            f'{cy + h * 0.1:.2f} {cx + w},{cy + h * 0.2:.2f} Z" fill="{TRUNK_LIGHT}" stroke="{INK}" '
            f'stroke-width="{sw * 0.7:.2f}"/>')


def die_face(face: str, cx: float, cy: float, r: float) -> str:
    """The symbol of a die face (eye, extra, treasure, trunk) in cream on the die's green, r = half the face."""
    sw = r * 0.08
    if face == "eye":
        return eye(cx, cy, r * 0.78)
    if face == "extra":
        return (mini_die(cx - r * 0.14, cy + r * 0.14, r * 0.56, DIE_LIGHT, sw)
                + f'<circle cx="{cx + r * 0.42:.2f}" cy="{cy - r * 0.42:.2f}" r="{r * 0.3:.2f}" fill="{DIE_PIP}" '
                  f'stroke="{INK}" stroke-width="{sw:.2f}"/>'
                + f'<path d="M{cx + r * 0.26:.2f},{cy - r * 0.42:.2f} L{cx + r * 0.58:.2f},{cy - r * 0.42:.2f} '
                  f'M{cx + r * 0.42:.2f},{cy - r * 0.58:.2f} L{cx + r * 0.42:.2f},{cy - r * 0.26:.2f}" '
                  f'stroke="{INK}" stroke-width="{sw * 1.3:.2f}" stroke-linecap="round"/>')
    if face == "treasure":
        return (small_cloud(cx, cy + r * 0.1, r * 0.72, DIE_PIP, sw)
                + f'<polygon points="{star_points(cx, cy + r * 0.08, r * 0.3, r * 0.13)}" fill="#f3c21b" '
                  f'stroke="{INK}" stroke-width="{sw * 0.7:.2f}" stroke-linejoin="round"/>')
    if face == "trunk":
        return mini_trunk(cx - r * 0.12, cy, r * 0.7, sw)
    if face == "blank":
        return ""
    raise ValueError(face)
