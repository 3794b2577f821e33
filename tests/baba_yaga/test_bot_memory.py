"""A bot's memory of the forest fails like a person's: it fades with time and with newer tiles, a tile seen
again is kept better, and a memory may land on the tile whose picture looks alike or on a grove neighbour."""
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.rng import Rng
from game.games.baba_yaga import data as D
from game.games.baba_yaga.bot import PROFILES
from game.games.baba_yaga.memory import LOOK_ALIKE, LOOK_ALIKE_PAIRS, ForestMemory, Forgetting

HINTS = {c: D.HINTS[D.ELEMENTS[i]] for i, c in enumerate(D.FOREST_CELLS)}  # one hint per forest cell
ELEMENT_AT = {c: D.ELEMENTS[i] for i, c in enumerate(D.FOREST_CELLS)}


def memory(half_life=60.0, span=10.0, confusion=0.0, seed=1) -> ForestMemory:
    return ForestMemory(Forgetting(half_life, span, confusion), Rng(seed))


def test_every_forest_picture_has_exactly_one_look_alike():
    pictures = [h for pair in LOOK_ALIKE_PAIRS for h in pair]
    assert sorted(pictures) == sorted(D.HINTS.values())
    assert all(LOOK_ALIKE[LOOK_ALIKE[h]] == h != LOOK_ALIKE[h] for h in pictures)


def test_a_memory_fades_by_half_every_half_life():
    m = memory(half_life=60.0, span=1e9)
    m.see(0, "frog", 10.0)
    assert m.chance(0, 10.0) == pytest.approx(1.0)
    assert m.chance(0, 70.0) == pytest.approx(0.5)
    assert m.chance(0, 130.0) == pytest.approx(0.25)
    assert m.chance(1, 10.0) == 0.0  # never seen


def test_newer_tiles_crowd_an_old_one_out():
    m = memory(half_life=1e9, span=4.0)
    m.see(0, "frog", 0.0)
    for c in (1, 3, 4, 5):
        m.see(c, ELEMENT_AT[c], 0.0)
    assert m.chance(0, 0.0) == pytest.approx(0.5)  # four newer tiles: half
    assert m.chance(5, 0.0) == pytest.approx(1.0)  # the newest is sharp


def test_a_tile_seen_again_is_kept_better():
    once, twice = memory(), memory()
    once.see(0, "frog", 0.0)
    twice.see(0, "frog", 0.0)
    twice.see(0, "frog", 0.0)
    for m in (once, twice):
        for c in (1, 3, 4):
            m.see(c, ELEMENT_AT[c], 0.0)
    assert twice.chance(0, 60.0) > once.chance(0, 60.0)


def test_a_swap_in_plain_view_moves_the_memories():
    m = memory()
    m.see(0, "frog", 0.0)
    m.swapped(0, 24)
    assert 0 not in m and m.traces[24].element == "frog"


def test_recall_without_forgetting_or_confusion_is_exact():
    m = memory(half_life=1e9, span=1e9)
    for c in D.FOREST_CELLS:
        m.see(c, ELEMENT_AT[c], 0.0)
    assert m.recall(0.0, HINTS) == ELEMENT_AT


@given(st.integers(0, 10_000))
@settings(max_examples=40, deadline=None)
def test_a_mixed_up_memory_lands_on_the_look_alike_picture_or_a_grove_neighbour(seed):
    m = memory(half_life=1e9, span=1e9, confusion=1.0, seed=seed)
    cell = D.FOREST_CELLS[seed % 16]
    m.see(cell, ELEMENT_AT[cell], 0.0)
    (landed, element), = m.recall(0.0, HINTS).items()
    assert element == ELEMENT_AT[cell] and landed != cell
    twin = next(c for c, h in HINTS.items() if h == LOOK_ALIKE[HINTS[cell]])
    assert landed == twin or D.quadrant_of(landed) == D.quadrant_of(cell)


def test_look_alike_mixups_happen_often_among_mistakes():
    landed_on_twin = 0
    for seed in range(200):
        m = memory(half_life=1e9, span=1e9, confusion=1.0, seed=seed)
        m.see(0, ELEMENT_AT[0], 0.0)
        twin = next(c for c, h in HINTS.items() if h == LOOK_ALIKE[HINTS[0]])
        landed_on_twin += next(iter(m.recall(0.0, HINTS))) == twin
    assert 80 < landed_on_twin < 160  # PICTURE_MIXUP = 0.6 of the mistakes (plus a grove neighbour by chance)


def test_harder_bots_forget_more_slowly_and_mix_up_less():
    e, n, h = (PROFILES[d] for d in ("easy", "normal", "hard"))
    assert e.forgetting.half_life < n.forgetting.half_life < h.forgetting.half_life
    assert e.forgetting.span < n.forgetting.span < h.forgetting.span
    assert e.forgetting.confusion > n.forgetting.confusion > h.forgetting.confusion
    assert e.attention < n.attention < h.attention
