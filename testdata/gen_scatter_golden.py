#!/usr/bin/python3
"""Generate testdata/scatter_golden.json: golden cases for TensorFlow's
ScatterNd, TensorScatterUpdate/Add/Sub/Min/Max, ScatterNdUpdate and
ScatterNdAdd (CPU kernel semantics), computed with NumPy.

Run from the repository root (Debian's python3-numpy; no pip):

    /usr/bin/python3 testdata/gen_scatter_golden.py

Deterministic (fixed seed).  The rules are TensorFlow's
tensorflow/core/kernels/scatter_nd_op.cc (ScatterNdOp, TensorScatterOp,
ScatterNdUpdateOp, PrepareAndValidateInputs, DoScatterNd) and
scatter_nd_util.cc (ValidateScatterNdUpdateShape), re-implemented here
independently of the Go code; where NumPy has no rule (negative indices are
errors, not wrapped; the error checks and their messages) the script
applies TensorFlow's.  Values are computed with NumPy: np.add.at for the
adding ops (ScatterNd, TensorScatterAdd, ScatterNdAdd), np.subtract.at,
np.minimum.at, np.maximum.at, and, for the updates, row-by-row assignment
in row-major order (the last duplicate wins, as this library documents),
cross-checked against NumPy's fancy assignment when no row repeats.

JSON format: {"cases":[...]}, one case per line:
    "op"            one of OPS
    "index_type"    "int32" or "int64"
    "shape"         the output shape (ScatterNd) or the tensor/ref shape
    "tensor"        flat row-major tensor/ref values (not for ScatterNd)
    "indices_shape", "indices" (flat), "updates_shape", "updates" (flat)
  and either
    "values"        the flat row-major result (of the ref, in place)
    "strings"       ScatterNd only: the result when the updates are the
                    decimal texts of "updates" (string + concatenates, in
                    row-major order of the rows)
  or
    "error"         "shape", "index" or "argument" (nd.ErrShape,
                    nd.ErrIndexOutOfRange, nd.ErrArgument)
    "message"       TensorFlow's message, exactly
Values are small non-negative integers, so that every dtype (int8, uint8,
bool as value != 0) can hold them and + on bool is ||.
"""

import math
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True
from goldenlib import (EXTREMES, error_counts, pick, print_summary, rint,
                       write_cases)  # noqa: E402

SEED = 20261123
NCASES = 4000
MAX_ELEMS = 300
OPS = ["ScatterNd", "TensorScatterUpdate", "TensorScatterAdd",
       "TensorScatterSub", "TensorScatterMin", "TensorScatterMax",
       "ScatterNdUpdate", "ScatterNdAdd"]
I32_MAX = 2 ** 31 - 1


class TFError(Exception):
    def __init__(self, kind, message):
        super().__init__(message)
        self.kind, self.message = kind, message


def dbg(dims):
    """TensorShape::DebugString."""
    return "[" + ",".join(str(d) for d in dims) + "]"


def valid_empty(inputs, indices, updates):
    if indices == 0 and updates == 0:
        return True
    return inputs != 0 and indices != 0 and updates != 0


def shape_err(msg):
    raise TFError("shape", msg)


def nd_outer_inner(out, idx, upd):
    """ScatterNdOp's outer and inner checks (also TF's shape function)."""
    outer = len(idx) - 1
    for i in range(outer):
        if i >= len(upd) or idx[i] != upd[i]:
            shape_err("Dimensions [0,%d) of indices[shape=%s] must match "
                      "dimensions [0,%d) of updates[shape=%s]"
                      % (outer, dbg(idx), outer, dbg(upd)))
    ix = idx[outer]
    msg = ("Dimensions [%d,%d) of input[shape=%s] must match dimensions "
           "[%d,%d) of updates[shape=%s]"
           % (ix, len(out), dbg(out), outer, len(upd), dbg(upd)))
    if len(upd) - outer != len(out) - ix:
        shape_err(msg)
    for i in range(len(upd) - outer):
        if upd[i + outer] != out[ix + i]:
            shape_err(msg)


def tensor_checks(out, idx, upd):
    if not valid_empty(math.prod(out), math.prod(idx), math.prod(upd)):
        shape_err("Indices and updates specified for empty output shape")
    outer = len(idx) - 1
    for i in range(outer):
        if i >= len(upd) or idx[i] != upd[i]:
            shape_err("Outer dimensions of indices and update must match. "
                      "Indices shape: %s, updates shape:%s"
                      % (dbg(idx), dbg(upd)))
    ix = idx[outer]
    if len(upd) - outer != len(out) - ix:
        shape_err("Inner dimensions of output shape must match inner "
                  "dimensions of updates shape. Output: %s updates: %s"
                  % (dbg(out), dbg(upd)))
    for i in range(len(upd) - outer):
        if upd[i + outer] != out[ix + i]:
            shape_err("The inner %d dimensions of output.shape=%s must match "
                      "the inner %d dimensions of updates.shape=%s"
                      % (len(out) - ix, dbg(out), len(upd) - outer, dbg(upd)))


def prepare(out, idx, upd, itype):
    """PrepareAndValidateInputs; returns slice_dim."""
    if len(out) < 1:
        shape_err("Output must be at least 1-D, got shape: " + dbg(out))
    if not valid_empty(math.prod(out), math.prod(idx), math.prod(upd)):
        shape_err("Indices and updates specified for empty output.  "
                  "indices shape: " + dbg(idx))
    if upd[0] != idx[0]:
        shape_err("Dimensions [0,1) of indices[shape=%s] = %d must match "
                  "dimensions [0,1) of updates[shape=%s] = %d"
                  % (dbg(idx), idx[0], dbg(upd), upd[0]))
    # ValidateScatterNdUpdateShape
    sd = idx[-1] if len(idx) > 1 else 1
    bd = len(idx) - 1 if len(idx) > 1 else 1
    pre = ("Dimensions [0,%d) of indices[shape=%s] must match dimensions "
           "[0,%d) of updates[shape=%s]" % (bd, dbg(idx), bd, dbg(upd)))
    suf = ("Dimensions [%d,%d) of input[shape=%s] must match dimensions "
           "[%d,%d) of updates[shape=%s]"
           % (sd, len(out), dbg(out), sd, len(upd), dbg(upd)))
    if len(upd) < bd:
        shape_err(pre)
    if len(out) < sd + (len(upd) - bd):
        shape_err(suf)
    if len(upd) != bd + len(out) - sd:
        shape_err(suf)
    for d in range(bd):
        if upd[d] != idx[d]:
            shape_err(pre)
    for d in range(len(upd) - bd):
        if upd[d + bd] != out[d + sd]:
            shape_err(suf)
    if itype == "int32":
        if math.prod(idx) > I32_MAX:
            raise TFError("argument", "indices has too many elements for int32 "
                          "indexing: %d > %d" % (math.prod(idx), I32_MAX))
        if out[0] > I32_MAX:
            raise TFError("argument", "params_shape[0] too large for int32 "
                          "indexing: %d > %d" % (out[0], I32_MAX))
        if math.prod(out[sd:]) > I32_MAX:
            raise TFError("argument", "slice size is too large for indexing: "
                          "%d > %d" % (math.prod(out[sd:]), I32_MAX))
    return sd


def slice_debug(shape, flat):
    if len(shape) == 0:
        return ""
    strides = [1] * len(shape)
    for i in range(len(shape) - 2, -1, -1):
        strides[i] = strides[i + 1] * shape[i + 1]
    parts = []
    for s in strides:
        parts.append(str(flat // s))
        flat %= s
    return "[" + ",".join(parts) + "]"


def tf_check(op, out, idx, upd, indices, itype):
    """All checks in kernel order; returns the index rows (lists)."""
    if len(idx) < 1:
        shape_err("Indices shape must have rank at least one. Found:" + dbg(idx))
    if len(upd) < 1:
        shape_err("Updates shape must have rank at least one. Found:" + dbg(upd))
    if op == "ScatterNd":
        if not valid_empty(len(out), math.prod(idx), math.prod(upd)):
            shape_err("Indices and updates specified for empty output shape")
        nd_outer_inner(out, idx, upd)
    elif op.startswith("Tensor"):
        tensor_checks(out, idx, upd)
    elif len(idx) == 1:  # ScatterNdUpdate/Add: one row of K components
        nd_outer_inner(out, idx, upd)
    sd = prepare(out, idx, upd, itype)
    if math.prod(out) == 0:
        return sd, []
    if sd == 0:
        shape_err("Only indices.shape[-1] values between 1 and 5 are "
                  "currently supported.  Requested rank: 0")
    n = math.prod(idx) // sd
    rows = [indices[r * sd:(r + 1) * sd] for r in range(n)]
    for r, row in enumerate(rows):
        if any(v < 0 or v >= out[k] for k, v in enumerate(row)):
            raise TFError("index", "indices%s = [%s] does not index into "
                          "shape %s" % (slice_debug(idx[:-1], r),
                                        ", ".join(str(v) for v in row),
                                        dbg(out)))
    return sd, rows


UFUNC = {"ScatterNd": np.add, "TensorScatterAdd": np.add,
         "ScatterNdAdd": np.add, "TensorScatterSub": np.subtract,
         "TensorScatterMin": np.minimum, "TensorScatterMax": np.maximum}


def run_case(c):
    op, out, idx, upd = c["op"], c["shape"], c["indices_shape"], c["updates_shape"]
    try:
        sd, rows = tf_check(op, out, idx, upd, c["indices"], c["index_type"])
    except TFError as e:
        c["error"], c["message"] = e.kind, e.message
        return c
    base = (np.zeros(out, dtype=np.int64) if op == "ScatterNd"
            else np.array(c["tensor"], dtype=np.int64).reshape(out))
    res = base.copy()
    if rows:
        u = np.array(c["updates"], dtype=np.int64).reshape(len(rows), -1)
        ix = np.array(rows, dtype=np.int64).reshape(len(rows), sd)
        key = tuple(ix[:, k] for k in range(sd))
        uu = u.reshape((len(rows),) + tuple(out[sd:]))
        if op in UFUNC:
            UFUNC[op].at(res, key, uu)
            # independent: a row loop
            alt = base.copy()
            for r, row in enumerate(rows):
                alt[tuple(row)] = UFUNC[op](alt[tuple(row)], uu[r])
            assert np.array_equal(alt, res), c
        else:
            for r, row in enumerate(rows):
                res[tuple(row)] = uu[r]
            if len(set(map(tuple, rows))) == len(rows):
                alt = base.copy()
                alt[key] = uu
                assert np.array_equal(alt, res), c
    c["values"] = res.reshape(-1).tolist()
    if op == "ScatterNd":
        s = np.full(out, "", dtype=object)
        if rows:
            texts = np.array([str(v) for v in c["updates"]], dtype=object)
            np.add.at(s, key, texts.reshape(uu.shape))
        c["strings"] = s.reshape(-1).tolist()
    return c


def mk(op, shape, indices, updates, tensor=None, itype="int64", name=None,
       indices_shape=None, updates_shape=None):
    c = {}
    if name:
        c["name"] = name
    a = np.array(indices, dtype=np.int64)
    ish = list(a.shape) if indices_shape is None else indices_shape
    u = np.array(updates, dtype=np.int64)
    ush = list(u.shape) if updates_shape is None else updates_shape
    c.update({"op": op, "index_type": itype, "shape": list(shape)})
    if op != "ScatterNd":
        c["tensor"] = (list(range(math.prod(shape))) if tensor is None
                       else list(tensor))
    c.update({"indices_shape": ish, "indices": a.reshape(-1).tolist(),
              "updates_shape": ush, "updates": u.reshape(-1).tolist()})
    return c


def fixed_cases():
    out = []
    for op in OPS:
        out += [
            mk(op, [8], [[4], [3], [1], [7]], [9, 10, 11, 12],
               name="vector, four rows"),
            mk(op, [4, 4], [[0], [2]], [[5, 5, 5, 5], [6, 6, 6, 6]],
               name="rows of a matrix"),
            mk(op, [3], [[1], [1], [1]], [1, 2, 3], name="duplicates"),
            mk(op, [3], [[-1]], [1], name="negative row is an error"),
            mk(op, [3, 2], [[0, 2]], [1], name="inner component == dim"),
            mk(op, [3], np.zeros((0, 1), dtype=np.int64), [],
               updates_shape=[0], name="no rows"),
            mk(op, [], [[0]], [1], name="scalar output"),
            mk(op, [4], [0], [1], name="1-D indices"),
            mk(op, [4, 3], [[1], [9]], [[1, 1, 1], [2, 2, 2]],
               itype="int32", name="bad second row, int32"),
            mk(op, [0, 3], np.zeros((2, 2, 2), dtype=np.int64),
               np.zeros((2, 2, 2)), name="testEmptyOutputShape1"),
            mk(op, [0], np.zeros((0,), dtype=np.int64), [],
               updates_shape=[0], name="testEmptyOutputShape3"),
            mk(op, [8], np.zeros((4, 1, 1), dtype=np.int64), [1, 2, 3, 4],
               name="updates rank below outer dims (TF issue 93680)"),
            mk(op, [2, 2], np.zeros((2, 0), dtype=np.int64), [[1, 1], [2, 2]],
               name="K = 0"),
            mk(op, [3000000000, 0], np.zeros((0, 2), dtype=np.int64), [],
               updates_shape=[0], itype="int32",
               name="params_shape[0] over int32 with int32 indices"),
            mk(op, [2, 2, 2], np.zeros((3, 2, 2), dtype=np.int64),
               np.zeros((2, 2, 2)), name="testRank3InvalidShape1"),
            mk(op, [2, 2, 2], np.zeros((2, 2, 1), dtype=np.int64),
               np.zeros((2, 2)), name="testRank3InvalidShape2"),
        ]
    return out


def rand_bad(rng, d):
    return pick(rng, [d, d + 1, d + 7, -1, -d - 1] + EXTREMES,
                [4, 2, 1, 4, 1, 0.5, 0.5, 0.5, 0.5])


def draw(rng):
    op = OPS[rint(rng, 0, len(OPS) - 1)]
    rank = pick(rng, [0, 1, 2, 3, 4, 5], [0.3, 3, 4, 3, 2, 1])
    out = [pick(rng, [0, 1, 2, 3, 4, 5], [0.3, 2, 3, 3, 2, 1])
           for _ in range(rank)]
    K = pick(rng, list(range(0, rank + 2)), [0.15] + [3] * rank + [0.2])
    irank = pick(rng, [1, 2, 3, 4], [0.15, 5, 2, 0.7])
    if irank == 1:
        ish = [K]
    else:
        ish = [pick(rng, [0, 1, 2, 3, 4, 6], [0.3, 2, 3, 2, 1, 1])
               for _ in range(irank - 1)] + [K]
    outer = ish[:-1] if irank > 1 else []
    ush = outer + out[K:]
    if rng.random() < 0.08 and ush:  # a shape error
        i = rint(rng, 0, len(ush) - 1)
        ush[i] = ush[i] + rint(rng, 1, 2)
    elif rng.random() < 0.04:
        ush = ush[:-1] if ush else [1]
    if math.prod(ish) > 60 or math.prod(ush) > MAX_ELEMS or \
            math.prod(out) > MAX_ELEMS:
        return None
    n = math.prod(outer) if K else 0
    vals = []
    dup = rng.random() < 0.4
    for r in range(n):
        if dup and r > 0 and rng.random() < 0.4:
            vals += vals[rint(rng, 0, r - 1) * K:][:K]
            continue
        for k in range(K):
            d = out[k] if k < len(out) else 3
            vals.append(rint(rng, 0, d - 1) if d > 0 else 0)
    if vals and rng.random() < 0.12:
        i = rint(rng, 0, len(vals) - 1)
        d = out[i % K] if i % K < len(out) else 3
        vals[i] = rand_bad(rng, d)
    if len(vals) < math.prod(ish):  # K == 0 or 1-D indices
        vals += [rint(rng, 0, 2) for _ in range(math.prod(ish) - len(vals))]
    itype = "int32" if rng.random() < 0.4 else "int64"
    if itype == "int32" and any(v < -2 ** 31 or v > I32_MAX for v in vals):
        itype = "int64"
    c = {"op": op, "index_type": itype, "shape": out}
    if op != "ScatterNd":
        c["tensor"] = [rint(rng, 0, 20) for _ in range(math.prod(out))]
    c.update({"indices_shape": ish, "indices": vals, "updates_shape": ush,
              "updates": [rint(rng, 0, 20) for _ in range(math.prod(ush))]})
    return c


def main():
    path = os.path.join(HERE, "scatter_golden.json")
    rng = np.random.default_rng(SEED)
    fixed = [run_case(c) for c in fixed_cases()]
    rand = []
    while len(rand) < NCASES:
        c = draw(rng)
        if c is not None:
            rand.append(run_case(c))
    cases = fixed + rand
    write_cases(path, cases)
    ops = {op: sum(1 for c in cases if c["op"] == op) for op in OPS}
    print_summary(path, cases, len(fixed), NCASES,
                  error_counts(cases, ["shape", "index", "argument"]),
                  extra=["ops %s" % ops])


if __name__ == "__main__":
    main()
