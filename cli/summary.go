package cli

import (
	"flag"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
)

func runSummary(e *env, args []string) error {
	return runSubcommand(e, "summary", args, []command{
		{name: "set", run: runSummarySet},
		{name: "generate", run: runSummaryGenerate},
		{name: "show", run: runSummaryShow},
		{name: "history", run: runSummaryHistory},
		{name: "restore", run: runSummaryRestore},
	})
}

// findChapter resolves CHAPTER: a number is a chapter number (as search
// reports chapter_index), anything else a title (exact, then
// case-insensitive).
func findChapter(s *session, pid uint64, ref string) (engine.ChapterInfo, error) {
	if strings.TrimSpace(ref) == "" {
		// It would name every chapter without a title.
		return engine.ChapterInfo{}, usageX("cli.usage.empty-chapter", "CHAPTER is empty: give a chapter number or title (see inkflow chapter list{{.P}})", map[string]any{"P": s.projectArg()})
	}
	chs, err := s.eng.Chapters(pid)
	if err != nil {
		return engine.ChapterInfo{}, err
	}
	if n, err := strconv.Atoi(ref); err == nil {
		if n < 0 {
			return engine.ChapterInfo{}, errNegativeChapter(ref, s.projectArg())
		}
		for _, c := range chs {
			if c.Index == n {
				return c, nil
			}
		}
		first, last := engine.NumberRange(engine.ChapterNumbers(chs))
		return engine.ChapterInfo{}, errNoChapterIndex(n, first, last, s.projectArg())
	}
	for _, match := range []func(a, b string) bool{
		func(a, b string) bool { return a == b },
		strings.EqualFold,
	} {
		var found []engine.ChapterInfo
		for _, c := range chs {
			if match(strings.TrimSpace(c.Title), ref) {
				found = append(found, c)
			}
		}
		switch len(found) {
		case 0:
			continue
		case 1:
			return found[0], nil
		}
		d := quoteData(ref)
		d["N"] = len(found)
		return engine.ChapterInfo{}, usageX("cli.usage.chapter-ambiguous", "{{.N}} chapters are titled {{.Q}}; give the chapter number", d)
	}
	if isWholeNumber(ref) {
		// Too large for an int, and no chapter's title: a number
		// no chapter has, said as one.
		if strings.HasPrefix(ref, "-") {
			return engine.ChapterInfo{}, errNegativeChapter(ref, s.projectArg())
		}
		first, last := engine.NumberRange(engine.ChapterNumbers(chs))
		return engine.ChapterInfo{}, errNoChapterNumber(ref, first, last, s.projectArg())
	}
	return engine.ChapterInfo{}, errNoChapterTitle(ref)
}

// isWholeNumber reports whether s is a whole number in ASCII digits,
// with an optional sign, of any size.
func isWholeNumber(s string) bool {
	if strings.HasPrefix(s, "-") || strings.HasPrefix(s, "+") {
		s = s[1:]
	}
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// openChapter opens the project (without the model) and finds the
// chapter CHAPTER (ref) names, for a command that reads it.
func openChapter(e *env, project, ref string) (*session, engine.ChapterInfo, error) {
	s, pid, err := openTextProject(e, project)
	if err != nil {
		return nil, engine.ChapterInfo{}, err
	}
	c, err := findChapter(s, pid, ref)
	return keepIfOK(s, c, err)
}

// parseChapter parses args, which must be n positional arguments
// (any other number is the usage error wrong), and opens the chapter the
// first one names in the project of --project (openChapter): the start
// of every command on one chapter that does not wait for indexing. The
// caller closes the session.
func parseChapter(e *env, fs *flag.FlagSet, project *string, args []string, n int, wrong error) (*session, engine.ChapterInfo, error) {
	if err := parseArgs(fs, args, n, wrong); err != nil {
		return nil, engine.ChapterInfo{}, err
	}
	return openChapter(e, *project, fs.Arg(0))
}

// parseChapterText parses the arguments of a command that takes
// CHAPTER and a text (FILE, --file FILE or -, see textFileArg) and reads
// the text; it returns CHAPTER as given.
func parseChapterText(e *env, fs *flag.FlagSet, cmd string, args []string, file *string) (ref, text string, err error) {
	if err := parse(fs, args); err != nil {
		return "", "", err
	}
	rest, dash := splitDash(fs.Args())
	if rest, err = textFileArg(cmd, rest, 1, file, dash); err != nil {
		return "", "", err
	}
	if len(rest) != 1 {
		return "", "", usageX("cli.usage.one-chapter", "{{.Cmd}}: give one CHAPTER (number or title)", map[string]any{"Cmd": cmd})
	}
	text, err = readTextArg(e, cmd, *file, dash)
	return rest[0], text, err
}

// openChapterText is openChapterForWrite with the chapter's text, for a
// command that changes it (chapter split, chapter write).
func openChapterText(e *env, project string, noWait bool, ref string) (*session, engine.ChapterInfo, engine.Chapter, error) {
	s, info, err := openChapterForWrite(e, project, noWait, ref)
	if err != nil {
		return nil, info, engine.Chapter{}, err
	}
	c, err := s.eng.Chapter(info.ID)
	s, c, err = keepIfOK(s, c, err)
	return s, info, c, err
}

// openChapterForWrite is openForWrite for a command that changes the
// chapter CHAPTER (ref) names.
func openChapterForWrite(e *env, project string, noWait bool, ref string) (*session, engine.ChapterInfo, error) {
	s, pid, err := openForWrite(e, project, noWait)
	if err != nil {
		return nil, engine.ChapterInfo{}, err
	}
	c, err := findChapter(s, pid, ref)
	return keepIfOK(s, c, err)
}

func runSummarySet(e *env, args []string) error {
	fs, project := newProjectFlags(e, "summary set", "[--project NAME] [--no-wait] CHAPTER (FILE | --file FILE | -)")
	file := fs.String("file", "", lang.X("cli.flag.file.summary", "read the summary from FILE (- for stdin)"))
	noWait := fs.Bool("no-wait", false, lang.X("cli.flag.no-wait.summary", "return once the summary is saved"))
	ref, text, err := parseChapterText(e, fs, "summary set", args, file)
	if err != nil {
		return err
	}
	// The author's summary it replaces, if any, is kept as a version:
	// then the message names the undo.
	s, c, kept, err := withSummaryVersions(openChapterForWrite(e, *project, *noWait, ref))
	if err != nil {
		return err
	}
	defer s.Close()
	sum, err := s.eng.SetSummary(c.ID, text)
	if err != nil {
		return err
	}
	now, err := s.eng.SummaryHistory(c.ID)
	if err != nil {
		return err
	}
	d := map[string]any{"N": c.Index, "Title": c.Title, "P": s.projectArg()}
	if newestSummaryVersion(now) > newestSummaryVersion(kept) {
		fmt.Fprintln(e.stdout, lang.X("cli.summary-set-undo", "set the summary of chapter {{.N}} \"{{.Title}}\" (undo: inkflow summary restore{{.P}} {{.N}})", d))
	} else {
		fmt.Fprintln(e.stdout, lang.X("cli.summary-set", "set the summary of chapter {{.N}} \"{{.Title}}\"", d))
	}
	return waitFor(e, s, *noWait, sum.Owner())
}

// newestSummaryVersion is the number of the newest of vs (newest
// first), 0 for none; the oldest are dropped past a limit, so a count
// would not tell whether a version was kept.
func newestSummaryVersion(vs []engine.SummaryVersion) int {
	if len(vs) == 0 {
		return 0
	}
	return vs[0].Version
}

// summaryJSON is `summary show --json`.
type summaryJSON struct {
	Chapter      string `json:"chapter"`
	ChapterIndex int    `json:"chapter_index"`
	Generated    bool   `json:"generated"`
	Text         string `json:"text"`
}

func runSummaryShow(e *env, args []string) error {
	fs, project := newProjectFlags(e, "summary show", "[--project NAME] CHAPTER [--json]")
	asJSON := fs.Bool("json", false, lang.X("cli.flag.json.summary-show", "print JSON: {chapter, chapter_index, generated, text}"))
	s, c, err := parseChapter(e, fs, project, args, 1, usageX("cli.usage.one-chapter", "{{.Cmd}}: give one CHAPTER (number or title)", map[string]any{"Cmd": "summary show"}))
	if err != nil {
		return err
	}
	defer s.Close()
	text, generated, err := s.eng.ChapterSummary(c.ID)
	if err != nil {
		return err
	}
	if *asJSON {
		return printJSON(e.stdout, summaryJSON{Chapter: c.Title, ChapterIndex: c.Index, Generated: generated, Text: text})
	}
	// The commands the source points to, for this chapter of this project.
	d := map[string]any{"N": c.Index, "P": s.projectArg()}
	source := lang.X("cli.summary-source.author", "author's summary")
	if by, err := s.eng.SummaryByAssistant(c.ID); err != nil {
		return err
	} else if by {
		source = lang.X("cli.summary-source.assistant", "summary written by the assistant (`inkflow summary generate{{.P}} --chapters {{.N}}`)", d)
	} else if generated {
		source = lang.X("cli.summary-source.generated", "generated summary (sentences picked from the chapter; set your own with `inkflow summary set{{.P}} {{.N}} FILE`)", d)
	}
	fmt.Fprintln(e.stdout, lang.X("cli.summary-heading", "chapter {{.N}} {{.Title}} — {{.Source}}", map[string]any{"N": c.Index, "Title": c.Title, "Source": source}))
	fmt.Fprintln(e.stdout, text)
	return nil
}
