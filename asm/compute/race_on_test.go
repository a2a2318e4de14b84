//go:build race

package compute

// raceBuild trims the kernel tests' lengths under the race detector,
// which slows the Go harness (not the assembly) tenfold.
const raceBuild = true
