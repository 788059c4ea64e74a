package app

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
	"inkflow/engine/importer"
)

// TestExportSaysTheFrontMatterApart: an export of a book with front
// matter (扉页, chapter 0) and two chapters says what it wrote as the
// chapter tree counts it, "2 chapters and front matter", from the export
// dialog and from File › Export as TXT alike; it said 3 chapters of a
// book the tree calls 2 章. A range that leaves the front matter out
// says its chapters alone; one of the front matter alone (0 to 0) says
// that, not "0 chapters and front matter".
func TestExportSaysTheFrontMatterApart(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p := h.addFrontMatterBook()
	h.u.state.setProject(p.ID)
	c := h.u.Window().Canvas()
	for _, tc := range []struct {
		from, to string
		want     string
	}{
		{"", "", "Exported 2 chapters and front matter (chapter 0) to "},
		{"1", "", "Exported 2 chapters to "},
		{"", "1", "Exported 1 chapter and front matter (chapter 0) to "},
		// 0 is the front matter, as the message numbers it.
		{"0", "0", "Exported the front matter (chapter 0) to "},
		{"0", "1", "Exported 1 chapter and front matter (chapter 0) to "},
	} {
		d := newExportDialog(h.u, p, engine.ProjectMeta{})
		d.format.SetSelected(exportFormatLabel("epub"))
		d.from.SetText(tc.from)
		d.to.SetText(tc.to)
		exportWith(t, h, d, "青云.epub")
		h.waitFor("the export's message", func() bool { return c.Overlays().Top() != nil })
		if top := c.Overlays().Top(); !findLabel(top, tc.want) {
			t.Errorf("chapters %q-%q: no message %q", tc.from, tc.to, tc.want)
		}
		c.Overlays().Remove(c.Overlays().Top())
	}
	// File › Export as Text… counts as the dialog does.
	exportFromMenu(t, h, p, "txt")
	h.waitFor("the export's message", func() bool { return c.Overlays().Top() != nil })
	if want := "Exported 2 chapters and front matter (chapter 0) of “青云” to "; !findLabel(c.Overlays().Top(), want) {
		t.Errorf("Export as Text…: no message %q", want)
	}
	if n, apart := frontApart(3, true); n != 2 || apart != " and front matter (chapter 0)" {
		t.Fatalf("frontApart(3, true) = %d %q", n, apart)
	}
}

// TestMenuExportReimports: File › Export as Text… and Export as
// Markdown… write what an import reads back as the book: the front matter
// as chapter 0 under its own title and with its own text, every chapter
// under its title, a bracketed one (【第二章 入城】) included. The menu
// wrote with a renderer of its own, without the 【卷首】 mark over the
// front matter or the Markdown comment that says it: the TXT's front
// matter came back with its title as its first paragraph, and the
// Markdown's as chapter 1 under a front matter made of the book's title.
func TestMenuExportReimports(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	book := []engine.NewChapter{
		{Index: 0, Title: "内容简介", Text: "青云\n佚名"},
		{Index: 1, Title: "第一章 下山", Text: "少年背着剑下了山。"},
		{Index: 2, Title: "【第二章 入城】", Text: "城门外的风越刮越大。"},
	}
	if _, err := h.eng.ImportBooks([]engine.NewBook{{Project: "青云", Chapters: book}}); err != nil {
		t.Fatal(err)
	}
	h.reloadSidebar()
	p, _, err := h.eng.ProjectByName("青云")
	if err != nil {
		t.Fatal(err)
	}
	for _, format := range []engine.ExportFormat{"txt", "md"} {
		t.Run(string(format), func(t *testing.T) {
			path := exportFromMenu(t, h, p, format)
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			back, err := engine.ParseBook(filepath.Base(path), data, importer.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if len(back) != len(book) {
				t.Fatalf("re-imported %d chapters, want %d:\n%s", len(back), len(book), data)
			}
			for i, want := range book {
				got := back[i]
				if got.Index != want.Index || got.Title != want.Title || !slices.Equal(paragraphLines(got.Text), paragraphLines(want.Text)) {
					t.Errorf("chapter %d came back as %d %q (%q), want %d %q:\n%s", i, got.Index, got.Title, got.Text, want.Index, want.Title, data)
				}
			}
		})
	}
}

// exportFromMenu exports all of p in format as File › Export as Text…
// or Export as Markdown… does once a file is chosen, to a file in a
// temporary folder, waits for it and returns its path.
func exportFromMenu(t *testing.T, h *harness, p engine.Project, format engine.ExportFormat) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), p.Name+"."+string(format))
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	h.u.exportWhole(p, format, f, path)
	h.u.waitBackground(5 * time.Second)
	return path
}

// TestExportFileName: the save dialog proposes the book's title the
// author gave above it, not the project's name taken from the imported
// file ("frankenstein.epub" under the title Frankenstein), and no
// character a file name may not hold.
func TestExportFileName(t *testing.T) {
	tests := []struct {
		project, title string
		format         engine.ExportFormat
		want           string
	}{
		{"frankenstein", "Frankenstein", "epub", "Frankenstein.epub"},
		{"frankenstein", "  ", "docx", "frankenstein.docx"},
		{"book", "Who? What: Why/Not", "md", "Who What WhyNot.md"},
		{"三国演义", "", "txt", "三国演义.txt"},
		{"draft", `???`, "epub", "draft.epub"},
	}
	for _, tt := range tests {
		if got := exportFileName(tt.project, tt.title, tt.format); got != tt.want {
			t.Errorf("exportFileName(%q, %q, %s) = %q, want %q", tt.project, tt.title, tt.format, got, tt.want)
		}
	}
}

// TestExportDialogOffersTheLastFormat: the export dialog opens on the
// format of the last export, not on EPUB every time (an author sending
// DOCX to an editor chose it again on each export); the first export
// ever is offered EPUB.
func TestExportDialogOffersTheLastFormat(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, _ := h.addChapter("书", "第一章", "山中访友。")
	h.u.state.setProject(p.ID)
	d := newExportDialog(h.u, p, engine.ProjectMeta{})
	if got, want := d.format.Selected, exportFormatLabel("epub"); got != want {
		t.Fatalf("the first export offers %q, want %q", got, want)
	}
	d.format.SetSelected(exportFormatLabel("docx"))
	exportWith(t, h, d, "书.docx")
	if got, want := newExportDialog(h.u, p, engine.ProjectMeta{}).format.Selected, exportFormatLabel("docx"); got != want {
		t.Fatalf("after a DOCX export the dialog offers %q, want %q", got, want)
	}
}

// exportWith exports as d's form says to a file called name in a
// temporary folder and waits for the export.
func exportWith(t *testing.T, h *harness, d *exportDialog, name string) {
	t.Helper()
	opts, _, err := d.options()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), name)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	d.write(opts, f, path)
	h.u.waitBackground(5 * time.Second)
}

// TestExportDialogChapterNumbers: the range boxes take the numbers the
// chapter tree and the export's message give, 0 the front matter among
// them (it was refused: "Chapters are numbered from 1"); a negative or
// other text is refused in a sentence that says so. A number written as
// a Chinese heading writes it is taken (第一章, which the Chinese box
// shows when empty, was refused).
func TestExportDialogChapterNumbers(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want int
		err  string
	}{
		{"", 0, ""},
		{" 12 ", 12, ""},
		{"0", engine.FrontMatter, ""},
		{"-1", 0, "Chapters are numbered from 0, the front matter, not “-1”."},
		{"一", 1, ""},
		{"第一章", 1, ""},
		{"第三章", 3, ""},
		{"第 12 回", 12, ""},
		{"第１２章", 12, ""},
		{"十二", 12, ""},
		{"第二十章", 20, ""},
		{"一百零一", 101, ""},
		{"两千", 2000, ""},
		{"三万五千", 35000, ""},
		{"第零章", engine.FrontMatter, ""},
		{"第章", 0, "Chapters are numbered from 0, the front matter, not “第章”."},
		{"第三节课", 0, "Chapters are numbered from 0, the front matter, not “第三节课”."},
		{"abc", 0, "Chapters are numbered from 0, the front matter, not “abc”."},
	} {
		got, err := chapterNumber(tt.in)
		if msg := errorString(err); got != tt.want || msg != tt.err {
			t.Errorf("chapterNumber(%q) = %d, %q; want %d, %q", tt.in, got, msg, tt.want, tt.err)
		}
	}
}

// errorString is err's text, "" for nil.
func errorString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// gateWriter holds every Write until open is closed, as a slow disk or
// a long book does.
type gateWriter struct {
	open chan struct{}
	buf  bytes.Buffer
}

func (g *gateWriter) Write(p []byte) (int, error) { <-g.open; return g.buf.Write(p) }
func (g *gateWriter) Close() error                { return nil }

// TestExportShowsProgressUntilDone: after Save nothing showed until the
// "Exported…" message came, some time later. A dialog says the export is
// under way from the moment it starts, and gives way to the message as
// soon as the file is written.
func TestExportShowsProgressUntilDone(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, c := h.addChapter("长河", "第一章", "雨下了一夜。")
	h.openInTree(p.ID, c.ID)
	applyLanguage(langEn)
	overlayText := func() string {
		var all []string
		for _, o := range h.u.Window().Canvas().Overlays().List() {
			all = append(all, visibleStrings(o)...)
		}
		return strings.Join(all, "") // a long path wraps over lines
	}
	w := &gateWriter{open: make(chan struct{})}
	var once sync.Once
	release := func() { once.Do(func() { close(w.open) }) }
	t.Cleanup(release) // a failure must not leave the export hanging
	path := filepath.Join(t.TempDir(), "长河.txt")
	h.u.exportWhole(p, "txt", w, path)
	h.pump()
	if got := overlayText(); !strings.Contains(got, "Exporting to "+path+"…") {
		t.Fatalf("while the export runs the window shows %q", got)
	}
	release()
	h.waitFor("the export's message", func() bool { return strings.Contains(overlayText(), "Exported 1 chapter") })
	if got := overlayText(); strings.Contains(got, "Exporting to") {
		t.Errorf("the progress stays up after the export: %q", got)
	}
	if !strings.Contains(w.buf.String(), "雨下了一夜。") {
		t.Errorf("the export wrote %q", w.buf.String())
	}
}

// TestExportDialogKeepsTheFormOnAMistake: Export… with a chapter range
// that is not one explains and then shows the form again as typed, the
// cursor in the box at fault; it closed and took the author's name and
// cover with it.
func TestExportDialogKeepsTheFormOnAMistake(t *testing.T) {
	for _, tt := range []struct {
		name, from, to string
		at             func(d *exportDialog) *dialogEntry
	}{
		{"from", "第二张", "", func(d *exportDialog) *dialogEntry { return d.from }},
		{"to", "1", "末章", func(d *exportDialog) *dialogEntry { return d.to }},
		{"no such chapter", "9", "", func(d *exportDialog) *dialogEntry { return d.from }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true})
			p, _ := h.addChapter("长夜", "第一章 雪夜", "那一夜，雪下得很大。")
			d := newExportDialog(h.u, p, engine.ProjectMeta{})
			d.dlg.Show()
			c := h.u.Window().Canvas()
			d.from.SetText(tt.from)
			d.to.SetText(tt.to)
			d.author.SetText("林晚")
			h.tapDialogButton("Export…")
			h.waitFor("the error", func() bool {
				top := c.Overlays().Top()
				return top != nil && findButton(top, "Export…") == nil && findButton(top, "OK") != nil
			})
			h.tapDialogButton("OK")
			if top := c.Overlays().Top(); top == nil || findButton(top, "Export…") == nil {
				t.Fatal("the export form did not come back after the error")
			}
			if d.from.Text != tt.from || d.to.Text != tt.to || d.author.Text != "林晚" {
				t.Fatalf("the form came back as %q %q %q, not as typed", d.from.Text, d.to.Text, d.author.Text)
			}
			if c.Focused() != tt.at(d) {
				t.Fatal("the cursor is not in the box at fault")
			}
		})
	}
}

// TestExportDialogShowsWhatApplies: the GB18030 box shows for TXT alone
// and the cover for EPUB alone (an EPUB export showed the encoding box
// greyed out), and the dialog is as tall as its rows, with no empty band
// above its buttons (it was a fixed 460 px).
func TestExportDialogShowsWhatApplies(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, _ := h.addChapter("Oz", "Chapter One", "Dorothy lived in Kansas.")
	h.u.state.setProject(p.ID)
	d := newExportDialog(h.u, p, engine.ProjectMeta{})
	d.dlg.Show()
	for _, tt := range []struct {
		format          engine.ExportFormat
		encoding, cover bool
	}{
		{"epub", false, true},
		{"txt", true, false},
		{"docx", false, false},
		{"md", false, false},
	} {
		d.format.SetSelected(exportFormatLabel(tt.format))
		if got := d.gb18030.Visible() && d.encodingRow[0].Visible(); got != tt.encoding {
			t.Errorf("%s: the GB18030 row shown %v, want %v", tt.format, got, tt.encoding)
		}
		if got := d.cover.Visible() && d.coverRow[0].Visible(); got != tt.cover {
			t.Errorf("%s: the cover row shown %v, want %v", tt.format, got, tt.cover)
		}
		pop, ok := h.u.win.Canvas().Overlays().Top().(*widget.PopUp)
		if !ok {
			t.Fatal("no dialog shown")
		}
		if got, want := pop.Content.Size().Height, pop.Content.MinSize().Height; got > want+0.5 {
			t.Errorf("%s: the dialog is %.0f px tall, its content needs %.0f: an empty band", tt.format, got, want)
		}
	}
}

// TestExamplesLeadInTheInterfaceLanguage: the export dialog's language
// box and the import preview's chapter pattern name the interface
// language's examples first; the English ones led with zh-CN and 第X章/回.
func TestExamplesLeadInTheInterfaceLanguage(t *testing.T) {
	tests := []struct {
		language         string
		pattern, langBox string // what the examples start with
	}{
		{langEn, "Chapter N", "en"},
		{langZh, "第X章", "zh-CN"},
	}
	// examples is what follows the placeholder's bracket and colon.
	examples := func(text string) string {
		for _, sep := range []string{"(", "（", ":", "："} {
			if _, after, ok := strings.Cut(text, sep); ok {
				text = after
			}
		}
		return strings.TrimSpace(text)
	}
	for _, tt := range tests {
		h := newHarness(t, harnessOptions{noModel: true, language: tt.language})
		p := h.addFrontMatterBook()
		d := newExportDialog(h.u, p, engine.ProjectMeta{})
		if got := examples(d.language.PlaceHolder); !strings.HasPrefix(got, tt.langBox) {
			t.Errorf("%s: the export language box reads %q, want its examples to start with %s", tt.language, d.language.PlaceHolder, tt.langBox)
		}
		pre := h.u.previewImport("book.txt", []byte("第一章 起\n\n正文。\n"))
		if got := examples(pre.pattern.PlaceHolder); !strings.HasPrefix(got, tt.pattern) {
			t.Errorf("%s: the chapter pattern reads %q, want its examples to start with %s", tt.language, pre.pattern.PlaceHolder, tt.pattern)
		}
		h.close()
	}
}

// TestExportSaysTheTitlePage: front matter that held only the book's
// title and its byline (kept as chapter 0 by the import) is the file's
// title page, with no page of its own; the message said "and front
// matter (chapter 0)" of a file that has none.
func TestExportSaysTheTitlePage(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	h.importManuscript("walk.txt", "The Long Walk\n\nby Jane Roe\n\nChapter 1\n\nThe road ran north through the hills, and they walked it all day.\n\n"+
		"Chapter 2\n\nBy nightfall the town was in sight, its lamps lit one by one.\n")
	h.waitFor("the import", func() bool { return len(h.projectChapters("The Long Walk")) == 3 })
	h.closeImportProgress()
	p, _, err := h.eng.ProjectByName("The Long Walk")
	if err != nil {
		t.Fatal(err)
	}
	meta, err := h.eng.ProjectMeta(p.ID)
	if err != nil || meta.Author != "Jane Roe" {
		t.Fatalf("meta %+v (%v): the import did not take the byline", meta, err)
	}
	c := h.u.Window().Canvas()
	d := newExportDialog(h.u, p, meta)
	d.format.SetSelected(exportFormatLabel("epub"))
	exportWith(t, h, d, "walk.epub")
	h.waitFor("the export's message", func() bool { return c.Overlays().Top() != nil })
	if want := "Exported 2 chapters and the title page (the front matter held only the book’s title and author) to "; !findLabel(c.Overlays().Top(), want) {
		t.Errorf("no message %q", want)
	}
}
