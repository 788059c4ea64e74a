package app

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"

	"inkflow/engine/search"
)

// TestWikiPanelEntries creates a character through the Wiki tab, finds it
// with the search panel, opens it from its result card, edits it, and
// deletes it, after which search no longer returns it.
func TestWikiPanelEntries(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	p, _ := h.addChapter("灯塔", "第一章", paraHarbor)
	h.flush()
	w := h.u.wiki
	h.waitFor("the wiki to load", func() bool { return h.u.state.projectID() == p.ID })

	w.newEntry()
	if h.u.Window().Canvas().Focused() != w.title {
		t.Fatal("New entry should put the cursor in the name")
	}
	test.Type(w.title, "林默")
	w.typ.SetSelected(wikiTypeName("character"))
	test.Type(w.aliases, "守灯人，阿默、 老林")
	test.Type(w.text, "林默是北礁灯塔的守望者，沉默寡言，左手有一道被缆绳勒出的旧疤。他相信沉船会在灯灭之时归来。")
	test.Tap(w.save)
	h.waitFor("the entry to be listed", func() bool { return len(w.entries) == 1 && w.state.Text == "Saved" })
	got, err := h.eng.WikiEntry(w.entries[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.Title != "林默" || got.Type != "character" || !slices.Equal(got.Aliases, []string{"守灯人", "阿默", "老林"}) {
		t.Fatalf("stored entry %+v", got)
	}
	h.flush()

	w.clearForm()
	cards := h.search("守望者 旧疤")
	i := slices.IndexFunc(cards, func(c *resultCard) bool { return c.res.Kind == search.KindWiki })
	if i < 0 {
		t.Fatalf("search did not find the wiki entry:%s", describe(cards))
	}
	if got := cards[i].title.Text; got != "Wiki · 林默 (Character)" {
		t.Fatalf("wiki card title %q", got)
	}
	test.Tap(cards[i])
	h.waitFor("the entry to open in the Wiki tab", func() bool {
		return h.u.rightTab.SelectedIndex() == 2 && w.editing && w.current == got.ID
	})

	w.text.SetText(w.text.Text + "他养了一只独眼的猫。")
	if w.state.Text != "Unsaved changes" {
		t.Fatalf("state after an edit: %q", w.state.Text)
	}
	test.Tap(w.save)
	h.waitFor("the edit to save", func() bool { return w.state.Text == "Saved" })
	if e, _ := h.eng.WikiEntry(got.ID); e.Text != w.text.Text {
		t.Fatal("the edit was not stored")
	}

	test.Tap(w.remove)
	h.tapDialogButton("Delete")
	h.waitFor("the entry to go", func() bool { return len(w.entries) == 0 && !w.editing })
	h.flush()
	for _, c := range h.search("守望者 旧疤") {
		if c.res.Kind == search.KindWiki {
			t.Fatal("search still returns the deleted wiki entry")
		}
	}
}
