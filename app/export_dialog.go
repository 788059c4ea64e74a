package app

import (
	"errors"
	"io"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
)

// exportDialog is File → Export…: the format, a chapter range, the book
// details every export prints (stored with the project), then a file.
type exportDialog struct {
	u         *UI
	projectID uint64
	dlg       *dialog.ConfirmDialog

	format                         *widget.Select
	from, to                       *dialogEntry
	title, author, language, cover *dialogEntry
	gb18030                        *widget.Check
	chooseCoverButton              *widget.Button
	formats                        map[string]engine.ExportFormat
	// encodingRow and coverRow are the form's rows for TXT alone and for
	// EPUB alone, label and box, hidden for the other formats.
	encodingRow, coverRow []fyne.CanvasObject
}

// exportFormatLabel names a format in the dialog.
func exportFormatLabel(f engine.ExportFormat) string {
	return named(f, map[engine.ExportFormat]string{
		"epub": lang.L("EPUB 3 (e-readers, self-publishing)"),
		"docx": lang.L("DOCX manuscript (editors, agents)"),
		"txt":  lang.L("TXT for web-novel platforms"),
	}, "Markdown") // md: a name in any language
}

func (u *UI) showExportDialog() {
	p, ok := u.exportable()
	if !ok {
		return
	}
	fetch(u, lang.L("Export"), func() (engine.ProjectMeta, error) { return u.eng.ProjectMeta(p.ID) }, func(meta engine.ProjectMeta) {
		d := newExportDialog(u, p, meta)
		d.dlg.Show()
		// The keyboard in the first box, where Enter exports and Tab
		// goes on: with nothing focused, the keyboard-only author had
		// to find the form first.
		focusSelected(u.win.Canvas(), d.from)
	})
}

func newExportDialog(u *UI, p engine.Project, meta engine.ProjectMeta) *exportDialog {
	d := &exportDialog{u: u, projectID: p.ID, formats: map[string]engine.ExportFormat{}}
	var labels []string
	for _, f := range engine.ExportFormats() {
		labels = append(labels, exportFormatLabel(f))
		d.formats[exportFormatLabel(f)] = f
	}
	// The encoding choice is for TXT alone and the cover for EPUB: with
	// another format their rows are hidden, not silently ignored (a DOCX
	// export offered a cover it leaves out), nor greyed out (an EPUB
	// export showed a GB18030 box that can never apply to it).
	d.format = newSelect(labels, d.formatChosen)
	d.gb18030 = widget.NewCheck(lang.L("GB18030 instead of UTF-8 (TXT only)"), nil)
	d.from, d.to = newDialogEntry(), newDialogEntry()
	d.from.SetPlaceHolder(lang.L("first"))
	d.to.SetPlaceHolder(lang.L("last"))
	d.title, d.author, d.language, d.cover = newDialogEntry(), newDialogEntry(), newDialogEntry(), newDialogEntry()
	d.chooseCoverButton = widget.NewButton(lang.L("Choose…"), d.chooseCover)
	d.encodingRow = []fyne.CanvasObject{formLabel(""), d.gb18030}
	d.coverRow = []fyne.CanvasObject{formLabel(lang.L("Cover")), container.NewBorder(nil, nil, nil, d.chooseCoverButton, d.cover)}
	// The format of the last export comes first: an author who sends
	// DOCX to an editor every week chose it from EPUB every time.
	if last, err := engine.ParseExportFormat(u.app.Preferences().String(prefExportFormat)); err == nil {
		d.format.SetSelected(exportFormatLabel(last))
	} else {
		d.format.SetSelectedIndex(0)
	}
	d.title.SetPlaceHolder(p.Name)
	d.language.SetPlaceHolder(lang.L("detected from the text (en or zh-CN)"))
	d.cover.SetPlaceHolder(lang.L("path to a .jpg or .png (EPUB)"))
	d.title.SetText(meta.Title)
	d.author.SetText(meta.Author)
	d.language.SetText(meta.Language)
	d.cover.SetText(meta.CoverPath)
	// The rows of a form, laid out as widget.Form lays them out: a row
	// whose label and box are both hidden takes no space, which
	// widget.Form's own labels never allow.
	rows := [][]fyne.CanvasObject{
		{formLabel(lang.L("Format")), d.format},
		d.encodingRow,
		// “to” sits against the first number (第一章 至 | 最后一章): as a
		// third of a grid it stood alone in a cell as wide as either box.
		{formLabel(lang.L("Chapters")), container.NewGridWithColumns(2, container.NewBorder(nil, nil, nil, widget.NewLabel(lang.L("to")), d.from), d.to)},
		{formLabel(lang.L("Title")), d.title},
		{formLabel(lang.L("Author")), d.author},
		{formLabel(lang.L("Book language")), d.language},
		d.coverRow,
	}
	form := container.New(layout.NewFormLayout())
	for _, r := range rows {
		form.Add(r[0])
		form.Add(r[1])
	}
	d.dlg = dialog.NewCustomConfirm(tr("Export {{.V}}", p.Name), lang.L("Export…"), lang.L("Cancel"),
		form, func(ok bool) {
			if ok {
				d.chooseFile(p.Name)
			}
		}, u.win)
	d.formatChosen(d.format.Selected)
	confirmOnEnter(d.dlg, d.from, d.to, d.title, d.author, d.language, d.cover)
	u.imeBackOnClose(d.dlg)
	return d
}

// exportDialogWidth is the export dialog's width; its height is what its
// rows need (a fixed 460 px left an empty band above the buttons).
const exportDialogWidth = 560

// formatChosen shows the rows that apply to the format labelled label
// and fits the dialog's height to them.
func (d *exportDialog) formatChosen(label string) {
	show(d.formats[label] == "txt", d.encodingRow...)
	show(d.formats[label] == "epub", d.coverRow...)
	if d.dlg != nil {
		d.dlg.Resize(fyne.NewSize(exportDialogWidth, 0)) // at least its content's height
	}
}

// show shows objs when on, else hides them.
func show(on bool, objs ...fyne.CanvasObject) {
	for _, o := range objs {
		if on {
			o.Show()
		} else {
			o.Hide()
		}
	}
}

// formLabel is a form row's label as widget.Form draws it: bold, against
// its box.
func formLabel(text string) fyne.CanvasObject {
	return widget.NewLabelWithStyle(text, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
}

// options reads the form; the error is one line for the author.
func (d *exportDialog) options() (engine.ExportOptions, engine.ProjectMeta, error) {
	opts := engine.ExportOptions{Format: d.formats[d.format.Selected]}
	var err error
	if opts.From, err = chapterNumber(d.from.Text); err == nil {
		opts.To, err = chapterNumber(d.to.Text)
	}
	if err != nil {
		return opts, engine.ProjectMeta{}, err
	}
	// Refused before the file dialog: an export refused after it would
	// leave the chosen file empty.
	if _, _, err := engine.ChapterSpan(engine.ChapterNumbers(d.u.state.chapterList(d.projectID)), opts.From, opts.To); err != nil {
		return opts, engine.ProjectMeta{}, err
	}
	opts.GB18030 = d.gb18030.Checked && opts.Format == "txt"
	meta := engine.ProjectMeta{Title: d.title.Text, Author: d.author.Text, Language: d.language.Text, CoverPath: strings.TrimSpace(d.cover.Text)}
	return opts, meta, nil
}

// chapterNumber reads a chapter number; empty means the first or last,
// and 0 the front matter (engine.FrontMatter), as the chapter tree and
// this dialog's message number it ("2 chapters and front matter (chapter
// 0)"), and `inkflow export --chapters 0` takes it.
//
// A number may be written as a Chinese chapter heading writes it (第三章,
// 第12回, 三, 十二, full-width digits): the Chinese box shows 第一章 where
// it is empty, and 第一章 typed into it was refused.
func chapterNumber(s string) (int, error) {
	if s = strings.TrimSpace(s); s == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		var ok bool
		n, ok = headingNumber(s)
		if ok {
			err = nil
		}
	}
	if err != nil || n < 0 {
		return 0, errors.New(tr("Chapters are numbered from 0, the front matter, not “{{.V}}”.", s))
	}
	if n == 0 {
		return engine.FrontMatter, nil
	}
	return n, nil
}

// headingNumber reads the number of a chapter heading as typed: 第三章,
// 第 12 回, 十二, 一百零一, ３ (第 and a closing 章, 回, 节 or 卷 are
// optional). ok is false for anything else.
func headingNumber(s string) (n int, ok bool) {
	s = strings.TrimSpace(strings.TrimPrefix(s, "第"))
	for _, unit := range []string{"章", "回", "节", "節", "卷"} {
		if t, found := strings.CutSuffix(s, unit); found {
			s = strings.TrimSpace(t)
			break
		}
	}
	if s == "" {
		return 0, false
	}
	if d, err := strconv.Atoi(strings.Map(halfWidthDigit, s)); err == nil {
		return d, true
	}
	return chineseNumeral(s)
}

// halfWidthDigit maps a full-width digit (０–９) to its ASCII digit.
func halfWidthDigit(r rune) rune {
	if r >= '０' && r <= '９' {
		return '0' + r - '０'
	}
	return r
}

// chineseNumeral reads a number written in Chinese numerals below 一亿
// (十二, 一百零一, 两千, 三万五千); ok is false for any other rune.
func chineseNumeral(s string) (n int, ok bool) {
	digits := map[rune]int{'零': 0, '〇': 0, '一': 1, '二': 2, '两': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8, '九': 9}
	units := map[rune]int{'十': 10, '百': 100, '千': 1000}
	var section, digit int // the part below 万, and the digit waiting for its unit
	for _, r := range s {
		if d, isDigit := digits[r]; isDigit {
			digit = d
			continue
		}
		if u, isUnit := units[r]; isUnit {
			if digit == 0 && u == 10 {
				digit = 1 // 十二 is 12
			}
			section += digit * u
			digit = 0
			continue
		}
		if r != '万' || n > 0 {
			return 0, false
		}
		n = (section + digit) * 10_000
		section, digit = 0, 0
	}
	return n + section + digit, true
}

// chooseCover picks the cover image in a file dialog: the box alone
// asked the author to type the image's path.
func (d *exportDialog) chooseCover() {
	opened := func(r fyne.URIReadCloser, err error) {
		if err != nil {
			d.u.showError(lang.L("Cover"), err)
			return
		}
		if r == nil {
			return
		}
		_ = r.Close() // only its path is wanted; the export reads it
		d.u.rememberFolder(r.URI())
		d.cover.SetText(r.URI().Path())
	}
	pick := dialog.NewFileOpen(opened, d.u.win)
	// The formats an EPUB cover may be (engine: .jpg, .png, .gif, .webp).
	exts := []string{".jpg", ".jpeg", ".png", ".gif", ".webp", ".JPG", ".JPEG", ".PNG", ".GIF", ".WEBP"}
	pick.SetFilter(storage.NewExtensionFileFilter(exts))
	d.u.showOpenDialog(pick, lang.L("Choose a cover image"), exts, opened)
}

// refused tells why the form was not taken and then shows it again as
// typed, the cursor in the range box at fault (the first when the range
// as a whole is wrong): the dialog closes on Export… before the form is
// read, and a chapter typed as 第二张 (the input method's first guess)
// lost the title, the author and the cover with it.
func (d *exportDialog) refused(err error) {
	at := d.from
	if _, fromErr := chapterNumber(d.from.Text); fromErr == nil {
		if _, toErr := chapterNumber(d.to.Text); toErr != nil {
			at = d.to
		}
	}
	d.u.showErrorThen(lang.L("Export"), err, func() {
		d.dlg.Show()
		d.u.win.Canvas().Focus(at)
	})
}

// chooseFile stores the book details, then asks where the file goes.
func (d *exportDialog) chooseFile(name string) {
	opts, meta, err := d.options()
	if err != nil {
		d.refused(err)
		return
	}
	perform(d.u, lang.L("Export"), func() error { return d.u.eng.SetProjectMeta(d.projectID, meta) }, func() {
		d.u.state.bookChanged(d.projectID) // the language set decides smart punctuation's dashes
		save := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
			if err != nil {
				d.u.showError(lang.L("Export"), err)
				return
			}
			if w != nil {
				d.u.rememberExportFolder(w.URI())
				d.write(opts, w, w.URI().Path())
			}
		}, d.u.win)
		save.SetFileName(exportFileName(name, meta.Title, opts.Format))
		d.u.showFileDialog(save, lang.L("Export to"), true)
	})
}

// exportFileName is the name the save dialog proposes: the book's title
// as the author typed it above ("Frankenstein.epub"), else the project's
// name (an import names a project after its file, "frankenstein"), with
// the characters no file name may hold on Windows or macOS left out.
func exportFileName(project, title string, format engine.ExportFormat) string {
	name := strings.TrimSpace(title)
	if name == "" {
		name = project
	}
	name = strings.Map(func(r rune) rune {
		if strings.ContainsRune(`/\:*?"<>|`, r) || r < ' ' {
			return -1
		}
		return r
	}, name)
	if name = strings.TrimSpace(name); name == "" {
		name = project
	}
	return name + "." + string(format)
}

// prefExportFormat is the fyne.Preferences key holding the format of the
// last export (epub, docx, txt or md), which the export dialog offers
// first.
const prefExportFormat = "export.format"

// write exports in the background and reports how it went.
func (d *exportDialog) write(opts engine.ExportOptions, w io.WriteCloser, path string) {
	d.u.app.Preferences().SetString(prefExportFormat, string(opts.Format))
	d.u.exportTo(d.projectID, opts, w, path, "")
}
