module github.com/ndgo/ndarray/ndgonum

go 1.26.0

require (
	github.com/ndgo/ndarray v0.1.0
	gonum.org/v1/gonum v0.17.0
)

require golang.org/x/sys v0.49.0 // indirect
