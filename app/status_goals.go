package app

import (
	"strings"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// goalStatus is the status bar's goal progress: today's and this
// session's net writing against their targets, and the book's size
// against its target. It is empty until the project has a goal.
type goalStatus struct {
	u     *UI
	label *widget.Label
	// seq drops answers that a newer refresh overtook.
	seq int
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
	g.seq++
	seq := g.seq
	if pid == 0 {
		g.label.SetText("")
		return
	}
	g.u.background(func() {
		p, err := g.u.eng.GoalProgress(pid)
		g.u.do(func() {
			if seq != g.seq {
				return
			}
			if err != nil {
				g.label.SetText("")
				return
			}
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
			g.label.SetText(strings.Join(parts, " · "))
		})
	})
}

// signed groups a net count's digits and always shows its sign.
func signed(n int) string {
	if n < 0 {
		return "−" + groupDigits(-n)
	}
	return "+" + groupDigits(n)
}
