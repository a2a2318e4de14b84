#!/usr/bin/python3
"""Generate the golden data of the reductions, scans, softmax and sort ops
(issue 29): testdata/reduce/<dtype>.jsonl.gz for every dtype.

Run from the repository root (Debian's python3-numpy 1.24, python3-mpmath
and python3-scipy; no pip):

    /usr/bin/python3 testdata/gen_reduce_golden.py [DTYPE ...]

The output is deterministic (fixed seed). internal/golden/reduce.go reads
it and internal/ndtest/reduce_golden.go runs it. The dtypes, their value
encoding, the bfloat16 emulation and the views come from
gen_compute_golden.py (imported, not copied).

Files: gzip'd JSON lines. First the inputs, each once, then the cases:

    {"input": 3, "array": ARRAY}
    {"op": "Sum", "name": "Sum/2d/axes=[0]", "input": 3, "view": VIEW,
     "axes": [0], "want": ARRAY, "keep_shape": [1, 7], "ulp": 0,
     "exact": false, "ref": [0, 1, ...], "tol": [-19, null, ...],
     "random": false}

  ARRAY  as in gen_compute_golden.py ({"dtype", "shape", "values"}), and
         for the string dtype values are JSON strings.
  VIEW   (optional) as gen_compute_golden.py's "view": slice, transpose,
         broadcast_to applied in that order to the input.
  Per op the arguments after the array:
    reductions (Sum Prod Mean Min Max ArgMin ArgMax Any All CountNonzero
    LogSumExp): "axes", a non-empty list or null (none given: all axes);
    Var, Std: "ddof" and "axes"; CumSum CumProd Softmax LogSoftmax Sort
    ArgSort: "axis"; TopK: "k" (along the last axis).
  "want"        NumPy's result (reductions: without the kept axes);
                TopK: the values, and "want_index" the int64 indices.
  "keep_shape"  reductions: the keep-dims result's shape (same values).
  "error"       instead of want: "axis" (nd.ErrAxisOutOfRange) or
                "argument" (nd.ErrArgument, which the former wraps);
                "dst_shape", where given, is a dst for the Into form, which
                must fail the same way.
  "ulp", "exact", "ref", "tol": how a float result is compared (below).
  "ref"         per element of want, where the accurate result lies, as its
                distance from want in units in the last place of the result
                type (an int; [re, im] for complex): the difference of the
                two values' positions in the ordered sequence of the type's
                values, +0 and -0 both at 0. So it stays small and gzips well.
  "tol"         per element, the tolerance as a power of two (2**tol,
                rounded up), null where the element has none (its inputs or
                NumPy's result are not finite): then "ref" is 0 and unused.

Semantics (what "want" is): NumPy 1.24 under np.errstate(all='ignore'):
  * Sum, Prod, CumSum, CumProd of bool and signed ints give int64 (wrapping
    as NumPy does), of unsigned uint64, of floats and complex their dtype.
    Mean of ints and bool float64 (values converted to float64). Var, Std
    (ddof: divided by max(n - ddof, 0), so n - ddof <= 0 gives Inf or NaN)
    of ints and bool float64, of complex the part's float type. Min, Max
    the dtype; ArgMin, ArgMax, ArgSort, CountNonzero int64; Any, All bool.
  * Mean of complex: the sum divided by n as complex numbers (NumPy's
    complex division: a NaN or infinite part makes the other part NaN).
  * ArgMin/ArgMax over several axes: np.argmax of the array with the reduced
    axes (in ascending order, whatever order they are listed in) moved last
    and flattened; over none, the flat index; the first occurrence, the
    first NaN.
  * LogSumExp: scipy.special.logsumexp (m = max over the axes, m := 0 where
    not finite; log(sum(exp(a - m))) + m); of an empty set -Inf.
  * Softmax = exp(a - max) / sum(exp(a - max)), LogSoftmax = (a - max) -
    log(sum(exp(a - max))) along the axis (tf.nn, no guard: a row holding
    +Inf or only -Inf gives NaN).
  * Sort: np.sort (NaN last); ArgSort: np.argsort(kind='stable'); strings
    by code point (Go's byte order of UTF-8).
  * TopK (tf.math.top_k): the k greatest along the last axis, descending,
    ties to the lower index, NaN greater than everything.
  * float16 and bfloat16 compute in float32 and round once: want is the
    float32 NumPy computation of the float32 values, rounded to the half
    type (NumPy's own float16 Var or CumSum round at every step).
  * Errors: an axis outside [-rank, rank) "axis"; an axis named twice
    "argument"; Min/Max/ArgMin/ArgMax over an empty reduced set (a product
    of reduced lengths 0) "argument"; scans and softmax of a 0-d array
    "axis" (NumPy's cumsum would treat it as 1-d); Sort/ArgSort of a 0-d
    array, TopK of a 0-d array or with k < 0 or k > the last dimension
    "argument".

Comparison (internal/ndtest/reduce_golden.go implements it):
  * Integer, bool, index, Any/All/CountNonzero, Min/Max, Sort/ArgSort/TopK
    results and every case without "ref": exact ("ulp" 0; any NaN matches
    any NaN; Min, Max and Sort do not check the sign of a zero, NumPy's
    choice between +0 and -0 being order-dependent).
  * Float (and complex) Sum Prod Mean Var Std LogSumExp CumSum CumProd
    Softmax LogSoftmax: "ref" is the accurate result (exact rationals or
    mpmath, from the float64 values of the inputs, rounded once to the
    result type) and "tol" an absolute tolerance per element: a few units
    of the computation's roundoff u (2^-24 for float32 and the half types,
    which accumulate in float32; 2^-53 for float64) times the condition
    (sums: 2 u sum|x| (ceil(log2 n) + 1), products 2 u (n + 1) prod|x|,
    Var/Std from the two-pass error bound, LogSumExp/Softmax from the
    exponent's argument) plus one unit in the last place of the result.
    A result passes when it is within "ulp" units of want (0: the same
    bits; the half types have 1), or when it is finite and its distance
    from ref is at most max(|want - ref|, tol) (only tol where want is
    not finite); a NaN or infinite result must be want's. Complex
    elements compare each part with the element's tol.
  * "exact": true marks float32/float64 Sum and Mean where NumPy sums
    pairwise (its pairwise_sum: 8 accumulators over leaves of <= 128)
    over a contiguous run of <= 8192 elements: the input is not a view
    and the reduced axes are its trailing ones (or all). There the result
    must have NumPy's bits; this script checks the claim by emulating
    pairwise_sum on every such case.

Cases per op and dtype: 0-d; 1-d of lengths 0 1 7 8 9 127 128 129 1000
8193 (the scans and softmax up to 129, the sorts up to 1000); 2-d, 3-d and 4-d with no
axes, each axis, negative ones, pairs, all listed; size-0 and size-1
axes; views (transposed, strided a[::2, 1:], flipped a[::-1], broadcast at
stride 0); NaN, +-Inf and +-0 placements; integer extremes (wrapping
sums and products); ddof 0, 1 and >= n; the errors above; random shapes,
views and axes (marked "random": true; the Go driver samples them under
-race). The driver itself adds the keep-dims and Into forms, read-only
inputs, a read-only or wrongly shaped dst, and in-place calls.
"""

import fractions
import gzip
import json
import math
import os
import sys
import warnings

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import gen_compute_golden as cg  # noqa: E402  (needs mpmath, checks for it)

import mpmath  # noqa: E402

try:
    import scipy.special
except ImportError:
    scipy = None  # only used to cross-check LogSumExp

SEED = 29
OUT = os.path.join(HERE, "reduce")
RANDOM_CASES = 5

np.seterr(all="ignore")
warnings.simplefilter("ignore", RuntimeWarning)  # NumPy's "Mean of empty slice"
Fr = fractions.Fraction

STRING = cg.DT("string", "string", object)
DTYPES = cg.DTYPES + [STRING]
BY_NAME = {d.name: d for d in DTYPES}
I64, U64, F32, F64, BOOL = (BY_NAME[n] for n in ("int64", "uint64", "float32", "float64", "bool"))

REDUCTIONS = ["Sum", "Prod", "Mean", "Min", "Max", "ArgMin", "ArgMax", "Any", "All",
              "CountNonzero", "LogSumExp"]
VARS = ["Var", "Std"]
SCANS = ["CumSum", "CumProd", "Softmax", "LogSoftmax"]
SORTS = ["Sort", "ArgSort"]
EXTREMA = ("Min", "Max", "ArgMin", "ArgMax")
# Ops whose float results are compared against an accurate reference.
ACCURATE = {"Sum", "Prod", "Mean", "Var", "Std", "LogSumExp", "CumSum", "CumProd", "Softmax",
            "LogSoftmax"}


# ---------------------------------------------------------------------------
# Which ops each dtype has, and their result dtypes.

def ops_of(dt):
    """The ops of dt, in file order."""
    k = dt.kind
    if k == "string":
        return SORTS[:]
    ops = ["Sum", "Prod", "Mean"]
    if k != "complex":
        ops += list(EXTREMA)
    ops += ["Any", "All", "CountNonzero"]
    if k == "float":
        ops += ["LogSumExp"]
    ops += VARS + ["CumSum", "CumProd"]
    if k == "float":
        ops += ["Softmax", "LogSoftmax"]
    if k != "complex":
        ops += SORTS
    if k in ("float", "int"):
        ops += ["TopK"]
    return ops


def res_dtype(op, dt):
    if op in ("Sum", "Prod", "CumSum", "CumProd"):
        if dt.kind == "bool" or (dt.kind == "int" and dt.signed):
            return I64
        return U64 if dt.kind == "int" else dt
    if op == "Mean":
        return dt if dt.kind in ("float", "complex") else F64
    if op in VARS:
        if dt.kind == "float":
            return dt
        if dt.kind == "complex":
            return F32 if dt.fmt is cg.F32 else F64
        return F64
    if op in ("ArgMin", "ArgMax", "ArgSort", "CountNonzero"):
        return I64
    if op in ("Any", "All"):
        return BOOL
    return dt


def is_half(dt):
    return dt.name in ("float16", "bfloat16")


def form(op):
    if op in REDUCTIONS:
        return "reduce"
    if op in VARS:
        return "var"
    if op == "TopK":
        return "topk"
    return "axis"


# ---------------------------------------------------------------------------
# Encoding.

def encode_array(a, dt):
    a = np.asarray(a)
    if dt.kind == "string":
        return {"dtype": dt.name, "shape": list(a.shape),
                "values": [str(v) for v in np.asarray(a, dtype=object).ravel()]}
    if dt.name == "bfloat16":
        a = np.asarray(a, dtype=np.float32)
    return cg.encode_array(np.asarray(a, dtype=dt.np), dt)


class Inputs:
    """The input table: each distinct base array once, by id."""

    def __init__(self):
        self.ids, self.lines = {}, []

    def id(self, a, dt):
        enc = encode_array(a, dt)
        key = json.dumps(enc, separators=(",", ":"))
        if key not in self.ids:
            self.ids[key] = len(self.ids)
            self.lines.append({"input": self.ids[key], "array": enc})
        return self.ids[key]


# ---------------------------------------------------------------------------
# NumPy's results.

def np_values(dt, a):
    """a as NumPy computes on it: the half types in float32."""
    return a.astype(np.float32) if is_half(dt) else a


def norm_axes(axes, nd):
    """axes (None: all) as sorted indices; raises as NumPy does."""
    if axes is None:
        return list(range(nd))
    for a in axes:
        if not -nd <= a < nd:
            raise np.AxisError(a, nd)
    return sorted({x % nd for x in axes})


def reduced_shape(shape, axes, keep):
    red = norm_axes(axes, len(shape))
    if keep:
        return [1 if i in red else d for i, d in enumerate(shape)]
    return [d for i, d in enumerate(shape) if i not in red]


def arg_extreme(op, x, axes, keep):
    nd = x.ndim
    red = norm_axes(axes, nd)
    kept = [i for i in range(nd) if i not in red]
    n = int(np.prod([x.shape[i] for i in red], dtype=np.int64))
    y = np.transpose(x, kept + red).reshape([x.shape[i] for i in kept] + [n])
    r = np.asarray((np.argmin if op == "ArgMin" else np.argmax)(y, axis=-1), dtype=np.int64)
    if axes is not None and len(axes) == 1 and nd > 0:
        f = np.argmin if op == "ArgMin" else np.argmax
        assert np.array_equal(r, f(x, axis=axes[0])), op
    return r.reshape(reduced_shape(x.shape, axes, keep))


def logsumexp(x, axes, keep):
    ax = None if axes is None else tuple(axes)
    out_shape = reduced_shape(x.shape, axes, keep)
    n = int(np.prod([x.shape[i] for i in norm_axes(axes, x.ndim)], dtype=np.int64))
    if n == 0:
        return np.full(out_shape, -np.inf, dtype=x.dtype)
    m = np.amax(x, axis=ax, keepdims=True)
    m = np.where(np.isfinite(m), m, np.zeros_like(m))
    s = np.sum(np.exp(x - m), axis=ax, keepdims=True)
    r = (np.log(s) + m).reshape(out_shape)
    if scipy is not None and x.size:
        ref = np.asarray(scipy.special.logsumexp(x, axis=ax, keepdims=keep))
        assert ref.dtype == r.dtype and np.array_equal(ref, r, equal_nan=True), (ref, r)
    return r


def softmax(x, axis, log):
    if x.size == 0:
        return x.copy()
    s = x - np.max(x, axis=axis, keepdims=True)
    if log:
        return s - np.log(np.sum(np.exp(s), axis=axis, keepdims=True))
    e = np.exp(s)
    return e / np.sum(e, axis=axis, keepdims=True)


def topk(x, k):
    """Values and indices of tf.math.top_k along the last axis."""
    n = x.shape[-1]
    rows = x.reshape(int(np.prod(x.shape[:-1], dtype=np.int64)), n)
    idx = np.zeros((rows.shape[0], k), dtype=np.int64)
    for r, row in enumerate(rows):
        def key(i):
            v = row[i]
            if isinstance(v, (float, np.floating)) and math.isnan(v):
                return (0, 0, i)
            return (1, -int(v) if x.dtype.kind in "iu" else -float(v), i)
        idx[r] = sorted(range(n), key=key)[:k]
    vals = np.take_along_axis(rows, idx, axis=1)
    shape = list(x.shape[:-1]) + [k]
    return vals.reshape(shape), idx.reshape(shape)


def np_reduce(op, x, axes, ddof, keep):
    ax = None if axes is None else tuple(axes)
    if op in ("ArgMin", "ArgMax"):
        return arg_extreme(op, x, axes, keep)
    if op == "LogSumExp":
        return logsumexp(x, axes, keep)
    if op == "CountNonzero":
        return np.asarray(np.count_nonzero(x, axis=ax, keepdims=keep), dtype=np.int64)
    if op in VARS:
        f = np.var if op == "Var" else np.std
        return f(x, axis=ax, ddof=ddof, keepdims=keep)
    f = {"Sum": np.sum, "Prod": np.prod, "Mean": np.mean, "Min": np.min, "Max": np.max,
         "Any": np.any, "All": np.all}[op]
    return f(x, axis=ax, keepdims=keep)


def as_result(r, dt, res):
    """NumPy's result r (computed on np_values) as res's array."""
    r = np.asarray(r)
    if is_half(dt) and res is dt:
        return dt.round(r)
    if res.kind == "string":
        return r
    assert r.dtype == res.np, (r.dtype, res.name)
    return r


def want_of(c, dt, res, a):
    """NumPy's result(s) for case c on the viewed input a."""
    op, x = c["op"], np_values(dt, a)
    f = form(op)
    if f in ("reduce", "var"):
        r = as_result(np_reduce(op, x, c["axes"], c.get("ddof", 0), False), dt, res)
        kd = as_result(np_reduce(op, x, c["axes"], c.get("ddof", 0), True), dt, res)
        if op == "Mean" and x.dtype.kind == "c":
            # NumPy divides a 0-d complex sum in complex128, an array one
            # in the dtype (scaled by 1/n): they may differ by an ulp.
            assert np.allclose(r.ravel(), kd.ravel(), rtol=1e-6, atol=0, equal_nan=True), op
        else:
            assert np.array_equal(r.ravel(), kd.ravel(), equal_nan=True), op
        assert list(r.shape) == reduced_shape(a.shape, c["axes"], False), (op, r.shape)
        return r, kd
    if op == "TopK":
        v, i = topk(a, c["k"])
        return v, i
    axis = c["axis"]
    if op == "CumSum":
        r = np.cumsum(x, axis=axis)
    elif op == "CumProd":
        r = np.cumprod(x, axis=axis)
    elif op in ("Softmax", "LogSoftmax"):
        r = softmax(x, axis, op == "LogSoftmax")
    elif op == "Sort":
        r = np.sort(a, axis=axis, kind="stable")
    else:
        r = np.argsort(a, axis=axis, kind="stable").astype(np.int64)
    return as_result(r, dt, res), None


def predicted_error(c, shape):
    """The error the library must raise for case c, or None."""
    op, nd = c["op"], len(shape)
    f = form(op)
    if f in ("reduce", "var"):
        axes = c["axes"]
        if axes is not None:
            if any(not -nd <= x < nd for x in axes):
                return "axis"
            if len({x % nd for x in axes}) != len(axes):
                return "argument"
        if op in EXTREMA:
            n = int(np.prod([shape[i] for i in norm_axes(axes, nd)], dtype=np.int64))
            if n == 0:
                return "argument"
        return None
    if f == "topk":
        if nd == 0 or not 0 <= c["k"] <= shape[-1]:
            return "argument"
        return None
    if nd == 0 and op in SORTS:
        return "argument"
    if not -nd <= c["axis"] < nd:
        return "axis"
    return None


def numpy_raises(c, dt, a):
    """Whether NumPy itself refuses case c ("axis", "value" or None)."""
    try:
        want_of(c, dt, res_dtype(c["op"], dt), a)
    except np.AxisError:
        return "axis"
    except ValueError:
        return "value"
    return None


def dst_shape_of(c, shape, err):
    """A dst for the Into form of an error case, where one is defined."""
    op = c["op"]
    if op in EXTREMA and err == "argument":
        return reduced_shape(shape, c["axes"], False)
    if op in SORTS and len(shape) == 0:
        return []
    if op == "TopK" and len(shape) > 0 and c["k"] >= 0:
        return list(shape[:-1]) + [c["k"]]
    return None


# ---------------------------------------------------------------------------
# Accurate references and tolerances.

def unit(res):
    """Unit roundoff of the computation giving res (halves: float32)."""
    fmt = res.fmt
    return 2.0 ** -24 if fmt.p <= 24 else 2.0 ** -53


def spacing(fmt, x):
    """One unit in the last place of fmt at |x| (x finite)."""
    x = abs(float(x))
    e = math.frexp(x)[1] - 1 if x else fmt.emin
    return math.ldexp(1.0, max(e, fmt.emin) - (fmt.p - 1))


def clog(n):
    return math.ceil(math.log2(n)) + 1 if n > 1 else 1


def finite(v):
    return all(math.isfinite(p) for p in ((v.real, v.imag) if isinstance(v, complex) else (v,)))


def rnd(q, fmt):
    """An exact value (Fraction or mpf, or a complex pair of them) rounded
    to fmt."""
    if isinstance(q, tuple):
        return complex(rnd(q[0], fmt), rnd(q[1], fmt))
    if isinstance(q, Fr):
        return cg.round_fraction(q, fmt)
    return cg.round_exact(q, fmt)


def fsum(vals, cplx):
    if cplx:
        return (sum((Fr(v.real) for v in vals), Fr(0)), sum((Fr(v.imag) for v in vals), Fr(0)))
    return sum((Fr(v) for v in vals), Fr(0))


def scale(q, s):
    return (q[0] * s, q[1] * s) if isinstance(q, tuple) else q * s


def mprod(vals, cplx):
    p = mpmath.mpc(1) if cplx else mpmath.mpf(1)
    for v in vals:
        p *= mpmath.mpc(v.real, v.imag) if cplx else mpmath.mpf(v)
    return (p.real, p.imag) if cplx else p


def abs_sum(vals):
    """sum |x| (|re| + |im| for complex), exactly (no overflow), as mpf."""
    return mpmath.fsum(abs(mpmath.mpf(v.real)) + abs(mpmath.mpf(v.imag)) for v in vals)


def abs_prod(vals):
    p = mpmath.mpf(1)
    for v in vals:
        p *= abs(mpmath.mpc(v.real, v.imag)) if isinstance(v, complex) else abs(mpmath.mpf(v))
    return float(p)


def var_ref(vals, ddof, u):
    """(exact variance as a Fraction, its tolerance before the final ulp)."""
    n = len(vals)
    cplx = isinstance(vals[0], complex)
    parts = [[v.real for v in vals], [v.imag for v in vals]] if cplx else [vals]
    d2, s_abs = Fr(0), mpmath.mpf(0)
    for p in parts:
        s = sum((Fr(v) for v in p), Fr(0))
        q = sum((Fr(v) * Fr(v) for v in p), Fr(0))
        d2 += q - s * s / n
        s_abs += abs_sum(p)
    delta = u * clog(n) * s_abs / n  # the computed mean's error
    tol = (4 * u * (clog(n) + 2) * mpmath.mpf(d2.numerator) / d2.denominator + 2 * n * delta * delta)
    return d2 / (n - ddof), float(tol / (n - ddof))


def group_ref(op, vals, res, ddof):
    """(ref, tol) of one reduced group (a list of Python numbers), or
    (None, 0) where want stands (non-finite inputs or result; LogSumExp
    drops -Inf inputs, whose exp is 0)."""
    n, fmt, u = len(vals), res.fmt, unit(res)
    cplx = any(isinstance(v, complex) for v in vals)
    if op == "LogSumExp":
        vals = [v for v in vals if v != -math.inf]
        n = len(vals)
    if not all(finite(v) for v in vals):
        return None, 0.0
    if op == "Sum":
        r = rnd(fsum(vals, cplx), fmt)
        tol = float(2 * u * abs_sum(vals) * clog(n))
    elif op == "Mean":
        if n == 0:
            return None, 0.0
        r = rnd(scale(fsum(vals, cplx), Fr(1, n)), fmt)
        tol = float(2 * u * abs_sum(vals) * clog(n) / n)
    elif op == "Prod":
        r = rnd(mprod(vals, cplx), fmt)
        tol = 2 * u * (n + 1) * abs_prod(vals)
    elif op in VARS:
        if n - ddof <= 0:
            return None, 0.0
        v, tol = var_ref(vals, ddof, u)
        if op == "Var":
            r = rnd(v, fmt)
        else:
            std = mpmath.sqrt(mpmath.mpf(v.numerator) / v.denominator)
            r = rnd(std, fmt)
            tol = min(tol / (2 * float(std)), math.sqrt(tol)) if std else math.sqrt(tol)
    elif op == "LogSumExp":
        if n == 0:
            return None, 0.0
        m = max(vals)
        s = mpmath.fsum(mpmath.exp(mpmath.mpf(v) - m) for v in vals)
        r = rnd(m + mpmath.log(s), fmt)
        tol = 4 * u * (clog(n) + 4 + abs(float(mpmath.log(s))) + abs(r))
    else:
        raise AssertionError(op)
    if not finite(r):
        return None, 0.0
    return r, tol + spacing(fmt, max(abs(r.real), abs(r.imag)) if isinstance(r, complex) else r)


def row_ref(op, vals, res):
    """(refs, tols) along one row of a scan or softmax; None where want
    stands."""
    n, fmt, u = len(vals), res.fmt, unit(res)
    cplx = any(isinstance(v, complex) for v in vals)
    refs, tols = [None] * n, [0.0] * n
    if op in ("Softmax", "LogSoftmax"):
        # -Inf inputs weigh 0 (their results, 0 or -Inf, are want's)
        live = [v for v in vals if v != -math.inf]
        if not live or not all(finite(v) for v in live):
            return refs, tols
        m = max(live)
        s = mpmath.fsum(mpmath.exp(mpmath.mpf(v) - m) for v in live)
        ls = mpmath.log(s)
        for i, v in enumerate(vals):
            if v == -math.inf:
                continue
            if op == "Softmax":
                y = mpmath.exp(mpmath.mpf(v) - m) / s
                r = rnd(y, fmt)
                t = 4 * u * (abs(v - m) + clog(n) + 5) * float(y)
            else:
                r = rnd(mpmath.mpf(v) - m - ls, fmt)
                t = 4 * u * (abs(v - m) + abs(float(ls)) + clog(n) + 5)
            if finite(r):
                refs[i], tols[i] = r, t + spacing(fmt, r)
        return refs, tols
    acc_s = (Fr(0), Fr(0)) if cplx else Fr(0)
    acc_p = mpmath.mpc(1) if cplx else mpmath.mpf(1)
    s_abs, p_abs = 0.0, 1.0
    for i, v in enumerate(vals):
        if not finite(v):
            break
        if op == "CumSum":
            acc_s = (acc_s[0] + Fr(v.real), acc_s[1] + Fr(v.imag)) if cplx else acc_s + Fr(v)
            s_abs += abs(v.real) + abs(v.imag) if cplx else abs(v)
            r, t = rnd(acc_s, fmt), 2 * u * s_abs * clog(i + 1)
        else:
            acc_p *= mpmath.mpc(v.real, v.imag) if cplx else mpmath.mpf(v)
            p_abs *= abs(v)
            r = rnd((acc_p.real, acc_p.imag) if cplx else acc_p, fmt)
            t = 2 * u * (i + 2) * p_abs
        if not finite(r):
            continue  # the exact prefix overflows; later ones may not
        refs[i] = r
        tols[i] = t + spacing(fmt, max(abs(r.real), abs(r.imag)) if cplx else r)
    return refs, tols


def py_values(x):
    """The elements of x as Python floats, complexes (exact) or ints."""
    if x.dtype.kind == "c":
        return [complex(v) for v in x.ravel()]
    return [float(v) for v in x.ravel().astype(np.float64)]


def refs_of(c, dt, res, a, want):
    """(ref array, tol list) in want's row-major order, or None when no
    element has a reference."""
    op = c["op"]
    x = np_values(dt, a)
    if x.dtype.kind in "iub":
        x = x.astype(np.float64)  # NumPy converts ints to float64 first
    if form(op) in ("reduce", "var"):
        nd = x.ndim
        red = norm_axes(c["axes"], nd)
        kept = [i for i in range(nd) if i not in red]
        n = int(np.prod([x.shape[i] for i in red], dtype=np.int64))
        m = int(np.prod([x.shape[i] for i in kept], dtype=np.int64))
        rows = np.transpose(x, kept + red).reshape(m, n)
        pairs = [group_ref(op, py_values(r), res, c.get("ddof", 0)) for r in rows]
        refs, tols = [p[0] for p in pairs], [p[1] for p in pairs]
    else:
        axis = c["axis"]
        y = np.moveaxis(x, axis, -1)
        rows = y.reshape(-1, y.shape[-1]) if y.size else np.zeros((0, 0), x.dtype)
        refs, tols = [], []
        for r in rows:
            rr, tt = row_ref(op, py_values(r), res)
            refs.append(rr)
            tols.append(tt)
        # back from the moved-axis order to want's row-major order
        shape = list(y.shape)
        refs = np.moveaxis(np.array(refs, dtype=object).reshape(shape), -1, axis).ravel().tolist()
        tols = np.moveaxis(np.array(tols, dtype=object).reshape(shape), -1, axis).ravel().tolist()
    flat = want.ravel()
    if all(r is None for r in refs):
        return None
    out = np.array(flat, copy=True)
    for i, r in enumerate(refs):
        if r is not None:
            out[i] = r if res.kind == "complex" else res.cast([r])[0]
    return out.reshape(want.shape), [log2_up(t) for t in tols]


def order_key(x, fmt):
    """The position of float x among fmt's values (+0 and -0 both 0)."""
    b = int(cg.hex_bits(x, fmt), 16)
    sign = 1 << (fmt.width - 1)
    return -(b & (sign - 1)) if b & sign else b


def ulp_offsets(want, ref, tols, res):
    """ref as offsets from want in units in the last place (per part for
    complex), and tols; an element whose want is NaN loses its ref."""
    fmt = res.fmt
    offs = []
    for i, (w, r) in enumerate(zip(want.ravel().tolist(), ref.ravel().tolist())):
        if tols[i] is not None and any(math.isnan(p) for p in (complex(w).real, complex(w).imag)):
            tols[i] = None
        if res.kind == "complex":
            offs.append([0, 0] if tols[i] is None else
                        [order_key(r.real, fmt) - order_key(w.real, fmt),
                         order_key(r.imag, fmt) - order_key(w.imag, fmt)])
        else:
            offs.append(0 if tols[i] is None else order_key(r, fmt) - order_key(w, fmt))
    return offs, tols


def log2_up(t):
    """The least e with 2**e >= t, or None for t == 0 (no tolerance)."""
    if t == 0:
        return None
    m, e = math.frexp(t)
    return e - 1 if m == 0.5 else e


# ---------------------------------------------------------------------------
# NumPy's pairwise summation, to check the "exact" claim.

def pairwise(vals, t):
    n = len(vals)
    if n < 8:
        r = t(0)
        for v in vals:
            r = t(r + v)
        return r
    if n <= 128:
        r = [t(v) for v in vals[:8]]
        i = 8
        while i < n - n % 8:
            for j in range(8):
                r[j] = t(r[j] + vals[i + j])
            i += 8
        res = t(t(t(r[0] + r[1]) + t(r[2] + r[3])) + t(t(r[4] + r[5]) + t(r[6] + r[7])))
        for v in vals[i:]:
            res = t(res + v)
        return res
    n2 = n // 2
    n2 -= n2 % 8
    return t(pairwise(vals[:n2], t) + pairwise(vals[n2:], t))


def is_exact(c, dt, a, view):
    """Whether NumPy sums case c pairwise over contiguous runs <= 8192."""
    if c["op"] not in ("Sum", "Mean") or dt.name not in ("float32", "float64") or view:
        return False
    nd = a.ndim
    red = norm_axes(c["axes"], nd)
    if red != list(range(nd - len(red), nd)):
        return False
    n = int(np.prod([a.shape[i] for i in red], dtype=np.int64))
    return 0 < n <= 8192


def check_exact(c, a, want):
    t = a.dtype.type
    n = int(np.prod([a.shape[i] for i in norm_axes(c["axes"], a.ndim)], dtype=np.int64))
    rows = a.reshape(-1, n)
    for r, w in zip(rows, want.ravel()):
        s = t(t(0) + pairwise(list(r), t))
        if c["op"] == "Mean":
            s = t(s / t(n))
        assert s.tobytes() == t(w).tobytes(), (c["name"], s, w)


# ---------------------------------------------------------------------------
# Making a case.

class Gen:
    def __init__(self, dt):
        self.dt = dt
        self.rng = np.random.default_rng([SEED, DTYPES.index(dt)])
        self.inputs = Inputs()
        self.cases = []
        self.cache = {}

    def case(self, op, name, base, view=None, random=False, **args):
        dt = self.dt
        base = np.array(base, order="C")
        a = cg.apply_view(base, view)
        res = res_dtype(op, dt)
        c = {"op": op, "name": "%s/%s" % (op, name), "input": self.inputs.id(base, dt)}
        if view:
            c["view"] = view
        f = form(op)
        if f in ("reduce", "var"):
            c["axes"] = args.get("axes")
            if f == "var":
                c["ddof"] = args.get("ddof", 0)
        elif f == "topk":
            c["k"] = args["k"]
        else:
            c["axis"] = args["axis"]
        err = predicted_error(c, a.shape)
        raised = numpy_raises(c, dt, a) if f != "topk" else None
        if err:
            # NumPy agrees, or the case is one of the documented departures.
            zero_d = len(a.shape) == 0
            # NumPy has no TopK, no argmax over several axes, and its cumsum
            # treats a 0-d array as 1-d.
            custom = f == "topk" or (op in ("ArgMin", "ArgMax") and len(c["axes"] or []) > 1)
            assert raised or (zero_d and f == "axis") or custom, (c, raised)
            assert raised != "axis" or err == "axis" or (zero_d and op in SORTS), (c, raised)
            c["error"] = err
            ds = dst_shape_of(c, a.shape, err)
            if ds is not None:
                c["dst_shape"] = ds
        else:
            assert raised is None, (c, raised)
            self.fill(c, dt, res, a, view)
        c["random"] = random
        self.cases.append(c)

    def fill(self, c, dt, res, a, view):
        op = c["op"]
        want, extra = want_of(c, dt, res, a)
        c["want"] = encode_array(want, res if op != "TopK" else dt)
        if op == "TopK":
            c["want_index"] = encode_array(extra, I64)
        elif extra is not None:
            c["keep_shape"] = list(extra.shape)
        c["ulp"] = 1 if (op in ACCURATE and is_half(res)) else 0
        c["exact"] = is_exact(c, dt, a, view)
        if c["exact"]:
            check_exact(c, a, want)
        elif op in ACCURATE and res.kind in ("float", "complex"):
            r = refs_of(c, dt, res, a, want)
            if r is not None:
                c["ref"], c["tol"] = ulp_offsets(want, r[0], r[1], res)


# ---------------------------------------------------------------------------
# Values.

def fmt_max(fmt):
    return (2 - 2.0 ** (1 - fmt.p)) * 2.0 ** fmt.emax


def values(g, flavor, n):
    """n values of g's dtype: "gen" for most ops, "long" for the 8193-long
    inputs (fewer random bits, so that the file stays small, and still
    rounding when summed), "prod" (near 1) for products, "dup" (few
    distinct values) for stable sorts."""
    dt, rng = g.dt, g.rng
    if dt.kind == "float":
        if flavor == "prod":
            v = 1 + rng.integers(-16, 17, n) * 2.0 ** -9
        elif flavor == "dup":
            v = rng.integers(-3, 4, n) / 2.0
        elif flavor == "long":
            b = min(dt.fmt.p, 12 if dt.fmt.p == 24 else 8)
            e = 3 if dt.fmt.p < 24 else (10 if dt.fmt.p == 24 else 30)
            v = rng.integers(-(2 ** b), 2 ** b + 1, n) / 2.0 ** b * np.exp2(rng.integers(-e, e + 1, n))
        elif flavor == "rand":
            v = rng.integers(-64, 65, n) / 64.0 * np.exp2(rng.integers(-3, 4, n))
        else:
            v = rng.normal(0, 1, n) * np.exp2(rng.integers(-4, 5, n))
        return dt.cast(v)
    if dt.kind == "complex":
        if flavor == "prod":
            z = (1 + rng.integers(-16, 17, n) * 2.0 ** -9) + 1j * rng.integers(-16, 17, n) * 2.0 ** -9
        elif flavor == "dup":
            z = rng.integers(-2, 3, n) + 1j * rng.integers(-1, 2, n)
        elif flavor == "long":
            e = 30 if dt.fmt.p > 24 else 10
            z = (rng.integers(-32, 33, n) + 1j * rng.integers(-32, 33, n)) * np.exp2(rng.integers(-e, e + 1, n))
        elif flavor == "rand":
            z = (rng.integers(-64, 65, n) + 1j * rng.integers(-64, 65, n)) / 64.0 * np.exp2(rng.integers(-3, 4, n))
        else:
            z = (rng.normal(0, 1, n) + 1j * rng.normal(0, 1, n)) * np.exp2(rng.integers(-4, 5, n))
        return z.astype(dt.np)
    if dt.kind == "int":
        if flavor == "prod":
            lo = -3 if dt.signed else 0
            v = [int(x) for x in rng.integers(lo, 4, n)]
            return dt.cast(v)
        if flavor == "dup":
            return dt.cast([int(x) for x in rng.integers(0 if not dt.signed else -3, 4, n)])
        # mostly small, some anywhere in the range (so that sums wrap)
        full = cg.rand_int_values(rng, dt, "Add", n)
        small = dt.cast([int(x) for x in rng.integers(0 if not dt.signed else -100, 101, n)])
        return np.where(rng.random(n) < 0.15, full, small)
    if dt.kind == "bool":
        return rng.random(n) < (0.5 if flavor != "prod" else 0.9)
    alphabet = ["", "a", "b", "ab", "abc", "B", "Z", "é", "日本", "aé", "a b", "zz", "ab\x01", "~"]
    k = 4 if flavor == "dup" else len(alphabet)
    return np.array([alphabet[int(i)] for i in rng.integers(0, k, n)], dtype=object)


def flavor_of(op):
    if op in ("Prod", "CumProd"):
        return "prod"
    if op in SORTS:
        return "dup"
    return "gen"


def arr(g, op, shape, flavor=None, tag=""):
    """The input of op's flavor and this shape: the same array for every op
    of the dtype (the input table stores it once), unless tag differs."""
    flavor = flavor or flavor_of(op)
    if flavor == "gen" and shape == [8193]:
        flavor = "long"
    key = (flavor, tuple(shape), tag)
    if key not in g.cache:
        n = int(np.prod(shape, dtype=np.int64)) if shape else 1
        g.cache[key] = values(g, flavor, n).reshape(shape)
    return g.cache[key].copy()


def specials(dt):
    """(name, values) of NaN, Inf and signed-zero placements (floats and
    complex) or of extremes (ints)."""
    nan, inf = math.nan, math.inf
    if dt.kind == "float":
        mx, tiny = fmt_max(dt.fmt), 2.0 ** (dt.fmt.emin - dt.fmt.p + 1)
        big = 2.0 ** (dt.fmt.p + 2)
        return [
            ("nan-first", [nan, 1, 2, 3, 4, 5, 6, 7, 8]),
            ("nan-mid", [1, 2, 3, 4, nan, -5, 6, 7, 8]),
            ("nan-last", [1, -2, 3, 4, 5, 6, 7, 8, nan]),
            ("nans-and-inf", [1, nan, 2, nan, -inf, 3]),
            ("inf", [1, inf, 2, 3]),
            ("-inf", [1, -inf, 2]),
            ("both-infs", [inf, 1, -inf]),
            ("all--inf", [-inf, -inf, -inf]),
            ("neg-zeros", [-0.0] * 9),
            ("mixed-zeros", [0.0, -0.0, 0.0, -0.0]),
            ("neg-zero-first", [-0.0, 0.0, 0.0]),
            ("overflow", [mx, mx, -mx]),
            ("huge", [mx / 4, mx / 4, mx / 4, -mx / 8]),
            ("subnormals", [tiny] * 9 + [-tiny, 3 * tiny]),
            ("alternating", [big, 1.0, -big, 1.0] * 16),
            ("ties", [2, 5, 5, -1, 5, 2]),
        ]
    if dt.kind == "complex":
        return [
            ("nan", [1 + 1j, complex(nan, 0), 2]),
            ("nan-imag", [1, complex(0, nan), 2j]),
            ("inf", [complex(inf, 0), 1 + 2j]),
            ("both-infs", [complex(inf, 0), complex(-inf, 0), 1]),
            ("zeros", [complex(-0.0, -0.0)] * 3),
            ("imag-only", [1j, 0, -1j, 2j]),
        ]
    if dt.kind == "int":
        w = dt.bits
        if dt.signed:
            lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
            return [("max-max", [hi, hi, 1]), ("min-min", [lo, lo]), ("min--1", [lo, -1, hi, 0]),
                    ("max-x9", [hi] * 9), ("min-x9", [lo] * 9), ("ties", [3, lo, hi, hi, lo, 3])]
        hi = (1 << w) - 1
        return [("max-x3", [hi, hi, hi]), ("max-x9", [hi] * 9), ("zeros", [0, 0, 0]),
                ("ties", [3, hi, 0, hi, 0, 3])]
    if dt.kind == "bool":
        return [("all-true", [True] * 9), ("all-false", [False] * 9), ("one-true", [False, False, True, False])]
    return [("prefixes", ["abc", "ab", "", "a", "abd", "ab", ""]), ("unicode", ["日本", "é", "e", "z", "é"])]


# Two values put into a random matrix: NaN and +Inf, or the extremes.
SPECIAL_PAIR = {
    "float": lambda dt: [math.nan, math.inf],
    "complex": lambda dt: [complex(math.nan, 0), complex(math.inf, 0)],
    "int": lambda dt: [(1 << (dt.bits - 1)) - 1, -(1 << (dt.bits - 1))] if dt.signed else [(1 << dt.bits) - 1, 0],
}


def special_array(dt, vals):
    if dt.kind == "complex":
        out = np.empty(len(vals), dtype=dt.np)
        for i, v in enumerate(vals):
            out[i] = complex(v)
        return out
    if dt.kind == "string":
        return np.array(vals, dtype=object)
    if dt.kind == "bool":
        return np.array(vals, dtype=bool)
    return dt.cast(vals)


# ---------------------------------------------------------------------------
# Case lists.

LENGTHS = [0, 1, 7, 8, 9, 127, 128, 129, 1000, 8193]
SHORT_LENGTHS = [0, 1, 7, 8, 9, 127, 128, 129]
AXES = {
    (5, 7): [None, [0], [1], [-1], [-2], [0, 1], [1, 0], [-1, 0]],
    (3, 4, 5): [None, [0], [1], [2], [-1], [0, 1], [0, 2], [1, 2], [2, 0], [0, 1, 2]],
    (2, 3, 1, 4): [None, [1], [0, 2], [1, 3], [-1, -2], [0, 1, 2, 3], [3, 1, 0]],
    (3, 0, 4): [None, [0], [1], [2], [0, 2], [1, 2]],
    (1, 5, 1): [None, [0], [2], [0, 2]],
    (4, 1): [[1], [0]],
}
# (name, base shape, view) giving (5, 7)-ish operands; None: no view.
VIEWS = [
    ("transposed", (7, 5), {"transpose": [1, 0]}),
    ("strided", (9, 8), {"slice": "::2, 1:"}),
    ("flipped", (6, 5), {"slice": "::-1"}),
    ("flipped-cols", (4, 6), {"slice": ":, ::-1"}),
    ("broadcast-rows", (1, 5), {"broadcast": [4, 5]}),
    ("broadcast-cols", (5, 1), {"broadcast": [5, 6]}),
    ("transposed-3d", (3, 4, 5), {"transpose": [2, 0, 1]}),
]


def reduce_cases(g, op):
    dt = g.dt
    for n in LENGTHS:
        g.case(op, "1d/n=%d" % n, arr(g, op, [n]), axes=None)
    for n in (9, 129):
        a = arr(g, op, [n])
        g.case(op, "1d/n=%d/axes=[0]" % n, a, axes=[0])
        g.case(op, "1d/n=%d/axes=[-1]" % n, a, axes=[-1])
    g.case(op, "0d", arr(g, op, []), axes=None)
    for shape, axes_list in AXES.items():
        a = arr(g, op, list(shape))
        for axes in axes_list:
            g.case(op, "%s/axes=%s" % (list(shape), axes), a, axes=axes)
    for name, base_shape, view in VIEWS:
        a = arr(g, op, list(base_shape))
        for axes in (None, [0], [1], [0, 2] if len(base_shape) == 3 else [-1]):
            g.case(op, "%s/axes=%s" % (name, axes), a, view, axes=axes)
    g.case(op, "1d-strided/axes=None", arr(g, op, [300]), {"slice": "1::3"}, axes=None)
    g.case(op, "1d-reversed/axes=None", arr(g, op, [129]), {"slice": "::-1"}, axes=None)
    for name, vals in specials(dt):
        g.case(op, "special/" + name, special_array(dt, vals), axes=None)
    if dt.kind in ("float", "complex", "int"):
        # a special value in one column and one row of a matrix
        a = arr(g, op, [4, 5])
        a.flat[[7, 13]] = special_array(dt, SPECIAL_PAIR[dt.kind](dt))
        for axes in ([0], [1]):
            g.case(op, "special-2d/axes=%s" % axes, a, axes=axes)
    if op in ("Any", "All", "CountNonzero") or dt.kind == "bool":
        z = np.zeros((3, 4), dtype=object if dt.kind == "string" else dt.np)
        z[1, 2] = 1
        g.case(op, "one-nonzero/axes=[1]", z, axes=[1])
    for axes in ([2], [-3], [0, 0], [1, -1]):
        g.case(op, "error/axes=%s" % axes, arr(g, op, [2, 3]), axes=axes)
    g.case(op, "error/0d/axes=[0]", arr(g, op, []), axes=[0])
    random_reduce(g, op)


def var_cases(g, op):
    reduce_cases(g, op)
    a = arr(g, op, [5, 7])
    for ddof in (1, 2):
        for axes in (None, [0], [1]):
            g.case(op, "ddof=%d/axes=%s" % (ddof, axes), a, axes=axes, ddof=ddof)
    for n, ddof in ((1, 1), (7, 7), (7, 9), (2, 5), (0, 1)):
        g.case(op, "ddof=%d/n=%d" % (ddof, n), arr(g, op, [n]), axes=None, ddof=ddof)
    g.case(op, "ddof=5/axes=[0]", a, axes=[0], ddof=5)
    g.case(op, "ddof=1/n=1000", arr(g, op, [1000]), axes=None, ddof=1)
    g.case(op, "ddof=1/transposed", arr(g, op, [7, 5]), {"transpose": [1, 0]}, axes=[0], ddof=1)


def random_axes(rng, nd):
    if nd == 0 or rng.random() < 0.25:
        return None
    k = int(rng.integers(1, nd + 1))
    axes = [int(x) for x in rng.permutation(nd)[:k]]
    return [x - nd if rng.random() < 0.4 else x for x in axes]


def random_shape(rng):
    while True:
        rank = int(rng.integers(1, 5))
        dims = [int(rng.integers(0, 7)) if rng.random() < 0.1 else int(rng.integers(1, 7)) for _ in range(rank)]
        if int(np.prod(dims)) <= 150:
            return dims


def random_input(g, op, shape):
    while True:
        base_shape, view = cg.make_view(g.rng, shape)
        if int(np.prod(base_shape, dtype=np.int64)) <= 300:
            break
    n = int(np.prod(base_shape, dtype=np.int64)) if base_shape else 1
    flavor = flavor_of(op)
    return values(g, "rand" if flavor == "gen" else flavor, n).reshape(base_shape), view


def random_reduce(g, op):
    for k in range(RANDOM_CASES):
        shape = random_shape(g.rng)
        base, view = random_input(g, op, shape)
        axes = random_axes(g.rng, len(shape))
        ddof = int(g.rng.integers(0, 2)) if op in VARS else 0
        g.case(op, "random%d" % k, base, view, random=True, axes=axes,
               **({"ddof": ddof} if op in VARS else {}))


def axis_cases(g, op):
    dt = g.dt
    lengths = LENGTHS[:-1] if op in SORTS else SHORT_LENGTHS
    for n in lengths:
        g.case(op, "1d/n=%d" % n, arr(g, op, [n]), axis=0)
    g.case(op, "1d/n=9/axis=-1", arr(g, op, [9]), axis=-1)
    g.case(op, "0d", arr(g, op, []), axis=0)
    for shape, axes in (((5, 7), [0, 1, -1, -2]), ((3, 4, 5), [0, 1, 2, -1]), ((2, 3, 1, 4), [1, 2, 3]),
                        ((3, 0, 4), [0, 1, 2]), ((1, 5, 1), [0, 1, 2])):
        a = arr(g, op, list(shape))
        for axis in axes:
            g.case(op, "%s/axis=%d" % (list(shape), axis), a, axis=axis)
    for name, base_shape, view in VIEWS:
        a = arr(g, op, list(base_shape))
        for axis in (0, -1):
            g.case(op, "%s/axis=%d" % (name, axis), a, view, axis=axis)
    for name, vals in specials(dt):
        g.case(op, "special/" + name, special_array(dt, vals), axis=0)
    if op in ("Softmax", "LogSoftmax"):
        big = 60000.0 if dt.name == "float16" else 1e4
        g.case(op, "large-logits", dt.cast([big, big - 1, -big, 0.0, big - 3]), axis=0)
        g.case(op, "one-element-rows", arr(g, op, [4, 1]), axis=1)
    if op in SORTS:
        a = arr(g, op, [6, 9], "dup")
        g.case(op, "dup/axis=1", a, axis=1)
        g.case(op, "dup/axis=0", a, axis=0)
    for axis in (2, -3):
        g.case(op, "error/axis=%d" % axis, arr(g, op, [2, 3]), axis=axis)
    for k in range(RANDOM_CASES):
        shape = random_shape(g.rng)
        base, view = random_input(g, op, shape)
        axis = int(g.rng.integers(-len(shape), len(shape)))
        g.case(op, "random%d" % k, base, view, random=True, axis=axis)


def topk_cases(g):
    dt, op = g.dt, "TopK"
    a = arr(g, op, [9], "gen")
    for k in (0, 1, 3, 9):
        g.case(op, "1d/n=9/k=%d" % k, a, k=k)
    g.case(op, "1d/n=1000/k=5", arr(g, op, [1000], "gen"), k=5)
    g.case(op, "1d/n=129/k=128", arr(g, op, [129], "gen"), k=128)
    g.case(op, "1d/n=0/k=0", arr(g, op, [0], "gen"), k=0)
    g.case(op, "2d/k=3", arr(g, op, [5, 7], "gen"), k=3)
    g.case(op, "3d/k=2", arr(g, op, [3, 4, 5], "gen"), k=2)
    g.case(op, "empty-rows/k=0", arr(g, op, [0, 4], "gen"), k=2)
    g.case(op, "dup/k=5", arr(g, op, [6, 9], "dup"), k=5)
    for name, base_shape, view in VIEWS:
        g.case(op, name + "/k=2", arr(g, op, list(base_shape), "gen"), view, k=2)
    for name, vals in specials(dt):
        g.case(op, "special/" + name, special_array(dt, vals), k=min(3, len(vals)))
    g.case(op, "error/k=-1", a, k=-1)
    g.case(op, "error/k=n+1", a, k=10)
    g.case(op, "error/0d", arr(g, op, [], "gen"), k=0)
    for k in range(RANDOM_CASES):
        shape = random_shape(g.rng)
        base, view = random_input(g, op, shape)
        g.case(op, "random%d" % k, base, view, random=True, k=int(g.rng.integers(0, shape[-1] + 1)))


def cases_for(dt):
    g = Gen(dt)
    counts = {}
    for op in ops_of(dt):
        before = len(g.cases)
        if op in VARS:
            var_cases(g, op)
        elif op in REDUCTIONS:
            reduce_cases(g, op)
        elif op == "TopK":
            topk_cases(g)
        else:
            axis_cases(g, op)
        counts[op] = len(g.cases) - before
    return g, counts


def write(path, lines):
    data = "".join(json.dumps(c, separators=(",", ":")) + "\n" for c in lines).encode()
    with open(path, "wb") as f:
        f.write(gzip.compress(data, 9, mtime=0))


def main():
    os.makedirs(OUT, exist_ok=True)
    only = sys.argv[1:]
    total = 0
    for dt in DTYPES:
        if only and dt.name not in only:
            continue
        g, counts = cases_for(dt)
        path = os.path.join(OUT, dt.name + ".jsonl.gz")
        write(path, g.inputs.lines + g.cases)
        size = os.path.getsize(path)
        total += size
        errors = sum(1 for c in g.cases if "error" in c)
        exact = sum(1 for c in g.cases if c.get("exact"))
        print("wrote %s: %d cases (%d errors, %d exact), %d inputs, %d bytes; %s" % (
            path, len(g.cases), errors, exact, len(g.inputs.lines), size,
            " ".join("%s=%d" % kv for kv in counts.items())), file=sys.stderr)
    print("total %d bytes" % total, file=sys.stderr)


if __name__ == "__main__":
    main()
