package engine

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"strings"
	"sync/atomic"
	"testing"

	"inkflow/engine/assistant"
	"inkflow/engine/assistant/assistanttest"
)

const testChatModel = "qwen2.5:7b"

// countDials makes every assistant client of the test count its dials.
func countDials(t *testing.T) *atomic.Int32 {
	var n atomic.Int32
	dialer := &net.Dialer{}
	assistantDial = func(ctx context.Context, network, addr string) (net.Conn, error) {
		n.Add(1)
		return dialer.DialContext(ctx, network, addr)
	}
	t.Cleanup(func() { assistantDial = nil })
	return &n
}

// useAssistant configures e for the test server.
func useAssistant(t *testing.T, e *Engine, srv *assistanttest.Server) {
	t.Helper()
	if err := e.UpdateSettings(func(s *Settings) { s.Assistant.BaseURL, s.Assistant.Model = srv.BaseURL(), testChatModel }); err != nil {
		t.Fatal(err)
	}
}

// TestNoAssistantNoDial: without assistant.model, Ask returns the prompt
// it would send, summaries refuse, and no connection is ever attempted.
func TestNoAssistantNoDial(t *testing.T) {
	dials := countDials(t)
	e, p := openProject(t, "p")
	mustChapter(t, e, p.ID, "一", "诸葛亮在隆中躬耕，刘备三顾茅庐。")
	flush(t, e)
	ans, err := e.Ask(context.Background(), AskRequest{Project: p.ID, Question: "诸葛亮在哪里？", History: []Turn{{Role: "user", Content: "刘备是谁？"}}}, nil)
	if err != nil || ans.Answered || len(ans.Citations) != 2 || ans.Query != "诸葛亮在哪里？" {
		t.Fatalf("Ask without assistant = %+v, %v", ans, err)
	}
	if last := ans.Prompt[len(ans.Prompt)-1].Content; !strings.Contains(last, "] 第 1 章 一\n诸葛亮在隆中躬耕") {
		t.Fatalf("prompt:\n%s", last)
	}
	if _, err := e.GenerateSummaries(context.Background(), p.ID, nil, nil); !errors.Is(err, assistant.ErrNotConfigured) {
		t.Fatalf("GenerateSummaries without assistant: %v", err)
	}
	if n := dials.Load(); n != 0 {
		t.Fatalf("%d connections attempted without an assistant", n)
	}
}

// TestAskKeyNeverLogged: with the key in $INKFLOW_ASSISTANT_KEY and the
// engine logging at debug level, the key goes only into the request's
// Authorization header — not into the log, the answer or an error.
func TestAskKeyNeverLogged(t *testing.T) {
	const key = "sk-never-log-9137"
	t.Setenv(assistant.KeyEnv, key)
	var logs strings.Builder
	e, err := Open(Options{DataDir: t.TempDir(), Embedder: newBigram(), Debounce: testDebounceNever,
		Logger: slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	p := mustProject(t, e, "p")
	mustChapter(t, e, p.ID, "一", "诸葛亮在隆中躬耕。")
	flush(t, e)
	srv := assistanttest.New(testChatModel)
	defer srv.Close()
	useAssistant(t, e, srv)
	ans, err := e.Ask(context.Background(), AskRequest{Project: p.ID, Question: "诸葛亮在哪里？"}, nil)
	if err != nil || !ans.Answered {
		t.Fatalf("Ask: %+v, %v", ans, err)
	}
	srv.Fault = assistanttest.ServerError
	_, err = e.Ask(context.Background(), AskRequest{Project: p.ID, Question: "诸葛亮在哪里？"}, nil)
	assistanttest.CheckKeyKept(t, srv, key, err, logs.String())
}

// TestPromptChapterNames: the prompt names a chapter as the author's
// book does — a title that numbers itself alone, front matter by its
// title, another title after its number — so the model cites "Chapter 5",
// not "Chapter 5 Chapter 5" or a "Chapter 0" the book does not have.
func TestPromptChapterNames(t *testing.T) {
	for _, tc := range []struct {
		index   int
		title   string
		chinese bool
		want    string
	}{
		{0, "Frankenstein", false, "Frankenstein"},
		{0, "", false, "Front matter"},
		{0, "", true, "扉页"},
		{5, "Chapter 5", false, "Chapter 5"},
		{12, "CHAPTER XII", false, "CHAPTER XII"},
		{39, "第三十九回 荆州城公子三求计", true, "第三十九回 荆州城公子三求计"},
		{3, "The Storm", false, "Chapter 3: The Storm"},
		{3, "孔乙己", true, "第 3 章 孔乙己"},
		{4, "  ", false, "Chapter 4"},
		{4, "  ", true, "第 4 章"},
		{1, "一", false, "Chapter 1: 一"},
	} {
		if got := promptChapterName(tc.index, tc.title, tc.chinese); got != tc.want {
			t.Errorf("promptChapterName(%d, %q, %v) = %q, want %q", tc.index, tc.title, tc.chinese, got, tc.want)
		}
	}

	e, p := openProject(t, "p")
	if _, err := e.ImportChapters(p.ID, []NewChapter{
		{Title: "Frankenstein", Index: 0, Text: "Letter one. The lantern swung above the ice."},
		{Title: "Chapter 1", Index: 1, Text: "Chapter one. The lantern lit my father's study."},
		{Title: "The Storm", Index: 2, Text: "Chapter two. The lantern went out in the storm."},
	}); err != nil {
		t.Fatal(err)
	}
	flush(t, e)
	ans, err := e.Ask(context.Background(), AskRequest{Project: p.ID, Question: "Where is the lantern?"}, nil)
	if err != nil || len(ans.Citations) < 3 {
		t.Fatalf("Ask = %+v, %v", ans, err)
	}
	prompt := ans.Prompt[len(ans.Prompt)-1].Content
	for _, want := range []string{"] Frankenstein\nLetter one.", "] Chapter 1\nChapter one.", "] Chapter 2: The Storm\nChapter two."} {
		if !strings.Contains(prompt, want) {
			t.Errorf("prompt lacks %q:\n%s", want, prompt)
		}
	}
	if strings.Contains(prompt, "Chapter 0") || strings.Contains(prompt, "Chapter 1 Chapter 1") {
		t.Errorf("prompt names a chapter twice or a chapter 0:\n%s", prompt)
	}
}
