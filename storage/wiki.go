package storage

import (
	"fmt"
	"strings"
	"time"
)

// WikiEntry is a story-bible entry (a character, a place, an item …). Its
// text is indexed like a chapter's, as owner kind "wiki".
type WikiEntry struct {
	ID        uint64
	ProjectID uint64
	Title     string
	// Type is the author's category, e.g. "character" or "place".
	Type    string
	Aliases []string
	// Exclusions are phrases that contain a name but do not mean the
	// entry (孔明灯 for 孔明); see engine/mentions.
	Exclusions []string
	// Hash identifies the text.
	Hash      Hash
	CreatedAt time.Time
	UpdatedAt time.Time
	// Text is empty unless read with WikiEntryWithText.
	Text string
}

// Owner returns the entry as an indexing owner.
func (w WikiEntry) Owner() Owner { return WikiOwner(w.ID) }

func encodeWiki(w WikiEntry) []byte {
	e := newEncoder(len(w.Title) + len(w.Type) + 64)
	e.uvarint(w.ProjectID)
	e.string(w.Title)
	e.string(w.Type)
	e.strings(w.Aliases)
	e.hash(w.Hash)
	e.time(w.CreatedAt)
	e.time(w.UpdatedAt)
	e.strings(w.Exclusions) // appended later: older records end before it
	return e.b
}

func decodeWiki(id uint64, raw []byte) (WikiEntry, error) {
	d := newDecoder(raw)
	w := WikiEntry{ID: id, ProjectID: d.uvarint(), Title: d.string(), Type: d.string(), Aliases: d.strings()}
	w.Hash, w.CreatedAt, w.UpdatedAt = d.hash(), d.time(), d.time()
	if d.more() {
		w.Exclusions = d.strings()
	}
	return decoded(d, w, "wiki entry %d", id)
}

func wikiByProjectKey(projectID, id uint64) []byte { return concatKey(u64Key(projectID), u64Key(id)) }

// CreateWikiEntry adds an entry without text (save the text with
// SaveOwnerText and PutWikiEntry). ID, Hash and timestamps are assigned.
func (tx *Tx) CreateWikiEntry(w WikiEntry) (WikiEntry, error) {
	build, err := tx.newWikiEntry(w)
	if err != nil {
		return WikiEntry{}, err
	}
	return create(tx, bucketWiki, build, "create wiki entry")
}

// newWikiEntry checks the title and project of an entry about to be
// stored, by CreateWikiEntry under a new id or by ReviveWikiEntry under
// its old one, and returns what builds it: the entry under id, created
// at now with a clean title and type and no text, and its rows.
func (tx *Tx) newWikiEntry(w WikiEntry) (build func(id uint64, now time.Time) (WikiEntry, []write), err error) {
	title, err := cleanName("wiki entry", w.Title)
	if err != nil {
		return nil, err
	}
	if _, err := tx.Project(w.ProjectID); err != nil {
		return nil, err
	}
	return func(id uint64, now time.Time) (WikiEntry, []write) {
		w.ID, w.Title, w.Type, w.Hash, w.CreatedAt, w.UpdatedAt, w.Text = id, title, strings.TrimSpace(w.Type), HashText(""), now, now, ""
		return w, []write{{bucketWiki, u64Key(w.ID), encodeWiki(w)}, {bucketWikiByProject, wikiByProjectKey(w.ProjectID, w.ID), nil}}
	}, nil
}

// ReviveWikiEntry puts a deleted entry back under its old id (ID,
// ProjectID, Title, Type, Aliases and Exclusions of w are used), without
// text, as CreateWikiEntry does for a new one. Ids are never reused, so
// the old id is free; an entry that still exists is refused with
// ErrInvalid.
func (tx *Tx) ReviveWikiEntry(w WikiEntry) (WikiEntry, error) {
	build, err := tx.newWikiEntry(w)
	if err != nil {
		return WikiEntry{}, err
	}
	if tx.b(bucketWiki).Get(u64Key(w.ID)) != nil {
		return WikiEntry{}, fmt.Errorf("storage: revive wiki entry %d: it exists: %w", w.ID, ErrInvalid)
	}
	w, rows := build(w.ID, tx.now())
	if err := tx.putAll(rows, "revive wiki entry %d", w.ID); err != nil {
		return WikiEntry{}, err
	}
	return w, nil
}

// WikiEntry returns an entry without its text.
func (tx *Tx) WikiEntry(id uint64) (WikiEntry, error) {
	return record(tx, bucketWiki, "wiki entry", id, decodeWiki)
}

// WikiEntryWithText returns an entry with its text.
func (tx *Tx) WikiEntryWithText(id uint64) (WikiEntry, error) {
	return withText(tx, id, tx.WikiEntry)
}

func (w *WikiEntry) textRef() (Owner, string, Hash, *string) {
	return w.Owner(), fmt.Sprintf("(%q)", w.Title), w.Hash, &w.Text
}

// PutWikiEntry rewrites an existing entry's record (title, type, aliases,
// hash, timestamps); the project cannot change.
func (tx *Tx) PutWikiEntry(w WikiEntry) error {
	old, err := tx.WikiEntry(w.ID)
	if err != nil {
		return err
	}
	if old.ProjectID != w.ProjectID {
		return fmt.Errorf("storage: wiki entry %d: project changed: %w", w.ID, ErrInvalid)
	}
	if w.Title, err = cleanName("wiki entry", w.Title); err != nil {
		return err
	}
	return tx.putAll([]write{{bucketWiki, u64Key(w.ID), encodeWiki(w)}}, "put wiki entry %d", w.ID)
}

// WikiEntries lists a project's entries (without text) by id.
func (tx *Tx) WikiEntries(projectID uint64) ([]WikiEntry, error) {
	ids, err := idsUnder(tx.b(bucketWikiByProject), u64Key(projectID), 16, "wiki index")
	if err != nil {
		return nil, err
	}
	return recordsOf(ids, tx.WikiEntry)
}

// DeleteWikiEntry removes an entry and everything derived from it (P6),
// returning the removed children's ids.
func (tx *Tx) DeleteWikiEntry(id uint64) ([]uint64, error) {
	w, err := tx.WikiEntry(id)
	if err != nil {
		return nil, err
	}
	removed, err := tx.DeleteOwnerData(w.Owner())
	if err != nil {
		return nil, err
	}
	if err := tx.dropEntryMentions(w); err != nil {
		return nil, err
	}
	rows := []write{{bucket: bucketWikiByProject, key: wikiByProjectKey(w.ProjectID, id)}, {bucket: bucketWiki, key: u64Key(id)}}
	if err := tx.deleteAll(rows, "delete wiki entry %d", id); err != nil {
		return nil, err
	}
	return removed, nil
}
