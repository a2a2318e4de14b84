#!/usr/bin/python3
"""The NumPy half of `ndbench -numpy`.

ndbench embeds this script, runs it with Debian's /usr/bin/python3 after its
own measurements, passes the sizes it derived from -n, and merges the JSON
this prints into its table. It can also be run by hand, e.g. at ndbench's
default sizes:

    /usr/bin/python3 cmd/ndbench/numpy_side.py --n 4096 --cube 256 \
        --scalar-idx 16777216 --table-bytes 67108864 --row-idx 1048576 \
        --row-table 1048576 --row-bytes 64 --pairs 4194304 --reps 3

The workloads and the method are ndbench's (keep the two in step):

* copies: np.copyto(out, view) into a preallocated out;
* gathers: np.take(table, idx, out=) for the scalar, row (axis 0) and
  linear-index gathers; a[i0, i1] (which allocates) for gather_nd;
* each workload carries its own memcpy reference: np.copyto of half its bytes
  moved, from its own sources (the table, then the indices) into its own
  destination (the output, then scratch memory);
* each repetition times the memcpy and the workload alternately, at least
  three times each and for at least --min-time seconds, and keeps the fastest
  call of each; gbps, ratio (memcpy time / workload time) and ns per element
  are medians over --reps repetitions;
* bytes moved: copy 2 x output; gather 2 x output + index bytes;
* every source is written before it is timed, and the memcpy and the
  workload each run once before the timing (first touch).

With --small, it also times ndbench's small-arrays operations (SMALL below,
float32 arrays of 64 to 256 elements) as Python statements, timeit-style:
the interpreter's overhead is part of what a NumPy user pays per call, so it
is included; the figure is the median over --reps repetitions of the time
per call.

Output (stdout): {"numpy_version": ..., "results": [{"key", "dtype", "gbps",
"ratio", "ns_per_element", "memcpy_gbps", "bytes", "elements", "reps"}, ...],
"small": [{"key", "ns_per_call"}, ...]} ("small" is empty without --small).
"""
import argparse
import json
import statistics
import sys
import time
import timeit

import numpy as np

KEYS = ["copy", "sub", "cube", "short", "rev", "col2", "s23", "T", "gather", "gather32", "rows", "gathernd", "linear"]


def time_pair(ref, op, min_time):
    """Fastest call of ref and of op, timed alternately (ns)."""
    ta = tb = float("inf")
    total, i = 0, 0
    clock = time.perf_counter_ns
    while i < 3 or total < min_time * 1e9:
        t0 = clock()
        ref()
        t1 = clock()
        op()
        t2 = clock()
        ta, tb = min(ta, t1 - t0), min(tb, t2 - t1)
        total += t2 - t0
        i += 1
    return max(ta, 1), max(tb, 1)


def as_bytes(a):
    assert a.flags.c_contiguous
    return a.reshape(-1).view(np.uint8)


def memcpy_ref(nbytes, srcs, dsts):
    """np.copyto of nbytes bytes from srcs, in order, into dsts, in order."""
    chunks = []
    srcs = [as_bytes(s) for s in srcs]
    dsts = [as_bytes(d) for d in dsts]
    s = d = srcs[0][:0]
    while nbytes > 0:
        if s.size == 0:
            s, srcs = srcs[0], srcs[1:]
        elif d.size == 0:
            d, dsts = dsts[0], dsts[1:]
        else:
            k = min(nbytes, s.size, d.size)
            chunks.append((d[:k], s[:k]))
            s, d, nbytes = s[k:], d[k:], nbytes - k

    def ref():
        for dst, src in chunks:
            np.copyto(dst, src)

    return ref


def filled(shape, dt):
    """An array with every element written."""
    n = 1
    for x in shape:
        n *= x
    return np.arange(n, dtype=dt).reshape(shape)


def scratch(nbytes):
    return np.empty(max(0, nbytes), np.uint8)


def setup(key, dt, a):
    """Returns (op, ref, bytes moved, elements) of workload key for dtype dt."""
    esz = dt.itemsize
    n = a.n
    views = {
        "copy": lambda x: x,
        "sub": lambda x: x[1:-1, 1:-1],
        "rev": lambda x: x.reshape(-1)[::-1],
        "col2": lambda x: x[:, 1::2],
        "s23": lambda x: x[::2, ::3],
        "T": lambda x: x.T,
    }
    cubes = {"cube": lambda x: x[:, ::2, 1:-1], "short": lambda x: x[:, :, 1:5]}
    if key in views or key in cubes:
        base = filled((a.cube,) * 3, dt) if key in cubes else filled((n, n), dt)
        view = cubes[key](base) if key in cubes else views[key](base)
        out = np.empty(view.shape, dt)
        return (lambda: np.copyto(out, view), memcpy_ref(out.nbytes, [base], [out]),
                2 * out.nbytes, out.size)
    rng = np.random.default_rng(12345)
    if key in ("gather", "gather32", "rows"):
        if key != "rows":
            table = filled((a.table_bytes // esz,), dt)
            itype = np.int32 if key == "gather32" else np.int64
            idx = rng.integers(0, table.shape[0], size=a.scalar_idx, dtype=itype)
            out = np.empty(idx.size, dt)
            op = lambda: np.take(table, idx, out=out)
        else:
            table = filled((a.row_table, a.row_bytes // esz), dt)
            idx = rng.integers(0, a.row_table, size=a.row_idx, dtype=np.int64)
            out = np.empty((a.row_idx, table.shape[1]), dt)
            op = lambda: np.take(table, idx, axis=0, out=out)
        nbytes = 2 * out.nbytes + idx.nbytes
        # table, then indices, then scratch if those are short (int32 indices)
        extra = scratch(nbytes // 2 - table.nbytes - idx.nbytes)
        ref = memcpy_ref(nbytes // 2, [table, idx, extra], [out, scratch(nbytes // 2 - out.nbytes)])
        return op, ref, nbytes, out.size
    if key in ("gathernd", "linear"):
        base = filled((n, n), dt)
        pairs = rng.integers(0, n, size=(a.pairs, 2), dtype=np.int64)
        i0, i1 = np.ascontiguousarray(pairs[:, 0]), np.ascontiguousarray(pairs[:, 1])
        if key == "gathernd":
            # the NumPy idiom for tf.gather_nd: allocates its output
            nbytes = 2 * a.pairs * esz + pairs.nbytes
            ref = memcpy_ref(nbytes // 2, [base, pairs], [scratch(nbytes // 2)])
            return (lambda: base[i0, i1]), ref, nbytes, a.pairs
        lin = i0 * n + i1
        flat = base.reshape(-1)
        out = np.empty(a.pairs, dt)
        nbytes = 2 * out.nbytes + lin.nbytes
        ref = memcpy_ref(nbytes // 2, [base, lin], [out, scratch(nbytes // 2 - out.nbytes)])
        return (lambda: np.take(flat, lin, out=out)), ref, nbytes, out.size
    raise ValueError(f"unknown workload {key!r}")


def measure(key, dt, a):
    op, ref, nbytes, elems = setup(key, dt, a)
    ref()  # first touch, outside the timing
    op()
    gbps, ratios, ns, refs = [], [], [], []
    for _ in range(a.reps):
        tm, t = time_pair(ref, op, a.min_time)
        gbps.append(nbytes / t)  # bytes per ns = GB/s
        ratios.append(tm / t)
        ns.append(t / elems)
        refs.append(nbytes / tm)
    return dict(key=key, dtype=dt.name, gbps=statistics.median(gbps), ratio=statistics.median(ratios),
                ns_per_element=statistics.median(ns), memcpy_gbps=statistics.median(refs),
                bytes=int(nbytes), elements=int(elems), reps=a.reps)


# ndbench's small-arrays operations (small.go): a is 8x8, b 16x16, c 4x8x8,
# d an 8x8 destination, all float32; the keys are ndbench's.
SMALL = {
    "copyto": "d[...] = at",
    "slice": "b[2:10, 1:9]",
    "copy": "even.copy()",
    "get": "c[1]",
    "transpose": "a.T",
    "getf32": "a[3, 5]",
}


def measure_small(reps, min_time):
    """Median time per call (ns) of each SMALL statement."""
    f32 = np.dtype(np.float32)
    a, b, c = filled((8, 8), f32), filled((16, 16), f32), filled((4, 8, 8), f32)
    env = dict(a=a, b=b, c=c, at=a.T, d=np.empty((8, 8), f32), even=b[::2, ::2])
    out = []
    for key, stmt in SMALL.items():
        t = timeit.Timer(stmt, globals=env)
        number = 1
        while t.timeit(number) < min_time / 10:
            number *= 2
        per_call = [t.timeit(number) / number * 1e9 for _ in range(reps)]
        out.append(dict(key=key, ns_per_call=statistics.median(per_call)))
        print(f"numpy_side: small {key}: {out[-1]['ns_per_call']:.1f} ns", file=sys.stderr, flush=True)
    return out


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--n", type=int, required=True, help="side of the square arrays a")
    p.add_argument("--cube", type=int, required=True, help="side of the cube b")
    p.add_argument("--scalar-idx", type=int, required=True, help="indices of the scalar gather")
    p.add_argument("--table-bytes", type=int, required=True, help="bytes of the scalar and row gather tables")
    p.add_argument("--row-idx", type=int, required=True, help="rows gathered by the row gather")
    p.add_argument("--row-table", type=int, required=True, help="rows of the row gather's table")
    p.add_argument("--row-bytes", type=int, default=64)
    p.add_argument("--pairs", type=int, required=True, help="(i, j) pairs of the rank-2 gather_nd")
    p.add_argument("--reps", type=int, default=5)
    p.add_argument("--min-time", type=float, default=0.1, help="seconds each timed pair runs at least")
    p.add_argument("--keys", default=",".join(KEYS), help="workloads to run, comma-separated")
    p.add_argument("--small", action="store_true", help="also time the small-arrays operations")
    a = p.parse_args()
    results = []
    for key in a.keys.split(","):
        for dt in (np.dtype(np.float32), np.dtype(np.int64)):
            r = measure(key, dt, a)
            results.append(r)
            print(f"numpy_side: {key} {dt.name}: {r['gbps']:.2f} GB/s, ratio {r['ratio']:.2f}",
                  file=sys.stderr, flush=True)
    small = measure_small(a.reps, a.min_time) if a.small else []
    json.dump(dict(numpy_version=np.__version__, results=results, small=small), sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
