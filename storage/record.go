package storage

import (
	"fmt"
	"time"

	bolt "go.etcd.io/bbolt"
)

// row returns the raw record stored under id in bucket; the error names
// what the record is and wraps ErrNotFound if there is none (or no
// bucket, see get).
func (tx *Tx) row(bucket []byte, what string, id uint64) ([]byte, error) {
	raw := tx.get(bucket, u64Key(id))
	if raw == nil {
		return nil, fmt.Errorf("storage: %s %d: %w", what, id, ErrNotFound)
	}
	return raw, nil
}

// get returns the value under key in bucket, nil when there is none or
// no bucket: one made on first use (bucketOrNil) may not be there yet,
// and reading does not make it.
func (tx *Tx) get(bucket, key []byte) []byte {
	if b := tx.b(bucket); b != nil {
		return b.Get(key)
	}
	return nil
}

// record reads the row under id in bucket (see row) and decodes it.
func record[T any](tx *Tx, bucket []byte, what string, id uint64, decode func(id uint64, raw []byte) (T, error)) (T, error) {
	raw, err := tx.row(bucket, what, id)
	if err != nil {
		var zero T
		return zero, err
	}
	return decode(id, raw)
}

// recordsOf reads each of ids with get, in order: the records behind an
// id index (a project's chapters, a chapter's snapshots, …). The first
// error stops it.
func recordsOf[T any](ids []uint64, get func(id uint64) (T, error)) ([]T, error) {
	out := make([]T, 0, len(ids))
	for _, id := range ids {
		v, err := get(id)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// write is one key of one bucket: the row a put stores (value may be nil,
// as in the key-only secondary indexes) or a delete removes (value unused).
type write struct{ bucket, key, value []byte }

// create stores a new record: build makes it from the next id of bucket
// (its records' sequence) and the transaction's time, which is both its
// creation and update time, with the rows to write (the record and its
// index keys, see putAll).
func create[T any](tx *Tx, bucket []byte, build func(id uint64, now time.Time) (T, []write), format string, args ...any) (T, error) {
	id, err := tx.nextID(bucket)
	if err != nil {
		var zero T
		return zero, err
	}
	r, rows := build(id, tx.now())
	if err := tx.putAll(rows, format, args...); err != nil {
		var zero T
		return zero, err
	}
	return r, nil
}

// putAll stores every row in order. A record and its index keys go
// together, so one error context covers them: the first failure stops it,
// wrapped as "storage: <format>: <err>".
func (tx *Tx) putAll(rows []write, format string, args ...any) error {
	for _, w := range rows {
		if err := tx.b(w.bucket).Put(w.key, w.value); err != nil {
			return fmt.Errorf("storage: %s: %w", fmt.Sprintf(format, args...), err)
		}
	}
	return nil
}

// deleteAll removes every row's key in order, like putAll.
func (tx *Tx) deleteAll(rows []write, format string, args ...any) error {
	for _, w := range rows {
		if err := tx.b(w.bucket).Delete(w.key); err != nil {
			return fmt.Errorf("storage: %s: %w", fmt.Sprintf(format, args...), err)
		}
	}
	return nil
}

// idsUnder lists the ids that end the keys under prefix in an id index
// (keys of keyLen bytes: prefix fields ‖ id, e.g. project ‖ entry id), in
// key order. A key of another length is corruption; what names the index
// in that error.
func idsUnder(b *bolt.Bucket, prefix []byte, keyLen int, what string) ([]uint64, error) {
	var ids []uint64
	c := b.Cursor()
	for k, _ := c.Seek(prefix); k != nil && hasPrefix(k, prefix); k, _ = c.Next() {
		if len(k) != keyLen {
			return nil, fmt.Errorf("storage: %s key of %d bytes: %w", what, len(k), ErrCorrupt)
		}
		ids = append(ids, getU64(k[keyLen-8:]))
	}
	return ids, nil
}

// forEachRecord decodes every record of an id-keyed bucket (id → record)
// in id order and calls fn with it; an error from decode or fn stops the
// scan. what names the record in the error for a key that is not an id.
func forEachRecord[T any](b *bolt.Bucket, what string, decode func(id uint64, raw []byte) (T, error), fn func(T) error) error {
	return b.ForEach(func(k, v []byte) error {
		if len(k) != 8 {
			return fmt.Errorf("storage: %s key of %d bytes: %w", what, len(k), ErrCorrupt)
		}
		r, err := decode(getU64(k), v)
		if err != nil {
			return err
		}
		return fn(r)
	})
}

// collectRemoved deletes each of items with del and gathers the ids of
// the children that went with them (the ids the derived indexes drop).
// The first error stops it.
func collectRemoved[T any](items []T, del func(T) ([]uint64, error)) ([]uint64, error) {
	var removed []uint64
	for _, it := range items {
		ids, err := del(it)
		if err != nil {
			return nil, err
		}
		removed = append(removed, ids...)
	}
	return removed, nil
}
