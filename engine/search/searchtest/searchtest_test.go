package searchtest

import (
	"context"
	"strings"
	"testing"
	"unicode/utf8"

	"pgregory.net/rapid"

	"inkflow/engine/search"
	"inkflow/storage/vector"
)

// TestChunkCoversText checks that Chunk's parents are pieces of the text
// at their offsets, within the size limits, and that their children cover
// them exactly.
func TestChunkCoversText(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		text := rapid.StringOfN(rapid.SampledFrom([]rune("字词ab 。!\n\n　")), 0, 5000, -1).Draw(t, "text")
		rs := []rune(text)
		for _, p := range Chunk(text) {
			pr := []rune(p.Text)
			if p.Start < 0 || p.Start+len(pr) > len(rs) || string(rs[p.Start:p.Start+len(pr)]) != p.Text {
				t.Fatalf("parent at %d is not the text there", p.Start)
			}
			if len(pr) > MaxParent {
				t.Fatalf("parent of %d runes", len(pr))
			}
			end := 0
			for _, c := range p.Children {
				if c.Start != end || c.End <= c.Start || c.End-c.Start > MaxChild {
					t.Fatalf("child span %+v after %d", c, end)
				}
				end = c.End
			}
			if end != len(pr) {
				t.Fatalf("children cover %d of %d runes", end, len(pr))
			}
		}
	})
}

func TestStorePutValidates(t *testing.T) {
	p := search.Parent{ID: 1, Text: "一二三四"}
	tests := []struct {
		name     string
		children []search.Child
		ok       bool
	}{
		{"valid", []search.Child{{ID: 1, ParentID: 1, Order: 0, Start: 0, End: 2, Text: "一二"}, {ID: 2, ParentID: 1, Order: 1, Start: 2, End: 4, Text: "三四"}}, true},
		{"wrong parent", []search.Child{{ID: 1, ParentID: 2, Start: 0, End: 2, Text: "一二"}}, false},
		{"wrong order", []search.Child{{ID: 1, ParentID: 1, Order: 1, Start: 0, End: 2, Text: "一二"}}, false},
		{"out of range", []search.Child{{ID: 1, ParentID: 1, Start: 2, End: 5, Text: "三四"}}, false},
		{"text mismatch", []search.Child{{ID: 1, ParentID: 1, Start: 0, End: 2, Text: "三四"}}, false},
	}
	for _, tc := range tests {
		s := NewStore()
		if err := s.Put(p, tc.children); (err == nil) != tc.ok {
			t.Errorf("%s: err = %v", tc.name, err)
		}
	}
}

func TestStoreReads(t *testing.T) {
	c := NewCorpus(NewHashEmbedder(32, ""), vector.NewFlat(32), nil)
	o := Owner{ProjectID: 1, Project: "p", Kind: search.KindChapter, OwnerID: 7, Title: "c", ChapterIndex: 1}
	text := strings.Repeat("河水向东流去。", 100) + "\n\n" + strings.Repeat("山上有座庙。", 50)
	parents, err := c.AddText(context.Background(), o, text)
	if err != nil {
		t.Fatal(err)
	}
	if len(parents) < 2 {
		t.Fatalf("%d parents", len(parents))
	}
	kids, err := c.Store.ChapterChildren(7)
	if err != nil {
		t.Fatal(err)
	}
	var joined strings.Builder
	prev := -1
	for _, k := range kids {
		if len(k.Vector) != 32 {
			t.Fatalf("child %d without vector", k.ID)
		}
		p, _ := c.Store.Parent(k.ParentID)
		if p.OwnerStart < prev {
			t.Fatalf("children not in story order")
		}
		prev = p.OwnerStart
		joined.WriteString(k.Text)
	}
	if got := utf8.RuneCountInString(joined.String()); got != utf8.RuneCountInString(strings.ReplaceAll(text, "\n\n", "")) {
		t.Errorf("chapter children hold %d runes", got)
	}
	got, err := c.Store.Children([]uint64{kids[0].ID, 9999})
	if err != nil || len(got) != 1 || got[kids[0].ID].Vector != nil {
		t.Errorf("Children: %v, %v", got, err)
	}
	if c.Vectors.Len() != len(kids) {
		t.Errorf("vector index holds %d, store %d children", c.Vectors.Len(), len(kids))
	}
	if ids := c.Store.Delete(parents[0].ID); len(ids) == 0 {
		t.Error("Delete removed no children")
	}
	if _, ok := c.Store.Parent(parents[0].ID); ok {
		t.Error("parent still present after Delete")
	}
}

func TestHashEmbedder(t *testing.T) {
	e := NewHashEmbedder(64, "query: ")
	ctx := context.Background()
	docs, err := e.Embed(ctx, []string{"老和尚敲钟", "老和尚敲钟", "the lighthouse keeper", ""})
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range docs {
		var n float64
		for _, x := range v {
			n += float64(x) * float64(x)
		}
		if n < 0.999 || n > 1.001 {
			t.Errorf("vector %d has squared norm %v", i, n)
		}
	}
	if dot(docs[0], docs[1]) < 0.9999 {
		t.Error("equal texts embed differently")
	}
	q, _ := e.EmbedQuery(ctx, "老和尚敲钟")
	if d := dot(q, docs[0]); d > 0.9999 || d < 0.5 {
		t.Errorf("query with prefix vs document: cosine %v, want similar but not equal", d)
	}
	if dot(docs[0], docs[2]) > 0.5 {
		t.Error("unrelated texts are similar")
	}
	if e.Queries.Load() != 1 || e.Docs.Load() != 1 {
		t.Errorf("counters %d/%d", e.Queries.Load(), e.Docs.Load())
	}
}

func dot(a, b []float32) float64 {
	var s float64
	for i := range a {
		s += float64(a[i]) * float64(b[i])
	}
	return s
}
