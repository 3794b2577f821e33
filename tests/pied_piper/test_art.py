"""The art: every picture the scene asks for exists, renders, uses no <text> (pygame draws none) and is what
make_art.py writes (no stale hand edits)."""
from pathlib import Path

import pygame
import pytest

from game.games.pied_piper import cards as C
from game.games.pied_piper import make_art

ART = Path(__file__).resolve().parents[2] / "assets" / "images" / "pied_piper"
NEEDED = (["house_neutral.svg", "marker.svg", "piper.svg", "card_back.svg", "character_back.svg", "street.svg"]
          + [f"rat_{c}.svg" for c in C.RATS] + [f"char_{f}.svg" for f in C.FIGURES]
          + [f"act_{k}.svg" for k in C.KINDS]
          + [f"house_{c}.svg" for c in ("red", "blue", "yellow", "green", "purple")]
          + [f"marker_{c}.svg" for c in ("red", "blue", "yellow", "green", "purple")])


def test_the_files_on_disk_are_what_make_art_writes():
    made = make_art.files()
    assert set(NEEDED) <= set(made)
    for name, text in made.items():
        assert (ART / name).read_text(encoding="utf-8") == text, f"{name} is stale: run make_art"


@pytest.mark.parametrize("name", NEEDED)
def test_every_picture_renders_without_text(name):
    path = ART / name
    assert "<text" not in path.read_text(encoding="utf-8")
    surf = pygame.image.load_sized_svg(str(path), (120, 120))
    w, h = surf.get_size()
    # something is drawn: the centre region is not fully transparent
    assert any(surf.get_at((w // 2 + dx, h // 2 + dy)).a > 0 for dx in (-10, 0, 10) for dy in (-10, 0, 10))


def test_rat_colours_are_told_apart_by_symbol_too():
    from game.games.pied_piper.art_shapes import RAT_SYMBOL
    assert len(set(RAT_SYMBOL.values())) == len(C.RATS)
    assert RAT_SYMBOL["blue"] != RAT_SYMBOL["purple"]
