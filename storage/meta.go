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
)

// PlanVersion returns the version of parent planning recorded by
// SetPlanVersion, 0 if none was.
func (tx *Tx) PlanVersion() int {
	raw := tx.b(bucketMeta).Get(metaPlanVersion)
	if len(raw) != 4 {
		return 0
	}
	return int(binary.BigEndian.Uint32(raw))
}

// SetPlanVersion records the version of parent planning the stored
// parents follow.
func (tx *Tx) SetPlanVersion(v int) error {
	if err := tx.b(bucketMeta).Put(metaPlanVersion, u32Key(v)); err != nil {
		return fmt.Errorf("storage: set plan version: %w", err)
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
