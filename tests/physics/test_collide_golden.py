"""Golden test: the fast broadphase.sweep_pairs and narrowphase.collide give bit-identical outputs (same arrays,
order, dtypes, bytes) to the straightforward versions they replaced, kept below as the REFERENCE.

The reference code is a frozen copy of the old implementations (git: physics before branch collide4); the only
additions are the optional `probe` records, so the corpus can show it reached every rare case (flipped
reference faces, incident edges seen end-on or running along the reference face, empty and zero-length clips,
dropped pairs). Do not "improve" the reference: it is the definition of the right answer.
"""
from __future__ import annotations

import math

import numpy as np
import pytest

from game.physics import broadphase, narrowphase, scenes
from game.physics.narrowphase import PairContacts
from game.physics.world import World

FLIP_TOL = 0.05  # what World passes: 0.1 * slop
pytestmark = pytest.mark.filterwarnings("error")  # e.g. a division by zero would be a difference too


# ---- the reference: frozen copies of the old code ------------------------------------------------------------

def reference_sweep_pairs(lo: np.ndarray, hi: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """REFERENCE (old broadphase.sweep_pairs): sort-and-sweep on x, then a y-overlap filter."""
    n = len(lo)
    if n < 2:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty
    order = np.argsort(lo[:, 0], kind="stable")
    sx_lo = lo[order, 0]
    sx_hi = hi[order, 0]
    end = np.searchsorted(sx_lo, sx_hi, side="right")
    first = np.arange(1, n + 1)
    counts = np.maximum(end - first, 0)
    total = int(counts.sum())
    if total == 0:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty
    i_sorted = np.repeat(np.arange(n), counts)
    starts = np.cumsum(counts) - counts
    j_sorted = np.repeat(first, counts) + (np.arange(total) - np.repeat(starts, counts))
    a = order[i_sorted]
    b = order[j_sorted]
    keep = (lo[a, 1] <= hi[b, 1]) & (lo[b, 1] <= hi[a, 1])
    a, b = a[keep], b[keep]
    lo_idx = np.minimum(a, b)
    hi_idx = np.maximum(a, b)
    srt = np.lexsort((hi_idx, lo_idx))
    return lo_idx[srt], hi_idx[srt]


def reference_collide(fa, fb, nrm, radius, pa, pb, margin, flip_tol, probe: dict | None = None) -> PairContacts:
    """REFERENCE (old narrowphase.collide): SAT both ways, then clip the incident face, pair by pair in arrays."""
    va, na = fa[pa], nrm[pa]
    vb, nb = fa[pb], nrm[pb]
    sep_a = (na @ vb.transpose(0, 2, 1)).min(axis=2) - np.einsum("pfk,pfk->pf", na, va)
    sep_b = (nb @ va.transpose(0, 2, 1)).min(axis=2) - np.einsum("pfk,pfk->pf", nb, vb)
    face_a = sep_a.argmax(axis=1)
    face_b = sep_b.argmax(axis=1)
    ar = np.arange(len(pa))
    best_a = sep_a[ar, face_a]
    best_b = sep_b[ar, face_b]
    flip = best_b > best_a + flip_tol
    rsum = radius[pa] + radius[pb]
    keep = np.nonzero(np.where(flip, best_b, best_a) - rsum < margin)[0]

    flip = flip[keep]
    ref = np.where(flip, pb[keep], pa[keep])
    inc = np.where(flip, pa[keep], pb[keep])
    face = np.where(flip, face_b[keep], face_a[keep])
    rsum = rsum[keep]
    margin = margin[keep]
    n = nrm[ref, face]
    r1 = fa[ref, face]
    r2 = fb[ref, face]
    inc_face = np.einsum("pfk,pk->pf", nrm[inc], n).argmin(axis=1)
    i1 = fa[inc, inc_face]
    i2 = fb[inc, inc_face]

    t = np.stack([-n[:, 1], n[:, 0]], axis=1)
    d1 = np.einsum("pk,pk->p", t, i1)
    d2 = np.einsum("pk,pk->p", t, i2)
    lo = np.einsum("pk,pk->p", t, r1)
    hi = np.einsum("pk,pk->p", t, r2)
    denom = d2 - d1
    flat = np.abs(denom) < 1e-9
    safe = np.where(flat, 1.0, denom)
    u_lo = np.where(flat, 0.0, (lo - d1) / safe)
    u_hi = np.where(flat, 1.0, (hi - d1) / safe)
    u_min = np.minimum(u_lo, u_hi)
    u_max = np.maximum(u_lo, u_hi)
    empty = (u_max < 0.0) | (u_min > 1.0)
    u0 = np.clip(u_min, 0.0, 1.0)
    u1 = np.clip(u_max, 0.0, 1.0)
    rising = denom >= 0
    u = np.stack([np.where(rising, u0, u1), np.where(rising, u1, u0)], axis=1)
    edge = i2 - i1
    core = i1[:, None, :] + u[:, :, None] * edge[:, None, :]
    sep = np.einsum("pk,psk->ps", n, core - r1[:, None, :]) - rsum[:, None]
    r_inc = radius[inc]
    point = core - n[:, None, :] * (r_inc[:, None] + 0.5 * sep)[:, :, None]
    valid = (sep < margin[:, None]) & ~empty[:, None]
    length = np.abs(u[:, 1] - u[:, 0]) * np.linalg.norm(edge, axis=1)
    same = length < 1e-3
    deeper1 = sep[:, 1] < sep[:, 0]
    valid[:, 0] &= ~(same & deeper1)
    valid[:, 1] &= ~(same & ~deeper1)
    has = valid.any(axis=1)
    if probe is not None:
        for name, value in (("pairs", len(pa)), ("far", len(pa) - len(keep)), ("flip", flip.sum()),
                            ("end_on", flat.sum()), ("rising", (rising & ~flat).sum()), ("empty", empty.sum()),
                            ("zero_length", (same & ~empty).sum()), ("no_point", (~has).sum())):
            probe[name] = probe.get(name, 0) + int(value)
    return PairContacts(keep[has], flip[has], face[has], n[has], point[has], sep[has], valid[has])


# ---- comparing -------------------------------------------------------------------------------------------------

def assert_identical(got, want, where: str) -> None:
    for name, g, w in zip(("a", "b") if isinstance(got, tuple) else list(vars(got)), _arrays(got), _arrays(want)):
        assert g.dtype == w.dtype and g.shape == w.shape, f"{where}: {name} {g.dtype}{g.shape} != {w.dtype}{w.shape}"
        assert g.flags.c_contiguous, f"{where}: {name} is not C-contiguous"
        assert g.tobytes() == w.tobytes(), f"{where}: {name} differs:\n{g}\n{w}"


def _arrays(result) -> list[np.ndarray]:
    return list(result) if isinstance(result, tuple) else list(vars(result).values())


# ---- convex parts placed in the world, as World._ensure_shapes / _world_parts lay them out ---------------------

def box(w: float, h: float) -> np.ndarray:
    return np.array([(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)])


def regular(k: int, r: float, phase: float = 0.0) -> np.ndarray:
    a = phase + 2 * math.pi * np.arange(k) / k
    return np.stack([r * np.cos(a), r * np.sin(a)], axis=1)


def random_convex(rng: np.random.Generator) -> np.ndarray:
    """3..8 points on an ellipse at sorted angles (points on an ellipse are always strictly convex)."""
    while True:
        a = np.sort(rng.uniform(0, 2 * math.pi, rng.integers(3, 9)))
        gaps = np.diff(np.append(a, a[0] + 2 * math.pi))
        if gaps.min() > 0.25 and gaps.max() < math.pi - 0.1:  # the centre stays inside
            return np.stack([rng.uniform(8, 60) * np.cos(a), rng.uniform(8, 60) * np.sin(a)], axis=1)


def world_faces(parts: list[tuple[np.ndarray, float, tuple[float, float]]], faces: int):
    """(design points, angle, position) per part -> fa, fb, nrm (S, F, 2) padded by repeating face 0."""
    count = len(parts)
    fa, fb, nrm = np.zeros((count, faces, 2)), np.zeros((count, faces, 2)), np.zeros((count, faces, 2))
    for i, (pts, angle, pos) in enumerate(parts):
        nxt = np.roll(pts, -1, axis=0)
        e = nxt - pts
        nn = np.stack([e[:, 1], -e[:, 0]], axis=1)
        nn /= np.linalg.norm(nn, axis=1, keepdims=True)
        c, s = math.cos(angle), math.sin(angle)
        rot_t = np.array([[c, s], [-s, c]])
        pad = faces - len(pts)
        for out, arr, shift in ((fa, pts, pos), (fb, nxt, pos), (nrm, nn, (0.0, 0.0))):
            out[i] = np.vstack([arr, np.repeat(arr[:1], pad, axis=0)]) @ rot_t + np.asarray(shift)
    return fa, fb, nrm


def random_pair(rng: np.random.Generator, mode: str):
    """Two parts (A, B) and their radii in one of the configurations the contact code has to get right."""
    ra, rb = rng.choice([0.0, 0.0, 1.0, 2.4, 6.0], 2)
    wa, ha, wb, hb = rng.uniform(20, 120, 4)
    tiny = rng.choice([0.0, 1e-9, -1e-9, 1e-6, -1e-6])
    if mode == "stack":  # parallel faces resting on each other: two-point clips
        gap = rng.choice([0.0, tiny, rng.uniform(-3, 3), rng.uniform(-20, -3)])
        angle_b = rng.choice([0.0, tiny, rng.uniform(-0.05, 0.05)])
        x = rng.uniform(-(wa + wb) / 2, (wa + wb) / 2)
        y = ha / 2 + ra + rb + hb / 2 + gap
        return (box(wa, ha), 0.0, (0.0, 0.0)), (box(wb, hb), angle_b, (x, y)), ra, rb
    if mode == "edge":  # B's side on A's side line: zero-length and empty clips, one-point clips
        side = rng.choice([-1.0, 1.0])
        x = side * ((wa + wb) / 2 + rng.choice([0.0, tiny, 1e-4, -1e-4, 1e-2, -1e-2, 0.5, -0.5]))
        y = ha / 2 + hb / 2 + rng.choice([0.0, tiny, -0.5, 0.5])
        return (box(wa, ha), 0.0, (0.0, 0.0)), (box(wb, hb), 0.0, (x, y)), 0.0, 0.0
    if mode == "corner":  # B balanced on a corner: one incident edge clipped to one point
        angle_b = math.pi / 4 + rng.choice([0.0, tiny, rng.uniform(-0.2, 0.2)])
        low = np.min((box(wb, wb) @ np.array([[math.cos(angle_b), math.sin(angle_b)],
                                               [-math.sin(angle_b), math.cos(angle_b)]]))[:, 1])
        y = ha / 2 - low + rng.choice([0.0, tiny, rng.uniform(-4, 2)])
        return (box(wa, ha), 0.0, (0.0, 0.0)), (box(wb, wb), angle_b, (rng.uniform(-wa / 2, wa / 2), y)), ra, rb
    if mode == "regular":  # symmetric polygons: many exactly tied separations and anti-parallel faces
        k_a, k_b = rng.integers(3, 9, 2)
        shape_a = regular(k_a, wa / 2, rng.choice([0.0, math.pi / k_a]))
        shape_b = regular(k_b, wb / 2, rng.choice([0.0, math.pi / k_b]))
        d = (wa + wb) / 2 + rng.uniform(-10, 3)
        direction = rng.choice([0.0, math.pi / 2, math.pi / 4, rng.uniform(0, 2 * math.pi)])
        return ((shape_a, 0.0, (0.0, 0.0)), (shape_b, rng.choice([0.0, math.pi / k_b]),
                                              (d * math.cos(direction), d * math.sin(direction))), ra, rb)
    # "random": any convex shapes, any angles, from deep overlap to a few mm apart
    shape_a, shape_b = random_convex(rng), random_convex(rng)
    reach = np.abs(shape_a).max() + np.abs(shape_b).max()
    d = rng.uniform(0, 1.2 * reach)
    direction = rng.uniform(0, 2 * math.pi)
    return ((shape_a, rng.uniform(-math.pi, math.pi), (0.0, 0.0)),
            (shape_b, rng.uniform(-math.pi, math.pi), (d * math.cos(direction), d * math.sin(direction))), ra, rb)


MODES = ("stack", "edge", "corner", "regular", "random")


def random_batch(rng: np.random.Generator, pairs: int, faces: int = 8):
    """The arguments of one collide call: `pairs` pairs of freshly placed parts (plus a few repeats)."""
    parts, radius = [], []
    for _ in range(pairs):
        a, b, ra, rb = random_pair(rng, MODES[rng.integers(len(MODES))])
        centre = rng.uniform(-500, 500, 2)  # move the pair off the origin: real coordinates have rounding
        for (pts, angle, pos), r in ((a, ra), (b, rb)):
            parts.append((pts, angle, (pos[0] + centre[0], pos[1] + centre[1])))
            radius.append(r)
    fa, fb, nrm = world_faces(parts, faces)
    pa = np.arange(0, 2 * pairs, 2)
    pb = pa + 1
    swap = rng.random(pairs) < 0.2  # World sends a < b, but the code must not depend on it
    pa, pb = np.where(swap, pb, pa), np.where(swap, pa, pb)
    margin = rng.choice([0.0, 2.0, 2.0, 5.0], pairs) + rng.choice([0.0, 0.0, rng.uniform(0, 10)], pairs)
    return fa, fb, nrm, np.array(radius), pa, pb, margin, FLIP_TOL


def test_collide_matches_reference_on_random_part_pairs():
    rng = np.random.default_rng(20240611)
    probe: dict = {}
    for trial in range(300):
        args = random_batch(rng, int(rng.integers(1, 40)), faces=int(rng.choice([8, 8, 9, 12])))
        want = reference_collide(*args, probe=probe)
        assert_identical(narrowphase.collide(*args), want, f"trial {trial}")
    # the corpus reached the cases a resting stack never shows
    for case in ("far", "flip", "empty", "zero_length", "no_point"):
        assert probe[case] >= 20, (case, probe)
    assert probe["pairs"] > 5000


def test_collide_matches_reference_on_arbitrary_arrays():
    """Faces that are no polygon at all (random normals, edges, radii): incident edges seen end-on or running
    along the reference face, so every branch of the clipping runs, still give the reference's bits."""
    rng = np.random.default_rng(7)
    probe: dict = {}
    for trial in range(200):
        parts, faces, pairs = int(rng.integers(2, 12)), int(rng.integers(4, 9)), int(rng.integers(1, 30))
        fa = rng.normal(0, 40, (parts, faces, 2))
        fb = fa + rng.normal(0, 20, (parts, faces, 2))
        angle = rng.uniform(-math.pi, math.pi, (parts, faces))
        nrm = np.stack([np.cos(angle), np.sin(angle)], axis=2)
        end_on = rng.random(parts) < 0.3  # all normals down and all edges straight up: seen end-on from above
        nrm[end_on] = (0.0, -1.0)
        fb[end_on] = fa[end_on] + np.array([0.0, 1.0]) * rng.uniform(1, 30, (int(end_on.sum()), faces, 1))
        if trial % 3 == 0:  # and a flat-topped part under them, so their faces meet its top face end-on
            fa[0], fb[0], nrm[0] = world_faces([(box(400.0, 40.0), 0.0, (0.0, -20.0))], faces)
        pa, pb = rng.integers(0, parts, pairs), rng.integers(0, parts, pairs)
        radius = rng.choice([0.0, 1.0, 3.0], parts)
        margin = rng.uniform(0, 60, pairs)
        args = (fa, fb, nrm, radius, pa, pb, margin, FLIP_TOL)
        assert_identical(narrowphase.collide(*args), reference_collide(*args, probe=probe), f"trial {trial}")
    for case in ("flip", "end_on", "rising", "empty", "zero_length", "far"):
        assert probe[case] >= 10, (case, probe)


def test_collide_of_no_pairs():
    fa, fb, nrm = world_faces([(box(10.0, 10.0), 0.0, (0.0, 0.0))], 4)
    none = np.zeros(0, np.int64)
    args = (fa, fb, nrm, np.zeros(1), none, none, np.zeros(0), FLIP_TOL)
    assert_identical(narrowphase.collide(*args), reference_collide(*args), "no pairs")


@pytest.mark.parametrize("n", [0, 1, 2, 3, 7, 40, 57, 64, 127, 128, 129, 200, 300])
def test_sweep_pairs_matches_reference(n):
    rng = np.random.default_rng(n)
    for trial in range(20):
        spread = rng.choice([50.0, 400.0, 3000.0])
        lo = rng.uniform(-spread, spread, (n, 2))
        if trial % 2:
            lo = np.round(lo / 10) * 10  # shared coordinates: boxes exactly touching and exactly aligned
        size = rng.choice([0.0, 10.0, 20.0, 60.0], (n, 2)) if trial % 4 == 1 else rng.uniform(0, 120, (n, 2))
        hi = lo + size
        if n > 3 and trial % 5 == 0:
            lo[1], hi[1] = lo[0], hi[0]  # a duplicate box
        got = broadphase.sweep_pairs(lo, hi)
        want = reference_sweep_pairs(lo, hi)
        assert_identical(got, want, f"n={n} trial {trial}")


@pytest.mark.parametrize("scene", ["tower", "pile"])
def test_world_steps_bit_identically_with_the_reference(scene, monkeypatch):
    """Whole frames: the benchmark scenes step to the same state hash with the reference functions."""
    def build() -> World:
        world = World()
        world.sleep_speed = -1.0
        scenes.table(world, width=2400.0)
        if scene == "tower":
            scenes.beanstalk_tower(world)
        else:
            scenes.scattered_bodies(world, 40)
        return world

    fast, slow = build(), build()
    for frame in range(45):
        fast.step(1 / 60)
        with monkeypatch.context() as m:
            m.setattr(broadphase, "sweep_pairs", reference_sweep_pairs)
            m.setattr(narrowphase, "collide", reference_collide)
            slow.step(1 / 60)
        assert fast.state_hash() == slow.state_hash(), f"frame {frame}"
    assert len(fast.manifolds) > 10
