module github.com/ndgo/ndarray/cmd/ndgen

go 1.26.0

require (
	github.com/ndgo/ndarray/gen v0.1.0
	github.com/stretchr/testify v1.12.1
)

require (
	github.com/dave/jennifer v1.7.1 // indirect
	golang.org/x/mod v0.42.0 // indirect
	golang.org/x/sync v0.24.0 // indirect
	golang.org/x/tools v0.52.0 // indirect
	go.yaml.in/yaml/v3 v3.0.5 // indirect
)
