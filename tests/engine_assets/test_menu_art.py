"""The shipped menu art: present, renders at the sizes the menus use, and uses only what pygame's SVG
renderer draws (no text, use, clip paths or filters; gradient coordinates that render)."""
import re
from pathlib import Path

import pygame
import pytest

from game.engine import assets
from game.games import every

ROOT = Path(__file__).resolve().parents[2]
IMAGES = ROOT / "assets" / "images"
ICONS = ["settings", "back", "play", "pause", "quit", "speaker", "speaker_off", "language", "gamepad", "keyboard",
         "mouse", "bot", "person", "home", "help", "fullscreen", "music"]
ALL_SVG = sorted(IMAGES.glob("menu/**/*.svg")) + sorted(IMAGES.glob("cards/*.svg"))


@pytest.fixture(autouse=True)
def fresh_cache():
    assets.clear_cache()
    yield
    assets.clear_cache()


def colours(surf, step=7):
    w, h = surf.get_size()
    return {tuple(surf.get_at((x, y))) for x in range(0, w, step) for y in range(0, h, step)}


CARDS = [info.art for info in every() if info.art]  # card art is optional: the title draws an emblem instead


@pytest.mark.parametrize("art", CARDS)
def test_every_card_art_is_a_portrait_picture(art):
    surf = assets.image(art, (300, 400))
    assert surf.get_size() == (300, 400)
    assert len(colours(surf)) > 100  # a picture, not a flat placeholder


@pytest.mark.parametrize("art", CARDS)
def test_card_corners_are_transparent_so_the_rounded_frame_shows(art):
    surf = assets.image(art, (600, 800))
    for corner in ((1, 1), (598, 1), (1, 798), (598, 798)):
        assert surf.get_at(corner).a == 0, corner
    assert surf.get_at((300, 400)).a == 255


def test_title_background_is_full_hd_and_rich():
    surf = assets.image("menu/background.svg", (960, 540))
    assert surf.get_size() == (960, 540)
    assert len(colours(surf, 9)) > 300
    assert surf.get_at((480, 270)).a == 255


@pytest.mark.parametrize("name", ICONS)
def test_icons_render_square_with_ink_and_transparency(name):
    surf = assets.image(f"menu/icons/{name}.svg", (48, 48))
    assert surf.get_size() == (48, 48)
    mask = pygame.mask.from_surface(surf, 100)
    assert 100 < mask.count() < 48 * 48 - 100


@pytest.mark.parametrize("path", ALL_SVG, ids=lambda p: p.name)
def test_svg_uses_only_what_the_renderer_draws(path):
    svg = path.read_text(encoding="utf-8")
    for tag in ("<text", "<use", "<clipPath", "<mask", "<filter", "<pattern", "<image"):
        assert tag not in svg, f"{path.name}: {tag} is not drawn by pygame's SVG renderer"
    for grad in re.findall(r"<(?:linear|radial)Gradient[^>]*>", svg):
        if "userSpaceOnUse" in grad:
            continue
        for value in re.findall(r'\s(?:x1|x2|y1|y2|cx|cy|r|fx|fy)="([^"]*)"', grad):
            assert value.endswith("%"), f"{path.name}: bare gradient fraction renders flat: {grad}"
    assert not re.search(r'(?:fill|stroke)="(?!none|url|#)[a-z]', svg), f"{path.name}: use hex colours"
