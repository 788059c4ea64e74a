package app

import (
	"testing"

	"fyne.io/fyne/v2"
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
