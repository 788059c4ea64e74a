// Package backup keeps rolling snapshots of the InkFlow database so that an
// author can go back to an earlier state after a mistake or a damaged disk.
//
// Snapshots are whole database files in <data dir>/backups, named by the UTC
// time they were taken. Restoring replaces the database only while no
// InkFlow has it open, keeps the replaced file beside it, and removes the
// derived search indexes so they are rebuilt from the restored text.
package backup

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"inkflow/storage"
)

// DirName is the snapshot folder inside the data directory.
const DirName = "backups"

// DefaultKeep is how many rolling snapshots are kept.
const DefaultKeep = 5

const (
	prefix     = "inkflow-"
	suffix     = ".db"
	timeLayout = "20060102-150405.000"
)

// Snapshot describes one backup file.
type Snapshot struct {
	// Name identifies the snapshot for Restore (the file name).
	Name  string
	Path  string
	Taken time.Time
	Size  int64
}

// Dir is the snapshot folder of a data directory.
func Dir(dataDir string) string { return filepath.Join(dataDir, DirName) }

// Now writes a snapshot of db into dataDir's backup folder and then deletes
// the oldest snapshots beyond keep (keep <= 0 keeps all).
func Now(db *storage.DB, dataDir string, keep int) (Snapshot, error) {
	dir := Dir(dataDir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return Snapshot{}, fmt.Errorf("backup: %w", err)
	}
	taken := time.Now().UTC()
	name := prefix + taken.Format(timeLayout) + suffix
	path := filepath.Join(dir, name)
	tmp, err := os.CreateTemp(dir, ".partial-*")
	if err != nil {
		return Snapshot{}, fmt.Errorf("backup: %w", err)
	}
	defer os.Remove(tmp.Name()) // no-op after the rename
	n, err := db.WriteSnapshot(tmp)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		// The rename makes a snapshot appear whole or not at all.
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		return Snapshot{}, fmt.Errorf("backup: write %s: %w", path, err)
	}
	if keep > 0 {
		if err := prune(dataDir, keep); err != nil {
			return Snapshot{}, err
		}
	}
	return Snapshot{Name: name, Path: path, Taken: taken, Size: n}, nil
}

// List returns the snapshots of a data directory, newest first.
func List(dataDir string) ([]Snapshot, error) {
	entries, err := os.ReadDir(Dir(dataDir))
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("backup: %w", err)
	}
	var out []Snapshot
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasPrefix(name, prefix) || !strings.HasSuffix(name, suffix) {
			continue
		}
		taken, err := time.Parse(timeLayout, strings.TrimSuffix(strings.TrimPrefix(name, prefix), suffix))
		if err != nil {
			continue // not one of ours
		}
		info, err := e.Info()
		if err != nil {
			continue
		}
		out = append(out, Snapshot{Name: name, Path: filepath.Join(Dir(dataDir), name), Taken: taken, Size: info.Size()})
	}
	slices.SortFunc(out, func(a, b Snapshot) int { return b.Taken.Compare(a.Taken) })
	return out, nil
}

func prune(dataDir string, keep int) error {
	snaps, err := List(dataDir)
	if err != nil {
		return err
	}
	for _, s := range snaps[min(keep, len(snaps)):] {
		if err := os.Remove(s.Path); err != nil {
			return fmt.Errorf("backup: prune: %w", err)
		}
	}
	return nil
}

// Derived lists the files and folders in a data directory that are rebuilt
// from the database; Restore removes them so that no stale index survives.
var Derived = []string{"vectors.idx", "keyword"}

// Restore replaces the database of dataDir with the snapshot called name.
// It fails with an error wrapping storage.ErrLocked while any InkFlow has
// the database open. The replaced database is kept as
// inkflow.db.before-restore-<time> and its path returned.
func Restore(dataDir, name string) (kept string, err error) {
	if name != filepath.Base(name) {
		return "", fmt.Errorf("backup: invalid snapshot name %q", name)
	}
	src := filepath.Join(Dir(dataDir), name)
	if st, err := os.Stat(src); err != nil || !st.Mode().IsRegular() {
		return "", fmt.Errorf("backup: no snapshot %q (see `inkflow backup list`)", name)
	}
	// The snapshot must itself be a readable database before anything is
	// touched; opening it also proves nothing else holds it.
	snap, err := storage.Open(src)
	if err != nil {
		return "", fmt.Errorf("backup: snapshot %s is not usable: %w", name, err)
	}
	snap.Close()

	dbPath := filepath.Join(dataDir, storage.FileName)
	if _, err := os.Stat(dbPath); err == nil {
		// Holding the current file's lock until the swap keeps a starting
		// InkFlow out; a damaged current file can still be replaced.
		cur, err := storage.Open(dbPath)
		if err != nil && !errors.Is(err, storage.ErrCorrupt) {
			return "", fmt.Errorf("backup: restore: %w", err)
		}
		if cur != nil {
			defer cur.Close()
		}
		kept = dbPath + ".before-restore-" + time.Now().UTC().Format("20060102-150405")
		if err := copyFile(dbPath, kept); err != nil {
			return "", fmt.Errorf("backup: keep current database: %w", err)
		}
	}
	tmp := dbPath + ".restoring"
	if err := copyFile(src, tmp); err != nil {
		return kept, fmt.Errorf("backup: restore: %w", err)
	}
	if err := os.Rename(tmp, dbPath); err != nil {
		return kept, fmt.Errorf("backup: restore: %w", err)
	}
	for _, d := range Derived {
		if err := os.RemoveAll(filepath.Join(dataDir, d)); err != nil {
			return kept, fmt.Errorf("backup: remove stale index %s: %w", d, err)
		}
	}
	return kept, nil
}

// copyFile copies src to dst and syncs it, so a crash leaves either no dst
// or a complete one plus the untouched src.
func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	if err := out.Sync(); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
