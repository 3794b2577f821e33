"""The other pieces: flight-path tiles, the house on chicken legs, Baba Yaga in her mortar, the spell card
front frame and back, and the six effect icons. Each function returns a whole SVG document."""
from __future__ import annotations

import math

from game.games.baba_yaga.artwork.common import (
    OUT,
    circle,
    ellipse,
    group,
    line,
    linear,
    path,
    poly,
    polyline,
    radial,
    sparkle,
    star,
    svg,
)

# --- flight path -------------------------------------------------------------------------------------


def _path_tile(extra: bool) -> str:
    d = radial("dirt", [(0, "#b89468"), (75, "#8c6a44"), (100, "#5e4329")], cy="45%", r="72%")
    rim = "#e8b83a" if extra else OUT
    body = (f'<rect x="5" y="5" width="246" height="246" rx="26" fill="url(#dirt)" stroke="{rim}" '
            f'stroke-width="{12 if extra else 7}"/>')
    if extra:
        body += f'<rect x="12" y="12" width="232" height="232" rx="21" fill="none" stroke="{OUT}" stroke-width="3"/>'
    stones = [(52, 58, 30, 20), (120, 46, 26, 18), (190, 62, 32, 22), (70, 124, 28, 20), (150, 118, 34, 22),
              (214, 136, 18, 16), (42, 190, 26, 20), (110, 196, 32, 22), (186, 196, 30, 20), (30, 120, 12, 14)]
    for x, y, rx, ry in stones:
        body += ellipse(x, y + 3, rx, ry, "#4a3422", stroke="none", extra='opacity="0.5"')
        body += ellipse(x, y, rx, ry, "#c9b08a", stroke="#5a4028", sw=3)
        body += path(f"M{x - rx * 0.55:.0f} {y - ry * 0.35:.0f} Q{x:.0f} {y - ry * 0.8:.0f} "
                     f"{x + rx * 0.5:.0f} {y - ry * 0.4:.0f}", stroke="#efe0c0", sw=3)
    for x, y, r in ((100, 90, 7), (176, 160, 6), (60, 160, 5), (220, 100, 5)):
        body += sparkle(x, y, r, "#fff3c0")
    if extra:
        body += circle(128, 128, 40, "#3a1f5c", stroke="#e8b83a", sw=6)
        body += poly(star(128, 130, 28, 12), "#ffd84a", stroke=OUT, sw=3)
    return svg(body, d)


def path_tile() -> str:
    return _path_tile(False)


def path_extra() -> str:
    return _path_tile(True)


# --- the house on chicken legs -----------------------------------------------------------------------


def _leg(x, flip):
    m = -1 if flip else 1
    g = path(f"M{x} 150 C{x + 14 * m} 172 {x - 10 * m} 186 {x + 4 * m} 206", stroke=OUT, sw=16)
    g += path(f"M{x} 150 C{x + 14 * m} 172 {x - 10 * m} 186 {x + 4 * m} 206", stroke="#f2a431", sw=9)
    fx, fy = x + 4 * m, 206
    for dx, dy in ((-22, 14), (0, 20), (22, 14), (-10 * m, -10)):
        g += line(fx, fy, fx + dx, fy + dy, stroke=OUT, sw=10)
        g += line(fx, fy, fx + dx, fy + dy, stroke="#f2a431", sw=5)
        g += circle(fx + dx * 1.12, fy + dy * 1.12, 3.5, "#2b1b12", stroke="none")
    for k in range(3):
        y = 162 + k * 12
        g += line(x - 6 + (k % 2) * 3 * m, y, x + 6 + (k % 2) * 3 * m, y + 2, stroke="#b86a14", sw=2.5)
    return g


def hut(scale=1.0, dx=0.0, dy=0.0) -> str:
    g = _leg(100, False) + _leg(156, True)
    for x in (96, 112, 144, 160):
        g += ellipse(x, 150, 14, 10, "#f4efe6", sw=3)
    g += path("M64 152 L64 86 L192 86 L192 152 Z", "#8a5a30", sw=6)
    for y in (100, 114, 128, 142):
        g += path(f"M66 {y} L190 {y}", stroke="#4e2f14", sw=3)
        g += circle(66, y - 7, 6, "#a87040", sw=2.5)
        g += circle(190, y - 7, 6, "#a87040", sw=2.5)
    g += path("M84 104 L112 104 L112 134 L84 134 Z", "#ffd95a", sw=5)
    g += path("M98 104 L98 134 M84 119 L112 119", stroke="#8a5a30", sw=3)
    g += path("M140 152 L140 110 Q154 98 168 110 L168 152 Z", "#4e2f14", sw=5)
    g += path("M164 64 L164 30 L182 30 L182 76 Z", "#6a6a72", sw=5)
    g += path("M174 24 C166 16 182 10 176 2", stroke="#d8d8e0", sw=6, extra='opacity="0.8"')
    g += path("M42 96 L128 34 L214 96 Q200 90 196 100 L128 56 L60 100 Q56 90 42 96 Z", "#5a2e2a", sw=6)
    g += path("M52 92 L128 40 L204 92 L192 98 L128 56 L64 98 Z", "#7a3a30", stroke="none")
    for k in range(1, 5):
        y = 46 + k * 11
        half = (y - 38) * 1.35
        g += path(f"M{128 - half:.0f} {y} L{128 + half:.0f} {y}", stroke="#3e1a18", sw=3)
    t = f"translate({dx} {dy}) scale({scale})" if scale != 1.0 or dx or dy else ""
    return group(g, t)


def house() -> str:
    d = radial("twilight", [(0, "#8a6ac8"), (70, "#4a2f7a"), (100, "#2a1a48")], cy="40%", r="72%")
    body = f'<rect x="5" y="5" width="246" height="246" rx="26" fill="url(#twilight)" stroke="{OUT}" stroke-width="7"/>'
    for x, y, r in ((34, 40, 5), (222, 52, 6), (40, 120, 4), (226, 140, 4), (60, 200, 3)):
        body += poly(star(x, y, r, r * 0.45), "#fff3c0", stroke="none", sw=0)
    body += ellipse(128, 232, 70, 9, "#000000", stroke="none", extra='opacity="0.35"')
    body += hut(0.9, 12.8, 26)
    return svg(body, d)


# --- Baba Yaga in her mortar -------------------------------------------------------------------------


def witch() -> str:
    d = linear("mortar", [(0, "#c2ae92"), (100, "#6e5b44")], x1="0%", x2="100%", y2="0%")
    d += linear("shawl", [(0, "#8a5aaa"), (100, "#4a2a66")])
    g = ""
    for y, x0, x1 in ((200, 4, 58), (220, 14, 66), (180, 20, 62)):
        g += path(f"M{x0} {y} Q{(x0 + x1) / 2} {y - 8} {x1} {y}", stroke="#ffffff", sw=5, extra='opacity="0.7"')
    # the broom behind her, sweeping away her tracks
    g += line(112, 120, 40, 222, stroke=OUT, sw=11)
    g += line(112, 120, 40, 222, stroke="#a07846", sw=6)
    g += path("M50 206 L10 230 L22 246 L36 242 L40 254 L66 224 Z", "#e2c15a", sw=5)
    g += path("M26 236 L50 212 M36 244 L58 220", stroke="#a8862a", sw=2.5)
    # the back of the mortar's rim, then her, then the front of the mortar
    g += ellipse(128, 146, 74, 16, "#3a2c1e", sw=5)
    g += path("M80 150 C74 104 96 80 128 80 C162 80 184 104 176 150 Z", "url(#shawl)")
    g += path("M164 112 C180 106 188 98 194 86", stroke=OUT, sw=16)
    g += path("M164 112 C180 106 188 98 194 86", stroke="#6a3a8a", sw=10)
    g += line(168, 180, 226, 20, stroke=OUT, sw=14)
    g += line(168, 180, 226, 20, stroke="#c8a26a", sw=8)
    g += ellipse(228, 16, 12, 16, "#c8a26a", extra='transform="rotate(20 228 16)"')
    g += circle(196, 86, 11, "#e8c2a0", sw=4)
    # the head: grey hair, the face, the red kerchief with yellow dots
    g += path("M94 52 Q82 84 92 104 M160 52 Q172 84 162 102", stroke="#e4e4ea", sw=9)
    g += path("M100 50 C98 84 108 106 128 108 C150 108 158 84 156 50 Z", "#ecc6a2")
    g += path("M92 58 C90 18 166 14 164 58 C148 50 110 50 92 58 Z", "#d0342e")
    for x, y in ((108, 36), (128, 28), (148, 36), (118, 48), (140, 48)):
        g += circle(x, y, 3.5, "#ffe08a", stroke="none")
    g += path("M94 60 L76 86 L98 76 Z", "#d0342e", sw=4)
    g += ellipse(118, 70, 7, 6, "#ffffff", sw=2.5)
    g += circle(120, 71, 3.5, "#111111", stroke="none")
    g += ellipse(144, 70, 6, 5, "#ffffff", sw=2.5)
    g += circle(146, 71, 3, "#111111", stroke="none")
    g += path("M108 60 Q118 54 128 62 M138 62 Q146 56 154 62", stroke="#8a8a90", sw=4)
    g += path("M132 72 C140 80 160 88 168 100 C158 104 142 98 134 90", "#e2b08c", sw=4)
    g += path("M114 94 Q126 102 138 96", stroke="#5a2a1a", sw=4)
    g += poly([(121, 96), (126, 96), (124, 103)], "#fffaf0", sw=1.5)
    g += circle(112, 102, 3, "#b07a5a", stroke="none")
    g += path("M56 146 L200 146 L186 226 Q128 246 70 226 Z", "url(#mortar)")
    g += path("M54 146 Q128 170 202 146", stroke=OUT, sw=6)
    g += path("M58 148 Q128 168 198 148", stroke="#9a876e", sw=6)
    g += path("M62 178 Q128 194 194 178 M66 204 Q128 220 190 204", stroke="#4e3e2a", sw=4)
    g += path("M76 160 Q80 200 86 220", stroke="#e8dcc8", sw=4, extra='opacity="0.6"')
    return svg(g, d)


# --- spell cards ---------------------------------------------------------------------------------------

CARD_W, CARD_H = 300, 420
SLOT_CENTRES = ((92, 138), (208, 138), (92, 254), (208, 254))  # where the scene draws the four elements
SLOT_RADIUS = 54
EFFECT_BAND = (34, 324, 232, 70)  # x, y, w, h of the effect band at the bottom


def _corner(x, y, sx, sy):
    g = path(f"M{x} {y + 34 * sy} Q{x} {y} {x + 34 * sx} {y}", stroke="#7a2a1e", sw=4)
    g += circle(x + 10 * sx, y + 10 * sy, 6, "#c8322e", stroke="#7a2a1e", sw=2.5)
    g += path(f"M{x + 22 * sx} {y + 6 * sy} q{8 * sx} {10 * sy} {18 * sx} {4 * sy}", stroke="#3f7a2a", sw=3)
    g += path(f"M{x + 6 * sx} {y + 22 * sy} q{10 * sx} {8 * sy} {4 * sx} {18 * sy}", stroke="#3f7a2a", sw=3)
    return g


def card_front() -> str:
    d = radial("parch", [(0, "#fff6dc"), (80, "#f0dcaa"), (100, "#d8b878")], r="75%")
    body = f'<rect x="4" y="4" width="292" height="412" rx="22" fill="url(#parch)" stroke="{OUT}" stroke-width="6"/>'
    body += '<rect x="16" y="16" width="268" height="388" rx="14" fill="none" stroke="#7a2a1e" stroke-width="4"/>'
    body += ('<rect x="24" y="24" width="252" height="372" rx="10" fill="none" stroke="#7a2a1e" '
             'stroke-width="1.5" stroke-dasharray="6 5"/>')
    for x, y, sx, sy in ((24, 24, 1, 1), (276, 24, -1, 1), (24, 396, 1, -1), (276, 396, -1, -1)):
        body += _corner(x, y, sx, sy)
    body += path("M140 40 A16 16 0 1 0 160 62 A12 12 0 1 1 140 40 Z", "#e8b83a", stroke="#7a2a1e", sw=3)
    for cx, cy in SLOT_CENTRES:
        body += circle(cx, cy, SLOT_RADIUS + 5, "#d8b878", stroke="none")
        body += circle(cx, cy, SLOT_RADIUS, "#fffaf0", stroke="#8a5a2c", sw=4)
    x, y, w, h = EFFECT_BAND
    body += f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="14" fill="#ecd49c" stroke="#8a5a2c" stroke-width="4"/>'
    return svg(body, d, CARD_W, CARD_H)


def card_back() -> str:
    d = radial("night", [(0, "#6a3fa0"), (70, "#3a1f5c"), (100, "#22103a")], r="75%")
    body = f'<rect x="4" y="4" width="292" height="412" rx="22" fill="url(#night)" stroke="{OUT}" stroke-width="6"/>'
    body += '<rect x="16" y="16" width="268" height="388" rx="14" fill="none" stroke="#e8b83a" stroke-width="5"/>'
    body += '<rect x="26" y="26" width="248" height="368" rx="10" fill="none" stroke="#e8b83a" stroke-width="2"/>'
    for k in range(16):
        a = math.radians(k * 22.5)
        body += line(150 + 70 * math.cos(a), 210 + 70 * math.sin(a), 150 + 118 * math.cos(a),
                     210 + 118 * math.sin(a), stroke="#e8b83a", sw=2, extra='opacity="0.45"')
    body += circle(150, 210, 64, "#2a1446", stroke="#e8b83a", sw=5)
    body += path("M132 168 A40 40 0 1 0 182 228 A32 32 0 1 1 132 168 Z", "#ffd84a", stroke=OUT, sw=3)
    for x, y, r in ((60, 60, 8), (240, 62, 7), (62, 360, 7), (238, 358, 8), (150, 52, 6), (150, 370, 6),
                    (46, 210, 5), (254, 210, 5)):
        body += poly(star(x, y, r, r * 0.45), "#ffd84a", stroke="none", sw=0)
    return svg(body, d, CARD_W, CARD_H)


# --- effect icons (transparent, 256) -----------------------------------------------------------------


def _mini_tile(x, y, s, fill, stroke=OUT, extra=""):
    return (f'<rect x="{x}" y="{y}" width="{s}" height="{s}" rx="{s * 0.15:.0f}" fill="{fill}" stroke="{stroke}" '
            f'stroke-width="6" {extra}/>')


def effect_long() -> str:
    g = "".join(_mini_tile(14 + k * 58, 96, 50, "#a98458") for k in range(3))
    g += _mini_tile(188, 88, 62, "#ffd84a")
    g += path("M219 102 L219 136 M202 119 L236 119", stroke=OUT, sw=9)
    g += path("M24 190 L220 190", stroke=OUT, sw=12)
    g += path("M24 190 L220 190", stroke="#6ad06a", sw=6)
    g += poly([(214, 172), (246, 190), (214, 208)], "#6ad06a", sw=5)
    return svg(g)


def effect_short() -> str:
    g = "".join(_mini_tile(14 + k * 58, 96, 50, "#a98458") for k in range(3))
    g += _mini_tile(188, 92, 56, "none", stroke="#7a6a5a", extra='stroke-dasharray="8 8"')
    g += path("M194 98 L238 142 M238 98 L194 142", stroke=OUT, sw=14)
    g += path("M194 98 L238 142 M238 98 L194 142", stroke="#e0402f", sw=8)
    g += path("M24 190 L150 190", stroke=OUT, sw=12)
    g += path("M24 190 L150 190", stroke="#e0902f", sw=6)
    g += poly([(146, 172), (178, 190), (146, 208)], "#e0902f", sw=5)
    return svg(g)


def effect_fog() -> str:
    d = radial("spot", [(0, "#fff6b0"), (100, "#ffd84a", 0.2)], r="50%")
    g = path("M40 182 C14 182 14 140 44 136 C44 100 90 86 110 110 C126 70 190 74 196 118 C236 116 244 176 "
             "208 182 Z", "#9aa0ac")
    g += path("M60 150 C70 130 96 128 108 140 M150 130 C166 118 188 124 196 140", stroke="#c8ccd6", sw=6)
    g += circle(128, 150, 30, "url(#spot)", stroke="#ffd84a", sw=5)
    g += path("M128 150 L150 200 L158 178 L178 196", stroke=OUT, sw=6)
    return svg(g, d)


def effect_wobble() -> str:
    arrow = [(0, 0), (0, 96), (24, 74), (42, 112), (58, 104), (40, 68), (72, 68)]
    g = group(poly(arrow, "#ffffff", sw=7), "translate(104 56) rotate(-12)")
    for k, x in enumerate((62, 40, 196, 218)):
        g += path(f"M{x} 70 q-12 20 0 40 q12 20 0 40", stroke="#e0902f" if k % 2 else "#6a3fa0", sw=7)
    return svg(g)


def effect_swap() -> str:
    g = _mini_tile(20, 90, 76, "#4f9a45") + _mini_tile(160, 90, 76, "#4f9a45")
    g += path("M66 80 C90 30 166 30 190 74", stroke=OUT, sw=12)
    g += path("M66 80 C90 30 166 30 190 74", stroke="#ffd84a", sw=6)
    g += poly([(176, 70), (198, 88), (204, 60)], "#ffd84a", sw=4)
    g += path("M190 176 C166 226 90 226 66 182", stroke=OUT, sw=12)
    g += path("M190 176 C166 226 90 226 66 182", stroke="#ffd84a", sw=6)
    g += poly([(80, 186), (58, 168), (52, 196)], "#ffd84a", sw=4)
    return svg(g)


def effect_house() -> str:
    return svg(hut(0.95, 6, 14))


def effect_none() -> str:
    g = poly(star(128, 128, 70, 30), "#ffd84a", sw=6)
    return svg(g)


# --- the table: an enchanted forest clearing (1920x1080) ---------------------------------------------


def _bushes(seed: int) -> str:
    """Dark leafy clumps along the edges of the canvas: the forest around the clearing."""
    g = ""
    k = seed
    for layer, (shade, inset) in enumerate((("#0d1c11", 0), ("#14291a", 40), ("#1b3522", 80))):
        for t in range(0, 1920 + 1080 * 2 + 1920, 90):
            k = (k * 1103515245 + 12345) % 2147483648
            r = 70 + (k % 60) - layer * 12
            if t < 1920:
                x, y = t, inset - 20
            elif t < 1920 + 1080:
                x, y = 1920 - inset + 20, t - 1920
            elif t < 1920 * 2 + 1080:
                x, y = 1920 * 2 + 1080 - t, 1080 - inset + 20
            else:
                x, y = inset - 20, 1920 * 2 + 1080 * 2 - t
            g += circle(x, y, r, shade, stroke="none")
    return g


def table() -> str:
    d = radial("clearing", [(0, "#3f6b3a"), (55, "#2a4d2c"), (100, "#0f1f14")], cx="46%", cy="50%", r="70%")
    d += radial("moss", [(0, "#5a8a4a", 0.55), (100, "#5a8a4a", 0)], r="50%")
    d += radial("firefly", [(0, "#fff7a0", 1), (35, "#f4e06a", 0.6), (100, "#f4e06a", 0)], r="50%")
    body = '<rect x="0" y="0" width="1920" height="1080" fill="url(#clearing)"/>'
    body += '<ellipse cx="880" cy="540" rx="620" ry="560" fill="url(#moss)"/>'
    body += _bushes(7)
    for x, y, r in ((420, 200, 9), (1395, 420, 7), (1330, 860, 10), (420, 920, 8), (1880, 700, 9),
                    (1560, 1040, 7), (1390, 120, 6), (450, 610, 6)):
        body += f'<circle cx="{x}" cy="{y}" r="{r * 4}" fill="url(#firefly)"/>'
        body += circle(x, y, r * 0.5, "#fffbd0", stroke="none")
    for x, y, s in ((400, 1040, 1.0), (1330, 1000, 0.9), (1300, 60, 0.8), (420, 40, 0.7)):
        for k in range(5):
            a = -150 + k * 30
            rad = math.radians(a)
            x2, y2 = x + 90 * s * math.cos(rad), y + 90 * s * math.sin(rad)
            body += path(f"M{x} {y} Q{(x + x2) / 2 + 10:.0f} {(y + y2) / 2 - 20:.0f} {x2:.0f} {y2:.0f}",
                         stroke="#2f5a2c", sw=10 * s)
    return svg(body, d, 1920, 1080)


# --- table decor (placed by levels/baba_yaga/table.tmx) ---------------------------------------------


def decor_lantern() -> str:
    d = radial("lglow", [(0, "#fff3a0", 0.95), (45, "#ffc840", 0.5), (100, "#ffc840", 0)], r="50%")
    g = circle(128, 140, 118, "url(#lglow)", stroke="none")
    g += path("M128 20 L128 56", stroke=OUT, sw=8)
    g += path("M96 70 Q128 40 160 70 Z", "#3a3a44", sw=6)
    g += path("M90 70 L166 70 L156 186 L100 186 Z", "#ffe27a", sw=7)
    g += path("M110 74 L106 182 M146 74 L150 182", stroke="#8a6a2a", sw=5)
    g += ellipse(128, 136, 14, 24, "#fff8d8", stroke="#ff9a2a", sw=4)
    g += path("M84 186 L172 186 L164 206 L92 206 Z", "#3a3a44", sw=6)
    return svg(g, d)


def decor_mushrooms() -> str:
    g = ""
    for x, y, r, cap in ((90, 170, 44, "#c8402e"), (168, 186, 34, "#d8763a"), (128, 206, 26, "#e8a040")):
        g += path(f"M{x - r * 0.3:.0f} {y} L{x - r * 0.25:.0f} {y + r * 1.1:.0f} L{x + r * 0.25:.0f} "
                  f"{y + r * 1.1:.0f} L{x + r * 0.3:.0f} {y} Z", "#f4ead2", sw=5)
        g += path(f"M{x - r} {y + 4} Q{x} {y - r * 1.3:.0f} {x + r} {y + 4} Z", cap, sw=5)
        g += circle(x - r * 0.35, y - r * 0.3, r * 0.16, "#fff6e6", stroke="none")
        g += circle(x + r * 0.3, y - r * 0.45, r * 0.12, "#fff6e6", stroke="none")
    g += path("M40 246 Q70 226 100 240 Q140 222 176 240 Q204 228 226 246", stroke="#3f7a32", sw=8)
    return svg(g)


def decor_stone() -> str:
    d = linear("mstone", [(0, "#c3c7bf"), (100, "#6e746a")])
    g = path("M30 200 C26 130 80 84 140 88 C204 92 236 140 230 200 Z", "url(#mstone)")
    g += path("M60 120 Q90 96 130 100 Q110 116 80 130 Z", "#5e9a48", sw=3)
    g += path("M150 150 L170 170 M96 170 L112 160", stroke="#4e544a", sw=4)
    return svg(g, d)


PIECES = {
    "decor_lantern.svg": decor_lantern,
    "decor_mushrooms.svg": decor_mushrooms,
    "decor_stone.svg": decor_stone,
    "table.svg": table,
    "path.svg": path_tile,
    "path_extra.svg": path_extra,
    "house.svg": house,
    "witch.svg": witch,
    "card_front.svg": card_front,
    "card_back.svg": card_back,
    "effect_long_flight.svg": effect_long,
    "effect_short_flight.svg": effect_short,
    "effect_fog.svg": effect_fog,
    "effect_wobble.svg": effect_wobble,
    "effect_swap.svg": effect_swap,
    "effect_house.svg": effect_house,
    "effect_none.svg": effect_none,
}

__all__ = ["CARD_H", "CARD_W", "EFFECT_BAND", "PIECES", "SLOT_CENTRES", "SLOT_RADIUS", "hut", "polyline"]
