package app

import (
	"fmt"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
	"inkflow/engine/index"
)

// TestStatusBarFitsANarrowWindow: the status bar's parts stood in one
// row as wide as all their texts, and in an 800-px Chinese window its
// last part ran out of the window. The parts that do not fit are left
// out, the least important first (the last indexing time, then the
// model), and what is shown lies inside the window.
func TestStatusBarFitsANarrowWindow(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, language: langZh})
	h.addChapter("呐喊", "狂人日记", "某君昆仲，今隐其名。")
	s := h.u.status
	// What the bar says while a book with goals is indexed.
	s.progress.SetText(lang.L("Indexing · {{.Done}} done · {{.Waiting}} waiting · {{.Running}} running", map[string]any{"Done": 240, "Waiting": 12, "Running": 1}))
	s.goals.label.SetText(goalLine(engine.GoalProgress{Goals: engine.Goals{Daily: 2000, Session: 500, Target: 100000}, Today: 1234, Session: 350, Total: 59719}))
	s.counts.SetText("16 章 · 59,719 字")
	s.model.SetText(tr("Model {{.V}}", "inkflow-static-v1"))
	s.last.SetText(tr("Last indexed {{.V}}", "16:37:05"))
	all := []*widget.Label{s.goals.label, s.counts, s.model, s.last}
	tests := []struct {
		width float32
		shown []*widget.Label // the parts shown, whole
		gone  []*widget.Label // the parts left out
	}{
		{1400, all, nil},
		{800, []*widget.Label{s.goals.label, s.counts}, []*widget.Label{s.last}},
		{600, []*widget.Label{s.counts}, []*widget.Label{s.model, s.last}},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.width), func(t *testing.T) {
			w := h.u.Window()
			w.Resize(fyne.NewSize(tt.width, 700))
			if got := w.Canvas().Size().Width; got > tt.width+1 {
				t.Fatalf("the window is %.0f wide, asked %.0f: something holds it wider", got, tt.width)
			}
			d := fyne.CurrentApp().Driver()
			for _, l := range tt.shown {
				if !shownIn(w.Content(), l) {
					t.Errorf("%q is not shown", l.Text)
					continue
				}
				if right := d.AbsolutePositionForObject(l).X + l.MinSize().Width; right > tt.width+1 {
					t.Errorf("%q ends at %.0f, past the window's %.0f", l.Text, right, tt.width)
				}
			}
			for _, l := range tt.gone {
				if shownIn(w.Content(), l) {
					t.Errorf("%q is shown; a more important part should have its room", l.Text)
				}
			}
		})
	}
}

// shownIn reports whether o is drawn inside root: it and everything
// holding it visible.
func shownIn(root, o fyne.CanvasObject) bool {
	if !root.Visible() {
		return false
	}
	if root == o {
		return true
	}
	for _, k := range childrenOf(root) {
		if shownIn(k, o) {
			return true
		}
	}
	return false
}

// TestBookPercent: the book's progress shows as many decimals as it
// takes to move: a 300,000-字 target read "全书 0%" until 3,000 字 were
// written. It is never rounded up, so 100 means the target is reached.
func TestBookPercent(t *testing.T) {
	tests := []struct {
		total, target int
		want          string
	}{
		{0, 300_000, "0"},
		{1, 300_000, "<0.01"},
		{240, 300_000, "0.08"},
		{2_999, 300_000, "0.99"},
		{3_000, 300_000, "1"},
		{300, 3_000, "10"},
		{4, 100, "4"},
		{30, 100_000, "0.03"},
		{300, 100_000, "0.3"},
		{7_650, 300_000, "2.5"},
		{29_999, 300_000, "9.9"},
		{30_000, 300_000, "10"},
		{299_999, 300_000, "99"},
		{300_000, 300_000, "100"},
		{450_000, 300_000, "150"},
	}
	for _, tt := range tests {
		if got := bookPercent(tt.total, tt.target); got != tt.want {
			t.Errorf("bookPercent(%d, %d) = %q, want %q", tt.total, tt.target, got, tt.want)
		}
	}
	useLanguage(t, langZh)
	line := goalLine(engine.GoalProgress{Goals: engine.Goals{Target: 300_000}, Total: 240})
	if line != "全书 0.08%" {
		t.Errorf("the status bar says %q for 240 of 300,000 字, want 全书 0.08%%", line)
	}
}

// TestGoalLineSaysTheTargetsPlural: the status bar said a target of one
// in the plural ("today +122 / 1 words · session +0 / 1 words"); the
// target's unit follows the target's own number, in both languages.
// Nothing written is 0, not "+0".
func TestGoalLineSaysTheTargetsPlural(t *testing.T) {
	tests := []struct {
		language string
		p        engine.GoalProgress
		want     string
	}{
		{langEn, engine.GoalProgress{Goals: engine.Goals{Mode: engine.CountWords, Daily: 1, Session: 1}, Today: 122},
			"today +122 / 1 word · session 0 / 1 word"},
		{langEn, engine.GoalProgress{Goals: engine.Goals{Mode: engine.CountWords, Daily: 2000, Session: 500}, Today: 1, Session: 1},
			"today +1 / 2,000 words · session +1 / 500 words"},
		{langEn, engine.GoalProgress{Goals: engine.Goals{Mode: engine.CountChars, Daily: 1}},
			"today 0 / 1 character"},
		{langZh, engine.GoalProgress{Goals: engine.Goals{Mode: engine.CountZi, Daily: 2000}},
			"今日 0 / 2,000 字"},
		{langZh, engine.GoalProgress{Goals: engine.Goals{Mode: engine.CountZi, Daily: 2000, Session: 1}, Today: 4, Session: 4},
			"今日 +4 / 2,000 字 · 本次 +4 / 1 字"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			useLanguage(t, tt.language)
			if got := goalLine(tt.p); got != tt.want {
				t.Errorf("goalLine = %q, want %q", got, tt.want)
			}
		})
	}
}

// TestIndexingLineCountsWhatIsDone: while a long book is imported each
// chapter indexed queues its generated summary, so the waiting count
// stands still (the real window read "等待 391" from the first second of
// a 394-chapter import to the last) and the line showed no progress. It
// counts the tasks done since the run of indexing began, from 0 again
// after the index was up to date.
func TestIndexingLineCountsWhatIsDone(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	s := h.u.status
	steps := []struct {
		ev   index.Event
		want string
	}{
		{index.Event{Kind: index.EventIdle, Done: 40}, "Index up to date"},
		{index.Event{Kind: index.EventRunning, Pending: 391, Running: 2, Done: 40}, "Indexing · 0 done · 391 waiting · 2 running"},
		{index.Event{Kind: index.EventDone, Pending: 391, Running: 3, Done: 100}, "Indexing · 60 done · 391 waiting · 3 running"},
		{index.Event{Kind: index.EventDone, Pending: 390, Running: 1, Done: 1240}, "Indexing · 1,200 done · 390 waiting · 1 running"},
		{index.Event{Kind: index.EventIdle, Done: 1628}, "Index up to date"},
		{index.Event{Kind: index.EventPending, Pending: 1, Done: 1628}, "Indexing · 0 done · 1 waiting · 0 running"},
	}
	for i, st := range steps {
		s.indexProgress(st.ev, time.Time{}, nil, nil)
		if got := s.progress.Text; got != st.want {
			t.Errorf("step %d: the line reads %q, want %q", i+1, got, st.want)
		}
	}
}
