"""Broad phase: sort-and-sweep on x in a handful of numpy calls, then a y-overlap filter.

Cost is O(n log n + k) for n boxes and k x-overlapping candidates; the output order depends only on the input
(stable sorts), never on hashing, so the step stays deterministic.
"""
from __future__ import annotations

import numpy as np


def sweep_pairs(lo: np.ndarray, hi: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """All index pairs (a, b), a < b, whose boxes [lo, hi] (n x 2 arrays) overlap; sorted by (a, b)."""
    n = len(lo)
    if n < 2:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty
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
