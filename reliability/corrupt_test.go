package reliability

import (
	"bytes"
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"inkflow/engine"
	"inkflow/engine/search"
	"inkflow/storage"
)

// seedDataDir imports a few chapters, indexes them and closes the engine.
func seedDataDir(t *testing.T, dir string) {
	t.Helper()
	seedChapters(t, dir, rand.New(rand.NewPCG(5, 5)), 5, 5)
}

// seedChapters imports n chapters of paras paragraphs of rng's text into a
// new project "p", indexes them and closes the engine.
func seedChapters(t *testing.T, dir string, rng *rand.Rand, n, paras int) {
	t.Helper()
	e := openEngine(t, dir, nil, time.Hour)
	p, err := e.CreateProject("p")
	if err != nil {
		t.Fatal(err)
	}
	var chs []engine.NewChapter
	for i := range n {
		chs = append(chs, engine.NewChapter{Title: "c", Index: i + 1, Text: novelText(rng, paras)})
	}
	if _, err := e.ImportChapters(p.ID, chs); err != nil {
		t.Fatal(err)
	}
	flush(t, e)
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
}

// zapFiles returns the keyword segment files of an indexed data dir. All
// are damaged, because an unreferenced leftover segment is legitimately
// ignored (and deleted) by the next open.
func zapFiles(t *testing.T, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, engine.KeywordDir, "store", "*.zap"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no keyword segment in %s (%v)", dir, err)
	}
	return files
}

func flipByte(t *testing.T, path string, at func(size int) int) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	b[at(len(b))] ^= 0x5a
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatal(err)
	}
}

func truncateHalf(t *testing.T, path string) {
	t.Helper()
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(path, st.Size()/2); err != nil {
		t.Fatal(err)
	}
}

// TestDamagedIndexesRebuiltWithLogLine damages the derived indexes the
// way a failing disk would and checks that Open says so in the log (the
// engine tests already check the rebuilt contents) and ends consistent.
func TestDamagedIndexesRebuiltWithLogLine(t *testing.T) {
	tests := []struct {
		name, log string
		damage    func(t *testing.T, dir string)
	}{
		{"vectors truncated", "vector index file is corrupt; rebuilding it", func(t *testing.T, dir string) {
			truncateHalf(t, filepath.Join(dir, engine.VectorFile))
		}},
		{"vectors bit flipped", "vector index file is corrupt; rebuilding it", func(t *testing.T, dir string) {
			flipByte(t, filepath.Join(dir, engine.VectorFile), func(n int) int { return n * 2 / 3 })
		}},
		{"keyword segment truncated", "keyword index is corrupt; rebuilding it", func(t *testing.T, dir string) {
			for _, f := range zapFiles(t, dir) {
				truncateHalf(t, f)
			}
		}},
		{"keyword segment bit flipped", "keyword index is corrupt; rebuilding it", func(t *testing.T, dir string) {
			for _, f := range zapFiles(t, dir) {
				flipByte(t, f, func(n int) int { return n / 3 })
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			seedDataDir(t, dir)
			tt.damage(t, dir)
			var logs lockedBuffer
			e := openEngine(t, dir, &logs, time.Hour)
			if !strings.Contains(logs.String(), tt.log) {
				t.Errorf("log lacks %q:\n%s", tt.log, logs.String())
			}
			checkConsistent(t, e)
			ps, err := e.Projects()
			if err != nil || len(ps) != 1 {
				t.Fatalf("projects %v %v", ps, err)
			}
			res, err := e.Search(context.Background(), search.Request{Query: "书生喝酒", Project: ps[0].ID})
			if err != nil || len(res.Results) == 0 {
				t.Fatalf("search after rebuild: %d results, %v", len(res.Results), err)
			}
		})
	}
}

// TestCorruptDatabaseCLI: a damaged inkflow.db is reported by `inkflow
// stats` in one line with exit status 1 and is never rewritten, and
// `inkflow backup restore` brings back the last snapshot.
func TestCorruptDatabaseCLI(t *testing.T) {
	data := t.TempDir()
	seedDataDir(t, data)
	if code, out, errOut := runCLI(t, "--data", data, "backup", "now"); code != 0 {
		t.Fatalf("backup now: %d %s %s", code, out, errOut)
	}
	// A later change that the restore must roll back.
	e := openEngine(t, data, nil, time.Hour)
	if _, err := e.CreateProject("after-backup"); err != nil {
		t.Fatal(err)
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	dbPath := filepath.Join(data, storage.FileName)
	damages := []struct {
		name string
		do   func(b []byte) []byte
	}{
		// bbolt keeps two meta pages and legitimately recovers from one
		// bad one, so both are garbled.
		{"both meta pages garbled", func(b []byte) []byte {
			for i := 0; i < 2*4096 && i < len(b); i++ {
				b[i] ^= 0xa5
			}
			return b
		}},
		{"truncated to 1000 bytes", func(b []byte) []byte { return b[:1000] }},
		{"replaced by text", func([]byte) []byte { return []byte("第一回 这不是数据库\n") }},
	}
	healthy, err := os.ReadFile(dbPath)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range damages {
		t.Run(d.name, func(t *testing.T) {
			bad := d.do(bytes.Clone(healthy))
			if err := os.WriteFile(dbPath, bad, 0o600); err != nil {
				t.Fatal(err)
			}
			code, out, errOut := runCLI(t, "--data", data, "stats")
			lines := strings.Split(strings.TrimRight(errOut, "\n"), "\n")
			if code != 1 || len(lines) != 1 || !strings.Contains(strings.ToLower(errOut), "corrupt") {
				t.Fatalf("stats on a corrupt database: exit %d stdout %q stderr %q; want exit 1 and one line naming the damage", code, out, errOut)
			}
			after, err := os.ReadFile(dbPath)
			if err != nil || !bytes.Equal(after, bad) {
				t.Fatal("the corrupt database was modified")
			}
		})
	}
	code, out, errOut := runCLI(t, "--data", data, "backup", "list")
	name, _, _ := strings.Cut(out, "\t")
	if code != 0 || !strings.HasPrefix(name, "inkflow-") {
		t.Fatalf("backup list: %d %q %q", code, out, errOut)
	}
	if code, out, errOut = runCLI(t, "--data", data, "backup", "restore", name); code != 0 {
		t.Fatalf("backup restore %s: %d %s %s", name, code, out, errOut)
	}
	e = openEngine(t, data, nil, time.Hour)
	ps, err := e.Projects()
	if err != nil || len(ps) != 1 || ps[0].Name != "p" {
		t.Fatalf("after restore: projects %+v %v, want only the snapshot's", ps, err)
	}
	checkConsistent(t, e)
}

// runCLI runs inkflow in a child process (a real second process, with its
// own locks) and returns exit status and output.
func runCLI(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	cmd := childCmd(roleCLI, args...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	if err != nil && cmd.ProcessState == nil {
		t.Fatal(err)
	}
	return cmd.ProcessState.ExitCode(), out.String(), errb.String()
}
