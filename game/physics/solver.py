"""The contact solver: Box2D v3's "soft step" (TGS-soft), run in contact-row space with numpy batches.

Why this solver. Stable stacks need warm starting, substeps and a well-behaved position correction. We follow
Erin Catto's soft step as shipped in Box2D v3 (box2d.org blog "Solver2D", 2024; v3 `solver.c` and
`contact_solver.c`; the soft-constraint maths of his GDC 2011 talk "Soft Constraints"):
  collide once per frame, then for each of `substeps` substeps of length h:
    integrate velocities (gravity) -> warm start -> solve (soft, biased) -> integrate positions -> relax
    (rigid, no bias); after the substeps apply restitution once and keep the impulses for the next frame.
A contact is a damped spring of `hertz` (doubled against static bodies) with damping ratio `zeta`; with
  w = 2 pi hertz, a1 = 2 zeta + h w, a2 = h w a1:  bias rate = w / a1, mass scale = a2 / (1 + a2),
  impulse scale = 1 / (1 + a2).
Separated points (s > 0) are speculative: they only forbid closing more than the gap within a substep, which
is what keeps a fast axe from passing through a die.

Three additions (ours), all about tall towers:
  * Sag. A soft contact under a steady load sags until its spring carries the load: at 120 Hz that is
    0.04 mm per die above, so a 12-die tower settles 2.5 mm and the castle tower 12 mm -- far beyond the
    0.5 % drift bar. The spring is a proportional controller on the overlap; we add a slow integral term
    (`lift`, per point, kept across frames): lift += integral_rate * bias_rate * dt * overlap, and the biased
    pass aims `lift` higher. The spring and its damping stay as in v3 and the integral is 15x slower than the
    spring, so the loop stays calm; the steady overlap goes to zero. (Tried and dropped: feeding the load
    forward from last frame's impulses oscillates under a heavy castle; position projection a la Box2D v2.4
    fights the spring every frame.)
  * Cold start. A new touching contact starts from the impulse that holds everything at rest (one dense
    solve of the touching normal rows, plus a few sweeps), and its lift from the sag that impulse implies;
    otherwise a tower placed in one go sags while the load trickles down one contact per pass.
  * Stiff tilt. A column of soft contacts is a column of rotational springs: each two-point contact resists
    tilt with k_r = 2 k (w/2)^2, k = m_eff omega^2 of ONE die pair, while the weight above pushes a tilted
    column further over. Greenhill's self-weight buckling (q L^3 / EI = 7.84, with EI = k_r a, q = m g / a)
    gives the tallest column that stands: N^3 = 7.84 k_r / (m g a), i.e. about 12 dice of 40 mm at 120 Hz,
    30 at 480 Hz -- matching what we measured (kept awake, 14 dice buckle at 2.9/s, 21 at 3.9/s, 32
    substeps at 480 Hz stand). Stiffness is the only cure, and the contact spring cannot simply be made
    stiffer: v3 caps it at a quarter of the substep rate because one Gauss-Seidel pass per substep diverges
    above that (measured: 160 Hz at 8 substeps makes 6 dice rock; 8 passes per substep calm it). Tried and
    dropped: a rigid tilt (v2-style block, soft only in the mean push) rocks small stacks through the friction
    row; a stiffening that follows the tilt slowly (a low-pass) pumps the tower's own rocking mode.
    What we do: for every flush two-point contact whose two points both carry load (in a frame with no
    impact anywhere), the tilt -- the difference of the two normal impulses -- gets a bias rate
    `tilt_factor` (9) times the push's, capped at the substep rate: with the same regulariser that is a
    spring 9x stiffer with less damping (so a 25-die column stands by Greenhill), and what would make
    Gauss-Seidel diverge is removed by solving the tilts of all those contacts TOGETHER, exactly, after
    every pass (a coarse correction: one dense P x P system per frame, P = number of such contacts, applied
    as a single matrix product per pass; a step that would make a point pull is shortened, never clamped
    per contact). Gauss-Seidel still does everything else (push, friction, one-sided points), so tipping,
    sliding, lopsided and speculative contacts behave as before; the stiff tilt only holds a resting pile
    upright. The relax pass gets the same exact tilt solve (rigid). Measured (top die kicked, growth of the
    sideways speed): 21 dice -0.9/s, 30 dice +1.3/s (was +3.2/s and +2.9/s).

How it is made cheap in numpy (cost is the count of numpy calls, not arithmetic):
  * Each manifold gives three rows: two normal rows and ONE friction row. In 2-D the two friction rows of a
    face contact have the same Jacobian (forces along a line give the same torque), so one row at the mean
    point with limit mu * (n1 + n2) is exact, and cheaper.
  * The two normal rows are solved together as a 2x2 LCP by enumerating its four cases, like Box2D v2.4's
    block solver (`b2ContactSolver::SolveVelocityConstraints`). Softness enters as a diagonal regulariser:
    the soft update equals a rigid solve with K + diag(K_ii / a2).
  * Everything happens in row space: the relative velocity of every row is one vector, and applying an
    impulse to a batch of rows is one product with the Delassus matrix W = J M^-1 J^T (for small piles one
    dense product with J laid out as rows x body dofs; for large ones assembled sparsely with one bincount).
    Separations are integrated in row space too; body velocities and positions are recovered once per frame
    from the summed impulses (exact for the symplectic Euler the substeps use).
  * Manifolds are graph-coloured (greedy, in key order) so that no colour touches a dynamic body twice
    (Gauss-Seidel between colours, one batch within a colour).
  * A whole pass is ONE product. While nothing clamps, a Gauss-Seidel pass over the colours is linear in the
    rows' right-hand sides r (d = -G r, G block lower triangular, `_gs_matrices`), and so is the exact tilt
    correction after it; both fold into one matrix per pass kind, built with the frame's set-up (`_Rows`,
    `_TiltSpace.fused`). A pass's result is kept when every contact ends inside its friction cone with both
    points pushing -- the usual case in a standing pile; otherwise that pass is done again from the same
    start the slow way (colour by colour, exact 2x2 LCP, friction clamp, tilt correction shortened so that no
    point pulls). About 34 numpy calls a substep; colour by colour it took 11 per colour and pass (74 a
    substep for a two-colour tower).
  * The set-up (colouring, Jacobians, W, block inverses, pass matrices: two thirds of a frame) is kept and
    used again while the same contacts join the same bodies and no body moved more than `reuse_distance` /
    `reuse_angle` since it was built (`_Setup.fits`); the world keeps its collision results the same way
    (contact_cache.py). This is PhysX's contact-cache idea: a pile that is awake but standing -- the tower a
    hand hovers near -- costs only its passes. The small drift it allows (0.02 mm) changes lever arms by
    0.1 %; tests compare the tower with and without it.
"""
from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

import numpy as np

try:  # einsum without its Python wrapper
    from numpy._core.multiarray import c_einsum as _einsum
except ImportError:  # pragma: no cover - older numpy
    _einsum = np.einsum

MAX_DIRECT_ROWS = 200  # cold-start dense solve size limit (larger ones fall back to sweeps)
DENSE_JACOBIAN_MAX = 40000  # rows x body dofs up to which W is one dense product (else assembled sparsely)


@dataclass(frozen=True)
class SolverParams:
    substeps: int = 8
    hertz: float = 120.0                  # contact stiffness; twice this against static bodies
    damping_ratio: float = 10.0
    push_max: float = 500.0               # mm/s: cap on the speed used to push overlapping bodies apart
    restitution_threshold: float = 600.0  # mm/s: slower impacts do not bounce (v3: 1 m/s)
    integral_rate: float = 2.0            # 1/s: how fast the lift removes a steady overlap
    dead_band: float = 0.01               # mm: overlaps this small are left to the spring
    lift_max: float = 200.0               # mm/s: the lift never exceeds this
    touching: float = 0.5                 # mm: closer points count as touching (the world's slop)
    presolve_sweeps: int = 4              # rigid sweeps after the direct solve that starts cold contacts
    tilt_solve: bool = True               # the stiff tilt and its exact solve (module doc)
    tilt_factor: float = 9.0              # a loaded contact's tilt is this many times stiffer than its push
    tilt_flush: float = 0.05              # mm: both points at most this far apart count as flush
    tilt_share: float = 0.1               # each point carries at least this share of the contact's load
    tilt_quiet: float = 20.0              # mm/s: a faster contact row anywhere (an impact) turns it off
    tilt_max_rows: int = 100              # larger tilt systems are left to Gauss-Seidel alone
    reuse_distance: float = 0.02          # mm: a frame's set-up is used again while no body moved further
    reuse_angle: float = 2e-4             # rad: ... and none turned further (0 distance: never reuse)


@dataclass
class SolveResult:
    bodies: np.ndarray    # (nd,) body slots that were solved
    velocity: np.ndarray  # (nd, 3) new velocities
    delta: np.ndarray     # (nd, 3) displacement over the frame (x, y, angle)
    lam: np.ndarray       # (C, 3) impulses of the last substep (warm start of the next frame)
    lift: np.ndarray      # (C, 2) the integral term per point (mm/s), kept for the next frame
    impulse: np.ndarray   # (C, 2) normal impulse summed over the frame, per point
    approach: np.ndarray  # (C, 2) normal relative velocity at the start of the frame (negative = closing)
    closing: np.ndarray   # (C, 2) the same with this frame's gravity added: the speed of an impact
    settled: np.ndarray   # (C,) no point overlaps beyond the dead band (the lift is at rest)
    setup: object = None  # the _Setup used, to offer to the next frame


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


def block_lcp(q, neg_inv, neg_invd, koff):
    """Solve the 2x2 LCPs  x >= 0, A x + q >= 0, x.(A x + q) = 0  by their four cases (both points pushing,
    only the first, only the second, none). neg_inv = -A^-1, neg_invd = -1/diag(A), koff = A_01 (C, 1)."""
    x_both = (neg_inv @ q[:, :, None])[:, :, 0]
    y = q * neg_invd
    w = koff * y + q[:, ::-1]
    ok_both = x_both.min(axis=1) >= 0.0
    ok_one = (y >= 0.0) & (w >= 0.0)
    single = np.where(ok_one, y, 0.0)
    single[ok_one[:, 0], 1] = 0.0
    return np.where(ok_both[:, None], x_both, single)


def _rows3(mask2):
    """Indices into the (C, 3) row layout of the normal rows picked by a (2C,) mask."""
    rows = np.nonzero(mask2)[0]
    return 3 * (rows // 2) + rows % 2


def _direct_start(W, vflat, rows, keep):
    """Impulses (>= 0) that stop every touching normal row at once: (W + eps D) x = -v, solved densely, rows
    that come out pulling dropped and solved again (W is singular when supports are redundant, like a
    pyramid's, hence the small regulariser). Returns x for the rows picked by `keep`."""
    a_full = W[np.ix_(rows, rows)]
    a_full[np.diag_indices_from(a_full)] *= 1.0 + 1e-4
    rhs = -vflat[rows]
    active = np.ones(len(rows), bool)
    x = np.zeros(len(rows))
    for _ in range(3):
        idx = np.nonzero(active)[0]
        x[:] = 0.0
        x[idx] = _spd_solve(a_full[np.ix_(idx, idx)], rhs[idx])
        if (x >= 0.0).all():
            break
        active &= x > 0.0
    return np.maximum(x, 0.0)[keep]


def _spd_solve(a, b, block=48):
    """Solve a x = b (a symmetric positive definite) by block elimination: LAPACK only ever sees a block of
    at most `block` rows and the Schur updates run in numpy's own loops. A whole 100-200-row system handed
    to LAPACK goes to BLAS threads, which on a busy 2-core machine took 0.3-12 ms of wall clock (solve of
    126 rows: 0.33 ms wall / 0.50 ms cpu; 200 rows: 12 ms) instead of 0.7 / 1.7 ms here, single-threaded."""
    a = a.copy()
    x = np.array(b, float)
    n = len(x)
    panels = []
    for k0 in range(0, n, block):
        k1 = min(k0 + block, n)
        inv = np.linalg.inv(a[k0:k1, k0:k1])
        panel = _einsum("ik,kj->ij", inv, a[k0:k1, k1:])  # A11^-1 A12
        x[k0:k1] = inv @ x[k0:k1]
        if k1 < n:
            a[k1:, k1:] -= _einsum("ik,kj->ij", a[k1:, k0:k1], panel)
            x[k1:] -= a[k1:, k0:k1] @ x[k0:k1]
        panels.append((k0, k1, panel))
    for k0, k1, panel in reversed(panels):
        if k1 < n:
            x[k0:k1] -= panel @ x[k1:]
    return x


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


class _Setup:
    """Everything a frame's solve derives from the contact geometry: the colouring, Jacobians, the Delassus
    matrix W, block inverses and the pass matrices. Building it is most of a frame's cost, so it is kept and
    used again while the same contacts join the same bodies and no body has moved more than the params'
    reuse distance / angle since it was built (the idea of PhysX's contact cache): a resting pile that is kept
    awake then costs only its passes. Never changed after it is built, so a snapshot can share it."""

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
        hz = np.minimum(p.hertz, 0.25 * inv_h) * np.where(other_static, 2.0, 1.0)
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
        self.g_soft, self.g_rigid = _gs_matrices(W, self.m3, self.bounds)
        self.a_gs_rigid = -self.g_rigid
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
        self._passes = (None, None)  # (tilt mask bytes, (tilt, a_soft, a_rigid)): the last one built
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
        if not (dyn_awake[bodies].all() and np.count_nonzero(dyn_awake[np.concatenate([ba, bb])])
                == np.count_nonzero(dyn_awake[np.concatenate([self.ba_in, self.bb_in])])):
            return False
        if not (np.array_equal(inv_mass[bodies], self.minv_in[0])
                and np.array_equal(inv_inertia[bodies], self.minv_in[1])):
            return False
        moved = np.abs(np.concatenate([X[ba] - self.xa, X[bb] - self.xb]))
        return bool(moved[:, :2].max() <= p.reuse_distance and moved[:, 2].max() <= p.reuse_angle)

    def passes(self, loaded, extra):
        """The pass matrices (soft, rigid) with the stiff tilt of the `loaded` contacts folded in, or without
        any tilt when `loaded` is None. The last pair built is kept: a resting pile keeps its loaded set."""
        tag = None if loaded is None else loaded.tobytes()
        if self._passes[0] != tag or self._passes[1] is None:
            if loaded is None:
                built = (None, -self.g_soft, self.a_gs_rigid)
            else:
                tilt = _TiltSpace(self.W, self.compliance, loaded, extra)
                built = (tilt, *tilt.fused(self.W, self.comp3, self.g_soft, self.g_rigid))
            self._passes = (tag, built)
        return self._passes[1]

    def fallback(self) -> _Fallback:
        if self._fallback is None:
            self._fallback = _Fallback(self)
        return self._fallback


class _Fallback:
    """What the colour-by-colour pass with clamping needs (built only when a fused pass comes out clamped)."""

    def __init__(self, s: _Setup):
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

    def slices(self, s: _Setup, vrow, lam, delta):
        """Per colour, views of the frame's arrays and the set-up's blocks."""
        dflat = delta.ravel()
        out = []
        for a, b in itertools.pairwise(s.bounds):
            out.append((vrow[a:b], lam[a:b], delta[a:b], dflat[3 * a:3 * b], s.W[3 * a:3 * b], self.k2[a:b],
                        self.soft_inv[a:b], self.soft_invd[a:b], self.rigid_inv[a:b], self.rigid_invd[a:b],
                        self.koff[a:b], self.ktn[a:b], self.mt[a:b], s.mu[a:b], s.m3[0, a:b], s.m3[1, a:b],
                        self.comp3[a:b], s.cone[a:b]))
        return out


def solve(V, X, inv_mass, inv_inertia, dyn_awake, key, ba, bb, normal, point, sep, valid, mu, rest, lam0, lift0,
          other_static, gravity, dt, p: SolverParams, setup: _Setup | None = None) -> SolveResult:
    """One frame for the contacts given (in key order). `setup` is the previous frame's SolveResult.setup: it
    is used again when it still fits (see _Setup)."""
    if setup is None or not setup.fits(X, inv_mass, inv_inertia, dyn_awake, key, ba, bb, valid, gravity, dt, p):
        setup = _Setup(X, inv_mass, inv_inertia, dyn_awake, key, ba, bb, normal, point, valid, mu, rest,
                       other_static, gravity, dt, p)
    s = setup
    ncon = len(ba)
    n = 3 * ncon
    n_sub = p.substeps
    h = dt / n_sub
    inv_h = 1.0 / h
    order, valid, dummy = s.order, s.valid, s.dummy

    # the frame's state, every vector in row layout (n0, n1, friction per contact); z = [r, separations] is a
    # pass's input (see _Rows)
    z = np.zeros(2 * n)
    sepflat = z[n:]
    sep3 = sepflat.reshape(ncon, 3)
    sep3[:, :2] = np.where(dummy, 0.0, sep[order])  # a dummy row has zero velocity, bias and impulse forever
    sep = sep3[:, :2]
    lamflat = lam0[order].ravel()
    lam = lamflat.reshape(ncon, 3)
    lift = np.where(dummy, 0.0, lift0[order])
    vrow = np.einsum("crk,ck->cr", s.ja, V[s.ba]) + np.einsum("crk,ck->cr", s.jb, V[s.bb])
    vflat = vrow.ravel()
    approach = vrow[:, :2].copy()
    W = s.W
    rows = _Rows(s, p, vflat, lamflat, z, inv_h, lift)

    cold = (lam[:, 0] + lam[:, 1] == 0.0) & (np.where(valid, sep, np.inf).min(axis=1) <= p.touching)
    if p.presolve_sweeps and cold.any():
        # cold start (see the module doc): a dense solve of the touching normal rows, then a few sweeps
        v_saved = vflat.copy()
        vflat += s.gflat
        touch = ((sep <= p.touching) & valid).ravel()
        cold_rows = (touch & np.repeat(cold, 2))
        if 0 < touch.sum() <= MAX_DIRECT_ROWS and cold_rows.sum() * 4 >= touch.sum():
            lamflat[_rows3(cold_rows)] = _direct_start(W, vflat, _rows3(touch), cold_rows[touch])
        vflat += W @ lamflat
        rows.use(s.passes(None, None))
        for _ in range(p.presolve_sweeps):
            rows.solve_pass(False)
        vflat[:] = v_saved
        lift[cold] = np.minimum(s.compliance[cold] * np.maximum(lam[cold, :2], 0.0), p.lift_max)
        rows.set_offset(lift)

    loaded = extra = None
    if p.tilt_solve and np.abs(vflat).max() < p.tilt_quiet:
        # the stiff tilt (module doc): flush two-point contacts whose points both carry load, in a quiet frame
        loaded = valid.all(axis=1) & (sep.max(axis=1) <= p.tilt_flush) \
            & (lam[:, :2].min(axis=1) > p.tilt_share * lam[:, :2].sum(axis=1))
        if 0 < loaded.sum() <= p.tilt_max_rows:
            # the tilt's bias rate: tilt_factor times the push's, at most the substep rate; the part on top
            # of the rows' own bias is what the tilt solve adds
            extra = np.minimum(p.tilt_factor * s.rate, inv_h) - s.rate
        else:
            loaded = None
    rows.use(s.passes(loaded, extra))

    done = np.zeros(n)  # impulses of the finished substeps, summed
    pos_imp = np.zeros(n)
    gflat, h_normal = s.gflat, s.h_normal
    for _ in range(n_sub):
        vflat += gflat
        vflat += W @ lamflat
        rows.solve_pass(True)
        sepflat += h_normal * vflat
        pos_imp += done
        pos_imp += lamflat
        rows.solve_pass(False)
        done += lamflat
    applied = done.reshape(ncon, 3)  # the impulse of each substep is its impulses at the end of it
    impulse_n = applied[:, :2].copy()
    bounce = (approach < -p.restitution_threshold) & valid & (s.rest[:, None] > 0) & (impulse_n > 0)
    if bounce.any():
        fb = s.fallback()
        _restitution(bounce, s.rest, approach, s.bounds, vrow, lam, fb.k2, fb.rigid_inv, fb.rigid_invd, fb.koff,
                     W, vflat, applied)
        impulse_n = applied[:, :2].copy()

    # integrate overlaps deeper than a small dead band (aiming at its middle, so it gets there soon); inside
    # the band the lift rests, so a settled pile is left alone and never creeps upward
    deep = sep < -p.dead_band
    error = np.where(deep, sep + 0.5 * p.dead_band, np.clip(sep, 0.0, p.touching))
    settled = ~(deep & valid).any(axis=1)
    lift = np.clip(lift - p.integral_rate * s.rate[:, None] * dt * error, 0.0, p.lift_max)
    lift[dummy] = 0.0

    bodies = s.bodies
    v0 = V[bodies]
    vel = v0 + n_sub * h * s.g3 + s.to_bodies(done)
    disp = (n_sub * h) * v0 + (h * h * n_sub * (n_sub + 1) / 2.0) * s.g3 + s.to_bodies(h * pos_imp)

    inv = s.inv
    closing = approach + n_sub * s.g_row[:, :2]
    return SolveResult(bodies, vel, disp, lam[inv], lift[inv], impulse_n[inv], approach[inv], closing[inv],
                       settled[inv], setup)


class _Rows:
    """One pass of the contact rows. The fast way is one product: while no row clamps, a Gauss-Seidel pass
    over the colours followed by the exact tilt correction is linear in z = [r, s], r = v + bias + C lambda
    the rows' right-hand sides and s the separations (`_gs_matrices`, `_TiltSpace.fused`), so each pass's
    impulse change is A z for a matrix A built with the set-up. The result is kept when every contact ends
    inside its cone (both normals pushing, friction within mu times their sum) -- the usual case in a resting
    pile; otherwise the pass is done again the slow way from the same start: colour by colour with the exact
    2x2 normal LCP and the friction clamp, then the tilt correction shortened so that no point pulls. About
    ten numpy calls a pass instead of ten per colour."""

    def __init__(self, s: _Setup, p: SolverParams, vflat, lamflat, z, inv_h, lift):
        n = len(vflat)
        self.s, self.vflat, self.lamflat, self.z, self.inv_h = s, vflat, lamflat, z, inv_h
        self.n = n
        self.r = z[:n]
        self.sepflat = z[n:]
        self.lam_new = np.zeros(n)
        self.tmp = np.zeros(n)
        self.push_max = p.push_max
        self.offset = np.zeros(n)
        self.set_offset(lift)
        self.tilt = self.a_soft = self.a_rigid = None
        self._slices = None

    def set_offset(self, lift):
        self.offset.reshape(-1, 3)[:, :2] = lift

    def use(self, passes):
        self.tilt, self.a_soft, self.a_rigid = passes

    def solve_pass(self, biased: bool) -> None:
        r = self.r
        sep = self.sepflat
        s = self.s
        if biased:
            # s > 0: s / h (speculative: close no more than the gap); s <= 0: rate * s, at most push_max
            np.multiply(sep, s.rate3, out=r)
            np.maximum(r, -self.push_max, out=r)
            np.maximum(sep, 0.0, out=self.tmp)
            self.tmp *= s.above
            r += self.tmp
            r -= self.offset  # the lift: the biased pass aims this much higher
            r += self.vflat
            np.multiply(s.comp3, self.lamflat, out=self.tmp)
            r += self.tmp     # the soft block also pulls the old impulse back by C lambda
            a = self.a_soft
            d = a @ (self.z if a.shape[1] > self.n else r)
        else:
            np.maximum(sep, 0.0, out=r)
            r *= self.inv_h
            r += self.vflat
            d = self.a_rigid @ r
        lam_new = self.lam_new
        np.add(self.lamflat, d, out=lam_new)
        if (s.kc @ lam_new).min() >= 0.0:
            self.lamflat[:] = lam_new
            self.vflat += s.W @ d
            return
        self._slow_pass(biased)

    def _slow_pass(self, biased: bool) -> None:
        s = self.s
        fb = s.fallback()
        ncon = len(s.kb)
        vrow = self.vflat.reshape(ncon, 3)
        lam = self.lamflat.reshape(ncon, 3)
        if self._slices is None:
            self._slices = fb.slices(s, vrow, lam, np.zeros((ncon, 3)))
        rhs = (self.r - self.vflat).reshape(ncon, 3)
        if biased:
            rhs -= fb.comp3 * lam  # back to the bias alone: the slow pass adds C lambda per colour itself
        for k, sl in enumerate(self._slices):
            a, b = s.bounds[k], s.bounds[k + 1]
            _solve_colour(sl, rhs[a:b], biased, self.vflat)
        if self.tilt is not None:
            self.tilt.correct(vrow, rhs, lam, self.sepflat.reshape(ncon, 3)[:, :2], self.lamflat, self.vflat,
                              biased)


def _solve_colour(sl, bias, biased, vflat):
    """One colour, one pass, the slow way. First the 3x3 block (both normals + friction) with one matmul, kept
    if nothing clamps; otherwise the exact 2x2 normal LCP by its four cases, then the friction row clamped to
    the cone."""
    v, lm, dl, dlf, w_rows, kk, s_inv, s_invd, r_inv, r_invd, ko, k_tn, m_t, mu_, m3s, m3r, comp3, cone = sl
    if biased:
        rhs = v + bias + comp3 * lm  # the soft block also pulls the old impulse back by C x
        m3 = m3s
    else:
        rhs = v + bias
        m3 = m3r
    l_new = lm - _einsum("cij,cj->ci", m3, rhs)
    # both normals pushing and friction inside its cone: n0, n1, mu (n0 + n1) -+ t all >= 0
    if _einsum("cj,cjk->ck", l_new, cone).min() >= 0.0:
        np.subtract(l_new, lm, out=dl)
        lm[:] = l_new
        np.add(vflat, dlf @ w_rows, out=vflat)
        return
    x_old = lm[:, :2].copy()
    q = v[:, :2] + bias[:, :2] - (kk @ x_old[:, :, None])[:, :, 0]
    if biased:
        neg_inv, neg_invd = s_inv, s_invd
    else:
        neg_inv, neg_invd = r_inv, r_invd
    x_both = (neg_inv @ q[:, :, None])[:, :, 0]
    y = q * neg_invd
    ok_one = (y >= 0.0) & (ko * y + q[:, ::-1] >= 0.0)
    y[~ok_one] = 0.0
    y[ok_one[:, 0], 1] = 0.0
    x = np.where((x_both.min(axis=1) >= 0.0)[:, None], x_both, y)
    dn = x - x_old
    t_old = lm[:, 2].copy()
    lim = mu_ * x.sum(axis=1)
    t_new = np.minimum(np.maximum(t_old - (v[:, 2] + (k_tn * dn).sum(axis=1)) * m_t, -lim), lim)
    dl[:, :2] = dn
    dl[:, 2] = t_new - t_old
    lm[:, :2] = x
    lm[:, 2] = t_new
    np.add(vflat, dlf @ w_rows, out=vflat)


class _TiltSpace:
    """The tilt of every loaded flush two-point contact (impulse +d on point 0, -d on point 1), solved for all
    of them together, exactly, after each Gauss-Seidel pass: the coarse correction that lets a stiff tilt
    converge (module doc). The stiffer tilt spring lives here too: the biased correction aims each tilt at
    `extra` x its error on top of what the rows ask. `fused` folds the correction into the pass matrices;
    `correct` applies it on its own (the slow pass, after clamping)."""

    def __init__(self, W, compliance, loaded, extra):
        idx = np.nonzero(loaded)[0]
        n_t = len(idx)
        self.ncon = len(loaded)
        self.r0 = 3 * idx
        self.r1 = self.r0 + 1
        self.rows = np.concatenate([self.r0, self.r1])
        self.dw = W[self.r0] - W[self.r1]            # (P, 3C): row velocities per unit tilt impulse
        pair = np.empty((2, n_t, n_t))               # tilt velocities per unit tilt impulse: soft, rigid
        pair[:] = self.dw[:, self.r0] - self.dw[:, self.r1]
        diag = np.arange(n_t)
        self.g = compliance[idx]
        pair[0, diag, diag] += self.g[:, 0] + self.g[:, 1]
        pair[1, diag, diag] *= 1.0 + 1e-4            # redundant supports (a pyramid) make it singular
        self.inv = np.linalg.inv(pair)
        self.extra = extra[idx]

    def fused(self, W, comp3, g_soft, g_rigid):
        """The pass matrices with the correction folded in. The correction is d = -A^-1 (tilt residual): the
        residual of a contact is r0 - r1 of its rows' right-hand sides (soft: r = v + bias + C lambda) plus
        extra * (s0 - s1) (the stiffening: the deeper point aims higher), i.e. d = M r + Ms s. After the
        Gauss-Seidel change -G r the rows read r + (W + C)(-G r), so d = (M - M (W + C) G) r + Ms s, spread onto
        the rows as +d on point 0 and -d on point 1. Returns (A_soft over [r, s], A_rigid over r)."""
        n = W.shape[0]
        r0, r1 = self.r0, self.r1
        inv = self.inv                               # (2, P, P): soft, rigid
        mw = -(inv @ self.dw)                        # M W for both kinds at once (2, P, N)
        mw[0][:, r0] -= inv[0] * comp3[r0]           # soft: M (W + C)
        mw[0][:, r1] += inv[0] * comp3[r1]
        d = -(mw[0] @ g_soft), -(mw[1] @ g_rigid)
        a_soft = np.zeros((n, 2 * n))
        a_soft[:, :n] = -g_soft
        a_rigid = -g_rigid
        for a, dk, ik in ((a_soft, d[0], inv[0]), (a_rigid, d[1], inv[1])):
            dk[:, r0] -= ik
            dk[:, r1] += ik
            a[r0, :n] += dk
            a[r1, :n] -= dk
        ms = ik_extra = inv[0] * self.extra           # the stiffening, soft pass only: columns s0 (-), s1 (+)
        a_soft[r0[:, None], n + r0[None, :]] -= ms
        a_soft[r0[:, None], n + r1[None, :]] += ik_extra
        a_soft[r1[:, None], n + r0[None, :]] += ms
        a_soft[r1[:, None], n + r1[None, :]] -= ik_extra
        return a_soft, a_rigid

    def correct(self, vrow, bias, lam, sep, lamflat, vflat, biased):
        """The correction on its own, after a clamped pass: rows (C, 3) of velocities and biases, impulses,
        separations (C, 2); lamflat / vflat are the flat impulses and velocities, changed in place."""
        r = vrow + bias
        if biased:
            r = r + self.g_full() * lam
        res = r[:, 0] - r[:, 1]
        idx = self.r0 // 3
        tilt_res = res[idx]
        if biased:
            tilt_res = tilt_res + self.extra * (sep[idx, 0] - sep[idx, 1])
        d = -(self.inv[0 if biased else 1] @ tilt_res)
        step = np.zeros_like(lamflat)
        step[self.r0] = d
        step[self.r1] = -d
        new = lamflat + step
        if new[self.rows].min() < 0.0:
            # no point may pull: take the largest share of the step that keeps every point pushing (any
            # share of the exact step still lowers the error)
            old = lamflat[self.rows]
            ds = step[self.rows]
            neg = ds < 0.0
            share = max(0.0, float((old[neg] / -ds[neg]).min()))
            d *= share
            step *= share
            new = lamflat + step
        lamflat[:] = new
        vflat += d @ self.dw

    def g_full(self):
        """The compliance of every contact's two points (zero for contacts outside the tilt set), (C, 3)."""
        full = np.zeros((self.ncon, 3))
        full[self.r0 // 3, :2] = self.g
        return full


def _restitution(bounce, rest, approach, bounds, vrow, lam, k2, rigid_inv, rigid_invd, koff, W, vflat,
                 applied):
    """Once per frame, like v3: points that closed faster than the threshold leave at e times that speed."""
    target = np.where(bounce, rest[:, None] * approach, 0.0)
    live = bounce.any(axis=1)
    for a, b in itertools.pairwise(bounds):
        sel = live[a:b]
        if not sel.any():
            continue
        x_old = lam[a:b, :2].copy()
        q = vrow[a:b, :2] + target[a:b] - (k2[a:b] @ x_old[:, :, None])[:, :, 0]
        x = np.where(sel[:, None], block_lcp(q, rigid_inv[a:b], rigid_invd[a:b], koff[a:b]), x_old)
        d = np.zeros((b - a, 3))
        d[:, :2] = x - x_old
        lam[a:b, :2] = x
        vflat[:] += d.ravel() @ W[3 * a:3 * b]
        applied[a:b] += d

