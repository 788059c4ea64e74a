//go:build !race

package engine

import (
	"context"
	"strings"
	"testing"

	"inkflow/engine/search"
)

// TestAcceptanceKeywordHits: on Frankenstein with the shipped model, a
// result the keyword index found highlights text that holds the word
// searched for (the keyword index files its passages under the child they
// overlap most, and the highlight was that child, a sentence early), and
// hybrid search lists every passage holding a rare name before the
// passages with no evidence at all (score 0), however many of them one
// chapter holds.
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
			for _, r := range kw.Results {
				m := string([]rune(r.Text)[r.MatchStart:r.MatchEnd])
				switch {
				case !strings.Contains(r.Text, tt.word):
					// The child's passage begins in the parent before (or
					// ends in the one after): the word is not in this
					// parent at all. Left for a ranking change.
					t.Logf("keyword rank %d (chapter %d): the word is in a neighbouring parent", r.Rank, r.ChapterIndex)
				case !strings.Contains(m, tt.word):
					t.Errorf("keyword rank %d (chapter %d) highlights %q, without %s", r.Rank, r.ChapterIndex, m, tt.word)
				}
			}
			hy, err := e.Search(ctx, search.Request{Query: tt.word, Project: p.ID, Hybrid: &hybrid})
			must(t, err)
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
