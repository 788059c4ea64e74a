package app

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
	"inkflow/engine/importer"
)

// importPreview is the import dialog: it lists the chapters a manuscript
// will be cut into (number, title, length in the author's count mode),
// says how many and how long, and which project receives them (Into,
// chooseImportTarget), and imports once the author confirms; nothing is
// written before. It asked the second question in a dialog of its own,
// after Continue: the author confirmed twice and chose where the book
// went without the chapters in view. The author can try another heading
// pattern (a regular expression matched against each line, as `inkflow
// import --chapter-regex`), and a file in GB18030 or UTF-16 without a
// byte-order mark is converted only after the author agrees (one with
// the mark is converted at once: the mark is no guess; the summary names
// the encoding read).
type importPreview struct {
	u    *UI
	name string
	data []byte
	// encoding is importer.Strict until the author agrees to convert.
	encoding importer.Encoding

	chapters []importer.Chapter
	// page is the book's title page, no chapter (engine.ParseBookPage).
	page     importer.TitlePage
	previews []engine.ChapterPreview
	// mode is the count the previews are said in: the file's own (字 for
	// a Chinese book) unless the author chose one (UI.textCountMode).
	mode engine.CountMode
	// title names the new project (engine.BookTitle of the chapters).
	title string
	// targets are the projects Into offers for the chapters listed.
	targets importTargets
	// picked is the option the author chose in Into, kept when another
	// pattern lists the chapters again ("" while the choice is ours).
	picked string
	// gen counts the parses: a result that comes back after a later
	// parse began, or after the dialog closed, is dropped.
	gen    int
	closed bool
	// marks say, for each of previews, whether the project Into names
	// has it already, its title or its text (engine.MatchChapters); nil
	// for a new project, and until they are read. markGen counts the
	// readings, as gen the parses.
	marks   []engine.ChapterMatch
	markGen int

	pattern *dialogEntry
	// keepBreaks keeps the lines of a hard-wrapped file as they are
	// instead of joining them into paragraphs (importer.Options).
	keepBreaks *dialogCheck
	summary    *proseLabel
	list       *previewList
	into       *intoSelect
	// intoNote says why Into chose what it chose, when a project has the
	// book's name; hidden otherwise.
	intoNote *proseLabel
	// body holds summary, pattern and list: laid out again when the
	// summary's height changes (setSummary).
	body *fyne.Container
	// proceed imports the chapters into the project Into names.
	proceed *dialogButton
	dlg     dialog.Dialog
}

// previewImport opens the import dialog for a manuscript's chapters.
func (u *UI) previewImport(name string, data []byte) *importPreview {
	p := &importPreview{u: u, name: name, data: data}
	p.summary = newProseLabel(tr("Reading {{.V}}…", name))
	p.pattern = newDialogEntry()
	p.pattern.SetPlaceHolder(lang.L("Chapter pattern (empty: Chapter N, 第X章/回, story titles…)"))
	p.pattern.OnSubmitted = func(string) { p.parse() }
	apply := newDialogButton(lang.L("Apply"), p.parse)
	p.keepBreaks = newDialogCheck(lang.L("Keep line breaks"), func(bool) { p.parse() })
	p.list = newPreviewList(
		func() int { return len(p.previews) },
		func() fyne.CanvasObject {
			mark := widget.NewLabel("")
			mark.Hide()
			return container.NewBorder(nil, nil, widget.NewLabel("000"), container.NewHBox(mark, widget.NewLabel("0,000,000 字")), widget.NewLabel("title"))
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			c := p.previews[i]
			row := o.(*fyne.Container)
			row.Objects[0].(*widget.Label).SetText(c.Title)
			row.Objects[1].(*widget.Label).SetText(fmt.Sprint(c.Index))
			right := row.Objects[2].(*fyne.Container).Objects
			setMark(right[0].(*widget.Label), p.markOf(i))
			right[1].(*widget.Label).SetText(countText(p.mode, c.TextCounts.In(p.mode)))
		})
	p.into = newIntoSelect(func(option string) {
		if option != p.targets.chosen || p.picked != "" {
			p.picked = option
		}
		p.showNote()
		p.markChapters()
	})
	p.into.Disable() // until the chapters, and so where they may go, are known
	p.intoNote = newProseLabel("")
	p.intoNote.SizeName = theme.SizeNameCaptionText
	p.intoNote.Hide()
	// The buttons, the list and the fields take Esc and Enter themselves
	// when they have the keyboard (a Fyne button or list ignores both):
	// Esc cancels wherever the keyboard is, and Enter imports, or presses
	// the button that has it.
	cancel := newDialogButton(lang.L("Cancel"), func() { p.dlg.Hide() })
	p.proceed = newDialogButton(lang.L("Import"), func() {
		into, ok := p.targets.names[p.into.Selected]
		if !ok {
			return
		}
		p.dlg.Hide()
		u.runImport(p.title, into, p.chapters, p.page)
	})
	p.proceed.Importance = widget.HighImportance
	p.proceed.Disable()
	top := container.NewVBox(p.summary, container.NewBorder(nil, nil, nil, container.NewHBox(apply, p.keepBreaks), p.pattern))
	intoRow := container.NewBorder(nil, nil, widget.NewLabel(lang.L("Import into")), nil, p.into)
	bottom := container.NewVBox(intoRow, p.intoNote, container.NewHBox(layout.NewSpacer(), cancel, p.proceed))
	p.body = newBorder(top, bottom, nil, nil, p.list)
	p.dlg = dialog.NewCustomWithoutButtons(tr("Import manuscript: {{.V}}", name), p.body, u.win)
	p.dlg.SetOnClosed(func() { p.closed = true })
	p.dlg.Resize(fyne.NewSize(720, 560))
	p.dlg.Show()
	p.parse()
	return p
}

// intoSelect is the import dialog's Into drop-down: Esc cancels the
// dialog (dialogSelect) and Enter imports, as with nothing focused, so
// the author who chose a project with the keyboard confirms with the
// keyboard too (a focused widget.Select ignores Enter).
type intoSelect struct{ dialogSelect }

func newIntoSelect(changed func(string)) *intoSelect {
	s := &intoSelect{dialogSelect{widget.Select{OnChanged: changed, PlaceHolder: lang.L("(Select one)")}}}
	s.ExtendBaseWidget(s)
	return s
}

// TypedKey implements fyne.Focusable.
func (s *intoSelect) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter {
		if c := fyne.CurrentApp().Driver().CanvasForObject(s); c != nil {
			confirmDialog(c.Overlays().Top())
		}
		return
	}
	s.dialogSelect.TypedKey(ev)
}

// previewList is the import dialog's list of chapters: Up and Down move
// through it as in any list, Esc cancels the dialog and Enter imports, as
// they do with nothing focused (a focused widget.List takes neither).
type previewList struct{ widget.List }

func newPreviewList(length func() int, create func() fyne.CanvasObject, update func(widget.ListItemID, fyne.CanvasObject)) *previewList {
	l := &previewList{widget.List{Length: length, CreateItem: create, UpdateItem: update}}
	l.ExtendBaseWidget(l)
	return l
}

// TypedKey implements fyne.Focusable.
func (l *previewList) TypedKey(ev *fyne.KeyEvent) {
	escapeOr(l, ev, func(ev *fyne.KeyEvent) {
		if ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter {
			if c := fyne.CurrentApp().Driver().CanvasForObject(l); c != nil {
				confirmDialog(c.Overlays().Top())
			}
			return
		}
		l.List.TypedKey(ev)
	})
}

// parse splits the manuscript with the current pattern and encoding in
// the background and shows the result.
func (p *importPreview) parse() {
	p.gen++
	gen := p.gen
	p.proceed.Disable()
	opts := importer.Options{Encoding: p.encoding, KeepLineBreaks: p.keepBreaks.Checked}
	if pat := strings.TrimSpace(p.pattern.Text); pat != "" {
		re, err := regexp.Compile(pat)
		if err != nil {
			p.show(nil, fmt.Errorf("%s: %w", lang.L("chapter pattern"), err))
			return
		}
		opts.HeadingPattern = re
	}
	p.u.background(func() {
		chs, page, err := engine.ParseBookPage(p.name, p.data, opts)
		title := ""
		if err == nil {
			title = engine.BookTitle(p.name, p.data, chs, page)
		}
		p.u.do(func() {
			if gen != p.gen || p.closed {
				return
			}
			p.title, p.page = title, page
			p.show(chs, err)
			if err == nil {
				p.u.chooseImportTarget(p.name, title, chs, func(t importTargets) {
					if gen == p.gen && !p.closed {
						p.setTargets(t)
					}
				})
			}
		})
	})
}

// setTargets offers the projects the chapters may go into and chooses
// one: the author's earlier pick when it is still offered, else the one
// chooseImportTarget chose. Import is ready then.
func (p *importPreview) setTargets(t importTargets) {
	p.targets = t
	chosen := t.chosen
	if slices.Contains(t.options, p.picked) {
		chosen = p.picked
	}
	p.into.Options = t.options
	p.into.Enable()
	p.into.SetSelected(chosen)
	p.showNote()
	p.markChapters()
	p.proceed.Enable()
}

// markChapters reads in the background which of the chapters listed the
// project Into names has already (engine.MatchChapters) and marks their
// rows: the author adding a file to a project sees, before importing,
// which chapters it has (and the import leaves out), and which only
// share a title or a text with one of its chapters. A new project has
// none, so nothing is read for it.
func (p *importPreview) markChapters() {
	p.markGen++
	gen := p.markGen
	project, ok := p.targets.names[p.into.Selected]
	exists := ok && slices.ContainsFunc(p.u.state.projectList(), func(pr engine.Project) bool { return pr.Name == project })
	if !exists {
		if p.marks != nil {
			p.marks = nil
			p.list.Refresh()
		}
		return
	}
	news := make([]engine.NewChapter, len(p.chapters))
	for i, c := range p.chapters {
		news[i] = engine.NewChapter{Title: c.Title, Index: c.Index, Text: c.Text}
	}
	p.u.background(func() {
		marks, err := p.u.eng.MatchChapters(project, news)
		p.u.do(func() {
			if gen != p.markGen || p.closed || len(marks) != len(p.previews) {
				return
			}
			if err != nil {
				// The marks are a help, not a condition of the import:
				// without them the rows are as before.
				marks = nil
			}
			p.marks = marks
			p.list.Refresh()
		})
	})
}

// markOf is the mark of row i: what the project Into names has of it.
func (p *importPreview) markOf(i int) engine.ChapterMatch {
	if i < len(p.marks) {
		return p.marks[i]
	}
	return engine.NoMatch
}

// setMark shows a row's mark: a chapter the project has is greyed (the
// import leaves it out), a title or a text it has stands out as a
// warning (the import adds the chapter beside the one it has).
func setMark(l *widget.Label, m engine.ChapterMatch) {
	text, importance := "", widget.MediumImportance
	switch m {
	case engine.SameChapter:
		text, importance = lang.L("In the project already, not imported again"), widget.LowImportance
	case engine.SameTitle:
		text, importance = lang.L("The project has a chapter of this title"), widget.WarningImportance
	case engine.SameText:
		text, importance = lang.L("The project has this text under another title"), widget.WarningImportance
	}
	if text == "" {
		l.Hide()
		return
	}
	l.Importance = importance
	l.SetText(text)
	l.Show()
}

// showNote says why Into chose what it chose while that choice stands;
// once the author picks another project there is nothing to explain.
func (p *importPreview) showNote() {
	note := ""
	if p.into.Selected == p.targets.chosen {
		note = p.targets.note
	}
	if note == p.intoNote.Text && p.intoNote.Visible() == (note != "") {
		return
	}
	p.intoNote.Text = note
	p.intoNote.Refresh()
	if note == "" {
		p.intoNote.Hide()
	} else {
		p.intoNote.Show()
	}
	p.body.Refresh()
}

// show lists parsed chapters, or asks to convert a file in another
// encoding, or says what is wrong.
func (p *importPreview) show(chs []importer.Chapter, err error) {
	var encErr *importer.EncodingError
	if errors.As(err, &encErr) && encErr.Offset < 0 && p.encoding == importer.Strict {
		p.setSummary(lang.L("{{.Name}} is in {{.Enc}}, not UTF-8.", map[string]any{"Name": p.name, "Enc": encErr.Likely}))
		p.u.newConfirm(tr("Convert {{.V}}?", p.name),
			lang.L("{{.Name}} looks like {{.Enc}} (usual for Chinese text files made on Windows).\nConvert it to UTF-8 and import it?", map[string]any{"Name": p.name, "Enc": encErr.Likely}),
			lang.L("Convert"), func(ok bool) {
				if !ok {
					p.dlg.Hide()
					return
				}
				p.encoding = encErr.Likely
				p.parse()
			}).Show()
		return
	}
	p.chapters, p.previews = chs, engine.PreviewChapters(chs)
	p.marks = nil // the last list's; setTargets reads this one's
	var total engine.TextCounts
	for _, c := range p.previews {
		total = total.Add(c.TextCounts)
	}
	p.mode = p.u.textCountMode(total, p.u.state.projectID())
	p.list.Refresh()
	if err != nil {
		p.setSummary(errorText(err))
		p.proceed.Disable()
		return
	}
	detected := 0
	for _, c := range p.previews {
		if c.Index > 0 {
			detected++
		}
	}
	mode := p.mode
	front := ""
	if detected < len(p.previews) {
		front = lang.L(" and front matter (0)")
	}
	count := countText(mode, total.In(mode))
	if detected == 0 && len(p.previews) > 0 {
		// "0 chapters and front matter" told the author nothing of what
		// went wrong or what to do (the command line says it so).
		p.setSummary(p.readAs() + lang.L("No chapter heading found, so all of it, {{.Count}}, is front matter (0). Type a pattern that matches the heading lines if the file has chapters.", map[string]any{"Count": count}))
	} else {
		p.setSummary(p.readAs() + lang.N("{{.N}} chapters{{.Front}}, {{.Count}}. Change the pattern if the chapters are wrong.", detected, map[string]any{"N": groupDigits(detected), "Front": front, "Count": count}) + p.byLine())
	}
	// Import waits for Into, which setTargets fills.
}

// byLine is the sentence, to close the summary, that names the author
// the file's header gives (作者：林远 under 《青石镇旧事》, Author: Jane
// Roe) or its title page's byline (by F. Scott Fitzgerald): the header is
// no chapter, so it is not in the list, and without the sentence the
// author's name vanished from the preview with no word of where it went
// (it becomes a new project's author). "The file", not "its header": an
// English title page is no header, and a Word document's or an EPUB's
// author may be in its properties alone (书稿注明, not 书稿开头注明, for
// the same reason). "" when the file names none.
func (p *importPreview) byLine() string {
	if p.page.Author == "" {
		return ""
	}
	s := lang.L("The file names its author: {{.Author}}.", map[string]any{"Author": p.page.Author})
	if strings.HasSuffix(s, "。") {
		return s // Chinese sentences follow each other without a space
	}
	return " " + s
}

// readAs is the sentence, to open the summary, that names the encoding a
// file was converted from: one its UTF-16 byte-order mark names, read
// without asking (importer.BOMEncoding), or the one the author agreed to
// convert from; "" for UTF-8.
func (p *importPreview) readAs() string {
	var s string
	switch enc := importer.BOMEncoding(p.data); {
	case p.encoding != importer.Strict:
		s = lang.L("Converted from {{.Enc}}.", map[string]any{"Enc": p.encoding})
	case enc != "":
		s = lang.L("Read as {{.Enc}}, as its byte-order mark says.", map[string]any{"Enc": enc})
	default:
		return ""
	}
	if strings.HasSuffix(s, "。") {
		return s // Chinese sentences follow each other without a space
	}
	return s + " "
}

// setSummary says text above the chapters and lays the dialog out again:
// a summary that wraps onto a second line (a long error, the advice when
// no heading is found) pushes the pattern and the list down instead of
// being drawn over them.
func (p *importPreview) setSummary(text string) {
	p.summary.SetText(text)
	if p.body != nil {
		p.body.Refresh()
	}
}
