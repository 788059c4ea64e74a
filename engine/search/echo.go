package search

import (
	"strings"

	"inkflow/engine/chunk"
)

// A summary that only repeats a passage.
//
// A chapter's generated summary is a few of its own sentences
// (engine/autosummary.go: up to three, in text order, joined), so in a
// chapter of one short paragraph it is the whole text, and in a chapter
// of one long paragraph it is sentences of that paragraph. Such a summary
// matches exactly where its passage matches and often scores higher: its
// keyword document is shorter, and the chapter's first passage's keyword
// document also holds the title line. The author then read the same
// sentences twice, the summary first, and Enter on the first card opened
// no editor (a summary is not a place in the text; measured with
// Frankenstein in the app, "Clerval": the summary of a one-paragraph
// chapter first, its passage second).
//
// So in the results the author reads as cards, Search's and Related's
// (run.dropEchoes), a summary whose every sentence stands in one passage
// of its chapter among the candidates is left out, and that passage takes
// its place if it ranked lower: the summary's evidence is that passage's text, and the
// chapter keeps the rank (and the score) the summary earned. The test is by sentences,
// not by the summary as one string, because an extractive summary joins
// sentences that need not be neighbours (sentences 1 and 3 of a
// paragraph) and still says nothing the passage does not. Sentences are
// compared after foldPhrase (case, width, runs of white space, which
// joining and trimming change) and without the punctuation at their ends
// (foldLine: the summary's "…" on a sentence cut to its budget). A
// summary with a sentence of its own — the author's, the assistant's, or
// an extract spanning two passages — is kept where it ranks: it says
// something no single passage says. Only the candidates are compared, so
// a summary whose passage matched nothing still stands for its chapter.

// echoes finds the summaries that repeat a passage (see above), keeping
// the folded texts it read for the rounds of parentCands.
type echoes struct {
	folded map[uint64]string   // parent id → foldPhrase(text)
	pieces map[uint64][]string // summary parent id → its folded sentences
}

func newEchoes() *echoes {
	return &echoes{folded: make(map[uint64]string), pieces: make(map[uint64][]string)}
}

// drop returns cands (one per parent, best first) without the summaries
// that repeat a passage of their chapter among cands, each such passage
// moved up to its summary's place when it stood lower. The list is
// returned as it is when it holds no such summary.
func (e *echoes) drop(cands []*cand) []*cand {
	var passages map[uint64][]*cand // chapter id → its passages, in order
	for _, c := range cands {
		if c.parent.Kind == KindChapter {
			if passages == nil {
				passages = make(map[uint64][]*cand)
			}
			passages[c.parent.OwnerID] = append(passages[c.parent.OwnerID], c)
		}
	}
	echoed := make(map[*cand]*cand) // summary → the passage it repeats
	for _, c := range cands {
		if c.parent.Kind != KindSummary {
			continue
		}
		for _, p := range passages[c.parent.SummaryOf] {
			if e.repeats(c.parent, p.parent) {
				echoed[c] = p
				break
			}
		}
	}
	if len(echoed) == 0 {
		return cands
	}
	out := make([]*cand, 0, len(cands)-len(echoed))
	shown := make(map[*cand]bool, len(cands))
	for _, c := range cands {
		if p := echoed[c]; p != nil {
			// The passage in its summary's place, once, with the
			// summary's score if that is higher: the summary's evidence
			// is the passage's text, and the card's score then agrees
			// with the place it holds (P9).
			p.score = max(p.score, c.score)
			c = p
		}
		if !shown[c] {
			shown[c] = true
			out = append(out, c)
		}
	}
	return out
}

// repeats reports whether every sentence of summary stands in passage's
// text, compared as the comment above says.
func (e *echoes) repeats(summary, passage *Parent) bool {
	pieces, ok := e.pieces[summary.ID]
	if !ok {
		rs := []rune(summary.Text)
		for _, s := range chunk.SplitSentences(summary.Text) {
			if p := foldLine(string(rs[s.Start:s.End])); p != "" {
				pieces = append(pieces, p)
			}
		}
		e.pieces[summary.ID] = pieces
	}
	if len(pieces) == 0 {
		return false
	}
	text, ok := e.folded[passage.ID]
	if !ok {
		text = foldPhrase(passage.Text)
		e.folded[passage.ID] = text
	}
	for _, p := range pieces {
		if !strings.Contains(text, p) {
			return false
		}
	}
	return true
}
