package engine

import (
	"errors"
	"fmt"
	"slices"
	"testing"
)

// TestSummaryHistoryUndoesEveryChange: a new summary keeps the one it
// replaced, deleting one keeps it, a restore keeps what it replaces, and
// a deleted chapter brought back has its summary again.
func TestSummaryHistoryUndoesEveryChange(t *testing.T) {
	e, p := openProject(t, "p")
	c := mustChapter(t, e, p.ID, "第一回", "　　林默推门而入，雪落满肩。")
	history := func(chapterID uint64) []string {
		t.Helper()
		vs, err := e.SummaryHistory(chapterID)
		must(t, err)
		var out []string
		for _, v := range vs {
			out = append(out, fmt.Sprintf("%d %s %s", v.Version, v.Reason, v.Text))
		}
		return out
	}
	summary := func(chapterID uint64) string {
		t.Helper()
		s, _, err := e.Summary(chapterID)
		must(t, err)
		return s.Text
	}
	for _, step := range []struct {
		name, set string
		want      []string
	}{
		{"a first summary replaces nothing", "林默归来。", nil},
		{"a new one keeps the old", "林默雪夜归来。", []string{"1 replace 林默归来。"}},
		{"the same again keeps nothing", "林默雪夜归来。", []string{"1 replace 林默归来。"}},
		{"an empty one deletes and keeps it", " ", []string{"2 delete 林默雪夜归来。", "1 replace 林默归来。"}},
	} {
		_, err := e.SetSummary(c.ID, step.set)
		must(t, err)
		if got := history(c.ID); !slices.Equal(got, step.want) {
			t.Fatalf("%s: history %q, want %q", step.name, got, step.want)
		}
	}
	_, err := e.RestoreSummaryVersion(c.ID, 1)
	must(t, err)
	if got := summary(c.ID); got != "林默归来。" {
		t.Fatalf("after restoring version 1 the summary is %q", got)
	}
	if _, err := e.RestoreSummaryVersion(c.ID, 9); !errors.Is(err, ErrNotFound) {
		t.Fatalf("restore a version that does not exist: %v", err)
	}

	must(t, e.DeleteChapter(c.ID))
	gone, err := e.DeletedChapters(p.ID)
	must(t, err)
	back, err := e.RestoreDeletedChapter(gone[0].ID)
	must(t, err)
	if got := summary(back.ID); got != "林默归来。" {
		t.Fatalf("the chapter came back with the summary %q", got)
	}
	if h := history(back.ID); len(h) != 3 || h[0] != "3 delete 林默归来。" {
		t.Fatalf("the chapter came back with the summary history %q", h)
	}
	flush(t, e)
	checkInvariants(t, e)
}

// TestSummaryRestoreKeepsWhatItReplaced: a restore keeps the summary it
// replaces as a version of reason restore (as a wiki restore does), not
// replace, so the history tells a restore from a new summary.
func TestSummaryRestoreKeepsWhatItReplaced(t *testing.T) {
	e, p := openProject(t, "p")
	c := mustChapter(t, e, p.ID, "第一回", "　　林默推门而入，雪落满肩。")
	for _, text := range []string{"林默归来。", "林默雪夜归来。"} {
		_, err := e.SetSummary(c.ID, text)
		must(t, err)
	}
	for _, step := range []struct {
		restore int
		summary string
		newest  string // the newest version after the restore
	}{
		{1, "林默归来。", "2 restore 林默雪夜归来。"},
		{2, "林默雪夜归来。", "3 restore 林默归来。"},
		{3, "林默归来。", "4 restore 林默雪夜归来。"},
	} {
		s, err := e.RestoreSummaryVersion(c.ID, step.restore)
		must(t, err)
		vs, err := e.SummaryHistory(c.ID)
		must(t, err)
		if got := fmt.Sprintf("%d %s %s", vs[0].Version, vs[0].Reason, vs[0].Text); s.Text != step.summary || got != step.newest {
			t.Errorf("restore %d: summary %q, newest version %q; want %q, %q", step.restore, s.Text, got, step.summary, step.newest)
		}
	}
}
