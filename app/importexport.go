package app

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
	"inkflow/engine/importer"
	"inkflow/internal/safefile"
)

// importFile asks for a manuscript (TXT, Markdown, Word .docx or EPUB)
// and imports it.
func (u *UI) importFile() {
	opened := func(r fyne.URIReadCloser, err error) {
		if err != nil {
			u.showError(lang.L("Import"), err)
			return
		}
		if r == nil {
			return // cancelled
		}
		u.rememberFolder(r.URI())
		u.readManuscript(r)
	}
	d := dialog.NewFileOpen(opened, u.win)
	d.SetFilter(storage.NewExtensionFileFilter(manuscriptExtensions))
	u.showOpenDialog(d, lang.L("Choose a manuscript to import"), manuscriptExtensions, opened)
}

// manuscriptExtensions are the file endings an import reads.
var manuscriptExtensions = []string{".txt", ".md", ".markdown", ".docx", ".epub", ".TXT", ".MD", ".DOCX", ".EPUB"}

// isManuscript reports whether a file's name has an ending an import
// reads.
func isManuscript(name string) bool {
	return slices.ContainsFunc(manuscriptExtensions, func(ext string) bool {
		return strings.EqualFold(filepath.Ext(name), ext)
	})
}

// dropped imports a manuscript dropped on the window as File › Import
// Manuscript… does once a file is chosen: the preview lists its chapters
// and asks where they go. Of several files the first manuscript is taken,
// as the preview shows one book at a time; when none is one, a notice
// says what an import reads.
func (u *UI) dropped(_ fyne.Position, uris []fyne.URI) {
	for _, uri := range uris {
		if !isManuscript(uri.Name()) {
			continue
		}
		r, err := storage.Reader(uri)
		if err != nil {
			u.showError(lang.L("Import"), err)
			return
		}
		u.rememberFolder(uri)
		u.readManuscript(r)
		return
	}
	if len(uris) > 0 {
		u.showInfo(lang.L("Import"), lang.L("InkFlow imports manuscripts in TXT, Markdown, Word (.docx) and EPUB."))
	}
}

// readManuscript reads a file in the background, then previews its
// chapters (see previewImport), which asks where they go.
func (u *UI) readManuscript(r fyne.URIReadCloser) {
	name := r.URI().Name()
	fetch(u, tr("Import: “{{.V}}”", name), func() ([]byte, error) {
		defer r.Close()
		return safefile.ReadAll(r, safefile.MaxText)
	}, func(data []byte) { u.previewImport(name, data) })
}

// parseManuscript splits a file into chapters the way `inkflow import`
// does (engine.ParseBook, default rules; tests import through it).
func parseManuscript(name string, data []byte) ([]importer.Chapter, error) {
	return engine.ParseBook(name, data, importer.Options{})
}

// importTargets are the projects an import may go into, as the import
// preview's Into choice offers them: options in the order shown, the
// project name of each, the one chosen for the author, and why (note,
// "" when there is nothing to explain).
type importTargets struct {
	options []string
	names   map[string]string // option → project name
	chosen  string
	note    string
}

// chooseImportTarget works out where an import of chs, read from
// fileName, goes, and calls done with it on the UI goroutine. The first
// option is a new project named book — the book's title when the file
// states it, else the file's name (engine.BookTitle, which the preview
// reads in the background: a Word document's title may take unpacking
// it) — named apart (呐喊 (2)) when a project has that name. The
// projects called book already, or after the file's name (as an earlier
// import named it), come next (and those named apart from them, where an
// earlier import of the same title went), then every other project. One
// of the same name is chosen only when the file goes on with it
// (it holds chapters the project has, holdsChaptersOf, as the same file
// imported again or a serial's longer download does, or its numbering
// goes on from the project's). Otherwise the new project is chosen: two
// books of one title are more often two books, or two drafts, than one
// book in two files, and adding would mix them in one chapter list the
// author must take apart by hand. When the file goes on with none of
// them and the current project awaits a book (Engine.AwaitsBook: the
// empty Chapter 1 of a project the author has just made to import into),
// that project is chosen. What the projects hold is read in the
// background.
func (u *UI) chooseImportTarget(fileName, book string, chs []importer.Chapter, done func(importTargets)) {
	earlier := engine.FileBookName(fileName)
	var same []engine.Project // the projects of the book's or the file's name, or named apart from them (呐喊 (2))
	for _, p := range u.state.projectList() {
		if p.Name == book || p.Name == earlier || namedApart(p.Name, book) || namedApart(p.Name, earlier) {
			same = append(same, p)
		}
	}
	current, _ := u.state.project(u.state.projectID())
	if len(same) == 0 && current.ID == 0 {
		done(u.importTargets(book, nil, "", "")) // nothing to read
		return
	}
	titles := make([][]string, len(same)) // read here: the state is the UI thread's
	for i, p := range same {
		for _, c := range u.state.chapterList(p.ID) {
			titles[i] = append(titles[i], c.Title)
		}
	}
	news := make([]engine.NewChapter, len(chs))
	for i, c := range chs {
		news[i] = engine.NewChapter{Title: c.Title, Index: c.Index, Text: c.Text}
	}
	u.background(func() {
		goesOn, awaiting := "", ""
		for i, p := range same {
			had, err := u.eng.ChaptersInProject(p.Name, news)
			// A project that cannot be read is not chosen: the choice
			// made for the author must be the safe one.
			if err == nil && (holdsChaptersOf(had, chs) || numberingGoesOn(titles[i], chs)) {
				goesOn = p.Name
				break
			}
		}
		if current.ID != 0 && goesOn == "" {
			if ok, err := u.eng.AwaitsBook(current.ID); err == nil && ok {
				awaiting = current.Name
			}
		}
		u.do(func() { done(u.importTargets(book, same, goesOn, awaiting)) })
	})
}

// holdsChaptersOf reports whether a file holds chapters of a project,
// had saying which of its chapters chs the project has
// (Engine.ChaptersInProject). The front matter does not count when the
// file has chapters: a title page (呐喊, 鲁迅) is what two books of one
// title share, and it alone sent a draft of its own into the project of
// the title. A file of front matter alone counts by it.
func holdsChaptersOf(had []bool, chs []importer.Chapter) bool {
	numbered := slices.ContainsFunc(chs, func(c importer.Chapter) bool { return c.Index > 0 })
	for i, in := range had {
		if in && (chs[i].Index > 0 || !numbered) {
			return true
		}
	}
	return false
}

// numberingGoesOn reports a file whose first numbered chapter is the one
// after the project's last of its kind (第三十一章 after 第三十章): the
// next part of a serial, downloaded apart.
func numberingGoesOn(project []string, chs []importer.Chapter) bool {
	last := map[string]int{} // kind → the project's largest number
	for _, t := range project {
		if nt, ok := importer.ParseNumberedTitle(t); ok && !nt.Section {
			last[nt.Kind] = max(last[nt.Kind], nt.Number)
		}
	}
	for _, c := range chs {
		if nt, ok := importer.ParseNumberedTitle(c.Title); ok && !nt.Section {
			return last[nt.Kind] > 0 && nt.Number == last[nt.Kind]+1
		}
	}
	return false
}

// importTargets lists the Into choice of chooseImportTarget: same are
// the projects named as the book or its file, offered first after a new
// project; goesOn the one of them the file goes on with, chosen, else
// awaiting, a project that awaits a book ("" for both chooses the new
// project).
func (u *UI) importTargets(book string, same []engine.Project, goesOn, awaiting string) importTargets {
	projects := u.state.projectList()
	taken := make(map[string]bool, len(projects))
	for _, p := range projects {
		taken[p.Name] = true
	}
	newName := distinctName(book, taken)
	newLabel := tr("New project “{{.V}}”", newName)
	t := importTargets{options: []string{newLabel}, names: map[string]string{newLabel: newName}, chosen: newLabel}
	for _, p := range same {
		label := tr("Add to “{{.V}}”", p.Name)
		t.options = append(t.options, label)
		if p.Name == goesOn {
			t.chosen = label
		}
	}
	for _, p := range projects {
		label := tr("Add to “{{.V}}”", p.Name)
		if !slices.Contains(t.options, label) {
			t.options = append(t.options, label)
		}
		t.names[label] = p.Name
		if goesOn == "" && p.Name == awaiting {
			t.chosen = label
		}
	}
	// Why the choice is what it is, when a project of the name is there:
	// the author sees 呐喊 (2) and may wonder why not 呐喊.
	switch {
	case goesOn != "":
		t.note = tr("This file goes on with “{{.V}}” (it has chapters of it, or its numbering follows on), so it is added there.", goesOn)
	case awaiting != "":
		t.note = tr("“{{.V}}” has no text yet: the book goes into it, in place of its empty chapter.", awaiting)
	case len(same) > 0:
		t.note = tr("“{{.V}}” is another book of the same title: this file does not go on with it, so a new project is made.", same[0].Name)
	}
	return t
}

// runImport stores the chapters in the project named into (created if
// need be) in the background and shows indexing progress; closing the
// progress dialog leaves indexing running. The imported book joins the
// sidebar; it becomes the current project, its first chapter open, only
// when no chapter is open.
func (u *UI) runImport(book, into string, chs []importer.Chapter, page importer.TitlePage) {
	bar := widget.NewProgressBar()
	label := widget.NewLabel(lang.L("Saving chapters…"))
	skipped := newProseLabel("")
	skipped.Hide()
	// Titled by the book, not "Importing …": a dialog cannot change its
	// title, and it stays open, done, until the author closes it. The
	// title between quotation marks after a colon ("Import: “The
	// Wonderful Wizard of Oz”"), as English names a book: bare, "Import
	// The Wonderful Wizard of Oz" read as an order; the Chinese puts it
	// in 《》.
	prog := dialog.NewCustom(tr("Import: “{{.V}}”", book), lang.L("Continue in background"), container.NewVBox(label, bar, skipped), u.win)
	prog.Resize(fyne.NewSize(520, 160)) // room for the notes on what was left out
	prog.Show()
	had := map[string]bool{} // the titles of the project's chapters
	for _, p := range u.state.projectList() {
		if p.Name == into {
			for _, c := range u.state.chapterList(p.ID) {
				had[c.Title] = true
			}
		}
	}
	open := u.state.openChapterRequest().chapterID
	u.background(func() {
		pid, made, err := importBook(u.eng, into, chs, page)
		// The import replaces a new project's empty Chapter 1
		// (Engine.ImportBooks), which may be the one open.
		replaced := err == nil && open != 0 && errors.Is(chapterErr(u.eng, open), engine.ErrNotFound)
		u.do(func() {
			if err != nil {
				prog.Hide()
				u.showError(tr("Import: “{{.V}}”", book), err)
				return
			}
			// With no chapter open (or the open one replaced by the book)
			// the author sees the book arrive: its first imported chapter
			// opens. An open chapter stays, so the window never shows one
			// book while search, the wiki and new chapters act on another.
			if now := u.state.openChapterRequest().chapterID; now == 0 || replaced && now == open {
				u.state.setProject(pid)
				if len(made) > 0 {
					u.state.openChapter(pid, made[0].ID, nil)
				}
			}
			if len(made) == 0 {
				// Every chapter was there already: nothing to index, so no
				// progress to show (a bar of 0 of 0 read
				// -9223372036854775808%) under a title that says importing.
				prog.Hide()
				u.state.reload(nil)
				u.showInfo(tr("Import: “{{.V}}”", book), quotedN("Nothing new to import: “{{.Project}}” has these {{.V}} chapters already (the same text under the same title, or as an export of the project writes them).", len(chs),
					map[string]any{"V": groupDigits(len(chs)), "Project": into}))
				return
			}
			var notes []string
			if n := len(chs) - len(made); n > 0 {
				notes = append(notes, lang.N("{{.V}} chapters were in the project already (the same text under the same title, or as an export of the project writes them) and were not added again.", n, map[string]any{"V": groupDigits(n)}))
			}
			// A chapter revised since the last import comes in as a new one
			// beside the old: say so, or the book holds two 药 unnoticed.
			var twins []string
			for _, c := range made {
				if had[c.Title] {
					twins = append(twins, c.Title)
				}
			}
			if len(twins) > 0 {
				notes = append(notes, quotedN("{{.V}} added chapters have the title of a chapter the project had, with other text (such as “{{.Title}}”): both are kept.", len(twins),
					map[string]any{"V": groupDigits(len(twins)), "Title": displayTitle(twins[0])}))
			}
			if len(notes) > 0 {
				skipped.SetText(strings.Join(notes, "\n"))
				skipped.Show()
			}
			u.state.reload(nil)
			// Once nothing runs on, the button no longer offers to
			// continue in the background: it closes the dialog.
			u.trackImport(pid, made, bar, label, func() { prog.SetDismissText(lang.L("Close")) })
		})
	})
}

// importBook writes chapters into the project named into, as `inkflow
// import` does (Engine.ImportBooks: numbered after the project's chapters,
// the ones it has already left out; a project it creates takes the title
// page's title and author). It returns the project and the new chapters.
func importBook(eng *engine.Engine, into string, chs []importer.Chapter, page importer.TitlePage) (uint64, []engine.Chapter, error) {
	news := make([]engine.NewChapter, len(chs))
	for i, c := range chs {
		news[i] = engine.NewChapter{Title: c.Title, Index: c.Index, Text: c.Text}
	}
	made, err := eng.ImportBooks([]engine.NewBook{{Project: into, Chapters: news, TitlePage: page}})
	if err != nil {
		return 0, nil, err
	}
	p, _, err := eng.ProjectByName(into)
	if err != nil {
		return 0, nil, err
	}
	return p.ID, made[0], nil
}

// chapterErr is the error reading chapter id gives, nil when it is there.
func chapterErr(eng *engine.Engine, id uint64) error {
	_, err := eng.Chapter(id)
	return err
}

// trackImport follows the indexing of imported chapters in a progress
// bar, and calls done on the UI goroutine when it stops following (all
// indexed, no model to index with, or an error). It polls the chapters'
// index states rather than listening for indexer events: the import
// scheduled the work before this runs, so a fast indexer may already
// have announced some chapters as done.
func (u *UI) trackImport(projectID uint64, made []engine.Chapter, bar *widget.ProgressBar, label *widget.Label, done func()) {
	chapterIDs := make([]uint64, len(made))
	for i, c := range made {
		chapterIDs[i] = c.ID
	}
	total := len(chapterIDs)
	// The last word counts as the preview did, the front matter apart:
	// "15 chapters and front matter", not 16 chapters.
	numbered, front := 0, ""
	for _, c := range made {
		if c.Index > 0 {
			numbered++
		}
	}
	if numbered < total {
		front = lang.L(" and front matter (0)")
	}
	bar.Max = float64(total)
	noModel := u.eng.Embedder() == nil
	go func() {
		ticker := time.NewTicker(200 * time.Millisecond)
		defer ticker.Stop()
		for {
			n, err := indexedCount(u.eng, projectID, chapterIDs)
			finished := err == nil && n >= total
			last := finished || noModel || err != nil
			u.do(func() {
				bar.SetValue(float64(n))
				switch {
				case err != nil:
					label.SetText(tr("Indexing progress unavailable: {{.V}}", errorText(err)))
				case noModel:
					label.SetText(lang.N("{{.V}} chapters saved. They are indexed once an embedding model is loaded.", total, map[string]any{"V": groupDigits(total)}))
				case finished:
					label.SetText(lang.N("{{.V}} chapters{{.Front}} imported and indexed.", numbered, map[string]any{"V": groupDigits(numbered), "Front": front}))
				default:
					label.SetText(lang.L("Indexing for search: {{.N}} of {{.Total}} chapters…", map[string]any{"N": groupDigits(n), "Total": groupDigits(total)}))
				}
				if last {
					done()
				}
			})
			if last {
				return
			}
			select {
			case <-u.ctx.Done():
				return
			case <-ticker.C:
			}
		}
	}()
}

// indexedCount counts how many of the given chapters search covers.
func indexedCount(eng *engine.Engine, projectID uint64, chapterIDs []uint64) (int, error) {
	infos, err := eng.Chapters(projectID)
	if err != nil {
		return 0, err
	}
	state := make(map[uint64]engine.IndexState, len(infos))
	for _, c := range infos {
		state[c.ID] = c.State
	}
	n := 0
	for _, id := range chapterIDs {
		// A chapter deleted meanwhile has nothing left to index.
		if s, ok := state[id]; !ok || s == engine.StateIndexed {
			n++
		}
	}
	return n, nil
}

// exportProject is File › Export as Text… and Export as Markdown…: the
// whole of the current project in format (engine.ExportFormat "txt" or
// "md"), to a file the author picks. The menu's two formats are written
// by the engine's export, as the Export dialog and `inkflow export`
// write them: a renderer of the app's own left the TXT without the
// 【卷首】 / [Front matter] mark an import reads the front matter by, and
// wrote a title that says no number (风起) as a plain line an import
// joins to the chapter before it.
func (u *UI) exportProject(format engine.ExportFormat) {
	p, ok := u.exportable()
	if !ok {
		return
	}
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			u.showError(lang.L("Export"), err)
			return
		}
		if w == nil {
			return
		}
		u.rememberExportFolder(w.URI())
		u.exportWhole(p, format, w, w.URI().Path())
	}, u.win)
	d.SetFileName(p.Name + "." + string(format))
	u.showFileDialog(d, lang.L("Export to"), true)
}

// exportable is the current project when it has something to export,
// else it says why not and is false. A book whose chapters were all
// deleted is refused before the file dialog: the engine refused it only
// after the dialog had made the file, and an empty 书名.txt was left
// behind the error.
func (u *UI) exportable() (engine.Project, bool) {
	p, ok := u.state.project(u.state.projectID())
	if !ok {
		u.showInfo(lang.L("Export"), lang.L("Select a project to export first."))
		return engine.Project{}, false
	}
	if len(u.state.chapterList(p.ID)) == 0 {
		u.showInfo(lang.L("Export"), lang.L("This book has no chapters: there is nothing to export."))
		return engine.Project{}, false
	}
	return p, true
}

// exportWhole writes all of project p in format to w (closed after),
// which is the file at path, and says what it wrote, the front matter
// apart.
func (u *UI) exportWhole(p engine.Project, format engine.ExportFormat, w io.WriteCloser, path string) {
	u.exportTo(p.ID, engine.ExportOptions{Format: format}, w, path, p.Name)
}

// exportTo writes the chapters of a project opts selects to w through
// the engine's export (Engine.ExportProject, the one writer of every
// export), in the background, closes w, and says what it wrote to path
// as the chapter tree counts it, the front matter apart ("2 chapters and
// front matter (chapter 0)", "the front matter (chapter 0)" alone) and
// naming the project when name is not "". The chapters are the ones the
// tree lists, read on the UI goroutine before the export starts.
func (u *UI) exportTo(projectID uint64, opts engine.ExportOptions, w io.WriteCloser, path, name string) {
	numbers := engine.ChapterNumbers(u.state.chapterList(projectID))
	lo, _, err := engine.ChapterSpan(numbers, opts.From, opts.To)
	front := err == nil && lo < len(numbers) && numbers[lo] == 0
	// Saving closed the file dialog and nothing showed until the message,
	// which waits behind the saves queued before it (they go first, so
	// the export has the latest text): a dialog says the export is under
	// way from Save on and goes when the message comes.
	bar := widget.NewProgressBarInfinite()
	prog := dialog.NewCustom(lang.L("Export"), lang.L("Continue in background"),
		container.NewVBox(newProseLabel(tr("Exporting to {{.V}}…", path)), bar), u.win)
	prog.Resize(fyne.NewSize(480, 140))
	prog.Show()
	done := func() { bar.Stop(); prog.Hide() }
	fetch(u, lang.L("Export"), func() (engine.Exported, error) {
		exported, err := u.eng.ExportProject(projectID, opts, w)
		if cerr := w.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			u.do(done)
		}
		return exported, err
	}, func(exported engine.Exported) {
		done()
		n, apart := frontApart(exported.Chapters, front && exported.Front)
		if exported.FrontIsTitlePage {
			// Chapter 0 held the title and author alone: the file's title
			// page is all of it, and it has no page of its own.
			apart = lang.L(" and the title page")
		}
		d := map[string]any{"N": groupDigits(n), "Front": apart, "Name": name, "Path": path}
		var msg string
		switch {
		case n == 0 && front && name != "":
			msg = quotedL("Exported the front matter (0) of “{{.Name}}” to {{.Path}}.", d)
		case n == 0 && front:
			msg = lang.L("Exported the front matter (0) to {{.Path}}.", d)
		case name != "":
			msg = quotedN("Exported {{.N}} chapters{{.Front}} of “{{.Name}}” to {{.Path}}.", n, d)
		default:
			msg = lang.N("Exported {{.N}} chapters{{.Front}} to {{.Path}}.", n, d)
		}
		u.showInfo(lang.L("Export"), msg)
	})
}

// frontApart counts n written chapters as the chapter tree and the
// import count them, the front matter (chapter 0, 扉页) apart: the
// numbered chapters, and " and front matter (0)" to say after them when
// front (the export said 6 chapters of a book the tree calls 5 章).
func frontApart(n int, front bool) (int, string) {
	if !front {
		return n, ""
	}
	return n - 1, lang.L(" and front matter (0)")
}

// namedApart reports a project name that distinctName made of name:
// "呐喊 (2)" of 呐喊, where an earlier import of the same book may have
// gone.
func namedApart(project, name string) bool {
	rest, ok := strings.CutPrefix(project, name+" (")
	n, ok2 := strings.CutSuffix(rest, ")")
	if !ok || !ok2 || n == "" || n[0] == '0' {
		return false
	}
	return strings.Trim(n, "0123456789") == ""
}

// distinctName is name, or when a project has it already (taken), the
// first of "name (2)", "name (3)" … that none has: a new project beside
// one of the same title.
func distinctName(name string, taken map[string]bool) string {
	if !taken[name] {
		return name
	}
	for n := 2; ; n++ {
		if c := fmt.Sprintf("%s (%d)", name, n); !taken[c] {
			return c
		}
	}
}
