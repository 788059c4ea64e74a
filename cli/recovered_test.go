package cli

import (
	"bytes"
	"strings"
	"testing"
)

// TestRecoveredTypingIsSaid: typing the app journaled and did not save
// (it stopped) comes back when a command opens the data folder, and the
// command says so on stderr in one note a chapter, in the user's
// language, while its own output (--json here) is unchanged. Before, the
// command put the typing into the chapter without a word; only the app
// said it (engine.Recovered), and chapter list printed the engine's raw
// log line ("time=… level=WARN msg=…") before its JSON.
func TestRecoveredTypingIsSaid(t *testing.T) {
	data := importTestBook(t)
	journal := func(extra string) {
		t.Helper()
		s, err := openSession(&env{dataDir: data, stderr: &bytes.Buffer{}})
		if err != nil {
			t.Fatal(err)
		}
		chs, err := s.eng.Chapters(1)
		if err != nil || len(chs) == 0 {
			t.Fatalf("chapters: %v %v", chs, err)
		}
		c, err := s.eng.Chapter(chs[1].ID) // chapter 1, after the front matter
		if err != nil {
			t.Fatal(err)
		}
		if err := s.eng.JournalChapter(c.ID, c.Title, c.Text+extra); err != nil {
			t.Fatal(err)
		}
		if err := s.Close(); err != nil { // as a crash leaves it: the journal, unsaved
			t.Fatal(err)
		}
	}
	inBothLanguages(t, []string{"四个新字"}, func(string) (string, string) {
		return `note: recovered 4 characters of unsaved typing in chapter "第一回 山中访友"`, "注意：已找回章节「第一回 山中访友」中 4 个字符未保存的输入"
	}, func(extra string, want string, zh bool) {
		journal(extra)
		code, out, stderr := run(t, data, "chapter", "list", "--json")
		prefix := "inkflow: "
		if zh {
			prefix = "inkflow："
		}
		if code != 0 || !strings.HasPrefix(stderr, prefix+want) || strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(out, "[") {
			t.Errorf("Chinese %v: exit %d, stderr %q, stdout %.40q; want one note %q and the JSON", zh, code, stderr, out, prefix+want)
		}
		// Said once: the journal is gone after the replay.
		if _, _, stderr := run(t, data, "chapter", "list"); stderr != "" {
			t.Errorf("Chinese %v: the next command said %q", zh, stderr)
		}
	})
	s, err := openSession(&env{dataDir: data, stderr: &bytes.Buffer{}})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	chs, _ := s.eng.Chapters(1)
	c, _ := s.eng.Chapter(chs[1].ID)
	if !strings.HasSuffix(c.Text, "四个新字四个新字") {
		t.Errorf("the recovered typing is not in the chapter: …%q", lastRunes(c.Text, 12))
	}
}

// lastRunes is the end of s, n runes long.
func lastRunes(s string, n int) string {
	r := []rune(s)
	return string(r[max(0, len(r)-n):])
}
