"""The control hint: what to press, drawn as key caps. A `Hint` names the device in gold ("WASD:", "Pad 1:"),
then each `Item` — its key caps (cream, standing up) and what they do in white — or, for the mouse, a plain
sentence. 32 px, high contrast from the sofa. A key and its words never part across lines; a sentence wraps
at words. Devices and keys are named through `table.devices` (one catalogue)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine import text
from game.engine.i18n import tr
from game.engine.table import devices

TEXT = 32  # px: the hint's words and key names
CAP_H = 44  # a key cap's height; a one-letter cap is square
CAP_PAD = 11  # room either side of a key's name
ROW_H = 48  # a row of key caps
LINE_H = 42  # a line of the sentence
PAD_X, PAD_Y = 12, 6
GAP_KEYS, GAP_WORDS, GAP_ITEMS = 6, 10, 26
STRIP = (8, 9, 14, 235)
GOLD = (255, 214, 92)
WHITE = (255, 250, 240)
CAP_FACE = (250, 240, 215)
CAP_SIDE = (150, 138, 112)
CAP_INK = (16, 18, 26)


@dataclass(frozen=True)
class Item:
    """One thing to do: its key caps and the words for it."""
    keys: tuple[str, ...]
    words: str


@dataclass(frozen=True)
class Hint:
    device: str = ""  # "WASD:", "Pad 1:": whose keys these are ("" for words only)
    items: tuple[Item, ...] = ()
    sentence: str = ""  # plain words instead of keys (the mouse)

    def __bool__(self) -> bool:
        return bool(self.items or self.sentence)


def for_device(inputs, device: str | None, items: tuple[tuple[tuple[str, ...], str], ...],
               sentence: str = "") -> Hint:
    """A hint for `device`: `items` are ((action, ...), words); each action becomes its key's cap. A device
    without keys for them (the mouse, a pad in pointer mode) gets `sentence` instead."""
    actions = tuple(dict.fromkeys(a for acts, _ in items for a in acts))
    names = devices.key_names(inputs, device, actions)
    if names is None:
        return Hint(sentence=sentence)
    keys = devices.without_shared_word(names)
    who = tr("table.hint.device", device=devices.device_name(inputs, device))
    return Hint(who, tuple(Item(tuple(keys[a] for a in acts), words) for acts, words in items))


Piece = tuple[str, str]  # (kind: "device" | "key" | "words", text)


def units(hint: Hint) -> list[list[Piece]]:
    """The pieces that stay together on one line: the device's name, then each key group with its words."""
    out: list[list[Piece]] = [[("device", hint.device)]] if hint.device else []
    for item in hint.items:
        unit: list[Piece] = [("key", k) for k in item.keys]
        unit.append(("words", item.words))
        out.append(unit)
    return out


def piece_width(kind: str, label: str) -> int:
    if kind == "key":
        return max(CAP_H, text.size_of(label, TEXT, True)[0] + 2 * CAP_PAD)
    return text.size_of(label, TEXT, kind == "device")[0]


def _gap(before: str, after: str) -> int:
    return GAP_KEYS if before == after == "key" else GAP_WORDS


def unit_width(unit: list[Piece]) -> int:
    return sum(piece_width(*p) for p in unit) + sum(_gap(a[0], b[0]) for a, b in zip(unit, unit[1:]))


def rows(hint: Hint, width: int) -> list[list[list[Piece]]]:
    """The key groups on each line of a strip `width` wide (a group wider than a line gets a line alone)."""
    out: list[list[list[Piece]]] = []
    used = 0
    for unit in units(hint):
        w = unit_width(unit)
        if out and used + GAP_ITEMS + w <= width:
            out[-1].append(unit)
            used += GAP_ITEMS + w
        else:
            out.append([unit])
            used = w
    return out


def lines(hint: Hint, width: int) -> list:
    """What goes on each line: key groups, or the sentence's wrapped words."""
    if hint.items:
        return rows(hint, width - 2 * PAD_X)
    return text.wrap(hint.sentence, TEXT, width - 2 * PAD_X) if hint.sentence else []


def height(hint: Hint, width: int) -> int:
    n = len(lines(hint, width))
    return n * (ROW_H if hint.items else LINE_H) + 2 * PAD_Y if n else 0


def widest_line(hint: Hint, width: int) -> int:
    """The longest line's width (tests check it fits)."""
    if hint.items:
        return max((sum(unit_width(u) for u in row) + GAP_ITEMS * (len(row) - 1) for row in lines(hint, width)),
                   default=0)
    return max((text.size_of(line, TEXT)[0] for line in lines(hint, width)), default=0)


def cap_at(surface, center, label: str) -> pygame.Rect:
    """A key cap centred on `center` (the face-down toggle shows its key this way)."""
    w = piece_width("key", label)
    x = round(center[0] - w / 2)
    _cap(surface, x, round(center[1]), label)
    return pygame.Rect(x, round(center[1]) - CAP_H // 2, w, CAP_H)


def _cap(surface, x: int, mid_y: int, label: str) -> int:
    w = piece_width("key", label)
    face = pygame.Rect(x, mid_y - CAP_H // 2, w, CAP_H - 4)
    pygame.draw.rect(surface, CAP_SIDE, face.move(0, 4), border_radius=9)  # the key's side: it stands up
    pygame.draw.rect(surface, CAP_FACE, face, border_radius=9)
    text.draw_text(surface, label, face.center, TEXT, CAP_INK, "center", bold=True, max_width=w - 8)
    return w


def draw(surface: pygame.Surface, rect: pygame.Rect, hint: Hint) -> None:
    """The strip filling `rect` (as tall as height() said) with the hint in it."""
    strip = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(strip, STRIP, strip.get_rect(), border_radius=16)
    surface.blit(strip, rect.topleft)
    x0, y = rect.x + PAD_X, rect.y + PAD_Y
    if not hint.items:
        for line in lines(hint, rect.w):
            text.draw_text(surface, line, (x0, y + LINE_H / 2), TEXT, WHITE, "midleft")
            y += LINE_H
        return
    for row in lines(hint, rect.w):
        mid = y + ROW_H // 2
        x = x0
        for unit in row:
            prev = None
            for kind, label in unit:
                if prev is not None:
                    x += _gap(prev, kind)
                if kind == "key":
                    x += _cap(surface, x, mid, label)
                else:
                    colour = GOLD if kind == "device" else WHITE
                    drawn = text.draw_text(surface, label, (x, mid), TEXT, colour, "midleft", bold=kind == "device")
                    x += drawn.w
                prev = kind
            x += GAP_ITEMS
        y += ROW_H
