//go:build linux || darwin

package mmapfile

import (
	"fmt"
	"os"
	"runtime/debug"

	"golang.org/x/sys/unix"
)

// Check returns an error wrapping ErrTruncated if the file no longer
// holds every mapped byte. It costs one fstat (about a microsecond), so
// the formats call it once per array handed out, never per item.
func (m *Mapping) Check() error {
	var st unix.Stat_t
	if err := unix.Fstat(int(m.file.Fd()), &st); err != nil {
		return &os.PathError{Op: "fstat", Path: m.file.Name(), Err: err}
	}
	if st.Size < m.end {
		return truncated(m.file.Name(), st.Size, m.end)
	}
	return nil
}

// Read runs fn, which reads m's bytes on the calling goroutine, turning a
// fault on them into an error wrapping ErrTruncated rather than a crash:
// debug.SetPanicOnFault makes the runtime panic on SIGBUS (per goroutine,
// a few nanoseconds to set), and only a panic at an address inside m is
// recovered. Other panics pass through.
func (m *Mapping) Read(fn func() error) (err error) {
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		fault, ok := r.(interface{ Addr() uintptr })
		if !ok || !m.holds(fault.Addr()) {
			panic(r)
		}
		if err = m.Check(); err == nil {
			err = fmt.Errorf("%w: %s faulted at byte %d", ErrTruncated, m.file.Name(),
				m.base+int64(fault.Addr()-uintptr(m.addr)))
		}
	}()
	return fn()
}

// holds reports whether addr lies in m's pages.
func (m *Mapping) holds(addr uintptr) bool {
	return addr >= uintptr(m.addr) && addr-uintptr(m.addr) < m.length
}
