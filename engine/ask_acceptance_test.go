//go:build !race

// Imports a whole dev book (importDevBook, acceptance_test.go): a
// functional acceptance check, left out of the race pass like the other
// full-book tests.

package engine

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"inkflow/engine/assistant/assistanttest"
	"inkflow/engine/search"
)

// TestAskSanguo: on 三国演义 the prompt holds the passages the search
// returned, in story order, within the budget; the answer's citations are
// those passages in the order the prompt listed them; a follow-up is
// rewritten by the assistant before the search.
func TestAskSanguo(t *testing.T) {
	if testing.Short() {
		t.Skip("imports 三国演义")
	}
	dials := countDials(t)
	e := openEngine(t, "", newBigram(), testDebounceNever)
	p, _ := importDevBook(t, e, "三国", "zh/sanguoyanyi.txt")
	// The whole book: more than flush's minute on a loaded machine.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	if err := e.Flush(ctx); err != nil {
		t.Fatal(err)
	}
	srv := assistanttest.New(testChatModel)
	defer srv.Close()
	srv.Reply = func(r assistanttest.Request) string {
		if strings.Contains(r.Messages[0].Content, "standalone search query") {
			return "诸葛亮第一次出场"
		}
		return "诸葛亮初见于刘备三顾茅庐之时[2]，此前司马徽已荐之[1]。"
	}
	useAssistant(t, e, srv)
	const budget = 3000
	var streamed strings.Builder
	ans, err := e.Ask(context.Background(), AskRequest{Project: p.ID, Question: "他第一次出场是哪一回？", Budget: budget,
		History: []Turn{{Role: "user", Content: "诸葛亮是谁？"}, {Role: "assistant", Content: "蜀汉丞相。"}}},
		func(s string) { streamed.WriteString(s) })
	if err != nil {
		t.Fatal(err)
	}
	if !ans.Answered || streamed.String() != ans.Text || ans.Query != "诸葛亮第一次出场" || fmt.Sprint(ans.Cited) != "[2 1]" {
		t.Fatalf("answer %+v (streamed %q)", ans, streamed.String())
	}
	want, err := e.BuildContext(context.Background(), search.ContextRequest{Query: ans.Query, Project: p.ID, Budget: budget})
	if err != nil {
		t.Fatal(err)
	}
	reqs := srv.Requests()
	if len(reqs) != 2 || reqs[0].Stream || !reqs[1].Stream {
		t.Fatalf("requests %+v", reqs)
	}
	prompt := reqs[1].Last()
	if len(ans.Citations) != len(want.Passages) || len(want.Passages) < 2 {
		t.Fatalf("%d citations for %d passages", len(ans.Citations), len(want.Passages))
	}
	chars, at := 0, 0
	for i, c := range ans.Citations {
		w := want.Passages[i]
		if c.N != i+1 || c.Passage.ParentID != w.ParentID || c.Text != w.Text || c.Chapter != w.Chapter {
			t.Fatalf("citation %d = %+v, the search returned %+v", i+1, c, w)
		}
		if i > 0 && (c.ChapterIndex < ans.Citations[i-1].ChapterIndex) {
			t.Fatalf("citations out of story order: %d after %d", c.ChapterIndex, ans.Citations[i-1].ChapterIndex)
		}
		mark := fmt.Sprintf("[%d] %s\n%s", c.N, passageLabel(w, true), strings.TrimSpace(w.Text))
		k := strings.Index(prompt[at:], mark)
		if k < 0 {
			t.Fatalf("passage [%d] missing from the prompt, or out of order", c.N)
		}
		at += k + len(mark)
		chars += utf8.RuneCountInString(c.Text)
	}
	t.Logf("the prompt listed %d passages (%d characters, budget %d) from chapters %d…%d", len(ans.Citations), chars, budget, ans.Citations[0].ChapterIndex, ans.Citations[len(ans.Citations)-1].ChapterIndex)
	if chars > budget {
		t.Fatalf("prompt passages hold %d characters, budget %d", chars, budget)
	}
	if n := regexp.MustCompile(`(?m)^\[\d+\] `).FindAllStringIndex(prompt, -1); len(n) != len(ans.Citations) {
		t.Fatalf("prompt lists %d passages, answer has %d citations", len(n), len(ans.Citations))
	}
	if dials.Load() == 0 {
		t.Fatal("the dial hook saw no connection: the no-dial test would prove nothing")
	}

	// A window too small for the prompt: the lowest-ranked passages go.
	srv.MaxPromptRunes = utf8.RuneCountInString(reqs[1].Prompt()) * 2 / 3
	ans, err = e.Ask(context.Background(), AskRequest{Project: p.ID, Question: "诸葛亮第一次出场", Budget: budget}, nil)
	if err != nil || len(ans.Notes) == 0 || len(ans.Citations) >= len(want.Passages) || !strings.Contains(ans.Notes[0], "lowest-ranked") {
		t.Fatalf("trimmed answer: %d citations, notes %q, %v", len(ans.Citations), ans.Notes, err)
	}
}
