package search

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

// DefaultContextBudget is the budget of BuildContext when none is given,
// in runes: a few passages, small enough for any model's prompt.
const DefaultContextBudget = 4000

// minContextPiece is the smallest trimmed passage BuildContext adds: less
// than a couple of sentences tells an AI helper nothing.
const minContextPiece = 100

// ContextRequest asks for prompt context about a query.
type ContextRequest struct {
	Query   string
	Project uint64
	// Budget bounds the rune length of Context.Text, labels included;
	// <= 0 means DefaultContextBudget.
	Budget int
	// Hybrid overrides Settings.Hybrid when set.
	Hybrid *bool
	// Kinds restricts passages to these owner kinds; empty means all.
	Kinds []string
	// Chinese labels the passages in Chinese ([摘要：孔乙己], [设定集：孔乙己]):
	// a prompt about a Chinese book reads in one language (the engine
	// sets it from the book).
	Chinese bool
}

// Context is material for an AI prompt: the passages that best match a
// query, within a budget, in story order.
type Context struct {
	Query  string  `json:"query"`
	Budget int     `json:"budget"`
	Chars  int     `json:"chars"` // rune length of Text
	TookMS float64 `json:"took_ms"`
	// Fallback and Reasons are as in Response.
	Fallback string   `json:"fallback"`
	Reasons  []Reason `json:"fallback_reasons,omitempty"`
	// Text is the passages ready to paste into a prompt: grouped under a
	// label line per chapter (or wiki entry, or summary), in the order of
	// Passages, separated by blank lines.
	Text string `json:"text"`
	// Passages are ordered by chapter index, then block index (wiki
	// entries, whose chapter index is -1, come first, and a chapter's
	// summary before its passages). Text holds each whole parent, or the
	// part around the match that fitted the budget (Window.Cut). Rank is
	// the passage's rank by score.
	Passages []Result `json:"passages"`
}

// BuildContext gathers the parents that best match the query and fits as
// many as the budget allows, whole while they fit; the first that does not
// is trimmed around its matched child to the space left, when that is still
// useful. The selection is by score, the order of the output by position
// in the book, because a story reads forward: a model given passages out of
// order misreads who knows what when.
func BuildContext(ctx context.Context, deps Deps, req ContextRequest, s Settings) (Context, error) {
	start := time.Now()
	budget := req.Budget
	if budget <= 0 {
		budget = DefaultContextBudget
	}
	out := Context{Query: req.Query, Budget: budget, Passages: []Result{}}
	kinds, text, err := begin(deps, "context", req.Kinds, req.Query)
	if err != nil {
		return out, err
	}
	if text == "" {
		out.TookMS = since(start)
		return out, nil
	}
	r := &run{deps: deps, s: s, rows: newRows(deps.Store)}
	qv, err := r.queryVector(ctx, text, false)
	if err != nil {
		return out, err
	}
	// Every parent is at most ~1500 runes, so budget/150 candidates can
	// fill the budget ten times over even when many are skipped.
	k := min(max(s.topK(), budget/150), 200)
	cands, err := r.rank(ctx, qv, text, scope{project: req.Project, kinds: kinds}, k, false, true, s.hybrid(req.Hybrid))
	if err != nil {
		return out, fmt.Errorf("search: context: %w", err)
	}
	out.Passages = fitBudget(cands, budget, req.Chinese)
	out.Text = renderContext(out.Passages, req.Chinese)
	out.Chars = utf8.RuneCountInString(out.Text)
	out.Fallback, out.Reasons = fallbackText(r.fallback), r.fallback
	out.TookMS = since(start)
	return out, nil
}

// fitBudget picks passages in score order while their cost (label line,
// text and separator, as renderContext counts them at most) fits the
// budget, and returns them in story order.
func fitBudget(cands []*cand, budget int, chinese bool) []Result {
	left := budget
	var picked []Result
	for i, c := range cands {
		overhead := utf8.RuneCountInString(contextLabel(c.parent, chinese)) + 1 + 2
		p, ch := c.parent, c.child
		n := utf8.RuneCountInString(p.Text)
		var res Result
		switch avail := left - overhead; {
		case n <= avail:
			res = parentResult(c, 0)
		case avail >= minContextPiece:
			cs, ce := ch.Start, ch.End
			if cs < 0 || ce < cs || ce > n {
				continue
			}
			ws, we := cutWindow(p.Text, n, cs, ce, avail)
			if we-ws > avail {
				// The child alone is longer than the space left: the
				// budget is a hard limit, so keep the child's middle,
				// between whole words.
				ws = cs + (ce-cs-avail)/2
				ws, we = WordEdges([]rune(p.Text), ws, ws+avail, ws+avail, ws)
			}
			res = baseResult(c)
			res.Text = runeSlice(p.Text, ws, we)
			res.Window = Window{Cut: true, Start: ws, End: we, ParentChars: n}
			res.MatchStart, res.MatchEnd = max(cs, ws)-ws, min(ce, we)-ws
			res.OwnerOffset = p.OwnerStart + ws
		default:
			continue // too little room for this one; a shorter parent may fit
		}
		res.Rank = i + 1
		left -= overhead + utf8.RuneCountInString(res.Text)
		picked = append(picked, res)
	}
	slices.SortStableFunc(picked, compareStoryOrder)
	if picked == nil {
		picked = []Result{}
	}
	return picked
}

// compareStoryOrder orders results as they appear in the book.
func compareStoryOrder(a, b Result) int {
	if c := cmp.Compare(a.ChapterIndex, b.ChapterIndex); c != 0 {
		return c
	}
	if c := cmp.Compare(kindOrder(a.Kind), kindOrder(b.Kind)); c != 0 {
		return c
	}
	if a.Kind == KindWiki {
		if c := cmp.Compare(a.Chapter, b.Chapter); c != 0 {
			return c
		}
	}
	if c := cmp.Compare(a.OwnerID, b.OwnerID); c != 0 {
		return c
	}
	if c := cmp.Compare(a.BlockIndex, b.BlockIndex); c != 0 {
		return c
	}
	return cmp.Compare(a.OwnerOffset, b.OwnerOffset)
}

// kindOrder puts a chapter's summary before the chapter's passages.
func kindOrder(kind string) int {
	switch kind {
	case KindWiki:
		return 0
	case KindSummary:
		return 1
	}
	return 2
}

// labelWords are the words of the context's label lines, in English and
// (true) in Chinese: wiki, summary, a chapter with no title (%d), and
// the colon after a word.
var labelWords = map[bool]struct{ wiki, summary, chapter, colon string }{
	false: {"Wiki", "Summary", "Chapter %d", ": "},
	true:  {"设定集", "摘要", "第 %d 章", "："},
}

// contextLabel is the line naming a passage's owner in the prompt, in
// Chinese for a Chinese book.
func contextLabel(p *Parent, chinese bool) string {
	w := labelWords[chinese]
	switch p.Kind {
	case KindWiki:
		if p.WikiType != "" {
			return "[" + w.wiki + " · " + p.WikiType + w.colon + p.OwnerTitle + "]"
		}
		return "[" + w.wiki + w.colon + p.OwnerTitle + "]"
	case KindSummary:
		return "[" + w.summary + w.colon + p.OwnerTitle + "]"
	}
	if p.OwnerTitle == "" {
		return "[" + fmt.Sprintf(w.chapter, p.ChapterIndex) + "]"
	}
	return "[" + p.OwnerTitle + "]"
}

// renderContext writes passages under one label per run of passages with
// the same owner.
func renderContext(passages []Result, chinese bool) string {
	var b strings.Builder
	for i, p := range passages {
		newOwner := i == 0 || p.Kind != passages[i-1].Kind || p.OwnerID != passages[i-1].OwnerID
		if i > 0 {
			b.WriteString("\n\n")
		}
		if newOwner {
			b.WriteString(contextLabel(&Parent{Kind: p.Kind, OwnerTitle: p.Chapter, ChapterIndex: p.ChapterIndex, WikiType: p.WikiType}, chinese))
			b.WriteString("\n")
		}
		b.WriteString(p.Text)
	}
	return b.String()
}
