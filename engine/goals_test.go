package engine

import (
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestWritingHistoryOverSimulatedDays(t *testing.T) {
	clock := &fakeClock{t: time.Date(2026, 11, 1, 9, 0, 0, 0, time.Local)}
	dir := t.TempDir()
	e, err := Open(Options{DataDir: dir, Embedder: newBigram(), Debounce: testDebounceNever, Logger: testLogger(t), Clock: clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	p := mustProject(t, e, "长篇")
	if err := e.SetGoals(p.ID, Goals{Mode: CountZi, Target: 100, Deadline: "2026-11-10", Daily: 20, Session: 10}); err != nil {
		t.Fatal(err)
	}
	imported, err := e.ImportChapters(p.ID, []NewChapter{{Title: "序", Text: "旧稿一段。"}})
	if err != nil {
		t.Fatal(err)
	}
	ch := mustChapter(t, e, p.ID, "第一章", "")
	save := func(text string) {
		t.Helper()
		if _, err := e.SaveChapter(ch.ID, "第一章", text); err != nil {
			t.Fatal(err)
		}
	}
	// Day 1: two autosaves of growing text (the second counts only what it
	// adds), and an identical save that counts nothing.
	save("山中访友。")                 // 4 字
	save("山中访友。雨夜论剑。")            // +4
	save("山中访友。雨夜论剑。")            // +0
	clock.advance(24 * time.Hour) // day 2: rewrite, deleting more than is added
	save("访友。")                   // −6
	clock.advance(48 * time.Hour) // day 4 (day 3 has nothing): write in the imported chapter too
	save("访友。明月照竹林，一片银白。")
	if _, err := e.SaveChapter(imported[0].ID, "序", "旧稿一段。新添两句。"); err != nil {
		t.Fatal(err)
	}

	days, err := e.WritingHistory(p.ID)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range days {
		got = append(got, d.Date+":"+strconv.Itoa(d.Zi))
	}
	want := "2026-11-01:8 2026-11-02:-6 2026-11-04:13"
	if strings.Join(got, " ") != want {
		t.Fatalf("history %v, want %s", got, want)
	}
	if days[2].Chars != 16 || days[2].Words != 13 {
		t.Errorf("day 4 chars %d words %d, want 16 and 13", days[2].Chars, days[2].Words)
	}

	pr, err := e.GoalProgress(p.ID)
	if err != nil {
		t.Fatal(err)
	}
	total, _ := e.ProjectCounts(p.ID)
	if pr.Total != total.Zi || pr.Today != 13 || pr.Session != 15 {
		t.Errorf("progress total %d (want %d) today %d (want 13) session %d (want 15: the import is not writing)", pr.Total, total.Zi, pr.Today, pr.Session)
	}
	// 2026-11-04 to 2026-11-10 inclusive is 7 days; 100 − (total − today) left.
	if pr.DaysLeft != 7 || pr.PerDay != (100-(pr.Total-pr.Today)+6)/7 {
		t.Errorf("days left %d per day %d", pr.DaysLeft, pr.PerDay)
	}

	// The history survives a restart; the session count does not.
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	e = openEngine(t, dir, newBigram(), testDebounceNever)
	again, err := e.WritingHistory(p.ID)
	if err != nil || len(again) != 3 || again[1].Zi != -6 {
		t.Fatalf("after reopening: %v %v", again, err)
	}
	if g, err := e.Goals(p.ID); err != nil || g.Target != 100 || g.Deadline != "2026-11-10" {
		t.Fatalf("goals after reopening: %+v %v", g, err)
	}
	// Deleting the project removes its history with it.
	if err := e.DeleteProject(p.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := e.WritingHistory(p.ID); !errors.Is(err, ErrNotFound) {
		t.Fatalf("history of a deleted project: %v", err)
	}
}

// TestSetGoalsTakesChineseDates: a deadline written year first the ways
// Chinese authors write dates is stored as 2006-01-02 (the goals dialog
// refused 2026/12/31 with "write it as YYYY-MM-DD").
func TestSetGoalsTakesChineseDates(t *testing.T) {
	e, p := openProject(t, "书")
	for _, c := range []struct{ typed, want string }{
		{"2026-12-31", "2026-12-31"},
		{" 2026-12-31 ", "2026-12-31"},
		{"2026/12/31", "2026-12-31"},
		{"2026.12.31", "2026-12-31"},
		{"2026年12月31日", "2026-12-31"},
		{"2027-1-5", "2027-01-05"},
		{"2027/1/5", "2027-01-05"},
		{"2027年1月5日", "2027-01-05"},
		{"２０２６－１２－３１", "2026-12-31"},
		{"２０２６／１２／３１", "2026-12-31"},
		{"２０２６年１２月３１日", "2026-12-31"},
	} {
		if err := e.SetGoals(p.ID, Goals{Mode: CountZi, Target: 1000, Deadline: c.typed}); err != nil {
			t.Errorf("SetGoals(deadline %q) = %v", c.typed, err)
			continue
		}
		g, err := e.Goals(p.ID)
		if err != nil {
			t.Fatal(err)
		}
		if g.Deadline != c.want {
			t.Errorf("deadline typed %q is stored as %q, want %q", c.typed, g.Deadline, c.want)
		}
	}
}

func TestSetGoalsRejectsBadInput(t *testing.T) {
	e, p := openProject(t, "书")
	for _, g := range []Goals{
		{Target: -1},
		{Mode: "lines"},
		{Deadline: "11/10/2026"},
		{Deadline: "31/12/2026"},
		{Deadline: "2026-02-30"},
		{Deadline: "2026-13-01"},
		{Deadline: "2026年12月"},
		{Deadline: "明年年底"},
		{Daily: maxGoalSize + 1},
	} {
		if err := e.SetGoals(p.ID, g); !errors.Is(err, ErrInvalid) {
			t.Errorf("SetGoals(%+v) = %v, want ErrInvalid", g, err)
		}
	}
}

// TestGoalsDefaultToTheBooksCount: goals never set count in the book's
// own count, words for an English book and 字数 for a Chinese or empty
// one, and a mode once set is kept whatever the text.
func TestGoalsDefaultToTheBooksCount(t *testing.T) {
	e := openEngine(t, "", newBigram(), testDebounceNever)
	for _, c := range []struct {
		name, text string
		language   string // set for export (ProjectMeta)
		want       CountMode
		// wantOr is the count GoalsOr(CountWords) and
		// GoalProgressOr(CountWords) say: the front end's unit for a book
		// of no known language, the book's own otherwise.
		wantOr CountMode
	}{
		{"empty", "", "", CountZi, CountWords},
		{"中文", "山中访友，雨夜论剑，明月照竹林，一片银白。", "", CountZi, CountZi},
		{"English", "We passed a few sad hours until eleven o’clock, when the trial was to commence.", "", CountWords, CountWords},
		// The language set decides before any text, as it does the
		// app's counts (BookChinese).
		{"new English book", "", "en", CountWords, CountWords},
		{"new Chinese book", "", "zh-CN", CountZi, CountZi},
		{"英文引语开头的中文书", "“Eleven o’clock,” he said, “when the trial was to commence.”", "zh-CN", CountZi, CountZi},
	} {
		p := mustProject(t, e, c.name)
		if c.language != "" {
			if err := e.SetProjectMeta(p.ID, ProjectMeta{Language: c.language}); err != nil {
				t.Fatal(err)
			}
		}
		if c.text != "" {
			mustChapter(t, e, p.ID, "1", c.text)
		}
		g, err := e.Goals(p.ID)
		if err != nil {
			t.Fatal(err)
		}
		if g.Mode != c.want {
			t.Errorf("%s: goals never set count in %q, want %q", c.name, g.Mode, c.want)
		}
		pr, err := e.GoalProgress(p.ID)
		if err != nil {
			t.Fatal(err)
		}
		if pr.Goals.Mode != c.want {
			t.Errorf("%s: progress counts in %q, want %q", c.name, pr.Goals.Mode, c.want)
		}
		if g, err := e.GoalsOr(p.ID, CountWords); err != nil || g.Mode != c.wantOr {
			t.Errorf("%s: GoalsOr(words) counts in %q (%v), want %q", c.name, g.Mode, err, c.wantOr)
		}
		if pr, err := e.GoalProgressOr(p.ID, CountWords); err != nil || pr.Goals.Mode != c.wantOr {
			t.Errorf("%s: GoalProgressOr(words) counts in %q (%v), want %q", c.name, pr.Goals.Mode, err, c.wantOr)
		}
		if _, err := e.GoalsOr(p.ID, "pages"); !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: GoalsOr(pages): %v, want ErrInvalid", c.name, err)
		}
		if err := e.SetGoals(p.ID, Goals{Mode: CountChars, Daily: 500}); err != nil {
			t.Fatal(err)
		}
		if g, _ := e.Goals(p.ID); g.Mode != CountChars {
			t.Errorf("%s: goals set in characters read back in %q", c.name, g.Mode)
		}
		if g, _ := e.GoalsOr(p.ID, CountWords); g.Mode != CountChars {
			t.Errorf("%s: goals set in characters read back through GoalsOr in %q", c.name, g.Mode)
		}
	}
}

// In a book started today, today's count is the book's size whichever way
// the text changed: a restore, a replace and its undo, a merge and a split
// count as the saves that make the same change would. (They counted for
// nothing, so a chapter emptied by a save and brought back from a snapshot
// left the day short by the whole chapter.)
func TestEveryRewriteCountsInTheWritingHistory(t *testing.T) {
	e, p := openProject(t, "青云")
	ch := mustChapter(t, e, p.ID, "第一章", "")
	var snap Snapshot
	var replaced ReplaceResult
	steps := []struct {
		name string
		do   func() error
	}{
		{"write", func() error { _, err := e.SaveChapter(ch.ID, "第一章", "林峰站在山门前。"); return err }},
		{"snapshot and empty the chapter", func() error {
			var err error
			if snap, err = e.TakeSnapshot(ch.ID, "大改之前"); err != nil {
				return err
			}
			_, err = e.SaveChapter(ch.ID, "第一章", "")
			return err
		}},
		{"restore the snapshot", func() error { _, err := e.RestoreSnapshot(snap.ID); return err }},
		{"replace", func() error {
			var err error
			replaced, err = e.ReplaceAll(ReplaceRequest{ProjectID: p.ID, Pattern: "林峰", Replacement: "林大峰"})
			return err
		}},
		{"undo the replace", func() error { _, err := e.UndoReplace(replaced.ID); return err }},
		{"write a second chapter", func() error { mustChapter(t, e, p.ID, "第二章", "苏木云走来。"); return nil }},
		{"merge", func() error { _, err := e.MergeChapterWithNext(ch.ID); return err }},
		{"split", func() error { _, err := e.SplitChapter(ch.ID, 8, "第二章"); return err }},
	}
	for _, s := range steps {
		if err := s.do(); err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		pr, err := e.GoalProgress(p.ID)
		if err != nil {
			t.Fatal(err)
		}
		if pr.Today != pr.Total || pr.Session != pr.Total {
			t.Errorf("after %q: today %d, session %d; want the book's %d", s.name, pr.Today, pr.Session, pr.Total)
		}
	}
}
