package storage

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
	bolterrors "go.etcd.io/bbolt/errors"
)

func openTestDB(t *testing.T) *DB {
	t.Helper()
	db := openAt(t, filepath.Join(t.TempDir(), FileName))
	t.Cleanup(func() { db.Close() })
	return db
}

// openAt opens the database at path or stops the test. The caller closes
// it: the tests that use it close and reopen the file.
func openAt(t *testing.T, path string) *DB {
	t.Helper()
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	return db
}

// must stops the test on err (a transaction the test cannot go on
// without).
func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func TestOpenCreatesAndReopens(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	db := openAt(t, path)
	p, err := TxValue(db.Update, func(tx *Tx) (Project, error) { return tx.CreateProject("红楼梦") })
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	db = openAt(t, path)
	defer db.Close()
	got, err := db.Projects()
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].ID != p.ID || got[0].Name != "红楼梦" {
		t.Fatalf("projects after reopen = %+v, want %+v", got, p)
	}
}

func TestOpenLocked(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	db := openAt(t, path)
	defer db.Close()
	start := time.Now()
	_, err := Open(path)
	took := time.Since(start)
	if !errors.Is(err, ErrLocked) {
		t.Fatalf("second Open: err = %v, want ErrLocked", err)
	}
	if !strings.Contains(err.Error(), "database is already open by another InkFlow") || !strings.Contains(err.Error(), path) {
		t.Errorf("message %q should explain the lock and name %s", err, path)
	}
	if took < 900*time.Millisecond || took > 3*time.Second {
		t.Errorf("second Open gave up after %v, want about 1s", took)
	}
}

func TestOpenCorruptLeavesFileUntouched(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	random := make([]byte, 64<<10)
	for i := range random {
		random[i] = byte(rng.UintN(256))
	}
	tests := []struct {
		name string
		data []byte
	}{
		{"random bytes", random},
		{"short garbage", []byte("not a database")},
		{"one page of zeros", make([]byte, 4096)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), FileName)
			if err := os.WriteFile(path, tt.data, 0o600); err != nil {
				t.Fatal(err)
			}
			db, err := Open(path)
			if err == nil {
				db.Close()
				t.Fatal("Open of a corrupt file succeeded")
			}
			if !errors.Is(err, ErrCorrupt) {
				t.Fatalf("err = %v, want ErrCorrupt", err)
			}
			if !strings.Contains(err.Error(), path) {
				t.Errorf("error %q does not name the file", err)
			}
			after, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(after, tt.data) {
				t.Fatal("Open modified the corrupt file")
			}
		})
	}
}

// TestOpenErrorBlamesTheFileOnlyForItsBytes: what bbolt reports at open
// is ErrCorrupt only when the file's bytes make no sense; a full disk, a
// read-only one, missing permission or exhausted handles are the machine's
// and keep their cause (a full disk said the database was damaged and
// offered a backup).
func TestOpenErrorBlamesTheFileOnlyForItsBytes(t *testing.T) {
	for _, tt := range []struct {
		err             error
		corrupt, locked bool
		cause           error
	}{
		{fmt.Errorf("write: %w", syscall.ENOSPC), false, false, syscall.ENOSPC},
		{fmt.Errorf("truncate: %w", syscall.EDQUOT), false, false, syscall.EDQUOT},
		{fmt.Errorf("open: %w", syscall.EROFS), false, false, syscall.EROFS},
		{fmt.Errorf("open: %w", os.ErrPermission), false, false, os.ErrPermission},
		{fmt.Errorf("open: %w", syscall.EMFILE), false, false, syscall.EMFILE},
		{fmt.Errorf("mmap: %w", syscall.ENOMEM), false, false, syscall.ENOMEM},
		{bolterrors.ErrTimeout, false, true, ErrLocked},
		{bolterrors.ErrChecksum, true, false, bolterrors.ErrChecksum},
		{errors.New("page size mismatch"), true, false, nil},
	} {
		got := openError("inkflow.db", tt.err)
		if errors.Is(got, ErrCorrupt) != tt.corrupt || errors.Is(got, ErrLocked) != tt.locked || (tt.cause != nil && !errors.Is(got, tt.cause)) {
			t.Errorf("%v → %v: want corrupt %v, locked %v, cause %v kept", tt.err, got, tt.corrupt, tt.locked, tt.cause)
		}
	}
}

func TestOpenForeignBoltFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	b, err := bolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Update(func(tx *bolt.Tx) error {
		_, err := tx.CreateBucket([]byte("someone-else"))
		return err
	}); err != nil {
		t.Fatal(err)
	}
	b.Close()
	if _, err := Open(path); !errors.Is(err, ErrCorrupt) {
		t.Fatalf("Open of a foreign bbolt file: err = %v, want ErrCorrupt", err)
	}
}

func TestOpenNewerSchema(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	db := openAt(t, path)
	if err := db.bolt.Update(func(tx *bolt.Tx) error { return putSchemaVersion(tx, SchemaVersion+1) }); err != nil {
		t.Fatal(err)
	}
	db.Close()
	if _, err := Open(path); !errors.Is(err, ErrTooNew) {
		t.Fatalf("err = %v, want ErrTooNew", err)
	}
}

func TestMigrateCreatesEveryBucket(t *testing.T) {
	db := openTestDB(t)
	err := db.bolt.View(func(tx *bolt.Tx) error {
		for _, name := range allBuckets {
			if tx.Bucket(name) == nil {
				t.Errorf("bucket %s missing", name)
			}
		}
		v, err := schemaVersion(tx)
		if v != SchemaVersion {
			t.Errorf("schema = %d, want %d", v, SchemaVersion)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestMigrateV1EmptiesEmbeddingCache: a schema-v1 file's cache holds float32
// values, which v2 would misread as twice as many halfs; the migration
// drops them and leaves the stored text alone.
func TestMigrateV1EmptiesEmbeddingCache(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	db := openAt(t, path)
	var p Project
	if err := db.Update(func(tx *Tx) (err error) {
		p, err = tx.CreateProject("旧书")
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if err := db.bolt.Update(func(tx *bolt.Tx) error {
		key := cacheKey("old@1", HashText("一句话。"))
		if err := tx.Bucket(bucketEmbCache).Put(key, appendFloats(nil, []float32{0.6, 0.8})); err != nil {
			return err
		}
		return putSchemaVersion(tx, 1)
	}); err != nil {
		t.Fatal(err)
	}
	db.Close()

	db = openAt(t, path)
	defer db.Close()
	if err := db.View(func(tx *Tx) error {
		if n := tx.CacheLen(""); n != 0 {
			t.Errorf("%d cache entries survived the migration", n)
		}
		if _, err := tx.Project(p.ID); err != nil {
			t.Errorf("project lost in the migration: %v", err)
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if err := db.bolt.View(func(tx *bolt.Tx) error {
		v, err := schemaVersion(tx)
		if v != SchemaVersion {
			t.Errorf("schema = %d after migrating, want %d", v, SchemaVersion)
		}
		return err
	}); err != nil {
		t.Fatal(err)
	}
}

// TestMigrateV2NumbersChapters: a schema-v2 file whose chapters kept their
// numbers through a move and a split (as older builds did) opens with
// them numbered in book order, front matter still unnumbered.
func TestMigrateV2NumbersChapters(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	db := openAt(t, path)
	var pid uint64
	must(t, db.Update(func(tx *Tx) error {
		p, err := tx.CreateProject("旧书")
		if err != nil {
			return err
		}
		pid = p.ID
		for i, title := range []string{"序", "一", "二", "三"} {
			if _, err := tx.CreateChapter(pid, title, i); err != nil {
				return err
			}
		}
		return nil
	}))
	// What an older build left: chapter 3 moved before chapter 2 kept its
	// number, and a split-off chapter got one past the largest.
	must(t, db.bolt.Update(func(btx *bolt.Tx) error {
		tx := &Tx{tx: btx, now: time.Now}
		chs, err := tx.Chapters(pid)
		if err != nil {
			return err
		}
		for c, index := range map[int]int{2: 3, 3: 9} {
			chs[c].Index = index
			if err := tx.PutChapter(chs[c]); err != nil {
				return err
			}
		}
		return putSchemaVersion(btx, 2)
	}))
	db.Close()

	db = openAt(t, path)
	defer db.Close()
	if got, want := chapterNumbers(t, db, pid), "序0 一1 二2 三3"; got != want {
		t.Errorf("after migrating: %s, want %s", got, want)
	}
}

// TestUpdateBackgroundWaitsForUpdates: a background write does not start
// while an Update holds or waits for the writer lock, and runs once they
// are done.
func TestUpdateBackgroundWaitsForUpdates(t *testing.T) {
	db := openTestDB(t)
	holding, release := make(chan struct{}), make(chan struct{})
	go func() {
		_ = db.Update(func(*Tx) error {
			close(holding)
			<-release
			return nil
		})
	}()
	<-holding
	second := make(chan struct{})
	go func() { // waits for the writer lock behind the first
		_ = db.Update(func(*Tx) error { close(second); return nil })
	}()
	background := make(chan struct{})
	go func() {
		_ = db.UpdateBackground(func(*Tx) error {
			select {
			case <-second:
			default:
				t.Error("the background write ran before the waiting Update")
			}
			close(background)
			return nil
		})
	}()
	select {
	case <-background:
		t.Fatal("the background write ran while an Update held the writer lock")
	case <-time.After(50 * time.Millisecond):
	}
	close(release)
	select {
	case <-background:
	case <-time.After(10 * time.Second):
		t.Fatal("the background write never ran")
	}
}
