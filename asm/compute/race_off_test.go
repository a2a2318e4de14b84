//go:build !race

package compute

const raceBuild = false
