package app

import (
	"errors"
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"inkflow/engine"
)

// TestStartupProblemsSpeakTheAuthorsLanguage: the window that says why
// InkFlow did not start is in the interface's language; it was English in
// a Chinese session ("InkFlow is already running").
func TestStartupProblemsSpeakTheAuthorsLanguage(t *testing.T) {
	tests := []struct {
		language, title, msg string
	}{
		{langZh, "InkFlow 已在运行", "另一个 InkFlow 窗口已打开数据文件夹 /书稿。"},
		{langEn, "InkFlow is already running", "Another InkFlow window has the data folder /书稿 open."},
	}
	t.Cleanup(func() { applyLanguage(langEn) })
	for _, tt := range tests {
		a := test.NewApp()
		a.Preferences().SetString(prefLanguage, tt.language)
		title, msg := startupText(a, DataLocked, "/书稿", nil)
		if title != tt.title || !strings.Contains(msg, tt.msg) {
			t.Errorf("%s: %q, %q; want %q, %q…", tt.language, title, msg, tt.title, tt.msg)
		}
		a.Quit()
	}
}

// TestStartupNamesTheBackupOfADamagedDatabase: when the database will not
// open because it is damaged, the start-up window says so in the
// author's language and names the newest backup with the command that
// puts it back (the window cannot open the data to do it). It said the
// engine's English chain ("engine: storage: open …: database file is
// corrupt or not an InkFlow database: invalid database") and nothing of
// the backups InkFlow keeps.
func TestStartupNamesTheBackupOfADamagedDatabase(t *testing.T) {
	dir := t.TempDir()
	eng, err := engine.Open(engine.Options{DataDir: dir, Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := eng.CreateProject("书"); err != nil {
		t.Fatal(err)
	}
	backup, err := eng.Backup(3)
	if err != nil {
		t.Fatal(err)
	}
	if err := eng.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(engine.DatabaseFile(dir), []byte("not a database, but long enough to be read as one"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, openErr := engine.Open(engine.Options{DataDir: dir, Logger: testLogger(t)})
	if !errors.Is(openErr, engine.ErrCorrupt) {
		t.Fatalf("opening a damaged database: %v, want ErrCorrupt", openErr)
	}
	t.Cleanup(func() { applyLanguage(langEn) })
	for _, c := range []struct{ language, title, msg string }{
		{langZh, "InkFlow 无法打开数据",
			"InkFlow 的数据库文件已损坏，或不是 InkFlow 的数据库；其中没有做任何改动。\n最新的备份是 " + backup.Name + "：在终端运行 inkflow --data " + dir + " backup restore " + backup.Name + " 即可恢复。"},
		{langEn, "InkFlow cannot open its data",
			"InkFlow's database is damaged or is not an InkFlow database: nothing was changed in it.\nThe newest backup is " + backup.Name + ": to put it back, run inkflow --data " + dir + " backup restore " + backup.Name + " in a terminal."},
	} {
		a := test.NewApp()
		a.Preferences().SetString(prefLanguage, c.language)
		title, msg := startupText(a, DataUnreadable, dir, openErr)
		if title != c.title || msg != c.msg {
			t.Errorf("%s:\n%q\n%q\nwant\n%q\n%q", c.language, title, msg, c.title, c.msg)
		}
		a.Quit()
	}
}

// TestShellQuote: the folder in the restore command reads back as one
// argument in a shell, whatever it holds.
func TestShellQuote(t *testing.T) {
	for path, want := range map[string]string{
		"/home/a/.local/share/inkflow": "/home/a/.local/share/inkflow",
		"/home/a/My Books":             "'/home/a/My Books'",
		"/home/a/书稿":                   "'/home/a/书稿'",
		"/tmp/it's":                    `'/tmp/it'\''s'`,
	} {
		if got := shellQuote(path); got != want {
			t.Errorf("shellQuote(%q) = %s, want %s", path, got, want)
		}
	}
}
