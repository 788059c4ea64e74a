package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestAdaptiveGridColumns: the grid asks for one cell's width, puts as
// many columns as fit side by side, and grows taller (pushing what is
// under it down) when the width holds fewer.
func TestAdaptiveGridColumns(t *testing.T) {
	test.NewTempApp(t)
	checks := []fyne.CanvasObject{
		widget.NewCheck("Match case", nil), widget.NewCheck("Whole word", nil),
		widget.NewCheck("Full/half width alike", nil), widget.NewCheck("Regular expression", nil),
		widget.NewCheck("Also wiki and summaries", nil),
	}
	grid := newAdaptiveGrid(2, checks...)
	below := widget.NewLabel("59 matches in 12 chapters")
	w := test.NewTempWindow(t, container.NewVBox(grid, below))
	var cell fyne.Size
	for _, c := range checks {
		cell = cell.Max(c.MinSize())
	}
	if got := grid.MinSize().Width; got != cell.Width {
		t.Fatalf("the grid asks for %v wide, want one cell, %v", got, cell.Width)
	}
	for _, c := range []struct {
		width float32
		cols  int
	}{{2*cell.Width + 40, 2}, {cell.Width + 20, 1}, {3 * cell.Width, 2}} {
		w.Resize(fyne.NewSize(c.width, 400))
		w.Content().Refresh()
		xs := map[float32]bool{}
		for _, o := range checks {
			xs[o.Position().X] = true
		}
		if len(xs) != c.cols {
			t.Errorf("%v wide: %d columns, want %d", c.width, len(xs), c.cols)
		}
		last := checks[len(checks)-1]
		if bottom := grid.Position().Y + last.Position().Y + last.Size().Height; below.Position().Y < bottom {
			t.Errorf("%v wide: the label under the grid is at %v, over its last row (ends %v)", c.width, below.Position().Y, bottom)
		}
	}
}

// TestSidePanelLeavesRoomToWrite: the side panel's tabs ask for no more
// width than the story bible's row of buttons (340 px, the widest tab
// since it was given a row of its own), so a 1024-px window keeps the
// manuscript a third of its width; the Find & Replace options asked 388.
func TestSidePanelLeavesRoomToWrite(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	for _, it := range h.u.rightTab.Items {
		if got := it.Content.MinSize().Width; got > 345 {
			t.Errorf("the %s tab asks for %v px wide", it.Text, got)
		}
	}
}
