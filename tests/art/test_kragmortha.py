"""Kragmortha art and sound: every SVG committed, loading and not blank; a picture for every movement card in the
deck, every goblin colour, every cell symbol (also greyed); every sound in range."""
import importlib.util

import pytest

from tests.art import checks

GAME = "kragmortha"
FILES = checks.art_files(GAME)


@pytest.mark.parametrize("name", sorted(FILES))
def test_svg_committed_and_renders(name):
    checks.check_committed(GAME, name, FILES[name])
    checks.check_renders(GAME, name)


def test_a_face_for_every_movement_card():
    from game.games.kragmortha.make_art import card_file
    if importlib.util.find_spec("game.games.kragmortha.cards") is None:
        pytest.skip("game/games/kragmortha/cards.py is not on this branch yet")
    from game.games.kragmortha.cards import MOVEMENT_CARDS
    for target, a, b in MOVEMENT_CARDS:
        assert card_file(target, a, b) in FILES
        assert card_file(target, b, a) == card_file(target, a, b)


def test_goblins_symbols_and_tokens():
    from game.games.kragmortha import art_shapes as A
    assert len(A.GOBLINS) == 8 and len(set(A.GOBLIN_SHAPE.values())) == 8  # colour AND a shape each
    assert len({FILES[f"goblin_{c}.svg"] for c in A.GOBLINS}) == 8
    for sym in ("book", "scroll", "potion", "gems"):
        assert FILES[f"cell_{sym}.svg"] != FILES[f"cell_{sym}_grey.svg"]
        assert f"penalty_{sym}.svg" in FILES
    for face in ("teleport", "spellbook", "trap", "back"):
        assert f"token_{face}.svg" in FILES


SOUNDS = checks.sound_functions(GAME) if (checks.ROOT / "game/games" / GAME / "sounds.py").exists() else {}


@pytest.mark.parametrize("name", sorted(SOUNDS))
def test_sound_in_range(name):
    checks.check_sound(GAME, name, SOUNDS[name])


def test_a_pictogram_for_every_penalty_and_spellbook():
    from game.games.kragmortha.make_art import PENALTY_KEYS, SPELL_KINDS
    assert sum(len(v) for v in PENALTY_KEYS.values()) == 24 and len(SPELL_KINDS) == 8
    for keys in PENALTY_KEYS.values():
        for key in keys:
            assert f"pen_{key}.svg" in FILES
    if importlib.util.find_spec("game.games.kragmortha.penalties") is None:
        pytest.skip("the penalty table is not on this branch yet")
    from game.games.kragmortha.penalties import PENALTIES
    from game.games.kragmortha.spellbooks import KINDS
    assert {(p["symbol"], p["key"]) for p in PENALTIES} == {(s, k) for s, ks in PENALTY_KEYS.items() for k in ks}
    assert set(KINDS) == set(SPELL_KINDS)
