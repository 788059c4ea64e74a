package search_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"inkflow/engine/search"
	"inkflow/engine/search/searchtest"
	"inkflow/storage/vector"
)

// Sentences of the echo fixture's one-paragraph chapters.
const (
	echoEn1 = "The ferryman lit his lantern at dusk and waited for the last boat from the mill."
	echoEn2 = "Rain came down over the river in grey sheets, and the reeds bent low along the bank."
	echoEn3 = "When the boat finally arrived, it carried a stranger with a wooden trunk and no name."
	echoZh1 = "老艄公在黄昏时点起了灯笼，等着磨坊来的最后一条船。"
	echoZh2 = "河面上下起了灰蒙蒙的雨，岸边的芦苇被压得很低。"
	echoZh3 = "船终于到了，船上坐着一个提着木箱的陌生人，不肯说出自己的名字。"
)

// Two paragraphs long enough to be passages of their own (searchtest.Chunk
// merges paragraphs under MinParent runes).
var (
	echoPara1 = "The miller's daughter kept the accounts of the mill in a green ledger. " +
		"Every evening she counted the sacks of flour twice and wrote the sums in a small, careful hand. " +
		"Her father trusted nobody else with the keys to the strongroom."
	echoPara2 = "In the autumn the river rose and flooded the lower floor of the mill. " +
		"The ledger floated out through the broken door and was found a week later in a fisherman's net, " +
		"its pages swollen but every figure still legible."
)

// TestSummaryThatRepeatsAPassage: a chapter's summary whose every sentence
// stands in one passage of that chapter among the results adds nothing to
// it, so it is left out and the passage takes its place: in a one-paragraph
// chapter the extractive summary is the whole text, or some of its
// sentences, and it ranked above the passage (its keyword document is
// shorter), so the author read the same text twice and the first card
// opened no editor. A summary that says something of its own — other
// words, sentences of two passages, another chapter's text — keeps its
// place, as does one whose passage is not among the results (only
// summaries asked for). Before, every such summary was listed, above its
// passage.
func TestSummaryThatRepeatsAPassage(t *testing.T) {
	enChapter := echoEn1 + " " + echoEn2 + " " + echoEn3
	zhChapter := "　　" + echoZh1 + echoZh2 + echoZh3
	twoParagraphs := echoPara1 + "\n\n" + echoPara2
	tests := []struct {
		name    string
		chapter string // the text of chapter 1, whose summary is summary
		summary string
		// summaryOf is the chapter the summary belongs to (1 when 0).
		summaryOf uint64
		query     string
		kinds     []string
		// dropped: the summary is not listed and chapter 1's passage is
		// first.
		dropped bool
	}{
		{name: "the whole one-paragraph chapter", chapter: enChapter,
			summary: enChapter, query: "ferryman lantern dusk", dropped: true},
		{name: "its first and last sentences", chapter: enChapter,
			summary: echoEn1 + " " + echoEn3, query: "stranger wooden trunk", dropped: true},
		{name: "a Chinese chapter without its indent", chapter: zhChapter,
			summary: echoZh1 + echoZh2 + echoZh3, query: "老艄公点起灯笼", dropped: true},
		{name: "a sentence cut to the budget", chapter: zhChapter,
			summary: "老艄公在黄昏时点起了灯笼，等着磨坊来的…", query: "黄昏点起灯笼", dropped: true},
		{name: "other spacing and case", chapter: enChapter,
			summary: strings.ToUpper(echoEn1) + "\n\n" + echoEn2, query: "ferryman lantern dusk", dropped: true},
		{name: "the author's own words", chapter: enChapter,
			summary: "A stranger with a wooden trunk reaches the ferry in the rain.", query: "stranger wooden trunk"},
		{name: "one repeated sentence and one of its own", chapter: enChapter,
			summary: echoEn1 + " Nobody in the village ever learned who he was.", query: "ferryman lantern dusk"},
		{name: "sentences of two passages", chapter: twoParagraphs,
			summary: "The miller's daughter kept the accounts of the mill in a green ledger. " +
				"The ledger floated out through the broken door and was found a week later in a fisherman's net, its pages swollen but every figure still legible.",
			query: "green ledger"},
		{name: "another chapter's passage", chapter: enChapter, summaryOf: 2,
			summary: enChapter, query: "ferryman lantern dusk"},
		{name: "summaries asked for alone", chapter: enChapter,
			summary: enChapter, query: "ferryman lantern dusk", kinds: []string{search.KindSummary}},
	}
	hybrid, vectorOnly := true, false
	modes := []struct {
		name string
		req  search.Request
	}{
		{"hybrid", search.Request{Mode: search.ModeParentChild, Hybrid: &hybrid}},
		{"vector", search.Request{Mode: search.ModeParentChild, Hybrid: &vectorOnly}},
		{"keyword", search.Request{Mode: search.ModeKeyword}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			emb := searchtest.NewHashEmbedder(testDims, "query: ")
			c := searchtest.NewCorpus(emb, vector.NewFlat(testDims), memKeyword(t))
			of := tt.summaryOf
			if of == 0 {
				of = 1
			}
			owner := func(kind string, id uint64, index int) searchtest.Owner {
				return searchtest.Owner{ProjectID: 1, Project: "Ferry", Kind: kind, OwnerID: id,
					Title: "Chapter", ChapterIndex: index}
			}
			sum := owner(search.KindSummary, 1, int(of))
			sum.SummaryOf = of
			for _, it := range []struct {
				o    searchtest.Owner
				text string
			}{
				// The summary is written first, as the indexer does after
				// an import's first pass, so on equal scores it would win.
				{sum, tt.summary},
				{owner(search.KindChapter, 1, 1), tt.chapter},
				{owner(search.KindChapter, 2, 2), "The mill stood dark on the hill, its wheel still. " +
					"Nobody had ground any corn there since the flood of the spring before."},
				{owner(search.KindChapter, 3, 3), "老磨坊在山坡上，水车早就不转了。自从春天发了大水，再没有人来磨过麦子。"},
			} {
				if _, err := c.AddText(context.Background(), it.o, it.text); err != nil {
					t.Fatal(err)
				}
			}
			for _, m := range modes {
				req := m.req
				req.Query, req.Project, req.K, req.Kinds = tt.query, 1, 5, tt.kinds
				rs := mustSearch(t, c.Deps(), req, search.DefaultSettings()).Results
				at := -1
				for i, r := range rs {
					if r.Kind == search.KindSummary {
						at = i
					}
				}
				switch {
				case tt.dropped && at >= 0:
					t.Errorf("%s: the summary is listed at rank %d: %s", m.name, at+1, describe(rs))
				case tt.dropped && (rs[0].Kind != search.KindChapter || rs[0].OwnerID != 1):
					t.Errorf("%s: first is not chapter 1's passage: %s", m.name, describe(rs))
				case !tt.dropped && at < 0:
					t.Errorf("%s: the summary is not listed: %s", m.name, describe(rs))
				}
			}
		})
	}
}

// describe lists results as kind, owner id and score, for failure messages.
func describe(rs []search.Result) string {
	var b strings.Builder
	for _, r := range rs {
		fmt.Fprintf(&b, "[%s %d, score %.3f] ", r.Kind, r.OwnerID, r.Score)
	}
	return b.String()
}
