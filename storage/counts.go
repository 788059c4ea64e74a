package storage

// Counts are row counts for statistics.
type Counts struct {
	Projects, Chapters, WikiEntries, Summaries int
	Blocks, DirtyBlocks                        int
	Parents, Children                          int
	StaleOwners                                int
	CachedVectors                              int
}

// Counts counts rows. It walks the blocks bucket to count dirty blocks, so
// it is meant for status displays, not hot paths.
func (tx *Tx) Counts() (Counts, error) {
	n := func(name []byte) int { return tx.b(name).Stats().KeyN }
	c := Counts{
		Projects:      n(bucketProjects),
		Chapters:      n(bucketChapters),
		WikiEntries:   n(bucketWiki),
		Summaries:     n(bucketSummaries),
		Blocks:        n(bucketBlocks),
		Parents:       n(bucketParents),
		Children:      n(bucketChildren),
		StaleOwners:   n(bucketStale),
		CachedVectors: n(bucketEmbCache),
	}
	err := tx.b(bucketBlocks).ForEach(func(k, v []byte) error {
		b, err := decodeBlock(ownerFromKey(k), getU64(k[ownerKeyLen:]), v)
		if err != nil {
			return err
		}
		if b.Dirty {
			c.DirtyBlocks++
		}
		return nil
	})
	return c, err
}
