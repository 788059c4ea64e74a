// Package search answers queries over a novelist's indexed texts: it finds
// the small passages (children) that match a query and returns the story
// passages (parents) around them, so a reader, or an AI helper, gets whole
// context instead of fragments.
//
// The pipeline of a parent-child search (docs/ARCHITECTURE.md §2.3):
//
//  1. embed the query (the model's query prefix applied by the embedder);
//  2. take at least max(50, 5·k) children from the vector index, which holds
//     every project, over-fetching until enough children of the searched
//     project survive the filter; in hybrid mode take as many from the
//     keyword index;
//  3. fuse the two ranked lists on children, before anything is grouped:
//     by default a convex combination of their scores scaled onto [0, 1],
//     w · vector + (1 − w) · keyword with w by the query's script, by
//     how many of its words the model knows (vocabulary.go) and by how
//     literally the keyword list answers it (literal.go), or weighted
//     Reciprocal Rank Fusion (search.fusion, search.vector-weight[-cjk],
//     search.vocabulary-power, search.vector-weight-literal; settings.go,
//     fuse.go); passages that quote the query come first, those with a
//     line that is the query (a heading) before the others (phrase.go),
//     and the opening of a chapter whose title is the query before them
//     all (title.go);
//  4. map children to parents, keeping each parent once with its best child
//     (P5), and leave out a chapter's summary whose every sentence stands
//     in one of the chapter's passages among them, that passage taking
//     the summary's place if it ranked lower (echo.go; Search and
//     Related, not BuildContext);
//  5. normalise the vector list's scores by parent size, score = raw ·
//     sqrt(avg/size) over the candidate parents (P11; the MaxSim part of
//     a late-interaction score by (avg/size)^0.2), and sort by score
//     (P9). The factor is applied to the vector index's own scores before
//     fusion, because a size factor multiplied into a fused score would
//     overrule the ranking (normalize.go); keyword scores are BM25 over
//     ~300-character passages, already length-normalised, and are left as
//     they are;
//  6. let no chapter take more than search.results-per-chapter places
//     (default 1) before every other matching chapter has shown its best,
//     and put the candidates without evidence (score <= 0) after all the
//     others; places of the k results left once every chapter with
//     evidence has shown its best go to the best of the passages moved
//     behind, and the k results are then in score order (spreadChapters
//     in fuse.go);
//  7. move a candidate the keyword list led to the parent that holds the
//     words its keyword document matched, when a passage of that document
//     reaches into a neighbouring parent (keywordhit.go), and redo 4–6 if
//     that made two candidates one;
//  8. cut a context window around the match when the parent is longer
//     than the window (P12) and report the match offsets in runes: the
//     matched child, or for a candidate the keyword list led, the passage
//     of its parent that holds most of the query's terms (keywordhit.go).
//
// A cross-project search (Request.CrossProject, the app's "All projects")
// runs this pipeline once over every project, the searched one included,
// and lists K + OtherK results in one order: the best matches wherever
// they are, each naming its project. Its scores are comparable across
// projects because one list holds them all: the vector index and model
// are shared, BM25's statistics are the whole keyword index's, and step
// 3 scales each list by its best score, which is why two projects ranked
// apart, each with a best of its own, could not be merged by score.
//
// When the vector side cannot answer (no model, an embedding error, an index
// built for other dimensions) the search falls back to the keyword index and
// says so in Response.Fallback instead of failing.
//
// The package reads storage through the small Store interface it declares,
// so it depends on what search needs rather than on how bbolt lays records
// out. Everything is a pure function of its inputs (Deps, a request and the
// Settings of the moment), so settings changes apply to the next call and
// concurrent searches are safe whenever the dependencies are.
package search
