package storage

import (
	"encoding/binary"
	"errors"
	"fmt"
	"time"

	bolt "go.etcd.io/bbolt"
	bolterrors "go.etcd.io/bbolt/errors"
)

// SchemaVersion is the schema this build writes.
const SchemaVersion = 3

// metaSchema is the meta key holding the schema version (u32 big-endian).
var metaSchema = []byte("schema")

// migrations[i] upgrades a database from schema i to schema i+1. Adding
// schema v2 means appending one function; each runs in its own
// transaction, so a crash leaves the file at a consistent version.
var migrations = []func(tx *bolt.Tx) error{
	migrateToV1,
	migrateToV2,
	migrateToV3,
}

// migrate brings the file to SchemaVersion, refusing files written by a
// newer build and bbolt files that belong to some other program.
func (db *DB) migrate() error {
	var version int
	err := db.bolt.View(func(tx *bolt.Tx) error {
		v, err := schemaVersion(tx)
		version = v
		return err
	})
	if err != nil {
		return err
	}
	if version > SchemaVersion {
		return fmt.Errorf("file has schema v%d, this build reads up to v%d: %w", version, SchemaVersion, ErrTooNew)
	}
	for v := version; v < SchemaVersion; v++ {
		step := migrations[v]
		if err := db.bolt.Update(func(tx *bolt.Tx) error {
			if err := step(tx); err != nil {
				return err
			}
			return putSchemaVersion(tx, v+1)
		}); err != nil {
			return fmt.Errorf("migrate schema v%d to v%d: %w", v, v+1, err)
		}
	}
	return nil
}

// schemaVersion reads the stored version: 0 for a brand-new empty file.
func schemaVersion(tx *bolt.Tx) (int, error) {
	meta := tx.Bucket(bucketMeta)
	if meta == nil {
		foreign := false
		_ = tx.ForEach(func(name []byte, _ *bolt.Bucket) error {
			foreign = true
			return nil
		})
		if foreign {
			return 0, fmt.Errorf("bbolt file without InkFlow metadata: %w", ErrCorrupt)
		}
		return 0, nil
	}
	raw := meta.Get(metaSchema)
	if len(raw) != 4 {
		return 0, fmt.Errorf("schema version record of %d bytes: %w", len(raw), ErrCorrupt)
	}
	return int(binary.BigEndian.Uint32(raw)), nil
}

func putSchemaVersion(tx *bolt.Tx, v int) error {
	return tx.Bucket(bucketMeta).Put(metaSchema, u32Key(v))
}

// migrateToV1 creates the v1 buckets.
func migrateToV1(tx *bolt.Tx) error {
	for _, name := range allBuckets {
		if _, err := tx.CreateBucketIfNotExists(name); err != nil {
			return fmt.Errorf("create bucket %s: %w", name, err)
		}
	}
	return nil
}

// migrateToV2 empties the embedding cache, whose values change from float32
// to float16 in v2. It is only a cache: the children keep the vectors they
// were indexed with, and the next index run refills it.
func migrateToV2(tx *bolt.Tx) error {
	if err := tx.DeleteBucket(bucketEmbCache); err != nil && !errors.Is(err, bolterrors.ErrBucketNotFound) {
		return fmt.Errorf("drop embedding cache: %w", err)
	}
	if _, err := tx.CreateBucket(bucketEmbCache); err != nil {
		return fmt.Errorf("create embedding cache: %w", err)
	}
	return nil
}

// migrateToV3 numbers every project's chapters in book order (see
// Chapter.Index). Older builds kept a chapter's number when it was
// moved, split off or brought back, so the command line's chapter 4
// could be the fifth chapter of the export. The records do not change
// shape.
func migrateToV3(btx *bolt.Tx) error {
	tx := &Tx{tx: btx, now: time.Now}
	projects, err := tx.Projects()
	if err != nil {
		return err
	}
	for _, p := range projects {
		if err := tx.RenumberChapters(p.ID); err != nil {
			return fmt.Errorf("renumber the chapters of project %d: %w", p.ID, err)
		}
	}
	return nil
}
