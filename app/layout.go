package app

import (
	"maps"

	"fyne.io/fyne/v2"
)

// The window's layout as the author left it: where the two dividers were
// dragged to and which side-panel tab was open come back at the next
// start (they were the defaults again, whatever the author had set up).
// They are display preferences, like the font size, kept per user rather
// than per data folder.
const (
	prefSidebarSplit = "layout.sidebar-split"
	prefPanelSplit   = "layout.panel-split"
	prefPanelTab     = "layout.panel-tab"
)

// layoutDefaults are the dividers' places at first start: a narrow
// sidebar, and the text wider than the side panel. A quarter of a
// 1400-px window holds the sidebar's toolbar in one row (344 px, as it
// had before it could wrap); in a smaller window it wraps.
var layoutDefaults = [2]float64{0.25, 0.6}

// restoreLayout puts the dividers and the side panel's tab where the last
// session left them. A stored place outside (0.05, 0.95) is not used: a
// divider there hides a pane.
func (u *UI) restoreLayout() {
	prefs := u.app.Preferences()
	for i, key := range []string{prefSidebarSplit, prefPanelSplit} {
		off := prefs.FloatWithFallback(key, layoutDefaults[i])
		if off <= 0.05 || off >= 0.95 {
			off = layoutDefaults[i]
		}
		u.splits[i].SetOffset(off)
	}
	// The tab is the data folder's (dataPref), as the caret is: Fyne's
	// preferences are one file for every InkFlow running, and each stored
	// its tab whenever its window lost focus, so a start came up on the
	// tab another window (another manuscript) had last, the Wiki's. The
	// key of one file for all is read when the folder has none yet.
	tab := prefs.IntWithFallback(u.dataPref(prefPanelTab), prefs.IntWithFallback(prefPanelTab, 0))
	if tab > 0 && tab < len(u.rightTab.Items) {
		u.rightTab.SelectIndex(tab)
	}
}

// storeSession records the dividers and the tab for restoreLayout, and
// where the caret is (editor.storeCaret), as one change of the
// preferences, or none when nothing moved since the last time.
//
// One change makes one save of Fyne's preferences file. Fyne 2.7.1 saves
// a change made within 100 ms of its last save 100 ms later instead, from
// a goroutine of its own; after its main loop has stopped that save runs
// beside the goroutine that watches the file, and the watcher could read
// the file between the save's truncating it and writing it: "Fyne error:
// Preferences load error: EOF" at exit (ending the app with SIGTERM did
// it one time in two, when Close still set the layout's keys one by one).
// New also runs this on the UI goroutine whenever the window loses focus
// and when Fyne quits on SIGINT or SIGTERM (OnExitedForeground), so that
// by the time Close runs after the loop there is nothing left to change.
func (u *UI) storeSession() {
	prefs := u.app.Preferences()
	values := map[string]any{}
	for i, key := range []string{prefSidebarSplit, prefPanelSplit} {
		if s := u.splits[i]; s != nil {
			values[key] = s.Offset
		}
	}
	if u.rightTab != nil {
		values[u.dataPref(prefPanelTab)] = u.rightTab.SelectedIndex()
	}
	if e := u.editor; e != nil && e.chapterID != 0 {
		values[u.dataPref(prefLastCaret)] = e.caretPref()
	}
	setPrefs(prefs, values)
}

// setPrefs sets the values that differ from the stored ones (float64,
// int or string) as one change when the preferences can take one (Fyne's
// do: WriteValues), else one by one.
func setPrefs(prefs fyne.Preferences, values map[string]any) {
	changed := map[string]any{}
	for key, v := range values {
		same := false
		switch v := v.(type) {
		case float64:
			same = prefs.FloatWithFallback(key, v+1) == v
		case int:
			same = prefs.IntWithFallback(key, v+1) == v
		case string:
			same = prefs.StringWithFallback(key, v+"?") == v
		}
		if !same {
			changed[key] = v
		}
	}
	if len(changed) == 0 {
		return
	}
	if w, ok := prefs.(interface{ WriteValues(func(map[string]any)) }); ok {
		w.WriteValues(func(m map[string]any) { maps.Copy(m, changed) })
		return
	}
	for key, v := range changed {
		switch v := v.(type) {
		case float64:
			prefs.SetFloat(key, v)
		case int:
			prefs.SetInt(key, v)
		case string:
			prefs.SetString(key, v)
		}
	}
}
