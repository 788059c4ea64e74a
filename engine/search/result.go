package search

import "unicode/utf8"

// parentResult renders a candidate as a parent-substituted result: the
// parent, or the window cut from it around the match: the matched child,
// or where the keyword hit is when placeKeywordHits set it.
func parentResult(c *cand, window int) Result {
	p, ch := c.parent, c.child
	n := utf8.RuneCountInString(p.Text)
	cs, ce := ch.Start, ch.End
	if c.hit != nil {
		cs, ce = c.hit.Start, c.hit.End
	}
	if cs < 0 || ce < cs || ce > n {
		// The child's offsets do not fit the parent (rows written by a
		// different index run). Showing the child alone is still a correct
		// answer; a window computed from bad offsets would not be.
		return childResult(c)
	}
	ws, we := cutWindow(p.Text, n, cs, ce, window)
	text := p.Text
	if ws != 0 || we != n {
		text = runeSlice(p.Text, ws, we)
	}
	r := baseResult(c)
	r.Text = text
	r.Window = Window{Cut: ws != 0 || we != n, Start: ws, End: we, ParentChars: n}
	r.MatchStart, r.MatchEnd = cs-ws, ce-ws
	r.OwnerOffset = p.OwnerStart + ws
	return r
}

// childResult renders a candidate as the matched child itself (direct
// mode).
func childResult(c *cand) Result {
	p, ch := c.parent, c.child
	n := utf8.RuneCountInString(p.Text)
	cl := utf8.RuneCountInString(ch.Text)
	r := baseResult(c)
	r.Text = ch.Text
	r.Window = Window{Cut: !(ch.Start == 0 && ch.End == n && cl == n), Start: ch.Start, End: ch.End, ParentChars: n}
	r.MatchStart, r.MatchEnd = 0, cl
	r.OwnerOffset = p.OwnerStart + ch.Start
	return r
}

// baseResult fills the fields every kind of result shares.
func baseResult(c *cand) Result {
	p := c.parent
	return Result{
		Score:        c.score,
		RawScore:     c.raw,
		Kind:         p.Kind,
		Project:      p.Project,
		Chapter:      p.OwnerTitle,
		ChapterIndex: p.ChapterIndex,
		BlockIndex:   p.BlockIndex,
		ParentID:     p.ID,
		Sources:      Sources{VectorRank: c.vecRank, KeywordRank: c.kwRank, Title: c.titled},
		ProjectID:    p.ProjectID,
		OwnerID:      p.OwnerID,
		ChildID:      c.child.ID,
		WikiType:     p.WikiType,
		Aliases:      p.Aliases,
		SummaryOf:    p.SummaryOf,
	}
}

// runeSlice returns the runes [start, end) of s, 0 <= start <= end <=
// rune count, without decoding all of s into a rune slice.
func runeSlice(s string, start, end int) string {
	bs, be := len(s), len(s)
	i := 0
	for b := range s {
		if i == start {
			bs = b
		}
		if i == end {
			be = b
			break
		}
		i++
	}
	return s[bs:be]
}
