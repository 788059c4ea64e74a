package storage

import (
	"fmt"
	"slices"
	"time"
)

// Block is a StoryBlock: one paragraph of an owner's text (paragraphs are
// separated by blank lines). Blocks keep their id while their text is
// unchanged, even when they move, so the derived parents survive edits
// elsewhere in the chapter.
type Block struct {
	Owner Owner
	ID    uint64
	// Order is the 0-based position in the owner's text.
	Order int
	// Start and End are rune offsets of the block in the owner's text.
	Start, End int
	// Hash identifies Text.
	Hash Hash
	// Dirty is set when the block is new or its text changed, and cleared
	// by the indexer once parents and children cover the current text.
	Dirty bool
	// LastChunkedAt is when the indexer last covered this block (zero if
	// never).
	LastChunkedAt time.Time
	Text          string
}

func encodeBlock(b Block) []byte {
	e := newEncoder(len(b.Text) + 48)
	e.int(b.Order)
	e.int(b.Start)
	e.int(b.End)
	e.hash(b.Hash)
	e.bool(b.Dirty)
	e.time(b.LastChunkedAt)
	e.string(b.Text)
	return e.b
}

func decodeBlock(o Owner, id uint64, raw []byte) (Block, error) {
	return decodeBlockText(o, id, raw, true)
}

// decodeBlockText decodes a block, with its text only when withText is
// set.
func decodeBlockText(o Owner, id uint64, raw []byte, withText bool) (Block, error) {
	d := newDecoder(raw)
	b := Block{
		Owner: o, ID: id,
		Order: d.int(), Start: d.int(), End: d.int(),
		Hash: d.hash(), Dirty: d.bool(), LastChunkedAt: d.time(),
	}
	if withText {
		b.Text = d.string()
	} else {
		d.skipString()
	}
	return decoded(d, b, "block %d of %s", id, o)
}

func blockKey(o Owner, id uint64) []byte { return concatKey(o.key(), u64Key(id)) }

// Blocks returns an owner's blocks in text order.
func (tx *Tx) Blocks(o Owner) ([]Block, error) { return tx.blocks(o, true) }

// BlockLayout returns an owner's blocks in text order without their
// Text: their spans, hashes and flags. The blocks of a chapter hold its
// whole text once more, which the indexer, reading the text itself, and
// counts of dirty blocks do not need.
func (tx *Tx) BlockLayout(o Owner) ([]Block, error) { return tx.blocks(o, false) }

func (tx *Tx) blocks(o Owner, withText bool) ([]Block, error) {
	prefix := o.key()
	var out []Block
	c := tx.b(bucketBlocks).Cursor()
	for k, v := c.Seek(prefix); k != nil && hasPrefix(k, prefix); k, v = c.Next() {
		b, err := decodeBlockText(o, getU64(k[ownerKeyLen:]), v, withText)
		if err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	slices.SortFunc(out, func(a, b Block) int { return a.Order - b.Order })
	return out, nil
}

// Block returns one block of an owner.
func (tx *Tx) Block(o Owner, id uint64) (Block, error) {
	raw := tx.b(bucketBlocks).Get(blockKey(o, id))
	if raw == nil {
		return Block{}, fmt.Errorf("storage: block %d of %s: %w", id, o, ErrNotFound)
	}
	return decodeBlock(o, id, raw)
}

func (tx *Tx) putBlock(b Block) error {
	if err := tx.b(bucketBlocks).Put(blockKey(b.Owner, b.ID), encodeBlock(b)); err != nil {
		return fmt.Errorf("storage: put block %d of %s: %w", b.ID, b.Owner, err)
	}
	return nil
}

// NewBlock is one block of a text about to be saved: its rune span, its
// text (the span's runes) and optionally its hash (HashText(Text)); a zero
// Hash is computed by SyncBlocks. Callers hash before opening the write
// transaction to keep bbolt's writer lock short.
type NewBlock struct {
	Start, End int
	Text       string
	Hash       Hash
}

// BlockDiff tells what SyncBlocks did.
type BlockDiff struct {
	// Kept blocks matched an old block with the same text (possibly at
	// another position) and kept its id and dirty state.
	Kept int
	// Changed blocks took over the id of an old block at the same place
	// whose text differs; they are dirty. Their old parents keep serving
	// search until the indexer replaces them.
	Changed int
	// Added blocks are new and dirty.
	Added int
	// Removed blocks vanished with their parents and children.
	Removed int
	// RemovedChildren are the ids of the children deleted with removed
	// blocks; the caller drops them from the vector and keyword indexes.
	RemovedChildren []uint64
}

// SyncBlocks replaces an owner's blocks by blocks (in text order),
// matching them against the stored ones by content hash so unchanged
// paragraphs keep their identity.
//
// Matching: every new block takes the first unused old block with the same
// hash (so moved paragraphs keep their id and duplicates pair up in
// order). An unmatched new block whose predecessor was matched to old block
// j (or which is first, j = -1) takes over old block j+1 if that one is
// unmatched: it is the same paragraph, retyped. Old blocks left over have
// vanished: they are deleted together with every parent that covered them
// and those parents' children.
func (tx *Tx) SyncBlocks(o Owner, blocks []NewBlock) (BlockDiff, error) {
	old, err := tx.Blocks(o)
	if err != nil {
		return BlockDiff{}, err
	}
	byHash := make(map[Hash][]int, len(old))
	for j, b := range old {
		byHash[b.Hash] = append(byHash[b.Hash], j)
	}
	hashes := make([]Hash, len(blocks))
	match := make([]int, len(blocks)) // old index or -1
	same := make([]bool, len(blocks)) // matched by hash
	used := make([]bool, len(old))
	for i, nb := range blocks {
		hashes[i] = nb.Hash
		if hashes[i].IsZero() {
			hashes[i] = HashText(nb.Text)
		}
		match[i] = -1
		if js := byHash[hashes[i]]; len(js) > 0 {
			match[i], same[i], used[js[0]] = js[0], true, true
			byHash[hashes[i]] = js[1:]
		}
	}
	for i := range blocks {
		if match[i] >= 0 {
			continue
		}
		j := 0
		if i > 0 {
			if match[i-1] < 0 {
				continue
			}
			j = match[i-1] + 1
		}
		if j < len(old) && !used[j] {
			match[i], used[j] = j, true
		}
	}

	var diff BlockDiff
	for i, nb := range blocks {
		b := Block{Owner: o, Order: i, Start: nb.Start, End: nb.End, Hash: hashes[i], Text: nb.Text, Dirty: true}
		switch {
		case match[i] >= 0 && same[i]:
			ob := old[match[i]]
			diff.Kept++
			if ob.Order == i && ob.Start == nb.Start && ob.End == nb.End {
				continue // nothing to write: the common case of a small edit
			}
			b.ID, b.Dirty, b.LastChunkedAt = ob.ID, ob.Dirty, ob.LastChunkedAt
		case match[i] >= 0:
			ob := old[match[i]]
			diff.Changed++
			b.ID, b.LastChunkedAt = ob.ID, ob.LastChunkedAt
		default:
			diff.Added++
			if b.ID, err = tx.nextID(bucketBlocks); err != nil {
				return BlockDiff{}, err
			}
		}
		if err := tx.putBlock(b); err != nil {
			return BlockDiff{}, err
		}
	}

	vanished := make(map[uint64]bool)
	for j, ob := range old {
		if used[j] {
			continue
		}
		vanished[ob.ID] = true
		if err := tx.b(bucketBlocks).Delete(blockKey(o, ob.ID)); err != nil {
			return BlockDiff{}, fmt.Errorf("storage: delete block %d of %s: %w", ob.ID, o, err)
		}
		if err := tx.DeleteBlockMentions(o, ob.ID); err != nil {
			return BlockDiff{}, err
		}
	}
	diff.Removed = len(vanished)
	if len(vanished) > 0 {
		if diff.RemovedChildren, _, err = tx.deleteParentsCovering(o, vanished); err != nil {
			return BlockDiff{}, err
		}
	}
	return diff, nil
}

// deleteParentsCovering deletes every parent of o that covers one of the
// blocks in hit (with its children: P1 lets no parent outlive a block it
// covers once that block goes or moves) and returns the removed children's
// ids and the ids of all blocks those parents covered.
func (tx *Tx) deleteParentsCovering(o Owner, hit map[uint64]bool) (removedChildren, covered []uint64, err error) {
	parents, err := tx.ParentIDsOf(o)
	if err != nil {
		return nil, nil, err
	}
	for _, pid := range parents {
		blockIDs, _, err := tx.parentHead(pid)
		if err != nil {
			return nil, nil, err
		}
		if !slices.ContainsFunc(blockIDs, func(id uint64) bool { return hit[id] }) {
			continue
		}
		ids, err := tx.DeleteParent(pid)
		if err != nil {
			return nil, nil, err
		}
		removedChildren = append(removedChildren, ids...)
		covered = append(covered, blockIDs...)
	}
	return removedChildren, covered, nil
}

// MarkBlocksIndexed clears the dirty flag of the owner's dirty blocks
// whose id and hash are both in want (the blocks an index task read), and
// stamps them with at (LastChunkedAt is when a block was last chunked). A block whose text changed since the task read it keeps
// its flag. It returns how many blocks remain dirty.
func (tx *Tx) MarkBlocksIndexed(o Owner, want map[uint64]Hash, at time.Time) (stillDirty int, err error) {
	blocks, err := tx.Blocks(o)
	if err != nil {
		return 0, err
	}
	for _, b := range blocks {
		if !b.Dirty {
			continue // already clean: rewriting it would only cost page writes
		}
		h, ok := want[b.ID]
		if !ok || h != b.Hash {
			stillDirty++
			continue
		}
		b.Dirty, b.LastChunkedAt = false, at
		if err := tx.putBlock(b); err != nil {
			return 0, err
		}
	}
	return stillDirty, nil
}

// MarkAllBlocksDirty sets the dirty flag on every block of the owner.
func (tx *Tx) MarkAllBlocksDirty(o Owner) error {
	blocks, err := tx.Blocks(o)
	if err != nil {
		return err
	}
	for _, b := range blocks {
		if b.Dirty {
			continue
		}
		b.Dirty = true
		if err := tx.putBlock(b); err != nil {
			return err
		}
	}
	return nil
}

// DirtyBlockCount counts the owner's dirty blocks.
func (tx *Tx) DirtyBlockCount(o Owner) (int, error) {
	blocks, err := tx.BlockLayout(o)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, b := range blocks {
		if b.Dirty {
			n++
		}
	}
	return n, nil
}

// DirtyOwners lists the owners that have at least one dirty block.
func (tx *Tx) DirtyOwners() ([]Owner, error) {
	seen := make(map[Owner]bool)
	var out []Owner
	err := tx.b(bucketBlocks).ForEach(func(k, v []byte) error {
		if len(k) != ownerKeyLen+8 {
			return fmt.Errorf("storage: block key of %d bytes: %w", len(k), ErrCorrupt)
		}
		o := ownerFromKey(k)
		if seen[o] {
			return nil
		}
		b, err := decodeBlock(o, getU64(k[ownerKeyLen:]), v)
		if err != nil {
			return err
		}
		if b.Dirty {
			seen[o] = true
			out = append(out, o)
		}
		return nil
	})
	return out, err
}
