package engine

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"inkflow/engine/search"
	"inkflow/storage"
)

// TestTitleWordsFindChapterOpening: the words of a chapter's title are in
// the keyword document of its first passage, so a query that shares a word
// with the title (not the whole title, which the title lookup finds) finds
// the chapter's opening in keyword search, as it did when the title line
// stood in the text, before the importer took it out. Whatever changes the
// title (a rename, a title typed in the editor, a renumber) re-puts the
// document: the old title's words stop finding the chapter and the new
// ones find it, also after a restart. The title is in no text the author
// sees: the chapter's text and its passages stay as they were. Before,
// the keyword index never saw a title: "Arizona" found nothing.
func TestTitleWordsFindChapterOpening(t *testing.T) {
	// Long enough for a few passages (passage.MinRunes), so the opening
	// is one child of several.
	text := strings.Repeat("I was lying on my back in the dark, and the cold of the night came down on me. ", 12) +
		"\n\n" + strings.Repeat("At dawn I walked out and saw the valley below, green and still. ", 12)
	other := strings.Repeat("The green men of the dead sea bottom rode out at noon toward the ruined city. ", 12)
	tests := []struct {
		name    string
		newWord string // a word of the new title, not in any text
		oldWord string // a word of the old title only
		retitle func(t *testing.T, e *Engine, c Chapter)
	}{
		{"rename", "Caverns", "Arizona", func(t *testing.T, e *Engine, c Chapter) {
			must(t, e.RenameChapter(c.ID, "Chapter III: The Caverns"))
		}},
		{"title typed in the editor", "Grotto", "Arizona", func(t *testing.T, e *Engine, c Chapter) {
			_, err := e.SaveChapter(c.ID, "Chapter III: The Grotto", text)
			must(t, err)
		}},
		{"renumber", "II", "V", func(t *testing.T, e *Engine, c Chapter) {
			rec, err := e.RenumberTitles(c.ProjectID)
			must(t, err)
			if len(rec.Titles) == 0 {
				t.Fatal("nothing renumbered")
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			e := openEngine(t, dir, newBigram(), testDebounceNever)
			p := mustProject(t, e, "Mars")
			mustChapter(t, e, p.ID, "Chapter I: The Dead Sea Bottom", other)
			c := mustChapter(t, e, p.ID, "Chapter V: On the Arizona Hills", text)
			flush(t, e)
			opening := openingChild(t, e, c.ID)
			find := func(t *testing.T, e *Engine, word string) []search.Result {
				t.Helper()
				resp, err := e.Search(context.Background(), search.Request{Query: word, Project: p.ID, Mode: search.ModeKeyword, K: 5})
				must(t, err)
				return resp.Results
			}
			wantOpening := func(t *testing.T, e *Engine, word string) {
				t.Helper()
				rs := find(t, e, word)
				if len(rs) == 0 || rs[0].OwnerID != c.ID || rs[0].ChildID != opening {
					t.Fatalf("%q: results %+v, want chapter %d's opening (child %d) first", word, rs, c.ID, opening)
				}
			}
			wantOpening(t, e, "Arizona")
			wantOpening(t, e, tt.oldWord)
			if got := mustText(t, e, c.ID); got != text {
				t.Fatalf("the chapter's text changed: %q", got)
			}

			tt.retitle(t, e, c)
			flush(t, e)
			wantOpening(t, e, tt.newWord)
			if rs := find(t, e, tt.oldWord); len(rs) != 0 {
				t.Errorf("after the new title, the old title's word %q finds %+v", tt.oldWord, rs)
			}
			if got := mustText(t, e, c.ID); got != text {
				t.Fatalf("the chapter's text changed: %q", got)
			}

			// The next start (index repair, schema check) keeps it.
			must(t, e.Close())
			e = openEngine(t, dir, newBigram(), testDebounceNever)
			flush(t, e)
			wantOpening(t, e, tt.newWord)
		})
	}
}

// openingChild is the first child, in text order, of a chapter's first
// parent: the passage a chapter's title opens.
func openingChild(t *testing.T, e *Engine, chapterID uint64) uint64 {
	t.Helper()
	var id uint64
	err := e.DB().View(func(tx *storage.Tx) error {
		parents, err := tx.ParentsOf(storage.ChapterOwner(chapterID))
		if err != nil || len(parents) == 0 {
			return err
		}
		first := slices.MinFunc(parents, func(a, b storage.Parent) int { return a.Start - b.Start })
		kids, err := tx.ChildrenOf(first.ID, false)
		if err != nil || len(kids) == 0 {
			return err
		}
		id = slices.MinFunc(kids, func(a, b storage.Child) int { return a.Start - b.Start }).ID
		return nil
	})
	must(t, err)
	if id == 0 {
		t.Fatalf("chapter %d has no children", chapterID)
	}
	return id
}

// TestUndoRedoRenumberFindsTitleWords: undoing a renumber and making it
// again change titles as the renumber did, so each queues the chapters it
// retitled for indexing (retitledOf) and a search for a title's number
// finds the chapter whose title holds it after every step, in the
// chapter history (undo, redo) and in the list of renumbers (UndoRenumber,
// then a renumber again). Without the queueing the keyword document kept
// the title of the step before: "V" still found the chapter the undo had
// not yet given it back to, or "II" the one the redo had.
func TestUndoRedoRenumberFindsTitleWords(t *testing.T) {
	text := strings.Repeat("I was lying on my back in the dark, and the cold of the night came down on me. ", 12)
	other := strings.Repeat("The green men of the dead sea bottom rode out at noon toward the ruined city. ", 12)
	tests := []struct {
		name       string
		undo, redo func(t *testing.T, e *Engine, projectID uint64)
	}{
		{"chapter history",
			func(t *testing.T, e *Engine, projectID uint64) {
				ch, ok := e.LastChapterChange(projectID)
				if !ok || ch.Kind != ChangeRenumber {
					t.Fatalf("newest change %+v, want the renumber", ch)
				}
				_, err := e.UndoChapterChange(projectID, ch.Seq)
				must(t, err)
			},
			func(t *testing.T, e *Engine, projectID uint64) {
				ch, ok := e.NextChapterRedo(projectID)
				if !ok || ch.Kind != ChangeRenumber {
					t.Fatalf("next redo %+v, want the renumber", ch)
				}
				_, err := e.RedoChapterChange(projectID, ch.Seq)
				must(t, err)
			}},
		{"list of renumbers",
			func(t *testing.T, e *Engine, projectID uint64) {
				res, err := e.UndoRenumber(projectID, 0)
				must(t, err)
				if len(res.Restored) != 1 {
					t.Fatalf("undo restored %+v, want one title", res.Restored)
				}
			},
			func(t *testing.T, e *Engine, projectID uint64) {
				rec, err := e.RenumberTitles(projectID)
				must(t, err)
				if len(rec.Titles) != 1 {
					t.Fatalf("renumbered %+v, want one title", rec.Titles)
				}
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := openEngine(t, "", newBigram(), testDebounceNever)
			p := mustProject(t, e, "Mars")
			first := mustChapter(t, e, p.ID, "Chapter I: The Dead Sea Bottom", other)
			c := mustChapter(t, e, p.ID, "Chapter V: On the Arizona Hills", text)
			flush(t, e)
			opening := openingChild(t, e, c.ID)
			// want checks, after the step, that the title's number now
			// finds the chapter's opening and the number it no longer
			// has finds nothing.
			want := func(step, now, gone string) {
				t.Helper()
				flush(t, e)
				title := chapterTitle(t, e, c.ID)
				if !strings.HasPrefix(title, "Chapter "+now+":") {
					t.Fatalf("after the %s the title is %q, want chapter %s", step, title, now)
				}
				find := func(word string) []search.Result {
					resp, err := e.Search(context.Background(), search.Request{Query: word, Project: p.ID, Mode: search.ModeKeyword, K: 5})
					must(t, err)
					return resp.Results
				}
				if rs := find(now); len(rs) == 0 || rs[0].OwnerID != c.ID || rs[0].ChildID != opening {
					t.Errorf("after the %s, %q finds %s, want chapter %d's opening (child %d) first", step, now, owners(rs), c.ID, opening)
				}
				if rs := find(gone); len(rs) != 0 {
					t.Errorf("after the %s, %q (no title's any more) finds %s", step, gone, owners(rs))
				}
			}
			rec, err := e.RenumberTitles(p.ID)
			must(t, err)
			if len(rec.Titles) != 1 || rec.Titles[0].ChapterID != c.ID {
				t.Fatalf("renumbered %+v, want chapter %d's title alone (chapter %d's is right)", rec.Titles, c.ID, first.ID)
			}
			want("renumber", "II", "V")
			tt.undo(t, e, p.ID)
			want("undo", "V", "II")
			tt.redo(t, e, p.ID)
			want("redo", "II", "V")
		})
	}
}

// chapterTitle is a chapter's title as stored.
func chapterTitle(t *testing.T, e *Engine, id uint64) string {
	t.Helper()
	var title string
	must(t, e.DB().View(func(tx *storage.Tx) error {
		c, err := tx.Chapter(id)
		title = c.Title
		return err
	}))
	return title
}

// owners lists results as "chapter id (title) child id", for messages.
func owners(rs []search.Result) string {
	parts := make([]string, len(rs))
	for i, r := range rs {
		parts[i] = fmt.Sprintf("chapter %d (%s) child %d", r.OwnerID, r.Chapter, r.ChildID)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}
