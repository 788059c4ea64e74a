package onnxgraph

import (
	"encoding/binary"
	"fmt"
	"strconv"
)

// DType is an ONNX TensorProto.DataType.
type DType int32

// Element types used by InkFlow's models.
const (
	Float DType = 1
	Int8  DType = 3
	Int32 DType = 6
	Int64 DType = 7
	Bool  DType = 9
)

// Dim is one dimension of an input or output: a fixed size, or a named
// symbolic size such as "batch" or "sequence".
type Dim struct {
	Value int64
	Param string
}

// Fixed is a dimension of known size.
func Fixed(n int64) Dim { return Dim{Value: n} }

// Symbolic is a named dimension whose size is chosen at run time.
func Symbolic(name string) Dim { return Dim{Param: name} }

// Graph collects the nodes, weights, inputs and outputs of one ONNX graph.
// Methods append in call order; the encoded model keeps that order.
type Graph struct {
	name     string
	nodes    [][]byte
	inits    [][]byte
	inputs   [][]byte
	outputs  [][]byte
	names    map[string]bool
	nextTemp int
	err      error
}

// New starts an empty graph.
func New(name string) *Graph {
	return &Graph{name: name, names: map[string]bool{}}
}

// define records a value name and remembers the first duplicate, because a
// graph with two producers of one name is rejected by ONNX Runtime with an
// error far from the call that caused it.
func (g *Graph) define(name string) {
	if g.err == nil && g.names[name] {
		g.err = fmt.Errorf("onnxgraph: value %q defined twice", name)
	}
	g.names[name] = true
}

// Input declares a graph input.
func (g *Graph) Input(name string, t DType, dims ...Dim) {
	g.define(name)
	g.inputs = append(g.inputs, valueInfo(name, t, dims))
}

// Output declares a graph output; some node must produce name.
func (g *Graph) Output(name string, t DType, dims ...Dim) {
	g.outputs = append(g.outputs, valueInfo(name, t, dims))
}

// FloatTensor adds a float32 weight (initializer) and returns its name.
func (g *Graph) FloatTensor(name string, dims []int64, data []float32) string {
	g.checkSize(name, dims, len(data))
	g.define(name)
	g.inits = append(g.inits, tensor(name, Float, dims, float32LE(data)))
	return name
}

// Int64Tensor adds an int64 constant (initializer) and returns its name.
func (g *Graph) Int64Tensor(name string, dims []int64, data []int64) string {
	g.checkSize(name, dims, len(data))
	g.define(name)
	g.inits = append(g.inits, tensor(name, Int64, dims, int64LE(data)))
	return name
}

// Int32Tensor adds an int32 constant (initializer) and returns its name.
func (g *Graph) Int32Tensor(name string, dims []int64, data []int32) string {
	g.checkSize(name, dims, len(data))
	g.define(name)
	raw := make([]byte, 4*len(data))
	for i, v := range data {
		binary.LittleEndian.PutUint32(raw[4*i:], uint32(v))
	}
	g.inits = append(g.inits, tensor(name, Int32, dims, raw))
	return name
}

// Int8Tensor adds an int8 constant (initializer) and returns its name.
func (g *Graph) Int8Tensor(name string, dims []int64, data []int8) string {
	g.checkSize(name, dims, len(data))
	g.define(name)
	raw := make([]byte, len(data))
	for i, v := range data {
		raw[i] = byte(v)
	}
	g.inits = append(g.inits, tensor(name, Int8, dims, raw))
	return name
}

func (g *Graph) checkSize(name string, dims []int64, n int) {
	want := int64(1)
	for _, d := range dims {
		want *= d
	}
	if g.err == nil && want != int64(n) {
		g.err = fmt.Errorf("onnxgraph: tensor %q has %d values for shape %v", name, n, dims)
	}
}

// Node adds one operator with explicit output names.
func (g *Graph) Node(op string, inputs, outputs []string, attrs ...Attr) {
	var b []byte
	for _, in := range inputs {
		b = appendString(b, nodeInput, in)
	}
	for _, out := range outputs {
		g.define(out)
		b = appendString(b, nodeOutput, out)
	}
	b = appendString(b, nodeName, op+"_"+strconv.Itoa(len(g.nodes)))
	b = appendString(b, nodeOpType, op)
	for _, a := range attrs {
		b = appendBytes(b, nodeAttribute, a.encode())
	}
	g.nodes = append(g.nodes, b)
}

// Op adds a single-output operator and returns the generated output name,
// which keeps graph-building code readable as nested expressions.
func (g *Graph) Op(op string, attrs []Attr, inputs ...string) string {
	g.nextTemp++
	out := op + "_out_" + strconv.Itoa(g.nextTemp)
	g.Node(op, inputs, []string{out}, attrs...)
	return out
}

// Model encodes the graph as an ONNX ModelProto for the default ("ai.onnx")
// operator set version opset.
func (g *Graph) Model(opset int64) ([]byte, error) {
	if g.err != nil {
		return nil, g.err
	}
	if len(g.outputs) == 0 {
		return nil, fmt.Errorf("onnxgraph: graph %q has no outputs", g.name)
	}
	var gb []byte
	for _, n := range g.nodes {
		gb = appendBytes(gb, graphNode, n)
	}
	gb = appendString(gb, graphName, g.name)
	for _, t := range g.inits {
		gb = appendBytes(gb, graphInitializer, t)
	}
	for _, in := range g.inputs {
		gb = appendBytes(gb, graphInput, in)
	}
	for _, out := range g.outputs {
		gb = appendBytes(gb, graphOutput, out)
	}

	var opsetID []byte
	opsetID = appendString(opsetID, opsetDomain, "")
	opsetID = appendVarint(opsetID, opsetVersion, opset)

	var m []byte
	m = appendVarint(m, modelIRVersion, irVersionFor(opset))
	m = appendString(m, modelProducer, "inkflow-onnxgraph")
	m = appendBytes(m, modelGraph, gb)
	m = appendBytes(m, modelOpsetImport, opsetID)
	return m, nil
}

// irVersionFor returns the IR version released together with an opset, so
// the file claims no newer IR than its operators need (ONNX versioning table).
func irVersionFor(opset int64) int64 {
	switch {
	case opset >= 21:
		return 10
	case opset >= 19:
		return 9
	case opset >= 15:
		return 8
	default:
		return 7
	}
}

func valueInfo(name string, t DType, dims []Dim) []byte {
	var shape []byte
	for _, d := range dims {
		var db []byte
		if d.Param != "" {
			db = appendString(db, dimParam, d.Param)
		} else {
			db = appendVarint(db, dimValue, d.Value)
		}
		shape = appendBytes(shape, shapeDim, db)
	}
	var tt []byte
	tt = appendVarint(tt, tensorElemType, int64(t))
	tt = appendBytes(tt, tensorTypeShape, shape)
	var typ []byte
	typ = appendBytes(typ, typeTensorType, tt)
	var b []byte
	b = appendString(b, valueInfoName, name)
	b = appendBytes(b, valueInfoType, typ)
	return b
}

func tensor(name string, t DType, dims []int64, raw []byte) []byte {
	var b []byte
	for _, d := range dims {
		b = appendVarint(b, tensorDims, d)
	}
	b = appendVarint(b, tensorDataType, int64(t))
	b = appendString(b, tensorName, name)
	b = appendBytes(b, tensorRawData, raw)
	return b
}
