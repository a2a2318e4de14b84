#!/usr/bin/python3
"""The NumPy half of `ndbench -numpy`: a server that times NumPy workloads.

ndbench embeds this script and runs it with Debian's /usr/bin/python3 for
the whole report. It reads one JSON command a line on stdin and answers each
with one JSON line on stdout:

* {"cmd": "hello"} -> {"numpy_version": ..., "blas": NumPy's BLAS,
  "blas_threads": its default thread count, 0 where it cannot be set}
* {"cmd": "setup", "dtype": "float32", "sizes": {"n": 4096, ...},
  "code": "..."} runs code (a workload's NumPy twin, from ndbench's
  workload table) with np, dt, the sizes, rng and the helpers below in
  scope; code sets op, a function of no arguments doing the workload once,
  and, if op writes into a preallocated array, out. op runs once (first
  touch). -> {"elems": out.size or null}
* {"cmd": "time", "min_time": 0.1} calls op at least three times and for at
  least min_time seconds -> {"ns": the fastest call, in thread CPU time}.
  With "blas_threads": 1 the same on one BLAS thread; with 0, on the
  BLAS's default threads, timed by the wall clock. Otherwise the BLAS
  stays at one thread, so that every twin runs single-threaded.
* {"cmd": "small", "reps": 7, "min_time": 0.1} times ndbench's small-arrays
  operations (SMALL) as Python statements, timeit-style, the interpreter's
  overhead included (a NumPy user pays it per call) -> {"small": [{"key",
  "ns_per_call"}, ...]}, the median over reps of the time per call.

Errors come back as {"error": "..."}; the server keeps serving. ndbench
alternates: it times its own side of a row, then sends "time", round after
round, so both sides of a row are measured in the same phase of a noisy
machine. By hand:

    echo '{"cmd": "hello"}' | /usr/bin/python3 cmd/ndbench/numpy_side.py
"""
import ctypes
import gc
import json
import statistics
import sys
import time
import timeit

import numpy as np


def fastest(op, min_time, clock=time.thread_time_ns):
    """Fastest call of op (ns of the thread's CPU time, as ndbench's
    single-core figures: time spent waiting for a core on a shared machine
    is left out), called at least 3 times and for min_time s."""
    best, total, i = float("inf"), 0, 0
    while i < 3 or total < min_time * 1e9:
        t0 = clock()
        op()
        t = clock() - t0
        best, total, i = min(best, t), total + t, i + 1
    return max(best, 1)


def openblas():
    """NumPy's BLAS, if it is OpenBLAS (Debian's libblas.so.3 alternative,
    already loaded by NumPy), with its thread functions; else None."""
    try:
        lib = ctypes.CDLL("libblas.so.3")
        lib.openblas_get_config.restype = ctypes.c_char_p
        lib.openblas_get_corename.restype = ctypes.c_char_p
        lib.openblas_get_num_threads()
        return lib
    except (OSError, AttributeError):
        return None


class Blas:
    """NumPy's BLAS and its default thread count (0: cannot be set)."""

    def __init__(self):
        self.lib = openblas()
        self.threads = 0
        self.name = "a BLAS other than OpenBLAS"
        if self.lib is not None:
            self.threads = self.lib.openblas_get_num_threads()
            config, core = (self.lib.openblas_get_config().decode(),
                            self.lib.openblas_get_corename().decode())
            self.name = config if core in config.split() else "%s, %s kernels" % (config, core)
            self.lib.openblas_set_num_threads(1)

    def time(self, op, min_time, threads):
        """fastest(op) on one thread (threads 1) or the default ones (0,
        by the wall clock)."""
        if self.lib is None:
            raise RuntimeError("NumPy's BLAS is not OpenBLAS: its threads cannot be set")
        self.lib.openblas_set_num_threads(threads or self.threads)
        try:
            clock = time.thread_time_ns if threads == 1 else time.perf_counter_ns
            return fastest(op, min_time, clock)
        finally:
            self.lib.openblas_set_num_threads(1)


def scope(dt, sizes):
    """The names a workload's code sees."""
    def filled(shape):
        """An array of dt with every element written (never-written memory
        reads as the shared zero page, which would flatter every read)."""
        return np.arange(int(np.prod(shape)), dtype=dt).reshape(shape)

    def copier(view):
        out = np.empty(view.shape, dt)
        return (lambda: np.copyto(out, view)), out

    env = dict(np=np, dt=dt, rng=np.random.default_rng(12345), filled=filled, copier=copier,
               square=lambda: filled((sizes["n"], sizes["n"])),
               cube3=lambda: filled((sizes["cube"],) * 3))
    env.update(sizes)
    return env


# ndbench's small-arrays operations (small.go): a is 8x8, b 16x16, c 4x8x8,
# d an 8x8 destination, all float32; the keys are ndbench's.
SMALL = {
    "copyto": "d[...] = at",
    "slice": "b[2:10, 1:9]",
    "copy": "even.copy()",
    "get": "c[1]",
    "transpose": "a.T",
    "reshape": "a.reshape(4, 16)",
    "getf32": "a[3, 5]",
}


def measure_small(reps, min_time):
    """Median time per call (ns) of each SMALL statement."""
    f32 = np.float32
    a = np.arange(64, dtype=f32).reshape(8, 8)
    b = np.arange(256, dtype=f32).reshape(16, 16)
    c = np.arange(256, dtype=f32).reshape(4, 8, 8)
    env = dict(a=a, b=b, c=c, at=a.T, d=np.empty((8, 8), f32), even=b[::2, ::2])
    out = []
    for key, stmt in SMALL.items():
        # The thread's CPU time, as ndbench's side of the section.
        t = timeit.Timer(stmt, timer=time.thread_time, globals=env)
        number = 1
        while t.timeit(number) < min_time / 10:
            number *= 2
        per_call = [t.timeit(number) / number * 1e9 for _ in range(reps)]
        out.append(dict(key=key, ns_per_call=statistics.median(per_call)))
    return out


def serve(lines, reply):
    env = None
    blas = Blas()
    for line in lines:
        try:
            req = json.loads(line)
            cmd = req["cmd"]
            if cmd == "hello":
                reply(numpy_version=np.__version__, blas=blas.name, blas_threads=blas.threads)
            elif cmd == "setup":
                env = None
                gc.collect()  # the last workload's arrays go before the next's come
                env = scope(np.dtype(req["dtype"]), req["sizes"])
                exec(req["code"], env)
                env["op"]()
                out = env.get("out")
                reply(elems=None if out is None else int(out.size))
            elif cmd == "time" and req.get("blas_threads") is not None:
                reply(ns=blas.time(env["op"], req["min_time"], req["blas_threads"]))
            elif cmd == "time":
                reply(ns=fastest(env["op"], req["min_time"]))
            elif cmd == "small":
                reply(small=measure_small(req["reps"], req["min_time"]))
            else:
                reply(error=f"unknown command {cmd!r}")
        except Exception as e:  # the report goes on without this row
            reply(error=f"{type(e).__name__}: {e}")


def main():
    def reply(**fields):
        sys.stdout.write(json.dumps(fields) + "\n")
        sys.stdout.flush()

    serve(sys.stdin, reply)


if __name__ == "__main__":
    main()
