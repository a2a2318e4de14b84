package gen

import (
	"fmt"
	"strings"

	. "github.com/dave/jennifer/jen"
)

// emitNested writes conversions from and to nested Go slices, ranks 1 to 4.
func emitNested(f *File, d DType) {
	T := d.T
	nestedType := func(rank int) *Statement {
		s := Null()
		for range rank {
			s = s.Index()
		}
		return s.Add(T())
	}
	doc(f, "FromSlice1", nil)
	f.Func().Id("FromSlice1").Params(Id("v").Index().Add(T())).Add(arr()).Block(
		List(Id("data"), Id("dims")).Op(":=").Add(bulk("Flatten1").Call(Id("v"))),
		Return(view(Id("data"), nd("RowMajor").Call(Id("dims").Op("...")))),
	)
	for rank := 2; rank <= 4; rank++ {
		name := fmt.Sprintf("FromSlice%d", rank)
		doc(f, "FromSlice<n>", rank)
		f.Func().Id(name).Params(Id("v").Add(nestedType(rank))).Params(arr(), Error()).Block(
			List(Id("data"), Id("dims"), Err()).Op(":=").Add(bulk(fmt.Sprintf("Flatten%d", rank)).Call(Id("v"))),
			If(Err().Op("!=").Nil()).Block(Return(Nil(), Err())),
			Return(view(Id("data"), nd("RowMajor").Call(Id("dims").Op("..."))), Nil()),
		)
	}
	for rank := 2; rank <= 4; rank++ {
		name := fmt.Sprintf("ToSlice%d", rank)
		docReflowed(f, "ToSlice<n>", struct {
			Rank   int
			Slices string
		}{rank, strings.Repeat("[]", rank) + elemName(d)})
		f.Func().Add(recv()).Id(name).Params().Add(nestedType(rank)).Block(
			If(aDot("Rank").Call().Op("!=").Lit(rank)).Block(
				panicf("ErrShape", name+" on an array of shape %v, rank %d", aDot("Shape").Call(), aDot("Rank").Call()),
			),
			Return(bulk(fmt.Sprintf("Nest%d", rank)).Call(aDot("ToSlice").Call(), aDot("layout", "Dims"))),
		)
	}
}
