"""Writes the Kragmortha SVG art into assets/images/kragmortha/ (run: python -m game.games.kragmortha.make_art).

A gloomy, funny library seen from above, 128 design units per cell. Files:
- cells: cell_<symbol>.svg (book, scroll, potion, gems: the floor with the symbol big on a pale halo),
  cell_<symbol>_grey.svg (the same without colour, for the "Grey" penalty), teleport.svg (a rune ring laid over a
  teleport cell), start.svg (a doormat mark for start cells);
- furniture: shelf_h.svg (2 cells wide, 256 x 128), shelf_v.svg (128 x 256), desk.svg (2 x 2 cells, 256 x 256,
  with the spellbook pile);
- figures: goblin_<colour>.svg for the 8 colours (cloak colour AND a badge shape), goblin_tile_<colour>.svg
  (the seat panel's badge), dark_lord.svg (192 x 192: he
  looms over the cell he stands on, draw him 1.5 cells wide), dark_lord_portrait.svg (400 x 400, front view);
- movement cards (200 x 280): card_<goblin|lord>_<a>_<b>.svg for every pair in the deck (ball = crystal ball,
  wild), card_back.svg; symbol_<name>.svg for hints and buttons;
- teleport tokens (120 x 120): token_teleport/spellbook/trap.svg and token_back.svg;
- penalty cards: penalty_<symbol>.svg (the frame with its corner symbol and the kind's icon: book = hands,
  scroll = time, potion = sight, gems = reflex; the scene writes the rule in the blank panel), penalty_back.svg,
  penalty_slots.svg (a player's row of 4 corner-symbol slots);
- spellbooks: spellbook_frame.svg (three magic-symbol slots along the foot at SPELL_SLOTS), spellbook_back.svg,
  magic_symbol.svg;
- pictograms (160 x 160 plaques): pen_<key>.svg for each of the 24 penalties (PENALTY_KEYS) and spell_<kind>.svg
  for the 8 spellbook effects, to show in the blank panel of a drawn card;
- curtain.svg: the hot-seat curtain (1920 x 1080); library.svg: the room round the board (1920 x 1080);
- marks: step_1.svg / step_2.svg (legal first / second steps of a hovered card), push_arrow.svg
  (points east), broken.svg (the "Broken!" stamp, drawn), reflex.svg (the reflex key
  lightning)."""
from __future__ import annotations

import random
from pathlib import Path

from game.engine.svg_art import write_files
from game.games.kragmortha import art_shapes as A
from game.games.kragmortha.art_shapes import INK

OUT = Path(__file__).resolve().parents[3] / "assets" / "images" / "kragmortha"
SYMBOLS = ("book", "scroll", "potion", "gems")
KIND_OF_SYMBOL = {"book": "hands", "scroll": "time", "potion": "sight", "gems": "reflex"}
CARD_W, CARD_H = 200, 280
SPELL_SLOTS = [(60, 238), (100, 238), (140, 238)]  # magic-symbol slot centres on spellbook_frame.svg
FLOOR, FLOOR_DARK, GROUT = "#4a4660", "#3d3a52", "#2a2839"


def card_pairs() -> list[tuple[str, str]]:
    """Every symbol pair on a movement card (either target): mixed pairs, doubles, and ball + symbol."""
    pairs = [(a, b) for i, a in enumerate(SYMBOLS) for b in SYMBOLS[i:]]
    return pairs + [("ball", s) for s in SYMBOLS]


def card_file(target: str, a: str, b: str) -> str:
    """The file of a movement card (target "goblin" or "lord", symbols in either order)."""
    order = ("ball",) + SYMBOLS
    a, b = sorted((a, b), key=order.index)
    return f"card_{target}_{a}_{b}.svg"


# -- the floor ------------------------------------------------------------------------------------------------
def floor(seed: int) -> str:
    """Old flagstones: two slabs per cell, a crack in some (seeded)."""
    rnd = random.Random(seed)
    b = [f'<rect width="128" height="128" fill="{FLOOR}"/>',
         f'<rect x="3" y="3" width="60" height="122" rx="6" fill="{FLOOR_DARK}"/>',
         f'<rect x="66" y="3" width="59" height="58" rx="6" fill="{FLOOR_DARK}" opacity="0.7"/>',
         f'<rect x="1.5" y="1.5" width="125" height="125" fill="none" stroke="{GROUT}" stroke-width="3"/>']
    if rnd.random() < 0.6:
        x = rnd.uniform(70, 118)
        b.append(f'<path d="M{x:.0f},70 l-8,14 l6,8 l-10,18" fill="none" stroke="{GROUT}" stroke-width="2.5"/>')
    return "".join(b)


def cell(sym: str, grey: bool = False) -> str:
    main, dark, halo = A.SYMBOL_COLOURS[sym]
    if grey:
        halo = "#d9d9d9"
    b = [floor(SYMBOLS.index(sym)), f'<circle cx="64" cy="64" r="54" fill="{halo}" stroke="{INK}" stroke-width="4"/>',
         A.symbol(sym, 64, 64, 42, 6, grey)]
    return A.svg(128, 128, "".join(b))


def teleport() -> str:
    """A glowing rune frame round the cell's edge with a rune in each corner (transparent middle, so the
    symbol stays readable)."""
    corners = "".join(f'<circle cx="{x}" cy="{y}" r="13" fill="#0d5966" stroke="#c9fbff" stroke-width="2.5"/>'
                      f'<polygon points="{A.star_points(x, y, 10, 4, 4, 45)}" fill="#c9fbff"/>'
                      for x, y in ((15, 15), (113, 15), (15, 113), (113, 113)))
    return A.svg(128, 128, '<rect x="6" y="6" width="116" height="116" rx="14" fill="none" stroke="#20c6e0" '
                 'stroke-width="10" opacity="0.75"/><rect x="6" y="6" width="116" height="116" rx="14" '
                 'fill="none" stroke="#c9fbff" stroke-width="3" stroke-dasharray="10 7"/>' + corners)


def start_mark() -> str:
    """A start cell: a gold dashed frame and a pair of goblin footprints walking in."""
    feet = "".join(f'<ellipse cx="{x}" cy="{y}" rx="7" ry="10" fill="{A.SKIN}" stroke="{INK}" stroke-width="2.5"/>'
                   f'<circle cx="{x - 4}" cy="{y - 13}" r="2.5" fill="{A.SKIN}"/><circle cx="{x + 4}" cy="{y - 13}" '
                   f'r="2.5" fill="{A.SKIN}"/>' for x, y in ((24, 104), (40, 88)))
    return A.svg(128, 128, f'<rect x="6" y="6" width="116" height="116" rx="10" fill="none" stroke="{INK}" '
                 'stroke-width="9" stroke-dasharray="14 9"/><rect x="6" y="6" width="116" height="116" rx="10" '
                 'fill="none" stroke="#e6c56a" stroke-width="5" stroke-dasharray="14 9"/>' + feet)


# -- furniture ------------------------------------------------------------------------------------------------
SPINES = ("#a33b2e", "#2f5fa8", "#3f8a48", "#c08a25", "#6b3f91", "#7a4a22", "#2d6f6f")


def shelf(horizontal: bool) -> str:
    """A bookshelf seen from above: the top board and a row of book tops (spines) along its front."""
    rnd = random.Random(4 if horizontal else 9)
    w, h = (256, 128) if horizontal else (128, 256)
    b = [f'<rect x="4" y="4" width="{w - 8}" height="{h - 8}" rx="8" fill="#6e4523" stroke="{INK}" stroke-width="5"/>',
         f'<rect x="14" y="14" width="{w - 28}" height="{h - 28}" rx="4" fill="#3a2414"/>']
    length = (w if horizontal else h) - 32
    pos = 16
    while pos < length + 12:
        thick = rnd.uniform(10, 18)
        if pos + thick > length + 16:
            break
        col = rnd.choice(SPINES)
        depth = rnd.uniform(0.7, 0.95) * ((h if horizontal else w) - 28)
        if horizontal:
            b.append(f'<rect x="{pos:.1f}" y="{14 + (h - 28 - depth):.1f}" width="{thick - 2:.1f}" '
                     f'height="{depth:.1f}" '
                     f'rx="2" fill="{col}" stroke="{INK}" stroke-width="1.5"/>')
        else:
            b.append(f'<rect x="{14 + (w - 28 - depth):.1f}" y="{pos:.1f}" width="{depth:.1f}" '
                     f'height="{thick - 2:.1f}" '
                     f'rx="2" fill="{col}" stroke="{INK}" stroke-width="1.5"/>')
        pos += thick
    b.append('<path d="M14,14 L44,14 M14,14 L14,44 M14,14 L40,36" stroke="#c8c3da" stroke-width="1.5" '
             'opacity="0.5"/>')  # cobweb
    return A.svg(w, h, "".join(b))


def book_top(x: float, y: float, w: float, h: float, col: str, rot: float) -> str:
    return (f'<g transform="rotate({rot} {x + w / 2} {y + h / 2})">'
            f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="4" fill="#f4ecd4" stroke="{INK}" stroke-width="3"/>'
            f'<rect x="{x - 3}" y="{y - 3}" width="{w}" height="{h}" rx="4" fill="{col}" stroke="{INK}" '
            f'stroke-width="3"/>'
            f'<polygon points="{A.star_points(x - 3 + w / 2, y - 3 + h / 2, min(w, h) * 0.22, min(w, h) * 0.09)}" '
            f'fill="#f3d36b"/></g>')


def desk() -> str:
    """The Dark Lord's desk (2 x 2 cells): dark wood, the pile of stolen-worthy spellbooks, a candle, a quill."""
    b = [f'<rect x="8" y="8" width="240" height="240" rx="16" fill="#5a3520" stroke="{INK}" stroke-width="6"/>',
         '<rect x="20" y="20" width="216" height="216" rx="10" fill="#7a4a2a"/>',
         '<path d="M20,70 L236,70 M20,130 L236,130 M20,190 L236,190" stroke="#5a3520" stroke-width="2"/>',
         '<ellipse cx="132" cy="132" rx="80" ry="70" fill="#000000" opacity="0.18"/>']
    for i, (col, rot) in enumerate((("#6b3f91", -8), ("#a33b2e", 6), ("#2f5fa8", -3), ("#3f8a48", 10))):
        b.append(book_top(72 + i * 4, 78 - i * 6, 104 - i * 8, 84 - i * 6, col, rot))
    # candle (from above: a dish, a stub and a flame glow) and a quill in an inkpot
    b += ['<circle cx="206" cy="50" r="26" fill="#f3d36b" opacity="0.35"/>',
          f'<circle cx="206" cy="50" r="16" fill="#c9c2b0" stroke="{INK}" stroke-width="3"/>',
          f'<circle cx="206" cy="50" r="8" fill="#f6efdc" stroke="{INK}" stroke-width="2"/>',
          '<circle cx="206" cy="50" r="4" fill="#ff9a1f"/>',
          f'<circle cx="52" cy="204" r="15" fill="#1b1b2a" stroke="{INK}" stroke-width="3"/>',
          f'<path d="M52,204 C70,180 96,170 118,166 C100,180 80,194 52,204 Z" fill="#f2efe6" stroke="{INK}" '
          'stroke-width="2.5"/>',
          '<path d="M150,210 C170,196 200,200 214,214" fill="none" stroke="#f2efe6" stroke-width="8" '
          'stroke-linecap="round" opacity="0.7"/>']  # a scrap of parchment
    return A.svg(256, 256, "".join(b))


# -- figures --------------------------------------------------------------------------------------------------
def goblin(colour: str) -> str:
    """A goblin from above: hooded cloak in its colour, a green head with big ears (facing north), its shape
    on a white badge on its back."""
    cloak, dark, badge = A.GOBLINS[colour]
    ink = INK
    b = ['<ellipse cx="66" cy="72" rx="48" ry="48" fill="#000000" opacity="0.3"/>',
         f'<path d="M16,86 C12,50 36,36 64,36 C92,36 116,50 112,86 C108,114 20,114 16,86 Z" fill="{cloak}" '
         f'stroke="{ink}" stroke-width="5" stroke-linejoin="round"/>',
         f'<path d="M36,46 C20,40 8,28 4,14 C20,18 34,24 46,36 Z" fill="{A.SKIN}" stroke="{ink}" stroke-width="4" '
         'stroke-linejoin="round"/>',
         f'<path d="M92,46 C108,40 120,28 124,14 C108,18 94,24 82,36 Z" fill="{A.SKIN}" stroke="{ink}" '
         'stroke-width="4" stroke-linejoin="round"/>',
         f'<ellipse cx="64" cy="40" rx="28" ry="26" fill="{A.SKIN}" stroke="{ink}" stroke-width="5"/>',
         f'<ellipse cx="64" cy="16" rx="8" ry="7" fill="{A.SKIN_DARK}" stroke="{ink}" stroke-width="3"/>',  # nose
         f'<circle cx="52" cy="28" r="6" fill="#fff6c8" stroke="{ink}" stroke-width="2"/>',
         f'<circle cx="76" cy="28" r="6" fill="#fff6c8" stroke="{ink}" stroke-width="2"/>',
         f'<circle cx="52" cy="26" r="2.5" fill="{ink}"/><circle cx="76" cy="26" r="2.5" fill="{ink}"/>',
         f'<circle cx="64" cy="88" r="22" fill="#ffffff" stroke="{ink}" stroke-width="4"/>',
         A.shape(A.GOBLIN_SHAPE[colour], 64, 88, 15, badge, ink, 3)]
    return A.svg(128, 128, "".join(b))


def goblin_tile(colour: str) -> str:
    """A player's goblin tile (the seat panel's badge, 160 x 160): a square in the goblin's colour with its face and
    its shape, so a seat reads by colour AND shape."""
    cloak, dark, badge = A.GOBLINS[colour]
    return A.svg(160, 160, f'<rect x="6" y="6" width="148" height="148" rx="26" fill="{cloak}" stroke="{INK}" '
                 f'stroke-width="6"/><rect x="18" y="18" width="124" height="124" rx="18" fill="none" '
                 f'stroke="{dark}" stroke-width="4"/>'
                 + A._goblin_head(80, 70, 34)
                 + f'<circle cx="122" cy="122" r="26" fill="#ffffff" stroke="{INK}" stroke-width="4"/>'
                 + A.shape(A.GOBLIN_SHAPE[colour], 122, 123, 17, badge, INK, 3))


def step_mark(n: int) -> str:
    """A legal step for the hovered card (128 x 128 overlay): glowing footprints, one pair for a first step,
    and a second, paler ring for a second step."""
    ring = "#f3d36b" if n == 1 else "#c9b8f0"
    feet = "".join(f'<ellipse cx="{x}" cy="{y}" rx="9" ry="13" fill="{ring}" stroke="{INK}" stroke-width="3"/>'
                   for x, y in ((50, 76), (78, 56)))
    dots = "".join(f'<circle cx="{64 + (k - (n - 1) / 2) * 20}" cy="108" r="7" fill="{ring}" stroke="{INK}" '
                   'stroke-width="2.5"/>' for k in range(n))
    return A.svg(128, 128, f'<rect x="6" y="6" width="116" height="116" rx="16" fill="none" stroke="{INK}" '
                 f'stroke-width="12" opacity="0.5"/><rect x="6" y="6" width="116" height="116" rx="16" fill="none" '
                 f'stroke="{ring}" stroke-width="7"/>{feet}{dots}')


def dark_lord() -> str:
    """The Dark Lord from above: a vast ragged cape, a horned helm, burning eyes, a bony hand reaching out."""
    cape = A.rgrad("cape", "#4b2a6e", "#140c1f")
    pts = []
    import math
    for k in range(28):
        r = 90 if k % 2 == 0 else 74
        a = math.radians(k * (360 / 28) + 90)
        pts.append(f"{96 + r * math.cos(a):.1f},{100 + r * 0.92 * math.sin(a):.1f}")
    b = ['<ellipse cx="100" cy="106" rx="90" ry="84" fill="#000000" opacity="0.35"/>',
         f'<polygon points="{" ".join(pts)}" fill="url(#cape)" stroke="{INK}" stroke-width="5" '
         'stroke-linejoin="round"/>',
         '<path d="M40,150 C70,130 122,130 152,150" fill="none" stroke="#6d3d99" stroke-width="4" opacity="0.7"/>',
         # horns
         f'<path d="M70,70 C50,60 38,40 42,18 C54,34 66,42 80,52 Z" fill="#e6dcc4" stroke="{INK}" stroke-width="4" '
         'stroke-linejoin="round"/>',
         f'<path d="M122,70 C142,60 154,40 150,18 C138,34 126,42 112,52 Z" fill="#e6dcc4" stroke="{INK}" '
         'stroke-width="4" stroke-linejoin="round"/>',
         f'<circle cx="96" cy="80" r="34" fill="#2a1a3c" stroke="{INK}" stroke-width="5"/>',
         f'<path d="M70,66 C82,56 110,56 122,66 L118,78 L74,78 Z" fill="#5b5f6e" stroke="{INK}" stroke-width="3"/>',
         '<ellipse cx="82" cy="86" rx="9" ry="6" fill="#ff3b1f"/><ellipse cx="110" cy="86" rx="9" ry="6" '
         'fill="#ff3b1f"/>',
         '<ellipse cx="82" cy="86" rx="4" ry="3" fill="#ffe08a"/><ellipse cx="110" cy="86" rx="4" ry="3" '
         'fill="#ffe08a"/>',
         # a clawed hand reaching down-right
         f'<path d="M140,120 C152,126 160,136 164,150" fill="none" stroke="{INK}" stroke-width="14" '
         'stroke-linecap="round"/>',
         '<path d="M140,120 C152,126 160,136 164,150" fill="none" stroke="#b9b4cf" stroke-width="7" '
         'stroke-linecap="round"/>',
         f'<path d="M164,150 l-8,18 M164,150 l2,20 M164,150 l12,14" stroke="{INK}" stroke-width="5" '
         'stroke-linecap="round"/>']
    return A.svg(192, 192, "".join(b), cape)


def dark_lord_portrait() -> str:
    """The Dark Lord looming, front view (400 x 400): for a penalty drawn, the end screen and the rules page.
    Gloomy but funny: a vast hood, curly horns, burning eyes, a crooked toothy grin and two grabby hands."""
    cape = A.rgrad("hood", "#55307a", "#120a1c")
    b = ['<ellipse cx="200" cy="390" rx="190" ry="24" fill="#000000" opacity="0.35"/>',
         f'<path d="M20,400 C30,250 90,120 200,110 C310,120 370,250 380,400 Z" fill="url(#hood)" stroke="{INK}" '
         'stroke-width="8" stroke-linejoin="round"/>',
         # horns curling out of the hood
         f'<path d="M130,120 C80,100 50,60 70,20 C80,50 110,70 150,86 Z" fill="#e6dcc4" stroke="{INK}" '
         'stroke-width="6" stroke-linejoin="round"/>',
         f'<path d="M270,120 C320,100 350,60 330,20 C320,50 290,70 250,86 Z" fill="#e6dcc4" stroke="{INK}" '
         'stroke-width="6" stroke-linejoin="round"/>',
         f'<path d="M90,300 C90,150 310,150 310,300 C300,330 100,330 90,300 Z" fill="#1a0f26" stroke="{INK}" '
         'stroke-width="6"/>',
         # eyes with a glow, eyebrows like lightning
         '<ellipse cx="160" cy="220" rx="34" ry="22" fill="#ff3b1f" opacity="0.35"/>',
         '<ellipse cx="240" cy="220" rx="34" ry="22" fill="#ff3b1f" opacity="0.35"/>',
         '<ellipse cx="160" cy="220" rx="20" ry="13" fill="#ff3b1f"/><ellipse cx="240" cy="220" rx="20" ry="13" '
         'fill="#ff3b1f"/>',
         '<ellipse cx="160" cy="220" rx="8" ry="6" fill="#ffe08a"/><ellipse cx="240" cy="220" rx="8" ry="6" '
         'fill="#ffe08a"/>',
         '<path d="M126,190 L150,200 L170,188 L192,204 M274,190 L250,200 L230,188 L208,204" fill="none" '
         'stroke="#8a5fc0" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>',
         # the grin
         f'<path d="M140,268 C170,296 230,296 262,262 C240,312 160,316 140,268 Z" fill="#ff6b4a" stroke="{INK}" '
         'stroke-width="4"/>',
         '<path d="M160,280 L166,294 L174,284 L182,298 L190,286 L200,300 L210,286 L220,296 L228,282 L238,290 '
         'L246,276" fill="none" stroke="#fff6dc" stroke-width="5" stroke-linejoin="round"/>']
    for side in (-1, 1):  # grabby hands reaching forward
        x = 200 + side * 150
        fingers = "".join(f'<path d="M{x + side * dx},{300 - dy} l{side * 8},-36" stroke="{INK}" stroke-width="14" '
                          f'stroke-linecap="round"/><path d="M{x + side * dx},{300 - dy} l{side * 8},-36" '
                          f'stroke="#b9b4cf" stroke-width="7" stroke-linecap="round"/>'
                          for dx, dy in ((-22, 0), (-8, 8), (6, 8), (20, 0)))
        b.append(fingers + f'<ellipse cx="{x}" cy="312" rx="34" ry="26" fill="#b9b4cf" stroke="{INK}" '
                 'stroke-width="6"/>')
    return A.svg(400, 400, "".join(b), cape)


def head_icon(target: str, cx: float, cy: float, r: float) -> str:
    """A small round medallion: a goblin's head, or the Dark Lord's burning eyes."""
    s = r / 30
    if target == "goblin":
        return (f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#e8dfc4" stroke="{INK}" stroke-width="3"/>'
                f'<g transform="translate({cx},{cy}) scale({s:.3f})">'
                f'<path d="M-14,-4 L-30,-16 L-16,6 Z M14,-4 L30,-16 L16,6 Z" fill="{A.SKIN}" stroke="{INK}" '
                'stroke-width="3" stroke-linejoin="round"/>'
                f'<circle cx="0" cy="2" r="16" fill="{A.SKIN}" stroke="{INK}" stroke-width="3"/>'
                f'<circle cx="-6" cy="-2" r="3" fill="{INK}"/><circle cx="6" cy="-2" r="3" fill="{INK}"/>'
                f'<path d="M-7,9 C-3,13 3,13 7,9" fill="none" stroke="{INK}" stroke-width="2.5"/></g>')
    return (f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#2a1a3c" stroke="{INK}" stroke-width="3"/>'
            f'<g transform="translate({cx},{cy}) scale({s:.3f})">'
            f'<path d="M-16,-10 C-22,-18 -24,-26 -22,-32 C-16,-24 -12,-20 -8,-16 Z M16,-10 C22,-18 24,-26 22,-32 '
            f'C16,-24 12,-20 8,-16 Z" fill="#e6dcc4" stroke="{INK}" stroke-width="2"/>'
            '<ellipse cx="-9" cy="2" rx="7" ry="5" fill="#ff3b1f"/><ellipse cx="9" cy="2" rx="7" ry="5" '
            'fill="#ff3b1f"/></g>')


# -- cards ----------------------------------------------------------------------------------------------------
def movement_card(target: str, a: str, b_: str) -> str:
    goblin_card = target == "goblin"
    border, paper = ("#4f7a3a", "#f4ecd4") if goblin_card else ("#2a1a3c", "#d9d1e6")
    b = [f'<rect x="4" y="4" width="192" height="272" rx="18" fill="{border}" stroke="{INK}" stroke-width="5"/>',
         f'<rect x="14" y="14" width="172" height="252" rx="12" fill="{paper}" stroke="{INK}" stroke-width="3"/>']
    if not goblin_card:  # the Dark Lord's cards are shadowed and watched
        b.append('<rect x="14" y="14" width="172" height="252" rx="12" fill="#6d3d99" opacity="0.25"/>')
    b.append(A.symbol(a, 100, 78, 44, 6))
    b.append(A.symbol(b_, 100, 202, 44, 6))
    b.append(head_icon(target, 100, 140, 17))
    for cx, cy, rot in ((34, 48, 0), (166, 232, 180)):  # the pair again, small, in two corners
        b.append(f'<g transform="rotate({rot} {cx} {cy})">{A.symbol(a, cx, cy - 14, 13, 7)}'
                 f'{A.symbol(b_, cx, cy + 14, 13, 7)}</g>')
    return A.svg(CARD_W, CARD_H, "".join(b))


def card_back() -> str:
    b = [f'<rect x="4" y="4" width="192" height="272" rx="18" fill="#2d2540" stroke="{INK}" stroke-width="5"/>',
         '<rect x="16" y="16" width="168" height="248" rx="11" fill="none" stroke="#c9a75a" stroke-width="4"/>']
    for row in range(7):
        for col in range(5):
            x, y = 36 + col * 32 + (16 if row % 2 else 0), 40 + row * 34
            if x < 176:
                b.append(f'<polygon points="{x},{y - 8} {x + 7},{y} {x},{y + 8} {x - 7},{y}" fill="#3d3358"/>')
    b.append('<circle cx="100" cy="140" r="58" fill="#f4ecd4" stroke="#c9a75a" stroke-width="6"/>')
    for sym, (dx, dy) in zip(SYMBOLS, ((-22, -22), (22, -22), (-22, 22), (22, 22))):
        b.append(A.symbol(sym, 100 + dx, 140 + dy, 19, 7))
    return A.svg(CARD_W, CARD_H, "".join(b))


def token(face: str) -> str:
    b = [f'<circle cx="60" cy="60" r="56" fill="#2d2540" stroke="{INK}" stroke-width="5"/>',
         '<circle cx="60" cy="60" r="46" fill="none" stroke="#c9a75a" stroke-width="3"/>']
    if face == "back":
        b.append('<circle cx="60" cy="60" r="30" fill="none" stroke="#20c6e0" stroke-width="7" opacity="0.6"/>')
        b.append(f'<polygon points="{A.star_points(60, 60, 18, 7, 4)}" fill="#8ff0ff"/>')
    elif face == "teleport":
        b.append('<path d="M60,60 a5,5 0 0 1 10,0 a10,10 0 0 1 -20,0 a15,15 0 0 1 30,0 a20,20 0 0 1 -40,0 '
                 'a25,25 0 0 1 50,0 a30,30 0 0 1 -58,4" fill="none" stroke="#8ff0ff" stroke-width="6" '
                 'stroke-linecap="round"/>')
    elif face == "spellbook":
        b.append('<circle cx="60" cy="60" r="40" fill="#20c6e0" opacity="0.3"/>')
        b.append(book_top(34, 38, 56, 46, "#6b3f91", -6))
    elif face == "trap":
        b.append('<circle cx="60" cy="60" r="40" fill="#20c6e0" opacity="0.3"/>')
        teeth = " ".join(f"{36 + k * 8},{66 - (10 if k % 2 else 0)}" for k in range(7))
        b.append(f'<path d="M26,66 C30,94 90,94 94,66 Z" fill="#7d8494" stroke="{INK}" stroke-width="4"/>'
                 f'<polyline points="{teeth}" fill="none" stroke="#e9edf2" stroke-width="4"/>'
                 f'<path d="M26,54 C30,26 90,26 94,54 Z" fill="#7d8494" stroke="{INK}" stroke-width="4"/>'
                 f'<circle cx="60" cy="60" r="6" fill="{INK}"/>')
    else:
        raise ValueError(face)
    return A.svg(120, 120, "".join(b))


def kind_icon(kind: str, cx: float, cy: float, r: float) -> str:
    """The penalty kind's icon: hands, time, sight, reflex (in a 100 box scaled to r)."""
    s = r / 50
    body = {
        "hands": ('<path d="M24,56 L24,30 C24,22 34,22 34,30 L34,50 L34,16 C34,8 44,8 44,16 L44,48 L44,12 '
                  'C44,4 56,4 56,12 L56,48 L56,18 C56,10 66,10 66,18 L66,58 L74,46 C78,40 88,44 84,52 L70,82 '
                  'C64,92 56,96 46,96 C32,96 24,86 24,74 Z" fill="#f4c9a2" stroke="#1f1a24" stroke-width="5" '
                  'stroke-linejoin="round"/>'),
        "time": ('<circle cx="50" cy="52" r="42" fill="#fbf3e0" stroke="#1f1a24" stroke-width="6"/>'
                 '<path d="M50,52 L50,22 M50,52 L72,62" stroke="#1f1a24" stroke-width="7" stroke-linecap="round"/>'
                 '<path d="M36,4 L64,4" stroke="#1f1a24" stroke-width="8" stroke-linecap="round"/>'),
        "sight": ('<path d="M6,50 C26,18 74,18 94,50 C74,82 26,82 6,50 Z" fill="#ffffff" stroke="#1f1a24" '
                  'stroke-width="6" stroke-linejoin="round"/><circle cx="50" cy="50" r="18" fill="#35b04f" '
                  'stroke="#1f1a24" stroke-width="4"/><circle cx="50" cy="50" r="8" fill="#1f1a24"/>'
                  '<path d="M14,88 L86,12" stroke="#1f1a24" stroke-width="12" stroke-linecap="round"/>'
                  '<path d="M14,88 L86,12" stroke="#e0355a" stroke-width="6" stroke-linecap="round"/>'),
        "reflex": ('<polygon points="58,2 18,56 46,56 36,98 84,38 56,38 70,2" fill="#f3d36b" stroke="#1f1a24" '
                   'stroke-width="6" stroke-linejoin="round"/>'),
    }[kind]
    return f'<g transform="translate({cx - r:.2f},{cy - r:.2f}) scale({s:.4f})">{body}</g>'


def penalty(sym: str) -> str:
    """A penalty card: a blood-red frame, its symbol in the top-left corner, the kind's icon, a blank panel."""
    main, dark, halo = A.SYMBOL_COLOURS[sym]
    b = [f'<rect x="4" y="4" width="192" height="272" rx="18" fill="#8e1d2c" stroke="{INK}" stroke-width="5"/>',
         f'<rect x="14" y="14" width="172" height="252" rx="12" fill="#f4ecd4" stroke="{INK}" stroke-width="3"/>',
         f'<path d="M14,26 C14,18 18,14 26,14 L84,14 C84,50 64,74 14,80 Z" fill="{halo}" stroke="{INK}" '
         'stroke-width="3"/>',
         A.symbol(sym, 40, 40, 24, 6),
         kind_icon(KIND_OF_SYMBOL[sym], 136, 62, 34),
         f'<rect x="26" y="112" width="148" height="140" rx="10" fill="#e9dfc2" stroke="{INK}" stroke-width="2" '
         'stroke-dasharray="6 5"/>']
    return A.svg(CARD_W, CARD_H, "".join(b))


def penalty_back() -> str:
    b = [f'<rect x="4" y="4" width="192" height="272" rx="18" fill="#8e1d2c" stroke="{INK}" stroke-width="5"/>',
         '<rect x="16" y="16" width="168" height="248" rx="11" fill="none" stroke="#f3d36b" stroke-width="4"/>',
         head_icon("lord", 100, 140, 56)]
    return A.svg(CARD_W, CARD_H, "".join(b))


def penalty_slots() -> str:
    """A goblin's four penalty slots (one per corner symbol), ghosted until filled: 440 x 120."""
    b = [f'<rect x="4" y="4" width="432" height="112" rx="16" fill="#2d2540" stroke="{INK}" stroke-width="4"/>']
    for i, sym in enumerate(SYMBOLS):
        cx = 60 + i * 106
        b.append(f'<rect x="{cx - 46}" y="14" width="92" height="92" rx="12" fill="#3d3358" stroke="#6b6188" '
                 'stroke-width="3" stroke-dasharray="8 6"/>')
        b.append(f'<g opacity="0.45">{A.symbol(sym, cx, 60, 32, 6)}</g>')
    return A.svg(440, 120, "".join(b))


def magic_symbol(cx: float = 60, cy: float = 60, r: float = 50) -> str:
    return (f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#20c6e0" opacity="0.25"/>'
            f'<polygon points="{A.star_points(cx, cy, r * 0.9, r * 0.36, 5)}" fill="#8ff0ff" stroke="{INK}" '
            f'stroke-width="{max(2, r * 0.08):.1f}" stroke-linejoin="round"/>'
            f'<circle cx="{cx}" cy="{cy}" r="{r * 0.2:.1f}" fill="#ffffff"/>')


def spellbook_frame() -> str:
    b = [f'<rect x="4" y="4" width="192" height="272" rx="18" fill="#4a2a6a" stroke="{INK}" stroke-width="5"/>',
         f'<rect x="14" y="14" width="172" height="252" rx="12" fill="#efe3c4" stroke="{INK}" stroke-width="3"/>',
         '<path d="M14,30 L186,30 M14,216 L186,216" stroke="#c9a75a" stroke-width="3"/>',
         f'<rect x="26" y="44" width="148" height="160" rx="10" fill="#e3d5b0" stroke="{INK}" stroke-width="2" '
         'stroke-dasharray="6 5"/>']
    for cx, cy in SPELL_SLOTS:
        b.append(f'<circle cx="{cx}" cy="{cy}" r="17" fill="#d8c99f" stroke="#8f7f58" stroke-width="2.5"/>')
    for x, y in ((14, 14), (186, 14), (14, 266), (186, 266)):  # brass corners
        b.append(f'<circle cx="{x}" cy="{y}" r="9" fill="#c9a75a" stroke="{INK}" stroke-width="3"/>')
    return A.svg(CARD_W, CARD_H, "".join(b))


def spellbook_back() -> str:
    b = [f'<rect x="4" y="4" width="192" height="272" rx="18" fill="#4a2a6a" stroke="{INK}" stroke-width="5"/>',
         '<rect x="22" y="22" width="156" height="236" rx="10" fill="#5d3684" stroke="#c9a75a" stroke-width="4"/>',
         '<path d="M34,22 L34,258" stroke="#3a1f55" stroke-width="8"/>', magic_symbol(106, 140, 46)]
    return A.svg(CARD_W, CARD_H, "".join(b))


def push_arrow() -> str:
    return A.svg(128, 128, '<path d="M8,46 L70,46 L70,18 L120,64 L70,110 L70,82 L8,82 Z" fill="#f3d36b" '
                 f'stroke="{INK}" stroke-width="7" stroke-linejoin="round"/>')


def broken() -> str:
    """The "Broken!" stamp: a cracked red seal (no letters)."""
    return A.svg(200, 200, f'<circle cx="100" cy="100" r="90" fill="#d8392f" stroke="{INK}" stroke-width="7"/>'
                 '<circle cx="100" cy="100" r="72" fill="none" stroke="#ffd7cf" stroke-width="6" '
                 'stroke-dasharray="14 8"/>'
                 f'<path d="M92,10 L110,58 L82,88 L118,118 L90,150 L104,190" fill="none" stroke="{INK}" '
                 'stroke-width="12" stroke-linejoin="round"/>'
                 '<path d="M92,10 L110,58 L82,88 L118,118 L90,150 L104,190" fill="none" stroke="#ffffff" '
                 'stroke-width="5" stroke-linejoin="round"/>')


def reflex() -> str:
    return A.svg(120, 120, f'<circle cx="60" cy="60" r="56" fill="#2d2540" stroke="{INK}" stroke-width="5"/>'
                 + kind_icon("reflex", 60, 60, 40))


PENALTY_KEYS = {  # the spec's 24 penalties by corner symbol (game/games/kragmortha/penalties.py keys)
    "book": ("mouse_only", "keyboard_only", "hold_space", "swapped_buttons", "double_click", "no_hover"),
    "scroll": ("quick_goblin", "slow_goblin", "hourglass", "late_draw", "impatient", "snail"),
    "potion": ("mirror", "upside_down", "spotlight", "blur", "grey", "blind_hand"),
    "gems": ("boo", "ouch", "echo", "statue", "rhythm", "goblin_song"),
}
SPELL_KINDS = ("dark_steps", "blink", "swap", "shove", "extra_card", "shield", "cure", "double_move")


def pictogram_file(body: str, rim: str) -> str:
    """A 160 x 160 round plaque holding a 100-unit pictogram: shown big on a drawn penalty or spellbook card."""
    return A.svg(160, 160, f'<circle cx="80" cy="80" r="74" fill="#f4ecd4" stroke="{rim}" stroke-width="10"/>'
                 f'<circle cx="80" cy="80" r="74" fill="none" stroke="{INK}" stroke-width="3"/>'
                 f'<g transform="translate(30,30)">{body}</g>')


def curtain() -> str:
    """The hot-seat curtain (1920 x 1080): heavy velvet drapes with a tasselled rope and a goblin peeking
    between them - nobody else looks while a hand is shown."""
    drape = A.vgrad("vel", "#7a1f3d", "#3d0b1d")
    folds = "".join(f'<path d="M{x},0 C{x + 30},300 {x - 30},700 {x + 10},1080" fill="none" stroke="#2a0714" '
                    f'stroke-width="16" opacity="0.5"/>' for x in range(60, 1920, 120))
    b = ['<rect width="1920" height="1080" fill="url(#vel)"/>', folds,
         '<path d="M960,0 L960,1080" stroke="#1a0410" stroke-width="14"/>',
         '<path d="M0,0 L1920,0 L1920,90 C1600,130 1280,70 960,120 C640,70 320,130 0,90 Z" fill="#c9a75a" '
         f'stroke="{INK}" stroke-width="6"/>',
         '<path d="M0,110 C300,160 600,100 960,150 C1320,100 1620,160 1920,110" fill="none" stroke="#8a6a2a" '
         'stroke-width="10"/>']
    for x in (120, 1800):  # tie-backs with tassels
        b.append(f'<path d="M{x - 60},560 C{x},600 {x + 60},600 {x + 90},560" fill="none" stroke="#e0b84a" '
                 f'stroke-width="16" stroke-linecap="round"/><rect x="{x + 10}" y="580" width="26" height="90" '
                 f'rx="8" fill="#e0b84a" stroke="{INK}" stroke-width="5"/>')
    b.append('<path d="M960,700 C900,760 900,960 960,1080 C1020,960 1020,760 960,700 Z" fill="#12030a"/>')
    b.append(A._goblin_head(960, 840, 70))  # peeking through the gap
    return A.svg(1920, 1080, "".join(b), drape)


def library() -> str:
    """The room round the board (1920 x 1080): dark stone walls, tall shelves at both sides, two torches and
    the Dark Lord's banner; the board (11 x 7 cells) is laid over the middle."""
    rnd = random.Random(12)
    b = ['<rect width="1920" height="1080" fill="#1e1b2a"/>']
    for row in range(0, 1080, 60):  # stone courses
        off = 0 if (row // 60) % 2 == 0 else 60
        for x in range(-off, 1920, 120):
            shade = rnd.choice(("#25212f", "#28243a", "#221e2c"))
            b.append(f'<rect x="{x + 3}" y="{row + 3}" width="114" height="54" rx="6" fill="{shade}"/>')
    for x0 in (0, 1700):  # shelves
        b.append(f'<rect x="{x0}" y="0" width="220" height="1080" fill="#3a2414" stroke="{INK}" stroke-width="6"/>')
        for y in range(20, 1080, 150):
            b.append(f'<rect x="{x0 + 10}" y="{y + 118}" width="200" height="14" fill="#6e4523"/>')
            pos = x0 + 16
            while pos < x0 + 200:
                w = rnd.uniform(14, 26)
                h = rnd.uniform(70, 110)
                if pos + w > x0 + 204:
                    break
                b.append(f'<rect x="{pos:.0f}" y="{y + 118 - h:.0f}" width="{w - 3:.0f}" height="{h:.0f}" rx="3" '
                         f'fill="{rnd.choice(SPINES)}" opacity="0.8"/>')
                pos += w
    for x in (470, 1450):  # torches (their glow shows past the board's top corners)
        b.append(f'<circle cx="{x}" cy="110" r="90" fill="#ff9a1f" opacity="0.12"/>')
        b.append(f'<rect x="{x - 10}" y="110" width="20" height="70" rx="4" fill="#5a3520" stroke="{INK}" '
                 'stroke-width="4"/>')
        b.append(f'<path d="M{x},60 C{x + 22},90 {x + 16},112 {x},114 C{x - 16},112 {x - 22},90 {x},60 Z" '
                 f'fill="#ffb02e" stroke="#d8541f" stroke-width="4"/>')
    b.append(f'<path d="M900,0 L1020,0 L1020,120 L960,96 L900,120 Z" fill="#5b2a80" stroke="{INK}" stroke-width="5"/>')
    b.append(head_icon("lord", 960, 44, 26))
    return A.svg(1920, 1080, "".join(b))


def files() -> dict[str, str]:
    out: dict[str, str] = {}
    for sym in SYMBOLS:
        out[f"cell_{sym}.svg"] = cell(sym)
        out[f"cell_{sym}_grey.svg"] = cell(sym, grey=True)
        out[f"penalty_{sym}.svg"] = penalty(sym)
    for sym in SYMBOLS + ("ball",):
        out[f"symbol_{sym}.svg"] = A.svg(128, 128, A.symbol(sym, 64, 64, 58, 5))
    for colour in A.GOBLINS:
        out[f"goblin_{colour}.svg"] = goblin(colour)
        out[f"goblin_tile_{colour}.svg"] = goblin_tile(colour)
    for n in (1, 2):
        out[f"step_{n}.svg"] = step_mark(n)
    for target in ("goblin", "lord"):
        for a, b in card_pairs():
            out[card_file(target, a, b)] = movement_card(target, a, b)
    for face in ("teleport", "spellbook", "trap", "back"):
        out[f"token_{face}.svg"] = token(face)
    out.update({
        "teleport.svg": teleport(), "start.svg": start_mark(), "shelf_h.svg": shelf(True),
        "shelf_v.svg": shelf(False), "desk.svg": desk(), "dark_lord.svg": dark_lord(),
        "dark_lord_portrait.svg": dark_lord_portrait(),
        "card_back.svg": card_back(), "penalty_back.svg": penalty_back(), "penalty_slots.svg": penalty_slots(),
        "spellbook_frame.svg": spellbook_frame(), "spellbook_back.svg": spellbook_back(),
        "magic_symbol.svg": A.svg(120, 120, magic_symbol()), "push_arrow.svg": push_arrow(),
        "broken.svg": broken(), "reflex.svg": reflex(), "curtain.svg": curtain(), "library.svg": library(),
    })
    for keys in PENALTY_KEYS.values():
        for key in keys:
            out[f"pen_{key}.svg"] = pictogram_file(A.penalty_pictogram(key), "#8e1d2c")
    for kind in SPELL_KINDS:
        out[f"spell_{kind}.svg"] = pictogram_file(A.spell_pictogram(kind), "#4a2a6a")
    return out


def main() -> None:
    write_files(OUT, files())


if __name__ == "__main__":
    main()
