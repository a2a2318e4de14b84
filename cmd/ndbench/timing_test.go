package main

import (
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// TestTimeAlternatelyRotates checks that each round starts one function
// later than the round before, so no function always follows the same one.
func TestTimeAlternatelyRotates(t *testing.T) {
	defer func(d time.Duration) { minPairTime = d }(minPairTime)
	minPairTime = 0
	var order []int
	fs := make([]timed, 3)
	for i := range fs {
		fs[i] = timed{fn: func() { order = append(order, i) }, procs: runtime.GOMAXPROCS(0)}
	}
	best := timeAlternately(fs...)
	assert.Equal(t, []int{0, 1, 2, 1, 2, 0, 2, 0, 1}, order)
	assert.Len(t, best, 3)
	for _, d := range best {
		assert.Positive(t, d)
	}
}
