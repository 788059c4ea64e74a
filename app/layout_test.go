package app

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestLayoutComesBack: closing records where the dividers were dragged to
// and the side panel's tab, and the next start puts them back; a stored
// divider that would hide a pane is not used.
func TestLayoutComesBack(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	u, prefs := h.u, h.a.Preferences()
	u.splits[0].SetOffset(0.3)
	u.splits[1].SetOffset(0.7)
	u.rightTab.SelectIndex(5)
	u.Close()
	if got := [3]any{prefs.Float(prefSidebarSplit), prefs.Float(prefPanelSplit), prefs.Int(u.dataPref(prefPanelTab))}; got != [3]any{0.3, 0.7, 5} {
		t.Fatalf("stored %v, want the dividers at 0.3 and 0.7 and tab 5", got)
	}

	tests := []struct {
		sidebar, panel float64
		tab            int
		want           [2]float64
		wantTab        int
	}{
		{0.3, 0.7, 5, [2]float64{0.3, 0.7}, 5},
		{0.01, 0.99, 99, layoutDefaults, 0},
	}
	for _, tt := range tests {
		u.splits[0].SetOffset(0.5)
		u.splits[1].SetOffset(0.5)
		u.rightTab.SelectIndex(0)
		prefs.SetFloat(prefSidebarSplit, tt.sidebar)
		prefs.SetFloat(prefPanelSplit, tt.panel)
		prefs.SetInt(u.dataPref(prefPanelTab), tt.tab)
		u.restoreLayout()
		if got := [2]float64{u.splits[0].Offset, u.splits[1].Offset}; got != tt.want || u.rightTab.SelectedIndex() != tt.wantTab {
			t.Errorf("stored %v %v tab %d: restored %v tab %d, want %v tab %d", tt.sidebar, tt.panel, tt.tab, got, u.rightTab.SelectedIndex(), tt.want, tt.wantTab)
		}
	}
}

// TestSessionStoredAsOneChange: the dividers, the tab and the caret are
// stored as one change of the preferences, and none when nothing moved,
// whether the window loses focus (or Fyne quits on a signal) or Close
// runs. Close set them one by one: four saves of Fyne's file, three of
// them put off to a goroutine of Fyne's, whose save its file watcher
// could read half done once the loop had stopped ("Preferences load
// error: EOF").
func TestSessionStoredAsOneChange(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, c := h.addChapter("Frankenstein", "Chapter 5", "It was on a dreary night of November.")
	h.openInTree(p.ID, c.ID)
	u, prefs := h.u, h.a.Preferences()
	u.editor.text.SetCaret(9)
	u.splits[0].SetOffset(0.3)
	u.splits[1].SetOffset(0.7)
	u.rightTab.SelectIndex(2)
	changes := 0
	prefs.AddChangeListener(func() { changes++ })

	exited, ok := h.a.Lifecycle().(interface{ OnExitedForeground() func() })
	if !ok || exited.OnExitedForeground() == nil {
		t.Fatal("nothing stores the session when the window loses focus or Fyne quits")
	}
	exited.OnExitedForeground()()
	if changes != 1 {
		t.Fatalf("the session was stored in %d changes, want 1", changes)
	}
	u.Close()
	if changes != 1 {
		t.Fatalf("Close changed the preferences %d more times with nothing moved", changes-1)
	}
	want := strconv.FormatUint(c.ID, 10) + ":9"
	if got := [4]any{prefs.Float(prefSidebarSplit), prefs.Float(prefPanelSplit), prefs.Int(u.dataPref(prefPanelTab)), prefs.String(u.dataPref(prefLastCaret))}; got != [4]any{0.3, 0.7, 2, want} {
		t.Fatalf("stored %v", got)
	}
}

// TestCloseOffTheUIGoroutineDrawsNothing: Close, run as the exit
// watchdog runs it (on a goroutine of its own, Fyne's loop stopped or
// stuck), saves the chapter and the story-bible entry being written
// without touching a widget: the entry's "Saving…" and what background
// work hands back to the UI after it were drawn off the UI goroutine
// ("should have been called in fyne.Do", a recovered "GLFW not
// initialized").
func TestCloseOffTheUIGoroutineDrawsNothing(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, ui: Options{AutosaveDelay: time.Hour}})
	p, c := h.addChapter("Frankenstein", "Chapter 5", "It was on a dreary night of November.")
	h.openInTree(p.ID, c.ID)
	u, w := h.u, h.u.wiki
	u.editor.text.SetCaret(0)
	test.Type(u.editor.text, "Cold. ")
	w.newEntry()
	test.Type(w.title, "Clerval")
	test.Type(w.text, "Victor's friend from Geneva.")
	h.pump()
	state := w.state.Text

	// Work handed over before Close began is legitimate (background work
	// may finish between the pump above and Close): only what arrives
	// once Close has said the UI is ending counts.
	h.qmu.Lock()
	h.ending = &u.ending
	h.qmu.Unlock()
	done := make(chan struct{})
	go func() { u.Close(); close(done) }()
	<-done
	h.qmu.Lock()
	late := h.lateDispatches
	h.qmu.Unlock()
	if late != 0 {
		t.Errorf("%d UI updates were handed to the UI goroutine after Close", late)
	}
	if w.state.Text != state {
		t.Errorf("Close drew %q on the entry's state (was %q)", w.state.Text, state)
	}
	if ch, err := h.eng.Chapter(c.ID); err != nil || !strings.HasPrefix(ch.Text, "Cold. It was") {
		t.Errorf("the chapter was not saved: %q, %v", ch.Text, err)
	}
	if ws, err := h.eng.WikiEntries(p.ID); err != nil || len(ws) != 1 || ws[0].Title != "Clerval" {
		t.Errorf("the entry was not saved: %+v, %v", ws, err)
	}
}

// TestStopDrawingDropsUIUpdates: once the desktop main says the app is
// ending (a signal), what background work hands to the UI is not run:
// after Fyne's loop stopped it ran on the background goroutine itself,
// off the UI goroutine, and reached a GLFW already terminated.
func TestStopDrawingDropsUIUpdates(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	ran := false
	h.u.do(func() { ran = true })
	h.pump()
	if !ran {
		t.Fatal("a UI update was not run while the app runs")
	}
	ran = false
	h.u.StopDrawing()
	h.u.do(func() { ran = true })
	h.pump()
	if ran {
		t.Error("a UI update ran after StopDrawing")
	}
}

// TestPanelTabIsTheDataFolders: Fyne's preferences are one file for
// every InkFlow running, and each window stored its side panel tab when
// it lost focus, so a start came up on another window's tab (the Wiki).
// The tab is stored for the data folder; the shared key of an earlier
// version is read only while the folder has none.
func TestPanelTabIsTheDataFolders(t *testing.T) {
	tests := []struct {
		name        string
		shared, own int // -1: not stored
		wantTab     int
	}{
		{"another window stored the Wiki", 2, 5, 5},
		{"the folder's own is Search", 2, 0, 0},
		{"stored by an earlier version only", 4, -1, 4},
		{"nothing stored", -1, -1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true})
			u, prefs := h.u, h.a.Preferences()
			prefs.RemoveValue(prefPanelTab)
			prefs.RemoveValue(u.dataPref(prefPanelTab))
			if tt.shared >= 0 {
				prefs.SetInt(prefPanelTab, tt.shared)
			}
			if tt.own >= 0 {
				prefs.SetInt(u.dataPref(prefPanelTab), tt.own)
			}
			u.rightTab.SelectIndex(0)
			u.restoreLayout()
			if got := u.rightTab.SelectedIndex(); got != tt.wantTab {
				t.Errorf("came up on tab %d, want %d", got, tt.wantTab)
			}
		})
	}
}

// TestPanelTabComesBackAtStart: the side panel's tab the last session
// left for the data folder is the one the window opens on, after the
// whole start (the sidebar loaded, the last chapter reopened).
func TestPanelTabComesBackAtStart(t *testing.T) {
	for _, tab := range []int{2, 5} {
		h := newHarness(t, harnessOptions{noModel: true, prefs: func(p fyne.Preferences, dataPref func(string) string) {
			p.SetInt(dataPref(prefPanelTab), tab)
		}})
		h.pump()
		if got := h.u.rightTab.SelectedIndex(); got != tab {
			t.Errorf("the window opened on tab %d, the last session left %d", got, tab)
		}
	}
}
