package export

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"inkflow/engine/importer"
	"inkflow/internal/checktool"
)

// volumeBooks are books with volumes as an import stores them, each
// chapter's title prefixed with its volume's (importer.SplitVolume): a
// Chinese novel of 卷 and 章 with front matter, a volume with a foreword
// of its own (the chapter titled as the volume) and a 后记 after the last
// volume; an English one of PART and CHAPTER; and one whose volumes are
// named as a Word document's heading 1s may be, which no heading rule
// reads as a volume.
var volumeBooks = map[string]Book{
	"zh": {Title: "潜龙在渊", Author: "林间", Language: "zh-CN", Modified: time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC), Chapters: []Chapter{
		{Number: 0, Title: "题记", Text: "　　献给那年的雪。"},
		{Number: 1, Title: "第一卷 潜龙 · 第一章 风起", Text: "　　风起了，山上的云走得很快。\n　　他把门关上，没有回头。"},
		{Number: 2, Title: "第一卷 潜龙 · 第二章 雨落", Text: "　　雨落了下来。"},
		{Number: 3, Title: "第二卷 在渊", Text: "　　这一卷写他下山以后的事。"},
		{Number: 4, Title: "第二卷 在渊 · 第三章 夜行", Text: "　　夜里他走了很远的路。"},
		{Number: 5, Title: "第二卷 在渊 · 第四章 归来", Text: "　　春天他回来了。"},
		{Number: 6, Title: "后记", Text: "　　写完了。"},
	}},
	"en": {Title: "The Long Road", Author: "A. Writer", Language: "en", Modified: time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC), Chapters: []Chapter{
		{Number: 1, Title: "PART ONE · CHAPTER 1", Text: "The wind rose and the clouds moved fast over the hill.\n\nShe shut the door."},
		{Number: 2, Title: "PART ONE · CHAPTER 2", Text: "Rain fell."},
		{Number: 3, Title: "PART TWO · CHAPTER 3", Text: "He walked far that night."},
		{Number: 4, Title: "PART TWO · CHAPTER 4", Text: "Spring came."},
	}},
	"named": {Title: "Treasure", Author: "R. L. S.", Language: "en", Modified: time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC), Chapters: []Chapter{
		{Number: 0, Title: "A Note", Text: "For Lloyd."},
		{Number: 1, Title: "The Old Buccaneer · The Old Sea-dog", Text: "Squire Trelawney asked me to write it down."},
		{Number: 2, Title: "The Old Buccaneer · Black Dog", Text: "It was not very long after this."},
		{Number: 3, Title: "The Sea-cook · I Go to Bristol", Text: "It was longer than the squire imagined."},
		{Number: 4, Title: "The Sea-cook · Powder and Arms", Text: "The Hispaniola lay some way out."},
	}},
}

// titles lists a book's chapters as "number title".
func titles(chs []Chapter) []string {
	var out []string
	for _, c := range chs {
		out = append(out, fmt.Sprintf("%d %s", c.Number, c.Title))
	}
	return out
}

// TestVolumesRoundTrip: a book with volumes exported in any format and
// imported again has the same chapters under the same volumes. The TXT
// of volumes no heading rule reads as volumes ("named") writes them in
// its chapters' headings as a flat book's, and is left out.
func TestVolumesRoundTrip(t *testing.T) {
	for name, book := range volumeBooks {
		for _, f := range Formats {
			if name == "named" && f == TXT {
				continue
			}
			t.Run(name+"."+string(f), func(t *testing.T) {
				var buf bytes.Buffer
				if err := Write(&buf, book, f, Options{}); err != nil {
					t.Fatal(err)
				}
				// As engine.ParseBook reads a file: Markdown by its name.
				chs, page, err := importer.ParseFilePage("book."+string(f), buf.Bytes(), importer.Options{Markdown: f == Markdown})
				if err != nil {
					t.Fatal(err)
				}
				var got []string
				for _, c := range chs {
					got = append(got, fmt.Sprintf("%d %s", c.Index, c.Title))
				}
				if want := titles(book.Chapters); !slices.Equal(got, want) {
					t.Errorf("re-imported chapters\n%q\nwant\n%q", got, want)
				}
				if page.Title != book.Title {
					t.Errorf("re-imported title page %+v, want the title %q", page, book.Title)
				}
			})
		}
	}
}

// pandocHeaders reads a file with pandoc and lists its headings as
// "level text", in order.
func pandocHeaders(t *testing.T, path, from string) []string {
	t.Helper()
	blocks := pandocBlocks(t, path, from)
	var heads []string
	var inline func(v any, b *strings.Builder)
	inline = func(v any, b *strings.Builder) {
		switch x := v.(type) {
		case []any:
			for _, e := range x {
				inline(e, b)
			}
		case map[string]any:
			switch x["t"] {
			case "Str":
				b.WriteString(x["c"].(string))
			case "Space", "SoftBreak":
				b.WriteString(" ")
			default:
				inline(x["c"], b)
			}
		}
	}
	var walk func(blocks []any)
	walk = func(blocks []any) {
		for _, bl := range blocks {
			m, ok := bl.(map[string]any)
			if !ok {
				continue
			}
			switch m["t"] {
			case "Header":
				c := m["c"].([]any)
				var b strings.Builder
				inline(c[2], &b)
				heads = append(heads, fmt.Sprintf("%v %s", c[0], b.String()))
			case "Div":
				walk(m["c"].([]any)[1].([]any))
			}
		}
	}
	walk(blocks)
	return heads
}

// volumeOutlines are the volume books' outlines: the headings pandoc
// reads from their DOCX exports, volumes at level 1 over their chapters
// at level 2, a chapter outside any volume (front matter, a 后记) at
// level 1.
var volumeOutlines = map[string][]string{
	"zh":    {"1 题记", "1 第一卷 潜龙", "2 第一章 风起", "2 第二章 雨落", "1 第二卷 在渊", "2 第三章 夜行", "2 第四章 归来", "1 后记"},
	"en":    {"1 PART ONE", "2 CHAPTER 1", "2 CHAPTER 2", "1 PART TWO", "2 CHAPTER 3", "2 CHAPTER 4"},
	"named": {"1 A Note", "1 The Old Buccaneer", "2 The Old Sea-dog", "2 Black Dog", "1 The Sea-cook", "2 I Go to Bristol", "2 Powder and Arms"},
}

// TestDOCXVolumeHeadings: in the Word export of a book with volumes a
// volume's title is a heading 1 and its chapters' heading 2s, which
// pandoc (as Word's navigation pane) reads as an outline; they were all
// heading 1s titled "第一卷 潜龙 · 第一章 风起".
func TestDOCXVolumeHeadings(t *testing.T) {
	for name, book := range volumeBooks {
		t.Run(name, func(t *testing.T) {
			got := pandocHeaders(t, writeBook(t, book, DOCX), "docx")
			if want := volumeOutlines[name]; !slices.Equal(got, want) {
				t.Errorf("pandoc reads the headings\n%q\nwant\n%q", got, want)
			}
		})
	}
}

// TestMarkdownVolumeHeadings: the Markdown export heads a volume with #
// and its chapters with ##, under the book's # title (its front matter
// at ##, as in a book without volumes).
func TestMarkdownVolumeHeadings(t *testing.T) {
	for name, book := range volumeBooks {
		t.Run(name, func(t *testing.T) {
			got := pandocHeaders(t, writeBook(t, book, Markdown), "markdown")
			want := append([]string{"1 " + book.Title}, volumeOutlines[name]...)
			if book.Chapters[0].Number == 0 {
				want[1] = "2 " + book.Chapters[0].Title
			}
			if !slices.Equal(got, want) {
				t.Errorf("pandoc reads the headings\n%q\nwant\n%q", got, want)
			}
		})
	}
}

// navOutline reads an EPUB's nav document and lists its contents as
// "depth title" lines, depth 1 for the outer list.
func navOutline(t *testing.T, path string) []string {
	t.Helper()
	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	f, err := zr.Open("OEBPS/nav.xhtml")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	d := xml.NewDecoder(f)
	d.Strict = false
	var out []string
	depth := 0
	inA := false
	var text strings.Builder
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		switch x := tok.(type) {
		case xml.StartElement:
			switch x.Name.Local {
			case "ol":
				depth++
			case "a":
				inA = true
				text.Reset()
			}
		case xml.EndElement:
			switch x.Name.Local {
			case "ol":
				depth--
			case "a":
				inA = false
				out = append(out, fmt.Sprintf("%d %s", depth, text.String()))
			}
		case xml.CharData:
			if inA {
				text.Write(x)
			}
		}
	}
	return out
}

// TestEPUBNavNestsVolumes: the EPUB's contents (nav.xhtml) list a
// volume's chapters in a list nested under its entry, which points at
// the volume's page (its title alone, or its foreword under its title),
// and the book passes epubcheck without an error or a warning. pandoc
// reads the pages' headings as the same outline. The contents were flat,
// every entry "第一卷 潜龙 · 第一章 风起".
func TestEPUBNavNestsVolumes(t *testing.T) {
	for name, book := range volumeBooks {
		t.Run(name, func(t *testing.T) {
			path := writeBook(t, book, EPUB)
			want := volumeOutlines[name]
			if got := navOutline(t, path); !slices.Equal(got, want) {
				t.Errorf("nav.xhtml lists\n%q\nwant\n%q", got, want)
			}
			if got := pandocHeaders(t, path, "epub"); !slices.Equal(got, want) {
				t.Errorf("pandoc reads the headings\n%q\nwant\n%q", got, want)
			}
			out, err := checktool.Epubcheck(t, path).CombinedOutput()
			if err != nil || !bytes.Contains(out, []byte("No errors or warnings detected")) {
				t.Fatalf("epubcheck: %v\n%s", err, out)
			}
		})
	}
}

// TestTXTVolumeLines: the web-novel TXT writes a volume's title on a line
// of its own above its first chapter and heads its chapters with their
// own titles, as downloads lay out 卷 and 章 (a volume's foreword is
// headed by the volume's line); a volume no heading rule reads as one stays in its
// chapters' headings, as before.
func TestTXTVolumeLines(t *testing.T) {
	for name, want := range map[string][]string{
		"zh": {"【卷首】", "题记", "第一卷 潜龙", "第一章 风起", "第二章 雨落", "第二卷 在渊", "第三章 夜行", "第四章 归来", "后记"},
		"en": {"PART ONE", "CHAPTER 1", "CHAPTER 2", "PART TWO", "CHAPTER 3", "CHAPTER 4"},
		"named": {"[Front matter]", "A Note", "Chapter 1: The Old Buccaneer · The Old Sea-dog", "Chapter 2: The Old Buccaneer · Black Dog",
			"Chapter 3: The Sea-cook · I Go to Bristol", "Chapter 4: The Sea-cook · Powder and Arms"},
	} {
		t.Run(name, func(t *testing.T) {
			out, err := os.ReadFile(writeBook(t, volumeBooks[name], TXT))
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, l := range strings.Split(string(out), "\n") {
				if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "书名：") && !strings.HasPrefix(l, "作者：") &&
					!strings.HasPrefix(l, "Title: ") && !strings.HasPrefix(l, "Author: ") &&
					!strings.HasSuffix(l, "。") && !strings.HasSuffix(l, ".") {
					got = append(got, l)
				}
			}
			if !slices.Equal(got, want) {
				t.Errorf("TXT lines\n%q\nwant\n%q", got, want)
			}
		})
	}
}
