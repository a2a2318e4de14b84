#!/usr/bin/python3
"""Generate testdata/strided_slice_golden.json: golden cases for TensorFlow's
StridedSlice (the CPU kernel's semantics), computed with NumPy.

Run from the repository root (Debian's python3-numpy; no pip):

    /usr/bin/python3 testdata/gen_strided_slice_golden.py

The output is deterministic (fixed seed, numpy.random.default_rng(SEED)).
The spec is /work/shared/reference/tf-strided-slice-gather-nd.md, which
transcribes tensorflow/core/util/strided_slice_op.cc (ValidateStridedSliceOp,
BuildDenseSpec).  Where TensorFlow and NumPy differ, TensorFlow core wins.

Rules implemented (x has rank R and shape dim[0..R-1]; n = len(strides))
-----------------------------------------------------------------------
0. Argument checks, in this order:
     "length mismatch"    len(begin), len(end), len(strides) not all equal
     "too long"           n >= 32
     "multiple ellipses"  ellipsis_mask has more than one bit set, counting
                          ALL 32 bits (also bits >= n)
1. Classify entry i (bit i of each mask), precedence
     ellipsis > new axis > (shrink | range):
   - ellipsis bit: an ellipsis; begin/end/stride and all other bits ignored;
   - else new_axis bit: a new axis of size 1; begin/end/stride (even 0) and
     begin/end/shrink bits ignored;
   - else a REAL entry: a single index if the shrink bit is set, else a range.
   No ellipsis among entries 0..n-1: an implicit one is appended after the
   last entry.  Mask bits at positions >= n are ignored (except in the
   one-ellipsis check).
2. Dense spec (BuildDenseSpec, literally: full_index, next_index =
   min(R - (sparse_dims - i) + 1 + new_axes_after_ellipsis, R)):
     k real entries > R                      -> "too many indices"
   the ellipsis stands for R - k full dimensions (begin/end masked,
   stride 1); real entries take input dims left to right.
3. Per dense dimension j, in order (d = dim[j], s = stride):
     s == 0                                   -> "zero stride"
     single index and s < 0                   -> "negative shrink stride"
     single index: idx = begin + d if begin < 0 else begin; unless
       0 <= idx < d                           -> "shrink out of range"
     (a single index ignores begin_mask, end_mask and end, and accepts any
     positive stride; it is begin=idx, end=idx+1, size 1, dropped from the
     output)
     range: legal interval [0, d] (s > 0) or [-1, d-1] (s < 0); a masked
     begin is 0 / d-1, a masked end is d / -1; otherwise value + d once if
     negative, then clamp into the interval (never an error, int64 extremes
     included); size = ceil((end-begin)/s) if end-begin is non-zero and has
     the sign of s, else 0.
4. processing_shape = the dense sizes (single indices count 1); out_shape:
   new axis -> 1, ellipsis -> its dims' sizes, range -> its size, single
   index -> nothing.  Values are x[processing] reshaped to out_shape.

Not modelled: TF's "Unhandled input dimensions" limit for processing rank
> 8 (no case here has rank > 5).

JSON format
-----------
    {"cases":[
    {"shape":[4],"begin":[-2],"end":[0],"strides":[-1],"begin_mask":0,
     "end_mask":1,"ellipsis_mask":0,"new_axis_mask":0,"shrink_axis_mask":0,
     "out_shape":[3],"processing_shape":[3],"values":[2,1,0]},
    {"shape":[4],"begin":[7],"end":[8],"strides":[1],...,
     "error":"shrink out of range"},
    ...
    ]}

One case per line.  Keys of a case:
    "name"              optional, only on hand-written cases; free text
    "shape"             input shape (may be [] and may hold 0)
    "begin","end","strides"
                        lists of int64 (may be empty; lengths may differ
                        only in "length mismatch" cases); values may be the
                        int64 extremes -2**63 and 2**63-1
    "begin_mask","end_mask","ellipsis_mask","new_axis_mask","shrink_axis_mask"
                        unsigned 32-bit integers (0 .. 2**32-1); TF's int32
                        attribute -1 is 4294967295, -2**31 is 2147483648
  and either
    "out_shape"         final output shape
    "processing_shape"  dense shape before dropping single indices and
                        inserting new axes
    "values"            output elements, flat row-major; the input is
                        np.arange(prod(shape)).reshape(shape), so these are
                        flat row-major positions into the input
  or
    "error"             one of "length mismatch", "too long",
                        "multiple ellipses", "too many indices",
                        "zero stride", "negative shrink stride",
                        "shrink out of range"  (the FIRST error, in the
                        order given in the rules above)

The file starts with 64 hand-written cases ("name"), followed by NCASES
random cases: ranks 0-5, dims 0-6, 0..rank+3 entries, about 12% errors of
every kind, outputs of at most MAX_OUT values (larger draws are redrawn).

How the expected results are computed / cross-checked (asserted)
----------------------------------------------------------------
* The rules above produce the dense spec; NumPy basic slicing of the dense
  spec (a tuple of Python slices) gives the processing array, which is
  reshaped to out_shape.  Independently, a tuple of slices / ints /
  np.newaxis in output order must give the same array, and each dense
  slice must select exactly begin + j*s for j < size.
* Every successful case: NumPy's own x[t] with the direct translation of
  the sparse spec (ellipsis -> ..., new axis -> None, single index ->
  int(begin), range -> slice(begin|None, end|None, stride)) must be equal
  (NumPy does its own ellipsis expansion and clamping).  "Plain" cases --
  exactly what tf.Tensor.__getitem__ would encode for a NumPy index tuple
  (no stray bits, no garbage, stride 1 on single indices) -- are thereby
  checked against plain NumPy indexing.
* Error cases of kinds NumPy also has ("too many indices", "shrink out of
  range", a zero stride on a range, two ellipsis bits among 0..n-1) must
  make the direct translation raise in NumPy too.
* Hand-written cases pin their expected masks / shapes / values / errors.
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

SEED = 20240612
NCASES = 6200
MAX_OUT = 400          # max number of output values per case
MAX_IN = 4000          # max number of input elements per case
U32 = 0xFFFFFFFF

E_LEN = "length mismatch"
E_LONG = "too long"
E_ELL = "multiple ellipses"
E_MANY = "too many indices"
E_ZERO = "zero stride"
E_NEGSHRINK = "negative shrink stride"
E_SHRINK = "shrink out of range"
ERROR_KINDS = [E_LEN, E_LONG, E_ELL, E_MANY, E_ZERO, E_NEGSHRINK, E_SHRINK]

MASK_KEYS = ["begin_mask", "end_mask", "ellipsis_mask", "new_axis_mask",
             "shrink_axis_mask"]


class SSError(Exception):
    pass


# ---------------------------------------------------------------------------
# TensorFlow's algorithm
# ---------------------------------------------------------------------------

def bit(mask, i):
    return (mask >> i) & 1 == 1


def classify(n, ell, new, shrink):
    kinds = []
    for i in range(n):
        if bit(ell, i):
            kinds.append("ellipsis")
        elif bit(new, i):
            kinds.append("newaxis")
        elif bit(shrink, i):
            kinds.append("shrink")
        else:
            kinds.append("range")
    return kinds


def tf_strided_slice(c):
    """Returns (dense, final) or raises SSError(kind).

    dense: one dict per input dim with kind/begin/end/stride/size (canonical)
    final: output-order list of ("new",) or ("dim", j) or ("shrink", j)"""
    shape = c["shape"]
    begin, end, strides = c["begin"], c["end"], c["strides"]
    bm, em, ell, new, shrink = (c[k] for k in MASK_KEYS)
    for m in (bm, em, ell, new, shrink):
        assert 0 <= m <= U32
    n = len(strides)
    if len(begin) != n or len(end) != n:
        raise SSError(E_LEN)
    if n >= 32:
        raise SSError(E_LONG)
    if ell & (ell - 1):
        raise SSError(E_ELL)

    R = len(shape)
    kinds = classify(n, ell, new, shrink)
    # sparse spec: new axes after the (first) ellipsis, implicit ellipsis
    ellipsis_seen = False
    num_add_after = 0
    for i in range(n):
        if ellipsis_seen and bit(new, i):
            num_add_after += 1
        if bit(ell, i):
            ellipsis_seen = True
    if not ellipsis_seen:
        kinds.append("ellipsis")
    sparse_dims = len(kinds)

    # BuildDenseSpec
    dense = []
    final = []
    full_index = 0
    for i, kind in enumerate(kinds):
        if kind == "ellipsis":
            next_index = min(R - (sparse_dims - i) + 1 + num_add_after, R)
            while full_index < next_index:
                dense.append({"kind": "range", "begin": 0, "end": 0,
                              "stride": 1, "bm": True, "em": True})
                final.append(("dim", full_index))
                full_index += 1
        elif kind == "newaxis":
            final.append(("new",))
        else:
            if full_index == R:
                raise SSError(E_MANY)
            dense.append({"kind": kind, "begin": begin[i], "end": end[i],
                          "stride": strides[i], "bm": bit(bm, i),
                          "em": bit(em, i)})
            final.append(("shrink" if kind == "shrink" else "dim",
                          full_index))
            full_index += 1
    k = sum(1 for t in kinds if t in ("range", "shrink"))
    assert k <= R and full_index == R and len(dense) == R, (c, kinds)

    # per-dimension canonicalisation, errors in order
    for j, e in enumerate(dense):
        d = shape[j]
        s = e["stride"]
        if s == 0:
            raise SSError(E_ZERO)
        if e["kind"] == "shrink":
            if s < 0:
                raise SSError(E_NEGSHRINK)
            idx = e["begin"] + d if e["begin"] < 0 else e["begin"]
            if idx < 0 or idx >= d:
                raise SSError(E_SHRINK)
            e["begin"], e["end"], e["size"] = idx, idx + 1, 1
            continue
        e["begin"], e["end"], e["size"] = canon_range(
            e["begin"], e["end"], s, d, e["bm"], e["em"])
    return dense, final


def canon_range(begin, end, s, d, bmask, emask):
    """A range on a dim of size d, stride s != 0 -> (begin, end, size)."""
    lo, hi = (0, d) if s > 0 else (-1, d - 1)   # legal interval

    def canonical(x, masked, which):
        if masked:
            # masked begin: 0 (s > 0) / d-1 (s < 0);
            # masked end:   d (s > 0) / -1  (s < 0)
            if which == 0:
                return lo if s > 0 else hi
            return hi if s > 0 else lo
        xf = x + d if x < 0 else x                # + d once
        return lo if xf < lo else hi if xf > hi else xf

    b = canonical(begin, bmask, 0)
    e = canonical(end, emask, 1)
    L = e - b
    if L == 0 or (L < 0) != (s < 0):
        size = 0
    else:
        size = (abs(L) + abs(s) - 1) // abs(s)  # ceil(L / s)
    return b, e, size


def shapes_of(dense, final):
    proc = [e["size"] for e in dense]
    out = []
    for f in final:
        if f[0] == "new":
            out.append(1)
        elif f[0] == "dim":
            out.append(dense[f[1]]["size"])
    return proc, out


def py_slice(e, d):
    """A Python slice selecting exactly begin + j*stride, j < size."""
    b, en, s = e["begin"], e["end"], e["stride"]
    if e["kind"] == "shrink":
        sl = slice(b, b + 1)
    elif e["size"] == 0:
        sl = slice(0, 0, s)
    else:
        sl = slice(b, None if en < 0 else en, s)
    want = [e["begin"] + j * s for j in range(e["size"])]
    got = np.arange(d)[sl].tolist()
    assert got == want, (e, d, got, want)
    return sl


def numpy_direct(c):
    """Direct translation of the sparse spec into a NumPy index tuple."""
    t = []
    for i, kind in enumerate(classify(len(c["strides"]), c["ellipsis_mask"],
                                      c["new_axis_mask"],
                                      c["shrink_axis_mask"])):
        if kind == "ellipsis":
            t.append(Ellipsis)
        elif kind == "newaxis":
            t.append(None)
        elif kind == "shrink":
            t.append(c["begin"][i])
        else:
            t.append(slice(None if bit(c["begin_mask"], i) else c["begin"][i],
                           None if bit(c["end_mask"], i) else c["end"][i],
                           c["strides"][i]))
    return tuple(t)


def is_plain(c):
    """Exactly what tf.Tensor.__getitem__ encodes for some NumPy tuple."""
    n = len(c["strides"])
    if len(c["begin"]) != n or len(c["end"]) != n or n >= 32:
        return False
    for k in MASK_KEYS:
        if c[k] >> n:
            return False
    for i, kind in enumerate(classify(n, c["ellipsis_mask"],
                                      c["new_axis_mask"],
                                      c["shrink_axis_mask"])):
        b, e, s = c["begin"][i], c["end"][i], c["strides"][i]
        bb, eb = bit(c["begin_mask"], i), bit(c["end_mask"], i)
        nb, sb = bit(c["new_axis_mask"], i), bit(c["shrink_axis_mask"], i)
        if kind in ("ellipsis", "newaxis"):
            if (b, e, s) != (0, 0, 1) or bb or eb or sb or \
                    (kind == "ellipsis" and nb):
                return False
        elif kind == "shrink":
            if s != 1 or e != b + 1 or bb or eb:
                return False
        else:
            if (bb and b != 0) or (eb and e != 0):
                return False
    return True


def run_case(c):
    """Fill in the result fields of case dict c (with all cross-checks).
    Returns which cross-checks applied: {"plain": bool, "numpy": bool}."""
    shape = c["shape"]
    x = np.arange(math.prod(shape), dtype=np.int64).reshape(shape)
    plain = is_plain(c)
    try:
        dense, final = tf_strided_slice(c)
    except SSError as ex:
        kind = str(ex)
        c["error"] = kind
        n = len(c["strides"])
        direct_must_fail = kind in (E_MANY, E_SHRINK)
        if kind == E_ELL and bin(c["ellipsis_mask"] & ((1 << n) - 1)).count(
                "1") >= 2:
            direct_must_fail = True
        if kind == E_ZERO:
            # zero stride on a range entry (not a single index) -> NumPy
            # ValueError as well
            direct_must_fail = zero_stride_kind(c) == "range"
        if plain and kind not in (E_LEN, E_LONG):
            direct_must_fail = True
        if direct_must_fail:
            try:
                x[numpy_direct(c)]
            except (IndexError, ValueError):
                pass
            else:
                raise AssertionError("numpy accepted %r" % c)
        return {"plain": plain, "numpy": direct_must_fail}
    proc, out = shapes_of(dense, final)
    slices = tuple(py_slice(e, shape[j]) for j, e in enumerate(dense))
    p = x[slices]
    assert list(p.shape) == proc, (c, p.shape, proc)
    r = p.reshape(out)
    # output-order tuple: ints for single indices, None for new axes
    t = []
    for f in final:
        if f[0] == "new":
            t.append(None)
        elif f[0] == "shrink":
            t.append(dense[f[1]]["begin"])
        else:
            t.append(slices[f[1]])
    # single indices not yet listed (impossible) / order of dims check
    r2 = np.asarray(x[tuple(t)])
    assert r2.shape == r.shape and np.array_equal(r, r2), c
    # NumPy's own interpretation of the sparse spec
    r3 = np.asarray(x[numpy_direct(c)])
    assert r3.shape == r.shape and np.array_equal(r, r3), (c, r3.shape)
    c["out_shape"] = list(out)
    c["processing_shape"] = list(proc)
    c["values"] = r.reshape(-1).tolist()
    return {"plain": plain, "numpy": True}


def zero_stride_kind(c):
    """Kind ("range"/"shrink") of the first real entry with stride 0 (real
    entries take dense dims left to right; ellipsis dims have stride 1)."""
    n = len(c["strides"])
    kinds = classify(n, c["ellipsis_mask"], c["new_axis_mask"],
                     c["shrink_axis_mask"])
    for i, kd in enumerate(kinds):
        if kd in ("range", "shrink") and c["strides"][i] == 0:
            return kd
    raise AssertionError("no zero stride on a real entry: %r" % c)


# ---------------------------------------------------------------------------
# TF's Python encoding of an index expression (tf.Tensor.__getitem__)
# ---------------------------------------------------------------------------

def tf_encode(expr):
    begin, end, strides = [], [], []
    masks = dict.fromkeys(MASK_KEYS, 0)
    for i, it in enumerate(expr):
        if it is Ellipsis:
            begin.append(0), end.append(0), strides.append(1)
            masks["ellipsis_mask"] |= 1 << i
        elif it is None:
            begin.append(0), end.append(0), strides.append(1)
            masks["new_axis_mask"] |= 1 << i
        elif isinstance(it, slice):
            if it.start is None:
                begin.append(0)
                masks["begin_mask"] |= 1 << i
            else:
                begin.append(it.start)
            if it.stop is None:
                end.append(0)
                masks["end_mask"] |= 1 << i
            else:
                end.append(it.stop)
            strides.append(1 if it.step is None else it.step)
        else:
            begin.append(it), end.append(it + 1), strides.append(1)
            masks["shrink_axis_mask"] |= 1 << i
    return begin, end, strides, masks


def mk(shape, begin, end, strides, bm=0, em=0, ell=0, new=0, shrink=0,
       name=None):
    c = {}
    if name is not None:
        c["name"] = name
    c.update({"shape": list(shape), "begin": list(begin), "end": list(end),
              "strides": list(strides), "begin_mask": bm & U32,
              "end_mask": em & U32, "ellipsis_mask": ell & U32,
              "new_axis_mask": new & U32, "shrink_axis_mask": shrink & U32})
    return c


def mk_expr(name, shape, expr):
    b, e, s, m = tf_encode(expr)
    c = mk(shape, b, e, s, m["begin_mask"], m["end_mask"], m["ellipsis_mask"],
           m["new_axis_mask"], m["shrink_axis_mask"], name=name)
    return c


# ---------------------------------------------------------------------------
# Hand-written cases
# ---------------------------------------------------------------------------

S = slice
N_ = None
E_ = Ellipsis


def fixed_cases():
    """List of (case, expect) where expect is a dict of pinned results,
    optionally with "expr": the NumPy expression the result must equal."""
    out = []

    def add(c, **expect):
        out.append((c, expect))

    # api_def example foo[1, 2:4, None, ..., :-3:-1, :]
    api_expr = (1, S(2, 4), N_, E_, S(None, -3, -1), S(None))
    api_shape = (3, 5, 4, 3, 4, 5)
    c = mk_expr("api_def foo[1, 2:4, None, ..., :-3:-1, :]", api_shape,
                api_expr)
    assert (c["begin_mask"], c["end_mask"], c["ellipsis_mask"],
            c["new_axis_mask"], c["shrink_axis_mask"]) == (48, 32, 8, 4, 1)
    assert c["begin"] == [1, 2, 0, 0, 0, 0] and c["end"] == [2, 4, 0, 0, -3, 0]
    assert c["strides"] == [1, 1, 1, 1, -1, 1]
    add(c, out_shape=[2, 1, 4, 3, 2, 5], expr=api_expr)
    # the same with garbage in every ignored position
    add(mk(api_shape, [1, 2, 2 ** 62, -7, I64_MAX, I64_MIN],
           [-5, 4, I64_MIN, 99, -3, 17], [3, 1, 0, -4, -1, 1],
           48, 32, 8, 4, 1,
           name="api_def example with garbage in ignored begin/end/strides"),
        out_shape=[2, 1, 4, 3, 2, 5], expr=api_expr)
    add(mk_expr("foo[-2::-1] on [1,2,3,4] is [3,2,1] (api_def erratum)", [4],
                (S(-2, None, -1),)), values=[2, 1, 0])
    add(mk_expr("foo[:] on (4,)", [4], (S(None),)), values=[0, 1, 2, 3])
    add(mk_expr("foo[0:-1] on (4,)", [4], (S(0, -1),)), values=[0, 1, 2])
    add(mk_expr("foo[2,...,5:8]", [3, 2, 9], (2, E_, S(5, 8))),
        out_shape=[2, 3])
    add(mk_expr("foo[:4,newaxis,:2]", [5, 3], (S(None, 4), N_, S(None, 2))),
        out_shape=[4, 1, 2])
    add(mk_expr("shrink encoding foo[:,3,:]", [2, 4, 3],
                (S(None), 3, S(None))), out_shape=[2, 3])
    add(mk_expr("foo[2,:]", [3, 4], (2, S(None))), values=[8, 9, 10, 11])
    add(mk_expr("foo[-1] on (4,) (shrink end encoded as 0)", [4], (-1,)),
        out_shape=[], values=[3])
    add(mk_expr("foo[...] on (3,4)", [3, 4], (E_,)), out_shape=[3, 4])
    add(mk_expr("foo[:, ...] on (3,4) is (3,4) (api_def erratum)", [3, 4],
                (S(None), E_)), out_shape=[3, 4])
    add(mk_expr("foo[newaxis, ...] on (3,4)", [3, 4], (N_, E_)),
        out_shape=[1, 3, 4])
    # tf.strided_slice docstring, t of shape (3,2,3)
    add(mk([3, 2, 3], [1, 0, 0], [2, 1, 3], [1, 1, 1],
           name="tf.strided_slice doc 1 -> [[[3,3,3]]]"),
        out_shape=[1, 1, 3], values=[6, 7, 8])
    add(mk([3, 2, 3], [1, 0, 0], [2, 2, 3], [1, 1, 1],
           name="tf.strided_slice doc 2 -> [[[3,3,3],[4,4,4]]]"),
        out_shape=[1, 2, 3], values=[6, 7, 8, 9, 10, 11])
    add(mk([3, 2, 3], [1, -1, 0], [2, -3, 3], [1, -1, 1],
           name="tf.strided_slice doc 3 -> [[[4,4,4],[3,3,3]]]"),
        out_shape=[1, 2, 3], values=[9, 10, 11, 6, 7, 8])
    add(mk_expr("foo[5:,:,:3]", [7, 8, 4], (S(5, None), S(None), S(None, 3))),
        out_shape=[2, 8, 3], expr=(S(5, 7), S(0, 8), S(0, 3)))
    add(mk_expr("foo[5:7,0:8,0:3]", [7, 8, 4], (S(5, 7), S(0, 8), S(0, 3))),
        out_shape=[2, 8, 3])
    add(mk_expr("foo[::-1]", [5], (S(None, None, -1),)),
        values=[4, 3, 2, 1, 0])
    add(mk_expr("foo[3:5,...,4:5]", [6, 2, 3, 6], (S(3, 5), E_, S(4, 5))),
        out_shape=[2, 2, 3, 1])
    add(mk_expr("foo[3:5,...]", [6, 2, 3], (S(3, 5), E_)),
        out_shape=[2, 2, 3])
    add(mk([4], [1], [7], [2], shrink=1,
           name="shrink ignores end and accepts stride 2"),
        out_shape=[], values=[1])
    add(mk([4], [1], [1], [1], bm=1, shrink=1,
           name="shrink ignores begin_mask (TF: 2 on [1,2,3,4]; TFLite: 1)"),
        out_shape=[], processing_shape=[1], values=[1])
    add(mk([4], [-1], [-1], [3], bm=1, em=1, shrink=1,
           name="shrink ignores begin_mask and end_mask, begin -1"),
        out_shape=[], values=[3])
    add(mk([4], [7], [8], [1], bm=1, shrink=1,
           name="masked shrink begin 7 out of range fails"),
        error=E_SHRINK)
    add(mk([4], [-5], [0], [1], shrink=1, name="shrink begin -5 on 4 fails"),
        error=E_SHRINK)
    add(mk([4], [1], [2], [-1], shrink=1,
           name="shrink with negative stride fails"), error=E_NEGSHRINK)
    add(mk([4], [1], [2], [0], shrink=1,
           name="shrink with zero stride: zero stride checked first"),
        error=E_ZERO)
    add(mk([4], [0], [4], [0], name="zero stride on a range fails"),
        error=E_ZERO)
    add(mk([3, 4], [0], [1], [1], ell=1 | (1 << 7),
           name="ellipsis_mask 1|(1<<7) with one entry fails"), error=E_ELL)
    add(mk([3, 4], [1], [3], [1], ell=1 << 7,
           name="ellipsis_mask 1<<7 alone is the implicit ellipsis"),
        out_shape=[2, 4], expr=(S(1, 3),))
    add(mk([3, 4], [1], [3], [1], ell=1 << 31,
           name="ellipsis_mask bit 31 alone (-2**31) is harmless"),
        out_shape=[2, 4])
    add(mk([3, 4], [], [], [], ell=U32,
           name="ellipsis_mask -1 (all bits) fails even with n = 0"),
        error=E_ELL)
    add(mk([], [], [], [], name="empty spec on a scalar is the identity"),
        out_shape=[], processing_shape=[], values=[0])
    add(mk([2, 3], [], [], [], name="empty spec on (2,3) is the identity"),
        out_shape=[2, 3], values=list(range(6)))
    add(mk([], [0] * 31, [0] * 31, [1] * 31, new=(1 << 31) - 1,
           name="31 new axes on a scalar"), out_shape=[1] * 31, values=[0])
    add(mk([], [0] * 32, [0] * 32, [1] * 32, new=U32,
           name="32 entries fail (n >= 32)"), error=E_LONG)
    add(mk([], [0], [1], [1], name="a real entry on a scalar fails"),
        error=E_MANY)
    add(mk([5], [I64_MIN], [I64_MAX], [1],
           name="begin=-2**63 end=2**63-1 is the full range"),
        values=[0, 1, 2, 3, 4])
    add(mk([5], [I64_MAX], [I64_MIN], [-1],
           name="begin=2**63-1 end=-2**63 stride -1 is the full reverse"),
        values=[4, 3, 2, 1, 0])
    add(mk([5], [-1], [-6], [-1],
           name="negative stride, end=-6 (<= -d-1) reaches index 0"),
        values=[4, 3, 2, 1, 0])
    add(mk([5], [-1], [-1], [-1],
           name="negative stride, end=-1 is the last element: empty"),
        out_shape=[0], values=[])
    add(mk_expr("inp[newaxis, :, 0] on 2x2 (testBothNewAxisAndShrink)",
                [2, 2], (N_, S(None), 0)), out_shape=[1, 2], values=[0, 2])
    add(mk([2, 3], [5, 0], [-9, 2], [0, 1], new=1,
           name="new axis with stride 0 and garbage begin/end is accepted"),
        out_shape=[1, 2, 3], expr=(N_, S(0, 2)))
    add(mk([2, 3], [9], [9], [-1], new=1, shrink=1,
           name="new_axis+shrink on the same bit is a new axis"),
        out_shape=[1, 2, 3])
    add(mk([2, 3], [9, 1], [9, 2], [0, 1], ell=1, new=1, shrink=1, bm=1,
           name="ellipsis+new_axis+shrink on the same bit is the ellipsis"),
        out_shape=[2, 1], expr=(E_, S(1, 2)))
    add(mk([2, 3], [0, 1], [1], [1, 1], name="begin/end lengths differ"),
        error=E_LEN)
    add(mk([2, 3], [0], [1], [1, 1], name="strides longer than begin/end"),
        error=E_LEN)
    add(mk([1, 1], [0] * 6, [1] * 6, [1] * 6, new=0b010010,
           name="(1,1) with 6 entries, 4 real: too many (TFLite "
                "NoInfiniteLoop divergence)"), error=E_MANY)
    add(mk_expr("x[3:1] empty", [5], (S(3, 1),)), values=[])
    add(mk_expr("x[0:-1:-1] empty", [5], (S(0, -1, -1),)), values=[])
    add(mk_expr("x[-1:0] empty", [5], (S(-1, 0),)), values=[])
    add(mk_expr("x[1:0] on (3,4) empty", [3, 4], (S(1, 0),)),
        out_shape=[0, 4])
    add(mk_expr("shrink on a size-0 dim fails", [0, 3], (0,)), error=E_SHRINK)
    add(mk_expr("[::-1] on a size-0 dim", [0, 3], (S(None, None, -1),)),
        out_shape=[0, 3])
    add(mk_expr("ellipsis standing for 0 dims", [2, 3], (1, E_, S(None, 2))),
        out_shape=[2])
    add(mk_expr("two ellipses", [3, 4], (E_, E_)), error=E_ELL)
    add(mk_expr("too many indices with ellipsis", [2, 3], (0, E_, 0, 0)),
        error=E_MANY)
    add(mk([3, 4], [0, 9], [1, 10], [0, 1], shrink=2,
           name="zero stride on dim 0 reported before shrink out of range "
                "on dim 1"), error=E_ZERO)
    add(mk([3, 4], [9, 0], [1, 1], [-1, 0], shrink=1,
           name="negative shrink stride on dim 0 before zero stride on dim 1"),
        error=E_NEGSHRINK)
    add(mk([3], [0, 0], [1, 1], [0, 0],
           name="too many indices reported before zero stride"), error=E_MANY)
    add(mk([3, 4], [1, 0], [3, 2], [1, 1], bm=0xFFFFFFF4, em=0x80000000,
           new=0xFFFFFFFC, shrink=0x7FFFFFF8, ell=1 << 30,
           name="stray mask bits beyond n are ignored"),
        out_shape=[2, 2], expr=(S(1, 3), S(0, 2)))
    add(mk_expr("x[1::2, ::-2] on (5,5)", [5, 5],
                (S(1, None, 2), S(None, None, -2))), out_shape=[2, 3])
    add(mk([3, 4], [1, -1], [0, -5], [2, -3], new=0, shrink=1, em=2,
           name="shrink stride 2 then reversed range with end masked"),
        out_shape=[2], values=[7, 4])
    return out


# ---------------------------------------------------------------------------
# Random cases
# ---------------------------------------------------------------------------

def rand_shape(rng):
    rank = pick(rng, [0, 1, 2, 3, 4, 5], [1, 3, 4, 4, 3, 2])
    while True:
        # smaller dims on high ranks, so that fewer outputs exceed MAX_OUT
        # (redrawing those would leave mostly empty results)
        w = [0.5, 2, 3, 3, 2.5, 2, 1] if rank <= 3 else \
            [0.5, 3, 3.5, 3, 1.5, 0.8, 0.4]
        shape = [pick(rng, [0, 1, 2, 3, 4, 5, 6], w) for _ in range(rank)]
        if math.prod(shape) <= MAX_IN:
            return shape


def rand_bound(rng, d):
    u = rng.random()
    if u < 0.55:
        return rint(rng, -d, d)
    if u < 0.78:
        return rint(rng, -d - 3, d + 3)
    if u < 0.88:
        return pick(rng, [d + 3, -(d + 3)], [1, 1])
    return pick(rng, EXTREMES, [1, 1, 1, 1])


def rand_garbage(rng):
    u = rng.random()
    if u < 0.5:
        return 0
    if u < 0.85:
        return rint(rng, -9, 9)
    return pick(rng, EXTREMES, [1, 1, 1, 1])


def rand_stride(rng):
    mag = pick(rng, [1, 2, 3, 4, 5], [10, 6, 2, 1, 1])
    return mag if rng.random() < 0.62 else -mag


def rand_bad_index(rng, d):
    return pick(rng, [d, d + 1, d + 3, -d - 1, -d - 2, -d - 3] + EXTREMES,
                [4, 2, 1, 4, 1, 1, 0.5, 0.5, 0.5, 0.5])


def rand_bits(rng, n, p):
    m = 0
    for i in range(n):
        if rng.random() < p:
            m |= 1 << i
    return m


def rand_stray(rng, n):
    """1-2 random bits at positions >= n (bit 31 favoured)."""
    if n >= 32:
        return 0
    m = 0
    for _ in range(rint(rng, 1, 2)):
        b = 31 if rng.random() < 0.3 else rint(rng, n, 31)
        m |= 1 << b
    return m


TARGETS = ["ok", E_ZERO, E_NEGSHRINK, E_SHRINK, E_MANY, E_ELL, E_LEN, E_LONG]
TARGET_W = [87.4, 2.5, 2.0, 3.0, 2.5, 1.5, 0.6, 0.5]


def draw(rng, target):
    """One random case dict (inputs only) aimed at target."""
    shape = rand_shape(rng)
    R = len(shape)
    if target == E_LONG:
        n = rint(rng, 32, 34)
    elif target == E_MANY:
        n = rint(rng, R + 1, R + 4)
    elif target == E_LEN and rng.random() < 0.15:
        n = rint(rng, 30, 33)
    else:
        n = pick(rng, list(range(R + 4)), [1] + [3] * R + [2, 1.2, 0.6])
    p_new = 0.08 if target == E_MANY else 0.18
    p_shrink = 0.5 if target in (E_NEGSHRINK, E_SHRINK) else 0.25
    nb = min(n, 32)
    bm = rand_bits(rng, nb, 0.25)
    em = rand_bits(rng, nb, 0.25)
    new = rand_bits(rng, nb, p_new)
    shrink = rand_bits(rng, nb, p_shrink)
    # ellipsis
    if target == E_ELL:
        cnt = pick(rng, [2, 3], [4, 1])
        bits = set()
        if n > 0 and rng.random() < 0.6:
            bits.add(rint(rng, 0, min(n, 32) - 1))
        while len(bits) < cnt:
            u = rng.random()
            if u < 0.3:
                bits.add(31)
            elif u < 0.65 and n > 0:
                bits.add(rint(rng, 0, min(n, 32) - 1))
            else:
                bits.add(rint(rng, 0, 31))
        ell = sum(1 << b for b in bits)
    else:
        u = rng.random()
        if u < 0.24 and n > 0:
            ell = 1 << rint(rng, 0, min(n, 32) - 1)
        elif u < 0.30 and n < 32:
            ell = 1 << (31 if rng.random() < 0.3 else rint(rng, n, 31))
        else:
            ell = 0
    # stray bits on the other masks
    if rng.random() < 0.12:
        if rng.random() < 0.5:
            bm |= rand_stray(rng, n)
        if rng.random() < 0.5:
            em |= rand_stray(rng, n)
        if rng.random() < 0.4:
            new |= rand_stray(rng, n)
        if rng.random() < 0.4:
            shrink |= rand_stray(rng, n)

    # which input dim each entry would take (to draw sensible values)
    kinds = classify(n, ell, new, shrink)
    real = [i for i, t in enumerate(kinds) if t in ("range", "shrink")]
    k = len(real)
    ell_pos = kinds.index("ellipsis") if "ellipsis" in kinds else n
    before = [i for i in real if i < ell_pos]
    after = [i for i in real if i > ell_pos]
    dim_of = {}
    for j, i in enumerate(before):
        dim_of[i] = j
    for j, i in enumerate(after):
        dim_of[i] = R - len(after) + j

    def dsize(i):
        j = dim_of.get(i)
        if j is None or j < 0 or j >= R or k > R:
            return rint(rng, 0, 6)
        return shape[j]

    begin, end, strides = [], [], []
    p_zero = 0.3 if target == E_ZERO else (0.0 if target == "ok" else 0.02)
    for i in range(n):
        t = kinds[i]
        if t in ("ellipsis", "newaxis"):
            if rng.random() < 0.5:
                b, e, s = 0, 0, 1
            else:
                b, e = rand_garbage(rng), rand_garbage(rng)
                s = 1 if rng.random() < 0.4 else pick(
                    rng, [0, 1, -1, 2, -2, 5], [3, 1, 1, 1, 1, 0.5])
        elif t == "shrink":
            d = dsize(i)
            if target == E_NEGSHRINK and rng.random() < 0.5:
                s = -pick(rng, [1, 2, 3], [4, 1, 1])
            elif rng.random() < p_zero:
                s = 0
            else:
                s = 1 if rng.random() < 0.8 else rint(rng, 2, 5)
            if (target == E_SHRINK and rng.random() < 0.5) or d == 0:
                b = rand_bad_index(rng, d)
            else:
                b = rint(rng, -d, d - 1)
            e = b + 1 if rng.random() < 0.55 else rand_garbage(rng)
            if b == I64_MAX and e == b + 1:
                e = I64_MIN
        else:
            d = dsize(i)
            s = 0 if rng.random() < p_zero else rand_stride(rng)
            b, e = rand_bound(rng, d), rand_bound(rng, d)
            # empty ranges come easily; redraw most of them (up to 3 times)
            if s != 0 and d > 0 and rng.random() < 0.8:
                for _ in range(3):
                    if canon_range(b, e, s, d, bit(bm, i),
                                   bit(em, i))[2] != 0:
                        break
                    b, e = rand_bound(rng, d), rand_bound(rng, d)
            # usually order the bounds along the stride so that the range
            # selects something
            if rng.random() < 0.7 and s != 0:
                pb, pe = (b + d if b < 0 else b), (e + d if e < 0 else e)
                if (pb > pe) == (s > 0):
                    b, e = e, b
            if bit(bm, i) and rng.random() < 0.5:
                b = 0
            if bit(em, i) and rng.random() < 0.5:
                e = 0
        begin.append(b)
        end.append(e)
        strides.append(s)

    if target == E_LEN:
        arrs = [begin, end, strides]
        which = rint(rng, 0, 2)
        if rng.random() < 0.5 or len(arrs[which]) == 0:
            for _ in range(rint(rng, 1, 2)):
                arrs[which].append(rint(rng, -3, 3) or 1)
        else:
            for _ in range(rint(rng, 1, 2)):
                if arrs[which]:
                    arrs[which].pop()
    return mk(shape, begin, end, strides, bm, em, ell, new, shrink)


def rand_case(rng):
    target = pick(rng, TARGETS, TARGET_W)
    while True:
        c = draw(rng, target)
        info = run_case(c)
        got = c.get("error", "ok")
        if got != target:
            continue
        if len(c.get("values", [])) > MAX_OUT:
            continue
        return c, info


def check_expect(c, expect):
    x = np.arange(math.prod(c["shape"]), dtype=np.int64).reshape(c["shape"])
    check_expected(c, expect, ("out_shape", "processing_shape", "values"))
    if "error" in expect:
        return
    if "expr" in expect:
        r = np.asarray(x[expect["expr"]])
        assert list(r.shape) == c["out_shape"], (c["name"], r.shape)
        assert r.reshape(-1).tolist() == c["values"], c["name"]
    # every hand-written case spelled as an encoded expression: NumPy agrees
    if is_plain(c):
        r = np.asarray(x[numpy_direct(c)])
        assert r.reshape(-1).tolist() == c["values"], c["name"]


def main():
    out_path = os.path.join(HERE, "strided_slice_golden.json")
    rng = np.random.default_rng(SEED)

    cases = []
    stats = {"plain ok": 0, "plain error": 0, "numpy-checked ok": 0,
             "numpy-checked error": 0}

    def count(c, info):
        e = "error" if "error" in c else "ok"
        stats["plain " + e] += info["plain"]
        stats["numpy-checked " + e] += info["numpy"]

    fixed = fixed_cases()
    for c, expect in fixed:
        count(c, run_case(c))
        check_expect(c, expect)
        assert len(c.get("values", [])) <= MAX_OUT, c["name"]
        cases.append(c)
    for _ in range(NCASES):
        c, info = rand_case(rng)
        count(c, info)
        cases.append(c)

    write_cases(out_path, cases)
    print_summary(out_path, cases, len(fixed), NCASES,
                  error_counts(cases, ERROR_KINDS), tail="checks %s" % stats)


if __name__ == "__main__":
    main()
