package mmapfile

import (
	"os"
	"runtime"
	"strings"
)

// Count returns how many memory maps the process holds (the lines of
// Linux's /proc/self/maps), or -1 where that is not known: the figure
// vm.max_map_count limits, which tests check stays flat across cycles of
// Map and Detach.
func Count() int {
	if runtime.GOOS != "linux" {
		return -1
	}
	raw, err := os.ReadFile("/proc/self/maps")
	if err != nil {
		return -1
	}
	return strings.Count(string(raw), "\n")
}
