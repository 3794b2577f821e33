"""Broad phase: all pairs of overlapping boxes, in a handful of numpy calls.

Up to SMALL boxes (the benchmark tower is 40 parts, the 40-piece pile 57) one n x n comparison is cheapest:
its cost is its ~8 numpy calls, not the n^2 element tests (and a tower is one column, so sorting on x would
prune almost nothing). Above SMALL, sort-and-sweep on x (O(n log n + k) for k x-overlapping candidates), then
a y-overlap filter. Both give the same pairs in the same order, which depends only on the input (no hashing),
so the step stays deterministic.
"""
from __future__ import annotations

import numpy as np

SMALL = 128  # measured crossover: the n x n test costs about as much as the sweep's ~30 calls near n = 150
_upper_cache: dict[int, np.ndarray] = {}


def sweep_pairs(lo: np.ndarray, hi: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """All index pairs (a, b), a < b, whose boxes [lo, hi] (n x 2 arrays, lo <= hi) overlap; sorted by (a, b)."""
    n = len(lo)
    if n < 2:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty
    if n <= SMALL:
        return _all_pairs(lo, hi, n)
    return _sweep(lo, hi, n)


def _upper(n: int) -> np.ndarray:
    """The strict upper triangle (a < b) of an n x n matrix, built once per n."""
    upper = _upper_cache.get(n)
    if upper is None:
        upper = _upper_cache[n] = np.triu(np.ones((n, n), dtype=bool), 1)
    return upper


def _all_pairs(lo: np.ndarray, hi: np.ndarray, n: int) -> tuple[np.ndarray, np.ndarray]:
    # hit[a, b]: box a starts before box b ends on both axes; boxes overlap when that holds both ways round
    hit = lo[:, 0, None] <= hi[:, 0]
    hit &= lo[:, 1, None] <= hi[:, 1]
    hit &= hit.T
    hit &= _upper(n)
    # flat indices in row-major order are already sorted by (a, b); 1-D nonzero + divmod is ~2x cheaper than a
    # 2-D nonzero and gives contiguous arrays
    return np.divmod(hit.ravel().nonzero()[0], n)


def _sweep(lo: np.ndarray, hi: np.ndarray, n: int) -> tuple[np.ndarray, np.ndarray]:
    order = np.argsort(lo[:, 0], kind="stable")
    sx_lo = lo[order, 0]
    sx_hi = hi[order, 0]
    # for the i-th box in x order, candidates are the following boxes that start before it ends
    end = np.searchsorted(sx_lo, sx_hi, side="right")
    first = np.arange(1, n + 1)
    counts = np.maximum(end - first, 0)
    total = int(counts.sum())
    if total == 0:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty
    i_sorted = np.repeat(np.arange(n), counts)
    starts = np.cumsum(counts) - counts
    j_sorted = np.repeat(first, counts) + (np.arange(total) - np.repeat(starts, counts))
    a = order[i_sorted]
    b = order[j_sorted]
    keep = (lo[a, 1] <= hi[b, 1]) & (lo[b, 1] <= hi[a, 1])
    a, b = a[keep], b[keep]
    lo_idx = np.minimum(a, b)
    hi_idx = np.maximum(a, b)
    srt = np.lexsort((hi_idx, lo_idx))
    return lo_idx[srt], hi_idx[srt]
