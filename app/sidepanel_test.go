package app

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"

	"inkflow/engine"
)

// TestManuscriptWinsNarrowWindow: at 800×600 the side panel kept its
// minimum width and left the manuscript about 235 px, narrower than the
// panel. Now a window too narrow for both hides the panel and the
// manuscript takes the width; from 1024×700 up the panel stays beside a
// manuscript at least minManuscriptWidth wide, in English and Chinese.
func TestManuscriptWinsNarrowWindow(t *testing.T) {
	tests := []struct {
		language  string
		size      fyne.Size
		wantPanel bool
	}{
		{langEn, fyne.NewSize(800, 560), false},
		{langEn, fyne.NewSize(800, 600), false},
		{langEn, fyne.NewSize(1024, 700), true},
		{langEn, fyne.NewSize(1280, 820), true},
		{langEn, fyne.NewSize(1400, 900), true},
		{langZh, fyne.NewSize(800, 600), false},
		{langZh, fyne.NewSize(1024, 700), true},
		{langZh, fyne.NewSize(1400, 900), true},
	}
	for _, tt := range tests {
		h := newHarness(t, harnessOptions{noModel: true, language: tt.language})
		h.u.win.Resize(tt.size)
		ed, panel := h.u.splits[1].Leading, h.u.rightTab
		if got := panel.Visible(); got != tt.wantPanel {
			t.Errorf("%s %v: panel shown %v, want %v (manuscript %v wide, panel %v)", tt.language, tt.size, got, tt.wantPanel, ed.Size().Width, panel.Size().Width)
			continue
		}
		if ed.Size().Width < minManuscriptWidth {
			t.Errorf("%s %v: manuscript %v wide, want at least %d", tt.language, tt.size, ed.Size().Width, minManuscriptWidth)
		}
		if tt.wantPanel && ed.Size().Width < panel.Size().Width {
			t.Errorf("%s %v: manuscript %v narrower than the panel %v", tt.language, tt.size, ed.Size().Width, panel.Size().Width)
		}
		h.close()
	}
}

// TestSidePanelComesBackWhenAsked: in a narrow window a command that acts
// in a side tab shows the panel (the author asked for it); View › Side
// Panel hides it and shows it again at any width, and a wide window again
// after a narrow one shows it unless the author hid it.
func TestSidePanelComesBackWhenAsked(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	u := h.u
	u.win.Resize(fyne.NewSize(800, 600))
	if u.rightTab.Visible() {
		t.Fatal("the panel shows at 800×600")
	}
	u.command(cmdFindReplace)
	if !u.rightTab.Visible() || u.rightTab.Selected() != u.tabOf[cmdFindReplace] {
		t.Fatal("Find and Replace did not bring the panel back in a narrow window")
	}
	u.command(cmdSidePanel)
	if u.rightTab.Visible() {
		t.Fatal("View › Side Panel did not hide the panel")
	}
	u.win.Resize(fyne.NewSize(1280, 820))
	if u.rightTab.Visible() {
		t.Fatal("the panel the author hid came back in a wide window")
	}
	if !h.a.Preferences().Bool(prefPanelHidden) {
		t.Fatal("the author's hiding the panel is not kept for the next start")
	}
	u.command(cmdSidePanel)
	if !u.rightTab.Visible() {
		t.Fatal("View › Side Panel did not show the panel again")
	}
	u.win.Resize(fyne.NewSize(800, 600))
	if u.rightTab.Visible() {
		t.Fatal("the panel stayed in a window narrowed again")
	}
	u.goTab(2)
	if !u.rightTab.Visible() {
		t.Fatal("Ctrl+3 did not bring the panel back")
	}
}

// TestSidePanelAtLaptopSizes: a 13-inch laptop's window (1000×700) shows
// the chapter list, the manuscript and the side panel together, in
// English as in Chinese, whichever tab is up and with a story-bible
// entry open; so do 1280×800 and 1400×900. At 1000×700 the English
// panel stepped aside: the Wiki tab's three buttons in a row (340 px)
// and the Snapshots tab's two (330 px) held it wider than the 338 px
// the window leaves beside 400 px of manuscript; the Chinese one fitted.
func TestSidePanelAtLaptopSizes(t *testing.T) {
	sizes := []fyne.Size{fyne.NewSize(1000, 700), fyne.NewSize(1280, 800), fyne.NewSize(1400, 900)}
	for _, language := range []string{langEn, langZh} {
		for _, size := range sizes {
			t.Run(fmt.Sprintf("%s %.0fx%.0f", language, size.Width, size.Height), func(t *testing.T) {
				h := newHarness(t, harnessOptions{noModel: true, language: language})
				p, _ := h.addChapter("Frankenstein", "Chapter 5", "Clerval came to Ingolstadt.")
				w, err := h.eng.CreateWikiEntry(p.ID, engine.WikiEntry{Title: "Clerval", Type: "character", Text: "Victor's friend."})
				if err != nil {
					t.Fatal(err)
				}
				h.u.Window().Resize(size)
				h.waitFor("the project to open", func() bool { return h.u.state.projectID() == p.ID })
				h.u.state.openWiki(p.ID, w.ID)
				h.waitFor("the entry to open", func() bool { return h.u.wiki.editing && h.u.wiki.form.Visible() })
				chapters, ed, panel := h.u.splits[0].Leading, h.u.splits[1].Leading, h.u.rightTab
				for i := range panel.Items {
					panel.SelectIndex(i)
					h.pump()
					if !panel.Visible() || !h.u.side.shown() {
						t.Errorf("tab %d: the side panel is hidden (manuscript %.0f px, panel needs %.0f)", i, ed.Size().Width, panel.MinSize().Width)
						continue
					}
					if chapters.Size().Width < chapters.MinSize().Width || ed.Size().Width < minManuscriptWidth {
						t.Errorf("tab %d: chapter list %.0f px (needs %.0f), manuscript %.0f px (needs %d)",
							i, chapters.Size().Width, chapters.MinSize().Width, ed.Size().Width, minManuscriptWidth)
					}
					if panel.Size().Width < panel.MinSize().Width-0.5 {
						t.Errorf("tab %d: panel %.0f px, narrower than its content's %.0f", i, panel.Size().Width, panel.MinSize().Width)
					}
					if right := fyne.CurrentApp().Driver().AbsolutePositionForObject(panel).X + panel.Size().Width; right > size.Width+0.5 {
						t.Errorf("tab %d: panel ends at %.0f, past the window's %.0f", i, right, size.Width)
					}
				}
			})
		}
	}
}
