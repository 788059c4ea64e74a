package app

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
)

// exportDialog is File → Export…: the format, a chapter range, the book
// details every export prints (stored with the project), then a file.
type exportDialog struct {
	u         *UI
	projectID uint64
	dlg       dialog.Dialog

	format                     *widget.Select
	from, to                   *widget.Entry
	title, author, lang, cover *widget.Entry
	gb18030                    *widget.Check
	errLabel                   *widget.Label
	formats                    map[string]engine.ExportFormat
}

// exportFormatLabels name the formats in the dialog, in menu order.
var exportFormatLabels = map[engine.ExportFormat]string{
	"epub": "EPUB 3 (e-readers, self-publishing)",
	"docx": "DOCX manuscript (editors, agents)",
	"txt":  "TXT for web-novel platforms",
	"md":   "Markdown",
}

func (u *UI) showExportDialog() {
	p, ok := u.state.project(u.state.projectID())
	if !ok {
		dialog.ShowInformation("Export", "Select a project to export first.", u.win)
		return
	}
	u.background(func() {
		meta, err := u.eng.ProjectMeta(p.ID)
		u.do(func() {
			if err != nil {
				u.showError("Export", err)
				return
			}
			d := newExportDialog(u, p, meta)
			d.dlg.Show()
		})
	})
}

func newExportDialog(u *UI, p engine.Project, meta engine.ProjectMeta) *exportDialog {
	d := &exportDialog{u: u, projectID: p.ID, formats: map[string]engine.ExportFormat{}}
	var labels []string
	for _, f := range engine.ExportFormats() {
		labels = append(labels, exportFormatLabels[f])
		d.formats[exportFormatLabels[f]] = f
	}
	d.format = widget.NewSelect(labels, func(string) { d.gb18030.Refresh() })
	d.gb18030 = widget.NewCheck("GB18030 instead of UTF-8 (TXT only)", nil)
	d.format.SetSelectedIndex(0)
	d.from, d.to = widget.NewEntry(), widget.NewEntry()
	d.from.SetPlaceHolder("first")
	d.to.SetPlaceHolder("last")
	d.title, d.author, d.lang, d.cover = widget.NewEntry(), widget.NewEntry(), widget.NewEntry(), widget.NewEntry()
	d.title.SetPlaceHolder(p.Name)
	d.lang.SetPlaceHolder("detected from the text (zh-CN or en)")
	d.cover.SetPlaceHolder("path to a .jpg or .png (EPUB)")
	d.title.SetText(meta.Title)
	d.author.SetText(meta.Author)
	d.lang.SetText(meta.Language)
	d.cover.SetText(meta.CoverPath)
	d.errLabel = widget.NewLabel("")
	d.errLabel.Wrapping = fyne.TextWrapWord
	form := widget.NewForm(
		widget.NewFormItem("Format", d.format),
		widget.NewFormItem("", d.gb18030),
		widget.NewFormItem("Chapters", container.NewGridWithColumns(3, d.from, widget.NewLabel("to"), d.to)),
		widget.NewFormItem("Title", d.title),
		widget.NewFormItem("Author", d.author),
		widget.NewFormItem("Language", d.lang),
		widget.NewFormItem("Cover", d.cover),
	)
	d.dlg = dialog.NewCustomConfirm("Export “"+p.Name+"”", "Export…", "Cancel",
		container.NewVBox(form, d.errLabel), func(ok bool) {
			if ok {
				d.chooseFile(p.Name)
			}
		}, u.win)
	d.dlg.Resize(fyne.NewSize(560, 460))
	return d
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
	opts.GB18030 = d.gb18030.Checked && opts.Format == "txt"
	meta := engine.ProjectMeta{Title: d.title.Text, Author: d.author.Text, Language: d.lang.Text, CoverPath: strings.TrimSpace(d.cover.Text)}
	return opts, meta, nil
}

// chapterNumber reads a chapter position; empty means the first or last.
func chapterNumber(s string) (int, error) {
	if s = strings.TrimSpace(s); s == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 {
		return 0, fmt.Errorf("chapters are positions from 1: %q", s)
	}
	return n, nil
}

// chooseFile stores the book details, then asks where the file goes.
func (d *exportDialog) chooseFile(name string) {
	opts, meta, err := d.options()
	if err != nil {
		d.u.showError("Export", err)
		return
	}
	d.u.background(func() {
		err := d.u.eng.SetProjectMeta(d.projectID, meta)
		d.u.do(func() {
			if err != nil {
				d.u.showError("Export", err)
				return
			}
			save := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
				if err != nil {
					d.u.showError("Export", err)
					return
				}
				if w != nil {
					d.write(opts, w, w.URI().Path())
				}
			}, d.u.win)
			save.SetFileName(name + "." + string(opts.Format))
			save.Resize(fyne.NewSize(820, 560))
			save.Show()
		})
	})
}

// write exports in the background and reports how it went.
func (d *exportDialog) write(opts engine.ExportOptions, w io.WriteCloser, path string) {
	d.u.background(func() {
		n, err := d.u.eng.ExportProject(d.projectID, opts, w)
		if cerr := w.Close(); err == nil {
			err = cerr
		}
		d.u.do(func() {
			if err != nil {
				d.u.showError("Export", err)
				return
			}
			dialog.ShowInformation("Export", fmt.Sprintf("Exported %d chapters to %s.", n, path), d.u.win)
		})
	})
}
