package engine

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"inkflow/engine/mentions"
	"inkflow/storage"
)

// Mention is one place a wiki entry is named in a chapter.
type Mention struct {
	ChapterID uint64 `json:"chapter_id"`
	// Chapter is the chapter's 1-based position in the book.
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
	// Dismissed is the author's "not this one"; dismissed mentions are
	// listed but not counted.
	Dismissed bool `json:"dismissed"`
	blockID   uint64
	// blockStart is the block's offset in the chapter.
	blockStart int
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
	// First and Last are the 1-based positions of the first and last
	// chapters that name the entry (0 when none does).
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
		w, err := tx.WikiEntry(entryID)
		if err != nil {
			return err
		}
		out = Appearances{EntryID: w.ID, Title: w.Title, Chapters: []ChapterMentions{}, Mentions: []Mention{}}
		ms, err := entryMentionsTx(tx, w)
		if err != nil {
			return err
		}
		out.Mentions = ms
		chapters, err := tx.ChapterIDs(w.ProjectID)
		if err != nil {
			return err
		}
		pos := map[uint64]int{}
		for i, id := range chapters {
			c, err := tx.Chapter(id)
			if err != nil {
				return err
			}
			pos[id] = i
			out.Chapters = append(out.Chapters, ChapterMentions{ChapterID: id, Chapter: i + 1, Title: c.Title})
		}
		for _, m := range ms {
			if m.Dismissed {
				continue
			}
			out.Total++
			out.Chapters[pos[m.ChapterID]].Count++
			if out.First == 0 {
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

// entryMentionsTx lists an entry's stored mentions in story order.
func entryMentionsTx(tx *storage.Tx, w WikiEntry) ([]Mention, error) {
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
		pos[id] = i + 1
	}
	titles := map[uint64]string{}
	var out []Mention
	for _, eb := range blocks {
		if eb.Owner.Kind != storage.OwnerChapter || pos[eb.Owner.ID] == 0 {
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
		title, ok := titles[eb.Owner.ID]
		if !ok {
			c, err := tx.Chapter(eb.Owner.ID)
			if err != nil {
				return nil, err
			}
			title, titles[eb.Owner.ID] = c.Title, c.Title
		}
		runes := []rune(b.Text)
		for _, m := range r.Mentions {
			if m.EntryID != w.ID || m.End > len(runes) {
				continue
			}
			key := storage.Dismissal{EntryID: w.ID, Key: mentionKey(runes, m.Start, m.End)}
			out = append(out, Mention{
				ChapterID: eb.Owner.ID, Chapter: pos[eb.Owner.ID], ChapterTitle: title,
				Start: b.Start + m.Start, End: b.Start + m.End, Name: string(runes[m.Start:m.End]),
				Context: contextLine(runes, m.Start, m.End), Dismissed: slices.Contains(r.Dismissed, key),
				blockID: b.ID, blockStart: b.Start,
			})
		}
	}
	slices.SortFunc(out, func(a, b Mention) int { return cmp.Or(a.Chapter-b.Chapter, a.Start-b.Start) })
	return out, nil
}

// contextLine is the text around runes[start:end] on its line, at most
// contextRadius characters on each side.
func contextLine(runes []rune, start, end int) string {
	from := max(0, start-contextRadius)
	if i := lastIndexRune(runes[from:start], '\n'); i >= 0 {
		from += i + 1
	}
	to := min(len(runes), end+contextRadius)
	if i := slices.Index(runes[end:to], '\n'); i >= 0 {
		to = end + i
	}
	s := strings.TrimSpace(string(runes[from:to]))
	if from > 0 && runes[from-1] != '\n' {
		s = "…" + s
	}
	if to < len(runes) && runes[to] != '\n' {
		s += "…"
	}
	return s
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
		w, err := tx.WikiEntry(entryID)
		if err != nil {
			return err
		}
		ms, err := entryMentionsTx(tx, w)
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
		w, err := tx.WikiEntry(entryID)
		if err != nil {
			return err
		}
		ms, err := entryMentionsTx(tx, w)
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

// SuggestEntries proposes names that are frequent in a project's chapters
// and are not the title, an alias or an exclusion of any entry yet, most
// frequent first (see mentions.Suggest).
func (e *Engine) SuggestEntries(projectID uint64) ([]NameCandidate, error) {
	var (
		texts []string
		known []string
	)
	err := e.db.View(func(tx *storage.Tx) error {
		ids, err := tx.ChapterIDs(projectID)
		if err != nil {
			return err
		}
		if len(ids) == 0 {
			if _, err := tx.Project(projectID); err != nil {
				return err
			}
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
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("engine: suggest entries: %w", err)
	}
	out := mentions.Suggest(texts, known, mentions.SuggestOptions{})
	if out == nil {
		out = []NameCandidate{}
	}
	return out, nil
}

// MentionsScanned counts the blocks whose mentions the tracker computed
// since Open (tests and benchmarks check that an edit rescans only what
// it touched).
func (e *Engine) MentionsScanned() int64 { return e.mentions.scanned.Load() }
