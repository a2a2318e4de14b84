#!/usr/bin/python3
"""Generate testdata/mask_golden.json: golden cases for BooleanMask, Where
(three arguments) and ArgWhere of every dtype package, computed with NumPy,
with TensorFlow's argument rules and errors.

Run from the repository root (Debian's python3-numpy; no pip):

    /usr/bin/python3 testdata/gen_mask_golden.py

The output is deterministic (fixed seed, numpy.random.default_rng(SEED)).

Rules
-----
  boolean_mask(a, mask, axis)   tf.boolean_mask (python/ops/array_ops.py):
      mask of rank 0 -> "argument" ("mask cannot be scalar.");
      a.shape[axis:axis+k] (a Python slice, k = mask rank) != mask.shape ->
      "shape" ("Shapes ... are incompatible"), so a negative axis must
      leave a dimension after the mask.  Result: NumPy's
      a[(slice(None),)*ax + (mask,)] with ax = axis (+ rank if negative).
  where(cond, x, y)   SelectV2 (cwise_op_select.cc, BCastList<3>): shapes
      that do not broadcast -> "shape".  Result: np.where.
  argwhere(a)         Where with one input (where_op.cc): np.argwhere, int64
      [n, rank] in row-major order.

Format: {"cases":[...]}, one case per line.
  {"op":"boolean_mask","shape":S,"mask_shape":M,"mask":[0/1...],"axis":A,
   "out_shape":O,"values":[positions]}      (or "error":kind)
  {"op":"where","cond_shape":C,"cond":[0/1...],"x_shape":X,"y_shape":Y,
   "out_shape":O,"values":[positions]}      (or "error":"shape")
  {"op":"argwhere","shape":S,"nonzero":[0/1...],"out_shape":[n,rank],
   "values":[coordinates, row-major]}
Input a (and x) holds its row-major positions 0, 1, ...; y holds
size(x), size(x)+1, ...; a value in "values" is such a position.
"""

import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import goldenlib  # noqa: E402

SEED = 20261123
OUT = "testdata/mask_golden.json"
MAX_SIZE = 240


def flat(b):
    return [int(v) for v in np.asarray(b, dtype=bool).reshape(-1)]


def dims_of(rng, rank):
    return [int(rng.choice([0, 1, 1, 2, 2, 3, 4, 5])) if rng.random() < 0.97
            else 0 for _ in range(rank)]


def small_dims(rng, rank):
    while True:
        d = dims_of(rng, rank)
        if int(np.prod(d, dtype=np.int64)) <= MAX_SIZE:
            return d


def bools(rng, shape):
    p = float(rng.choice([0.0, 0.2, 0.5, 0.8, 1.0]))
    return rng.random(shape) < p


def py_slice(dims, axis, k):
    return list(dims[axis:axis + k])


def boolean_mask_case(shape, mask, axis):
    c = {"op": "boolean_mask", "shape": list(shape),
         "mask_shape": list(mask.shape), "mask": flat(mask), "axis": axis}
    k, n = mask.ndim, len(shape)
    if k == 0:
        c["error"] = "argument"
        return c
    if py_slice(shape, axis, k) != list(mask.shape):
        c["error"] = "shape"
        return c
    ax = axis + n if axis < 0 else axis
    a = np.arange(int(np.prod(shape, dtype=np.int64))).reshape(shape)
    out = a[(slice(None),) * ax + (mask,)]
    c["out_shape"] = list(out.shape)
    c["values"] = [int(v) for v in out.reshape(-1)]
    return c


def where_case(cs, cond, xs, ys):
    c = {"op": "where", "cond_shape": list(cs), "cond": flat(cond),
         "x_shape": list(xs), "y_shape": list(ys)}
    try:
        out_shape = np.broadcast_shapes(tuple(cs), tuple(xs), tuple(ys))
    except ValueError:
        c["error"] = "shape"
        return c
    nx = int(np.prod(xs, dtype=np.int64))
    x = np.arange(nx).reshape(xs)
    y = (nx + np.arange(int(np.prod(ys, dtype=np.int64)))).reshape(ys)
    out = np.where(cond, x, y)
    assert out.shape == out_shape
    c["out_shape"] = list(out.shape)
    c["values"] = [int(v) for v in out.reshape(-1)]
    return c


def argwhere_case(nonzero):
    out = np.argwhere(nonzero)
    return {"op": "argwhere", "shape": list(nonzero.shape),
            "nonzero": flat(nonzero), "out_shape": list(out.shape),
            "values": [int(v) for v in out.reshape(-1)]}


def random_boolean_mask(rng):
    """Every axis of a random shape, each with a matching mask of a random
    rank and now and then a wrong one."""
    cases = []
    rank = goldenlib.rint(rng, 0, 5)
    shape = small_dims(rng, rank)
    for axis in range(-rank - 2, rank + 2):
        k = goldenlib.rint(rng, 1, max(1, rank))
        ax = axis + rank if axis < 0 else axis
        mshape = shape[ax:ax + k] if 0 <= ax <= rank else []
        if len(mshape) != k or rng.random() < 0.08:
            mshape = small_dims(rng, k)
        if rng.random() < 0.04:
            mshape = []  # a scalar mask
        cases.append(boolean_mask_case(shape, bools(rng, mshape), axis))
    return cases


def operand(rng, out):
    """A shape that broadcasts to out: leading dims dropped, some set to 1."""
    lead = goldenlib.rint(rng, 0, len(out))
    return [1 if rng.random() < 0.35 else d for d in out[lead:]]


def random_where(rng):
    rank = goldenlib.rint(rng, 0, 5)
    out = small_dims(rng, rank)
    shapes = [operand(rng, out) for _ in range(3)]
    if rng.random() < 0.12 and rank > 0:  # break one dimension
        s = shapes[goldenlib.rint(rng, 0, 2)]
        if s:
            i = goldenlib.rint(rng, 0, len(s) - 1)
            s[i] = s[i] + goldenlib.rint(rng, 1, 2)
    cs, xs, ys = shapes
    return where_case(cs, bools(rng, cs), xs, ys)


def fixed_cases():
    t, f = True, False
    cases = [
        boolean_mask_case([4], np.array([t, f, t, f]), 0),
        boolean_mask_case([3, 2], np.array([t, f, t]), 0),
        boolean_mask_case([3, 2], np.array([t, f]), 1),
        boolean_mask_case([3, 2], np.array([t, f]), -1),  # TF: incompatible
        boolean_mask_case([3, 2], np.array([t, f, t]), -2),
        boolean_mask_case([2, 3, 4], np.ones((3, 4), bool), -3),  # TF bug: NumPy's answer
        boolean_mask_case([2, 3], np.array(t), 0),
        boolean_mask_case([], np.array([t]), 0),
        boolean_mask_case([0, 3], np.zeros((0,), bool), 0),
        boolean_mask_case([2, 0, 3], np.zeros((2, 0), bool), 0),
        where_case([], np.array(t), [2, 3], [2, 3]),
        where_case([3, 1], np.array([[t], [f], [t]]), [1, 4], [3, 4]),
        where_case([2], np.array([t, f]), [3], [2]),
        where_case([0], np.zeros(0, bool), [1], [0]),
        where_case([0], np.zeros(0, bool), [2], [1]),
        argwhere_case(np.array(t)),
        argwhere_case(np.array(f)),
        argwhere_case(np.zeros((2, 0, 3), bool)),
    ]
    return cases


def main():
    rng = np.random.default_rng(SEED)
    cases = fixed_cases()
    nfixed = len(cases)
    while sum(c["op"] == "boolean_mask" and "error" not in c for c in cases) < 1500:
        cases += random_boolean_mask(rng)
    for _ in range(2000):
        cases.append(random_where(rng))
    for _ in range(800):
        rank = goldenlib.rint(rng, 0, 5)
        cases.append(argwhere_case(bools(rng, small_dims(rng, rank))))
    goldenlib.write_cases(OUT, cases)
    kinds = goldenlib.error_counts(cases, required=("argument", "shape"))
    goldenlib.print_summary(OUT, cases, nfixed, len(cases) - nfixed, kinds)


if __name__ == "__main__":
    main()
