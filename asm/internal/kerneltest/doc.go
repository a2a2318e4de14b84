// Package kerneltest holds what the kernel packages' tests share: the
// forcing of each variant, guard-padded and guard-page buffers, and the
// lengths and data the kernels are checked on. Only tests import it.
package kerneltest
