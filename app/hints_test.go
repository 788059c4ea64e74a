package app

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
)

// TestToolbarButtonsNameTheirAction: the pointer resting on a sidebar
// button names what it does, in a layer that takes no clicks; leaving
// the button or pressing it takes the name away.
func TestToolbarButtonsNameTheirAction(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, language: langZh})
	var split *hintButton
	for _, it := range slices.Concat(h.u.sidebar.toolbars[0].Items, h.u.sidebar.toolbars[1].Items) {
		if a, ok := it.(*hintAction); ok && a.btn.hint == "在光标处拆分章节…" {
			split = a.btn
		}
	}
	if split == nil {
		t.Fatal("no hinted split button in the sidebar's toolbar")
	}
	shown := func() string {
		for _, o := range h.u.hints.layer.Objects {
			if txt, ok := o.(*canvas.Text); ok {
				return txt.Text
			}
		}
		return ""
	}
	split.MouseIn(&desktop.MouseEvent{})
	h.waitFor("the hint", func() bool { return shown() == "在光标处拆分章节…" })
	for _, o := range h.u.hints.layer.Objects {
		if _, ok := o.(fyne.Tappable); ok {
			t.Fatalf("the hint layer holds a %T, which would take clicks", o)
		}
	}
	split.MouseOut()
	if shown() != "" {
		t.Fatal("the hint stayed after the pointer left")
	}
	split.MouseIn(&desktop.MouseEvent{})
	h.waitFor("the hint again", func() bool { return shown() != "" })
	split.Tapped(&fyne.PointEvent{})
	if shown() != "" {
		t.Fatal("the hint stayed after the button was pressed")
	}
}
