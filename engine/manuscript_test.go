//go:build !race

// Imports a whole dev book (importDevBook, acceptance_test.go): a
// functional acceptance check, left out of the race pass like the other
// full-book tests.

package engine

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"inkflow/engine/emphasis"
	"inkflow/engine/export"
	"inkflow/engine/importer"
	"inkflow/internal/checktool"
)

// devBooks are the acceptance books: a Chinese classic with a cover and
// metadata, and an English one whose language is detected from its text.
var devBooks = []struct {
	name, path string
	meta       ProjectMeta
	cover      bool
}{
	{"三国演义", "zh/sanguoyanyi.txt", ProjectMeta{Title: "三国演义", Author: "罗贯中", Language: "zh-CN"}, true},
	{"Frankenstein", "en/frankenstein.txt", ProjectMeta{Author: "Mary Shelley"}, false},
}

// exportDevBook imports a dev-corpus book (no indexing: the test
// embedder never runs), sets its metadata and exports it.
func exportDevBook(t *testing.T, e *Engine, i int, format export.Format) (string, []export.Chapter) {
	t.Helper()
	b := devBooks[i]
	p, _ := importDevBook(t, e, b.name, b.path)
	meta := b.meta
	if b.cover {
		meta.CoverPath = writeCover(t)
	}
	if err := e.SetProjectMeta(p.ID, meta); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "book."+string(format))
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	exported, err := e.ExportProject(p.ID, ExportOptions{Format: format}, f)
	n := exported.Chapters
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		t.Fatal(err)
	}
	book, err := e.exportBook(p.ID, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	if n != len(book.Chapters) || n < 20 {
		t.Fatalf("exported %d chapters, the project has %d", n, len(book.Chapters))
	}
	return out, book.Chapters
}

// writeCover writes a small PNG cover.
func writeCover(t *testing.T) string {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 60, 90))
	for y := 0; y < 90; y++ {
		for x := 0; x < 60; x++ {
			img.Set(x, y, color.RGBA{uint8(x * 4), 40, uint8(y * 2), 255})
		}
	}
	path := filepath.Join(t.TempDir(), "cover.png")
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestExportEPUBPassesEpubcheck(t *testing.T) {
	checktool.Require(t, "epubcheck")
	for i, b := range devBooks {
		t.Run(b.name, func(t *testing.T) {
			e := openEngine(t, "", newBigram(), testDebounceNever)
			path, _ := exportDevBook(t, e, i, export.EPUB)
			out, err := checktool.Epubcheck(t, path).CombinedOutput()
			if err != nil || bytes.Contains(out, []byte("ERROR")) || bytes.Contains(out, []byte("FATAL")) {
				t.Fatalf("epubcheck: %v\n%s", err, out)
			}
			if !bytes.Contains(out, []byte("No errors or warnings detected")) {
				t.Errorf("epubcheck reported warnings:\n%s", out)
			}
		})
	}
}

// unmarked is text without its emphasis markers, as a reader of the
// exported document sees it.
func unmarked(text string) string {
	var b strings.Builder
	for line := range strings.SplitSeq(text, "\n") {
		for _, r := range emphasis.Runs(line) {
			b.WriteString(r.Text)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// normalise collapses every run of whitespace (full-width spaces too)
// into one space.
func normalise(s string) string {
	return strings.Join(strings.FieldsFunc(s, unicode.IsSpace), " ")
}

func TestExportDOCXReadsBack(t *testing.T) {
	pandoc := checktool.Require(t, "pandoc")
	python := checktool.PythonWithDocx(t)
	for i, b := range devBooks {
		t.Run(b.name, func(t *testing.T) {
			e := openEngine(t, "", newBigram(), testDebounceNever)
			path, chapters := exportDevBook(t, e, i, export.DOCX)
			chinese := export.IsChinese(b.meta.Language)

			// The text pandoc reads equals the chapters' text, their
			// _italics_ set in italics.
			out, err := exec.Command(pandoc, "-s", "-f", "docx", "-t", "plain", "--wrap=none", path).Output()
			if err != nil {
				t.Fatalf("pandoc: %v", err)
			}
			var want strings.Builder
			title := b.meta.Title
			if title == "" {
				title = b.name
			}
			want.WriteString(title + "\n" + b.meta.Author + "\n")
			var headings []string
			for _, c := range chapters {
				h := export.Heading(c, chinese, title)
				headings = append(headings, h)
				want.WriteString(h + "\n" + unmarked(c.Text) + "\n")
			}
			if got, w := normalise(string(out)), normalise(want.String()); got != w {
				at := 0
				for at < len(got) && at < len(w) && got[at] == w[at] {
					at++
				}
				t.Fatalf("pandoc text differs at byte %d:\n got …%.200s\nwant …%.200s", at, got[at:], w[at:])
			}

			// python-docx sees the title and one Heading 1 per chapter,
			// front matter's in the style that marks it.
			script := `import sys, docx
for p in docx.Document(sys.argv[1]).paragraphs:
    if p.style.name != "Normal":
        print(p.style.name + "\t" + p.text)`
			out, err = exec.Command(python, "-c", script, path).Output()
			if err != nil {
				if ee, ok := errors.AsType[*exec.ExitError](err); ok {
					t.Fatalf("python-docx: %v\n%s", err, ee.Stderr)
				}
				t.Fatal(err)
			}
			lines := strings.Split(strings.TrimRight(string(out), "\n"), "\n")
			wantLines := []string{"Title\t" + title, "Author\t" + b.meta.Author}
			for j, h := range headings {
				style := "Heading 1"
				if chapters[j].Number == 0 {
					style = importer.FrontMatterStyle
				}
				wantLines = append(wantLines, style+"\t"+h)
			}
			if strings.Join(lines, "\n") != strings.Join(wantLines, "\n") {
				t.Fatalf("python-docx styles: got %d lines, want %d; first got %q", len(lines), len(wantLines), lines[:min(4, len(lines))])
			}
		})
	}
}

func TestExportTXTReimports(t *testing.T) {
	for i, b := range devBooks {
		t.Run(b.name, func(t *testing.T) {
			e := openEngine(t, "", newBigram(), testDebounceNever)
			path, chapters := exportDevBook(t, e, i, export.TXT)
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			chinese := export.IsChinese(b.meta.Language)
			if chinese && !bytes.Contains(data, []byte("\n\n\u3000\u3000")) {
				t.Fatal("paragraphs are not indented with full-width spaces after a blank line")
			}
			checkReimport(t, data, importer.Options{}, chapters, chinese)
			if chinese {
				// The GB18030 file re-imports the same when told its encoding.
				var gb bytes.Buffer
				book := export.Book{Title: b.name, Language: b.meta.Language, Chapters: chapters}
				if err := export.Write(&gb, book, export.TXT, export.Options{GB18030: true}); err != nil {
					t.Fatal(err)
				}
				checkReimport(t, gb.Bytes(), importer.Options{Encoding: importer.GB18030}, chapters, chinese)
			}
		})
	}
}

// checkReimport imports an exported TXT and compares its chapters with
// the exported ones: number, heading and paragraphs.
func checkReimport(t *testing.T, data []byte, opts importer.Options, chapters []export.Chapter, chinese bool) {
	t.Helper()
	back, err := ParseBook("book.txt", data, opts)
	if err != nil {
		t.Fatal(err)
	}
	if len(back) != len(chapters) {
		t.Fatalf("re-import found %d chapters, exported %d", len(back), len(chapters))
	}
	headings := export.WebNovelHeadings(chapters, chinese)
	for j, c := range chapters {
		if h := headings[j]; h != "" && back[j].Title != h {
			t.Fatalf("chapter %d: title %q, exported %q", j+1, back[j].Title, h)
		}
		if back[j].Index != c.Number {
			t.Fatalf("chapter %d: number %d, exported %d", j+1, back[j].Index, c.Number)
		}
		got, want := export.Paragraphs(back[j].Text), export.Paragraphs(c.Text)
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Fatalf("chapter %d %q: re-imported text differs (%d paragraphs, want %d)", j+1, c.Title, len(got), len(want))
		}
	}
}

// TestExportNumbersChaptersInBookOrder: a chapter split off or moved
// reads in sequence, on from the project's first number, with the same
// number the chapter list (and so the command line) gives it; front
// matter stays unnumbered. A range names chapters by those numbers.
func TestExportNumbersChaptersInBookOrder(t *testing.T) {
	e := openEngine(t, "", newBigram(), testDebounceNever)
	made, err := e.ImportBooks([]NewBook{{Project: "续集", Chapters: []NewChapter{
		{Title: "序", Index: 0, Text: "　　前言。"},
		{Title: "出海", Index: 27, Text: "　　船离开港口。\n\n　　风很大。"},
		{Title: "归来", Index: 28, Text: "　　船回来了。"},
	}}})
	must(t, err)
	chs := made[0]
	pid := chs[0].ProjectID
	_, err = e.SplitChapter(chs[1].ID, len([]rune("　　船离开港口。\n\n")), "风")
	must(t, err)
	must(t, e.MoveChapter(chs[2].ID, 1)) // 归来 before 出海
	numbered := func(from, to int) string {
		t.Helper()
		book, err := e.exportBook(pid, from, to)
		must(t, err)
		var got []string
		for _, c := range book.Chapters {
			got = append(got, fmt.Sprintf("%d %s", c.Number, c.Title))
		}
		return strings.Join(got, ", ")
	}
	if got, want := numbered(0, 0), "0 序, 27 归来, 28 出海, 29 风"; got != want {
		t.Fatalf("exported %q, want %q", got, want)
	}
	list, err := e.Chapters(pid)
	must(t, err)
	var listed []string
	for _, c := range list {
		listed = append(listed, fmt.Sprintf("%d %s", c.Index, c.Title))
	}
	if got, want := strings.Join(listed, ", "), numbered(0, 0); got != want {
		t.Errorf("the chapter list says %q, the export %q", got, want)
	}
	for _, r := range []struct {
		from, to int
		want     string // the chapters exported
		wantErr  string // or else the words of the ErrInvalid refusing the range
	}{
		{from: 28, to: 29, want: "28 出海, 29 风"},
		{from: 0, to: 27, want: "0 序, 27 归来"},
		{from: 28, to: 0, want: "28 出海, 29 风"},
		{from: 29, to: 29, want: "29 风"},
		{from: 3, to: 4, wantErr: "no chapter 3: the project's chapters are numbered 27-29"},
		{from: 27, to: 30, wantErr: "no chapter 30: the project's chapters are numbered 27-29"},
		{from: 29, to: 28, wantErr: "chapters 29-28 run backwards"},
	} {
		if r.wantErr != "" {
			_, err := e.exportBook(pid, r.from, r.to)
			if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), r.wantErr) {
				t.Errorf("chapters %d-%d: %v, want %q", r.from, r.to, err, r.wantErr)
			}
		} else if got := numbered(r.from, r.to); got != r.want {
			t.Errorf("chapters %d-%d: %q, want %q", r.from, r.to, got, r.want)
		}
	}
}
