package main

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// TEMPORARY tuning harness (deleted before hand-off).
func TestTune(t *testing.T) {
	spec := os.Getenv("TUNE")
	if spec == "" {
		t.Skip("TUNE not set")
	}
	zhHold := strings.Split("zh/luxun-fen.txt,zh/shuihuzhuan.txt,zh/xiaohong-hulanhezhuan.txt,zh/liaozhaizhiyi.txt", ",")
	cfg := defaultConfig()
	cfg.Corpus = "/tmp/tunecorpus"
	cfg.Holdout = append(append([]string{}, zhHold...), "en/pp-tail.txt")
	logf := func(f string, a ...any) { fmt.Printf(f+"\n", a...) }
	p, err := prepare(cfg, func(string) {}, logf)
	if err != nil {
		t.Fatal(err)
	}
	for _, ws := range strings.Split(spec, ";") {
		c := cfg
		var enDims int
		fmt.Sscanf(ws, "%d,%t,%f,%d", &c.Window, &c.Harmonic, &c.Alpha, &enDims)
		c.BlockDims = map[string]int{"en": enDims}
		u, s, nnz, err := tokenFactors(p, c, func(string) {})
		if err != nil {
			t.Fatal(err)
		}
		fmt.Printf("== en dims %d window %d harmonic %v alpha %.2f\n", enDims, c.Window, c.Harmonic, c.Alpha)
		type variant struct {
			comp int
			a    float64
		}
		for _, v := range []variant{{1, 1e-3}, {0, 1e-3}, {1, 3e-3}} {
			cc := c
			cc.ComponentsPerBlock, cc.SIFA = v.comp, v.a
			tr, err := finish(p, u, s, nnz, cc, func(string) {})
			if err != nil {
				t.Fatal(err)
			}
			line := fmt.Sprintf("comp=%d a=%.0e |", v.comp, v.a)
			for _, hold := range [][]string{zhHold, {"en/pp-tail.txt"}, {"en/pp-tail.txt", "zh/luxun-fen.txt", "zh/shuihuzhuan.txt"}} {
				ec := cc
				ec.Holdout = hold
				res, err := evalProxy(tr.model, tr.tok, ec)
				if err != nil {
					t.Fatal(err)
				}
				line += fmt.Sprintf(" [seam %.3f adj %.3f", res.SeamAUC, res.AdjacentAUC)
				for _, r := range res.Cliffs {
					if r.name == "drop 0.30" || r.name == "percentile 95" {
						line += fmt.Sprintf(" %s %.2f/%d/%.0f", r.name, r.r.Recall(), r.r.FalseCuts, r.r.RandomFalseCuts)
					}
				}
				line += "]"
			}
			fmt.Println(line)
		}
	}
}
