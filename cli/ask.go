package cli

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"regexp"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
	"inkflow/engine/assistant"
)

// runAsk is `inkflow ask`: a question about the manuscript, answered by
// the configured assistant with numbered citations; without one, the
// prompt it would send is printed to paste elsewhere (exit 0).
func runAsk(e *env, args []string) error {
	fs := newFlags(e, "ask", "[--project NAME] [--budget CHARS] [--json] QUESTION")
	project := fs.String("project", "", lang.X("cli.flag.project.ask", "project to ask about (default: the only one)"))
	budget := fs.Int("budget", 0, lang.X("cli.flag.budget.ask", "characters of passages sent (default: the assistant.context-budget setting)"))
	asJSON := fs.Bool("json", false, lang.X("cli.flag.json.ask", "print JSON: {question, query, answered, answer, cited, citations, prompt, notes}"))
	if err := parse(fs, args); err != nil {
		return err
	}
	question := strings.TrimSpace(strings.Join(fs.Args(), " "))
	if question == "" {
		return usageX("cli.usage.no-question", "ask: no QUESTION given")
	}
	if !utf8.ValidString(question) {
		return usageX("cli.usage.question-utf8", "ask: the QUESTION is not valid UTF-8 (is the terminal set to another encoding?)")
	}
	if *budget < 0 {
		return usageX("cli.usage.budget", "--budget must be positive")
	}
	s, pid, err := openProject(e, *project)
	if err != nil {
		return err
	}
	defer s.Close()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	var onToken func(string)
	if !*asJSON {
		onToken = func(t string) { fmt.Fprint(e.stdout, t) }
	}
	ans, err := s.eng.Ask(ctx, engine.AskRequest{Project: pid, Question: question, Budget: *budget}, onToken)
	if err != nil {
		if ans.Text != "" && !*asJSON {
			fmt.Fprintln(e.stdout)
		}
		return err
	}
	for _, n := range ans.Notes {
		fmt.Fprintln(e.stderr, lead(lang.X("cli.note", "note: {{.Msg}}", map[string]any{"Msg": n})))
	}
	if !ans.Answered {
		fmt.Fprintln(e.stderr, lead(lang.X("cli.no-assistant", "no assistant configured (set assistant.model, see README); printed the prompt it would get instead")))
	}
	if *asJSON {
		ans.Cited, ans.Citations, ans.Notes = orEmpty(ans.Cited), orEmpty(ans.Citations), orEmpty(ans.Notes)
		return printJSON(e.stdout, ans)
	}
	if !ans.Answered {
		for _, t := range ans.Prompt {
			fmt.Fprintf(e.stdout, "%s\n\n", t.Content)
		}
		return nil
	}
	fmt.Fprintln(e.stdout, lang.X("cli.sources", "\n\nSources:"))
	for _, c := range ans.Citations {
		fmt.Fprintln(e.stdout, lang.X("cli.citation", "[{{.N}}] {{.Kind}} {{.Index}} {{.Chapter}}, characters {{.Start}}–{{.End}}", map[string]any{
			"N": c.N, "Kind": resultKind(c.Kind), "Index": c.ChapterIndex, "Chapter": c.Chapter, "Start": c.Start, "End": c.End}))
	}
	return nil
}

// chapterRange is a --chapters item that is a range of chapter numbers
// (3-7, 5-, -4), not a number or a title.
var chapterRange = regexp.MustCompile(`^\d*\s*-\s*\d*$`)

// runSummaryGenerate is `inkflow summary generate`: the assistant writes a
// summary of every chapter that lacks the author's or its own.
func runSummaryGenerate(e *env, args []string) error {
	fs, project := newProjectFlags(e, "summary generate", "[--project NAME] [--chapters LIST]")
	list := fs.String("chapters", "", lang.X("cli.flag.chapters.generate", "comma-separated chapter numbers, ranges (3-7, 5-) or titles (default: all)"))
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 0 {
		return usageX("cli.usage.generate-argument", "summary generate: unexpected argument {{.Q}}", quoteData(fs.Arg(0)))
	}
	s, pid, err := openProject(e, *project)
	if err != nil {
		return err
	}
	defer s.Close()
	var ids []uint64
	for ref := range strings.SplitSeq(*list, ",") {
		if ref = strings.TrimSpace(ref); ref == "" {
			continue
		}
		if chapterRange.MatchString(ref) {
			// A range as export --chapters takes it ("1-2" was looked
			// up as a title: no chapter titled "1-2").
			from, to, err := parseRange(ref)
			if err != nil {
				return err
			}
			chs, err := s.eng.Chapters(pid)
			if err != nil {
				return err
			}
			n, first, last := len(ids), 0, 0
			for _, c := range chs {
				if c.Index > 0 && first == 0 {
					first = c.Index
				}
				last = max(last, c.Index)
				// engine.FrontMatter, a typed 0, is the front matter's number.
				if c.Index >= max(from, 0) && (to == 0 || c.Index <= max(to, 0)) {
					ids = append(ids, c.ID)
				}
			}
			if len(ids) == n {
				return errNoChapterIndex(max(from, to, 0), first, last, s.projectArg())
			}
			continue
		}
		c, err := findChapter(s, pid, ref)
		if err != nil {
			return err
		}
		ids = append(ids, c.ID)
	}
	if *list != "" && len(ids) == 0 {
		return usageX("cli.usage.chapters-none", "--chapters: no chapter given")
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	rep, err := s.eng.GenerateSummaries(ctx, pid, ids, func(p engine.SummaryProgress) {
		d := map[string]any{"Done": p.Done, "Total": p.Total, "Chapter": p.Chapter}
		if p.Skipped {
			fmt.Fprintln(e.stderr, lang.X("cli.generate-kept", "[{{.Done}}/{{.Total}}] kept the summary of {{.Chapter}}", d))
		} else {
			fmt.Fprintln(e.stderr, lang.X("cli.generate-done", "[{{.Done}}/{{.Total}}] summarised {{.Chapter}}", d))
		}
	})
	for _, n := range rep.Notes {
		fmt.Fprintln(e.stderr, lead(lang.X("cli.note", "note: {{.Msg}}", map[string]any{"Msg": n})))
	}
	if errors.Is(err, assistant.ErrNotConfigured) {
		// The sentinel's text alone: err's chain adds the engine's
		// "engine: summarise chapters:", which means nothing to an author.
		return kindX("cli.err.generate-no-assistant", "summary generate: {{.Err}}; the extractive summaries stay in use", err, map[string]any{"Err": errText(assistant.ErrNotConfigured)})
	}
	if err != nil {
		if rep.Generated > 0 {
			fmt.Fprintln(e.stderr, lead(lang.X("cli.generate-partial", "{{.N}} {{if eq .N 1}}summary was{{else}}summaries were{{end}} saved; run again to continue", map[string]any{"N": rep.Generated})))
		}
		return err
	}
	fmt.Fprintln(e.stdout, lang.X("cli.generated", "summarised {{.N}} chapter{{if ne .N 1}}s{{end}}, kept {{.Kept}}", map[string]any{"N": rep.Generated, "Kept": rep.Skipped}))
	if s.requireModel() != nil {
		return nil // indexed when the app or a command next runs with the model
	}
	// Index the summaries now, so that the next search finds them.
	return s.eng.Flush(ctx)
}
