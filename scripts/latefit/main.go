// Command latefit measures P11 (engine/search/normalize.go) on an
// imported book at a given late-interaction β: asked n sentences of an
// unrelated novel, vector-only parent-child search returns parents of
// what size, against the book's mean chapter parent, with size
// normalisation off and on (the engine's checkSizeBias, on any book).
// lateSizeExponent was chosen with it: run at β 1 with the exponent
// changed between builds, on training-corpus books only (the exponent
// must not be chosen on the evaluation's dev books).
//
//	go run ./scripts/latefit -data COPY -queries ../shared/corpus/train/zh/shuihuzhuan.txt -beta 1
//
// COPY is a copy of an imported data directory (scripts/eval.sh keeps
// them in EVAL_CACHE): the settings are changed in it.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"inkflow/engine"
	"inkflow/engine/chunk"
	"inkflow/engine/search"
	"inkflow/model"
	"inkflow/model/modelpath"
	"inkflow/storage"
)

func main() {
	data := flag.String("data", "", "imported data directory (a copy: settings are changed)")
	queries := flag.String("queries", "", "text of an unrelated novel to take sentences from")
	n := flag.Int("n", 60, "sentences asked")
	beta := flag.Float64("beta", 0, "search.late-interaction (0: off)")
	flag.Parse()
	dir, _, err := modelpath.Locate("", "")
	if err != nil {
		log.Fatal(err)
	}
	emb, err := model.Load(dir, model.Options{})
	if err != nil {
		log.Fatal(err)
	}
	defer emb.Close()
	mean := projectMean(*data) // before the engine holds the database's lock
	e, err := engine.Open(engine.Options{DataDir: *data, Embedder: emb})
	if err != nil {
		log.Fatal(err)
	}
	defer e.Close()
	ps, err := e.Projects()
	if err != nil || len(ps) != 1 {
		log.Fatalf("want one project: %v %v", ps, err)
	}
	qs := sentences(*queries, *n)
	meanReturned := func(normalize bool) float64 {
		if err := e.UpdateSettings(func(s *engine.Settings) {
			s.Search.Normalize = normalize
			s.Search.LateInteraction = *beta
		}); err != nil {
			log.Fatal(err)
		}
		var sum, cnt float64
		for _, q := range qs {
			hyb := false
			resp, err := e.Search(context.Background(), search.Request{Query: q, Project: ps[0].ID, K: 10,
				Mode: search.ModeParentChild, Hybrid: &hyb, Kinds: []string{search.KindChapter}})
			if err != nil {
				log.Fatal(err)
			}
			for _, r := range resp.Results {
				sum += float64(r.Window.ParentChars)
				cnt++
			}
		}
		return sum / cnt / mean
	}
	fmt.Printf("late interaction %g, %d queries, mean parent %.0f runes: returned parents %.3f× the mean without size normalisation, %.3f× with it\n",
		*beta, len(qs), mean, meanReturned(false), meanReturned(true))
}

// projectMean is the mean length in runes of the book's chapter parents.
func projectMean(data string) float64 {
	db, err := storage.Open(filepath.Join(data, storage.FileName))
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()
	var sum, n float64
	err = db.View(func(tx *storage.Tx) error {
		return tx.ForEachParent(func(p storage.Parent) error {
			if p.Owner.Kind == storage.OwnerChapter {
				sum += float64(utf8.RuneCountInString(p.Text))
				n++
			}
			return nil
		})
	})
	if err != nil {
		log.Fatal(err)
	}
	return sum / n
}

// sentences returns n sentences of 12–30 runes (Chinese) or 40–160 runes (other)
// spread evenly over the file, as the engine's P11 check takes them.
func sentences(path string, n int) []string {
	data, err := os.ReadFile(path)
	if err != nil {
		log.Fatal(err)
	}
	text := string(data)
	runes := []rune(text)
	var all []string
	for _, sp := range chunk.SplitSentences(text) {
		s := strings.TrimSpace(string(runes[sp.Start:sp.End]))
		l := utf8.RuneCountInString(s)
		cjk := strings.ContainsFunc(s, func(r rune) bool { return r >= 0x2e80 })
		if (cjk && l >= 12 && l <= 30) || (!cjk && l >= 40 && l <= 160) {
			all = append(all, s)
		}
	}
	if len(all) < n {
		log.Fatalf("%s: only %d usable sentences, %d wanted", path, len(all), n)
	}
	out := make([]string, n)
	for i := range out {
		out[i] = all[i*len(all)/n]
	}
	return out
}
