package storage

import "fmt"

// MoveBlocks re-homes blocks (ids in text order) from one owner to
// another, after the blocks the other already has, keeping their ids and
// texts, so a chapter split or merge keeps every paragraph's identity. The
// caller then saves both owners' texts (SaveOwnerText), whose SyncBlocks
// matches the moved blocks by hash and places them.
//
// Parents never cross owners (P1): every parent of from that covers a
// moved block is deleted with its children (their ids are returned for
// the caller to drop from the vector and keyword indexes), and the blocks
// left without a parent on either side are marked dirty. The indexer
// rebuilds those parents; their children's embeddings come from the
// embedding cache, so nothing is embedded twice.
func (tx *Tx) MoveBlocks(from, to Owner, ids []uint64) (removedChildren []uint64, err error) {
	moving := make(map[uint64]bool, len(ids))
	for _, id := range ids {
		moving[id] = true
	}
	removedChildren, covered, err := tx.deleteParentsCovering(from, moving)
	if err != nil {
		return nil, err
	}
	uncovered := make(map[uint64]bool, len(covered)) // blocks of from that lose a parent
	for _, id := range covered {
		uncovered[id] = true
	}
	existing, err := tx.Blocks(to)
	if err != nil {
		return nil, err
	}
	for i, id := range ids {
		b, err := tx.Block(from, id)
		if err != nil {
			return nil, err
		}
		if err := tx.b(bucketBlocks).Delete(blockKey(from, id)); err != nil {
			return nil, fmt.Errorf("storage: move block %d of %s: %w", id, from, err)
		}
		// Its mentions stay behind and go: the new owner rescans it.
		if err := tx.DeleteBlockMentions(from, id); err != nil {
			return nil, err
		}
		b.Owner, b.Order, b.Dirty = to, len(existing)+i, true
		if err := tx.putBlock(b); err != nil {
			return nil, err
		}
		delete(uncovered, id)
	}
	for id := range uncovered {
		b, err := tx.Block(from, id)
		if err != nil {
			return nil, err
		}
		if !b.Dirty {
			b.Dirty = true
			if err := tx.putBlock(b); err != nil {
				return nil, err
			}
		}
	}
	return removedChildren, nil
}
