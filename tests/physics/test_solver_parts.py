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
