package app

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"inkflow/engine"
)

// TestGoalsDialogChartsTheHistory writes for 30 simulated days (an
// injected clock), with a day that deletes more than it adds, then opens
// the goals dialog: the chart has one bar per day with the right values,
// the progress line is right, and Save stores edited goals. With
// INKFLOW_WRITE_SCREENSHOTS=1 it renders the dialog (Fyne's software
// painter) into docs/screenshots/goals.png.
func TestGoalsDialogChartsTheHistory(t *testing.T) {
	var (
		mu  sync.Mutex
		now = time.Date(2026, 11, 1, 20, 0, 0, 0, time.Local)
	)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	eng, err := engine.Open(engine.Options{DataDir: t.TempDir(), Clock: clock, Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer eng.Close()
	p, err := eng.CreateProject("长篇")
	if err != nil {
		t.Fatal(err)
	}
	if err := eng.SetGoals(p.ID, engine.Goals{Mode: engine.CountZi, Target: 120000, Deadline: "2026-12-31", Daily: 3000, Session: 1000}); err != nil {
		t.Fatal(err)
	}
	c, err := eng.CreateChapter(p.ID, "第一章")
	if err != nil {
		t.Fatal(err)
	}
	text := ""
	want := map[string]int{}
	for day := 0; day < 30; day++ {
		n := 1200 + (day*977)%3400 // a plausible, uneven month
		if day%7 == 5 {
			n = 0 // a day off
		}
		if day == 12 {
			// A day of cutting: 1,500 字 deleted, 400 written.
			text = string([]rune(text)[:len([]rune(text))-1500]) + strings.Repeat("删", 400)
			n = -1100
		} else {
			text += strings.Repeat("字", n)
		}
		if _, err := eng.SaveChapter(c.ID, "第一章", text); err != nil {
			t.Fatal(err)
		}
		if n != 0 {
			want[clock().Format("01-02")] = n
		}
		if day < 29 {
			mu.Lock()
			now = now.AddDate(0, 0, 1)
			mu.Unlock()
		}
	}

	a := test.NewApp()
	defer test.NewApp()
	u := newShell(a, eng, Options{Dispatch: func(f func()) { f() }, Logger: testLogger(t)})
	defer u.Close()
	pr, err := eng.GoalProgress(p.ID)
	if err != nil {
		t.Fatal(err)
	}
	days, err := eng.WritingHistory(p.ID)
	if err != nil {
		t.Fatal(err)
	}
	d := newGoalsDialog(u, p, pr, days, clock())
	for i, label := range d.chart.labels {
		if d.chart.values[i] != want[label] {
			t.Fatalf("bar %s = %d, want %d", label, d.chart.values[i], want[label])
		}
	}
	if !strings.Contains(d.progress.Text, "this session") || !strings.Contains(d.progress.Text, "days left") {
		t.Fatalf("progress %q", d.progress.Text)
	}

	u.win.Resize(fyne.NewSize(760, 700))
	u.win.Show()
	d.dlg.Show()
	if os.Getenv("INKFLOW_WRITE_SCREENSHOTS") == "1" {
		f, err := os.Create(filepath.Join("..", "docs", "screenshots", "goals.png"))
		if err != nil {
			t.Fatal(err)
		}
		if err := png.Encode(f, u.win.Canvas().Capture()); err != nil {
			t.Fatal(err)
		}
		if err := f.Close(); err != nil {
			t.Fatal(err)
		}
	}

	d.daily.SetText("4,000")
	goals, err := d.goals(map[string]engine.CountMode{"字数": engine.CountZi})
	if err != nil || goals.Daily != 4000 || goals.Target != 120000 || goals.Deadline != "2026-12-31" {
		t.Fatalf("goals from the form: %+v %v", goals, err)
	}
	d.daily.SetText("lots")
	if _, err := d.goals(nil); err == nil {
		t.Fatal("a target that is not a number was accepted")
	}
}

// TestGoalsChartOfAnEmptyMonth: a month without writing says so instead
// of “max 1”, the scale's floor, and “max” is the best day, not the
// scale's top. The empty month's message is body text centred in the
// chart's place, with the daily target under it, no bars, axis or dates,
// and the chart asks for two lines, not 200 px: it was a caption in the
// top left corner over a large empty box (real window, zh_CN).
func TestGoalsChartOfAnEmptyMonth(t *testing.T) {
	test.NewApp()
	defer test.NewApp()
	for _, tt := range []struct {
		name  string
		days  []engine.DayWritten
		daily int
		want  string
		note  string // an empty month's second line
		empty bool
	}{
		{"nothing written", nil, 0, "Nothing written in the last 30 days", "", true},
		{"nothing written, a daily target", nil, 3000, "Nothing written in the last 30 days", "Daily target 3,000 字", true},
		{"a short day", []engine.DayWritten{{Date: "2026-11-28", TextCounts: engine.TextCounts{Zi: 400}}}, 0, "max 400 字", "", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := newHistoryChart(tt.days, engine.CountZi, tt.daily, time.Date(2026, 11, 28, 12, 0, 0, 0, time.Local))
			r := test.TempWidgetRenderer(t, c).(*chartRenderer)
			size := fyne.NewSize(400, 200)
			r.Layout(size)
			msg := r.texts[3]
			if msg.Text != tt.want {
				t.Errorf("the chart's scale reads %q, want %q", msg.Text, tt.want)
			}
			if got := r.MinSize().Height; tt.empty != (got < 100) {
				t.Errorf("the chart asks for %v px of height (empty month: %v)", got, tt.empty)
			}
			if !tt.empty {
				if msg.TextSize != theme.CaptionTextSize() || msg.Position().X != 0 || r.bars[0].Hidden || r.axis.Hidden {
					t.Errorf("a month with writing: scale at %v in %v pt, bars hidden %v", msg.Position(), msg.TextSize, r.bars[0].Hidden)
				}
				return
			}
			if msg.TextSize != theme.TextSize() {
				t.Errorf("the message is %v pt, want body text %v", msg.TextSize, theme.TextSize())
			}
			lines := []*canvas.Text{msg}
			if tt.note != "" {
				lines = append(lines, r.note)
			}
			if r.note.Visible() != (tt.note != "") || tt.note != "" && r.note.Text != tt.note {
				t.Errorf("daily target line %q (shown %v), want %q", r.note.Text, r.note.Visible(), tt.note)
			}
			var top, bottom float32 = size.Height, 0
			for _, l := range lines {
				if mid := l.Position().X + l.MinSize().Width/2; mid < size.Width/2-1 || mid > size.Width/2+1 {
					t.Errorf("%q is centred at x %v, want %v", l.Text, mid, size.Width/2)
				}
				top, bottom = min(top, l.Position().Y), max(bottom, l.Position().Y+l.MinSize().Height)
			}
			if mid := (top + bottom) / 2; mid < size.Height/2-1 || mid > size.Height/2+1 {
				t.Errorf("the message's middle is at y %v, want %v", mid, size.Height/2)
			}
			for _, o := range append([]fyne.CanvasObject{r.axis, r.target, r.bars[0], r.texts[0]}, r.bars[len(r.bars)-1]) {
				if o.Visible() {
					t.Errorf("an empty month shows %T at %v", o, o.Position())
				}
			}
		})
	}
}

// TestStatusBarShowsGoalProgress: with goals set, the status bar shows
// today's and the session's net writing and the book's share of its
// target, and follows a save.
func TestStatusBarShowsGoalProgress(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, ui: Options{AutosaveDelay: 50 * time.Millisecond}})
	p, c := h.addChapter("书", "第一章", "山中访友。")
	if err := h.eng.SetGoals(p.ID, engine.Goals{Mode: engine.CountZi, Target: 100, Daily: 2000, Session: 10}); err != nil {
		t.Fatal(err)
	}
	h.u.state.setProject(p.ID)
	h.reloadSidebar()
	label := h.u.status.goals.label
	h.waitFor("the goal status", func() bool { return label.Text == "today +4 / 2,000 字 · session +4 / 10 字 · book 4%" })
	h.openInTree(p.ID, c.ID)
	h.u.Window().Canvas().Focus(h.u.editor.text)
	h.u.editor.text.SetCaret(5)
	typeInto(h.u.editor.text, "雨夜论剑")
	h.waitFor("the goal status after the autosave", func() bool { return label.Text == "today +8 / 2,000 字 · session +8 / 10 字 · book 8%" })
}

// TestGoalsDialogKeepsTheFormOnAMistake: Save with a target that is not a
// number, or a deadline that is not a date (month first), explains and
// then shows the form again as typed with the cursor in the box at fault
// (the dialog closed and took every box with it); a corrected form saves,
// its deadline written 2027/6/30 as Chinese authors write dates.
func TestGoalsDialogKeepsTheFormOnAMistake(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, _ := h.addChapter("长篇", "第一章", "话说天下大势。")
	d := showGoals(t, h, p)
	c := h.u.Window().Canvas()
	steps := []struct {
		daily, deadline string
		at              *dialogEntry // the box with the cursor after Save; nil: saved
	}{
		{"6-30", "2027-06-30", d.daily},
		{"6000", "6/30/2027", d.deadline},
		{"6,000", "2027/6/30", nil},
	}
	for i, st := range steps {
		d.target.SetText("2000000")
		d.daily.SetText(st.daily)
		d.deadline.SetText(st.deadline)
		h.tapDialogButton("Save")
		if st.at == nil {
			break
		}
		h.waitFor("the error", func() bool {
			top := c.Overlays().Top()
			return top != nil && findButton(top, "Save") == nil
		})
		h.tapDialogButton("OK")
		if top := c.Overlays().Top(); top == nil || findButton(top, "Save") == nil {
			t.Fatalf("step %d: the goals form did not come back after the error", i)
		}
		if d.target.Text != "2000000" || d.daily.Text != st.daily || d.deadline.Text != st.deadline {
			t.Fatalf("step %d: the form came back as %q %q %q, not as typed", i, d.target.Text, d.daily.Text, d.deadline.Text)
		}
		if c.Focused() != st.at {
			t.Fatalf("step %d: the cursor is not in the box at fault", i)
		}
	}
	h.waitFor("the goals to save", func() bool {
		g, err := h.eng.Goals(p.ID)
		return err == nil && g.Target == 2000000 && g.Daily == 6000 && g.Deadline == "2027-06-30"
	})
}

// TestGoalsOfAnEnglishBookCountWords: an English book whose goals were
// never set opens the goals dialog counting English words, and says its
// size in words, not "75,118 zi so far".
func TestGoalsOfAnEnglishBookCountWords(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, _ := h.addChapter("Frankenstein", "Chapter 1", "I am by birth a Genevese, and my family is one of the most distinguished of that republic.")
	d := showGoals(t, h, p)
	if d.mode.Selected != "English words" {
		t.Errorf("the count chosen is %q, want English words", d.mode.Selected)
	}
	if !strings.Contains(d.progress.Text, "18 words so far") {
		t.Errorf("progress %q, want 18 words so far", d.progress.Text)
	}
}

// TestGoalsTakeTargetsAsTyped: a target box takes a number as a Chinese
// author types it, through the input method too (20万, the unit the
// sidebar counts in; full-width digits); what is not a whole number is
// still refused. engine.ParseCount's test has every form.
func TestGoalsTakeTargetsAsTyped(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, _ := h.addChapter("长篇", "第一章", "话说天下大势。")
	d := showGoals(t, h, p)
	cases := []struct {
		typed string
		want  int // -1: refused
	}{
		{"200,000", 200000},
		{"20万", 200000},
		{"２０００００", 200000},
		{"1.23456万", -1},
		{"-5", -1},
		{"99999999999999999999", -1},
	}
	for _, tc := range cases {
		d.target.SetText(tc.typed)
		g, err := d.goals(nil)
		switch {
		case tc.want < 0 && err == nil:
			t.Errorf("%q: taken as %d, want it refused", tc.typed, g.Target)
		case tc.want < 0 && strings.Contains(tc.typed, "9999") != strings.Contains(err.Error(), "up to"):
			t.Errorf("%q: refused with %q; a number too large is said to be so, and only that", tc.typed, err)
		case tc.want >= 0 && err != nil:
			t.Errorf("%q: refused (%v), want %d", tc.typed, err, tc.want)
		case tc.want >= 0 && g.Target != tc.want:
			t.Errorf("%q: taken as %d, want %d", tc.typed, g.Target, tc.want)
		}
	}
}

// TestStatusBarShowsANewGoalAtOnce: a daily goal set in the Goals dialog
// shows in the status bar when the dialog is saved. Its part was laid out
// hidden while the book had no goal, and stayed hidden, text and all,
// until something else moved the status line (the next save's indexing).
func TestStatusBarShowsANewGoalAtOnce(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, c := h.addChapter("书", "第一章", "山中访友。")
	h.openInTree(p.ID, c.ID)
	w := h.u.Window()
	w.Resize(fyne.NewSize(1400, 900))
	label := h.u.status.goals.label
	h.waitFor("the counts in the status bar", func() bool { return h.u.status.counts.Text != "" })
	if shownIn(w.Content(), label) {
		t.Fatalf("a book without goals shows %q", label.Text)
	}

	pr, err := h.eng.GoalProgress(p.ID)
	if err != nil {
		t.Fatal(err)
	}
	d := newGoalsDialog(h.u, p, pr, nil, time.Now())
	d.dlg.Show()
	test.Type(d.daily, "2000")
	h.tapDialogButton("Save")
	h.waitFor("the goal status", func() bool { return label.Text == "today +4 / 2,000 字" })
	h.waitFor("the goal to show in the status bar", func() bool { return shownIn(w.Content(), label) })
}

// TestGoalsDialogShowsTargetsGrouped: a target box opens with its number
// grouped as the dialog's progress line and the status bar give it
// (300,000), and takes it back so; it read 300000, six zeros to count.
func TestGoalsDialogShowsTargetsGrouped(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, language: langZh})
	p, err := h.eng.CreateProject("长夜")
	if err != nil {
		t.Fatal(err)
	}
	goals := engine.Goals{Mode: engine.CountZi, Target: 300000, Daily: 3000, Session: 800}
	if err := h.eng.SetGoals(p.ID, goals); err != nil {
		t.Fatal(err)
	}
	pr, err := h.eng.GoalProgress(p.ID)
	if err != nil {
		t.Fatal(err)
	}
	d := newGoalsDialog(h.u, p, pr, nil, time.Now())
	for _, f := range []struct {
		name string
		e    *dialogEntry
		want string
	}{{"book", d.target, "300,000"}, {"daily", d.daily, "3,000"}, {"session", d.session, "800"}} {
		if f.e.Text != f.want {
			t.Errorf("the %s target opens as %q, want %q", f.name, f.e.Text, f.want)
		}
	}
	g, err := d.goals(nil)
	if err != nil {
		t.Fatalf("the dialog refuses its own numbers: %v", err)
	}
	if g.Target != goals.Target || g.Daily != goals.Daily || g.Session != goals.Session {
		t.Errorf("the dialog reads back %+v, want %+v", g, goals)
	}
}

// TestChineseGoalsSayTheirUnit: the empty target boxes of the goals
// dialog show an example in the unit the book is counted in, and follow
// the count chosen: blank, they left a Chinese author guessing whether
// 全书目标 meant 字, 字符 or 万字.
func TestChineseGoalsSayTheirUnit(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, language: langZh})
	p, err := h.eng.CreateProject("长夜")
	if err != nil {
		t.Fatal(err)
	}
	pr, err := h.eng.GoalProgress(p.ID)
	if err != nil {
		t.Fatal(err)
	}
	d := newGoalsDialog(h.u, p, pr, nil, time.Now())
	for _, tc := range []struct {
		mode                   engine.CountMode
		target, daily, session string
	}{
		{engine.CountZi, "例如 300,000 字", "例如 3,000 字", "例如 1,000 字"},
		{engine.CountChars, "例如 300,000 字符", "例如 3,000 字符", "例如 1,000 字符"},
	} {
		d.mode.SetSelected(countModeName(tc.mode))
		for _, f := range []struct {
			name string
			e    *dialogEntry
			want string
		}{{"book", d.target, tc.target}, {"daily", d.daily, tc.daily}, {"session", d.session, tc.session}} {
			if f.e.PlaceHolder != f.want {
				t.Errorf("counting %v, the %s target reads %q, want %q", tc.mode, f.name, f.e.PlaceHolder, f.want)
			}
		}
	}
}

// TestGoalProgressSaysUnits: the goals dialog's progress line gives every
// count its unit, grouped, in both languages; "今日 +0，本次 +0" left the
// unit to be carried over from the total. A day or a session with nothing
// written says so ("today ±0 words, this session ±0 words" did not).
func TestGoalProgressSaysUnits(t *testing.T) {
	for _, tt := range []struct {
		language string
		pr       engine.GoalProgress
		want     string
	}{
		{langEn, engine.GoalProgress{Goals: engine.Goals{Mode: engine.CountWords}, Total: 75118, Today: 1, Session: 0},
			"75,118 words so far; today +1 word, nothing yet this session."},
		// One word a day is "1 word a day", not "1 words".
		{langEn, engine.GoalProgress{Goals: engine.Goals{Mode: engine.CountWords, Target: 80000, Deadline: "2026-12-31"}, Total: 79968, Today: 0, DaysLeft: 32, PerDay: 1},
			"79,968 words so far; nothing written yet today. 32 days left: 1 word a day reaches 80,000."},
		{langEn, engine.GoalProgress{Goals: engine.Goals{Mode: engine.CountWords, Target: 80000, Deadline: "2026-12-31"}, Total: 1200, Today: 0, DaysLeft: 1, PerDay: 78800},
			"1,200 words so far; nothing written yet today. 1 day left: 78,800 words a day reaches 80,000."},
		{langZh, engine.GoalProgress{Goals: engine.Goals{Mode: engine.CountZi}, Total: 59718, Today: 1200, Session: -35},
			"目前共 59,718 字；今日 +1,200 字，本次 −35 字。"},
		{langZh, engine.GoalProgress{Goals: engine.Goals{Mode: engine.CountChars}, Total: 65432},
			"目前共 65,432 字符；今日尚未动笔。"},
		// No space between the unit and 即可: "每天写 1,402 字 即可" spaced
		// two Chinese words apart.
		{langZh, engine.GoalProgress{Goals: engine.Goals{Mode: engine.CountZi, Target: 300000, Deadline: "2027-06-30"}, Total: 271, Today: 271, DaysLeft: 214, PerDay: 1402},
			"目前共 271 字；今日 +271 字，本次尚未动笔。距截止还有 214 天，每天写 1,402 字即可达到 300,000 字。"},
	} {
		t.Run(tt.language, func(t *testing.T) {
			useLanguage(t, tt.language)
			if got := progressText(tt.pr); got != tt.want {
				t.Errorf("progressText = %q, want %q", got, tt.want)
			}
		})
	}
}

// TestNewBookGoalsSayTheInterfacesUnit: a new book with no text and no
// language set is counted in the interface's unit in the goals dialog and
// in focus mode, as the tree and the status bar count it (they said 字
// under the English interface); once the book has text, in the book's
// own unit whatever the interface.
func TestNewBookGoalsSayTheInterfacesUnit(t *testing.T) {
	for _, tc := range []struct {
		name, language, text string
		placeholder          string
		unit                 string // the end of focus mode's session count
	}{
		{"empty book, English interface", langEn, "", "e.g. 80,000 words", " words"}, // an English novel's size
		{"empty book, Chinese interface", langZh, "", "例如 300,000 字", " 字"},
		{"Chinese book, English interface", langEn, "风从北边来，吹了三天三夜。", "e.g. 300,000 字", " 字"},
		{"English book, Chinese interface", langZh, "The wind blew from the north for three days.", "例如 80,000 词", " 词"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: tc.language, ui: Options{AutosaveDelay: time.Hour, AutosaveMaxInterval: time.Hour}})
			p, c := h.addChapter("新书", "第一章", tc.text)
			h.openInTree(p.ID, c.ID)
			h.u.command(cmdGoals)
			h.waitFor("the goals dialog", h.u.keys.covered)
			box, ok := h.u.Window().Canvas().Focused().(*dialogEntry)
			if !ok {
				t.Fatalf("the goals dialog opened with the keyboard in %T", h.u.Window().Canvas().Focused())
			}
			if box.PlaceHolder != tc.placeholder {
				t.Errorf("the book target reads %q, want %q", box.PlaceHolder, tc.placeholder)
			}
			h.u.focus.enter()
			h.waitFor("the session count", func() bool { return h.u.focus.session.Text != "" })
			if got := h.u.focus.session.Text; !strings.HasSuffix(got, tc.unit) {
				t.Errorf("focus mode shows %q, want it in%s", got, tc.unit)
			}
		})
	}
}
