package cli

import (
	"strings"
	"testing"
)

// TestCountsInTheBooksUnit: every length a command prints for a person
// is in the book's own count, as `chapter list` and the import preview
// give it: words for an English book, 字 for a Chinese one — the import
// summary (which also counts the front matter apart, as the preview
// does), a snapshot taken, a merge, the snapshot lists, where an empty
// chapter of an English book is "0 words", not "0 字", and the lengths of
// wiki entries and summaries and their versions. They said characters
// (字符, chars) before.
func TestCountsInTheBooksUnit(t *testing.T) {
	useFixtureModel(t)
	data := t.TempDir()
	english := "The Book\n\nChapter 1\n\nIt was a dark and stormy night; the rain fell in torrents.\n\nChapter 2\n\nExcept at occasional intervals, when it was checked by a violent gust.\n"
	imports := map[string]string{}
	for _, b := range []struct{ project, file, text string }{
		{"Book", "book.txt", english},
		{"书", "书.txt", testBook},
	} {
		code, out, stderr := run(t, data, "import", "--project", b.project, writeFile(t, b.file, b.text))
		if code != 0 {
			t.Fatalf("import %s: exit %d: %s", b.project, code, stderr)
		}
		imports[b.project], _, _ = strings.Cut(out, "\n") // the summary; "indexed N characters" is a speed
	}
	if code, _, stderr := run(t, data, "chapter", "add", "--project", "Book", "Empty"); code != 0 {
		t.Fatalf("chapter add: exit %d: %s", code, stderr)
	}
	if code, _, stderr := run(t, data, "chapter", "delete", "--project", "Book", "Empty"); code != 0 {
		t.Fatalf("chapter delete: exit %d: %s", code, stderr)
	}
	for _, b := range []struct{ project, title, text, edit string }{
		{"Book", "Creature", "The creature woke.", "The creature woke at night."},
		{"书", "书生", "山中的书生。", "山中赶路的书生。"},
	} {
		for _, args := range [][]string{
			{"wiki", "add", "--project", b.project, "--title", b.title, "--file", writeFile(t, "w.txt", b.text)},
			{"wiki", "update", "--project", b.project, "--file", writeFile(t, "w2.txt", b.edit), b.title},
			{"wiki", "add", "--project", b.project, "--title", "Gone", "--file", writeFile(t, "w3.txt", b.text)},
			{"wiki", "rm", "--project", b.project, "Gone"},
			{"summary", "set", "--project", b.project, "--file", writeFile(t, "s.txt", b.text), "1"},
			{"summary", "set", "--project", b.project, "--file", writeFile(t, "s2.txt", b.edit), "1"},
		} {
			if code, _, stderr := run(t, data, args...); code != 0 {
				t.Fatalf("%v: exit %d: %s", args, code, stderr)
			}
		}
	}
	// The lengths are those `chapter list` gives the same chapters
	// (the merged one holds the next one's title line too).
	tests := []struct {
		name      string
		args      []string // nil: the import's output
		project   string
		want, not string
	}{
		{"import English", nil, "Book", "2 chapters and front matter, 26 words into", "characters"},
		{"import Chinese", nil, "书", "2 chapters and front matter, 144 字 into", "characters"},
		{"snapshot take English", []string{"snapshot", "take", "--project", "Book", "1"}, "", ": 12 words\n", "chars"},
		{"snapshot take Chinese", []string{"snapshot", "take", "--project", "书", "1"}, "", ": 73 字\n", "chars"},
		{"snapshot list English", []string{"snapshot", "list", "--project", "Book", "1"}, "", " 12 words ", "字"},
		{"deleted empty English chapter", []string{"snapshot", "deleted", "--project", "Book"}, "", " 0 words ", "字"},
		{"wiki list English", []string{"wiki", "list", "--project", "Book"}, "", "Creature  [5 words]", "chars"},
		{"wiki list Chinese", []string{"wiki", "list", "--project", "书"}, "", "书生  [7 字]", "chars"},
		{"wiki history English", []string{"wiki", "history", "--project", "Book", "Creature"}, "", "Creature (3 words)", "characters"},
		{"wiki history Chinese", []string{"wiki", "history", "--project", "书", "书生"}, "", "书生 (5 字)", "characters"},
		{"wiki deleted English", []string{"wiki", "deleted", "--project", "Book"}, "", "Gone (3 words)", "characters"},
		{"summary history English", []string{"summary", "history", "--project", "Book", "1"}, "", "3 words: The creature woke.", "characters"},
		{"summary history Chinese", []string{"summary", "history", "--project", "书", "1"}, "", "5 字: 山中的书生。", "characters"},
		{"merge English", []string{"chapter", "merge", "--project", "Book", "1"}, "", "(26 words)", "characters"},
		{"merge Chinese", []string{"chapter", "merge", "--project", "书", "1"}, "", "(147 字)", "characters"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := imports[tt.project]
			if tt.args != nil {
				var code int
				var stderr string
				if code, out, stderr = run(t, data, tt.args...); code != 0 {
					t.Fatalf("exit %d: %s", code, stderr)
				}
			}
			if !strings.Contains(out, tt.want) || strings.Contains(out, tt.not) {
				t.Errorf("output %q; want %q in it and no %q", out, tt.want, tt.not)
			}
		})
	}
}
