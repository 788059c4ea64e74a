package engine

import (
	"slices"
	"testing"

	"inkflow/storage"
	"inkflow/storage/keyword"
)

// TestWikiAndSummaryIndexed: wiki entries and summaries go through the
// same pipeline, are searchable by kind, and vanish with their owners (P6).
func TestWikiAndSummaryIndexed(t *testing.T) {
	e, p := openProject(t, "p")
	c := mustChapter(t, e, p.ID, "第一回", plainText(1, 1500))
	w, err := e.CreateWikiEntry(p.ID, WikiEntry{Title: "贾宝玉", Type: "character", Aliases: []string{" 宝玉 ", ""}, Text: "贾宝玉，荣国府贾政之子，衔玉而生。\n\n性情温和，厌恶仕途经济。"})
	must(t, err)
	if !slices.Equal(w.Aliases, []string{"宝玉"}) || w.Text == "" {
		t.Fatalf("entry %+v", w)
	}
	s, err := e.SetSummary(c.ID, "本回写甄士隐梦幻识通灵，贾雨村风尘怀闺秀。")
	must(t, err)
	if s.ChapterID != c.ID || s.Text == "" {
		t.Fatalf("summary %+v", s)
	}
	flush(t, e)
	checkInvariants(t, e)
	for kind, query := range map[string]string{keyword.KindWiki: "衔玉而生", keyword.KindSummary: "甄士隐"} {
		hits, err := e.Keyword().Search(keyword.Query{Text: query, Project: p.ID, Kinds: []string{kind}, K: 5})
		must(t, err)
		if len(hits) == 0 {
			t.Fatalf("no %s hit for %q", kind, query)
		}
		child, err := e.DB().Child(hits[0].ID)
		must(t, err)
		parent, err := e.DB().Parent(child.ParentID)
		must(t, err)
		if parent.Owner.Kind.String() != kind || parent.ProjectID != p.ID {
			t.Fatalf("%s hit belongs to %s", kind, parent.Owner)
		}
	}
	w.Text = "贾宝玉，字怡红公子。"
	must(t, e.UpdateWikiEntry(w))
	_, err = e.SetSummary(c.ID, "  ")
	must(t, err)
	if _, ok, _ := e.Summary(c.ID); ok {
		t.Fatal("empty text did not delete the summary")
	}
	flush(t, e)
	checkInvariants(t, e)
	must(t, e.DeleteWikiEntry(w.ID))
	must(t, e.DeleteChapter(c.ID))
	flush(t, e)
	checkInvariants(t, e)
	must(t, e.DB().View(func(tx *storage.Tx) error {
		n, err := tx.Counts()
		if n.Parents+n.Children+n.Blocks+n.WikiEntries+n.Summaries != 0 {
			t.Errorf("left behind: %+v", n)
		}
		return err
	}))
}
