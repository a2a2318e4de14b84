#!/usr/bin/python3
"""Times np.sort on the cases of BenchmarkSortSizes (bench_sizes_test.go),
printing lines as Go benchmarks do (median wall ns/op and median thread
cpu-ns/op over the repeats):

    /usr/bin/python3 internal/sorting/testdata/numpy_sizes.py [repeats [name]]
"""
import sys
import time

import numpy as np

REPEATS = int(sys.argv[1]) if len(sys.argv) > 1 else 5
ONLY = sys.argv[2] if len(sys.argv) > 2 else ""


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


def report(name, a):
    if ONLY not in name:
        return
    ns, cpu = medians(lambda: np.sort(a))
    print(f"numpy/SortSizes/{name}\t{ns} ns/op\t{a.nbytes / ns * 1e3:.2f} MB/s\t{cpu} cpu-ns/op",
          flush=True)


def main():
    rng = np.random.default_rng(3)
    for name, n in (("16M", 1 << 24), ("1M", 1 << 20), ("64K", 1 << 16)):
        report("float32/uniform/" + name, rng.random(n, dtype=np.float32))
        report("float32/normal/" + name, rng.standard_normal(n, dtype=np.float32))
        report("int32/uniform/" + name, rng.integers(-(1 << 31), 1 << 31, n, dtype=np.int32))
    report("float64/normal/16M", rng.standard_normal(1 << 24))


if __name__ == "__main__":
    main()
