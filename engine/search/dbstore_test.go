package search_test

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"inkflow/engine/chunk"
	"inkflow/engine/search"
	"inkflow/engine/search/searchtest"
	"inkflow/storage"
	"inkflow/storage/keyword"
	"inkflow/storage/vector"
)

// dbFixture writes a small project into a real bbolt database the way the
// indexer does (texts, blocks, parents, children with vectors) and fills
// the indexes from it.
type dbFixture struct {
	db                     *storage.DB
	deps                   search.Deps
	chapter, wiki, summary uint64
	project                uint64
}

func newDBFixture(t *testing.T) *dbFixture {
	t.Helper()
	db, err := storage.Open(filepath.Join(t.TempDir(), "inkflow.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	kw := memKeyword(t)
	emb := searchtest.NewHashEmbedder(testDims, "")
	vec := vector.NewFlat(testDims)
	f := &dbFixture{db: db}
	var docs []keyword.Doc
	err = db.Update(func(tx *storage.Tx) error {
		p, err := tx.CreateProject("长河")
		if err != nil {
			return err
		}
		f.project = p.ID
		ch, err := tx.CreateChapter(p.ID, "第二回 山寺", 2)
		if err != nil {
			return err
		}
		w, err := tx.CreateWikiEntry(storage.WikiEntry{ProjectID: p.ID, Title: "老艄公", Type: "人物", Aliases: []string{"陈老大"}})
		if err != nil {
			return err
		}
		sm, err := tx.CreateSummary(ch.ID)
		if err != nil {
			return err
		}
		f.chapter, f.wiki, f.summary = ch.ID, w.ID, sm.ID
		for _, it := range []struct {
			o    storage.Owner
			text string
		}{
			{storage.ChapterOwner(ch.ID), textTemple},
			{storage.WikiOwner(w.ID), wikiText},
			{storage.SummaryOwner(sm.ID), summaryTemple},
		} {
			var nbs []storage.NewBlock
			rs := []rune(it.text)
			for _, b := range chunk.SplitBlocks(it.text) {
				nbs = append(nbs, storage.NewBlock{Start: b.Start, End: b.End, Text: string(rs[b.Start:b.End])})
			}
			if _, err := tx.SaveOwnerText(it.o, it.text, nbs); err != nil {
				return err
			}
			blocks, err := tx.Blocks(it.o)
			if err != nil {
				return err
			}
			// One parent per block, children of whole sentences.
			for _, b := range blocks {
				var kids []storage.Child
				for _, s := range chunk.SplitSentences(b.Text) {
					text := string([]rune(b.Text)[s.Start:s.End])
					v, err := emb.Embed(context.Background(), []string{text})
					if err != nil {
						return err
					}
					kids = append(kids, storage.Child{Start: s.Start, End: s.End, Text: text, ModelID: emb.ModelID(), Vector: v[0]})
				}
				_, stored, err := tx.AddParent(storage.Parent{Owner: it.o, ProjectID: p.ID, BlockIDs: []uint64{b.ID}, Start: b.Start, End: b.End, Text: b.Text, ModelID: emb.ModelID()}, kids)
				if err != nil {
					return err
				}
				for _, c := range stored {
					if err := vec.Add(c.ID, c.Vector); err != nil {
						return err
					}
					docs = append(docs, keyword.Doc{ID: c.ID, Project: p.ID, Kind: it.o.Kind.String(), Text: c.Text})
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := kw.Put(docs); err != nil {
		t.Fatal(err)
	}
	f.deps = search.Deps{Store: search.NewDBStore(db), Vectors: vec, Keywords: kw, Embedder: emb}
	return f
}

func TestDBStore(t *testing.T) {
	f := newDBFixture(t)
	resp := mustSearch(t, f.deps, search.Request{Query: "书生 灯下 读书", Project: f.project, K: 10}, search.DefaultSettings())
	if len(resp.Results) == 0 {
		t.Fatal("no results")
	}
	kinds := map[string]search.Result{}
	for _, r := range resp.Results {
		if _, ok := kinds[r.Kind]; !ok {
			kinds[r.Kind] = r
		}
		if r.Project != "长河" || matchText(r) == "" {
			t.Errorf("result %+v", r)
		}
	}
	top := resp.Results[0]
	if top.Kind != search.KindChapter || top.Chapter != "第二回 山寺" || top.ChapterIndex != 2 || top.BlockIndex != 1 || top.OwnerID != f.chapter {
		t.Errorf("top = %s %q index %d block %d owner %d", top.Kind, top.Chapter, top.ChapterIndex, top.BlockIndex, top.OwnerID)
	}
	// The editor offset points at the passage in the chapter text.
	var chapterText string
	if err := f.db.View(func(tx *storage.Tx) error {
		chapterText = tx.Text(storage.ChapterOwner(f.chapter))
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	rs := []rune(chapterText)
	if got := string(rs[top.OwnerOffset+top.MatchStart : top.OwnerOffset+top.MatchEnd]); got != matchText(top) {
		t.Errorf("owner offset selects %q, match is %q", got, matchText(top))
	}

	wiki := mustSearch(t, f.deps, search.Request{Query: "陈老大 撑船 水性", Project: f.project, Kinds: []string{search.KindWiki}}, search.DefaultSettings())
	if len(wiki.Results) == 0 {
		t.Fatal("no wiki result")
	}
	if w := wiki.Results[0]; w.Chapter != "老艄公" || w.ChapterIndex != -1 || w.WikiType != "人物" || !slices.Equal(w.Aliases, []string{"陈老大"}) {
		t.Errorf("wiki result %+v", w)
	}

	deep := mustSearch(t, f.deps, search.Request{Query: "书生落第借住山寺", Project: f.project, Kinds: []string{search.KindSummary}, Deep: true}, search.DefaultSettings())
	if len(deep.Results) != 1 {
		t.Fatalf("deep: %d results", len(deep.Results))
	}
	s := deep.Results[0]
	if s.SummaryOf != f.chapter || s.Chapter != "第二回 山寺" || s.ChapterIndex != 2 || len(s.Expanded) == 0 {
		t.Fatalf("summary result %+v", s)
	}
	if !strings.Contains(s.Expanded[0].Text, "书生") || s.Expanded[0].OwnerID != f.chapter {
		t.Errorf("expansion %q", s.Expanded[0].Text)
	}
}

func TestDBStoreMissingRows(t *testing.T) {
	f := newDBFixture(t)
	st := search.NewDBStore(f.db)
	kids, err := st.ChapterChildren(f.chapter)
	if err != nil || len(kids) == 0 {
		t.Fatalf("ChapterChildren: %d, %v", len(kids), err)
	}
	for i, k := range kids {
		if len(k.Vector) != testDims {
			t.Fatalf("child %d without vector", k.ID)
		}
		if i > 0 && kids[i-1].ParentID == k.ParentID && kids[i-1].End != k.Start {
			t.Fatalf("children out of order")
		}
	}
	got, err := st.Children([]uint64{kids[0].ID, 1 << 40})
	if err != nil || len(got) != 1 || got[kids[0].ID].Text != kids[0].Text {
		t.Fatalf("Children: %v, %v", got, err)
	}
	ps, err := st.Parents([]uint64{kids[0].ParentID, 1 << 40})
	if err != nil || len(ps) != 1 {
		t.Fatalf("Parents: %v, %v", ps, err)
	}
	p := ps[kids[0].ParentID]
	if utf8.RuneCountInString(p.Text) == 0 || p.Kind != search.KindChapter {
		t.Errorf("parent %+v", p)
	}
	// Deleting the chapter's data leaves index entries pointing at
	// nothing: search skips them instead of failing.
	if err := f.db.Update(func(tx *storage.Tx) error {
		_, err := tx.DeleteOwnerData(storage.ChapterOwner(f.chapter))
		return err
	}); err != nil {
		t.Fatal(err)
	}
	resp := mustSearch(t, f.deps, search.Request{Query: "书生 灯下 读书", Project: f.project, Deep: true}, search.DefaultSettings())
	for _, r := range resp.Results {
		if r.OwnerID == f.chapter && r.Kind == search.KindChapter {
			t.Errorf("deleted chapter still found")
		}
	}
}
