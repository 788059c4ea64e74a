package onnxgraph

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// Tensors written by Graph read back as written: type, shape and values,
// whichever of them are asked for, and a name that is not there is an
// error naming it.
func TestReadInitializers(t *testing.T) {
	g := New("weights")
	g.Input("x", Float, Fixed(2))
	g.FloatTensor("w", []int64{2, 3}, []float32{1, -2, 3.5, 0, 1e-3, -7})
	g.Int8Tensor("q", []int64{3}, []int8{-127, 0, 127})
	g.Int64Tensor("shape", []int64{2}, []int64{2, 3})
	g.Node("Identity", []string{"x"}, []string{"y"})
	g.Output("y", Float, Fixed(2))
	model, err := g.Model(17)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "m.onnx")
	if err := os.WriteFile(path, model, 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		names   []string
		wantErr string
	}{
		{"both", []string{"w", "q"}, ""},
		{"one", []string{"q"}, ""},
		{"missing", []string{"w", "nope"}, `no initializer "nope"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ReadInitializers(path, tc.names...)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) || !strings.Contains(err.Error(), path) {
					t.Fatalf("err = %v, want %q naming the file", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(tc.names) {
				t.Fatalf("got %d tensors, want %d", len(got), len(tc.names))
			}
			if wt, ok := got["w"]; ok {
				f, err := wt.Float32s()
				if err != nil || wt.Type != Float || !slices.Equal(wt.Dims, []int64{2, 3}) || !slices.Equal(f, []float32{1, -2, 3.5, 0, 1e-3, -7}) {
					t.Errorf("w = %v %v %v (%v)", wt.Type, wt.Dims, f, err)
				}
				if _, err := wt.Int8s(); err == nil {
					t.Error("a float tensor decoded as int8")
				}
			}
			qt := got["q"]
			i8, err := qt.Int8s()
			if err != nil || !slices.Equal(qt.Dims, []int64{3}) || !slices.Equal(i8, []int8{-127, 0, 127}) {
				t.Errorf("q = %v %v (%v)", qt.Dims, i8, err)
			}
			if _, err := qt.Float32s(); err == nil {
				t.Error("an int8 tensor decoded as float32")
			}
		})
	}
	if _, err := ParseInitializers(model[:len(model)/2], "w"); err == nil {
		t.Error("a truncated model parsed")
	}
}
