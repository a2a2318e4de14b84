package main

import (
	"bytes"
	"os"
	"path/filepath"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/npy"
)

// npyTwin is the NumPy side's file: its own copy of the same array.
const npyTwin = `import os, tempfile
path = os.path.join(tempfile.gettempdir(), 'ndbench-numpy-%d.npy' % os.getpid())
src = filled((n, n))
np.save(path, src)
`

// npyWorkloads is the .npy rows on an n×n float32 array (64 MiB at n =
// 4096) in a file in the OS's temporary directory, in the page cache once
// written: Load (read into a new array), Map (a zero-copy map, its items
// copied out once, then closed) and Save. Their naive twins are what a
// hand-written reader or writer does at least: read the file's bytes,
// map and copy them, write header and bytes. Bytes count the array's bytes
// twice (the file's read or written once, memory's once).
func npyWorkloads(s sizes) []workload {
	n := s.n
	// Each file is in a directory of its own, removed once its row is
	// measured: ndbench runs at once (tests use tiny sizes) share no files.
	file := func(name string) (string, *ndfloat32.NdArray) {
		a := ndfloat32.New(nd.ShapeOf(n, n))
		fill(a.Data())
		path := filepath.Join(mustGet(os.MkdirTemp("", "ndbench-npy-")), name+".npy")
		must(npy.Save(path, a))
		return path, a
	}
	prep := func(path string, a *ndfloat32.NdArray, lib, naive func()) prepared {
		m := a.Size()
		out := make([]float32, m)
		return prepared{bytes: 8 * m, elems: m, lib: lib, naive: naive,
			memcpy: memcpyRef(4*m, [][]byte{asBytes(a.Data())}, [][]byte{asBytes(out)}),
			done:   func() { must(os.RemoveAll(filepath.Dir(path))) }}
	}
	return []workload{
		{key: "npyload", name: "npy.Load 64 MiB f32 (page cache)", dtype: "f32",
			numpy: npyTwin + "op = lambda: np.load(path)",
			setup: func() prepared {
				path, a := file("load")
				return prep(path, a, func() { _ = mustGet(npy.Load(path)) },
					func() { _ = mustGet(os.ReadFile(path)) })
			}},
		{key: "npymap", name: "npy.Map, copy out, Close", dtype: "f32",
			numpy: npyTwin + "out = np.empty((n, n), dt)\n" +
				"op = lambda: np.copyto(out, np.load(path, mmap_mode='r'))",
			setup: func() prepared {
				path, a := file("map")
				dst := ndfloat32.New(a.Shape())
				out := dst.Data()
				return prep(path, a, func() {
					m := mustGet(npy.Map(path, npy.ReadOnly))
					mustGet(m.Array()).(*ndfloat32.NdArray).CopyTo(dst)
					must(m.Close())
				}, func() { naiveMapCopy(path, asBytes(out)) })
			}},
		{key: "npysave", name: "npy.Save 64 MiB f32 (page cache)", dtype: "f32",
			numpy: npyTwin + "op = lambda: np.save(path, src)",
			setup: func() prepared {
				path, a := file("save")
				var header bytes.Buffer
				must(npy.Write(&header, ndfloat32.New(nd.ShapeOf(n, n))))
				head := header.Bytes()[:header.Len()-int(4*a.Size())]
				data := asBytes(a.Data())
				// The twin writes a file of its own, as NumPy does: truncating
				// the other's file would time the other's leftovers (on ext4
				// the twin's Close starts writeback of every page).
				twin := filepath.Join(filepath.Dir(path), "twin.npy")
				return prep(path, a, func() { must(npy.Save(path, a)) }, func() {
					f := mustGet(os.Create(twin))
					_ = mustGet(f.Write(head))
					_ = mustGet(f.Write(data))
					must(f.Close())
				})
			}},
	}
}
