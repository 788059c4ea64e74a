package engine

import (
	"fmt"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"inkflow/storage"
)

// model of one chapter in the property test: its paragraphs.
type modelChapter struct {
	id    uint64
	paras []string
}

// TestPropertyEditSequences drives random edit sequences (insert, delete,
// move, retype and duplicate paragraphs; create and delete chapters;
// intermediate flushes) and checks after the indexer settles:
// P1–P4, P6, P8 and P10 (invariantErrors), then P7: re-indexing unchanged
// content embeds nothing and keeps every id, and restoring a version that
// was indexed before embeds nothing either.
func TestPropertyEditSequences(t *testing.T) {
	emb := newBigram()
	e := openEngine(t, "", emb, testDebounceNever)
	iteration := 0
	rapid.Check(t, func(rt *rapid.T) {
		iteration++
		p := mustProject(t, e, fmt.Sprintf("p%d", iteration))
		var chapters []*modelChapter
		indexed := map[uint64][]string{} // chapter id → texts that were fully indexed
		save := func(c *modelChapter) {
			text := joinParagraphs(rt, c.paras)
			if _, err := e.SaveChapter(c.id, "t", text); err != nil {
				rt.Fatal(err)
			}
			// P6 right after the save, before any indexing: no parent
			// may cover a block that vanished.
			if err := danglingParents(e, storage.ChapterOwner(c.id)); err != nil {
				rt.Fatal(err)
			}
		}
		newChapter := func() {
			c, err := e.CreateChapter(p.ID, "t")
			if err != nil {
				rt.Fatal(err)
			}
			mc := &modelChapter{id: c.ID}
			for i := range rapid.IntRange(0, 6).Draw(rt, "paras") {
				mc.paras = append(mc.paras, genParagraph(rt, "p"+itoa(i%10)))
			}
			chapters = append(chapters, mc)
			save(mc)
		}
		newChapter()
		ops := rapid.IntRange(1, 12).Draw(rt, "ops")
		for range ops {
			if len(chapters) == 0 {
				newChapter()
				continue
			}
			c := chapters[rapid.IntRange(0, len(chapters)-1).Draw(rt, "chapter")]
			n := len(c.paras)
			switch op := rapid.IntRange(0, 8).Draw(rt, "op"); {
			case op == 0:
				i := rapid.IntRange(0, n).Draw(rt, "at")
				c.paras = slices.Insert(c.paras, i, genParagraph(rt, "ins"))
			case op == 1 && n > 0:
				i := rapid.IntRange(0, n-1).Draw(rt, "del")
				c.paras = slices.Delete(c.paras, i, i+1)
			case op == 2 && n > 1:
				i, j := rapid.IntRange(0, n-1).Draw(rt, "from"), rapid.IntRange(0, n-2).Draw(rt, "to")
				para := c.paras[i]
				c.paras = slices.Insert(slices.Delete(c.paras, i, i+1), j, para)
			case op == 3 && n > 0:
				i := rapid.IntRange(0, n-1).Draw(rt, "retype")
				c.paras[i] = genParagraph(rt, "re")
			case op == 4 && n > 0:
				i := rapid.IntRange(0, n-1).Draw(rt, "append")
				c.paras[i] += genCJKSentence(rt, "more")
			case op == 5 && n > 0:
				i := rapid.IntRange(0, n-1).Draw(rt, "dup")
				c.paras = slices.Insert(c.paras, rapid.IntRange(0, n).Draw(rt, "dupat"), c.paras[i])
			case op == 6:
				if err := e.DeleteChapter(c.id); err != nil {
					rt.Fatal(err)
				}
				chapters = slices.DeleteFunc(chapters, func(x *modelChapter) bool { return x == c })
				delete(indexed, c.id)
				continue
			case op == 7:
				newChapter()
				continue
			case op == 8:
				flush(t, e)
				for _, c := range chapters {
					ch, err := e.Chapter(c.id)
					if err != nil {
						rt.Fatal(err)
					}
					indexed[c.id] = append(indexed[c.id], ch.Text)
				}
				continue
			}
			save(c)
		}
		flush(t, e)
		for _, err := range invariantErrors(e) {
			rt.Error(err)
		}
		if rt.Failed() {
			return
		}

		// P7: re-indexing unchanged content embeds nothing, changes nothing.
		parentsBefore, childrenBefore := snapshotIDs(t, e)
		emb.Reset()
		for _, c := range chapters {
			e.IndexNow(c.id)
		}
		flush(t, e)
		if n := emb.Count(); n != 0 {
			rt.Fatalf("P7: re-indexing unchanged chapters embedded %d texts", n)
		}
		parentsAfter, childrenAfter := snapshotIDs(t, e)
		if !slices.Equal(parentsBefore, parentsAfter) || !slices.Equal(childrenBefore, childrenAfter) {
			rt.Fatalf("P7: re-indexing unchanged content changed ids")
		}

		// P7: going back to a version that was indexed before is free.
		for _, c := range chapters {
			versions := indexed[c.id]
			if len(versions) == 0 {
				continue
			}
			old := versions[rapid.IntRange(0, len(versions)-1).Draw(rt, "version")]
			if _, err := e.SaveChapter(c.id, "t", old); err != nil {
				rt.Fatal(err)
			}
		}
		flush(t, e)
		if n := emb.Count(); n != 0 {
			rt.Fatalf("P7: restoring indexed versions embedded %d texts", n)
		}
		for _, err := range invariantErrors(e) {
			rt.Error(err)
		}

		// P6 for whole projects: deleting one leaves nothing behind.
		if err := e.DeleteProject(p.ID); err != nil {
			rt.Fatal(err)
		}
		flush(t, e)
		for _, err := range invariantErrors(e) {
			rt.Error(err)
		}
		parents, children := snapshotIDs(t, e)
		if len(parents)+len(children) != 0 {
			rt.Fatalf("P6: %d parents and %d children survive their project", len(parents), len(children))
		}
		if err := e.DB().View(func(tx *storage.Tx) error {
			c, err := tx.Counts()
			if c.Blocks != 0 || c.Chapters != 0 {
				rt.Errorf("P6: %d blocks and %d chapters survive their project", c.Blocks, c.Chapters)
			}
			return err
		}); err != nil {
			rt.Fatal(err)
		}
	})
}
