package engine

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestChapterLifecycle(t *testing.T) {
	e, p := openProject(t, "红楼梦")
	if _, err := e.CreateProject("红楼梦"); !errors.Is(err, ErrExists) {
		t.Fatalf("duplicate project: %v", err)
	}
	imported, err := e.ImportChapters(p.ID, []NewChapter{
		{Title: "目录", Index: 0, Text: "第一回\n第二回"},
		{Title: "第一回", Index: 1, Text: plainText(1, 1200)},
		{Title: "第二回", Index: 2, Text: plainText(2, 1200)},
	})
	must(t, err)
	c, err := e.CreateChapter(p.ID, "第三回")
	must(t, err)
	if c.Index != 3 || c.Order != 3 {
		t.Fatalf("new chapter index %d order %d, want 3 3", c.Index, c.Order)
	}
	res, err := e.SaveChapter(c.ID, "第三回", "Hello world.\n\n你好，世界。")
	must(t, err)
	if !res.TextChanged || res.Blocks != 2 || res.AddedBlocks != 2 || res.TextCounts != (TextCounts{Zi: 6, Chars: 17, Words: 6}) {
		t.Fatalf("save result %+v", res)
	}
	res, err = e.SaveChapter(c.ID, "第三回", "Hello world.\n\n你好，世界。")
	must(t, err)
	if res.TextChanged || res.TitleChanged {
		t.Fatalf("identical save changed something: %+v", res)
	}
	must(t, e.RenameChapter(c.ID, "第三回 新"))
	must(t, e.MoveChapter(c.ID, 0))
	flush(t, e)
	infos, err := e.Chapters(p.ID)
	must(t, err)
	var titles []string
	for _, in := range infos {
		titles = append(titles, in.Title)
		if in.State != StateIndexed {
			t.Errorf("chapter %q state %q", in.Title, in.State)
		}
	}
	if want := []string{"第三回 新", "目录", "第一回", "第二回"}; !slices.Equal(titles, want) {
		t.Fatalf("titles %v, want %v", titles, want)
	}
	// Numbers follow book order: the moved chapter is chapter 1 now, the
	// front matter stays unnumbered.
	var numbers []int
	for _, in := range infos {
		numbers = append(numbers, in.Index)
	}
	if want := []int{1, 0, 2, 3}; !slices.Equal(numbers, want) {
		t.Fatalf("numbers after the move %v, want %v", numbers, want)
	}
	must(t, e.DeleteChapter(imported[1].ID))
	if _, err := e.Chapter(imported[1].ID); !errors.Is(err, ErrNotFound) {
		t.Fatalf("deleted chapter: %v", err)
	}
	flush(t, e)
	checkInvariants(t, e)
}

func TestCountText(t *testing.T) {
	tests := []struct {
		text      string
		chars, zi int
	}{
		{"", 0, 0},
		{"Hello, world!", 12, 2},
		{"林黛玉进贾府。", 7, 6},
		{"  don't stop-now  ", 13, 2},
		{"第3回 Chapter 12", 12, 5},
		{"カタカナ 한국어 𠀀", 8, 8},
		{"naïve café’s", 11, 2},
	}
	for _, tt := range tests {
		c := CountText(tt.text)
		if c.Chars != tt.chars || c.Zi != tt.zi {
			t.Errorf("CountText(%q) = %d chars, %d zi; want %d, %d", tt.text, c.Chars, c.Zi, tt.chars, tt.zi)
		}
	}
}

// TestStatsJSONKeys pins the `stats --json` contract of docs/ARCHITECTURE.md
// §8.
func TestStatsJSONKeys(t *testing.T) {
	e, p := openProject(t, "p")
	mustChapter(t, e, p.ID, "c", plainText(4, 3000))
	flush(t, e)
	st, err := e.Stats(t.Context())
	must(t, err)
	raw, err := json.Marshal(st)
	must(t, err)
	var m map[string]any
	must(t, json.Unmarshal(raw, &m))
	for k := range strings.FieldsSeq("projects chapters blocks parents children vectors dirty_blocks pending_tasks failed_tasks model vector_index child_chars parent_chars") {
		if _, ok := m[k]; !ok {
			t.Errorf("key %q missing from %s", k, raw)
		}
	}
	for obj, keys := range map[string]string{"model": "id kind dims", "vector_index": "type nodes", "child_chars": "min p1 p50 p99 max", "parent_chars": "min p1 p50 p99 max"} {
		sub, _ := m[obj].(map[string]any)
		for k := range strings.FieldsSeq(keys) {
			if _, ok := sub[k]; !ok {
				t.Errorf("key %s.%s missing from %s", obj, k, raw)
			}
		}
	}
	if st.Projects != 1 || st.Chapters != 1 || st.Vectors != st.Children || st.VectorIndex.Type != "flat" ||
		st.ChildChars.Min > st.ChildChars.P50 || st.ChildChars.P50 > st.ChildChars.Max || st.ParentChars.Max > 1500 {
		t.Fatalf("stats %s", raw)
	}
}

func TestSummarize(t *testing.T) {
	var sizes []int
	for i := 1; i <= 200; i++ {
		sizes = append(sizes, i)
	}
	got := summarize(sizes)
	want := SizeSummary{Min: 1, P1: 2, P50: 100, P99: 198, Max: 200}
	if got != want {
		t.Fatalf("summarize = %+v, want %+v", got, want)
	}
	if (summarize(nil) != SizeSummary{}) {
		t.Fatal("empty summary not zero")
	}
}

func TestSplitBlocksMatchesRunes(t *testing.T) {
	for _, text := range []string{"", "\n\n", "一\n\n二", plainText(3, 3000), "a\r\n\r\nb 𠀀c\n \nd", "　　前言\n\n\n正文。"} {
		rs := []rune(text)
		for _, b := range splitBlocks(text) {
			if b.Text != string(rs[b.Start:b.End]) {
				t.Fatalf("block [%d,%d) text %q, want %q", b.Start, b.End, b.Text, string(rs[b.Start:b.End]))
			}
		}
	}
}
