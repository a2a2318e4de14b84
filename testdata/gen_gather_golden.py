#!/usr/bin/python3
"""Generate testdata/gather_golden.json: golden cases for TensorFlow's
Gather / GatherV2 (tf.gather with batch_dims = 0, CPU kernel semantics),
computed with NumPy.

Run from the repository root (Debian's python3-numpy; no pip):

    /usr/bin/python3 testdata/gen_gather_golden.py

The output is deterministic (fixed seed, numpy.random.default_rng(SEED)).
Rules read from tensorflow/core/kernels/gather_op.cc (GatherOp::Compute)
and gather_functor.h (HandleCopies).  TensorFlow CPU wins over NumPy.

Rules implemented (params of rank R, indices of any rank, axis a)
-----------------------------------------------------------------
    out_shape = params.shape[:a] + indices.shape + params.shape[a+1:]
    out[o..., i..., n...] = params[o..., indices[i...], n...]
  A scalar index (indices rank 0) removes the axis.  Checks, in order:
    1. R == 0                                -> "params scalar"
    2. a not in [-R, R)                      -> "axis out of range"
       (a < 0 then means a + R)
    3. any index v with v < 0 or v >= params.shape[a]
                                             -> "index out of range"
       NEGATIVE INDICES ARE ERRORS on CPU (no wrap-around, unlike NumPy).
  TF CORE DETAIL (gather_op.cc): the indices are only looked at when the
  result has elements to copy, i.e. N = indices.size > 0 AND
  outer = prod(params.shape[:a]) > 0 AND inner = prod(params.shape[a+1:])
  > 0 (older kernel: `if (N > 0 && outer_size > 0 && inner_size > 0)`;
  newer: `if (N == 0) return; if (inner_size == 0) return;` and the CPU
  functor shards over outer * N, so outer == 0 checks nothing either).
  So when outer or inner is 0 the result is an empty tensor of out_shape
  even if some index is out of range.  Such cases are marked with the
  key "unchecked":true (they are successes).  When N > 0, outer > 0,
  inner > 0 and params.shape[a] == 0, every index is out of range -> error.

JSON format
-----------
    {"cases":[
    {"params_shape":[4,3],"indices_shape":[2],"indices":[3,1],"axis":0,
     "out_shape":[2,3],"values":[9,10,11,3,4,5]},
    {"params_shape":[4],"indices_shape":[],"indices":[-1],"axis":0,
     "error":"index out of range"},
    ...
    ]}

One case per line.  Keys of a case:
    "name"           optional, only on hand-written cases; free text
    "params_shape"   list of ints (may be [] and may hold 0)
    "indices_shape"  list of ints (may be [] for a scalar index, may hold 0)
    "indices"        flat row-major int64 values (may hold negatives and the
                     int64 extremes -2**63, 2**63-1, +-2**62)
    "axis"           int (may be negative or out of range)
  and either
    "out_shape"      result shape
    "values"         result elements, flat row-major; params is
                     np.arange(prod(params_shape)).reshape(params_shape), so
                     these are flat row-major positions into params
    "unchecked"      optional, true: indices were not checked because the
                     result is empty through outer or inner size 0
  or
    "error"          one of "params scalar", "axis out of range",
                     "index out of range"

The file starts with hand-written cases ("name"), then NCASES random
cases: params rank 0-4, dims 0-5, axis in [-R-2, R+1], indices rank 0-3,
values mostly in range, some negative, some >= dim, some huge; at most
MAX_OUT output values.

Cross-checks (asserted): values == np.take(params, indices, axis=axis) for
every checked success; independently, an explicit loop over
(outer, index, inner) gives the same values; every "index out of range"
with some index >= dim is an IndexError for np.take (negative-only errors,
which np.take would wrap, are counted).
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

SEED = 20240614
NCASES = 1000
MAX_OUT = 400
MAX_IDX = 120

E_PSCALAR = "params scalar"
E_AXIS = "axis out of range"
E_RANGE = "index out of range"
ERROR_KINDS = [E_PSCALAR, E_AXIS, E_RANGE]


class GError(Exception):
    pass


def tf_gather(params_shape, indices_shape, indices, axis):
    """Returns (out_shape, axis, checked) or raises GError(kind)."""
    R = len(params_shape)
    if R == 0:
        raise GError(E_PSCALAR)
    if not -R <= axis < R:
        raise GError(E_AXIS)
    if axis < 0:
        axis += R
    out_shape = (list(params_shape[:axis]) + list(indices_shape) +
                 list(params_shape[axis + 1:]))
    N = math.prod(indices_shape)
    outer = math.prod(params_shape[:axis])
    inner = math.prod(params_shape[axis + 1:])
    if N == 0 or outer == 0 or inner == 0:
        return out_shape, axis, False
    limit = params_shape[axis]
    for v in indices:
        if v < 0 or v >= limit:
            raise GError(E_RANGE)
    return out_shape, axis, True


STATS = {"negative-only range errors": 0, "np.take IndexError agreed": 0}


def run_case(c):
    ps, ish, ind = c["params_shape"], c["indices_shape"], c["indices"]
    assert len(ind) == math.prod(ish)
    params = np.arange(math.prod(ps), dtype=np.int64).reshape(ps)
    try:
        out_shape, axis, checked = tf_gather(ps, ish, ind, c["axis"])
    except GError as e:
        c["error"] = str(e)
        return c
    if checked:
        idx = np.array(ind, dtype=np.int64).reshape(ish)
        r = np.take(params, idx, axis=axis)
        # independent explicit loop
        outer = math.prod(ps[:axis])
        inner = math.prod(ps[axis + 1:])
        flat = params.reshape(-1)
        loop = [int(flat[(o * ps[axis] + i) * inner + n])
                for o in range(outer) for i in ind for n in range(inner)]
        assert r.reshape(-1).tolist() == loop, c
    else:
        r = np.zeros(out_shape, dtype=np.int64)
        assert r.size == 0
        if any(v < 0 or v >= ps[axis] for v in ind):
            c["unchecked"] = True
    assert list(r.shape) == out_shape, (c, r.shape, out_shape)
    c["out_shape"] = out_shape
    c["values"] = r.reshape(-1).tolist()
    if c.get("unchecked"):
        # keep "unchecked" as the last key
        c["unchecked"] = c.pop("unchecked")
    return c


def numpy_error_check(c):
    if c.get("error") != E_RANGE:
        return
    ps = c["params_shape"]
    R = len(ps)
    axis = c["axis"] + R if c["axis"] < 0 else c["axis"]
    if not any(v >= ps[axis] for v in c["indices"]):
        STATS["negative-only range errors"] += 1
        return
    params = np.arange(math.prod(ps), dtype=np.int64).reshape(ps)
    idx = np.array(c["indices"], dtype=np.int64).reshape(c["indices_shape"])
    try:
        np.take(params, idx, axis=axis)
    except IndexError:
        STATS["np.take IndexError agreed"] += 1
    else:
        raise AssertionError("np.take accepted %r" % c)


def mk(params_shape, indices, axis, name=None, indices_shape=None):
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
              "indices_shape": list(indices_shape), "indices": flat,
              "axis": axis})
    return c


def fixed_cases():
    out = []

    def add(c, **expect):
        out.append((c, expect))

    add(mk([6], [2, 0, 2, 5], 0, name="tf.gather doc: 1-D params"),
        out_shape=[4], values=[2, 0, 2, 5])
    add(mk([4, 3], [3, 1], 0, name="rows 3 and 1 of a (4,3)"),
        out_shape=[2, 3], values=[9, 10, 11, 3, 4, 5])
    add(mk([4, 3], [2, 0], 1, name="columns 2 and 0 of a (4,3)"),
        out_shape=[4, 2], values=[2, 0, 5, 3, 8, 6, 11, 9])
    add(mk([4, 3], [2, 0], -1, name="axis -1 is the last axis"),
        out_shape=[4, 2], values=[2, 0, 5, 3, 8, 6, 11, 9])
    add(mk([4, 3], [[0, 1], [1, 3]], 0, name="2-D indices on axis 0"),
        out_shape=[2, 2, 3])
    add(mk([4, 3], 2, 0, name="scalar index removes the axis"),
        out_shape=[3], values=[6, 7, 8])
    add(mk([4, 3], 1, 1, name="scalar index on axis 1"),
        out_shape=[4], values=[1, 4, 7, 10])
    add(mk([2, 3, 4], [[2], [0]], 1, name="indices (2,1) in the middle"),
        out_shape=[2, 2, 1, 4])
    add(mk([4], [], 0, indices_shape=[0], name="empty indices"),
        out_shape=[0], values=[])
    add(mk([4, 3], [], 1, indices_shape=[2, 0], name="indices (2,0)"),
        out_shape=[4, 2, 0], values=[])
    add(mk([], [0], 0, name="params scalar"), error=E_PSCALAR)
    add(mk([], [5], 3, name="params scalar is checked before the axis"),
        error=E_PSCALAR)
    add(mk([4, 3], [0], 2, name="axis == rank fails"), error=E_AXIS)
    add(mk([4, 3], [0], -3, name="axis == -rank-1 fails"), error=E_AXIS)
    add(mk([4, 3], [0], -2, name="axis == -rank is axis 0"),
        out_shape=[1, 3], values=[0, 1, 2])
    add(mk([4, 3], [9], 2, name="axis error before index error"),
        error=E_AXIS)
    add(mk([4], [-1], 0, name="negative index is an error on CPU"),
        error=E_RANGE)
    add(mk([4], 4, 0, name="index == dim fails"), error=E_RANGE)
    add(mk([4, 3], [0, 3], 1, name="index == dim on axis 1 fails"),
        error=E_RANGE)
    add(mk([4], [I64_MIN], 0, name="index -2**63"), error=E_RANGE)
    add(mk([4], [I64_MAX], 0, name="index 2**63-1"), error=E_RANGE)
    add(mk([0, 3], [0], 0, name="gather from a size-0 axis fails"),
        error=E_RANGE)
    add(mk([0, 3], [], 0, indices_shape=[0],
           name="empty indices on a size-0 axis"), out_shape=[0, 3])
    add(mk([3, 0], [7, -1], 0,
           name="inner size 0: indices not checked (TF core), empty result"),
        out_shape=[2, 0], values=[])
    add(mk([0, 3], [7], 1,
           name="outer size 0: indices not checked (TF core), empty result"),
        out_shape=[0, 1], values=[])
    add(mk([2, 0, 3], [5], 2,
           name="outer size 0 through a middle dim: not checked"),
        out_shape=[2, 0, 1], values=[])
    add(mk([3, 2], [1, 1, 0], 0, name="repeated indices"),
        out_shape=[3, 2], values=[2, 3, 2, 3, 0, 1])
    return out


def rand_bad(rng, d):
    return pick(rng, [d, d + 1, d + 3, -1, -d, -d - 1] + EXTREMES,
                [4, 2, 1, 4, 1.5, 1, 0.6, 0.6, 0.6, 0.6])


def draw(rng, target):
    if target == E_PSCALAR:
        ps = []
    else:
        rank = pick(rng, [1, 2, 3, 4], [3, 4, 3, 1.5])
        ps = [pick(rng, [0, 1, 2, 3, 4, 5], [0.4, 2, 3, 3, 2, 1.2])
              for _ in range(rank)]
    if target == "unchecked":
        ps = [pick(rng, [1, 2, 3, 4], [1, 2, 2, 1])
              for _ in range(rint(rng, 2, 4))]
    R = len(ps)
    if target == E_AXIS:
        axis = pick(rng, [R, R + 1, -R - 1, -R - 2, 7, -9], [4, 1, 4, 1, 0.5,
                                                             0.5])
    elif R == 0:
        axis = rint(rng, -2, 1)
    else:
        axis = rint(rng, -R, R - 1)
    if target == "unchecked":
        ax = axis + R if axis < 0 else axis
        ps[pick(rng, [j for j in range(R) if j != ax], [1] * (R - 1))] = 0
    irank = pick(rng, [0, 1, 2, 3], [1.5, 4, 2.5, 1])
    ish = [pick(rng, [0, 1, 2, 3, 4], [0.3, 2, 3, 2, 1])
           for _ in range(irank)]
    if math.prod(ish) > MAX_IDX:
        return None
    d = ps[axis] if R and -R <= axis < R else 4
    vals = [rint(rng, 0, d - 1) if d > 0 else rand_bad(rng, d)
            for _ in range(math.prod(ish))]
    if target in (E_RANGE, "unchecked") or (
            target == "ok" and rng.random() < 0.06):
        # "ok" + bad index: only survives when outer or inner is 0
        if vals:
            for _ in range(pick(rng, [1, 2], [4, 1])):
                vals[rint(rng, 0, len(vals) - 1)] = rand_bad(rng, d)
    elif rng.random() < 0.05 and vals:
        vals[rint(rng, 0, len(vals) - 1)] = rand_bad(rng, d)
    return mk(ps, vals, axis, indices_shape=ish)


TARGETS = ["ok", "unchecked", E_PSCALAR, E_AXIS, E_RANGE]
TARGET_W = [78, 2, 4, 6, 10]


def rand_case(rng):
    target = pick(rng, TARGETS, TARGET_W)
    while True:
        c = draw(rng, target)
        if c is None:
            continue
        run_case(c)
        got = c.get("error", "unchecked" if c.get("unchecked") else "ok")
        if got != target and not (target == "ok" and got == "unchecked"):
            continue
        if len(c.get("values", [])) > MAX_OUT:
            continue
        return c


def main():
    out_path = os.path.join(HERE, "gather_golden.json")
    rng = np.random.default_rng(SEED)

    cases = []
    fixed = fixed_cases()
    for c, expect in fixed:
        run_case(c)
        check_expected(c, expect)
        cases.append(c)
    for _ in range(NCASES):
        cases.append(rand_case(rng))
    for c in cases:
        numpy_error_check(c)

    write_cases(out_path, cases)
    unchecked = sum(1 for c in cases if c.get("unchecked"))
    print_summary(out_path, cases, len(fixed), NCASES,
                  error_counts(cases, ERROR_KINDS),
                  extra=["%d unchecked" % unchecked], tail=str(STATS))


if __name__ == "__main__":
    main()
