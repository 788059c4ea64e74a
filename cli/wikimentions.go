package cli

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
	"inkflow/engine/search"
)

// openEntry opens a model-free session, resolves the entry and brings its
// mentions up to date.
func openEntry(e *env, cmd, project string, args []string) (*session, engine.WikiEntry, error) {
	if len(args) != 1 {
		return nil, engine.WikiEntry{}, usageX("cli.usage.one-entry", "{{.Cmd}}: give one ID or TITLE", map[string]any{"Cmd": cmd})
	}
	s, pid, err := openTextProject(e, project)
	if err != nil {
		return nil, engine.WikiEntry{}, err
	}
	w, err := findWiki(s, pid, args[0])
	if err == nil {
		err = s.eng.FlushMentions(context.Background())
	}
	return keepIfOK(s, w, err)
}

// openAppearances is openEntry followed by the entry's appearances.
func openAppearances(e *env, cmd, project string, args []string) (*session, engine.Appearances, error) {
	s, w, err := openEntry(e, cmd, project, args)
	if err != nil {
		return nil, engine.Appearances{}, err
	}
	a, err := s.eng.Appearances(w.ID)
	return keepIfOK(s, a, err)
}

func runWikiMentions(e *env, args []string) error {
	fs, project := newProjectFlags(e, "wiki mentions", "[--project NAME] [--json] ID|TITLE")
	asJSON := fs.Bool("json", false, lang.X("cli.flag.json.wiki-mentions", "print JSON: {entry_id,title,total,first,last,chapters:[{chapter_id,chapter,title,count}],mentions:[{chapter_id,chapter,chapter_title,start,end,name,context,context_at,dismissed}]}"))
	if err := parse(fs, args); err != nil {
		return err
	}
	s, a, err := openAppearances(e, "wiki mentions", *project, fs.Args())
	if err != nil {
		return err
	}
	defer s.Close()
	if *asJSON {
		return printJSON(e.stdout, a)
	}
	if a.Total == 0 {
		fmt.Fprintln(e.stdout, lang.X("cli.mentions-none", "\"{{.Title}}\" is not mentioned in any chapter", map[string]any{"Title": a.Title}))
		return nil
	}
	// The front matter (chapter 0) is no chapter to the author, as import
	// says ("15 chapters and front matter"): it is named apart.
	in, n, front := 0, 0, false
	for _, c := range a.Chapters {
		switch {
		case c.Chapter == 0:
			front = c.Count > 0
		case c.Count > 0:
			in, n = in+1, n+1
		default:
			n++
		}
	}
	fmt.Fprintln(e.stdout, lang.X("cli.mentions-summary", "\"{{.Title}}\": {{.Total}} mention{{if ne .Total 1}}s{{end}} in {{.In}} of {{.N}} chapter{{if ne .N 1}}s{{end}}{{if .Front}} and the front matter{{end}}, first in {{if eq .First 0}}the front matter{{else}}chapter {{.First}}{{end}}, last in {{if eq .Last 0}}the front matter{{else}}chapter {{.Last}}{{end}}",
		map[string]any{"Title": a.Title, "Total": a.Total, "In": in, "N": n, "Front": front, "First": a.First, "Last": a.Last}))
	for _, c := range a.Chapters {
		if c.Count > 0 {
			fmt.Fprintf(e.stdout, "%5d  %5d  %s\n", c.Chapter, c.Count, c.Title)
		}
	}
	fmt.Fprintln(e.stdout)
	for _, m := range a.Mentions {
		mark := ""
		if m.Dismissed {
			mark = " ×"
		}
		fmt.Fprintf(e.stdout, "%5d  %7d-%-7d %s%s\n", m.Chapter, m.Start, m.End, markMention(m), mark)
	}
	return nil
}

// markMention is m's context line with the name marked in it («name»,
// 【name】 in Chinese): in a line of 60 characters that names two people,
// or the same one twice, the author could not tell which mention it was.
// The engine says where the name sits (ContextAt); a context that does
// not hold the name there is left as it is.
func markMention(m engine.Mention) string {
	ctx, name := []rune(m.Context), []rune(m.Name)
	at := m.ContextAt
	if at < 0 || at+len(name) > len(ctx) || string(ctx[at:at+len(name)]) != m.Name {
		return m.Context
	}
	return string(ctx[:at]) + lang.X("cli.mention-mark", "«{{.Name}}»", map[string]any{"Name": m.Name}) + string(ctx[at+len(name):])
}

func runWikiSuggest(e *env, args []string) error {
	fs, project := newProjectFlags(e, "wiki suggest", "[--project NAME] [--limit N] [--json]")
	limit := fs.Int("limit", 50, lang.X("cli.flag.limit", "at most this many names"))
	asJSON := fs.Bool("json", false, lang.X("cli.flag.json.wiki-suggest", "print JSON: [{name,count,kind}]"))
	if err := parseArgs(fs, args, 0, usageX("cli.usage.no-arguments-expected", "{{.Cmd}}: no arguments expected", map[string]any{"Cmd": "wiki suggest"})); err != nil {
		return err
	}
	if *limit <= 0 {
		return usageX("cli.usage.suggest-limit", "wiki suggest: --limit must be positive")
	}
	cands, err := readProject(e, openTextProject, *project, func(eng *engine.Engine, pid uint64) ([]engine.NameCandidate, error) {
		return eng.SuggestEntries(pid, *limit)
	})
	if err != nil {
		return err
	}
	return printList(e, *asJSON, cands, lang.X("cli.suggest-none", "no frequent names without an entry"), func(c engine.NameCandidate) string {
		// The kind is the entry type the engine guesses (wiki add --type).
		// Aliases are the other forms an entry made of the name takes
		// (Henry Wotton, alias Lord Henry).
		name := c.Name
		if len(c.Aliases) > 0 {
			name = lang.X("cli.suggest-aliases", "{{.Name}} (also {{.Aliases}})", map[string]any{"Name": c.Name, "Aliases": strings.Join(c.Aliases, ", ")})
		}
		return fmt.Sprintf("%7d  %s %s", c.Count, padRight(wikiTypeName(c.Kind), 9), name)
	})
}

// runWikiIgnore is the Ignore of the app's suggested names
// (engine.IgnoreSuggestion): wiki suggest stops proposing each NAME in
// the project, in either width (阿Ｑ is 阿Q).
func runWikiIgnore(e *env, args []string) error {
	fs, project := newProjectFlags(e, "wiki ignore", "[--project NAME] NAME...")
	if err := parse(fs, args); err != nil {
		return err
	}
	names := fs.Args()
	if len(names) == 0 || slices.ContainsFunc(names, func(n string) bool { return strings.TrimSpace(n) == "" }) {
		return usageX("cli.usage.wiki-ignore", "wiki ignore: give the NAME (or names) wiki suggest is to stop proposing")
	}
	for _, n := range names {
		if err := checkUTF8("wiki ignore", n); err != nil {
			return err
		}
	}
	s, pid, err := openTextProject(e, *project)
	if err != nil {
		return err
	}
	defer s.Close()
	for _, n := range names {
		n = strings.TrimSpace(n)
		if err := s.eng.IgnoreSuggestion(pid, n); err != nil {
			return err
		}
		fmt.Fprintln(e.stdout, lang.X("cli.wiki-ignored", "wiki suggest no longer proposes {{.Q}}", quoteData(n)))
	}
	return nil
}

func runWikiReading(e *env, args []string) error {
	fs, project := newProjectFlags(e, "wiki reading", "[--project NAME] [--before N] [--recent K] [--budget CHARS] [--json] ID|TITLE")
	before := fs.Int("before", 0, lang.X("cli.flag.before", "the chapter about to be written: passages come from the chapters before it (0: all)"))
	recent := fs.Int("recent", 3, lang.X("cli.flag.recent", "how many of the latest passages come first"))
	budget := fs.Int("budget", search.DefaultContextBudget, lang.X("cli.flag.budget.reading", "maximum characters of the list"))
	asJSON := fs.Bool("json", false, lang.X("cli.flag.json.wiki-reading", "print JSON: {entry,before,budget,chars,text,passages:[{chapter_id,chapter,chapter_title,start,end,text}]}"))
	if err := parse(fs, args); err != nil {
		return err
	}
	if *before < 0 || *recent <= 0 || *budget <= 0 {
		return usageX("cli.usage.reading", "wiki reading: --before must not be negative, --recent and --budget must be positive")
	}
	s, w, err := openEntry(e, "wiki reading", *project, fs.Args())
	if err != nil {
		return err
	}
	defer s.Close()
	r, err := s.eng.ContinuityReading(engine.ReadingRequest{EntryID: w.ID, Before: *before, Recent: *recent, Budget: *budget})
	if err != nil {
		return err
	}
	if *asJSON {
		return printJSON(e.stdout, r)
	}
	if len(r.Passages) == 0 {
		return noReading(e, s, w, *before, *budget)
	}
	fmt.Fprintln(e.stdout, r.Text)
	return nil
}

// noReading says why a reading list is empty: the entry is not
// mentioned at all, or not before chapter before, or it is and no
// passage fits in the budget — a value of the command line, a usage
// error. It said "not mentioned in any chapter" for all three.
func noReading(e *env, s *session, w engine.WikiEntry, before, budget int) error {
	a, err := s.eng.Appearances(w.ID)
	if err != nil {
		return err
	}
	mentioned, earlier := false, false
	for _, m := range a.Mentions {
		if m.Dismissed {
			continue
		}
		mentioned = true
		earlier = earlier || before == 0 || m.Chapter < before
	}
	d := map[string]any{"Title": w.Title, "N": before, "Budget": budget, "Default": search.DefaultContextBudget}
	switch {
	case !mentioned:
		fmt.Fprintln(e.stdout, lang.X("cli.mentions-none", "\"{{.Title}}\" is not mentioned in any chapter", d))
	case !earlier:
		fmt.Fprintln(e.stdout, lang.X("cli.mentions-none-before", "\"{{.Title}}\" is not mentioned before chapter {{.N}}", d))
	default:
		return usageX("cli.usage.reading-budget", "wiki reading: no passage fits in --budget {{.Budget}}; give a larger one (the default is {{.Default}})", d)
	}
	return nil
}

func runWikiDismiss(e *env, args []string) error {
	fs, project := newProjectFlags(e, "wiki dismiss", "[--project NAME] [--undo] ID|TITLE CHAPTER START")
	undo := fs.Bool("undo", false, lang.X("cli.flag.undo.dismiss", "count the mention again"))
	if err := parseArgs(fs, args, 3, usageX("cli.usage.wiki-dismiss", "wiki dismiss: give the entry, the chapter number and the mention's start (as wiki mentions prints them)")); err != nil {
		return err
	}
	chapter, err1 := strconv.Atoi(fs.Arg(1))
	start, err2 := strconv.Atoi(fs.Arg(2))
	if err1 != nil || err2 != nil || start < 0 {
		return usageX("cli.usage.dismiss-numbers", "wiki dismiss: CHAPTER and START are numbers, not {{.Q1}} and {{.Q2}}",
			map[string]any{"Q1": strconv.Quote(fs.Arg(1)), "Q2": strconv.Quote(fs.Arg(2)), "A": fs.Arg(1), "B": fs.Arg(2)})
	}
	s, a, err := openAppearances(e, "wiki dismiss", *project, fs.Args()[:1])
	if err != nil {
		return err
	}
	defer s.Close()
	for _, m := range a.Mentions {
		if m.Chapter == chapter && m.Start == start {
			if err := s.eng.DismissMention(a.EntryID, m.ChapterID, m.Start, !*undo); err != nil {
				return err
			}
			if *undo {
				fmt.Fprintln(e.stdout, lang.X("cli.mention-counted", "counted again: {{.Context}}", map[string]any{"Context": markMention(m)}))
			} else {
				fmt.Fprintln(e.stdout, lang.X("cli.mention-dismissed", "not this one: {{.Context}}", map[string]any{"Context": markMention(m)}))
			}
			return nil
		}
	}
	d := quoteData(a.Title)
	d["Start"], d["N"], d["P"], d["Title"] = start, chapter, s.projectArg(), shellWord(a.Title)
	return errors.New(lang.X("cli.err.no-mention", "wiki dismiss: no mention of {{.Q}} at {{.Start}} in chapter {{.N}} (see inkflow wiki mentions{{.P}} {{.Title}})", d))
}
