// Package checktool finds the outside validators the acceptance tests run
// on exported books (pandoc, epubcheck, python-docx). Without one a test
// skips on a developer's machine but fails in CI (CI=true), where `make
// deps` installs them: a skipped acceptance test must never pass for a
// checked one. It is test support, shared by the packages that export.
package checktool

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Require returns the path of the program name, or skips t (fails it in
// CI) when it is not installed.
func Require(t testing.TB, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s is not installed (make deps installs it): %v", name, err)
		}
		t.Skipf("%s is not installed (make deps installs it)", name)
	}
	return p
}

// PythonWithDocx returns a python3 that imports python-docx, or skips t
// (fails it in CI). Debian's python3-docx goes to /usr/bin/python3, which
// another python3 earlier on PATH may hide.
func PythonWithDocx(t testing.TB) string {
	t.Helper()
	for _, py := range []string{"python3", "/usr/bin/python3"} {
		if exec.Command(py, "-c", "import docx").Run() == nil {
			return py
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("no python3 imports docx (make deps installs python3-docx)")
	}
	t.Skip("no python3 imports docx (make deps installs python3-docx)")
	return ""
}

// Epubcheck is the command that checks the EPUB at path. Debian's
// /usr/bin/epubcheck links to a jar, which runs under java, not as a
// script.
func Epubcheck(t testing.TB, path string) *exec.Cmd {
	t.Helper()
	epubcheck := Require(t, "epubcheck")
	if jar, err := filepath.EvalSymlinks(epubcheck); err == nil && strings.HasSuffix(jar, ".jar") {
		return exec.Command(Require(t, "java"), "-jar", jar, path)
	}
	return exec.Command(epubcheck, path)
}
