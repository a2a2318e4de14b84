package kernelsgpu

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestKernelNames checks that every kernel name the host launches is
// made by a macro instance of kernels.cl: its prefix is a defined kernel
// family, its width an instantiated element type, and its end says its
// rank class and index arithmetic where the kernel has several.
func TestKernelNames(t *testing.T) {
	names := kernelNames()
	// Per width: transpose, 10 strided copies, 10 row copies (not for 16
	// bytes), 6 GatherNd and 2 Gather kernels per index type.
	require.Len(t, names, 5*(1+10+2*(6+2))+4*10)
	ends := map[string]*regexp.Regexp{ // after the width
		"copy_strided": regexp.MustCompile(`^(_r[1-4])?_i(32|64)$`),
		"copy_rows":    regexp.MustCompile(`^(_r[1-4])?_i(32|64)$`),
		"transpose":    regexp.MustCompile(`^$`),
		"gather_nd":    regexp.MustCompile(`^_idx(64|32)(_k[12])?_i(32|64)$`),
		"gather":       regexp.MustCompile(`^_idx(64|32)_i(32|64)$`),
	}
	seen := map[string]bool{}
	pattern := regexp.MustCompile(`^(copy_strided|copy_rows|transpose|gather_nd|gather)` +
		`_w(16|1|2|4|8)(.*)$`)
	for _, n := range names {
		assert.False(t, seen[n], "duplicate %s", n)
		seen[n] = true
		m := pattern.FindStringSubmatch(n)
		require.NotNil(t, m, n)
		assert.True(t, strings.Contains(kernelSource, "void "+m[1]+"_w##W"),
			"no family for %s", n)
		assert.Regexp(t, ends[m[1]], m[3], n)
	}
	for _, inst := range []string{"(1, uchar)", "(2, ushort)", "(4, uint)",
		"(8, ulong)", "(16, ulong2)"} {
		assert.True(t, strings.Contains(kernelSource, "\nALL_KERNELS"+inst),
			"no instance %s", inst)
	}
	for _, v := range copyVariants {
		assert.Contains(t, kernelSource, ", "+v+")", "no copy variant %s", v)
	}
}
