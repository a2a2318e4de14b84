package kernelsgpu

import "fmt"

// widths are the element sizes the kernels move, in bytes.
var widths = []int{1, 2, 4, 8, 16}

// copyVariants are the ends of the copy kernels' names after the width
// (see copyVariant): by rank up to 4, then any, each in both index
// arithmetics.
var copyVariants = []string{"_r1_i32", "_r1_i64", "_r2_i32", "_r2_i64", "_r3_i32", "_r3_i64",
	"_r4_i32", "_r4_i64", "_i32", "_i64"}

// kernelNames lists the kernels kernels.cl defines (its macros paste the
// names together): the device creates them all when it opens.
func kernelNames() []string {
	var names []string
	for _, w := range widths {
		names = append(names, fmt.Sprintf("transpose_w%d", w))
		for _, v := range copyVariants {
			names = append(names, fmt.Sprintf("copy_strided_w%d%s", w, v))
			if w < 16 {
				names = append(names, fmt.Sprintf("copy_rows_w%d%s", w, v))
			}
		}
		for _, idx := range []string{"idx64", "idx32"} {
			for _, x := range []string{"i32", "i64"} {
				for _, k := range []string{"", "_k1", "_k2"} {
					names = append(names, fmt.Sprintf("gather_nd_w%d_%s%s_%s", w, idx, k, x))
				}
				names = append(names, fmt.Sprintf("gather_w%d_%s_%s", w, idx, x))
			}
		}
	}
	return names
}
