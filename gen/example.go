package gen

import (
	"fmt"
	"strconv"
	"strings"

	. "github.com/dave/jennifer/jen"
)

// emitExample writes the package's runnable Example: a 2×3 array of the
// test values val(0) ... val(5), a view written through, a flipped view.
func emitExample(f *File, d DType) {
	vals := make([]Code, 6)
	for i := range vals {
		vals[i] = exampleLit(d, i)
		if d.Storage != nil { // one per line: the calls are long
			vals[i] = Line().Add(vals[i])
		}
	}
	flipped := make([]string, 6)
	for i, v := range []int{3, 4, 5, 0, 8, 2} { // a[::-1] after a[0, 1] = val(8)
		flipped[i] = exampleText(d, v)
	}
	output := append([]string{"Output:"}, strings.Split(text2x3(d), "\n")...)
	output = append(output, exampleText(d, 8)+" ["+strings.Join(flipped, " ")+"]")

	body := []Code{
		Id("a").Op(":=").Qual(d.ImportPath(), "Wrap").Call(
			nd("ShapeOf").Call(Lit(2), Lit(3)).Op(",").Line().Add(Index().Add(d.T()).Values(vals...))),
		Qual("fmt", "Println").Call(Id("a")),
		Id("inner").Op(":=").Id("a").Dot("Slice").Call(nd("All").Call(), nd("Range").Call(Lit(1), Lit(3))).
			Comment("a[:, 1:3]: a view, no copy"),
		Id("inner").Dot("Set"+d.Name).Call(exampleLit(d, 8), Lit(0), Lit(0)).Comment("sets a[0, 1]"),
		Id("rows").Op(":=").Id("a").Dot("Slice").Call(nd("Step").Call(Lit(-1))).Comment("a[::-1]"),
		Qual("fmt", "Println").Call(Id("a").Dot("Get"+d.Name).Call(Lit(0), Lit(1)), Id("rows").Dot("ToSlice").Call()),
	}
	// One raw, indented token: gofmt takes comment lines that start in
	// column 0 with a leading space for a code block and reflows them.
	body = append(body, Op("\t// "+strings.Join(output, "\n\t// ")))
	doc(f, "Example", d)
	f.Func().Id("Example").Params().Block(body...)
}

// exampleLit is val(i) of the package's tests as a literal.
func exampleLit(d DType, i int) Code {
	if d.Storage != nil {
		return fromWide(d, Lit(i))
	}
	switch d.Kind {
	case "bool":
		return Lit(i%2 == 1)
	case "string":
		return Lit(strconv.Itoa(i))
	case "complex":
		return Op(fmt.Sprintf("%d + 1i", i))
	}
	return Lit(i)
}

// exampleText is how fmt.Println prints val(i).
func exampleText(d DType, i int) string {
	switch d.Kind {
	case "bool":
		return strconv.FormatBool(i%2 == 1)
	case "complex":
		return fmt.Sprintf("(%d+1i)", i)
	}
	return strconv.Itoa(i)
}
