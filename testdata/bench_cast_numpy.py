#!/usr/bin/python3
"""Time NumPy's astype on the arrays of the Go BenchmarkCast
(internal/crossdtype/bench_cast_test.go), for comparison on the same
machine: uint8 to float32 and float32 to float64, with 256 KiB and 64 MiB
of output.  Prints one line per measurement, as Go's benchmarks do (ns per
op and MB/s of output), the median of REPS runs:

    astype   a.astype(dtype), a new array each time (Cast)
    copyto   np.copyto(out, a, casting="unsafe"), into an existing array
             (CastInto)
    memcpy   np.copyto of the output bytes between two byte arrays

Run: /usr/bin/python3 testdata/bench_cast_numpy.py  (not part of make;
time it alternately with the Go benchmarks: the machine is shared).
"""

import sys
import time

import numpy as np

REPS = 20
OUT_BYTES = [256 << 10, 64 << 20]


def median_ns(f, reps):
    f()  # pages mapped, caches warm, as the Go benchmarks do
    times = []
    for _ in range(reps):
        t = time.perf_counter_ns()
        f()
        times.append(time.perf_counter_ns() - t)
    times.sort()
    return times[len(times) // 2]


def report(name, ns, out):
    print("numpy/%s\t%d ns/op\t%.2f MB/s" % (name, ns, out / ns * 1e3))


def main():
    reps = int(sys.argv[1]) if len(sys.argv) > 1 else REPS
    for out in OUT_BYTES:
        for frm, to, size in (("uint8", "float32", 4), ("float32", "float64", 8)):
            n = out // size
            a = (np.arange(n) * 7).astype(frm)
            dst = np.empty(n, dtype=to)
            name = "%s-%s/%dKiB" % (frm, to, out >> 10)
            r = reps if out < (1 << 20) else max(5, reps // 4)
            report(name + "/astype", median_ns(lambda: a.astype(to), r * 10), out)
            report(name + "/copyto", median_ns(lambda: np.copyto(dst, a, casting="unsafe"), r * 10), out)
            src8, dst8 = np.ones(out, dtype=np.uint8), np.empty(out, dtype=np.uint8)
            report(name + "/memcpy", median_ns(lambda: np.copyto(dst8, src8), r * 10), out)


if __name__ == "__main__":
    main()
