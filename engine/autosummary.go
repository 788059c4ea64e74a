package engine

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"inkflow/engine/chunk"
	"inkflow/engine/emphasis"
	"inkflow/engine/index"
	"inkflow/storage"
)

// Generated (extractive) summaries.
//
// A chapter without an author's summary gets one generated offline: the
// few sentences whose embeddings are closest to the chapter's centroid
// (the mean of its sentence vectors), in text order. It is stored as the
// chapter's summary marked Generated and indexed like an author's, so
// search finds it as kind "summary" and --deep expands it with the
// chapter's passages. It is regenerated after every index task of the
// chapter (so when the chapter changes), never replaces an author's
// summary, and is replaced by one when the author writes it. Deleting the
// chapter deletes it with everything derived from it (P6).
//
// The sentences are embedded through the indexer's embedding cache, from
// the task that just indexed the chapter: a sentence chunking already
// embedded costs no model call. (Chunking skips sentence vectors for
// parents too short to hold two children, so a short chapter costs a few
// sentence embeddings, once.)
const (
	// autoSummarySentences is the most sentences a generated summary has.
	autoSummarySentences = 3
	// autoSummaryBudgetCJK and autoSummaryBudgetLatin bound its length in
	// runes: a Chinese sentence carries about twice the content of an
	// English one per character, and 200 Chinese characters or 400
	// English ones (about 60–70 words) are what a chapter list or an AI
	// prompt can afford per chapter.
	autoSummaryBudgetCJK   = 200
	autoSummaryBudgetLatin = 400
	// autoSummaryMinRunes skips fragments (headings, "No.", interjections)
	// that sit near the centroid without saying anything, unless nothing
	// longer exists.
	autoSummaryMinRunes = 6
)

// ChapterSummary returns the chapter's summary: the author's when there is
// one (generated false), else the generated extractive one. The generated
// summary is the stored one from the chapter's latest indexing; before the
// chapter was first indexed it is computed on the spot, which needs the
// model (the error then wraps ErrNoModel). An empty chapter has an empty
// generated summary.
func (e *Engine) ChapterSummary(chapterID uint64) (text string, generated bool, err error) {
	var (
		s       Summary
		ok      bool
		chapter string
	)
	err = e.db.View(func(tx *storage.Tx) error {
		c, err := tx.Chapter(chapterID)
		if err != nil {
			return err
		}
		if s, ok, err = tx.SummaryOf(chapterID); err != nil {
			return err
		}
		if ok {
			s.Text, err = tx.OwnerText(s.Owner())
			return err
		}
		chapter, err = tx.OwnerText(c.Owner())
		return err
	})
	if err != nil {
		return "", false, fmt.Errorf("engine: summary of chapter %d: %w", chapterID, err)
	}
	if ok {
		return s.Text, s.Generated, nil
	}
	text, err = extractSummary(context.Background(), embedderFunc(e.ix.EmbedCached), chapter)
	if err != nil {
		return "", false, fmt.Errorf("engine: summary of chapter %d: %w", chapterID, err)
	}
	return text, true, nil
}

// embedderFunc adapts a function to chunk.Embedder.
type embedderFunc func(ctx context.Context, texts []string) ([][]float32, error)

func (f embedderFunc) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	return f(ctx, texts)
}

// afterIndex is the indexer's AfterTask hook: after chapters were indexed
// it regenerates their summaries, except where the author wrote one. A
// task group's summaries are stored in one transaction (a commit per
// chapter cost web novels of short chapters more than their indexing);
// a chapter whose summary fails is reported and the others are stored.
func (e *Engine) afterIndex(ctx context.Context, owners []storage.Owner, emb chunk.Embedder) (index.Followup, error) {
	var ids []uint64
	for _, o := range owners {
		if o.Kind == storage.OwnerChapter {
			ids = append(ids, o.ID)
		}
	}
	if len(ids) == 0 {
		return index.Followup{}, nil
	}
	texts := make(map[uint64]string, len(ids))
	err := e.db.View(func(tx *storage.Tx) error {
		for _, id := range ids {
			c, err := tx.Chapter(id)
			if errors.Is(err, storage.ErrNotFound) {
				continue
			} else if err != nil {
				return err
			}
			s, ok, err := tx.SummaryOf(id)
			if err != nil {
				return err
			}
			text, err := tx.OwnerText(c.Owner())
			if err != nil {
				return err
			}
			// The author's summary, and the assistant's of this very
			// text, are kept.
			if !(ok && (!s.Generated || s.ByAssistant && s.Source == storage.HashText(text))) {
				texts[id] = text
			}
		}
		return nil
	})
	if err != nil {
		return index.Followup{}, fmt.Errorf("engine: generate summaries: %w", err)
	}
	var errs []error
	summaries := make(map[uint64]string, len(texts))
	for _, id := range ids {
		text, ok := texts[id]
		if !ok {
			continue
		}
		summary, err := extractSummary(ctx, emb, text)
		if err != nil {
			errs = append(errs, fmt.Errorf("engine: generate summary of chapter %d: %w", id, err))
			continue
		}
		summaries[id] = summary
	}
	var f index.Followup
	if len(summaries) > 0 {
		err = e.db.UpdateBackground(func(tx *storage.Tx) error {
			f = index.Followup{}
			for _, id := range ids {
				if summary, ok := summaries[id]; ok {
					if err := storeGeneratedSummaryTx(tx, id, summary, storage.Hash{}, &f); err != nil {
						return fmt.Errorf("chapter %d: %w", id, err)
					}
				}
			}
			return nil
		})
		if err != nil {
			f = index.Followup{}
			errs = append(errs, fmt.Errorf("engine: store generated summaries: %w", err))
		}
	}
	return f, errors.Join(errs...)
}

// storeGeneratedSummary saves text as the chapter's generated summary in
// one transaction (see storeGeneratedSummaryTx).
func (e *Engine) storeGeneratedSummary(chapterID uint64, text string, source storage.Hash) (index.Followup, error) {
	var f index.Followup
	err := e.db.Update(func(tx *storage.Tx) error {
		return storeGeneratedSummaryTx(tx, chapterID, text, source, &f)
	})
	if err != nil {
		return index.Followup{}, fmt.Errorf("engine: store generated summary of chapter %d: %w", chapterID, err)
	}
	return f, nil
}

// storeGeneratedSummaryTx saves text as the chapter's generated summary in
// the caller's transaction, re-checking that the author has not written
// one meanwhile and that the chapter still exists, and adds what it
// changed to f. source is the hash of the chapter text the assistant
// summarised, zero for an extractive summary; an extractive one does not
// replace the assistant's of the current chapter text. An empty text
// deletes a generated summary.
func storeGeneratedSummaryTx(tx *storage.Tx, chapterID uint64, text string, source storage.Hash, f *index.Followup) error {
	c, err := tx.Chapter(chapterID)
	if errors.Is(err, storage.ErrNotFound) {
		return nil
	} else if err != nil {
		return err
	}
	s, ok, err := tx.SummaryOf(chapterID)
	if err != nil {
		return err
	}
	if ok && !s.Generated {
		return nil // the author's: never replaced
	}
	byAssistant := source != storage.Hash{}
	if ok && s.ByAssistant && !byAssistant && s.Source == tx.TextHash(c.Owner()) {
		return nil // the assistant's, still about this text
	}
	if text == "" {
		if ok {
			removed, err := tx.DeleteSummary(s.ID)
			f.Remove = append(f.Remove, removed...)
			return err
		}
		return nil
	}
	if !ok {
		if s, err = tx.CreateSummary(chapterID); err != nil {
			return err
		}
	}
	h := storage.HashText(text)
	if ok && tx.TextHash(s.Owner()) == h && s.ByAssistant == byAssistant && s.Source == source {
		return nil
	}
	if !ok || tx.TextHash(s.Owner()) != h {
		diff, err := tx.SaveOwnerText(s.Owner(), text, splitBlocks(text))
		if err != nil {
			return err
		}
		f.Remove = append(f.Remove, diff.RemovedChildren...)
		f.Schedule = append(f.Schedule, s.Owner())
	}
	s.Hash, s.UpdatedAt, s.Generated, s.ByAssistant, s.Source = h, tx.Now(), true, byAssistant, source
	return tx.PutSummary(s)
}

// summarySentence is a candidate sentence of a chapter.
type summarySentence struct {
	pos   int // order in the chapter
	text  string
	runes int
	score float64
	// parts are the chapter's sentence spans it is made of, trimmed as
	// chunking embeds them (chunk.SplitSentences ends a span at ；; and
	// at a terminator inside a quotation, where a reader's sentence goes
	// on).
	parts []string
	// whole: it ends a sentence, opens every quotation it closes and
	// closes every one it opens, and starts as a sentence starts (see
	// wholeSentences).
	whole bool
}

// extractSummary picks up to autoSummarySentences whole sentences of text
// (wholeSentences) closest to the centroid of all its sentences'
// embeddings, within the rune budget of the text's script, and joins them
// in text order. A sentence's embedding is the mean of its spans', and
// the spans are embedded trimmed, as chunking embeds them, so their cache
// keys match. A summary of spans held fragments: 吃人的人，什么事做不出；
// cut at a semicolon, 忽然说，“孔乙己长久没有来了。 cut inside the
// quotation, "nor can I doubt but that …” starting with the clause after
// a question.
func extractSummary(ctx context.Context, emb chunk.Embedder, text string) (string, error) {
	var all, whole, long []summarySentence
	seen := make(map[string]bool)
	for _, c := range wholeSentences(text) {
		if seen[c.text] {
			continue // a repeated line ("……") says nothing new
		}
		seen[c.text] = true
		c.pos = len(all)
		all = append(all, c)
		if c.whole {
			whole = append(whole, c)
		}
	}
	// Whole sentences when the chapter has any (a table of contents, a
	// poem without stops has none), and of them those long enough to
	// say something.
	if len(whole) > 0 {
		all = whole
	}
	for _, c := range all {
		if c.runes >= autoSummaryMinRunes {
			long = append(long, c)
		}
	}
	if len(long) > 0 {
		all = long
	}
	if len(all) == 0 {
		return "", nil
	}
	cjk := isMostlyCJK(text)
	budget := autoSummaryBudgetLatin
	if cjk {
		budget = autoSummaryBudgetCJK
	}
	if len(all) > 1 {
		vecs, err := sentenceVectors(ctx, emb, all)
		if err != nil {
			return "", err
		}
		scoreByCentroid(all, vecs)
	}
	ranked := slices.Clone(all)
	slices.SortStableFunc(ranked, func(a, b summarySentence) int { return cmp.Compare(b.score, a.score) })
	var picked []summarySentence
	used := 0
	for _, s := range ranked {
		if len(picked) == autoSummarySentences {
			break
		}
		if used+s.runes <= budget {
			picked = append(picked, s)
			used += s.runes
		}
	}
	if len(picked) == 0 {
		// Every sentence is longer than the budget: the shortest, whole,
		// while it is at most twice the budget (a sentence cut mid-way
		// says half of what it says); beyond that the best one, cut at
		// the budget under an ellipsis, still tells the reader what the
		// chapter is about.
		shortest := slices.MinFunc(ranked, func(a, b summarySentence) int { return cmp.Compare(a.runes, b.runes) })
		if shortest.runes <= 2*budget {
			picked = append(picked, shortest)
		} else {
			best := ranked[0]
			best.text = string([]rune(best.text)[:budget-1]) + "…"
			picked = append(picked, best)
		}
	}
	slices.SortFunc(picked, func(a, b summarySentence) int { return cmp.Compare(a.pos, b.pos) })
	sep := " "
	if cjk {
		sep = ""
	}
	parts := make([]string, len(picked))
	for i, s := range picked {
		parts[i] = s.text
	}
	return strings.Join(parts, sep), nil
}

// sentenceVectors embeds the spans of ss (each distinct text once) and
// returns each sentence's vector: the mean of its spans' unit vectors.
func sentenceVectors(ctx context.Context, emb chunk.Embedder, ss []summarySentence) ([][]float32, error) {
	at := make(map[string]int)
	var texts []string
	for _, s := range ss {
		for _, p := range s.parts {
			if _, ok := at[p]; !ok {
				at[p] = len(texts)
				texts = append(texts, p)
			}
		}
	}
	vecs, err := emb.Embed(ctx, texts)
	if err != nil {
		return nil, err
	}
	if len(vecs) != len(texts) {
		return nil, fmt.Errorf("embedder returned %d vectors for %d sentences", len(vecs), len(texts))
	}
	out := make([][]float32, len(ss))
	for i, s := range ss {
		if len(s.parts) == 1 {
			out[i] = vecs[at[s.parts[0]]]
			continue
		}
		sum := make([]float32, len(vecs[at[s.parts[0]]]))
		for _, p := range s.parts {
			v := vecs[at[p]]
			var n float64
			for _, x := range v {
				n += float64(x) * float64(x)
			}
			if n == 0 {
				continue
			}
			scale := float32(1 / math.Sqrt(n))
			for j := 0; j < len(sum) && j < len(v); j++ {
				sum[j] += v[j] * scale
			}
		}
		out[i] = sum // scoreByCentroid normalises it
	}
	return out, nil
}

// wholeSentences splits a chapter into the sentences a reader sees, the
// candidates of a summary: the chapter's sentence spans
// (chunk.SplitSentences) of one paragraph joined while a span ends at a
// semicolon (a clause: 吃人的人，什么事做不出；), inside a quotation
// (忽然说，“孔乙己长久没有来了。还欠十九个钱呢！”), or before a span that
// goes on with the sentence (“Is it you?” said he). A sentence is whole
// when it ends with 。！？!?… or a full stop, closing quotes and brackets
// after them (”」』) included, has its quotations closed, and starts as a
// sentence does, not with a closing quote, a comma or a lowercase word;
// one without a stop (a heading, a signature, a line of verse) is not.
//
// A paragraph that is a quotation — it opens with a quote that closes at
// its end, or not at all (a speech over several paragraphs, each opening
// with a quote) — is a character's speech or narration: its sentences
// are taken one by one, each between the paragraph's quotation marks
// (“The pleasant showers … of the earth.”), not the paragraph as one
// sentence of 500 characters, nor a sentence with a quote left open.
func wholeSentences(text string) []summarySentence {
	rs := []rune(text)
	cjk := isMostlyCJK(text)
	spans := chunk.SplitSentences(text)
	var out []summarySentence
	for len(spans) > 0 {
		// A paragraph's spans: up to the one that ends at a line break.
		n := 1
		for n < len(spans) && !strings.ContainsAny(string(rs[spans[n-1].Start:spans[n-1].End]), "\n\r\u2028\u2029") {
			n++
		}
		out = appendParagraphSentences(out, rs, spans[:n], cjk)
		spans = spans[n:]
	}
	return out
}

// appendParagraphSentences appends the sentences of one paragraph, made
// of spans of rs, to out (see wholeSentences).
func appendParagraphSentences(out []summarySentence, rs []rune, spans []chunk.Span, cjk bool) []summarySentence {
	ps, pe := spans[0].Start, spans[len(spans)-1].End
	for ps < pe && unicode.IsSpace(rs[ps]) {
		ps++
	}
	for pe > ps && unicode.IsSpace(rs[pe-1]) {
		pe--
	}
	if ps == pe {
		return out
	}
	// The paragraph is a quotation when its first quote closes at its
	// end or never: its marks frame every sentence in it.
	var open, closer rune
	if q := rs[ps]; opensQuote(q, cjk) {
		depth, closes := 0, -1
		for i := ps; i < pe && closes < 0; i++ {
			switch {
			case opensQuote(rs[i], cjk):
				depth++
			case closesQuote(rs[i], cjk):
				if depth--; depth == 0 {
					closes = i
				}
			}
		}
		if closes < 0 || closes == pe-1 {
			open, closer = q, matchingQuote(q)
			ps++
			if closes == pe-1 {
				pe--
			}
		}
	}
	inSpan := emphasisInside(rs, ps, pe)
	var (
		parts          []string
		start, end     = -1, -1
		depth          int
		straight       int
		closedUnopened bool
	)
	flush := func() {
		if start < 0 {
			return
		}
		if s := strings.TrimSpace(string(rs[start:end])); s != "" {
			first, _ := utf8.DecodeRuneInString(s)
			whole := endsSentence(s) && depth == 0 && straight%2 == 0 && !closedUnopened && !danglingStart(first)
			if open != 0 {
				s = string(open) + s + string(closer)
			}
			out = append(out, summarySentence{text: s, runes: utf8.RuneCountInString(s), parts: parts, whole: whole})
		}
		parts, start, end = nil, -1, -1
		depth, straight, closedUnopened = 0, 0, false
	}
	for i, sp := range spans {
		// The span within the paragraph's quotation marks.
		s, e := max(sp.Start, ps), min(sp.End, pe)
		if s >= e {
			continue // the paragraph's quotation mark alone
		}
		inner := strings.TrimSpace(string(rs[s:e]))
		if inner == "" {
			continue
		}
		if start < 0 {
			start = s
		}
		end = e
		parts = append(parts, strings.TrimSpace(string(rs[sp.Start:sp.End])))
		for _, r := range inner {
			switch {
			case opensQuote(r, cjk):
				depth++
			case closesQuote(r, cjk):
				if depth == 0 {
					closedUnopened = true
				} else {
					depth--
				}
			case r == '"':
				straight++
			}
		}
		if i == len(spans)-1 || depth > 0 || straight%2 == 1 || !endsSentence(inner) || inSpan(e) {
			continue // the paragraph's end flushes after the loop
		}
		// A next span that goes on with the sentence ("said he") joins it.
		if ns, ne := max(spans[i+1].Start, ps), min(spans[i+1].End, pe); ns < ne {
			next := strings.TrimSpace(string(rs[ns:ne]))
			if r, _ := utf8.DecodeRuneInString(next); next != "" && danglingStart(r) {
				continue
			}
		}
		flush()
	}
	flush()
	return out
}

// emphasisInside reports, for a cut of the paragraph rs[ps:pe] before
// rune index e, whether it falls inside one of the paragraph's italic or
// bold spans (emphasis.Spans): a sentence ends there no more than inside
// a quotation. A summary cut "_The girl lit the lamp alone. I was
// afraid._" after "alone.", and its card drew the opening marker raw.
func emphasisInside(rs []rune, ps, pe int) func(e int) bool {
	para := string(rs[ps:pe])
	spans := emphasis.Spans(para)
	if len(spans) == 0 {
		return func(int) bool { return false }
	}
	// runeAt[b] is the rune index in rs of byte offset b of para.
	runeAt := make([]int, len(para)+1)
	r := ps
	for b := range para { // the byte offset of each rune
		runeAt[b] = r
		r++
	}
	runeAt[len(para)] = pe
	type cut struct{ open, close int }
	inner := make([]cut, len(spans))
	for i, sp := range spans {
		inner[i] = cut{runeAt[sp.Open], runeAt[sp.Close]}
	}
	return func(e int) bool {
		for _, c := range inner {
			if c.open < e && e <= c.close {
				return true
			}
		}
		return false
	}
}

// matchingQuote is the quote that closes one opened by q.
func matchingQuote(q rune) rune {
	switch q {
	case '「':
		return '」'
	case '『':
		return '』'
	case '‘':
		return '’'
	}
	return '”'
}

// endsSentence reports whether s ends as a sentence does: with 。！？!?…
// (or a relative) or a full stop, before any closing quotes and brackets.
// A semicolon, a colon, a comma or no mark at all ends a clause or a line.
func endsSentence(s string) bool {
	s = strings.TrimRightFunc(s, func(r rune) bool { return isSummaryCloser(r) || unicode.IsSpace(r) })
	r, _ := utf8.DecodeLastRuneInString(s)
	switch r {
	case '。', '｡', '！', '？', '!', '?', '…', '⋯', '‼', '⁇', '⁈', '⁉', '.', '．':
		return true
	}
	return false
}

// danglingStart reports whether a sentence starting with r goes on from
// the one before: a closing quote or bracket, a mark that ends or joins
// clauses, or a lowercase letter.
func danglingStart(r rune) bool {
	if isSummaryCloser(r) || unicode.IsLower(r) {
		return true
	}
	return strings.ContainsRune("，、；：,;:。！？!?.．", r)
}

// isSummaryCloser reports the closing quotes and brackets that end a
// quotation or an aside: ” ’ 」 』 ） ) ] 】 》 〉 and their kind.
func isSummaryCloser(r rune) bool {
	return strings.ContainsRune("”’」』）)］]】》〉〕｝}»›", r)
}

// opensQuote and closesQuote report the quotation marks whose depth a
// sentence keeps: “” 「」 『』 always, ‘’ in a Chinese text only, where
// they quote within a quotation; in English ’ is an apostrophe as often
// (a merchant’s house, Unborrow’d).
func opensQuote(r rune, cjk bool) bool {
	return r == '“' || r == '「' || r == '『' || (cjk && r == '‘')
}

func closesQuote(r rune, cjk bool) bool {
	return r == '”' || r == '」' || r == '』' || (cjk && r == '’')
}

// scoreByCentroid sets each sentence's score to the cosine between its
// vector and the centroid of all (normalised) vectors.
func scoreByCentroid(ss []summarySentence, vecs [][]float32) {
	// Two passes over vecs instead of a float64 copy of every unit
	// vector: a chapter of one long paragraph has tens of thousands of
	// sentences, and the copies took 140 MB for 2.4 M characters. Each
	// pass computes u = v / |v| exactly as the copy held it.
	dims := len(vecs[0])
	norms := make([]float64, len(vecs))
	for i, v := range vecs {
		var n float64
		for j := 0; j < dims && j < len(v); j++ {
			x := float64(v[j])
			n += x * x
		}
		if n > 0 {
			n = math.Sqrt(n)
		}
		norms[i] = n
	}
	unit := func(i, j int) float64 {
		if j >= len(vecs[i]) {
			return 0
		}
		u := float64(vecs[i][j])
		if norms[i] > 0 {
			u /= norms[i]
		}
		return u
	}
	centroid := make([]float64, dims)
	for i := range vecs {
		for j := range centroid {
			centroid[j] += unit(i, j)
		}
	}
	var cn float64
	for _, x := range centroid {
		cn += x * x
	}
	cn = math.Sqrt(cn)
	for i := range vecs {
		var dot float64
		for j := range centroid {
			dot += unit(i, j) * centroid[j]
		}
		if cn > 0 {
			dot /= cn
		}
		ss[i].score = dot
	}
}

// isMostlyCJK reports whether at least half of text's letters are Han,
// kana or Hangul.
func isMostlyCJK(text string) bool {
	var cjk, letters int
	for _, r := range text {
		switch {
		case unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul):
			cjk++
			letters++
		case unicode.IsLetter(r):
			letters++
		}
	}
	return letters > 0 && 2*cjk >= letters
}
