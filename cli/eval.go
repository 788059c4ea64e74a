package cli

import (
	"context"
	"errors"
	"fmt"
	iofs "io/fs"
	"os"
	"strconv"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
	"inkflow/engine/eval"
	"inkflow/engine/search"
	"inkflow/internal/safefile"
)

// modeBM25 is the --mode value of the plain BM25 baseline (engine/eval/bm25).
const modeBM25 = "bm25"

// evalReport is `eval --json`: the metrics' keys, plus "baseline" (the
// BM25 baseline's metrics on the same queries) when --baseline is given.
type evalReport struct {
	eval.Metrics
	Baseline *eval.Metrics `json:"baseline,omitempty"`
}

func runEval(e *env, args []string) error {
	fs := newFlags(e, "eval", "[--project NAME] [--k N] [--mode …|bm25] [--hybrid=…] [--baseline] [--json] [--misses] QUERIES.tsv")
	sf := addSearchFlags(fs)
	asJSON := fs.Bool("json", false, lang.X("cli.flag.json.eval", "print JSON: queries, hit@1, hit@5, hit@10, mrr@10, p50_ms, p95_ms (and baseline)"))
	withBaseline := fs.Bool("baseline", false, lang.X("cli.flag.baseline", "also run the plain BM25 baseline (--mode bm25) and report it beside"))
	misses := fs.Bool("misses", false, lang.X("cli.flag.misses", "also list the queries that found nothing relevant in the top 10"))
	if err := parseArgs(fs, args, 1, usageX("cli.usage.eval", "eval: want exactly one QUERIES.tsv")); err != nil {
		return err
	}
	// --mode bm25 is the textbook baseline, not a search mode: it never
	// reaches the engine's search.
	baselineOnly := *sf.mode == modeBM25
	if baselineOnly {
		*sf.mode = ""
	}
	// The flags first: a usage error is said before the file is read.
	if _, err := sf.request("x", 0); err != nil {
		return err
	}
	queries, err := eval.LoadFile(fs.Arg(0))
	if pe := (*eval.ParseError)(nil); errors.As(err, &pe) {
		return errEvalLine(fs.Arg(0), pe)
	}
	if errors.Is(err, os.ErrNotExist) {
		// The engine's English is "eval: open FILE: no such file or
		// directory".
		return kindX("cli.err.eval-no-file", "eval: cannot open “{{.Name}}”: the file does not exist", err, quoteData(fs.Arg(0)))
	}
	if errors.As(err, new(*iofs.PathError)) || errors.As(err, new(*safefile.NotRegularError)) {
		// A file it may not read ("eval: open FILE: permission denied"
		// in Go's words) or a folder is said by errText, after the
		// command's name.
		return kindX("cli.err.eval-read", "eval: {{.Err}}", err, map[string]any{"Err": errText(err)})
	}
	if err != nil {
		return err
	}
	if len(queries) == 0 {
		// Metrics of no queries are zeros that read as a failed search.
		return kindX("cli.err.eval-no-queries", "eval: {{.File}} has no queries (lines of query<TAB>chapter numbers)", engine.ErrInvalid, map[string]any{"File": fs.Arg(0)})
	}
	k := *sf.k
	if k == 0 {
		k = 10 // hit@10 and MRR@10 need ten results
	}
	s, pid, err := openProject(e, *sf.project)
	if err != nil {
		return err
	}
	defer s.Close()
	var baseline eval.SearchFunc
	if baselineOnly || *withBaseline {
		ix, err := s.eng.BM25Baseline(pid)
		if err != nil {
			return err
		}
		baseline = func(_ context.Context, query string, k int) ([]int, error) { return ix.Search(query, k), nil }
	}
	run := eval.Chapters(func(ctx context.Context, query string, k int) (search.Response, error) {
		req, _ := sf.request(query, pid)
		req.K = k
		return s.eng.Search(ctx, req)
	})
	if baselineOnly {
		run = baseline
	}
	m, outcomes, err := eval.RunDetailed(context.Background(), run, queries, k)
	if errors.Is(err, search.ErrInvalidRequest) {
		return usagef("%v", err)
	}
	if err != nil {
		return err
	}
	report := evalReport{Metrics: m}
	if *withBaseline && !baselineOnly {
		b, err := eval.Run(context.Background(), baseline, queries, k)
		if err != nil {
			return err
		}
		report.Baseline = &b
	}
	if *asJSON {
		return printJSON(e.stdout, report)
	}
	fmt.Fprintln(e.stdout, m.String())
	if report.Baseline != nil {
		fmt.Fprintln(e.stdout, "bm25 baseline:", report.Baseline.String())
	}
	if *misses {
		fmt.Fprint(e.stdout, eval.Misses(outcomes, 10))
	}
	return nil
}

// errEvalLine says a malformed line of a query file in the user's
// language, by its kind; the English reads as eval.ParseError's own
// message. A kind this does not know keeps that message.
func errEvalLine(file string, pe *eval.ParseError) error {
	d := map[string]any{"File": file, "Line": pe.Line, "Value": strconv.Quote(pe.Value), "Raw": pe.Value, "N": pe.N}
	said := map[eval.ParseKind]string{
		eval.NotUTF8:        lang.X("cli.err.eval-line.not-utf8", "not valid UTF-8", d),
		eval.FieldCount:     lang.X("cli.err.eval-line.field-count", "want query<TAB>chapters, found {{.N}} tab-separated fields", d),
		eval.EmptyQuery:     lang.X("cli.err.eval-line.empty-query", "empty query", d),
		eval.CarriageReturn: lang.X("cli.err.eval-line.carriage-return", "query {{.Value}} contains a carriage return (convert old Mac line endings)", d),
		eval.NoChapters:     lang.X("cli.err.eval-line.no-chapters", "no chapter indexes for {{.Value}}", d),
		eval.EmptyIndex:     lang.X("cli.err.eval-line.empty-index", "empty chapter index in {{.Value}}", d),
		eval.BadIndex:       lang.X("cli.err.eval-line.bad-index", "chapter index {{.Value}} is not a number from 0 to {{.N}}", d),
		eval.LineTooLong:    lang.X("cli.err.eval-line.too-long", "line longer than {{.N}} bytes", d),
	}
	what, ok := said[pe.Kind]
	if !ok {
		what = pe.Msg
	}
	d["What"] = what
	return kindX("cli.err.eval-line", "{{.File}}: eval: line {{.Line}}: {{.What}}", engine.ErrInvalid, d)
}
