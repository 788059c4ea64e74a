package model

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"inkflow/internal/modroot"
	"inkflow/model/modelgen"
)

// BenchmarkEmbed measures embedding throughput on the CPU (texts/s and
// chars/s) for the tiny static fixture and for a randomly initialised model
// with bge-small-zh-v1.5's exact shape, at batch sizes 1, 8 and 32, on
// Chinese sentences of 30–60 characters.
//
//	go test -bench Embed -run '^$' ./model/
func BenchmarkEmbed(b *testing.B) {
	texts := benchSentences(b)
	models := []struct{ name, dir string }{
		{"tiny-static", tinyStatic},
		{"bge-small-zh-shape", bgeShapeModel(b)},
	}
	for _, m := range models {
		for _, batch := range []int{1, 8, 32} {
			b.Run(fmt.Sprintf("%s/batch=%d", m.name, batch), func(b *testing.B) {
				e := load(b, m.dir, Options{BatchSize: batch})
				ctx := context.Background()
				// Warm up: the first run plans memory and is not representative.
				if _, err := e.Embed(ctx, texts[:batch]); err != nil {
					b.Fatal(err)
				}
				chars := 0
				b.ResetTimer()
				start := time.Now()
				for i := 0; i < b.N; i++ {
					off := (i * batch) % (len(texts) - batch)
					chunk := texts[off : off+batch]
					if _, err := e.Embed(ctx, chunk); err != nil {
						b.Fatal(err)
					}
					for _, t := range chunk {
						chars += utf8.RuneCountInString(t)
					}
				}
				secs := time.Since(start).Seconds()
				b.ReportMetric(float64(b.N*batch)/secs, "texts/s")
				b.ReportMetric(float64(chars)/secs, "chars/s")
			})
		}
	}
}

// benchSentences returns Chinese sentences of realistic length: from the
// shared development corpus (read in place, never copied into the repo)
// when it is there, else the project's own sentences repeated.
func benchSentences(b *testing.B) []string {
	b.Helper()
	var out []string
	if root, ok := modroot.OfWorkingDir(); ok {
		dir := filepath.Join(root, "..", "shared", "corpus", "dev", "zh")
		files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				continue
			}
			out = append(out, sentencesBetween(string(data), 30, 60, 512-len(out))...)
			if len(out) >= 512 {
				break
			}
		}
	}
	if len(out) < 64 {
		b.Logf("shared corpus not found; using built-in sentences")
		out = out[:0]
		for len(out) < 128 {
			out = append(out,
				"雨夜里，他独自走到河边，望着远处的山和天上的月，心中有说不出的悲伤与思念。",
				"她把那封旧信放在桌上，看了很久，终于决定在天亮以前离开这座城市。",
				"老人说，这条路他走了四十年，每一块石头都记得他年轻时的样子。",
				"风从窗外吹进来，带着花香，也带着远方战场上传来的消息和叹息。",
			)
		}
	}
	return out
}

// sentencesBetween splits text at Chinese sentence ends and keeps sentences
// of lo..hi characters, at most n of them.
func sentencesBetween(text string, lo, hi, n int) []string {
	var out []string
	var cur strings.Builder
	for _, r := range text {
		if r == '\n' || r == '\r' {
			cur.Reset()
			continue
		}
		cur.WriteRune(r)
		if strings.ContainsRune("。！？", r) {
			s := strings.TrimSpace(strings.TrimLeft(cur.String(), "　”」"))
			if c := utf8.RuneCountInString(s); c >= lo && c <= hi && len(out) < n {
				out = append(out, s)
			}
			cur.Reset()
		}
	}
	return out
}

// bgeShapeModel returns a model folder with bge-small-zh-v1.5's shape and
// random weights under .cache/bench-models/, generating it on first use.
// It uses the real bge-small-zh tokenizer from ../shared/reference when
// present (same vocabulary size), else the fixture tokenizer.
func bgeShapeModel(b *testing.B) string {
	b.Helper()
	root, ok := modroot.OfWorkingDir()
	if !ok {
		b.Fatal("benchmarks need the module root (go.mod) to cache generated models")
	}
	dir := filepath.Join(root, ".cache", "bench-models", "bge-small-zh-shape")
	if e, err := Load(dir, Options{}); err == nil {
		e.Close()
		return dir
	}
	start := time.Now()
	tok, err := os.ReadFile(filepath.Join(root, "..", "shared", "reference", "bge-small-zh-v1.5", "tokenizer.json"))
	if err != nil {
		tok, err = os.ReadFile(filepath.Join(tinyBert, "tokenizer.json"))
		if err != nil {
			b.Fatal(err)
		}
	}
	size, err := modelgen.WriteBGEShapeDir(dir, tok)
	if err != nil {
		b.Fatal(err)
	}
	b.Logf("generated %s (%d MB) in %v", dir, size>>20, time.Since(start).Round(time.Millisecond))
	return dir
}

// BenchmarkMaxSim measures late interaction's token matching as search
// runs it (TokenTable.Matches; the weighing after it is a few hundred
// multiplications): one query
// of 12 characters against the 50 candidate children of a search, each
// about 250 characters of a training-corpus novel, with v2's token table.
//
//	go test -bench MaxSim -run '^$' ./model/
func BenchmarkMaxSim(b *testing.B) {
	root, ok := modroot.OfWorkingDir()
	if !ok {
		b.Fatal("no module root above the working directory")
	}
	tab, err := LoadTokenTable(filepath.Join(root, "assets", "models", "inkflow-static-v2"))
	if err != nil {
		b.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(root, "..", "shared", "corpus", "train", "zh", "shuihuzhuan.txt"))
	if err != nil {
		b.Fatalf("shared corpus missing (%v): the repository must sit beside ../shared", err)
	}
	runes := []rune(string(data))
	passages := make([]string, 50)
	for i := range passages {
		at := (i + 1) * len(runes) / 52
		passages[i] = string(runes[at : at+250])
	}
	const query = "宋江在浔阳楼上题反诗被捉"
	b.ReportAllocs()
	for b.Loop() {
		if m := tab.Matches(query, passages); len(m.Best) != len(passages) || len(m.Weights) == 0 {
			b.Fatalf("%d rows of matches for %d passages, %d query tokens", len(m.Best), len(passages), len(m.Weights))
		}
	}
}
