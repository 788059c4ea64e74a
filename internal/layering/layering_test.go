package layering

import (
	"bytes"
	"encoding/json"
	"errors"
	"go/parser"
	"go/token"
	"io"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// frontEnds are the packages that must talk to the domain through engine
// only, their tests included.
var frontEnds = []string{"inkflow/app", "inkflow/cli"}

// forbidden are the packages (each with the packages under it) a front end
// must not reach except through engine: the database and its indexes,
// every model package (loading, locating, installing models and the ONNX
// Runtime checks go through engine/models; the embedder type is
// engine.Embedder), and bbolt itself.
var forbidden = []string{"inkflow/storage", "inkflow/model", "go.etcd.io/bbolt"}

// below is the layer under the front ends: what engine and its
// subpackages import is their business, so the walk stops there.
var below = []string{"inkflow/engine"}

// pkg is the part of `go list -json` output the walk reads.
type pkg struct {
	ImportPath string
	// Imports of the package; for a root listed with -test, its test
	// variant adds the _test.go files' imports, and XTestImports are
	// those of its external (package x_test) tests.
	Imports, XTestImports []string
	// Files are the package's Go files, tests included, with their
	// directory (to name the file that makes a forbidden import).
	Dir                                string
	GoFiles, TestGoFiles, XTestGoFiles []string
}

// TestFrontEndsImportOnlyEngine walks the imports of app and cli (and of
// their tests) down to the engine-level layers and fails on any path that
// reaches storage, the ONNX internals or bbolt another way.
func TestFrontEndsImportOnlyEngine(t *testing.T) {
	pkgs := goListDeps(t, frontEnds)
	for _, root := range frontEnds {
		for path, via := range reach(pkgs, root) {
			if isForbidden(path) {
				from := pkgs[via[len(via)-2]]
				t.Errorf("%s imports %s (via %s, in %s); go through package engine",
					root, path, strings.Join(via, " → "), strings.Join(importingFiles(t, from, path), ", "))
			}
		}
	}
}

// TestWalkFindsSideDoors: the walk sees a forbidden import made directly
// or through a helper package, and does not report what engine and its
// subpackages import.
func TestWalkFindsSideDoors(t *testing.T) {
	pkgs := map[string]pkg{
		"inkflow/app":           {Imports: []string{"inkflow/engine", "inkflow/engine/models", "inkflow/app/helper", "inkflow/model"}},
		"inkflow/app/helper":    {Imports: []string{"inkflow/storage/backup", "inkflow/model/registry"}},
		"inkflow/engine":        {Imports: []string{"inkflow/storage", "inkflow/model/onnxgraph"}},
		"inkflow/engine/models": {Imports: []string{"inkflow/model/modelpath"}},
	}
	got := reach(pkgs, "inkflow/app")
	for _, side := range []string{"inkflow/storage/backup", "inkflow/model/registry"} {
		if via := got[side]; len(via) != 3 || via[1] != "inkflow/app/helper" || !isForbidden(side) {
			t.Errorf("side door to %s through inkflow/app/helper: got chain %v", side, via)
		}
	}
	if via := got["inkflow/model"]; len(via) != 2 || !isForbidden("inkflow/model") {
		t.Errorf("direct import of inkflow/model: got chain %v", via)
	}
	for _, behind := range []string{"inkflow/storage", "inkflow/model/onnxgraph", "inkflow/model/modelpath"} {
		if via, ok := got[behind]; ok {
			t.Errorf("%s is engine's import, reported via %v", behind, via)
		}
	}
	if isForbidden("inkflow/modelfoo") || isBelow("inkflow/engineering") {
		t.Error("a package merely named like a layer is matched")
	}
}

// goListDeps runs `go list -deps -test -json` on the given packages and
// returns every package it lists by import path (test variants such as
// "inkflow/app [inkflow/app.test]" under their plain path, their imports
// merged, so a test file's imports count as the package's).
func goListDeps(t *testing.T, roots []string) map[string]pkg {
	t.Helper()
	args := append([]string{"list", "-deps", "-test", "-json=ImportPath,Imports,XTestImports,Dir,GoFiles,TestGoFiles,XTestGoFiles"}, roots...)
	cmd := exec.Command("go", args...)
	cmd.Dir = moduleRoot(t)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v: %s", err, stderr.String())
	}
	pkgs := map[string]pkg{}
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p pkg
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatalf("go list output: %v", err)
		}
		path := plain(p.ImportPath)
		merged := pkgs[path]
		merged.ImportPath, merged.Dir = path, p.Dir
		if merged.GoFiles == nil {
			merged.GoFiles, merged.TestGoFiles, merged.XTestGoFiles = p.GoFiles, p.TestGoFiles, p.XTestGoFiles
		}
		for _, imp := range slices.Concat(p.Imports, p.XTestImports) {
			merged.Imports = append(merged.Imports, plain(imp))
		}
		pkgs[path] = merged
	}
	if len(pkgs) == 0 {
		t.Fatal("go list listed no packages")
	}
	return pkgs
}

// reach returns every package reachable from root without passing through
// a layer below the front ends, each with the chain of imports leading to
// it. Packages outside the module are reported but not entered.
func reach(pkgs map[string]pkg, root string) map[string][]string {
	seen := map[string][]string{root: {root}}
	queue := []string{root}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		for _, imp := range pkgs[cur].Imports {
			if _, ok := seen[imp]; ok {
				continue
			}
			seen[imp] = append(append([]string(nil), seen[cur]...), imp)
			if strings.HasPrefix(imp, "inkflow/") && !isBelow(imp) && !isForbidden(imp) {
				queue = append(queue, imp)
			}
		}
	}
	delete(seen, root)
	return seen
}

// importingFiles names the files of p that import path.
func importingFiles(t *testing.T, p pkg, path string) []string {
	t.Helper()
	var out []string
	for _, name := range slices.Concat(p.GoFiles, p.TestGoFiles, p.XTestGoFiles) {
		f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(p.Dir, name), nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			if strings.Trim(imp.Path.Value, `"`) == path {
				out = append(out, name)
			}
		}
	}
	return out
}

// isForbidden reports whether path is a forbidden package or inside one.
func isForbidden(path string) bool { return within(path, forbidden) }

// isBelow reports whether path is a layer below the front ends or inside
// one.
func isBelow(path string) bool { return within(path, below) }

// within reports whether path is one of roots or a package under one.
func within(path string, roots []string) bool {
	for _, p := range roots {
		if path == p || strings.HasPrefix(path, p+"/") {
			return true
		}
	}
	return false
}

// plain drops the " [x.test]" suffix go list gives test variants.
func plain(importPath string) string {
	path, _, _ := strings.Cut(importPath, " ")
	return path
}

// moduleRoot is the directory of go.mod.
func moduleRoot(t *testing.T) string {
	t.Helper()
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		t.Fatalf("go env GOMOD: %v", err)
	}
	return filepath.Dir(strings.TrimSpace(string(out)))
}
