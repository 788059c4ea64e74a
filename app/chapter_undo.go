package app

import (
	"errors"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
)

// chapterUndoShown is how long the notice of a split, merge or deletion
// stays on screen; Ctrl+Z takes the change back after it is gone too.
const chapterUndoShown = 20 * time.Second

// chapterUndo offers to take back the last split, merge or deletion of
// chapters, as an editor's Undo takes back typing: the leading edge of
// the status bar's line names the change with an Undo button ("已删除《第三章》 ·
// 撤销") for a while, and Ctrl+Z takes it back while the manuscript has
// no edit of its own to undo. The engine does the undo
// (Engine.UndoChapterChange) and refuses it when a chapter it would
// rewrite was edited since; the offer ends before that can happen: when
// the author types into such a chapter, opens another chapter or project,
// or makes another change (the engine rewriting chapters included).
type chapterUndo struct {
	u      *UI
	label  *widget.Label
	whole  *widget.Label // never shown: measures the label's text whole
	button *widget.Button
	box    *fyne.Container
	// relayout lays out the status line holding the box again when it
	// comes, goes or changes its text (nil: not placed yet).
	relayout func()

	// offer is the change on offer (nil: none); gen tells the notice's
	// timer whether it still belongs to it.
	offer *chapterOffer
	gen   int
	// undoing: the undo is running, and the chapter it opens does not end
	// an offer.
	undoing bool
}

// chapterOffer is a change on offer and where to put the author back.
type chapterOffer struct {
	change engine.ChapterChange
	before chapterPlace // the chapter open before the change, and the caret
	after  uint64       // the chapter the change left open (0: none)
	// shown is the chapter the editor showed when the change was
	// offered, and text its text then: a chapter that stayed open
	// through the change (one deleted from the tree while another was
	// open) keeps its older undo history, which is not "since".
	shown uint64
	text  string
}

// chapterPlace is an open chapter and the caret in it.
type chapterPlace struct {
	projectID, chapterID uint64
	caret                int
}

func newChapterUndo(u *UI) *chapterUndo {
	b := &chapterUndo{u: u}
	b.label = widget.NewLabel("")
	b.label.Truncation = fyne.TextTruncateEllipsis // until laid out (cut)
	b.whole = widget.NewLabel("")
	b.button = widget.NewButtonWithIcon(lang.L("Undo"), theme.ContentUndoIcon(), b.undo)
	b.button.Importance = widget.LowImportance
	b.box = container.NewBorder(nil, nil, nil, b.button, b.label)
	b.box.Hide()
	u.state.subscribe(b.stateChanged)
	return b
}

func (b *chapterUndo) content() fyne.CanvasObject { return b.box }

// wantWidth is the width the notice needs to show its text whole beside
// the Undo button (a label that truncates has no MinSize to say it).
func (b *chapterUndo) wantWidth() float32 {
	b.whole.SetText(b.label.Text)
	return b.whole.MinSize().Width + theme.Padding() + b.button.MinSize().Width
}

// cut makes the label end in an ellipsis where its text does not fit,
// and only then: given the width its text whole measures, a truncating
// label still cut Chinese in the window (已删除《第二章 云涌》 showed as
// 已删除《第二章 云…), as it measures the text another way.
func (b *chapterUndo) cut(on bool) {
	want := fyne.TextTruncateOff
	if on {
		want = fyne.TextTruncateEllipsis
	}
	if b.label.Truncation != want {
		b.label.Truncation = want
		b.label.Refresh()
	}
}

// height is the notice's height, shown or not.
func (b *chapterUndo) height() float32 {
	return max(b.label.MinSize().Height, b.button.MinSize().Height)
}

// show shows or hides the notice and lays its line out again.
func (b *chapterUndo) show(on bool) {
	if on {
		b.box.Show()
	} else {
		b.box.Hide()
	}
	if b.relayout != nil {
		b.relayout()
	}
}

// stateChanged ends the offer when the author moves on: another project,
// another chapter opened, or typing in a chapter the undo would rewrite.
func (b *chapterUndo) stateChanged(c stateChange) {
	if b.offer == nil || b.undoing {
		return
	}
	switch c {
	case changeProject:
		if b.u.state.projectID() != b.offer.change.ProjectID {
			b.drop()
		}
	case changeChapter:
		if b.u.state.openChapterRequest().chapterID != b.offer.after {
			b.drop()
		}
	case changeRewritten:
		// The engine rewrote chapters since (a replace, a renumber, a
		// snapshot restored): Ctrl+Z must not leap over that newer
		// change to an older one.
		b.drop()
	case changeActivity:
		ed := b.u.editor
		if slices.Contains(b.offer.change.Rewrites, ed.chapterID) && ed.text.CanUndo() {
			b.drop()
		}
	}
}

// place is where the author is now: the chapter open in the editor and
// its caret (taken before a change, to come back to on undo).
func (b *chapterUndo) place() chapterPlace {
	if b == nil { // a shell without the window's panels (tests)
		return chapterPlace{}
	}
	ed := b.u.editor
	if ed.chapterID == 0 {
		r := b.u.state.openChapterRequest()
		return chapterPlace{projectID: r.projectID, chapterID: r.chapterID}
	}
	return chapterPlace{projectID: ed.projectID, chapterID: ed.chapterID, caret: ed.text.CaretOffset()}
}

// offerUndo offers the project's change just made (before is where the
// author was before it), once the chapter it leaves open is asked for.
func (b *chapterUndo) offerUndo(projectID uint64, before chapterPlace) {
	if b == nil {
		return
	}
	ch, ok := b.u.eng.LastChapterChange(projectID) // memory only: no disk
	if !ok {
		return
	}
	ed := b.u.editor
	b.offer = &chapterOffer{change: ch, before: before, after: b.u.state.openChapterRequest().chapterID, shown: ed.chapterID, text: ed.text.Text()}
	title := displayTitle(ch.Title)
	switch ch.Kind {
	case engine.ChangeSplit:
		b.label.SetText(tr("Split off “{{.V}}”", title))
	case engine.ChangeMerge:
		b.label.SetText(tr("Merged “{{.V}}” into the chapter before it", title))
	default:
		b.label.SetText(tr("Deleted “{{.V}}”", title))
	}
	b.show(true)
	b.gen++
	gen := b.gen
	time.AfterFunc(chapterUndoShown, func() {
		b.u.do(func() {
			if gen == b.gen {
				b.show(false)
			}
		})
	})
}

// drop ends the offer.
func (b *chapterUndo) drop() {
	b.offer = nil
	b.gen++
	b.show(false)
}

// takeUndo is Ctrl+Z (Edit › Undo) with focused having the keyboard: it
// takes the change back, and reports true, when one is on offer and the
// keyboard is in the manuscript with no edit of its own since the change
// (nothing to undo, or its text as it was when the change was made), or
// in nothing that undoes (the chapter tree). Otherwise the focused widget
// undoes as usual, typing since the change first.
func (b *chapterUndo) takeUndo(focused fyne.Focusable) bool {
	if b.offer == nil || b.undoing {
		return false
	}
	ed := b.u.editor
	if f, ok := focused.(undoer); ok && f != undoer(ed.text) {
		return false
	}
	since := ed.chapterID != b.offer.shown || ed.text.Text() != b.offer.text
	if ed.chapterID != 0 && ed.text.CanUndo() && since {
		return false
	}
	b.undo()
	return true
}

// undo takes the change on offer back: the open chapter's pending edits
// are saved first (the editor held read-only meanwhile, as for a split),
// then the chapter open before the change opens again with the caret
// where it was.
func (b *chapterUndo) undo() {
	off := b.offer
	if off == nil || b.undoing {
		return
	}
	b.undoing = true
	b.show(false)
	s := b.u.state
	save := func() error { return nil }
	held := s.open.chapterID != 0 && s.holdOpen != nil
	if held {
		save = s.holdOpen()
	}
	b.u.background(func() {
		saveErr := save()
		err := saveErr
		var res engine.ChapterUndone
		if err == nil {
			res, err = b.u.eng.UndoChapterChange(off.change.ProjectID, off.change.Seq)
		}
		b.u.do(func() {
			if saveErr != nil && held && s.releaseOpen != nil {
				s.releaseOpen(saveErr)
			}
			if err != nil {
				b.undoing = false
				b.drop()
				b.refused(err)
				if held && saveErr == nil {
					s.request(chapterRequest{projectID: s.open.projectID, chapterID: s.open.chapterID, reload: true})
				}
				return
			}
			id := off.before.chapterID
			if now, ok := res.IDs[id]; ok {
				id = now
			}
			s.reload(func() {
				b.undoing = false
				b.drop()
				caret := off.before.caret
				if _, ok := s.chapter(id); !ok { // gone another way: stay
					id, caret = s.open.chapterID, b.u.editor.text.CaretOffset()
				}
				if id != 0 {
					s.request(chapterRequest{projectID: off.change.ProjectID, chapterID: id, reload: true, sel: &runeSpan{caret, caret}})
				}
				s.removed() // a split's chapter is gone: results may name it
			})
		})
	})
}

// refused tells the author why the change was not taken back.
func (b *chapterUndo) refused(err error) {
	switch {
	case errors.Is(err, engine.ErrChangedSince):
		b.u.showInfo(lang.L("Undo"), lang.L("A chapter was edited after the change, and undoing it would lose that writing: nothing was undone."))
	case errors.Is(err, engine.ErrNotFound), errors.Is(err, engine.ErrInvalid):
		b.u.showInfo(lang.L("Undo"), lang.L("The change can no longer be undone: the chapters were changed another way since."))
	default:
		b.u.showError(lang.L("Undo"), err)
	}
}
