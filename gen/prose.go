package gen

import (
	"bytes"
	"fmt"
	"io/fs"
	"path"
	"strings"
	"text/template"

	. "github.com/dave/jennifer/jen"
	"github.com/ndgo/ndarray/templates"
)

// prose holds the templates of templates/*.tmpl by name. Names are unique
// across files (loadProse refuses a name defined twice), so that a call
// site names a template without its file.
var prose = loadProse(templates.FS)

// loadProse parses every .tmpl file of fsys, each on its own so that a
// name defined in two files is an error rather than a silent override.
func loadProse(fsys fs.FS) map[string]*template.Template {
	files, err := fs.Glob(fsys, "*.tmpl")
	if err != nil {
		panic(err)
	}
	byName := map[string]*template.Template{}
	from := map[string]string{}
	for _, file := range files {
		set, err := template.New(file).Funcs(proseFuncs).ParseFS(fsys, file)
		if err != nil {
			panic(fmt.Sprintf("gen: templates/%s: %v", file, err))
		}
		for _, t := range set.Templates() {
			name := t.Name()
			if name == file || t.Tree == nil {
				continue
			}
			if other, ok := from[name]; ok {
				panic(fmt.Sprintf("gen: template %q defined in templates/%s and templates/%s", name, other, file))
			}
			byName[name], from[name] = set.Lookup(name), file
		}
	}
	return byName
}

// proseFuncs are the functions templates may call beyond text/template's.
var proseFuncs = template.FuncMap{
	"base": path.Base, // the last element of an import path
	"elem": elemName,  // a DType's element type as its users write it
	"join": strings.Join,
}

// text renders the template name with data, trimmed of the blank lines
// its {{define}} layout leaves around it.
func text(name string, data any) string {
	t, ok := prose[name]
	if !ok {
		panic(fmt.Sprintf("gen: no template %q in templates/*.tmpl", name))
	}
	var buf bytes.Buffer
	if err := t.Execute(&buf, data); err != nil {
		panic(fmt.Sprintf("gen: template %q: %v", name, err))
	}
	return strings.TrimSpace(buf.String())
}

// doc writes the doc comment of the template name, rendered with data, one
// comment line per line.
func doc(f *File, name string, data any) { comments(f, text(name, data)) }

// commentLines is the template name, rendered with data, as comment lines
// for a struct's fields or a function's body: one Comment per line.
func commentLines(name string, data any) *Statement {
	s := Null()
	for i, line := range strings.Split(text(name, data), "\n") {
		if i > 0 {
			s = s.Line()
		}
		s = s.Comment(line)
	}
	return s
}

// docReflowed is doc with each paragraph rewrapped by reflow: for prose
// whose substitutions vary in length, so that no template line can be
// wrapped for all of them.
func docReflowed(f *File, name string, data any) { comments(f, reflow(text(name, data))) }

// comments writes text as comment lines, one per line.
func comments(f *File, text string) {
	for _, line := range strings.Split(text, "\n") {
		f.Comment(line)
	}
}
