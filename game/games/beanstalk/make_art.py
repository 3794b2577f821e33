"""Writes the Jack & the Beanstalk SVG art into assets/images/beanstalk/ (run: python -m game.games.beanstalk.make_art).

Pieces are drawn on their physics outlines (art_shapes.piece_def, from game/physics/shapes.py at the sizes of
game/games/beanstalk/pieces.py): each piece picture covers art_shapes.piece_box(kind) in the body's design frame
(mm, y up), so the scene scales it to that box and rotates it with the body; art_shapes.centre_offset(kind)
says where the picture's centre sits from the body's centre of mass (where the physics keeps the body). Files:
- pieces: die_<face>.svg (eye, extra, treasure, trunk, blank: the face turned to the viewer), trunk.svg,
  treasure_<colour>.svg (a cloud in a player colour with the player's symbol), castle.svg, axe.svg;
- the world: sky_low.svg, sky_high.svg (1920 x 1080 backdrops, blended as the camera climbs), cloud_bank.svg
  (the clouds round the giant's castle, 1920 x 540), table.svg (1600 x 240 mm, TABLE_TOP_Y = mm from its top
  edge to the table top the foot die stands on; the round board sits in the middle), giant_asleep/awake.svg;
- cards: card_<colour>_<n>.svg (n = 1..7: number, dice to roll, colour symbol), card_back.svg, power_<n>.svg
  (the card-powers variant's icons), gold_back.svg and gold_<10|15|20>.svg;
- tokens and hands: seat_<colour>.svg (a player's badge: colour and symbol), axe_token_<colour>.svg,
  bean.svg, eye_token.svg, hand_open.svg, hand_grab.svg, collapse.svg."""
from __future__ import annotations

import random
from pathlib import Path

from game.engine.svg_art import write_files
from game.games.beanstalk import art_shapes as A
from game.games.beanstalk.art_shapes import INK

OUT = Path(__file__).resolve().parents[3] / "assets" / "images" / "beanstalk"
COLOURS = tuple(A.PLAYERS)
FACES = ("eye", "extra", "treasure", "trunk", "blank")
DICE_PER_CARD = {1: 1, 2: 1, 3: 2, 4: 2, 5: 2, 6: 3, 7: 3}  # the spec's project decision
TABLE_W, TABLE_H, TABLE_TOP_Y = 1600, 240, 40


def _union(kind: str, fill_of, stroke: float) -> str:
    """Every part's outline stroked in ink first, then filled on top: the union's edge shows, inner seams don't."""
    parts = A.piece_def(kind).parts
    ink = "".join(f'<path d="{A.outline_path(p.outline())}" fill="{INK}" stroke="{INK}" stroke-width="{stroke * 2}" '
                  'stroke-linejoin="round"/>' for p in parts)
    fill = "".join(f'<path d="{A.outline_path(p.outline())}" fill="{fill_of(p)}"/>' for p in parts)
    return ink + fill


# -- pieces ---------------------------------------------------------------------------------------------------
def die(face: str) -> str:
    box = A.piece_box("die")
    shade = A.vgrad("dg", A.DIE_LIGHT, A.DIE_GREEN)
    b = [_union("die", lambda p: "url(#dg)", 1.4),
         '<rect x="-16" y="-16" width="32" height="32" rx="5" fill="#ffffff" opacity="0.12"/>',
         A.die_face(face, 0, 0, 17)]
    return A.svg_box(box, "".join(b), shade)


def trunk() -> str:
    box = A.piece_box("trunk")
    shade = ('<linearGradient id="tg" x1="0%" y1="0%" x2="100%" y2="0%">'
             f'<stop offset="0%" stop-color="{A.TRUNK_DARK}"/><stop offset="35%" stop-color="{A.TRUNK_LIGHT}"/>'
             f'<stop offset="100%" stop-color="{A.TRUNK_DARK}"/></linearGradient>')
    b = [_union("trunk", lambda p: "url(#tg)", 1.4)]
    for y in (-40, -14, 12, 38):  # bark rings, curved as on a cylinder
        b.append(f'<path d="M-21,{y} C-10,{y + 5} 10,{y + 5} 21,{y}" fill="none" stroke="{A.TRUNK_DARK}" '
                 'stroke-width="1.6" opacity="0.8"/>')
    b.append('<path d="M-4,-30 C6,-36 14,-30 16,-24 C8,-20 0,-22 -4,-30 Z" fill="#b5e384" stroke="#2b1d14" '
             'stroke-width="1"/>')
    b.append('<path d="M4,22 C-6,16 -14,22 -16,28 C-8,32 0,30 4,22 Z" fill="#b5e384" stroke="#2b1d14" '
             'stroke-width="1"/>')
    b.append('<ellipse cx="0" cy="-52" rx="19" ry="3" fill="#d9c58a" stroke="#2b1d14" stroke-width="1"/>')
    return A.svg_box(box, "".join(b), shade)


def treasure(colour: str) -> str:
    main, dark, light = A.PLAYERS[colour]
    box = A.piece_box("treasure")
    shade = A.vgrad("cg", light, main)
    b = [_union("treasure", lambda p: "url(#cg)", 1.4),
         # puffs drawn inside the outline (the body stays flat-topped so the next piece can rest on it)
         '<path d="M-44,-2 A9,9 0 0 1 -30,-12 A11,11 0 0 1 -12,-17 M12,-17 A11,11 0 0 1 30,-12 A9,9 0 0 1 44,-2" '
         'fill="none" stroke="#ffffff" stroke-width="2.6" stroke-linecap="round" opacity="0.75"/>',
         f'<path d="M-40,8 A8,8 0 0 0 -26,14 M26,14 A8,8 0 0 0 40,8" fill="none" stroke="{dark}" stroke-width="1.6" '
         'stroke-linecap="round" opacity="0.6"/>',
         f'<circle cx="0" cy="1" r="15" fill="#fffaf0" stroke="{INK}" stroke-width="1.4"/>',
         A.player_symbol(colour, 0, 1.5, 10, 1.3)]
    return A.svg_box(box, "".join(b), shade)


def castle() -> str:
    box = A.piece_box("castle")
    stone = {"roof": "#c9463b", "plinth": "#8b8f99", "keep": "#b8bcc6"}
    b = [_union("castle", lambda p: stone.get(p.tag, "#cfd2d9"), 1.6)]
    # stone courses on the wall and towers, windows, a door, a flag on each roof
    for y in (-24, -12, 0):
        b.append(f'<path d="M-44,{-y} L44,{-y}" stroke="#9aa0ab" stroke-width="1"/>')
    for x in (-49, 49):
        b.append(f'<path d="M{x - 8},-18 L{x - 8},-28 A8,8 0 0 1 {x + 8},-28 L{x + 8},-18 Z" fill="#3b3550" '
                 f'stroke="{INK}" stroke-width="1.2"/>')
        b.append(f'<rect x="{x - 5}" y="8" width="10" height="12" rx="5" fill="#f3c21b" stroke="{INK}" '
                 'stroke-width="1.2"/>')
        b.append(f'<path d="M{x - 16},-54 L{x + 16},-54" stroke="{INK}" stroke-width="1.2"/>')
    b.append(f'<path d="M-12,32 L-12,14 A12,12 0 0 1 12,14 L12,32 Z" fill="#6b4423" stroke="{INK}" '
             'stroke-width="1.4"/>')
    b.append(f'<rect x="-8" y="-38" width="16" height="12" rx="6" fill="#f3c21b" stroke="{INK}" stroke-width="1.2"/>')
    for x in (-16, -4, 8):
        b.append(f'<rect x="{x}" y="-46" width="8" height="5" fill="#9aa0ab"/>')
    return A.svg_box(box, "".join(b))


def axe() -> str:
    box = A.piece_box("axe")
    shade = A.vgrad("bl", "#eef1f5", "#8c96a5")
    b = [_union("axe", lambda p: "url(#bl)" if p.tag == "blade" else "#b07a45", 1.4),
         '<path d="M-70,-1 L40,-1" stroke="#d7a56e" stroke-width="2" stroke-linecap="round"/>',
         '<path d="M-74,-6 L-60,-6 L-60,6 L-74,6" fill="#6e4523"/>',
         '<path d="M50,40 L84,40" stroke="#ffffff" stroke-width="2" opacity="0.8"/>']
    return A.svg_box(box, "".join(b), shade)


# -- the world ------------------------------------------------------------------------------------------------
def _cloud_puff(cx: float, cy: float, w: float, fill: str = "#ffffff", shade: str = "#d8e4f2",
                stroke: str | None = None) -> str:
    h = w * 0.42
    d = (f"M{cx - w / 2:.1f},{cy:.1f} C{cx - w / 2:.1f},{cy - h * 0.6:.1f} {cx - w * 0.3:.1f},{cy - h * 0.7:.1f} "
         f"{cx - w * 0.2:.1f},{cy - h * 0.55:.1f} C{cx - w * 0.15:.1f},{cy - h * 1.2:.1f} {cx + w * 0.15:.1f},"
         f"{cy - h * 1.25:.1f} {cx + w * 0.18:.1f},{cy - h * 0.7:.1f} C{cx + w * 0.3:.1f},{cy - h * 0.9:.1f} "
         f"{cx + w / 2:.1f},{cy - h * 0.6:.1f} {cx + w / 2:.1f},{cy:.1f} Z")
    st = f' stroke="{stroke}" stroke-width="4"' if stroke else ""
    return (f'<path d="{d}" fill="{fill}"{st}/>'
            f'<path d="M{cx - w / 2 + 6:.1f},{cy - 3:.1f} L{cx + w / 2 - 6:.1f},{cy - 3:.1f}" stroke="{shade}" '
            'stroke-width="8" stroke-linecap="round"/>')


def sky(high: bool) -> str:
    top, bottom = ("#1f3f86", "#6fa3e0") if high else ("#6fb0ea", "#d8eefb")
    rnd = random.Random(5 if high else 3)
    b = ['<rect width="1920" height="1080" fill="url(#sky)"/>']
    if high:
        for _ in range(40):  # a few early stars up high
            x, y = rnd.uniform(0, 1920), rnd.uniform(0, 500)
            b.append(f'<polygon points="{A.star_points(x, y, 7, 2.5, 4, 0)}" fill="#fff6c8" opacity="0.7"/>')
    for _ in range(9):
        x, y, w = rnd.uniform(80, 1840), rnd.uniform(120, 1000), rnd.uniform(180, 380)
        b.append(f'<g opacity="{0.75 if high else 0.95}">{_cloud_puff(x, y, w)}</g>')
    if not high:  # far hills at the bottom of the low sky, seen through the window behind the table
        b.append('<path d="M0,1080 L0,900 C200,840 380,860 560,910 C760,820 980,830 1180,900 C1400,840 1640,850 '
                 '1920,900 L1920,1080 Z" fill="#8cc084" opacity="0.8"/>')
        b.append('<path d="M0,1080 L0,970 C300,920 600,960 900,990 C1200,930 1560,950 1920,980 L1920,1080 Z" '
                 'fill="#6aa865" opacity="0.9"/>')
    return A.svg(1920, 1080, "".join(b), A.vgrad("sky", top, bottom))


def cloud_bank() -> str:
    """The clouds the giant lives on, with his castle far off: a band the stalk rises into (1920 x 540)."""
    b = ['<path d="M760,330 L760,170 L800,170 L800,130 L780,130 L820,70 L860,130 L840,130 L840,170 L900,170 L900,110 '
         'L880,110 L930,30 L980,110 L960,110 L960,170 L1020,170 L1020,130 L1000,130 L1040,70 L1080,130 L1060,130 '
         'L1060,170 L1100,170 L1100,330 Z" fill="#8b86a8" stroke="#5f5a7c" stroke-width="5" '
         'stroke-linejoin="round"/>',
         '<path d="M910,330 L910,260 A20,20 0 0 1 950,260 L950,330 Z" fill="#4c4766"/>',
         '<rect x="820" y="200" width="16" height="26" rx="8" fill="#f3d36b"/>',
         '<rect x="1024" y="200" width="16" height="26" rx="8" fill="#f3d36b"/>',
         '<path d="M930,30 L930,0 L970,10 L930,20" fill="#d8392f" stroke="#5f5a7c" stroke-width="3"/>']
    rnd = random.Random(11)
    for row, (y, shade) in enumerate(((330, "#e4ecf7"), (400, "#f4f8fd"), (470, "#ffffff"))):
        x = -120 + row * 60
        while x < 2040:
            w = rnd.uniform(220, 360)
            b.append(_cloud_puff(x + w / 2, y + rnd.uniform(-20, 20), w, "#ffffff" if row == 2 else shade,
                                 "#d3dfee"))
            x += w * 0.7
    b.append('<rect x="0" y="470" width="1920" height="70" fill="#ffffff"/>')
    return A.svg(1920, 540, "".join(b))


def table() -> str:
    """The table and the round board, side on, in mm (1600 wide; the table top is y = TABLE_TOP_Y)."""
    t = TABLE_TOP_Y
    wood = A.vgrad("tw", "#b0733d", "#7a4a22")
    board = A.vgrad("bd", "#7cc060", "#3f8a36")
    # the table top seen slightly from above, then its front edge
    b = [f'<path d="M0,{t - 16} L1600,{t - 16} L1600,{t} L0,{t} Z" fill="#c58a52"/>',
         f'<rect x="0" y="{t}" width="1600" height="40" fill="url(#tw)" stroke="{INK}" stroke-width="3"/>',
         f'<path d="M0,{t + 14} L1600,{t + 14}" stroke="#5b3416" stroke-width="2" opacity="0.5"/>',
         f'<rect x="120" y="{t + 40}" width="44" height="{TABLE_H - t - 40}" fill="#7a4a22" stroke="{INK}" '
         'stroke-width="3"/>',
         f'<rect x="1436" y="{t + 40}" width="44" height="{TABLE_H - t - 40}" fill="#7a4a22" stroke="{INK}" '
         'stroke-width="3"/>',
         # the round board: its top face as a flat ellipse the dice stand on, its rim below
         f'<path d="M540,{t - 8} L540,{t + 2} C560,{t + 12} 1040,{t + 12} 1060,{t + 2} L1060,{t - 8} Z" '
         f'fill="#2f6b2a" stroke="{INK}" stroke-width="2.5"/>',
         f'<ellipse cx="800" cy="{t - 8}" rx="260" ry="12" fill="url(#bd)" stroke="{INK}" stroke-width="2.5"/>',
         f'<ellipse cx="800" cy="{t - 8}" rx="200" ry="8" fill="none" stroke="#cde8a8" stroke-width="2" '
         'stroke-dasharray="10 8"/>',
         f'<ellipse cx="800" cy="{t - 8}" rx="34" ry="4" fill="#5a3a1e" opacity="0.5"/>']
    return A.svg(TABLE_W, TABLE_H, "".join(b), wood + board)


def giant(awake: bool) -> str:
    """The giant peeking over his clouds (600 x 420): asleep with a nightcap and Zs, or awake and cross."""
    skin, hair = "#f1c09a", "#8a4b22"
    b = [f'<ellipse cx="300" cy="250" rx="190" ry="170" fill="{hair}" stroke="{INK}" stroke-width="8"/>',  # hair
         f'<ellipse cx="118" cy="240" rx="34" ry="48" fill="{skin}" stroke="{INK}" stroke-width="7"/>',
         f'<ellipse cx="482" cy="240" rx="34" ry="48" fill="{skin}" stroke="{INK}" stroke-width="7"/>',
         f'<ellipse cx="300" cy="240" rx="160" ry="150" fill="{skin}" stroke="{INK}" stroke-width="8"/>',
         f'<path d="M160,300 C170,420 430,420 440,300 C400,340 200,340 160,300 Z" fill="{hair}" stroke="{INK}" '
         'stroke-width="7" stroke-linejoin="round"/>',  # beard
         f'<ellipse cx="300" cy="270" rx="36" ry="30" fill="#e59a78" stroke="{INK}" stroke-width="7"/>']  # nose
    if awake:
        b += [A.eye(230, 210, 44, "#c0392b"), A.eye(370, 210, 44, "#c0392b"),
              f'<path d="M176,150 L270,178 M424,150 L330,178" stroke="{INK}" stroke-width="18" '
              'stroke-linecap="round"/>',
              f'<path d="M236,320 C260,300 340,300 364,320 C350,372 250,372 236,320 Z" fill="#5a1d1d" '
              f'stroke="{INK}" stroke-width="7" stroke-linejoin="round"/>',
              '<path d="M252,318 L262,334 L272,316 M328,316 L338,334 L348,318" fill="#ffffff" stroke="#2b1d14" '
              'stroke-width="3" stroke-linejoin="round"/>']
        for x, y, a in ((70, 120, -30), (530, 120, 30), (300, 40, 0)):  # shock lines
            b.append(f'<path d="M{x},{y} l0,-44" transform="rotate({a} {x} {y})" stroke="{INK}" stroke-width="10" '
                     'stroke-linecap="round"/>')
    else:
        b += [A.eye(230, 214, 44, closed=True), A.eye(370, 214, 44, closed=True),
              f'<path d="M184,176 C210,166 250,166 270,176 M330,176 C350,166 390,166 416,176" fill="none" '
              f'stroke="{INK}" stroke-width="10" stroke-linecap="round"/>',
              f'<ellipse cx="300" cy="330" rx="22" ry="16" fill="#5a1d1d" stroke="{INK}" stroke-width="6"/>',
              # nightcap, flopping to the right, with a bobble
              f'<path d="M148,150 C160,40 300,20 420,70 C470,90 520,140 540,200 C500,150 460,130 440,150 Z" '
              f'fill="#3f6fd0" stroke="{INK}" stroke-width="7" stroke-linejoin="round"/>',
              '<path d="M140,160 C220,120 380,120 450,160" fill="none" stroke="#ffffff" stroke-width="24" '
              'stroke-linecap="round"/>',
              f'<circle cx="545" cy="210" r="20" fill="#ffffff" stroke="{INK}" stroke-width="6"/>']
        for x, y, s in ((470, 70, 1.0), (520, 20, 0.7)):  # Zs drawn as strokes
            b.append(f'<path d="M{x},{y} l{36 * s},0 l{-36 * s},{36 * s} l{36 * s},0" fill="none" stroke="{INK}" '
                     f'stroke-width="{14 * s}" stroke-linejoin="round" stroke-linecap="round"/>'
                     f'<path d="M{x},{y} l{36 * s},0 l{-36 * s},{36 * s} l{36 * s},0" fill="none" stroke="#ffffff" '
                     f'stroke-width="{6 * s}" stroke-linejoin="round" stroke-linecap="round"/>')
    b.append(_cloud_puff(160, 420, 340, "#ffffff", "#d3dfee", INK))
    b.append(_cloud_puff(440, 420, 340, "#ffffff", "#d3dfee", INK))
    return A.svg(600, 420, "".join(b))


# -- cards and gold -------------------------------------------------------------------------------------------
CARD_W, CARD_H = 200, 280


def card_frame(border: str, paper: str = "#fbf3e0") -> str:
    return (f'<rect x="4" y="4" width="192" height="272" rx="18" fill="{border}" stroke="{INK}" stroke-width="5"/>'
            f'<rect x="16" y="16" width="168" height="248" rx="11" fill="{paper}" stroke="{INK}" stroke-width="3"/>')


def action_card(colour: str, n: int) -> str:
    main, dark, light = A.PLAYERS[colour]
    b = [card_frame(main), f'<rect x="22" y="22" width="156" height="236" rx="8" fill="{light}" opacity="0.5"/>',
         A.number(str(n), 100, 104, 110, main)]
    for cx, cy in ((46, 46), (154, 234)):
        b.append(f'<circle cx="{cx}" cy="{cy}" r="22" fill="#fffaf0" stroke="{INK}" stroke-width="3.5"/>')
        b.append(A.player_symbol(colour, cx, cy + 1, 13, 2.5))
    k = DICE_PER_CARD[n]
    for i in range(k):  # the dice this card rolls, in a row under the number
        b.append(A.mini_die(100 + (i - (k - 1) / 2) * 40, 200, 15))
    return A.svg(CARD_W, CARD_H, "".join(b))


def card_back() -> str:
    b = ['<rect x="4" y="4" width="192" height="272" rx="18" fill="#2f6b2a" stroke="#2b1d14" stroke-width="5"/>',
         '<rect x="16" y="16" width="168" height="248" rx="11" fill="none" stroke="#e8c36a" stroke-width="4"/>',
         '<path d="M100,250 C70,210 130,180 100,140 C70,100 130,70 100,30" fill="none" stroke="#2b1d14" '
         'stroke-width="16" stroke-linecap="round"/>',
         '<path d="M100,250 C70,210 130,180 100,140 C70,100 130,70 100,30" fill="none" stroke="#8fd05a" '
         'stroke-width="9" stroke-linecap="round"/>']
    for x, y, flip in ((86, 200, -1), (114, 160, 1), (86, 110, -1), (114, 70, 1)):
        b.append(f'<path d="M{x},{y} C{x + flip * 30},{y - 26} {x + flip * 46},{y - 6} {x + flip * 44},{y + 8} '
                 f'C{x + flip * 30},{y + 10} {x + flip * 12},{y + 8} {x},{y} Z" fill="#8fd05a" stroke="#2b1d14" '
                 'stroke-width="3"/>')
    b.append(_cloud_puff(100, 44, 110, "#ffffff", "#d3dfee", INK))
    return A.svg(CARD_W, CARD_H, "".join(b))


def bag(x: float, y: float, s: float, fill: str = "#c8964f") -> str:
    """A tied sack of gold, 100 x 110 at scale 1, top-left at (x, y)."""
    return (f'<g transform="translate({x},{y}) scale({s})">'
            f'<path d="M34,26 C10,44 4,72 10,92 C16,108 84,108 90,92 C96,72 90,44 66,26 Z" fill="{fill}" '
            f'stroke="{INK}" stroke-width="5" stroke-linejoin="round"/>'
            f'<path d="M32,8 C40,16 60,16 68,8 L64,26 L36,26 Z" fill="{fill}" stroke="{INK}" stroke-width="5" '
            'stroke-linejoin="round"/>'
            '<path d="M30,26 L70,26" stroke="#7a2f1d" stroke-width="7" stroke-linecap="round"/>'
            '<path d="M22,60 C22,48 30,40 38,36" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.45" '
            'stroke-linecap="round"/></g>')


def gold(value: int | None) -> str:
    """A gold bag card, face down (value None: a bag with a question mark) or face up with its value."""
    if value is None:
        b = [card_frame("#7a4a22", "#e9d3a8"), bag(30, 40, 1.4),
             f'<path d="M86,150 C86,128 114,128 114,146 C114,160 100,160 100,174" fill="none" stroke="{INK}" '
             'stroke-width="10" stroke-linecap="round"/>',
             f'<circle cx="100" cy="192" r="6" fill="{INK}"/>']
        return A.svg(CARD_W, CARD_H, "".join(b))
    b = [card_frame("#d9a521", "#fff4d0"), bag(44, 28, 1.1)]
    for i in range(value // 5):  # one coin per 5 gold, stacked at the foot
        cx, cy = 52 + (i % 4) * 32, 252 - (i // 4) * 10
        b.append(f'<ellipse cx="{cx}" cy="{cy}" rx="14" ry="6" fill="#f3c21b" stroke="{INK}" stroke-width="2.5"/>')
    b.append(A.number(str(value), 100, 190, 74, "#f3c21b"))
    return A.svg(CARD_W, CARD_H, "".join(b))


def power(n: int) -> str:
    """The card-powers variant's seven icons (120 x 120): rest, peek, pickpocket, reroll, lullaby, steady
    hands, generous."""
    b = [f'<circle cx="60" cy="60" r="56" fill="#fbf3e0" stroke="{INK}" stroke-width="5"/>']
    if n == 1:
        b.append(f'<path d="M74,22 A40,40 0 1 0 96,78 A32,32 0 1 1 74,22 Z" fill="#f3d36b" stroke="{INK}" '
                 'stroke-width="4"/>')
    elif n == 2:
        b.append(A.eye(60, 60, 40))
    elif n == 3:
        b.append(bag(22, 18, 0.76))
        b.append(f'<path d="M70,96 L100,70" stroke="{INK}" stroke-width="8" stroke-linecap="round"/>')
    elif n == 4:
        b.append(f'<path d="M90,60 A30,30 0 1 1 72,32" fill="none" stroke="{INK}" stroke-width="10" '
                 'stroke-linecap="round"/><polygon points="64,16 90,30 66,46" fill="#2b1d14"/>')
        b.append(A.mini_die(60, 62, 13))
    elif n == 5:
        b.append(f'<path d="M44,84 L44,34 L86,24 L86,74" fill="none" stroke="{INK}" stroke-width="7"/>'
                 f'<ellipse cx="36" cy="86" rx="12" ry="9" fill="{INK}"/><ellipse cx="78" cy="76" rx="12" ry="9" '
                 f'fill="{INK}"/>')
    elif n == 6:
        b.append(hand_path(26, 20, 0.68, open_=True))
        b.append(f'<path d="M14,40 L14,80 M106,40 L106,80" stroke="{INK}" stroke-width="5" '
                 'stroke-linecap="round" stroke-dasharray="2 10"/>')
    elif n == 7:
        b.append(_cloud_puff(56, 78, 70, "#ffffff", "#d3dfee", INK))
        b.append(f'<path d="M84,30 L84,58 M70,44 L98,44" stroke="{INK}" stroke-width="8" stroke-linecap="round"/>')
    else:
        raise ValueError(n)
    return A.svg(120, 120, "".join(b))


# -- tokens and hands -----------------------------------------------------------------------------------------
def axe_token(colour: str) -> str:
    """The once-a-game axe: a rounded wooden plate in the player's colour with an upright axe (a diagonal stroke
    across a ring read as a "no axes" sign) and the player's symbol."""
    main, dark, light = A.PLAYERS[colour]
    return A.svg(120, 120, f'<rect x="5" y="5" width="110" height="110" rx="28" fill="{main}" stroke="{INK}" '
                 'stroke-width="5"/><rect x="15" y="15" width="90" height="90" rx="20" fill="#fffaf0" '
                 f'stroke="{INK}" stroke-width="3"/>'
                 f'<path d="M66,98 L60,28" stroke="{INK}" stroke-width="13" stroke-linecap="round"/>'
                 '<path d="M66,98 L60,28" stroke="#b07a45" stroke-width="7" stroke-linecap="round"/>'
                 '<path d="M58,30 C70,18 90,18 97,24 C100,40 97,56 91,64 C81,58 71,52 62,50 Z" fill="#d6dbe2" '
                 f'stroke="{INK}" stroke-width="4" stroke-linejoin="round"/>'
                 f'<path d="M93,28 C96,40 94,52 89,59" stroke="#ffffff" stroke-width="3" fill="none" '
                 'stroke-linecap="round"/>'
                 + A.player_symbol(colour, 34, 36, 11, 2))


def seat_badge(colour: str) -> str:
    """A player's badge for the seat panels (160 x 160): the colour AND the colour's symbol, big."""
    main, dark, light = A.PLAYERS[colour]
    return A.svg(160, 160, f'<rect x="6" y="6" width="148" height="148" rx="28" fill="{main}" stroke="{INK}" '
                 f'stroke-width="6"/><circle cx="80" cy="80" r="54" fill="#fffaf0" stroke="{INK}" stroke-width="5"/>'
                 + A.player_symbol(colour, 80, 82, 36, 5))


def bean() -> str:
    g = A.rgrad("bn", "#c4f07c", "#4e9a2a")
    return A.svg(120, 120, '<path d="M40,14 C80,4 112,34 106,70 C100,104 62,118 38,102 C22,92 34,76 30,60 '
                 'C26,42 14,22 40,14 Z" fill="url(#bn)" stroke="#2b1d14" stroke-width="6" stroke-linejoin="round"/>'
                 '<path d="M52,34 C70,30 84,40 88,54" fill="none" stroke="#ffffff" stroke-width="6" '
                 'stroke-linecap="round" opacity="0.6"/>'
                 '<path d="M40,88 C34,98 42,104 50,100" fill="none" stroke="#2b1d14" stroke-width="4" '
                 'stroke-linecap="round"/>'
                 + f'<polygon points="{A.star_points(74, 76, 9, 4)}" fill="#fff6c8"/>', g)


def eye_token() -> str:
    return A.svg(120, 120, f'<circle cx="60" cy="60" r="56" fill="#3a2e5a" stroke="{INK}" stroke-width="5"/>'
                 + A.eye(60, 60, 42, "#e0b020"))


def hand_path(x: float, y: float, s: float, open_: bool) -> str:
    """A cartoon hand (100 x 120 at scale 1) seen from the palm side: fingers spread, or curled to grab."""
    skin, sw = "#f4c9a2", 5
    if open_:
        fingers = "".join(
            f'<rect x="{fx}" y="{fy}" width="16" height="{fh}" rx="8" fill="{skin}" stroke="{INK}" '
            f'stroke-width="{sw}"/>' for fx, fy, fh in ((20, 10, 56), (38, 2, 62), (56, 6, 58), (74, 18, 48)))
        thumb = (f'<path d="M18,76 C4,66 -2,54 6,48 C14,44 22,56 30,62 Z" fill="{skin}" stroke="{INK}" '
                 f'stroke-width="{sw}" stroke-linejoin="round"/>')
    else:
        fingers = "".join(
            f'<rect x="{fx}" y="44" width="18" height="30" rx="9" fill="{skin}" stroke="{INK}" '
            f'stroke-width="{sw}"/>' for fx in (20, 38, 56, 74))
        thumb = (f'<path d="M22,86 C8,80 6,66 16,62 C26,60 32,72 40,76 Z" fill="{skin}" stroke="{INK}" '
                 f'stroke-width="{sw}" stroke-linejoin="round"/>')
    palm = (f'<path d="M18,56 L92,56 L92,88 C92,108 78,118 56,118 C34,118 18,108 18,88 Z" fill="{skin}" '
            f'stroke="{INK}" stroke-width="{sw}" stroke-linejoin="round"/>')
    cuff = f'<rect x="26" y="112" width="58" height="8" rx="3" fill="#3f6fd0" stroke="{INK}" stroke-width="3"/>'
    return f'<g transform="translate({x},{y}) scale({s})">{palm}{fingers}{thumb}{cuff}</g>'


def hand(open_: bool) -> str:
    return A.svg(110, 126, hand_path(2, 2, 1.0, open_))


def collapse_burst() -> str:
    """A comic 'crash' burst for the moment the stalk falls (no letters: a jagged star with dust puffs)."""
    pts = []
    import math
    for k in range(24):
        r = 110 if k % 2 == 0 else 62 + (k % 4) * 8
        a = math.radians(k * 15)
        pts.append(f"{120 + r * math.cos(a):.1f},{120 + r * math.sin(a):.1f}")
    return A.svg(240, 240, f'<polygon points="{" ".join(pts)}" fill="#f3c21b" stroke="{INK}" stroke-width="6" '
                 'stroke-linejoin="round"/>'
                 f'<polygon points="{A.star_points(120, 120, 56, 30, 8)}" fill="#e8541f" stroke="{INK}" '
                 'stroke-width="4" stroke-linejoin="round"/>'
                 f'<circle cx="120" cy="120" r="18" fill="#fff6c8"/>')


def files() -> dict[str, str]:
    out: dict[str, str] = {f"die_{f}.svg": die(f) for f in FACES}
    out.update({"trunk.svg": trunk(), "castle.svg": castle(), "axe.svg": axe(),
                "sky_low.svg": sky(False), "sky_high.svg": sky(True), "cloud_bank.svg": cloud_bank(),
                "table.svg": table(), "giant_asleep.svg": giant(False), "giant_awake.svg": giant(True),
                "card_back.svg": card_back(), "gold_back.svg": gold(None), "bean.svg": bean(),
                "eye_token.svg": eye_token(), "hand_open.svg": hand(True), "hand_grab.svg": hand(False),
                "collapse.svg": collapse_burst()})
    for v in (10, 15, 20):
        out[f"gold_{v}.svg"] = gold(v)
    for n in range(1, 8):
        out[f"power_{n}.svg"] = power(n)
    for c in COLOURS:
        out[f"treasure_{c}.svg"] = treasure(c)
        out[f"axe_token_{c}.svg"] = axe_token(c)
        out[f"seat_{c}.svg"] = seat_badge(c)
        for n in range(1, 8):
            out[f"card_{c}_{n}.svg"] = action_card(c, n)
    return out


def main() -> None:
    write_files(OUT, files())


if __name__ == "__main__":
    main()
