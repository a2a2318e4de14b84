#!/usr/bin/python3
"""Generate the golden data of the elementwise compute ops (issue 28):
testdata/compute/<dtype>.jsonl.gz for every dtype, and the exhaustive
16-bit tables testdata/compute/float16_unary.bin.gz and
bfloat16_unary.bin.gz.

Run from the repository root (Debian's python3-numpy 1.24 and
python3-mpmath; no pip):

    /usr/bin/python3 testdata/gen_compute_golden.py

The output is deterministic (fixed seed). internal/golden/compute.go reads
it and internal/ndtest/compute_golden.go runs it.

Case files: gzip'd JSON lines, one case per line:

    {"op": "Add", "name": "Add/edge", "args": [ARG, ...], "want": ARRAY,
     "ulp": n, "random": false}

  ARRAY = {"dtype": "float32", "shape": [2, 3], "values": [VALUE, ...]}
          (values in row-major order)
  ARG   = ARRAY, optionally with "view": {"slice": "::2, 1:-1",
          "transpose": [1, 0], "broadcast": [4, 3]} (each part optional),
          applied in that order to the base array ARRAY (the slice text is
          NumPy subscript syntax that nd.ParseIndices reads), or
          {"scalar": VALUE}, a T-typed argument (Clip's lo and hi).
  VALUE = floats: their bits in hex, "0x3f800000" (float16 and bfloat16 4
          hex digits, float64 16); ints: decimal strings; bools: true/false;
          complex: [re_bits, im_bits].

"ulp": 0 means bit-exact, except that any NaN matches any NaN. n > 0 means
within n ULP of want, where want NaN needs a NaN, want +-Inf exactly that
infinity and a finite want a finite result (the sign of a zero is not
checked); for complex results a component also passes when it is within n
ULP of the larger of the two wanted components' magnitudes (a norm-wise
error bound, as complex arithmetic is specified).

Semantics (what "want" is):
  * Everything is NumPy 1.24 under np.errstate(all='ignore'), except:
  * int Div truncates toward zero (as Go), x/0 = 0, MinInt/-1 = MinInt.
  * bfloat16 (not in NumPy): computed in float32, rounded to nearest even
    on the bits (NaN stays NaN, quiet).
  * float32/float64 transcendentals (Exp Expm1 Log Log1p Sin Cos Tanh
    Sigmoid Erf Rsqrt, Pow) on finite inputs: the exactly rounded result
    from mpmath, ulp 1 (Pow 2). Non-finite inputs, zeros and the domain's
    edges (Log of a negative, Pow of a negative base to a non-integer...)
    take NumPy's value. Sigmoid(x) = 1/(1+exp(-x)), Rsqrt(x) = 1/sqrt(x).
  * float16: NumPy's float16 result (computed in float32 and rounded), ulp 1
    for the transcendentals; Sigmoid, Rsqrt and Erf (none in NumPy) are
    mpmath's exactly rounded float32 result rounded to float16.
    bfloat16 transcendentals: mpmath's exactly rounded float32 result
    rounded to bfloat16, ulp 1.
  * complex: Add Sub Neg Conj Real Imag Sign, comparisons and IsNan etc.
    bit-exact from NumPy; Mul Div Square Reciprocal Abs Sqrt (ulp 2), Exp
    Log Sin Cos Tanh (ulp 4) and Pow (ulp 8) are exact (fractions or
    mpmath), rounded per component, where every input component is finite
    (and, for the transcendentals, nonzero: mpmath has no signed zeros
    and branch cuts depend on them) and NumPy's result is finite; NumPy's
    value elsewhere.

Note: NumPy's float16 Maximum/Minimum of +0 and -0 return the first
operand, float32/float64's the second (x86 MAXPS); bfloat16 follows
float32.

Cases per op: edge values (binary ops: the full cross product, a column
(n,1) against a row (1,m)), and random cases on broadcasting shapes (rank
0..4, dims 1..5, size-1 and missing axes, 0-d operands, an empty
dimension) whose operands are random views (slices with steps, negative
steps, integer indices and None, transposes, broadcast_to). Random cases
carry "random": true (the Go driver samples them under -race).

Exhaustive tables (float16_unary.bin.gz, bfloat16_unary.bin.gz): for every
unary op of the float kind, the result for each of the 65536 bit patterns
(in order 0x0000..0xffff), gzip'd binary, a sequence of records:

    u8 len, op name; u8 len, result dtype name; u8 ulp; u32 count (65536,
    little-endian); then the results delta-coded (value i minus value
    i-1, wrapping; value -1 is 0) and stored as byte planes (all low bytes,
    then all high bytes; a bool result is one plane of 0/1 bytes).

The deltas and planes only make gzip's job easier.
"""

import fractions
import gzip
import json
import math
import os
import struct
import sys

import numpy as np

try:
    import mpmath
except ImportError:
    sys.exit("gen_compute_golden.py needs mpmath: apt-get install -y python3-mpmath")

SEED = 28
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "compute")
RANDOM_CASES = 8
MAX_RANDOM_SIZE = 160

np.seterr(all="ignore")
mpmath.mp.prec = 256


# ---------------------------------------------------------------------------
# Float formats: bits, rounding, mpmath's exact rounding.

class Fmt:
    """A binary float format: p significand bits (with the implicit one),
    emin and emax the normal exponent range, width the storage bits."""

    def __init__(self, name, p, emin, emax, width):
        self.name, self.p, self.emin, self.emax, self.width = name, p, emin, emax, width


F16 = Fmt("float16", 11, -14, 15, 16)
BF16 = Fmt("bfloat16", 8, -126, 127, 16)
F32 = Fmt("float32", 24, -126, 127, 32)
F64 = Fmt("float64", 53, -1022, 1023, 64)


def bf16_round(x):
    """float32 array x rounded to bfloat16 (to nearest even on the bits;
    NaNs keep their top half, quieted), still as float32."""
    x = np.asarray(x, dtype=np.float32)
    bits = np.atleast_1d(x).ravel().view(np.uint32).astype(np.int64)
    top, low = bits >> 16, bits & 0xFFFF
    up = (low > 0x8000) | ((low == 0x8000) & ((top & 1) == 1))
    out = top + up.astype(np.int64)
    nan = (bits & 0x7FFFFFFF) > 0x7F800000
    out[nan] = top[nan] | 0x40
    return (out.astype(np.uint32) << np.uint32(16)).view(np.float32).reshape(x.shape)


def round_exact(v, fmt):
    """The mpf v rounded to nearest even in fmt, as a Python float (exact
    in float64), overflowing to +-inf; zero keeps no sign (+0.0) unless v
    is a negative value that underflows."""
    if mpmath.isnan(v):
        return math.nan
    if mpmath.isinf(v):
        return math.inf if v > 0 else -math.inf
    if v == 0:
        return 0.0
    neg = v < 0
    a = -v if neg else v
    _, e = mpmath.frexp(a)
    E = int(e) - 1
    u = max(E, fmt.emin) - (fmt.p - 1)
    q = mpmath.ldexp(a, -u)
    n = int(mpmath.floor(q))
    frac = q - n
    if frac > 0.5 or (frac == 0.5 and n % 2 == 1):
        n += 1
    if n == 0:
        r = 0.0
    elif n.bit_length() - 1 + u > fmt.emax:
        r = math.inf
    else:
        r = math.ldexp(n, u)
    return -r if neg else r


# ---------------------------------------------------------------------------
# Dtypes: how values are held in NumPy and encoded.

class DT:
    """A library dtype: name, kind (float int complex bool), the NumPy
    dtype values are held in (bfloat16: float32 with bfloat16 values),
    and for floats/complex the component format."""

    def __init__(self, name, kind, np_dtype, fmt=None, bits=0, signed=False):
        self.name, self.kind, self.np, self.fmt = name, kind, np.dtype(np_dtype), fmt
        self.bits, self.signed = bits, signed

    def cast(self, x):
        """x (array-like of Python/NumPy numbers) as this dtype's array."""
        if self.name == "bfloat16":
            return bf16_round(np.asarray(x, dtype=np.float64).astype(np.float32))
        if self.kind == "int":
            return wrap_int(np.asarray(x, dtype=object), self)
        return np.asarray(x).astype(self.np)

    def round(self, x):
        """A computed result (float32 for bfloat16) as this dtype."""
        if self.name == "bfloat16":
            return bf16_round(x)
        return np.asarray(x).astype(self.np)


def wrap_int(x, dt):
    """Python ints (object array) wrapped to dt's width, as dt's array."""
    mask = (1 << dt.bits) - 1
    flat = []
    for v in np.asarray(x, dtype=object).ravel():
        v = int(v) & mask
        if dt.signed and v >> (dt.bits - 1):
            v -= 1 << dt.bits
        flat.append(v)
    return np.array(flat, dtype=dt.np).reshape(np.shape(x))


DTYPES = [
    DT("float32", "float", np.float32, F32),
    DT("float64", "float", np.float64, F64),
    DT("float16", "float", np.float16, F16),
    DT("bfloat16", "float", np.float32, BF16),
    DT("int8", "int", np.int8, bits=8, signed=True),
    DT("int16", "int", np.int16, bits=16, signed=True),
    DT("int32", "int", np.int32, bits=32, signed=True),
    DT("int64", "int", np.int64, bits=64, signed=True),
    DT("uint8", "int", np.uint8, bits=8),
    DT("uint16", "int", np.uint16, bits=16),
    DT("uint32", "int", np.uint32, bits=32),
    DT("uint64", "int", np.uint64, bits=64),
    DT("complex64", "complex", np.complex64, F32),
    DT("complex128", "complex", np.complex128, F64),
    DT("bool", "bool", np.bool_),
]
BY_NAME = {d.name: d for d in DTYPES}
BOOL = BY_NAME["bool"]


def hex_bits(x, fmt):
    """The bits of float value x of format fmt, "0x..."."""
    if fmt is F16:
        return "0x%04x" % int(np.float16(x).view(np.uint16))
    if fmt is BF16:
        return "0x%04x" % (int(np.float32(x).view(np.uint32)) >> 16)
    if fmt is F32:
        return "0x%08x" % int(np.float32(x).view(np.uint32))
    return "0x%016x" % int(np.float64(x).view(np.uint64))


def encode_values(a, dt):
    """The values of array a (dtype dt) in row-major order, encoded."""
    flat = np.ascontiguousarray(a).ravel()
    if dt.kind == "float":
        if dt.fmt is BF16:
            return ["0x%04x" % (int(b) >> 16) for b in flat.astype(np.float32).view(np.uint32)]
        w = {16: np.uint16, 32: np.uint32, 64: np.uint64}[dt.fmt.width]
        f = "0x%%0%dx" % (dt.fmt.width // 4)
        return [f % int(b) for b in flat.view(w)]
    if dt.kind == "complex":
        return [[hex_bits(v.real, dt.fmt), hex_bits(v.imag, dt.fmt)] for v in flat]
    if dt.kind == "int":
        return [str(int(v)) for v in flat]
    return [bool(v) for v in flat]


def encode_array(a, dt):
    return {"dtype": dt.name, "shape": list(a.shape), "values": encode_values(a, dt)}


def encode_scalar(v, dt):
    return encode_values(np.asarray([v]), dt)[0]


# ---------------------------------------------------------------------------
# Ops: which exist per kind, their result dtype and their reference.

FLOAT_BINARY = ["Add", "Sub", "Mul", "Div", "FloorDiv", "FloorMod", "Maximum", "Minimum", "Pow"]
COMPARISONS = ["Equal", "NotEqual", "Less", "LessEqual", "Greater", "GreaterEqual"]
FLOAT_UNARY = ["Neg", "Abs", "Sign", "Square", "Sqrt", "Rsqrt", "Reciprocal", "Exp", "Expm1",
               "Log", "Log1p", "Sin", "Cos", "Tanh", "Sigmoid", "Erf", "Floor", "Ceil", "Rint"]
TO_BOOL = ["IsNan", "IsInf", "IsFinite"]
INT_BINARY = ["Add", "Sub", "Mul", "Div", "FloorDiv", "FloorMod", "Maximum", "Minimum",
              "BitwiseAnd", "BitwiseOr", "BitwiseXor", "LeftShift", "RightShift"]
INT_UNARY = ["Neg", "Abs", "Sign", "Square", "Invert"]
COMPLEX_BINARY = ["Add", "Sub", "Mul", "Div", "Pow"]
COMPLEX_UNARY = ["Neg", "Square", "Sqrt", "Reciprocal", "Exp", "Log", "Sin", "Cos", "Tanh",
                 "Sign", "Conj"]
COMPLEX_TO_FLOAT = ["Real", "Imag", "Abs"]
BOOL_BINARY = ["LogicalAnd", "LogicalOr", "LogicalXor", "BitwiseAnd", "BitwiseOr", "BitwiseXor"]
BOOL_UNARY = ["LogicalNot", "Invert"]

TRANSCENDENTAL = {"Exp", "Expm1", "Log", "Log1p", "Sin", "Cos", "Tanh", "Sigmoid", "Erf", "Rsqrt", "Pow"}

NP = {
    "Add": np.add, "Sub": np.subtract, "Mul": np.multiply, "Div": np.true_divide,
    "FloorDiv": np.floor_divide, "FloorMod": np.remainder, "Maximum": np.maximum,
    "Minimum": np.minimum, "Pow": np.power,
    "Equal": np.equal, "NotEqual": np.not_equal, "Less": np.less, "LessEqual": np.less_equal,
    "Greater": np.greater, "GreaterEqual": np.greater_equal,
    "Neg": np.negative, "Abs": np.absolute, "Sign": np.sign, "Square": np.square,
    "Sqrt": np.sqrt, "Reciprocal": lambda x: np.reciprocal(x) if x.dtype.kind != "f" else np.divide(x.dtype.type(1), x),
    "Rsqrt": lambda x: np.divide(x.dtype.type(1), np.sqrt(x)),
    "Exp": np.exp, "Expm1": np.expm1, "Log": np.log, "Log1p": np.log1p, "Sin": np.sin,
    "Cos": np.cos, "Tanh": np.tanh,
    "Sigmoid": lambda x: np.divide(x.dtype.type(1), np.add(x.dtype.type(1), np.exp(np.negative(x)))),
    "Erf": lambda x: np.vectorize(math.erf, otypes=[np.float64])(x).astype(x.dtype),
    "Floor": np.floor, "Ceil": np.ceil, "Rint": np.rint,
    "IsNan": np.isnan, "IsInf": np.isinf, "IsFinite": np.isfinite,
    "BitwiseAnd": np.bitwise_and, "BitwiseOr": np.bitwise_or, "BitwiseXor": np.bitwise_xor,
    "LeftShift": np.left_shift, "RightShift": np.right_shift, "Invert": np.invert,
    "LogicalAnd": np.logical_and, "LogicalOr": np.logical_or, "LogicalXor": np.logical_xor,
    "LogicalNot": np.logical_not, "Conj": np.conjugate, "Real": np.real, "Imag": np.imag,
    "Clip": lambda x, lo, hi: np.clip(x, lo, hi),
}

MP = {
    "Exp": mpmath.exp, "Expm1": mpmath.expm1, "Log": mpmath.log, "Log1p": mpmath.log1p,
    "Sin": mpmath.sin, "Cos": mpmath.cos, "Tanh": mpmath.tanh, "Erf": mpmath.erf,
    "Sigmoid": lambda x: 1 / (1 + mpmath.exp(-x)), "Rsqrt": lambda x: 1 / mpmath.sqrt(x),
    "Sqrt": mpmath.sqrt,
}


def ops_of(dt):
    """[(op, arity, result dtype)] for dtype dt; arity "clip" for Clip."""
    if dt.kind == "float":
        return ([(o, 2, dt) for o in FLOAT_BINARY] + [(o, 2, BOOL) for o in COMPARISONS] +
                [(o, 1, dt) for o in FLOAT_UNARY] + [(o, 1, BOOL) for o in TO_BOOL] +
                [("Clip", "clip", dt)])
    if dt.kind == "int":
        return ([(o, 2, dt) for o in INT_BINARY] + [(o, 2, BOOL) for o in COMPARISONS] +
                [(o, 1, dt) for o in INT_UNARY] +
                [("Clip", "clip", dt)])
    if dt.kind == "complex":
        fl = BY_NAME["float32" if dt.name == "complex64" else "float64"]
        return ([(o, 2, dt) for o in COMPLEX_BINARY] + [(o, 2, BOOL) for o in ["Equal", "NotEqual"]] +
                [(o, 1, dt) for o in COMPLEX_UNARY] + [(o, 1, fl) for o in COMPLEX_TO_FLOAT] +
                [(o, 1, BOOL) for o in TO_BOOL])
    return [(o, 2, BOOL) for o in BOOL_BINARY + COMPARISONS] + [(o, 1, BOOL) for o in BOOL_UNARY]


# ---------------------------------------------------------------------------
# References.

def ulp_of(op, dt):
    """The tolerance of op's results in dtype dt."""
    if dt.kind == "complex":
        return {"Mul": 2, "Div": 2, "Square": 2, "Reciprocal": 2, "Abs": 2, "Sqrt": 2,
                "Exp": 4, "Log": 4, "Sin": 4, "Cos": 4, "Tanh": 4, "Pow": 8}.get(op, 0)
    if dt.kind == "float" and op in TRANSCENDENTAL:
        return 2 if op == "Pow" and dt.fmt in (F32, F64) else 1
    return 0


def mp_real(op, xs, fmt):
    """mpmath's exactly rounded op on the float inputs xs (floats), or None
    where NumPy's value stands (non-finite inputs, zeros, domain edges)."""
    if any(not math.isfinite(x) for x in xs):
        return None
    if op == "Pow":
        x, y = xs
        if x == 0 or y == 0 or x == 1:
            return None
        if x < 0:
            if y != math.floor(y):
                return None
            odd = abs(y) < 2 ** 53 and int(y) % 2 == 1
            v = mpmath.power(mpmath.mpf(-x), mpmath.mpf(y))
            return round_exact(-v if odd else v, fmt)
        return round_exact(mpmath.power(mpmath.mpf(x), mpmath.mpf(y)), fmt)
    x = xs[0]
    if x == 0:
        return None
    if op in ("Log", "Rsqrt", "Sqrt") and x < 0:
        return None
    if op == "Log1p" and x <= -1:
        return None
    return round_exact(MP[op](mpmath.mpf(x)), fmt)


def exact_float_op(op, arrs, fmt, np_dtype):
    """NumPy's op on float arrays arrs (broadcast), with the entries
    mpmath can do replaced by its exactly rounded value in fmt."""
    base = ref_numpy(op, arrs)
    b = np.broadcast_arrays(*arrs)
    out = np.array(base, dtype=np_dtype).reshape(b[0].shape)
    flat = out.ravel()
    ins = [x.ravel() for x in b]
    for i in range(flat.size):
        v = mp_real(op, [float(x[i]) for x in ins], fmt)
        if v is not None:
            flat[i] = v
    return flat.reshape(out.shape)


def ref_numpy(op, arrs, scalars=()):
    return NP[op](*arrs, *scalars)


def float_ref(op, dt, arrs, scalars):
    """want for a float dtype's op."""
    if op == "Clip":
        if dt.fmt is BF16:
            return dt.round(NP[op](arrs[0], np.float32(scalars[0]), np.float32(scalars[1])))
        return NP[op](arrs[0], dt.np.type(scalars[0]), dt.np.type(scalars[1])).astype(dt.np)
    if op in TRANSCENDENTAL:
        if dt.fmt in (F32, F64):
            return exact_float_op(op, arrs, dt.fmt, dt.np)
        if dt.fmt is F16 and op not in ("Sigmoid", "Rsqrt", "Erf"):
            return ref_numpy(op, arrs).astype(np.float16)
        # float32's exactly rounded result, rounded once more.
        r = exact_float_op(op, [a.astype(np.float32) for a in arrs], F32, np.float32)
        return dt.round(r)
    r = ref_numpy(op, arrs)
    if r.dtype == np.bool_:
        return r
    return dt.round(r)


def int_div(a, b, dt):
    """Truncating division as Go's, x/0 = 0, wrapping."""
    A, B = np.broadcast_arrays(a, b)
    out = []
    for x, y in zip(A.ravel().tolist(), B.ravel().tolist()):
        if y == 0:
            out.append(0)
            continue
        q = abs(x) // abs(y)
        out.append(-q if (x < 0) != (y < 0) else q)
    return wrap_int(np.array(out, dtype=object).reshape(A.shape), dt)


def int_ref(op, dt, arrs, scalars):
    if op == "Div":
        return int_div(arrs[0], arrs[1], dt)
    if op == "Clip":
        return np.clip(arrs[0], dt.np.type(scalars[0]), dt.np.type(scalars[1])).astype(dt.np)
    r = ref_numpy(op, arrs)
    return r if r.dtype == np.bool_ else r.astype(dt.np)


def frac_of(x):
    return fractions.Fraction(float(x))


def round_fraction(q, fmt):
    """Exact rounding of a Fraction q to fmt (integer arithmetic)."""
    if q == 0:
        return 0.0
    neg = q < 0
    a = -q if neg else q
    # E = floor(log2 a)
    E = a.numerator.bit_length() - a.denominator.bit_length()
    if fractions.Fraction(2) ** E > a:
        E -= 1
    elif fractions.Fraction(2) ** (E + 1) <= a:
        E += 1
    u = max(E, fmt.emin) - (fmt.p - 1)
    s = a / (fractions.Fraction(2) ** u)
    n = s.numerator // s.denominator
    rem = s - n
    if rem > fractions.Fraction(1, 2) or (rem == fractions.Fraction(1, 2) and n % 2 == 1):
        n += 1
    if n == 0:
        r = 0.0
    elif n.bit_length() - 1 + u > fmt.emax:
        r = math.inf
    else:
        r = math.ldexp(n, u)
    return -r if neg else r


def complex_exact(op, zs, fmt):
    """The exact op on complex inputs zs (Python complex, finite), rounded
    per component; None where NumPy's value stands."""
    if op in ("Mul", "Div", "Square", "Reciprocal"):
        (ar, ai) = (frac_of(zs[0].real), frac_of(zs[0].imag))
        if op == "Square":
            br, bi = ar, ai
        elif op == "Reciprocal":
            br, bi = ar, ai
            ar, ai = fractions.Fraction(1), fractions.Fraction(0)
        else:
            br, bi = frac_of(zs[1].real), frac_of(zs[1].imag)
        if op in ("Mul", "Square"):
            re, im = ar * br - ai * bi, ar * bi + ai * br
        else:
            d = br * br + bi * bi
            if d == 0:
                return None
            re, im = (ar * br + ai * bi) / d, (ai * br - ar * bi) / d
        return complex(round_fraction(re, fmt), round_fraction(im, fmt))
    if op == "Abs":
        z = zs[0]
        v = mpmath.sqrt(mpmath.mpf(z.real) ** 2 + mpmath.mpf(z.imag) ** 2)
        return round_exact(v, fmt)
    if any(c == 0 for z in zs for c in (z.real, z.imag)):
        return None
    mz = [mpmath.mpc(z.real, z.imag) for z in zs]
    f = {"Sqrt": mpmath.sqrt, "Exp": mpmath.exp, "Log": mpmath.log, "Sin": mpmath.sin,
         "Cos": mpmath.cos, "Tanh": mpmath.tanh}.get(op)
    v = mpmath.power(mz[0], mz[1]) if op == "Pow" else f(mz[0])
    return complex(round_exact(v.real, fmt), round_exact(v.imag, fmt))


def complex_ref(op, dt, arrs, res_dt):
    base = np.asarray(ref_numpy(op, arrs))
    if ulp_of(op, dt) == 0:
        return base.astype(res_dt.np)
    b = np.broadcast_arrays(*arrs)
    out = base.astype(res_dt.np).reshape(b[0].shape)
    flat = out.ravel()
    ins = [x.ravel() for x in b]
    for i in range(flat.size):
        zs = [complex(x[i]) for x in ins]
        if not all(math.isfinite(c) for z in zs for c in (z.real, z.imag)):
            continue
        r = complex(flat[i])
        if not (math.isfinite(r.real) and math.isfinite(r.imag)):
            continue
        v = complex_exact(op, zs, dt.fmt)
        # NumPy's value stands where its algorithm is off by more than
        # rounding (Smith's division underflowing, say): that is NumPy's
        # semantics, not an inaccuracy to forgive.
        if v is not None and abs(complex(v) - r) <= 2.0 ** -20 * max(abs(complex(v).real), abs(complex(v).imag)):
            flat[i] = v
    return flat.reshape(out.shape)


def reference(op, dt, res_dt, arrs, scalars=()):
    """want of op on the (viewed) operand arrays arrs."""
    if dt.kind == "float":
        r = float_ref(op, dt, arrs, scalars)
    elif dt.kind == "int":
        r = int_ref(op, dt, arrs, scalars)
    elif dt.kind == "complex":
        r = complex_ref(op, dt, arrs, res_dt)
    else:
        r = ref_numpy(op, arrs)
    r = np.asarray(r)
    assert r.dtype == (np.dtype(np.float32) if res_dt.name == "bfloat16" else res_dt.np), (op, dt.name, r.dtype)
    return r


# ---------------------------------------------------------------------------
# Edge values.

def float_edges(dt):
    """Edge values of a float dtype (as its NumPy array)."""
    f = dt.fmt
    mx = (2 - 2.0 ** (1 - f.p)) * 2.0 ** f.emax
    tiny = 2.0 ** (f.emin - f.p + 1)
    vals = [math.nan, math.inf, -math.inf, 0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, 2.5, -2.5,
            3.0, -7.0, tiny, -tiny, 2.0 ** f.emin - tiny, 2.0 ** f.emin, -(2.0 ** f.emin),
            mx, -mx, 1 + 2.0 ** (1 - f.p), 1 - 2.0 ** -f.p, math.pi]
    return dt.cast(vals)


def neighbours(dt, x, k=2):
    """x and its k neighbours either side in dt's format (float values)."""
    v = dt.cast([x])
    if dt.fmt is BF16:
        bits = int(v.view(np.uint32)[0]) >> 16
        return [float(np.uint32((bits + d) << 16).view(np.float32)) for d in range(-k, k + 1)]
    w = {16: np.uint16, 32: np.uint32, 64: np.uint64}[dt.fmt.width]
    bits = int(v.view(w)[0])
    return [float(np.array([bits + d], dtype=w).view(dt.np)[0]) for d in range(-k, k + 1)]


def unary_extra(dt):
    """More inputs for the unary float ops: magnitudes across the range and
    the thresholds where the transcendentals overflow, underflow or
    saturate."""
    f = dt.fmt
    mx = (2 - 2.0 ** (1 - f.p)) * 2.0 ** f.emax
    tiny = 2.0 ** (f.emin - f.p + 1)
    out = []
    for m in [1e-30, 1e-8, 1e-5, 1e-3, 0.1, 0.3, 0.7, 0.99, 1.01, 2, 4, 10, 100, 1e4, 1e6, 1e10, 1e30]:
        out += [m, -m]
    ln_max, ln_min, ln_tiny = math.log(mx), math.log(2.0 ** f.emin), math.log(tiny)
    for t in [ln_max, -ln_max, ln_min, ln_tiny, ln_tiny - 0.7, math.pi / 2, math.pi, 0.55,
              9.01, 19.06, 3.92, 5.93, 17.0, 37.0, 710.0, -745.2, 88.72, -103.97, 11.09, -17.33]:
        out += neighbours(dt, t, 1)
    out += neighbours(dt, 1.0, 2) + neighbours(dt, -1.0, 2) + [mx / 2, tiny * 3, 1e38, -1e38]
    return dt.cast(out)


def int_edges(dt):
    w = dt.bits
    if dt.signed:
        lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
        vals = [lo, lo + 1, -w - 1, -w, -100, -3, -2, -1, 0, 1, 2, 3, 7, w - 1, w, w + 1,
                0x55 << (w - 8), hi - 1, hi]
    else:
        hi = (1 << w) - 1
        vals = [0, 1, 2, 3, 7, w - 1, w, w + 1, 100, 0x55 << (w - 8), hi // 2, hi // 2 + 1,
                hi - 1, hi]
    out = []
    for v in vals:
        if v not in out:
            out.append(v)
    return dt.cast(out)


def complex_edges(dt):
    f = dt.fmt
    mx = (2 - 2.0 ** (1 - f.p)) * 2.0 ** f.emax
    tiny = 2.0 ** (f.emin - f.p + 1)
    inf, nan = math.inf, math.nan
    vals = [(0, 0), (-0.0, -0.0), (1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (2, -3), (0.5, -0.25),
            (inf, 0), (-inf, 1), (0, inf), (1, -inf), (inf, inf), (nan, 0), (0, nan), (nan, nan),
            (mx, mx), (tiny, 1), (1e30 if f is F32 else 1e300, -2)]
    out = np.empty(len(vals), dtype=dt.np)
    for i, (r, m) in enumerate(vals):
        out[i] = complex(r, m)
    return out


def edges(dt):
    if dt.kind == "float":
        return float_edges(dt)
    if dt.kind == "int":
        return int_edges(dt)
    if dt.kind == "complex":
        return complex_edges(dt)
    return np.array([False, True])


# ---------------------------------------------------------------------------
# Random values, shapes and views.

def rand_float_values(rng, dt, op, n, second=False):
    """n random values for op's operand (second: the second operand)."""
    f = dt.fmt
    u = rng.random(n)
    sign = np.where(rng.random(n) < 0.5, -1.0, 1.0)
    lo_e, hi_e = f.emin - f.p + 1, f.emax + 1
    wide = sign * np.exp2(rng.uniform(lo_e, hi_e, n)) * rng.uniform(1, 2, n) / 2
    moderate = rng.normal(0, 10, n)
    if op in ("Exp", "Expm1", "Sigmoid"):
        big = math.log(2.0 ** f.emax) * 1.1
        vals = np.where(u < 0.6, rng.uniform(-big * 1.2, big, n), moderate / 10)
    elif op in ("Sin", "Cos"):
        vals = np.where(u < 0.5, rng.uniform(-10, 10, n),
                        sign * np.exp2(rng.uniform(-20, min(60, hi_e), n)))
    elif op in ("Tanh", "Erf"):
        vals = np.where(u < 0.7, rng.uniform(-12, 12, n), sign * np.exp2(rng.uniform(-30, 8, n)))
    elif op in ("Log", "Log1p", "Sqrt", "Rsqrt"):
        vals = np.where(u < 0.9, np.abs(wide), wide)
        if op == "Log1p":
            vals = np.where(rng.random(n) < 0.3, rng.uniform(-1, 1, n), vals)
        if op == "Log":
            vals = np.where(rng.random(n) < 0.3, rng.uniform(0.5, 2, n), vals)
    elif op == "Pow":
        if second:
            vals = np.where(u < 0.3, rng.integers(-6, 7, n).astype(float), rng.uniform(-8, 8, n))
        else:
            vals = np.where(u < 0.8, np.exp2(rng.uniform(-12, 12, n)), -rng.integers(1, 5, n).astype(float))
    else:
        vals = np.where(u < 0.5, moderate, wide)
        if op in ("Floor", "Ceil", "Rint", "FloorDiv", "FloorMod"):
            vals = np.where(rng.random(n) < 0.4, np.round(moderate * 2) / 4, vals)
    specials = float_edges(dt).astype(np.float64)
    pick = rng.random(n) < 0.06
    vals = np.where(pick, specials[rng.integers(0, len(specials), n)], vals)
    return dt.cast(vals)


def rand_int_values(rng, dt, op, n, second=False):
    w = dt.bits
    lo, hi = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if dt.signed else (0, (1 << w) - 1)
    if second and op in ("LeftShift", "RightShift"):
        return dt.cast([int(rng.integers(-2 if dt.signed else 0, w + 3)) for _ in range(n)])
    out = []
    for _ in range(n):
        u = rng.random()
        if u < 0.55:
            out.append(lo + int(rng.integers(0, 1 << 62)) * (hi - lo) // (1 << 62))
        elif u < 0.85:
            out.append(int(rng.integers(max(lo, -10), 11)))
        else:
            out.append([lo, hi, lo + 1, hi - 1, 0, -1 if dt.signed else 1][int(rng.integers(0, 6))])
    return dt.cast(out)


def rand_complex_values(rng, dt, op, n, second=False):
    if op == "Pow":
        if second:
            re, im = rng.uniform(-2, 2, n), rng.uniform(-2, 2, n)
        else:
            r, th = np.exp2(rng.uniform(-2, 2, n)), rng.uniform(-3, 3, n)
            re, im = r * np.cos(th), r * np.sin(th)
    elif op in ("Exp", "Sin", "Cos", "Tanh"):
        re, im = rng.uniform(-10, 10, n), rng.uniform(-10, 10, n)
    else:
        s = np.exp2(rng.uniform(-20, 20, n))
        re, im = rng.normal(0, 1, n) * s, rng.normal(0, 1, n) * s
    out = (re + 1j * im).astype(dt.np)
    if op not in ("Pow", "Exp", "Sin", "Cos", "Tanh", "Log", "Sqrt"):
        e = complex_edges(dt)
        pick = rng.random(n) < 0.06
        out = np.where(pick, e[rng.integers(0, len(e), n)], out)
    return out.astype(dt.np)


def rand_values(rng, dt, op, n, second=False):
    if dt.kind == "float":
        return rand_float_values(rng, dt, op, n, second)
    if dt.kind == "int":
        return rand_int_values(rng, dt, op, n, second)
    if dt.kind == "complex":
        return rand_complex_values(rng, dt, op, n, second)
    return rng.random(n) < 0.5


def rand_out_shape(rng, empty):
    """A random result shape: rank 0..4, dims 1..5 (often 1), one 0 when
    empty."""
    while True:
        rank = int(rng.choice([0, 1, 2, 3, 4], p=[0.08, 0.2, 0.32, 0.25, 0.15]))
        if empty and rank == 0:
            continue
        dims = [1 if rng.random() < 0.2 else int(rng.integers(1, 6)) for _ in range(rank)]
        if empty:
            dims[int(rng.integers(0, rank))] = 0
        if int(np.prod(dims)) <= MAX_RANDOM_SIZE:
            return dims


def arg_shape(rng, out, scalar):
    """An operand shape that broadcasts to out: leading axes dropped, some
    dims 1; () when scalar."""
    if scalar:
        return []
    k = int(rng.integers(0, len(out) + 1)) if rng.random() < 0.4 else 0
    s = list(out[k:])
    return [1 if (d != 1 and rng.random() < 0.25) else d for d in s]


def slice_for(rng, n):
    """(base size, slice text) selecting n elements."""
    step = int(rng.choice([1, 1, 2, 3, -1, -2]))
    k = abs(step)
    span = (n - 1) * k + 1 if n > 0 else 0
    N = span + int(rng.integers(0, 3))
    if n == 0:
        N = max(N, 1)
        i = int(rng.integers(0, N + 1))
        return N, "%d:%d" % (i, i) if step > 0 else "%d:%d:-1" % (min(i, N - 1), min(i, N - 1))
    if step > 0:
        start = int(rng.integers(0, N - span + 1))
        stop = start + span
        s = str(start - N) if rng.random() < 0.3 else str(start)
        e = "" if stop == N and rng.random() < 0.5 else (str(stop - N) if stop < N and rng.random() < 0.3 else str(stop))
        return N, "%s:%s" % (s, e) if step == 1 else "%s:%s:%d" % (s, e, step)
    start = int(rng.integers(span - 1, N))
    stop = start - span
    s = "" if start == N - 1 and rng.random() < 0.5 else str(start)
    e = "" if stop < 0 else str(stop)
    return N, "%s:%s:%d" % (s, e, step)


def make_view(rng, shape):
    """(base shape, view spec or None, function applying the view) for an
    operand of the given shape."""
    if rng.random() < 0.45:
        return shape, None
    view = {}
    s0 = list(shape)
    if rng.random() < 0.35 and any(d != 1 for d in s0):
        pre = [1 if (d != 1 and rng.random() < 0.5) else d for d in s0]
        if len(pre) and rng.random() < 0.3:
            pre = pre[1:]
        if pre != s0:
            view["broadcast"] = list(s0)
            s0 = pre
    s1 = list(s0)
    if len(s0) >= 2 and rng.random() < 0.5:
        perm = [int(p) for p in rng.permutation(len(s0))]
        s1 = [0] * len(s0)
        for i, p in enumerate(perm):
            s1[p] = s0[i]
        view["transpose"] = perm
    base = list(s1)
    if rng.random() < 0.75 or not view:
        items, base = [], []
        for d in s1:
            if d == 1 and rng.random() < 0.15:
                items.append("None")
                continue
            if rng.random() < 0.1:
                m = int(rng.integers(1, 4))
                j = int(rng.integers(-m, m))
                base.append(m)
                items.append(str(j))
            N, txt = slice_for(rng, d)
            base.append(N)
            items.append(txt)
        if rng.random() < 0.15:
            m = int(rng.integers(1, 4))
            base.append(m)
            items.append(str(int(rng.integers(-m, m))))
        if items:
            view["slice"] = ", ".join(items)
    return base, (view or None)


def apply_view(a, view):
    if view is None:
        return a
    if "slice" in view:
        a = eval("a[" + view["slice"] + ",]" if view["slice"] else "a[...]", {"a": a})
    if "transpose" in view:
        a = a.transpose(view["transpose"])
    if "broadcast" in view:
        a = np.broadcast_to(a, view["broadcast"])
    return a


# ---------------------------------------------------------------------------
# Cases.

def scalar_encode_arg(v, dt):
    return {"scalar": encode_scalar(v, dt)}


def make_case(op, name, dt, res_dt, bases, views, scalars=(), random=False):
    arrs = [apply_view(b, v) for b, v in zip(bases, views)]
    want = reference(op, dt, res_dt, arrs, scalars)
    args = []
    for b, v in zip(bases, views):
        a = encode_array(b, dt)
        if v:
            a["view"] = v
        args.append(a)
    args += [scalar_encode_arg(s, dt) for s in scalars]
    return {"op": op, "name": name, "args": args, "want": encode_array(want, res_dt),
            "ulp": ulp_of(op, dt), "random": random}


def clip_bounds(rng, dt, vals):
    """(lo, hi) for Clip: two of vals, ordered (values of dt)."""
    ok = [v for v in vals.tolist() if not (isinstance(v, float) and math.isnan(v))]
    i, j = rng.integers(0, len(ok), 2)
    lo, hi = ok[int(i)], ok[int(j)]
    if lo > hi:
        lo, hi = hi, lo
    return dt.cast([lo])[0], dt.cast([hi])[0]


def edge_cases(rng, dt, op, arity, res_dt):
    e = edges(dt)
    out = []
    if arity == 2:
        col, row = e.reshape(-1, 1), e.reshape(1, -1)
        out.append(make_case(op, op + "/edge", dt, res_dt, [col, row], [None, None]))
        if op in ("LeftShift", "RightShift"):
            sh = dt.cast(list(range(0 if not dt.signed else -2, dt.bits + 3)))
            out.append(make_case(op, op + "/shifts", dt, res_dt, [col, sh.reshape(1, -1)], [None, None]))
        if op == "Pow" and dt.kind == "complex":
            # Without the extreme finite values: their powers are so
            # ill-conditioned that NumPy's own result is far off.
            e = np.array([z for z in e if not (math.isfinite(z.real) and math.isfinite(z.imag)
                                               and abs(z) > 0 and not 0.1 < abs(z) < 10)], dtype=dt.np)
            out[0] = make_case(op, op + "/edge", dt, res_dt, [e.reshape(-1, 1), e.reshape(1, -1)], [None, None])
        if op == "Pow" and dt.kind == "float":
            xs = dt.cast([2, 10, 0.5, -2, -8, 1.0001, 0.9999, 3, 100])
            ys = dt.cast([0.5, -0.5, 3, -3, 2, 10, 100, -100, 1.5, 31, 1e10, 1e-3])
            out.append(make_case(op, op + "/values", dt, res_dt, [xs.reshape(-1, 1), ys.reshape(1, -1)], [None, None]))
    elif arity == 1:
        if dt.kind == "float":
            e = np.concatenate([e, unary_extra(dt)])
        out.append(make_case(op, op + "/edge", dt, res_dt, [e], [None]))
    else:
        vals = e
        for k, (lo, hi) in enumerate([clip_bounds(rng, dt, vals), clip_bounds(rng, dt, vals)]):
            out.append(make_case(op, op + "/edge%d" % k, dt, res_dt, [vals], [None], (lo, hi)))
        if dt.kind != "bool":
            lo, hi = clip_bounds(rng, dt, vals)
            if lo != hi:
                out.append(make_case(op, op + "/edge-lo>hi", dt, res_dt, [vals], [None], (hi, lo)))
    return out


def random_cases(rng, dt, op, arity, res_dt):
    out = []
    nargs = 1 if arity in (1, "clip") else 2
    for k in range(RANDOM_CASES):
        shape = rand_out_shape(rng, empty=(k == 1))
        scalar_arg = int(rng.integers(0, nargs)) if (k == 0 and nargs == 2) else -1
        bases, views = [], []
        for i in range(nargs):
            s = arg_shape(rng, shape, i == scalar_arg)
            if nargs == 1 and rng.random() < 0.7:
                s = list(shape)
            base_shape, view = make_view(rng, s)
            size = int(np.prod(base_shape)) if base_shape else 1
            b = rand_values(rng, dt, op, size, second=(i == 1)).reshape(base_shape)
            v = apply_view(b, view)
            assert list(v.shape) == s, (s, base_shape, view, v.shape)
            bases.append(b)
            views.append(view)
        scalars = ()
        if arity == "clip":
            scalars = clip_bounds(rng, dt, rand_values(rng, dt, "Clip", 8))
        out.append(make_case(op, "%s/random%d" % (op, k), dt, res_dt, bases, views, scalars, True))
    return out


def cases_for(dt):
    rng = np.random.default_rng([SEED, DTYPES.index(dt)])
    cases = []
    counts = {}
    for op, arity, res_dt in ops_of(dt):
        cs = edge_cases(rng, dt, op, arity, res_dt) + random_cases(rng, dt, op, arity, res_dt)
        counts[op] = len(cs)
        cases += cs
    if dt.kind != "bool":
        cs = matmul_cases(dt)
        counts["MatMul"] = len(cs)
        cases += cs
    return cases, counts


# ---------------------------------------------------------------------------
# MatMul (issue 30): NumPy's matmul on small integers, whose products and
# sums are exact in every order, so that the result is bit-exact whatever
# order a GEMM adds in; the cases test the shapes (1-D promotion, batch
# broadcasting, empty dimensions) and views, and for floats and complex
# numbers NaN and Inf.

MATMUL_RANDOM_CASES = 40


def matmul_values(rng, dt, n):
    lo = 0 if (dt.kind == "int" and not dt.signed) else -4
    v = rng.integers(lo, 5, n)
    if dt.kind == "complex":
        return (v + 1j * rng.integers(-4, 5, n)).astype(dt.np)
    return dt.cast(v)


def matmul_case(name, dt, bases, views, random=False):
    a, b = (apply_view(x, v) for x, v in zip(bases, views))
    with np.errstate(all="ignore"):
        want = np.matmul(a, b)
        if dt.kind == "complex" and a.ndim == 2 and b.ndim == 2:
            # Each product's components, then each component's sum, as
            # IEEE arithmetic gives them (NumPy's own non-BLAS loop):
            # OpenBLAS's cgemm lets a NaN of one component spread to the
            # other ([1, 2] @ [-inf, 1] is nan+nanj there, -inf+nanj here).
            want = (a[:, :, None] * b[None, :, :]).sum(axis=1)
    if dt.name == "bfloat16":
        want = bf16_round(want.astype(np.float32))
    args = []
    for x, v in zip(bases, views):
        e = encode_array(x, dt)
        if v:
            e["view"] = v
        args.append(e)
    return {"op": "MatMul", "name": name, "args": args, "want": encode_array(np.asarray(want, dtype=dt.np), dt),
            "ulp": 0, "random": random}


def matmul_shapes(rng):
    """Random operand shapes that multiply: n, k, m in 0..6, a batch of up
    to two dimensions broadcast (some 1, some missing), 1-D operands."""
    n, k, m = (int(rng.integers(0, 7)) for _ in range(3))
    batch = [int(rng.integers(1, 4)) for _ in range(int(rng.integers(0, 3)))]
    a = [1 if rng.random() < 0.25 else d for d in batch]
    b = [1 if rng.random() < 0.25 else d for d in batch]
    if b and rng.random() < 0.3:
        b = b[1:]
    kind = rng.random()
    if kind < 0.1:
        return [k], b + [k, m]
    if kind < 0.2:
        return a + [n, k], [k]
    if kind < 0.25:
        return [k], [k]
    return a + [n, k], b + [k, m]


def matmul_cases(dt):
    rng = np.random.default_rng([SEED, DTYPES.index(dt), 30])
    out = []
    fixed = [([2, 3], [3, 4]), ([3], [3, 4]), ([2, 3], [3]), ([5], [5]), ([2, 1, 2, 3], [3, 3, 2]),
             ([4, 4], [4, 4]), ([0, 3], [3, 2]), ([2, 0], [0, 3]), ([0], [0]), ([2, 3, 0], [0, 2])]
    for sa, sb in fixed:
        bases = [matmul_values(rng, dt, int(np.prod(s))).reshape(s) for s in (sa, sb)]
        out.append(matmul_case("MatMul/%s@%s" % (sa, sb), dt, bases, [None, None]))
    # Views: a transposed, flipped and strided product of the same matrices.
    a = matmul_values(rng, dt, 7 * 9).reshape(7, 9)
    b = matmul_values(rng, dt, 10 * 8).reshape(10, 8)
    out.append(matmul_case("MatMul/views", dt, [a, b], [{"slice": "::-2, 1:-2", "transpose": [1, 0]},
                                                         {"slice": "1:5, ::-2"}]))
    if dt.kind in ("float", "complex"):
        special = dt.cast([math.nan, math.inf, -math.inf, 0, 1, -1])
        a = dt.cast([[1, 2, 3], [0, 1, 0], [1, 1, 1]])
        for i, x in enumerate(special):
            out.append(matmul_case("MatMul/special%d-left" % i, dt,
                                   [np.array([[x, 1, 0], [1, 0, 1]], dtype=dt.np), a], [None, None]))
            out.append(matmul_case("MatMul/special%d-right" % i, dt, [a, dt.cast([[x], [1], [0]])], [None, None]))
    for k in range(MATMUL_RANDOM_CASES):
        bases, views = [], []
        for s in matmul_shapes(rng):
            base, view = make_view(rng, s)
            size = int(np.prod(base)) if base else 1
            bases.append(matmul_values(rng, dt, size).reshape(base))
            views.append(view)
        out.append(matmul_case("MatMul/random%d" % k, dt, bases, views, True))
    return out


def write_jsonl(path, cases):
    data = "".join(json.dumps(c, separators=(",", ":")) + "\n" for c in cases).encode()
    with open(path, "wb") as f:
        f.write(gzip.compress(data, 9, mtime=0))


# ---------------------------------------------------------------------------
# Exhaustive 16-bit tables.

def all16(dt):
    bits = np.arange(65536, dtype=np.uint32)
    if dt.fmt is F16:
        return bits.astype(np.uint16).view(np.float16)
    return (bits << 16).view(np.float32)


def table_bits(r, res_dt):
    if res_dt.kind == "bool":
        return r.astype(np.uint8)
    if res_dt.fmt is F16:
        return r.astype(np.float16).view(np.uint16)
    return (r.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)


def exhaustive(dt):
    x = all16(dt)
    out = bytearray()
    for op, arity, res_dt in ops_of(dt):
        if arity != 1:
            continue
        r = float_ref(op, dt, [x], ())
        v = table_bits(np.asarray(r), res_dt)
        if v.dtype == np.uint8:
            planes = np.diff(v, prepend=np.uint8(0)).astype(np.uint8).tobytes()
        else:
            d = np.diff(v, prepend=np.uint16(0)).astype(np.uint16)
            planes = (d & 0xFF).astype(np.uint8).tobytes() + (d >> 8).astype(np.uint8).tobytes()
        out += bytes([len(op)]) + op.encode() + bytes([len(res_dt.name)]) + res_dt.name.encode()
        out += bytes([ulp_of(op, dt)]) + struct.pack("<I", len(v)) + planes
        print("  %s %s: done" % (dt.name, op), file=sys.stderr)
    path = os.path.join(OUT, "%s_unary.bin.gz" % dt.name)
    with open(path, "wb") as f:
        f.write(gzip.compress(bytes(out), 9, mtime=0))
    print("wrote %s: %d bytes" % (path, os.path.getsize(path)), file=sys.stderr)


def main():
    os.makedirs(OUT, exist_ok=True)
    only = sys.argv[1:]
    for dt in DTYPES:
        if only and dt.name not in only:
            continue
        cases, counts = cases_for(dt)
        path = os.path.join(OUT, dt.name + ".jsonl.gz")
        write_jsonl(path, cases)
        print("wrote %s: %d cases, %d bytes; %s" % (path, len(cases), os.path.getsize(path),
              " ".join("%s=%d" % kv for kv in counts.items())), file=sys.stderr)
    for name in ("float16", "bfloat16"):
        if not only or name + "_unary" in only:
            exhaustive(BY_NAME[name])


if __name__ == "__main__":
    main()
