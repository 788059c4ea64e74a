package storage

import (
	"encoding/binary"
	"errors"
	"time"
	"unicode/utf8"

	"github.com/sergi/go-diff/diffmatchpatch"
)

// A delta turns a base text into a target text. Encoded: snapDelta, the
// base snapshot id (uvarint), then operations, each an op byte and a
// uvarint n: deltaCopy copies n runes of the base, deltaSkip skips n runes
// of the base, deltaInsert inserts the n bytes that follow. The edit
// script comes from github.com/sergi/go-diff; its own text delta format
// percent-escapes every non-ASCII character (9 bytes per Chinese
// character), hence this binary one.
const (
	deltaCopy   byte = '='
	deltaSkip   byte = '-'
	deltaInsert byte = '+'
)

// diffTimeout bounds the diff of two very different texts (the result is
// then correct but less minimal, so the delta is larger and likely stored
// as a full copy instead).
const diffTimeout = 200 * time.Millisecond

var errBadDelta = errors.New("storage: malformed snapshot delta")

// encodeDelta encodes the edit script from base (snapshot baseID) to
// target.
func encodeDelta(baseID uint64, base, target string) []byte {
	dmp := diffmatchpatch.New()
	dmp.DiffTimeout = diffTimeout
	out := binary.AppendUvarint([]byte{snapDelta}, baseID)
	for _, d := range dmp.DiffMain(base, target, false) {
		switch d.Type {
		case diffmatchpatch.DiffEqual:
			out = append(out, deltaCopy)
			out = binary.AppendUvarint(out, uint64(utf8.RuneCountInString(d.Text)))
		case diffmatchpatch.DiffDelete:
			out = append(out, deltaSkip)
			out = binary.AppendUvarint(out, uint64(utf8.RuneCountInString(d.Text)))
		case diffmatchpatch.DiffInsert:
			out = append(out, deltaInsert)
			out = binary.AppendUvarint(out, uint64(len(d.Text)))
			out = append(out, d.Text...)
		}
	}
	return out
}

// deltaBase reads the base id of an encoded delta and returns the rest.
func deltaBase(v []byte) (uint64, []byte, error) {
	if len(v) == 0 || v[0] != snapDelta {
		return 0, nil, errBadDelta
	}
	base, n := binary.Uvarint(v[1:])
	if n <= 0 {
		return 0, nil, errBadDelta
	}
	return base, v[1+n:], nil
}

// applyDelta rebuilds the target text from base and an encoded delta.
func applyDelta(base string, v []byte) (string, error) {
	_, ops, err := deltaBase(v)
	if err != nil {
		return "", err
	}
	out := make([]byte, 0, len(base))
	pos := 0 // byte offset in base
	for len(ops) > 0 {
		op := ops[0]
		n, k := binary.Uvarint(ops[1:])
		if k <= 0 {
			return "", errBadDelta
		}
		ops = ops[1+k:]
		switch op {
		case deltaCopy, deltaSkip:
			start := pos
			for i := uint64(0); i < n; i++ {
				if pos >= len(base) {
					return "", errBadDelta
				}
				_, size := utf8.DecodeRuneInString(base[pos:])
				pos += size
			}
			if op == deltaCopy {
				out = append(out, base[start:pos]...)
			}
		case deltaInsert:
			if uint64(len(ops)) < n {
				return "", errBadDelta
			}
			out = append(out, ops[:n]...)
			ops = ops[n:]
		default:
			return "", errBadDelta
		}
	}
	if pos != len(base) {
		return "", errBadDelta
	}
	return string(out), nil
}
