package storage

import (
	"encoding/binary"
	"fmt"
	"slices"
)

// Mentions of wiki entries in chapter text are stored per block, derived
// from the block's text and the project's entries (engine/mentions):
//
//	mentions:          owner key ‖ block id → BlockMentions record
//	mentions_by_entry: entry id ‖ owner key ‖ block id → mention count
//	mentions_pending:  project id ‖ entry id → empty
//
// The pending bucket lists entries whose names changed and whose affected
// blocks are not rescanned yet; it survives a crash. All three are created
// on first use, so databases made before them need no migration.
var (
	bucketMentions        = []byte("mentions")
	bucketMentionsByEntry = []byte("mentions_by_entry")
	bucketMentionsPending = []byte("mentions_pending")
)

// BlockMention is one mention of a wiki entry in a block, in rune offsets
// of the block's text.
type BlockMention struct {
	EntryID    uint64
	Start, End int
}

// Dismissal is the author's "not this one" for a mention: the entry and a
// key of the mention's text and its surroundings (the engine computes
// it), so it survives edits elsewhere in the block.
type Dismissal struct {
	EntryID uint64
	Key     uint64
}

// BlockMentions are the mentions found in one block.
type BlockMentions struct {
	Owner   Owner
	BlockID uint64
	// Hash is the hash of the block text they were found in; the zero
	// hash asks for a rescan (an entry they named was deleted).
	Hash      Hash
	Mentions  []BlockMention
	Dismissed []Dismissal
}

// EntryBlock is a block that mentions an entry, with how often.
type EntryBlock struct {
	Owner   Owner
	BlockID uint64
	Count   int
}

// PendingEntry is an entry whose changed names still need a rescan.
type PendingEntry struct{ ProjectID, EntryID uint64 }

func encodeBlockMentions(r BlockMentions) []byte {
	e := newEncoder(24 + 8*len(r.Mentions) + 12*len(r.Dismissed))
	e.hash(r.Hash)
	encodeList(e, r.Mentions, func(m BlockMention) {
		e.uvarint(m.EntryID)
		e.int(m.Start)
		e.int(m.End - m.Start)
	})
	encodeList(e, r.Dismissed, func(d Dismissal) {
		e.uvarint(d.EntryID)
		e.uvarint(d.Key)
	})
	return e.b
}

func decodeBlockMentions(o Owner, blockID uint64, raw []byte) (BlockMentions, error) {
	d := newDecoder(raw)
	r := BlockMentions{Owner: o, BlockID: blockID, Hash: d.hash()}
	// Appended item by item (not decodeList) so a block without
	// mentions or dismissals keeps them nil.
	for range d.count() {
		m := BlockMention{EntryID: d.uvarint(), Start: d.int()}
		m.End = m.Start + d.int()
		r.Mentions = append(r.Mentions, m)
	}
	for range d.count() {
		r.Dismissed = append(r.Dismissed, Dismissal{EntryID: d.uvarint(), Key: d.uvarint()})
	}
	return decoded(d, r, "mentions of block %d of %s", blockID, o)
}

// counts returns how often each entry is mentioned.
func (r BlockMentions) counts() map[uint64]int {
	c := map[uint64]int{}
	for _, m := range r.Mentions {
		c[m.EntryID]++
	}
	return c
}

func entryBlockKey(entryID uint64, o Owner, blockID uint64) []byte {
	return concatKey(u64Key(entryID), o.key(), u64Key(blockID))
}

// BlockMentionsOf returns the stored mentions of an owner's blocks by
// block id.
func (tx *Tx) BlockMentionsOf(o Owner) (map[uint64]BlockMentions, error) {
	out := map[uint64]BlockMentions{}
	b, err := tx.bucketOrNil(bucketMentions)
	if err != nil || b == nil {
		return out, err
	}
	prefix := o.key()
	c := b.Cursor()
	for k, v := c.Seek(prefix); k != nil && hasPrefix(k, prefix); k, v = c.Next() {
		id := getU64(k[ownerKeyLen:])
		r, err := decodeBlockMentions(o, id, v)
		if err != nil {
			return nil, err
		}
		out[id] = r
	}
	return out, nil
}

// BlockMentionsAt returns one block's stored mentions; ok is false when
// there are none.
func (tx *Tx) BlockMentionsAt(o Owner, blockID uint64) (r BlockMentions, ok bool, err error) {
	raw := tx.get(bucketMentions, blockKey(o, blockID))
	if raw == nil {
		return BlockMentions{}, false, nil
	}
	r, err = decodeBlockMentions(o, blockID, raw)
	return r, err == nil, err
}

// PutBlockMentions replaces a block's mentions and keeps the by-entry
// index in step.
func (tx *Tx) PutBlockMentions(r BlockMentions) error {
	if err := tx.DeleteBlockMentions(r.Owner, r.BlockID); err != nil {
		return err
	}
	if err := tx.makeBuckets(bucketMentions, bucketMentionsByEntry); err != nil {
		return err
	}
	rec := write{bucketMentions, blockKey(r.Owner, r.BlockID), encodeBlockMentions(r)}
	if err := tx.putAll([]write{rec}, "put mentions of block %d of %s", r.BlockID, r.Owner); err != nil {
		return err
	}
	for id, n := range r.counts() {
		index := write{bucketMentionsByEntry, entryBlockKey(id, r.Owner, r.BlockID), binary.AppendUvarint(nil, uint64(n))}
		if err := tx.putAll([]write{index}, "index mentions of entry %d", id); err != nil {
			return err
		}
	}
	return nil
}

// DeleteBlockMentions removes a block's mentions (nothing if it has none).
func (tx *Tx) DeleteBlockMentions(o Owner, blockID uint64) error {
	r, ok, err := tx.BlockMentionsAt(o, blockID)
	if err != nil || !ok {
		return err
	}
	// PutBlockMentions made both buckets when it wrote the record.
	for id := range r.counts() {
		index := write{bucket: bucketMentionsByEntry, key: entryBlockKey(id, o, blockID)}
		if err := tx.deleteAll([]write{index}, "unindex mentions of entry %d", id); err != nil {
			return err
		}
	}
	rec := write{bucket: bucketMentions, key: blockKey(o, blockID)}
	return tx.deleteAll([]write{rec}, "delete mentions of block %d of %s", blockID, o)
}

// deleteOwnerMentions removes the mentions of all of an owner's blocks.
func (tx *Tx) deleteOwnerMentions(o Owner) error {
	recs, err := tx.BlockMentionsOf(o)
	if err != nil {
		return err
	}
	for id := range recs {
		if err := tx.DeleteBlockMentions(o, id); err != nil {
			return err
		}
	}
	return nil
}

// EntryMentionBlocks lists the blocks that mention an entry, by owner and
// block id.
func (tx *Tx) EntryMentionBlocks(entryID uint64) ([]EntryBlock, error) {
	b, err := tx.bucketOrNil(bucketMentionsByEntry)
	if err != nil || b == nil {
		return nil, err
	}
	prefix := u64Key(entryID)
	var out []EntryBlock
	c := b.Cursor()
	for k, v := c.Seek(prefix); k != nil && hasPrefix(k, prefix); k, v = c.Next() {
		if len(k) != 8+ownerKeyLen+8 {
			return nil, fmt.Errorf("storage: mention index key of %d bytes: %w", len(k), ErrCorrupt)
		}
		n, _ := binary.Uvarint(v)
		out = append(out, EntryBlock{Owner: ownerFromKey(k[8:]), BlockID: getU64(k[8+ownerKeyLen:]), Count: int(n)})
	}
	return out, nil
}

// dropEntryMentions removes an entry's mentions from every block that
// has some, leaving those blocks marked for a rescan (a name of another
// entry that the deleted one shadowed may now match there).
func (tx *Tx) dropEntryMentions(w WikiEntry) error {
	entryID := w.ID
	err := tx.ForEachEntryBlock(entryID, func(r BlockMentions) error {
		r.Hash = Hash{}
		r.Mentions = slices.DeleteFunc(r.Mentions, func(m BlockMention) bool { return m.EntryID == entryID })
		r.Dismissed = slices.DeleteFunc(r.Dismissed, func(d Dismissal) bool { return d.EntryID == entryID })
		return tx.PutBlockMentions(r)
	})
	if err != nil {
		return err
	}
	return tx.ClearMentionsPending(PendingEntry{ProjectID: w.ProjectID, EntryID: entryID})
}

// MarkAllMentionsStale gives every stored mention record the zero hash,
// which asks for a rescan, and returns how many it marked. Their
// mentions and dismissals stay (and show) until the rescan replaces
// them, so the by-entry index does not change. It is for a matcher that
// now reads text differently from the one that found them.
func (tx *Tx) MarkAllMentionsStale() (int, error) {
	b, err := tx.bucketOrNil(bucketMentions)
	if err != nil || b == nil {
		return 0, err
	}
	var recs []BlockMentions
	err = b.ForEach(func(k, v []byte) error {
		if len(k) != ownerKeyLen+8 {
			return fmt.Errorf("storage: mention key of %d bytes: %w", len(k), ErrCorrupt)
		}
		r, err := decodeBlockMentions(ownerFromKey(k), getU64(k[ownerKeyLen:]), v)
		if err == nil && !r.Hash.IsZero() {
			recs = append(recs, r)
		}
		return err
	})
	if err != nil {
		return 0, err
	}
	// Rewritten after the walk: bbolt's cursor is not to be written
	// under.
	for _, r := range recs {
		r.Hash = Hash{}
		rec := write{bucketMentions, blockKey(r.Owner, r.BlockID), encodeBlockMentions(r)}
		if err := tx.putAll([]write{rec}, "mark mentions of block %d of %s stale", r.BlockID, r.Owner); err != nil {
			return 0, err
		}
	}
	return len(recs), nil
}

// ForEachEntryBlock calls fn with the stored mentions of every block that
// mentions an entry. The blocks are listed first, so fn may rewrite them.
func (tx *Tx) ForEachEntryBlock(entryID uint64, fn func(r BlockMentions) error) error {
	blocks, err := tx.EntryMentionBlocks(entryID)
	if err != nil {
		return err
	}
	for _, eb := range blocks {
		r, ok, err := tx.BlockMentionsAt(eb.Owner, eb.BlockID)
		if err != nil {
			return err
		}
		if !ok {
			continue
		}
		if err := fn(r); err != nil {
			return err
		}
	}
	return nil
}

// MarkMentionsPending records that an entry's names changed and the
// blocks they affect need a rescan. oldNames are the names and exclusions
// the entry had (a rescan must also look where they occur); they add to
// those of a mark that is still there.
func (tx *Tx) MarkMentionsPending(p PendingEntry, oldNames []string) error {
	b, err := tx.bucketOrNil(bucketMentionsPending)
	if err != nil {
		return err
	}
	key := concatKey(u64Key(p.ProjectID), u64Key(p.EntryID))
	names := DecodePendingNames(b.Get(key))
	for _, n := range oldNames {
		if !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	e := newEncoder(16 * len(names))
	e.strings(names)
	if err := b.Put(key, e.b); err != nil {
		return fmt.Errorf("storage: mark mentions of entry %d pending: %w", p.EntryID, err)
	}
	return nil
}

// PendingMention returns an entry's pending mark (see
// DecodePendingNames); ok is false when there is none.
func (tx *Tx) PendingMention(p PendingEntry) (mark []byte, ok bool, err error) {
	v := tx.get(bucketMentionsPending, concatKey(u64Key(p.ProjectID), u64Key(p.EntryID)))
	if v == nil {
		return nil, false, nil
	}
	return slices.Clone(v), true, nil
}

// DecodePendingNames returns the old names a pending mark holds (none if
// it is empty or damaged: the rescan then covers only the current names
// and the blocks that mention the entry now).
func DecodePendingNames(mark []byte) []string {
	if len(mark) == 0 {
		return nil
	}
	d := newDecoder(mark)
	names := d.strings()
	if d.err != nil {
		return nil
	}
	return names
}

// ClearMentionsPending forgets a pending entry.
func (tx *Tx) ClearMentionsPending(p PendingEntry) error {
	b, err := tx.bucketOrNil(bucketMentionsPending)
	if err != nil || b == nil {
		return err
	}
	if err := b.Delete(concatKey(u64Key(p.ProjectID), u64Key(p.EntryID))); err != nil {
		return fmt.Errorf("storage: clear pending mentions of entry %d: %w", p.EntryID, err)
	}
	return nil
}

// PendingMentionEntries lists the pending entries.
func (tx *Tx) PendingMentionEntries() ([]PendingEntry, error) {
	b, err := tx.bucketOrNil(bucketMentionsPending)
	if err != nil || b == nil {
		return nil, err
	}
	var out []PendingEntry
	err = b.ForEach(func(k, _ []byte) error {
		if len(k) != 16 {
			return fmt.Errorf("storage: pending mention key of %d bytes: %w", len(k), ErrCorrupt)
		}
		out = append(out, PendingEntry{ProjectID: getU64(k), EntryID: getU64(k[8:])})
		return nil
	})
	return out, err
}

// CheckMentions verifies the stored mentions against P6: every record
// belongs to an existing block of a chapter, names existing entries of
// that chapter's project, and the by-entry index matches the records.
// Every violation is returned.
func (tx *Tx) CheckMentions() ([]error, error) {
	var bad []error
	b, err := tx.bucketOrNil(bucketMentions)
	if err != nil || b == nil {
		return nil, err
	}
	want := map[string]int{}
	err = b.ForEach(func(k, v []byte) error {
		if len(k) != ownerKeyLen+8 {
			return fmt.Errorf("storage: mention key of %d bytes: %w", len(k), ErrCorrupt)
		}
		o, id := ownerFromKey(k), getU64(k[ownerKeyLen:])
		r, err := decodeBlockMentions(o, id, v)
		if err != nil {
			return err
		}
		if tx.b(bucketBlocks).Get(blockKey(o, id)) == nil {
			bad = append(bad, fmt.Errorf("P6: mentions of vanished block %d of %s", id, o))
		}
		project, ok, err := tx.OwnerProject(o)
		if err != nil {
			return err
		}
		for entry, n := range r.counts() {
			want[string(entryBlockKey(entry, o, id))] = n
			w, err := tx.WikiEntry(entry)
			if err != nil || !ok || w.ProjectID != project {
				bad = append(bad, fmt.Errorf("P6: block %d of %s mentions entry %d, which is not in its project", id, o, entry))
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if byEntry := tx.b(bucketMentionsByEntry); byEntry != nil {
		err = byEntry.ForEach(func(k, v []byte) error {
			n, _ := binary.Uvarint(v)
			if want[string(k)] != int(n) {
				bad = append(bad, fmt.Errorf("P6: mention index lists %d mentions of entry %d in block %d, the record %d",
					n, getU64(k), getU64(k[8+ownerKeyLen:]), want[string(k)]))
			}
			delete(want, string(k))
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	if len(want) > 0 {
		bad = append(bad, fmt.Errorf("P6: %d mention records are missing from the by-entry index", len(want)))
	}
	return bad, nil
}
