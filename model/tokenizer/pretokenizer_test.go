package tokenizer

import (
	"slices"
	"testing"
)

// words collects the pre-tokens of s.
func words(s string) []string {
	b := []byte(s)
	var out []string
	for i := 0; ; {
		start, end, ok := nextWord(b, i)
		if !ok {
			return out
		}
		out = append(out, s[start:end])
		i = end
	}
}

func TestBertPreTokenizer(t *testing.T) {
	initClasses()
	tests := []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"   ", nil},
		{"hello", []string{"hello"}},
		{"  hello   world  ", []string{"hello", "world"}},
		{"Hello, world!", []string{"Hello", ",", "world", "!"}},
		{"don't", []string{"don", "'", "t"}},
		{"a+b=c$d^e`f|g~h<i>", []string{"a", "+", "b", "=", "c", "$", "d", "^", "e", "`", "f", "|", "g", "~", "h", "<", "i", ">"}},
		{"...", []string{".", ".", "."}},
		{" 你  好 ，世界", []string{"你", "好", "，", "世界"}},
		{"「引号」", []string{"「", "引号", "」"}},
		{"a—b…c", []string{"a", "—", "b", "…", "c"}},
		{"¥100 ©2024", []string{"¥100", "©2024"}}, // symbols (S*) are not punctuation
		{"a\u3000b\u00a0c", []string{"a", "b", "c"}},
		{"a\u0085b", []string{"a\u0085b"}}, // NEL is not JS whitespace
		{"a\ufeffb", []string{"a", "b"}},   // BOM is JS whitespace
		{"a\u200bb", []string{"a\u200bb"}}, // ZWSP is neither
		{"😀👍🏽", []string{"😀👍🏽"}},           // emoji are symbols
		{"ＡＢＣ１２３，！", []string{"ＡＢＣ１２３", "，", "！"}},
		{"e-mail@x.org", []string{"e", "-", "mail", "@", "x", ".", "org"}},
	}
	for _, tt := range tests {
		if got := words(tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("words(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
