package gen

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// maxColumns is the widest line generated code may have, a tab counting
// to the next multiple of 8 columns (gofmt's tab width, which save uses).
const maxColumns = 100

// columns is the width of line as an editor with 8-column tabs shows it.
func columns(line string) int {
	n := 0
	for _, r := range line {
		if r == '\t' {
			n += 8 - n%8
		} else {
			n++
		}
	}
	return n
}

// longLines returns the .go lines under dir wider than maxColumns, as
// path:line: columns.
func longLines(t *testing.T, dir string) []string {
	var long []string
	err := filepath.WalkDir(dir, func(path string, e os.DirEntry, err error) error {
		if err != nil || e.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		s := bufio.NewScanner(f)
		s.Buffer(nil, 1<<20)
		for i := 1; s.Scan(); i++ {
			if w := columns(s.Text()); w > maxColumns {
				rel, _ := filepath.Rel(dir, path)
				long = append(long, fmt.Sprintf("%s:%d: %d columns", rel, i, w))
			}
		}
		return s.Err()
	})
	require.NoError(t, err)
	return long
}

func TestColumns(t *testing.T) {
	assert.Equal(t, 0, columns(""))
	assert.Equal(t, 8, columns("\t"))
	assert.Equal(t, 11, columns("\tabc"))
	assert.Equal(t, 16, columns("abc\tdefg\t"))
	assert.Equal(t, 3, columns("äöü"), "runes, not bytes")
}

// TestGeneratedLinesFit writes the library's dtype packages and those of
// two user types and checks that no line is wider than maxColumns.
func TestGeneratedLinesFit(t *testing.T) {
	if testing.Short() {
		t.Skip("writes every dtype package")
	}
	root, err := filepath.Abs("..")
	require.NoError(t, err)
	out := t.TempDir()
	require.NoError(t, Builtin(root, out))
	assert.Empty(t, longLines(t, out), "the built-in packages")

	dir := kindsModule(t)
	pkg, err := loadPackage(dir)
	require.NoError(t, err)
	for _, typ := range []string{"Nested", "Pair"} {
		d, pkgDir, err := inspect(pkg, UserType{Type: typ})
		require.NoError(t, err)
		require.NoError(t, writePackage(d, pkgDir, nil))
	}
	assert.Empty(t, longLines(t, dir), "the packages of user types")
}
