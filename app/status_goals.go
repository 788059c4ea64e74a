package app

import (
	"fmt"
	"strconv"
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
	// setText shows a line in the label (the status bar lays itself out
	// again).
	setText func(string)
}

func newGoalStatus(u *UI) *goalStatus {
	g := &goalStatus{u: u, label: widget.NewLabel("")}
	g.setText = g.label.SetText
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
	g.progress.showGoal(g.u, g.read, goalLine, g.setText)
}

// read reads a project's goal progress, when it has a target: without
// one there is nothing to show, and the progress would count the whole
// book first.
func (g *goalStatus) read(projectID uint64) (engine.GoalProgress, error) {
	goals, err := g.u.eng.Goals(projectID)
	var p engine.GoalProgress
	if err == nil && (goals.Daily > 0 || goals.Session > 0 || goals.Target > 0) {
		p, err = g.u.eng.GoalProgress(projectID)
	}
	return p, err
}

// showGoal shows line(p) through setText, p being the current project's
// goal progress, which read reads in the background (it counts the
// book); the text is empty without a project or when the read fails. The
// status bar and focus mode's session count show their lines so.
func (n *newestOnly) showGoal(u *UI, read func(projectID uint64) (engine.GoalProgress, error), line func(engine.GoalProgress) string, setText func(string)) {
	pid := u.state.projectID()
	if pid == 0 {
		n.cancel()
		setText("")
		return
	}
	n.refresh(u, func() func() {
		p, err := read(pid)
		return func() {
			if err != nil {
				setText("")
				return
			}
			setText(line(p))
		}
	})
}

// goalLine is the status bar's line for goal progress p: today's,
// this session's and the book's, for the targets that are set.
func goalLine(p engine.GoalProgress) string {
	// The target carries the unit, in the target's plural: a daily
	// target of 1 read "today +122 / 1 words".
	m := p.Goals.Mode
	var parts []string
	if p.Goals.Daily > 0 {
		parts = append(parts, lang.L("today {{.N}} / {{.Target}}", map[string]any{"N": progress(p.Today), "Target": countText(m, p.Goals.Daily)}))
	}
	if p.Goals.Session > 0 {
		parts = append(parts, lang.L("session {{.N}} / {{.Target}}", map[string]any{"N": progress(p.Session), "Target": countText(m, p.Goals.Session)}))
	}
	if p.Goals.Target > 0 {
		parts = append(parts, tr("book {{.V}}%", bookPercent(p.Total, p.Goals.Target)))
	}
	return strings.Join(parts, " · ")
}

// progress is a day's or a session's change toward its target: signed
// (+122, −40), and a bare 0 when nothing was written, as "0 / 500 words"
// reads; "today +0 / 500 words" counted a change that never was.
func progress(n int) string {
	if n == 0 {
		return groupDigits(0)
	}
	return signed(n)
}

// bookPercent is how much of target total is, in percent, cut down (100
// only once it is reached) to as many decimals as show progress: two
// below 1%, one below 10%, none above. A novel's target is hundreds of
// thousands of 字, and in whole percents the first 3,000 字 of a 300,000
// 字 book read "book 0%" day after day. Zeros that end the decimals are
// dropped (4%, not 4.0%); a start smaller than 0.01% reads "<0.01".
func bookPercent(total, target int) string {
	if target <= 0 || total <= 0 {
		return "0"
	}
	// In hundredths of a percent, whole numbers: no float rounding up.
	hundredths := int64(total) * 10_000 / int64(target)
	whole, frac := hundredths/100, hundredths%100
	switch {
	case hundredths == 0:
		return "<0.01"
	case whole >= 10:
		return strconv.FormatInt(whole, 10)
	case whole >= 1:
		return trimZeros(fmt.Sprintf("%d.%d", whole, frac/10))
	}
	return trimZeros(fmt.Sprintf("0.%02d", frac))
}

// trimZeros drops the zeros that end a decimal fraction, and its point
// with them (4.0 is 4, 0.10 is 0.1).
func trimZeros(s string) string {
	return strings.TrimSuffix(strings.TrimRight(s, "0"), ".")
}
