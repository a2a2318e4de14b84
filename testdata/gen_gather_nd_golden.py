#!/usr/bin/python3
"""Generate testdata/gather_nd_golden.json: golden cases for TensorFlow's
GatherNd (batch_dims = 0, CPU kernel semantics), computed with NumPy.

Run from the repository root (Debian's python3-numpy; no pip):

    /usr/bin/python3 testdata/gen_gather_nd_golden.py

The output is deterministic (fixed seed, numpy.random.default_rng(SEED)).
The spec is /work/shared/reference/tf-strided-slice-gather-nd.md, which
transcribes tensorflow/core/kernels/gather_nd_op.cc / gather_nd_op.h
(DoGatherNd).  Where TensorFlow and NumPy differ, TensorFlow (CPU) wins.

Rules implemented (params of rank R; indices of shape I; depth = I[-1])
----------------------------------------------------------------------
    out_shape = I[:-1] + params.shape[depth:]
    out[i_0..i_{K-2}] = params[indices[i_0..i_{K-2}, :]]
  (a scalar when depth == R, a slice otherwise; depth == 0 copies all of
  params for every outer index).  Checks, in kernel order:
    1. R == 0                       -> "params scalar"
    2. rank(indices) == 0           -> "indices scalar"
    3. depth > R                    -> "depth > rank"   (even if N == 0)
    4. N = prod(I[:-1]) (1 for 1-D indices); N == 0 -> an empty result of
       out_shape; the checks below are skipped
    5. params has no elements       -> "empty params"   (even for depth 0,
       and even when the index would fit a non-empty leading dim)
    6. (depth > 7 is unreachable here: params rank <= 5)
    7. any component v of a row with v < 0 or v >= params.shape[k]
                                    -> "index out of range"
       NEGATIVE INDICES ARE ERRORS (no wrap-around, unlike NumPy).

JSON format
-----------
    {"cases":[
    {"params_shape":[2,2],"indices_shape":[2,2],"indices":[0,0,1,1],
     "out_shape":[2],"values":[0,3]},
    {"params_shape":[3],"indices_shape":[2,1],"indices":[0,7],
     "error":"index out of range"},
    ...
    ]}

One case per line.  Keys of a case:
    "name"           optional, only on hand-written cases; free text
    "params_shape"   list of ints (may be [] and may hold 0)
    "indices_shape"  list of ints (may be [] for a scalar, may hold 0)
    "indices"        the index tensor, flat row-major (int64; may hold
                     negatives and the int64 extremes -2**63, 2**63-1,
                     +-2**62)
  and either
    "out_shape"      result shape
    "values"         result elements, flat row-major; params is
                     np.arange(prod(params_shape)).reshape(params_shape), so
                     these are flat row-major positions into params
  or
    "error"          one of "params scalar", "indices scalar",
                     "depth > rank", "empty params", "index out of range"
                     (the FIRST that applies, in the order above)

The file starts with the hand-written cases ("name": the TF api_def
examples on arange params of the same shape, TF test corner cases), then
NCASES random cases: params rank 0-5, dims 0-5, indices rank 0-3, depth
0..R+1, index values mostly in range, some negative, some >= dim, some
huge; at most MAX_OUT output values per case (larger draws are redrawn).

Cross-checks (asserted while generating)
----------------------------------------
* values come from params[tuple(row)] per index row (NumPy basic
  indexing); independently, NumPy advanced indexing
  params[tuple(indices[..., k] for k in range(depth))] (np.broadcast_to for
  depth 0) must give the same array with shape out_shape;
* "index out of range" with a component >= its dim must also be an
  IndexError in NumPy; cases failing only on negative components (NumPy
  would wrap) are counted and reported.
"""

import math
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True  # no __pycache__ in testdata/
from goldenlib import (EXTREMES, I64_MAX, I64_MIN, check_expected, error_counts,
                       pick, print_summary, rint, write_cases)  # noqa: E402

SEED = 20240613
NCASES = 2700
MAX_OUT = 400
MAX_IDX = 200          # max number of index components per case

E_PSCALAR = "params scalar"
E_ISCALAR = "indices scalar"
E_DEPTH = "depth > rank"
E_EMPTY = "empty params"
E_RANGE = "index out of range"
ERROR_KINDS = [E_PSCALAR, E_ISCALAR, E_DEPTH, E_EMPTY, E_RANGE]


class GError(Exception):
    pass


def tf_gather_nd(params_shape, indices_shape, indices):
    """Returns (out_shape, rows) with rows the list of index rows, or raises
    GError(kind)."""
    R = len(params_shape)
    if R == 0:
        raise GError(E_PSCALAR)
    if len(indices_shape) == 0:
        raise GError(E_ISCALAR)
    depth = indices_shape[-1]
    if depth > R:
        raise GError(E_DEPTH)
    outer = list(indices_shape[:-1])
    out_shape = outer + list(params_shape[depth:])
    N = math.prod(outer)
    if N == 0:
        return out_shape, []
    if math.prod(params_shape) == 0:
        raise GError(E_EMPTY)
    rows = [indices[r * depth:(r + 1) * depth] for r in range(N)]
    for row in rows:
        for k, v in enumerate(row):
            if v < 0 or v >= params_shape[k]:
                raise GError(E_RANGE)
    return out_shape, rows


STATS = {"negative-only range errors": 0, "numpy IndexError agreed": 0}


def run_case(c):
    ps, ish, ind = c["params_shape"], c["indices_shape"], c["indices"]
    assert len(ind) == math.prod(ish)
    params = np.arange(math.prod(ps), dtype=np.int64).reshape(ps)
    try:
        out_shape, rows = tf_gather_nd(ps, ish, ind)
    except GError as e:
        c["error"] = str(e)
        return c
    if rows:
        parts = [np.asarray(params[tuple(r)]).reshape(-1) for r in rows]
        vals = np.concatenate(parts)
    else:
        vals = np.zeros(0, dtype=np.int64)
    r = vals.reshape(out_shape)
    # independent: NumPy advanced indexing in one go
    depth = ish[-1]
    idx = np.array(ind, dtype=np.int64).reshape(ish)
    if depth == 0:
        alt = np.broadcast_to(params, tuple(ish[:-1]) + params.shape)
    else:
        alt = params[tuple(idx[..., k] for k in range(depth))]
    assert list(alt.shape) == out_shape and np.array_equal(alt, r), c
    c["out_shape"] = out_shape
    c["values"] = r.reshape(-1).tolist()
    return c


def numpy_error_check(c):
    """For range errors: NumPy must raise when a component is >= its dim."""
    if c.get("error") != E_RANGE:
        return
    ps, ish = c["params_shape"], c["indices_shape"]
    depth = ish[-1]
    idx = np.array(c["indices"], dtype=np.int64).reshape(-1, depth)
    dims = np.array(ps[:depth], dtype=np.int64)
    if not (idx >= dims).any():
        STATS["negative-only range errors"] += 1
        return
    params = np.arange(math.prod(ps), dtype=np.int64).reshape(ps)
    try:
        params[tuple(idx[:, k] for k in range(depth))]
    except IndexError:
        STATS["numpy IndexError agreed"] += 1
    else:
        raise AssertionError("numpy accepted %r" % c)


def mk(params_shape, indices, name=None, indices_shape=None):
    """indices: nested list (its NumPy shape is the indices shape) unless
    indices_shape is given, then a flat list."""
    c = {}
    if name is not None:
        c["name"] = name
    if indices_shape is None:
        a = np.array(indices, dtype=np.int64)
        indices_shape = list(a.shape)
        flat = a.reshape(-1).tolist()
    else:
        flat = list(indices)
    c.update({"params_shape": list(params_shape),
              "indices_shape": list(indices_shape), "indices": flat})
    return c


# ---------------------------------------------------------------------------
# Hand-written cases
# ---------------------------------------------------------------------------

MAT = [["a", "b"], ["c", "d"]]
T3 = [[["a0", "b0"], ["c0", "d0"]], [["a1", "b1"], ["c1", "d1"]]]


def doc(name, params, indices, output):
    """An api_def_GatherNd example: string params become arange params of
    the same shape; the expected strings become positions."""
    p = np.array(params)
    names = p.reshape(-1).tolist()
    want = np.array(output)
    c = mk(list(p.shape), indices, name=name)
    expect = {"out_shape": list(want.shape),
              "values": [names.index(s) for s in want.reshape(-1).tolist()]}
    return c, expect


def fixed_cases():
    out = [
        doc("api_def: simple indexing into a matrix", MAT,
            [[0, 0], [1, 1]], ["a", "d"]),
        doc("api_def: slice indexing into a matrix", MAT,
            [[1], [0]], [["c", "d"], ["a", "b"]]),
        doc("api_def: indexing into a 3-tensor, [[1]]", T3,
            [[1]], [[["a1", "b1"], ["c1", "d1"]]]),
        doc("api_def: indexing into a 3-tensor, [[0,1],[1,0]]", T3,
            [[0, 1], [1, 0]], [["c0", "d0"], ["a1", "b1"]]),
        doc("api_def: indexing into a 3-tensor, [[0,0,1],[1,0,1]]", T3,
            [[0, 0, 1], [1, 0, 1]], ["b0", "b1"]),
        doc("api_def: batched indexing into a matrix", MAT,
            [[[0, 0]], [[0, 1]]], [["a"], ["b"]]),
        doc("api_def: batched slice indexing into a matrix", MAT,
            [[[1]], [[0]]], [[["c", "d"]], [["a", "b"]]]),
        doc("api_def: batched indexing into a 3-tensor, [[[1]],[[0]]]", T3,
            [[[1]], [[0]]],
            [[[["a1", "b1"], ["c1", "d1"]]], [[["a0", "b0"], ["c0", "d0"]]]]),
        doc("api_def: batched indexing into a 3-tensor, depth 2", T3,
            [[[0, 1], [1, 0]], [[0, 0], [1, 1]]],
            [[["c0", "d0"], ["a1", "b1"]], [["a0", "b0"], ["c1", "d1"]]]),
        doc("api_def: batched indexing into a 3-tensor, depth 3", T3,
            [[[0, 0, 1], [1, 0, 1]], [[0, 1, 1], [1, 1, 0]]],
            [["b0", "b1"], ["d0", "c1"]]),
    ]

    def add(c, **expect):
        out.append((c, expect))

    add(mk([3, 2], [[1], [0]], name="docstring: rows [[1],[0]] of a (3,2)"),
        out_shape=[2, 2], values=[2, 3, 0, 1])
    add(mk([5, 7, 3], [[0, 0], [1, 2], [4, 6], [3, 3]],
           name="params (5,7,3), indices (4,2) -> (4,3)"), out_shape=[4, 3])
    add(mk([2, 3], [[0, 0, 0]], name="depth 3 > params rank 2"),
        error=E_DEPTH)
    add(mk([6, 2], [4, 1], name="1-D indices [4,1] on (6,2) give a scalar"),
        out_shape=[], values=[9])
    add(mk([3, 4], [], indices_shape=[0],
           name="indices of shape (0,) return params itself"),
        out_shape=[3, 4], values=list(range(12)))
    add(mk([2, 3], [], indices_shape=[2, 0],
           name="indices (2,0) on non-empty params: two copies"),
        out_shape=[2, 2, 3], values=list(range(6)) * 2)
    add(mk([0, 3], [], indices_shape=[2, 0],
           name="indices (2,0) on empty params fails"), error=E_EMPTY)
    add(mk([0, 3], [], indices_shape=[0, 2],
           name="indices (0,2) on params (0,3) is empty, fine"),
        out_shape=[0], values=[])
    add(mk([0, 3], [0, 0], indices_shape=[1, 2],
           name="indices (1,2) on params (0,3) fails"), error=E_EMPTY)
    add(mk([3, 4], [], indices_shape=[0, 3],
           name="indices (0,3) on rank 2 fails: depth > rank even if N == 0"),
        error=E_DEPTH)
    add(mk([3, 0], [[1]], name="params (3,0), indices [[1]]: empty params "
                               "although 1 < 3"), error=E_EMPTY)
    add(mk([0], [], indices_shape=[0],
           name="indices (0,) on params (0,): N = 1 row, empty params fails"),
        error=E_EMPTY)
    add(mk([3, 0], [], indices_shape=[1, 0],
           name="depth 0 on empty params fails"), error=E_EMPTY)
    add(mk([], [0], name="params scalar"), error=E_PSCALAR)
    add(mk([], 0, name="params and indices scalar: params checked first"),
        error=E_PSCALAR)
    add(mk([3], 0, name="indices scalar"), error=E_ISCALAR)
    add(mk([3], [[0], [7]], name="testBadIndicesCPU-like: 7 on (3,)"),
        error=E_RANGE)
    add(mk([3, 3], [[0], [7]],
           name="testBadIndicesWithSlicesCPU-like: 7 on (3,3)"),
        error=E_RANGE)
    add(mk([3], [[-1]], name="negative index is an error (no wrap)"),
        error=E_RANGE)
    add(mk([4, 3], [[1, -1]], name="negative inner component is an error"),
        error=E_RANGE)
    add(mk([4, 3], [[3, 2]], name="last valid corner"), out_shape=[1],
        values=[11])
    add(mk([4, 3], [[4, 0]], name="component == dim fails"), error=E_RANGE)
    add(mk([4], [[I64_MIN]], name="index -2**63"), error=E_RANGE)
    add(mk([4], [[I64_MAX]], name="index 2**63-1"), error=E_RANGE)
    add(mk([4, 2], [], indices_shape=[0, 1],
           name="N == 0 skips the range checks (no rows)"),
        out_shape=[0, 2], values=[])
    add(mk([2, 3, 4], [], indices_shape=[2, 0, 2],
           name="indices (2,0,2): N == 0, out (2,0,4)"),
        out_shape=[2, 0, 4], values=[])
    add(mk([2, 3], [[1, 2], [0, 0], [1, 2]],
           name="repeated rows"), out_shape=[3], values=[5, 0, 5])
    add(mk([2, 2, 2], [[[[1, 0, 1]]]], name="indices rank 4"),
        out_shape=[1, 1, 1], values=[5])
    return out


# ---------------------------------------------------------------------------
# Random cases
# ---------------------------------------------------------------------------

def rand_params_shape(rng, target):
    if target == E_PSCALAR:
        return []
    rank = pick(rng, [1, 2, 3, 4, 5], [3, 4, 4, 2.5, 1.5])
    w = [0.3, 2, 3, 3, 2, 1]
    shape = [pick(rng, [0, 1, 2, 3, 4, 5], w) for _ in range(rank)]
    if target == E_EMPTY and 0 not in shape and shape:
        shape[rint(rng, 0, len(shape) - 1)] = 0
    return shape


def rand_bad(rng, d):
    return pick(rng, [d, d + 1, d + 4, -1, -d, -d - 1] + EXTREMES,
                [4, 2, 1, 4, 1.5, 1, 0.6, 0.6, 0.6, 0.6])


def draw(rng, target):
    ps = rand_params_shape(rng, target)
    R = len(ps)
    # indices shape
    if target == E_ISCALAR:
        ish = []
    else:
        irank = pick(rng, [0, 1, 2, 3], [0.02 if target == "ok" else 0.3,
                                        3, 4, 1.5])
        if target == E_DEPTH:
            depth = rint(rng, R + 1, R + 2)
        else:
            depth = pick(rng, list(range(R + 2)),
                         [0.4] + [2] * R + [0.25])
        if irank == 0:
            ish = []
        else:
            outer = [pick(rng, [0, 1, 2, 3, 4], [0.35, 2, 3, 2, 1])
                     for _ in range(irank - 1)]
            ish = outer + [depth]
    nidx = math.prod(ish)
    if nidx > MAX_IDX:
        return None
    # values
    if not ish:
        d = ps[0] if ps else 3
        vals = [rint(rng, 0, max(d - 1, 0)) if rng.random() < 0.8
                else rand_bad(rng, d)]
    else:
        depth = ish[-1]
        vals = []
        for r in range(nidx // depth if depth else 0):
            for k in range(depth):
                d = ps[k] if k < R else rint(rng, 1, 5)
                if d == 0:
                    vals.append(rint(rng, -1, 1))
                else:
                    vals.append(rint(rng, 0, d - 1))
        p_bad = {"ok": 0.0, E_RANGE: 0.0}.get(target, 0.05)
        for i in range(len(vals)):
            if rng.random() < p_bad:
                k = i % depth
                vals[i] = rand_bad(rng, ps[k] if k < R else 3)
        if target == E_RANGE and vals:
            for _ in range(pick(rng, [1, 2, 3], [5, 2, 1])):
                i = rint(rng, 0, len(vals) - 1)
                k = i % depth
                vals[i] = rand_bad(rng, ps[k] if k < R else 3)
    return mk(ps, vals, indices_shape=ish)


TARGETS = ["ok", E_PSCALAR, E_ISCALAR, E_DEPTH, E_EMPTY, E_RANGE]
TARGET_W = [81, 2.5, 2.5, 4, 4, 6]


def rand_case(rng):
    target = pick(rng, TARGETS, TARGET_W)
    while True:
        c = draw(rng, target)
        if c is None:
            continue
        run_case(c)
        if c.get("error", "ok") != target:
            continue
        if len(c.get("values", [])) > MAX_OUT:
            continue
        return c


def main():
    out_path = os.path.join(HERE, "gather_nd_golden.json")
    rng = np.random.default_rng(SEED)

    cases = []
    fixed = fixed_cases()
    for c, expect in fixed:
        run_case(c)
        check_expected(c, expect)
        assert len(c.get("values", [])) <= MAX_OUT
        cases.append(c)
    for _ in range(NCASES):
        cases.append(rand_case(rng))
    for c in cases:
        numpy_error_check(c)

    write_cases(out_path, cases)
    print_summary(out_path, cases, len(fixed), NCASES,
                  error_counts(cases, ERROR_KINDS), tail=str(STATS))


if __name__ == "__main__":
    main()
