// Package app is InkFlow's desktop user interface, built with Fyne.
//
// It talks to the domain only through the public API of package engine
// (and the request and result types of engine/search); it never touches
// the database, the ONNX runtime or the indexes. It does not import Fyne's
// driver (fyne.io/fyne/v2/app) either: the caller creates the fyne.App, so
// tests build the whole UI on fyne.io/fyne/v2/test and drive real widgets
// headless.
//
// The window is a shell (ui.go: the background queue, the window, the
// menu) around panels, one per file: sidebar, editor, search panel,
// related passages, wiki, status bar. They share one state object
// (state.go: the projects and chapters, the current project, the open
// chapter, indexing and the model), read it, subscribe to its changes and
// never call each other; the menu and the shortcuts dispatch commands to
// it, which the panel owning each one carries out.
//
// Threading: Fyne widgets belong to the UI goroutine. Every engine call
// that touches the disk runs on a background goroutine (see UI.background)
// and hands its result back with Options.Dispatch (fyne.Do by default), so
// no UI handler ever waits for a save, an embedding or the indexer.
package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
	"inkflow/engine/search"
	"inkflow/internal/leadin"
)

// Default delays; Options can shorten them for tests.
const (
	// DefaultAutosaveDelay is the pause in typing after which the chapter
	// is saved.
	DefaultAutosaveDelay = time.Second
	// DefaultRelatedDelay is the pause in typing after which the related
	// passages panel looks up the paragraph under the cursor: while the
	// author writes, the paragraph changes with every key.
	DefaultRelatedDelay = 1500 * time.Millisecond
	// DefaultRelatedSettleDelay is the pause after a chapter opens or the
	// caret is put into a paragraph without typing, after which the panel
	// looks up the paragraph: the author is reading, and waited the whole
	// typing pause (1.5 s) for passages of a chapter just opened. It only
	// lets a burst of caret moves (arrow keys held) settle.
	DefaultRelatedSettleDelay = 150 * time.Millisecond
	// DefaultSearchDelay is the pause in typing a query after which the
	// search runs (Enter runs it at once).
	DefaultSearchDelay = 400 * time.Millisecond
)

// Searcher answers the search and related-passages panels. The engine
// implements it once search is wired into it; tests and other front ends
// may pass their own.
type Searcher interface {
	Search(ctx context.Context, req search.Request) (search.Response, error)
	Related(ctx context.Context, req search.RelatedRequest) (search.Response, error)
}

// ModelLoader loads the embedding model called name ("" = the bundled
// default). The settings dialog uses it when the author picks another
// model; the caller owns the returned models and closes them at exit.
type ModelLoader func(name string) (engine.Embedder, error)

// Options configure New. The zero value works.
type Options struct {
	// Searcher answers searches; nil uses the engine when it implements
	// Searcher.
	Searcher Searcher
	// LoadModel switches models from the settings dialog; nil leaves
	// model.name to take effect at the next start.
	LoadModel ModelLoader
	// ModelError says why no model is loaded (shown in the status bar and
	// the search panel); nil when a model is loaded or the reason is
	// unknown.
	ModelError error
	// Dispatch runs f on the UI goroutine; nil means fyne.Do. Tests pass a
	// queue they drain on the test goroutine.
	Dispatch func(f func())
	// AutosaveDelay, RelatedDelay, RelatedSettleDelay and SearchDelay
	// override the defaults when positive.
	AutosaveDelay, RelatedDelay, RelatedSettleDelay, SearchDelay time.Duration
	// AutosaveMaxInterval and JournalInterval override the defaults when
	// positive (see autosave.go).
	AutosaveMaxInterval, JournalInterval time.Duration
	// ModelPending says the caller is still loading the model and will
	// call UI.ModelLoaded; the status bar says so meanwhile and the demo
	// waits for it.
	ModelPending bool
	// Logger receives UI-side failures; nil discards them.
	Logger *slog.Logger
	// Demo pre-fills the window at start (screenshots, demos).
	Demo Demo
	// Quitting, when set, runs on the UI goroutine as the author closes
	// the window or quits, once the open chapter is saved or the author
	// chose to quit without (requestClose), before the UI closes: the desktop main
	// starts its exit watchdog there (exit_desktop.go), because Fyne
	// may not return from ShowAndRun after the window is gone.
	Quitting func()
}

// UI is the InkFlow main window and everything in it.
type UI struct {
	app  fyne.App
	eng  *engine.Engine
	win  fyne.Window
	opts Options
	log  *slog.Logger
	do   func(func())
	// hints draws the toolbar buttons' names over the window (hints.go).
	hints *hintLayer

	searcher Searcher
	// fallbacksLogged are the search fallback reasons logged already
	// (logFallback); UI goroutine only.
	fallbacksLogged map[string]bool

	bgMu     sync.Mutex
	bgQueue  []func()
	bgWake   chan struct{}
	bgIdle   *sync.Cond
	bgBusy   bool
	bgClosed bool
	bgDone   chan struct{}

	ctx    context.Context
	cancel context.CancelFunc

	// state is what the panels share (see state.go); the panels below
	// are held here only to lay them out and close them.
	state *appState

	sidebar *sidebar
	editor  *editor
	search  *searchPanel
	related *relatedPanel
	wiki    *wikiPanel
	replace *replacePanel
	snaps   *snapshotsPanel
	// assistant is the Assistant tab's panel (Go › Assistant gives its
	// question box the keyboard).
	assistant *assistantPanel
	status    *statusBar
	keys      *shortcuts
	theme     *inkTheme
	rightTab  *container.AppTabs
	// tabFit chooses what the side panel's tabs show for its width
	// (sidetabs.go).
	tabFit *tabFit
	// tabOf are the side panel tabs of commands whose panel has no fixed
	// index (commandTabs).
	tabOf map[command]*container.TabItem
	// settings is the settings dialog last opened (tests drive it).
	settings *settingsDialog
	// chapterUndo offers the last split, merge or deletion of chapters
	// back (chapter_undo.go); nil in a shell without panels.
	chapterUndo *chapterUndo
	// focus is focus mode (focus.go); nil in a shell without panels.
	focus *focusMode
	// splits are the sidebar's and the side panel's dividers, whose
	// places the next start restores (layout.go).
	splits [2]*container.Split
	// side shows or hides the side panel for the window's width and the
	// author's choice (sidepanel.go); nil in a shell without panels.
	side *sidePanel

	sidebarReady, demoDone bool

	// backupDone waits for the snapshot taken at start (startBackup).
	backupDone sync.WaitGroup
	// indexWaits are the goroutines that wait for the engine's own
	// background work, the indexer (Rebuild Project Index, Retry) or the
	// mention recount (a saved entry's appearances, Ctrl+Shift+E):
	// minutes on a long book, so never on the background queue, where
	// the author's saves and crash-journal writes would wait behind
	// them. Close ends them by cancelling ctx.
	indexWaits sync.WaitGroup
	// mentions waits for the engine's mention tracker
	// (engine.Engine.FlushMentions): the engine, which a test wraps to
	// hold the wait as the recount of a long book holds it.
	mentions mentionFlusher

	closeOnce sync.Once
	// closeAsk is the notice of a close whose save failed while it is up
	// (askCloseUnsaved).
	closeAsk dialog.Dialog
	// ending is set as Close starts: UI updates are dropped from then on.
	ending atomic.Bool
	// closeWait bounds how long closing waits for the background queue
	// (defaultCloseWait; tests shorten it).
	closeWait time.Duration
	// writes keeps the author's writes of each chapter and entry in the
	// order their snapshots were taken, whichever goroutine makes them
	// (closesave.go).
	writes writeOrder
}

// New builds the main window for an open engine. It does not show it:
// call Window().Show() or ShowAndRun(), and Close when the app ends.
func New(a fyne.App, eng *engine.Engine, opts Options) (*UI, error) {
	if a == nil || eng == nil {
		return nil, errors.New("app: New needs a fyne.App and an engine")
	}
	u := newShell(a, eng, opts)
	u.status = newStatusBar(u)
	u.editor = newEditor(u)
	u.chapterUndo = newChapterUndo(u)
	u.hints = newHintLayer()
	u.sidebar = newSidebar(u)
	u.search = newSearchPanel(u)
	u.related = newRelatedPanel(u)
	u.wiki = newWikiPanel(u)
	// Ctrl+S saves what the author is typing in: in the story bible it
	// saved the open chapter and left the entry unsaved.
	saveChapter := u.state.commands[cmdSave]
	u.state.handle(cmdSave, func() {
		if u.wiki.hasKeyboard() {
			u.wiki.saveEntry()
		} else if saveChapter != nil {
			saveChapter()
		}
	})
	searchTab := container.NewTabItem(lang.L("Search"), u.search.content())
	u.rightTab = container.NewAppTabs(
		searchTab,
		container.NewTabItem(lang.L("Related"), u.related.content()),
		container.NewTabItem(lang.L("Wiki"), u.wiki.content()),
	)
	u.rightTab.Append(newAssistantTab(u))
	u.replace = newReplacePanel(u)
	u.snaps = newSnapshotsPanel(u)
	replaceTab := container.NewTabItem(lang.L("Find & Replace"), u.replace.content())
	snapsTab := container.NewTabItem(lang.L("Snapshots"), u.snaps.content())
	u.rightTab.Append(replaceTab)
	u.rightTab.Append(snapsTab)
	u.tabOf = map[command]*container.TabItem{cmdFindReplace: replaceTab, cmdTakeSnapshot: snapsTab}
	u.tabFit = newTabFit(u.rightTab)
	centre := container.NewHSplit(u.editor.content(), container.New(u.tabFit, u.rightTab))
	u.focus = newFocusMode(u, centre)
	u.side = newSidePanel(u, centre)
	u.state.handle(cmdSidePanel, u.side.toggle)
	main := container.NewHSplit(u.sidebar.content(), u.side.content())
	u.splits = [2]*container.Split{main, centre}
	u.restoreLayout()
	// A click on the Search tab puts the keyboard in its query box, as
	// Ctrl+F does: the click takes the keyboard from the text, and what
	// the author typed next went nowhere. A tab chosen while the keyboard
	// is somewhere (a command's, the text's) leaves it there.
	u.rightTab.OnSelected = func(t *container.TabItem) {
		u.tabFit.selected()
		if t == searchTab && u.win.Canvas().Focused() == nil {
			u.search.focus()
		}
	}
	u.win.SetContent(u.hints.over(container.NewBorder(nil, u.status.content(u.chapterUndo), nil, nil, main)))
	u.installNavigation()
	u.win.SetMainMenu(u.mainMenu())
	u.sidebar.updateMoveButtons() // Merge in the new menu: off without a chapter
	u.keys.install(u.win.Canvas())
	// F11, F3 and focus mode's Esc from anywhere in the window
	// (shortcuts.windowKey): the hook needs the native window, which
	// exists once the app has started.
	a.Lifecycle().SetOnStarted(func() {
		if !hookWindowKeys(u.win, u.keys.windowKey) {
			u.log.Warn("window keys not hooked: F11, F3 and Esc work only with the keyboard in the text or a box")
		}
	})
	size := fyne.NewSize(1280, 820)
	if !opts.Demo.Size.IsZero() {
		size = opts.Demo.Size
	}
	u.win.Resize(size)
	u.win.SetCloseIntercept(u.requestClose)
	// On the UI goroutine when the window loses focus and when Fyne quits
	// on SIGINT or SIGTERM, before its loop stops (storeSession says why).
	a.Lifecycle().SetOnExitedForeground(u.storeSession)
	u.win.SetOnDropped(u.dropped)

	u.state.subscribe(u.stateChanged)
	u.state.reload(func() {
		u.sidebarReady = true
		if opts.Demo.Chapter == "" {
			u.reopenLastChapter()
		}
		u.maybeDemo()
	})
	u.showRecovered()
	u.startBackup()
	return u, nil
}

// newShell builds what every panel needs and no panel owns: the
// background queue, the window, the shortcut table and the shared state
// with the commands the shell itself carries out. New adds the panels;
// each panel's test adds only its own.
func newShell(a fyne.App, eng *engine.Engine, opts Options) *UI {
	applyLanguage(a.Preferences().String(prefLanguage))
	u := &UI{app: a, eng: eng, opts: opts, do: opts.Dispatch, log: opts.Logger, mentions: eng}
	if eng != nil {
		guardDataFolder(eng.DataDir())
	}
	if u.do == nil {
		u.do = fyne.Do
	}
	dispatch := u.do
	u.do = func(fn func()) {
		if !u.ending.Load() { // the window is going: nothing to show
			dispatch(fn)
		}
	}
	if u.log == nil {
		u.log = slog.New(slog.DiscardHandler)
	}
	if u.opts.AutosaveDelay <= 0 {
		u.opts.AutosaveDelay = DefaultAutosaveDelay
	}
	if u.opts.RelatedDelay <= 0 {
		u.opts.RelatedDelay = DefaultRelatedDelay
	}
	if u.opts.RelatedSettleDelay <= 0 {
		u.opts.RelatedSettleDelay = DefaultRelatedSettleDelay
	}
	if u.opts.SearchDelay <= 0 {
		u.opts.SearchDelay = DefaultSearchDelay
	}
	if u.opts.AutosaveMaxInterval <= 0 {
		u.opts.AutosaveMaxInterval = DefaultAutosaveMaxInterval
	}
	if u.opts.JournalInterval <= 0 {
		u.opts.JournalInterval = DefaultJournalInterval
	}
	u.searcher = opts.Searcher
	if u.searcher == nil {
		if s, ok := any(eng).(Searcher); ok {
			u.searcher = s
		}
	}
	u.ctx, u.cancel = context.WithCancel(context.Background())
	u.bgWake = make(chan struct{}, 1)
	u.bgDone = make(chan struct{})
	u.bgIdle = sync.NewCond(&u.bgMu)
	u.closeWait = defaultCloseWait
	go u.backgroundLoop()

	u.theme = newAppTheme()
	a.Settings().SetTheme(u.theme)
	u.win = a.NewWindow("InkFlow")
	u.win.SetMaster()

	u.state = newState(eng, u.background, u.do, u.showError)
	u.state.modelPending, u.state.modelErr = opts.ModelPending, opts.ModelError
	u.keys = newShortcuts(u.command)
	u.state.handle(cmdImport, u.importFile)
	u.state.handle(cmdExportText, func() { u.exportProject("txt") })
	u.state.handle(cmdExportMarkdown, func() { u.exportProject("md") })
	u.state.handle(cmdSettings, u.showSettings)
	u.state.handle(cmdReindex, u.confirmReindex)
	u.state.handle(cmdExport, u.showExportDialog)
	u.state.handle(cmdGoals, u.showGoalsDialog)
	u.state.handle(cmdFocus, func() {
		if u.focus != nil {
			u.focus.toggle()
		}
	})
	return u
}

// command runs a menu or shortcut command, first showing the side panel
// tab it acts in.
func (u *UI) command(cmd command) {
	// Desktop drivers give the menu's shortcuts precedence over the
	// focused widget, so Ctrl/Cmd+F reaches here as the manuscript search
	// even while the author writes: in the text it finds in the chapter.
	if cmd == cmdFind && u.state.inText != nil && u.state.inText() {
		cmd = cmdFindInChapter
	}
	if tab, ok := commandTabs[cmd]; ok && u.rightTab != nil {
		u.rightTab.SelectIndex(tab)
		u.showSidePanel()
	}
	if item, ok := u.tabOf[cmd]; ok {
		u.rightTab.Select(item)
		u.showSidePanel()
	}
	u.state.run(cmd)
}

// showSidePanel brings the side panel back, hidden by a narrow window or
// the author, for a command that acts in one of its tabs.
func (u *UI) showSidePanel() {
	if u.side != nil {
		u.side.show()
	}
}

// commandTabs are the side panel tabs commands act in.
var commandTabs = map[command]int{cmdFind: 0, cmdNextResult: 0, cmdPrevResult: 0, cmdRelatedNow: 1}

// stateChanged keeps the window title and the side panel tab in step
// with the state, and starts the demo once the model is in.
func (u *UI) stateChanged(c stateChange) {
	switch c {
	case changeLibrary, changeProject, changeChapter:
		u.refreshTitle()
	case changeWiki:
		u.rightTab.SelectIndex(2)
		u.showSidePanel()
	case changeModel:
		u.maybeDemo()
	}
}

// smartQuotes reports whether typed quotes become curly (Settings ›
// Writing › Smart quotes), for the boxes of prose beside the manuscript:
// a chapter's title was "The Storm's Arrival" over a text of don’t and
// “Come”, and an EPUB's contents and headings showed both.
// The preference, which Settings sets with the editor's SmartQuotes, so
// that a panel built without the editor (in tests) reads the same.
func (u *UI) smartQuotes() bool { return u.app.Preferences().BoolWithFallback(PrefSmartQuotes, true) }

// passageFont is the font the side panels draw the curly quotes and
// ellipsis of a project's passages in (passageFont), by its book's
// language as the state knows it, reading nothing.
func (u *UI) passageFont(projectID uint64) fyne.Resource {
	return passageFont(u.state.bookChinese(projectID))
}

// dataPref is the preference key for a setting of this data folder (the
// chapter last open), as opposed to the app's (the font size).
func (u *UI) dataPref(key string) string { return key + "@" + u.eng.DataDir() }

// reopenLastChapter opens the chapter that was open at the last exit,
// with the keyboard in its text at the caret it had: the author picks
// up the sentence where they left it (the text had no focus, and what
// they typed first after a start went nowhere).
func (u *UI) reopenLastChapter() {
	id, err := strconv.ParseUint(u.app.Preferences().String(u.dataPref(prefLastChapter)), 10, 64)
	if err != nil {
		return
	}
	if c, ok := u.state.chapter(id); ok {
		chapter, offset, _ := strings.Cut(u.app.Preferences().String(u.dataPref(prefLastCaret)), ":")
		if at, err := strconv.Atoi(offset); err == nil && chapter == strconv.FormatUint(c.ID, 10) && u.editor != nil {
			u.editor.carets[c.ID] = at
		}
		u.state.request(chapterRequest{projectID: c.ProjectID, chapterID: c.ID, focusText: true})
	}
}

// ModelLoaded reports the outcome of a model load the caller started
// with Options.ModelPending. On success the engine starts using emb. Safe
// to call from any goroutine.
func (u *UI) ModelLoaded(emb engine.Embedder, err error) {
	if err == nil && emb != nil {
		u.eng.SetEmbedder(emb)
	}
	u.do(func() {
		_, prevErr := u.state.modelState()
		if err == nil {
			err = prevErr
		}
		u.state.setModel(false, err)
	})
}

// maybeDemo applies Options.Demo once the sidebar has data and the model
// is in, so the demo search is a real semantic one.
func (u *UI) maybeDemo() {
	if pending, _ := u.state.modelState(); u.demoDone || !u.sidebarReady || pending {
		return
	}
	u.demoDone = true
	u.applyDemo()
}

// Window returns the main window.
func (u *UI) Window() fyne.Window { return u.win }

// StopDrawing tells the UI that the app is ending (the desktop main calls
// it on SIGINT and SIGTERM): what background work hands back to the UI
// is dropped from now on, as after Close. Fyne's loop is about to stop,
// and once it has, Fyne runs what it is handed on the goroutine handing
// it over: widgets were touched off the UI goroutine and GLFW after it
// was terminated, for as long as the exit took (the watchdog's 3 s when
// Fyne did not return from ShowAndRun).
func (u *UI) StopDrawing() { u.ending.Store(true) }

// Close saves the open chapter and stops the UI's background work. It
// waits for queued saves (at most a few seconds) but not for indexing:
// the engine resumes that at its next Open. The caller closes the engine
// afterwards. Calling Close twice is harmless.
func (u *UI) Close() {
	u.closeOnce.Do(func() {
		// From here on nothing is drawn (UI.do drops what background
		// work hands back): Close may run after Fyne's loop has ended,
		// or from the exit watchdog beside a loop that never will, and
		// widgets touched there warned "should have been called in
		// fyne.Do" or reached a GLFW already terminated.
		u.ending.Store(true)
		u.storeSession()
		// A panel's test builds the shell with that panel alone.
		if u.editor != nil {
			u.editor.stopTimers()
		}
		if u.related != nil {
			u.related.stop()
		}
		if u.search != nil {
			u.search.stop()
		}
		if u.replace != nil {
			u.replace.stop()
		}
		u.state.stop()
		u.cancel()
		u.waitBackground(u.closeWait)
		// Whatever is still unsaved is saved here, on the UI goroutine:
		// a save is a few milliseconds and the window is going away.
		if u.editor != nil {
			u.editor.saveSync()
		}
		if u.wiki != nil {
			_ = u.wiki.saveAtClose() // logged; a signal's close has no one to ask
		}
		u.backupDone.Wait() // the engine must not close under it
		u.bgMu.Lock()
		u.bgClosed = true
		u.bgMu.Unlock()
		u.wakeBackground()
		<-u.bgDone
		u.indexWaits.Wait() // u.cancel above ends their waits
	})
}

// background queues fn on the UI's single background goroutine. Jobs run
// one at a time in order, so a chapter saved and then reopened is read
// back after the save; nothing here runs on the UI goroutine.
func (u *UI) background(fn func()) {
	u.bgMu.Lock()
	if u.bgClosed {
		u.bgMu.Unlock()
		return
	}
	u.bgQueue = append(u.bgQueue, fn)
	u.bgMu.Unlock()
	u.wakeBackground()
}

// fetch runs get as a background job and then, on the UI goroutine,
// reports its error under what (as showError does) or hands its result
// to show: the shape of most of the UI's reads and writes.
func fetch[T any](u *UI, what string, get func() (T, error), show func(T)) {
	fetchIf(u, nil, what, get, show)
}

// fetchIf is fetch for a view that may have moved on while get ran (another
// chapter opened, a newer reload asked): on the UI goroutine nothing is
// shown, result or error, unless current still reports true.
func fetchIf[T any](u *UI, current func() bool, what string, get func() (T, error), show func(T)) {
	u.background(func() {
		v, err := get()
		u.do(func() {
			switch {
			case current != nil && !current():
			case err != nil:
				u.showError(what, err)
			default:
				show(v)
			}
		})
	})
}

// perform is fetch for an action without a result: then runs on the UI
// goroutine once act has succeeded.
func perform(u *UI, what string, act func() error, then func()) {
	fetch(u, what, func() (struct{}, error) { return struct{}{}, act() }, func(struct{}) { then() })
}

func (u *UI) wakeBackground() {
	select {
	case u.bgWake <- struct{}{}:
	default:
	}
}

func (u *UI) backgroundLoop() {
	defer close(u.bgDone)
	for {
		u.bgMu.Lock()
		for len(u.bgQueue) > 0 {
			fn := u.bgQueue[0]
			u.bgQueue = u.bgQueue[1:]
			u.bgBusy = true
			u.bgMu.Unlock()
			u.runJob(fn)
			u.bgMu.Lock()
			u.bgBusy = false
		}
		closed := u.bgClosed
		u.bgIdle.Broadcast()
		u.bgMu.Unlock()
		if closed {
			return
		}
		<-u.bgWake
	}
}

// runJob runs one background job; a panic in it is logged rather than
// taking the editor (and the author's unsaved text) down with it.
func (u *UI) runJob(fn func()) {
	defer func() {
		if r := recover(); r != nil {
			u.log.Error("background job panicked", "panic", r)
		}
	}()
	fn()
}

// waitBackground waits until the background queue is empty or the timeout
// passes.
func (u *UI) waitBackground(timeout time.Duration) {
	done := make(chan struct{})
	go func() {
		u.bgMu.Lock()
		for len(u.bgQueue) > 0 || u.bgBusy {
			u.bgIdle.Wait()
		}
		u.bgMu.Unlock()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(timeout):
		u.log.Warn("background jobs still running at close")
	}
}

// showError reports a failure the author should know about.
func (u *UI) showError(what string, err error) { u.showErrorThen(what, err, nil) }

// showErrorThen is showError, running then (unless nil) once the author
// has closed the message.
func (u *UI) showErrorThen(what string, err error, then func()) {
	u.log.Error(what, "err", err)
	// The colon is the language's: "导出：没有第 99 章", not "导出: 没有".
	msg := lang.L("{{.What}}: {{.Why}}", map[string]any{"What": what, "Why": errorText(err)})
	// Fyne's error dialog draws its warning icon in the text colour; the
	// error colour keeps the message reading as a failure.
	d := u.newMessage(lang.L("Error"), msg, theme.NewErrorThemedResource(theme.ErrorIcon()))
	if then != nil {
		d.SetOnClosed(then)
	}
	d.Show()
}

// showInfo tells the author something that needs only an OK: Fyne's
// dialog.ShowInformation with the message wrapped by the editor's rules
// (messageLabel), as newConfirm's question is.
func (u *UI) showInfo(title, msg string) {
	u.newMessage(title, msg, theme.InfoIcon()).Show()
}

// newMessage makes a message with one OK button and icon in its corner,
// as Fyne's information and error dialogs are, but wrapping msg by the
// editor's rules: Fyne's wrap started Chinese lines with 、，。 and broke
// mixed text only at its spaces. The caller shows it.
func (u *UI) newMessage(title, msg string, icon fyne.Resource) *dialog.CustomDialog {
	l := messageLabel(msg)
	d := dialog.NewCustom(title, lang.L("OK"), l, u.win)
	d.SetIcon(icon)
	u.fitMessage(d, l)
	return d
}

// newConfirm makes a question whose buttons name the action and Cancel:
// Fyne's own Yes and No read 是 and 不 in a Chinese window, and 不 is not
// how a dialog says no. answered gets the author's choice; the caller
// shows the dialog, after marking a destructive action as dangerous.
func (u *UI) newConfirm(title, msg, action string, answered func(ok bool)) *dialog.ConfirmDialog {
	l := messageLabel(msg)
	d := dialog.NewCustomConfirm(title, action, lang.L("Cancel"), l, answered, u.win)
	u.fitMessage(d, l)
	return d
}

// messageLabel is a dialog's message, centred and wrapped by the
// editor's rules (proseLabel). Fyne's text dialogs wrap at spaces only,
// and the one space of a Chinese message is often inside a title (第三章
// 出发), where the line broke, leaving 「第三章 alone on a line.
func messageLabel(msg string) *proseLabel {
	l := newProseLabel(msg)
	l.Alignment = fyne.TextAlignCenter
	l.Refresh()
	return l
}

// Fyne's text dialogs are as wide as their message unwrapped, at most
// messageMaxWidth and 90 % of the window; messagePad is a dialog's
// width around its content (its padWidth).
const (
	messageMaxWidth = 600
	messagePad      = 32
)

// fitMessage gives d, showing the message l, the width Fyne gives a text
// dialog and the height of l's lines at that width. Fyne takes the height
// of the message wrapped at its width before layout, which for a long
// message is many short lines: the merge question stood in a dialog
// twice as tall as its text. A dialog with more under the message (a
// list) is at least that content's width, atLeast, within the same
// bounds.
func (u *UI) fitMessage(d dialog.Dialog, l *proseLabel, atLeast ...float32) {
	// The dialog's pop-up insets its content by the padding on each
	// side too: the message is laid out at the width Fyne will give it.
	inset := messagePad + theme.Padding()*2
	least := slices.Max(append(atLeast, 0))
	w := max(widget.NewLabel(l.Text).MinSize().Width, least) + inset
	w = min(w, messageMaxWidth, u.win.Canvas().Size().Width*0.9)
	w = balanceMessage(l, w-inset, least) + inset
	l.Resize(fyne.NewSize(w-inset, l.MinSize().Height))
	d.Resize(fyne.NewSize(max(w, d.MinSize().Width), d.MinSize().Height))
}

// balanceMessage lays the message l out at width w and returns the width
// to show it at: w, or, when a paragraph of it wraps to a last line
// under a third of the text's width, the narrowest width (down to least)
// at which it takes no more lines, so its lines come out even. At the
// widest a dialog is, 恢复前会先为当前正文存一个快照，随时可以找回。
// broke before its last two characters, 回。 alone on the second line
// (real window, zh_CN, 1400 px), and …（Windows 上制作的中文 TXT 常见）。
// left 常见）。 under a line of 27 characters.
func balanceMessage(l *proseLabel, w, least float32) float32 {
	// The passage wraps to the label's width less its inner padding
	// (proseLabelRenderer.Layout); laid out here directly, not through a
	// Resize, whose refresh a window may run later.
	pad := 2 * l.Theme().Size(theme.SizeNameInnerPadding)
	lay := func(w float32) int {
		l.body.layout(w - pad)
		return len(l.body.lines)
	}
	n := lay(w)
	if n < 2 || !l.body.strandedLine() {
		return w
	}
	lo, hi := least, w // at hi the message takes n lines
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if lay(mid) <= n {
			hi = mid
		} else {
			lo = mid
		}
	}
	lay(float32(math.Ceil(float64(hi))))
	return float32(math.Ceil(float64(hi)))
}

// refreshTitle names the open chapter and its project in the window
// title.
func (u *UI) refreshTitle() {
	title := "InkFlow"
	open := u.state.openChapterRequest()
	pid := u.state.projectID()
	if open.chapterID != 0 {
		pid = open.projectID
	}
	if p, ok := u.state.project(pid); ok {
		title = p.Name + " — " + title
	}
	if c, ok := u.state.chapter(open.chapterID); ok && strings.TrimSpace(c.Title) != "" {
		title = strings.TrimSpace(c.Title) + " · " + title
	}
	u.win.SetTitle(title)
}

// runeSpan is a half-open range of rune offsets.
type runeSpan struct{ start, end int }

// StartupProblem is what stopped InkFlow before its window opened.
type StartupProblem int

const (
	// NoDataFolder: the default data folder could not be found.
	NoDataFolder StartupProblem = iota
	// DataLocked: another InkFlow has the data folder open.
	DataLocked
	// DataUnreadable: the engine could not open the data folder.
	DataUnreadable
	// CannotStart: the window could not be built.
	CannotStart
)

// startupText is the title and message of a start-up problem in the
// author's language (the preference, else the system's). They were
// English whatever the language: a Chinese author who started InkFlow
// twice read "InkFlow is already running … Switch to that window".
func startupText(a fyne.App, p StartupProblem, dataDir string, err error) (title, msg string) {
	applyLanguage(a.Preferences().String(prefLanguage))
	why := ""
	if err != nil {
		why = errorText(err)
	}
	switch p {
	case NoDataFolder:
		return lang.L("InkFlow cannot find its data folder"), why
	case DataLocked:
		return lang.L("InkFlow is already running"),
			tr("Another InkFlow window has the data folder {{.V}} open.\nSwitch to that window, or close it and start InkFlow again.", dataDir)
	case DataUnreadable:
		if hint := restoreHint(dataDir, err); hint != "" {
			why += "\n" + hint
		}
		return lang.L("InkFlow cannot open its data"), why
	}
	return lang.L("InkFlow cannot start"), why
}

// restoreHint names the newest backup of dataDir and the command that
// puts it back when err says the database is damaged: the window cannot
// open the data to restore it itself. It is "" for another error and
// when there is no backup.
func restoreHint(dataDir string, err error) string {
	if !errors.Is(err, engine.ErrCorrupt) {
		return ""
	}
	backups, berr := engine.Backups(dataDir)
	if berr != nil || len(backups) == 0 {
		return ""
	}
	// The command names the folder: the data may not be in the default
	// one (the app was started with --data), and restore would then
	// look for the backup in the wrong place.
	return lang.L("The newest backup is {{.Name}}: to put it back, run inkflow --data {{.Dir}} backup restore {{.Name}} in a terminal.",
		map[string]any{"Name": backups[0].Name, "Dir": shellQuote(dataDir)})
}

// shellQuote is path as a shell reads it back: in single quotes when it
// holds anything but letters, digits and / . _ - (a space, a quote).
func shellQuote(path string) string {
	if path != "" && strings.Trim(path, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-") == "" {
		return path
	}
	return "'" + strings.ReplaceAll(path, "'", `'\''`) + "'"
}

// ShowStartupProblem reports a start-up failure on stderr and in a small
// window in the author's language, and returns exit code 1 once the
// author has read it (or a minute has passed).
func ShowStartupProblem(a fyne.App, p StartupProblem, dataDir string, err error) int {
	title, msg := startupText(a, p, dataDir, err)
	// Under the colon of the message's language, as the command line
	// writes its errors (leadin.Line).
	fmt.Fprintln(os.Stderr, leadin.Line(strings.ReplaceAll(msg, "\n", " "), strings.HasPrefix(currentLocale().String(), "zh")))
	w := a.NewWindow("InkFlow")
	text := newProseLabel(msg)
	heading := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	quit := widget.NewButton(lang.L("Quit"), a.Quit)
	quit.Importance = widget.HighImportance
	w.SetContent(container.NewPadded(container.NewBorder(
		container.NewHBox(widget.NewIcon(theme.WarningIcon()), heading), container.NewBorder(nil, nil, nil, quit), nil, nil, text)))
	w.Resize(fyne.NewSize(460, 180))
	w.CenterOnScreen()
	// A launcher or script that started InkFlow must not wait forever on
	// a message nobody reads.
	time.AfterFunc(startupProblemTimeout, func() { fyne.Do(a.Quit) })
	w.ShowAndRun()
	return 1
}

// startupProblemTimeout closes the start-up problem window on its own.
const startupProblemTimeout = time.Minute
