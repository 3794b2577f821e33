"""Narrow phase: separating-axis test and two-point clipping for a whole batch of convex part pairs at once.

Every part is stored padded to the same face count (padding repeats face 0, which changes no minimum or
maximum), so one batch of P pairs is one batched matrix product plus array arithmetic. For each pair:
  1. SAT on both parts' face normals (core polygons); the deeper-separating face is the reference face, and
     part A is preferred unless B's face separates by more than a tenth of the slop (stops flip-flopping).
  2. The incident face is the other part's face most anti-parallel to the reference normal; it is clipped to
     the reference face's side planes, which leaves two points.
  3. Each point is tagged by side: point 0 lies toward the reference face's start, point 1 toward its end, so
     (pair, flip, reference face, side) names the same contact from frame to frame for warm starting.
Rounded parts: separations are reduced by both radii and the point moves to midway between the surfaces
(Box2D v3's approach). Points are kept while their separation is below `margin` (speculative contacts).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

try:  # the C functions behind np.einsum / np.count_nonzero: their Python wrappers cost more than the work here
    from numpy._core.multiarray import c_einsum as _einsum
    from numpy._core.multiarray import count_nonzero as _count
except ImportError:  # pragma: no cover - other numpy layouts
    _einsum, _count = np.einsum, np.count_nonzero


@dataclass
class PairContacts:
    pair: np.ndarray      # (M,) index into the input pair list
    flip: np.ndarray      # (M,) True if the second part holds the reference face
    face: np.ndarray      # (M,) reference face index
    normal: np.ndarray    # (M, 2) unit, from the reference part toward the incident part
    point: np.ndarray     # (M, 2, 2) world contact points (side 0, side 1)
    sep: np.ndarray       # (M, 2) signed separation (negative = overlap)
    valid: np.ndarray     # (M, 2) bool


_SIDE1 = np.array([False, True])  # column k of a (M, 2) side array is side k
_WHOLE = np.array([0.0, 1.0])     # clip range of an incident edge seen end-on: keep all of it
_TURN = np.array([-1.0, 1.0])     # (ny, nx) * _TURN = (-ny, nx): the normal turned a quarter counter-clockwise


def collide(fa: np.ndarray, fb: np.ndarray, nrm: np.ndarray, radius: np.ndarray, pa: np.ndarray,
            pb: np.ndarray, margin: np.ndarray, flip_tol: float) -> PairContacts:
    """fa / fb / nrm: (S, F, 2) world face starts, face ends and outward normals of every part; pa, pb: pairs.

    The cost is the number of numpy calls (~1 us each on these tiny arrays), not arithmetic: both SAT
    directions run as one batch, every pair is clipped and the far ones are dropped once at the end, and the
    rare cases (a flipped reference, an incident edge seen end-on, an empty or zero-length clip) cost calls
    only when a pair needs them. The arithmetic of each value is the plain one-pair formula (inputs finite)."""
    count = len(pa)
    if count == 0:
        return _no_contacts()
    both = np.array((pa, pb))  # (2, P): row 0 tests A's faces against B's vertices, row 1 the reverse
    nb = nrm.take(both, axis=0)  # ndarray.take: a third of the cost of fancy indexing on these sizes
    vb = fa.take(both, axis=0)
    # each face normal . each vertex of the other part, stored (vertex, side, pair, face) so that the min over
    # vertices runs along the first axis (along a short last axis it costs several times more). A matmul, not
    # plain arithmetic: BLAS fuses multiply-adds, and the face picked on a tie must not change with rounding.
    f = nb.shape[2]
    dots = np.empty((f, 2, count, f))
    np.matmul(vb[::-1], nb.transpose(0, 1, 3, 2), out=dots.transpose(1, 2, 0, 3))
    own = nb * vb  # each face's own offset n . v, summed below in einsum's order (x first)
    sat = np.minimum.reduce(dots, axis=0) - (own[..., 0] + own[..., 1])
    best_face = sat.argmax(axis=2)
    best = sat.reshape(-1).take(best_face + np.arange(0, 2 * count * f, f).reshape(2, count))  # < a max()
    flip = best[1] > best[0] + flip_tol
    r = radius.take(both)
    if _count(flip):
        parts = np.where(flip, both[::-1], both)  # (2, P): reference part, incident part
        face = np.where(flip, best_face[1], best_face[0])
        ref_best = np.where(flip, best[1], best[0])
        r_inc = np.where(flip, r[0], r[1])
        inc_nrm = nrm.take(parts[1], axis=0)
    else:  # the usual case: A holds every reference face
        parts, face, ref_best, r_inc, inc_nrm = both, best_face[0], best[0], r[1], nb[1]
    rsum = r[0] + r[1]
    near = ref_best - rsum < margin

    row = parts * f  # (2, P) faces are gathered as rows of the (S * F, 2) arrays: part * F + face
    row[0] += face
    n = nrm.reshape(-1, 2).take(row[0], axis=0)
    row[1] += _einsum("pfk,pk->pf", inc_nrm, n).argmin(axis=1)  # the incident face
    at = row.T[:, :, None]
    ends = np.concatenate((fa.reshape(-1, 2).take(at, axis=0), fb.reshape(-1, 2).take(at, axis=0)), axis=2)
    r1 = ends[:, 0, 0:1]  # ends: (P, reference / incident, start / end, xy); these are (P, 1, 2) views
    i1 = ends[:, 1, 0:1]
    edge = ends[:, 1, 1:2] - i1

    # coordinates of r1, r2 (lo, hi), i1, i2 along t = (-ny, nx), which runs from r1 to r2 (faces are CCW)
    along = _einsum("pk,pjk->pj", n[:, ::-1] * _TURN, ends.reshape(count, 4, 2))
    d1 = along[:, 2:3]
    denom = along[:, 3:4] - d1
    if _count(denom > -1e-9):  # some incident edge is seen end-on or runs along its reference face
        flat = np.abs(denom) < 1e-9  # end-on: keep all of it, and never divide by 0
        safe = np.where(flat, 1.0, denom)
        u_lohi = np.where(flat, _WHOLE, (along[:, 0:2] - d1) / safe)
        rising = denom >= 0  # tangent coordinate grows along the incident edge: u_min is the low side
    else:  # every incident face runs against its reference face (a resting stack): 2 calls instead of 8
        u_lohi = (along[:, 0:2] - d1) / denom
        rising = None
    u_sorted = u_lohi  # u_min, u_max once sorted in place (a fresh array; half the cost of np.sort)
    u_sorted.sort(axis=1)
    u_clip = np.minimum(np.maximum(u_sorted, 0.0), 1.0)
    u = u_clip[:, ::-1] if rising is None else np.where(rising, u_clip, u_clip[:, ::-1])  # side 0, side 1
    core = i1 + u[:, :, None] * edge  # (P, 2, 2)
    sep = _einsum("pk,psk->ps", n, core - r1) - rsum[:, None]
    point = core - n[:, None, :] * (r_inc[:, None] + 0.5 * sep)[:, :, None]
    valid = sep < margin[:, None]
    # two clipped points on top of each other would make the 2x2 block singular: keep the deeper one. u_clip
    # is sorted, so its difference is |u1 - u0|; the square root of the summed squares is linalg.norm's formula
    length = (u_clip[:, 1:2] - u_clip[:, 0:1]) * np.sqrt(np.add.reduce(edge * edge, axis=2))
    # rare, so tested once: an empty clip (u_min > 1 or u_max < 0) pins both u to one end, so it has length 0
    if _count(length >= 1e-3) < count:
        empty = (u_sorted[:, 1] < 0.0) | (u_sorted[:, 0] > 1.0)
        drop = (length < 1e-3) & ((sep[:, 1] < sep[:, 0])[:, None] != _SIDE1)  # the shallower one
        valid &= ~(drop | empty[:, None])
    pair = (near & (valid[:, 0] | valid[:, 1])).nonzero()[0]
    if len(pair) == count:
        return PairContacts(pair, flip, face, n, point, sep, valid)
    return PairContacts(pair, flip.take(pair), face.take(pair), n.take(pair, axis=0), point.take(pair, axis=0),
                        sep.take(pair, axis=0), valid.take(pair, axis=0))


def _no_contacts() -> PairContacts:
    return PairContacts(np.zeros(0, np.int64), np.zeros(0, bool), np.zeros(0, np.int64), np.zeros((0, 2)),
                        np.zeros((0, 2, 2)), np.zeros((0, 2)), np.zeros((0, 2), bool))
