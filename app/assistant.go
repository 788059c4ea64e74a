package app

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
	"inkflow/engine/assistant"
)

// assistantPanel is the Assistant tab: a question about the manuscript,
// the answer streamed word by word from the configured chat assistant,
// and numbered sources that open their passage. Without an assistant it
// shows the prompt that would be sent, to copy into any chat tool. The
// engine call runs on its own goroutine (it waits on the network); every
// widget change comes back through u.do.
type assistantPanel struct {
	u *UI

	question    *questionEntry
	ask, cancel *widget.Button
	showContext *widget.Button
	testConn    *widget.Button
	summarise   *widget.Button
	notice      *proseLabel // one-line errors and notes; never a modal
	answer      *proseLabel
	sources     *fyne.Container
	// root is the panel (content), laid out again when the notice changes
	// (setNotice).
	root *fyne.Container

	// history is the conversation so far, for follow-up questions.
	history []engine.Turn
	// last is the latest answer (its prompt is what "Show Context"
	// shows); empty while a question runs.
	last     engine.Answer
	streamed strings.Builder
	stop     context.CancelFunc
	gen      int
}

// newAssistantTab builds the Assistant tab.
func newAssistantTab(u *UI) *container.TabItem {
	u.assistant = newAssistantPanel(u)
	return container.NewTabItem(lang.L("Assistant"), u.assistant.content())
}

func newAssistantPanel(u *UI) *assistantPanel {
	p := &assistantPanel{u: u}
	p.question = newQuestionEntry(func() { p.run() })
	p.question.SetMinRowsVisible(2)
	p.question.Wrapping = fyne.TextWrapWord
	p.question.SetPlaceHolder(lang.L("Ask about the book, e.g. In which chapter does Zhuge Liang first appear? Ctrl+Enter asks."))
	p.ask = widget.NewButton(lang.L("Ask"), p.run)
	p.ask.Importance = widget.HighImportance
	p.cancel = widget.NewButton(lang.L("Cancel"), p.cancelRun)
	p.cancel.Disable()
	p.showContext = widget.NewButton(lang.L("Show Context"), p.openContext)
	p.showContext.Disable()
	p.testConn = widget.NewButton(lang.L("Test connection"), p.checkConnection)
	p.summarise = widget.NewButton(lang.L("Summarise chapters"), p.summariseChapters)
	p.notice = newProseLabel("")
	p.notice.Hide() // until there is something to say (setNotice)
	p.answer = newProseLabel("")
	p.sources = container.NewVBox()
	return p
}

func (p *assistantPanel) content() fyne.CanvasObject {
	// Two rows of buttons: the question's own, then the tools. In one
	// row they made the side panel 520 px wide at least (360 in
	// Chinese), narrowing the manuscript in a small window.
	top := container.NewVBox(p.question,
		container.NewHBox(p.ask, p.cancel, p.showContext),
		container.NewHBox(p.testConn, p.summarise),
		p.notice)
	body := container.NewVBox(p.answer, widget.NewSeparator(), p.sources)
	p.root = newBorder(top, nil, nil, nil, container.NewVScroll(body))
	return p.root
}

// setNotice shows text in the notice and lays the panel out again at
// once. A notice that grows by a line while the answer below changes in
// the same frame (an outcome sets both) was left at its old height: Fyne
// lays out again the parent of one changed object per walk of the tree,
// the answer's came later and won, and the notice's last line lay over
// the answer.
//
// An empty notice is hidden: it left a blank line between the buttons
// and every answer.
func (p *assistantPanel) setNotice(text string) {
	p.notice.setOrHide(text)
	if p.root != nil {
		p.root.Refresh()
	}
}

// questionEntry is the question box: Enter starts a new line, and
// Ctrl+Enter (or Shift+Enter) asks, as the Ask button does. Asking took
// the mouse, or Tab to the button and Space.
type questionEntry struct {
	widget.Entry
	ask func()
}

func newQuestionEntry(ask func()) *questionEntry {
	e := &questionEntry{ask: ask}
	e.MultiLine = true
	e.OnSubmitted = func(string) { ask() } // Shift+Enter, Fyne's way
	e.ExtendBaseWidget(e)
	return e
}

// TypedShortcut implements fyne.Shortcutable: Ctrl+Enter asks.
func (e *questionEntry) TypedShortcut(s fyne.Shortcut) {
	if cs, ok := s.(*desktop.CustomShortcut); ok && cs.Modifier == fyne.KeyModifierShortcutDefault &&
		(cs.KeyName == fyne.KeyReturn || cs.KeyName == fyne.KeyEnter) {
		e.ask()
		return
	}
	e.Entry.TypedShortcut(s)
}

// run asks the question in the box.
func (p *assistantPanel) run() {
	q := strings.TrimSpace(p.question.Text)
	if q == "" {
		return
	}
	pid := p.u.state.projectID()
	if pid == 0 {
		p.setNotice(lang.L("Create or select a project first."))
		return
	}
	gen, ctx, cancel := p.start()
	p.streamed.Reset()
	p.answer.SetText("")
	p.sources.RemoveAll()
	// Show Context showed the previous question's prompt while this one
	// ran; this one's is known when it finishes (finish).
	p.last = engine.Answer{}
	p.showContext.Disable()
	p.setNotice(lang.L("Searching the manuscript and asking…"))
	req := engine.AskRequest{Project: pid, Question: q, History: append([]engine.Turn(nil), p.history...)}
	go func() {
		defer cancel()
		ans, err := p.u.eng.Ask(ctx, req, func(tok string) {
			p.u.do(func() {
				if gen == p.gen {
					p.streamed.WriteString(tok)
					p.answer.SetText(p.streamed.String())
				}
			})
		})
		p.u.do(func() {
			if gen == p.gen {
				p.finish(ans, err)
			}
		})
	}()
}

// start cancels the run under way and begins a new one: its generation
// (results of older runs are dropped) and its context, which Cancel ends.
func (p *assistantPanel) start() (int, context.Context, context.CancelFunc) {
	p.cancelRun()
	p.gen++
	ctx, cancel := context.WithCancel(p.u.ctx)
	p.stop = cancel
	p.cancel.Enable()
	return p.gen, ctx, cancel
}

// done ends the current run.
func (p *assistantPanel) done() {
	p.stop = nil
	p.cancel.Disable()
}

// errorNotice is err as the one-line notice. A server on another machine
// not yet confirmed also asks, once, whether text may leave this machine.
func (p *assistantPanel) errorNotice(err error) string {
	if errors.Is(err, context.Canceled) {
		return lang.L("Cancelled.")
	}
	p.u.log.Warn("assistant", "err", err)
	// The engine's sentences name the setting to set (assistant.model;
	// `inkflow settings set assistant.allow-remote true`), as the
	// command line needs; the window has a settings page and a question
	// for them, and the notice pointed its author to a command line
	// instead.
	if text, ok := assistantErrorText(err); ok {
		return text
	}
	switch {
	case errors.Is(err, assistant.ErrRemoteNotAllowed):
		p.confirmRemote()
		return tr("{{.V}} is not on this computer, so nothing was sent: allow it in the question, or in Settings › Assistant.", p.u.eng.Settings().Assistant.BaseURL)
	case errors.Is(err, assistant.ErrNotConfigured):
		return lang.L("No chat assistant is set up yet: fill in the model in Settings › Assistant.")
	}
	return strings.ReplaceAll(errorText(err), "\n", " ")
}

// confirmRemote asks whether manuscript text may be sent to the server on
// another machine and records the answer in assistant.allow-remote, so it
// is asked once. Nothing is sent until the author asks again.
func (p *assistantPanel) confirmRemote() {
	url := p.u.eng.Settings().Assistant.BaseURL
	msg := tr("{{.V}} is not on this computer.\nAsking the assistant sends your question and passages of your manuscript there.\nAllow it?", url)
	p.u.newConfirm(lang.L("Send text to another machine?"), msg, lang.L("Allow"), func(ok bool) {
		if !ok {
			return
		}
		if err := p.u.eng.UpdateSettings(func(s *engine.Settings) { s.Assistant.AllowRemote = true }); err != nil {
			p.setNotice(p.errorNotice(err))
			return
		}
		p.setNotice(lang.L("Allowed (Settings › Assistant). Ask again to send."))
	}).Show()
}

// finish shows the outcome of the latest question.
func (p *assistantPanel) finish(ans engine.Answer, err error) {
	p.done()
	p.last = ans
	p.showContext.Enable()
	if len(ans.Prompt) == 0 {
		p.showContext.Disable()
	}
	switch {
	case err != nil:
		p.setNotice(p.errorNotice(err))
	case !ans.Answered:
		p.setNotice(lang.L("No assistant configured (Settings › Assistant). Show context has the prompt to copy into any chat tool."))
	default:
		p.setNotice(strings.Join(ans.Notes, " "))
		p.answer.SetText(ans.Text)
		p.history = append(p.history, engine.Turn{Role: "user", Content: ans.Question}, engine.Turn{Role: "assistant", Content: ans.Text})
	}
	// The sources the answer cites are the ones to check: they are bold,
	// no longer listed as the equals of the others (ten, often, for an
	// answer citing one). Dimmed, the others looked disabled.
	for _, c := range ans.Citations {
		p.sources.Add(p.sourceButton(c, ans.Answered && slices.Contains(ans.Cited, c.N)))
	}
}

// sourceButton opens a cited passage where it belongs (the editor for a
// chapter passage, selected as a search result would be). Its label ends
// in "…" when the panel is narrower than the chapter's title: a button's
// text sets its width, and one answer citing "第三十九回 荆州城公子三求计
// 博望坡军师初用兵" widened the side panel and narrowed the manuscript.
// A source the answer cites is bold.
func (p *assistantPanel) sourceButton(c engine.Citation, cited bool) *fyne.Container {
	b := widget.NewButton("", func() { openResult(p.u.state, c.Passage) })
	label := newFitLabel(fyne.TextStyle{Bold: cited})
	label.SetText(fmt.Sprintf("[%d] %s", c.N, cardTitle(c.Passage, false)))
	// The label lies over the button and takes no taps: clicks and the
	// keyboard reach the button beneath.
	return container.NewStack(b, label)
}

// sourceParts takes a source row apart (sourceButton).
func sourceParts(o fyne.CanvasObject) (*widget.Button, *fitLabel) {
	objs := o.(*fyne.Container).Objects
	return objs[0].(*widget.Button), objs[1].(*fitLabel)
}

// cancelRun stops the question being answered, keeping what has streamed.
func (p *assistantPanel) cancelRun() {
	if p.stop != nil {
		p.stop()
	}
}

// openContext shows the exact prompt with a Copy button.
func (p *assistantPanel) openContext() {
	var b strings.Builder
	for _, t := range p.last.Prompt {
		fmt.Fprintf(&b, "— %s —\n%s\n\n", t.Role, t.Content)
	}
	text := widget.NewMultiLineEntry()
	text.SetText(b.String())
	text.Wrapping = fyne.TextWrapWord
	copyBtn := widget.NewButton(lang.L("Copy"), func() { p.u.app.Clipboard().SetContent(b.String()) })
	d := dialog.NewCustom(lang.L("Context sent to the assistant"), lang.L("Close"), container.NewBorder(nil, copyBtn, nil, nil, text), p.u.win)
	d.Resize(fyne.NewSize(700, 520))
	d.Show()
}

// connectionReplyRunes is as much of the reply as Test connection quotes:
// a model that ignores "reply with the single word OK" (and max_tokens)
// filled the notice with a paragraph.
const connectionReplyRunes = 60

// checkConnection is "Test connection": one tiny request to the
// configured assistant.
func (p *assistantPanel) checkConnection() {
	gen, ctx, cancel := p.start()
	p.setNotice(lang.L("Connecting…"))
	go func() {
		defer cancel()
		reply, err := p.u.eng.CheckAssistant(ctx)
		a := p.u.eng.Settings().Assistant
		p.u.do(func() {
			if gen != p.gen {
				return
			}
			p.done()
			if err != nil {
				p.setNotice(p.errorNotice(err))
				return
			}
			p.setNotice(quotedL("{{.Model}} at {{.URL}} answered “{{.Reply}}”.", map[string]any{"Model": a.Model, "URL": a.BaseURL, "Reply": truncateWords(strings.Join(strings.Fields(reply), " "), connectionReplyRunes)}))
		})
	}()
}

// summariseChapters has the assistant summarise every chapter of the
// project that has no summary of the author's or its own, showing
// progress; Cancel stops it and a later run resumes.
func (p *assistantPanel) summariseChapters() {
	pid := p.u.state.projectID()
	if pid == 0 {
		p.setNotice(lang.L("Create or select a project first."))
		return
	}
	gen, ctx, cancel := p.start()
	p.setNotice(lang.L("Summarising chapters…"))
	go func() {
		defer cancel()
		rep, err := p.u.eng.GenerateSummaries(ctx, pid, nil, func(pr engine.SummaryProgress) {
			p.u.do(func() {
				if gen == p.gen {
					p.setNotice(lang.L("Summarising chapters: {{.Done}} of {{.Total}} ({{.Chapter}})…", map[string]any{"Done": groupDigits(pr.Done), "Total": groupDigits(pr.Total), "Chapter": pr.Chapter}))
				}
			})
		})
		p.u.do(func() {
			if gen != p.gen {
				return
			}
			p.done()
			data := map[string]any{"N": groupDigits(rep.Generated), "Skipped": groupDigits(rep.Skipped)}
			msg := lang.N("Summarised {{.N}} chapters; {{.Skipped}} already had a summary.", rep.Generated, data)
			if err != nil {
				data["Err"] = p.errorNotice(err)
				msg = lang.N("{{.Err}} ({{.N}} summarised before it stopped; summarise again to continue)", rep.Generated, data)
			}
			p.setNotice(strings.TrimSpace(msg + " " + strings.Join(rep.Notes, " ")))
		})
	}()
}
