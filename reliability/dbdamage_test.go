package reliability

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"inkflow/storage"
	"inkflow/storage/backup"
)

// dbFuzzEnv sets how many damaged databases TestDamagedDatabaseFuzz tries
// (make fuzz sets it; make soak implies 300).
const dbFuzzEnv = "INKFLOW_DB_DAMAGES"

// livePage is a branch or leaf page of a database, found by walking it.
type livePage struct{ id, overflow int }

// livePages lists the pages holding data, the ones whose damage matters
// (a damaged free page is harmless and rightly ignored).
func livePages(t *testing.T, path string) (pages []livePage, pageSize int, used int64) {
	t.Helper()
	b, err := bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true, PreLoadFreelist: true})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	pageSize = b.Info().PageSize
	err = b.View(func(tx *bolt.Tx) error {
		used = tx.Size()
		for id := 2; ; {
			info, err := tx.Page(id)
			if err != nil || info == nil {
				return err
			}
			if info.Type == "free" {
				id++
				continue
			}
			if info.Type == "leaf" || info.Type == "branch" {
				pages = append(pages, livePage{id, info.OverflowCount})
			}
			id += info.OverflowCount + 1
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return pages, pageSize, used
}

// damageDB returns a damaged copy of a healthy database and what was done:
// a live page zeroed, a byte of a live page's header changed, or the file
// cut short of the pages it uses.
func damageDB(rng *rand.Rand, healthy []byte, pages []livePage, pageSize int, used int64, kind int) ([]byte, string) {
	b := bytes.Clone(healthy)
	p := pages[rng.IntN(len(pages))]
	switch kind % 3 {
	case 0:
		clear(b[p.id*pageSize : (p.id+1)*pageSize])
		return b, fmt.Sprintf("page %d zeroed", p.id)
	case 1:
		at := p.id*pageSize + rng.IntN(16)
		b[at] ^= byte(1 + rng.IntN(255))
		return b, fmt.Sprintf("page %d header byte %d changed", p.id, at-p.id*pageSize)
	default:
		n := 2*pageSize + rng.IntN(int(used)-2*pageSize)
		return b[:n], fmt.Sprintf("truncated to %d of %d bytes", n, len(b))
	}
}

// TestDamagedDatabaseFuzz damages an indexed database in many random ways
// (fixed seed) and runs commands on it in child processes: each must
// print exactly one line on stderr, exit 1, never panic, and leave the
// file as it found it. A damaged snapshot must be refused by `backup
// restore`. INKFLOW_DB_DAMAGES=N (make fuzz) tries more.
func TestDamagedDatabaseFuzz(t *testing.T) {
	n := 27
	if long() {
		n = 300
	}
	if v, err := strconv.Atoi(os.Getenv(dbFuzzEnv)); err == nil && v > 0 {
		n = v
	}
	data := t.TempDir()
	rng := rand.New(rand.NewPCG(26, 4))
	seedChapters(t, data, rng, 40, 8)
	if code, out, errOut := runCLI(t, "--data", data, "backup", "now"); code != 0 {
		t.Fatalf("backup now: %d %s %s", code, out, errOut)
	}
	dbPath := filepath.Join(data, storage.FileName)
	healthy, err := os.ReadFile(dbPath)
	if err != nil {
		t.Fatal(err)
	}
	pages, pageSize, used := livePages(t, dbPath)
	if len(pages) < 10 {
		t.Fatalf("only %d live pages; the test needs a bigger database", len(pages))
	}
	commands := [][]string{{"stats"}, {"reindex"}, {"search", "书生"}, {"stats", "--json"}}
	stamp := time.Date(2020, 1, 2, 3, 4, 5, 0, time.UTC)
	for i := range n {
		bad, what := damageDB(rng, healthy, pages, pageSize, used, i)
		args := append([]string{"--data", data}, commands[i%len(commands)]...)
		if err := os.WriteFile(dbPath, bad, 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(dbPath, stamp, stamp); err != nil {
			t.Fatal(err)
		}
		code, _, errOut := runCLI(t, args...)
		lines := strings.Split(strings.TrimRight(errOut, "\n"), "\n")
		if code != 1 || len(lines) != 1 || !strings.Contains(errOut, "damaged") && !strings.Contains(errOut, "corrupt") {
			t.Errorf("damage %d (%s), %v: exit %d, stderr (%d lines):\n%s\nwant exit 1 and one line saying the database is damaged",
				i, what, args[2:], code, len(lines), firstLines(errOut, 8))
		}
		after, err := os.ReadFile(dbPath)
		st, serr := os.Stat(dbPath)
		if err != nil || serr != nil || !bytes.Equal(after, bad) || !st.ModTime().Equal(stamp) {
			t.Errorf("damage %d (%s), %v: the damaged database was written to", i, what, args[2:])
		}
	}

	// A damaged snapshot is refused and the database left as it is.
	if err := os.WriteFile(dbPath, healthy, 0o600); err != nil {
		t.Fatal(err)
	}
	bad, what := damageDB(rng, healthy, pages, pageSize, used, 0)
	damaged := "inkflow-999999-20200102-030405.000.db"
	if err := os.WriteFile(filepath.Join(backup.Dir(data), damaged), bad, 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, "--data", data, "backup", "restore", damaged)
	if code != 1 || !strings.Contains(errOut, "damaged") {
		t.Errorf("restore of a damaged snapshot (%s): exit %d, stdout %q, stderr %q; want it refused", what, code, out, errOut)
	}
	if after, err := os.ReadFile(dbPath); err != nil || !bytes.Equal(after, healthy) {
		t.Error("a refused restore changed the database")
	}
}

// firstLines shortens a stack trace for a failure message.
func firstLines(s string, n int) string {
	lines := strings.Split(s, "\n")
	return strings.Join(lines[:min(n, len(lines))], "\n")
}

// TestDamagedChapterTextReported flips one byte inside a chapter's stored
// text, leaving the database structure intact: the text no longer matches
// the hash its chapter record holds, and `reindex` must say so, naming the
// chapter and the backup to restore, instead of indexing the damage.
func TestDamagedChapterTextReported(t *testing.T) {
	data := t.TempDir()
	seedDataDir(t, data)
	if code, out, errOut := runCLI(t, "--data", data, "backup", "now"); code != 0 {
		t.Fatalf("backup now: %d %s %s", code, out, errOut)
	}
	snaps, err := backup.List(data)
	if err != nil || len(snaps) != 1 {
		t.Fatalf("backups %v %v", snaps, err)
	}
	dbPath := filepath.Join(data, storage.FileName)
	db, err := storage.Open(dbPath)
	if err != nil {
		t.Fatal(err)
	}
	var c storage.Chapter
	err = db.View(func(tx *storage.Tx) error {
		ps, err := tx.Projects()
		if err != nil {
			return err
		}
		ids, err := tx.ChapterIDs(ps[0].ID)
		if err != nil {
			return err
		}
		c, err = tx.ChapterWithText(ids[2])
		return err
	})
	db.Close()
	if err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(dbPath)
	if err != nil {
		t.Fatal(err)
	}
	at := bytes.Index(raw, []byte(c.Text))
	if at < 0 {
		t.Fatal("chapter text not found in the file")
	}
	// The last byte of a CJK character, changed to another continuation
	// byte: still valid UTF-8, a different character.
	mid := at + len(c.Text)/2
	for raw[mid]&0xc0 != 0x80 || raw[mid+1]&0xc0 == 0x80 {
		mid++
	}
	raw[mid] ^= 0x01
	if err := os.WriteFile(dbPath, raw, 0o600); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := runCLI(t, "--data", data, "reindex")
	want := []string{fmt.Sprintf("chapter %d", c.ID), "damaged", snaps[0].Name}
	lines := strings.Split(strings.TrimRight(errOut, "\n"), "\n")
	if code != 1 || len(lines) != 1 {
		t.Fatalf("reindex of a damaged chapter: exit %d, stderr %q; want exit 1 and one line", code, errOut)
	}
	for _, w := range want {
		if !strings.Contains(errOut, w) {
			t.Errorf("reindex error %q does not mention %q", errOut, w)
		}
	}
}
