package crossdtype_test

import (
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestScalarAccessorsInline checks that the compiler inlines the scalar
// accessors, which their speed on small arrays depends on (their cost is
// close to the inliner's budget, so a small change can lose it). It asks the
// compiler, as `go build -gcflags=-m` does.
func TestScalarAccessorsInline(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the compiler")
	}
	goTool := filepath.Join(runtime.GOROOT(), "bin", "go")
	// int64's NdArray is declared in its core package (internal/arrays).
	for pkg, name := range map[string]string{"ndfloat32": "Float32", "internal/arrays/ndint64": "Int64", "ndstring": "String"} {
		// By import path: -gcflags applies to the packages named, not their deps.
		out, err := exec.Command(goTool, "build", "-gcflags=-m", "github.com/ndgo/ndarray/"+pkg).CombinedOutput()
		require.NoError(t, err, string(out))
		for _, m := range []string{"Get" + name, "Set" + name, "GetValue", "SetValue"} {
			assert.True(t, strings.Contains(string(out), "can inline (*NdArray)."+m+"\n"),
				"%s.%s does not inline", pkg, m)
		}
		// The unrolled path of ranks 3 and 4, and the levels of the slow path
		// that pass up to four coordinates as values, each within the budget.
		for _, f := range []string{"getPos", "set" + name + "Pos", "setValuePos",
			"pos34", "pos3", "pos4", "pos4Tail", "sum3", "sum4",
			"slowPath", "slowPath2", "slowPath3", "slowPath4"} {
			assert.True(t, strings.Contains(string(out), "can inline "+f+"\n"),
				"%s.%s does not inline", pkg, f)
		}
	}
}

// TestMethodsInlineInCallers checks that the small methods inline where
// users call them, not only that they can: the compiler inlines a method
// of another package only if it has the method's body, which for ndint64
// and ndbool (their NdArray is an alias of a type declared in an internal
// package) their public package must re-export (see the inline functions
// in their alias.go). The probe package calls them as a user does.
func TestMethodsInlineInCallers(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the compiler")
	}
	goTool := filepath.Join(runtime.GOROOT(), "bin", "go")
	probe := "github.com/ndgo/ndarray/internal/crossdtype/testdata/inlineprobe"
	out, err := exec.Command(goTool, "build", "-gcflags=-m", probe).CombinedOutput()
	require.NoError(t, err, string(out))
	for pkg, name := range map[string]string{"ndint64": "Int64", "ndbool": "Bool", "ndfloat32": "Float32",
		"ndfloat64": "Float64", "nduint8": "Uint8"} {
		for _, m := range []string{"Get" + name, "Set" + name, "Shape", "Size", "Data"} {
			call := "inlining call to " + pkg + ".(*NdArray)." + m + "\n"
			assert.True(t, strings.Contains(string(out), call), "%s.%s is not inlined in its caller", pkg, m)
		}
	}
}
