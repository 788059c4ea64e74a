package cli

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
)

// openTextSession opens the data directory without loading the model, for
// commands that only read or write text (export, project metadata).
func openTextSession(e *env) (*session, error) {
	// The engine's warnings go where openSession's go: collected and
	// printed after the command under the lead-in, not as raw log lines
	// ("time=… level=WARN msg=…") before its output.
	eng, err := openEngine(e, e.warnings.logger())
	if err != nil {
		return nil, err
	}
	return &session{eng: eng, modelErr: errors.New("not loaded by this command")}, nil
}

func runExport(e *env, args []string) error {
	fs, project := newProjectFlags(e, "export", "[--project NAME] [--format epub|docx|txt|md] [--chapters FROM-TO] [-o|--out FILE|-] [--gb18030]")
	format := fs.String("format", "", lang.X("cli.flag.format", "epub, docx, txt (web-novel layout) or md (default: the one --out's name ends in)"))
	chapters := fs.String("chapters", "", lang.X("cli.flag.chapters.export", "chapters by number as chapter list shows them, e.g. 1-20, 5-, 7, or 0 for the front matter (default: all, front matter included)"))
	out := fs.String("out", "", lang.X("cli.flag.out", "output file, - for stdout (default: TITLE.FORMAT here)"))
	// -o, as compilers, pandoc and curl name the output file: it was
	// refused with the flag package's "flag provided but not defined".
	fs.StringVar(out, "o", "", lang.X("cli.flag.o", "the same as --out `FILE`"))
	gb := fs.Bool("gb18030", false, lang.X("cli.flag.gb18030", "write TXT in GB18030 instead of UTF-8"))
	if err := parseArgs(fs, args, 0, usageX("cli.usage.export-arguments", "export takes no arguments (see inkflow export -h)")); err != nil {
		return err
	}
	named, isNamed := formatOfName(*out)
	if *format == "" && isNamed {
		*format = string(named) // --out 书.epub says it
	}
	if *format == "" {
		return usageX("cli.usage.export-format", "export: give --format (epub, docx, txt or md), or an --out name ending in one (书.epub)")
	}
	f, err := engine.ParseExportFormat(*format)
	if err != nil {
		// Said here, not by the engine's error, which ends in the
		// sentinel's English ": invalid argument".
		return usageX("cli.usage.export-bad-format", "export: unknown format {{.Q}} (want epub, docx, txt or md)", quoteData(*format))
	}
	if isNamed && named != f {
		// A TXT named 书.docx is a file Word will not open.
		return usageX("cli.usage.export-format-name", "export: --out {{.Path}} is named as a .{{.Named}} file, but --format is {{.Format}}; give --format {{.Named}}, or an --out name ending in .{{.Format}}",
			map[string]any{"Path": *out, "Named": string(named), "Format": string(f)})
	}
	if *gb && f != "txt" {
		return usageX("cli.usage.export-gb18030", "export: --gb18030 applies to --format txt only")
	}
	from, to, err := parseRange(*chapters)
	if err != nil {
		return err
	}
	s, pid, err := openTextProject(e, *project)
	if err != nil {
		return err
	}
	defer s.Close()
	opts := engine.ExportOptions{Format: f, From: from, To: to, GB18030: *gb}
	if *out == "-" {
		_, err := s.eng.ExportProject(pid, opts, e.stdout)
		return unknownChapterRange(err, s.projectArg())
	}
	path := *out
	if path == "" {
		meta, err := s.eng.ProjectMeta(pid)
		if err != nil {
			return err
		}
		title := meta.Title
		if title == "" {
			if title, err = projectName(s, pid); err != nil {
				return err
			}
		}
		path = safeFileName(title) + "." + string(f)
		if _, err := os.Lstat(path); err == nil {
			// The name the export picked may be the file the book was
			// imported from (a project is named after it): replacing it
			// unasked would lose what the import left out or changed.
			return kindX("cli.err.export-exists", "export: {{.Path}} exists already; to replace it, say so with --out {{.Path}}, or give --out another file name", engine.ErrExists, map[string]any{"Path": path})
		}
	}
	if err := outsideDataDir(path, e.dataDir); err != nil {
		return err
	}
	done, err := exportToFile(s.eng, pid, opts, path)
	if err != nil {
		return unknownChapterRange(err, s.projectArg())
	}
	what, err := sayExported(s.eng, pid, from, to, s.projectArg(), done)
	if err != nil {
		return err
	}
	fmt.Fprintln(e.stdout, lang.X("cli.exported", "exported {{.Chapters}} to {{.Path}}", map[string]any{"Chapters": what, "Path": path}))
	return nil
}

// sayExported says which chapters an export of from-to wrote as the
// import says a book's (sayChapters): the front matter apart, so that a
// book imported as "15 chapters and front matter" is not exported as
// "16 chapters". Front matter that was the book's title page and nothing
// else has no page of its own in the file (done.FrontIsTitlePage): the
// file holds the chapters and the title page, and the message says so.
func sayExported(eng *engine.Engine, pid uint64, from, to int, p string, done engine.Exported) (string, error) {
	chs, err := eng.Chapters(pid)
	if err != nil {
		return "", err
	}
	numbers := make([]int, len(chs))
	for i, c := range chs {
		numbers[i] = c.Index
	}
	lo, hi, err := engine.ChapterSpan(numbers, from, to)
	if err != nil {
		return "", unknownChapterRange(err, p)
	}
	indexes := numbers[lo:hi]
	if len(indexes) == 1 && indexes[0] == 0 {
		return lang.X("cli.exported-front-only", "the front matter"), nil
	}
	if done.FrontIsTitlePage && len(indexes) > 0 && indexes[0] == 0 {
		return lang.X("cli.exported-title-page", "{{.N}} chapter{{if ne .N 1}}s{{end}} and the title page (the front matter held only the book's title and author, which the title page gives)",
			map[string]any{"N": len(indexes) - 1}), nil
	}
	return sayChapters(indexes), nil
}

// formatOfName is the export format a file name's extension names
// (书.epub, 书.DOCX, 书.markdown), if any.
func formatOfName(path string) (engine.ExportFormat, bool) {
	ext := strings.ToLower(filepath.Ext(path))
	if ext == ".markdown" {
		ext = ".md"
	}
	if ext == "" {
		return "", false
	}
	f, err := engine.ParseExportFormat(ext[1:])
	return f, err == nil
}

// unknownChapterRange says the engine's refusal of a --chapters number no chapter
// has in the user's language, as a CHAPTER argument's is said (the range
// running backwards is refused before, by parseRange); p as
// errNoChapterIndex's.
func unknownChapterRange(err error, p string) error {
	if re := (*engine.ChapterRangeError)(nil); errors.As(err, &re) && re.Missing != 0 {
		// engine.FrontMatter missing is chapter 0, as the user typed it.
		return errNoChapterIndex(max(re.Missing, 0), re.First, re.Last, p)
	}
	return err
}

// outsideDataDir refuses an export file in the data directory or below
// it: the rename that puts the export in place would replace the database
// itself (`--out DATA/inkflow.db` left a 47-byte text file where the
// whole manuscript was), a backup or an index.
func outsideDataDir(path, dataDir string) error {
	if engine.InDataDir(path, dataDir) {
		return usageX("cli.usage.export-in-data", "export: {{.Path}} is in the data folder {{.Dir}}, where InkFlow keeps its database; write the book somewhere else", map[string]any{"Path": path, "Dir": dataDir})
	}
	return nil
}

// exportToFile writes the export beside path and renames it into place,
// so a failed export never leaves half a file under the real name.
func exportToFile(eng *engine.Engine, pid uint64, opts engine.ExportOptions, path string) (engine.Exported, error) {
	// Name the problem with --out, not with the temporary file beside it
	// ("rename /tmp/.inkflow-export-… /tmp/book: file exists").
	if st, err := os.Stat(path); err == nil {
		switch {
		case st.IsDir():
			return engine.Exported{}, errors.New(lang.X("cli.err.export-folder", "export: {{.Path}} is a folder; give --out a file name in it", map[string]any{"Path": path}))
		case !st.Mode().IsRegular():
			// The rename would put a file where the device was: as root,
			// --out /dev/full replaced the device.
			return engine.Exported{}, errors.New(lang.X("cli.err.export-not-file", "export: {{.Path}} is not a file (a device, pipe or socket); give --out a file name, or - for standard output", map[string]any{"Path": path}))
		}
	}
	// A link is followed, so the book replaces the file it names, not
	// the link.
	if target, err := filepath.EvalSymlinks(path); err == nil {
		path = target
	}
	dir := filepath.Dir(path)
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return engine.Exported{}, errors.New(lang.X("cli.err.export-no-folder", "export {{.Path}}: the folder {{.Dir}} does not exist", map[string]any{"Path": path, "Dir": dir}))
	}
	tmp, err := os.CreateTemp(dir, ".inkflow-export-*")
	if err != nil {
		return engine.Exported{}, exportError(path, err)
	}
	defer os.Remove(tmp.Name()) // no-op after the rename
	done, err := eng.ExportProject(pid, opts, tmp)
	if err == nil {
		// CreateTemp makes the file private; an exported book is a
		// document like any other.
		err = tmp.Chmod(0o644)
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		return engine.Exported{}, exportError(path, err)
	}
	return done, nil
}

// exportError is an export to path that failed with err.
func exportError(path string, err error) error {
	why := errText(err)
	if errors.Is(err, engine.ErrNoChapters) {
		// Every chapter deleted: the engine's "export project 2: the
		// project has no chapters: invalid argument" read in English
		// in a Chinese terminal too.
		why = lang.X("cli.err.nothing-to-export", "the project has no chapters, so there is nothing to export", nil)
	}
	return kindX("cli.err.export", "export {{.Path}}: {{.Err}}", err, map[string]any{"Path": path, "Err": why})
}

// parseRange reads --chapters: "", "7", "1-20", "5-" or "-9", the
// numbers `chapter list` shows, 0 the front matter ("0" the front matter
// alone, "0-3" it and chapters 1 to 3). An open end is 0; a typed 0 is
// engine.FrontMatter, which asks for front matter the book must have
// (0 was refused, though chapter list, summary show 0 and every other
// CHAPTER argument number the front matter 0).
func parseRange(s string) (from, to int, err error) {
	if s = strings.TrimSpace(s); s == "" {
		return 0, 0, nil
	}
	a, b, isRange := strings.Cut(s, "-")
	// num reads one end: -1 when open, else the number typed.
	num := func(x string) (int, error) {
		if x = strings.TrimSpace(x); x == "" {
			return -1, nil
		}
		n, err := strconv.Atoi(x)
		if err != nil || n < 0 {
			return 0, usageX("cli.usage.chapters-range", "--chapters {{.Q}}: want chapter numbers like 1-20, 5- or 7, and 0 for the front matter", quoteData(s))
		}
		return n, nil
	}
	first, err := num(a)
	if err != nil {
		return 0, 0, err
	}
	last := first
	if isRange {
		if last, err = num(b); err != nil {
			return 0, 0, err
		}
	}
	if !isRange && first < 0 {
		return 0, 0, usageX("cli.usage.chapters-range", "--chapters {{.Q}}: want chapter numbers like 1-20, 5- or 7, and 0 for the front matter", quoteData(s))
	}
	if first >= 0 && last >= 0 && first > last {
		return 0, 0, usageX("cli.usage.chapters-backwards", "--chapters {{.Q}}: the range runs backwards", quoteData(s))
	}
	end := func(n int) int {
		switch n {
		case -1:
			return 0 // open
		case 0:
			return engine.FrontMatter
		}
		return n
	}
	return end(first), end(last), nil
}

// projectName is a project's name by id.
func projectName(s *session, pid uint64) (string, error) {
	ps, err := s.eng.Projects()
	if err != nil {
		return "", err
	}
	for _, p := range ps {
		if p.ID == pid {
			return p.Name, nil
		}
	}
	return "", fmt.Errorf("no project %d", pid)
}

// safeFileName replaces the characters file systems refuse in a title.
func safeFileName(title string) string {
	return strings.Map(func(r rune) rune {
		if strings.ContainsRune(`/\:*?"<>|`, r) || r < 0x20 {
			return '_'
		}
		return r
	}, strings.TrimSpace(title))
}

func runProject(e *env, args []string) error {
	return runSubcommand(e, "project", args, []command{
		{name: "create", run: runProjectCreate},
		{name: "list", run: runProjectList},
		{name: "rename", run: runProjectRename},
		{name: "meta", run: runProjectMeta},
		{name: "goals", run: runProjectGoals},
		{name: "delete", run: runProjectDelete},
		{name: "deleted", run: runProjectDeleted},
		{name: "restore", run: runProjectRestore},
		{name: "purge", run: runProjectPurge},
	})
}

func runProjectMeta(e *env, args []string) error {
	fs, project := newProjectFlags(e, "project meta", "[--project NAME] [--title T] [--author A] [--language zh-CN|en] [--cover IMAGE] [--json]")
	title := fs.String("title", "", lang.X("cli.flag.title.meta", "book title for exports (empty: the project name)"))
	author := fs.String("author", "", lang.X("cli.flag.author", "author's name"))
	language := fs.String("language", "", lang.X("cli.flag.language", "zh-CN, en, … (empty: detected from the text)"))
	cover := fs.String("cover", "", lang.X("cli.flag.cover", "cover image for EPUB (.jpg, .png, .gif, .webp; empty: none)"))
	asJSON := fs.Bool("json", false, lang.X("cli.flag.json", "print JSON"))
	if err := parseNoArgs(fs, args); err != nil {
		return err
	}
	// The engine says a missing cover as its stat's error chain
	// ("engine: cover: stat …"), in English.
	if c := strings.TrimSpace(*cover); c != "" {
		if _, err := os.Stat(c); errors.Is(err, os.ErrNotExist) {
			return kindX("cli.err.no-cover", "project meta: --cover: cannot open “{{.Path}}”: the file does not exist", engine.ErrNotFound, map[string]any{"Path": c})
		}
	}
	meta, err := editProject(e, fs, *project, (*engine.Engine).ProjectMeta, putProjectMeta, map[string]func(*engine.ProjectMeta){
		"title":    func(m *engine.ProjectMeta) { m.Title = *title },
		"author":   func(m *engine.ProjectMeta) { m.Author = *author },
		"language": func(m *engine.ProjectMeta) { m.Language = *language },
		"cover":    func(m *engine.ProjectMeta) { m.CoverPath = *cover },
	})
	if err != nil {
		return err
	}
	if *asJSON {
		return printJSON(e.stdout, meta)
	}
	show := func(v, unset string) string {
		if v == "" {
			return unset
		}
		return v
	}
	none := lang.X("cli.meta-none", "(none)")
	fmt.Fprintln(e.stdout, lang.X("cli.project-meta", "title:    {{.Title}}\nauthor:   {{.Author}}\nlanguage: {{.Language}}\ncover:    {{.Cover}}", map[string]any{
		"Title":    show(meta.Title, lang.X("cli.meta-project-name", "(the project name)")),
		"Author":   show(meta.Author, none),
		"Language": show(meta.Language, lang.X("cli.meta-detected", "(detected from the text)")),
		"Cover":    show(meta.CoverPath, none),
	}))
	return nil
}

// putProjectMeta saves the metadata project meta was given and reads it
// back as the engine stored it (trimmed, the language canonical, the
// cover's path absolute), which is what the command shows.
func putProjectMeta(eng *engine.Engine, pid uint64, m *engine.ProjectMeta) error {
	if err := eng.SetProjectMeta(pid, *m); err != nil {
		return invalidIsUsage(err)
	}
	var err error
	*m, err = eng.ProjectMeta(pid)
	return err
}
