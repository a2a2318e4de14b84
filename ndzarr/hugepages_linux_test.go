package ndzarr

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestAdviseHugePagesKeepsContents(t *testing.T) {
	page := os.Getpagesize()
	buf := make([]byte, hugePagesFrom+3*page)
	for i := range buf {
		buf[i] = byte(i * 7)
	}
	// Unaligned starts and lengths, small and large: advice only.
	for _, b := range [][]byte{buf, buf[1:], buf[page-1 : len(buf)-5], buf[:100], buf[:0]} {
		adviseHugePages(b)
	}
	for i := range buf {
		if buf[i] != byte(i*7) {
			assert.Failf(t, "changed", "byte %d", i)
			break
		}
	}
}
