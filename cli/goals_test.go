package cli

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"inkflow/engine"
)

// writtenBook is a data folder with a project 书 whose one chapter,
// 第一章, was given text today, written through the engine as the app's
// editor does (an import is no writing).
func writtenBook(t *testing.T, text string) string {
	t.Helper()
	data := t.TempDir()
	eng, err := engine.Open(engine.Options{DataDir: data})
	if err != nil {
		t.Fatal(err)
	}
	p, err := eng.CreateProject("书")
	if err != nil {
		t.Fatal(err)
	}
	c, err := eng.CreateChapter(p.ID, "第一章")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := eng.SaveChapter(c.ID, "第一章", text); err != nil {
		t.Fatal(err)
	}
	if err := eng.Close(); err != nil {
		t.Fatal(err)
	}
	return data
}

func TestStatsHistoryAndGoals(t *testing.T) {
	data := writtenBook(t, "山中访友，雨夜论剑。")

	code, out, stderr := run(t, data, "stats", "--history")
	if code != 0 || !strings.Contains(out, "+8 字") {
		t.Fatalf("stats --history: exit %d, %q %s", code, out, stderr)
	}
	code, out, stderr = run(t, data, "project", "goals", "--target", "50000", "--deadline", "2099-12-31", "--daily", "2000", "--json")
	if code != 0 {
		t.Fatalf("project goals: exit %d %s", code, stderr)
	}
	var g map[string]any
	if err := json.Unmarshal([]byte(out), &g); err != nil || g["target"] != 50000.0 || g["mode"] != "zi" {
		t.Fatalf("project goals --json = %q (%v)", out, err)
	}
	code, out, stderr = run(t, data, "stats", "--history", "--project", "书", "--json")
	if code != 0 {
		t.Fatalf("stats --history --json: exit %d %s", code, stderr)
	}
	var h struct {
		Project  string
		Progress struct {
			Total, Today int
			Goals        struct{ Daily int }
		}
		Days []struct {
			Date string
			Zi   int
		}
	}
	if err := json.Unmarshal([]byte(out), &h); err != nil {
		t.Fatal(err)
	}
	if h.Project != "书" || len(h.Days) != 1 || h.Days[0].Zi != 8 || h.Progress.Today != 8 || h.Progress.Total != 8 || h.Progress.Goals.Daily != 2000 {
		t.Fatalf("stats --history --json = %s", out)
	}
	// A value the engine refuses is a usage error, as an out-of-range
	// setting is, and nothing is stored.
	for _, args := range [][]string{
		{"stats", "--project", "书"},
		{"project", "goals", "--target", "x"},
		{"project", "goals", "--target", "-5"},
		{"project", "goals", "--target", "1.23456万"},
		{"project", "goals", "--deadline", "tomorrow"},
		{"project", "meta", "--language", "xx"},
	} {
		if code, _, stderr := run(t, data, args...); code != ExitUsage {
			t.Errorf("%v: exit %d %q, want usage error", args, code, stderr)
		}
	}
	// The message says what is wrong: no number, or one too large.
	for _, tc := range []struct{ target, want, notWanted string }{
		{"x", "not a whole number", "too large"},
		{"99999999999999999999", "too large: at most 2147483647", "not a whole number"},
		{"99999999万", "too large", "not a whole number"},
	} {
		if code, _, stderr := run(t, data, "project", "goals", "--target", tc.target); code != ExitUsage ||
			!strings.Contains(stderr, tc.want) || strings.Contains(stderr, tc.notWanted) {
			t.Errorf("--target %s: exit %d %q, want usage error saying %q", tc.target, code, stderr, tc.want)
		}
	}
	if code, out, _ := run(t, data, "project", "goals", "--json"); code != 0 || !strings.Contains(out, `"target": 50000`) {
		t.Errorf("a refused goal changed the goals: %s", out)
	}
	// Counts as a Chinese author writes them, as the app's goals dialog
	// takes them.
	if code, out, stderr := run(t, data, "project", "goals", "--target", "20万", "--daily", "２千", "--json"); code != 0 ||
		!strings.Contains(out, `"target": 200000`) || !strings.Contains(out, `"daily": 2000`) {
		t.Errorf("--target 20万 --daily ２千: exit %d %s%s", code, out, stderr)
	}
}

// TestGoalsSayNoneAndAPassedDeadline: `project goals` says "none" for a
// goal not set (it printed "target:   0" and "deadline: " in English,
// where Chinese said 无), and `stats --history` says a deadline has
// passed instead of "0 days left, 0 a day", which read as if the book
// were done.
func TestGoalsSayNoneAndAPassedDeadline(t *testing.T) {
	data := importTestBook(t) // 测试之书: 144 字
	tests := []struct {
		args      []string
		want, not string
	}{
		{[]string{"project", "goals"}, "target:   none\ndeadline: none\ndaily:    none\nsession:  none", ": 0"},
		{[]string{"project", "goals", "--target", "50000", "--deadline", "2020-01-01"}, "target:   50,000\ndeadline: 2020-01-01\ndaily:    none", ": 0"},
		{[]string{"stats", "--history"}, "测试: 144 字 of 50,000; the deadline 2020-01-01 has passed (set another: inkflow project goals --deadline YYYY-MM-DD)", "0 days left"},
		{[]string{"project", "goals", "--deadline", "2999-12-31"}, "deadline: 2999-12-31", ": 0"},
		{[]string{"stats", "--history"}, "by 2999-12-31 (", "has passed"},
		// The days left are a grouped string now: one is still singular.
		{[]string{"project", "goals", "--deadline", time.Now().Format("2006-01-02")}, "deadline: " + time.Now().Format("2006-01-02"), ": 0"},
		{[]string{"stats", "--history"}, " (1 day left, ", "days left"},
	}
	for _, tt := range tests {
		code, out, stderr := run(t, data, tt.args...)
		if code != 0 || !strings.Contains(out, tt.want) || strings.Contains(out, tt.not) {
			t.Errorf("%v: exit %d, %q %s; want %q and no %q", tt.args, code, out, stderr, tt.want, tt.not)
		}
	}
}

// TestGoalsGrouped: goals and progress say counts exactly, their digits
// grouped, in both languages (目标：180,000 字, target: 180,000), as the
// app's status bar and goals say them; Chinese printed 18万 and 1.2万 and
// English 180000. --json keeps the number.
func TestGoalsGrouped(t *testing.T) {
	data := writtenBook(t, strings.Repeat("山中访友，雨夜论剑。", 1500)) // 12,000 字 written today
	goals := []string{"project", "goals", "--target", "180000", "--deadline", "2099-12-31", "--daily", "12000", "--session", "800"}
	for _, tt := range []struct {
		zh       bool
		args     []string
		want     []string // parts of stdout
		notInOut string
	}{
		{false, goals, []string{"target:   180,000\n", "daily:    12,000\n", "session:  800\n"}, "万"},
		{false, []string{"stats", "--history"}, []string{"书: 12,000 字 of 180,000 by 2099-12-31", "today +12,000 of 12,000\n", "  +12,000 字\n"}, "万"},
		{false, []string{"project", "goals", "--json"}, []string{`"target": 180000`, `"daily": 12000`}, "万"},
		// Chinese from here on.
		{true, []string{"project", "goals"}, []string{"目标：180,000 字\n", "每日：12,000 字\n", "每次：800 字\n"}, "万"},
		{true, []string{"stats", "--history"}, []string{"《书》：12,000 字，目标 180,000 字，截止 2099-12-31", "今天 +12,000 字，每日目标 12,000 字\n", "  +12,000 字\n"}, "万"},
		{true, []string{"stats", "--history", "--json"}, []string{`"total": 12000`}, "万"},
		{true, []string{"project", "goals", "--target", "0", "--daily", "0", "--session", "0"}, []string{"目标：无\n", "每日：无\n", "每次：无"}, "0 字"},
	} {
		if tt.zh {
			inChinese(t)
		}
		code, out, stderr := run(t, data, tt.args...)
		for _, w := range tt.want {
			if code != 0 || !strings.Contains(out, w) || strings.Contains(out, tt.notInOut) {
				t.Errorf("%v (zh %v): exit %d, stdout lacks %q or has %q:\n%s%s", tt.args, tt.zh, code, w, tt.notInOut, out, stderr)
			}
		}
	}
}

// TestEmptyBookGoalsInUsersUnit: a new book with no text and no language
// set is counted as the user's language counts, by project goals and
// stats --history as by project list ("0 words" under English); goals
// said "mode: zi" and the history "0 字" for the same book. Once goals
// are saved their mode stays, whatever the language of the next command.
func TestEmptyBookGoalsInUsersUnit(t *testing.T) {
	saved, empty := t.TempDir(), t.TempDir()
	for _, data := range []string{saved, empty} {
		if code, _, stderr := run(t, data, "project", "create", "新书"); code != 0 {
			t.Fatalf("project create: exit %d %s", code, stderr)
		}
	}
	for _, tt := range []struct {
		zh         bool // this case and every later one in Chinese
		data, want string
		args       []string
	}{
		{false, saved, "0 words", []string{"project", "list"}},
		{false, saved, "mode:     words\n", []string{"project", "goals"}},
		{false, saved, "新书: 0 words", []string{"stats", "--history"}},
		{false, saved, `"mode": "words"`, []string{"project", "goals", "--json"}},
		{false, saved, "mode:     words\ntarget:   80,000\n", []string{"project", "goals", "--target", "80k"}},
		{true, empty, "计数：字（--mode zi）", []string{"project", "goals"}},
		{true, empty, "《新书》：0 字", []string{"stats", "--history"}},
		{true, saved, "计数：词（--mode words）", []string{"project", "goals"}},
	} {
		if tt.zh {
			inChinese(t)
		}
		code, out, stderr := run(t, tt.data, tt.args...)
		if code != 0 || !strings.Contains(out, tt.want) {
			t.Errorf("%v (zh %v): exit %d, stdout lacks %q:\n%s%s", tt.args, tt.zh, code, tt.want, out, stderr)
		}
	}
}
