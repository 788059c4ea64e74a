package storage

import "fmt"

// Text returns an owner's full text ("" if it has none).
func (tx *Tx) Text(o Owner) string {
	return string(tx.b(bucketTexts).Get(o.key()))
}

// verifiedText returns an owner's text after checking it against want,
// the hash its record holds; label describes the owner to the author
// (its title). A mismatch means the stored bytes changed
// behind the database's back (a failing disk, a stray write): the error
// wraps ErrCorrupt and names the owner, so the damage is reported instead
// of being indexed or shown as the author's text.
func (tx *Tx) verifiedText(o Owner, label string, want Hash) (string, error) {
	text := tx.Text(o)
	if HashText(text) != want {
		return "", fmt.Errorf("storage: the text of %s %d %s is damaged (it does not match its stored hash): %w", o.Kind, o.ID, label, ErrCorrupt)
	}
	return text, nil
}

// textual is a record whose text lives apart from it, under its owner
// key (a chapter, a wiki entry, a summary).
type textual interface {
	// textRef returns the owner the text is stored under, a label naming
	// the record to the author, the hash the text must have, and where
	// the text goes in the record.
	textRef() (o Owner, label string, want Hash, text *string)
}

// withText reads a record with get and fills in its text, verified
// against the hash the record holds (see verifiedText).
func withText[T any, P interface {
	*T
	textual
}](tx *Tx, id uint64, get func(uint64) (T, error)) (T, error) {
	var zero T
	r, err := get(id)
	if err != nil {
		return zero, err
	}
	o, label, want, text := P(&r).textRef()
	if *text, err = tx.verifiedText(o, label, want); err != nil {
		return zero, err
	}
	return r, nil
}

// OwnerText returns an owner's text verified against the hash its record
// holds (see verifiedText); the error wraps ErrNotFound if the owner is
// gone.
func (tx *Tx) OwnerText(o Owner) (string, error) {
	switch o.Kind {
	case OwnerChapter:
		c, err := tx.ChapterWithText(o.ID)
		return c.Text, err
	case OwnerWiki:
		w, err := tx.WikiEntryWithText(o.ID)
		return w.Text, err
	case OwnerSummary:
		s, err := tx.SummaryWithText(o.ID)
		return s.Text, err
	}
	return "", fmt.Errorf("storage: text of %s: %w", o, ErrInvalid)
}

// TextHash hashes an owner's stored text without copying it out.
func (tx *Tx) TextHash(o Owner) Hash {
	return HashText(tx.Text(o))
}

// putText stores an owner's full text.
func (tx *Tx) putText(o Owner, text string) error {
	if err := tx.b(bucketTexts).Put(o.key(), []byte(text)); err != nil {
		return fmt.Errorf("storage: put text of %s: %w", o, err)
	}
	return nil
}

// MarkStale records that an owner's derived data (parents, children,
// vectors, postings) lags its text and must be rebuilt by the indexer.
func (tx *Tx) MarkStale(o Owner) error {
	if err := tx.b(bucketStale).Put(o.key(), nil); err != nil {
		return fmt.Errorf("storage: mark %s stale: %w", o, err)
	}
	return nil
}

// ClearStale records that an owner's derived data matches its text.
func (tx *Tx) ClearStale(o Owner) error {
	if err := tx.b(bucketStale).Delete(o.key()); err != nil {
		return fmt.Errorf("storage: clear stale %s: %w", o, err)
	}
	return nil
}

// IsStale reports whether an owner awaits indexing.
func (tx *Tx) IsStale(o Owner) bool {
	return tx.b(bucketStale).Get(o.key()) != nil
}

// StaleOwners lists every owner awaiting indexing.
func (tx *Tx) StaleOwners() ([]Owner, error) {
	var out []Owner
	err := tx.b(bucketStale).ForEach(func(k, _ []byte) error {
		if len(k) != ownerKeyLen {
			return fmt.Errorf("storage: stale key of %d bytes: %w", len(k), ErrCorrupt)
		}
		out = append(out, ownerFromKey(k))
		return nil
	})
	return out, err
}
