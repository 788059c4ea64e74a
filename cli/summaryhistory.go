package cli

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
)

// The summaries' undo: `summary history` lists what new summaries, a
// deletion and the chapter's deletion kept, `summary restore` puts one
// back (engine/summaryhistory.go).

func runSummaryHistory(e *env, args []string) error {
	fs, project := newProjectFlags(e, "summary history", "[--project NAME] [--json] CHAPTER")
	asJSON := fs.Bool("json", false, lang.X("cli.flag.json.summary-history", "print JSON: [{chapter_id,chapter,chapter_index,version,reason,at,text}], newest first"))
	s, c, vs, err := withSummaryVersions(parseChapter(e, fs, project, args, 1, usageX("cli.usage.one-chapter", "{{.Cmd}}: give one CHAPTER (number or title)", map[string]any{"Cmd": "summary history"})))
	if err != nil {
		return err
	}
	defer s.Close()
	out := make([]summaryVersionJSON, len(vs))
	for i, v := range vs {
		out[i] = summaryVersionJSON{SummaryVersion: v, Chapter: c.Title, ChapterIndex: c.Index}
	}
	mode, err := projectMode(s.eng, c.ProjectID)
	if err != nil {
		return err
	}
	return printList(e, *asJSON, out, lang.X("cli.summary-history-none", "no earlier summaries of this chapter"), func(v summaryVersionJSON) string {
		text := strings.TrimSpace(v.Text)
		return fmt.Sprintf("v%-3d %s  %s %s", v.Version, v.At.Local().Format("2006-01-02 15:04"), padRight(versionReason(v.Reason), 7),
			lang.X("cli.summary-version", "{{.Count}}: {{.Text}}", map[string]any{"Count": sayCount(engine.CountText(text), mode), "Text": firstLine(text, 60)}))
	})
}

// withSummaryVersions is the session and chapter a summary command
// opened (parseChapter, openChapterForWrite) with the versions the
// chapter's summary keeps, newest first: history lists them, restore
// picks one, set tells by them whether it kept one. The caller closes
// the session; when err is not nil, nothing is left open.
func withSummaryVersions(s *session, c engine.ChapterInfo, err error) (*session, engine.ChapterInfo, []engine.SummaryVersion, error) {
	if err != nil {
		return nil, c, nil, err
	}
	vs, err := s.eng.SummaryHistory(c.ID)
	s, vs, err = keepIfOK(s, vs, err)
	return s, c, vs, err
}

// summaryVersionJSON is one version of `summary history --json`: the
// engine's, whose chapter_id no command takes, with the chapter's title
// and index as summary show --json names them.
type summaryVersionJSON struct {
	engine.SummaryVersion
	Chapter      string `json:"chapter"`
	ChapterIndex int    `json:"chapter_index"`
}

func runSummaryRestore(e *env, args []string) error {
	fs, project := newProjectFlags(e, "summary restore", "[--project NAME] [--no-wait] CHAPTER [VERSION]")
	noWait := fs.Bool("no-wait", false, lang.X("cli.flag.no-wait.summary", "return once the summary is saved"))
	ref, version, err := restoreArgs(fs, args, func() error {
		return usageX("cli.usage.summary-restore", "summary restore: give a CHAPTER and, optionally, a VERSION (see inkflow summary history{{.P}} CHAPTER)", map[string]any{"P": projectFlagArg(*project)})
	})
	if err != nil {
		return err
	}
	s, c, vs, err := withSummaryVersions(openChapterForWrite(e, *project, *noWait, ref))
	if err != nil {
		return err
	}
	defer s.Close()
	if version == 0 {
		if len(vs) == 0 {
			return kindX("cli.err.no-earlier-summary", "chapter {{.N}} has no earlier summary to restore", engine.ErrNotFound, map[string]any{"N": c.Index})
		}
		version = vs[0].Version
	}
	// The newest version is the summary as it stands after a chapter
	// came back from Deleted Chapters, or after a restore run twice:
	// restoring it would change nothing.
	cur, ok, err := s.eng.Summary(c.ID)
	if err != nil {
		return err
	}
	if !slices.ContainsFunc(vs, func(v engine.SummaryVersion) bool { return v.Version == version }) {
		// Said here with the chapter's index: the engine's error names
		// the chapter by its id, which no command takes.
		d := chapterData(c, version)
		d["P"] = s.projectArg()
		return kindX("cli.err.no-summary-version", "the summary of chapter {{.N}} {{.Q}} has no version {{.V}} (its versions: inkflow summary history{{.P}} {{.N}}): not found",
			engine.ErrNotFound, d)
	}
	for _, v := range vs {
		if v.Version == version && ok && !cur.Generated && strings.TrimSpace(cur.Text) == strings.TrimSpace(v.Text) {
			d := chapterData(c, version)
			d["P"] = s.projectArg()
			fmt.Fprintln(e.stdout, lang.X("cli.summary-restore-same", "the summary of chapter {{.N}} {{.Q}} is version {{.V}} already: nothing to restore (its versions: inkflow summary history{{.P}} {{.N}})", d))
			return nil
		}
	}
	sum, err := s.eng.RestoreSummaryVersion(c.ID, version)
	if err != nil {
		return err
	}
	d := chapterData(c, version)
	d["P"] = s.projectArg()
	fmt.Fprintln(e.stdout, lang.X("cli.summary-restored", "restored version {{.V}} of the summary of chapter {{.N}} {{.Q}} (undo: inkflow summary restore{{.P}} {{.N}})", d))
	return waitFor(e, s, *noWait, sum.Owner())
}

// chapterData is the data of a message about chapter c and version v:
// N its index, Q its title quoted as the English messages print it,
// Name the title alone.
func chapterData(c engine.ChapterInfo, v int) map[string]any {
	d := quoteData(c.Title)
	d["N"], d["V"] = c.Index, v
	return d
}

// firstLine is the start of text's first line, at most n runes.
func firstLine(text string, n int) string {
	line, _, _ := strings.Cut(text, "\n")
	if r := []rune(line); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return line
}
