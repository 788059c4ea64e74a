package engine

import (
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
)

// TestPeek: a fresh directory is reported and not created into; an
// existing database shows its model setting; an open one is ErrLocked.
func TestPeek(t *testing.T) {
	dir := t.TempDir()
	info, err := Peek(dir)
	if err != nil || info.Exists {
		t.Fatalf("fresh dir: %+v, %v; want not existing, no error", info, err)
	}
	if _, err := os.Stat(DatabaseFile(dir)); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("Peek created the database: %v", err)
	}

	e := openEngine(t, dir, nil, testDebounceNever)
	if err := e.UpdateSettings(func(s *Settings) { s.Model.Name = "inkflow-static-v1" }); err != nil {
		t.Fatal(err)
	}
	if _, err := Peek(dir); !errors.Is(err, ErrLocked) {
		t.Fatalf("Peek of an open directory: %v, want ErrLocked", err)
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	info, err = Peek(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !info.Exists || info.ModelName != "inkflow-static-v1" || info.Size <= 0 || info.SchemaVersion <= 0 || info.SettingsErr != nil {
		t.Fatalf("Peek = %+v", info)
	}

	// Damaged stored settings: the defaults apply (as in Open) and Peek
	// says why. The bucket and key are storage's ("settings" in
	// "settings").
	db, err := bolt.Open(DatabaseFile(dir), 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	err = db.Update(func(tx *bolt.Tx) error { return tx.Bucket([]byte("settings")).Put([]byte("settings"), []byte("{")) })
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		t.Fatal(err)
	}
	info, err = Peek(dir)
	if err != nil || info.ModelName != "" || info.SettingsErr == nil {
		t.Fatalf("Peek of damaged settings = %+v, %v; want the default model and a SettingsErr", info, err)
	}
}

// TestBackupRoundTrip: snapshots are taken and pruned through the engine,
// restoring waits for the engine to close, and the restored text is the
// snapshot's.
func TestBackupRoundTrip(t *testing.T) {
	dir := t.TempDir()
	e := openEngine(t, dir, nil, testDebounceNever)
	p := mustProject(t, e, "书")
	c := mustChapter(t, e, p.ID, "第一回", "话说天下大势。")
	first, err := e.Backup(2)
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		// Snapshots are named by the millisecond they were taken.
		time.Sleep(2 * time.Millisecond)
		if _, err := e.Backup(2); err != nil {
			t.Fatal(err)
		}
	}
	snaps, err := Backups(dir)
	if err != nil || len(snaps) != 2 {
		t.Fatalf("Backups = %d snapshots, %v; want 2 kept", len(snaps), err)
	}
	oldest := snaps[len(snaps)-1].Name
	if _, err := e.SaveChapter(c.ID, "第一回", "改过的文字。"); err != nil {
		t.Fatal(err)
	}
	if _, err := RestoreBackup(dir, oldest); !errors.Is(err, ErrLocked) {
		t.Fatalf("restore while open: %v, want ErrLocked", err)
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	if first.Name == oldest {
		t.Fatalf("the first of three snapshots (%s) should have been pruned", first.Name)
	}
	if _, err := RestoreBackup(dir, oldest); err != nil {
		t.Fatal(err)
	}
	e = openEngine(t, dir, nil, testDebounceNever)
	got, err := e.Chapter(c.ID)
	if err != nil || got.Text != "话说天下大势。" {
		t.Fatalf("restored chapter = %q, %v", got.Text, err)
	}
}

// TestSwitchModelListsEveryText: the owners returned are the texts the new
// model re-embeds, and waiting for them leaves a consistent index.
func TestSwitchModelListsEveryText(t *testing.T) {
	e := openEngine(t, "", nil, testDebounceNever)
	p := mustProject(t, e, "书")
	mustChapter(t, e, p.ID, "第一回", plainText(1, 800))
	mustChapter(t, e, p.ID, "第二回", plainText(2, 800))
	if _, err := e.CreateWikiEntry(p.ID, WikiEntry{Title: "刘备", Text: "字玄德。"}); err != nil {
		t.Fatal(err)
	}
	owners, err := e.SwitchModel(newBigram())
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[OwnerKind]int{}
	for _, o := range owners {
		kinds[o.Kind]++
	}
	if kinds[OwnerChapter] != 2 || kinds[OwnerWiki] != 1 {
		t.Fatalf("SwitchModel owners = %v, want 2 chapters and 1 wiki entry", owners)
	}
	flush(t, e)
	if err := e.Verify(); err != nil {
		t.Fatal(err)
	}
}

// TestVerifyFindsAMissingVector: a child the vector index lost is a P8
// violation Verify names.
func TestVerifyFindsAMissingVector(t *testing.T) {
	e, p := openProject(t, "书")
	mustChapter(t, e, p.ID, "第一回", plainText(1, 800))
	flush(t, e)
	if err := e.Verify(); err != nil {
		t.Fatalf("fresh index: %v", err)
	}
	_, vix := e.Vectors()
	vix.Delete(vix.IDs()[0])
	if err := e.Verify(); err == nil || !strings.Contains(err.Error(), "P8: vector ids differ") {
		t.Fatalf("Verify after losing a vector = %v, want a P8 violation", err)
	}
}
