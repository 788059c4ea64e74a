//go:build !race

// Imports Word and EPUB files of whole dev books (exportDevBook): a
// functional acceptance check, left out of the race pass like the other
// full-book tests.

package engine

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"inkflow/engine/export"
	"inkflow/engine/importer"
	"inkflow/internal/checktool"
)

// TestImportOwnExportRoundTrip exports the dev books (a Chinese classic
// and an English novel) as DOCX and EPUB and imports the files: every
// exported chapter comes back, in order, under the heading the export
// printed, with its paragraphs; a Chinese book's paragraphs carry the
// 　　 indent its DOCX styles and EPUB stylesheet gave them.
func TestImportOwnExportRoundTrip(t *testing.T) {
	for i, b := range devBooks {
		for _, format := range []export.Format{export.DOCX, export.EPUB} {
			t.Run(b.name+"/"+string(format), func(t *testing.T) {
				e := openEngine(t, "", newBigram(), testDebounceNever)
				path, want := exportDevBook(t, e, i, format)
				data, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				chs, err := ParseBook(path, data, importer.Options{})
				if err != nil {
					t.Fatal(err)
				}
				chinese := b.meta.Language == "zh-CN"
				title := b.meta.Title
				if title == "" {
					title = b.name
				}
				// The export's title page (title and author) is no chapter
				// (importer.TitlePage): a book without front matter starts
				// with chapter 1; a book's front matter, exported under its
				// title after the title page, comes back as chapter 0
				// again, not one place down.
				got := chs
				if want[0].Number == 0 {
					if front := export.Heading(want[0], chinese, title); chs[0].Index != 0 || chs[0].Title != front {
						t.Fatalf("front matter = %d %q, want %q", chs[0].Index, chs[0].Title, front)
					}
				} else if chs[0].Index != 1 {
					t.Fatalf("first chapter = %d %q, want chapter 1 (the title page is no chapter)", chs[0].Index, chs[0].Title)
				}
				if len(got) != len(want) {
					t.Fatalf("imported %d chapters, exported %d", len(got), len(want))
				}
				for k, c := range want {
					if h := export.Heading(c, chinese, title); got[k].Title != h {
						t.Errorf("chapter %d title = %q, want %q", k+1, got[k].Title, h)
					}
					if g, w := strings.Join(export.Paragraphs(got[k].Text), "\n"), strings.Join(export.Paragraphs(c.Text), "\n"); g != w {
						t.Fatalf("chapter %d (%s) text differs:\n%s", k+1, c.Title, firstDiff(g, w))
					}
					for _, line := range strings.Split(got[k].Text, "\n") {
						if line != "" && strings.HasPrefix(line, "　　") != chinese {
							t.Fatalf("chapter %d: paragraph %q: the 　　 indent is for Chinese paragraphs only", k+1, line)
						}
					}
				}
			})
		}
	}
}

// firstDiff shows where two texts part.
func firstDiff(got, want string) string {
	g, w := []rune(got), []rune(want)
	i := 0
	for i < len(g) && i < len(w) && g[i] == w[i] {
		i++
	}
	return "got  …" + string(g[max(0, i-20):min(len(g), i+40)]) + "\nwant …" + string(w[max(0, i-20):min(len(w), i+40)])
}

// TestImportThirdPartyFiles imports Word and EPUB files InkFlow did not
// write: pandoc's (heading styles with ids Heading1, tables, footnotes;
// an EPUB with a title page, nav and NCX) and python-docx's (Word's own
// default template: Title, Heading 1/2, page breaks, tabs).
func TestImportThirdPartyFiles(t *testing.T) {
	dir := t.TempDir()
	md := filepath.Join(dir, "book.md")
	if err := os.WriteFile(md, []byte("# 第一章 风起\n\n天色将晚，他走进了城门。\n\n他看见了*一个人*。[^1]\n\n"+
		"| 甲 | 乙 |\n|---|---|\n| 一 | 二 |\n\n# 第二章 云涌\n\n雨下了一夜。\n\n[^1]: 这是脚注，不进正文。\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	pandocOut := filepath.Join(dir, "pandoc.docx")
	if out, err := exec.Command(checktool.Require(t, "pandoc"), "-o", pandocOut, md).CombinedOutput(); err != nil {
		t.Fatalf("pandoc: %v\n%s", err, out)
	}
	pandocEPUB := filepath.Join(dir, "pandoc.epub")
	if out, err := exec.Command(checktool.Require(t, "pandoc"), "-o", pandocEPUB, "--metadata", "title=风雪", md).CombinedOutput(); err != nil {
		t.Fatalf("pandoc: %v\n%s", err, out)
	}
	pyOut := filepath.Join(dir, "python.docx")
	script := `import docx, sys
from docx.enum.text import WD_BREAK
d = docx.Document()
d.add_heading("The Lighthouse", 0)
d.add_paragraph("by A. Keeper")
d.add_heading("Part One", 1)
d.add_heading("Chapter 1: Fog", 2)
d.add_paragraph("The fog came in at dusk.")
p = d.add_paragraph("She lit the lamp.\tThen she waited.")
p.add_run().add_break()
p.add_run("A second line.")
d.add_heading("Chapter 2: Light", 2)
d.add_paragraph("Morning.")
d.add_page_break()
d.add_heading("Part Two", 1)
d.add_heading("Chapter 3: Storm", 2)
t = d.add_table(rows=1, cols=2)
t.cell(0, 0).text = "left"
t.cell(0, 1).text = "right"
d.add_paragraph("Rain.")
d.save(sys.argv[1])
`
	if out, err := exec.Command(checktool.PythonWithDocx(t), "-c", script, pyOut).CombinedOutput(); err != nil {
		t.Fatalf("python-docx: %v\n%s", err, out)
	}
	ch := func(index int, title, text string) importer.Chapter {
		return importer.Chapter{Index: index, Title: title, Text: text}
	}
	tests := []struct {
		file string
		want []importer.Chapter
	}{
		{pandocOut, []importer.Chapter{
			// The italics between Han characters come in: Chinese has
			// no spaces for a marker to stand by (emphasis.Runs).
			ch(1, "第一章 风起", "天色将晚，他走进了城门。\n他看见了_一个人_。\n甲\n乙\n一\n二"),
			ch(2, "第二章 云涌", "雨下了一夜。"),
		}},
		{pandocEPUB, []importer.Chapter{
			// The title page (<h1 class="title">风雪</h1>) is the
			// book's, no chapter (importer.TitlePage).
			ch(1, "第一章 风起", "　　天色将晚，他走进了城门。\n　　他看见了_一个人_。\n甲\n乙\n一\n二"),
			ch(2, "第二章 云涌", "　　雨下了一夜。"),
		}},
		{pyOut, []importer.Chapter{
			ch(0, "The Lighthouse", "The Lighthouse\nby A. Keeper"),
			ch(1, "Part One · Chapter 1: Fog", "The fog came in at dusk.\n\nShe lit the lamp.\tThen she waited.\nA second line."), // English paragraphs set apart, a line break kept
			ch(2, "Part One · Chapter 2: Light", "Morning."),
			ch(3, "Part Two · Chapter 3: Storm", "left\n\nright\n\nRain."),
		}},
	}
	for _, tt := range tests {
		t.Run(filepath.Base(tt.file), func(t *testing.T) {
			data, err := os.ReadFile(tt.file)
			if err != nil {
				t.Fatal(err)
			}
			chs, err := ParseBook(tt.file, data, importer.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(chs, tt.want) {
				t.Errorf("chapters:\n%+v\nwant\n%+v", chs, tt.want)
			}
		})
	}
}

// TestImportDOCXPropertiesNameTheAuthor: a Word document whose author is
// in its properties alone (python-docx's core_properties.author, pandoc's
// author metadata, Word's File › Info) gives a new project that author,
// and its title when the body states none: the project had no author, and
// its EPUB and DOCX exports named none. python-docx's own name in a
// document nobody named is no author.
func TestImportDOCXPropertiesNameTheAuthor(t *testing.T) {
	dir := t.TempDir()
	script := `import docx, sys
d = docx.Document()
if sys.argv[2]:
    d.core_properties.author = sys.argv[2]
    d.core_properties.title = sys.argv[3]
d.add_heading("第一章 秋天", 1)
d.add_paragraph("一九XX年的秋天，我因为脑病厉害，住在A城。")
d.add_heading("第二章 公园", 1)
d.add_paragraph("A城北面去城不远，有一个公园。")
d.save(sys.argv[1])
`
	python := func(name, author, title string) string {
		path := filepath.Join(dir, name)
		if out, err := exec.Command(checktool.PythonWithDocx(t), "-c", script, path, author, title).CombinedOutput(); err != nil {
			t.Fatalf("python-docx: %v\n%s", err, out)
		}
		return path
	}
	md := filepath.Join(dir, "book.md")
	if err := os.WriteFile(md, []byte("---\nauthor: Jane Roe\n---\n\n# Chapter 1\n\nThe fog came in at dusk.\n\n# Chapter 2\n\nMorning.\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	pandoc := filepath.Join(dir, "pandoc.docx")
	if out, err := exec.Command(checktool.Require(t, "pandoc"), "-o", pandoc, md).CombinedOutput(); err != nil {
		t.Fatalf("pandoc: %v\n%s", err, out)
	}
	tests := []struct {
		file, project, author string
	}{
		{python("named.docx", "郁达夫", "迷羊"), "迷羊", "郁达夫"},
		{python("unnamed.docx", "", ""), "unnamed", ""}, // python-docx writes itself as the creator
		{pandoc, "pandoc", "Jane Roe"},                  // pandoc's Author paragraph over no Title is chapter 0's text
	}
	for _, tt := range tests {
		t.Run(filepath.Base(tt.file), func(t *testing.T) {
			data, err := os.ReadFile(tt.file)
			must(t, err)
			chs, page, err := ParseBookPage(tt.file, data, importer.Options{})
			must(t, err)
			name := BookTitle(tt.file, data, chs, page)
			if name != tt.project {
				t.Errorf("project %q, want %q", name, tt.project)
			}
			eng := openEngine(t, "", newBigram(), testDebounceNever)
			if _, err := eng.ImportBooks([]NewBook{{Project: name, Chapters: asNewChapters(chs), TitlePage: page}}); err != nil {
				t.Fatal(err)
			}
			p, _, err := eng.ProjectByName(name)
			must(t, err)
			meta, err := eng.ProjectMeta(p.ID)
			must(t, err)
			if meta.Author != tt.author {
				t.Errorf("author %q, want %q", meta.Author, tt.author)
			}
			if meta.Title != "" {
				t.Errorf("meta title %q: the project's name is the title", meta.Title)
			}
		})
	}
}

// TestImportRefusedFileSaysWhatItIs: a .doc and a damaged .docx get
// one line naming the file, what it is and what to do.
func TestImportRefusedFileSaysWhatItIs(t *testing.T) {
	doc := "\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + strings.Repeat("\x00", 100) + "W\x00o\x00r\x00d\x00D\x00o\x00c\x00u\x00m\x00e\x00n\x00t\x00"
	tests := []struct{ name, data, want string }{
		{"稿子.doc", doc, "稿子.doc is a Word 97–2003 .doc file; open it in Word or WPS and save it as .docx (or .txt), then import that"},
		{"book.docx", "PK\x03\x04\x14\x00broken", "book.docx is a damaged Word document (zip: not a valid zip file); open it in Word or WPS to repair it, or import a copy saved as .docx or .txt"},
	}
	for _, tt := range tests {
		_, err := ParseBook(tt.name, []byte(tt.data), importer.Options{})
		if !errors.Is(err, importer.ErrFormat) || err.Error() != tt.want {
			t.Errorf("%s: err = %v, want %q", tt.name, err, tt.want)
		}
	}
}
