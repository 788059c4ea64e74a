package backup

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"inkflow/storage"
)

func openDB(t *testing.T, dataDir string) *storage.DB {
	t.Helper()
	db, err := storage.Open(filepath.Join(dataDir, storage.FileName))
	if err != nil {
		t.Fatal(err)
	}
	return db
}

func projectNames(t *testing.T, db *storage.DB) []string {
	t.Helper()
	var names []string
	err := db.View(func(tx *storage.Tx) error {
		ps, err := tx.Projects()
		for _, p := range ps {
			names = append(names, p.Name)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return names
}

func addProject(t *testing.T, db *storage.DB, name string) {
	t.Helper()
	if err := db.Update(func(tx *storage.Tx) error {
		_, err := tx.CreateProject(name)
		return err
	}); err != nil {
		t.Fatal(err)
	}
}

// backedUp opens a database in a new data directory, adds one project
// and takes a snapshot: the starting point of the restore tests.
func backedUp(t *testing.T, project string) (data string, db *storage.DB, snap Snapshot) {
	t.Helper()
	data = t.TempDir()
	db = openDB(t, data)
	addProject(t, db, project)
	snap, err := Now(db, data, DefaultKeep)
	if err != nil {
		t.Fatal(err)
	}
	return data, db, snap
}

func TestNowListRestore(t *testing.T) {
	data, db, snap := backedUp(t, "before")
	addProject(t, db, "after")

	// Restore refuses while the database is open.
	if _, err := Restore(data, snap.Name); !errors.Is(err, storage.ErrLocked) {
		t.Fatalf("restore while open: err = %v, want ErrLocked", err)
	}
	db.Close()

	// Derived indexes must not survive a restore.
	for _, d := range Derived {
		if err := os.MkdirAll(filepath.Join(data, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	kept, err := Restore(data, snap.Name)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range Derived {
		if _, err := os.Stat(filepath.Join(data, d)); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s survived the restore", d)
		}
	}
	db = openDB(t, data)
	if got := projectNames(t, db); len(got) != 1 || got[0] != "before" {
		t.Errorf("restored projects = %v, want [before]", got)
	}
	db.Close()

	// The replaced database is kept whole.
	old, err := storage.Open(kept)
	if err != nil {
		t.Fatal(err)
	}
	if got := projectNames(t, old); len(got) != 2 {
		t.Errorf("kept database projects = %v, want 2", got)
	}
	old.Close()
}

func TestRollingKeepsNewest(t *testing.T) {
	data := t.TempDir()
	db := openDB(t, data)
	defer db.Close()
	var names []string
	for i := 0; i < 7; i++ {
		s, err := Now(db, data, 3)
		if err != nil {
			t.Fatal(err)
		}
		names = append(names, s.Name)
		time.Sleep(2 * time.Millisecond) // names carry milliseconds
	}
	snaps, err := List(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(snaps) != 3 {
		t.Fatalf("kept %d snapshots, want 3", len(snaps))
	}
	for i, s := range snaps {
		if want := names[len(names)-1-i]; s.Name != want {
			t.Errorf("snapshot %d = %s, want %s (newest first)", i, s.Name, want)
		}
	}
}

func TestRestoreRejects(t *testing.T) {
	data := t.TempDir()
	if err := os.MkdirAll(Dir(data), 0o755); err != nil {
		t.Fatal(err)
	}
	bad := prefix + "20260101-000000.000" + suffix
	if err := os.WriteFile(filepath.Join(Dir(data), bad), []byte("not a database at all, just words"), 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct{ name, snap string }{
		{"path traversal", "../inkflow.db"},
		{"missing", prefix + "20200101-000000.000" + suffix},
		{"damaged snapshot", bad},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := Restore(data, tt.snap); err == nil {
				t.Fatal("restore succeeded")
			}
			if _, err := os.Stat(filepath.Join(data, storage.FileName)); !errors.Is(err, os.ErrNotExist) {
				t.Fatal("a failed restore created a database")
			}
		})
	}
}

func TestRestoreReplacesCorruptDatabase(t *testing.T) {
	data, db, snap := backedUp(t, "good")
	db.Close()
	garbage := []byte("this file was damaged by a failing disk")
	if err := os.WriteFile(filepath.Join(data, storage.FileName), garbage, 0o600); err != nil {
		t.Fatal(err)
	}
	kept, err := Restore(data, snap.Name)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(kept); string(got) != string(garbage) {
		t.Error("the damaged file was not kept as it was")
	}
	db = openDB(t, data)
	defer db.Close()
	if got := projectNames(t, db); len(got) != 1 || got[0] != "good" {
		t.Errorf("projects = %v", got)
	}
}

// TestRestoresInOneSecondKeepEveryDatabase: each restore keeps the
// database it replaces under a name of its own, so a second restore in the
// same second cannot truncate the copy the first one kept.
func TestRestoresInOneSecondKeepEveryDatabase(t *testing.T) {
	data, db, snap := backedUp(t, "snapshot")
	var kept []string
	for _, name := range []string{"first edit", "second edit"} {
		addProject(t, db, name)
		db.Close()
		k, err := Restore(data, snap.Name)
		if err != nil {
			t.Fatal(err)
		}
		kept = append(kept, k)
		db = openDB(t, data)
	}
	db.Close()
	if kept[0] == kept[1] {
		t.Fatalf("both restores kept the replaced database as %s", kept[0])
	}
	for i, want := range []string{"first edit", "second edit"} {
		old, err := storage.Open(kept[i])
		if err != nil {
			t.Fatal(err)
		}
		names := projectNames(t, old)
		old.Close()
		if !slices.Contains(names, want) {
			t.Errorf("kept copy %d (%s) has projects %v, want %q among them", i, kept[i], names, want)
		}
	}
}

// TestPruneFollowsSequenceNotClock: snapshots dated after the clock (a
// clock set back, or files from a machine whose clock ran ahead) must not
// make backup now delete the snapshot it has just written.
func TestPruneFollowsSequenceNotClock(t *testing.T) {
	data := t.TempDir()
	db := openDB(t, data)
	defer db.Close()
	first, err := Now(db, data, 0)
	if err != nil {
		t.Fatal(err)
	}
	healthy, err := os.ReadFile(first.Path)
	if err != nil {
		t.Fatal(err)
	}
	future := time.Now().UTC().AddDate(5, 0, 0)
	for i := range 4 {
		// Both name forms: time alone (older builds) and sequence + time.
		name := prefix + future.Add(time.Duration(i)*time.Hour).Format(timeLayout) + suffix
		if i%2 == 1 {
			name = fmt.Sprintf("%s%06d-%s%s", prefix, 0, future.Add(time.Duration(i)*time.Hour).Format(timeLayout), suffix)
		}
		if err := os.WriteFile(filepath.Join(Dir(data), name), healthy, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	for i := range 3 {
		s, err := Now(db, data, 2)
		if err != nil {
			t.Fatal(err)
		}
		snaps, err := List(data)
		if err != nil {
			t.Fatal(err)
		}
		if len(snaps) != 2 || snaps[0].Name != s.Name {
			t.Fatalf("backup %d: saved %s but the list is %v; want it kept, newest first, 2 in all", i, s.Name, snaps)
		}
	}
}

// TestRestoreOfAKeptDatabaseUndoesARestore: the database a restore
// replaced is kept beside the live one, and restoring it by that name
// undoes the restore, keeping the database it replaces in turn. Undoing a
// restore took moving files by hand.
func TestRestoreOfAKeptDatabaseUndoesARestore(t *testing.T) {
	data, db, snap := backedUp(t, "old")
	addProject(t, db, "new")
	db.Close()
	kept, err := Restore(data, snap.Name)
	if err != nil {
		t.Fatal(err)
	}
	undo, err := Restore(data, filepath.Base(kept))
	if err != nil {
		t.Fatalf("restore of the kept database %s: %v", filepath.Base(kept), err)
	}
	db = openDB(t, data)
	got := projectNames(t, db)
	db.Close()
	if !slices.Equal(got, []string{"new", "old"}) && !slices.Equal(got, []string{"old", "new"}) {
		t.Errorf("after undoing the restore: projects %v, want old and new", got)
	}
	again, err := storage.Open(undo)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	if got := projectNames(t, again); !slices.Equal(got, []string{"old"}) {
		t.Errorf("the undone restore's database was kept with projects %v, want [old]", got)
	}
	// Other files of the data directory are still refused.
	if _, err := Restore(data, storage.FileName); err == nil {
		t.Error("restore of the live database by name succeeded")
	}
}
