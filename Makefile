# The README's two commands: `make` (generate, build, run the quick
# benchmark report) and `make test` (every check CI runs).
GO ?= go
PYTHON ?= /usr/bin/python3

.PHONY: all generate build test test-rgb bench golden deps devicecheck-pocl

# The report's last line, and so make's, says whether any row is behind.
all: generate build
	@echo "make: generated the dtype packages and built the module; the quick report (ndbench -quick) follows; full report: go run ./cmd/ndbench -numpy (or make bench)"
	$(GO) run ./cmd/ndbench -quick

generate:
	$(GO) generate ./...

build:
	$(GO) build ./...

# deps installs what the tests need beyond Go modules (which the go command
# fetches itself): a C compiler for the race detector, and the OpenCL
# headers, ICD loader and pocl (Debian's CPU OpenCL) for kernels_gpu's
# device tests. It checks every run (a cached build can hide a dropped
# install step) and installs only what is missing. Also Debian's zarr-python
# 2.13 and Dask 2022.12 for ndzarr's interop tests and examples/dask.
OPENCL_PKGS = ocl-icd-opencl-dev opencl-headers pocl-opencl-icd
POCL_ICD = /etc/OpenCL/vendors/pocl.icd
deps:
	@command -v gcc >/dev/null || (apt-get update -qq && apt-get install -y -qq gcc)
	@if [ "$$(dpkg-query -W -f='$${db:Status-Abbrev}\n' $(OPENCL_PKGS) 2>/dev/null | grep -c '^ii')" != 3 ] \
	  || [ ! -f $(POCL_ICD) ]; then \
	  apt-get update -qq && apt-get install -y -qq --no-install-recommends $(OPENCL_PKGS); fi
	@$(PYTHON) -c 'import zarr, dask.distributed' 2>/dev/null || (apt-get update -qq && \
	  apt-get install -y -qq python3-zarr python3-dask python3-distributed)

# test: generated code fresh, gofmt, go vet, the tests (the generator's
# too) with the race detector, and again on the pure-Go twins of the asm
# kernels with the memory of every allocating op's result filled with
# 0xA5 bytes first (ndpoison: an element an op forgot shows); ndzarr's again without cgo (its Go zstd decoder in libzstd's
# place); then kernels_gpu's device tests on pocl alone, with "no device"
# a failure rather than a skip, and its device check script carried to a
# folder and run there as on a GPU machine (on pocl, small sizes); last, the modules as a user outside this
# repository fetches them (.ci/check-modules).
test: deps
	.ci/check-generated
	@unformatted=$$(gofmt -l $$(git ls-files '*.go')); \
	  if [ -n "$$unformatted" ]; then echo "gofmt would change: $$unformatted"; exit 1; fi
	$(GO) vet ./... ./gen/... ./cmd/ndgen/... ./ndgonum/... ./ndarrow/... ./ndzarr/... ./ndzarr/gocloud/... ./examples/dask/...
	$(GO) test -race ./... ./gen/... ./cmd/ndgen/... ./ndgonum/... ./ndarrow/... ./ndzarr/... ./ndzarr/gocloud/...
	$(GO) test -tags purego,ndpoison ./...
	CGO_ENABLED=0 $(GO) test ./ndzarr/...
	$(GO) vet -tags opencl ./kernels_gpu/...
	KERNELS_GPU_REQUIRE=1 OCL_ICD_VENDORS=$(POCL_ICD) KERNELS_GPU_OPENCL_PLATFORM=portable \
	  $(GO) test -tags opencl -count=1 ./kernels_gpu/...
	$(MAKE) devicecheck-pocl
	$(GO) run ./examples/dask
	$(MAKE) test-rgb
	.ci/check-modules

# test-rgb: examples/rgb's ndrgb must be what its go:generate line (cmd/ndgen)
# writes, then its tests run.
test-rgb:
	cd examples/rgb && $(GO) generate ./...
	@if [ -n "$$(git status --porcelain -- examples/rgb/ndrgb)" ]; then \
	  echo "examples/rgb: go generate changed ndrgb (run it there and commit):"; \
	  git status --porcelain -- examples/rgb/ndrgb; exit 1; fi
	$(GO) vet ./examples/rgb/...
	$(GO) test ./examples/rgb/...

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...
	$(GO) run ./cmd/ndbench

# golden regenerates the NumPy golden files under testdata/ (needs Debian's
# python3-numpy and python3-mpmath; installed here if missing). go test reads
# the committed files.
golden:
	@$(PYTHON) -c 'import numpy, mpmath' 2>/dev/null || (apt-get update -qq && apt-get install -y -qq python3-numpy python3-mpmath)
	$(PYTHON) testdata/gen_slice_golden.py
	$(PYTHON) testdata/gen_strided_slice_golden.py
	$(PYTHON) testdata/gen_gather_nd_golden.py
	$(PYTHON) testdata/gen_gather_golden.py
	$(PYTHON) testdata/gen_scatter_golden.py
	$(PYTHON) testdata/gen_scatter_float16_golden.py
	$(PYTHON) testdata/tf/build_scatter_cases.py
	$(PYTHON) testdata/gen_compute_golden.py
	$(PYTHON) testdata/gen_reduce_golden.py
	$(PYTHON) testdata/gen_views_golden.py
	$(PYTHON) testdata/gen_combine_golden.py
	$(PYTHON) testdata/gen_cast_golden.py
	$(PYTHON) testdata/gen_print_golden.py
	$(PYTHON) testdata/gen_allclose_golden.py
	$(PYTHON) testdata/gen_float16_golden.py
	$(PYTHON) testdata/gen_mask_golden.py
	$(PYTHON) testdata/tf/gen_mask_cases.py
	$(PYTHON) testdata/gen_npy_fixtures.py
	$(PYTHON) testdata/gen_safetensors_fixtures.py
	@$(PYTHON) -c 'import zarr' 2>/dev/null || (apt-get update -qq && apt-get install -y -qq python3-zarr)
	$(PYTHON) ndzarr/testdata/gen_codec_fixtures.py
	$(PYTHON) ndzarr/testdata/gen_zarr_v2_fixtures.py

# devicecheck-pocl: kernels_gpu/devicecheck.sh end to end on pocl: build
# into a fresh folder, run from there (the NVIDIA lookup skipped).
devicecheck-pocl:
	@dir=$$(mktemp -d) && trap 'rm -rf "$$dir"' EXIT && \
	  kernels_gpu/devicecheck.sh build "$$dir" && \
	  cd "$$dir" && DEVICECHECK_PLATFORM=portable OCL_ICD_VENDORS=$(POCL_ICD) ./devicecheck.sh run
