package engine

import (
	"errors"
	"reflect"
	"testing"
	"unicode/utf8"
)

// bookChapter is one chapter of a book as an undo must give it back: all
// but its id.
type bookChapter struct {
	Title, Text, Summary string
	Index                int
}

// bookState reads a project's chapters in order.
func bookState(t *testing.T, e *Engine, projectID uint64) []bookChapter {
	t.Helper()
	infos, err := e.Chapters(projectID)
	must(t, err)
	out := make([]bookChapter, len(infos))
	for i, info := range infos {
		c, err := e.Chapter(info.ID)
		must(t, err)
		sum, _, err := e.authorSummary(info.ID)
		must(t, err)
		out[i] = bookChapter{Title: c.Title, Text: c.Text, Summary: sum, Index: c.Index}
	}
	return out
}

// undoBook is a small book with front matter, numbered chapters, blank
// lines around where a split cuts and summaries a merge joins.
func undoBook(t *testing.T) (*Engine, Project, []Chapter) {
	t.Helper()
	e := openEngine(t, "", newBigram(), testDebounceNever)
	p := mustProject(t, e, "p")
	made, err := e.ImportChapters(p.ID, []NewChapter{
		{Title: "序", Index: 0, Text: "　　序言。"},
		{Title: "第一章 风起", Index: 1, Text: "　　风起了。\n\n\n\n　　他走了。\n\n　　雨下了。"},
		{Title: "第二章 云涌", Index: 2, Text: "　　云涌。\n\n　　天黑了。"},
		{Title: "第三章 雷鸣", Index: 3, Text: "　　雷鸣。"},
	})
	must(t, err)
	for i, s := range []string{"", "风起的概要。", "云涌的概要。", ""} {
		if s != "" {
			_, err := e.SetSummary(made[i].ID, s)
			must(t, err)
		}
	}
	return e, p, made
}

// TestUndoChapterChange: a split, a merge or a deletion undone gives the
// book back exactly as it was (titles, texts, order, numbers,
// summaries), and the undo is offered once.
func TestUndoChapterChange(t *testing.T) {
	cut := utf8.RuneCountInString("　　风起了。\n\n") // inside the blank lines the split drops
	tests := []struct {
		name  string
		kind  string
		do    func(e *Engine, chs []Chapter) error
		title string
	}{
		{"split", ChangeSplit, func(e *Engine, chs []Chapter) error {
			_, err := e.SplitChapter(chs[1].ID, cut, "第二章")
			return err
		}, "第二章"},
		{"merge", ChangeMerge, func(e *Engine, chs []Chapter) error {
			_, err := e.MergeChapterWithNext(chs[1].ID)
			return err
		}, "第二章 云涌"},
		{"merge front matter", ChangeMerge, func(e *Engine, chs []Chapter) error {
			_, err := e.MergeChapterWithNext(chs[0].ID)
			return err
		}, "第一章 风起"},
		{"delete", ChangeDelete, func(e *Engine, chs []Chapter) error { return e.DeleteChapter(chs[2].ID) }, "第二章 云涌"},
		{"delete front matter", ChangeDelete, func(e *Engine, chs []Chapter) error { return e.DeleteChapter(chs[0].ID) }, "序"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, p, chs := undoBook(t)
			want := bookState(t, e, p.ID)
			if _, ok := e.LastChapterChange(p.ID); ok {
				t.Fatal("an undo offered before any change")
			}
			must(t, tt.do(e, chs))
			if reflect.DeepEqual(bookState(t, e, p.ID), want) {
				t.Fatal("the change changed nothing")
			}
			ch, ok := e.LastChapterChange(p.ID)
			if !ok || ch.Kind != tt.kind || ch.Title != tt.title {
				t.Fatalf("LastChapterChange = %+v, %v; want a %s named %q", ch, ok, tt.kind, tt.title)
			}
			res, err := e.UndoChapterChange(p.ID, ch.Seq)
			must(t, err)
			if got := bookState(t, e, p.ID); !reflect.DeepEqual(got, want) {
				t.Errorf("after the undo the book is\n%+v\nwant\n%+v", got, want)
			}
			if _, ok := res.IDs[ch.Chapter]; !ok {
				t.Errorf("IDs %v lacks the chapter %d the change acted on", res.IDs, ch.Chapter)
			}
			if _, ok := e.LastChapterChange(p.ID); ok {
				t.Error("the undo is still offered after it was done")
			}
			if _, err := e.UndoChapterChange(p.ID, ch.Seq); !errors.Is(err, ErrNotFound) {
				t.Errorf("a second undo: %v, want ErrNotFound", err)
			}
			flush(t, e)
			checkInvariants(t, e)
		})
	}
}

// TestUndoChapterChangeKeepsWriting: an undo that would overwrite what
// the author wrote after the change is refused and changes nothing.
func TestUndoChapterChangeKeepsWriting(t *testing.T) {
	tests := []struct {
		name string
		do   func(e *Engine, chs []Chapter) (edit uint64)
	}{
		{"split, typing in the new chapter", func(e *Engine, chs []Chapter) uint64 {
			made, err := e.SplitChapter(chs[1].ID, 3, "新")
			must(t, err)
			return made.ID
		}},
		{"split, typing in the chapter split", func(e *Engine, chs []Chapter) uint64 {
			_, err := e.SplitChapter(chs[1].ID, 3, "新")
			must(t, err)
			return chs[1].ID
		}},
		{"merge, typing in the merged chapter", func(e *Engine, chs []Chapter) uint64 {
			_, err := e.MergeChapterWithNext(chs[1].ID)
			must(t, err)
			return chs[1].ID
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, p, chs := undoBook(t)
			id := tt.do(e, chs)
			ch, _ := e.LastChapterChange(p.ID)
			c, err := e.Chapter(id)
			must(t, err)
			_, err = e.SaveChapter(id, c.Title, c.Text+"\n\n　　后来写的一句。")
			must(t, err)
			edited := bookState(t, e, p.ID)
			if _, err := e.UndoChapterChange(p.ID, ch.Seq); !errors.Is(err, ErrChangedSince) || !errors.Is(err, ErrInvalid) {
				t.Fatalf("undo over writing since: %v, want ErrChangedSince", err)
			}
			if got := bookState(t, e, p.ID); !reflect.DeepEqual(got, edited) {
				t.Errorf("a refused undo changed the book:\n%+v\nwant\n%+v", got, edited)
			}
		})
	}
}

// TestUndoChapterChangeOnlyTheNewest: only the newest change is undone,
// and a deletion already brought back from Deleted Chapters is not
// brought back twice.
func TestUndoChapterChangeOnlyTheNewest(t *testing.T) {
	e, p, chs := undoBook(t)
	must(t, e.DeleteChapter(chs[3].ID))
	first, _ := e.LastChapterChange(p.ID)
	must(t, e.DeleteChapter(chs[2].ID))
	if _, err := e.UndoChapterChange(p.ID, first.Seq); !errors.Is(err, ErrNotFound) {
		t.Errorf("undo of an older change: %v, want ErrNotFound", err)
	}
	second, _ := e.LastChapterChange(p.ID)
	gone, err := e.DeletedChapters(p.ID)
	must(t, err)
	if _, err := e.RestoreDeletedChapter(gone[0].ID); err != nil {
		t.Fatal(err)
	}
	n := len(bookState(t, e, p.ID))
	if _, err := e.UndoChapterChange(p.ID, second.Seq); !errors.Is(err, ErrInvalid) {
		t.Errorf("undo of a deletion brought back already: %v, want ErrInvalid", err)
	}
	if got := len(bookState(t, e, p.ID)); got != n {
		t.Errorf("%d chapters after the refused undo, want %d", got, n)
	}
}

// TestUndoRename: a chapter renamed (RenameChapter) is a step of the
// chapter history: undone it has its old title back, redone the new one
// again; a title changed since (typed in the editor) refuses both and
// changes nothing; a rename to the title it already has is no step.
func TestUndoRename(t *testing.T) {
	tests := []struct {
		name string
		// since changes the chapter after the rename (nil: nothing).
		since   func(e *Engine, id uint64)
		wantErr error
	}{
		{"undo and redo", nil, nil},
		{"retitled since", func(e *Engine, id uint64) {
			c, err := e.Chapter(id)
			must(t, err)
			_, err = e.SaveChapter(id, "第二章 后改", c.Text)
			must(t, err)
		}, ErrChangedSince},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, p, chs := undoBook(t)
			id := chs[2].ID
			must(t, e.RenameChapter(id, "第二章 云涌"))
			if ch, ok := e.LastChapterChange(p.ID); ok {
				t.Fatalf("renaming to the same title made a step: %+v", ch)
			}
			before := bookState(t, e, p.ID)
			must(t, e.RenameChapter(id, "  第二章 风云  "))
			ch, ok := e.LastChapterChange(p.ID)
			if !ok || ch.Kind != ChangeRename || ch.Chapter != id || ch.Title != "第二章 风云" || ch.OldTitle != "第二章 云涌" {
				t.Fatalf("LastChapterChange = %+v, %v; want the rename 第二章 云涌 → 第二章 风云", ch, ok)
			}
			if tt.since != nil {
				tt.since(e, id)
				edited := bookState(t, e, p.ID)
				if _, err := e.UndoChapterChange(p.ID, ch.Seq); !errors.Is(err, tt.wantErr) {
					t.Fatalf("undo: %v, want %v", err, tt.wantErr)
				}
				if got := bookState(t, e, p.ID); !reflect.DeepEqual(got, edited) {
					t.Errorf("a refused undo changed the book:\n%+v\nwant\n%+v", got, edited)
				}
				return
			}
			renamed := bookState(t, e, p.ID)
			if _, err := e.UndoChapterChange(p.ID, ch.Seq); err != nil {
				t.Fatal(err)
			}
			if got := bookState(t, e, p.ID); !reflect.DeepEqual(got, before) {
				t.Errorf("after the undo the book is\n%+v\nwant\n%+v", got, before)
			}
			redo, ok := e.NextChapterRedo(p.ID)
			if !ok || redo.Kind != ChangeRename {
				t.Fatalf("NextChapterRedo = %+v, %v; want the rename", redo, ok)
			}
			if _, err := e.RedoChapterChange(p.ID, redo.Seq); err != nil {
				t.Fatal(err)
			}
			if got := bookState(t, e, p.ID); !reflect.DeepEqual(got, renamed) {
				t.Errorf("after the redo the book is\n%+v\nwant\n%+v", got, renamed)
			}
			again, ok := e.LastChapterChange(p.ID)
			if !ok || again.Kind != ChangeRename || again.Seq == ch.Seq {
				t.Errorf("after the redo LastChapterChange = %+v, %v; want the rename, a new step", again, ok)
			}
			flush(t, e)
			checkInvariants(t, e)
		})
	}
}
