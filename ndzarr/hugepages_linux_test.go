package ndzarr

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
)

// vmFlags returns the VmFlags of the mapping in /proc/self/smaps that
// holds address p (as internal/bulk's tests read them).
func vmFlags(t *testing.T, p uintptr) []string {
	f, err := os.Open("/proc/self/smaps")
	require.NoError(t, err)
	defer f.Close()
	inside := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		var lo, hi uintptr
		if n, _ := fmt.Sscanf(line, "%x-%x ", &lo, &hi); n == 2 {
			inside = lo <= p && p < hi
			continue
		}
		if rest, ok := strings.CutPrefix(line, "VmFlags:"); ok && inside {
			return strings.Fields(rest)
		}
	}
	require.NoError(t, sc.Err())
	t.Fatalf("no mapping holds %#x", p)
	return nil
}

// A read's result is advised into transparent huge pages (VmFlags "hg")
// as nd.SetHugePages says, as every array of its size is. It runs in a
// new process of the test binary, in which no earlier advice can mark
// memory the result reuses.
func TestReadHonoursSetHugePages(t *testing.T) {
	if _, err := os.Stat("/sys/kernel/mm/transparent_hugepage/enabled"); err != nil {
		t.Skip("kernel without transparent huge pages")
	}
	if os.Getenv("NDZARR_HUGEPAGES_CHILD") == "" {
		cmd := exec.Command(os.Args[0], "-test.run=^TestReadHonoursSetHugePages$", "-test.v")
		cmd.Env = append(os.Environ(), "NDZARR_HUGEPAGES_CHILD=1")
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "%s", out)
		require.Contains(t, string(out), "--- PASS: TestReadHonoursSetHugePages", "%s", out)
		return
	}
	defer nd.SetHugePages(nd.SetHugePages(false)) // src too: its memory is never advised
	ctx := context.Background()
	a, err := CreateIn(ctx, NewMemoryStore(), "a", Options{DType: nd.Float32,
		Shape: []int64{1024, 2048}, Chunks: []int64{256, 2048}}) // an 8 MiB result
	require.NoError(t, err)
	src := ndfloat32.New(nd.ShapeOf(1024, 2048))
	src.Fill(1.5)
	require.NoError(t, a.Write(ctx, src))
	var results []*ndfloat32.NdArray // kept, so that no read reuses another's memory
	for _, on := range []bool{false, true} {
		nd.SetHugePages(on)
		got, err := a.Read(ctx)
		require.NoError(t, err)
		x := got.(*ndfloat32.NdArray)
		assert.Equal(t, float32(1.5), x.GetFloat32(512, 1024))
		middle := uintptr(unsafe.Pointer(&x.Data()[len(x.Data())/2]))
		if on {
			assert.Contains(t, vmFlags(t, middle), "hg", "huge pages on")
		} else {
			assert.NotContains(t, vmFlags(t, middle), "hg", "huge pages off")
		}
		results = append(results, x)
	}
	runtime.KeepAlive(src)
	runtime.KeepAlive(results)
}
