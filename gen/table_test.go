package gen

import (
	"strings"
	"testing"
)

// ok is a valid row; the cases below change one field each.
var ok = DType{Name: "Float32", Type: "float32", Kind: "float", Width: 4, Asm: true}

func TestValidateNamesTheBadRow(t *testing.T) {
	cases := []struct {
		name string
		row  func(d *DType)
		want string
	}{
		{"unknown kind", func(d *DType) { d.Kind = "flaot" }, `row 2 ("Float32"): unknown kind "flaot"`},
		{"lower-case name", func(d *DType) { d.Name = "float32" }, "exported Go identifier"},
		{"name not an identifier", func(d *DType) { d.Name = "Float 32" }, "exported Go identifier"},
		{"type not an identifier", func(d *DType) { d.Type = "[]byte" }, "lower-case Go identifier"},
		{"zero width", func(d *DType) { d.Width = 0 }, "width 0 must be positive"},
		{"wrong width", func(d *DType) { d.Width = 8 }, "width 8, but Go's float32 takes 4 bytes"},
		{"asm strings", func(d *DType) { d.Type, d.Kind, d.Width = "string", "string", 16 }, "asm must be false for strings"},
		{"float index", func(d *DType) { d.Index = true }, `index must be false for kind "float"`},
		{"custom kind", func(d *DType) { d.Kind = "custom" }, `kind "custom" is for the types cmd/ndgen reads`},
		{"name Value", func(d *DType) { d.Name = "Value" }, "name Value would make GetValue"},
		{"upper-case type", func(d *DType) { d.Type = "Float32" }, `package name "ndFloat32" must be a lower-case`},
	}
	for _, c := range cases {
		bad := ok
		bad.Name, bad.Type = "Float32", "float32"
		first := DType{Name: "Int8", Type: "int8", Kind: "int", Width: 1, Asm: true}
		c.row(&bad)
		err := validate([]DType{first, bad})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one containing %q", c.name, err, c.want)
		}
	}
	if err := validate([]DType{ok, ok}); err == nil || !strings.Contains(err.Error(), `row 2 ("Float32"): duplicate`) {
		t.Errorf("duplicate: error %v", err)
	}
	if err := validate(nil); err == nil {
		t.Error("an empty table passed")
	}
}

func TestTheTableIsValid(t *testing.T) {
	if _, err := load("../templates/dtypes.json"); err != nil {
		t.Fatal(err)
	}
}
