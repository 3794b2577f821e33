"""The solver's dense helper: the block elimination that replaces LAPACK's threaded solve."""
from __future__ import annotations

import numpy as np

from game.physics.solver import _spd_solve
from game.physics.solver_passes import TiltSpace


def test_block_elimination_matches_a_direct_solve_across_block_edges():
    rng = np.random.default_rng(7)
    for n in (5, 48, 49, 130):
        m = rng.standard_normal((n, n))
        a = m @ m.T + 1e-3 * np.eye(n)
        x_true = rng.standard_normal(n)
        x = _spd_solve(a, a @ x_true)
        assert np.abs(a @ x - a @ x_true).max() < 1e-8 * np.abs(a @ x_true).max()


def test_tilt_solve_zeroes_the_tilt_residual_of_every_loaded_contact():
    """The coarse tilt correction is exact: after it, each chosen contact's two points agree (v + bias + soft
    term equal on both), whatever the other rows do, as long as no point is asked to pull."""
    rng = np.random.default_rng(3)
    ncon = 6
    j = rng.standard_normal((3 * ncon, 9))
    w = j @ j.T + 1e-3 * np.eye(3 * ncon)
    compliance = np.full((ncon, 2), 0.05)
    loaded = np.array([True, False, True, True, False, True])
    extra = np.full(ncon, 30.0)
    space = TiltSpace(w, compliance, loaded, extra)
    vrow = 0.01 * rng.standard_normal((ncon, 3))
    bias = np.zeros((ncon, 3))
    lam = np.full((ncon, 3), 100.0)
    sep = -0.001 * rng.random((ncon, 2))
    space.correct(vrow, bias, lam, sep, lam.ravel(), vrow.ravel(), True)
    r = vrow[:, :2] + bias[:, :2] + compliance * lam[:, :2]
    tilt = r[:, 0] - r[:, 1] + extra * (sep[:, 0] - sep[:, 1])
    assert np.abs(tilt[loaded]).max() < 1e-9
    assert (lam[:, :2] >= 0.0).all()
    assert np.allclose(lam.sum(axis=1) - lam[:, 2], 200.0)  # the tilt moves load between points, never adds


def _random_rows(seed, ncon=6):
    rng = np.random.default_rng(seed)
    j = rng.standard_normal((3 * ncon, 12))
    w = j @ j.T + 1e-3 * np.eye(3 * ncon)
    compliance = np.full((ncon, 2), 0.05)
    loaded = np.array([True, False, True, True, False, True])
    return rng, w, compliance, loaded, np.full(ncon, 30.0), np.full(ncon, 0.6)


def test_with_the_grip_the_tilt_is_still_exact_and_friction_stays_in_its_cone():
    """The corrections end with the tilt (tilt, grip, tilt): every loaded contact's tilt is exact, and the grip
    never leaves a friction impulse outside its cone. (That it holds the joints of a swaying stalk: the Beanstalk's
    tests/beanstalk/test_sliding_joints.py.)"""
    rng, w, compliance, loaded, extra, mu = _random_rows(5)
    ncon = len(loaded)
    vrow = 0.01 * rng.standard_normal((ncon, 3))
    bias = np.zeros((ncon, 3))
    lam = np.full((ncon, 3), 100.0)
    lam[:, 2] = 0.0
    sep = -0.001 * rng.random((ncon, 2))
    TiltSpace(w, compliance, loaded, extra, mu).correct(vrow, bias, lam, sep, lam.ravel(), vrow.ravel(), True)
    r = vrow[:, :2] + compliance * lam[:, :2]
    tilt = r[:, 0] - r[:, 1] + extra * (sep[:, 0] - sep[:, 1])
    assert np.abs(tilt[loaded]).max() < 1e-9
    assert (np.abs(lam[:, 2]) <= mu * (lam[:, 0] + lam[:, 1])).all()


def test_the_fused_pass_matrix_does_what_the_corrections_do_one_by_one():
    """The fast pass (one product) and the slow one (the corrections applied in turn) agree while nothing clamps:
    with no Gauss-Seidel sweep (G = 0) the fused matrix is the corrections alone."""
    rng, w, compliance, loaded, extra, mu = _random_rows(9)
    ncon = len(loaded)
    n = 3 * ncon
    for grip in (None, mu):
        space = TiltSpace(w, compliance * loaded[:, None], loaded, extra, grip)
        a_soft, a_rigid = space.fused(np.zeros((n, n)), np.zeros((n, n)))
        for biased, a in ((True, a_soft), (False, a_rigid)):
            v = 0.01 * rng.standard_normal(n)
            bias = 0.01 * rng.standard_normal(n)
            lam0 = np.full(n, 100.0)
            lam0[2::3] = 0.0
            sep = -0.001 * rng.random(n)
            sep[2::3] = 0.0
            r = v + bias + (space.g_full().ravel() * lam0 if biased else 0.0)
            fast = a @ (np.concatenate([r, sep]) if biased else r)
            lam, vel = lam0.copy(), v.copy()
            space.correct(vel.reshape(ncon, 3), bias.reshape(ncon, 3), lam.reshape(ncon, 3),
                          sep.reshape(ncon, 3)[:, :2], lam, vel, biased)
            assert np.allclose(fast, lam - lam0, rtol=1e-6, atol=1e-9)
