// Package backup keeps rolling snapshots of the InkFlow database so that an
// author can go back to an earlier state after a mistake or a damaged disk.
//
// Snapshots are whole database files in <data dir>/backups, named by a
// creation sequence number and the UTC time they were taken
// (inkflow-000012-20261122-141500.000.db). Order and pruning follow the
// sequence, never the clock: a clock set back (or snapshots copied in from
// a machine whose clock ran ahead) must not make the newest snapshot look
// oldest and be deleted. Restoring replaces the database only while no
// InkFlow has it open, first checks that the snapshot is an undamaged
// database, keeps the replaced file beside it, and removes the derived
// search indexes so they are rebuilt from the restored text.
package backup

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
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
	// keptPrefix starts the name of a database replaced by Restore.
	keptPrefix = storage.FileName + ".before-restore-"
)

// Snapshot describes one backup file.
type Snapshot struct {
	// Name identifies the snapshot for Restore (the file name).
	Name string
	Path string
	// Seq is the creation sequence number: a later snapshot has a larger
	// one whatever the clock said. Snapshots named by time alone (written
	// before sequence numbers) have 0 and count as older than any other.
	Seq   uint64
	Taken time.Time
	Size  int64
}

// Dir is the snapshot folder of a data directory.
func Dir(dataDir string) string { return filepath.Join(dataDir, DirName) }

// Now writes a snapshot of db into dataDir's backup folder and then deletes
// the oldest snapshots (by sequence) beyond keep (keep <= 0 keeps all).
func Now(db *storage.DB, dataDir string, keep int) (Snapshot, error) {
	dir := Dir(dataDir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return Snapshot{}, fmt.Errorf("backup: %w", err)
	}
	tmp, err := os.CreateTemp(dir, ".partial-*")
	if err != nil {
		return Snapshot{}, fmt.Errorf("backup: %w", err)
	}
	defer os.Remove(tmp.Name()) // no-op after the rename
	n, err := db.WriteSnapshot(tmp)
	if err = syncClose(tmp, err); err != nil {
		return Snapshot{}, fmt.Errorf("backup: write %s: %w", tmp.Name(), err)
	}
	snaps, err := List(dataDir)
	if err != nil {
		return Snapshot{}, err
	}
	var last uint64
	for _, s := range snaps {
		last = max(last, s.Seq)
	}
	taken := time.Now().UTC()
	path, seq, err := claimName(dir, last+1, func(seq uint64) string {
		return fmt.Sprintf("%s%06d-%s%s", prefix, seq, taken.Format(timeLayout), suffix)
	})
	if err == nil {
		// The rename onto the claimed name makes the snapshot appear whole.
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
	return Snapshot{Name: filepath.Base(path), Path: path, Seq: seq, Taken: taken, Size: n}, nil
}

// claimName creates an empty file named name(seq) in dir with O_EXCL,
// trying seq, seq+1, … until one is free, so no two snapshots (or kept
// databases) ever share a name and nothing is overwritten.
func claimName(dir string, seq uint64, name func(uint64) string) (string, uint64, error) {
	for ; ; seq++ {
		path := filepath.Join(dir, name(seq))
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if errors.Is(err, os.ErrExist) {
			continue
		}
		if err != nil {
			return "", 0, err
		}
		return path, seq, f.Close()
	}
}

// parseName reads a snapshot file name: sequence and time, or the older
// time-only form (sequence 0).
func parseName(name string) (seq uint64, taken time.Time, ok bool) {
	if !strings.HasPrefix(name, prefix) || !strings.HasSuffix(name, suffix) {
		return 0, time.Time{}, false
	}
	rest := strings.TrimSuffix(strings.TrimPrefix(name, prefix), suffix)
	if s, t, found := strings.Cut(rest, "-"); found && len(t) == len(timeLayout) {
		if n, err := strconv.ParseUint(s, 10, 64); err == nil {
			seq, rest = n, t
		}
	}
	taken, err := time.Parse(timeLayout, rest)
	return seq, taken, err == nil
}

// List returns the snapshots of a data directory, newest (highest
// sequence) first.
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
		seq, taken, ok := parseName(e.Name())
		if e.IsDir() || !ok {
			continue // not one of ours
		}
		info, err := e.Info()
		if err != nil || info.Size() == 0 {
			continue // gone, or a name claimed by a snapshot being written
		}
		out = append(out, Snapshot{Name: e.Name(), Path: filepath.Join(Dir(dataDir), e.Name()), Seq: seq, Taken: taken, Size: info.Size()})
	}
	slices.SortFunc(out, func(a, b Snapshot) int {
		if a.Seq != b.Seq {
			return cmpDesc(a.Seq, b.Seq)
		}
		return b.Taken.Compare(a.Taken)
	})
	return out, nil
}

func cmpDesc(a, b uint64) int {
	switch {
	case a > b:
		return -1
	case a < b:
		return 1
	}
	return 0
}

// prune deletes the snapshots beyond the keep newest by sequence.
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
// the database open, and refuses a damaged snapshot (the error wraps
// storage.ErrCorrupt). The replaced database is kept under a name of its
// own (see keepCurrent) and its path returned. name may also be the base
// name of such a kept database, in the data directory: restoring it undoes
// the restore that kept it (and keeps the database it replaces in turn).
func Restore(dataDir, name string) (kept string, err error) {
	if name != filepath.Base(name) {
		return "", fmt.Errorf("backup: invalid snapshot name %q", name)
	}
	src := filepath.Join(Dir(dataDir), name)
	if strings.HasPrefix(name, keptPrefix) {
		src = filepath.Join(dataDir, name)
	}
	if st, err := os.Stat(src); err != nil || !st.Mode().IsRegular() {
		return "", fmt.Errorf("backup: no snapshot %q (see `inkflow backup list`): %w", name, storage.ErrNotFound)
	}
	// The snapshot must itself be an undamaged database before anything
	// is touched (checked read-only: a snapshot is never written to).
	if err := storage.VerifyFile(src); err != nil {
		return "", fmt.Errorf("backup: snapshot %s is damaged or unusable, not restoring it: %w", name, err)
	}

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
		if kept, err = keepCurrent(dataDir, dbPath); err != nil {
			return "", fmt.Errorf("backup: keep current database: %w", err)
		}
	}
	tmp, err := os.CreateTemp(dataDir, storage.FileName+".restoring-*")
	if err != nil {
		return kept, fmt.Errorf("backup: restore: %w", err)
	}
	defer os.Remove(tmp.Name()) // no-op after the rename
	err = copyTo(tmp, src)
	if err == nil {
		err = os.Rename(tmp.Name(), dbPath)
	}
	if err != nil {
		return kept, fmt.Errorf("backup: restore: %w", err)
	}
	for _, d := range Derived {
		if err := os.RemoveAll(filepath.Join(dataDir, d)); err != nil {
			return kept, fmt.Errorf("backup: remove stale index %s: %w", d, err)
		}
	}
	return kept, nil
}

// keepCurrent copies the database about to be replaced to a new name,
// inkflow.db.before-restore-<sequence>-<time>: the sequence (one more than
// the highest kept so far, claimed with O_EXCL) makes every restore keep
// its own copy, however many happen in one second.
func keepCurrent(dataDir, dbPath string) (string, error) {
	entries, err := os.ReadDir(dataDir)
	if err != nil {
		return "", err
	}
	var last uint64
	for _, e := range entries {
		rest, ok := strings.CutPrefix(e.Name(), keptPrefix)
		seq, _, _ := strings.Cut(rest, "-")
		if n, err := strconv.ParseUint(seq, 10, 64); ok && err == nil {
			last = max(last, n)
		}
	}
	stamp := time.Now().UTC().Format("20060102-150405")
	kept, _, err := claimName(dataDir, last+1, func(seq uint64) string {
		return fmt.Sprintf("%s%d-%s", keptPrefix, seq, stamp)
	})
	if err != nil {
		return "", err
	}
	out, err := os.OpenFile(kept, os.O_WRONLY, 0)
	if err != nil {
		return "", err
	}
	return kept, copyTo(out, dbPath)
}

// copyTo copies the file src into out, syncs and closes out, so a crash
// leaves either an incomplete temporary file or a complete copy, and the
// untouched src.
func copyTo(out *os.File, src string) error {
	in, err := os.Open(src)
	if err == nil {
		defer in.Close()
		_, err = io.Copy(out, in)
	}
	return syncClose(out, err)
}

// syncClose finishes writing f: it syncs f unless the writing already
// failed (err), closes it either way and returns the first error, so a
// file counts as written only once it is on disk.
func syncClose(f *os.File, err error) error {
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
