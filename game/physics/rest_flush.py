"""Laying a pile flush as it falls asleep (SolverParams.rest_flush): the rest shape of rigid blocks, exactly.

Why. A die resting on a die lies flush: two rigid faces in full contact. Our contacts are soft, so a resting
joint keeps a tilt its last disturbance left -- a few ten-thousandths of a millimetre across a 40 mm face, which
the solver's tilt integral shrinks while the pile is calm but cannot finish before the pile sleeps. Over a stalk
of 20-25 pieces those tilts add up to a lean of a millimetre or two at its top, different after every landing:
the stalk stored after one placement stood up to 1.4 mm away from where it stood before, with nothing slid.

What. When an island falls asleep, each of its bodies that rests on exactly one support -- a two-point
contact, flush (both points within `tilt_flush` of touching), both points carrying load (each at least
`tilt_share` of it), its face within about 25 degrees of level -- is turned about that contact's middle, with
everything that rests on it, by the angle that levels the two points' overlaps. Supports are taken bottom-up,
so a body is levelled on its support after that support was levelled on its own. The mean overlap (the sag
the lift holds) is untouched, and so is where each piece sits along its support's face: only the numerical
tilt goes. Bodies on two or more supports (a trunk across two dice) and every support below such a body,
bodies on one point (a piece resting tipped on an edge) or on a lightly loaded point are left as they are.

The turns are tiny (the tilt integral has already straightened most of it: at most a few thousandths of a
radian at the stalk's foot, far below a pixel for the pieces near it). Contacts are found again on waking.
Numpy only; called by World._update_sleep."""
from __future__ import annotations

import numpy as np

from game.physics.solver import flush_loaded

LEVEL = 0.9  # a support's normal has at least this upward component (about 25 degrees)


def lay_flush(world, members: np.ndarray, dynamic: np.ndarray) -> int:
    """Level every single-support joint of the island `members` (bool per body slot), bottom-up; `dynamic` says
    which slots are dynamic. Changes world.X in place; returns how many joints it turned."""
    m = world.manifolds
    if not len(m):
        return 0
    sep = m.sep
    up = m.normal[:, 1]
    level = np.abs(up) >= LEVEL
    upper = np.where(up > 0.0, m.body_b, m.body_a)
    touching = np.where(m.valid, sep, np.inf).min(axis=1) <= world.slop
    supports = np.bincount(upper[touching & level], minlength=len(members))
    joint = (flush_loaded(sep, m.valid, m.lam, world.params) & level
             & members[upper] & dynamic[upper] & (supports[upper] == 1))
    ks = np.nonzero(joint)[0]
    if not len(ks):
        return 0
    ks = ks[np.argsort(m.point[ks, :, 1].mean(axis=1), kind="stable")]
    turned = 0
    for k in ks.tolist():
        u = int(upper[k])
        p0, p1 = m.point[k]
        mid = 0.5 * (p0 + p1)
        n = m.normal[k]
        # turning the upper body by a about `mid` changes point i's separation by s * a * c_i, c_i = n . perp(p_i -
        # mid); s = +1 when the upper body owns the incident points (B), -1 when it owns the reference face (A)
        c0 = n[1] * (p0[0] - mid[0]) - n[0] * (p0[1] - mid[1])
        c1 = n[1] * (p1[0] - mid[0]) - n[0] * (p1[1] - mid[1])
        if abs(c1 - c0) < 1e-6:
            continue
        sign = 1.0 if u == int(m.body_b[k]) else -1.0
        angle = sign * (sep[k, 0] - sep[k, 1]) / (c1 - c0)
        slots = [u] + [world.slot(b) for b in world.resting_on(int(world._ids[u]))]
        if (supports[slots] != 1).any() or not members[slots].all():
            continue  # something above also rests elsewhere (or is not falling asleep): turning would lift it off
        cos, sin = np.cos(angle), np.sin(angle)
        d = world.X[slots, :2] - mid
        world.X[slots, 0] = mid[0] + cos * d[:, 0] - sin * d[:, 1]
        world.X[slots, 1] = mid[1] + sin * d[:, 0] + cos * d[:, 1]
        world.X[slots, 2] += angle
        turned += 1
    return turned
