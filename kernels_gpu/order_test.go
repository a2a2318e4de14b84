package kernelsgpu

import (
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/nduint8"
)

// fakeEvent completes when the test says so.
type fakeEvent struct {
	complete bool
	refs     int
}

func (e *fakeEvent) wait() (int64, error) { return 1, nil }
func (e *fakeEvent) done() bool           { return e.complete }
func (e *fakeEvent) retain()              { e.refs++ }
func (e *fakeEvent) release()             { e.refs-- }

// fakeBackend records what each command was told to wait for; it moves
// no data.
type fakeBackend struct {
	calls  []string
	afters [][]event
	events []*fakeEvent
}

func (f *fakeBackend) command(name string, after []event) (event, error) {
	f.calls = append(f.calls, name)
	f.afters = append(f.afters, after)
	e := &fakeEvent{refs: 1}
	f.events = append(f.events, e)
	return e, nil
}

func (f *fakeBackend) alloc(int64) (any, error) { return new(int), nil }
func (f *fakeBackend) allocHost(n int64) (any, unsafe.Pointer, error) {
	return nil, unsafe.Pointer(unsafe.SliceData(make([]byte, n))), nil
}
func (f *fakeBackend) free(any) {}
func (f *fakeBackend) write(q queue, _ any, _ int64, _ unsafe.Pointer, _ int64,
	after []event) (event, error) {
	return f.command([]string{"write", "upload"}[q], after)
}
func (f *fakeBackend) read(q queue, _ any, _ int64, _ unsafe.Pointer, _ int64,
	after []event) (event, error) {
	return f.command([]string{"read", "download"}[q], after)
}
func (f *fakeBackend) fill(_ any, _, _ int64, _ byte, after []event) (event, error) {
	return f.command("fill", after)
}
func (f *fakeBackend) copyBuffer(_ any, _ int64, _ any, _, _ int64, after []event) (event, error) {
	return f.command("copyBuffer", after)
}
func (f *fakeBackend) run(kernel string, _ []any, _, _ []int, after []event) (event, error) {
	return f.command(kernel, after)
}

// TestCommandsWaitForTransfers checks the ordering rule on a backend that
// completes nothing by itself: a command on a buffer waits for the
// transfers in flight on that buffer and only on it, and a transfer seen
// complete is settled (its host end run, its event released).
func TestCommandsWaitForTransfers(t *testing.T) {
	f := &fakeBackend{}
	d := &Device{b: f, maxAlloc: 1 << 20, grid: 1 << 10, group: 256}
	host := nduint8.New(nd.ShapeOf(8, 8))
	x, up, err := UploadAsync(d, host)
	require.NoError(t, err)
	y, err := d.New(nd.Uint8, nd.ShapeOf(8, 8))
	require.NoError(t, err)
	require.Equal(t, []string{"upload", "fill"}, f.calls)
	require.Empty(t, f.afters[1], "y's fill does not wait for x's upload")

	require.NoError(t, CopyInto(y, x.Transpose()))
	upEvent := f.events[0]
	require.Equal(t, []event{upEvent}, f.afters[2], "the kernel waits for the upload")
	require.False(t, up.Done())

	strided := nduint8.New(nd.ShapeOf(8, 16)).Slice(nd.All(), nd.Step(2))
	down, err := DownloadAsync(strided, x)
	require.NoError(t, err)
	require.Equal(t, "download", f.calls[3])
	require.Equal(t, []event{upEvent}, f.afters[3])

	upEvent.complete = true
	require.True(t, up.Done())
	require.Equal(t, 0, upEvent.refs, "settled: the event released")
	require.NoError(t, up.Wait())

	downEvent := f.events[3]
	_, err = Copy(x)
	require.NoError(t, err)
	require.Equal(t, []event{downEvent}, f.afters[4], "a kernel waits for the download")
	downEvent.complete = true
	_, err = Copy(x)
	require.NoError(t, err)
	require.Empty(t, f.afters[5])
	require.True(t, down.Done())
	require.Empty(t, d.inflight)
}
