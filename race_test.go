//go:build race

package ndarray_test

// raceEnabled: the race detector's instrumentation changes what allocates.
const raceEnabled = true
