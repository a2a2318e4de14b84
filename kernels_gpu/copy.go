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
// else the element-wise strided copy; the last two in their variant for
// the copy's rank.
func copyView(db *buffer, dl nd.Layout, sb *buffer, sl nd.Layout) error {
	if dl.Size() == 0 {
		return nil
	}
	c, err := newPlan(db, dl, sb, sl)
	if err != nil {
		return err
	}
	switch c.kind() {
	case bufferCopy:
		return c.runBufferCopy()
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
	if len(wd.Dims) == 0 { // one element: a copy of rank 1
		wd.Dims, wd.Strides, ws.Strides = []int64{1}, []int64{1}, []int64{1}
	}
	return copyPlan{d: db.dev, db: db, sb: sb, width: db.width,
		dims: wd.Dims, dstr: wd.Strides, sstr: ws.Strides, doff: wd.Offset, soff: ws.Offset}, nil
}

// The kernels a copy can run on.
const (
	stridedKernel = iota
	rowKernel
	transposeKernel
	bufferCopy // the driver's, clEnqueueCopyBuffer
)

// kind picks the kernel for the copy.
func (c copyPlan) kind() int {
	k := len(c.dims) - 1
	switch {
	case c.d.driverCopies && k == 0 && c.dstr[0] == 1 && c.sstr[0] == 1 && c.db != c.sb:
		return bufferCopy
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

func (c copyPlan) runBufferCopy() error {
	w := int64(c.width)
	return c.d.command("copy", []*buffer{c.db, c.sb}, func(after []event) (event, error) {
		return c.d.b.copyBuffer(c.db.mem, c.doff*w, c.sb.mem, c.soff*w, c.dims[0]*w, after)
	})
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
func (c copyPlan) runRows() error { return c.rowsLaunch().run(c.d) }

// runStrided copies element by element.
func (c copyPlan) runStrided() error { return c.stridedLaunch().run(c.d) }

func (c copyPlan) rowsLaunch() rowLaunch {
	k := len(c.dims) - 1
	width, scale := c.width, int64(1)
	if width == 16 {
		width, scale = 8, 2
	}
	run := c.dims[k] * scale
	chunks := (run + 3) / 4
	rows := product(c.dims[:k])
	name, small := c.variant("copy_rows", width, max(run, rows))
	args := []any{c.db, c.sb, int32(k), pack(c.dims[:k], 1), pack(c.sstr[:k], scale),
		pack(c.dstr[:k], scale), c.soff * scale, c.doff * scale,
		index(run, small), index(chunks, small), index(rows, small)}
	return rowLaunch{name, chunks, rows, args}
}

func (c copyPlan) stridedLaunch() rowLaunch {
	k := len(c.dims) - 1
	rows := product(c.dims[:k])
	name, small := c.variant("copy_strided", c.width, max(c.dims[k], rows))
	args := []any{c.db, c.sb, int32(k), pack(c.dims[:k], 1), pack(c.sstr[:k], 1),
		pack(c.dstr[:k], 1), c.soff, c.doff, c.sstr[k], c.dstr[k],
		index(c.dims[k], small), index(rows, small)}
	return rowLaunch{name, c.dims[k], rows, args}
}

// variant names the kernel of family for the copy's rank and element
// width, and reports whether it takes 32-bit counts (small), the largest
// being count.
func (c copyPlan) variant(family string, width int, count int64) (string, bool) {
	small := count <= smallLimit
	return fmt.Sprintf("%s_w%d%s", family, width, copyVariant(len(c.dims), small)), small
}

// copyVariant is the end of the name of the copy kernel for rank
// dimensions: _r1 ... _r4, else the general kernel's, with the index
// arithmetic.
func copyVariant(rank int, small bool) string {
	if rank <= 4 {
		return fmt.Sprintf("_r%d_%s", rank, suffix(small))
	}
	return "_" + suffix(small)
}

// rowLaunch is a launch of a copy kernel: length items along each of
// rows rows.
type rowLaunch struct {
	kernel       string
	length, rows int64
	args         []any
}

func (l rowLaunch) run(d *Device) error {
	return launchRows(d, l.kernel, l.length, l.rows, l.args...)
}

// maxGroups1 is how many work-groups a launch takes along NDRange
// dimension 1: NVIDIA's limit (CUDA's grid y).
const maxGroups1 = 65535

// launchRows runs a 2-D grid-stride kernel over length items along each
// of rows rows (see rowGrid).
func launchRows(d *Device, kernel string, length, rows int64, args ...any) error {
	if length == 0 || rows == 0 {
		return nil
	}
	global, local := rowGrid(int64(d.group), int64(d.grid), length, rows)
	return d.run(kernel, args, global, local)
}

// rowGrid returns the NDRange of a launch over length items along each of
// rows rows: dimension 0 along a row, 1 over the rows. Its work-groups of
// group items are as wide as a row allows, in powers of four (a work item
// then walks at most four pieces of a short row, and pocl, which compiles
// a kernel per work-group shape, has few to compile); one row takes a 1-D
// grid, as the _r1 kernels read no row index. The grid has at most grid
// items and maxGroups1 work-groups along dimension 1.
func rowGrid(group, grid, length, rows int64) (global, local []int) {
	lx := group
	if rows > 1 {
		lx = 1
		for lx*4 <= min(length, group) {
			lx *= 4
		}
	}
	ly := group / lx
	gx := min(roundUp(length, lx), grid/lx*lx)
	gy := min(roundUp(rows, ly), maxGroups1*ly, max(ly, grid/gx/ly*ly))
	return []int{int(gx), int(gy)}, []int{int(lx), int(ly)}
}

// roundUp returns n rounded up to a multiple of m.
func roundUp(n, m int64) int64 { return (n + m - 1) / m * m }

// product returns the product of dims (1 for none).
func product(dims []int64) int64 {
	p := int64(1)
	for _, d := range dims {
		p *= d
	}
	return p
}

// smallLimit is the largest count the _i32 kernels take: their indices
// and every count divided by are 32-bit, and a counter one grid-stride
// step past a count (global sizes stay below 2^24) must not wrap. A
// variable so that the tests can run the _i64 kernels on small arrays.
var smallLimit int64 = math.MaxUint32 - 1<<24

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
