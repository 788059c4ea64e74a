package app

import (
	"context"
	"image/color"
	"math"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
)

// appearancesView shows where the wiki entry in the form appears in the
// book: the total, the first and last chapter, a density strip over the
// chapters (tap to jump) and every mention with a line of context in
// story order (tap to open the chapter at it; the eye button, "Not this
// one", dismisses a false match). Jumps go through the state, like every panel's.
type appearancesView struct {
	u *UI

	// summary is one line, cut with "…", its whole text shown when the
	// pointer rests on it: wrapped, it took three lines of an English
	// panel in a 1000×700 window, a row of mentions and more.
	summary *hintLabel
	strip   *densityStrip
	list    *widget.List
	// listBox holds the list; shown gives it its minimum height only
	// while the Appearances tab is up, as the tabs ask for the tallest
	// tab's height and the Profile tab's form scrolled for it too.
	listBox *fyne.Container
	// copy is an icon that names itself when the pointer rests on it, and
	// says what it copied when tapped: "Copy reading list" written on it
	// left the summary beside it half the panel.
	copy *hintButton
	// box is the tab's content: scroll, which holds the summary, the
	// strip and the list, scrolling them under the tab's header.
	box    fyne.CanvasObject
	scroll *container.Scroll

	projectID, entryID uint64
	a                  engine.Appearances
	// listedTitles are the titles of the chapters the rows name, each
	// once: what the chapter column is as wide as (columnWidth).
	listedTitles []string
	// gen drops answers to loads that a newer one superseded; loading and
	// again keep indexing bursts to one read at a time.
	gen            int
	loading, again bool
	// waiting is set while entrySaved waits for the mentions; waitAgain
	// when an entry was saved meanwhile.
	waiting, waitAgain bool
}

func newAppearancesView(u *UI) *appearancesView {
	v := &appearancesView{u: u}
	v.summary = newHintLabel(u)
	v.strip = newDensityStrip(func(i int) {
		if i < len(v.a.Chapters) {
			v.u.state.openChapter(v.projectID, v.a.Chapters[i].ChapterID, nil)
		}
	})
	v.list = widget.NewList(
		func() int { return len(v.a.Mentions) },
		func() fyne.CanvasObject {
			// Each row names its chapter as the tree does, by title (the
			// summary above does too; 第 1 章 was no help where front
			// matter is chapter 0). The column is as wide as a long
			// chapter heading and a two-zi name (第八十八章 雪夜), so the
			// contexts line up and 第一章 雪夜 is whole: as wide as the
			// heading alone it showed "第一章 …", the name cut off. A
			// longer title ends in "…". Where every title is shorter
			// (Chapter 1), the column is as wide as the longest, and the
			// context has the rest (columnWidth).
			where := newFitLabel(fyne.TextStyle{})
			where.Importance = widget.LowImportance
			column := container.NewGridWrap(fyne.NewSize(v.columnWidth(), where.MinSize().Height), where)
			text := newFitLabel(fyne.TextStyle{}) // cut around the name (SetTextAround)
			// The button is an icon that names itself when the pointer
			// rests on it: "Not This One" written on it took 130 px of
			// the panel's 370 and left an English row's context 18
			// letters ("…ved Elizabeth. T…").
			dismiss := newHintAction(v.u, theme.VisibilityOffIcon(), lang.L("Not this one"), nil).btn
			return container.NewBorder(nil, nil, column, dismiss, text)
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i >= len(v.a.Mentions) {
				return
			}
			m := v.a.Mentions[i]
			c := o.(*fyne.Container)
			text := c.Objects[0].(*fitLabel)
			// A Chinese book's “ ” and … full width, as the editor and
			// the result cards draw them (they were Fyne's narrow ones).
			font := v.u.passageFont(v.projectID)
			text.setBookFont(font)
			text.SetStyle(fyne.TextStyle{Italic: m.Dismissed})
			text.SetTextAround(m.Context, m.ContextAt, len([]rune(m.Name)))
			col := c.Objects[1].(*fyne.Container)
			where := col.Objects[0].(*fitLabel)
			where.setBookFont(font)
			if w := v.columnWidth(); col.MinSize().Width != w {
				col.Layout = layout.NewGridWrapLayout(fyne.NewSize(w, where.MinSize().Height))
				c.Refresh()
			}
			where.SetChapterTitle(displayTitle(m.ChapterTitle))
			b := c.Objects[2].(*hintButton)
			if m.Dismissed {
				b.hint = lang.L("Count it")
				b.SetIcon(theme.VisibilityIcon())
			} else {
				b.hint = lang.L("Not this one")
				b.SetIcon(theme.VisibilityOffIcon())
			}
			b.OnTapped = func() { v.dismiss(m, !m.Dismissed) }
		},
	)
	v.list.OnSelected = func(i widget.ListItemID) {
		v.list.UnselectAll()
		if i < len(v.a.Mentions) {
			m := v.a.Mentions[i]
			v.u.state.openChapter(v.projectID, m.ChapterID, &runeSpan{m.Start, m.End})
		}
	}
	v.copy = newHintAction(u, theme.ContentCopyIcon(), lang.L("Copy reading list"), v.copyReading).btn
	// The summary sits beside the copy button, not under a heading of its
	// own: the tab above already says "Appearances", and the row that
	// said it again was a row of mentions fewer. The list asks for
	// mentionListRows rows, so the entry form scrolls (wikiPanel shows
	// the list when the tab is picked) instead of the list shrinking to
	// the two rows a 900-px window left it under the form.
	head := container.NewBorder(nil, nil, nil, container.NewVBox(v.copy), v.summary)
	v.listBox = container.New(minHeight(0), v.list)
	// The tab's content scrolls inside the tab, under its header: the
	// whole tabs scrolled in the entry form instead (wikiPanel), and
	// showing the list scrolled the 资料/出场 header out of view.
	v.scroll = container.NewVScroll(newBorder(container.NewVBox(head, v.strip), nil, nil, nil, v.listBox))
	v.box = v.scroll
	u.state.subscribe(func(c stateChange) {
		switch {
		case c == changeMentions || c == changeRemoved:
			v.reload()
		case c == changeLibrary && v.chaptersChanged():
			v.reload()
		}
	})
	return v
}

// shown says whether the view's tab is the one up: the list asks for
// mentionListRows rows then, and for nothing while it is hidden.
func (v *appearancesView) shown(up bool) {
	h := float32(0)
	if up {
		h = mentionListRows * (v.list.CreateItem().MinSize().Height + theme.Padding())
	}
	if v.listBox.Layout != minHeight(h) {
		v.listBox.Layout = minHeight(h)
		v.listBox.Refresh()
	}
}

// chaptersChanged reports whether a chapter the view names has another
// title or number in the chapter lists than when the view was read: the
// view kept 《第二章 故人》 after Renumber Chapter Titles made it 第一章
// 故人 (a rename or a move did the same), as only new mentions reloaded
// it. The lists are re-read on every save too; this is a walk over the
// chapters the entry appears in, and reads nothing.
func (v *appearancesView) chaptersChanged() bool {
	if v.entryID == 0 {
		return false
	}
	for _, c := range v.a.Chapters {
		if now, ok := v.u.state.chapter(c.ChapterID); ok && (now.Title != c.Title || now.Index != c.Chapter) {
			return true
		}
	}
	return false
}

// columnWidth is the width of the mention rows' chapter column: as wide
// as the longest title of the chapters listed, at most as wide as a long
// heading and a two-zi name (第八十八章 雪夜). A fixed column that wide
// left an English row's context nine letters ("…t Elizabeth L…") beside
// "Chapter 1" and its empty space. Only the chapters the rows name count
// (listedTitles), not every chapter of the book: 孔乙己's rows, all in
// 《孔乙己》, had a column as wide as 《呐喊》自序 and seven 字 of context
// in a 1000-px window.
func (v *appearancesView) columnWidth() float32 {
	th := v.list.Theme()
	size, pad := th.Size(theme.SizeNameText), 2*th.Size(theme.SizeNameInnerPadding)
	most := fyne.MeasureText(chapterHeading(88)+" "+mentionColumnName, size, fyne.TextStyle{}).Width + pad
	if len(v.listedTitles) == 0 {
		return most
	}
	w := float32(0)
	font := v.u.passageFont(v.projectID) // as the column draws them
	for _, t := range v.listedTitles {
		w = max(w, measureInBook(t, size, fyne.TextStyle{}, font))
	}
	return min(float32(math.Ceil(float64(w+pad))), most)
}

// titlesOfMentions returns the display titles of the chapters mentions
// are in, each once, in story order.
func titlesOfMentions(mentions []engine.Mention) []string {
	var titles []string
	seen := map[uint64]bool{}
	for _, m := range mentions {
		if !seen[m.ChapterID] {
			seen[m.ChapterID] = true
			titles = append(titles, displayTitle(m.ChapterTitle))
		}
	}
	return titles
}

// mentionColumnName stands for a chapter's name in sizing the chapter
// column of the mention rows: two zi, the length of many a Chinese
// chapter's name (雪夜, 故人).
const mentionColumnName = "雪夜"

// mentionListRows is how many mentions the appearances list shows at
// least; it takes what room the panel has beyond them. Six rows under
// the entry's names (kept in view) made the tabs scroll in a 900-px
// window; three fit there.
const mentionListRows = 3

// mentionRowsWanted is how many mentions the Appearances tab makes room
// for when it is picked, where the entries' list above can give up rows
// for them (wikiPanel.roomForMentions): with room for three only, a
// 1000×700 window showed three, a 1280×800 one under five.
const mentionRowsWanted = 5

// show loads an entry's appearances (entryID 0: an unsaved entry, none).
func (v *appearancesView) show(projectID, entryID uint64) {
	v.projectID, v.entryID = projectID, entryID
	v.reload()
}

// entrySaved shows an entry just saved once the engine has recomputed
// the mentions its names affect (a few seconds at most; the view reloads
// on later index events anyway). The wait runs beside the background
// queue, not on it: every save queued behind it, the entry's next one
// and the chapter's, waited for the recount too, "Saving…" on screen
// (0.9 s after renaming 曹操 in 110 chapters of 三国演义 while they were
// indexed, up to mentionWait). One wait at a time: saves during it wait
// once more after it.
func (v *appearancesView) entrySaved(projectID, entryID uint64) {
	v.projectID, v.entryID = projectID, entryID
	if v.waiting {
		v.waitAgain = true
		return
	}
	v.waiting = true
	v.u.indexWaits.Go(func() {
		ctx, cancel := context.WithTimeout(v.u.ctx, mentionWait)
		defer cancel()
		_ = v.u.mentions.FlushMentions(ctx) // a timeout only means older data for now
		v.u.do(func() {
			v.waiting = false
			if v.waitAgain {
				v.waitAgain = false
				v.entrySaved(v.projectID, v.entryID)
				return
			}
			if v.entryID == entryID {
				v.reload()
			}
		})
	})
}

// mentionWait bounds how long a saved entry waits for its mentions.
const mentionWait = 10 * time.Second

// mentionFlusher waits until the engine's mention tracker is idle or ctx
// is done (engine.Engine.FlushMentions).
type mentionFlusher interface {
	FlushMentions(ctx context.Context) error
}

// reload reads the appearances in the background, one read at a time.
func (v *appearancesView) reload() {
	v.gen++
	gen, id := v.gen, v.entryID
	if id == 0 {
		v.set(engine.Appearances{})
		return
	}
	if v.loading {
		v.again = true
		return
	}
	v.loading = true
	v.u.background(func() {
		a, err := v.u.eng.Appearances(id)
		v.u.do(func() {
			v.loading = false
			if v.again {
				v.again = false
				v.reload()
				return
			}
			if gen != v.gen {
				return
			}
			if err != nil {
				v.set(engine.Appearances{})
				return // deleted meanwhile: the form empties itself
			}
			v.set(a)
		})
	})
}

func (v *appearancesView) set(a engine.Appearances) {
	v.a = a
	v.listedTitles = titlesOfMentions(a.Mentions)
	v.copy.hint = lang.L("Copy reading list")
	switch {
	case v.entryID == 0:
		v.summary.SetText(lang.L("Save the entry to see where it appears."))
	case a.Total == 0:
		v.summary.SetText(lang.L("Not mentioned in any chapter yet."))
	default:
		v.summary.SetText(appearancesSummary(a))
	}
	counts := make([]int, len(a.Chapters))
	for i, c := range a.Chapters {
		counts[i] = c.Count
	}
	v.strip.setCounts(counts)
	v.list.Refresh()
}

// appearancesSummary is the view's first line: the total and the first
// and last chapters by title, as the author knows them. Their numbers
// were no help in a book whose headings count otherwise (front matter is
// chapter 0; 第二回 may be chapter 3 after a 引首).
func appearancesSummary(a engine.Appearances) string {
	first, last := chapterTitleAt(a, a.First), chapterTitleAt(a, a.Last)
	data := map[string]any{"N": groupDigits(a.Total), "First": first, "Last": last}
	if a.First == a.Last {
		return quotedN("{{.N}} mentions, all in “{{.First}}”", a.Total, data)
	}
	return quotedN("{{.N}} mentions · first in “{{.First}}” · last in “{{.Last}}”", a.Total, data)
}

// chapterTitleAt is the display title of chapter number n of a's book.
func chapterTitleAt(a engine.Appearances, n int) string {
	for _, c := range a.Chapters {
		if c.Chapter == n {
			return displayTitle(c.Title)
		}
	}
	return tr("Ch. {{.V}}", n)
}

// dismiss marks a mention "not this one" (or counts it again).
func (v *appearancesView) dismiss(m engine.Mention, on bool) {
	id := v.entryID
	perform(v.u, lang.L("Not this one"), func() error {
		return v.u.eng.DismissMention(id, m.ChapterID, m.Start, on)
	}, v.reload)
}

// copyReading puts the continuity reading list on the clipboard: the
// paragraphs that name the entry before the chapter open in the editor
// (the whole book when none is), the latest first, within the
// assistant's context budget — ready to paste into an AI chat.
func (v *appearancesView) copyReading() {
	id := v.entryID
	if id == 0 {
		return
	}
	before := 0
	if c, ok := v.u.state.chapter(v.u.state.openChapterRequest().chapterID); ok {
		before = c.Index
	}
	budget := v.u.eng.Settings().Assistant.ContextBudget
	fetch(v.u, lang.L("Copy reading list"), func() (engine.Reading, error) {
		return v.u.eng.ContinuityReading(engine.ReadingRequest{EntryID: id, Before: before, Budget: budget})
	}, func(r engine.Reading) {
		v.u.app.Clipboard().SetContent(r.Text)
		v.copy.hint = lang.N("Copied {{.N}} passages", len(r.Passages), map[string]any{"N": len(r.Passages)})
		v.copy.sayHint() // the copy has no other sign
	})
}

// densityStrip is a row of cells, one per chapter, shaded by how often
// the entry is named there; tapping a cell calls onTap with its chapter.
type densityStrip struct {
	widget.BaseWidget
	counts []int
	onTap  func(chapter int)
}

func newDensityStrip(onTap func(int)) *densityStrip {
	s := &densityStrip{onTap: onTap}
	s.ExtendBaseWidget(s)
	return s
}

func (s *densityStrip) setCounts(c []int) {
	s.counts = c
	s.Refresh()
}

// Tapped jumps to the chapter under the pointer.
func (s *densityStrip) Tapped(ev *fyne.PointEvent) {
	if len(s.counts) == 0 || s.Size().Width <= 0 {
		return
	}
	i := int(ev.Position.X / s.Size().Width * float32(len(s.counts)))
	if i >= 0 && i < len(s.counts) && s.onTap != nil {
		s.onTap(i)
	}
}

func (s *densityStrip) CreateRenderer() fyne.WidgetRenderer {
	r := &stripRenderer{s: s, bg: canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))}
	r.Refresh()
	return r
}

type stripRenderer struct {
	s     *densityStrip
	bg    *canvas.Rectangle
	cells []*canvas.Rectangle
}

func (r *stripRenderer) Layout(size fyne.Size) {
	r.bg.Resize(size)
	n := len(r.cells)
	if n == 0 {
		return
	}
	w := size.Width / float32(n)
	// A gap between cells wide enough to hold one: neighbouring chapters
	// that both name the entry ran together into one bar, two chapters
	// as much as a solid stripe with nothing to say it was two.
	gap := float32(0)
	if w >= 4*stripGap {
		gap = stripGap
	}
	for i, c := range r.cells {
		c.Move(fyne.NewPos(float32(i)*w, 0))
		c.Resize(fyne.NewSize(max(w-gap, 1), size.Height))
	}
}

// stripGap is the space between the density strip's cells, left out when
// the cells are too narrow for it (a book of hundreds of chapters).
const stripGap = 2

func (r *stripRenderer) MinSize() fyne.Size {
	return fyne.NewSize(theme.Padding()*8, theme.TextSize()*1.2)
}

// Refresh shades each cell by its count relative to the busiest
// chapter; chapters without a mention stay empty.
func (r *stripRenderer) Refresh() {
	counts := r.s.counts
	for len(r.cells) < len(counts) {
		r.cells = append(r.cells, canvas.NewRectangle(color.Transparent))
	}
	r.cells = r.cells[:len(counts)]
	top := 0
	for _, c := range counts {
		top = max(top, c)
	}
	pr, pg, pb, _ := theme.Color(theme.ColorNamePrimary).RGBA()
	for i, c := range counts {
		if c == 0 {
			r.cells[i].FillColor = color.Transparent
		} else {
			alpha := uint8(60 + 195*c/top)
			r.cells[i].FillColor = color.NRGBA{uint8(pr >> 8), uint8(pg >> 8), uint8(pb >> 8), alpha}
		}
		r.cells[i].Refresh()
	}
	r.bg.FillColor = theme.Color(theme.ColorNameInputBackground)
	r.bg.Refresh()
	r.Layout(r.s.Size())
}

func (r *stripRenderer) Objects() []fyne.CanvasObject {
	objs := []fyne.CanvasObject{r.bg}
	for _, c := range r.cells {
		objs = append(objs, c)
	}
	return objs
}

func (r *stripRenderer) Destroy() {}
