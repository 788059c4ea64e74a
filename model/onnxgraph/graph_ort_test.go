package onnxgraph_test

import (
	"math"
	"strings"
	"testing"

	ort "github.com/yalue/onnxruntime_go"

	"inkflow/model/onnxgraph"
	"inkflow/model/ortlib"
)

// buildAllFeatures uses every attribute kind and both initializer types, so
// one ONNX Runtime run checks the whole encoder against the real parser.
//
//	x [batch, 3] float, idx [k] int64
//	c   = Constant(value = FloatValue [1,3])          tensor attribute
//	y   = LeakyRelu(x + c, alpha = 0.5)                float attribute
//	z   = Transpose(y, perm = [1, 0])                  ints attribute  → [3, batch]
//	g   = Gather(z, idx, axis = 0)                     int attribute, int64 input
//	r   = Reshape(g, shape initializer [-1])           Int64Tensor initializer
//	s   = r * FloatTensor scale                        FloatTensor initializer (scalar)
//	p   = Pad(Constant(value_floats=[1,2]), pads=[1,1], mode="edge")  floats + string attributes
//	q   = Constant(value = Int64Value [2]) cast to float
func buildAllFeatures(t *testing.T) []byte {
	t.Helper()
	g := onnxgraph.New("all_features")
	g.Input("x", onnxgraph.Float, onnxgraph.Symbolic("batch"), onnxgraph.Fixed(3))
	g.Input("idx", onnxgraph.Int64, onnxgraph.Symbolic("k"))
	g.Output("s", onnxgraph.Float, onnxgraph.Symbolic("n"))
	g.Output("p", onnxgraph.Float, onnxgraph.Fixed(4))
	g.Output("q", onnxgraph.Float, onnxgraph.Fixed(2))

	c := g.Op("Constant", []onnxgraph.Attr{onnxgraph.FloatValue("value", []int64{1, 3}, []float32{1, -10, 0.5})})
	y := g.Op("LeakyRelu", []onnxgraph.Attr{onnxgraph.FloatAttr("alpha", 0.5)}, g.Op("Add", nil, "x", c))
	z := g.Op("Transpose", []onnxgraph.Attr{onnxgraph.Ints("perm", 1, 0)}, y)
	gathered := g.Op("Gather", []onnxgraph.Attr{onnxgraph.Int("axis", 0)}, z, "idx")
	flat := g.Op("Reshape", nil, gathered, g.Int64Tensor("flat_shape", []int64{1}, []int64{-1}))
	scale := g.FloatTensor("scale", nil, []float32{2})
	g.Node("Mul", []string{flat, scale}, []string{"s"})

	base := g.Op("Constant", []onnxgraph.Attr{onnxgraph.Floats("value_floats", 1, 2)})
	pads := g.Int64Tensor("pads", []int64{2}, []int64{1, 1})
	g.Node("Pad", []string{base, pads}, []string{"p"}, onnxgraph.String("mode", "edge"))

	ints := g.Op("Constant", []onnxgraph.Attr{onnxgraph.Int64Value("value", []int64{2}, []int64{-3, 1 << 40})})
	g.Node("Cast", []string{ints}, []string{"q"}, onnxgraph.Int("to", int64(onnxgraph.Float)))

	model, err := g.Model(17)
	if err != nil {
		t.Fatal(err)
	}
	return model
}

func TestGraphRunsInONNXRuntime(t *testing.T) {
	if err := ortlib.Init(); err != nil {
		t.Fatalf("ONNX Runtime: %v", err)
	}
	model := buildAllFeatures(t)
	inputs, outputs, err := ort.GetInputOutputInfoWithONNXData(model)
	if err != nil {
		t.Fatalf("ONNX Runtime rejects the model: %v", err)
	}
	if len(inputs) != 2 || inputs[0].Name != "x" || inputs[1].Name != "idx" ||
		inputs[0].DataType != ort.TensorElementDataTypeFloat || inputs[1].DataType != ort.TensorElementDataTypeInt64 {
		t.Fatalf("inputs %v", inputs)
	}
	if !inputs[0].Dimensions.Equals(ort.NewShape(-1, 3)) {
		t.Errorf("x dims %v, want [-1 3] (symbolic batch, fixed 3)", inputs[0].Dimensions)
	}
	if len(outputs) != 3 || outputs[0].Name != "s" || outputs[1].Name != "p" || outputs[2].Name != "q" {
		t.Fatalf("outputs %v", outputs)
	}

	sess, err := ort.NewDynamicAdvancedSessionWithONNXData(model, []string{"x", "idx"}, []string{"s", "p", "q"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer sess.Destroy()
	x, err := ort.NewTensor(ort.NewShape(2, 3), []float32{0, 0, 0, 1, 4, -2.5})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Destroy()
	idx, err := ort.NewTensor(ort.NewShape(2), []int64{2, 1})
	if err != nil {
		t.Fatal(err)
	}
	defer idx.Destroy()
	out := []ort.Value{nil, nil, nil}
	if err := sess.Run([]ort.Value{x, idx}, out); err != nil {
		t.Fatalf("Run: %v", err)
	}
	for _, v := range out {
		defer v.Destroy()
	}
	// x + c = [[1,-10,0.5],[2,-6,-2]] → LeakyRelu(0.5) = [[1,-5,0.5],[2,-3,-1]]
	// transposed rows: [1,2], [-5,-3], [0.5,-1]; gather rows 2,1 → [0.5,-1,-5,-3]; ×2
	check(t, "s", out[0].(*ort.Tensor[float32]).GetData(), []float32{1, -2, -10, -6})
	check(t, "p", out[1].(*ort.Tensor[float32]).GetData(), []float32{1, 1, 2, 2})
	check(t, "q", out[2].(*ort.Tensor[float32]).GetData(), []float32{-3, float32(int64(1) << 40)})
}

func check(t *testing.T, name string, got, want []float32) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s = %v, want %v", name, got, want)
	}
	for i := range got {
		if math.Abs(float64(got[i]-want[i])) > 1e-6*math.Max(1, math.Abs(float64(want[i]))) {
			t.Fatalf("%s = %v, want %v", name, got, want)
		}
	}
}

// TestInitializerErrors covers mistakes graph_test.go's TestErrors does not:
// an initializer reusing an input's name and a wrong-sized int64 constant.
func TestInitializerErrors(t *testing.T) {
	tests := []struct {
		name  string
		build func(g *onnxgraph.Graph)
		want  string
	}{
		{"initializer shadows input", func(g *onnxgraph.Graph) {
			g.Input("x", onnxgraph.Float, onnxgraph.Fixed(1))
			g.FloatTensor("x", []int64{1}, []float32{1})
			g.Output("x", onnxgraph.Float, onnxgraph.Fixed(1))
		}, `"x" defined twice`},
		{"int64 tensor size mismatch", func(g *onnxgraph.Graph) {
			g.Int64Tensor("s", []int64{2}, []int64{1})
			g.Output("s", onnxgraph.Int64, onnxgraph.Fixed(2))
		}, "has 1 values"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := onnxgraph.New("bad")
			tc.build(g)
			_, err := g.Model(17)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Model() error = %v, want one containing %q", err, tc.want)
			}
		})
	}
}
