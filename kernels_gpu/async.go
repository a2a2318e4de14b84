package kernelsgpu

import (
	"fmt"
	"runtime"
	"slices"
	"time"
	"unsafe"
)

// Transfer is a copy between host and device memory in flight, from
// UploadAsync, UploadIntoAsync or DownloadAsync. It runs on the device's
// transfer queue, beside the kernels, so a pipeline can upload its next
// batch while this one computes.
//
// Device commands wait for it by themselves: an op on the uploaded array
// starts after the upload, a later upload into an array being downloaded
// starts after the download. The host side is the caller's to keep: until
// Wait returns, the host array an upload reads must not be changed and the
// one a download writes must not be read. Its memory stays valid (pinned
// for the copy) whatever the caller drops in the meantime.
type Transfer struct {
	d   *Device
	op  string
	ev  event
	buf *buffer        // the device buffer it reads or writes
	pin runtime.Pinner // the host memory, for the copy
	end func(ok bool)  // the host-side end (a strided download's scatter)

	settled bool  // guarded by d.mu
	err     error // guarded by d.mu
}

// Wait blocks until the transfer has completed and returns its error, if
// any; once complete, Wait returns at once with the same error.
func (t *Transfer) Wait() error {
	d := t.d
	d.mu.Lock()
	if t.settled {
		defer d.mu.Unlock()
		return t.err
	}
	ev := t.ev
	ev.retain() // settle may release t's reference meanwhile
	d.mu.Unlock()
	_, _ = ev.wait() // the error is settle's to report
	ev.release()
	d.mu.Lock()
	defer d.mu.Unlock()
	if !t.settled {
		t.settle()
	}
	return t.err
}

// Done reports, without blocking, whether the transfer has completed (or
// failed: Wait then returns the error).
func (t *Transfer) Done() bool {
	t.d.mu.Lock()
	defer t.d.mu.Unlock()
	if !t.settled && t.ev.done() {
		t.settle()
	}
	return t.settled
}

// startTransfer enqueues a transfer of host memory at host (pinned until
// it settles) to or from the buffer b, on the transfer queue, and records
// it as in flight; end, if not nil, runs under d.mu once it has completed
// (ok: without error).
func (d *Device) startTransfer(op string, b *buffer, host unsafe.Pointer, end func(ok bool),
	enqueue func(after []event) (event, error)) (*Transfer, error) {
	t := &Transfer{d: d, op: op, buf: b, end: end}
	if host != nil {
		t.pin.Pin(host)
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	ev, err := d.enqueueLocked(op, []*buffer{b}, enqueue)
	if err != nil {
		t.pin.Unpin()
		return nil, err
	}
	t.ev = ev
	d.inflight = append(d.inflight, t)
	return t, nil
}

// settle finishes a completed transfer, under d.mu: counts its time,
// unpins its host memory, runs its host-side end and forgets it.
func (t *Transfer) settle() {
	d := t.d
	ns, err := t.ev.wait() // complete: returns at once
	d.stats.Transfer += time.Duration(ns)
	t.pin.Unpin()
	if t.end != nil {
		t.end(err == nil)
	}
	if err != nil {
		err = fmt.Errorf("%s: %w", t.op, err)
	}
	t.ev.release()
	t.settled, t.err, t.end = true, err, nil
	d.inflight = slices.DeleteFunc(d.inflight, func(u *Transfer) bool { return u == t })
}

// settledTransfer returns a Transfer that has already completed, for the
// calls whose work was synchronous after all.
func (d *Device) settledTransfer(op string, b *buffer) (*Transfer, error) {
	return &Transfer{d: d, op: op, buf: b, settled: true}, nil
}

// settleDone settles the transfers that have completed, under d.mu.
func (d *Device) settleDone() {
	for _, t := range slices.Clone(d.inflight) {
		if t.ev.done() {
			t.settle()
		}
	}
}

// hostCopy copies n bytes between host memory p and the buffer b at byte
// offset off (write: host to device) on the compute queue and waits.
func (d *Device) hostCopy(op string, write bool, b *buffer, off int64, p unsafe.Pointer,
	n int64) error {
	var pin runtime.Pinner
	if p != nil {
		pin.Pin(p)
	}
	defer pin.Unpin()
	return d.sync(op, []*buffer{b}, true, func(after []event) (event, error) {
		if write {
			return d.b.write(computeQueue, b.mem, off, p, n, after)
		}
		return d.b.read(computeQueue, b.mem, off, p, n, after)
	})
}
