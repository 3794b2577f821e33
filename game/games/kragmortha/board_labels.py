"""The board's row and column numbers, tooled in gold beside it like the gilt numbers on a library's shelves: the
phones name a cell "row R, column C" counted from the top left, and the family finds it by these numbers instead
of counting cells. Rows 1-7 down the left side, columns 1-11 under the board (right to left while the acting
seat sees the board mirrored). Where they stand: layout.row_label_centre / column_label_centre."""
from __future__ import annotations

import pygame

from game.engine import text
from game.games.kragmortha import layout as L

LEAF, EDGE = (236, 198, 112), (20, 16, 28)  # gold leaf on a dark edge: bright on the wall and on any art
_faces: dict[str, tuple[pygame.Surface, pygame.Rect]] = {}


def face(words: str) -> tuple[pygame.Surface, pygame.Rect]:
    """A number drawn once: gold with a 2 px dark edge; and where its ink lies on that surface."""
    got = _faces.get(words)
    if got is None:
        surf = text.outline_mask(words, L.LABEL_PX, 2, True).to_surface(setcolor=(*EDGE, 255),
                                                                         unsetcolor=(0, 0, 0, 0))
        surf.blit(text.render(words, L.LABEL_PX, LEAF, True), (2, 2))
        got = _faces[words] = (surf, surf.get_bounding_rect())
    return got


def labels(mirrored: bool = False) -> list[tuple[str, pygame.Rect]]:
    """Every number and the rect its ink covers on screen (its ink centred where layout puts it)."""
    out = []
    for words, centre in ([(str(y + 1), L.row_label_centre(y)) for y in range(L.ROWS)]
                          + [(str(x + 1), L.column_label_centre(x, mirrored)) for x in range(L.COLS)]):
        ink = face(words)[1].copy()
        ink.center = centre
        out.append((words, ink))
    return out


def draw(surface: pygame.Surface, mirrored: bool = False) -> None:
    for words, ink in labels(mirrored):
        surf, at = face(words)
        surface.blit(surf, (ink.x - at.x, ink.y - at.y))
