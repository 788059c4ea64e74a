package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine/search"
)

// optionalBool is a flag that remembers whether it was given, so that
// --hybrid overrides the setting only when the user says so.
type optionalBool struct{ v *bool }

func (o *optionalBool) String() string {
	if o.v == nil {
		return ""
	}
	return strconv.FormatBool(*o.v)
}

func (o *optionalBool) Set(s string) error {
	b, err := strconv.ParseBool(s)
	if err != nil {
		return err
	}
	o.v = &b
	return nil
}

func (o *optionalBool) IsBoolFlag() bool { return true }

// searchFlags are shared by search and eval.
type searchFlags struct {
	project *string
	k       *int
	mode    *string
	hybrid  optionalBool
}

func addSearchFlags(fs *flag.FlagSet) *searchFlags {
	sf := &searchFlags{
		project: fs.String("project", "", "project to search (default: the only one)"),
		k:       fs.Int("k", 0, "number of results (default: setting search.default-top-k)"),
		mode:    fs.String("mode", "", "parent-child | direct | keyword (default: setting search.use-parent-child)"),
	}
	fs.Var(&sf.hybrid, "hybrid", "fuse keyword and vector rankings (default: setting search.hybrid)")
	return sf
}

func (sf *searchFlags) request(query string, pid uint64) (search.Request, error) {
	mode := search.Mode(*sf.mode)
	switch mode {
	case "", search.ModeParentChild, search.ModeDirect, search.ModeKeyword:
	default:
		return search.Request{}, usagef("--mode must be parent-child, direct or keyword, not %q", *sf.mode)
	}
	if *sf.k < 0 {
		return search.Request{}, usagef("--k must be positive")
	}
	return search.Request{Query: query, Project: pid, K: *sf.k, Mode: mode, Hybrid: sf.hybrid.v}, nil
}

func runSearch(e *env, args []string) error {
	fs := newFlags(e, "search", "[--project NAME] [--k N] [--mode parent-child|direct|keyword] [--hybrid=true|false] [--deep] [--cross-project] [--json] QUERY")
	sf := addSearchFlags(fs)
	deep := fs.Bool("deep", false, "expand summary hits with the chapter's best passages")
	cross := fs.Bool("cross-project", false, "also search other projects (15 from this one, 5 from others)")
	asJSON := fs.Bool("json", false, "print JSON (docs/ARCHITECTURE.md §8)")
	if err := parse(fs, args); err != nil {
		return err
	}
	query := strings.TrimSpace(strings.Join(fs.Args(), " "))
	if query == "" {
		return usagef("search: no QUERY given")
	}
	if _, err := sf.request(query, 0); err != nil {
		return err
	}
	s, err := openSession(e)
	if err != nil {
		return err
	}
	defer s.Close()
	pid, err := s.projectID(*sf.project)
	if err != nil {
		return err
	}
	req, _ := sf.request(query, pid)
	req.Deep, req.CrossProject = *deep, *cross
	resp, err := s.eng.Search(context.Background(), req)
	if errors.Is(err, search.ErrInvalidRequest) {
		return usagef("%v", err)
	}
	if err != nil {
		return err
	}
	if *asJSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		return enc.Encode(resp)
	}
	printResults(e, resp)
	return nil
}

// printResults shows results for a person: the match in 【】 brackets (or
// bold on a terminal) inside its context.
func printResults(e *env, resp search.Response) {
	if resp.Fallback != "" {
		fmt.Fprintln(e.stdout, lang.X("cli.keyword-only", "(keyword results only: {{.Why}})", map[string]any{"Why": resp.Fallback}))
	}
	if len(resp.Results) == 0 {
		fmt.Fprintln(e.stdout, lang.X("cli.no-results", "no results"))
		return
	}
	open, close := "【", "】"
	if isTerminal(e.stdout) {
		open, close = "\x1b[1;33m", "\x1b[0m"
	}
	for _, r := range resp.Results {
		where := r.Chapter
		if r.Kind == search.KindChapter {
			where = fmt.Sprintf("#%d %s", r.ChapterIndex, r.Chapter)
		}
		fmt.Fprintf(e.stdout, "%2d. %.3f  [%s] %s", r.Rank, r.Score, r.Kind, where)
		if r.Project != "" {
			fmt.Fprintf(e.stdout, "  (%s)", r.Project)
		}
		fmt.Fprintln(e.stdout)
		runes := []rune(r.Text)
		ms, me := min(max(r.MatchStart, 0), len(runes)), min(max(r.MatchEnd, 0), len(runes))
		text := string(runes[:ms]) + open + string(runes[ms:me]) + close + string(runes[me:])
		fmt.Fprintf(e.stdout, "    %s\n\n", strings.ReplaceAll(text, "\n", "\n    "))
	}
	fmt.Fprintln(e.stdout, lang.X("cli.results", "{{.N}} results in {{.MS}} ms", map[string]any{"N": len(resp.Results), "MS": fmt.Sprintf("%.0f", resp.TookMS)}))
}

func runContext(e *env, args []string) error {
	fs := newFlags(e, "context", "[--project NAME] [--budget CHARS] [--json] QUERY")
	project := fs.String("project", "", "project to draw from (default: the only one)")
	budget := fs.Int("budget", search.DefaultContextBudget, "maximum characters of context")
	asJSON := fs.Bool("json", false, "print JSON with the passages")
	if err := parse(fs, args); err != nil {
		return err
	}
	query := strings.TrimSpace(strings.Join(fs.Args(), " "))
	if query == "" {
		return usagef("context: no QUERY given")
	}
	if *budget <= 0 {
		return usagef("--budget must be positive")
	}
	s, err := openSession(e)
	if err != nil {
		return err
	}
	defer s.Close()
	pid, err := s.projectID(*project)
	if err != nil {
		return err
	}
	c, err := s.eng.BuildContext(context.Background(), search.ContextRequest{Query: query, Project: pid, Budget: *budget})
	if err != nil {
		return err
	}
	if *asJSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		return enc.Encode(c)
	}
	fmt.Fprintln(e.stdout, c.Text)
	return nil
}
