package storage

import "fmt"

// Parent is a logical parent: a run of whole blocks (small ones merged) or
// a piece of one long block, never crossing owners (P1). Search returns
// parents; children are the small passages it matches.
type Parent struct {
	ID        uint64
	Owner     Owner
	ProjectID uint64
	// BlockIDs are the blocks the parent covers, in text order. A piece of
	// a split block lists that single block.
	BlockIDs []uint64
	// Start and End are rune offsets of the parent in the owner's text as
	// of the last index run.
	Start, End int
	// TextHash identifies Text.
	TextHash Hash
	// ModelID is the model that embedded the parent's children.
	ModelID string
	Text    string
}

// Len is the parent's length in runes.
func (p Parent) Len() int { return p.End - p.Start }

// FirstBlockID is the id of the first block the parent covers (0 if none).
func (p Parent) FirstBlockID() uint64 {
	if len(p.BlockIDs) == 0 {
		return 0
	}
	return p.BlockIDs[0]
}

// LastBlockID is the id of the last block the parent covers (0 if none).
func (p Parent) LastBlockID() uint64 {
	if len(p.BlockIDs) == 0 {
		return 0
	}
	return p.BlockIDs[len(p.BlockIDs)-1]
}

func encodeParent(p Parent) []byte {
	e := newEncoder(len(p.Text) + len(p.ModelID) + 64 + 4*len(p.BlockIDs))
	e.ids(p.BlockIDs) // first, with the owner, so parentHead reads only a few bytes
	e.owner(p.Owner)
	e.uvarint(p.ProjectID)
	e.int(p.Start)
	e.int(p.End)
	e.hash(p.TextHash)
	e.string(p.ModelID)
	e.string(p.Text)
	return e.b
}

func decodeParent(id uint64, raw []byte) (Parent, error) {
	d := newDecoder(raw)
	p := Parent{ID: id, BlockIDs: d.ids(), Owner: d.owner(), ProjectID: d.uvarint()}
	p.Start, p.End = d.int(), d.int()
	p.TextHash = d.hash()
	p.ModelID = d.string()
	p.Text = d.string()
	return decoded(d, p, "parent %d", id)
}

// parentHead decodes only a parent's leading fields, its block ids and
// its owner, without reading its text.
func (tx *Tx) parentHead(id uint64) (blockIDs []uint64, o Owner, err error) {
	raw, err := tx.row(bucketParents, "parent", id)
	if err != nil {
		return nil, Owner{}, err
	}
	d := newDecoder(raw)
	blockIDs, o = d.ids(), d.owner()
	if d.err != nil {
		return nil, Owner{}, fmt.Errorf("storage: parent %d: %w", id, d.err)
	}
	return blockIDs, o, nil
}

func parentByOwnerKey(o Owner, id uint64) []byte { return concatKey(o.key(), u64Key(id)) }

// Parent returns a parent by id; the error wraps ErrNotFound if absent.
func (tx *Tx) Parent(id uint64) (Parent, error) {
	return record(tx, bucketParents, "parent", id, decodeParent)
}

// ParentIDsOf lists the ids of an owner's parents (ascending id).
func (tx *Tx) ParentIDsOf(o Owner) ([]uint64, error) {
	return idsUnder(tx.b(bucketParentsByOwner), o.key(), ownerKeyLen+8, "parent index")
}

// ParentsOf returns an owner's parents (ascending id).
func (tx *Tx) ParentsOf(o Owner) ([]Parent, error) {
	ids, err := tx.ParentIDsOf(o)
	if err != nil {
		return nil, err
	}
	return recordsOf(ids, tx.Parent)
}

// AddParent stores a new parent with its children (in order). It assigns
// the ids, numbers the children 0..n-1 and returns both with ids set.
func (tx *Tx) AddParent(p Parent, children []Child) (Parent, []Child, error) {
	id, err := tx.nextID(bucketParents)
	if err != nil {
		return Parent{}, nil, err
	}
	p.ID = id
	rows := []write{{bucketParents, u64Key(id), encodeParent(p)}, {bucketParentsByOwner, parentByOwnerKey(p.Owner, id), nil}}
	if err := tx.putAll(rows, "add parent"); err != nil {
		return Parent{}, nil, err
	}
	out := make([]Child, len(children))
	for i, c := range children {
		c.ParentID, c.Order = id, i
		if c.ID, err = tx.nextID(bucketChildren); err != nil {
			return Parent{}, nil, err
		}
		if err := tx.putChild(c); err != nil {
			return Parent{}, nil, err
		}
		out[i] = c
	}
	return p, out, nil
}

// UpdateParentLayout records where a kept parent now sits in its owner's
// text (its text is unchanged; text before it moved).
func (tx *Tx) UpdateParentLayout(id uint64, start, end int, blockIDs []uint64) error {
	p, err := tx.Parent(id)
	if err != nil {
		return err
	}
	p.Start, p.End, p.BlockIDs = start, end, blockIDs
	return tx.putAll([]write{{bucketParents, u64Key(id), encodeParent(p)}}, "update parent %d", id)
}

// DeleteParent removes a parent and its children and returns the
// children's ids.
func (tx *Tx) DeleteParent(id uint64) ([]uint64, error) {
	_, o, err := tx.parentHead(id)
	if err != nil {
		return nil, err
	}
	childIDs, err := tx.deleteChildrenRecords(id)
	if err != nil {
		return nil, err
	}
	rows := []write{{bucket: bucketParentsByOwner, key: parentByOwnerKey(o, id)}, {bucket: bucketParents, key: u64Key(id)}}
	if err := tx.deleteAll(rows, "delete parent %d", id); err != nil {
		return nil, err
	}
	return childIDs, nil
}

// ForEachParent calls fn for every parent in id order.
func (tx *Tx) ForEachParent(fn func(Parent) error) error {
	return forEachRecord(tx.b(bucketParents), "parent", decodeParent, fn)
}
