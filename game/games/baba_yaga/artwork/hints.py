"""The 16 forest-side hint pictures: each a small forest scene that points at its own element
(a pond -> the frog, a cave mouth -> the bat ...). Returns (svg fragment, defs)."""
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
    spiral,
    star,
)


def _reeds(x, y, s=1.0, flip=False):
    g = ""
    for dx, h in ((0, 70), (12, 56), (-10, 48)):
        xx = x + (dx if not flip else -dx) * s
        g += path(f"M{xx:.1f} {y:.1f} Q{xx + 4 * s:.1f} {y - h * 0.5 * s:.1f} {xx + 2 * s:.1f} {y - h * s:.1f}",
                  stroke="#2d5a1e", sw=4)
        if h > 50:
            g += ellipse(xx + 2 * s, y - h * s + 10 * s, 5 * s, 12 * s, "#7a4a22", sw=3)
    return g


def pond():
    d = radial("water", [(0, "#8fd3f4"), (70, "#3c8fc6"), (100, "#245f8e")], cy="40%", r="65%")
    g = ellipse(128, 146, 94, 60, "#7a6a48", sw=5)
    g += ellipse(128, 144, 86, 52, "url(#water)", sw=4)
    for rx, ry in ((22, 8), (40, 15), (58, 22)):
        g += ellipse(96, 150, rx, ry, "none", stroke="#e8f8ff", sw=3, extra='opacity="0.8"')
    g += path("M160 128 A24 18 0 1 1 186 138 L166 136 Z", "#6cc04a", sw=4)
    g += path("M164 134 L182 126", stroke="#3e8a2c", sw=2.5)
    g += circle(150, 118, 7, "#ff9ac0", sw=3)
    g += _reeds(48, 124, 0.9)
    g += _reeds(214, 126, 0.8, True)
    return g, d


def fairy_ring():
    d = radial("ringglow", [(0, "#f8ffb0", 0.9), (100, "#f8ffb0", 0)], r="50%")
    g = ellipse(128, 140, 92, 54, "#a6dc86", stroke="none", extra='opacity="0.6"')
    g += circle(128, 138, 40, "url(#ringglow)", stroke="none")
    for k in range(10):
        a = math.radians(k * 36 + 8)
        x, y = 128 + 80 * math.cos(a), 140 + 46 * math.sin(a)
        s = 1.05 + 0.45 * (math.sin(a) + 1) / 2  # the near ones are bigger
        g += path(f"M{x - 4 * s:.1f} {y:.1f} L{x - 3 * s:.1f} {y + 14 * s:.1f} L{x + 3 * s:.1f} {y + 14 * s:.1f} "
                  f"L{x + 4 * s:.1f} {y:.1f} Z", "#f6ecd5", sw=3)
        g += path(f"M{x - 13 * s:.1f} {y + 1:.1f} Q{x:.1f} {y - 18 * s:.1f} {x + 13 * s:.1f} {y + 1:.1f} Z",
                  "#c08a4e", sw=3)
    for x, y, r in ((118, 126, 6), (140, 146, 4.5), (128, 110, 4), (108, 150, 3.5)):
        g += sparkle(x, y, r * 2, "#fffbd0")
    return g, d


def cave():
    d = linear("rock", [(0, "#b6bcc4"), (100, "#6a717c")])
    d += radial("dark", [(0, "#000000"), (100, "#2a2238")], cy="70%", r="70%")
    g = path("M18 214 C22 120 70 54 128 52 C190 50 236 120 238 214 Z", "url(#rock)")
    g += path("M70 214 C70 150 96 110 128 110 C160 110 186 150 186 214 Z", "url(#dark)", sw=5)
    for x, h in ((96, 22), (112, 30), (128, 18), (144, 28), (160, 20)):
        y0 = 112 + abs(x - 128) * 0.55
        g += poly([(x - 7, y0), (x, y0 + h), (x + 7, y0)], "#9aa1aa", sw=3)
    g += ellipse(116, 168, 6, 4, "#ffd23c", stroke="none")
    g += ellipse(138, 168, 6, 4, "#ffd23c", stroke="none")
    g += path("M40 150 Q52 140 60 150 M196 120 Q206 112 214 124 M200 170 L218 176", stroke="#4a505a", sw=3)
    g += path("M80 76 Q110 60 140 62", stroke="#e4e8ee", sw=5, extra='opacity="0.7"')
    return g, d


def web():
    d = linear("bark", [(0, "#8a5a30"), (100, "#4e2f14")], x1="0%", x2="100%", y2="0%")
    g = path("M22 236 C30 170 30 90 20 20 L58 20 C52 90 54 170 62 236 Z", "url(#bark)")
    g += path("M234 236 C226 170 226 90 236 20 L198 20 C204 90 202 170 194 236 Z", "url(#bark)")
    g += path("M34 60 Q40 90 36 120 M44 150 Q48 180 46 210 M222 70 Q216 100 220 130 M212 160 Q208 190 212 220",
              stroke="#3a2210", sw=3)
    cx, cy = 128, 118
    anchors = [(56, 40), (128, 30), (198, 44), (200, 118), (196, 196), (128, 214), (60, 196), (58, 118)]
    for x, y in anchors:
        g += line(cx, cy, x, y, stroke="#ffffff", sw=3)
    for f in (0.22, 0.42, 0.62, 0.82):
        ring = [(cx + (x - cx) * f, cy + (y - cy) * f) for x, y in anchors]
        g += polyline(ring + ring[:1], stroke="#ffffff", sw=2.5)
    for x, y in ((100, 90), (160, 150), (146, 72)):
        g += circle(x, y, 4, "#cfefff", stroke="#ffffff", sw=1)
    return g, d


def breeze():
    g = ""
    for x in range(36, 232, 18):
        h = 30 + (x * 37) % 22
        g += path(f"M{x} 226 Q{x + 6} {226 - h * 0.6:.0f} {x + 22} {226 - h}", stroke="#2f6f28", sw=5)
    for y, x0, x1, curl in ((86, 30, 190, 20), (130, 60, 214, 16), (172, 24, 160, 14)):
        pts = [(x0, y), ((x0 + x1) / 2, y - 10), (x1 - curl, y)]
        g += path(f"M{pts[0][0]} {pts[0][1]} Q{pts[1][0]} {pts[1][1]} {pts[2][0]} {pts[2][1]}",
                  stroke="#ffffff", sw=6)
        g += polyline(spiral(x1 - curl, y - curl, curl, 2, 0.85, start=math.pi / 2, steps=30),
                      stroke="#ffffff", sw=6)
    for x, y in ((200, 62), (86, 110), (176, 196)):
        for k in range(6):
            a = math.radians(k * 60)
            g += line(x, y, x + 10 * math.cos(a), y + 10 * math.sin(a), stroke="#f4f4f4", sw=2.5)
        g += circle(x, y, 3, "#f4f4f4", stroke="none")
    return g, ""


def dead_tree():
    d = radial("dusk", [(0, "#e8d8ff"), (100, "#9a86c8", 0)], r="50%")
    g = circle(128, 104, 96, "url(#dusk)", stroke="none")
    trunk = ("M112 232 C118 190 112 160 104 130 C96 110 80 96 60 86 L66 78 C86 88 100 98 110 112 "
             "C112 90 116 70 108 44 L118 42 C128 70 124 96 124 116 C136 96 156 84 186 78 L188 88 "
             "C160 96 140 112 132 136 C128 160 134 196 144 232 Z")
    g += path(trunk, "#3a2c28", sw=5)
    g += path("M70 84 L48 62 M60 86 L40 92 M112 50 L98 30 M114 46 L126 28 M184 82 L206 64 M186 84 L212 92",
              stroke="#3a2c28", sw=7)
    g += path("M150 104 L198 108", stroke="#3a2c28", sw=8)
    for x, y, s in ((176, 40, 1.0), (206, 54, 0.8), (60, 40, 0.9)):
        g += path(f"M{x - 14 * s:.1f} {y:.1f} Q{x - 6 * s:.1f} {y - 8 * s:.1f} {x:.1f} {y:.1f} "
                  f"Q{x + 6 * s:.1f} {y - 8 * s:.1f} {x + 14 * s:.1f} {y:.1f}", stroke="#15151f", sw=5)
    g += ellipse(128, 232, 60, 8, "#2f5a2a", stroke="none")
    return g, d


def trail():
    d = linear("stone", [(0, "#c3c7bf"), (100, "#7e8479")])
    g = path("M30 190 C28 140 70 100 130 98 C196 96 232 140 228 190 C200 212 60 214 30 190 Z", "url(#stone)")
    g += path("M64 150 Q84 140 100 150 M160 126 Q176 120 190 130", stroke="#5e645a", sw=3)
    g += path("M60 120 Q58 110 70 104", stroke="#6fae4f", sw=8)
    tr = "M24 230 C60 220 70 190 98 180 C128 168 150 196 170 170 C186 150 160 128 180 112"
    g += path(tr, stroke="#dff4ff", sw=12, extra='opacity="0.85"')
    g += path(tr, stroke="#ffffff", sw=4)
    g += polyline(spiral(190, 100, 14, 2, 1.4, start=math.pi, steps=40), stroke="#dff4ff", sw=6)
    for x, y in ((120, 160), (84, 204), (176, 150)):
        g += path(f"M{x} {y - 8} Q{x + 6} {y} {x} {y + 4} Q{x - 6} {y} {x} {y - 8} Z", "#bfeaff", sw=2)
    return g, d


def _paw(x, y, s, a):
    g = ellipse(0, 6, 9, 8, "#4a2f1a", stroke="none")
    for dx, dy in ((-10, -6), (-4, -12), (4, -12), (10, -6)):
        g += ellipse(dx, dy, 3.6, 4.4, "#4a2f1a", stroke="none")
    return group(g, f"translate({x} {y}) rotate({a}) scale({s})")


def dug_hole():
    d = radial("hole", [(0, "#0e0806"), (100, "#4a2e18")], r="60%")
    g = path("M56 120 C64 92 110 84 136 92 C124 100 90 110 56 120 Z", "#8a5a32", sw=4)
    g += path("M150 92 C184 86 214 104 210 128 C192 112 170 102 150 92 Z", "#8a5a32", sw=4)
    g += ellipse(132, 122, 70, 32, "#7a4c28", sw=5)
    g += ellipse(132, 124, 50, 20, "url(#hole)", sw=3)
    for x, y in ((70, 96), (192, 98), (100, 146), (176, 146)):
        g += circle(x, y, 5, "#9a6a3e", sw=2.5)
    for i, (x, y) in enumerate(((58, 226), (84, 202), (96, 230), (124, 206), (134, 232), (162, 210))):
        g += _paw(x, y, 0.95, -20 + i * 4)
    return g, d


def moon():
    d = radial("night", [(0, "#2b3a78"), (100, "#141a3c")], r="60%")
    g = path("M28 168 C28 86 70 28 128 28 C186 28 228 86 228 168 Z", "url(#night)")
    g += path("M150 52 A36 36 0 1 0 186 104 A28 28 0 1 1 150 52 Z", "#fff6c0", sw=4)
    for x, y, r in ((70, 70, 7), (102, 48, 5), (96, 110, 4), (196, 142, 5), (62, 130, 4)):
        g += poly(star(x, y, r, r * 0.45), "#fff6c0", stroke="none", sw=0)
    g += path("M20 170 L236 170", stroke="#2f6b2a", sw=8)
    for x in (70, 118, 166, 200):
        g += path(f"M{x} 218 Q{x - 4} 196 {x} 180", stroke="#2f6b2a", sw=5)
        g += path(f"M{x} 170 C{x - 10} 176 {x - 8} 188 {x} 184 C{x + 8} 188 {x + 10} 176 {x} 170 Z",
                  "#ece4ff", sw=3)
    return g, d


def honeycomb():
    d = linear("trunk", [(0, "#9a6638"), (100, "#5a3515")], x1="0%", x2="100%", y2="0%")
    d += radial("hollow", [(0, "#5a2e0a"), (100, "#1e0e04")], r="60%")
    g = path("M60 236 C72 180 70 110 62 24 L194 24 C186 110 184 180 196 236 Z", "url(#trunk)")
    g += path("M74 60 Q80 100 76 140 M180 50 Q174 90 178 130 M84 180 Q88 200 86 220", stroke="#3e2210", sw=3)
    g += ellipse(128, 124, 46, 62, "url(#hollow)", sw=5)
    r = 11
    for row in range(5):
        for col in range(3):
            x = 108 + col * 19 + (9.5 if row % 2 else 0)
            y = 86 + row * 17
            if (x - 128) ** 2 / 40 ** 2 + (y - 124) ** 2 / 56 ** 2 > 1:
                continue
            hexa = [(x + r * math.cos(math.radians(30 + 60 * k)), y + r * math.sin(math.radians(30 + 60 * k)))
                    for k in range(6)]
            g += poly(hexa, "#ffc22e", stroke="#a86a08", sw=2.5)
    g += path("M138 180 C138 196 132 200 134 210 C136 220 146 216 144 206 C142 198 140 192 140 180 Z",
              "#ffb020", sw=3)
    for x, y in ((200, 60), (214, 80)):
        g += circle(x, y, 3.5, "#2b2b2b", stroke="none")
        g += path(f"M{x - 6} {y - 4} Q{x} {y - 12} {x + 6} {y - 4}", stroke="#ffffff", sw=2)
    return g, d


def pine_tree():
    d = linear("fir", [(0, "#2f7a46"), (100, "#123d22")])
    g = circle(128, 120, 96, "#b8e6c4", stroke="none", extra='opacity="0.55"')
    g += path("M116 236 L116 196 L140 196 L140 236 Z", "#6a3e1a", sw=5)
    for top, base, hw in ((26, 92, 42), (60, 140, 64), (102, 200, 86)):
        g += path(f"M128 {top} L{128 + hw} {base} Q128 {base - 14} {128 - hw} {base} Z", "url(#fir)", sw=5)
        g += path(f"M{128 + hw * 0.6:.0f} {base - 12} L{128 + hw - 6} {base - 2}", stroke="#e8fff0", sw=4,
                  extra='opacity="0.7"')
    g += poly(star(128, 26, 9, 4), "#fff6c0", sw=2)
    return g, d


def stream():
    d = linear("river", [(0, "#9ad8f8"), (100, "#2f7ab8")], x1="0%", y1="0%", x2="100%", y2="100%")
    g = path("M150 14 C200 60 176 100 130 128 C84 156 40 180 70 242 L20 242 C0 180 50 140 96 114 "
             "C140 90 150 56 108 14 Z", "url(#river)", sw=5)
    for k in range(4):
        y = 50 + k * 44
        x = 140 - k * 22
        g += path(f"M{x - 16} {y} q8 -7 16 0 q8 7 16 0", stroke="#ffffff", sw=3.5)
    g += path("M118 190 Q126 186 134 190", stroke="#ffffff", sw=3)
    g += _reeds(190, 190, 1.1)
    g += _reeds(226, 230, 0.8, True)
    g += ellipse(200, 204, 26, 8, "#6a8a4a", stroke="none", extra='opacity="0.6"')
    return g, d


def nest():
    d = linear("twig", [(0, "#a67a4a"), (100, "#5e3a1a")])
    g = path("M14 150 C60 140 100 150 128 172 M128 172 C150 150 200 130 242 128 M128 172 L132 236",
             stroke="#4a2e14", sw=14)
    g += path("M14 150 C60 140 100 150 128 172 M128 172 C150 150 200 130 242 128 M128 172 L132 236",
              stroke="#8a5a2c", sw=8)
    g += group(ellipse(0, 0, 12, 6, "#5fb34a", sw=3), "translate(50 136) rotate(-20)")
    g += group(ellipse(0, 0, 12, 6, "#5fb34a", sw=3), "translate(214 118) rotate(15)")
    g += path("M54 118 C54 170 202 170 202 118 Z", "url(#twig)", sw=5)
    g += ellipse(128, 118, 74, 22, "#6e4420", sw=5)
    g += ellipse(128, 120, 56, 14, "#2e1a0a", stroke="none")
    for k in range(7):
        y = 126 + k * 4
        g += path(f"M{62 + k * 3} {y} Q128 {y + 18} {194 - k * 3} {y}", stroke="#c49060", sw=2.5)
    for x, y in ((72, 104), (184, 102), (150, 110)):
        g += path(f"M{x - 10} {y + 4} Q{x} {y - 10} {x + 10} {y + 4}", stroke="#d8aa74", sw=3)
    g += circle(110, 114, 4, "#fffaf0", stroke="none")
    g += circle(146, 116, 3, "#fffaf0", stroke="none")
    return g, d


def lit_window():
    d = radial("halo", [(0, "#fff2a0", 1), (40, "#ffd050", 0.7), (100, "#ffb020", 0)], r="50%")
    d += linear("logs", [(0, "#6a4428"), (100, "#3a2414")])
    g = path("M34 236 L34 96 L128 40 L222 96 L222 236 Z", "url(#logs)", sw=5)
    for y in range(112, 236, 22):
        g += line(40, y, 216, y, stroke="#2a180c", sw=3)
    g += path("M22 100 L128 30 L234 100", stroke=OUT, sw=12)
    g += path("M22 100 L128 30 L234 100", stroke="#7a5a3a", sw=6)
    g += circle(128, 150, 90, "url(#halo)", stroke="none")
    g += path("M96 194 L96 136 A32 32 0 0 1 160 136 L160 194 Z", "#ffe27a", sw=6)
    g += line(128, 106, 128, 194, stroke="#6a4428", sw=6)
    g += line(96, 148, 160, 148, stroke="#6a4428", sw=6)
    g += path("M90 198 L166 198", stroke="#6a4428", sw=8)
    return g, d


def keyhole_tree():
    d = linear("ktrunk", [(0, "#a06a3a"), (100, "#5a3416")], x1="0%", x2="100%", y2="0%")
    g = ""
    for cx, cy, r in ((66, 66, 38), (128, 54, 42), (190, 66, 38), (100, 80, 32), (160, 82, 32)):
        g += circle(cx, cy, r, "#2f7a3a", stroke=OUT, sw=5)
    g += path("M62 240 C80 200 84 140 80 70 L176 70 C172 140 176 200 194 240 Z", "url(#ktrunk)")
    g += path("M30 240 Q60 224 80 236 M226 240 Q196 224 176 236", stroke="#5a3416", sw=10)
    g += path("M94 100 Q98 130 94 160 M166 96 Q162 130 168 170", stroke="#3e2210", sw=3)
    g += circle(128, 120, 26, "#150c06", stroke="#e8c890", sw=4)
    g += path("M116 136 L104 206 L152 206 L140 136 Z", "#150c06", stroke="#e8c890", sw=4)
    g += circle(128, 120, 22, "#150c06", stroke="none")
    g += path("M118 132 L138 132 L142 146 L114 146 Z", "#150c06", stroke="none")
    g += sparkle(136, 112, 7, "#ffe27a")
    return g, d


def sparkle_rocks():
    d = linear("boulder", [(0, "#c9ced6"), (100, "#6e7480")])
    g = path("M20 220 C18 170 50 140 92 144 C126 146 142 180 138 220 Z", "url(#boulder)")
    g += path("M110 220 C104 150 140 100 186 104 C226 108 242 160 236 220 Z", "url(#boulder)")
    g += path("M150 140 L168 168 L160 200 M60 170 L76 190", stroke="#4a505a", sw=4)
    g += poly([(164, 166), (172, 156), (176, 170)], "#c58cff", sw=2)
    g += poly([(70, 186), (78, 178), (80, 192)], "#7fe8ff", sw=2)
    for x, y, r, c in ((172, 62, 20, "#ffffff"), (206, 90, 12, "#bff6ff"), (70, 110, 14, "#e8d0ff"),
                       (120, 70, 9, "#ffffff"), (214, 150, 9, "#ffffff")):
        g += sparkle(x, y, r, c)
    return g, d


HINT_PICTURES = {
    "pond": pond, "fairy_ring": fairy_ring, "cave": cave, "web": web, "breeze": breeze,
    "dead_tree": dead_tree, "trail": trail, "dug_hole": dug_hole, "moon": moon, "honeycomb": honeycomb,
    "pine_tree": pine_tree, "stream": stream, "nest": nest, "lit_window": lit_window,
    "keyhole_tree": keyhole_tree, "sparkle_rocks": sparkle_rocks,
}
