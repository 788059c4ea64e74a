package tokenizer

import (
	"slices"
	"testing"
)

func TestSplitter(t *testing.T) {
	s := newSplitter([]string{"[CLS]", "[SEP]", "[SEP][SEP]", "<", "", "你好"})
	tests := []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"plain", []string{"plain"}},
		{"[CLS]", []string{"[CLS]"}},
		{"a[CLS]b", []string{"a", "[CLS]", "b"}},
		{"[CLS][SEP]", []string{"[CLS]", "[SEP]"}},
		{"x[SEP][SEP][SEP]", []string{"x", "[SEP][SEP]", "[SEP]"}}, // longest at a position
		{"[[CLS]]", []string{"[", "[CLS]", "]"}},
		{"a<b", []string{"a", "<", "b"}},
		{"说你好呀", []string{"说", "你好", "呀"}},
		{"[CL", []string{"[CL"}},
	}
	for _, tt := range tests {
		var got []string
		for _, p := range split(s, tt.in, nil) {
			got = append(got, tt.in[p.start:p.end])
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("split(%q) = %q, want %q", tt.in, got, tt.want)
		}
		// The []byte instantiation must agree.
		var gotB []string
		for _, p := range split(s, []byte(tt.in), nil) {
			gotB = append(gotB, tt.in[p.start:p.end])
		}
		if !slices.Equal(gotB, got) {
			t.Errorf("split([]byte(%q)) = %q, string version %q", tt.in, gotB, got)
		}
	}
	if !newSplitter(nil).empty() || !newSplitter([]string{""}).empty() || s.empty() {
		t.Error("empty() is wrong")
	}
}

func TestApplyStrip(t *testing.T) {
	initClasses()
	added := map[string]addedToken{
		"<l>": {id: 1, lstrip: true},
		"<r>": {id: 2, rstrip: true},
	}
	s := newSplitter([]string{"<l>", "<r>"})
	tests := []struct {
		in   string
		want []string
	}{
		{"a  <l>  b", []string{"a", "<l>", "  b"}},
		{"a  <r>  b", []string{"a  ", "<r>", "b"}},
		{"a\u3000<l>", []string{"a", "<l>"}},
		{"   <l>", []string{"", "<l>"}},
	}
	for _, tt := range tests {
		pieces := split(s, tt.in, nil)
		applyStrip(pieces, tt.in, added)
		var got []string
		for _, p := range pieces {
			got = append(got, tt.in[p.start:p.end])
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%q: got %q, want %q", tt.in, got, tt.want)
		}
	}
}
