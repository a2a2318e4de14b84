module github.com/ndgo/ndarray/examples/dask

go 1.26.0

require (
	github.com/ndgo/ndarray v0.1.0
	github.com/ndgo/ndarray/ndzarr v0.1.0
)

require (
	github.com/DataDog/zstd v1.5.7 // indirect
	github.com/klauspost/compress v1.20.3 // indirect
	github.com/pierrec/lz4/v4 v4.1.33 // indirect
	github.com/x448/float16 v0.8.4 // indirect
	golang.org/x/sys v0.49.0 // indirect
)
