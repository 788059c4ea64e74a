package engine

import (
	"reflect"
	"testing"

	"inkflow/storage"
)

// The author replaces a name across the book, writes on, and then takes
// the replace back: the undo turns back the replacements and keeps what
// was written since, in the chapter and in a wiki entry.
func TestUndoReplaceKeepsEditsMadeSince(t *testing.T) {
	e, p := openProject(t, "青云")
	ch := mustChapter(t, e, p.ID, "第三章", "对手是朝天吧。\n\n朝天吧笑着说，你不过是外门弟子。")
	other := mustChapter(t, e, p.ID, "第四章", "朝天吧走了。")
	w, err := e.CreateWikiEntry(p.ID, WikiEntry{Title: "朝天吧", Type: "character", Text: "朝天吧是内门弟子。"})
	if err != nil {
		t.Fatal(err)
	}
	res, err := e.ReplaceAll(ReplaceRequest{ProjectID: p.ID, Pattern: "朝天吧", Replacement: "赵天霸", Options: FindOptions{Wiki: true}})
	if err != nil || res.Changes != 5 { // four in the texts, and the entry's title
		t.Fatalf("replace: %+v, %v", res, err)
	}
	// Written after the replace: a new line, and one replacement reworded.
	if _, err := e.SaveChapter(ch.ID, "第三章", "对手是赵天霸。\n\n赵霸天笑着说，你不过是外门弟子。\n\n林峰拔剑。"); err != nil {
		t.Fatal(err)
	}
	w.Title, w.Text = "赵天霸", "赵天霸是内门弟子，擅长刀法。"
	if err := e.UpdateWikiEntry(w); err != nil {
		t.Fatal(err)
	}

	undo, err := e.UndoReplace(res.ID)
	if err != nil {
		t.Fatal(err)
	}
	wikiAfter, err := e.WikiEntry(w.ID)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, got, want string
	}{
		{"edited chapter", mustText(t, e, ch.ID), "对手是朝天吧。\n\n赵霸天笑着说，你不过是外门弟子。\n\n林峰拔剑。"},
		{"untouched chapter", mustText(t, e, other.ID), "朝天吧走了。"},
		{"wiki entry", wikiAfter.Text, "朝天吧是内门弟子，擅长刀法。"},
		{"wiki entry's title", wikiAfter.Title, "朝天吧"},
	}
	for _, tc := range tests {
		if tc.got != tc.want {
			t.Errorf("%s after the undo = %q, want %q", tc.name, tc.got, tc.want)
		}
	}
	wantKept := []storage.Owner{storage.ChapterOwner(ch.ID), storage.WikiOwner(w.ID)}
	if !reflect.DeepEqual(undo.Kept, wantKept) || undo.Skipped != 1 || len(undo.Edited) != 0 {
		t.Errorf("undo kept %v, skipped %d, put back whole %v; want %v, 1 and none", undo.Kept, undo.Skipped, undo.Edited, wantKept)
	}
}

// undoEdits keeps every edit made since and turns back only the
// replacements nobody touched, wherever the edits moved them.
func TestUndoEdits(t *testing.T) {
	before := "甲乙甲丙甲"
	edits := []storage.ReplaceEdit{{At: 0, Len: 3, Now: "丁丁"}, {At: 6, Len: 3, Now: ""}, {At: 12, Len: 3, Now: "丁丁"}}
	after, spans, ok := replayEdits(before, edits)
	if !ok || after != "丁丁乙丙丁丁" {
		t.Fatalf("replayEdits = %q, %v", after, ok)
	}
	tests := []struct {
		name, current, want string
		skipped             int
	}{
		{"nothing since", after, before, 0},
		{"typed before and after", "开头丁丁乙丙丁丁结尾", "开头甲乙甲丙甲结尾", 0},
		{"typed where a match was deleted", "丁丁乙新丙丁丁", "甲乙甲新丙甲", 0},
		{"first replacement reworded", "丁戊乙丙丁丁", "丁戊乙甲丙甲", 1},
		{"last replacement deleted", "丁丁乙丙", "甲乙甲丙", 1},
		{"all rewritten", "全新", "全新", 3},
	}
	for _, tc := range tests {
		got, skipped := undoEdits(before, after, tc.current, edits, spans)
		if got != tc.want || skipped != tc.skipped {
			t.Errorf("%s: undoEdits(%q) = %q, %d skipped; want %q, %d", tc.name, tc.current, got, skipped, tc.want, tc.skipped)
		}
	}
	if _, _, ok := replayEdits("短", edits); ok {
		t.Error("replayEdits accepted edits that run past the text")
	}
}
