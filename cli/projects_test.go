package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestStartABookFromTheCommandLine walks what had no command: an author
// starts a book with no file to import (project create), sees it in
// project list, adds a chapter and writes its text from a file and from
// stdin (chapter write), which keeps the replaced text as a snapshot
// and names the undo; the undo brings it back, search finds the text,
// and the mistakes are one line with the contract's exit codes. Before,
// `chapter add` failed with "no projects yet: import a book first", and
// no command wrote a chapter's text at all.
func TestStartABookFromTheCommandLine(t *testing.T) {
	useFixtureModel(t)
	data := t.TempDir()
	first := writeFile(t, "one.txt", "The rain came down on the harbour all night.\n")
	steps := []struct {
		args  []string
		stdin string
		code  int
		out   string // in stdout, or in stderr when code is not 0
	}{
		{[]string{"project", "list"}, "", 0, "no projects yet: import a book (inkflow import FILE) or start one (inkflow project create NAME)"},
		{[]string{"chapter", "list"}, "", ExitRuntime, "or start one (inkflow project create NAME)"},
		{[]string{"project", "create", "   "}, "", ExitUsage, "project create: the NAME is empty"},
		{[]string{"project", "create"}, "", ExitUsage, "project create: give the new project's NAME"},
		{[]string{"project", "create", "Two\nLines"}, "", ExitUsage, "project create: the NAME has a line break"},
		{[]string{"project", "create", "caf\xe9"}, "", ExitUsage, "project create: \"caf\\xe9\" is not UTF-8 text"},
		{[]string{"project", "create", "Harbour Lights"}, "", 0, `created project 1 "Harbour Lights" (next: inkflow chapter add --project "Harbour Lights" TITLE)`},
		{[]string{"project", "create", "Harbour Lights"}, "", ExitRuntime, `a project named "Harbour Lights" exists already`},
		{[]string{"chapter", "add", "Night"}, "", 0, `added chapter 1 "Night"`},
		{[]string{"chapter", "write", "--no-wait", "1", "--file", first}, "", 0, `wrote chapter 1 "Night": 9 words` + "\n"},
		{[]string{"chapter", "write", "--no-wait", "1", "--file", first}, "", 0, "has this text already; nothing changed"},
		{[]string{"chapter", "write", "Night", "-"}, "Morning found the boats gone.\n", 0,
			`wrote chapter 1 "Night": 5 words; the text it replaced is snapshot 1 (undo: inkflow snapshot restore 1 1)`},
		{[]string{"chapter", "write", "1"}, "", ExitUsage, "chapter write: give the text with FILE, --file FILE or - (stdin)"},
		{[]string{"chapter", "write", "1", "-"}, "  \n", ExitRuntime, "chapter write: stdin has no text"},
		{[]string{"chapter", "write", "1", "-"}, "caf\xe9\n", ExitRuntime, "chapter write: stdin is not a text file; nothing was changed"},
		{[]string{"chapter", "write", "1", "--file", data}, "", ExitRuntime, "it is a folder, not a file"},
		{[]string{"chapter", "write", "2", "--file", first}, "", ExitRuntime, "no chapter 2"},
		{[]string{"project", "list"}, "", 0, "   1  Harbour Lights: 1 chapter, 5 words"},
		{[]string{"search", "--mode", "keyword", "boats"}, "", 0, "Morning found the boats gone."},
		{[]string{"snapshot", "restore", "1", "1"}, "", 0,
			"chapter 1 restored from snapshot 1; the text it replaced is snapshot 2 (undo: inkflow snapshot restore 1 2)\n"},
		{[]string{"find", "harbour"}, "", 0, "1 match in 1 chapter"},
		// A write over a text the newest snapshot holds takes no second
		// snapshot of it: the undo names that one.
		{[]string{"snapshot", "take", "1"}, "", 0, "snapshot 3 of chapter 1"},
		{[]string{"chapter", "write", "1", "-"}, "Dawn.\n", 0,
			`wrote chapter 1 "Night": 1 word; the text it replaced is snapshot 3 (undo: inkflow snapshot restore 1 3)`},
		{[]string{"snapshot", "restore", "1", "3"}, "", 0, "chapter 1 restored from snapshot 3"},
	}
	for _, s := range steps {
		code, out, stderr := runIn(t, data, s.stdin, s.args...)
		said := out
		if s.code != 0 {
			said = stderr
			if strings.Count(strings.TrimSpace(stderr), "\n") != 0 || out != "" {
				t.Errorf("%v: stdout %q, stderr %q; want one line on stderr alone", s.args, out, stderr)
			}
		}
		if code != s.code || !strings.Contains(said, s.out) {
			t.Fatalf("%v: exit %d, stdout %q, stderr %q; want exit %d and %q", s.args, code, out, stderr, s.code, s.out)
		}
	}
	code, out, _ := run(t, data, "project", "list", "--json")
	var ps []projectJSON
	if err := json.Unmarshal([]byte(out), &ps); code != 0 || err != nil || len(ps) != 1 ||
		ps[0].Name != "Harbour Lights" || ps[0].Chapters != 1 || ps[0].Words != 9 || ps[0].Created.IsZero() {
		t.Errorf("project list --json: exit %d %v %s", code, err, out)
	}
}
