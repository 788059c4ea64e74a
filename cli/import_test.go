package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/unicode"

	"inkflow/engine/importer/importertest"
)

func writeBytes(t *testing.T, name string, data []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestImportDryRun checks the preview: chapters and 字数 (words for an
// English book), in text and JSON, and nothing written to the data folder.
func TestImportDryRun(t *testing.T) {
	data := t.TempDir()
	book := writeFile(t, "book.txt", testBook)
	code, out, stderr := run(t, data, "import", "--dry-run", book)
	if code != 0 {
		t.Fatalf("dry run exit %d: %s", code, stderr)
	}
	for _, want := range []string{"2 chapters and front matter", "第一回 山中访友", "第二回 夜雨论剑", "字"} {
		if !strings.Contains(out, want) {
			t.Errorf("dry run output lacks %q:\n%s", want, out)
		}
	}
	// An English book counts in words, not 字.
	english := writeFile(t, "english.txt", "Chapter 1\n\nIt was a dark and stormy night; the rain fell in torrents.\n\nChapter 2\n\nExcept at occasional intervals.\n")
	code, out, stderr = run(t, data, "import", "--dry-run", english)
	if code != 0 || !strings.Contains(out, "2 chapters, 16 words") || strings.Contains(out, "字") {
		t.Errorf("English dry run (exit %d) does not count words:\n%s%s", code, out, stderr)
	}
	code, out, stderr = run(t, data, "import", "--dry-run", "--json", "--chapter-regex", "^第二回", book)
	if code != 0 {
		t.Fatalf("dry run --json exit %d: %s", code, stderr)
	}
	var got struct {
		Files []struct {
			File     string `json:"file"`
			Project  string `json:"project"`
			Chapters []struct {
				Index int    `json:"index"`
				Title string `json:"title"`
				Zi    int    `json:"zi"`
				Chars int    `json:"chars"`
				Words int    `json:"words"`
			} `json:"chapters"`
		} `json:"files"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if len(got.Files) != 1 || got.Files[0].File != book || got.Files[0].Project != "book" {
		t.Fatalf("files %+v", got.Files)
	}
	chs := got.Files[0].Chapters
	if len(chs) != 2 || chs[0].Index != 0 || chs[1].Title != "第二回 夜雨论剑" || chs[1].Zi == 0 || chs[1].Chars <= chs[1].Zi || chs[1].Words != chs[1].Zi {
		t.Errorf("chapters with the custom pattern: %+v", chs)
	}
	if entries, _ := os.ReadDir(data); len(entries) != 0 {
		t.Errorf("a dry run wrote %d entries into the data folder", len(entries))
	}
	if code, _, stderr := run(t, data, "import", "--json", book); code != ExitUsage || !strings.Contains(stderr, "--dry-run") {
		t.Errorf("--json without --dry-run: exit %d %q", code, stderr)
	}
}

// TestImportEncodings: other encodings are named and refused without
// --encoding, converted with it, and bad bytes are reported, never
// replaced.
func TestImportEncodings(t *testing.T) {
	useFixtureModel(t)
	gb, err := simplifiedchinese.GB18030.NewEncoder().String(testBook)
	if err != nil {
		t.Fatal(err)
	}
	u16, err := unicode.UTF16(unicode.LittleEndian, unicode.UseBOM).NewEncoder().String(testBook)
	if err != nil {
		t.Fatal(err)
	}
	// Without its byte-order mark, UTF-16 is a guess: the author is asked.
	u16NoMark, err := unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM).NewEncoder().String(testBook)
	if err != nil {
		t.Fatal(err)
	}
	english := strings.Repeat("It was a dark and stormy night; the rain fell in torrents. ", 30)
	mostlyEnglish, err := simplifiedchinese.GB18030.NewEncoder().String(english + "“好。”" + english)
	if err != nil {
		t.Fatal(err)
	}
	gbFile := writeBytes(t, "gb.txt", []byte(gb))
	damaged := []byte(testBook)
	damaged[20] = 0xFF

	data := t.TempDir()
	refusals := []struct {
		path, want string
	}{
		{gbFile, "gb.txt looks like GB18030; re-run with --encoding gb18030 to convert it"},
		{writeBytes(t, "en-gb.txt", []byte(mostlyEnglish)), "en-gb.txt looks like GB18030; re-run with --encoding gb18030"},
		{writeBytes(t, "u16.txt", []byte(u16NoMark)), "u16.txt looks like UTF-16; re-run with --encoding utf-16"},
		{writeBytes(t, "bad.txt", damaged), "bad.txt is not valid UTF-8 at byte 20"},
	}
	for _, tt := range refusals {
		code, _, stderr := run(t, data, "import", "--no-wait", tt.path)
		if code != ExitRuntime || !strings.Contains(stderr, tt.want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("import %s: exit %d stderr %q, want 1 and one line with %q", filepath.Base(tt.path), code, stderr, tt.want)
		}
	}
	if code, _, stderr := run(t, data, "import", "--encoding", "latin1", gbFile); code != ExitUsage {
		t.Errorf("--encoding latin1: exit %d %q, want usage", code, stderr)
	}

	// Converted, the GB18030 and UTF-16 files preview exactly as the
	// UTF-8 original.
	chapters := func(args ...string) string {
		t.Helper()
		code, out, stderr := run(t, data, append([]string{"import", "--dry-run", "--json"}, args...)...)
		var got struct {
			Files []struct {
				Chapters json.RawMessage `json:"chapters"`
			} `json:"files"`
		}
		if err := json.Unmarshal([]byte(out), &got); code != 0 || err != nil || len(got.Files) != 1 {
			t.Fatalf("dry run %v: exit %d %v %s", args, code, err, stderr)
		}
		return string(got.Files[0].Chapters)
	}
	want := chapters(writeFile(t, "book.txt", testBook))
	for _, args := range [][]string{{"--encoding", "gb18030", gbFile}, {"--encoding", "auto", gbFile}, {"--encoding", "utf-16", writeBytes(t, "u16.txt", []byte(u16))}} {
		if got := chapters(args...); got != want {
			t.Errorf("%v: chapters differ from the UTF-8 ones:\n%s\n%s", args, got, want)
		}
	}
	// With its byte-order mark, UTF-16 is no guess: read without
	// --encoding, as the UTF-8 original, and said.
	u16File := writeBytes(t, "u16bom.txt", []byte(u16))
	if got := chapters(u16File); got != want {
		t.Errorf("UTF-16 with its mark: chapters differ from the UTF-8 ones:\n%s\n%s", got, want)
	}
	readAs := u16File + " was read as UTF-16LE, as its byte-order mark says, and converted to UTF-8"
	if code, out, stderr := run(t, data, "import", "--dry-run", u16File); code != 0 || !strings.Contains(out, readAs) {
		t.Errorf("dry run of UTF-16 with its mark: exit %d %q %s, want it to say %q", code, out, stderr, readAs)
	}
	if code, out, stderr := run(t, data, "import", "--no-wait", "--project", "十六", u16File); code != 0 || !strings.Contains(out, readAs) || !strings.Contains(out, "2 chapters and front matter") {
		t.Errorf("import of UTF-16 with its mark: exit %d %q %s", code, out, stderr)
	}
	if code, out, _ := run(t, data, "import", "--dry-run", writeFile(t, "plain.txt", testBook)); code != 0 || strings.Contains(out, "was read as") {
		t.Errorf("dry run of UTF-8: exit %d %q, want no word of the encoding", code, out)
	}
	code, out, stderr := run(t, data, "import", "--encoding", "gb18030", "--project", "书", gbFile)
	if code != 0 || !strings.Contains(out, "2 chapters and front matter") {
		t.Fatalf("import --encoding gb18030: exit %d %s %s", code, out, stderr)
	}
	if code, out, _ = run(t, data, "search", "--project", "书", "--mode", "keyword", "院子里的竹子"); code != 0 || !strings.Contains(out, "第二回") || strings.ContainsRune(out, '\uFFFD') {
		t.Errorf("search in the converted book: exit %d %s", code, out)
	}
}

// TestChapterSplitMerge mends an import from the command line: split a
// chapter where a heading was missed, then merge it back.
func TestChapterSplitMerge(t *testing.T) {
	data := importTestBook(t)
	chapters := func() int {
		t.Helper()
		code, out, stderr := run(t, data, "stats", "--json")
		var st struct {
			Chapters int `json:"chapters"`
		}
		if err := json.Unmarshal([]byte(out), &st); code != 0 || err != nil {
			t.Fatalf("stats: exit %d %v %s", code, err, stderr)
		}
		return st.Chapters
	}
	if got := chapters(); got != 3 {
		t.Fatalf("%d chapters after import", got)
	}
	code, out, stderr := run(t, data, "chapter", "split", "--at", "　　走到半山腰", "1", "半山")
	if code != 0 || !strings.Contains(out, "is now chapter 2 \"半山\"") {
		t.Fatalf("split: exit %d %q %q", code, out, stderr)
	}
	if got := chapters(); got != 4 {
		t.Fatalf("%d chapters after split", got)
	}
	if code, out, _ = run(t, data, "search", "--mode", "keyword", "--json", "砍柴的声音"); code != 0 || !strings.Contains(out, `"chapter": "半山"`) {
		t.Errorf("the split-off paragraph is not found in the new chapter: %s", out)
	}
	if code, out, stderr = run(t, data, "chapter", "merge", "1"); code != 0 || !strings.Contains(out, "merged") {
		t.Fatalf("merge: exit %d %q %q", code, out, stderr)
	}
	if got := chapters(); got != 3 {
		t.Fatalf("%d chapters after merge", got)
	}
	for _, bad := range [][]string{
		{"chapter", "split", "1", "x"},
		{"chapter", "split", "--at", "x", "--offset", "3", "1", "x"},
		{"chapter", "frobnicate"},
	} {
		if code, _, _ := run(t, data, bad...); code != ExitUsage {
			t.Errorf("%v: exit %d, want usage", bad, code)
		}
	}
	if code, _, stderr := run(t, data, "chapter", "merge", "2"); code != ExitRuntime || !strings.Contains(stderr, "last one") {
		t.Errorf("merge of the last chapter: exit %d %q", code, stderr)
	}
}

// TestImportAgain: a file imported into a project that has some of its
// chapters already. The dry run marks the chapters the import would leave
// out; the import says how many it left out, tells of a chapter added
// beside one of the same title (revised since), and prints no "indexed 0
// characters" when it added nothing.
func TestImportAgain(t *testing.T) {
	data := importTestBook(t) // project 测试
	revised := strings.Replace(testBook, "两个人坐在屋里喝酒", "两个人坐在廊下喝茶", 1) + "\n第三回 下山\n\n　　第二天一早，书生告别朋友，独自下山。\n"
	same, changed := writeFile(t, "same.txt", testBook), writeFile(t, "revised.txt", revised)
	for _, c := range []struct {
		args      []string
		want      []string
		notWanted []string
	}{
		{args: []string{"import", "--dry-run", "--project", "测试", changed},
			want:      []string{"第一回 山中访友  (in the project already)", "2 chapters are in the project already"},
			notWanted: []string{"夜雨论剑  (in", "下山  (in"}},
		{args: []string{"import", "--dry-run", "--project", "别的书", changed}, notWanted: []string{"in the project already"}},
		{args: []string{"import", "--dry-run", "--json", "--project", "测试", same},
			want: []string{`"in_project": true`}, notWanted: []string{`"in_project": false`}},
		{args: []string{"import", "--project", "测试", same},
			want: []string{"0 chapters", "3 chapters were in the project already"}, notWanted: []string{"indexed"}},
		{args: []string{"import", "--project", "测试", changed},
			want: []string{"2 chapters, ", "2 chapters were in the project already",
				`1 added chapter has the title of a chapter the project had, with other text (such as "第二回 夜雨论剑"): both are kept`}},
	} {
		code, out, stderr := run(t, data, c.args...)
		if code != 0 || stderr != "" {
			t.Errorf("%v: exit %d, stderr %q", c.args, code, stderr)
		}
		for _, w := range c.want {
			if !strings.Contains(out, w) {
				t.Errorf("%v: stdout lacks %q:\n%s", c.args, w, out)
			}
		}
		for _, w := range c.notWanted {
			if strings.Contains(out, w) {
				t.Errorf("%v: stdout has %q:\n%s", c.args, w, out)
			}
		}
	}
}

// TestImportWordAndEPUB imports the DOCX and EPUB that `inkflow export`
// wrote of an imported book: the dry run lists its chapters under their
// titles. The EPUB marks the book's own front matter, which comes back
// as chapter 0 under the title page (the project's name, 测试); the Word
// document cannot, so there the title page is chapter 0 and the front
// matter, which the export gave a heading like any chapter, chapter 1.
// The EPUB's chapters are the project's own, and the dry run says so.
func TestImportWordAndEPUB(t *testing.T) {
	useFixtureModel(t)
	data := t.TempDir()
	if code, _, stderr := run(t, data, "import", "--project", "测试", writeFile(t, "book.txt", testBook)); code != 0 {
		t.Fatalf("import exit %d: %s", code, stderr)
	}
	for format, wanted := range map[string][]string{
		// The title page (测试) is no chapter: it came back as a chapter 0
		// of 2 字 the project did not have. The front matter (测试之书) is
		// chapter 0 again, marked by its heading's style: it came back
		// from Word as chapter 1.
		"docx": {"2 chapters and front matter", "0         4 字  测试之书  (in the project already)\n", "1        73 字  第一回 山中访友  (in the project already)", "2        67 字  第二回 夜雨论剑  (in the project already)"},
		"epub": {"2 chapters and front matter", "0         4 字  测试之书  (in the project already)\n", "1        73 字  第一回 山中访友  (in the project already)", "2        67 字  第二回 夜雨论剑  (in the project already)"},
	} {
		t.Run(format, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "测试."+format)
			if code, _, stderr := run(t, data, "export", "--project", "测试", "--format", format, "--out", file); code != 0 {
				t.Fatalf("export exit %d: %s", code, stderr)
			}
			code, out, stderr := run(t, data, "import", "--dry-run", file)
			if code != 0 {
				t.Fatalf("dry run exit %d: %s", code, stderr)
			}
			for _, want := range wanted {
				if !strings.Contains(out, want) {
					t.Errorf("dry run of the %s lacks %q:\n%s", format, want, out)
				}
			}
		})
	}
}

// titledDocx is a Word document whose Title paragraph names the book
// (Salt and Iron) over two Heading 1 chapters, as Word writes one.
func titledDocx(t *testing.T) []byte {
	t.Helper()
	para := func(style, text string) string {
		return `<w:p><w:pPr><w:pStyle w:val="` + style + `"/></w:pPr><w:r><w:t xml:space="preserve">` + text + `</w:t></w:r></w:p>`
	}
	files := map[string]string{
		"[Content_Types].xml": `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`,
		"_rels/.rels":         `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>`,
		"word/styles.xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/></w:style>
</w:styles>`,
		"word/document.xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>` +
			para("Title", "Salt and Iron") +
			para("Heading1", "Chapter 1") + para("Normal", "The salt road ran west from the sea.") +
			para("Heading1", "Chapter 2") + para("Normal", "Iron came down from the hills in winter.") +
			`<w:sectPr/></w:body></w:document>`,
	}
	return importertest.Zip(files)
}

// TestImportNamesProjectAfterBook: without --project each file goes into
// a project named as the app's import names it (engine.BookTitle): after
// the title the file states — a Word document's Title paragraph, a TXT's
// title page or 书名： header — else after the file's name; --project
// wins. A project an earlier import named after the file keeps getting
// the file's chapters when none has the title. The command line named
// every project after its file (salt for salt.docx of Salt and Iron).
func TestImportNamesProjectAfterBook(t *testing.T) {
	data := t.TempDir()
	titled := writeFile(t, "dangkouzhi.txt", "荡寇志\n俞万春\n\n第一回 猛都监兴师剿寇\n\n　　话说梁山泊上天罡星玉麒麟卢俊义。\n\n第二回 宋天子训武观兵\n\n　　却说宋天子训武观兵。\n")
	header := writeFile(t, "jianlai.txt", "书名：剑来江湖\n作者：白衣客\n内容简介：少年下山，一剑入江湖。\n\n第一章 出山\n\n　　山下的镇子一早就热闹起来。\n\n第二章 入城\n\n　　城门口排着长队。\n")
	untitled := writeFile(t, "draft.txt", "第一章 风起\n\n　　天色将晚，城门外的风越刮越大。\n\n第二章 云涌\n\n　　雨下了一夜，第二天早上才停。\n")
	docx := writeBytes(t, "salt.docx", titledDocx(t))
	// A serial's download imported before titles were read: its
	// project has the file's name, and the longer download goes on there.
	serial := writeFile(t, "serial.txt", "书名：夜行记\n\n第一章 夜路\n\n　　夜里的路不好走。\n")
	serialLonger := writeFile(t, "serial.txt", "书名：夜行记\n\n第一章 夜路\n\n　　夜里的路不好走。\n\n第二章 天明\n\n　　天终于亮了。\n")
	tests := []struct {
		args    []string
		project string
	}{
		{[]string{"--dry-run", docx}, "Salt and Iron"},
		{[]string{"--no-wait", docx}, "Salt and Iron"},
		{[]string{"--dry-run", titled}, "荡寇志"},
		{[]string{"--no-wait", titled}, "荡寇志"},
		{[]string{"--no-wait", header}, "剑来江湖"},
		{[]string{"--no-wait", untitled}, "draft"},
		{[]string{"--no-wait", "--project", "我的书", titled}, "我的书"},
		{[]string{"--no-wait", "--project", "serial", serial}, "serial"},
		{[]string{"--dry-run", serialLonger}, "serial"},
		{[]string{"--no-wait", serialLonger}, "serial"},
	}
	for _, tt := range tests {
		code, out, stderr := run(t, data, append([]string{"import"}, tt.args...)...)
		if code != 0 {
			t.Fatalf("import %v: exit %d: %s", tt.args, code, stderr)
		}
		want := `into project "` + tt.project + `"`
		if tt.args[0] == "--dry-run" {
			want = `→ project "` + tt.project + `"`
		}
		if !strings.Contains(out, want) {
			t.Errorf("import %v: output lacks %q:\n%s", tt.args, want, out)
		}
	}
	for _, c := range []struct{ project, chapter string }{
		{"Salt and Iron", "Chapter 2"}, {"荡寇志", "第二回"}, {"剑来江湖", "第二章 入城"}, {"draft", "第二章 云涌"}, {"我的书", "第二回"}, {"serial", "第二章 天明"},
	} {
		if code, out, stderr := run(t, data, "chapter", "list", "--project", c.project); code != 0 || !strings.Contains(out, c.chapter) {
			t.Errorf("chapters of %q: exit %d, want %q in %s%s", c.project, code, c.chapter, out, stderr)
		}
	}
	for _, p := range []string{"salt", "dangkouzhi", "jianlai", "夜行记"} {
		if code, _, _ := run(t, data, "chapter", "list", "--project", p); code == 0 {
			t.Errorf("the command line made a project %q", p)
		}
	}
	// The header over the synopsis is the project's author too.
	if code, out, stderr := run(t, data, "project", "meta", "--project", "剑来江湖"); code != 0 || !strings.Contains(out, "白衣客") {
		t.Errorf("project meta of 剑来江湖: exit %d: %s%s", code, out, stderr)
	}
}

// TestImportSaysWhenNoHeadingIsFound: a file in which no chapter heading
// is found is imported as front matter alone, and the preview and the
// summary say so, with what names the headings ("0 chapters and front
// matter" before); a book without front matter is "N chapters".
func TestImportSaysWhenNoHeadingIsFound(t *testing.T) {
	useFixtureModel(t)
	data := t.TempDir()
	draft := writeFile(t, "draft.txt", "It was a dark and stormy night.\n\nThe rain fell in torrents.\n")
	two := writeFile(t, "two.txt", "Chapter 1\n\nIt was a dark and stormy night.\n\nChapter 2\n\nThe rain fell in torrents.\n")
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"import", "--dry-run", draft}, `→ project "draft": no chapter heading found, so all of it is front matter (chapter 0; --chapter-regex RE names the heading lines), 12 words`},
		{[]string{"import", draft}, "imported " + draft + ": no chapter heading found, so all of it is front matter"},
		{[]string{"import", "--dry-run", two}, `→ project "two": 2 chapters, 12 words`},
		{[]string{"import", two}, "imported " + two + ": 2 chapters, 12 words into"},
	}
	for _, tt := range tests {
		if code, out, stderr := run(t, data, tt.args...); code != 0 || !strings.Contains(out, tt.want) {
			t.Errorf("%v: exit %d, %q %s; want %q", tt.args, code, out, stderr, tt.want)
		}
	}
}

// TestImportSkippedSaysWhy: the chapters an import leaves out are counted
// in words that hold for both ways the project can have them, the same
// file again and the project's own export (chapterSet.has reads its
// paragraphs under the heading the export gives them, in the book's own
// marker: 第N回 in this book of 回), in English
// and in Chinese; the message said "(same title and text)", which an
// export's chapters under their new heading are not.
func TestImportSkippedSaysWhy(t *testing.T) {
	data := importTestBook(t) // project 测试
	// A title without its number, which the export heads 第1回 山中访友:
	// the book numbers its chapters 第一回, 第二回 (export.Heading takes the
	// book's marker since 8809475).
	if code, _, stderr := run(t, data, "chapter", "rename", "--project", "测试", "1", "山中访友"); code != 0 {
		t.Fatalf("rename: exit %d: %s", code, stderr)
	}
	exported := filepath.Join(t.TempDir(), "测试.txt")
	if code, _, stderr := run(t, data, "export", "--project", "测试", "--format", "txt", "--out", exported); code != 0 {
		t.Fatalf("export: exit %d: %s", code, stderr)
	}
	same := writeFile(t, "same.txt", testBook) // its 第一回 山中访友 is no longer the project's title
	// Nothing here adds a chapter, so the Chinese run sees the same project.
	type test struct {
		args   []string
		en, zh string
	}
	tests := []test{
		{[]string{"import", "--dry-run", "--project", "测试", exported},
			"第1回 山中访友  (in the project already)", "第1回 山中访友  （作品中已有）"},
		{[]string{"import", "--dry-run", "--project", "测试", exported},
			"3 chapters are in the project already (the same text under the same title, or as an export of the project writes them) and would not be added again",
			"其中 3 章已在作品中（同一标题下正文相同，或是本作品导出的同一章），不会重复导入"},
		{[]string{"import", "--dry-run", "--project", "测试", same},
			"2 chapters are in the project already (the same text under the same title, or as an export of the project writes them)",
			"其中 2 章已在作品中"},
		{[]string{"import", "--no-wait", "--project", "测试", exported},
			"3 chapters were in the project already (the same text under the same title, or as an export of the project writes them) and were not added again",
			"3 章已在作品中（同一标题下正文相同，或是本作品导出的同一章），没有重复导入"},
	}
	inBothLanguages(t, tests, func(tt test) (string, string) { return tt.en, tt.zh }, func(tt test, want string, zh bool) {
		code, out, stderr := run(t, data, tt.args...)
		if code != 0 || !strings.Contains(out, want) || strings.Contains(out, "same title and text") || strings.Contains(out, "标题和正文都相同") {
			t.Errorf("%v (Chinese %v): exit %d, stderr %q, stdout:\n%s\nwant %q", tt.args, zh, code, stderr, out, want)
		}
	})
}

// TestImportDamagedFileSaidInOneLine: a damaged Word document or EPUB (a
// text file renamed .docx, a zip cut short) is refused in one line of
// the user's language, saying what the file is and what to do, with
// nothing on stdout. The English kept Go's "(zip: not a valid zip
// file)", which the Chinese leaves out.
func TestImportDamagedFileSaidInOneLine(t *testing.T) {
	renamed := writeFile(t, "改名.docx", "第一章 这不是 Word 文件\n")
	cut := writeBytes(t, "半截.docx", importertest.CutDocx())
	epub := writeFile(t, "坏.epub", "not a book")
	data := t.TempDir()
	checkInBothLanguages(t, data, []langFailure{
		{[]string{"import", "--no-wait", renamed}, ExitRuntime, "import: " + renamed + " is a damaged Word document; open it in Word or WPS to repair it, or import a copy saved as .docx or .txt\n",
			"导入：" + renamed + " 是已损坏的 Word 文档；请用 Word 或 WPS 打开修复，或另存为 .docx 或 .txt 后再导入\n", true},
		{[]string{"import", "--dry-run", cut}, ExitRuntime, "import: " + cut + " is a damaged Word document; open it in Word or WPS to repair it, or import a copy saved as .docx or .txt\n",
			"导入：" + cut + " 是已损坏的 Word 文档；请用 Word 或 WPS 打开修复，或另存为 .docx 或 .txt 后再导入\n", true},
		{[]string{"import", "--no-wait", epub}, ExitRuntime, "import: " + epub + " is a damaged EPUB book; download it again, or convert it with Calibre\n",
			"导入：" + epub + " 是已损坏的 EPUB 电子书；请重新下载，或用 Calibre 转换\n", true},
	})
}

// TestImportSaysIndexedCountsGrouped: the line after an import groups
// its numbers as the summary above it does ("10,094 words"): it read
// "indexed 42156 characters in 0.2s (175174 chars/s)".
func TestImportSaysIndexedCountsGrouped(t *testing.T) {
	useFixtureModel(t)
	data := t.TempDir()
	para := strings.Repeat("The wind came off the sea at dusk, and the keeper climbed the stairs. ", 20)
	book := writeFile(t, "storm.txt", "Chapter 1\n\n"+para+"\n\nChapter 2\n\n"+para+"\n")
	code, out, stderr := run(t, data, "import", book)
	if code != 0 {
		t.Fatalf("import exit %d: %s", code, stderr)
	}
	_, line, _ := strings.Cut(out, "indexed ")
	grouped := regexp.MustCompile(`^\d{1,3}(,\d{3})+ characters in [0-9.]+s \((\d{1,3}(,\d{3})*) chars/s\)`)
	if !grouped.MatchString(line) {
		t.Errorf("the indexed line reads %q, want its numbers grouped (2,240 characters)", "indexed "+line)
	}
}
