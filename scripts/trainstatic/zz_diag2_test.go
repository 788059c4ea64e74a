package main

import (
	"fmt"
	"os"
	"testing"
)

func TestDiag2(t *testing.T) {
	if os.Getenv("DIAG2") == "" {
		t.Skip()
	}
	cfg := defaultConfig()
	cfg.Corpus = "../../../shared/corpus/train"
	p, err := prepare(cfg, func(string) {}, func(string, ...any) {})
	if err != nil {
		t.Fatal(err)
	}
	u, s, _, err := tokenFactors(p, cfg, func(string) {})
	if err != nil {
		t.Fatal(err)
	}
	var en, zh *blockStream
	for _, b := range p.blocks {
		if b.Name == "en" {
			en = b
		} else {
			zh = b
		}
	}
	k := cfg.Dims
	nEn := 0
	line := ""
	for j := 0; j < k; j++ {
		var me, mz float64
		for i := range p.tokens {
			x := u[i*k+j] * u[i*k+j]
			if float64(en.Counts[i])/float64(en.Tokens) > float64(zh.Counts[i])/float64(zh.Tokens) {
				me += x
			} else {
				mz += x
			}
		}
		if me > mz {
			nEn++
		}
		if j%16 == 0 {
			line += fmt.Sprintf(" %d:%.1f/%.2f", j, s[j], me/(me+mz))
		}
	}
	fmt.Println("en-dominated dims:", nEn, "of", k)
	fmt.Println(line)
}
