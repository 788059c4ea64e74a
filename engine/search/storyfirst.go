package search

import (
	"context"
	"fmt"
	"math"
	"strings"
	"unicode"

	"golang.org/x/text/width"

	"inkflow/model"
)

// Story first: a story-bible profile leads a result list only when the
// query asks about its entry.
//
// A profile is a digest: in a few lines it names its character or place
// and retells the scenes the author wants to remember, so it shares the
// words and the meaning of almost any query about one of them. It is also
// short: one child, which size normalisation (normalize.go) lifts by
// sqrt(avg/1) over the book's multi-child paragraphs, and a short keyword
// document, which BM25 favours. Measured with the shipped model on
// Frankenstein and 呐喊 with six profiles each (cli, `search --json`):
// "the old blind man plays the guitar and the young girl weeps" put Felix's
// profile first in vector-only parent-child search (vector rank 10 before
// normalisation), "Justine is tried for the murder of William and hanged"
// put Geneva's first in every mode but direct vector-only, and
// 老栓半夜去刑场买人血馒头 put 华老栓's first in every mode — above the
// passages that tell those scenes, which are what an author asking about a
// scene wants to read.
//
// Lowering profiles' scores across the board would hide them for the
// queries they are for ("Henry Clerval", 孔乙己是谁), and no list of
// question words tells the two kinds of query apart in every language.
// The author's names and the model do: a query about an entry names it
// and is mostly that name, so its vector is nearer the name than the
// rest of the query (asksAbout); a scene query says more than the name.
// Comparing the query with the profile instead was tried and failed where
// the model knows a name badly: 阿Ｑ在土谷祠里睡觉 has a cosine of 0.10
// with 阿Ｑ's profile and 0.42 with the name. So a profile ranked above
// the best story passage keeps its place when its entry is asked about
// and otherwise moves to just below that passage: still on the first
// rows, after the story.
//
// Summaries are left where they rank: they stand for their chapter (deep
// search expands them into its passages) and the evaluation's books have
// them. (One that only repeats a passage is not listed at all, echo.go.) A list with no story passage, or no profile above the first one,
// is returned as it is, without embedding anything.

// storyFirst moves the profiles (wiki candidates) ranked above the first
// chapter candidate with evidence (score > 0) whose entry the query does
// not ask about (asksAbout) to just below that candidate; see the comment above. qv is the query's
// vector; without it (keyword-only search) the list is returned unchanged,
// as it is when the model fails to embed (the ranking is then what fusion
// gave, not an error).
func (r *run) storyFirst(ctx context.Context, qv []float32, query string, cands []*cand) ([]*cand, error) {
	if qv == nil || r.deps.Embedder == nil {
		return cands, nil
	}
	// The story's best passage is one with evidence: a passage no list
	// gave anything (score 0, after every other, spreadChapters) is no
	// answer a profile should give way to.
	first := -1
	for i, c := range cands {
		if c.parent.Kind == KindChapter && c.score > 0 {
			first = i
			break
		}
	}
	var ahead []*cand // wiki candidates above the first story passage
	for _, c := range cands[:max(first, 0)] {
		if c.parent.Kind == KindWiki {
			ahead = append(ahead, c)
		}
	}
	if len(ahead) == 0 {
		return cands, nil
	}
	asked, err := asksAbout(ctx, r.deps.Embedder, qv, query, ahead)
	if err != nil {
		return nil, err
	}
	out := make([]*cand, 0, len(cands))
	var moved []*cand
	for _, c := range cands[:first] {
		if c.parent.Kind == KindWiki && !asked[c] {
			moved = append(moved, c)
			continue
		}
		out = append(out, c)
	}
	out = append(out, cands[first])
	out = append(out, moved...)
	return append(out, cands[first+1:]...), nil
}

// asksAbout reports which wiki candidates' entries the query asks about:
// the query names the entry (its title or an alias, ignoring case and
// character width) and its vector is at least as near that name as the
// rest of the query, the words around the name. "Henry Clerval", 未庄 and
// 孔乙己是谁 are mostly a name; "Clerval's body is found on the shore in
// Ireland" and 阿Ｑ在土谷祠里睡觉 mostly say what happens. The rest is
// judged by the model rather than by its length so that words that ask
// (who is, 是谁) weigh what the model gives them, in any language; a query
// that is the name alone asks about it. Only the end of ctx is an error:
// when the model fails the entries count as asked about, which leaves the
// list as fusion ranked it.
func asksAbout(ctx context.Context, emb model.Embedder, qv []float32, query string, cands []*cand) (map[*cand]bool, error) {
	asked := make(map[*cand]bool, len(cands))
	folded := strings.ToLower(width.Fold.String(query))
	type pair struct {
		c          *cand
		name, rest int // indexes into texts
	}
	var texts []string
	var pairs []pair
	for _, c := range cands {
		for _, name := range append([]string{c.parent.OwnerTitle}, c.parent.Aliases...) {
			key := strings.ToLower(width.Fold.String(strings.TrimSpace(name)))
			if key == "" || !strings.Contains(folded, key) {
				continue
			}
			rest := strings.TrimSpace(strings.ReplaceAll(folded, key, " "))
			if rest == "" || !hasLetter(rest) {
				asked[c] = true
				break
			}
			pairs = append(pairs, pair{c, len(texts), len(texts) + 1})
			texts = append(texts, name, rest)
		}
	}
	if len(pairs) == 0 {
		return asked, nil
	}
	vs, err := emb.Embed(ctx, texts)
	if ctxErr := ctx.Err(); ctxErr != nil {
		return nil, fmt.Errorf("search: %w", ctxErr)
	}
	if err != nil || len(vs) != len(texts) {
		for _, c := range cands {
			asked[c] = true
		}
		return asked, nil
	}
	for _, p := range pairs {
		if cosine(qv, vs[p.name]) >= cosine(qv, vs[p.rest]) {
			asked[p.c] = true
		}
	}
	return asked, nil
}

// hasLetter says whether s holds a letter or digit: a rest of punctuation
// alone ("Clerval?", 孔乙己！) leaves the query a bare name.
func hasLetter(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsNumber(r) {
			return true
		}
	}
	return false
}

// cosine is the cosine similarity of two vectors of equal length (0 when
// either is zero or their lengths differ): the model's vectors are meant
// to be unit length, but the comparison must not depend on it.
func cosine(a, b []float32) float64 {
	na, nb := dot(a, a), dot(b, b)
	if na == 0 || nb == 0 || len(a) != len(b) {
		return 0
	}
	return dot(a, b) / math.Sqrt(na*nb)
}
