package model

import (
	"strings"
	"testing"

	ort "github.com/yalue/onnxruntime_go"

	"inkflow/model/manifest"
)

func TestPoolMeanIgnoresPadding(t *testing.T) {
	hidden := []float32{
		1, 2, // token 0
		3, 4, // token 1
		100, -100, // padding: must not count
	}
	got := poolMean(hidden, []int64{1, 1, 0}, 2)
	if got[0] != 2 || got[1] != 3 {
		t.Fatalf("poolMean = %v, want [2 3]", got)
	}
	if got := poolMean(hidden, []int64{0, 0, 0}, 2); got[0] != 0 || got[1] != 0 {
		t.Fatalf("poolMean of an all-padding row = %v, want zeros", got)
	}
}

func TestPoolCLS(t *testing.T) {
	if got := poolCLS([]float32{5, 6, 7, 8}, 2); got[0] != 5 || got[1] != 6 || len(got) != 2 {
		t.Fatalf("poolCLS = %v, want [5 6]", got)
	}
}

// TestPoolRejectsWrongShape covers models whose output width is symbolic in
// the file, so only the first run can tell that it disagrees with the
// manifest's dims.
func TestPoolRejectsWrongShape(t *testing.T) {
	b := pad([][]int64{{2, 3}, {2, 5, 3}}, 0)
	tests := []struct {
		name   string
		output string
		shape  ort.Shape
	}{
		{"hidden width", manifest.OutputHidden, ort.NewShape(2, 3, 8)},
		{"hidden rows", manifest.OutputHidden, ort.NewShape(1, 3, 4)},
		{"hidden rank", manifest.OutputHidden, ort.NewShape(2, 4)},
		{"pooled width", manifest.OutputSentence, ort.NewShape(2, 5)},
		{"pooled rank", manifest.OutputSentence, ort.NewShape(2, 3, 4)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pooling := manifest.PoolingMean
			if tc.output == manifest.OutputSentence {
				pooling = manifest.PoolingNone
			}
			e := &ONNXEmbedder{man: Manifest{Dims: 4, Output: tc.output, Pooling: pooling, Normalize: true}}
			_, err := e.pool(tc.shape, make([]float32, tc.shape.FlattenedSize()), b)
			if err == nil || !strings.Contains(err.Error(), "manifest dims 4") {
				t.Fatalf("pool(%v) error = %v, want a shape mismatch naming the manifest dims", tc.shape, err)
			}
		})
	}
}
