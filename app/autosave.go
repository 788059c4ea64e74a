package app

import (
	"errors"
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
)

// No lost keystrokes. The editor saves a chapter after a pause in typing
// (Options.AutosaveDelay); these two add what a pause-only autosave
// misses while the author keeps typing:
//
//   - a maximum interval: the edits are saved at most
//     AutosaveMaxInterval after the first unsaved keystroke, pause or not;
//   - the crash journal: every JournalInterval while there are unsaved
//     edits, a snapshot of the text goes to engine.JournalChapter, which
//     keeps it on disk until the save; the next start replays it (the
//     engine does, at Open) and showRecovered tells the author.
//
// Both hand a snapshot (two immutable strings) to the UI's background
// queue, so the keystroke itself only checks a timer. The queue runs the
// journal writes and the saves in snapshot order, which is what the
// engine's journal needs (a save supersedes every earlier journal).
const (
	// DefaultAutosaveMaxInterval bounds how long continuous typing goes
	// unsaved.
	DefaultAutosaveMaxInterval = 3 * time.Second
	// DefaultJournalInterval is how often unsaved typing is journaled: a
	// crash loses at most this much plus one disk write.
	DefaultJournalInterval = 400 * time.Millisecond
)

// autosave is the editor's state for the maximum-interval save and the
// crash journal. It lives on the UI goroutine like the rest of editor.
type autosave struct {
	// maxTimer saves at the maximum interval; nil when no unsaved edit
	// is waiting for it.
	maxTimer *time.Timer
	// journalTimer writes the next journal snapshot; nil when none is due.
	journalTimer *time.Timer
	// journalGen is the saveGen of the last snapshot handed to the
	// journal; journalQueued says that write has not run yet.
	journalGen    int
	journalQueued bool
}

// unsavedEdit runs on every keystroke after edited's bookkeeping: it
// starts the maximum-interval timer and the journal timer unless they
// are already running. Neither is restarted by later keystrokes.
func (e *editor) unsavedEdit() {
	if e.maxTimer == nil {
		e.maxTimer = e.afterOnUI(e.u.opts.AutosaveMaxInterval, func(t *time.Timer) {
			if e.maxTimer == t {
				e.save(false)
			}
		})
	}
	e.scheduleJournal()
}

// afterOnUI runs fn(timer) on the UI goroutine after d. fn gets its own
// timer so it can tell whether it was stopped or replaced meanwhile.
func (e *editor) afterOnUI(d time.Duration, fn func(*time.Timer)) *time.Timer {
	var t *time.Timer
	t = time.AfterFunc(d, func() { e.u.do(func() { fn(t) }) })
	return t
}

func (e *editor) stopMaxTimer() {
	if e.maxTimer != nil {
		e.maxTimer.Stop()
		e.maxTimer = nil
	}
}

func (e *editor) stopJournalTimer() {
	if e.journalTimer != nil {
		e.journalTimer.Stop()
		e.journalTimer = nil
	}
}

func (e *editor) scheduleJournal() {
	if e.journalTimer != nil {
		return
	}
	e.journalTimer = e.afterOnUI(e.u.opts.JournalInterval, func(t *time.Timer) {
		if e.journalTimer == t {
			e.journalTimer = nil
			e.journal()
		}
	})
}

// journal hands the current text to the crash journal when it changed
// since the last snapshot and is not saved yet.
func (e *editor) journal() {
	id := e.chapterID
	if id == 0 || e.state == stateClean || e.journalGen == e.saveGen {
		return
	}
	if e.journalQueued {
		// The queue is busy (a long save or load): try again next time
		// rather than pile up snapshots.
		e.scheduleJournal()
		return
	}
	title, text := e.title.Text, e.text.Text() // O(length), every 400 ms at most, never per keystroke
	seq := e.u.writes.ticket()
	e.journalGen, e.journalQueued = e.saveGen, true
	e.u.background(func() {
		// Closing saves on the UI goroutine after the queue; a snapshot
		// that runs after that save is older than the stored text, and
		// writeOrder refuses it.
		err := e.journalChapter(seq, id, title, text)
		if errors.Is(err, errSuperseded) {
			err = nil
		}
		e.u.do(func() {
			e.journalQueued = false
			if err != nil && !errors.Is(err, engine.ErrNotFound) {
				e.u.log.Error("writing the crash journal failed", "chapter", id, "err", err)
			}
		})
	})
}

// showRecovered tells the author what the engine took back from the crash
// journal when it opened the data folder.
func (u *UI) showRecovered() {
	recs := u.eng.Recovered()
	if len(recs) == 0 {
		return
	}
	lines := make([]string, len(recs))
	for i, r := range recs {
		lines[i] = recoveryNotice(r)
	}
	u.showInfo(lang.L("Unsaved typing recovered"), strings.Join(lines, "\n"))
}

// recoveryNotice is the one-line notice for one recovered chapter.
func recoveryNotice(r engine.Recovery) string {
	// An untitled chapter is named as the tree shows it: its id (#1)
	// means nothing to the author. The quotes are the catalogue's, as
	// the language quotes a title: 《》 in Chinese.
	name := displayTitle(r.Title)
	if r.Chars == 0 {
		return tr("Recovered unsaved edits in chapter “{{.V}}”.", name)
	}
	return quotedL("Recovered {{.N}} characters of unsaved typing in chapter “{{.Name}}”.", map[string]any{"N": groupDigits(r.Chars), "Name": name})
}

// startBackup takes the rolling snapshot that opening a data folder
// promises (README, "Backups and restoring"). It runs on its own goroutine,
// not the background queue: copying a large database must not delay
// opening the first chapter. Close waits for it.
func (u *UI) startBackup() {
	u.backupDone.Go(func() {
		if _, err := u.eng.Backup(engine.DefaultBackupKeep); err != nil {
			u.log.Error("the start-up backup failed", "err", err)
		}
	})
}
