package app

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// shownTabs counts the side panel's tab buttons on screen and reports
// whether Fyne's "…" (the tabs that did not fit) shows; the tabs' pages
// (the Wiki's own tabs) are not looked into.
func shownTabs(tabs *container.AppTabs) (buttons int, overflow bool) {
	pages := map[fyne.CanvasObject]bool{}
	for _, it := range tabs.Items {
		pages[it.Content] = true
	}
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if !o.Visible() || pages[o] {
			return
		}
		if fmt.Sprintf("%T", o) == "*container.tabButton" {
			buttons++
		}
		if b, ok := o.(*widget.Button); ok && b.Icon != nil && b.Icon.Name() == theme.MoreHorizontalIcon().Name() {
			overflow = true
		}
		for _, k := range childrenOf(o) {
			walk(k)
		}
	}
	walk(tabs)
	return buttons, overflow
}

// TestSideTabsAllShow: at the window sizes a laptop gives every side
// panel tab shows, none under "…". At 1000×700 in Chinese 查找替换 and
// 快照 went under it (292 px of panel, 334 of tabs); now the Chinese tabs
// are two characters each and show their words at every width, and the
// English ones show their words where they fit and their icons, with the
// open tab's word, where they do not.
func TestSideTabsAllShow(t *testing.T) {
	tests := []struct {
		language string
		size     fyne.Size
		words    bool // every tab shows its word
		open     int  // the tab opened (Ctrl+1…6) before looking
	}{
		{langZh, fyne.NewSize(1000, 700), true, 0},
		{langZh, fyne.NewSize(1000, 700), true, 5},
		{langZh, fyne.NewSize(1280, 820), true, 4},
		{langZh, fyne.NewSize(1920, 1080), true, 0},
		{langEn, fyne.NewSize(1024, 700), false, 0},
		{langEn, fyne.NewSize(1024, 700), false, 5},
		{langEn, fyne.NewSize(1100, 700), false, 3},
		{langEn, fyne.NewSize(1280, 820), false, 4},
		{langEn, fyne.NewSize(1400, 900), true, 2},
		{langEn, fyne.NewSize(1920, 1080), true, 0},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s %v tab %d", tt.language, tt.size, tt.open+1), func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: tt.language})
			u := h.u
			u.Window().Resize(tt.size)
			u.goTab(tt.open)
			h.pump()
			if !u.rightTab.Visible() {
				t.Fatal("the side panel is hidden")
			}
			buttons, overflow := shownTabs(u.rightTab)
			if buttons != sideTabCount || overflow {
				t.Errorf("panel %.0f px: %d tabs shown, %v under \"…\"", u.rightTab.Size().Width, buttons, overflow)
			}
			for i, it := range u.rightTab.Items {
				switch {
				case it.Text == "" && it.Icon == nil:
					t.Errorf("tab %d shows nothing", i+1)
				case tt.words && (it.Text == "" || it.Icon != nil):
					t.Errorf("tab %d shows %q and icon %v, want its word alone", i+1, it.Text, it.Icon != nil)
				case i == tt.open && it.Text == "":
					t.Errorf("the open tab %d does not show its word", i+1)
				}
			}
		})
	}
}

// TestGoMenuNamesTabsInFull: the Go menu names the tabs in full
// (查找替换, Find & Replace) whatever their tabs show.
func TestGoMenuNamesTabsInFull(t *testing.T) {
	for lang, want := range map[string]string{langZh: "查找替换", langEn: "Find & Replace"} {
		h := newHarness(t, harnessOptions{noModel: true, language: lang})
		h.u.Window().Resize(fyne.NewSize(1024, 700))
		h.pump()
		found := false
		for _, m := range h.u.Window().MainMenu().Items {
			for _, it := range m.Items {
				found = found || it.Label == want
			}
		}
		if !found {
			t.Errorf("%s: no menu item %q", lang, want)
		}
		h.close()
	}
}

// tabNamed is the side panel tab of that full name (Find & Replace),
// whatever its tab shows (Replace, or its icon).
func tabNamed(u *UI, name string) *container.TabItem {
	for i, it := range u.rightTab.Items {
		if u.tabFit.names[i].name == name {
			return it
		}
	}
	return nil
}

// selectedTabName is the full name of the open side panel tab.
func selectedTabName(u *UI) string {
	return u.tabFit.names[u.rightTab.SelectedIndex()].name
}
