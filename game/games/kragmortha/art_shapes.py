"""Drawing vocabulary of the Kragmortha art: the four library symbols and the crystal ball, goblin colours and
shapes, as SVG text. Pure string building (no pygame); make_art.py writes the files.

The symbols differ in shape as well as colour (the "Grey" penalty takes colours away): a thick closed book (tall
block), a scroll (wide, rolled ends), a potion (round flask), gems (pointed cluster), the crystal ball (a ball on a
stand). Each is drawn in a 100 x 100 box and placed with `symbol(name, cx, cy, r)`."""
from __future__ import annotations

from game.engine.svg_art import rgrad, star_points, svg, vgrad  # shared SVG plumbing

__all__ = ["INK", "SYMBOL_COLOURS", "GOBLINS", "GOBLIN_SHAPE", "symbol", "shape", "svg", "vgrad", "rgrad",
           "star_points"]

INK = "#1f1a24"
SYMBOL_COLOURS = {  # main, dark, halo
    "book": ("#2f6fd6", "#173f85", "#cfe0fb"),
    "scroll": ("#e8b84a", "#9c6d10", "#fbecc4"),
    "potion": ("#35b04f", "#1b6a2c", "#cdf0d4"),
    "gems": ("#e0355a", "#8e1531", "#f9ccd6"),
    "ball": ("#a77be8", "#5b33a0", "#ece0fb"),
}
GOBLINS = {  # colour -> (cloak, dark, badge shape fill)
    "red": ("#d8392f", "#8e1d16", "#d8392f"),
    "yellow": ("#f4cf2a", "#a98a05", "#e0b400"),
    "blue": ("#2f6fd6", "#173f85", "#2f6fd6"),
    "green": ("#2e9e44", "#17602a", "#2e9e44"),
    "orange": ("#f0841e", "#a3520a", "#f0841e"),
    "purple": ("#8a45c6", "#572181", "#8a45c6"),
    "black": ("#2c2a33", "#0e0d12", "#2c2a33"),
    "white": ("#f2f0ea", "#a9a59a", "#8f8a7e"),
}
GOBLIN_SHAPE = {"red": "circle", "yellow": "triangle", "blue": "square", "green": "diamond", "orange": "star",
                "purple": "moon", "black": "cross", "white": "heart"}
SKIN, SKIN_DARK = "#9cc25a", "#5f8a2a"

_SYMBOLS = {
    "book": ('<path d="M22,14 L76,8 L84,16 L84,92 L30,96 L22,88 Z" fill="#f7f0dc" stroke="{k}" stroke-width="{w}" '
             'stroke-linejoin="round"/>'
             '<path d="M16,16 L70,10 L70,90 L16,96 Z" fill="{f}" stroke="{k}" stroke-width="{w}" '
             'stroke-linejoin="round"/>'
             '<path d="M26,15 L26,95" stroke="{d}" stroke-width="6"/>'
             '<rect x="36" y="32" width="26" height="16" rx="3" fill="#f3d36b" stroke="{k}" stroke-width="3"/>'
             '<path d="M74,24 L80,22 M74,40 L80,38 M74,56 L80,54 M74,72 L80,70" stroke="{k}" stroke-width="2"/>'),
    "scroll": ('<rect x="18" y="26" width="64" height="50" fill="{f}" stroke="{k}" stroke-width="{w}"/>'
               '<path d="M28,40 L72,40 M28,52 L66,52 M28,64 L70,64" stroke="{d}" stroke-width="4" '
               'stroke-linecap="round"/>'
               '<rect x="4" y="18" width="18" height="66" rx="9" fill="{f}" stroke="{k}" stroke-width="{w}"/>'
               '<rect x="78" y="18" width="18" height="66" rx="9" fill="{f}" stroke="{k}" stroke-width="{w}"/>'
               '<ellipse cx="13" cy="18" rx="9" ry="4" fill="{d}" stroke="{k}" stroke-width="3"/>'
               '<ellipse cx="87" cy="18" rx="9" ry="4" fill="{d}" stroke="{k}" stroke-width="3"/>'
               '<path d="M44,76 L40,94 L50,88 L60,94 L56,76 Z" fill="#c0392b" stroke="{k}" stroke-width="3" '
               'stroke-linejoin="round"/>'),
    "potion": ('<rect x="38" y="4" width="24" height="12" rx="4" fill="#a0703c" stroke="{k}" stroke-width="{w}"/>'
               '<path d="M41,16 L41,34 C22,40 10,54 10,68 C10,86 28,97 50,97 C72,97 90,86 90,68 C90,54 78,40 59,34 '
               'L59,16 Z" fill="#eef6fb" stroke="{k}" stroke-width="{w}" stroke-linejoin="round"/>'
               '<path d="M14,62 C30,54 68,68 86,60 C90,82 74,93 50,93 C26,93 10,82 14,62 Z" fill="{f}"/>'
               '<path d="M41,16 L41,34 C22,40 10,54 10,68 C10,86 28,97 50,97 C72,97 90,86 90,68 C90,54 78,40 59,34 '
               'L59,16 Z" fill="none" stroke="{k}" stroke-width="{w}" stroke-linejoin="round"/>'
               '<circle cx="36" cy="74" r="5" fill="#ffffff" opacity="0.8"/>'
               '<circle cx="60" cy="80" r="3.5" fill="#ffffff" opacity="0.8"/>'
               '<path d="M26,52 C28,46 32,42 38,40" fill="none" stroke="#ffffff" stroke-width="5" '
               'stroke-linecap="round"/>'),
    "gems": ('<polygon points="50,4 72,26 50,62 28,26" fill="{f}" stroke="{k}" stroke-width="{w}" '
             'stroke-linejoin="round"/>'
             '<polygon points="24,44 44,64 24,96 4,64" fill="{f}" stroke="{k}" stroke-width="{w}" '
             'stroke-linejoin="round"/>'
             '<polygon points="76,44 96,64 76,96 56,64" fill="{f}" stroke="{k}" stroke-width="{w}" '
             'stroke-linejoin="round"/>'
             '<path d="M28,26 L72,26 M50,4 L42,26 L50,62 M8,64 L40,64 M60,64 L92,64" fill="none" stroke="{d}" '
             'stroke-width="3"/>'
             '<polygon points="44,12 50,8 48,20" fill="#ffffff" opacity="0.8"/>'),
    "ball": ('<path d="M22,96 L30,76 L70,76 L78,96 Z" fill="#7a4a22" stroke="{k}" stroke-width="{w}" '
             'stroke-linejoin="round"/>'
             '<circle cx="50" cy="44" r="38" fill="{f}" stroke="{k}" stroke-width="{w}"/>'
             '<path d="M26,34 C30,20 42,12 54,12" fill="none" stroke="#ffffff" stroke-width="7" '
             'stroke-linecap="round" opacity="0.85"/>'
             '<polygon points="' + star_points(58, 50, 16, 6, 4, 0) + '" fill="#ffffff"/>'
             '<polygon points="' + star_points(36, 60, 7, 3, 4, 0) + '" fill="#ffffff" opacity="0.8"/>'),
}


def symbol(name: str, cx: float, cy: float, r: float, width: float = 6, grey: bool = False) -> str:
    main, dark, _ = SYMBOL_COLOURS[name]
    if grey:
        main, dark = "#b9b9b9", "#6f6f6f"
    body = (_SYMBOLS[name].replace("{f}", main).replace("{d}", dark).replace("{k}", INK)
            .replace("{w}", f"{width:g}"))
    return f'<g transform="translate({cx - r:.2f},{cy - r:.2f}) scale({r / 50:.4f})">{body}</g>'


def shape(name: str, cx: float, cy: float, r: float, fill: str, stroke: str = INK, sw: float = 3) -> str:
    """A goblin's badge shape."""
    s = f'fill="{fill}" stroke="{stroke}" stroke-width="{sw}" stroke-linejoin="round"'
    if name == "circle":
        return f'<circle cx="{cx}" cy="{cy}" r="{r * 0.85:.2f}" {s}/>'
    if name == "square":
        a = r * 0.75
        return (f'<rect x="{cx - a:.2f}" y="{cy - a:.2f}" width="{2 * a:.2f}" height="{2 * a:.2f}" '
                f'rx="{r * .1:.2f}" {s}/>')
    if name == "triangle":
        return (f'<polygon points="{cx},{cy - r} {cx + r * 0.95:.2f},{cy + r * 0.75:.2f} '
                f'{cx - r * 0.95:.2f},{cy + r * 0.75:.2f}" {s}/>')
    if name == "diamond":
        return f'<polygon points="{cx},{cy - r} {cx + r * 0.8:.2f},{cy} {cx},{cy + r} {cx - r * 0.8:.2f},{cy}" {s}/>'
    if name == "star":
        return f'<polygon points="{star_points(cx, cy, r, r * 0.45)}" {s}/>'
    if name == "moon":
        return (f'<path d="M{cx + r * 0.35:.2f},{cy - r:.2f} A{r},{r} 0 1 0 {cx + r * 0.95:.2f},{cy + r * 0.55:.2f} '
                f'A{r * 0.78:.2f},{r * 0.78:.2f} 0 1 1 {cx + r * 0.35:.2f},{cy - r:.2f} Z" {s}/>')
    if name == "cross":
        a, b = r * 0.9, r * 0.32
        pts = (f"{cx - b},{cy - a} {cx + b},{cy - a} {cx + b},{cy - b} {cx + a},{cy - b} {cx + a},{cy + b} "
               f"{cx + b},{cy + b} {cx + b},{cy + a} {cx - b},{cy + a} {cx - b},{cy + b} {cx - a},{cy + b} "
               f"{cx - a},{cy - b} {cx - b},{cy - b}")
        return f'<polygon points="{pts}" {s}/>'
    if name == "heart":
        return (f'<path d="M{cx},{cy + r * 0.9:.2f} C{cx - r * 1.5:.2f},{cy - r * 0.1:.2f} {cx - r * 0.9:.2f},'
                f'{cy - r * 1.3:.2f} {cx},{cy - r * 0.45:.2f} C{cx + r * 0.9:.2f},{cy - r * 1.3:.2f} '
                f'{cx + r * 1.5:.2f},{cy - r * 0.1:.2f} {cx},{cy + r * 0.9:.2f} Z" {s}/>')
    raise ValueError(name)


# -- pictograms for the 24 penalties and 8 spellbook effects (100 x 100 design box) ---------------------------
def _mouse(x: float, y: float, s: float = 1.0, left: str = "#f4ecd4", right: str = "#f4ecd4") -> str:
    """A computer mouse, 40 x 60 at scale 1, top-left at (x, y)."""
    return (f'<g transform="translate({x},{y}) scale({s})">'
            f'<path d="M20,0 C6,0 0,10 0,24 L0,40 C0,54 8,60 20,60 C32,60 40,54 40,40 L40,24 C40,10 34,0 20,0 Z" '
            f'fill="#dcd6c6" stroke="{INK}" stroke-width="4"/>'
            f'<path d="M20,0 C6,0 0,10 0,24 L20,24 Z" fill="{left}" stroke="{INK}" stroke-width="3"/>'
            f'<path d="M20,0 C34,0 40,10 40,24 L20,24 Z" fill="{right}" stroke="{INK}" stroke-width="3"/>'
            f'<path d="M20,0 C20,-8 26,-12 32,-14" fill="none" stroke="{INK}" stroke-width="3"/></g>')


def _key(x: float, y: float, w: float = 26, h: float = 26, fill: str = "#f4ecd4") -> str:
    return (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="5" fill="#a9a28f" stroke="{INK}" stroke-width="3.5"/>'
            f'<rect x="{x + 3}" y="{y + 2}" width="{w - 6}" height="{h - 8}" rx="4" fill="{fill}"/>')


def _no(cx: float, cy: float, r: float) -> str:
    return (f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="none" stroke="#d8392f" stroke-width="{r * 0.22:.1f}"/>'
            f'<path d="M{cx - r * 0.7:.1f},{cy - r * 0.7:.1f} L{cx + r * 0.7:.1f},{cy + r * 0.7:.1f}" '
            f'stroke="#d8392f" stroke-width="{r * 0.22:.1f}"/>')


def _clock(cx: float, cy: float, r: float, hand_deg: float = 60) -> str:
    import math
    a = math.radians(hand_deg - 90)
    return (f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#fbf3e0" stroke="{INK}" stroke-width="5"/>'
            f'<path d="M{cx},{cy} L{cx},{cy - r * 0.7:.1f} M{cx},{cy} L{cx + r * 0.6 * math.cos(a):.1f},'
            f'{cy + r * 0.6 * math.sin(a):.1f}" stroke="{INK}" stroke-width="5" stroke-linecap="round"/>')


def _card(x: float, y: float, w: float = 34, h: float = 48, fill: str = "#f4ecd4", rot: float = 0) -> str:
    return (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="5" fill="{fill}" stroke="{INK}" stroke-width="3.5" '
            f'transform="rotate({rot} {x + w / 2} {y + h / 2})"/>')


def _pointer(x: float, y: float, s: float = 1.0) -> str:
    return (f'<path transform="translate({x},{y}) scale({s})" d="M0,0 L0,40 L10,30 L18,46 L25,43 L17,27 L30,27 Z" '
            f'fill="#ffffff" stroke="{INK}" stroke-width="4" stroke-linejoin="round"/>')


def _bolt(x: float, y: float, s: float = 1.0) -> str:
    return (f'<polygon transform="translate({x},{y}) scale({s})" points="20,0 0,26 12,26 6,46 30,16 17,16 26,0" '
            f'fill="#f3d36b" stroke="{INK}" stroke-width="3.5" stroke-linejoin="round"/>')


def _goblin_head(cx: float, cy: float, r: float, skin: str = SKIN) -> str:
    return (f'<path d="M{cx - r * 0.7:.1f},{cy - r * 0.1:.1f} L{cx - r * 1.6:.1f},{cy - r * 0.8:.1f} '
            f'L{cx - r * 0.8:.1f},{cy + r * 0.4:.1f} Z M{cx + r * 0.7:.1f},{cy - r * 0.1:.1f} '
            f'L{cx + r * 1.6:.1f},{cy - r * 0.8:.1f} L{cx + r * 0.8:.1f},{cy + r * 0.4:.1f} Z" fill="{skin}" '
            f'stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>'
            f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{skin}" stroke="{INK}" stroke-width="3.5"/>'
            f'<circle cx="{cx - r * 0.35:.1f}" cy="{cy - r * 0.15:.1f}" r="{r * 0.16:.1f}" fill="{INK}"/>'
            f'<circle cx="{cx + r * 0.35:.1f}" cy="{cy - r * 0.15:.1f}" r="{r * 0.16:.1f}" fill="{INK}"/>'
            f'<path d="M{cx - r * 0.4:.1f},{cy + r * 0.4:.1f} C{cx - r * 0.1:.1f},{cy + r * 0.6:.1f} '
            f'{cx + r * 0.1:.1f},{cy + r * 0.6:.1f} {cx + r * 0.4:.1f},{cy + r * 0.4:.1f}" fill="none" '
            f'stroke="{INK}" stroke-width="3"/>')


def _lord_head(cx: float, cy: float, r: float) -> str:
    return (f'<path d="M{cx - r * 0.6:.1f},{cy - r * 0.6:.1f} C{cx - r * 1.1:.1f},{cy - r * 1.1:.1f} '
            f'{cx - r * 1.0:.1f},{cy - r * 1.6:.1f} {cx - r * 0.9:.1f},{cy - r * 1.7:.1f} L{cx - r * 0.2:.1f},'
            f'{cy - r * 0.9:.1f} Z M{cx + r * 0.6:.1f},{cy - r * 0.6:.1f} C{cx + r * 1.1:.1f},{cy - r * 1.1:.1f} '
            f'{cx + r * 1.0:.1f},{cy - r * 1.6:.1f} {cx + r * 0.9:.1f},{cy - r * 1.7:.1f} L{cx + r * 0.2:.1f},'
            f'{cy - r * 0.9:.1f} Z" fill="#e6dcc4" stroke="{INK}" stroke-width="3"/>'
            f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#2a1a3c" stroke="{INK}" stroke-width="3.5"/>'
            f'<ellipse cx="{cx - r * 0.35:.1f}" cy="{cy}" rx="{r * 0.24:.1f}" ry="{r * 0.16:.1f}" fill="#ff3b1f"/>'
            f'<ellipse cx="{cx + r * 0.35:.1f}" cy="{cy}" rx="{r * 0.24:.1f}" ry="{r * 0.16:.1f}" fill="#ff3b1f"/>')


def _arrow(x0: float, y0: float, x1: float, y1: float, colour: str = INK, w: float = 6) -> str:
    import math
    a = math.atan2(y1 - y0, x1 - x0)
    hx, hy = x1 - 12 * math.cos(a), y1 - 12 * math.sin(a)
    px, py = -math.sin(a) * 8, math.cos(a) * 8
    return (f'<path d="M{x0},{y0} L{hx:.1f},{hy:.1f}" stroke="{colour}" stroke-width="{w}" stroke-linecap="round"/>'
            f'<polygon points="{x1},{y1} {hx + px:.1f},{hy + py:.1f} {hx - px:.1f},{hy - py:.1f}" fill="{colour}"/>')


def _hand(x: float, y: float, s: float = 1.0) -> str:
    return (f'<path transform="translate({x},{y}) scale({s})" d="M10,50 L10,24 C10,17 19,17 19,24 L19,42 L19,10 '
            'C19,3 28,3 28,10 L28,40 L28,6 C28,-1 38,-1 38,6 L38,40 L38,12 C38,5 47,5 47,12 L47,52 L54,42 '
            'C58,36 67,40 63,47 L50,74 C45,82 38,86 29,86 C17,86 10,77 10,66 Z" fill="#f4c9a2" stroke="#1f1a24" '
            'stroke-width="4" stroke-linejoin="round"/>')


def _note(x: float, y: float, s: float = 1.0) -> str:
    return (f'<g transform="translate({x},{y}) scale({s})"><path d="M16,34 L16,0 L32,6" fill="none" stroke="{INK}" '
            f'stroke-width="5" stroke-linejoin="round"/><ellipse cx="9" cy="35" rx="9" ry="7" fill="{INK}"/></g>')


def _snail(x: float, y: float) -> str:
    return (f'<path d="M{x},{y + 46} L{x + 74},{y + 46} C{x + 84},{y + 46} {x + 86},{y + 36} {x + 80},{y + 30} '
            f'L{x + 80},{y + 12}" fill="#c9b26a" stroke="{INK}" stroke-width="4" stroke-linejoin="round"/>'
            f'<circle cx="{x + 36}" cy="{y + 26}" r="22" fill="#b0703a" stroke="{INK}" stroke-width="4"/>'
            f'<path d="M{x + 36},{y + 26} m0,0 a5,5 0 0 1 8,0 a10,10 0 0 1 -18,0 a15,15 0 0 1 26,0" fill="none" '
            f'stroke="{INK}" stroke-width="3"/>'
            f'<path d="M{x + 80},{y + 12} L{x + 74},{y + 2} M{x + 80},{y + 12} L{x + 88},{y + 4}" stroke="{INK}" '
            'stroke-width="3" stroke-linecap="round"/>')


def penalty_pictogram(key: str) -> str:
    """The picture of one of the 24 penalties (100 x 100 design units)."""
    if key == "mouse_only":
        return _mouse(22, 24, 1.2) + _key(66, 62, 24, 24) + _no(78, 74, 16)
    if key == "keyboard_only":
        return _key(8, 40, 26, 26) + _key(36, 40, 26, 26) + _key(64, 40, 26, 26) + _mouse(64, 6, 0.55) + _no(75, 22, 16)
    if key == "hold_space":
        return _key(6, 62, 88, 26) + _hand(30, 4, 0.62) + _arrow(80, 14, 80, 52, INK, 5)
    if key == "swapped_buttons":
        return (_mouse(30, 36, 1.0, "#f3d36b", "#2f6fd6") + '<path d="M22,22 C34,4 66,4 78,22" fill="none" '
                f'stroke="{INK}" stroke-width="5"/><polygon points="78,30 84,14 70,18" fill="{INK}"/>'
                f'<polygon points="22,30 16,14 30,18" fill="{INK}"/>')
    if key == "double_click":
        return (_pointer(40, 40, 1.0) + f'<path d="M30,36 A14,14 0 0 1 44,22 M22,36 A22,22 0 0 1 44,14 '
                f'M14,36 A30,30 0 0 1 44,6" fill="none" stroke="{INK}" stroke-width="4" stroke-linecap="round"/>')
    if key == "no_hover":
        return _card(18, 20, 40, 56) + _pointer(48, 42, 0.9) + _clock(76, 26, 16, 120)
    if key == "quick_goblin":
        return (_clock(58, 54, 34, 300) + f'<path d="M6,40 L22,40 M2,54 L20,54 M6,68 L22,68" stroke="{INK}" '
                'stroke-width="5" stroke-linecap="round"/>')
    if key == "slow_goblin":
        return (_clock(40, 54, 32, 90) + f'<rect x="76" y="34" width="8" height="40" rx="3" fill="{INK}"/>'
                f'<rect x="88" y="34" width="8" height="40" rx="3" fill="{INK}"/>')
    if key == "hourglass":
        return (f'<rect x="22" y="6" width="56" height="10" rx="3" fill="#a0703c" stroke="{INK}" stroke-width="3"/>'
                f'<rect x="22" y="84" width="56" height="10" rx="3" fill="#a0703c" stroke="{INK}" stroke-width="3"/>'
                f'<path d="M28,16 L72,16 C72,36 54,44 54,50 C54,56 72,64 72,84 L28,84 C28,64 46,56 46,50 '
                f'C46,44 28,36 28,16 Z" fill="#eef6fb" stroke="{INK}" stroke-width="4"/>'
                '<path d="M32,80 C36,68 46,62 50,60 C54,62 64,68 68,80 Z" fill="#e8b84a"/>'
                '<path d="M36,26 L64,26 C60,34 52,40 50,44 C48,40 40,34 36,26 Z" fill="#e8b84a"/>')
    if key == "late_draw":
        return _card(14, 22, 40, 56) + _clock(70, 64, 22, 240) + _arrow(40, 14, 78, 30, INK, 5)
    if key == "impatient":
        return (_card(20, 24, 40, 56) + _pointer(50, 44, 0.9)
                + f'<rect x="66" y="20" width="26" height="20" rx="4" fill="#e8b84a" stroke="{INK}" stroke-width="3"/>'
                f'<path d="M71,20 L71,12 A8,8 0 0 1 87,12 L87,20" fill="none" stroke="{INK}" stroke-width="4"/>')
    if key == "snail":
        return _snail(6, 30)
    if key == "mirror":
        return (f'<rect x="40" y="6" width="20" height="88" rx="6" fill="#cfe6f5" stroke="{INK}" stroke-width="4"/>'
                + _arrow(34, 50, 4, 50, INK, 6) + _arrow(66, 50, 96, 50, INK, 6))
    if key == "upside_down":
        return (_card(30, 30, 40, 56, "#f4ecd4", 180)
                + f'<path d="M14,40 C14,14 40,6 58,12" fill="none" stroke="{INK}" '
                f'stroke-width="5"/><polygon points="62,4 66,22 50,16" fill="{INK}"/>'
                + symbol("potion", 50, 58, 14, 8))
    if key == "spotlight":
        return (f'<rect x="4" y="4" width="92" height="92" rx="10" fill="#141018" stroke="{INK}" stroke-width="4"/>'
                '<circle cx="58" cy="56" r="26" fill="#f7ecb5"/>' + _pointer(58, 56, 0.7))
    if key == "blur":
        return ''.join(f'<g opacity="0.45" transform="translate({dx},{dy})">{symbol("gems", 50, 50, 34, 5)}</g>'
                       for dx, dy in ((-6, 0), (6, 0), (0, -5), (0, 5)))
    if key == "grey":
        return symbol("potion", 30, 50, 26, 6) + symbol("potion", 72, 50, 26, 6, grey=True) + \
            _arrow(46, 86, 58, 86, INK, 4)
    if key == "blind_hand":
        return ''.join(_card(16 + i * 22, 22 + abs(i - 1) * 6, 36, 52, "#2d2540", (i - 1) * 12) for i in range(3))
    if key == "boo":
        return _lord_head(42, 58, 26) + _bolt(66, 6, 1.0)
    if key == "ouch":
        return _goblin_head(36, 60, 18) + _arrow(4, 60, 14, 60, INK, 5) + _bolt(62, 8, 1.0)
    if key == "echo":
        return (_card(10, 24, 36, 52, "#8e1d2c") + f'<path d="M58,34 A20,20 0 0 1 58,66 M68,26 A32,32 0 0 1 68,74 '
                f'M78,18 A44,44 0 0 1 78,82" fill="none" stroke="{INK}" stroke-width="5" stroke-linecap="round"/>')
    if key == "statue":
        return (f'<rect x="20" y="70" width="50" height="18" rx="3" fill="#9a96a6" stroke="{INK}" stroke-width="4"/>'
                + _goblin_head(45, 46, 20, "#b9b5c4") + _no(82, 22, 14))
    if key == "rhythm":
        return ''.join(f'<circle cx="{20 + i * 30}" cy="62" r="11" fill="#e0355a" stroke="{INK}" stroke-width="4"/>'
                       f'<path d="M{20 + i * 30},46 L{20 + i * 30},22" stroke="{INK}" stroke-width="4" '
                       'stroke-linecap="round"/>' for i in range(3)) + \
            f'<path d="M8,84 L92,84" stroke="{INK}" stroke-width="4" stroke-dasharray="4 8"/>'
    if key == "goblin_song":
        return _goblin_head(36, 58, 20) + _note(62, 12, 1.0) + _note(76, 40, 0.7)
    raise ValueError(key)


def spell_pictogram(kind: str) -> str:
    """The picture of one of the 8 spellbook effects (100 x 100 design units)."""
    if kind == "dark_steps":
        return _lord_head(34, 60, 22) + ''.join(
            f'<ellipse cx="{x}" cy="{y}" rx="7" ry="10" fill="#6b3f91" stroke="{INK}" stroke-width="2.5"/>'
            for x, y in ((70, 74), (84, 52), (70, 30)))
    if kind == "blink":
        return (_goblin_head(50, 58, 20) + f'<polygon points="{star_points(82, 20, 14, 5, 4)}" fill="#8ff0ff" '
                f'stroke="{INK}" stroke-width="2.5"/><polygon points="{star_points(16, 26, 9, 3, 4)}" fill="#8ff0ff" '
                f'stroke="{INK}" stroke-width="2"/>')
    if kind == "swap":
        return (_goblin_head(22, 62, 13) + _goblin_head(78, 62, 13)
                + f'<path d="M22,40 C30,14 70,14 78,40" fill="none" stroke="{INK}" stroke-width="5"/>'
                f'<polygon points="78,46 86,30 70,32" fill="{INK}"/>'
                f'<path d="M78,84 C70,98 30,98 22,84" fill="none" stroke="{INK}" stroke-width="5"/>'
                f'<polygon points="22,78 14,94 30,92" fill="{INK}"/>')
    if kind == "shove":
        return _goblin_head(24, 54, 15) + _arrow(44, 54, 70, 54, INK, 7) + _arrow(62, 54, 94, 54, INK, 7)
    if kind == "extra_card":
        return (_card(12, 24, 36, 52, "#f4ecd4", -10) + _card(34, 20, 36, 52, "#f4ecd4", 6)
                + f'<path d="M80,40 L80,72 M64,56 L96,56" stroke="{INK}" stroke-width="8" stroke-linecap="round"/>')
    if kind == "shield":
        return (f'<path d="M50,6 L88,18 C88,56 74,80 50,94 C26,80 12,56 12,18 Z" fill="#2f6fd6" stroke="{INK}" '
                f'stroke-width="5" stroke-linejoin="round"/><path d="M50,18 L50,82 M24,40 L76,40" stroke="#f3d36b" '
                'stroke-width="7"/>')
    if kind == "cure":
        return (_card(14, 22, 40, 56, "#8e1d2c", -8) + f'<rect x="52" y="30" width="40" height="40" rx="8" '
                f'fill="#ffffff" stroke="{INK}" stroke-width="4"/><path d="M72,38 L72,62 M60,50 L84,50" '
                'stroke="#35b04f" stroke-width="8" stroke-linecap="round"/>')
    if kind == "double_move":
        return (_card(8, 26, 32, 46, "#f4ecd4", -8) + _card(28, 22, 32, 46, "#f4ecd4", 4)
                + _arrow(64, 34, 94, 34, INK, 6) + _arrow(64, 62, 94, 62, INK, 6))
    raise ValueError(kind)
