module github.com/ndgo/ndarray/ndzarr

go 1.26.0

require (
	github.com/klauspost/compress v1.20.3
	github.com/pierrec/lz4/v4 v4.1.33
)

require go.yaml.in/yaml/v3 v3.0.5 // indirect

require (
	github.com/DataDog/zstd v1.5.7
	github.com/ndgo/ndarray v0.1.0
	github.com/stretchr/testify v1.12.1
	github.com/x448/float16 v0.8.4
	golang.org/x/sys v0.49.0
)
