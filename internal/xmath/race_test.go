//go:build race

package xmath

const raceEnabled = true
