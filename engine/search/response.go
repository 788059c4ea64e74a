package search

// Response is the answer to a search. Its JSON form is the `search --json`
// contract of docs/ARCHITECTURE.md §8.
type Response struct {
	Query string `json:"query"`
	// TookMS is the wall-clock time of the search in milliseconds.
	TookMS float64 `json:"took_ms"`
	// Fallback is empty when every requested index answered; otherwise a
	// short reason in English, e.g. why the answer is keyword-only: the
	// Text of each of Reasons, joined with "; ".
	Fallback string `json:"fallback"`
	// Reasons are the reasons of Fallback, typed, for a front end to say
	// in the reader's language; omitted from JSON when there are none.
	Reasons []Reason `json:"fallback_reasons,omitempty"`
	// Results are ranked from 1. Never nil, so the JSON shows [].
	Results []Result `json:"results"`
}

// Result is one ranked passage.
//
// In parent-child and keyword modes Text is the parent, or the context
// window cut from it around the matched child; in direct mode it is the
// matched child. MatchStart and MatchEnd are rune offsets of the match in
// Text: the matched child, so []rune(Text)[MatchStart:MatchEnd] is the
// child's text, except in a parent-mode result the keyword index led,
// where it is the passage of the parent's text (whole sentences, about
// 300 runes) that holds most of the query's terms (placeKeywordHits),
// which need not overlap the child.
type Result struct {
	Rank int `json:"rank"`
	// RawScore is the matched child's score before size normalisation:
	// its fused score in hybrid search (fuse.go), its cosine similarity in
	// vector-only search, its BM25 score in keyword-only search (plus the
	// list's best when its passage quotes the query, once more when it
	// has a line that is the query, phrase.go, and titleVotes times when
	// it opens a chapter whose title is the query, title.go). Score
	// orders the results (higher first): RawScore · sqrt(avg/size) with
	// size normalisation on, and in hybrid search the fusion of the
	// size-normalised lists (see normalize.go); RawScore when
	// normalisation is off and always in direct mode.
	Score    float64 `json:"score"`
	RawScore float64 `json:"raw_score"`
	// Kind is chapter, wiki or summary.
	Kind    string `json:"kind"`
	Project string `json:"project"`
	// Chapter is the owner's title: the chapter title, the wiki entry's
	// title, or the summarised chapter's title.
	Chapter      string `json:"chapter"`
	ChapterIndex int    `json:"chapter_index"`
	BlockIndex   int    `json:"block_index"`
	ParentID     uint64 `json:"parent_id"`
	Text         string `json:"text"`
	// Window tells whether and where Text was cut from the parent.
	Window     Window  `json:"window"`
	MatchStart int     `json:"match_start"`
	MatchEnd   int     `json:"match_end"`
	Sources    Sources `json:"sources"`
	// Expanded holds, for a summary hit of a deep search, the best
	// matching passages of the summarised chapter, ranked from 1 within
	// the summary. Omitted otherwise.
	Expanded []Result `json:"expanded,omitempty"`

	// The fields below are for the desktop app; they are not part of the
	// JSON contract.

	// ProjectID is the id of Project.
	ProjectID uint64 `json:"-"`
	// OwnerID is the id of the chapter, wiki entry or summary (see Kind).
	OwnerID uint64 `json:"-"`
	// ChildID is the matched child.
	ChildID uint64 `json:"-"`
	// OwnerOffset is the rune offset of Text in the owner's text: the
	// editor selects [OwnerOffset+MatchStart, OwnerOffset+MatchEnd) to show
	// the match.
	OwnerOffset int `json:"-"`
	// WikiType and Aliases describe a wiki hit.
	WikiType string   `json:"-"`
	Aliases  []string `json:"-"`
	// SummaryOf is the chapter a summary hit summarises.
	SummaryOf uint64 `json:"-"`
}

// ChapterID is the chapter a result belongs to: the chapter itself for a
// passage, the summarised chapter for a summary, 0 for a wiki entry.
// OwnerID alone does not say it, because chapters and summaries are
// numbered separately: summary 2 may summarise chapter 1.
func (r Result) ChapterID() uint64 {
	switch r.Kind {
	case KindChapter:
		return r.OwnerID
	case KindSummary:
		return r.SummaryOf
	}
	return 0
}

// Unmatched says that nothing the search weighs found the result: its
// score is 0 (or a negative cosine), because only a list whose weight is
// 0 held it, e.g. the vector list for a name the model does not know
// (fuse.go). Such results come after every other (spreadChapters) and are
// listed in the vector index's order; front ends say so instead of showing
// a score of 0 as if it were a weak match.
func (r Result) Unmatched() bool { return r.Score <= 0 }

// Window describes the part of the parent that Result.Text is. Start and
// End are rune offsets in the parent's text; Cut is false exactly when Text
// is the whole parent (Start 0, End ParentChars).
type Window struct {
	Cut         bool `json:"cut"`
	Start       int  `json:"start"`
	End         int  `json:"end"`
	ParentChars int  `json:"parent_chars"`
}

// Sources are the ranks (from 1) of the matched child in each index's
// list; 0, omitted from JSON, when that index did not return it.
type Sources struct {
	VectorRank  int `json:"vector_rank,omitempty"`
	KeywordRank int `json:"keyword_rank,omitempty"`
	// Title says the query is the title of the result's chapter, or one
	// part of it, and the result is the chapter's opening (title.go);
	// false, omitted from JSON, otherwise.
	Title bool `json:"title,omitempty"`
}
