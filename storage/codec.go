package storage

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"time"

	"github.com/x448/float16"
)

// Records are encoded by hand with varints and length-prefixed byte strings:
// children dominate the file after the embedding cache, and a fixed layout
// keeps them a few bytes above the raw vector. Every record starts with a
// format byte so a later schema can change a layout and still read the old
// one during migration. Embedding-cache values are the exception: a bare
// vector of halfs (appendHalfs), whose layout the schema version fixes.

// recordV1 is the format byte of every record written by schema v1.
const recordV1 = 1

// errShortRecord is wrapped when a record ends before its last field.
var errShortRecord = errors.New("record truncated")

// encoder appends fields to a byte slice.
type encoder struct{ b []byte }

func newEncoder(capacity int) *encoder {
	e := &encoder{b: make([]byte, 0, capacity+1)}
	e.b = append(e.b, recordV1)
	return e
}

func (e *encoder) uvarint(v uint64)   { e.b = binary.AppendUvarint(e.b, v) }
func (e *encoder) varint(v int64)     { e.b = binary.AppendVarint(e.b, v) }
func (e *encoder) int(v int)          { e.varint(int64(v)) }
func (e *encoder) string(s string)    { e.uvarint(uint64(len(s))); e.b = append(e.b, s...) }
func (e *encoder) hash(h Hash)        { e.b = append(e.b, h[:]...) }
func (e *encoder) time(t time.Time)   { e.varint(timeToNanos(t)) }
func (e *encoder) owner(o Owner)      { e.b = append(e.b, byte(o.Kind)); e.uvarint(o.ID) }
func (e *encoder) bool(v bool)        { e.b = append(e.b, boolByte(v)) }
func (e *encoder) vector(v []float32) { e.uvarint(uint64(len(v))); e.b = appendFloats(e.b, v) }
func (e *encoder) ids(v []uint64)     { encodeList(e, v, e.uvarint) }
func (e *encoder) strings(v []string) { encodeList(e, v, e.string) }

// encodeList appends a list field: its length, then each item with put.
// Every list in a record (ids, strings, a replace's chapters, a block's
// mentions) has this layout, which decoder.count and decodeList read.
func encodeList[T any](e *encoder, items []T, put func(T)) {
	e.uvarint(uint64(len(items)))
	for _, it := range items {
		put(it)
	}
}

func boolByte(v bool) byte {
	if v {
		return 1
	}
	return 0
}

// timeToNanos stores the zero time as 0 so "never" round-trips.
func timeToNanos(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixNano()
}

func nanosToTime(n int64) time.Time {
	if n == 0 {
		return time.Time{}
	}
	return time.Unix(0, n)
}

// appendFloats appends raw little-endian float32s.
func appendFloats(b []byte, v []float32) []byte {
	for _, x := range v {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(x))
	}
	return b
}

// decodeFloats copies raw little-endian float32s out of p.
func decodeFloats(p []byte) ([]float32, error) {
	if len(p)%4 != 0 {
		return nil, fmt.Errorf("vector of %d bytes: %w", len(p), errShortRecord)
	}
	v := make([]float32, len(p)/4)
	for i := range v {
		v[i] = math.Float32frombits(binary.LittleEndian.Uint32(p[4*i:]))
	}
	return v, nil
}

// appendHalfs appends v as little-endian float16s.
func appendHalfs(b []byte, v []float32) []byte {
	for _, x := range v {
		b = binary.LittleEndian.AppendUint16(b, float16.Fromfloat32(x).Bits())
	}
	return b
}

// decodeHalfs reads little-endian float16s out of p.
func decodeHalfs(p []byte) ([]float32, error) {
	if len(p)%2 != 0 {
		return nil, fmt.Errorf("vector of %d bytes: %w", len(p), errShortRecord)
	}
	v := make([]float32, len(p)/2)
	for i := range v {
		v[i] = float16.Frombits(binary.LittleEndian.Uint16(p[2*i:])).Float32()
	}
	return v, nil
}

// decoder reads fields in the order they were encoded. The first error
// sticks, so callers check err once at the end.
type decoder struct {
	b   []byte
	err error
}

// newDecoder checks the format byte of a record.
func newDecoder(b []byte) *decoder {
	d := &decoder{b: b}
	if len(b) == 0 {
		d.err = errShortRecord
		return d
	}
	if b[0] != recordV1 {
		d.err = fmt.Errorf("unknown record format %d", b[0])
		return d
	}
	d.b = b[1:]
	return d
}

// more reports whether fields remain: a field appended to a record's
// layout later is read only when the record holds it.
func (d *decoder) more() bool { return d.err == nil && len(d.b) > 0 }

func (d *decoder) fail(err error) {
	if d.err == nil {
		d.err = err
	}
}

func (d *decoder) uvarint() uint64 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Uvarint(d.b)
	if n <= 0 {
		d.fail(errShortRecord)
		return 0
	}
	d.b = d.b[n:]
	return v
}

// varint undoes the zig-zag mapping binary.AppendVarint puts on top of a
// uvarint, as binary.Varint does.
func (d *decoder) varint() int64 {
	ux := d.uvarint()
	x := int64(ux >> 1)
	if ux&1 != 0 {
		x = ^x
	}
	return x
}

func (d *decoder) int() int { return int(d.varint()) }

func (d *decoder) take(n uint64) []byte {
	if d.err != nil {
		return nil
	}
	if uint64(len(d.b)) < n {
		d.fail(errShortRecord)
		return nil
	}
	p := d.b[:n]
	d.b = d.b[n:]
	return p
}

// bytes returns a slice aliasing the record (valid only inside the tx).
func (d *decoder) bytes() []byte { return d.take(d.uvarint()) }
func (d *decoder) string() string {
	return string(d.bytes())
}

// skipString advances past a string without copying it.
func (d *decoder) skipString() { d.take(d.uvarint()) }

func (d *decoder) hash() Hash {
	var h Hash
	copy(h[:], d.take(uint64(len(h))))
	return h
}

func (d *decoder) time() time.Time { return nanosToTime(d.varint()) }

func (d *decoder) owner() Owner {
	k := d.take(1)
	if d.err != nil {
		return Owner{}
	}
	return Owner{Kind: OwnerKind(k[0]), ID: d.uvarint()}
}

func (d *decoder) bool() bool {
	p := d.take(1)
	return len(p) == 1 && p[0] != 0
}

func (d *decoder) vector() []float32 {
	n := d.uvarint()
	if n > uint64(len(d.b))/4 {
		d.fail(errShortRecord)
		return nil
	}
	v, err := decodeFloats(d.take(4 * n))
	if err != nil {
		d.fail(err)
	}
	return v
}

func (d *decoder) ids() []uint64     { return decodeList(d, d.uvarint) }
func (d *decoder) strings() []string { return decodeList(d, d.string) }

// count reads the length of a list field (see encodeList). Every item
// takes at least one byte, so a count above the bytes left is damage,
// caught here before it sizes an allocation: it fails the decode and
// reads as 0.
func (d *decoder) count() uint64 {
	n := d.uvarint()
	if n > uint64(len(d.b)) {
		d.fail(errShortRecord)
		return 0
	}
	return n
}

// decodeList reads a list field (see encodeList) with get for each item,
// stopping at the first error. An empty list reads as an empty slice,
// not nil.
func decodeList[T any](d *decoder, get func() T) []T {
	n := d.count()
	v := make([]T, 0, n)
	for i := uint64(0); i < n && d.err == nil; i++ {
		v = append(v, get())
	}
	return v
}

// decoded ends a decode: v, or the decoder's error wrapped as
// "storage: <format>: <err>", where format and args name the record.
func decoded[T any](d *decoder, v T, format string, args ...any) (T, error) {
	if d.err != nil {
		var zero T
		return zero, fmt.Errorf("storage: %s: %w", fmt.Sprintf(format, args...), d.err)
	}
	return v, nil
}
