"""What a frame's solve derives from the contact geometry (solver.py's module doc explains the method): the
colouring, Jacobians, the Delassus matrix W, the block inverses and the pass matrices -- kept by the world and
used again while a resting pile fits it (Setup.fits)."""
from __future__ import annotations

import itertools
import math
from typing import TYPE_CHECKING

import numpy as np

from game.physics.solver_passes import TiltSpace, _einsum

if TYPE_CHECKING:
    from game.physics.solver import SolverParams

DENSE_JACOBIAN_MAX = 40000  # rows x body dofs up to which W is one dense product (else assembled sparsely)


def colour(da: list[int], db: list[int], nd: int) -> list[int]:
    """Greedy colouring in the given order: the lowest colour not yet used by either dynamic body."""
    used = [0] * nd
    out = []
    for a, b in zip(da, db):
        mask = (used[a] if a >= 0 else 0) | (used[b] if b >= 0 else 0)
        c = (~mask & (mask + 1)).bit_length() - 1
        bit = 1 << c
        if a >= 0:
            used[a] |= bit
        if b >= 0:
            used[b] |= bit
        out.append(c)
    return out


def _inverse_parts(d, koff):
    det = d[:, 0] * d[:, 1] - koff[:, 0] ** 2
    neg_inv = np.empty((len(d), 2, 2))
    neg_inv[:, 0, 0] = -d[:, 1] / det
    neg_inv[:, 1, 1] = -d[:, 0] / det
    neg_inv[:, 0, 1] = koff[:, 0] / det
    neg_inv[:, 1, 0] = koff[:, 0] / det
    return neg_inv, -1.0 / d


def _jacobians(X, ba, bb, normal, point, valid):
    """Rows normal 0, normal 1, friction, each over (vx, vy, w) of body A and of body B: (C, 3, 3) twice.
    With t = perp(n), cross(r, t) = r . n, which saves the tangent's own arithmetic."""
    ncon = len(ba)
    nx, ny = normal[:, 0:1], normal[:, 1:2]
    w_valid = valid.astype(float)
    mean_pt = (point * w_valid[:, :, None]).sum(axis=1) / w_valid.sum(axis=1, keepdims=True)
    jb = np.empty((ncon, 3, 3))
    ja = np.empty((ncon, 3, 3))
    for jac, centre, sign in ((jb, X[bb, :2], 1.0), (ja, X[ba, :2], -1.0)):
        rx = point[:, :, 0] - centre[:, 0:1]
        ry = point[:, :, 1] - centre[:, 1:2]
        jac[:, :2, 0] = sign * nx
        jac[:, :2, 1] = sign * ny
        jac[:, :2, 2] = sign * (rx * ny - ry * nx)
        jac[:, 2, 0] = -sign * normal[:, 1]
        jac[:, 2, 1] = sign * normal[:, 0]
        jac[:, 2, 2] = sign * ((mean_pt - centre) * normal).sum(axis=1)
    jb[:, :2] *= w_valid[:, :, None]
    ja[:, :2] *= w_valid[:, :, None]
    return ja, jb


def _endpoints(ja, jb, da, db):
    """Every (contact, dynamic body) incidence: contact index, Jacobian block, body index; sorted by body."""
    ia = np.nonzero(da >= 0)[0]
    ib = np.nonzero(db >= 0)[0]
    e_con = np.concatenate([ia, ib])
    e_body = np.concatenate([da[ia], db[ib]])
    e_jac = np.concatenate([ja[ia], jb[ib]])
    order = np.argsort(e_body, kind="stable")
    return e_con[order], e_body[order], e_jac[order]


def _delassus(e_con, e_body, e_jac, minv3, ncon):
    """W = J M^-1 J^T, summed over bodies from the pairs of incidences that share a body (dense result)."""
    nrows = 3 * ncon
    n_e = len(e_con)
    starts = np.searchsorted(e_body, e_body, side="left")
    ends = np.searchsorted(e_body, e_body, side="right")
    sizes = ends - starts
    total = int(sizes.sum())
    first = np.repeat(np.arange(n_e), sizes)
    offsets = np.arange(total) - np.repeat(np.cumsum(sizes) - sizes, sizes)
    second = np.repeat(starts, sizes) + offsets
    jm = e_jac * minv3[e_body][:, None, :]
    blocks = jm[first] @ e_jac[second].transpose(0, 2, 1)
    r3 = np.arange(3)
    idx = ((3 * e_con[first])[:, None, None] + r3[None, :, None]) * nrows \
        + (3 * e_con[second])[:, None, None] + r3[None, None, :]
    return np.bincount(idx.ravel(), blocks.ravel(), minlength=nrows * nrows).reshape(nrows, nrows)


def _to_bodies(e_con, e_body, e_jac, rows3, minv3, nd):
    """M^-1 J^T r for row values r (C, 3): the body-space effect, (nd, 3)."""
    per = np.einsum("erk,er->ek", e_jac, rows3[e_con])
    idx = (3 * e_body[:, None] + np.arange(3)[None, :]).ravel()
    return np.bincount(idx, per.ravel(), minlength=3 * nd).reshape(nd, 3) * minv3


def _gs_matrices(W, m3, bounds):
    """The Gauss-Seidel pass as matrices. One pass over the colours in order -- colour k's impulse change is
    -M_k (r_k + W_k,<k d_<k), M_k its 3x3 block inverses -- is linear in the rows' right-hand sides r while
    nothing clamps, so d = -G r with G block lower triangular: G_k = M_k (E_k - W_k,<k G_<k). m3 stacks the
    block inverses of several pass kinds (soft, rigid) on a leading axis; one G is built for each."""
    kinds, ncon = m3.shape[0], m3.shape[1]
    n = 3 * ncon
    g = np.zeros((kinds, n, n))
    g4 = g.reshape(kinds, ncon, 3, ncon, 3)
    for a, b in itertools.pairwise(bounds):
        ar = np.arange(a, b)
        if a:
            t = W[3 * a:3 * b, :3 * a] @ g[:, :3 * a, :3 * a]                 # (kinds, 3n_k, 3a)
            g[:, 3 * a:3 * b, :3 * a] = -_einsum("zcij,zcjn->zcin", m3[:, a:b],
                                                 t.reshape(kinds, b - a, 3, 3 * a)).reshape(kinds, -1, 3 * a)
        g4[:, ar, :, ar, :] = m3[:, a:b].transpose(1, 0, 2, 3)
    return g


class Setup:
    """Everything a frame's solve derives from the contact geometry: the colouring, Jacobians, the Delassus
    matrix W, block inverses and the pass matrices. Building it is most of a frame's cost, so it is kept and
    used again while the same contacts join the same bodies and no body has moved more than the params'
    reuse distance / angle since it was built (the idea of PhysX's contact cache): a resting pile that is kept
    awake then costs only its passes. After it is built only lazily filled caches change (the pass matrices
    for a tilt set, the slow-pass blocks), each a fixed function of it, so a snapshot can share it."""

    def __init__(self, X, inv_mass, inv_inertia, dyn_awake, key, ba, bb, normal, point, valid, mu, rest,
                 other_static, gravity, dt, p: SolverParams):
        ncon = len(ba)
        n = 3 * ncon
        n_sub = p.substeps
        h = dt / n_sub
        inv_h = 1.0 / h
        self.ident = (p, dt, gravity)
        self.key, self.ba_in, self.bb_in, self.valid_in = key, ba, bb, valid
        self.xa, self.xb = X[ba], X[bb]

        in_contact = np.zeros(len(X), dtype=bool)
        in_contact[ba] = True
        in_contact[bb] = True
        bodies = np.nonzero(in_contact & dyn_awake)[0]
        self.bodies, self.nd = bodies, len(bodies)
        self.minv_in = (inv_mass[bodies], inv_inertia[bodies])
        self.awake_ends = int(np.count_nonzero(dyn_awake[ba]) + np.count_nonzero(dyn_awake[bb]))
        dyn_index = np.full(len(X), -1, dtype=np.int64)
        dyn_index[bodies] = np.arange(self.nd)
        da = dyn_index[ba]
        db = dyn_index[bb]
        colours = np.asarray(colour(da.tolist(), db.tolist(), self.nd), dtype=np.int64)
        order = np.argsort(colours, kind="stable")
        n_col = int(colours[order[-1]]) + 1
        self.order = order
        self.inv = np.empty(ncon, dtype=np.int64)
        self.inv[order] = np.arange(ncon)
        self.bounds = np.searchsorted(colours[order], np.arange(n_col + 1)).tolist()
        self.ba, self.bb, da, db = ba[order], bb[order], da[order], db[order]
        normal, point = normal[order], point[order]
        self.valid = valid = valid[order]
        self.mu, self.rest, other_static = mu[order], rest[order], other_static[order]
        self.dummy = dummy = ~valid

        ja, jb = _jacobians(X, self.ba, self.bb, normal, point, valid)
        self.ja, self.jb = ja, jb
        self.minv3 = np.stack([inv_mass[bodies], inv_mass[bodies], inv_inertia[bodies]], axis=1)
        if n * self.nd <= DENSE_JACOBIAN_MAX:
            # small piles: J as one dense (rows x body dofs) matrix, W = J M^-1 J^T in one product
            jd = np.zeros((ncon, 3, self.nd, 3))
            ia = np.nonzero(da >= 0)[0]
            ib = np.nonzero(db >= 0)[0]
            jd[ia, :, da[ia], :] = ja[ia]
            jd[ib, :, db[ib], :] = jb[ib]
            self.jd = jd.reshape(n, 3 * self.nd)
            self.jd_t = np.ascontiguousarray(self.jd.T)
            self.W = W = (self.jd * self.minv3.ravel()) @ self.jd_t
        else:
            self.jd = None
            self.e_con, self.e_body, self.e_jac = _endpoints(ja, jb, da, db)
            self.W = W = _delassus(self.e_con, self.e_body, self.e_jac, self.minv3, ncon)
        ar = np.arange(ncon)
        self.kb = kb = W.reshape(ncon, 3, ncon, 3)[ar, :, ar, :]  # (C, 3, 3): each manifold's own block
        self.kdiag = kdiag = np.where(dummy, 1.0, kb[:, (0, 1), (0, 1)])

        # softness per manifold; the soft block is the rigid one plus K_ii / a2 on the diagonal
        hz = np.minimum(p.hertz, 0.25 * inv_h) * np.where(other_static, p.static_factor, 1.0)
        omega = 2.0 * math.pi * hz
        a1 = 2.0 * p.damping_ratio + h * omega
        a2 = h * omega * a1
        self.rate = rate = omega / a1
        self.compliance = compliance = np.where(dummy, 0.0, kdiag / a2[:, None])
        comp3 = np.zeros((ncon, 3))
        comp3[:, :2] = compliance
        self.comp3 = comp3.ravel()
        rate3 = np.zeros((ncon, 3))
        rate3[:, :2] = rate[:, None]
        self.rate3 = rate3.ravel()
        self.above = inv_h - self.rate3  # speculative rows (s > 0) aim at s / h instead of rate * s
        h_normal = np.zeros((ncon, 3))
        h_normal[:, :2] = h
        self.h_normal = h_normal.ravel()

        # the whole 3x3 block (both normals and friction) of each contact, soft and rigid, inverted at once
        k3 = np.empty((2, ncon, 3, 3))
        k3[:] = kb
        for k in range(2) if dummy.any() else ():  # a dummy row becomes an identity row: its impulse stays 0
            k3[:, dummy[:, k], k, :] = 0.0
            k3[:, dummy[:, k], :, k] = 0.0
            k3[:, dummy[:, k], k, k] = 1.0
        k3[0, :, (0, 1), (0, 1)] += compliance.T
        self.m3 = np.linalg.inv(k3)
        self.cone = cone = np.zeros((ncon, 3, 4))
        cone[:, 0, 0] = cone[:, 1, 1] = 1.0
        cone[:, 0, 2:] = cone[:, 1, 2:] = self.mu[:, None]
        cone[:, 2, 2] = -1.0
        cone[:, 2, 3] = 1.0
        kc = np.zeros((ncon, 4, ncon, 3))
        kc[ar, :, ar, :] = cone.transpose(0, 2, 1)
        self.kc = kc.reshape(4 * ncon, n)  # cone rows: n0, n1, mu (n0 + n1) - t, mu (n0 + n1) + t, all >= 0

        g3 = np.array([gravity[0], gravity[1], 0.0])
        self.g3 = g3
        self.g_row = h * (np.einsum("crk,k->cr", ja, g3) * (da >= 0)[:, None]
                          + np.einsum("crk,k->cr", jb, g3) * (db >= 0)[:, None])
        self.gflat = self.g_row.ravel()
        self._gs = None  # the Gauss-Seidel pass matrices (soft, rigid), made when first needed
        self._tilt = (None, None)  # ((loaded mask bytes, grip), TiltSpace): the last one built
        self._passes = (False, None)  # (tilt it was built with, (a_soft, a_rigid)): the last pair built
        self._fallback = None

    def to_bodies(self, rows):
        """M^-1 J^T r for flat row values r: the body-space effect, (nd, 3)."""
        if self.jd is not None:
            return (self.jd_t @ rows).reshape(self.nd, 3) * self.minv3
        return _to_bodies(self.e_con, self.e_body, self.e_jac, rows.reshape(-1, 3), self.minv3, self.nd)

    def fits(self, X, inv_mass, inv_inertia, dyn_awake, key, ba, bb, valid, gravity, dt, p) -> bool:
        """May this frame use the set-up again? Same contacts on the same bodies, nobody moved far."""
        if self.ident != (p, dt, gravity) or len(key) != len(self.key) or p.reuse_distance <= 0.0:
            return False
        if not (np.array_equal(key, self.key) and np.array_equal(ba, self.ba_in) and np.array_equal(bb, self.bb_in)
                and np.array_equal(valid, self.valid_in)):
            return False
        bodies = self.bodies
        if not (dyn_awake[bodies].all()
                and np.count_nonzero(dyn_awake[ba]) + np.count_nonzero(dyn_awake[bb]) == self.awake_ends):
            return False
        if not (np.array_equal(inv_mass[bodies], self.minv_in[0])
                and np.array_equal(inv_inertia[bodies], self.minv_in[1])):
            return False
        moved = np.abs(np.concatenate([X[ba] - self.xa, X[bb] - self.xb]))
        return bool(moved[:, :2].max() <= p.reuse_distance and moved[:, 2].max() <= p.reuse_angle)

    def tilt_space(self, loaded, extra, grip: bool = False):
        """The stiff tilt of the `loaded` contacts (None: no tilt), with their grip (TiltSpace) if asked. The last
        one built is kept: a resting pile keeps its loaded set."""
        if loaded is None:
            return None
        tag = (loaded.tobytes(), grip)
        if self._tilt[0] != tag:
            self._tilt = (tag, TiltSpace(self.W, self.compliance, loaded, extra, self.mu if grip else None))
        return self._tilt[1]

    def passes(self, tilt):
        """The pass matrices (soft, rigid) with `tilt` (a tilt_space, or None) folded in. Built when a pass
        first tries the fast way: a pile in motion clamps every pass and never needs them."""
        if self._passes[0] is not tilt:
            if self._gs is None:
                self._gs = _gs_matrices(self.W, self.m3, self.bounds)
            g_soft, g_rigid = self._gs
            built = (-g_soft, -g_rigid) if tilt is None else tilt.fused(g_soft, g_rigid)
            self._passes = (tilt, built)
        return self._passes[1]

    def fallback(self) -> Fallback:
        if self._fallback is None:
            self._fallback = Fallback(self)
        return self._fallback


class Fallback:
    """What the colour-by-colour pass with clamping needs (built only when a fused pass comes out clamped)."""

    def __init__(self, s: Setup):
        ncon = len(s.kb)
        kdiag = s.kdiag
        koff = s.kb[:, 0, 1][:, None].copy()
        k2 = np.empty((ncon, 2, 2))
        k2[:, 0, 0] = kdiag[:, 0]
        k2[:, 1, 1] = kdiag[:, 1]
        k2[:, 0, 1] = koff[:, 0]
        k2[:, 1, 0] = koff[:, 0]
        self.soft_inv, self.soft_invd = _inverse_parts(kdiag + s.compliance, koff)
        self.rigid_inv, self.rigid_invd = _inverse_parts(kdiag, koff)
        self.k2, self.koff = k2, koff
        self.ktn = s.kb[:, 2, :2].copy()
        self.mt = 1.0 / s.kb[:, 2, 2]
        self.comp3 = s.comp3.reshape(ncon, 3)
        self.m3, self.mu = s.m3, s.mu
        self._numbers = [None, None]  # per pass kind (soft, rigid): contact_numbers, made when first needed

    def contact_numbers(self, biased: bool) -> tuple[list, list]:
        """Per contact, the plain floats the slow pass needs (solver_passes._solve_colours), soft or rigid: for
        the 3x3 block (its inverse m00..m22, mu, compliance g0 g1) and for the 2x2 LCP (k00 k01 k11, the
        inverse i00 i01 i10 i11, the single-point d0 d1, friction kt0 kt1 m_t, mu)."""
        k = 0 if biased else 1
        if self._numbers[k] is None:
            inv, invd = (self.soft_inv, self.soft_invd) if biased else (self.rigid_inv, self.rigid_invd)
            ncon = len(self.k2)
            g = self.comp3[:, :2] if biased else np.zeros((ncon, 2))
            mu = self.mu[:, None]
            blocks = np.concatenate([self.m3[k].reshape(ncon, 9), mu, g], axis=1)
            lcps = np.concatenate([self.k2[:, 0, 0:1], self.koff, self.k2[:, 1, 1:2], inv.reshape(ncon, 4), invd,
                                   self.ktn, self.mt[:, None], mu], axis=1)
            self._numbers[k] = (blocks.tolist(), lcps.tolist())
        return self._numbers[k]
