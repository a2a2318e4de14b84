//go:build !purego

package move

import "unsafe"

// The AVX2 transposes walk the block in cache blocks of rows source rows
// by bytes of each row (a transposeBlocking), and each cache block in
// strips of 16 rows (4-byte elements) or 8 rows (8-byte elements) from
// left to right: every tile then writes whole 64-byte lines of dst, and
// reads the other halves of the source lines the tile before it read. dst
// is written with ordinary stores: non-temporal ones measured slower.
type transposeBlocking struct{ rows, bytes int }

var (
	// 4-byte elements: 512 rows by 128 bytes (32 columns). 4096² f32, one
	// core, thread CPU time, alternately (loaded machine): 0.41–0.51 of a
	// memcpy, against 0.31–0.46 with 256 rows by 1 KiB (the blocking before);
	// 256 or 384 to 768 rows by 128 to 256 bytes within that spread, 1024
	// rows or 512-byte and longer rows slower.
	transpose32Blocking = transposeBlocking{512, 128}
	// 8-byte elements: 1024 rows by 256 bytes (32 columns), as much source
	// and dst as the 4-byte blocks but in fewer, longer dst runs. 4096² i64,
	// one core: 0.45–0.59 of a memcpy (15–20 GB/s), against 0.24–0.31 with
	// the 4-byte blocking; 512 or 2048 rows measured within that spread,
	// 128-byte or 512-byte rows slower (ndbench "T", alternately, loaded
	// machine).
	transpose64Blocking = transposeBlocking{1024, 256}
)

func transpose[T Plain](dst []T, dstPitch int, src []T, srcPitch int, rows, cols int) {
	switch unsafe.Sizeof(dst[0]) {
	case 4:
		transposeStrips(recast[uint32](dst), dstPitch, recast[uint32](src), srcPitch, rows, cols,
			transpose32Blocking, 8, transpose32Rows16AVX2, transpose32Rows8AVX2)
	case 8:
		transposeStrips(recast[uint64](dst), dstPitch, recast[uint64](src), srcPitch, rows, cols,
			transpose64Blocking, 4, transpose64Rows8AVX2, transpose64Rows4AVX2)
	default:
		transposeGo(dst, dstPitch, src, srcPitch, rows, cols)
	}
}

// stripKernel transposes a strip of source rows (as many as the kernel's
// tiles are high) by cols columns, a multiple of the tile width.
type stripKernel[T uint32 | uint64] func(dst *T, dstPitch int, src *T, srcPitch int, cols int)

// transposeStrips walks the tile-aligned part of the block in cache blocks
// of b, each in strips of 2*tile rows (wide) and one last strip of tile rows
// (narrow) where needed; the Go twin does the ragged edges.
func transposeStrips[T uint32 | uint64](dst []T, dstPitch int, src []T, srcPitch int, rows, cols int, b transposeBlocking, tile int, wide, narrow stripKernel[T]) {
	if !useAVX2 || rows < tile || cols < tile {
		transposeGo(dst, dstPitch, src, srcPitch, rows, cols)
		return
	}
	rt, ct := rows/tile*tile, cols/tile*tile
	width := b.bytes / int(unsafe.Sizeof(dst[0]))
	for ib := 0; ib < rt; ib += b.rows {
		ie := min(ib+b.rows, rt)
		for jb := 0; jb < ct; jb += width {
			w := min(width, ct-jb)
			i := ib
			for ; i+2*tile <= ie; i += 2 * tile {
				wide(&dst[jb*dstPitch+i], dstPitch, &src[i*srcPitch+jb], srcPitch, w)
			}
			if i < ie {
				narrow(&dst[jb*dstPitch+i], dstPitch, &src[i*srcPitch+jb], srcPitch, w)
			}
		}
	}
	transposeEdgesGo(dst, dstPitch, src, srcPitch, rows, cols, rt, ct)
}

// transposeEdgesGo does what the tiles left of a rows×cols transpose: the
// columns from c of the first r rows, then the rows from r.
func transposeEdgesGo[T uint32 | uint64](dst []T, dstPitch int, src []T, srcPitch int, rows, cols, r, c int) {
	if c < cols {
		transposeGo(dst[c*dstPitch:], dstPitch, src[c:], srcPitch, r, cols-c)
	}
	if r < rows {
		transposeGo(dst[r:], dstPitch, src[r*srcPitch:], srcPitch, rows-r, cols)
	}
}
