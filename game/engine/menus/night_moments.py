"""A best moment in words and on screen (game.core.best_moments): "Tallest stalk: 14 pieces", "Fastest escape:
2:35", "Beat 3 players at Kragmortha", led by a gold star and the game's card picture. The champion screen and
the family page draw them."""
from __future__ import annotations

import pygame

from game.core.best_moments import SECONDS, WIN
from game.engine import i18n, text, theme
from game.engine.i18n import tr
from game.engine.menus.card_art import load_art
from game.engine.table.game_log import clock_text

GOLD_STAR = (255, 204, 64)


FLOOR = 28  # the sofa floor: a moment's words never shrink below it


def moment_words(game: str, key: str, value, spec=None, short: bool = False) -> str:
    """The moment in the player's language ("" when no catalogue has words for it); `short`: without the
    game's name (its picture beside the words says it)."""
    if key == WIN.key:
        return tr("moment.win_short" if short else "moment.win", n=int(value), game=tr(f"game.{game}.title"))
    base = f"moment.{game}.{key}"
    if spec is not None and spec.unit == SECONDS:
        return tr(base, time=clock_text(value)) if i18n.has(base) or i18n.has(base, "en") else ""
    if not any(i18n.has(f"{base}{form}") or i18n.has(f"{base}{form}", "en") for form in ("", ".other")):
        return ""
    return tr(base, n=round(value) if float(value).is_integer() else round(value, 1))


def star(surface: pygame.Surface, centre, r: int, colour=GOLD_STAR) -> None:
    """A five-pointed gold star, outlined dark."""
    pts = theme.shape_points("star", centre, r)
    if pts is None:
        pygame.draw.circle(surface, colour, centre, r)
        return
    pygame.draw.polygon(surface, theme.INK, theme.shape_points("star", centre, r + 3))
    pygame.draw.polygon(surface, colour, pts)


_art: dict = {}


def game_picture(games, game: str, size: tuple[int, int]):
    key = (game, size)
    if key not in _art:
        try:
            _art[key] = load_art(games.get(game).art, size)
        except Exception:  # noqa: BLE001 - a registry without art (a test's): no picture
            _art[key] = None
    return _art[key]


def draw_moment(surface: pygame.Surface, games, moment, specs_by_game: dict, at, size: int, colour,
                max_width: int, anchor: str = "midleft") -> int:
    """(game, key, value) drawn as star, the game's picture and the words, from `at` (midleft or midright);
    returns the width drawn (0 for nothing to say)."""
    if moment is None:
        return 0
    game, key, value = moment
    words = moment_words(game, key, value, specs_by_game.get(game, {}).get(key))
    if not words:
        return 0
    x, y = at
    pic_h = round(size * 1.5)
    pic = game_picture(games, game, (pic_h * 3 // 4, pic_h))
    lead = size + 8 + ((pic.get_width() + 10) if pic is not None else 0)
    room = max(60, max_width - lead)
    if text.size_of(words, max(size, FLOOR), True)[0] > room * max(size, FLOOR) / FLOOR:
        words = moment_words(game, key, value, specs_by_game.get(game, {}).get(key), short=True) or words
    tw = min(room, text.size_of(words, size, True)[0])
    width = lead + tw
    left = x if anchor == "midleft" else x - width
    star(surface, (left + size // 2, y), size // 2)
    px = left + size + 8
    if pic is not None:
        surface.blit(pic, (px, y - pic.get_height() // 2))
        px += pic.get_width() + 10
    text.draw_text(surface, words, (px, y), size, colour, anchor="midleft", bold=True, max_width=room)
    return width
