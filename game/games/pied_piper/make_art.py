"""Writes the Pied Piper SVG art into assets/images/pied_piper/ (run: python -m game.games.pied_piper.make_art).

Everything is drawn here from shapes in art_shapes.py; the house geometry (where each floor is) lives in
art_shapes (HOUSE_*, level_centre_y) so the scene puts the infestation marker exactly on the drawn floors."""
from __future__ import annotations

import random
from pathlib import Path

from game.engine.svg_art import write_files
from game.games.pied_piper import art_shapes as A

OUT = Path(__file__).resolve().parents[3] / "assets" / "images" / "pied_piper"

HOUSE_W, HOUSE_H, FLOOR_H = A.HOUSE_W, A.HOUSE_H, A.FLOOR_H
BODY_TOP, BODY_BOTTOM = A.BODY_TOP, A.BODY_BOTTOM


def house(main: str | None, dark: str | None, light: str | None, shape: str | None) -> str:
    neutral = main is None
    wall = "#d9d2c5" if neutral else light
    wall2 = "#cbc3b4" if neutral else main
    roof = "#8c5a3c" if neutral else dark
    roof_hi = "#a8714f" if neutral else main
    beam = "#5b3b24"
    defs = (A.vgrad("roofg", roof_hi, roof) + A.vgrad("wallg", wall, wall)
            + A.vgrad("glass", "#fff6c8", "#f2c75c"))
    b = []
    # chimney then roof
    b.append(f'<rect x="132" y="18" width="22" height="50" fill="#9a6b4f" stroke="{A.INK}" stroke-width="4"/>')
    b.append(f'<rect x="128" y="12" width="30" height="10" rx="2" fill="#7d543c" stroke="{A.INK}" stroke-width="4"/>')
    # walls with floor bands (alternating shade so floors can be counted)
    for lv in range(7):
        y = BODY_BOTTOM - FLOOR_H * (lv + 1)
        fill = wall if lv % 2 == 0 else wall2
        op = "1" if lv % 2 == 0 or neutral else "0.35"
        b.append(f'<rect x="20" y="{y}" width="160" height="{FLOOR_H}" fill="{wall}"/>')
        if lv % 2:
            b.append(f'<rect x="20" y="{y}" width="160" height="{FLOOR_H}" fill="{fill}" opacity="{op}"/>')
    b.append(f'<rect x="20" y="{BODY_TOP}" width="160" height="{BODY_BOTTOM - BODY_TOP}" fill="none" '
             f'stroke="{A.INK}" stroke-width="5"/>')
    # timber beams on every floor line, and corner posts
    for lv in range(1, 7):
        y = BODY_BOTTOM - FLOOR_H * lv
        b.append(f'<rect x="20" y="{y - 3}" width="160" height="6" fill="{beam}"/>')
    b.append(f'<rect x="20" y="{BODY_TOP}" width="9" height="{BODY_BOTTOM - BODY_TOP}" fill="{beam}"/>')
    b.append(f'<rect x="171" y="{BODY_TOP}" width="9" height="{BODY_BOTTOM - BODY_TOP}" fill="{beam}"/>')
    # windows: two per upper floor, shutters in the roof colour
    for lv in range(1, 7):
        cy = BODY_BOTTOM - FLOOR_H * lv - FLOOR_H / 2
        for wx in (52, 118):
            b.append(f'<rect x="{wx - 10}" y="{cy - 13}" width="10" height="26" fill="{roof}" stroke="{A.INK}" '
                     f'stroke-width="2.5"/>')
            b.append(f'<rect x="{wx + 30}" y="{cy - 13}" width="10" height="26" fill="{roof}" stroke="{A.INK}" '
                     f'stroke-width="2.5"/>')
            b.append(f'<rect x="{wx}" y="{cy - 14}" width="30" height="28" rx="3" fill="url(#glass)" '
                     f'stroke="{A.INK}" stroke-width="3.5"/>')
            b.append(f'<path d="M{wx + 15},{cy - 14} L{wx + 15},{cy + 14} M{wx},{cy} L{wx + 30},{cy}" '
                     f'stroke="{A.INK}" stroke-width="2.5"/>')
    # ground floor: an arched door and one window
    gy = BODY_BOTTOM
    b.append(f'<path d="M118,{gy} L118,{gy - 26} A17,17 0 0 1 152,{gy - 26} L152,{gy} Z" fill="#7a4b27" '
             f'stroke="{A.INK}" stroke-width="4"/>')
    b.append(f'<path d="M135,{gy - 42} L135,{gy}" stroke="{A.INK}" stroke-width="2.5"/>')
    b.append(f'<circle cx="145" cy="{gy - 18}" r="3" fill="#f2c75c" stroke="{A.INK}" stroke-width="1.5"/>')
    b.append(f'<rect x="44" y="{gy - 36}" width="40" height="26" rx="3" fill="url(#glass)" stroke="{A.INK}" '
             f'stroke-width="3.5"/>')
    b.append(f'<path d="M64,{gy - 36} L64,{gy - 10}" stroke="{A.INK}" stroke-width="2.5"/>')
    b.append(f'<rect x="40" y="{gy - 10}" width="48" height="6" rx="2" fill="{beam}"/>')
    # roof with tile rows
    b.append(f'<path d="M6,{BODY_TOP + 6} L100,8 L194,{BODY_TOP + 6} Z" fill="url(#roofg)" stroke="{A.INK}" '
             f'stroke-width="5" stroke-linejoin="round"/>')
    for i, y in enumerate(range(34, BODY_TOP, 18)):
        half = (y - 8) * 94 / (BODY_TOP - 2)
        b.append(f'<path d="M{100 - half + 4},{y} L{100 + half - 4},{y}" stroke="{A.INK}" stroke-width="2" '
                 f'opacity="0.45"/>')
        for k in range(-6, 7):
            x = 100 + k * 14 + (7 if i % 2 else 0)
            if abs(x - 100) < half - 8:
                b.append(f'<path d="M{x},{y} L{x},{y + 16}" stroke="{A.INK}" stroke-width="1.5" opacity="0.3"/>')
    # the owner's sign on the gable (seat colour and shape); a neutral house gets an attic window instead
    if neutral:
        b.append(f'<circle cx="100" cy="66" r="16" fill="url(#glass)" stroke="{A.INK}" stroke-width="3.5"/>')
        b.append(f'<path d="M84,66 L116,66 M100,50 L100,82" stroke="{A.INK}" stroke-width="2.5"/>')
    else:
        b.append(f'<circle cx="100" cy="64" r="24" fill="#fffaf0" stroke="{A.INK}" stroke-width="4"/>')
        b.append(A.seat_shape(shape, 100, 65, 16, main, A.INK, 3))
    # a ground line
    b.append(f'<rect x="10" y="{BODY_BOTTOM}" width="180" height="10" rx="4" fill="#8b857a" stroke="{A.INK}" '
             f'stroke-width="3"/>')
    return A.svg(HOUSE_W, HOUSE_H, "".join(b), defs)


def marker(rim: str = "#e0892b") -> str:
    """The infestation marker: a round plaque with a rat's head."""
    defs = A.rgrad("mg", "#fff3d6", "#f0c98a")
    b = [f'<circle cx="60" cy="60" r="54" fill="{rim}" stroke="{A.INK}" stroke-width="5"/>',
         f'<circle cx="60" cy="60" r="40" fill="url(#mg)" stroke="{A.INK}" stroke-width="4"/>',
         # rat head, front view
         f'<circle cx="38" cy="40" r="12" fill="#8d8d99" stroke="{A.INK}" stroke-width="3.5"/>',
         f'<circle cx="82" cy="40" r="12" fill="#8d8d99" stroke="{A.INK}" stroke-width="3.5"/>',
         '<circle cx="38" cy="40" r="6" fill="#f3a5b5"/><circle cx="82" cy="40" r="6" fill="#f3a5b5"/>',
         (f'<path d="M34,56 C34,38 86,38 86,56 C86,70 70,84 60,90 C50,84 34,70 34,56 Z" fill="#6b6b78" '
         f'stroke="{A.INK}" stroke-width="4" stroke-linejoin="round"/>'),
         f'<circle cx="49" cy="57" r="4.5" fill="{A.INK}"/><circle cx="71" cy="57" r="4.5" fill="{A.INK}"/>',
         '<circle cx="50" cy="55.5" r="1.5" fill="#fff"/><circle cx="72" cy="55.5" r="1.5" fill="#fff"/>',
         f'<circle cx="60" cy="84" r="5" fill="#f08aa0" stroke="{A.INK}" stroke-width="2.5"/>',
         (f'<path d="M52,78 L30,72 M52,81 L30,84 M68,78 L90,72 M68,81 L90,84" stroke="{A.INK}" '
         'stroke-width="2" stroke-linecap="round"/>')]
    return A.svg(120, 120, "".join(b), defs)


def rat_file(colour: str) -> str:
    return A.svg(204, 130, A.rat(colour, 0, 0, 1.0))


def piper_file() -> str:
    return A.svg(140, 230, A.piper(0, 0, 1.0))


CARD_W, CARD_H = 200, 280


def card_frame(border: str, paper: str = "#fbf3e0", inner: str | None = None) -> str:
    inner = inner or border
    return (f'<rect x="4" y="4" width="192" height="272" rx="18" fill="{border}" stroke="{A.INK}" '
            f'stroke-width="5"/>'
            f'<rect x="16" y="16" width="168" height="248" rx="11" fill="{paper}" stroke="{A.INK}" '
            f'stroke-width="3"/>'
            f'<rect x="22" y="22" width="156" height="236" rx="8" fill="none" stroke="{inner}" '
            f'stroke-width="2" opacity="0.6"/>')


def character_card(figure: str) -> str:
    if figure == "piper":
        body = f'<defs>{A.vgrad("sky", "#cfe8ff", "#fff6dc")}</defs>' + card_frame("#e0a526", "#fff6dc", "#b87d0f")
        body += '<rect x="22" y="22" width="156" height="150" rx="8" fill="url(#sky)"/>'
        body += A.piper(40, 30, 0.86)
        for i, (x, y) in enumerate(((36, 70), (150, 150), (40, 150))):
            body += A.music_note(x, y, 6 + (i % 2), "#e0a526")
        body += (f'<rect x="24" y="232" width="152" height="24" rx="8" fill="#e0a526" stroke="{A.INK}" '
                 f'stroke-width="3"/>')
        for k in range(5):
            body += A.music_note(48 + k * 26, 250, 5, "#fff6dc")
        return A.svg(CARD_W, CARD_H, body)
    main, dark, light = A.RAT_COLOURS[figure]
    sym = A.RAT_SYMBOL[figure]
    body = card_frame(main, "#fbf3e0", dark)
    body += f'<rect x="22" y="22" width="156" height="236" rx="8" fill="{light}" opacity="0.55"/>'
    body += f'<ellipse cx="100" cy="192" rx="74" ry="14" fill="{dark}" opacity="0.25"/>'
    body += A.rat(figure, 10, 78, 0.88)
    for cx, cy in ((44, 48), (156, 232)):
        body += f'<circle cx="{cx}" cy="{cy}" r="20" fill="#fffaf0" stroke="{A.INK}" stroke-width="3.5"/>'
        body += A.symbol(sym, cx, cy + 1, 12, main, A.INK, 2.5)
    return A.svg(CARD_W, CARD_H, body)


KIND_BORDER = {"step1": "#4f7cac", "step2": "#4f7cac", "step3": "#4f7cac", "turn": "#3f8f7a",
               "plus": "#d9902a", "melody": "#c2477b"}


def action_card(kind: str) -> str:
    border = KIND_BORDER[kind]
    body = card_frame(border, "#fbf3e0")
    ink, paw_c = A.INK, "#6a4a33"
    if kind.startswith("step"):
        n = int(kind[-1])
        body += A.digit(str(n), 64, 30, 1.2, A.INK, 24) + A.digit(str(n), 64, 30, 1.2, border, 13)
        # one footprint per step, walking across the bottom of the card
        xs = {1: (100,), 2: (70, 130), 3: (52, 100, 148)}[n]
        for i, x in enumerate(xs):
            body += A.paw(x, 214 if i % 2 == 0 else 190, 16, paw_c, 90)
    elif kind == "turn":
        body += (f'<path d="M62,226 L62,112 C62,64 138,64 138,112 L138,170" fill="none" stroke="{ink}" '
                 f'stroke-width="26" stroke-linecap="round"/>'
                 f'<path d="M62,226 L62,112 C62,64 138,64 138,112 L138,170" fill="none" stroke="{border}" '
                 f'stroke-width="15" stroke-linecap="round"/>'
                 f'<path d="M104,164 L138,216 L172,164 Z" fill="{border}" stroke="{ink}" stroke-width="5" '
                 f'stroke-linejoin="round"/>')
    elif kind == "plus":
        body += A.plus_sign(70, 110, 34, ink, 24) + A.plus_sign(70, 110, 34, border, 13)
        body += A.digit("1", 104, 60, 0.95, ink, 24) + A.digit("1", 104, 60, 0.95, border, 13)
        body += A.paw(100, 214, 20, paw_c, 0)
    elif kind == "melody":
        body += A.music_note(74, 178, 20, border, ink)
        body += A.music_note(128, 140, 15, border, ink)
        body += (f'<path d="M36,226 C70,206 130,246 166,222" fill="none" stroke="{ink}" stroke-width="5" '
                 f'stroke-linecap="round" opacity="0.6"/>')
        body += A.symbol("star", 150, 64, 12, "#f3c21b", ink, 2.5)
        body += A.symbol("star", 50, 78, 8, "#f3c21b", ink, 2)
    return A.svg(CARD_W, CARD_H, body)


def card_back(kind: str = "action") -> str:
    """The back of the action cards (deep blue, a pipe and notes) or of the character deck (wine red, a rat)."""
    base, pattern = ("#24406e", "#31548c") if kind == "action" else ("#7a2335", "#953346")
    b = [f'<rect x="4" y="4" width="192" height="272" rx="18" fill="{base}" stroke="{A.INK}" stroke-width="5"/>',
         '<rect x="16" y="16" width="168" height="248" rx="11" fill="none" stroke="#e8c36a" stroke-width="4"/>']
    for row in range(7):
        for col in range(5):
            x, y = 36 + col * 32 + (16 if row % 2 else 0), 40 + row * 34
            if x < 176:
                b.append(f'<polygon points="{x},{y - 9} {x + 8},{y} {x},{y + 9} {x - 8},{y}" fill="{pattern}"/>')
    b.append('<circle cx="100" cy="140" r="54" fill="#fbf3e0" stroke="#e8c36a" stroke-width="6"/>')
    if kind == "action":
        b.append(f'<rect x="52" y="150" width="96" height="16" rx="8" fill="#c89b5e" stroke="{A.INK}" '
                 'stroke-width="4"/>')
        b.extend(f'<circle cx="{x}" cy="158" r="3" fill="{A.INK}"/>' for x in (84, 100, 116, 132))
        b.append(A.music_note(80, 128, 9, "#e8c36a"))
        b.append(A.music_note(114, 118, 8, "#c2477b"))
    else:
        b.append(A.rat("black", 52, 110, 0.48))
    return A.svg(CARD_W, CARD_H, "".join(b))


def street_tile(seed: int = 7) -> str:
    """A seamless 256 x 256 cobblestone tile: rows of rounded stones, wrapped at the edges."""
    rnd = random.Random(seed)
    size = 256
    b = [f'<rect width="{size}" height="{size}" fill="#6f675c"/>']
    shades = ("#a59d90", "#9a9285", "#b1a99b", "#8f877a", "#aaa294")
    rows = 8
    rh = size / rows
    for r in range(rows):
        x = rnd.uniform(0, 20)
        y = r * rh
        while x < size:
            w = rnd.uniform(26, 40)
            fill = rnd.choice(shades)
            for dx in (-size, 0, size):
                sx = x + dx
                if sx + w < 0 or sx > size:
                    continue
                b.append(f'<rect x="{sx + 2:.1f}" y="{y + 2:.1f}" width="{w - 4:.1f}" height="{rh - 4:.1f}" '
                         f'rx="8" fill="{fill}" stroke="#4f483f" stroke-width="1.5"/>')
                b.append(f'<rect x="{sx + 6:.1f}" y="{y + 4:.1f}" width="{w - 14:.1f}" height="5" rx="2.5" '
                         f'fill="#ffffff" opacity="0.18"/>')
            x += w
    return A.svg(size, size, "".join(b))


def files() -> dict[str, str]:
    out = {"house_neutral.svg": house(None, None, None, None), "marker.svg": marker(),
           "piper.svg": piper_file(), "card_back.svg": card_back("action"),
           "character_back.svg": card_back("character"), "street.svg": street_tile()}
    for name, (main, dark, light) in A.SEAT_COLOURS.items():
        out[f"house_{name}.svg"] = house(main, dark, light, A.SEAT_SHAPE[name])
        out[f"marker_{name}.svg"] = marker(main)
    for colour in A.RAT_COLOURS:
        out[f"rat_{colour}.svg"] = rat_file(colour)
        out[f"char_{colour}.svg"] = character_card(colour)
    out["char_piper.svg"] = character_card("piper")
    for kind in KIND_BORDER:
        out[f"act_{kind}.svg"] = action_card(kind)
    return out


def main() -> None:
    write_files(OUT, files())


if __name__ == "__main__":
    main()
