package app

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
	if tab := prefs.IntWithFallback(prefPanelTab, 0); tab > 0 && tab < len(u.rightTab.Items) {
		u.rightTab.SelectIndex(tab)
	}
}

// saveLayout records the dividers and the tab for restoreLayout.
func (u *UI) saveLayout() {
	prefs := u.app.Preferences()
	for i, key := range []string{prefSidebarSplit, prefPanelSplit} {
		if s := u.splits[i]; s != nil {
			prefs.SetFloat(key, s.Offset)
		}
	}
	if u.rightTab != nil {
		prefs.SetInt(prefPanelTab, u.rightTab.SelectedIndex())
	}
}
