package cli

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"inkflow/engine/assistant"
	"inkflow/engine/assistant/assistanttest"
)

// TestAskAndSummaryGenerate: `ask` without an assistant prints the prompt
// and says so (exit 0); with the test server it answers with citations;
// a remote server is refused until confirmed; `summary generate` writes
// the assistant's summaries and `summary show` says whose they are.
func TestAskAndSummaryGenerate(t *testing.T) {
	data := importTestBook(t)
	code, out, stderr := run(t, data, "ask", "谁出场了？")
	if code != 0 || !strings.Contains(stderr, "no assistant configured") || !strings.Contains(out, "[1] ") || !strings.Contains(out, "问题：谁出场了？") || !strings.Contains(out, "] 摘要：") {
		t.Fatalf("ask without assistant: exit %d\nstdout %s\nstderr %s", code, out, stderr)
	}
	if code, _, stderr := run(t, data, "summary", "generate"); code != 1 || !strings.Contains(stderr, "No chat assistant is set up yet (set assistant.model); the extractive summaries stay in use") {
		t.Fatalf("summary generate without assistant: exit %d %s", code, stderr)
	}

	srv := assistanttest.New("qwen2.5:7b")
	defer srv.Close()
	srv.Reply = func(r assistanttest.Request) string {
		if strings.Contains(r.Messages[0].Content, "summarise one chapter") {
			return "助手写的摘要。"
		}
		return "答案在此[1]。"
	}
	for _, kv := range [][2]string{{"assistant.base-url", "https://api.example.com/v1"}, {"assistant.model", "qwen2.5:7b"}} {
		if code, _, stderr := run(t, data, "settings", "set", kv[0], kv[1]); code != 0 {
			t.Fatalf("settings set %v: %s", kv, stderr)
		}
	}
	if code, _, stderr := run(t, data, "ask", "谁？"); code != 1 || !strings.Contains(stderr, "assistant.allow-remote") || strings.Count(stderr, "\n") != 1 {
		t.Fatalf("remote without confirmation: exit %d %q", code, stderr)
	}
	run(t, data, "settings", "set", "assistant.base-url", srv.BaseURL())
	code, out, stderr = run(t, data, "ask", "--json", "谁出场了？")
	var ans struct {
		Answered  bool   `json:"answered"`
		Answer    string `json:"answer"`
		Cited     []int  `json:"cited"`
		Citations []struct {
			N       int    `json:"n"`
			Chapter string `json:"chapter"`
			Start   int    `json:"start"`
			End     int    `json:"end"`
		} `json:"citations"`
	}
	if err := json.Unmarshal([]byte(out), &ans); code != 0 || err != nil || !ans.Answered || ans.Answer != "答案在此[1]。" || len(ans.Cited) != 1 || len(ans.Citations) == 0 || ans.Citations[0].End <= ans.Citations[0].Start {
		t.Fatalf("ask --json: exit %d %v\n%s\n%s", code, err, out, stderr)
	}
	code, out, _ = run(t, data, "ask", "谁出场了？")
	if code != 0 || !strings.HasPrefix(out, "答案在此[1]。") || !strings.Contains(out, "Sources:\n[1] ") {
		t.Fatalf("ask: exit %d\n%s", code, out)
	}

	code, out, stderr = run(t, data, "summary", "generate", "--chapters", "1")
	if code != 0 || !strings.Contains(out, "summarised 1 chapter,") || !strings.Contains(stderr, "[1/1] summarised") {
		t.Fatalf("summary generate: exit %d\n%s\n%s", code, out, stderr)
	}
	code, out, _ = run(t, data, "summary", "show", "1")
	if code != 0 || !strings.Contains(out, "written by the assistant") || !strings.Contains(out, "助手写的摘要。") {
		t.Fatalf("summary show: exit %d\n%s", code, out)
	}

	// The key: stored in the (mock) keyring from stdin, sent as a bearer
	// token; without a keyring the error names the variable to use.
	t.Setenv(assistant.KeyEnv, "")
	assistant.MockKeyring(nil)
	if code, _, stderr := runIn(t, data, "sk-test-77\n", "assistant", "key", "set"); code != 0 {
		t.Fatalf("assistant key set: %s", stderr)
	}
	code, out, stderr = run(t, data, "assistant", "test")
	if reqs := srv.Requests(); code != 0 || !strings.Contains(out, "answered") || !strings.Contains(out, "API key: keyring") || reqs[len(reqs)-1].Authorization != "Bearer sk-test-77" || strings.Contains(out+stderr, "sk-test-77") {
		t.Fatalf("assistant test: exit %d\n%s\n%s", code, out, stderr)
	}
	assistant.MockKeyring(errors.New("no Secret Service"))
	if code, _, stderr := runIn(t, data, "sk-x", "assistant", "key", "set"); code != 1 || !strings.Contains(stderr, assistant.KeyEnv) {
		t.Fatalf("key set without a keyring: exit %d %q", code, stderr)
	}

	run(t, data, "settings", "set", "assistant.model", "missing-model")
	if code, _, stderr := run(t, data, "ask", "谁？"); code != 1 || !strings.Contains(stderr, `has no model “missing-model”: download it (for example `+"`ollama pull missing-model`"+`)`) {
		t.Fatalf("missing model: exit %d %q", code, stderr)
	}
}
