// Package sorting sorts the lanes of views for the dtype packages: Sort
// (NumPy's np.sort: ascending, NaN last), ArgSort (np.argsort(kind=
// "stable")) and TopK (tf.math.top_k(sorted=True): the k greatest along
// the last axis, descending, ties to the lower index), over any layout and
// axis, for the integer, float, 16-bit float, bool and string dtypes.
//
// # Method
//
// A lane is the elements along the axis at one position of the others.
// Each lane is sorted alone, so a result never depends on how lanes are
// split across workers (bulk.Workers; a sort weighs sortCost times a copy
// of its bytes) or on the layout.
//
// Numbers are sorted as unsigned keys whose order is theirs (a codec per
// dtype): integers with the sign bit flipped, floats by the IEEE trick (a
// set sign bit flips every bit, a clear one the sign bit), bools as 0 and
// 1. Sort gives each bit pattern its own key (-0 before +0) and sets the
// NaNs aside, so the output holds exactly the input's bits; ArgSort and
// TopK give -0 and +0 one key and every NaN the largest one, so that equal
// elements keep index order and NaN counts as the greatest. Lanes of up to
// 48 keys are insertion-sorted, one-byte keys counted, 4-byte keys (Sort
// of float32, int32, uint32) go through the cache-sized hybrid of
// radix32.go (encoded into the destination itself; MSD passes of 8 bits
// until the buckets fit the L2 cache, then LSD passes of up to 12 bits on
// only the bits where the keys differ, or on AVX-512 CPUs, where the keys
// differ in more than 12 bits, the vectorised quicksort of quick.go:
// compress-store partitions and bitonic networks of up to 256 keys in
// registers, asm/compute's sort kernels; also 64-bit keys in lanes of up
// to 2¹⁷ there, with networks of up to 128), the rest through an LSD radix
// sort with 8-bit digits: one pass counts every digit, a digit
// on which all keys agree is skipped, and the last pass writes the decoded
// elements (or the indices) straight to the output. ArgSort packs a key of
// up to 32 bits with its index in one uint64 (stable by construction; the
// first pass packs, the last unpacks); 64-bit keys carry their indices in
// a second array. TopK keeps candidates below the current k-th best in a
// buffer of 2k (k+64 for small k), sorting and cutting it back to k when
// full, then gathers the values by index. Strings use slices.Sort (ArgSort:
// pairs of string and index) and never any assembly.
//
// Lanes that are not contiguous (another axis than the last, flipped,
// strided, broadcast) are gathered a block of neighbouring lanes at a time
// (up to 256 KiB, with the transposing copy kernels of package bulk),
// sorted in the block and scattered back; a source with Seq or Hyperslab
// tables is first copied whole. A destination may be its source itself.
// Buffers come from a sync.Pool, so sorting many small arrays allocates
// only a few small objects a call.
//
// # Speed against NumPy
//
// Measured on this project's machine (AMD EPYC with AVX-512, 2 cores
// shared with other jobs: ±30% between runs), one core (go test -cpu 1),
// NumPy 1.24.2 (Debian) timed by testdata/numpy_sort.py in the same
// session, five rounds alternating the two, medians of the thread's CPU
// time (the wall time includes other processes' turns; it gives the same
// ratios, within the noise), ms per call:
//
//	case                         here    NumPy  NumPy/here  naive twin
//	Sort float32 1M              11.9     7.8      0.66      169
//	Sort float32 1000×1000 ax 1   6.4     3.9      0.61       81
//	Sort float32 1000×1000 ax 0   8.8     5.2      0.59       80
//	Sort int32 1M                 7.4     7.4      0.99      147
//	Sort int32 1000×1000 ax 1     5.6     3.7      0.66       71
//	Sort int32 1000×1000 ax 0     6.9     4.9      0.70       75
//	Sort float64 1M              17.1    92.0      5.4       172
//	Sort float64 1000×1000 ax 1  12.8    43.0      3.4        81
//	Sort float64 1000×1000 ax 0  14.0    44.9      3.2        83
//	Sort int64 1M                16.0    74.1      4.6       165
//	Sort int64 1000×1000 ax 1    12.3    35.5      2.9        73
//	Sort int64 1000×1000 ax 0    13.5    36.8      2.7        75
//	ArgSort float32 1M            9.6   118        12        499
//	ArgSort float32 1000² ax 1    7.1    42.8       6.0      165
//	ArgSort float32 1000² ax 0   11.2    45.4       4.1      158
//	ArgSort int64 1M             32.6   110         3.4      546
//	ArgSort int64 1000² ax 1     14.9    41.8       2.8      164
//	ArgSort int64 1000² ax 0     15.2    44.0       2.9      144
//	TopK float32 256×1000 k=5     1.0     2.7       2.7       37
//	TopK float32 256×1000 k=500   1.9     9.7       5.0       36
//
// (float64 and int32 ArgSort are in the same ranges; NumPy's TopK is
// argpartition plus a sort of the k; the naive twins are slices.Sort and
// sort.SliceStable lane by lane.) In quieter moments float32 1M took
// 6.8 ms here, below NumPy's 7.8.
//
// NumPy 1.24 sorts 32-bit keys with its AVX-512 quicksort (x86-simd-sort:
// vector partitions and 16-lane bitonic networks): about 3.7-4 ns an
// element for lanes of 1000 and 7.5 ns for 1M, which this package's radix
// sort, about 5.5-6.5 ns and 7-12 ns, does not reach on lanes of 1000: the
// radix sort is bound by stores (a histogram increment for each of 4
// digits, then per pass a store and an increment: 13 stores an element for
// 32-bit keys, at about 0.3 ns each here), and Go has no vector code to
// spread them. For 64-bit keys NumPy 1.24 has no vector sort (std-style
// introsort, 35-90 ns an element) and the radix sort is 3 to 5 times as
// fast; NumPy's stable argsort (timsort, radix only for 16 bits and less)
// is 3 to 12 times slower. Tried and dropped, measured on fresh lanes: a
// value-bucket ("spread") sort finishing with insertion sort, 2.5 times
// slower than radix (a branch mispredicted about once an element), and
// 11-bit digits (three passes for 32 bits), no faster for 32-bit keys at
// 1M and twice as slow for 64-bit ones. Matching NumPy on 32-bit lanes
// takes a vectorised sort (AVX-512 partitions and networks, as
// x86-simd-sort or Highway's vqsort), which would belong in asm/ with its
// pure-Go twin (this radix sort).
//
// The hybrid sort of 4-byte keys (radix32.go) brought 1-D Sort to about
// NumPy's speed (BenchmarkSortSizes against testdata/numpy_sizes.py,
// medians of 5 alternating rounds of thread CPU time, ms; the machine was
// loaded, ±15%):
//
//	case                  before  after   NumPy
//	float32 uniform 16M    168.7  148.1   167.2
//	float32 normal 16M     162.4  156.7   162.1
//	int32 16M              197.9  152.7   150.3
//	float32 uniform 1M       7.3    7.8     7.6
//	float32 normal 1M        7.3    8.4     7.7
//	int32 1M                 6.6    7.9     7.3
//	float32 uniform 64K      0.41   0.37    0.33
//	float32 normal 64K       0.36   0.37    0.34
//	int32 64K                0.32   0.31    0.33
//	float64 normal 16M     439    436    1698
//
// The vectorised quicksort (quick.go, on AVX-512 CPUs) took over the
// runs of 4-byte keys up to 16384 long (and up to 65536 of keys differing
// in more than 24 bits) from the LSD passes, and lanes of 8-byte keys up
// to 2¹⁷, measured on Zen 5 (one core, rounds alternating with
// testdata/numpy_sort.py, thread CPU time, ms; "-radix" runs the radix
// sort alone at the same kernel level; ranges over the rounds' medians,
// on a machine moving ±15%):
//
//	case                         quicksort  radix alone  NumPy
//	Sort float32 1000×1000 ax 1  3.9-4.6    6.5-6.8      3.8-3.9
//	Sort float32 1000×1000 ax 0  4.8-5.4    8.3-8.4      5.1-5.2
//	Sort int32 1000×1000 ax 1    3.3-3.8    5.9-6.0      3.3-3.5
//	Sort int32 1000×1000 ax 0    4.1-4.4    7.3-7.4      4.6-4.9
//	Sort int32 1M                5.5-6.5    6.3-6.8      7.0-7.5
//	Sort float64 1000×1000 ax 0  12.5-14.4  16.5-16.9    48.7-50.1
//	Sort int64 1000×1000 ax 1    12.9-13.3  14.9-15.4    34.3-39.6
//
// (float32 1M of normal values sends few keys its way, 26K of 1M: the
// MSD passes leave runs of 16 bits, which two LSD passes sort; each took
// 7.9-8.5 ms here, NumPy 7.8. float64 1000×1000 along axis 1 measured
// 14.4-17.8 against the radix sort's 15.1-15.5 in the same rounds, within
// the noise.) On random keys alone (BenchmarkQuickVsRadix) it takes, of
// the radix sort's time, for uint32 0.45 at 1000 keys, 0.55-0.7 at 10000,
// 0.9 at 65536, 0.8 at 1M, 0.9 at 16M; for uint64 0.58, 0.75, 0.9 and
// 1.29 at 1M (hence quickMax64). About half of a float32 lane of 1000
// goes to encoding and decoding its keys, more of a 64-bit one, whose
// lanes gain less.
//
// A large scatter costs 3 to 6 times as much per key as one in the cache,
// hence one MSD pass over the array instead of four LSD passes; software
// write-combining buffers for that pass (a cache line per bucket) measured
// slower here, in Go.
package sorting
