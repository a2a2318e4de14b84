package main

import (
	"go/token"
	"path"
	"testing"
)

// Each family has its own name (its -kernels flag and file prefix) and a
// folder whose last element is a valid package name.
func TestFamilies(t *testing.T) {
	seen := map[string]bool{}
	for _, f := range families {
		if seen[f.name] {
			t.Errorf("family %s twice", f.name)
		}
		seen[f.name] = true
		if pkg := path.Base(f.dir); !token.IsIdentifier(pkg) || f.emit == nil {
			t.Errorf("family %s: folder %s, package %q", f.name, f.dir, pkg)
		}
	}
}
