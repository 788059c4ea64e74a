package keyword

import (
	"errors"
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"pgregory.net/rapid"
)

// marker is a token unique to one doc id; it survives analysis unchanged.
func marker(id uint64) string { return fmt.Sprintf("zq%dx", id) }

// fataler is the part of testing.TB that rapid.T also provides.
type fataler interface {
	Helper()
	Fatalf(format string, args ...any)
}

func mustIDs(t fataler, ix *Index) []uint64 {
	t.Helper()
	got, err := ix.IDs()
	if err != nil {
		t.Fatalf("IDs: %v", err)
	}
	slices.Sort(got)
	return got
}

func mustCount(t fataler, ix *Index) uint64 {
	t.Helper()
	n, err := ix.Count()
	if err != nil {
		t.Fatalf("Count: %v", err)
	}
	return n
}

func mustSearch(t fataler, ix *Index, q Query) []uint64 {
	t.Helper()
	hits, err := ix.Search(q)
	if err != nil {
		t.Fatalf("Search(%+v): %v", q, err)
	}
	return ids(hits)
}

func TestPutDeleteIDsCount(t *testing.T) {
	type step struct {
		put    []Doc
		del    []uint64
		wantID []uint64
	}
	doc := func(id uint64, text string) Doc {
		return Doc{ID: id, Project: 1, Kind: KindChapter, Text: text + " " + marker(id)}
	}
	tests := []struct {
		name  string
		steps []step
	}{
		{"put then delete all", []step{
			{put: []Doc{doc(1, "甲"), doc(2, "乙"), doc(3, "丙")}, wantID: []uint64{1, 2, 3}},
			{del: []uint64{1, 2, 3}, wantID: nil},
		}},
		{"delete absent ids is fine", []step{
			{put: []Doc{doc(5, "风")}, wantID: []uint64{5}},
			{del: []uint64{6, 7, 1 << 63}, wantID: []uint64{5}},
			{del: []uint64{5, 5}, wantID: nil},
			{del: []uint64{5}, wantID: nil},
		}},
		{"upsert keeps one copy", []step{
			{put: []Doc{doc(1, "旧"), doc(2, "旧")}, wantID: []uint64{1, 2}},
			{put: []Doc{doc(1, "新"), doc(1, "更新")}, wantID: []uint64{1, 2}},
		}},
		{"extreme ids", []step{
			{put: []Doc{doc(0, "零"), doc(^uint64(0), "最大")}, wantID: []uint64{0, ^uint64(0)}},
			{del: []uint64{0}, wantID: []uint64{^uint64(0)}},
		}},
		{"empty batches", []step{
			{put: nil, del: nil, wantID: nil},
			{put: []Doc{}, del: []uint64{}, wantID: nil},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ix, _ := openDisk(t)
			for i, s := range tc.steps {
				if err := ix.Put(s.put); err != nil {
					t.Fatalf("step %d Put: %v", i, err)
				}
				if err := ix.Delete(s.del); err != nil {
					t.Fatalf("step %d Delete: %v", i, err)
				}
				if got := mustIDs(t, ix); !slices.Equal(got, s.wantID) {
					t.Errorf("step %d IDs = %v, want %v", i, got, s.wantID)
				}
				if got := mustCount(t, ix); got != uint64(len(s.wantID)) {
					t.Errorf("step %d Count = %d, want %d", i, got, len(s.wantID))
				}
			}
		})
	}
}

func TestUpsertReplacesText(t *testing.T) {
	ix, _ := openDisk(t)
	if err := ix.Put([]Doc{{ID: 42, Project: 1, Kind: KindChapter, Text: "老僧扫落叶"}}); err != nil {
		t.Fatal(err)
	}
	if err := ix.Put([]Doc{{ID: 42, Project: 2, Kind: KindWiki, Text: "渔夫补破网"}}); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		q    Query
		want []uint64
	}{
		{"old text gone", Query{Text: "落叶", AllProjects: true}, nil},
		{"new text found", Query{Text: "破网", AllProjects: true}, []uint64{42}},
		{"old project gone", Query{Text: "破网", Project: 1}, nil},
		{"new project", Query{Text: "破网", Project: 2}, []uint64{42}},
		{"old kind gone", Query{Text: "破网", AllProjects: true, Kinds: []string{KindChapter}}, nil},
		{"new kind", Query{Text: "破网", AllProjects: true, Kinds: []string{KindWiki}}, []uint64{42}},
	}
	for _, tc := range tests {
		if got := mustSearch(t, ix, tc.q); !slices.Equal(got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
	if n := mustCount(t, ix); n != 1 {
		t.Errorf("Count = %d, want 1", n)
	}
}

func TestPutRejectsUnknownKindAtomically(t *testing.T) {
	ix, _ := openDisk(t)
	err := ix.Put([]Doc{
		{ID: 1, Project: 1, Kind: KindChapter, Text: "孤城落日"},
		{ID: 2, Project: 1, Kind: "Chapter", Text: "孤城落日"},
	})
	if err == nil {
		t.Fatal("Put with unknown kind: want error")
	}
	if n := mustCount(t, ix); n != 0 {
		t.Errorf("rejected batch wrote %d docs", n)
	}
}

func TestReopenPersists(t *testing.T) {
	dir := t.TempDir()
	ix, err := Open(dir) // existing, empty directory
	if err != nil {
		t.Fatal(err)
	}
	// Many small batches create many segments, which the merger combines;
	// the reopen then verifies CRCs of merged as well as flushed segments.
	const n = 600
	for start := uint64(0); start < n; start += 20 {
		var docs []Doc
		for id := start; id < start+20; id++ {
			docs = append(docs, Doc{ID: id, Project: id % 3, Kind: validKinds()[id%3],
				Text: "夜航船上说书人 " + marker(id)})
		}
		if err := ix.Put(docs); err != nil {
			t.Fatal(err)
		}
	}
	if err := ix.Delete([]uint64{7, 8, 9}); err != nil {
		t.Fatal(err)
	}
	if err := ix.Close(); err != nil {
		t.Fatal(err)
	}

	for round := range 2 {
		ix, err = Open(dir)
		if err != nil {
			t.Fatalf("reopen %d: %v", round, err)
		}
		if got := mustCount(t, ix); got != n-3 {
			t.Errorf("reopen %d: Count = %d, want %d", round, got, n-3)
		}
		if got := len(mustIDs(t, ix)); got != n-3 {
			t.Errorf("reopen %d: %d IDs, want %d", round, got, n-3)
		}
		tests := []struct {
			q    Query
			want []uint64
		}{
			{Query{Text: marker(100), Project: 1}, []uint64{100}},
			{Query{Text: marker(8), AllProjects: true}, nil},
			{Query{Text: marker(599), Project: 2, Kinds: []string{KindSummary}}, []uint64{599}},
		}
		for _, tc := range tests {
			if got := mustSearch(t, ix, tc.q); !slices.Equal(got, tc.want) {
				t.Errorf("reopen %d: Search(%+v) = %v, want %v", round, tc.q, got, tc.want)
			}
		}
		if hits := mustSearch(t, ix, Query{Text: "说书", Project: 0, K: MaxK}); len(hits) != n/3-1 {
			t.Errorf("reopen %d: project 0 has %d hits, want %d", round, len(hits), n/3-1)
		}
		// Write after reopen, so the second round also sees new segments.
		if err := ix.Put([]Doc{{ID: 8, Project: 2, Kind: KindChapter, Text: "复活 " + marker(8)}}); err != nil {
			t.Fatal(err)
		}
		if err := ix.Delete([]uint64{8}); err != nil {
			t.Fatal(err)
		}
		if err := ix.Close(); err != nil {
			t.Fatal(err)
		}
	}
}

func TestCloseIsIdempotentAndFinal(t *testing.T) {
	ix, _ := openDisk(t)
	if err := ix.Close(); err != nil {
		t.Fatal(err)
	}
	if err := ix.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	_, errSearch := ix.Search(Query{Text: "刀", AllProjects: true})
	_, errCount := ix.Count()
	_, errIDs := ix.IDs()
	errs := map[string]error{
		"Search": errSearch,
		"Put":    ix.Put([]Doc{{ID: 1, Kind: KindWiki, Text: "刀"}}),
		"Delete": ix.Delete([]uint64{1}),
		"Count":  errCount,
		"IDs":    errIDs,
	}
	for op, err := range errs {
		if !errors.Is(err, ErrClosed) {
			t.Errorf("%s after Close = %v, want ErrClosed", op, err)
		}
	}
}

func TestConcurrentUse(t *testing.T) {
	ix, _ := openDisk(t)
	var wg sync.WaitGroup
	const writers, perWriter = 3, 40
	for w := range writers {
		wg.Go(func() {
			for i := range perWriter {
				id := uint64(w*perWriter + i)
				if err := ix.Put([]Doc{{ID: id, Project: 1, Kind: KindChapter, Text: "并发写入 " + marker(id)}}); err != nil {
					t.Error(err)
					return
				}
			}
		})
	}
	wg.Go(func() {
		for range 50 {
			if _, err := ix.Search(Query{Text: "并发", Project: 1}); err != nil {
				t.Error(err)
				return
			}
		}
	})
	wg.Wait()
	if n := mustCount(t, ix); n != writers*perWriter {
		t.Errorf("Count = %d, want %d", n, writers*perWriter)
	}
}

// propWords are pool words whose analysed terms are pairwise distinct, so
// the expected hits for a word are exactly the docs whose text contains it.
var propWords = []string{"雪夜", "长刀", "酒馆", "城门", "书生", "lantern", "river", "whisper", "harbor"}

// TestPropertyModel runs random put/delete/reopen sequences against a map
// model and checks, after every step, that IDs and Count agree with the
// model, that every deleted doc's unique marker finds nothing (P6) and that
// a pool word finds exactly the live docs containing it, within the scope.
func TestPropertyModel(t *testing.T) {
	for _, onDisk := range []bool{false, true} {
		t.Run(fmt.Sprintf("disk=%v", onDisk), func(t *testing.T) {
			rapid.Check(t, func(rt *rapid.T) {
				propertyRun(t, rt, onDisk)
			})
		})
	}
}

// fastTempDir returns a temp dir on tmpfs when the machine has one. Each
// bleve batch ends in an fsync; on tmpfs that is free, which keeps a
// hundred random on-disk runs affordable while still exercising files,
// mmap, bolt and reopen. Elsewhere it falls back to t.TempDir.
func fastTempDir(t *testing.T) string {
	const shm = "/dev/shm"
	if st, err := os.Stat(shm); err == nil && st.IsDir() {
		if dir, err := os.MkdirTemp(shm, "inkflow-keyword-"); err == nil {
			t.Cleanup(func() { _ = os.RemoveAll(dir) })
			return dir
		}
	}
	return t.TempDir()
}

func propertyRun(t *testing.T, rt *rapid.T, onDisk bool) {
	const maxID = 25
	var ix *Index
	var dir string
	var err error
	if onDisk {
		dir = fastTempDir(t)
		ix, err = Open(dir)
	} else {
		ix, err = OpenMem()
	}
	if err != nil {
		rt.Fatal(err)
	}
	defer func() { _ = ix.Close() }()
	model := map[uint64]Doc{}
	genDoc := rapid.Custom(func(rt *rapid.T) Doc {
		id := rapid.Uint64Range(1, maxID).Draw(rt, "id")
		words := rapid.SliceOfN(rapid.SampledFrom(propWords), 0, 4).Draw(rt, "words")
		return Doc{
			ID:      id,
			Project: rapid.Uint64Range(1, 2).Draw(rt, "project"),
			Kind:    rapid.SampledFrom(validKinds()).Draw(rt, "kind"),
			Text:    strings.Join(append(words, marker(id)), " "),
		}
	})
	actions := map[string]func(*rapid.T){
		"put": func(rt *rapid.T) {
			docs := rapid.SliceOfN(genDoc, 0, 8).Draw(rt, "docs")
			if err := ix.Put(docs); err != nil {
				rt.Fatal(err)
			}
			for _, d := range docs {
				model[d.ID] = d
			}
		},
		"delete": func(rt *rapid.T) {
			del := rapid.SliceOfN(rapid.Uint64Range(1, maxID+3), 0, 6).Draw(rt, "ids")
			if err := ix.Delete(del); err != nil {
				rt.Fatal(err)
			}
			for _, id := range del {
				delete(model, id)
			}
		},
		"search": func(rt *rapid.T) {
			word := rapid.SampledFrom(propWords).Draw(rt, "word")
			q := Query{Text: word, AllProjects: rapid.Bool().Draw(rt, "all"),
				Project: rapid.Uint64Range(1, 2).Draw(rt, "project"), K: MaxK}
			var want []uint64
			for id, d := range model {
				if (q.AllProjects || d.Project == q.Project) && slices.Contains(strings.Fields(d.Text), word) {
					want = append(want, id)
				}
			}
			slices.Sort(want)
			if got := sorted(mustSearch(rt, ix, q)); !slices.Equal(got, want) {
				rt.Fatalf("Search(%+v) = %v, want %v", q, got, want)
			}
		},
		"": func(rt *rapid.T) { // invariant check after every action
			want := slices.Sorted(maps.Keys(model))
			if len(want) == 0 {
				want = nil
			}
			if got := mustIDs(rt, ix); !slices.Equal(got, want) {
				rt.Fatalf("IDs = %v, want %v", got, want)
			}
			if got := mustCount(rt, ix); got != uint64(len(want)) {
				rt.Fatalf("Count = %d, want %d", got, len(want))
			}
			// The BM25 statistics are those of the live documents, through
			// replacements, deletions and reopening.
			var stats corpusStats
			for _, d := range model {
				stats.add(uint64(len(ix.text.Analyze([]byte(d.Text)))))
			}
			if ix.stats != stats {
				rt.Fatalf("statistics %+v, want %+v", ix.stats, stats)
			}
			for id := uint64(1); id <= maxID; id++ {
				got := mustSearch(rt, ix, Query{Text: marker(id), AllProjects: true})
				_, live := model[id]
				if live && !slices.Equal(got, []uint64{id}) || !live && got != nil {
					rt.Fatalf("marker %d: hits %v, live %v", id, got, live)
				}
			}
		},
	}
	if onDisk {
		actions["reopen"] = func(rt *rapid.T) {
			if err := ix.Close(); err != nil {
				rt.Fatal(err)
			}
			if ix, err = Open(dir); err != nil {
				rt.Fatal(err)
			}
		}
	}
	rt.Repeat(actions)
}
