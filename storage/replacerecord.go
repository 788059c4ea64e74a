package storage

import (
	"fmt"
	"time"
)

// ReplaceRecord is the undo record of one project-wide replace: which
// chapters it changed and the snapshot of each taken just before.
type ReplaceRecord struct {
	ID        uint64
	ProjectID uint64
	At        time.Time
	// Pattern and Replacement are what the author typed.
	Pattern, Replacement string
	// Changes is the number of matches replaced.
	Changes  int
	Chapters []ReplacedChapter
	// Texts are the wiki entries and summaries it changed.
	Texts []ReplacedText
	// Names are the wiki entries' titles and aliases it rewrote (a
	// replace that includes the story bible renames the entries too).
	Names []RenamedName
	// Undone is set once the replace has been undone.
	Undone bool
}

// ReplacedChapter is one chapter a replace changed.
type ReplacedChapter struct {
	ChapterID uint64
	// Before is the snapshot of the chapter taken before the replace.
	Before uint64
	// After identifies the text the replace wrote.
	After Hash
	// Changes is the number of matches replaced in this chapter.
	Changes int
	// Edits are the matches it rewrote, in order (nil in records from
	// before they were kept: their undo can only put the text back whole).
	Edits []ReplaceEdit
}

// ReplaceEdit is one match a replace rewrote: the Len bytes at byte offset
// At of the text before the replace became Now. With the text before, the
// edits give the text the replace wrote, and where each replacement sits
// in it, so an undo can turn back just the replacements and keep what the
// author wrote since.
type ReplaceEdit struct {
	At, Len int
	Now     string
}

// ReplacedText is a wiki entry or summary a replace changed. They have no
// snapshots, so the record keeps the text from before.
type ReplacedText struct {
	Owner   Owner
	Before  string
	After   Hash
	Changes int
	Edits   []ReplaceEdit // as ReplacedChapter.Edits
}

// RenamedName is a wiki entry's title or alias a replace rewrote.
type RenamedName struct {
	EntryID uint64
	// Alias is the alias's index in the entry's aliases, or -1 for its
	// title.
	Alias         int
	Before, After string
}

func encodeReplace(r ReplaceRecord) []byte {
	e := newEncoder(64 + len(r.Pattern) + len(r.Replacement) + 48*len(r.Chapters))
	e.uvarint(r.ProjectID)
	e.time(r.At)
	e.string(r.Pattern)
	e.string(r.Replacement)
	e.int(r.Changes)
	e.bool(r.Undone)
	encodeList(e, r.Chapters, func(c ReplacedChapter) {
		e.uvarint(c.ChapterID)
		e.uvarint(c.Before)
		e.hash(c.After)
		e.int(c.Changes)
	})
	encodeList(e, r.Texts, func(t ReplacedText) {
		e.owner(t.Owner)
		e.string(t.Before)
		e.hash(t.After)
		e.int(t.Changes)
	})
	// The edits come after everything older records hold, so those still
	// decode (without edits).
	encodeList(e, r.Chapters, func(c ReplacedChapter) { encodeList(e, c.Edits, e.replaceEdit) })
	encodeList(e, r.Texts, func(t ReplacedText) { encodeList(e, t.Edits, e.replaceEdit) })
	// The names come after the edits, for the same reason.
	encodeList(e, r.Names, func(n RenamedName) {
		e.uvarint(n.EntryID)
		e.int(n.Alias)
		e.string(n.Before)
		e.string(n.After)
	})
	return e.b
}

func (e *encoder) replaceEdit(x ReplaceEdit) {
	e.int(x.At)
	e.int(x.Len)
	e.string(x.Now)
}

func (d *decoder) replaceEdit() ReplaceEdit {
	return ReplaceEdit{At: d.int(), Len: d.int(), Now: d.string()}
}

func decodeReplace(id uint64, raw []byte) (ReplaceRecord, error) {
	d := newDecoder(raw)
	r := ReplaceRecord{
		ID: id, ProjectID: d.uvarint(), At: d.time(),
		Pattern: d.string(), Replacement: d.string(), Changes: d.int(), Undone: d.bool(),
	}
	// Appended item by item (not decodeList) so a record without
	// chapters or texts keeps them nil.
	for range d.count() {
		r.Chapters = append(r.Chapters, ReplacedChapter{
			ChapterID: d.uvarint(), Before: d.uvarint(), After: d.hash(), Changes: d.int(),
		})
	}
	for range d.count() {
		r.Texts = append(r.Texts, ReplacedText{Owner: d.owner(), Before: d.string(), After: d.hash(), Changes: d.int()})
	}
	if d.more() {
		decodeEdits(d, r.Chapters, func(c *ReplacedChapter) *[]ReplaceEdit { return &c.Edits })
		decodeEdits(d, r.Texts, func(t *ReplacedText) *[]ReplaceEdit { return &t.Edits })
	}
	if d.more() {
		for range d.count() {
			r.Names = append(r.Names, RenamedName{EntryID: d.uvarint(), Alias: d.int(), Before: d.string(), After: d.string()})
		}
	}
	return decoded(d, r, "replace %d", id)
}

// decodeEdits reads the edits of each of items, which encodeReplace wrote
// as one list per item; a list that does not match the items is corrupt.
func decodeEdits[T any](d *decoder, items []T, edits func(*T) *[]ReplaceEdit) {
	if n := d.count(); d.err == nil && n != uint64(len(items)) {
		d.fail(fmt.Errorf("%d edit lists for %d texts", n, len(items)))
		return
	}
	for i := range items {
		if l := decodeList(d, d.replaceEdit); len(l) > 0 { // none stays nil
			*edits(&items[i]) = l
		}
	}
}

// PutReplace stores a replace's undo record: a new one when r.ID is 0
// (the id is filled in), else an update.
func (tx *Tx) PutReplace(r ReplaceRecord) (ReplaceRecord, error) {
	b, err := tx.bucketOrNil(bucketReplaces)
	if err != nil {
		return ReplaceRecord{}, err
	}
	if r.ID == 0 {
		if r.ID, err = b.NextSequence(); err != nil {
			return ReplaceRecord{}, fmt.Errorf("storage: next replace id: %w", err)
		}
	}
	if err := b.Put(u64Key(r.ID), encodeReplace(r)); err != nil {
		return ReplaceRecord{}, fmt.Errorf("storage: put replace %d: %w", r.ID, err)
	}
	return r, nil
}

// Replace returns a replace's undo record; the error wraps ErrNotFound if
// absent.
func (tx *Tx) Replace(id uint64) (ReplaceRecord, error) {
	return record(tx, bucketReplaces, "replace", id, decodeReplace)
}

// Replaces lists a project's replace records, oldest first.
func (tx *Tx) Replaces(projectID uint64) ([]ReplaceRecord, error) {
	b, err := tx.bucketOrNil(bucketReplaces)
	if err != nil || b == nil {
		return nil, err
	}
	var out []ReplaceRecord
	err = forEachRecord(b, "replace", decodeReplace, func(r ReplaceRecord) error {
		if r.ProjectID == projectID {
			out = append(out, r)
		}
		return nil
	})
	return out, err
}

// deleteProjectReplaces removes a project's replace records.
func (tx *Tx) deleteProjectReplaces(projectID uint64) error {
	rs, err := tx.Replaces(projectID)
	if err != nil {
		return err
	}
	for _, r := range rs {
		if err := tx.deleteAll([]write{{bucket: bucketReplaces, key: u64Key(r.ID)}}, "delete replace %d", r.ID); err != nil {
			return err
		}
	}
	return nil
}
