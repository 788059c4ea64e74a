package cli

import (
	"errors"
	"strconv"
	"strings"
	"syscall"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
	"inkflow/engine/settings"
)

// Error messages in the user's language. The command line's own errors
// (a project or chapter that does not exist, an unknown setting) are
// written from the catalogue where they arise, as kindError, which keeps
// the engine sentinel they stand for, so errors.Is and the exit codes see
// no difference. An error the engine returns is said in the user's
// language by the sentinel it wraps (engine/errors.go), with the engine's
// own detail after it (localizeEngineError). In English both read as
// before; --json output and exit codes never change with the language.

// kindError is a message that is an instance of a sentinel error:
// errors.Is(err, kind) holds and Error is the message alone.
type kindError struct {
	msg  string
	kind error
}

func (e kindError) Error() string { return e.msg }
func (e kindError) Unwrap() error { return e.kind }

// quoteData is the data of a catalogue message about a name: Q is the name
// in Go quotes, as the English messages print it; Name is the name alone,
// for languages that quote with their own marks (《》, 「」).
func quoteData(name string) map[string]any {
	return map[string]any{"Name": name, "Q": strconv.Quote(name)}
}

// idData is quoteData with the ID of what the name names.
func idData(id uint64, name string) map[string]any {
	d := quoteData(name)
	d["ID"] = id
	return d
}

// errNoProject: --project names no project.
func errNoProject(name string) error {
	return kindError{lang.X("cli.err.no-project", "no project named {{.Q}}", quoteData(name)), engine.ErrNotFound}
}

// errDeletedProject: --project names a project that was deleted.
func errDeletedProject(name string, id uint64) error {
	d := quoteData(name)
	d["ID"] = id
	return kindError{lang.X("cli.err.deleted-project", "no project named {{.Q}}: it was deleted (undo: inkflow project restore {{.ID}})", d), engine.ErrNotFound}
}

// errNotDeletedProject: project restore or purge names a project that
// is not deleted.
func errNotDeletedProject(p engine.Project) error {
	d := quoteData(p.Name)
	d["ID"] = p.ID
	return kindError{lang.X("cli.err.not-deleted-project", "project {{.ID}} {{.Q}} is not deleted (only a deleted project is restored or purged: inkflow project delete NAME first)", d), engine.ErrInvalid}
}

// errNoDeletedProject: project restore or purge names no project.
func errNoDeletedProject(id uint64) error {
	return kindError{lang.X("cli.err.no-deleted-project", "no deleted project {{.ID}} (see inkflow project deleted)", map[string]any{"ID": id}), engine.ErrNotFound}
}

// errNoProjects: the data directory holds no project yet.
func errNoProjects() error {
	return kindError{lang.X("cli.err.no-projects", "no projects yet: import a book (inkflow import FILE) or start one (inkflow project create NAME)"), engine.ErrNotFound}
}

// errNoDataDir: the data folder does not exist and the command does not
// start a book (requireDataDir). from is where the folder was named:
// "--data" or "INKFLOW_DATA", where a typo is likely, or "" for the OS
// default, which is missing until the first book.
func errNoDataDir(dir, from string) error {
	d := map[string]any{"Dir": dir, "From": from}
	if from == "" {
		return kindX("cli.err.no-data-dir-yet", "no books yet: the data folder {{.Dir}} does not exist; start one with inkflow import FILE or inkflow project create NAME", engine.ErrNotFound, d)
	}
	return kindX("cli.err.no-data-folder", "the data folder {{.Dir}} (from {{.From}}) does not exist; check the name, or start a book there with inkflow import FILE or inkflow project create NAME", engine.ErrNotFound, d)
}

// errDataNotDir: the data folder is a file, or a path through one.
func errDataNotDir(dir string) error {
	return kindX("cli.err.data-not-dir", "the data folder {{.Dir}} is a file or inside one; give --data a folder", engine.ErrInvalid, map[string]any{"Dir": dir})
}

// errDataInUse: another InkFlow (the app, or a command still running)
// holds the data folder's database. Said whole in the user's language:
// the engine's chain ("engine: database is already open by another
// InkFlow (…/inkflow.db)") is English and names a file the author never
// chose.
func errDataInUse(dir string, err error) error {
	return kindX("cli.err.data-in-use", "the data folder {{.Dir}} is already open by another InkFlow; close that InkFlow (the app, or a command still running) or let it finish, then try again", err, map[string]any{"Dir": dir})
}

// errDataReadOnly: InkFlow cannot create files in the data folder.
func errDataReadOnly(dir string, err error) error {
	// The system's reason (no permission, a read-only disk) is the
	// errno the engine wraps beside ErrReadOnly.
	reason := error(syscall.EACCES)
	var errno syscall.Errno
	if errors.As(err, &errno) {
		reason = errno
	}
	return kindX("cli.err.data-read-only", "the data folder {{.Dir}} is read-only ({{.Reason}}); InkFlow keeps its database and search indexes there: make it writable or choose another folder with --data", err,
		map[string]any{"Dir": dir, "Reason": errText(reason)})
}

// errDataCorrupt: the data folder's database file is damaged, or no
// InkFlow database. The engine's chain ("engine: storage: open …: page 3:
// header says it runs on for 423770030 pages …") is for a bug report:
// doctor prints it; the line says what the author can do (fail adds the
// newest backup to restore).
func errDataCorrupt(dir string, err error) error {
	return kindX("cli.err.data-corrupt", "the database {{.File}} is damaged or not an InkFlow database; nothing was changed (details: inkflow doctor)", err,
		map[string]any{"File": engine.DatabaseFile(dir)})
}

// errDataNoPermission: the data folder, or the folder it is to be made
// in, refuses InkFlow.
func errDataNoPermission(dir string, err error) error {
	return kindX("cli.err.data-no-permission", "InkFlow may not create or open the data folder {{.Dir}} (permission denied); choose another folder with --data", err, map[string]any{"Dir": dir})
}

// errOnlyDeletedProjects: every project of the data directory is
// deleted.
func errOnlyDeletedProjects(n int) error {
	return kindError{lang.X("cli.err.only-deleted-projects", "no projects: {{.N}} deleted (see inkflow project deleted; project restore ID brings one back)",
		map[string]any{"N": n}), engine.ErrNotFound}
}

// errNoChapterIndex: CHAPTER is a number no chapter has. It names the
// numbers there are, first to last, which run on without gaps in book
// order (storage.Chapter.Index); 0 and 0 when none is numbered. p is
// the command's --project part (session.projectArg), which the chapter
// list it points to needs to run as printed.
func errNoChapterIndex(n, first, last int, p string) error {
	return errNoChapterNumber(strconv.Itoa(n), first, last, p)
}

// errNoChapterNumber is errNoChapterIndex with the number as the user
// typed it, which may be too large for an int.
func errNoChapterNumber(n string, first, last int, p string) error {
	if first == 0 {
		return kindError{lang.X("cli.err.no-numbered-chapters", "no chapter {{.N}}: the project has no numbered chapters (see inkflow chapter list{{.P}})",
			map[string]any{"N": n, "P": p}), engine.ErrNotFound}
	}
	numbers := strconv.Itoa(first)
	if last > first {
		numbers += "–" + strconv.Itoa(last)
	}
	return kindError{lang.X("cli.err.no-chapter-index", "no chapter {{.N}}: the chapters are numbered {{.Numbers}} (see inkflow chapter list{{.P}})",
		map[string]any{"N": n, "Numbers": numbers, "P": p}), engine.ErrNotFound}
}

// errNegativeChapter: CHAPTER is a negative number, which no book's
// chapter has whatever its data: a usage error. p as errNoChapterIndex's.
func errNegativeChapter(n, p string) error {
	return usageX("cli.usage.negative-chapter", "no chapter {{.N}}: chapter numbers are 0 (the front matter) and up (see inkflow chapter list{{.P}})", map[string]any{"N": n, "P": p})
}

// errNoChapterTitle: CHAPTER is a title no chapter has.
func errNoChapterTitle(title string) error {
	return kindError{lang.X("cli.err.no-chapter-title", "no chapter titled {{.Q}}", quoteData(title)), engine.ErrNotFound}
}

// errNoWikiEntry: the wiki has no entry by that title or id. p as
// errNoChapterIndex's.
func errNoWikiEntry(ref, p string) error {
	d := quoteData(ref)
	d["P"] = p
	return kindError{lang.X("cli.err.no-wiki-entry", "no wiki entry {{.Q}} (see inkflow wiki list{{.P}})", d), engine.ErrNotFound}
}

// errNoWikiEntryOrDeleted: the wiki has no entry, current or deleted,
// by that title, alias or id (wiki history and restore). p as
// errNoChapterIndex's.
func errNoWikiEntryOrDeleted(ref, p string) error {
	d := quoteData(ref)
	d["P"] = p
	return kindError{lang.X("cli.err.no-wiki-entry-or-deleted", "no wiki entry {{.Q}}, nor a deleted one (see inkflow wiki list{{.P}}, inkflow wiki deleted{{.P}})", d), engine.ErrNotFound}
}

// errNoFile: a file to import does not exist.
func errNoFile(path string) error {
	return kindError{lang.X("cli.err.no-file", "import: cannot open “{{.Name}}”: the file does not exist", quoteData(path)), engine.ErrNotFound}
}

// errUnknownSetting: settings get/set names no key of the table.
func errUnknownSetting(name string) error {
	var names []string
	for _, k := range settings.Keys() {
		names = append(names, k.Name)
	}
	return suggestName(kindError{lang.X("cli.err.unknown-setting", "unknown setting {{.Q}} (see `inkflow settings list`)", quoteData(name)), engine.ErrInvalid}, name, names)
}

// errSettingValue: a value outside its key's range. detail is the
// settings table's own explanation, which the English message is.
func errSettingValue(k settings.Key, value string, detail error) error {
	return kindError{lang.X("cli.err.setting-value", "{{.Detail}}",
		map[string]any{"Key": k.Name, "Value": value, "Range": valueRange(k), "Detail": detail.Error()}), engine.ErrInvalid}
}

// valueRange says which values a key takes without words of a language:
// "1–1000", "0, 100–2000", "rrf / convex", "true / false" ("" for free
// text).
func valueRange(k settings.Key) string {
	num := func(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }
	switch k.Type {
	case settings.Int, settings.Float:
		r := num(k.Min) + "–" + num(k.Max)
		if k.Zero != "" && k.Min > 0 {
			r = "0, " + r
		}
		return r
	case settings.Choice:
		return strings.Join(k.Choices, " / ")
	case settings.Bool:
		return "true / false"
	}
	return ""
}

// localizeEngineError says an error from the engine in the user's
// language, on one line: by the sentinel it wraps, with the engine's
// detail after it in the user's language where engine.ErrorText knows
// its kind (a file that is not there, a full disk) and in English where
// it does not. Errors the command line wrote itself are returned as they
// are, as is, after ErrorText, an error with no sentinel.
func localizeEngineError(err error) string {
	msg := strings.ReplaceAll(errText(err), "\n", " ")
	if errors.As(err, new(kindError)) {
		return msg
	}
	d := map[string]any{"Detail": msg}
	// In this order: the first sentinel err wraps says it.
	for _, s := range []struct {
		sentinel error
		said     string
	}{
		{engine.ErrNotFound, lang.X("cli.err.not-found", "{{.Detail}}", d)},
		{engine.ErrExists, lang.X("cli.err.exists", "{{.Detail}}", d)},
		{engine.ErrInvalid, lang.X("cli.err.invalid", "{{.Detail}}", d)},
		{engine.ErrLocked, lang.X("cli.err.locked", "{{.Detail}}; close that InkFlow (the app, or a command still running) or let it finish, then try again", d)},
		{engine.ErrCorrupt, lang.X("cli.err.corrupt", "{{.Detail}}", d)},
		{engine.ErrReadOnly, lang.X("cli.err.read-only", "{{.Detail}}", d)},
		{engine.ErrNoModel, lang.X("cli.err.no-model", "{{.Detail}}", d)},
	} {
		if errors.Is(err, s.sentinel) {
			return s.said
		}
	}
	return msg
}
