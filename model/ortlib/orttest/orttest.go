// Package orttest runs ONNX Runtime sessions for the model packages'
// tests: the tensors made, run and destroyed in one call, the test failed
// on any error, so each test states only what goes in and what it checks.
package orttest

import (
	"testing"

	ort "github.com/yalue/onnxruntime_go"
)

// Run runs sess once with one int64 tensor of the given shape per input,
// in the session's input order, and returns a copy of its single float32
// output and that output's shape. It fails the test on any error.
func Run(t testing.TB, sess *ort.DynamicAdvancedSession, shape ort.Shape, inputs [][]int64) ([]float32, ort.Shape) {
	t.Helper()
	var vals []ort.Value
	for _, data := range inputs {
		v, err := ort.NewTensor(shape, data)
		if err != nil {
			t.Fatal(err)
		}
		defer v.Destroy()
		vals = append(vals, v)
	}
	out := []ort.Value{nil}
	if err := sess.Run(vals, out); err != nil {
		t.Fatalf("Run: %v", err)
	}
	defer out[0].Destroy()
	tensor := out[0].(*ort.Tensor[float32])
	return append([]float32(nil), tensor.GetData()...), tensor.GetShape()
}
