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
    impulse to a batch of rows is one product with the Delassus matrix W = J M^-1 J^T (assembled sparsely
    with one bincount; no BLAS-sized products). Separations are integrated in row space too; body
    velocities and positions are recovered once per frame from the summed impulses (exact for the
    symplectic Euler the substeps use).
  * Manifolds are graph-coloured (greedy, in key order) so that no colour touches a dynamic body twice; each
    colour is one contiguous slice solved in a single numpy batch (Gauss-Seidel between colours). Biases
    depend only on the separations, so they are computed once per pass for all colours.
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


def _cross(r: np.ndarray, v: np.ndarray) -> np.ndarray:
    return r[..., 0] * v[..., 1] - r[..., 1] * v[..., 0]


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


def solve(V, X, inv_mass, inv_inertia, dyn_awake, ba, bb, normal, point, sep, valid, mu, rest, lam0, lift0,
          other_static, gravity, dt, p: SolverParams) -> SolveResult:
    ncon = len(ba)
    n_sub = p.substeps
    h = dt / n_sub
    inv_h = 1.0 / h

    in_contact = np.zeros(len(V), dtype=bool)
    in_contact[ba] = True
    in_contact[bb] = True
    bodies = np.nonzero(in_contact & dyn_awake)[0]
    nd = len(bodies)
    dyn_index = np.full(len(V), -1, dtype=np.int64)
    dyn_index[bodies] = np.arange(nd)
    da = dyn_index[ba]
    db = dyn_index[bb]

    colours = np.asarray(colour(da.tolist(), db.tolist(), nd), dtype=np.int64)
    order = np.argsort(colours, kind="stable")
    n_col = int(colours.max()) + 1
    bounds = np.searchsorted(colours[order], np.arange(n_col + 1)).tolist()
    ba, bb, da, db = ba[order], bb[order], da[order], db[order]
    normal, point, valid = normal[order], point[order], valid[order]
    mu, rest, other_static = mu[order], rest[order], other_static[order]
    sep = sep[order].copy()
    lam = lam0[order].copy()
    lift = lift0[order].copy()

    ja, jb = _jacobians(X, ba, bb, normal, point, valid)
    e_con, e_body, e_jac = _endpoints(ja, jb, da, db)
    minv3 = np.stack([inv_mass[bodies], inv_mass[bodies], inv_inertia[bodies]], axis=1)
    W = _delassus(e_con, e_body, e_jac, minv3, ncon)

    ar = np.arange(ncon)
    kb = W.reshape(ncon, 3, ncon, 3)[ar, :, ar, :]  # (C, 3, 3): each manifold's own block
    dummy = ~valid
    kdiag = np.where(dummy, 1.0, np.stack([kb[:, 0, 0], kb[:, 1, 1]], axis=1))
    koff = kb[:, 0, 1][:, None].copy()
    k2 = np.empty((ncon, 2, 2))
    k2[:, 0, 0] = kdiag[:, 0]
    k2[:, 1, 1] = kdiag[:, 1]
    k2[:, 0, 1] = koff[:, 0]
    k2[:, 1, 0] = koff[:, 0]
    sep[dummy] = 0.0  # a dummy row (one-point manifold) has zero velocity, bias and impulse forever
    ktn = kb[:, 2, :2].copy()
    mt = 1.0 / kb[:, 2, 2]

    # softness per manifold; the soft block is the rigid one plus K_ii / a2 on the diagonal
    hz = np.minimum(p.hertz, 0.25 * inv_h) * np.where(other_static, 2.0, 1.0)
    omega = 2.0 * math.pi * hz
    a1 = 2.0 * p.damping_ratio + h * omega
    a2 = h * omega * a1
    bias_rate = np.repeat((omega / a1)[:, None], 2, axis=1)
    offset = lift  # the biased pass aims this much (mm/s) higher
    compliance = kdiag / a2[:, None]
    compliance[dummy] = 0.0
    soft_inv, soft_invd = _inverse_parts(kdiag + compliance, koff)
    # the whole 3x3 block (both normals and friction), inverted: the one-matmul solution when nothing clamps
    k3 = kb.copy()
    for k in range(2):
        k3[dummy[:, k], k, :] = 0.0
        k3[dummy[:, k], :, k] = 0.0
        k3[dummy[:, k], k, k] = 1.0
    m3_rigid = np.linalg.inv(k3)
    k3[:, 0, 0] += compliance[:, 0]
    k3[:, 1, 1] += compliance[:, 1]
    m3_soft = np.linalg.inv(k3)
    rhs = np.zeros((ncon, 3))
    comp3 = np.zeros((ncon, 3))
    comp3[:, :2] = compliance
    cone = np.zeros((ncon, 3, 4))
    cone[:, 0, 0] = cone[:, 1, 1] = 1.0
    cone[:, 0, 2:] = cone[:, 1, 2:] = mu[:, None]
    cone[:, 2, 2] = -1.0
    cone[:, 2, 3] = 1.0
    rigid_inv, rigid_invd = _inverse_parts(kdiag, koff)

    # row velocities now (kinematic bodies included) and gravity's change of them per substep
    vrow = np.einsum("crk,ck->cr", ja, V[ba]) + np.einsum("crk,ck->cr", jb, V[bb])
    approach = vrow[:, :2].copy()
    g3 = np.array([gravity[0], gravity[1], 0.0])
    g_row = h * (np.einsum("crk,k->cr", ja, g3) * (da >= 0)[:, None]
                 + np.einsum("crk,k->cr", jb, g3) * (db >= 0)[:, None])

    vflat = vrow.ravel()
    lamflat = lam.ravel()
    gflat = g_row.ravel()
    done = np.zeros((ncon, 3))  # impulses of the finished substeps, summed
    pos_imp = np.zeros((ncon, 3))
    delta = np.zeros((ncon, 3))
    dflat = delta.ravel()
    push_max = p.push_max

    slices = []
    for k in range(n_col):
        a, b = bounds[k], bounds[k + 1]
        slices.append((vrow[a:b], lam[a:b], delta[a:b], dflat[3 * a:3 * b], W[3 * a:3 * b], k2[a:b],
                       soft_inv[a:b], soft_invd[a:b], rigid_inv[a:b], rigid_invd[a:b], koff[a:b], ktn[a:b],
                       mt[a:b], mu[a:b], m3_soft[a:b], m3_rigid[a:b], rhs[a:b], comp3[a:b], cone[a:b]))

    def solve_colour(sl, biased):
        """One colour, one pass. Fast path: solve the 3x3 block (both normals + friction) with one matmul and
        keep it if nothing clamps (the usual case in a resting tower). Otherwise the exact 2x2 normal LCP by
        its four cases, then the friction row clamped to the cone. This runs 2 x colours x substeps a frame."""
        v, lm, dl, dlf, w_rows, kk, s_inv, s_invd, r_inv, r_invd, ko, k_tn, m_t, mu_, m3s, m3r, bias, \
            comp3, cone = sl
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

    def set_bias(biased):
        """Every row's bias for this pass (the separations only change between passes)."""
        if biased:
            rhs[:, :2] = np.where(sep > 0.0, sep * inv_h, np.maximum(sep * bias_rate, -push_max)) - offset
        else:
            np.multiply(np.maximum(sep, 0.0), inv_h, out=rhs[:, :2])

    cold = (lam[:, 0] + lam[:, 1] == 0.0) & (np.where(valid, sep, np.inf).min(axis=1) <= p.touching)
    if p.presolve_sweeps and cold.any():
        # cold start (see the module doc): a dense solve of the touching normal rows, then a few sweeps
        v_saved = vrow.copy()
        vflat += gflat
        touch = ((sep <= p.touching) & valid).ravel()
        cold_rows = (touch & np.repeat(cold, 2))
        if 0 < touch.sum() <= MAX_DIRECT_ROWS and cold_rows.sum() * 4 >= touch.sum():
            lamflat[_rows3(cold_rows)] = _direct_start(W, vflat, _rows3(touch), cold_rows[touch])
        vflat += lamflat @ W
        set_bias(False)
        for _ in range(p.presolve_sweeps):
            for sl in slices:
                solve_colour(sl, False)
        vrow[:] = v_saved
        lift[cold] = np.minimum(compliance[cold] * np.maximum(lam[cold, :2], 0.0), p.lift_max)

    tilt = None
    if p.tilt_solve and np.abs(vrow).max() < p.tilt_quiet:
        # the stiff tilt (module doc): flush two-point contacts whose points both carry load, in a quiet frame
        loaded = valid.all(axis=1) & (sep.max(axis=1) <= p.tilt_flush) \
            & (lam[:, :2].min(axis=1) > p.tilt_share * lam[:, :2].sum(axis=1))
        if 0 < loaded.sum() <= p.tilt_max_rows:
            # the tilt's bias rate: tilt_factor times the push's, at most the substep rate; the part on top
            # of the rows' own bias is what the tilt solve adds
            extra = np.minimum(p.tilt_factor * bias_rate[:, 0], inv_h) - bias_rate[:, 0]
            tilt = _TiltSpace(W, compliance, loaded, extra)
    for _ in range(n_sub):
        vflat += gflat
        vflat += lamflat @ W
        set_bias(True)
        for sl in slices:
            solve_colour(sl, True)
        if tilt is not None:
            tilt.correct(vrow, rhs, lam, sep, lamflat, vflat, True)
        sep += h * vrow[:, :2]
        pos_imp += done
        pos_imp += lam
        set_bias(False)
        for sl in slices:
            solve_colour(sl, False)
        if tilt is not None:
            tilt.correct(vrow, rhs, lam, sep, lamflat, vflat, False)

        done += lam
    applied = done  # the impulse of each substep is its impulses at the end of it (warm start + changes)
    impulse_n = applied[:, :2].copy()
    bounce = (approach < -p.restitution_threshold) & valid & (rest[:, None] > 0) & (impulse_n > 0)
    if bounce.any():
        _restitution(bounce, rest, approach, bounds, vrow, lam, k2, rigid_inv, rigid_invd, koff, W, vflat,
                     applied)
        impulse_n = applied[:, :2].copy()

    # integrate overlaps deeper than a small dead band (aiming at its middle, so it gets there soon); inside
    # the band the lift rests, so a settled pile is left alone and never creeps upward
    deep = sep < -p.dead_band
    error = np.where(deep, sep + 0.5 * p.dead_band, np.clip(sep, 0.0, p.touching))
    settled = ~(deep & valid).any(axis=1)
    lift = np.clip(lift - p.integral_rate * bias_rate * dt * error, 0.0, p.lift_max)
    lift[dummy] = 0.0

    v0 = V[bodies]
    vel = v0 + n_sub * h * g3 + _to_bodies(e_con, e_body, e_jac, applied, minv3, nd)
    disp = (n_sub * h) * v0 + (h * h * n_sub * (n_sub + 1) / 2.0) * g3 \
        + _to_bodies(e_con, e_body, e_jac, h * pos_imp, minv3, nd)

    inv = np.empty(ncon, dtype=np.int64)
    inv[order] = np.arange(ncon)
    closing = approach + n_sub * g_row[:, :2]
    return SolveResult(bodies, vel, disp, lam[inv], lift[inv], impulse_n[inv], approach[inv], closing[inv],
                       settled[inv])


class _TiltSpace:
    """The tilt of every loaded flush two-point contact (impulse +d on point 0, -d on point 1), solved for all
    of them together, exactly, after each Gauss-Seidel pass: the coarse correction that lets a stiff tilt
    converge (module doc). The stiffer tilt spring lives here too: the biased correction aims each tilt at
    `extra` x its error on top of what the rows ask. Everything a pass needs is a few (P, n) products."""

    def __init__(self, W, compliance, loaded, extra):
        idx = np.nonzero(loaded)[0]
        n_t = len(idx)
        ncon = len(loaded)
        r0 = 3 * idx
        r1 = r0 + 1
        self.dw = W[r0] - W[r1]                      # (P, 3C): row velocities per unit tilt impulse
        pair = np.empty((2, n_t, n_t))               # tilt velocities per unit tilt impulse: soft, rigid
        pair[:] = self.dw[:, r0] - self.dw[:, r1]
        diag = np.arange(n_t)
        g = compliance[idx]
        pair[0, diag, diag] += g[:, 0] + g[:, 1]
        pair[1, diag, diag] *= 1.0 + 1e-4            # redundant supports (a pyramid) make it singular
        inv = np.linalg.inv(pair)
        # d = -A^-1 (tilt residual); a row's residual is v + bias (+ g * lambda when soft), and the soft pass
        # adds the stiffening: extra * (s0 - s1) on the tilt (the deeper point aims higher)
        m = np.zeros((2, n_t, ncon, 8))              # columns: 3 row values, 3 impulses, 2 separations
        m[:, :, idx, 0] = -inv
        m[:, :, idx, 1] = inv
        m[0, :, idx, 3] = (-inv[0] * g[:, 0]).T
        m[0, :, idx, 4] = (inv[0] * g[:, 1]).T
        m[0, :, idx, 6] = (-inv[0] * extra[idx]).T
        m[0, :, idx, 7] = (inv[0] * extra[idx]).T
        self.m_soft = m[0].reshape(n_t, 8 * ncon)
        self.m_rigid = m[1].reshape(n_t, 8 * ncon)
        self.z = np.zeros((ncon, 8))                 # the stacked inputs, filled per pass
        self.spread = np.zeros((n_t, ncon, 3))       # tilt impulses -> row impulses
        self.spread[diag, idx, 0] = 1.0
        self.spread[diag, idx, 1] = -1.0
        self.spread = self.spread.reshape(n_t, 3 * ncon)
        self.rows = np.concatenate([r0, r1])

    def correct(self, vrow, bias, lam, sep, lamflat, vflat, biased):
        z = self.z
        np.add(vrow, bias, out=z[:, :3])
        if biased:
            z[:, 3:6] = lam
            z[:, 6:] = sep
            d = self.m_soft @ z.ravel()
        else:
            d = self.m_rigid @ z.ravel()
        step = d @ self.spread
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

