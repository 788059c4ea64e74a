//go:build !race

// Imports a whole dev book (importDevBook, acceptance_test.go): a
// functional acceptance check, left out of the race pass like the other
// full-book tests.

package engine

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"inkflow/engine/assistant/assistanttest"
	"inkflow/engine/search"
)

// TestGenerateSummariesNahan: the assistant summarises every chapter of
// 呐喊 except the one the author summarised; a cancelled run resumes
// where it stopped; the summaries survive re-indexing; shallow search
// (kind summary) answers from them.
func TestGenerateSummariesNahan(t *testing.T) {
	e := openEngine(t, "", newBigram(), testDebounceNever)
	p, _ := importDevBook(t, e, "呐喊", "zh/luxun-nahan.txt")
	chs, err := e.Chapters(p.ID)
	if err != nil || len(chs) < 5 {
		t.Fatalf("%d chapters, %v", len(chs), err)
	}
	const authors = "作者自己写的摘要：这是序。"
	if _, err := e.SetSummary(chs[0].ID, authors); err != nil {
		t.Fatal(err)
	}
	srv := assistanttest.New(testChatModel)
	defer srv.Close()
	heading := regexp.MustCompile(`^第 (\d+) 章`) // a Chinese book's chapters are named in Chinese (promptChapterName)
	srv.Reply = func(r assistanttest.Request) string {
		n := heading.FindStringSubmatch(r.Last())[1]
		return fmt.Sprintf("第%s篇的摘要。其中的人物各有遭遇。独有标记甲乙%s号。", n, n)
	}
	useAssistant(t, e, srv)

	// Cancel after two chapters, then resume.
	ctx, cancel := context.WithCancel(context.Background())
	var seen []SummaryProgress
	_, err = e.GenerateSummaries(ctx, p.ID, nil, func(pr SummaryProgress) {
		seen = append(seen, pr)
		if len(seen) == 3 {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) || len(seen) != 3 || !seen[0].Skipped || seen[2].Done != 3 || seen[2].Total != len(chs) {
		t.Fatalf("cancelled run: %v, progress %+v", err, seen)
	}
	rep, err := e.GenerateSummaries(context.Background(), p.ID, nil, nil)
	if err != nil || rep.Generated != len(chs)-3 || rep.Skipped != 3 {
		t.Fatalf("resumed run: %+v, %v", rep, err)
	}
	if n := len(srv.Requests()); n != len(chs)-1 {
		t.Fatalf("%d requests for %d chapters to summarise", n, len(chs)-1)
	}
	flush(t, e) // indexes the chapters (the extractive pass must keep these) and the summaries
	for i, c := range chs {
		text, generated, err := e.ChapterSummary(c.ID)
		want := fmt.Sprintf("第%d篇的摘要。其中的人物各有遭遇。独有标记甲乙%d号。", c.Index, c.Index)
		if i == 0 {
			want = authors
		}
		if err != nil || text != want || generated != (i > 0) {
			t.Fatalf("chapter %d summary %q (generated %v), want %q: %v", c.Index, text, generated, want, err)
		}
		if by, err := e.SummaryByAssistant(c.ID); err != nil || by != (i > 0) {
			t.Fatalf("chapter %d by assistant = %v, %v", c.Index, by, err)
		}
	}
	if rep, err := e.GenerateSummaries(context.Background(), p.ID, nil, nil); err != nil || rep.Generated != 0 {
		t.Fatalf("third run %+v, %v", rep, err)
	}

	target := chs[len(chs)-2]
	res, err := e.Search(context.Background(), search.Request{Query: fmt.Sprintf("独有标记甲乙%d号", target.Index), Project: p.ID, Kinds: []string{"summary"}, K: 3})
	if err != nil || len(res.Results) == 0 {
		t.Fatalf("shallow search: %+v, %v", res, err)
	}
	if top := res.Results[0]; top.Kind != "summary" || top.ChapterIndex != target.Index || !strings.HasPrefix(top.Text, fmt.Sprintf("第%d篇的摘要", target.Index)) {
		t.Fatalf("shallow search answered %+v", top)
	}

	// The chapter changes: its summary falls back to the extractive one,
	// and the next run summarises it again.
	if _, err := e.SaveChapter(target.ID, target.Title, "阿Q又进城了。他在城里看见了杀革命党。"); err != nil {
		t.Fatal(err)
	}
	flush(t, e)
	if by, _ := e.SummaryByAssistant(target.ID); by {
		t.Fatal("the assistant's summary of the old text survived the change")
	}
	if rep, err := e.GenerateSummaries(context.Background(), p.ID, nil, nil); err != nil || rep.Generated != 1 {
		t.Fatalf("after a change: %+v, %v", rep, err)
	}
}
