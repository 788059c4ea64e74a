package cli

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"unicode/utf8"

	"inkflow/engine"
	"inkflow/engine/assistant"
)

// runAsk is `inkflow ask`: a question about the manuscript, answered by
// the configured assistant with numbered citations; without one, the
// prompt it would send is printed to paste elsewhere (exit 0).
func runAsk(e *env, args []string) error {
	fs := newFlags(e, "ask", "[--project NAME] [--budget CHARS] [--json] QUESTION")
	project := fs.String("project", "", "project to ask about (default: the only one)")
	budget := fs.Int("budget", 0, "characters of passages sent (default: the assistant.context-budget setting)")
	asJSON := fs.Bool("json", false, "print JSON: {question, query, answered, answer, cited, citations, prompt, notes}")
	if err := parse(fs, args); err != nil {
		return err
	}
	question := strings.TrimSpace(strings.Join(fs.Args(), " "))
	if question == "" {
		return usagef("ask: no QUESTION given")
	}
	if !utf8.ValidString(question) {
		return usagef("ask: the QUESTION is not valid UTF-8 (is the terminal set to another encoding?)")
	}
	if *budget < 0 {
		return usagef("--budget must be positive")
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
		fmt.Fprintln(e.stderr, "inkflow: note: "+n)
	}
	if !ans.Answered {
		fmt.Fprintln(e.stderr, "inkflow: no assistant configured (set assistant.model, see README); printed the prompt it would get instead")
	}
	if *asJSON {
		return printJSON(e.stdout, ans)
	}
	if !ans.Answered {
		for _, t := range ans.Prompt {
			fmt.Fprintf(e.stdout, "%s\n\n", t.Content)
		}
		return nil
	}
	fmt.Fprintln(e.stdout, "\n\nSources:")
	for _, c := range ans.Citations {
		fmt.Fprintf(e.stdout, "[%d] %s %d %s, characters %d–%d\n", c.N, c.Kind, c.ChapterIndex, c.Chapter, c.Start, c.End)
	}
	return nil
}

// runSummaryGenerate is `inkflow summary generate`: the assistant writes a
// summary of every chapter that lacks the author's or its own.
func runSummaryGenerate(e *env, args []string) error {
	fs := newFlags(e, "summary generate", "[--project NAME] [--chapters LIST]")
	project := fs.String("project", "", "project (default: the only one)")
	list := fs.String("chapters", "", "comma-separated chapter indexes or titles (default: all)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 0 {
		return usagef("summary generate: unexpected argument %q", fs.Arg(0))
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
		c, err := findChapter(s, pid, ref)
		if err != nil {
			return err
		}
		ids = append(ids, c.ID)
	}
	if *list != "" && len(ids) == 0 {
		return usagef("--chapters: no chapter given")
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	rep, err := s.eng.GenerateSummaries(ctx, pid, ids, func(p engine.SummaryProgress) {
		what := "summarised"
		if p.Skipped {
			what = "kept the summary of"
		}
		fmt.Fprintf(e.stderr, "[%d/%d] %s %s\n", p.Done, p.Total, what, p.Chapter)
	})
	for _, n := range rep.Notes {
		fmt.Fprintln(e.stderr, "inkflow: note: "+n)
	}
	if errors.Is(err, assistant.ErrNotConfigured) {
		return fmt.Errorf("summary generate: %w; the extractive summaries stay in use", err)
	}
	if err != nil {
		if rep.Generated > 0 {
			fmt.Fprintf(e.stderr, "inkflow: %d summaries were saved; run again to continue\n", rep.Generated)
		}
		return err
	}
	fmt.Fprintf(e.stdout, "summarised %d chapters, kept %d\n", rep.Generated, rep.Skipped)
	if s.requireModel() != nil {
		return nil // indexed when the app or a command next runs with the model
	}
	// Index the summaries now, so that the next search finds them.
	return s.eng.Flush(ctx)
}
