"""Narrow phase: separating-axis test and two-point clipping for a whole batch of convex part pairs at once.

Every part is stored padded to the same face count (padding repeats face 0, which changes no minimum or
maximum), so one batch of P pairs is a few (P, F, F) numpy products. For each pair:
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


def collide(fa: np.ndarray, fb: np.ndarray, nrm: np.ndarray, radius: np.ndarray, pa: np.ndarray,
            pb: np.ndarray, margin: np.ndarray, flip_tol: float) -> PairContacts:
    """fa / fb / nrm: (S, F, 2) world face starts, face ends and outward normals of every part; pa, pb: pairs.

    The cost is the number of numpy calls (~1 us each on these tiny arrays), so both SAT directions run as
    one batch, every pair is clipped and the far ones are dropped once at the end."""
    count = len(pa)
    if count == 0:
        return _no_contacts()
    both = np.array((pa, pb))  # (2, P): row 0 tests A's faces against B's vertices, row 1 the reverse
    nb = nrm[both]
    vb = fa[both]
    # each face normal . each vertex of the other part, stored (vertex, side, pair, face) so that the min over
    # vertices runs along the first axis (a reduction along a short last axis costs ~8x more). A matmul, not
    # plain arithmetic: BLAS fuses multiply-adds and the face picked on a tie must not change with rounding.
    f = nb.shape[2]
    dots = np.empty((f, 2, count, f))
    np.matmul(vb[::-1], nb.transpose(0, 1, 3, 2), out=dots.transpose(1, 2, 0, 3))
    sat = np.minimum.reduce(dots, axis=0) - (nb[..., 0] * vb[..., 0] + nb[..., 1] * vb[..., 1])
    best_face = sat.argmax(axis=2)
    best = np.maximum.reduce(sat, axis=2)
    flip = best[1] > best[0] + flip_tol
    rsum = radius[pa] + radius[pb]
    near = np.where(flip, best[1], best[0]) - rsum < margin

    parts = np.where(flip, both[::-1], both)  # (2, P): reference part, incident part
    ref = parts[0]
    inc = parts[1]
    face = np.where(flip, best_face[1], best_face[0])
    n = nrm[ref, face]
    inc_face = np.einsum("pfk,pk->pf", nrm[inc], n).argmin(axis=1)
    ends = np.array((face, inc_face)).T
    starts = fa[parts.T, ends]  # (P, 2, 2): r1, i1
    stops = fb[parts.T, ends]   # (P, 2, 2): r2, i2
    r1, i1 = starts[:, 0], starts[:, 1]
    edge = stops[:, 1] - i1

    # coordinates of r1, i1, r2, i2 along t = (-ny, nx), which runs from r1 to r2 (faces are counter-clockwise)
    ends_xy = np.concatenate((starts, stops), axis=1)
    along = n[:, 0, None] * ends_xy[..., 1] - n[:, 1, None] * ends_xy[..., 0]
    d1 = along[:, 1]
    denom = along[:, 3] - d1
    flat = np.abs(denom) < 1e-9
    safe = np.where(flat, 1.0, denom)
    u_lohi = np.where(flat[:, None], _WHOLE, (along[:, 0::2] - d1[:, None]) / safe[:, None])
    u_sorted = np.sort(u_lohi, axis=1)  # u_min, u_max (never NaN: safe is never 0)
    empty = (u_sorted[:, 1] < 0.0) | (u_sorted[:, 0] > 1.0)
    u_clip = np.minimum(np.maximum(u_sorted, 0.0), 1.0)
    rising = denom >= 0  # tangent coordinate grows along the incident edge: u_min is the low side
    u = np.where(rising[:, None], u_clip, u_clip[:, ::-1])  # (P, 2) side 0, side 1
    core = i1[:, None, :] + u[:, :, None] * edge[:, None, :]
    sep = np.einsum("pk,psk->ps", n, core - r1[:, None, :]) - rsum[:, None]
    point = core - n[:, None, :] * (radius[inc][:, None] + 0.5 * sep)[:, :, None]
    # two clipped points on top of each other would make the 2x2 block singular: keep the deeper one
    # (u_clip is sorted, so its difference is |u1 - u0|; sqrt of the sum of squares is linalg.norm's formula)
    length = (u_clip[:, 1] - u_clip[:, 0]) * np.sqrt(np.add.reduce(edge * edge, axis=1))
    valid = (sep < margin[:, None]) > empty[:, None]  # on bools, a > b is "a and not b"
    same = length < 1e-3
    if np.count_nonzero(same):  # rare: skip the three calls otherwise
        deeper1 = sep[:, 1] < sep[:, 0]
        valid &= ~(same[:, None] & (deeper1[:, None] != _SIDE1))
    pair = np.nonzero(near & (valid[:, 0] | valid[:, 1]))[0]
    if len(pair) == count:
        return PairContacts(pair, flip, face, n, point, sep, valid)
    return PairContacts(pair, flip[pair], face[pair], n[pair], point[pair], sep[pair], valid[pair])


def _no_contacts() -> PairContacts:
    return PairContacts(np.zeros(0, np.int64), np.zeros(0, bool), np.zeros(0, np.int64), np.zeros((0, 2)),
                        np.zeros((0, 2, 2)), np.zeros((0, 2)), np.zeros((0, 2), bool))
