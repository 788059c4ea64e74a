package onnxgraph

// Attr is one node attribute (axis, epsilon, perm, a constant tensor…).
type Attr struct {
	name   string
	kind   int
	f      float32
	i      int64
	s      string
	floats []float32
	ints   []int64
	tensor []byte
}

// Int is an integer attribute such as axis or keepdims.
func Int(name string, v int64) Attr { return Attr{name: name, kind: attrTypeInt, i: v} }

// FloatAttr is a float attribute such as epsilon or alpha.
func FloatAttr(name string, v float32) Attr { return Attr{name: name, kind: attrTypeFloat, f: v} }

// String is a string attribute such as a mode name.
func String(name, v string) Attr { return Attr{name: name, kind: attrTypeString, s: v} }

// Ints is an integer-list attribute such as perm or axes.
func Ints(name string, v ...int64) Attr { return Attr{name: name, kind: attrTypeInts, ints: v} }

// Floats is a float-list attribute.
func Floats(name string, v ...float32) Attr { return Attr{name: name, kind: attrTypeFloats, floats: v} }

// FloatValue is a tensor attribute holding float data (for Constant nodes).
func FloatValue(name string, dims []int64, data []float32) Attr {
	return Attr{name: name, kind: attrTypeTensor, tensor: tensor("", Float, dims, float32LE(data))}
}

// Int64Value is a tensor attribute holding int64 data (for Constant nodes).
func Int64Value(name string, dims []int64, data []int64) Attr {
	return Attr{name: name, kind: attrTypeTensor, tensor: tensor("", Int64, dims, int64LE(data))}
}

func (a Attr) encode() []byte {
	var b []byte
	b = appendString(b, attrName, a.name)
	switch a.kind {
	case attrTypeFloat:
		b = appendFloat(b, attrF, a.f)
	case attrTypeInt:
		b = appendVarint(b, attrI, a.i)
	case attrTypeString:
		b = appendBytes(b, attrS, []byte(a.s))
	case attrTypeTensor:
		b = appendBytes(b, attrT, a.tensor)
	case attrTypeFloats:
		for _, f := range a.floats {
			b = appendFloat(b, attrFloats, f)
		}
	case attrTypeInts:
		for _, v := range a.ints {
			b = appendVarint(b, attrInts, v)
		}
	}
	b = appendVarint(b, attrType, int64(a.kind))
	return b
}
