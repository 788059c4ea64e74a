package keyword

import (
	"maps"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
)

// openDisk opens a fresh on-disk index in a not-yet-existing subdirectory of
// a test temp dir and closes it at the end of the test.
func openDisk(t testing.TB) (*Index, string) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "kw")
	ix, err := Open(dir)
	if err != nil {
		t.Fatalf("Open(%s): %v", dir, err)
	}
	t.Cleanup(func() { _ = ix.Close() })
	return ix, dir
}

// fixture is a small mixed corpus written for these tests.
var fixture = []Doc{
	{ID: 1, Project: 1, Kind: KindChapter, Text: "关羽温酒斩华雄"},
	{ID: 2, Project: 1, Kind: KindChapter, Text: "少年在雪夜里磨刀，刀光映着窗纸。"},
	{ID: 3, Project: 1, Kind: KindChapter, Text: "The courier kept running through the rain; he runs this road every night."},
	{ID: 4, Project: 1, Kind: KindWiki, Text: "掌柜的把酒温好了，却没有人来喝。"},
	{ID: 5, Project: 1, Kind: KindSummary, Text: "Mira keeps a ledger of old debts. 她把账本藏在灶台下面。"},
	{ID: 6, Project: 2, Kind: KindChapter, Text: "关羽温酒斩华雄"},
	{ID: 7, Project: 2, Kind: KindWiki, Text: "A lonely lighthouse keeper counts the ships."},
	{ID: 8, Project: 1, Kind: KindChapter, Text: "华雄出关，诸侯皆惊。"},
	{ID: 9, Project: 1, Kind: KindChapter, Text: ""},
}

// ids returns the hit ids in order, nil for no hits.
func ids(hits []Hit) []uint64 {
	if len(hits) == 0 {
		return nil
	}
	out := make([]uint64, len(hits))
	for i, h := range hits {
		out[i] = h.ID
	}
	return out
}

func sorted(xs []uint64) []uint64 {
	out := slices.Clone(xs)
	slices.Sort(out)
	return out
}

func TestSearch(t *testing.T) {
	ix, _ := openDisk(t)
	if err := ix.Put(fixture); err != nil {
		t.Fatal(err)
	}
	p1 := func(text string) Query { return Query{Text: text, Project: 1} }
	tests := []struct {
		name string
		q    Query
		// want is the exact hit list in rank order; wantSet ignores order.
		want    []uint64
		wantSet []uint64
	}{
		{name: "bigram at start", q: p1("温酒"), want: []uint64{1}},
		{name: "bigram at end", q: p1("华雄"), wantSet: []uint64{1, 8}},
		{name: "no false bigram across 把酒温", q: p1("酒温好"), want: []uint64{4}},
		{name: "full phrase ranks full match first", q: p1("关羽温酒斩华雄"), want: []uint64{1, 8}},
		{name: "single char via unigram", q: p1("刀"), want: []uint64{2}},
		{name: "single char inside run", q: p1("雪"), want: []uint64{2}},
		{name: "absent bigram of present chars", q: p1("刀雪"), want: nil},
		{name: "stem running", q: p1("running"), want: []uint64{3}},
		{name: "stem run", q: p1("run"), want: []uint64{3}},
		{name: "stem RUNS upper case", q: p1("RUNS"), want: []uint64{3}},
		{name: "full-width latin", q: p1("ＬＥＤＧＥＲ"), want: []uint64{5}},
		{name: "mixed query english part", q: p1("ledgers"), want: []uint64{5}},
		{name: "mixed query chinese part", q: p1("账本"), want: []uint64{5}},
		{name: "mixed query both", q: p1("debt 灶台"), want: []uint64{5}},
		{name: "project isolation", q: Query{Text: "温酒", Project: 2}, want: []uint64{6}},
		{name: "project isolation english", q: Query{Text: "lighthouse", Project: 1}, want: nil},
		{name: "all projects", q: Query{Text: "温酒", AllProjects: true}, wantSet: []uint64{1, 6}},
		{name: "unknown project", q: Query{Text: "温酒", Project: 99}, want: nil},
		{name: "kind wiki", q: Query{Text: "酒", Project: 1, Kinds: []string{KindWiki}}, want: []uint64{4}},
		{name: "kind chapter", q: Query{Text: "酒", Project: 1, Kinds: []string{KindChapter}}, want: []uint64{1}},
		{name: "kinds chapter+wiki", q: Query{Text: "酒", Project: 1, Kinds: []string{KindChapter, KindWiki}}, wantSet: []uint64{1, 4}},
		{name: "kind summary all projects", q: Query{Text: "账本 温酒", AllProjects: true, Kinds: []string{KindSummary}}, want: []uint64{5}},
		{name: "K limits", q: Query{Text: "华雄", Project: 1, K: 1}, want: []uint64{1}},
		{name: "no match", q: p1("飞船"), want: nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			hits, err := ix.Search(tc.q)
			if err != nil {
				t.Fatalf("Search(%+v): %v", tc.q, err)
			}
			assertSortedByScore(t, hits)
			got := ids(hits)
			if tc.wantSet != nil {
				if !slices.Equal(sorted(got), sorted(tc.wantSet)) {
					t.Errorf("Search(%+v) ids = %v, want set %v", tc.q, got, tc.wantSet)
				}
				return
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("Search(%+v) ids = %v, want %v (hits %+v)", tc.q, got, tc.want, hits)
			}
		})
	}
}

// assertSortedByScore checks P9 and the documented tie order.
// memWith opens an in-memory index holding docs, closed when the test ends.
func memWith(t *testing.T, docs ...Doc) *Index {
	t.Helper()
	ix, err := OpenMem()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ix.Close() })
	if err := ix.Put(docs); err != nil {
		t.Fatal(err)
	}
	return ix
}

func assertSortedByScore(t *testing.T, hits []Hit) {
	t.Helper()
	ok := sort.SliceIsSorted(hits, func(i, j int) bool {
		if hits[i].Score != hits[j].Score {
			return hits[i].Score > hits[j].Score
		}
		return hits[i].ID < hits[j].ID
	})
	if !ok {
		t.Errorf("hits not sorted by score desc, id asc: %+v", hits)
	}
	for _, h := range hits {
		if !(h.Score > 0) {
			t.Errorf("hit %d has non-positive score %v", h.ID, h.Score)
		}
	}
}

// TestSearchHostileText feeds query-syntax characters and odd input. None
// may error, and the CJK or Latin words inside must still match.
func TestSearchHostileText(t *testing.T) {
	ix, _ := openDisk(t)
	if err := ix.Put(fixture); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		text string
		want []uint64 // nil: must return no hits
	}{
		{`a:b`, nil},
		{`+`, nil},
		{`-`, nil},
		{`"unbalanced`, nil},
		{`"刀`, []uint64{2}},
		{`刀^2~`, []uint64{2}},
		{`t:刀`, []uint64{2}},
		{`p:2 温酒`, []uint64{1}}, // p:2 is text, not a project filter
		{`+running -rain`, []uint64{3}},
		{`ledger AND OR NOT`, []uint64{5}},
		{`/re.*gex/ * ? \ ( ) [ ] { } < > = & | !`, nil},
		{"\x00\x01 \ufffd 刀", []uint64{2}},
		{string([]byte{0xff, 0xfe, 0xe5}), nil},            // invalid UTF-8
		{strings.Repeat("刀 ", MaxQueryRunes), []uint64{2}}, // truncated, still valid
	}
	for _, tc := range tests {
		name := tc.text
		if len(name) > 30 {
			name = name[:30]
		}
		t.Run(name, func(t *testing.T) {
			hits, err := ix.Search(Query{Text: tc.text, Project: 1})
			if err != nil {
				t.Fatalf("Search(%q): %v", tc.text, err)
			}
			if got := ids(hits); !slices.Equal(got, tc.want) {
				t.Errorf("Search(%q) = %v, want %v", tc.text, got, tc.want)
			}
		})
	}
}

func TestSearchEmpty(t *testing.T) {
	empty, _ := openDisk(t)
	full, _ := openDisk(t)
	if err := full.Put(fixture); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		ix   *Index
		text string
	}{
		{"empty index", empty, "温酒"},
		{"empty index english", empty, "run"},
		{"empty query", full, ""},
		{"blank query", full, " \t\n\u3000"},
		{"punctuation only", full, "，。！？……"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			hits, err := tc.ix.Search(Query{Text: tc.text, AllProjects: true})
			if hits != nil || err != nil {
				t.Errorf("Search(%q) = %v, %v; want nil, nil", tc.text, hits, err)
			}
		})
	}
}

func TestSearchRejectsUnknownKind(t *testing.T) {
	ix, _ := openDisk(t)
	if err := ix.Put(fixture); err != nil {
		t.Fatal(err)
	}
	if _, err := ix.Search(Query{Text: "温酒", Project: 1, Kinds: []string{"chapters"}}); err == nil {
		t.Error("Search with unknown kind: want error")
	}
}

func TestSearchTiesOrderedByID(t *testing.T) {
	ix, err := OpenMem()
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	// Identical texts score identically; ids chosen so that decimal string
	// order (10 < 9) differs from numeric order.
	var docs []Doc
	for _, id := range []uint64{10, 9, 100, 2, 11} {
		docs = append(docs, Doc{ID: id, Project: 1, Kind: KindChapter, Text: "月下独行"})
	}
	if err := ix.Put(docs); err != nil {
		t.Fatal(err)
	}
	hits, err := ix.Search(Query{Text: "独行", Project: 1})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := ids(hits), []uint64{2, 9, 10, 11, 100}; !slices.Equal(got, want) {
		t.Errorf("tied hits = %v, want %v", got, want)
	}
	// A cut through the tie keeps the smallest ids, not the first stored.
	hits, err = ix.Search(Query{Text: "独行", Project: 1, K: 2})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := ids(hits), []uint64{2, 9}; !slices.Equal(got, want) {
		t.Errorf("tied hits cut at 2 = %v, want %v", got, want)
	}
}

func TestSearchDefaultAndMaxK(t *testing.T) {
	ix, err := OpenMem()
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	docs := make([]Doc, DefaultK+5)
	for i := range docs {
		docs[i] = Doc{ID: uint64(i + 1), Project: 3, Kind: KindWiki, Text: "江湖夜雨十年灯"}
	}
	if err := ix.Put(docs); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		k, want int
	}{{0, DefaultK}, {-1, DefaultK}, {3, 3}, {MaxK * 10, len(docs)}}
	for _, tc := range tests {
		hits, err := ix.Search(Query{Text: "夜雨", Project: 3, K: tc.k})
		if err != nil {
			t.Fatal(err)
		}
		if len(hits) != tc.want {
			t.Errorf("K=%d: %d hits, want %d", tc.k, len(hits), tc.want)
		}
	}
}

// TestSearchEnglishStopWords: a query's English stop words do not count
// (they made passages full of "the" and "him" rank high), unless the query
// has nothing else.
func TestSearchEnglishStopWords(t *testing.T) {
	ix := memWith(t,
		Doc{ID: 1, Kind: KindChapter, Text: "The creature with four arms and green tusks captured him at the edge of the sea."},
		Doc{ID: 2, Kind: KindChapter, Text: "He said to him that the night was cold, and the wind was in the trees, and he was with them."},
		Doc{ID: 3, Kind: KindChapter, Text: "To be or not to be, that is the question."},
	)
	tests := []struct {
		query string
		want  []uint64
	}{
		{"the tusks of him", []uint64{1}},
		{"to be or not to be", []uint64{3, 2}},
	}
	for _, tt := range tests {
		got := ids(mustSearchT(t, ix, Query{Text: tt.query, AllProjects: true}))
		if !slices.Equal(got, tt.want) {
			t.Errorf("%q: hits %v, want %v", tt.query, got, tt.want)
		}
	}
}

func mustSearchT(t *testing.T, ix *Index, q Query) []Hit {
	t.Helper()
	hits, err := ix.Search(q)
	if err != nil {
		t.Fatal(err)
	}
	return hits
}

// TestSearchMatchedShare: a hit says which share of the query's distinct
// terms its document holds.
func TestSearchMatchedShare(t *testing.T) {
	ix := memWith(t,
		Doc{ID: 1, Project: 1, Kind: KindChapter, Text: "他月下独行，不觉已到江边。"},
		Doc{ID: 2, Project: 1, Kind: KindChapter, Text: "独行千里，护送二位嫂嫂。"},
		Doc{ID: 3, Project: 1, Kind: KindChapter, Text: "The duel with long swords."},
	)
	tests := []struct {
		query string
		want  map[uint64]float64
	}{
		{"月下独行", map[uint64]float64{1: 1, 2: 1.0 / 3}}, // 月下 下独 独行
		{"duel with swords", map[uint64]float64{3: 1}}, // "with" is a stop word
		{"duel at dawn", map[uint64]float64{3: 0.5}},   // duel, dawn
	}
	for _, tc := range tests {
		hits, err := ix.Search(Query{Text: tc.query, Project: 1})
		if err != nil {
			t.Fatal(err)
		}
		got := map[uint64]float64{}
		for _, h := range hits {
			got[h.ID] = h.Matched
		}
		if !maps.Equal(got, tc.want) {
			t.Errorf("%q: matched shares %v, want %v", tc.query, got, tc.want)
		}
	}
}
