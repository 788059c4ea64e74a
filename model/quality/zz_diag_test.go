package quality

import (
	"context"
	"fmt"
	"os"
	"slices"
	"testing"

	"inkflow/engine/chunk"
)

func TestZZDiag(t *testing.T) {
	if os.Getenv("DIAG") == "" {
		t.Skip()
	}
	emb := loadShipped(t)
	for _, src := range devSources(t) {
		var sims []float64
		var lens []int
		for _, p := range src.Paragraphs[:min(400, len(src.Paragraphs))] {
			if !IsProse(p) {
				continue
			}
			rs := []rune(p)
			var sents []string
			for _, s := range chunk.SplitSentences(p) {
				sents = append(sents, string(rs[s.Start:s.End]))
				lens = append(lens, s.End-s.Start)
			}
			v, _ := emb.Embed(context.Background(), sents)
			sims = append(sims, chunk.Similarities(v)...)
		}
		slices.Sort(sims)
		slices.Sort(lens)
		var m float64
		for _, s := range sims {
			m += s
		}
		fmt.Printf("%s: adjacent sims n=%d mean %.3f p10 %.3f p50 %.3f p90 %.3f; sentence len p50 %d\n", src.Name, len(sims), m/float64(len(sims)), sims[len(sims)/10], sims[len(sims)/2], sims[len(sims)*9/10], lens[len(lens)/2])
	}
}
