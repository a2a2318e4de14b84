#!/usr/bin/env python3
"""PyTorch on CUDA doing what `ndbench -gpu` measures, as an anchor for
kernels_gpu's figures on the same GPU (devicecheck.sh joins the two).

For each --n (default 4096 and 16384), on float32: the copies, GatherNd and
gather of gpuWorkloads (cmd/ndbench/gpu.go), with the same names and the
same byte counts (a copy moves 8 B per element, read + write; GatherNd 8 B
per output and 16 per index pair; gather 8 B per output and 8 per index),
timed with CUDA events, a warm-up then --reps rounds, medians. Then
host<->device transfers of a 4n² B tensor (64 MiB and 1 GiB for the
defaults), upload and download, from pageable and from pinned memory:
synchronous (copy_ then synchronize, wall time), and overlapped
(non_blocking on a side stream while an elementwise kernel of about the same
length runs on the default stream; GB/s from the wall time of both together).

JSON lines on stdout (and --json FILE): {"workload", "n", "gbps", "ms",
"bytes", ...}; a human table on stderr. Without PyTorch or CUDA it says so in
one line and exits 0.
"""

import argparse
import json
import statistics
import sys
import time


def count(v):
    """cmd/ndbench's count: 16M, 4K or 300."""
    if v >= 1 << 20 and v % (1 << 20) == 0:
        return f"{v >> 20}M"
    if v >= 1 << 10 and v % (1 << 10) == 0:
        return f"{v >> 10}K"
    return str(v)


def mib(v):
    """cmd/ndbench's mib: 64 MiB, 16 KiB or 5 B."""
    if v >= 1 << 20 and v % (1 << 20) == 0:
        return f"{v >> 20} MiB"
    if v >= 1 << 10 and v % (1 << 10) == 0:
        return f"{v >> 10} KiB"
    return f"{v} B"


class Out:
    def __init__(self, path):
        self.file = open(path, "a", encoding="utf-8") if path else None
        print(f"{'workload':<44} {'n':>6} {'GB/s':>9} {'ms':>10}  note", file=sys.stderr)

    def row(self, name, n, nbytes, seconds, note="", **extra):
        rec = {"workload": name, "n": n, "gbps": round(nbytes / seconds / 1e9, 4),
               "ms": round(seconds * 1e3, 4), "bytes": nbytes, **extra}
        self.emit(rec)
        print(f"{name:<44} {n:>6} {rec['gbps']:>9.2f} {rec['ms']:>10.3f}  {note}", file=sys.stderr)

    def skip(self, name, n, err):
        print(f"{name:<44} {n:>6} {'–':>9} {'–':>10}  skipped: {err}", file=sys.stderr)

    def emit(self, rec):
        line = json.dumps(rec, ensure_ascii=False)
        print(line, flush=True)  # one write per line: stderr shares the log
        if self.file:
            print(line, file=self.file, flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, nargs="+", default=[4096, 16384], help="sides of the n×n arrays")
    ap.add_argument("--reps", type=int, default=5, help="rounds after a warm-up; medians")
    ap.add_argument("--json", metavar="FILE", help="also append the JSON lines to FILE")
    ap.add_argument("--no-transfers", action="store_true", help="device workloads only")
    args = ap.parse_args()
    try:
        import torch
    except Exception as e:  # ImportError, or a broken install's own error
        print(f"torch_anchor: no PyTorch ({type(e).__name__}: {e}); nothing measured", file=sys.stderr)
        return 0
    if not torch.cuda.is_available():
        print(f"torch_anchor: PyTorch {torch.__version__} sees no CUDA device; nothing measured",
              file=sys.stderr)
        return 0
    out = Out(args.json)
    out.emit({"device": torch.cuda.get_device_name(), "torch": torch.__version__,
              "cuda": torch.version.cuda})
    for n in args.n:
        for name, nbytes, setup in workloads(torch, n):
            try:
                fn = setup()
                out.row(name, n, nbytes, time_events(torch, fn, args.reps))
            except RuntimeError as e:  # torch.cuda.OutOfMemoryError is one
                out.skip(name, n, str(e).splitlines()[0])
            fn = None
            torch.cuda.empty_cache()
        if not args.no_transfers:
            try:
                transfers(torch, n, args.reps, out)
            except RuntimeError as e:
                out.skip(f"transfers {mib(4 * n * n)}", n, str(e).splitlines()[0])
            torch.cuda.empty_cache()
    return 0


def time_events(torch, fn, reps):
    """Median seconds of fn over reps rounds after a warm-up, by CUDA events."""
    fn()
    torch.cuda.synchronize()
    times = []
    for _ in range(reps):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end) / 1e3)
    return statistics.median(times)


def time_wall(torch, fn, reps):
    """Median wall seconds of fn and a device synchronize, after a warm-up."""
    fn()
    torch.cuda.synchronize()
    times = []
    for _ in range(reps):
        t = time.perf_counter()
        fn()
        torch.cuda.synchronize()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def workloads(torch, n):
    """(name, bytes, setup) for gpuWorkloads' rows; setup allocates lazily
    and returns the function to time, so each row holds only its own memory
    (n = 16384 is 1 GiB per array)."""
    dev = "cuda"
    torch.manual_seed(1)
    a = torch.rand((n, n), dtype=torch.float32, device=dev)

    def copy_of(name, view):
        def setup():
            dst = torch.empty(view.shape, dtype=view.dtype, device=dev)
            return lambda: dst.copy_(view)
        return name, 8 * view.numel(), setup

    pairs = max(1, n * n // 4)

    def gathernd():
        i = torch.randint(0, n, (pairs,), dtype=torch.int64, device=dev)
        j = torch.randint(0, n, (pairs,), dtype=torch.int64, device=dev)
        return lambda: a[i, j]

    def gather():
        table = a.view(-1)
        idx = torch.randint(0, n * n, (n * n,), dtype=torch.int64, device=dev)
        dst = torch.empty(n * n, dtype=torch.float32, device=dev)
        return lambda: torch.index_select(table, 0, idx, out=dst)

    return [
        copy_of("contiguous copy", a),
        copy_of("a[1:-1, 1:-1]", a[1:-1, 1:-1]),
        copy_of("a[:, 1::2]", a[:, 1::2]),
        copy_of(f"a.T copy {n}²", a.t()),
        (f"GatherNd rank 2, {count(pairs)} pairs", 8 * pairs + 16 * pairs, gathernd),
        (f"gather {count(n * n)} idx, {mib(4 * n * n)} table", 8 * n * n + 8 * n * n, gather),
    ]


def transfers(torch, n, reps, out):
    """Uploads and downloads of 4n² bytes, pageable and pinned, sync and
    overlapped with a kernel on the default stream."""
    elems, nbytes = n * n, 4 * n * n
    size = mib(nbytes)
    dev = torch.empty(elems, dtype=torch.float32, device="cuda")
    hosts = {
        # fill_ touches the pages, so no round times the first touch.
        "pageable": torch.empty(elems, dtype=torch.float32).fill_(1.0),
        "pinned": torch.empty(elems, dtype=torch.float32, pin_memory=True).fill_(1.0),
    }
    side = torch.cuda.Stream()  # PyTorch's pool streams don't sync with the default one
    ksrc = torch.rand(elems, device="cuda")
    kdst = torch.empty_like(ksrc)
    one = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)

    def kernel(k):
        for _ in range(k):
            torch.mul(ksrc, 2.0, out=kdst)  # elementwise: a kernel on the SMs, not a copy engine

    for mem, host in hosts.items():
        for direction in ("upload", "download"):
            src, dst = (host, dev) if direction == "upload" else (dev, host)

            def sync():
                dst.copy_(src)

            t = time_wall(torch, sync, reps)
            out.row(f"{direction} {size}, {mem}, sync", n, nbytes, t, "wall")

            def xfer():
                with torch.cuda.stream(side):
                    dst.copy_(src, non_blocking=True)

            alone = time_wall(torch, xfer, reps)
            kernel(1)  # warm-up: the first launch may load the kernel
            one[0].record()
            kernel(1)
            one[1].record()
            one[1].synchronize()
            k1 = max(one[0].elapsed_time(one[1]) / 1e3, 1e-6)
            k = max(1, min(100000, round(alone / k1)))  # a kernel run about as long as the transfer
            klen = time_wall(torch, lambda: kernel(k), reps)

            def both():
                kernel(k)  # first: a pageable copy may block the host until it is staged
                xfer()

            together = time_wall(torch, both, reps)
            apart = alone + klen
            overlap = max(0.0, min(1.0, (apart - together) / min(alone, klen)))
            out.row(f"{direction} {size}, {mem}, overlapped", n, nbytes, together,
                    f"kernel ×{k}: alone {alone * 1e3:.2f} + {klen * 1e3:.2f} ms,"
                    f" together {together * 1e3:.2f} ms, overlap {overlap:.0%}",
                    alone_ms=round(alone * 1e3, 4), kernel_ms=round(klen * 1e3, 4),
                    together_ms=round(together * 1e3, 4), apart_ms=round(apart * 1e3, 4),
                    overlap=round(overlap, 3), kernels=k)


if __name__ == "__main__":
    sys.exit(main())
