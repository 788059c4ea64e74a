package engine

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"inkflow/storage/keyword"
)

// wikiState is what a version or an entry says, for comparing the two.
func wikiState(title, text string) string { return title + "|" + text }

func versionStates(vs []WikiVersion) []string {
	var out []string
	for _, v := range vs {
		out = append(out, fmt.Sprintf("%d %s %s", v.Version, v.Reason, wikiState(v.Title, v.Text)))
	}
	return out
}

// TestWikiHistoryUndoesEveryChange walks an entry through what an author
// does to it: each save that changes something keeps what it replaced, a
// deleted entry comes back under its id with its text searchable and its
// mentions found again, and restoring an old version keeps the one it
// replaces.
func TestWikiHistoryUndoesEveryChange(t *testing.T) {
	e, p := openProject(t, "p")
	mustChapter(t, e, p.ID, "第一回", "林墨推门而入，雪落满肩。\n\n众人皆惊。")
	w, err := e.CreateWikiEntry(p.ID, WikiEntry{Title: "林默", Type: "character", Text: "北境来的剑客。"})
	must(t, err)
	history := func() []string {
		t.Helper()
		vs, err := e.WikiHistory(p.ID, w.ID)
		must(t, err)
		return versionStates(vs)
	}
	if h := history(); len(h) != 0 {
		t.Fatalf("a new entry has history %q", h)
	}

	w.Text = "北境来的剑客，左手使刀。"
	must(t, e.UpdateWikiEntry(w))
	must(t, e.UpdateWikiEntry(w)) // a save of nothing new keeps nothing
	w.Title = "林墨"
	must(t, e.UpdateWikiEntry(w)) // a rename alone is a change
	want := []string{"2 edit 林默|北境来的剑客，左手使刀。", "1 edit 林默|北境来的剑客。"}
	if h := history(); !slices.Equal(h, want) {
		t.Fatalf("history %q, want %q", h, want)
	}

	other, err := e.CreateWikiEntry(p.ID, WikiEntry{Title: "柳青", Text: "药铺的女儿。"})
	must(t, err)
	live, err := e.CreateWikiEntry(p.ID, WikiEntry{Title: "老周", Text: "船夫。"})
	must(t, err)
	live.Text = "船夫，话少。"
	must(t, e.UpdateWikiEntry(live)) // a live entry's versions are not a deletion
	must(t, e.DeleteWikiEntry(other.ID))
	must(t, e.DeleteWikiEntry(w.ID))
	flush(t, e)
	gone, err := e.DeletedWikiEntries(p.ID)
	must(t, err)
	if got := versionStates(gone); !slices.Equal(got, []string{"3 delete 林墨|北境来的剑客，左手使刀。", "1 delete 柳青|药铺的女儿。"}) {
		t.Fatalf("deleted entries %q", got)
	}
	back, err := e.RestoreWikiVersion(p.ID, w.ID, gone[0].Version)
	must(t, err)
	if back.ID != w.ID || wikiState(back.Title, back.Text) != "林墨|北境来的剑客，左手使刀。" || back.Type != "character" {
		t.Fatalf("brought back %+v", back)
	}
	if gone, _ := e.DeletedWikiEntries(p.ID); len(gone) != 1 || gone[0].EntryID != other.ID {
		t.Fatalf("deleted entries after bringing one back: %+v", gone)
	}
	flush(t, e)
	flushMentions(t, e)
	checkInvariants(t, e)
	hits, err := e.Keyword().Search(keyword.Query{Text: "左手使刀", Project: p.ID, Kinds: []string{keyword.KindWiki}, K: 5})
	must(t, err)
	if len(hits) == 0 {
		t.Fatal("the restored entry's text is not searchable")
	}
	if a := appearances(t, e, w.ID); a.Total != 1 {
		t.Fatalf("the restored entry's mentions: %+v", a)
	}

	// Restoring version 1 keeps the current state as a version first,
	// so the restore itself can be undone, and the old name's mentions
	// replace the new one's.
	back.Text = "北境来的剑客，左手使刀，善饮。"
	must(t, e.UpdateWikiEntry(back))
	old, err := e.RestoreWikiVersion(p.ID, w.ID, 1)
	must(t, err)
	if wikiState(old.Title, old.Text) != "林默|北境来的剑客。" {
		t.Fatalf("restored %+v", old)
	}
	if h := history(); len(h) != 4 || h[0] != "4 restore 林墨|北境来的剑客，左手使刀，善饮。" {
		t.Fatalf("history after a restore %q", h)
	}
	flushMentions(t, e)
	if a := appearances(t, e, w.ID); a.Total != 0 {
		t.Fatalf("mentions of the old name after the restore: %+v", a)
	}

	for _, bad := range []struct {
		project, entry uint64
		version        int
		want           error
	}{
		{p.ID, w.ID, 99, ErrNotFound},
		{p.ID, w.ID + 100, 1, ErrNotFound},
		{p.ID + 100, w.ID, 1, ErrNotFound},
	} {
		if _, err := e.RestoreWikiVersion(bad.project, bad.entry, bad.version); !errors.Is(err, bad.want) {
			t.Errorf("restore %+v: %v, want %v", bad, err, bad.want)
		}
	}
}

// TestWikiHistoryIsBounded: an entry keeps its newest versionsKept
// TestRestoredWikiEntryKeepsDismissals: a mention the author dismissed
// ("not this one": the 孔明 of 孔明灯) is still dismissed after the entry
// is deleted and brought back, and the others count again.
func TestRestoredWikiEntryKeepsDismissals(t *testing.T) {
	e, p := openProject(t, "p")
	c := mustChapter(t, e, p.ID, "第一回", "孔明登台借东风。\n\n孔明灯升起，孔明笑了。")
	w, err := e.CreateWikiEntry(p.ID, WikiEntry{Title: "孔明", Type: "character"})
	must(t, err)
	flushMentions(t, e)
	must(t, e.DismissMention(w.ID, c.ID, 10, true))
	dismissedAt := func() []int {
		t.Helper()
		var at []int
		for _, m := range appearances(t, e, w.ID).Mentions {
			if m.Dismissed {
				at = append(at, m.Start)
			}
		}
		return at
	}
	if got := dismissedAt(); !slices.Equal(got, []int{10}) {
		t.Fatalf("dismissed before the deletion: %v", got)
	}

	must(t, e.DeleteWikiEntry(w.ID))
	flush(t, e)
	flushMentions(t, e)
	gone, err := e.DeletedWikiEntries(p.ID)
	must(t, err)
	_, err = e.RestoreWikiVersion(p.ID, w.ID, gone[0].Version)
	must(t, err)
	flush(t, e)
	flushMentions(t, e)
	if a := appearances(t, e, w.ID); a.Total != 2 || len(a.Mentions) != 3 {
		t.Fatalf("after the restore: %d counted of %d mentions, want 2 of 3", a.Total, len(a.Mentions))
	}
	if got := dismissedAt(); !slices.Equal(got, []int{10}) {
		t.Fatalf("dismissed after the restore: %v, want [10]", got)
	}
	checkInvariants(t, e)
}

// versions.
func TestWikiHistoryIsBounded(t *testing.T) {
	e, p := openProject(t, "p")
	w, err := e.CreateWikiEntry(p.ID, WikiEntry{Title: "林默", Text: "0"})
	must(t, err)
	for i := 1; i <= versionsKept+10; i++ {
		w.Text = fmt.Sprint(i)
		must(t, e.UpdateWikiEntry(w))
	}
	vs, err := e.WikiHistory(p.ID, w.ID)
	must(t, err)
	if len(vs) != versionsKept || vs[0].Text != fmt.Sprint(versionsKept+9) || vs[len(vs)-1].Version != 11 {
		t.Fatalf("%d versions, newest %q, oldest version %d", len(vs), vs[0].Text, vs[len(vs)-1].Version)
	}
}

// TestWikiVersionIs: a version is the entry when title, type, names and
// text agree; blank lines at either end of the text do not count.
func TestWikiVersionIs(t *testing.T) {
	v := WikiVersion{Title: "闰土", Type: "character", Aliases: []string{"阿闰"}, Text: "少年闰土。\n"}
	for _, c := range []struct {
		name string
		w    WikiEntry
		want bool
	}{
		{"same", WikiEntry{Title: "闰土", Type: "character", Aliases: []string{"阿闰"}, Text: "少年闰土。\n"}, true},
		{"trailing newline", WikiEntry{Title: "闰土", Type: "character", Aliases: []string{"阿闰"}, Text: "少年闰土。"}, true},
		{"text", WikiEntry{Title: "闰土", Type: "character", Aliases: []string{"阿闰"}, Text: "中年闰土。"}, false},
		{"title", WikiEntry{Title: "润土", Type: "character", Aliases: []string{"阿闰"}, Text: "少年闰土。"}, false},
		{"type", WikiEntry{Title: "闰土", Type: "lore", Aliases: []string{"阿闰"}, Text: "少年闰土。"}, false},
		{"aliases", WikiEntry{Title: "闰土", Type: "character", Text: "少年闰土。"}, false},
		{"exclusions", WikiEntry{Title: "闰土", Type: "character", Aliases: []string{"阿闰"}, Exclusions: []string{"闰土地"}, Text: "少年闰土。"}, false},
	} {
		if got := v.Is(c.w); got != c.want {
			t.Errorf("%s: Is = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestAutosaveKeepsOneVersionASitting: the first save of a sitting keeps
// the entry as it was; the autosaves after it store the text and keep no
// version of the drafts they replace.
func TestAutosaveKeepsOneVersionASitting(t *testing.T) {
	e, p := openProject(t, "p")
	w, err := e.CreateWikiEntry(p.ID, WikiEntry{Title: "刘备", Type: "character", Text: "字玄德。"})
	must(t, err)
	for i, text := range []string{"字玄德，涿郡", "字玄德，涿郡涿县人", "字玄德，涿郡涿县人。"} {
		w.Text = text
		save := e.AutosaveWikiEntry
		if i == 0 {
			save = e.UpdateWikiEntry
		}
		must(t, save(w))
	}
	vs, err := e.WikiHistory(p.ID, w.ID)
	must(t, err)
	if got, want := versionStates(vs), []string{"1 edit 刘备|字玄德。"}; !slices.Equal(got, want) {
		t.Fatalf("history %q, want %q", got, want)
	}
	got, err := e.WikiEntry(w.ID)
	must(t, err)
	if got.Text != "字玄德，涿郡涿县人。" {
		t.Fatalf("stored text %q", got.Text)
	}
}
