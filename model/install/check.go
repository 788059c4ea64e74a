package install

import (
	"context"
	"fmt"
	"math"

	"inkflow/model"
)

// testSentences exercise the tokenizer on both scripts InkFlow serves.
var testSentences = []string{"夜雨论剑，月照竹林。", "The rain stopped and the moon came out."}

// testRun loads a finished model folder the way the app will (sha256,
// tokenizer, signature against the manifest, one warm-up run) and embeds
// real text, so a folder that cannot serve search never gets installed.
func testRun(dir string) error {
	emb, err := model.Load(dir, model.Options{Threads: 1})
	if err != nil {
		return fmt.Errorf("test load failed: %w", err)
	}
	defer emb.Close()
	vecs, err := emb.Embed(context.Background(), testSentences)
	if err != nil {
		return fmt.Errorf("test embedding failed: %w", err)
	}
	for i, v := range vecs {
		if len(v) != emb.Dims() {
			return fmt.Errorf("test embedding %d has %d dims, the manifest says %d", i, len(v), emb.Dims())
		}
		var norm float64
		for _, x := range v {
			if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) {
				return fmt.Errorf("test embedding %d holds %v: the model produces invalid numbers", i, x)
			}
			norm += float64(x) * float64(x)
		}
		if norm == 0 {
			return fmt.Errorf("test embedding %d is all zeros: the model cannot tell texts apart", i)
		}
	}
	return nil
}
