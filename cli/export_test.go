package cli

import (
	"archive/zip"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestExportCommand(t *testing.T) {
	data := importTestBook(t)
	code, out, stderr := run(t, data, "project", "meta", "--author", "某人", "--language", "zh-CN", "--json")
	if code != 0 {
		t.Fatalf("project meta exit %d: %s", code, stderr)
	}
	var meta map[string]string
	if err := json.Unmarshal([]byte(out), &meta); err != nil || meta["author"] != "某人" || meta["language"] != "zh-CN" {
		t.Fatalf("project meta --json = %q (%v)", out, err)
	}

	dir := t.TempDir()
	for _, f := range []string{"epub", "docx", "txt", "md"} {
		path := filepath.Join(dir, "book."+f)
		code, out, stderr := run(t, data, "export", "--format", f, "--out", path)
		if code != 0 || !strings.Contains(out, "exported 2 chapters and front matter to ") {
			t.Fatalf("export %s: exit %d, %q %s", f, code, out, stderr)
		}
		if f == "epub" || f == "docx" {
			if _, err := zip.OpenReader(path); err != nil {
				t.Fatalf("%s is not a zip: %v", f, err)
			}
		}
	}
	txt, err := os.ReadFile(filepath.Join(dir, "book.txt"))
	if err != nil {
		t.Fatal(err)
	}
	// Chapters 1-2: the numbered ones, without the front matter, under
	// the book's 书名：/作者： header as the whole book's.
	const header = "书名：测试\n作者：某人\n\n"
	code, out, _ = run(t, data, "export", "--format", "txt", "--chapters", "1-2", "--out", "-")
	body, ok := strings.CutPrefix(out, header)
	if code != 0 || !ok || !strings.HasPrefix(string(txt), header) || !strings.HasSuffix(string(txt), body) || len(out) >= len(txt) || !strings.HasPrefix(body, "第一回") {
		t.Fatalf("--chapters 1-2 to stdout: exit %d, %q", code, out)
	}

	for _, args := range [][]string{
		{"export"},
		{"export", "--format", "pdf"},
		{"export", "--format", "txt", "--chapters", "3-1"},
		{"export", "--format", "epub", "--gb18030"},
		{"project"},
		{"project", "meta", "extra"},
	} {
		if code, _, stderr := run(t, data, args...); code != ExitUsage || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want a one-line usage error", args, code, stderr)
		}
	}
	if code, _, stderr := run(t, data, "project", "meta", "--cover", filepath.Join(dir, "missing.png")); code != ExitRuntime {
		t.Errorf("missing cover: exit %d, %q", code, stderr)
	}
	if code, _, stderr := run(t, data, "export", "--format", "txt", "--chapters", "9-12", "--out", "-"); code != ExitRuntime {
		t.Errorf("chapters past the end: exit %d, %q", code, stderr)
	}
}

// TestExportErrorsSayWhatWasAsked: an --out that is a folder, or in a
// folder that does not exist, is named in one line, without the temporary
// file the export is written to first (the error was "rename
// /tmp/.inkflow-export-123 /tmp/books: file exists"), and --chapters past
// the end names the position asked for.
func TestExportErrorsSayWhatWasAsked(t *testing.T) {
	data := importTestBook(t)
	dir := t.TempDir()
	for _, tc := range []struct{ out, want string }{
		{dir, dir + " is a folder"},
		{filepath.Join(dir, "missing", "book.txt"), "the folder " + filepath.Join(dir, "missing") + " does not exist"},
	} {
		code, _, stderr := run(t, data, "export", "--format", "txt", "--out", tc.out)
		if code != ExitRuntime || !strings.Contains(stderr, tc.want) || strings.Contains(stderr, ".inkflow-export-") || strings.Count(stderr, "\n") != 1 {
			t.Errorf("--out %s: exit %d, stderr %q; want 1 and one line with %q", tc.out, code, stderr, tc.want)
		}
	}
	// Nothing is written into the data folder: the export's rename would
	// replace the database with the book.
	db := filepath.Join(data, "inkflow.db")
	before, err := os.ReadFile(db)
	if err != nil {
		t.Fatal(err)
	}
	for _, out := range []string{db, filepath.Join(data, "backups", "x.txt"), filepath.Join(data, ".", "book.txt")} {
		code, _, stderr := run(t, data, "export", "--format", "txt", "--out", out)
		if code != ExitUsage || !strings.Contains(stderr, "data folder") {
			t.Errorf("--out %s: exit %d, stderr %q; want 2 and a refusal", out, code, stderr)
		}
	}
	if after, err := os.ReadFile(db); err != nil || string(after) != string(before) {
		t.Fatalf("the database changed (%v)", err)
	}
	// A number no chapter has is said as asked, with the numbers there are.
	code, _, stderr := run(t, data, "export", "--format", "txt", "--chapters", "9", "--out", "-")
	if want := "no chapter 9: the chapters are numbered 1–2"; code != ExitRuntime || !strings.Contains(stderr, want) {
		t.Errorf("--chapters 9: exit %d, stderr %q; want 1 and %q", code, stderr, want)
	}
	if left, _ := filepath.Glob(filepath.Join(filepath.Dir(dir), ".inkflow-export-*")); len(left) > 0 {
		t.Errorf("temporary files left behind: %v", left)
	}
}

// TestExportDefaultNameKeepsFile: an export without --out names its file
// after the book, which is the file the book was imported from when the
// project was named after it; a file of that name is kept, and the error
// says how to replace it. An --out naming the file replaces it as asked.
// Before, `inkflow import 书.txt && inkflow export --format txt` in the
// same folder replaced the author's manuscript with the export.
func TestExportDefaultNameKeepsFile(t *testing.T) {
	useFixtureModel(t)
	dir := t.TempDir()
	t.Chdir(dir)
	data := t.TempDir()
	manuscript := filepath.Join(dir, "书.txt")
	if err := os.WriteFile(manuscript, []byte(testBook), 0o644); err != nil {
		t.Fatal(err)
	}
	// Into 书, the manuscript's name (the book states 测试之书).
	if code, _, stderr := run(t, data, "import", "--no-wait", "--project", "书", "书.txt"); code != 0 {
		t.Fatalf("import: exit %d: %s", code, stderr)
	}
	for _, tt := range []struct {
		args       []string
		code       int
		out, err   string
		manuscript bool // 书.txt is still the manuscript after it
	}{
		{[]string{"export", "--format", "txt"}, ExitRuntime, "",
			"inkflow: export: 书.txt exists already; to replace it, say so with --out 书.txt, or give --out another file name\n", true},
		{[]string{"export", "--format", "md"}, ExitOK, "exported 2 chapters and front matter to 书.md\n", "", true},
		{[]string{"export", "--format", "md"}, ExitRuntime, "", "inkflow: export: 书.md exists already", true},
		{[]string{"export", "--format", "txt", "--out", "书.txt"}, ExitOK, "exported 2 chapters and front matter to 书.txt\n", "", false},
	} {
		code, out, stderr := run(t, data, tt.args...)
		if code != tt.code || out != tt.out || !strings.HasPrefix(stderr, tt.err) || (tt.err == "") != (stderr == "") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want %d, %q, %q", tt.args, code, out, stderr, tt.code, tt.out, tt.err)
		}
		got, err := os.ReadFile(manuscript)
		if err != nil {
			t.Fatal(err)
		}
		if (string(got) == testBook) != tt.manuscript {
			t.Errorf("%v: the manuscript kept %v, want %v", tt.args, string(got) == testBook, tt.manuscript)
		}
	}
}

// TestExportFormatOfTheFileName: --out's extension gives the format when
// --format is left out, and one that names another format is refused
// (exit 2, nothing written); before, --format was required however the
// file was named, and --format txt --out 书.docx wrote text Word will not
// open.
func TestExportFormatOfTheFileName(t *testing.T) {
	data := importTestBook(t)
	dir := t.TempDir()
	for _, tt := range []struct {
		args    []string
		code    int
		out     string // part of stdout, or of stderr when code is not 0
		zip     bool   // the file written is a zip (EPUB, DOCX)
		written bool
	}{
		{[]string{"--out", "书.epub"}, ExitOK, "exported 2 chapters and front matter to ", true, true},
		{[]string{"--out", "书.DOCX"}, ExitOK, "书.DOCX", true, true},
		{[]string{"--out", "书.markdown"}, ExitOK, "书.markdown", false, true},
		{[]string{"--format", "txt", "--out", "书.docx"}, ExitUsage, "export: --out " + filepath.Join(dir, "书.docx") + " is named as a .docx file, but --format is txt; give --format docx, or an --out name ending in .txt", false, false},
		{[]string{"--format", "epub", "--out", "书.md"}, ExitUsage, "is named as a .md file, but --format is epub", false, false},
		{[]string{"--out", "书"}, ExitUsage, "export: give --format (epub, docx, txt or md), or an --out name ending in one", false, false},
		{[]string{"--format", "txt", "--out", "书.text"}, ExitOK, "书.text", false, true},
		// -o is --out, as people type it (it was "flag provided but not
		// defined: -o").
		{[]string{"-o", "书-o.epub"}, ExitOK, "书-o.epub", true, true},
		{[]string{"--format", "md", "-o", "书-o.txt"}, ExitUsage, "is named as a .txt file, but --format is md", false, false},
	} {
		args := append([]string{"export"}, tt.args...)
		for i, a := range args {
			if i > 0 && (args[i-1] == "--out" || args[i-1] == "-o") {
				args[i] = filepath.Join(dir, a)
			}
		}
		file := args[len(args)-1]
		code, out, stderr := run(t, data, args...)
		if tt.code != ExitOK {
			out = stderr
		}
		if code != tt.code || !strings.Contains(out, tt.out) {
			t.Errorf("%v: exit %d, %q; want %d and %q", tt.args, code, out+stderr, tt.code, tt.out)
		}
		_, err := os.Stat(file)
		if written := err == nil; written != tt.written {
			t.Errorf("%v: file written %v, want %v", tt.args, written, tt.written)
		}
		if !tt.written {
			continue
		}
		r, err := zip.OpenReader(file)
		if (err == nil) != tt.zip {
			t.Errorf("%v: a zip %v, want %v", tt.args, err == nil, tt.zip)
		}
		if err == nil {
			r.Close()
		}
	}
}

// TestExportChaptersTakeTheFrontMatter: --chapters takes the numbers
// chapter list shows, the front matter's 0 among them — 0 alone, 0-N,
// 0- — as summary show 0 and every CHAPTER argument take it; it was
// refused ("want chapter numbers like 1-20, 5- or 7"). A book without
// front matter has no chapter 0, and a range down to 0 runs backwards.
func TestExportChaptersTakeTheFrontMatter(t *testing.T) {
	data := importTestBook(t) // 测试: front matter 测试之书, 第一回, 第二回
	// The project without front matter.
	if code, _, stderr := run(t, data, "import", "--no-wait", "--project", "无扉页", writeFile(t, "无扉页.txt", "第一回 出山\n\n　　下山。\n\n第二回 进城\n\n　　进城。\n")); code != 0 {
		t.Fatalf("import: %s", stderr)
	}
	code, out, stderr := run(t, data, "chapter", "list", "--project", "测试")
	if code != 0 || !strings.HasPrefix(strings.TrimLeft(out, " "), "0 ") {
		t.Fatalf("chapter list: exit %d, %q %s; want the front matter numbered 0", code, out, stderr)
	}
	tests := []struct {
		project, chapters string
		code              int
		say               string // in stdout (exported …) or stderr
		has, lacks        string // in the TXT
	}{
		{"测试", "0", ExitOK, "exported the front matter to ", "【卷首】\n测试之书", "第一回"},
		{"测试", "0-1", ExitOK, "exported 1 chapter and front matter to ", "第一回", "第二回"},
		{"测试", "0-", ExitOK, "exported 2 chapters and front matter to ", "第二回", ""},
		{"测试", "-0", ExitOK, "exported the front matter to ", "【卷首】", "第一回"},
		{"测试", "1", ExitOK, "exported 1 chapter to ", "第一回", "【卷首】"},
		{"无扉页", "0", ExitRuntime, "no chapter 0: the chapters are numbered 1–2 (see inkflow chapter list --project 无扉页)", "", ""},
		{"无扉页", "0-2", ExitRuntime, "no chapter 0: the chapters are numbered 1–2", "", ""},
		{"测试", "2-0", ExitUsage, `--chapters "2-0": the range runs backwards`, "", ""},
		{"测试", "x", ExitUsage, `--chapters "x": want chapter numbers like 1-20, 5- or 7, and 0 for the front matter`, "", ""},
	}
	dir := t.TempDir()
	for i, tt := range tests {
		path := filepath.Join(dir, fmt.Sprintf("%d.txt", i))
		code, out, stderr := run(t, data, "export", "--project", tt.project, "--chapters", tt.chapters, "--out", path)
		if code != tt.code || !strings.Contains(out+stderr, tt.say) {
			t.Errorf("%s --chapters %s: exit %d, stdout %q, stderr %q; want exit %d saying %q", tt.project, tt.chapters, code, out, stderr, tt.code, tt.say)
			continue
		}
		if tt.code != ExitOK {
			if _, err := os.Stat(path); err == nil {
				t.Errorf("%s --chapters %s: a refused export wrote %s", tt.project, tt.chapters, path)
			}
			continue
		}
		txt, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(txt), tt.has) || (tt.lacks != "" && strings.Contains(string(txt), tt.lacks)) {
			t.Errorf("%s --chapters %s wrote %q; want %q in it, not %q", tt.project, tt.chapters, txt, tt.has, tt.lacks)
		}
	}
}

// TestExportVolumes: a book imported with 卷 over 章 exports with its
// volumes in every format, as the app's export dialog writes it: the
// Markdown with # volume over ## chapter, the TXT with the volume's line
// over its chapters, the EPUB's contents nested; and import reads the
// Markdown and the TXT back into the same chapter list.
func TestExportVolumes(t *testing.T) {
	useFixtureModel(t)
	data := t.TempDir()
	book := "第一卷 潜龙\n\n第一章 风起\n\n　　风起了，山上的云走得很快。\n\n第二章 雨落\n\n　　雨落了下来。\n\n" +
		"第二卷 在渊\n\n第三章 夜行\n\n　　夜里他走了很远的路。\n\n第四章 归来\n\n　　春天他回来了。\n"
	if code, _, stderr := run(t, data, "import", "--no-wait", "--project", "潜龙", writeFile(t, "qianlong.txt", book)); code != 0 {
		t.Fatalf("import: exit %d: %s", code, stderr)
	}
	titles := func(data, project string) string {
		t.Helper()
		code, out, stderr := run(t, data, "chapter", "list", "--project", project, "--json")
		if code != 0 {
			t.Fatalf("chapter list: exit %d: %s", code, stderr)
		}
		var chs []struct{ Title string }
		if err := json.Unmarshal([]byte(out), &chs); err != nil {
			t.Fatal(err)
		}
		var ts []string
		for _, c := range chs {
			ts = append(ts, c.Title)
		}
		return strings.Join(ts, "|")
	}
	want := "第一卷 潜龙 · 第一章 风起|第一卷 潜龙 · 第二章 雨落|第二卷 在渊 · 第三章 夜行|第二卷 在渊 · 第四章 归来"
	if got := titles(data, "潜龙"); got != want {
		t.Fatalf("imported chapters %q, want %q", got, want)
	}
	dir := t.TempDir()
	for f, wantIn := range map[string]string{
		"md":   "# 第一卷 潜龙\n\n## 第一章 风起\n",
		"txt":  "第二卷 在渊\n\n\n第三章 夜行\n",
		"epub": "",
	} {
		path := filepath.Join(dir, "qianlong."+f)
		if code, _, stderr := run(t, data, "export", "--project", "潜龙", "--out", path); code != 0 {
			t.Fatalf("export %s: exit %d: %s", f, code, stderr)
		}
		out, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if f == "epub" {
			zr, err := zip.OpenReader(path)
			if err != nil {
				t.Fatal(err)
			}
			nav, err := zr.Open("OEBPS/nav.xhtml")
			if err != nil {
				t.Fatal(err)
			}
			b, _ := io.ReadAll(nav)
			zr.Close()
			if !strings.Contains(string(b), ">第一卷 潜龙</a>\n") || !strings.Contains(string(b), "<ol>\n          <li><a href=\"chapter0001.xhtml\">第一章 风起</a></li>") {
				t.Errorf("the EPUB's contents do not nest the chapters under their volume:\n%s", b)
			}
			continue
		}
		if !strings.Contains(string(out), wantIn) {
			t.Errorf("%s export lacks %q:\n%s", f, wantIn, out)
		}
		back := t.TempDir()
		if code, _, stderr := run(t, back, "import", "--no-wait", "--project", "back", path); code != 0 {
			t.Fatalf("import %s: exit %d: %s", f, code, stderr)
		}
		if got := titles(back, "back"); got != want {
			t.Errorf("%s re-imported as %q, want %q", f, got, want)
		}
	}
}

// TestExportOfABookWithNoChaptersSaysSo: `inkflow export` of a project
// whose chapters were all deleted says there is nothing to export, in
// the user's language, and writes no file. The line ended in the
// engine's English ("导出 x.txt 失败：engine: export project 1: the
// project has no chapters: invalid argument").
func TestExportOfABookWithNoChaptersSaysSo(t *testing.T) {
	data := t.TempDir()
	if code, _, stderr := run(t, data, "project", "create", "空书"); code != 0 {
		t.Fatalf("project create: %d %s", code, stderr)
	}
	out := filepath.Join(t.TempDir(), "空书.txt")
	inBothLanguages(t, []string{"txt"}, func(string) (string, string) {
		return "export " + out + ": the project has no chapters, so there is nothing to export",
			"导出 " + out + " 失败：作品没有章节，没有可导出的内容"
	}, func(format, want string, zh bool) {
		code, _, stderr := run(t, data, "export", "--format", format, "--out", out)
		if code == 0 || !strings.Contains(stderr, want) {
			t.Errorf("zh=%v: exit %d, stderr %q; want it to say %q", zh, code, stderr, want)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("zh=%v: a file was written", zh)
		}
	})
}

// TestExportSaysWhatTheFileHolds: front matter that held only the book's
// title and author (a title over its byline, which import keeps as
// chapter 0) is the file's title page and has no page of its own; the
// message said "2 chapters and front matter" all the same. It says the
// title page now, and front matter with more in it is still said so.
func TestExportSaysWhatTheFileHolds(t *testing.T) {
	chapters := "Chapter 1\n\nThe road ran north through the hills, and they walked it all day.\n\n" +
		"Chapter 2\n\nBy nightfall the town was in sight, its lamps lit one by one.\n"
	tests := []struct {
		name, file, project string
		say                 string
	}{
		{"title page alone", "The Long Walk\n\nby Jane Roe\n\n" + chapters, "The Long Walk",
			"exported 2 chapters and the title page (the front matter held only the book's title and author, which the title page gives) to "},
		{"title page and a dedication", "The Long Walk\n\nby Jane Roe\n\nFor my mother, who walked it first.\n\n" + chapters, "The Long Walk",
			"exported 2 chapters and front matter to "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := t.TempDir()
			if code, _, stderr := run(t, data, "import", "--no-wait", writeFile(t, "walk.txt", tt.file)); code != 0 {
				t.Fatalf("import: %s", stderr)
			}
			for _, f := range []string{"epub", "docx", "txt", "md"} {
				code, out, stderr := run(t, data, "export", "--project", tt.project, "--format", f, "--out", filepath.Join(t.TempDir(), "walk."+f))
				if code != 0 || !strings.HasPrefix(out, tt.say) {
					t.Errorf("export %s: exit %d, stdout %q, stderr %q; want %q", f, code, out, stderr, tt.say)
				}
			}
		})
	}
}
