package storage

import (
	"encoding/binary"
	"fmt"
)

// Meta keys other packages rely on.
var (
	// metaActiveModel is the id of the model whose vectors the children
	// carry and the vector index serves (the "active" model).
	metaActiveModel = []byte("model.active")
	// metaVectorFile records which model and dimension the persisted
	// vector index file was written for.
	metaVectorFile = []byte("vectors.file")
	// metaPlanVersion is the version of parent planning the stored
	// parents follow (engine/index).
	metaPlanVersion = []byte("index.plan")
	// metaMentionsVersion is the version of name matching the stored
	// mentions were found with (engine/mentions).
	metaMentionsVersion = []byte("mentions.matcher")
)

// PlanVersion returns the version of parent planning recorded by
// SetPlanVersion, 0 if none was.
func (tx *Tx) PlanVersion() int { return tx.metaVersion(metaPlanVersion) }

// SetPlanVersion records the version of parent planning the stored
// parents follow.
func (tx *Tx) SetPlanVersion(v int) error {
	return tx.setMetaVersion(metaPlanVersion, v, "plan version")
}

// MentionsVersion returns the version of name matching recorded by
// SetMentionsVersion, 0 if none was.
func (tx *Tx) MentionsVersion() int { return tx.metaVersion(metaMentionsVersion) }

// SetMentionsVersion records the version of name matching the stored
// mentions were found with.
func (tx *Tx) SetMentionsVersion(v int) error {
	return tx.setMetaVersion(metaMentionsVersion, v, "mentions version")
}

// metaVersion reads a version a derived store records in meta: 0 when
// there is none.
func (tx *Tx) metaVersion(key []byte) int {
	raw := tx.b(bucketMeta).Get(key)
	if len(raw) != 4 {
		return 0
	}
	return int(binary.BigEndian.Uint32(raw))
}

func (tx *Tx) setMetaVersion(key []byte, v int, what string) error {
	if err := tx.b(bucketMeta).Put(key, u32Key(v)); err != nil {
		return fmt.Errorf("storage: set %s: %w", what, err)
	}
	return nil
}

// ActiveModel returns the id of the model whose vectors the vector index
// serves, or "" if none was ever recorded.
func (tx *Tx) ActiveModel() string {
	return string(tx.b(bucketMeta).Get(metaActiveModel))
}

// SetActiveModel records the model whose vectors the vector index serves.
func (tx *Tx) SetActiveModel(id string) error {
	if err := tx.b(bucketMeta).Put(metaActiveModel, []byte(id)); err != nil {
		return fmt.Errorf("storage: set active model: %w", err)
	}
	return nil
}

// VectorFileInfo describes the persisted vector index file.
type VectorFileInfo struct {
	// ModelID is the model whose vectors the file holds.
	ModelID string
	// Dims is the vector length.
	Dims int
}

// VectorFile returns what the persisted vector index was written for; ok
// is false if nothing was recorded.
func (tx *Tx) VectorFile() (info VectorFileInfo, ok bool, err error) {
	raw := tx.b(bucketMeta).Get(metaVectorFile)
	if raw == nil {
		return VectorFileInfo{}, false, nil
	}
	d := newDecoder(raw)
	info.ModelID = d.string()
	info.Dims = d.int()
	if d.err != nil {
		return VectorFileInfo{}, false, fmt.Errorf("storage: vector file info: %w", d.err)
	}
	return info, true, nil
}

// SetVectorFile records what the persisted vector index was written for.
func (tx *Tx) SetVectorFile(info VectorFileInfo) error {
	e := newEncoder(len(info.ModelID) + 8)
	e.string(info.ModelID)
	e.int(info.Dims)
	if err := tx.b(bucketMeta).Put(metaVectorFile, e.b); err != nil {
		return fmt.Errorf("storage: set vector file info: %w", err)
	}
	return nil
}
