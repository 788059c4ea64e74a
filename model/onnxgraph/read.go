package onnxgraph

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"os"

	"google.golang.org/protobuf/encoding/protowire"
)

// Tensor is an initializer read back from a model file: its element type,
// shape and little-endian raw data (TensorProto.raw_data).
type Tensor struct {
	Type DType
	Dims []int64
	Raw  []byte
}

// ReadInitializers reads the named initializers (weights) of the ONNX model
// file at path, so that a weight table a model carries can be used outside
// ONNX Runtime (the static model's token table re-scores search results).
// Only tensors stored as raw_data are read, which is how this package
// writes them; every name must be present. Names not asked for are
// skipped without being copied.
func ReadInitializers(path string, names ...string) (map[string]Tensor, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("onnxgraph: read initializers: %w", err)
	}
	out, err := ParseInitializers(b, names...)
	if err != nil {
		return nil, fmt.Errorf("onnxgraph: read initializers of %s: %w", path, err)
	}
	return out, nil
}

// ParseInitializers is ReadInitializers for a model already in memory. The
// tensors' Raw slices point into model.
func ParseInitializers(model []byte, names ...string) (map[string]Tensor, error) {
	want := make(map[string]bool, len(names))
	for _, n := range names {
		want[n] = true
	}
	out := make(map[string]Tensor, len(names))
	err := eachField(model, func(num protowire.Number, graph []byte) error {
		if num != modelGraph {
			return nil
		}
		return eachField(graph, func(num protowire.Number, init []byte) error {
			if num != graphInitializer {
				return nil
			}
			t, name, err := parseTensor(init)
			if err != nil || !want[name] {
				return err
			}
			out[name] = t
			return nil
		})
	})
	if err != nil {
		return nil, err
	}
	for _, n := range names {
		if _, ok := out[n]; !ok {
			return nil, fmt.Errorf("no initializer %q", n)
		}
	}
	return out, nil
}

// parseTensor decodes one TensorProto: dims (packed or not), data type,
// name and raw_data.
func parseTensor(b []byte) (Tensor, string, error) {
	var t Tensor
	var name string
	for len(b) > 0 {
		num, typ, n := protowire.ConsumeTag(b)
		if n < 0 {
			return t, "", errMalformed
		}
		b = b[n:]
		switch {
		case num == tensorDims && typ == protowire.VarintType:
			v, n := protowire.ConsumeVarint(b)
			if n < 0 {
				return t, "", errMalformed
			}
			t.Dims = append(t.Dims, int64(v))
			b = b[n:]
			continue
		case num == tensorDims && typ == protowire.BytesType:
			packed, n := protowire.ConsumeBytes(b)
			if n < 0 {
				return t, "", errMalformed
			}
			for len(packed) > 0 {
				v, m := protowire.ConsumeVarint(packed)
				if m < 0 {
					return t, "", errMalformed
				}
				t.Dims = append(t.Dims, int64(v))
				packed = packed[m:]
			}
			b = b[n:]
			continue
		case num == tensorDataType && typ == protowire.VarintType:
			v, n := protowire.ConsumeVarint(b)
			if n < 0 {
				return t, "", errMalformed
			}
			t.Type = DType(v)
			b = b[n:]
			continue
		case (num == tensorName || num == tensorRawData) && typ == protowire.BytesType:
			v, n := protowire.ConsumeBytes(b)
			if n < 0 {
				return t, "", errMalformed
			}
			if num == tensorName {
				name = string(v)
			} else {
				t.Raw = v
			}
			b = b[n:]
			continue
		}
		n = protowire.ConsumeFieldValue(num, typ, b)
		if n < 0 {
			return t, "", errMalformed
		}
		b = b[n:]
	}
	return t, name, nil
}

var errMalformed = errors.New("malformed ONNX protobuf")

// eachField calls fn with every length-delimited field of the message b
// (the only kind ModelProto.graph and GraphProto.initializer are) and
// skips the others.
func eachField(b []byte, fn func(protowire.Number, []byte) error) error {
	for len(b) > 0 {
		num, typ, n := protowire.ConsumeTag(b)
		if n < 0 {
			return errMalformed
		}
		b = b[n:]
		if typ != protowire.BytesType {
			if n = protowire.ConsumeFieldValue(num, typ, b); n < 0 {
				return errMalformed
			}
			b = b[n:]
			continue
		}
		v, n := protowire.ConsumeBytes(b)
		if n < 0 {
			return errMalformed
		}
		if err := fn(num, v); err != nil {
			return err
		}
		b = b[n:]
	}
	return nil
}

// Float32s decodes a Float tensor's data.
func (t Tensor) Float32s() ([]float32, error) {
	if t.Type != Float || len(t.Raw)%4 != 0 {
		return nil, fmt.Errorf("tensor of type %d and %d bytes is not float32", t.Type, len(t.Raw))
	}
	out := make([]float32, len(t.Raw)/4)
	for i := range out {
		out[i] = math.Float32frombits(binary.LittleEndian.Uint32(t.Raw[4*i:]))
	}
	return out, nil
}

// Int8s decodes an Int8 tensor's data.
func (t Tensor) Int8s() ([]int8, error) {
	if t.Type != Int8 {
		return nil, fmt.Errorf("tensor of type %d is not int8", t.Type)
	}
	out := make([]int8, len(t.Raw))
	for i, v := range t.Raw {
		out[i] = int8(v)
	}
	return out, nil
}
