//go:build !race

package engine

import (
	"context"
	"strings"
	"testing"

	"golang.org/x/text/width"

	"inkflow/engine/search"
	"inkflow/engine/terms"
)

// TestAcceptanceKeywordHits: on Frankenstein with the shipped model, a
// result the keyword index found shows a paragraph that holds the word
// searched for and highlights the passage of it that does (the keyword
// index files its passages under the child they overlap most: the
// highlight was that child, a sentence early, and a passage reaching into
// the next paragraph gave a result without the word, "Ingolstadt" ranks 7
// and 8), and hybrid search lists every passage holding a rare name
// before the passages with no evidence at all (score 0), however many of
// them one chapter holds.
func TestAcceptanceKeywordHits(t *testing.T) {
	e := openShippedEngine(t, Options{})
	p, _ := importDevBook(t, e, "Frankenstein", "en/frankenstein.txt")
	flush(t, e)
	ctx := context.Background()
	hybrid := true
	tests := []struct {
		word string
		// inHybrid is how many hybrid results must hold the word
		// (Plainpalais: the three passages of chapter 7, the tester's
		// case).
		inHybrid int
	}{
		{"Plainpalais", 3},
		{"Ingolstadt", 0},
		{"Chamounix", 0},
	}
	for _, tt := range tests {
		t.Run(tt.word, func(t *testing.T) {
			kw, err := e.Search(ctx, search.Request{Query: tt.word, Project: p.ID, Mode: search.ModeKeyword})
			must(t, err)
			if len(kw.Results) == 0 {
				t.Fatal("keyword search found nothing")
			}
			checkKeywordHits(t, "keyword", tt.word, kw.Results)
			hy, err := e.Search(ctx, search.Request{Query: tt.word, Project: p.ID, Hybrid: &hybrid})
			must(t, err)
			checkKeywordHits(t, "hybrid", tt.word, hy.Results)
			holding, zeroSeen := 0, false
			for _, r := range hy.Results {
				if r.Score <= 0 {
					zeroSeen = true
				} else if zeroSeen {
					t.Errorf("hybrid rank %d scores %.3f after a result of score 0", r.Rank, r.Score)
				}
				if strings.Contains(r.Text, tt.word) {
					holding++
					if zeroSeen {
						t.Errorf("hybrid rank %d holds %s after a result of score 0", r.Rank, tt.word)
					}
				}
			}
			if holding < tt.inHybrid {
				t.Errorf("hybrid results hold %s %d times, want at least %d", tt.word, holding, tt.inHybrid)
			}
		})
	}
}

// TestAcceptanceKeywordHitsChinese: on 呐喊, every result the keyword side
// led shows a paragraph holding the name searched for, or the part of it
// that the index matches (赵太爷 as 赵太 and 太爷), and highlights where
// it stands. Before, a passage reaching across a paragraph break showed
// paragraphs without it: 赵太爷 ranks 14 and 15, 单四嫂子 rank 2, 假洋鬼子
// ranks 14 and 15, 小D ranks 9, 18 and 19, 九斤老太 rank 7 (keyword
// search, 30 results).
func TestAcceptanceKeywordHitsChinese(t *testing.T) {
	e := openShippedEngine(t, Options{})
	p, _ := importDevBook(t, e, "呐喊", "zh/luxun-nahan.txt")
	flush(t, e)
	ctx := context.Background()
	hybrid := true
	for _, word := range []string{"闰土", "阿Q", "赵太爷", "单四嫂子", "假洋鬼子", "小D", "九斤老太"} {
		t.Run(word, func(t *testing.T) {
			for _, req := range []struct {
				mode string
				req  search.Request
			}{
				{"keyword", search.Request{Query: word, Project: p.ID, K: 30, Mode: search.ModeKeyword}},
				{"hybrid", search.Request{Query: word, Project: p.ID, K: 30, Hybrid: &hybrid}},
			} {
				resp, err := e.Search(ctx, req.req)
				must(t, err)
				if len(resp.Results) == 0 {
					t.Fatalf("%s search found nothing", req.mode)
				}
				checkKeywordHits(t, req.mode, word, resp.Results)
			}
		})
	}
}

// checkKeywordHits fails for a result the keyword side led (found by the
// keyword index alone, with some score) whose text holds none of the
// query's terms, or whose highlighted match holds fewer of them than its
// text. Terms are counted independently of the keyword index: CJK
// character pairs and whole words (engine/terms), full width folded.
func checkKeywordHits(t *testing.T, mode, query string, results []search.Result) {
	t.Helper()
	want := termSet(query, false)
	for _, r := range results {
		if r.Score <= 0 || r.Sources.KeywordRank == 0 || r.Sources.VectorRank != 0 {
			continue
		}
		match := string([]rune(r.Text)[r.MatchStart:r.MatchEnd])
		inText, inMatch := heldTerms(want, r.Text), heldTerms(want, match)
		switch {
		case inText == 0:
			t.Errorf("%s rank %d (chapter %d) shows a paragraph without %s: %q…", mode, r.Rank, r.ChapterIndex, query, head(r.Text))
		case inMatch < inText:
			t.Errorf("%s rank %d (chapter %d) highlights %q…, holding %d of the %d terms of %s its text holds", mode, r.Rank, r.ChapterIndex, head(match), inMatch, inText, query)
		}
	}
}

// termSet is the distinct terms of s (see checkKeywordHits); with
// unigrams, every CJK character too, as the index finds a one-character
// query (小D's 小) inside longer runs.
func termSet(s string, unigrams bool) map[string]bool {
	set := make(map[string]bool)
	terms.Each(width.Fold.String(s), unigrams, func(t string) { set[t] = true })
	return set
}

// heldTerms counts the terms of want that text holds.
func heldTerms(want map[string]bool, text string) int {
	n := 0
	for t := range termSet(text, true) {
		if want[t] {
			n++
		}
	}
	return n
}

// head is the first 40 runes of s, for messages.
func head(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40])
	}
	return s
}
