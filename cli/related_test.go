package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// TestRelated: the app's Related panel (engine.Related) had no command.
// `related` finds the passages that relate to a paragraph; with
// --chapter the paragraph's own chapter around it is left out (the
// panel's rule), without it the paragraph finds itself first. Its --json
// is search --json's shape; a paragraph the chapter does not hold, no
// text and a bad --k are one line in either language.
func TestRelated(t *testing.T) {
	data := importTestBook(t) // 第一回 山中访友, 第二回 夜雨论剑: short chapters
	const para = "清晨的山路上雾气很重，书生背着竹篓慢慢往上走。"
	type result struct {
		Kind         string `json:"kind"`
		ChapterIndex int    `json:"chapter_index"`
		Text         string `json:"text"`
	}
	related := func(args ...string) []result {
		t.Helper()
		code, out, stderr := run(t, data, append([]string{"related", "--json"}, args...)...)
		var resp struct {
			Query   *string  `json:"query"`
			TookMS  *float64 `json:"took_ms"`
			Results []result `json:"results"`
		}
		if code != 0 || json.Unmarshal([]byte(out), &resp) != nil || resp.Query == nil || resp.TookMS == nil || resp.Results == nil {
			t.Fatalf("related %v: exit %d, stderr %q, out:\n%s", args, code, stderr, out)
		}
		return resp.Results
	}
	file := writeFile(t, "para.txt", para+"\n")
	for _, tt := range []struct {
		name     string
		args     []string
		own      bool // the paragraph's chapter 1 is among the results
		wantElse bool // chapter 2 is among the results
	}{
		{"anywhere", []string{para}, true, true},
		{"in its chapter", []string{"--chapter", "1", para}, false, true},
		{"by title, from a file", []string{"--chapter", "第一回 山中访友", "--file", file}, false, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			rs := related(tt.args...)
			own, other := false, false
			for _, r := range rs {
				own = own || r.Kind == "chapter" && r.ChapterIndex == 1
				other = other || r.Kind == "chapter" && r.ChapterIndex == 2
			}
			if own != tt.own || other != tt.wantElse {
				t.Errorf("chapter 1 in the results %v (want %v), chapter 2 %v (want %v): %+v", own, tt.own, other, tt.wantElse, rs)
			}
		})
	}
	// From stdin, as text.
	var out, errb bytes.Buffer
	if code := Main([]string{"--data", data, "related", "--chapter", "1", "-"}, strings.NewReader(para), &out, &errb, BuildInfo{Version: "test"}); code != 0 || !strings.Contains(out.String(), "#2 第二回 夜雨论剑") {
		t.Errorf("related - (stdin): exit %d, out %q, stderr %q", code, out.String(), errb.String())
	}
	checkInBothLanguages(t, data, []langFailure{
		{[]string{"related", "--chapter", "2", para}, ExitRuntime,
			`related: chapter 2 "第二回 夜雨论剑" does not hold this text`, "related：第 2 章「第二回 夜雨论剑」里没有这段文字", true},
		{[]string{"related", "--chapter", "9", para}, ExitRuntime, "no chapter 9", "没有第 9 章", true},
		{[]string{"related", "  "}, ExitUsage, "related: give the paragraph as TEXT", "related：请给出这段文字", true},
		{[]string{"related", "--k", "0", para}, ExitUsage, "--k must be positive", "--k 必须是正数", true},
		{[]string{"related", "--file", file, para}, ExitUsage, "related: give the text once", "related：", true},
	})
}
