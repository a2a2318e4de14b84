//go:build purego || !amd64

package compute

// best is Go: this build has no assembly.
const best = Go
