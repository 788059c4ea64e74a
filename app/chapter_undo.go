package app

import (
	"errors"
	"reflect"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
)

// chapterUndoShown is how long the notice of a change stays on screen;
// Ctrl+Z and Ctrl+Y go on taking changes back and making them again after
// it is gone.
const chapterUndoShown = 20 * time.Second

// chapterUndo gives the window the engine's history of chapter changes
// (Engine.UndoChapterChange, RedoChapterChange): splits, merges,
// deletions, renames from the chapter tree, moves (a burst of one chapter's moves is one step:
// sidebar.moveChapter) and renumbers of titles, taken back newest first, up to
// engine.ChapterHistoryDepth of them, and made again in turn until a new
// change is made, as an editor's Undo and Redo do with typing. The
// leading edge of the status bar's line names the step just made, undone
// or redone, with a button to undo or redo it ("已删除《第三章》 · 撤销",
// "已撤销删除《第三章》 · 重做") for a while. Ctrl+Z takes the newest
// change back while the manuscript has no edit of its own to undo since
// the window last made, undid or redid one (takeUndo); Ctrl+Y and
// Ctrl+Shift+Z likewise redo. The engine refuses an undo or redo over a
// chapter edited since (ErrChangedSince), and nothing is overwritten:
// the author is told in one line, and Ctrl+Z, with the typing undone
// first, can then go ahead.
type chapterUndo struct {
	u      *UI
	label  *widget.Label
	whole  *widget.Label // never shown: measures the label's text whole
	button *widget.Button
	box    *fyne.Container
	// relayout lays out the status line holding the box again when it
	// comes, goes or changes its text (nil: not placed yet).
	relayout func()

	// offer is the step the notice names (nil: no notice); gen tells the
	// notice's timer whether it still belongs to it.
	offer *chapterOffer
	gen   int
	// undoing: an undo or redo is running, and the chapter it opens does
	// not hide the notice.
	undoing bool
	// mark is the editor as the window's last step left it (nil: none
	// yet, or a change made another way since).
	mark *historyMark
	// places are where the author was before each step still in the
	// engine's history, by its Seq: an undo puts them back there, and a
	// redo back where they were when they undid it.
	places map[uint64]chapterPlace
}

// chapterOffer is the step the notice names.
type chapterOffer struct {
	change engine.ChapterChange
	// redo: the change was undone and the button redoes it.
	redo bool
	// after is the chapter the step left open (0: none).
	after uint64
}

// historyMark is the editor as a step of the chapter history left it:
// Ctrl+Z takes the next change back, not typing, while the editor still
// shows this chapter and this text (typing before the step is older than
// it), and Ctrl+Y likewise.
type historyMark struct {
	// undoSeq and redoSeq are the changes Ctrl+Z and Ctrl+Y take next as
	// the step left them (0: none).
	undoSeq, redoSeq uint64
	shown            uint64
	text             string
	// redoDepth is the text's redo steps then: more now means typing
	// was undone since, which Ctrl+Y redoes first.
	redoDepth int
	// loading is the chapter the step asked for, not shown yet: when it
	// is, shown and text are taken again (0: none).
	loading uint64
	// box is the text box other than the manuscript that had the
	// keyboard when the step was made (nil: none), and boxText its text
	// then: Ctrl+Z in it takes the step back while it is still so, as in
	// the manuscript (boxStill).
	box     fyne.Focusable
	boxText string
}

// chapterPlace is an open chapter and the caret in it.
type chapterPlace struct {
	projectID, chapterID uint64
	caret                int
}

func newChapterUndo(u *UI) *chapterUndo {
	b := &chapterUndo{u: u, places: map[uint64]chapterPlace{}}
	b.label = widget.NewLabel("")
	b.label.Truncation = fyne.TextTruncateEllipsis // until laid out (cut)
	b.whole = widget.NewLabel("")
	b.button = widget.NewButtonWithIcon(lang.L("Undo"), theme.ContentUndoIcon(), b.tapped)
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

// stateChanged hides the notice when the author moves on: another
// project, another chapter opened, typing in a chapter the step
// rewrote, or a change the engine made another way (a replace, a
// snapshot restored), which also ends the mark: Ctrl+Z then undoes what
// that change did to the open chapter first, as typing, and does not
// leap over it to the older step unseen. The history stays in the
// engine, which refuses whatever would lose writing.
func (b *chapterUndo) stateChanged(c stateChange) {
	if b.undoing {
		return
	}
	switch c {
	case changeProject:
		if b.offer != nil && b.u.state.projectID() != b.offer.change.ProjectID {
			b.drop()
		}
	case changeChapter:
		if b.offer != nil && b.u.state.openChapterRequest().chapterID != b.offer.after {
			b.drop()
		}
	case changeRewritten:
		b.mark = nil
		b.drop()
	case changeActivity:
		ed := b.u.editor
		if b.offer != nil && slices.Contains(b.offer.change.Rewrites, ed.chapterID) && ed.text.CanUndo() && !b.still(b.offer.change.Seq, b.offer.redo) {
			b.drop()
		}
	}
}

// loaded is told by the editor that it shows chapterID, loaded: the
// chapter a step asked for is in, and the mark takes it.
func (b *chapterUndo) loaded(chapterID uint64) {
	if b == nil || b.mark == nil || b.mark.loading == 0 || b.mark.loading != chapterID {
		return
	}
	ed := b.u.editor
	b.mark.loading, b.mark.shown, b.mark.text, b.mark.redoDepth = 0, chapterID, ed.text.Text(), ed.text.RedoDepth()
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

// offerUndo shows the project's change just made (before is where the
// author was before it) and marks the editor as it is now.
func (b *chapterUndo) offerUndo(projectID uint64, before chapterPlace) {
	if b == nil {
		return
	}
	ch, ok := b.u.eng.LastChapterChange(projectID) // memory only: no disk
	if !ok {
		return
	}
	if _, ok := b.places[ch.Seq]; !ok { // a move joining its run's step: where the author was before the first
		b.places[ch.Seq] = before
	}
	ed := b.u.editor
	b.mark = &historyMark{undoSeq: ch.Seq, shown: ed.chapterID, text: ed.text.Text(), redoDepth: ed.text.RedoDepth()}
	b.markBox(b.mark)
	b.notice(ch, false, b.u.state.openChapterRequest().chapterID)
}

// markBox records in m the text box that has the keyboard, when it is one
// other than the manuscript: the search box keeps it while the author
// deletes a chapter from the toolbar, and the deletion's question says
// Ctrl+Z brings the chapter back.
func (b *chapterUndo) markBox(m *historyMark) {
	if b.u.win == nil {
		return
	}
	f := b.u.win.Canvas().Focused()
	if u, ok := f.(undoer); !ok || u == undoer(b.u.editor.text) {
		return
	}
	if t, ok := boxText(f); ok {
		m.box, m.boxText = f, t
	}
}

// boxStill reports whether focused is the text box the window's last step
// left with the keyboard, with the text it had then: nothing typed in it
// since, so Ctrl+Z and Ctrl+Y there are for the step. Typed since, the box
// undoes its own typing first, as the manuscript does.
func (b *chapterUndo) boxStill(focused fyne.Focusable, seq uint64, redo bool) bool {
	m := b.mark
	if m == nil || m.box == nil || m.box != focused || (!redo && m.undoSeq != seq) || (redo && m.redoSeq != seq) {
		return false
	}
	t, ok := boxText(focused)
	return ok && t == m.boxText
}

// boxText is the text of a box: a widget.Entry or a widget embedding one,
// which keeps it in its Text field and has no method that returns it.
func boxText(f fyne.Focusable) (string, bool) {
	v := reflect.ValueOf(f)
	for v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface {
		if v.IsNil() {
			return "", false
		}
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct {
		return "", false
	}
	t := v.FieldByName("Text")
	if !t.IsValid() || t.Kind() != reflect.String {
		return "", false
	}
	return t.String(), true
}

// moved shows the step a move of the chapter tree made or joined
// (stepped false: its run brought the chapter back where it began and the
// step is gone, and so is its notice); before is where the author was.
func (b *chapterUndo) moved(step engine.ChapterChange, stepped bool, before chapterPlace) {
	if b == nil {
		return
	}
	if !stepped {
		if b.offer != nil && b.offer.change.Kind == engine.ChangeMove && !b.offer.redo {
			b.drop()
		}
		return
	}
	b.offerUndo(step.ProjectID, before)
}

// notice names the step in the status line with its button, Undo or
// (for a change undone) Redo, for chapterUndoShown.
func (b *chapterUndo) notice(ch engine.ChapterChange, redo bool, after uint64) {
	b.offer = &chapterOffer{change: ch, redo: redo, after: after}
	title := displayTitle(ch.Title)
	var text string
	switch {
	case ch.Kind == engine.ChangeSplit && !redo:
		text = tr("Split off “{{.V}}”", title)
	case ch.Kind == engine.ChangeSplit:
		text = tr("Undid the split of “{{.V}}”", title)
	case ch.Kind == engine.ChangeMerge && !redo:
		text = tr("Merged “{{.V}}” into the chapter before it", title)
	case ch.Kind == engine.ChangeMerge:
		text = tr("Undid the merge of “{{.V}}”", title)
	case ch.Kind == engine.ChangeMove && !redo:
		text = tr("Moved “{{.V}}”", title)
	case ch.Kind == engine.ChangeMove:
		text = tr("Undid the move of “{{.V}}”", title)
	case ch.Kind == engine.ChangeRename && !redo:
		text = quotedL("Renamed “{{.Old}}” to “{{.New}}”", map[string]any{"Old": displayTitle(ch.OldTitle), "New": title})
	case ch.Kind == engine.ChangeRename:
		text = quotedL("Undid the rename of “{{.Old}}” to “{{.New}}”", map[string]any{"Old": displayTitle(ch.OldTitle), "New": title})
	case ch.Kind == engine.ChangeRenumber && !redo:
		text = lang.L("Renumbered the chapter titles")
	case ch.Kind == engine.ChangeRenumber:
		text = lang.L("Undid the renumber of the chapter titles")
	case !redo:
		text = tr("Deleted “{{.V}}”", title)
	default:
		text = tr("Undid the deletion of “{{.V}}”", title)
	}
	b.label.SetText(text)
	if redo {
		b.button.SetText(lang.L("Redo"))
		b.button.SetIcon(theme.ContentRedoIcon())
	} else {
		b.button.SetText(lang.L("Undo"))
		b.button.SetIcon(theme.ContentUndoIcon())
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

// drop hides the notice.
func (b *chapterUndo) drop() {
	b.offer = nil
	b.gen++
	b.show(false)
}

// tapped is the notice's button: it undoes or redoes the step named.
func (b *chapterUndo) tapped() {
	if off := b.offer; off != nil {
		b.step(off.change, off.redo)
	}
}

// still reports whether the editor is as the window's last step left it,
// the step that left seq next to undo (or, with redo, to redo).
func (b *chapterUndo) still(seq uint64, redo bool) bool {
	m := b.mark
	if m == nil || (!redo && m.undoSeq != seq) || (redo && m.redoSeq != seq) {
		return false
	}
	if m.loading != 0 { // the chapter it asked for is not in yet
		return true
	}
	ed := b.u.editor
	if redo && ed.text.RedoDepth() != m.redoDepth { // typing undone since: its redo is newer
		return false
	}
	return ed.chapterID == m.shown && ed.text.Text() == m.text
}

// historyProject is the project whose history Ctrl+Z and Ctrl+Y go
// through: the current one, else the open chapter's.
func (b *chapterUndo) historyProject() uint64 {
	if id := b.u.state.projectID(); id != 0 {
		return id
	}
	return b.u.editor.projectID
}

// takeUndo is Ctrl+Z (Edit › Undo) with focused having the keyboard: it
// takes the project's newest change back, and reports true, when the
// keyboard is in the manuscript with no edit of its own since the
// window's last step (nothing to undo, or its text as that step left
// it), in another text box that had it at that step and has no edit
// since (the search box, while the author deleted a chapter from the
// toolbar: Ctrl+Z cleared the query and left the chapter deleted), or in
// nothing that undoes (the chapter tree). Otherwise the focused widget
// undoes as usual, typing since the step first.
func (b *chapterUndo) takeUndo(focused fyne.Focusable) bool { return b.take(focused, false) }

// takeRedo is Ctrl+Y and Ctrl+Shift+Z (Edit › Redo) as takeUndo is
// Ctrl+Z: it makes the change undone last again unless the manuscript
// has a redo of its own from since.
func (b *chapterUndo) takeRedo(focused fyne.Focusable) bool { return b.take(focused, true) }

func (b *chapterUndo) take(focused fyne.Focusable, redo bool) bool {
	if b == nil || b.undoing {
		return false
	}
	ed := b.u.editor
	f, box := focused.(undoer)
	box = box && f != undoer(ed.text)
	pid := b.historyProject()
	next, can := b.u.eng.LastChapterChange, ed.text.CanUndo()
	if redo {
		next, can = b.u.eng.NextChapterRedo, ed.text.CanRedo()
	}
	ch, ok := next(pid) // memory only: no disk
	if !ok {
		return false
	}
	if box && !b.boxStill(focused, ch.Seq, redo) {
		return false
	}
	if !box && ed.chapterID != 0 && can && !b.still(ch.Seq, redo) {
		return false
	}
	b.step(ch, redo)
	return true
}

// step takes ch back (or, with redo, makes it again): the open chapter's
// pending edits are saved first (the editor held read-only meanwhile, as
// for a split), then the author is put back where they were before ch
// (after a redo, where they were when they undid it), with the caret
// where it was, and the notice names what was done.
func (b *chapterUndo) step(ch engine.ChapterChange, redo bool) {
	if b.undoing {
		return
	}
	b.undoing = true
	b.show(false)
	s := b.u.state
	here := b.place()
	back, ok := b.places[ch.Seq]
	if !ok {
		back = here
	}
	// A redone deletion of the open chapter opens its neighbour, as the
	// deletion did.
	var neighbour uint64
	if redo && ch.Kind == engine.ChangeDelete && s.open.chapterID == ch.Chapter && b.u.sidebar != nil {
		neighbour = b.u.sidebar.neighbour(ch.ProjectID, ch.Chapter)
	}
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
			if redo {
				res, err = b.u.eng.RedoChapterChange(ch.ProjectID, ch.Seq)
			} else {
				res, err = b.u.eng.UndoChapterChange(ch.ProjectID, ch.Seq)
			}
		}
		b.u.do(func() {
			if saveErr != nil && held && s.releaseOpen != nil {
				s.releaseOpen(saveErr)
			}
			if err != nil && res.Seq == 0 { // refused: nothing changed
				b.undoing = false
				b.drop()
				b.refused(ch.Kind, err, redo)
				if held && saveErr == nil {
					b.u.editor.resume() // its typing still undoable, first
				}
				return
			}
			delete(b.places, ch.Seq)
			b.places[res.Seq] = here // where a step back the other way returns
			for old, now := range res.IDs {
				for seq, p := range b.places {
					if p.chapterID == old {
						p.chapterID = now
						b.places[seq] = p
					}
				}
			}
			id, caret := back.chapterID, back.caret
			if now, ok := res.IDs[id]; ok {
				id = now
			}
			if redo && res.Made != 0 { // a split made again: its new chapter, as the split opened it
				id, caret = res.Made, 0
			}
			s.reload(func() {
				b.undoing = false
				if _, ok := s.chapter(id); !ok { // gone: the neighbour, else stay
					id, caret = neighbour, 0
					if _, ok := s.chapter(id); !ok {
						id, caret = s.open.chapterID, b.u.editor.text.CaretOffset()
					}
				}
				b.marked(ch.ProjectID, id) // first: the chapter may show at once
				if id != 0 {
					s.request(chapterRequest{projectID: ch.ProjectID, chapterID: id, reload: true, sel: &runeSpan{caret, caret}})
				}
				s.removed() // a chapter is gone: results may name it
				if redo {
					b.notice(res.ChapterChange, false, id)
				} else {
					b.notice(res.ChapterChange, true, id)
				}
				if err != nil { // the chapters are back, a summary is not
					b.u.showError(lang.L("Undo"), err)
				}
			})
		})
	})
}

// marked marks the editor as a step just left it, the chapter it asked
// for (0: none) to be taken once it is shown.
func (b *chapterUndo) marked(projectID, asked uint64) {
	m := &historyMark{loading: asked}
	if ch, ok := b.u.eng.LastChapterChange(projectID); ok {
		m.undoSeq = ch.Seq
	}
	if ch, ok := b.u.eng.NextChapterRedo(projectID); ok {
		m.redoSeq = ch.Seq
	}
	ed := b.u.editor
	m.shown, m.text, m.redoDepth = ed.chapterID, ed.text.Text(), ed.text.RedoDepth()
	b.markBox(m)
	b.mark = m
}

// refused tells the author, in one line, why the change (of kind, as
// ChapterChange.Kind) was not taken back (or made again).
func (b *chapterUndo) refused(kind string, err error, redo bool) {
	what := lang.L("Undo")
	if redo {
		what = lang.L("Redo")
	}
	move := errors.Is(err, engine.ErrChangedSince) && kind == engine.ChangeMove // the order, not writing
	switch {
	case move && redo:
		b.u.showInfo(what, lang.L("Chapters were moved, added or removed after the undo, and moving the chapter again would shift them too: nothing was redone."))
	case move:
		b.u.showInfo(what, lang.L("Chapters were moved, added or removed after the move, and putting the chapter back would shift them too: nothing was undone."))
	case errors.Is(err, engine.ErrChangedSince) && redo:
		b.u.showInfo(what, lang.L("A chapter was edited after the undo, and redoing the change would lose that writing: nothing was redone."))
	case errors.Is(err, engine.ErrChangedSince):
		b.u.showInfo(what, lang.L("A chapter was edited after the change, and undoing it would lose that writing: nothing was undone."))
	case (errors.Is(err, engine.ErrNotFound) || errors.Is(err, engine.ErrInvalid)) && redo:
		b.u.showInfo(what, lang.L("The change can no longer be redone: the chapters were changed another way since."))
	case errors.Is(err, engine.ErrNotFound), errors.Is(err, engine.ErrInvalid):
		b.u.showInfo(what, lang.L("The change can no longer be undone: the chapters were changed another way since."))
	default:
		b.u.showError(what, err)
	}
}
