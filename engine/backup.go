package engine

import (
	"fmt"

	"inkflow/storage/backup"
)

// BackupInfo describes one backup of the whole database (see Backup,
// Backups and RestoreBackup); a chapter's own versions are Snapshots.
type BackupInfo = backup.Snapshot

// DefaultBackupKeep is how many rolling snapshots Backup keeps unless told
// otherwise.
const DefaultBackupKeep = backup.DefaultKeep

// Backup writes a consistent snapshot of the open database into the data
// directory's backup folder, then deletes the oldest snapshots beyond keep
// (keep <= 0 keeps all).
func (e *Engine) Backup(keep int) (BackupInfo, error) {
	snap, err := backup.Now(e.db, e.dir, keep)
	if err != nil {
		return BackupInfo{}, fmt.Errorf("engine: %w", err)
	}
	return snap, nil
}

// BackupDir is the snapshot folder of a data directory.
func BackupDir(dataDir string) string { return backup.Dir(dataDir) }

// Backups lists the snapshots of a data directory, newest first. It needs
// no open engine.
func Backups(dataDir string) ([]BackupInfo, error) { return backup.List(dataDir) }

// RestoreBackup replaces the database of a data directory with the
// snapshot called name; it must not be open (the error wraps ErrLocked
// while any InkFlow has it open). The replaced database is kept and its
// path returned; the search indexes are rebuilt at the next Open.
func RestoreBackup(dataDir, name string) (kept string, err error) {
	return backup.Restore(dataDir, name)
}
