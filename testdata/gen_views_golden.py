#!/usr/bin/python3
"""Generate testdata/views_golden.json and testdata/sequences_golden.json:
differential-test golden cases, computed with NumPy, for the views and
constructors of issue 10 (Reshape with -1, ExpandDims, Squeeze, BroadcastTo,
Flip, SwapAxes, Flatten; Arange and Linspace).

Run from the repository root (Debian's python3-numpy; no pip):

    /usr/bin/python3 testdata/gen_views_golden.py

The output is deterministic (numpy.random.default_rng(SEED)).

views_golden.json
-----------------
Each case takes x = np.arange(prod(shape)).reshape(shape), applies the
selectors "pre" (the slice golden format: "slice" with start/stop/step,
"flip", "all"; strided and reversed inputs), transposes by "perm" if it
is not null, and applies "op" with "args":

    reshape      args.shape (may hold -1)        x.reshape(shape)
    expand_dims  args.axis                       np.expand_dims(x, axis)
    squeeze      args.axes (null: all)           np.squeeze(x, axes)
    broadcast_to args.shape                      np.broadcast_to(x, shape)
    flip         args.axes (null: all)           np.flip(x, axes)
    swapaxes     args.i, args.j                  np.swapaxes(x, i, j)
    flatten      -                               x.reshape(-1)

(Flatten is a view wherever reshape can make one; np.ravel copies every
non-contiguous input, even a reversed vector.)

It records out_shape, values (row-major; since x holds its own flat
offsets these are positions in the input's storage), view (whether the
result shares x's memory: Reshape and Flatten must copy exactly when NumPy
does), contiguous (C_CONTIGUOUS of a result that is a view), or error:
"shape" or "argument", the sentinel the Go method panics with (NumPy's
AxisError and repeated axes are "argument", as are two -1 dimensions;
sizes that do not fit are "shape").

sequences_golden.json
---------------------
"arange" cases: dtype, start, stop, step, values of
np.arange(start, stop, step, dtype=dtype) with the arguments as scalars of
that dtype (complex ones as Python complex numbers holding the dtype's
values, NumPy's complex rule). "linspace" cases: dtype, start, stop, n, values of
np.linspace(start, stop, n, dtype=dtype). Floats are written with
float.hex (exact); complex values as [re, im] pairs of hex strings.
"""

import json
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from goldenlib import pick, rint, write_cases  # noqa: E402

SEED = 20261123
OUT = "testdata/views_golden.json"
SEQ_OUT = "testdata/sequences_golden.json"


def rand_shape(rng, max_rank=4):
    rank = rint(rng, 0, max_rank)
    return [pick(rng, [0, 1, 2, 3, 4, 5], [1, 4, 4, 4, 2, 1]) for _ in range(rank)]


def rand_pre(rng, shape):
    """Selectors making a strided, reversed or sliced input view."""
    sel = []
    for d in shape:
        kind = pick(rng, ["all", "flip", "slice"], [5, 2, 3])
        if kind == "slice":
            step = pick(rng, [1, 2, -1, -2, 3], [3, 2, 2, 1, 1])
            start = rint(rng, -d - 1, d + 1) if rng.random() < 0.5 else None
            stop = rint(rng, -d - 1, d + 1) if rng.random() < 0.5 else None
            sel.append({"op": "slice", "start": start, "stop": stop, "step": step})
        else:
            sel.append({"op": kind})
    return sel


def apply_pre(x, sel):
    idx = []
    for s in sel:
        if s["op"] == "all":
            idx.append(slice(None))
        elif s["op"] == "flip":
            idx.append(slice(None, None, -1))
        else:
            idx.append(slice(s["start"], s["stop"], s["step"]))
    return x[tuple(idx)] if idx else x  # x[()] of a 0-d array is a scalar, not a view


def rand_axis(rng, n):
    """An axis of a rank-n array, sometimes negative or out of range."""
    return rint(rng, -n - 1, n) if rng.random() < 0.9 else pick(rng, [n + 1, -n - 2], [1, 1])


def rand_args(rng, op, shape):
    n, size = len(shape), int(np.prod(shape))
    if op == "reshape":
        dims = factor(rng, size)
        if dims and rng.random() < 0.6:
            dims[rint(rng, 0, len(dims) - 1)] = -1
        if rng.random() < 0.1:
            dims = dims + [-1, -1] if rng.random() < 0.5 else dims + [rint(rng, 2, 7)]
        return {"shape": dims}
    if op == "expand_dims":
        return {"axis": rint(rng, -n - 1, n) if rng.random() < 0.9 else pick(rng, [n + 1, -n - 2], [1, 1])}
    if op in ("squeeze", "flip"):
        if rng.random() < 0.3 or n == 0:
            return {"axes": None}
        ones = [i for i, d in enumerate(shape) if d == 1]
        cands = ones if op == "squeeze" and ones and rng.random() < 0.8 else list(range(n))
        k = rint(rng, 1, len(cands))
        axes = [int(a) for a in rng.choice(cands, size=k, replace=False)]
        axes = [a - n if rng.random() < 0.4 else a for a in axes]
        if rng.random() < 0.08:
            axes.append(axes[0])
        if rng.random() < 0.05:
            axes.append(n)
        return {"axes": axes}
    if op == "swapaxes":
        return {"i": rand_axis(rng, n) if n else 0, "j": rand_axis(rng, n) if n else 0}
    if op == "broadcast_to":
        lead = [rint(rng, 0, 3) for _ in range(rint(rng, 0, 2))]
        out = []
        for d in shape:
            if d == 1:
                out.append(pick(rng, [0, 1, 2, 3, 5], [1, 2, 3, 3, 1]))
            elif rng.random() < 0.07:
                out.append(d + 1)
            else:
                out.append(d)
        if rng.random() < 0.05 and out:
            out = out[1:]
        return {"shape": lead + out}
    return {}


def factor(rng, size):
    """A random shape of the given size."""
    if size == 0:
        dims = [rint(rng, 0, 4) for _ in range(rint(rng, 1, 3))]
        dims[rint(rng, 0, len(dims) - 1)] = 0
        return dims
    dims, rest = [], size
    for _ in range(rint(rng, 0, 3)):
        divs = [k for k in range(1, rest + 1) if rest % k == 0]
        k = int(rng.choice(divs))
        dims.append(k)
        rest //= k
    if rest != 1 or not dims or rng.random() < 0.3:
        dims.append(rest)
    if rng.random() < 0.2:
        dims.insert(rint(rng, 0, len(dims)), 1)
    return dims


def kind_of(err):
    msg = str(err)
    if isinstance(err, np.AxisError) or "repeated axis" in msg or "duplicate value" in msg or "one unknown dimension" in msg:
        return "argument"
    if isinstance(err, ValueError):
        return "shape"
    raise err


def run_op(x, op, args):
    if op == "reshape":
        return x.reshape(args["shape"])
    if op == "expand_dims":
        return np.expand_dims(x, args["axis"])
    if op == "squeeze":
        return np.squeeze(x, None if args["axes"] is None else tuple(args["axes"]))
    if op == "broadcast_to":
        return np.broadcast_to(x, args["shape"])
    if op == "flip" and x.ndim == 0:
        return x[...]  # np.flip(x) is x[()] here: a scalar copy, by an indexing quirk
    if op == "flip":
        return np.flip(x, None if args["axes"] is None else tuple(args["axes"]))
    if op == "swapaxes":
        return np.swapaxes(x, args["i"], args["j"])
    if op == "flatten":
        return x.reshape(-1)
    raise ValueError(op)


def view_case(shape, pre, perm, op, args):
    base = np.arange(int(np.prod(shape)), dtype=np.int64).reshape(shape)
    x = apply_pre(base, pre)
    if perm is not None:
        x = x.transpose(perm)
    c = {"shape": shape, "pre": pre, "perm": perm, "op": op, "args": args}
    try:
        y = run_op(x, op, args)
    except (ValueError, np.AxisError) as e:
        c["error"] = kind_of(e)
        return c
    c["out_shape"] = list(y.shape)
    c["values"] = [int(v) for v in y.ravel()]
    c["view"] = bool(y.size > 0 and np.shares_memory(y, base))
    c["contiguous"] = bool(y.flags.c_contiguous)
    return c


OPS = ["reshape", "expand_dims", "squeeze", "broadcast_to", "flip", "swapaxes", "flatten"]


def fixed_view_cases():
    cases = []
    a = lambda s, op, args, pre=None, perm=None: cases.append(
        view_case(s, pre or [], perm, op, args))
    a([2, 6], "reshape", {"shape": [-1, 3]})
    a([2, 6], "reshape", {"shape": [-1]})
    a([2, 6], "reshape", {"shape": [-1, -1]})
    a([2, 6], "reshape", {"shape": [-1, 5]})
    a([0, 3], "reshape", {"shape": [-1, 3]})
    a([0, 3], "reshape", {"shape": [-1, 0]})
    a([3, 4], "reshape", {"shape": [2, -1]}, perm=[1, 0])
    a([3, 1, 4], "squeeze", {"axes": None})
    a([3, 1, 4], "squeeze", {"axes": [0]})
    a([3, 1, 1], "squeeze", {"axes": [-1, 1]})
    a([1], "squeeze", {"axes": [0, 0]})
    a([2, 3], "expand_dims", {"axis": 2})
    a([2, 3], "expand_dims", {"axis": -3})
    a([2, 3], "expand_dims", {"axis": 3})
    a([3], "broadcast_to", {"shape": [2, 3]})
    a([3, 1], "broadcast_to", {"shape": [2, 3, 4]})
    a([3], "broadcast_to", {"shape": [4]})
    a([2, 3], "broadcast_to", {"shape": [3]})
    a([1], "broadcast_to", {"shape": [0]})
    a([0], "broadcast_to", {"shape": [1]})
    a([2, 3], "flip", {"axes": None})
    a([2, 3], "flip", {"axes": [-1]})
    a([2, 3], "flip", {"axes": [0, -2]})
    a([2, 3, 4], "swapaxes", {"i": 0, "j": -1})
    a([2, 3, 4], "flatten", {}, perm=[2, 0, 1])
    a([2, 3, 4], "flatten", {}, pre=[{"op": "all"}, {"op": "flip"}])
    a([], "expand_dims", {"axis": 0})
    a([], "squeeze", {"axes": None})
    a([], "flip", {"axes": None})
    return cases


def rand_view_case(rng):
    shape = rand_shape(rng)
    pre = rand_pre(rng, shape) if rng.random() < 0.6 else []
    x = apply_pre(np.empty(shape), pre)
    perm = None
    if x.ndim > 1 and rng.random() < 0.3:
        perm = [int(p) for p in rng.permutation(x.ndim)]
        x = x.transpose(perm)
    op = pick(rng, OPS, [3, 2, 2, 3, 2, 1, 2])
    return view_case(shape, pre, perm, op, rand_args(rng, op, list(x.shape)))


def hexf(v):
    return float(v).hex()


def hexc(v):
    return [hexf(v.real), hexf(v.imag)]


def seq_values(y):
    if np.iscomplexobj(y):
        return [[hexf(v.real), hexf(v.imag)] for v in y]
    if y.dtype.kind == "f":
        return [hexf(v) for v in y]
    return [int(v) for v in y]


INT_TYPES = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"]


def arange_cases(rng):
    cases = []

    def add(dtype, start, stop, step):
        t = np.dtype(dtype).type
        c = {"dtype": dtype}
        if np.dtype(dtype).kind == "f":
            s, e, st = t(start), t(stop), t(step)
            c.update(start=hexf(s), stop=hexf(e), step=hexf(st))
        elif np.dtype(dtype).kind == "c":
            # Python complex numbers holding the dtype's values: NumPy's
            # rule for complex arguments (np.complex64 scalars would make
            # it use only the real part, with a ComplexWarning).
            s, e, st = (complex(t(v)) for v in (start, stop, step))
            c.update(start=hexc(s), stop=hexc(e), step=hexc(st))
        else:
            s, e, st = int(start), int(stop), int(step)
            c.update(start=s, stop=e, step=st)
        # Floats as scalars of dtype (NumPy computes the length and the
        # second value in that type), integers as Python ints (exact).
        y = np.arange(s, e, st, dtype=dtype)
        assert y.size < 10000, c
        c["values"] = seq_values(y)
        cases.append(c)

    for dtype in ["float32", "float64"]:
        for args in [(0, 1, 0.1), (0.1, 1, 0.1), (1, 0, -0.3), (0, 5, 1), (5, 0, 1), (-2.5, 2.5, 0.5),
                     (0, 1e-3, 1e-4), (1e6, 1e6 + 10, 0.7), (0, 1, 3)]:
            add(dtype, *args)
        for _ in range(150):
            start = rng.normal() * 10.0 ** rint(rng, -3, 4)
            span = rng.normal() * 10.0 ** rint(rng, -3, 4)
            n = rint(rng, 0, 60)
            step = span / max(n, 1) if span != 0 else 1.0
            if rng.random() < 0.5:
                step = float(np.float32(step)) if dtype == "float32" else step
            add(dtype, start, start + span, step)
    for dtype in INT_TYPES:
        info = np.iinfo(dtype)
        fixed = [(0, 10, 3), (0, 10, 1), (5, 5, 1), (3, 0, 1)]
        fixed += [(info.max - 5, info.max, 2), (info.min, info.min + 7, 3)]
        if info.min < 0:
            fixed += [(10, 0, -3), (info.max, info.max - 9, -4), (-5, 5, 2), (info.min + 3, info.min, -1)]
        for args in fixed:
            add(dtype, *args)
        for _ in range(40):
            lo, hi = max(int(info.min), -300), min(int(info.max), 300)
            if rng.random() < 0.3:  # near the type's limits
                lo, hi = (int(info.max) - 200, int(info.max)) if rng.random() < 0.5 else (int(info.min), int(info.min) + 200)
            start, stop = lo + rint(rng, 0, hi - lo), lo + rint(rng, 0, hi - lo)
            step = rint(rng, 1, 40)
            if info.min < 0 and rng.random() < 0.5:
                step = -step
            add(dtype, start, stop, step)
    complex_arange_cases(add)
    return cases


def complex_arange_cases(add):
    """Complex Arange: the length is min(ceil(re q), ceil(im q)) of
    q = (stop-start)/step, so most steps must point from start to stop in
    both parts. Its own generator, so the other cases stay as they were."""
    rng = np.random.default_rng(SEED + 1)
    fixed = [(0, 5 + 5j, 1 + 1j), (0, 5 + 2j, 1 + 1j), (0, 5, 1), (0, 5j, 1j), (0, -5 - 5j, -1 - 1j),
             (1 + 1j, 10 + 3j, 0.5 + 0.25j), (0, 1e-40 + 1j, 1 + 1j), (0, 10 + 10j, 1 + 2j),
             (0, 10 - 10j, 1 - 1j), (3j, 0, -1j), (0, 1 + 1j, 0.1 + 0.1j), (2 + 2j, 2 + 2j, 1 + 1j)]
    for dtype in ["complex64", "complex128"]:
        for args in fixed:
            add(dtype, *args)
        for _ in range(120):
            start = complex(rng.normal(), rng.normal()) * 10.0 ** rint(rng, -2, 3)
            n = rint(rng, 0, 50)
            step = complex(rng.normal(), rng.normal()) * 10.0 ** rint(rng, -2, 2)
            # Stop = start + q*step with q's parts near n (each may end the
            # sequence), sometimes exact integers (rounding decides).
            qre, qim = n + rng.uniform(-1, 1), n + rint(rng, -3, 3) + rng.uniform(-1, 1)
            if rng.random() < 0.3:
                qre, qim = float(n), float(n + rint(rng, -1, 1))
            stop = start + complex(qre, qim) * step
            add(dtype, start, stop, step)


def linspace_cases(rng):
    cases = []

    def add(dtype, start, stop, n):
        t = np.dtype(dtype).type
        s, e = t(start), t(stop)
        y = np.linspace(s, e, n, dtype=dtype)
        c = {"dtype": dtype, "n": n, "values": seq_values(y)}
        if np.iscomplexobj(y):
            c.update(start=[hexf(s.real), hexf(s.imag)], stop=[hexf(e.real), hexf(e.imag)])
        else:
            c.update(start=hexf(s), stop=hexf(e))
        cases.append(c)

    for dtype in ["float32", "float64"]:
        for args in [(0, 1, 5), (0, 1, 0), (3, 7, 1), (1, 0, 11), (0, 1e-310, 3), (2, 2, 4), (-1, 1, 2)]:
            add(dtype, *args)
        for _ in range(200):
            a = rng.normal() * 10.0 ** rint(rng, -4, 5)
            b = rng.normal() * 10.0 ** rint(rng, -4, 5)
            add(dtype, a, b, rint(rng, 0, 70))
    for dtype in ["complex64", "complex128"]:
        for args in [(0, 1 + 1j, 5), (1j, -1j, 3), (2 + 3j, 2 + 3j, 4), (0, 1e-310j, 3), (1 - 1j, 0, 1)]:
            add(dtype, *args)
        for _ in range(150):
            a = complex(rng.normal(), rng.normal()) * 10.0 ** rint(rng, -3, 4)
            b = complex(rng.normal(), rng.normal()) * 10.0 ** rint(rng, -3, 4)
            add(dtype, a, b, rint(rng, 0, 50))
    return cases


def float16_cases(rng):
    """Arange and linspace cases of float16, from their own generator so
    that the other cases stay as they were."""
    arange, linspace = [], []
    t = np.float16
    with np.errstate(over="ignore", invalid="ignore"):
        for args in [(0, 1, 0.1), (0.1, 1, 0.1), (1, 0, -0.3), (0, 5, 1), (-2.5, 2.5, 0.5),
                     (0, 1e-3, 1e-4), (1000, 1010, 0.7), (0, 1, 3)]:
            s, e, st = t(args[0]), t(args[1]), t(args[2])
            y = np.arange(s, e, st, dtype=np.float16)
            arange.append({"dtype": "float16", "start": hexf(s), "stop": hexf(e), "step": hexf(st),
                           "values": seq_values(y)})
        for _ in range(150):
            start = rng.normal() * 10.0 ** rint(rng, -2, 3)
            span = rng.normal() * 10.0 ** rint(rng, -2, 3)
            n = rint(rng, 0, 60)
            step = span / max(n, 1) if span != 0 else 1.0
            s, e, st = t(start), t(start + span), t(step)
            if st == 0 or not np.isfinite(e):
                continue
            y = np.arange(s, e, st, dtype=np.float16)
            if y.size >= 10000:
                continue
            arange.append({"dtype": "float16", "start": hexf(s), "stop": hexf(e), "step": hexf(st),
                           "values": seq_values(y)})
        for args in [(0, 1, 5), (0, 1, 0), (3, 7, 1), (1, 0, 11), (2, 2, 4), (-1, 1, 2)]:
            s, e = t(args[0]), t(args[1])
            linspace.append({"dtype": "float16", "n": args[2], "start": hexf(s), "stop": hexf(e),
                             "values": seq_values(np.linspace(s, e, args[2], dtype=np.float16))})
        for _ in range(150):
            s = t(rng.normal() * 10.0 ** rint(rng, -3, 4))
            e = t(rng.normal() * 10.0 ** rint(rng, -3, 4))
            n = rint(rng, 0, 70)
            linspace.append({"dtype": "float16", "n": n, "start": hexf(s), "stop": hexf(e),
                             "values": seq_values(np.linspace(s, e, n, dtype=np.float16))})
    return arange, linspace


def main():
    rng = np.random.default_rng(SEED)
    fixed = fixed_view_cases()
    cases = fixed + [rand_view_case(rng) for _ in range(3000)]
    write_cases(OUT, cases)
    errors = {}
    for c in cases:
        if "error" in c:
            errors[c["error"]] = errors.get(c["error"], 0) + 1
    ops = {op: sum(c["op"] == op for c in cases) for op in OPS}
    print("wrote %s: %d cases (%d fixed), errors %s, ops %s" % (OUT, len(cases), len(fixed), errors, ops),
          file=sys.stderr)
    seqs = {"arange": arange_cases(rng), "linspace": linspace_cases(rng)}
    half_arange, half_linspace = float16_cases(np.random.default_rng(SEED + 16))
    seqs["arange"] += half_arange
    seqs["linspace"] += half_linspace
    with open(SEQ_OUT, "w") as f:
        f.write("{\n")
        for i, (k, v) in enumerate(seqs.items()):
            f.write('"%s":[\n' % k)
            f.write(",\n".join(json.dumps(c, separators=(",", ":")) for c in v))
            f.write("\n]" + (",\n" if i == 0 else "\n"))
        f.write("}\n")
    print("wrote %s: %d arange, %d linspace cases" % (SEQ_OUT, len(seqs["arange"]), len(seqs["linspace"])),
          file=sys.stderr)


if __name__ == "__main__":
    main()
