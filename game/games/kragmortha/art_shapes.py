"""Drawing vocabulary of the Kragmortha art: the four library symbols and the crystal ball, goblin colours and
shapes, as SVG text. Pure string building (no pygame); make_art.py writes the files.

The symbols differ in shape as well as colour (the "Grey" penalty takes colours away): a thick closed book (tall
block), a scroll (wide, rolled ends), a potion (round flask), gems (pointed cluster), the crystal ball (a ball on a
stand). Each is drawn in a 100 x 100 box and placed with `symbol(name, cx, cy, r)`."""
from __future__ import annotations

from game.games.pied_piper.art_shapes import rgrad, star_points, svg, vgrad  # shared SVG plumbing

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
        return f'<rect x="{cx - a:.2f}" y="{cy - a:.2f}" width="{2 * a:.2f}" height="{2 * a:.2f}" rx="{r * .1:.2f}" {s}/>'
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
