package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"inkflow/model"
	"inkflow/model/manifest"
)

// corpusRoot is the shared training corpus, read in place (never copied
// into the repository).
const corpusRoot = "../../../shared/corpus/train"

// smallCorpus builds, in a temp dir, a small two-block training corpus
// from the real one: one short Chinese essay collection and the opening
// of the English novel, so the pipeline runs end to end in seconds.
func smallCorpus(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	zh, err := os.ReadFile(filepath.Join(corpusRoot, "zh", "luxun-huagaiji-xubian-xubian.txt"))
	if err != nil {
		t.Fatalf("the shared training corpus is required: %v", err)
	}
	en, err := os.ReadFile(filepath.Join(corpusRoot, "en", "pride-and-prejudice.txt"))
	if err != nil {
		t.Fatalf("the shared training corpus is required: %v", err)
	}
	if cut := bytes.LastIndex(en[:90_000], []byte("\n\n")); cut > 0 {
		en = en[:cut]
	}
	for rel, data := range map[string][]byte{"zh/zh.txt": zh, "en/en.txt": en} {
		p := filepath.Join(root, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

// smallArgs are trainer flags sized for smallCorpus.
func smallArgs(corpus, out string, workers string) []string {
	return []string{"-corpus", corpus, "-out", out, "-seed", "7", "-dims", "24", "-block-dims", "en=8", "-sample", "300",
		"-min-cjk", "2", "-min-word", "2", "-max-pieces", "100", "-power-iters", "2", "-bigrams", "500", "-int8", "-identity", "1", "-workers", workers, "-v=false", "-files", "all"}
}

// TestTrainDeterministic trains twice on the same corpus — once with one
// worker, once with two — and requires byte-identical model folders.
func TestTrainDeterministic(t *testing.T) {
	corpus := smallCorpus(t)
	dirs := []string{filepath.Join(t.TempDir(), "a"), filepath.Join(t.TempDir(), "b")}
	var outs []string
	for i, w := range []string{"1", "2"} {
		var out bytes.Buffer
		if err := run(smallArgs(corpus, dirs[i], w), &out, io.Discard); err != nil {
			t.Fatal(err)
		}
		outs = append(outs, out.String())
	}
	requireSameFolders(t, dirs[0], dirs[1])
	m, err := manifest.Read(dirs[0])
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(outs[0], "sha256     "+m.SHA256) {
		t.Errorf("summary does not print the manifest's sha256 %s:\n%s", m.SHA256, outs[0])
	}
	if m.Name != defaultName || m.Kind != manifest.KindStatic || m.Dims != 24 || m.Pooling != manifest.PoolingNone ||
		!m.Normalize || m.MaxTokens != maxTokens || m.Output != manifest.OutputSentence || len(m.Inputs) != 2 {
		t.Errorf("manifest %+v", m)
	}
}

// requireSameFolders fails unless the two model folders are byte-identical.
func requireSameFolders(t *testing.T, a, b string) {
	t.Helper()
	for _, name := range []string{"model.onnx", "tokenizer.json", manifest.FileName} {
		x, err := os.ReadFile(filepath.Join(a, name))
		if err != nil {
			t.Fatal(err)
		}
		y, err := os.ReadFile(filepath.Join(b, name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(x, y) {
			t.Errorf("%s differs between two runs with the same seed", name)
		}
	}
}

// TestTrainICTDeterministic: contrastive training gives byte-identical
// folders with one and two workers, changes the model, lowers its loss
// and says so in the manifest.
func TestTrainICTDeterministic(t *testing.T) {
	corpus := smallCorpus(t)
	base := filepath.Join(t.TempDir(), "base")
	if err := run(smallArgs(corpus, base, "2"), io.Discard, io.Discard); err != nil {
		t.Fatal(err)
	}
	dirs := []string{filepath.Join(t.TempDir(), "a"), filepath.Join(t.TempDir(), "b")}
	var log bytes.Buffer
	for i, w := range []string{"1", "2"} {
		args := append(smallArgs(corpus, dirs[i], w), "-ict-steps", "30", "-ict-batch", "32", "-ict-lr", "0.03", "-v=true")
		if err := run(args, io.Discard, &log); err != nil {
			t.Fatal(err)
		}
	}
	requireSameFolders(t, dirs[0], dirs[1])
	a, err := manifest.Read(dirs[0])
	if err != nil {
		t.Fatal(err)
	}
	b, err := manifest.Read(base)
	if err != nil {
		t.Fatal(err)
	}
	if a.SHA256 == b.SHA256 || !strings.Contains(a.Source, "ICT contrastive 30×32") {
		t.Errorf("contrastive run: sha256 %s (without: %s), source %q", a.SHA256, b.SHA256, a.Source)
	}
	var first, last float64
	for line := range strings.SplitSeq(log.String(), "\n") {
		if strings.Contains(line, "contrastive training: loss") {
			if _, err := fmt.Sscanf(line[strings.Index(line, "loss"):], "loss %f → %f", &first, &last); err != nil {
				t.Fatalf("%q: %v", line, err)
			}
		}
	}
	if !(last < first) {
		t.Errorf("loss %.4f → %.4f: training did not lower it\n%s", first, last, log.String())
	}
}

// TestInfoNCEGrad compares the analytic gradient of the symmetric InfoNCE
// loss with central differences.
func TestInfoNCEGrad(t *testing.T) {
	const b = 4
	logits := []float64{3, 1, -2, 0.5, 0, 2, 1, -1, 1.5, -0.5, 2.5, 0, -1, 0.25, 0.75, 1}
	g := append([]float64(nil), logits...)
	infoNCEGrad(g, b)
	loss := func(l []float64) float64 { return infoNCEGrad(l, b) }
	for x := range logits {
		if num := centralDiff(loss, logits, x); math.Abs(num-g[x]) > 1e-6 {
			t.Errorf("d loss / d logit %d: analytic %.8f, numeric %.8f", x, g[x], num)
		}
	}
}

// centralDiff is the numerical derivative of f at x along coordinate i
// (central differences); f may write to the copies it is given.
func centralDiff(f func([]float64) float64, x []float64, i int) float64 {
	const h = 1e-6
	up := append([]float64(nil), x...)
	down := append([]float64(nil), x...)
	up[i] += h
	down[i] -= h
	return (f(up) - f(down)) / (2 * h)
}

// TestThroughNorm checks the gradient through v/|v| numerically.
func TestThroughNorm(t *testing.T) {
	v := []float64{0.3, -1.2, 2}
	w := []float64{0.7, 0.1, -0.4} // loss = w · v/|v|
	loss := func(v []float64) float64 {
		n := math.Sqrt(dot64(v, v))
		return dot64(w, v) / n
	}
	n := math.Sqrt(dot64(v, v))
	u := []float64{v[0] / n, v[1] / n, v[2] / n}
	g := append([]float64(nil), w...)
	throughNorm(g, u, n)
	for j := range v {
		if num := centralDiff(loss, v, j); math.Abs(num-g[j]) > 1e-6 {
			t.Errorf("component %d: analytic %.8f, numeric %.8f", j, g[j], num)
		}
	}
}

// TestGraphMatchesMirror runs the exported ONNX graph with the real
// runtime and compares it with the Go mirror the trainer computes the
// common components with: if they drifted apart the components would be
// removed from the wrong vectors.
func TestGraphMatchesMirror(t *testing.T) {
	corpus := smallCorpus(t)
	cfg := defaultConfig()
	cfg.Corpus, cfg.Out = corpus, filepath.Join(t.TempDir(), "m")
	cfg.Dims, cfg.SampleSentences, cfg.MinCJK, cfg.MinWord, cfg.MaxPieces, cfg.PowerIters = 24, 300, 2, 2, 100, 2
	cfg.ComponentsPerBlock = 2
	cfg.BlockDims = map[string]int{"en": 8}
	cfg.Bigrams, cfg.Int8, cfg.Identity = 2000, true, 1
	tr, err := train(cfg, func(string, ...any) {})
	if err != nil {
		t.Fatal(err)
	}
	if err := writeTrained(tr, cfg.Out); err != nil {
		t.Fatal(err)
	}
	// The first text must exercise the bigram branch of the graph.
	ids := tr.tok.Encode("先生说道：这是什么意思？", maxTokens)
	pairs := 0
	for k := 0; k+1 < len(ids); k++ {
		if _, ok := tr.model.bigrams.Lookup(ids[k], ids[k+1]); ok {
			pairs++
		}
	}
	if len(tr.bigrams) == 0 || pairs == 0 {
		t.Fatalf("%d bigrams trained, %d of them in the test sentence", len(tr.bigrams), pairs)
	}
	emb, err := model.Load(cfg.Out, model.Options{BatchSize: 3})
	if err != nil {
		t.Fatal(err)
	}
	defer emb.Close()
	texts := []string{"先生说道：这是什么意思？", "It is a truth universally acknowledged.", "", "Qwertyuiop zxcv!", "□□", "他们 walked 回家了。"}
	got, err := emb.Embed(context.Background(), texts)
	if err != nil {
		t.Fatal(err)
	}
	for i, text := range texts {
		want := tr.model.embed(tr.tok.Encode(text, maxTokens))
		var diff float64
		for j := range want {
			diff = math.Max(diff, math.Abs(float64(got[i][j]-want[j])))
		}
		if diff > 1e-5 {
			t.Errorf("%q: graph and mirror differ by %g", text, diff)
		}
	}
}

func TestRunUsage(t *testing.T) {
	tests := [][]string{
		{"-corpus", "x"},                       // no -out
		{"-out", "y"},                          // no -corpus
		{"-corpus", "x", "-out", "y", "extra"}, // stray argument
		{"-corpus", "x", "-out", "y", "-dims", "1"},
		{"-nosuchflag"},
	}
	for _, args := range tests {
		if err := run(args, io.Discard, io.Discard); err == nil {
			t.Errorf("run(%q) succeeded", args)
		}
	}
}
