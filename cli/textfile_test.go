package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTextFileErrors: the commands that take a text from a file
// (chapter write, summary set, wiki add) say a missing file and a file
// that is not text in the user's language, in one line, and change
// nothing. Before, English read "read FILE: open FILE: no such file or
// directory" (Go's words), and a binary file was "not a text file: it is
// not text in any encoding InkFlow reads" in Chinese too.
func TestTextFileErrors(t *testing.T) {
	data := importTestBook(t)
	missing := filepath.Join(t.TempDir(), "没有.txt")
	binary := filepath.Join(t.TempDir(), "image.txt")
	if err := os.WriteFile(binary, []byte("\x7fELF\x02\x01\x01\x00\x00\x00"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, before, _ := run(t, data, "chapter", "list", "--json")
	checkInBothLanguages(t, data, []langFailure{
		{[]string{"chapter", "write", "--no-wait", "1", missing}, ExitRuntime, "chapter write: cannot open “" + missing + "”: the file does not exist", "chapter write：打不开“" + missing + "”：文件不存在", true},
		{[]string{"summary", "set", "--no-wait", "1", "--file", missing}, ExitRuntime, "summary set: cannot open “" + missing + "”: the file does not exist", "summary set：打不开“" + missing + "”：文件不存在", true},
		{[]string{"wiki", "add", "--title", "某人", missing}, ExitRuntime, "wiki add: cannot open “" + missing + "”: the file does not exist", "wiki add：打不开“" + missing + "”：文件不存在", true},
		{[]string{"chapter", "write", "--no-wait", "1", binary}, ExitRuntime, "chapter write: " + binary + " is not a text file; nothing was changed", "chapter write：" + binary + " 不是文本文件，什么也没有改动", true},
		{[]string{"wiki", "add", "--title", "某人", "--file", binary}, ExitRuntime, "wiki add: " + binary + " is not a text file", "wiki add：" + binary + " 不是文本文件", true},
	})
	if _, after, _ := run(t, data, "chapter", "list", "--json"); after != before {
		t.Errorf("a refused text changed the chapters:\n%s\nwas\n%s", after, before)
	}
	if _, out, _ := run(t, data, "wiki", "list"); strings.Contains(out, "某人") {
		t.Errorf("a refused text made a Story Bible entry: %s", out)
	}
}
