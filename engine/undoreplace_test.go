package engine

import (
	"strings"
	"testing"

	"inkflow/storage"
)

// TestUndoReplaceKeepsEditsSince: undoing a replace recorded by an older
// InkFlow, without its edits (replaceundo_test.go has the undo of one
// with them, which keeps the edits in place), puts back the texts from
// before it, edits made since included; UndoResult.Edited names the
// texts that had such edits, and each edit can be brought back: a
// chapter's from the snapshot taken before the undo, a wiki entry's and
// a summary's from their newest version. Before, the undo said nothing
// of them, and a wiki entry's or summary's edits were gone for good.
func TestUndoReplaceKeepsEditsSince(t *testing.T) {
	const (
		chapter, summary, entry = "孔明出山。", "孔明借箭。", "孔明，号卧龙。"
		added                   = "后来加的。"
	)
	for _, tc := range []struct {
		name       string
		edit       bool
		wantEdited []storage.OwnerKind
	}{
		{"no edits since", false, nil},
		{"edited since", true, []storage.OwnerKind{storage.OwnerChapter, storage.OwnerSummary, storage.OwnerWiki}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := openEngine(t, "", nil, testDebounceNever)
			p := mustProject(t, e, "p")
			c := mustChapter(t, e, p.ID, "一", chapter)
			_, err := e.SetSummary(c.ID, summary)
			must(t, err)
			w, err := e.CreateWikiEntry(p.ID, WikiEntry{Title: "诸葛亮", Type: "character", Text: entry})
			must(t, err)
			res, err := e.ReplaceAll(ReplaceRequest{ProjectID: p.ID, Pattern: "孔明", Replacement: "诸葛亮", Options: FindOptions{Wiki: true, Summaries: true}})
			if err != nil || res.Changes != 3 {
				t.Fatalf("replace: %+v, %v", res, err)
			}
			forgetEdits(t, e, res.ID)
			if tc.edit {
				_, err = e.SaveChapter(c.ID, "一", "诸葛亮出山。"+added)
				must(t, err)
				w.Text = "诸葛亮，号卧龙。" + added
				must(t, e.UpdateWikiEntry(w))
				_, err = e.SetSummary(c.ID, "诸葛亮借箭。"+added)
				must(t, err)
			}
			undo, err := e.UndoReplace(res.ID)
			must(t, err)
			var kinds []storage.OwnerKind
			for _, ed := range undo.Edited {
				kinds = append(kinds, ed.Owner.Kind)
				if want := map[storage.OwnerKind]uint64{storage.OwnerChapter: c.ID, storage.OwnerSummary: c.ID}[ed.Owner.Kind]; ed.ChapterID != want {
					t.Errorf("%v: chapter %d, want %d", ed.Owner, ed.ChapterID, want)
				}
				if ed.Owner.Kind == storage.OwnerChapter {
					snap, err := e.SnapshotText(ed.Snapshot)
					if err != nil || !strings.Contains(snap.Text, added) {
						t.Errorf("the chapter's edits: snapshot %d %q, %v", ed.Snapshot, snap.Text, err)
					}
				} else if ed.Snapshot != 0 {
					t.Errorf("%v: snapshot %d, want none", ed.Owner, ed.Snapshot)
				}
			}
			if len(kinds) != len(tc.wantEdited) {
				t.Fatalf("edited %v, want %v", kinds, tc.wantEdited)
			}
			for i := range kinds {
				if kinds[i] != tc.wantEdited[i] {
					t.Errorf("edited %v, want %v", kinds, tc.wantEdited)
				}
			}
			if got := mustText(t, e, c.ID); got != chapter {
				t.Errorf("chapter after the undo: %q", got)
			}
			if !tc.edit {
				return
			}
			wv, err := e.WikiHistory(p.ID, w.ID)
			if err != nil || len(wv) == 0 || !strings.Contains(wv[0].Text, added) || wv[0].Reason != WikiRestored {
				t.Errorf("the entry's newest version: %+v, %v", wv, err)
			}
			sv, err := e.SummaryHistory(c.ID)
			if err != nil || len(sv) == 0 || !strings.Contains(sv[0].Text, added) || sv[0].Reason != SummaryRestored {
				t.Errorf("the summary's newest version: %+v, %v", sv, err)
			}
		})
	}
}

// forgetEdits makes replace id's record one an older InkFlow wrote,
// without the matches it rewrote (storage.ReplaceEdit).
func forgetEdits(t testing.TB, e *Engine, id uint64) {
	t.Helper()
	err := e.db.Update(func(tx *storage.Tx) error {
		rec, err := tx.Replace(id)
		if err != nil {
			return err
		}
		for i := range rec.Chapters {
			rec.Chapters[i].Edits = nil
		}
		for i := range rec.Texts {
			rec.Texts[i].Edits = nil
		}
		_, err = tx.PutReplace(rec)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}
