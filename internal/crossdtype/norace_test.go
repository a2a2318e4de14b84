//go:build !race

package crossdtype_test

// raceEnabled: the race detector's instrumentation changes what allocates.
const raceEnabled = false
