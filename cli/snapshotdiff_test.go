package cli

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"inkflow/engine"
)

// TestSnapshotDiffHunks: snapshot diff prints the changed paragraphs
// with --context unchanged ones around them under a line naming their
// numbers, not the whole chapter (which it printed for one changed
// character); --whole prints it all, marked, as before.
func TestSnapshotDiffHunks(t *testing.T) {
	data := importTestBook(t)
	paras := []string{"　　第一段，山路上雾气很重。", "　　第二段，书生这样走着。", "　　第三段，听见砍柴的声音。",
		"　　第四段，远处有一座小庙。", "　　第五段，庙前有一棵老树。", "　　第六段，天快黑了。"}
	before := strings.Join(paras, "\n\n") + "\n"
	after := strings.Replace(strings.Replace(before, "这样", "那样", 1), "天快黑了", "天黑了", 1)
	english := "Victor met Clairval at the inn.\n\nThey talked all night.\n\nThe rain stopped.\n\nMorning came.\n"
	var snap [3]string
	for i, w := range []struct{ chapter, text string }{{"1", before}, {"1", after}, {"2", english}, {"2", strings.Replace(english, "Clairval", "Clerval", 1)}} {
		code, out, stderr := runIn(t, data, w.text, "chapter", "write", "--no-wait", w.chapter, "-")
		m := regexp.MustCompile(`snapshot (\d+)`).FindStringSubmatch(out)
		if code != 0 || m == nil {
			t.Fatalf("write %d: exit %d %s%s", i, code, out, stderr)
		}
		if i == 1 || i == 3 {
			snap[i/2] = m[1] // the text before the edit
		}
	}
	for _, tt := range []struct {
		zh       bool
		args     []string
		want     []string // parts of stdout
		notInOut []string
	}{
		{false, []string{"1", snap[0]}, []string{"paragraphs 1–3:\n　　第一段", "第二段，书生[-这-]{+那+}样走着。\n　　第三段", "\n\nparagraphs 5–6:\n　　第五段", "天[-快-]黑了。\n\n2 characters deleted"},
			[]string{"第四段"}},
		{false, []string{"--context", "0", "1", snap[0]}, []string{"paragraph 2:\n　　第二段", "paragraph 6:\n　　第六段"}, []string{"第一段", "第三段", "第五段"}},
		{false, []string{"--whole", "1", snap[0]}, []string{"第四段", "[-这-]{+那+}"}, []string{"paragraph"}},
		{false, []string{"2", snap[1]}, []string{"paragraphs 1–2:\nVictor met [-Clairval-]{+Clerval+} at the inn.\nThey talked"}, []string{"rain"}},
		{true, []string{"1", snap[0]}, []string{"第 1–3 段：\n　　第一段", "第 5–6 段：", "删去 2 字符"}, []string{"第四段"}},
		{true, []string{"--context", "0", "1", snap[0]}, []string{"第 2 段：\n　　第二段，书生[-这-]{+那+}样走着。\n\n第 6 段："}, []string{"第一段"}},
	} {
		if tt.zh {
			inChinese(t)
		}
		code, out, stderr := run(t, data, append([]string{"snapshot", "diff"}, tt.args...)...)
		if code != 0 {
			t.Errorf("%v: exit %d %s", tt.args, code, stderr)
		}
		for _, w := range tt.want {
			if !strings.Contains(out, w) {
				t.Errorf("%v (zh %v): stdout lacks %q:\n%s", tt.args, tt.zh, w, out)
			}
		}
		for _, w := range tt.notInOut {
			if strings.Contains(out, w) {
				t.Errorf("%v (zh %v): stdout has %q:\n%s", tt.args, tt.zh, w, out)
			}
		}
	}
	if code, _, stderr := run(t, data, "snapshot", "diff", "--context", "-1", "1", snap[0]); code != ExitUsage || !strings.Contains(stderr, "--context") {
		t.Errorf("--context -1: exit %d %s", code, stderr)
	}
}

// TestDiffLines: the lines of a diff are cut at either text's line
// breaks, a break only one text has is marked, and the lines are
// numbered as the new text's paragraphs.
func TestDiffLines(t *testing.T) {
	for _, tt := range []struct {
		old, new string
		want     []string // each line: para, then the marked text
	}{
		{"甲\n\n乙\n\n丙", "甲\n\n乙乙\n\n丙", []string{"1 甲", "2 乙{+乙+}", "3 丙"}},
		{"甲\n\n乙\n\n丙", "甲\n\n丙", []string{"1 甲", "1 [-乙-][-↵-]", "2 丙"}},
		{"甲乙", "甲\n乙", []string{"1 甲{+↵+}", "2 乙"}},
		{"a b\nc", "a bc", []string{"1 a [-b-][-↵-]", "1 [-c-]{+bc+}"}},
	} {
		var got []string
		for _, l := range diffLines(engine.DiffTexts(tt.old, tt.new).Spans) {
			got = append(got, strconv.Itoa(l.para)+" "+spansText(l.spans))
		}
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("%q → %q: %q, want %q", tt.old, tt.new, got, tt.want)
		}
	}
}
