package app

import (
	"maps"
	"slices"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
	"inkflow/engine/index"
)

// stateChange says what changed in the UI state; subscribers look at the
// kinds they care about and ignore the rest.
type stateChange uint8

const (
	// changeLibrary: the project and chapter lists were re-read, or a
	// chapter's counts changed after a save.
	changeLibrary stateChange = iota + 1
	// changeProject: the current project changed.
	changeProject
	// changeChapter: a chapter was opened (or asked to show a passage) or
	// the editor was emptied; see appState.openChapterRequest.
	changeChapter
	// changeWiki: a wiki entry was asked to open; see appState.wikiRequest.
	changeWiki
	// changeIndex: indexer events arrived; see appState.indexUpdate.
	changeIndex
	// changeModel: the model finished loading, failed, or was switched.
	changeModel
	// changeSettings: the engine settings changed.
	changeSettings
	// changeActivity: the author typed or moved the cursor in the editor
	// (per keystroke: subscribers only restart timers).
	changeActivity
	// changeRemoved: a chapter, project or wiki entry was deleted, so
	// results on screen may point at it.
	changeRemoved
	// changeRewritten: the engine rewrote chapters behind the editor (a
	// replace, its undo, a snapshot restored); see
	// appState.rewrittenChapters.
	changeRewritten
	// changeEntries: a wiki entry was saved (its names may be new).
	changeEntries
	// changeMentions: the engine stored new mentions of wiki entries
	// (after a save or an entry's new names; one per burst).
	changeMentions
	// changeCountMode: the count the editor, the status bar and the tree
	// show changed: the author chose another (字数, characters, English
	// words), or a book's language, and with it its unit, became known.
	changeCountMode
	// changeLiveCount: the open chapter's counts in the lists follow the
	// editor ahead of the autosave; see appState.liveCounts.
	changeLiveCount
)

// command names an action the menu and the keyboard shortcuts trigger;
// the panel that owns the action registers it with appState.handle, so
// neither the menu nor the shortcuts know which panel that is.
type command uint8

// Commands the panels carry out (the shell's follow).
const (
	cmdSave command = iota + 1
	cmdUndo
	cmdRedo
	cmdNewProject
	cmdNewChapter
	cmdFind
	cmdNextResult
	cmdPrevResult
	cmdRelatedNow
	cmdLargerText
	cmdSmallerText
	cmdRetryIndex
	// Commands the shell (ui.go) carries out.
	cmdImport
	cmdExportText
	cmdExportMarkdown
	cmdSettings
	cmdReindex
	cmdExport // the export dialog (export_dialog.go)
	cmdGoals  // the goals dialog (goals_dialog.go)
	cmdFocus  // focus mode on or off (focus.go)
	// Find and replace, snapshots (findbar.go, replace_panel.go,
	// snapshots_panel.go).
	cmdFindInChapter
	cmdReplaceInChapter
	cmdFindReplace
	cmdTakeSnapshot
	// Chapter surgery: the editor splits the open chapter at the caret,
	// the sidebar merges the selected chapter with the next.
	cmdSplitChapter
	cmdMergeChapter
	// cmdRenumberTitles: the titles that number themselves back in book
	// order, or the last renumber undone (renumber.go).
	cmdRenumberTitles
	// cmdHighlightNames: wiki entries' names marked in the editor on or
	// off (namehighlight.go).
	cmdHighlightNames
	// cmdOpenEntry: the wiki entry named at the editor's caret opens.
	cmdOpenEntry
	// cmdDeletedProjects: the deleted projects, to bring back
	// (projecttrash.go).
	cmdDeletedProjects
	// The Go menu (navigate.go): the next and previous chapter, the
	// keyboard into the chapter tree or a side panel tab (cmdGoTab1 is
	// the first tab, the next five commands the others, in order).
	cmdNextChapter
	cmdPrevChapter
	cmdGoSidebar
	cmdGoTab1
	cmdGoTab2
	cmdGoTab3
	cmdGoTab4
	cmdGoTab5
	cmdGoTab6
	// cmdSidePanel: the side panel shown or hidden (sidepanel.go).
	cmdSidePanel
)

// chapterRequest is the chapter the editor shows (or is about to): its
// project, its id (0: none) and, when set, a passage to select in it or
// whether the cursor goes to its title (a chapter just created).
type chapterRequest struct {
	projectID, chapterID uint64
	sel                  *runeSpan
	focusTitle           bool
	// focusText gives the text the keyboard once the chapter shows (Go ›
	// Next Chapter from the text, a click on its row in the sidebar, Enter
	// there).
	focusText bool
	// reload reads the chapter again even when it is the one shown: an
	// engine operation rewrote its text (split, merge).
	reload bool
}

// wikiRequest is the wiki entry last asked to open.
type wikiRequest struct{ projectID, entryID uint64 }

// indexUpdate is one batch of indexer events as the event pump delivers
// it: the latest event of each owner that changed, the latest counters,
// when indexing last finished, the last failure and model-switch
// progress (nil when there was none in the batch).
type indexUpdate struct {
	owners   []index.Event
	counters index.Event
	lastDone time.Time
	lastErr  error
	model    *index.ModelProgress
}

// chapterRef finds a chapter's project and position in the lists.
type chapterRef struct {
	project uint64
	pos     int
}

// appState is what the panels share: the projects and their chapter
// lists, the current project, the chapter open in the editor, the indexing
// state and the model. Panels read it and subscribe to its changes; they
// never call each other. It lives on the UI goroutine: every method must
// be called there (engine reads run in the background and come back
// through do). Subscribers are called in the order they subscribed.
type appState struct {
	eng        *engine.Engine
	background func(func())
	do         func(func())
	showError  func(what string, err error)

	subs     []func(stateChange)
	commands map[command]func()

	projects  []engine.Project
	chapters  map[uint64][]engine.ChapterInfo
	chapterAt map[uint64]chapterRef
	// listGen counts the lists installed by apply: equal generations hold
	// the same projects and chapters in the same order (counts may differ).
	listGen int
	// books is each project's language as the engine knows it
	// (engine.BookChinese), read with the lists, for bookChinese.
	books map[uint64]bookLanguage
	// live is the open chapter's counts as the editor last reported them
	// (liveCounts), ahead of the stored ones until the autosave lands; a
	// list read meanwhile from disk gets them back (apply), and stored
	// keeps what the disk said, which the lists go back to when they stop
	// following the chapter (a split or merge re-reads the lists while the
	// editor still holds the chapter's old text).
	live struct {
		id     uint64
		counts engine.TextCounts
		stored engine.TextCounts
		// overrode: apply put counts over ones read from disk since the
		// lists began following id.
		overrode bool
	}

	current uint64
	open    chapterRequest
	// lastOpen is the chapter last opened in each project this session,
	// where showProject goes back to.
	lastOpen map[uint64]uint64
	wiki     wikiRequest
	index    indexUpdate
	pump     *eventPump

	modelPending bool
	modelErr     error

	// lastTyped is when the author last typed in the editor, in chapter
	// typedIn (typed).
	lastTyped time.Time
	typedIn   uint64

	// mentionsPending coalesces the engine's mention notifications;
	// unsubMentions detaches from them.
	mentionsPending atomic.Bool
	unsubMentions   func()

	// Set by the editor, which owns the open chapter's text and title:
	// cursorParagraph returns the paragraph under the cursor (on demand:
	// it scans the chapter, which must not happen per keystroke).
	cursorParagraph func() cursorParagraph
	// saveOpen queues a save of the open chapter's unsaved edits.
	saveOpen func()
	// inText reports whether the keyboard is in the chapter's text (or
	// its find bar): Ctrl/Cmd+F then finds in the chapter.
	inText func() bool
	// keyAhead takes a character, Backspace or Enter typed into the
	// sidebar tree while a chapter asked for with the keyboard in its
	// text is read, for that text, and reports whether it did
	// (editor.keyAhead).
	keyAhead func(heldKey) bool

	// rewritten are the chapters of the last changeRewritten.
	rewritten []uint64
	// holdOpen makes the editor read-only while an engine operation
	// rewrites the open chapter and returns the save of its pending
	// edits, which runs in the background right before that operation;
	// releaseOpen gives the editor back when the save failed (the edits
	// stay in it, unsaved).
	holdOpen    func() (save func() error)
	releaseOpen func(saveErr error)
}

// cursorParagraph is the paragraph under the editor's cursor: the chapter
// shown (chapterID 0: none), the text and its rune span in the chapter.
type cursorParagraph struct {
	projectID, chapterID uint64
	text                 string
	span                 runeSpan
}

// newState starts the state of an open engine: background runs engine
// work off the UI goroutine, do brings results back to it, showError
// reports failures to the author.
func newState(eng *engine.Engine, background, do func(func()), showError func(string, error)) *appState {
	s := &appState{
		eng: eng, background: background, do: do, showError: showError,
		commands:  map[command]func(){},
		chapters:  map[uint64][]engine.ChapterInfo{},
		chapterAt: map[uint64]chapterRef{},
		books:     map[uint64]bookLanguage{},
		lastOpen:  map[uint64]uint64{},
	}
	s.pump = newEventPump(s)
	s.unsubMentions = eng.OnMentionsChanged(s.mentionsChanged)
	return s
}

// mentionsChanged runs on the engine's goroutine: it posts one
// changeMentions for a burst of notifications.
func (s *appState) mentionsChanged() {
	if s.mentionsPending.Swap(true) {
		return
	}
	s.do(func() {
		s.mentionsPending.Store(false)
		s.notify(changeMentions)
	})
}

// subscribe calls fn after every change.
func (s *appState) subscribe(fn func(stateChange)) { s.subs = append(s.subs, fn) }

func (s *appState) notify(c stateChange) {
	for _, fn := range s.subs {
		fn(c)
	}
}

// handle registers the function that carries out cmd.
func (s *appState) handle(cmd command, fn func()) { s.commands[cmd] = fn }

// run carries out cmd, reporting whether any panel handles it.
func (s *appState) run(cmd command) bool {
	fn, ok := s.commands[cmd]
	if ok {
		fn()
	}
	return ok
}

// reload re-reads the projects and chapters in the background, installs
// them and notifies changeLibrary; then, when set, runs afterwards on the
// UI goroutine.
func (s *appState) reload(then func()) {
	s.background(func() {
		projects, err := s.eng.Projects()
		chapters := map[uint64][]engine.ChapterInfo{}
		books := map[uint64]bookLanguage{}
		if err == nil {
			for _, p := range projects {
				var chs []engine.ChapterInfo
				if chs, err = s.eng.Chapters(p.ID); err != nil {
					break
				}
				chapters[p.ID] = chs
				books[p.ID] = bookLanguageOf(s.eng.BookChineseOf(p.ID, chs))
			}
		}
		s.do(func() {
			if err != nil {
				s.showError(lang.L("Loading projects"), err)
				return
			}
			unitChanged := !maps.Equal(s.books, books)
			s.books = books
			s.apply(projects, chapters)
			if unitChanged {
				s.notify(changeCountMode) // a book's counts change unit
			}
			if then != nil {
				then()
			}
		})
	})
}

// apply installs freshly read lists. The current project stays when it
// still exists; otherwise the first project becomes current (none when
// there are none).
func (s *appState) apply(projects []engine.Project, chapters map[uint64][]engine.ChapterInfo) {
	s.projects, s.chapters = projects, chapters
	s.listGen++
	clear(s.chapterAt)
	for pid, chs := range chapters {
		for i, c := range chs {
			s.chapterAt[c.ID] = chapterRef{project: pid, pos: i}
		}
	}
	if ref, ok := s.chapterAt[s.live.id]; ok {
		c := &s.chapters[ref.project][ref.pos]
		s.live.stored, s.live.overrode = c.TextCounts, true
		c.TextCounts = s.live.counts
	}
	if _, ok := s.chapterAt[s.open.chapterID]; !ok && s.open.chapterID != 0 {
		s.closeChapter() // deleted, with its project or alone
	}
	s.notify(changeLibrary)
	if _, ok := s.project(s.current); !ok {
		first := uint64(0)
		if len(projects) > 0 {
			first = projects[0].ID
		}
		s.setProject(first)
	}
}

// listGeneration identifies the lists installed: it changes whenever
// projects or chapters may have been added, removed, renamed or moved.
func (s *appState) listGeneration() int { return s.listGen }

// projectList returns the projects in display order.
func (s *appState) projectList() []engine.Project { return s.projects }

// project returns a project by id.
func (s *appState) project(id uint64) (engine.Project, bool) {
	for _, p := range s.projects {
		if p.ID == id {
			return p, true
		}
	}
	return engine.Project{}, false
}

// chapterList returns a project's chapters in order.
func (s *appState) chapterList(projectID uint64) []engine.ChapterInfo { return s.chapters[projectID] }

// chapter returns the listing of a chapter.
func (s *appState) chapter(id uint64) (engine.ChapterInfo, bool) {
	ref, ok := s.chapterAt[id]
	if !ok {
		return engine.ChapterInfo{}, false
	}
	return s.chapters[ref.project][ref.pos], true
}

// liveCounts puts the counts the editor keeps of chapter id into the
// lists, so the tree and the status bar follow typing before the autosave
// stores them; id 0 (a chapter opened, or none) stops following. The
// editor calls it throttled, never per keystroke; the change is one row.
func (s *appState) liveCounts(id uint64, c engine.TextCounts) {
	if id != s.live.id {
		s.unfollow()
		s.live.id, s.live.overrode = id, false
		if ref, ok := s.chapterAt[id]; ok {
			s.live.stored = s.chapters[ref.project][ref.pos].TextCounts
		}
	}
	s.live.counts = c
	ref, ok := s.chapterAt[id]
	if !ok || s.chapters[ref.project][ref.pos].TextCounts == c {
		return
	}
	s.chapters[ref.project][ref.pos].TextCounts = c
	s.notify(changeLiveCount)
}

// unfollow ends following the live chapter. Counts the lists read from
// disk while following it (apply) and covered with the editor's go back:
// the editor's were of a text the engine has changed since (a split took
// half of it), and nothing would correct the row before the chapter's
// next save. Otherwise the row keeps the editor's counts, which the save
// the switch queued is about to store.
func (s *appState) unfollow() {
	ref, ok := s.chapterAt[s.live.id]
	if !ok || !s.live.overrode {
		return
	}
	if c := &s.chapters[ref.project][ref.pos]; c.TextCounts != s.live.stored {
		c.TextCounts = s.live.stored
		s.notify(changeLiveCount) // the rows of s.live.id, still set
	}
}

// projectTotals sums a project's counts: its chapters, the front matter
// apart, and the text of all of them.
func (s *appState) projectTotals(id uint64) (chapters int, total engine.TextCounts) {
	for _, c := range s.chapters[id] {
		total = total.Add(c.TextCounts)
		// The front matter (chapter 0, 扉页) is no chapter, as the
		// import and the export say ("4 章，另有扉页"); its text counts.
		if c.Index != 0 {
			chapters++
		}
	}
	return chapters, total
}

// chapterState is a chapter's index state as last seen: from the latest
// indexer event, else from the last listing.
func (s *appState) chapterState(id uint64) engine.IndexState {
	if st, ok := s.pump.ownerState(engine.ChapterOwner(id)); ok {
		return st
	}
	c, _ := s.chapter(id)
	return c.State
}

// ownerState is the index state implied by the latest event for o, and
// whether there was one. Safe on any goroutine.
func (s *appState) ownerState(o engine.Owner) (engine.IndexState, bool) {
	return s.pump.ownerState(o)
}

// projectID is the current project: the search scope, where new chapters
// and wiki entries go (0: none).
func (s *appState) projectID() uint64 { return s.current }

// setProject makes id the current project.
func (s *appState) setProject(id uint64) {
	if s.current == id {
		return
	}
	s.current = id
	s.notify(changeProject)
}

// showProject makes a project current the way a click on its row asks,
// and the editor follows, so that search, the wiki, the status bar and new
// chapters never act on one book while another book's chapter is on
// screen: the open chapter stays when it is the project's, else the
// chapter last open in it this session opens, else its first chapter,
// else (a book without chapters) the editor empties.
func (s *appState) showProject(id uint64) {
	if c, ok := s.chapter(s.open.chapterID); ok && c.ProjectID == id {
		s.setProject(id)
		return
	}
	if c, ok := s.chapter(s.lastOpen[id]); ok && c.ProjectID == id {
		s.openChapter(id, c.ID, nil)
		return
	}
	if chs := s.chapterList(id); len(chs) > 0 {
		s.openChapter(id, chs[0].ID, nil)
		return
	}
	s.closeChapter()
	s.setProject(id)
}

// openChapter asks for a chapter in the editor, making its project
// current; sel, when set, is the passage to select once it shows.
func (s *appState) openChapter(projectID, chapterID uint64, sel *runeSpan) {
	s.request(chapterRequest{projectID: projectID, chapterID: chapterID, sel: sel})
}

// openNewChapter opens a chapter just created, with the cursor in its
// title ready to type over.
func (s *appState) openNewChapter(projectID, chapterID uint64) {
	s.request(chapterRequest{projectID: projectID, chapterID: chapterID, focusTitle: true})
}

func (s *appState) request(r chapterRequest) {
	s.setProject(r.projectID)
	s.open = r
	s.lastOpen[r.projectID] = r.chapterID
	s.notify(changeChapter)
}

// rewriteChapters runs op, an engine operation that rewrites chapters
// (split, merge), on the background queue and then opens the chapter op
// returns, read afresh, and runs then (unless nil) on the UI goroutine
// with that chapter. When op touches the chapter open in the editor (one
// of ids), the editor's pending edits are saved first, in the same job,
// and the editor stays read-only until op is done, so no keystroke lands
// in a text that is being rewritten. what names the action in an error
// message.
func (s *appState) rewriteChapters(what string, ids []uint64, op func() (engine.Chapter, error), then func(engine.Chapter)) {
	save := func() error { return nil }
	held := s.open.chapterID != 0 && slices.Contains(ids, s.open.chapterID) && s.holdOpen != nil
	if held {
		save = s.holdOpen()
	}
	s.background(func() {
		saveErr := save()
		var (
			c   engine.Chapter
			err = saveErr
		)
		if err == nil {
			c, err = op()
		}
		s.do(func() {
			if saveErr != nil && held && s.releaseOpen != nil {
				s.releaseOpen(saveErr)
			}
			if err != nil {
				s.showError(what, err)
				if held && saveErr == nil {
					// The open chapter is unchanged; give it back as stored.
					s.request(chapterRequest{projectID: s.open.projectID, chapterID: s.open.chapterID, reload: true})
				}
				return
			}
			s.reload(func() {
				s.request(chapterRequest{projectID: c.ProjectID, chapterID: c.ID, reload: true})
				if then != nil {
					then(c)
				}
			})
		})
	})
}

// closeChapter empties the editor.
func (s *appState) closeChapter() {
	if s.open.chapterID == 0 {
		return
	}
	s.open = chapterRequest{}
	s.notify(changeChapter)
}

// openChapterRequest is the chapter last asked for (chapterID 0: none).
func (s *appState) openChapterRequest() chapterRequest { return s.open }

// openWiki asks for a wiki entry in the Wiki tab, making its project
// current; entryID 0 shows the tab for a new entry.
func (s *appState) openWiki(projectID, entryID uint64) {
	s.setProject(projectID)
	s.wiki = wikiRequest{projectID: projectID, entryID: entryID}
	s.notify(changeWiki)
}

// openWikiRequest is the wiki entry last asked for.
func (s *appState) openWikiRequest() wikiRequest { return s.wiki }

// chapterSaved takes in a save's new counts; a new title re-reads the
// lists (the engine trims it, the state does not guess how).
func (s *appState) chapterSaved(id uint64, res engine.SaveResult, err error) {
	ref, ok := s.chapterAt[id]
	if !ok || err != nil {
		return
	}
	if res.TitleChanged {
		s.reload(nil)
		return
	}
	if res.TextChanged {
		c := &s.chapters[ref.project][ref.pos]
		c.TextCounts = res.TextCounts
		if id == s.live.id {
			s.live.stored, s.live.overrode = res.TextCounts, false // the disk caught up
		}
		if !s.books[ref.project].known {
			s.bookChanged(ref.project) // the first text of a new book tells its language
		}
		s.notify(changeLibrary)
	}
}

// bookLanguage is what engine.BookChinese said of a book.
type bookLanguage struct{ chinese, known bool }

// readBook asks the engine a book's language (in the background). An
// error leaves it unknown: bookChinese then goes by the interface.
func (s *appState) readBook(projectID uint64) bookLanguage {
	return bookLanguageOf(s.eng.BookChinese(projectID))
}

// bookLanguageOf is the bookLanguage of what engine.BookChinese or
// BookChineseOf returned; an error leaves the language unknown.
func bookLanguageOf(chinese, known bool, err error) bookLanguage {
	return bookLanguage{chinese, known && err == nil}
}

// bookChanged reads a book's language again in the background: its first
// text was saved, or its language set (the export dialog).
func (s *appState) bookChanged(projectID uint64) {
	s.background(func() {
		b := s.readBook(projectID)
		s.do(func() {
			was, had := s.books[projectID]
			s.books[projectID] = b
			if !had || was != b {
				s.notify(changeCountMode) // the book's counts change unit
			}
		})
	})
}

// bookChinese reports whether a project's book is Chinese, which decides
// between —— and — (…… and …) where smart punctuation finds no text that
// tells (a chapter's first line, an empty title): as the engine knows it,
// else (a new book without text or a language set, or no project) as the
// interface is, the language the author is most likely writing in.
func (s *appState) bookChinese(projectID uint64) bool {
	if b := s.books[projectID]; b.known {
		return b.chinese
	}
	return interfaceChinese()
}

// bookCountMode is the count a project's book is said in when the author
// chose none in Settings: 字 for a Chinese book, words for an English one
// (as bookChinese knows it, from the cache, reading no text); a new book
// without text or a language set, or no project, is counted as the
// interface's language counts until its first text is saved (the goals
// dialog and focus mode hand it to engine.GoalProgressOr for that).
func (s *appState) bookCountMode(projectID uint64) engine.CountMode {
	if b := s.books[projectID]; b.known {
		if b.chinese {
			return engine.CountZi
		}
		return engine.CountWords
	}
	return engine.DefaultCountMode(currentLocale().String())
}

// indexed takes in a batch of indexer events (from the event pump).
func (s *appState) indexed(u indexUpdate) {
	s.index = u
	s.notify(changeIndex)
}

// latestIndex is the latest batch of indexer events.
func (s *appState) latestIndex() indexUpdate { return s.index }

// setModel records the outcome of a model load: pending while it runs,
// err when it failed.
func (s *appState) setModel(pending bool, err error) {
	s.modelPending, s.modelErr = pending, err
	s.notify(changeModel)
}

// modelState says whether a model load is pending and why none is loaded
// (nil when a model is loaded or the reason is unknown).
func (s *appState) modelState() (pending bool, err error) { return s.modelPending, s.modelErr }

// saveOpenChapter queues a save of the open chapter's unsaved edits on
// the background queue, so engine work queued after it (a replace, a
// snapshot, a restore) sees the text as the author last typed it.
func (s *appState) saveOpenChapter() {
	if s.saveOpen != nil {
		s.saveOpen()
	}
}

// chaptersRewritten tells the panels that the engine changed these
// chapters' text (the editor reloads the open one) and re-reads the lists
// for their counts and titles.
func (s *appState) chaptersRewritten(ids []uint64) {
	s.rewritten = ids
	s.notify(changeRewritten)
	s.reload(nil)
}

// rewrittenChapters are the chapters of the last changeRewritten.
func (s *appState) rewrittenChapters() []uint64 { return s.rewritten }

// removed tells the panels that something was deleted.
func (s *appState) removed() { s.notify(changeRemoved) }

// entrySaved tells the panels that a wiki entry was created or changed.
func (s *appState) entrySaved() { s.notify(changeEntries) }

// settingsChanged tells the panels that the engine settings changed (the
// settings dialog calls it after Engine.UpdateSettings).
func (s *appState) settingsChanged() { s.notify(changeSettings) }

// countModeChanged tells the panels that the count they show changed.
func (s *appState) countModeChanged() { s.notify(changeCountMode) }

// activity tells the panels that the author moved the cursor (or a
// chapter was shown), without typing.
func (s *appState) activity() { s.notify(changeActivity) }

// typed tells the panels that the author typed: activity, remembered as
// typing, so panels that wait for a pause in the writing (Related) can
// tell it from a click or a chapter opened. It runs per keystroke: one
// clock read.
func (s *appState) typed() {
	s.lastTyped, s.typedIn = time.Now(), s.open.chapterID
	s.notify(changeActivity)
}

// typedWithin reports whether the author typed within the last d in the
// chapter open now: a chapter opened right after typing in another is
// read, not written.
func (s *appState) typedWithin(d time.Duration) bool {
	return s.typedIn == s.open.chapterID && !s.lastTyped.IsZero() && time.Since(s.lastTyped) < d
}

// stop detaches the state from the engine's events.
func (s *appState) stop() {
	s.pump.stop()
	s.unsubMentions()
}
