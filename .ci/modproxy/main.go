// Command modproxy writes the modules of this repository as a Go module
// proxy in a folder (the layout `go mod download` reads through
// GOPROXY=file://...), each module at one version, so that a module
// outside the repository can require them exactly as a user would after
// a release is tagged. .ci/check-modules uses it.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	"golang.org/x/mod/modfile"
	"golang.org/x/mod/module"
	"golang.org/x/mod/zip"
)

func main() {
	repo := flag.String("repo", "", "repository root")
	version := flag.String("version", "", "version every module is served at, e.g. v0.1.0")
	out := flag.String("out", "", "folder to write the proxy into")
	flag.Parse()
	if *repo == "" || *version == "" || *out == "" {
		log.Fatal("usage: modproxy -repo DIR -version vX.Y.Z -out DIR MODULE-DIR...")
	}
	for _, dir := range flag.Args() {
		if err := serve(filepath.Join(*repo, dir), *version, *out); err != nil {
			log.Fatalf("%s: %v", dir, err)
		}
	}
}

// serve writes the module in dir at version: its list, info, mod and zip
// files under out/<escaped module path>/@v/.
func serve(dir, version, out string) error {
	gomod, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil {
		return err
	}
	path := modfile.ModulePath(gomod)
	if path == "" {
		return fmt.Errorf("no module line in go.mod")
	}
	mv := module.Version{Path: path, Version: version}
	if err := module.Check(path, version); err != nil {
		return err
	}
	escaped, err := module.EscapePath(path)
	if err != nil {
		return err
	}
	at := filepath.Join(out, escaped, "@v")
	if err := os.MkdirAll(at, 0o755); err != nil {
		return err
	}
	info, err := json.Marshal(struct {
		Version string
		Time    time.Time
	}{version, time.Now().UTC()})
	if err != nil {
		return err
	}
	var archive bytes.Buffer
	if err := zip.CreateFromDir(&archive, mv, dir); err != nil {
		return err
	}
	for name, data := range map[string][]byte{
		"list":            []byte(version + "\n"),
		version + ".info": info,
		version + ".mod":  gomod,
		version + ".zip":  archive.Bytes(),
	} {
		if err := os.WriteFile(filepath.Join(at, name), data, 0o644); err != nil {
			return err
		}
	}
	return nil
}
