package engine

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"inkflow/storage"
)

func TestFindOptions(t *testing.T) {
	e := openEngine(t, "", nil, testDebounceNever)
	p := mustProject(t, e, "p")
	c1 := mustChapter(t, e, p.ID, "一", "孔明笑曰：\n\n“孔明在此。”Ma met Mary; MA left.\nＡＢＣ１２３ and ABC123")
	mustChapter(t, e, p.ID, "二", "没有匹配。")
	if _, err := e.SetSummary(c1.ID, "本回孔明出场。"); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, pattern string
		opts          FindOptions
		want          []string // match texts in order
	}{
		{"plain chinese", "孔明", FindOptions{}, []string{"孔明", "孔明"}},
		{"case-insensitive by default", "ma", FindOptions{}, []string{"Ma", "Ma", "MA"}},
		{"match case", "Ma", FindOptions{MatchCase: true}, []string{"Ma", "Ma"}},
		{"whole word", "ma", FindOptions{WholeWord: true}, []string{"Ma", "MA"}},
		{"whole word leaves chinese alone", "孔明", FindOptions{WholeWord: true}, []string{"孔明", "孔明"}},
		{"width folding", "abc123", FindOptions{FoldWidth: true}, []string{"ＡＢＣ１２３", "ABC123"}},
		{"no folding", "abc123", FindOptions{}, []string{"ABC123"}},
		{"folded pattern", "ＡＢＣ", FindOptions{FoldWidth: true, MatchCase: true}, []string{"ＡＢＣ", "ABC"}},
		{"regex", `孔明(笑|在)`, FindOptions{Regex: true}, []string{"孔明笑", "孔明在"}},
		{"regex metacharacters are plain without Regex", "孔明(笑", FindOptions{}, nil},
		{"summaries", "孔明", FindOptions{Summaries: true}, []string{"孔明", "孔明", "孔明"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			res, err := e.Find(p.ID, tc.pattern, tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, g := range res.Groups {
				if g.Count != len(g.Matches) {
					t.Errorf("group count %d for %d matches", g.Count, len(g.Matches))
				}
				for _, m := range g.Matches {
					got = append(got, m.Text)
				}
			}
			if strings.Join(got, "|") != strings.Join(tc.want, "|") || res.Total != len(tc.want) {
				t.Errorf("matches %q (total %d), want %q", got, res.Total, tc.want)
			}
		})
	}

	res, err := e.Find(p.ID, "孔明", FindOptions{})
	if err != nil {
		t.Fatal(err)
	}
	second := res.Groups[0].Matches[1]
	runes := []rune(mustText(t, e, c1.ID))
	if string(runes[second.Start:second.End]) != "孔明" || second.Line != 3 || second.Before != "“" || second.After != "在此。”Ma met Mary; MA left." || second.ID != matchID(FindChapter, c1.ID, second.Start) {
		t.Errorf("second match: %+v", second)
	}

	_, err = e.Find(p.ID, "孔明(", FindOptions{Regex: true})
	if !errors.Is(err, ErrInvalid) || strings.Contains(err.Error(), "\n") || !strings.Contains(err.Error(), "missing closing )") {
		t.Errorf("bad pattern: %v, want a one-line ErrInvalid naming the problem", err)
	}
}

func TestReplaceAllSkipOnlyAndUndo(t *testing.T) {
	e := openEngine(t, "", nil, testDebounceNever)
	p := mustProject(t, e, "p")
	v1 := "孔明曰：“亮当往。”\n\n玄德问孔明。"
	v2 := "第二回无人。"
	v3 := "孔明 Kongming"
	c1 := mustChapter(t, e, p.ID, "一", v1)
	c2 := mustChapter(t, e, p.ID, "二", v2)
	c3 := mustChapter(t, e, p.ID, "三", v3)

	prev, err := e.PreviewReplace(p.ID, `孔(明)`, "诸葛$1", FindOptions{Regex: true})
	if err != nil || prev.Total != 3 || prev.Groups[0].Matches[0].Replacement != "诸葛明" {
		t.Fatalf("preview: %+v, %v", prev, err)
	}
	skip := prev.Groups[0].Matches[1].ID
	res, err := e.ReplaceAll(ReplaceRequest{ProjectID: p.ID, Pattern: "孔明", Replacement: "诸葛亮", Skip: []string{skip}})
	if err != nil {
		t.Fatal(err)
	}
	if res.Changes != 2 || len(res.Chapters) != 2 || res.UndoLabel() != "Undo replace: 2 changes in 2 chapters" {
		t.Fatalf("result %+v (%s)", res, res.UndoLabel())
	}
	if got := mustText(t, e, c1.ID); got != "诸葛亮曰：“亮当往。”\n\n玄德问孔明。" {
		t.Errorf("chapter 1: %q (the unticked match must stay)", got)
	}
	if got := mustText(t, e, c3.ID); got != "诸葛亮 Kongming" {
		t.Errorf("chapter 3: %q", got)
	}
	snap, err := e.SnapshotText(res.Chapters[0].Snapshot)
	if err != nil || snap.Text != v1 || snap.Reason != ReasonReplace {
		t.Errorf("snapshot before the replace: %+v, %v", snap, err)
	}

	// Replace one (ids come from a fresh find: the text before it changed).
	again, err := e.Find(p.ID, "孔明", FindOptions{})
	if err != nil || again.Total != 1 {
		t.Fatalf("find after the replace: %+v, %v", again, err)
	}
	skip = again.Groups[0].Matches[0].ID
	if r, err := e.ReplaceAll(ReplaceRequest{ProjectID: p.ID, Pattern: "孔明", Replacement: "卧龙", Only: []string{skip}}); err != nil || r.Changes != 1 {
		t.Fatalf("replace one: %+v, %v", r, err)
	}
	if got := mustText(t, e, c1.ID); got != "诸葛亮曰：“亮当往。”\n\n玄德问卧龙。" {
		t.Errorf("after replace one: %q", got)
	}

	list, err := e.Replaces(p.ID)
	if err != nil || len(list) != 2 || list[0].Changes != 1 {
		t.Fatalf("replaces: %+v, %v", list, err)
	}
	for _, r := range list { // newest first: undo in reverse order
		if _, err := e.UndoReplace(r.ID); err != nil {
			t.Fatal(err)
		}
	}
	for id, want := range map[uint64]string{c1.ID: v1, c2.ID: v2, c3.ID: v3} {
		if got := mustText(t, e, id); got != want {
			t.Errorf("after undo, chapter %d: %q, want %q", id, got, want)
		}
	}
	if _, err := e.UndoReplace(list[0].ID); !errors.Is(err, ErrInvalid) {
		t.Errorf("second undo: %v, want ErrInvalid", err)
	}
	if r, err := e.ReplaceAll(ReplaceRequest{ProjectID: p.ID, Pattern: "不存在", Replacement: "x"}); err != nil || r.ID != 0 || r.Changes != 0 {
		t.Errorf("replace without matches: %+v, %v", r, err)
	}
}

func TestReplaceAllInWikiAndSummaries(t *testing.T) {
	e := openEngine(t, "", nil, testDebounceNever)
	p := mustProject(t, e, "p")
	c := mustChapter(t, e, p.ID, "一", "孔明出山。")
	summary := "孔明出山，孔明借箭。"
	if _, err := e.SetSummary(c.ID, summary); err != nil {
		t.Fatal(err)
	}
	entry := "孔明，字孔明，号卧龙。"
	w, err := e.CreateWikiEntry(p.ID, WikiEntry{Title: "诸葛亮", Type: "character", Text: entry})
	if err != nil {
		t.Fatal(err)
	}
	req := ReplaceRequest{ProjectID: p.ID, Pattern: "孔明", Replacement: "诸葛亮"}
	if r, err := e.ReplaceAll(req); err != nil || r.Changes != 1 {
		t.Fatalf("chapters only: %+v, %v", r, err)
	}
	req.Pattern, req.Replacement = "孔明", "卧龙先生"
	req.Options = FindOptions{Wiki: true, Summaries: true}
	res, err := e.ReplaceAll(req)
	if err != nil {
		t.Fatal(err)
	}
	kinds := ""
	for _, d := range res.Chapters {
		kinds += fmt.Sprintf("%s:%d ", d.Kind, d.Changes)
	}
	if res.Changes != 4 || kinds != "summary:2 wiki:2 " {
		t.Fatalf("replaced %d: %s; want summary:2 wiki:2", res.Changes, kinds)
	}
	s, _, err := e.Summary(c.ID)
	if err != nil || s.Text != "卧龙先生出山，卧龙先生借箭。" {
		t.Errorf("summary: %q, %v", s.Text, err)
	}
	got, err := e.WikiEntry(w.ID)
	if err != nil || got.Text != "卧龙先生，字卧龙先生，号卧龙。" || got.Hash != storage.HashText(got.Text) {
		t.Errorf("wiki entry: %q, %v", got.Text, err)
	}
	undo, err := e.UndoReplace(res.ID)
	if err != nil || len(undo.Restored) != 2 {
		t.Fatalf("undo: %+v, %v", undo, err)
	}
	if s, _, _ := e.Summary(c.ID); s.Text != summary {
		t.Errorf("summary after undo: %q", s.Text)
	}
	if got, _ := e.WikiEntry(w.ID); got.Text != entry {
		t.Errorf("wiki entry after undo: %q", got.Text)
	}
}

// TestFindInTextAgreesWithFind: the editor's find bar and the project
// search find the same matches, with the same replacements, in a text.
func TestFindInTextAgreesWithFind(t *testing.T) {
	e := openEngine(t, "", nil, testDebounceNever)
	p := mustProject(t, e, "p")
	text := "孔明笑曰：\n\n“孔明在此。”Ma met Mary; ＭＡ left."
	mustChapter(t, e, p.ID, "一", text)
	for _, tc := range []struct {
		pattern, repl string
		opts          FindOptions
	}{
		{"孔明", "诸葛亮", FindOptions{}},
		{`孔明(笑|在)`, "$1诸葛亮", FindOptions{Regex: true}},
		{"ma", "Mo", FindOptions{WholeWord: true, FoldWidth: true}},
	} {
		preview, err := e.PreviewReplace(p.ID, tc.pattern, tc.repl, tc.opts)
		if err != nil {
			t.Fatal(err)
		}
		got, err := FindInText(text, tc.pattern, tc.repl, tc.opts)
		if err != nil {
			t.Fatal(err)
		}
		want := preview.Groups[0].Matches
		if len(got) != len(want) {
			t.Fatalf("%s: %d matches in the text, %d in the project", tc.pattern, len(got), len(want))
		}
		for i := range got {
			g, w := got[i], want[i]
			if g.Start != w.Start || g.End != w.End || g.Text != w.Text || g.Replacement != w.Replacement || g.Before != w.Before || g.After != w.After {
				t.Errorf("%s: match %d is %+v in the text, %+v in the project", tc.pattern, i, g, w)
			}
		}
	}
	_, err := FindInText(text, "(", "", FindOptions{Regex: true})
	var pe *PatternError
	if !errors.Is(err, ErrInvalid) || !errors.As(err, &pe) || pe.Detail != "missing closing )" {
		t.Errorf("bad pattern: %v, want a PatternError (an ErrInvalid) saying what is wrong", err)
	}
}

// TestFindContextOnOneLongLine: a match's Before and After are the ~30
// runes around it on its line, and finding them reads only those, not the
// line back to its start: a book typed as one long line (a web novel
// pasted without line breaks) has thousands of matches on one line, and
// reading the line for each made find quadratic (100,000 matches in a
// 500 KB line took minutes).
func TestFindContextOnOneLongLine(t *testing.T) {
	cases := []struct {
		name, text, pattern, before, after string
	}{
		{"short line", "ab X cd\nnext", "X", "ab ", " cd"},
		{"line start and end", "first\nX\nlast", "X", "", ""},
		{"carriage returns end the line", "ab X cd\r\r\nnext", "X", "ab ", " cd"},
		{"carriage return inside the line stays", "ab X c\rd\n", "X", "ab ", " c\rd"},
		{"exactly 30 runes each side", strings.Repeat("甲", 30) + "X" + strings.Repeat("乙", 30) + "\r\n", "X",
			strings.Repeat("甲", 30), strings.Repeat("乙", 30)},
		{"31 runes each side", "\n" + strings.Repeat("甲", 31) + "X" + strings.Repeat("乙", 31), "X",
			"…" + strings.Repeat("甲", 30), strings.Repeat("乙", 30) + "…"},
		{"30 runes then carriage return then text", "X" + strings.Repeat("b", 30) + "\rmore", "X",
			"", strings.Repeat("b", 30) + "…"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := FindInText(tc.text, tc.pattern, "", FindOptions{MatchCase: true})
			if err != nil || len(got) != 1 {
				t.Fatalf("FindInText = %v, %v; want one match", got, err)
			}
			if got[0].Before != tc.before || got[0].After != tc.after {
				t.Errorf("before, after = %q, %q; want %q, %q", got[0].Before, got[0].After, tc.before, tc.after)
			}
		})
	}

	// Bytes allocated, not time, so the test is the same on a busy
	// machine: describing a match in the middle of a 1 MB line must not
	// copy the line (the old code made it a []rune, 4 MB).
	line := strings.Repeat("x", 1<<19) + "MATCH" + strings.Repeat("y", 1<<19)
	m, err := compileFind("MATCH", FindOptions{MatchCase: true})
	if err != nil {
		t.Fatal(err)
	}
	mts := m.matches(line)
	if len(mts) != 1 {
		t.Fatalf("%d matches, want 1", len(mts))
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	fm := mts[0].describe(line, FindGroup{Kind: FindChapter})
	runtime.ReadMemStats(&after)
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 4096 {
		t.Errorf("describing one match allocated %d bytes; want the context only", grew)
	}
	if fm.Before != "…"+strings.Repeat("x", 30) || fm.After != strings.Repeat("y", 30)+"…" {
		t.Errorf("before, after = %q, %q", fm.Before, fm.After)
	}
}

// TestFindStraightQuotesMatchCurly: smart quotes (on by default) store
// the author's typed ' and " curly, and the find bar is typed on the
// same keyboard, so a straight quote in a plain pattern matches the
// curly ones too ("won't" found nothing in “It won’t hold”). A curly
// quote in the pattern, and every quote of a regular expression, match
// only themselves. Find in a project (and so Replace) matches the same.
func TestFindStraightQuotesMatchCurly(t *testing.T) {
	text := "“It won’t hold,” she said. Father's 'log' was \"old\"."
	e := openEngine(t, "", nil, testDebounceNever)
	p := mustProject(t, e, "p")
	mustChapter(t, e, p.ID, "一", text)
	for _, tc := range []struct {
		name, pattern string
		opts          FindOptions
		want          []string
	}{
		{"a straight apostrophe finds the curly one", "won't", FindOptions{}, []string{"won’t"}},
		{"and the straight one", "father's", FindOptions{}, []string{"Father's"}},
		{"a straight double quote opens", `"it`, FindOptions{}, []string{"“It"}},
		{"and closes", `hold,"`, FindOptions{}, []string{"hold,”"}},
		{"single quotes around a word", "'log'", FindOptions{}, []string{"'log'"}},
		{"every double quote", `"`, FindOptions{}, []string{"“", "”", `"`, `"`}},
		{"with whole word and case", "Won't", FindOptions{WholeWord: true}, []string{"won’t"}},
		{"with width folding", "won＇t", FindOptions{FoldWidth: true}, []string{"won’t"}},
		{"a curly quote finds only itself", "won’t", FindOptions{}, []string{"won’t"}},
		{"not the straight one", "father’s", FindOptions{}, nil},
		{"a regular expression takes quotes as written", `won't|"old"`, FindOptions{Regex: true}, []string{`"old"`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ms, err := FindInText(text, tc.pattern, "", tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, m := range ms {
				got = append(got, m.Text)
			}
			if strings.Join(got, "|") != strings.Join(tc.want, "|") {
				t.Errorf("FindInText %q: %q, want %q", tc.pattern, got, tc.want)
			}
			res, err := e.Find(p.ID, tc.pattern, tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			if res.Total != len(tc.want) {
				t.Errorf("Find %q: %d matches, want %d", tc.pattern, res.Total, len(tc.want))
			}
		})
	}
}

// TestReplacementFollowsSmartQuotes: with SmartQuotes, a plain
// replacement's straight quotes go in the way smart quotes would have
// typed them where they land, so replacing Eliza’s (found by "Eliza's")
// with "Liz's" keeps the manuscript's curly apostrophes, and 'Tis and 'em
// go in with the apostrophe, not an opening quote; without it, and
// with a regular expression, the replacement is written as typed.
func TestReplacementFollowsSmartQuotes(t *testing.T) {
	const text = "“It won’t hold,” said Eliza’s father.\n他说“好”。"
	for _, tc := range []struct {
		name, pattern, repl string
		opts                FindOptions
		want                string
	}{
		{"an apostrophe", "Eliza's", "Liz's", FindOptions{SmartQuotes: true}, "“It won’t hold,” said Liz’s father.\n他说“好”。"},
		{"quotes around a word", "hold", `"hold"`, FindOptions{SmartQuotes: true}, "“It won’t “hold”,” said Eliza’s father.\n他说“好”。"},
		{"Chinese, inside a quotation", "好", "'好'", FindOptions{SmartQuotes: true}, "“It won’t hold,” said Eliza’s father.\n他说“‘好’”。"},
		{"an elision", "It won’t hold", "'Tis cold", FindOptions{SmartQuotes: true}, "“’Tis cold,” said Eliza’s father.\n他说“好”。"},
		{"an elision the text ends", "father", "'em", FindOptions{SmartQuotes: true}, "“It won’t hold,” said Eliza’s ’em.\n他说“好”。"},
		{"a quotation", "hold", "'hold'", FindOptions{SmartQuotes: true}, "“It won’t ‘hold’,” said Eliza’s father.\n他说“好”。"},
		{"smart quotes off", "Eliza's", "Liz's", FindOptions{}, "“It won’t hold,” said Liz's father.\n他说“好”。"},
		{"a regular expression writes as typed", `Eliza.s`, "Liz's", FindOptions{Regex: true, SmartQuotes: true}, "“It won’t hold,” said Liz's father.\n他说“好”。"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := openEngine(t, "", nil, testDebounceNever)
			p := mustProject(t, e, "p")
			c := mustChapter(t, e, p.ID, "一", text)
			ms, err := FindInText(text, tc.pattern, tc.repl, tc.opts)
			if err != nil || len(ms) != 1 {
				t.Fatalf("FindInText: %d matches, %v", len(ms), err)
			}
			runes := []rune(text)
			if got := string(runes[:ms[0].Start]) + ms[0].Replacement + string(runes[ms[0].End:]); got != tc.want {
				t.Errorf("find bar's replacement gives %q, want %q", got, tc.want)
			}
			if _, err := e.ReplaceAll(ReplaceRequest{ProjectID: p.ID, Pattern: tc.pattern, Replacement: tc.repl, Options: tc.opts}); err != nil {
				t.Fatal(err)
			}
			if got := mustText(t, e, c.ID); got != tc.want {
				t.Errorf("ReplaceAll wrote %q, want %q", got, tc.want)
			}
		})
	}
}
