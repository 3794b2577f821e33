"""Jack & the Beanstalk art and sound: every SVG committed, loading and not blank; piece pictures drawn on the
physics outlines at the pieces' sizes; every sound in range."""
import importlib.util
import re

import pytest

from tests.art import checks

GAME = "beanstalk"
FILES = checks.art_files(GAME)


@pytest.mark.parametrize("name", sorted(FILES))
def test_svg_committed_and_renders(name):
    checks.check_committed(GAME, name, FILES[name])
    checks.check_renders(GAME, name)


@pytest.mark.parametrize("name,kind", [("die_eye.svg", "die"), ("trunk.svg", "trunk"),
                                       ("treasure_red.svg", "treasure"), ("castle.svg", "castle"),
                                       ("axe.svg", "axe")])
def test_piece_picture_covers_its_physics_box(name, kind):
    from game.games.beanstalk import art_shapes as A
    x0, y0, x1, y1 = A.piece_box(kind)
    vb = [float(v) for v in re.search(r'viewBox="([^"]+)"', FILES[name]).group(1).split()]
    assert vb == pytest.approx([x0, -y1, x1 - x0, y1 - y0], abs=0.01)
    outline_w = (x1 - x0) - 2 * A.PAD
    expected = {"die": 40.0, "trunk": 44.0, "treasure": 108.4, "castle": 136.0, "axe": 164.0}[kind]
    assert outline_w == pytest.approx(expected, abs=0.5)


def test_sizes_match_the_game_pieces_module():
    if importlib.util.find_spec("game.games.beanstalk.pieces") is None:
        pytest.skip("game/games/beanstalk/pieces.py is not on this branch yet")
    from game.games.beanstalk import art_shapes as A
    from game.games.beanstalk import pieces as P
    assert A.PIECE_SIZES == {"die": P.DIE_SIZE, "trunk": (P.TRUNK_LENGTH, P.TRUNK_DIAMETER),
                             "treasure": P.CLOUD_WIDTH, "castle": P.CASTLE_WIDTH, "axe": P.AXE_LENGTH}


def test_every_card_and_face():
    from game.games.beanstalk import art_shapes as A
    for colour in A.PLAYERS:
        for n in range(1, 8):
            assert f"card_{colour}_{n}.svg" in FILES
    assert len(set(A.PLAYER_SYMBOL.values())) == 5
    for face in ("eye", "extra", "treasure", "trunk"):
        assert f"die_{face}.svg" in FILES


SOUNDS = checks.sound_functions(GAME) if (checks.ROOT / "game/games" / GAME / "sounds.py").exists() else {}


@pytest.mark.parametrize("name", sorted(SOUNDS))
def test_sound_in_range(name):
    checks.check_sound(GAME, name, SOUNDS[name])


def test_centre_offset_puts_the_picture_on_the_centre_of_mass():
    from game.games.beanstalk import art_shapes as A
    assert A.centre_offset("die") == pytest.approx((0.0, 0.0), abs=1e-6)
    dx, dy = A.centre_offset("castle")  # the towers' roofs lift the picture's middle above the mass centre
    cx, cy = A.piece_def("castle").mass_props().centroid
    x0, y0, x1, y1 = A.piece_box("castle")
    assert (cx + dx, cy + dy) == pytest.approx(((x0 + x1) / 2, (y0 + y1) / 2))
