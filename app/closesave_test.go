package app

import (
	"errors"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"inkflow/engine"
)

// errDiskFull stands in for a failing disk: bbolt cannot be made to fail
// on demand, so the store is the real engine behind a switch.
var errDiskFull = errors.New("write /data/inkflow.db: no space left on device")

// flakyStore wraps the engine's SaveChapter: while failing is set, or
// for the next failNext calls, a save fails (after delay, as a slow disk
// would) instead of reaching the engine.
type flakyStore struct {
	mu       sync.Mutex
	eng      *engine.Engine
	failing  bool
	failNext int
	delay    time.Duration
	calls    int
}

func (f *flakyStore) save(id uint64, title, text string) (engine.SaveResult, error) {
	f.mu.Lock()
	f.calls++
	fail := f.failing || f.failNext > 0
	if f.failNext > 0 {
		f.failNext--
	}
	delay := f.delay
	f.mu.Unlock()
	if fail {
		time.Sleep(delay)
		return engine.SaveResult{}, errDiskFull
	}
	return f.eng.SaveChapter(id, title, text)
}

func (f *flakyStore) set(failing bool) {
	f.mu.Lock()
	f.failing = failing
	f.mu.Unlock()
}

// closingHarness opens a chapter with autosaves that never fire on their
// own, its store behind a flakyStore, and types into it.
func closingHarness(t *testing.T, typed string) (*harness, engine.Chapter, *flakyStore) {
	t.Helper()
	h := newHarness(t, harnessOptions{noModel: true, ui: Options{AutosaveDelay: time.Hour, AutosaveMaxInterval: time.Hour, JournalInterval: time.Hour}})
	p, c := h.addChapter("三国", "第一回", "话说天下大势。")
	h.openInTree(p.ID, c.ID)
	store := &flakyStore{eng: h.eng}
	ed := h.u.editor
	ed.saveChapter = store.save
	h.u.win.Canvas().Focus(ed.text)
	ed.text.SetCaret(7)
	typeInto(ed.text, typed)
	return h, c, store
}

// windowsOpen is how many windows the test app has.
func (h *harness) windowsOpen() int { return len(h.a.Driver().AllWindows()) }

// TestCloseRetriesASaveThatFailedInTheQueue: the autosave of the last
// typing, under way as the author quits (or a signal ends the app),
// fails; closing saves the text again and it is stored. The failure's
// result was dropped (the UI draws nothing once closing) and left the
// editor "saving", so Close saved nothing and journaled nothing: the
// typing was lost without a word.
func TestCloseRetriesASaveThatFailedInTheQueue(t *testing.T) {
	tests := []struct {
		name  string
		close func(u *UI)
	}{
		{"the window closed", func(u *UI) { u.requestClose() }},
		{"SIGTERM (UI.Close alone)", func(u *UI) { u.StopDrawing(); u.Close(); u.win.Close() }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, c, store := closingHarness(t, "分久必合。")
			store.failNext, store.delay = 1, 100*time.Millisecond
			h.u.editor.save(false) // the autosave, failing slowly
			open := h.windowsOpen()
			tt.close(h.u)
			h.pump()
			h.winClosed = true
			if n := h.windowsOpen(); n != open-1 {
				t.Fatalf("closing left %d windows open, want %d", n, open-1)
			}
			got, err := h.eng.Chapter(c.ID)
			if err != nil || got.Text != "话说天下大势。分久必合。" {
				t.Fatalf("stored %q (%v), want the typing saved at close", got.Text, err)
			}
			if store.calls < 2 {
				t.Fatalf("the store was asked %d times, want the failed save made again", store.calls)
			}
		})
	}
}

// TestCloseKeepsWindowWhenSaveFails: when the save at close keeps
// failing, the window stays open with a notice saying so and where the
// text is, and each answer does what it says: Retry saves (the disk has
// room again) and closes, Quit Without Saving closes with the typing in
// the crash journal, Cancel goes back to writing, and a later close saves
// it all. The window closed and the text was gone.
func TestCloseKeepsWindowWhenSaveFails(t *testing.T) {
	const (
		before = "话说天下大势。"
		typed  = "分久必合。"
		more   = "合久必分。"
	)
	tests := []struct {
		name string
		// noJournal makes the crash journal unwritable too.
		noJournal bool
		answer    string
		// fixed: the store works again before the answer.
		fixed bool
		// want is what the next start finds in the chapter (stored, or
		// recovered from the journal); closed whether the answer closes.
		want   string
		closed bool
	}{
		{"Retry once the disk has room", false, "Retry", true, before + typed, true},
		{"Retry while it still fails", false, "Retry", false, before + typed, false},
		{"Quit Without Saving, typing in the journal", false, "Quit Without Saving", false, before + typed, true},
		{"Cancel, write on, close again", false, "Cancel", true, before + typed + more, false},
		{"journal unwritable too, Cancel", true, "Cancel", true, before + typed + more, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, c, store := closingHarness(t, typed)
			store.set(true)
			dir := h.eng.DataDir()
			if tt.noJournal {
				// A file where the journal's folder goes: no journal
				// can be written (chmod does not stop root).
				jdir := filepath.Join(dir, engine.JournalDir)
				if err := os.RemoveAll(jdir); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(jdir, nil, 0o600); err != nil {
					t.Fatal(err)
				}
			}
			ed, cv := h.u.editor, h.u.win.Canvas()
			open := h.windowsOpen()
			h.u.requestClose()
			h.pump()
			if n := h.windowsOpen(); n != open {
				h.winClosed = true
				t.Fatalf("a close whose save failed left %d windows, want %d (still open)", n, open)
			}
			top := cv.Overlays().Top()
			if top == nil || !findLabel(top, "“第一回” could not be saved.") || !findLabel(top, "no space left on device") {
				t.Fatal("no notice naming the chapter and the failure")
			}
			journal := "Your typing is kept in the crash journal"
			if tt.noJournal {
				journal = "It could not be kept in the crash journal either"
			}
			if !findLabel(top, journal) {
				t.Fatalf("the notice does not say %q", journal)
			}
			h.u.requestClose() // the close button again, the notice up
			h.pump()
			if h.windowsOpen() != open || cv.Overlays().Top() != top {
				t.Fatal("a second close under the notice closed or stacked another")
			}
			if ed.state != stateFailed {
				t.Fatalf("the editor says %q, want not saved", ed.indicatorText())
			}
			if tt.fixed {
				store.set(false)
			}
			h.tapDialogButton(tt.answer)
			h.pump()
			if tt.answer == "Cancel" {
				if cv.Focused() != fyne.Focusable(ed.text) {
					t.Fatalf("after Cancel the keyboard is in %T, want the text", cv.Focused())
				}
				typeInto(cv.Focused(), more)
				h.u.requestClose()
				h.pump()
			}
			closed := h.windowsOpen() == open-1
			if tt.answer == "Cancel" || tt.answer == "Retry" && tt.fixed {
				if !closed {
					t.Fatal("the close after the store worked again left the window open")
				}
			} else if closed != tt.closed {
				t.Fatalf("after %s the window closed: %v, want %v", tt.answer, closed, tt.closed)
			}
			if !closed {
				if cv.Overlays().Top() == nil {
					t.Fatal("a retry that failed again shows no notice")
				}
				store.set(false)
				h.tapDialogButton("Retry")
				h.pump()
				if h.windowsOpen() != open-1 {
					t.Fatal("Retry with the store working left the window open")
				}
			}
			h.winClosed = true
			h.close()
			eng, err := engine.Open(engine.Options{DataDir: dir, Logger: testLogger(t)})
			if err != nil {
				t.Fatal(err)
			}
			defer eng.Close()
			got, err := eng.Chapter(c.ID)
			if err != nil || got.Text != tt.want {
				t.Fatalf("the next start finds %q (%v), want %q", got.Text, err, tt.want)
			}
		})
	}
}

// TestCloseRetriesTheChapterLeft: the save of the chapter the author
// left (queued as the next one opened) failed; closing makes it again.
// Its text was nowhere else: the editor shows the other chapter.
func TestCloseRetriesTheChapterLeft(t *testing.T) {
	h, c, store := closingHarness(t, "分久必合。")
	_, c2 := h.addChapter("三国", "第二回", "且说董卓。")
	store.set(true)
	h.openInTree(c.ProjectID, c2.ID) // saves chapter one on the way: fails
	h.u.waitBackground(5 * time.Second)
	h.pump()
	store.set(false)
	open := h.windowsOpen()
	h.u.requestClose()
	h.pump()
	if n := h.windowsOpen(); n != open-1 {
		t.Fatalf("closing left %d windows open, want %d", n, open-1)
	}
	h.winClosed = true
	got, err := h.eng.Chapter(c.ID)
	if err != nil || got.Text != "话说天下大势。分久必合。" {
		t.Fatalf("chapter one stored %q (%v), want the typing saved at close", got.Text, err)
	}
}

// TestCloseAfterTheWaitKeepsTheNewestText: a save and a crash-journal
// snapshot of earlier typing are still queued behind a slow job when the
// author quits; closing waits closeWait, saves the text as it stands,
// and the queue's older writes, run afterwards, must not put the older
// text back. They did: the stored chapter lost the last typing, and a
// journal written after the save brought older text back at the next
// start.
func TestCloseAfterTheWaitKeepsTheNewestText(t *testing.T) {
	const (
		before = "话说天下大势。"
		first  = "分久必合，"
		second = "合久必分。"
		third  = "周末七国分争。"
	)
	tests := []struct {
		name  string
		close func(u *UI)
	}{
		{"the window closed", func(u *UI) { u.requestClose() }},
		{"SIGTERM (UI.Close alone)", func(u *UI) { u.StopDrawing(); u.Close(); u.win.Close() }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, c, _ := closingHarness(t, first)
			ed := h.u.editor
			h.u.closeWait = 100 * time.Millisecond
			release := make(chan struct{})
			h.u.background(func() { <-release }) // an import, a slow disk
			ed.save(false)                       // queued: before + first
			typeInto(ed.text, second)
			ed.journal() // queued: before + first + second
			typeInto(ed.text, third)
			want := before + first + second + third
			// The slow job ends once closing has stored the text.
			go func() {
				defer close(release)
				deadline := time.Now().Add(10 * time.Second)
				for time.Now().Before(deadline) {
					if got, err := h.eng.Chapter(c.ID); err == nil && got.Text == want {
						return
					}
					time.Sleep(5 * time.Millisecond)
				}
			}()
			tt.close(h.u) // returns once the queue has run (UI.Close waits for it)
			h.pump()
			h.winClosed = true
			got, err := h.eng.Chapter(c.ID)
			if err != nil || got.Text != want {
				t.Fatalf("stored %q (%v) after the queue ran, want %q", got.Text, err, want)
			}
			dir := h.eng.DataDir()
			h.close()
			eng, err := engine.Open(engine.Options{DataDir: dir, Logger: testLogger(t)})
			if err != nil {
				t.Fatal(err)
			}
			defer eng.Close()
			if got, err := eng.Chapter(c.ID); err != nil || got.Text != want {
				t.Fatalf("the next start finds %q (%v), want %q", got.Text, err, want)
			}
		})
	}
}
