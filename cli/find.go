package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
	"unicode"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
)

// findFlags are the flags find and replace share.
type findFlags struct {
	project *string
	opts    engine.FindOptions
	asJSON  *bool
}

func addFindFlags(fs *flag.FlagSet) *findFlags {
	f := &findFlags{
		project: fs.String("project", "", lang.X("cli.flag.project", "project (default: the only one)")),
		asJSON:  fs.Bool("json", false, lang.X("cli.flag.json", "print JSON")),
	}
	fs.BoolVar(&f.opts.Regex, "regex", false, lang.X("cli.flag.regex", "PATTERN is a Go regular expression; REPLACEMENT may use $1, ${name}"))
	fs.BoolVar(&f.opts.MatchCase, "case", false, lang.X("cli.flag.case", "match case (Latin letters)"))
	fs.BoolVar(&f.opts.WholeWord, "word", false, lang.X("cli.flag.word", "whole words only (Latin; Chinese has no word boundaries)"))
	fs.BoolVar(&f.opts.FoldWidth, "fold", false, lang.X("cli.flag.fold", "full-width and half-width forms match each other (ＡＢＣ１ ≈ ABC1)"))
	fs.BoolVar(&f.opts.Wiki, "wiki", false, lang.X("cli.flag.wiki", "also wiki entries"))
	fs.BoolVar(&f.opts.Summaries, "summaries", false, lang.X("cli.flag.summaries", "also your chapter summaries"))
	return f
}

// invalidIsUsage makes a value the author gave on the command line that
// the engine refuses (a bad pattern, a goal below zero, a malformed date
// or language) a usage error, exit 2, as an out-of-range setting is.
func invalidIsUsage(err error) error {
	if ve := (*engine.ValueError)(nil); errors.As(err, &ve) {
		return valueProblem(ve)
	}
	if pe := (*engine.PatternError)(nil); errors.As(err, &pe) {
		// The detail is the regular expression library's complaint, in
		// the user's language.
		return usageX("cli.usage.bad-regexp", "not a valid regular expression {{.Q}}: {{.Detail}}",
			map[string]any{"Q": strconv.Quote(pe.Pattern), "Name": pe.Pattern, "Detail": engine.RegexpProblem(pe.Detail, uiLanguage())})
	}
	if errors.Is(err, engine.ErrEmptyPattern) {
		// In every language: the engine's English is "engine: find:
		// empty pattern: invalid argument".
		return usageX("cli.usage.empty-pattern", "the PATTERN is empty: give the text to find")
	}
	if errors.Is(err, engine.ErrInvalid) {
		return usageError{localizeEngineError(err)}
	}
	return err
}

// valueProblem says which value of the command line the engine refused
// and what would do, in the user's language.
func valueProblem(ve *engine.ValueError) error {
	d := quoteData(ve.Value)
	switch ve.Field {
	case "deadline":
		return usageX("cli.usage.bad-deadline", "--deadline {{.Q}}: want a date as YYYY-MM-DD", d)
	case "language":
		return usageX("cli.usage.bad-language", "--language {{.Q}}: not a language tag such as zh-CN or en", d)
	case "cover":
		return usageX("cli.usage.bad-cover", "--cover {{.Q}}: not a .jpg, .png, .gif or .webp file", d)
	case "goal":
		return usageX("cli.usage.bad-goal", "{{.Q}}: a goal is a whole number from 0 (none) to 100000000", d)
	}
	return usageError{ve.Error()}
}

// orEmpty is s, or an empty slice for nil: a list of --json output is
// [] when it has nothing, never null, which a script iterating over it
// cannot.
func orEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// printJSON writes v as indented JSON, the form of every --json output.
// HTML is not escaped: an author's "<" and "&" stay readable.
func printJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// printList prints what a listing command found: with --json (asJSON)
// items as JSON, else one line an item (line says it) or none when
// there are no items.
func printList[T any](e *env, asJSON bool, items []T, none string, line func(T) string) error {
	if asJSON {
		return printJSON(e.stdout, items)
	}
	if len(items) == 0 {
		fmt.Fprintln(e.stdout, none)
	}
	for _, it := range items {
		fmt.Fprintln(e.stdout, line(it))
	}
	return nil
}

func runFind(e *env, args []string) error {
	fs := newFlags(e, "find", "[--project NAME] [--regex] [--case] [--word] [--fold] [--wiki] [--summaries] [--json] PATTERN")
	f := addFindFlags(fs)
	// find has no REPLACEMENT for $1 to go in.
	fs.Lookup("regex").Usage = lang.X("cli.flag.regex.find", "PATTERN is a Go regular expression")
	if err := parseArgs(fs, args, 1, usageX("cli.usage.find", "find: give one PATTERN")); err != nil {
		return err
	}
	s, pid, err := openProject(e, *f.project)
	if err != nil {
		return err
	}
	defer s.Close()
	res, err := s.eng.Find(pid, fs.Arg(0), f.opts)
	if err != nil {
		return invalidIsUsage(err)
	}
	if *f.asJSON {
		res.Groups = orEmpty(res.Groups)
		return printJSON(e.stdout, res)
	}
	printMatches(e.stdout, res)
	return nil
}

// printMatches prints matches grouped by chapter, one line each: line
// number, rune offset and the match in [brackets] within its line.
func printMatches(w io.Writer, res engine.FindResult) {
	for _, g := range res.Groups {
		fmt.Fprintln(w, groupCount(g))
		for _, m := range g.Matches {
			fmt.Fprintf(w, "  %d:%d  %s[%s]%s\n", m.Line, m.Start, m.Before, m.Text, m.After)
		}
	}
	chapters := 0
	for _, g := range res.Groups {
		if g.Kind == engine.FindChapter {
			chapters++
		}
	}
	d := map[string]any{"N": res.Total, "Chapters": chapters, "Others": len(res.Groups) - chapters}
	if d["Others"].(int) > 0 {
		fmt.Fprintln(w, lang.X("cli.find-total-others", "{{.N}} match{{if ne .N 1}}es{{end}} in {{.Chapters}} chapter{{if ne .Chapters 1}}s{{end}} and {{.Others}} wiki entries or summaries", d))
	} else {
		fmt.Fprintln(w, lang.X("cli.find-total", "{{.N}} match{{if ne .N 1}}es{{end}} in {{.Chapters}} chapter{{if ne .Chapters 1}}s{{end}}", d))
	}
}

// groupCount heads a group's matches: its name and how many there are.
func groupCount(g engine.FindGroup) string {
	return lang.X("cli.find-group", "{{.Group}}: {{.N}}", map[string]any{"Group": groupName(g), "N": g.Count})
}

func groupName(g engine.FindGroup) string {
	switch g.Kind {
	case engine.FindWiki:
		return lang.X("cli.group.wiki", "wiki {{.Q}}", quoteData(g.Title))
	case engine.FindSummary:
		d := quoteData(g.Title)
		d["N"] = g.ChapterIndex
		return lang.X("cli.group.summary", "summary of chapter {{.N}} {{.Q}}", d)
	}
	d := quoteData(g.Title)
	d["N"] = g.ChapterIndex
	return lang.X("cli.group.chapter", "chapter {{.N}} {{.Q}}", d)
}

func runReplace(e *env, args []string) error {
	fs := newFlags(e, "replace", "[--project NAME] [--regex] [--case] [--word] [--fold] [--wiki] [--summaries] [--skip ID]... [--dry-run] [--no-wait] [--json] PATTERN REPLACEMENT | --list | --undo ID")
	f := addFindFlags(fs)
	dryRun := fs.Bool("dry-run", false, lang.X("cli.flag.dry-run.replace", "print every change (match ids for --skip) without changing anything"))
	noWait := fs.Bool("no-wait", false, lang.X("cli.flag.no-wait.chapters", "return once the chapters are saved"))
	var skip stringList
	fs.Var(&skip, "skip", lang.X("cli.flag.skip", "leave the match with this id (from --dry-run) as it is; repeatable"))
	list := fs.Bool("list", false, lang.X("cli.flag.list", "list the project's replaces, newest first, with their ids"))
	undo := fs.String("undo", "", lang.X("cli.flag.undo.replace", "undo the replace with this id (from the replace's output or --list)"))
	if err := parse(fs, args); err != nil {
		return err
	}
	switch {
	case *list || *undo != "":
		if fs.NArg() != 0 || *list && *undo != "" {
			return usageX("cli.usage.replace-list-undo", "replace: --list and --undo take no PATTERN and not each other")
		}
	case fs.NArg() != 2:
		return usageX("cli.usage.replace", "replace: give PATTERN and REPLACEMENT (or --list, or --undo ID)")
	}
	s, pid, err := openProject(e, *f.project)
	if err != nil {
		return err
	}
	defer s.Close()
	switch {
	case *list:
		return listReplaces(e, s, pid, *f.asJSON)
	case *undo != "":
		id, err := strconv.ParseUint(*undo, 10, 64)
		if err != nil {
			return usageX("cli.usage.not-replace-id", "replace --undo: {{.Q}} is not a replace id", quoteData(*undo))
		}
		return undoReplace(e, s, pid, id, *noWait, *f.asJSON)
	}
	var (
		preview engine.FindResult
		skipped map[string]bool
	)
	if *dryRun || len(skip.vals) > 0 {
		if preview, err = s.eng.PreviewReplace(pid, fs.Arg(0), fs.Arg(1), f.opts); err != nil {
			return invalidIsUsage(err)
		}
		if skipped, err = checkSkips(preview, skip.vals); err != nil {
			return err
		}
	}
	if *dryRun {
		return dryRunReplace(e, s, pid, fs.Arg(0), fs.Arg(1), f.opts, preview, skipped, *f.asJSON)
	}
	if err := canWait(s, *noWait); err != nil {
		return err
	}
	res, err := s.eng.ReplaceAll(engine.ReplaceRequest{
		ProjectID: pid, Pattern: fs.Arg(0), Replacement: fs.Arg(1), Options: f.opts, Skip: skip.vals,
	})
	if err != nil {
		return invalidIsUsage(err)
	}
	if *f.asJSON {
		res.Chapters = orEmpty(res.Chapters)
		if err := printJSON(e.stdout, res); err != nil {
			return err
		}
	} else {
		for _, c := range res.Chapters {
			name := groupName(engine.FindGroup{Kind: c.Kind, ChapterIndex: c.ChapterIndex, Title: c.Title})
			d := map[string]any{"Name": name, "N": c.Changes, "Snapshot": c.Snapshot}
			if c.Snapshot != 0 {
				fmt.Fprintln(e.stdout, lang.X("cli.replaced-snapshot", "{{.Name}}: {{.N}} change{{if ne .N 1}}s{{end}} (snapshot {{.Snapshot}} holds it as it was)", d))
			} else {
				fmt.Fprintln(e.stdout, lang.X("cli.replaced-in", "{{.Name}}: {{.N}} change{{if ne .N 1}}s{{end}}", d))
			}
		}
		sayRenamed(e.stdout, res)
		if res.ID == 0 {
			fmt.Fprintln(e.stdout, lang.X("cli.replace-nothing", "nothing matched; nothing changed"))
		} else {
			chapters := 0
			for _, c := range res.Chapters {
				if c.Kind == engine.FindChapter {
					chapters++
				}
			}
			fmt.Fprintln(e.stdout, lang.X("cli.replaced", "replace {{.ID}}: {{.N}} change{{if ne .N 1}}s{{end}} in {{.Where}} (undo: inkflow replace{{.P}} --undo {{.ID}})",
				map[string]any{"ID": res.ID, "N": res.Changes, "Where": sayWhere(chapters, len(res.Chapters)-chapters), "P": s.projectArg()}))
		}
	}
	return waitChapters(e, s, *noWait, res.Chapters)
}

// dryRunJSON is `replace --dry-run --json`: the preview's groups and
// total (the matches), and the numbers the real replace's --json gives:
// changes (the matches not skipped and the story-bible names renamed)
// and the renamed and clashing names, so a script reads the same counts
// before as after.
type dryRunJSON struct {
	engine.FindResult
	Changes int                 `json:"changes"`
	Renamed []engine.NameChange `json:"renamed,omitempty"`
	Clashes []engine.NameClash  `json:"clashes,omitempty"`
}

// dryRunReplace prints what a replace would do without doing it: each
// match (skipped ones marked), then with --wiki the story-bible titles
// and aliases it would rename and the names it would leave, and the
// changes in all. The names count as the real replace counts them: the
// dry run said "3 changes" of a replace that then made 5.
func dryRunReplace(e *env, s *session, pid uint64, pattern, repl string, opts engine.FindOptions, preview engine.FindResult, skipped map[string]bool, asJSON bool) error {
	renamed, clashes, err := s.eng.PreviewRenames(pid, pattern, repl, opts)
	if err != nil {
		return invalidIsUsage(err)
	}
	changes := preview.Total - len(skipped) + len(renamed)
	if asJSON {
		preview.Groups = orEmpty(preview.Groups)
		return printJSON(e.stdout, dryRunJSON{FindResult: preview, Changes: changes, Renamed: renamed, Clashes: clashes})
	}
	groups := 0
	others := map[string]bool{} // the wiki entries and summaries changed, by kind and id
	for _, g := range preview.Groups {
		fmt.Fprintln(e.stdout, groupCount(g))
		left := 0
		for _, m := range g.Matches {
			if skipped[m.ID] {
				fmt.Fprintf(e.stdout, "  %-10s %s[%s] %s%s\n", m.ID, m.Before, m.Text, lang.X("cli.replace-skipped", "(skipped)"), m.After)
				continue
			}
			left++
			fmt.Fprintf(e.stdout, "  %-10s %s[%s → %s]%s\n", m.ID, m.Before, m.Text, m.Replacement, m.After)
		}
		switch {
		case left == 0:
		case g.Kind == engine.FindChapter:
			groups++
		default:
			others[fmt.Sprint(g.Kind, g.ID)] = true
		}
	}
	titles := map[uint64]string{} // each renamed entry's title now
	for _, n := range renamed {
		others[fmt.Sprint(engine.FindWiki, n.EntryID)] = true
		if _, ok := titles[n.EntryID]; !ok {
			w, err := s.eng.WikiEntry(n.EntryID)
			if err != nil {
				return fmt.Errorf("replace --dry-run: %w", err)
			}
			titles[n.EntryID] = w.Title
		}
	}
	for _, n := range renamed {
		d := map[string]any{"Entry": titles[n.EntryID], "Before": n.Before, "After": n.After}
		if n.Alias {
			fmt.Fprintln(e.stdout, lang.X("cli.replace-would-rename-alias", "wiki \"{{.Entry}}\": alias \"{{.Before}}\" would become \"{{.After}}\"", d))
		} else {
			fmt.Fprintln(e.stdout, lang.X("cli.replace-would-rename", "wiki \"{{.Before}}\" would be renamed \"{{.After}}\"", d))
		}
	}
	for _, c := range clashes {
		fmt.Fprintln(e.stdout, lang.X("cli.replace-would-clash", "wiki \"{{.Entry}}\": \"{{.Name}}\" would not be renamed \"{{.Want}}\", already a name of wiki \"{{.TakenBy}}\"",
			map[string]any{"Entry": c.Title, "Name": c.Name, "Want": c.Want, "TakenBy": c.TakenBy}))
	}
	fmt.Fprintln(e.stdout, lang.X("cli.replace-dry-run", "dry run: {{.N}} change{{if ne .N 1}}s{{end}} in {{.Where}} would be made", map[string]any{"N": changes, "Where": sayWhere(groups, len(others))}))
	return nil
}

// sayRenamed tells of the wiki entries' names a replace with --wiki
// rewrote, and of each it left alone because another entry has the new
// name, one line each.
func sayRenamed(w io.Writer, res engine.ReplaceResult) {
	title := func(id uint64) string {
		for _, c := range res.Chapters {
			if c.Kind == engine.FindWiki && c.ID == id {
				return c.Title
			}
		}
		return ""
	}
	for _, n := range res.Renamed {
		d := map[string]any{"Entry": title(n.EntryID), "Before": n.Before, "After": n.After}
		if n.Alias {
			fmt.Fprintln(w, lang.X("cli.replace-renamed-alias", "wiki \"{{.Entry}}\": alias \"{{.Before}}\" is now \"{{.After}}\"", d))
		} else {
			fmt.Fprintln(w, lang.X("cli.replace-renamed", "wiki \"{{.Before}}\" renamed \"{{.After}}\"", d))
		}
	}
	for _, c := range res.Clashes {
		fmt.Fprintln(w, lang.X("cli.replace-name-clash", "wiki \"{{.Entry}}\": \"{{.Name}}\" not renamed \"{{.Want}}\", already a name of wiki \"{{.TakenBy}}\"",
			map[string]any{"Entry": c.Title, "Name": c.Name, "Want": c.Want, "TakenBy": c.TakenBy}))
	}
}

// checkSkips returns the --skip ids as a set, or a usage error naming
// one that is no match of the preview: a mistyped id, or one from a
// dry run made before the text changed, must not let the match the author
// meant to leave be replaced.
func checkSkips(preview engine.FindResult, skip []string) (map[string]bool, error) {
	ids := map[string]bool{}
	for _, g := range preview.Groups {
		for _, m := range g.Matches {
			ids[m.ID] = true
		}
	}
	set := make(map[string]bool, len(skip))
	for _, id := range skip {
		if !ids[id] {
			return nil, usageX("cli.usage.replace-skip", "replace: --skip {{.ID}} is not one of the matches (run replace --dry-run for their ids); nothing was changed", map[string]any{"ID": id})
		}
		set[id] = true
	}
	return set, nil
}

// sayWhere is where a replace changes text: in how many chapters, and
// in how many wiki entries and summaries (--wiki, --summaries) when it
// changes some, which are no chapters to count. A replace that changed
// only those (a pattern found only in entries' names) names them alone:
// it said "2 changes in 0 chapters and 2 wiki entries or summaries".
func sayWhere(chapters, others int) string {
	d := map[string]any{"Chapters": chapters, "Others": others}
	switch {
	case others == 0:
		return lang.X("cli.replace-where", "{{.Chapters}} chapter{{if ne .Chapters 1}}s{{end}}", d)
	case chapters == 0:
		return lang.X("cli.replace-where-only-others", "{{.Others}} wiki entr{{if ne .Others 1}}ies{{else}}y{{end}} or summar{{if ne .Others 1}}ies{{else}}y{{end}}", d)
	}
	return lang.X("cli.replace-where-others", "{{.Chapters}} chapter{{if ne .Chapters 1}}s{{end}} and {{.Others}} wiki entr{{if ne .Others 1}}ies{{else}}y{{end}} or summar{{if ne .Others 1}}ies{{else}}y{{end}}", d)
}

// oneLine is s for a message that quotes it with its language's own
// marks (「」): as it is, unless a line break or another control
// character in it would break the line, which Go's quoting then escapes.
func oneLine(s string) string {
	if strings.IndexFunc(s, unicode.IsControl) < 0 {
		return s
	}
	q := strconv.Quote(s)
	return q[1 : len(q)-1]
}

// replaceJSON is one replace of `replace --list --json`, in the
// contract's snake_case: what a person or script picks an undo by. The
// record's undo data (each match's edit, the hashes and old texts of
// wiki entries and summaries) is the engine's and stays out; it printed
// as the record's Go field names ("ID", "Edits").
type replaceJSON struct {
	ID          uint64    `json:"id"`
	At          time.Time `json:"at"`
	Pattern     string    `json:"pattern"`
	Replacement string    `json:"replacement"`
	Changes     int       `json:"changes"`
	Undone      bool      `json:"undone"`
	// Owners are what it changed, as replace --undo --json names them
	// ("chapter:ID", "wiki:ID", "summary:ID"), chapters first.
	Owners []replacedJSON `json:"owners"`
}

// replacedJSON is one chapter, wiki entry or summary a replace changed;
// Snapshot is a chapter's snapshot from before it (snapshot restore).
type replacedJSON struct {
	Owner    string `json:"owner"`
	Changes  int    `json:"changes"`
	Snapshot uint64 `json:"snapshot,omitempty"`
}

func newReplaceJSON(r engine.ReplaceRecord) replaceJSON {
	out := replaceJSON{ID: r.ID, At: r.At, Pattern: r.Pattern, Replacement: r.Replacement,
		Changes: r.Changes, Undone: r.Undone, Owners: []replacedJSON{}}
	for _, c := range r.Chapters {
		owner := engine.Owner{Kind: engine.OwnerChapter, ID: c.ChapterID}
		out.Owners = append(out.Owners, replacedJSON{Owner: owner.String(), Changes: c.Changes, Snapshot: c.Before})
	}
	for _, t := range r.Texts {
		out.Owners = append(out.Owners, replacedJSON{Owner: t.Owner.String(), Changes: t.Changes})
	}
	return out
}

// recordOthers counts the wiki entries and summaries a stored replace
// changed: their texts, and the entries whose names alone it renamed,
// which the list left out ("2 changes in 0 chapters" of two renamed
// entries).
func recordOthers(r engine.ReplaceRecord) int {
	seen := map[engine.Owner]bool{}
	for _, t := range r.Texts {
		seen[t.Owner] = true
	}
	for _, n := range r.Names {
		seen[engine.Owner{Kind: engine.OwnerWiki, ID: n.EntryID}] = true
	}
	return len(seen)
}

func listReplaces(e *env, s *session, pid uint64, asJSON bool) error {
	rs, err := s.eng.Replaces(pid)
	if err != nil {
		return err
	}
	if asJSON {
		out := make([]replaceJSON, len(rs)) // [] when there are none, not null
		for i, r := range rs {
			out[i] = newReplaceJSON(r)
		}
		return printJSON(e.stdout, out)
	}
	return printList(e, false, rs, lang.X("cli.replaces-none", "no replaces in this project"), func(r engine.ReplaceRecord) string {
		state := ""
		if r.Undone {
			state = lang.X("cli.replace-undone", " (undone)")
		}
		return fmt.Sprintf("%d  %s  %s%s", r.ID, r.At.Local().Format("2006-01-02 15:04"),
			lang.X("cli.replace-record", "{{.From}} → {{.To}}: {{.N}} change{{if ne .N 1}}s{{end}} in {{.Where}}",
				map[string]any{"From": strconv.Quote(r.Pattern), "To": strconv.Quote(r.Replacement), "FromText": oneLine(r.Pattern), "ToText": oneLine(r.Replacement), "N": r.Changes, "Where": sayWhere(len(r.Chapters), recordOthers(r))}), state)
	})
}

// checkUndoReplace refuses, in the user's language, the undos the
// engine refuses (UndoReplace, in English): of a replace the project
// does not have, and of one undone already.
func checkUndoReplace(s *session, pid, id uint64) error {
	rs, err := s.eng.Replaces(pid)
	if err != nil {
		return err
	}
	d := map[string]any{"ID": id, "P": s.projectArg()}
	for _, r := range rs {
		if r.ID != id {
			continue
		}
		if r.Undone {
			return kindX("cli.err.replace-undone", "replace {{.ID}} was already undone (see inkflow replace{{.P}} --list)", engine.ErrInvalid, d)
		}
		return nil
	}
	return kindX("cli.err.no-replace", "no replace {{.ID}} in this project (see inkflow replace{{.P}} --list)", engine.ErrNotFound, d)
}

func undoReplace(e *env, s *session, pid, id uint64, noWait, asJSON bool) error {
	if err := canWait(s, noWait); err != nil {
		return err
	}
	if err := checkUndoReplace(s, pid, id); err != nil {
		return err
	}
	res, err := s.eng.UndoReplace(id)
	if err != nil {
		return err
	}
	if asJSON {
		names := func(os []engine.Owner) []string {
			out := make([]string, len(os))
			for i, o := range os {
				out[i] = o.String()
			}
			return out
		}
		edited := make([]engine.Owner, len(res.Edited))
		for i, ed := range res.Edited {
			edited[i] = ed.Owner
		}
		out := struct {
			Replace  uint64   `json:"replace"`
			Restored []string `json:"restored"`
			Deleted  []string `json:"deleted"`
			Edited   []string `json:"edited"`
			Kept     []string `json:"kept"`
			Skipped  int      `json:"skipped"`
			// Names given back to wiki entries, and left as they are.
			Renamed   int `json:"renamed"`
			NamesKept int `json:"names_kept"`
		}{id, names(res.Restored), names(res.Deleted), names(edited), names(res.Kept), res.Skipped, res.Renamed, res.NamesKept}
		if err := printJSON(e.stdout, out); err != nil {
			return err
		}
	} else {
		chapters := 0
		for _, o := range res.Restored {
			if o.Kind == engine.OwnerChapter {
				chapters++
			}
		}
		d := map[string]any{"ID": id, "Where": sayWhere(chapters, len(res.Restored)-chapters), "Deleted": len(res.Deleted)}
		switch {
		case len(res.Restored) == 0 && len(res.Deleted) == 0 && res.Renamed > 0:
			// Only names were given back (the line below counts them):
			// "undid replace 1 in 0 chapters" said nothing was.
			fmt.Fprintln(e.stdout, lang.X("cli.replace-undid-names-only", "undid replace {{.ID}}", d))
		case len(res.Deleted) > 0:
			fmt.Fprintln(e.stdout, lang.X("cli.replace-undid-deleted", "undid replace {{.ID}} in {{.Where}} ({{.Deleted}} deleted since {{if ne .Deleted 1}}were{{else}}was{{end}} left alone)", d))
		default:
			fmt.Fprintln(e.stdout, lang.X("cli.replace-undid", "undid replace {{.ID}} in {{.Where}}", d))
		}
		if res.Renamed > 0 {
			fmt.Fprintln(e.stdout, lang.X("cli.replace-undo-names", "{{.N}} wiki entry name{{if ne .N 1}}s{{end}} given back", map[string]any{"N": res.Renamed}))
		}
		if res.NamesKept > 0 {
			fmt.Fprintln(e.stdout, lang.X("cli.replace-undo-names-kept", "{{.N}} wiki entry name{{if ne .N 1}}s{{end}} left as {{if ne .N 1}}they are{{else}}it is{{end}}: renamed since, or the old name is another entry's now", map[string]any{"N": res.NamesKept}))
		}
		if len(res.Kept) > 0 {
			// Texts edited since keep those edits: only the replacements
			// were turned back, bar those the edits changed.
			d := map[string]any{"N": len(res.Kept), "Skipped": res.Skipped}
			if res.Skipped == 0 {
				fmt.Fprintln(e.stdout, lang.X("cli.replace-undo-kept", "{{.N}} text{{if ne .N 1}}s{{end}} edited since the replace kept those edits: only the replacements were undone", d))
			} else {
				fmt.Fprintln(e.stdout, lang.X("cli.replace-undo-kept-skipped", "{{.N}} text{{if ne .N 1}}s{{end}} edited since the replace kept those edits; {{.Skipped}} replaced passage{{if ne .Skipped 1}}s{{end}} the edits changed {{if ne .Skipped 1}}were{{else}}was{{end}} left as {{if ne .Skipped 1}}they are{{else}}it is{{end}}", d))
			}
		}
		for _, ed := range res.Edited {
			line, err := sayEditedSince(s, ed)
			if err != nil {
				return err
			}
			fmt.Fprintln(e.stdout, line)
		}
	}
	return waitOwners(e, s, noWait, res.Restored)
}

// sayEditedSince tells of a text an undone replace put back though it
// had been edited since (engine.UndoResult.Edited): the undo took those
// edits out too, and the line says where they are kept and how to get
// them back, so that the author does not find them missing later.
func sayEditedSince(s *session, ed engine.EditedSince) (string, error) {
	if ed.Owner.Kind == engine.OwnerChapter || ed.Owner.Kind == engine.OwnerSummary {
		c, err := s.eng.Chapter(ed.ChapterID)
		if err != nil {
			return "", err
		}
		d := quoteData(c.Title)
		d["N"], d["Snapshot"], d["P"] = c.Index, ed.Snapshot, s.projectArg()
		if ed.Snapshot != 0 {
			return lang.X("cli.replace-undo-edited-chapter", "chapter {{.N}} {{.Q}} had been edited since the replace: the undo took those edits out too; they are in snapshot {{.Snapshot}} (inkflow snapshot diff{{.P}} {{.N}} {{.Snapshot}}; to bring them back: inkflow snapshot restore{{.P}} {{.N}} {{.Snapshot}})", d), nil
		}
		return lang.X("cli.replace-undo-edited-summary", "the summary of chapter {{.N}} {{.Q}} had been edited since the replace: the undo took those edits out too; they are its newest version (inkflow summary history{{.P}} {{.N}}; to bring them back: inkflow summary restore{{.P}} {{.N}})", d), nil
	}
	w, err := s.eng.WikiEntry(ed.Owner.ID)
	if err != nil {
		return "", err
	}
	d := idData(w.ID, w.Title)
	d["P"] = s.projectArg()
	return lang.X("cli.replace-undo-edited-wiki", "wiki entry {{.ID}} {{.Q}} had been edited since the replace: the undo took those edits out too; they are its newest version (inkflow wiki history{{.P}} {{.ID}}; to bring them back: inkflow wiki restore{{.P}} {{.ID}})", d), nil
}

// waitChapters waits until the replaced texts are re-indexed.
func waitChapters(e *env, s *session, noWait bool, chs []engine.ReplacedChapter) error {
	owners := make([]engine.Owner, 0, len(chs))
	for _, c := range chs {
		switch c.Kind {
		case engine.FindChapter:
			owners = append(owners, engine.ChapterOwner(c.ID))
		case engine.FindWiki:
			owners = append(owners, engine.WikiOwner(c.ID))
		}
		// A summary's owner id is not the chapter's; summaries are
		// indexed at once and need no wait.
	}
	return waitOwners(e, s, noWait, owners)
}

// waitOwners skips the debounce for the owners and waits for them unless
// --no-wait (the work is then resumed by the next start).
func waitOwners(e *env, s *session, noWait bool, owners []engine.Owner) error {
	if noWait || len(owners) == 0 {
		return nil
	}
	for _, o := range owners {
		if o.Kind == engine.OwnerChapter {
			s.eng.IndexNow(o.ID) // the others are indexed without debounce
		}
	}
	return waitIndexed(context.Background(), e, s.eng, owners, lang.X("cli.indexing", "indexing"))
}
