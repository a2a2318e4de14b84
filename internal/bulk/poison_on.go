//go:build ndpoison

package bulk

// poison is true in builds with the ndpoison tag: MakeUninit fills its
// memory with 0xA5 bytes (see MakeUninit).
const poison = true
