//go:build !amd64 || purego

package convert

import "github.com/ndgo/ndarray/asm/move"

// convert runs the twin: there are no kernels here.
func convert[D, S move.Plain](dst []D, src []S, _ int, twin func([]D, []S)) {
	checkConvert(len(dst), len(src))
	twin(dst, src)
}
