"""Piece sprites: painted once, centred on the centre of mass, turned copies cached and bounded."""
from __future__ import annotations

import math

import pygame
import pytest

from game.devtools.sandbox import piece_art
from game.devtools.sandbox.piece_art import PieceArt, render_piece
from game.devtools.sandbox.view import View
from game.physics import shapes
from game.physics.world import World


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((64, 64))


@pytest.mark.parametrize("maker", [shapes.die, shapes.cloud, shapes.trunk, shapes.castle, shapes.axe])
def test_every_piece_has_a_picture_about_its_size(maker):
    d = maker()
    img = render_piece(d, 1, 1.25)
    w, h = img.get_size()
    assert w % 2 == 0 and h % 2 == 0  # the centre of mass sits on a pixel corner, not half a pixel off
    xs = [p[0] for part in d.parts for p in part.outline()]
    assert w >= (max(xs) - min(xs)) * 1.25  # nothing cropped
    used = img.get_bounding_rect()
    assert used.w * used.h > 0.3 * w * h or d.name == "axe"  # mostly picture, little margin


def test_die_sprite_is_centred_and_opaque_in_the_middle():
    img = render_piece(shapes.die(), 0, 1.25)
    w, h = img.get_size()
    assert img.get_at((w // 2 - 8, h // 2 - 8)).a == 255
    assert img.get_at((0, 0)).a == 0
    # the 50 px face spans symmetrically about the centre
    row = [img.get_at((x, h // 2 + 6)).a for x in range(w)]
    solid = [x for x, a in enumerate(row) if a > 128]
    assert abs((solid[0] + solid[-1] + 1) / 2 - w / 2) <= 1.0


def test_turned_copies_are_cached_per_degree_and_bounded(monkeypatch):
    world = World()
    art = PieceArt(world, View((32, 32), 1.25))
    base = art.base_for(shapes.die(), 0)
    a = art.turned(base, math.radians(30.2))
    assert art.turned(base, math.radians(29.9)) is a  # same 1-degree step
    assert art.turned(base, 0.0) is art._bases[base]
    assert art.turned(base, math.radians(31.0)) is not a
    monkeypatch.setattr(piece_art, "CACHE_BYTES", 3 * a.get_width() * a.get_height() * 4)
    for deg in range(40, 60):
        art.turned(base, math.radians(deg))
    assert len(art._turned) <= 3


def test_over_the_frame_budget_a_near_copy_stands_in():
    art = PieceArt(World(), View((32, 32), 1.25))
    base = art.base_for(shapes.die(), 0)
    near = art.turned(base, math.radians(50))
    art.turn_pixels_left = 0
    assert art.turned(base, math.radians(52)) is near
    far = art.turned(base, math.radians(120))  # nothing near: a quick copy, still turned
    assert far is not art._bases[base] and far.get_width() > art._bases[base].get_width()


def test_draw_all_paints_each_piece_where_the_world_has_it():
    world = World(gravity=(0.0, 0.0))
    die = world.add_body(shapes.die(), (0.0, 0.0), angle=math.radians(45))
    surface = pygame.Surface((200, 200))
    surface.fill((0, 0, 0))
    PieceArt(world, View((100, 100), 1.25)).draw_all(surface)
    assert surface.get_at((100, 100))[:3] != (0, 0, 0)
    assert world.definition(die).name == "die"
    # a 45-degree die reaches ~35 px up from its centre but not 40
    assert surface.get_at((100, 100 - 30))[:3] != (0, 0, 0)
    assert surface.get_at((100, 100 - 42))[:3] == (0, 0, 0)


def test_the_owner_picks_colour_variants_and_may_swap_in_a_restored_world():
    """The API the beanstalk game uses: variant_of(body_id, definition) chooses each body's look; a world
    restored from JSON takes the old one's place and the sprites are kept."""
    world = World(gravity=(0.0, 0.0))
    dice = [world.add_body(shapes.die(), (60.0 * i, 0.0)) for i in range(3)]
    asked = []

    def blue(body_id, definition):
        asked.append(body_id)
        return 1
    art = PieceArt(world, View((100, 100), 1.25), variant_of=blue)
    surface = pygame.Surface((400, 200))
    art.draw_all(surface)
    assert asked == dice and len(art._bases) == 1  # one blue die sprite for all three
    art.world = World.from_json(world.to_json())
    art.draw_all(surface)
    assert asked == dice and len(art._bases) == 1  # same ids, same sprites: nothing painted again
    default = PieceArt(world, View((100, 100), 1.25))
    default.draw_all(surface)
    assert len(default._bases) == 3  # by default dice differ by id
