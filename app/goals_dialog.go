package app

import (
	"errors"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
)

// historyDays is how many days the goals dialog's chart shows.
const historyDays = 30

// unitName names a count mode's unit for people.
func unitName(m engine.CountMode) string {
	return named(m, map[engine.CountMode]string{
		engine.CountWords: lang.L("words"),
		engine.CountChars: lang.L("characters"),
	}, lang.L("字"))
}

// goalsDialog is the goals dialog: the targets, where the project
// stands, and a chart of the net amount written each day.
type goalsDialog struct {
	u         *UI
	projectID uint64
	dlg       *dialog.ConfirmDialog
	// chinese is whether the book is Chinese, which sizes the examples.
	chinese bool

	mode                             *widget.Select
	target, deadline, daily, session *dialogEntry
	progress                         *proseLabel
	chart                            *historyChart
}

func (u *UI) showGoalsDialog() {
	p, ok := u.state.project(u.state.projectID())
	if !ok {
		u.showInfo(lang.L("Goals"), lang.L("Create or select a project first."))
		return
	}
	unknown := u.state.bookCountMode(p.ID) // read here: the state is the UI goroutine's
	u.background(func() {
		pr, perr := u.eng.GoalProgressOr(p.ID, unknown)
		days, herr := u.eng.WritingHistory(p.ID)
		u.do(func() {
			if perr != nil || herr != nil {
				u.showError(lang.L("Goals"), errors.Join(perr, herr))
				return
			}
			d := newGoalsDialog(u, p, pr, days, time.Now())
			d.dlg.Show()
			// The keyboard in the book's target, what the dialog is
			// opened to set (nothing had it: typing went nowhere).
			focusSelected(u.win.Canvas(), d.target)
		})
	})
}

// showUnit puts an example in the count mode's unit in the empty target
// boxes: they were blank, and a Chinese author could not tell whether
// 全书目标 was in 字, 字符 or 万字.
func (d *goalsDialog) showUnit(m engine.CountMode) {
	ex := goalExamples(d.chinese, m)
	for i, e := range []*dialogEntry{d.target, d.daily, d.session} {
		e.SetPlaceHolder(tr("e.g. {{.V}}", countText(m, ex[i])))
	}
}

// goalExamples are the book, daily and session targets the empty boxes
// give as examples, sized for the book: a Chinese web novel runs to
// 300,000 字 at 3,000 a day, an English novel to 80,000 words at 1,000
// a day (it was offered "e.g. 300,000 words", four novels' worth), and
// about five and a half times that in characters.
func goalExamples(chinese bool, m engine.CountMode) [3]int {
	switch {
	case chinese:
		return [3]int{300_000, 3_000, 1_000}
	case m == engine.CountChars:
		return [3]int{450_000, 5_000, 2_500}
	}
	return [3]int{80_000, 1_000, 500}
}

func newGoalsDialog(u *UI, p engine.Project, pr engine.GoalProgress, days []engine.DayWritten, today time.Time) *goalsDialog {
	d := &goalsDialog{u: u, projectID: p.ID, chinese: u.state.bookChinese(p.ID)}
	g := pr.Goals
	modes := map[string]engine.CountMode{}
	var labels []string
	for _, m := range []engine.CountMode{engine.CountZi, engine.CountChars, engine.CountWords} {
		modes[countModeName(m)] = m
		labels = append(labels, countModeName(m))
	}
	d.mode = newSelect(labels, nil)
	for label, m := range modes {
		if m == g.Mode {
			d.mode.SetSelected(label)
		}
	}
	// A target opens grouped (300,000) as the progress line says it; it
	// read 300000, six zeros to count. The box takes commas back.
	num := func(n int) *dialogEntry {
		e := newDialogEntry()
		if n > 0 {
			e.SetText(groupDigits(n))
		}
		return e
	}
	d.target, d.daily, d.session = num(g.Target), num(g.Daily), num(g.Session)
	d.showUnit(modes[d.mode.Selected])
	d.mode.OnChanged = func(label string) { d.showUnit(modes[label]) }
	d.deadline = newDialogEntry()
	d.deadline.SetPlaceHolder(lang.L("YYYY-MM-DD"))
	d.deadline.SetText(g.Deadline)
	d.progress = newProseLabel(progressText(pr))
	d.chart = newHistoryChart(days, g.Mode, g.Daily, today)
	form := widget.NewForm(
		widget.NewFormItem(lang.L("Count"), d.mode),
		widget.NewFormItem(lang.L("Book target"), d.target),
		widget.NewFormItem(lang.L("Deadline"), d.deadline),
		widget.NewFormItem(lang.L("Daily target"), d.daily),
		widget.NewFormItem(lang.L("Session target"), d.session),
	)
	body := newBorder(container.NewVBox(form, d.progress), nil, nil, nil, d.chart)
	d.dlg = dialog.NewCustomConfirm(tr("Goals — {{.V}}", p.Name), lang.L("Save"), lang.L("Close"), body, func(ok bool) {
		if !ok {
			return
		}
		goals, err := d.goals(modes)
		if err != nil {
			d.refused(err)
			return
		}
		u.background(func() {
			err := u.eng.SetGoals(d.projectID, goals)
			u.do(func() {
				if err != nil {
					d.refused(err)
					return
				}
				if u.status != nil {
					u.status.goals.refresh()
				}
			})
		})
	}, u.win)
	// A month without writing has a line of text in the chart's place
	// (layoutEmpty): the dialog takes the height it needs, not the
	// chart's 620 px around a box with nothing in it.
	if d.chart.empty() {
		d.dlg.Resize(fyne.NewSize(640, d.dlg.MinSize().Height))
	} else {
		d.dlg.Resize(fyne.NewSize(640, 620))
	}
	confirmOnEnter(d.dlg, d.target, d.deadline, d.daily, d.session)
	u.imeBackOnClose(d.dlg)
	return d
}

// refused tells why the form was not saved and then shows it again as
// it was typed, the cursor in the box at fault: the dialog closes on Save
// before the form is read, and a deadline typed as 6/30 or a target as
// 6-30 lost every other box with it.
func (d *goalsDialog) refused(err error) {
	at := d.target
	var ve *engine.ValueError
	if errors.As(err, &ve) && ve.Field == "deadline" {
		at = d.deadline
	}
	var fe *goalFieldError
	if errors.As(err, &fe) {
		at = fe.entry
	}
	d.u.showErrorThen(lang.L("Goals"), err, func() {
		d.dlg.Show()
		d.u.win.Canvas().Focus(at)
	})
}

// goalFieldError is a target that is not a number, with its box.
type goalFieldError struct {
	entry *dialogEntry
	msg   string
}

func (e *goalFieldError) Error() string { return e.msg }

// goals reads the form.
func (d *goalsDialog) goals(modes map[string]engine.CountMode) (engine.Goals, error) {
	g := engine.Goals{Mode: modes[d.mode.Selected], Deadline: strings.TrimSpace(d.deadline.Text)}
	for _, f := range []struct {
		e   *dialogEntry
		dst *int
	}{{d.target, &g.Target}, {d.daily, &g.Daily}, {d.session, &g.Session}} {
		s := strings.TrimSpace(f.e.Text)
		if s == "" {
			continue
		}
		n, err := engine.ParseCount(s)
		if errors.Is(err, engine.ErrCountTooLarge) {
			return g, &goalFieldError{entry: f.e, msg: quotedL("Targets go up to {{.Max}}; “{{.V}}” is larger.", map[string]any{"Max": groupDigits(engine.MaxCount), "V": s})}
		}
		if err != nil {
			return g, &goalFieldError{entry: f.e, msg: tr("Targets are whole numbers, not “{{.V}}”.", s)}
		}
		*f.dst = n
	}
	return g, nil
}

// progressText says where the project stands in one or two lines.
func progressText(pr engine.GoalProgress) string {
	// Every count with its unit: "今日 +0" left the author to carry 字
	// over from the total.
	m := pr.Goals.Mode
	data := map[string]any{"Total": countText(m, pr.Total), "Unit": unitName(m), "Today": signedCount(m, pr.Today), "Session": signedCount(m, pr.Session)}
	// Nothing written reads as such: "today ±0 words, this session ±0
	// words" counted changes that never were.
	var s string
	switch {
	case pr.Today == 0 && pr.Session == 0:
		s = lang.L("{{.Total}} so far; nothing written yet today.", data)
	case pr.Session == 0:
		s = lang.L("{{.Total}} so far; today {{.Today}}, nothing yet this session.", data)
	default:
		s = lang.L("{{.Total}} so far; today {{.Today}}, this session {{.Session}}.", data)
	}
	if pr.Goals.Target > 0 && pr.Goals.Deadline != "" && pr.DaysLeft > 0 {
		// PerDay carries its unit in its own plural ("1 word a day"),
		// as N picks the plural of days.
		data["N"], data["PerDay"], data["Target"] = pr.DaysLeft, countText(m, pr.PerDay), groupDigits(pr.Goals.Target)
		s += lang.N(" {{.N}} days left: {{.PerDay}} a day reaches {{.Target}}.", pr.DaysLeft, data)
	}
	return s
}

// historyChart draws one bar per day for the last historyDays days: up
// for net writing, down (in the error colour) for a day that deleted
// more than it added, and a dashed line at the daily target.
type historyChart struct {
	widget.BaseWidget
	values []int    // one per day, oldest first
	labels []string // MM-DD under the first, middle and last bar
	daily  int
	mode   engine.CountMode // the unit the scale's numbers are said in
}

func newHistoryChart(days []engine.DayWritten, mode engine.CountMode, daily int, today time.Time) *historyChart {
	c := &historyChart{values: make([]int, historyDays), labels: make([]string, historyDays), daily: daily, mode: mode}
	byDate := map[string]int{}
	for _, d := range days {
		byDate[d.Date] = d.In(mode)
	}
	start := today.AddDate(0, 0, -(historyDays - 1))
	for i := range c.values {
		day := start.AddDate(0, 0, i)
		c.values[i] = byDate[day.Format("2006-01-02")]
		c.labels[i] = day.Format("01-02")
	}
	c.ExtendBaseWidget(c)
	return c
}

// CreateRenderer implements fyne.Widget.
func (c *historyChart) CreateRenderer() fyne.WidgetRenderer {
	r := &chartRenderer{c: c}
	r.build()
	return r
}

type chartRenderer struct {
	c       *historyChart
	bars    []*canvas.Rectangle
	axis    *canvas.Line
	target  *canvas.Line
	texts   []*canvas.Text // first, middle and last date, then the scale
	note    *canvas.Text   // an empty month's daily target, under its message
	objects []fyne.CanvasObject
}

func (r *chartRenderer) build() {
	for range r.c.values {
		b := canvas.NewRectangle(theme.Color(theme.ColorNamePrimary))
		r.bars = append(r.bars, b)
		r.objects = append(r.objects, b)
	}
	r.axis = canvas.NewLine(theme.Color(theme.ColorNameForeground))
	r.target = canvas.NewLine(theme.Color(theme.ColorNameSuccess))
	r.target.StrokeWidth = 1.5
	r.objects = append(r.objects, r.axis, r.target)
	for range 4 {
		t := canvas.NewText("", theme.Color(theme.ColorNameForeground))
		t.TextSize = theme.CaptionTextSize()
		r.texts = append(r.texts, t)
		r.objects = append(r.objects, t)
	}
	r.note = canvas.NewText("", theme.Color(theme.ColorNamePlaceHolder))
	r.objects = append(r.objects, r.note)
}

func (r *chartRenderer) Layout(size fyne.Size) {
	if r.c.empty() {
		r.layoutEmpty(size)
		return
	}
	for _, o := range r.objects {
		o.Show()
	}
	r.note.Hide()
	top, bottom := float32(18), float32(20)
	h := size.Height - top - bottom
	maxUp, maxDown := max(r.c.daily, 1), 0
	for _, v := range r.c.values {
		maxUp, maxDown = max(maxUp, v), max(maxDown, -v)
	}
	scale := h / float32(maxUp+maxDown)
	zero := top + float32(maxUp)*scale
	slot := size.Width / float32(len(r.c.values))
	for i, v := range r.c.values {
		b := r.bars[i]
		x := float32(i)*slot + slot*0.15
		b.FillColor = theme.Color(theme.ColorNamePrimary)
		if v < 0 {
			b.FillColor = theme.Color(theme.ColorNameError)
			b.Move(fyne.NewPos(x, zero))
		} else {
			b.Move(fyne.NewPos(x, zero-float32(v)*scale))
		}
		b.Resize(fyne.NewSize(slot*0.7, max(float32(abs(v))*scale, 0)))
	}
	r.axis.Position1, r.axis.Position2 = fyne.NewPos(0, zero), fyne.NewPos(size.Width, zero)
	r.target.Hidden = r.c.daily <= 0
	ty := zero - float32(r.c.daily)*scale
	r.target.Position1, r.target.Position2 = fyne.NewPos(0, ty), fyne.NewPos(size.Width, ty)
	n := len(r.c.values)
	for i, idx := range []int{0, n / 2, n - 1} {
		t := r.texts[i]
		t.Text = r.c.labels[idx]
		t.Move(fyne.NewPos(min(float32(idx)*slot, size.Width-t.MinSize().Width), size.Height-bottom+2))
	}
	// The best day, not the top of the scale: that is the daily target
	// or 1 when no day reaches it, and an empty month read “max 1”.
	scaleText := r.texts[3]
	scaleText.TextSize = theme.CaptionTextSize()
	scaleText.Text = tr("max {{.V}}", countText(r.c.mode, slices.Max(r.c.values)))
	if r.c.daily > 0 {
		scaleText.Text += tr(" · daily target {{.V}}", countText(r.c.mode, r.c.daily))
	}
	scaleText.Move(fyne.NewPos(0, 0))
	for _, t := range r.texts {
		t.Refresh()
	}
}

// layoutEmpty lays out a month without writing: no bars, axis or dates
// over an empty box, but the message in body text, centred, and the daily
// target on the line under it when there is one. It was a caption in the
// chart's top left corner over 200 px of nothing (real window, zh_CN:
// 这 30 天还没有写作记录 small and off to the side).
func (r *chartRenderer) layoutEmpty(size fyne.Size) {
	for _, o := range r.objects {
		o.Hide()
	}
	n := len(r.c.values)
	msg := r.texts[3]
	msg.Text = lang.N("Nothing written in these {{.V}} days", n, map[string]any{"V": n})
	msg.TextSize = theme.TextSize()
	msg.Show()
	lines := []*canvas.Text{msg}
	if r.c.daily > 0 {
		r.note.Text = tr("Daily target {{.V}}", countText(r.c.mode, r.c.daily))
		r.note.Show()
		lines = append(lines, r.note)
	}
	var h float32
	for _, t := range lines {
		h += t.MinSize().Height
	}
	y := (size.Height - h) / 2
	for _, t := range lines {
		m := t.MinSize()
		t.Move(fyne.NewPos(max((size.Width-m.Width)/2, 0), y))
		y += m.Height
		t.Refresh()
	}
}

// empty reports whether no day of the chart has writing or deletion.
func (c *historyChart) empty() bool {
	return !slices.ContainsFunc(c.values, func(v int) bool { return v != 0 })
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// MinSize is a chart's room, or two lines of text for an empty month:
// its message, centred, needs no chart's height.
func (r *chartRenderer) MinSize() fyne.Size {
	if r.c.empty() {
		return fyne.NewSize(360, 2*(theme.TextSize()+2*theme.InnerPadding()))
	}
	return fyne.NewSize(360, 200)
}
func (r *chartRenderer) Refresh() { r.Layout(r.c.Size()); canvas.Refresh(r.c) }
func (r *chartRenderer) Objects() []fyne.CanvasObject {
	return r.objects
}
func (r *chartRenderer) Destroy() {}
