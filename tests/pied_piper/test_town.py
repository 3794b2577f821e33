"""The town plan: figures sharing a street form a tidy group that covers no house, name or marker, no other
group and not the market table; banners find a free place along the top."""
import random

import pytest

from game.games.pied_piper import cards as C
from game.games.pied_piper import layout as L
from game.games.pied_piper import town as T
from game.games.pied_piper.plan import TownPlan

LABEL = (96, 48)  # a long-ish name at the active size


def town(n):
    ring = list(range(n))
    angles = {h: L.house_angle(i, n) for i, h in enumerate(ring)}
    return ring, angles


@pytest.mark.parametrize("n", [3, 4, 5])
def test_random_streets_never_cover_houses_names_or_each_other(n):
    rng = random.Random(n)
    ring, angles = town(n)
    plan = TownPlan(lambda h: LABEL)
    houses = plan.houses(ring, angles, [1] * n)
    for _ in range(150):
        figures = {f: [rng.randrange(n), 1] for f in C.FIGURES}
        feet = plan.feet(ring, angles, [1] * n, figures)
        groups = {}
        for f, (g, _facing) in figures.items():
            groups.setdefault(g, []).append(f)
        boxes = [T.group_box(figs, feet) for figs in groups.values()]
        for box in boxes:
            assert T.on_screen(box), (n, figures)
            assert not any(T.overlaps(box, o) for o in [*houses, T.TABLE]), (n, figures)
        for i, a in enumerate(boxes):
            assert not any(T.overlaps(a, b) for b in boxes[i + 1:]), (n, figures)


@pytest.mark.parametrize("count", range(1, 8))
def test_figures_in_a_group_do_not_overlap_each_other(count):
    figs = list(C.FIGURES[:count])
    for cols in T.shapes_for(count):
        feet, _box = T.grid(T.in_back_row_order(figs), cols)
        s = T.group_scale(count)
        rects = []
        for f, (x, y) in zip(T.in_back_row_order(figs), feet):
            w, h = T.figure_size(f, s)
            rects.append((x - w / 2, y - h, w, h))
        for i, a in enumerate(rects):
            for j, b in enumerate(rects[i + 1:], i + 1):
                # the tall piper stands in the back row: only his legs may reach behind the rat below him
                if figs and "piper" in (T.in_back_row_order(figs)[i], T.in_back_row_order(figs)[j]):
                    continue
                assert not T.overlaps(a, b), (count, cols, i, j)


def test_a_lone_figure_stands_where_it_always_did_when_the_street_is_free():
    ring, angles = town(4)
    plan = TownPlan(lambda h: LABEL)
    bottom = 3  # the street at the bottom of a four-house town
    feet = plan.feet(ring, angles, [1] * 4, {"red": [bottom, 1]})
    x, y = L.on_ring(L.gap_angle(bottom, 4))
    assert feet["red"] == pytest.approx((x, y + 26))


def test_a_banner_avoids_what_is_there_or_gives_up():
    ring, angles = town(5)
    houses = TownPlan(lambda h: LABEL).houses(ring, angles, [1] * 5)
    r = T.banner_place(500, 96, houses)
    assert r is not None and not any(T.overlaps(r, o) for o in houses)
    assert T.banner_place(1900, 96, houses) is None
