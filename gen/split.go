package gen

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/printer"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strings"

	. "github.com/dave/jennifer/jen"
)

// A split dtype's package (ndint64, ndbool; see DType.Split) is written in
// two parts: its internal package holds every file but the tests and the
// ops whose results are arrays its internal package cannot import (cross
// ops); the public package holds an alias of the type, a forwarding
// function for each exported function of the internal package (alias.go),
// the cross ops (cross.go), the package doc and the tests.

// crossMath reports whether op of d's package lives in the public part of a
// split package: ndint64's comparisons, to ndbool.
func crossMath(d DType, op mathOp) bool { return d.Split() && resultPkg(d, op.form) != "" }

// crossReduce reports whether op of d's package lives in the public part
// of a split package: the reductions to another dtype, but ndbool's to
// ndint64 (Sum, ArgMax), whose internal package imports ndint64's.
func crossReduce(d DType, op reduceOp) bool {
	return d.Split() && op.result != nil && !(d.Type == "bool" && op.result.Type == "int64")
}

// emitCross writes cross.go of a split package: its cross ops and the
// helpers they call.
func emitCross(f *File, d DType, table []DType) {
	emitForeignOperand(f, d)
	var maths []mathOp
	for _, op := range mathOps(d) {
		if crossMath(d, op) {
			maths = append(maths, op)
		}
	}
	if len(maths) > 0 {
		defs := make([]Code, 0, len(maths))
		for _, op := range maths {
			defs = append(defs, Id(kernelVar(op.name)).Op("=").Add(op.kernel))
		}
		f.Comment("The kernels of each op, made once (see internal/mathops).")
		f.Var().Defs(defs...)
		emitFormHelpers(f, d, maths[0].form)
		for _, op := range maths {
			emitMathOp(f, d, op)
		}
	}
	var reductions []reduceOp
	for _, op := range reduceOps(d, table) {
		if crossReduce(d, op) {
			reductions = append(reductions, op)
		}
	}
	f.Comment("kernels are the reductions' kernels, made once (see internal/reduce).")
	f.Var().Id("kernels").Op("=").Add(reduceKernels(d))
	emitReduceHelpers(f, d)
	for _, op := range reductions {
		emitReduceOp(f, d, op)
	}
}

// emitCoreDoc writes the doc of a split dtype's internal package.
func emitCoreDoc(f *File, d DType) {
	f.PackageComment(reflow(text("corePackage", d)))
}

// writeAliases writes alias.go into the public package of split dtype d:
// an alias of each exported type of its internal package in coreDir and a
// function forwarding to each exported function, with their docs.
func writeAliases(d DType, coreDir, path string) error {
	fset := token.NewFileSet()
	files, err := filepath.Glob(filepath.Join(coreDir, "*.go"))
	if err != nil {
		return err
	}
	sort.Strings(files)
	var decls, inliners bytes.Buffer
	imports := map[string]string{} // name -> path, of the packages the signatures name
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, name, nil, parser.ParseComments)
		if err != nil {
			return err
		}
		fileImports := fileImportPaths(file)
		print := func(n ast.Node) string {
			var b bytes.Buffer
			if err := printer.Fprint(&b, fset, n); err != nil {
				panic(err)
			}
			ast.Inspect(n, func(n ast.Node) bool {
				if sel, ok := n.(*ast.SelectorExpr); ok {
					if id, ok := sel.X.(*ast.Ident); ok && fileImports[id.Name] != "" {
						imports[id.Name] = fileImports[id.Name]
					}
				}
				return true
			})
			return b.String()
		}
		for _, decl := range file.Decls {
			switch decl := decl.(type) {
			case *ast.FuncDecl:
				if decl.Recv == nil && decl.Name.IsExported() {
					writeForwarder(&decls, decl, print)
				} else if recv, typ, ok := exportedMethod(decl, print); ok {
					writeInliner(&inliners, decl, recv, typ, print)
				}
			case *ast.GenDecl:
				writeAliasDecls(&decls, d, decl)
			}
		}
	}
	var src bytes.Buffer
	fmt.Fprintf(&src, "// %s\n\npackage %s\n\nimport (\n", d.header(), d.Pkg())
	names := make([]string, 0, len(imports))
	for name := range imports {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if p := imports[name]; strings.HasSuffix(p, "/"+name) || p == name {
			fmt.Fprintf(&src, "\t%q\n", p)
		} else {
			fmt.Fprintf(&src, "\t%s %q\n", name, p)
		}
	}
	fmt.Fprintf(&src, "\n\tcore %q\n)\n\n", d.CorePath())
	src.Write(decls.Bytes())
	fmt.Fprintf(&src, "// %s\n\n", strings.ReplaceAll(reflow(text("inlinersNote", d)), "\n", "\n// "))
	src.Write(inliners.Bytes())
	out, err := format.Source(src.Bytes())
	if err != nil {
		return fmt.Errorf("formatting %s's aliases: %w", d.Pkg(), err)
	}
	return os.WriteFile(filepath.Join(path, "alias.go"), out, 0o644)
}

// fileImportPaths maps the names file refers to its imports by to their paths.
func fileImportPaths(file *ast.File) map[string]string {
	m := map[string]string{}
	for _, spec := range file.Imports {
		p := strings.Trim(spec.Path.Value, `"`)
		name := p[strings.LastIndex(p, "/")+1:]
		if spec.Name != nil {
			name = spec.Name.Name
		}
		m[name] = p
	}
	return m
}

// writeForwarder writes a function calling the internal package's fn.
func writeForwarder(w *bytes.Buffer, fn *ast.FuncDecl, print func(ast.Node) string) {
	if fn.Type.TypeParams != nil {
		panic("gen: no forwarder for the generic function " + fn.Name.Name)
	}
	params, args := paramsOf(fn, print)
	results := ""
	if r := fn.Type.Results; r != nil {
		var list []string
		for _, field := range r.List {
			var ids []string
			for _, n := range field.Names {
				ids = append(ids, n.Name)
			}
			list = append(list, strings.TrimSpace(strings.Join(ids, ", ")+" "+print(field.Type)))
		}
		results = " " + strings.Join(list, ", ")
		if len(list) > 1 || len(r.List[0].Names) > 0 {
			results = " (" + strings.Join(list, ", ") + ")"
		}
	}
	writeDoc(w, fn.Doc)
	call := fmt.Sprintf("core.%s(%s)", fn.Name.Name, strings.Join(args, ", "))
	if results != "" {
		call = "return " + call
	}
	fmt.Fprintf(w, "func %s(%s)%s {\n\t%s\n}\n\n", fn.Name.Name, strings.Join(params, ", "), results, call)
}

// paramsOf returns fn's parameters as declared ("coords ...int64") and as
// passed on ("coords..."), naming the unnamed and blank ones p0, p1, ...
func paramsOf(fn *ast.FuncDecl, print func(ast.Node) string) (params, args []string) {
	k := 0 // the parameter's position
	for _, field := range fn.Type.Params.List {
		names := field.Names
		if len(names) == 0 {
			names = []*ast.Ident{ast.NewIdent("_")}
		}
		spread := ""
		if _, ok := field.Type.(*ast.Ellipsis); ok {
			spread = "..."
		}
		var ids []string
		for _, n := range names {
			id := n.Name
			if id == "_" {
				id = fmt.Sprintf("p%d", k)
			}
			k++
			ids = append(ids, id)
			args = append(args, id+spread)
		}
		params = append(params, strings.Join(ids, ", ")+" "+print(field.Type))
	}
	return params, args
}

// exportedMethod reports whether fn is an exported method of an exported
// type, returning its receiver's name and type ("a", "*NdArray").
func exportedMethod(fn *ast.FuncDecl, print func(ast.Node) string) (name, typ string, ok bool) {
	if fn.Recv == nil || !fn.Name.IsExported() || len(fn.Recv.List[0].Names) == 0 {
		return "", "", false
	}
	recv := fn.Recv.List[0]
	base := recv.Type
	if star, ok := base.(*ast.StarExpr); ok {
		base = star.X
	}
	if id, ok := base.(*ast.Ident); !ok || !id.IsExported() {
		return "", "", false
	}
	return recv.Names[0].Name, print(recv.Type), true
}

// writeInliner writes a function calling method fn once, for the compiler
// to inline it here (see the inlinersNote text).
func writeInliner(w *bytes.Buffer, fn *ast.FuncDecl, recv, recvType string, print func(ast.Node) string) {
	params, args := paramsOf(fn, print)
	params = append([]string{recv + " " + recvType}, params...)
	discard := "" // vet wants String's result used
	if r := fn.Type.Results; r != nil {
		n := 0
		for _, field := range r.List {
			n += max(1, len(field.Names))
		}
		discard = strings.Repeat("_, ", n-1) + "_ = "
	}
	fmt.Fprintf(w, "func inline%s(%s) { %s%s.%s(%s) }\n\n",
		fn.Name.Name, strings.Join(params, ", "), discard, recv, fn.Name.Name, strings.Join(args, ", "))
}

// writeAliasDecls writes an alias of each exported type and constant of decl.
func writeAliasDecls(w *bytes.Buffer, d DType, decl *ast.GenDecl) {
	for _, spec := range decl.Specs {
		switch spec := spec.(type) {
		case *ast.TypeSpec:
			if !spec.Name.IsExported() {
				continue
			}
			doc := spec.Doc
			if doc == nil {
				doc = decl.Doc
			}
			writeDoc(w, doc)
			fmt.Fprintf(w, "//\n// %s\n", strings.ReplaceAll(reflow(text("aliasNote", d)), "\n", "\n// "))
			fmt.Fprintf(w, "type %s = core.%s\n\n", spec.Name.Name, spec.Name.Name)
		case *ast.ValueSpec:
			for _, n := range spec.Names {
				if !n.IsExported() {
					continue
				}
				if decl.Tok != token.CONST {
					panic("gen: no alias for the variable " + n.Name)
				}
				doc := spec.Doc
				if doc == nil {
					doc = decl.Doc
				}
				writeDoc(w, doc)
				fmt.Fprintf(w, "const %s = core.%s\n\n", n.Name, n.Name)
			}
		}
	}
}

// writeDoc writes a doc comment as it stands in the source.
func writeDoc(w *bytes.Buffer, doc *ast.CommentGroup) {
	if doc == nil {
		return
	}
	for _, c := range doc.List {
		w.WriteString(c.Text + "\n")
	}
}
