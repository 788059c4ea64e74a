package app

import (
	"errors"
	"fmt"
	"regexp"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
	"inkflow/engine/importer"
)

// importPreview is the dialog that lists the chapters a manuscript will be
// cut into (number, title, length in the author's count mode) before anything is imported. The author
// can try another heading pattern (a regular expression matched against
// each line, as `inkflow import --chapter-regex`), and a file in GB18030
// or UTF-16 without a byte-order mark is converted only after the author
// agrees (one with the mark is converted at once: the mark is no guess;
// the summary names the encoding read). Continue hands the chapters to
// confirmImport.
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
	// title names the new project (engine.BookTitle of the chapters).
	title string

	pattern *dialogEntry
	// keepBreaks keeps the lines of a hard-wrapped file as they are
	// instead of joining them into paragraphs (importer.Options).
	keepBreaks *widget.Check
	summary    *proseLabel
	list       *widget.List
	// body holds summary, pattern and list: laid out again when the
	// summary's height changes (setSummary).
	body    *fyne.Container
	proceed *widget.Button
	dlg     dialog.Dialog
}

// previewImport opens the preview of a manuscript's chapters.
func (u *UI) previewImport(name string, data []byte) *importPreview {
	p := &importPreview{u: u, name: name, data: data}
	p.summary = newProseLabel(tr("Reading {{.V}}…", name))
	p.pattern = newDialogEntry()
	p.pattern.SetPlaceHolder(lang.L("Chapter pattern (empty: 第X章/回, Chapter N, story titles…)"))
	p.pattern.OnSubmitted = func(string) { p.parse() }
	apply := widget.NewButton(lang.L("Apply"), p.parse)
	p.keepBreaks = widget.NewCheck(lang.L("Keep line breaks"), func(bool) { p.parse() })
	p.list = widget.NewList(
		func() int { return len(p.previews) },
		func() fyne.CanvasObject {
			return container.NewBorder(nil, nil, widget.NewLabel("000"), widget.NewLabel("0,000,000 字"), widget.NewLabel("title"))
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			c := p.previews[i]
			row := o.(*fyne.Container)
			row.Objects[0].(*widget.Label).SetText(c.Title)
			row.Objects[1].(*widget.Label).SetText(fmt.Sprint(c.Index))
			mode := p.u.countMode()
			row.Objects[2].(*widget.Label).SetText(countText(mode, c.TextCounts.In(mode)))
		})
	cancel := widget.NewButton(lang.L("Cancel"), func() { p.dlg.Hide() })
	p.proceed = widget.NewButton(lang.L("Continue"), func() {
		p.dlg.Hide()
		u.confirmImport(p.name, p.title, p.chapters, p.page)
	})
	p.proceed.Importance = widget.HighImportance
	p.proceed.Disable()
	top := container.NewVBox(p.summary, container.NewBorder(nil, nil, nil, container.NewHBox(apply, p.keepBreaks), p.pattern))
	buttons := container.NewHBox(layout.NewSpacer(), cancel, p.proceed)
	p.body = newBorder(top, buttons, nil, nil, p.list)
	p.dlg = dialog.NewCustomWithoutButtons(tr("Import preview: {{.V}}", name), p.body, u.win)
	p.dlg.Resize(fyne.NewSize(720, 540))
	p.dlg.Show()
	p.parse()
	return p
}

// parse splits the manuscript with the current pattern and encoding in
// the background and shows the result.
func (p *importPreview) parse() {
	opts := importer.Options{Encoding: p.encoding, KeepLineBreaks: p.keepBreaks.Checked}
	if pat := strings.TrimSpace(p.pattern.Text); pat != "" {
		re, err := regexp.Compile(pat)
		if err != nil {
			p.show(nil, fmt.Errorf("%s: %w", lang.L("chapter pattern"), err))
			return
		}
		opts.HeadingPattern = re
	}
	p.proceed.Disable()
	p.u.background(func() {
		chs, page, err := engine.ParseBookPage(p.name, p.data, opts)
		title := ""
		if err == nil {
			title = engine.BookTitle(p.name, p.data, chs)
		}
		p.u.do(func() {
			p.title, p.page = title, page
			p.show(chs, err)
		})
	})
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
	p.list.Refresh()
	if err != nil {
		p.setSummary(errorText(err))
		p.proceed.Disable()
		return
	}
	detected := 0
	var total engine.TextCounts
	for _, c := range p.previews {
		if c.Index > 0 {
			detected++
		}
		total = total.Add(c.TextCounts)
	}
	mode := p.u.countMode()
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
		p.setSummary(p.readAs() + lang.N("{{.N}} chapters{{.Front}}, {{.Count}}. Change the pattern if the chapters are wrong.", detected, map[string]any{"N": groupDigits(detected), "Front": front, "Count": count}))
	}
	p.proceed.Enable()
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
