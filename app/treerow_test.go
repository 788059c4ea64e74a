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
			r.setTitle(tt.title, tt.bold, nil)
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

// TestProjectRowsKeepTheirEnds: three projects named after one book, cut
// to a sidebar row beside their counts, read alike at their ends cut
// ("The Wonderful …" thrice, the "(2)" and "(3)" hidden). A project's
// name is cut in its middle, so each row shows its end; a chapter's
// title is still cut at its end.
func TestProjectRowsKeepTheirEnds(t *testing.T) {
	test.NewTempApp(t)
	shown := map[string]bool{}
	for _, tt := range []struct {
		title   string
		project bool
		want    func(string) bool
	}{
		{"The Wonderful Wizard of Oz", true, func(s string) bool { return strings.HasPrefix(s, "The") && strings.HasSuffix(s, "of Oz") }},
		{"The Wonderful Wizard of Oz (2)", true, func(s string) bool { return strings.HasPrefix(s, "The") && strings.HasSuffix(s, "(2)") }},
		{"The Wonderful Wizard of Oz (3)", true, func(s string) bool { return strings.HasPrefix(s, "The") && strings.HasSuffix(s, "(3)") }},
		{"Chapter Three: How Dorothy Saved the Scarecrow", false, func(s string) bool { return strings.HasPrefix(s, "Chapter Thr") && strings.HasSuffix(s, "…") }},
	} {
		r := newTreeRow()
		r.setTitle(tt.title, tt.project, nil)
		r.count.SetText("6 ch · 10.1k words")
		w := test.NewTempWindow(t, r)
		w.SetPadded(false)
		w.Resize(fyne.NewSize(300, 40))
		r.Resize(fyne.NewSize(300, 40))
		got := r.title.Text
		if got == tt.title || !strings.Contains(got, "…") || !tt.want(got) {
			t.Errorf("%q in a 300-px row reads %q", tt.title, got)
		}
		if shown[got] {
			t.Errorf("two rows read %q", got)
		}
		shown[got] = true
	}
}

// TestChapterRowsOfAVolumeTellApart: a web novel imported with 卷
// headings titles its chapters "卷二 花丛 · 第一百二十八章 闹张园…"; in the
// real window's 245-px sidebar every row of the volume read "卷二 花丛 ·
// 第一百二十…", the chapters impossible to tell apart. A row too narrow
// for the whole title drops the volume's prefix first; one wide enough
// shows it all.
func TestChapterRowsOfAVolumeTellApart(t *testing.T) {
	test.NewTempApp(t)
	for _, tt := range []struct {
		name, title string
		width       float32
		want        func(string) bool
	}{
		{"narrow, volume dropped", "卷二 花丛 · 第一百二十八章 闹张园醋海起风潮", 200,
			func(s string) bool { return strings.HasPrefix(s, "第一百二十八章") }},
		{"narrow, the next chapter", "卷二 花丛 · 第一百二十九章 章秋谷席间作说客", 200,
			func(s string) bool { return strings.HasPrefix(s, "第一百二十九章") }},
		{"wide, whole", "卷二 花丛 · 第一百二十八章 闹张园", 900,
			func(s string) bool { return s == "卷二 花丛 · 第一百二十八章 闹张园" }},
		{"narrow, no volume", "第一百二十八章 闹张园醋海起风潮再起风潮", 200,
			func(s string) bool {
				return strings.HasPrefix(s, "第一百二十八章") && strings.HasSuffix(s, "…")
			}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := newTreeRow()
			r.setTitle(tt.title, false, nil)
			w := test.NewTempWindow(t, r)
			w.SetPadded(false)
			w.Resize(fyne.NewSize(tt.width, 40))
			r.Resize(fyne.NewSize(tt.width, 40))
			if shown := r.title.Text; !tt.want(shown) {
				t.Errorf("at %.0f px the row reads %q", tt.width, shown)
			}
		})
	}
}
