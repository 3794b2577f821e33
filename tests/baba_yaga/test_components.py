"""Components: 16 elements with hints, the 5x5 table, the 20 spell cards and their effects."""
import itertools
from collections import Counter

from game.games.baba_yaga import data as D

from .helpers import fresh


def test_sixteen_elements_each_with_its_own_hint():
    assert len(D.ELEMENTS) == 16 and len(set(D.HINTS.values())) == 16
    assert set(D.ELEMENTS) == {"frog", "mushroom", "bat", "spider", "feather", "raven", "snail", "bone",
                               "moonflower", "bee", "pinecone", "fish", "egg", "candle", "key", "crystal"}
    assert not set(D.HINTS.values()) & set(D.ELEMENTS)  # a hint name never spells its element
    assert all(D.ELEMENT_OF_HINT[D.HINTS[e]] == e for e in D.ELEMENTS)


def test_twenty_cards_of_four_different_elements():
    assert len(D.CARDS) == 20
    assert all(len(set(els)) == 4 and set(els) <= set(D.ELEMENTS) for els, _ in D.CARDS)


def test_every_element_is_on_exactly_five_cards():
    counts = Counter(e for els, _ in D.CARDS for e in els)
    assert set(counts.values()) == {5} and len(counts) == 16


def test_no_two_spell_cards_alike():
    sets = [frozenset(els) for els, _ in D.CARDS]
    assert len(set(sets)) == 20
    assert max(len(a & b) for a, b in itertools.combinations(sets, 2)) <= 1


def test_six_effects_on_three_cards_each_and_two_plain_cards():
    counts = Counter(effect for _, effect in D.CARDS)
    assert counts == {**{e: 3 for e in D.EFFECTS}, None: 2}


def test_card_table_is_fixed():
    assert D._build_cards() == D.CARDS  # generated deterministically: the same table every run


def test_path_cross_and_four_quadrants_of_four_forest_tiles():
    assert len(D.PATH_CELLS) == 9 and len(D.FOREST_CELLS) == 16
    assert all(r == 2 or c == 2 for r, c in map(D.cell_rc, D.PATH_CELLS))
    assert Counter(D.quadrant_of(c) for c in D.FOREST_CELLS) == {0: 4, 1: 4, 2: 4, 3: 4}


def test_setup_shuffles_the_forest_tiles():
    a, b = fresh(seed=1), fresh(seed=2)
    assert sorted(e for e in a.board if e) == sorted(D.ELEMENTS)
    assert all(a.board[c] is None for c in D.PATH_CELLS)
    assert a.board != b.board
