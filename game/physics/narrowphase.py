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


def collide(fa: np.ndarray, fb: np.ndarray, nrm: np.ndarray, radius: np.ndarray, pa: np.ndarray,
            pb: np.ndarray, margin: np.ndarray, flip_tol: float) -> PairContacts:
    """fa / fb / nrm: (S, F, 2) world face starts, face ends and outward normals of every part; pa, pb: pairs."""
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

    t = np.stack([-n[:, 1], n[:, 0]], axis=1)  # runs from r1 to r2 (faces are counter-clockwise)
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
    rising = denom >= 0  # tangent coordinate grows along the incident edge: u0 is the low side
    u = np.stack([np.where(rising, u0, u1), np.where(rising, u1, u0)], axis=1)  # (M, 2) side 0, side 1
    edge = i2 - i1
    core = i1[:, None, :] + u[:, :, None] * edge[:, None, :]
    sep = np.einsum("pk,psk->ps", n, core - r1[:, None, :]) - rsum[:, None]
    r_inc = radius[inc]
    point = core - n[:, None, :] * (r_inc[:, None] + 0.5 * sep)[:, :, None]
    valid = (sep < margin[:, None]) & ~empty[:, None]
    # two clipped points on top of each other would make the 2x2 block singular: keep the deeper one
    length = np.abs(u[:, 1] - u[:, 0]) * np.linalg.norm(edge, axis=1)
    same = length < 1e-3
    deeper1 = sep[:, 1] < sep[:, 0]
    valid[:, 0] &= ~(same & deeper1)
    valid[:, 1] &= ~(same & ~deeper1)
    has = valid.any(axis=1)
    return PairContacts(keep[has], flip[has], face[has], n[has], point[has], sep[has], valid[has])
