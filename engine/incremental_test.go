package engine

import (
	"context"
	"slices"
	"strings"
	"testing"

	"inkflow/engine/chunk"
	"inkflow/engine/index/indextest"
	"inkflow/storage"
)

// paragraphsForIncremental returns paragraphs of 300–1200 runes: each is
// its own parent (not merged: >= min parent size; not split: <= max).
func paragraphsForIncremental() []string {
	var paras []string
	for i := range 6 {
		p := strings.ReplaceAll(plainText(uint64(100+i), 300+150*i), "\n\n", "")
		paras = append(paras, p)
	}
	return paras
}

// incrementalChapter opens an engine with a counting embedder and saves and
// indexes one chapter "c" of paragraphsForIncremental.
func incrementalChapter(t *testing.T) (*Engine, *indextest.Counting, Chapter, []string) {
	t.Helper()
	emb := newBigram()
	e := openEngine(t, "", emb, testDebounceNever)
	p := mustProject(t, e, "p")
	paras := paragraphsForIncremental()
	c := mustChapter(t, e, p.ID, "c", strings.Join(paras, "\n\n"))
	flush(t, e)
	return e, emb, c, paras
}

// TestEditOneParagraphEmbedsOnlyIt saves a multi-paragraph chapter, edits
// one paragraph and checks that exactly the edited paragraph's new
// sentences and new children are embedded, each once, and that every
// other parent keeps its id.
func TestEditOneParagraphEmbedsOnlyIt(t *testing.T) {
	e, emb, c, paras := incrementalChapter(t)
	checkInvariants(t, e)
	seen := map[string]bool{}
	for _, s := range emb.Texts() {
		seen[s] = true
	}
	parentsBefore := parentIDsByText(t, e)

	// Retype the middle sentence of paragraph 2.
	const edited = 2
	sents := chunk.SplitSentences(paras[edited])
	rs := []rune(paras[edited])
	mid := sents[len(sents)/2]
	paras[edited] = string(rs[:mid.Start]) + "风雨交加的夜里，他终于读完了那封信。" + string(rs[mid.End:])

	emb.Reset()
	if _, err := e.SaveChapter(c.ID, "c", strings.Join(paras, "\n\n")); err != nil {
		t.Fatal(err)
	}
	flush(t, e)
	checkInvariants(t, e)

	// Expected: the new paragraph's sentences and children that were
	// never embedded before, each exactly once.
	cfg := e.Settings().Chunking.Config
	children, err := chunk.Children(context.Background(), indextest.Bigram{}, paras[edited], cfg)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{}
	nr := []rune(paras[edited])
	for _, s := range chunk.SplitSentences(paras[edited]) {
		want[string(nr[s.Start:s.End])] = true
	}
	for _, ch := range children {
		want[ch.Text] = true
	}
	var wantList []string
	for s := range want {
		if !seen[s] {
			wantList = append(wantList, s)
		}
	}
	got := emb.Texts()
	slices.Sort(got)
	slices.Sort(wantList)
	if !slices.Equal(got, wantList) {
		t.Fatalf("embedded %d texts %q\nwant %d texts %q", len(got), got, len(wantList), wantList)
	}
	if len(got) == 0 {
		t.Fatal("the edit embedded nothing")
	}
	t.Logf("edit embedded %d texts (paragraph has %d sentences, %d children)", len(got), len(sents), len(children))

	parentsAfter := parentIDsByText(t, e)
	for i, para := range paras {
		if i == edited {
			continue
		}
		if parentsBefore[para] == 0 || parentsAfter[para] != parentsBefore[para] {
			t.Errorf("paragraph %d's parent changed id: %d → %d", i, parentsBefore[para], parentsAfter[para])
		}
	}
	m := e.Metrics()
	if m.Embedded < uint64(len(got)) || m.CacheHits == 0 {
		t.Errorf("metrics %+v do not account for the work", m)
	}
}

// parentIDsByText maps each parent's text to its id.
func parentIDsByText(t *testing.T, e *Engine) map[string]uint64 {
	t.Helper()
	out := map[string]uint64{}
	err := e.DB().View(func(tx *storage.Tx) error {
		return tx.ForEachParent(func(p storage.Parent) error {
			out[p.Text] = p.ID
			return nil
		})
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestMovedParagraphKeepsItsParent checks that moving a paragraph (and
// changing blank lines) embeds nothing of the chapter: blocks keep
// identity, parents are kept and merely relocated. The only new text is
// the regenerated summary, whose sentences now come in another order.
func TestMovedParagraphKeepsItsParent(t *testing.T) {
	e, emb, c, paras := incrementalChapter(t)
	before := parentIDsByText(t, e)
	emb.Reset()
	moved := append([]string{paras[4]}, slices.Delete(slices.Clone(paras), 4, 5)...)
	if _, err := e.SaveChapter(c.ID, "c", "\n\n"+strings.Join(moved, "\n\n\n")); err != nil {
		t.Fatal(err)
	}
	flush(t, e)
	checkInvariants(t, e)
	summary, generated, err := e.ChapterSummary(c.ID)
	must(t, err)
	if !generated {
		t.Fatal("the chapter has no generated summary")
	}
	for _, text := range emb.Texts() {
		if strings.TrimSpace(text) == "" || !strings.Contains(summary, strings.TrimSpace(text)) {
			t.Fatalf("moving a paragraph embedded %q (of %d texts), which is not the new summary %q", text, emb.Count(), summary)
		}
	}
	after := parentIDsByText(t, e)
	for _, para := range paras {
		if before[para] != after[para] {
			t.Errorf("parent id changed %d → %d", before[para], after[para])
		}
	}
}
