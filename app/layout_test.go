package app

import "testing"

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
	if got := [3]any{prefs.Float(prefSidebarSplit), prefs.Float(prefPanelSplit), prefs.Int(prefPanelTab)}; got != [3]any{0.3, 0.7, 5} {
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
		prefs.SetInt(prefPanelTab, tt.tab)
		u.restoreLayout()
		if got := [2]float64{u.splits[0].Offset, u.splits[1].Offset}; got != tt.want || u.rightTab.SelectedIndex() != tt.wantTab {
			t.Errorf("stored %v %v tab %d: restored %v tab %d, want %v tab %d", tt.sidebar, tt.panel, tt.tab, got, u.rightTab.SelectedIndex(), tt.want, tt.wantTab)
		}
	}
}
