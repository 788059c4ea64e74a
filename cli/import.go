package cli

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"regexp"
	"regexp/syntax"
	"slices"
	"strconv"
	"time"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
	"inkflow/engine/importer"
	"inkflow/internal/safefile"
)

func runImport(e *env, args []string) error {
	fs := newFlags(e, "import", "[--project NAME] [--chapter-regex RE] [--encoding auto|utf-8|gb18030|utf-16] [--keep-line-breaks] [--dry-run [--json]] [--no-wait] FILE...")
	project := fs.String("project", "", lang.X("cli.flag.project.import", "project to import into (default: the title each file states, else its name)"))
	chapterRE := fs.String("chapter-regex", "", lang.X("cli.flag.chapter-regex", "regular expression matching chapter heading lines (default: 第X回/章/节, Chapter N, roman numerals)"))
	noWait := fs.Bool("no-wait", false, lang.X("cli.flag.no-wait.import", "return once the text is saved; index in the background of the next run"))
	encoding := fs.String("encoding", "", lang.X("cli.flag.encoding", "convert the files from this encoding: auto, utf-8, gb18030 (also GBK) or utf-16 (default: UTF-8 only, other encodings are named and refused)"))
	keepBreaks := fs.Bool("keep-line-breaks", false, lang.X("cli.flag.keep-line-breaks", "keep every line break of a hard-wrapped file (default: its wrapped lines are joined into paragraphs)"))
	dryRun := fs.Bool("dry-run", false, lang.X("cli.flag.dry-run.import", "list the chapters that would be imported (index, title, length) and import nothing"))
	asJSON := fs.Bool("json", false, lang.X("cli.flag.json.import", "with --dry-run: print JSON: files[].file, project, chapters[].index, title, zi, chars, words"))
	if err := parse(fs, args); err != nil {
		return err
	}
	if *asJSON && !*dryRun {
		return usageX("cli.usage.import-json", "import: --json needs --dry-run")
	}
	opts := importer.Options{KeepLineBreaks: *keepBreaks}
	if *encoding != "" {
		enc, err := importer.ParseEncoding(*encoding)
		if err != nil {
			return usageX("cli.usage.import-encoding", "import: --encoding: {{.Err}}", map[string]any{"Err": errText(err), "Name": *encoding})
		}
		opts.Encoding = enc
	}
	if *chapterRE != "" {
		re, err := regexp.Compile(*chapterRE)
		if err != nil {
			// Said as find and replace say a bad pattern: the English
			// of regexp is "error parsing regexp: missing closing ): `(`".
			detail := errText(err)
			if se := (*syntax.Error)(nil); errors.As(err, &se) {
				detail = engine.RegexpProblem(string(se.Code), uiLanguage())
			}
			return usageX("cli.usage.import-regex", "import: --chapter-regex: not a valid regular expression {{.Q}}: {{.Detail}}",
				map[string]any{"Q": strconv.Quote(*chapterRE), "Name": *chapterRE, "Detail": detail})
		}
		opts.HeadingPattern = re
	}
	if fs.NArg() == 0 {
		return usageX("cli.usage.import-file", "import: no FILE given")
	}

	// Read and parse everything before touching the database, so a bad file
	// in the list imports nothing rather than half a series.
	var books []book
	for _, path := range fs.Args() {
		b, err := readBook(path, opts)
		if err != nil {
			return err
		}
		if *project != "" {
			b.project, b.fileName = *project, ""
		}
		books = append(books, b)
	}
	if *dryRun {
		had := chaptersHad(e, books)
		previews := make([]bookPreview, len(books))
		for i, b := range books {
			previews[i] = bookPreview{File: b.path, Project: b.project, readAs: b.readAs}
			for j, c := range engine.PreviewChapters(b.chapters) {
				previews[i].Chapters = append(previews[i].Chapters, chapterPreview{ChapterPreview: c, InProject: had[i][j]})
			}
		}
		return printPreview(e, previews, *asJSON)
	}

	if !*noWait {
		// A folder the import creates has the default model: one that
		// cannot load stops the import before the folder is made, which
		// was left behind, empty, under the --data it was to start.
		if _, err := os.Stat(e.dataDir); errors.Is(err, os.ErrNotExist) {
			emb, err := loadModel("", e.dataDir)
			if err != nil {
				return noWaitHint((&session{modelErr: err}).requireModel())
			}
			if err := emb.Close(); err != nil {
				return err
			}
		}
	}
	e.startsData = true // an import starts a book: it may create the folder
	s, err := openSession(e)
	if err != nil {
		return err
	}
	defer s.Close()
	if !*noWait {
		if err := s.requireModel(); err != nil {
			return noWaitHint(err)
		}
	}

	if err := settleProjects(s.eng, books); err != nil {
		return err
	}
	start := time.Now()
	news := make([]engine.NewBook, len(books))
	for i, b := range books {
		news[i] = engine.NewBook{Project: b.project, Chapters: newChapters(b.chapters), TitlePage: b.page}
	}
	// The titles each project has, to tell of a chapter added beside one
	// of the same title (a chapter revised since the last import).
	titles := make([]map[string]bool, len(books))
	for i, b := range books {
		if titles[i], err = chapterTitles(s, b.project); err != nil {
			return err
		}
	}
	// A new project under the name of a deleted one: the author may have
	// meant to add to that one, which is restored first.
	deleted := map[string]uint64{}
	gone, err := s.eng.DeletedProjects()
	if err != nil {
		return err
	}
	for _, p := range slices.Backward(gone) { // the newest deletion wins
		deleted[p.Name] = p.ID
	}
	// One transaction for every file: a failure imports nothing.
	made, err := s.eng.ImportBooks(news)
	if err != nil {
		if be, ok := errors.AsType[*engine.BookError](err); ok {
			return kindX("cli.err.import-book-failed", "import {{.File}}: nothing was imported: {{.Err}}", err, map[string]any{"File": books[be.Book].path, "Err": errText(err)})
		}
		return kindX("cli.err.import-failed", "import: nothing was imported: {{.Err}}", err, map[string]any{"Err": errText(err)})
	}
	var owners []engine.Owner
	total := 0
	for i, b := range books {
		// Said as the --dry-run preview says it: the front matter
		// apart, the length in the book's own count (words for
		// English, 字 otherwise).
		var sum engine.TextCounts
		indexes := make([]int, len(made[i]))
		for j, c := range made[i] {
			owners = append(owners, c.Owner())
			sum = sum.Add(engine.TextCounts{Zi: c.Zi, Chars: c.Chars, Words: c.Words})
			indexes[j] = c.Index
		}
		total += sum.Chars
		mode := sum.NaturalMode()
		if len(made[i]) == 0 {
			// Nothing added (all there already): the count of no text
			// is 字 whatever the book; say it in the file's own count,
			// as the preview does ("0 words" for an English book).
			var all engine.TextCounts
			for _, c := range b.chapters {
				all = all.Add(engine.CountText(c.Text))
			}
			mode = all.NaturalMode()
		}
		fmt.Fprintln(e.stdout, lang.X("cli.imported", "imported {{.File}}: {{.Chapters}}, {{.Count}} into project \"{{.Project}}\"",
			map[string]any{"File": b.path, "Chapters": sayChapters(indexes), "Count": sayCount(sum, mode), "Project": b.project}))
		sayReadAs(e, b.path, b.readAs)
		if skipped := len(b.chapters) - len(made[i]); skipped > 0 {
			fmt.Fprintln(e.stdout, lang.X("cli.import-skipped", "{{.N}} chapter{{if ne .N 1}}s were{{else}} was{{end}} in the project already (the same text under the same title, or as an export of the project writes {{if ne .N 1}}them{{else}}it{{end}}) and {{if ne .N 1}}were{{else}}was{{end}} not added again",
				map[string]any{"N": skipped}))
		}
		if id, ok := deleted[b.project]; ok && titles[i] == nil {
			fmt.Fprintln(e.stdout, lang.X("cli.import-new-beside-deleted", "a deleted project is also called \"{{.Project}}\": this import made a new one (to add to that one, restore it first: inkflow project restore {{.ID}})",
				map[string]any{"Project": b.project, "ID": id}))
		}
		var twins []string
		for _, c := range made[i] {
			if titles[i][c.Title] {
				twins = append(twins, c.Title)
			}
		}
		if len(twins) > 0 {
			fmt.Fprintln(e.stdout, lang.X("cli.import-twins", "{{.N}} added chapter{{if ne .N 1}}s have{{else}} has{{end}} the title of a chapter the project had, with other text (such as \"{{.Title}}\"): both are kept",
				map[string]any{"N": len(twins), "Title": twins[0]}))
		}
	}
	if *noWait || len(owners) == 0 {
		return nil // nothing to index
	}
	// Ctrl-C while indexing stops the wait, not the process: the text is
	// committed already, and the database is closed as after any command,
	// with a line that says so instead of a silent death.
	ctx, stop := interruptible()
	defer stop()
	if err := waitIndexed(ctx, e, s.eng, owners, lang.X("cli.indexing", "indexing")); err != nil {
		if errors.Is(err, context.Canceled) {
			return errImportInterrupted(books, err)
		}
		return err
	}
	took := time.Since(start)
	// Grouped as the summary line above groups its words: "42156
	// characters … (175174 chars/s)" read under "10,094 words".
	fmt.Fprintln(e.stdout, lang.X("cli.indexed", "indexed {{.Chars}} characters in {{.Secs}}s ({{.Rate}} chars/s)",
		map[string]any{"Chars": groupDigits(total), "Secs": fmt.Sprintf("%.1f", took.Seconds()), "Rate": groupDigits(int(math.Round(float64(total) / took.Seconds())))}))
	return nil
}

// sayChapters says how many chapters an import makes of a book whose
// chapters have these numbers, the front matter (0) apart: "24 chapters
// and front matter"; a book in which no heading was found is all front
// matter, which is said with what to do about it ("0 chapters and front
// matter" before).
func sayChapters(indexes []int) string {
	front := slices.Contains(indexes, 0)
	if front && len(indexes) == 1 {
		return lang.X("cli.chapters-front-only", "no chapter heading found, so all of it is front matter (chapter 0; --chapter-regex RE names the heading lines)")
	}
	return sayProjectChapters(len(indexes), front)
}

// book is one file of an import, read and split into chapters.
type book struct {
	path string
	// project is the project it goes into: --project, else the book's
	// title as the file states it, else the file's name
	// (engine.BookTitle, as the app's import names it).
	project string
	// fileName is the file's name without its extension
	// (engine.FileBookName) when it is not project and --project was
	// not given: the name an import gave its project before titles were
	// read, which settleProjects keeps going into.
	fileName string
	chapters []importer.Chapter
	// page is its title page, no chapter (engine.ParseBookPage).
	page importer.TitlePage
	// readAs is the encoding the file's byte-order mark named, which it
	// was converted from without --encoding (importer.BOMEncoding); ""
	// for one read as UTF-8 or as --encoding said.
	readAs string
}

// settleProjects sends a book named after its title into the project
// named after its file instead, when that one exists and none has the
// title: the project an earlier import made of the file (before the
// command line read titles, or of a download that had no header yet), so
// that importing a serial's longer download again adds its new chapters
// there, as before, rather than starting a second project.
func settleProjects(eng *engine.Engine, books []book) error {
	for i := range books {
		b := &books[i]
		if b.fileName == "" {
			continue
		}
		_, titled, err := eng.ProjectByName(b.project)
		if err != nil {
			return fmt.Errorf("import %s: %w", b.path, err)
		}
		if titled {
			continue
		}
		_, earlier, err := eng.ProjectByName(b.fileName)
		if err != nil {
			return fmt.Errorf("import %s: %w", b.path, err)
		}
		if earlier {
			b.project = b.fileName
		}
	}
	return nil
}

// chapterTitles is the set of the titles of a project's chapters (none
// for a project that does not exist yet).
func chapterTitles(s *session, project string) (map[string]bool, error) {
	p, ok, err := s.eng.ProjectByName(project)
	if err != nil || !ok {
		return nil, err
	}
	chs, err := s.eng.Chapters(p.ID)
	if err != nil {
		return nil, err
	}
	titles := make(map[string]bool, len(chs))
	for _, c := range chs {
		titles[c.Title] = true
	}
	return titles, nil
}

// newChapters is a file's chapters as the engine imports them.
func newChapters(chs []importer.Chapter) []engine.NewChapter {
	out := make([]engine.NewChapter, len(chs))
	for i, c := range chs {
		out[i] = engine.NewChapter{Title: c.Title, Index: c.Index, Text: c.Text}
	}
	return out
}

// chaptersHad says, for a dry run, which chapters of each book its
// project has already (engine.ChaptersInProject), which the import would leave
// out. A dry run changes nothing, so it reads only a database that exists;
// one it cannot open (the app holds it) is said on stderr and the preview
// marks nothing.
func chaptersHad(e *env, books []book) [][]bool {
	had := make([][]bool, len(books))
	for i, b := range books {
		had[i] = make([]bool, len(b.chapters))
	}
	if _, err := os.Stat(engine.DatabaseFile(e.dataDir)); err != nil {
		return had
	}
	if err := markHad(e, books, had); err != nil {
		fmt.Fprintln(e.stderr, lead(lang.X("cli.dry-run-unchecked", "the chapters the projects have already are not marked: {{.Err}}", map[string]any{"Err": errText(err)})))
		for i, b := range books {
			had[i] = make([]bool, len(b.chapters))
		}
	}
	return had
}

// markHad fills had (see chaptersHad) from the database.
func markHad(e *env, books []book, had [][]bool) error {
	s, err := openTextSession(e)
	if err != nil {
		return err
	}
	defer s.Close()
	if err := settleProjects(s.eng, books); err != nil {
		return err
	}
	for i, b := range books {
		if had[i], err = s.eng.ChaptersInProject(b.project, newChapters(b.chapters)); err != nil {
			return err
		}
	}
	return nil
}

// readBook reads and splits one file, with a clear error for things that
// are not text files, and names its project after the file. The command
// line keeps the file's name, which scripts and tools outside the project
// can predict (ARCHITECTURE §8); the app offers the book's title, where the
// author sees the name before importing.
func readBook(path string, opts importer.Options) (book, error) {
	data, err := safefile.ReadFile(path, safefile.MaxText)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return book{}, errNoFile(path)
		}
		if st, serr := os.Stat(path); serr == nil && st.IsDir() {
			return book{}, errors.New(lang.X("cli.err.import-dir", "import: {{.File}} is a directory; give the text files inside it", map[string]any{"File": path}))
		}
		return book{}, kindX("cli.err.import", "import: {{.Err}}", err, map[string]any{"Err": errText(err)})
	}
	chs, page, err := engine.ParseBookPage(path, data, opts)
	if encErr, ok := errors.AsType[*importer.EncodingError](err); ok {
		return book{}, encodingError(path, err, encErr)
	}
	// Said from the catalogue: the engine's detail is English.
	if errors.Is(err, engine.ErrNoText) {
		return book{}, kindX("cli.err.import-no-text", "import: {{.File}} has no text; nothing was imported", err, map[string]any{"File": path})
	}
	if errors.Is(err, importer.ErrBinary) {
		return book{}, kindX("cli.err.import-binary", "import: {{.File}} is not a text file (InkFlow imports TXT, Markdown, Word .docx and EPUB); nothing was imported", err, map[string]any{"File": path})
	}
	if err != nil {
		return book{}, kindX("cli.err.import", "import: {{.Err}}", err, map[string]any{"Err": errText(err)})
	}
	b := book{path: path, project: engine.BookTitle(path, data, chs, page), chapters: chs, page: page}
	if name := engine.FileBookName(path); name != b.project {
		b.fileName = name
	}
	if opts.Encoding == importer.Strict {
		// Converted without being asked: the byte-order mark says the
		// encoding, and the output says what was read.
		b.readAs = importer.BOMEncoding(data)
	}
	return b, nil
}

// sayReadAs tells, on a line of its own, that a file was converted from
// the encoding its byte-order mark names without --encoding; nothing for
// one read as UTF-8 or as --encoding said.
func sayReadAs(e *env, path, enc string) {
	if enc != "" {
		fmt.Fprintln(e.stdout, lang.X("cli.import-read-as", "{{.File}} was read as {{.Enc}}, as its byte-order mark says, and converted to UTF-8",
			map[string]any{"File": path, "Enc": enc}))
	}
}

// encodingError says that a file is not in the encoding it was read in,
// and what to do, in the user's language: the English is the engine's
// error and the importer's advice; the translations say the same from
// the error's fields.
func encodingError(path string, err error, enc *importer.EncodingError) error {
	flag := string(enc.Likely)
	if enc.Likely == importer.UTF16LE || enc.Likely == importer.UTF16BE {
		flag = "utf-16"
	}
	d := map[string]any{"Err": errText(err), "Advice": enc.Advice(), "File": path, "Read": enc.Read.String(),
		"Likely": enc.Likely.String(), "Flag": flag, "Offset": enc.Offset, "BOM": enc.BOMName()}
	switch {
	case enc.BOM:
		return kindX("cli.err.encoding-bom", "import: {{.Err}}; {{.Advice}}", err, d)
	case enc.Likely != "":
		return kindX("cli.err.encoding-likely", "import: {{.Err}}; {{.Advice}}", err, d)
	case enc.Advice() != "":
		return kindX("cli.err.encoding-utf8", "import: {{.Err}}; {{.Advice}}", err, d)
	}
	return kindX("cli.err.encoding-damaged", "import: {{.Err}}", err, d)
}

// bookPreview is one file of `import --dry-run --json`.
type bookPreview struct {
	File     string           `json:"file"`
	Project  string           `json:"project"`
	Chapters []chapterPreview `json:"chapters"`
	// readAs is book.readAs, said in the text (sayReadAs); no key of
	// the JSON.
	readAs string
}

// chapterPreview is one chapter of a bookPreview.
type chapterPreview struct {
	engine.ChapterPreview
	// InProject: the project has this chapter already (same title and
	// text), so the import leaves it out. A key added after the first
	// release.
	InProject bool `json:"in_project"`
}

// printPreview prints the chapters an import would make, as JSON or as
// one line per chapter.
func printPreview(e *env, books []bookPreview, asJSON bool) error {
	if asJSON {
		return printJSON(e.stdout, map[string]any{"files": books})
	}
	for _, b := range books {
		// Lengths in the book's own count: 字数 for Chinese, words for
		// English.
		var sum engine.TextCounts
		for _, c := range b.Chapters {
			sum = sum.Add(c.TextCounts)
		}
		mode := sum.NaturalMode()
		indexes := make([]int, len(b.Chapters))
		for j, c := range b.Chapters {
			indexes[j] = c.Index
		}
		fmt.Fprintln(e.stdout, lang.X("cli.dry-run", "{{.File}} → project \"{{.Project}}\": {{.Chapters}}, {{.Count}} {{.Unit}}",
			map[string]any{"File": b.File, "Project": b.Project, "Chapters": sayChapters(indexes), "Count": sayNumber(sum.In(mode)), "Unit": countUnit(mode, sum.In(mode))}))
		sayReadAs(e, b.File, b.readAs)
		had := 0
		for _, c := range b.Chapters {
			mark := ""
			if c.InProject {
				had++
				mark = "  " + lang.X("cli.dry-run-had", "(in the project already)")
			}
			fmt.Fprintf(e.stdout, "%4d  %8s %s  %s%s\n", c.Index, sayNumber(c.In(mode)), countUnit(mode, c.In(mode)), c.Title, mark)
		}
		if had > 0 {
			fmt.Fprintln(e.stdout, lang.X("cli.dry-run-skipped", "{{.N}} chapter{{if ne .N 1}}s are{{else}} is{{end}} in the project already (the same text under the same title, or as an export of the project writes {{if ne .N 1}}them{{else}}it{{end}}) and would not be added again",
				map[string]any{"N": had}))
		}
	}
	return nil
}

// errImportInterrupted: Ctrl-C stopped the wait for indexing after the
// text was saved. The line names a command that finishes the index now
// and runs as printed ("inkflow search --wait" alone stops at "no QUERY
// given"): reindex of the one project imported, or of all for several.
// A search with --wait, which the line names first, finishes only what
// is left, where reindex embeds the book again (三国演义: 24 s).
func errImportInterrupted(books []book, err error) error {
	cmd := "reindex"
	if projects := uniqueProjects(books); len(projects) == 1 {
		cmd += " --project " + shellWord(projects[0])
	}
	return kindX("cli.err.import-interrupted", "import: interrupted while indexing; the text is saved, and indexing resumes the next time InkFlow runs: a search with --wait finishes it, or rebuild it now with inkflow {{.Cmd}}", err, map[string]any{"Cmd": cmd})
}

// uniqueProjects is the projects books go into, each once, in order.
func uniqueProjects(books []book) []string {
	var out []string
	for _, b := range books {
		if !slices.Contains(out, b.project) {
			out = append(out, b.project)
		}
	}
	return out
}
