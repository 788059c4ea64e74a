package cli

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"syscall"
	"testing"

	"inkflow/engine"
)

// TestDataFolderInUse: while another InkFlow holds the data folder, a
// command stops at once, exit 1, in one line in the user's language that
// names the folder (not the database file inside it) and none of the
// engine's English chain: before, the Chinese line ended with
// "（engine: database is already open by another InkFlow (…/inkflow.db)）"
// and the English one began "engine: ".
func TestDataFolderInUse(t *testing.T) {
	data, snaps := backedUpBook(t)
	s, err := openSession(&env{dataDir: data, stderr: &bytes.Buffer{}})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	en := "the data folder " + data + " is already open by another InkFlow; close that InkFlow"
	zh := "数据目录 " + data + " 正被另一个 InkFlow 使用：请关闭那个 InkFlow"
	checkInBothLanguages(t, data, []langFailure{
		{[]string{"stats"}, ExitRuntime, en, zh, true},
		{[]string{"chapter", "add", "新的一章"}, ExitRuntime, en, zh, true},
		{[]string{"search", "--json", "剑"}, ExitRuntime, en, zh, true},
		{[]string{"backup", "restore", snaps[0].Name}, ExitRuntime, en, zh, true},
	})
}

// TestDataFolderReadOnly: a data folder InkFlow may not write in is said
// in one line naming the folder and the system's reason in the user's
// language, without the engine's "engine: " chain. Run as root (where
// every folder is writable) it checks the error the engine returns for
// such a folder; otherwise it makes one.
func TestDataFolderReadOnly(t *testing.T) {
	useFixtureModel(t)
	data := t.TempDir()
	if code, _, stderr := run(t, data, "import", "--no-wait", writeFile(t, "书.txt", testBook)); code != 0 {
		t.Fatalf("import: exit %d: %s", code, stderr)
	}
	en := "the data folder " + data + " is read-only (permission denied); InkFlow keeps"
	zh := "数据目录 " + data + " 不可写入（没有权限）"
	if os.Geteuid() != 0 {
		if err := os.Chmod(data, 0o555); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { os.Chmod(data, 0o755) })
		checkInBothLanguages(t, data, []langFailure{
			{[]string{"stats"}, ExitRuntime, en, zh, true},
			{[]string{"chapter", "add", "新的一章"}, ExitRuntime, en, zh, true},
		})
		return
	}
	// The engine's own words for it (engine.checkWritable).
	err := fmt.Errorf("engine: %s: %w (%w); InkFlow keeps its database and search indexes there: make it writable or choose another folder with --data", data, engine.ErrReadOnly, syscall.EACCES)
	inBothLanguages(t, []string{"read-only"}, func(string) (string, string) { return en, zh }, func(_ string, want string, zhText bool) {
		var stderr bytes.Buffer
		code := fail(&env{dataDir: data, stderr: &stderr}, errDataReadOnly(data, err))
		if code != ExitRuntime || !strings.Contains(stderr.String(), want) || strings.Contains(stderr.String(), "engine:") || strings.Count(stderr.String(), "\n") != 1 {
			t.Errorf("Chinese %v: exit %d, stderr %q; want exit 1 and one line holding %q", zhText, code, stderr.String(), want)
		}
	})
}

// TestDataFolderDamaged: a database file that is no InkFlow database is
// said in one line in the user's language, naming the file and the
// newest backup to restore, joined by the language's semicolon. Before,
// both languages carried the engine's English chain ("engine: storage:
// open …: invalid database"), the Chinese line in parentheses and joined
// to its backup by an English "; ".
func TestDataFolderDamaged(t *testing.T) {
	data, snaps := backedUpBook(t)
	if err := os.WriteFile(engine.DatabaseFile(data), bytes.Repeat([]byte("not a database "), 4096), 0o600); err != nil {
		t.Fatal(err)
	}
	file := engine.DatabaseFile(data)
	en := "the database " + file + " is damaged or not an InkFlow database; nothing was changed (details: inkflow doctor); the newest backup is " + snaps[0].Name
	zh := "数据库文件 " + file + " 已损坏或不是 InkFlow 的文件，未做任何改动（详情：inkflow doctor）；最新的备份是 " + snaps[0].Name
	checkInBothLanguages(t, data, []langFailure{
		{[]string{"stats"}, ExitRuntime, en, zh, true},
		{[]string{"chapter", "list", "--json"}, ExitRuntime, en, zh, true},
	})
}

// backedUpBook is a data folder holding testBook (left unindexed) and one
// backup of it, for the tests of a folder InkFlow cannot open; it returns
// the folder and its backups, newest first.
func backedUpBook(t *testing.T) (string, []engine.BackupInfo) {
	t.Helper()
	useFixtureModel(t)
	data := t.TempDir()
	if code, _, stderr := run(t, data, "import", "--no-wait", writeFile(t, "书.txt", testBook)); code != 0 {
		t.Fatalf("import: exit %d: %s", code, stderr)
	}
	if code, _, stderr := run(t, data, "backup", "now"); code != 0 {
		t.Fatalf("backup now: exit %d: %s", code, stderr)
	}
	snaps, err := engine.Backups(data)
	if err != nil || len(snaps) == 0 {
		t.Fatalf("backups: %v %v", snaps, err)
	}
	return data, snaps
}
