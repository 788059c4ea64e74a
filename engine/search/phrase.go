package search

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"inkflow/internal/widthfold"
	"inkflow/storage/keyword"
)

// Quoted-phrase ranking.
//
// Reciprocal Rank Fusion rewards agreement: a child that both indexes rank
// somewhere in their top fifty outscores one that a single index ranks
// first (1/(60+18) + 1/(60+4) ≈ 0.028 against 1/61 ≈ 0.016). When an
// author types a phrase of their own text and the vector side misses it,
// that buries the very passage quoted. Measured in the edit→searchable
// benchmark: a 12-character phrase of a freshly written block, ranked
// first by the keyword index (BM25 1.57, the next hit 0.01), stayed out of
// hybrid search's top 10, behind passages that shared only the bigram 长安
// with it.
//
// Literal containment is a ranking of its own (what a phrase query
// answers), so hybrid search fuses it as a third list: the keyword
// candidates whose parent contains the query as typed, in keyword order.
// A passage that quotes the query then has two votes to anyone else's
// two at most, and it wins whenever the keyword index ranks it first.
// Queries that quote nothing get an empty list. (The default fusion is now
// convex, fuse.go, where the vote is worth 1: every quoting passage comes
// before every other; keyword-only search ranks them first too, see
// quotedFirst.) The list is
// drawn from the keyword candidates, so its results report a keyword rank
// (Sources has no field of its own for it).

// A line that is the query (a heading) is a stronger quotation than a
// phrase inside a sentence: an author who types a chapter's or a scene's
// title, or a line of verse or dialogue that stands alone, wants the place
// where it stands as a line, not the passages that happen to use the same
// words. Measured on the English title sets of testdata/eval, whose titles
// open their chapters as a line of their own: "A PRISONER" (A Princess of
// Mars, chapter IV) was third in keyword search behind two passages that
// say "a prisoner" in a sentence, and "The Rescue" (Oz, chapter XIII)
// second behind "The Rescue of the Tin Woodman". So the passages with such
// a line are one more list: one more vote in hybrid search, one more
// bonus in keyword-only search, and they come before the other quoting
// passages. With model v1 (scripts/eval.sh, fresh caches) Oz titles went
// 0.958 → 1.000 and Mars titles 0.976 → 1.000 in hybrid and keyword
// search, and no other cell of the table moved. No heading detection is involved (the parent's text is read
// as it is), so it holds for any book and for the author's own headings.

// A heading can also stand in the parent before the keyword passage's
// child: the index scores ~300-rune passages filed under the child they
// overlap most (package passage), so a chapter's first passage, which
// opens with its title line, is filed under a child of the next paragraph
// group when most of it lies there. Reading only that child's own parent,
// the lists saw no quotation in the passage: Treasure Island's "The First Blow" (chapter
// XIV, a 172-rune first paragraph group) was fifth in keyword and hybrid
// search, behind passages that say "the first blow" in a sentence. So the
// lists also read the keyword document itself (PassageStore.KeywordPieces,
// its pieces in other parents) for the entries whose document holds every
// term of the query while their own parent misses one (a document without
// one of them cannot quote it; see quoteSource), and an entry found that
// way is shown in the parent where the quotation stands (quoteTexts.at,
// placeKeywordHits).

// quoteTexts is what the quote lists read of each keyword entry: its
// parent's text (rows) and, for the entries quoteSource asked the store
// about, the pieces of its keyword document that lie in other parents.
// at records, for the entries only such a piece made quote the query, the
// child of the parent where the quotation stands (the heading's, when a
// piece holds both), for placeKeywordHits to show.
type quoteTexts struct {
	rows   *rows
	pieces map[uint64][]Piece // by child id; pieces in the child's own parent left out
	at     map[uint64]uint64  // keyword entry → child of the quoting parent
}

// quoteSource returns the texts the quote lists read for kw: every
// entry's parent, and the keyword document's pieces in other parents for
// the entries whose document holds every term of the query (matched 1)
// while their own parent misses one (keyword.Matcher, the index's own
// analysis), when the store can say where documents lie (PassageStore). A
// store without it, or a query too short to quote, reads the parents
// alone. Only those entries: KeywordPieces cuts each owner's whole text,
// and asked for every entry whose parent had no line that is the query it
// made a one-word search of 三国演义 take 25–45 ms instead of 2–6 (most
// entries of such a query qualify). A document whose own parent holds
// every term but whose passage reaches a heading in the parent before is
// left out by this: its own parent's text alone decides for it, as before.
func quoteSource(r *rows, store Store, kw []ranked, query string) (*quoteTexts, error) {
	src := &quoteTexts{rows: r, at: make(map[uint64]uint64)}
	ps, ok := store.(PassageStore)
	q := foldLine(query)
	if !ok || utf8.RuneCountInString(q) < minPhraseRunes {
		return src, nil
	}
	m, err := keyword.NewMatcher(query)
	if err != nil {
		return nil, fmt.Errorf("search: quoted phrases: %w", err)
	}
	var ids []uint64
	short := make(map[uint64]bool) // parent id → misses a term of the query
	for _, h := range kw {
		if h.matched < 1 {
			continue
		}
		pid := r.children[h.id].ParentID
		miss, asked := short[pid]
		if !asked {
			miss = distinctTerms(m.Find(r.parents[pid].Text)) < m.Terms()
			short[pid] = miss
		}
		if miss {
			ids = append(ids, h.id)
		}
	}
	if len(ids) == 0 {
		return src, nil
	}
	all, err := ps.KeywordPieces(ids)
	if err != nil {
		return nil, &storeError{fmt.Errorf("search: quoted phrases: %w", err)}
	}
	src.pieces = make(map[uint64][]Piece, len(all))
	var parents []uint64
	for id, pieces := range all {
		own := r.children[id].ParentID
		for _, p := range pieces {
			if p.ParentID != own {
				src.pieces[id] = append(src.pieces[id], p)
				parents = append(parents, p.ParentID)
			}
		}
	}
	// The heading check reads the lines of a piece's parent, to tell a
	// whole line from a sentence that a passage starts or ends at.
	if err := r.loadParents(parents); err != nil {
		return nil, err
	}
	return src, nil
}

// quoteLists returns the quoted-phrase ranking and the heading ranking of
// kw: the entries whose parent or keyword document contains the query
// (phraseList) and those whose parent or keyword document has a line that
// is the query (headingList), each in kw's order. Either may be empty;
// both are drawn from kw, so a passage the keyword list did not hold is in
// neither. Each gives its entries one vote.
func quoteLists(src *quoteTexts, kw []ranked, query string) []voteList {
	return []voteList{{phraseList(src, kw, query), 1}, {headingList(src, kw, query), 1}}
}

// quotedFirst is the quoted-phrase ranking of keyword-only search: each
// entry of kw gets the list's best score added to its own once for every
// list of quoteLists that holds it, and titleVotes times when it opens a
// chapter whose title is the query (titles, from titleList; an opening the
// keyword list did not hold joins it with those bonuses alone). So the
// entries with a line or a chapter title that is the query come first,
// then the other entries that quote it, then the rest, in keyword order
// within each. The bonus goes into the BM25 score itself, so size
// normalisation still applies to it by its formula. Measured on the
// English title sets of testdata/eval, whose titles open their chapters
// (Oz, A Princess of Mars), where a passage that holds the title word for
// word lost to shorter ones that held its words apart.
func quotedFirst(src *quoteTexts, kw []ranked, query string, titles []ranked) []ranked {
	votes := make(map[uint64]int)
	for _, l := range quoteLists(src, kw, query) {
		for _, h := range l.list {
			votes[h.id] += l.votes
		}
	}
	for _, h := range titles {
		votes[h.id] += titleVotes
	}
	if len(votes) == 0 {
		return kw
	}
	// The best score is at least every score, so n bonuses put an entry
	// at or above every entry with fewer; the stable sort settles ties.
	bonus := 0.0
	if len(kw) > 0 {
		bonus = kw[0].score
	}
	out := make([]ranked, 0, len(kw)+len(titles))
	held := make(map[uint64]bool, len(kw))
	for _, h := range kw {
		h.score += float64(votes[h.id]) * bonus
		out = append(out, h)
		held[h.id] = true
	}
	for _, h := range titles {
		if !held[h.id] {
			h.score = titleVotes * bonus
			out = append(out, h)
			held[h.id] = true
		}
	}
	slices.SortStableFunc(out, func(a, b ranked) int { return cmp.Compare(votes[b.id], votes[a.id]) })
	return out
}

// minPhraseRunes is the shortest query that counts as a quotation: a
// single character occurs everywhere.
const minPhraseRunes = 2

// phraseList returns the entries of kw whose parent, or a piece of whose
// keyword document, contains query, in kw's order. Case, width and runs
// of white space are folded on both sides.
func phraseList(src *quoteTexts, kw []ranked, query string) []ranked {
	q := foldPhrase(query)
	if utf8.RuneCountInString(q) < minPhraseRunes {
		return nil
	}
	return src.where(kw, func(text string, from, to int) bool {
		if to >= 0 {
			text = runeSlice(text, from, to)
		}
		return strings.Contains(foldPhrase(text), q)
	})
}

// headingList returns the entries of kw whose parent, or a piece of whose
// keyword document, has a line that is query, in kw's order: the two
// compared after foldLine, so case, width, white space and the punctuation
// around a heading ("A PRISONER." for "a prisoner") do not count.
func headingList(src *quoteTexts, kw []ranked, query string) []ranked {
	q := foldLine(query)
	if utf8.RuneCountInString(q) < minPhraseRunes {
		return nil
	}
	return src.where(kw, func(text string, from, to int) bool { return hasLine(text, q, from, to) })
}

// hasLine reports whether text has a line, lying wholly within the runes
// [from, to) (to < 0: the whole text) but for the white space around it,
// that is q after foldLine. A piece of a keyword passage starts and ends
// at sentence ends, so the part of a line it holds is not a line.
func hasLine(text, q string, from, to int) bool {
	at := 0 // rune offset of the line
	for line := range strings.Lines(text) {
		n := utf8.RuneCountInString(line)
		if to < 0 {
			if foldLine(line) == q {
				return true
			}
		} else {
			body := strings.TrimLeftFunc(line, unicode.IsSpace)
			start := at + n - utf8.RuneCountInString(body)
			end := start + utf8.RuneCountInString(strings.TrimRightFunc(body, unicode.IsSpace))
			if start >= from && end <= to && end > start && foldLine(line) == q {
				return true
			}
		}
		at += n
	}
	return false
}

// where returns the entries of kw for which has holds, in kw's order: of
// their parent's whole text (asked once per parent, from 0 and to -1) or
// else of a piece of their keyword document (the piece's parent's text
// and its rune span there). An entry that only a piece satisfies is
// recorded in at, the piece's child; headingList runs after phraseList,
// so the heading's parent wins when pieces in two parents quote it.
func (src *quoteTexts) where(kw []ranked, has func(text string, from, to int) bool) []ranked {
	seen := make(map[uint64]bool) // parent id → has
	var out []ranked
	for _, h := range kw {
		pid := src.rows.children[h.id].ParentID
		ok, asked := seen[pid]
		if !asked {
			ok = has(src.rows.parents[pid].Text, 0, -1)
			seen[pid] = ok
		}
		if !ok {
			for _, p := range src.pieces[h.id] {
				if pp := src.rows.parents[p.ParentID]; pp != nil && has(pp.Text, p.Start, p.End) {
					ok = true
					src.at[h.id] = p.ChildID
					break
				}
			}
		}
		if ok {
			out = append(out, h)
		}
	}
	return out
}

// foldPhrase lower-cases s, folds full- and half-width forms to one
// (widthfold, as the keyword index and Find's width option do: ＡＢＣ is
// abc) and turns every run of white space into one space, trimming both
// ends, so that a quotation matches across the line breaks and
// indentation of the text it quotes.
func foldPhrase(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, c := range s {
		c = widthfold.Rune(c)
		if unicode.IsSpace(c) {
			space = b.Len() > 0
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(unicode.ToLower(c))
	}
	return b.String()
}

// foldLine is foldPhrase without the punctuation at either end: a heading
// may end in a stop or stand in quotes where the query does not, and the
// other way round.
func foldLine(s string) string {
	return strings.TrimFunc(foldPhrase(s), func(c rune) bool { return unicode.IsPunct(c) || unicode.IsSpace(c) })
}
