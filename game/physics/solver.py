"""The contact solver: Box2D v3's "soft step" (TGS-soft), run in contact-row space with numpy batches.

Why this solver. Stable stacks need warm starting, substeps and a well-behaved position correction. We follow
Erin Catto's soft step as shipped in Box2D v3 (box2d.org blog "Solver2D", 2024; v3 `solver.c` and
`contact_solver.c`; the soft-constraint maths of his GDC 2011 talk "Soft Constraints"):
  collide once per frame, then for each of `substeps` substeps of length h:
    integrate velocities (gravity) -> warm start -> solve (soft, biased) -> integrate positions -> relax
    (rigid, no bias); after the substeps apply restitution once and keep the impulses for the next frame.
A contact is a damped spring of `hertz` (`static_factor` times that against static bodies) with damping ratio
`zeta`; with
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
    otherwise a tower placed in one go sags while the load trickles down one contact per pass. That solve
    sees gravity only, never the bodies' velocities: a piece landing on a sleeping pile wakes it with every
    contact cold, and an impact's impulse taken for a load gave each joint a lift five times its sag -- the
    pile leapt up at 300 mm/s under a trunk let go 7 mm above it (kinetic energy 6x what the trunk brought)
    and its joints slid millimetres apart as they opened and slammed shut. The impact itself is the passes'.
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
    `tilt_factor` (13, just under the substep rate at 120 Hz) times the push's, capped at the substep rate:
    with the same regulariser that is a spring 13x stiffer with less damping (9x let a tall stalk sway for
    seconds after a piece landed on it; a 25-die column stands by Greenhill), and what would make
    Gauss-Seidel diverge is removed by solving the tilts of all those contacts TOGETHER, exactly, after
    every pass (a coarse correction: one dense P x P system per frame, P = number of such contacts, applied
    as a single matrix product per pass; a step that would make a point pull is shortened, never clamped
    per contact). Gauss-Seidel still does everything else (push, friction, one-sided points), so tipping,
    sliding, lopsided and speculative contacts behave as before; the stiff tilt only holds a resting pile
    upright. The relax pass gets the same exact tilt solve (rigid). Measured (top die kicked, growth of the
    sideways speed): 21 dice -0.9/s, 30 dice +1.3/s (was +3.2/s and +2.9/s).

Four more, about piles coming to rest (a stalk stored while moving creeps and falls later):
  * The lift is capped per point by what its own load can sag it (`lift_load` x compliance x impulse): the light
    edge of a rocking die wound its integral up and threw the die back over when it landed, pumping the rocking.
  * Static friction keeps an anchor. A contact whose two points touch and whose friction stays inside its cone
    sticks; what it slid meanwhile (`slip`, the friction row's velocity integrated as the positions move, kept
    per manifold across frames like the lift) is undone by aiming the friction row at -anchor_rate x bias rate
    x slip (at most anchor_max) -- Box2D v3's soft-step friction has no position term, so every impact walked the
    dice under it sideways and the foot die across the table (a die dropped 6 mm onto the foot moved it 0.17 mm;
    with the anchor 0.005 mm). A contact that slides or lifts starts afresh where it is.
  * Friction holds a swaying pile's joints (`tilt_grip`, off by default, on for the beanstalk): the stiff tilt's
    exact correction is a couple applied after the friction rows, and where neighbours turn the same way it
    sheared every joint; the friction rows of the tilt's contacts are solved together after it (the "grip",
    solver_passes.TiltSpace), then the tilt once more.
  * A pile has one shape at rest. The lift's dead band let each joint keep whatever tilt its last disturbance
    left, within the band; over a tall stalk those tilts add up to millimetres and every landing reshuffles them.
    So the tilt of a still, loaded two-point contact is integrated too (`tilt_integral`, down to `tilt_band`),
    and such a contact counts as settled only once flush (`tilt_settled`). Only in a calm pile, though
    (`tilt_calm`, `tilt_wait`, `tilt_stir`; the world counts the calm and passes `calm`): an integral lags its
    error by a quarter period, which damps a stiff mode little but drives a soft one -- a tall stalk's sway
    (its upper part rocking on a few joints at about 1 Hz, where the weight above nearly cancels the joints'
    stiffness) grew swing after swing under it and buckled seconds after a gentle landing. So the tilt is left
    alone while anything moves, and straightened once every body has stayed slow for a while; the correction
    may stir the pile a little, so only a real disturbance (tilt_stir) stops it again. A contact still tilted
    keeps its bodies awake for three graces while the calm has not yet lasted one (World._update_sleep): a pile
    must not fall asleep leaning just before it would be straightened.

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
    rows' right-hand sides r (d = -G r, G block lower triangular: solver_setup._gs_matrices), and so is the
    exact tilt correction after it; both fold into one matrix per pass kind, built with the frame's set-up
    (solver_passes.Rows, TiltSpace.fused). A pass's result is kept when every contact ends inside its
    friction cone with both points pushing -- the usual case in a standing pile; otherwise that pass is done
    again from the same start the slow way (colour by colour, exact 2x2 LCP, friction clamp, tilt correction
    shortened so that no point pulls). About 34 numpy calls a substep; colour by colour it took 11 per colour
    and pass (74 a substep for a two-colour tower).
  * A pile in motion (a hand sweeping into it, an axe, a fall) clamps in nearly every pass and colour -- mostly
    speculative contacts that must not pull -- so there the slow way IS the pass. It runs in plain Python
    floats per contact (a colour holds 4-6 contacts, and a numpy call on them costs a dozen float operations),
    with one numpy product a colour for the row velocities (solver_passes._solve_colours); and after a frame
    that mostly clamped, passes skip the fast try (and building its matrices, O(rows^2)) until a slow pass
    clamps nowhere (Rows.clamping, kept by the world). Measured on the 25-piece tower a hand sweeps over: the
    worst frame went from 8-15 ms to 3-4 ms; an axe through a 30-piece tower from p99 62 ms to 14 ms.
  * The set-up (colouring, Jacobians, W, block inverses, pass matrices: two thirds of a frame) is kept and
    used again while the same contacts join the same bodies and no body moved more than `reuse_distance` /
    `reuse_angle` since it was built (solver_setup.Setup.fits); the world keeps its collision results the
    same way (contact_cache.py). This is PhysX's contact-cache idea: a pile that is awake but standing -- the
    tower a hand hovers near -- costs only its passes. The small drift it allows (0.02 mm) changes lever arms
    by 0.1 %; tests compare the tower with and without it.
Files: solver.py (this: the frame, cold start), solver_setup.py (the set-up), solver_passes.py (the passes).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from game.physics.solver_passes import Rows, _einsum, restitution
from game.physics.solver_setup import Setup, colour  # noqa: F401  (colour: part of this module's API)

MAX_DIRECT_ROWS = 200  # cold-start dense solve size limit (larger ones fall back to sweeps)
SETTLED_BAND = 1.5  # a contact counts as settled (its bodies may sleep) within this many dead bands of overlap
_SIGNS = np.array([1.0, -1.0])  # a contact's tilt raises one point's overlap and lowers the other's


@dataclass(frozen=True)
class SolverParams:
    substeps: int = 8
    hertz: float = 120.0                  # contact stiffness (capped at a quarter of the substep rate) ...
    static_factor: float = 2.0            # ... and this many times that against static bodies
    damping_ratio: float = 10.0
    push_max: float = 500.0               # mm/s: cap on the speed used to push overlapping bodies apart
    restitution_threshold: float = 600.0  # mm/s: slower impacts do not bounce (v3: 1 m/s)
    integral_rate: float = 2.0            # 1/s: how fast the lift removes a steady overlap
    dead_band: float = 0.01               # mm: overlaps this small are left to the spring
    tilt_integral: float = 13.0           # a still, loaded flush contact's tilt (half its points' difference) is also
    # integrated, this many times faster than the overlap (0: off); 13 = tilt_factor: the stiff tilt holds a tilt
    # error 13x smaller, so the integral sees 13x less of it
    tilt_band: float = 0.0005             # mm: ... beyond this band (the joints of a 20-piece stalk each keep at most
    # this: wider bands summed up to a lean of half a millimetre at its top)
    tilt_still: float = 1.0               # mm/s: ... while both its points move slower than this
    tilt_settled: float = 0.001           # mm: a flush contact counts as settled only with its tilt within this
    tilt_calm: float = 3.0                # mm/s (0: always): ... and only once every awake body has moved slower
    tilt_wait: float = 0.5                # than this for this long (s; the world keeps the count, World._calm)
    tilt_stir: float = 20.0               # mm/s: ... and from then on until a body moves faster than this
    lift_max: float = 200.0               # mm/s: the lift never exceeds this
    lift_load: float = 1.5                # ... nor this many times the sag its point's own load implies (0: off)
    anchor_rate: float = 0.5              # a sticking contact's slide is undone at this times its bias rate (0: off;
    # above 1/(rate dt) it overshoots: 1.0 flip-flopped a cloud on a die against the table's doubled rate)
    anchor_max: float = 50.0              # mm/s: ... at most this fast
    anchor_stick: float = 0.95            # friction below this share of its cone counts as sticking
    touching: float = 0.5                 # mm: closer points count as touching (the world's slop)
    presolve_sweeps: int = 4              # rigid sweeps after the direct solve that starts cold contacts
    tilt_solve: bool = True               # the stiff tilt and its exact solve (module doc)
    tilt_factor: float = 13.0             # a loaded contact's tilt is this many times stiffer than its push
    tilt_flush: float = 0.05              # mm: both points at most this far apart count as flush
    tilt_share: float = 0.1               # each point carries at least this share of the contact's load
    tilt_quiet: float = 50.0              # mm/s: a faster contact row anywhere (an impact) turns it off (at 20 a
    # tall stalk's sway turned it off, and without it the stalk buckled)
    tilt_grip: bool = False               # the friction of the tilt's contacts is solved together after it, and the
    # tilt again (solver_passes.TiltSpace: the tilt's couples sheared the joints of a swaying stalk)
    tilt_max_rows: int = 100              # larger tilt systems are left to Gauss-Seidel alone
    settle_grace: float = 1e6             # s: how much longer than time_to_sleep a slow body with an unsettled
    # contact (its sag correction still working) stays awake (the world's sleep test reads it)
    reuse_distance: float = 0.02          # mm: a frame's set-up is used again while no body moved further
    reuse_angle: float = 2e-4             # rad: ... and none turned further (0 distance: never reuse)
    rest_flush: bool = False              # an island falling asleep is laid flush on its single supports
    # (rest_flush.py: the tilt its soft joints kept, summed up a tall stalk, leaned it a millimetre or two)


@dataclass
class SolveResult:
    bodies: np.ndarray    # (nd,) body slots that were solved
    velocity: np.ndarray  # (nd, 3) new velocities
    delta: np.ndarray     # (nd, 3) displacement over the frame (x, y, angle)
    lam: np.ndarray       # (C, 3) impulses of the last substep (warm start of the next frame)
    lift: np.ndarray      # (C, 2) the integral term per point (mm/s), kept for the next frame
    slip: np.ndarray      # (C,) the slide of each sticking contact since it stuck (mm), kept for the next frame
    impulse: np.ndarray   # (C, 2) normal impulse summed over the frame, per point
    approach: np.ndarray  # (C, 2) normal relative velocity at the start of the frame (negative = closing)
    closing: np.ndarray   # (C, 2) the same with this frame's gravity added: the speed of an impact
    settled: np.ndarray   # (C,) no point overlaps beyond the dead band (the lift is at rest)
    setup: object = None  # the solver_setup.Setup used, to offer to the next frame
    clamping: bool = False  # most passes clamped (a pile in motion): the next frame's hint (solver_passes.Rows)


def flush_loaded(sep, valid, lam, p: SolverParams) -> np.ndarray:
    """Per contact: two points, both within tilt_flush of touching, each carrying at least tilt_share of its
    load -- a joint the stiff tilt holds (and rest_flush.py lays flush as its pile sleeps)."""
    return valid.all(axis=1) & (sep.max(axis=1) <= p.tilt_flush) \
        & (lam[:, :2].min(axis=1) > p.tilt_share * lam[:, :2].sum(axis=1))


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


# work units (solve_slices): one pass over one contact is 1; measured, a set-up built costs about 12 a contact,
# and so does a cold start (its dense solve and sweeps)
SETUP_WORK = 12
COLD_WORK = 12


def solve(*args, **kwargs) -> SolveResult:
    """One frame for the contacts given: solve_slices run to its end."""
    slices = solve_slices(*args, **kwargs)
    while True:
        try:
            next(slices)
        except StopIteration as done:
            return done.value


def solve_slices(V, X, inv_mass, inv_inertia, dyn_awake, key, ba, bb, normal, point, sep, valid, mu, rest, lam0,
                 lift0, other_static, gravity, dt, p: SolverParams, setup: Setup | None = None,
                 clamping: bool = False, slip0=None, calm: bool = True):
    """One frame for the contacts given (in key order), as a generator that yields the work done since its last
    yield (in contact passes: one pass over one contact is 1) after the set-up, the cold start and each substep
    but the last, and returns the SolveResult: a caller may spread a costly frame over several of its own
    (hand.LiveHand); whatever it pauses after, some work is left.
    Nothing outside it changes until it returns, and where it is paused never changes the result. `setup` is
    the previous frame's SolveResult.setup: it is used again when it still fits (see Setup); `clamping` its
    SolveResult.clamping; `calm` whether the pile has been calm long enough for the tilt integral (module doc)."""
    ncon = len(ba)
    if setup is None or not setup.fits(X, inv_mass, inv_inertia, dyn_awake, key, ba, bb, valid, gravity, dt, p):
        setup = Setup(X, inv_mass, inv_inertia, dyn_awake, key, ba, bb, normal, point, valid, mu, rest,
                       other_static, gravity, dt, p)
        yield SETUP_WORK * ncon
    s = setup
    n = 3 * ncon
    n_sub = p.substeps
    h = dt / n_sub
    inv_h = 1.0 / h
    order, valid, dummy = s.order, s.valid, s.dummy

    # the frame's state, every vector in row layout (n0, n1, friction per contact); z = [r, separations] is a
    # pass's input (see Rows)
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
    rows = Rows(s, p, vflat, lamflat, z, inv_h, lift, clamping)
    slip = np.zeros(ncon) if slip0 is None else slip0[order]
    if p.anchor_rate > 0.0 and slip.any():
        # the anchor: a sticking contact aims its friction row at undoing the slide it made since it stuck
        rows.offset.reshape(ncon, 3)[:, 2] = np.clip(-p.anchor_rate * s.rate * slip, -p.anchor_max, p.anchor_max)

    cold = (lam[:, 0] + lam[:, 1] == 0.0) & (np.where(valid, sep, np.inf).min(axis=1) <= p.touching)
    if p.presolve_sweeps and cold.any():
        # cold start (see the module doc): a dense solve of the touching normal rows, then a few sweeps
        v_saved = vflat.copy()
        vflat[:] = s.gflat  # the load at rest only: an impact's impulse is no sag (see below)
        touch = ((sep <= p.touching) & valid).ravel()
        cold_rows = (touch & np.repeat(cold, 2))
        if 0 < touch.sum() <= MAX_DIRECT_ROWS and cold_rows.sum() * 4 >= touch.sum():
            lamflat[_rows3(cold_rows)] = _direct_start(W, vflat, _rows3(touch), cold_rows[touch])
        vflat += W @ lamflat
        rows.use(None)
        for _ in range(p.presolve_sweeps):
            rows.solve_pass(False)
        vflat[:] = v_saved
        lift[cold] = np.minimum(s.compliance[cold] * np.maximum(lam[cold, :2], 0.0), p.lift_max)
        rows.set_offset(lift)
        yield COLD_WORK * ncon

    loaded = extra = None
    if p.tilt_solve and np.abs(vflat).max() < p.tilt_quiet:
        # the stiff tilt (module doc): flush two-point contacts whose points both carry load, in a quiet frame
        loaded = flush_loaded(sep, valid, lam, p)
        if 0 < loaded.sum() <= p.tilt_max_rows:
            # the tilt's bias rate: tilt_factor times the push's, at most the substep rate; the part on top
            # of the rows' own bias is what the tilt solve adds
            extra = np.minimum(p.tilt_factor * s.rate, inv_h) - s.rate
        else:
            loaded = None
    rows.use(s.tilt_space(loaded, extra, p.tilt_grip))

    done = np.zeros(n)  # impulses of the finished substeps, summed
    pos_imp = np.zeros(n)
    slide = np.zeros(ncon)  # the friction rows' velocities as the positions move, summed: the frame's slide / h
    vt = vflat.reshape(ncon, 3)[:, 2]
    gflat, h_normal = s.gflat, s.h_normal
    for k in range(n_sub):
        if k:
            yield 2 * ncon  # the last substep's two passes (the last one's are reported with the frame's end)
        vflat += gflat
        vflat += W @ lamflat
        rows.solve_pass(True)
        sepflat += h_normal * vflat
        slide += vt
        pos_imp += done
        pos_imp += lamflat
        rows.solve_pass(False)
        done += lamflat
    applied = done.reshape(ncon, 3)  # the impulse of each substep is its impulses at the end of it
    impulse_n = applied[:, :2].copy()
    bounce = (approach < -p.restitution_threshold) & valid & (s.rest[:, None] > 0) & (impulse_n > 0)
    if bounce.any():
        fb = s.fallback()
        restitution(bounce, s.rest, approach, s.bounds, vrow, lam, fb.k2, fb.rigid_inv, fb.rigid_invd, fb.koff,
                     W, vflat, applied)
        impulse_n = applied[:, :2].copy()

    # integrate overlaps deeper than a small dead band (aiming at its middle, so it gets there soon); inside
    # the band the lift rests, so a settled pile is left alone and never creeps upward. The tilt of a still
    # contact whose two points both touch and carry load (half the difference of their overlaps) is integrated
    # besides, tilt_integral times faster, down to a band ten times narrower (tilt_band). Left in the overlap's
    # band, each joint of a pile kept whatever tilt its last disturbance left (up to 0.01 mm across a 35 mm
    # face), the tilts of a tall stalk added up to millimetres at its top, and the next landing shifted them all:
    # the stalk leaned one way, then the other, placement after placement. Now every joint rests flush, so a pile
    # has one shape at rest (a rigid stack's) and comes back to it. Only while still (both points slower than
    # tilt_still) and loaded: an integral of the tilt as fast as a rocking die's own swing pumps it (its load
    # swaps points every swing and the lift follows the wrong way round); a narrower band let a 9-die column rock.
    touch2 = (sep.max(axis=1) <= p.touching) & valid.all(axis=1)  # both points touch
    tilt = 0.5 * (sep[:, 0] - sep[:, 1]) * (touch2 & (p.tilt_integral > 0.0))  # a point's overlap beyond the mean
    error = np.where(sep < -p.dead_band, sep + 0.5 * p.dead_band, np.clip(sep, 0.0, p.touching))
    load = lam[:, 0] + lam[:, 1]
    both_load = np.minimum(lam[:, 0], lam[:, 1]) > p.tilt_share * load
    still = touch2 & both_load & (np.abs(approach).max(axis=1) < p.tilt_still) & (p.tilt_integral > 0.0 and calm)
    if still.any():
        excess = (tilt - np.clip(tilt, -p.tilt_band, p.tilt_band)) * still
        error += (p.tilt_integral * excess)[:, None] * _SIGNS
    # settled (may sleep): no point deeper than 1.5 bands, and no flush contact whose points both carry load tilted
    # beyond tilt_settled (one resting on a single point, its other one free, may rest tipped). Points resting
    # right at the band's edge flicker across it frame by frame (measured: piles of 9-12 pieces at 0.1 mm/s kept
    # awake to the settle cap by one point at -0.0100 mm); an overlap of 0.015 mm left to a sleeping pile is far
    # below anything visible
    settled = ~((sep < -SETTLED_BAND * p.dead_band) & valid).any(axis=1) \
        & ((np.abs(tilt) <= p.tilt_settled) | ~both_load)
    lift = np.clip(lift - p.integral_rate * s.rate[:, None] * dt * error, 0.0, p.lift_max)
    if p.lift_load > 0.0:
        # a point lifts no more than its own load could have sagged it: a point that carries little (a rocking
        # die's lighter edge) must not wind its lift up and then throw the piece over when it lands again
        np.minimum(lift, p.lift_load * s.compliance * np.maximum(lam[:, :2], 0.0), out=lift)
    lift[dummy] = 0.0
    # a contact sticks while both of its points touch and its friction stays inside its cone: the slide adds up
    # (the anchor pulls it back next frame); one that slides or lifts starts afresh where it is
    stick = (np.abs(lam[:, 2]) < p.anchor_stick * s.mu * load) & touch2
    slip = np.where(stick, slip + h * slide, 0.0)

    bodies = s.bodies
    v0 = V[bodies]
    vel = v0 + n_sub * h * s.g3 + s.to_bodies(done)
    disp = (n_sub * h) * v0 + (h * h * n_sub * (n_sub + 1) / 2.0) * s.g3 + s.to_bodies(h * pos_imp)

    inv = s.inv
    closing = approach + n_sub * s.g_row[:, :2]
    return SolveResult(bodies, vel, disp, lam[inv], lift[inv], slip[inv], impulse_n[inv], approach[inv],
                       closing[inv], settled[inv], setup, rows.clamped > rows.calm)
