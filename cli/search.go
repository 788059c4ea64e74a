package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
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
	fs      *flag.FlagSet
	project *string
	k       *int
	mode    *string
	hybrid  optionalBool
}

func addSearchFlags(fs *flag.FlagSet) *searchFlags {
	sf := &searchFlags{
		fs:      fs,
		project: fs.String("project", "", lang.X("cli.flag.project.search", "project to search (default: the only one)")),
		k:       fs.Int("k", 0, lang.X("cli.flag.k", "number of results (default: setting search.default-top-k)")),
		mode:    fs.String("mode", "", lang.X("cli.flag.mode.search", "parent-child | direct | keyword (default: setting search.use-parent-child)")),
	}
	fs.Var(&sf.hybrid, "hybrid", lang.X("cli.flag.hybrid", "fuse keyword and vector rankings (default: setting search.hybrid)"))
	return sf
}

func (sf *searchFlags) request(query string, pid uint64) (search.Request, error) {
	mode := search.Mode(*sf.mode)
	switch mode {
	case "", search.ModeParentChild, search.ModeDirect, search.ModeKeyword:
	default:
		return search.Request{}, usageX("cli.usage.search-mode", "--mode must be parent-child, direct or keyword, not {{.Q}}", quoteData(*sf.mode))
	}
	// 0 is the flag's zero value, which stands for the setting; typed,
	// it is refused as -1 is rather than silently read as the default.
	kTyped := false
	sf.fs.Visit(func(f *flag.Flag) { kTyped = kTyped || f.Name == "k" })
	if *sf.k < 0 || kTyped && *sf.k == 0 {
		return search.Request{}, usageX("cli.usage.k", "--k must be positive")
	}
	return search.Request{Query: query, Project: pid, K: *sf.k, Mode: mode, Hybrid: sf.hybrid.v}, nil
}

// parseQuery parses the flags of a command that takes a QUERY (search,
// context) and returns the query: the positional arguments, joined.
func parseQuery(fs *flag.FlagSet, args []string) (string, error) {
	if err := parse(fs, args); err != nil {
		return "", err
	}
	query := strings.TrimSpace(strings.Join(fs.Args(), " "))
	if query == "" {
		return "", usageX("cli.usage.no-query", "{{.Cmd}}: no QUERY given", map[string]any{"Cmd": fs.Name()})
	}
	// As find does: bytes that are not UTF-8 (a terminal in GBK) would
	// be searched as U+FFFD and match nothing the author typed.
	if !utf8.ValidString(query) {
		return "", usageX("cli.usage.query-utf8", "{{.Cmd}}: the QUERY is not valid UTF-8 (is the terminal set to another encoding?)", map[string]any{"Cmd": fs.Name()})
	}
	return query, nil
}

func runSearch(e *env, args []string) error {
	fs := newFlags(e, "search", "[--project NAME] [--k N] [--mode parent-child|direct|keyword] [--hybrid=true|false] [--deep] [--cross-project] [--wait] [--json] QUERY")
	sf := addSearchFlags(fs)
	deep := fs.Bool("deep", false, lang.X("cli.flag.deep", "expand summary hits with the chapter's best passages"))
	cross := fs.Bool("cross-project", false, lang.X("cli.flag.cross-project", "search every project as one list, best first (20 results)"))
	asJSON := fs.Bool("json", false, lang.X("cli.flag.json.contract", "print JSON (docs/ARCHITECTURE.md §8)"))
	wait := fs.Bool("wait", false, lang.X("cli.flag.wait.search", "finish indexing anything left unindexed (an interrupted import or model change) before searching"))
	query, err := parseQuery(fs, args)
	if err != nil {
		return err
	}
	if _, err := sf.request(query, 0); err != nil {
		return err
	}
	s, pid, err := openProject(e, *sf.project)
	if err != nil {
		return err
	}
	defer s.Close()
	req, _ := sf.request(query, pid)
	req.Deep, req.CrossProject = *deep, *cross
	scope := pid
	if *cross {
		scope = 0
	}
	progress, err := indexProgress(e, s, scope, *wait)
	if err != nil {
		return err
	}
	if s.emb != nil && req.Mode != search.ModeKeyword {
		if cut, limit := s.emb.QueryTruncated(query); cut {
			fmt.Fprintln(e.stderr, lead(lang.X("cli.query-truncated", "note: the query is longer than the model reads: vector search uses its first {{.N}} tokens, keyword search all of it", map[string]any{"N": limit})))
		}
	}
	resp, err := s.eng.Search(context.Background(), req)
	return showResponse(e, s, resp, err, progress, *asJSON)
}

// showResponse prints what a search or related request gave: a request
// the engine calls invalid is the command's usage; --json adds
// index_incomplete only when the index is partial, so the contract's keys
// are unchanged.
func showResponse(e *env, s *session, resp search.Response, err error, progress *engine.IndexProgress, asJSON bool) error {
	if errors.Is(err, search.ErrInvalidRequest) {
		return usagef("%v", err)
	}
	if err != nil {
		return err
	}
	if asJSON {
		return printJSON(e.stdout, struct {
			search.Response
			IndexIncomplete *engine.IndexProgress `json:"index_incomplete,omitempty"`
		}{resp, progress})
	}
	printResults(e, resp, s.modelErr)
	return nil
}

// indexProgress finds passages left unindexed (by an import or model
// change that was killed or interrupted: the command line only indexes
// while a command runs). With wait it indexes them first; otherwise it
// says on stderr that the results leave them out, and returns the counts
// for --json. It returns nil when the index is complete.
func indexProgress(e *env, s *session, projectID uint64, wait bool) (*engine.IndexProgress, error) {
	p, err := s.eng.IndexProgress(projectID)
	if err != nil || p.Complete() {
		return nil, err
	}
	if wait {
		if err := s.requireModel(); err != nil {
			return nil, err
		}
		ctx, stop := interruptible()
		defer stop()
		return nil, waitIndexed(ctx, e, s.eng, nil, lang.X("cli.indexing", "indexing"))
	}
	fmt.Fprintln(e.stderr, lead(lang.X("cli.index-incomplete", "note: index incomplete: {{.Indexed}} of {{.Total}} passage{{if ne .Total \"1\"}}s{{end}} indexed; results leave out the rest (--wait finishes indexing first)",
		map[string]any{"Indexed": groupDigits(p.Indexed), "Total": groupDigits(p.Total)})))
	return &p, nil
}

// printResults shows results for a person: the match marked inside its
// context, bold on a terminal and otherwise in the user's language's marks
// («match», 【match】 in Chinese), as wiki mentions marks a name. A fallback is said once, with
// why no model is loaded when that is the reason (modelErr).
func printResults(e *env, resp search.Response, modelErr error) {
	printFallback(e, resp.Reasons, modelErr)
	if len(resp.Results) == 0 {
		fmt.Fprintln(e.stdout, lang.X("cli.no-results", "no results"))
		return
	}
	mark := func(s string) string { return lang.X("cli.match-mark", "«{{.Text}}»", map[string]any{"Text": s}) }
	if isTerminal(e.stdout) {
		mark = func(s string) string { return "\x1b[1;33m" + s + "\x1b[0m" }
	}
	for _, r := range resp.Results {
		where := r.Chapter
		if r.Kind == search.KindChapter {
			where = fmt.Sprintf("#%d %s", r.ChapterIndex, r.Chapter)
		}
		score := fmt.Sprintf("%.3f", r.Score)
		if r.Unmatched() {
			score = lang.X("cli.unmatched", "no match, by meaning only")
		}
		fmt.Fprintf(e.stdout, "%2d. %s  [%s] %s", r.Rank, score, resultKind(r.Kind), where)
		if r.Project != "" {
			fmt.Fprintf(e.stdout, "  (%s)", r.Project)
		}
		fmt.Fprintln(e.stdout)
		runes := []rune(r.Text)
		ms, me := min(max(r.MatchStart, 0), len(runes)), min(max(r.MatchEnd, 0), len(runes))
		text := string(runes[:ms]) + mark(string(runes[ms:me])) + string(runes[me:])
		fmt.Fprintf(e.stdout, "    %s\n\n", strings.ReplaceAll(text, "\n", "\n    "))
	}
	fmt.Fprintln(e.stdout, lang.X("cli.results", "{{.N}} result{{if ne .N 1}}s{{end}} in {{.MS}} ms", map[string]any{"N": len(resp.Results), "MS": fmt.Sprintf("%.0f", resp.TookMS)}))
}

// resultKind names what a result comes from (search.Result.Kind) in the
// user's language; --json keeps the engine's word.
func resultKind(k string) string {
	return sayWord(k, map[string]string{
		search.KindChapter: lang.X("cli.kind.chapter", "chapter"),
		search.KindWiki:    lang.X("cli.kind.wiki", "wiki"),
		search.KindSummary: lang.X("cli.kind.summary", "summary"),
	})
}

func runContext(e *env, args []string) error {
	fs := newFlags(e, "context", "[--project NAME] [--budget CHARS] [--wait] [--json] QUERY")
	project := fs.String("project", "", lang.X("cli.flag.project.context", "project to draw from (default: the only one)"))
	budget := fs.Int("budget", search.DefaultContextBudget, lang.X("cli.flag.budget.context", "maximum characters of context"))
	asJSON := fs.Bool("json", false, lang.X("cli.flag.json.context", "print JSON with the passages"))
	wait := fs.Bool("wait", false, lang.X("cli.flag.wait.context", "finish indexing anything left unindexed before building the context"))
	query, err := parseQuery(fs, args)
	if err != nil {
		return err
	}
	if *budget <= 0 {
		return usageX("cli.usage.budget", "--budget must be positive")
	}
	s, pid, err := openProject(e, *project)
	if err != nil {
		return err
	}
	defer s.Close()
	if _, err := indexProgress(e, s, pid, *wait); err != nil {
		return err
	}
	c, err := s.eng.BuildContext(context.Background(), search.ContextRequest{Query: query, Project: pid, Budget: *budget})
	if err != nil {
		return err
	}
	if *asJSON {
		return printJSON(e.stdout, c)
	}
	fmt.Fprintln(e.stdout, c.Text)
	return nil
}

// printFallback says, in the user's language, why the search answered
// with less than it was asked for: one line for the reasons that left
// keyword results only, one for those that left vector results only, and
// one when word-by-word matching was asked for and is off. The reasons
// come typed (search.Reason); their English Text is the --json form.
func printFallback(e *env, reasons []search.Reason, modelErr error) {
	var keywordWhy, vectorWhy []string
	for _, r := range reasons {
		switch r.Code {
		case search.ReasonLateInteractionOff:
			// Not a keyword fallback: the search by meaning answered,
			// without re-scoring word by word. Why the table could not
			// be read is the engine's warning, printed after the results.
			fmt.Fprintln(e.stdout, lang.X("cli.late-interaction-off", "(word-by-word matching off: model {{.Model}} is not installed or cannot be read)", map[string]any{"Model": r.Model}))
		case search.ReasonNoModel:
			if modelErr != nil {
				keywordWhy = append(keywordWhy, lang.X("cli.fallback.no-model-why", "no embedding model: {{.Err}}", map[string]any{"Err": errText(modelErr)}))
			} else {
				keywordWhy = append(keywordWhy, lang.X("cli.fallback.no-model", "no embedding model"))
			}
		case search.ReasonNoVectorIndex:
			keywordWhy = append(keywordWhy, lang.X("cli.fallback.no-index", "no vector index"))
		case search.ReasonEmbeddingFailed:
			keywordWhy = append(keywordWhy, lang.X("cli.fallback.embed-failed", "embedding failed: {{.Err}}", map[string]any{"Err": errText(r.Err)}))
		case search.ReasonDimsMismatch:
			keywordWhy = append(keywordWhy, lang.X("cli.fallback.dims", "the model's vectors have {{.Model}} numbers and the index's {{.Index}} (`inkflow reindex` rebuilds the index)", map[string]any{"Model": r.ModelDims, "Index": r.IndexDims}))
		case search.ReasonInvalidVector:
			keywordWhy = append(keywordWhy, lang.X("cli.fallback.invalid-vector", "the model returned an invalid vector"))
		case search.ReasonNoKeywordIndex:
			vectorWhy = append(vectorWhy, lang.X("cli.fallback.no-keyword-index", "no keyword index"))
		case search.ReasonKeywordFailed:
			vectorWhy = append(vectorWhy, lang.X("cli.fallback.keyword-failed", "keyword search failed: {{.Err}}", map[string]any{"Err": errText(r.Err)}))
		default:
			// A code this build does not know yet: its English.
			fmt.Fprintln(e.stdout, "("+r.Text+")")
		}
	}
	if len(keywordWhy) > 0 {
		fmt.Fprintln(e.stdout, lang.X("cli.keyword-only", "(keyword results only: {{.Why}})", map[string]any{"Why": strings.Join(keywordWhy, "; ")}))
	}
	if len(vectorWhy) > 0 {
		fmt.Fprintln(e.stdout, lang.X("cli.vector-only", "(vector results only: {{.Why}})", map[string]any{"Why": strings.Join(vectorWhy, "; ")}))
	}
}
