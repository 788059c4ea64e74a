package app

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
	"inkflow/engine/index"
	"inkflow/engine/search"
)

// relatedK is how many related passages the panel shows.
const relatedK = 6

// relatedPanel shows passages elsewhere in the project that relate to the
// paragraph under the editor's cursor. It looks them up a moment after
// the author stops typing or moving the cursor, in the background, and
// drops lookups made stale by further typing: it never holds up the
// editor.
type relatedPanel struct {
	u *UI

	about   *proseLabel
	quote   *proseLabel
	summary *proseLabel
	list    *fyne.Container
	scroll  *container.Scroll
	// top holds the labels above the results and body the panel, laid
	// out again when the labels change (relayout).
	top, body *fyne.Container
	// cards are the cards of the passages shown, from pool.
	cards []*resultCard
	pool  cardPool

	typing debounce // the refresh after the caret rests
	cancel context.CancelFunc
	gen    int
	// last is the paragraph whose passages are shown, to skip repeats;
	// "" forgets it, so that the same paragraph is looked up again.
	last    string
	lastKey uint64
	// asked is the look-up of the passages shown (or coming), asked
	// again when a chapter is deleted behind them (lookAgain).
	asked search.RelatedRequest
	// partial is the project whose passages are shown while some of its
	// chapters were still waiting to be indexed (0: none); the panel looks
	// again once they are all indexed.
	partial uint64
}

func newRelatedPanel(u *UI) *relatedPanel {
	p := &relatedPanel{u: u}
	p.pool.onTap = func(i int) {
		if i < len(p.cards) {
			openResult(p.u.state, p.cards[i].res)
		}
	}
	p.pool.onFocus = func(c *resultCard) { scrollCardIntoView(p.scroll, c) }
	p.pool.bookFont = u.passageFont
	p.about = newProseLabel(lang.L("Passages related to the paragraph you are writing appear here."))
	p.quote = newProseLabel("")
	p.quote.Importance = widget.LowImportance
	p.quote.Hide()
	p.summary = newProseLabel("") // wrapped: a one-line label sets the panel's width
	p.summary.Importance = widget.LowImportance
	p.list = container.NewVBox()
	p.scroll = container.NewVScroll(p.list)
	u.state.subscribe(func(c stateChange) {
		// Opening a chapter (or one deleted under it) moves the cursor
		// without a keystroke: the passages shown were the last
		// chapter's, which after a deletion no longer exists.
		switch c {
		case changeActivity, changeChapter:
			p.schedule()
		case changeRemoved:
			p.lookAgain()
		case changeIndex:
			p.indexChanged(p.u.state.latestIndex().owners)
		}
	})
	u.state.handle(cmdRelatedNow, p.refreshNow)
	return p
}

func (p *relatedPanel) content() fyne.CanvasObject {
	p.top = container.NewVBox(p.about, p.quote, p.summary)
	p.body = newBorder(p.top, nil, nil, nil, p.scroll)
	return p.body
}

// relayout lays the panel out again for the new heights of its labels.
// Fyne re-runs the layout of a container whose child grew, but it keeps
// one such container a frame: when the result cards changed in the same
// frame, the border round the labels kept its old layout, and a quote of
// three lines ran under the first card, the count hidden behind it.
func (p *relatedPanel) relayout() {
	if p.top != nil {
		p.top.Refresh()
		p.body.Refresh()
	}
}

// schedule restarts the debounce; it runs on every keystroke and cursor
// move, so it does nothing else but choose the pause: the typing pause
// (RelatedDelay, 1.5 s) while the author writes in the open chapter, the
// settle pause (RelatedSettleDelay, 150 ms) after a chapter opened or the
// caret was put somewhere without typing. With the typing pause for
// everything, the passages of a chapter just opened came 1.5 s after it
// showed (real window, 呐喊 just imported), though the look-up took
// 5–30 ms.
func (p *relatedPanel) schedule() {
	delay := p.u.opts.RelatedSettleDelay
	if p.u.state.typedWithin(p.u.opts.RelatedDelay) {
		delay = p.u.opts.RelatedDelay
	}
	p.typing.restart(p.u, delay, p.refresh)
}

// indexChanged looks again when the indexer has just committed a passage
// shown: a replace, a restore or the story bible's rename rewrote it
// behind the panel, whose card kept the old text until the paragraph at
// the cursor changed. Typing re-indexes only its own chapter, which the
// cards leave out, so it costs no look-up.
//
// Passages looked up while the project was still being indexed (partial)
// are looked up again once it no longer is: the chapters indexed since
// may hold better ones, and the note that said the index was not ready
// would otherwise stay.
func (p *relatedPanel) indexChanged(owners []index.Event) {
	if p.partial != 0 {
		if left, _ := p.unindexed(p.partial); left == 0 {
			p.partial = 0
			p.last = ""
			p.schedule()
			return
		}
	}
	for _, ev := range owners {
		if ev.Kind != index.EventDone {
			continue
		}
		for _, c := range p.cards {
			if c.res.Kind == ev.Owner.Kind.String() && c.res.OwnerID == ev.Owner.ID {
				p.last = "" // the same paragraph, asked again
				p.schedule()
				return
			}
		}
	}
}

// refreshNow looks up the paragraph at the cursor at once (Ctrl+Shift+R).
func (p *relatedPanel) refreshNow() {
	p.last = ""
	p.refresh()
}

// lookAgain looks up the passages shown again, for the paragraph at the
// cursor as it is now, when a chapter, its summary or a wiki entry was
// deleted or merged away: the cards kept a passage of it (Related listed
// "Summary · The Signal" after The Signal was merged into the chapter
// before it, until the paragraph at the cursor changed). The engine
// returns nothing of a deleted owner; the panel has to ask it.
func (p *relatedPanel) lookAgain() {
	p.last = ""
	p.schedule()
}

// refresh reads the paragraph under the cursor and looks up passages
// related to it in the background.
func (p *relatedPanel) refresh() {
	if p.u.searcher == nil || p.u.state.cursorParagraph == nil {
		return
	}
	at := p.u.state.cursorParagraph()
	para := strings.TrimSpace(at.text)
	if at.chapterID == 0 || len([]rune(para)) < minParagraph {
		// A short paragraph keeps the passages of the one before it in
		// the same chapter (a new paragraph just begun); in another
		// chapter they were the last chapter's, still headed "Related
		// to the paragraph at the cursor" over its quote, in a new and
		// empty chapter too.
		if p.lastKey != 0 && at.chapterID != p.lastKey {
			p.clear()
			return
		}
		// Kept passages asked for again (lookAgain, indexChanged) are
		// those of the paragraph they were found for.
		if p.last == "" && p.lastKey != 0 && p.asked.Text != "" {
			p.last = p.asked.Text
			p.lookup(p.asked)
		}
		return
	}
	if para == p.last && at.chapterID == p.lastKey {
		return
	}
	p.last, p.lastKey = para, at.chapterID
	req := search.RelatedRequest{
		Project:   at.projectID,
		Text:      para,
		OwnerKind: search.KindChapter,
		OwnerID:   at.chapterID,
		Start:     at.span.start,
		End:       at.span.end,
		K:         relatedK,
	}
	p.about.TextStyle = fyne.TextStyle{Bold: true} // before SetText, which draws it
	p.about.SetText(lang.L("Related to the paragraph at the cursor:"))
	p.quote.BookFont = p.u.passageFont(at.projectID)
	p.quote.setStyledText(quoteExcerpt(para, 60))
	p.quote.Show()
	p.summary.SetText(lang.L("Looking…"))
	p.relayout()
	p.lookup(req)
}

// lookup asks the engine for the passages related to req in the
// background, dropping a look-up under way, and shows them.
func (p *relatedPanel) lookup(req search.RelatedRequest) {
	if p.cancel != nil {
		p.cancel()
	}
	p.gen++
	gen := p.gen
	p.asked = req
	ctx, cancel := context.WithTimeout(p.u.ctx, searchTimeout)
	p.cancel = cancel
	go func() {
		defer cancel()
		resp, err := p.u.searcher.Related(ctx, req)
		if errors.Is(err, context.Canceled) {
			return
		}
		p.u.do(func() {
			if gen == p.gen {
				p.show(req.Project, resp, err)
			}
		})
	}()
}

// show puts the passages of a look-up in project projectID on screen,
// saying so when some of its chapters are not indexed yet: their passages
// cannot be among them.
func (p *relatedPanel) show(projectID uint64, resp search.Response, err error) {
	p.cards = p.pool.fill(resp.Results, "", false)
	objs := make([]fyne.CanvasObject, 0, len(p.cards))
	for _, card := range p.cards {
		objs = append(objs, card)
	}
	p.list.Objects = objs
	p.list.Refresh()
	p.scroll.ScrollToTop()
	left, total := p.unindexed(projectID)
	p.partial = 0
	if left > 0 && err == nil {
		p.partial = projectID
	}
	switch {
	case err != nil:
		p.summary.SetText(tr("Lookup failed: {{.V}}", firstLine(err)))
	case len(resp.Results) == 0 && left > 0:
		p.summary.SetText(lang.N("Nothing related found yet: {{.Left}} of {{.Total}} chapters are still being indexed.", left, map[string]any{"Left": groupDigits(left), "Total": groupDigits(total)}))
	case len(resp.Results) == 0:
		p.summary.SetText(lang.L("Nothing related found elsewhere in this project yet."))
	default:
		msg := lang.N("{{.N}} passages · {{.MS}} ms", len(resp.Results), map[string]any{"N": groupDigits(len(resp.Results)), "MS": fmt.Sprintf("%.0f", resp.TookMS)})
		if left > 0 {
			msg += " · " + lang.N("{{.Left}} of {{.Total}} chapters still being indexed", left, map[string]any{"Left": groupDigits(left), "Total": groupDigits(total)})
		}
		for _, note := range p.u.fallbackNotes(resp.Reasons) {
			msg += " · " + note
		}
		p.summary.SetText(msg)
	}
	p.relayout()
}

// unindexed counts the chapters of a project the index does not cover
// yet (waiting for the indexer or being indexed) and all its chapters,
// from the state's lists and the indexer's latest events: no engine call
// on the UI goroutine. Chapters that failed or wait for a model are left
// to the status bar, which says why.
func (p *relatedPanel) unindexed(projectID uint64) (left, total int) {
	for _, c := range p.u.state.chapterList(projectID) {
		if c.Index == 0 {
			continue // the front matter (扉页) is no chapter, as the tree counts
		}
		total++
		switch p.u.state.chapterState(c.ID) {
		case engine.StatePending, engine.StateIndexing:
			left++
		}
	}
	return left, total
}

// clear puts the panel back as it was before any lookup, dropping one
// under way.
func (p *relatedPanel) clear() {
	if p.cancel != nil {
		p.cancel()
	}
	p.gen++
	p.last, p.lastKey = "", 0
	p.asked = search.RelatedRequest{}
	p.partial = 0
	p.cards = nil
	p.list.Objects = nil
	p.list.Refresh()
	p.about.TextStyle = fyne.TextStyle{}
	p.about.SetText(lang.L("Passages related to the paragraph you are writing appear here."))
	p.quote.Hide()
	p.summary.SetText("")
	p.relayout()
}

func (p *relatedPanel) stop() {
	p.typing.stop()
	if p.cancel != nil {
		p.cancel()
	}
}

// firstCard is the first passage shown, for the keyboard (Go › Related);
// nil when there is none.
func (p *relatedPanel) firstCard() fyne.Focusable {
	if len(p.cards) == 0 {
		return nil
	}
	return p.cards[0]
}
