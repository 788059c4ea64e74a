package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestTreeRowTitleBeforeCount: a narrow sidebar (an 800-px window) left
// a chapter row "L…  1,198 words" and a project row its count alone, the
// count taking its whole width and the title the rest. The title comes
// first: the count shows only beside a title with its first letters in
// view, and otherwise gives way.
func TestTreeRowTitleBeforeCount(t *testing.T) {
	test.NewTempApp(t)
	tests := []struct {
		name, title, count    string
		bold                  bool
		width                 float32
		wholeTitle, showCount bool
	}{
		{"wide chapter row", "Letter 1", "1,198 words", false, 300, true, true},
		{"narrow chapter row", "Letter 1", "1,198 words", false, 130, true, false},
		{"wide project row", "Frankenstein", "28 ch · 75k words", true, 300, true, true},
		{"narrow project row", "Frankenstein", "28 ch · 75k words", true, 150, true, false},
		// A long title beside its count keeps its first letters, cut.
		{"long title", "The Lighthouse Keeper and the Sea", "3 ch · 122 words", true, 300, false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := newTreeRow()
			r.setTitle(tt.title, tt.bold)
			r.count.SetText(tt.count)
			w := test.NewTempWindow(t, r)
			w.SetPadded(false)
			w.Resize(fyne.NewSize(tt.width, 40))
			r.Resize(fyne.NewSize(tt.width, 40))
			shown := r.title.Text
			if tt.wholeTitle && shown != tt.title {
				t.Errorf("at %.0f px the title reads %q, want %q whole", tt.width, shown, tt.title)
			}
			if !tt.wholeTitle && (shown == tt.title || len([]rune(strings.TrimSuffix(shown, "…"))) < 6) {
				t.Errorf("at %.0f px the title reads %q, want its first letters and …", tt.width, shown)
			}
			if r.count.Visible() != tt.showCount {
				t.Errorf("at %.0f px the count shows: %v, want %v", tt.width, r.count.Visible(), tt.showCount)
			}
			if tt.showCount {
				titleEnd := r.title.Position().X + r.title.Size().Width
				if titleEnd > r.count.Position().X {
					t.Errorf("the title ends at %.0f, over the count at %.0f", titleEnd, r.count.Position().X)
				}
				if end := r.count.Position().X + r.count.Size().Width; end > tt.width+0.5 {
					t.Errorf("the count ends at %.0f, past the row's %.0f", end, tt.width)
				}
			}
		})
	}
}
