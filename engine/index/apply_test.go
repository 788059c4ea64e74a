package index

import (
	"slices"
	"strings"
	"testing"

	"inkflow/storage/keyword"
)

// TestKeywordBatches: the keyword writer's batches keep the documents'
// order, cover each once, and stay within the byte budget unless one
// document alone is larger.
func TestKeywordBatches(t *testing.T) {
	doc := func(id uint64, n int) keyword.Doc { return keyword.Doc{ID: id, Text: strings.Repeat("a", n)} }
	tests := []struct {
		name  string
		sizes []int
		max   int
		want  [][]uint64
	}{
		{"none", nil, 10, nil},
		{"all fit", []int{3, 3, 4}, 10, [][]uint64{{0, 1, 2}}},
		{"cut at the budget", []int{4, 4, 4, 4}, 8, [][]uint64{{0, 1}, {2, 3}}},
		{"over-long document alone", []int{2, 20, 2}, 10, [][]uint64{{0}, {1}, {2}}},
		{"empty documents ride along", []int{10, 0, 0, 1}, 10, [][]uint64{{0, 1, 2}, {3}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			docs := make([]keyword.Doc, len(tt.sizes))
			for i, n := range tt.sizes {
				docs[i] = doc(uint64(i), n)
			}
			var got [][]uint64
			for _, b := range keywordBatches(docs, tt.max) {
				var ids []uint64
				for _, d := range b {
					ids = append(ids, d.ID)
				}
				got = append(got, ids)
			}
			if !slices.EqualFunc(got, tt.want, slices.Equal) {
				t.Errorf("batches %v, want %v", got, tt.want)
			}
		})
	}
}

// TestLatestDocs: of the keyword documents queued for one id, the writer
// keeps only the last, so a queue written again and again while the disk
// stays full holds one document per child however often its owner was
// saved meanwhile.
func TestLatestDocs(t *testing.T) {
	tests := []struct {
		name string
		docs []keyword.Doc
		want []keyword.Doc
	}{
		{"none", nil, nil},
		{"distinct ids kept as they are", []keyword.Doc{{ID: 2, Text: "b"}, {ID: 1, Text: "a"}}, []keyword.Doc{{ID: 2, Text: "b"}, {ID: 1, Text: "a"}}},
		{"the last of an id wins", []keyword.Doc{{ID: 1, Text: "old"}, {ID: 2, Text: "b"}, {ID: 1, Text: "new"}}, []keyword.Doc{{ID: 2, Text: "b"}, {ID: 1, Text: "new"}}},
		{"three saves of two children", []keyword.Doc{{ID: 1, Text: "1a"}, {ID: 2, Text: "2a"}, {ID: 1, Text: "1b"}, {ID: 2, Text: "2b"}, {ID: 1, Text: "1c"}, {ID: 2, Text: "2c"}}, []keyword.Doc{{ID: 1, Text: "1c"}, {ID: 2, Text: "2c"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := latestDocs(tt.docs); !slices.Equal(got, tt.want) {
				t.Errorf("latestDocs: %v, want %v", got, tt.want)
			}
		})
	}
}
