//go:build race

package reduce

// raceEnabled skips the largest accuracy cases, which the race detector
// makes too slow.
const raceEnabled = true
