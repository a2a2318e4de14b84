#!/usr/bin/env bash
# devicecheck.sh: kernels_gpu's device tests and ndbench's device rows on a
# GPU machine that has no Go, next to the same workloads in PyTorch.
#
#   kernels_gpu/devicecheck.sh build OUTDIR   (where Go, cgo and the OpenCL
#       headers are) builds the test binaries and ndbench into OUTDIR, with
#       what they need at run time, to carry to the GPU machine;
#   OUTDIR/devicecheck.sh run                 (on the GPU machine) runs them
#       on NVIDIA's OpenCL driver, then torch_anchor.py, and prints one table.
#
# Run mode's environment (all optional):
#   DEVICECHECK_PLATFORM  skip the NVIDIA lookup and pick this platform
#                         ("portable": pocl; OCL_ICD_VENDORS is then yours)
#   DEVICECHECK_SIZES     ndbench/torch -n values (default "4096 16384";
#                         "1024" with DEVICECHECK_PLATFORM)
#   DEVICECHECK_REPS      rounds, medians (default 5)
#   DEVICECHECK_TESTS=0   skip the test binaries (benchmarks only)
#   DEVICECHECK_LOGS      where the logs go (default OUTDIR/logs)
#   DEVICECHECK_TIMEOUT   seconds per step (default 300)
#   LIBOPENCL_DIR         a folder holding libOpenCL.so.1 (the ICD loader)
set -euo pipefail

usage() {
	cat >&2 <<'EOF'
usage: kernels_gpu/devicecheck.sh build OUTDIR   build the device binaries into OUTDIR
       OUTDIR/devicecheck.sh run                 run them on the GPU machine (no Go needed)
EOF
	exit 2
}

self=$(readlink -f "${BASH_SOURCE[0]}")
here=$(dirname "$self")

# ldconfig is in /sbin on some images whose PATH lacks it.
ldcache() { ldconfig -p 2>/dev/null || /sbin/ldconfig -p 2>/dev/null || true; }

# libpath NAME: the x86-64 path of NAME in the linker cache, or nothing.
# (No early exit or grep -q after a pipe: with pipefail the writer's SIGPIPE fails it.)
libpath() { ldcache | awk -v n="$1" '$1 == n && /x86-64/ && !p { print $NF; p = 1 }'; }

build() {
	local out=$1
	mkdir -p "$out"
	out=$(cd "$out" && pwd)
	cd "$here/.."
	grep -q '^module github.com/ndgo/ndarray$' go.mod || {
		echo "devicecheck: $PWD is not the ndarray repository" >&2
		exit 1
	}
	export CGO_ENABLED=1
	# -s -w: smaller binaries to carry; stack traces keep their file:line.
	local flags=(-tags opencl -ldflags='-s -w')
	echo "devicecheck: building into $out"
	go test -c "${flags[@]}" -o "$out/kernels_gpu.test" ./kernels_gpu
	go test -c "${flags[@]}" -o "$out/cl.test" ./kernels_gpu/internal/cl
	go build "${flags[@]}" -o "$out/ndbench" ./cmd/ndbench
	# Without cgo or the tag the package builds as a stub: catch that here.
	if ! ldd "$out/kernels_gpu.test" | grep 'libOpenCL\.so' >/dev/null; then
		echo "devicecheck: kernels_gpu.test does not link libOpenCL (built as the stub?)" >&2
		exit 1
	fi
	# The golden tests read ../testdata/*.json from their working directory
	# (golden_test.go); run mode runs kernels_gpu.test from OUTDIR/kernels_gpu.
	mkdir -p "$out/kernels_gpu" "$out/testdata"
	local f
	for f in $(grep -ho '"\.\./testdata/[^"]*"' kernels_gpu/*_test.go | tr -d '"' | sort -u); do
		cp "kernels_gpu/$f" "$out/testdata/"
	done
	# The ICD loader, for a GPU machine without one (run mode uses it only then).
	local loader
	loader=$(libpath libOpenCL.so.1)
	if [ -n "$loader" ]; then
		mkdir -p "$out/lib"
		cp "$(readlink -f "$loader")" "$out/lib/libOpenCL.so.1"
	fi
	cp "$self" "$out/devicecheck.sh"
	cp kernels_gpu/torch_anchor.py "$out/"
	chmod +x "$out/devicecheck.sh"
	{
		echo "commit $(git rev-parse HEAD 2>/dev/null || echo unknown)"
		echo "uncommitted changes in kernels_gpu, cmd/ndbench: $(git status --porcelain -- kernels_gpu cmd/ndbench 2>/dev/null | wc -l) files"
		echo "built $(date -u +%FT%TZ) with $(go version)"
	} >"$out/buildinfo.txt"
	ls -la "$out" "$out/testdata"
	du -sh "$out"
	echo "devicecheck: done; on the GPU machine: cd OUTDIR && ./devicecheck.sh run"
}

# useloader finds libOpenCL.so.1, the ICD loader the binaries link against.
useloader() {
	if [ -n "${LIBOPENCL_DIR:-}" ]; then
		export LD_LIBRARY_PATH="$LIBOPENCL_DIR${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
		echo "devicecheck: ICD loader from LIBOPENCL_DIR=$LIBOPENCL_DIR"
	elif [ -n "$(libpath libOpenCL.so.1)" ]; then
		echo "devicecheck: ICD loader $(libpath libOpenCL.so.1)"
	elif [ -f "$here/lib/libOpenCL.so.1" ]; then
		export LD_LIBRARY_PATH="$here/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
		echo "devicecheck: no libOpenCL.so.1 installed; using the build machine's copy in $here/lib"
	fi
	# ldd also reports a glibc older than the build machine's, or a broken copy.
	local b bad missing=""
	for b in cl.test kernels_gpu.test ndbench; do
		bad=$(ldd "$here/$b" 2>&1 | grep -E 'not found|error|too short|wrong ELF' || true)
		[ -z "$bad" ] || missing+="$b:"$'\n'"$bad"$'\n'
	done
	if [ -n "$missing" ]; then
		cat >&2 <<EOF
devicecheck: the binaries cannot load:
$missing
libOpenCL.so.1 is the OpenCL ICD loader: install it (apt install ocl-icd-libopencl1)
or set LIBOPENCL_DIR (or LD_LIBRARY_PATH) to a folder holding a copy.
EOF
		exit 1
	fi
}

# usenvidia points the ICD loader at NVIDIA's OpenCL driver alone.
usenvidia() {
	local lib d
	lib=$(libpath libnvidia-opencl.so.1)
	for d in /usr/local/nvidia/lib64 /usr/lib/x86_64-linux-gnu /usr/lib64 /usr/local/cuda/compat; do
		[ -n "$lib" ] && break
		[ -e "$d/libnvidia-opencl.so.1" ] && lib=$d/libnvidia-opencl.so.1
	done
	if [ -z "$lib" ]; then
		# Some containers mount only the versioned file, without the .so.1 link.
		for d in /usr/local/nvidia/lib64/libnvidia-opencl.so.* /usr/lib/x86_64-linux-gnu/libnvidia-opencl.so.*; do
			[ -e "$d" ] && lib=$d && break
		done
	fi
	if [ -z "$lib" ]; then
		echo "devicecheck: no libnvidia-opencl.so.1 (NVIDIA's OpenCL driver) on this machine;" \
			"a container needs the driver's compute libraries mounted" >&2
		if command -v nvidia-smi >/dev/null; then nvidia-smi -L 2>&1 | sed 's/^/  nvidia-smi: /' >&2 || true; fi
		exit 1
	fi
	icddir=$(mktemp -d)
	echo "$lib" >"$icddir/nvidia.icd"
	export OCL_ICD_VENDORS=$icddir KERNELS_GPU_OPENCL_PLATFORM=nvidia
	echo "devicecheck: OpenCL driver $lib (OCL_ICD_VENDORS=$icddir)"
}

# step LOG CMD...: runs CMD with the step timeout, output to the screen and LOG;
# returns CMD's status.
step() {
	local log=$1
	shift
	echo
	echo "== $*" | tee "$log"
	local t=()
	command -v timeout >/dev/null && t=(timeout "${DEVICECHECK_TIMEOUT:-300}")
	"${t[@]}" "$@" 2>&1 | tee -a "$log"
}

# tests NAME DIR: runs OUTDIR/NAME.test in DIR and counts its results.
tests() {
	local name=$1 dir=$2 rc=0 log="$logs/$1.log"
	(cd "$dir" && step "$log" "$here/$name.test" -test.v -test.count=1 \
		-test.timeout="${DEVICECHECK_TIMEOUT:-300}s") || rc=$?
	local pass fail skip
	pass=$(grep -c -- '--- PASS' "$log" || true)
	fail=$(grep -c -- '--- FAIL' "$log" || true)
	skip=$(grep -c -- '--- SKIP' "$log" || true)
	summary+=("$name.test: $pass PASS, $fail FAIL, $skip SKIP (tests and subtests), exit $rc")
	[ "$rc" = 0 ] || status=1
}

run() {
	cd "$here"
	[ -x ./kernels_gpu.test ] || {
		echo "devicecheck: no kernels_gpu.test in $here: run 'devicecheck.sh build OUTDIR' first" >&2
		exit 1
	}
	icddir=""
	trap '[ -n "$icddir" ] && rm -rf "$icddir"' EXIT
	local sizes
	if [ -n "${DEVICECHECK_PLATFORM:-}" ]; then
		export KERNELS_GPU_OPENCL_PLATFORM=$DEVICECHECK_PLATFORM
		echo "devicecheck: platform $DEVICECHECK_PLATFORM, OCL_ICD_VENDORS=${OCL_ICD_VENDORS:-(loader default)}"
		sizes=${DEVICECHECK_SIZES:-1024}
	else
		usenvidia
		sizes=${DEVICECHECK_SIZES:-4096 16384}
	fi
	export KERNELS_GPU_REQUIRE=1
	useloader
	logs=${DEVICECHECK_LOGS:-$here/logs}
	mkdir -p "$logs"
	logs=$(cd "$logs" && pwd)
	[ -f buildinfo.txt ] && cat buildinfo.txt
	if command -v nvidia-smi >/dev/null; then nvidia-smi -L || true; fi
	status=0
	summary=()
	if [ "${DEVICECHECK_TESTS:-1}" != 0 ]; then
		tests cl "$here"
		tests kernels_gpu "$here/kernels_gpu"
	fi
	local n pairs=()
	for n in $sizes; do
		if step "$logs/ndbench_$n.log" ./ndbench -gpu -run '^copy$' -zarr=false \
			-reps "${DEVICECHECK_REPS:-5}" -n "$n"; then
			if grep -q '^Device (OpenCL): none' "$logs/ndbench_$n.log"; then
				summary+=("ndbench -n $n: no device rows")
				status=1
			else
				summary+=("ndbench -n $n: ok")
			fi
		else
			summary+=("ndbench -n $n: exit $?")
			status=1
		fi
		pairs+=("$n=$logs/ndbench_$n.log")
	done
	: >"$logs/torch.jsonl"
	if command -v python3 >/dev/null; then
		# torch_anchor.py says itself when torch or CUDA is missing (exit 0).
		# shellcheck disable=SC2086 # sizes is a list
		if step "$logs/torch.log" python3 torch_anchor.py --reps "${DEVICECHECK_REPS:-5}" \
			--n $sizes --json "$logs/torch.jsonl"; then
			summary+=("torch_anchor.py: ok")
		else
			summary+=("torch_anchor.py: exit $?")
		fi
	else
		summary+=("torch_anchor.py: no python3")
	fi
	echo
	printf '%s\n' "${summary[@]}"
	echo
	if command -v python3 >/dev/null; then
		python3 - "$logs/torch.jsonl" "${pairs[@]}" <<'PY' | tee "$logs/table.txt"
# Joins ndbench's device rows with torch_anchor.py's by (n, workload).
import json, re, sys

def xfer_key(name):
    # Transfer rows are named differently on each side: key them by what
    # they measure. Go host arrays are pageable and ndbench's plain line sync.
    s = name.lower()
    if re.search(r"upload|h2d|\bh ?(→|->) ?d\b|host ?(→|->|to) ?device", s):
        d = "upload"
    elif re.search(r"download|d2h|\bd ?(→|->) ?h\b|device ?(→|->|to) ?host", s):
        d = "download"
    else:
        return None
    mem = "pinned" if re.search(r"pinned|page-locked", s) else "pageable"
    mode = "overlapped" if "overlap" in s else "sync"
    return ("xfer", d, mem, mode)

def key(n, name):
    return (n, xfer_key(name) or " ".join(name.split()))

ROW = [re.compile(r"^(\S.*?)\s{2,}([-+]?[\d.]+(?:\s+[-+]?[\d.]+)*)\s*$"),
       re.compile(r"^(\S.*?)\s+([-+]?[\d.]+(?:\s+[-+]?[\d.]+)*)\s*$")]
PAIR = re.compile(r"([A-Za-z][A-Za-z ]*?)\s+([\d.]+)\s*GB/s")

def ndbench(n, path):
    """The device section's rows: a name, then numbers, the first GB/s
    (a row whose name says "ms" goes to the notes)."""
    rows, notes, inside = [], [], False
    try:
        lines = open(path, encoding="utf-8", errors="replace").read().splitlines()
    except OSError as e:
        return rows, [f"n={n}: {e}"]
    for line in lines:
        if line.startswith("Device (OpenCL):"):
            inside = True
            if ": none:" in line:
                notes.append(f"n={n}: {line}")
            continue
        if not inside or not line.strip():
            continue
        if line.startswith("ndbench:"):
            break
        for r in ROW:
            m = r.match(line)
            if m:
                name, nums = m.group(1).strip(), m.group(2).split()
                if re.search(r"\bms\b", name):  # times, not GB/s: say them aside
                    notes.append(f"n={n}: {name}: {' '.join(nums)}")
                    break
                try:
                    rows.append((name, float(nums[0])))
                except ValueError:
                    pass
                break
        else:
            # "host↔device, 64 MiB: upload 2.0 GB/s (.. wall), download 6.8 GB/s"
            prefix = line.split(":")[0] if ":" in line else ""
            for label, v in PAIR.findall(line.split(":", 1)[-1]):
                rows.append((f"{prefix} {label}".strip(), float(v)))
    if not inside:
        notes.append(f"n={n}: no device section in {path}")
    return rows, notes

ours, order, notes = {}, [], []
for arg in sys.argv[2:]:
    n, path = arg.split("=", 1)
    rows, nn = ndbench(int(n), path)
    notes += nn
    for name, v in rows:
        k = key(int(n), name)
        if k not in ours:
            ours[k] = (name, v)
            order.append(k)
theirs = {}
try:
    for line in open(sys.argv[1], encoding="utf-8"):
        try:
            r = json.loads(line)
            k = key(int(r["n"]), r["workload"])
            theirs.setdefault(k, (r["workload"], float(r["gbps"])))
        except (ValueError, KeyError, TypeError):
            continue
except OSError:
    pass
if not theirs:
    notes.append("no PyTorch rows (see torch.log)")
order += [k for k in theirs if k not in ours]

def f(v):
    return "–" if v is None else f"{v:.2f}"

table = [("workload", "n", "kernels_gpu GB/s", "PyTorch GB/s", "ours ÷ PyTorch")]
for k in order:
    name, a = ours.get(k, (None, None))
    tname, b = theirs.get(k, (None, None))
    label = name if tname is None or tname == name else (tname if name is None else f"{name} / {tname}")
    table.append((label, str(k[0]), f(a), f(b), f(a / b) if a is not None and b else "–"))
if len(table) == 1:
    table.append(("(no rows)", "", "", "", ""))
w = [max(len(r[i]) for r in table) for i in range(5)]
print()
for i, r in enumerate(table):
    print(" | ".join([r[0].ljust(w[0])] + [c.rjust(w[j + 1]) for j, c in enumerate(r[1:])]))
    if i == 0:
        print("-+-".join("-" * x for x in w))
for note in notes:
    print("note:", note)
PY
	else
		echo "devicecheck: no python3 for the table; the device sections are in $logs/ndbench_*.log"
	fi
	echo "devicecheck: logs in $logs"
	return "$status"
}

case "${1:-}" in
build)
	[ $# = 2 ] || usage
	build "$2"
	;;
run)
	[ $# = 1 ] || usage
	run
	;;
*) usage ;;
esac
