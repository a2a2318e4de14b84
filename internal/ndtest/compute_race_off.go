//go:build !race

package ndtest

// computeRace: under the race detector the compute goldens run every 8th
// random case only, to keep the dtype packages' -race runs short.
const computeRace = false
