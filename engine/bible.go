package engine

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"inkflow/engine/mentions"
	"inkflow/engine/search"
	"inkflow/internal/widthfold"
	"inkflow/storage"
)

// Mention is one place a wiki entry is named in a chapter.
type Mention struct {
	ChapterID uint64 `json:"chapter_id"`
	// Chapter is the chapter number (ChapterInfo.Index).
	Chapter      int    `json:"chapter"`
	ChapterTitle string `json:"chapter_title"`
	// Start and End are rune offsets in the chapter's text.
	Start int `json:"start"`
	End   int `json:"end"`
	// Name is the text that matched (the title or an alias).
	Name string `json:"name"`
	// Context is the line around the mention, cut to a few dozen
	// characters on each side ("…" marks a cut).
	Context string `json:"context"`
	// ContextAt is where Name starts in Context, in runes: a narrow list
	// starts its line a little before it, else the name is cut off.
	ContextAt int `json:"context_at"`
	// Dismissed is the author's "not this one"; dismissed mentions are
	// listed but not counted.
	Dismissed bool `json:"dismissed"`
	blockID   uint64
	// blockStart is the block's offset in the chapter.
	blockStart int
	// order is the chapter's 0-based position in the book.
	order int
}

// ChapterMentions is how often an entry is named in one chapter.
type ChapterMentions struct {
	ChapterID uint64 `json:"chapter_id"`
	Chapter   int    `json:"chapter"`
	Title     string `json:"title"`
	Count     int    `json:"count"`
}

// Appearances is where a wiki entry appears in its project's chapters.
type Appearances struct {
	EntryID uint64 `json:"entry_id"`
	Title   string `json:"title"`
	// Total counts the mentions that are not dismissed.
	Total int `json:"total"`
	// First and Last are the numbers of the first and last chapters
	// that name the entry (-1 when none does).
	First int `json:"first"`
	Last  int `json:"last"`
	// Chapters has every chapter of the book in order, with its count
	// (zero included: it is the density strip).
	Chapters []ChapterMentions `json:"chapters"`
	// Mentions are in story order, dismissed ones included.
	Mentions []Mention `json:"mentions"`
}

// NameCandidate is a frequent name-like string with no entry yet.
type NameCandidate = mentions.Candidate

// contextRadius is how many characters of context a mention shows on
// each side.
const contextRadius = 30

// Appearances returns where an entry is named, as the background tracker
// last stored it (call Flush first for the state after the latest saves).
func (e *Engine) Appearances(entryID uint64) (Appearances, error) {
	var out Appearances
	err := e.db.View(func(tx *storage.Tx) error {
		w, ms, err := entryMentionsTx(tx, entryID)
		if err != nil {
			return err
		}
		out = Appearances{EntryID: w.ID, Title: w.Title, First: -1, Last: -1, Chapters: []ChapterMentions{}, Mentions: []Mention{}}
		out.Mentions = ms
		chapters, err := tx.Chapters(w.ProjectID)
		if err != nil {
			return err
		}
		for _, c := range chapters {
			out.Chapters = append(out.Chapters, ChapterMentions{ChapterID: c.ID, Chapter: c.Index, Title: c.Title})
		}
		for _, m := range ms {
			if m.Dismissed {
				continue
			}
			out.Total++
			out.Chapters[m.order].Count++
			if out.First < 0 {
				out.First = m.Chapter
			}
			out.Last = m.Chapter
		}
		return nil
	})
	if err != nil {
		return Appearances{}, fmt.Errorf("engine: appearances of entry %d: %w", entryID, err)
	}
	return out, nil
}

// entryMentionsTx reads an entry and lists its stored mentions in story
// order.
func entryMentionsTx(tx *storage.Tx, entryID uint64) (WikiEntry, []Mention, error) {
	w, err := tx.WikiEntry(entryID)
	if err != nil {
		return WikiEntry{}, nil, err
	}
	ms, err := mentionsOfTx(tx, w)
	return w, ms, err
}

// mentionsOfTx lists an entry's stored mentions in story order.
func mentionsOfTx(tx *storage.Tx, w WikiEntry) ([]Mention, error) {
	blocks, err := tx.EntryMentionBlocks(w.ID)
	if err != nil {
		return nil, err
	}
	chapters, err := tx.ChapterIDs(w.ProjectID)
	if err != nil {
		return nil, err
	}
	pos := make(map[uint64]int, len(chapters))
	for i, id := range chapters {
		pos[id] = i
	}
	chapterOf := map[uint64]storage.Chapter{}
	var out []Mention
	for _, eb := range blocks {
		order, ok := pos[eb.Owner.ID]
		if eb.Owner.Kind != storage.OwnerChapter || !ok {
			continue
		}
		b, err := tx.Block(eb.Owner, eb.BlockID)
		if err != nil {
			return nil, err
		}
		r, _, err := tx.BlockMentionsAt(eb.Owner, eb.BlockID)
		if err != nil {
			return nil, err
		}
		c, ok := chapterOf[eb.Owner.ID]
		if !ok {
			if c, err = tx.Chapter(eb.Owner.ID); err != nil {
				return nil, err
			}
			chapterOf[eb.Owner.ID] = c
		}
		runes := []rune(b.Text)
		for _, m := range r.Mentions {
			if m.EntryID != w.ID || m.End > len(runes) {
				continue
			}
			ctx, at := contextLine(runes, m.Start, m.End)
			out = append(out, Mention{
				ChapterID: eb.Owner.ID, Chapter: c.Index, ChapterTitle: c.Title, order: order,
				Start: b.Start + m.Start, End: b.Start + m.End, Name: string(runes[m.Start:m.End]),
				Context: ctx, ContextAt: at, Dismissed: dismissed(r, runes, m),
				blockID: b.ID, blockStart: b.Start,
			})
		}
	}
	slices.SortFunc(out, func(a, b Mention) int { return cmp.Or(a.order-b.order, a.Start-b.Start) })
	return out, nil
}

// dismissed reports whether the author said "not this one" to mention m
// of a block whose text is runes.
func dismissed(r storage.BlockMentions, runes []rune, m storage.BlockMention) bool {
	return slices.Contains(r.Dismissed, storage.Dismissal{EntryID: m.EntryID, Key: mentionKey(runes, m.Start, m.End)})
}

// contextLine is the text around runes[start:end] on its line, at most
// contextRadius characters on each side, and where in it (in runes) the
// named text starts.
func contextLine(runes []rune, start, end int) (line string, at int) {
	from := max(0, start-contextRadius)
	if i := lastIndexRune(runes[from:start], '\n'); i >= 0 {
		from += i + 1
	}
	to := min(len(runes), end+contextRadius)
	if i := slices.Index(runes[end:to], '\n'); i >= 0 {
		to = end + i
	}
	cut := from > 0 && runes[from-1] != '\n'
	// Leading space (an indent) is trimmed; it is never part of the name.
	for from < start && unicode.IsSpace(runes[from]) {
		from++
	}
	s := strings.TrimRightFunc(string(runes[from:to]), unicode.IsSpace)
	at = start - from
	if cut {
		s = "…" + s
		at++
	}
	if to < len(runes) && runes[to] != '\n' {
		s += "…"
	}
	return s, at
}

func lastIndexRune(rs []rune, r rune) int {
	for i := len(rs) - 1; i >= 0; i-- {
		if rs[i] == r {
			return i
		}
	}
	return -1
}

// DismissMention marks the mention of an entry starting at rune offset
// start of a chapter as "not this one" (or takes the mark back). The mark
// stays with the mention while the text around it does.
func (e *Engine) DismissMention(entryID, chapterID uint64, start int, dismissed bool) error {
	err := e.db.Update(func(tx *storage.Tx) error {
		w, ms, err := entryMentionsTx(tx, entryID)
		if err != nil {
			return err
		}
		i := slices.IndexFunc(ms, func(m Mention) bool { return m.ChapterID == chapterID && m.Start == start })
		if i < 0 {
			return fmt.Errorf("no mention of %q at %d in chapter %d: %w", w.Title, start, chapterID, ErrNotFound)
		}
		m := ms[i]
		o := storage.ChapterOwner(chapterID)
		b, err := tx.Block(o, m.blockID)
		if err != nil {
			return err
		}
		r, _, err := tx.BlockMentionsAt(o, m.blockID)
		if err != nil {
			return err
		}
		d := storage.Dismissal{EntryID: entryID, Key: mentionKey([]rune(b.Text), m.Start-m.blockStart, m.End-m.blockStart)}
		r.Dismissed = slices.DeleteFunc(r.Dismissed, func(x storage.Dismissal) bool { return x == d })
		if dismissed {
			r.Dismissed = append(r.Dismissed, d)
		}
		return tx.PutBlockMentions(r)
	})
	if err != nil {
		return fmt.Errorf("engine: dismiss mention: %w", err)
	}
	return nil
}

// MentionSpans returns, per chapter id, the rune spans of the paragraphs
// that name an entry (dismissed mentions aside): the search panel keeps
// the results that overlap one.
func (e *Engine) MentionSpans(entryID uint64) (map[uint64][][2]int, error) {
	out := map[uint64][][2]int{}
	err := e.db.View(func(tx *storage.Tx) error {
		_, ms, err := entryMentionsTx(tx, entryID)
		if err != nil {
			return err
		}
		for _, m := range ms {
			if m.Dismissed {
				continue
			}
			b, err := tx.Block(storage.ChapterOwner(m.ChapterID), m.blockID)
			if err != nil {
				return err
			}
			span := [2]int{b.Start, b.End}
			if s := out[m.ChapterID]; len(s) == 0 || s[len(s)-1] != span {
				out[m.ChapterID] = append(s, span)
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("engine: mention spans of entry %d: %w", entryID, err)
	}
	return out, nil
}

// ignoredNamesKey is the project-data record of the names the author
// turned down as entries.
const ignoredNamesKey = "bible/ignored-names"

// SuggestMinCount is the fewest times a name occurs in a project's
// chapters before SuggestEntries proposes it: a front end says so when
// there is nothing to propose, since a new book's names are all rarer.
const SuggestMinCount = 5

// SuggestEntries proposes up to limit names (0: 50) that are frequent in
// a project's chapters, are not the title, an alias or an exclusion of
// any entry yet and were not ignored (IgnoreSuggestion), most frequent
// first (see mentions.Suggest), each with the entry type it most likely
// is (Kind: "character", "place", "faction" or "item", see mentions.Tally).
func (e *Engine) SuggestEntries(projectID uint64, limit int) ([]NameCandidate, error) {
	var (
		texts   []string
		known   []string
		ignored []string
	)
	err := e.viewProject(projectID, func(tx *storage.Tx) error {
		ids, err := tx.ChapterIDs(projectID)
		if err != nil {
			return err
		}
		for _, id := range ids {
			texts = append(texts, tx.Text(storage.ChapterOwner(id)))
		}
		ws, err := tx.WikiEntries(projectID)
		if err != nil {
			return err
		}
		for _, w := range ws {
			known = append(known, entryPatterns(w)...)
		}
		return getProjectJSON(tx, projectID, ignoredNamesKey, &ignored)
	})
	if err != nil {
		return nil, fmt.Errorf("engine: suggest entries: %w", err)
	}
	if limit <= 0 {
		limit = 50
	}
	// Ask for as many more as were ignored, so the list stays full.
	out := mentions.Suggest(texts, known, mentions.SuggestOptions{Limit: limit + len(ignored), MinCount: SuggestMinCount})
	// Suggest proposes a name in the width the book writes it most, which
	// edits can change: an ignored 阿Ｑ stays ignored as 阿Q.
	for i, n := range ignored {
		ignored[i] = widthfold.String(n)
	}
	out = slices.DeleteFunc(out, func(c NameCandidate) bool { return slices.Contains(ignored, widthfold.String(c.Name)) })
	if len(out) > limit {
		out = out[:limit]
	}
	if out == nil {
		out = []NameCandidate{}
	}
	countOccurrences(out, texts)
	return out, nil
}

// countOccurrences sets each candidate's count to the mentions its name
// would have as an entry: every occurrence, as Appearances counts them,
// and its kind to the entry type the text's use of it suggests
// (mentions.Tally), and sorts the candidates by count. Suggest counts
// only what tells a name (English: capitalised in mid-sentence), so
// "Elizabeth · 79 times" became 92 mentions once added; the list said
// fewer than the book holds.
func countOccurrences(cands []NameCandidate, texts []string) {
	mentions.Tally(cands, texts)
	slices.SortStableFunc(cands, func(a, b NameCandidate) int {
		return cmp.Or(b.Count-a.Count, strings.Compare(a.Name, b.Name))
	})
}

// IgnoreSuggestion stops SuggestEntries from proposing name in a project
// (the author said it is no character or place).
func (e *Engine) IgnoreSuggestion(projectID uint64, name string) error {
	err := e.db.Update(func(tx *storage.Tx) error {
		var ignored []string
		if err := getProjectJSON(tx, projectID, ignoredNamesKey, &ignored); err != nil {
			return err
		}
		if name = strings.TrimSpace(name); name == "" || slices.Contains(ignored, name) {
			return nil
		}
		return putProjectJSON(tx, projectID, ignoredNamesKey, append(ignored, name))
	})
	if err != nil {
		return fmt.Errorf("engine: ignore suggestion %q: %w", name, err)
	}
	return nil
}

// MentionsScanned counts the blocks whose mentions the tracker computed
// since Open (tests and benchmarks check that an edit rescans only what
// it touched).
func (e *Engine) MentionsScanned() int64 { return e.mentions.scanned.Load() }

// ReadingRequest asks for the passages to reread about an entry before
// writing a chapter.
type ReadingRequest struct {
	EntryID uint64
	// Before is the number of the chapter about to be written: passages
	// come from the chapters before it in the book (0: the whole book).
	Before int
	// Recent is how many of the latest passages lead the list (default 3).
	Recent int
	// Budget bounds the rune length of Text, labels included (default
	// search.DefaultContextBudget, as for inkflow context).
	Budget int
}

// ReadingPassage is one paragraph that names the entry.
type ReadingPassage struct {
	ChapterID    uint64 `json:"chapter_id"`
	Chapter      int    `json:"chapter"`
	ChapterTitle string `json:"chapter_title"`
	// Start and End are rune offsets of Text in the chapter.
	Start int    `json:"start"`
	End   int    `json:"end"`
	Text  string `json:"text"`
}

// Reading is a continuity reading list, ready to paste into a prompt.
type Reading struct {
	Entry  string `json:"entry"`
	Before int    `json:"before"`
	Budget int    `json:"budget"`
	Chars  int    `json:"chars"`
	// Text holds the passages under a "[chapter title]" line per run of
	// passages from one chapter, separated by blank lines.
	Text     string           `json:"text"`
	Passages []ReadingPassage `json:"passages"`
}

// chapterOrderOf returns the position of the first chapter numbered n or
// more (the number of chapters when there is none).
func chapterOrderOf(tx *storage.Tx, projectID uint64, n int) (int, error) {
	ids, err := tx.ChapterIDs(projectID)
	if err != nil {
		return 0, err
	}
	for i, id := range ids {
		c, err := tx.Chapter(id)
		if err != nil {
			return 0, err
		}
		if c.Index >= n {
			return i, nil
		}
	}
	return len(ids), nil
}

// minReadingPiece is the smallest trimmed passage worth adding.
const minReadingPiece = 100

// ContinuityReading lists the paragraphs that name an entry in the
// chapters before req.Before: the latest req.Recent first (what the
// reader last saw of the character), then the rest from the beginning,
// each group in story order, as many as the budget holds. The last one
// that does not fit is cut around its mention when enough room is left.
func (e *Engine) ContinuityReading(req ReadingRequest) (Reading, error) {
	if req.Recent <= 0 {
		req.Recent = 3
	}
	if req.Budget <= 0 {
		req.Budget = search.DefaultContextBudget
	}
	var (
		title string
		paras []ReadingPassage
		at    []int // a mention's offset in each passage
	)
	err := e.db.View(func(tx *storage.Tx) error {
		w, ms, err := entryMentionsTx(tx, req.EntryID)
		if err != nil {
			return err
		}
		title = w.Title
		beforeOrder, err := chapterOrderOf(tx, w.ProjectID, req.Before)
		if err != nil {
			return err
		}
		for _, m := range ms {
			if m.Dismissed || req.Before > 0 && m.order >= beforeOrder {
				continue
			}
			if n := len(paras); n > 0 && paras[n-1].ChapterID == m.ChapterID && paras[n-1].Start == m.blockStart {
				continue
			}
			b, err := tx.Block(storage.ChapterOwner(m.ChapterID), m.blockID)
			if err != nil {
				return err
			}
			paras = append(paras, ReadingPassage{ChapterID: m.ChapterID, Chapter: m.Chapter, ChapterTitle: m.ChapterTitle,
				Start: b.Start, End: b.End, Text: b.Text})
			at = append(at, m.Start-b.Start)
		}
		return nil
	})
	if err != nil {
		return Reading{}, fmt.Errorf("engine: reading list of entry %d: %w", req.EntryID, err)
	}
	order := make([]int, 0, len(paras))
	split := max(0, len(paras)-req.Recent)
	for i := split; i < len(paras); i++ {
		order = append(order, i)
	}
	for i := range split {
		order = append(order, i)
	}
	out := Reading{Entry: title, Before: req.Before, Budget: req.Budget, Passages: []ReadingPassage{}}
	var text strings.Builder
	used := 0
	for _, i := range order {
		p := paras[i]
		label := "[" + p.ChapterTitle + "]\n"
		if p.ChapterTitle == "" {
			label = fmt.Sprintf("[%d]\n", p.Chapter)
		}
		sep := 0
		if n := len(out.Passages); n > 0 {
			sep = 2
			if out.Passages[n-1].ChapterID == p.ChapterID {
				label = ""
			}
		}
		cost := sep + utf8.RuneCountInString(label) + utf8.RuneCountInString(p.Text)
		if used+cost > req.Budget {
			room := req.Budget - used - sep - utf8.RuneCountInString(label)
			if room < minReadingPiece {
				break
			}
			p = trimPassage(p, at[i], room)
			cost = sep + utf8.RuneCountInString(label) + utf8.RuneCountInString(p.Text)
		}
		if sep > 0 {
			text.WriteString("\n\n")
		}
		text.WriteString(label)
		text.WriteString(p.Text)
		used += cost
		out.Passages = append(out.Passages, p)
	}
	out.Text = strings.TrimRight(text.String(), "\n")
	out.Chars = utf8.RuneCountInString(out.Text)
	return out, nil
}

// trimPassage cuts a passage to room runes around the mention at rune
// offset at ("…" marks the cuts and counts against room).
func trimPassage(p ReadingPassage, at, room int) ReadingPassage {
	runes := []rune(p.Text)
	keep := room - 2
	from := max(0, min(at-keep/2, len(runes)-keep))
	to := min(len(runes), from+keep)
	text := string(runes[from:to])
	if from > 0 {
		text = "…" + text
	}
	if to < len(runes) {
		text += "…"
	}
	p.Start, p.End, p.Text = p.Start+from, p.Start+to, text
	return p
}

// NameSpan is where a wiki entry is named in a chapter, in rune offsets.
type NameSpan struct {
	EntryID    uint64
	Start, End int
}

// ChapterNames returns the stored mentions of every wiki entry in a
// chapter (dismissed ones aside) in text order, with the text they were
// found in; current is false while some paragraph waits for the mention
// tracker (the spans then lag the text). The editor's name highlighting
// reads it.
func (e *Engine) ChapterNames(chapterID uint64) (text string, spans []NameSpan, current bool, err error) {
	err = e.db.View(func(tx *storage.Tx) error {
		o := storage.ChapterOwner(chapterID)
		if _, err := tx.Chapter(chapterID); err != nil {
			return err
		}
		text = tx.Text(o)
		blocks, recs, err := blockMentionsTx(tx, o)
		if err != nil {
			return err
		}
		current = true
		for _, b := range blocks {
			r, ok := recs[b.ID]
			if !ok || r.Hash != b.Hash {
				current = false
				continue
			}
			runes := []rune(b.Text)
			for _, m := range r.Mentions {
				if !dismissed(r, runes, m) {
					spans = append(spans, NameSpan{EntryID: m.EntryID, Start: b.Start + m.Start, End: b.Start + m.End})
				}
			}
		}
		return nil
	})
	if err != nil {
		return "", nil, false, fmt.Errorf("engine: names in chapter %d: %w", chapterID, err)
	}
	return text, spans, current, nil
}
