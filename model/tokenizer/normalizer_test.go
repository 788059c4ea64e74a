package tokenizer

import "testing"

func TestBertNormalizer(t *testing.T) {
	initClasses()
	all := bertNormalizer{cleanText: true, chineseChars: true, lowercase: true, stripAccents: true}
	cased := bertNormalizer{cleanText: true, chineseChars: true}
	lowerOnly := bertNormalizer{lowercase: true}
	stripOnly := bertNormalizer{stripAccents: true}
	tests := []struct {
		name string
		n    bertNormalizer
		in   string
		want string
	}{
		{"empty", all, "", ""},
		{"ascii lowercase", all, "Hello WORLD", "hello world"},
		{"cased keeps case", cased, "Hello WORLD", "Hello WORLD"},
		{"tab newline cr become spaces", cased, "a\tb\nc\rd", "a b c d"},
		{"nul and U+FFFD removed", cased, "a\x00b\uFFFDc", "abc"},
		{"C0 controls removed", cased, "a\x01\x0b\x0c\x1f\x7fb", "ab"},
		{"NEL is a control, not a space", cased, "a\u0085b", "ab"},
		{"format characters removed", cased, "a\u200bb\u200dc\ufeffd\u00ade\u2060f", "abcdef"},
		{"private use removed", cased, "a\ue000b\U000F0000c", "abc"},
		{"unicode spaces become spaces", cased, "a\u00a0b\u3000c\u2003d\u2028e\u2029f\u202fg", "a b c d e f g"},
		{"clean_text off keeps controls", bertNormalizer{}, "a\x00\tb", "a\x00\tb"},
		{"CJK spaced", cased, "你好a", " 你  好 a"},
		{"Extension A and compatibility spaced", cased, "\u3400\uf900", " \u3400  \uf900 "},
		{"astral ideographs not spaced (reference quirk)", cased, "𠀀abc", "𠀀abc"},
		{"kana and hangul not spaced", cased, "かな한", "かな한"},
		{"full-width punctuation not spaced", cased, "，！", "，！"},
		{"accents stripped", all, "Café Naïve Ångström Zoë", "cafe naive angstrom zoe"},
		{"accents kept when strip off", bertNormalizer{lowercase: true}, "Café", "café"},
		{"strip without lowercase", stripOnly, "Café ÅNGSTRÖM", "Cafe ANGSTROM"},
		{"combining marks stripped", stripOnly, "e\u0301a\u0300", "ea"},
		{"ligature kept (NFD, not NFKD)", all, "ﬁnance", "ﬁnance"},
		{"angstrom sign decomposes", stripOnly, "\u212b", "A"},
		{"dotted capital I", lowerOnly, "İ", "i\u0307"},
		{"dotted capital I stripped", all, "İstanbul", "istanbul"},
		{"final sigma", lowerOnly, "ΟΔΟΣ", "οδος"},
		{"sigma alone", lowerOnly, "Σ", "σ"},
		{"sigma before letter", lowerOnly, "ΑΣΑ", "ασα"},
		{"sigma before period then letter", lowerOnly, "ΑΣ.Α", "ασ.α"},
		{"sigma before space then letter", lowerOnly, "ΑΣ Α", "ας α"},
		{"sigma after case-ignorable only", lowerOnly, "ʰΣ", "ʰσ"},
		{"sigma after cased non-ignorable", lowerOnly, "ªΣ", "ªς"},
		{"sigma with trailing mark", lowerOnly, "ΑΣ\u0301", "ας\u0301"},
		{"cyrillic lowercase", lowerOnly, "ПРИВЕТ", "привет"},
		{"full-width lowercase", lowerOnly, "ＡＢＣ", "ａｂｃ"},
		{"length-changing lowercase", lowerOnly, "\u023a", "\u2c65"},
		{"hangul decomposes under NFD", stripOnly, "한", "\u1112\u1161\u11ab"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var nb normBuffers
			got := string(tt.n.normalize(tt.in, &nb))
			if got != tt.want {
				t.Errorf("normalize(%q) = %q, want %q", tt.in, got, tt.want)
			}
			// Buffers are reused: a second call must give the same answer.
			if again := string(tt.n.normalize(tt.in, &nb)); again != tt.want {
				t.Errorf("second normalize(%q) = %q, want %q", tt.in, again, tt.want)
			}
		})
	}
}

func TestToLowerRune(t *testing.T) {
	initClasses()
	tests := []struct {
		in   rune
		want rune
		ok   bool
	}{
		{'A', 'a', true},
		{'z', 'z', true},
		{'É', 'é', true},
		{'Ω', 'ω', true},
		{'Σ', 'σ', true}, // context-free; lowerInto handles final sigma
		{'你', '你', true},
		{'Ａ', 'ａ', true},
		{0x10D50, 0x10D70, true}, // Garay, Unicode 16: from the generated table
		{'İ', 0, false},
	}
	for _, tt := range tests {
		got, ok := toLowerRune(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("toLowerRune(%U) = %U, %v; want %U, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

func TestClassOf(t *testing.T) {
	initClasses()
	tests := []struct {
		r    rune
		has  uint8
		lack uint8
	}{
		{' ', clsSpace, clsPunct | clsControl},
		{'\t', clsSpace, clsControl}, // a control to Unicode, whitespace to BERT
		{'\u0085', clsControl, clsSpace},
		{'\ufeff', clsSpace | clsControl, 0}, // JS \s includes the BOM; clean_text drops it first
		{'$', clsPunct, 0},
		{'^', clsPunct, 0},
		{'，', clsPunct, clsCJK},
		{'「', clsPunct, 0},
		{'…', clsPunct, 0},
		{'¥', 0, clsPunct},
		{'你', clsCJK, clsPunct},
		{0x20000, 0, clsCJK},
		{0x1B4E, clsPunct, 0}, // Balinese, Unicode 16: punctuation to the reference
		{'\u0301', clsMn | clsCaseIgnorable, 0},
		{'A', clsCased, clsCaseIgnorable},
		{'.', clsCaseIgnorable | clsPunct, 0},
	}
	for _, tt := range tests {
		c := classOf(tt.r)
		if c&tt.has != tt.has || c&tt.lack != 0 {
			t.Errorf("classOf(%U) = %08b; want bits %08b set and %08b clear", tt.r, c, tt.has, tt.lack)
		}
	}
}
