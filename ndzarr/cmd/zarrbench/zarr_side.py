#!/usr/bin/python3
"""The zarr-python half of zarrbench -numpy: reads on command.

zarrbench embeds this script and runs it with Debian's /usr/bin/python3
(python3-zarr 2.13, numcodecs 0.11). One JSON command a line on stdin, one
JSON reply a line on stdout:

* {"cmd": "hello"} -> {"versions": "zarr ..., numcodecs ..., numpy ..."}
* {"cmd": "read", "path": DIR, "region": [[r0, r1], [c0, c1]] or null,
  "threads": 1} opens the array at DIR (a DirectoryStore), sets c-blosc's
  threads and reads the region (the whole array if null) as z[r0:r1, c0:c1]
  does, into a NumPy array kept from the last read of the same region
  (z.get_basic_selection(sel, out=...)) -> {"cpu_ns": the process's CPU time
  (user + system, every thread's) of the read, "wall_ns": its wall clock
  time, "sys_ns": the kernel's part of the CPU time, "minor_faults": its
  minor page faults, "shape": [...], "dtype": "float32", "first": out[0, 0], "last":
  out[-1, -1], "compressor": repr of the array's compressor}

Errors come back as {"error": "..."}.

Why the destination is reused: NumPy's np.empty of 1 GiB is fresh memory
from the kernel every time (glibc maps and unmaps allocations this large),
advised into huge pages; on a busy machine the kernel then compacts memory
in the page faults (transparent_hugepage/defrag "madvise"), which cost
0.4 to 3.5 s of system time per 1 GiB read, varying fourfold from round
to round. Go's side reuses its heap (the last result, collected), whose
memory is mapped already and which ndzarr does not zero. Reading into a
kept array gives zarr-python the same treatment: both sides time the
decoding and copying, not the kernel's memory management.
"""
import gc
import json
import resource
import sys
import time

import numcodecs
import numpy as np
import zarr
from numcodecs import blosc


# The destination of the last read, reused by the next read of the same
# store and region: see the module's docstring.
_dest = {}


def destination(z, path, region):
    key = (path, json.dumps(region))
    if key not in _dest:
        _dest.clear()  # one at a time: the full array's is 1 GiB
        shape = z.shape if region is None else tuple(b - a for a, b in region)
        _dest[key] = np.empty(shape, dtype=z.dtype)
    return _dest[key]


def read(req):
    z = zarr.open_array(req["path"], mode="r")
    blosc.set_nthreads(req["threads"])
    region = req["region"]
    sel = Ellipsis if region is None else tuple(slice(a, b) for a, b in region)
    out = destination(z, req["path"], region)
    gc.collect()
    ru = resource.getrusage(resource.RUSAGE_SELF)
    cpu, wall = time.process_time_ns(), time.perf_counter_ns()
    z.get_basic_selection(sel, out=out)
    wall, cpu = time.perf_counter_ns() - wall, time.process_time_ns() - cpu
    ru1 = resource.getrusage(resource.RUSAGE_SELF)
    return dict(cpu_ns=cpu, wall_ns=wall, sys_ns=round((ru1.ru_stime - ru.ru_stime) * 1e9),
                minor_faults=ru1.ru_minflt - ru.ru_minflt, shape=list(out.shape), dtype=str(out.dtype),
                first=float(out.flat[0]), last=float(out.flat[-1]),
                compressor=repr(z.compressor))


def main():
    for line in sys.stdin:
        try:
            req = json.loads(line)
            if req["cmd"] == "hello":
                rep = dict(versions=f"zarr {zarr.__version__}, numcodecs "
                           f"{numcodecs.__version__}, numpy {np.__version__}")
            elif req["cmd"] == "read":
                rep = read(req)
            else:
                rep = dict(error=f"unknown command {req['cmd']!r}")
        except Exception as e:  # the run goes on without this figure
            rep = dict(error=f"{type(e).__name__}: {e}")
        sys.stdout.write(json.dumps(rep) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
