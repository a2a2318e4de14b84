package kernelsgpu

import (
	"encoding/binary"
	"fmt"
	"math"
	"slices"
	"unsafe"

	"github.com/ndgo/ndarray/internal/check"
	"github.com/ndgo/ndarray/nd"
)

// noRow is the gathers' error word before any bad index (kernels.cl's
// NO_ROW); a kernel records the lowest bad row with atomic_min, rows from
// noRow-1 on as noRow-1.
const noRow = math.MaxUint32

// StridedSlice returns TensorFlow's StridedSlice of x by spec as a new
// contiguous device array: the spec is canonicalised on the host by nd
// (errors included, as the CPU op returns them) and the view it selects is
// copied by the strided-copy kernels.
func StridedSlice(x *Array, spec nd.StridedSliceSpec) (*Array, error) {
	if err := usable("StridedSlice", "x", x); err != nil {
		return nil, err
	}
	l, err := x.layout.StridedSlice(spec)
	if err != nil {
		return nil, err
	}
	return Copy(x.view(l))
}

// GatherNd returns TensorFlow's GatherNd of params by indices (an int64 or
// int32 device array) as a new device array, with the CPU op's errors: an
// index out of range names the lowest bad row, and no array is returned.
func GatherNd(params, indices *Array) (*Array, error) {
	return gatherNd("GatherNd", nil, params, indices)
}

// GatherNdInto is GatherNd writing into dst, which must have the result's
// shape and dtype (any view, even of params); with no allocation when dst
// is contiguous at offset 0 and shares no buffer with params or indices.
// On an index error dst may be partly written.
func GatherNdInto(dst, params, indices *Array) error {
	if err := usable("GatherNdInto", "dst", dst); err != nil {
		return err
	}
	_, err := gatherNd("GatherNdInto", dst, params, indices)
	return err
}

func gatherNd(op string, dst, params, indices *Array) (*Array, error) {
	g, err := prepareGather(op, dst, params, indices)
	if err != nil {
		return nil, err
	}
	defer g.release()
	pdims := params.layout.Dims
	dims, n, depth, err := check.GatherNdShape(pdims, indices.Shape())
	if err != nil {
		return nil, err
	}
	if depth > maxRank {
		return nil, fmt.Errorf("%w: GatherNd: index depth %d, the device kernels take at most %d",
			nd.ErrArgument, depth, maxRank)
	}
	strides, acc := make([]int64, depth), int64(1) // params' row-major strides
	for i := len(pdims) - 1; i >= 0; i-- {
		if i < int(depth) {
			strides[i] = acc
		}
		acc *= pdims[i]
	}
	slice := int64(1)
	for _, d := range pdims[depth:] {
		slice *= d
	}
	return g.run(dims, n*slice, func(out *Array, errWord *buffer, small bool) error {
		return launchRows(out.buf.dev, g.ndKernel(depth, small), slice, n,
			out.buf, g.params.buf, g.indices.buf, int32(depth), pack(pdims[:depth], 1),
			pack(strides, 1), g.params.layout.Offset, index(slice, small),
			index(n, small), errWord)
	}, depth, func(row int64, v []int64) error {
		for k, x := range v {
			if uint64(x) >= uint64(pdims[k]) {
				return check.IndexRowError(row, v, pdims[:depth])
			}
		}
		return nil
	})
}

// ndKernel names the GatherNd kernel for the operands' widths, the index
// depth (_k1 and _k2 for the common depths, else the general one) and
// the index arithmetic.
func (g *gather) ndKernel(depth int64, small bool) string {
	k := ""
	if depth == 1 || depth == 2 {
		k = fmt.Sprintf("_k%d", depth)
	}
	return fmt.Sprintf("gather_nd_w%d_idx%d%s_%s", g.params.buf.width,
		8*g.indices.buf.width, k, suffix(small))
}

// Gather returns tf.gather(params, indices, axis) (batch_dims 0) as a new
// device array, with the CPU op's errors: an index out of range names the
// lowest bad position in indices, and no array is returned. As on the CPU,
// no index is checked when the result is empty.
func Gather(params, indices *Array, axis int) (*Array, error) {
	return gatherAxis("Gather", nil, params, indices, axis)
}

// GatherInto is Gather writing into dst, as GatherNdInto does.
func GatherInto(dst, params, indices *Array, axis int) error {
	if err := usable("GatherInto", "dst", dst); err != nil {
		return err
	}
	_, err := gatherAxis("GatherInto", dst, params, indices, axis)
	return err
}

func gatherAxis(op string, dst, params, indices *Array, axis int) (*Array, error) {
	g, err := prepareGather(op, dst, params, indices)
	if err != nil {
		return nil, err
	}
	defer g.release()
	pdims := params.layout.Dims
	dims, ax, err := check.GatherShape(pdims, indices.Shape(), axis)
	if err != nil {
		return nil, err
	}
	inner := int64(1)
	for _, d := range pdims[ax+1:] {
		inner *= d
	}
	nidx, total := indices.Size(), nd.ShapeOf(dims...).Size()
	return g.run(dims, total, func(out *Array, errWord *buffer, small bool) error {
		return out.buf.dev.launch(g.kernel("gather", small), total,
			out.buf, g.params.buf, g.indices.buf, pdims[ax], g.params.layout.Offset,
			index(nidx, small), index(inner, small), index(total, small), errWord)
	}, 1, func(k int64, v []int64) error {
		if uint64(v[0]) >= uint64(pdims[ax]) {
			return check.AxisIndexError(k, v[0], pdims[ax], ax)
		}
		return nil
	})
}

// gather holds a gather's contiguous operands (indices at offset 0):
// params and indices themselves, or device copies released at the end.
type gather struct {
	op              string
	dst             *Array // the Into variants' destination, else nil
	params, indices *Array
	copies          []*Array
}

func prepareGather(op string, dst, params, indices *Array) (*gather, error) {
	if err := usable(op, "params", params); err != nil {
		return nil, err
	}
	if err := usable(op, "indices", indices); err != nil {
		return nil, err
	}
	if indices.dtype != nd.Int64 && indices.dtype != nd.Int32 {
		return nil, fmt.Errorf("%w: %s: indices must be int64 or int32, not %v",
			nd.ErrArgument, op, indices.dtype)
	}
	if params.buf.dev != indices.buf.dev {
		return nil, fmt.Errorf("%w: %s: params and indices are on different devices", nd.ErrArgument, op)
	}
	if dst != nil && dst.buf.dev != params.buf.dev {
		return nil, fmt.Errorf("%w: %s: dst and params are on different devices", nd.ErrArgument, op)
	}
	g := &gather{op: op, dst: dst, params: params, indices: indices}
	// The kernels take params at an offset, indices from the buffer's start.
	for _, a := range []**Array{&g.params, &g.indices} {
		if (*a).IsContiguous() && (*a == g.params || (*a).layout.Offset == 0) {
			continue
		}
		c, err := Copy(*a)
		if err != nil {
			g.release()
			return nil, err
		}
		g.copies = append(g.copies, c)
		*a = c
	}
	return g, nil
}

func (g *gather) release() {
	for _, c := range g.copies {
		c.Release()
	}
}

// kernel names the gather kernel for the operands' widths.
func (g *gather) kernel(name string, small bool) string {
	return fmt.Sprintf("%s_w%d_idx%d_%s", name, g.params.buf.width,
		8*g.indices.buf.width, suffix(small))
}

// rowCheck returns the error for index row r of values v, or nil if the
// row is in range.
type rowCheck func(r int64, v []int64) error

// run allocates the result of shape dims (n elements), and unless it is
// empty launches the kernel with a fresh error word; if an index was bad
// it releases the result and returns the error of the lowest bad row
// (rows of depth index values, checked by bad).
func (g *gather) run(dims []int64, n int64, launch func(out *Array, errWord *buffer,
	small bool) error,
	depth int64, bad rowCheck) (*Array, error) {
	out, owned, err := g.output(dims)
	if err != nil {
		return nil, err
	}
	if n > 0 {
		err = g.launch(out, n, launch, depth, bad)
	}
	switch {
	case err != nil:
		if owned {
			out.Release()
		}
		return nil, err
	case g.dst == nil:
		return out, nil
	case owned:
		defer out.Release()
		return nil, CopyInto(g.dst, out)
	}
	return nil, nil
}

// output returns the array the kernel writes: a new one (owned) for the
// result of shape dims, or the Into variants' dst itself when the kernel
// can write it in place, or a new one to copy into dst afterwards.
func (g *gather) output(dims []int64) (out *Array, owned bool, err error) {
	if g.dst != nil {
		switch dst := g.dst; {
		case dst.dtype != g.params.dtype:
			return nil, false, fmt.Errorf("%w: %s: dst is %v, params %v",
				nd.ErrArgument, g.op, dst.dtype, g.params.dtype)
		case !slices.Equal(dst.layout.Dims, dims):
			return nil, false, fmt.Errorf("%w: %s: destination shape %v, result shape %v",
				nd.ErrShape, g.op, dst.Shape(), nd.ShapeOf(dims...))
		case dst.IsContiguous() && dst.layout.Offset == 0 &&
			dst.buf != g.params.buf && dst.buf != g.indices.buf:
			return dst, false, nil
		}
	}
	out, err = g.params.buf.dev.alloc(g.op, g.params.dtype, dims)
	return out, err == nil, err
}

// launch runs the kernel into out with the device's error word and
// returns the error of the lowest bad index row, if any.
func (g *gather) launch(out *Array, n int64, launch func(out *Array, errWord *buffer,
	small bool) error,
	depth int64, bad rowCheck) error {
	d := out.buf.dev
	d.gatherMu.Lock()
	defer d.gatherMu.Unlock()
	word, err := d.errorWord(g.op)
	if err != nil {
		return err
	}
	if err := launch(out, word, n <= smallLimit); err != nil {
		return err
	}
	row := uint32(noRow)
	if err := d.hostCopy(g.op, false, word, 0, unsafe.Pointer(&row), 4); err != nil {
		return err
	}
	if row == noRow {
		return nil
	}
	if err := d.clearErrorWord(g.op, word); err != nil {
		return err
	}
	return g.lowestBad(int64(row), depth, bad)
}

// errorWord returns the device's bad-row word, allocating it set to
// NO_ROW on first use; the caller holds d.gatherMu. A gather leaves it
// at NO_ROW, so the good ones cost one 4-byte read beside their kernel.
func (d *Device) errorWord(op string) (*buffer, error) {
	if d.errWord != nil {
		return d.errWord, nil
	}
	a, err := d.alloc(op, nd.Uint32, []int64{1})
	if err != nil {
		return nil, err
	}
	if err := d.clearErrorWord(op, a.buf); err != nil {
		a.Release()
		return nil, err
	}
	d.errWord = a.buf
	return d.errWord, nil
}

// clearErrorWord sets the error word to NO_ROW, all bits set.
func (d *Device) clearErrorWord(op string, word *buffer) error {
	return d.command(op, []*buffer{word}, func(after []event) (event, error) {
		return d.b.fill(word.mem, 0, 4, 0xFF, after)
	})
}

// clampRow is the row from which kernels record every bad row as this
// one (kernels.cl's NO_ROW - 1): the host then scans the rows from there
// itself. A variable so that the test can exercise the scan.
var clampRow int64 = noRow - 1

// scanRows is how many index rows the scan reads at a time.
const scanRows = 1 << 16

// lowestBad returns the error of the lowest bad row, given the row the
// kernel reported: that row itself, or for a report at or past clampRow
// the first bad one the host finds from there.
func (g *gather) lowestBad(row, depth int64, bad rowCheck) error {
	rows := g.indices.Size()
	if depth > 0 {
		rows /= depth
	}
	if row < clampRow {
		rows = min(rows, row+1) // the kernel's report is exact: check that row
	}
	for r := row; r < rows; r += scanRows {
		count := min(scanRows, rows-r)
		v, err := g.indexRows(r, count, depth)
		if err != nil {
			return err
		}
		for i := range count {
			if err := bad(r+i, v[i*depth:(i+1)*depth]); err != nil {
				return err
			}
		}
	}
	return fmt.Errorf("%w: %s: the kernel reported index row %d, which is in range",
		nd.ErrIndexOutOfRange, g.op, row)
}

// indexRows reads count rows of depth index values from row r on.
func (g *gather) indexRows(r, count, depth int64) ([]int64, error) {
	ix := g.indices
	w := int64(ix.buf.width)
	raw := make([]byte, count*depth*w)
	off := (ix.layout.Offset + r*depth) * w
	if err := ix.buf.dev.hostCopy(g.op, false, ix.buf, off, hostBytes(raw),
		int64(len(raw))); err != nil {
		return nil, err
	}
	v := make([]int64, count*depth)
	for i := range v {
		if w == 8 {
			v[i] = int64(binary.NativeEndian.Uint64(raw[i*8:]))
		} else {
			v[i] = int64(int32(binary.NativeEndian.Uint32(raw[i*4:])))
		}
	}
	return v, nil
}
