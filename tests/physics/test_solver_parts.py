"""The solver's dense helper: the block elimination that replaces LAPACK's threaded solve."""
from __future__ import annotations

import numpy as np

from game.physics.solver import _spd_solve


def test_block_elimination_matches_a_direct_solve_across_block_edges():
    rng = np.random.default_rng(7)
    for n in (5, 48, 49, 130):
        m = rng.standard_normal((n, n))
        a = m @ m.T + 1e-3 * np.eye(n)
        x_true = rng.standard_normal(n)
        x = _spd_solve(a, a @ x_true)
        assert np.abs(a @ x - a @ x_true).max() < 1e-8 * np.abs(a @ x_true).max()
