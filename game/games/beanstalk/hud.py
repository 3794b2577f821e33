"""The table round the stalk: the seats' panel (badge, name, gold bags face down until the end, treasures left,
axe, bean, eye token, the card played) on the left, what to do now, the last three things that happened, and
the acting player's column on the right, clear of the stalk: the secret hand of cards, the dice tray (the dice
just rolled, big, with their faces; then the pieces still to stack, the one in hand first), the choice buttons
and the control hint. Words over the sky stand on a dark plate or inside a dark outline. Layout rects live here so
the input (table_input.py) hits what is drawn."""
from __future__ import annotations

import math
from collections import OrderedDict

import pygame

from game.engine import theme
from game.engine.assets import image
from game.engine.i18n import tr
from game.engine.text import draw_text, fit_size, outline_mask, render, size_of
from game.games.beanstalk.view import art_colour, piece_box

PANEL = pygame.Rect(16, 100, 440, 800)  # (the game log sits under it, left of the board)
COLUMN = pygame.Rect(1340, 350, 560, 716)  # right of the stalk, under the giant: the acting player's things
CARD_W, CARD_H = 170, 250
BUTTON_H = 76
BUTTON_W = 480
GAP = 14
TRAY_TITLE = 84
LABEL_H = 40
# the seats' panel: every token and bag at least 32 px across on screen (drawn boxes; the pictures keep their
# shapes inside them: a bag is narrower than tall, a cloud wider than tall)
TOKEN = 48  # bean, eye token, axe token
BAG = 48  # a gold bag (35 px wide)
BAG_PITCH = 38
BAGS_SHOWN = 5  # the bags drawn side by side; the number beside them counts them all
CLOUD = (80, 34)  # a treasure cloud (78 x 32)
# a line of text over the sky stands on a plate: the sky under it darkened to SKY_PLATE / 255 of itself (a white
# cloud becomes (41, 41, 41)), so the cream and the gold drawn there keep >= 4.5:1 against it (big words are
# outlined instead: big_word)
SKY_PLATE = 41
SKY_PAD = (16, 6)  # px round the words (more above and below larger ones: size // 10)
FALL_RED = (255, 120, 100)  # the fall's word: 7.3:1 on its dark outline (the theme's red only 4.6:1)


def seat_rect(i: int, n: int) -> pygame.Rect:
    h = min(176, PANEL.height // max(1, n))
    return pygame.Rect(PANEL.x, PANEL.y + i * h, PANEL.width, h - 8)


def card_rects(n: int) -> list[pygame.Rect]:
    x0 = COLUMN.centerx - (n * (CARD_W + 24) - 24) // 2
    return [pygame.Rect(x0 + i * (CARD_W + 24), COLUMN.y + 40, CARD_W, CARD_H) for i in range(n)]


# the dice tray -----------------------------------------------------------------------------------------------
def tray_items(s) -> tuple[str | None, list[dict]]:
    """("rolled", the dice just rolled) before stacking, ("stack", the pieces still to stack, the next first)
    while stacking, else (None, [])."""
    t = s.turn or {}
    if s.phase == "stack" and t.get("queue"):
        return "stack", [dict(item) for item in t["queue"]]
    if s.phase == "roll" and t.get("dice"):
        return "rolled", [{"kind": "die", "face": face} for face in t["dice"]]
    return None, []


TRAY_ROOM = 404  # px of the column the tray may take: two buttons and a two-line hint must still fit under it


def tray_grid(n: int) -> tuple[int, int, bool]:
    """(cells per row, cell size px, labels under the cells) for n items: big and named while few, smaller the
    more rows there are, so the tray never pushes the buttons under the hint."""
    if n <= 3:
        return 3, 124, True
    per_row, labels = (3, True) if n <= 6 else (4, False) if n <= 12 else (5, False)
    rows = math.ceil(n / per_row)
    room = (TRAY_ROOM - TRAY_TITLE - GAP) // rows - GAP - (LABEL_H if labels else 0)
    return per_row, min(96, room), labels


def tray_rect(n: int) -> pygame.Rect | None:
    if not n:
        return None
    per_row, cell, labels = tray_grid(n)
    rows = math.ceil(n / per_row)
    return pygame.Rect(COLUMN.x, COLUMN.y, COLUMN.width,
                       TRAY_TITLE + rows * (cell + (LABEL_H if labels else 0) + GAP) + GAP)


def tray_boxes(rect: pygame.Rect, n: int) -> list[pygame.Rect]:
    """The n item pictures' squares inside the tray `rect` (drawing and clicks: a die to reroll)."""
    per_row, cell, labels = tray_grid(n)
    pitch = (rect.width - 2 * GAP) // per_row
    out = []
    for i in range(n):
        row, col = divmod(i, per_row)
        out.append(pygame.Rect(rect.x + GAP + col * pitch + (pitch - cell) // 2,
                               rect.y + TRAY_TITLE + row * (cell + (LABEL_H if labels else 0) + GAP), cell, cell))
    return out


def buttons_top(s) -> int:
    tray = tray_rect(len(tray_items(s)[1]))
    return tray.bottom + 2 * GAP if tray else COLUMN.y


def button_rects(labels: list[str], top: int = COLUMN.y) -> list[pygame.Rect]:
    """The choice buttons one under another in the column (from `top`: buttons_top(state))."""
    return [pygame.Rect(COLUMN.centerx - BUTTON_W // 2, top + i * (BUTTON_H + GAP), BUTTON_W, BUTTON_H)
            for i in range(len(labels))]


def tray(surface, s, colour_of, name_of) -> pygame.Rect | None:
    """The dice just rolled (their faces named), or the pieces still to stack with the one in hand framed."""
    drawn = tray_picture(s, colour_of, name_of)
    if drawn is None:
        return None
    _, pic, topleft, rect = drawn
    surface.blit(pic, topleft)
    return rect


def tray_picture(s, colour_of, name_of) -> tuple | None:
    """(key, picture, topleft, the tray's rect) of the tray now, drawn once per change; None: no tray."""
    what, items = tray_items(s)
    rect = tray_rect(len(items))
    if rect is None:
        return None
    seat = s.turn.get("seat")
    title = tr("beanstalk_screen.tray.rolled", name=name_of(seat)) if what == "rolled" else \
        tr("beanstalk_screen.tray.stack")
    key = (what, repr(items), title, colour_of(seat), tr("beanstalk_screen.tray.now"))
    if _tray[0] != key:  # drawn once per change (a panel, its shadow, icons and words: ~30 blits)
        pic = pygame.Surface(rect.inflate(2 * TRAY_MARGIN, 2 * TRAY_MARGIN).size, pygame.SRCALPHA)
        _draw_tray(pic, rect.move(TRAY_MARGIN - rect.x, TRAY_MARGIN - rect.y), what, items, title, colour_of(seat))
        _tray[:] = [key, pic]
    return key, _tray[1], (rect.x - TRAY_MARGIN, rect.y - TRAY_MARGIN), rect


_tray: list = [None, None]  # [key, picture] of the tray last drawn
TRAY_MARGIN = 24  # room round the tray for its shadow


def _draw_tray(surface, rect: pygame.Rect, what: str, items: list[dict], title: str, colour) -> None:
    theme.draw_panel(surface, rect, theme.PANEL, radius=18, shadow=True, border=theme.PANEL_EDGE)
    draw_text(surface, title, (rect.x + 18, rect.y + 10), 32, theme.TEXT, bold=True, max_width=rect.width - 36)
    labels = tray_grid(len(items))[2]
    pitch = (rect.width - 2 * GAP) // tray_grid(len(items))[0]
    for i, (item, box) in enumerate(zip(items, tray_boxes(rect, len(items)))):
        now = what == "stack" and i == 0
        if now:
            pygame.draw.rect(surface, theme.GOLD, box.inflate(14, 14), border_radius=14)
            pygame.draw.rect(surface, theme.PANEL_HI, box.inflate(4, 4), border_radius=10)
        _piece_icon(surface, item, box, colour)
        if now:  # the one in hand (or about to be): a gold tag on its frame
            word = tr("beanstalk_screen.tray.now")
            tag = pygame.Rect((0, 0), size_of(word, 28, True)).inflate(18, 4)
            tag.center = (box.right + 7, box.y - 7)
            pygame.draw.rect(surface, theme.GOLD, tag, border_radius=12)
            draw_text(surface, word, tag.center, 28, theme.TEXT_ON_GOLD, anchor="center", bold=True)
        if labels:
            kind = item["kind"]
            word = tr(f"beanstalk.face.{item['face']}") if kind == "die" else tr(f"beanstalk_screen.tray.{kind}")
            draw_text(surface, word, (box.centerx, box.bottom + 10), 28, theme.GOLD_HI if now else theme.TEXT,
                      anchor="midtop", bold=now, max_width=pitch - 6)


def _piece_icon(surface, item: dict, box: pygame.Rect, colour) -> None:
    kind = item["kind"]
    if kind == "die":
        pic = image(f"beanstalk/die_{item.get('face') or 'blank'}.svg", box.size)
    else:
        x0, y0, x1, y1 = piece_box(kind)
        k = min(box.width / (x1 - x0), box.height / (y1 - y0))
        size = (max(1, round((x1 - x0) * k)), max(1, round((y1 - y0) * k)))
        name = f"beanstalk/treasure_{art_colour(colour)}.svg" if kind == "treasure" else f"beanstalk/{kind}.svg"
        pic = image(name, size)
    surface.blit(pic, pic.get_rect(center=box.center))


def panel_view(s) -> dict:
    """What the seats' panel shows: public to everybody, read straight from the state (rules.view would load the
    stalk's world for it)."""
    return {"players": s.players, "actor": s.actor, "bean": s.bean, "eye": s.eye, "axes": list(s.axes),
            "revealed": list(s.revealed), "phase": s.phase, "chosen": [c is not None for c in s.chosen],
            "gold_counts": [len(g) for g in s.gold], "treasures": list(s.treasures)}


def seats(surface, name_of, colour_of, view: dict, final: dict | None) -> None:
    """The seats' panel: `name_of(seat)`, `colour_of(seat)` the seats' names and colours."""
    n = view["players"]
    for i in range(n):
        r = seat_rect(i, n)
        acting = i == view["actor"]
        theme.draw_panel(surface, r, theme.PANEL_HI if acting else theme.PANEL, radius=18, shadow=False,
                         border=theme.GOLD if acting else theme.PANEL_EDGE, border_width=4 if acting else 2)
        colour = art_colour(colour_of(i))
        surface.blit(image(f"beanstalk/seat_{colour}.svg", (64, 64)), (r.x + 10, r.y + 10))
        x = r.right - 10
        for icon, on in (("bean", view["bean"] == i), ("eye_token", view["eye"] == i),
                         (f"axe_token_{colour}", view["axes"][i])):
            if on:
                pic = image(f"beanstalk/{icon}.svg", (TOKEN, TOKEN))
                surface.blit(pic, pic.get_rect(topright=(x, r.y + 10)))
                x -= TOKEN + 6
        draw_text(surface, name_of(i) or "", (r.x + 84, r.y + 12), 34, theme.TEXT, bold=True,
                  max_width=max(80, x - r.x - 92))
        card = view["revealed"][i]
        if card is not None and view["phase"] != "choose":
            pic = image(f"beanstalk/card_{colour}_{card}.svg", (52, 76))
            surface.blit(pic, pic.get_rect(bottomright=(r.right - 12, r.bottom - 8)))
        elif view["phase"] == "choose" and view["chosen"][i]:
            pic = image("beanstalk/card_back.svg", (52, 76))
            surface.blit(pic, pic.get_rect(bottomright=(r.right - 12, r.bottom - 8)))
        # one row under the name: gold face down (a count) until the end, then every bag's value; the treasures
        y = r.y + 80
        bags = final["bags"][i] if final else None
        count = len(bags) if bags is not None else view["gold_counts"][i]
        for k in range(min(count, BAGS_SHOWN)):
            name = f"beanstalk/gold_{bags[k]}.svg" if bags is not None else "beanstalk/gold_back.svg"
            pic = image(name, (BAG, BAG))
            surface.blit(pic, pic.get_rect(midleft=(r.x + 12 + k * BAG_PITCH, y + BAG // 2)))
        if not count:  # no bag yet: a faint one, so "x0" says what there is none of
            empty = image("beanstalk/gold_back.svg", (BAG, BAG)).copy()
            empty.set_alpha(110)
            surface.blit(empty, empty.get_rect(midleft=(r.x + 12, y + BAG // 2)))
        label = str(final["totals"][i]) if final else f"x{count}"
        shown = max(1, min(count, BAGS_SHOWN))
        draw_text(surface, label, (r.x + 12 + (shown - 1) * BAG_PITCH + 43, y + BAG // 2), 32, theme.GOLD,
                  anchor="midleft", bold=bool(final))
        cloud = image(f"beanstalk/treasure_{colour}.svg", CLOUD)
        cloud_x = r.x + 12 + (BAGS_SHOWN - 1) * BAG_PITCH + 101  # after five bags and a total of three digits
        surface.blit(cloud, cloud.get_rect(midleft=(cloud_x, y + BAG // 2)))
        draw_text(surface, str(view["treasures"][i]), (cloud_x + CLOUD[0] + 6, y + BAG // 2), 32, theme.TEXT,
                  anchor="midleft")


def plate(surface, rect: pygame.Rect, radius: int = 14) -> None:
    """Darken the sky under `rect` (rounded corners) to SKY_PLATE / 255 of itself: one multiply per row of the
    corners, no picture made."""
    rect = pygame.Rect(rect).clip(surface.get_rect())
    if not rect.width or not rect.height:
        return
    shade = (SKY_PLATE, SKY_PLATE, SKY_PLATE)
    r = min(radius, rect.height // 2, rect.width // 2)
    surface.fill(shade, rect.inflate(0, -2 * r), special_flags=pygame.BLEND_RGB_MULT)
    for k in range(r):  # the rows of the rounded top and bottom
        inset = r - round(math.sqrt(max(0.0, r * r - (r - k - 0.5) ** 2)))
        for y in (rect.y + k, rect.bottom - 1 - k):
            surface.fill(shade, pygame.Rect(rect.x + inset, y, rect.width - 2 * inset, 1),
                         special_flags=pygame.BLEND_RGB_MULT)


def sky_text(surface, text: str, pos, size: int, colour, anchor: str = "topleft", bold: bool = False,
             max_width: int | None = None) -> pygame.Rect:
    """Words over the sky on a dark plate (plate()): readable over a white cloud as over the blue. Returns the
    words' rect."""
    if max_width is not None:
        size = fit_size(text, size, max_width, bold)
    rect = pygame.Rect((0, 0), size_of(text, size, bold))
    setattr(rect, anchor, (round(pos[0]), round(pos[1])))
    plate(surface, rect.inflate(2 * SKY_PAD[0], 2 * max(SKY_PAD[1], size // 10)), radius=min(16, size // 4))
    draw_text(surface, text, rect.topleft, size, colour, bold=bold)
    return rect


def status(surface, line: str) -> pygame.Rect | None:
    if line:
        return sky_text(surface, line, (1080, 16 + SKY_PAD[1]), 44, theme.TEXT, anchor="midtop", bold=True,
                        max_width=1200)
    return None


def buttons(surface, labels: list[str], focus: int, top: int, ready: list[float] | None = None) -> None:
    """The choice buttons; `ready` (0..1 each): a button new in its place fades in while it does not answer yet
    (table_input.ARM_S)."""
    for i, (r, text) in enumerate(zip(button_rects(labels, top), labels)):
        on = i == focus
        k = 1.0 if ready is None or i >= len(ready) else ready[i]
        target, at = surface, r
        if k < 1.0:  # drawn apart, then laid on faint
            target = pygame.Surface(r.inflate(2 * FADE_ROOM, 2 * FADE_ROOM).size, pygame.SRCALPHA)
            at = pygame.Rect((FADE_ROOM, FADE_ROOM), r.size)
        theme.draw_panel(target, at, theme.GOLD if on else theme.PANEL, radius=20, shadow=True,
                         border=theme.GOLD_HI if on else theme.PANEL_EDGE)
        draw_text(target, text, at.center, 34, theme.TEXT_ON_GOLD if on else theme.TEXT, anchor="center",
                  bold=True, max_width=r.width - 24)
        if k < 1.0:
            target.set_alpha(round(255 * (0.3 + 0.5 * k)))
            surface.blit(target, (r.x - FADE_ROOM, r.y - FADE_ROOM))


FADE_ROOM = 30  # px round a fading button for its shadow


def cards(surface, hand: list[int], colour: str, focus: int) -> None:
    for i, (r, card) in enumerate(zip(card_rects(len(hand)), hand)):
        rr = r.move(0, -40) if i == focus else r
        if i == focus:
            pygame.draw.rect(surface, theme.GOLD, rr.inflate(16, 16), border_radius=18)
        surface.blit(image(f"beanstalk/card_{art_colour(colour)}_{card}.svg", rr.size), rr.topleft)


def big_word(surface, text: str, t: float, colour=theme.GOLD_HI) -> pygame.Rect:
    """FEE-FI-FO-FUM!, the fall: a word that swells in the middle of the sky, outlined (a plate that big would
    hide the falling stalk behind it). Returns the words' rect."""
    size = fit_size(text, round(72 + 40 * min(1.0, t * 3)), 1400, True)
    face = render(text, size, colour, True)
    rect = face.get_rect(center=(1080, 330))
    band, o = outline(text, size, True)
    surface.blit(band, rect.move(-o, -o))
    surface.blit(face, rect)
    return rect


OUTLINE = (24, 16, 14)  # theme.INK: >= 4.5:1 under GOLD_HI, FALL_RED and the cream text
OUTLINES_KEPT = 4  # the last outline pictures (~0.7 MB each at 112 px): a word that stopped swelling costs a blit
SHAPES_KEPT = 64  # the outlines' shapes (bit masks, ~25 KB): every size of a fall's words, made ahead
_outlines: OrderedDict = OrderedDict()
_shapes: OrderedDict = OrderedDict()


def outline_width(size: int) -> int:
    return max(3, size // 16)


def _kept(cache: OrderedDict, key, make, most: int):
    got = cache.get(key)
    if got is None:
        got = cache[key] = make()
        if len(cache) > most:
            cache.popitem(last=False)
    cache.move_to_end(key)
    return got


def outline_shape(text: str, size: int, bold: bool = False) -> pygame.mask.Mask:
    """The words' shape grown by a disc outline_width(size) px across (a mask convolved, ~0.5 ms at 112 px)."""
    return _kept(_shapes, (text, size, bold), lambda: outline_mask(text, size, outline_width(size), bold),
                 SHAPES_KEPT)


def outline(text: str, size: int, bold: bool = False) -> tuple[pygame.Surface, int]:
    """(a solid dark band o = outline_width(size) px wide round every stroke of the words, o), to be drawn o px
    up and left of the words."""
    pic = _kept(_outlines, (text, size, bold), lambda: outline_shape(text, size, bold).to_surface(
        setcolor=(*OUTLINE, 255), unsetcolor=(0, 0, 0, 0)), OUTLINES_KEPT)
    return pic, outline_width(size)
