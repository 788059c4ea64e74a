package app

import (
	"maps"
	"reflect"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
)

// replacePanel is the project's Find and Replace tab. It finds a pattern
// in every chapter of the current project (and, when asked, its wiki
// entries and summaries), lists the matches by chapter with a line of
// context and what each would become, opens a chapter at a match, and
// replaces one match, the ticked ones of a chapter or all the ticked ones
// as one engine operation, which the undo button takes back whole.
type replacePanel struct {
	u *UI

	pattern     *keyEntry
	replacement *keyEntry
	checks      findChecks
	alsoWiki    *widget.Check
	problem     *proseLabel
	summary     *proseLabel
	list        *widget.List
	replaceAll  *widget.Button
	undo        *widget.Button

	// request is what the rows were found with; result the matches.
	request engine.ReplaceRequest
	result  engine.FindResult
	// renames are the story-bible names Replace All would rename with
	// the matches (engine.PreviewRenames; none without the story bible),
	// which its confirmation counts too and the list shows after them.
	renames []rename
	rows    []findRow
	// unticked are the matches the author left out of a replace.
	unticked map[string]bool
	// lastReplace is the replace the undo button takes back (id 0: none).
	lastReplace undoableReplace
	// searching: the text changed under the shown results (a replace or
	// its undo) and a fresh search is under way. Until it is shown the
	// summary says so and nothing can be replaced: for the second or two
	// the search took on a long book, the panel still offered "Replace
	// All (91 Matches)…" after the replace and said "No matches" after
	// its undo.
	searching bool

	typing debounce // the search after a pause in typing
	gen    int
	// relayout lays the panel out again when the summary's text wraps
	// to another number of lines: laid out for one, a second line ran
	// under the list's first row ("另可改 2 / 个词条名").
	relayout func()
}

// undoableReplace is a replace the undo button offers to take back: its
// id, and the changes and texts (chapters, summaries, wiki entries) an
// undo would still take back (engine.ReplaceStillStanding, re-read after
// every save: an editor's Ctrl+Z or typing may have taken them back).
type undoableReplace struct {
	id      uint64
	changes int
	where   textPlaces
}

// textPlaces counts the texts a replace changes, by kind: chapters,
// summaries and story-bible entries (an entry whose names alone it
// renames among them). They are named apart: "涉及 2 章" was said of
// one chapter and one renamed entry.
type textPlaces struct{ chapters, summaries, entries int }

func (t textPlaces) total() int { return t.chapters + t.summaries + t.entries }

// String names the places in the interface's language, each kind with
// its own plural, the empty kinds left out (2 章和 1 个词条; 2
// chapters and 1 story-bible entry); "0 chapters" when there are none.
func (t textPlaces) String() string {
	var parts []string
	if t.chapters > 0 || t.total() == 0 {
		parts = append(parts, chaptersText(t.chapters))
	}
	if t.summaries > 0 {
		parts = append(parts, lang.N("{{.N}} summaries", t.summaries, map[string]any{"N": groupDigits(t.summaries)}))
	}
	if t.entries > 0 {
		parts = append(parts, lang.N("{{.N}} story-bible entries", t.entries, map[string]any{"N": groupDigits(t.entries)}))
	}
	switch len(parts) {
	case 1:
		return parts[0]
	case 2:
		return lang.L("{{.A}} and {{.B}}", map[string]any{"A": parts[0], "B": parts[1]})
	}
	return lang.L("{{.A}}, {{.B}} and {{.C}}", map[string]any{"A": parts[0], "B": parts[1], "C": parts[2]})
}

// add counts one more text of a find group's kind.
func (t *textPlaces) add(kind string) {
	switch kind {
	case engine.FindChapter:
		t.chapters++
	case engine.FindSummary:
		t.summaries++
	case engine.FindWiki:
		t.entries++
	}
}

// findRow is one line of the result list: a group's header (match -1) or
// one of its matches; in the group renameGroup, the header of the
// story-bible names Replace All renames and each of them (match an index
// of renames).
type findRow struct{ group, match int }

// renameGroup is the group of the rows of renames: a replace found only
// in entries' names said "2 entry names to rename" over an empty list,
// and the author could not see which names would become what.
const renameGroup = -1

// rename is a story-bible name Replace All would rename, with the title
// of its entry (before the replace) to say whose name it is.
type rename struct {
	engine.NameChange
	Entry string
}

func newReplacePanel(u *UI) *replacePanel {
	p := &replacePanel{u: u, unticked: map[string]bool{}}
	p.pattern = newKeyEntry(u.keys, false)
	p.pattern.SetPlaceHolder(lang.L("Find in the whole project"))
	p.pattern.OnChanged = func(string) { p.schedule() }
	p.pattern.OnSubmitted = func(string) { p.runNow() }
	p.replacement = newKeyEntry(u.keys, false)
	p.replacement.SetPlaceHolder(lang.L("Replace with"))
	p.replacement.OnChanged = func(string) { p.schedule() }
	p.replacement.OnSubmitted = func(string) { p.runNow() }
	p.checks = newFindChecks(u, p.runNow)
	p.checks.showWidthFold(p.widthFoldMatters())
	p.alsoWiki = widget.NewCheck(lang.L("Also wiki and summaries"), func(bool) { p.runNow() })
	p.problem = noticeLabel(widget.DangerImportance)
	p.summary = newProseLabel("") // wrapped: a one-line label sets the panel's width
	p.summary.Importance = widget.LowImportance
	p.list = widget.NewList(func() int { return len(p.rows) }, newFindRowView, p.updateRow)
	p.list.OnSelected = func(id widget.ListItemID) {
		p.list.Unselect(id) // a second click opens it again
		p.open(id)
	}
	p.replaceAll = widget.NewButtonWithIcon("", theme.ContentPasteIcon(), p.confirmReplaceAll)
	p.refreshCounts()
	p.undo = widget.NewButtonWithIcon("", theme.ContentUndoIcon(), p.undoReplace)
	p.undo.Hide()
	st := u.state
	st.subscribe(p.stateChanged)
	st.handle(cmdFindReplace, p.focus)
	return p
}

func (p *replacePanel) content() fyne.CanvasObject {
	checks := newAdaptiveGrid(2, append(p.checks.objects(), p.alsoWiki)...)
	// A row that wraps: beside Replace All, the undo's account of the
	// replace asked 457 px and squeezed the manuscript after every replace.
	buttons := newFlowRow(p.replaceAll, p.undo)
	top := container.NewVBox(p.pattern, p.replacement, checks, buttons, p.problem, p.summary)
	root := newBorder(top, nil, nil, nil, p.list)
	// When the options or the buttons wrap to more or fewer rows, the
	// list moves up or down with them (lastHeight.grown says why it did
	// not by itself).
	p.relayout = func() { top.Refresh(); root.Refresh() }
	relayout := func() { p.u.do(p.relayout) }
	checks.Layout.(*adaptiveGrid).grown = relayout
	buttons.Layout.(*flowRow).grown = relayout
	return root
}

// stateChanged starts afresh in another project and forgets results a
// deletion may have made wrong.
func (p *replacePanel) stateChanged(c stateChange) {
	switch c {
	case changeProject:
		p.lastReplace = undoableReplace{}
		p.refreshUndo()
		p.loadLastReplace()
		p.runNow()
	case changeRemoved:
		p.runNow()
	case changeLibrary:
		// A save may have changed the text the matches were found in:
		// after a replace taken back with Ctrl+Z in the editor, the list
		// still said "No matches" over the two the chapter had again,
		// and the undo button still offered the replace.
		if p.request.Pattern != "" {
			p.runNow()
		}
		p.checkUndo()
	}
}

// focus shows the pattern box, its text selected (the menu command).
func (p *replacePanel) focus() {
	p.u.win.Canvas().Focus(p.pattern)
	p.pattern.TypedShortcut(&fyne.ShortcutSelectAll{})
}

// schedule runs the search after a pause in typing.
func (p *replacePanel) schedule() {
	p.typing.restart(p.u, p.u.opts.SearchDelay, p.runNow)
}

// stop stops the typing timer (the window closes).
func (p *replacePanel) stop() {
	p.typing.stop()
}

// currentRequest is the replace the panel's fields describe.
func (p *replacePanel) currentRequest() engine.ReplaceRequest {
	opts := p.checks.options()
	opts.Wiki, opts.Summaries = p.alsoWiki.Checked, p.alsoWiki.Checked
	return engine.ReplaceRequest{
		ProjectID: p.u.state.projectID(), Pattern: p.pattern.Text,
		Replacement: p.replacement.Text, Options: opts,
	}
}

// runNow finds the pattern in the background; only the latest search's
// results are shown.
func (p *replacePanel) runNow() {
	p.stop()
	p.gen++
	p.checks.showWidthFold(p.widthFoldMatters())
	gen, req := p.gen, p.currentRequest()
	if req.Pattern == "" || req.ProjectID == 0 {
		p.show(req, engine.FindResult{}, nil, nil)
		return
	}
	p.u.background(func() {
		res, renames, err := p.preview(req)
		p.u.do(func() {
			if gen == p.gen {
				p.show(req, res, renames, err)
			}
		})
	})
}

// preview finds req's matches and the story-bible names Replace All
// would rename with them. It reads the database: off the UI goroutine.
func (p *replacePanel) preview(req engine.ReplaceRequest) (engine.FindResult, []rename, error) {
	res, err := p.u.eng.PreviewReplace(req.ProjectID, req.Pattern, req.Replacement, req.Options)
	if err != nil {
		return res, nil, err
	}
	changes, _, err := p.u.eng.PreviewRenames(req.ProjectID, req.Pattern, req.Replacement, req.Options)
	if err != nil || len(changes) == 0 {
		return res, nil, err
	}
	entries, err := p.u.eng.WikiEntries(req.ProjectID)
	if err != nil {
		return res, nil, err
	}
	titles := map[uint64]string{}
	for _, w := range entries {
		titles[w.ID] = w.Title
	}
	out := make([]rename, len(changes))
	for i, c := range changes {
		out[i] = rename{NameChange: c, Entry: titles[c.EntryID]}
	}
	return res, out, nil
}

// widthFoldMatters: the project's text is too long to read for it, so
// its stored counts say whether the book is Chinese, Japanese or Korean
// (written mostly in 字), which always holds full-width punctuation.
func (p *replacePanel) widthFoldMatters() bool {
	_, c := p.u.state.projectTotals(p.u.state.projectID())
	return widthFoldMatters(c.Words > 0 && c.NaturalMode() != engine.CountWords, p.pattern.Text, p.replacement.Text)
}

// show puts a search's results in the list, and the names Replace All
// would rename with them.
func (p *replacePanel) show(req engine.ReplaceRequest, res engine.FindResult, renames []rename, err error) {
	// The same search found again (the text changed) keeps the matches
	// the author unticked that are still there, and the place in the
	// list (an author working down a long list, a fix saved, was sent
	// back to its top); another search starts at the top with every
	// match ticked.
	same := sameSearch(req, p.request)
	if same {
		ids := matchIDSet(res)
		maps.DeleteFunc(p.unticked, func(id string, _ bool) bool { return !ids[id] })
	} else {
		clear(p.unticked)
	}
	p.request, p.result, p.renames = req, res, renames
	p.searching = false
	p.rows = p.rows[:0]
	for gi, g := range res.Groups {
		p.rows = append(p.rows, findRow{gi, -1})
		for mi := range g.Matches {
			p.rows = append(p.rows, findRow{gi, mi})
		}
	}
	if len(renames) > 0 {
		p.rows = append(p.rows, findRow{renameGroup, -1})
		for i := range renames {
			p.rows = append(p.rows, findRow{renameGroup, i})
		}
	}
	p.list.UnselectAll()
	p.list.Refresh()
	if !same {
		p.list.ScrollToTop()
	}
	if err != nil {
		p.problem.SetText(patternProblem(err))
		p.problem.Show()
	} else {
		p.problem.Hide()
	}
	p.refreshCounts()
}

// sameSearch reports whether a and b find and replace the same thing.
func sameSearch(a, b engine.ReplaceRequest) bool {
	return a.ProjectID == b.ProjectID && a.Pattern == b.Pattern && a.Replacement == b.Replacement &&
		reflect.DeepEqual(a.Options, b.Options)
}

// matchIDSet is the set of a result's match ids.
func matchIDSet(r engine.FindResult) map[string]bool {
	ids := map[string]bool{}
	for _, g := range r.Groups {
		for _, m := range g.Matches {
			ids[m.ID] = true
		}
	}
	return ids
}

// refreshCounts shows the totals and what Replace All would replace, or
// that a fresh search is under way (searchAgain).
func (p *replacePanel) refreshCounts() {
	res := p.result
	var found textPlaces
	for _, g := range res.Groups {
		found.add(g.Kind)
	}
	names := len(p.renames)
	if p.relayout != nil {
		defer func(before string) {
			if p.summary.Text != before {
				p.relayout()
			}
		}(p.summary.Text)
	}
	if p.searching {
		// The counts are those of the text before the replace or undo.
		p.summary.SetText(lang.L("Searching…"))
		p.replaceAll.SetText(lang.L("Replace All"))
		p.replaceAll.Disable()
		return
	}
	switch {
	case p.request.Pattern == "":
		p.summary.SetText("")
	case res.Total == 0 && names == 0:
		p.summary.SetText(lang.L("No matches"))
	case res.Total == 0:
		// The pattern is only in entries' names: the replace renames
		// them. "No matches" over a disabled Replace All left the
		// author no way to run it.
		p.summary.SetText(lang.L("No matches in the text; {{.Names}} to rename",
			map[string]any{"Names": entryNamesText(names)}))
	case names == 0:
		p.summary.SetText(lang.N("{{.N}} matches in {{.Chapters}}", res.Total,
			map[string]any{"N": groupDigits(res.Total), "Chapters": found.String()}))
	default:
		p.summary.SetText(lang.N("{{.N}} matches in {{.Chapters}}; {{.Names}} to rename", res.Total,
			map[string]any{"N": groupDigits(res.Total), "Chapters": found.String(), "Names": entryNamesText(names)}))
	}
	ticked := res.Total - len(p.unticked)
	p.replaceAll.SetText(replaceAllText(ticked, names))
	if ticked > 0 || names > 0 {
		p.replaceAll.Enable()
	} else {
		p.replaceAll.Disable()
	}
}

// replaceAllText is the Replace All button's label: the ticked matches
// and, when the story bible is included, the entry names the replace
// renames with them, in the words its confirmation asks with (2 处，
// 2 个词条名; in English in a button's title case, 2 Matches, 2 Entry
// Names). It read 全部替换（2 处）… over a confirmation of 2 处 and
// 2 个词条名, and "Replace All (2)…" in English with no unit at all.
func replaceAllText(matches, names int) string {
	data := map[string]any{"N": groupDigits(matches)}
	if names == 0 {
		return lang.N("Replace All ({{.N}} Matches)…", matches, data)
	}
	data["Names"] = lang.N("{{.N}} Entry Names", names, map[string]any{"N": groupDigits(names)})
	if matches == 0 {
		return lang.L("Replace All ({{.Names}})…", data)
	}
	return lang.N("Replace All ({{.N}} Matches, {{.Names}})…", matches, data)
}

// entryNamesText is a count of story-bible names: 2 entry names, 2 个词条名.
func entryNamesText(n int) string {
	return lang.N("{{.N}} entry names", n, map[string]any{"N": groupDigits(n)})
}

// newFindRowView is the list's row template: a tick box, the header or
// the match in its line, and a replace button.
func newFindRowView() fyne.CanvasObject {
	// Rows are one line high: the text after the match is cut to fit,
	// with "…" (rowText).
	return container.NewBorder(nil, nil, widget.NewCheck("", nil), widget.NewButton("", nil), newRowText())
}

// findRowParts takes a row view apart.
func findRowParts(o fyne.CanvasObject) (*rowText, *widget.Check, *widget.Button) {
	objs := o.(*fyne.Container).Objects
	return objs[0].(*rowText), objs[1].(*widget.Check), objs[2].(*widget.Button)
}

func (p *replacePanel) updateRow(id widget.ListItemID, o fyne.CanvasObject) {
	text, check, button := findRowParts(o)
	row := p.rows[id]
	// A Chinese book's curly quotes full width, as the editor draws them.
	font := p.u.passageFont(p.request.ProjectID)
	if row.group == renameGroup {
		p.updateRenameRow(row.match, text, check, button, font)
		o.Refresh()
		return
	}
	g := p.result.Groups[row.group]
	button.Show()
	// A row's replace waits for the fresh search too (searchAgain).
	if p.searching {
		button.Disable()
	} else {
		button.Enable()
	}
	if row.match < 0 {
		check.Hide()
		text.SetSegments([]*widget.TextSegment{
			{Style: widget.RichTextStyle{Inline: true, TextStyle: fyne.TextStyle{Bold: true}}, Text: findGroupTitle(g)},
			{Style: widget.RichTextStyle{Inline: true, ColorName: theme.ColorNamePlaceHolder}, Text: "  " + lang.N("{{.N}} matches", g.Count, map[string]any{"N": g.Count})},
		}, font)
		button.SetText(lang.L("Replace Here"))
		button.OnTapped = func() { p.replaceGroup(row.group) }
		o.Refresh() // lays the row out again for its new texts
		return
	}
	m := g.Matches[row.match]
	check.Show()
	check.OnChanged = nil
	check.SetChecked(!p.unticked[m.ID])
	check.OnChanged = func(on bool) { p.tick(m.ID, on) }
	segs := []*widget.TextSegment{
		{Style: widget.RichTextStyleInline, Text: shortBefore(m.Before)},
		{Style: widget.RichTextStyle{Inline: true, ColorName: colorNameMatch, TextStyle: fyne.TextStyle{Bold: true}}, Text: m.Text},
	}
	if p.request.Replacement != "" {
		segs = append(segs, &widget.TextSegment{Style: widget.RichTextStyle{Inline: true, ColorName: theme.ColorNameSuccess, TextStyle: fyne.TextStyle{Bold: true}}, Text: becomes(m.Replacement, m.After)})
	}
	segs = append(segs, &widget.TextSegment{Style: widget.RichTextStyleInline, Text: m.After})
	text.SetSegments(segs, font)
	button.SetText(lang.L("Replace"))
	button.OnTapped = func() { p.replace(engine.ReplaceRequest{Only: []string{m.ID}}) }
	o.Refresh()
}

// updateRenameRow shows the header of the story-bible names Replace All
// renames (i -1) or the name renames[i]: 桂哥 → 桂兄, and whose name it
// is (阿Q's alias). Replace All renames every one (engine.ReplaceAll has
// no way to leave a name out), so the rows have no tick box and no
// button of their own.
func (p *replacePanel) updateRenameRow(i int, text *rowText, check *widget.Check, button *widget.Button, font fyne.Resource) {
	check.Hide()
	button.Hide()
	if i < 0 {
		text.SetSegments([]*widget.TextSegment{
			{Style: widget.RichTextStyle{Inline: true, TextStyle: fyne.TextStyle{Bold: true}}, Text: lang.L("Story-bible names")},
			{Style: widget.RichTextStyle{Inline: true, ColorName: theme.ColorNamePlaceHolder}, Text: "  " + entryNamesText(len(p.renames))},
		}, font)
		return
	}
	r := p.renames[i]
	whose := lang.L("title of “{{.Entry}}”", map[string]any{"Entry": r.Entry})
	if r.Alias {
		whose = lang.L("alias of “{{.Entry}}”", map[string]any{"Entry": r.Entry})
	}
	text.SetSegments([]*widget.TextSegment{
		{Style: widget.RichTextStyle{Inline: true, ColorName: colorNameMatch, TextStyle: fyne.TextStyle{Bold: true}}, Text: r.Before},
		{Style: widget.RichTextStyle{Inline: true, ColorName: theme.ColorNameSuccess, TextStyle: fyne.TextStyle{Bold: true}}, Text: " → " + r.After},
		{Style: widget.RichTextStyle{Inline: true, ColorName: theme.ColorNamePlaceHolder}, Text: "  " + whose},
	}, font)
}

// becomes is the preview's " → replacement" after a match, spaced from
// the text after it (孔明 → 诸葛亮 道：, so the two do not read as one)
// except before the space or Western punctuation that English has there:
// "Clerval → Carlisle was", "→ Carlisle?", not "→ Carlisle  was" and
// "→ Carlisle ?". (Chinese punctuation, from U+3000 on, keeps the space.)
func becomes(replacement, after string) string {
	if r, n := utf8.DecodeRuneInString(after); n > 0 && r < 0x3000 && (unicode.IsSpace(r) || unicode.IsPunct(r)) || after == "" {
		return " → " + replacement
	}
	return " → " + replacement + " "
}

// rowBefore is how much of the line before a match a result row shows,
// in columns (a Chinese character or punctuation mark takes two), so the
// match stays in sight in a narrow panel: twelve Chinese characters
// filled a row of the panel at its narrowest (a 900-px window), and the
// match and what it becomes lay under the row's Replace button.
const rowBefore = 12

// shortBefore keeps the end of the context before a match, without the
// paragraph's indent: a row of 　　 and a match wastes two characters of a
// narrow panel on nothing.
func shortBefore(s string) string {
	s = strings.TrimLeft(s, " \t\u3000")
	r := []rune(strings.TrimPrefix(s, "…"))
	from, cols := len(r), 0
	for ; from > 0; from-- {
		w := 1
		if c := r[from-1]; isPairedScript(c) || c >= 0x3000 && c <= 0x303f || c >= 0xff00 && c <= 0xffef {
			w = 2
		}
		if cols+w > rowBefore {
			break
		}
		cols += w
	}
	if from == 0 {
		return s
	}
	return "…" + string(r[from:])
}

// findGroupTitle names a group: the chapter (or the summary of it) or the
// wiki entry.
func findGroupTitle(g engine.FindGroup) string {
	switch g.Kind {
	case engine.FindWiki:
		return tr("Wiki · {{.V}}", g.Title)
	case engine.FindSummary:
		return tr("Summary · {{.V}}", g.Title)
	}
	if title := strings.TrimSpace(g.Title); title != "" {
		return title
	}
	return chapterHeading(g.ChapterIndex)
}

// tick includes a match in the replaces or leaves it out.
func (p *replacePanel) tick(id string, on bool) {
	if on {
		delete(p.unticked, id)
	} else {
		p.unticked[id] = true
	}
	p.refreshCounts()
}

// open shows a match where it is: the chapter with the match selected,
// the summary's chapter, or the wiki entry.
func (p *replacePanel) open(id widget.ListItemID) {
	row := p.rows[id]
	pid := p.request.ProjectID
	if row.group == renameGroup {
		if row.match >= 0 {
			p.u.state.openWiki(pid, p.renames[row.match].EntryID)
		}
		return
	}
	g := p.result.Groups[row.group]
	switch {
	case g.Kind == engine.FindWiki:
		p.u.state.openWiki(pid, g.ID)
	case g.Kind == engine.FindSummary || row.match < 0:
		p.u.state.openChapter(pid, g.ID, nil)
	default:
		m := g.Matches[row.match]
		p.u.state.openChapter(pid, g.ID, &runeSpan{m.Start, m.End})
	}
}

// ticked lists the ticked matches of a group.
func (p *replacePanel) ticked(g engine.FindGroup) []string {
	var ids []string
	for _, m := range g.Matches {
		if !p.unticked[m.ID] {
			ids = append(ids, m.ID)
		}
	}
	return ids
}

// replaceGroup replaces the ticked matches of one chapter (summary, wiki
// entry).
func (p *replacePanel) replaceGroup(group int) {
	if ids := p.ticked(p.result.Groups[group]); len(ids) > 0 {
		p.replace(engine.ReplaceRequest{Only: ids})
	}
}

// confirmReplaceAll asks before replacing every ticked match.
func (p *replacePanel) confirmReplaceAll() {
	msg := p.replaceAllQuestion()
	p.u.newConfirm(lang.L("Replace All"), msg, lang.L("Replace All"), func(ok bool) {
		if ok {
			p.replace(engine.ReplaceRequest{Skip: slices.Collect(maps.Keys(p.unticked))})
		}
	}).Show()
}

// replaceAllQuestion is what Replace All's confirmation asks: the ticked
// matches, in how many chapters, summaries and entries' texts (each
// counted apart: "涉及 2 章" was said of a chapter and a story-bible
// entry), and the entry names it renames. A pattern found only in names
// asks to rename them.
func (p *replacePanel) replaceAllQuestion() string {
	var where textPlaces
	for _, g := range p.result.Groups {
		if len(p.ticked(g)) > 0 {
			where.add(g.Kind)
		}
	}
	n := p.result.Total - len(p.unticked)
	then := lang.L("Undo takes the whole replace back.")
	if where.chapters > 0 {
		then = lang.N("A snapshot of each chapter is taken first, and Undo takes the whole replace back.", where.chapters)
	}
	data := map[string]any{"N": groupDigits(n), "Chapters": where.String(), "Then": then}
	k := len(p.renames)
	if k == 0 {
		return lang.N("Replace {{.N}} matches in {{.Chapters}}? {{.Then}}", n, data)
	}
	// The story bible's names change too: 替换 6 处 was asked over 8
	// changes, two of them an entry's title and alias.
	data["Names"] = entryNamesText(k)
	if n == 0 {
		return lang.L("Rename {{.Names}} in the story bible? {{.Then}}", data)
	}
	return lang.N("Replace {{.N}} matches in {{.Chapters}} and rename {{.Names}} in the story bible? {{.Then}}", n, data)
}

// replace runs a replace of the shown search with sel's Only or Skip:
// the open chapter's edits are saved first, and if the matches are no
// longer those shown (the text changed since) the list is refreshed
// instead and nothing is replaced.
func (p *replacePanel) replace(sel engine.ReplaceRequest) {
	req := p.request
	req.Only, req.Skip = sel.Only, sel.Skip
	shown := matchIDs(p.result)
	p.u.state.saveOpenChapter()
	p.saveOpenEntry()
	p.gen++
	gen := p.gen
	p.markSearching()
	p.u.background(func() {
		now, renames, err := p.preview(req)
		if err != nil || !slices.Equal(matchIDs(now), shown) {
			p.u.do(func() {
				if gen == p.gen {
					p.show(req, now, renames, err)
					p.problem.SetText(lang.L("The text changed since these results were found. Check them and replace again."))
					p.problem.Show()
				}
			})
			return
		}
		res, err := p.u.eng.ReplaceAll(req)
		p.u.do(func() {
			if err != nil {
				p.u.showError(lang.L("Replace"), err)
				p.runNow() // shows the matches there are, searching no more
				return
			}
			p.replaced(res)
		})
	})
}

// matchIDs lists a result's match ids and what each becomes.
func matchIDs(r engine.FindResult) []string {
	var ids []string
	for _, g := range r.Groups {
		for _, m := range g.Matches {
			ids = append(ids, m.ID+"\x00"+m.Text+"\x00"+m.Replacement)
		}
	}
	return ids
}

// replaced takes a finished replace in: the undo button, the editor and
// the lists, and the matches left.
func (p *replacePanel) replaced(res engine.ReplaceResult) {
	if res.ID != 0 {
		var where textPlaces
		for _, c := range res.Chapters {
			where.add(c.Kind)
		}
		p.lastReplace = undoableReplace{res.ID, res.Changes, where}
	}
	p.refreshUndo()
	p.u.state.chaptersRewritten(chapterIDs(res))
	var entries []uint64
	for _, c := range res.Chapters {
		if c.Kind == engine.FindWiki {
			entries = append(entries, c.ID)
		}
	}
	p.entriesRewritten(entries)
	p.searchAgain()
	if msg := clashNotice(res.Clashes); msg != "" {
		p.u.showInfo(lang.L("Replace All"), msg)
	}
}

// searchAgain finds the pattern again after a replace or its undo
// changed the text (markSearching).
func (p *replacePanel) searchAgain() {
	p.markSearching()
	p.runNow()
}

// markSearching: a replace or its undo is changing the text, so the
// shown counts are wrong from that moment on. The panel says it is
// searching, and offers no replace, until the fresh results arrive
// (show); the replace and the search themselves stay in the background.
// The rows stay in place meanwhile, so the list keeps its place.
func (p *replacePanel) markSearching() {
	if p.request.Pattern != "" {
		p.searching = true
		p.refreshCounts()
		p.list.Refresh()
	}
}

// clashNotice tells, a line each, of the story-bible names a replace left
// alone because another entry already has the new name (two entries of
// one name would be one character split in two). Empty when there were
// none.
func clashNotice(clashes []engine.NameClash) string {
	lines := make([]string, len(clashes))
	for i, c := range clashes {
		lines[i] = lang.L("Story bible: “{{.Name}}” of “{{.Entry}}” was not renamed “{{.Want}}”: that is already a name of “{{.TakenBy}}”.",
			map[string]any{"Name": c.Name, "Entry": c.Title, "Want": c.Want, "TakenBy": c.TakenBy})
	}
	return strings.Join(lines, "\n")
}

// saveOpenEntry saves the story-bible entry open in the form, so a
// replace reads what the author typed there and the form's later save
// does not write the text from before the replace back over it.
func (p *replacePanel) saveOpenEntry() {
	if p.u.wiki != nil && p.u.wiki.dirty {
		p.u.wiki.saveEntry()
	}
}

// entriesRewritten tells the story-bible panel of the entries a replace
// or its undo rewrote (their text, their names).
func (p *replacePanel) entriesRewritten(ids []uint64) {
	if len(ids) > 0 && p.u.wiki != nil {
		p.u.wiki.rewritten(ids)
	}
}

// chapterIDs lists the chapters a replace changed.
func chapterIDs(res engine.ReplaceResult) []uint64 {
	var ids []uint64
	for _, c := range res.Chapters {
		if c.Kind == engine.FindChapter {
			ids = append(ids, c.ID)
		}
	}
	return ids
}

// loadLastReplace offers the undo of the project's newest replace when it
// is not undone yet (it survives a restart).
func (p *replacePanel) loadLastReplace() {
	pid := p.u.state.projectID()
	if pid == 0 {
		return
	}
	p.u.background(func() {
		recs, err := p.u.eng.Replaces(pid)
		p.u.do(func() {
			// A replace made meanwhile is the one to offer.
			if err != nil || len(recs) == 0 || recs[0].Undone || pid != p.u.state.projectID() || p.lastReplace.id != 0 {
				return
			}
			r := recs[0]
			p.lastReplace = undoableReplace{r.ID, r.Changes, recordPlaces(r)}
			p.refreshUndo()
			p.checkUndo()
		})
	})
}

// recordPlaces counts the texts a stored replace changed by kind, its
// renamed entries among them (checkUndo then reads what is left).
func recordPlaces(r engine.ReplaceRecord) textPlaces {
	where := textPlaces{chapters: len(r.Chapters)}
	entries := map[uint64]bool{}
	for _, t := range r.Texts {
		switch t.Owner.Kind {
		case engine.OwnerSummary:
			where.summaries++
		case engine.OwnerWiki:
			entries[t.Owner.ID] = true
		}
	}
	for _, n := range r.Names {
		entries[n.EntryID] = true
	}
	where.entries = len(entries)
	return where
}

// checkUndo re-reads what the offered replace's undo would still take
// back and shows that, or nothing when nothing is left.
func (p *replacePanel) checkUndo() {
	id := p.lastReplace.id
	if id == 0 {
		return
	}
	p.u.background(func() {
		left, err := p.u.eng.ReplaceStillStanding(id)
		p.u.do(func() {
			if err != nil || p.lastReplace.id != id {
				return
			}
			p.lastReplace.changes = left.Changes
			p.lastReplace.where = textPlaces{left.Chapters, left.Summaries, left.Entries}
			p.refreshUndo()
		})
	})
}

// refreshUndo shows the undo button with what it takes back; none when
// there is nothing left to take back. The replace stays offered: an
// editor's Redo may give its replacements back.
func (p *replacePanel) refreshUndo() {
	r := p.lastReplace
	if r.id == 0 || r.changes == 0 {
		p.undo.Hide()
		return
	}
	p.undo.SetText(lang.N("Undo replace: {{.N}} changes in {{.Chapters}}", r.changes,
		map[string]any{"N": groupDigits(r.changes), "Chapters": r.where.String()}))
	p.undo.Enable() // disabled while an undo ran (undoReplace)
	p.undo.Show()
}

// undoReplace takes the last replace back whole.
func (p *replacePanel) undoReplace() {
	id := p.lastReplace.id
	if id == 0 {
		return
	}
	p.u.state.saveOpenChapter()
	p.saveOpenEntry()
	// Until the undo is done the button is not offered twice, and the
	// counts (of the replaced text) are not offered at all.
	p.undo.Disable()
	p.markSearching()
	type undone struct {
		res     engine.UndoResult
		nothing bool // every replacement was taken back or changed already
	}
	p.u.background(func() {
		var u undone
		// The save just made may have taken the last ones back (an
		// editor's Ctrl+Z not saved yet): the undo would change nothing.
		left, err := p.u.eng.ReplaceStillStanding(id)
		if err == nil && left.Changes == 0 {
			u.nothing = true
		} else if err == nil {
			u.res, err = p.u.eng.UndoReplace(id)
		}
		p.u.do(func() { p.undone(id, u.res, u.nothing, err) })
	})
}

// undone takes a finished undo of replace id in (nothing: it found
// nothing left to take back): the undo button, the editor and the
// lists, and the matches there are now.
func (p *replacePanel) undone(id uint64, res engine.UndoResult, nothing bool, err error) {
	switch {
	case err != nil:
		p.refreshUndo()
		p.runNow() // the text is as the engine left it: show its matches
		p.u.showError(lang.L("Undo replace"), err)
		return
	case nothing:
		if p.lastReplace.id == id {
			p.lastReplace.changes = 0
		}
		p.refreshUndo()
		p.runNow()
		p.u.showInfo(lang.L("Undo replace"), lang.L("Nothing is left to undo: every replacement was taken back or changed since."))
		return
	}
	p.lastReplace = undoableReplace{}
	p.refreshUndo()
	var ids, entries []uint64
	for _, o := range res.Restored {
		switch o.Kind {
		case engine.OwnerChapter:
			ids = append(ids, o.ID)
		case engine.OwnerWiki:
			entries = append(entries, o.ID)
		}
	}
	p.u.state.chaptersRewritten(ids)
	p.entriesRewritten(entries)
	p.searchAgain()
	if msg := undoNotice(res); msg != "" {
		p.u.showInfo(lang.L("Undo replace"), msg)
	}
}

// undoNotice tells the author what an undo could not simply take back:
// the replacements edited since, which it left as they are, and the
// edits it took out with a replace an older InkFlow recorded
// (editedSinceText). Empty when it took the replace back cleanly.
func undoNotice(res engine.UndoResult) string {
	var lines []string
	if res.Skipped > 0 {
		lines = append(lines, lang.N("{{.N}} replaced passages were edited after the replace and are left as they are; the other replacements are undone, and what you wrote since is kept.",
			res.Skipped, map[string]any{"N": groupDigits(res.Skipped)}))
	}
	if msg := editedSinceText(res.Edited); msg != "" {
		lines = append(lines, msg)
	}
	return strings.Join(lines, "\n\n")
}

// editedSinceText tells the author that an undone replace also took out
// edits made since it, and where each is kept (engine.UndoResult.Edited):
// a chapter's text with them as the snapshot "Before undo", a story-bible
// entry's or summary's as its newest earlier version. Empty when there
// were none. Without it the edits vanished from the page unexplained.
func editedSinceText(edited []engine.EditedSince) string {
	chapters, others := 0, 0
	for _, e := range edited {
		if e.Owner.Kind == engine.OwnerChapter {
			chapters++
		} else {
			others++
		}
	}
	var lines []string
	if chapters > 0 {
		lines = append(lines, lang.N("{{.N}} chapters had been edited since the replace, and the undo took those edits out too. Each chapter's text with them is kept as the snapshot “Before undo” in its Snapshots tab.",
			chapters, map[string]any{"N": groupDigits(chapters)}))
	}
	if others > 0 {
		lines = append(lines, lang.N("{{.N}} story-bible entries or summaries had been edited since the replace, and the undo took those edits out too. The text with them is kept as the newest earlier version in their history.",
			others, map[string]any{"N": groupDigits(others)}))
	}
	return strings.Join(lines, "\n\n")
}
