package cli

import (
	"regexp"
	"strings"
	"testing"
)

// undoHint finds the command an output line gives as its undo
// ("(undo: inkflow wiki restore --project '书 一' 1)").
var undoHint = regexp.MustCompile(`undo: inkflow ([^)]+)\)`)

// shellFields splits a command line as a POSIX shell would for the words
// shellWord writes: spaces part words, single quotes keep them together.
func shellFields(line string) []string {
	var words []string
	var w strings.Builder
	inWord, quoted := false, false
	for _, r := range line {
		switch {
		case r == '\'':
			quoted, inWord = !quoted, true
		case r == ' ' && !quoted:
			if inWord {
				words = append(words, w.String())
				w.Reset()
				inWord = false
			}
		default:
			w.WriteRune(r)
			inWord = true
		}
	}
	if inWord {
		words = append(words, w.String())
	}
	return words
}

// TestUndoHintsRunAsPrinted: in a data folder of several projects, the
// undo a command prints for a change made with --project runs as printed
// and succeeds. Before, each left --project out, and every one of them
// stopped at "several projects exist; choose one with --project" (exit 2).
// The project's name has a space, so the hint must quote it.
func TestUndoHintsRunAsPrinted(t *testing.T) {
	data, p := severalProjects(t)
	w1 := writeFile(t, "w1.txt", wikiText)
	w2 := writeFile(t, "w2.txt", "樵夫会吹笛子。")
	s1 := writeFile(t, "s1.txt", "樵夫上山。")
	s2 := writeFile(t, "s2.txt", "樵夫下山。")
	c1 := writeFile(t, "c1.txt", "　　清晨的山路上雾气很重。")
	for _, tt := range []struct {
		name  string
		setup [][]string // run first, with --project p
		args  []string   // prints an undo; with --project p
	}{
		{"wiki update", [][]string{{"wiki", "add", "--no-wait", "--title", "老樵夫", "--file", w1}}, []string{"wiki", "update", "--no-wait", "老樵夫", "--file", w2}},
		{"wiki rm", nil, []string{"wiki", "rm", "老樵夫"}},
		{"wiki restore", [][]string{{"wiki", "rm", "1"}}, []string{"wiki", "restore", "--no-wait", "1"}},
		{"summary set", [][]string{{"summary", "set", "--no-wait", "1", "--file", s1}}, []string{"summary", "set", "--no-wait", "1", "--file", s2}},
		{"summary restore", [][]string{{"summary", "set", "--no-wait", "1", "--file", s2}}, []string{"summary", "restore", "--no-wait", "1"}},
		{"chapter write", nil, []string{"chapter", "write", "--no-wait", "1", "--file", c1}},
		{"snapshot restore", nil, []string{"snapshot", "restore", "--no-wait", "1", "2"}},
		{"replace", nil, []string{"replace", "--no-wait", "书生", "秀才"}},
		{"chapter renumber", [][]string{{"chapter", "move", "2", "1"}}, []string{"chapter", "renumber"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			for _, args := range tt.setup {
				if code, _, stderr := run(t, data, withProject(args, p)...); code != 0 {
					t.Fatalf("%v: exit %d: %s", args, code, stderr)
				}
			}
			code, out, stderr := run(t, data, withProject(tt.args, p)...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			m := undoHint.FindStringSubmatch(out)
			if m == nil {
				t.Fatalf("no undo in %q", out)
			}
			undo := shellFields(m[1])
			if code, _, stderr := run(t, data, undo...); code != 0 {
				t.Errorf("the undo %q, run as printed: exit %d: %s", m[1], code, stderr)
			}
		})
	}
	// Without --project (one project in the folder) the hint stays short.
	solo := t.TempDir()
	if code, _, stderr := run(t, solo, "import", "--no-wait", writeFile(t, "book.txt", testBook)); code != 0 {
		t.Fatalf("import: exit %d: %s", code, stderr)
	}
	if code, out, _ := run(t, solo, "chapter", "write", "--no-wait", "1", "--file", c1); code != 0 || !strings.Contains(out, "(undo: inkflow snapshot restore 1 1)") {
		t.Errorf("one project: exit %d, %q", code, out)
	}
}

// withProject is args with --project p after the command and subcommand.
func withProject(args []string, p string) []string {
	out := append([]string{}, args[:2]...)
	out = append(out, "--project", p)
	return append(out, args[2:]...)
}

// pointerHint finds a command a line points to ("(see inkflow snapshot
// list --project '书 一' 1)", "(take one with `inkflow snapshot take …`)").
var pointerHint = regexp.MustCompile("inkflow ((?:chapter|project|snapshot|summary|wiki|replace) [^)`,]*)")

// TestPointerHintsRunAsPrinted: the commands an error or a note points
// to for the way on (a snapshot's list, a version history, the restore
// that brings a text back) run as printed in a folder of several
// projects, as the undo hints do (TestUndoHintsRunAsPrinted). Before,
// each left --project out and stopped at "several projects exist".
func TestPointerHintsRunAsPrinted(t *testing.T) {
	data, p := severalProjects(t)
	setup := [][]string{
		{"snapshot", "take", "--project", p, "1"}, // snapshot 1, of chapter 1
		{"summary", "set", "--project", p, "--no-wait", "1", "--file", writeFile(t, "s1.txt", "樵夫上山。")},
		{"summary", "set", "--project", p, "--no-wait", "1", "--file", writeFile(t, "s2.txt", "樵夫下山。")},
		{"summary", "restore", "--project", p, "--no-wait", "1"},
		{"wiki", "add", "--project", p, "--no-wait", "--title", "樵夫", "--file", writeFile(t, "w.txt", wikiText)},
	}
	for _, args := range setup {
		if code, _, stderr := run(t, data, args...); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, stderr)
		}
	}
	for _, args := range [][]string{
		{"snapshot", "show", "--project", p, "1", "999"},              // no snapshot 999 (see … snapshot list)
		{"snapshot", "show", "--project", p, "2", "1"},                // snapshot 1 is of chapter 1 (… snapshot show 1 1)
		{"snapshot", "list", "--project", p, "2"},                     // no snapshots (take one with … snapshot take 2)
		{"snapshot", "undelete", "1"},                                 // not deleted (… snapshot restore 1 1)
		{"summary", "restore", "--project", p, "--no-wait", "1", "9"}, // no version 9 (… summary history 1)
		{"summary", "restore", "--project", p, "--no-wait", "1", "1"}, // version 1 already (… summary history 1)
		{"wiki", "restore", "--project", p, "--no-wait", "樵夫", "99"},  // no version 99 (… wiki history 1)
		{"replace", "--project", p, "--undo", "999"},                  // no replace 999 (see … replace --list)
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			_, out, stderr := run(t, data, args...)
			m := pointerHint.FindStringSubmatch(out + stderr)
			if m == nil {
				t.Fatalf("no command pointed to in %q", out+stderr)
			}
			if code, _, stderr := run(t, data, shellFields(m[1])...); code != 0 {
				t.Errorf("%q, run as printed: exit %d: %s", m[1], code, stderr)
			}
		})
	}
}

// severalProjects is a data folder of two projects: testBook imported as
// "书 一" (a name with a space, which hints must quote) and left
// unindexed, and an empty 另一部, so a command without --project stops
// at "several projects exist". It returns the folder and the first
// project's name.
func severalProjects(t *testing.T) (data, project string) {
	t.Helper()
	useFixtureModel(t)
	data = t.TempDir()
	const p = "书 一"
	if code, _, stderr := run(t, data, "import", "--project", p, "--no-wait", writeFile(t, "book.txt", testBook)); code != 0 {
		t.Fatalf("import: exit %d: %s", code, stderr)
	}
	if code, _, stderr := run(t, data, "project", "create", "另一部"); code != 0 {
		t.Fatalf("project create: exit %d: %s", code, stderr)
	}
	return data, p
}

// TestErrorPointersNameTheProject: the generic pointers of errors and
// notes ("see inkflow chapter list", "see inkflow wiki list") carry the
// command's --project, quoted, as the undo hints do: in a folder of
// several projects they run as printed, or, where the pointer holds a
// placeholder for what the author chooses (CHAPTER, FILE), they name the
// project the author gave. Before, each was the bare command, which
// stopped at "several projects exist".
func TestErrorPointersNameTheProject(t *testing.T) {
	data, p := severalProjects(t)
	for _, args := range [][]string{
		{"reindex", "--project", p}, // summary show's generated summary
		{"snapshot", "take", "--project", p, "1"},
		{"project", "goals", "--project", p, "--target", "50000", "--deadline", "2020-01-01"},
		{"wiki", "add", "--project", p, "--no-wait", "--title", "樵夫", "--file", writeFile(t, "w.txt", wikiText)},
	} {
		if code, _, stderr := run(t, data, args...); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, stderr)
		}
	}
	const named = "--project '书 一'"
	for _, tt := range []struct {
		args []string
		runs bool // the pointer runs as printed; else it holds a placeholder after --project
	}{
		{[]string{"snapshot", "list", "--project", p, "99"}, true},                                         // no chapter 99 (see … chapter list)
		{[]string{"snapshot", "list", "--project", p, "-1"}, true},                                         // no chapter -1: numbers are 0 and up
		{[]string{"summary", "show", "--project", p, " "}, true},                                           // CHAPTER is empty
		{[]string{"export", "--project", p, "--format", "txt", "--chapters", "90-99", "--out", "-"}, true}, // --chapters past the book
		{[]string{"summary", "generate", "--project", p, "--chapters", "90-99"}, true},
		{[]string{"wiki", "mentions", "--project", p, "无名氏"}, true},             // no Story Bible entry (see … wiki list)
		{[]string{"wiki", "history", "--project", p, "无名氏"}, true},              // nor a deleted one (… wiki list, … wiki deleted)
		{[]string{"wiki", "dismiss", "--project", p, "樵夫", "1", "99999"}, true}, // no mention there (see … wiki mentions 樵夫)
		{[]string{"snapshot", "show", "--project", p, "1", "x"}, true},          // not a snapshot id (see … snapshot list 1)
		{[]string{"stats", "--project", p, "--history"}, false},                 // deadline passed (set another: … project goals)
		{[]string{"chapter", "list", "--project", "另一部"}, true},                 // no chapters yet (… chapter add TITLE)
		{[]string{"snapshot", "show", "--project", p, "1"}, false},              // give CHAPTER and ID (see … snapshot list CHAPTER)
		{[]string{"summary", "restore", "--project", p}, false},                 // give a CHAPTER (see … summary history CHAPTER)
		{[]string{"wiki", "restore", "--project", p}, false},                    // give an ID or TITLE (see … wiki history TITLE)
		{[]string{"summary", "show", "--project", p, "1"}, false},               // generated summary (… summary set 1 FILE)
	} {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			_, out, stderr := run(t, data, tt.args...)
			m := pointerHint.FindStringSubmatch(out + stderr)
			if m == nil {
				t.Fatalf("no command pointed to in %q", out+stderr)
			}
			p := m[1]
			if tt.args[0] == "chapter" {
				p = strings.Replace(p, "TITLE", "新的一章", 1)
			}
			if !tt.runs {
				if !strings.Contains(p, named) {
					t.Errorf("%q does not name the project (%s)", m[1], named)
				}
				return
			}
			if code, _, stderr := run(t, data, shellFields(p)...); code != 0 {
				t.Errorf("%q, run as printed: exit %d: %s", m[1], code, stderr)
			}
		})
	}
	// A snapshot id of no deleted chapter names no project: the pointer
	// shows the --project it needs when the folder has several.
	if _, _, stderr := run(t, data, "snapshot", "undelete", "999"); !strings.Contains(stderr, "(see inkflow snapshot deleted --project NAME)") {
		t.Errorf("snapshot undelete 999: %q", stderr)
	}
}
