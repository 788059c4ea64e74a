package app

import (
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
)

// scTakeSnapshot takes a snapshot of the open chapter.
var scTakeSnapshot = primaryShiftKey(fyne.KeyS)

// snapshotsPanel is the Snapshots tab of the open chapter: its snapshots
// (time, name or why it was taken, how much the text changed from the one
// before), a diff of the chosen one against the current text (character
// by character in Chinese, word by word in Latin text), restore, taking a
// snapshot, and bringing back a deleted chapter.
type snapshotsPanel struct {
	u *UI

	// heading names the chapter on one line, cut with "…" when its
	// title is long: wrapped, a long title took two lines (《…》的快 / 照)
	// and moved the buttons under it from one chapter to the next, so a
	// click aimed at 存快照… missed it.
	heading *fitLabel
	take    *widget.Button
	deleted *widget.Button
	list    *enterList
	legend  *proseLabel
	// compare holds the legend, the restore button and the diff: laid
	// out again when the legend changes, since Fyne does not re-run a
	// container's layout when a wrapped label's height grows, and a
	// three-line legend ran under the restore button.
	compare *fyne.Container
	// diff is the comparison: a passageText, wrapped as the editor
	// wraps (diffPassage).
	diff    *passageText
	restore *widget.Button

	projectID, chapterID uint64
	snaps                []engine.Snapshot
	// empty stands in the list's place while the chapter has no
	// snapshot, to say when one is taken.
	empty *proseLabel
	// shown is the snapshot whose diff is on screen (0: none).
	shown uint64
	gen   int
}

func newSnapshotsPanel(u *UI) *snapshotsPanel {
	p := &snapshotsPanel{u: u}
	p.heading = newFitLabel(fyne.TextStyle{})
	p.take = widget.NewButtonWithIcon(lang.L("Take Snapshot…"), theme.DocumentSaveIcon(), p.askName)
	p.deleted = widget.NewButtonWithIcon(lang.L("Deleted Chapters…"), theme.HistoryIcon(), p.showDeleted)
	// A row is when and why on the left, cut with "…" when the panel is
	// narrow, and the length at the right, always whole: one label ran
	// past the panel's edge, and "2026-11-29 10:19 · Before a large
	// deletion · 192 words (+31" hid the change the row is there to show.
	p.list = newEnterList(func() int { return len(p.snaps) },
		func() fyne.CanvasObject {
			return container.NewBorder(nil, nil, nil, widget.NewLabel(""), newFitLabel(fyne.TextStyle{}))
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			head, size := p.rowParts(id)
			row := o.(*fyne.Container)
			row.Objects[0].(*fitLabel).SetText(head)
			row.Objects[1].(*widget.Label).SetText(size)
			row.Refresh() // the length's width moved the cut: lay out again
		})
	p.list.OnSelected = func(id widget.ListItemID) { p.showDiff(p.snaps[id].ID) }
	p.empty = newProseLabel("")
	p.empty.Importance = widget.LowImportance
	p.empty.Hide()
	p.legend = newProseLabel("")
	p.diff = newPassageText()
	p.restore = widget.NewButtonWithIcon(lang.L("Restore This Snapshot…"), theme.ContentUndoIcon(), p.confirmRestore)
	// Off until a snapshot is shown (showDiff): with no chapter open it
	// stood enabled and did nothing.
	p.restore.Disable()
	st := u.state
	st.subscribe(p.stateChanged)
	st.handle(cmdTakeSnapshot, p.askName)
	p.follow()
	return p
}

func (p *snapshotsPanel) content() fyne.CanvasObject {
	// Inset as a label insets its text, in line with the legend.
	pad := theme.InnerPadding()
	diff := container.New(layout.NewCustomPaddedLayout(pad, pad, pad, pad), p.diff)
	p.compare = newBorder(container.NewVBox(p.legend, p.restore), nil, nil, nil, container.NewVScroll(diff))
	split := container.NewVSplit(container.NewStack(p.list, container.NewVBox(p.empty)), p.compare)
	split.SetOffset(0.35)
	// The two buttons wrap under each other in a narrow panel (flowRow):
	// side by side they held the English panel at 330 px at least, which
	// with the Wiki tab's 340 hid it in a 1000-px window.
	return newFlowColumn(p.heading, newFlowRow(p.take, p.deleted), split)
}

// stateChanged follows the open chapter and re-reads its snapshots when
// the engine may have taken one (a save, a replace, a restore).
func (p *snapshotsPanel) stateChanged(c stateChange) {
	switch c {
	case changeChapter, changeProject:
		p.follow()
	case changeLibrary:
		// A save changed the text the diff shown was made against: after
		// a restore taken back with Ctrl+Z it still said the chapter was
		// as the snapshot recorded it. The text is saved already, so the
		// diff is made again without another save (which would save on
		// every diff while the author types).
		p.follow()
		if p.shown != 0 {
			p.diffStored(p.shown)
		}
	case changeRewritten:
		p.load(true)
	case changeSettings:
		p.showEmpty()
	}
}

// follow shows the chapter the state has open, re-reading its list.
func (p *snapshotsPanel) follow() {
	req := p.u.state.openChapterRequest()
	if req.chapterID != p.chapterID {
		p.projectID, p.chapterID, p.shown = req.projectID, req.chapterID, 0
		p.snaps = nil
		p.list.UnselectAll()
		p.clearDiff()
		p.empty.Hide()
	}
	p.deleted.Disable()
	if p.u.state.projectID() != 0 {
		p.deleted.Enable()
	}
	if p.chapterID == 0 {
		p.heading.SetText(lang.L("Open a chapter to see its snapshots."))
		p.take.Disable()
		p.list.Refresh()
		return
	}
	c, _ := p.u.state.chapter(p.chapterID)
	p.heading.SetText(tr("Snapshots of “{{.V}}”", displayTitle(strings.TrimSpace(c.Title))))
	p.take.Enable()
	p.load(false)
}

// load re-reads the chapter's snapshots in the background; rediff also
// recomputes the diff shown (the current text changed).
func (p *snapshotsPanel) load(rediff bool) {
	id := p.chapterID
	if id == 0 {
		return
	}
	p.gen++
	gen := p.gen
	current := func() bool { return gen == p.gen && id == p.chapterID }
	fetchIf(p.u, current, lang.L("Snapshots"), func() ([]engine.Snapshot, error) { return p.u.eng.Snapshots(id) }, func(snaps []engine.Snapshot) {
		p.snaps = snaps
		p.list.Refresh()
		p.showEmpty()
		p.keepSelection()
		if rediff && p.shown != 0 {
			p.showDiff(p.shown)
		}
	})
}

// showEmpty says, in the list's place, when a chapter without snapshots
// gets one, so an empty list does not look broken.
func (p *snapshotsPanel) showEmpty() {
	if p.chapterID == 0 || len(p.snaps) > 0 {
		p.empty.Hide()
		return
	}
	if n := p.u.eng.Settings().Snapshots.IntervalMinutes; n > 0 {
		p.empty.SetText(tr("No snapshots of this chapter yet. One is taken every {{.V}} minutes while you edit, and before a replace, a restore, a merge or a large deletion; “Take Snapshot…” keeps one now.", n))
	} else {
		p.empty.SetText(lang.L("No snapshots of this chapter yet. Automatic snapshots while editing are off (Settings); one is still taken before a replace, a restore, a merge or a large deletion, and “Take Snapshot…” keeps one now."))
	}
	p.empty.Show()
}

// keepSelection selects the shown snapshot's row again after the list
// changed under it (a newer snapshot moves it down), without diffing
// again.
func (p *snapshotsPanel) keepSelection() {
	i := slices.IndexFunc(p.snaps, func(s engine.Snapshot) bool { return s.ID == p.shown })
	if i < 0 {
		return
	}
	onSelected := p.list.OnSelected
	p.list.OnSelected = nil
	p.list.Select(i)
	p.list.OnSelected = onSelected
}

// rowParts is a list line in its two parts: when the snapshot was taken
// and its name or why (head), and the chapter's length at the snapshot
// with beside it how that changed from the snapshot before it, grouped
// as every count in the window (2,301 字（+105）). Every row gives the
// length, so rows compare at a glance; the oldest row said "7 字" and
// the ones after it "+105 字", a length and a change that read alike.
func (p *snapshotsPanel) rowParts(i int) (head, size string) {
	s := p.snaps[i]
	mode, n := snapshotCount(p.u.countMode(p.projectID), s)
	size = countText(mode, n)
	// The oldest has nothing before it to differ from, nor has a
	// snapshot counted otherwise than the one before it: its length alone.
	if i+1 < len(p.snaps) {
		if before, m := snapshotCount(p.u.countMode(p.projectID), p.snaps[i+1]); before == mode {
			size = lang.L("{{.Size}} ({{.Change}})", map[string]any{"Size": size, "Change": signedNumber(n - m)})
		}
	}
	return fmt.Sprintf("%s · %s", snapshotTime(s.At, time.Now()), snapshotLabel(s)), size
}

// snapshotTime is when a snapshot was taken, as short as tells it from
// the others: the time alone today, the month and day this year, the
// date alone before. The full "2026-11-29 10:19" left a Chinese row in
// a 1000×700 window room for one 字 of why it was taken ("10:19 · 恢…"),
// and the why is what tells an automatic snapshot from one before a
// replace or a restore.
func snapshotTime(at, now time.Time) string {
	at, now = at.Local(), now.Local()
	switch {
	case at.Year() != now.Year():
		return at.Format("2006-01-02")
	case at.YearDay() != now.YearDay():
		return at.Format("01-02 15:04")
	}
	return at.Format("15:04")
}

// snapshotCount is a snapshot's length as the chapter list counts it, in
// the author's count mode, or in characters for a snapshot that was not
// counted (-1: its text could not be read when the engine counted the
// snapshots older builds took).
func snapshotCount(m engine.CountMode, s engine.Snapshot) (engine.CountMode, int) {
	n := s.Zi
	if m == engine.CountWords {
		n = s.Words
	}
	if n < 0 || m == engine.CountChars {
		return engine.CountChars, s.Chars
	}
	return m, n
}

// snapshotLabel is a snapshot's name, or why it was taken.
func snapshotLabel(s engine.Snapshot) string {
	if s.Name != "" {
		return s.Name
	}
	return named(s.Reason, map[string]string{
		engine.ReasonInterval: lang.L("While writing"),
		engine.ReasonReplace:  lang.L("Before replace"),
		engine.ReasonRestore:  lang.L("Before restore"),
		engine.ReasonDelete:   lang.L("Before delete"),
		engine.ReasonUndo:     lang.L("Before undo"),
		engine.ReasonMerge:    lang.L("Before merge"),
		engine.ReasonCut:      lang.L("Before a large deletion"),
		engine.ReasonWrite:    lang.L("Before chapter write"),
	}, lang.L("Snapshot"))
}

func (p *snapshotsPanel) clearDiff() {
	p.legend.SetText("")
	p.diff.SetText("", nil)
	p.restore.Disable()
	p.relayout()
}

// showDiff compares a snapshot with the chapter's current text, after
// saving the editor's edits so "current" is what the author sees.
func (p *snapshotsPanel) showDiff(id uint64) {
	p.shown = id
	p.u.state.saveOpenChapter()
	p.diffStored(id)
}

// diffStored compares the snapshot id, the one shown, with the chapter's
// stored text.
func (p *snapshotsPanel) diffStored(id uint64) {
	current := func() bool { return id == p.shown }
	fetchIf(p.u, current, lang.L("Compare"), func() (engine.TextDiff, error) { return p.u.eng.DiffSnapshot(id, 0) }, p.showTextDiff)
}

// showTextDiff renders a diff: what the chapter gained since the snapshot
// in the success colour, what it lost in the error colour, long unchanged
// stretches shortened to their ends.
func (p *snapshotsPanel) showTextDiff(d engine.TextDiff) {
	if d.Inserted == 0 && d.Deleted == 0 {
		p.legend.SetText(lang.L("The chapter is as this snapshot recorded it."))
	} else {
		// The counts are in the count the author reads everywhere else
		// (字 or words): d's are runes, and "删去 33 字" for a chapter of
		// 24 字 counted its punctuation and line breaks.
		m := p.u.countMode(p.projectID)
		ins, del := diffCounts(d.Spans)
		p.legend.SetText(lang.L("Since this snapshot: {{.Inserted}} written (green), {{.Deleted}} removed (red).",
			map[string]any{"Inserted": countText(m, ins.In(m)), "Deleted": countText(m, del.In(m))}))
	}
	p.diff.SetText(diffPassage(d.Spans))
	p.relayout()
	p.restore.Enable()
}

// diffCounts counts the inserted and the deleted text of a diff.
func diffCounts(spans []engine.DiffSpan) (ins, del engine.TextCounts) {
	for _, sp := range spans {
		switch sp.Op {
		case engine.DiffInsert:
			ins = ins.Add(engine.CountText(sp.Text))
		case engine.DiffDelete:
			del = del.Add(engine.CountText(sp.Text))
		}
	}
	return ins, del
}

// diffPassage renders the spans of a diff as one passage for the diff
// view (a passageText, which wraps it by the editor's rules: no line
// starts with 。 or ，, no Latin word is split): inserted text bold in
// green, deleted text italic in red (colorNameInserted, Deleted), unchanged
// text shortened (elideUnchanged) around a grey, bracketed cut mark
// (cutMark). It returns the text and one style per rune of it.
//
// Fyne's RichText, which drew the diff before, broke Chinese after
// whatever character filled a row, so a row could start with "。".
func diffPassage(spans []engine.DiffSpan) (string, []passageStyle) {
	var counts engine.TextCounts
	for _, sp := range spans {
		counts = counts.Add(engine.CountText(sp.Text))
	}
	spaced := counts.NaturalMode() == engine.CountWords
	var (
		text   strings.Builder
		styles []passageStyle
	)
	add := func(st passageStyle, s string) {
		text.WriteString(s)
		for range utf8.RuneCountInString(s) {
			styles = append(styles, st)
		}
	}
	for i, sp := range spans {
		switch sp.Op {
		case engine.DiffInsert:
			add(styleInserted, sp.Text)
		case engine.DiffDelete:
			t := sp.Text
			if i+1 < len(spans) && spans[i+1].Op == engine.DiffInsert && joinsWords(t, spans[i+1].Text) {
				// A word replaced by another: "Clairval Clerval", not
				// "ClairvalClerval" (the diff's spans hold no space there).
				t += " "
			}
			add(styleDeleted, t)
		default:
			head, tail, cut := elideUnchanged(sp.Text, i == 0, i == len(spans)-1)
			if !cut {
				add(0, sp.Text)
				continue
			}
			add(0, head)
			add(styleMuted, cutMark(head != "", tail != "", spaced))
			add(0, tail)
		}
	}
	return text.String(), styles
}

// cutMark is the mark of unchanged text left out, bracketed so that it
// cannot be taken for the author's ellipsis (en "[…]", zh "〔…〕"). In a
// spaced script it stands between spaces on the sides where text goes
// on; Chinese sets it without.
func cutMark(before, after, spaced bool) string {
	m := lang.L("[…]")
	if !spaced {
		return m
	}
	if before {
		m = " " + m
	}
	if after {
		m += " "
	}
	return m
}

// joinsWords reports whether a ends and b starts with a letter or digit
// of a script that separates words with spaces (not Chinese), so that
// the two read as one word when drawn side by side.
func joinsWords(a, b string) bool {
	last, _ := utf8.DecodeLastRuneInString(a)
	first, _ := utf8.DecodeRuneInString(b)
	word := func(r rune) bool {
		return (unicode.IsLetter(r) || unicode.IsDigit(r)) && !unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
	}
	return word(last) && word(first)
}

// diffContext is how much unchanged text the diff keeps beside a change.
const diffContext = 60

// elideUnchanged shortens an unchanged stretch to the diffContext runes
// next to the changes around it (only the end of the first stretch, only
// the start of the last): head and tail are what is kept before and
// after the cut ("" for the first's head and the last's tail); cut is
// false, and both empty, when the stretch is short enough to show whole.
// The caller draws the cut mark between them (cutMark).
func elideUnchanged(text string, first, last bool) (head, tail string, cut bool) {
	n := utf8.RuneCountInString(text)
	if n <= 2*diffContext+10 {
		return "", "", false
	}
	r := []rune(text)
	// At a space when the cut falls in a word of a spaced script: the
	// ends read "a year diff …" and "… mmutable laws".
	h, t := diffContext, n-diffContext
	if inWord(r, h) {
		for i := h - 1; i > h/2; i-- {
			if unicode.IsSpace(r[i]) {
				h = i
				break
			}
		}
	}
	if inWord(r, t) {
		for i := t; i < t+diffContext/2; i++ {
			if unicode.IsSpace(r[i]) {
				t = i + 1
				break
			}
		}
	}
	head, tail = strings.TrimRightFunc(string(r[:h]), unicode.IsSpace), strings.TrimLeftFunc(string(r[t:]), unicode.IsSpace)
	switch {
	case first && last:
		return head, tail, true
	case first:
		return "", tail, true
	case last:
		return head, "", true
	}
	return head, tail, true
}

// inWord reports whether a cut before r[i] splits a word of a spaced
// script (Chinese may be cut anywhere).
func inWord(r []rune, i int) bool {
	return i > 0 && i < len(r) && unicode.IsLetter(r[i-1]) && unicode.IsLetter(r[i]) && !isPairedScript(r[i])
}

// askName takes a snapshot of the open chapter under an optional name.
// It is a one-line dialog like Rename and New project (askLine): its own
// form dialog, sized to its minimum, put the buttons 4 px under the box
// (the gap Fyne's dialog keeps above its buttons), where the others have
// room to breathe.
func (p *snapshotsPanel) askName() {
	if p.chapterID == 0 {
		return
	}
	name := newKeyEntry(p.u.keys, false)
	name.SetPlaceHolder(lang.L("e.g. before the rewrite"))
	p.u.askLine(lang.L("Take Snapshot"), lang.L("Take Snapshot"), lang.L("Name (optional)"), name, p.takeSnapshot)
}

// takeSnapshot records the open chapter as the author last typed it.
func (p *snapshotsPanel) takeSnapshot(name string) {
	id := p.chapterID
	p.u.state.saveOpenChapter()
	fetch(p.u, lang.L("Take Snapshot"), func() (engine.Snapshot, error) { return p.u.eng.TakeSnapshot(id, name) }, func(engine.Snapshot) {
		p.load(false)
	})
}

// confirmRestore asks before giving the chapter the shown snapshot's
// text.
func (p *snapshotsPanel) confirmRestore() {
	id := p.shown
	if id == 0 {
		return
	}
	p.u.newConfirm(lang.L("Restore Snapshot"),
		lang.L("Replace the chapter’s title and text with this snapshot’s? A snapshot of the current version is taken first, so you can go back to it."),
		lang.L("Restore"), func(ok bool) {
			if ok {
				p.restoreSnapshot(id)
			}
		}).Show()
}

// restoreSnapshot restores a snapshot (the engine snapshots the current
// text first); the editor reloads the chapter.
func (p *snapshotsPanel) restoreSnapshot(id uint64) {
	chapterID := p.chapterID
	p.u.state.saveOpenChapter()
	fetch(p.u, lang.L("Restore Snapshot"), func() (engine.RestoreResult, error) { return p.u.eng.RestoreSnapshot(id) }, func(engine.RestoreResult) {
		p.u.state.chaptersRewritten([]uint64{chapterID})
	})
}

// showDeleted lists the project's deleted chapters that a snapshot can
// bring back.
func (p *snapshotsPanel) showDeleted() {
	pid := p.u.state.projectID()
	if pid == 0 {
		return
	}
	fetch(p.u, lang.L("Deleted Chapters"), func() ([]engine.Snapshot, error) { return p.u.eng.DeletedChapters(pid) }, func(snaps []engine.Snapshot) {
		p.deletedDialog(pid, snaps)
	})
}

// deletedDialog offers each deleted chapter back.
func (p *snapshotsPanel) deletedDialog(pid uint64, snaps []engine.Snapshot) {
	var d dialog.Dialog
	rows := container.NewVBox()
	var buttons []*dialogButton
	if len(snaps) == 0 {
		rows.Add(widget.NewLabel(lang.L("No deleted chapters to bring back.")))
	}
	for _, s := range snaps {
		label := newProseLabel(quotedL("“{{.Title}}”, deleted {{.When}} ({{.Count}})",
			map[string]any{"Title": strings.TrimSpace(s.Title), "When": s.At.Local().Format("2006-01-02 15:04"), "Count": countText(snapshotCount(p.u.countMode(pid), s))}))
		restore := newDialogButton(lang.L("Restore"), func() {
			d.Hide()
			p.restoreDeleted(pid, s.ID)
		})
		buttons = append(buttons, restore)
		rows.Add(container.NewBorder(nil, nil, nil, restore, label))
	}
	d = dialog.NewCustom(lang.L("Deleted Chapters"), lang.L("Close"), container.NewVScroll(rows), p.u.win)
	d.Resize(fyne.NewSize(520, 360))
	d.Show()
	focusFirstButton(p.u.win.Canvas(), buttons)
}

// restoreDeleted brings a deleted chapter back and opens it.
func (p *snapshotsPanel) restoreDeleted(pid, snapshotID uint64) {
	fetch(p.u, lang.L("Deleted Chapters"), func() (engine.Chapter, error) { return p.u.eng.RestoreDeletedChapter(snapshotID) }, func(c engine.Chapter) {
		p.u.state.reload(func() { p.u.state.openChapter(pid, c.ID, nil) })
	})
}

// relayout lays the comparison out again for the legend's new height.
func (p *snapshotsPanel) relayout() {
	if p.compare == nil {
		return
	}
	for _, o := range p.compare.Objects {
		if c, ok := o.(*fyne.Container); ok {
			c.Refresh() // the legend's VBox first, then the border round it
		}
	}
	p.compare.Refresh()
}
