package app

import (
	"context"
	"errors"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
	"inkflow/engine/index"
)

// retryTimeout bounds a Retry click's wait for the indexer.
const retryTimeout = 10 * time.Minute

// statusBar is the line at the bottom of the window: indexing progress,
// failures with a Retry action, the project's counts, the active model
// and when indexing last finished.
type statusBar struct {
	u *UI

	activity *widget.Icon
	progress *widget.Label
	failures *widget.Label
	retry    *widget.Button
	counts   *widget.Label
	model    *widget.Label
	last     *widget.Label
	goals    *goalStatus // goal progress (status_goals.go)
	// line holds the parts above; content makes it.
	line *fyne.Container

	pending, running, failed int
	retrying                 bool
	// busyFrom is the indexer's Done count when the current run of
	// indexing began (busy false while it is idle): the line counts the
	// tasks done since. The waiting count alone stood still for the whole
	// import of a long book, each chapter indexed queueing its generated
	// summary (the real window read "等待 391" from the first second of a
	// 394-chapter import to the last), so it showed no progress.
	busyFrom uint64
	busy     bool
}

func newStatusBar(u *UI) *statusBar {
	s := &statusBar{u: u}
	s.activity = widget.NewIcon(theme.ViewRefreshIcon())
	s.activity.Hide()
	s.progress = widget.NewLabel(lang.L("Index up to date"))
	s.failures = widget.NewLabel("")
	s.failures.Importance = widget.DangerImportance
	s.failures.Hide()
	s.retry = widget.NewButtonWithIcon(lang.L("Retry"), theme.ViewRefreshIcon(), s.retryNow)
	s.retry.Importance = widget.LowImportance
	s.retry.Hide()
	s.counts = widget.NewLabel("")
	s.model = widget.NewLabel("")
	s.last = widget.NewLabel("")
	for _, l := range []*widget.Label{s.progress, s.counts, s.model, s.last} {
		l.Importance = widget.LowImportance
	}
	s.goals = newGoalStatus(u)
	s.goals.setText = func(text string) { s.setPart(s.goals.label, text) }
	u.state.subscribe(s.stateChanged)
	u.state.handle(cmdRetryIndex, s.retryNow)
	s.refreshModel()
	if u.eng != nil {
		// A start on a full disk opens with the keyword index behind,
		// before any event says so.
		s.showSettled()
	}
	return s
}

// stateChanged shows what changed.
func (s *statusBar) stateChanged(c stateChange) {
	switch c {
	case changeLibrary, changeProject, changeCountMode, changeLiveCount:
		s.refreshCounts()
	case changeIndex:
		u := s.u.state.latestIndex()
		s.indexProgress(u.counters, u.lastDone, u.lastErr, u.model)
	case changeModel:
		s.refreshModel()
	}
}

// content is the status bar, with the notice of a split, merge or
// deletion (nil: none) at the leading edge of its line while it shows.
// The notice was a row of its own above the bar, and the editor rose by
// a line for 20 seconds under the author's eyes and then dropped back.
func (s *statusBar) content(notice *chapterUndo) fyne.CanvasObject {
	left := container.NewHBox(s.activity, s.progress, s.failures, s.retry)
	// Display order; the rank says what stays longest in a narrow
	// window: the counts, the goal, the model, the last indexing time.
	line := &statusLine{left: left, notice: notice, parts: []statusPart{
		newStatusPart(s.goals.label, 1, false),
		newStatusPart(s.counts, 0, false),
		newStatusPart(s.model, 2, true),
		newStatusPart(s.last, 3, true),
	}}
	objs := []fyne.CanvasObject{left}
	if notice != nil {
		objs = append(objs, notice.content())
		notice.relayout = s.relayout
	}
	for _, p := range line.parts {
		objs = append(objs, p.box)
	}
	s.line = container.New(line, objs...)
	return container.NewVBox(widget.NewSeparator(), s.line)
}

// setPart sets the text of one of the line's trailing parts and lays the
// line out again: a part laid out hidden while it had nothing to say (a
// book without goals) stayed hidden when its text came, because Fyne
// lays a container out again only for its visible children's sizes. A
// daily goal set in the Goals dialog showed after the next save's
// indexing moved the line.
func (s *statusBar) setPart(l *widget.Label, text string) {
	if l.Text == text {
		return
	}
	l.SetText(text)
	if s.line != nil {
		s.line.Refresh()
	}
}

// relayout lays the line out again after the notice came, went or
// changed its text (see setPart for why a Refresh is needed).
func (s *statusBar) relayout() {
	if s.line != nil {
		s.line.Refresh()
	}
}

// statusLine lays out the status bar's line: the notice of a chapter
// change while it shows, then the indexing state at the leading edge
// and, at the trailing edge, the parts that fit beside them, the least
// important left out first. In a row of its own the line was as wide as
// all its texts, and at 800 px its last part ran out of the window.
type statusLine struct {
	left   fyne.CanvasObject
	notice *chapterUndo // nil: none
	parts  []statusPart // in display order
}

// noticeWidth is the width the notice takes in a line w wide: all it
// needs, but never so much that the indexing state leaves the window (a
// long title is cut with an ellipsis then); 0 while it is hidden.
func (l *statusLine) noticeWidth(w float32) float32 {
	if l.notice == nil || !l.notice.box.Visible() {
		return 0
	}
	want, room := l.notice.wantWidth(), w-l.left.MinSize().Width-theme.Padding()
	l.notice.cut(want > room)
	if want <= room {
		return want
	}
	return max(room, l.notice.box.MinSize().Width)
}

// statusPart is a label of the line's trailing end, after a separator
// when sep is set. rank 0 is kept longest.
type statusPart struct {
	box  *fyne.Container
	text *widget.Label
	rank int
}

func newStatusPart(text *widget.Label, rank int, sep bool) statusPart {
	box := container.NewHBox(text)
	if sep {
		box = container.NewHBox(widget.NewSeparator(), text)
	}
	return statusPart{box: box, text: text, rank: rank}
}

// empty reports whether the part has nothing to say (a goal not set,
// no indexing finished yet): its separator goes too.
func (p statusPart) empty() bool { return !p.text.Visible() || p.text.Text == "" }

// kept chooses the parts shown in width w beside the leading part: by
// rank while they fit.
func (l *statusLine) kept(w float32) []bool {
	room := w - l.left.MinSize().Width
	if nw := l.noticeWidth(w); nw > 0 {
		room -= nw + theme.Padding()
	}
	keep := make([]bool, len(l.parts))
	order := make([]int, len(l.parts))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return l.parts[a].rank - l.parts[b].rank })
	for _, i := range order {
		p := l.parts[i]
		if p.empty() {
			continue
		}
		need := p.box.MinSize().Width + theme.Padding()
		if need > room {
			break // a less important part does not jump the queue
		}
		room -= need
		keep[i] = true
	}
	return keep
}

// Layout implements fyne.Layout.
func (l *statusLine) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	x0 := float32(0)
	if nw := l.noticeWidth(size.Width); nw > 0 {
		l.notice.box.Move(fyne.NewPos(0, 0))
		l.notice.box.Resize(fyne.NewSize(nw, size.Height))
		x0 = nw + theme.Padding()
	}
	l.left.Move(fyne.NewPos(x0, 0))
	l.left.Resize(fyne.NewSize(l.left.MinSize().Width, size.Height))
	keep := l.kept(size.Width)
	x := size.Width
	for i := len(l.parts) - 1; i >= 0; i-- {
		p := l.parts[i]
		if !keep[i] {
			if p.box.Visible() {
				p.box.Hide()
			}
			continue
		}
		if !p.box.Visible() {
			p.box.Show()
		}
		w := p.box.MinSize().Width
		x -= w
		p.box.Move(fyne.NewPos(x, 0))
		p.box.Resize(fyne.NewSize(w, size.Height))
		x -= theme.Padding()
	}
}

// MinSize implements fyne.Layout: the leading part's width, so the
// line never holds the window wider; the height of the tallest part,
// the notice's counted while it is hidden too, so that the line (and
// the editor above it) stays put when it comes and goes.
func (l *statusLine) MinSize(_ []fyne.CanvasObject) fyne.Size {
	m := l.left.MinSize()
	for _, p := range l.parts {
		m.Height = max(m.Height, p.text.MinSize().Height)
	}
	if l.notice != nil {
		m.Height = max(m.Height, l.notice.height())
	}
	return m
}

// indexProgress shows the latest indexer counters.
func (s *statusBar) indexProgress(ev index.Event, lastDone time.Time, lastErr error, model *index.ModelProgress) {
	s.pending, s.running, s.failed = ev.Pending, ev.Running, ev.Failed
	busy := ev.Pending+ev.Running > 0
	s.progress.Importance = widget.LowImportance // showSettled may say otherwise
	switch {
	case model != nil && model.Phase == "warming":
		s.progress.SetText(lang.L("Switching model: {{.Done}} of {{.Total}} texts re-embedded", map[string]any{"Done": groupDigits(model.Done), "Total": groupDigits(model.Total)}))
		busy = true
	case model != nil && model.Phase == "failed":
		s.progress.SetText(lang.L("Switching model failed; the previous model stays in use"))
	case busy && s.u.eng.Embedder() == nil:
		s.progress.SetText(lang.N("{{.V}} chapters wait for an embedding model", ev.Pending+ev.Running, map[string]any{"V": groupDigits(ev.Pending + ev.Running)}))
		busy = false
	case busy:
		if !s.busy || ev.Done < s.busyFrom {
			s.busyFrom = ev.Done
		}
		text := lang.L("Indexing · {{.Done}} done · {{.Waiting}} waiting · {{.Running}} running", map[string]any{"Done": groupDigits(int(ev.Done - s.busyFrom)), "Waiting": groupDigits(ev.Pending), "Running": groupDigits(ev.Running)})
		if s.u.eng.KeywordBacklog().Err != nil {
			text += " · " + lang.L("keyword index behind")
		}
		s.progress.SetText(text)
	default:
		s.showSettled()
	}
	s.busy = busy
	if busy {
		s.activity.Show()
	} else {
		s.activity.Hide()
	}
	if ev.Failed > 0 {
		msg := tr("{{.V}} failed", groupDigits(ev.Failed))
		if lastErr != nil {
			msg += ": " + truncateRunes(firstLine(lastErr), 60)
		}
		s.failures.SetText(msg)
		s.failures.Show()
		if !s.retrying {
			s.retry.Show()
		}
	} else {
		s.failures.Hide()
		s.retry.Hide()
	}
	if !lastDone.IsZero() {
		s.setPart(s.last, tr("Last indexed {{.V}}", lastDone.Format("15:04:05")))
	}
	if model != nil && model.Phase == "switched" {
		s.refreshModel()
	}
}

// showSettled says what the line says once no chapter waits for the
// indexer: that the index is up to date, unless writing the keyword
// index failed (a full disk) and its changes wait to be written again
// (engine.KeywordBacklog): then that keyword search is behind, why and
// that InkFlow retries, in the failures' red, until they are written.
// The line said "Index up to date" all along, while the words just
// written were not found.
func (s *statusBar) showSettled() {
	lag := s.u.eng.KeywordBacklog()
	switch {
	case lag.Err == nil:
		s.progress.SetText(lang.L("Index up to date"))
		s.progress.Importance = widget.LowImportance
	case lag.Waiting > 0:
		s.progress.SetText(lang.N("Keyword index {{.V}} passages behind: saving failed (disk full?), retrying", lag.Waiting, map[string]any{"V": groupDigits(lag.Waiting)}))
		s.progress.Importance = widget.DangerImportance
	default:
		s.progress.SetText(lang.L("Keyword index behind: saving failed (disk full?), retrying"))
		s.progress.Importance = widget.DangerImportance
	}
	s.progress.Refresh()
}

// retryNow asks the indexer to retry failed chapters at once rather than
// after their backoff.
func (s *statusBar) retryNow() {
	s.retrying = true
	s.retry.Hide()
	s.progress.Importance = widget.LowImportance
	s.progress.SetText(lang.L("Retrying…"))
	// Off the background queue, as Rebuild Project Index: the flush may
	// take minutes, and saves must not wait for it.
	s.u.indexWaits.Go(func() {
		ctx, cancel := context.WithTimeout(s.u.ctx, retryTimeout)
		defer cancel()
		err := s.u.eng.Flush(ctx)
		s.u.do(func() {
			s.retrying = false
			switch {
			case err == nil:
				s.showSettled()
				s.failures.Hide()
			case errors.Is(err, engine.ErrNoModel):
				s.progress.SetText(lang.L("Cannot index: no embedding model is loaded"))
			default:
				s.failures.SetText(tr("Still failing: {{.V}}", truncateRunes(firstLine(err), 80)))
				s.failures.Show()
				s.retry.Show()
			}
		})
	})
}

// refreshModel shows the model serving search.
func (s *statusBar) refreshModel() {
	pending, loadErr := s.u.state.modelState()
	s.setPart(s.model, modelSummary(s.u.eng.Embedder(), loadErr, pending))
}

// refreshCounts shows the current project's totals.
func (s *statusBar) refreshCounts() {
	pid := s.u.state.projectID()
	if pid == 0 {
		s.setPart(s.counts, "")
		return
	}
	n, total := s.u.state.projectTotals(pid)
	s.setPart(s.counts, chaptersText(n)+" · "+sizeText(s.u.countMode(pid), total))
}

// sizeText says counts in the count mode, e.g. "4,697 字" or "3,841
// words".
func sizeText(m engine.CountMode, c engine.TextCounts) string {
	return countText(m, c.In(m))
}

// truncateRunes shortens s to n runes with an ellipsis.
func truncateRunes(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// truncateWords shortens s to n runes with an ellipsis like
// truncateRunes, but ends at a space when the cut would fall inside a
// word of a spaced script ("detrimental to me, for…", not "me, f…"),
// unless that drops more than half of what is kept. Chinese breaks
// anywhere.
func truncateWords(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	cut := n - 1
	if inWord(r, cut) {
		for i := cut - 1; i > cut/2; i-- {
			if unicode.IsSpace(r[i]) {
				cut = i
				break
			}
		}
	}
	return strings.TrimRightFunc(string(r[:cut]), unicode.IsSpace) + "…"
}

// quoteExcerpt is the start of a paragraph, up to n runes, between
// quotation marks, unless it opens with one of its own: dialogue read
// ““I intended to reason…” with the marks doubled. The paragraph's own
// double quotes inside the marks become single ones, as quotes within
// quotes are written (GB/T 15834, and in English): 门外传来蹄声……“沈默。”
// read “门外传来蹄声……“沈默。”…”, where the inner ” seemed to close the
// quote. The author's _italics_ and **bold** are given as styles, one
// per rune of the quote, without their markers, as a result card shows
// them (emphasise): the quote read **word** with the markers shown.
func quoteExcerpt(para string, n int) (string, []passageStyle) {
	runes := []rune(strings.TrimSpace(para))
	plain, styles := emphasise(runes, 0, runes, make([]passageStyle, len(runes)))
	// truncateWords keeps a prefix of the text, then an ellipsis.
	text := truncateWords(string(plain), n)
	if cut := []rune(text); text != string(plain) {
		styles = append(slices.Clone(styles[:len(cut)-1]), 0)
	}
	if first, _ := utf8.DecodeRuneInString(text); strings.ContainsRune("“\"‘'「『«", first) {
		return text, styles
	}
	// nestQuotes changes marks one for one: the styles stay in place.
	quoted := append(append([]passageStyle{0}, styles...), 0)
	return "“" + nestQuotes(text, '“', '”', '‘', '’') + "”", quoted
}
