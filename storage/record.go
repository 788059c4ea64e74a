package storage

import "fmt"

// row returns the raw record stored under id in bucket; the error names
// what the record is and wraps ErrNotFound if there is none.
func (tx *Tx) row(bucket []byte, what string, id uint64) ([]byte, error) {
	raw := tx.b(bucket).Get(u64Key(id))
	if raw == nil {
		return nil, fmt.Errorf("storage: %s %d: %w", what, id, ErrNotFound)
	}
	return raw, nil
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
