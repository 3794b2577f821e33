"""The pages of a game's picture walkthrough ("How to play"), as plain data: each game lists its own in
game/games/<id>/howto.py (`PAGES`) and the engine's viewer (game/engine/menus/howto.py) draws them. No pygame.

A page is a picture composed from the game's own SVG art (paths relative to assets/images) with arrows, seat
badges, ticks and crosses and short labels, on a PICTURE-sized canvas (units = pixels on the 1920x1080 screen),
plus 1-3 short sentences under it. Every text is an i18n key (assets/i18n/<lang>/howto.json)."""
from __future__ import annotations

from dataclasses import dataclass, field

PICTURE = (1600, 560)  # the picture's size in screen pixels
LABEL_MIN = 32  # no caption smaller (the sofa floor is 28)

Point = tuple[float, float]


@dataclass(frozen=True)
class Art:
    """One of the game's pictures, centred at `at`, `height` tall (or `width` wide when height is 0)."""
    path: str
    at: Point
    height: float = 0.0
    width: float = 0.0
    angle: float = 0.0  # degrees, counter-clockwise
    faded: bool = False  # drawn half see-through: "not this one" / "it was here"


@dataclass(frozen=True)
class Arrow:
    """A thick arrow from `start` to `end`; `bend` > 0 curves it to the left of its direction (pixels)."""
    start: Point
    end: Point
    bend: float = 0.0
    colour: str = "gold"  # "gold" | "white" | "red" | "green"


@dataclass(frozen=True)
class Label:
    """A short caption on a dark pill (size >= 32 px). `args`: format values, seat names given as text."""
    key: str
    at: Point
    anchor: str = "center"  # a pygame Rect anchor: center, midleft, midright, midtop, midbottom, ...
    size: int = 34
    args: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Badge:
    """A seat's colour doubled by its shape (the engine's seat badge)."""
    colour: str
    at: Point
    radius: float = 26


@dataclass(frozen=True)
class Mark:
    """A big tick (right), cross (wrong) or star (the winner) to judge what the picture shows."""
    kind: str  # "tick" | "cross" | "star"
    at: Point
    size: float = 60


Piece = Art | Arrow | Label | Badge | Mark


@dataclass(frozen=True)
class Page:
    """`title` and each of `lines` (1-3 short sentences) are i18n keys; `picture` is drawn in order."""
    title: str
    lines: tuple[str, ...]
    picture: tuple[Piece, ...] = field(default_factory=tuple)

    def __post_init__(self):
        if not 1 <= len(self.lines) <= 3:
            raise ValueError(f"{self.title}: a page has 1 to 3 sentences, not {len(self.lines)}")

    def keys(self) -> list[str]:
        """Every i18n key the page shows (for the catalogue tests)."""
        return [self.title, *self.lines, *(p.key for p in self.picture if isinstance(p, Label))]

    def art(self) -> list[str]:
        return [p.path for p in self.picture if isinstance(p, Art)]
