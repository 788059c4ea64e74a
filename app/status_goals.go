package app

import (
	"strings"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
)

// goalStatus is the status bar's goal progress: today's and this
// session's net writing against their targets, and the book's size
// against its target. It is empty until the project has a goal.
type goalStatus struct {
	u     *UI
	label *widget.Label
	// progress refreshes the label (every save asks for a refresh).
	progress newestOnly
}

func newGoalStatus(u *UI) *goalStatus {
	g := &goalStatus{u: u, label: widget.NewLabel("")}
	g.label.Importance = widget.LowImportance
	u.state.subscribe(func(c stateChange) {
		if c == changeLibrary || c == changeProject {
			g.refresh()
		}
	})
	return g
}

// refresh reads the progress in the background (it counts the project).
func (g *goalStatus) refresh() {
	pid := g.u.state.projectID()
	if pid == 0 {
		g.progress.cancel()
		g.label.SetText("")
		return
	}
	g.progress.refresh(g.u, func() func() {
		// Without a target there is nothing to show, and the progress
		// would count the whole book first.
		goals, err := g.u.eng.Goals(pid)
		var p engine.GoalProgress
		if err == nil && (goals.Daily > 0 || goals.Session > 0 || goals.Target > 0) {
			p, err = g.u.eng.GoalProgress(pid)
		}
		return func() {
			if err != nil {
				g.label.SetText("")
				return
			}
			g.label.SetText(goalLine(p))
		}
	})
}

// goalLine is the status bar's line for goal progress p: today's,
// this session's and the book's, for the targets that are set.
func goalLine(p engine.GoalProgress) string {
	unit := unitName(p.Goals.Mode)
	var parts []string
	if p.Goals.Daily > 0 {
		parts = append(parts, lang.L("today {{.N}} / {{.Target}} {{.Unit}}", map[string]any{"N": signed(p.Today), "Target": groupDigits(p.Goals.Daily), "Unit": unit}))
	}
	if p.Goals.Session > 0 {
		parts = append(parts, lang.L("session {{.N}} / {{.Target}}", map[string]any{"N": signed(p.Session), "Target": groupDigits(p.Goals.Session)}))
	}
	if p.Goals.Target > 0 {
		parts = append(parts, tr("book {{.V}}%", p.Total*100/p.Goals.Target))
	}
	return strings.Join(parts, " · ")
}
