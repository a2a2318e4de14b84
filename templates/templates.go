// Package templates holds what the dtype generator (the module
// github.com/ndgo/ndarray/gen) reads besides its own code: the dtype table,
// dtypes.json, and text/template files (*.tmpl) for what it writes as text:
// the prose of doc comments, examples and the larger code shapes. Each
// .tmpl file is named after the generated file it serves (copy.tmpl for
// copy.go) and defines one template per generated name ({{define
// "CopyTo"}} for the doc comment of CopyTo). The files are embedded, so
// that cmd/ndgen, run in a user's module, reads the same text as the
// library's own generation at the same version.
package templates

import "embed"

// FS holds dtypes.json and every .tmpl file.
//
//go:embed dtypes.json *.tmpl
var FS embed.FS
