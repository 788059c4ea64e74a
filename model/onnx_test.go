package model

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	ort "github.com/yalue/onnxruntime_go"

	"inkflow/model/manifest"
	"inkflow/model/ortlib/orttest"
	"inkflow/model/tokenizer"
)

func TestEmbedDimsAndUnitNorm(t *testing.T) {
	for _, f := range fixtures {
		t.Run(f.name, func(t *testing.T) {
			e := load(t, f.dir, Options{})
			m := e.Manifest()
			if e.Dims() != m.Dims {
				t.Fatalf("Dims() = %d, manifest %d", e.Dims(), m.Dims)
			}
			for i, v := range embed(t, e, sampleTexts...) {
				if len(v) != e.Dims() {
					t.Fatalf("text %d: %d dims, want %d", i, len(v), e.Dims())
				}
				if n := l2(v); math.Abs(n-1) > 1e-5 {
					t.Errorf("text %d %q: norm %v, want 1", i, sampleTexts[i], n)
				}
			}
		})
	}
}

func TestEmbedEmptyText(t *testing.T) {
	for _, f := range fixtures {
		t.Run(f.name, func(t *testing.T) {
			e := load(t, f.dir, Options{})
			v := embed(t, e, "", "月亮")[0]
			if len(v) != e.Dims() {
				t.Fatalf("empty text: %d dims, want %d", len(v), e.Dims())
			}
			for i, x := range v {
				if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) {
					t.Fatalf("empty text: element %d is %v", i, x)
				}
			}
			n := l2(v)
			if e.Manifest().Kind == manifest.KindStatic {
				// Only [CLS] and [SEP], whose SIF weight is 0: the static
				// graph has nothing to average and returns the zero vector.
				if n != 0 {
					t.Errorf("static model, empty text: norm %v, want 0", n)
				}
				return
			}
			if math.Abs(n-1) > 1e-5 {
				t.Errorf("empty text: norm %v, want 1", n)
			}
		})
	}
}

func TestEmbedNoTexts(t *testing.T) {
	e := load(t, tinyStatic, Options{})
	vecs, err := e.Embed(context.Background(), nil)
	if err != nil || len(vecs) != 0 {
		t.Fatalf("Embed(nil) = %v, %v; want no vectors, no error", vecs, err)
	}
}

func TestModelID(t *testing.T) {
	for _, f := range fixtures {
		e := load(t, f.dir, Options{})
		m, err := ReadManifest(f.dir)
		if err != nil {
			t.Fatal(err)
		}
		want := m.Name + "@" + m.SHA256[:12]
		if e.ModelID() != want {
			t.Errorf("%s: ModelID %q, want %q", f.name, e.ModelID(), want)
		}
	}
}

func TestDeterminism(t *testing.T) {
	for _, f := range fixtures {
		t.Run(f.name, func(t *testing.T) {
			first := embed(t, load(t, f.dir, Options{}), sampleTexts...)
			again := load(t, f.dir, Options{Threads: 1})
			for round := 0; round < 2; round++ {
				for i, v := range embed(t, again, sampleTexts...) {
					if d := maxDiff(first[i], v); d > 1e-6 {
						t.Errorf("round %d text %d: differs by %g between runs", round, i, d)
					}
				}
			}
		})
	}
}

func TestBatchInvariance(t *testing.T) {
	long := strings.Repeat("雨夜里，他独自走到河边，望着远处的山。", 4) // far more tokens than the short text
	for _, f := range fixtures {
		t.Run(f.name, func(t *testing.T) {
			e := load(t, f.dir, Options{BatchSize: 8})
			for _, short := range []string{"月亮", "The king.", ""} {
				alone := embed(t, e, short)[0]
				batch := embed(t, e, long, short, long+"。", "The old man and the river "+long)
				if d := maxDiff(alone, batch[1]); d > 1e-5 {
					t.Errorf("%q alone vs padded in a batch: differs by %g", short, d)
				}
			}
		})
	}
}

func TestBatchSizeDoesNotChangeResults(t *testing.T) {
	texts := append(append([]string{}, sampleTexts...), sampleTexts...)
	for _, f := range fixtures {
		t.Run(f.name, func(t *testing.T) {
			ref := embed(t, load(t, f.dir, Options{BatchSize: 1}), texts...)
			for _, bs := range []int{2, 3, 32} {
				got := embed(t, load(t, f.dir, Options{BatchSize: bs}), texts...)
				for i := range texts {
					if d := maxDiff(ref[i], got[i]); d > 1e-5 {
						t.Errorf("batch size %d, text %d: differs from batch size 1 by %g (order not restored?)", bs, i, d)
					}
				}
			}
		})
	}
}

func TestTruncationAtMaxTokens(t *testing.T) {
	// Every character is one vocabulary token, so the token sequence of the
	// first max_tokens-2 characters is exactly the truncated sequence.
	const chars = "月亮雨夜河山风花天心"
	long := strings.Repeat(chars, 20) // 200 tokens
	for _, f := range fixtures {
		t.Run(f.name, func(t *testing.T) {
			e := load(t, f.dir, Options{})
			max := e.Manifest().MaxTokens
			prefix := string([]rune(long)[:max-2])
			tok := tokenizerOf(t, f.dir)
			if got, want := tok.Encode(long, max), tok.Encode(prefix, max); fmt.Sprint(got) != fmt.Sprint(want) || len(got) != max {
				t.Fatalf("fixture assumption broken: %d tokens for the long text, want %d identical to the prefix's", len(got), max)
			}
			vecs := embed(t, e, long, prefix, string([]rune(long)[:max-3]))
			if d := maxDiff(vecs[0], vecs[1]); d > 1e-6 {
				t.Errorf("long text vs its truncated prefix: differ by %g", d)
			}
			if d := maxDiff(vecs[0], vecs[2]); d < 1e-6 {
				t.Errorf("one token shorter gives the same vector: truncation test is not sensitive")
			}
		})
	}
}

func TestQueryPrefix(t *testing.T) {
	ctx := context.Background()
	const q = "河边的月亮"
	for _, f := range fixtures {
		t.Run(f.name, func(t *testing.T) {
			e := load(t, f.dir, Options{})
			prefix := e.Manifest().QueryPrefix
			got, err := e.EmbedQuery(ctx, q)
			if err != nil {
				t.Fatal(err)
			}
			vecs := embed(t, e, prefix+q, q)
			if d := maxDiff(got, vecs[0]); d > 1e-6 {
				t.Errorf("EmbedQuery(q) differs from Embed(prefix+q) by %g", d)
			}
			plainDiff := maxDiff(vecs[1], got)
			if prefix == "" && plainDiff > 1e-6 {
				t.Errorf("no prefix: EmbedQuery differs from Embed by %g", plainDiff)
			}
			if prefix != "" && plainDiff < 1e-4 {
				t.Errorf("prefix %q: EmbedQuery equals Embed of the bare text; prefix not applied", prefix)
			}
		})
	}
	e := load(t, tinyBert, Options{})
	if p := e.Manifest().QueryPrefix; p != "query: " {
		t.Fatalf("tiny-bert fixture should carry the prefix %q, has %q", "query: ", p)
	}
	// Documents never get the prefix.
	doc := embed(t, e, q)[0]
	query, _ := e.EmbedQuery(ctx, q)
	if maxDiff(doc, query) < 1e-4 {
		t.Errorf("Embed applied the query prefix to a document")
	}
}

// TestPoolingMatchesReference runs each text alone through a second, raw
// ONNX Runtime session (no padding) and pools last_hidden_state in plain
// Go, then compares with the embedder's batched, padded, pooled result.
func TestPoolingMatchesReference(t *testing.T) {
	for _, dir := range []string{tinyBert, tinyBertCLS} {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			e := load(t, dir, Options{BatchSize: 4})
			m := e.Manifest()
			tok := tokenizerOf(t, dir)
			sess, err := ort.NewDynamicAdvancedSession(filepath.Join(dir, m.ModelFile),
				[]string{"input_ids", "attention_mask", "token_type_ids"}, []string{"last_hidden_state"}, nil)
			if err != nil {
				t.Fatal(err)
			}
			defer sess.Destroy()
			got := embed(t, e, sampleTexts...)
			for i, text := range sampleTexts {
				ids := tok.Encode(text, m.MaxTokens)
				hidden := rawHidden(t, sess, ids)
				h := m.Dims
				ref := make([]float64, h)
				if m.Pooling == manifest.PoolingCLS {
					for j := 0; j < h; j++ {
						ref[j] = float64(hidden[j])
					}
				} else {
					for tk := range ids {
						for j := 0; j < h; j++ {
							ref[j] += float64(hidden[tk*h+j]) / float64(len(ids))
						}
					}
				}
				var n float64
				for _, x := range ref {
					n += x * x
				}
				want := make([]float32, h)
				for j := range ref {
					want[j] = float32(ref[j] / math.Sqrt(n))
				}
				if d := maxDiff(got[i], want); d > 1e-5 {
					t.Errorf("text %d %q: %s pooling differs from the reference by %g", i, text, m.Pooling, d)
				}
			}
		})
	}
	// The two fixtures share one network, so their vectors must differ only
	// because of pooling.
	mean := embed(t, load(t, tinyBert, Options{}), sampleTexts[3])[0]
	cls := embed(t, load(t, tinyBertCLS, Options{}), sampleTexts[3])[0]
	if maxDiff(mean, cls) < 1e-3 {
		t.Errorf("mean and CLS pooling gave the same vector")
	}
}

// rawHidden runs one unpadded sequence and returns last_hidden_state [T*H].
func rawHidden(t *testing.T, sess *ort.DynamicAdvancedSession, ids []int64) []float32 {
	t.Helper()
	mask := make([]int64, len(ids))
	for i := range mask {
		mask[i] = 1
	}
	hidden, _ := orttest.Run(t, sess, ort.NewShape(1, int64(len(ids))), [][]int64{ids, mask, make([]int64, len(ids))})
	return hidden
}

func tokenizerOf(t *testing.T, dir string) *tokenizer.Tokenizer {
	t.Helper()
	m, err := ReadManifest(dir)
	if err != nil {
		t.Fatal(err)
	}
	tok, err := tokenizer.Load(filepath.Join(dir, m.TokenizerFile))
	if err != nil {
		t.Fatal(err)
	}
	return tok
}

func TestConcurrentEmbed(t *testing.T) {
	for _, f := range fixtures {
		t.Run(f.name, func(t *testing.T) {
			e := load(t, f.dir, Options{BatchSize: 3, Threads: 2})
			want := embed(t, e, sampleTexts...)
			wantQuery, err := e.EmbedQuery(context.Background(), sampleTexts[1])
			if err != nil {
				t.Fatal(err)
			}
			var wg sync.WaitGroup
			errs := make(chan error, 64)
			for g := 0; g < 12; g++ {
				wg.Go(func() {
					for round := 0; round < 5; round++ {
						if g%3 == 0 {
							v, err := e.EmbedQuery(context.Background(), sampleTexts[1])
							if err != nil {
								errs <- err
								return
							}
							if d := maxDiff(v, wantQuery); d > 1e-5 {
								errs <- fmt.Errorf("goroutine %d: query differs by %g", g, d)
							}
							continue
						}
						got, err := e.Embed(context.Background(), sampleTexts)
						if err != nil {
							errs <- err
							return
						}
						for i := range got {
							if d := maxDiff(got[i], want[i]); d > 1e-5 {
								errs <- fmt.Errorf("goroutine %d text %d: differs by %g", g, i, d)
							}
						}
					}
				})
			}
			wg.Wait()
			close(errs)
			for err := range errs {
				t.Error(err)
			}
		})
	}
}

func TestCloseWhileEmbedding(t *testing.T) {
	e, err := Load(tinyBert, Options{BatchSize: 1})
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Go(func() {
			for i := 0; i < 20; i++ {
				if _, err := e.Embed(context.Background(), sampleTexts); err != nil {
					if !errors.Is(err, ErrClosed) {
						t.Errorf("Embed during Close: %v, want nil or ErrClosed", err)
					}
					return
				}
			}
		})
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	wg.Wait()
	if err := e.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	if _, err := e.Embed(context.Background(), []string{"月亮"}); !errors.Is(err, ErrClosed) {
		t.Errorf("Embed after Close: %v, want ErrClosed", err)
	}
	if _, err := e.EmbedQuery(context.Background(), "月亮"); !errors.Is(err, ErrClosed) {
		t.Errorf("EmbedQuery after Close: %v, want ErrClosed", err)
	}
}

func TestEmbedCancelled(t *testing.T) {
	e := load(t, tinyStatic, Options{BatchSize: 1})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := e.Embed(ctx, sampleTexts); !errors.Is(err, context.Canceled) {
		t.Fatalf("Embed with a cancelled context: %v, want context.Canceled", err)
	}
}

func TestManifestIsACopy(t *testing.T) {
	e := load(t, tinyBert, Options{})
	m := e.Manifest()
	m.Inputs[0] = "changed"
	m.Name = "changed"
	if e.Manifest().Inputs[0] != manifest.InputIDs || e.Manifest().Name != "tiny-bert" {
		t.Fatal("Manifest() exposes the embedder's internal state")
	}
}

func TestFixturesAreSmall(t *testing.T) {
	var total int64
	err := filepath.Walk("testdata", func(_ string, info os.FileInfo, err error) error {
		if err == nil && info.Mode().IsRegular() {
			total += info.Size()
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if total >= 1<<20 {
		t.Errorf("model/testdata holds %d bytes, keep committed fixtures under 1 MB", total)
	}
}
