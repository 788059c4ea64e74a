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
	cfg := defaultConfig()
	cfg.Corpus = "../../../shared/corpus/train"
	cfg.Holdout = strings.Split("zh/luxun-fen.txt,zh/shuihuzhuan.txt,zh/xiaohong-hulanhezhuan.txt,zh/liaozhaizhiyi.txt", ",")
	logf := func(f string, a ...any) { fmt.Printf(f+"\n", a...) }
	step := func(s string) { fmt.Println(s) }
	p, err := prepare(cfg, step, logf)
	if err != nil {
		t.Fatal(err)
	}
	for _, ws := range strings.Split(spec, ";") {
		c := cfg
		fmt.Sscanf(ws, "%d,%t,%f,%d", &c.Window, &c.Harmonic, &c.Alpha, &c.Dims)
		u, s, nnz, err := tokenFactors(p, c, step)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Printf("== dims %d window %d harmonic %v alpha %.2f nnz %d sv[0] %.1f sv[-1] %.1f\n", c.Dims, c.Window, c.Harmonic, c.Alpha, nnz, s[0], s[len(s)-1])
		type variant struct {
			pw   float64
			rn   bool
			comp int
			a    float64
		}
		variants := []variant{{0.5, true, 1, 1e-3}, {0.5, true, 1, 2e-3}}
		for _, v := range variants {
			pw, rn, comp, a := v.pw, v.rn, v.comp, v.a
			cc := c
			cc.EigenPower, cc.RowNormalize, cc.ComponentsPerBlock, cc.SIFA = pw, rn, comp, a
			tr, err := finish(p, u, s, nnz, cc, func(string) {})
			if err != nil {
				t.Fatal(err)
			}
			res, err := evalProxy(tr.model, tr.tok, cc)
			if err != nil {
				t.Fatal(err)
			}
			line := fmt.Sprintf("p=%.1f rn=%-5v comp=%d a=%.0e | seam %.4f drop %.4f adj %.4f |", pw, rn, comp, a, res.SeamAUC, res.DropAUC, res.AdjacentAUC)
			for _, r := range res.Cliffs {
				line += fmt.Sprintf(" %s: %.2f/%d/%.0f", r.name, r.r.Recall(), r.r.FalseCuts, r.r.RandomFalseCuts)
			}
			fmt.Println(line)
		}
	}
}
