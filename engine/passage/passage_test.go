package passage_test

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"inkflow/engine/passage"
)

func TestCut(t *testing.T) {
	zh := strings.Repeat("他走进雪夜里，手里提着一盏灯。", 30)              // 15 runes a sentence
	en := strings.Repeat("The lamp swung in the snow. ", 40) // the space opens the next sentence
	tests := []struct {
		name string
		text string
		want []int // passage lengths in runes
	}{
		{"empty", "", nil},
		{"blank", " \n\u3000\n", nil},
		{"short", "一句话。", []int{4}},
		{"chinese", zh, []int{300, 150}},
		{"english", en, []int{307, 308, 308, 197}},
		{"line breaks end sentences", strings.Repeat(strings.Repeat("字", 99)+"\n", 7), []int{300, 300, 100}},
		{"closing quote stays with its sentence", strings.Repeat("“走吧。”他说", 60), []int{306, 114}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			spans := passage.Cut(tt.text)
			var got []int
			end := 0
			for _, s := range spans {
				if s.Start != end {
					t.Errorf("passage %v does not start where the last ended (%d)", s, end)
				}
				end = s.End
				got = append(got, s.Len())
			}
			if len(spans) > 0 && end != utf8.RuneCountInString(strings.TrimRight(tt.text, " \n\u3000")) && end != utf8.RuneCountInString(tt.text) {
				t.Errorf("passages end at %d of %d runes", end, utf8.RuneCountInString(tt.text))
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("lengths %v, want %v", got, tt.want)
			}
		})
	}
}

func TestAssign(t *testing.T) {
	text := strings.Repeat("甲", 149) + "。" + strings.Repeat("乙", 149) + "。" + strings.Repeat("丙", 99) + "。"
	// Passages: [0,300) and [300,400).
	tests := []struct {
		name     string
		children []passage.Span
		want     []int // passage count per child
	}{
		{"one child each", []passage.Span{{0, 300}, {300, 400}}, []int{1, 1}},
		{"a child holds both", []passage.Span{{0, 400}}, []int{2}},
		{"largest overlap wins", []passage.Span{{0, 100}, {100, 320}, {320, 400}}, []int{0, 1, 1}},
		{"tie goes to the earlier", []passage.Span{{0, 150}, {150, 300}, {300, 400}}, []int{1, 0, 1}},
		{"no children", nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			texts := passage.Assign(text, tt.children)
			if len(texts) != len(tt.children) {
				t.Fatalf("%d texts for %d children", len(texts), len(tt.children))
			}
			var got []int
			total := 0
			for _, s := range texts {
				n := 0
				if s != "" {
					n = strings.Count(s, "\n") + 1
				}
				got = append(got, n)
				total += utf8.RuneCountInString(strings.ReplaceAll(s, "\n", ""))
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("passages per child %v, want %v", got, tt.want)
			}
			if len(tt.children) > 0 && total != 400 {
				t.Errorf("children hold %d runes of passages, want each of the 400 once", total)
			}
		})
	}
}

func TestAssignSpans(t *testing.T) {
	// Passages: [0,300) and [300,400); the second opens with white space
	// that its span leaves out, as Assign's text does.
	text := strings.Repeat("甲", 149) + "。" + strings.Repeat("乙", 149) + "。" + "\n  " + strings.Repeat("丙", 96) + "。"
	tests := []struct {
		name     string
		children []passage.Span
		want     [][]passage.Span
	}{
		{"one child each", []passage.Span{{0, 300}, {300, 400}}, [][]passage.Span{{{0, 300}}, {{303, 400}}}},
		{"a child holds both", []passage.Span{{0, 400}}, [][]passage.Span{{{0, 300}, {303, 400}}}},
		// The middle child's passage reaches back 200 runes before it: the
		// span says so, the child's own offsets do not.
		{"a passage reaches into the child before", []passage.Span{{0, 100}, {100, 320}, {320, 400}}, [][]passage.Span{nil, {{0, 300}}, {{303, 400}}}},
		{"no children", nil, [][]passage.Span{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := passage.AssignSpans(text, tt.children)
			if !slices.EqualFunc(got, tt.want, slices.Equal) {
				t.Fatalf("AssignSpans = %v, want %v", got, tt.want)
			}
			// Assign's text is exactly the spans' runes.
			rs := []rune(text)
			for i, s := range passage.Assign(text, tt.children) {
				var parts []string
				for _, sp := range got[i] {
					parts = append(parts, string(rs[sp.Start:sp.End]))
				}
				if want := strings.Join(parts, "\n"); s != want {
					t.Errorf("child %d: Assign %q, spans' runes %q", i, s, want)
				}
			}
		})
	}
}

func TestCutTrimmed(t *testing.T) {
	tests := []struct {
		name string
		text string
		want []passage.Span
	}{
		// Cut gives [0,300) and [300,400); the second opens with a line
		// break and indentation.
		{"white space left out", strings.Repeat("甲", 149) + "。" + strings.Repeat("乙", 149) + "。" + "\n  " + strings.Repeat("丙", 96) + "。", []passage.Span{{0, 300}, {303, 400}}},
		{"trailing white space", "  One short line.  ", []passage.Span{{2, 17}}},
		{"nothing but space", " \n ", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := passage.CutTrimmed(tt.text); !slices.Equal(got, tt.want) {
				t.Fatalf("CutTrimmed = %v, want %v", got, tt.want)
			}
		})
	}
}
