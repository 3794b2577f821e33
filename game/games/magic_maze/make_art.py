"""Writes the Magic Maze SVG art into assets/images/magic_maze/ (run: python -m game.games.magic_maze.make_art).

What the scene composes from it (all seen from above, 128 px design units per cell):
- cells: cell_<kind>[_<colour>].svg for every cell kind of levels/magic_maze/mall.tsx (floor, hourglass,
  crystal_ball, camera, portal/item/exit x colour), opaque 128 x 128 squares;
- overlays on a cell: explore_<colour>.svg (points north; rotate for E/S/W; green ones carry the elf megaphone),
  entry_arrow.svg (the white arrow, points north), used.svg (the "used" marker), cross.svg (used camera / crystal
  ball, or a closed portal action);
- edges: wall.svg and orange_wall.svg (horizontal, 144 x 24: one cell edge plus the overlap at the corners;
  rotate 90 degrees for a vertical wall), escalator.svg (256 x 72, stretched from one end cell's centre to the
  other's);
- pieces: hero_<colour>.svg (dwarf, barbarian, mage, elf: colour AND silhouette AND symbol), item_/exit_/portal_
  <colour>.svg as loose icons, hourglass, camera, crystal_ball, megaphone, do_something (the red pawn), bell;
- emote_<name>.svg: scenario 12's sign-language bubbles (EMOTES);
- win.svg / lose.svg: the end pictures (800 x 400); backdrop.svg (a seamless 256 x 256 pattern behind the mall);
- the action tiles: act_<action>.svg buttons (north, east, south, west, portal, portal_off, escalator, explore) and
  action_tile.svg, the plate they sit on;
- thief_board_a.svg / thief_board_b.svg (slots at THIEF_SLOTS), sand_timer.svg with sand_top.svg / sand_bottom.svg
  (full bulbs on the same canvas: crop them to the sand level, see sand()), tile_back.svg (the face-down pile)."""
from __future__ import annotations

from pathlib import Path

from game.engine.svg_art import write_files
from game.games.magic_maze import art_shapes as A
from game.games.magic_maze.art_shapes import INK

OUT = Path(__file__).resolve().parents[3] / "assets" / "images" / "magic_maze"
COLOURS = tuple(A.HEROES)
CELL = 128
KINDS_PLAIN = ("floor", "hourglass", "crystal_ball", "camera")
KINDS_COLOURED = ("portal", "item", "exit")
THIEF_W, THIEF_H = 520, 220
THIEF_SLOTS = [(80 + 120 * i, 124) for i in range(4)]  # slot centres on the thief board, in COLOURS order

FLOOR, FLOOR_DARK, FLOOR_LINE = "#efe6d2", "#e2d6bd", "#c8b999"


# -- cells ----------------------------------------------------------------------------------------------------
def floor() -> str:
    """Mall floor: four marble slabs per cell, a faint sheen, a darker seam so cells can be counted."""
    b = [f'<rect width="{CELL}" height="{CELL}" fill="{FLOOR}"/>',
         f'<rect x="0" y="0" width="64" height="64" fill="{FLOOR_DARK}"/>',
         f'<rect x="64" y="64" width="64" height="64" fill="{FLOOR_DARK}"/>',
         f'<path d="M64,0 L64,128 M0,64 L128,64" stroke="{FLOOR_LINE}" stroke-width="2"/>',
         '<path d="M10,50 L50,10 M78,118 L118,78" stroke="#ffffff" stroke-width="5" opacity="0.35" '
         'stroke-linecap="round"/>',
         f'<rect x="1.5" y="1.5" width="125" height="125" fill="none" stroke="{FLOOR_LINE}" stroke-width="3"/>']
    return "".join(b)


def badge(colour: str, cx: float, cy: float, r: float) -> str:
    """The hero's symbol on a white disc: colour is never the only clue (portals, explore arrows, loose icons)."""
    return (f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#ffffff" stroke="{INK}" '
            f'stroke-width="{max(2.5, r * 0.16):.1f}"/>'
            + A.icon(A.HERO_SYMBOL[colour], cx, cy, r * 0.78, A.HEROES[colour][0], INK, 8))


def rug(colour: str, light: str) -> str:
    return (f'<circle cx="64" cy="64" r="54" fill="{light}" stroke="{colour}" stroke-width="6"/>'
            f'<circle cx="64" cy="64" r="44" fill="none" stroke="{colour}" stroke-width="2" '
            'stroke-dasharray="6 5" opacity="0.7"/>')


def cell(kind: str, colour: str | None = None) -> str:
    b = [floor()]
    if kind == "hourglass":
        b += [rug("#c98a1d", "#fbe7b5"), A.icon("hourglass", 64, 64, 40, "#e8b040")]
    elif kind == "crystal_ball":
        b += [rug("#4e6fc4", "#d7e1fa"), A.icon("crystal_ball", 64, 64, 42, "#7fa6f0")]
    elif kind == "camera":
        b += [rug("#555d6b", "#dfe3ea"), A.icon("camera", 64, 64, 42, "#c7ccd6")]
    elif kind == "portal":
        main, dark, light = A.HEROES[colour]
        b += [f'<circle cx="64" cy="64" r="58" fill="{light}"/>', A.icon("portal", 64, 64, 50, main, INK, 5),
              badge(colour, 64, 64, 21)]
    elif kind == "item":
        main, dark, light = A.HEROES[colour]
        b += [f'<rect x="10" y="10" width="108" height="108" rx="16" fill="{light}" stroke="{main}" '
              'stroke-width="6"/>',
              f'<ellipse cx="64" cy="100" rx="38" ry="10" fill="{dark}" opacity="0.35"/>',
              A.icon(A.ITEM_OF[colour], 64, 60, 42, main)]
    elif kind == "exit":
        b.append(exit_mark(colour))
    elif kind != "floor":
        raise ValueError(f"no cell kind {kind!r}")
    return A.svg(CELL, CELL, "".join(b))


def exit_mark(colour: str) -> str:
    """An exit: a dark doorway in hazard stripes of the hero's colour, the hero's symbol, an arrow out (north)."""
    main, dark, light = A.HEROES[colour]
    stripes = "".join(f'<path d="M{x},8 L{x + 16},8 L{x - 8},32 L{x - 24},32 Z" fill="{INK}"/>'
                      for x in (36, 68, 100))
    return (f'<rect x="6" y="6" width="116" height="116" rx="10" fill="{main}" stroke="{INK}" stroke-width="5"/>'
            f'{stripes}'
            f'<rect x="20" y="36" width="88" height="78" rx="8" fill="#2d2a33" stroke="{INK}" stroke-width="4"/>'
            f'<circle cx="64" cy="80" r="28" fill="#ffffff" stroke="{INK}" stroke-width="4"/>'
            + A.icon(A.HERO_SYMBOL[colour], 64, 80, 21, main, INK, 7)
            + f'<path d="M64,6 L84,30 L44,30 Z" fill="#ffffff" stroke="{INK}" stroke-width="4" '
              'stroke-linejoin="round"/>')


# -- overlays -------------------------------------------------------------------------------------------------
def explore(colour: str) -> str:
    """An explore cell's mark: a broad arrow in the hero colour pointing out of the tile (north), on a band of
    that colour at the edge; green ones carry the elf's megaphone (scenario 4 on)."""
    main, dark, light = A.HEROES[colour]
    b = [f'<rect x="0" y="0" width="128" height="22" fill="{main}" opacity="0.85"/>',
         A.icon("arrow", 64, 50, 40, main, INK, 6), badge(colour, 64, 66, 17)]
    if colour == "green":
        b += ['<circle cx="100" cy="100" r="24" fill="#ffffff" stroke="#26211d" stroke-width="4"/>',
              A.icon("megaphone", 100, 100, 18, main, INK, 7)]
    return A.svg(CELL, CELL, "".join(b))


def entry_arrow() -> str:
    return A.svg(CELL, CELL, A.icon("arrow", 64, 64, 44, "#ffffff", INK, 7))


def used_marker() -> str:
    return A.svg(CELL, CELL, f'<circle cx="64" cy="64" r="50" fill="#6d6a73" stroke="{INK}" stroke-width="6" '
                 'opacity="0.92"/>' + A.cross(64, 64, 26, "#f2efe8", 12))


def cross_file() -> str:
    return A.svg(CELL, CELL, A.cross(64, 64, 44))


def wall(orange: bool = False) -> str:
    """One cell edge of wall, horizontal (144 x 24: 128 + 8 of overlap each end so corners close)."""
    if not orange:
        return A.svg(144, 24, f'<rect x="2" y="2" width="140" height="20" rx="8" fill="#3c4250" stroke="{INK}" '
                     'stroke-width="3"/><rect x="8" y="5" width="128" height="5" rx="2.5" fill="#6c7487"/>')
    bricks = "".join(f'<path d="M{x},4 L{x},20" stroke="{INK}" stroke-width="2" opacity="0.5"/>'
                     for x in (22, 40, 104, 122))
    return A.svg(144, 24, f'<rect x="2" y="2" width="140" height="20" rx="8" fill="#ef7d22" stroke="{INK}" '
                 f'stroke-width="3"/>{bricks}<path d="M4,12 L140,12" stroke="{INK}" stroke-width="2" opacity="0.4"/>'
                 f'<path d="M56,23 L56,12 A16,9 0 0 1 88,12 L88,23 Z" fill="#2d2a33" stroke="{INK}" '
                 'stroke-width="2.5"/>')


def escalator() -> str:
    """A moving stair seen from above, 256 x 72: rails, treads, a chevron each way (it runs both ways)."""
    treads = "".join(f'<rect x="{x}" y="18" width="9" height="36" rx="2" fill="#9aa3b2"/>' for x in range(34, 222, 14))
    chev = ('<path d="M24,22 L10,36 L24,50" fill="none" stroke="#f6d32d" stroke-width="7" stroke-linecap="round" '
            'stroke-linejoin="round"/><path d="M232,22 L246,36 L232,50" fill="none" stroke="#f6d32d" '
            'stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>')
    return A.svg(256, 72, f'<rect x="4" y="8" width="248" height="56" rx="26" fill="#4a5161" stroke="{INK}" '
                 f'stroke-width="5"/><rect x="28" y="14" width="200" height="44" fill="#5d6577"/>{treads}'
                 f'<path d="M28,12 L228,12 M28,60 L228,60" stroke="#c8ced9" stroke-width="4"/>{chev}')


# -- heroes ---------------------------------------------------------------------------------------------------
def hero(colour: str) -> str:
    """A hero seen from above as a chunky pawn: a silhouette of its own (dwarf octagon with helmet horns,
    barbarian broad square, mage pointed hat, elf diamond with ears), its colour, and its symbol on a white badge."""
    return A.svg(128, 128, hero_body(colour))


def hero_body(colour: str) -> str:
    """The hero's drawing as an SVG fragment in a 128 x 128 box (see hero())."""
    main, dark, light = A.HEROES[colour]
    who = A.HERO_OF[colour]
    sw = 6
    s = f'fill="{main}" stroke="{INK}" stroke-width="{sw}" stroke-linejoin="round"'
    b = ['<ellipse cx="66" cy="70" rx="54" ry="52" fill="#000000" opacity="0.22"/>']
    if who == "dwarf":
        horn = "#f7efdd"
        b.append(f'<path d="M30,36 C14,30 8,14 14,4 C22,14 32,18 42,22 Z" fill="{horn}" stroke="{INK}" '
                 f'stroke-width="5" stroke-linejoin="round"/>')
        b.append(f'<path d="M98,36 C114,30 120,14 114,4 C106,14 96,18 86,22 Z" fill="{horn}" stroke="{INK}" '
                 f'stroke-width="5" stroke-linejoin="round"/>')
        pts = " ".join(f"{x:.1f},{y:.1f}" for x, y in (A.polar(64, 66, 56, 22.5 + 45 * k) for k in range(8)))
        b.append(f'<polygon points="{pts}" {s}/>')
    elif who == "barbarian":
        b.append(f'<rect x="10" y="14" width="108" height="104" rx="24" {s}/>')
        b.append(f'<path d="M22,20 L30,4 L40,16 L52,2 L64,14 L76,2 L88,16 L98,4 L106,20" fill="{dark}" '
                 f'stroke="{INK}" stroke-width="5" stroke-linejoin="round"/>')
    elif who == "mage":
        b.append(f'<path d="M64,2 C76,30 92,40 116,62 C122,92 98,122 64,122 C30,122 6,92 12,62 C36,40 52,30 64,2 Z" '
                 f'{s}/>')
        b.append(f'<polygon points="{A.star_points(64, 16, 9, 4)}" fill="#fcf0b0" stroke="{INK}" stroke-width="2.5"/>')
    elif who == "elf":
        b.append(f'<path d="M14,56 L0,38 L26,44 Z" fill="{light}" stroke="{INK}" stroke-width="5" '
                 'stroke-linejoin="round"/>')
        b.append(f'<path d="M114,56 L128,38 L102,44 Z" fill="{light}" stroke="{INK}" stroke-width="5" '
                 'stroke-linejoin="round"/>')
        b.append(f'<path d="M64,4 C80,20 120,50 118,66 C116,82 80,110 64,124 C48,110 12,82 10,66 C8,50 48,20 64,4 Z" '
                 f'{s}/>')
    b.append(f'<circle cx="64" cy="68" r="38" fill="#ffffff" stroke="{INK}" stroke-width="5"/>')
    b.append(A.icon(A.HERO_SYMBOL[colour], 64, 68, 32, main, INK, 7))
    return "".join(b)


def ending(won: bool) -> str:
    """The end picture (800 x 400): the four heroes leaping out with confetti, or stuck behind bars under a
    flashing siren."""
    b = [f'<rect x="4" y="4" width="792" height="392" rx="30" fill="{"#2f4a6d" if won else "#3b2a2a"}" '
         f'stroke="{INK}" stroke-width="8"/>']
    if won:
        rnd = __import__("random").Random(8)
        for _ in range(60):
            x, y, c = rnd.uniform(30, 770), rnd.uniform(30, 370), rnd.choice([v[0] for v in A.HEROES.values()])
            b.append(f'<rect x="{x:.0f}" y="{y:.0f}" width="12" height="6" fill="{c}" '
                     f'transform="rotate({rnd.uniform(0, 180):.0f} {x:.0f} {y:.0f})"/>')
        for k in range(3):
            b.append(f'<polygon points="{A.star_points(120 + k * 280, 70, 26, 11)}" fill="#f6d32d" stroke="{INK}" '
                     'stroke-width="4"/>')
    else:
        b.append(f'<ellipse cx="400" cy="50" rx="60" ry="34" fill="#e2392c" stroke="{INK}" stroke-width="6"/>')
        b.append('<path d="M300,40 L200,10 L200,70 Z M500,40 L600,10 L600,70 Z" fill="#e2392c" opacity="0.35"/>')
    for i, colour in enumerate(COLOURS):
        x, y = 80 + i * 170, (150 - (30 if i % 2 else 0)) if won else 170
        b.append(f'<g transform="translate({x},{y}) scale(1.3) rotate({(-12 if i % 2 else 12) if won else 0} 64 64)">'
                 f'{hero_body(colour)}</g>')
    if not won:
        for x in range(40, 780, 60):
            b.append(f'<rect x="{x}" y="110" width="16" height="282" rx="6" fill="#8b919c" stroke="{INK}" '
                     'stroke-width="4"/>')
        b.append(f'<rect x="20" y="100" width="760" height="22" rx="8" fill="#6d7380" stroke="{INK}" '
                 'stroke-width="5"/>')
    return A.svg(800, 400, "".join(b))


def loose_icon(name: str, colour: str, bg: str | None = None) -> str:
    b = [f'<circle cx="64" cy="64" r="60" fill="{bg}" stroke="{INK}" stroke-width="5"/>'] if bg else []
    b.append(A.icon(name, 64, 64, 46 if bg else 58, colour))
    return A.svg(128, 128, "".join(b))


# -- action tiles ---------------------------------------------------------------------------------------------
BUTTON_BG, BUTTON_RIM, BUTTON_ICON = "#2f4a6d", "#1b2c44", "#fdf6e3"


def action_icon(action: str) -> str:
    b = [f'<rect x="4" y="4" width="120" height="120" rx="22" fill="{BUTTON_BG}" stroke="{INK}" stroke-width="5"/>',
         '<rect x="12" y="12" width="104" height="104" rx="16" fill="none" stroke="#5d7aa3" stroke-width="3"/>']
    turns = {"north": 0, "east": 90, "south": 180, "west": 270}
    if action in turns:
        b.append(A.rotated(A.icon("arrow", 64, 64, 44, BUTTON_ICON, INK, 6), turns[action], 64, 64))
    elif action in ("portal", "portal_off"):
        b.append(A.icon("portal", 64, 64, 44, "#7e8ea8", INK, 5))
        if action == "portal_off":
            b.append(A.cross(64, 64, 38, "#e2392c", 12))
    elif action == "escalator":
        b.append(A.icon("escalator", 64, 64, 46, BUTTON_ICON, INK, 6))
    elif action == "explore":
        b.append(A.icon("explore", 64, 64, 46, "#2f4a6d", INK, 5))
    else:
        raise ValueError(action)
    return A.svg(128, 128, "".join(b))


def action_tile() -> str:
    """The plate an action tile's icons sit on (the scene lays act_*.svg on it), with a north notch at the top."""
    return A.svg(320, 320, f'<rect x="6" y="14" width="308" height="300" rx="28" fill="#e9dcc0" stroke="{INK}" '
                 'stroke-width="6"/><rect x="20" y="28" width="280" height="272" rx="18" fill="#d8c7a3"/>'
                 f'<path d="M140,16 L160,2 L180,16 Z" fill="#e23b2e" stroke="{INK}" stroke-width="4" '
                 'stroke-linejoin="round"/>')


# -- boards and pawns -----------------------------------------------------------------------------------------
def thief_board(side: str) -> str:
    """Side A: four item slots (the heist); side B: red alarm stripes and four exit slots (the escape)."""
    a = side == "a"
    base, rim = ("#3a5a7c", "#22384f") if a else ("#7c2e2e", "#4d1919")
    b = [f'<rect x="4" y="4" width="{THIEF_W - 8}" height="{THIEF_H - 8}" rx="24" fill="{base}" stroke="{INK}" '
         'stroke-width="6"/>',
         f'<rect x="18" y="18" width="{THIEF_W - 36}" height="{THIEF_H - 36}" rx="14" fill="none" stroke="{rim}" '
         'stroke-width="4"/>']
    if a:
        b.append(A.icon("hourglass", 44, 40, 18, "#e8b040"))
        b.append(f'<path d="M70,40 L{THIEF_W - 30},40" stroke="#6f8fb3" stroke-width="4" stroke-dasharray="10 8"/>')
    else:
        for x in range(20, THIEF_W - 20, 40):
            b.append(f'<path d="M{x},24 L{x + 20},24 L{x + 8},48 L{x - 12},48 Z" fill="#f6d32d" opacity="0.85"/>')
        b.append(A.icon("bell", 40, 36, 20, "#f6d32d"))
    for (cx, cy), colour in zip(THIEF_SLOTS, COLOURS):
        main, dark, light = A.HEROES[colour]
        b.append(f'<circle cx="{cx}" cy="{cy}" r="48" fill="{light}" stroke="{main}" stroke-width="8"/>')
        b.append(f'<circle cx="{cx}" cy="{cy}" r="48" fill="none" stroke="{INK}" stroke-width="3"/>')
        sym = A.ITEM_OF[colour] if a else A.HERO_SYMBOL[colour]
        b.append(f'<g opacity="0.55">{A.icon(sym, cx, cy, 30, main)}</g>')
    return A.svg(THIEF_W, THIEF_H, "".join(b))


def sand_timer() -> str:
    """The sand timer's frame and empty glass (G = art_shapes.GLASS; the scene pours the sand in)."""
    g = A.GLASS
    w, h = g["w"], g["h"]
    x0, x1 = w / 2 - g["half_width"] * w, w / 2 + g["half_width"] * w
    yt, yn, yb = g["top_y"] * h, g["neck_y"] * h, g["bottom_y"] * h
    nx0, nx1 = w / 2 - g["neck_half_width"] * w, w / 2 + g["neck_half_width"] * w
    glass = (f'M{x0},{yt} L{x1},{yt} C{x1},{yn - 50} {nx1},{yn - 14} {nx1},{yn} C{nx1},{yn + 14} {x1},{yn + 50} '
             f'{x1},{yb} L{x0},{yb} C{x0},{yn + 50} {nx0},{yn + 14} {nx0},{yn} C{nx0},{yn - 14} {x0},{yn - 50} '
             f'{x0},{yt} Z')
    wood = A.vgrad("wd", "#c98f55", "#8a5528")
    b = [f'<path d="{glass}" fill="#eaf5ff" fill-opacity="0.35" stroke="{INK}" stroke-width="5"/>',
         f'<path d="M{x0 + 10},{yt + 14} C{x0 + 12},{yn - 60} {nx0 + 4},{yn - 24} {nx0 + 2},{yn - 10}" fill="none" '
         'stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.7"/>',
         f'<rect x="16" y="8" width="{w - 32}" height="{yt - 6}" rx="8" fill="url(#wd)" stroke="{INK}" '
         'stroke-width="5"/>',
         f'<rect x="16" y="{yb - 2}" width="{w - 32}" height="{h - yb - 6}" rx="8" fill="url(#wd)" '
         f'stroke="{INK}" stroke-width="5"/>',
         f'<rect x="18" y="{yt}" width="10" height="{yb - yt}" fill="#8a5528" stroke="{INK}" stroke-width="4"/>',
         f'<rect x="{w - 28}" y="{yt}" width="10" height="{yb - yt}" fill="#8a5528" stroke="{INK}" '
         'stroke-width="4"/>']
    return A.svg(w, h, "".join(b), wood)


def _glass_paths() -> tuple[str, str, dict]:
    """The glass outline (one path) and the geometry in picture units."""
    g = A.GLASS
    w, h = g["w"], g["h"]
    geo = {"x0": w / 2 - g["half_width"] * w, "x1": w / 2 + g["half_width"] * w, "yt": g["top_y"] * h,
           "yn": g["neck_y"] * h, "yb": g["bottom_y"] * h, "nx0": w / 2 - g["neck_half_width"] * w,
           "nx1": w / 2 + g["neck_half_width"] * w}
    x0, x1, yt, yn, yb, nx0, nx1 = (geo[k] for k in ("x0", "x1", "yt", "yn", "yb", "nx0", "nx1"))
    top = (f'M{x0},{yt} L{x1},{yt} C{x1},{yn - 50} {nx1},{yn - 14} {nx1},{yn} L{nx0},{yn} '
           f'C{nx0},{yn - 14} {x0},{yn - 50} {x0},{yt} Z')
    bottom = (f'M{nx0},{yn} L{nx1},{yn} C{nx1},{yn + 14} {x1},{yn + 50} {x1},{yb} L{x0},{yb} '
              f'C{x0},{yn + 50} {nx0},{yn + 14} {nx0},{yn} Z')
    return top, bottom, geo


def sand(half: str) -> str:
    """A bulb brim-full of sand, on the sand timer's canvas: the scene shows the part that holds sand now (the
    top bulb's lower part, cropped from a level down to the neck; the bottom bulb's pile, from a level down to
    the base) and blits it over sand_timer.svg."""
    top, bottom, geo = _glass_paths()
    grad = A.vgrad("sd", "#f7d27a", "#d99a2b")
    path = top if half == "top" else bottom
    return A.svg(A.GLASS["w"], A.GLASS["h"], f'<path d="{path}" fill="url(#sd)"/>', grad)


def tile_back() -> str:
    """The back of a mall tile (the face-down pile): a 4 x 4 grid under a blue-grey wash with a keyhole."""
    cells = "".join(f'<rect x="{16 + 120 * (i % 4)}" y="{16 + 120 * (i // 4)}" width="112" height="112" rx="10" '
                    f'fill="#3f5676" opacity="{0.55 if (i + i // 4) % 2 else 0.75}"/>' for i in range(16))
    return A.svg(512, 512, f'<rect x="4" y="4" width="504" height="504" rx="26" fill="#2a3b55" stroke="{INK}" '
                 f'stroke-width="8"/>{cells}'
                 f'<circle cx="256" cy="236" r="54" fill="#f6d32d" stroke="{INK}" stroke-width="8"/>'
                 f'<path d="M236,250 L226,320 L286,320 L276,250 Z" fill="#f6d32d" stroke="{INK}" stroke-width="8" '
                 'stroke-linejoin="round"/><circle cx="256" cy="236" r="20" fill="#2a3b55"/>'
                 '<path d="M248,244 L244,300 L268,300 L264,244 Z" fill="#2a3b55"/>')


def do_something() -> str:
    """The red "Do something!" pawn, side view, with a big exclamation mark on its body."""
    red = A.vgrad("rp", "#f0554a", "#b41e16")
    b = ['<ellipse cx="60" cy="150" rx="48" ry="8" fill="#000000" opacity="0.25"/>',
         f'<path d="M16,148 C16,130 30,124 40,118 C30,104 28,84 40,72 C28,64 28,38 44,26 C52,20 68,20 76,26 '
         f'C92,38 92,64 80,72 C92,84 90,104 80,118 C90,124 104,130 104,148 Z" fill="url(#rp)" stroke="{INK}" '
         'stroke-width="6" stroke-linejoin="round"/>',
         '<path d="M48,34 C54,28 62,28 66,30" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" '
         'opacity="0.7"/>',
         f'<rect x="51" y="70" width="18" height="44" rx="9" fill="#ffffff" stroke="{INK}" stroke-width="4"/>',
         f'<circle cx="60" cy="128" r="9" fill="#ffffff" stroke="{INK}" stroke-width="4"/>']
    return A.svg(120, 160, "".join(b), red)


def backdrop() -> str:
    """What lies beyond the mall's tiles: a seamless 256 x 256 night-blue pattern of faint floor-plan lines and
    sparkles (tile it behind the mall; it scrolls with the camera)."""
    b = ['<rect width="256" height="256" fill="#1c2436"/>',
         '<path d="M0,64 L256,64 M0,192 L256,192 M64,0 L64,256 M192,0 L192,256" stroke="#243049" stroke-width="3"/>',
         '<path d="M0,128 L256,128 M128,0 L128,256" stroke="#2a3855" stroke-width="5"/>']
    for x, y, r in ((40, 30, 4), (170, 90, 3), (96, 210, 5), (226, 170, 3), (20, 150, 3)):
        b.append(f'<polygon points="{A.star_points(x, y, r * 2, r * 0.7, 4, 0)}" fill="#8fa6cf" opacity="0.5"/>')
    return A.svg(256, 256, "".join(b))


EMOTES = ("look", "hurry", "wait", "yes", "no", "here")


def emote(name: str) -> str:
    """A sign-language bubble for scenario 12 (talking only by gestures), 128 x 128: a speech bubble with a
    pictogram - look (an eye), hurry (a lightning bolt), wait (a raised hand), yes (a tick), no (a cross),
    here (a map pin)."""
    b = [f'<path d="M64,6 C98,6 122,28 122,56 C122,84 98,104 64,104 C56,104 48,103 42,100 L18,120 L24,92 '
         f'C12,82 6,70 6,56 C6,28 30,6 64,6 Z" fill="#ffffff" stroke="{INK}" stroke-width="6" '
         'stroke-linejoin="round"/>']
    if name == "look":
        b.append(f'<path d="M24,56 C40,30 88,30 104,56 C88,82 40,82 24,56 Z" fill="#ffffff" stroke="{INK}" '
                 f'stroke-width="6"/><circle cx="64" cy="56" r="15" fill="#2f6fd6" stroke="{INK}" stroke-width="4"/>'
                 f'<circle cx="64" cy="56" r="6" fill="{INK}"/>')
    elif name == "hurry":
        b.append(f'<polygon points="72,14 38,62 60,62 50,98 92,44 68,44 82,14" fill="#f6d32d" stroke="{INK}" '
                 'stroke-width="5" stroke-linejoin="round"/>')
    elif name == "wait":
        b.append(f'<path d="M44,84 L44,50 C44,44 52,44 52,50 L52,62 L52,28 C52,22 60,22 60,28 L60,60 L60,24 '
                 f'C60,18 68,18 68,24 L68,60 L68,30 C68,24 76,24 76,30 L76,70 C76,84 68,94 58,94 C50,94 44,90 44,84 '
                 f'Z" fill="#f4c9a2" stroke="{INK}" stroke-width="4" stroke-linejoin="round"/>')
    elif name == "yes":
        b.append(f'<path d="M34,56 L56,78 L96,32" fill="none" stroke="{INK}" stroke-width="20" '
                 'stroke-linecap="round" stroke-linejoin="round"/><path d="M34,56 L56,78 L96,32" fill="none" '
                 'stroke="#1f9a66" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>')
    elif name == "no":
        b.append(A.cross(64, 56, 26, "#e2392c", 11))
    elif name == "here":
        b.append(f'<path d="M64,96 C48,72 38,60 38,44 C38,28 50,18 64,18 C78,18 90,28 90,44 C90,60 80,72 64,96 Z" '
                 f'fill="#e2392c" stroke="{INK}" stroke-width="5" stroke-linejoin="round"/>'
                 f'<circle cx="64" cy="44" r="11" fill="#ffffff" stroke="{INK}" stroke-width="3"/>')
    else:
        raise ValueError(name)
    return A.svg(128, 128, "".join(b))


def files() -> dict[str, str]:
    out: dict[str, str] = {}
    for kind in KINDS_PLAIN:
        out[f"cell_{kind}.svg"] = cell(kind)
    for kind in KINDS_COLOURED:
        for c in COLOURS:
            out[f"cell_{kind}_{c}.svg"] = cell(kind, c)
    for c in COLOURS:
        main, dark, light = A.HEROES[c]
        out[f"hero_{c}.svg"] = hero(c)
        out[f"explore_{c}.svg"] = explore(c)
        out[f"item_{c}.svg"] = loose_icon(A.ITEM_OF[c], main, light)
        out[f"portal_{c}.svg"] = A.svg(128, 128, A.icon("portal", 64, 64, 60, main, INK, 4) + badge(c, 64, 64, 24))
        out[f"exit_{c}.svg"] = A.svg(128, 128, exit_mark(c))
    out.update({
        "entry_arrow.svg": entry_arrow(), "used.svg": used_marker(), "cross.svg": cross_file(),
        "wall.svg": wall(False), "orange_wall.svg": wall(True), "escalator.svg": escalator(),
        "hourglass.svg": loose_icon("hourglass", "#e8b040"), "camera.svg": loose_icon("camera", "#c7ccd6"),
        "crystal_ball.svg": loose_icon("crystal_ball", "#7fa6f0"),
        "megaphone.svg": loose_icon("megaphone", A.HEROES["green"][0], "#ffffff"),
        "bell.svg": loose_icon("bell", "#f6d32d"), "do_something.svg": do_something(),
        "action_tile.svg": action_tile(), "thief_board_a.svg": thief_board("a"),
        "thief_board_b.svg": thief_board("b"), "sand_timer.svg": sand_timer(),
        "backdrop.svg": backdrop(), "win.svg": ending(True), "lose.svg": ending(False),
        "sand_top.svg": sand("top"), "sand_bottom.svg": sand("bottom"), "tile_back.svg": tile_back(),
    })
    for name in EMOTES:
        out[f"emote_{name}.svg"] = emote(name)
    for action in ("north", "east", "south", "west", "portal", "portal_off", "escalator", "explore"):
        out[f"act_{action}.svg"] = action_icon(action)
    return out


def main() -> None:
    write_files(OUT, files())


if __name__ == "__main__":
    main()
