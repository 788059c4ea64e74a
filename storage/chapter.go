package storage

import (
	"encoding/binary"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"

	bolt "go.etcd.io/bbolt"
)

// Chapter is a chapter's record. Its text lives apart from the record (so
// listing chapters never reads megabytes) and is filled in only by
// ChapterWithText.
type Chapter struct {
	ID        uint64
	ProjectID uint64
	Title     string
	// Index is the chapter number shown to the author, taken as CHAPTER
	// by the command line, reported as chapter_index by search and printed
	// in export headings. 0 is front matter (unnumbered); the numbered
	// chapters count on in book order from the project's first number
	// (usually 1; a serial's second volume may start at 27), and storage
	// keeps them so: creating, moving and deleting a chapter renumber the
	// ones after it, so chapter 5 is always the fifth numbered chapter.
	Index int
	// Order is the 0-based position in the project; positions are
	// contiguous.
	Order int
	// Hash identifies the text; an identical save is a no-op.
	Hash Hash
	// Zi, Chars and Words are the text's counts by the three rules of
	// engine.TextCounts (字数, non-whitespace characters, English words),
	// kept with the record so listing a book's chapters and totalling
	// them reads no text. Words is -1 in a record written before English
	// words were counted (Words held 字数 then, now Zi); engine.Open
	// counts those once from their text.
	Zi, Chars, Words int
	CreatedAt        time.Time
	UpdatedAt        time.Time
	// Text is the chapter text; empty unless read with ChapterWithText.
	Text string
}

// Owner returns the chapter as an indexing owner.
func (c Chapter) Owner() Owner { return ChapterOwner(c.ID) }

func encodeChapter(c Chapter) []byte {
	e := newEncoder(len(c.Title) + 64)
	e.uvarint(c.ProjectID)
	e.string(c.Title)
	e.int(c.Index)
	e.int(c.Order)
	e.hash(c.Hash)
	e.int(c.Chars)
	e.int(c.Zi) // the slot older builds read as their Words (字数)
	e.time(c.CreatedAt)
	e.time(c.UpdatedAt)
	e.int(c.Words)
	return e.b
}

func decodeChapter(id uint64, raw []byte) (Chapter, error) {
	d := newDecoder(raw)
	c := Chapter{
		ID:        id,
		ProjectID: d.uvarint(),
		Title:     d.string(),
		Index:     d.int(),
		Order:     d.int(),
		Hash:      d.hash(),
		Chars:     d.int(),
		Zi:        d.int(),
		CreatedAt: d.time(),
		UpdatedAt: d.time(),
		Words:     -1,
	}
	// Records written before English words were counted end here.
	if d.more() {
		c.Words = d.int()
	}
	return decoded(d, c, "chapter %d", id)
}

func chapterOrderKey(projectID uint64, order int, id uint64) []byte {
	return concatKey(u64Key(projectID), u32Key(order), u64Key(id))
}

// Chapter returns a chapter record without its text; the error wraps
// ErrNotFound if absent.
func (tx *Tx) Chapter(id uint64) (Chapter, error) {
	return record(tx, bucketChapters, "chapter", id, decodeChapter)
}

// ChapterWithText returns a chapter record with its text.
func (tx *Tx) ChapterWithText(id uint64) (Chapter, error) {
	return withText(tx, id, tx.Chapter)
}

func (c *Chapter) textRef() (Owner, string, Hash, *string) {
	return c.Owner(), fmt.Sprintf("(%q)", c.Title), c.Hash, &c.Text
}

// ChapterIDs lists a project's chapter ids in order.
func (tx *Tx) ChapterIDs(projectID uint64) ([]uint64, error) {
	return idsUnder(tx.b(bucketChapterOrder), u64Key(projectID), 20, "chapter order")
}

// Chapters lists a project's chapter records (without text) in order.
func (tx *Tx) Chapters(projectID uint64) ([]Chapter, error) {
	ids, err := tx.ChapterIDs(projectID)
	if err != nil {
		return nil, err
	}
	return recordsOf(ids, tx.Chapter)
}

// NextNumber is the index to give CreateChapter for a numbered chapter
// whose number the book decides: one past its last numbered chapter, or
// 1 in a book without one.
const NextNumber = 1

// chapterCount is the number of a project's chapters, read from its last
// order key (orders are contiguous from 0) in O(log n): importing n
// chapters must not cost n².
func (tx *Tx) chapterCount(projectID uint64) (int, error) {
	c, k, err := tx.lastChapterKey(projectID)
	if err != nil || c == nil {
		return 0, err
	}
	return int(binary.BigEndian.Uint32(k[8:12])) + 1, nil
}

// lastChapterKey positions a cursor on the project's last chapter order
// key; the cursor is nil when the project has no chapters.
func (tx *Tx) lastChapterKey(projectID uint64) (*bolt.Cursor, []byte, error) {
	c := tx.b(bucketChapterOrder).Cursor()
	k, _ := c.Seek(u64Key(projectID + 1))
	if k == nil {
		k, _ = c.Last()
	} else {
		k, _ = c.Prev()
	}
	if k == nil || !hasPrefix(k, u64Key(projectID)) {
		return nil, nil, nil
	}
	if len(k) != 20 {
		return nil, nil, fmt.Errorf("storage: chapter order key of %d bytes: %w", len(k), ErrCorrupt)
	}
	return c, k, nil
}

// numberAfterLast is the number of a chapter appended to a project: one
// past the last numbered chapter, or first in a project without one. It
// walks back from the end of the book, so it reads one record unless the
// book ends in unnumbered chapters.
func (tx *Tx) numberAfterLast(projectID uint64, first int) (int, error) {
	c, k, err := tx.lastChapterKey(projectID)
	for ; err == nil && c != nil && k != nil && hasPrefix(k, u64Key(projectID)); k, _ = c.Prev() {
		var ch Chapter
		if ch, err = tx.Chapter(getU64(k[12:])); err == nil && ch.Index > 0 {
			return ch.Index + 1, nil
		}
	}
	return first, err
}

// CreateChapter appends an empty chapter to a project. An index of 0
// makes it front matter; any other index numbers it one past the last
// numbered chapter, and is its number only in a project that has none
// yet (the first number of the book).
func (tx *Tx) CreateChapter(projectID uint64, title string, index int) (Chapter, error) {
	if _, err := tx.Project(projectID); err != nil {
		return Chapter{}, err
	}
	order, err := tx.chapterCount(projectID)
	if err != nil {
		return Chapter{}, err
	}
	if index > 0 {
		if index, err = tx.numberAfterLast(projectID, index); err != nil {
			return Chapter{}, err
		}
	}
	return create(tx, bucketChapters, func(id uint64, now time.Time) (Chapter, []write) {
		c := Chapter{
			ID: id, ProjectID: projectID, Title: CleanTitle(title), Index: index,
			Order: order, Hash: HashText(""), CreatedAt: now, UpdatedAt: now,
		}
		return c, []write{{bucketChapters, u64Key(id), encodeChapter(c)}, {bucketChapterOrder, chapterOrderKey(projectID, c.Order, id), nil}}
	}, "create chapter")
}

// CleanTitle is a chapter title as stored: one line, without control
// characters (each run of them, line breaks included, becomes one space)
// and trimmed. A title is a heading line in every export; one with a line
// break in it (`chapter split … $'a\nb'`) wrote a two-line heading to
// TXT and Markdown, which re-imports as a heading and a line of text.
func CleanTitle(title string) string {
	var b strings.Builder
	space := false
	for _, r := range title {
		if unicode.IsControl(r) || r == '\u2028' || r == '\u2029' || r == '\u0085' {
			space = true
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	return strings.TrimSpace(b.String())
}

// PutChapter rewrites an existing chapter's record (title, index, hash,
// counts, timestamps). Project and position cannot change here: use
// MoveChapter.
func (tx *Tx) PutChapter(c Chapter) error {
	old, err := tx.Chapter(c.ID)
	if err != nil {
		return err
	}
	if old.ProjectID != c.ProjectID || old.Order != c.Order {
		return fmt.Errorf("storage: chapter %d: project or order changed by PutChapter: %w", c.ID, ErrInvalid)
	}
	c.Title = CleanTitle(c.Title)
	if c.Title != old.Title {
		// The keyword document of the chapter's first passage holds the
		// title's words (engine/index keywordDocs): it now lags the title
		// as a document lags an edit, and the next start re-indexes the
		// chapter if the indexer does not get to it first.
		if err := tx.MarkStale(c.Owner()); err != nil {
			return err
		}
	}
	return tx.putAll([]write{{bucketChapters, u64Key(c.ID), encodeChapter(c)}}, "put chapter %d", c.ID)
}

// MoveChapter moves a chapter to position pos (0-based, clamped to the
// project's range); positions stay contiguous and numbers follow book
// order, so the moved chapter and those it passed are renumbered.
func (tx *Tx) MoveChapter(id uint64, pos int) error {
	c, err := tx.Chapter(id)
	if err != nil {
		return err
	}
	ids, err := tx.ChapterIDs(c.ProjectID)
	if err != nil {
		return err
	}
	from := slices.Index(ids, id)
	if from < 0 {
		return fmt.Errorf("storage: chapter %d missing from its project's order: %w", id, ErrCorrupt)
	}
	pos = min(max(pos, 0), len(ids)-1)
	if pos == from {
		return nil
	}
	ids = slices.Delete(ids, from, from+1)
	ids = slices.Insert(ids, pos, id)
	return tx.renumberChapters(c.ProjectID, ids, 0)
}

// renumberChapters makes ids[i] the chapter at position i and numbers the
// numbered ones (Index > 0) on from first, or from the smallest number
// among them when first is 0. Only the chapters whose position or number
// changed are rewritten.
func (tx *Tx) renumberChapters(projectID uint64, ids []uint64, first int) error {
	chs, err := recordsOf(ids, tx.Chapter)
	if err != nil {
		return err
	}
	if first == 0 {
		first = firstNumber(chs)
	}
	if _, err := deletePrefix(tx.b(bucketChapterOrder), u64Key(projectID)); err != nil {
		return fmt.Errorf("storage: reorder chapters: %w", err)
	}
	next := first
	for i, c := range chs {
		changed := c.Order != i
		c.Order = i
		if c.Index > 0 {
			changed = changed || c.Index != next
			c.Index, next = next, next+1
		}
		var rows []write
		if changed {
			rows = append(rows, write{bucketChapters, u64Key(c.ID), encodeChapter(c)})
		}
		rows = append(rows, write{bucketChapterOrder, chapterOrderKey(projectID, i, c.ID), nil})
		if err := tx.putAll(rows, "reorder chapter %d", c.ID); err != nil {
			return err
		}
	}
	return nil
}

// firstNumber is the number a book's numbering starts from: the smallest
// chapter number above 0 (front matter), or 1 when none is numbered.
func firstNumber(chs []Chapter) int {
	first := 0
	for _, c := range chs {
		if c.Index > 0 && (first == 0 || c.Index < first) {
			first = c.Index
		}
	}
	return max(first, 1)
}

// RenumberChapters restores the numbering invariant (see Chapter.Index)
// of a project whose numbers an older build left with gaps or out of
// book order, keeping its first number.
func (tx *Tx) RenumberChapters(projectID uint64) error {
	ids, err := tx.ChapterIDs(projectID)
	if err != nil {
		return err
	}
	return tx.renumberChapters(projectID, ids, 0)
}

// DeleteChapter removes a chapter, its summary and everything derived from
// both (P6), and closes the gap in the project's order and numbering: the
// chapters after it move up a place and down a number. It returns the ids
// of the removed children.
func (tx *Tx) DeleteChapter(id uint64) ([]uint64, error) {
	c, err := tx.Chapter(id)
	if err != nil {
		return nil, err
	}
	chs, err := tx.Chapters(c.ProjectID)
	if err != nil {
		return nil, err
	}
	first := firstNumber(chs) // before the chapter goes: it may be the first
	removed, err := tx.deleteChapterNoReorder(id)
	if err != nil {
		return nil, err
	}
	ids, err := tx.ChapterIDs(c.ProjectID)
	if err != nil {
		return nil, err
	}
	if err := tx.renumberChapters(c.ProjectID, ids, first); err != nil {
		return nil, err
	}
	return removed, nil
}

func (tx *Tx) deleteChapterNoReorder(id uint64) ([]uint64, error) {
	c, err := tx.Chapter(id)
	if err != nil {
		return nil, err
	}
	removed, err := tx.DeleteOwnerData(c.Owner())
	if err != nil {
		return nil, err
	}
	if s, ok, err := tx.SummaryOf(id); err != nil {
		return nil, err
	} else if ok {
		ids, err := tx.DeleteSummary(s.ID)
		if err != nil {
			return nil, err
		}
		removed = append(removed, ids...)
	}
	rows := []write{{bucket: bucketChapterOrder, key: chapterOrderKey(c.ProjectID, c.Order, id)}, {bucket: bucketChapters, key: u64Key(id)}}
	if err := tx.deleteAll(rows, "delete chapter %d", id); err != nil {
		return nil, err
	}
	return removed, nil
}
