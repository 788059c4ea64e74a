package bm25_test

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"inkflow/engine/eval/bm25"
)

func TestTerms(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"刘备三顾", []string{"刘备", "备三", "三顾"}},
		{"虎，", []string{"虎"}},
		{"The Tin Woodman's axe", []string{"the", "tin", "woodman", "s", "axe"}},
		{"第3回Dorothy", []string{"第", "3", "回", "dorothy"}},
		{"", nil},
	}
	for _, tc := range tests {
		if got := bm25.Terms(tc.in); !slices.Equal(got, tc.want) {
			t.Errorf("Terms(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestPassages checks that passages cover the text, end at sentence ends
// and reach PassageRunes before they are cut.
func TestPassages(t *testing.T) {
	sentence := "他走进院子，看见一棵老槐树。"
	text := strings.Repeat(sentence, 60) + "\n\n" + strings.Repeat("The rain stopped. ", 40)
	ps := bm25.Passages(text)
	if len(ps) < 4 {
		t.Fatalf("%d passages", len(ps))
	}
	var joined strings.Builder
	for i, p := range ps {
		joined.WriteString(p)
		if i < len(ps)-1 && utf8.RuneCountInString(p) < bm25.PassageRunes {
			t.Errorf("passage %d has %d runes, cut before %d", i, utf8.RuneCountInString(p), bm25.PassageRunes)
		}
		if !strings.HasSuffix(p, "。") && !strings.HasSuffix(p, ".") {
			t.Errorf("passage %d does not end a sentence: %q", i, p[max(0, len(p)-20):])
		}
	}
	if strip(joined.String()) != strip(text) {
		t.Error("passages do not cover the text")
	}
}

func strip(s string) string { return strings.Join(strings.Fields(s), "") }

// TestSearch ranks chapters by their best passage with textbook BM25: the
// chapter holding the rare term wins over one repeating a common one, each
// chapter is listed once, and chapters without a query term are left out.
func TestSearch(t *testing.T) {
	filler := strings.Repeat("天色渐晚，众人各自回房歇息。", 30)
	ix := bm25.New([]bm25.Chapter{
		{Index: 1, Text: filler + "院中有一口古井。" + filler},
		{Index: 2, Text: filler + "井边井边井边，众人井边说话。"},
		{Index: 3, Text: "别的故事。"},
		{Index: 4, Text: filler + "他在古井旁边坐了一夜。"},
	})
	got := ix.Search("古井", 10)
	if len(got) != 2 || !slices.Contains(got, 1) || !slices.Contains(got, 4) {
		t.Errorf("Search(古井) = %v, want chapters 1 and 4", got)
	}
	got = ix.Search("天色 井边", 10)
	if len(got) == 0 || got[0] != 2 {
		t.Errorf("Search(天色 井边) = %v, want chapter 2 first", got)
	}
	seen := map[int]bool{}
	for _, c := range got {
		if seen[c] {
			t.Errorf("chapter %d listed twice in %v", c, got)
		}
		seen[c] = true
	}
	if got := ix.Search("古井", 1); len(got) != 1 {
		t.Errorf("k = 1 gave %v", got)
	}
	if got := ix.Search("无关", 10); len(got) != 0 {
		t.Errorf("Search(无关) = %v, want nothing", got)
	}
}
