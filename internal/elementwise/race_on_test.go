//go:build race

package elementwise_test

// raceEnabled: sync.Pool drops items at random under the race detector,
// so the allocation counts are only checked without it.
const raceEnabled = true
