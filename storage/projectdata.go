package storage

import (
	"bytes"
	"fmt"
)

// bucketProjectData holds small per-project records the engine owns and
// keeps opaque to storage (export metadata, writing goals, the per-day
// history of words written): project id ‖ key → value. The bucket is
// created on first write rather than by a schema migration, so files
// without it read as "nothing stored" and older builds simply ignore it.
var bucketProjectData = []byte("project_data")

func projectDataKey(projectID uint64, key string) []byte {
	return concatKey(u64Key(projectID), []byte(key))
}

// ProjectData returns the value stored for a project under key, or nil.
func (tx *Tx) ProjectData(projectID uint64, key string) []byte {
	b := tx.tx.Bucket(bucketProjectData)
	if b == nil {
		return nil
	}
	raw := b.Get(projectDataKey(projectID, key))
	if raw == nil {
		return nil
	}
	return bytes.Clone(raw) // bbolt's slice is only valid inside the transaction
}

// PutProjectData stores value for an existing project under key.
func (tx *Tx) PutProjectData(projectID uint64, key string, value []byte) error {
	if key == "" {
		return fmt.Errorf("storage: put project data: empty key: %w", ErrInvalid)
	}
	if _, err := tx.Project(projectID); err != nil {
		return err
	}
	b, err := tx.tx.CreateBucketIfNotExists(bucketProjectData)
	if err != nil {
		return fmt.Errorf("storage: project data bucket: %w", err)
	}
	if err := b.Put(projectDataKey(projectID, key), value); err != nil {
		return fmt.Errorf("storage: put project %d data %q: %w", projectID, key, err)
	}
	return nil
}

// DeleteProjectData removes the value stored for a project under key;
// a key with no value is not an error.
func (tx *Tx) DeleteProjectData(projectID uint64, key string) error {
	b := tx.tx.Bucket(bucketProjectData)
	if b == nil {
		return nil
	}
	if err := b.Delete(projectDataKey(projectID, key)); err != nil {
		return fmt.Errorf("storage: delete project %d data %q: %w", projectID, key, err)
	}
	return nil
}

// ProjectDataPrefix calls fn, in key order, for every key of a project
// that starts with prefix (the key without the project id).
func (tx *Tx) ProjectDataPrefix(projectID uint64, prefix string, fn func(key string, value []byte) error) error {
	b := tx.tx.Bucket(bucketProjectData)
	if b == nil {
		return nil
	}
	full := projectDataKey(projectID, prefix)
	c := b.Cursor()
	for k, v := c.Seek(full); k != nil && hasPrefix(k, full); k, v = c.Next() {
		if err := fn(string(k[8:]), bytes.Clone(v)); err != nil {
			return err
		}
	}
	return nil
}

// ProjectDataKeys lists, in order, a project's keys that start with
// prefix (without the project id), reading no values.
func (tx *Tx) ProjectDataKeys(projectID uint64, prefix string) []string {
	b := tx.tx.Bucket(bucketProjectData)
	if b == nil {
		return nil
	}
	var out []string
	full := projectDataKey(projectID, prefix)
	c := b.Cursor()
	for k, _ := c.Seek(full); k != nil && hasPrefix(k, full); k, _ = c.Next() {
		out = append(out, string(k[8:]))
	}
	return out
}

// deleteProjectData removes everything stored for a project.
func (tx *Tx) deleteProjectData(projectID uint64) error {
	b := tx.tx.Bucket(bucketProjectData)
	if b == nil {
		return nil
	}
	if _, err := deletePrefix(b, u64Key(projectID)); err != nil {
		return fmt.Errorf("storage: delete project %d data: %w", projectID, err)
	}
	return nil
}
