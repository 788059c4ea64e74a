package vector

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash"
	"hash/crc32"
	"io"
	"math"
	"slices"
)

// castagnoli is the CRC-32C table; hash/crc32 computes it with the SSE4.2
// instruction on amd64, so checksumming a 100 MB index costs milliseconds.
var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// encChunk is the encoder's buffer size.
const encChunk = 64 << 10

// encoder writes little-endian values through a buffer and checksums
// everything it writes. The first write error sticks and ends all output.
type encoder struct {
	w   io.Writer
	crc hash.Hash32
	buf []byte
	err error
}

func newEncoder(w io.Writer) *encoder {
	return &encoder{w: w, crc: crc32.New(castagnoli), buf: make([]byte, 0, encChunk)}
}

// room makes sure n more bytes fit in the buffer.
func (e *encoder) room(n int) {
	if len(e.buf)+n > cap(e.buf) {
		e.flush()
	}
}

// flush hands the buffer to the checksum and the writer.
func (e *encoder) flush() {
	if e.err != nil || len(e.buf) == 0 {
		e.buf = e.buf[:0]
		return
	}
	e.crc.Write(e.buf) // never fails
	if _, err := e.w.Write(e.buf); err != nil {
		e.err = err
	}
	e.buf = e.buf[:0]
}

func (e *encoder) bytes(b []byte) {
	for len(b) > 0 {
		e.room(1)
		n := min(len(b), cap(e.buf)-len(e.buf))
		e.buf = append(e.buf, b[:n]...)
		b = b[n:]
	}
}

func (e *encoder) u8(v uint8) { e.room(1); e.buf = append(e.buf, v) }

func (e *encoder) u16(v uint16) { e.room(2); e.buf = binary.LittleEndian.AppendUint16(e.buf, v) }

func (e *encoder) u32(v uint32) { e.room(4); e.buf = binary.LittleEndian.AppendUint32(e.buf, v) }

func (e *encoder) u64(v uint64) { e.room(8); e.buf = binary.LittleEndian.AppendUint64(e.buf, v) }

func (e *encoder) u32s(vs []uint32) {
	for _, v := range vs {
		e.u32(v)
	}
}

func (e *encoder) u64s(vs []uint64) {
	for _, v := range vs {
		e.u64(v)
	}
}

func (e *encoder) f32s(vs []float32) {
	for _, v := range vs {
		e.u32(math.Float32bits(v))
	}
}

// finish flushes and appends the checksum trailer, which is itself not
// checksummed.
func (e *encoder) finish() error {
	e.flush()
	if e.err != nil {
		return e.err
	}
	var t [4]byte
	binary.LittleEndian.PutUint32(t[:], e.crc.Sum32())
	if _, err := e.w.Write(t[:]); err != nil {
		return err
	}
	return nil
}

// decChunk bounds how many elements the decoder allocates ahead of the data
// actually read, so a corrupt count cannot make Load allocate gigabytes
// before the input runs out.
const decChunk = 16 << 10

// decoder reads little-endian values and checksums everything it reads.
// The first error sticks: later reads return zero values, so parsing code
// can check d.err once per section rather than after every field.
type decoder struct {
	r   io.Reader
	crc hash.Hash32
	buf []byte
	err error
}

func newDecoder(r io.Reader) *decoder {
	return &decoder{r: r, crc: crc32.New(castagnoli), buf: make([]byte, 8*decChunk)}
}

// read fills the first n bytes of d.buf (n ≤ len(d.buf)).
func (d *decoder) read(n int) []byte {
	if d.err != nil {
		return nil
	}
	b := d.buf[:n]
	if _, err := io.ReadFull(d.r, b); err != nil {
		d.fail(err)
		return nil
	}
	d.crc.Write(b)
	return b
}

// fail records err, turning a premature end of input into ErrCorrupt.
func (d *decoder) fail(err error) {
	if d.err != nil {
		return
	}
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		d.err = fmt.Errorf("truncated: %w", ErrCorrupt)
		return
	}
	d.err = fmt.Errorf("read: %w", err)
}

// corrupt records a structural inconsistency.
func (d *decoder) corrupt(format string, args ...any) {
	if d.err == nil {
		d.err = fmt.Errorf("%s: %w", fmt.Sprintf(format, args...), ErrCorrupt)
	}
}

func (d *decoder) u8() uint8 {
	if b := d.read(1); b != nil {
		return b[0]
	}
	return 0
}

func (d *decoder) u16() uint16 {
	if b := d.read(2); b != nil {
		return binary.LittleEndian.Uint16(b)
	}
	return 0
}

func (d *decoder) u32() uint32 {
	if b := d.read(4); b != nil {
		return binary.LittleEndian.Uint32(b)
	}
	return 0
}

func (d *decoder) u64() uint64 {
	if b := d.read(8); b != nil {
		return binary.LittleEndian.Uint64(b)
	}
	return 0
}

// bytesN reads n raw bytes into a new slice.
func (d *decoder) bytesN(n int) []byte {
	out := make([]byte, 0, min(n, 8*decChunk))
	for len(out) < n && d.err == nil {
		b := d.read(min(n-len(out), len(d.buf)))
		out = append(out, b...)
	}
	return out
}

// u8s, u32s, u64s and f32s read n values, growing the result chunk by
// chunk as data arrives.
func (d *decoder) u8s(n int) []uint8 { return d.bytesN(n) }

func (d *decoder) u32s(n int) []uint32 {
	return readChunked(d, n, 4, func(dst []uint32, b []byte) {
		for i := range dst {
			dst[i] = binary.LittleEndian.Uint32(b[4*i:])
		}
	})
}

func (d *decoder) u64s(n int) []uint64 {
	return readChunked(d, n, 8, func(dst []uint64, b []byte) {
		for i := range dst {
			dst[i] = binary.LittleEndian.Uint64(b[8*i:])
		}
	})
}

func (d *decoder) f32s(n int) []float32 {
	return readChunked(d, n, 4, func(dst []float32, b []byte) {
		for i := range dst {
			dst[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
		}
	})
}

// readChunked reads n values of size bytes each, decodeChunk converting
// one chunk of at most decChunk values at a time. The result grows only as
// data arrives, so a corrupt count cannot allocate more than the input
// holds.
func readChunked[T any](d *decoder, n, size int, decodeChunk func(dst []T, b []byte)) []T {
	out := make([]T, 0, min(n, decChunk))
	for len(out) < n && d.err == nil {
		c := min(n-len(out), decChunk)
		b := d.read(size * c)
		if b == nil {
			break
		}
		at := len(out)
		out = slices.Grow(out, c)[:at+c]
		decodeChunk(out[at:], b)
	}
	return out
}

// verifyTrailer reads the checksum trailer and compares it with the
// checksum of everything read before it.
func (d *decoder) verifyTrailer() {
	if d.err != nil {
		return
	}
	want := d.crc.Sum32()
	var t [4]byte
	if _, err := io.ReadFull(d.r, t[:]); err != nil {
		d.fail(err)
		return
	}
	if got := binary.LittleEndian.Uint32(t[:]); got != want {
		d.corrupt("checksum mismatch (file %08x, computed %08x)", got, want)
	}
}
