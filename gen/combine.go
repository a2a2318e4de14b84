package gen

import (
	"strings"

	. "github.com/dave/jennifer/jen"
)

func combineQual(name string) *Statement { return Qual(kitPath, name) }

// comment writes doc, a paragraph with one line per comment line.
func comment(f *File, doc string) {
	for _, line := range strings.Split(strings.TrimSpace(doc), "\n") {
		f.Comment(line)
	}
}

// emitCombine writes the ops that join, split and enlarge arrays: thin
// wrappers of internal/combine, which checks the arguments as TensorFlow
// does and moves the data with this dtype's bulk copies.
func emitCombine(f *File, d DType) {
	emitCombineMoves(f, d)
	emitJoins(f)
	emitSplits(f)
	emitEnlargers(f, d)
	emitCombineHelpers(f, d)
}

// part is combine.View[T].
func part(d DType) *Statement { return combineQual("View").Types(d.T()) }

func emitCombineMoves(f *File, d DType) {
	f.Comment("combineMoves are the bulk copies the combining ops move data with.")
	moves := Dict{
		Id("Copy"):     moveFunc(d, "Copy", ""),
		Id("Disjoint"): moveFunc(d, "Copy", "Disjoint"),
		Id("Gather"):   moveFunc(d, "Gather", "", Int64()),
	}
	if d.Asm && !d.Custom() { // JoinPlain takes the library's plain types only
		moves[Id("Join")] = bulk("JoinPlain").Types(d.T())
	}
	f.Var().Id("combineMoves").Op("=").Add(combineQual("Moves").Types(d.T())).Values(moves)
}

// joinOp writes func name(axis int, arrays ...*NdArray) (*NdArray, error).
func joinOp(f *File, name, doc string) {
	comment(f, doc)
	f.Func().Id(name).Params(Id("axis").Int(), Id("arrays").Op("...").Add(arr())).Params(arr(), Error()).Block(
		List(Id("in"), Err()).Op(":=").Id("combineParts").Call(Lit(name), Id("arrays")),
		errCheck(Nil()),
		Return(Id("combined").Call(combineQual(name).Call(Id("combineMoves"), Id("axis"), Id("in")))),
	)
}

func emitJoins(f *File) {
	joinOp(f, "Concat", `
Concat returns the arrays joined along axis (tf.concat; NumPy's
concatenate), in a new array: they must have the same rank, at least 1, and
the same dimensions except along axis, which may count from the end. Each
input is one bulk copy into its part of the result, one copy() for a
contiguous input along axis 0. Concat returns TensorFlow's errors: no arrays
or an axis out of [-rank, rank) (nd.ErrArgument; an axis error also wraps
nd.ErrAxisOutOfRange), scalars, or ranks or dimensions that differ
(nd.ErrShape); and nd.ErrArgument for a nil array or a result too large.`)
	joinOp(f, "Stack", `
Stack returns the arrays, which must all have the same shape, joined along a
new axis (tf.stack; NumPy's stack), in a new array; axis is in
[-(rank+1), rank+1). Stack returns TensorFlow's errors: no arrays or an axis
out of range (nd.ErrArgument; an axis error also wraps nd.ErrAxisOutOfRange),
or shapes that differ (nd.ErrShape); and nd.ErrArgument for a nil array or a
result too large.`)
}

// splitOp writes a split op: its views of a, or an error.
func splitOp(f *File, name, doc string, params []Code, args ...Code) {
	comment(f, doc)
	f.Func().Id(name).Params(append([]Code{Id("a").Add(arr())}, params...)...).Params(Index().Add(arr()), Error()).Block(
		nilCheck(name, "a", Nil()),
		Return(Id("a").Dot("splitViews").Call(combineQual(name).Call(append([]Code{Id("a").Dot("layout")}, args...)...))),
	)
}

func emitSplits(f *File) {
	splitOp(f, "Unstack", `
Unstack returns the views a[..., i, ...] along axis, one per coordinate,
without that axis (tf.unstack): no copy, read-only if a is. axis may count
from the end. Unstack returns an error wrapping nd.ErrArgument and
nd.ErrAxisOutOfRange for an axis outside [-rank, rank) (a scalar has no
axis), and one wrapping nd.ErrArgument for a nil a.`,
		[]Code{Id("axis").Int()}, Id("axis"))
	splitOp(f, "Split", `
Split returns n views of a of equal size along axis (tf.split with a number
of splits): no copy, read-only if a is. axis may count from the end. Split
returns TensorFlow's errors, wrapping nd.ErrArgument: an axis out of range
(wrapping nd.ErrAxisOutOfRange too), n not positive, or n not dividing the
dimension; and for a nil a.`,
		[]Code{List(Id("axis"), Id("n")).Int()}, Id("axis"), Id("n"))
	splitOp(f, "SplitV", `
SplitV returns views of a along axis of the given sizes (tf.split with
sizes; tf.raw_ops.SplitV): no copy, read-only if a is. The sizes must add up
to the dimension; one of them may be -1, which stands for what the others
leave. axis may count from the end. SplitV returns TensorFlow's errors,
wrapping nd.ErrArgument: no sizes, an axis out of range (wrapping
nd.ErrAxisOutOfRange too), more than one -1, sizes that do not add up, or a
negative size; and for a nil a. Unlike TensorFlow it accepts a lone -1.`,
		[]Code{Id("axis").Int(), Id("sizes").Op("...").Int64()}, Id("axis"), Id("sizes"))
}

// enlargeOp writes an op taking one array and returning a new one.
func enlargeOp(f *File, name, doc string, params []Code, args ...Code) {
	comment(f, doc)
	call := append([]Code{Id("combineMoves"), Id("a").Dot("combinePart").Call()}, args...)
	f.Func().Id(name).Params(append([]Code{Id("a").Add(arr())}, params...)...).Params(arr(), Error()).Block(
		nilCheck(name, "a", Nil()),
		Return(Id("combined").Call(combineQual(name).Call(call...))),
	)
}

func emitEnlargers(f *File, d DType) {
	enlargeOp(f, "Tile", `
Tile returns a repeated multiples[k] times along each axis k (tf.tile;
NumPy's tile with one multiple per axis), in a new array. The result is
built by bulk copies of ever larger blocks of itself. Tile returns
TensorFlow's errors, wrapping nd.ErrArgument: a number of multiples other
than the rank, or a negative one; and for a nil a or a result too large.`,
		[]Code{Id("multiples").Op("...").Int64()}, Id("multiples"))
	enlargeOp(f, "Repeat", `
Repeat returns a with each element repeated along axis (NumPy's repeat;
tf.repeat with an axis), in a new array: repeats[0] times if there is one
count, else element i repeats[i] times (one count per coordinate along
axis). axis may count from the end. Repeat returns an error wrapping
nd.ErrArgument for an axis out of range (wrapping nd.ErrAxisOutOfRange too;
a scalar has no axis), a number of counts other than 1 or the dimension, a
negative count, a nil a, or a result too large.`,
		[]Code{Id("axis").Int(), Id("repeats").Op("...").Int64()}, Id("axis"), Id("repeats"))
	enlargeOp(f, "Pad", `
Pad returns a with paddings[k][0] elements added before it and
paddings[k][1] after it along each axis k (tf.pad; NumPy's pad), in a new
array: copies of value with nd.PadConstant, a mirrored at its edges with
nd.PadReflect (without the edge element) or nd.PadSymmetric (with it), as
tf.raw_ops.MirrorPad, where value is unused. Pad returns TensorFlow's errors,
wrapping nd.ErrArgument: a number of paddings other than the rank, a
negative padding, a REFLECT padding not less than its dimension or a
SYMMETRIC one greater than it, an unknown mode; and for a nil a or a result
too large.`,
		[]Code{Id("paddings").Index().Index(Lit(2)).Int64(), Id("mode").Add(nd("PadMode")),
			Line().Id("value").Add(d.T())},
		Id("paddings"), Id("mode"), Id("value"))
}

func emitCombineHelpers(f *File, d DType) {
	f.Comment("combinePart returns a as the combining ops see it.")
	f.Func().Add(recv()).Id("combinePart").Params().Add(part(d)).Block(
		Return(part(d).Values(Dict{Id("Data"): aDot("data"), Id("Layout"): aDot("layout")})),
	)
	f.Comment("combineParts returns the arrays as the combining ops see them, or op's")
	f.Comment("error for a nil one.")
	f.Func().Id("combineParts").Params(Id("op").String(), Id("arrays").Index().Add(arr())).Params(Index().Add(part(d)), Error()).Block(
		Id("in").Op(":=").Make(Index().Add(part(d)), Len(Id("arrays"))),
		For(List(Id("i"), Id("a")).Op(":=").Range().Id("arrays")).Block(
			If(Id("a").Op("==").Nil()).Block(
				Return(Nil(), check("NilArray").Call(Id("op"), Qual("fmt", "Sprintf").Call(Lit("arrays[%d]"), Id("i")))),
			),
			Id("in").Index(Id("i")).Op("=").Id("a").Dot("combinePart").Call(),
		),
		Return(Id("in"), Nil()),
	)
	f.Comment("combined returns an op's result as a new, writable array.")
	f.Func().Id("combined").Params(Id("v").Add(part(d)), Err().Error()).Params(arr(), Error()).Block(
		errCheck(Nil()),
		Return(view(Id("v").Dot("Data"), Id("v").Dot("Layout")), Nil()),
	)
	f.Comment("splitViews returns the views of a through the layouts a split op made.")
	f.Func().Add(recv()).Id("splitViews").Params(Id("layouts").Index().Add(nd("Layout")), Err().Error()).Params(Index().Add(arr()), Error()).Block(
		errCheck(Nil()),
		Id("out").Op(":=").Make(Index().Add(arr()), Len(Id("layouts"))),
		For(List(Id("i"), Id("l")).Op(":=").Range().Id("layouts")).Block(
			Id("out").Index(Id("i")).Op("=").Add(derived(Id("a"), Id("l"))),
		),
		Return(Id("out"), Nil()),
	)
}

// combineSuite is the ndtest.Combine of the package's combining ops.
func combineSuite(d DType) *Statement {
	ops := Dict{}
	for _, name := range []string{"Concat", "Stack", "Unstack", "Split", "SplitV", "Tile", "Repeat", "Pad"} {
		ops[Id(name)] = testPkg(d, name)
	}
	return Qual(kitTest, "Combine").Types(d.T(), testArr(d)).Values(ops)
}
