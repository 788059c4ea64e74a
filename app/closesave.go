package app

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
)

// Closing the window saves first. The author closes it with its close
// button or File › Quit (Ctrl+Q); requestClose then saves what the
// editor holds (finalSave) and closes the window only once that is on
// disk. A save that fails there (a full disk, a bbolt error) keeps the
// window open with a notice (askCloseUnsaved): Retry, Quit Without
// Saving, or Cancel to go on writing. The text is in the crash journal
// either way when the journal could be written, and the notice says
// whether it was.
//
// Before, the window closed whatever happened: a save that failed in the
// background queue while Close waited for it had its result dropped (the
// UI draws nothing once closing) and left the editor "saving", so Close
// saved nothing more and journaled nothing, and the typing since the
// last save was gone without a word.

// closeWait bounds how long closing waits for the background queue (the
// saves and journal writes queued before it) on the UI goroutine.
const closeWait = 5 * time.Second

// failedSaves remembers the chapter saves the background queue could not
// make, with the text each was to store, until a later save of the
// chapter succeeds. The open chapter's text is in the editor, but a
// chapter the author has left (its save queued on the way out) exists
// only here: closing retries these (finalSave). The background goroutine
// writes it and the UI goroutine reads it.
type failedSaves struct {
	mu sync.Mutex
	by map[uint64]failedSave
}

// failedSave is one chapter's failed save: what was to be stored, the
// edit count of the editor when it was handed over and why it failed.
type failedSave struct {
	title, text string
	gen         int
	err         error
}

// record notes the outcome of a background save of chapter id made from
// the editor's edit count gen: a failure is kept, a success clears an
// earlier failure of the chapter.
func (f *failedSaves) record(id uint64, gen int, title, text string, err error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err == nil || errors.Is(err, engine.ErrNotFound) {
		if old, ok := f.by[id]; ok && old.gen <= gen {
			delete(f.by, id)
		}
		return
	}
	if f.by == nil {
		f.by = map[uint64]failedSave{}
	}
	f.by[id] = failedSave{title: title, text: text, gen: gen, err: err}
}

// take returns and forgets the failed saves of chapters other than
// except (the chapter shown, whose text the editor has).
func (f *failedSaves) take(except uint64) map[uint64]failedSave {
	f.mu.Lock()
	defer f.mu.Unlock()
	out := map[uint64]failedSave{}
	for id, s := range f.by {
		if id != except {
			out[id] = s
			delete(f.by, id)
		}
	}
	return out
}

// closeSaveError is a save at close that failed: the chapter's title,
// the save's error and the crash journal's (nil: the text is in it).
type closeSaveError struct {
	title         string
	save, journal error
	chapterID     uint64
}

func (e *closeSaveError) Error() string {
	if e.journal != nil {
		return fmt.Sprintf("saving chapter %d at close: %v (crash journal: %v)", e.chapterID, e.save, e.journal)
	}
	return fmt.Sprintf("saving chapter %d at close: %v", e.chapterID, e.save)
}

func (e *closeSaveError) Unwrap() error { return e.save }

// finalSave saves what the editor holds as the window closes, on the UI
// goroutine: the queue's saves and journal writes, of earlier snapshots,
// run first (at most closeWait), then saveAtClose saves the rest. It
// returns saveAtClose's failure, the editor then showing the chapter as
// not saved.
func (e *editor) finalSave() error {
	e.stopSaveTimers()
	e.u.waitBackground(closeWait)
	err := e.saveAtClose()
	e.refreshIndicator()
	return err
}

// saveAtClose saves, once the background queue is done, the text as it
// stands unless it is known to be stored, and the chapters left whose
// background save failed. A save the queue ran meanwhile is not known to
// have worked, its result being still on its way to the UI goroutine
// (and dropped there once closing), so the text is saved again: an
// identical save is one read. Each failure is journaled, and the first
// returned (closeSaveError says whether the journal has the text). It
// touches no widget: Close runs it, perhaps after Fyne's loop ended.
func (e *editor) saveAtClose() error {
	var first error
	fail := func(id uint64, title, text string, err error) {
		e.u.log.Error("saving chapter at close failed", "chapter", id, "err", err)
		jerr := e.u.eng.JournalChapter(id, title, text)
		if jerr != nil {
			e.u.log.Error("writing the crash journal at close failed", "chapter", id, "err", jerr)
		}
		if first == nil {
			first = &closeSaveError{title: title, save: err, journal: jerr, chapterID: id}
		}
	}
	for id, s := range e.failed.take(e.chapterID) {
		if _, err := e.saveChapter(id, s.title, s.text); err != nil {
			e.failed.record(id, s.gen, s.title, s.text, err) // tried again at the next close
			fail(id, s.title, s.text, err)
		}
	}
	if e.chapterID == 0 || e.state == stateClean {
		return first
	}
	title, text := e.title.Text, e.text.Text()
	if _, err := e.saveChapter(e.chapterID, title, text); err != nil {
		e.state, e.saveErr = stateFailed, err
		fail(e.chapterID, title, text, err)
		return first
	}
	e.state, e.saveErr = stateClean, nil
	return first
}

// requestClose runs when the author closes the window (its close button,
// File › Quit, Ctrl+Q): the editor's text is saved, and the window closes
// once it is stored. When it cannot be, the window stays open and asks
// what to do (askCloseUnsaved).
func (u *UI) requestClose() {
	if u.closeAsk != nil {
		return // the notice is up; it answers this close too
	}
	if u.editor != nil {
		if err := u.editor.finalSave(); err != nil {
			u.askCloseUnsaved(err)
			return
		}
	}
	u.closeWindow()
}

// closeWindow ends the app: the exit watchdog is armed (Options.Quitting),
// the UI closed and the window with it.
func (u *UI) closeWindow() {
	if u.opts.Quitting != nil {
		u.opts.Quitting()
	}
	u.Close()
	u.win.Close()
}

// askCloseUnsaved tells the author that closing could not save their
// text, and whether the crash journal holds it, and offers Retry (the
// default: Enter), Quit Without Saving and Cancel (Esc), which keeps the
// window open to go on writing or copy the text elsewhere.
func (u *UI) askCloseUnsaved(err error) {
	var ce *closeSaveError
	if !errors.As(err, &ce) {
		ce = &closeSaveError{save: err}
	}
	// Three lines: what failed, why (the engine's words), where the text
	// is; the engine's reason may end in a full stop or not.
	lines := []string{tr("Chapter “{{.V}}” could not be saved.", displayTitle(strings.TrimSpace(ce.title))), firstLine(ce.save)}
	if ce.journal == nil {
		lines = append(lines, lang.L("Your typing is kept in the crash journal and comes back at the next start."))
	} else {
		lines = append(lines, lang.L("It could not be kept in the crash journal either: quitting now loses your latest typing."))
	}
	msg := strings.Join(lines, "\n")
	l := messageLabel(msg)
	d := dialog.NewCustomWithoutButtons(lang.L("Not saved"), l, u.win)
	answer := func(then func()) func() {
		return func() {
			u.closeAsk = nil
			d.Hide()
			then()
		}
	}
	retry := widget.NewButtonWithIcon(lang.L("Retry"), theme.ViewRefreshIcon(), answer(u.requestClose))
	retry.Importance = widget.HighImportance
	quit := widget.NewButtonWithIcon(lang.L("Quit Without Saving"), theme.LogoutIcon(), answer(u.closeWindow))
	quit.Importance = widget.DangerImportance
	cancel := widget.NewButtonWithIcon(lang.L("Cancel"), theme.CancelIcon(), answer(func() {
		if ed := u.editor; ed != nil && ed.chapterID != 0 {
			u.win.Canvas().Focus(ed.text)
		}
	}))
	d.SetButtons([]fyne.CanvasObject{cancel, quit, retry})
	u.closeAsk = d
	u.fitMessage(d, l, 3*retry.MinSize().Width)
	d.Show()
}
