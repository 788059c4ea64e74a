package importer

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/unicode"
)

// Encoding names the character encoding a file is read in.
type Encoding string

// Encodings the importer reads.
const (
	// Strict (the zero value) reads UTF-8 and refuses anything else with an
	// *EncodingError that names the encoding the file seems to be in, so a
	// front end can ask before converting; a UTF-16 file that starts with
	// its byte-order mark is converted without asking, as the mark says
	// what the encoding is (BOMEncoding names it, for the front end to
	// say so).
	Strict Encoding = ""
	// Auto converts from the encoding the file seems to be in.
	Auto     Encoding = "auto"
	UTF8     Encoding = "utf-8"
	GB18030  Encoding = "gb18030"
	UTF16LE  Encoding = "utf-16le"
	UTF16BE  Encoding = "utf-16be"
	unknownE Encoding = "unknown"
)

// ParseEncoding reads an encoding name as a user types it (GBK and GB2312
// are read as GB18030, their superset; UTF-16 means "by its byte-order
// mark, else little-endian").
func ParseEncoding(s string) (Encoding, error) {
	switch strings.ToLower(strings.ReplaceAll(s, "_", "-")) {
	case "auto":
		return Auto, nil
	case "utf-8", "utf8":
		return UTF8, nil
	case "gb18030", "gbk", "gb2312", "cp936":
		return GB18030, nil
	case "utf-16", "utf16", "utf-16le", "utf16le":
		return UTF16LE, nil
	case "utf-16be", "utf16be":
		return UTF16BE, nil
	}
	return "", fmt.Errorf("unknown encoding %q (want auto, utf-8, gb18030 or utf-16)", s)
}

// String is the encoding's name as messages show it.
func (e Encoding) String() string {
	switch e {
	case UTF8, Strict:
		return "UTF-8"
	case GB18030:
		return "GB18030"
	case UTF16LE, UTF16BE:
		return "UTF-16"
	}
	return string(e)
}

// flag is the --encoding value that converts from e.
func (e Encoding) flag() string {
	if e == UTF16LE || e == UTF16BE {
		return "utf-16"
	}
	return string(e)
}

// ErrEncoding is wrapped by every *EncodingError.
var ErrEncoding = errors.New("wrong text encoding")

// EncodingError reports a file that cannot be read in the encoding asked
// for. Its message is one clause meant to follow the file's name ("looks
// like GB18030"); Advice says what to do about it on the command line.
type EncodingError struct {
	// Read is the encoding the file was read as.
	Read Encoding
	// Likely is the encoding the file seems to be in; "" when unknown.
	Likely Encoding
	// Offset is the first byte that is not valid in Read, or -1 when the
	// file is wholly valid in Likely (it was refused, not damaged).
	Offset int
	// BOM: the file starts with Likely's byte-order mark, which says
	// rather than suggests the encoding (a UTF-16 file read as GB18030
	// fails at byte 0, on the mark itself).
	BOM bool
}

// BOMName is the encoding a byte-order mark names, with its byte order
// (UTF-16LE, UTF-16BE): Likely's String says only UTF-16.
func (e *EncodingError) BOMName() string {
	switch e.Likely {
	case UTF16LE:
		return "UTF-16LE"
	case UTF16BE:
		return "UTF-16BE"
	}
	return e.Likely.String()
}

func (e *EncodingError) Error() string {
	switch {
	case e.Offset < 0:
		return fmt.Sprintf("looks like %s", e.Likely)
	case e.BOM:
		return fmt.Sprintf("is not valid %s at byte %d: it starts with a %s byte-order mark", e.Read, e.Offset, e.BOMName())
	case e.Likely != "":
		return fmt.Sprintf("is not valid %s at byte %d (it looks like %s)", e.Read, e.Offset, e.Likely)
	case e.Read == UTF8 || e.Read == Strict:
		return fmt.Sprintf("is not valid UTF-8 at byte %d", e.Offset)
	}
	return fmt.Sprintf("is not valid %s at byte %d (damaged, or in another encoding)", e.Read, e.Offset)
}

// Advice is what the command line suggests: the --encoding to convert
// from, or converting the file first; "" when there is nothing to add.
func (e *EncodingError) Advice() string {
	switch {
	case e.Likely != "":
		return fmt.Sprintf("re-run with --encoding %s to convert it", e.Likely.flag())
	case e.Read == UTF8 || e.Read == Strict:
		return "convert it to UTF-8 first"
	}
	return ""
}

// Unwrap makes errors.Is(err, ErrEncoding) hold.
func (e *EncodingError) Unwrap() error { return ErrEncoding }

// Decode returns a file's content as UTF-8, converting it from enc. It
// never turns a byte silently into U+FFFD: bytes that are not valid in the
// encoding give an *EncodingError with their offset. Strict refuses other
// encodings with the one it detects, but for UTF-16 with a byte-order
// mark, which it converts: the mark is no guess; Auto converts from any. Detection:
// a UTF-16 byte-order mark or NUL bytes in every other position mean
// UTF-16; invalid UTF-8 that decodes as GB18030 without an invalid
// sequence, re-encodes to the same bytes and gives mostly CJK characters
// means GB18030 (GBK, GB2312, the usual encoding of Chinese TXT files
// made on Windows).
func Decode(data []byte, enc Encoding) ([]byte, error) {
	if enc == Strict || enc == Auto {
		detected := detectEncoding(data)
		if detected == UTF8 {
			return data, nil
		}
		if detected == unknownE && looksBinary(data) && !mostlyGB18030(data) {
			return nil, fmt.Errorf("%w: it is not text in any encoding InkFlow reads", ErrBinary)
		}
		if (enc == Strict && bomEncoding(data) == "") || detected == unknownE {
			return nil, utf8Error(data, detected)
		}
		enc = detected
	}
	switch enc {
	case UTF8:
		if !utf8.Valid(data) {
			return nil, utf8Error(data, detectEncoding(data))
		}
		return data, nil
	case GB18030:
		out, err := decodeStrict(data, GB18030, simplifiedchinese.GB18030)
		if ee, ok := errors.AsType[*EncodingError](err); ok {
			// A UTF-16 byte-order mark is never GB18030 text: name what it
			// says instead of "damaged, or in another encoding".
			if bom := bomEncoding(data); bom != "" {
				ee.Likely, ee.BOM = bom, true
			}
		}
		return out, err
	case UTF16LE, UTF16BE:
		// A byte-order mark decides; the encoder writes none, so the
		// round trip compares the text after it.
		order := unicode.LittleEndian
		if bytes.HasPrefix(data, []byte{0xFE, 0xFF}) || (enc == UTF16BE && !bytes.HasPrefix(data, []byte{0xFF, 0xFE})) {
			order = unicode.BigEndian
		}
		return decodeStrict(data, enc, unicode.UTF16(order, unicode.IgnoreBOM))
	}
	return nil, fmt.Errorf("unknown encoding %q", string(enc))
}

// utf8Error describes data that was refused as UTF-8.
func utf8Error(data []byte, likely Encoding) error {
	if likely == unknownE {
		likely = ""
	}
	if likely == GB18030 || likely == UTF16LE || likely == UTF16BE {
		return &EncodingError{Read: UTF8, Likely: likely, Offset: -1}
	}
	off := 0
	for off < len(data) {
		r, size := utf8.DecodeRune(data[off:])
		if r == utf8.RuneError && size == 1 {
			break
		}
		off += size
	}
	if likely == "" && !damagedUTF8(data) && mostlyGB18030(data) {
		likely = GB18030
	}
	return &EncodingError{Read: UTF8, Likely: likely, Offset: off}
}

// decodeStrict converts data and fails at the first invalid sequence:
// x/text decoders write U+FFFD there, and a conversion that does not
// re-encode to the same bytes has replaced something.
func decodeStrict(data []byte, enc Encoding, e encoding.Encoding) ([]byte, error) {
	bom := len(data) - len(stripBOM(data))
	if enc != UTF16LE && enc != UTF16BE {
		bom = 0
	}
	data = data[bom:]
	out, err := e.NewDecoder().Bytes(data)
	if err != nil {
		return nil, &EncodingError{Read: enc, Offset: 0}
	}
	if back, err := e.NewEncoder().Bytes(out); err == nil && bytes.Equal(back, data) {
		return out, nil
	}
	// The prefix before the first replacement character round-trips; its
	// encoded length is the offset of the bad byte.
	i := bytes.IndexRune(out, utf8.RuneError)
	if i < 0 {
		i = len(out)
	}
	prefix, _ := e.NewEncoder().Bytes(out[:i])
	return nil, &EncodingError{Read: enc, Offset: bom + len(prefix)}
}

// bomEncoding is the encoding a UTF-16 byte-order mark at data's start
// names, "" when there is none.
func bomEncoding(data []byte) Encoding {
	switch {
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}):
		return UTF16LE
	case bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		return UTF16BE
	}
	return ""
}

// BOMEncoding names the encoding a text file's UTF-16 byte-order mark
// says it is in, with its byte order ("UTF-16LE", "UTF-16BE"); "" when it
// has none. Decode reads such a file without being asked to convert it
// (Strict): a front end says which encoding it read, as the author did
// not choose it.
func BOMEncoding(data []byte) string {
	switch bomEncoding(data) {
	case UTF16LE:
		return "UTF-16LE"
	case UTF16BE:
		return "UTF-16BE"
	}
	return ""
}

// stripBOM drops a UTF-16 byte-order mark.
func stripBOM(data []byte) []byte {
	if bytes.HasPrefix(data, []byte{0xFF, 0xFE}) || bytes.HasPrefix(data, []byte{0xFE, 0xFF}) {
		return data[2:]
	}
	return data
}

// detectEncoding guesses a file's encoding: UTF8, UTF16LE/BE, GB18030 or
// unknownE.
func detectEncoding(data []byte) Encoding {
	if enc := bomEncoding(data); enc != "" {
		return enc
	}
	if enc := utf16ByNULs(data); enc != "" {
		return enc
	}
	if enc := utf16ByText(data); enc != "" {
		return enc
	}
	if utf8.Valid(data) {
		return UTF8
	}
	if out, err := decodeStrict(data, GB18030, simplifiedchinese.GB18030); err == nil && cjkHeavy(out) {
		return GB18030
	}
	return unknownE
}

// utf16ByNULs recognises UTF-16 without a byte-order mark by its NUL
// bytes: text in Latin script has one in every code unit, on the odd
// offsets in little-endian and the even ones in big-endian.
func utf16ByNULs(data []byte) Encoding {
	n := min(len(data), 4096) &^ 1
	if n < 16 { // too short to tell
		return ""
	}
	var even, odd int
	for i := 0; i < n; i += 2 {
		if data[i] == 0 {
			even++
		}
		if data[i+1] == 0 {
			odd++
		}
	}
	units := n / 2
	switch {
	case odd*10 >= units*3 && even*20 < units:
		return UTF16LE
	case even*10 >= units*3 && odd*20 < units:
		return UTF16BE
	}
	return ""
}

// utf16ByText recognises Chinese text in UTF-16 without a byte-order
// mark, which utf16ByNULs misses: a Han character's code unit holds no
// NUL, only the line breaks and ASCII do. Data with a NUL byte (no UTF-8
// or GB18030 text has one) of even length is UTF-16 in the byte order
// that decodes it, round trip exact, into CJK-heavy text with no control
// character but line breaks and tabs; "" when neither order does, as a
// binary file's bytes read as UTF-16 give controls and broken surrogates.
func utf16ByText(data []byte) Encoding {
	data = data[:min(len(data), 4096)&^3] // whole code units, surrogate pairs kept whole where they can be
	if len(data) < 16 || bytes.IndexByte(data, 0) < 0 {
		return ""
	}
	for _, c := range []struct {
		enc   Encoding
		order unicode.Endianness
	}{{UTF16LE, unicode.LittleEndian}, {UTF16BE, unicode.BigEndian}} {
		e := unicode.UTF16(c.order, unicode.IgnoreBOM)
		out, err := e.NewDecoder().Bytes(data)
		if err != nil || !cjkHeavy(out) || bytes.ContainsFunc(out, func(r rune) bool { return r < 0x20 && r != '\n' && r != '\r' && r != '\t' }) {
			continue
		}
		// A surrogate pair cut at the sample's end decodes to U+FFFD: the
		// round trip is judged before it.
		out = bytes.TrimSuffix(out, []byte(string(utf8.RuneError)))
		if bytes.ContainsRune(out, utf8.RuneError) {
			continue
		}
		if back, err := e.NewEncoder().Bytes(out); err == nil && bytes.HasPrefix(data, back) {
			return c.enc
		}
	}
	return ""
}

// cjkHeavy reports text whose non-ASCII characters are mostly CJK
// characters and CJK punctuation: what a GB18030 file decodes to, and what
// random bytes read as GB18030 do not.
func cjkHeavy(text []byte) bool {
	var nonASCII, cjk int
	for _, r := range string(text) {
		if r < utf8.RuneSelf {
			continue
		}
		nonASCII++
		if isCJKText(r) {
			cjk++
		}
	}
	return nonASCII > 0 && cjk*10 >= nonASCII*8
}

// damagedUTF8 reports UTF-8 text with a few bad bytes: it holds more
// valid multi-byte UTF-8 sequences than invalid bytes, which text in a
// legacy encoding never does.
func damagedUTF8(data []byte) bool {
	bad, multi := scanUTF8(data)
	return multi > bad
}

// mostlyGB18030 reports data that reads as CJK-heavy GB18030 apart from a
// few bad sequences: the likely encoding to name in an error.
func mostlyGB18030(data []byte) bool {
	out, err := simplifiedchinese.GB18030.NewDecoder().Bytes(data)
	if err != nil {
		return false
	}
	bad := bytes.Count(out, []byte(string(utf8.RuneError)))
	return bad*100 < utf8.RuneCount(out) && cjkHeavy(out)
}

// isCJKText reports Han characters, kana, Hangul and the CJK and
// full-width punctuation blocks.
func isCJKText(r rune) bool {
	return (r >= 0x2E80 && r <= 0x9FFF) || (r >= 0xAC00 && r <= 0xD7A3) ||
		(r >= 0xF900 && r <= 0xFAFF) || (r >= 0xFF00 && r <= 0xFFEF) || (r >= 0x20000 && r <= 0x3FFFF) ||
		r == '“' || r == '”' || r == '‘' || r == '’' || r == '…' || r == '—' || r == '·'
}

// looksBinary reports data with NUL bytes or more than 5 % invalid UTF-8.
func looksBinary(data []byte) bool {
	bad, _ := scanUTF8(data)
	return bytes.IndexByte(data, 0) >= 0 || bad*20 > len(data)
}

// scanUTF8 counts the bytes that are not valid UTF-8 and the valid
// multi-byte sequences.
func scanUTF8(data []byte) (bad, multi int) {
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			bad++
		case size > 1:
			multi++
		}
		i += size
	}
	return bad, multi
}
