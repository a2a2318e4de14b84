package gen

import (
	"strings"

	. "github.com/dave/jennifer/jen"
)

// packageDoc is the data of templates/doc.tmpl: the DType and, for a
// user's type, how its bulk moves move.
type packageDoc struct {
	DType
	Carrier string // the type a user's type's elements move as (see carrier), or ""
	InGo    string // why they move in Go instead, if they do
}

// emitDoc writes doc.go: the package documentation, with its paragraph on
// the scatter ops.
func emitDoc(f *File, d DType) {
	name := "package"
	if d.Custom() {
		name = "customPackage"
	}
	data := packageDoc{DType: d, Carrier: carrier(d), InGo: d.inGo}
	f.PackageComment(reflow(text(name, data)) + scatterDoc(d))
}

// reflow rewraps each paragraph of text (blank-line separated) to lines of
// at most 76 columns, so that doc comments with names substituted into
// them stay short.
func reflow(text string) string {
	var out []string
	for _, para := range strings.Split(strings.TrimSpace(text), "\n\n") {
		line := ""
		var lines []string
		for _, w := range strings.Fields(para) {
			if line != "" && len(line)+1+len(w) > 76 {
				lines = append(lines, line)
				line = ""
			}
			if line != "" {
				line += " "
			}
			line += w
		}
		if line != "" {
			out = append(out, strings.Join(append(lines, line), "\n"))
		}
	}
	return strings.Join(out, "\n\n")
}
