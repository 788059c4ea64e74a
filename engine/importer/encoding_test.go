package importer

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/unicode"
)

func encode(t *testing.T, e encoding.Encoding, s string) []byte {
	t.Helper()
	b, err := e.NewEncoder().Bytes([]byte(s))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestGB18030Nahan is the acceptance case: a GB18030 copy of 呐喊 is
// refused with the encoding named, and imports identically once converted.
func TestGB18030Nahan(t *testing.T) {
	utf := corpusFile(t, "dev/zh/luxun-nahan.txt")
	gb := encode(t, simplifiedchinese.GB18030, string(utf))
	want, err := Parse(utf, Options{})
	if err != nil {
		t.Fatal(err)
	}

	_, err = Parse(gb, Options{})
	var ee *EncodingError
	if !errors.As(err, &ee) || ee.Likely != GB18030 || ee.Offset != -1 {
		t.Fatalf("strict parse of GB18030: %v, want a GB18030 EncodingError", err)
	}
	if got := err.Error() + "; " + ee.Advice(); got != "looks like GB18030; re-run with --encoding gb18030 to convert it" {
		t.Errorf("message %q", got)
	}
	for _, enc := range []Encoding{GB18030, Auto} {
		got, err := Parse(gb, Options{Encoding: enc})
		if err != nil {
			t.Fatalf("%s: %v", enc, err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: converted import differs from the UTF-8 one", enc)
		}
	}
}

func TestDecodeRefusesBadBytes(t *testing.T) {
	english := strings.Repeat("It was a dark and stormy night. ", 40)
	gbMostlyEnglish := encode(t, simplifiedchinese.GB18030, english+"他说：“好。”"+english)
	gbDamaged := encode(t, simplifiedchinese.GB18030, strings.Repeat("　　孔乙己是站着喝酒而穿长衫的唯一的人。\n", 20))
	gbDamaged[100] = 0xFF // a lead byte followed by a space: no GB18030 sequence
	gbDamaged[101] = 0x20
	utf8Damaged := []byte(strings.Repeat("好", 50) + "\xff" + strings.Repeat("好", 50))

	tests := []struct {
		name   string
		data   []byte
		enc    Encoding
		likely Encoding
		offset int
		msg    string
	}{
		{"mostly English GB18030 is named, not replaced", gbMostlyEnglish, Strict, GB18030, -1, "looks like GB18030; re-run with --encoding gb18030 to convert it"},
		{"damaged GB18030 read as UTF-8", gbDamaged, Strict, GB18030, 0, "is not valid UTF-8 at byte 0 (it looks like GB18030); re-run with --encoding gb18030 to convert it"},
		{"damaged GB18030 read as GB18030", gbDamaged, GB18030, "", 100, "is not valid GB18030 at byte 100 (damaged, or in another encoding)"},
		{"damaged GB18030 in auto", gbDamaged, Auto, GB18030, 0, ""},
		{"one bad byte in UTF-8", utf8Damaged, Strict, "", 150, "is not valid UTF-8 at byte 150; convert it to UTF-8 first"},
		{"one bad byte in UTF-8 read as UTF-8", utf8Damaged, UTF8, "", 150, ""},
		{"utf-16 without BOM", encode(t, unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM), english), Strict, UTF16LE, -1, "looks like UTF-16; re-run with --encoding utf-16 to convert it"},
		{"Chinese utf-16 without BOM", encode(t, unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM), strings.Repeat("第一回　风起\n", 4)), Strict, UTF16BE, -1, ""},
		{"utf-16 BOM read as GB18030", encode(t, unicode.UTF16(unicode.LittleEndian, unicode.UseBOM), "第一回 风起"), GB18030, UTF16LE, 0,
			"is not valid GB18030 at byte 0: it starts with a UTF-16LE byte-order mark; re-run with --encoding utf-16 to convert it"},
		{"utf-16 big-endian BOM read as GB18030", encode(t, unicode.UTF16(unicode.BigEndian, unicode.UseBOM), "Letter 1"), GB18030, UTF16BE, 0,
			"is not valid GB18030 at byte 0: it starts with a UTF-16BE byte-order mark; re-run with --encoding utf-16 to convert it"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, err := Decode(tt.data, tt.enc)
			var ee *EncodingError
			if !errors.As(err, &ee) {
				t.Fatalf("Decode = %d bytes, %v; want an EncodingError", len(out), err)
			}
			if ee.Likely != tt.likely || ee.Offset != tt.offset {
				t.Errorf("likely %q offset %d, want %q %d (%v)", ee.Likely, ee.Offset, tt.likely, tt.offset, err)
			}
			msg := err.Error()
			if advice := ee.Advice(); advice != "" {
				msg += "; " + advice
			}
			if tt.msg != "" && msg != tt.msg {
				t.Errorf("message and advice %q, want %q", msg, tt.msg)
			}
		})
	}
}

func TestDecodeConverts(t *testing.T) {
	text := "第一回 宴桃园\nChapter 1 — “quoted” 😀\n"
	english := "Chapter 1\nIt was a dark night.\n" + text
	// Han characters hold no NUL byte in UTF-16: only the line breaks do.
	chinese := strings.Repeat("第一章　风起\n　　林远站在山门前，望着远处的云海。\n", 3)
	tests := []struct {
		name string
		data []byte
		enc  Encoding
		want string
	}{
		{"utf-8 as is", []byte(text), Strict, text},
		{"utf-8 with BOM", append([]byte("\xef\xbb\xbf"), text...), Auto, text},
		{"gb18030 auto", encode(t, simplifiedchinese.GB18030, text), Auto, text},
		{"gbk text as gb18030", encode(t, simplifiedchinese.GBK, "第一回 宴桃园\n"), GB18030, "第一回 宴桃园\n"},
		{"utf-16le with BOM", encode(t, unicode.UTF16(unicode.LittleEndian, unicode.UseBOM), text), Auto, text},
		// A byte-order mark says the encoding: read without asking.
		{"utf-16le with BOM, not asked to convert", encode(t, unicode.UTF16(unicode.LittleEndian, unicode.UseBOM), text), Strict, text},
		{"utf-16be with BOM, not asked to convert", encode(t, unicode.UTF16(unicode.BigEndian, unicode.UseBOM), chinese), Strict, chinese},
		{"utf-16be with BOM read as utf-16", encode(t, unicode.UTF16(unicode.BigEndian, unicode.UseBOM), text), UTF16LE, text},
		{"utf-16le without BOM", encode(t, unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM), english), Auto, english},
		{"utf-16be without BOM", encode(t, unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM), english), UTF16BE, english},
		{"Chinese utf-16le without BOM", encode(t, unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM), chinese), Auto, chinese},
		{"Chinese utf-16be without BOM", encode(t, unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM), chinese), Auto, chinese},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := normalize(tt.data, tt.enc)
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestParseEncoding(t *testing.T) {
	for in, want := range map[string]Encoding{"auto": Auto, "UTF-8": UTF8, "utf8": UTF8, "gb18030": GB18030, "GBK": GB18030, "gb2312": GB18030, "utf-16": UTF16LE, "UTF_16BE": UTF16BE} {
		if got, err := ParseEncoding(in); err != nil || got != want {
			t.Errorf("ParseEncoding(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	if _, err := ParseEncoding("latin1"); err == nil {
		t.Error("latin1 accepted")
	}
}

// FuzzDecode: whatever the bytes and the encoding asked for, Decode
// returns valid UTF-8 or a typed error, keeps valid UTF-8 as it is (what
// a UTF-16 byte-order mark names aside), and a
// GB18030 conversion round-trips to the same bytes.
func FuzzDecode(f *testing.F) {
	f.Add([]byte("第一回 甲\n正文"))
	f.Add([]byte("\xc4\xe3\xba\xc3\xca\xc0\xbd\xe7"))
	f.Add([]byte("\xff\xfeh\x00i\x00"))
	f.Add([]byte("\xfe\xff\x00h\x00i"))
	f.Add([]byte("a\x00b\x00c\x00d\x00e\x00f\x00g\x00h\x00i\x00"))
	f.Add([]byte("好\xff好"))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, enc := range []Encoding{Strict, Auto, UTF8, GB18030, UTF16LE, UTF16BE} {
			out, err := Decode(data, enc)
			if err != nil {
				if !errors.Is(err, ErrEncoding) && !errors.Is(err, ErrBinary) {
					t.Fatalf("%s: untyped error %v", enc, err)
				}
				continue
			}
			if !utf8.Valid(out) {
				t.Fatalf("%s: invalid UTF-8 out", enc)
			}
			// Strict keeps UTF-8 as it is, and converts only what a UTF-16
			// byte-order mark names, as that encoding asked for would.
			if (enc == UTF8 || enc == Strict && BOMEncoding(data) == "") && !bytes.Equal(out, data) {
				t.Fatalf("%s: UTF-8 input changed", enc)
			}
			if enc == Strict && BOMEncoding(data) != "" {
				if as16, err := Decode(data, bomEncoding(data)); err != nil || !bytes.Equal(out, as16) {
					t.Fatalf("Strict read a %s file otherwise than as it", BOMEncoding(data))
				}
			}
			if enc == GB18030 {
				back, err := simplifiedchinese.GB18030.NewEncoder().Bytes(out)
				if err != nil || !bytes.Equal(back, data) {
					t.Fatalf("GB18030 conversion does not round-trip")
				}
			}
		}
	})
}

// TestUTF16ByText: Chinese text in UTF-16 without a byte-order mark is
// told by what it decodes to; a binary file's bytes, text in UTF-8 or
// GB18030 and text too short to judge are not UTF-16.
func TestUTF16ByText(t *testing.T) {
	chinese := strings.Repeat("　　林远站在山门前，望着远处的云海。\r\n", 4)
	binary := make([]byte, 512)
	for i := range binary {
		binary[i] = byte(i * 7 % 256)
	}
	tests := []struct {
		name string
		data []byte
		want Encoding
	}{
		{"little-endian", encode(t, unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM), chinese), UTF16LE},
		{"big-endian", encode(t, unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM), chinese), UTF16BE},
		{"binary with NULs", binary, ""},
		{"UTF-8", []byte(chinese), ""},
		{"GB18030", encode(t, simplifiedchinese.GB18030, chinese), ""},
		{"too short", encode(t, unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM), "风起\n"), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := utf16ByText(tt.data); got != tt.want {
				t.Errorf("utf16ByText = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestBOMEncoding(t *testing.T) {
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"little-endian mark", encode(t, unicode.UTF16(unicode.LittleEndian, unicode.UseBOM), "第一回"), "UTF-16LE"},
		{"big-endian mark", encode(t, unicode.UTF16(unicode.BigEndian, unicode.UseBOM), "第一回"), "UTF-16BE"},
		{"UTF-16 without a mark", encode(t, unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM), "第一回"), ""},
		{"UTF-8 with its mark", []byte("\xef\xbb\xbf第一回"), ""},
		{"UTF-8", []byte("第一回"), ""},
		{"empty", nil, ""},
	}
	for _, tt := range tests {
		if got := BOMEncoding(tt.data); got != tt.want {
			t.Errorf("%s: BOMEncoding = %q, want %q", tt.name, got, tt.want)
		}
	}
}
