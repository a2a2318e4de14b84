//go:build !race

package elementwise_test

const raceEnabled = false
