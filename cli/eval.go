package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"inkflow/engine/eval"
	"inkflow/engine/search"
)

func runEval(e *env, args []string) error {
	fs := newFlags(e, "eval", "[--project NAME] [--k N] [--mode …] [--hybrid=…] [--json] [--misses] QUERIES.tsv")
	sf := addSearchFlags(fs)
	asJSON := fs.Bool("json", false, "print JSON: queries, hit@1, hit@5, hit@10, mrr@10, p50_ms, p95_ms")
	misses := fs.Bool("misses", false, "also list the queries that found nothing relevant in the top 10")
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return usagef("eval: want exactly one QUERIES.tsv")
	}
	queries, err := eval.LoadFile(fs.Arg(0))
	if err != nil {
		return err
	}
	k := *sf.k
	if k == 0 {
		k = 10 // hit@10 and MRR@10 need ten results
	}
	if _, err := sf.request("x", 0); err != nil {
		return err
	}
	s, pid, err := openProject(e, *sf.project)
	if err != nil {
		return err
	}
	defer s.Close()
	run := func(ctx context.Context, query string, k int) ([]int, error) {
		req, _ := sf.request(query, pid)
		req.K = k
		resp, err := s.eng.Search(ctx, req)
		if err != nil {
			return nil, err
		}
		chapters := make([]int, len(resp.Results))
		for i, r := range resp.Results {
			chapters[i] = r.ChapterIndex
		}
		return chapters, nil
	}
	m, outcomes, err := eval.RunDetailed(context.Background(), run, queries, k)
	if errors.Is(err, search.ErrInvalidRequest) {
		return usagef("%v", err)
	}
	if err != nil {
		return err
	}
	if *asJSON {
		return json.NewEncoder(e.stdout).Encode(m)
	}
	fmt.Fprintln(e.stdout, m.String())
	if *misses {
		fmt.Fprint(e.stdout, eval.Misses(outcomes, 10))
	}
	return nil
}
