package app

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
	"inkflow/engine/index"
	"inkflow/engine/models"
	"inkflow/engine/search"
)

// searchTimeout bounds one search; a query that takes longer is a bug,
// but the panel must not spin forever.
const searchTimeout = 30 * time.Second

// searchPanel is the query box, its toggles and the result cards.
type searchPanel struct {
	u *UI

	query       *keyEntry
	hybrid      *widget.Check
	parentChild *widget.Check
	deep        *widget.Check
	allProjects *widget.Check
	mentions    *mentionFilter
	// options holds the checkboxes and the Mentioning filter, folded
	// under one line by default: optionsButton unfolds them (and the
	// choice is remembered, prefSearchOptions), and optionsNote says
	// which are on while they are folded. Unfolded they took three rows,
	// and at 1000×700 the panel had room for one result card.
	options       *fyne.Container
	optionsButton *widget.Button
	optionsNote   *fitLabel
	notice        *proseLabel // model and index state, fallbacks, errors
	summary       *proseLabel
	// prev and next step through the results (F3 and Shift+F3, the
	// menu's Next and Previous Result), arrows at the right of the count
	// line, as a find bar's: written into it as keys, they wrapped with
	// 上一个 alone on its last line at the panel's widths; as buttons
	// named 上一个 and 下一个 they took a row of their own from the
	// results, or beside the count wrapped it ("117 / 毫秒").
	prev, next *widget.Button
	steps      *fyne.Container
	// top holds the query, the toggles and the summary above the
	// results; body is the column of top and the results. Both are laid
	// out again when the summary changes (setSummary).
	top, body *fyne.Container
	list      *fyne.Container
	scroll    *container.Scroll
	// more loads the next page of results under the last card.
	more *widget.Button

	// cards are the cards of the results shown, from pool.
	cards []*resultCard
	pool  cardPool
	// results are the results shown, one a card: the engine's, each
	// summary hit of a deep search followed by its chapter's passages
	// (passagesUnder); ranked are the engine's alone, and found counts
	// them.
	results  []search.Result
	ranked   []search.Result
	found    int
	selected int
	// syncing suppresses searches while settings are copied into the
	// toggles.
	syncing bool

	timer  *time.Timer
	cancel context.CancelFunc
	gen    int
	// running is set while the latest search is out.
	running bool
	// shown is the request whose results are on screen.
	shown search.Request
	// limit is the result count asked for after "Show more" (0: the
	// engine's default, the first page); moreGen is the search that
	// loads more, whose results keep the list's scroll position.
	limit   int
	moreGen int
	// indexedAt is the indexer's count of committed tasks when the search
	// on screen started; refreshGen is a search that refreshes the list
	// after the index changed, which also keeps the scroll position.
	indexedAt  uint64
	refreshGen int
	// keywordBehind says the search on screen ran while the keyword
	// index lagged behind the saved text (a write to it failed, see
	// engine.KeywordBacklog): it runs again once the lag is made up.
	keywordBehind bool
	// onceShown runs after the next results are shown (the demo start).
	onceShown func()
}

func newSearchPanel(u *UI) *searchPanel {
	p := &searchPanel{u: u, selected: -1}
	p.pool.onTap = p.choose
	p.pool.onFocus = p.scrollTo
	p.pool.bookFont = u.passageFont
	p.query = newKeyEntry(u.keys, false)
	// The example is in the writer's language: 桃园结义 in the Chinese
	// box, an English scene in the English one (Chinese there read as
	// something the English writer's book would not answer).
	p.query.SetPlaceHolder(lang.L("Search the manuscript — e.g. a storm at sea, a farewell…"))
	p.query.ActionItem = widget.NewIcon(theme.SearchIcon())
	p.query.OnSubmitted = func(string) { p.runNow() }
	p.query.OnChanged = func(string) { p.schedule() }
	p.query.onKey = func(ev *fyne.KeyEvent) bool {
		switch ev.Name {
		case fyne.KeyDown:
			p.step(1)
		case fyne.KeyUp:
			p.step(-1)
		default:
			return false
		}
		return true
	}
	rerun := func(bool) {
		p.noteOptions()
		if !p.syncing {
			p.runNow()
		}
	}
	p.hybrid = widget.NewCheck(lang.L("Words and meaning"), rerun)
	p.parentChild = widget.NewCheck(lang.L("Show context"), rerun)
	// Summary hits are found either way: the toggle lists the summarised
	// chapter's best passages under each (search.Request.Deep). Named
	// "Include summaries" (深度（含摘要）), it read as the switch for
	// summary hits, which came with it off too.
	p.deep = widget.NewCheck(lang.L("Passages under summaries"), rerun)
	p.allProjects = widget.NewCheck(lang.L("All projects"), rerun)
	p.mentions = newMentionFilter(u, func() {
		p.noteOptions()
		p.rerun()
	})
	p.optionsButton = widget.NewButtonWithIcon(lang.L("Options"), theme.MenuExpandIcon(), func() {
		p.showOptions(!p.options.Visible())
	})
	p.optionsButton.Importance = widget.LowImportance
	p.optionsNote = newFitLabel(fyne.TextStyle{})
	p.optionsNote.Importance = widget.LowImportance
	p.notice = noticeLabel(widget.WarningImportance)
	// Wrapped: on one line the count and its keys asked 460 px, and the
	// first search pushed the divider into the manuscript.
	p.summary = newProseLabel("")
	p.summary.Importance = widget.LowImportance
	p.prev = widget.NewButtonWithIcon("", theme.MoveUpIcon(), func() { p.step(-1) })
	p.next = widget.NewButtonWithIcon("", theme.MoveDownIcon(), func() { p.step(1) })
	p.prev.Importance, p.next.Importance = widget.LowImportance, widget.LowImportance
	p.steps = container.NewHBox(p.prev, p.next)
	p.steps.Hide()
	p.list = container.NewVBox()
	p.more = widget.NewButton(lang.L("Show more"), p.showMore)
	p.more.Importance = widget.LowImportance
	p.scroll = container.NewVScroll(p.list)
	p.settingsChanged()
	st := u.state
	st.subscribe(p.stateChanged)
	st.handle(cmdFind, p.focus)
	st.handle(cmdNextResult, func() { p.step(1) })
	st.handle(cmdPrevResult, func() { p.step(-1) })
	return p
}

// stateChanged reruns the search when its scope or its data changed.
func (p *searchPanel) stateChanged(c stateChange) {
	switch c {
	case changeProject:
		p.mentions.reload()
		// Across all projects the results already cover every book:
		// opening one from another book makes that book current, and
		// ranking again for it reshuffled the list under the author's
		// click (F3 then stepped through a different list).
		if !p.allProjects.Checked {
			p.rerun()
		}
	case changeRemoved:
		p.mentions.reload()
		p.rerun()
	case changeModel:
		p.rerun()
	case changeEntries:
		p.mentions.reload()
	case changeMentions:
		p.mentions.loadSpans()
	case changeSettings:
		p.settingsChanged()
	case changeIndex:
		p.indexChanged(p.u.state.latestIndex().counters)
	}
}

func (p *searchPanel) content() fyne.CanvasObject {
	toggles := newAdaptiveGrid(2, p.hybrid, p.parentChild, p.deep, p.allProjects)
	filter := container.NewBorder(nil, nil, widget.NewLabel(lang.L("Mentioning")), nil, p.mentions.choice)
	p.options = container.NewVBox(toggles, filter)
	p.showOptions(p.u.app.Preferences().Bool(prefSearchOptions))
	options := container.NewBorder(nil, nil, p.optionsButton, nil, p.optionsNote)
	count := container.NewBorder(nil, nil, nil, p.steps, p.summary)
	p.top = container.NewVBox(p.query, options, p.options, p.notice, count)
	// A flowColumn, not a Border: it gives the top its width before
	// asking its height, so a count line that a narrower window wraps
	// gets its second line (flowColumn.heightAt).
	p.body = newFlowColumn(p.top, p.scroll)
	return p.body
}

// prefSearchOptions remembers whether the search options are unfolded.
const prefSearchOptions = "search.options-open"

// showOptions folds or unfolds the search options, remembering it.
func (p *searchPanel) showOptions(open bool) {
	p.u.app.Preferences().SetBool(prefSearchOptions, open)
	if open {
		p.options.Show()
		p.optionsButton.SetIcon(theme.MenuDropDownIcon())
	} else {
		p.options.Hide()
		p.optionsButton.SetIcon(theme.MenuExpandIcon())
	}
	p.noteOptions()
	if p.top != nil {
		p.top.Refresh()
		p.body.Refresh()
	}
}

// noteOptions names beside the folded options those ticked that the
// usual search (the settings' defaults) has not, so a search across all
// projects or for one entry's passages does not look like the usual one.
func (p *searchPanel) noteOptions() {
	if p.options == nil || p.options.Visible() {
		p.optionsNote.SetText("")
		return
	}
	usual := p.u.eng.Settings().Search
	var on []string
	for _, c := range []struct {
		box   *widget.Check
		usual bool
	}{{p.hybrid, usual.Hybrid}, {p.parentChild, usual.UseParentChild}, {p.deep, false}, {p.allProjects, false}} {
		if c.box.Checked && !c.usual {
			on = append(on, c.box.Text)
		}
	}
	if p.mentions.entryID != 0 {
		on = append(on, tr("Mentioning {{.V}}", p.mentions.choice.Selected))
	}
	p.optionsNote.SetText(strings.Join(on, " · "))
}

// settingsChanged copies search.* settings into the toggles and reruns
// the search, so a change in the settings dialog shows at once.
func (p *searchPanel) settingsChanged() {
	s := p.u.eng.Settings().Search
	p.syncing = true
	p.hybrid.SetChecked(s.Hybrid)
	p.parentChild.SetChecked(s.UseParentChild)
	p.syncing = false
	p.rerun()
}

// request builds the search the panel's state describes.
func (p *searchPanel) request() search.Request {
	hybrid := p.hybrid.Checked
	req := search.Request{
		Query:        strings.TrimSpace(p.query.Text),
		Project:      p.u.state.projectID(),
		CrossProject: p.allProjects.Checked,
		Hybrid:       &hybrid,
		Deep:         p.deep.Checked,
		Mode:         search.ModeDirect,
		K:            p.limit,
	}
	if p.parentChild.Checked {
		req.Mode = search.ModeParentChild
	}
	return req
}

// schedule runs the search after a pause in typing.
func (p *searchPanel) schedule() {
	if p.timer != nil {
		p.timer.Stop()
	}
	p.timer = time.AfterFunc(p.u.opts.SearchDelay, func() { p.u.do(p.runNow) })
}

// rerun repeats the search on screen (after a delete, a settings change
// or a project switch), if there is one.
func (p *searchPanel) rerun() {
	if strings.TrimSpace(p.query.Text) != "" {
		p.runNow()
	}
}

// runNow starts a new search (its first page) in the background.
func (p *searchPanel) runNow() {
	p.limit = 0
	p.start()
}

// showMore repeats the search on screen asking for one more page: the
// results before stay in place and the next ones come under them
// (show, appendUnshown).
func (p *searchPanel) showMore() {
	p.limit = min(p.pageSize(p.shown.CrossProject)+p.found, search.MaxK)
	p.moreGen = p.gen + 1 // start's search
	p.start()
}

// pageSize is how many results one page holds: the search.default-top-k
// setting, or the K of a cross-project search (which lists K +
// search.DefaultCrossOtherK, every project ranked together).
func (p *searchPanel) pageSize(crossProject bool) int {
	if crossProject {
		return search.DefaultCrossOwnK
	}
	if k := p.u.eng.Settings().Search.DefaultTopK; k > 0 {
		return k
	}
	return search.DefaultSettings().DefaultTopK
}

// start runs the search the panel describes in the background,
// cancelling any still running; only the latest one's results are shown.
func (p *searchPanel) start() {
	if p.timer != nil {
		p.timer.Stop()
	}
	if p.cancel != nil {
		p.cancel()
		p.cancel = nil
	}
	req := p.request()
	p.gen++
	gen := p.gen
	p.indexedAt = p.u.state.latestIndex().counters.Done
	p.keywordBehind = p.u.eng.KeywordBacklog().Err != nil
	if req.Query == "" {
		p.show(req, search.Response{}, nil)
		return
	}
	if req.Project == 0 && !req.CrossProject {
		p.show(req, search.Response{}, errNoProject)
		return
	}
	if p.u.searcher == nil {
		p.show(req, search.Response{}, errors.New("this build has no search engine"))
		return
	}
	ctx, cancel := context.WithTimeout(p.u.ctx, searchTimeout)
	p.cancel = cancel
	p.running = true
	p.setSummary(lang.L("Searching…"))
	go func() {
		defer cancel()
		resp, err := p.u.searcher.Search(ctx, req)
		if errors.Is(err, context.Canceled) {
			return // superseded
		}
		p.u.do(func() {
			if gen == p.gen {
				p.show(req, resp, err)
			}
		})
	}()
}

var errNoProject = errors.New("create or import a project to search it")

// show replaces the cards with a response. The results of "Show more"
// keep the scroll position and the selected card; those of a refresh
// after indexing (indexChanged) keep the scroll position, and the
// selected card if the same passage is still in its place.
func (p *searchPanel) show(req search.Request, resp search.Response, err error) {
	more := p.moreGen == p.gen && p.moreGen != 0
	// A refresh keeps the list's place only for the search already on
	// screen (it may have replaced one the author had just started).
	refresh := p.refreshGen == p.gen && p.refreshGen != 0 && req.Query == p.shown.Query && req.Project == p.shown.Project
	offset, selected := p.scroll.Offset, p.selected
	var selectedResult search.Result
	if refresh && selected >= 0 && selected < len(p.results) {
		selectedResult = p.results[selected]
	}
	p.shown = req
	p.running = false
	resp.Results = p.mentions.keep(resp.Results)
	// Whether the ranking may hold more: the engine gave all it was
	// asked for.
	full := err == nil && len(resp.Results) >= p.asked(req) && p.asked(req) < search.MaxK
	if more {
		resp.Results = appendUnshown(p.ranked, resp.Results, req.Mode == search.ModeDirect)
	}
	p.ranked = resp.Results
	p.found = len(resp.Results)
	var under []bool
	p.results, under = passagesUnder(resp.Results)
	p.selected = -1
	p.cards = p.pool.fill(p.results, req.Query, req.CrossProject)
	for i, card := range p.cards {
		card.setUnder(under[i])
	}
	objs := make([]fyne.CanvasObject, 0, len(p.cards)+1)
	for _, card := range p.cards {
		objs = append(objs, card)
	}
	if full {
		objs = append(objs, p.more)
	}
	p.list.Objects = objs
	p.list.Refresh()
	if more || refresh {
		p.scroll.Offset = offset
		p.scroll.Refresh()
		if selected >= 0 && selected < len(p.cards) && (!refresh || sameResult(selectedResult, p.results[selected])) {
			p.selected = selected
			p.cards[selected].setSelected(true)
		}
	} else {
		p.scroll.ScrollToTop()
	}
	p.setNotice(p.noticeText(req, resp, err))
	if fn := p.onceShown; fn != nil && req.Query != "" {
		p.onceShown = nil
		defer fn()
	}
	p.steps.Hidden = err != nil || req.Query == "" || len(resp.Results) == 0
	switch {
	case err != nil || req.Query == "":
		p.setSummary("")
	case len(resp.Results) == 0:
		p.setSummary(lang.L("No results"))
	default:
		p.setSummary(lang.N("{{.N}} results · {{.MS}} ms", len(resp.Results), map[string]any{"N": groupDigits(len(resp.Results)), "MS": fmt.Sprintf("%.0f", resp.TookMS)}))
	}
}

// asked is how many results req asks the engine for: its K or the page
// size, and across all projects search.DefaultCrossOtherK more (a
// search of all projects lists K + DefaultCrossOtherK). Reading K alone,
// a second page of 37 results of the 40 asked for still offered Show
// more, which then added none.
func (p *searchPanel) asked(req search.Request) int {
	n := req.K
	if n <= 0 {
		n = p.pageSize(req.CrossProject)
	}
	if req.CrossProject {
		n += search.DefaultCrossOtherK
	}
	return min(n, search.MaxK)
}

// appendUnshown returns the results shown followed by those of more, a
// longer ranking of the same search, that they do not hold, in more's
// order: "Show more" adds the next results under the ones the author has
// read. The engine ranks a longer list from more candidates, which can
// move a passage of the first page (the fusion scales each index's
// scores over its longer list): replacing the list with the longer
// ranking moved the cards under the author's eyes, and the fifth card of
// a search of all projects became another chapter. A passage is one
// parent, or in direct mode (children as results) one child; a passage
// under a summary hit (passagesUnder) that a card shows already is left
// out.
func appendUnshown(shown, more []search.Result, direct bool) []search.Result {
	type passage struct {
		kind          string
		owner, parent uint64
	}
	key := func(r search.Result) passage {
		if direct {
			return passage{kind: r.Kind, owner: r.OwnerID, parent: r.ChildID}
		}
		return passage{kind: r.Kind, owner: r.OwnerID, parent: r.ParentID}
	}
	listed := make(map[passage]bool)
	list := func(r search.Result) {
		listed[key(r)] = true
		for _, e := range r.Expanded {
			listed[key(e)] = true
		}
	}
	for _, r := range shown {
		list(r)
	}
	out := slices.Clone(shown)
	for _, r := range more {
		if listed[key(r)] {
			continue
		}
		if len(r.Expanded) > 0 {
			var kept []search.Result
			for _, e := range r.Expanded {
				if !listed[key(e)] {
					kept = append(kept, e)
				}
			}
			r.Expanded = kept
		}
		list(r)
		out = append(out, r)
	}
	return out
}

// noticeText explains states in which results are missing or partial.
func (p *searchPanel) noticeText(req search.Request, resp search.Response, err error) string {
	var notes []string
	switch {
	case errors.Is(err, errNoProject):
		// Not a failure: the first thing a new author might try.
		return lang.L("Create or import a project to search it.")
	case err != nil:
		return tr("Search failed: {{.V}}", firstLine(err))
	}
	if p.u.eng.Embedder() == nil {
		why := lang.L("no embedding model is loaded")
		_, loadErr := p.u.state.modelState()
		if name, _, ok := models.NotInstalled(loadErr); ok {
			// The folders looked in and the command that lists the
			// models (the engine's sentence) are for the log and
			// Settings › Model; the note says what is missing.
			why = tr("the model “{{.V}}” is not installed", displayModelName(name))
		} else if loadErr != nil {
			why = lang.L("{{.Why}} ({{.Err}})", map[string]any{"Why": why, "Err": truncateRunes(firstLine(loadErr), 120)})
		}
		notes = append(notes, tr("Semantic search is off: {{.V}}. Results come from keyword search only; choose or install a model in Settings.", why))
	} else {
		notes = append(notes, p.u.fallbackNotes(resp.Reasons)...)
	}
	if lag := p.u.eng.KeywordBacklog(); lag.Err != nil && req.Query != "" {
		// The engine retries on its own; the author learns why words
		// just written are not found, and what to do about a full disk.
		// bleve words the cause in English without the system's error
		// (ENOSPC), and the log has it, so it is not repeated here.
		notes = append(notes, lang.L("Keyword search is missing your newest text: its index could not be saved. InkFlow keeps trying; if the disk is full, free some space."))
	}
	if req.Query != "" && len(resp.Results) == 0 && req.Project != 0 {
		n, _ := p.u.state.projectTotals(req.Project)
		indexed, waiting := p.indexedChapters(req.Project)
		switch {
		case n == 0:
			notes = append(notes, lang.L("This project has no chapters yet. Write or import one; it is indexed in the background."))
		case indexed == 0:
			notes = append(notes, lang.N("Nothing is indexed yet: {{.V}} chapters wait for the indexer. Results appear as soon as chapters finish.", waiting, map[string]any{"V": groupDigits(waiting)}))
		}
	} else if req.Query != "" && req.Project != 0 {
		if _, waiting := p.indexedChapters(req.Project); waiting > 0 {
			notes = append(notes, lang.N("{{.V}} chapters are still being indexed; their newest text may be missing.", waiting, map[string]any{"V": groupDigits(waiting)}))
		}
	}
	return strings.Join(notes, "\n")
}

// indexedChapters counts a project's chapters whose index is current and
// those still waiting.
func (p *searchPanel) indexedChapters(projectID uint64) (indexed, waiting int) {
	for _, c := range p.u.state.chapterList(projectID) {
		if p.u.state.chapterState(c.ID) == engine.StateIndexed {
			indexed++
		} else {
			waiting++
		}
	}
	return indexed, waiting
}

func (p *searchPanel) setNotice(text string) { p.notice.setOrHide(text) }

// indexChanged runs the search on screen again once indexing settles if
// the index changed since it started, so the line just written is found
// without searching twice, or if it found nothing, or if it ran while
// keyword search lagged behind and no longer does. The list keeps its
// scroll position, its depth and, where the same result is still there,
// its selection; while the author types, the results follow the text
// each time the indexer catches up.
func (p *searchPanel) indexChanged(ev index.Event) {
	if ev.Pending+ev.Running != 0 || p.shown.Query == "" || strings.TrimSpace(p.query.Text) == "" {
		return
	}
	caughtUp := p.keywordBehind && p.u.eng.KeywordBacklog().Err == nil
	if ev.Done > p.indexedAt || len(p.results) == 0 || caughtUp {
		p.refreshGen = p.gen + 1 // start's search
		p.start()
	}
}

// passagesUnder lists results as the panel shows them: a summary hit's
// Expanded passages (a deep search's) follow it, and under reports
// which results are such passages. Without them the toggle that asks
// for them changed nothing on screen.
func passagesUnder(results []search.Result) (shown []search.Result, under []bool) {
	shown = make([]search.Result, 0, len(results))
	for _, r := range results {
		shown = append(shown, r)
		under = append(under, false)
		for _, e := range r.Expanded {
			shown = append(shown, e)
			under = append(under, true)
		}
	}
	return shown, under
}

// sameResult says whether a and b show the same passage.
func sameResult(a, b search.Result) bool {
	return a.Kind == b.Kind && a.OwnerID == b.OwnerID && a.ParentID == b.ParentID
}

// choose selects result i and opens it.
func (p *searchPanel) choose(i int) {
	if i < 0 || i >= len(p.results) {
		return
	}
	if p.selected >= 0 && p.selected < len(p.cards) {
		p.cards[p.selected].setSelected(false)
	}
	p.selected = i
	card := p.cards[i]
	card.setSelected(true)
	p.scrollTo(card)
	openResult(p.u.state, p.results[i])
}

// step moves through the results (F3, Shift+F3, Ctrl+Down/Up), wrapping
// around at either end.
func (p *searchPanel) step(delta int) {
	n := len(p.results)
	if n == 0 {
		return
	}
	i := p.selected + delta
	if p.selected < 0 && delta < 0 {
		i = n - 1
	}
	p.choose(((i % n) + n) % n)
}

// scrollTo brings a card into view.
func (p *searchPanel) scrollTo(card *resultCard) { scrollCardIntoView(p.scroll, card) }

func (p *searchPanel) stop() {
	if p.timer != nil {
		p.timer.Stop()
	}
	if p.cancel != nil {
		p.cancel()
	}
}

// focus puts the cursor in the query box (Ctrl+F), selecting what is
// there so typing replaces it.
func (p *searchPanel) focus() {
	p.u.win.Canvas().Focus(p.query)
	p.query.TypedShortcut(&fyne.ShortcutSelectAll{})
}

// openResult asks the state to show a result where it belongs: a chapter
// passage in the editor with the caret at the match and the match
// highlighted, not selected (showPassage), a summary's chapter, or a wiki
// entry in the Wiki tab.
func openResult(st *appState, r search.Result) {
	switch r.Kind {
	case search.KindChapter:
		st.openChapter(r.ProjectID, r.OwnerID, &runeSpan{r.OwnerOffset + r.MatchStart, r.OwnerOffset + r.MatchEnd})
	case search.KindSummary:
		if r.SummaryOf != 0 {
			st.openChapter(r.ProjectID, r.SummaryOf, nil)
		}
	case search.KindWiki:
		st.openWiki(r.ProjectID, r.OwnerID)
	}
}

// setSummary shows the count line and lays the panel out again for its
// height: Fyne does not re-run a container's layout when a wrapped label
// grows, so a count that wrapped to a second line ("Ctrl+↑ 上一个") was
// drawn under the first result card, its bottom cut off.
func (p *searchPanel) setSummary(text string) {
	p.summary.SetText(text)
	if p.top != nil {
		p.top.Refresh()
		p.body.Refresh()
	}
}
