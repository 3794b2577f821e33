"""One pass of the contact rows, the stiff tilt, restitution: the inner loop of solver.solve (read solver.py's
module doc for the method). A pass is one matrix product while nothing clamps (Rows), else colour by colour
with the exact 2x2 normal LCP and the friction clamp (_solve_colours) and the tilt correction on its own."""
from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from game.physics.solver import SolverParams
    from game.physics.solver_setup import Setup

try:  # einsum without its Python wrapper
    from numpy._core.multiarray import c_einsum as _einsum
except ImportError:  # pragma: no cover - older numpy
    _einsum = np.einsum


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


class Rows:
    """One pass of the contact rows. The fast way is one product: while no row clamps, a Gauss-Seidel pass
    over the colours followed by the exact tilt correction is linear in z = [r, s], r = v + bias + C lambda
    the rows' right-hand sides and s the separations (solver_setup._gs_matrices, TiltSpace.fused), so each pass's
    impulse change is A z for a matrix A built with the set-up. The result is kept when every contact ends
    inside its cone (both normals pushing, friction within mu times their sum) -- the usual case in a resting
    pile; otherwise the pass is done again the slow way from the same start: colour by colour with the exact
    2x2 normal LCP and the friction clamp, then the tilt correction shortened so that no point pulls. About
    ten numpy calls a pass instead of ten per colour."""

    def __init__(self, s: Setup, p: SolverParams, vflat, lamflat, z, inv_h, lift, clamping: bool = False):
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
        self.tilt = None
        # A pile in motion clamps pass after pass. When the last frame mostly did (`clamping`), passes go the
        # slow way at once, without the fast try (nor building its matrices, O(rows^2): 6 ms for the 150
        # contacts of an axe-struck tower), until a slow pass of that kind (rigid, soft) clamps nowhere; then
        # they try again. Either way gives the same result, up to rounding.
        self.clamping = clamping
        self.trying = [not clamping, not clamping]
        self.calm = self.clamped = 0  # passes that clamped nowhere / somewhere

    def set_offset(self, lift):
        self.offset.reshape(-1, 3)[:, :2] = lift

    def use(self, tilt):
        """The stiff tilt (a TiltSpace) for the passes to come, or None."""
        self.tilt = tilt

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
        else:
            np.maximum(sep, 0.0, out=r)
            r *= self.inv_h
            r += self.vflat
        if not self.trying[biased]:
            self.trying[biased] = not self._slow_pass(biased)
            return
        a_soft, a_rigid = s.passes(self.tilt)
        if biased:
            d = a_soft @ (self.z if a_soft.shape[1] > self.n else r)
        else:
            d = a_rigid @ r
        lam_new = self.lam_new
        np.add(self.lamflat, d, out=lam_new)
        if (s.kc @ lam_new).min() >= 0.0:
            self.lamflat[:] = lam_new
            self.vflat += s.W @ d
            self.calm += 1
            return
        self.trying[biased] = not self.clamping
        self._slow_pass(biased)

    def _slow_pass(self, biased: bool) -> bool:
        """The pass colour by colour; True if a contact clamped (or the tilt correction was shortened)."""
        s = self.s
        fb = s.fallback()
        ncon = len(s.kb)
        rhs = self.r - self.vflat
        if biased:
            rhs -= fb.comp3.ravel() * self.lamflat  # back to the bias alone: the contacts add C lambda themselves
        clamped = _solve_colours(s.bounds, fb.contact_numbers(biased), rhs.reshape(ncon, 3).tolist(),
                                 self.lamflat, self.vflat, s.W)
        if self.tilt is not None:
            clamped |= self.tilt.correct(self.vflat.reshape(ncon, 3), rhs.reshape(ncon, 3),
                                         self.lamflat.reshape(ncon, 3), self.sepflat.reshape(ncon, 3)[:, :2],
                                         self.lamflat, self.vflat, biased)
        if clamped:
            self.clamped += 1
        else:
            self.calm += 1
        return clamped


def _solve_colours(bounds, numbers, bias, lamflat, vflat, W):
    """One Gauss-Seidel pass over the colours, the slow way, in plain Python floats per contact: a colour holds a
    few contacts (4-6 in a tumbling 25-piece pile) and a numpy call on them costs as much as a dozen float
    operations, so the contacts are solved with scalars and only the colour's effect on every row's velocity is one
    numpy product. Per colour: every contact's 3x3 block (both normals and friction), kept when each lands inside
    its friction cone with both points pushing; otherwise, for every contact of the colour, the exact 2x2 normal
    LCP by its four cases and then the friction row clamped to the cone. (Deciding per contact instead is as
    valid but measurably changes what an axe leaves standing.) `numbers`: Fallback.contact_numbers; `bias` and
    the impulses as one [n0, n1, t] list per contact. Returns True if a colour clamped."""
    blocks, lcps = numbers
    lam3 = lamflat.reshape(-1, 3)
    lam = lam3.tolist()
    clamped = False
    for a, b in itertools.pairwise(bounds):
        v = vflat[3 * a:3 * b].reshape(-1, 3).tolist()
        old = lam[a:b]
        new, dl = _blocks(blocks[a:b], old, v, bias[a:b])
        if new is None:
            new, dl = _lcps(lcps[a:b], old, v, bias[a:b])
            clamped = True
        lam[a:b] = new
        vflat += np.array(dl) @ W[3 * a:3 * b]
    lam3[:] = lam
    return clamped


def _blocks(numbers, lam, v, bias):
    """The colour's new impulses and their changes by each contact's 3x3 block, or (None, None) if one leaves
    its cone."""
    new, dl = [], []
    for (m00, m01, m02, m10, m11, m12, m20, m21, m22, mu, g0, g1), (o0, o1, t), (v0, v1, v2), (b0, b1, b2) \
            in zip(numbers, lam, v, bias):
        r0 = v0 + b0 + g0 * o0  # the soft block also pulls the old impulse back by C x (g = 0: rigid)
        r1 = v1 + b1 + g1 * o1
        r2 = v2 + b2
        x0 = o0 - (m00 * r0 + m01 * r1 + m02 * r2)
        x1 = o1 - (m10 * r0 + m11 * r1 + m12 * r2)
        tn = t - (m20 * r0 + m21 * r1 + m22 * r2)
        lim = mu * (x0 + x1)
        if not (x0 >= 0.0 and x1 >= 0.0 and -lim <= tn <= lim):
            return None, None
        new.append((x0, x1, tn))
        dl += (x0 - o0, x1 - o1, tn - t)
    return new, dl


def _lcps(numbers, lam, v, bias):
    """The colour's new impulses and their changes by the exact 2x2 normal LCP of each contact, then its
    friction clamped to the cone."""
    new, dl = [], []
    for (k00, k01, k11, i00, i01, i10, i11, d0, d1, kt0, kt1, m_t, mu), (o0, o1, t), (v0, v1, v2), (b0, b1, b2) \
            in zip(numbers, lam, v, bias):
        q0 = v0 + b0 - (k00 * o0 + k01 * o1)
        q1 = v1 + b1 - (k01 * o0 + k11 * o1)
        x0 = i00 * q0 + i01 * q1  # both points pushing
        x1 = i10 * q0 + i11 * q1
        if not (x0 >= 0.0 and x1 >= 0.0):  # else one point alone (the first if it works, else the second), or none
            y0 = q0 * d0
            y1 = q1 * d1
            if y0 >= 0.0 and k01 * y0 + q1 >= 0.0:
                x0, x1 = y0, 0.0
            elif y1 >= 0.0 and k01 * y1 + q0 >= 0.0:
                x0, x1 = 0.0, y1
            else:
                x0 = x1 = 0.0
        lim = mu * (x0 + x1)
        tn = t - (v2 + b2 + kt0 * (x0 - o0) + kt1 * (x1 - o1)) * m_t
        tn = -lim if tn < -lim else (lim if tn > lim else tn)
        new.append((x0, x1, tn))
        dl += (x0 - o0, x1 - o1, tn - t)
    return new, dl


class TiltSpace:
    """The tilt of every loaded flush two-point contact (impulse +d on point 0, -d on point 1), solved for all
    of them together, exactly, after each Gauss-Seidel pass: the coarse correction that lets a stiff tilt
    converge (module doc). The stiffer tilt spring lives here too: the biased correction aims each tilt at
    `extra` x its error on top of what the rows ask. `fused` folds the correction into the pass matrices;
    `correct` applies it on its own (the slow pass, after clamping).

    The grip. A tilt impulse is a couple: it turns each body about its own centre, and where neighbours turn the
    same way (a stalk swaying) it shears every joint by the turn times the piece's height -- after the friction
    rows were solved, so nothing stopped it: a low joint of a swaying 21-piece stalk slid 0.06 mm a frame, 2.3 mm
    in all, with its friction at 1 % of its cone. So with the grip (`mu` given; SolverParams.tilt_grip) the
    friction rows of the same contacts are solved together, exactly, after the tilt, and clamped to their cones;
    their torques disturb the tilts a little, so the tilt is solved once more (tilt, grip, tilt: folded into the
    same one product per pass). Creep bench, 5 seeds x 500: placements that moved a piece below more than
    0.5 mm 6 -> 0 (worst 2.26 -> 0.42 mm), later falls unchanged; the grip last, without the second tilt, left
    the tilts soft enough that more stalks buckled (and once let a joint sink 0.59 mm). Tried first and dropped:
    tilt impulses that carry the friction keeping every joint's sliding speed as it was. They wound up friction
    that moves nothing -- in a loop of supports, a pyramid, it grew to the cones and the pyramid crept -- and
    in a column they asked the foot joint to stop the whole sway at once, so points would pull."""

    GRIP_STEPS = ("tilt", "grip", "tilt")

    def __init__(self, W, compliance, loaded, extra, mu=None):
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
        # the tilt residual per unit row impulse, E^T (W + C) (soft) and E^T W (rigid): each tilt step reads it
        et_soft = self.dw.copy()
        et_soft[diag, self.r0] += self.g[:, 0]
        et_soft[diag, self.r1] -= self.g[:, 1]
        self.et = (et_soft, self.dw)
        # the grip (see the class doc; mu given): the same contacts' friction rows, solved together
        self.rf = None
        if mu is not None and n_t:
            self.rf = rf = self.r0 + 2
            self.mu = mu[idx]
            self.wf = W[rf]                          # (P, 3C): row velocities per unit friction impulse
            dff = self.wf[:, rf].copy()
            dff[np.diag_indices_from(dff)] *= 1.0 + 1e-4
            self.grip_inv = np.linalg.inv(dff)

    def fused(self, g_soft, g_rigid):
        """The pass matrices with the correction folded in: each pass's impulse change is A z, z = [r, s] (soft)
        or r (rigid), and each step after the Gauss-Seidel change -G r is linear in z too (see _tilt_step,
        _grip_step), so it is folded onto A in turn. Returns (A_soft over [r, s], A_rigid over r)."""
        n = len(g_soft)
        a_soft = np.zeros((n, 2 * n))
        a_soft[:, :n] = -g_soft
        a_rigid = -g_rigid
        for a, soft in ((a_soft, True), (a_rigid, False)):
            for step in self.steps():
                if step == "tilt":
                    self._tilt_step(a, soft)
                else:
                    self._grip_step(a)
        return a_soft, a_rigid

    def steps(self):
        """The corrections after a pass's Gauss-Seidel sweep, in order."""
        return ("tilt",) if self.rf is None else self.GRIP_STEPS

    def _tilt_step(self, a, soft):
        """Fold the tilt correction onto the pass so far (d = A z). The residual of a contact is r0 - r1 of its
        rows' right-hand sides (soft: r = v + bias + C lambda) plus extra * (s0 - s1) (the stiffening: the deeper
        point aims higher); after d the rows read r + (W + C) d, so the correction is -inv (E^T (I + (W + C) A) z
        + extra (s0 - s1)), spread onto the rows as +d on point 0 and -d on point 1."""
        n = self.dw.shape[1]
        r0, r1 = self.r0, self.r1
        at = np.arange(len(r0))
        x = self.et[0 if soft else 1] @ a
        x[at, r0] += 1.0
        x[at, r1] -= 1.0
        if soft:
            x[at, n + r0] += self.extra
            x[at, n + r1] -= self.extra
        dmat = -(self.inv[0 if soft else 1] @ x)
        a[r0] += dmat
        a[r1] -= dmat

    def _grip_step(self, a):
        """Fold the grip onto the pass so far: -Dff^-1 (r_f + W_f A z) (friction rows have no compliance, so
        their right-hand sides change by W_f d alone)."""
        x = self.wf @ a
        x[np.arange(len(self.rf)), self.rf] += 1.0
        a[self.rf] -= self.grip_inv @ x

    def correct(self, vrow, bias, lam, sep, lamflat, vflat, biased) -> bool:
        """The corrections on their own, after a clamped pass: rows (C, 3) of velocities and biases, impulses,
        separations (C, 2); lamflat / vflat are the flat impulses and velocities, changed in place (vrow and
        lam are views of them). True if a step had to be shortened (a point would have pulled) or a grip
        clamped."""
        shortened = False
        for step in self.steps():
            if step == "tilt":
                shortened |= self._tilt_correct(vrow, bias, lam, sep, lamflat, vflat, biased)
            else:
                shortened |= self._grip(bias.ravel(), lamflat, vflat)
        return shortened

    def _tilt_correct(self, vrow, bias, lam, sep, lamflat, vflat, biased) -> bool:
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
        shortened = bool(new[self.rows].min() < 0.0)
        if shortened:
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
        return shortened

    def _grip(self, bias, lamflat, vflat) -> bool:
        """The grip on its own (after a clamped pass): every gripped contact's friction row solved together,
        then each clamped to its cone. True if one clamped."""
        rf = self.rf
        want = lamflat[rf] - self.grip_inv @ (vflat[rf] + bias[rf])
        lim = self.mu * (lamflat[self.r0] + lamflat[self.r1])
        got = np.clip(want, -lim, lim)
        vflat += (got - lamflat[rf]) @ self.wf
        lamflat[rf] = got
        return bool((got != want).any())

    def g_full(self):
        """The compliance of every contact's two points (zero for contacts outside the tilt set), (C, 3)."""
        full = np.zeros((self.ncon, 3))
        full[self.r0 // 3, :2] = self.g
        return full


def restitution(bounce, rest, approach, bounds, vrow, lam, k2, rigid_inv, rigid_invd, koff, W, vflat,
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
