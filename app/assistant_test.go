package app

import (
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
	"inkflow/engine/assistant/assistanttest"
)

// assistantOn shows the assistant panel alone over project 三国 holding
// one chapter, title and text, indexed.
func assistantOn(t *testing.T, title, text string) (*harness, *assistantPanel, engine.Chapter) {
	t.Helper()
	h := newHarness(t, harnessOptions{shellOnly: true})
	p := newAssistantPanel(h.u)
	h.showPanel(p.content())
	proj, ch := h.addChapter("三国", title, text)
	h.flush()
	h.u.state.setProject(proj.ID)
	return h, p, ch
}

// TestAssistantTab: without an assistant the tab shows the prompt to copy;
// with the test server the answer streams in, a source opens its passage
// through the state, Cancel stops a slow answer keeping what came, and a
// Test connection and Summarise chapters report in the notice; a remote
// server without the confirmation is a one-line notice and a question,
// whose Allow is recorded in assistant.allow-remote.
func TestAssistantTab(t *testing.T) {
	h, p, ch := assistantOn(t, "第三十七回", "刘备三顾茅庐，诸葛亮在隆中躬耕，未出草庐，已知三分天下。")

	ask := func(q string) {
		t.Helper()
		p.question.SetText(q)
		test.Tap(p.ask)
	}
	ask("诸葛亮在哪里？")
	h.waitFor("the unanswered prompt", func() bool { return strings.Contains(p.notice.Text, "No assistant configured") })
	if len(p.sources.Objects) == 0 || p.showContext.Disabled() || p.answer.Text != "" {
		t.Fatalf("no-assistant state: %d sources, show context disabled %v, answer %q", len(p.sources.Objects), p.showContext.Disabled(), p.answer.Text)
	}
	test.Tap(p.showContext)
	h.tapDialogButton("Copy")
	if got := h.a.Clipboard().Content(); !strings.Contains(got, "诸葛亮在隆中躬耕") || !strings.Contains(got, "问题：诸葛亮在哪里？") {
		t.Fatalf("copied context %q", got)
	}
	h.tapDialogButton("Close")

	srv := assistanttest.New("qwen2.5:7b")
	defer srv.Close()
	const reply = "诸葛亮躬耕于隆中，刘备三顾茅庐方得一见[1]。"
	srv.Reply = func(assistanttest.Request) string { return reply }
	srv.Fault, srv.Delay = assistanttest.Slow, 20*time.Millisecond
	if err := h.eng.UpdateSettings(func(s *engine.Settings) { s.Assistant.BaseURL, s.Assistant.Model = srv.BaseURL(), "qwen2.5:7b" }); err != nil {
		t.Fatal(err)
	}
	ask("诸葛亮在哪里？")
	h.waitFor("the first streamed words", func() bool { return p.answer.Text != "" })
	if p.answer.Text == reply {
		t.Fatal("the answer arrived in one piece, not streamed")
	}
	h.waitFor("the whole answer", func() bool { return p.answer.Text == reply && p.cancel.Disabled() })
	var passage *widget.Button
	for _, o := range p.sources.Objects {
		if b, label := sourceParts(o); strings.HasSuffix(label.FullText(), "] 第三十七回") {
			passage = b
		}
	}
	if passage == nil {
		t.Fatalf("no chapter passage among %d sources", len(p.sources.Objects))
	}
	test.Tap(passage)
	if open := h.u.state.openChapterRequest(); open.chapterID != ch.ID || open.sel == nil || open.sel.end <= open.sel.start {
		t.Fatalf("source opened %+v, want chapter %d with the passage", open, ch.ID)
	}

	// Cancel a slow answer: what streamed stays, the rest never comes.
	srv.SetDelay(300 * time.Millisecond) // the last answer's handler may still be running
	ask("他后来怎样？")
	h.waitFor("a streamed word", func() bool { return p.answer.Text != "" })
	test.Tap(p.cancel)
	h.waitFor("the cancel", func() bool { return p.notice.Text == "Cancelled." })
	if p.answer.Text == reply || !p.cancel.Disabled() {
		t.Fatalf("after cancel: answer %q", p.answer.Text)
	}
	if reqs := srv.Requests(); len(reqs) != 3 || reqs[1].Stream {
		t.Fatalf("want ask, rewrite of the follow-up, ask: %d requests", len(reqs))
	}

	// Test connection, and the chapters summarised in the background.
	srv.SetDelay(0) // the cancelled answer's handler may still be running
	test.Tap(p.testConn)
	h.waitFor("the connection test", func() bool { return strings.Contains(p.notice.Text, `qwen2.5:7b at `+srv.BaseURL()+` answered`) })
	test.Tap(p.summarise)
	h.waitFor("the summaries", func() bool { return strings.HasPrefix(p.notice.Text, "Summarised 1 chapter;") })
	if by, err := h.eng.SummaryByAssistant(ch.ID); err != nil || !by {
		t.Fatalf("chapter summary by the assistant: %v, %v", by, err)
	}

	// A server on another machine needs the confirmation first.
	if err := h.eng.UpdateSettings(func(s *engine.Settings) { s.Assistant.BaseURL = "https://api.example.com/v1" }); err != nil {
		t.Fatal(err)
	}
	ask("诸葛亮在哪里？")
	h.waitFor("the refusal", func() bool { return strings.Contains(p.notice.Text, "nothing was sent") })
	h.tapDialogButton("Allow")
	if !h.eng.Settings().Assistant.AllowRemote || !strings.HasPrefix(p.notice.Text, "Allowed") {
		t.Fatalf("after Allow: setting %v, notice %q", h.eng.Settings().Assistant.AllowRemote, p.notice.Text)
	}
}

// TestAssistantSourcesKeepThePanelNarrow: the sources of an answer name
// their chapters, and a long title made its button, and with it the side
// panel, as wide as the title; the labels now end in "…" instead.
func TestAssistantSourcesKeepThePanelNarrow(t *testing.T) {
	long := "第三十九回 荆州城公子三求计 博望坡军师初用兵 " + strings.Repeat("诸葛亮", 30)
	h, p, _ := assistantOn(t, long, "刘备三顾茅庐，诸葛亮在隆中躬耕，未出草庐，已知三分天下。")
	content := h.u.Window().Content()
	before := content.MinSize().Width
	p.question.SetText("诸葛亮在哪里？")
	test.Tap(p.ask)
	h.waitFor("the sources", func() bool { return len(p.sources.Objects) > 0 })
	if after := content.MinSize().Width; after > before {
		t.Fatalf("the sources widened the panel from %.0f to %.0f px", before, after)
	}
	if _, label := sourceParts(p.sources.Objects[0]); !strings.Contains(label.FullText(), long) {
		t.Fatalf("the source reads %q", label.FullText())
	}
}

// TestCtrlEnterAsks: Ctrl+Enter in the question box asks, as the Ask
// button does (asking took the mouse); Enter alone starts a new line.
func TestCtrlEnterAsks(t *testing.T) {
	h, p, _ := assistantOn(t, "第三十七回", "刘备三顾茅庐，诸葛亮在隆中躬耕。")
	h.u.Window().Canvas().Focus(p.question)
	test.Type(p.question, "诸葛亮")
	p.question.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	test.Type(p.question, "在哪里？")
	if p.question.Text != "诸葛亮\n在哪里？" {
		t.Fatalf("the question reads %q; Enter should start a line", p.question.Text)
	}
	p.question.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault})
	h.waitFor("the answer to the question", func() bool { return strings.Contains(p.notice.Text, "No assistant configured") })
}

// TestAssistantNoticeNeverCoversTheAnswer: a stream cut off halfway
// leaves its words in the answer and a three-line error in the notice,
// both at once; the notice grew but the panel was not laid out again, so
// its last line lay over the answer. After the outcome every row of the
// panel's top has the height its text needs, and the answer starts below.
func TestAssistantNoticeNeverCoversTheAnswer(t *testing.T) {
	h, p, _ := assistantOn(t, "Chapter 1", "The stranger came aboard from the ice, half frozen, and Walton took him below.")
	h.u.Window().Resize(fyne.NewSize(420, 700))
	srv := assistanttest.New("fake-model")
	defer srv.Close()
	srv.Reply = func(assistanttest.Request) string {
		return strings.Repeat("Victor Frankenstein first appears in Letter 4, where Walton takes him aboard [1]. ", 4)
	}
	srv.Fault = assistanttest.CutOff
	if err := h.eng.UpdateSettings(func(s *engine.Settings) { s.Assistant.BaseURL, s.Assistant.Model = srv.BaseURL(), "fake-model" }); err != nil {
		t.Fatal(err)
	}
	p.question.SetText("Where does Victor first meet Walton?")
	test.Tap(p.ask)
	h.waitFor("the cut-off error", func() bool { return strings.Contains(p.notice.Text, "ended before") })
	if p.answer.Text == "" || len(p.sources.Objects) == 0 {
		t.Fatalf("after the cut-off: answer %q, %d sources", p.answer.Text, len(p.sources.Objects))
	}
	if lines := p.notice.MinSize().Height / p.answer.body.lineHeight(); lines < 2 {
		t.Fatalf("the notice is %.1f lines: the test needs one that wraps", lines)
	}
	top := p.root.Objects[0].(*fyne.Container)
	for _, o := range top.Objects {
		if o.Visible() && o.Size().Height < o.MinSize().Height {
			t.Errorf("%T is %.0f px high, its text needs %.0f", o, o.Size().Height, o.MinSize().Height)
		}
	}
	if top.Size().Height < top.MinSize().Height {
		t.Errorf("the panel's top is %.0f px high and needs %.0f: the notice covers the answer", top.Size().Height, top.MinSize().Height)
	}
}

// TestAssistantBoldsCitedSources: of the passages sent, the ones the
// answer cites are the ones to check; every source was listed alike
// (ten, for an answer citing one), so the cited ones are bold. An answer
// citing nothing bolds nothing.
func TestAssistantBoldsCitedSources(t *testing.T) {
	h, p, _ := assistantOn(t, "Chapter 1", "The stranger came aboard from the ice, half frozen.")
	h.addChapter("三国", "Chapter 2", "The stranger told Walton of Geneva and the ice.")
	h.flush()
	srv := assistanttest.New("fake-model")
	defer srv.Close()
	var reply atomic.Value // the server answers on its own goroutine
	srv.Reply = func(assistanttest.Request) string { return reply.Load().(string) }
	if err := h.eng.UpdateSettings(func(s *engine.Settings) { s.Assistant.BaseURL, s.Assistant.Model = srv.BaseURL(), "fake-model" }); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		reply string
		bold  func(n int) bool
	}{
		{"He came aboard from the ice [1].", func(n int) bool { return n == 1 }},
		{"The passages do not say.", func(int) bool { return false }},
	} {
		reply.Store(tc.reply)
		p.question.SetText("Where does the stranger come from?")
		test.Tap(p.ask)
		h.waitFor("the answer", func() bool { return p.answer.Text == tc.reply && p.cancel.Disabled() })
		if len(p.sources.Objects) < 2 {
			t.Fatalf("%d sources: the test needs two", len(p.sources.Objects))
		}
		for i, o := range p.sources.Objects {
			_, label := sourceParts(o)
			if bold := label.TextStyle.Bold; bold != tc.bold(i+1) {
				t.Errorf("answer %q: source %q bold %v", tc.reply, label.FullText(), bold)
			}
		}
	}
}

// TestAssistantHidesAnEmptyNotice: an answer with no notes left the
// empty notice as a blank line between the buttons and the answer.
func TestAssistantHidesAnEmptyNotice(t *testing.T) {
	h, p, _ := assistantOn(t, "Chapter 1", "The stranger came aboard from the ice, half frozen.")
	srv := assistanttest.New("fake-model")
	defer srv.Close()
	srv.Reply = func(assistanttest.Request) string { return "From the ice [1]." }
	if err := h.eng.UpdateSettings(func(s *engine.Settings) { s.Assistant.BaseURL, s.Assistant.Model = srv.BaseURL(), "fake-model" }); err != nil {
		t.Fatal(err)
	}
	if p.notice.Visible() {
		t.Fatal("an empty notice shows before any question")
	}
	p.question.SetText("Where does the stranger come from?")
	test.Tap(p.ask)
	if !p.notice.Visible() || p.notice.Text == "" {
		t.Fatalf("no notice while asking: %q", p.notice.Text)
	}
	h.waitFor("the answer", func() bool { return p.answer.Text == "From the ice [1]." && p.cancel.Disabled() })
	if p.notice.Visible() {
		t.Fatalf("the notice %q shows, empty, above the answer", p.notice.Text)
	}
}

// TestConnectionQuotesAShortReply: Test connection asks for one word; a
// model that answers with a paragraph is quoted up to
// connectionReplyRunes, on one line.
func TestConnectionQuotesAShortReply(t *testing.T) {
	h, p, _ := assistantOn(t, "Chapter 1", "The stranger came aboard from the ice.")
	srv := assistanttest.New("fake-model")
	defer srv.Close()
	srv.Reply = func(assistanttest.Request) string {
		return "OK.\n\n" + strings.Repeat("I am a helpful assistant and will gladly answer your questions about the novel. ", 5)
	}
	if err := h.eng.UpdateSettings(func(s *engine.Settings) { s.Assistant.BaseURL, s.Assistant.Model = srv.BaseURL(), "fake-model" }); err != nil {
		t.Fatal(err)
	}
	test.Tap(p.testConn)
	h.waitFor("the connection test", func() bool { return strings.Contains(p.notice.Text, " answered “OK. I am a helpful") })
	_, quoted, _ := strings.Cut(p.notice.Text, "“")
	if n := len([]rune(quoted)); n > connectionReplyRunes+len([]rune("”.")) || strings.Contains(quoted, "\n") || !strings.HasSuffix(quoted, "…”.") {
		t.Fatalf("the reply is quoted as %q (%d runes)", quoted, n)
	}
}

// TestAskBoxHintKeepsTheKeyWhole: in the Chinese interface the question
// box's hint wraps before "Ctrl+Enter", never inside it. Glued to the
// question before it (哪一回？Ctrl+Enter), the hint was a single word to
// Fyne's word wrap, which breaks at spaces and cuts a word too long for
// the line anywhere: the panel showed "Ctrl+Ente" and, under it, "r 提问。".
func TestAskBoxHintKeepsTheKeyWhole(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, language: langZh})
	q := h.u.assistant.question
	for w := float32(240); w <= 600; w += 20 {
		q.Resize(fyne.NewSize(w, q.MinSize().Height))
		var lines []string
		walkObjects(q, func(o fyne.CanvasObject) bool {
			if txt, ok := o.(*canvas.Text); ok && strings.TrimSpace(txt.Text) != "" {
				lines = append(lines, txt.Text)
			}
			return false
		})
		if !slices.ContainsFunc(lines, func(l string) bool { return strings.Contains(l, "Ctrl+Enter") }) {
			t.Errorf("%.0f px: the hint's lines are %q, none with Ctrl+Enter whole", w, lines)
		}
	}
}

// TestShowContextFollowsTheQuestion: while a question runs, Show Context
// is disabled (it showed the previous question's prompt), and once the
// answer is in it shows this question's prompt.
func TestShowContextFollowsTheQuestion(t *testing.T) {
	h, p, _ := assistantOn(t, "第三十七回", "刘备三顾茅庐，诸葛亮在隆中躬耕，未出草庐，已知三分天下。")
	srv := assistanttest.New("qwen2.5:7b")
	defer srv.Close()
	srv.Reply = func(assistanttest.Request) string { return "在隆中[1]。" }
	srv.Fault, srv.Delay = assistanttest.Slow, time.Millisecond
	if err := h.eng.UpdateSettings(func(s *engine.Settings) { s.Assistant.BaseURL, s.Assistant.Model = srv.BaseURL(), "qwen2.5:7b" }); err != nil {
		t.Fatal(err)
	}
	context := func() string {
		t.Helper()
		test.Tap(p.showContext)
		h.tapDialogButton("Copy")
		h.tapDialogButton("Close")
		return h.a.Clipboard().Content()
	}
	p.question.SetText("诸葛亮在哪里？")
	test.Tap(p.ask)
	h.waitFor("the first answer", func() bool { return p.cancel.Disabled() && !p.showContext.Disabled() })
	if got := context(); !strings.Contains(got, "诸葛亮在哪里？") {
		t.Fatalf("the first context %q", got)
	}

	srv.SetDelay(200 * time.Millisecond)
	p.question.SetText("刘备去了几次？")
	test.Tap(p.ask)
	if !p.showContext.Disabled() {
		t.Fatal("Show Context is enabled while the question runs, with the previous prompt")
	}
	h.waitFor("a streamed word", func() bool { return p.answer.Text != "" })
	if !p.showContext.Disabled() {
		t.Fatal("Show Context is enabled while the answer streams")
	}
	h.waitFor("the second answer", func() bool { return p.cancel.Disabled() && !p.showContext.Disabled() })
	if got := context(); !strings.Contains(got, "刘备去了几次？") {
		t.Fatalf("the second context %q", got)
	}
}

// TestAssistantNoticeShowsCommandsPlain: the engine's sentences mark a
// command as Markdown code for the command line ("for example `ollama
// serve`"), and the app's notice showed the backticks as they are; it
// shows the command alone, in both languages, when nothing answers at the
// server's address (Test connection and a question alike) or the server
// lacks the model.
func TestAssistantNoticeShowsCommandsPlain(t *testing.T) {
	gone := assistanttest.New("qwen3")
	goneURL := gone.BaseURL()
	gone.Close() // nothing listens there now: the connection is refused
	srv := assistanttest.New("qwen3")
	defer srv.Close()
	tests := []struct {
		name, language, url, model string
		ask                        bool
		want                       string
	}{
		{"refused, test", langEn, goneURL, "qwen3", false, "Is the server running (for example ollama serve)?"},
		{"refused, ask", langEn, goneURL, "qwen3", true, "Is the server running (for example ollama serve)?"},
		{"refused, zh", langZh, goneURL, "qwen3", true, "服务器在运行吗？（例如 ollama serve）"},
		{"no model", langEn, srv.BaseURL(), "llama3", true, "(for example ollama pull llama3)"},
		{"no model, zh", langZh, srv.BaseURL(), "llama3", true, "（例如 ollama pull llama3）"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h, p := assistantAsked(t, tc.language, tc.url, tc.model, tc.ask)
			h.waitFor("the error", func() bool { return strings.Contains(p.notice.Text, "ollama") })
			if !strings.Contains(p.notice.Text, tc.want) || strings.Contains(p.notice.Text, "`") {
				t.Errorf("the notice says %q, want it to say %q, with no backtick", p.notice.Text, tc.want)
			}
		})
	}
}

// assistantAsked opens the assistant panel in a window of the given
// language over a one-chapter book, points the settings at url and model,
// and asks a question (ask) or taps Test connection; the caller waits for
// the notice it expects.
func assistantAsked(t *testing.T, language, url, model string, ask bool) (*harness, *assistantPanel) {
	t.Helper()
	h := newHarness(t, harnessOptions{shellOnly: true, language: language})
	p := newAssistantPanel(h.u)
	h.showPanel(p.content())
	proj, _ := h.addChapter("三国", "第一回", "宴桃园豪杰三结义。")
	h.flush()
	h.u.state.setProject(proj.ID)
	if err := h.eng.UpdateSettings(func(s *engine.Settings) { s.Assistant.BaseURL, s.Assistant.Model = url, model }); err != nil {
		t.Fatal(err)
	}
	if ask {
		p.question.SetText("诸葛亮在哪里？")
		test.Tap(p.ask)
	} else {
		test.Tap(p.testConn)
	}
	return h, p
}

// TestAssistantNoticeNamesTheSettingsPage: Test connection with no model
// set, and a question to a server on another machine, said in the window
// what the command line says: "还没有配置聊天助手（请设置 assistant.model）"
// and "…请运行 inkflow settings set assistant.allow-remote true", though
// the window has Settings › Assistant (对话模型, 允许使用其他电脑上的服务)
// and asks the question itself. The notice names the page, in both
// languages, and no setting key or command.
func TestAssistantNoticeNamesTheSettingsPage(t *testing.T) {
	tests := []struct {
		name, language, url, model string
		ask                        bool
		want                       string
	}{
		{"no model, test", langEn, "http://127.0.0.1:11434/v1", "", false, "fill in the model in Settings › Assistant"},
		{"no model, test, zh", langZh, "http://127.0.0.1:11434/v1", "", false, "请在「设置」的「助手」页填写「对话模型」"},
		{"remote, ask", langEn, "https://api.example.com/v1", "qwen3", true, "allow it in the question, or in Settings › Assistant"},
		{"remote, test, zh", langZh, "https://api.example.com/v1", "qwen3", false, "或在「设置」的「助手」页勾选「允许使用其他电脑上的服务」"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h, p := assistantAsked(t, tc.language, tc.url, tc.model, tc.ask)
			h.waitFor("the notice", func() bool { return p.cancel.Disabled() && p.notice.Text != "" })
			if got := p.notice.Text; !strings.Contains(got, tc.want) || strings.Contains(got, "assistant.") || strings.Contains(got, "inkflow ") {
				t.Errorf("the notice says %q, want %q and no setting key or command", got, tc.want)
			}
		})
	}
}
