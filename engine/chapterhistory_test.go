package engine

import (
	"errors"
	"fmt"
	"reflect"
	"testing"
	"unicode/utf8"
)

// chapterNamed is the id of the project's chapter titled title.
func chapterNamed(t *testing.T, e *Engine, projectID uint64, title string) uint64 {
	t.Helper()
	infos, err := e.Chapters(projectID)
	must(t, err)
	for _, c := range infos {
		if c.Title == title {
			return c.ID
		}
	}
	t.Fatalf("no chapter %q", title)
	return 0
}

// historyStep is one thing the author does to the book in
// TestChapterHistory, and what it must leave.
type historyStep struct {
	name string
	do   func(t *testing.T, e *Engine, p Project) error
	// err is the error the step must end in (nil: none); want is the
	// name of the book state it must leave (a state of an earlier step
	// by its name, or this step's own when new).
	err  error
	want string
	// undo and redo are whether LastChapterChange and NextChapterRedo
	// offer a change after it.
	undo, redo bool
}

func undoTop(t *testing.T, e *Engine, p Project) error {
	ch, ok := e.LastChapterChange(p.ID)
	if !ok {
		return fmt.Errorf("nothing to undo: %w", ErrNotFound)
	}
	res, err := e.UndoChapterChange(p.ID, ch.Seq)
	if err == nil { // the caller learns the change to redo, as the window asks for it
		if next, ok := e.NextChapterRedo(p.ID); !ok || next.Seq != res.Seq {
			t.Fatalf("the undo returned Seq %d, the change to redo is %+v (%v)", res.Seq, next, ok)
		}
	}
	return err
}

func redoTop(t *testing.T, e *Engine, p Project) error {
	ch, ok := e.NextChapterRedo(p.ID)
	if !ok {
		return fmt.Errorf("nothing to redo: %w", ErrNotFound)
	}
	res, err := e.RedoChapterChange(p.ID, ch.Seq)
	if err == nil {
		if last, ok := e.LastChapterChange(p.ID); !ok || last.Seq != res.Seq {
			t.Fatalf("the redo returned Seq %d, the change to undo is %+v (%v)", res.Seq, last, ok)
		}
	}
	return err
}

// appendTo is the author writing a line at the end of a chapter.
func appendTo(title string) func(t *testing.T, e *Engine, p Project) error {
	return func(t *testing.T, e *Engine, p Project) error {
		id := chapterNamed(t, e, p.ID, title)
		c, err := e.Chapter(id)
		must(t, err)
		_, err = e.SaveChapter(id, c.Title, c.Text+"\n\n　　后来写的一句。")
		return err
	}
}

// TestChapterHistory: splits, deletions, merges, moves and renumbers are undone
// one after another, newest first, each giving the book back exactly as
// it was before it, and redone in their order; a new change ends what
// was there to redo, and writing since is never overwritten: an undo or
// redo over it is refused and changes nothing. The engine kept one
// change, and had no redo.
func TestChapterHistory(t *testing.T) {
	cut := utf8.RuneCountInString("　　风起了。\n\n")
	split := historyStep{name: "split", do: func(t *testing.T, e *Engine, p Project) error {
		_, err := e.SplitChapter(chapterNamed(t, e, p.ID, "第一章 风起"), cut, "第二章 雨落")
		return err
	}, want: "split", undo: true}
	del := historyStep{name: "delete", do: func(t *testing.T, e *Engine, p Project) error {
		return e.DeleteChapter(chapterNamed(t, e, p.ID, "第三章 雷鸣"))
	}, want: "delete", undo: true}
	merge := historyStep{name: "merge", do: func(t *testing.T, e *Engine, p Project) error {
		// The chapter the split made goes into the one it came from.
		_, err := e.MergeChapterWithNext(chapterNamed(t, e, p.ID, "第一章 风起"))
		return err
	}, want: "merge", undo: true}
	renumber := historyStep{name: "renumber", do: func(t *testing.T, e *Engine, p Project) error {
		rec, err := e.RenumberTitles(p.ID)
		if err == nil && len(rec.Titles) == 0 {
			err = errors.New("nothing renumbered")
		}
		return err
	}, want: "renumber", undo: true}
	// move is the author moving a chapter to a place, with run as the
	// window's run of clicks (0: a move alone).
	move := func(name, title string, pos int, run uint64, want string, undo bool) historyStep {
		return historyStep{name: name, do: func(t *testing.T, e *Engine, p Project) error {
			_, _, err := e.MoveChapterInRun(chapterNamed(t, e, p.ID, title), pos, run)
			return err
		}, want: want, undo: undo}
	}
	add := historyStep{name: "a chapter added", do: func(t *testing.T, e *Engine, p Project) error {
		_, err := e.CreateChapter(p.ID, "第五章 新")
		return err
	}, want: "added", undo: true}
	step := func(name string, do func(*testing.T, *Engine, Project) error, err error, want string, undo, redo bool) historyStep {
		return historyStep{name, do, err, want, undo, redo}
	}
	tests := []struct {
		name  string
		steps []historyStep
	}{
		{"split, delete, merge, undo×3, redo×2, a new change", []historyStep{
			split, del, merge,
			step("undo the merge", undoTop, nil, "delete", true, true),
			step("undo the deletion", undoTop, nil, "split", true, true),
			step("undo the split", undoTop, nil, "start", false, true),
			step("nothing older to undo", undoTop, ErrNotFound, "start", false, true),
			step("redo the split", redoTop, nil, "split", true, true),
			step("redo the deletion", redoTop, nil, "delete", true, true),
			{name: "a new change", do: func(t *testing.T, e *Engine, p Project) error {
				return e.DeleteChapter(chapterNamed(t, e, p.ID, "序"))
			}, want: "new change", undo: true},
			step("nothing to redo after it", redoTop, ErrNotFound, "new change", true, false),
			step("undo the new change", undoTop, nil, "delete", true, true),
			step("undo the deletion again", undoTop, nil, "split", true, true),
			step("undo the split again", undoTop, nil, "start", false, true),
		}},
		{"the renumber after a split is a step of its own", []historyStep{
			split, renumber,
			step("undo the renumber", undoTop, nil, "split", true, true),
			step("undo the split", undoTop, nil, "start", false, true),
			step("redo the split", redoTop, nil, "split", true, true),
			step("redo the renumber", redoTop, nil, "renumber", true, false),
		}},
		{"an undo over writing since is refused until the writing is undone", []historyStep{
			split, del,
			step("write in the split chapter", appendTo("第一章 风起"), nil, "written", true, false),
			step("undo the deletion", undoTop, nil, "written, deletion undone", true, true),
			step("the split is refused", undoTop, ErrChangedSince, "written, deletion undone", true, true),
			{name: "the writing taken back", do: func(t *testing.T, e *Engine, p Project) error {
				id := chapterNamed(t, e, p.ID, "第一章 风起")
				_, err := e.SaveChapter(id, "第一章 风起", "　　风起了。")
				return err
			}, want: "split", undo: true, redo: true},
			step("the split undone", undoTop, nil, "start", false, true),
		}},
		{"a redo over writing since is refused", []historyStep{
			split,
			step("undo the split", undoTop, nil, "start", false, true),
			step("write in the chapter", appendTo("第一章 风起"), nil, "written", false, true),
			step("the redo is refused", redoTop, ErrChangedSince, "written", false, true),
		}},
		{"a move after a split and its renumber is a step of its own", []historyStep{
			split, renumber,
			move("move the last chapter up", "第四章 雷鸣", 3, 0, "moved", true),
			step("undo the move, not the renumber", undoTop, nil, "renumber", true, true),
			step("undo the renumber", undoTop, nil, "split", true, true),
			step("redo the renumber", redoTop, nil, "renumber", true, true),
			step("redo the move", redoTop, nil, "moved", true, false),
		}},
		{"a run of moves of one chapter is one step", []historyStep{
			split,
			move("up one", "第三章 雷鸣", 3, 7, "up one", true),
			move("up two", "第三章 雷鸣", 2, 7, "up two", true),
			move("up three", "第三章 雷鸣", 1, 7, "up three", true),
			step("one undo puts it back three places", undoTop, nil, "split", true, true),
			step("one redo moves it three again", redoTop, nil, "up three", true, false),
			move("the redone move is not joined", "第三章 雷鸣", 0, 7, "to the top", true),
			step("undo the move to the top", undoTop, nil, "up three", true, true),
			step("undo the run", undoTop, nil, "split", true, true),
		}},
		{"a run that moves two chapters is two steps", []historyStep{
			move("move one up", "第三章 雷鸣", 2, 7, "one moved", true),
			move("move another down", "序", 1, 7, "two moved", true),
			step("undo the second", undoTop, nil, "one moved", true, true),
			step("undo the first", undoTop, nil, "start", false, true),
		}},
		{"a run back where it began leaves no step", []historyStep{
			split,
			move("up", "第三章 雷鸣", 3, 7, "up", true),
			move("down again", "第三章 雷鸣", 4, 7, "split", true),
			step("the undo takes the split back", undoTop, nil, "start", false, true),
		}},
		{"a move to where the chapter is records nothing", []historyStep{
			move("stay", "第三章 雷鸣", 3, 0, "start", false),
		}},
		{"a move undone after a deletion undone", []historyStep{
			move("move", "第三章 雷鸣", 1, 0, "moved", true),
			del,
			step("undo the deletion", undoTop, nil, "moved", true, true),
			step("undo the move", undoTop, nil, "start", false, true),
			step("redo the move", redoTop, nil, "moved", true, true),
			step("redo the deletion", redoTop, nil, "delete", true, false),
		}},
		{"an undo over a chapter added since is refused", []historyStep{
			move("move", "第三章 雷鸣", 1, 0, "moved", true),
			add,
			step("the undo is refused", undoTop, ErrChangedSince, "added", true, false),
		}},
		{"a redo over a chapter added since is refused", []historyStep{
			move("move", "第三章 雷鸣", 1, 0, "moved", true),
			step("undo the move", undoTop, nil, "start", false, true),
			{name: "a chapter added", do: add.do, want: "added", redo: true}, // not a step of the history
			step("the redo is refused", redoTop, ErrChangedSince, "added", false, true),
		}},
		{"a title retyped in the editor refuses the renumber's undo", []historyStep{
			split, renumber,
			{name: "retitle", do: func(t *testing.T, e *Engine, p Project) error {
				id := chapterNamed(t, e, p.ID, "第四章 雷鸣")
				c, err := e.Chapter(id)
				if err != nil {
					return err
				}
				_, err = e.SaveChapter(id, "第四章 雷声", c.Text) // the title field: not a step
				return err
			}, want: "retitled", undo: true},
			step("the undo is refused", undoTop, ErrChangedSince, "retitled", true, false),
		}},
		{"a rename is a step of its own, before the renumber's", []historyStep{
			split, renumber,
			{name: "rename", do: func(t *testing.T, e *Engine, p Project) error {
				return e.RenameChapter(chapterNamed(t, e, p.ID, "第四章 雷鸣"), "第四章 雷声")
			}, want: "renamed", undo: true},
			step("undo the rename", undoTop, nil, "renumber", true, true),
			step("undo the renumber", undoTop, nil, "split", true, true),
			step("redo the renumber", redoTop, nil, "renumber", true, true),
			step("redo the rename", redoTop, nil, "renamed", true, false),
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, p, _ := undoBook(t)
			states := map[string][]bookChapter{"start": bookState(t, e, p.ID)}
			for _, s := range tt.steps {
				before := bookState(t, e, p.ID)
				err := s.do(t, e, p)
				if !errors.Is(err, s.err) || (s.err == nil && err != nil) {
					t.Fatalf("%s: %v, want %v", s.name, err, s.err)
				}
				got := bookState(t, e, p.ID)
				if s.err != nil && !reflect.DeepEqual(got, before) {
					t.Fatalf("%s: refused, but the book changed:\n%+v\nwas\n%+v", s.name, got, before)
				}
				if want, ok := states[s.want]; ok {
					if !reflect.DeepEqual(got, want) {
						t.Fatalf("%s: the book is\n%+v\nwant (%s)\n%+v", s.name, got, s.want, want)
					}
				} else {
					if reflect.DeepEqual(got, before) {
						t.Fatalf("%s changed nothing", s.name)
					}
					states[s.want] = got
				}
				if _, ok := e.LastChapterChange(p.ID); ok != s.undo {
					t.Fatalf("%s: an undo offered %v, want %v", s.name, ok, s.undo)
				}
				if _, ok := e.NextChapterRedo(p.ID); ok != s.redo {
					t.Fatalf("%s: a redo offered %v, want %v", s.name, ok, s.redo)
				}
			}
			flush(t, e)
			checkInvariants(t, e)
		})
	}
}

// TestChapterHistoryDepth: the history keeps the newest
// ChapterHistoryDepth changes; the oldest drop off.
func TestChapterHistoryDepth(t *testing.T) {
	e := openEngine(t, "", newBigram(), testDebounceNever)
	p := mustProject(t, e, "p")
	var chs []NewChapter
	for i := range ChapterHistoryDepth + 3 {
		chs = append(chs, NewChapter{Title: fmt.Sprintf("第%d章", i+1), Index: i + 1, Text: fmt.Sprintf("　　第%d段。", i+1)})
	}
	made, err := e.ImportChapters(p.ID, chs)
	must(t, err)
	for _, c := range made[:ChapterHistoryDepth+2] {
		must(t, e.DeleteChapter(c.ID))
	}
	n := 0
	for undoTop(t, e, p) == nil {
		n++
	}
	if n != ChapterHistoryDepth {
		t.Errorf("%d changes undone, want %d", n, ChapterHistoryDepth)
	}
	if got := len(bookState(t, e, p.ID)); got != ChapterHistoryDepth+1 {
		t.Errorf("%d chapters after undoing all, want %d", got, ChapterHistoryDepth+1)
	}
}
