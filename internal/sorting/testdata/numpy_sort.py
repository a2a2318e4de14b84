#!/usr/bin/python3
"""Times NumPy on the cases of bench_test.go (not run by the tests).

    /usr/bin/python3 internal/sorting/testdata/numpy_sort.py [repeats [name]]

Prints one line per case, as Go benchmarks do: the median time per call
over the repeats, the source bytes per second (MB/s = 1e6 bytes/s) and the
median CPU time of the thread per call (cpu-ns/op, as bench_test.go
reports it: on a shared machine it leaves out the time others had the
core).
NumPy sorts on one core; 1.24 on an AVX-512 CPU sorts 32-bit keys with its
vectorised quicksort (x86-simd-sort).
"""
import sys
import time

import numpy as np

REPEATS = int(sys.argv[1]) if len(sys.argv) > 1 else 15
ONLY = sys.argv[2] if len(sys.argv) > 2 else ""  # a substring of the case names
CASES = [("1M", (1 << 20,), 0), ("1000x1000/axis1", (1000, 1000), 1),
         ("1000x1000/axis0", (1000, 1000), 0)]


def data(dtype, shape):
    rng = np.random.default_rng(1)
    if np.dtype(dtype).kind == "f":
        return rng.standard_normal(shape).astype(dtype)
    info = np.iinfo(dtype)
    return rng.integers(info.min, info.max, shape, dtype=dtype, endpoint=True)


def medians(f):
    f()
    wall, cpu = [], []
    for _ in range(REPEATS):
        t0, c0 = time.perf_counter_ns(), time.thread_time_ns()
        f()
        cpu.append(time.thread_time_ns() - c0)
        wall.append(time.perf_counter_ns() - t0)
    wall.sort()
    cpu.sort()
    return wall[len(wall) // 2], cpu[len(cpu) // 2]


def report(name, nbytes, f):
    if ONLY not in name:
        return
    ns, cpu = medians(f)
    print(f"numpy/{name}\t{ns} ns/op\t{nbytes / ns * 1e3:.2f} MB/s\t{cpu} cpu-ns/op", flush=True)


def topk(x, k):
    """tf.math.top_k with NumPy: argpartition, then a sort of the k."""
    part = np.argpartition(-x, k - 1, axis=-1)[..., :k]
    v = np.take_along_axis(x, part, -1)
    order = np.argsort(-v, axis=-1, kind="stable")
    return np.take_along_axis(v, order, -1), np.take_along_axis(part, order, -1)


def main():
    print("numpy", np.__version__)
    for op in ("Sort", "ArgSort"):
        for dtype in ("float32", "float64", "int32", "int64"):
            for name, shape, axis in CASES:
                a = data(dtype, shape)
                if op == "Sort":
                    f = lambda: np.sort(a, axis=axis)
                else:
                    f = lambda: np.argsort(a, axis=axis, kind="stable")
                report(f"{op}/{dtype}/{name}", a.nbytes, f)
    x = data("float32", (256, 1000))
    for k in (5, 500):
        report(f"TopK/float32/256x1000/k{k}", x.nbytes, lambda: topk(x, k))


if __name__ == "__main__":
    main()
