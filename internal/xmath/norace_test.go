//go:build !race

package xmath

const raceEnabled = false
