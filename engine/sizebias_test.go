//go:build !race

package engine

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"inkflow/engine/chunk"
	"inkflow/engine/search"
	"inkflow/storage"
)

// sizeBiasQueries is how many unrelated sentences checkSizeBias asks.
const sizeBiasQueries = 60

// checkSizeBias checks P11 on a real novel with the real model: asked
// sentences from another book (of the training corpus, so unrelated to
// the project), an unbiased search returns parents of the project's
// average size. Without size normalisation the best-of-several-children
// score lifts long parents (the check first confirms this, so it cannot
// pass vacuously); with it the mean size of the returned parents must be
// within 10 % of the project's mean.
func checkSizeBias(t *testing.T, e *Engine, project uint64) {
	t.Helper()
	queries := unrelatedSentences(t, sizeBiasQueries)

	var sum, n int
	err := e.DB().View(func(tx *storage.Tx) error {
		return tx.ForEachParent(func(p storage.Parent) error {
			if p.Owner.Kind == storage.OwnerChapter {
				sum += utf8.RuneCountInString(p.Text)
				n++
			}
			return nil
		})
	})
	if err != nil {
		t.Fatal(err)
	}
	projectMean := float64(sum) / float64(n)

	meanReturned := func(normalize bool, late float64) float64 {
		if err := e.UpdateSettings(func(s *Settings) {
			s.Search.Normalize = normalize
			s.Search.LateInteraction = late
		}); err != nil {
			t.Fatal(err)
		}
		hybrid := false
		var sum, n int
		for _, q := range queries {
			resp, err := e.Search(context.Background(), search.Request{
				Query: q, Project: project, K: 10, Mode: search.ModeParentChild, Hybrid: &hybrid,
				Kinds: []string{search.KindChapter},
			})
			if err != nil {
				t.Fatal(err)
			}
			if resp.Fallback != "" {
				t.Fatalf("late interaction %v: search fell back: %v", late, resp.Fallback)
			}
			for _, r := range resp.Results {
				sum += r.Window.ParentChars
				n++
			}
		}
		return float64(sum) / float64(n)
	}
	// Late interaction off, at its default and at full weight: the
	// vector leg's score is then a cosine, a blend or a MaxSim, whose
	// dependence on length differs (normalize.go, lateSizeExponent), and
	// P11 holds for each.
	lates := []float64{0, 1}
	if beta := search.DefaultSettings().LateInteraction; beta != 0 && beta != 1 {
		lates = []float64{0, beta, 1}
	}
	for _, late := range lates {
		biased := meanReturned(false, late) / projectMean
		fair := meanReturned(true, late) / projectMean
		t.Logf("P11 on real text, late interaction %v: returned parents average %.2f× the project's mean parent (%.0f runes) without size normalisation, %.2f× with it",
			late, biased, projectMean, fair)
		if biased < 1.1 {
			t.Fatalf("late interaction %v: without normalisation returned parents average %.2f× the mean: the bias this check relies on is missing", late, biased)
		}
		if fair < 0.9 || fair > 1.1 {
			t.Errorf("P11, late interaction %v: with normalisation returned parents average %.2f× the project's mean, want within 10 %%", late, fair)
		}
	}
	if err := e.UpdateSettings(func(s *Settings) {
		s.Search.Normalize = true
		s.Search.LateInteraction = search.DefaultSettings().LateInteraction
	}); err != nil {
		t.Fatal(err)
	}
}

// unrelatedSentences returns n sentences of 12–30 runes spread evenly over
// a training-corpus novel that shares no story with 三国演义.
func unrelatedSentences(t *testing.T, n int) []string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "shared", "corpus", "train", "zh", "ernvyingxiongzhuan.txt"))
	if err != nil {
		t.Fatalf("shared corpus missing (%v): the repository must sit beside ../shared", err)
	}
	text := string(data)
	runes := []rune(text)
	var all []string
	for _, sp := range chunk.SplitSentences(text) {
		s := strings.TrimSpace(string(runes[sp.Start:sp.End]))
		if l := utf8.RuneCountInString(s); l >= 12 && l <= 30 {
			all = append(all, s)
		}
	}
	if len(all) < n {
		t.Fatalf("only %d usable sentences", len(all))
	}
	out := make([]string, n)
	for i := range out {
		out[i] = all[i*len(all)/n]
	}
	return out
}
