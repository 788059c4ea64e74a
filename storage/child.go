package storage

import "fmt"

// Child is a small passage of a parent, the unit that is embedded and
// matched. A parent's children, in order, concatenate to its text (P4).
type Child struct {
	ID       uint64
	ParentID uint64
	// Order is the child's 0-based position in its parent (P3).
	Order int
	// Start and End are rune offsets of the child in its parent's text.
	Start, End int
	// ModelID is the model that made Vector.
	ModelID string
	Text    string
	// Vector is the child's embedding; nil when read without vectors.
	Vector []float32
}

// Len is the child's length in runes.
func (c Child) Len() int { return c.End - c.Start }

// The child record puts the small fixed fields first so scans that only
// need ids, spans or the model (reconciliation, statistics) stop early.
func encodeChild(c Child) []byte {
	e := newEncoder(len(c.Text) + len(c.ModelID) + 4*len(c.Vector) + 24)
	e.uvarint(c.ParentID)
	e.int(c.Order)
	e.int(c.Start)
	e.int(c.End)
	e.string(c.ModelID)
	e.string(c.Text)
	e.vector(c.Vector)
	return e.b
}

// decodeChild decodes a child; withText and withVector skip the copies
// when the caller does not need them.
func decodeChild(id uint64, raw []byte, withText, withVector bool) (Child, error) {
	d := newDecoder(raw)
	c := Child{ID: id, ParentID: d.uvarint(), Order: d.int(), Start: d.int(), End: d.int()}
	c.ModelID = d.string()
	if withText || withVector {
		if withText {
			c.Text = d.string()
		} else {
			d.skipString()
		}
		if withVector {
			c.Vector = d.vector()
		}
	}
	return decoded(d, c, "child %d", id)
}

func childByParentKey(parentID uint64, order int) []byte {
	return concatKey(u64Key(parentID), u32Key(order))
}

func (tx *Tx) putChild(c Child) error {
	rows := []write{{bucketChildren, u64Key(c.ID), encodeChild(c)}, {bucketChildrenByParent, childByParentKey(c.ParentID, c.Order), u64Key(c.ID)}}
	return tx.putAll(rows, "put child %d", c.ID)
}

// Child returns a child with its text and vector; the error wraps
// ErrNotFound if absent.
func (tx *Tx) Child(id uint64) (Child, error) {
	return tx.child(id, true, true)
}

// ChildNoVector returns a child with its text but without its vector, the
// cheap form for building search results.
func (tx *Tx) ChildNoVector(id uint64) (Child, error) {
	return tx.child(id, true, false)
}

func (tx *Tx) child(id uint64, withText, withVector bool) (Child, error) {
	return record(tx, bucketChildren, "child", id, func(id uint64, raw []byte) (Child, error) {
		return decodeChild(id, raw, withText, withVector)
	})
}

// HasChild reports whether a child row exists.
func (tx *Tx) HasChild(id uint64) bool {
	return tx.b(bucketChildren).Get(u64Key(id)) != nil
}

// ChildIDsOf lists a parent's child ids in order.
func (tx *Tx) ChildIDsOf(parentID uint64) ([]uint64, error) {
	prefix := u64Key(parentID)
	var ids []uint64
	c := tx.b(bucketChildrenByParent).Cursor()
	for k, v := c.Seek(prefix); k != nil && hasPrefix(k, prefix); k, v = c.Next() {
		if len(v) != 8 {
			return nil, fmt.Errorf("storage: child index value of %d bytes: %w", len(v), ErrCorrupt)
		}
		ids = append(ids, getU64(v))
	}
	return ids, nil
}

// ChildrenOf returns a parent's children in order; withVector decides
// whether vectors are decoded.
func (tx *Tx) ChildrenOf(parentID uint64, withVector bool) ([]Child, error) {
	ids, err := tx.ChildIDsOf(parentID)
	if err != nil {
		return nil, err
	}
	return recordsOf(ids, func(id uint64) (Child, error) { return tx.child(id, true, withVector) })
}

// deleteChildrenRecords removes every child of a parent and its index
// keys, returning the removed ids.
func (tx *Tx) deleteChildrenRecords(parentID uint64) ([]uint64, error) {
	ids, err := tx.ChildIDsOf(parentID)
	if err != nil {
		return nil, err
	}
	for _, id := range ids {
		if err := tx.b(bucketChildren).Delete(u64Key(id)); err != nil {
			return nil, fmt.Errorf("storage: delete child %d: %w", id, err)
		}
	}
	if _, err := deletePrefix(tx.b(bucketChildrenByParent), u64Key(parentID)); err != nil {
		return nil, fmt.Errorf("storage: delete children of parent %d: %w", parentID, err)
	}
	return ids, nil
}

// ChildScan selects what ForEachChild decodes.
type ChildScan struct {
	// Text and Vector ask for the child's text and vector.
	Text, Vector bool
}

// ForEachChild calls fn for every child in id order. Returning an error
// from fn stops the scan with that error.
func (tx *Tx) ForEachChild(scan ChildScan, fn func(Child) error) error {
	decode := func(id uint64, raw []byte) (Child, error) { return decodeChild(id, raw, scan.Text, scan.Vector) }
	return forEachRecord(tx.b(bucketChildren), "child", decode, fn)
}
