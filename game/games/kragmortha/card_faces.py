"""Card faces drawn from our art at any size: a penalty card (its corner-symbol frame, the picture, the name and
the rule) and a spellbook (frame, picture, name, one-line effect, magic symbols). Used for the penalty shown big
when drawn, the Cure choice and the spellbook preview, so they all look like the same cards."""
from __future__ import annotations

import pygame

from game.engine import text
from game.engine.assets import image
from game.engine.i18n import tr
from game.games.kragmortha import penalties as P
from game.games.kragmortha import spellbooks as S
from game.games.kragmortha.make_art import SPELL_SLOTS

INK, CREAM, GOLD = (20, 16, 28), (246, 236, 210), (255, 210, 90)


def _art(name: str, size) -> pygame.Surface:
    return image("kragmortha/" + name, size)


def _lines(surface, words: str, centre_x: int, top: int, size: int, width: int, colour, most: int,
           bold: bool = False) -> int:
    """Wrapped lines centred under `top`; returns the y under the last one."""
    lines = text.wrap(words, size, width, bold=bold)[:most]
    for i, line in enumerate(lines):
        text.draw_text(surface, line, (centre_x, top + i * round(size * 1.2)), size, INK, "midtop", bold=bold,
                       max_width=width)
    return top + len(lines) * round(size * 1.2)


def penalty_card(surface, rect: pygame.Rect, pid: int, rule: bool = True, name_size: int = 40,
                 picture: float = 0.48) -> None:
    """A penalty card face filling `rect` (200x280 design; its blank panel x 26-174, y 112-252 holds the words)."""
    p = P.PENALTIES[pid]
    r = pygame.Rect(rect)
    surface.blit(_art(f"penalty_{p['symbol']}.svg", r.size), r)
    pic = round(r.w * picture)
    surface.blit(_art(f"pen_{p['key']}.svg", (pic, pic)), (r.centerx - pic // 2, r.y + round(r.h * 0.14)))
    width = round(r.w * 0.74) - 36  # inside the panel, clear of its dashed edge
    y = r.y + round(r.h * 0.14) + pic + 6
    y = _lines(surface, tr(f"kragmortha.penalty.{p['key']}"), r.centerx, y, name_size, width, INK, 2, True)
    if rule:
        size = 28 if r.w < 400 else 30
        room = r.y + round(r.h * 0.9) - 6 - y
        _lines(surface, tr(f"kragmortha.penalty.{p['key']}.rule"), r.centerx, y + 4, size, width, INK,
               max(1, room // round(size * 1.2)))


def rule_plate(surface, rect: pygame.Rect, pid: int) -> None:
    """A penalty's rule on a cream plate (under the Cure's cards)."""
    r = pygame.Rect(rect)
    pygame.draw.rect(surface, (239, 227, 196), r, border_radius=14)
    pygame.draw.rect(surface, INK, r, 4, border_radius=14)
    words = tr(f"kragmortha.penalty.{P.PENALTIES[pid]['key']}.rule")
    lines = text.wrap(words, 30, r.w - 40)[:2]
    top = r.centery - len(lines) * 18
    for i, line in enumerate(lines):
        text.draw_text(surface, line, (r.centerx, top + i * 36), 30, INK, "midtop", max_width=r.w - 40)


def spellbook_card(surface, rect: pygame.Rect, book: int) -> None:
    """A spellbook card filling `rect` (200x280 design): its picture in the frame's slot, its magic symbols in
    the slots along the foot."""
    r = pygame.Rect(rect)
    sx, sy = r.w / 200, r.h / 280
    surface.blit(_art("spellbook_frame.svg", r.size), r)
    pic = round(min(148 * sx, 160 * sy))
    top = r.y + round(124 * sy) - pic // 2  # the picture slot's centre on the frame
    surface.blit(_art(f"spell_{S.kind(book)}.svg", (pic, pic)), (r.centerx - pic // 2, top))
    size = round(34 * sx)
    for cx, cy in SPELL_SLOTS[:S.magic(book)]:
        surface.blit(_art("magic_symbol.svg", (size, size)), (r.x + round(cx * sx) - size // 2,
                                                              r.y + round(cy * sy) - size // 2))


def spellbook_preview(surface, rect: pygame.Rect, book: int, owner: str = "", note: str = "") -> None:
    """A spellbook shown big: the card, and beside it a plate with its name, its one-line effect, (if given)
    whose it is, and a note at the foot (e.g. that it cannot be used now)."""
    r = pygame.Rect(rect)
    card = pygame.Rect(r.x, r.y, round(r.h * 200 / 280), r.h)
    plate = pygame.Rect(card.right + 12, r.y + 20, r.right - card.right - 12, r.h - 40)
    pygame.draw.rect(surface, (239, 227, 196), plate, border_radius=16)
    pygame.draw.rect(surface, INK, plate, 4, border_radius=16)
    spellbook_card(surface, card, book)
    kind = S.kind(book)
    y = plate.y + 18
    if owner:
        text.draw_text(surface, owner, (plate.centerx, y), 30, (110, 60, 140), "midtop", bold=True,
                       max_width=plate.w - 30)
        y += 40
    y = _lines(surface, tr(f"kragmortha.book.{kind}"), plate.centerx, y, 42, plate.w - 30, INK, 2, True)
    notes = text.wrap(note, 28, plate.w - 30, bold=True)[:2] if note else []
    foot = plate.bottom - 16 - 34 * len(notes)
    _lines(surface, tr(f"kragmortha.book.{kind}.rule"), plate.centerx, y + 10, 30, plate.w - 36, INK,
           max(1, (foot - y - 10) // 36))
    for i, line in enumerate(notes):
        text.draw_text(surface, line, (plate.centerx, foot + 4 + i * 34), 28, (150, 40, 40), "midtop", bold=True,
                       max_width=plate.w - 24)


def book_pile(surface, rect: pygame.Rect, left: int) -> None:
    """The spellbook pile on the desk, face down, with how many are left (the top is secret)."""
    r = pygame.Rect(rect)
    for i in (2, 1, 0):
        surface.blit(_art("spellbook_back.svg", r.size), r.move(i * 8, -i * 8))
    text.draw_text(surface, tr("kragmortha.screen.pile_left", n=left), (r.centerx, r.bottom + 12), 34, CREAM,
                   "midtop", bold=True, shadow=True, max_width=r.w + 160)
    text.draw_text(surface, tr("kragmortha.screen.pile_take"), (r.centerx, r.bottom + 56), 30, GOLD, "midtop",
                   shadow=True, max_width=r.w + 200)
