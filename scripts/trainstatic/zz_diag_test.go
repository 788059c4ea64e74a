package main

import (
	"fmt"
	"math"
	"os"
	"slices"
	"strings"
	"testing"

	"inkflow/engine/chunk"
	"inkflow/model/quality"
)

// TEMPORARY diagnostics (deleted before hand-off).
func TestDiag(t *testing.T) {
	if os.Getenv("DIAG") == "" {
		t.Skip("DIAG not set")
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
	u, s, nnz, err := tokenFactors(p, cfg, step)
	if err != nil {
		t.Fatal(err)
	}
	var sources []quality.Source
	for _, h := range cfg.Holdout {
		paras, _ := readParagraphs("../../../shared/corpus/train/" + h)
		sources = append(sources, quality.Source{Name: h, Paragraphs: paras})
	}
	docs, _ := quality.MakeDocs(sources, 5, 3, cfg.Seed)
	for _, comp := range []int{0, 1} {
		for _, a := range []float64{1e-3, 1e-2} {
			cc := cfg
			cc.ComponentsPerBlock, cc.SIFA = comp, a
			tr, err := finish(p, u, s, nnz, cc, func(string) {})
			if err != nil {
				t.Fatal(err)
			}
			var in, seam []float64
			var shortIn []float64
			for _, d := range docs {
				rs := []rune(d.Text)
				spans := chunk.SplitSentences(d.Text)
				var vecs [][]float32
				sk := -1
				var lens []int
				for i, sp := range spans {
					vecs = append(vecs, tr.model.embed(tr.tok.Encode(string(rs[sp.Start:sp.End]), maxTokens)))
					lens = append(lens, sp.End-sp.Start)
					if sk < 0 && sp.End > d.Seam {
						sk = i - 1
					}
				}
				sims := chunk.Similarities(vecs)
				for i, x := range sims {
					if i == sk {
						seam = append(seam, x)
					} else if i < sk-1 || i > sk+1 {
						in = append(in, x)
						if min(lens[i], lens[i+1]) < 10 {
							shortIn = append(shortIn, x)
						}
					}
				}
			}
			st := func(x []float64) string {
				slices.Sort(x)
				var m, v float64
				for _, y := range x {
					m += y
				}
				m /= float64(len(x))
				for _, y := range x {
					v += (y - m) * (y - m)
				}
				return fmt.Sprintf("n=%d mean %.3f sd %.3f p10 %.3f p50 %.3f p90 %.3f", len(x), m, math.Sqrt(v/float64(len(x))), x[len(x)/10], x[len(x)/2], x[len(x)*9/10])
			}
			fmt.Printf("comp %d a %.0e\n  within %s\n  short  %s\n  seam   %s\n", comp, a, st(in), st(shortIn), st(seam))
		}
	}
	_ = nnz
}
