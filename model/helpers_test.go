package model

import (
	"context"
	"math"
	"path/filepath"
	"testing"
)

// Fixture folders written by `go run ./scripts/gentestmodels`.
var (
	tinyBert    = filepath.Join("testdata", "tiny-bert")
	tinyBertCLS = filepath.Join("testdata", "tiny-bert-cls")
	tinyStatic  = filepath.Join("testdata", "tiny-static")
)

// fixtures are the models every behavioural test runs against.
var fixtures = []struct {
	name, dir string
}{
	{"tiny-bert", tinyBert},
	{"tiny-bert-cls", tinyBertCLS},
	{"tiny-static", tinyStatic},
}

// load opens a fixture and closes it at the end of the test. A missing
// ONNX Runtime library fails the test with ortlib's message (run `make ort`),
// never skips it.
func load(t testing.TB, dir string, opts Options) *ONNXEmbedder {
	t.Helper()
	e, err := Load(dir, opts)
	if err != nil {
		t.Fatalf("Load(%s): %v", dir, err)
	}
	t.Cleanup(func() {
		if err := e.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return e
}

func embed(t testing.TB, e Embedder, texts ...string) [][]float32 {
	t.Helper()
	vecs, err := e.Embed(context.Background(), texts)
	if err != nil {
		t.Fatalf("Embed: %v", err)
	}
	if len(vecs) != len(texts) {
		t.Fatalf("Embed returned %d vectors for %d texts", len(vecs), len(texts))
	}
	return vecs
}

func l2(v []float32) float64 {
	var ss float64
	for _, x := range v {
		ss += float64(x) * float64(x)
	}
	return math.Sqrt(ss)
}

// maxDiff is the largest element-wise difference; +Inf when lengths differ.
func maxDiff(a, b []float32) float64 {
	if len(a) != len(b) {
		return math.Inf(1)
	}
	var d float64
	for i := range a {
		d = max(d, math.Abs(float64(a[i])-float64(b[i])))
	}
	return d
}

// Test texts: the project's own sentences, a mix of Chinese, English and
// both, of clearly different token lengths.
var sampleTexts = []string{
	"月亮",
	"他说：“你好！”",
	"The king walked into the old house at night.",
	"她看着窗外的雨，想起了很多年前的那封信。",
	"雨夜里，他独自走到河边，望着远处的山和天上的月，心中有说不出的悲伤与思念。",
	"Love and letters: 她把信放在桌上。",
	"1234 67",
}
