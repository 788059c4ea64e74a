package app

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
	"inkflow/engine/importer"
	"inkflow/engine/models"
)

// TestErrorTextSaysRefusedValues: the engine's refusals of a value typed
// into a dialog are worded for the author, not as the engine's
// "engine: deadline …: invalid argument".
func TestErrorTextSaysRefusedValues(t *testing.T) {
	eng, p := engineWithProject(t)
	for _, c := range []struct {
		name string
		err  error
		want string
	}{
		{"deadline", eng.SetGoals(p.ID, engine.Goals{Deadline: "2026-13-01"}), "The deadline “2026-13-01” is not a date: write it as YYYY-MM-DD."},
		{"goal", eng.SetGoals(p.ID, engine.Goals{Target: 200_000_000}), "A target is a whole number up to 100,000,000, not “200000000”."},
		{"language", eng.SetProjectMeta(p.ID, engine.ProjectMeta{Language: "xx_yy!"}), "“xx_yy!” is not a language tag such as zh-CN or en."},
		{"cover", eng.SetProjectMeta(p.ID, engine.ProjectMeta{CoverPath: "notes.txt"}), "The cover “notes.txt” is not a .jpg, .png, .gif or .webp image."},
	} {
		if c.err == nil {
			t.Fatalf("%s: the engine took it", c.name)
		}
		if got := errorText(c.err); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

// TestChapterRangeText: the export dialog refuses numbers the book does
// not have, naming those it has, and a range that runs backwards, in the
// interface language (engine.ChapterSpan decides, errorText words it).
func TestChapterRangeText(t *testing.T) {
	book := []engine.ChapterInfo{{Index: 0}, {Index: 27}, {Index: 28}, {Index: 29}}
	for _, c := range []struct {
		chs      []engine.ChapterInfo
		from, to int
		want     string // "" for a range that is fine
	}{
		{nil, 0, 0, ""}, // an empty book: the engine says it has no chapters
		{book, 0, 0, ""},
		{book, 27, 29, ""},
		{book, 28, 0, ""},
		{book, 3, 4, "There is no chapter 3: the chapters are numbered 27–29."},
		{book, 27, 30, "There is no chapter 30: the chapters are numbered 27–29."},
		{book, 29, 28, "The chapters run backwards: 29 comes after 28."},
		{book[:2], 1, 0, "There is no chapter 1: the chapters are numbered 27."},
		{book[:1], 1, 0, "There is no chapter 1: this book has no numbered chapters."},
		// 0 is the front matter (engine.FrontMatter), which a book may lack.
		{book, engine.FrontMatter, engine.FrontMatter, ""},
		{book[1:], engine.FrontMatter, 0, "There is no chapter 0: the chapters are numbered 27–29."},
		{book, 28, engine.FrontMatter, "The chapters run backwards: 28 comes after 0."},
	} {
		_, _, err := engine.ChapterSpan(engine.ChapterNumbers(c.chs), c.from, c.to)
		got := ""
		if err != nil {
			got = errorText(err)
		}
		if got != c.want {
			t.Errorf("%d-%d of %d chapters: %q, want %q", c.from, c.to, len(c.chs), got, c.want)
		}
	}
}

// TestErrorTextSaysSystemErrorsInChinese: a file the system refuses and a
// regular expression that does not compile read in Chinese in a Chinese
// window (engine.ErrorText words them), with the path and the pattern as
// the author gave them, and in English as a sentence of English: a file
// read "open /…/书.txt: no such file or directory", Go's words, before.
func TestErrorTextSaysSystemErrorsInChinese(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "书.txt")
	_, open := os.Open(missing)
	full := fmt.Errorf("engine: export epub: %w", &fs.PathError{Op: "write", Path: "/书/a.epub", Err: syscall.ENOSPC})
	denied := &fs.PathError{Op: "open", Path: "/书/封面.png", Err: syscall.EACCES}
	eng, p := engineWithProject(t)
	_, bad := eng.Find(p.ID, "(", engine.FindOptions{Regex: true})
	for _, c := range []struct {
		name   string
		text   func(error) string
		err    error
		en, zh string
	}{
		{"not there", errorText, open, "Cannot open “" + missing + "”: the file does not exist.", "打不开“" + missing + "”：文件不存在。"},
		{"disk full", errorText, full, "Cannot write “/书/a.epub”: the disk is full.", "无法写入“/书/a.epub”：磁盘已满。"},
		{"no permission", firstLine, denied, "Cannot open “/书/封面.png”: you do not have permission.", "打不开“/书/封面.png”：没有权限。"},
		{"bad pattern", patternProblem, bad, "Not a valid regular expression: missing closing )", "正则表达式有误：缺少右括号 )"},
	} {
		if c.err == nil {
			t.Fatalf("%s: no error", c.name)
		}
		if got := c.text(c.err); got != c.en {
			t.Errorf("%s in English: %q, want %q", c.name, got, c.en)
		}
		applyLanguage(langZh)
		got := c.text(c.err)
		applyLanguage(langEn)
		if !strings.Contains(got, c.zh) || asciiWord.MatchString(regexp.MustCompile(`/[^\s：]*`).ReplaceAllString(got, "")) {
			t.Errorf("%s in Chinese: %q, want it to hold %q and no English word", c.name, got, c.zh)
		}
	}
}

// engineWithProject opens an engine on a new data folder with one
// project, 书, closed when the test ends.
func engineWithProject(t *testing.T) (*engine.Engine, engine.Project) {
	t.Helper()
	eng, err := engine.Open(engine.Options{DataDir: t.TempDir(), Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { eng.Close() })
	p, err := eng.CreateProject("书")
	if err != nil {
		t.Fatal(err)
	}
	return eng, p
}

// TestErrorTextSaysAssistantAndModelInChinese: what the assistant panel
// says when the server refuses (a real local server answering 401 with a
// JSON error) and what the settings say when the model folder is
// damaged read in Chinese in a Chinese window, naming the server and the
// file, and in plain English too (the assistant's read "assistant: URL:
// assistant server error: HTTP 401: …").
func TestErrorTextSaysAssistantAndModelInChinese(t *testing.T) {
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusUnauthorized)
		w.Write([]byte(`{"error":{"message":"Incorrect API key provided"}}`))
	}))
	defer server.Close()
	eng, p := engineWithProject(t)
	if err := eng.UpdateSettings(func(s *engine.Settings) {
		s.Assistant.Model, s.Assistant.BaseURL = "qwen3", server.URL+"/v1"
	}); err != nil {
		t.Fatal(err)
	}
	_, askErr := eng.Ask(context.Background(), engine.AskRequest{Project: p.ID, Question: "书生去了哪里"}, nil)
	dir := filepath.Join(t.TempDir(), "模型")
	if err := os.CopyFS(dir, os.DirFS(filepath.Join("..", "model", "testdata", "tiny-static"))); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(filepath.Join(dir, "model.onnx"), 100); err != nil {
		t.Fatal(err)
	}
	_, loadErr := models.Load(dir, models.Options{})
	panel := &assistantPanel{u: &UI{eng: eng, log: slog.New(slog.DiscardHandler)}}
	for _, c := range []struct {
		name string
		text func() string
		err  error
		zh   string
		// en is what the English holds: the engine's error, but for the
		// assistant's, said as plainly as in Chinese.
		en string
	}{
		{"assistant refused", func() string { return panel.errorNotice(askErr) }, askErr, "助手服务器 " + server.URL + "/v1 拒绝了请求（HTTP 401）",
			"The assistant server " + server.URL + "/v1 refused the request (HTTP 401): check that the API key is right"},
		{"model damaged", func() string { return modelDescription(nil, loadErr) }, loadErr, "模型文件 " + dir + "/model.onnx 已损坏或被替换", loadErr.Error()},
	} {
		if c.err == nil {
			t.Fatalf("%s: no error", c.name)
		}
		if got := c.text(); !strings.Contains(got, c.en) || strings.HasPrefix(got, "assistant:") {
			t.Errorf("%s in English: %q, want it to hold %q", c.name, got, c.en)
		}
		applyLanguage(langZh)
		got := c.text()
		applyLanguage(langEn)
		rest, _, _ := strings.Cut(got, "服务器说：") // the server's own words
		rest = strings.NewReplacer("HTTP", "", "API", "", "sha256", "", "manifest.json", "", "model.onnx", "").Replace(rest)
		if !strings.Contains(got, c.zh) || asciiWord.MatchString(regexp.MustCompile(`(?:https?:/)?/[^\s：（）]*`).ReplaceAllString(rest, "")) {
			t.Errorf("%s in Chinese: %q, want it to hold %q and no English word", c.name, got, c.zh)
		}
	}
}

// TestErrorTextSaysRefusalsInChinese: the engine's refusals an author
// meets in the window read in the interface language: a project name
// taken, a file with no text to import, a chapter or entry deleted
// meanwhile. A Chinese window showed the engine's English
// ("storage: project \"书\": already exists", "空.txt has no text:
// invalid argument", "not found").
func TestErrorTextSaysRefusalsInChinese(t *testing.T) {
	eng, _ := engineWithProject(t)
	_, taken := eng.CreateProject("书")
	_, _, empty := engine.ParseBookPage("空.txt", []byte(" \n　\n"), importer.Options{})
	_, gone := eng.Chapter(999_999)
	if !errors.Is(gone, engine.ErrNotFound) {
		t.Fatalf("a chapter not there: %v, want ErrNotFound", gone)
	}
	for _, c := range []struct {
		name   string
		err    error
		en, zh string
	}{
		{"name taken", taken, "Another project has that name already: choose another.", "已有同名的作品，请换一个名字。"},
		{"no text", empty, "“空.txt” has no text to import: it is empty or only blank lines.", "“空.txt”里没有可导入的文字：文件是空的，或只有空行。"},
		{"deleted meanwhile", gone, "It is no longer there: it was deleted meanwhile.", "已经不在了：刚才已被删除。"},
	} {
		if c.err == nil {
			t.Fatalf("%s: no error", c.name)
		}
		if got := errorText(c.err); got != c.en {
			t.Errorf("%s in English: %q, want %q", c.name, got, c.en)
		}
		applyLanguage(langZh)
		got := errorText(c.err)
		applyLanguage(langEn)
		if got != c.zh || asciiWord.MatchString(strings.ReplaceAll(got, "空.txt", "")) {
			t.Errorf("%s in Chinese: %q, want %q", c.name, got, c.zh)
		}
	}
}

// TestRenamingAProjectRefusesABlankName: the Rename dialog of a project
// refuses a blank name in its box, as New project does, instead of
// passing it to the engine, whose refusal read "storage: project name is
// empty: invalid argument" in a Chinese window too. A chapter may still
// be untitled.
func TestRenamingAProjectRefusesABlankName(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, language: langZh})
	p, c := h.addChapter("海上书", "第一章", "　　船开了。")
	s := h.u.sidebar
	h.waitFor("the project in the tree", func() bool { _, ok := h.u.state.project(p.ID); return ok })
	// The first click opens the book at a chapter; the second selects it.
	s.tree.Select(projectUID(p.ID))
	h.waitFor("the book open", func() bool { return h.u.editor.chapterID != 0 })
	s.tree.Select(projectUID(p.ID))
	h.waitFor("the project selected", func() bool { return s.selected == projectUID(p.ID) })
	s.renameSelected()
	name, ok := h.u.Window().Canvas().Focused().(*keyEntry)
	if !ok {
		t.Fatal("the Rename dialog does not put the cursor in the name")
	}
	if name.Validator == nil || name.Validator("  ") == nil {
		t.Fatal("the project's Rename dialog takes a blank name")
	}
	if got := name.Validator("  ").Error(); got != "作品需要名称" {
		t.Errorf("a blank name is refused with %q, want 作品需要名称", got)
	}
	h.tapDialogButton(lang.L("Cancel"))
	h.openInTree(p.ID, c.ID)
	s.renameSelected()
	if title := h.u.Window().Canvas().Focused().(*keyEntry); title.Validator != nil && title.Validator("") != nil {
		t.Error("a chapter's Rename dialog refuses an empty title")
	}
	h.tapDialogButton(lang.L("Cancel"))
}

// TestErrorTextSaysDataAndExportRefusalsInChinese: the engine's refusals
// that still reached a Chinese window in English read in the interface
// language: an export of a book whose chapters were all deleted (导出：
// "engine: export project 2: the project has no chapters: invalid
// argument", seen in the real window), a damaged database ("engine:
// storage: open …: database file is corrupt or not an InkFlow database:
// …", at start or when a save finds it damaged), and a data folder that
// cannot be written (said only as 没有权限, not what to do).
func TestErrorTextSaysDataAndExportRefusalsInChinese(t *testing.T) {
	eng, p := engineWithProject(t) // a book with no chapter
	_, noChapters := eng.ExportProject(p.ID, engine.ExportOptions{Format: "epub"}, io.Discard)
	damaged := t.TempDir()
	if err := os.WriteFile(engine.DatabaseFile(damaged), []byte("not a database, but long enough to be read as one"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, corrupt := engine.Open(engine.Options{DataDir: damaged, Logger: testLogger(t)})
	if !errors.Is(corrupt, engine.ErrCorrupt) {
		t.Fatalf("opening a damaged database: %v, want ErrCorrupt", corrupt)
	}
	// As engine.checkWritable says a folder it may not write in (the tests
	// run as root, who may write anywhere).
	readOnly := fmt.Errorf("engine: %s: %w (%w); InkFlow keeps its database and search indexes there: make it writable or choose another folder with --data", "/书稿", engine.ErrReadOnly, syscall.EACCES)
	for _, c := range []struct {
		name   string
		err    error
		en, zh string
	}{
		{"no chapters to export", noChapters, "This book has no chapters: there is nothing to export.", "这部作品没有章节，没有可导出的内容。"},
		{"damaged database", corrupt, "InkFlow's database is damaged or is not an InkFlow database: nothing was changed in it.", "InkFlow 的数据库文件已损坏，或不是 InkFlow 的数据库；其中没有做任何改动。"},
		{"read-only data folder", readOnly,
			"InkFlow cannot write to its data folder (permission denied): its database and search indexes are kept there. Make the folder writable, or start InkFlow with another one (--data).",
			"InkFlow 无法写入数据文件夹（没有权限）：数据库和搜索索引都保存在这里。请让这个文件夹可以写入，或用 --data 另选一个文件夹启动 InkFlow。"},
	} {
		if c.err == nil {
			t.Fatalf("%s: no error", c.name)
		}
		if got := errorText(c.err); got != c.en {
			t.Errorf("%s in English: %q, want %q", c.name, got, c.en)
		}
		applyLanguage(langZh)
		got := errorText(c.err)
		applyLanguage(langEn)
		if got != c.zh {
			t.Errorf("%s in Chinese: %q, want %q", c.name, got, c.zh)
		}
		// The names InkFlow and --data are the only Latin letters.
		if rest := strings.NewReplacer("InkFlow", "", "--data", "").Replace(got); asciiWord.MatchString(rest) {
			t.Errorf("%s in Chinese has English words: %q", c.name, got)
		}
	}
}
