package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// userTypes are the element types the end-to-end test writes packages for:
// a named int16, a struct of three uint8s (3 bytes: no asm width), a
// struct holding a string (pointers: never asm) and a [4]float32 (16
// bytes, moved as complex128), and a struct without == (-equal, -values).
const userTypes = `package pixels

import (
	"fmt"
	"slices"
)

// Level is a named basic type.
type Level int16

// RGB is a pixel; it prints as #rrggbb.
type RGB struct{ R, G, B uint8 }

func (c RGB) String() string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// Label holds a string.
type Label struct {
	Name  string
	Score float64
}

// Vec4 is an array type.
type Vec4 [4]float32

// Tags has no ==: EqualTags compares, TagValues makes the tests' values.
type Tags struct{ Names []string }

func EqualTags(a, b Tags) bool { return slices.Equal(a.Names, b.Names) }

func TagValues(i int) Tags { return Tags{Names: []string{fmt.Sprint(i), "x"}} }
`

// repoRoot is the library checkout this test runs in.
func repoRoot(t *testing.T) string {
	root, err := filepath.Abs("../..")
	require.NoError(t, err)
	return root
}

// userModule writes a module using the library through a replace
// directive (no network: the go command finds every other module in its
// cache) with userTypes in its package pixels, and returns its directory.
func userModule(t *testing.T) string {
	dir, root := t.TempDir(), repoRoot(t)
	gomod := "module example.com/user\n\ngo 1.26.0\n\n" +
		"require (\n\tgithub.com/ndgo/ndarray v0.0.0\n\tgithub.com/stretchr/testify v1.12.1\n)\n\n" +
		"replace github.com/ndgo/ndarray => " + root + "\n"
	require.NoError(t, os.WriteFile(filepath.Join(dir, "go.mod"), []byte(gomod), 0o644))
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "go.sum"), sum, 0o644))
	require.NoError(t, os.Mkdir(filepath.Join(dir, "pixels"), 0o755))
	types := filepath.Join(dir, "pixels", "types.go")
	require.NoError(t, os.WriteFile(types, []byte(userTypes), 0o644))
	return dir
}

// goCmd runs the go command in dir, outside this repository's workspace
// and offline, and returns its combined output.
func goCmd(t *testing.T, dir string, args ...string) (string, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod", "GOPROXY=off", "GOSUMDB=off")
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// TestGeneratedPackagesPassTheirTests writes a package for each user type
// into a temporary module, and vets and runs the generated packages' tests
// (the shared suite) there.
func TestGeneratedPackagesPassTheirTests(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the generated suites of four packages")
	}
	dir := userModule(t)
	src := filepath.Join(dir, "pixels")
	moves := map[string]string{ // what each package's CopyTo calls
		"Level": "ndkit.CopyAs[uint16](",
		"RGB":   "ndkit.Copy(",
		"Label": "ndkit.Copy(",
		"Vec4":  "ndkit.CopyAs[complex128](",
		"Tags":  "ndkit.Copy(",
	}
	for typ, move := range moves {
		args := []string{"-dir", src, "-type", typ}
		if typ == "Tags" {
			args = append(args, "-equal", "EqualTags", "-values", "TagValues")
		}
		var stderr bytes.Buffer
		require.NoError(t, run(args, &stderr), "%s: %s", typ, &stderr)
		code, err := os.ReadFile(filepath.Join(src, "nd"+strings.ToLower(typ), "copy.go"))
		require.NoError(t, err)
		assert.Contains(t, string(code), move, "%s's bulk moves", typ)
		checkMoveOps(t, filepath.Join(src, "nd"+strings.ToLower(typ)), typ == "Tags")
	}
	if out, err := goCmd(t, dir, "vet", "./..."); err != nil {
		t.Fatalf("go vet: %v\n%s", err, out)
	}
	out, err := goCmd(t, dir, "test", "-count=1", "./...")
	require.NoError(t, err, "go test:\n%s", out)
	for typ := range moves {
		assert.Contains(t, out, "ok  \texample.com/user/pixels/nd"+strings.ToLower(typ))
	}
}

// checkMoveOps checks that the package in dir has the ops that only move
// elements (masking, the Update scatters; ArgWhere through -equal for a
// type without ==), their shared tests, and no arithmetic scatters.
func checkMoveOps(t *testing.T, dir string, equalFunc bool) {
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join(dir, name))
		require.NoError(t, err)
		return string(b)
	}
	masking, scatter := read("masking.go"), read("scatter.go")
	for _, fn := range []string{"BooleanMask(", "Where(", "ArgWhere("} {
		assert.Contains(t, masking, "\nfunc "+fn, dir)
	}
	assert.Equal(t, equalFunc, strings.Contains(masking, "ndkit.ArgWhereFunc("), dir)
	for _, fn := range []string{"TensorScatterUpdate(", "ScatterNdUpdate("} {
		assert.Contains(t, scatter, "\nfunc "+fn, dir)
	}
	for _, fn := range []string{"ScatterNd(", "TensorScatterAdd(", "TensorScatterSub(",
		"TensorScatterMin(", "TensorScatterMax(", "ScatterNdAdd("} {
		assert.NotContains(t, scatter, "\nfunc "+fn, dir)
	}
	assert.Contains(t, read("masking_test.go"), "ndkittest.RunMasking(", dir)
	assert.Contains(t, read("scatter_test.go"), "ndkittest.RunScatter(", dir)
}

// TestUsageErrors: no -type, or a stray argument, is a usage error.
func TestUsageErrors(t *testing.T) {
	for _, args := range [][]string{{}, {"-type", "RGB", "extra"}, {"-bogus"}} {
		var stderr bytes.Buffer
		assert.Error(t, run(args, &stderr), "%q", args)
		assert.Contains(t, stderr.String(), "-type", "%q prints the usage", args)
	}
}
