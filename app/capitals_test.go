package app

import (
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"

	"inkflow/engine"
)

// minorWords stay lower case inside a title-case label ("Merge with Next
// Chapter…", "Find and Replace in Project").
var minorWords = map[string]bool{
	"a": true, "an": true, "and": true, "as": true, "at": true, "but": true, "by": true,
	"for": true, "in": true, "nor": true, "of": true, "on": true, "or": true, "the": true,
	"to": true, "with": true,
}

// titleCaseSlip returns the first word of label that title case would
// capitalise but label does not, or "".
func titleCaseSlip(label string) string {
	for i, w := range strings.Fields(label) {
		r := []rune(w)
		if len(r) == 0 || !unicode.IsLetter(r[0]) || unicode.IsUpper(r[0]) {
			continue
		}
		if i > 0 && minorWords[strings.ToLower(strings.TrimRight(w, "…."))] {
			continue
		}
		return w
	}
	return ""
}

// buttonTexts lists the labels of the buttons inside o.
func buttonTexts(o fyne.CanvasObject) []string {
	var out []string
	walkObjects(o, func(obj fyne.CanvasObject) bool {
		if b, ok := asButton(obj); ok && strings.TrimSpace(b.Text) != "" {
			out = append(out, b.Text)
		}
		return false
	})
	return out
}

// TestEnglishButtonsInTitleCase: the English interface capitalises its
// buttons and context menus as its main menu, in title case ("Replace
// All", "Take Snapshot", "Delete for Good"). Some buttons said "New
// entry", "Test connection" or "Restore defaults" beside "Suggestions…"
// and "Replace Here"; the chapter's context menu had "Rename chapter"
// under "Split Chapter at Cursor…", the editor's "Select all" where the
// Edit menu has "Select All": slips to an English writer.
func TestEnglishButtonsInTitleCase(t *testing.T) {
	h := newHarness(t, harnessOptions{language: langEn})
	u := h.u
	p, c := h.addChapter("Frankenstein", "Chapter 1", "I am by birth a Genevese, and my family is one of the most distinguished of that republic.")
	if _, err := h.eng.CreateWikiEntry(p.ID, engine.WikiEntry{Title: "Victor", Type: "character", Text: "A student."}); err != nil {
		t.Fatal(err)
	}
	h.openInTree(p.ID, c.ID)
	h.flush()
	top := func() fyne.CanvasObject { return u.Window().Canvas().Overlays().Top() }
	seen := map[string]string{}
	collect := func(where string, o fyne.CanvasObject) {
		t.Helper()
		if o == nil {
			t.Fatalf("%s: nothing shown", where)
		}
		for _, s := range buttonTexts(o) {
			if _, ok := seen[s]; !ok {
				seen[s] = where
			}
		}
	}
	closeTop := func() { u.Window().Canvas().Overlays().Remove(top()) }
	for i := range u.rightTab.Items {
		u.rightTab.SelectIndex(i)
		h.pump()
		collect("right panel", u.Window().Content())
	}
	u.command(cmdFindReplace)
	collect("find and replace", u.Window().Content())
	u.command(cmdReplaceInChapter)
	collect("replace in chapter", u.Window().Content())
	u.editor.find.hide()
	u.showSettings()
	for i := range u.settings.tabs.Items {
		u.settings.tabs.SelectIndex(i)
		collect("settings", top())
	}
	closeTop()
	u.showGoalsDialog()
	h.waitFor("the goals dialog", func() bool { return top() != nil })
	collect("goals dialog", top())
	closeTop()
	u.showExportDialog()
	h.waitFor("the export dialog", func() bool { return top() != nil })
	collect("export dialog", top())
	closeTop()
	u.confirmReindex()
	collect("rebuild index dialog", top())
	closeTop()
	u.command(cmdTakeSnapshot)
	collect("take snapshot dialog", top())
	closeTop()
	// The context menus: the chapter's in the sidebar and the editor's.
	for _, it := range u.sidebar.chapterMenuItems().Items {
		if !it.IsSeparator {
			seen[it.Label] = "chapter context menu"
		}
	}
	u.editor.text.TappedSecondary(&fyne.PointEvent{Position: fyne.NewPos(20, 20)})
	h.waitFor("the editor's context menu", func() bool { return top() != nil })
	for _, s := range visibleStrings(top()) {
		if !strings.HasPrefix(s, "Ctrl") && strings.TrimSpace(s) != "" {
			seen[s] = "editor context menu"
		}
	}
	closeTop()
	if len(seen) < 15 {
		t.Fatalf("only %d buttons seen: the walk missed the UI", len(seen))
	}
	for label, where := range seen {
		if w := titleCaseSlip(label); w != "" {
			t.Errorf("%s: %q has %q in lower case", where, label, w)
		}
	}
}
