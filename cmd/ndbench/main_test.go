package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// keys is every workload, in table order.
var keys = []string{"copy", "sub", "cube", "short", "short2", "rev", "col2", "s23", "col2c", "s23c", "T", "gather", "gather32", "rows", "gathernd", "linear", "get"}

// tiny runs the report machinery on tiny sizes, 1 repetition and a short
// minimum timing, and returns the report and the main table's JSON rows
// (the product rows: tinyMatMul).
func tiny(t *testing.T, cfg config) (string, string, []jsonRow) {
	out, errs, rows, _ := tinyMatMul(t, cfg)
	return out, errs, rows
}

// tinyMatMul is tiny, with the product rows' JSON too.
func tinyMatMul(t *testing.T, cfg config) (string, string, []jsonRow, []matmulJSON) {
	t.Helper()
	defer func(d time.Duration) { minPairTime = d }(minPairTime)
	minPairTime = time.Millisecond
	cfg.jsonPath = filepath.Join(t.TempDir(), "nd.json")
	var stdout, stderr bytes.Buffer
	var v verdict
	if err := bench(cfg, &stdout, &stderr, &v); err != nil {
		t.Fatal(err)
	}
	v.write(&stdout)
	b, err := os.ReadFile(cfg.jsonPath)
	if err != nil {
		t.Fatal(err)
	}
	var raw []json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		t.Fatalf("%v in\n%s", err, b)
	}
	var rows []jsonRow
	var products []matmulJSON
	for _, r := range raw {
		var key struct{ Key string }
		err := json.Unmarshal(r, &key)
		if err == nil && strings.HasPrefix(key.Key, matmulKey) {
			var m matmulJSON
			err = json.Unmarshal(r, &m)
			products = append(products, m)
		} else if err == nil {
			if len(products) > 0 {
				t.Fatalf("a main table row after the product rows in\n%s", b)
			}
			var j jsonRow
			err = json.Unmarshal(r, &j)
			rows = append(rows, j)
		}
		if err != nil {
			t.Fatalf("%v in\n%s", err, r)
		}
	}
	return stdout.String(), stderr.String(), rows, products
}

// sectionsOf cuts a report into its main table, small-arrays and product
// sections ("" where absent).
func sectionsOf(t *testing.T, out string) (main, small, products string) {
	t.Helper()
	rest, products, _ := strings.Cut(out, "\nMatrix products")
	main, small, _ = strings.Cut(rest, "\nSmall arrays")
	return main, small, products
}

func TestReport(t *testing.T) {
	out, errs, rows, products := tinyMatMul(t, config{n: 64, reps: 1})
	if errs != "" {
		t.Errorf("stderr: %s", errs)
	}
	t.Log("\n" + out)

	// The table: a row per workload and dtype, in order, with positive
	// figures and no NumPy columns.
	main, small, mm := sectionsOf(t, out)
	if small == "" {
		t.Fatalf("no small-arrays section in\n%s", out)
	}
	checkSmall(t, small, false)
	checkMatMul(t, mm, products, 64, false)
	table := markdownRows(main)
	if len(table) == 0 {
		t.Fatalf("no table in\n%s", out)
	}
	want := "workload,dtype,GB/s 1 core,GB/s default,naive GB/s,memcpy GB/s,limit GB/s,ratio,× naive,ns/el,behind"
	if got := strings.Join(table[0], ","); got != want {
		t.Errorf("header %s, want %s", got, want)
	}
	paired := 2 * len(keys) // then the single-dtype rows, everydayKeys
	if len(table) != 1+paired+len(everydayKeys) {
		t.Errorf("%d table rows, want %d", len(table)-1, paired+len(everydayKeys))
	}
	behind := 0
	for i, r := range table[1:] {
		if want := []string{"f32", "i64"}[i%2]; i < paired && r[1] != want {
			t.Errorf("row %d %v: dtype %s, want %s", i, r, r[1], want)
		}
		for j, c := range r[2 : len(r)-1] {
			if j+2 == 6 && c == "–" {
				continue // limit: the JSON below checks which rows have one
			}
			// Rounded to two places a tiny ratio can print as 0.00; the
			// JSON below checks the exact values are positive.
			if v, err := strconv.ParseFloat(c, 64); err != nil || v < 0 {
				t.Errorf("row %v: %q is not a non-negative number", r, c)
			}
		}
		// Without NumPy a row can be behind its one twin only: the limit
		// for the getter loops, the naive loop for the others.
		twin := "naive "
		if r[0] == "GetFloat32(i, j) loop" || r[0] == "GetInt64(i, j) loop" {
			twin = "limit "
		}
		if cell := r[len(r)-1]; cell != "" && (!strings.HasPrefix(cell, twin) || !strings.HasSuffix(cell, "×")) {
			t.Errorf("row %v: behind %q, want %q and its ratio", r, cell, twin)
		}
		// The JSON below has the per-round ratios behind the column.
		if i < len(rows) && (r[len(r)-1] != "") != (len(rows[i].Behind) > 0) {
			t.Errorf("row %v: behind column, but JSON behind %v", r, rows[i].Behind)
		}
		if r[len(r)-1] != "" {
			behind++
		}
	}
	last := out[strings.LastIndex(strings.TrimSuffix(out, "\n"), "\n")+1:]
	for _, r := range markdownRows(mm)[1:] {
		if r[len(r)-1] != "" {
			behind++
		}
	}
	judged := len(table) - 1 + len(products)
	if want := fmt.Sprintf("of %d rows behind", judged); behind > 0 && !strings.Contains(last, want) ||
		behind == 0 && !strings.Contains(last, fmt.Sprintf("none of the %d rows", judged)) {
		t.Errorf("%d rows behind, last line %q", behind, last)
	}
	if !strings.Contains(out, "GatherNd rank 2 ÷ scalar gather") || !strings.Contains(out, ": f32 ") || !strings.Contains(out, ", i64 ") {
		t.Errorf("no GatherNd summary line in\n%s", out)
	}

	for _, get := range []string{"GetFloat32(i, j) loop f32: ", "GetInt64(i, j) loop i64: "} {
		if !strings.Contains(out, "\n"+get+"judged against its contract's limit") {
			t.Errorf("no line of the getter loop's limit %q in\n%s", get, out)
		}
	}

	// The JSON: the same rows.
	if len(rows) != paired+len(everydayKeys) {
		t.Fatalf("%d JSON rows, want %d", len(rows), paired+len(everydayKeys))
	}
	for i, r := range rows {
		key, dt := "", ""
		if i < paired {
			key, dt = keys[i/2], []string{"float32", "int64"}[i%2]
		} else {
			key, dt = everydayKeys[i-paired], r.DType
		}
		if r.Key != key || r.DType != dt || r.Workload != table[1+i][0] {
			t.Errorf("JSON row %d: %s %s %q, want %s %s %q", i, r.Key, r.DType, r.Workload, key, dt, table[1+i][0])
		}
		if !(r.GBps1Core > 0 && r.GBpsDefault > 0 && r.NaiveGBps > 0 && r.Ratio > 0 && r.VsNaive > 0 &&
			r.NsPerElement > 0 && r.MemcpyGBps > 0 && r.Bytes > 0 && r.Elements > 0) {
			t.Errorf("JSON row %+v: a figure is not positive", r)
		}
		if r.Rounds != 1 || r.DefaultProcs < 1 || r.Workers < 1 || r.N != 64 {
			t.Errorf("JSON row %+v: rounds, GOMAXPROCS, workers or n wrong", r)
		}
		if has := map[string]bool{"gather": true, "gather32": true, "gathernd": true, "linear": true, "T": true,
			"get": true, "scatternd": true, "tscatterupd": true, "sumf32": true, "maxf32": true, "argmaxf32": true,
			"argmax1": true, "sum0": true, "sum1": true, "sumf64": true, "sumu8": true, "topk5": true}[r.Key]; has != (r.LimitGBps > 0) {
			t.Errorf("JSON row %+v: limit %v, want one: %v", r, r.LimitGBps, has)
		}
		judge, q := "naive", r.VsNaiveRounds
		if r.Key == "get" {
			judge, q = "limit", r.VsLimitRounds
		}
		if r.JudgedAgainst != judge || len(q) != 1 || !slices.Equal(r.Behind, map[bool][]string{true: {judge}}[behindIn(q)]) {
			t.Errorf("JSON row %+v: judged against %s by %v", r, judge, q)
		}
		if r.NumpyGBps != nil || r.VsNumpy != nil || r.NumpyVersion != "" {
			t.Errorf("JSON row %+v: NumPy fields without -numpy", r)
		}
	}
}

// markdownRows returns the cells of the Markdown table rows in text, the
// header included, the rule left out.
func markdownRows(text string) [][]string {
	var rows [][]string
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(l, "|") && !strings.HasPrefix(l, "|-") {
			var cells []string
			for _, c := range strings.Split(strings.Trim(l, "|"), "|") {
				cells = append(cells, strings.TrimSpace(c))
			}
			rows = append(rows, cells)
		}
	}
	return rows
}

// smallKeys is the small-arrays section's rows, in order.
var smallKeys = []string{"copyto", "hand", "slice", "copy", "get", "transpose", "reshape", "header", "getf32", "gethand"}

// checkSmall checks the small-arrays section: a row per operation with a
// positive time and the allocations each makes at most (the result's only),
// and the NumPy column when numpy.
func checkSmall(t *testing.T, section string, numpy bool) {
	t.Helper()
	rows := markdownRows(section)
	want := []string{"operation", "ns/call", liveHead, "allocs/call"}
	if numpy {
		want = append(want, "NumPy ns/call")
	}
	if len(rows) != 1+len(smallKeys) || strings.Join(rows[0], ",") != strings.Join(want, ",") {
		t.Fatalf("small-arrays table:\n%s", section)
	}
	// The most allocations per call: the view's *NdArray and its layout's
	// one backing array; the copy's data besides.
	maxAllocs := map[string]float64{"slice": 2, "copy": 3, "get": 1, "transpose": 2, "reshape": 2, "header": 1}
	for i, r := range rows[1:] {
		ns, err1 := strconv.ParseFloat(r[1], 64)
		live, err3 := strconv.ParseFloat(r[2], 64)
		allocs, err2 := strconv.ParseFloat(r[3], 64)
		if err1 != nil || err2 != nil || err3 != nil || ns <= 0 || live <= 0 {
			t.Errorf("%s row %v: not a positive time and an allocation count", smallKeys[i], r)
		}
		if allocs > maxAllocs[smallKeys[i]] {
			t.Errorf("%s row %v: %v allocations per call, want at most %v", smallKeys[i], r, allocs, maxAllocs[smallKeys[i]])
		}
	}
	if !strings.Contains(section, "8×8 strided CopyTo / hand-written loop: ") {
		t.Errorf("no CopyTo / hand loop line in\n%s", section)
	}
}

// TestNoNumpy: -numpy without an importable NumPy prints one notice and the
// report without the NumPy columns.
func TestNoNumpy(t *testing.T) {
	defer func(p string) { python = p }(python)
	python = filepath.Join(t.TempDir(), "no-python3")
	out, errs, rows := tiny(t, config{n: 16, quick: true, reps: 1, numpy: true})
	if n := strings.Count(errs, "\n"); n != 1 || !strings.Contains(errs, "NumPy") {
		t.Errorf("want a one-line NumPy notice, stderr: %q", errs)
	}
	if strings.Contains(out, "NumPy GB/s") || len(rows) != 2*len(keys)+len(everydayKeys) || rows[0].NumpyGBps != nil {
		t.Errorf("NumPy columns without NumPy:\n%s", out)
	}
	_, small, mm := sectionsOf(t, out)
	checkSmall(t, small, false)
	if head := markdownRows(mm); len(head) == 0 || strings.Contains(strings.Join(head[0], ","), "NumPy") {
		t.Errorf("NumPy in the product section without NumPy:\n%s", mm)
	}
}

// TestRun: -run measures the matching rows only, without the small arrays.
func TestRun(t *testing.T) {
	out, _, rows := tiny(t, config{n: 16, reps: 1, only: "^(cube|T)$"})
	if len(rows) != 4 || rows[0].Key != "cube" || rows[2].Key != "T" || strings.Contains(out, "Small arrays") ||
		strings.Contains(out, "GatherNd rank 2 ÷") || strings.Contains(out, "Matrix products") {
		t.Errorf("-run: %d rows\n%s", len(rows), out)
	}
	// -run matmul: the product rows alone.
	out, _, rows, products := tinyMatMul(t, config{n: 16, reps: 1, only: "^matmul4$"})
	if len(rows) != 0 || len(products) != 2 || products[0].Key != "matmul4" || strings.Contains(out, "| copy") {
		t.Errorf("-run matmul4: %d rows, %d products\n%s", len(rows), len(products), out)
	}
	for _, only := range []string{"(", "nothing"} {
		if err := bench(config{n: 16, reps: 1, only: only}, io.Discard, io.Discard, &verdict{}); err == nil {
			t.Errorf("-run %q: no error", only)
		}
	}
}

// TestMemcpyRef: the reference copies exactly n bytes across chunk
// boundaries.
func TestMemcpyRef(t *testing.T) {
	src1, src2 := []byte("abc"), []byte("defgh")
	dst1, dst2 := make([]byte, 2), make([]byte, 10)
	memcpyRef(6, [][]byte{src1, src2}, [][]byte{dst1, dst2})()
	if got := string(dst1) + string(bytes.TrimRight(dst2, "\x00")); got != "abcdef" {
		t.Errorf("got %q", got)
	}
}

// TestNumpy: with NumPy importable, every row with a NumPy twin gains
// NumPy's GB/s and time ratio, the behind column says where we lose, and the
// small-arrays section gains NumPy's per-call time for every operation
// that has a twin.
func TestNumpy(t *testing.T) {
	if err := exec.Command(python, "-c", "import numpy").Run(); err != nil {
		t.Skipf("NumPy not importable by %s: %v", python, err)
	}
	out, errs, rows, products := tinyMatMul(t, config{n: 16, quick: true, reps: 2, numpy: true})
	if errs != "" {
		t.Errorf("stderr: %s", errs)
	}
	main, small, mm := sectionsOf(t, out)
	checkMatMul(t, mm, products, 16, true)
	if !strings.Contains(main, "NumPy 1.") {
		t.Errorf("no NumPy version in\n%s", main)
	}
	table := markdownRows(main)
	if len(table) != 1+len(rows) || table[0][5] != "NumPy GB/s" || table[0][10] != "× NumPy" {
		t.Fatalf("table:\n%s", main)
	}
	for i, r := range rows {
		twin := r.Key != "get" && r.DType != "bfloat16" // NumPy has no bfloat16
		if (r.NumpyGBps != nil) != twin || (table[1+i][5] == "–") == twin {
			t.Errorf("row %v: NumPy figure %v, want one: %v", table[1+i], r.NumpyGBps, twin)
			continue
		}
		lost := behindIn(r.VsNumpyRounds)
		if twin && (*r.NumpyGBps <= 0 || *r.VsNumpy <= 0 || len(r.VsNumpyRounds) != 2 ||
			slices.Contains(r.Behind, "NumPy") != lost || strings.Contains(table[1+i][12], "NumPy") != lost) {
			t.Errorf("row %v: NumPy figures %+v", table[1+i], r)
		}
	}
	checkSmall(t, small, true)
	for _, l := range strings.Split(small, "\n") {
		twinless := strings.HasPrefix(l, "| ↳ ") // the hand-written loops and the floor
		if strings.HasPrefix(l, "| ") && !strings.HasPrefix(l, "| operation") && strings.HasSuffix(l, "– |") != twinless {
			t.Errorf("NumPy column: %s", l)
		}
	}
}

// TestNumpyErrors: a NumPy twin that fails or drifts from ours costs its
// row's figure only; the process keeps serving.
func TestNumpyErrors(t *testing.T) {
	if err := exec.Command(python, "-c", "import numpy").Run(); err != nil {
		t.Skipf("NumPy not importable by %s: %v", python, err)
	}
	var stderr bytes.Buffer
	np, err := startNumpy(&stderr)
	if err != nil {
		t.Fatal(err)
	}
	s := sizesFor(16, true)
	w := workload{key: "k", dtype: "f32"}
	for _, code := range []string{"op = undefined_name", "x = 1", "out = np.empty(3, dt); op = lambda: None"} {
		w.numpy = code
		if err := np.setup(w, s, 4); err == nil {
			t.Errorf("setup %q: no error", code)
		}
	}
	w.numpy = "out = np.empty(4, dt); op = lambda: out.fill(1)"
	if err := np.setup(w, s, 4); err != nil {
		t.Fatal(err)
	}
	if d, err := np.time(minPairTime); err != nil || d <= 0 {
		t.Errorf("time: %v, %v", d, err)
	}
	np.close() // waits for the copy of the process's stderr into stderr
	if stderr.Len() != 0 {
		t.Errorf("stderr: %s", stderr.String())
	}
}

// TestCopyTransposeLines: the transpose's traffic-only twin moves every
// element of the source exactly once (whole blocks of it, not transposed).
func TestCopyTransposeLines(t *testing.T) {
	test := func(t *testing.T, copyLines func(dst, src []int64, n int)) {
		const n = 2 * 8 * transposeRowsPerByte
		src, dst := make([]int64, n*n), make([]int64, n*n)
		fill(src)
		for i := range dst {
			dst[i] = -1
		}
		copyLines(dst, src, n)
		slices.Sort(dst)
		if !slices.Equal(dst, src) {
			t.Errorf("not a permutation of the source")
		}
	}
	test(t, copyTransposeLines[int64])
	test(t, func(dst, src []int64, n int) {
		// float32: half as many rows per block
		d, s := make([]float32, len(dst)), make([]float32, len(src))
		for i, v := range src {
			s[i] = float32(v)
		}
		for i := range d {
			d[i] = -1
		}
		copyTransposeLines(d, s, n)
		for i, v := range d {
			dst[i] = int64(v)
		}
	})
}

// TestTwinsAgree: for every workload whose library call and naive twin
// write the same output (the copies and gathers), the twin writes what the
// library writes, so that the × naive column compares like with like. At
// n = 64 the cube's side is 16, so the twins' unrolled paths run.
func TestTwinsAgree(t *testing.T) {
	checked := 0
	for _, w := range allWorkloads(sizesFor(64, true)) {
		p := w.setup()
		if p.out == nil {
			continue
		}
		name := w.name + " " + w.dtype
		for i := range p.out {
			p.out[i] = 0xa5
		}
		p.lib()
		want := slices.Clone(p.out)
		if !slices.ContainsFunc(want, func(b byte) bool { return b != 0xa5 }) {
			t.Errorf("%s: the library wrote nothing", name)
		}
		for i := range p.out {
			p.out[i] = 0xa5
		}
		p.naive()
		if !slices.Equal(want, p.out) {
			t.Errorf("%s: the naive twin writes other bytes than the library", name)
		}
		checked++
	}
	// All but the getter loops, the batch loader into reused buffers and
	// the uint8 in-cache copies.
	if want := 2*(len(keys)-1) + 1 + len(inCacheKeys); checked != want {
		t.Errorf("checked %d workloads, want %d: the copies and gathers of both dtypes, the loader and the uint8 copies",
			checked, want)
	}
}
