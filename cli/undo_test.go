package cli

import (
	"strings"
	"testing"
)

// TestUndoCommands runs the undo commands as an author would, in order,
// and checks what each says: a change that can be undone names its undo,
// an undo that would change nothing says so, a name that a deleted
// project or entry had points to the restore.
func TestUndoCommands(t *testing.T) {
	data := importTestBook(t)
	w1 := writeFile(t, "w1.txt", wikiText)
	w2 := writeFile(t, "w2.txt", "樵夫会吹笛子，笛声在山谷里回荡。")
	w3 := writeFile(t, "w3.txt", "另一个老樵夫。")
	s1 := writeFile(t, "s1.txt", "樵夫上山。")
	s2 := writeFile(t, "s2.txt", "樵夫下山。")
	book := writeFile(t, "book.txt", testBook)
	for _, step := range []struct {
		args    []string
		code    int
		out     string // in stdout
		notOut  string // not in stdout
		errLine string // in the one line on stderr
	}{
		{args: []string{"wiki", "add", "--title", "老樵夫", "--file", w1}, out: `added Story Bible entry 1 "老樵夫"`},
		{args: []string{"wiki", "update", "老樵夫", "--file", w1}, out: "is unchanged", notOut: "undo"},
		{args: []string{"wiki", "update", "老樵夫", "--file", w2}, out: "(undo: inkflow wiki restore 1)"},
		{args: []string{"wiki", "rm", "老樵夫"}, out: "(undo: inkflow wiki restore 1)"},
		// Written anew under the old title: the undo of the title finds
		// the new entry, and both say where the deleted one is.
		{args: []string{"wiki", "add", "--title", "老樵夫", "--file", w3}, out: `added Story Bible entry 2 "老樵夫"`},
		{args: []string{"wiki", "history", "老樵夫"}, out: "the deleted entry of that title is 1 (inkflow wiki restore 1)"},
		{args: []string{"wiki", "restore", "老樵夫"}, code: ExitRuntime, errLine: "the deleted entry of that title is 1 (inkflow wiki restore 1)"},
		// A revived entry is undone by deleting it; restoring it again
		// changes nothing and says so.
		{args: []string{"wiki", "restore", "1"}, out: "from version 2 (undo: inkflow wiki rm 1)"},
		{args: []string{"wiki", "restore", "1"}, out: "is version 2 already: nothing to restore", notOut: "restored"},
		{args: []string{"wiki", "restore", "1", "1"}, out: "from version 1 (undo: inkflow wiki restore 1)"},
		{args: []string{"wiki", "restore", "1", "1"}, out: "is version 1 already", notOut: "restored"},
		{args: []string{"wiki", "restore", "1"}, out: "from version 2 (undo: inkflow wiki restore 1)"},
		// A deleted entry is found by its alias too, and case aside.
		{args: []string{"wiki", "update", "1", "--alias", "Old Woodcutter"}, out: "(undo: inkflow wiki restore 1)"},
		{args: []string{"wiki", "rm", "1"}, out: "(undo: inkflow wiki restore 1)"},
		{args: []string{"wiki", "history", "old woodcutter"}, out: "delete"},
		{args: []string{"wiki", "restore", "Old Woodcutter"}, out: "(undo: inkflow wiki rm 1)"},
		{args: []string{"wiki", "restore", "没有这个人"}, code: ExitRuntime, errLine: `no Story Bible entry "没有这个人", nor a deleted one`},

		{args: []string{"summary", "set", "1", "--file", s1}, out: "set the summary of chapter 1", notOut: "undo"},
		{args: []string{"summary", "set", "1", "--file", s2}, out: "(undo: inkflow summary restore 1)"},
		{args: []string{"summary", "set", "1", "--file", s2}, out: "set the summary", notOut: "undo"},
		{args: []string{"summary", "history", "--json", "1"}, out: `"chapter_index": 1`},
		{args: []string{"summary", "restore", "1"}, out: "restored version 1"},
		{args: []string{"summary", "restore", "1", "1"}, out: "is version 1 already", notOut: "restored"},
		// A version that does not exist is named by the chapter's index
		// (the engine's error has its id), and so is the history.
		{args: []string{"summary", "restore", "1", "9"}, code: ExitRuntime, errLine: "the summary of chapter 1 "},
		{args: []string{"summary", "restore", "1", "9"}, code: ExitRuntime, errLine: "has no version 9 (its versions: inkflow summary history 1)"},
		{args: []string{"wiki", "restore", "1", "99"}, code: ExitRuntime, errLine: "Story Bible entry 1 has no version 99 (its versions: inkflow wiki history 1)"},

		{args: []string{"project", "delete", "测试"}, out: "(undo: inkflow project restore 1)"},
		{args: []string{"wiki", "list", "--project", "测试"}, code: ExitRuntime, errLine: `no project named "测试": it was deleted (undo: inkflow project restore 1)`},
		{args: []string{"wiki", "list"}, code: ExitRuntime, errLine: "no projects: 1 deleted (see inkflow project deleted; "},
		{args: []string{"export", "--project", "测试", "--format", "txt", "--out", "-"}, code: ExitRuntime, errLine: "inkflow project restore 1"},
		{args: []string{"project", "deleted", "--json"}, out: `"deleted_at"`, notOut: `"Deleted"`},
		{args: []string{"stats"}, out: "projects 1 (1 deleted) · "},
		{args: []string{"stats", "--json"}, out: `"deleted_projects": 1`},
		{args: []string{"project", "restore", "1"}, out: `restored project 1 "测试"`},
		{args: []string{"stats", "--json"}, out: `"deleted_projects": 0`},
		{args: []string{"project", "restore", "1"}, code: ExitRuntime, errLine: `project 1 "测试" is not deleted`},
		{args: []string{"project", "purge", "1"}, code: ExitRuntime, errLine: `project 1 "测试" is not deleted`},
		{args: []string{"project", "purge", "99"}, code: ExitRuntime, errLine: "no deleted project 99 (see inkflow project deleted)"},
		// Another project takes the name meanwhile: the restore says under
		// which name the project is back.
		{args: []string{"project", "delete", "测试"}, out: "deleted project 1"},
		{args: []string{"import", "--project", "测试", book}, out: `a deleted project is also called "测试": this import made a new one (to add to that one, restore it first: inkflow project restore 1)`},
		{args: []string{"import", "--project", "测试", book}, out: "into project", notOut: "deleted project"},
		{args: []string{"project", "restore", "1"}, out: `restored project 1 as "测试 (2)" (another project is called "测试")`},
		{args: []string{"project", "delete", "测试 (2)"}, out: "(undo: inkflow project restore 1)"},
		{args: []string{"project", "purge", "1"}, out: `removed project 1 "测试 (2)" for good`},
	} {
		code, out, stderr := run(t, data, step.args...)
		switch {
		case code != step.code:
			t.Errorf("%v: exit %d, want %d (stdout %q, stderr %q)", step.args, code, step.code, out, stderr)
		case !strings.Contains(out, step.out) || step.notOut != "" && strings.Contains(out, step.notOut):
			t.Errorf("%v: stdout %q, want %q without %q", step.args, out, step.out, step.notOut)
		case step.errLine == "" && stderr != "",
			step.errLine != "" && (!strings.Contains(stderr, step.errLine) || strings.Count(strings.TrimSpace(stderr), "\n") != 0):
			t.Errorf("%v: stderr %q, want one line with %q", step.args, stderr, step.errLine)
		}
	}
}
