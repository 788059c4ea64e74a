package app

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// shownText is what a rich text draws: its visible text objects in
// order, as laid out at its present size.
func shownText(rt fyne.CanvasObject) string {
	var b strings.Builder
	walkObjects(rt, func(o fyne.CanvasObject) bool {
		if t, ok := o.(*canvas.Text); ok && t.Visible() {
			b.WriteString(t.Text)
		}
		return false
	})
	return b.String()
}

// TestReplaceRowShowsWhereItCuts: a result row of Find & Replace too
// narrow for the line after its match shows the match whole and ends in
// "…" where the context is cut, in Chinese and in English. Before, the
// context after the match stopped mid-word with no sign of the cut.
func TestReplaceRowShowsWhereItCuts(t *testing.T) {
	for _, tc := range []struct {
		name, project, text, pattern, replacement string
	}{
		{"english", "Frankenstein", "Then Clerval walked slowly to the market of the old town, and bought bread for everyone waiting there.", "Clerval", ""},
		{"english, replacing", "Frankenstein", "Then Clerval walked slowly to the market of the old town, and bought bread for everyone waiting there.", "Clerval", "Carlisle"},
		{"chinese", "三国", "　　玄德问孔明何计，孔明笑而不答，只教众人各自回营歇息，明日再作计较。", "孔明何计", ""},
		{"chinese, replacing", "三国", "　　玄德问孔明何计，孔明笑而不答，只教众人各自回营歇息，明日再作计较。", "孔明何计", "诸葛亮何计"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{shellOnly: true, noModel: true, ui: Options{SearchDelay: time.Hour}})
			rp := newReplacePanel(h.u)
			h.addChapter(tc.project, "One", tc.text)
			h.showPanel(rp.content())
			h.u.Window().Resize(fyne.NewSize(380, 500))
			rp.pattern.SetText(tc.pattern)
			rp.replacement.SetText(tc.replacement)
			waitResults(h, rp, tc.pattern, tc.replacement)
			rt, _, _ := findRowView(t, rp.list, tc.pattern)
			rt.Refresh()
			got := shownText(rt)
			t.Logf("the row shows %q", got)
			if !strings.Contains(got, tc.pattern) {
				t.Errorf("the row shows %q: the match %q is cut", got, tc.pattern)
			}
			if tc.replacement != "" && !strings.Contains(got, tc.replacement) {
				t.Errorf("the row shows %q: the replacement %q is cut", got, tc.replacement)
			}
			if !strings.HasSuffix(got, "…") {
				t.Errorf("the row shows %q (%.0f px wide), cut with no ellipsis", got, rt.Size().Width)
			}
		})
	}
}
