package bulk

import (
	"bufio"
	"fmt"
	"os"
	"runtime"
	"strings"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// smapsField returns the rest of the line that starts with key in the
// entry of /proc/self/smaps for the mapping that holds address p.
func smapsField(t *testing.T, p uintptr, key string) string {
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
		if rest, ok := strings.CutPrefix(line, key); ok && inside {
			return rest
		}
	}
	require.NoError(t, sc.Err())
	t.Fatalf("no mapping holds %#x", p)
	return ""
}

// vmFlags returns the VmFlags of the mapping in /proc/self/smaps that
// holds address p.
func vmFlags(t *testing.T, p uintptr) []string {
	return strings.Fields(smapsField(t, p, "VmFlags:"))
}

func TestMakeAdvisesHugePages(t *testing.T) {
	if _, err := os.Stat("/sys/kernel/mm/transparent_hugepage/enabled"); err != nil {
		t.Skip("kernel without transparent huge pages")
	}
	// The advice goes to the page in the middle of the allocation (its
	// ends may share pages with neighbours).
	middle := func(s []float32) uintptr {
		return uintptr(unsafe.Pointer(&s[len(s)/2]))
	}
	big := Make[float32](16 << 20 / 4)
	assert.Contains(t, vmFlags(t, middle(big)), "hg", "a 16 MiB Make is advised MADV_HUGEPAGE")

	runtime.KeepAlive(big)
}
