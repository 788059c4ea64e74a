package app

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"inkflow/app/textedit"
	"inkflow/engine"
	"inkflow/engine/index"
)

// saveState is the editor's half of the "saved · indexing · indexed"
// indicator; the engine's IndexState is the other half.
type saveState int

const (
	stateClean  saveState = iota // matches what is stored
	stateEdited                  // typed since the last save
	stateSaving                  // handed to the engine
	stateFailed                  // the last save failed; the text is kept
)

// editor shows and saves one chapter.
type editor struct {
	u *UI

	title     *keyEntry
	titleBox  *container.ThemeOverride
	text      *textedit.Editor
	counts    *widget.Label
	indicator *widget.Label
	override  *container.ThemeOverride
	fontSize  float32
	find      *findBar
	// column centres the editor in a wide pane (columnWidth).
	column *fyne.Container

	projectID, chapterID uint64
	// loading suppresses OnChanged while a chapter's text is put in.
	loading bool
	// openGen identifies the latest open request; a slower earlier load
	// must not overwrite a later one.
	openGen int
	// reading is the chapter whose read the latest open or reload
	// started, until it shows (0: none under way). A request for the
	// chapter shown cancels a read of another one (open).
	reading uint64

	state     saveState
	saveErr   error
	index     engine.IndexState
	saveTimer *time.Timer
	// saveGen counts edits; a save result only marks the editor clean
	// when no edit happened while it ran.
	saveGen int
	// autosave holds the maximum-interval save and the crash journal
	// (autosave.go).
	autosave
	// saveChapter stores a chapter: the engine's SaveChapter, which a
	// test wraps to make it fail as a full disk would.
	saveChapter func(id uint64, title, text string) (engine.SaveResult, error)
	// failed is the background saves that failed, retried at close
	// (closesave.go).
	failed failedSaves
	// names highlights wiki entries' names (namehighlight.go).
	names *nameHighlighter
	// overtype is the notice of a passage replaced by a key (overtype.go).
	overtype overtype
	// hint is a short note after the counts (showHint), hintTimer what
	// takes it away.
	hint      string
	hintTimer *time.Timer

	// tally is the chapter's counts: the editor's own after opening it
	// and after each edit, the engine's after a save (equal, as a test
	// checks).
	tally engine.TextCounts
	// handed is the counts of the open chapter's text as the engine has
	// it once the background jobs queued so far have run: the text
	// opened, then each one a save handed over. Focus mode's session
	// count adds what the editor holds beyond it (liveSession).
	handed engine.TextCounts
	// liveTimer, while set, will hand the counts to the tree and the
	// status bar (liveCounts): at most once per liveCountEvery however
	// fast the author types.
	liveTimer *time.Timer
	// carets remembers the caret of each chapter left this session (a
	// rune offset), so going back to a chapter goes back to the place
	// being written, not to the top of a long chapter.
	carets map[uint64]int
	// typeAhead holds what is typed while a chapter asked for with the
	// keyboard in its text is read (keyAhead).
	typeAhead typeAhead
}

func newEditor(u *UI) *editor {
	e := &editor{u: u, carets: map[uint64]int{}, saveChapter: u.eng.SaveChapter}
	e.title = newKeyEntry(u.keys, false)
	e.title.SetPlaceHolder(lang.L("Chapter title"))
	e.title.TextStyle = titleBoxStyle(interfaceChinese()) // the book's, once a chapter is shown
	e.title.OnChanged = func(string) { e.edited() }
	e.title.smartQuotes = u.smartQuotes
	e.title.chineseBook = func() bool { return u.state.bookChinese(e.projectID) }
	e.title.OnSubmitted = func(string) { e.startWriting() }
	e.titleBox = container.NewThemeOverride(e.title, newTitleTheme(u.theme))
	e.text = textedit.New()
	// One font for every line, measured and drawn alike
	// (textedit.Editor.FontSource), by the book's language (editorFont):
	// the interface's until a chapter is shown.
	e.text.FontSource = editorFont(interfaceChinese())
	e.text.PlaceHolder = placeholderNoChapter(true, true) // until the library is read
	e.find = newFindBar(u, e.text)
	e.text.OnShortcut = func(s fyne.Shortcut) bool {
		// The menu's first, as the driver gives them while it shows
		// (focus mode hides it).
		if u.keys.menuShortcut(s) {
			return true
		}
		// Ctrl+Shift+Z, which the menu does not see (its Redo is Ctrl+Y),
		// redoes a chapter change as Ctrl+Y does (chapter_undo.go).
		if s.ShortcutName() == scRedoShifted.ShortcutName() && !u.keys.covered() && u.chapterUndo.takeRedo(e.text) {
			return true
		}
		return e.find.shortcut(s) || u.keys.handle(s)
	}
	e.text.OnKey = func(ev *fyne.KeyEvent, shift bool) bool {
		if ev.Name == fyne.KeyEscape && e.find.box.Visible() {
			e.find.hide() // Esc in the text closes the find bar first
			return true
		}
		if ev.Name == fyne.KeyTab && shift && e.find.box.Visible() {
			e.find.enterFromBelow() // the window's order would land on the bar's last in its layout
			return true
		}
		return u.keys.handleKey(ev, shift)
	}
	// F3 steps the chapter's find while its bar is open
	// (shortcuts.windowKey).
	u.keys.findStep = func(dir int) bool {
		if !e.find.box.Visible() {
			return false
		}
		e.find.step(dir)
		return true
	}
	e.text.OnChanged = func() {
		e.find.textChanged()
		e.countsChanged()
		e.edited()
	}
	e.text.OnKeyOverSelection = e.keyOverSelection
	e.text.OnCaretMoved = func() {
		e.placeIME()
		if !e.loading {
			e.u.state.activity()
		}
	}
	e.counts = widget.NewLabel("")
	e.counts.Importance = widget.LowImportance
	e.indicator = widget.NewLabel("")
	e.indicator.Importance = widget.LowImportance
	e.indicator.Alignment = fyne.TextAlignTrailing
	e.fontSize = float32(u.app.Preferences().FloatWithFallback(prefFontSize, defaultFontSize))
	e.text.SmartQuotes = u.app.Preferences().BoolWithFallback(PrefSmartQuotes, true)
	e.text.ChineseBook = e.title.chineseBook
	e.override = container.NewThemeOverride(e.text, newEditorTheme(e.fontSize))
	e.setEnabled(false)
	st := u.state
	st.subscribe(e.stateChanged)
	st.handle(cmdSave, func() { e.save(true) })
	st.handle(cmdUndo, e.text.Undo)
	st.handle(cmdRedo, e.text.Redo)
	st.handle(cmdLargerText, func() { e.changeFontSize(1) })
	st.handle(cmdSmallerText, func() { e.changeFontSize(-1) })
	st.cursorParagraph = e.cursorParagraph
	st.saveOpen = e.flush
	st.inText = func() bool {
		f := u.win.Canvas().Focused()
		return f == e.text || f == e.find.pattern || f == e.find.replacement
	}
	st.holdOpen, st.releaseOpen = e.hold, e.release
	st.keyAhead = e.keyAhead
	st.handle(cmdSplitChapter, e.askSplit)
	e.names = newNameHighlighter(e)
	return e
}

// stateChanged follows the state: the chapter asked for, its indexing.
func (e *editor) stateChanged(c stateChange) {
	switch c {
	case changeChapter:
		req := e.u.state.openChapterRequest()
		if req.chapterID == 0 {
			if e.chapterID != 0 {
				e.close()
			}
			return
		}
		var loaded func()
		if req.focusTitle {
			// A new chapter: its title is selected, so typing replaces
			// the "Chapter N" it was given.
			e.u.win.Canvas().Focus(e.title)
			loaded = func() {
				e.u.win.Canvas().Focus(e.title)
				e.title.Entry.TypedShortcut(&fyne.ShortcutSelectAll{})
			}
		}
		if req.focusText {
			// Keys held for a chapter asked for just before are kept:
			// the author clicked one chapter, then another, and typed.
			if !e.typeAhead.waiting() {
				e.typeAhead = typeAhead{}
			}
			e.typeAhead.since = time.Now()
			loaded = func() {
				e.u.win.Canvas().Focus(e.text)
				e.replayTypeAhead()
			}
		} else {
			e.typeAhead = typeAhead{}
		}
		e.open(req.projectID, req.chapterID, req.sel, req.reload, loaded)
	case changeIndex:
		for _, ev := range e.u.state.latestIndex().owners {
			e.indexEvent(ev)
		}
	case changeRewritten:
		if e.chapterID != 0 && slices.Contains(e.u.state.rewrittenChapters(), e.chapterID) {
			e.reload()
		}
	case changeMentions:
		e.names.refresh()
	case changeCountMode:
		e.refreshLabels()
	case changeLibrary, changeProject:
		e.refreshPlaceholder()
	}
}

// reload reads the open chapter again after the engine rewrote it,
// keeping the view, the caret (on the character it was on) and the name
// marks outside the rewritten run where they were. Edits typed meanwhile are saved first
// (the background queue runs the save before the read), so nothing typed
// is lost; the rewrite may then be overwritten by them in this chapter.
// The rewrite comes in as one step of the text's undo history, so Ctrl+Z
// takes back a snapshot's restore or a replace-all like any edit; it
// cleared the history, and Ctrl+Z after a restore did nothing.
func (e *editor) reload() {
	e.flush()
	e.loadChapterAs(e.projectID, e.chapterID, true, nil)
}

// loadChapter reads a chapter in the background and shows it, unless a
// later open or reload overtook it, with its index state as of then
// (events that came while it was read included); then runs after (when
// set).
func (e *editor) loadChapter(projectID, chapterID uint64, after func()) {
	e.loadChapterAs(projectID, chapterID, false, after)
}

// loadChapterAs is loadChapter; rewrite says the chapter shown is read
// again after the engine changed it (reload), to keep its undo history.
func (e *editor) loadChapterAs(projectID, chapterID uint64, rewrite bool, after func()) {
	e.openGen++
	gen := e.openGen
	e.reading = chapterID
	current := func() bool { return gen == e.openGen }
	fetchIf(e.u, current, lang.L("Open chapter"), func() (engine.Chapter, error) { return e.u.eng.Chapter(chapterID) }, func(c engine.Chapter) {
		e.reading = 0
		// A chapter left whose save failed (a full disk) has its newest
		// text in failedSaves, not on disk: showing the stored text lost
		// the typing, the close skipping the failed save of the chapter
		// shown. It comes back unsaved, to be saved again.
		unsaved, failed := e.failed.get(c.ID)
		if failed && !rewrite && c.ID != e.chapterID {
			c.Title, c.Text = unsaved.title, unsaved.text
		} else {
			failed = false
		}
		e.show(projectID, c, e.u.state.chapterState(chapterID), rewrite)
		if failed {
			e.state, e.saveErr = stateFailed, unsaved.err
			e.refreshIndicator()
		}
		if after != nil {
			after()
		}
	})
}

// cursorParagraph is the paragraph under the cursor of the chapter shown.
func (e *editor) cursorParagraph() cursorParagraph {
	if e.chapterID == 0 {
		return cursorParagraph{}
	}
	text, span := e.paragraphAtCursor()
	return cursorParagraph{projectID: e.projectID, chapterID: e.chapterID, text: text, span: span}
}

func (e *editor) content() fyne.CanvasObject {
	header := container.NewBorder(nil, nil, nil, e.indicator, e.counts)
	top := container.NewVBox(e.titleBox, header, e.find.content())
	all := newBorder(top, nil, nil, nil, e.override)
	e.find.relayout = all.Refresh
	e.column = container.New(&centredColumn{max: e.columnWidth}, all)
	return e.column
}

// maxLineZi is how many 字 a line of the manuscript holds at most. In a
// 2560-px window the lines ran to 50 字 and more, too long to read back
// comfortably; wider than this the editor stands centred in its pane.
const maxLineZi = 42

// columnWidth is the widest the editor grows: maxLineZi 字 of its font.
func (e *editor) columnWidth() float32 {
	zi := fyne.MeasureText("字", e.fontSize, fyne.TextStyle{}).Width
	return zi*maxLineZi + 4*theme.Padding() + theme.ScrollBarSize()
}

func (e *editor) setEnabled(on bool) {
	if on {
		e.title.Enable()
		e.text.Enable()
	} else {
		e.title.Disable()
		e.text.Disable()
	}
}

// open loads a chapter; sel, when set, is shown (showPassage) once the
// text is in. reload reads the chapter shown again (its stored text was
// rewritten under the editor, which held it read-only meanwhile).
//
// loaded runs once the chapter is read and shown, not when it was open
// already: a request repeated for the open chapter must not redo what
// loaded did (selecting a new chapter's title again would let the next
// keystroke replace what the author typed meanwhile).
//
// A request for the chapter shown while another is still being read
// (the author clicked 狂人日记, then back on 第一回 before it came) drops
// that read: it showed 狂人日记 a moment later with the keyboard in its
// text, the tree still marking 第一回, and the typing meant for 第一回
// went into the start of 狂人日记.
func (e *editor) open(projectID, chapterID uint64, sel *runeSpan, reload bool, loaded func()) {
	if chapterID == e.chapterID && chapterID != 0 && !reload {
		e.typeAhead = typeAhead{} // nothing to wait for
		if e.reading != 0 && e.reading != chapterID {
			e.openGen++ // the read of the chapter asked for before this one
			e.reading = 0
		}
		if sel != nil {
			e.showPassage(sel.start, sel.end)
		}
		return
	}
	e.rememberCaret()
	e.flush()
	e.loadChapter(projectID, chapterID, func() {
		if sel != nil {
			e.showPassage(sel.start, sel.end)
		} else {
			e.restoreCaret()
		}
		if loaded != nil {
			loaded()
		}
	})
}

// rememberCaret notes where the caret is in the chapter shown, for
// restoreCaret when the author comes back to it.
func (e *editor) rememberCaret() {
	if e.chapterID != 0 {
		e.carets[e.chapterID] = e.text.CaretOffset()
	}
}

// restoreCaret puts the caret, and the view, back where it was when the
// chapter shown was last left (this session, or at the last exit); a
// chapter shortened meanwhile keeps the caret at its end.
func (e *editor) restoreCaret() {
	at, ok := e.carets[e.chapterID]
	if !ok || at <= 0 {
		return
	}
	e.text.SetCaret(min(at, utf8.RuneCountInString(e.text.Text())))
}

// show puts a loaded chapter into the widgets; rewrite (reload) puts a
// new text of the chapter shown in as one undoable edit.
func (e *editor) show(projectID uint64, c engine.Chapter, state engine.IndexState, rewrite bool) {
	rewrite = rewrite && c.ID == e.chapterID && e.chapterID != 0
	if !rewrite && c.ID != e.chapterID {
		// The chapter left took typing while this one was read (open
		// queued its save before the read): save that too before its
		// text is replaced. Nothing else would: the timers and the
		// journal follow the chapter shown, clean from here on.
		e.flush()
	}
	e.clearOvertype()
	e.hint = ""
	e.loading = true
	left, leftHanded := e.chapterID, e.handed
	e.projectID, e.chapterID = projectID, c.ID
	e.setEnabled(true)
	e.text.PlaceHolder = lang.L("Start writing here.")
	chinese := e.u.state.bookChinese(projectID)
	e.text.FontSource = editorFont(chinese)
	if style := titleBoxStyle(chinese); e.title.TextStyle != style {
		e.title.TextStyle = style
		e.title.Refresh()
	}
	e.setTitle(c.Title)
	if rewrite {
		e.replaceChanged(c.Text)
	} else {
		e.text.SetText(c.Text)
	}
	e.loading = false
	e.state, e.saveErr, e.index = stateClean, nil, state
	e.tally = e.text.Counts()
	e.handed = e.tally
	if f := e.u.focus; f != nil {
		f.chapterShown(left, leftHanded)
	}
	e.stopLiveCount()
	e.refreshLabels()
	e.find.chapterShown()
	e.u.app.Preferences().SetString(e.u.dataPref(prefLastChapter), strconv.FormatUint(c.ID, 10))
	e.u.chapterUndo.loaded(c.ID) // before the activity, which reads its mark
	e.u.state.activity()
	e.names.refresh()
}

// replaceChanged makes the text read text by replacing the runs between
// their common start and end, as one undo step, the view, the caret and
// the name marks outside the run staying where they were (the author did
// not make this edit, so nothing should move under them).
func (e *editor) replaceChanged(text string) {
	old, now := []rune(e.text.Text()), []rune(text)
	start := 0
	for start < len(old) && start < len(now) && old[start] == now[start] {
		start++
	}
	end := 0
	for end < len(old)-start && end < len(now)-start && old[len(old)-1-end] == now[len(now)-1-end] {
		end++
	}
	if start == len(old) && start == len(now) {
		return
	}
	e.text.ReplaceInPlace(start, len(old)-end, string(now[start:len(now)-end]))
}

// setTitle puts title in the title box with the cursor at its end and
// nothing selected. Fyne's Entry.SetText keeps a selection that was
// active (a new chapter's title is selected), and the keys typed next
// would then replace what was typed just before them.
//
// Out of the author's hands (the title box not focused) the cursor then
// goes back to the start: the box scrolls to the cursor, and a title
// longer than the box showed its end, "回 发矫诏诸镇应曹公…" without
// the chapter's number.
func (e *editor) setTitle(title string) {
	e.title.SetText(title)
	e.title.Entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	if e.u.win.Canvas().Focused() != e.title {
		e.title.Entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyHome})
	}
}

// placeholderNoChapter is what the empty text area says with no chapter
// open: at first start, with no book to choose a chapter from, how to
// begin one; in a book without chapters, how to start its first (it
// said "Select a chapter in the sidebar" beside a book with none).
func placeholderNoChapter(hasProjects, bookHasChapters bool) string {
	switch {
	case !hasProjects:
		return lang.L("Create a project with Ctrl+N, or import a manuscript with Ctrl+O, to start writing.")
	case !bookHasChapters:
		return lang.L("This book has no chapters yet. Press Ctrl+N to start the first.")
	}
	return lang.L("Select a chapter in the sidebar, or create one with Ctrl+N.")
}

// noChapterPlaceholder is placeholderNoChapter for the library and the
// current book as the state has them.
func (e *editor) noChapterPlaceholder() string {
	pid := e.u.state.projectID()
	return placeholderNoChapter(len(e.u.state.projectList()) > 0, pid == 0 || len(e.u.state.chapterList(pid)) > 0)
}

// refreshPlaceholder fits the empty editor's placeholder to the library
// (a first book created, the last one deleted).
func (e *editor) refreshPlaceholder() {
	if e.chapterID != 0 {
		return
	}
	if p := e.noChapterPlaceholder(); p != e.text.PlaceHolder {
		e.text.PlaceHolder = p
		e.text.Refresh()
	}
}

// startWriting moves the cursor from the title to the start of the text
// (Enter in the title).
func (e *editor) startWriting() {
	if e.chapterID == 0 || e.text.Disabled() {
		return
	}
	e.u.win.Canvas().Focus(e.text)
	// A new chapter may hold just its first paragraph's indent
	// (sidebar.indentLike): the writing starts after it.
	// The running counts tell whitespace-only text without building the
	// whole text of a long chapter on the UI thread.
	caret := 0
	if e.text.Counts().Chars == 0 {
		caret = utf8.RuneCountInString(e.text.Text())
	}
	e.text.SetCaret(caret)
}

// close empties the editor (the chapter was deleted).
func (e *editor) close() {
	e.stopTimers()
	e.openGen++
	e.reading = 0
	e.loading = true
	e.projectID, e.chapterID = 0, 0
	e.text.PlaceHolder = e.noChapterPlaceholder()
	e.setTitle("")
	e.text.SetText("")
	e.loading = false
	e.state, e.saveErr = stateClean, nil
	e.find.chapterShown()
	e.setEnabled(false)
	e.tally, e.handed = engine.TextCounts{}, engine.TextCounts{}
	e.stopLiveCount()
	e.refreshLabels()
}

// placeIME tells the system input method where the caret is, so its
// candidate window opens beside the text being written (ime.go).
func (e *editor) placeIME() {
	if e.u.win.Canvas().Focused() != e.text {
		return
	}
	pos, lineHeight := e.text.CaretPosition()
	placeIME(e.u.win, pos, lineHeight)
}

// countsChanged shows the live counts after an edit; the editor keeps
// them per paragraph, so this does not grow with the chapter.
func (e *editor) countsChanged() {
	if e.loading || e.chapterID == 0 {
		return
	}
	e.tally = e.text.Counts()
	e.refreshLabels()
	e.scheduleLiveCount()
	if f := e.u.focus; f != nil {
		f.edited()
	}
}

// liveCountEvery is how often, at most, typing updates the chapter's row
// in the tree and the book's totals: often enough to look live, seldom
// enough that a burst of keys costs one row update.
const liveCountEvery = 250 * time.Millisecond

// scheduleLiveCount hands the counts the editor already keeps to the
// lists within liveCountEvery (the first key of a burst starts the timer,
// later ones ride on it), so the tree's row follows the header instead
// of waiting for the autosave. Nothing here touches the disk.
func (e *editor) scheduleLiveCount() {
	if e.liveTimer != nil {
		return
	}
	e.liveTimer = e.afterOnUI(liveCountEvery, func(t *time.Timer) {
		if e.liveTimer != t {
			return // stopped: another chapter was opened meanwhile
		}
		e.liveTimer = nil
		e.pushLiveCount()
	})
}

// pushLiveCount hands the open chapter's counts to the lists now.
func (e *editor) pushLiveCount() {
	if e.chapterID != 0 {
		e.u.state.liveCounts(e.chapterID, e.text.Counts())
	}
}

// stopLiveCount forgets a pending hand-over and tells the lists to stop
// following the editor (a chapter opened or closed: the stored counts are
// the editor's again).
func (e *editor) stopLiveCount() {
	if e.liveTimer != nil {
		e.liveTimer.Stop()
		e.liveTimer = nil
	}
	e.u.state.liveCounts(0, engine.TextCounts{})
}

// edited runs on every keystroke: it must stay trivial (restart a timer).
func (e *editor) edited() {
	if e.loading || e.chapterID == 0 {
		return
	}
	e.saveGen++
	if e.state != stateEdited {
		e.state = stateEdited
		e.refreshIndicator()
	}
	if e.saveTimer != nil {
		e.saveTimer.Stop()
	}
	e.saveTimer = time.AfterFunc(e.u.opts.AutosaveDelay, func() { e.u.do(func() { e.save(false) }) })
	e.unsavedEdit()
	e.u.state.typed()
}

// save stores the chapter if it changed. explicit (Ctrl+S) also asks the
// indexer to skip its debounce.
func (e *editor) save(explicit bool) {
	e.stopSaveTimers()
	id := e.chapterID
	if id == 0 {
		return
	}
	if e.state != stateEdited && e.state != stateFailed {
		if explicit {
			e.u.background(func() { e.u.eng.IndexNow(id) })
		}
		return
	}
	title, text, gen, seq := e.title.Text, e.text.Text(), e.saveGen, e.u.writes.ticket()
	e.handed = e.text.Counts()
	e.state = stateSaving
	e.refreshIndicator()
	e.storeCaret()
	e.u.background(func() {
		res, err := e.storeChapter(seq, id, title, text)
		e.failed.record(id, seq, title, text, err)
		if errors.Is(err, errSuperseded) {
			return // closing saved a newer text, and the editor knows it
		}
		if err == nil && explicit {
			e.u.eng.IndexNow(id)
		}
		e.u.do(func() { e.saved(id, gen, res, err) })
	})
}

// storeCaret records where the caret is, for the next start to open
// the chapter there (reopenLastChapter). Closing records it, and so does
// every save: after a crash (kill -9, a power cut) the recovered typing
// is where the author was, and the chapter opened at the place of the
// last clean exit instead, perhaps 150,000 字 away.
func (e *editor) storeCaret() {
	if e.chapterID != 0 {
		e.u.app.Preferences().SetString(e.u.dataPref(prefLastCaret), e.caretPref())
	}
}

// caretPref is the stored form of the caret's place: "chapter:offset".
func (e *editor) caretPref() string {
	return strconv.FormatUint(e.chapterID, 10) + ":" + strconv.Itoa(e.text.CaretOffset())
}

// saved takes a save result back on the UI goroutine.
func (e *editor) saved(id uint64, gen int, res engine.SaveResult, err error) {
	if errors.Is(err, engine.ErrNotFound) {
		return // deleted meanwhile; nothing left to save into
	}
	e.u.state.chapterSaved(id, res, err)
	if id != e.chapterID {
		return
	}
	switch {
	case err != nil:
		e.state, e.saveErr = stateFailed, err
		e.u.log.Error("saving chapter failed", "chapter", id, "err", err)
	case gen == e.saveGen:
		e.state, e.saveErr = stateClean, nil
	default:
		e.state = stateEdited // typed while saving; the timer saves again
	}
	if err == nil && res.TextChanged {
		e.tally = res.TextCounts
		// Typed while saving: the lists took the stored counts, the
		// editor holds more.
		e.pushLiveCount()
		// The save scheduled the chapter before returning, so the pump has
		// seen at least its Pending event; later ones may be in already.
		if st, ok := e.u.state.ownerState(engine.ChapterOwner(id)); ok {
			e.index = st
		}
	}
	e.refreshLabels()
}

// flush queues a save of pending edits now (chapter switch).
func (e *editor) flush() {
	if e.state == stateEdited || e.state == stateFailed {
		e.save(false)
	}
}

// saveSync saves pending edits on the calling goroutine (UI.Close, after
// a signal too), journaling what cannot be saved (saveAtClose).
func (e *editor) saveSync() { _ = e.saveAtClose() }

func (e *editor) stopTimers() {
	e.stopSaveTimers()
	e.stopJournalTimer()
	e.clearOvertype()
}

// stopSaveTimers stops the pause and maximum-interval autosaves.
func (e *editor) stopSaveTimers() {
	if e.saveTimer != nil {
		e.saveTimer.Stop()
	}
	e.stopMaxTimer()
}

// indexEvent updates the indicator from the indexer's events.
func (e *editor) indexEvent(ev index.Event) {
	if e.chapterID == 0 || ev.Owner != engine.ChapterOwner(e.chapterID) {
		return
	}
	switch ev.Kind {
	case index.EventPending, index.EventRunning, index.EventDone, index.EventFailed:
		e.index = stateOfKind(ev.Kind, e.u.eng.Embedder() != nil)
	default:
		return
	}
	e.refreshIndicator()
}

func (e *editor) refreshLabels() {
	if e.chapterID == 0 {
		e.counts.SetText("")
	} else {
		text := countText(e.u.countMode(e.projectID), e.text.Counts().In(e.u.countMode(e.projectID)))
		// The counts are quiet (LowImportance); the notice must not be.
		e.counts.Importance = widget.LowImportance
		if n := e.overtypeNotice(); n != "" {
			text += " · " + n
			e.counts.Importance = widget.WarningImportance
		} else if e.hint != "" {
			text += " · " + e.hint
			e.counts.Importance = widget.MediumImportance
		}
		e.counts.SetText(text)
	}
	e.refreshIndicator()
}

// hintFor is how long a hint stays after the counts.
const hintFor = 6 * time.Second

// showHint says, after the counts, why a command had nothing to do, for
// hintFor.
func (e *editor) showHint(text string) {
	if e.hintTimer != nil {
		e.hintTimer.Stop()
	}
	e.hint = text
	e.hintTimer = e.afterOnUI(hintFor, func(t *time.Timer) {
		if e.hintTimer == t {
			e.hint = ""
			e.refreshLabels()
		}
	})
	e.refreshLabels()
}

func (e *editor) refreshIndicator() {
	e.indicator.SetText(e.indicatorText())
}

// indicatorText is the "saved · indexing · indexed" line.
func (e *editor) indicatorText() string {
	if e.chapterID == 0 {
		return ""
	}
	switch e.state {
	case stateEdited:
		return lang.L("Edited")
	case stateSaving:
		return lang.L("Saving…")
	case stateFailed:
		return tr("Not saved: {{.V}}", firstLine(e.saveErr))
	}
	switch e.index {
	case engine.StateIndexed:
		return lang.L("Saved · indexed")
	case engine.StateIndexing:
		return lang.L("Saved · indexing…")
	case engine.StateFailed:
		return lang.L("Saved · indexing failed, retrying")
	case engine.StateNoModel:
		return lang.L("Saved · not indexed (no model)")
	default:
		return lang.L("Saved · waiting to index")
	}
}

// changeFontSize steps the editor font size and remembers it.
func (e *editor) changeFontSize(delta float32) { e.setFontSize(e.fontSize + delta) }

func (e *editor) setFontSize(size float32) {
	e.fontSize = clampFontSize(size)
	e.u.app.Preferences().SetFloat(prefFontSize, float64(e.fontSize))
	e.override.Theme = newEditorTheme(e.fontSize)
	e.override.Refresh()
	if e.column != nil {
		e.column.Refresh() // the column's width follows the font
	}
}

// paragraphAtCursor returns the paragraph holding the cursor and its rune
// span in the chapter: the line under the cursor, widened to its blank-
// line-separated block when the line alone is too short to search with.
func (e *editor) paragraphAtCursor() (string, runeSpan) {
	runes := []rune(e.text.Text())
	pos := min(max(e.text.CaretOffset(), 0), len(runes))
	return paragraphAround(runes, pos)
}

// minParagraph is the shortest text worth a related-passages lookup.
const minParagraph = 12

func paragraphAround(runes []rune, pos int) (string, runeSpan) {
	start, end := pos, pos
	for start > 0 && runes[start-1] != '\n' {
		start--
	}
	for end < len(runes) && runes[end] != '\n' {
		end++
	}
	if len([]rune(strings.TrimSpace(string(runes[start:end])))) < minParagraph {
		// Widen to the block: stop at a blank line either side.
		for start > 0 && !(start >= 2 && runes[start-1] == '\n' && runes[start-2] == '\n') {
			start--
		}
		for end < len(runes) && !(end+1 < len(runes) && runes[end] == '\n' && runes[end+1] == '\n') {
			end++
		}
	}
	return string(runes[start:end]), runeSpan{start, end}
}

// firstLine shortens an error for a one-line label, worded as errorText
// words it.
func firstLine(err error) string {
	if err == nil {
		return ""
	}
	line, _, _ := strings.Cut(errorText(err), "\n")
	return line
}

// typeAhead is the keys typed into the sidebar tree between a click (or
// Enter) on a chapter and the chapter showing, with the keyboard going
// to its text then: a long chapter takes a moment to read, and the first
// keys of an author who clicks and types at once went to the tree, which
// drops them (real window, a 127,395-字 chapter: 2 of 10 keys typed 10 ms
// apart were lost). Backspace and Enter are held with the characters, in
// the order typed: the tree dropped a Backspace and took an Enter as
// "open the row under the keyboard".
type typeAhead struct {
	// since is when the chapter was asked for (zero: none is awaited).
	since time.Time
	keys  []heldKey
}

// heldKey is one key held for the text: a character, or (r zero) a key
// that edits it (heldKeys).
type heldKey struct {
	r    rune
	name fyne.KeyName
}

// heldKeys are the keys other than characters that type-ahead holds: the
// ones that edit the text. The arrows and Tab stay the tree's.
var heldKeys = []fyne.KeyName{fyne.KeyBackspace, fyne.KeyReturn, fyne.KeyEnter}

// typeAheadLimit is how long keys are held for a chapter being read; a
// read that failed (its error shown) leaves the wait, and keys typed
// into the tree afterwards are the tree's again.
const typeAheadLimit = 5 * time.Second

// waiting reports whether a chapter is being read for keys to be held.
func (t typeAhead) waiting() bool {
	return !t.since.IsZero() && time.Since(t.since) <= typeAheadLimit
}

// keyAhead holds k for the text when a chapter is being read for it,
// and reports whether it did.
func (e *editor) keyAhead(k heldKey) bool {
	if !e.typeAhead.waiting() {
		e.typeAhead = typeAhead{} // a read that failed: nothing comes for them
		return false
	}
	e.typeAhead.keys = append(e.typeAhead.keys, k)
	return true
}

// replayTypeAhead types what keyAhead held into the text, which has the
// keyboard now, at its caret.
func (e *editor) replayTypeAhead() {
	held := e.typeAhead.keys
	e.typeAhead = typeAhead{}
	for _, k := range held {
		if k.r != 0 {
			e.text.TypedRune(k.r)
		} else {
			e.text.TypedKey(&fyne.KeyEvent{Name: k.name})
		}
	}
}
