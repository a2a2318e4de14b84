// The kernels of package kernels_gpu, in OpenCL C 1.2 (built with
// -cl-std=CL1.2 on pocl and on NVIDIA's driver alike).
//
// Elements move as raw bits of their width: uchar, ushort, uint, ulong and
// ulong2 for 1, 2, 4, 8 and 16 bytes, so no fp64 extension is needed and one
// kernel serves every dtype of that width. Names end in the width
// (_w1 ... _w16); then, in a family with variants, in what a variant is
// made for: the copy's rank (_r1 ... _r4) or GatherNd's index depth (_k1,
// _k2), nothing for any; then, but for the transpose, in the index
// arithmetic: _i32 when the host knows every count fits in 32 bits
// (64-bit division is emulated on NVIDIA GPUs, and 64-bit counters keep
// pocl from vectorising), else _i64.
//
// Shapes and strides (rank <= 8, in elements, any sign) travel by value as
// long8 arguments, so no call allocates a metadata buffer. Every kernel is
// a grid-stride loop in each NDRange dimension: the host caps the grid,
// arrays of any size work.
// Positions are computed in 64 bits; the host guarantees that every view it
// passes lies inside its buffer, and the gathers check every index before
// using it, so no kernel reads or writes outside its buffers.

// The copy kernels take a copy in normal form (rank R <= 8: size-1
// dimensions dropped, mergeable neighbours merged) on a 2-D NDRange:
// dimension 1 runs over the rows, the outer R-1 dimensions row-major,
// and dimension 0 along a row, the innermost dimension; both are
// grid-stride loops. A work item finds the start of each of its rows
// once, unravelling the row index with R-2 divisions (none up to rank 2),
// and then walks its part of the row by adding strides: no division per
// element. The _r1 ... _r4 kernels have the number of outer dimensions as
// a compile-time constant, so the unravelling is unrolled (and _r1 has no
// row loop at all); the general ones loop over any rank up to 8. The
// rank-specialised kernels ignore their outer argument, so that one
// argument list serves every variant.

#define UNPACK                                                              \
	long D[8], S[8], T[8];                                              \
	vstore8(dims, 0, D);                                                \
	vstore8(sstr, 0, S);                                                \
	vstore8(dstr, 0, T);

// ROW_START sets sp and dp to the start of row y in the two views: y
// unravelled over the OUTER dimensions D[0..OUTER), the first one taking
// what remains (y < rows) without a division.
#define ROW_START(IX, OUTER)                                                \
	long sp = soff, dp = doff;                                          \
	IX rem = y;                                                         \
	for (int d = (OUTER) - 1; d > 0; d--) {                             \
		IX dim = (IX)D[d];                                          \
		IX q = rem / dim;                                           \
		IX c = rem - q * dim;                                       \
		rem = q;                                                    \
		sp += (long)c * S[d];                                       \
		dp += (long)c * T[d];                                       \
	}                                                                   \
	if ((OUTER) > 0) {                                                  \
		sp += (long)rem * S[0];                                     \
		dp += (long)rem * T[0];                                     \
	}

// EACH_ROW runs over the rows of the work item. With no OUTER dimensions
// there is one row, and no loop: pocl then vectorises across work items.
#define EACH_ROW(IX, OUTER)                                                 \
	for (IX y = (OUTER) > 0 ? get_global_id(1) : 0;                     \
	     y < ((OUTER) > 0 ? rows : 1);                                  \
	     y += (OUTER) > 0 ? get_global_size(1) : 1)

#define ALONG_ROW(IX, x, len)                                               \
	for (IX x = get_global_id(0); x < (len); x += get_global_size(0))

// copy_strided copies the view (dims, sstr, soff) of src into the view
// (dims, dstr, doff) of dst element by element: (dims, sstr, dstr)
// describe the rows, len elements of strides sstep and dstep.
#define COPY_STRIDED(W, TYPE, IX, OUTER, NAME)                              \
__kernel void copy_strided_w##W##NAME(__global TYPE *dst,                   \
		__global const TYPE *src, int outer, long8 dims, long8 sstr,\
		long8 dstr, long soff, long doff, long sstep, long dstep,   \
		IX len, IX rows) {                                          \
	UNPACK                                                              \
	EACH_ROW(IX, OUTER) {                                               \
		ROW_START(IX, OUTER)                                        \
		ALONG_ROW(IX, x, len)                                       \
			dst[dp + (long)x * dstep] = src[sp + (long)x * sstep];\
	}                                                                   \
}

// copy_rows is copy_strided when both views have a contiguous innermost
// run of length run: a work item moves four elements (a chunk) at a time
// with vector loads and stores (a shorter tail at a row's end).
#define COPY_ROWS(W, TYPE, IX, OUTER, NAME)                                 \
__kernel void copy_rows_w##W##NAME(__global TYPE *dst,                      \
		__global const TYPE *src, int outer, long8 dims, long8 sstr,\
		long8 dstr, long soff, long doff, IX run, IX chunks,        \
		IX rows) {                                                  \
	UNPACK                                                              \
	EACH_ROW(IX, OUTER) {                                               \
		ROW_START(IX, OUTER)                                        \
		ALONG_ROW(IX, c, chunks) {                                  \
			IX e = c * 4;                                       \
			__global const TYPE *s = src + sp + e;              \
			__global TYPE *t = dst + dp + e;                    \
			if (e + 4 <= run) {                                 \
				vstore4(vload4(0, s), 0, t);                \
			} else {                                            \
				for (IX k = 0; e + k < run; k++)            \
					t[k] = s[k];                        \
			}                                                   \
		}                                                           \
	}                                                                   \
}

// The variants of a copy kernel, by rank, in both index arithmetics.
#define COPY_VARIANTS(M, W, TYPE)                                           \
	M(W, TYPE, uint, 0, _r1_i32)                                        \
	M(W, TYPE, ulong, 0, _r1_i64)                                       \
	M(W, TYPE, uint, 1, _r2_i32)                                        \
	M(W, TYPE, ulong, 1, _r2_i64)                                       \
	M(W, TYPE, uint, 2, _r3_i32)                                        \
	M(W, TYPE, ulong, 2, _r3_i64)                                       \
	M(W, TYPE, uint, 3, _r4_i32)                                        \
	M(W, TYPE, ulong, 3, _r4_i64)                                       \
	M(W, TYPE, uint, outer, _i32)                                       \
	M(W, TYPE, ulong, outer, _i64)

// transpose writes dst[b][r][c] (row-major, doff + b*R*C + r*C + c) =
// src[soff + b*sb + r + c*sc]: a batch of 2-D transposes whose source is
// contiguous along r. A work-group of TILE x ROWS items stages a TILE x
// TILE tile in local memory, so that reads go along r and writes along c,
// both coalesced; the padded row avoids local-memory bank conflicts.
#define TILE 32
#define ROWS 8
#define TRANSPOSE(W, TYPE)                                                  \
__kernel __attribute__((reqd_work_group_size(TILE, ROWS, 1)))              \
void transpose_w##W(__global TYPE *dst, __global const TYPE *src,           \
		long R, long C, long B, long sc, long sb, long soff,        \
		long doff) {                                                \
	__local TYPE tile[TILE][TILE + 1];                                  \
	int tx = get_local_id(0), ty = get_local_id(1);                     \
	long r0 = (long)get_group_id(0) * TILE;                             \
	long c0 = (long)get_group_id(1) * TILE;                             \
	for (long b = get_global_id(2); b < B; b += get_global_size(2)) {   \
		long s = soff + b * sb, t = doff + b * R * C;               \
		for (int j = 0; j < TILE; j += ROWS) {                      \
			long r = r0 + tx, c = c0 + ty + j;                  \
			if (r < R && c < C)                                 \
				tile[ty + j][tx] = src[s + r + c * sc];     \
		}                                                           \
		barrier(CLK_LOCAL_MEM_FENCE);                               \
		for (int j = 0; j < TILE; j += ROWS) {                      \
			long r = r0 + ty + j, c = c0 + tx;                  \
			if (r < R && c < C)                                 \
				dst[t + r * C + c] = tile[tx][ty + j];      \
		}                                                           \
		barrier(CLK_LOCAL_MEM_FENCE);                               \
	}                                                                   \
}

// NO_ROW is the error word's initial value: no bad index seen. Bad rows
// are recorded with atomic_min, so the host reads back the lowest one;
// rows from NO_ROW-1 on are recorded as NO_ROW-1 (the host scans from
// there).
#define NO_ROW 0xFFFFFFFFu
#define RECORD(err, row) atomic_min(err, (uint)min((ulong)(row), (ulong)NO_ROW - 1))

// gather_nd: out[r*slice + j] = params[poff + sum_k idx[r*K+k]*pstr[k] + j]
// for rows index rows of K values: params' trailing dimensions are
// contiguous, slice elements long. A row with an index outside [0,
// pdims[k]) is recorded in err and its output zeroed. A 2-D NDRange as
// the copies': dimension 1 over the rows, 0 along a slice, so that a work
// item reads and checks a row's indices once for its part of the slice,
// and nothing divides. The _k1 and _k2 kernels are the common depths,
// with no loop over K: _k2 loads the (i, j) pair as one vector.
#define GATHER_ND(W, TYPE, IN, IDX, IX, NAME, ROW)                          \
__kernel void gather_nd_w##W##_##IN##NAME(__global TYPE *out,               \
		__global const TYPE *params, __global const IDX *idx,       \
		int K, long8 pdims, long8 pstr, long poff, IX slice,        \
		IX rows, volatile __global uint *err) {                     \
	long D[8], S[8];                                                    \
	vstore8(pdims, 0, D);                                               \
	vstore8(pstr, 0, S);                                                \
	EACH_ROW(IX, 1) {                                                   \
		ROW                                                         \
		if (bad)                                                    \
			RECORD(err, y);                                     \
		__global TYPE *o = out + (ulong)y * slice;                  \
		ALONG_ROW(IX, j, slice) {                                   \
			if (bad)                                            \
				o[j] = (TYPE)(0);                           \
			else                                                \
				o[j] = params[p + j];                       \
		}                                                           \
	}                                                                   \
}

// The index rows: each sets p, row y's position in params, and bad.
#define ANY_K                                                               \
	long p = poff;                                                      \
	bool bad = false;                                                   \
	for (int k = 0; k < K; k++) {                                       \
		long v = idx[(ulong)y * K + k];                             \
		bad |= v < 0 || v >= D[k];                                  \
		p += v * S[k];                                              \
	}

#define ONE_K                                                               \
	long v = idx[y];                                                    \
	bool bad = v < 0 || v >= D[0];                                      \
	long p = poff + v * S[0];

#define TWO_K                                                               \
	long2 v = convert_long2(vload2(y, idx));                            \
	bool bad = any(v < 0 | v >= (long2)(D[0], D[1]));                   \
	long p = poff + v.x * S[0] + v.y * S[1];

#define GATHER_ND_VARIANTS(W, TYPE, I, IN)                                  \
	GATHER_ND(W, TYPE, IN, I, uint, _i32, ANY_K)                        \
	GATHER_ND(W, TYPE, IN, I, ulong, _i64, ANY_K)                       \
	GATHER_ND(W, TYPE, IN, I, uint, _k1_i32, ONE_K)                     \
	GATHER_ND(W, TYPE, IN, I, ulong, _k1_i64, ONE_K)                    \
	GATHER_ND(W, TYPE, IN, I, uint, _k2_i32, TWO_K)                     \
	GATHER_ND(W, TYPE, IN, I, ulong, _k2_i64, TWO_K)

// gather (tf.gather, batch_dims 0) of contiguous params seen as
// [outer, D, inner] along the middle axis, with nidx indices:
// out[(o*nidx + k)*inner + j] = params[poff + (o*D + idx[k])*inner + j].
// A bad index k is recorded in err and its output zeroed.
#define GATHER(W, TYPE, I, IN, IX, X)                                       \
__kernel void gather_w##W##_##IN##_##X(__global TYPE *out,                  \
		__global const TYPE *params, __global const I *idx,         \
		long D, long poff, IX nidx, IX inner, IX n,                 \
		volatile __global uint *err) {                              \
	for (IX i = get_global_id(0); i < n; i += get_global_size(0)) {     \
		IX t = i / inner;                                           \
		IX j = i - t * inner;                                       \
		IX o = t / nidx;                                            \
		IX k = t - o * nidx;                                        \
		long v = idx[k];                                            \
		if (v < 0 || v >= D) {                                      \
			RECORD(err, k);                                     \
			out[i] = (TYPE)(0);                                 \
		} else {                                                    \
			out[i] = params[poff + ((long)o * D + v) * inner + j];\
		}                                                           \
	}                                                                   \
}

#define BY_INDEX(M, W, TYPE)                                                \
	M(W, TYPE, long, idx64, uint, i32)                                  \
	M(W, TYPE, long, idx64, ulong, i64)                                 \
	M(W, TYPE, int, idx32, uint, i32)                                   \
	M(W, TYPE, int, idx32, ulong, i64)

#define ALL_KERNELS(W, TYPE)                                                \
	COPY_VARIANTS(COPY_STRIDED, W, TYPE)                                \
	TRANSPOSE(W, TYPE)                                                  \
	GATHER_ND_VARIANTS(W, TYPE, long, idx64)                            \
	GATHER_ND_VARIANTS(W, TYPE, int, idx32)                             \
	BY_INDEX(GATHER, W, TYPE)

ALL_KERNELS(1, uchar)
ALL_KERNELS(2, ushort)
ALL_KERNELS(4, uint)
ALL_KERNELS(8, ulong)
ALL_KERNELS(16, ulong2)

// The row kernels exist up to 8 bytes: vload4 has no 16-byte element
// type, so the host moves 16-byte rows as twice as many ulongs.
COPY_VARIANTS(COPY_ROWS, 1, uchar)
COPY_VARIANTS(COPY_ROWS, 2, ushort)
COPY_VARIANTS(COPY_ROWS, 4, uint)
COPY_VARIANTS(COPY_ROWS, 8, ulong)
