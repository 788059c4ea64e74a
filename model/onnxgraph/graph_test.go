package onnxgraph

import (
	"bytes"
	"strings"
	"testing"

	"google.golang.org/protobuf/encoding/protowire"
)

// fields decodes one protobuf message level into field number → raw values,
// enough to check the structure this package writes without an ONNX parser.
func fields(t *testing.T, b []byte) map[protowire.Number][][]byte {
	t.Helper()
	out := map[protowire.Number][][]byte{}
	for len(b) > 0 {
		num, typ, n := protowire.ConsumeTag(b)
		if n < 0 {
			t.Fatalf("bad tag: %v", protowire.ParseError(n))
		}
		b = b[n:]
		m := protowire.ConsumeFieldValue(num, typ, b)
		if m < 0 {
			t.Fatalf("bad field %d: %v", num, protowire.ParseError(m))
		}
		val := b[:m]
		if typ == protowire.BytesType {
			v, _ := protowire.ConsumeBytes(b)
			val = v
		}
		out[num] = append(out[num], val)
		b = b[m:]
	}
	return out
}

func tinyGraph() *Graph {
	g := New("tiny")
	g.Input("x", Float, Symbolic("batch"), Fixed(2))
	w := g.FloatTensor("w", []int64{2, 2}, []float32{1, 0, 0, 1})
	y := g.Op("MatMul", nil, "x", w)
	g.Node("Identity", []string{y}, []string{"y"})
	g.Output("y", Float, Symbolic("batch"), Fixed(2))
	return g
}

func TestModelStructure(t *testing.T) {
	m, err := tinyGraph().Model(17)
	if err != nil {
		t.Fatal(err)
	}
	top := fields(t, m)
	if ir, _ := protowire.ConsumeVarint(top[modelIRVersion][0]); ir != 8 {
		t.Errorf("ir_version = %d, want 8 for opset 17", ir)
	}
	opset := fields(t, top[modelOpsetImport][0])
	if v, _ := protowire.ConsumeVarint(opset[opsetVersion][0]); v != 17 {
		t.Errorf("opset = %d, want 17", v)
	}
	graph := fields(t, top[modelGraph][0])
	if got := len(graph[graphNode]); got != 2 {
		t.Errorf("nodes = %d, want 2", got)
	}
	if got := len(graph[graphInitializer]); got != 1 {
		t.Errorf("initializers = %d, want 1", got)
	}
	node := fields(t, graph[graphNode][0])
	if op := string(node[nodeOpType][0]); op != "MatMul" {
		t.Errorf("first op = %q", op)
	}
	if in := string(node[nodeInput][1]); in != "w" {
		t.Errorf("MatMul second input = %q, want w", in)
	}
	init := fields(t, graph[graphInitializer][0])
	if raw := init[tensorRawData][0]; len(raw) != 16 {
		t.Errorf("raw_data = %d bytes, want 16", len(raw))
	}
}

func TestDeterministic(t *testing.T) {
	a, _ := tinyGraph().Model(17)
	b, _ := tinyGraph().Model(17)
	if !bytes.Equal(a, b) {
		t.Fatal("same graph encoded differently")
	}
}

func TestErrors(t *testing.T) {
	tests := []struct {
		name  string
		build func(g *Graph)
		want  string
	}{
		{"no outputs", func(g *Graph) {}, "no outputs"},
		{"shape mismatch", func(g *Graph) {
			g.FloatTensor("w", []int64{2, 3}, []float32{1})
			g.Output("w", Float)
		}, "1 values for shape"},
		{"duplicate name", func(g *Graph) {
			g.Input("x", Float)
			g.Node("Identity", []string{"x"}, []string{"x"})
			g.Output("x", Float)
		}, "defined twice"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := New("bad")
			tt.build(g)
			_, err := g.Model(17)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err = %v, want containing %q", err, tt.want)
			}
		})
	}
}

func TestAttributes(t *testing.T) {
	tests := []struct {
		attr Attr
		kind int
		want protowire.Number
	}{
		{Int("axis", -1), attrTypeInt, attrI},
		{FloatAttr("epsilon", 1e-12), attrTypeFloat, attrF},
		{String("mode", "constant"), attrTypeString, attrS},
		{Ints("perm", 0, 2, 1, 3), attrTypeInts, attrInts},
		{Floats("scales", 1, 2), attrTypeFloats, attrFloats},
		{Int64Value("value", []int64{1}, []int64{7}), attrTypeTensor, attrT},
	}
	for _, tt := range tests {
		f := fields(t, tt.attr.encode())
		if typ, _ := protowire.ConsumeVarint(f[attrType][0]); int(typ) != tt.kind {
			t.Errorf("%s: type %d, want %d", tt.attr.name, typ, tt.kind)
		}
		if len(f[tt.want]) == 0 {
			t.Errorf("%s: value field %d missing", tt.attr.name, tt.want)
		}
	}
}
