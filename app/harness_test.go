package app

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/encoding/simplifiedchinese"

	"inkflow/engine"
	"inkflow/engine/assistant"
	"inkflow/engine/models"
)

// devBook reads a book of the shared corpus's Chinese dev set
// (../shared/corpus/dev/zh).
func devBook(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "shared", "corpus", "dev", "zh", name))
	if err != nil {
		t.Fatalf("shared corpus missing (%v): the repository must sit beside ../shared", err)
	}
	return b
}

// nahan is 呐喊 from the shared corpus, as UTF-8 and as GB18030 (the file
// a Chinese Windows editor saves).
func nahan(t *testing.T) (utf, gb []byte) {
	t.Helper()
	utf = devBook(t, "luxun-nahan.txt")
	gb, err := simplifiedchinese.GB18030.NewEncoder().Bytes(utf)
	if err != nil {
		t.Fatal(err)
	}
	return utf, gb
}

// testModelDir is the model the UI tests embed with: the project's default
// model when it has been trained into assets/, else the tiny fixture.
func testModelDir(t testing.TB) string {
	t.Helper()
	if dir, _, err := models.Locate("", ""); err == nil {
		return dir
	}
	dir, err := filepath.Abs(filepath.Join("..", "model", "testdata", "tiny-static"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

var (
	modelOnce sync.Once
	modelEmb  *models.ONNXEmbedder
	modelErr  error
)

// testModel loads the test model once per test binary (ONNX Runtime
// start-up is the slow part).
func testModel(t testing.TB) *models.ONNXEmbedder {
	t.Helper()
	modelOnce.Do(func() { modelEmb, modelErr = models.Load(testModelDir(t), models.Options{Threads: 1}) })
	if modelErr != nil {
		t.Fatalf("load test model: %v", modelErr)
	}
	return modelEmb
}

// harness is a real engine on a temp dir, the real model, and the whole UI
// on Fyne's test driver. UI updates that the app dispatches from its
// goroutines are queued and run on the test goroutine by pump, as Fyne's
// event loop would run them on the main goroutine.
type harness struct {
	t   testing.TB
	dir string
	a   fyne.App
	eng *engine.Engine
	u   *UI

	// winClosed is set once the window went through requestClose.
	winClosed bool

	qmu   sync.Mutex
	queue []func()
	// ending, when set, is the UI's ending flag: lateDispatches counts
	// the UI work handed over while it was already true.
	ending         *atomic.Bool
	lateDispatches int
}

// harnessOptions tune a harness.
type harnessOptions struct {
	dir      string
	debounce time.Duration
	// holdIndexing leaves saved chapters waiting for the indexer until
	// flush (a debounce of an hour).
	holdIndexing bool
	ui           Options
	noModel      bool
	// embedder replaces the test model when set.
	embedder engine.Embedder
	// shellOnly builds the shell without panels (newShell): a panel's
	// test adds its panel alone and shows it in the window.
	shellOnly bool
	// language is the interface language (prefLanguage); empty means
	// English, so tests read the same whatever the machine's locale.
	language string
	// prefs, when set, stores preferences before New reads them, as the
	// last session left them; dataPref names a key of the data folder.
	prefs func(p fyne.Preferences, dataPref func(string) string)
}

// TestMain loads the catalogues in English before any test: run alone
// (-run), a test that builds no harness read the catalogue's keys
// ("Nothing written in these 30 days") where the whole suite, after a
// harness had loaded them, read English.
func TestMain(m *testing.M) {
	applyLanguage(langEn)
	os.Exit(m.Run())
}

// useLanguage makes choice the interface language for the rest of t, and
// English again when t ends, pass or fail: a test that set Chinese and
// failed (or forgot) before setting English back left the tests after it
// reading Chinese.
func useLanguage(t testing.TB, choice string) {
	t.Helper()
	t.Cleanup(func() { applyLanguage(langEn) })
	applyLanguage(choice)
}

func newHarness(t testing.TB, o harnessOptions) *harness {
	t.Helper()
	h := &harness{t: t, dir: o.dir}
	// The assistant's API key: never the machine's keyring (a test could
	// unlock it, or store a key there) nor its environment.
	assistant.MockKeyring(nil)
	t.Setenv(assistant.KeyEnv, "")
	if h.dir == "" {
		h.dir = t.TempDir()
	}
	switch {
	case o.holdIndexing:
		o.debounce = time.Hour
	case o.debounce == 0:
		o.debounce = 50 * time.Millisecond
	}
	emb := o.embedder
	if emb == nil && !o.noModel {
		emb = testModel(t)
	}
	eng, err := engine.Open(engine.Options{DataDir: h.dir, Embedder: emb, Debounce: o.debounce, Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	h.eng = eng
	h.a = test.NewApp()
	if o.language == "" {
		o.language = langEn
	}
	h.a.Preferences().SetString(prefLanguage, o.language)
	if o.prefs != nil {
		o.prefs(h.a.Preferences(), func(key string) string { return key + "@" + eng.DataDir() })
	}
	// New applies the language process-wide: a Chinese harness left the
	// tests after it reading Chinese.
	t.Cleanup(func() { applyLanguage(langEn) })
	opts := o.ui
	opts.Dispatch = h.enqueue
	if opts.AutosaveDelay == 0 {
		opts.AutosaveDelay = 150 * time.Millisecond
	}
	if opts.RelatedDelay == 0 {
		opts.RelatedDelay = 200 * time.Millisecond
	}
	if opts.SearchDelay == 0 {
		opts.SearchDelay = 50 * time.Millisecond
	}
	opts.Logger = testLogger(t)
	if o.shellOnly {
		h.u = newShell(h.a, eng, opts)
		h.u.Window().Resize(fyne.NewSize(900, 700))
		t.Cleanup(h.close)
		return h
	}
	u, err := New(h.a, eng, opts)
	if err != nil {
		t.Fatal(err)
	}
	h.u = u
	u.Window().Resize(fyne.NewSize(1280, 820))
	u.Window().Show()
	t.Cleanup(h.close)
	h.waitFor("the sidebar to load", func() bool { return u.sidebarReady })
	return h
}

// showPanel puts a panel alone into the shell's window and loads the
// state's lists, as New does for the whole window.
func (h *harness) showPanel(content fyne.CanvasObject) {
	h.t.Helper()
	h.u.Window().SetContent(content)
	h.u.Window().Show()
	h.reloadSidebar()
}

func testLogger(t testing.TB) *slog.Logger {
	if testing.Verbose() {
		return slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	}
	return slog.New(slog.NewTextHandler(io.Discard, nil))
}

// close shuts the UI and the engine (idempotent).
func (h *harness) close() {
	if h.u != nil {
		h.u.Close()
		h.pump()
		if !h.winClosed {
			h.u.Window().Close()
		}
		h.u = nil
	}
	if h.eng != nil {
		if err := h.eng.Close(); err != nil {
			h.t.Errorf("close engine: %v", err)
		}
		h.eng = nil
	}
}

func (h *harness) enqueue(f func()) {
	h.qmu.Lock()
	h.queue = append(h.queue, f)
	if h.ending != nil && h.ending.Load() {
		h.lateDispatches++
	}
	h.qmu.Unlock()
}

// pump runs the UI work queued so far (and what that work queues).
func (h *harness) pump() {
	for {
		h.qmu.Lock()
		q := h.queue
		h.queue = nil
		h.qmu.Unlock()
		if len(q) == 0 {
			return
		}
		for _, f := range q {
			f()
		}
	}
}

// waitFor pumps until cond holds or the timeout passes.
func (h *harness) waitFor(what string, cond func() bool) {
	h.t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		h.pump()
		if cond() {
			return
		}
		if time.Now().After(deadline) {
			h.t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// waitForEach is waitFor for a state that the next piece of queued UI
// work may replace: it looks after each piece rather than after the whole
// queue. A loaded machine lets the queue fill between two looks (a retry's
// report and, 120 ms later, the event pump's status), and waitFor then
// saw only the last of them.
func (h *harness) waitForEach(what string, cond func() bool) {
	h.t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for !cond() {
		h.qmu.Lock()
		var next func()
		if len(h.queue) > 0 {
			next, h.queue = h.queue[0], h.queue[1:]
		}
		h.qmu.Unlock()
		if next != nil {
			next()
			continue
		}
		if time.Now().After(deadline) {
			h.t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// flush waits until the engine has indexed everything, then lets the UI
// take in the events: Flush returns once the event pump has heard them
// all, so the pump hands them over at once instead of after its
// coalescing delay (a fixed 240 ms sleep here, at every flush).
func (h *harness) flush() {
	h.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	if err := h.eng.Flush(ctx); err != nil {
		h.t.Fatal(err)
	}
	h.deliverEvents()
}

// deliverEvents hands the indexer events the UI's pump has gathered to
// the UI now and runs the UI work they cause.
func (h *harness) deliverEvents() {
	h.u.state.pump.deliverNow()
	h.pump()
}

// addChapter creates a project (if needed) and a chapter with text, then
// reloads the sidebar.
// editorAlone shows an editor panel alone in the test window (no model,
// no autosave) and opens in it a new chapter of text, with span shown
// when it is not nil.
func editorAlone(t *testing.T, project, title, text string, span *runeSpan) (*harness, *editor, engine.Chapter) {
	t.Helper()
	h := newHarness(t, harnessOptions{shellOnly: true, noModel: true, ui: Options{AutosaveDelay: time.Hour}})
	e := newEditor(h.u)
	p, c := h.addChapter(project, title, text)
	h.showPanel(e.content())
	h.u.state.openChapter(p.ID, c.ID, span)
	h.waitFor("the chapter to open", func() bool { return e.chapterID == c.ID && !e.loading })
	return h, e, c
}

// projectChapters lists the chapters of the project named name, none
// while there is no such project.
func (h *harness) projectChapters(name string) []engine.ChapterInfo {
	pr, ok, _ := h.eng.ProjectByName(name)
	if !ok {
		return nil
	}
	chs, _ := h.eng.Chapters(pr.ID)
	return chs
}

func (h *harness) addChapter(project, title, text string) (engine.Project, engine.Chapter) {
	h.t.Helper()
	p, ok, err := h.eng.ProjectByName(project)
	if err != nil {
		h.t.Fatal(err)
	}
	if !ok {
		if p, err = h.eng.CreateProject(project); err != nil {
			h.t.Fatal(err)
		}
	}
	c, err := h.eng.CreateChapter(p.ID, title)
	if err != nil {
		h.t.Fatal(err)
	}
	if _, err := h.eng.SaveChapter(c.ID, title, text); err != nil {
		h.t.Fatal(err)
	}
	h.reloadSidebar()
	return p, c
}

// reloadSidebar re-reads the state's lists and waits for them.
func (h *harness) reloadSidebar() {
	h.t.Helper()
	done := false
	h.u.state.reload(func() { done = true })
	h.waitFor("the sidebar to reload", func() bool { return done })
}

// openInTree selects a chapter in the sidebar tree, as a click does, and
// waits for the editor to show it. The project's branch is opened first
// when it is closed (a click needs the row on screen).
func (h *harness) openInTree(projectID, chapterID uint64) {
	h.t.Helper()
	h.u.sidebar.openBranch(projectID)
	h.u.sidebar.tree.Select(chapterUID(chapterID))
	h.waitFor("the chapter to open", func() bool { return h.u.editor.chapterID == chapterID && !h.u.editor.loading })
}

// typeInto types text into an entry like a keyboard: runes through
// TypedRune, newlines through the Return key.
func typeInto(e fyne.Focusable, text string) {
	for _, line := range splitKeep(text) {
		if line == "\n" {
			e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			continue
		}
		test.Type(e, line)
	}
}

// splitKeep splits text into runs of non-newlines and single newlines.
func splitKeep(text string) []string {
	var out []string
	for {
		i := strings.IndexByte(text, '\n')
		if i < 0 {
			if text != "" {
				out = append(out, text)
			}
			return out
		}
		if i > 0 {
			out = append(out, text[:i])
		}
		out = append(out, "\n")
		text = text[i+1:]
	}
}

// search types a query into the search panel, presses Enter and waits for
// the results of that query.
func (h *harness) search(query string) []*resultCard {
	h.t.Helper()
	p := h.u.search
	h.u.command(cmdFind) // Ctrl+F: selects what is there, so typing replaces it
	test.Type(p.query, query)
	p.query.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	h.waitFor("search results for "+query, func() bool { return !p.running && p.shown.Query == query })
	return p.cards
}

// walkObjects calls fn for o and everything inside it (childrenOf).
func walkObjects(o fyne.CanvasObject, fn func(fyne.CanvasObject) bool) bool {
	if fn(o) {
		return true
	}
	for _, k := range childrenOf(o) {
		if walkObjects(k, fn) {
			return true
		}
	}
	return false
}

// childrenOf lists what o holds: a container's children or the objects
// a widget's renderer draws.
func childrenOf(o fyne.CanvasObject) []fyne.CanvasObject {
	switch x := o.(type) {
	case *fyne.Container:
		return x.Objects
	case fyne.Widget:
		if r := test.WidgetRenderer(x); r != nil {
			return r.Objects()
		}
	}
	return nil
}

// findButton finds a button by its label.
func findButton(o fyne.CanvasObject, label string) *widget.Button {
	var found *widget.Button
	walkObjects(o, func(obj fyne.CanvasObject) bool {
		if b, ok := asButton(obj); ok && b.Text == label {
			found = b
		}
		return found != nil
	})
	return found
}

// asButton is o as a Fyne button: a widget.Button, or the one inside
// InkFlow's buttons that embed it (dialogButton).
func asButton(o fyne.CanvasObject) (*widget.Button, bool) {
	switch b := o.(type) {
	case *widget.Button:
		return b, true
	case *dialogButton:
		return &b.Button, true
	}
	return nil, false
}

// findLabel reports whether a label (Fyne's or a proseLabel) containing
// text is inside o.
func findLabel(o fyne.CanvasObject, text string) bool {
	return walkObjects(o, func(obj fyne.CanvasObject) bool {
		l, ok := labelText(obj)
		return ok && strings.Contains(l, text)
	})
}

// labelText is the text of o if it is a label, Fyne's or a proseLabel.
func labelText(o fyne.CanvasObject) (string, bool) {
	switch l := o.(type) {
	case *widget.Label:
		return l.Text, true
	case *proseLabel:
		return l.Text, true
	}
	return "", false
}

// tapDialogButton taps a button of the dialog on top of the window.
func (h *harness) tapDialogButton(label string) {
	h.t.Helper()
	top := h.u.Window().Canvas().Overlays().Top()
	if top == nil {
		h.t.Fatalf("no dialog open to tap %q in", label)
	}
	b := findButton(top, label)
	if b == nil {
		h.t.Fatalf("dialog has no %q button", label)
	}
	test.Tap(b)
}

// closeImportProgress closes the import's progress dialog, whose button
// says "Continue in background" while indexing runs and "Close" after.
func (h *harness) closeImportProgress() {
	h.t.Helper()
	top := h.u.Window().Canvas().Overlays().Top()
	if top != nil && findButton(top, "Close") != nil {
		h.tapDialogButton("Close")
		return
	}
	h.tapDialogButton(lang.L("Continue in background"))
}

// runes returns the runes [start, end) of s.
func runes(s string, start, end int) string { return string([]rune(s)[start:end]) }

// describe summarises results for failure messages.
func describe(cards []*resultCard) string {
	var b strings.Builder
	for i, c := range cards {
		fmt.Fprintf(&b, "\n  %d. %s [%d,%d) %q", i+1, c.res.Chapter, c.res.MatchStart, c.res.MatchEnd, truncateRunes(c.res.Text, 40))
	}
	return b.String()
}

// tapCheck taps a check box on its box, vertically centred: Fyne ignores
// a tap outside the box's own height, and a check in a list row is as tall
// as the row, which grows when the row's text wraps.
func tapCheck(c *widget.Check) {
	min := c.MinSize()
	test.TapAt(c, fyne.NewPos(min.Width/2, c.Size().Height/2))
}

// addFrontMatterBook imports 青云: front matter (扉页, chapter 0, 4 字)
// and two chapters (8 and 9 字), and shows it in the tree.
func (h *harness) addFrontMatterBook() engine.Project {
	h.t.Helper()
	if _, err := h.eng.ImportBooks([]engine.NewBook{{Project: "青云", Chapters: []engine.NewChapter{
		{Index: 0, Title: "青云", Text: "青云\n佚名"},
		{Index: 1, Title: "第一章 下山", Text: "少年背着剑下了山。"},
		{Index: 2, Title: "第二章 入城", Text: "城门外的风越刮越大。"},
	}}}); err != nil {
		h.t.Fatal(err)
	}
	h.reloadSidebar()
	p, _, err := h.eng.ProjectByName("青云")
	if err != nil {
		h.t.Fatal(err)
	}
	return p
}
