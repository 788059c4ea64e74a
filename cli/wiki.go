package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
	"inkflow/engine/importer"
	"inkflow/internal/safefile"
)

// wikiTypes are the categories `wiki --type` accepts.
var wikiTypes = []string{"character", "place", "item", "faction", "lore"}

// stringList is a repeatable flag (--alias A --alias B).
type stringList struct {
	vals []string
	set  bool
}

func (l *stringList) String() string { return strings.Join(l.vals, ",") }

func (l *stringList) Set(s string) error {
	l.vals, l.set = append(l.vals, s), true
	return nil
}

func runWiki(e *env, args []string) error {
	return runSubcommand(e, "wiki", args, []command{
		{name: "add", run: runWikiAdd},
		{name: "update", run: runWikiUpdate},
		{name: "rm", run: runWikiRm},
		{name: "list", run: runWikiList},
		{name: "mentions", run: runWikiMentions},
		{name: "suggest", run: runWikiSuggest},
		{name: "ignore", run: runWikiIgnore},
		{name: "reading", run: runWikiReading},
		{name: "dismiss", run: runWikiDismiss},
		{name: "history", run: runWikiHistory},
		{name: "deleted", run: runWikiDeleted},
		{name: "restore", run: runWikiRestore},
	})
}

// checkWikiType validates --type ("" means none given) and sets it to
// the category's English name, which the engine stores: the name as the
// user's language says it (人物, as wiki list prints it) and the English
// one in any case (Place) are taken too.
func checkWikiType(t *string) error {
	if *t == "" {
		return nil
	}
	for _, w := range wikiTypes {
		if strings.EqualFold(*t, w) || *t == wikiTypeName(w) {
			*t = w
			return nil
		}
	}
	return usageX("cli.usage.wiki-type", "--type must be one of {{.Types}}, not {{.Q}}", map[string]any{"Types": strings.Join(wikiTypes, ", "), "Q": strconv.Quote(*t), "Name": *t})
}

// readTextArg reads the text of --file FILE, or of stdin when the
// positional argument (or --file) is "-", and validates it as text.
func readTextArg(e *env, cmd, file string, dash bool) (string, error) {
	var (
		data []byte
		err  error
		from string
	)
	switch {
	case dash || file == "-":
		from = lang.X("cli.stdin", "stdin")
		data, err = safefile.ReadAll(e.stdin, safefile.MaxText)
	case file != "":
		from = file
		data, err = safefile.ReadFile(file, safefile.MaxText)
	default:
		return "", usageX("cli.usage.text-file", "{{.Cmd}}: give the text with FILE, --file FILE or - (stdin)", map[string]any{"Cmd": cmd})
	}
	if errors.Is(err, os.ErrNotExist) {
		// The English of the system is "open FILE: no such file or
		// directory"; said as import says a missing file.
		return "", kindX("cli.err.text-no-file", "{{.Cmd}}: cannot open “{{.From}}”: the file does not exist", err, map[string]any{"Cmd": cmd, "From": from})
	}
	if err != nil {
		// File: the error names the file itself (engine.ErrorText says
		// "无法打开 x：…"), so a language may leave out From.
		return "", kindX("cli.err.read-text", "{{.Cmd}}: read {{.From}}: {{.Err}}", err, map[string]any{"Cmd": cmd, "From": from, "Err": errText(err), "File": from == file})
	}
	text, err := importer.Normalize(data)
	if errors.Is(err, importer.ErrBinary) {
		// The importer's detail ("not a text file: it is not text in any
		// encoding InkFlow reads") is English in every language.
		return "", kindX("cli.err.text-binary", "{{.Cmd}}: {{.From}} is not a text file; nothing was changed", err, map[string]any{"Cmd": cmd, "From": from})
	}
	if err != nil {
		return "", kindX("cli.err.not-text", "{{.Cmd}}: {{.From}}: {{.Err}}", err, map[string]any{"Cmd": cmd, "From": from, "Err": errText(err)})
	}
	if strings.TrimSpace(text) == "" {
		return "", errors.New(lang.X("cli.err.no-text", "{{.Cmd}}: {{.From}} has no text", map[string]any{"Cmd": cmd, "From": from}))
	}
	return text, nil
}

// textFileArg takes the text's FILE from the positional arguments, as
// "-" (stdin) is taken: rest holds n arguments before it (the entry or
// the chapter), and one more is the FILE when --file (file) is not
// given. It returns the n arguments. Two sources of text, FILE and
// --file or -, are a usage error, as extra arguments are left for the
// caller's count to refuse.
func textFileArg(cmd string, rest []string, n int, file *string, dash bool) ([]string, error) {
	if len(rest) != n+1 {
		return rest, nil
	}
	if *file != "" || dash {
		return nil, usageX("cli.usage.text-twice", "{{.Cmd}}: give the text once: FILE, --file FILE or - (stdin)", map[string]any{"Cmd": cmd})
	}
	*file = rest[n]
	return rest[:n], nil
}

// splitDash separates a lone "-" (read stdin) from the other positional
// arguments.
func splitDash(args []string) (rest []string, dash bool) {
	for _, a := range args {
		if a == "-" {
			dash = true
			continue
		}
		rest = append(rest, a)
	}
	return rest, dash
}

// canWait checks, before anything is written, that waiting for indexing
// can succeed: without a model only --no-wait saves (as import does).
func canWait(s *session, noWait bool) error {
	if noWait {
		return nil
	}
	return noWaitHint(s.requireModel())
}

// noWaitHint adds to err, the missing model's, that --no-wait saves the
// text without it.
func noWaitHint(err error) error {
	if err == nil {
		return nil
	}
	return kindX("cli.err.no-wait-hint", "{{.Err}} (use --no-wait to save the text anyway)", err, map[string]any{"Err": errText(err)})
}

// openForWrite opens a session for a command that saves text and then waits
// for it to be indexed: it checks canWait before anything is written and
// resolves --project. The caller closes the session.
func openForWrite(e *env, project string, noWait bool) (*session, uint64, error) {
	return openProject(e, project, func(s *session) error { return canWait(s, noWait) })
}

// waitFor waits until the owner is indexed unless --no-wait.
func waitFor(e *env, s *session, noWait bool, o engine.Owner) error {
	if noWait {
		return nil
	}
	return waitIndexed(context.Background(), e, s.eng, []engine.Owner{o}, lang.X("cli.indexing", "indexing"))
}

func runWikiAdd(e *env, args []string) error {
	f := newWikiFlags(e, "wiki add", "[--project NAME] --title T [--type character|place|item|faction|lore] [--alias A]... [--exclude PHRASE]... [--no-wait] (FILE | --file FILE | -)", false)
	rest, dash, err := f.parse(args)
	if err != nil {
		return err
	}
	if len(rest) > 0 && strings.TrimSpace(*f.title) == "" && (dash || *f.file != "") {
		// `wiki add 孔乙己 -`: the title, not a second text.
		return usageX("cli.usage.wiki-add-argument", "wiki add: unexpected argument {{.Q}} (the title goes in --title)", quoteData(rest[0]))
	}
	if rest, err = textFileArg("wiki add", rest, 0, f.file, dash); err != nil {
		return err
	}
	if len(rest) > 0 {
		return usageX("cli.usage.wiki-add-argument", "wiki add: unexpected argument {{.Q}} (the title goes in --title)", quoteData(rest[0]))
	}
	if strings.TrimSpace(*f.title) == "" {
		return usageX("cli.usage.wiki-add-title", "wiki add: --title is required")
	}
	text, err := readTextArg(e, "wiki add", *f.file, dash)
	if err != nil {
		return err
	}
	s, pid, err := openForWrite(e, *f.project, *f.noWait)
	if err != nil {
		return err
	}
	defer s.Close()
	title := strings.TrimSpace(*f.title)
	had, err := s.eng.WikiEntries(pid)
	if err != nil {
		return err
	}
	w, err := s.eng.CreateWikiEntry(pid, engine.WikiEntry{Title: title, Type: *f.typ,
		Aliases: f.aliases.vals, Exclusions: f.exclusions.vals, Text: text})
	if err != nil {
		return err
	}
	fmt.Fprintln(e.stdout, lang.X("cli.wiki-added", "added wiki entry {{.ID}} {{.Q}}", idData(w.ID, w.Title)))
	// Two entries of one title are allowed (two people of one name),
	// but more often an entry added twice; either way, a command that
	// names it by title now needs the id, which is said now, not then.
	var ids []string
	for _, o := range had {
		if strings.EqualFold(engine.FoldWidth(o.Title), engine.FoldWidth(title)) {
			ids = append(ids, strconv.FormatUint(o.ID, 10))
		}
	}
	if len(ids) > 0 {
		d := idData(w.ID, title)
		d["IDs"] = strings.Join(ids, ", ")
		fmt.Fprintln(e.stderr, lead(lang.X("cli.note", "note: {{.Msg}}", map[string]any{
			"Msg": lang.X("cli.wiki-same-title", "entry {{.IDs}} has the title {{.Q}} too; commands that name either take its id now", d)})))
	}
	return waitFor(e, s, *f.noWait, w.Owner())
}

// wikiFlags are the flags wiki add and wiki update share: the entry's
// fields, the file its text comes from, --project and --no-wait.
type wikiFlags struct {
	fs                        *flag.FlagSet
	project, title, typ, file *string
	aliases, exclusions       stringList
	noWait                    *bool
}

// newWikiFlags makes the flag set of wiki add or, when update, wiki
// update (newProjectFlags) with the wiki entry flags. update takes the
// same flags as add, but each one replaces what the entry has, and its
// help says so.
func newWikiFlags(e *env, name, usage string, update bool) *wikiFlags {
	fs, project := newProjectFlags(e, name, usage)
	help := func(add, upd string) string {
		if update {
			return upd
		}
		return add
	}
	f := &wikiFlags{
		fs:      fs,
		project: project,
		title:   fs.String("title", "", help(lang.X("cli.flag.title.wiki-add", "entry title, e.g. the character's name (required)"), lang.X("cli.flag.title.wiki-update", "new title"))),
		typ:     fs.String("type", "", help(lang.X("cli.flag.type.wiki-add", "category: "), lang.X("cli.flag.type.wiki-update", "new category: "))+wikiTypeNames()),
		file:    fs.String("file", "", help(lang.X("cli.flag.file.wiki-add", "read the entry's text from FILE (- for stdin)"), lang.X("cli.flag.file.wiki-update", "replace the text with FILE's (- for stdin)"))),
		noWait:  fs.Bool("no-wait", false, lang.X("cli.flag.no-wait.wiki", "return once the entry is saved")),
	}
	fs.Var(&f.aliases, "alias", help(lang.X("cli.flag.alias.wiki-add", "another name the entry goes by (repeatable)"),
		lang.X("cli.flag.alias.wiki-update", "replace the aliases (repeatable; --alias '' clears them)")))
	fs.Var(&f.exclusions, "exclude", help(lang.X("cli.flag.exclude.wiki-add", "a phrase containing a name that does not mean the entry, e.g. 孔明灯 (repeatable)"),
		lang.X("cli.flag.exclude.wiki-update", "replace the exclusion phrases (repeatable; --exclude '' clears them)")))
	return f
}

// parse parses args, checks --type and returns the positional arguments
// with whether "-" (the text from stdin) was among them.
func (f *wikiFlags) parse(args []string) (rest []string, dash bool, err error) {
	if err := parse(f.fs, args); err != nil {
		return nil, false, err
	}
	rest, dash = splitDash(f.fs.Args())
	return rest, dash, checkWikiType(f.typ)
}

// findWiki resolves ID|TITLE among a project's entries: a number is an id
// first, then a title or an alias (exact, then case-insensitive, then
// full-width and half-width alike too, as mentions match: 阿Ｑ finds 阿Q).
func findWiki(s *session, pid uint64, ref string) (engine.WikiEntry, error) {
	ws, err := s.eng.WikiEntries(pid)
	if err != nil {
		return engine.WikiEntry{}, err
	}
	if id, err := strconv.ParseUint(ref, 10, 64); err == nil {
		for _, w := range ws {
			if w.ID == id {
				return s.eng.WikiEntry(id)
			}
		}
	}
	for _, match := range []func(a, b string) bool{
		func(a, b string) bool { return a == b },
		strings.EqualFold,
		func(a, b string) bool { return strings.EqualFold(engine.FoldWidth(a), engine.FoldWidth(b)) },
	} {
		var found []engine.WikiEntry
		for _, w := range ws {
			names := append([]string{w.Title}, w.Aliases...)
			for _, n := range names {
				if match(n, ref) {
					found = append(found, w)
					break
				}
			}
		}
		switch len(found) {
		case 0:
			continue
		case 1:
			return s.eng.WikiEntry(found[0].ID)
		}
		ids := make([]string, len(found))
		for i, w := range found {
			ids[i] = strconv.FormatUint(w.ID, 10)
		}
		d := quoteData(ref)
		d["N"], d["IDs"] = len(found), strings.Join(ids, ", ")
		return engine.WikiEntry{}, usageX("cli.usage.wiki-ambiguous", "{{.N}} wiki entries are called {{.Q}}; give the id ({{.IDs}})", d)
	}
	// An entry deleted (a `wiki rm` run twice, an update after it) is
	// said as such, with its undo, as a deleted project is.
	gone, err := s.eng.DeletedWikiEntries(pid)
	if err != nil {
		return engine.WikiEntry{}, err
	}
	for _, v := range gone {
		if strconv.FormatUint(v.EntryID, 10) == ref || v.Title == ref {
			d := quoteData(ref)
			d["ID"], d["P"] = v.EntryID, s.projectArg()
			return engine.WikiEntry{}, kindX("cli.err.wiki-entry-deleted", "no wiki entry {{.Q}}: it was deleted (undo: inkflow wiki restore{{.P}} {{.ID}})", engine.ErrNotFound, d)
		}
	}
	return engine.WikiEntry{}, errNoWikiEntry(ref, s.projectArg())
}

func runWikiUpdate(e *env, args []string) error {
	f := newWikiFlags(e, "wiki update", "[--project NAME] ID|TITLE [--title T] [--type T] [--alias A]... [--exclude PHRASE]... [--no-wait] [FILE | --file FILE | -]", true)
	rest, dash, err := f.parse(args)
	if err != nil {
		return err
	}
	if rest, err = textFileArg("wiki update", rest, 1, f.file, dash); err != nil {
		return err
	}
	if len(rest) != 1 {
		return usageX("cli.usage.one-entry", "{{.Cmd}}: give one ID or TITLE", map[string]any{"Cmd": "wiki update"})
	}
	if *f.title != "" && strings.TrimSpace(*f.title) == "" {
		// "" leaves the title as it is; spaces alone are no title.
		return usageX("cli.usage.wiki-empty-title", "wiki update: the title is empty; give the entry a title")
	}
	var text string
	newText := dash || *f.file != ""
	if newText {
		if text, err = readTextArg(e, "wiki update", *f.file, dash); err != nil {
			return err
		}
	}
	s, pid, err := openForWrite(e, *f.project, *f.noWait)
	if err != nil {
		return err
	}
	defer s.Close()
	w, err := findWiki(s, pid, rest[0])
	if err != nil {
		return err
	}
	before := engine.WikiVersion{Title: w.Title, Type: w.Type, Aliases: w.Aliases, Exclusions: w.Exclusions, Text: w.Text}
	if *f.title != "" {
		w.Title = strings.TrimSpace(*f.title)
	}
	if *f.typ != "" {
		w.Type = *f.typ
	}
	if f.aliases.set {
		w.Aliases = f.aliases.vals
	}
	if f.exclusions.set {
		w.Exclusions = f.exclusions.vals
	}
	if newText {
		w.Text = text
	}
	if err := s.eng.UpdateWikiEntry(w); err != nil {
		return err
	}
	// A save that changed the entry kept what it replaced (the undo);
	// one that changed nothing kept nothing.
	if before.Is(w) {
		fmt.Fprintln(e.stdout, lang.X("cli.wiki-unchanged", "wiki entry {{.ID}} {{.Q}} is unchanged", idData(w.ID, w.Title)))
	} else {
		d := idData(w.ID, w.Title)
		d["P"] = s.projectArg()
		fmt.Fprintln(e.stdout, lang.X("cli.wiki-updated", "updated wiki entry {{.ID}} {{.Q}} (undo: inkflow wiki restore{{.P}} {{.ID}})", d))
	}
	return waitFor(e, s, *f.noWait, w.Owner())
}

func runWikiRm(e *env, args []string) error {
	fs, project := newProjectFlags(e, "wiki rm", "[--project NAME] ID|TITLE")
	if err := parseArgs(fs, args, 1, usageX("cli.usage.one-entry", "{{.Cmd}}: give one ID or TITLE", map[string]any{"Cmd": "wiki rm"})); err != nil {
		return err
	}
	s, pid, err := openProject(e, *project)
	if err != nil {
		return err
	}
	defer s.Close()
	w, err := findWiki(s, pid, fs.Arg(0))
	if err != nil {
		return err
	}
	if err := s.eng.DeleteWikiEntry(w.ID); err != nil {
		return err
	}
	d := idData(w.ID, w.Title)
	d["P"] = s.projectArg()
	fmt.Fprintln(e.stdout, lang.X("cli.wiki-removed", "removed wiki entry {{.ID}} {{.Q}} (undo: inkflow wiki restore{{.P}} {{.ID}})", d))
	// Deletions reach the derived indexes in the background; wait so the
	// next command no longer finds the entry (P6). Without a model the
	// queued deletions are applied when the engine closes.
	if err := s.eng.Flush(context.Background()); err != nil && !isNoModel(err) {
		return kindX("cli.err.removed-unindexed", "removed, but indexing did not finish: {{.Err}}", err, map[string]any{"Err": errText(err)})
	}
	return nil
}

// wikiJSON is one entry of `wiki list --json`.
type wikiJSON struct {
	ID      uint64   `json:"id"`
	Title   string   `json:"title"`
	Type    string   `json:"type"`
	Aliases []string `json:"aliases"`
	// Exclusions came after the first release: a new key, none renamed.
	Exclusions []string `json:"exclusions"`
	Chars      int      `json:"chars"`
	Updated    string   `json:"updated_at"`
	// counts are the text's, for the line without --json.
	counts engine.TextCounts
}

func runWikiList(e *env, args []string) error {
	fs, project := newProjectFlags(e, "wiki list", "[--project NAME] [--type T] [--json]")
	typ := fs.String("type", "", lang.X("cli.flag.type.wiki-list", "only entries of this category: {{.Types}}", map[string]any{"Types": wikiTypeNames()}))
	asJSON := fs.Bool("json", false, lang.X("cli.flag.json.wiki-list", "print JSON: [{id,title,type,aliases,exclusions,chars,updated_at}]"))
	if err := parseArgs(fs, args, 0, usageX("cli.usage.no-arguments-expected", "{{.Cmd}}: no arguments expected", map[string]any{"Cmd": "wiki list"})); err != nil {
		return err
	}
	if err := checkWikiType(typ); err != nil {
		return err
	}
	var mode engine.CountMode
	out, err := readProject(e, openProject, *project, func(eng *engine.Engine, pid uint64) ([]wikiJSON, error) {
		var err error
		if mode, err = projectMode(eng, pid); err != nil {
			return nil, err
		}
		return wikiList(eng, pid, *typ)
	})
	if err != nil {
		return err
	}
	return printList(e, *asJSON, out, lang.X("cli.wiki-none", "no wiki entries"), func(w wikiJSON) string {
		line := fmt.Sprintf("%4d  %s %s", w.ID, padRight(wikiTypeName(w.Type), 9), w.Title)
		if len(w.Aliases) > 0 {
			line += lang.X("cli.wiki-aliases", " ({{.Aliases}})", map[string]any{"Aliases": strings.Join(w.Aliases, ", ")})
		}
		return line + "  " + lang.X("cli.wiki-length", "[{{.Count}}]", map[string]any{"Count": sayCount(w.counts, mode)})
	})
}

// wikiList is what wiki list prints: the project's entries of type typ
// ("" for all), with their lengths.
func wikiList(eng *engine.Engine, pid uint64, typ string) ([]wikiJSON, error) {
	ws, err := eng.WikiEntries(pid)
	if err != nil {
		return nil, err
	}
	out := []wikiJSON{}
	for _, w := range ws {
		if typ != "" && w.Type != typ {
			continue
		}
		full, err := eng.WikiEntry(w.ID)
		if err != nil {
			return nil, err
		}
		out = append(out, wikiJSON{ID: w.ID, Title: w.Title, Type: w.Type, Aliases: nonNil(w.Aliases), Exclusions: nonNil(w.Exclusions),
			Chars: len([]rune(strings.TrimSpace(full.Text))), Updated: w.UpdatedAt.UTC().Format("2006-01-02T15:04:05Z"),
			counts: engine.CountText(full.Text)})
	}
	return out, nil
}

// wikiTypeNames lists the categories as --type takes them in the user's
// language: "character|place|…", "人物|地点|…".
func wikiTypeNames() string {
	names := make([]string, len(wikiTypes))
	for i, w := range wikiTypes {
		names[i] = wikiTypeName(w)
	}
	return strings.Join(names, "|")
}

// wikiTypeName is a category as the user's language names it ("-" for
// none); --type and --json keep the English names.
func wikiTypeName(t string) string {
	return sayWord(t, map[string]string{
		"character": lang.X("cli.wiki-type.character", "character"),
		"place":     lang.X("cli.wiki-type.place", "place"),
		"item":      lang.X("cli.wiki-type.item", "item"),
		"faction":   lang.X("cli.wiki-type.faction", "faction"),
		"lore":      lang.X("cli.wiki-type.lore", "lore"),
		"":          "-",
	})
}

// padRight pads s with spaces to n columns, a CJK character taking two,
// so the columns after it line up in a terminal.
func padRight(s string, n int) string {
	w := 0
	for _, r := range s {
		w++
		if r >= 0x1100 && (r <= 0x115f || r >= 0x2e80 && r <= 0xa4cf || r >= 0xac00 && r <= 0xd7a3 || r >= 0xf900 && r <= 0xfaff || r >= 0xff00 && r <= 0xff60 || r >= 0xffe0 && r <= 0xffe6) {
			w++
		}
	}
	if w >= n {
		return s
	}
	return s + strings.Repeat(" ", n-w)
}

// nonNil makes an empty list print as [] in JSON.
func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// isNoModel reports an error caused only by the missing model.
func isNoModel(err error) bool { return errors.Is(err, engine.ErrNoModel) }
