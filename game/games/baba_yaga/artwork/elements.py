"""The 16 elements, each a bold picture centred on the 256 canvas (returns (svg fragment, defs))."""
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
)


def frog():
    d = radial("frogskin", [(0, "#9be267"), (100, "#4d9a2e")], cy="35%", r="70%")
    g = ""
    # back legs folded at the sides
    g += ellipse(62, 178, 30, 24, "#58a73a")
    g += ellipse(194, 178, 30, 24, "#58a73a")
    g += ellipse(128, 158, 72, 54, "url(#frogskin)")
    g += ellipse(128, 172, 42, 30, "#d4f2a0", stroke="none")
    # eyes on top of the head
    for x in (90, 166):
        g += circle(x, 102, 28, "url(#frogskin)")
        g += circle(x, 102, 18, "#ffffff", sw=3)
        g += circle(x + (4 if x < 128 else -4), 106, 10, "#1a1a1a", stroke="none")
        g += circle(x - 3 + (4 if x < 128 else -4), 101, 3.5, "#ffffff", stroke="none")
    g += path("M92 140 Q128 166 164 140", sw=5)
    g += circle(86, 146, 8, "#ff8fa3", stroke="none", extra='opacity="0.7"')
    g += circle(170, 146, 8, "#ff8fa3", stroke="none", extra='opacity="0.7"')
    # front feet with round toes
    for x in (100, 156):
        for dx in (-12, 0, 12):
            g += circle(x + dx, 210, 7, "#58a73a", sw=4)
        g += ellipse(x, 204, 16, 9, "#58a73a", sw=4)
    return g, d


def mushroom():
    d = radial("cap", [(0, "#ff6a4d"), (100, "#c41f1f")], cx="45%", cy="30%", r="75%")
    d += linear("stem", [(0, "#fffaf0"), (100, "#e4d3b0")], x1="0%", x2="100%", y2="0%")
    g = ""
    g += path("M104 144 C100 176 94 200 92 216 L164 216 C162 200 156 176 152 144 Z", "url(#stem)")
    g += path("M100 176 Q128 190 156 176 L160 188 Q128 204 96 188 Z", "#f6ecd5", sw=4)
    g += path("M38 150 C38 80 96 46 128 46 C160 46 218 80 218 150 Q128 172 38 150 Z", "url(#cap)")
    g += path("M62 108 C78 78 104 64 124 62", stroke="#ffb3a0", sw=6, extra='opacity="0.8"')
    for x, y, r in ((88, 98, 13), (130, 74, 11), (170, 100, 14), (114, 128, 10), (152, 136, 9),
                    (66, 134, 8), (192, 136, 8), (146, 108, 6)):
        g += ellipse(x, y, r, r * 0.82, "#fff8ec", sw=3)
    g += path("M60 224 Q70 206 78 224 M178 224 Q186 204 196 224", stroke="#3a6b2a", sw=5)
    return g, d


def bat():
    d = linear("wing", [(0, "#5b4380"), (100, "#2c1f40")])
    g = ""
    left = ("M128 112 C108 86 64 72 22 90 Q40 108 34 132 Q54 122 68 140 Q80 122 96 142 "
            "Q106 126 126 150 Z")
    g += path(left, "url(#wing)")
    g += group(path(left, "url(#wing)"), "translate(256 0) scale(-1 1)")
    for a, b in (((118, 118), (40, 96)), ((116, 126), (64, 132)), ((118, 134), (94, 138))):
        g += line(a[0], a[1], b[0], b[1], stroke="#8d74b8", sw=3)
        g += line(256 - a[0], a[1], 256 - b[0], b[1], stroke="#8d74b8", sw=3)
    g += ellipse(128, 138, 24, 36, "#3a2a52")
    g += poly([(110, 94), (104, 60), (124, 82)], "#3a2a52")
    g += poly([(146, 94), (152, 60), (132, 82)], "#3a2a52")
    g += circle(128, 100, 24, "#3a2a52")
    for x in (118, 138):
        g += ellipse(x, 98, 7, 8, "#ffd23c", sw=2.5)
        g += ellipse(x, 99, 2, 5, "#1a1a1a", stroke="none")
    g += poly([(120, 112), (124, 122), (127, 112)], "#ffffff", sw=1.5)
    g += poly([(129, 112), (132, 122), (136, 112)], "#ffffff", sw=1.5)
    # little feet
    g += path("M118 172 L114 184 M138 172 L142 184", sw=5)
    return g, d


def spider():
    d = radial("abdo", [(0, "#4a3a58"), (100, "#140e1a")], cy="35%")
    g = line(128, 0, 128, 92, stroke="#fbf6e8", sw=3)
    knees_l = [(78, 92), (60, 120), (60, 154), (76, 186)]
    feet_l = [(46, 70), (28, 130), (30, 184), (60, 222)]
    roots = [(116, 118), (112, 128), (112, 138), (116, 148)]
    for (rx, ry), (kx, ky), (fx, fy) in zip(roots, knees_l, feet_l):
        for m in (1, -1):
            x0, xk, xf = (rx, kx, fx) if m == 1 else (256 - rx, 256 - kx, 256 - fx)
            g += polyline([(x0, ry), (xk, ky), (xf, fy)], stroke=OUT, sw=13)
            g += polyline([(x0, ry), (xk, ky), (xf, fy)], stroke="#2d2236", sw=7)
    g += ellipse(128, 164, 44, 48, "url(#abdo)")
    g += circle(128, 110, 24, "#2d2236")
    g += poly([(128, 142), (142, 162), (128, 182), (114, 162)], "#e0402f", sw=3)
    g += poly([(128, 186), (136, 196), (128, 206), (120, 196)], "#e0402f", sw=3)
    for x, y in ((119, 104), (137, 104), (123, 114), (133, 114)):
        g += circle(x, y, 3.6, "#f4f0ff", stroke="none")
    return g, d


def feather():
    d = linear("vane", [(0, "#3e4fb8"), (45, "#2fa3c7"), (100, "#8ee0d0")])
    vane = ("M0 -104 C30 -86 46 -40 40 8 L30 12 L40 20 C36 58 20 88 4 104 L-4 104 C-22 80 -38 52 -40 20 "
            "L-30 14 L-40 8 C-46 -40 -30 -86 0 -104 Z")
    g = path(vane, "url(#vane)")
    for k in range(9):
        y = -80 + k * 20
        g += path(f"M0 {y + 12} Q18 {y} 32 {y - 10}", stroke="#1d3a78", sw=2.5, extra='opacity="0.55"')
        g += path(f"M0 {y + 12} Q-18 {y} -32 {y - 10}", stroke="#1d3a78", sw=2.5, extra='opacity="0.55"')
    g += ellipse(0, -62, 14, 20, "#1f2f88", stroke="none", extra='opacity="0.6"')
    g += ellipse(0, -62, 6, 9, "#b8f0ff", stroke="none")
    g += path("M0 -100 L0 128", stroke=OUT, sw=7)
    g += path("M0 -96 L0 124", stroke="#fbf3dc", sw=3.5)
    return group(g, "translate(128 124) rotate(30)"), d


def raven():
    d = radial("plume", [(0, "#3a3f66"), (100, "#101018")], cx="60%", cy="30%", r="80%")
    g = ""
    g += poly([(70, 168), (20, 196), (30, 210), (48, 204), (46, 216), (86, 186)], "#15151f")
    g += path("M112 190 L106 218 M132 190 L138 218", stroke="#3c3c3c", sw=6)
    g += path("M96 220 L106 218 L112 224 M128 220 L138 218 L148 222", stroke="#3c3c3c", sw=4)
    g += group(ellipse(0, 0, 66, 44, "url(#plume)"), "translate(124 150) rotate(-18)")
    g += path("M80 140 C100 120 140 122 162 148 C140 150 124 170 96 178 C84 170 76 156 80 140 Z",
              "#262a44", sw=4)
    g += path("M98 160 Q116 156 132 150 M100 170 Q118 166 138 158", stroke="#4b5688", sw=3)
    g += circle(164, 92, 32, "url(#plume)")
    g += poly([(188, 80), (232, 96), (190, 108)], "#3b3b46")
    g += line(190, 94, 226, 96, stroke="#15151f", sw=2)
    g += circle(172, 86, 8, "#ffffff", sw=2.5)
    g += circle(174, 87, 4, "#111111", stroke="none")
    g += circle(172, 84, 1.5, "#ffffff", stroke="none")
    return g, d


def snail():
    d = radial("shell", [(0, "#ffd27a"), (70, "#dc8a2c"), (100, "#9c5716")], cx="45%", cy="40%")
    g = ""
    g += path("M34 204 C34 188 56 184 86 186 L176 186 C196 178 206 160 204 136 C204 122 214 116 222 122 "
              "C232 132 230 170 214 192 C200 208 170 212 140 212 L52 212 C40 212 34 210 34 204 Z", "#d9c29a")
    g += path("M202 124 L190 78 M214 124 L222 80", sw=5)
    g += circle(190, 76, 8, "#d9c29a", sw=4)
    g += circle(223, 78, 8, "#d9c29a", sw=4)
    g += circle(191, 75, 3, "#111111", stroke="none")
    g += circle(224, 77, 3, "#111111", stroke="none")
    g += path("M204 160 Q212 166 220 158", sw=3)
    g += circle(110, 134, 60, "url(#shell)")
    g += polyline(spiral(112, 136, 4, 50, 2.6, start=math.pi * 0.5), stroke="#7a4312", sw=6)
    g += path("M72 112 Q84 92 106 86", stroke="#ffe7b0", sw=5, extra='opacity="0.8"')
    return g, d


def bone():
    d = linear("ivory", [(0, "#fffdf4"), (100, "#e3d5b4")])

    def shapes(fill, stroke, sw):
        s = f'<rect x="-74" y="-17" width="148" height="34" fill="{fill}" stroke="{stroke}" stroke-width="{sw}"/>'
        for x in (-78, 78):
            for y in (-17, 17):
                s += f'<circle cx="{x}" cy="{y}" r="24" fill="{fill}" stroke="{stroke}" stroke-width="{sw}"/>'
        return s

    g = shapes(OUT, OUT, 14) + shapes("url(#ivory)", "none", 0)
    g += path("M-60 -6 L56 -6", stroke="#ffffff", sw=5, extra='opacity="0.8"')
    g += path("M-92 -28 Q-84 -36 -72 -34", stroke="#ffffff", sw=4, extra='opacity="0.8"')
    g += path("M-40 10 L40 10", stroke="#cbb88f", sw=3)
    return group(g, "translate(128 130) rotate(-32)"), d


def moonflower():
    d = radial("petal", [(0, "#ffffff"), (100, "#d9ccff")], cy="70%", r="80%")
    g = ""
    g += path("M128 200 Q122 222 128 240", stroke="#2f6b2a", sw=7)
    g += group(ellipse(0, 0, 34, 14, "#5fb34a", sw=4), "translate(92 214) rotate(-25)")
    g += group(ellipse(0, 0, 34, 14, "#5fb34a", sw=4), "translate(166 214) rotate(25)")
    for k in range(5):
        a = -90 + k * 72
        g += group(ellipse(0, -48, 32, 50, "url(#petal)", stroke="#5b4a7a", sw=5),
                   f"translate(128 124) rotate({a + 90})")
        g += group(line(0, -20, 0, -78, stroke="#b3a2e8", sw=3), f"translate(128 124) rotate({a + 90})")
    g += circle(128, 124, 22, "#ffd43b", stroke="#a0701a", sw=4)
    for k in range(6):
        a = math.radians(k * 60)
        g += circle(128 + 11 * math.cos(a), 124 + 11 * math.sin(a), 3, "#c98a10", stroke="none")
    g += path("M206 30 A26 26 0 1 0 230 66 A20 20 0 1 1 206 30 Z", "#fff7c2", sw=4)
    return g, d


def bee():
    d = linear("wingb", [(0, "#ffffff", 0.95), (100, "#bfe6ff", 0.7)])
    g = ""
    g += group(ellipse(0, 0, 26, 44, "url(#wingb)", stroke="#4a6a80", sw=4), "translate(112 86) rotate(-25)")
    g += group(ellipse(0, 0, 22, 38, "url(#wingb)", stroke="#4a6a80", sw=4), "translate(150 84) rotate(20)")
    g += poly([(64, 144), (36, 150), (64, 158)], "#2b2b2b", sw=4)
    g += ellipse(126, 148, 64, 46, "#ffc928")
    cx, cy, rx, ry = 126, 148, 64, 46
    for x0, x1 in ((82, 98), (114, 130), (146, 162)):
        top = [(x, cy - ry * math.sqrt(max(0.0, 1 - ((x - cx) / rx) ** 2))) for x in range(x0, x1 + 1, 2)]
        bot = [(x, cy + ry * math.sqrt(max(0.0, 1 - ((x - cx) / rx) ** 2))) for x in range(x1, x0 - 1, -2)]
        g += poly(top + bot, "#2b2b2b", stroke="none", sw=0)
    g += ellipse(126, 148, 64, 46, "none")
    g += path("M86 126 Q110 112 140 114", stroke="#fff3b0", sw=5, extra='opacity="0.8"')
    g += circle(196, 140, 30, "#2b2b2b")
    g += circle(206, 132, 8, "#ffffff", stroke="none")
    g += circle(208, 133, 4, "#111111", stroke="none")
    g += path("M200 156 Q208 162 216 154", stroke="#ffc928", sw=3)
    g += path("M192 112 Q188 84 172 74 M206 114 Q214 86 232 78", sw=4)
    g += circle(172, 74, 6, "#2b2b2b", sw=3)
    g += circle(232, 78, 6, "#2b2b2b", sw=3)
    return g, d


def pinecone():
    d = linear("cone", [(0, "#a8703a"), (100, "#5e3717")], x1="0%", x2="100%", y2="0%")
    g = ""
    g += path("M128 52 L128 28", stroke="#5e3717", sw=8)
    g += path("M128 36 Q150 18 174 24 Q156 40 130 40 Z", "#4f9a3a", sw=4)

    def half_width(y):
        t = (y - 48) / 176.0
        return 72 * math.sin(math.pi * min(1.0, max(0.0, t)) ** 0.8) if 0 <= t <= 1 else 0

    outline = [(128 + half_width(y), y) for y in range(48, 225, 4)]
    outline += [(128 - half_width(y), y) for y in range(224, 47, -4)]
    g += poly(outline, "url(#cone)")
    for row, y in enumerate(range(64, 214, 16)):
        hw = half_width(y + 6)
        off = 0 if row % 2 == 0 else 14
        x = 128 - hw + 10 + off
        while x < 128 + hw - 8:
            scale = (f"M{x - 13:.1f} {y:.1f} C{x - 12:.1f} {y + 16:.1f} {x + 12:.1f} {y + 16:.1f} "
                     f"{x + 13:.1f} {y:.1f}")
            g += path(scale, "#8a5528", stroke="#3e220c", sw=3)
            g += path(f"M{x - 6:.1f} {y + 9:.1f} Q{x:.1f} {y + 13:.1f} {x + 6:.1f} {y + 9:.1f}",
                      stroke="#d8a062", sw=2.5)
            x += 28
    return g, d


def fish():
    d = linear("scales", [(0, "#3d7fc2"), (55, "#7fc3e8"), (100, "#e8f6fb")])
    g = ""
    g += poly([(176, 128), (226, 84), (214, 128), (226, 172)], "#3d7fc2")
    g += path("M100 86 Q130 50 160 92 Z", "#2f6aa8", sw=5)
    g += path("M40 130 C64 80 144 72 184 128 C144 184 64 178 40 130 Z", "url(#scales)")
    g += path("M84 96 Q100 130 84 164", stroke="#1f4e80", sw=4)
    for x, y in ((110, 112), (132, 112), (120, 132), (142, 132), (110, 152), (132, 152)):
        g += path(f"M{x} {y - 8} Q{x + 8} {y} {x} {y + 8}", stroke="#2f6aa8", sw=2.5)
    g += path("M112 160 Q124 180 140 166", "#2f6aa8", sw=4)
    g += circle(66, 118, 11, "#ffffff", sw=3)
    g += circle(64, 119, 5.5, "#111111", stroke="none")
    g += path("M44 138 Q52 142 58 138", sw=3)
    return g, d


def egg():
    d = radial("shellegg", [(0, "#ffffff"), (60, "#f4ead6"), (100, "#d9c6a0")], cx="40%", cy="35%", r="70%")
    g = ellipse(128, 214, 58, 10, "#000000", stroke="none", extra='opacity="0.22"')
    g += path("M128 40 C178 40 196 130 192 156 C186 198 160 214 128 214 C96 214 70 198 64 156 "
              "C60 130 78 40 128 40 Z", "url(#shellegg)")
    for x, y, r in ((150, 90, 5), (104, 120, 4), (160, 150, 6), (120, 172, 4), (92, 160, 5), (140, 190, 3),
                    (170, 118, 3), (112, 76, 3)):
        g += circle(x, y, r, "#a57b4a", stroke="none", extra='opacity="0.75"')
    g += ellipse(102, 92, 12, 22, "#ffffff", stroke="none", extra='opacity="0.9"')
    return g, d


def candle():
    d = radial("glow", [(0, "#fff6b0", 0.9), (100, "#ffd04a", 0)], r="50%")
    d += linear("wax", [(0, "#fffaf0"), (100, "#e6d6b4")], x1="0%", x2="100%", y2="0%")
    d += radial("flame", [(0, "#ffffff"), (40, "#fff07a"), (100, "#ff9a1f")], cy="70%", r="70%")
    g = circle(128, 66, 60, "url(#glow)", stroke="none")
    g += ellipse(128, 210, 72, 18, "#c9982f")
    g += path("M200 206 C226 200 230 224 206 224", stroke=OUT, sw=10)
    g += path("M200 206 C226 200 230 224 206 224", stroke="#c9982f", sw=5)
    g += ellipse(128, 204, 52, 12, "#e6b845", sw=4)
    g += path("M96 112 L96 204 Q128 214 160 204 L160 112 Z", "url(#wax)")
    g += path("M94 112 Q128 122 162 112 L162 124 Q156 146 150 124 Q142 116 132 126 L132 150 Q126 160 122 148 "
              "L122 126 Q108 118 102 130 Q98 142 94 130 Z", "#fffdf7", sw=4)
    g += line(128, 112, 128, 96, stroke="#3a2a1a", sw=4)
    g += path("M128 44 C140 62 148 76 140 90 C136 98 120 98 116 90 C108 76 118 62 128 44 Z", "url(#flame)",
              stroke="#c25a0f", sw=4)
    return g, d


def key():
    d = linear("gold", [(0, "#fff0a0"), (50, "#e6b43a"), (100, "#a8741a")])
    g = ""
    ring = "M60 84 A44 44 0 1 0 60 172 A44 44 0 1 0 60 84 Z M60 108 A20 20 0 1 1 60 148 A20 20 0 1 1 60 108 Z"
    g += path(ring, "url(#gold)", extra='fill-rule="evenodd"')  # the bow, with its hole
    g += path("M104 116 L214 116 L214 140 L104 140 Z", "url(#gold)")
    g += path("M182 140 L182 178 L198 178 L198 164 L206 164 L206 178 L214 178 L214 140 Z", "url(#gold)")
    g += path("M110 108 L124 108 L124 148 L110 148 Z", "url(#gold)")
    g += path("M36 100 Q48 88 64 88", stroke="#fffbe0", sw=5, extra='opacity="0.85"')
    g += line(132, 122, 206, 122, stroke="#fff6c8", sw=4)
    return group(g, "translate(124 126) rotate(-20) scale(0.98) translate(-115 -131)"), d


def _crystal(cx, base, w, h, tilt, light, mid, dark):
    """One prism: a left and a right face and a pointed tip, rotated by `tilt` degrees around its base."""
    hw = w / 2
    tip = h * 0.28
    left = [(cx - hw, base), (cx - hw, base - h + tip), (cx, base - h), (cx, base)]
    right = [(cx, base), (cx, base - h), (cx + hw, base - h + tip), (cx + hw, base)]
    g = poly(left, mid) + poly(right, light)
    g += poly([(cx - hw, base - h + tip), (cx, base - h), (cx, base - h + tip * 1.4)], dark, sw=3)
    g += line(cx - hw * 0.55, base - h + tip * 1.6, cx - hw * 0.55, base - 10, stroke="#ffffff", sw=3,
              extra='opacity="0.7"')
    return group(g, f"rotate({tilt} {cx} {base})")


def crystal():
    g = ellipse(128, 214, 80, 14, "#6b4a8a", extra='opacity="0.9"')
    g += _crystal(78, 214, 40, 96, -28, "#b9f3ff", "#5fc8e0", "#2f8fb0")
    g += _crystal(178, 214, 42, 104, 26, "#f0c8ff", "#b070e0", "#7a3fb0")
    g += _crystal(128, 216, 58, 168, 0, "#e6d4ff", "#9a6ae6", "#6a3cc0")
    g += _crystal(104, 216, 28, 70, -10, "#c4fff2", "#58d8b8", "#2a9a80")
    g += sparkle(170, 70, 16)
    g += sparkle(70, 104, 10)
    return g, ""


PICTURES = {
    "frog": frog, "mushroom": mushroom, "bat": bat, "spider": spider, "feather": feather, "raven": raven,
    "snail": snail, "bone": bone, "moonflower": moonflower, "bee": bee, "pinecone": pinecone, "fish": fish,
    "egg": egg, "candle": candle, "key": key, "crystal": crystal,
}
