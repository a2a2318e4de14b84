package gen

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	. "github.com/dave/jennifer/jen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// kindsSource declares types ndgen must take or refuse.
const kindsSource = `package kinds

type Slice []int
type Map map[string]int
type Ptr *int
type Func func()
type Gen[T any] struct{ V T }
type unexported int16
type Alias = int16
type Holder struct{ Data []int }
type Hidden struct{ x int }
type Big [32]int8
type Value int
type Empty struct{}
type IntField struct{ N int }
type Pair struct{ A, B float32 }
type Text string
type Flag bool
type Z complex64
type Nested struct {
	P Pair
	T [2]Text
}

var NotAType int

func EqualHolder(a, b Holder) bool { return len(a.Data) == len(b.Data) }
func WrongEqual(a Holder) bool     { return true }
func HiddenValues(i int) Hidden    { return Hidden{x: i} }
func hiddenValues(i int) Hidden    { return Hidden{x: i} }
`

// kindsModule writes a module with kindsSource and returns the package's
// directory.
func kindsModule(t *testing.T) string {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "go.mod"), "module example.com/k\n\ngo 1.26.0\n")
	pkg := filepath.Join(dir, "kinds")
	require.NoError(t, os.Mkdir(pkg, 0o755))
	writeFile(t, filepath.Join(pkg, "kinds.go"), kindsSource)
	return pkg
}

func TestUserTypesRefusedWithTheReason(t *testing.T) {
	dir := kindsModule(t)
	cases := []struct {
		u    UserType
		want string
	}{
		{UserType{Type: "Missing"}, "declares no type Missing"},
		{UserType{Type: "NotAType"}, "NotAType in package example.com/k/kinds is not a type"},
		{UserType{Type: "bad name"}, `type name "bad name" is not a Go identifier`},
		{UserType{Type: "unexported"}, "type unexported is not exported"},
		{UserType{Type: "Alias"}, "type Alias is an alias"},
		{UserType{Type: "Gen"}, "type Gen is generic"},
		{UserType{Type: "Slice"}, "type Slice is a slice type: want a named basic, struct or array type"},
		{UserType{Type: "Map"}, "is a map type"},
		{UserType{Type: "Ptr"}, "is a pointer type"},
		{UserType{Type: "Func"}, "is a func type"},
		{UserType{Type: "Holder"}, "type Holder is not comparable"},
		{UserType{Type: "Holder", Equal: "WrongEqual"}, "-equal WrongEqual: the func is func(a example.com/k/kinds.Holder) bool"},
		{UserType{Type: "Holder", Equal: "Nope"}, "-equal Nope: package example.com/k/kinds declares no func Nope"},
		{UserType{Type: "Hidden"}, "cannot make test values: field x is not exported"},
		{UserType{Type: "Holder", Equal: "EqualHolder"}, "cannot make test values: field Data: an unnamed slice type"},
		{UserType{Type: "Hidden", Values: "hiddenValues"}, "-values hiddenValues: the func is not exported"},
		{UserType{Type: "Big"}, "cannot make test values: 32 elements"},
		{UserType{Type: "Value"}, "name Value would make GetValue"},
		{UserType{Type: "Empty"}, "type Empty has no width"},
		{UserType{Type: "Pair", Out: "NdPair"}, `package name "NdPair" must be a lower-case Go identifier`},
		{UserType{Type: "Pair", Out: "nd-pair"}, `package name "nd-pair" must be a lower-case Go identifier`},
		{UserType{Type: "Pair", Out: "."}, "is the type's own package"},
		{UserType{Type: "Pair", Out: "../../elsewhere"}, "is outside module example.com/k"},
	}
	pkg, err := loadPackage(dir)
	require.NoError(t, err)
	for _, c := range cases {
		_, _, err := inspect(pkg, c.u)
		if assert.Error(t, err, "%+v", c.u) {
			assert.Contains(t, err.Error(), c.want, "%+v", c.u)
		}
	}
	_, _, err = InspectUserType(UserType{Dir: t.TempDir(), Type: "X"})
	assert.Error(t, err, "a directory without a package")
	mainDir := filepath.Join(filepath.Dir(dir), "cmd")
	require.NoError(t, os.Mkdir(mainDir, 0o755))
	writeFile(t, filepath.Join(mainDir, "main.go"), "package main\n\ntype T int\n\nfunc main() {}\n")
	_, _, err = InspectUserType(UserType{Dir: mainDir, Type: "T"})
	if assert.Error(t, err) {
		assert.Contains(t, err.Error(), "package main cannot be imported")
	}
}

func TestUserTypesTaken(t *testing.T) {
	dir := kindsModule(t)
	cases := []struct {
		u       UserType
		width   int
		carrier string
		val     string // the default test value's code, "" for -values
	}{
		{UserType{Type: "Pair"}, 8, "uint64", "kinds.Pair{A: float32(i), B: float32(i + 1)}"},
		{UserType{Type: "Text"}, 16, "", "kinds.Text(strconv.Itoa(i))"},
		{UserType{Type: "Flag"}, 1, "uint8", "kinds.Flag(i%2 == 1)"},
		{UserType{Type: "Z"}, 8, "uint64", "kinds.Z(complex(float64(i), 1))"},
		{UserType{Type: "IntField"}, 8, "", "kinds.IntField{N: int(i)}"},
		{UserType{Type: "Nested"}, 40, "", "kinds.Nested{\n\tP: kinds.Pair{A: float32(i), B: float32(i + 1)},\n" +
			"\tT: [2]kinds.Text{\n\t\tkinds.Text(strconv.Itoa(i + 1)),\n\t\tkinds.Text(strconv.Itoa(i + 2)),\n\t},\n}"},
		{UserType{Type: "Hidden", Values: "HiddenValues"}, 8, "", ""},
	}
	pkg, err := loadPackage(dir)
	require.NoError(t, err)
	for _, c := range cases {
		d, out, err := inspect(pkg, c.u)
		if !assert.NoError(t, err, c.u.Type) {
			continue
		}
		assert.Equal(t, c.width, d.Width, c.u.Type)
		assert.Equal(t, c.carrier, carrier(d), c.u.Type)
		assert.Equal(t, filepath.Join(dir, "nd"+strings.ToLower(c.u.Type)), out)
		assert.Equal(t, "example.com/k/kinds/nd"+strings.ToLower(c.u.Type), d.ImportPath())
		if c.val != "" {
			assert.Equal(t, c.val, renderCode(t, d.val), c.u.Type)
		}
	}
}

// renderCode is c as Go source.
func renderCode(t *testing.T, c Code) string {
	t.Helper()
	return Add(c).GoString()
}

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
}
