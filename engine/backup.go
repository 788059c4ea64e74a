package engine

import (
	"fmt"

	"inkflow/storage/backup"
)

// Backup writes a consistent snapshot of the database into the data
// folder's backups/ while the engine stays in use, and deletes the oldest
// beyond backup.DefaultKeep. The app takes one each time it opens a data
// folder.
func (e *Engine) Backup() (backup.Snapshot, error) {
	snap, err := backup.Now(e.db, e.dir, backup.DefaultKeep)
	if err != nil {
		return backup.Snapshot{}, fmt.Errorf("engine: %w", err)
	}
	return snap, nil
}
