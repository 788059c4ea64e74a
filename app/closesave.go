package app

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
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

// defaultCloseWait bounds how long closing waits for the background
// queue (the saves and journal writes queued before it) on the UI
// goroutine (UI.closeWait).
const defaultCloseWait = 5 * time.Second

// writeOrder keeps the writes of one chapter (its saves and crash-journal
// snapshots) or one story-bible entry in the order their snapshots were
// taken. The background queue runs them in that order, but closing saves
// on the UI goroutine once the queue is done or closeWait has passed: a
// save still queued then (behind a slow import, a slow disk) ran after
// the save at close and put the older text back over it, or its journal
// snapshot, applied at the next start, did. Each snapshot takes a ticket
// on the UI goroutine, and a write whose ticket is older than one already
// written for the same chapter or entry is refused (errSuperseded).
type writeOrder struct {
	// mu is held across each write, so a check and its write are one
	// step: the save at close waits for a write of the chapter under
	// way rather than race it.
	mu sync.Mutex
	// issued is the last ticket handed out; not under mu, which a slow
	// write holds, so taking a ticket never waits on the disk.
	issued atomic.Uint64
	// written is, for each chapter or entry, the newest ticket written.
	written map[writeKey]uint64
}

// writeKey names what a write stores: a chapter or a story-bible entry.
type writeKey struct {
	entry bool
	id    uint64
}

func chapterKey(id uint64) writeKey { return writeKey{id: id} }
func entryKey(id uint64) writeKey   { return writeKey{entry: true, id: id} }

// errSuperseded is a write refused because a newer snapshot of its
// chapter or entry is already written: nothing is lost by it.
var errSuperseded = errors.New("a newer version is already written")

// ticket numbers a snapshot about to be handed to a write. It runs on the
// UI goroutine, where snapshots are taken, so tickets follow them.
func (o *writeOrder) ticket() uint64 { return o.issued.Add(1) }

// write runs fn, the write of snapshot seq, unless a newer snapshot of
// key() is written; key is read under the lock and again after fn (an
// entry's first save gives it its id; a zero id is not checked). It
// returns fn's error or errSuperseded.
func (o *writeOrder) write(seq uint64, key func() writeKey, fn func() error) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if k := key(); k.id != 0 && seq < o.written[k] {
		return errSuperseded
	}
	if err := fn(); err != nil {
		return err
	}
	if k := key(); k.id != 0 && seq > o.written[k] {
		if o.written == nil {
			o.written = map[writeKey]uint64{}
		}
		o.written[k] = seq
	}
	return nil
}

// storeChapter saves snapshot seq of a chapter through e.saveChapter,
// unless a newer one is written.
func (e *editor) storeChapter(seq, id uint64, title, text string) (engine.SaveResult, error) {
	var res engine.SaveResult
	err := e.u.writes.write(seq, func() writeKey { return chapterKey(id) }, func() error {
		var err error
		res, err = e.saveChapter(id, title, text)
		return err
	})
	return res, err
}

// journalChapter writes snapshot seq of a chapter to the crash journal,
// unless a newer one is written: a journal is applied at the next start
// over the text it was written on, so an older one written after the
// save at close would bring older text back.
func (e *editor) journalChapter(seq, id uint64, title, text string) error {
	return e.u.writes.write(seq, func() writeKey { return chapterKey(id) }, func() error {
		return e.u.eng.JournalChapter(id, title, text)
	})
}

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
// snapshot's ticket (writeOrder) and why it failed.
type failedSave struct {
	title, text string
	seq         uint64
	err         error
}

// record notes the outcome of a background save of chapter id's snapshot
// seq: a failure is kept, a success (or a refusal for a newer snapshot
// written) clears an earlier failure of the chapter.
func (f *failedSaves) record(id, seq uint64, title, text string, err error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err == nil || errors.Is(err, engine.ErrNotFound) || errors.Is(err, errSuperseded) {
		if old, ok := f.by[id]; ok && old.seq <= seq {
			delete(f.by, id)
		}
		return
	}
	if f.by == nil {
		f.by = map[uint64]failedSave{}
	}
	f.by[id] = failedSave{title: title, text: text, seq: seq, err: err}
}

// get returns chapter id's failed save, if one is waiting.
func (f *failedSaves) get(id uint64) (failedSave, bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	s, ok := f.by[id]
	return s, ok
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

// closeSaveError is a save at close that failed: what was being saved (a
// chapter, or a story-bible entry), its title, the save's error and the
// crash journal's (nil: the text is in it; an entry has no journal).
type closeSaveError struct {
	title         string
	entry         bool
	save, journal error
	id            uint64
}

func (e *closeSaveError) Error() string {
	what := fmt.Sprintf("chapter %d", e.id)
	if e.entry {
		what = fmt.Sprintf("story-bible entry %d (%q)", e.id, e.title)
	}
	if e.journal != nil {
		return fmt.Sprintf("saving %s at close: %v (crash journal: %v)", what, e.save, e.journal)
	}
	return fmt.Sprintf("saving %s at close: %v", what, e.save)
}

func (e *closeSaveError) Unwrap() error { return e.save }

// finalSave saves what the editor holds as the window closes, on the UI
// goroutine: the queue's saves and journal writes, of earlier snapshots,
// run first (at most UI.closeWait), then saveAtClose saves the rest. It
// returns saveAtClose's failure, the editor then showing the chapter as
// not saved.
func (e *editor) finalSave() error {
	e.stopSaveTimers()
	e.u.waitBackground(e.u.closeWait)
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
	fail := func(seq, id uint64, title, text string, err error) {
		e.u.log.Error("saving chapter at close failed", "chapter", id, "err", err)
		jerr := e.journalChapter(seq, id, title, text)
		if errors.Is(jerr, errSuperseded) {
			jerr = nil // a newer text of the chapter is written
		}
		if jerr != nil {
			e.u.log.Error("writing the crash journal at close failed", "chapter", id, "err", jerr)
		}
		if first == nil {
			first = &closeSaveError{title: title, save: err, journal: jerr, id: id}
		}
	}
	for id, s := range e.failed.take(e.chapterID) {
		if _, err := e.storeChapter(s.seq, id, s.title, s.text); err != nil && !errors.Is(err, errSuperseded) {
			e.failed.record(id, s.seq, s.title, s.text, err) // tried again at the next close
			fail(s.seq, id, s.title, s.text, err)
		}
	}
	if e.chapterID == 0 || e.state == stateClean {
		return first
	}
	title, text, seq := e.title.Text, e.text.Text(), e.u.writes.ticket()
	if _, err := e.storeChapter(seq, e.chapterID, title, text); err != nil {
		e.state, e.saveErr = stateFailed, err
		fail(seq, e.chapterID, title, text, err)
		return first
	}
	e.state, e.saveErr = stateClean, nil
	return first
}

// requestClose runs when the author closes the window (its close button,
// File › Quit, Ctrl+Q): the editor's text and the story-bible entry in
// its form are saved, and the window closes once they are stored. When
// one cannot be, the window stays open and asks what to do
// (askCloseUnsaved), about the chapter first.
func (u *UI) requestClose() {
	if u.closeAsk != nil {
		return // the notice is up; it answers this close too
	}
	var first error
	if u.editor != nil {
		first = u.editor.finalSave()
	} else {
		u.waitBackground(u.closeWait)
	}
	if u.wiki != nil {
		if err := u.wiki.saveAtClose(); first == nil {
			first = err
		}
	}
	if first != nil {
		u.askCloseUnsaved(first)
		return
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
	// Three lines: what failed, why, where the text is; then, quieter,
	// the system's own words for the why (the file, the error), which
	// someone helping the author may need.
	name := displayTitle(strings.TrimSpace(ce.title))
	what := tr("Chapter “{{.V}}” could not be saved.", name)
	if ce.entry {
		what = tr("Story-bible entry “{{.V}}” could not be saved.", name)
	}
	lines := []string{what, saveFailureReason(ce.save)}
	switch {
	case ce.entry:
		lines = append(lines, lang.L("Quitting now loses your latest changes to this entry."))
	case ce.journal == nil:
		lines = append(lines, lang.L("Your typing is kept in the crash journal and comes back at the next start."))
	default:
		lines = append(lines, lang.L("It could not be kept in the crash journal either: quitting now loses your latest typing."))
	}
	msg := strings.Join(lines, "\n")
	l := messageLabel(msg)
	detail := newProseLabel(tr("Details: {{.V}}", saveFailureDetail(ce.save)))
	detail.Alignment = fyne.TextAlignCenter
	detail.Importance = widget.LowImportance
	detail.SizeName = theme.SizeNameCaptionText
	detail.Refresh()
	d := dialog.NewCustomWithoutButtons(lang.L("Not saved"), container.NewVBox(l, detail), u.win)
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
	detail.Resize(fyne.NewSize(l.Size().Width, detail.MinSize().Height))
	d.Resize(fyne.NewSize(d.MinSize().Width, d.MinSize().Height))
	d.Show()
}

// saveFailureReason says in a sentence, in the interface language, why a
// save failed, as the author can act on it: the engine's words ("engine:
// save chapter 3: write /x/inkflow.db: no space left on device") were
// the notice's English reason line.
func saveFailureReason(err error) string {
	switch {
	case engine.IsDiskFull(err):
		return lang.L("The disk is full: free some space on it, then choose Retry.")
	case errors.Is(err, syscall.EROFS):
		return lang.L("The disk that holds your data folder is read-only.")
	case errors.Is(err, fs.ErrPermission):
		return lang.L("InkFlow is not allowed to write to its data folder.")
	case errors.Is(err, syscall.EIO):
		return lang.L("The disk reported an error while writing.")
	}
	return lang.L("InkFlow could not write to its data folder.")
}

// saveFailureDetail is the system's account of a failed save: the file
// operation that failed, in the interface language where errorText knows
// it, without the engine's lead-in; else the whole error.
func saveFailureDetail(err error) string {
	if pe := (*fs.PathError)(nil); errors.As(err, &pe) {
		return firstLine(pe)
	}
	return firstLine(err)
}

// failedEntrySaves is failedSaves for the story bible: the queued saves
// of the entry form that failed, by sitting, until a later save of the
// sitting succeeds. One of an entry the author has left exists only here.
type failedEntrySaves struct {
	mu sync.Mutex
	by map[*wikiSitting]entrySave
}

// record notes the outcome of a queued save: a failure is kept, a success
// (or a refusal for a newer save written, or the entry deleted) clears an
// earlier failure of the sitting.
func (f *failedEntrySaves) record(es entrySave, err error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err == nil || errors.Is(err, engine.ErrNotFound) || errors.Is(err, errSuperseded) {
		if old, ok := f.by[es.sitting]; ok && old.seq <= es.seq {
			delete(f.by, es.sitting)
		}
		return
	}
	if f.by == nil {
		f.by = map[*wikiSitting]entrySave{}
	}
	f.by[es.sitting] = es
}

// take returns and forgets the failed saves of sittings other than
// except, and reports whether except's own save failed (also forgotten:
// the form holds its text).
func (f *failedEntrySaves) take(except *wikiSitting) (others []entrySave, own bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for s, es := range f.by {
		if s == except {
			own = true
		} else {
			others = append(others, es)
		}
		delete(f.by, s)
	}
	return others, own
}

// saveAtClose saves, once the background queue is done, the entry in the
// form unless it is known to be stored, and the entries left whose queued
// save failed, as editor.saveAtClose does for chapters: a save that
// failed while closing waited had its result (an error dialog) dropped,
// and the entry's latest changes were lost without a word. It returns the
// first failure (a closeSaveError); it touches no widget but the form's
// state line, through setState.
func (p *wikiPanel) saveAtClose() error {
	var first error
	fail := func(es entrySave, err error) {
		p.u.log.Error("saving story-bible entry at close failed", "entry", es.w.ID, "title", es.w.Title, "err", err)
		if first == nil {
			first = &closeSaveError{title: es.w.Title, entry: true, save: err, id: es.w.ID}
		}
	}
	if p.autosaveTimer != nil {
		p.autosaveTimer.Stop() // saved here; its failure is reported here
		p.autosaveTimer = nil
	}
	others, own := p.failed.take(p.sitting)
	for _, es := range others {
		if _, err := p.writeEntry(es); err != nil && !errors.Is(err, errSuperseded) && !errors.Is(err, engine.ErrNotFound) {
			p.failed.record(es, err) // tried again at the next close
			fail(es, err)
		}
	}
	if !p.editing || !p.dirty && !own {
		return first
	}
	es, ok := p.snapshot(false)
	if !ok {
		return first
	}
	w, err := p.writeEntry(es)
	switch {
	case err == nil:
		if p.current == 0 {
			p.current = w.ID
		}
		p.keptFor, p.storedTitle = w.ID, w.Title
		p.setState(lang.L("Saved"))
	case errors.Is(err, errSuperseded), errors.Is(err, engine.ErrNotFound):
	default:
		p.dirty = true // Cancel goes back to an entry marked unsaved
		p.setState(lang.L("Unsaved changes"))
		fail(es, err)
	}
	return first
}
