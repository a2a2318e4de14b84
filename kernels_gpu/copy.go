package kernelsgpu

import (
	"fmt"
	"math"
	"slices"

	"github.com/ndgo/ndarray/internal/walk"
	"github.com/ndgo/ndarray/nd"
)

// maxRank is the most dimensions a kernel takes (long8 arguments), after
// size-1 dimensions are dropped and mergeable neighbours merged.
const maxRank = 8

// Copy returns a contiguous device copy of the view src.
func Copy(src *Array) (*Array, error) {
	if err := usable("Copy", "src", src); err != nil {
		return nil, err
	}
	out, err := src.buf.dev.alloc("Copy", src.dtype, src.layout.Dims)
	if err != nil {
		return nil, err
	}
	if err := copyView(out.buf, out.layout, src.buf, src.layout); err != nil {
		out.Release()
		return nil, err
	}
	return out, nil
}

// CopyInto copies src into the view dst, which must have src's shape and
// dtype and be on the same device; the two may share a buffer (the copy
// then goes through a temporary one, as if src were read first).
func CopyInto(dst, src *Array) error {
	if err := usable("CopyInto", "dst", dst); err != nil {
		return err
	}
	if err := usable("CopyInto", "src", src); err != nil {
		return err
	}
	switch {
	case dst.dtype != src.dtype:
		return fmt.Errorf("%w: CopyInto: dst is %v, src %v", nd.ErrArgument,
			dst.dtype, src.dtype)
	case dst.buf.dev != src.buf.dev:
		return fmt.Errorf("%w: CopyInto: dst and src are on different devices",
			nd.ErrArgument)
	case !slices.Equal(dst.layout.Dims, src.layout.Dims):
		return fmt.Errorf("%w: CopyInto: source shape %v differs from destination shape %v",
			nd.ErrShape, src.Shape(), dst.Shape())
	}
	if dst.buf == src.buf {
		tmp, err := Copy(src)
		if err != nil {
			return err
		}
		defer tmp.Release()
		src = tmp
	}
	return copyView(dst.buf, dst.layout, src.buf, src.layout)
}

// copyView copies the view (sb, sl) into the view (db, dl) of the same
// dimensions, choosing the kernel from the pair's normal form: the tiled
// transpose for a 2-D or batched 2-D transpose into a contiguous
// destination, the row kernel when both have a contiguous innermost run,
// else the element-wise strided copy.
func copyView(db *buffer, dl nd.Layout, sb *buffer, sl nd.Layout) error {
	if dl.Size() == 0 {
		return nil
	}
	c, err := newPlan(db, dl, sb, sl)
	if err != nil {
		return err
	}
	switch c.kind() {
	case transposeKernel:
		return c.runTranspose()
	case rowKernel:
		return c.runRows()
	}
	return c.runStrided()
}

// newPlan returns the normal form of a copy of a view (sb, sl) into a
// view (db, dl) of the same dimensions, or an error if a view lies outside
// its buffer or has too many dimensions for the kernels.
func newPlan(db *buffer, dl nd.Layout, sb *buffer, sl nd.Layout) (copyPlan, error) {
	if !inside(dl, db) || !inside(sl, sb) {
		return copyPlan{}, fmt.Errorf("%w: copy: a view lies outside its buffer (dst %v, src %v)",
			nd.ErrArgument, dl, sl)
	}
	wd, ws := walk.NormalizePair(dl, sl)
	if len(wd.Dims) > maxRank {
		return copyPlan{}, fmt.Errorf("%w: copy: %d dimensions after merging, the device kernels take at most %d",
			nd.ErrArgument, len(wd.Dims), maxRank)
	}
	return copyPlan{d: db.dev, db: db, sb: sb, width: db.width,
		dims: wd.Dims, dstr: wd.Strides, sstr: ws.Strides, doff: wd.Offset, soff: ws.Offset}, nil
}

// The kernels a copy can run on.
const (
	stridedKernel = iota
	rowKernel
	transposeKernel
)

// kind picks the kernel for the copy.
func (c copyPlan) kind() int {
	k := len(c.dims) - 1
	switch {
	case c.transpose():
		return transposeKernel
	case k >= 0 && c.dims[k] >= 4 && c.dstr[k] == 1 && c.sstr[k] == 1:
		return rowKernel
	}
	return stridedKernel
}

// copyPlan is a copy in normal form: dims with the two views' strides and
// offsets, in elements.
type copyPlan struct {
	d          *Device
	db, sb     *buffer
	width      int
	dims       []int64
	dstr, sstr []int64
	doff, soff int64
}

// transpose reports whether the copy is a (batched) 2-D transpose into a
// contiguous destination: dims [B,] R, C with the source contiguous along
// R, and both sides large enough for tiles to pay.
func (c copyPlan) transpose() bool {
	k := len(c.dims)
	if k < 2 || k > 3 || c.sstr[k-2] != 1 || c.sstr[k-1] == 1 {
		return false
	}
	if c.dims[k-2] < 16 || c.dims[k-1] < 16 {
		return false
	}
	row := int64(1)
	for i := k - 1; i >= 0; i-- { // the destination is row-major
		if c.dstr[i] != row {
			return false
		}
		row *= c.dims[i]
	}
	return true
}

func (c copyPlan) runTranspose() error {
	k := len(c.dims)
	r, cols, batch, sb := c.dims[k-2], c.dims[k-1], int64(1), int64(0)
	if k == 3 {
		batch, sb = c.dims[0], c.sstr[0]
	}
	const tile, rows = 32, 8
	global := []int{
		int((r + tile - 1) / tile * tile),
		int((cols + tile - 1) / tile * rows),
		int(min(batch, 1<<16)),
	}
	args := []any{c.db, c.sb, r, cols, batch, c.sstr[k-1], sb, c.soff, c.doff}
	return c.d.run(fmt.Sprintf("transpose_w%d", c.width), args, global, []int{tile, rows, 1})
}

// runRows copies rows of dims[k] contiguous elements; 16-byte elements
// move as pairs of 8-byte ones.
func (c copyPlan) runRows() error {
	k := len(c.dims) - 1
	width, scale := c.width, int64(1)
	if width == 16 {
		width, scale = 8, 2
	}
	run := c.dims[k] * scale
	chunks := (run + 3) / 4
	rows := int64(1)
	for _, d := range c.dims[:k] {
		rows *= d
	}
	n := rows * chunks
	small := n <= smallLimit
	args := []any{c.db, c.sb, int32(k), pack(c.dims[:k], 1), pack(c.sstr[:k], scale),
		pack(c.dstr[:k], scale), c.soff * scale, c.doff * scale,
		index(run, small), index(chunks, small), index(n, small)}
	return c.d.launch(fmt.Sprintf("copy_rows_w%d_%s", width, suffix(small)), n, args...)
}

func (c copyPlan) runStrided() error {
	n := int64(1)
	for _, d := range c.dims {
		n *= d
	}
	small := n <= smallLimit
	args := []any{c.db, c.sb, int32(len(c.dims)), pack(c.dims, 1), pack(c.sstr, 1),
		pack(c.dstr, 1), c.soff, c.doff, index(n, small)}
	return c.d.launch(fmt.Sprintf("copy_strided_w%d_%s", c.width, suffix(small)), n, args...)
}

// smallLimit is the most work items the _i32 kernels take: their linear
// indices and every count divided by are 32-bit. A variable so that the
// tests can run the _i64 kernels on small arrays.
var smallLimit int64 = math.MaxUint32

// pack returns v times scale as a long8 argument (zeros after len(v)).
func pack(v []int64, scale int64) long8 {
	var p long8
	for i, x := range v {
		p[i] = x * scale
	}
	return p
}

// index returns v as the kernel's index type: uint32 for the _i32
// kernels (small), uint64 for the _i64 ones.
func index(v int64, small bool) any {
	if small {
		return uint32(v)
	}
	return uint64(v)
}

// suffix names the index arithmetic of a kernel.
func suffix(small bool) string {
	if small {
		return "i32"
	}
	return "i64"
}
