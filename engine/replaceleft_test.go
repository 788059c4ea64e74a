package engine

import (
	"strings"
	"testing"
)

// TestReplaceStillStanding: what an undo of a replace would still take
// back follows the texts: all of it as the replace left them, less the
// replacements an editor's undo or typing took back since, nothing once
// every one is gone or the replace is undone. Before, a front end could
// only offer the replace's own count for ever, and an undo after the
// editor had given a chapter's text back said its replacements had been
// edited since.
func TestReplaceStillStanding(t *testing.T) {
	const (
		one = "孔明出山。孔明借箭。"
		two = "孔明病逝。"
	)
	tests := []struct {
		name  string
		edit  func(text string) string // the first chapter's text after the replace → its text now
		texts int
		left  int
		// skipped is what the undo then says it left as edited since.
		skipped int
	}{
		{"untouched", func(s string) string { return s }, 2, 3, 0},
		{"typing elsewhere", func(s string) string { return s + "后来加的。" }, 2, 3, 0},
		{"one taken back", func(s string) string { return strings.Replace(s, "诸葛亮", "孔明", 1) }, 2, 2, 1},
		{"all taken back by the editor's undo", func(string) string { return one }, 1, 1, 0},
		{"replacement typed over", func(s string) string { return strings.ReplaceAll(s, "诸葛亮", "卧龙") }, 1, 1, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := openEngine(t, "", nil, testDebounceNever)
			p := mustProject(t, e, "p")
			c1 := mustChapter(t, e, p.ID, "一", one)
			mustChapter(t, e, p.ID, "二", two)
			res, err := e.ReplaceAll(ReplaceRequest{ProjectID: p.ID, Pattern: "孔明", Replacement: "诸葛亮"})
			must(t, err)
			left, err := e.ReplaceStillStanding(res.ID)
			must(t, err)
			if left != (ReplaceLeft{Changes: 3, Texts: 2, Chapters: 2}) {
				t.Fatalf("right after the replace: %+v, want 3 changes in 2", left)
			}
			c, err := e.Chapter(c1.ID)
			must(t, err)
			_, err = e.SaveChapter(c1.ID, c.Title, tt.edit(c.Text))
			must(t, err)
			left, err = e.ReplaceStillStanding(res.ID)
			must(t, err)
			if left != (ReplaceLeft{Changes: tt.left, Texts: tt.texts, Chapters: tt.texts}) {
				t.Errorf("after the edit: %+v, want %d changes in %d", left, tt.left, tt.texts)
			}
			undone, err := e.UndoReplace(res.ID)
			must(t, err)
			if undone.Skipped != tt.skipped {
				t.Errorf("the undo says it left %d replacements edited since, want %d", undone.Skipped, tt.skipped)
			}
			if left, err = e.ReplaceStillStanding(res.ID); err != nil || left != (ReplaceLeft{}) {
				t.Errorf("after the undo: %+v, %v; want nothing left", left, err)
			}
		})
	}
}

// TestReplaceStillStandingNamesTheKinds: what is left of a replace counts
// its chapters, summaries and story-bible entries apart, an entry whose
// names alone a replace changed among the entries: the app's undo button
// said "2 changes in 2 chapters" of a replace that renamed two entries
// and touched no chapter.
func TestReplaceStillStandingNamesTheKinds(t *testing.T) {
	tests := []struct {
		name     string
		chapter  string // the chapter's text
		pattern  string
		wantLeft ReplaceLeft
	}{
		{"names only", "孔明出山。", "桂哥", ReplaceLeft{Changes: 2, Texts: 2, Entries: 2}},
		{"a chapter, an entry's text and names", "桂哥出山。", "桂哥", ReplaceLeft{Changes: 4, Texts: 3, Chapters: 1, Entries: 2}},
		{"a summary", "孔明出山。", "出山", ReplaceLeft{Changes: 2, Texts: 2, Chapters: 1, Summaries: 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := openEngine(t, "", nil, testDebounceNever)
			p := mustProject(t, e, "p")
			c := mustChapter(t, e, p.ID, "一", tt.chapter)
			if _, err := e.SetSummary(c.ID, "孔明出山的一章。"); err != nil {
				t.Fatal(err)
			}
			a, err := e.CreateWikiEntry(p.ID, WikiEntry{Title: "阿Q", Aliases: []string{"桂哥"}, Text: "未庄人。"})
			must(t, err)
			if tt.name == "a chapter, an entry's text and names" {
				a.Text = "人称桂哥。"
				must(t, e.UpdateWikiEntry(a))
			}
			_, err = e.CreateWikiEntry(p.ID, WikiEntry{Title: "未庄", Aliases: []string{"桂哥村"}, Text: "一个村子。"})
			must(t, err)
			res, err := e.ReplaceAll(ReplaceRequest{ProjectID: p.ID, Pattern: tt.pattern, Replacement: "某", Options: FindOptions{Wiki: true, Summaries: true}})
			must(t, err)
			if res.ID == 0 {
				t.Fatal("the replace made no undo record")
			}
			left, err := e.ReplaceStillStanding(res.ID)
			must(t, err)
			if left != tt.wantLeft {
				t.Errorf("left %+v, want %+v", left, tt.wantLeft)
			}
		})
	}
}
