package app

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"golang.org/x/text/encoding/unicode"

	"inkflow/engine"
	"inkflow/engine/importer/importertest"
)

// TestImportPreview walks the preview on Fyne's test driver with a
// GB18030 copy of 呐喊: the author is asked before the conversion, sees
// the preface and 14 stories, tries a pattern, and imports into the new
// project the dialog offers.
func TestImportPreview(t *testing.T) {
	_, gb := nahan(t)
	h := newHarness(t, harnessOptions{})
	top := func() bool { return h.u.Window().Canvas().Overlays().Top() != nil }

	// Declining the conversion closes the preview and imports nothing.
	h.u.previewImport("呐喊.txt", gb)
	h.waitFor("the question to convert", func() bool {
		return top() && findLabel(h.u.Window().Canvas().Overlays().Top(), "looks like GB18030")
	})
	h.tapDialogButton("Cancel")
	h.waitFor("the dialogs to close", func() bool { return !top() })

	p := h.u.previewImport("呐喊.txt", gb)
	h.waitFor("the question to convert", func() bool {
		return top() && findLabel(h.u.Window().Canvas().Overlays().Top(), "looks like GB18030")
	})
	h.tapDialogButton("Convert")
	h.waitFor("the chapters", func() bool { return len(p.previews) == 16 })
	want := []string{"呐喊", "《呐喊》自序", "狂人日记", "孔乙己", "药", "明天", "一件小事", "头发的故事", "风波", "故乡",
		"阿Ｑ正传", "端午节", "白光", "兔和猫", "鸭的喜剧", "社戏"}
	var titles []string
	for _, c := range p.previews {
		titles = append(titles, c.Title)
	}
	if !slices.Equal(titles, want) {
		t.Fatalf("previewed titles %q", titles)
	}
	if p.list.Length() != 16 || !findLabel(p.list, "《呐喊》自序") || !findLabel(p.summary, "15 chapters and front matter (chapter 0), ") || p.proceed.Disabled() {
		t.Fatalf("preview shows %d rows, summary %q, continue disabled %v", p.list.Length(), p.summary.Text, p.proceed.Disabled())
	}

	// Another pattern: 阿Ｑ正传's sections alone.
	apply := findButton(h.u.Window().Canvas().Overlays().Top(), "Apply")
	p.pattern.SetText("^第.章")
	test.Tap(apply)
	h.waitFor("the sections as chapters", func() bool { return len(p.previews) == 10 })
	p.pattern.SetText("(")
	test.Tap(apply)
	h.waitFor("the pattern error", func() bool { return findLabel(p.summary, "chapter pattern") })
	if !p.proceed.Disabled() {
		t.Error("Continue enabled with a broken pattern")
	}
	p.pattern.SetText("")
	test.Tap(apply)
	h.waitFor("the default chapters", func() bool { return len(p.previews) == 16 && !p.proceed.Disabled() })

	if p.into.Selected != "New project “呐喊”" {
		t.Fatalf("Into chooses %q", p.into.Selected)
	}
	test.Tap(p.proceed)
	h.waitFor("the imported chapters", func() bool {
		chs := h.projectChapters("呐喊")
		return len(chs) == 16 && chs[10].Title == "阿Ｑ正传"
	})
	// No chapter was open: the book's first chapter opens.
	first := h.projectChapters("呐喊")[0]
	h.waitFor("the book's first chapter in the editor", func() bool {
		return h.u.editor.chapterID == first.ID && !h.u.editor.loading && h.u.editor.title.Text == "呐喊"
	})
}

// TestImportPreviewKeepLineBreaks: a hard-wrapped manuscript is previewed
// with its lines joined into paragraphs, and "Keep line breaks" imports
// the lines as the file has them.
func TestImportPreviewKeepLineBreaks(t *testing.T) {
	para := "The lamp burned low while the captain wrote his letters home, and\n" +
		"the sea was quiet. Nobody on board could say whether the ice would\n" +
		"open before the winter came down upon them."
	book := strings.TrimSpace(strings.Repeat(para+"\n\n", 30))
	h := newHarness(t, harnessOptions{})
	p := h.u.previewImport("voyage.txt", []byte(book))
	joined := strings.ReplaceAll(para, "\n", " ")
	h.waitFor("the joined paragraphs", func() bool {
		return len(p.chapters) == 1 && strings.HasPrefix(p.chapters[0].Text, joined+"\n\n")
	})
	// At the box, as a click: the row is taller than the check.
	test.TapAt(p.keepBreaks, fyne.NewPos(theme.Padding()+4, p.keepBreaks.Size().Height/2))
	h.waitFor("the lines as the file has them", func() bool {
		return len(p.chapters) == 1 && p.chapters[0].Text == book && !p.proceed.Disabled()
	})
	test.Tap(p.proceed)
	h.waitFor("the imported text", func() bool {
		chs := h.projectChapters("voyage")
		if len(chs) != 1 {
			return false
		}
		c, err := h.eng.Chapter(chs[0].ID)
		return err == nil && c.Text == book
	})
}

// TestImportPreviewKeys: the import dialog lays out its own buttons, and
// under xvfb it took neither key: Esc cancels it as its Cancel does, with
// nothing focused or the keyboard anywhere in it (a field, the list of
// chapters, a button), and Enter imports as Import does, with nothing
// focused or the keyboard in the list.
func TestImportPreviewKeys(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	c := h.u.Window().Canvas()
	key := func(name fyne.KeyName) {
		c.Unfocus()
		c.OnTypedKey()(&fyne.KeyEvent{Name: name})
	}
	book := []byte("第一回 宴桃园\n\n话说天下大势。\n\n第二回 斩华雄\n\n却说关公。\n")
	p := h.u.previewImport("三国.txt", book)
	h.waitFor("the chapters", func() bool { return len(p.previews) == 2 && !p.proceed.Disabled() })
	key(fyne.KeyEscape)
	if c.Overlays().Top() != nil {
		t.Fatal("Esc did not close the import preview")
	}
	for _, field := range []func(p *importPreview) fyne.Focusable{
		func(p *importPreview) fyne.Focusable { return p.into },
		func(p *importPreview) fyne.Focusable { return p.keepBreaks },
		func(p *importPreview) fyne.Focusable { return p.pattern },
		func(p *importPreview) fyne.Focusable { return p.list },
		func(p *importPreview) fyne.Focusable { return p.proceed },
	} {
		p = h.u.previewImport("三国.txt", book)
		h.waitFor("the chapters", func() bool { return len(p.previews) == 2 && !p.proceed.Disabled() })
		f := field(p)
		c.Focus(f)
		f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
		if c.Overlays().Top() != nil {
			t.Fatalf("Esc in %T did not close the import preview", f)
		}
	}
	if ps, err := h.eng.Projects(); err != nil || len(ps) != 0 {
		t.Fatalf("projects after cancelling: %v, %v", ps, err)
	}
	p = h.u.previewImport("三国.txt", book)
	h.waitFor("the chapters", func() bool { return len(p.previews) == 2 && !p.proceed.Disabled() })
	key(fyne.KeyReturn)
	h.waitFor("the import", func() bool { return len(h.projectChapters("三国")) == 2 })
	h.closeImportProgress()

	// With the keyboard in the list of chapters, Enter imports too.
	p = h.u.previewImport("三国.txt", book)
	h.waitFor("the chapters", func() bool { return len(p.previews) == 2 && !p.proceed.Disabled() })
	c.Focus(p.list)
	p.list.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	h.waitFor("the import into 三国", func() bool {
		return c.Overlays().Top() != nil && findLabel(c.Overlays().Top(), "Nothing new to import")
	})
}

// TestImportCountsInTheAuthorsMode: the import dialog gives the book's
// length in the window's count mode: an English book in the English
// window is counted in words (it said "75,096 zi" for Frankenstein).
func TestImportCountsInTheAuthorsMode(t *testing.T) {
	para := "The lamp burned low while the captain wrote his letters home."
	book := "Chapter 1\n\n" + strings.Repeat(para+"\n\n", 3) + "Chapter 2\n\n" + strings.Repeat(para+"\n\n", 2)
	h := newHarness(t, harnessOptions{noModel: true})
	if h.u.countMode(0) != engine.CountWords {
		t.Fatalf("the English window counts in %q", h.u.countMode(0))
	}
	p := h.u.previewImport("voyage.txt", []byte(book))
	h.waitFor("the chapters", func() bool { return len(p.previews) == 2 && !p.proceed.Disabled() })
	total := countText(engine.CountWords, 5*engine.CountText(para).Words) // the headings are titles
	if !strings.Contains(p.summary.Text, total) {
		t.Errorf("preview summary %q, want %q in it", p.summary.Text, total)
	}
	if !findLabel(p.list, countText(engine.CountWords, p.previews[0].Words)) {
		t.Errorf("the preview's rows are not in words")
	}
}

// TestImportPreviewWordDocument: a Word manuscript is previewed like a
// text file, its chapters cut at its heading paragraphs, and a Word
// 97–2003 .doc says in one line what to do instead.
func TestImportPreviewWordDocument(t *testing.T) {
	para := func(style, text string) string {
		pPr := ""
		if style != "" {
			pPr = `<w:pPr><w:pStyle w:val="` + style + `"/></w:pPr>`
		}
		return `<w:p>` + pPr + `<w:r><w:t>` + text + `</w:t></w:r></w:p>`
	}
	docx := importertest.Zip(map[string]string{
		"word/styles.xml": `<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:style w:type="paragraph" w:styleId="1"><w:name w:val="heading 1"/></w:style></w:styles>`,
		"word/document.xml": `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>` +
			para("1", "楔子") + para("", "山雨欲来。") + para("1", "风起") + para("", "城门开了。") + para("1", "云涌") + para("", "雨停了。") + `</w:body></w:document>`,
	})
	h := newHarness(t, harnessOptions{noModel: true})
	p := h.u.previewImport("书稿.docx", docx)
	h.waitFor("the chapters", func() bool { return len(p.previews) == 3 && !p.proceed.Disabled() })
	var titles []string
	for _, c := range p.previews {
		titles = append(titles, c.Title)
	}
	if !slices.Equal(titles, []string{"楔子", "风起", "云涌"}) {
		t.Errorf("previewed titles %q", titles)
	}
	p.dlg.Hide()

	doc := "\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1\x00\x00W\x00o\x00r\x00d\x00D\x00o\x00c\x00u\x00m\x00e\x00n\x00t\x00"
	p = h.u.previewImport("旧稿.doc", []byte(doc))
	h.waitFor("the error", func() bool { return findLabel(p.summary, "旧稿.doc is a Word 97–2003 .doc file") })
	if !p.proceed.Disabled() {
		t.Error("Continue enabled for a .doc")
	}
}

// TestImportPreviewNamesTheBook: the import dialog offers a new project named
// after the title the file states (read with the chapters, in the
// background), not after the file.
func TestImportPreviewNamesTheBook(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	book := "荡寇志\n俞万春\n\n第一回 猛都监兴师剿寇\n\n话说梁山泊。\n\n第二回 宋天子训武观兵\n\n却说宋天子。\n"
	p := h.u.previewImport("dangkouzhi.txt", []byte(book))
	h.waitFor("the chapters", func() bool { return len(p.previews) == 3 && !p.proceed.Disabled() })
	if p.into.Selected != "New project “荡寇志”" {
		t.Fatalf("the import dialog offers %q", p.into.Selected)
	}
}

// TestDropManuscript: a manuscript dropped on the window opens the import
// preview, as File › Import Manuscript… does once the file is chosen; a
// picture dropped alone gets a notice of what an import reads and
// imports nothing.
func TestDropManuscript(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	top := func() fyne.CanvasObject { return h.u.Window().Canvas().Overlays().Top() }
	dir := t.TempDir()
	picture := filepath.Join(dir, "封面.png")
	book := filepath.Join(dir, "雪国.TXT")
	if err := os.WriteFile(picture, []byte("\x89PNG"), 0o644); err != nil {
		t.Fatal(err)
	}
	text := "雪国\n\n第一章 风起\n\n　　风从北边来，吹了三天三夜。\n\n第二章 云涌\n\n　　云压得很低。\n"
	if err := os.WriteFile(book, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}

	h.u.dropped(fyne.Position{}, []fyne.URI{storage.NewFileURI(picture)})
	h.waitFor("the notice", func() bool {
		return top() != nil && findLabel(top(), "InkFlow imports manuscripts in TXT, Markdown, Word (.docx) and EPUB.")
	})
	h.tapDialogButton("OK")
	h.waitFor("the notice to close", func() bool { return top() == nil })

	h.u.dropped(fyne.Position{}, []fyne.URI{storage.NewFileURI(picture), storage.NewFileURI(book)})
	h.waitFor("the preview of the dropped book", func() bool {
		return top() != nil && findLabel(top(), "第二章 云涌")
	})
	if ps, err := h.eng.Projects(); err != nil || len(ps) != 0 {
		t.Fatalf("projects before the author confirms: %v, %v", ps, err)
	}
}

// TestImportPreviewSaysWhenNoHeadingIsFound: a manuscript with no
// chapter heading is all front matter, and the import dialog says so, in
// both languages, and what to do; it said "0 chapters and front matter"
// (识别出 0 章，另有扉页), which left the author to guess. A book with
// headings is counted as before.
func TestImportPreviewSaysWhenNoHeadingIsFound(t *testing.T) {
	prose := strings.Repeat("林远站在山门前，望着远处的云海，心里说不出是什么滋味。\n\n", 6)
	tests := []struct {
		name, language, book string
		summary              string
	}{
		{"no heading, Chinese", langZh, prose, "没有找到章节标题，全文共 "},
		{"no heading, English", langEn, prose, "No chapter heading found, so all of it, "},
		{"headings, Chinese", langZh, "第一章 风起\n\n" + prose + "第二章 下山\n\n" + prose, "识别出 2 章，"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: tt.language})
			p := h.u.previewImport("短篇.txt", []byte(tt.book))
			h.waitFor("the preview", func() bool { return len(p.previews) > 0 && !p.proceed.Disabled() })
			if !strings.HasPrefix(p.summary.Text, tt.summary) {
				t.Errorf("preview summary %q, want it to start %q", p.summary.Text, tt.summary)
			}
			// The advice wraps onto a second line: the pattern and the
			// list move down, not under it.
			d := fyne.CurrentApp().Driver()
			below := d.AbsolutePositionForObject(p.summary).Y + p.summary.MinSize().Height
			for _, o := range []fyne.CanvasObject{p.pattern, p.list} {
				if top := d.AbsolutePositionForObject(o).Y; top < below {
					t.Errorf("%T starts at y %v, inside the summary, which ends at %v", o, top, below)
				}
			}
		})
	}
}

// TestImportPreviewReadsUTF16ByItsMark: a UTF-16 file that starts with its
// byte-order mark is no guess, so the preview lists its chapters at once,
// without asking to convert it, and says which encoding it read; the
// same text without the mark is a guess, and the author is asked.
func TestImportPreviewReadsUTF16ByItsMark(t *testing.T) {
	utf, _ := nahan(t)
	tests := []struct {
		name string
		bom  unicode.BOMPolicy
		mark string
	}{
		{"little-endian mark", unicode.UseBOM, "UTF-16LE"},
		{"no mark", unicode.IgnoreBOM, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data, err := unicode.UTF16(unicode.LittleEndian, tt.bom).NewEncoder().Bytes(utf)
			if err != nil {
				t.Fatal(err)
			}
			h := newHarness(t, harnessOptions{})
			top := func() fyne.CanvasObject { return h.u.Window().Canvas().Overlays().Top() }
			p := h.u.previewImport("呐喊.txt", data)
			if tt.mark == "" {
				h.waitFor("the question to convert", func() bool { return top() != nil && findLabel(top(), "looks like UTF-16") })
				h.tapDialogButton("Convert")
				h.waitFor("the chapters", func() bool { return len(p.previews) == 16 })
				if !findLabel(p.summary, "Converted from UTF-16. 15 chapters") {
					t.Errorf("summary %q, want it to say the conversion", p.summary.Text)
				}
				return
			}
			h.waitFor("the chapters", func() bool { return len(p.previews) == 16 && !p.proceed.Disabled() })
			if findLabel(top(), "looks like") {
				t.Error("the author was asked to convert a file whose byte-order mark says its encoding")
			}
			if want := "Read as " + tt.mark + ", as its byte-order mark says. 15 chapters and front matter"; !findLabel(p.summary, want) {
				t.Errorf("summary %q, want it to hold %q", p.summary.Text, want)
			}
		})
	}
}

// TestImportPreviewSaysDamagedFile: a damaged Word document or EPUB (a
// text file renamed .docx, a zip cut short) is refused in the preview in
// one line of the interface language, saying what the file is and what
// to do. The English kept Go's "(zip: not a valid zip file)", which says
// nothing to an author and which the Chinese left out.
func TestImportPreviewSaysDamagedFile(t *testing.T) {
	cut := importertest.CutDocx()
	for _, tt := range []struct {
		language, name string
		data           []byte
		want           string
	}{
		{langEn, "坏.docx", []byte("第一章 这不是 Word 文件\n"), "坏.docx is a damaged Word document; open it in Word or WPS to repair it, or import a copy saved as .docx or .txt"},
		{langEn, "坏.docx", cut, "坏.docx is a damaged Word document; open it in Word or WPS to repair it, or import a copy saved as .docx or .txt"},
		{langEn, "坏.epub", []byte("not a book"), "坏.epub is a damaged EPUB book; download it again, or convert it with Calibre"},
		{langZh, "坏.docx", []byte("第一章 这不是 Word 文件\n"), "坏.docx 是已损坏的 Word 文档；请用 Word 或 WPS 打开修复，或另存为 .docx 或 .txt 后再导入"},
		{langZh, "坏.docx", cut, "坏.docx 是已损坏的 Word 文档；请用 Word 或 WPS 打开修复，或另存为 .docx 或 .txt 后再导入"},
		{langZh, "坏.epub", []byte("not a book"), "坏.epub 是已损坏的 EPUB 电子书；请重新下载，或用 Calibre 转换"},
	} {
		t.Run(tt.language+" "+tt.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: tt.language})
			p := h.u.previewImport(tt.name, tt.data)
			h.waitFor("the error", func() bool { return strings.HasPrefix(p.summary.Text, tt.name) })
			if p.summary.Text != tt.want || !p.proceed.Disabled() {
				t.Errorf("preview says %q (continue disabled %v), want %q", p.summary.Text, p.proceed.Disabled(), tt.want)
			}
		})
	}
}

// TestImportPreviewNamesTheAuthor: a web-novel header (《书名》 or 书名：
// over 作者：, Title: over Author:) is no chapter, so the preview's list
// leaves it out; its summary closes with the author the header names, as
// the new project takes it, and so it does for an English title page's
// byline (The Long Walk / by / Jane Roe, 迷羊 / 郁达夫), which stays
// chapter 0, with a preface after it or not. Before, the author's name
// vanished from the preview without a word.
func TestImportPreviewNamesTheAuthor(t *testing.T) {
	const chapters = "第一章 镖局\n\n陆小川不爱练刀。\n\n第二章 来客\n\n大雪封了山路。\n"
	tests := []struct {
		name, language, head string
		want                 string // how the summary ends
	}{
		{"《》 and 作者：", langZh, "《青石镇旧事》\n作者：林远\n\n", "分章不对时可修改章节规则。书稿注明作者：林远。"},
		{"书名： and 作者：", langZh, "书名：青石镇旧事\n作者：林远\n\n", "书稿注明作者：林远。"},
		{"English labels", langEn, "Title: The Long Walk\nAuthor: Jane Roe\n\n", "if the chapters are wrong. The file names its author: Jane Roe."},
		// A title page's byline stays chapter 0 and names the author too.
		{"English byline", langEn, "The Long Walk\n\nby\n\nJane Roe\n\n", "if the chapters are wrong. The file names its author: Jane Roe."},
		// So does one with a preface after it, and a Chinese one.
		{"English byline over a preface", langEn, "The Long Walk\n\nby Jane Roe\n\nPreface\n\nThis book began as a letter.\n\n", "if the chapters are wrong. The file names its author: Jane Roe."},
		{"Chinese byline over a preface", langZh, "迷羊\n郁达夫\n\n自序\n\n　　这一篇小说，是在病中写的。\n\n", "书稿注明作者：郁达夫。"},
		{"no author", langZh, "书名：青石镇旧事\n\n", "分章不对时可修改章节规则。"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: tt.language})
			p := h.u.previewImport("book.txt", []byte(tt.head+chapters))
			h.waitFor("the chapters", func() bool { return len(p.previews) >= 2 && !p.proceed.Disabled() })
			if !strings.HasSuffix(p.summary.Text, tt.want) {
				t.Errorf("preview summary %q, want it to end %q", p.summary.Text, tt.want)
			}
		})
	}
}
