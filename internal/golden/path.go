package golden

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
)

// Path returns where the file rel ("../testdata/...", relative to a dtype
// package's directory, where go test runs) is: in the library's own
// testdata/, found from this source file's location, so that the suites
// of packages cmd/ndgen writes in other modules read the library's cases
// too (from the module cache or a replaced checkout). It returns rel
// itself when that location is unknown (a -trimpath build) or holds no
// such file.
func Path(rel string) string {
	_, file, _, ok := runtime.Caller(0)
	if !ok || !strings.HasPrefix(rel, "../") {
		return rel
	}
	root := filepath.Join(filepath.Dir(file), "..", "..")
	p := filepath.Join(root, filepath.FromSlash(strings.TrimPrefix(rel, "../")))
	if _, err := os.Stat(p); err != nil {
		return rel
	}
	return p
}
