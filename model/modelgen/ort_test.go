package modelgen

import (
	"testing"

	ort "github.com/yalue/onnxruntime_go"

	"inkflow/model/ortlib"
	"inkflow/model/ortlib/orttest"
)

// runModel runs an ONNX model once in the real ONNX Runtime with int64
// [rows, width] inputs and returns the single float output and its shape.
// It fails, never skips, when the library is missing (run `make ort`).
func runModel(t *testing.T, model []byte, names []string, rows, width int, inputs [][]int64, output string) ([]float32, ort.Shape) {
	t.Helper()
	if err := ortlib.Init(); err != nil {
		t.Fatalf("ONNX Runtime: %v", err)
	}
	sess, err := ort.NewDynamicAdvancedSessionWithONNXData(model, names, []string{output}, nil)
	if err != nil {
		t.Fatalf("ONNX Runtime rejects the model: %v", err)
	}
	defer sess.Destroy()
	return orttest.Run(t, sess, ort.NewShape(int64(rows), int64(width)), inputs)
}
