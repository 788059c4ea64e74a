package quality

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

func TestParagraphs(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"", nil},
		{"\n\n", nil},
		{"一\n二\n\n三", []string{"一\n二", "三"}},
		{"\u3000\u3000甲。\n\u3000\u3000\n乙。 \r\n", []string{"甲。", "乙。"}},
		{"  a  \n b\n\n\n\nc", []string{"a\nb", "c"}},
	}
	for _, tc := range tests {
		if got := Paragraphs(tc.text); !slices.Equal(got, tc.want) {
			t.Errorf("Paragraphs(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}

func TestIsProse(t *testing.T) {
	tests := []struct {
		p    string
		want bool
	}{
		{"第一回 宴桃园豪杰三结义 斩黄巾英雄首立功", false},
		{"Chapter 5", false},
		{"却说张飞拍马赶到关下，关上矢石如雨，不得进而回。", true},
		{"I was born in Geneva, and my family is one of the most distinguished.", true},
		{"短句。", false},
	}
	for _, tc := range tests {
		if got := IsProse(tc.p); got != tc.want {
			t.Errorf("IsProse(%q) = %v, want %v", tc.p, got, tc.want)
		}
	}
}

func TestProseRuns(t *testing.T) {
	prose := "这是一段足够长的叙述文字，用来当作正文段落。"
	head := "第二回 标题"
	paras := []string{prose, prose, head, prose, prose, prose}
	if got := proseRuns(paras, 2); !slices.Equal(got, []int{0, 3, 4}) {
		t.Errorf("runs of 2: %v", got)
	}
	if got := proseRuns(paras, 4); got != nil {
		t.Errorf("runs of 4: %v", got)
	}
}

// testSources generates three sources whose paragraphs name their source
// and index, so a document's content can be traced.
func testSources() []Source {
	var srcs []Source
	for _, name := range []string{"alpha", "beta", "gamma"} {
		var paras []string
		for i := 0; i < 10; i++ {
			paras = append(paras, fmt.Sprintf("This is paragraph %d of the %s source. It has two sentences.", i, name))
		}
		paras[4] = "Heading" // not prose: never inside a document
		srcs = append(srcs, Source{Name: name, Paragraphs: paras})
	}
	return srcs
}

func TestMakeDocs(t *testing.T) {
	docs, err := MakeDocs(testSources(), 4, 2, 9)
	if err != nil {
		t.Fatal(err)
	}
	if len(docs) != 4*3*2 {
		t.Fatalf("%d docs, want 24", len(docs))
	}
	for _, d := range docs {
		if d.A == d.B {
			t.Errorf("doc joins %s with itself", d.A)
		}
		rs := []rune(d.Text)
		first, second := string(rs[:d.Seam]), string(rs[d.Seam:])
		if strings.Count(first, d.A) != 2 || strings.Contains(first, d.B) {
			t.Errorf("first part %q is not two paragraphs of %s", first, d.A)
		}
		if strings.Count(second, d.B) != 2 || strings.Contains(second, d.A) || !strings.HasPrefix(second, "This is paragraph") {
			t.Errorf("second part %q is not two paragraphs of %s starting at the seam", second, d.B)
		}
		if strings.Contains(d.Text, "Heading") {
			t.Errorf("doc includes a heading: %q", d.Text)
		}
	}
	again, _ := MakeDocs(testSources(), 4, 2, 9)
	if !slices.Equal(again, docs) {
		t.Error("same seed, different documents")
	}
	other, _ := MakeDocs(testSources(), 4, 2, 10)
	if slices.Equal(other, docs) {
		t.Error("different seeds, same documents")
	}
}

func TestMakeDocsErrors(t *testing.T) {
	srcs := testSources()
	if _, err := MakeDocs(srcs[:1], 1, 1, 1); err == nil {
		t.Error("one source accepted")
	}
	if _, err := MakeDocs(srcs, 0, 1, 1); err == nil {
		t.Error("zero documents per pair accepted")
	}
	if _, err := MakeDocs(srcs, 1, 6, 1); err == nil {
		t.Error("runs longer than any prose run accepted")
	}
}
